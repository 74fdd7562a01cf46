#!/bin/sh
# Builds the ARMv7 ISA test programs and records their expected UART output under QEMU
# (virt board, Cortex-A15 without NEON).
#
#   record.sh            assemble every *.s here into *.elf and record *.expected
#   record.sh --generate first regenerate the seeded programs with tools/isagen --v7
#   record.sh --check N  re-run N programs under QEMU in a temp dir, diff with *.expected
set -eu
cd "$(dirname "$0")"
SEED=20261127
ARM_PER_ENTRY=90
THUMB_PER_ENTRY=40
VFP_PER_ENTRY=300
SEQUENCES=1500
AS="arm-linux-gnueabi-as -march=armv7ve -mfpu=vfpv4"
LD=arm-linux-gnueabi-ld

qemu() {
    QEMU_AUDIO_DRV=none timeout 60 qemu-system-arm -M virt -cpu cortex-a15,neon=off -m 128M \
        -nic none -nographic -no-reboot -monitor none -serial stdio -kernel "$1" </dev/null
}

build() { # build NAME: NAME.s -> NAME.elf (runtime first, linked at 0x40000000, stripped)
    tmp=$(mktemp -d)
    $AS runtime.s -o "$tmp/rt.o"
    $AS "$1.s" -o "$tmp/p.o"
    $LD -Ttext=0x40000000 -e _start -s -N "$tmp/rt.o" "$tmp/p.o" -o "$1.elf" 2>/dev/null
    rm -rf "$tmp"
}

case "${1:-}" in
--check)
    n=${2:-3}
    tmp=$(mktemp -d)
    fail=0
    for e in $(ls *.elf | shuf -n "$n" 2>/dev/null || ls *.elf | head -n "$n"); do
        name=${e%.elf}
        qemu "$e" >"$tmp/$name.out"
        if cmp -s "$tmp/$name.out" "$name.expected"; then
            echo "ok   $name"
        else
            echo "DIFF $name"
            diff "$name.expected" "$tmp/$name.out" | head -5
            fail=1
        fi
    done
    rm -rf "$tmp"
    exit $fail
    ;;
--generate)
    rm -f arm_[ts]_*.s thumb_[ts]_*.s vfp_[ts]_*.s arm_[ts]_*.elf thumb_[ts]_*.elf vfp_[ts]_*.elf
    rm -f arm_[ts]_*.expected thumb_[ts]_*.expected vfp_[ts]_*.expected
    cargo run -q -p isagen -- --v7 . "$SEED" "$ARM_PER_ENTRY" "$THUMB_PER_ENTRY" \
        "$VFP_PER_ENTRY" "$SEQUENCES"
    ;;
esac

for s in *.s; do
    name=${s%.s}
    [ "$name" = runtime ] && continue
    build "$name"
    qemu "$name.elf" >"$name.expected"
    tail -n 1 "$name.expected" | grep -q '^END ' || { echo "$name: no END line" >&2; exit 1; }
done
echo "recorded $(ls *.expected | wc -l) programs"

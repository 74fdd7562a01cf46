#!/bin/sh
# Builds the ISA test programs and records their expected UART output under QEMU.
#
#   record.sh            assemble every *.s here into *.elf and record *.expected
#   record.sh --generate first regenerate the seeded programs with tools/isagen
#   record.sh --check N  re-run N programs under QEMU in a temp dir, diff with *.expected
set -eu
cd "$(dirname "$0")"
SEED=20261122
ARM_PROGS=44
THUMB_PROGS=22
PER=500
TABLE_PER=18
AS="arm-linux-gnueabi-as -march=armv5te -mcpu=arm926ej-s"
LD=arm-linux-gnueabi-ld

qemu() {
    QEMU_AUDIO_DRV=none timeout 30 qemu-system-arm -M versatilepb -m 128M \
        -nographic -no-reboot -monitor none -serial stdio -kernel "$1" </dev/null
}

build() { # build NAME: NAME.s -> NAME.elf (runtime first, linked at 0, stripped)
    tmp=$(mktemp -d)
    $AS runtime.s -o "$tmp/rt.o"
    $AS "$1.s" -o "$tmp/p.o"
    $LD -Ttext=0 -e _start -s -N "$tmp/rt.o" "$tmp/p.o" -o "$1.elf"
    rm -rf "$tmp"
}

case "${1:-}" in
--check)
    n=${2:-3}
    tmp=$(mktemp -d)
    fail=0
    for e in $(ls *.elf | shuf -n "$n" --random-source=/dev/zero 2>/dev/null || ls *.elf | head -n "$n"); do
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
    rm -f arm_*.s thumb_*.s arm_*.elf thumb_*.elf arm_*.expected thumb_*.expected
    rm -f table_*.s table_*.elf table_*.expected
    cargo run -q -p isagen -- . "$SEED" "$ARM_PROGS" "$THUMB_PROGS" "$PER"
    cargo run -q -p isagen -- --table . "$SEED" "$TABLE_PER"
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

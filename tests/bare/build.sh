#!/bin/sh
# Builds the bare-metal benchmark programs and records their expected UART output.
#
#   build.sh            assemble and link every program here (lib.s first, at 0)
#   build.sh --record   also record NAME.expected from qemu-system-arm -M versatilepb
#   build.sh --check    run each .elf under QEMU and compare with NAME.expected
# The ARMv7-A programs (V7PROGS) are standalone, linked at 0x40000000 and run on
# qemu-system-arm -M virt -cpu cortex-a15,neon=off.
set -eu
cd "$(dirname "$0")"
AS="arm-linux-gnueabi-as -march=armv5te -mcpu=arm926ej-s"
LD=arm-linux-gnueabi-ld
PROGS="crc32 memsort sieve_thumb pabt"
V7PROGS="v7_smoke"
AS7="arm-linux-gnueabi-as -march=armv7ve -mfpu=vfpv4"

qemu() {
    QEMU_AUDIO_DRV=none timeout 60 qemu-system-arm -M versatilepb -m 128M \
        -nographic -no-reboot -monitor none -serial stdio -kernel "$1" </dev/null
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
$AS lib.s -o "$tmp/lib.o"
fail=0
for p in $PROGS; do
    if [ "${1:-}" != --check ]; then
        $AS "$p.s" -o "$tmp/$p.o"
        $LD -Ttext=0 -e _start -s -N "$tmp/lib.o" "$tmp/$p.o" -o "$p.elf"
    fi
    case "${1:-}" in
    --record)
        qemu "$p.elf" >"$p.expected"
        echo "$p: $(cat "$p.expected")"
        ;;
    --check)
        qemu "$p.elf" >"$tmp/$p.out"
        if cmp -s "$tmp/$p.out" "$p.expected"; then echo "ok   $p"; else echo "DIFF $p"; fail=1; fi
        ;;
    esac
done
qemu7() {
    timeout 60 qemu-system-arm -M virt -cpu cortex-a15,neon=off -m 128M -net none \
        -nographic -no-reboot -monitor none -serial stdio -kernel "$1" </dev/null
}
for p in $V7PROGS; do
    if [ "${1:-}" != --check ]; then
        $AS7 "$p.s" -o "$tmp/$p.o"
        $LD -Ttext=0x40000000 -e _start -N "$tmp/$p.o" -o "$p.elf"
    fi
    case "${1:-}" in
    --record) qemu7 "$p.elf" >"$p.expected" ;;
    --check)
        qemu7 "$p.elf" >"$tmp/$p.out"
        if cmp -s "$tmp/$p.out" "$p.expected"; then echo "ok   $p"; else echo "DIFF $p"; fail=1; fi
        ;;
    esac
done
# v7_loops: C built as Thumb-2 with VFP by the armhf cross compiler (gcc -O2).
CC7="arm-linux-gnueabihf-gcc -O2 -mthumb -march=armv7-a -mfpu=vfpv3-d16 -mfloat-abi=hard"
if [ "${1:-}" != --check ]; then
    $CC7 -nostdlib -ffreestanding -fno-builtin -fno-pic -static -N -T v7_loops.ld \
        -Wl,--no-warn-rwx-segments -Wa,--noexecstack v7_loops_start.S v7_loops.c -o v7_loops.elf
fi
case "${1:-}" in
--record) qemu7 v7_loops.elf >v7_loops.expected ;;
--check)
    qemu7 v7_loops.elf >"$tmp/v7_loops.out"
    if cmp -s "$tmp/v7_loops.out" v7_loops.expected; then echo "ok   v7_loops"; else echo "DIFF v7_loops"; fail=1; fi
    ;;
esac
exit $fail

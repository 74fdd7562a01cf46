#!/bin/sh
# Builds mflops.elf (the VFP throughput program) and mflops_1.elf (the same with one
# pass, whose time is the run's fixed cost) with the start-up and link script of
# tests/bare/v7_loops, as Thumb-2 with VFPv3-D16 by the armhf cross compiler, and with
# --record their output under QEMU 7.2 into NAME.expected.
set -eu
cd "$(dirname "$0")"
bare=../../tests/bare
build() {
    arm-linux-gnueabihf-gcc -O2 -mthumb -march=armv7-a -mfpu=vfpv3-d16 -mfloat-abi=hard \
    -nostdlib -ffreestanding -fno-builtin -fno-pic -static -N -T $bare/v7_loops.ld \
    -Wl,--no-warn-rwx-segments -Wa,--noexecstack $bare/v7_loops_start.S mflops.c "$@"
}
build -o mflops.elf
build -DREPS=1 -o mflops_1.elf
if [ "${1:-}" = --record ]; then
    for p in mflops mflops_1; do
        timeout 120 qemu-system-arm -M virt -cpu cortex-a15,neon=off -m 128M -nic none \
            -nographic -no-reboot -monitor none -serial stdio -kernel $p.elf >$p.expected
    done
fi

#!/bin/sh
# Builds the virt probes and runs them under QEMU 7.2 (-M virt -cpu cortex-a15,neon=off),
# writing the records devices/tests/virt_qemu.rs replays (see README.md).
#   build.sh            build, run, print where the records differ from the committed ones
#   build.sh --record   build, run, and rewrite the records
set -eu
cd "$(dirname "$0")"
v7=../../../tests/bare/v7
CC="arm-linux-gnueabihf-gcc -nostdlib -no-pie -ffreestanding -march=armv7-a -marm -mfloat-abi=soft -O1 -T $v7/link.ld"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

qemu() {
    elf=$1; shift
    timeout 60 qemu-system-arm -M virt -cpu cortex-a15,neon=off -m 256M -nographic \
        -monitor none -serial stdio -net none -no-reboot \
        -global virtio-mmio.force-legacy=false "$@" -kernel "$elf" </dev/null | tr -d '\r'
}

python3 disk.py "$tmp/disk.img"
for p in gic psci virtio; do
    $CC $v7/start.S ${p}_probe.c -o "$tmp/$p.elf" -lgcc 2>&1 | grep -v "warning\|NOTE" || true
done
qemu "$tmp/gic.elf" >"$tmp/gic.txt"
# RTCDR counts seconds since QEMU started: recorded as "timed".
qemu "$tmp/psci.elf" | sed 's/^\(R2 09010000\) .*/\1 timed/' >"$tmp/psci.txt"
qemu "$tmp/virtio.elf" >"$tmp/virtio_empty.txt"
qemu "$tmp/virtio.elf" -drive file="$tmp/disk.img",format=raw,if=none,id=d0,snapshot=on \
    -device virtio-blk-device,drive=d0 >"$tmp/virtio_blk.txt"
qemu "$tmp/virtio.elf" -drive file="$tmp/disk.img",format=raw,if=none,id=d0,readonly=on \
    -device virtio-blk-device,drive=d0 -drive file="$tmp/disk.img",format=raw,if=none,id=d1,snapshot=on \
    -device virtio-blk-device,drive=d1 >"$tmp/virtio_two.txt"
for f in gic psci virtio_empty virtio_blk virtio_two; do
    grep -q '^END' "$tmp/$f.txt" || { echo "$f: no END"; tail -5 "$tmp/$f.txt"; exit 1; }
    if [ "${1:-}" = --record ]; then
        cp "$tmp/$f.txt" "qemu_$f.txt"
    else
        diff "qemu_$f.txt" "$tmp/$f.txt" >/dev/null && echo "ok   $f" || echo "DIFF $f"
    fi
done

#!/bin/sh
# Records the VFP test vectors from QEMU: draws the vectors (examples/qemu_vectors.rs), builds the
# bare-metal recorder around them, runs it on qemu-system-arm 7.2 (-M virt, cortex-a15 without
# Neon) and writes vfp/tests/data/{f32,f64,cvt}.txt. Needs arm-linux-gnueabihf-gcc and
# qemu-system-arm (Debian: gcc-arm-linux-gnueabihf, qemu-system-arm).
# For a larger one-off check: VFP_SEED=7 VFP_SCALE=8 VFP_DATA=/tmp/vfp sh record.sh, then
# VFP_VECTORS_DIR=/tmp/vfp cargo test -p goldtrace-vfp --test qemu_vectors.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
crate=$(cd "$here/../.." && pwd)
data="${VFP_DATA:-$crate/tests/data}"
mkdir -p "$data"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

qemu-system-arm --version | head -n1
cargo run -q -p goldtrace-vfp --example qemu_vectors -- "$here/ops.def" "$work/vectors.bin" \
    ${VFP_SEED:+"$VFP_SEED" "${VFP_SCALE:-1}"}
arm-linux-gnueabihf-gcc -O2 -nostdlib -ffreestanding -march=armv7ve -mfpu=vfpv4 -mfloat-abi=hard \
    -marm -fno-pic -static -Wall -Wextra -Werror \
    -DVECTORS_BIN="\"$work/vectors.bin\"" -I "$here" \
    -T "$here/link.ld" -Wl,--build-id=none,--no-warn-rwx-segments,-z,noexecstack -o "$work/prog.elf" "$here/start.S" "$here/harness.c"
timeout 3000 qemu-system-arm -M virt -cpu cortex-a15,neon=off -nographic -monitor none -nic none \
    -serial stdio -kernel "$work/prog.elf" > "$work/out.txt"
tail -n1 "$work/out.txt" | grep -qx done || { echo "recorder did not finish" >&2; exit 1; }
sed '$d' "$work/out.txt" | tr -d '\r' > "$work/lines.txt"
grep '^vcvt' "$work/lines.txt" > "$data/cvt.txt"
grep -v '^vcvt' "$work/lines.txt" | grep '\.f32 ' > "$data/f32.txt"
grep -v '^vcvt' "$work/lines.txt" | grep '\.f64 ' > "$data/f64.txt"
wc -l "$data"/*.txt

#!/usr/bin/env bash
# Boots the armhf benchmark guest (guest/out/armhf/vmlinuz, bench-initramfs.cpio.gz)
# under qemu-system-arm -M virt -cpu cortex-a15,neon=off at both workload sizes and
# records each workload's checksum in guest/expected/armhf-bench-qemu-checksums.txt
# (committed; tests/bench_guest_virt.rs compares goldtrace's output with it). Also
# prints each workload's wall seconds (host timestamps of its BENCH-START and
# BENCH-END lines).
#
# QEMU generates its own device tree, with a random /chosen/rng-seed on every boot;
# goldtrace's tree has a fixed one. Both are credited at once (the kernel trusts
# the boot loader's seed), and no checksum depends on the seed's bytes: the output
# has no random numbers (urandom prints a byte count).
#
# Usage: guest/armhf/bench/record-qemu.sh [--check] [full|small ...]   (default: full small)
#   --check: compare with the file instead of writing it.
# Env:   QEMU (default qemu-system-arm), QEMU_TIMEOUT (seconds per boot, default 900).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
GUEST=$(dirname "$(dirname "$HERE")")
OUT=$GUEST/out/armhf
QEMU=${QEMU:-qemu-system-arm}
TIMEOUT=${QEMU_TIMEOUT:-900}
EXPECTED=$GUEST/expected/armhf-bench-qemu-checksums.txt
CMDLINE="console=ttyAMA0 panic=-1 cryptomgr.notests"
check=0
if [[ ${1:-} == --check ]]; then
    check=1
    shift
fi
sizes=("$@")
((${#sizes[@]})) || sizes=(full small)

for f in vmlinuz bench-initramfs.cpio.gz; do
    [[ -f $OUT/$f ]] || {
        echo "bench-record: missing $OUT/$f (run guest/armhf/build.sh, then guest/armhf/bench/build.sh)" >&2
        exit 1
    }
done
command -v "$QEMU" >/dev/null || {
    echo "bench-record: $QEMU not found (apt-get install qemu-system-arm)" >&2
    exit 1
}

new=$(mktemp)
trap 'rm -f "$new"' EXIT
for size in "${sizes[@]}"; do
    log=$OUT/bench-qemu-$size.log
    echo "bench-record: $($QEMU --version | head -n1); -M virt; size $size"
    rc=0
    # Each console line with the host time it arrived. -nic none: the virt board's
    # default virtio NIC is not part of goldtrace's board.
    timeout "$TIMEOUT" "$QEMU" -M virt -cpu cortex-a15,neon=off -m 128M -nic none \
        -kernel "$OUT/vmlinuz" -initrd "$OUT/bench-initramfs.cpio.gz" \
        -append "$CMDLINE bench_size=$size" -nographic -no-reboot </dev/null 2>&1 |
        while IFS= read -r line; do printf '%s %s\n' "$(date +%s.%N)" "${line%$'\r'}"; done >"$log" ||
        rc=$?
    if ((rc != 0)) || ! grep -q ' GOLDTRACE-WORKLOAD-DONE$' "$log"; then
        tail -n 30 "$log" >&2
        echo "bench-record: QEMU failed, timed out or never printed GOLDTRACE-WORKLOAD-DONE (log $log)" >&2
        exit 1
    fi
    if grep -q ' BENCH-UNKNOWN ' "$log"; then
        echo "bench-record: the guest did not know a workload" >&2
        exit 1
    fi
    awk -v size="$size" '
        $2 == "BENCH-START" { t0[$3] = $1 }
        $2 == "CHECKSUM" { sum[$3] = $4 " " $5; print size, $3, $4, $5 >> "'"$new"'" }
        $2 == "BENCH-END" { printf "bench-record: %-8s %-8s %7.2f s  %s\n", size, $3, $1 - t0[$3], sum[$3] }
        $2 == "GOLDTRACE-BOOT-OK" { boot = $1 }
        $2 == "GOLDTRACE-WORKLOAD-DONE" { printf "bench-record: %-8s all      %7.2f s\n", size, $1 - boot }
    ' "$log"
done
if ((check)); then
    if grep -vxFf "$EXPECTED" "$new"; then
        echo "bench-record: the lines above differ from $EXPECTED" >&2
        exit 1
    fi
    echo "bench-record: QEMU's checksums equal $EXPECTED"
else
    # Keep the other size's lines when recording only one.
    { grep -v -E "^($(IFS='|'; echo "${sizes[*]}")) " "$EXPECTED" 2>/dev/null || true; cat "$new"; } |
        sort -s -k1,1 >"$EXPECTED.tmp"
    mv "$EXPECTED.tmp" "$EXPECTED"
    echo "bench-record: wrote $EXPECTED"
fi

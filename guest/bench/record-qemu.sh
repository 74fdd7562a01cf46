#!/usr/bin/env bash
# Boots the benchmark guest (guest/out/zImage, bench-qemu.dtb, bench-initramfs.cpio.gz)
# under qemu-system-arm -M versatilepb at both workload sizes and records each
# workload's checksum in qemu-checksums.txt (committed; tests/bench_guest.rs compares
# goldtrace's output with it). Also prints each workload's wall seconds (host
# timestamps of its BENCH-START and BENCH-END lines).
#
# Usage: guest/bench/record-qemu.sh [--check] [full|small ...]   (default: full small)
#   --check: compare with qemu-checksums.txt instead of writing it.
# Env:   QEMU (default qemu-system-arm), QEMU_TIMEOUT (seconds per boot, default 600).
set -euo pipefail

BENCH=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUT=$(dirname "$BENCH")/out
QEMU=${QEMU:-qemu-system-arm}
TIMEOUT=${QEMU_TIMEOUT:-600}
EXPECTED=$BENCH/qemu-checksums.txt
CMDLINE="console=ttyAMA0 panic=-1 lpj=500000"
check=0
if [[ ${1:-} == --check ]]; then
    check=1
    shift
fi
sizes=("$@")
((${#sizes[@]})) || sizes=(full small)

for f in zImage bench-qemu.dtb bench-initramfs.cpio.gz; do
    [[ -f $OUT/$f ]] || {
        echo "bench-record: missing $OUT/$f (run guest/build.sh first)" >&2
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
    echo "bench-record: $($QEMU --version | head -n1); size $size"
    rc=0
    # Each console line with the host time it arrived.
    QEMU_AUDIO_DRV=none timeout "$TIMEOUT" "$QEMU" -M versatilepb -m 128M \
        -kernel "$OUT/zImage" -dtb "$OUT/bench-qemu.dtb" -initrd "$OUT/bench-initramfs.cpio.gz" \
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

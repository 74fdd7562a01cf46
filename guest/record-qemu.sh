#!/usr/bin/env bash
# Boot guest/out/* under qemu-system-arm -M versatilepb, save the serial log,
# and record the boot markers and CHECKSUM lines in expected/qemu-checksums.txt:
# the emulator's boot test compares its own output against that file.
#
# Usage: guest/record-qemu.sh [extra kernel args...]
# Env:   QEMU_TIMEOUT (seconds, default 120), GUEST_CMDLINE (default below).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUT=$HERE/out
EXPECTED=$HERE/expected
# The command line the goldtrace emulator passes by default (see README).
CMDLINE=${GUEST_CMDLINE:-"console=ttyAMA0 panic=-1 lpj=500000"}
if (($#)); then CMDLINE="$CMDLINE $*"; fi
TIMEOUT=${QEMU_TIMEOUT:-120}

for f in zImage goldtrace.dtb initramfs.cpio.gz; do
    [[ -f $OUT/$f ]] || {
        echo "record-qemu: missing $OUT/$f (run guest/build.sh first)" >&2
        exit 1
    }
done
command -v qemu-system-arm >/dev/null || {
    echo "record-qemu: qemu-system-arm not found (apt-get install qemu-system-arm)" >&2
    exit 1
}

mkdir -p "$EXPECTED"
log=$OUT/qemu-serial.log
echo "record-qemu: booting (timeout ${TIMEOUT}s): $CMDLINE"
start=$(date +%s.%N)
rc=0
QEMU_AUDIO_DRV=none timeout "$TIMEOUT" qemu-system-arm -M versatilepb -m 128M \
    -kernel "$OUT/zImage" -dtb "$OUT/goldtrace.dtb" -initrd "$OUT/initramfs.cpio.gz" \
    -append "$CMDLINE" -nographic -no-reboot </dev/null >"$log" 2>&1 || rc=$?
end=$(date +%s.%N)
tr -d '\r' <"$log" >"$log.tmp" && mv "$log.tmp" "$log"
echo "record-qemu: qemu exited rc=$rc after $(echo "$end - $start" | bc) s; serial log: $log"
if ((rc != 0)); then
    tail -n 30 "$log" >&2
    echo "record-qemu: qemu failed or timed out" >&2
    exit 1
fi

# Marker and CHECKSUM lines, in order, exactly as the guest printed them.
lines=$(grep -E '^(GOLDTRACE-[A-Z-]+|CHECKSUM [^ ]+ [^ ]+)$' "$log" || true)
for want in GOLDTRACE-BOOT-OK GOLDTRACE-WORKLOAD-DONE; do
    grep -qx "$want" <<<"$lines" || {
        tail -n 30 "$log" >&2
        echo "record-qemu: no $want in the serial log" >&2
        exit 1
    }
done
printf '%s\n' "$lines" >"$EXPECTED/qemu-checksums.txt"
echo "record-qemu: wrote $EXPECTED/qemu-checksums.txt:"
cat "$EXPECTED/qemu-checksums.txt"

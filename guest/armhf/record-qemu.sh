#!/usr/bin/env bash
# Boot guest/out/armhf/* under qemu-system-arm -M virt -cpu cortex-a15,neon=off
# (QEMU generates the DTB), save the serial log, and record the marker and
# CHECKSUM lines in guest/expected/armhf-qemu-checksums.txt: goldtrace's boot
# test of the armhf guest compares its own lines with that file. The serial log
# is kept as guest/expected/armhf-qemu-serial.log too, a reference for what the
# stock kernel prints on a virt board (it holds timestamps and the RTC's date,
# so nothing compares it byte for byte).
#
# Usage: guest/armhf/record-qemu.sh [extra kernel args...]
# Env:   QEMU_TIMEOUT (seconds, default 300), GUEST_CMDLINE (default below).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
GUEST=$(dirname "$HERE")
OUT=$GUEST/out/armhf
EXPECTED=$GUEST/expected
CMDLINE=${GUEST_CMDLINE:-"console=ttyAMA0 panic=-1"}
if (($#)); then CMDLINE="$CMDLINE $*"; fi
TIMEOUT=${QEMU_TIMEOUT:-300}

for f in vmlinuz initramfs.cpio.gz; do
    [[ -f $OUT/$f ]] || {
        echo "record-qemu: missing $OUT/$f (run guest/armhf/build.sh first)" >&2
        exit 1
    }
done
command -v qemu-system-arm >/dev/null || {
    echo "record-qemu: qemu-system-arm not found (apt-get install qemu-system-arm)" >&2
    exit 1
}

mkdir -p "$EXPECTED"
log=$OUT/qemu-serial.log
echo "record-qemu: booting the armhf guest (timeout ${TIMEOUT}s): $CMDLINE"
start=$(date +%s.%N)
rc=0
# -nic none: the virt board's default virtio NIC is not part of goldtrace's board.
timeout "$TIMEOUT" qemu-system-arm -M virt -cpu cortex-a15,neon=off -m 256M -nic none \
    -kernel "$OUT/vmlinuz" -initrd "$OUT/initramfs.cpio.gz" \
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
for want in GOLDTRACE-BOOT-OK GOLDTRACE-MODULE-LOADED GOLDTRACE-WORKLOAD-DONE; do
    grep -qx "$want" <<<"$lines" || {
        tail -n 30 "$log" >&2
        echo "record-qemu: no $want in the serial log" >&2
        exit 1
    }
done
grep -q 'reboot: Restarting system' "$log" || {
    echo "record-qemu: the guest did not end with reboot (PSCI SYSTEM_RESET)" >&2
    exit 1
}
printf '%s\n' "$lines" >"$EXPECTED/armhf-qemu-checksums.txt"
cp "$log" "$EXPECTED/armhf-qemu-serial.log"
echo "record-qemu: wrote $EXPECTED/armhf-qemu-checksums.txt (and armhf-qemu-serial.log):"
cat "$EXPECTED/armhf-qemu-checksums.txt"

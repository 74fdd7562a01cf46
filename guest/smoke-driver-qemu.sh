#!/usr/bin/env bash
# Smoke test of the trace driver under QEMU, which has no trace device: a DTB
# variant gives the trace node `arm,primecell-periphid` so the driver binds
# anyway; its register writes then land in QEMU's unassigned window and are
# logged by -d guest_errors. Checks that the driver probed, that each kind of
# event wrote its register, that the kernel logged no BUG/WARNING, and that
# the CHECKSUM lines still equal expected/qemu-checksums.txt.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUT=$HERE/out
WORK=$HERE/build/smoke
BASE=0x10150
mkdir -p "$WORK"
[[ -f $HERE/build/goldtrace.dts.pp ]] || {
    echo "smoke: run guest/build.sh first" >&2
    exit 1
}

python3 - "$HERE/build/goldtrace.dts.pp" "$WORK/forced.dts" <<'EOF'
import sys
s = open(sys.argv[1]).read()
i = s.index("trace@10150000")
key = 'clock-names = "apb_pclk";'
j = s.index(key, i) + len(key)
open(sys.argv[2], "w").write(s[:j] + " arm,primecell-periphid = <0x00047d54>;" + s[j:])
EOF
dtc -q -I dts -O dtb -o "$WORK/forced.dtb" "$WORK/forced.dts"

rm -f "$WORK/qemu-errors.log"
QEMU_AUDIO_DRV=none timeout "${QEMU_TIMEOUT:-120}" qemu-system-arm -M versatilepb -m 128M \
    -kernel "$OUT/zImage" -dtb "$WORK/forced.dtb" -initrd "$OUT/initramfs.cpio.gz" \
    -append "console=ttyAMA0 panic=-1 lpj=500000" -nographic -no-reboot \
    -d guest_errors -D "$WORK/qemu-errors.log" </dev/null | tr -d '\r' >"$WORK/serial.log"

fail=0
check() {
    if eval "$2"; then echo "smoke: ok   $1"; else
        echo "smoke: FAIL $1"
        fail=1
    fi
}
writes() { grep -c "Invalid write at addr ${BASE}$1," "$WORK/qemu-errors.log" || true; }

check "driver probed" "grep -q 'goldtrace trace device at 0x10150000' '$WORK/serial.log'"
check "no kernel BUG/WARNING" "! grep -qE 'BUG:|WARNING:|Oops|sleeping function' '$WORK/serial.log'"
for reg in 000:SWITCH 004:FORK 034:CLONE 01C:EXIT 024:CMDLINE_LEN 020:CMDLINE 00C:EXECVE_VMSTART \
    028:MMAP_EXEPATH 02C:INIT_PID 030:INIT_NAME 044:TGID 040:NAME 038:UNMAP_START \
    03C:UNMAP_END 0CC:DYN_SYM_ADDR 0C8:DYN_SYM 0D0:REMOVE_ADDR 190:ENABLE; do
    n=$(writes "${reg%%:*}")
    check "${reg#*:} written ($n)" "((n > 0))"
done
check "every FORK/CLONE preceded by TGID" \
    "(( \$(writes 044) == \$(writes 004) + \$(writes 034) + \$(writes 030) ))"
check "mapping latches match paths" \
    "(( \$(writes 00C) == \$(writes 028) + \$(writes 018) ))"
got=$(grep -E '^(GOLDTRACE-[A-Z-]+|CHECKSUM [^ ]+ [^ ]+)$' "$WORK/serial.log" || true)
check "checksums equal expected/qemu-checksums.txt" \
    "[[ \"\$got\" == \"\$(cat '$HERE/expected/qemu-checksums.txt')\" ]]"
exit $fail

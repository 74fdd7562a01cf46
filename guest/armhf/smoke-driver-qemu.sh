#!/usr/bin/env bash
# Smoke test of the trace driver module on the stock armhf kernel under QEMU,
# which has no trace device (like guest/smoke-driver-qemu.sh for the armel
# guest). QEMU's virt board raises an external abort for a write to unassigned
# space, so the trace node cannot sit in a hole as it does on versatilepb:
# instead QEMU's own virt DTB (dumped with dumpdtb) loses its virtio-mmio nodes
# and gains the trace node over the first 16 virtio-mmio transports
# (0x0a000000, two pages). With no backend plugged in, those transports ignore
# writes and read as zero (so the driver sees tracing off), and
# -trace memory_region_ops_write logs every write with its address. The node
# carries `arm,primecell-periphid`, so the AMBA bus needs no ID registers. The
# module binds, attaches its tracepoint probes by name and writes its
# registers. Checks that the module loaded and probed, that each kind of event
# wrote its register, that the kernel logged no BUG/WARNING, and that the
# marker and CHECKSUM lines equal guest/expected/armhf-qemu-checksums.txt.
#
# Usage: guest/armhf/smoke-driver-qemu.sh   (after guest/armhf/build.sh)
# Env:   QEMU_TIMEOUT (seconds, default 300).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
GUEST=$(dirname "$HERE")
OUT=$GUEST/out/armhf
WORK=$GUEST/build/armhf/smoke
BASE=0xa000
QEMU=(qemu-system-arm -M virt -cpu cortex-a15,neon=off -m 256M -nic none -nographic -no-reboot)
mkdir -p "$WORK"
for f in vmlinuz initramfs.cpio.gz; do
    [[ -f $OUT/$f ]] || {
        echo "smoke: missing $OUT/$f (run guest/armhf/build.sh first)" >&2
        exit 1
    }
done

# QEMU's generated DTB, virtio-mmio nodes out, the trace node in (clocked by
# QEMU's apb-pclk, as the PL011 is).
"${QEMU[@]}" -machine dumpdtb="$WORK/virt.dtb" >/dev/null 2>&1 </dev/null
dtc -q -I dtb -O dts -o "$WORK/virt.dts" "$WORK/virt.dtb"
python3 - "$WORK/virt.dts" "$WORK/forced.dts" <<'PY'
import re, sys
s = open(sys.argv[1]).read()
s, n = re.subn(r"\n\tvirtio_mmio@[0-9a-f]+ \{[^}]*\};\n", "\n", s)
assert n == 32, n
pclk = re.search(r"apb-pclk \{[^}]*phandle = <(0x[0-9a-f]+)>", s).group(1)
node = f"""
\ttrace@a000000 {{
\t\tcompatible = "goldtrace,qemu-trace", "arm,primecell";
\t\treg = <0x00 0x0a000000 0x00 0x2000>;
\t\tclocks = <{pclk}>;
\t\tclock-names = "apb_pclk";
\t\tarm,primecell-periphid = <0x00047d54>;
\t}};
"""
i = s.rindex("};")
open(sys.argv[2], "w").write(s[:i] + node + s[i:])
PY
dtc -q -I dts -O dtb -o "$WORK/forced.dtb" "$WORK/forced.dts"

rm -f "$WORK/qemu-writes.log"
timeout "${QEMU_TIMEOUT:-300}" "${QEMU[@]}" -dtb "$WORK/forced.dtb" -kernel "$OUT/vmlinuz" \
    -initrd "$OUT/initramfs.cpio.gz" -append "console=ttyAMA0 panic=-1" \
    -trace memory_region_ops_write -D "$WORK/qemu-writes.log" </dev/null | tr -d '\r' >"$WORK/serial.log"

fail=0
check() {
    if eval "$2"; then echo "smoke: ok   $1"; else
        echo "smoke: FAIL $1"
        fail=1
    fi
}
writes() { grep -c "memory_region_ops_write .* addr ${BASE}$1 value .* name 'virtio-mmio'" "$WORK/qemu-writes.log" || true; }

check "module loaded" "grep -qx GOLDTRACE-MODULE-LOADED '$WORK/serial.log'"
check "driver probed" "grep -q 'goldtrace trace device at 0x0a000000' '$WORK/serial.log'"
check "no kernel BUG/WARNING" "! grep -qE 'BUG:|WARNING:|Oops|sleeping function|Unhandled fault|Unable to handle' '$WORK/serial.log'"
for reg in 000:SWITCH 004:FORK 034:CLONE 01c:EXIT 024:CMDLINE_LEN 020:CMDLINE 00c:EXECVE_VMSTART \
    028:MMAP_EXEPATH 02c:INIT_PID 030:INIT_NAME 044:TGID 040:NAME 038:UNMAP_START \
    03c:UNMAP_END 0cc:DYN_SYM_ADDR 0c8:DYN_SYM 0d0:REMOVE_ADDR 190:ENABLE; do
    n=$(writes "${reg%%:*}")
    check "${reg#*:} written ($n)" "((n > 0))"
done
check "every FORK/CLONE preceded by TGID" \
    "(( \$(writes 044) == \$(writes 004) + \$(writes 034) + \$(writes 030) ))"
check "mapping latches match paths" \
    "(( \$(writes 00c) == \$(writes 028) + \$(writes 018) ))"
got=$(grep -E '^(GOLDTRACE-[A-Z-]+|CHECKSUM [^ ]+ [^ ]+)$' "$WORK/serial.log" || true)
check "markers and checksums equal expected/armhf-qemu-checksums.txt" \
    "[[ \"\$got\" == \"\$(cat '$GUEST/expected/armhf-qemu-checksums.txt')\" ]]"
exit $fail

#!/usr/bin/env bash
# Installs the Debian packages goldtrace's tests and tools need (the guest build
# installs its own in guest/build.sh). Safe to run again: it skips what is there.
set -euo pipefail
need=()
# libc6-dev-armel-cross: the armel C library that tests/run_program.rs links its
# dynamically linked test program against (and whose libraries it runs with).
# binutils-arm-linux-gnueabihf: the ARMv7 decoder checks (isa/tests/qemu_*.rs,
# objdump_thumb2.rs, objdump_vfp.rs) assemble and disassemble with it.
# gcc-arm-linux-gnueabihf, linux-libc-dev-armhf-cross: the ARMv7 bare-metal tests and
# the armhf guest (guest/armhf/build.sh) compile with them; libc6-dev-armhf-cross: the
# armhf C library tests/run_program_virt.rs links its program against (gcc only
# recommends it). python3-venv: scripts/test.sh makes the DuckDB virtual environment
# of the Parquet tests' cross-check with it.
for pkg in qemu-system-arm binutils-arm-linux-gnueabi binutils-arm-linux-gnueabihf gcc-arm-linux-gnueabi libc6-dev-armel-cross gcc-arm-linux-gnueabihf linux-libc-dev-armhf-cross libc6-dev-armhf-cross gdb-multiarch python3-venv; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || need+=("$pkg")
done
if [ ${#need[@]} -gt 0 ]; then
    echo "deps: installing ${need[*]}"
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO=sudo
    "$(dirname "$0")/apt-update.sh"
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
# The lint gate of scripts/test.sh needs rustfmt and clippy.
for tool in fmt clippy; do
    if ! cargo "$tool" --version >/dev/null 2>&1; then
        component=$([ "$tool" = fmt ] && echo rustfmt || echo clippy)
        echo "deps: installing the $component component"
        rustup component add "$component"
    fi
done
# A run from a fresh clone unpacks the kernel sources, builds the armel kernel, the
# guests and two cargo profiles: about 15 GB. Say so up front rather than fail in tar.
free_kb=$(df -Pk . | awk 'NR == 2 { print $4 }')
if [ "${free_kb:-0}" -lt $((15 * 1024 * 1024)) ]; then
    echo "deps: warning: only $((free_kb / 1024 / 1024)) GB free under $(pwd); a run from a fresh clone needs about 15 GB" >&2
fi
echo "deps: ok"

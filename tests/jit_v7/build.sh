#!/bin/sh
# Builds the JIT's ARMv7-A native-class program and records its output from QEMU 7.2
# (the oracle): ./build.sh --record. ./build.sh --check runs QEMU on the committed ELF
# and compares with the committed output.
set -eu
cd "$(dirname "$0")"
AS7="arm-linux-gnueabi-as -march=armv7ve -mfpu=vfpv4"
LD=arm-linux-gnueabi-ld
qemu7() {
    timeout 60 qemu-system-arm -M virt -cpu cortex-a15,neon=off -m 128M -net none \
        -nographic -no-reboot -monitor none -serial stdio -kernel "$1" </dev/null
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for p in sys_native; do
    if [ "${1:-}" != --check ]; then
        $AS7 "$p.s" -o "$tmp/$p.o"
        $LD -Ttext=0x40000000 -e _start -N "$tmp/$p.o" -o "$p.elf"
    fi
    case "${1:-}" in
    --record) qemu7 "$p.elf" >"$p.expected" ;;
    --check)
        qemu7 "$p.elf" >"$tmp/$p.out"
        cmp "$tmp/$p.out" "$p.expected"
        echo "ok   $p"
        ;;
    esac
done

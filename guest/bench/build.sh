#!/usr/bin/env bash
# The benchmark guest's initramfs: real dynamically linked Debian 12 armel programs
# (see README.md), their shared libraries, busybox as the shell, our /init and the
# workloads in work/. Called by guest/build.sh at its end (also when the default
# guest is up to date); can also be run alone after guest/build.sh.
#
# Usage: guest/bench/build.sh [BUSYBOX]   (an armel busybox binary; default: the one
#        guest/build.sh built, build/busybox-bin/busybox, else the busybox-static
#        .deb in build/debs)
# Env:   GUEST_NO_APT=1 (never call apt-get).
# Output: guest/out/bench-initramfs.cpio.gz, guest/out/bench-rootfs/ (the same
# tree unpacked, device nodes left out, for symbols) and guest/out/bench-qemu.dtb
# (goldtrace.dtb with the /chosen/rng-seed goldtrace writes by default, for QEMU).
# Cached: a stamp in guest/build/stamps/bench holds the hash of the inputs (the
# .deb names, so their versions, the busybox binary, goldtrace.dtb, this script, init
# and work/*).
set -euo pipefail

BENCH=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
GUEST=$(dirname "$BENCH")
BUILD=$GUEST/build
OUT=$GUEST/out
STAMPS=$BUILD/stamps
DEBS=$BUILD/bench-debs
export DEBIAN_FRONTEND=noninteractive LC_ALL=C

say() { printf 'guest: bench: %s\n' "$*"; }
die() {
    printf 'guest: bench: error: %s\n' "$*" >&2
    exit 1
}

# Programs: path in the unpacked packages -> /usr/bin/NAME in the guest. Called by
# absolute path in work/*, so busybox's applets of the same names never stand in.
PROGRAMS=(usr/bin/perl usr/bin/lua5.4 usr/bin/gawk bin/sed bin/grep bin/bzip2 usr/bin/xz
    usr/bin/bc usr/bin/sqlite3 usr/bin/diff)
# Their packages and the packages of every library they need (checked below: each
# NEEDED entry must resolve inside the unpacked tree).
PACKAGES=(libc6 perl-base libcrypt1 lua5.4 gawk libsigsegv2 libreadline8 libtinfo6 libmpfr6
    libgmp10 sed libacl1 libselinux1 libpcre2-8-0 grep bzip2 libbz2-1.0 xz-utils liblzma5
    bc sqlite3 libsqlite3-0 zlib1g diffutils)
LIBDIRS=(lib/arm-linux-gnueabi usr/lib/arm-linux-gnueabi lib usr/lib)

mkdir -p "$DEBS" "$STAMPS" "$OUT"
busybox=${1:-$BUILD/busybox-bin/busybox}
if [[ ! -f $busybox ]]; then
    busybox_deb=$(find "$BUILD/debs" -maxdepth 1 -name 'busybox-static_*_armel.deb' | sort | tail -n1)
    [[ -n $busybox_deb ]] || die "no armel busybox (run guest/build.sh first)"
    rm -rf "$BUILD/bench-busybox" && dpkg-deb -x "$busybox_deb" "$BUILD/bench-busybox"
    busybox=$BUILD/bench-busybox/bin/busybox
fi
[[ -f $busybox ]] || die "no armel busybox (run guest/build.sh first)"
[[ -f $OUT/goldtrace.dtb ]] || die "no $OUT/goldtrace.dtb (run guest/build.sh first)"

deb_of() { find "$DEBS" -maxdepth 1 -name "${1}_*_armel.deb" | sort | tail -n1; }
missing=()
for p in "${PACKAGES[@]}"; do [[ -n $(deb_of "$p") ]] || missing+=("$p:armel"); done
if ((${#missing[@]})); then
    [[ ${GUEST_NO_APT:-0} == 1 ]] && die "missing .debs (${missing[*]}) and GUEST_NO_APT=1"
    say "packages: apt-get download ${missing[*]}"
    # apt's sandbox user may not write here; the download then runs as root (a warning).
    if ! (cd "$DEBS" && apt-get download -qq "${missing[@]}" </dev/null 2>/dev/null); then
        "$HERE/../../scripts/apt-update.sh"
        (cd "$DEBS" && apt-get download -qq "${missing[@]}" </dev/null 2>/dev/null) ||
            die "apt-get download ${missing[*]} failed"
    fi
    for p in "${PACKAGES[@]}"; do [[ -n $(deb_of "$p") ]] || die "apt-get download gave no .deb for $p:armel"; done
fi
DEB_FILES=()
for p in "${PACKAGES[@]}"; do DEB_FILES+=("$(deb_of "$p")"); done

HASH=$( (
    for f in "${DEB_FILES[@]}"; do basename "$f"; done
    cat "$busybox" "$OUT/goldtrace.dtb" "$BENCH/build.sh" "$BENCH/init" "$BENCH"/work/*
    ls "$BENCH"/work
) | sha256sum | cut -d' ' -f1)
if [[ -f $STAMPS/bench && $(cat "$STAMPS/bench") == "$HASH" && -f $OUT/bench-initramfs.cpio.gz &&
    -f $OUT/bench-qemu.dtb ]]; then
    say "up to date"
    exit 0
fi

say "unpacking ${#DEB_FILES[@]} armel packages; busybox: $busybox"
pkgs=$BUILD/bench-pkgs
root=$BUILD/bench-root
rm -rf "$pkgs" "$root"
mkdir -p "$pkgs"
for f in "${DEB_FILES[@]}"; do dpkg -x "$f" "$pkgs"; done
mkdir -p "$root"/{bin,sbin,usr/bin,usr/sbin,lib,proc,sys,dev,tmp,root,bench/work}
chmod 1777 "$root/tmp"
chmod 700 "$root/root"

install -m 0755 "$busybox" "$root/bin/busybox"
ln -s busybox "$root/bin/sh"
install -m 0755 "$BENCH/init" "$root/init"
install -m 0644 "$BENCH"/work/* "$root/bench/work/"

needed() { arm-linux-gnueabi-readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; }
# find_lib SONAME: the file in the unpacked tree (symlinks followed).
find_lib() {
    local d
    for d in "${LIBDIRS[@]}"; do
        if [[ -e $pkgs/$d/$1 ]]; then
            readlink -f "$pkgs/$d/$1"
            return 0
        fi
    done
    return 1
}
# Every library goes to /lib under its soname (in ld.so's default path); the
# loader is the programs' PT_INTERP, /lib/ld-linux.so.3.
declare -A have=()
queue=()
for prog in "${PROGRAMS[@]}"; do
    src=$(readlink -f "$pkgs/$prog") || die "no $prog in the packages"
    [[ -f $src ]] || die "no $prog in the packages"
    install -m 0755 "$src" "$root/usr/bin/$(basename "$prog")"
    queue+=("$src")
done
while ((${#queue[@]})); do
    f=${queue[0]}
    queue=("${queue[@]:1}")
    for lib in $(needed "$f"); do
        [[ -n ${have[$lib]:-} ]] && continue
        src=$(find_lib "$lib") || die "$(basename "$f") needs $lib, which no package in PACKAGES has"
        have[$lib]=1
        install -m 0755 "$src" "$root/lib/$lib"
        queue+=("$src")
    done
done
[[ -f $root/lib/ld-linux.so.3 ]] || die "no ld-linux.so.3 among the libraries"
say "programs: ${PROGRAMS[*]##*/}; libraries: $(cd "$root/lib" && ls | tr '\n' ' ')"

# cpio: fixed order, owner and mtimes, renumbered inodes, plus the console node
# (the kernel opens /dev/console before /init can mount devtmpfs).
mknod -m 0600 "$root/dev/console" c 5 1
mknod -m 0666 "$root/dev/null" c 1 3
find "$root" -exec touch -h -d @0 {} +
(cd "$root" && find . -mindepth 1 | LC_ALL=C sort |
    cpio -o -H newc -R 0:0 --reproducible --quiet) >"$BUILD/bench-initramfs.cpio"
gzip -9 -n <"$BUILD/bench-initramfs.cpio" >"$OUT/bench-initramfs.cpio.gz"
rm -rf "$OUT/bench-rootfs" && cp -a "$root" "$OUT/bench-rootfs"
rm -f "$OUT/bench-rootfs/dev/console" "$OUT/bench-rootfs/dev/null"

# QEMU's device tree: the seed goldtrace puts in /chosen/rng-seed by default
# (src/boot.rs DEFAULT_RNG_SEED, "goldtrac"), as src/fdt.rs rng_seed derives it:
# eight splitmix64 outputs, little-endian. Bash arithmetic wraps at 64 bits; the
# masks make its right shifts logical.
rng_seed_bytes() {
    local state=$1 z i b
    for ((i = 0; i < 8; i++)); do
        state=$((state + 0x9e3779b97f4a7c15))
        z=$(((state ^ ((state >> 30) & 0x3ffffffff)) * 0xbf58476d1ce4e5b9))
        z=$(((z ^ ((z >> 27) & 0x1fffffffff)) * 0x94d049bb133111eb))
        z=$((z ^ ((z >> 31) & 0x1ffffffff)))
        for ((b = 0; b < 8; b++)); do printf '%02x ' $(((z >> (8 * b)) & 0xff)); done
    done
}
cp "$OUT/goldtrace.dtb" "$BUILD/bench-qemu.dtb"
# shellcheck disable=SC2046
fdtput -t bx "$BUILD/bench-qemu.dtb" /chosen rng-seed $(rng_seed_bytes 0x676f6c6474726163)
mv "$BUILD/bench-qemu.dtb" "$OUT/bench-qemu.dtb"
printf '%s\n' "$HASH" >"$STAMPS/bench"
say "done: bench-initramfs.cpio.gz $(stat -c %s "$OUT/bench-initramfs.cpio.gz") B ($(stat -c %s "$BUILD/bench-initramfs.cpio") B unpacked)"

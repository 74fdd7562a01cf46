#!/usr/bin/env bash
# The armhf benchmark guest's initramfs: the armel benchmark guest (guest/bench/)
# rebuilt from Debian 12 armhf packages for the virt board: the same ten programs,
# their shared libraries, the same workloads (guest/bench/work/) and /init
# (guest/bench/init, run by this directory's init after it loads the trace
# driver module), with guest/armhf's kernel, busybox and goldtrace.ko.
#
# Usage: guest/armhf/bench/build.sh   (after guest/armhf/build.sh)
# Env:   GUEST_NO_APT=1 (never call apt-get).
# Output: guest/out/armhf/bench-initramfs.cpio.gz, guest/out/armhf/bench-rootfs/
# (the same tree unpacked, device nodes left out, for symbols).
# Cached: a stamp in guest/build/armhf/stamps/bench holds the hash of the inputs
# (the .deb names, so their versions, busybox, goldtrace.ko, this script, both
# inits and guest/bench/work/*).
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
GUEST=$(dirname "$(dirname "$HERE")")
BENCH=$GUEST/bench
BUILD=$GUEST/build/armhf
OUT=$GUEST/out/armhf
STAMPS=$BUILD/stamps
DEBS=$BUILD/bench-debs
export DEBIAN_FRONTEND=noninteractive LC_ALL=C

say() { printf 'guest: armhf bench: %s\n' "$*"; }
die() {
    printf 'guest: armhf bench: error: %s\n' "$*" >&2
    exit 1
}

# The armel bench guest's programs and packages (guest/bench/build.sh), armhf.
PROGRAMS=(usr/bin/perl usr/bin/lua5.4 usr/bin/gawk bin/sed bin/grep bin/bzip2 usr/bin/xz
    usr/bin/bc usr/bin/sqlite3 usr/bin/diff)
PACKAGES=(libc6 perl-base libcrypt1 lua5.4 gawk libsigsegv2 libreadline8 libtinfo6 libmpfr6
    libgmp10 sed libacl1 libselinux1 libpcre2-8-0 grep bzip2 libbz2-1.0 xz-utils liblzma5
    bc sqlite3 libsqlite3-0 zlib1g diffutils)
LIBDIRS=(lib/arm-linux-gnueabihf usr/lib/arm-linux-gnueabihf lib usr/lib)
LOADER=ld-linux-armhf.so.3

mkdir -p "$DEBS" "$STAMPS" "$OUT"
busybox=$BUILD/busybox/bin/busybox
module=$OUT/goldtrace.ko
for f in "$busybox" "$module" "$OUT/vmlinuz"; do
    [[ -f $f ]] || die "no $f (run guest/armhf/build.sh first)"
done

deb_of() { find "$DEBS" -maxdepth 1 -name "${1}_*_armhf.deb" | sort | tail -n1; }
missing=()
for p in "${PACKAGES[@]}"; do [[ -n $(deb_of "$p") ]] || missing+=("$p:armhf"); done
if ((${#missing[@]})); then
    [[ ${GUEST_NO_APT:-0} == 1 ]] && die "missing .debs (${missing[*]}) and GUEST_NO_APT=1"
    say "packages: apt-get download ${missing[*]}"
    # apt's sandbox user may not write here; the download then runs as root (a warning).
    if ! (cd "$DEBS" && apt-get download -qq "${missing[@]}" </dev/null 2>/dev/null); then
        "$HERE/../../../scripts/apt-update.sh"
        (cd "$DEBS" && apt-get download -qq "${missing[@]}" </dev/null 2>/dev/null) ||
            die "apt-get download ${missing[*]} failed"
    fi
    for p in "${PACKAGES[@]}"; do [[ -n $(deb_of "$p") ]] || die "apt-get download gave no .deb for $p:armhf"; done
fi
DEB_FILES=()
for p in "${PACKAGES[@]}"; do DEB_FILES+=("$(deb_of "$p")"); done

HASH=$( (
    for f in "${DEB_FILES[@]}"; do basename "$f"; done
    cat "$busybox" "$module" "$HERE/build.sh" "$HERE/init" "$BENCH/init" "$BENCH"/work/*
    ls "$BENCH"/work
) | sha256sum | cut -d' ' -f1)
if [[ -f $STAMPS/bench && $(cat "$STAMPS/bench") == "$HASH" && -f $OUT/bench-initramfs.cpio.gz &&
    -d $OUT/bench-rootfs ]]; then
    say "up to date"
    exit 0
fi

say "unpacking ${#DEB_FILES[@]} armhf packages"
pkgs=$BUILD/bench-pkgs
root=$BUILD/bench-root
rm -rf "$pkgs" "$root"
mkdir -p "$pkgs"
for f in "${DEB_FILES[@]}"; do dpkg -x "$f" "$pkgs"; done
mkdir -p "$root"/{bin,sbin,usr/bin,usr/sbin,lib/modules,proc,sys,dev,tmp,root,bench/work}
chmod 1777 "$root/tmp"
chmod 700 "$root/root"

install -m 0755 "$busybox" "$root/bin/busybox"
ln -s busybox "$root/bin/sh"
install -m 0755 "$HERE/init" "$root/init"
install -m 0755 "$BENCH/init" "$root/bench/init"
install -m 0644 "$BENCH"/work/* "$root/bench/work/"
install -m 0644 "$module" "$root/lib/modules/goldtrace.ko"

needed() { arm-linux-gnueabihf-readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; }
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
# loader is the programs' PT_INTERP, /lib/ld-linux-armhf.so.3.
declare -A have=()
queue=()
for prog in "${PROGRAMS[@]}"; do
    src=$(readlink -f "$pkgs/$prog") || die "no $prog in the packages"
    [[ -f $src ]] || die "no $prog in the packages"
    interp=$(arm-linux-gnueabihf-readelf -l "$src" | sed -n 's/.*Requesting program interpreter: \(.*\)\]/\1/p')
    [[ $interp == /lib/$LOADER ]] || die "$prog asks for the loader '$interp', not /lib/$LOADER"
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
[[ -f $root/lib/$LOADER ]] || die "no $LOADER among the libraries"
say "programs: ${PROGRAMS[*]##*/}; libraries: $(cd "$root/lib" && ls -p | grep -v / | tr "\n" " ")"

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
printf '%s\n' "$HASH" >"$STAMPS/bench"
say "done: bench-initramfs.cpio.gz $(stat -c %s "$OUT/bench-initramfs.cpio.gz") B ($(stat -c %s "$BUILD/bench-initramfs.cpio") B unpacked)"

#!/usr/bin/env bash
# goldtrace armhf guest builder: Debian 12's stock armmp kernel (unmodified, from
# the archive), the trace driver (guest/driver) built as a loadable module against
# Debian's headers for that exact kernel, and a busybox initramfs from Debian
# armhf packages. Boots on QEMU 7.2's `-M virt -cpu cortex-a15,neon=off` and on
# goldtrace's virt board.
#
# Usage: guest/armhf/build.sh       (as root on Debian 12; no stdin needed)
# Env:   GUEST_NO_APT=1 (never call apt-get or apt-cache: the .debs in
#        guest/build/armhf/debs must be there).
# Output: guest/out/armhf/{vmlinuz,initramfs.cpio.gz,rootfs/,goldtrace.ko,
#         kernel.release,config,modules/}
#
# The kernel is the newest linux-image-*-armmp:armhf that the machine's apt
# offers when the .debs are first downloaded; later runs use the downloaded
# .debs without asking apt (delete guest/build/armhf/debs to move on to a newer
# kernel). Every stage is cached by a hash of its inputs (stamps in
# guest/build/armhf/stamps): a re-run with nothing changed exits in about a
# second, a changed /init only rebuilds the initramfs.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
GUEST=$(dirname "$HERE")
BUILD=$GUEST/build/armhf
OUT=$GUEST/out/armhf
STAMPS=$BUILD/stamps
DEBS=$BUILD/debs
CROSS=arm-linux-gnueabihf-
export DEBIAN_FRONTEND=noninteractive LC_ALL=C

# Host packages. gcc-12-arm-linux-gnueabihf: the headers' Makefile calls
# $(CROSS_COMPILE)gcc-12, the compiler Debian built the kernel with;
# linux-libc-dev-armhf-cross: the uapi headers guest/user includes (only a
# recommendation of the cross gcc).
HOST_PKGS=(gcc-arm-linux-gnueabihf gcc-12-arm-linux-gnueabihf binutils-arm-linux-gnueabihf
    linux-libc-dev-armhf-cross make cpio gzip)
# guest/user/NAME.c -> /bin/NAME: static Thumb-2 programs without a C library
# (guest/README.md, user/); armv7-a+fp is Debian armhf's baseline (VFPv3-D16).
USER_CFLAGS=(-static -nostdlib -ffreestanding -fno-builtin -fno-stack-protector -fno-unwind-tables
    -fno-asynchronous-unwind-tables -fno-tree-loop-distribute-patterns -mthumb -march=armv7-a+fp -O2
    -Wall -Wextra -Werror)

say() { printf 'guest: armhf: %s\n' "$*"; }
die() {
    printf 'guest: armhf: error: %s\n' "$*" >&2
    exit 1
}
# stage_fresh NAME HASH: true when stage NAME last completed with inputs HASH.
stage_fresh() { [[ -f $STAMPS/$1 && $(cat "$STAMPS/$1") == "$2" ]]; }
stage_done() { printf '%s\n' "$2" >"$STAMPS/$1"; }
installed() { [[ $(dpkg-query -W -f='${Status}' "$1" 2>/dev/null || true) == "install ok installed" ]]; }

mkdir -p "$BUILD" "$OUT" "$STAMPS" "$DEBS"

# ---------------------------------------------------------------- packages
missing=()
for p in "${HOST_PKGS[@]}"; do installed "$p" || missing+=("$p"); done
need_armhf=0
dpkg --print-foreign-architectures | grep -qx armhf || need_armhf=1
if ((${#missing[@]} || need_armhf)); then
    [[ ${GUEST_NO_APT:-0} == 1 ]] && die "missing host packages (${missing[*]:-} armhf architecture) and GUEST_NO_APT=1"
    say "packages: installing ${missing[*]:-nothing}; armhf architecture: $( ((need_armhf)) && echo adding || echo present)"
    if ((need_armhf)); then dpkg --add-architecture armhf; fi
    "$HERE/../../scripts/apt-update.sh"
    if ((${#missing[@]})); then apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null; fi
fi

# The five .debs of one kernel version. deb_of PATTERN: the newest match in DEBS.
deb_of() { find "$DEBS" -maxdepth 1 -name "$1" | sort -V | tail -n1; }
find_debs() {
    IMAGE_DEB=$(deb_of 'linux-image-*-armmp_*_armhf.deb')
    BUSYBOX_DEB=$(deb_of 'busybox-static_*_armhf.deb')
    HEADERS_DEB='' COMMON_DEB='' KBUILD_DEB='' KVERSION='' ABI=''
    [[ -n $IMAGE_DEB ]] || return 1
    # linux-image-6.1.0-NN-armmp_VERSION_armhf.deb
    local base=${IMAGE_DEB##*/}
    ABI=${base#linux-image-}
    ABI=${ABI%%-armmp_*}
    KVERSION=${base#*_}
    KVERSION=${KVERSION%_armhf.deb}
    HEADERS_DEB=$(deb_of "linux-headers-$ABI-armmp_${KVERSION}_armhf.deb")
    COMMON_DEB=$(deb_of "linux-headers-$ABI-common_${KVERSION}_all.deb")
    KBUILD_DEB=$(deb_of "linux-kbuild-${ABI%%.0-*}_${KVERSION}_amd64.deb")
    [[ -n $HEADERS_DEB && -n $COMMON_DEB && -n $KBUILD_DEB && -n $BUSYBOX_DEB ]]
}
# apt_download PKG...: apt-get download into DEBS; apt's sandbox user cannot
# write there, so it downloads as root (its warning is dropped).
apt_download() { (cd "$DEBS" && apt-get download -qq "$@" </dev/null 2>/dev/null); }
download_debs() {
    local img kversion abi
    # The kernel the metapackage points to, in the version apt offers.
    img=$(apt-cache depends linux-image-armmp:armhf 2>/dev/null |
        sed -n 's/^ *Depends: \(linux-image-[0-9.]*-[0-9]*-armmp\)\(:armhf\)\?$/\1/p' | head -n1)
    if [[ -z $img ]]; then
        "$HERE/../../scripts/apt-update.sh"
        img=$(apt-cache depends linux-image-armmp:armhf 2>/dev/null |
            sed -n 's/^ *Depends: \(linux-image-[0-9.]*-[0-9]*-armmp\)\(:armhf\)\?$/\1/p' | head -n1)
    fi
    [[ -n $img ]] || die "apt knows no linux-image-armmp:armhf (is armhf in the machine's apt sources?)"
    kversion=$(apt-cache show --no-all-versions "$img:armhf" | sed -n 's/^Version: //p' | head -n1)
    abi=${img#linux-image-}
    abi=${abi%-armmp}
    local pkgs=("$img:armhf=$kversion" "linux-headers-$abi-armmp:armhf=$kversion"
        "linux-headers-$abi-common=$kversion" "linux-kbuild-${abi%%.0-*}=$kversion" busybox-static:armhf)
    say "packages: apt-get download ${pkgs[*]}"
    rm -f "$DEBS"/linux-*.deb "$DEBS"/busybox-static_*.deb
    if ! apt_download "${pkgs[@]}"; then
        "$HERE/../../scripts/apt-update.sh"
        apt_download "${pkgs[@]}" || die "apt-get download ${pkgs[*]} failed"
    fi
}
if ! find_debs; then
    [[ ${GUEST_NO_APT:-0} == 1 ]] && die "no kernel, headers, kbuild and busybox .debs in $DEBS and GUEST_NO_APT=1"
    download_debs
    find_debs || die "the downloaded .debs in $DEBS are not one kernel version's set"
    say "packages: $(cd "$DEBS" && du -cb ./*.deb | tail -n1 | cut -f1) B downloaded"
else
    say "packages: present (kernel $ABI-armmp $KVERSION)"
fi
RELEASE=$ABI-armmp
GCC_VER=$(dpkg-query -W -f='${Version}' gcc-12-arm-linux-gnueabihf)
DRIVER_FILES=()
mapfile -t DRIVER_FILES < <(find "$GUEST/driver" -maxdepth 1 -type f \( -name '*.c' -o -name '*.h' -o -name Makefile \) | sort)
USER_SRCS=()
mapfile -t USER_SRCS < <(find "$GUEST/user" -maxdepth 1 -type f -name '*.c' | sort)
DEB_NAMES="${IMAGE_DEB##*/} ${HEADERS_DEB##*/} ${COMMON_DEB##*/} ${KBUILD_DEB##*/} ${BUSYBOX_DEB##*/}"

# ---------------------------------------------------- whole-build shortcut
ALL_HASH=$( (
    echo "$DEB_NAMES $GCC_VER $(dpkg-query -W -f='${Version}' linux-libc-dev-armhf-cross)"
    cat "$HERE/build.sh" "$HERE/init" "$HERE/initramfs.list" "${DRIVER_FILES[@]}" ${USER_SRCS[@]+"${USER_SRCS[@]}"}
) | sha256sum | cut -d' ' -f1)
outputs_present() {
    local f
    for f in vmlinuz initramfs.cpio.gz rootfs/init goldtrace.ko kernel.release config modules/load-order; do
        [[ -e $OUT/$f ]] || return 1
    done
}
if stage_fresh all "$ALL_HASH" && outputs_present; then
    say "up to date: $OUT"
    exit 0
fi

# ------------------------------------------------------------------ kernel
# The packages unpacked under $BUILD/pkgs: boot/ of the image (its modules are
# not needed: the kernel has the virt board's drivers built in), the headers and
# kbuild whole.
PKGS=$BUILD/pkgs
KHDR=$PKGS/usr/src/linux-headers-$RELEASE
KCOMMON=$PKGS/usr/src/linux-headers-$ABI-common
UNPACK_HASH=$(echo "$DEB_NAMES" | sha256sum | cut -d' ' -f1)
if ! stage_fresh unpack "$UNPACK_HASH" || [[ ! -f $KHDR/Module.symvers ]]; then
    say "kernel: unpacking $RELEASE $KVERSION (image, headers, kbuild)"
    rm -rf "$PKGS" && mkdir -p "$PKGS"
    dpkg-deb --fsys-tarfile "$IMAGE_DEB" | tar -x -C "$PKGS" ./boot
    for d in "$HEADERS_DEB" "$COMMON_DEB" "$KBUILD_DEB"; do dpkg-deb -x "$d" "$PKGS"; done
    [[ -f $PKGS/boot/vmlinuz-$RELEASE && -f $KHDR/Module.symvers && -f $KCOMMON/Makefile ]] ||
        die "unexpected package layout under $PKGS"
    stage_done unpack "$UNPACK_HASH"
fi
# The kernel as the package ships it, byte for byte.
cmp -s "$PKGS/boot/vmlinuz-$RELEASE" "$OUT/vmlinuz" || cp "$PKGS/boot/vmlinuz-$RELEASE" "$OUT/vmlinuz"
cmp -s "$PKGS/boot/config-$RELEASE" "$OUT/config" || cp "$PKGS/boot/config-$RELEASE" "$OUT/config"
echo "$RELEASE" >"$OUT/kernel.release"

# ------------------------------------------------------------------ module
# The driver's sources as an external module (obj-m) built against Debian's
# headers for this kernel. The flavour's Makefile is one line including the
# common tree's by its installed path (/usr/src/...); here the packages are
# unpacked elsewhere, so make runs in the flavour directory (the object tree)
# with the common Makefile named directly, which is what that include does.
MOD=$BUILD/module
MODULE_HASH=$( (
    echo "$UNPACK_HASH $GCC_VER"
    cat "$HERE/build.sh" "${DRIVER_FILES[@]}"
) | sha256sum | cut -d' ' -f1)
if ! stage_fresh module "$MODULE_HASH" || [[ ! -f $OUT/goldtrace.ko ]]; then
    say "module: guest/driver -> goldtrace.ko for $RELEASE (log $BUILD/module.log)"
    rm -rf "$MOD" && mkdir -p "$MOD"
    cp "$GUEST"/driver/*.c "$GUEST"/driver/*.h "$MOD/"
    # The objects the built-in Makefile lists, linked into one module.
    objs=$(sed -n 's/^obj-\$(CONFIG_GOLDTRACE)[[:space:]]*+=[[:space:]]*//p' "$GUEST/driver/Makefile")
    [[ -n $objs ]] || die "no obj-\$(CONFIG_GOLDTRACE) line in guest/driver/Makefile"
    printf 'obj-m := goldtrace.o\ngoldtrace-y := %s\n' "$objs" >"$MOD/Kbuild"
    if ! make -C "$KHDR" -f "$KCOMMON/Makefile" M="$MOD" ARCH=arm CROSS_COMPILE="$CROSS" \
        modules >"$BUILD/module.log" 2>&1; then
        tail -n 30 "$BUILD/module.log" >&2
        die "module build failed (log $BUILD/module.log)"
    fi
    ! grep -E 'warning:|WARNING:' "$BUILD/module.log" >&2 || die "module build warnings (log $BUILD/module.log)"
    # The kernel refuses a module whose vermagic is not its own.
    vermagic=$("${CROSS}objcopy" -O binary -j .modinfo "$MOD/goldtrace.ko" /dev/stdout | tr '\0' '\n' |
        sed -n 's/^vermagic=//p')
    [[ $vermagic == "$RELEASE "* ]] || die "module vermagic '$vermagic' is not for $RELEASE"
    # Debian ships its modules without DWARF; the symbol table stays.
    "${CROSS}strip" --strip-debug -o "$OUT/goldtrace.ko" "$MOD/goldtrace.ko"
    say "module: $(stat -c %s "$OUT/goldtrace.ko") B, vermagic $vermagic"
    stage_done module "$MODULE_HASH"
else
    say "module: up to date"
fi

# ----------------------------------------------------------------- modules
# The stock kernel has virtio-mmio, virtio-blk and ext4 as modules: modules/
# holds them and what they depend on (each module's modinfo `depends=`, which
# is what depmod's modules.dep is made of; the .deb ships no modules.dep), and
# crc32c_generic, the crc32c that ext4 and jbd2 ask the crypto API for (ext4's
# softdep). modules/load-order lists them in an order insmod takes them. For an
# initramfs that boots a disk (`--drive`, docs/virt-board.md); the default
# initramfs does not hold them.
DISK_MODULES=(virtio_mmio virtio_blk crc32c_generic ext4)
KMODS=$BUILD/kmods
MODULES_HASH=$(echo "${IMAGE_DEB##*/} ${DISK_MODULES[*]}" | sha256sum | cut -d' ' -f1)
if ! stage_fresh modules "$MODULES_HASH" || [[ ! -f $OUT/modules/load-order ]]; then
    say "modules: ${DISK_MODULES[*]} and their dependencies from ${IMAGE_DEB##*/}"
    rm -rf "$KMODS" && mkdir -p "$KMODS"
    dpkg-deb --fsys-tarfile "$IMAGE_DEB" | tar -x -C "$KMODS" ./lib/modules
    declare -A KO_PATH=()
    while read -r ko; do
        name=$(basename "$ko" .ko)
        KO_PATH[${name//-/_}]=$ko
    done < <(find "$KMODS/lib/modules" -name '*.ko')
    modinfo_depends() {
        "${CROSS}objcopy" -O binary -j .modinfo "$1" /dev/stdout | tr '\0' '\n' |
            sed -n 's/^depends=//p' | tr ',' ' '
    }
    # Depth first: a module goes into the order after everything it depends on.
    declare -A PLACED=()
    ORDER=()
    place() {
        local name=${1//-/_} dep
        [[ -n ${PLACED[$name]:-} ]] && return 0
        [[ -n ${KO_PATH[$name]:-} ]] || die "modules: no $name.ko in ${IMAGE_DEB##*/}"
        PLACED[$name]=1
        for dep in $(modinfo_depends "${KO_PATH[$name]}"); do place "$dep"; done
        ORDER+=("$name")
    }
    for m in "${DISK_MODULES[@]}"; do place "$m"; done
    rm -rf "$OUT/modules" && mkdir -p "$OUT/modules"
    for m in "${ORDER[@]}"; do install -m 0644 "${KO_PATH[$m]}" "$OUT/modules/$m.ko"; done
    printf '%s.ko\n' "${ORDER[@]}" >"$OUT/modules/load-order"
    rm -rf "$KMODS"
    say "modules: ${ORDER[*]}"
    stage_done modules "$MODULES_HASH"
else
    say "modules: up to date"
fi

# ----------------------------------------------------------------- busybox
# Debian's busybox-static as packaged (stripped: no symbols for busybox itself).
BB=$BUILD/busybox
if [[ ! -x $BB/bin/busybox ]] || ! stage_fresh busybox "${BUSYBOX_DEB##*/}"; then
    rm -rf "$BB" && dpkg-deb -x "$BUSYBOX_DEB" "$BB"
    [[ -x $BB/bin/busybox ]] || die "no bin/busybox in ${BUSYBOX_DEB##*/}"
    stage_done busybox "${BUSYBOX_DEB##*/}"
fi

# --------------------------------------------------------------- initramfs
INITRD_HASH=$( (
    echo "$ALL_HASH ${BUSYBOX_DEB##*/}"
    cat "$OUT/goldtrace.ko"
) | sha256sum | cut -d' ' -f1)
if ! stage_fresh initramfs "$INITRD_HASH" || [[ ! -f $OUT/initramfs.cpio.gz ]]; then
    say "initramfs: busybox ${BUSYBOX_DEB##*/}, init, user/, goldtrace.ko"
    ubin=$BUILD/user
    rm -rf "$ubin" && mkdir -p "$ubin"
    for src in ${USER_SRCS[@]+"${USER_SRCS[@]}"}; do
        name=$(basename "$src" .c)
        "${CROSS}gcc" "${USER_CFLAGS[@]}" -o "$ubin/$name" "$src" -lgcc || die "compiling user/$name.c failed"
    done
    # The tree from the list (gen_init_cpio's syntax, read here), then cpio.
    root=$BUILD/initramfs-root
    rm -rf "$root" && mkdir -p "$root"
    while read -r kind path a b c d; do
        case $kind in
        '' | '#'*) continue ;;
        dir) install -d -m "$a" "$root$path" ;;
        file)
            src=${a/@BUSYBOX@/$BB/bin/busybox}
            src=${src/@INIT@/$HERE/init}
            src=${src/@USER@/$ubin}
            src=${src/@MODULE@/$OUT/goldtrace.ko}
            [[ -f $src ]] || die "initramfs.list: no file $src for $path"
            install -m "$b" "$src" "$root$path"
            ;;
        slink) ln -s "$a" "$root$path" ;;
        nod)
            [[ $b == c ]] || die "initramfs.list: only character devices ($path)"
            mknod -m "$a" "$root$path" c "$c" "$d"
            ;;
        *) die "initramfs.list: unknown entry '$kind'" ;;
        esac
    done <"$HERE/initramfs.list"
    # Fixed order, owner and mtimes, renumbered inodes, gzip without name or
    # time: the image is reproducible.
    find "$root" -exec touch -h -d @0 {} +
    (cd "$root" && find . -mindepth 1 | LC_ALL=C sort |
        cpio -o -H newc -R 0:0 --reproducible --quiet) >"$BUILD/initramfs.cpio"
    gzip -9 -n <"$BUILD/initramfs.cpio" >"$OUT/initramfs.cpio.gz"
    # rootfs/: the same tree without device nodes, for user-space symbols.
    rm -rf "$OUT/rootfs" && mkdir -p "$OUT/rootfs"
    (cd "$OUT/rootfs" && cpio -idmu --quiet --no-absolute-filenames -f 'dev/*' <"$BUILD/initramfs.cpio")
    stage_done initramfs "$INITRD_HASH"
else
    say "initramfs: up to date"
fi

stage_done all "$ALL_HASH"
say "done: $RELEASE $KVERSION; $(cd "$OUT" && ls -l vmlinuz initramfs.cpio.gz goldtrace.ko |
    awk '{printf "%s %s B; ", $9, $5}')"

#!/usr/bin/env bash
# goldtrace guest builder: Linux 6.1 (Debian linux-source-6.1) for the ARM
# Versatile PB + our trace driver, our DTB, and a busybox initramfs.
#
# Usage: guest/build.sh            (as root on Debian 12; no stdin needed)
# Env:   JOBS=N (default nproc), GUEST_NO_APT=1 (never call apt-get).
# Output: guest/out/{zImage,vmlinux,goldtrace.dtb,initramfs.cpio.gz,rootfs/}
#
# Every stage is cached by a hash of its inputs (stamps in guest/build/stamps):
# a re-run with nothing changed exits in about a second, a changed /init only
# rebuilds the initramfs, a changed DTS only the DTB.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
BUILD=$HERE/build
OUT=$HERE/out
STAMPS=$BUILD/stamps
KSRC=$BUILD/linux-source-6.1
KOBJ=$BUILD/kobj
JOBS=${JOBS:-$(nproc)}
export ARCH=arm CROSS_COMPILE=arm-linux-gnueabi-
export DEBIAN_FRONTEND=noninteractive LC_ALL=C

# Bump when the kernel recipe below changes in a way the hashed inputs miss.
KERNEL_RECIPE=2
# linux-libc-dev-armel-cross: the kernel's uapi headers (syscall numbers, flags)
# for the programs in user/; gcc-arm-linux-gnueabi only recommends it (through
# libc6-dev-armel-cross).
HOST_PKGS=(gcc libc6-dev gcc-arm-linux-gnueabi binutils-arm-linux-gnueabi linux-libc-dev-armel-cross
    make bc bison flex libssl-dev libelf-dev cpio device-tree-compiler linux-source-6.1 xz-utils
    dpkg-dev libc6-dev-armel-cross)
# busybox is built from Debian's source package (dpkg-dev unpacks it and gives its
# build flags; libc6-dev-armel-cross is the static glibc it links).
BUSYBOX_RECIPE=1

say() { printf 'guest: %s\n' "$*"; }
die() {
    printf 'guest: error: %s\n' "$*" >&2
    exit 1
}
hash_of() { cat "$@" | sha256sum | cut -d' ' -f1; }
# stage_fresh NAME HASH: true when stage NAME last completed with inputs HASH.
stage_fresh() { [[ -f $STAMPS/$1 && $(cat "$STAMPS/$1") == "$2" ]]; }
stage_done() { printf '%s\n' "$2" >"$STAMPS/$1"; }
pkg_version() { dpkg-query -W -f='${Version}' "$1" 2>/dev/null || true; }

mkdir -p "$BUILD" "$OUT" "$STAMPS" "$BUILD/debs"

# ---------------------------------------------------------------- packages
missing=()
for p in "${HOST_PKGS[@]}"; do
    [[ $(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true) == "install ok installed" ]] || missing+=("$p")
done
need_armel=0
dpkg --print-foreign-architectures | grep -qx armel || need_armel=1
busybox_dsc=$(find "$BUILD/debs" -maxdepth 1 -name 'busybox_*.dsc' | sort | tail -n1)
# add_deb_src: a deb-src entry for every archive and suite of the machine's own
# deb entries that has none (apt-get source needs them).
add_deb_src() {
    local list=/etc/apt/sources.list.d/goldtrace-deb-src
    local f
    for f in /etc/apt/sources.list.d/*.sources; do
        [[ -f $f && $f != "$list.sources" ]] || continue
        awk 'BEGIN { RS = ""; ORS = "\n\n" }
            match($0, /Types:[^\n]*/) {
                t = substr($0, RSTART, RLENGTH)
                if (t ~ /[ \t]deb([ \t]|$)/ && t !~ /deb-src/) { sub(/Types:[^\n]*/, "Types: deb-src"); print }
            }' "$f"
    done >"$list.sources.new"
    { cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null || true; } |
        sed -n 's/^[[:space:]]*deb[[:space:]]/deb-src /p' >"$list.list.new"
    for f in "$list.sources" "$list.list"; do
        if [[ -s $f.new ]]; then mv "$f.new" "$f"; else rm -f "$f.new"; fi
    done
}
if ((${#missing[@]} || need_armel)) || [[ -z $busybox_dsc ]]; then
    [[ ${GUEST_NO_APT:-0} == 1 ]] && die "missing packages (${missing[*]:-busybox source}) and GUEST_NO_APT=1"
    say "packages: installing ${missing[*]:-} and the busybox source package"
    if ((need_armel)); then dpkg --add-architecture armel; fi
    apt-cache showsrc busybox 2>/dev/null | grep -q '^Package: busybox$' || add_deb_src
    "$HERE/../scripts/apt-update.sh"
    if ((${#missing[@]})); then apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null; fi
    (cd "$BUILD/debs" && apt-get source -qq --download-only busybox </dev/null)
    busybox_dsc=$(find "$BUILD/debs" -maxdepth 1 -name 'busybox_*.dsc' | sort | tail -n1)
    [[ -n $busybox_dsc ]] || die "apt-get source busybox gave no .dsc"
else
    say "packages: present"
fi

LINUX_VER=$(pkg_version linux-source-6.1)
GCC_VER=$(arm-linux-gnueabi-gcc -dumpfullversion)
DRIVER_FILES=()
if [[ -d $HERE/driver ]]; then
    mapfile -t DRIVER_FILES < <(find "$HERE/driver" -type f | sort)
fi
# Static armel programs for the initramfs: user/NAME.c -> /bin/NAME. No C
# library (raw system calls, a few KB each): static glibc adds 0.5 MB per
# program to the initramfs, which the kernel must unpack at every boot.
USER_SRCS=()
if [[ -d $HERE/user ]]; then
    mapfile -t USER_SRCS < <(find "$HERE/user" -maxdepth 1 -type f -name '*.c' | sort)
fi
USER_CFLAGS=(-static -nostdlib -ffreestanding -fno-builtin -fno-stack-protector -fno-unwind-tables
    -fno-asynchronous-unwind-tables -fno-tree-loop-distribute-patterns -marm -O2 -Wall -Wextra -Werror)

# ---------------------------------------------------- whole-build shortcut
ALL_HASH=$( (
    echo "$LINUX_VER $GCC_VER $KERNEL_RECIPE $(basename "$busybox_dsc") $BUSYBOX_RECIPE"
    cat "$HERE/build.sh" "$HERE/config.fragment" "$HERE/goldtrace.dts" "$HERE/init" \
        "$HERE/initramfs.list" ${DRIVER_FILES[@]+"${DRIVER_FILES[@]}"} ${USER_SRCS[@]+"${USER_SRCS[@]}"}
) | sha256sum | cut -d' ' -f1)
outputs_present() {
    local f
    for f in zImage vmlinux goldtrace.dtb initramfs.cpio.gz rootfs/init; do [[ -e $OUT/$f ]] || return 1; done
}
if stage_fresh all "$ALL_HASH" && outputs_present; then
    say "up to date: $OUT"
    "$HERE/bench/build.sh" # the benchmark guest: its own cached stage (bench/README.md)
    exit 0
fi

# ------------------------------------------------------------- kernel tree
if ! stage_fresh unpack "$LINUX_VER"; then
    say "kernel source: unpacking /usr/src/linux-source-6.1.tar.xz ($LINUX_VER)"
    rm -rf "$KSRC" "$KOBJ"
    tar -C "$BUILD" -xf /usr/src/linux-source-6.1.tar.xz
    [[ -f $KSRC/Makefile ]] || die "unexpected tarball layout: no $KSRC/Makefile"
    stage_done unpack "$LINUX_VER"
else
    say "kernel source: present ($LINUX_VER)"
fi

# Our driver lives in drivers/misc/goldtrace of the build tree; only
# drivers/misc/{Kconfig,Makefile} gain one line each. Files are replaced only
# when their content changed, so make sees unchanged mtimes otherwise.
install_driver() {
    local dst=$KSRC/drivers/misc/goldtrace f rel
    mkdir -p "$dst"
    for f in "${DRIVER_FILES[@]}"; do
        rel=${f#"$HERE/driver/"}
        [[ $rel == */* ]] && mkdir -p "$dst/$(dirname "$rel")"
        cmp -s "$f" "$dst/$rel" || cp "$f" "$dst/$rel"
    done
    grep -q 'drivers/misc/goldtrace/Kconfig' "$KSRC/drivers/misc/Kconfig" ||
        sed -i '$i source "drivers/misc/goldtrace/Kconfig"' "$KSRC/drivers/misc/Kconfig"
    grep -q 'goldtrace/' "$KSRC/drivers/misc/Makefile" ||
        echo 'obj-$(CONFIG_GOLDTRACE)		+= goldtrace/' >>"$KSRC/drivers/misc/Makefile"
}

FRAGMENTS=("$HERE/config.fragment")
if ((${#DRIVER_FILES[@]})); then
    install_driver
    [[ -f $HERE/driver/driver.fragment ]] && FRAGMENTS+=("$HERE/driver/driver.fragment")
fi

# ------------------------------------------------------------------ kernel
KERNEL_HASH=$( (
    echo "$LINUX_VER $GCC_VER $KERNEL_RECIPE"
    cat "$HERE/config.fragment" ${DRIVER_FILES[@]+"${DRIVER_FILES[@]}"}
) | sha256sum | cut -d' ' -f1)
if ! stage_fresh kernel "$KERNEL_HASH" || [[ ! -f $KOBJ/arch/arm/boot/zImage ]]; then
    say "kernel config: versatile_defconfig + ${FRAGMENTS[*]##*/}"
    mkdir -p "$KOBJ"
    make -s -C "$KSRC" O="$KOBJ" versatile_defconfig >/dev/null
    "$KSRC/scripts/kconfig/merge_config.sh" -m -O "$KOBJ" "$KOBJ/.config" "${FRAGMENTS[@]}" >"$BUILD/merge_config.log"
    make -s -C "$KSRC" O="$KOBJ" olddefconfig >/dev/null
    # Every fragment line must have survived olddefconfig.
    lost=()
    while IFS= read -r line; do
        if [[ $line =~ ^(CONFIG_[A-Za-z0-9_]+)= ]]; then
            grep -qxF "$line" "$KOBJ/.config" || lost+=("$line")
        elif [[ $line =~ ^#\ (CONFIG_[A-Za-z0-9_]+)\ is\ not\ set ]]; then
            ! grep -q "^${BASH_REMATCH[1]}=" "$KOBJ/.config" || lost+=("$line")
        fi
    done < <(cat "${FRAGMENTS[@]}")
    ((${#lost[@]} == 0)) || die "config lines lost in olddefconfig: ${lost[*]}"
    say "kernel build: make -j$JOBS zImage vmlinux (minutes; log $BUILD/kernel.log)"
    start=$(date +%s)
    if ! make -C "$KSRC" O="$KOBJ" -j"$JOBS" zImage vmlinux >"$BUILD/kernel.log" 2>&1; then
        tail -n 40 "$BUILD/kernel.log" >&2
        die "kernel build failed (full log: $BUILD/kernel.log)"
    fi
    say "kernel build: done in $(($(date +%s) - start)) s"
    stage_done kernel "$KERNEL_HASH"
else
    say "kernel: up to date"
fi
cp "$KOBJ/arch/arm/boot/zImage" "$KOBJ/vmlinux" "$KOBJ/System.map" "$KOBJ/.config" "$OUT/"
mv -f "$OUT/.config" "$OUT/kernel.config"

# --------------------------------------------------------------------- DTB
# The kernel's own dtc conventions: cpp -nostdinc -undef -x assembler-with-cpp
# with the dts include paths, then dtc.
DTB_HASH=$(echo "$LINUX_VER" | cat - "$HERE/goldtrace.dts" | sha256sum | cut -d' ' -f1)
if ! stage_fresh dtb "$DTB_HASH" || [[ ! -f $OUT/goldtrace.dtb ]]; then
    say "dtb: goldtrace.dts (includes versatile-pb.dts) -> out/goldtrace.dtb"
    cpp -nostdinc -undef -D__DTS__ -x assembler-with-cpp \
        -I "$KSRC/arch/arm/boot/dts" -I "$KSRC/scripts/dtc/include-prefixes" -I "$KSRC/include" \
        -o "$BUILD/goldtrace.dts.pp" "$HERE/goldtrace.dts"
    dtc -q -I dts -O dtb -b 0 -i "$KSRC/arch/arm/boot/dts" -o "$OUT/goldtrace.dtb" "$BUILD/goldtrace.dts.pp"
    stage_done dtb "$DTB_HASH"
else
    say "dtb: up to date"
fi

# ----------------------------------------------------------------- busybox
# Built as Debian builds busybox-static (debian/rules of the source package): the
# configuration debian/config/os/linux + debian/config/pkg/static through
# silentoldconfig (which must leave it unchanged), then `make all SKIP_STRIP=y` with
# the package's hardening build flags for armel minus -O2 (busybox's own -Os
# applies). Debian then strips the binary; here only the debug sections go, so the
# symbol table names busybox's functions in profiles (0.3 MB more, 0.1 MB more in
# the compressed initramfs).
BB_SRC=$BUILD/busybox-src
BB_OBJ=$BUILD/busybox-obj
BB_BIN=$BUILD/busybox-bin/busybox
BUSYBOX_HASH=$(echo "$(basename "$busybox_dsc") $GCC_VER $(pkg_version libc6-dev-armel-cross) $BUSYBOX_RECIPE" |
    sha256sum | cut -d' ' -f1)
bb_flags() {
    (cd "$BB_SRC" && DEB_BUILD_MAINT_OPTIONS=hardening=+all CC=arm-linux-gnueabi-gcc \
        dpkg-architecture -a armel -c dpkg-buildflags --get "$1")
}
if ! stage_fresh busybox "$BUSYBOX_HASH" || [[ ! -x $BB_BIN ]]; then
    say "busybox: $(basename "$busybox_dsc" .dsc), Debian's static configuration (log $BUILD/busybox.log)"
    rm -rf "$BB_SRC" "$BB_OBJ" "$(dirname "$BB_BIN")"
    dpkg-source -x "$busybox_dsc" "$BB_SRC" >"$BUILD/busybox.log" 2>&1 || die "dpkg-source -x $busybox_dsc failed"
    bb_version=$(sed -n 's/^Version: //p' "$busybox_dsc")
    cflags=$(bb_flags CFLAGS | sed 's/\(^\| \)-O2\( \|$\)/ /')
    cppflags=$(bb_flags CPPFLAGS)
    ldflags=$(bb_flags LDFLAGS)
    mkdir -p "$BB_OBJ" "$(dirname "$BB_BIN")"
    cat "$BB_SRC/debian/config/os/linux" "$BB_SRC/debian/config/pkg/static" >"$BB_OBJ/.config"
    # Like debian/rules: no ARCH (busybox has no arch/arm), the cross prefix exported.
    bb_make() { env -u ARCH KCONFIG_NOTIMESTAMP=1 make -C "$BB_OBJ" "$@" >>"$BUILD/busybox.log" 2>&1; }
    (yes "" || true) | bb_make -f "$BB_SRC/Makefile" KBUILD_SRC="$BB_SRC" silentoldconfig ||
        die "busybox silentoldconfig failed (log $BUILD/busybox.log)"
    diff -u "$BB_SRC/debian/config/pkg/static" "$BB_OBJ/.config" >>"$BUILD/busybox.log" ||
        die "busybox: silentoldconfig changed Debian's static configuration (log $BUILD/busybox.log)"
    start=$(date +%s)
    bb_make -j"$JOBS" all SKIP_STRIP=y BB_EXTRA_VERSION="Debian $bb_version" \
        CONFIG_EXTRA_CFLAGS="$cflags $cppflags" CONFIG_EXTRA_LDFLAGS="$cflags $ldflags" ||
        die "busybox build failed (log $BUILD/busybox.log)"
    arm-linux-gnueabi-strip --strip-debug -o "$BB_BIN" "$BB_OBJ/busybox"
    say "busybox: done in $(($(date +%s) - start)) s, $(stat -c %s "$BB_BIN") B with its symbol table"
    stage_done busybox "$BUSYBOX_HASH"
else
    say "busybox: up to date"
fi

# --------------------------------------------------------------- initramfs
INITRD_HASH=$( (
    echo "$LINUX_VER $BUSYBOX_HASH $GCC_VER $(pkg_version linux-libc-dev-armel-cross) ${USER_CFLAGS[*]}"
    cat "$HERE/init" "$HERE/initramfs.list" ${USER_SRCS[@]+"${USER_SRCS[@]}"}
) | sha256sum | cut -d' ' -f1)
if ! stage_fresh initramfs "$INITRD_HASH" || [[ ! -f $OUT/initramfs.cpio.gz ]]; then
    say "initramfs: busybox $(basename "$busybox_dsc" .dsc) + init + user/"
    ubin=$BUILD/user
    rm -rf "$ubin" && mkdir -p "$ubin"
    for src in ${USER_SRCS[@]+"${USER_SRCS[@]}"}; do
        name=$(basename "$src" .c)
        say "initramfs: user/$name.c -> /bin/$name (static armel)"
        arm-linux-gnueabi-gcc "${USER_CFLAGS[@]}" -o "$ubin/$name" "$src" -lgcc ||
            die "compiling user/$name.c failed"
    done
    cc -O2 -o "$BUILD/gen_init_cpio" "$KSRC/usr/gen_init_cpio.c"
    # @USER@/NAME stands for the program built from user/NAME.c.
    sed -e "s|@BUSYBOX@|$BB_BIN|" -e "s|@INIT@|$HERE/init|" -e "s|@USER@|$ubin|g" \
        "$HERE/initramfs.list" >"$BUILD/initramfs.list"
    # -t 0: fixed mtimes, and gzip -n: no name/time, so the image is reproducible.
    "$BUILD/gen_init_cpio" -t 0 "$BUILD/initramfs.list" >"$BUILD/initramfs.cpio"
    gzip -9 -n <"$BUILD/initramfs.cpio" >"$OUT/initramfs.cpio.gz"
    # rootfs/: the same tree unpacked (device nodes left out), for symbols.
    rm -rf "$OUT/rootfs" && mkdir -p "$OUT/rootfs"
    (cd "$OUT/rootfs" && cpio -idmu --quiet --no-absolute-filenames -f 'dev/*' <"$BUILD/initramfs.cpio")
    stage_done initramfs "$INITRD_HASH"
else
    say "initramfs: up to date"
fi

stage_done all "$ALL_HASH"
# ---------------------------------------------------------- benchmark guest
# Debian armel programs in a second initramfs (bench/build.sh, cached by its own stamp).
"$HERE/bench/build.sh"
say "done: $(cd "$OUT" && ls -l zImage vmlinux goldtrace.dtb initramfs.cpio.gz | awk '{printf "%s %s B; ", $9, $5}')"

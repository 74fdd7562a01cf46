//! The generated `virt` device tree under QEMU 7.2 itself: QEMU's boot loader patches
//! it into the same tree at the same addresses, and Debian's stock armmp kernel boots
//! on it to the guest's init script with the console on ttyAMA0.
//!
//! Both need `qemu-system-arm`; the boot also needs the armhf guest
//! (`guest/armhf/build.sh`: guest/out/armhf/vmlinuz and initramfs.cpio.gz; the kernel
//! may be given with `GOLDTRACE_VIRT_KERNEL`). Without them each test skips with a
//! message.

use std::path::{Path, PathBuf};
use std::process::Command;

use devices::board::virt::{RAM_BASE, VIRTIO_SLOTS};
use goldtrace::boot_virt::virt_layout;
use goldtrace::dtb_virt::{virt_dtb, VirtDtb};
use goldtrace::fdt::Fdt;

const QEMU: &str = "qemu-system-arm";
const RAM: u32 = 256 << 20;

fn qemu_present() -> bool {
    let ok = Command::new(QEMU).arg("--version").output().is_ok();
    if !ok {
        eprintln!("skipped: {QEMU} is not installed");
    }
    ok
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("goldtrace-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A tree for `kernel_len` and `initrd_len` placed by goldtrace's virt layout.
fn tree_for(kernel_len: usize, initrd_len: usize, bootargs: &str) -> Vec<u8> {
    let layout = virt_layout(RAM_BASE, RAM, kernel_len, Some(initrd_len)).unwrap();
    virt_dtb(&VirtDtb {
        ram_size: RAM,
        bootargs: bootargs.into(),
        initrd: layout.initrd,
        rng_seed: Some(1),
        trace: false,
        virtio_slots: VIRTIO_SLOTS,
    })
}

/// QEMU given our tree with `-dtb` rewrites `/memory`, `/psci` and `/chosen` from its
/// own boot loader's view (hw/arm/boot.c, arm_load_dtb): what it dumps must be our tree
/// unchanged, which also says its initrd address is the one our layout chose.
#[test]
fn qemu_patches_our_tree_into_itself() {
    if !qemu_present() {
        return;
    }
    let dir = scratch("virt-dtb-patch");
    // The kernel is never run (dumpdtb exits first); its size places the initrd.
    let (kernel_len, initrd_len) = (0x53_2200, 0x10_c888);
    std::fs::write(dir.join("zImage"), vec![0u8; kernel_len]).unwrap();
    std::fs::write(dir.join("initrd"), vec![0u8; initrd_len]).unwrap();
    let ours = tree_for(kernel_len, initrd_len, "console=ttyAMA0");
    std::fs::write(dir.join("ours.dtb"), &ours).unwrap();
    let dumped = dir.join("dumped.dtb");
    let out = Command::new(QEMU)
        .arg("-M")
        .arg(format!("virt,dumpdtb={}", dumped.display()))
        .args(["-cpu", "cortex-a15,neon=off", "-m", "256M", "-nic", "none"])
        .args(["-display", "none", "-append", "console=ttyAMA0"])
        .arg("-kernel")
        .arg(dir.join("zImage"))
        .arg("-initrd")
        .arg(dir.join("initrd"))
        .arg("-dtb")
        .arg(dir.join("ours.dtb"))
        .output()
        .unwrap();
    assert!(
        dumped.exists(),
        "QEMU dumped nothing: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let theirs = Fdt::parse(&std::fs::read(&dumped).unwrap()).unwrap();
    assert_eq!(theirs, Fdt::parse(&ours).unwrap());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Where guest/armhf/build.sh puts the armhf guest.
fn armhf_out() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("guest/out/armhf")
}

/// The stock kernel: `GOLDTRACE_VIRT_KERNEL`, or the armhf guest's.
fn stock_kernel() -> Option<PathBuf> {
    let k = std::env::var_os("GOLDTRACE_VIRT_KERNEL")
        .map(PathBuf::from)
        .unwrap_or_else(|| armhf_out().join("vmlinuz"));
    k.exists().then_some(k)
}

/// Debian's armmp kernel on QEMU with our tree (no trace node: QEMU has no device at
/// TRACE_BASE) runs the armhf guest's `/init` to its end on the PL011 console, and
/// `reboot -f` ends QEMU through PSCI SYSTEM_RESET (with `-no-reboot`).
#[test]
fn stock_kernel_boots_on_our_tree_under_qemu() {
    if !qemu_present() {
        return;
    }
    let Some(kernel) = stock_kernel() else {
        eprintln!("skipped: no stock armmp kernel (guest/armhf/build.sh or GOLDTRACE_VIRT_KERNEL)");
        return;
    };
    let initrd = armhf_out().join("initramfs.cpio.gz");
    if !initrd.exists() {
        eprintln!("skipped: guest/out/armhf/initramfs.cpio.gz is missing");
        return;
    }
    let dir = scratch("virt-dtb-boot");
    let kernel_len = std::fs::metadata(&kernel).unwrap().len() as usize;
    let initrd_len = std::fs::metadata(&initrd).unwrap().len() as usize;
    let bootargs = "console=ttyAMA0 panic=-1";
    std::fs::write(
        dir.join("ours.dtb"),
        tree_for(kernel_len, initrd_len, bootargs),
    )
    .unwrap();
    let out = Command::new("timeout")
        .args(["300", QEMU, "-M", "virt", "-cpu", "cortex-a15,neon=off"])
        .args(["-m", "256M", "-nic", "none", "-nographic", "-no-reboot"])
        .args(["-monitor", "none", "-serial", "stdio"])
        .arg("-kernel")
        .arg(&kernel)
        .arg("-initrd")
        .arg(&initrd)
        .arg("-dtb")
        .arg(dir.join("ours.dtb"))
        .args(["-append", bootargs])
        .output()
        .unwrap();
    let console = String::from_utf8_lossy(&out.stdout);
    for wanted in [
        "Machine model: linux,dummy-virt",
        "9000000.pl011: ttyAMA0 at MMIO 0x9000000 (irq = ",
        "rtc-pl031 9010000.pl031: registered as rtc0",
        "psci: PSCIv1.1 detected in firmware.",
        "Run /init as init process",
        "pl061_gpio 9030000.pl061: PL061 GPIO chip registered",
        "input: gpio-keys as /devices/platform/gpio-keys/input/input0",
        "GOLDTRACE-BOOT-OK",
        "GOLDTRACE-WORKLOAD-DONE",
        "reboot: Restarting system",
    ] {
        assert!(console.contains(wanted), "no {wanted:?} in:\n{console}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

//! The virt layout against QEMU 7.2's, and the loader's RAM and register results.

use std::path::{Path, PathBuf};

use arm::cpu_model::CORTEX_A15;
use devices::board::virt::{RAM_BASE, VIRTIO_SLOTS};

use super::*;

const MIB: u32 = 1 << 20;

/// Measured under QEMU 7.2 (`info roms` and a breakpoint at the zImage through its
/// gdb stub): `-M virt -m 256M`, Debian's 6.1.0-50-armmp zImage (0x532200 bytes) and
/// a 0x10c888-byte initrd.
#[test]
fn layout_matches_qemu() {
    let layout = virt_layout(RAM_BASE, 256 * MIB, 0x53_2200, Some(0x10_c888)).unwrap();
    assert_eq!(
        layout,
        VirtLayout {
            kernel: 0x4001_0000,
            initrd: Some((0x4800_0000, 0x4810_c888)),
            dtb: 0x4810_d000,
            entry: EntryRegs {
                r0: 0,
                r1: 0xffff_ffff,
                r2: 0x4810_d000,
                pc: 0x4001_0000,
                cpsr: 0x4000_01d3,
            },
        }
    );
}

#[test]
fn layout_rules() {
    // No initrd: the DTB takes the initrd's place.
    let l = virt_layout(RAM_BASE, 256 * MIB, 0x53_2200, None).unwrap();
    assert_eq!((l.initrd, l.dtb), (None, 0x4800_0000));
    // Above 256 MiB the initrd stays at 128 MiB; below, it goes halfway.
    let l = virt_layout(RAM_BASE, 1024 * MIB, 0x53_2200, Some(10)).unwrap();
    assert_eq!(l.initrd, Some((0x4800_0000, 0x4800_000a)));
    assert_eq!(l.dtb, 0x4800_1000);
    let l = virt_layout(RAM_BASE, 64 * MIB, 0x53_2200, Some(0x1000)).unwrap();
    assert_eq!(l.initrd, Some((0x4200_0000, 0x4200_1000)));
    assert_eq!(l.dtb, 0x4200_1000, "an initrd ending on a page boundary");
    // A kernel reaching past the middle of RAM pushes the initrd to its (page-rounded) end.
    let l = virt_layout(RAM_BASE, 16 * MIB, 9 * MIB as usize + 1, Some(1)).unwrap();
    assert_eq!(l.initrd, Some((0x4091_1000, 0x4091_1001)));
    assert_eq!(l.dtb, 0x4091_2000);
}

#[test]
fn images_that_do_not_fit_are_refused() {
    let what = |r: Result<VirtLayout, BootError>| match r {
        Err(BootError::DoesNotFit { what, .. }) => what,
        other => panic!("{other:?}"),
    };
    assert_eq!(
        what(virt_layout(RAM_BASE, 16 * MIB, 16 * MIB as usize, None)),
        "kernel"
    );
    assert_eq!(
        what(virt_layout(
            RAM_BASE,
            16 * MIB,
            0x1000,
            Some(8 * MIB as usize + 1)
        )),
        "initrd"
    );
    // The initrd ends exactly at the end of RAM: no room for the DTB.
    assert_eq!(
        what(virt_layout(
            RAM_BASE,
            16 * MIB,
            0x1000,
            Some(8 * MIB as usize)
        )),
        "device tree"
    );
}

/// A file under the temporary directory, removed when dropped.
struct TempFile(PathBuf);

impl TempFile {
    fn new(name: &str, data: &[u8]) -> TempFile {
        let path =
            std::env::temp_dir().join(format!("goldtrace-boot-virt-{}-{name}", std::process::id()));
        std::fs::write(&path, data).unwrap();
        TempFile(path)
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// A zImage-shaped file: the magic at 0x24, start 0 and end = length at 0x28/0x2c.
fn fake_zimage(len: usize) -> Vec<u8> {
    let mut k: Vec<u8> = (0..len).map(|i| (i * 7) as u8).collect();
    k[0x24..0x28].copy_from_slice(&0x016f_2818u32.to_le_bytes());
    k[0x28..0x2c].copy_from_slice(&0u32.to_le_bytes());
    k[0x2c..0x30].copy_from_slice(&(len as u32).to_le_bytes());
    k
}

fn v7_state() -> CpuState {
    let mut s = CpuState::new();
    s.psr_bits = CORTEX_A15.psr_bits;
    s.r[5] = 0x55;
    s
}

fn dtb_in_ram(ram: &Ram, p: &Placement) -> Fdt {
    let header = ram.slice(p.dtb, 8).unwrap();
    let total = u32::from_be_bytes(header[4..8].try_into().unwrap()) as usize;
    Fdt::parse(ram.slice(p.dtb, total).unwrap()).unwrap()
}

fn boot_cfg(kernel: &Path, initrd: &Path, dtb: VirtDtbSource) -> VirtLinuxBoot {
    VirtLinuxBoot {
        kernel: kernel.to_path_buf(),
        initrd: Some(initrd.to_path_buf()),
        dtb,
        cmdline: "console=ttyAMA0 quiet".into(),
        rng_seed: Some(9),
    }
}

#[test]
fn loads_images_and_a_generated_tree_and_sets_the_entry_state() {
    let kernel = fake_zimage(0x2345);
    let initrd: Vec<u8> = (0..0x1801u32).map(|i| (i ^ 0x5a) as u8).collect();
    let (k, i) = (
        TempFile::new("gen-kernel", &kernel),
        TempFile::new("gen-initrd", &initrd),
    );
    let mut ram = Ram::new_at(RAM_BASE, 64 * MIB).unwrap();
    let mut s = v7_state();
    let cfg = boot_cfg(
        &k.0,
        &i.0,
        VirtDtbSource::Generate {
            trace: true,
            virtio_slots: VIRTIO_SLOTS,
        },
    );
    let p = load_linux_virt(&mut ram, &mut s, &cfg).unwrap();
    assert_eq!(
        p,
        Placement {
            entry: 0x4001_0000,
            initrd: Some((0x4200_0000, 0x4200_1801)),
            dtb: 0x4200_2000,
        }
    );
    assert_eq!(ram.slice(0x4001_0000, kernel.len()).unwrap(), &kernel[..]);
    assert_eq!(ram.slice(0x4200_0000, initrd.len()).unwrap(), &initrd[..]);
    assert_eq!(
        (s.r[0], s.r[1], s.r[2], s.r[5], s.r[15]),
        (0, 0xffff_ffff, 0x4200_2000, 0, 0x4001_0000)
    );
    assert_eq!(
        s.cpsr(),
        ENTRY_CPSR,
        "the A bit survives: the PSR bits are the A15's"
    );
    assert_eq!(s.psr_bits, CORTEX_A15.psr_bits);

    let expected = dtb_virt::virt_fdt(&VirtDtb {
        ram_size: 64 * MIB,
        bootargs: "console=ttyAMA0 quiet".into(),
        initrd: p.initrd,
        rng_seed: Some(9),
        trace: true,
        virtio_slots: VIRTIO_SLOTS,
    });
    assert_eq!(dtb_in_ram(&ram, &p), expected);
}

#[test]
fn a_given_tree_is_patched_as_qemu_patches_it() {
    let mut root = Node::default();
    root.set_prop("#address-cells", fdt::cells(&[1]));
    root.set_prop("#size-cells", fdt::cells(&[1]));
    root.set_prop("model", fdt::string("mine"));
    let mem = root.child_mut("memory@0");
    mem.set_prop("reg", fdt::cells(&[0, 0x100_0000]));
    root.child_mut("memory@80000000")
        .set_prop("reg", fdt::cells(&[0x8000_0000, 0x1000]));
    root.child_mut("psci")
        .set_prop("cpu_on", fdt::cells(&[0x95c1_ba60]));
    let chosen = root.child_mut("chosen");
    chosen.set_prop("bootargs", fdt::string("old"));
    chosen.set_prop("rng-seed", vec![1, 2, 3]);
    root.child_mut("uart@1234")
        .set_prop("status", fdt::string("okay"));
    let given = Fdt {
        reserved: vec![(0x4180_0000, 0x1000)],
        root,
        boot_cpuid: 0,
    };

    let (k, i, d) = (
        TempFile::new("given-kernel", &fake_zimage(0x1000)),
        TempFile::new("given-initrd", &[7; 100]),
        TempFile::new("given-dtb", &given.to_bytes()),
    );
    let mut ram = Ram::new_at(RAM_BASE, 32 * MIB).unwrap();
    let mut s = v7_state();
    let cfg = boot_cfg(&k.0, &i.0, VirtDtbSource::File(d.0.clone()));
    let p = load_linux_virt(&mut ram, &mut s, &cfg).unwrap();
    let tree = dtb_in_ram(&ram, &p);

    assert_eq!(tree.reserved, given.reserved);
    let names: Vec<&str> = tree.root.children.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["psci", "memory@40000000", "chosen", "uart@1234"]);
    let mem = &tree.root.children[1];
    assert_eq!(
        mem.prop("reg"),
        Some(&fdt::cells(&[RAM_BASE, 32 * MIB])[..])
    );
    assert_eq!(mem.prop("device_type"), Some(&b"memory\0"[..]));
    assert_eq!(tree.root.children[0], dtb_virt::psci_node());
    let chosen = tree.root.child("chosen").unwrap();
    assert_eq!(
        chosen.prop("bootargs"),
        Some(&b"console=ttyAMA0 quiet\0"[..])
    );
    assert_eq!(
        chosen.prop("linux,initrd-start"),
        Some(&fdt::cells(&[0x4100_0000])[..])
    );
    assert_eq!(
        chosen.prop("linux,initrd-end"),
        Some(&fdt::cells(&[0x4100_0064])[..])
    );
    assert_eq!(chosen.prop("rng-seed"), Some(&fdt::rng_seed(9)[..]));
    assert_eq!(s.r[2], p.dtb);

    // Without a seed the given tree's rng-seed is removed; an empty command line
    // leaves its bootargs alone.
    let cfg = VirtLinuxBoot {
        rng_seed: None,
        cmdline: String::new(),
        ..cfg
    };
    let p = load_linux_virt(&mut ram, &mut s, &cfg).unwrap();
    let chosen = dtb_in_ram(&ram, &p).root.child("chosen").unwrap().clone();
    assert_eq!(chosen.prop("rng-seed"), None);
    assert_eq!(chosen.prop("bootargs"), Some(&b"old\0"[..]));
}

#[test]
fn refusals_name_the_file() {
    let mut ram = Ram::new_at(RAM_BASE, 32 * MIB).unwrap();
    let mut s = v7_state();
    let (k, i) = (
        TempFile::new("ref-kernel", &fake_zimage(0x1000)),
        TempFile::new("ref-initrd", &[0; 4]),
    );
    // A tree whose root lacks #size-cells.
    let mut root = Node::default();
    root.set_prop("#address-cells", fdt::cells(&[2]));
    let bad = Fdt {
        reserved: vec![],
        root,
        boot_cpuid: 0,
    };
    let d = TempFile::new("ref-dtb", &bad.to_bytes());
    let cfg = boot_cfg(&k.0, &i.0, VirtDtbSource::File(d.0.clone()));
    let err = load_linux_virt(&mut ram, &mut s, &cfg).unwrap_err();
    assert!(matches!(&err, BootError::DtbCells(p) if *p == d.0), "{err}");
    assert!(err.to_string().contains("#size-cells"), "{err}");

    // Not a zImage (an ELF vmlinux is not booted as Linux on virt).
    let elf = TempFile::new("ref-elf", b"\x7fELF\x01\x01\x01\0\0\0\0\0\0\0\0\0");
    let cfg = boot_cfg(
        &elf.0,
        &i.0,
        VirtDtbSource::Generate {
            trace: false,
            virtio_slots: 0,
        },
    );
    let err = load_linux_virt(&mut ram, &mut s, &cfg).unwrap_err();
    assert!(matches!(err, BootError::NotAKernel(_)), "{err}");
}

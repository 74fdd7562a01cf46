//! The Linux boot loader of the `virt` board: places a zImage, its initrd and a device
//! tree (generated, or the user's patched) in RAM and sets the entry state as
//! `qemu-system-arm -M virt -kernel zImage -initrd X` does (QEMU 7.2, `hw/arm/boot.c`).
//!
//! Layout, from the RAM base (QEMU's `loader_start`, 0x40000000 on virt):
//! - zImage at base + 0x10000 (`KERNEL_LOAD_ADDR`);
//! - initrd at base + min(RAM / 2, 128 MiB), moved up to the end of the zImage if that
//!   is higher, rounded up to 4 KiB (the Cortex-A15's page size in QEMU);
//! - DTB at the next 4 KiB boundary after the initrd (at the initrd's address when there
//!   is none): "some 32-bit kernels trash the rest of the page the initrd ends in".
//!
//! Entry (measured under QEMU 7.2 at the zImage's first instruction): r0 = 0,
//! r1 = 0xffffffff (no machine number: the tree describes the board), r2 = the DTB,
//! CPSR 0x400001d3 (SVC, A, I and F masked, Z set as at reset), MMU and caches off.
//! QEMU gets there through a 7-word stub at the RAM base (mov r0; two ldr; ldr pc);
//! goldtrace sets the registers and enters the zImage directly, as its Versatile loader
//! does, so a run starts 4 instructions later and the stub's 28 bytes are not in RAM.

use std::path::PathBuf;

use arm::{CpuState, Ram};

use crate::boot::{self, BootError, Placement};
use crate::dtb_virt::{self, VirtDtb};
use crate::fdt::{self, Fdt, Node};

/// Where the zImage goes, from the RAM base.
pub const KERNEL_OFFSET: u32 = 0x0001_0000;
/// r1 at entry: ~0, no machine number (the device tree describes the board).
pub const NO_MACHINE: u32 = 0xffff_ffff;
/// CPSR at entry: SVC, A/I/F masked, Z set (QEMU's reset value, untouched by its stub).
pub const ENTRY_CPSR: u32 = 0x4000_01d3;
/// The initrd goes no higher than this above the RAM base, to stay in lowmem.
const INITRD_MAX_OFFSET: u32 = 128 << 20;
/// Alignment of the initrd and the DTB.
const PAGE: u32 = 0x1000;

/// Where each image goes and the registers at entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VirtLayout {
    /// The zImage's load address, which is also the entry point.
    pub kernel: u32,
    /// The initrd's start and end (exclusive).
    pub initrd: Option<(u32, u32)>,
    /// The DTB's address (r2).
    pub dtb: u32,
    pub entry: EntryRegs,
}

/// The CPU state the kernel is entered with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntryRegs {
    pub r0: u32,
    pub r1: u32,
    pub r2: u32,
    pub pc: u32,
    pub cpsr: u32,
}

/// QEMU's layout for a zImage of `kernel_len` bytes and an initrd of `initrd_len` in
/// `ram_size` bytes of RAM from `ram_base`; an image that does not fit is refused as
/// QEMU refuses it.
pub fn virt_layout(
    ram_base: u32,
    ram_size: u32,
    kernel_len: usize,
    initrd_len: Option<usize>,
) -> Result<VirtLayout, BootError> {
    let ram_end = u64::from(ram_base) + u64::from(ram_size);
    let ram_mib = ram_size >> 20;
    let kernel = ram_base + KERNEL_OFFSET;
    let kernel_end = u64::from(kernel) + kernel_len as u64;
    if kernel_end > ram_end {
        return Err(BootError::DoesNotFit {
            what: "kernel",
            size: kernel_len,
            addr: kernel,
            ram_mib,
        });
    }
    let low = u64::from(ram_base) + u64::from((ram_size / 2).min(INITRD_MAX_OFFSET));
    let initrd_start = align_up(low.max(kernel_end));
    let initrd_size = initrd_len.unwrap_or(0) as u64;
    if initrd_len.is_some() && initrd_start + initrd_size > ram_end {
        return Err(BootError::DoesNotFit {
            what: "initrd",
            size: initrd_size as usize,
            addr: initrd_start as u32,
            ram_mib,
        });
    }
    let dtb = align_up(initrd_start + initrd_size);
    if dtb >= ram_end {
        return Err(BootError::DoesNotFit {
            what: "device tree",
            size: 0,
            addr: dtb as u32,
            ram_mib,
        });
    }
    let initrd = initrd_len.map(|_| (initrd_start as u32, (initrd_start + initrd_size) as u32));
    Ok(VirtLayout {
        kernel,
        initrd,
        dtb: dtb as u32,
        entry: EntryRegs {
            r0: 0,
            r1: NO_MACHINE,
            r2: dtb as u32,
            pc: kernel,
            cpsr: ENTRY_CPSR,
        },
    })
}

fn align_up(addr: u64) -> u64 {
    (addr + u64::from(PAGE) - 1) & !u64::from(PAGE - 1)
}

/// Which device tree the guest gets.
#[derive(Clone, Debug)]
pub enum VirtDtbSource {
    /// goldtrace's own ([`dtb_virt::virt_dtb`]) for the board's devices.
    Generate { trace: bool, virtio_slots: u32 },
    /// The user's (`--dtb`), patched as QEMU patches one.
    File(PathBuf),
}

/// What to boot on `virt`.
#[derive(Clone, Debug)]
pub struct VirtLinuxBoot {
    pub kernel: PathBuf,
    pub initrd: Option<PathBuf>,
    pub dtb: VirtDtbSource,
    pub cmdline: String,
    /// The seed of `/chosen/rng-seed` (and, in a generated tree, `kaslr-seed`); `None`
    /// leaves them out.
    pub rng_seed: Option<u64>,
}

/// Loads the zImage, initrd and device tree into `ram` (which starts at the board's RAM
/// base) and sets the entry state in `s`, keeping the PSR bits of its CPU model.
pub fn load_linux_virt(
    ram: &mut Ram,
    s: &mut CpuState,
    cfg: &VirtLinuxBoot,
) -> Result<Placement, BootError> {
    let kernel = boot::read("kernel", &cfg.kernel)?;
    if !boot::is_zimage(&kernel) {
        return Err(BootError::NotAKernel(cfg.kernel.clone()));
    }
    boot::check_zimage_length(&cfg.kernel, &kernel)?;
    let initrd = cfg
        .initrd
        .as_deref()
        .map(|p| boot::read("initrd", p))
        .transpose()?;
    let layout = virt_layout(
        ram.base(),
        ram.size(),
        kernel.len(),
        initrd.as_ref().map(Vec::len),
    )?;
    let dtb = match &cfg.dtb {
        VirtDtbSource::Generate {
            trace,
            virtio_slots,
        } => dtb_virt::virt_dtb(&VirtDtb {
            ram_size: ram.size(),
            bootargs: cfg.cmdline.clone(),
            initrd: layout.initrd,
            rng_seed: cfg.rng_seed,
            trace: *trace,
            virtio_slots: *virtio_slots,
        }),
        VirtDtbSource::File(path) => {
            let bytes = boot::read("device tree", path)?;
            let mut tree = Fdt::parse(&bytes).map_err(|error| BootError::Dtb {
                path: path.clone(),
                error,
            })?;
            patch_given(&mut tree, ram.base(), ram.size(), &layout, cfg)
                .ok_or_else(|| BootError::DtbCells(path.clone()))?;
            tree.to_bytes()
        }
    };
    boot::place(ram, "kernel", layout.kernel, &kernel)?;
    if let (Some(data), Some((start, _))) = (&initrd, layout.initrd) {
        boot::place(ram, "initrd", start, data)?;
    }
    boot::place(ram, "device tree", layout.dtb, &dtb)?;

    let psr_bits = s.psr_bits;
    *s = CpuState::new();
    s.psr_bits = psr_bits;
    s.set_cpsr(layout.entry.cpsr);
    s.r[0] = layout.entry.r0;
    s.r[1] = layout.entry.r1;
    s.r[2] = layout.entry.r2;
    s.r[15] = layout.entry.pc;
    Ok(Placement {
        entry: layout.entry.pc,
        initrd: layout.initrd,
        dtb: layout.dtb,
    })
}

/// What QEMU's `arm_load_dtb` does to a user's tree: every root `memory` node replaced
/// by one `memory@<base>` for the whole RAM (in the root's cell sizes), `bootargs` if
/// the command line is not empty, the initrd's range, and the `/psci` node replaced by
/// its own. goldtrace also sets or removes `/chosen/rng-seed` as the seed says (QEMU
/// overwrites an existing one with random bytes). `None` if the root's
/// `#address-cells` or `#size-cells` is missing or not 1 or 2.
fn patch_given(
    tree: &mut Fdt,
    ram_base: u32,
    ram_size: u32,
    layout: &VirtLayout,
    cfg: &VirtLinuxBoot,
) -> Option<()> {
    let cells_of = |name: &str| match tree.root.prop(name) {
        Some(v) if v.len() == 4 => match u32::from_be_bytes([v[0], v[1], v[2], v[3]]) {
            n @ (1 | 2) => Some(n),
            _ => None,
        },
        _ => None,
    };
    let (acells, scells) = (cells_of("#address-cells")?, cells_of("#size-cells")?);
    let sized = |value: u32, n: u32| {
        if n == 2 {
            fdt::cells(&[0, value])
        } else {
            fdt::cells(&[value])
        }
    };
    let mut reg = sized(ram_base, acells);
    reg.extend(sized(ram_size, scells));
    let root = &mut tree.root;
    root.children
        .retain(|c| c.name != "memory" && !c.name.starts_with("memory@"));
    root.children.retain(|c| c.name != "psci");
    root.children.insert(
        0,
        Node {
            name: format!("memory@{ram_base:x}"),
            props: vec![
                ("reg".into(), reg),
                ("device_type".into(), fdt::string("memory")),
            ],
            children: Vec::new(),
        },
    );
    root.children.insert(0, dtb_virt::psci_node());
    let chosen = root.child_mut("chosen");
    if !cfg.cmdline.is_empty() {
        chosen.set_prop("bootargs", fdt::string(&cfg.cmdline));
    }
    if let Some((start, end)) = layout.initrd {
        chosen.set_prop("linux,initrd-start", fdt::cells(&[start]));
        chosen.set_prop("linux,initrd-end", fdt::cells(&[end]));
    }
    match cfg.rng_seed {
        Some(seed) => chosen.set_prop("rng-seed", fdt::rng_seed(seed)),
        None => chosen.props.retain(|(name, _)| name != "rng-seed"),
    }
    Some(())
}

#[cfg(test)]
mod tests;

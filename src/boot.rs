//! The boot loader: places a Linux kernel, its device tree and initrd in guest RAM and
//! sets up the registers the way `qemu-system-arm -M versatilepb` does, so the same
//! files boot the same way under both.
//!
//! Layout (QEMU's `hw/arm/boot.c` conventions for a 128 MiB board), from the start of
//! RAM: zImage at 0x0001_0000, initrd at min(RAM / 2, 128 MiB), the DTB at the next 4
//! KiB boundary after the initrd. Entry: r0 = 0, r1 = the board's machine number, r2 =
//! the DTB address, SVC mode with IRQ and FIQ masked. The board's facts ([`BootInfo`]:
//! RAM's start, the machine number) come from the machine description
//! ([`crate::desc::BoardKind::boot_info`]), as QEMU's board files give them to boot.c.

use std::path::{Path, PathBuf};

use arm::{CpuState, Mode, Ram};
use thiserror::Error;

use crate::fdt::{self, Fdt, FdtError};

/// Where a zImage is loaded, from the start of RAM (boot.c's `KERNEL_LOAD_ADDR`).
pub const KERNEL_LOAD_ADDR: u32 = 0x0001_0000;

/// What the loader needs to know of the board (QEMU's `struct arm_boot_info`, which
/// each board file fills in).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BootInfo {
    /// Where RAM starts (`loader_start`).
    pub ram_base: u32,
    /// The Linux machine number passed in r1 (`board_id`).
    pub board_id: u32,
}
/// The seed whose bytes ([`fdt::rng_seed`]) go into `/chosen/rng-seed` unless told
/// otherwise ("goldtrac" in ASCII).
pub const DEFAULT_RNG_SEED: u64 = 0x676f_6c64_7472_6163;

const ZIMAGE_MAGIC_OFFSET: usize = 0x24;
const ZIMAGE_MAGIC: u32 = 0x016f_2818;

/// What to boot.
#[derive(Clone, Debug)]
pub struct LinuxBoot {
    pub kernel: PathBuf,
    pub dtb: PathBuf,
    pub initrd: Option<PathBuf>,
    pub cmdline: String,
}

/// Where things were placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    pub entry: u32,
    pub initrd: Option<(u32, u32)>,
    pub dtb: u32,
}

/// Why the guest could not be set up. Each prints as one line.
#[derive(Debug, Error)]
pub enum BootError {
    #[error("cannot read {what} {path}: {error}")]
    Read {
        what: &'static str,
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("{0}: not a zImage or an ELF kernel (no zImage magic at 0x24, no ELF header)")]
    NotAKernel(PathBuf),
    #[error("{path}: {error}")]
    Elf {
        path: PathBuf,
        error: crate::elf::ElfError,
    },
    #[error("{path}: bad device tree: {error}")]
    Dtb { path: PathBuf, error: FdtError },
    #[error("{path}: {message}")]
    DtbPatch { path: PathBuf, message: String },
    #[error("{0}: the device tree's root needs #address-cells and #size-cells of 1 or 2")]
    DtbCells(PathBuf),
    #[error("{path}: truncated zImage: its header says {want} bytes, the file has {have}")]
    TruncatedZimage {
        path: PathBuf,
        want: usize,
        have: usize,
    },
    #[error("{what} ({size} bytes at {addr:#010x}) does not fit in {ram_mib} MiB of RAM; try a larger --memory")]
    DoesNotFit {
        what: &'static str,
        size: usize,
        addr: u32,
        ram_mib: u32,
    },
}

pub(crate) fn read(what: &'static str, path: &Path) -> Result<Vec<u8>, BootError> {
    std::fs::read(path).map_err(|error| BootError::Read {
        what,
        path: path.to_path_buf(),
        error,
    })
}

/// Whether `kernel` starts like a zImage (its magic word at 0x24).
pub(crate) fn is_zimage(kernel: &[u8]) -> bool {
    kernel
        .get(ZIMAGE_MAGIC_OFFSET..ZIMAGE_MAGIC_OFFSET + 4)
        .is_some_and(|m| u32::from_le_bytes([m[0], m[1], m[2], m[3]]) == ZIMAGE_MAGIC)
}

/// A zImage's header gives its start and end addresses (words at 0x28 and 0x2c, Linux's
/// `arch/arm/boot/compressed/head.S`): a file shorter than end - start was cut short and
/// would boot into garbage, so it is refused.
pub(crate) fn check_zimage_length(path: &Path, kernel: &[u8]) -> Result<(), BootError> {
    let word = |at: usize| {
        kernel
            .get(at..at + 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    let (Some(start), Some(end)) = (word(0x28), word(0x2c)) else {
        return Err(BootError::TruncatedZimage {
            path: path.to_path_buf(),
            want: 0x30,
            have: kernel.len(),
        });
    };
    let want = end.wrapping_sub(start) as usize;
    if end > start && kernel.len() < want {
        return Err(BootError::TruncatedZimage {
            path: path.to_path_buf(),
            want,
            have: kernel.len(),
        });
    }
    Ok(())
}

pub(crate) fn place(
    ram: &mut Ram,
    what: &'static str,
    addr: u32,
    data: &[u8],
) -> Result<(), BootError> {
    if ram.load(addr, data) {
        Ok(())
    } else {
        Err(BootError::DoesNotFit {
            what,
            size: data.len(),
            addr,
            ram_mib: ram.size() >> 20,
        })
    }
}

/// Loads kernel, initrd and patched DTB into the Versatile PB's `ram` and sets the entry
/// state in `s`, with the default `/chosen/rng-seed` ([`DEFAULT_RNG_SEED`]).
pub fn load_linux(
    ram: &mut Ram,
    s: &mut CpuState,
    cfg: &LinuxBoot,
) -> Result<Placement, BootError> {
    load_linux_seeded(ram, s, cfg, Some(DEFAULT_RNG_SEED))
}

/// [`load_linux`] with the seed of `/chosen/rng-seed` given: `None` leaves the
/// property out (a seed already in the DTB is removed too), so the guest's random
/// generator starts unseeded, as on QEMU's versatilepb.
pub fn load_linux_seeded(
    ram: &mut Ram,
    s: &mut CpuState,
    cfg: &LinuxBoot,
    rng_seed: Option<u64>,
) -> Result<Placement, BootError> {
    let board = crate::desc::BoardKind::VersatilePb.boot_info();
    load_linux_on(ram, s, cfg, rng_seed, &board, &|_| Ok(()))
}

/// [`load_linux_seeded`] on the board `board` describes, with `patch` applied to the
/// device tree first (the nodes of devices the command line adds, such as `--drive`'s
/// virtio-mmio transport); its error says what the device tree lacks.
pub fn load_linux_on(
    ram: &mut Ram,
    s: &mut CpuState,
    cfg: &LinuxBoot,
    rng_seed: Option<u64>,
    board: &BootInfo,
    patch: &dyn Fn(&mut Fdt) -> Result<(), String>,
) -> Result<Placement, BootError> {
    let kernel = read("kernel", &cfg.kernel)?;
    if is_zimage(&kernel) {
        check_zimage_length(&cfg.kernel, &kernel)?;
    }
    let dtb_bytes = read("device tree", &cfg.dtb)?;
    let initrd = cfg
        .initrd
        .as_deref()
        .map(|p| read("initrd", p))
        .transpose()?;
    let mut fdt = Fdt::parse(&dtb_bytes).map_err(|error| BootError::Dtb {
        path: cfg.dtb.clone(),
        error,
    })?;

    let entry = if kernel.get(..4) == Some(b"\x7fELF") {
        let entry = crate::elf::load_elf(&kernel, ram).map_err(|error| BootError::Elf {
            path: cfg.kernel.clone(),
            error,
        })?;
        elf_entry_physical(&kernel, entry)
    } else if is_zimage(&kernel) {
        let at = board.ram_base + KERNEL_LOAD_ADDR;
        place(ram, "kernel", at, &kernel)?;
        at
    } else {
        return Err(BootError::NotAKernel(cfg.kernel.clone()));
    };

    let ram_size = ram.size();
    let initrd_addr = board.ram_base + (ram_size / 2).min(128 << 20);
    let mut next = initrd_addr;
    let initrd_range = match &initrd {
        Some(data) => {
            place(ram, "initrd", initrd_addr, data)?;
            next = initrd_addr + data.len() as u32;
            Some((initrd_addr, next))
        }
        None => None,
    };
    let dtb_addr = (next + 0xfff) & !0xfff;

    patch(&mut fdt).map_err(|message| BootError::DtbPatch {
        path: cfg.dtb.clone(),
        message,
    })?;
    fdt.root
        .child_mut("memory")
        .set_prop("reg", fdt::cells(&[board.ram_base, ram_size]));
    let chosen = fdt.root.child_mut("chosen");
    chosen.set_prop("bootargs", fdt::string(&cfg.cmdline));
    if let Some((start, end)) = initrd_range {
        chosen.set_prop("linux,initrd-start", fdt::cells(&[start]));
        chosen.set_prop("linux,initrd-end", fdt::cells(&[end]));
    }
    match rng_seed {
        Some(seed) => chosen.set_prop("rng-seed", fdt::rng_seed(seed)),
        None => chosen.props.retain(|(name, _)| name != "rng-seed"),
    }
    place(ram, "device tree", dtb_addr, &fdt.to_bytes())?;

    *s = CpuState::new();
    s.set_mode(Mode::Svc);
    s.r[0] = 0;
    s.r[1] = board.board_id;
    s.r[2] = dtb_addr;
    s.r[15] = entry;
    Ok(Placement {
        entry,
        initrd: initrd_range,
        dtb: dtb_addr,
    })
}

/// A vmlinux's entry point is a virtual address; the kernel is entered with the MMU
/// off, at the physical address its load segment gives it.
fn elf_entry_physical(data: &[u8], entry: u32) -> u32 {
    use object::read::elf::{FileHeader, ProgramHeader};
    let e = object::LittleEndian;
    let Ok(header) = object::elf::FileHeader32::<object::LittleEndian>::parse(data) else {
        return entry;
    };
    let Ok(segments) = header.program_headers(e, data) else {
        return entry;
    };
    for ph in segments {
        let (vaddr, paddr, size) = (ph.p_vaddr(e), ph.p_paddr(e), ph.p_memsz(e));
        if ph.p_type(e) == object::elf::PT_LOAD && entry.wrapping_sub(vaddr) < size {
            return entry - vaddr + paddr;
        }
    }
    entry
}

//! The machine description: one value that says which machine runs (board, CPU,
//! RAM, clock), what it boots (Linux, a bare-metal ELF, or a program on the default
//! guest) and the seed of the guest's random generator. The command line builds it,
//! the trace's recipe records it ([`MachineDesc::recipe_entries`]) and is read back
//! into it ([`MachineDesc::from_recipe`]), and [`MachineDesc::build`] makes the
//! machine, so a boot, a `run` and a replay cannot disagree.
//!
//! Boards and CPUs keep QEMU's spellings (`-M versatilepb`, `-cpu arm926`). Adding a
//! board is one variant of [`BoardKind`] and its arms in the `match`es of its `impl`
//! (its name, CPUs, the programs it runs, and [`BoardKind::make_core`]).

use std::path::PathBuf;
use std::sync::Arc;

use crate::boot::{self, LinuxBoot};
use crate::boot_virt::{self, VirtDtbSource, VirtLinuxBoot};
use crate::drive::Drive;
use crate::machine::{self, ClockKind};
use crate::program::elfdeps::FloatAbi;
use crate::program::GuestFile;
use crate::replay::pids;
use crate::replay::RecipeSpec;
use crate::tracer::Tracer;

/// The board, by QEMU's `-M` name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BoardKind {
    /// ARM Versatile PB (ARM926EJ-S).
    #[value(name = "versatilepb")]
    VersatilePb,
    /// QEMU's `virt` (Cortex-A15): GICv2, generic timer, PL011, PL031, virtio-mmio,
    /// PSCI over HVC, RAM at 0x40000000 (`devices::board::virt`).
    #[value(name = "virt")]
    Virt,
}

/// The CPU, by QEMU's `-cpu` name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum CpuKind {
    /// ARM926EJ-S (ARMv5TE).
    #[value(name = "arm926")]
    Arm926,
    /// Cortex-A15 (ARMv7-A, Thumb-2, VFPv4-D32, no Advanced SIMD) as QEMU's
    /// `-cpu cortex-a15,neon=off`.
    #[value(name = "cortex-a15")]
    CortexA15,
}

/// A board's default guest (built by `guest/build.sh` and `guest/armhf/build.sh`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefaultGuest {
    pub kernel: PathBuf,
    /// `None`: the board generates the device tree.
    pub dtb: Option<PathBuf>,
    pub initrd: PathBuf,
    /// Its user-space files unpacked (symbols).
    pub rootfs: PathBuf,
    /// The kernel command line.
    pub append: String,
}

/// The Versatile PB guest's command line: console on UART0, reboot at once on panic,
/// and a fixed loops-per-jiffy so that no calibration depends on timing.
pub const VERSATILE_APPEND: &str = "console=ttyAMA0 panic=-1 lpj=500000";
/// The virt guest's: the kernel's delay loop counts the generic timer, so it needs no
/// `lpj`; `cryptomgr.notests` skips the crypto self-tests, about 4 s of guest time
/// that change no output.
pub const VIRT_APPEND: &str = "console=ttyAMA0 panic=-1 cryptomgr.notests";

impl BoardKind {
    /// The default guest's files under `out` (the `guest/out` folder).
    pub fn default_guest(self, out: &std::path::Path) -> DefaultGuest {
        match self {
            BoardKind::VersatilePb => DefaultGuest {
                kernel: out.join("zImage"),
                dtb: Some(out.join("goldtrace.dtb")),
                initrd: out.join("initramfs.cpio.gz"),
                rootfs: out.join("rootfs"),
                append: VERSATILE_APPEND.to_string(),
            },
            BoardKind::Virt => {
                let out = out.join("armhf");
                DefaultGuest {
                    kernel: out.join("vmlinuz"),
                    dtb: None,
                    initrd: out.join("initramfs.cpio.gz"),
                    rootfs: out.join("rootfs"),
                    append: VIRT_APPEND.to_string(),
                }
            }
        }
    }

    /// CPU ticks per second of guest time: the ARM926's 200 MHz on the Versatile PB;
    /// on `virt` one tick per nanosecond, the generic timer counting every 16 (QEMU's
    /// 62.5 MHz).
    pub fn tick_hz(self) -> u64 {
        match self {
            BoardKind::VersatilePb => devices::CPU_HZ,
            BoardKind::Virt => devices::board::virt::VIRT_TICK_HZ,
        }
    }

    /// What a Linux boot loader needs to know of the board (QEMU's `arm_boot_info`):
    /// where RAM starts, and the machine number in r1 (the Versatile PB's 387 from
    /// QEMU's versatilepb.c; none on `virt`, whose device tree describes it).
    pub fn boot_info(self) -> boot::BootInfo {
        match self {
            BoardKind::VersatilePb => boot::BootInfo {
                ram_base: 0,
                board_id: 0x183,
            },
            BoardKind::Virt => boot::BootInfo {
                ram_base: devices::board::virt::RAM_BASE,
                board_id: boot_virt::NO_MACHINE,
            },
        }
    }

    /// QEMU's name.
    pub fn name(self) -> &'static str {
        match self {
            BoardKind::VersatilePb => "versatilepb",
            BoardKind::Virt => "virt",
        }
    }

    /// The CPU the board has unless told otherwise, and those it takes.
    pub fn cpus(self) -> &'static [CpuKind] {
        match self {
            BoardKind::VersatilePb => &[CpuKind::Arm926],
            BoardKind::Virt => &[CpuKind::CortexA15],
        }
    }

    /// The board `goldtrace run` boots for a Linux program of float ABI `float` when
    /// `--machine` is not given.
    pub fn for_program(float: FloatAbi) -> anyhow::Result<BoardKind> {
        match float {
            FloatAbi::Soft => Ok(BoardKind::VersatilePb),
            FloatAbi::Hard => Ok(BoardKind::Virt),
        }
    }

    /// Whether the board runs Linux programs of float ABI `float`.
    pub fn runs(self, float: FloatAbi) -> bool {
        match self {
            BoardKind::VersatilePb => float == FloatAbi::Soft,
            // The armhf guest's busybox and C library: an armel program would need
            // its own loader and libraries (the Cortex-A15 runs its code).
            BoardKind::Virt => float == FloatAbi::Hard,
        }
    }

    /// Creates the board's core and devices (nothing loaded).
    fn make_core(
        self,
        desc: &MachineDesc,
        console: Box<dyn std::io::Write + Send>,
        guest_errors: bool,
        trace: Option<Box<dyn devices::goldfish_trace::TraceEvents + Send>>,
    ) -> anyhow::Result<arm::Core> {
        match self {
            BoardKind::VersatilePb if desc.drives.is_empty() => Ok(machine::make_core(
                desc.memory_mib,
                desc.clock,
                console,
                guest_errors,
                trace,
            )?),
            BoardKind::VersatilePb => {
                // With a disk: the board gains its virtio-mmio transport.
                use devices::board::{Board, BoardConfig};
                let disk = desc.drives.first().map(Drive::open).transpose()?;
                let board = Board::new(BoardConfig {
                    console: Some(console),
                    clock: desc.clock.device_clock(),
                    guest_errors,
                    trace,
                    disk,
                    ..BoardConfig::default()
                });
                let ram = arm::Ram::new(desc.memory_mib << 20)?;
                Ok(arm::Core::new(ram, Box::new(board)))
            }
            BoardKind::Virt => {
                use devices::board::virt::{VirtBoard, VirtConfig, RAM_BASE};
                let disks = desc
                    .drives
                    .iter()
                    .map(Drive::open)
                    .collect::<Result<_, _>>()?;
                let ram = arm::Ram::new_at(RAM_BASE, desc.memory_mib << 20)?;
                let mut board = VirtBoard::new(VirtConfig {
                    console: Some(console),
                    clock: desc.clock.device_clock(),
                    guest_errors,
                    trace,
                    disks,
                    ..VirtConfig::default()
                });
                if let Boot::Program { .. } = desc.boot {
                    // Where `run`'s /init reports the program's state (see
                    // crate::program::init); only for `run`, so a boot is as before.
                    use devices::goldfish_trace::status::{ProgramStatus, SIZE, VIRT_BASE};
                    board
                        .mmio()
                        .add("program-status", VIRT_BASE, SIZE, ProgramStatus::new());
                }
                Ok(arm::Core::new(ram, Box::new(board)))
            }
        }
    }

    /// Checks the facts a recipe records of its machine (`tick-hz`, `ram-base`; absent in
    /// older recipes) against this board's: a replay must not run another board.
    fn check_facts(self, spec: &RecipeSpec) -> anyhow::Result<()> {
        if let Some(hz) = spec.tick_hz.filter(|&hz| hz != self.tick_hz()) {
            anyhow::bail!(
                "the recipe's tick-hz {hz} is not the {} board's {}: it was recorded on another board",
                self.name(),
                self.tick_hz()
            );
        }
        let ram_base = self.boot_info().ram_base;
        if let Some(base) = spec.ram_base.filter(|&b| b != ram_base) {
            anyhow::bail!(
                "the recipe's ram-base {base:#x} is not the {} board's {ram_base:#x}: it was recorded on another board",
                self.name()
            );
        }
        Ok(())
    }

    fn parse(name: &str) -> anyhow::Result<BoardKind> {
        <BoardKind as clap::ValueEnum>::from_str(name, false)
            .map_err(|_| anyhow::anyhow!("unknown machine {name:?}"))
    }
}

impl CpuKind {
    /// QEMU's name.
    pub fn name(self) -> &'static str {
        match self {
            CpuKind::Arm926 => "arm926",
            CpuKind::CortexA15 => "cortex-a15",
        }
    }

    /// The engines' model of this CPU.
    pub fn model(self) -> &'static arm::cpu_model::CpuModel {
        match self {
            CpuKind::Arm926 => &arm::cpu_model::ARM926,
            CpuKind::CortexA15 => &arm::cpu_model::CORTEX_A15,
        }
    }

    fn parse(name: &str) -> anyhow::Result<CpuKind> {
        <CpuKind as clap::ValueEnum>::from_str(name, false)
            .map_err(|_| anyhow::anyhow!("unknown cpu {name:?}"))
    }
}

/// What the machine boots.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Boot {
    /// A Linux kernel with its device tree, initrd and command line.
    Linux(LinuxImage),
    /// A bare-metal ELF, entered as QEMU's `-kernel prog.elf`.
    Bare { elf: PathBuf },
    /// `goldtrace run`: Linux with an initramfs made for one program.
    Program {
        linux: LinuxImage,
        /// The program's path in the guest.
        program: String,
        /// The host files put into the initramfs.
        files: Vec<GuestFile>,
    },
}

/// The files and command line of a Linux boot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinuxImage {
    pub kernel: PathBuf,
    /// `None`: the board generates its device tree (`virt`, as QEMU does).
    pub dtb: Option<PathBuf>,
    pub initrd: Option<PathBuf>,
    pub append: String,
}

/// A machine and what it boots.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MachineDesc {
    pub board: BoardKind,
    pub cpu: CpuKind,
    pub memory_mib: u32,
    pub clock: ClockKind,
    pub boot: Boot,
    /// `None`: no `/chosen/rng-seed` (Linux boots only).
    pub rng_seed: Option<u64>,
    /// `--drive` disks, in QEMU's order (on `virt` the first in virtio-mmio slot 31;
    /// the versatilepb board takes one).
    pub drives: Vec<Drive>,
}

impl Boot {
    /// The Linux files, for the two kinds of boot that have them.
    pub fn linux(&self) -> Option<&LinuxImage> {
        match self {
            Boot::Linux(l) | Boot::Program { linux: l, .. } => Some(l),
            Boot::Bare { .. } => None,
        }
    }
}

impl MachineDesc {
    /// Checks that the CPU is one the board takes.
    pub fn check(&self) -> anyhow::Result<()> {
        if let (BoardKind::VersatilePb, Some(l)) = (self.board, self.boot.linux()) {
            if l.dtb.is_none() {
                anyhow::bail!("the versatilepb board needs a device tree (--dtb)");
            }
        }
        if self.board == BoardKind::VersatilePb && !(16..=1024).contains(&self.memory_mib) {
            anyhow::bail!("--memory {}M is outside 16M..=1024M", self.memory_mib);
        }
        if self.board == BoardKind::Virt && !(64..=3072).contains(&self.memory_mib) {
            anyhow::bail!(
                "--memory {}M: the virt board takes 64M to 3072M (RAM at 0x40000000, no LPAE)",
                self.memory_mib
            );
        }
        if self.board == BoardKind::VersatilePb && self.drives.len() > 1 {
            anyhow::bail!("--drive: the versatilepb board has one virtio-mmio transport");
        }
        let slots = devices::board::virt::VIRTIO_SLOTS as usize;
        if self.drives.len() > slots {
            anyhow::bail!("--drive: the virt board has {slots} virtio-mmio slots");
        }
        if !self.board.cpus().contains(&self.cpu) {
            let names: Vec<&str> = self.board.cpus().iter().map(|c| c.name()).collect();
            anyhow::bail!(
                "--cpu {}: the {} board takes {}",
                self.cpu.name(),
                self.board.name(),
                names.join(", ")
            );
        }
        Ok(())
    }

    /// The recipe's lines for this description: options (`key`, value) and the files
    /// booted (`key`, path; the recipe adds their hashes).
    #[allow(
        clippy::type_complexity,
        reason = "two lists of pairs, named by the doc"
    )]
    pub fn recipe_entries(&self) -> (Vec<(&'static str, String)>, Vec<(&'static str, PathBuf)>) {
        let mut lines = vec![
            ("machine", self.board.name().to_string()),
            ("cpu", self.cpu.name().to_string()),
            // The board's facts, for readers that do not know the boards (qtools);
            // checked against the machine when read back.
            ("tick-hz", self.board.tick_hz().to_string()),
            (
                "ram-base",
                format!("{:#010x}", self.board.boot_info().ram_base),
            ),
            ("memory", self.memory_mib.to_string()),
            ("clock", format!("{:?}", self.clock).to_lowercase()),
            (
                "rng-seed",
                self.rng_seed
                    .map_or_else(|| "none".to_string(), |n| n.to_string()),
            ),
        ];
        let mut files = Vec::new();
        match &self.boot {
            Boot::Bare { elf } => files.push(("bios", elf.clone())),
            Boot::Linux(l) | Boot::Program { linux: l, .. } => {
                lines.push(("append", l.append.clone()));
                files.push(("kernel", l.kernel.clone()));
                if let Some(dtb) = &l.dtb {
                    files.push(("dtb", dtb.clone()));
                }
                if let Some(i) = &l.initrd {
                    files.push(("initrd", i.clone()));
                }
            }
        }
        if let Boot::Program {
            program,
            files: put,
            ..
        } = &self.boot
        {
            lines.push(("program", program.clone()));
            for f in put {
                lines.push(("guest-file", format!("{}\t{}", f.guest, f.host.display())));
            }
        }
        // Recorded runs write to an overlay only (`snapshot=off` is refused with a trace).
        files.extend(self.drives.iter().map(|d| ("drive", d.file.clone())));
        (lines, files)
    }

    /// The description a recipe records.
    pub fn from_recipe(spec: &RecipeSpec) -> anyhow::Result<MachineDesc> {
        let board = match &spec.machine {
            Some(name) => BoardKind::parse(name)?,
            None => BoardKind::VersatilePb,
        };
        board.check_facts(spec)?;
        let cpu = match &spec.cpu {
            Some(name) => CpuKind::parse(name)?,
            None => board.cpus()[0],
        };
        let path = |key: &str| spec.file(key).map(|f| f.path.clone());
        let boot = match path("bios") {
            Some(elf) => Boot::Bare { elf },
            None => {
                let linux = LinuxImage {
                    kernel: path("kernel")
                        .ok_or_else(|| anyhow::anyhow!("the recipe has no kernel"))?,
                    dtb: path("dtb"),
                    initrd: path("initrd"),
                    append: spec.append.clone().unwrap_or_default(),
                };
                match &spec.program {
                    Some(program) => Boot::Program {
                        linux,
                        program: program.clone(),
                        files: spec
                            .guest_files
                            .iter()
                            .map(|(guest, host)| GuestFile {
                                guest: guest.clone(),
                                host: host.clone(),
                            })
                            .collect(),
                    },
                    None => Boot::Linux(linux),
                }
            }
        };
        let desc = MachineDesc {
            board,
            cpu,
            memory_mib: spec.memory,
            clock: spec.clock,
            boot,
            rng_seed: spec.rng_seed,
            drives: spec
                .files
                .iter()
                .filter(|f| f.key == "drive")
                .map(|f| Drive::recorded(&f.path))
                .collect(),
        };
        desc.check()?;
        Ok(desc)
    }

    /// Builds the machine: the board with its RAM, reporting to `tracer` (and the
    /// thread switches to `threads`), and the guest loaded.
    pub fn build(
        &self,
        console: Box<dyn std::io::Write + Send>,
        guest_errors: bool,
        tracer: Option<&Tracer>,
        threads: Option<Arc<pids::Threads>>,
    ) -> anyhow::Result<arm::Core> {
        self.check()?;
        let device = tracer.map(Tracer::device_handle).map(|d| match threads {
            Some(t) => Box::new(pids::Watch::new(d, t)) as Box<_>,
            None => d,
        });
        let mut core = self.board.make_core(self, console, guest_errors, device)?;
        core.set_model(self.cpu.model());
        core.tracer = tracer.map(Tracer::core_handle);
        match &self.boot {
            Boot::Bare { elf } => {
                let data = std::fs::read(elf)
                    .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", elf.display()))?;
                let entry = crate::elf::load_elf(&data, &mut core.ram)
                    .map_err(|e| anyhow::anyhow!("{}: {e}", elf.display()))?;
                core.s
                    .set_cpsr(crate::bios::RESET_CPSR | if entry & 1 != 0 { 0x20 } else { 0 });
                core.s.r[15] = entry & !1;
            }
            Boot::Linux(l) | Boot::Program { linux: l, .. } => match self.board {
                BoardKind::VersatilePb => {
                    let cfg = LinuxBoot {
                        kernel: l.kernel.clone(),
                        dtb: l.dtb.clone().unwrap_or_default(),
                        initrd: l.initrd.clone(),
                        cmdline: l.append.clone(),
                    };
                    let board = self.board.boot_info();
                    let patch = |fdt: &mut crate::fdt::Fdt| match self.drives.is_empty() {
                        true => Ok(()),
                        false => crate::drive::add_vpb_virtio_node(fdt),
                    };
                    boot::load_linux_on(
                        &mut core.ram,
                        &mut core.s,
                        &cfg,
                        self.rng_seed,
                        &board,
                        &patch,
                    )?;
                }
                BoardKind::Virt => {
                    let dtb = match &l.dtb {
                        Some(path) => VirtDtbSource::File(path.clone()),
                        None => VirtDtbSource::Generate {
                            trace: tracer.is_some(),
                            virtio_slots: devices::board::virt::VIRTIO_SLOTS,
                        },
                    };
                    let cfg = VirtLinuxBoot {
                        kernel: l.kernel.clone(),
                        initrd: l.initrd.clone(),
                        dtb,
                        cmdline: l.append.clone(),
                        rng_seed: self.rng_seed,
                    };
                    boot_virt::load_linux_virt(&mut core.ram, &mut core.s, &cfg)?;
                }
            },
        }
        Ok(core)
    }

    /// The ELF files whose symbols name the run's functions: the bare-metal ELF, or the
    /// kernel (if it is an ELF) and `vmlinux` beside it.
    pub fn symbol_files(&self) -> Vec<PathBuf> {
        match &self.boot {
            Boot::Bare { elf } => vec![elf.clone()],
            Boot::Linux(l) | Boot::Program { linux: l, .. } => {
                vec![l.kernel.clone(), l.kernel.with_file_name("vmlinux")]
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn program_desc() -> MachineDesc {
        MachineDesc {
            board: BoardKind::VersatilePb,
            cpu: CpuKind::Arm926,
            memory_mib: 64,
            clock: ClockKind::Virtual,
            boot: Boot::Program {
                linux: LinuxImage {
                    kernel: "/k/zImage".into(),
                    dtb: Some("/k/x.dtb".into()),
                    initrd: Some("/t/initramfs.cpio".into()),
                    append: "console=ttyAMA0  quiet".into(),
                },
                program: "/usr/local/bin/hello".into(),
                files: vec![GuestFile {
                    guest: "/lib/libc.so.6".into(),
                    host: "/usr/arm-linux-gnueabi/lib/libc.so.6".into(),
                }],
            },
            rng_seed: None,
            drives: Vec::new(),
        }
    }

    /// The recipe text of `desc`, with made-up hashes for its files.
    fn recipe_text(desc: &MachineDesc) -> String {
        let (lines, files) = desc.recipe_entries();
        let mut text = String::from("goldtrace-recipe: 1\n");
        for (k, v) in lines {
            text.push_str(&format!("{k}: {v}\n"));
        }
        for (k, p) in files {
            text.push_str(&format!(
                "{k}: {} sha256={}\n",
                p.display(),
                "ab".repeat(32)
            ));
        }
        text
    }

    #[test]
    fn the_recipe_gives_back_the_description() {
        let desc = program_desc();
        let spec = crate::replay::recipe::parse(&recipe_text(&desc)).unwrap();
        assert_eq!(MachineDesc::from_recipe(&spec).unwrap(), desc);
        let bare = MachineDesc {
            boot: Boot::Bare {
                elf: "/b/prog.elf".into(),
            },
            rng_seed: Some(7),
            clock: ClockKind::Host,
            ..desc
        };
        let spec = crate::replay::recipe::parse(&recipe_text(&bare)).unwrap();
        assert_eq!(MachineDesc::from_recipe(&spec).unwrap(), bare);
    }

    #[test]
    fn drives_go_through_the_recipe() {
        let drives = vec![
            Drive::recorded("/i/a.img".as_ref()),
            Drive::recorded("/i/b.img".as_ref()),
        ];
        let virt = MachineDesc {
            board: BoardKind::Virt,
            cpu: CpuKind::CortexA15,
            boot: Boot::Linux(LinuxImage {
                kernel: "/k/vmlinuz".into(),
                dtb: None,
                initrd: None,
                append: "root=/dev/vda".into(),
            }),
            drives: drives.clone(),
            ..program_desc()
        };
        let text = recipe_text(&virt);
        assert!(text.contains("drive: /i/a.img sha256="), "{text}");
        let spec = crate::replay::recipe::parse(&text).unwrap();
        assert_eq!(MachineDesc::from_recipe(&spec).unwrap(), virt);
        // Without drives the recipe has no drive line.
        assert!(!recipe_text(&program_desc()).contains("drive"));
        let vpb = MachineDesc {
            drives: drives[..1].to_vec(),
            ..program_desc()
        };
        let spec = crate::replay::recipe::parse(&recipe_text(&vpb)).unwrap();
        assert_eq!(MachineDesc::from_recipe(&spec).unwrap(), vpb);
        let e = MachineDesc {
            drives,
            ..program_desc()
        }
        .check()
        .unwrap_err();
        assert!(
            e.to_string()
                .contains("versatilepb board has one virtio-mmio transport"),
            "{e}"
        );
    }

    #[test]
    fn programs_pick_their_board() {
        assert_eq!(
            BoardKind::for_program(FloatAbi::Soft).unwrap(),
            BoardKind::VersatilePb
        );
        assert_eq!(
            BoardKind::for_program(FloatAbi::Hard).unwrap(),
            BoardKind::Virt
        );
        assert!(BoardKind::VersatilePb.runs(FloatAbi::Soft));
        assert!(!BoardKind::VersatilePb.runs(FloatAbi::Hard));
        assert!(!BoardKind::Virt.runs(FloatAbi::Soft));
        assert!(BoardKind::Virt.runs(FloatAbi::Hard));
    }

    #[test]
    fn old_recipes_are_the_versatile_pb() {
        let text = recipe_text(&program_desc())
            .replace("machine: versatilepb\n", "")
            .replace("cpu: arm926\n", "");
        let spec = crate::replay::recipe::parse(&text).unwrap();
        let desc = MachineDesc::from_recipe(&spec).unwrap();
        assert_eq!(
            (desc.board, desc.cpu),
            (BoardKind::VersatilePb, CpuKind::Arm926)
        );
        let other = recipe_text(&program_desc()).replace("versatilepb", "sabrelite");
        let spec = crate::replay::recipe::parse(&other).unwrap();
        let e = MachineDesc::from_recipe(&spec).unwrap_err().to_string();
        assert_eq!(e, "unknown machine \"sabrelite\"");
        // A known board with a CPU it does not take.
        let wrong = recipe_text(&program_desc()).replace("machine: versatilepb", "machine: virt");
        let spec = crate::replay::recipe::parse(&wrong).unwrap();
        assert!(MachineDesc::from_recipe(&spec).is_err());
    }

    #[test]
    fn the_recipe_records_the_boards_facts_and_they_must_agree() {
        let text = recipe_text(&program_desc());
        assert!(
            text.contains("tick-hz: 200000000\nram-base: 0x00000000\n"),
            "{text}"
        );
        let virt = MachineDesc {
            board: BoardKind::Virt,
            cpu: CpuKind::CortexA15,
            ..program_desc()
        };
        let text = recipe_text(&virt);
        assert!(
            text.contains("tick-hz: 1000000000\nram-base: 0x40000000\n"),
            "{text}"
        );
        let spec = crate::replay::recipe::parse(&text).unwrap();
        assert_eq!(MachineDesc::from_recipe(&spec).unwrap(), virt);
        // A recipe whose facts are another board's is refused with one line.
        let other_clock = text.replace("tick-hz: 1000000000", "tick-hz: 200000000");
        let spec = crate::replay::recipe::parse(&other_clock).unwrap();
        let e = MachineDesc::from_recipe(&spec).unwrap_err().to_string();
        assert_eq!(
            e,
            "the recipe's tick-hz 200000000 is not the virt board's 1000000000: \
             it was recorded on another board"
        );
        let other_ram = text.replace("ram-base: 0x40000000", "ram-base: 0x00000000");
        let spec = crate::replay::recipe::parse(&other_ram).unwrap();
        let e = MachineDesc::from_recipe(&spec).unwrap_err().to_string();
        assert_eq!(
            e,
            "the recipe's ram-base 0x0 is not the virt board's 0x40000000: \
             it was recorded on another board"
        );
        assert!(!e.contains('\n'));
        // Without the facts (recipes written before they were recorded) it still reads.
        let old = text
            .replace("tick-hz: 1000000000\n", "")
            .replace("ram-base: 0x40000000\n", "");
        let spec = crate::replay::recipe::parse(&old).unwrap();
        assert_eq!(MachineDesc::from_recipe(&spec).unwrap(), virt);
    }
}

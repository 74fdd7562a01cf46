//! Shared code of the benchmarks: where the bare-metal benchmark programs live, and an
//! instruction-counting run of one of them (the interpreter, block by block) that
//! gives criterion the number of guest instructions a run executes.
#![forbid(unsafe_code)]

use std::path::{Path, PathBuf};

use arm::run::{self, Engine, Exit, Interpreter, Stop};
use arm::Core;
use goldtrace::machine::{self, CapturedConsole, ClockKind};

/// The bare-metal compute programs in `tests/bare/` (see its README): an integer loop,
/// a memory-heavy loop and a Thumb loop. Each prints one checksum line and resets.
pub const BARE_PROGRAMS: [&str; 3] = ["crc32", "memsort", "sieve_thumb"];

/// The ARMv7-A bare-metal programs in `tests/bare/`: gcc's Thumb-2 and VFP code, run
/// on the bare `virt` board (the Cortex-A15). Each prints checksum lines and powers off.
pub const BARE_V7_PROGRAMS: [&str; 1] = ["v7_loops"];

/// A bound on a bare-metal run: the programs need well under 10^8 ticks.
pub const BARE_MAX_TICKS: u64 = 2_000_000_000;

/// `tests/bare/` of the workspace.
pub fn bare_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("tests")
        .join("bare")
}

/// The ELF of bare program `name`.
pub fn bare_elf(name: &str) -> PathBuf {
    bare_dir().join(format!("{name}.elf"))
}

/// A run of a bare program with its guest instructions counted.
#[derive(Debug)]
pub struct Counted {
    /// Everything the program wrote to UART0.
    pub serial: Vec<u8>,
    pub stop: Stop,
    pub ticks: u64,
    /// Guest instructions executed (including those whose condition failed).
    pub insns: u64,
}

/// The interpreter, counting the instructions of every block it runs. A block that
/// an exception cuts short would be counted whole; the bare programs take none.
struct Counting {
    interp: Interpreter,
    insns: u64,
}

impl Engine for Counting {
    fn run_blocks(&mut self, core: &mut Core) -> Exit {
        // `lookup` caches the block, so `step_block` finds the same one.
        if let Some((block, _)) = self.interp.lookup(core) {
            if !run::is_self_loop(&block) {
                self.insns += block.insns.len() as u64;
            }
        }
        self.interp.run_blocks(core)
    }

    fn flush(&mut self, core: &mut Core) {
        self.interp.flush(core);
    }
}

/// Why a counted run could not start.
#[derive(Debug)]
pub enum CountError {
    Io(std::io::Error),
    Elf(goldtrace::elf::ElfError),
}

impl std::fmt::Display for CountError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CountError::Io(e) => write!(f, "{e}"),
            CountError::Elf(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for CountError {}

/// Runs the bare-metal ELF `elf` on the full Versatile PB board with the
/// interpreter, from the reset state `goldtrace --bios` uses, counting the guest
/// instructions it executes, for at most `max_ticks`.
pub fn count_instructions(elf: &[u8], max_ticks: u64) -> Result<Counted, CountError> {
    let console = CapturedConsole::default();
    let mut core = machine::make_core(
        goldtrace::bios::RAM_SIZE >> 20,
        ClockKind::Virtual,
        Box::new(console.clone()),
        false,
        None,
    )
    .map_err(CountError::Io)?;
    let entry = goldtrace::elf::load_elf(elf, &mut core.ram).map_err(CountError::Elf)?;
    core.s
        .set_cpsr(goldtrace::bios::RESET_CPSR | if entry & 1 != 0 { 0x20 } else { 0 });
    core.s.r[15] = entry & !1;
    let mut engine = Counting {
        interp: Interpreter::new(),
        insns: 0,
    };
    let stop = run::run_engine(&mut engine, &mut core, max_ticks);
    let serial = console.contents();
    Ok(Counted {
        serial,
        stop,
        ticks: core.ticks,
        insns: engine.insns,
    })
}

/// [`count_instructions`] for an ARMv7-A program, on the bare `virt` board of
/// `goldtrace::bios` (the Cortex-A15).
pub fn count_instructions_v7(elf: &[u8], max_ticks: u64) -> Result<Counted, CountError> {
    let (mut core, serial) = goldtrace::bios::bare_core(goldtrace::bios::BareBoard::Virt, elf)
        .map_err(CountError::Elf)?;
    let mut engine = Counting {
        interp: Interpreter::new(),
        insns: 0,
    };
    let stop = run::run_engine(&mut engine, &mut core, max_ticks);
    let serial = serial.borrow().clone();
    Ok(Counted {
        serial,
        stop,
        ticks: core.ticks,
        insns: engine.insns,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use arm::SystemRequest;

    /// The CRC-32 program's instruction count follows from its source: 6 per fill
    /// word, 20 per byte per pass, 4 per pass, plus a short start-up and printout.
    #[test]
    fn counts_match_the_crc32_program_analytically() {
        let elf = std::fs::read(bare_elf("crc32")).unwrap();
        let c = count_instructions(&elf, BARE_MAX_TICKS).unwrap();
        assert_eq!(c.stop, Stop::Request(SystemRequest::Reset));
        let expected = std::fs::read(bare_dir().join("crc32.expected")).unwrap();
        assert_eq!(c.serial, expected);
        let loops: u64 = 6 * (65536 / 4) + 8 * (20 * 65536 + 4);
        assert!(c.insns > loops, "{} <= {loops}", c.insns);
        // Start-up, the CRC's set-up and printing 15 characters: a few hundred.
        assert!(c.insns - loops < 1000, "{} - {loops}", c.insns);
        // Every instruction costs at least one tick.
        assert!(c.ticks >= c.insns);
    }

    /// The ARMv7 loops run to PSCI SYSTEM_OFF with QEMU's output, and every
    /// instruction costs at least one tick.
    #[test]
    fn v7_loops_are_counted_to_power_off() {
        let elf = std::fs::read(bare_elf("v7_loops")).unwrap();
        let c = count_instructions_v7(&elf, BARE_MAX_TICKS).unwrap();
        assert_eq!(c.stop, Stop::Request(SystemRequest::PowerOff));
        let expected = std::fs::read(bare_dir().join("v7_loops.expected")).unwrap();
        assert_eq!(c.serial, expected);
        assert!(c.insns > 1_000_000 && c.ticks >= c.insns, "{c:?}");
    }

    #[test]
    fn a_bad_elf_is_an_error() {
        assert!(count_instructions(b"not an elf", 1000).is_err());
    }
}

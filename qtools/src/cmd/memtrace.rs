//! `memtrace-dump` and `cachesim`: the memory-reference trace as text, and fed to the cache
//! simulator.

use std::fs::File;
use std::io::Write;
use std::path::Path;

use anyhow::{Context, Result};
use isa::arch::Profile;
use tracefmt::memtrace::{MemRef, MemtraceReader, VERSION_2};

use crate::cachesim::{self, Functions, HierarchyConfig, ReportOptions, Simulator};
use crate::disasm::Disasm;
use crate::model::Model;
use crate::Session;

fn open(path: &Path) -> Result<File> {
    File::open(path).with_context(|| format!("{}", path.display()))
}

/// The disassembly of a fetch of a version 3 file, written for a CPU with Thumb-2: as the
/// ARMv7-A profile decodes it, a 32-bit Thumb-2 instruction from its halfwords
/// `first << 16 | second`. Its encoding as objdump prints it beside.
fn insn_v7(pc: u32, size: u8, encoding: u32, thumb: bool) -> (String, String) {
    let v7 = Profile::ARMV7A;
    match (thumb, size) {
        (false, _) => (
            format!("{encoding:08x}"),
            isa::disasm::arm_on(v7, encoding, pc).to_string(),
        ),
        (true, 2) => (
            format!("    {encoding:04x}"),
            isa::disasm::thumb_on(v7, encoding as u16, 0, pc)
                .0
                .to_string(),
        ),
        (true, _) => (
            format!("{:04x} {:04x}", encoding >> 16, encoding & 0xFFFF),
            isa::disasm::thumb_on(v7, (encoding >> 16) as u16, encoding as u16, pc)
                .0
                .to_string(),
        ),
    }
}

/// `memtrace-dump`: one line per record, numbered from 0: fetches with their physical address,
/// size, encoding and disassembly; data accesses with both addresses, size and the PC that made
/// them; markers with their tick. A version 2 file is disassembled for the ARM926 (ARMv5TE),
/// whose Thumb BL/BLX halves are two fetches; a version 3 file for ARMv7-A, whose 32-bit
/// Thumb-2 instructions are one fetch each (`docs/memtrace-format.md`).
pub fn memtrace_dump(path: &Path, out: &mut dyn Write) -> Result<()> {
    let reader = MemtraceReader::new(open(path)?).with_context(|| path.display().to_string())?;
    let v5 = reader.version() == VERSION_2;
    let dis = Disasm::new();
    // The last fetch, when it was the first half of a Thumb BL/BLX: (pc, halfword).
    let mut bl_prefix: Option<(u32, u16)> = None;
    for (i, r) in reader.enumerate() {
        let r = r.with_context(|| path.display().to_string())?;
        write!(out, "{i:>10}  ")?;
        match r {
            MemRef::Fetch {
                pc,
                paddr,
                size,
                encoding,
                thumb,
            } if !v5 => {
                let (enc, text) = insn_v7(pc, size, encoding, thumb);
                writeln!(
                    out,
                    "ifetch     {size} {pc:08x} pa {paddr:08x}  {enc}  {text}"
                )?
            }
            MemRef::Fetch {
                pc,
                paddr,
                size,
                encoding,
                thumb,
            } => {
                let enc = if thumb {
                    format!("    {encoding:04x}")
                } else {
                    format!("{encoding:08x}")
                };
                let hw = encoding as u16;
                let text = match bl_prefix.take() {
                    Some((at, first)) if thumb && at.wrapping_add(2) == pc => dis
                        .thumb_bl_pair(first, hw, at)
                        .map(|t| format!("(second half of {t})")),
                    _ => None,
                };
                let text = match text {
                    Some(t) => t,
                    None if thumb && Disasm::is_thumb_bl_prefix(hw) => {
                        bl_prefix = Some((pc, hw));
                        "(first half of bl/blx)".to_string()
                    }
                    None => dis.insn(thumb, encoding, pc),
                };
                writeln!(
                    out,
                    "ifetch     {size} {pc:08x} pa {paddr:08x}  {enc}  {text}"
                )?
            }
            MemRef::Read {
                pc,
                vaddr,
                paddr,
                size,
            } => writeln!(
                out,
                "read     {size:>3} {vaddr:08x} pa {paddr:08x}  by {pc:08x}"
            )?,
            MemRef::Write {
                pc,
                vaddr,
                paddr,
                size,
            } => writeln!(
                out,
                "write    {size:>3} {vaddr:08x} pa {paddr:08x}  by {pc:08x}"
            )?,
            MemRef::Switch { tick, pid } => writeln!(out, "switch     tick {tick} pid {pid}")?,
            MemRef::Exception { tick, pc, vector } => writeln!(
                out,
                "exception  tick {tick} pc {pc:08x} vector {vector:08x}"
            )?,
            MemRef::Syscall { tick, number } => {
                writeln!(out, "syscall    tick {tick} number {number}")?
            }
            MemRef::Tick { tick } => writeln!(out, "tick       tick {tick}")?,
        }
    }
    Ok(())
}

/// Where `cachesim` finds function names.
#[derive(Debug, Clone, Copy, Default)]
pub enum SymbolSource<'a> {
    /// None: no per-function report.
    #[default]
    None,
    /// The block trace the memory trace was replayed from, with its symbol options: its pid
    /// events keep the processes' mappings, so user code resolves too.
    Trace(&'a Session),
    /// A kernel ELF alone: kernel addresses resolve, user addresses are `(unknown)`.
    Kernel(&'a Path),
}

/// `cachesim`: simulates the caches of `cfg` on the memory trace at `path` and writes the report.
/// Functions are reported when `symbols` names a trace or a kernel.
pub fn cachesim(
    path: &Path,
    cfg: &HierarchyConfig,
    flush_on_switch: bool,
    symbols: &SymbolSource<'_>,
    report: &ReportOptions,
    out: &mut dyn Write,
) -> Result<()> {
    let functions = match *symbols {
        SymbolSource::None => None,
        SymbolSource::Trace(s) => Some(Functions::new(s.model(), Some(&s.reader))?),
        SymbolSource::Kernel(elf) => {
            let model = Model::new(Some(elf), Path::new("/nonexistent"));
            for w in &model.warnings {
                eprintln!("qtools: warning: {w}");
            }
            Some(Functions::new(model, None)?)
        }
    };
    let mut sim = Simulator::new(cfg, functions, flush_on_switch);
    cachesim::simulate(open(path)?, &mut sim).with_context(|| path.display().to_string())?;
    cachesim::write_report(&sim, report, out)
}

//! `--engine lockstep`: every block runs on the interpreter and then on the JIT from
//! the same state, and the two results are compared.
//!
//! The interpreter goes first and does the real device I/O through a recording bus;
//! its RAM writes are logged and undone, the state is restored, and the JIT runs the
//! block again against a bus that replays the recorded reads and checks that it makes
//! the same writes. Then registers, flags, banked registers, CP15 state, ticks and the
//! RAM written are compared; the first difference is reported with the block's guest
//! disassembly, both register sets side by side and the JIT's host code.

use std::collections::HashMap;

use arm::core::BusLog;
use arm::mmu::Mmu;
use arm::run::{Engine, Exit, Interpreter};
use arm::tlb::Tlb;
use arm::{AccessSize, Core};

use crate::disasm;
use crate::divergence::{register_table, Snapshot};

/// The lockstep engine.
pub struct Lockstep {
    interp: Interpreter,
    jit: jit::Jit,
    /// A copy of the TLB as it was at the start of the block, kept up to date only when
    /// a block changed the TLB (`Tlb::changes`): copying its ~100 KiB for every block
    /// was nine tenths of lockstep's time.
    tlb_at_start: Option<Box<Tlb>>,
    /// Blocks compared so far.
    pub blocks: u64,
}

impl std::fmt::Debug for Lockstep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Lockstep({} blocks compared)", self.blocks)
    }
}

impl Lockstep {
    pub fn new() -> std::io::Result<Lockstep> {
        Ok(Lockstep {
            interp: Interpreter::new(),
            jit: jit::Jit::without_recording()?,
            tlb_at_start: None,
            blocks: 0,
        })
    }

    /// Makes `tlb_at_start` equal to the TLB now, copying it only if it changed.
    fn keep_tlb(&mut self, tlb: &Tlb) {
        match &mut self.tlb_at_start {
            Some(kept) if kept.changes == tlb.changes => {}
            Some(kept) => (**kept).clone_from(tlb),
            None => self.tlb_at_start = Some(Box::new(tlb.clone())),
        }
    }
}

impl Engine for Lockstep {
    fn run_blocks(&mut self, core: &mut Core) -> Exit {
        let before = Snapshot::of(core);
        // The MMU's state: its registers copied, its TLB kept aside (`keep_tlb`).
        let Mmu { tlb, regs, v7 } = &core.mmu;
        let (regs_before, v7_before) = (regs.clone(), v7.clone());
        self.keep_tlb(tlb);
        let (lines, next_check) = (core.lines, core.next_check);
        let pc = core.s.r[15];
        let thumb = core.s.thumb();

        // 1. The interpreter, with real I/O, recorded.
        core.bus_log = BusLog::Record(Vec::new());
        core.ram_log = Some(Vec::new());
        let exit_i = self.interp.step_block(core);
        let ram_log = core.ram_log.take().unwrap_or_default();
        let mut dirty = core.take_dirty_code();
        let after_i = Snapshot::of(core);
        let next_check_i = core.next_check;
        let log = match std::mem::take(&mut core.bus_log) {
            BusLog::Record(log) => log,
            _ => Vec::new(),
        };

        // 2. Undo RAM writes and restore the state.
        for w in ram_log.iter().rev() {
            write_ram(core, w.addr, w.size, w.old);
        }
        core.s = before.s.clone();
        core.ticks = before.ticks;
        core.mmu.regs = regs_before;
        core.mmu.v7 = v7_before;
        if let Some(kept) = &self.tlb_at_start {
            if core.mmu.tlb.changes != kept.changes {
                core.mmu.tlb.clone_from(kept);
            }
        }
        core.lines = lines;
        core.next_check = next_check;

        // 3. The JIT, replaying the I/O.
        let recorded = log.len();
        core.bus_log = BusLog::Replay {
            log,
            pos: 0,
            mismatch: None,
        };
        let exit_j = self.jit.step_block(core);
        dirty.extend(core.take_dirty_code());
        let mismatch = match std::mem::take(&mut core.bus_log) {
            BusLog::Replay {
                mismatch: Some(m), ..
            } => Some(m),
            BusLog::Replay { pos, .. } if pos != recorded => Some(format!(
                "the JIT made {pos} bus accesses, the interpreter {recorded}"
            )),
            _ => None,
        };
        let after_j = Snapshot::of(core);
        core.next_check = core.next_check.min(next_check_i);
        self.interp.invalidate_pages(&dirty);
        self.jit.invalidate_pages(&dirty);
        self.blocks += 1;

        // 4. Compare.
        let mut problems = Vec::new();
        if let Some(m) = mismatch {
            problems.push(m);
        }
        if exit_i != exit_j {
            problems.push(format!("exit: interpreter {exit_i:?}, JIT {exit_j:?}"));
        }
        // The bytes the interpreter left in RAM, writes applied in order.
        let mut final_ram: HashMap<u32, u8> = HashMap::new();
        for w in &ram_log {
            for (i, b) in w.new.to_le_bytes().iter().take(w.size as usize).enumerate() {
                final_ram.insert(w.addr.wrapping_add(i as u32), *b);
            }
        }
        let mut bad: Vec<(u32, u8, u8)> = final_ram
            .iter()
            .filter_map(|(&addr, &want)| {
                let got = core.ram.read8(addr).unwrap_or(0);
                (got != want).then_some((addr, want, got))
            })
            .collect();
        bad.sort_unstable();
        for (addr, want, got) in bad.into_iter().take(8) {
            problems.push(format!(
                "memory byte {addr:#010x}: interpreter {want:#04x}, JIT {got:#04x}"
            ));
        }
        problems.extend(after_i.differences(&after_j));
        if problems.is_empty() {
            return exit_j;
        }
        let states = [&before, &after_i, &after_j];
        let block = BlockAt {
            n: self.blocks,
            pc,
            thumb,
        };
        report(core, &self.jit, block, states, &problems);
        Exit::Diverged
    }

    fn flush(&mut self, core: &mut Core) {
        // The TLB may have been replaced (a restored checkpoint): copy it afresh.
        self.tlb_at_start = None;
        self.interp.flush(core);
        self.jit.flush(core);
    }
}

fn write_ram(core: &mut Core, addr: u32, size: AccessSize, v: u32) {
    match size {
        AccessSize::Byte => core.ram.write8(addr, v as u8),
        AccessSize::Half => core.ram.write16(addr, v as u16),
        AccessSize::Word => core.ram.write32(addr, v),
    };
}

/// The block lockstep compared after: its number in the run, address and state.
struct BlockAt {
    n: u64,
    pc: u32,
    thumb: bool,
}

/// Prints the divergence: the block, what differs, the state before it and after it
/// on each engine (`[before, interpreter, JIT]`), the JIT's host code.
fn report(
    core: &mut Core,
    jit: &jit::Jit,
    block: BlockAt,
    [before, after_i, after_j]: [&Snapshot; 3],
    problems: &[String],
) {
    let BlockAt { n, pc, thumb } = block;
    let mut out = String::new();
    out.push_str(&format!(
        "goldtrace: lockstep divergence in block #{n} at {pc:#010x} ({}), starting at tick {}\n",
        if thumb { "Thumb" } else { "ARM" },
        before.ticks
    ));
    out.push_str("  guest code:\n");
    let it = arm::interp::it_state(before.s.cpsr());
    for line in disasm::guest_block(core, pc, thumb, it) {
        out.push_str(&format!("    {line}\n"));
    }
    for p in problems {
        out.push_str(&format!("  {p}\n"));
    }
    out.push_str(&register_table(before, after_i, after_j));
    out.push_str("  JIT host code:\n");
    for line in disasm::host(&jit.last_block_code()) {
        out.push_str(&format!("    {line}\n"));
    }
    eprint!("{out}");
}

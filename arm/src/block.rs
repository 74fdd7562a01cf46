//! Basic-block discovery, shared by the interpreter and the JIT so that both run (and
//! trace) exactly the same blocks.
//!
//! A block is the run of instructions from a start address up to and including the
//! first one that can change the PC or the processor mode/state, stopping early at the
//! end of the 4 KiB page (never fetching across it) or after [`MAX_INSNS`].

use crate::decode::{decode_arm, decode_thumb};
use crate::insn::{DspMul, Insn, MemSize, Op, PC};
use crate::ticks::{InsnTicks, TickModel};

/// The longest block, in instructions (Thumb halfwords count one each).
pub const MAX_INSNS: usize = 64;

const PAGE: u64 = 0x1000;

/// Why a block ended; the last instruction of the block (if any) is the reason for
/// the first four.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BlockEnd {
    /// A branch or any instruction that may write the PC: B/BL/BLX/BX, the BL suffix,
    /// data processing, loads, LDM or other writes with PC as a destination.
    Branch,
    /// An instruction that may change the mode or the state through the CPSR: MSR to
    /// the CPSR (any field mask), data processing with S and Rd = PC, LDM with `^` and
    /// PC in the list (the exception returns).
    ModeChange,
    /// A coprocessor instruction (CDP, MCR, MRC, MCRR, MRRC, LDC, STC): CP15 writes may
    /// change the translation or the cache state, so the block ends after it.
    Coprocessor,
    /// SWI, BKPT or an undefined instruction: an exception is raised.
    Exception,
    /// The next instruction would be on the next 4 KiB page.
    PageEnd,
    /// [`MAX_INSNS`] instructions were decoded.
    LengthCap,
    /// Fetching the instruction at `addr` faulted. With no instructions in the block
    /// the engine raises the prefetch abort; otherwise the block simply ends before it
    /// (the abort is raised when execution gets there).
    FetchFault { addr: u32 },
}

/// One instruction of a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlockInsn {
    /// Its virtual address.
    pub addr: u32,
    /// The raw word (ARM) or halfword (Thumb).
    pub raw: u32,
    pub insn: Insn,
    /// Its cost from the tick model, with the interlocks of the earlier instructions.
    pub ticks: InsnTicks,
}

/// A discovered basic block.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Block {
    /// The start address (aligned to the instruction size).
    pub pc: u32,
    pub thumb: bool,
    pub insns: Vec<BlockInsn>,
    pub end: BlockEnd,
}

impl Block {
    /// The instruction size in bytes (4 or 2).
    pub fn insn_size(&self) -> u32 {
        if self.thumb {
            2
        } else {
            4
        }
    }

    /// The address after the last instruction (`pc` for an empty block).
    pub fn next_pc(&self) -> u32 {
        self.pc
            .wrapping_add(self.insn_size() * self.insns.len() as u32)
    }

    /// The block's cost when every instruction runs.
    pub fn taken_ticks(&self) -> u64 {
        self.insns.iter().map(|i| i.ticks.taken as u64).sum()
    }
}

/// Whether `insn` ends a block, and why.
pub fn block_end_of(insn: &Insn) -> Option<BlockEnd> {
    let pc = |r: u8| r == PC;
    match insn.op {
        Op::Branch { .. }
        | Op::BlxImm { .. }
        | Op::Bx { .. }
        | Op::BlxReg { .. }
        | Op::ThumbBlSuffix { .. } => Some(BlockEnd::Branch),
        Op::Alu { op, s, rd, .. } if pc(rd) && !op.is_test() => Some(if s {
            BlockEnd::ModeChange
        } else {
            BlockEnd::Branch
        }),
        Op::Alu { .. } | Op::ThumbAdr { .. } | Op::ThumbBlPrefix { .. } | Op::Nop => None,
        // Destinations that are PC are UNPREDICTABLE for these, but a write to PC is
        // possible, so the block ends there (conservative).
        Op::Mul { rd, .. } | Op::Sat { rd, .. } | Op::Clz { rd, .. } | Op::Mrs { rd, .. } => {
            pc(rd).then_some(BlockEnd::Branch)
        }
        Op::MulLong { rdlo, rdhi, .. } => (pc(rdlo) || pc(rdhi)).then_some(BlockEnd::Branch),
        Op::Dsp(d) => {
            let writes_pc = match d {
                DspMul::Smla { rd, .. }
                | DspMul::Smul { rd, .. }
                | DspMul::Smlaw { rd, .. }
                | DspMul::Smulw { rd, .. } => pc(rd),
                DspMul::Smlal { rdlo, rdhi, .. } => pc(rdlo) || pc(rdhi),
            };
            writes_pc.then_some(BlockEnd::Branch)
        }
        Op::Mem {
            load,
            size,
            rd,
            rn,
            mode,
            ..
        } => {
            let loads_pc = load && (pc(rd) || (size == MemSize::Double && rd == 14));
            let base_pc = pc(rn) && (mode.writeback || !mode.pre);
            (loads_pc || base_pc).then_some(BlockEnd::Branch)
        }
        Op::Swap { rd, .. } => pc(rd).then_some(BlockEnd::Branch),
        Op::Block {
            load, s_bit, list, ..
        } => {
            if load && list & 0x8000 != 0 {
                Some(if s_bit {
                    BlockEnd::ModeChange
                } else {
                    BlockEnd::Branch
                })
            } else {
                None
            }
        }
        Op::Msr { spsr, .. } => (!spsr).then_some(BlockEnd::ModeChange),
        Op::Cdp { .. } | Op::CpReg { .. } | Op::CpReg2 { .. } | Op::CpMem { .. } => {
            Some(BlockEnd::Coprocessor)
        }
        Op::Swi { .. } | Op::Bkpt { .. } | Op::Undefined => Some(BlockEnd::Exception),
    }
}

/// Discovers the block starting at `pc` in ARM (`thumb` false) or Thumb state. `fetch`
/// returns the ARM word or the Thumb halfword (in the low 16 bits) at a virtual address,
/// `None` on a fetch fault. `pc` is aligned down to the instruction size.
pub fn discover(pc: u32, thumb: bool, fetch: &mut dyn FnMut(u32) -> Option<u32>) -> Block {
    let size: u32 = if thumb { 2 } else { 4 };
    let pc = pc & !(size - 1);
    let page_end = (pc as u64 & !(PAGE - 1)) + PAGE;
    let mut model = TickModel::new();
    model.new_block();
    let mut insns = Vec::new();
    let mut addr = pc;
    let end = loop {
        let Some(raw) = fetch(addr) else {
            break BlockEnd::FetchFault { addr };
        };
        let (insn, ticks, raw) = if thumb {
            let hw = raw as u16;
            (decode_thumb(hw), model.thumb(hw), hw as u32)
        } else {
            (decode_arm(raw), model.arm(raw), raw)
        };
        insns.push(BlockInsn {
            addr,
            raw,
            insn,
            ticks,
        });
        if let Some(end) = block_end_of(&insn) {
            break end;
        }
        let next = addr as u64 + size as u64;
        if next >= page_end {
            break BlockEnd::PageEnd;
        }
        if insns.len() >= MAX_INSNS {
            break BlockEnd::LengthCap;
        }
        addr = next as u32;
    };
    Block {
        pc,
        thumb,
        insns,
        end,
    }
}

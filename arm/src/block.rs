//! Basic-block discovery, shared by the interpreter and the JIT so that both run (and
//! trace) exactly the same blocks.
//!
//! A block is the run of instructions from a start address up to and including the
//! first one that can change the PC or the processor mode/state, stopping early at the
//! end of the 4 KiB page (never fetching across it) or after [`MAX_INSNS`].

use crate::decode::{decode_arm_on, decode_thumb_on, thumb_is_32bit};
use crate::insn::{
    Barrier, BitField, BlockTransfer, Clz, Cond, DataProc, DspMul, DualTransfer, Exclusive, Extend,
    Hint, Insn, MemSize, MovWide, Mrs, Msr, MulV6, Multiply, MultiplyLong, Op, Pack, Parallel,
    Reverse, Sat, Saturate, Saturate16, Select, Swap, Transfer, Usad8, Vfp, PC,
};
use crate::ticks::InsnTicks;
use isa::ticks_v7::BlockTicks;
pub use isa::Profile;

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
    /// A conditional instruction of a Thumb IT block: each ends its block, so that a
    /// Thumb block's only conditional instruction is its last (the rule the trace's
    /// time bits follow for Thumb). The IT state goes on in the CPSR and the next
    /// block's key.
    ItStep,
    /// An instruction after which the next one must be fetched anew: ISB, and the
    /// IT instruction (the block after it is keyed by the IT state it sets).
    Resync,
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
    /// The raw word (ARM), halfword (16-bit Thumb) or `first << 16 | second` halfwords
    /// (32-bit Thumb).
    pub raw: u32,
    /// Its length in bytes, as the decoder found it: 4 (ARM, 32-bit Thumb) or 2.
    pub len: u8,
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
    /// The IT state (ITSTATE) at the block's start: 0 outside an IT block.
    pub it: u8,
    /// The instruction-set profile the block was decoded on.
    pub profile: Profile,
    /// Data accesses are big-endian (CPSR.E, SETEND BE) where the block was found; the
    /// JIT keys its translations by it (the interpreter reads E as it runs).
    pub big_endian: bool,
    pub insns: Vec<BlockInsn>,
    pub end: BlockEnd,
    /// Whether the block has time bits past 31 ([`Block::time_bits`]): recording then
    /// writes a second word for it.
    pub wide_time: bool,
}

impl Block {
    /// The bytes its instructions span from `pc` (0 where the first one's fetch
    /// faulted).
    pub fn bytes(&self) -> u32 {
        self.insns.last().map_or(0, |l| {
            l.addr.wrapping_add(u32::from(l.len)).wrapping_sub(self.pc)
        })
    }

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
        self.insns
            .last()
            .map_or(self.pc, |i| i.addr.wrapping_add(i.len as u32))
    }

    /// The block's cost when every instruction runs.
    pub fn taken_ticks(&self) -> u64 {
        self.insns.iter().map(|i| i.ticks.taken as u64).sum()
    }

    /// For each instruction, the bit of the block's condition mask that recording sets
    /// when its condition passes, if recording keeps one. Bit i stands for the i-th
    /// conditional ARM instruction (condition not AL or NV); it is kept when that
    /// instruction is not the block's last and costs differently when its condition
    /// fails: the others change no instruction's start within the block (where the
    /// next block starts is its own record's time).
    pub fn mask_bit_per_insn(&self) -> impl Iterator<Item = Option<u32>> + '_ {
        let last = self.insns.len().saturating_sub(1);
        let mut cond_index = 0u32;
        self.insns.iter().enumerate().map(move |(k, bi)| {
            if self.thumb || matches!(bi.insn.cond, Cond::Al | Cond::Nv) {
                return None;
            }
            let bit = cond_index;
            cond_index += 1;
            (k < last && bi.ticks.taken != bi.ticks.untaken && bit < 64).then_some(bit)
        })
    }

    /// Each instruction's time bit, if it has one: the bit recording sets when its
    /// condition passes (`tracefmt::record::raw::time_bit_per_insn` for the same rule
    /// on a block's costs). The mask bits ([`Block::mask_bit_per_insn`]) and, when it
    /// costs differently as its condition fails, the last instruction (bit 0 in Thumb),
    /// which decides when the next block starts.
    pub fn time_bit_per_insn(&self) -> impl Iterator<Item = Option<u32>> + '_ {
        let last = self.insns.len().saturating_sub(1);
        let mut cond_index = 0u32;
        self.insns.iter().enumerate().map(move |(k, bi)| {
            let bit = if self.thumb {
                (k == last).then_some(0)
            } else if matches!(bi.insn.cond, Cond::Al | Cond::Nv) {
                None
            } else {
                cond_index += 1;
                Some(cond_index - 1)
            };
            bit.filter(|&b| bi.ticks.taken != bi.ticks.untaken && b < 64)
        })
    }

    /// The block's time bits (see [`Block::time_bit_per_insn`]).
    pub fn time_bits(&self) -> u64 {
        self.time_bit_per_insn()
            .flatten()
            .fold(0, |bits, b| bits | 1 << b)
    }

    /// The condition-mask bits recording keeps for this block (see
    /// [`Block::mask_bit_per_insn`]).
    pub fn mask_bits(&self) -> u64 {
        self.mask_bit_per_insn()
            .flatten()
            .fold(0, |bits, b| bits | 1 << b)
    }
}

/// Whether `insn` ends a block, and why.
pub fn block_end_of(insn: &Insn) -> Option<BlockEnd> {
    let pc = |r: u8| r == PC;
    match insn.op {
        Op::Branch(_) | Op::BlxImm(_) | Op::Bx(_) | Op::BlxReg(_) | Op::ThumbBlSuffix(_) => {
            Some(BlockEnd::Branch)
        }
        Op::Alu(DataProc { op, s, rd, .. }) if pc(rd) && !op.is_test() => Some(if s {
            BlockEnd::ModeChange
        } else {
            BlockEnd::Branch
        }),
        Op::Alu(_) | Op::ThumbAdr(_) | Op::ThumbBlPrefix(_) | Op::Nop => None,
        Op::Orn(DataProc { rd, .. }) => pc(rd).then_some(BlockEnd::Branch),
        // Destinations that are PC are UNPREDICTABLE for these, but a write to PC is
        // possible, so the block ends there (conservative).
        Op::Mul(Multiply { rd, .. })
        | Op::Sat(Sat { rd, .. })
        | Op::Clz(Clz { rd, .. })
        | Op::Mrs(Mrs { rd, .. }) => pc(rd).then_some(BlockEnd::Branch),
        Op::MulLong(MultiplyLong { rdlo, rdhi, .. }) => {
            (pc(rdlo) || pc(rdhi)).then_some(BlockEnd::Branch)
        }
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
        Op::Mem(Transfer {
            load,
            size,
            rd,
            rn,
            mode,
            ..
        }) => {
            let loads_pc = load && (pc(rd) || (size == MemSize::Double && rd == 14));
            let base_pc = pc(rn) && (mode.writeback || !mode.pre);
            (loads_pc || base_pc).then_some(BlockEnd::Branch)
        }
        Op::Swap(Swap { rd, .. }) => pc(rd).then_some(BlockEnd::Branch),
        Op::Block(BlockTransfer {
            load, s_bit, list, ..
        }) => {
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
        Op::Msr(Msr { spsr, .. }) => (!spsr).then_some(BlockEnd::ModeChange),
        Op::Cdp(_) | Op::CpReg(_) | Op::CpReg2(_) | Op::CpMem(_) => Some(BlockEnd::Coprocessor),
        Op::Swi(_) | Op::Bkpt(_) | Op::Undefined => Some(BlockEnd::Exception),
        Op::Parallel(Parallel { rd, .. })
        | Op::Saturate(Saturate { rd, .. })
        | Op::Saturate16(Saturate16 { rd, .. })
        | Op::Extend(Extend { rd, .. })
        | Op::Pack(Pack { rd, .. })
        | Op::Reverse(Reverse { rd, .. })
        | Op::Select(Select { rd, .. })
        | Op::Usad8(Usad8 { rd, .. })
        | Op::BitField(BitField { rd, .. })
        | Op::MovWide(MovWide { rd, .. }) => pc(rd).then_some(BlockEnd::Branch),
        Op::MulV6(m) => {
            let writes_pc = match m {
                MulV6::Mls { rd, .. }
                | MulV6::Smmul { rd, .. }
                | MulV6::Smlad { rd, .. }
                | MulV6::Div { rd, .. } => pc(rd),
                MulV6::Umaal { rdlo, rdhi, .. } | MulV6::Smlald { rdlo, rdhi, .. } => {
                    pc(rdlo) || pc(rdhi)
                }
            };
            writes_pc.then_some(BlockEnd::Branch)
        }
        Op::Exclusive(Exclusive { rd, rt, rt2, .. }) => {
            (pc(rd) || pc(rt) || pc(rt2)).then_some(BlockEnd::Branch)
        }
        Op::Dual(DualTransfer {
            load, rt, rt2, rn, ..
        }) => (pc(rn) || (load && (pc(rt) || pc(rt2)))).then_some(BlockEnd::Branch),
        Op::Clrex | Op::Hint(Hint::Nop | Hint::Yield | Hint::Sev | Hint::Dbg) => None,
        Op::Barrier(Barrier::Dmb | Barrier::Dsb) => None,
        // The JIT translates data accesses for one endianness: SETEND ends the block.
        Op::Setend(_) => Some(BlockEnd::Resync),
        // WFE waits like WFI may, so it ends the block as a WFI does.
        Op::Hint(Hint::Wfi | Hint::Wfe) => Some(BlockEnd::Coprocessor),
        Op::Barrier(Barrier::Isb) | Op::It(_) => Some(BlockEnd::Resync),
        Op::Cps(_) | Op::Rfe(_) => Some(BlockEnd::ModeChange),
        Op::Srs(_) => None,
        Op::Cbz(_) | Op::TableBranch(_) => Some(BlockEnd::Branch),
        // VFP instructions may be disabled (FPEXC/CPACR) and write the PSR (VMRS to
        // APSR_nzcv, VMSR FPSCR): the system-register moves end the block.
        Op::Vfp(Vfp::Sys { .. }) => Some(BlockEnd::Coprocessor),
        // VMOV to PC from a D register or a scalar is a jump (UNPREDICTABLE; QEMU's).
        Op::Vfp(Vfp::MovCore2 {
            to_core: true,
            rt,
            rt2,
            ..
        }) if pc(rt) || pc(rt2) => Some(BlockEnd::Branch),
        Op::Vfp(Vfp::MovScalar {
            to_core: true,
            rt: PC,
            ..
        }) => Some(BlockEnd::Branch),
        Op::Vfp(_) => None,
        Op::Hvc(_) => Some(BlockEnd::Exception),
    }
}

/// Discovers the block starting at `pc` in ARM (`thumb` false) or Thumb state on the
/// ARMv5TE profile. `fetch` returns the ARM word or the Thumb halfword (in the low 16
/// bits) at a virtual address, `None` on a fetch fault. `pc` is aligned down to the
/// instruction size.
pub fn discover(pc: u32, thumb: bool, fetch: &mut dyn FnMut(u32) -> Option<u32>) -> Block {
    discover_on(Profile::ARMV5TE, pc, thumb, 0, fetch)
}

/// Discovers the block starting at `pc` in ARM or Thumb state with IT state `it` (0
/// outside an IT block) on `profile`; see [`discover`]. A 32-bit Thumb instruction is
/// two fetches; one that would cross into the next page ends the block before it,
/// unless it is the block's first (then the second fetch is from the next page, and a
/// fault there ends the block at that address).
pub fn discover_on(
    profile: Profile,
    pc: u32,
    thumb: bool,
    it: u8,
    fetch: &mut dyn FnMut(u32) -> Option<u32>,
) -> Block {
    let size: u32 = if thumb { 2 } else { 4 };
    let pc = pc & !(size - 1);
    let page_end = (pc as u64 & !(PAGE - 1)) + PAGE;
    let mut model = BlockTicks::for_profile(profile);
    model.new_block();
    // Decoded into the thread's scratch vector (room for the longest block), and
    // copied out at the block's length: one allocation per block, instead of one per
    // doubling as the block grows.
    let mut insns = SCRATCH.take();
    insns.reserve(MAX_INSNS);
    let mut addr = pc;
    let mut it_state = if thumb { it } else { 0 };
    let end = loop {
        let Some(raw) = fetch(addr) else {
            break BlockEnd::FetchFault { addr };
        };
        let (mut insn, len, raw) = if thumb {
            let hw = raw as u16;
            if thumb_is_32bit(profile, hw) {
                let second = addr.wrapping_add(2);
                if second as u64 >= page_end && !insns.is_empty() {
                    break BlockEnd::PageEnd;
                }
                let Some(hw2) = fetch(second) else {
                    break BlockEnd::FetchFault { addr: second };
                };
                let word = (hw as u32) << 16 | (hw2 & 0xffff);
                let (insn, len) = decode_thumb_on(profile, hw, hw2 as u16, it_state != 0);
                (insn, len, word)
            } else {
                let (insn, len) = decode_thumb_on(profile, hw, 0, it_state != 0);
                (insn, len, hw as u32)
            }
        } else {
            (decode_arm_on(profile, raw), 4, raw)
        };
        let in_it = it_state != 0;
        if in_it {
            insn.cond = Cond::from_bits(it_state as u32 >> 4);
            it_state = it_step(it_state);
        }
        // Costed with the IT condition applied: on ARMv7-A a failed one costs 1.
        let ticks = model.insn(&insn, raw, len);
        insns.push(BlockInsn {
            addr,
            raw,
            len: len as u8,
            insn,
            ticks,
        });
        if let Some(end) = block_end_of(&insn) {
            break end;
        }
        if in_it && insn.cond != Cond::Al {
            break BlockEnd::ItStep;
        }
        let next = addr as u64 + len as u64;
        if next >= page_end {
            break BlockEnd::PageEnd;
        }
        if insns.len() >= MAX_INSNS {
            break BlockEnd::LengthCap;
        }
        addr = next as u32;
    };
    let decoded = insns.as_slice().to_vec();
    insns.clear();
    SCRATCH.set(insns);
    let mut block = Block {
        pc,
        thumb,
        it: if thumb { it } else { 0 },
        profile,
        big_endian: false,
        insns: decoded,
        end,
        wide_time: false,
    };
    block.wide_time = block.time_bits() >> 32 != 0;
    block
}

thread_local! {
    /// The vector `discover_on` decodes into, kept between calls (empty).
    static SCRATCH: std::cell::Cell<Vec<BlockInsn>> = const { std::cell::Cell::new(Vec::new()) };
}

/// ITSTATE after one instruction of an IT block (the Arm ARM's ITAdvance).
pub fn it_step(state: u8) -> u8 {
    if state & 7 == 0 {
        0
    } else {
        (state & 0xe0) | ((state << 1) & 0x1f)
    }
}

#[cfg(test)]
mod tests {
    use super::{discover, Block, BlockEnd, MAX_INSNS};
    use crate::insn::Op;
    use std::collections::HashMap;

    /// Discovers from a sparse memory image; unmapped addresses fault.
    fn run(pc: u32, thumb: bool, mem: &[(u32, u32)]) -> Block {
        let map: HashMap<u32, u32> = mem.iter().copied().collect();
        let mut fetched = Vec::new();
        let b = discover(pc, thumb, &mut |a| {
            fetched.push(a);
            map.get(&a).copied()
        });
        // Never fetched across the start page.
        assert!(fetched.iter().all(|a| a >> 12 == pc >> 12), "{fetched:x?}");
        b
    }

    fn arm_seq(base: u32, words: &[u32]) -> Vec<(u32, u32)> {
        words
            .iter()
            .enumerate()
            .map(|(i, &w)| (base + 4 * i as u32, w))
            .collect()
    }

    const NOP: u32 = 0xe1a00000; // mov r0, r0

    #[test]
    fn ends_at_branches_and_pc_writes() {
        for (last, end) in [
            (0xea000000, BlockEnd::Branch),      // b
            (0xebfffffd, BlockEnd::Branch),      // bl
            (0xfa000002, BlockEnd::Branch),      // blx imm
            (0xe12fff1e, BlockEnd::Branch),      // bx lr
            (0xe1a0f00e, BlockEnd::Branch),      // mov pc, lr
            (0xe1b0f00e, BlockEnd::ModeChange),  // movs pc, lr
            (0xe591f000, BlockEnd::Branch),      // ldr pc, [r1]
            (0xe8bd80f0, BlockEnd::Branch),      // pop {r4-r7, pc}
            (0xe8fd8001, BlockEnd::ModeChange),  // ldm sp!, {r0, pc}^
            (0xe129f003, BlockEnd::ModeChange),  // msr cpsr_fc, r3
            (0xee070f9a, BlockEnd::Coprocessor), // mcr p15
            (0xee111f10, BlockEnd::Coprocessor), // mrc p15
            (0xef000000, BlockEnd::Exception),   // swi
            (0xe1200070, BlockEnd::Exception),   // bkpt
            (0xe7f000f0, BlockEnd::Exception),   // undefined
            (0x0a000000, BlockEnd::Branch),      // beq: conditional still ends
        ] {
            let b = run(0x8000, false, &arm_seq(0x8000, &[NOP, NOP, last, NOP]));
            assert_eq!(b.end, end, "{last:#010x}");
            assert_eq!(b.insns.len(), 3);
            assert_eq!(b.insns[2].raw, last);
            assert_eq!(b.next_pc(), 0x800c);
        }
        // These do not end a block: MSR to SPSR, str with PC as data, cmp pc.
        for w in [0xe169f003u32, 0xe581f000, 0xe15f0001, 0xe5912000] {
            let b = run(0x8000, false, &arm_seq(0x8000, &[w, 0xea000000]));
            assert_eq!((b.insns.len(), b.end), (2, BlockEnd::Branch), "{w:#010x}");
        }
    }

    #[test]
    fn page_end_and_length_cap() {
        let b = run(0x8ff8, false, &arm_seq(0x8ff8, &[NOP, NOP, NOP, NOP]));
        assert_eq!((b.insns.len(), b.end), (2, BlockEnd::PageEnd));
        let b = run(0x8000, false, &arm_seq(0x8000, &[NOP; 100]));
        assert_eq!((b.insns.len(), b.end), (MAX_INSNS, BlockEnd::LengthCap));
        // The last word of a page that is also the 64th: the page end wins.
        let b = run(0x8f00, false, &arm_seq(0x8f00, &[NOP; 100]));
        assert_eq!((b.insns.len(), b.end), (64, BlockEnd::PageEnd));
        // Top of the address space: no overflow.
        let b = run(0xffff_fffc, false, &[(0xffff_fffc, NOP)]);
        assert_eq!((b.insns.len(), b.end), (1, BlockEnd::PageEnd));
    }

    #[test]
    fn fetch_faults() {
        let b = run(0x8000, false, &[]);
        assert!(b.insns.is_empty());
        assert_eq!(b.end, BlockEnd::FetchFault { addr: 0x8000 });
        let b = run(0x8000, false, &arm_seq(0x8000, &[NOP, NOP]));
        assert_eq!(b.insns.len(), 2);
        assert_eq!(b.end, BlockEnd::FetchFault { addr: 0x8008 });
    }

    #[test]
    fn thumb_blocks() {
        // lsls r1, r2, #5; bl prefix (does not end); bl suffix (ends)
        let mem = [
            (0x100, 0x0151),
            (0x102, 0xf000),
            (0x104, 0xf800),
            (0x106, 0x46c0),
        ];
        let b = run(0x101, true, &mem);
        assert_eq!(b.pc, 0x100);
        assert!(b.thumb);
        assert_eq!(b.insns.len(), 3);
        assert_eq!(b.end, BlockEnd::Branch);
        assert!(matches!(b.insns[1].insn.op, Op::ThumbBlPrefix(_)));
        // Costs: lsls 1, prefix 1, suffix 3.
        let t: Vec<u32> = b.insns.iter().map(|i| i.ticks.taken).collect();
        assert_eq!(t, [1, 1, 3]);
        assert_eq!(b.taken_ticks(), 5);
        // A prefix at the very end of a page ends the block there.
        let b = run(0x1ffc, true, &[(0x1ffc, 0x0151), (0x1ffe, 0xf000)]);
        assert_eq!((b.insns.len(), b.end), (2, BlockEnd::PageEnd));
        // Thumb exceptions and PC writes.
        for (hw, end) in [
            (0xdf00u32, BlockEnd::Exception),
            (0xde00, BlockEnd::Exception),
            (0xbd01, BlockEnd::Branch),
            (0x46f7, BlockEnd::Branch),
            (0x4770, BlockEnd::Branch),
            (0xd0fe, BlockEnd::Branch),
            (0xe7fe, BlockEnd::Branch),
        ] {
            let b = run(
                0x200,
                true,
                &[(0x200, 0x2001), (0x202, hw), (0x204, 0x2001)],
            );
            assert_eq!((b.insns.len(), b.end), (2, end), "{hw:#06x}");
        }
    }

    #[test]
    fn ticks_follow_the_block_interlocks() {
        // ldr r2, [r1]; mov r3, r2 (1 stall); conditional add: untaken 1.
        let b = run(
            0x8000,
            false,
            &arm_seq(0x8000, &[0xe5912000, 0xe1a03002, 0x10811002, 0xea000000]),
        );
        let t: Vec<(u32, u32)> = b
            .insns
            .iter()
            .map(|i| (i.ticks.untaken, i.ticks.taken))
            .collect();
        assert_eq!(t, [(1, 1), (2, 2), (1, 1), (1, 1)]);
    }
}

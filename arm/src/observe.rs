//! Per-instruction observation of the interpreter, for deep traces of a window of a
//! run (Tarmac, memory references, function graphs).
//!
//! A caller puts an [`Observer`] in [`Core::observer`]; while it is there the
//! interpreter's block loop ([`crate::run::execute_block_from`]) reports every
//! instruction it executes to the observer's [`InsnObserver`] as an [`Executed`]:
//! address, state, mode, encoding, whether its condition passed, the CPU state before
//! and after it (registers written are the difference, see [`RegFile`]), the data
//! accesses it made (reported by [`Core::read`] and [`Core::write`]) and the exception
//! it raised. Exceptions entered between instructions (interrupts, the prefetch abort
//! of a block's first fetch) are reported on their own ([`InsnObserver::exception`]).
//!
//! With no observer installed the cost is one test of a local flag per instruction
//! and one test of `Core::observer` per data access and per exception entry.

use crate::block::BlockInsn;
use crate::core::Core;
use crate::exception::Exception;
use crate::insn::{
    BitField, BlockTransfer, Branch, Clz, CoprocReg, CpReg2, DataProc, DspMul, DualTransfer,
    ExclSize, Exclusive, Extend, Insn, MemSize, MovWide, Mrs, Msr, MulV6, Multiply, MultiplyLong,
    Op, Pack, ParKind, Parallel, Reverse, Rfe, Sat, Saturate, Saturate16, Select, Swap, ThumbAdr,
    Transfer, Usad8, Vfp,
};
use crate::state::{CpuState, Mode};

/// One data access an instruction made (only completed accesses are reported).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemAccess {
    pub vaddr: u32,
    pub paddr: u32,
    /// 1, 2 or 4 bytes.
    pub size: u8,
    pub write: bool,
    /// The value read or written (zero-extended).
    pub value: u32,
}

/// An exception entered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExceptionEntry {
    pub kind: Exception,
    /// The address given to [`crate::exception::enter`]: the instruction that raised it,
    /// or for interrupts the next instruction that would have run.
    pub addr: u32,
    /// Whether the core was in Thumb state when it was taken.
    pub thumb: bool,
    /// The vector's address (where execution goes on).
    pub vector: u32,
    /// The tick at which it was taken.
    pub tick: u64,
}

impl ExceptionEntry {
    /// The preferred return address (ARM ARM A2.6): the next instruction after an SWI
    /// or an undefined instruction, the instruction itself after an abort, the next
    /// instruction to run for an interrupt.
    pub fn return_addr(&self) -> u32 {
        match self.kind {
            Exception::Undefined | Exception::Swi => {
                self.addr.wrapping_add(if self.thumb { 2 } else { 4 })
            }
            _ => self.addr,
        }
    }
}

/// One executed instruction (its condition passed or failed).
#[derive(Clone, Copy, Debug)]
pub struct Executed<'a> {
    /// The tick at which it started.
    pub tick: u64,
    /// Its virtual and physical address.
    pub addr: u32,
    pub paddr: u32,
    pub thumb: bool,
    /// The raw word (ARM) or halfword (Thumb); a 32-bit Thumb-2 instruction is its
    /// first halfword << 16 | its second (on ARMv5 a Thumb BL pair is two instructions).
    pub raw: u32,
    pub insn: &'a Insn,
    /// Whether its condition passed.
    pub passed: bool,
    /// The CPU state before and after it (the mode before is `before.mode()`).
    pub before: &'a CpuState,
    pub after: &'a CpuState,
    /// Its data accesses in order.
    pub mem: &'a [MemAccess],
    /// The exception it raised (SWI, undefined, BKPT, data abort), already entered.
    pub exception: Option<ExceptionEntry>,
}

impl Executed<'_> {
    /// The instruction's size in bytes: 2 for a 16-bit Thumb instruction, 4 for ARM and
    /// for a 32-bit Thumb-2 one.
    pub fn size(&self) -> u32 {
        if self.thumb && self.raw >> 16 == 0 {
            2
        } else {
            4
        }
    }

    /// The mode it ran in.
    pub fn mode(&self) -> Mode {
        self.before.mode()
    }
}

/// The registers an instruction writes when it completes (as opposed to those whose
/// value changes): bit `r` for r0-r14 of the mode it runs in, and whether it writes
/// the CPSR (flags, or `MSR CPSR`). The PC is left out. Loads and stores of the User
/// bank (`LDM ^` without the PC) write no register of the current mode.
pub fn written(insn: &Insn) -> (u16, bool) {
    let bit = |r: u8| 1u16 << r;
    let (regs, cpsr) = match insn.op {
        Op::Alu(DataProc { op, s, rd, .. }) => (if op.is_test() { 0 } else { bit(rd) }, s),
        Op::Mul(Multiply { s, rd, .. }) => (bit(rd), s),
        Op::MulLong(MultiplyLong { s, rdlo, rdhi, .. }) => (bit(rdlo) | bit(rdhi), s),
        Op::Dsp(DspMul::Smlal { rdlo, rdhi, .. }) => (bit(rdlo) | bit(rdhi), false),
        Op::Dsp(
            DspMul::Smla { rd, .. }
            | DspMul::Smul { rd, .. }
            | DspMul::Smlaw { rd, .. }
            | DspMul::Smulw { rd, .. },
        ) => (bit(rd), false),
        Op::Sat(Sat { rd, .. }) => (bit(rd), true),
        Op::Clz(Clz { rd, .. }) | Op::ThumbAdr(ThumbAdr { rd, .. }) | Op::Mrs(Mrs { rd, .. }) => {
            (bit(rd), false)
        }
        Op::Mem(Transfer {
            load,
            size,
            rd,
            rn,
            mode,
            ..
        }) => {
            let mut w = 0;
            if load {
                w |= bit(rd);
                if size == MemSize::Double {
                    w |= bit(rd + 1);
                }
            }
            if !mode.pre || mode.writeback {
                w |= bit(rn);
            }
            (w, false)
        }
        Op::Block(BlockTransfer {
            load,
            writeback,
            s_bit,
            rn,
            list,
            ..
        }) => {
            let user_bank = s_bit && list & 0x8000 == 0;
            let mut w = if load && !user_bank { list } else { 0 };
            if writeback {
                w |= bit(rn);
            }
            (w, false)
        }
        Op::Swap(Swap { rd, .. }) => (bit(rd), false),
        Op::Branch(Branch { link: true, .. })
        | Op::BlxImm(_)
        | Op::BlxReg(_)
        | Op::ThumbBlPrefix(_)
        | Op::ThumbBlSuffix(_) => (bit(14), false),
        Op::Msr(Msr { spsr: false, .. }) => (0, true),
        Op::CpReg(CoprocReg {
            load: true, rd: 15, ..
        }) => (0, true),
        Op::CpReg(CoprocReg { load: true, rd, .. }) => (bit(rd), false),
        Op::CpReg2(CpReg2 {
            load: true, rd, rn, ..
        }) => (bit(rd) | bit(rn), false),
        op => written_v7(op),
    };
    (regs & 0x7fff, cpsr)
}

/// [`written`] for the instructions ARMv6 and ARMv7-A add (and those with nothing to write).
/// Like their ARMv5TE relatives: the saturating SSAT/USAT count as writing the CPSR (its Q)
/// as QADD does, SMLAD as SMLA does not; the parallel adds that set GE write it.
fn written_v7(op: Op) -> (u16, bool) {
    let bit = |r: u8| 1u16 << r;
    match op {
        Op::Orn(DataProc { s, rd, .. }) => (bit(rd), s),
        Op::Parallel(Parallel { kind, rd, .. }) => {
            (bit(rd), matches!(kind, ParKind::S | ParKind::U))
        }
        Op::Saturate(Saturate { rd, .. }) | Op::Saturate16(Saturate16 { rd, .. }) => {
            (bit(rd), true)
        }
        Op::Extend(Extend { rd, .. })
        | Op::Pack(Pack { rd, .. })
        | Op::Reverse(Reverse { rd, .. })
        | Op::Select(Select { rd, .. })
        | Op::Usad8(Usad8 { rd, .. })
        | Op::BitField(BitField { rd, .. })
        | Op::MovWide(MovWide { rd, .. }) => (bit(rd), false),
        Op::MulV6(
            MulV6::Mls { rd, .. }
            | MulV6::Smmul { rd, .. }
            | MulV6::Smlad { rd, .. }
            | MulV6::Div { rd, .. },
        ) => (bit(rd), false),
        Op::MulV6(MulV6::Umaal { rdlo, rdhi, .. } | MulV6::Smlald { rdlo, rdhi, .. }) => {
            (bit(rdlo) | bit(rdhi), false)
        }
        Op::Exclusive(Exclusive {
            load: true,
            size,
            rt,
            rt2,
            ..
        }) => (
            bit(rt)
                | if size == ExclSize::Double {
                    bit(rt2)
                } else {
                    0
                },
            false,
        ),
        Op::Exclusive(Exclusive {
            load: false, rd, ..
        }) => (bit(rd), false),
        Op::Dual(DualTransfer {
            load,
            rt,
            rt2,
            rn,
            mode,
            ..
        }) => {
            let loaded = if load { bit(rt) | bit(rt2) } else { 0 };
            let base = if !mode.pre || mode.writeback {
                bit(rn)
            } else {
                0
            };
            (loaded | base, false)
        }
        Op::Rfe(Rfe { writeback, rn, .. }) => (if writeback { bit(rn) } else { 0 }, true),
        Op::Cps(_) | Op::Setend(_) => (0, true),
        Op::Vfp(v) => match v {
            Vfp::MovCore {
                to_core: true, rt, ..
            }
            | Vfp::MovScalar {
                to_core: true, rt, ..
            } => (bit(rt), false),
            Vfp::MovCore2 {
                to_core: true,
                rt,
                rt2,
                ..
            } => (bit(rt) | bit(rt2), false),
            // VMRS APSR_nzcv, FPSCR writes the flags.
            Vfp::Sys {
                to_core: true,
                rt: 15,
                ..
            } => (0, true),
            Vfp::Sys {
                to_core: true, rt, ..
            } => (bit(rt), false),
            Vfp::Block {
                writeback: true,
                rn,
                ..
            } => (bit(rn), false),
            _ => (0, false),
        },
        _ => (0, false),
    }
}

/// The [`RegFile`] index of register `r` (0-14) as mode `mode` sees it.
pub fn visible_index(mode: Mode, r: usize) -> usize {
    match r {
        8..=12 if mode == Mode::Fiq => 13 + (r - 8),
        13 | 14 => r13_index(mode.bank()) + (r - 13),
        _ => r,
    }
}

/// What a caller does with the observed instructions.
pub trait InsnObserver {
    /// An instruction ran.
    fn executed(&mut self, e: &Executed);
    /// An exception was entered between instructions (an interrupt, or the prefetch
    /// abort of a block's first instruction), changing the state from `before` to
    /// `after`.
    fn exception(&mut self, e: &ExceptionEntry, before: &CpuState, after: &CpuState);
}

/// The observation in progress: the caller's [`InsnObserver`] and what the current
/// instruction has done so far.
pub struct Observer {
    sink: Box<dyn InsnObserver>,
    before: CpuState,
    mem: Vec<MemAccess>,
    exception: Option<ExceptionEntry>,
    in_insn: bool,
}

impl std::fmt::Debug for Observer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Observer")
            .field("in_insn", &self.in_insn)
            .finish()
    }
}

impl Observer {
    /// An observer reporting to `sink`.
    pub fn new(sink: Box<dyn InsnObserver>) -> Box<Observer> {
        Box::new(Observer {
            sink,
            before: CpuState::new(),
            mem: Vec::with_capacity(16),
            exception: None,
            in_insn: false,
        })
    }

    /// Gives the sink back.
    pub fn into_sink(self) -> Box<dyn InsnObserver> {
        self.sink
    }

    /// Notes a completed data access of the current instruction.
    #[inline]
    pub fn access(&mut self, vaddr: u32, paddr: u32, size: u8, write: bool, value: u32) {
        self.mem.push(MemAccess {
            vaddr,
            paddr,
            size,
            write,
            value,
        });
    }
}

/// Called before the interpreter executes an instruction while an observer is
/// installed.
#[cold]
#[inline(never)]
pub fn begin(core: &mut Core) {
    if let Some(o) = core.observer.as_deref_mut() {
        o.before.clone_from(&core.s);
        o.mem.clear();
        o.exception = None;
        o.in_insn = true;
    }
}

/// Called after the interpreter executed `bi` at virtual `addr` (physical `paddr`)
/// while an observer is installed, before its ticks are charged.
#[cold]
#[inline(never)]
pub fn end(core: &mut Core, bi: &BlockInsn, addr: u32, paddr: u32, thumb: bool, passed: bool) {
    let Some(o) = core.observer.as_deref_mut() else {
        return;
    };
    o.in_insn = false;
    let e = Executed {
        tick: core.ticks,
        addr,
        paddr,
        thumb,
        raw: bi.raw,
        insn: &bi.insn,
        passed,
        before: &o.before,
        after: &core.s,
        mem: &o.mem,
        exception: o.exception.take(),
    };
    o.sink.executed(&e);
}

/// Called by [`crate::exception::enter`] while an observer is installed, after the
/// exception was entered from state `before`.
#[cold]
#[inline(never)]
pub fn exception_entered(core: &mut Core, kind: Exception, addr: u32, before: &CpuState) {
    let tick = core.ticks;
    let vector = core.s.r[15];
    let Some(o) = core.observer.as_deref_mut() else {
        return;
    };
    let entry = ExceptionEntry {
        kind,
        addr,
        thumb: before.thumb(),
        vector,
        tick,
    };
    if o.in_insn {
        o.exception = Some(entry);
    } else {
        o.sink.exception(&entry, before, &core.s);
    }
}

/// Every register of the core, banked copies apart: what [`RegFile::of`] lays out.
pub const NUM_REGS: usize = 36;

/// The whole register file in a fixed layout (see [`reg_name`]): r0-r7, r8-r12 of
/// User (and every mode but FIQ), r8-r12 of FIQ, r13 and r14 of each bank
/// ([`Mode::bank`]: usr, fiq, irq, svc, abt, und), the five SPSRs, the CPSR. The PC is
/// not in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegFile(pub [u32; NUM_REGS]);

/// Index of r13 of bank `b` in a [`RegFile`] (r14 is the next one).
pub const fn r13_index(bank: usize) -> usize {
    18 + 2 * bank
}

/// Index of the SPSR of bank `b` (1..=5) in a [`RegFile`].
pub const fn spsr_index(bank: usize) -> usize {
    29 + bank
}

/// Index of the CPSR in a [`RegFile`].
pub const CPSR_INDEX: usize = 35;

const BANK_NAMES: [&str; 6] = ["usr", "fiq", "irq", "svc", "abt", "und"];

/// The lower-case name of bank `b`'s mode (System mode shares `usr`).
pub fn bank_name(bank: usize) -> &'static str {
    BANK_NAMES[bank]
}

/// The name of entry `i` of a [`RegFile`] as Tarmac writes it: `r0`..`r12`,
/// `r8_fiq`..`r12_fiq`, `r13_<bank>`, `r14_<bank>`, `spsr_<bank>`, `cpsr`.
pub fn reg_name(i: usize) -> &'static str {
    const NAMES: [&str; NUM_REGS] = [
        "r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12", "r8_fiq",
        "r9_fiq", "r10_fiq", "r11_fiq", "r12_fiq", "r13_usr", "r14_usr", "r13_fiq", "r14_fiq",
        "r13_irq", "r14_irq", "r13_svc", "r14_svc", "r13_abt", "r14_abt", "r13_und", "r14_und",
        "spsr_fiq", "spsr_irq", "spsr_svc", "spsr_abt", "spsr_und", "cpsr",
    ];
    NAMES[i]
}

impl RegFile {
    /// The register file of state `s`.
    pub fn of(s: &CpuState) -> RegFile {
        let mut f = [0u32; NUM_REGS];
        let mode = s.mode();
        f[..8].copy_from_slice(&s.r[..8]);
        let (usr, fiq) = if mode == Mode::Fiq {
            (
                s.banked_r8_r12[0],
                [s.r[8], s.r[9], s.r[10], s.r[11], s.r[12]],
            )
        } else {
            (
                [s.r[8], s.r[9], s.r[10], s.r[11], s.r[12]],
                s.banked_r8_r12[1],
            )
        };
        f[8..13].copy_from_slice(&usr);
        f[13..18].copy_from_slice(&fiq);
        let current = mode.bank();
        for (b, pair) in s.banked_r13_r14.iter().enumerate() {
            let [r13, r14] = if b == current {
                [s.r[13], s.r[14]]
            } else {
                *pair
            };
            f[r13_index(b)] = r13;
            f[r13_index(b) + 1] = r14;
        }
        for b in 1..6 {
            f[spsr_index(b)] = s.spsr[b];
        }
        f[CPSR_INDEX] = s.cpsr();
        RegFile(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_registers_include_unchanged_ones() {
        let bl = Insn::always(Op::Branch(Branch {
            link: true,
            offset: 8,
        }));
        assert_eq!(written(&bl), (1 << 14, false));
        let cmp = crate::decode::decode_arm(0xe350_0000); // CMP r0, #0
        assert_eq!(written(&cmp), (0, true));
        let pop = crate::decode::decode_arm(0xe8bd_8010); // LDMFD sp!, {r4, pc}
        assert_eq!(written(&pop), ((1 << 4) | (1 << 13), false));
        assert_eq!(visible_index(Mode::Fiq, 9), 14);
        assert_eq!(visible_index(Mode::Irq, 14), r13_index(2) + 1);
        assert_eq!(visible_index(Mode::Irq, 9), 9);
    }

    #[test]
    fn armv7_instructions_say_what_they_write() {
        use isa::arch::Profile;
        let arm = |w: u32| written(&crate::decode::decode_arm_on(Profile::ARMV7A, w));
        let thumb = |w: u32| {
            let (insn, _) =
                crate::decode::decode_thumb_on(Profile::ARMV7A, (w >> 16) as u16, w as u16, false);
            written(&insn)
        };
        let r = |regs: &[u8]| regs.iter().fold(0u16, |m, &r| m | 1 << r);
        // Encodings from the armhf cross assembler (`-march=armv7ve -mfpu=vfpv3`).
        type Written = (u16, bool);
        let cases: &[(&str, Written, Written)] = &[
            ("movw r3, #0x1234", arm(0xe301_3234), (r(&[3]), false)),
            ("movt r3, #0x5678", arm(0xe345_3678), (r(&[3]), false)),
            ("uxtb r2, r5", arm(0xe6ef_2075), (r(&[2]), false)),
            ("rev r4, r6", arm(0xe6bf_4f36), (r(&[4]), false)),
            ("sadd16 r1, r2, r3", arm(0xe612_1f13), (r(&[1]), true)),
            ("qadd16 r1, r2, r3", arm(0xe622_1f13), (r(&[1]), false)),
            ("usat r0, #8, r1", arm(0xe6e8_0011), (r(&[0]), true)),
            ("ubfx r7, r8, #3, #5", arm(0xe7e4_71d8), (r(&[7]), false)),
            ("mls r0, r1, r2, r3", arm(0xe060_3291), (r(&[0]), false)),
            (
                "umaal r4, r5, r6, r7",
                arm(0xe045_4796),
                (r(&[4, 5]), false),
            ),
            ("udiv r2, r3, r4", arm(0xe732_f413), (r(&[2]), false)),
            ("ldrex r2, [r3]", arm(0xe193_2f9f), (r(&[2]), false)),
            ("strex r1, r2, [r3]", arm(0xe183_1f92), (r(&[1]), false)),
            ("ldrexd r4, r5, [r6]", arm(0xe1b6_4f9f), (r(&[4, 5]), false)),
            ("vmov r0, s3", arm(0xee11_0a90), (r(&[0]), false)),
            ("vmov r1, r2, d4", arm(0xec52_1b14), (r(&[1, 2]), false)),
            ("vmrs APSR_nzcv, fpscr", arm(0xeef1_fa10), (0, true)),
            ("vmrs r9, fpscr", arm(0xeef1_9a10), (r(&[9]), false)),
            ("vldmia r5!, {d0-d1}", arm(0xecb5_0b04), (r(&[5]), false)),
            ("vldmia r5, {d0-d1}", arm(0xec95_0b04), (0, false)),
            ("vmov s3, r0", arm(0xee01_0a90), (0, false)),
            (
                "ldrd r2, r3, [r4], #8",
                thumb(0xe8f4_2302),
                (r(&[2, 3, 4]), false),
            ),
            (
                "ldrd r2, r3, [r4, #8]",
                thumb(0xe9d4_2302),
                (r(&[2, 3]), false),
            ),
            (
                "strd r2, r3, [r4, #-8]!",
                thumb(0xe964_2302),
                (r(&[4]), false),
            ),
            ("orns r1, r2, r3", thumb(0xea72_0103), (r(&[1]), true)),
        ];
        for (text, got, want) in cases {
            assert_eq!(got, want, "{text}");
        }
    }

    #[test]
    fn the_register_file_follows_the_banks() {
        let mut s = CpuState::new();
        s.set_mode(Mode::User);
        for i in 0..15 {
            s.r[i] = 100 + i as u32;
        }
        s.set_mode(Mode::Fiq);
        s.r[8] = 8008;
        s.r[13] = 1313;
        s.spsr[1] = 0x10;
        let f = RegFile::of(&s);
        assert_eq!(f.0[0], 100);
        assert_eq!(f.0[8], 108, "r8 of User stays in its slot");
        assert_eq!(f.0[13], 8008, "r8_fiq");
        assert_eq!(f.0[r13_index(0)], 113);
        assert_eq!(f.0[r13_index(0) + 1], 114);
        assert_eq!(f.0[r13_index(1)], 1313);
        assert_eq!(f.0[spsr_index(1)], 0x10);
        assert_eq!(f.0[CPSR_INDEX], s.cpsr());
        assert_eq!(reg_name(13), "r8_fiq");
        assert_eq!(reg_name(r13_index(3)), "r13_svc");
        assert_eq!(reg_name(spsr_index(3)), "spsr_svc");
        assert_eq!(reg_name(CPSR_INDEX), "cpsr");
        // Back in User mode, the same registers sit in the same slots.
        s.set_mode(Mode::User);
        let mut g = RegFile::of(&s);
        g.0[CPSR_INDEX] = f.0[CPSR_INDEX];
        assert_eq!(g, f);
    }
}

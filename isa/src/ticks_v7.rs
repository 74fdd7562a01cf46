//! The tick (cycle) cost model of the ARMv7-A profile (the Cortex-A15 as QEMU runs it): a
//! static cost per decoded instruction from the published cycle tables of in-order Cortex-A
//! class cores, with a small register interlock model, and the per-profile choice between
//! it and the ARM926's model ([`BlockTicks`]).
//!
//! The integer core is the Cortex-A8's (an in-order ARMv7-A core): issue cycles, the
//! stage where each operand is read and the stage where each result is produced, from the
//! Cortex-A8 TRM (DDI 0344K) chapter 16 "Instruction Cycle Timing", as LLVM's
//! `ARMScheduleA8.td` itineraries encode it. The A8's VFP is VFPLite (not pipelined:
//! 9 cycles for an add), far slower than the A15's; the VFP costs are therefore the
//! Cortex-A9's pipelined VFPv3 unit (Cortex-A9 Floating-Point Unit TRM, DDI 0408,
//! "Instruction throughput and latency", as `ARMScheduleA9.td` encodes it). The table
//! with each class's figures and source is [`Class::timing`] (and
//! `docs/cost-model-armv7.md`).
//!
//! The model is single-issue (the A8 dual-issues; pairing is not modelled) and static:
//! branches cost their issue cycle as if predicted, and no cache miss is charged.
//!
//! Interlock: an instruction waits until every register it reads is ready at the stage
//! where it reads it (E1 for shifted operands, addresses and multiply operands, E2 for
//! the rest, E3 for store data, E4 for a multiply-accumulate's addend), the longest wait
//! counting. Results are ready for an E2 reader `latency` cycles after the producer
//! issued (the table's column); one stage earlier costs a reader one more cycle. VFP
//! registers (and the FPSCR flags that VCMP sets for VMRS) are read at issue. The state
//! is reset at each block start ([`CortexTicks::new_block`]); conditions are ignored by
//! the interlock model, as in the ARMv5 model.
//!
//! An instruction whose condition fails costs 1, whatever its class: it still takes its
//! issue slot but neither executes nor waits for its operands (the ARMv5 model's rule,
//! `docs/android-qtrace-format.md` §12.2). [`InsnTicks::untaken`] is 1 for every
//! instruction with a condition other than AL, the Thumb ones in an IT block included
//! (the block builder sets their condition before asking for the cost).
//!
//! Section numbers below are DDI 0344K's (§16.2, the ARM instruction timing tables, one
//! per group); the figures were taken from, and agree with, the LLVM itineraries named
//! on each row, which are what was read here.

use crate::arch::Profile;
use crate::insn::{
    AluOp, BitFieldOp, Cond, DspMul, ExclSize, Insn, MemSize, MulV6, Offset, Op, Reg, ShiftKind,
    Shifter, VReg, LR, PC, SP,
};
use crate::ticks::{InsnTicks, TickModel};

/// The pipeline stages at which an operand is read (Cortex-A8 E1..E4).
const E1: i64 = 1;
const E2: i64 = 2;
const E3: i64 = 3;
const E4: i64 = 4;

/// A cost class: instructions with the same issue cycles and result latency.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    /// MOV/MVN/MOVW: the result at the end of E1.
    Mov,
    /// Data processing, CLZ, the media instructions, extends, bit fields, QADD.
    Alu,
    /// SMULxy, SMULWy, USAD8.
    Mul16,
    /// SMLAxy, SMLAWy, USADA8.
    Mac16,
    /// MUL, SMMUL, SMUAD/SMUSD.
    Mul32,
    /// MLA, MLS, SMMLA/SMMLS, SMLAD/SMLSD.
    Mac32,
    /// The 64-bit results: UMULL ... UMAAL, SMLALxy, SMLALD/SMLSLD.
    Mul64,
    /// SDIV/UDIV.
    Div,
    /// Single loads (LDR, LDRB/H, LDRSB/H, LDRD, LDREX*, MRC).
    Load,
    /// Single stores (STR, STRB/H, STRD, STREX*).
    Store,
    /// A single load or store with a scaled register offset other than LSL #2.
    LoadStoreScaled,
    /// LDM/STM/PUSH/POP, SRS/RFE: per two registers.
    Multiple,
    /// SWP/SWPB: a load and a store.
    Swap,
    /// B, BL, BLX, BX, CBZ/CBNZ.
    Branch,
    /// TBB/TBH: a load and a branch.
    TableBranch,
    /// Status, coprocessor, hint, barrier and exception-raising instructions.
    System,
    /// VMOV (register, immediate), VABS, VNEG.
    VfpUnary,
    /// VCMP{E}.
    VfpCmp,
    /// VCVT between precisions, to and from integers and fixed point.
    VfpCvt,
    /// VCVTB/VCVTT from half precision.
    VfpCvtHalf,
    /// VADD/VSUB.
    VfpAdd,
    /// VMUL/VNMUL, single precision.
    VfpMulS,
    /// VMUL/VNMUL, double precision.
    VfpMulD,
    /// VMLA/VMLS/VNMLA/VNMLS and the fused VFMA/VFMS/VFNMA/VFNMS, single precision.
    VfpMacS,
    /// The same, double precision.
    VfpMacD,
    VfpDivS,
    VfpDivD,
    VfpSqrtS,
    VfpSqrtD,
    /// VMOV from a core register (or two) to VFP, VMSR.
    CoreToVfp,
    /// VMOV from VFP to core registers, VMRS.
    VfpToCore,
    /// VLDR.S / VSTR.
    VfpLoadS,
    /// VLDR.D.
    VfpLoadD,
    /// VLDM/VSTM/VPUSH/VPOP: per 64 bits.
    VfpMultiple,
}

/// What a class costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Timing {
    /// Issue cycles: the cost with no interlock (per two registers for [`Class::Multiple`],
    /// per 64 bits for [`Class::VfpMultiple`]).
    pub issue: u32,
    /// Cycles from the instruction's first issue cycle until an instruction reading the
    /// result at E2 (or a VFP instruction) can issue without stalling.
    pub latency: u32,
}

const fn t(issue: u32, latency: u32) -> Timing {
    Timing { issue, latency }
}

impl Class {
    /// The cost table. Integer rows: Cortex-A8 TRM (DDI 0344K) chapter 16, with the result
    /// stage Ex (a result at the end of Ex of the last issue cycle is ready for an E2 reader
    /// `issue + x - 2` cycles after the first); LLVM's `ARMScheduleA8.td` itinerary named.
    /// VFP rows: Cortex-A9 FPU TRM (DDI 0408) "Instruction throughput and latency", issue =
    /// the cycles the VFP pipeline is held, latency as given; `ARMScheduleA9.td` named.
    pub const fn timing(self) -> Timing {
        match self {
            // §16.2 data-processing table: moves write at E1 (IIC_iMOVr/iMOVi, result cycle 1).
            Class::Mov => t(1, 0),
            // §16.2 data-processing table: 1 cycle, result E2 (IIC_iALUr/iALUsi/iALUsr, iEXTr,
            // iBITi). The media, saturating and bit-field instructions are not itemised by
            // the itinerary (NoItinerary) and are charged as ALU operations.
            Class::Alu => t(1, 1),
            // §16.2 multiply table: 16-bit multiplies, 1 cycle, result E5 (IIC_iMUL16). USAD8 is
            // not itemised; it is a multiplier-pipe operation and charged as these.
            Class::Mul16 => t(1, 4),
            // §16.2 multiply table: 16-bit multiply-accumulate, 2 cycles, E5 (IIC_iMAC16).
            Class::Mac16 => t(2, 5),
            // §16.2 multiply table: 2 cycles, result E5 (IIC_iMUL32, iMUAD32).
            Class::Mul32 => t(2, 5),
            // §16.2 multiply table: 2 cycles, result E5, addend read at E4 (IIC_iMAC32, iDML32).
            Class::Mac32 => t(2, 5),
            // §16.2 multiply table: 64-bit results, 3 cycles, E5 of the last (IIC_iMUL64,
            // iMAC64, iDML64; LLVM puts RdLo one cycle earlier, not modelled).
            Class::Mul64 => t(3, 6),
            // Not in the A8/A9 tables (neither core divides). The only figure in these
            // sources is `ARMScheduleA8.td`'s note on IIC_iDIV32: 3 to 36 cycles by the
            // operands. A static model takes 10, a typical 32/16-bit quotient, result
            // at E2.
            Class::Div => t(10, 10),
            // §16.2 load/store table: 1 cycle, address at E1, result E3, store data read at E3
            // (IIC_iLoad_i/iLoad_r/iLoad_d_i; iStore_i). LDRD assumes an aligned pair.
            Class::Load => t(1, 2),
            Class::Store => t(1, 0),
            // §16.2 load/store table: a scaled offset other than LSL #2 issues over 2 cycles, the result one
            // cycle later (IIC_iLoad_si, iStore_si).
            Class::LoadStoreScaled => t(2, 3),
            // §16.2 load/store multiple table: 64 bits per cycle from an aligned address; each
            // register at E3 of its cycle (IIC_iLoad_m, iStore_m).
            Class::Multiple => t(1, 2),
            // SWP is not itemised (deprecated in ARMv7): a load then a store.
            Class::Swap => t(2, 3),
            // §16.2 branch table: 1 cycle when predicted (IIC_Br). The misprediction
            // penalty (13 cycles on the A8) depends on history and is not charged.
            Class::Branch => t(1, 1),
            // TBB/TBH: a load micro-op and a branch.
            Class::TableBranch => t(2, 2),
            // MRS/MSR, CPS, SETEND, barriers, hints, MCR/MRC/CDP/LDC/STC and the
            // exception-raising instructions are not itemised: 1 cycle, result at E2;
            // their pipeline flushes are not charged (as in the ARMv5 model).
            Class::System => t(1, 1),
            // VFP: DDI 0408, the "Instruction throughput and latency" table;
            // the fused VFMA family as VMLA (the A9 has no FMA; VFPv4 cores issue it alike).
            Class::VfpUnary => t(1, 1),    // IIC_fpUNA32/64
            Class::VfpCmp => t(1, 1),      // IIC_fpCMP32/64
            Class::VfpCvt => t(1, 4),      // IIC_fpCVTSD/DS/SI/DI/IS/ID, CVTSH
            Class::VfpCvtHalf => t(1, 2),  // IIC_fpCVTHS
            Class::VfpAdd => t(1, 4),      // IIC_fpALU32/64
            Class::VfpMulS => t(1, 5),     // IIC_fpMUL32
            Class::VfpMulD => t(2, 6),     // IIC_fpMUL64
            Class::VfpMacS => t(1, 8),     // IIC_fpMAC32, fpFMAC32
            Class::VfpMacD => t(2, 9),     // IIC_fpMAC64, fpFMAC64
            Class::VfpDivS => t(10, 15),   // IIC_fpDIV32
            Class::VfpDivD => t(20, 25),   // IIC_fpDIV64
            Class::VfpSqrtS => t(13, 17),  // IIC_fpSQRT32
            Class::VfpSqrtD => t(28, 32),  // IIC_fpSQRT64
            Class::CoreToVfp => t(1, 1),   // IIC_fpMOVIS/ID
            Class::VfpToCore => t(1, 2),   // IIC_fpMOVSI/DI
            Class::VfpLoadS => t(1, 1),    // IIC_fpLoad32, fpStore32
            Class::VfpLoadD => t(1, 2),    // IIC_fpLoad64
            Class::VfpMultiple => t(1, 2), // IIC_fpLoad_m: per 64 bits
        }
    }
}

/// The cost of one instruction being worked out: the longest operand wait, its issue
/// cycles, and the results it produces.
struct Step {
    class: Class,
    issue: i64,
    stall: i64,
    /// Registers written, with their latency (cycles after the first issue cycle).
    defs: [(Reg, i64); 16],
    ndefs: usize,
    /// VFP register slots written (S-register numbering, D n = slots 2n, 2n + 1), with
    /// their latency.
    vdefs: [(u8, i64); 2],
    nvdefs: usize,
    /// The VFP block transfer's destination: first slot, slot count, latency.
    vrange: Option<(usize, usize, i64)>,
    /// The FPSCR flags written (VCMP), with their latency.
    flags: Option<i64>,
}

/// The ARMv7-A model's per-block interlock state.
#[derive(Clone, Debug)]
pub struct CortexTicks {
    /// The cycle at which the current instruction would issue with no stall.
    base: i64,
    /// For each core register, the cycle from which an E2 reader issues without stall.
    ready: [i64; 16],
    /// The same for the VFP register file in single-precision slots (64: D0-D31).
    vready: [i64; 64],
    /// The same for the FPSCR flags (VCMP to VMRS APSR_nzcv).
    flags_ready: i64,
}

/// The readiness of a value from before the block: no reader waits for it.
const LONG_AGO: i64 = -64;

impl Default for CortexTicks {
    fn default() -> CortexTicks {
        CortexTicks {
            base: 0,
            ready: [LONG_AGO; 16],
            vready: [LONG_AGO; 64],
            flags_ready: LONG_AGO,
        }
    }
}

/// The slots of a VFP register (S n: slot n; D n: slots 2n, 2n + 1).
fn slots(v: VReg) -> (u8, u8) {
    if v.double {
        (2 * v.n, 2)
    } else {
        (v.n, 1)
    }
}

impl Step {
    fn new(class: Class) -> Step {
        Step {
            class,
            issue: class.timing().issue as i64,
            stall: 0,
            defs: [(0, 0); 16],
            ndefs: 0,
            vdefs: [(0, 0); 2],
            nvdefs: 0,
            vrange: None,
            flags: None,
        }
    }

    fn latency(&self) -> i64 {
        self.class.timing().latency as i64
    }

    /// Reads core register `r` at `stage`.
    fn read(&mut self, m: &CortexTicks, r: Reg, stage: i64) {
        let wait = m.ready[r as usize] + E2 - stage - m.base;
        self.stall = self.stall.max(wait);
    }

    /// Reads a VFP register at issue.
    fn vread(&mut self, m: &CortexTicks, v: VReg) {
        let (first, n) = slots(v);
        for s in first..first + n {
            self.stall = self.stall.max(m.vready[s as usize] - m.base);
        }
    }

    /// Writes core register `r` (not PC: a PC write is a branch) after `latency`.
    fn def_at(&mut self, r: Reg, latency: i64) {
        if r != PC {
            self.defs[self.ndefs] = (r, latency);
            self.ndefs += 1;
        }
    }

    /// Writes `r` with the class's latency.
    fn def(&mut self, r: Reg) {
        self.def_at(r, self.latency());
    }

    /// Writes VFP register `v` with the class's latency.
    fn vdef(&mut self, v: VReg) {
        let (first, n) = slots(v);
        for s in first..first + n {
            self.vdefs[self.nvdefs] = (s, self.latency());
            self.nvdefs += 1;
        }
    }
}

impl CortexTicks {
    pub fn new() -> CortexTicks {
        CortexTicks::default()
    }

    /// Resets the interlock model: call at the start of every block.
    pub fn new_block(&mut self) {
        *self = CortexTicks::default();
    }

    /// The cost of a decoded instruction (with its condition as it will run: the block
    /// builder sets an IT block's condition first). Advances the interlock state.
    pub fn insn(&mut self, insn: &Insn) -> InsnTicks {
        let step = self.step(&insn.op);
        let start = self.base + step.stall;
        for &(r, latency) in &step.defs[..step.ndefs] {
            self.ready[r as usize] = start + latency;
        }
        for &(s, latency) in &step.vdefs[..step.nvdefs] {
            self.vready[s as usize] = start + latency;
        }
        if let Some((first, n, latency)) = step.vrange {
            for s in first..(first + n).min(64) {
                self.vready[s] = start + latency;
            }
        }
        if let Some(latency) = step.flags {
            self.flags_ready = start + latency;
        }
        let cost = step.stall + step.issue;
        self.base += cost;
        let taken = cost as u32;
        match insn.cond {
            Cond::Al | Cond::Nv => InsnTicks::flat(taken),
            _ => InsnTicks { untaken: 1, taken },
        }
    }

    /// The class, operand reads and results of an operation.
    fn step(&self, op: &Op) -> Step {
        let m = self;
        match *op {
            Op::Alu(d) | Op::Orn(d) => {
                let plain_move = matches!(d.op, AluOp::Mov | AluOp::Mvn)
                    && !matches!(d.op2, Shifter::RegReg { .. })
                    && matches!(op, Op::Alu(_));
                let mut s = Step::new(if plain_move { Class::Mov } else { Class::Alu });
                if d.op.uses_rn() || matches!(op, Op::Orn(_)) {
                    s.read(m, d.rn, E2);
                }
                match d.op2 {
                    Shifter::Imm { .. } => {}
                    Shifter::RegImm { rm, kind, amount } => {
                        let shifted = kind != ShiftKind::Lsl || amount != 0;
                        s.read(m, rm, if shifted { E1 } else { E2 });
                    }
                    Shifter::RegReg { rm, rs, .. } => {
                        s.read(m, rm, E1);
                        s.read(m, rs, E1);
                    }
                }
                if !d.op.is_test() {
                    s.def(d.rd);
                }
                s
            }
            Op::Mul(mul) => {
                let mut s = Step::new(if mul.acc { Class::Mac32 } else { Class::Mul32 });
                s.read(m, mul.rm, E1);
                s.read(m, mul.rs, E1);
                if mul.acc {
                    s.read(m, mul.rn, E4);
                }
                s.def(mul.rd);
                s
            }
            Op::MulLong(mul) => {
                let mut s = Step::new(Class::Mul64);
                s.read(m, mul.rm, E1);
                s.read(m, mul.rs, E1);
                if mul.acc {
                    s.read(m, mul.rdlo, E1);
                    s.read(m, mul.rdhi, E1);
                }
                s.def(mul.rdlo);
                s.def(mul.rdhi);
                s
            }
            Op::Dsp(dsp) => match dsp {
                DspMul::Smla { rd, rm, rs, rn, .. } | DspMul::Smlaw { rd, rm, rs, rn, .. } => {
                    let mut s = Step::new(Class::Mac16);
                    s.read(m, rm, E1);
                    s.read(m, rs, E1);
                    s.read(m, rn, E4);
                    s.def(rd);
                    s
                }
                DspMul::Smul { rd, rm, rs, .. } | DspMul::Smulw { rd, rm, rs, .. } => {
                    let mut s = Step::new(Class::Mul16);
                    s.read(m, rm, E1);
                    s.read(m, rs, E1);
                    s.def(rd);
                    s
                }
                DspMul::Smlal {
                    rdlo, rdhi, rm, rs, ..
                } => {
                    let mut s = Step::new(Class::Mul64);
                    for r in [rm, rs, rdlo, rdhi] {
                        s.read(m, r, E1);
                    }
                    s.def(rdlo);
                    s.def(rdhi);
                    s
                }
            },
            Op::Sat(q) => m.alu(q.rd, &[q.rm, q.rn], E2),
            Op::Clz(c) => m.alu(c.rd, &[c.rm], E2),
            Op::Parallel(p) => m.alu(p.rd, &[p.rn, p.rm], E2),
            Op::Saturate(q) => {
                let shifted = q.amount != 0 || q.shift != ShiftKind::Lsl;
                m.alu(q.rd, &[q.rn], if shifted { E1 } else { E2 })
            }
            Op::Saturate16(q) => m.alu(q.rd, &[q.rn], E2),
            Op::Extend(x) => {
                let mut s = m.alu(x.rd, &[x.rm], if x.rotation != 0 { E1 } else { E2 });
                if let Some(rn) = x.rn {
                    s.read(m, rn, E2);
                }
                s
            }
            Op::Pack(p) => m.alu(p.rd, &[p.rn], E2).also_read(m, p.rm, E1),
            Op::Reverse(r) => m.alu(r.rd, &[r.rm], E2),
            Op::Select(x) => m.alu(x.rd, &[x.rn, x.rm], E2),
            Op::BitField(b) => {
                // BFC/BFI merge into Rd: it is read as well.
                let mut s = m.alu(b.rd, &[b.rn], E2);
                if matches!(b.op, BitFieldOp::Bfc | BitFieldOp::Bfi) {
                    s.read(m, b.rd, E2);
                }
                s
            }
            Op::MovWide(w) => {
                if w.top {
                    m.alu(w.rd, &[w.rd], E2)
                } else {
                    let mut s = Step::new(Class::Mov);
                    s.def(w.rd);
                    s
                }
            }
            Op::ThumbAdr(a) => m.alu(a.rd, &[], E2),
            Op::Usad8(u) => {
                let mut s = Step::new(if u.ra.is_some() {
                    Class::Mac16
                } else {
                    Class::Mul16
                });
                s.read(m, u.rn, E1);
                s.read(m, u.rm, E1);
                if let Some(ra) = u.ra {
                    s.read(m, ra, E4);
                }
                s.def(u.rd);
                s
            }
            Op::MulV6(mul) => m.mul_v6(mul),
            Op::Mem(x) => {
                let scaled = matches!(x.offset, Offset::Reg { kind, amount, .. }
                    if amount != 0 && !(kind == ShiftKind::Lsl && amount == 2));
                let class = match (scaled, x.load) {
                    (true, _) => Class::LoadStoreScaled,
                    (false, true) => Class::Load,
                    (false, false) => Class::Store,
                };
                let mut s = Step::new(class);
                s.read(m, x.rn, E1);
                if let Offset::Reg { rm, .. } = x.offset {
                    s.read(m, rm, E1);
                }
                let pair = x.size == MemSize::Double;
                if x.load {
                    s.def(x.rd);
                    if pair {
                        s.def((x.rd + 1) & 15);
                    }
                } else {
                    s.read(m, x.rd, E3);
                    if pair {
                        s.read(m, (x.rd + 1) & 15, E3);
                    }
                }
                if x.mode.writeback || !x.mode.pre {
                    // The base update is an ALU result (IIC_iLoad_iu: base at cycle 2).
                    s.def_at(x.rn, s.issue);
                }
                s
            }
            Op::Dual(x) => {
                let mut s = Step::new(if x.load { Class::Load } else { Class::Store });
                s.read(m, x.rn, E1);
                if x.load {
                    s.def(x.rt);
                    s.def(x.rt2);
                } else {
                    s.read(m, x.rt, E3);
                    s.read(m, x.rt2, E3);
                }
                if x.mode.writeback || !x.mode.pre {
                    s.def_at(x.rn, s.issue);
                }
                s
            }
            Op::Exclusive(x) => {
                let mut s = Step::new(if x.load { Class::Load } else { Class::Store });
                s.read(m, x.rn, E1);
                let pair = x.size == ExclSize::Double;
                if x.load {
                    s.def(x.rt);
                    if pair {
                        s.def(x.rt2);
                    }
                } else {
                    s.read(m, x.rt, E3);
                    if pair {
                        s.read(m, x.rt2, E3);
                    }
                    // The status is known when the store completes: a load's latency.
                    s.def_at(x.rd, Class::Load.timing().latency as i64);
                }
                s
            }
            Op::Block(b) => m.multiple(b.rn, b.list, b.load, b.writeback),
            Op::Srs(x) => m.multiple(SP, 1 << LR, false, x.writeback),
            Op::Rfe(x) => m.multiple(x.rn, 1 << PC, true, x.writeback),
            Op::Swap(x) => {
                let mut s = Step::new(Class::Swap);
                s.read(m, x.rn, E1);
                s.read(m, x.rm, E3);
                s.def(x.rd);
                s
            }
            Op::Branch(b) => {
                let mut s = Step::new(Class::Branch);
                if b.link {
                    s.def(LR);
                }
                s
            }
            Op::BlxImm(_) | Op::ThumbBlPrefix(_) | Op::ThumbBlSuffix(_) => {
                let mut s = Step::new(Class::Branch);
                s.def(LR);
                s
            }
            Op::Bx(b) => Step::new(Class::Branch).also_read(m, b.rm, E2),
            Op::BlxReg(b) => {
                let mut s = Step::new(Class::Branch).also_read(m, b.rm, E2);
                s.def(LR);
                s
            }
            Op::Cbz(c) => Step::new(Class::Branch).also_read(m, c.rn, E2),
            Op::TableBranch(x) => Step::new(Class::TableBranch)
                .also_read(m, x.rn, E1)
                .also_read(m, x.rm, E1),
            Op::Mrs(x) => {
                let mut s = Step::new(Class::System);
                s.def(x.rd);
                s
            }
            Op::Msr(x) => match x.src {
                Shifter::RegImm { rm, .. } | Shifter::RegReg { rm, .. } => {
                    Step::new(Class::System).also_read(m, rm, E2)
                }
                Shifter::Imm { .. } => Step::new(Class::System),
            },
            Op::CpReg(c) => {
                if c.load {
                    // MRC: the value arrives as a load's would.
                    let mut s = Step::new(Class::System);
                    s.def_at(c.rd, Class::Load.timing().latency as i64);
                    s
                } else {
                    Step::new(Class::System).also_read(m, c.rd, E2)
                }
            }
            Op::CpReg2(c) => {
                if c.load {
                    let mut s = Step::new(Class::System);
                    s.def_at(c.rd, Class::Load.timing().latency as i64);
                    s.def_at(c.rn, Class::Load.timing().latency as i64);
                    s
                } else {
                    Step::new(Class::System)
                        .also_read(m, c.rd, E2)
                        .also_read(m, c.rn, E2)
                }
            }
            Op::CpMem(c) => Step::new(Class::System).also_read(m, c.rn, E1),
            Op::Swi(_)
            | Op::Hvc(_)
            | Op::Bkpt(_)
            | Op::Cdp(_)
            | Op::Nop
            | Op::Clrex
            | Op::Cps(_)
            | Op::Setend(_)
            | Op::Hint(_)
            | Op::Barrier(_)
            | Op::It(_)
            | Op::Undefined => Step::new(Class::System),
            Op::Vfp(v) => m.vfp(v),
        }
    }

    /// An ALU-class operation writing `rd` from `regs` read at `stage`.
    fn alu(&self, rd: Reg, regs: &[Reg], stage: i64) -> Step {
        let mut s = Step::new(Class::Alu);
        for &r in regs {
            s.read(self, r, stage);
        }
        s.def(rd);
        s
    }

    fn mul_v6(&self, mul: MulV6) -> Step {
        let m = self;
        let (class, rd, rn, rm, ra) = match mul {
            MulV6::Mls { rd, rn, rm, ra } => (Class::Mac32, rd, rn, rm, Some(ra)),
            MulV6::Smmul { rd, rn, rm, ra, .. } | MulV6::Smlad { rd, rn, rm, ra, .. } => {
                let class = if ra.is_some() {
                    Class::Mac32
                } else {
                    Class::Mul32
                };
                (class, rd, rn, rm, ra)
            }
            MulV6::Umaal {
                rdlo, rdhi, rn, rm, ..
            }
            | MulV6::Smlald {
                rdlo, rdhi, rn, rm, ..
            } => {
                let mut s = Step::new(Class::Mul64);
                for r in [rn, rm, rdlo, rdhi] {
                    s.read(m, r, E1);
                }
                s.def(rdlo);
                s.def(rdhi);
                return s;
            }
            MulV6::Div { rd, rn, rm, .. } => (Class::Div, rd, rn, rm, None),
        };
        let mut s = Step::new(class);
        s.read(m, rn, E1);
        s.read(m, rm, E1);
        if let Some(ra) = ra {
            s.read(m, ra, E4);
        }
        s.def(rd);
        s
    }

    /// LDM/STM (and SRS/RFE): two registers per cycle; each loaded register ready at
    /// E3 of its cycle, each stored one read at E3 of its cycle.
    fn multiple(&self, rn: Reg, list: u16, load: bool, writeback: bool) -> Step {
        let mut s = Step::new(Class::Multiple);
        s.read(self, rn, E1);
        let n = list.count_ones() as i64;
        s.issue = ((n + 1) / 2).max(1);
        for (k, r) in (0..16u8).filter(|r| list & (1 << r) != 0).enumerate() {
            let cycle = k as i64 / 2;
            if load {
                s.def_at(r, cycle + Class::Multiple.timing().latency as i64);
            } else {
                s.read(self, r, E3 + cycle);
            }
        }
        if writeback && !(load && list & (1 << rn) != 0) {
            s.def_at(rn, Class::Alu.timing().latency as i64);
        }
        s
    }
}

impl Step {
    fn also_read(mut self, m: &CortexTicks, r: Reg, stage: i64) -> Step {
        self.read(m, r, stage);
        self
    }
}

/// The cost model a profile's blocks are charged with: the ARM926's (raw-word costs,
/// [`TickModel`]) for the ARMv5TE profile, the Cortex-A table ([`CortexTicks`]) for
/// profiles with Thumb-2 (ARMv7-A).
#[derive(Clone, Debug)]
pub enum BlockTicks {
    Arm926(TickModel),
    /// Boxed: the VFP register file's readiness makes it five times the ARM926's size.
    CortexA(Box<CortexTicks>),
}

impl BlockTicks {
    pub fn for_profile(profile: Profile) -> BlockTicks {
        if profile.thumb2() {
            BlockTicks::CortexA(Box::default())
        } else {
            BlockTicks::Arm926(TickModel::new())
        }
    }

    /// Resets the interlock model: call at the start of every block.
    pub fn new_block(&mut self) {
        match self {
            BlockTicks::Arm926(m) => m.new_block(),
            BlockTicks::CortexA(m) => m.new_block(),
        }
    }

    /// The cost of the next instruction of the block: `insn` as it runs (with an IT
    /// block's condition), `raw` its word or halfword and `len` its length in bytes.
    /// The ARM926 model reads the raw word (4 bytes: ARM; 2: Thumb, which has no 32-bit
    /// instructions there), the Cortex-A model the decoded instruction.
    pub fn insn(&mut self, insn: &Insn, raw: u32, len: u32) -> InsnTicks {
        match self {
            BlockTicks::Arm926(m) if len == 4 => m.arm(raw),
            BlockTicks::Arm926(m) => m.thumb(raw as u16),
            BlockTicks::CortexA(m) => m.insn(insn),
        }
    }
}

#[path = "ticks_v7_vfp.rs"]
mod vfp;

#[cfg(test)]
#[path = "ticks_v7_tests.rs"]
mod tests;

//! The operations ARMv6, ARMv6K, ARMv6T2, ARMv7 and VFPv3/v4 add to [`crate::insn::Op`].
//!
//! As for ARMv5TE, ARM and Thumb-2 encodings decode into the same operations; only
//! what Thumb-2 alone has (IT, CBZ/CBNZ, TBB/TBH, LDRD/STRD with two free registers)
//! has variants of its own. Field names follow the Arm ARM (DDI 0406C) pseudocode.
//!
//! What the Thumb decoder ([`crate::decode::decode_thumb_on`]) promises the engines:
//! - Every Thumb instruction has `Cond::Al` but `B<cond>` (16- and 32-bit): the block
//!   builder, which tracks ITSTATE, applies the IT condition by setting `Insn::cond`.
//!   Decoded with `in_it`, the 16-bit instructions that set flags outside an IT block
//!   have `s` clear (CMP/CMN/TST keep it), and `B<cond>` is Undefined (as QEMU).
//! - BL is `Op::Branch` with `link`: target = address + 4 + offset, LR = next | 1.
//!   BLX `<label>` is `Op::BlxImm`: target = Align(address + 4, 4) + offset, LR =
//!   next | 1, entering ARM. B.W and `B<cond>.W` are `Op::Branch` without `link`.
//! - A modified immediate is `Shifter::Imm` with `carry: None` for the unrotated
//!   patterns and `Some(bit 31)` for a rotated constant (ThumbExpandImm_C). ORN with
//!   an immediate is ORR with the inverted constant, ORN with a register `Op::Orn`.
//! - ADDW/SUBW are `Alu` ADD/SUB without S; ADR.W is `Op::ThumbAdr` (the subtracting
//!   form with the negated `imm`, added wrapping); MOVW/MOVT `MovWide`; LSL.W etc.
//!   by a register `Alu` MOV with `Shifter::RegReg`; SUBS PC, LR, #imm and ERET `Alu`
//!   SUB with S to PC, an exception return.
//! - Loads and stores are `Op::Mem` in all their forms (a literal has Rn = PC and
//!   base Align(PC, 4); LDRT and the like have `user`); PLD, PLI and the unallocated
//!   memory hints are `Op::Nop`; LDRD/STRD are `Op::Dual`; LDREX/STREX carry
//!   Thumb's word offset in `imm`.
//! - A write of PC by a data-processing instruction (S clear), MOVW/MOVT or the
//!   like is a branch that stays in Thumb (bit 0 ignored), as QEMU's store_reg in
//!   Thumb; a load of PC (LDR, LDM, POP) interworks.

use crate::insn::{BlockMode, Reg, ShiftKind};

/// The six flavours of the ARMv6 parallel add/subtract (A5.4.1/A5.4.2 of DDI 0406C).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParKind {
    /// Signed, modular, sets GE: SADD16 ...
    S,
    /// Signed saturating: QADD16 ...
    Q,
    /// Signed halving: SHADD16 ...
    Sh,
    /// Unsigned, modular, sets GE: UADD16 ...
    U,
    /// Unsigned saturating: UQADD16 ...
    Uq,
    /// Unsigned halving: UHADD16 ...
    Uh,
}

/// The operation of a parallel add/subtract.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ParOp {
    Add16,
    /// ASX: top = Rn.top + Rm.bottom, bottom = Rn.bottom - Rm.top.
    Asx,
    /// SAX: top = Rn.top - Rm.bottom, bottom = Rn.bottom + Rm.top.
    Sax,
    Sub16,
    Add8,
    Sub8,
}

/// `<kind><op> Rd, Rn, Rm`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Parallel {
    pub kind: ParKind,
    pub op: ParOp,
    pub rd: Reg,
    pub rn: Reg,
    pub rm: Reg,
}

/// SSAT/USAT Rd, #sat, Rn{, LSL|ASR #amount}: saturate to `sat_bits` bits (SSAT:
/// 1..=32 signed; USAT: 0..=31 unsigned), setting Q when it saturates. `shift` is
/// `Lsl` or `Asr`, with `amount` 0 for ASR meaning 32 (as ARM's immediate shifts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Saturate {
    pub signed: bool,
    pub sat_bits: u8,
    pub rd: Reg,
    pub rn: Reg,
    pub shift: ShiftKind,
    pub amount: u8,
}

/// SSAT16/USAT16 Rd, #sat, Rn: each halfword saturated to `sat_bits` bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Saturate16 {
    pub signed: bool,
    pub sat_bits: u8,
    pub rd: Reg,
    pub rn: Reg,
}

/// What an extend instruction extends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExtendSize {
    /// The low byte: SXTB/UXTB.
    Byte,
    /// The low halfword: SXTH/UXTH.
    Half,
    /// Bytes 0 and 2 into halfwords: SXTB16/UXTB16.
    Byte16,
}

/// [SU]XT{B,H,B16} Rd, Rm{, ROR #rotation} and the accumulating [SU]XTA* Rd, Rn, Rm:
/// `rn` is `None` for the plain form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Extend {
    pub signed: bool,
    pub size: ExtendSize,
    pub rd: Reg,
    pub rn: Option<Reg>,
    pub rm: Reg,
    /// 0, 8, 16 or 24.
    pub rotation: u8,
}

/// PKHBT Rd, Rn, Rm, LSL #amount (`tb` false) / PKHTB Rd, Rn, Rm, ASR #amount (`tb`
/// true, amount 0 meaning 32).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pack {
    pub tb: bool,
    pub rd: Reg,
    pub rn: Reg,
    pub rm: Reg,
    pub amount: u8,
}

/// The byte and bit reversals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RevKind {
    Rev,
    Rev16,
    Revsh,
    Rbit,
}

/// REV/REV16/REVSH/RBIT Rd, Rm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reverse {
    pub kind: RevKind,
    pub rd: Reg,
    pub rm: Reg,
}

/// SEL Rd, Rn, Rm: each byte from Rn where its GE bit is set, else from Rm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Select {
    pub rd: Reg,
    pub rn: Reg,
    pub rm: Reg,
}

/// USAD8 Rd, Rn, Rm and USADA8 Rd, Rn, Rm, Ra (`ra` Some).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Usad8 {
    pub rd: Reg,
    pub rn: Reg,
    pub rm: Reg,
    pub ra: Option<Reg>,
}

/// The multiplies ARMv6, ARMv6T2 and ARMv7VE add. `rn`/`rm` are the multiplied
/// operands (the Arm ARM's names), `ra` the accumulator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MulV6 {
    /// MLS Rd, Rn, Rm, Ra: Rd = Ra - Rn * Rm.
    Mls { rd: Reg, rn: Reg, rm: Reg, ra: Reg },
    /// UMAAL RdLo, RdHi, Rn, Rm: RdHi:RdLo = Rn * Rm + RdHi + RdLo.
    Umaal {
        rdlo: Reg,
        rdhi: Reg,
        rn: Reg,
        rm: Reg,
    },
    /// SMMUL/SMMLA/SMMLS{R}: the top word of Rn * Rm, added to or subtracted from
    /// Ra:0 (`ra` None for SMMUL), rounded when `round`.
    Smmul {
        rd: Reg,
        rn: Reg,
        rm: Reg,
        ra: Option<Reg>,
        sub: bool,
        round: bool,
    },
    /// SMLAD/SMLSD{X} (and SMUAD/SMUSD{X} with `ra` None): the two 16x16 products of
    /// Rn and Rm (Rm's halves swapped when `swap`), added or subtracted (`sub`), plus
    /// Ra; Q set on overflow of the 32-bit sum.
    Smlad {
        rd: Reg,
        rn: Reg,
        rm: Reg,
        ra: Option<Reg>,
        sub: bool,
        swap: bool,
    },
    /// SMLALD/SMLSLD{X} RdLo, RdHi, Rn, Rm: as SMLAD into a 64-bit accumulator.
    Smlald {
        rdlo: Reg,
        rdhi: Reg,
        rn: Reg,
        rm: Reg,
        sub: bool,
        swap: bool,
    },
    /// SDIV/UDIV Rd, Rn, Rm (division by zero gives 0: no divide trap on the A15 here).
    Div {
        signed: bool,
        rd: Reg,
        rn: Reg,
        rm: Reg,
    },
}

/// The bit-field instructions of ARMv6T2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BitFieldOp {
    /// BFC Rd, #lsb, #width.
    Bfc,
    /// BFI Rd, Rn, #lsb, #width.
    Bfi,
    /// SBFX Rd, Rn, #lsb, #width.
    Sbfx,
    /// UBFX Rd, Rn, #lsb, #width.
    Ubfx,
}

/// A bit-field instruction; `width` is 1..=32. For BFC/BFI the encoding's msb below
/// lsb is UNPREDICTABLE and decodes as Undefined (as QEMU does).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BitField {
    pub op: BitFieldOp,
    pub rd: Reg,
    pub rn: Reg,
    pub lsb: u8,
    pub width: u8,
}

/// MOVW Rd, #imm16 (`top` false: Rd = imm16) / MOVT Rd, #imm16 (`top`: the top half).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MovWide {
    pub top: bool,
    pub rd: Reg,
    pub imm: u16,
}

/// The width of an exclusive access.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExclSize {
    Byte,
    Half,
    Word,
    /// Rt and Rt2 (ARM: Rt2 = Rt + 1).
    Double,
}

/// LDREX{B,H,D} Rt, {Rt2,} [Rn{, #imm}] / STREX{B,H,D} Rd, Rt, {Rt2,} [Rn{, #imm}].
/// `rd` is the status register of a store (0 success, 1 failure); `imm` is only
/// non-zero for Thumb-2's word forms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Exclusive {
    pub load: bool,
    pub size: ExclSize,
    pub rd: Reg,
    pub rt: Reg,
    pub rt2: Reg,
    pub rn: Reg,
    pub imm: u32,
}

/// CPS{IE,ID} {a}{i}{f}{, #mode}: `enable` Some(true) clears the masks named by
/// `aif` (bit 2 A, bit 1 I, bit 0 F), Some(false) sets them; `mode` changes mode.
/// In User mode CPS has no effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cps {
    pub enable: Option<bool>,
    pub aif: u8,
    pub mode: Option<u8>,
}

/// SRS<mode> SP!, #mode: stores LR and SPSR of the current mode to the stack of `mode`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Srs {
    pub mode: BlockMode,
    pub writeback: bool,
    pub target_mode: u8,
}

/// RFE<mode> Rn{!}: loads PC and CPSR from memory at Rn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rfe {
    pub mode: BlockMode,
    pub writeback: bool,
    pub rn: Reg,
}

/// The hint instructions of ARMv6K/v7.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hint {
    Nop,
    Yield,
    /// Wait for event: on a single CPU with no event register set by others, a hint
    /// the model treats as YIELD (QEMU 7.2 does the same for system emulation).
    Wfe,
    /// Wait for interrupt.
    Wfi,
    Sev,
    /// DBG #option.
    Dbg,
}

/// The memory barriers of ARMv7 (and their CP15 forms of ARMv6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Barrier {
    Dmb,
    Dsb,
    /// ISB: ends the block, so that a changed translation or code is seen.
    Isb,
}

/// IT{x{y{z}}} firstcond: `firstcond` is bits 7:4, `mask` bits 3:0 of the encoding
/// (ITSTATE's initial value is `firstcond << 4 | mask`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct It {
    pub firstcond: u8,
    pub mask: u8,
}

/// CBZ/CBNZ Rn, label: target = PC read value (address + 4) + `offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cbz {
    pub nonzero: bool,
    pub rn: Reg,
    pub offset: u32,
}

/// TBB [Rn, Rm] / TBH [Rn, Rm, LSL #1]: target = PC read value + 2 * entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TableBranch {
    pub half: bool,
    pub rn: Reg,
    pub rm: Reg,
}

/// Thumb-2 LDRD/STRD Rt, Rt2, [Rn, #+/-imm]{!} and [Rn], #+/-imm (and the literal
/// form with Rn = PC, whose base is Align(PC, 4)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DualTransfer {
    pub load: bool,
    pub rt: Reg,
    pub rt2: Reg,
    pub rn: Reg,
    pub imm: u32,
    pub mode: crate::insn::AddrMode,
}

/// SETEND BE/LE.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setend {
    pub big: bool,
}

/// A VFP register: single-precision S0-S31 or double-precision D0-D31 (`double`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VReg {
    pub double: bool,
    pub n: u8,
}

/// The VFP data-processing operations with two or three register operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VfpOp3 {
    /// Vd = Vn + Vm.
    Add,
    Sub,
    Mul,
    /// Vd = -(Vn * Vm).
    Nmul,
    Div,
    /// VMLA: Vd = Vd + Vn * Vm (product rounded, then the sum).
    Mla,
    /// VMLS: Vd = Vd - Vn * Vm.
    Mls,
    /// VNMLA: Vd = -Vd - Vn * Vm.
    Nmla,
    /// VNMLS: Vd = -Vd + Vn * Vm.
    Nmls,
    /// VFMA (fused): Vd = Vd + Vn * Vm rounded once.
    Fma,
    /// VFMS: Vd = Vd + (-Vn) * Vm.
    Fms,
    /// VFNMA: Vd = -Vd + (-Vn) * Vm.
    Fnma,
    /// VFNMS: Vd = -Vd + Vn * Vm.
    Fnms,
}

/// The VFP operations on one register operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VfpOp2 {
    Mov,
    Abs,
    Neg,
    Sqrt,
}

/// The VFP conversions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VfpCvt {
    /// Between single and double precision (Vd's precision is the destination's).
    Precision,
    /// From a 32-bit integer in Sm (`signed`) to Vd.
    FromInt { signed: bool },
    /// To a 32-bit integer in Sd; `round_zero` (VCVT) or the FPSCR's mode (VCVTR).
    ToInt { signed: bool, round_zero: bool },
    /// Fixed point in Vd itself with `frac_bits` fraction bits, `size` 16 or 32 bits;
    /// `to_fixed` (float to fixed, rounding to zero) or from fixed (to nearest).
    /// `frac_bits` is `size - imm4:i`, so -15..=16 for size 16 (negative is
    /// UNPREDICTABLE; QEMU 7.2 scales by 2^frac_bits all the same) and 1..=32 for 32.
    Fixed {
        to_fixed: bool,
        signed: bool,
        size: u8,
        frac_bits: i8,
    },
    /// VCVTB/VCVTT: half precision in the bottom or top half of Sd/Sm.
    Half { to_half: bool, top: bool },
}

/// A VFP instruction. VFP instructions are conditional in ARM state (`Insn::cond`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Vfp {
    /// Vd = Vn <op> Vm (and the accumulating forms on Vd).
    Op3 {
        op: VfpOp3,
        vd: VReg,
        vn: VReg,
        vm: VReg,
    },
    /// Vd = <op>(Vm).
    Op2 { op: VfpOp2, vd: VReg, vm: VReg },
    /// VMOV Vd, #imm: the expanded constant (a single's or a double's bits).
    MovImm { vd: VReg, bits: u64 },
    /// VCMP{E} Vd, Vm (or with #0.0 when `vm` is None); `e` signals on quiet NaNs.
    Cmp { e: bool, vd: VReg, vm: Option<VReg> },
    /// VCVT*: see [`VfpCvt`]; `vd`/`vm` carry each side's precision.
    Cvt { kind: VfpCvt, vd: VReg, vm: VReg },
    /// VMOV Sn, Rt (`to_core` false) / VMOV Rt, Sn.
    MovCore { to_core: bool, rt: Reg, sn: u8 },
    /// VMOV Dm, Rt, Rt2 / VMOV Rt, Rt2, Dm (`vm.double`), or two consecutive singles
    /// Sm, Sm+1 (not `vm.double`).
    MovCore2 {
        to_core: bool,
        rt: Reg,
        rt2: Reg,
        vm: VReg,
    },
    /// VMOV Dd[x], Rt / VMOV Rt, Dn[x] (32-bit scalars only without Advanced SIMD).
    MovScalar {
        to_core: bool,
        rt: Reg,
        dn: u8,
        index: u8,
    },
    /// VMRS Rt, <reg> (`to_core`) / VMSR <reg>, Rt. `reg` is the system register
    /// number (0 FPSID, 1 FPSCR, 6 MVFR1, 7 MVFR0, 8 FPEXC); VMRS with Rt = 15 of
    /// FPSCR is `VMRS APSR_nzcv, FPSCR`.
    Sys { to_core: bool, rt: Reg, reg: u8 },
    /// VLDR/VSTR Vd, [Rn, #+/-imm] (literal with Rn = PC: base Align(PC, 4)).
    Mem {
        load: bool,
        vd: VReg,
        rn: Reg,
        up: bool,
        imm: u32,
    },
    /// VLDM/VSTM/VPUSH/VPOP: `count` consecutive registers from `vd` (FLDMX/FSTMX
    /// have an odd `words`). `mode` is Ia or Db.
    Block {
        load: bool,
        mode: BlockMode,
        writeback: bool,
        rn: Reg,
        vd: VReg,
        count: u8,
        /// The number of words transferred (the immediate of the encoding).
        words: u8,
    },
}

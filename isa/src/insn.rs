//! `Insn`: one decoded instruction, the single definition both engines consume.
//!
//! ARM and Thumb encodings decode into the same operations: a Thumb `LSLS r0, r1, #3`
//! is an ARM `MOVS r0, r1, LSL #3`, a Thumb `PUSH {r4, lr}` is `STMDB sp!, {r4, lr}`.
//! Only the few Thumb operations with no ARM equivalent (the two halves of BL/BLX and
//! the word-aligned `ADR`) have variants of their own.
//!
//! Reading r15 as an operand gives the instruction's address plus 8 (ARM) or plus 4
//! (Thumb). As a load/store base it gives that value with bits 1:0 cleared (only Thumb's
//! literal loads can see the difference).

/// A register number, 0..=15.
pub type Reg = u8;
pub const SP: Reg = 13;
pub const LR: Reg = 14;
pub const PC: Reg = 15;

/// Condition field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Cond {
    Eq = 0,
    Ne,
    Cs,
    Cc,
    Mi,
    Pl,
    Vs,
    Vc,
    Hi,
    Ls,
    Ge,
    Lt,
    Gt,
    Le,
    Al,
    /// The 0b1111 condition: only used by unconditional ARMv5 encodings (BLX imm, PLD),
    /// which decode with `Al`. It never reaches an engine.
    Nv,
}

impl Cond {
    pub fn from_bits(bits: u32) -> Cond {
        const ALL: [Cond; 16] = [
            Cond::Eq,
            Cond::Ne,
            Cond::Cs,
            Cond::Cc,
            Cond::Mi,
            Cond::Pl,
            Cond::Vs,
            Cond::Vc,
            Cond::Hi,
            Cond::Ls,
            Cond::Ge,
            Cond::Lt,
            Cond::Gt,
            Cond::Le,
            Cond::Al,
            Cond::Nv,
        ];
        ALL[(bits & 0xf) as usize]
    }

    /// Evaluates the condition on flags given as 0/1 values.
    pub fn passes(self, n: u32, z: u32, c: u32, v: u32) -> bool {
        match self {
            Cond::Eq => z != 0,
            Cond::Ne => z == 0,
            Cond::Cs => c != 0,
            Cond::Cc => c == 0,
            Cond::Mi => n != 0,
            Cond::Pl => n == 0,
            Cond::Vs => v != 0,
            Cond::Vc => v == 0,
            Cond::Hi => c != 0 && z == 0,
            Cond::Ls => c == 0 || z != 0,
            Cond::Ge => n == v,
            Cond::Lt => n != v,
            Cond::Gt => z == 0 && n == v,
            Cond::Le => z != 0 || n != v,
            Cond::Al | Cond::Nv => true,
        }
    }
}

/// The four shift kinds of the barrel shifter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShiftKind {
    Lsl,
    Lsr,
    Asr,
    Ror,
}

/// The second operand of a data-processing instruction (the shifter operand), also
/// used for scaled register offsets of LDR/STR (where `RegReg` never occurs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shifter {
    /// An immediate. `carry` is the shifter carry-out: `Some(bit 31)` when the
    /// encoding's rotation was non-zero, `None` when C is left unchanged.
    Imm { value: u32, carry: Option<bool> },
    /// `Rm, <kind> #amount`, `amount` as encoded (0..=31): `LSR #0` and `ASR #0` mean
    /// a shift by 32, `ROR #0` means RRX, `LSL #0` is the plain register.
    RegImm {
        rm: Reg,
        kind: ShiftKind,
        amount: u8,
    },
    /// `Rm, <kind> Rs`: shifted by the bottom byte of Rs.
    RegReg { rm: Reg, kind: ShiftKind, rs: Reg },
}

impl Shifter {
    /// A plain register operand.
    pub const fn reg(rm: Reg) -> Shifter {
        Shifter::RegImm {
            rm,
            kind: ShiftKind::Lsl,
            amount: 0,
        }
    }

    /// An immediate that leaves C unchanged.
    pub const fn imm(value: u32) -> Shifter {
        Shifter::Imm { value, carry: None }
    }
}

/// Data-processing opcodes, in encoding order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum AluOp {
    And = 0,
    Eor,
    Sub,
    Rsb,
    Add,
    Adc,
    Sbc,
    Rsc,
    Tst,
    Teq,
    Cmp,
    Cmn,
    Orr,
    Mov,
    Bic,
    Mvn,
}

impl AluOp {
    pub fn from_bits(bits: u32) -> AluOp {
        const ALL: [AluOp; 16] = [
            AluOp::And,
            AluOp::Eor,
            AluOp::Sub,
            AluOp::Rsb,
            AluOp::Add,
            AluOp::Adc,
            AluOp::Sbc,
            AluOp::Rsc,
            AluOp::Tst,
            AluOp::Teq,
            AluOp::Cmp,
            AluOp::Cmn,
            AluOp::Orr,
            AluOp::Mov,
            AluOp::Bic,
            AluOp::Mvn,
        ];
        ALL[(bits & 0xf) as usize]
    }

    /// TST, TEQ, CMP, CMN: flags only, no destination.
    pub fn is_test(self) -> bool {
        matches!(self, AluOp::Tst | AluOp::Teq | AluOp::Cmp | AluOp::Cmn)
    }

    /// AND, EOR, TST, TEQ, ORR, MOV, BIC, MVN: C comes from the shifter, V unchanged.
    pub fn is_logical(self) -> bool {
        matches!(
            self,
            AluOp::And
                | AluOp::Eor
                | AluOp::Tst
                | AluOp::Teq
                | AluOp::Orr
                | AluOp::Mov
                | AluOp::Bic
                | AluOp::Mvn
        )
    }

    /// MOV and MVN ignore Rn.
    pub fn uses_rn(self) -> bool {
        !matches!(self, AluOp::Mov | AluOp::Mvn)
    }
}

/// Width and signedness of a single load or store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemSize {
    Byte,
    SignedByte,
    Half,
    SignedHalf,
    Word,
    /// LDRD/STRD: Rd and Rd+1.
    Double,
}

/// The offset of a single load or store; added when `up`, subtracted otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Offset {
    Imm(u32),
    /// A register, optionally shifted by an immediate (`Shifter::RegImm`'s rules).
    Reg {
        rm: Reg,
        kind: ShiftKind,
        amount: u8,
    },
}

/// Addressing of a single load or store.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AddrMode {
    /// Pre-indexed (offset applied before the access) or post-indexed.
    pub pre: bool,
    /// Add (true) or subtract the offset.
    pub up: bool,
    /// Write the address back to Rn. Post-indexed forms always write back.
    pub writeback: bool,
}

/// Addressing of LDM/STM.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BlockMode {
    /// Increment after.
    Ia,
    /// Increment before.
    Ib,
    /// Decrement after.
    Da,
    /// Decrement before.
    Db,
}

/// The saturating arithmetic of ARMv5TE.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QOp {
    /// Rd = sat(Rm + Rn)
    Qadd,
    /// Rd = sat(Rm - Rn)
    Qsub,
    /// Rd = sat(Rm + sat(2 * Rn))
    Qdadd,
    /// Rd = sat(Rm - sat(2 * Rn))
    Qdsub,
}

/// A 16x16 or 32x16 DSP multiply of ARMv5TE. `x_top`/`y_top` select the top halves
/// of Rm and Rs respectively.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DspMul {
    /// SMLA<x><y> Rd, Rm, Rs, Rn: Rd = Rm.x * Rs.y + Rn, sets Q on overflow.
    Smla {
        x_top: bool,
        y_top: bool,
        rd: Reg,
        rm: Reg,
        rs: Reg,
        rn: Reg,
    },
    /// SMUL<x><y> Rd, Rm, Rs.
    Smul {
        x_top: bool,
        y_top: bool,
        rd: Reg,
        rm: Reg,
        rs: Reg,
    },
    /// SMLAW<y> Rd, Rm, Rs, Rn: Rd = (Rm * Rs.y) >> 16 + Rn, sets Q on overflow.
    Smlaw {
        y_top: bool,
        rd: Reg,
        rm: Reg,
        rs: Reg,
        rn: Reg,
    },
    /// SMULW<y> Rd, Rm, Rs: Rd = (Rm * Rs.y) >> 16.
    Smulw {
        y_top: bool,
        rd: Reg,
        rm: Reg,
        rs: Reg,
    },
    /// SMLAL<x><y> RdLo, RdHi, Rm, Rs.
    Smlal {
        x_top: bool,
        y_top: bool,
        rdlo: Reg,
        rdhi: Reg,
        rm: Reg,
        rs: Reg,
    },
}

/// Data processing. `s` sets flags; with Rd = PC and `s`, the SPSR is copied to the
/// CPSR (exception return).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DataProc {
    pub op: AluOp,
    pub s: bool,
    pub rd: Reg,
    pub rn: Reg,
    pub op2: Shifter,
}

/// MUL/MLA: Rd = Rm * Rs (+ Rn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Multiply {
    pub acc: bool,
    pub s: bool,
    pub rd: Reg,
    pub rn: Reg,
    pub rs: Reg,
    pub rm: Reg,
}

/// UMULL/UMLAL/SMULL/SMLAL.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MultiplyLong {
    pub signed: bool,
    pub acc: bool,
    pub s: bool,
    pub rdlo: Reg,
    pub rdhi: Reg,
    pub rs: Reg,
    pub rm: Reg,
}

/// LDR/STR and the halfword, signed and doubleword forms. `user` is the T variant
/// (LDRT/STRT: the access is made with User permissions).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Transfer {
    pub load: bool,
    pub size: MemSize,
    pub rd: Reg,
    pub rn: Reg,
    pub offset: Offset,
    pub mode: AddrMode,
    pub user: bool,
}

/// LDM/STM. `s_bit` is `^`: with PC in an LDM list it copies SPSR to CPSR,
/// otherwise it transfers the User bank registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlockTransfer {
    pub load: bool,
    pub mode: BlockMode,
    pub writeback: bool,
    pub s_bit: bool,
    pub rn: Reg,
    pub list: u16,
}

/// MCR (`load` false) / MRC (`load` true).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CoprocReg {
    pub load: bool,
    pub cp: u8,
    pub opc1: u8,
    pub rd: Reg,
    pub crn: u8,
    pub crm: u8,
    pub opc2: u8,
}

/// QADD/QSUB/QDADD/QDSUB Rd, Rm, Rn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sat {
    pub op: QOp,
    pub rd: Reg,
    pub rm: Reg,
    pub rn: Reg,
}

/// CLZ Rd, Rm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Clz {
    pub rd: Reg,
    pub rm: Reg,
}

/// SWP/SWPB Rd, Rm, [Rn].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Swap {
    pub byte: bool,
    pub rd: Reg,
    pub rm: Reg,
    pub rn: Reg,
}

/// B/BL: target = PC read value + `offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Branch {
    pub link: bool,
    pub offset: i32,
}

/// BLX <imm> (ARM): target = PC read value + `offset`, LR = next, enter Thumb.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlxImm {
    pub offset: i32,
}

/// BX Rm (BXJ decodes here too: Jazelle is absent).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bx {
    pub rm: Reg,
}

/// BLX Rm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlxReg {
    pub rm: Reg,
}

/// First half of the Thumb BL/BLX pair: LR = PC read value + `offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThumbBlPrefix {
    pub offset: i32,
}

/// Second half of the Thumb BL/BLX pair: target = LR + `offset`, LR = next | 1;
/// `exchange` (BLX) clears bits 1:0 of the target and enters ARM state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThumbBlSuffix {
    pub offset: u32,
    pub exchange: bool,
}

/// Thumb `ADD Rd, PC, #imm` (ADR): Rd = Align(PC read value, 4) + imm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThumbAdr {
    pub rd: Reg,
    pub imm: u32,
}

/// MRS Rd, CPSR/SPSR.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mrs {
    pub rd: Reg,
    pub spsr: bool,
}

/// MSR CPSR/SPSR_<fields>: `fields` is the 4-bit field mask (c = 1, x = 2, s = 4,
/// f = 8); the source is `Shifter::Imm` or a plain register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Msr {
    pub spsr: bool,
    pub fields: u8,
    pub src: Shifter,
}

/// SWI/SVC.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Swi {
    pub imm: u32,
}

/// BKPT (raises a prefetch abort on ARMv5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bkpt {
    pub imm: u16,
}

/// CDP.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cdp {
    pub cp: u8,
    pub opc1: u8,
    pub crd: u8,
    pub crn: u8,
    pub crm: u8,
    pub opc2: u8,
}

/// MCRR (`load` false) / MRRC (`load` true).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CpReg2 {
    pub load: bool,
    pub cp: u8,
    pub opc: u8,
    pub rd: Reg,
    pub rn: Reg,
    pub crm: u8,
}

/// LDC/STC; the addressing of the raw encoding is kept for the coprocessor hook.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CpMem {
    pub load: bool,
    pub cp: u8,
    pub crd: u8,
    pub rn: Reg,
    pub offset: u32,
    pub mode: AddrMode,
    pub long: bool,
}

/// The operation of a decoded instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// Data processing. `s` sets flags; with Rd = PC and `s`, the SPSR is copied to the
    /// CPSR (exception return).
    Alu(DataProc),
    /// MUL/MLA: Rd = Rm * Rs (+ Rn).
    Mul(Multiply),
    /// UMULL/UMLAL/SMULL/SMLAL.
    MulLong(MultiplyLong),
    /// The ARMv5TE signed 16-bit multiplies.
    Dsp(DspMul),
    /// QADD/QSUB/QDADD/QDSUB Rd, Rm, Rn.
    Sat(Sat),
    /// CLZ Rd, Rm.
    Clz(Clz),
    /// LDR/STR and the halfword, signed and doubleword forms. `user` is the T variant
    /// (LDRT/STRT: the access is made with User permissions).
    Mem(Transfer),
    /// LDM/STM. `s_bit` is `^`: with PC in an LDM list it copies SPSR to CPSR,
    /// otherwise it transfers the User bank registers.
    Block(BlockTransfer),
    /// SWP/SWPB Rd, Rm, [Rn].
    Swap(Swap),
    /// B/BL: target = PC read value + `offset`.
    Branch(Branch),
    /// BLX <imm> (ARM): target = PC read value + `offset`, LR = next, enter Thumb.
    BlxImm(BlxImm),
    /// BX Rm (BXJ decodes here too: Jazelle is absent).
    Bx(Bx),
    /// BLX Rm.
    BlxReg(BlxReg),
    /// First half of the Thumb BL/BLX pair: LR = PC read value + `offset`.
    ThumbBlPrefix(ThumbBlPrefix),
    /// Second half of the Thumb BL/BLX pair: target = LR + `offset`, LR = next | 1;
    /// `exchange` (BLX) clears bits 1:0 of the target and enters ARM state.
    ThumbBlSuffix(ThumbBlSuffix),
    /// Thumb `ADD Rd, PC, #imm` (ADR): Rd = Align(PC read value, 4) + imm.
    ThumbAdr(ThumbAdr),
    /// MRS Rd, CPSR/SPSR.
    Mrs(Mrs),
    /// MSR CPSR/SPSR_<fields>: `fields` is the 4-bit field mask (c = 1, x = 2, s = 4,
    /// f = 8); the source is `Shifter::Imm` or a plain register.
    Msr(Msr),
    /// SWI/SVC.
    Swi(Swi),
    /// BKPT (raises a prefetch abort on ARMv5).
    Bkpt(Bkpt),
    /// CDP.
    Cdp(Cdp),
    /// MCR (`load` false) / MRC (`load` true).
    CpReg(CoprocReg),
    /// MCRR (`load` false) / MRRC (`load` true).
    CpReg2(CpReg2),
    /// LDC/STC; the addressing of the raw encoding is kept for the coprocessor hook.
    CpMem(CpMem),
    /// PLD, PLI and other hints: no architectural effect.
    Nop,
    /// ARMv6 parallel add/subtract.
    Parallel(Parallel),
    /// SSAT/USAT.
    Saturate(Saturate),
    /// SSAT16/USAT16.
    Saturate16(Saturate16),
    /// The sign and zero extends, with and without accumulate.
    Extend(Extend),
    /// PKHBT/PKHTB.
    Pack(Pack),
    /// REV/REV16/REVSH/RBIT.
    Reverse(Reverse),
    /// SEL.
    Select(Select),
    /// USAD8/USADA8.
    Usad8(Usad8),
    /// The multiplies of ARMv6 to ARMv7VE.
    MulV6(MulV6),
    /// BFC/BFI/SBFX/UBFX.
    BitField(BitField),
    /// MOVW/MOVT.
    MovWide(MovWide),
    /// LDREX/STREX and their byte, halfword and doubleword forms.
    Exclusive(Exclusive),
    /// CLREX: clears the local exclusive monitor.
    Clrex,
    /// CPS.
    Cps(Cps),
    /// SRS.
    Srs(Srs),
    /// RFE.
    Rfe(Rfe),
    /// SETEND.
    Setend(Setend),
    /// YIELD/WFE/WFI/SEV/DBG (NOP decodes as [`Op::Nop`]).
    Hint(Hint),
    /// DMB/DSB/ISB.
    Barrier(Barrier),
    /// Thumb IT: sets the IT state for up to four following instructions.
    It(It),
    /// Thumb CBZ/CBNZ.
    Cbz(Cbz),
    /// Thumb-2 TBB/TBH.
    TableBranch(TableBranch),
    /// Thumb-2 LDRD/STRD with two independent registers.
    Dual(DualTransfer),
    /// A VFP instruction.
    Vfp(Vfp),
    /// HVC #imm (ARMv7VE): on the `virt` board without EL2, the PSCI conduit.
    Hvc(Swi),
    /// Thumb-2 ORN{S} Rd, Rn, Rm{, shift}: Rd = Rn OR NOT op2, flags as ORR's (C from
    /// the shifter). `op` is `Orr`; `op2` is always a register operand (ORN with an
    /// immediate decodes as ORR with the inverted constant).
    Orn(DataProc),
    /// An undefined encoding: raises the Undefined Instruction exception.
    Undefined,
}

pub use crate::insn_v7::*;

/// One decoded instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Insn {
    /// The condition; `Cond::Al` for unconditional encodings and all Thumb instructions
    /// but the conditional branch.
    pub cond: Cond,
    pub op: Op,
}

impl Insn {
    pub const fn new(cond: Cond, op: Op) -> Insn {
        Insn { cond, op }
    }

    pub const fn always(op: Op) -> Insn {
        Insn { cond: Cond::Al, op }
    }
}

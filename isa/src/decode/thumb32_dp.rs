//! Handlers of the Thumb-2 32-bit decode table, part two: data processing (modified
//! and plain immediates, shifted registers, register-controlled shifts), the media
//! instructions (extends, parallel add/subtract, saturation, bit fields, reversals)
//! and the multiplies and divides, as the same operations ARM state decodes to.
//!
//! Operand registers SP and PC, UNPREDICTABLE in most of these encodings, are read
//! and written as written: QEMU 7.2's `trans_*` functions for them check no register
//! (PC reads as the address + 4, a write to PC is a branch that stays in Thumb).

use super::thumb32::{al, alu, reg, undefined};
use super::{bit, bits};
use crate::insn::{
    AluOp, BitField, BitFieldOp, Clz, DataProc, DspMul, Extend, ExtendSize, Insn, MovWide, MulV6,
    Multiply, MultiplyLong, Op, Pack, ParKind, ParOp, Parallel, QOp, Reg, RevKind, Reverse, Sat,
    Saturate, Saturate16, Select, ShiftKind, Shifter, ThumbAdr, Usad8, PC,
};

/// ThumbExpandImm_C of i:imm3:imm8 (bits 26, 14:12, 7:0): the unrotated patterns
/// (00XY00XY and so on) leave C unchanged (`carry: None`), a rotated constant's
/// carry-out is its bit 31. A pattern with imm8 = 0 is UNPREDICTABLE; QEMU's
/// t32_expandimm_imm gives the value 0, and so do we.
pub(super) fn expand_imm(w: u32) -> Shifter {
    let imm12 = (bit(w, 26) as u32) << 11 | bits(w, 14, 12) << 8 | bits(w, 7, 0);
    let imm8 = imm12 & 0xff;
    if imm12 >> 10 == 0 {
        let value = match (imm12 >> 8) & 3 {
            0 => imm8,
            1 => imm8 * 0x0001_0001,
            2 => imm8 * 0x0100_0100,
            _ => imm8 * 0x0101_0101,
        };
        Shifter::Imm { value, carry: None }
    } else {
        let value = (0x80 | (imm12 & 0x7f)).rotate_right(imm12 >> 7);
        Shifter::Imm {
            value,
            carry: Some(value >> 31 != 0),
        }
    }
}

fn shift_kind(t: u32) -> ShiftKind {
    match t & 3 {
        0 => ShiftKind::Lsl,
        1 => ShiftKind::Lsr,
        2 => ShiftKind::Asr,
        _ => ShiftKind::Ror,
    }
}

/// The shifted-register operand `Rm, <type> #imm3:imm2` (ARM's immediate-shift rules).
fn shifted_reg(w: u32) -> Shifter {
    Shifter::RegImm {
        rm: reg(w, 0),
        kind: shift_kind(bits(w, 5, 4)),
        amount: (bits(w, 14, 12) << 2 | bits(w, 7, 6)) as u8,
    }
}

/// The data-processing group shared by the modified-immediate and the
/// shifted-register forms: op bits 24:21, S bit 20, Rn 19:16, Rd 11:8.
///
/// - Rd = PC with S is TST/TEQ/CMN/CMP for AND/EOR/ADD/SUB (the table's entries);
///   for MOV it is an exception return (QEMU: `MOVS PC, ...` is ALUExceptionReturn,
///   UNDEF in User mode at run time), the `Alu` contract's meaning of Rd = PC with S.
/// - For BIC/ORR/ORN/MVN/ADC/SBC/RSB, Rd = PC with S is UNPREDICTABLE and QEMU
///   writes PC as a plain branch and also sets the flags: an `Alu` cannot say so
///   (with S it means an exception return), so these decode as Undefined, a
///   deliberate difference from QEMU that no compiler's output can meet.
/// - ORR/ORN with Rn = PC are MOV/MVN. ORN with an immediate is ORR with the
///   inverted constant (the carry-out is the constant's own, before the inversion);
///   ORN with a register is [`Op::Orn`].
fn data_proc(w: u32, op2: Shifter) -> Insn {
    let (s, rn, rd) = (bit(w, 20), reg(w, 16), reg(w, 8));
    let op = match bits(w, 24, 21) {
        0b0000 => AluOp::And,
        0b0001 => AluOp::Bic,
        0b0010 => AluOp::Orr,
        0b0011 => AluOp::Mvn, // ORN, below
        0b0100 => AluOp::Eor,
        0b1000 => AluOp::Add,
        0b1010 => AluOp::Adc,
        0b1011 => AluOp::Sbc,
        0b1101 => AluOp::Sub,
        0b1110 => AluOp::Rsb,
        _ => return undefined(w),
    };
    if rd == PC && s {
        let test = match op {
            AluOp::And => Some(AluOp::Tst),
            AluOp::Eor => Some(AluOp::Teq),
            AluOp::Add => Some(AluOp::Cmn),
            AluOp::Sub => Some(AluOp::Cmp),
            _ => None,
        };
        if let Some(t) = test {
            return alu(t, true, 0, rn, op2);
        }
        let is_mov = op == AluOp::Orr && rn == PC;
        if !is_mov {
            return undefined(w);
        }
    }
    match (op, rn == PC) {
        (AluOp::Orr, true) => alu(AluOp::Mov, s, rd, 0, op2),
        (AluOp::Mvn, true) => alu(AluOp::Mvn, s, rd, 0, op2),
        (AluOp::Mvn, false) => match op2 {
            Shifter::Imm { value, carry } => alu(
                AluOp::Orr,
                s,
                rd,
                rn,
                Shifter::Imm {
                    value: !value,
                    carry,
                },
            ),
            _ => al(Op::Orn(DataProc {
                op: AluOp::Orr,
                s,
                rd,
                rn,
                op2,
            })),
        },
        _ => alu(op, s, rd, rn, op2),
    }
}

/// <op>{S}.W Rd, Rn, #const (modified immediate).
pub(super) fn dp_imm(w: u32) -> Insn {
    data_proc(w, expand_imm(w))
}

/// <op>{S}.W Rd, Rn, Rm{, <shift> #n}.
pub(super) fn dp_reg(w: u32) -> Insn {
    data_proc(w, shifted_reg(w))
}

/// PKHBT Rd, Rn, Rm, LSL #n / PKHTB Rd, Rn, Rm, ASR #n (bit 5; ASR #0 means 32).
pub(super) fn pkh(w: u32) -> Insn {
    al(Op::Pack(Pack {
        tb: bit(w, 5),
        rd: reg(w, 8),
        rn: reg(w, 16),
        rm: reg(w, 0),
        amount: (bits(w, 14, 12) << 2 | bits(w, 7, 6)) as u8,
    }))
}

/// LSL/LSR/ASR/ROR{S}.W Rd, Rn, Rm: MOV Rd, Rn, <type> Rm (hw1's Rn is the shifted
/// register, hw2's Rm the amount).
pub(super) fn shift_reg(w: u32) -> Insn {
    alu(
        AluOp::Mov,
        bit(w, 20),
        reg(w, 8),
        0,
        Shifter::RegReg {
            rm: reg(w, 16),
            kind: shift_kind(bits(w, 22, 21)),
            rs: reg(w, 0),
        },
    )
}

fn imm12(w: u32) -> u32 {
    (bit(w, 26) as u32) << 11 | bits(w, 14, 12) << 8 | bits(w, 7, 0)
}

/// ADDW/SUBW Rd, Rn, #imm12 (bit 23 subtracts): no flags.
pub(super) fn add_sub_wide(w: u32) -> Insn {
    let op = if bit(w, 23) { AluOp::Sub } else { AluOp::Add };
    alu(op, false, reg(w, 8), reg(w, 16), Shifter::imm(imm12(w)))
}

/// ADR.W Rd, label: Align(PC, 4) + imm12, or minus it (bit 23), the subtraction kept
/// as the wrapped addend.
pub(super) fn adr(w: u32) -> Insn {
    let imm = imm12(w);
    al(Op::ThumbAdr(ThumbAdr {
        rd: reg(w, 8),
        imm: if bit(w, 23) { imm.wrapping_neg() } else { imm },
    }))
}

/// MOVW/MOVT Rd, #imm4:i:imm3:imm8 (bit 23 is MOVT).
pub(super) fn mov_wide(w: u32) -> Insn {
    al(Op::MovWide(MovWide {
        top: bit(w, 23),
        rd: reg(w, 8),
        imm: (bits(w, 19, 16) << 12 | imm12(w)) as u16,
    }))
}

/// SSAT/USAT Rd, #sat, Rn{, LSL|ASR #imm3:imm2} (bit 23 unsigned, bit 21 ASR). The
/// ASR #0 form is SSAT16/USAT16, taken by earlier entries.
pub(super) fn saturate(w: u32) -> Insn {
    let signed = !bit(w, 23);
    let sat = bits(w, 4, 0);
    al(Op::Saturate(Saturate {
        signed,
        sat_bits: (if signed { sat + 1 } else { sat }) as u8,
        rd: reg(w, 8),
        rn: reg(w, 16),
        shift: if bit(w, 21) {
            ShiftKind::Asr
        } else {
            ShiftKind::Lsl
        },
        amount: (bits(w, 14, 12) << 2 | bits(w, 7, 6)) as u8,
    }))
}

/// SSAT16/USAT16 Rd, #sat, Rn. Bit 4 of the saturation field is (0); QEMU reads the
/// field as five bits, and so do we (a saturation width above 16 never saturates).
pub(super) fn saturate16(w: u32) -> Insn {
    let signed = !bit(w, 23);
    let sat = bits(w, 4, 0);
    al(Op::Saturate16(Saturate16 {
        signed,
        sat_bits: (if signed { sat + 1 } else { sat }) as u8,
        rd: reg(w, 8),
        rn: reg(w, 16),
    }))
}

fn lsb(w: u32) -> u32 {
    bits(w, 14, 12) << 2 | bits(w, 7, 6)
}

/// SBFX/UBFX Rd, Rn, #lsb, #width (bit 23 unsigned). lsb + width > 32 is
/// UNPREDICTABLE; QEMU's trans_SBFX/UBFX UNDEF it, and so do we.
pub(super) fn bfx(w: u32) -> Insn {
    let (lsb, width) = (lsb(w), bits(w, 4, 0) + 1);
    if lsb + width > 32 {
        return undefined(w);
    }
    let op = if bit(w, 23) {
        BitFieldOp::Ubfx
    } else {
        BitFieldOp::Sbfx
    };
    al(Op::BitField(BitField {
        op,
        rd: reg(w, 8),
        rn: reg(w, 16),
        lsb: lsb as u8,
        width: width as u8,
    }))
}

/// BFI Rd, Rn, #lsb, #width, and BFC with Rn = 1111 (`rn` kept as 15). msb < lsb is
/// UNPREDICTABLE; QEMU's trans_BFCI UNDEFs it, and so do we.
pub(super) fn bfi(w: u32) -> Insn {
    let (lsb, msb) = (lsb(w), bits(w, 4, 0));
    if msb < lsb {
        return undefined(w);
    }
    let rn = reg(w, 16);
    al(Op::BitField(BitField {
        op: if rn == PC {
            BitFieldOp::Bfc
        } else {
            BitFieldOp::Bfi
        },
        rd: reg(w, 8),
        rn,
        lsb: lsb as u8,
        width: (msb - lsb + 1) as u8,
    }))
}

/// [SU]XT{A}{B,H,B16} Rd, {Rn,} Rm{, ROR #rot*8}: op bits 22:20 are 000 SXTAH, 001
/// UXTAH, 010 SXTAB16, 011 UXTAB16, 100 SXTAB, 101 UXTAB; Rn = 1111 is the plain form.
pub(super) fn extend(w: u32) -> Insn {
    let size = match bits(w, 22, 21) {
        0 => ExtendSize::Half,
        1 => ExtendSize::Byte16,
        _ => ExtendSize::Byte,
    };
    let rn = reg(w, 16);
    al(Op::Extend(Extend {
        signed: !bit(w, 20),
        size,
        rd: reg(w, 8),
        rn: (rn != PC).then_some(rn),
        rm: reg(w, 0),
        rotation: (bits(w, 5, 4) * 8) as u8,
    }))
}

/// The parallel add/subtract: operation in bits 22:20, kind in bits 6:4 (the
/// unallocated values of either are UNDEFINED).
pub(super) fn parallel(w: u32) -> Insn {
    let op = match bits(w, 22, 20) {
        0b000 => ParOp::Add8,
        0b001 => ParOp::Add16,
        0b010 => ParOp::Asx,
        0b100 => ParOp::Sub8,
        0b101 => ParOp::Sub16,
        0b110 => ParOp::Sax,
        _ => return undefined(w),
    };
    let kind = match bits(w, 6, 4) {
        0b000 => ParKind::S,
        0b001 => ParKind::Q,
        0b010 => ParKind::Sh,
        0b100 => ParKind::U,
        0b101 => ParKind::Uq,
        0b110 => ParKind::Uh,
        _ => return undefined(w),
    };
    al(Op::Parallel(Parallel {
        kind,
        op,
        rd: reg(w, 8),
        rn: reg(w, 16),
        rm: reg(w, 0),
    }))
}

/// QADD/QDADD/QSUB/QDSUB Rd, Rm, Rn (bits 5:4).
pub(super) fn qop(w: u32) -> Insn {
    let op = match bits(w, 5, 4) {
        0 => QOp::Qadd,
        1 => QOp::Qdadd,
        2 => QOp::Qsub,
        _ => QOp::Qdsub,
    };
    al(Op::Sat(Sat {
        op,
        rd: reg(w, 8),
        rm: reg(w, 0),
        rn: reg(w, 16),
    }))
}

/// REV/REV16/RBIT/REVSH Rd, Rm (bits 5:4). The second copy of Rm in hw1 differing is
/// UNPREDICTABLE; QEMU ignores it, and so do we.
pub(super) fn reverse(w: u32) -> Insn {
    let kind = match bits(w, 5, 4) {
        0 => RevKind::Rev,
        1 => RevKind::Rev16,
        2 => RevKind::Rbit,
        _ => RevKind::Revsh,
    };
    al(Op::Reverse(Reverse {
        kind,
        rd: reg(w, 8),
        rm: reg(w, 0),
    }))
}

pub(super) fn select(w: u32) -> Insn {
    al(Op::Select(Select {
        rd: reg(w, 8),
        rn: reg(w, 16),
        rm: reg(w, 0),
    }))
}

/// CLZ Rd, Rm (hw1's copy of Rm ignored, as for REV).
pub(super) fn clz(w: u32) -> Insn {
    al(Op::Clz(Clz {
        rd: reg(w, 8),
        rm: reg(w, 0),
    }))
}

/// The four registers of the multiplies: Rn 19:16, Ra (or RdLo) 15:12, Rd (or RdHi)
/// 11:8, Rm 3:0.
fn rn_ra_rd_rm(w: u32) -> (Reg, Reg, Reg, Reg) {
    (reg(w, 16), reg(w, 12), reg(w, 8), reg(w, 0))
}

/// MUL/MLA Rd, Rn, Rm{, Ra} (Ra = 1111 is MUL): ARM's Rm * Rs + Rn with Rm = Rn,
/// Rs = Rm and Rn = Ra. Never sets flags.
pub(super) fn mul(w: u32) -> Insn {
    let (rn, ra, rd, rm) = rn_ra_rd_rm(w);
    al(Op::Mul(Multiply {
        acc: ra != PC,
        s: false,
        rd,
        rn: if ra != PC { ra } else { 0 },
        rs: rm,
        rm: rn,
    }))
}

/// MLS Rd, Rn, Rm, Ra.
pub(super) fn mls(w: u32) -> Insn {
    let (rn, ra, rd, rm) = rn_ra_rd_rm(w);
    al(Op::MulV6(MulV6::Mls { rd, rn, rm, ra }))
}

/// SMULL/UMULL/SMLAL/UMLAL RdLo, RdHi, Rn, Rm (bit 22 unsigned, bit 21 accumulate).
pub(super) fn mul_long(w: u32) -> Insn {
    let (rn, rdlo, rdhi, rm) = rn_ra_rd_rm(w);
    al(Op::MulLong(MultiplyLong {
        signed: !bit(w, 21),
        acc: bit(w, 22),
        s: false,
        rdlo,
        rdhi,
        rs: rm,
        rm: rn,
    }))
}

/// UMAAL RdLo, RdHi, Rn, Rm.
pub(super) fn umaal(w: u32) -> Insn {
    let (rn, rdlo, rdhi, rm) = rn_ra_rd_rm(w);
    al(Op::MulV6(MulV6::Umaal { rdlo, rdhi, rn, rm }))
}

/// SMLA<x><y>/SMUL<x><y> Rd, Rn, Rm{, Ra}: N (bit 5) picks Rn's half, M (bit 4) Rm's;
/// Ra = 1111 is SMUL.
pub(super) fn smla_xy(w: u32) -> Insn {
    let (rn, ra, rd, rm) = rn_ra_rd_rm(w);
    let (x_top, y_top) = (bit(w, 5), bit(w, 4));
    al(Op::Dsp(if ra == PC {
        DspMul::Smul {
            x_top,
            y_top,
            rd,
            rm: rn,
            rs: rm,
        }
    } else {
        DspMul::Smla {
            x_top,
            y_top,
            rd,
            rm: rn,
            rs: rm,
            rn: ra,
        }
    }))
}

/// SMLAW<y>/SMULW<y> Rd, Rn, Rm{, Ra}: M (bit 4) picks Rm's half; Ra = 1111 is SMULW.
pub(super) fn smlaw_y(w: u32) -> Insn {
    let (rn, ra, rd, rm) = rn_ra_rd_rm(w);
    let y_top = bit(w, 4);
    al(Op::Dsp(if ra == PC {
        DspMul::Smulw {
            y_top,
            rd,
            rm: rn,
            rs: rm,
        }
    } else {
        DspMul::Smlaw {
            y_top,
            rd,
            rm: rn,
            rs: rm,
            rn: ra,
        }
    }))
}

/// SMLAL<x><y> RdLo, RdHi, Rn, Rm.
pub(super) fn smlal_xy(w: u32) -> Insn {
    let (rn, rdlo, rdhi, rm) = rn_ra_rd_rm(w);
    al(Op::Dsp(DspMul::Smlal {
        x_top: bit(w, 5),
        y_top: bit(w, 4),
        rdlo,
        rdhi,
        rm: rn,
        rs: rm,
    }))
}

/// SMLAD/SMLSD{X} (bit 22 subtracts, bit 4 swaps), SMUAD/SMUSD{X} with Ra = 1111.
pub(super) fn smlad(w: u32) -> Insn {
    let (rn, ra, rd, rm) = rn_ra_rd_rm(w);
    al(Op::MulV6(MulV6::Smlad {
        rd,
        rn,
        rm,
        ra: (ra != PC).then_some(ra),
        sub: bit(w, 22),
        swap: bit(w, 4),
    }))
}

/// SMLALD/SMLSLD{X} RdLo, RdHi, Rn, Rm (bit 20 subtracts, bit 4 swaps).
pub(super) fn smlald(w: u32) -> Insn {
    let (rn, rdlo, rdhi, rm) = rn_ra_rd_rm(w);
    al(Op::MulV6(MulV6::Smlald {
        rdlo,
        rdhi,
        rn,
        rm,
        sub: bit(w, 20),
        swap: bit(w, 4),
    }))
}

/// SMMUL/SMMLA{R} (bits 22:20 = 101) and SMMLS{R} (110), R in bit 4; Ra = 1111 is
/// SMMUL. SMMLS with Ra = 1111 is UNPREDICTABLE: QEMU's op_smmla then skips the
/// accumulate whatever the operation, so it is SMMUL{R} too (as in ARM state).
pub(super) fn smmul(w: u32) -> Insn {
    let (rn, ra, rd, rm) = rn_ra_rd_rm(w);
    let ra = (ra != PC).then_some(ra);
    al(Op::MulV6(MulV6::Smmul {
        rd,
        rn,
        rm,
        ra,
        sub: ra.is_some() && bits(w, 22, 20) == 0b110,
        round: bit(w, 4),
    }))
}

/// USAD8/USADA8 Rd, Rn, Rm{, Ra} (Ra = 1111 is USAD8).
pub(super) fn usad8(w: u32) -> Insn {
    let (rn, ra, rd, rm) = rn_ra_rd_rm(w);
    al(Op::Usad8(Usad8 {
        rd,
        rn,
        rm,
        ra: (ra != PC).then_some(ra),
    }))
}

/// SDIV/UDIV Rd, Rn, Rm (bit 21 unsigned).
pub(super) fn div(w: u32) -> Insn {
    let (rn, _, rd, rm) = rn_ra_rd_rm(w);
    al(Op::MulV6(MulV6::Div {
        signed: !bit(w, 21),
        rd,
        rn,
        rm,
    }))
}

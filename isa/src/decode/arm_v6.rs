//! Handlers of the ARM-state data-processing encodings ARMv6 to ARMv7VE add: the media
//! instructions (parallel add/subtract, saturation, extends, pack, reverse, SEL,
//! USAD8), the new multiplies and divides, the bit-field instructions and MOVW/MOVT.
//!
//! Where the Arm ARM (DDI 0406C) leaves a choice (UNPREDICTABLE encodings, PC as an
//! operand, should-be-one fields) the decoder follows QEMU 7.2's `a32.decode` and the
//! `trans_*` functions of `translate.c` for an ARMv7 CPU. QEMU reads PC as address + 8
//! and writes it as a branch for every register operand of these instructions and
//! checks none of them for r15, so PC operands decode as written; the should-be-one
//! fields are fixed bits of the table patterns, so a word with them clear matches no
//! entry and is UNDEFINED, as in QEMU.

use super::arm::cond;
use super::{bit, bits};
use crate::insn::{
    BitField, BitFieldOp, Extend, ExtendSize, Insn, MovWide, MulV6, Op, Pack, ParKind, ParOp,
    Parallel, Reg, RevKind, Reverse, Saturate, Saturate16, Select, ShiftKind, Usad8,
};

/// The register field whose lowest bit is `lo`.
pub(super) fn reg(w: u32, lo: u32) -> Reg {
    bits(w, lo + 3, lo) as Reg
}

/// An optional accumulator: the field `1111` means "none" (SMUAD for SMLAD, USAD8 for
/// USADA8, SMMUL for SMMLA, the plain extends for SXTA*).
fn acc(w: u32, lo: u32) -> Option<Reg> {
    Some(reg(w, lo)).filter(|&r| r != 15)
}

pub(super) fn with(w: u32, op: Op) -> Insn {
    Insn::new(cond(w), op)
}

fn undefined(w: u32) -> Insn {
    with(w, Op::Undefined)
}

// ---- media ------------------------------------------------------------------------

/// The six flavours of parallel add/subtract, by bits 22:20; 000 and 100 are
/// unallocated (UNDEFINED).
fn par_kind(w: u32) -> Option<ParKind> {
    Some(match bits(w, 22, 20) {
        0b001 => ParKind::S,
        0b010 => ParKind::Q,
        0b011 => ParKind::Sh,
        0b101 => ParKind::U,
        0b110 => ParKind::Uq,
        0b111 => ParKind::Uh,
        _ => return None,
    })
}

/// The six operations, by bits 7:5; 101 and 110 are unallocated (UNDEFINED).
fn par_op(w: u32) -> Option<ParOp> {
    Some(match bits(w, 7, 5) {
        0b000 => ParOp::Add16,
        0b001 => ParOp::Asx,
        0b010 => ParOp::Sax,
        0b011 => ParOp::Sub16,
        0b100 => ParOp::Add8,
        0b111 => ParOp::Sub8,
        _ => return None,
    })
}

/// `<kind><op> Rd, Rn, Rm` (A5.4.1, A5.4.2). Bits 11:8 are should-be-one: QEMU's
/// patterns fix them, and so does the table.
pub(super) fn parallel(w: u32) -> Insn {
    let (Some(kind), Some(op)) = (par_kind(w), par_op(w)) else {
        return undefined(w);
    };
    with(
        w,
        Op::Parallel(Parallel {
            kind,
            op,
            rd: reg(w, 12),
            rn: reg(w, 16),
            rm: reg(w, 0),
        }),
    )
}

/// SSAT/USAT Rd, #sat, Rn{, LSL/ASR #imm}: SSAT saturates to sat_imm + 1 bits, USAT
/// to sat_imm bits. The shift amount is kept as encoded (ASR #0 means 32; QEMU shifts
/// by 31, which saturates alike).
pub(super) fn saturate(w: u32) -> Insn {
    let signed = !bit(w, 22);
    let sat = bits(w, 20, 16) as u8;
    with(
        w,
        Op::Saturate(Saturate {
            signed,
            sat_bits: if signed { sat + 1 } else { sat },
            rd: reg(w, 12),
            rn: reg(w, 0),
            shift: if bit(w, 6) {
                ShiftKind::Asr
            } else {
                ShiftKind::Lsl
            },
            amount: bits(w, 11, 7) as u8,
        }),
    )
}

/// SSAT16/USAT16 Rd, #sat, Rn: SSAT16 to sat_imm + 1 bits, USAT16 to sat_imm bits.
pub(super) fn saturate16(w: u32) -> Insn {
    let signed = !bit(w, 22);
    let sat = bits(w, 19, 16) as u8;
    with(
        w,
        Op::Saturate16(Saturate16 {
            signed,
            sat_bits: if signed { sat + 1 } else { sat },
            rd: reg(w, 12),
            rn: reg(w, 0),
        }),
    )
}

/// [SU]XTA{B,H,B16} Rd, Rn, Rm{, ROR #rot}, and with Rn = 1111 the plain [SU]XT*.
/// Bits 21:20 = 01 is unallocated (UNDEFINED); bits 9:8 are should-be-zero, fixed in
/// the pattern as QEMU's.
pub(super) fn extend(w: u32) -> Insn {
    let size = match bits(w, 21, 20) {
        0b00 => ExtendSize::Byte16,
        0b10 => ExtendSize::Byte,
        0b11 => ExtendSize::Half,
        _ => return undefined(w),
    };
    with(
        w,
        Op::Extend(Extend {
            signed: !bit(w, 22),
            size,
            rd: reg(w, 12),
            rn: acc(w, 16),
            rm: reg(w, 0),
            rotation: (bits(w, 11, 10) * 8) as u8,
        }),
    )
}

/// PKHBT Rd, Rn, Rm{, LSL #imm} / PKHTB Rd, Rn, Rm, ASR #imm (imm 0 meaning 32).
pub(super) fn pack(w: u32) -> Insn {
    with(
        w,
        Op::Pack(Pack {
            tb: bit(w, 6),
            rd: reg(w, 12),
            rn: reg(w, 16),
            rm: reg(w, 0),
            amount: bits(w, 11, 7) as u8,
        }),
    )
}

/// REV/REV16 (bit 22 clear), RBIT/REVSH (bit 22 set), by bit 7.
pub(super) fn reverse(w: u32) -> Insn {
    let kind = match (bit(w, 22), bit(w, 7)) {
        (false, false) => RevKind::Rev,
        (false, true) => RevKind::Rev16,
        (true, false) => RevKind::Rbit,
        (true, true) => RevKind::Revsh,
    };
    with(
        w,
        Op::Reverse(Reverse {
            kind,
            rd: reg(w, 12),
            rm: reg(w, 0),
        }),
    )
}

/// SEL Rd, Rn, Rm.
pub(super) fn select(w: u32) -> Insn {
    with(
        w,
        Op::Select(Select {
            rd: reg(w, 12),
            rn: reg(w, 16),
            rm: reg(w, 0),
        }),
    )
}

/// USADA8 Rd, Rn, Rm, Ra; Ra = 1111 is USAD8.
pub(super) fn usad8(w: u32) -> Insn {
    with(
        w,
        Op::Usad8(Usad8 {
            rd: reg(w, 16),
            rn: reg(w, 0),
            rm: reg(w, 8),
            ra: acc(w, 12),
        }),
    )
}

// ---- bit fields and wide moves -----------------------------------------------------

/// SBFX/UBFX Rd, Rn, #lsb, #width (width = widthm1 + 1). lsb + width > 32 is
/// UNPREDICTABLE; QEMU's op_bfx UNDEFs, and so do we.
pub(super) fn bfx(w: u32) -> Insn {
    let lsb = bits(w, 11, 7);
    let width = bits(w, 20, 16) + 1;
    if lsb + width > 32 {
        return undefined(w);
    }
    let op = if bit(w, 22) {
        BitFieldOp::Ubfx
    } else {
        BitFieldOp::Sbfx
    };
    with(
        w,
        Op::BitField(BitField {
            op,
            rd: reg(w, 12),
            rn: reg(w, 0),
            lsb: lsb as u8,
            width: width as u8,
        }),
    )
}

/// BFI Rd, Rn, #lsb, #width, and with Rn = 1111 BFC Rd, #lsb, #width (`rn` kept as
/// 15). msb < lsb is UNPREDICTABLE; QEMU's trans_BFCI UNDEFs, and so do we.
pub(super) fn bfi(w: u32) -> Insn {
    let lsb = bits(w, 11, 7);
    let msb = bits(w, 20, 16);
    if msb < lsb {
        return undefined(w);
    }
    let rn = reg(w, 0);
    let op = if rn == 15 {
        BitFieldOp::Bfc
    } else {
        BitFieldOp::Bfi
    };
    with(
        w,
        Op::BitField(BitField {
            op,
            rd: reg(w, 12),
            rn,
            lsb: lsb as u8,
            width: (msb - lsb + 1) as u8,
        }),
    )
}

/// MOVW/MOVT Rd, #imm16 (imm4:imm12). Rd = PC is UNPREDICTABLE; QEMU writes PC (a
/// branch), so it decodes as written.
pub(super) fn mov_wide(w: u32) -> Insn {
    with(
        w,
        Op::MovWide(MovWide {
            top: bit(w, 22),
            rd: reg(w, 12),
            imm: ((bits(w, 19, 16) << 12) | bits(w, 11, 0)) as u16,
        }),
    )
}

// ---- multiplies and divides ----------------------------------------------------------

fn mul(w: u32, op: MulV6) -> Insn {
    with(w, Op::MulV6(op))
}

/// MLS Rd, Rn, Rm, Ra (ARMv6T2).
pub(super) fn mls(w: u32) -> Insn {
    mul(
        w,
        MulV6::Mls {
            rd: reg(w, 16),
            rn: reg(w, 0),
            rm: reg(w, 8),
            ra: reg(w, 12),
        },
    )
}

/// UMAAL RdLo, RdHi, Rn, Rm. RdHi = RdLo is UNPREDICTABLE; QEMU writes RdLo then RdHi.
pub(super) fn umaal(w: u32) -> Insn {
    mul(
        w,
        MulV6::Umaal {
            rdlo: reg(w, 12),
            rdhi: reg(w, 16),
            rn: reg(w, 0),
            rm: reg(w, 8),
        },
    )
}

/// SMLAD/SMLSD{X} Rd, Rn, Rm, Ra; Ra = 1111 is SMUAD/SMUSD{X}. Bit 6 subtracts, bit 5
/// swaps Rm's halves.
pub(super) fn smlad(w: u32) -> Insn {
    mul(
        w,
        MulV6::Smlad {
            rd: reg(w, 16),
            rn: reg(w, 0),
            rm: reg(w, 8),
            ra: acc(w, 12),
            sub: bit(w, 6),
            swap: bit(w, 5),
        },
    )
}

/// SMLALD/SMLSLD{X} RdLo, RdHi, Rn, Rm (no Ra = 1111 form: the accumulator is RdHi:RdLo).
pub(super) fn smlald(w: u32) -> Insn {
    mul(
        w,
        MulV6::Smlald {
            rdlo: reg(w, 12),
            rdhi: reg(w, 16),
            rn: reg(w, 0),
            rm: reg(w, 8),
            sub: bit(w, 6),
            swap: bit(w, 5),
        },
    )
}

/// SMMLA/SMMLS{R} Rd, Rn, Rm, Ra; SMMLA with Ra = 1111 is SMMUL{R}. SMMLS with
/// Ra = 1111 is UNPREDICTABLE: QEMU's op_smmla then skips the accumulate whatever the
/// operation, so it is SMMUL{R} too (`ra` None and `sub` false), not a negated product.
pub(super) fn smmla(w: u32) -> Insn {
    let ra = acc(w, 12);
    mul(
        w,
        MulV6::Smmul {
            rd: reg(w, 16),
            rn: reg(w, 0),
            rm: reg(w, 8),
            ra,
            sub: ra.is_some() && bit(w, 6),
            round: bit(w, 5),
        },
    )
}

/// SDIV/UDIV Rd, Rn, Rm (ARMv7VE in ARM state; bits 15:12 should-be-one, fixed).
pub(super) fn div(w: u32) -> Insn {
    mul(
        w,
        MulV6::Div {
            signed: !bit(w, 21),
            rd: reg(w, 16),
            rn: reg(w, 0),
            rm: reg(w, 8),
        },
    )
}

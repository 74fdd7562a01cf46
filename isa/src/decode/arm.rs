//! Handlers of the ARM-state decode table: each builds an `Insn` from a word that
//! matched its pattern in [`super::table::ARM_TABLE`].

use super::{bit, bits, sext};
use crate::insn::{
    AddrMode, AluOp, Bkpt, BlockMode, BlockTransfer, BlxImm, BlxReg, Branch, Bx, Cdp, Clz, Cond,
    CoprocReg, CpMem, CpReg2, DataProc, DspMul, Insn, MemSize, Mrs, Msr, Multiply, MultiplyLong,
    Offset, Op, QOp, Reg, Sat, ShiftKind, Shifter, Swap, Swi, Transfer,
};

/// The condition field; `1111` (only seen by the unconditional entries) maps to `Al`.
pub(super) fn cond(w: u32) -> Cond {
    match Cond::from_bits(w >> 28) {
        Cond::Nv => Cond::Al,
        c => c,
    }
}

fn reg(w: u32, lo: u32) -> Reg {
    bits(w, lo + 3, lo) as Reg
}

fn shift_kind(w: u32) -> ShiftKind {
    match bits(w, 6, 5) {
        0 => ShiftKind::Lsl,
        1 => ShiftKind::Lsr,
        2 => ShiftKind::Asr,
        _ => ShiftKind::Ror,
    }
}

fn with(w: u32, op: Op) -> Insn {
    Insn::new(cond(w), op)
}

/// An encoding this CPU does not have: the Undefined Instruction exception.
pub(super) fn undefined(w: u32) -> Insn {
    with(w, Op::Undefined)
}

// ---- data processing -------------------------------------------------------------

fn alu(w: u32, op2: Shifter) -> Insn {
    with(
        w,
        Op::Alu(DataProc {
            op: AluOp::from_bits(bits(w, 24, 21)),
            s: bit(w, 20),
            rd: reg(w, 12),
            rn: reg(w, 16),
            op2,
        }),
    )
}

/// `<op> Rd, Rn, #imm8 ROR 2*rot`: the shifter carry is bit 31 of the value when the
/// rotation is non-zero, otherwise C is left unchanged.
pub(super) fn dp_imm(w: u32) -> Insn {
    let rot = bits(w, 11, 8) * 2;
    let value = bits(w, 7, 0).rotate_right(rot);
    let carry = (rot != 0).then_some(value >> 31 != 0);
    alu(w, Shifter::Imm { value, carry })
}

/// `<op> Rd, Rn, Rm, <shift> #amount`.
pub(super) fn dp_reg_imm(w: u32) -> Insn {
    alu(
        w,
        Shifter::RegImm {
            rm: reg(w, 0),
            kind: shift_kind(w),
            amount: bits(w, 11, 7) as u8,
        },
    )
}

/// `<op> Rd, Rn, Rm, <shift> Rs`. Any of the four registers being PC is UNPREDICTABLE
/// (ARM ARM A5.1.5); QEMU executes it with the usual PC read value, and so do we.
pub(super) fn dp_reg_reg(w: u32) -> Insn {
    alu(
        w,
        Shifter::RegReg {
            rm: reg(w, 0),
            kind: shift_kind(w),
            rs: reg(w, 8),
        },
    )
}

// ---- multiplies ------------------------------------------------------------------

/// MUL/MLA. Rd = Rm or Rd = PC are UNPREDICTABLE (ARM ARM A4.1.40); QEMU computes the
/// product as written, and so do we.
pub(super) fn mul(w: u32) -> Insn {
    with(
        w,
        Op::Mul(Multiply {
            acc: bit(w, 21),
            s: bit(w, 20),
            rd: reg(w, 16),
            rn: reg(w, 12),
            rs: reg(w, 8),
            rm: reg(w, 0),
        }),
    )
}

/// UMULL/UMLAL/SMULL/SMLAL. RdHi = RdLo is UNPREDICTABLE (ARM ARM A4.1.87); QEMU
/// writes RdLo then RdHi, so RdHi wins; the engines do the same.
pub(super) fn mul_long(w: u32) -> Insn {
    with(
        w,
        Op::MulLong(MultiplyLong {
            signed: bit(w, 22),
            acc: bit(w, 21),
            s: bit(w, 20),
            rdhi: reg(w, 16),
            rdlo: reg(w, 12),
            rs: reg(w, 8),
            rm: reg(w, 0),
        }),
    )
}

pub(super) fn smla_xy(w: u32) -> Insn {
    with(
        w,
        Op::Dsp(DspMul::Smla {
            x_top: bit(w, 5),
            y_top: bit(w, 6),
            rd: reg(w, 16),
            rn: reg(w, 12),
            rs: reg(w, 8),
            rm: reg(w, 0),
        }),
    )
}

pub(super) fn smlaw_y(w: u32) -> Insn {
    with(
        w,
        Op::Dsp(DspMul::Smlaw {
            y_top: bit(w, 6),
            rd: reg(w, 16),
            rn: reg(w, 12),
            rs: reg(w, 8),
            rm: reg(w, 0),
        }),
    )
}

pub(super) fn smulw_y(w: u32) -> Insn {
    with(
        w,
        Op::Dsp(DspMul::Smulw {
            y_top: bit(w, 6),
            rd: reg(w, 16),
            rs: reg(w, 8),
            rm: reg(w, 0),
        }),
    )
}

pub(super) fn smlal_xy(w: u32) -> Insn {
    with(
        w,
        Op::Dsp(DspMul::Smlal {
            x_top: bit(w, 5),
            y_top: bit(w, 6),
            rdhi: reg(w, 16),
            rdlo: reg(w, 12),
            rs: reg(w, 8),
            rm: reg(w, 0),
        }),
    )
}

pub(super) fn smul_xy(w: u32) -> Insn {
    with(
        w,
        Op::Dsp(DspMul::Smul {
            x_top: bit(w, 5),
            y_top: bit(w, 6),
            rd: reg(w, 16),
            rs: reg(w, 8),
            rm: reg(w, 0),
        }),
    )
}

/// QADD/QSUB/QDADD/QDSUB Rd, Rm, Rn.
pub(super) fn qop(w: u32) -> Insn {
    let op = match bits(w, 22, 21) {
        0 => QOp::Qadd,
        1 => QOp::Qsub,
        2 => QOp::Qdadd,
        _ => QOp::Qdsub,
    };
    with(
        w,
        Op::Sat(Sat {
            op,
            rd: reg(w, 12),
            rm: reg(w, 0),
            rn: reg(w, 16),
        }),
    )
}

pub(super) fn clz(w: u32) -> Insn {
    with(
        w,
        Op::Clz(Clz {
            rd: reg(w, 12),
            rm: reg(w, 0),
        }),
    )
}

// ---- status registers, branches, exceptions ---------------------------------------

pub(super) fn mrs(w: u32) -> Insn {
    with(
        w,
        Op::Mrs(Mrs {
            rd: reg(w, 12),
            spsr: bit(w, 22),
        }),
    )
}

pub(super) fn msr_reg(w: u32) -> Insn {
    with(
        w,
        Op::Msr(Msr {
            spsr: bit(w, 22),
            fields: bits(w, 19, 16) as u8,
            src: Shifter::reg(reg(w, 0)),
        }),
    )
}

/// MSR <psr>_<fields>, #imm. The rotation has no carry meaning here, so the source is
/// a plain immediate. A field mask of 0 with CPSR is the hint space (see the table).
pub(super) fn msr_imm(w: u32) -> Insn {
    let value = bits(w, 7, 0).rotate_right(bits(w, 11, 8) * 2);
    with(
        w,
        Op::Msr(Msr {
            spsr: bit(w, 22),
            fields: bits(w, 19, 16) as u8,
            src: Shifter::imm(value),
        }),
    )
}

/// `MSR CPSR_, #imm` with no fields is a NOP hint (ARMv6K reused the space; ARMv5 treats
/// an empty field mask as writing nothing). QEMU decodes the whole space as NOP.
pub(super) fn nop_hint(w: u32) -> Insn {
    with(w, Op::Nop)
}

/// The WFI hint `cccc 0011 0010 0000 1111 xxxx 0000 0011`: an ARMv6K encoding that on
/// the ARM926EJ-S is `MSR CPSR_, #3` (no fields: no effect), but QEMU (trans_WFI has no
/// architecture check) halts until an interrupt. We follow QEMU by decoding it as the
/// ARM926's own wait-for-interrupt operation, `MCR p15, 0, r0, c7, c0, 4`, which the
/// CP15 implementation already has; either meaning is allowed because WFI may always
/// complete early.
pub(super) fn wfi_hint(w: u32) -> Insn {
    with(
        w,
        Op::CpReg(CoprocReg {
            load: false,
            cp: 15,
            opc1: 0,
            rd: 0,
            crn: 7,
            crm: 0,
            opc2: 4,
        }),
    )
}

/// BX Rm, and BXJ Rm, which is BX because Jazelle is absent (ARM ARM A4.1.11: with a
/// trivial Jazelle implementation BXJ behaves as BX).
pub(super) fn bx(w: u32) -> Insn {
    with(w, Op::Bx(Bx { rm: reg(w, 0) }))
}

/// BLX Rm. Rm = PC is UNPREDICTABLE (ARM ARM A4.1.9); QEMU branches to PC+8 (the read
/// value) with bit 0 picking the state, and the engines do the same.
pub(super) fn blx_reg(w: u32) -> Insn {
    with(w, Op::BlxReg(BlxReg { rm: reg(w, 0) }))
}

/// BKPT #imm16. A condition other than AL is UNPREDICTABLE (ARM ARM A4.1.7); QEMU makes
/// it conditional like any instruction, so the condition is kept.
pub(super) fn bkpt(w: u32) -> Insn {
    let imm = (bits(w, 19, 8) << 4) | bits(w, 3, 0);
    with(w, Op::Bkpt(Bkpt { imm: imm as u16 }))
}

/// B/BL: offset = SignExtend(imm24) << 2, added to the PC read value (address + 8).
pub(super) fn branch(w: u32) -> Insn {
    with(
        w,
        Op::Branch(Branch {
            link: bit(w, 24),
            offset: sext(bits(w, 23, 0), 24) << 2,
        }),
    )
}

/// BLX #imm (cond = 1111): offset = SignExtend(imm24) << 2 | H << 1.
pub(super) fn blx_imm(w: u32) -> Insn {
    let offset = (sext(bits(w, 23, 0), 24) << 2) | ((bit(w, 24) as i32) << 1);
    Insn::always(Op::BlxImm(BlxImm { offset }))
}

/// PLD: a hint with no architectural effect on this CPU.
pub(super) fn pld(_w: u32) -> Insn {
    Insn::always(Op::Nop)
}

/// Everything else with cond = 1111 is UNDEFINED on ARMv5TE: the ARMv6+ CPS, SETEND,
/// RFE, SRS, CLREX and barriers, and the coprocessor "2" forms (CDP2, LDC2, MCR2, MCRR2,
/// ...) which QEMU UNDEFs on the arm926 (it has no coprocessor that accepts them).
pub(super) fn uncond_undefined(_w: u32) -> Insn {
    Insn::always(Op::Undefined)
}

pub(super) fn swi(w: u32) -> Insn {
    with(
        w,
        Op::Swi(Swi {
            imm: bits(w, 23, 0),
        }),
    )
}

// ---- loads and stores --------------------------------------------------------------

/// P/U/W addressing of single loads and stores. Post-indexed (P = 0) forms always write
/// back; their W bit selects the T (user-permission) variant.
fn addr_mode(w: u32) -> (AddrMode, bool) {
    let pre = bit(w, 24);
    let up = bit(w, 23);
    let wb = bit(w, 21);
    if pre {
        (
            AddrMode {
                pre: true,
                up,
                writeback: wb,
            },
            false,
        )
    } else {
        (
            AddrMode {
                pre: false,
                up,
                writeback: true,
            },
            wb,
        )
    }
}

fn mem(w: u32, load: bool, size: MemSize, offset: Offset) -> Insn {
    let (mode, user) = addr_mode(w);
    with(
        w,
        Op::Mem(Transfer {
            load,
            size,
            rd: reg(w, 12),
            rn: reg(w, 16),
            offset,
            mode,
            user,
        }),
    )
}

fn word_or_byte(w: u32) -> MemSize {
    if bit(w, 22) {
        MemSize::Byte
    } else {
        MemSize::Word
    }
}

/// LDR/STR/LDRB/STRB (and the T forms) with a 12-bit immediate offset. Writeback with
/// Rn = Rd or Rn = PC is UNPREDICTABLE (ARM ARM A5.2); QEMU performs the load/store and
/// then the writeback (for a load, the loaded value wins over the writeback), and the
/// engines do the same.
pub(super) fn ldst_imm(w: u32) -> Insn {
    mem(w, bit(w, 20), word_or_byte(w), Offset::Imm(bits(w, 11, 0)))
}

/// LDR/STR/LDRB/STRB (and T forms) with a scaled register offset.
pub(super) fn ldst_reg(w: u32) -> Insn {
    let offset = Offset::Reg {
        rm: reg(w, 0),
        kind: shift_kind(w),
        amount: bits(w, 11, 7) as u8,
    };
    mem(w, bit(w, 20), word_or_byte(w), offset)
}

/// The offset of the halfword/signed/doubleword forms: bit 22 picks the split 8-bit
/// immediate or a plain register.
fn extra_offset(w: u32) -> Offset {
    if bit(w, 22) {
        Offset::Imm((bits(w, 11, 8) << 4) | bits(w, 3, 0))
    } else {
        Offset::Reg {
            rm: reg(w, 0),
            kind: ShiftKind::Lsl,
            amount: 0,
        }
    }
}

/// LDRH/STRH. The post-indexed form with W = 1 is UNPREDICTABLE on ARMv5 (ARM ARM A5.3);
/// QEMU decodes it as the ARMv6T2 LDRHT/STRHT (user permissions) on every CPU, and so
/// do we (`user`).
pub(super) fn ldst_half(w: u32) -> Insn {
    mem(w, bit(w, 20), MemSize::Half, extra_offset(w))
}

/// LDRSB/LDRSH (bit 5: halfword). P = 0, W = 1 as for [`ldst_half`].
pub(super) fn ld_signed(w: u32) -> Insn {
    let size = if bit(w, 5) {
        MemSize::SignedHalf
    } else {
        MemSize::SignedByte
    };
    mem(w, true, size, extra_offset(w))
}

/// LDRD/STRD (bit 5 set: STRD). An odd Rd is UNPREDICTABLE (ARM ARM A4.1.26/A4.1.102);
/// QEMU UNDEFs, as do we. P = 0 with W = 1 is UNPREDICTABLE too and QEMU has no
/// pattern for it (there is no LDRDT): UNDEFINED.
pub(super) fn ldst_double(w: u32) -> Insn {
    if bit(w, 12) || (!bit(w, 24) && bit(w, 21)) {
        return undefined(w);
    }
    mem(w, !bit(w, 5), MemSize::Double, extra_offset(w))
}

/// SWP/SWPB Rd, Rm, [Rn]. PC operands or Rn = Rm/Rd are UNPREDICTABLE (ARM ARM
/// A4.1.108); QEMU performs the swap as written, and so do we.
pub(super) fn swp(w: u32) -> Insn {
    with(
        w,
        Op::Swap(Swap {
            byte: bit(w, 22),
            rd: reg(w, 12),
            rm: reg(w, 0),
            rn: reg(w, 16),
        }),
    )
}

/// LDM/STM. An empty register list or Rn = PC is UNPREDICTABLE (ARM ARM A4.1.20,
/// A4.1.97); QEMU UNDEFs both, and so do we. Other UNPREDICTABLE forms (writeback with
/// Rn in an LDM list, writeback with the user-bank `^` form) decode as written and the
/// engines follow QEMU's order of operations.
pub(super) fn block(w: u32) -> Insn {
    let list = bits(w, 15, 0) as u16;
    let rn = reg(w, 16);
    if list == 0 || rn == 15 {
        return undefined(w);
    }
    let mode = match (bit(w, 24), bit(w, 23)) {
        (false, true) => BlockMode::Ia,
        (true, true) => BlockMode::Ib,
        (false, false) => BlockMode::Da,
        (true, false) => BlockMode::Db,
    };
    with(
        w,
        Op::Block(BlockTransfer {
            load: bit(w, 20),
            mode,
            writeback: bit(w, 21),
            s_bit: bit(w, 22),
            rn,
            list,
        }),
    )
}

// ---- coprocessors ----------------------------------------------------------------

pub(super) fn cdp(w: u32) -> Insn {
    with(
        w,
        Op::Cdp(Cdp {
            cp: bits(w, 11, 8) as u8,
            opc1: bits(w, 23, 20) as u8,
            crd: bits(w, 15, 12) as u8,
            crn: bits(w, 19, 16) as u8,
            crm: bits(w, 3, 0) as u8,
            opc2: bits(w, 7, 5) as u8,
        }),
    )
}

pub(super) fn mcr_mrc(w: u32) -> Insn {
    with(
        w,
        Op::CpReg(CoprocReg {
            load: bit(w, 20),
            cp: bits(w, 11, 8) as u8,
            opc1: bits(w, 23, 21) as u8,
            rd: reg(w, 12),
            crn: bits(w, 19, 16) as u8,
            crm: bits(w, 3, 0) as u8,
            opc2: bits(w, 7, 5) as u8,
        }),
    )
}

/// MCRR/MRRC (ARMv5TE): Rd at 15:12, Rn at 19:16.
pub(super) fn mcrr_mrrc(w: u32) -> Insn {
    with(
        w,
        Op::CpReg2(CpReg2 {
            load: bit(w, 20),
            cp: bits(w, 11, 8) as u8,
            opc: bits(w, 7, 4) as u8,
            rd: reg(w, 12),
            rn: reg(w, 16),
            crm: bits(w, 3, 0) as u8,
        }),
    )
}

/// LDC/STC. P = 0, W = 0, U = 0 is UNDEFINED (ARM ARM A5.5; with N = 1 that space is
/// MCRR/MRRC, matched earlier). The unindexed form (P = 0, W = 0, U = 1) keeps the raw
/// 8-bit option in `offset` with no writeback; the other forms have `offset` = imm8 * 4.
pub(super) fn ldc_stc(w: u32) -> Insn {
    let (pre, up, wb) = (bit(w, 24), bit(w, 23), bit(w, 21));
    let imm8 = bits(w, 7, 0);
    let (offset, mode) = match (pre, wb, up) {
        (false, false, false) => return undefined(w),
        (false, false, true) => (
            imm8,
            AddrMode {
                pre: false,
                up: true,
                writeback: false,
            },
        ),
        _ => (
            imm8 * 4,
            AddrMode {
                pre,
                up,
                writeback: wb || !pre,
            },
        ),
    };
    with(
        w,
        Op::CpMem(CpMem {
            load: bit(w, 20),
            cp: bits(w, 11, 8) as u8,
            crd: bits(w, 15, 12) as u8,
            rn: reg(w, 16),
            offset,
            mode,
            long: bit(w, 22),
        }),
    )
}

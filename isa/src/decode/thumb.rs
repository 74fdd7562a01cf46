//! Handlers of the Thumb (ARMv5T) decode table: each turns a halfword into the ARM
//! operation it performs, so that the engines see one instruction set.

use super::{bit, bits, sext};
use crate::insn::{
    AddrMode, AluOp, Bkpt, BlockMode, BlockTransfer, BlxReg, Branch, Bx, Cond, DataProc, Insn,
    MemSize, Multiply, Offset, Op, Reg, ShiftKind, Shifter, Swi, ThumbAdr, ThumbBlPrefix,
    ThumbBlSuffix, Transfer, PC, SP,
};

fn lo(w: u32, at: u32) -> Reg {
    bits(w, at + 2, at) as Reg
}

fn alu(op: AluOp, s: bool, rd: Reg, rn: Reg, op2: Shifter) -> Insn {
    Insn::always(Op::Alu(DataProc { op, s, rd, rn, op2 }))
}

/// Offset addressing without writeback, the only single-transfer mode Thumb has.
const OFFSET: AddrMode = AddrMode {
    pre: true,
    up: true,
    writeback: false,
};

fn mem(load: bool, size: MemSize, rd: Reg, rn: Reg, offset: Offset) -> Insn {
    Insn::always(Op::Mem(Transfer {
        load,
        size,
        rd,
        rn,
        offset,
        mode: OFFSET,
        user: false,
    }))
}

fn reg_offset(rm: Reg) -> Offset {
    Offset::Reg {
        rm,
        kind: ShiftKind::Lsl,
        amount: 0,
    }
}

pub(super) fn undefined(_w: u32) -> Insn {
    Insn::always(Op::Undefined)
}

/// LSL/LSR/ASR Rd, Rm, #imm5 -> MOVS Rd, Rm, <shift> #imm5 (the ARM shifter's encoding
/// of #0 is the same: LSL #0 is a plain move, LSR/ASR #0 shift by 32).
pub(super) fn shift_imm(w: u32) -> Insn {
    let kind = match bits(w, 12, 11) {
        0 => ShiftKind::Lsl,
        1 => ShiftKind::Lsr,
        _ => ShiftKind::Asr,
    };
    let op2 = Shifter::RegImm {
        rm: lo(w, 3),
        kind,
        amount: bits(w, 10, 6) as u8,
    };
    alu(AluOp::Mov, true, lo(w, 0), 0, op2)
}

fn add_or_sub(w: u32) -> AluOp {
    if bit(w, 9) {
        AluOp::Sub
    } else {
        AluOp::Add
    }
}

/// ADDS/SUBS Rd, Rn, Rm.
pub(super) fn add_sub_reg(w: u32) -> Insn {
    alu(
        add_or_sub(w),
        true,
        lo(w, 0),
        lo(w, 3),
        Shifter::reg(lo(w, 6)),
    )
}

/// ADDS/SUBS Rd, Rn, #imm3.
pub(super) fn add_sub_imm3(w: u32) -> Insn {
    alu(
        add_or_sub(w),
        true,
        lo(w, 0),
        lo(w, 3),
        Shifter::imm(bits(w, 8, 6)),
    )
}

/// MOVS/CMP/ADDS/SUBS Rd, #imm8.
pub(super) fn imm8(w: u32) -> Insn {
    let rd = lo(w, 8);
    let op2 = Shifter::imm(bits(w, 7, 0));
    match bits(w, 12, 11) {
        0 => alu(AluOp::Mov, true, rd, 0, op2),
        1 => alu(AluOp::Cmp, true, 0, rd, op2),
        2 => alu(AluOp::Add, true, rd, rd, op2),
        _ => alu(AluOp::Sub, true, rd, rd, op2),
    }
}

/// The two-register ALU group `010000 oooo mmm ddd`.
pub(super) fn alu_reg(w: u32) -> Insn {
    let rd = lo(w, 0);
    let rm = lo(w, 3);
    let plain = |op| alu(op, true, rd, rd, Shifter::reg(rm));
    let shift = |kind| {
        alu(
            AluOp::Mov,
            true,
            rd,
            0,
            Shifter::RegReg {
                rm: rd,
                kind,
                rs: rm,
            },
        )
    };
    let test = |op| alu(op, true, 0, rd, Shifter::reg(rm));
    match bits(w, 9, 6) {
        0 => plain(AluOp::And),
        1 => plain(AluOp::Eor),
        2 => shift(ShiftKind::Lsl),
        3 => shift(ShiftKind::Lsr),
        4 => shift(ShiftKind::Asr),
        5 => plain(AluOp::Adc),
        6 => plain(AluOp::Sbc),
        7 => shift(ShiftKind::Ror),
        8 => test(AluOp::Tst),
        // NEG Rd, Rm -> RSBS Rd, Rm, #0
        9 => alu(AluOp::Rsb, true, rd, rm, Shifter::imm(0)),
        10 => test(AluOp::Cmp),
        11 => test(AluOp::Cmn),
        12 => plain(AluOp::Orr),
        // MUL Rd, Rm -> MULS Rd, Rm, Rd. Rd = Rm is UNPREDICTABLE before ARMv6 (ARM ARM
        // A7.1.45); QEMU multiplies as written.
        13 => Insn::always(Op::Mul(Multiply {
            acc: false,
            s: true,
            rd,
            rn: 0,
            rs: rd,
            rm,
        })),
        14 => plain(AluOp::Bic),
        _ => alu(AluOp::Mvn, true, rd, 0, Shifter::reg(rm)),
    }
}

/// Hi-register ADD/CMP/MOV (`010001 oo h mmmm ddd`, oo = 0..2): ADD and MOV do not set
/// flags. With both registers low (H1 = H2 = 0) these are UNPREDICTABLE on ARMv5
/// (ARM ARM A7.1.6, A7.1.23, A7.1.40); QEMU's t16 decoder has no such restriction and
/// performs the operation on the low registers, and so do we. CMP with Rn = PC is
/// likewise executed as written. Writing PC (ADD/MOV) branches without a state change.
pub(super) fn hi_reg(w: u32) -> Insn {
    let rd = ((bit(w, 7) as Reg) << 3) | lo(w, 0);
    let rm = bits(w, 6, 3) as Reg;
    match bits(w, 9, 8) {
        0 => alu(AluOp::Add, false, rd, rd, Shifter::reg(rm)),
        1 => alu(AluOp::Cmp, true, 0, rd, Shifter::reg(rm)),
        _ => alu(AluOp::Mov, false, rd, 0, Shifter::reg(rm)),
    }
}

/// BX Rm / BLX Rm (bit 7). BLX PC is UNPREDICTABLE (ARM ARM A7.1.18); QEMU branches to
/// the PC read value, as do we.
pub(super) fn bx_blx(w: u32) -> Insn {
    let rm = bits(w, 6, 3) as Reg;
    if bit(w, 7) {
        Insn::always(Op::BlxReg(BlxReg { rm }))
    } else {
        Insn::always(Op::Bx(Bx { rm }))
    }
}

/// LDR Rd, [PC, #imm8*4]: a PC base reads Align(PC, 4).
pub(super) fn ldr_literal(w: u32) -> Insn {
    mem(
        true,
        MemSize::Word,
        lo(w, 8),
        PC,
        Offset::Imm(bits(w, 7, 0) * 4),
    )
}

/// STR/STRH/STRB/LDRSB/LDR/LDRH/LDRB/LDRSH Rd, [Rn, Rm].
pub(super) fn ldst_reg(w: u32) -> Insn {
    let (load, size) = match bits(w, 11, 9) {
        0 => (false, MemSize::Word),
        1 => (false, MemSize::Half),
        2 => (false, MemSize::Byte),
        3 => (true, MemSize::SignedByte),
        4 => (true, MemSize::Word),
        5 => (true, MemSize::Half),
        6 => (true, MemSize::Byte),
        _ => (true, MemSize::SignedHalf),
    };
    mem(load, size, lo(w, 0), lo(w, 3), reg_offset(lo(w, 6)))
}

/// STR/LDR/STRB/LDRB Rd, [Rn, #imm5 (*4 for words)].
pub(super) fn ldst_imm(w: u32) -> Insn {
    let byte = bit(w, 12);
    let imm5 = bits(w, 10, 6);
    let (size, off) = if byte {
        (MemSize::Byte, imm5)
    } else {
        (MemSize::Word, imm5 * 4)
    };
    mem(bit(w, 11), size, lo(w, 0), lo(w, 3), Offset::Imm(off))
}

/// STRH/LDRH Rd, [Rn, #imm5*2].
pub(super) fn ldst_half_imm(w: u32) -> Insn {
    mem(
        bit(w, 11),
        MemSize::Half,
        lo(w, 0),
        lo(w, 3),
        Offset::Imm(bits(w, 10, 6) * 2),
    )
}

/// STR/LDR Rd, [SP, #imm8*4].
pub(super) fn ldst_sp(w: u32) -> Insn {
    mem(
        bit(w, 11),
        MemSize::Word,
        lo(w, 8),
        SP,
        Offset::Imm(bits(w, 7, 0) * 4),
    )
}

/// ADD Rd, PC, #imm8*4 (ADR): Rd = Align(PC, 4) + imm.
pub(super) fn adr(w: u32) -> Insn {
    Insn::always(Op::ThumbAdr(ThumbAdr {
        rd: lo(w, 8),
        imm: bits(w, 7, 0) * 4,
    }))
}

/// ADD Rd, SP, #imm8*4 (no flags).
pub(super) fn add_sp(w: u32) -> Insn {
    alu(
        AluOp::Add,
        false,
        lo(w, 8),
        SP,
        Shifter::imm(bits(w, 7, 0) * 4),
    )
}

/// ADD/SUB SP, SP, #imm7*4 (no flags).
pub(super) fn adjust_sp(w: u32) -> Insn {
    let op = if bit(w, 7) { AluOp::Sub } else { AluOp::Add };
    alu(op, false, SP, SP, Shifter::imm(bits(w, 6, 0) * 4))
}

fn block(load: bool, mode: BlockMode, writeback: bool, rn: Reg, list: u16) -> Insn {
    // An empty list is UNPREDICTABLE (ARM ARM A7.1.27, A7.1.49, A7.1.50, A7.1.57);
    // QEMU's do_ldm/op_stm UNDEF it.
    if list == 0 {
        return Insn::always(Op::Undefined);
    }
    Insn::always(Op::Block(BlockTransfer {
        load,
        mode,
        writeback,
        s_bit: false,
        rn,
        list,
    }))
}

/// PUSH {list[, LR]} -> STMDB SP!, {list}.
pub(super) fn push(w: u32) -> Insn {
    let list = bits(w, 7, 0) as u16 | (bit(w, 8) as u16) << 14;
    block(false, BlockMode::Db, true, SP, list)
}

/// POP {list[, PC]} -> LDMIA SP!, {list}.
pub(super) fn pop(w: u32) -> Insn {
    let list = bits(w, 7, 0) as u16 | (bit(w, 8) as u16) << 15;
    block(true, BlockMode::Ia, true, SP, list)
}

/// STMIA Rn!, {list}. Rn in the list but not lowest is UNPREDICTABLE (ARM ARM
/// A7.1.57); it decodes as written and the engines store what QEMU stores.
pub(super) fn stmia(w: u32) -> Insn {
    block(false, BlockMode::Ia, true, lo(w, 8), bits(w, 7, 0) as u16)
}

/// LDMIA Rn!, {list}: as in QEMU (trans_LDM_t16) there is no writeback when Rn is in
/// the list (the loaded value stays), the ARMv6T2 rule that ARMv5 leaves UNPREDICTABLE.
pub(super) fn ldmia(w: u32) -> Insn {
    let rn = lo(w, 8);
    let list = bits(w, 7, 0) as u16;
    block(true, BlockMode::Ia, list & (1 << rn) == 0, rn, list)
}

pub(super) fn bkpt(w: u32) -> Insn {
    Insn::always(Op::Bkpt(Bkpt {
        imm: bits(w, 7, 0) as u16,
    }))
}

pub(super) fn swi(w: u32) -> Insn {
    Insn::always(Op::Swi(Swi { imm: bits(w, 7, 0) }))
}

/// B<cond> with offset SignExtend(imm8) << 1 from the PC read value (address + 4).
/// Conditions 1110 and 1111 are the UDF and SWI entries matched before this one.
pub(super) fn b_cond(w: u32) -> Insn {
    Insn::new(
        Cond::from_bits(bits(w, 11, 8)),
        Op::Branch(Branch {
            link: false,
            offset: sext(bits(w, 7, 0), 8) << 1,
        }),
    )
}

/// B with offset SignExtend(imm11) << 1.
pub(super) fn b(w: u32) -> Insn {
    Insn::always(Op::Branch(Branch {
        link: false,
        offset: sext(bits(w, 10, 0), 11) << 1,
    }))
}

/// BL/BLX prefix: LR = PC read value + SignExtend(imm11) << 12.
pub(super) fn bl_prefix(w: u32) -> Insn {
    Insn::always(Op::ThumbBlPrefix(ThumbBlPrefix {
        offset: sext(bits(w, 10, 0), 11) << 12,
    }))
}

/// BL suffix: target = LR + imm11 << 1.
pub(super) fn bl_suffix(w: u32) -> Insn {
    Insn::always(Op::ThumbBlSuffix(ThumbBlSuffix {
        offset: bits(w, 10, 0) << 1,
        exchange: false,
    }))
}

/// BLX suffix: target = (LR + imm11 << 1) & !3, enter ARM state. With bit 0 set the
/// encoding is UNDEFINED (ARM ARM A7.1.17); QEMU (trans_BLX_suffix) UNDEFs it too.
pub(super) fn blx_suffix(w: u32) -> Insn {
    if bit(w, 0) {
        return Insn::always(Op::Undefined);
    }
    Insn::always(Op::ThumbBlSuffix(ThumbBlSuffix {
        offset: bits(w, 10, 0) << 1,
        exchange: true,
    }))
}

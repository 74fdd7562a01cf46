//! Handlers of the Thumb-2 32-bit decode table, part three: the loads and stores
//! (single with all their addressing forms, doubleword, exclusive, multiple), the
//! table branches, the memory hints and SRS/RFE.

use super::thumb32::{al, reg, undefined};
use super::{bit, bits};
use crate::insn::{
    AddrMode, BlockMode, BlockTransfer, DualTransfer, ExclSize, Exclusive, Insn, MemSize, Offset,
    Op, Rfe, ShiftKind, Srs, TableBranch, Transfer, PC, SP,
};

/// LDR/STR{B,H,SB,SH}{T}.W: bit 24 signed, bit 23 the 12-bit-immediate form (U for a
/// literal), bits 22:21 size, bit 20 load; Rt 15:12, Rn 19:16. The forms:
/// - Rn = PC, load: literal, [Align(PC, 4), #+/-imm12];
/// - bit 23: [Rn, #imm12];
/// - hw2 bits 11:6 = 000000: [Rn, Rm{, LSL #imm2}];
/// - hw2 bits 11:8 = 1100: [Rn, #-imm8]; 1110: LDRT/STRT.. [Rn, #imm8] with User
///   permissions; 1PU1: [Rn, #+/-imm8]! (P) or [Rn], #+/-imm8.
///
/// A store with Rn = PC is UNDEFINED in Thumb (QEMU's op_store_ri/op_store_rr check
/// it). Rt = PC in a load branches (interworking, as LDR PC does); in a store, Rm =
/// SP/PC, and writeback with Rn = Rt, all UNPREDICTABLE, QEMU executes as written, and
/// so does the decoder. Rt = PC in the byte and halfword loads is the hint space,
/// taken by earlier entries in the forms where it is a hint.
pub(super) fn single(w: u32) -> Insn {
    let load = bit(w, 20);
    let signed = bit(w, 24);
    let size = match (bits(w, 22, 21), signed) {
        (0, false) => MemSize::Byte,
        (0, true) => MemSize::SignedByte,
        (1, false) => MemSize::Half,
        (1, true) => MemSize::SignedHalf,
        (2, false) => MemSize::Word,
        _ => return undefined(w),
    };
    let (rt, rn) = (reg(w, 12), reg(w, 16));
    if !load && rn == PC {
        return undefined(w);
    }
    let imm8 = bits(w, 7, 0);
    let mode = |pre, up, writeback| AddrMode { pre, up, writeback };
    let (offset, mode, user) = if rn == PC {
        (
            Offset::Imm(bits(w, 11, 0)),
            mode(true, bit(w, 23), false),
            false,
        )
    } else if bit(w, 23) {
        (Offset::Imm(bits(w, 11, 0)), mode(true, true, false), false)
    } else if bits(w, 11, 6) == 0 {
        let offset = Offset::Reg {
            rm: reg(w, 0),
            kind: ShiftKind::Lsl,
            amount: bits(w, 5, 4) as u8,
        };
        (offset, mode(true, true, false), false)
    } else {
        match bits(w, 11, 8) {
            0b1100 => (Offset::Imm(imm8), mode(true, false, false), false),
            0b1110 => (Offset::Imm(imm8), mode(true, true, false), true),
            p_u if p_u & 0b1001 == 0b1001 => {
                let m = mode(bit(w, 10), bit(w, 9), true);
                (Offset::Imm(imm8), m, false)
            }
            _ => return undefined(w),
        }
    };
    al(Op::Mem(Transfer {
        load,
        size,
        rd: rt,
        rn,
        offset,
        mode,
        user,
    }))
}

/// PLD/PLDW/PLI and the unallocated memory hints (loads of bytes and halfwords to
/// PC in the forms without writeback): no architectural effect (QEMU: NOP).
pub(super) fn mem_hint(_w: u32) -> Insn {
    al(Op::Nop)
}

/// LDRD/STRD Rt, Rt2, [Rn, #+/-imm8*4]{!} or [Rn], #+/-imm8*4 (P bit 24, U 23, W 21,
/// L 20); Rn = PC is the literal form, base Align(PC, 4). Rt = Rt2 in a load, SP/PC
/// as Rt/Rt2, writeback with Rn = PC or Rn = Rt/Rt2 are UNPREDICTABLE; QEMU's
/// trans_LDRD_ri_t32/trans_STRD_ri_t32 check none of them (a written-back PC is a
/// branch), and the decoder keeps them as written.
pub(super) fn dual(w: u32) -> Insn {
    al(Op::Dual(DualTransfer {
        load: bit(w, 20),
        rt: reg(w, 12),
        rt2: reg(w, 8),
        rn: reg(w, 16),
        imm: bits(w, 7, 0) * 4,
        mode: AddrMode {
            pre: bit(w, 24),
            up: bit(w, 23),
            writeback: bit(w, 21),
        },
    }))
}

fn exclusive(w: u32, load: bool, size: ExclSize, rd: u8, rt2: u8, imm: u32) -> Insn {
    let (rn, rt) = (reg(w, 16), reg(w, 12));
    let double = size == ExclSize::Double;
    // The UNPREDICTABLE register choices QEMU 7.2 UNDEFs (op_ldrex/op_strex, before
    // ARMv8): any of them PC; in Thumb, Rt, Rt2 or the status register SP; a load's
    // Rt = Rt2; a store's status register equal to Rn, Rt or Rt2.
    let bad_rt2 = double && (rt2 == PC || rt2 == SP);
    let bad = if load {
        rn == PC || rt == PC || rt == SP || bad_rt2 || (double && rt == rt2)
    } else {
        rd == PC
            || rn == PC
            || rt == PC
            || rd == rn
            || rd == rt
            || rd == SP
            || rt == SP
            || bad_rt2
            || (double && rd == rt2)
    };
    if bad {
        return undefined(w);
    }
    al(Op::Exclusive(Exclusive {
        load,
        size,
        rd,
        rt,
        rt2,
        rn,
        imm,
    }))
}

/// LDREX Rt, [Rn, #imm8*4].
pub(super) fn ldrex(w: u32) -> Insn {
    exclusive(w, true, ExclSize::Word, 0, 0, bits(w, 7, 0) * 4)
}

/// STREX Rd, Rt, [Rn, #imm8*4] (Rd bits 11:8).
pub(super) fn strex(w: u32) -> Insn {
    exclusive(w, false, ExclSize::Word, reg(w, 8), 0, bits(w, 7, 0) * 4)
}

/// The size of LDREX{B,H,D}/STREX{B,H,D} from bits 5:4.
fn excl_size(w: u32) -> ExclSize {
    match bits(w, 5, 4) {
        0 => ExclSize::Byte,
        1 => ExclSize::Half,
        _ => ExclSize::Double,
    }
}

/// LDREXB/LDREXH Rt, [Rn] and LDREXD Rt, Rt2, [Rn] (Rt2 bits 11:8).
pub(super) fn ldrex_bhd(w: u32) -> Insn {
    let size = excl_size(w);
    let rt2 = if size == ExclSize::Double {
        reg(w, 8)
    } else {
        0
    };
    exclusive(w, true, size, 0, rt2, 0)
}

/// STREXB/STREXH Rd, Rt, [Rn] and STREXD Rd, Rt, Rt2, [Rn] (Rd bits 3:0).
pub(super) fn strex_bhd(w: u32) -> Insn {
    let size = excl_size(w);
    let rt2 = if size == ExclSize::Double {
        reg(w, 8)
    } else {
        0
    };
    exclusive(w, false, size, reg(w, 0), rt2, 0)
}

/// TBB [Rn, Rm] / TBH [Rn, Rm, LSL #1] (bit 4). Rm = SP/PC is UNPREDICTABLE; QEMU's
/// op_tbranch reads them as any register.
pub(super) fn table_branch(w: u32) -> Insn {
    al(Op::TableBranch(TableBranch {
        half: bit(w, 4),
        rn: reg(w, 16),
        rm: reg(w, 0),
    }))
}

/// LDM/STM{IA,DB}.W Rn{!}, {list} (bits 24:23 01 IA, 10 DB; W bit 21, L bit 20), and
/// PUSH.W/POP.W as STMDB/LDMIA SP!. UNPREDICTABLE and UNDEFINED as QEMU 7.2
/// (trans_LDM_t32/trans_STM_t32, do_ldm, op_stm): fewer than two registers, Rn = PC,
/// or writeback with Rn in the list. PC or SP in a store's list, SP in a load's list
/// and both LR and PC in a load's list QEMU does not check: they transfer as written
/// (a loaded PC branches with interworking).
pub(super) fn block(w: u32) -> Insn {
    let (rn, list) = (reg(w, 16), bits(w, 15, 0) as u16);
    let writeback = bit(w, 21);
    if list.count_ones() < 2 || rn == PC || (writeback && list & (1 << rn) != 0) {
        return undefined(w);
    }
    al(Op::Block(BlockTransfer {
        load: bit(w, 20),
        mode: if bit(w, 24) {
            BlockMode::Db
        } else {
            BlockMode::Ia
        },
        writeback,
        s_bit: false,
        rn,
        list,
    }))
}

/// SRSDB/SRSIA SP{!}, #mode (bits 24:23 00 DB, 11 IA). The mode checks (User/System,
/// Hyp, an invalid mode) are made at run time by the engines, as by QEMU's gen_srs.
pub(super) fn srs(w: u32) -> Insn {
    al(Op::Srs(Srs {
        mode: if bit(w, 24) {
            BlockMode::Ia
        } else {
            BlockMode::Db
        },
        writeback: bit(w, 21),
        target_mode: bits(w, 4, 0) as u8,
    }))
}

/// RFEDB/RFEIA Rn{!} (bits 24:23 00 DB, 11 IA); UNDEFINED in User mode at run time.
pub(super) fn rfe(w: u32) -> Insn {
    al(Op::Rfe(Rfe {
        mode: if bit(w, 24) {
            BlockMode::Ia
        } else {
            BlockMode::Db
        },
        writeback: bit(w, 21),
        rn: reg(w, 16),
    }))
}

//! Handlers of the Thumb-2 (ARMv6T2-ARMv7) 32-bit decode table, part one: the field
//! helpers all Thumb-2 handlers share, and the branches and miscellaneous control
//! instructions (hw1 `11110`, hw2 `1xxx`). A handler receives `hw1 << 16 | hw2`.
//!
//! Where the architecture leaves a choice (UNPREDICTABLE), the decoder does what QEMU
//! 7.2 does for `-cpu cortex-a15` (`target/arm/t32.decode` and the `trans_*` checks
//! of `translate.c`), written down where the choice is made. The IT condition is never
//! applied here: every handler but `B<cond>` returns `Cond::Al`, and the block builder
//! sets `Insn::cond` from ITSTATE (see [`super::decode_thumb_on`]).

use super::{bit, bits, sext};
use crate::insn::{
    AluOp, Barrier, BlxImm, Branch, Bx, Cond, Cps, DataProc, Hint, Insn, Mrs, Msr, Op, Reg,
    Shifter, Swi,
};

/// The register field whose lowest bit is `at`.
pub(super) fn reg(w: u32, at: u32) -> Reg {
    bits(w, at + 3, at) as Reg
}

/// An unconditional instruction (every Thumb-2 instruction but `B<cond>`).
pub(super) fn al(op: Op) -> Insn {
    Insn::always(op)
}

pub(super) fn undefined(_w: u32) -> Insn {
    al(Op::Undefined)
}

pub(super) fn alu(op: AluOp, s: bool, rd: Reg, rn: Reg, op2: Shifter) -> Insn {
    al(Op::Alu(DataProc { op, s, rd, rn, op2 }))
}

/// The 25-bit offset of B.W, BL and BLX: S:I1:I2:imm10:imm11:0 with
/// I1 = NOT(J1 XOR S), I2 = NOT(J2 XOR S).
fn branch24(w: u32) -> i32 {
    let s = bit(w, 26) as u32;
    let i1 = !(bit(w, 13) as u32 ^ s) & 1;
    let i2 = !(bit(w, 11) as u32 ^ s) & 1;
    let v = s << 24 | i1 << 23 | i2 << 22 | bits(w, 25, 16) << 12 | bits(w, 10, 0) << 1;
    sext(v, 25)
}

/// B.W label: target = address + 4 + offset.
pub(super) fn b(w: u32) -> Insn {
    al(Op::Branch(Branch {
        link: false,
        offset: branch24(w),
    }))
}

/// BL label: target = address + 4 + offset, LR = next | 1 (stays in Thumb).
pub(super) fn bl(w: u32) -> Insn {
    al(Op::Branch(Branch {
        link: true,
        offset: branch24(w),
    }))
}

/// BLX label: target = Align(address + 4, 4) + offset, LR = next | 1, enters ARM.
/// The H bit (hw2 bit 0) set is UNDEFINED; the table leaves it to no entry, as
/// QEMU's trans_BLX_i returns false for it.
pub(super) fn blx(w: u32) -> Insn {
    al(Op::BlxImm(BlxImm {
        offset: branch24(w),
    }))
}

/// `B<cond>.W` label: offset S:J2:J1:imm6:imm11:0. Conditions 1110 and 1111 are the
/// miscellaneous control space; what no entry there takes is UNDEFINED (QEMU's
/// trans_B_cond_thumb returns false for cond >= 14).
pub(super) fn b_cond(w: u32) -> Insn {
    let cond = bits(w, 25, 22);
    if cond >= 14 {
        return undefined(w);
    }
    let v = (bit(w, 26) as u32) << 20
        | (bit(w, 11) as u32) << 19
        | (bit(w, 13) as u32) << 18
        | bits(w, 21, 16) << 12
        | bits(w, 10, 0) << 1;
    Insn::new(
        Cond::from_bits(cond),
        Op::Branch(Branch {
            link: false,
            offset: sext(v, 21),
        }),
    )
}

/// MSR CPSR/SPSR_<fields>, Rn: the mask bits 11:8 are f, s, x, c as in ARM. Rn = SP/PC
/// and a zero mask are UNPREDICTABLE; QEMU's trans_MSR_reg reads Rn as any register
/// and writes the fields named (none for a zero mask), and so does the decoder.
pub(super) fn msr(w: u32) -> Insn {
    al(Op::Msr(Msr {
        spsr: bit(w, 20),
        fields: bits(w, 11, 8) as u8,
        src: Shifter::reg(reg(w, 16)),
    }))
}

/// MRS Rd, CPSR/SPSR. Rd = SP/PC is UNPREDICTABLE; QEMU writes it as any register.
/// The banked forms (MRS/MSR with bit 5 set, ARMv7VE) exist only with EL2, which the
/// `virt` board's A15 lacks: QEMU's msr_banked_access_decode UNDEFs them, and the
/// table has no entry for them.
pub(super) fn mrs(w: u32) -> Insn {
    al(Op::Mrs(Mrs {
        rd: reg(w, 8),
        spsr: bit(w, 20),
    }))
}

/// The hint space `hw2 = 1000 0000 hint`: NOP, YIELD, WFE, WFI, SEV, DBG #option; the
/// other values are reserved hints that execute as NOP (QEMU: its NOP pattern covers
/// the whole space, SEV and DBG included).
pub(super) fn hint(w: u32) -> Insn {
    hint_op(bits(w, 7, 0))
}

/// The operation of hint number `h` (shared with the 16-bit hints, whose numbers are
/// bits 7:4 of the halfword).
pub(super) fn hint_op(h: u32) -> Insn {
    al(match h {
        1 => Op::Hint(Hint::Yield),
        2 => Op::Hint(Hint::Wfe),
        3 => Op::Hint(Hint::Wfi),
        4 => Op::Hint(Hint::Sev),
        0xf0..=0xff => Op::Hint(Hint::Dbg),
        _ => Op::Nop,
    })
}

/// CPS{IE,ID}.W {aif}{, #mode} and CPS #mode: imod (bits 10:9) 10 enables (clears
/// the masks), 11 disables, M (bit 8) changes mode. imod = 01 and the other
/// UNPREDICTABLE combinations (imod 1x with no a/i/f, mode bits with M clear) are
/// executed as QEMU's trans_CPS does: imod 0x changes no mask, the mode field is
/// ignored without M.
pub(super) fn cps(w: u32) -> Insn {
    let enable = match bits(w, 10, 9) {
        2 => Some(true),
        3 => Some(false),
        _ => None,
    };
    al(Op::Cps(Cps {
        enable,
        aif: if enable.is_some() {
            bits(w, 7, 5) as u8
        } else {
            0
        },
        mode: bit(w, 8).then_some(bits(w, 4, 0) as u8),
    }))
}

pub(super) fn clrex(_w: u32) -> Insn {
    al(Op::Clrex)
}

/// DSB/DMB/ISB #option: every option is a full barrier (as QEMU).
pub(super) fn barrier(w: u32) -> Insn {
    al(Op::Barrier(match bits(w, 7, 4) {
        4 => Barrier::Dsb,
        5 => Barrier::Dmb,
        _ => Barrier::Isb,
    }))
}

/// BXJ Rm: Jazelle is absent (a trivial implementation, as QEMU's trans_BXJ), so BX.
pub(super) fn bxj(w: u32) -> Insn {
    al(Op::Bx(Bx { rm: reg(w, 16) }))
}

/// SUBS PC, LR, #imm8 (ERET when imm8 = 0, ARMv7VE): the exception return
/// `Rd = PC` with S of a data-processing instruction. Without Hyp mode ERET is
/// exactly SUBS PC, LR, #0 (QEMU's trans_ERET reads LR outside Hyp).
pub(super) fn subs_pc_lr(w: u32) -> Insn {
    alu(AluOp::Sub, true, 15, 14, Shifter::imm(bits(w, 7, 0)))
}

/// HVC #imm16 (imm4:imm12).
pub(super) fn hvc(w: u32) -> Insn {
    al(Op::Hvc(Swi {
        imm: bits(w, 19, 16) << 12 | bits(w, 11, 0),
    }))
}

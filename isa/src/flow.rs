//! How an instruction moves control, for call-stack reconstruction: call, return,
//! jump or neither, read from the decoded [`Insn`] (so from the decode tables).

use crate::insn::{
    AluOp, BlockTransfer, Branch, Bx, Cond, DataProc, Insn, MemSize, Op, Shifter, Transfer, LR, PC,
    SP,
};

/// How control leaves through an instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// A call: BL, BLX, or a jump right after `mov lr, pc`.
    Call,
    /// A return: `bx lr`, `mov pc, lr`, `subs pc, lr, #4`, `ldm sp!, {..pc}`,
    /// `pop {pc}`, `ldr pc, [sp], #4`.
    Return,
    /// A direct or indirect jump that is neither.
    Jump,
    /// Anything else (fall-through, SWI, an exception).
    Other,
}

/// Whether `insn` is `mov lr, pc` (unconditional): the older call idiom before a jump.
fn is_mov_lr_pc(insn: &Insn) -> bool {
    insn.cond == Cond::Al
        && matches!(
            insn.op,
            Op::Alu(DataProc {
                op: AluOp::Mov,
                s: false,
                rd: LR,
                op2,
                ..
            }) if op2 == Shifter::reg(PC)
        )
}

/// Classifies `insn`, given the instruction before it in the same block (`prev`), which
/// tells a Thumb BL suffix after its prefix and a jump after `mov lr, pc`.
pub fn classify(insn: &Insn, prev: Option<&Insn>) -> Flow {
    // Whether a write to the PC returns: it loads from the stack or copies LR.
    let writes_pc = match insn.op {
        Op::Branch(Branch { link: true, .. }) | Op::BlxImm(_) | Op::BlxReg(_) => return Flow::Call,
        Op::ThumbBlSuffix(_) => {
            return match prev.map(|p| p.op) {
                Some(Op::ThumbBlPrefix(_)) => Flow::Call,
                _ => Flow::Other,
            }
        }
        Op::Bx(Bx { rm }) => return if rm == LR { Flow::Return } else { Flow::Jump },
        Op::Branch(Branch { link: false, .. }) => return Flow::Jump,
        // Thumb-2's compare-and-branch and table branches jump; RFE returns from an
        // exception as `subs pc, lr` does; IT only sets conditions.
        Op::Cbz(_) | Op::TableBranch(_) => return Flow::Jump,
        Op::Rfe(_) => return Flow::Return,
        Op::Block(BlockTransfer {
            load: true,
            rn,
            list,
            ..
        }) if list & (1 << PC) != 0 => rn == SP,
        Op::Mem(Transfer {
            load: true,
            size: MemSize::Word,
            rd: PC,
            rn,
            ..
        }) => rn == SP,
        Op::Alu(DataProc {
            op,
            rd: PC,
            rn,
            op2,
            ..
        }) if !op.is_test() => {
            let rm_is_lr = match op2 {
                Shifter::RegImm { rm, .. } | Shifter::RegReg { rm, .. } => rm == LR,
                Shifter::Imm { .. } => false,
            };
            (op.uses_rn() && rn == LR) || rm_is_lr
        }
        _ => return Flow::Other,
    };
    if writes_pc {
        Flow::Return
    } else if prev.is_some_and(is_mov_lr_pc) {
        Flow::Call
    } else {
        Flow::Jump
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decode::{decode_arm, decode_thumb};

    fn arm(w: u32, prev: Option<u32>) -> Flow {
        classify(&decode_arm(w), prev.map(decode_arm).as_ref())
    }

    fn thumb(hw: u16, prev: Option<u16>) -> Flow {
        classify(&decode_thumb(hw), prev.map(decode_thumb).as_ref())
    }

    #[test]
    fn arm_flows() {
        assert_eq!(arm(0xeb00_0010, None), Flow::Call); // bl
        assert_eq!(arm(0xfa00_0010, None), Flow::Call); // blx imm
        assert_eq!(arm(0xe12f_ff33, None), Flow::Call); // blx r3
        assert_eq!(arm(0xe12f_ff1e, None), Flow::Return); // bx lr
        assert_eq!(arm(0xe12f_ff13, None), Flow::Jump); // bx r3
        assert_eq!(arm(0xe8bd_8010, None), Flow::Return); // pop {r4, pc}
        assert_eq!(arm(0xe49d_f004, None), Flow::Return); // ldr pc, [sp], #4
        assert_eq!(arm(0xe1a0_f00e, None), Flow::Return); // mov pc, lr
        assert_eq!(arm(0xe25e_f004, None), Flow::Return); // subs pc, lr, #4
        assert_eq!(arm(0xe593_f000, Some(0xe1a0_e00f)), Flow::Call); // mov lr,pc; ldr pc,[r3]
        assert_eq!(arm(0xe593_f000, None), Flow::Jump); // ldr pc, [r3]
        assert_eq!(arm(0xe1a0_f003, None), Flow::Jump); // mov pc, r3
        assert_eq!(arm(0xea00_0000, None), Flow::Jump); // b
        assert_eq!(arm(0xe3a0_0001, None), Flow::Other); // mov r0, #1
        assert_eq!(arm(0xef00_0000, None), Flow::Other); // svc 0
        assert_eq!(arm(0xe31f_0001, None), Flow::Other); // tst pc, #1
    }

    #[test]
    fn thumb_flows() {
        assert_eq!(thumb(0xf800, Some(0xf000)), Flow::Call); // bl (suffix after prefix)
        assert_eq!(thumb(0xf800, None), Flow::Other); // a lone suffix
        assert_eq!(thumb(0x4770, None), Flow::Return); // bx lr
        assert_eq!(thumb(0xbd10, None), Flow::Return); // pop {r4, pc}
        assert_eq!(thumb(0x4798, None), Flow::Call); // blx r3
        assert_eq!(thumb(0x46f7, None), Flow::Return); // mov pc, lr
        assert_eq!(thumb(0x4697, None), Flow::Jump); // mov pc, r2
        assert_eq!(thumb(0xe7fe, None), Flow::Jump); // b .
        assert_eq!(thumb(0xd0fe, None), Flow::Jump); // beq .
        assert_eq!(thumb(0xdf00, None), Flow::Other); // svc 0
        assert_eq!(thumb(0x2001, None), Flow::Other); // movs r0, #1
    }

    /// Thumb-2 on ARMv7-A: the 32-bit forms and the control flow only Thumb-2 has.
    fn thumb2(hw1: u16, hw2: u16) -> Flow {
        let (insn, _) = crate::decode::decode_thumb_on(crate::Profile::ARMV7A, hw1, hw2, false);
        classify(&insn, None)
    }

    #[test]
    fn thumb2_flows() {
        assert_eq!(thumb2(0xf000, 0xf800), Flow::Call); // bl
        assert_eq!(thumb2(0xf000, 0xe800), Flow::Call); // blx imm
        assert_eq!(thumb2(0xf000, 0xb800), Flow::Jump); // b.w
        assert_eq!(thumb2(0xb110, 0), Flow::Jump); // cbz r0, ...
        assert_eq!(thumb2(0xe8df, 0xf001), Flow::Jump); // tbb [pc, r1]
        assert_eq!(thumb2(0xe8bd, 0x8010), Flow::Return); // pop.w {r4, pc}
        assert_eq!(thumb2(0xf85d, 0xfb04), Flow::Return); // ldr.w pc, [sp], #4
        assert_eq!(thumb2(0xbf08, 0), Flow::Other); // it eq
        assert_eq!(thumb2(0xe99d, 0xc000), Flow::Return); // rfeia sp
    }
}

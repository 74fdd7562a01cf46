//! Branches: B/BL, BLX (immediate and register), BX, and the two halves of Thumb's
//! BL/BLX pair.

use super::{interwork, Ctx, Step};
use crate::core::Core;
use crate::insn::Reg;
use crate::state::psr;

/// The return link written by BL/BLX: the next instruction, with bit 0 set in Thumb.
#[inline]
fn link(cx: Ctx) -> u32 {
    cx.next() | cx.thumb as u32
}

pub(super) fn branch(core: &mut Core, cx: Ctx, with_link: bool, offset: i32) -> Step {
    if with_link {
        core.s.r[14] = link(cx);
    }
    cx.set_reg(core, 15, cx.pc().wrapping_add(offset as u32))
}

/// BLX <imm>: from ARM to Thumb state (the offset carries the H bit), or from Thumb
/// to ARM state (Thumb-2).
pub(super) fn blx_imm(core: &mut Core, cx: Ctx, offset: i32) -> Step {
    core.s.r[14] = link(cx);
    if cx.thumb {
        // Thumb-2 BLX label: to ARM state at Align(PC, 4) + offset.
        core.s.cpsr_rest &= !psr::T;
        core.s.r[15] = (cx.pc() & !3).wrapping_add(offset as u32);
    } else {
        core.s.cpsr_rest |= psr::T;
        core.s.r[15] = cx.pc().wrapping_add(offset as u32) & !1;
    }
    Step::Branched
}

/// BX Rm, and BLX Rm when `with_link` (Rm is read before LR is written).
pub(super) fn bx(core: &mut Core, cx: Ctx, rm: Reg, with_link: bool) -> Step {
    let target = cx.reg(core, rm);
    if with_link {
        core.s.r[14] = link(cx);
    }
    interwork(core, target)
}

/// Second half of Thumb BL/BLX: target = LR + offset, LR = next | 1.
pub(super) fn thumb_bl_suffix(core: &mut Core, cx: Ctx, offset: u32, exchange: bool) -> Step {
    let target = core.s.r[14].wrapping_add(offset);
    core.s.r[14] = cx.next() | 1;
    if exchange {
        core.s.cpsr_rest &= !psr::T;
        core.s.r[15] = target & !3;
    } else {
        core.s.r[15] = target & !1;
    }
    Step::Branched
}

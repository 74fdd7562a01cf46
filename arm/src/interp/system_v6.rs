//! The system instructions of ARMv6 and ARMv7: CPS, SRS, RFE, SETEND, the hints and
//! the barriers (Arm ARM DDI 0406C, B9.3; QEMU 7.2's choices where it leaves one).

use super::mem::{abort, read, write};
use super::{current_spsr, Ctx, Step};
use crate::bus::AccessSize;
use crate::core::Core;
use crate::exception::Exception;
use crate::insn::{BlockMode, Cps, Hint, Rfe, Srs};
use crate::state::{psr, Mode};

/// CPS: in User mode it does nothing (Arm ARM B9.3.2; QEMU's trans_CPS returns early).
/// A change to a mode that does not exist keeps the mode (as MSR does here).
pub(super) fn cps(core: &mut Core, c: &Cps) -> Step {
    if !core.s.mode().privileged() {
        return Step::Next;
    }
    // aif: A (bit 2), I (bit 1), F (bit 0), as CPSR bits 8, 7 and 6.
    let bits = (c.aif as u32 & 7) << 6;
    match c.enable {
        Some(true) => core.s.cpsr_rest &= !bits,
        Some(false) => core.s.cpsr_rest |= bits,
        None => {}
    }
    if let Some(mode) = c.mode.and_then(|m| Mode::from_bits(m as u32)) {
        core.s.set_mode(mode);
    }
    Step::Next
}

/// The first address and the base written back of an SRS or RFE at `base`.
fn two_word_block(mode: BlockMode, base: u32) -> (u32, u32) {
    match mode {
        BlockMode::Ia => (base, base.wrapping_add(8)),
        BlockMode::Ib => (base.wrapping_add(4), base.wrapping_add(8)),
        BlockMode::Da => (base.wrapping_sub(4), base.wrapping_sub(8)),
        BlockMode::Db => (base.wrapping_sub(8), base.wrapping_sub(8)),
    }
}

/// The banked SP of `mode`.
fn banked_sp(core: &Core, mode: Mode) -> u32 {
    if mode.bank() == core.s.mode().bank() {
        core.s.r[13]
    } else {
        core.s.banked_r13_r14[mode.bank()][0]
    }
}

fn set_banked_sp(core: &mut Core, mode: Mode, value: u32) {
    if mode.bank() == core.s.mode().bank() {
        core.s.r[13] = value;
    } else {
        core.s.banked_r13_r14[mode.bank()][0] = value;
    }
}

/// SRS: stores LR and the SPSR of the current mode on the stack of `target_mode`.
/// UNDEFINED in User mode and for a mode that does not exist (QEMU's trans_SRS); in
/// System mode the SPSR read is the slot User and System share.
pub(super) fn srs(core: &mut Core, cx: Ctx, s: &Srs) -> Step {
    let target = Mode::from_bits(s.target_mode as u32);
    let Some(target) = target.filter(|_| core.s.mode().privileged()) else {
        return cx.raise(core, Exception::Undefined);
    };
    let (addr, after) = two_word_block(s.mode, banked_sp(core, target));
    let (lr, spsr) = (core.s.r[14], current_spsr(core));
    let stored = write(core, addr, AccessSize::Word, lr, false)
        .and_then(|()| write(core, addr.wrapping_add(4), AccessSize::Word, spsr, false));
    if let Err(f) = stored {
        return abort(core, cx, f);
    }
    if s.writeback {
        set_banked_sp(core, target, after);
    }
    Step::Next
}

/// RFE: loads PC and CPSR from two words at Rn; UNDEFINED in User mode (QEMU).
pub(super) fn rfe(core: &mut Core, cx: Ctx, r: &Rfe) -> Step {
    if !core.s.mode().privileged() {
        return cx.raise(core, Exception::Undefined);
    }
    let (addr, after) = two_word_block(r.mode, cx.reg(core, r.rn));
    let loaded = read(core, addr, AccessSize::Word, false).and_then(|pc| {
        read(core, addr.wrapping_add(4), AccessSize::Word, false).map(|cpsr| (pc, cpsr))
    });
    let (pc, cpsr) = match loaded {
        Ok(v) => v,
        Err(f) => return abort(core, cx, f),
    };
    if r.writeback {
        core.s.r[r.rn as usize] = after;
    }
    core.s.set_cpsr(cpsr);
    core.s.r[15] = pc & if core.s.thumb() { !1 } else { !3 };
    Step::Branched
}

/// SETEND: the CPSR's E bit (data endianness).
pub(super) fn setend(core: &mut Core, big: bool) -> Step {
    if big {
        core.s.cpsr_rest |= psr::E;
    } else {
        core.s.cpsr_rest &= !psr::E;
    }
    Step::Next
}

/// The hints: WFI waits for an interrupt; YIELD, WFE, SEV and DBG have no effect on
/// a single CPU with no event sources beside it (QEMU 7.2 ends the TB for WFE and
/// YIELD to let other CPUs run; with one CPU that is the same as going on).
pub(super) fn hint(h: Hint) -> Step {
    match h {
        Hint::Wfi => Step::Wfi,
        Hint::Nop | Hint::Yield | Hint::Wfe | Hint::Sev | Hint::Dbg => Step::Next,
    }
}

//! MRS and MSR: reading and writing the CPSR and the current mode's SPSR.
//!
//! QEMU 7.2 (arm926), observed: in User mode MSR CPSR writes only the flags (N Z C V
//! Q), MRS/MSR of the SPSR are Undefined; in System mode the SPSR accesses use the
//! slot User and System share. MSR never writes CPSR.T (QEMU masks the execution
//! state bits); it can write SPSR.T.

use super::{current_spsr, Ctx, Step};
use crate::core::Core;
use crate::exception::Exception;
use crate::insn::{Reg, Shifter};
use crate::state::psr;

pub(super) fn mrs(core: &mut Core, cx: Ctx, rd: Reg, spsr: bool) -> Step {
    let value = if spsr {
        if !core.s.mode().privileged() {
            return cx.raise(core, Exception::Undefined);
        }
        current_spsr(core)
    } else {
        // The execution state bits (T and the IT state) read as zero (QEMU's
        // `cpsr_read(env) & ~CPSR_EXEC`; on the ARM926 MRS only runs in ARM state).
        core.s.cpsr() & !(psr::T | psr::IT)
    };
    cx.set_reg(core, rd, value)
}

/// The PSR bits selected by MSR's field mask (c, x, s, f = bytes 0..3).
#[inline]
pub(crate) fn field_mask(fields: u8) -> u32 {
    (0..4)
        .filter(|i| fields & (1 << i) != 0)
        .fold(0, |m, i| m | (0xff << (8 * i)))
}

pub(super) fn msr(core: &mut Core, cx: Ctx, spsr: bool, fields: u8, src: Shifter) -> Step {
    let value = match src {
        Shifter::Imm { value, .. } => value,
        Shifter::RegImm { rm, .. } | Shifter::RegReg { rm, .. } => cx.reg(core, rm),
    };
    let mut mask = field_mask(fields) & core.s.psr_bits;
    let privileged = core.s.mode().privileged();
    if spsr {
        if !privileged {
            return cx.raise(core, Exception::Undefined);
        }
        let bank = core.s.mode().bank();
        let old = core.s.spsr[bank];
        core.s.spsr[bank] = (old & !mask) | (value & mask);
    } else {
        if !privileged {
            // The APSR: the flags, Q and (ARMv6 on; `psr_bits` drops them before) GE,
            // QEMU's CPSR_USER.
            mask &= psr::N | psr::Z | psr::C | psr::V | psr::Q | psr::GE;
        }
        // The execution state bits (T and the IT state) are never written by MSR to
        // the CPSR (QEMU 7.2's msr_mask strips them).
        mask &= !(psr::T | psr::IT);
        let old = core.s.cpsr();
        core.s.set_cpsr((old & !mask) | (value & mask));
    }
    Step::Next
}

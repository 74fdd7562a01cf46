//! Coprocessor instructions. The ARM926EJ-S has CP15 (system control) and, in QEMU
//! 7.2, one CP14 register: the debug ID register DBGDIDR (MRC p14, 0, Rd, c0, c0, 0)
//! reads as 0 in every mode (observed). Every other coprocessor access, CDP, MCRR,
//! MRRC, LDC and STC is Undefined.

use super::{Ctx, Step};
use crate::core::Core;
use crate::cp15::Cp15Effect;
use crate::exception::Exception;
use crate::insn::CoprocReg;
use crate::mmu::Mmu;

pub(super) fn no_coprocessor(core: &mut Core, cx: Ctx) -> Step {
    cx.raise(core, Exception::Undefined)
}

/// MRC (`load`) / MCR. A read into r15 sets N Z C V from bits 31:28 of the value
/// (ARM ARM A4.1.32): the kernel's `mrc p15, 0, r15, c7, c14, 3` loops use it.
pub(super) fn cp_reg(core: &mut Core, cx: Ctx, c: &CoprocReg) -> Step {
    let CoprocReg {
        load,
        cp,
        opc1,
        rd,
        crn,
        crm,
        opc2,
    } = *c;
    let value = match (cp, load) {
        (14, true) if (opc1, crn, crm, opc2) == (0, 0, 0, 0) => Some(0),
        (15, true)
            if !core.s.mode().privileged() && !Mmu::cp15_user_readable(opc1, crn, crm, opc2) =>
        {
            None
        }
        (15, false) if !core.s.mode().privileged() => None,
        (15, true) => core.mmu.cp15_read(opc1, crn, crm, opc2),
        (15, false) => {
            let v = cx.reg(core, rd);
            return match core.mmu.cp15_write(opc1, crn, crm, opc2, v) {
                Some(Cp15Effect::None) => Step::Next,
                Some(Cp15Effect::Wfi) => Step::Wfi,
                Some(effect) => Step::Cp15(effect),
                None => cx.raise(core, Exception::Undefined),
            };
        }
        _ => None,
    };
    let Some(v) = value else {
        return cx.raise(core, Exception::Undefined);
    };
    if rd == 15 {
        core.s.n = v >> 31;
        core.s.z = (v >> 30) & 1;
        core.s.c = (v >> 29) & 1;
        core.s.v = (v >> 28) & 1;
        Step::Next
    } else {
        core.s.r[rd as usize] = v;
        Step::Next
    }
}

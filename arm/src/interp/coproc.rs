//! Coprocessor instructions. The ARM926EJ-S has CP15 (system control) and, in QEMU
//! 7.2, one CP14 register: the debug ID register DBGDIDR (MRC p14, 0, Rd, c0, c0, 0)
//! reads as 0 in every mode (observed). Every other coprocessor access, CDP, MCRR,
//! MRRC, LDC and STC is Undefined there.
//!
//! The Cortex-A15 has the ARMv7 CP15 and CP14 of [`crate::cp15_v7`], with their 64-bit
//! MCRR/MRRC registers (TTBRn, PAR, the generic timer) and PL0 access as QEMU allows
//! it; VFP (coprocessors 10 and 11) decodes to VFP instructions, never here.

use super::{Ctx, Step};
use crate::core::Core;
use crate::cp15::Cp15Effect;
use crate::cp15_v7::{self, cp14};
use crate::exception::{self, Exception};
use crate::insn::{CoprocReg, CpReg2};
use crate::mmu::Mmu;

pub(super) fn no_coprocessor(core: &mut Core, cx: Ctx) -> Step {
    cx.raise(core, Exception::Undefined)
}

/// Sets N Z C V from bits 31:28 of `v` (an MRC into r15, ARM ARM A4.1.32: the kernel's
/// `mrc p15, 0, r15, c7, c14, 3` loops use it), or writes Rd.
fn deliver(core: &mut Core, rd: u8, v: u32) -> Step {
    if rd == 15 {
        core.s.n = v >> 31;
        core.s.z = (v >> 30) & 1;
        core.s.c = (v >> 29) & 1;
        core.s.v = (v >> 28) & 1;
    } else {
        core.s.r[rd as usize] = v;
    }
    Step::Next
}

/// The step a CP15 write's effect makes.
fn effect_step(effect: Cp15Effect) -> Step {
    match effect {
        Cp15Effect::None => Step::Next,
        Cp15Effect::Wfi => Step::Wfi,
        effect => Step::Cp15(effect),
    }
}

/// MRC (`load`) / MCR.
pub(super) fn cp_reg(core: &mut Core, cx: Ctx, c: &CoprocReg) -> Step {
    if core.mmu.v7.is_some() {
        return cp_reg_v7(core, cx, c);
    }
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
        (15, true) => core.mmu.cp15_read(opc1, crn, crm, opc2, core.ticks),
        (15, false) => {
            let v = cx.reg(core, rd);
            return match core.mmu.cp15_write(opc1, crn, crm, opc2, v) {
                Some(effect) => effect_step(effect),
                None => cx.raise(core, Exception::Undefined),
            };
        }
        _ => None,
    };
    match value {
        Some(v) => deliver(core, rd, v),
        None => cx.raise(core, Exception::Undefined),
    }
}

/// MRC/MCR on the Cortex-A15: CP15 and CP14, with QEMU's PL0 rules.
fn cp_reg_v7(core: &mut Core, cx: Ctx, c: &CoprocReg) -> Step {
    let CoprocReg {
        load,
        cp,
        opc1,
        rd,
        crn,
        crm,
        opc2,
    } = *c;
    let pl0 = !core.s.mode().privileged();
    let v = cx.reg(core, rd);
    let Some(r) = core.mmu.v7.as_mut() else {
        return cx.raise(core, Exception::Undefined);
    };
    if load {
        let value = match cp {
            15 if pl0 && !cp15_v7::pl0_readable(r, opc1, crn, crm, opc2) => None,
            15 => core.mmu.cp15_read(opc1, crn, crm, opc2, core.ticks),
            14 if pl0 && !cp14::pl0_readable(&r.cp14, opc1, crn, crm, opc2) => None,
            14 => cp14::read(&r.cp14, opc1, crn, crm, opc2),
            _ => None,
        };
        return match value {
            Some(v) => deliver(core, rd, v),
            None => cx.raise(core, Exception::Undefined),
        };
    }
    match cp {
        15 if pl0 && !cp15_v7::pl0_writable(r, opc1, crn, crm, opc2) => {
            cx.raise(core, Exception::Undefined)
        }
        15 => {
            let (mmu, ram) = (&mut core.mmu, &core.ram);
            match mmu.cp15_write_v7(ram, (opc1, crn, crm, opc2), v, core.ticks) {
                Some(Ok(effect)) => {
                    // A timer write may move the next deadline: look again.
                    core.next_check = 0;
                    core.devices_touched = true;
                    effect_step(effect)
                }
                Some(Err(fault)) => {
                    exception::data_abort(core, fault, cx.addr);
                    Step::Exception
                }
                None => cx.raise(core, Exception::Undefined),
            }
        }
        14 if pl0 && !cp14::pl0_writable(&r.cp14, opc1, crn, crm, opc2) => {
            cx.raise(core, Exception::Undefined)
        }
        14 => match cp14::write(&mut r.cp14, opc1, crn, crm, opc2, v) {
            Some(()) => Step::Next,
            None => cx.raise(core, Exception::Undefined),
        },
        _ => cx.raise(core, Exception::Undefined),
    }
}

/// MRRC (`load`) / MCRR: the 64-bit registers of the ARMv7 CP15 (and CP14's DBGDRAR
/// and DBGDSAR); Undefined on the ARM926.
pub(super) fn cp_reg2(core: &mut Core, cx: Ctx, c: &CpReg2) -> Step {
    let pl0 = !core.s.mode().privileged();
    let Some(r) = core.mmu.v7.as_ref() else {
        return cx.raise(core, Exception::Undefined);
    };
    let (opc1, crm) = (c.opc, c.crm);
    if c.load {
        let value = match c.cp {
            15 if pl0 && !cp15_v7::pl0_readable64(r, opc1, crm) => None,
            15 => core.mmu.cp15_read64(opc1, crm, core.ticks),
            14 if pl0 && !cp14::pl0_readable64(opc1, crm) => None,
            14 => cp14::read64(opc1, crm),
            _ => None,
        };
        let Some(v) = value else {
            return cx.raise(core, Exception::Undefined);
        };
        // Rt = low word, Rt2 = high word (Rt/Rt2 = PC is UNPREDICTABLE; QEMU writes
        // them as plain registers).
        let a = cx.set_reg(core, c.rd, v as u32);
        let b = cx.set_reg(core, c.rn, (v >> 32) as u32);
        return if a == Step::Branched || b == Step::Branched {
            Step::Branched
        } else {
            Step::Next
        };
    }
    if c.cp != 15 || (pl0 && !cp15_v7::pl0_writable64(r, opc1, crm)) {
        return cx.raise(core, Exception::Undefined);
    }
    let v = cx.reg(core, c.rd) as u64 | (cx.reg(core, c.rn) as u64) << 32;
    match core.mmu.cp15_write64(opc1, crm, v) {
        Some(effect) => {
            // A 64-bit write may be a timer's compare value: look again.
            core.next_check = 0;
            core.devices_touched = true;
            effect_step(effect)
        }
        None => cx.raise(core, Exception::Undefined),
    }
}

//! Multiplies: MUL/MLA, the 64-bit UMULL/UMLAL/SMULL/SMLAL, and the ARMv5TE DSP
//! 16-bit multiplies (SMLA<x><y>, SMUL<x><y>, SMLAW<y>, SMULW<y>, SMLAL<x><y>).
//!
//! On ARMv5 the S forms set N and Z only; C and V are unchanged (ARM ARM A4.1.40).

use super::{Ctx, Step};
use crate::core::Core;
use crate::insn::{DspMul, Multiply, MultiplyLong};
use crate::state::psr;

/// Writes two results; a Branched step from either wins.
#[inline]
fn both(a: Step, b: Step) -> Step {
    if a == Step::Branched || b == Step::Branched {
        Step::Branched
    } else {
        Step::Next
    }
}

pub(super) fn mul(core: &mut Core, cx: Ctx, m: &Multiply) -> Step {
    let Multiply {
        acc,
        s,
        rd,
        rn,
        rs,
        rm,
    } = *m;
    let mut r = cx.reg(core, rm).wrapping_mul(cx.reg(core, rs));
    if acc {
        r = r.wrapping_add(cx.reg(core, rn));
    }
    if s {
        core.s.n = r >> 31;
        core.s.z = (r == 0) as u32;
    }
    cx.set_reg(core, rd, r)
}

pub(super) fn mul_long(core: &mut Core, cx: Ctx, op: &MultiplyLong) -> Step {
    let MultiplyLong {
        signed,
        acc,
        s,
        rdlo,
        rdhi,
        rs,
        rm,
    } = *op;
    let (m, sv) = (cx.reg(core, rm), cx.reg(core, rs));
    let mut r = if signed {
        (m as i32 as i64).wrapping_mul(sv as i32 as i64) as u64
    } else {
        (m as u64).wrapping_mul(sv as u64)
    };
    if acc {
        let old = ((cx.reg(core, rdhi) as u64) << 32) | cx.reg(core, rdlo) as u64;
        r = r.wrapping_add(old);
    }
    if s {
        core.s.n = (r >> 63) as u32;
        core.s.z = (r == 0) as u32;
    }
    // RdHi is written last, so it wins when RdLo == RdHi (UNPREDICTABLE; QEMU's
    // order).
    let a = cx.set_reg(core, rdlo, r as u32);
    let b = cx.set_reg(core, rdhi, (r >> 32) as u32);
    both(a, b)
}

/// The signed 16-bit half of `v`: the top one when `top`.
#[inline]
fn half(v: u32, top: bool) -> i32 {
    if top {
        (v >> 16) as i16 as i32
    } else {
        v as i16 as i32
    }
}

/// Adds with signed overflow detection, setting Q on overflow (the result wraps).
#[inline]
fn add_q(core: &mut Core, a: i32, b: i32) -> u32 {
    let (r, overflow) = a.overflowing_add(b);
    if overflow {
        core.s.cpsr_rest |= psr::Q;
    }
    r as u32
}

pub(super) fn dsp(core: &mut Core, cx: Ctx, d: DspMul) -> Step {
    match d {
        DspMul::Smla {
            x_top,
            y_top,
            rd,
            rm,
            rs,
            rn,
        } => {
            let p = half(cx.reg(core, rm), x_top) * half(cx.reg(core, rs), y_top);
            let acc = cx.reg(core, rn) as i32;
            let r = add_q(core, p, acc);
            cx.set_reg(core, rd, r)
        }
        DspMul::Smul {
            x_top,
            y_top,
            rd,
            rm,
            rs,
        } => {
            // -32768 * -32768 = 0x40000000 fits: no overflow is possible.
            let p = half(cx.reg(core, rm), x_top) * half(cx.reg(core, rs), y_top);
            cx.set_reg(core, rd, p as u32)
        }
        DspMul::Smlaw {
            y_top,
            rd,
            rm,
            rs,
            rn,
        } => {
            let p = smulw(cx.reg(core, rm), half(cx.reg(core, rs), y_top));
            let acc = cx.reg(core, rn) as i32;
            let r = add_q(core, p, acc);
            cx.set_reg(core, rd, r)
        }
        DspMul::Smulw { y_top, rd, rm, rs } => {
            let p = smulw(cx.reg(core, rm), half(cx.reg(core, rs), y_top));
            cx.set_reg(core, rd, p as u32)
        }
        DspMul::Smlal {
            x_top,
            y_top,
            rdlo,
            rdhi,
            rm,
            rs,
        } => {
            let p = half(cx.reg(core, rm), x_top) as i64 * half(cx.reg(core, rs), y_top) as i64;
            let old = ((cx.reg(core, rdhi) as u64) << 32) | cx.reg(core, rdlo) as u64;
            let r = old.wrapping_add(p as u64);
            let a = cx.set_reg(core, rdlo, r as u32);
            let b = cx.set_reg(core, rdhi, (r >> 32) as u32);
            both(a, b)
        }
    }
}

/// The top 32 bits of the 48-bit product `Rm * half` (bits 47:16).
#[inline]
fn smulw(rm: u32, half: i32) -> i32 {
    ((rm as i32 as i64 * half as i64) >> 16) as i32
}

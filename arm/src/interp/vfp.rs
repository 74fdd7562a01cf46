//! VFP instructions on the interpreter: the arithmetic of the `vfp` crate (bit-exact with
//! QEMU 7.2's softfloat) on the register file of [`crate::state::VfpRegs`], the system
//! registers, the transfers and the loads and stores (Arm ARM DDI 0406C, A8.8 and B6).
//!
//! Access (as QEMU 7.2 checks it for the Cortex-A15): CPACR must grant coprocessors 10
//! and 11 to the current privilege level, and FPEXC.EN must be set for everything but
//! VMRS/VMSR of FPSID, FPEXC, MVFR0 and MVFR1; those four are UNDEFINED in User mode.
//! Otherwise the instruction is UNDEFINED (Linux's lazy VFP switching relies on it).

use vfp::{f32 as s, f64 as d, Fpscr, IntKind};

use super::mem::{abort, merge, read, unprivileged, write};
use super::{Ctx, Step};
use crate::bus::AccessSize;
use crate::core::Core;
use crate::exception::Exception;
use crate::insn::{BlockMode, VReg, Vfp, VfpCvt, VfpOp2, VfpOp3};

/// FPSID of QEMU's cortex-a15.
pub const FPSID: u32 = 0x4104_30f0;
/// MVFR0 of QEMU's cortex-a15: VFPv3/v4 single and double, 32 registers, no short
/// vectors, no trapped exceptions.
pub const MVFR0: u32 = 0x1011_0222;
/// MVFR1 of QEMU's cortex-a15 with neon=off: the Advanced SIMD fields cleared (SIMDLS,
/// SIMDInt, SIMDSP, SIMDHP), FZ, DN, FPHP = 1 and SIMDFMAC = 1 left.
pub const MVFR1: u32 = 0x1100_0011;
/// FPEXC.EN.
pub const FPEXC_EN: u32 = 1 << 30;
/// The FPSCR bits that hold state: N Z C V, AHP DN FZ RMode, STRIDE and LEN (kept as
/// QEMU keeps them, though the A15 has no short vectors), IDC and the cumulative flags.
pub const FPSCR_BITS: u32 = 0xf7f7_009f;
/// FPSCR.LEN and FPSCR.STRIDE.
const FPSCR_VECTOR: u32 = 0x0037_0000;

/// The VFP system registers by VMRS/VMSR number.
const REG_FPSID: u8 = 0;
const REG_FPSCR: u8 = 1;
const REG_MVFR1: u8 = 6;
const REG_MVFR0: u8 = 7;
const REG_FPEXC: u8 = 8;

/// Whether CPACR lets the current mode use coprocessors 10 and 11 (both fields must
/// agree; QEMU checks cp10's and requires cp11's to match).
fn cpacr_allows(core: &Core) -> bool {
    let field = (core.mmu.cpacr() >> 20) & 3;
    match field {
        0b11 => true,
        0b01 => core.s.mode().privileged(),
        _ => false,
    }
}

pub(super) fn vfp(core: &mut Core, cx: Ctx, v: &Vfp) -> Step {
    if !core.model.profile.vfp || !cpacr_allows(core) {
        return cx.raise(core, Exception::Undefined);
    }
    let enabled = core.s.vfp.fpexc & FPEXC_EN != 0;
    if let Vfp::Sys { to_core, rt, reg } = *v {
        return sys(core, cx, to_core, rt, reg, enabled);
    }
    if !enabled {
        return cx.raise(core, Exception::Undefined);
    }
    if core.s.vfp.fpscr & FPSCR_VECTOR != 0 && v.undef_on_short_vectors() {
        return cx.raise(core, Exception::Undefined);
    }
    ungated(core, cx, v)
}

/// Whether `vfp` lets every VFP instruction through its checks in the current state
/// (VFP present, CPACR, FPEXC.EN, no short vectors): the JIT tests it once per block,
/// as nothing inside a block changes it (VMSR and CP15 writes end their block).
pub fn all_allowed(core: &Core) -> bool {
    core.model.profile.vfp
        && cpacr_allows(core)
        && core.s.vfp.fpexc & FPEXC_EN != 0
        && core.s.vfp.fpscr & FPSCR_VECTOR == 0
}

/// `vfp` past its access checks (the caller made them: `all_allowed`).
pub(super) fn ungated(core: &mut Core, cx: Ctx, v: &Vfp) -> Step {
    if let Vfp::Sys { to_core, rt, reg } = *v {
        return sys(core, cx, to_core, rt, reg, true);
    }
    match *v {
        Vfp::Op3 { op, vd, vn, vm } => op3(core, op, vd, vn, vm),
        Vfp::Op2 { op, vd, vm } => op2(core, op, vd, vm),
        Vfp::MovImm { vd, bits } => {
            set(core, vd, bits);
            Step::Next
        }
        Vfp::Cmp { e, vd, vm } => {
            let a = get(core, vd);
            let b = vm.map_or(0, |m| get(core, m));
            let f = fpscr(core);
            let f = match (vd.double, e) {
                (false, false) => s::cmp(a as u32, b as u32, f),
                (false, true) => s::cmpe(a as u32, b as u32, f),
                (true, false) => d::cmp(a, b, f),
                (true, true) => d::cmpe(a, b, f),
            };
            core.s.vfp.fpscr = f.0;
            Step::Next
        }
        Vfp::Cvt { kind, vd, vm } => match convert(core, kind, vd, vm) {
            Some(()) => Step::Next,
            None => cx.raise(core, Exception::Undefined),
        },
        Vfp::MovCore { to_core, rt, sn } => {
            if to_core {
                let v = core.s.vfp.s(sn);
                write_core(core, cx, rt, v)
            } else {
                let v = cx.reg(core, rt);
                core.s.vfp.set_s(sn, v);
                Step::Next
            }
        }
        Vfp::MovCore2 {
            to_core,
            rt,
            rt2,
            vm,
        } => {
            if to_core {
                let (lo, hi) = if vm.double {
                    let v = core.s.vfp.d[vm.n as usize];
                    (v as u32, (v >> 32) as u32)
                } else {
                    (core.s.vfp.s(vm.n), core.s.vfp.s(vm.n + 1))
                };
                let a = cx.set_reg(core, rt, lo);
                merge(a, cx.set_reg(core, rt2, hi))
            } else {
                let (lo, hi) = (cx.reg(core, rt), cx.reg(core, rt2));
                if vm.double {
                    core.s.vfp.d[vm.n as usize] = lo as u64 | (hi as u64) << 32;
                } else {
                    core.s.vfp.set_s(vm.n, lo);
                    core.s.vfp.set_s(vm.n + 1, hi);
                }
                Step::Next
            }
        }
        Vfp::MovScalar {
            to_core,
            rt,
            dn,
            index,
        } => {
            let sn = dn * 2 + index;
            if to_core {
                let v = core.s.vfp.s(sn);
                cx.set_reg(core, rt, v)
            } else {
                let v = cx.reg(core, rt);
                core.s.vfp.set_s(sn, v);
                Step::Next
            }
        }
        Vfp::Sys { .. } => unreachable!("handled above"),
        Vfp::Mem {
            load,
            vd,
            rn,
            up,
            imm,
        } => {
            let base = if rn == 15 {
                cx.pc() & !3
            } else {
                cx.reg(core, rn)
            };
            let addr = if up {
                base.wrapping_add(imm)
            } else {
                base.wrapping_sub(imm)
            };
            transfer(core, cx, load, vd, addr)
        }
        Vfp::Block {
            load,
            mode,
            writeback,
            rn,
            vd,
            count,
            words,
        } => {
            let base = if rn == 15 {
                cx.pc() & !3
            } else {
                cx.reg(core, rn)
            };
            let span = 4 * words as u32;
            let (mut addr, after) = match mode {
                BlockMode::Db => (base.wrapping_sub(span), base.wrapping_sub(span)),
                _ => (base, base.wrapping_add(span)),
            };
            for i in 0..count {
                let r = VReg {
                    double: vd.double,
                    n: vd.n + i,
                };
                let step = transfer(core, cx, load, r, addr);
                if step == Step::Exception {
                    return step;
                }
                addr = addr.wrapping_add(if vd.double { 8 } else { 4 });
            }
            if writeback {
                core.s.r[rn as usize] = after;
            }
            Step::Next
        }
    }
}

/// A VMOV to a core register: to r15 it is UNPREDICTABLE, and QEMU 7.2 sets N, Z, C
/// and V from the value's top bits as `VMRS APSR_nzcv` does.
fn write_core(core: &mut Core, cx: Ctx, rt: u8, v: u32) -> Step {
    if rt == 15 {
        set_nzcv(core, v);
        Step::Next
    } else {
        cx.set_reg(core, rt, v)
    }
}

fn set_nzcv(core: &mut Core, v: u32) {
    core.s.n = v >> 31;
    core.s.z = (v >> 30) & 1;
    core.s.c = (v >> 29) & 1;
    core.s.v = (v >> 28) & 1;
}

/// VMRS/VMSR. Without FPEXC.EN only FPSID, FPEXC and the MVFRs can be reached; in User
/// mode only FPSCR.
fn sys(core: &mut Core, cx: Ctx, to_core: bool, rt: u8, reg: u8, enabled: bool) -> Step {
    let privileged = core.s.mode().privileged();
    let allowed = match reg {
        REG_FPSCR => enabled,
        REG_FPSID | REG_FPEXC | REG_MVFR0 | REG_MVFR1 => privileged,
        _ => false,
    };
    if !allowed {
        return cx.raise(core, Exception::Undefined);
    }
    if to_core {
        let v = match reg {
            REG_FPSID => FPSID,
            REG_FPSCR => core.s.vfp.fpscr,
            REG_MVFR0 => MVFR0,
            REG_MVFR1 => MVFR1,
            _ => core.s.vfp.fpexc,
        };
        if rt == 15 {
            // VMRS APSR_nzcv, FPSCR (and, UNPREDICTABLE, of the others: QEMU the same).
            set_nzcv(core, v);
            return Step::Next;
        }
        return cx.set_reg(core, rt, v);
    }
    let v = cx.reg(core, rt);
    match reg {
        REG_FPSCR => core.s.vfp.fpscr = v & FPSCR_BITS,
        REG_FPEXC => core.s.vfp.fpexc = v & FPEXC_EN,
        // FPSID and the MVFRs ignore writes (QEMU).
        _ => {}
    }
    Step::Next
}

fn fpscr(core: &Core) -> Fpscr {
    Fpscr(core.s.vfp.fpscr)
}

fn get(core: &Core, r: VReg) -> u64 {
    if r.double {
        core.s.vfp.d[r.n as usize]
    } else {
        core.s.vfp.s(r.n) as u64
    }
}

fn set(core: &mut Core, r: VReg, v: u64) {
    if r.double {
        core.s.vfp.d[r.n as usize] = v;
    } else {
        core.s.vfp.set_s(r.n, v as u32);
    }
}

/// Stores a result and the FPSCR it left.
fn put(core: &mut Core, r: VReg, (v, f): (u64, Fpscr)) {
    set(core, r, v);
    core.s.vfp.fpscr = f.0;
}

fn wide((v, f): (u32, Fpscr)) -> (u64, Fpscr) {
    (v as u64, f)
}

fn op3(core: &mut Core, op: VfpOp3, vd: VReg, vn: VReg, vm: VReg) -> Step {
    let (a, n, m, f) = (get(core, vd), get(core, vn), get(core, vm), fpscr(core));
    let r = if vd.double {
        match op {
            VfpOp3::Add => d::add(n, m, f),
            VfpOp3::Sub => d::sub(n, m, f),
            VfpOp3::Mul => d::mul(n, m, f),
            VfpOp3::Nmul => d::nmul(n, m, f),
            VfpOp3::Div => d::div(n, m, f),
            VfpOp3::Mla => d::mla(a, n, m, f),
            VfpOp3::Mls => d::mls(a, n, m, f),
            VfpOp3::Nmla => d::nmla(a, n, m, f),
            VfpOp3::Nmls => d::nmls(a, n, m, f),
            VfpOp3::Fma => d::vfma(a, n, m, f),
            VfpOp3::Fms => d::vfms(a, n, m, f),
            VfpOp3::Fnma => d::vfnma(a, n, m, f),
            VfpOp3::Fnms => d::vfnms(a, n, m, f),
        }
    } else {
        let (a, n, m) = (a as u32, n as u32, m as u32);
        wide(match op {
            VfpOp3::Add => s::add(n, m, f),
            VfpOp3::Sub => s::sub(n, m, f),
            VfpOp3::Mul => s::mul(n, m, f),
            VfpOp3::Nmul => s::nmul(n, m, f),
            VfpOp3::Div => s::div(n, m, f),
            VfpOp3::Mla => s::mla(a, n, m, f),
            VfpOp3::Mls => s::mls(a, n, m, f),
            VfpOp3::Nmla => s::nmla(a, n, m, f),
            VfpOp3::Nmls => s::nmls(a, n, m, f),
            VfpOp3::Fma => s::vfma(a, n, m, f),
            VfpOp3::Fms => s::vfms(a, n, m, f),
            VfpOp3::Fnma => s::vfnma(a, n, m, f),
            VfpOp3::Fnms => s::vfnms(a, n, m, f),
        })
    };
    put(core, vd, r);
    Step::Next
}

fn op2(core: &mut Core, op: VfpOp2, vd: VReg, vm: VReg) -> Step {
    let (m, f) = (get(core, vm), fpscr(core));
    let r = match (op, vd.double) {
        (VfpOp2::Mov, _) => (m, f),
        (VfpOp2::Abs, true) => (d::abs(m), f),
        (VfpOp2::Neg, true) => (d::neg(m), f),
        (VfpOp2::Sqrt, true) => d::sqrt(m, f),
        (VfpOp2::Abs, false) => (s::abs(m as u32) as u64, f),
        (VfpOp2::Neg, false) => (s::neg(m as u32) as u64, f),
        (VfpOp2::Sqrt, false) => wide(s::sqrt(m as u32, f)),
    };
    put(core, vd, r);
    Step::Next
}

fn int_kind(signed: bool, size: u8) -> IntKind {
    match (signed, size) {
        (true, 16) => IntKind::S16,
        (false, 16) => IntKind::U16,
        (true, _) => IntKind::S32,
        (false, _) => IntKind::U32,
    }
}

/// The conversions (a fixed-point one with a negative fraction count, UNPREDICTABLE,
/// scales by that power of two as QEMU does); `None` is not returned today.
fn convert(core: &mut Core, kind: VfpCvt, vd: VReg, vm: VReg) -> Option<()> {
    let (m, f) = (get(core, vm), fpscr(core));
    let r = match kind {
        VfpCvt::Precision if vm.double => wide(d::to_f32(m, f)),
        VfpCvt::Precision => s::to_f64(m as u32, f),
        VfpCvt::FromInt { signed } => {
            let k = int_kind(signed, 32);
            if vd.double {
                d::from_int(m as u32, k, f)
            } else {
                wide(s::from_int(m as u32, k, f))
            }
        }
        VfpCvt::ToInt { signed, round_zero } => {
            let k = int_kind(signed, 32);
            wide(if vm.double {
                d::to_int(m, k, round_zero, f)
            } else {
                s::to_int(m as u32, k, round_zero, f)
            })
        }
        VfpCvt::Fixed {
            to_fixed,
            signed,
            size,
            frac_bits,
        } => {
            let fbits = i32::from(frac_bits);
            let k = int_kind(signed, size);
            match (to_fixed, vd.double) {
                (true, true) => d::to_fixed(m, k, fbits, f),
                (false, true) => d::from_fixed(m, k, fbits, f),
                (true, false) => wide(s::to_fixed(m as u32, k, fbits, f)),
                (false, false) => wide(s::from_fixed(m as u32, k, fbits, f)),
            }
        }
        VfpCvt::Half { to_half, top } => {
            let shift = if top { 16 } else { 0 };
            if to_half {
                let (h, f) = s::to_f16(m as u32, f);
                let old = get(core, vd) as u32;
                let v = (old & !(0xffff << shift)) | (h as u32) << shift;
                (v as u64, f)
            } else {
                wide(s::from_f16((m as u32 >> shift) as u16, f))
            }
        }
    };
    put(core, vd, r);
    Some(())
}

/// One VLDR/VSTR-sized transfer of register `r` at `addr` (a double as two words, the
/// low one first; word alignment is required when alignment checking is on, which
/// `Core::read`/`Core::write` check).
fn transfer(core: &mut Core, cx: Ctx, load: bool, r: VReg, addr: u32) -> Step {
    let user = unprivileged(core, false);
    let words = if r.double { 2 } else { 1 };
    if load {
        let mut v = 0u64;
        for i in 0..words {
            match read(core, addr.wrapping_add(4 * i), AccessSize::Word, user) {
                Ok(w) => v |= (w as u64) << (32 * i),
                Err(f) => return abort(core, cx, f),
            }
        }
        set(core, r, v);
    } else {
        let v = get(core, r);
        for i in 0..words {
            let w = (v >> (32 * i)) as u32;
            if let Err(f) = write(core, addr.wrapping_add(4 * i), AccessSize::Word, w, user) {
                return abort(core, cx, f);
            }
        }
    }
    Step::Next
}

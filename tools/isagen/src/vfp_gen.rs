//! VFP cases for the Cortex-A15 (VFPv4-D32): words drawn from every entry of the
//! `isa` crate's VFP table, in ARM state and (one in six) Thumb state, with operands
//! from lists of special values (NaNs with payloads, signalling NaNs, infinities,
//! denormals, -0, rounding ties, integer limits) and a random FPSCR mode per case:
//! each rounding mode, FZ and DN on and off, AHP for the half-precision conversions.
//! Also VCMP then VMRS APSR_nzcv and a conditional instruction on the result.

use crate::case_v7::{scratch_addr, V7Case, PROFILE};
use crate::rng::Rng;
use isa::decode::{decode_arm_on, decode_thumb_on, random_word_decoding_to_on, VFP_TABLE};
use isa::insn::{Op, VReg, Vfp, VfpCvt, VfpOp3};
use isa::Cond;

const F32: [u32; 28] = [
    0x0000_0000, // +0
    0x8000_0000, // -0
    0x3f80_0000, // 1
    0xbf80_0000, // -1
    0x3fc0_0000, // 1.5
    0x4020_0000, // 2.5 (a tie when rounded to an integer)
    0x3f00_0000, // 0.5
    0x7f80_0000, // +inf
    0xff80_0000, // -inf
    0x7fc0_0000, // the default NaN
    0x7fc1_2345, // quiet NaN with a payload
    0xffe0_0001, // negative quiet NaN
    0x7f81_2345, // signalling NaN with a payload
    0xff80_0001, // negative signalling NaN
    0x0000_0001, // smallest denormal
    0x807f_ffff, // largest negative denormal
    0x0040_0000, // a denormal
    0x0080_0000, // smallest normal
    0x8080_0000,
    0x7f7f_ffff, // largest normal
    0xff7f_ffff,
    0x3f7f_ffff, // just below 1
    0x4f00_0000, // 2^31
    0xcf00_0000, // -2^31
    0x4f80_0000, // 2^32
    0x4eff_ffff, // just below 2^31
    0x3eaa_aaab, // 1/3
    0x0080_0001,
];

const F64: [u64; 26] = [
    0,
    0x8000_0000_0000_0000,
    0x3ff0_0000_0000_0000,
    0xbff0_0000_0000_0000,
    0x3ff8_0000_0000_0000,
    0x4004_0000_0000_0000,
    0x3fe0_0000_0000_0000,
    0x7ff0_0000_0000_0000,
    0xfff0_0000_0000_0000,
    0x7ff8_0000_0000_0000,
    0x7ff8_1234_5678_9abc,
    0xfffc_0000_0000_0001,
    0x7ff0_1234_5678_9abc,
    0xfff0_0000_0000_0001,
    0x0000_0000_0000_0001,
    0x800f_ffff_ffff_ffff,
    0x0010_0000_0000_0000,
    0x7fef_ffff_ffff_ffff,
    0x3fef_ffff_ffff_ffff,
    0x41e0_0000_0000_0000, // 2^31
    0xc1e0_0000_0000_0000, // -2^31
    0x41f0_0000_0000_0000, // 2^32
    0x41df_ffff_ffc0_0000, // 2^31 - 1
    0x3810_0000_0000_0000, // single's smallest normal
    0x36a0_0000_0000_0000, // single's smallest denormal
    0x47ef_ffff_e000_0000, // single's largest normal
];

/// A single's bits: special half of the time, else a number of moderate exponent or
/// any bits.
fn f32_value(rng: &mut Rng) -> u32 {
    match rng.below(10) {
        0..=5 => *rng.pick(&F32),
        6..=8 => (rng.u32() & 0x807f_ffff) | (rng.range(100, 154) << 23),
        _ => rng.u32(),
    }
}

fn f64_value(rng: &mut Rng) -> u64 {
    match rng.below(10) {
        0..=5 => *rng.pick(&F64),
        6..=8 => {
            let frac = (u64::from(rng.u32()) << 32 | u64::from(rng.u32())) & 0x800f_ffff_ffff_ffff;
            frac | u64::from(rng.range(990, 1060)) << 52
        }
        _ => u64::from(rng.u32()) << 32 | u64::from(rng.u32()),
    }
}

/// Gives register `r` a floating-point value of its precision.
fn float(c: &mut V7Case, rng: &mut Rng, r: VReg) {
    if r.double {
        let v = f64_value(rng);
        c.double(r.n, v);
    } else {
        let v = f32_value(rng);
        c.single(r.n, v);
    }
}

/// A half-precision pair in one single: specials (NaNs, infinities, denormals, -0).
fn f16_pair(rng: &mut Rng) -> u32 {
    const H: [u32; 10] = [
        0x0000, 0x8000, 0x3c00, 0x7c00, 0xfc00, 0x7e01, 0x7c01, 0x0001, 0x03ff, 0x7bff,
    ];
    let half = |rng: &mut Rng| {
        if rng.chance(60) {
            *rng.pick(&H)
        } else {
            rng.u32() & 0xffff
        }
    };
    half(rng) | half(rng) << 16
}

/// The FPSCR of the `k`th case of an entry: the 16 combinations of rounding mode, FZ
/// and DN in turn, random AHP, NZCV and cumulative flags (LEN and STRIDE stay 0: the
/// A15 has no short vectors).
fn fpscr(rng: &mut Rng, k: u32) -> u32 {
    let mut v = (k % 4) << 22 | rng.below(16) << 28;
    if k / 4 % 2 == 1 {
        v |= 1 << 24; // FZ
    }
    if k / 8 % 2 == 1 {
        v |= 1 << 25; // DN
    }
    if rng.chance(15) {
        v |= 1 << 26; // AHP
    }
    if rng.chance(25) {
        v |= rng.u32() & 0x9f;
    }
    v
}

/// Sets up a VFP instruction's operands; false when a case cannot run it.
fn prepare(c: &mut V7Case, rng: &mut Rng, v: &Vfp) -> bool {
    let core_ok = |r: u8| r < 13;
    match *v {
        Vfp::Op3 { op, vd, vn, vm } => {
            float(c, rng, vn);
            float(c, rng, vm);
            if !matches!(
                op,
                VfpOp3::Add | VfpOp3::Sub | VfpOp3::Mul | VfpOp3::Nmul | VfpOp3::Div
            ) {
                float(c, rng, vd);
            }
        }
        Vfp::Op2 { vm, .. } => float(c, rng, vm),
        Vfp::MovImm { .. } => {}
        Vfp::Cmp { vd, vm, .. } => {
            float(c, rng, vd);
            if let Some(vm) = vm {
                float(c, rng, vm);
            }
        }
        Vfp::Cvt { kind, vd, vm } => match kind {
            VfpCvt::FromInt { .. } => c.single(vm.n, rng.value()),
            VfpCvt::Fixed { to_fixed, .. } => {
                if to_fixed {
                    float(c, rng, vd);
                } else if vd.double {
                    c.double(vd.n, u64::from(rng.value()) | u64::from(rng.u32()) << 32);
                } else {
                    c.single(vd.n, rng.value());
                }
            }
            VfpCvt::Half { to_half: false, .. } => c.single(vm.n, f16_pair(rng)),
            _ => float(c, rng, vm),
        },
        Vfp::MovCore { rt, .. } | Vfp::MovScalar { rt, .. } => {
            if !core_ok(rt) {
                return false;
            }
            c.operand(rng, rt);
        }
        Vfp::MovCore2 {
            to_core, rt, rt2, ..
        } => {
            if !core_ok(rt) || !core_ok(rt2) || (to_core && rt == rt2) {
                return false;
            }
            c.operand(rng, rt);
            c.operand(rng, rt2);
        }
        Vfp::Sys { to_core, rt, reg } => {
            if to_core {
                // VMRS of any register; Rt = 15 only as APSR_nzcv from the FPSCR.
                if rt == 13 || (rt == 15 && reg != 1) {
                    return false;
                }
            } else {
                // VMSR of the FPSCR only: writing FPEXC, FPSID or MVFR is left out.
                if reg != 1 || !core_ok(rt) {
                    return false;
                }
                c.reg(rt, rng.u32() & !0x0037_0000);
            }
        }
        Vfp::Mem { rn, up, imm, .. } => {
            if rn == 15 {
                return false;
            }
            let ea = scratch_addr(rng, 8, 4);
            let base = if up {
                ea.wrapping_sub(imm)
            } else {
                ea.wrapping_add(imm)
            };
            c.reg(rn, base);
        }
        Vfp::Block {
            mode, rn, words, ..
        } => {
            let len = u32::from(words) * 4;
            if rn == 15 || len == 0 || len > 256 {
                return false;
            }
            let ea = scratch_addr(rng, len, 4);
            let base = match mode {
                isa::insn::BlockMode::Db => ea + len,
                _ => ea,
            };
            c.reg(rn, base);
        }
    }
    true
}

/// Whether an entry is arithmetic (compute, compare, convert), which gets the full
/// count; transfers and loads get a quarter.
fn arithmetic(v: &Vfp) -> bool {
    matches!(
        v,
        Vfp::Op3 { .. } | Vfp::Op2 { .. } | Vfp::MovImm { .. } | Vfp::Cmp { .. } | Vfp::Cvt { .. }
    )
}

/// Up to `per_entry` cases for each VFP-table entry (a quarter of that for the
/// transfers and loads).
pub fn table_cases(rng: &mut Rng, per_entry: u32) -> Vec<V7Case> {
    let mut out = Vec::new();
    for (i, e) in VFP_TABLE.iter().enumerate() {
        if !e.exists_on(PROFILE) {
            continue;
        }
        let mut made = 0;
        let mut want = per_entry;
        for _ in 0..per_entry * 40 {
            if made >= want {
                break;
            }
            let Some(mut w) = random_word_decoding_to_on(PROFILE, VFP_TABLE, i, || rng.u32())
            else {
                break;
            };
            let thumb = rng.chance(16);
            if thumb {
                w = w & 0x0fff_ffff | 0xe000_0000;
            }
            let insn = if thumb {
                decode_thumb_on(PROFILE, (w >> 16) as u16, w as u16, false).0
            } else {
                decode_arm_on(PROFILE, w)
            };
            let Op::Vfp(v) = insn.op else {
                continue;
            };
            if !arithmetic(&v) {
                want = per_entry.div_ceil(4);
            }
            let mut c = V7Case::new(thumb, rng);
            c.fpscr = fpscr(rng, made);
            if !prepare(&mut c, rng, &v) {
                continue;
            }
            let cond = if thumb { Cond::Al } else { insn.cond };
            let text = isa::disasm_vfp::vfp(&v, cond);
            let dir = if thumb { ".inst.w" } else { ".inst" };
            c.body.push(format!("{dir} {w:#010x} @ {} {text}", e.name));
            out.push(c);
            made += 1;
        }
    }
    out
}

/// VCMP{E} then VMRS APSR_nzcv and a conditional move on the copied flags.
pub fn compare_case(rng: &mut Rng) -> V7Case {
    let mut c = V7Case::new(false, rng);
    let k = rng.below(16);
    c.fpscr = fpscr(rng, k);
    let double = rng.chance(40);
    let (p, n, m) = (
        if double { "d" } else { "s" },
        rng.below(32) as u8,
        rng.below(32) as u8,
    );
    let reg = |n| VReg { double, n };
    float(&mut c, rng, reg(n));
    float(&mut c, rng, reg(m));
    let e = if rng.chance(30) { "e" } else { "" };
    let ty = if double { "f64" } else { "f32" };
    c.body.push(if rng.chance(15) {
        format!("vcmp{e}.{ty} {p}{n}, #0")
    } else {
        format!("vcmp{e}.{ty} {p}{n}, {p}{m}")
    });
    c.body.push("vmrs APSR_nzcv, fpscr".into());
    let cc = rng.pick(&crate::arm_gen::CONDS);
    c.body.push(format!("mov{cc} r0, #1"));
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_vfp_entry_gets_cases_with_operands() {
        let cs = table_cases(&mut Rng::new(11), 4);
        for e in VFP_TABLE {
            let tag = format!("@ {} ", e.name);
            assert!(cs.iter().any(|c| c.text().contains(&tag)), "{}", e.name);
        }
        let vadd = cs.iter().find(|c| c.text().contains("@ VADD ")).unwrap();
        assert!(!vadd.vfp.is_empty());
        assert!(cs.iter().all(|c| c.fpscr & 0x0037_0000 == 0));
        // Each entry's first 16 cases take the 16 mode combinations in turn.
        let vdiv: Vec<u32> = table_cases(&mut Rng::new(2), 16)
            .iter()
            .filter(|c| c.text().contains("@ VDIV "))
            .map(|c| c.fpscr >> 22 & 0xf)
            .collect();
        assert_eq!(vdiv, (0..16).collect::<Vec<u32>>());
    }
}

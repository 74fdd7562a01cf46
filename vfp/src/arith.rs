//! The arithmetic operations, generic over the format: add, multiply, divide, square root and the
//! fused multiply-add (ARM ARM FPAdd, FPMul, FPDiv, FPSqrt, FPMulAdd).

use crate::core::{
    cancel_sign, inf, invalid, process_nan, process_nans, round_pack, round_pack_wide, shr_sticky,
    shr_sticky128, unpack, zero, Class, Ctx, Format, Num,
};
use crate::fpscr::Fpscr;

/// `a + b`, or `a - b` when `negate_b`. A NaN operand propagates with its own sign.
pub(crate) fn add<F: Format>(a: u64, b: u64, negate_b: bool, ctx: &mut Ctx) -> u64 {
    let a = unpack::<F>(a, ctx);
    let mut b = unpack::<F>(b, ctx);
    if a.class.is_nan() || b.class.is_nan() {
        return process_nans::<F>(&a, &b, ctx);
    }
    b.sign ^= negate_b;
    match (a.class, b.class) {
        (Class::Inf, Class::Inf) if a.sign != b.sign => invalid::<F>(ctx),
        (Class::Inf, _) => inf::<F>(a.sign),
        (_, Class::Inf) => inf::<F>(b.sign),
        (Class::Zero, Class::Zero) => zero::<F>(if a.sign == b.sign {
            a.sign
        } else {
            cancel_sign(ctx)
        }),
        (Class::Zero, _) => repack::<F>(&b),
        (_, Class::Zero) => repack::<F>(&a),
        _ => add_finite::<F>(&a, &b, ctx),
    }
}

/// A nonzero finite operand returned unchanged (exactly representable, so no rounding).
fn repack<F: Format>(n: &Num) -> u64 {
    (n.bits & !F::SIGN) | zero::<F>(n.sign)
}

/// The sum of two nonzero finite values.
fn add_finite<F: Format>(a: &Num, b: &Num, ctx: &mut Ctx) -> u64 {
    let (big, small) = if (a.exp, a.mant) >= (b.exp, b.mant) {
        (a, b)
    } else {
        (b, a)
    };
    let aligned = shr_sticky(small.mant, (big.exp - small.exp) as u32);
    if big.sign == small.sign {
        let sum = big.mant + aligned;
        if sum >> 63 != 0 {
            round_pack::<F>(big.sign, big.exp + 1, shr_sticky(sum, 1), ctx)
        } else {
            round_pack::<F>(big.sign, big.exp, sum, ctx)
        }
    } else {
        let diff = big.mant - aligned;
        if diff == 0 {
            return zero::<F>(cancel_sign(ctx));
        }
        let shift = diff.leading_zeros() - 1;
        round_pack::<F>(big.sign, big.exp - shift as i32, diff << shift, ctx)
    }
}

/// `a * b`.
pub(crate) fn mul<F: Format>(a: u64, b: u64, ctx: &mut Ctx) -> u64 {
    let a = unpack::<F>(a, ctx);
    let b = unpack::<F>(b, ctx);
    if a.class.is_nan() || b.class.is_nan() {
        return process_nans::<F>(&a, &b, ctx);
    }
    let sign = a.sign != b.sign;
    match (a.class, b.class) {
        (Class::Inf, Class::Zero) | (Class::Zero, Class::Inf) => invalid::<F>(ctx),
        (Class::Inf, _) | (_, Class::Inf) => inf::<F>(sign),
        (Class::Zero, _) | (_, Class::Zero) => zero::<F>(sign),
        _ => {
            let p = u128::from(a.mant) * u128::from(b.mant);
            round_pack_wide::<F>(sign, a.exp + b.exp - 124, p, ctx)
        }
    }
}

/// `a / b`.
pub(crate) fn div<F: Format>(a: u64, b: u64, ctx: &mut Ctx) -> u64 {
    let a = unpack::<F>(a, ctx);
    let b = unpack::<F>(b, ctx);
    if a.class.is_nan() || b.class.is_nan() {
        return process_nans::<F>(&a, &b, ctx);
    }
    let sign = a.sign != b.sign;
    match (a.class, b.class) {
        (Class::Inf, Class::Inf) | (Class::Zero, Class::Zero) => invalid::<F>(ctx),
        (Class::Inf, _) | (_, Class::Zero) => {
            if a.class != Class::Inf {
                ctx.raise(Fpscr::DZC);
            }
            inf::<F>(sign)
        }
        (Class::Zero, _) | (_, Class::Inf) => zero::<F>(sign),
        _ => {
            // a.mant / b.mant lies in (1/2, 2): the quotient scaled by 2^63 has 62 or 63 bits
            // above the sticky bit, which records a nonzero remainder.
            let num = u128::from(a.mant) << 63;
            let den = u128::from(b.mant);
            let q = (num / den) as u64;
            let sticky = (num % den != 0) as u128;
            round_pack_wide::<F>(sign, a.exp - b.exp - 64, (u128::from(q) << 1) | sticky, ctx)
        }
    }
}

/// The square root of `a`.
pub(crate) fn sqrt<F: Format>(a: u64, ctx: &mut Ctx) -> u64 {
    let a = unpack::<F>(a, ctx);
    match a.class {
        Class::QNan | Class::SNan => process_nan::<F>(&a, ctx),
        Class::Zero => zero::<F>(a.sign),
        _ if a.sign => invalid::<F>(ctx),
        Class::Inf => inf::<F>(false),
        Class::Normal => {
            // value = x * 2^e with e even: x is the significand, or twice it.
            let (x, e) = if (a.exp - 62) & 1 != 0 {
                (a.mant << 1, a.exp - 63)
            } else {
                (a.mant, a.exp - 62)
            };
            // FRAC + 4 root bits: the significand, a guard bit and two to spare; the remainder
            // gives the sticky bit.
            let pairs = F::FRAC + 4;
            let (root, exact) = isqrt_top(x, pairs);
            let mant = (root << 1) | !exact as u64;
            // root = sqrt(x * 2^(2 * (pairs - 32))), so sqrt(value) = (mant / 2) * 2^(e/2 + 32 - pairs).
            round_pack_wide::<F>(false, e / 2 + 31 - pairs as i32, u128::from(mant), ctx)
        }
    }
}

/// The integer square root of `x * 2^(2 * (pairs - 32))` (digit by digit, two bits of `x` per
/// root bit, `x` read from the top; every bit of `x` must lie in its top `2 * pairs` bits) and
/// whether it is exact. Branch-free: the comparisons are data-dependent coin flips.
fn isqrt_top(x: u64, pairs: u32) -> (u64, bool) {
    debug_assert!(pairs <= 60 && (pairs >= 32 || x << (2 * pairs) == 0));
    let mut rem: u64 = 0;
    let mut root: u64 = 0;
    for i in 0..pairs {
        let pair = if i < 32 { (x >> (62 - 2 * i)) & 3 } else { 0 };
        rem = (rem << 2) | pair;
        let trial = (root << 2) | 1;
        let take = (rem >= trial) as u64;
        rem -= trial & take.wrapping_neg();
        root = (root << 1) | take;
    }
    (root, rem == 0)
}

/// The fused `a * b + c` of VFPv4 (one rounding). NaN operands follow QEMU's pickNaNMulAdd for
/// ARM (FPMulAdd: FPProcessNaNs3, then the check for a quiet addend): the first signalling NaN
/// in the order c, a, b; else `inf * 0 + qNaN` is the default NaN with Invalid; else the first
/// quiet NaN in the same order.
pub(crate) fn fma<F: Format>(a: u64, b: u64, c: u64, ctx: &mut Ctx) -> u64 {
    let a = unpack::<F>(a, ctx);
    let b = unpack::<F>(b, ctx);
    let c = unpack::<F>(c, ctx);
    let inf_zero = matches!(
        (a.class, b.class),
        (Class::Inf, Class::Zero) | (Class::Zero, Class::Inf)
    );
    if a.class.is_nan() || b.class.is_nan() || c.class.is_nan() {
        if [a.class, b.class, c.class].contains(&Class::SNan) {
            ctx.raise(Fpscr::IOC);
        }
        if inf_zero && c.class == Class::QNan {
            return invalid::<F>(ctx);
        }
        if ctx.fpscr.dn() {
            return F::DEFAULT_NAN;
        }
        let order = [&c, &a, &b];
        let pick = order
            .iter()
            .find(|n| n.class == Class::SNan)
            .or_else(|| order.iter().find(|n| n.class.is_nan()))
            .expect("one operand is a NaN");
        return pick.bits | F::QUIET;
    }
    if inf_zero {
        return invalid::<F>(ctx);
    }
    let psign = a.sign != b.sign;
    let pclass = match (a.class, b.class) {
        (Class::Inf, _) | (_, Class::Inf) => Class::Inf,
        (Class::Zero, _) | (_, Class::Zero) => Class::Zero,
        _ => Class::Normal,
    };
    match (pclass, c.class) {
        (Class::Inf, Class::Inf) if psign != c.sign => invalid::<F>(ctx),
        (Class::Inf, _) => inf::<F>(psign),
        (_, Class::Inf) => inf::<F>(c.sign),
        (Class::Zero, Class::Zero) => zero::<F>(if psign == c.sign {
            psign
        } else {
            cancel_sign(ctx)
        }),
        (Class::Zero, _) => repack::<F>(&c),
        _ => {
            // Product exactly: p * 2^(a.exp + b.exp - 124), p below 2^126.
            let p = u128::from(a.mant) * u128::from(b.mant);
            let pexp = a.exp + b.exp - 124;
            if c.class == Class::Zero {
                return round_pack_wide::<F>(psign, pexp, p, ctx);
            }
            fma_sum::<F>(psign, pexp, p, &c, ctx)
        }
    }
}

/// `±p * 2^pexp + c` for a nonzero product and a nonzero finite `c`, rounded once.
fn fma_sum<F: Format>(psign: bool, pexp: i32, p: u128, c: &Num, ctx: &mut Ctx) -> u64 {
    // Both terms as a 128-bit significand with its top bit at 125 and the exponent of that bit.
    let (pm, pe) = if p >> 125 != 0 {
        (p, pexp + 125)
    } else {
        (p << 1, pexp + 124)
    };
    let (cm, ce) = (u128::from(c.mant) << 63, c.exp);
    let ((bm, be, bs), (sm, se, ss)) = if (pe, pm) >= (ce, cm) {
        ((pm, pe, psign), (cm, ce, c.sign))
    } else {
        ((cm, ce, c.sign), (pm, pe, psign))
    };
    let aligned = shr_sticky128(sm, (be - se) as u32);
    if bs == ss {
        round_pack_wide::<F>(bs, be - 125, bm + aligned, ctx)
    } else {
        let diff = bm - aligned;
        if diff == 0 {
            return zero::<F>(cancel_sign(ctx));
        }
        round_pack_wide::<F>(bs, be - 125, diff, ctx)
    }
}

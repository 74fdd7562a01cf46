//! Conversions: between precisions (FPConvert), floating point to integer or fixed point
//! (FPToFixed) and back (FixedToFP), and to and from half precision in either format.

use crate::core::{
    inf, round_pack, round_pack_wide, round_shift, unpack, zero, Class, Ctx, Format, F16,
};
use crate::fpscr::{Fpscr, IntKind};

/// Converts `a` of format `S` to format `D`: NaNs keep their sign and top payload bits (quietened,
/// Invalid for a signalling one; DN gives the default NaN), finite values are rounded.
pub(crate) fn float_to_float<S: Format, D: Format>(a: u64, ctx: &mut Ctx) -> u64 {
    let a = unpack::<S>(a, ctx);
    match a.class {
        Class::QNan | Class::SNan => {
            if a.class == Class::SNan {
                ctx.raise(Fpscr::IOC);
            }
            if ctx.fpscr.dn() {
                return D::DEFAULT_NAN;
            }
            let payload = (a.bits & S::FRAC_MASK) << (63 - S::FRAC) >> (63 - D::FRAC);
            zero::<D>(a.sign) | D::INF | D::QUIET | payload
        }
        Class::Inf => inf::<D>(a.sign),
        Class::Zero => zero::<D>(a.sign),
        Class::Normal => round_pack::<D>(a.sign, a.exp, a.mant, ctx),
    }
}

/// Converts `a` to the integer `kind` scaled by `2^fbits`, rounding by the context's mode: a
/// NaN gives 0, an out-of-range value saturates; both raise Invalid (and no Inexact). The result
/// is sign- or zero-extended to 64 bits.
pub(crate) fn float_to_fixed<F: Format>(a: u64, kind: IntKind, fbits: i32, ctx: &mut Ctx) -> u64 {
    // QEMU's helpers test for a NaN before unpacking; a NaN is never flushed, so the order
    // changes nothing.
    let a = unpack::<F>(a, ctx);
    let (min, max): (i64, i64) = match kind {
        IntKind::S16 => (i16::MIN.into(), i16::MAX.into()),
        IntKind::U16 => (0, u16::MAX.into()),
        IntKind::S32 => (i32::MIN.into(), i32::MAX.into()),
        IntKind::U32 => (0, u32::MAX.into()),
    };
    let saturate = |ctx: &mut Ctx, negative: bool| {
        ctx.raise(Fpscr::IOC);
        (if negative { min } else { max }) as u64
    };
    match a.class {
        Class::QNan | Class::SNan => {
            ctx.raise(Fpscr::IOC);
            0
        }
        Class::Zero => 0,
        Class::Inf => saturate(ctx, a.sign),
        Class::Normal => {
            let exp = a.exp + fbits;
            if exp > 62 {
                return saturate(ctx, a.sign);
            }
            let (mag, inexact) = round_shift(a.mant, (62 - exp) as u32, a.sign, ctx.mode);
            let value = if a.sign { -(mag as i128) } else { mag as i128 };
            if mag != 0 && (value < i128::from(min) || value > i128::from(max)) {
                return saturate(ctx, a.sign);
            }
            if inexact {
                ctx.raise(Fpscr::IXC);
            }
            value as i64 as u64
        }
    }
}

/// Converts the integer `kind` held in the low bits of `x`, divided by `2^fbits`, to format `F`
/// by the context's rounding mode.
pub(crate) fn fixed_to_float<F: Format>(x: u64, kind: IntKind, fbits: i32, ctx: &mut Ctx) -> u64 {
    let value: i64 = match kind {
        IntKind::S16 => (x as i16).into(),
        IntKind::U16 => (x as u16).into(),
        IntKind::S32 => (x as i32).into(),
        IntKind::U32 => (x as u32).into(),
    };
    if value == 0 {
        return zero::<F>(false);
    }
    let mag = u128::from(value.unsigned_abs());
    round_pack_wide::<F>(value < 0, -fbits, mag, ctx)
}

/// Single to half precision. With `ahp` (FPSCR.AHP) the alternative format has no infinities
/// or NaNs: a NaN becomes a signed zero and an infinity or overflow the largest magnitude, each
/// with Invalid alone. Half-precision results are never flushed (FPRound exempts N = 16).
pub(crate) fn to_half<S: Format>(a: u64, ahp: bool, ctx: &mut Ctx) -> u64 {
    if !ahp {
        return float_to_float::<S, F16>(a, ctx);
    }
    let a = unpack::<S>(a, ctx);
    match a.class {
        Class::QNan | Class::SNan => {
            ctx.raise(Fpscr::IOC);
            zero::<F16>(a.sign)
        }
        Class::Inf => {
            ctx.raise(Fpscr::IOC);
            zero::<F16>(a.sign) | 0x7FFF
        }
        Class::Zero => zero::<F16>(a.sign),
        Class::Normal => {
            // Exponent 31 is an ordinary binade here: round as a format with one more exponent
            // value, and saturate past it.
            let mut sub = Ctx::with_mode(ctx.fpscr, ctx.mode);
            let bits = round_pack::<Ahp>(a.sign, a.exp, a.mant, &mut sub);
            if sub.flags & Fpscr::OFC != 0 {
                ctx.raise(Fpscr::IOC);
                return zero::<F16>(a.sign) | 0x7FFF;
            }
            ctx.raise(sub.flags);
            // Below exponent 32 the layout is the IEEE half one (the sign sits one bit higher).
            zero::<F16>(a.sign) | (bits & 0x7FFF)
        }
    }
}

/// Half to single precision. With `ahp`, exponent 31 encodes ordinary numbers. Half-precision
/// inputs are never flushed.
pub(crate) fn from_half<D: Format>(h: u64, ahp: bool, ctx: &mut Ctx) -> u64 {
    if !ahp || (h >> F16::FRAC) & F16::EXP_MAX != F16::EXP_MAX {
        return float_to_float::<F16, D>(h, ctx);
    }
    let sign = h & F16::SIGN != 0;
    let mant = ((h & F16::FRAC_MASK) | (1 << F16::FRAC)) << (62 - F16::FRAC);
    round_pack::<D>(sign, 31 - F16::BIAS, mant, ctx)
}

/// Rounding helper for the alternative half-precision format: the IEEE half layout with a
/// sixth exponent bit, so that exponent 31 rounds as a normal binade and anything that rounds to
/// 32 or beyond overflows (the caller saturates instead).
struct Ahp;

impl Format for Ahp {
    const FRAC: u32 = 10;
    const EXP: u32 = 6;
    const FLUSHES: bool = false;
    const BIAS: i32 = 15;
    const EXP_MAX: u64 = 32;
}

//! The machinery every operation shares: formats, the operation context, unpacking with
//! flush-to-zero, NaN selection and the single rounding step.
//!
//! Numbers are handled as bit patterns widened to `u64`. An unpacked finite nonzero value is
//! `mant * 2^(exp - 62)` with `mant`'s top bit at bit 62 (denormals are normalised on unpack), so
//! every operation hands `round_pack` a 63-bit significand whose low bits hold the guard bits and
//! a sticky bit.

use crate::fpscr::{Fpscr, Rounding};

/// An IEEE 754 binary interchange format.
pub(crate) trait Format {
    /// Fraction (trailing significand) bits.
    const FRAC: u32;
    /// Exponent bits.
    const EXP: u32;
    /// Whether FPSCR.FZ flushes this format's denormals (single and double; never half, as
    /// ARMv7 FPRound exempts N = 16).
    const FLUSHES: bool;

    const BIAS: i32 = (1 << (Self::EXP - 1)) - 1;
    const EXP_MAX: u64 = (1 << Self::EXP) - 1;
    const SIGN: u64 = 1 << (Self::FRAC + Self::EXP);
    const FRAC_MASK: u64 = (1 << Self::FRAC) - 1;
    const QUIET: u64 = 1 << (Self::FRAC - 1);
    const INF: u64 = Self::EXP_MAX << Self::FRAC;
    /// The largest finite magnitude.
    const MAX: u64 = Self::INF - 1;
    /// ARM's default NaN: positive, quiet bit only.
    const DEFAULT_NAN: u64 = Self::INF | Self::QUIET;
}

/// Single precision.
pub(crate) struct F32;
/// Double precision.
pub(crate) struct F64;
/// Half precision (IEEE layout; the alternative format differs only in exponent 31, handled by
/// the half-precision conversions).
pub(crate) struct F16;

impl Format for F32 {
    const FRAC: u32 = 23;
    const EXP: u32 = 8;
    const FLUSHES: bool = true;
}

impl Format for F64 {
    const FRAC: u32 = 52;
    const EXP: u32 = 11;
    const FLUSHES: bool = true;
}

impl Format for F16 {
    const FRAC: u32 = 10;
    const EXP: u32 = 5;
    const FLUSHES: bool = false;
}

/// The modes an operation runs under and the flags it has raised so far.
pub(crate) struct Ctx {
    pub fpscr: Fpscr,
    pub mode: Rounding,
    pub flags: u32,
}

impl Ctx {
    pub fn new(fpscr: Fpscr) -> Self {
        Ctx {
            fpscr,
            mode: fpscr.rounding(),
            flags: 0,
        }
    }

    /// The same modes with a fixed rounding mode (VCVT's round-to-zero, fixed-to-float's
    /// round-to-nearest).
    pub fn with_mode(fpscr: Fpscr, mode: Rounding) -> Self {
        Ctx {
            fpscr,
            mode,
            flags: 0,
        }
    }

    pub fn raise(&mut self, flags: u32) {
        self.flags |= flags;
    }

    /// The FPSCR with the raised flags OR-ed in.
    pub fn finish(&self) -> Fpscr {
        Fpscr(self.fpscr.0 | self.flags)
    }
}

/// What kind of value an operand is (after flush-to-zero).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Class {
    Zero,
    Normal,
    Inf,
    QNan,
    SNan,
}

impl Class {
    pub fn is_nan(self) -> bool {
        matches!(self, Class::QNan | Class::SNan)
    }
}

/// An unpacked operand: its original bits (for NaN propagation), class, sign, and for `Normal`
/// the normalised significand and exponent.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Num {
    pub bits: u64,
    pub class: Class,
    pub sign: bool,
    pub exp: i32,
    pub mant: u64,
}

/// Unpacks `bits` of format `F`. A denormal under FZ (single/double) becomes a zero of the same
/// sign and raises IDC, as FPUnpack does.
pub(crate) fn unpack<F: Format>(bits: u64, ctx: &mut Ctx) -> Num {
    let sign = bits & F::SIGN != 0;
    let e = (bits >> F::FRAC) & F::EXP_MAX;
    let frac = bits & F::FRAC_MASK;
    let mut n = Num {
        bits,
        class: Class::Normal,
        sign,
        exp: 0,
        mant: 0,
    };
    if e == 0 {
        if frac == 0 {
            n.class = Class::Zero;
        } else if F::FLUSHES && ctx.fpscr.fz() {
            ctx.raise(Fpscr::IDC);
            n.class = Class::Zero;
        } else {
            let shift = frac.leading_zeros() - 1;
            n.mant = frac << shift;
            n.exp = 62 - shift as i32 - (F::FRAC as i32) + 1 - F::BIAS;
        }
    } else if e == F::EXP_MAX {
        n.class = if frac == 0 {
            Class::Inf
        } else if frac & F::QUIET != 0 {
            Class::QNan
        } else {
            Class::SNan
        };
    } else {
        n.mant = (frac | (1 << F::FRAC)) << (62 - F::FRAC);
        n.exp = e as i32 - F::BIAS;
    }
    n
}

/// The NaN result for one NaN operand (FPProcessNaN): a signalling NaN raises Invalid and is
/// quietened; DN replaces it by the default NaN.
pub(crate) fn process_nan<F: Format>(a: &Num, ctx: &mut Ctx) -> u64 {
    if a.class == Class::SNan {
        ctx.raise(Fpscr::IOC);
    }
    if ctx.fpscr.dn() {
        F::DEFAULT_NAN
    } else {
        a.bits | F::QUIET
    }
}

/// The NaN result for two operands, at least one a NaN (FPProcessNaNs): the first signalling
/// NaN, else the first quiet one.
pub(crate) fn process_nans<F: Format>(a: &Num, b: &Num, ctx: &mut Ctx) -> u64 {
    let pick = if a.class == Class::SNan {
        a
    } else if b.class == Class::SNan || !a.class.is_nan() {
        b
    } else {
        a
    };
    if a.class == Class::SNan || b.class == Class::SNan {
        ctx.raise(Fpscr::IOC);
    }
    if ctx.fpscr.dn() {
        F::DEFAULT_NAN
    } else {
        pick.bits | F::QUIET
    }
}

/// Invalid Operation with the default NaN as result.
pub(crate) fn invalid<F: Format>(ctx: &mut Ctx) -> u64 {
    ctx.raise(Fpscr::IOC);
    F::DEFAULT_NAN
}

/// A signed zero of format `F`.
pub(crate) fn zero<F: Format>(sign: bool) -> u64 {
    if sign {
        F::SIGN
    } else {
        0
    }
}

/// A signed infinity of format `F`.
pub(crate) fn inf<F: Format>(sign: bool) -> u64 {
    zero::<F>(sign) | F::INF
}

/// The sign of an exact zero sum of operands of opposite signs: -0 only when rounding to minus
/// infinity.
pub(crate) fn cancel_sign(ctx: &Ctx) -> bool {
    ctx.mode == Rounding::MinusInf
}

/// `x >> shift` with every bit shifted out OR-ed into bit 0 (the sticky bit).
pub(crate) fn shr_sticky(x: u64, shift: u32) -> u64 {
    if shift == 0 {
        x
    } else if shift >= 64 {
        (x != 0) as u64
    } else {
        (x >> shift) | ((x << (64 - shift)) != 0) as u64
    }
}

/// The 128-bit form of [`shr_sticky`].
pub(crate) fn shr_sticky128(x: u128, shift: u32) -> u128 {
    if shift == 0 {
        x
    } else if shift >= 128 {
        (x != 0) as u128
    } else {
        (x >> shift) | ((x << (128 - shift)) != 0) as u128
    }
}

/// `mant >> shift` rounded by `mode` for a value of sign `sign`, and whether bits were lost.
/// Any `shift` is allowed; beyond 64 every bit lies below the rounding point's half.
pub(crate) fn round_shift(mant: u64, shift: u32, sign: bool, mode: Rounding) -> (u64, bool) {
    if shift == 0 {
        return (mant, false);
    }
    let (q, rem, half) = if shift >= 64 {
        (0, mant, 1u64 << 63)
    } else {
        (
            mant >> shift,
            mant & ((1u64 << shift) - 1),
            1u64 << (shift - 1),
        )
    };
    if rem == 0 {
        return (q, false);
    }
    let up = match mode {
        Rounding::NearestEven => rem > half || (rem == half && q & 1 == 1),
        Rounding::PlusInf => !sign,
        Rounding::MinusInf => sign,
        Rounding::Zero => false,
    };
    (q + up as u64, true)
}

/// Rounds `mant * 2^(exp - 62)` (`mant`'s top bit at 62, lower bits guard and sticky) to format
/// `F` and packs it, as FPRound does: tininess is judged before rounding; under FZ a tiny result
/// becomes a signed zero with UFC alone; otherwise a tiny inexact result raises UFC and IXC.
pub(crate) fn round_pack<F: Format>(sign: bool, exp: i32, mant: u64, ctx: &mut Ctx) -> u64 {
    debug_assert!(mant >> 62 == 1);
    let sign_bit = zero::<F>(sign);
    let drop = 62 - F::FRAC;
    let biased = exp + F::BIAS;
    if biased >= 1 {
        let (mut m, inexact) = round_shift(mant, drop, sign, ctx.mode);
        let mut e = biased as u64;
        if m >> (F::FRAC + 1) != 0 {
            m >>= 1;
            e += 1;
        }
        if e >= F::EXP_MAX {
            ctx.raise(Fpscr::OFC | Fpscr::IXC);
            let to_inf = match ctx.mode {
                Rounding::NearestEven => true,
                Rounding::PlusInf => !sign,
                Rounding::MinusInf => sign,
                Rounding::Zero => false,
            };
            return sign_bit | if to_inf { F::INF } else { F::MAX };
        }
        if inexact {
            ctx.raise(Fpscr::IXC);
        }
        sign_bit | (e << F::FRAC) | (m & F::FRAC_MASK)
    } else if F::FLUSHES && ctx.fpscr.fz() {
        ctx.raise(Fpscr::UFC);
        sign_bit
    } else {
        let shift = drop + (1 - biased) as u32;
        let (m, inexact) = round_shift(mant, shift, sign, ctx.mode);
        if inexact {
            ctx.raise(Fpscr::UFC | Fpscr::IXC);
        }
        // A carry out of the fraction lands in the exponent field: the smallest normal.
        sign_bit | m
    }
}

/// [`round_pack`] for a nonzero 128-bit significand of any width: `value = mant * 2^scale`.
/// Collapses it to 63 bits with a sticky bit first.
pub(crate) fn round_pack_wide<F: Format>(sign: bool, scale: i32, mant: u128, ctx: &mut Ctx) -> u64 {
    let top = 127 - mant.leading_zeros();
    let m = if top >= 62 {
        shr_sticky128(mant, top - 62) as u64
    } else {
        (mant as u64) << (62 - top)
    };
    round_pack::<F>(sign, scale + top as i32, m, ctx)
}

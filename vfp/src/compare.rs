//! VCMP and VCMPE (ARM ARM FPCompare): the NZCV result of comparing two values.

use crate::core::{unpack, Class, Ctx, Format, Num};
use crate::fpscr::Fpscr;

/// NZCV when the operands are equal.
pub const EQUAL: u32 = 0b0110 << 28;
/// NZCV when the first operand is less.
pub const LESS: u32 = 0b1000 << 28;
/// NZCV when the first operand is greater.
pub const GREATER: u32 = 0b0010 << 28;
/// NZCV when either operand is a NaN.
pub const UNORDERED: u32 = 0b0011 << 28;

/// Compares `a` with `b` and returns the NZCV bits (in FPSCR position). A signalling NaN
/// raises Invalid; with `signal_quiet` (VCMPE) a quiet NaN does too.
pub(crate) fn compare<F: Format>(a: u64, b: u64, signal_quiet: bool, ctx: &mut Ctx) -> u32 {
    let a = unpack::<F>(a, ctx);
    let b = unpack::<F>(b, ctx);
    if a.class.is_nan() || b.class.is_nan() {
        if signal_quiet || a.class == Class::SNan || b.class == Class::SNan {
            ctx.raise(Fpscr::IOC);
        }
        return UNORDERED;
    }
    match key(&a).cmp(&key(&b)) {
        std::cmp::Ordering::Less => LESS,
        std::cmp::Ordering::Equal => EQUAL,
        std::cmp::Ordering::Greater => GREATER,
    }
}

/// A totally ordered key for a non-NaN operand: both zeros map to 0.
fn key(n: &Num) -> i128 {
    let mag: i128 = match n.class {
        Class::Zero => return 0,
        Class::Inf => 1 << 100,
        // Normalised significands share bit 62, so (exp, mant) orders magnitudes; exponents
        // lie well above -4096.
        _ => (i128::from(n.exp + 4096) << 64) | i128::from(n.mant),
    };
    if n.sign {
        -mag
    } else {
        mag
    }
}

//! The public operations for each precision: typed wrappers over the generic ones, plus the
//! composite instructions (VMLA family, VFMA family, VNMUL) built as their pseudocode builds them.

macro_rules! precision {
    ($(#[$doc:meta])* $name:ident, $bits:ty, $fmt:ty, { $($extra:item)* }) => {
        $(#[$doc])*
        pub mod $name {
            use crate::arith;
            use crate::compare;
            use crate::convert;
            use crate::core::{Ctx, Format};
            use crate::fpscr::{Fpscr, IntKind, Rounding};

            type Fmt = $fmt;

            /// `a + b`.
            pub fn add(a: $bits, b: $bits, fpscr: Fpscr) -> ($bits, Fpscr) {
                let mut ctx = Ctx::new(fpscr);
                let r = arith::add::<Fmt>(a.into(), b.into(), false, &mut ctx);
                (r as $bits, ctx.finish())
            }

            /// `a - b`.
            pub fn sub(a: $bits, b: $bits, fpscr: Fpscr) -> ($bits, Fpscr) {
                let mut ctx = Ctx::new(fpscr);
                let r = arith::add::<Fmt>(a.into(), b.into(), true, &mut ctx);
                (r as $bits, ctx.finish())
            }

            /// `a * b`.
            pub fn mul(a: $bits, b: $bits, fpscr: Fpscr) -> ($bits, Fpscr) {
                let mut ctx = Ctx::new(fpscr);
                let r = arith::mul::<Fmt>(a.into(), b.into(), &mut ctx);
                (r as $bits, ctx.finish())
            }

            /// `a / b`.
            pub fn div(a: $bits, b: $bits, fpscr: Fpscr) -> ($bits, Fpscr) {
                let mut ctx = Ctx::new(fpscr);
                let r = arith::div::<Fmt>(a.into(), b.into(), &mut ctx);
                (r as $bits, ctx.finish())
            }

            /// The square root of `a` (VSQRT).
            pub fn sqrt(a: $bits, fpscr: Fpscr) -> ($bits, Fpscr) {
                let mut ctx = Ctx::new(fpscr);
                let r = arith::sqrt::<Fmt>(a.into(), &mut ctx);
                (r as $bits, ctx.finish())
            }

            /// The fused `a * b + c`, rounded once.
            pub fn fma(a: $bits, b: $bits, c: $bits, fpscr: Fpscr) -> ($bits, Fpscr) {
                let mut ctx = Ctx::new(fpscr);
                let r = arith::fma::<Fmt>(a.into(), b.into(), c.into(), &mut ctx);
                (r as $bits, ctx.finish())
            }

            /// `a` with its sign flipped (VNEG): no flags, NaNs included.
            pub fn neg(a: $bits) -> $bits {
                a ^ (Fmt::SIGN as $bits)
            }

            /// `a` with its sign cleared (VABS): no flags, NaNs included.
            pub fn abs(a: $bits) -> $bits {
                a & !(Fmt::SIGN as $bits)
            }

            /// VNMUL: `-(n * m)`.
            pub fn nmul(n: $bits, m: $bits, fpscr: Fpscr) -> ($bits, Fpscr) {
                let (p, fpscr) = mul(n, m, fpscr);
                (neg(p), fpscr)
            }

            /// VMLA: `d + (n * m)`, the product rounded first.
            pub fn mla(d: $bits, n: $bits, m: $bits, fpscr: Fpscr) -> ($bits, Fpscr) {
                let (p, fpscr) = mul(n, m, fpscr);
                add(d, p, fpscr)
            }

            /// VMLS: `d + -(n * m)`, the product rounded first.
            pub fn mls(d: $bits, n: $bits, m: $bits, fpscr: Fpscr) -> ($bits, Fpscr) {
                let (p, fpscr) = mul(n, m, fpscr);
                add(d, neg(p), fpscr)
            }

            /// VNMLA: `-d + -(n * m)`, the product rounded first.
            pub fn nmla(d: $bits, n: $bits, m: $bits, fpscr: Fpscr) -> ($bits, Fpscr) {
                let (p, fpscr) = mul(n, m, fpscr);
                add(neg(d), neg(p), fpscr)
            }

            /// VNMLS: `-d + (n * m)`, the product rounded first.
            pub fn nmls(d: $bits, n: $bits, m: $bits, fpscr: Fpscr) -> ($bits, Fpscr) {
                let (p, fpscr) = mul(n, m, fpscr);
                add(neg(d), p, fpscr)
            }

            /// VFMA: `d + n * m`, fused.
            pub fn vfma(d: $bits, n: $bits, m: $bits, fpscr: Fpscr) -> ($bits, Fpscr) {
                fma(n, m, d, fpscr)
            }

            /// VFMS: `d + (-n) * m`, fused.
            pub fn vfms(d: $bits, n: $bits, m: $bits, fpscr: Fpscr) -> ($bits, Fpscr) {
                fma(neg(n), m, d, fpscr)
            }

            /// VFNMA: `-d + (-n) * m`, fused.
            pub fn vfnma(d: $bits, n: $bits, m: $bits, fpscr: Fpscr) -> ($bits, Fpscr) {
                fma(neg(n), m, neg(d), fpscr)
            }

            /// VFNMS: `-d + n * m`, fused.
            pub fn vfnms(d: $bits, n: $bits, m: $bits, fpscr: Fpscr) -> ($bits, Fpscr) {
                fma(n, m, neg(d), fpscr)
            }

            /// VCMP: the FPSCR with NZCV set by comparing `a` with `b` (Invalid only for a
            /// signalling NaN). VCMP with #0.0 passes `b = 0`.
            pub fn cmp(a: $bits, b: $bits, fpscr: Fpscr) -> Fpscr {
                compare_with(a, b, false, fpscr)
            }

            /// VCMPE: as [`cmp`], and a quiet NaN raises Invalid too.
            pub fn cmpe(a: $bits, b: $bits, fpscr: Fpscr) -> Fpscr {
                compare_with(a, b, true, fpscr)
            }

            fn compare_with(a: $bits, b: $bits, signal_quiet: bool, fpscr: Fpscr) -> Fpscr {
                let mut ctx = Ctx::new(fpscr);
                let nzcv = compare::compare::<Fmt>(a.into(), b.into(), signal_quiet, &mut ctx);
                Fpscr((ctx.finish().0 & !Fpscr::NZCV) | nzcv)
            }

            /// VCVT / VCVTR to a 32-bit integer (`kind` S32 or U32; a 16-bit kind saturates to 16
            /// bits and extends): towards zero when `round_zero` (VCVT), else by RMode (VCVTR).
            pub fn to_int(a: $bits, kind: IntKind, round_zero: bool, fpscr: Fpscr) -> (u32, Fpscr) {
                let mut ctx = if round_zero {
                    Ctx::with_mode(fpscr, Rounding::Zero)
                } else {
                    Ctx::new(fpscr)
                };
                let r = convert::float_to_fixed::<Fmt>(a.into(), kind, 0, &mut ctx);
                (r as u32, ctx.finish())
            }

            /// VCVT from the integer `kind` in `x`, rounded by RMode.
            pub fn from_int(x: u32, kind: IntKind, fpscr: Fpscr) -> ($bits, Fpscr) {
                let mut ctx = Ctx::new(fpscr);
                let r = convert::fixed_to_float::<Fmt>(x.into(), kind, 0, &mut ctx);
                (r as $bits, ctx.finish())
            }

            /// VCVT to fixed point with `fbits` fraction bits, towards zero; the result is sign- or
            /// zero-extended to the register's width.
            pub fn to_fixed(a: $bits, kind: IntKind, fbits: i32, fpscr: Fpscr) -> ($bits, Fpscr) {
                let mut ctx = Ctx::with_mode(fpscr, Rounding::Zero);
                let r = convert::float_to_fixed::<Fmt>(a.into(), kind, fbits, &mut ctx);
                (r as $bits, ctx.finish())
            }

            /// VCVT from fixed point (the low `kind.bits()` bits of `x`) with `fbits` fraction
            /// bits, to nearest even whatever RMode (AArch32 FixedToFP).
            pub fn from_fixed(x: $bits, kind: IntKind, fbits: i32, fpscr: Fpscr) -> ($bits, Fpscr) {
                let mut ctx = Ctx::with_mode(fpscr, Rounding::NearestEven);
                let r = convert::fixed_to_float::<Fmt>(x.into(), kind, fbits, &mut ctx);
                (r as $bits, ctx.finish())
            }

            $($extra)*
        }
    };
}

precision!(
    /// Single precision, as `u32` bit patterns.
    f32, u32, crate::core::F32, {
        /// VCVT.F64.F32: widens `a` (exact for numbers; a signalling NaN is quietened).
        pub fn to_f64(a: u32, fpscr: Fpscr) -> (u64, Fpscr) {
            let mut ctx = Ctx::new(fpscr);
            let r = convert::float_to_float::<Fmt, crate::core::F64>(a.into(), &mut ctx);
            (r, ctx.finish())
        }

        /// VCVTB/VCVTT.F16.F32: narrows `a` to half precision, IEEE or the alternative format
        /// by FPSCR.AHP.
        pub fn to_f16(a: u32, fpscr: Fpscr) -> (u16, Fpscr) {
            let mut ctx = Ctx::new(fpscr);
            let r = convert::to_half::<Fmt>(a.into(), fpscr.ahp(), &mut ctx);
            (r as u16, ctx.finish())
        }

        /// VCVTB/VCVTT.F32.F16: widens the half-precision `h` (exact), IEEE or the alternative
        /// format by FPSCR.AHP.
        pub fn from_f16(h: u16, fpscr: Fpscr) -> (u32, Fpscr) {
            let mut ctx = Ctx::new(fpscr);
            let r = convert::from_half::<Fmt>(h.into(), fpscr.ahp(), &mut ctx);
            (r as u32, ctx.finish())
        }
    }
);
precision!(
    /// Double precision, as `u64` bit patterns.
    f64, u64, crate::core::F64, {
        /// VCVT.F32.F64: narrows `a`, rounded by RMode.
        pub fn to_f32(a: u64, fpscr: Fpscr) -> (u32, Fpscr) {
            let mut ctx = Ctx::new(fpscr);
            let r = convert::float_to_float::<Fmt, crate::core::F32>(a, &mut ctx);
            (r as u32, ctx.finish())
        }
    }
);

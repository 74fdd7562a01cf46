//! ARM VFP arithmetic on bit patterns, bit-exact with QEMU 7.2's Cortex-A15 (the Arm ARM's
//! pseudocode as QEMU's softfloat runs it): results and the FPSCR's cumulative flags.
//!
//! # API
//!
//! Every operation is a plain function of bit patterns (`u32` for single, `u64` for double,
//! `u16` for half precision) and an [`Fpscr`]. It reads the FPSCR's modes and returns its result
//! with the FPSCR it leaves: the input with the raised cumulative flags OR-ed in (a compare also
//! replaces NZCV). There is no global state and no host floating point.
//!
//! - Modes: RMode (bits 23:22, [`Rounding`]) for every rounding operation except the fixed
//!   ones below; FZ (bit 24) flushes single and double denormal inputs to a signed zero with IDC
//!   and tiny results to a signed zero with UFC alone (tininess is judged before rounding);
//!   DN (bit 25) makes every NaN result `0x7FC00000` / `0x7FF8000000000000`; AHP (bit 26)
//!   selects the alternative half-precision format.
//! - Without DN a NaN result is the first signalling NaN operand, else the first quiet one,
//!   quietened. The fused multiply-add orders its operands addend first, as QEMU's
//!   `pickNaNMulAdd` for ARM, and `inf * 0 + qNaN` gives the default NaN with Invalid (with a
//!   signalling addend it gives that NaN quietened).
//! - [`f32`] and [`f64`] each provide: `add`, `sub`, `mul`, `div`, `sqrt`, `nmul` (VNMUL), the
//!   chained multiply-accumulates of VMLA, VMLS, VNMLA, VNMLS (`mla`, `mls`, `nmla`, `nmls`:
//!   product rounded, then the sum, flags of both), the fused `fma` (`a * b + c`, one rounding)
//!   and VFMA, VFMS, VFNMA, VFNMS (`vfma`, `vfms`, `vfnma`, `vfnms`), `neg` and `abs` (sign bit
//!   only: no flags, no NaN processing), `cmp` (VCMP) and `cmpe` (VCMPE, Invalid on quiet NaNs
//!   too) returning NZCV 0110 equal, 1000 less, 0010 greater, 0011 unordered, `to_int` (VCVT
//!   round-to-zero or VCVTR by RMode; NaN gives 0, out of range saturates, both with Invalid),
//!   `from_int` (VCVT from a 32-bit integer, rounded by RMode), `to_fixed` (always towards zero)
//!   and `from_fixed` (always to nearest even, whatever RMode) for 16- and 32-bit fixed point
//!   (a negative `fbits`, UNPREDICTABLE for VCVT's 16-bit forms, scales up as QEMU does)
//!   with `fbits` fraction bits, and the conversion to the other precision. [`f32`] also has
//!   `to_f16` and `from_f16` (VCVTB/VCVTT; half precision is never flushed).
//! - Register operands are passed as the instruction names them: `mla(d, n, m, fpscr)` is
//!   VMLA Sd, Sn, Sm. Each composite negates operands as the instruction's pseudocode (and
//!   QEMU) does, so a negated NaN operand keeps its flipped sign.

#![forbid(unsafe_code)]

mod arith;
mod compare;
mod convert;
mod core;
pub mod fpscr;
mod ops;

pub use compare::{EQUAL, GREATER, LESS, UNORDERED};
pub use fpscr::{Fpscr, IntKind, Rounding};
pub use ops::{f32, f64};

//! The ARM rules that differ from other IEEE implementations, one named case each (the QEMU
//! vectors cover them in bulk; these say what each rule is).

use vfp::{f32, f64, Fpscr, IntKind, Rounding, EQUAL, UNORDERED};

const RN: Fpscr = Fpscr(0);
const FZ: Fpscr = Fpscr(Fpscr::FZ);
const DN: Fpscr = Fpscr(Fpscr::DN);
const AHP: Fpscr = Fpscr(Fpscr::AHP);
const ONE: u32 = 0x3F80_0000;
const HALF: u32 = 0x3F00_0000;
const INF: u32 = 0x7F80_0000;

fn flags(f: Fpscr) -> u32 {
    f.flags()
}

#[test]
fn tininess_is_judged_before_rounding() {
    // 0.5 * 1.11...1b * 2^-126 is tiny before rounding, and rounds up to the smallest normal.
    let (r, f) = f32::mul(HALF, 0x00FF_FFFF, RN);
    assert_eq!(r, 0x0080_0000);
    assert_eq!(flags(f), Fpscr::UFC | Fpscr::IXC);
}

#[test]
fn flush_to_zero_flushes_tiny_results_with_underflow_alone() {
    let (r, f) = f32::mul(HALF, 0x80FF_FFFF, FZ);
    assert_eq!(r, 0x8000_0000);
    assert_eq!(flags(f), Fpscr::UFC);
}

#[test]
fn flush_to_zero_flushes_denormal_inputs_with_idc() {
    let (r, f) = f32::add(0x0000_0001, ONE, FZ);
    assert_eq!(r, ONE);
    assert_eq!(flags(f), Fpscr::IDC);
    let (r, f) = f32::add(0x0000_0001, ONE, RN);
    assert_eq!(r, ONE);
    assert_eq!(flags(f), Fpscr::IXC);
}

#[test]
fn nan_propagation_prefers_signalling_then_first() {
    let (r, f) = f32::add(0x7FC0_0001, 0x7F80_0002, RN);
    assert_eq!((r, flags(f)), (0x7FC0_0002, Fpscr::IOC));
    let (r, f) = f32::add(0xFFC0_0001, 0x7FC0_0002, RN);
    assert_eq!((r, flags(f)), (0xFFC0_0001, 0));
    // Subtraction does not flip the sign of a NaN second operand.
    let (r, _) = f32::sub(ONE, 0x7FC0_0003, RN);
    assert_eq!(r, 0x7FC0_0003);
}

#[test]
fn default_nan_mode_replaces_every_nan() {
    let (r, f) = f32::add(0x7F80_0001, ONE, DN);
    assert_eq!((r, flags(f)), (0x7FC0_0000, Fpscr::IOC));
    let (r, f) = f64::sqrt(0xFFF0_0000_0000_0001 | (1 << 51), DN);
    assert_eq!((r, flags(f)), (0x7FF8_0000_0000_0000, 0));
}

#[test]
fn fused_multiply_add_nan_rules() {
    // inf * 0 + qNaN is the default NaN with Invalid, not the quiet NaN.
    let (r, f) = f32::fma(INF, 0, 0x7FC0_0001, RN);
    assert_eq!((r, flags(f)), (0x7FC0_0000, Fpscr::IOC));
    // With a signalling addend, that NaN quietened (FPProcessNaNs3 comes first).
    let (r, f) = f32::fma(0, INF, 0x7F80_0001, RN);
    assert_eq!((r, flags(f)), (0x7FC0_0001, Fpscr::IOC));
    // Otherwise the addend comes first: a signalling addend beats a signalling factor.
    let (r, f) = f32::fma(0x7F80_0005, ONE, 0x7F80_0006, RN);
    assert_eq!((r, flags(f)), (0x7FC0_0006, Fpscr::IOC));
    // And a quiet addend beats a quiet factor.
    let (r, _) = f32::fma(0x7FC0_0005, ONE, 0x7FC0_0006, RN);
    assert_eq!(r, 0x7FC0_0006);
}

#[test]
fn chained_multiply_accumulate_negates_the_rounded_product() {
    // VMLS: d + -(n * m); a NaN product comes out with its sign flipped.
    let (r, _) = f32::mls(ONE, 0x7FC0_0000, ONE, RN);
    assert_eq!(r, 0xFFC0_0000);
    // Two roundings: (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24 rounds (a tie, to even) before 1 is
    // subtracted; the fused form keeps the 2^-24.
    let x = ONE + 0x800;
    let (chained, _) = f32::nmls(ONE, x, x, RN);
    let (fused, _) = f32::vfnms(ONE, x, x, RN);
    assert_eq!(chained, 0x3A00_0000); // 2^-11
    assert_eq!(fused, 0x3A00_0400); // 2^-11 + 2^-24
}

#[test]
fn fixed_to_float_rounds_to_nearest_whatever_rmode() {
    let up = Fpscr(0).with_rounding(Rounding::PlusInf);
    let (r, f) = f32::from_fixed(0x0100_0001, IntKind::S32, 0, up);
    assert_eq!((r, flags(f)), (0x4B80_0000, Fpscr::IXC));
    let (r, _) = f32::from_int(0x0100_0001, IntKind::S32, up);
    assert_eq!(r, 0x4B80_0001);
}

#[test]
fn float_to_integer_saturates_and_zeroes_nans_with_invalid_alone() {
    let (r, f) = f32::to_int(0x5000_0000, IntKind::S32, true, RN); // 2^33
    assert_eq!((r, flags(f)), (0x7FFF_FFFF, Fpscr::IOC));
    let (r, f) = f32::to_int(0x7FC0_0000, IntKind::U32, true, RN);
    assert_eq!((r, flags(f)), (0, Fpscr::IOC));
    let (r, f) = f32::to_int(0xBF00_0000, IntKind::U32, false, RN); // -0.5 rounds to -0
    assert_eq!((r, flags(f)), (0, Fpscr::IXC));
    let (r, f) = f64::to_fixed(0xC000_0000_0000_0000, IntKind::S16, 4, RN); // -2 * 16
    assert_eq!((r, flags(f)), (0xFFFF_FFFF_FFFF_FFE0, 0));
}

#[test]
fn compares_signal_quiet_nans_only_for_vcmpe() {
    let f = f32::cmp(0x7FC0_0000, ONE, RN);
    assert_eq!((f.0 & Fpscr::NZCV, flags(f)), (UNORDERED, 0));
    let f = f32::cmpe(0x7FC0_0000, ONE, RN);
    assert_eq!((f.0 & Fpscr::NZCV, flags(f)), (UNORDERED, Fpscr::IOC));
    let f = f32::cmp(0x8000_0000, 0, Fpscr(Fpscr::NZCV));
    assert_eq!(f.0 & Fpscr::NZCV, EQUAL);
}

#[test]
fn alternative_half_precision_has_no_infinities() {
    let (h, f) = f32::to_f16(INF, AHP);
    assert_eq!((h, flags(f)), (0x7FFF, Fpscr::IOC));
    let (h, f) = f32::to_f16(0x4780_0000, AHP); // 65536 uses exponent 31
    assert_eq!((h, flags(f)), (0x7C00, 0));
    let (h, f) = f32::to_f16(0x4780_0000, RN);
    assert_eq!((h, flags(f)), (0x7C00, Fpscr::OFC | Fpscr::IXC));
    let (x, _) = f32::from_f16(0x7C00, AHP);
    assert_eq!(x, 0x4780_0000);
    // Half precision is never flushed, whatever FZ says.
    let (x, f) = f32::from_f16(0x0001, FZ);
    assert_eq!((x, flags(f)), (0x3380_0000, 0));
}

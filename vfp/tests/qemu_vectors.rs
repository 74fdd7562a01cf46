//! Checks the crate against every vector recorded from QEMU 7.2 (tests/data, made by
//! tests/qemu/record.sh): result bits and the whole FPSCR after each operation. VFP_VECTORS_DIR
//! points it at another recording (a larger one-off run).

use vfp::{f32, f64, Fpscr, IntKind};

/// One recorded line: `name fpscr_in operands... [result] fpscr_out`, all hexadecimal.
struct Case<'a> {
    name: &'a str,
    fpscr: Fpscr,
    args: Vec<u64>,
}

/// What the crate computes for a case: result bits (None for compares) and the FPSCR.
fn compute(case: &Case) -> (Option<u64>, Fpscr) {
    let f = case.fpscr;
    let a = case.args.first().copied().unwrap_or(0);
    let b = case.args.get(1).copied().unwrap_or(0);
    let c = case.args.get(2).copied().unwrap_or(0);
    let (a32, b32, c32) = (a as u32, b as u32, c as u32);
    let some32 = |(r, f): (u32, Fpscr)| (Some(u64::from(r)), f);
    let some64 = |(r, f): (u64, Fpscr)| (Some(r), f);
    let kind = |s: &str| match s {
        "s16" => IntKind::S16,
        "u16" => IntKind::U16,
        "s32" => IntKind::S32,
        "u32" => IntKind::U32,
        other => panic!("no integer kind {other}"),
    };
    let parts: Vec<&str> = case.name.split('.').collect();
    match parts[..] {
        ["vadd", "f32"] => some32(f32::add(a32, b32, f)),
        ["vsub", "f32"] => some32(f32::sub(a32, b32, f)),
        ["vmul", "f32"] => some32(f32::mul(a32, b32, f)),
        ["vdiv", "f32"] => some32(f32::div(a32, b32, f)),
        ["vnmul", "f32"] => some32(f32::nmul(a32, b32, f)),
        ["vsqrt", "f32"] => some32(f32::sqrt(a32, f)),
        ["vneg", "f32"] => (Some(f32::neg(a32).into()), f),
        ["vabs", "f32"] => (Some(f32::abs(a32).into()), f),
        ["vmla", "f32"] => some32(f32::mla(c32, a32, b32, f)),
        ["vmls", "f32"] => some32(f32::mls(c32, a32, b32, f)),
        ["vnmla", "f32"] => some32(f32::nmla(c32, a32, b32, f)),
        ["vnmls", "f32"] => some32(f32::nmls(c32, a32, b32, f)),
        ["vfma", "f32"] => some32(f32::vfma(c32, a32, b32, f)),
        ["vfms", "f32"] => some32(f32::vfms(c32, a32, b32, f)),
        ["vfnma", "f32"] => some32(f32::vfnma(c32, a32, b32, f)),
        ["vfnms", "f32"] => some32(f32::vfnms(c32, a32, b32, f)),
        ["vcmp", "f32"] => (None, f32::cmp(a32, b32, f)),
        ["vcmpe", "f32"] => (None, f32::cmpe(a32, b32, f)),
        ["vcmp0", "f32"] => (None, f32::cmp(a32, 0, f)),
        ["vcmpe0", "f32"] => (None, f32::cmpe(a32, 0, f)),
        ["vadd", "f64"] => some64(f64::add(a, b, f)),
        ["vsub", "f64"] => some64(f64::sub(a, b, f)),
        ["vmul", "f64"] => some64(f64::mul(a, b, f)),
        ["vdiv", "f64"] => some64(f64::div(a, b, f)),
        ["vnmul", "f64"] => some64(f64::nmul(a, b, f)),
        ["vsqrt", "f64"] => some64(f64::sqrt(a, f)),
        ["vneg", "f64"] => (Some(f64::neg(a)), f),
        ["vabs", "f64"] => (Some(f64::abs(a)), f),
        ["vmla", "f64"] => some64(f64::mla(c, a, b, f)),
        ["vmls", "f64"] => some64(f64::mls(c, a, b, f)),
        ["vnmla", "f64"] => some64(f64::nmla(c, a, b, f)),
        ["vnmls", "f64"] => some64(f64::nmls(c, a, b, f)),
        ["vfma", "f64"] => some64(f64::vfma(c, a, b, f)),
        ["vfms", "f64"] => some64(f64::vfms(c, a, b, f)),
        ["vfnma", "f64"] => some64(f64::vfnma(c, a, b, f)),
        ["vfnms", "f64"] => some64(f64::vfnms(c, a, b, f)),
        ["vcmp", "f64"] => (None, f64::cmp(a, b, f)),
        ["vcmpe", "f64"] => (None, f64::cmpe(a, b, f)),
        ["vcmp0", "f64"] => (None, f64::cmp(a, 0, f)),
        ["vcmpe0", "f64"] => (None, f64::cmpe(a, 0, f)),
        ["vcvt", "f64", "f32"] => some64(f32::to_f64(a32, f)),
        ["vcvt", "f32", "f64"] => some32(f64::to_f32(a, f)),
        ["vcvtb", "f16", "f32"] => {
            let (h, f) = f32::to_f16(a32, f);
            (Some(h.into()), f)
        }
        ["vcvtb", "f32", "f16"] => some32(f32::from_f16(a as u16, f)),
        [op @ ("vcvt" | "vcvtr"), int, "f32"] => {
            some32(f32::to_int(a32, kind(int), op == "vcvt", f))
        }
        [op @ ("vcvt" | "vcvtr"), int, "f64"] => some32(f64::to_int(a, kind(int), op == "vcvt", f)),
        ["vcvt", "f32", int] => some32(f32::from_int(a32, kind(int), f)),
        ["vcvt", "f64", int] => some64(f64::from_int(a32, kind(int), f)),
        ["vcvt", "fx", int, "f32"] => some32(f32::to_fixed(a32, kind(int), b as i32, f)),
        ["vcvt", "fx", int, "f64"] => some64(f64::to_fixed(a, kind(int), b as i32, f)),
        ["vcvt", "f32", "fx", int] => some32(f32::from_fixed(a32, kind(int), b as i32, f)),
        ["vcvt", "f64", "fx", int] => some64(f64::from_fixed(a, kind(int), b as i32, f)),
        _ => panic!("unknown operation {}", case.name),
    }
}

fn check_file(name: &str, text: &str) -> (usize, Vec<String>) {
    let mut failures = Vec::new();
    let mut count = 0;
    for line in text.lines() {
        let mut words = line.split_whitespace();
        let op = words.next().expect("operation name");
        let nums: Vec<u64> = words
            .map(|w| {
                u64::from_str_radix(w, 16)
                    .unwrap_or_else(|_| panic!("{name}: bad number in {line}"))
            })
            .collect();
        let has_result = !op.starts_with("vcmp");
        let operands = nums.len() - 2 - has_result as usize;
        let case = Case {
            name: op,
            fpscr: Fpscr(nums[0] as u32),
            args: nums[1..1 + operands].to_vec(),
        };
        let want_fpscr = Fpscr(nums[nums.len() - 1] as u32);
        let want = has_result.then(|| nums[nums.len() - 2]);
        let (got, got_fpscr) = compute(&case);
        count += 1;
        if got != want || got_fpscr != want_fpscr {
            failures.push(format!(
                "{line}\n    crate: {} {:x}",
                got.map_or("-".to_string(), |r| format!("{r:x}")),
                got_fpscr.0
            ));
        }
    }
    (count, failures)
}

fn check(name: &str) {
    let dir = std::env::var("VFP_VECTORS_DIR")
        .unwrap_or_else(|_| format!("{}/tests/data", env!("CARGO_MANIFEST_DIR")));
    let path = format!("{dir}/{name}");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (count, failures) = check_file(name, &text);
    assert!(count > 1000, "{name}: only {count} vectors");
    if !failures.is_empty() {
        let shown: Vec<&str> = failures.iter().take(40).map(String::as_str).collect();
        panic!(
            "{name}: {} of {count} vectors differ from QEMU (want line, then crate):\n{}",
            failures.len(),
            shown.join("\n")
        );
    }
    eprintln!("{name}: {count} vectors agree with QEMU");
}

#[test]
fn single_precision_matches_qemu() {
    check("f32.txt");
}

#[test]
fn double_precision_matches_qemu() {
    check("f64.txt");
}

#[test]
fn conversions_match_qemu() {
    check("cvt.txt");
}

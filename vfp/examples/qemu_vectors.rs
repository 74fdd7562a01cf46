//! Makes the test vectors the QEMU recorder (tests/qemu/) runs: every operation of
//! tests/qemu/ops.def under every rounding mode with FZ and DN on and off (AHP too for half
//! precision), on operands drawn from special values, boundaries, ties and random bits.
//!
//! Usage: `qemu_vectors <ops.def> <vectors.bin> [seed scale]` (a seed and a multiplier of the
//! vector count, for larger one-off runs; record.sh passes them from VFP_SEED and VFP_SCALE). Each vector is 32 bytes, little-endian:
//! op index (u32), FPSCR (u32), a, b, c (u64 each; c is fbits for fixed-point operations).
//! The draw is deterministic (fixed seed), so the same files come out every time.

use std::io::Write;

/// SplitMix64: small, deterministic, good enough for drawing test operands.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn chance(&mut self, n: u64) -> bool {
        self.below(n) == 0
    }
}

/// A binary format's shape, for drawing operands.
#[derive(Clone, Copy)]
struct Fmt {
    frac: u32,
    exp: u32,
}

const F16: Fmt = Fmt { frac: 10, exp: 5 };
const F32: Fmt = Fmt { frac: 23, exp: 8 };
const F64: Fmt = Fmt { frac: 52, exp: 11 };

impl Fmt {
    fn bias(self) -> i64 {
        (1 << (self.exp - 1)) - 1
    }
    fn exp_max(self) -> u64 {
        (1 << self.exp) - 1
    }
    fn frac_mask(self) -> u64 {
        (1 << self.frac) - 1
    }
    fn sign(self) -> u64 {
        1 << (self.frac + self.exp)
    }
    fn pack(self, sign: bool, exp: u64, frac: u64) -> u64 {
        (if sign { self.sign() } else { 0 }) | (exp << self.frac) | (frac & self.frac_mask())
    }

    /// A fraction with a pattern that makes ties and carries likely.
    fn frac(self, rng: &mut Rng) -> u64 {
        let m = self.frac_mask();
        match rng.below(8) {
            0 => 0,
            1 => m,
            2 => 1 << rng.below(u64::from(self.frac)),
            3 => m >> rng.below(u64::from(self.frac)),
            4 => (rng.next() & m) | 1,
            5 => rng.next() & m & !((1 << rng.below(u64::from(self.frac))) - 1),
            _ => rng.next() & m,
        }
    }

    /// Any operand: special values, boundary values or random bits.
    fn operand(self, rng: &mut Rng) -> u64 {
        let sign = rng.chance(2);
        let max = self.exp_max();
        let quiet = 1 << (self.frac - 1);
        match rng.below(24) {
            0 => self.pack(sign, 0, 0),
            1 => self.pack(sign, max, 0),
            2 => self.pack(
                sign,
                max,
                quiet | (rng.next() & (quiet - 1) & -(rng.below(2) as i64) as u64),
            ),
            3 => self.pack(sign, max, (rng.next() & (quiet - 1)).max(1)),
            4 => self.pack(sign, 0, self.frac(rng).max(1)),
            5 => self.pack(sign, 0, 1),
            6 => self.pack(sign, 0, self.frac_mask()),
            7 => self.pack(sign, 1, self.frac(rng)),
            8 => self.pack(sign, max - 1, self.frac(rng)),
            9 => self.pack(sign, self.bias() as u64, self.frac(rng)),
            10..=13 => self.pack(sign, rng.below(max - 1) + 1, self.frac(rng)),
            14..=15 => {
                // Near 1: exponents close to the bias.
                let e = (self.bias() + rng.below(9) as i64 - 4) as u64;
                self.pack(sign, e, self.frac(rng))
            }
            _ => rng.next() & (self.sign() | (self.sign() - 1)),
        }
    }

    /// A NaN, infinity, zero or ordinary number with equal odds: combinations of NaN operands
    /// and of infinities with zeros.
    fn special(self, rng: &mut Rng) -> u64 {
        let sign = rng.chance(2);
        let quiet = 1 << (self.frac - 1);
        let payload = rng.next() & (quiet - 1);
        match rng.below(5) {
            0 => self.pack(sign, self.exp_max(), quiet | payload),
            1 => self.pack(sign, self.exp_max(), payload.max(1)),
            2 => self.pack(sign, self.exp_max(), 0),
            3 => self.pack(sign, 0, 0),
            _ => self.operand(rng),
        }
    }

    /// A finite nonzero value with exponent field `e` (clamped into the normal range, or a
    /// denormal below it).
    fn with_exp(self, rng: &mut Rng, e: i64) -> u64 {
        let sign = rng.chance(2);
        if e < 1 {
            let shift = (1 - e).min(64) as u32;
            let full = self.frac(rng) | (1 << self.frac);
            let frac = full.checked_shr(shift).unwrap_or(0);
            return self.pack(sign, 0, frac.max(1));
        }
        let e = e.min(self.exp_max() as i64 - 1) as u64;
        self.pack(sign, e, self.frac(rng))
    }

    fn exp_of(self, x: u64) -> i64 {
        ((x >> self.frac) & self.exp_max()) as i64
    }
}

/// Operands for a binary operation, with `a` and `b` related so that sums round at ties,
/// cancel, or land near overflow and underflow for the operation `kind`.
fn pair(rng: &mut Rng, f: Fmt, kind: &str) -> (u64, u64) {
    if rng.chance(8) {
        return (f.special(rng), f.special(rng));
    }
    let a = f.operand(rng);
    if kind != "add" && rng.chance(5) {
        // A power of two and an all-ones fraction whose product or quotient sits just below the
        // smallest normal or the overflow threshold, where rounding carries across it (tininess
        // is judged before rounding on ARM).
        let target = if rng.chance(2) {
            0
        } else {
            f.exp_max() as i64 - 1
        };
        let ones = f.frac_mask() - rng.below(3) * rng.below(2);
        let ep = rng.below(f.exp_max() - 3) as i64 + 2;
        let other = if kind == "div" {
            ep - target + f.bias()
        } else {
            target - ep + f.bias()
        };
        if (1..f.exp_max() as i64).contains(&other) {
            let (s1, s2) = (rng.chance(2), rng.chance(2));
            let pow2 = f.pack(s1, ep as u64, 0);
            let full = f.pack(s2, other as u64, ones);
            return if kind == "div" {
                (f.pack(s2, ep as u64, ones), f.pack(s1, other as u64, 0))
            } else {
                (pow2, full)
            };
        }
    }
    match rng.below(4) {
        0 | 1 => (a, f.operand(rng)),
        2 => {
            // Related exponents: ties and cancellation.
            let ea = f.exp_of(a).clamp(1, f.exp_max() as i64 - 1);
            let d = rng.below(u64::from(f.frac) + 4) as i64 - 2;
            let mut b = f.with_exp(rng, ea - d);
            if rng.chance(3) {
                // Same magnitude bits as a, nearly: exact cancellation or one-ulp differences.
                b = (a ^ (rng.below(2) << (f.frac + f.exp)))
                    .wrapping_add(rng.below(3))
                    .wrapping_sub(1);
                b &= f.sign() | (f.sign() - 1);
            }
            (a, b)
        }
        _ => {
            // Exponents whose result sits at the overflow or underflow boundary.
            let bias = f.bias();
            let target = if rng.chance(2) {
                1 + rng.below(3) as i64 - 1
            } else {
                f.exp_max() as i64 - 1 + rng.below(3) as i64 - 1
            };
            let ea = rng.below(f.exp_max() - 1) as i64 + 1;
            let eb = match kind {
                "mul" => target - ea + bias,
                "div" => ea - target + bias,
                _ => target,
            };
            let ea = if kind == "add" { target } else { ea };
            (f.with_exp(rng, ea), f.with_exp(rng, eb))
        }
    }
}

/// The FPSCR for mode number `mode` (RMode in bits 0-1, FZ bit 2, DN bit 3, AHP bit 4), with
/// cumulative flags and NZCV already set now and then (flags accumulate; QEMU's host-FPU fast
/// path only runs once Inexact is set).
fn fpscr(rng: &mut Rng, mode: u32) -> u32 {
    let mut f = ((mode & 3) << 22)
        | ((mode >> 2 & 1) << 24)
        | ((mode >> 3 & 1) << 25)
        | ((mode >> 4 & 1) << 26);
    if rng.chance(4) {
        f |= (rng.next() as u32) & 0xF000_009F;
        f |= 1 << 4;
    }
    f
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (def, out, seed, scale) = match &args[..] {
        [_, def, out] => (def, out, 0x5646_5021_7A15, 1),
        [_, def, out, seed, scale] => (
            def,
            out,
            seed.parse().expect("seed"),
            scale.parse().expect("scale"),
        ),
        _ => {
            eprintln!("usage: qemu_vectors <ops.def> <vectors.bin> [seed scale]");
            std::process::exit(2);
        }
    };
    let text = std::fs::read_to_string(def).expect("read ops.def");
    let names: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("OP"))
        .map(|l| l.split('"').nth(1).expect("quoted name"))
        .collect();
    let mut rng = Rng(seed);
    let mut bytes = Vec::new();
    let mut count = 0usize;
    for (index, name) in names.iter().enumerate() {
        let (per_mode, modes) = plan(name);
        for mode in 0..modes {
            for _ in 0..per_mode * scale {
                let (a, b, c) = operands(&mut rng, name);
                bytes.extend_from_slice(&(index as u32).to_le_bytes());
                bytes.extend_from_slice(&fpscr(&mut rng, mode).to_le_bytes());
                for x in [a, b, c] {
                    bytes.extend_from_slice(&x.to_le_bytes());
                }
                count += 1;
            }
        }
    }
    std::fs::File::create(out)
        .and_then(|mut f| f.write_all(&bytes))
        .expect("write vectors");
    eprintln!("{count} vectors for {} operations", names.len());
}

/// How many vectors per mode, and how many modes (16: RMode x FZ x DN; 32 adds AHP).
fn plan(name: &str) -> (u32, u32) {
    let base = name.split('.').next().unwrap_or("");
    let modes = if name.contains("f16") { 32 } else { 16 };
    let per_mode = match base {
        "vneg" | "vabs" => 4,
        "vcmp0" | "vcmpe0" => 12,
        "vadd" | "vsub" | "vmul" | "vdiv" | "vfma" | "vfms" | "vfnma" | "vfnms" | "vmla" => 56,
        "vsqrt" => 40,
        "vcvtb" => 40,
        _ if name.contains("fx") => 24,
        _ => 24,
    };
    (per_mode, modes)
}

/// Draws the operands for one vector of operation `name`.
fn operands(rng: &mut Rng, name: &str) -> (u64, u64, u64) {
    let parts: Vec<&str> = name.split('.').collect();
    let base = parts[0];
    let prec = |s: &str| {
        if s == "f64" {
            F64
        } else if s == "f16" {
            F16
        } else {
            F32
        }
    };
    match base {
        "vcvt" | "vcvtr" | "vcvtb" => {
            if name.contains("fx") {
                let (to_fixed, int) = if parts[1] == "fx" {
                    (true, parts[2])
                } else {
                    (false, parts[3])
                };
                let size = if int.ends_with("16") { 16 } else { 32 };
                let fbits = if size == 16 {
                    rng.below(17)
                } else {
                    rng.below(32) + 1
                };
                let f = prec(if to_fixed { parts[3] } else { parts[1] });
                let a = if to_fixed {
                    float_for_int(rng, f, fbits as i64, size)
                } else {
                    int_operand(rng)
                };
                (a, 0, fbits)
            } else {
                let (dst, src) = (parts[1], parts[2]);
                let a = if src.starts_with('s') || src.starts_with('u') {
                    int_operand(rng)
                } else if dst.starts_with('s') || dst.starts_with('u') {
                    float_for_int(rng, prec(src), 0, 32)
                } else if src == "f16" {
                    // The upper half is ignored by VCVTB; fill it to show that.
                    (rng.next() & 0xFFFF_0000) | F16.operand(rng)
                } else if dst == "f16" {
                    narrowing(rng, F32, F16)
                } else if dst == "f32" && src == "f64" {
                    narrowing(rng, F64, F32)
                } else {
                    prec(src).operand(rng)
                };
                (a, 0, 0)
            }
        }
        _ => {
            let f = prec(parts[1]);
            let kind = match base {
                "vmul" | "vnmul" => "mul",
                "vdiv" => "div",
                "vsqrt" | "vneg" | "vabs" | "vcmp0" | "vcmpe0" => "one",
                "vadd" | "vsub" | "vcmp" | "vcmpe" => "add",
                _ => "mla",
            };
            match kind {
                "one" => (f.operand(rng), 0, 0),
                "mla" if rng.chance(6) => (f.special(rng), f.special(rng), f.special(rng)),
                "mla" => {
                    let (a, b) = pair(rng, f, "mul");
                    let c = match rng.below(3) {
                        0 => f.operand(rng),
                        1 => {
                            // An addend near the product: cancellation.
                            let e = (f.exp_of(a) + f.exp_of(b) - f.bias())
                                .clamp(-(f.frac as i64), f.exp_max() as i64 - 1);
                            let e = e + rng.below(3) as i64 - 1;
                            f.with_exp(rng, e)
                        }
                        _ => pair(rng, f, "add").1,
                    };
                    (a, b, c)
                }
                _ => {
                    let (a, b) = pair(rng, f, kind);
                    (a, b, 0)
                }
            }
        }
    }
}

/// An operand for a narrowing conversion: often near the target's overflow and underflow
/// thresholds, with fractions that tie at the target's precision.
fn narrowing(rng: &mut Rng, from: Fmt, to: Fmt) -> u64 {
    if rng.chance(3) {
        return from.operand(rng);
    }
    let lo = from.bias() - to.bias() + 1; // the target's smallest normal exponent, in `from`
    let hi = from.bias() + to.bias(); // the target's largest exponent
    let e = if rng.chance(2) {
        lo - rng.below(u64::from(to.frac) + 3) as i64 + 1
    } else {
        hi + rng.below(3) as i64 - 1
    };
    let drop = from.frac - to.frac;
    let frac = (to.frac(rng) << drop)
        | match rng.below(4) {
            0 => 1 << (drop - 1),
            1 => (1 << (drop - 1)) | (rng.next() & ((1 << (drop - 1)) - 1)),
            2 => rng.next() & ((1 << drop) - 1),
            _ => 0,
        };
    from.pack(rng.chance(2), e as u64, frac)
}

/// An operand for a float-to-integer conversion: often near the integer range's ends and at
/// half-integers (after scaling by `2^fbits`).
fn float_for_int(rng: &mut Rng, f: Fmt, fbits: i64, size: i64) -> u64 {
    if rng.chance(3) {
        return f.operand(rng);
    }
    let e = f.bias() - fbits
        + match rng.below(4) {
            0 => size - 1 + rng.below(3) as i64 - 1,
            1 => size - 2,
            2 => rng.below(3) as i64 - 2,
            _ => rng.below(size as u64 + 2) as i64 - 2,
        };
    f.with_exp(rng, e)
}

/// An integer operand: boundaries and random bits.
fn int_operand(rng: &mut Rng) -> u64 {
    let x: u32 = match rng.below(8) {
        0 => [
            0,
            1,
            0xFFFF_FFFF,
            0x8000_0000,
            0x7FFF_FFFF,
            0x8000,
            0x7FFF,
            0xFFFF,
        ][rng.below(8) as usize],
        1 => 1 << rng.below(32),
        2 => (1u32 << rng.below(32))
            .wrapping_add(rng.below(3) as u32)
            .wrapping_sub(1),
        3 => (rng.next() as u32) >> rng.below(32),
        4 => (rng.next() as u32) | 0xFF,
        _ => rng.next() as u32,
    };
    // Upper halves carry noise the 32-bit forms must ignore.
    u64::from(x) | (rng.next() & 0xFFFF_FFFF_0000_0000)
}

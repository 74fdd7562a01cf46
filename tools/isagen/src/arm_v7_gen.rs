//! ARM-state cases for the Cortex-A15: words drawn from every entry of the `isa`
//! crate's ARM table that exists on ARMv7-A (media, saturation, extends, PKH, REV and
//! RBIT, bit fields, MOVW/MOVT, the v6 multiplies and divides, exclusives, LDRD/STRD,
//! the T loads and stores, CPS, hints, barriers, and the ARMv5 operations as the A15
//! runs them), kept when `v7_operands` can run them; and short sequences the table
//! cannot express (GE flags then SEL, LDREX/STREX pairs, division corners).

use crate::case_v7::{scratch_addr, V7Case, PROFILE};
use crate::rng::Rng;
use crate::v7_operands::prepare;
use isa::decode::{decode_arm_on, random_word_decoding_to_on, ARM_TABLE};

/// `per_entry` cases for each ARM-table entry the harness can run (fewer when the
/// entry's words rarely can).
pub fn table_cases(rng: &mut Rng, per_entry: u32) -> Vec<V7Case> {
    let mut out = Vec::new();
    for (i, e) in ARM_TABLE.iter().enumerate() {
        if !e.exists_on(PROFILE) {
            continue;
        }
        let mut made = 0;
        for _ in 0..per_entry * 40 {
            if made == per_entry {
                break;
            }
            let Some(w) = random_word_decoding_to_on(PROFILE, ARM_TABLE, i, || rng.u32()) else {
                break;
            };
            let insn = decode_arm_on(PROFILE, w);
            let mut c = V7Case::new(false, rng);
            if !prepare(&mut c, rng, &insn) {
                continue;
            }
            let text = isa::disasm::arm_on(PROFILE, w, 0);
            c.body.push(format!(".inst {w:#010x} @ {} {text}", e.name));
            out.push(c);
            made += 1;
        }
    }
    out
}

/// Distinct registers from r0-r12.
pub fn distinct(rng: &mut Rng, n: usize) -> Vec<u8> {
    let mut v: Vec<u8> = Vec::new();
    while v.len() < n {
        let r = rng.below(13) as u8;
        if !v.contains(&r) {
            v.push(r);
        }
    }
    v
}

const PARALLEL_GE: [&str; 12] = [
    "sadd16", "ssub16", "sasx", "ssax", "sadd8", "ssub8", "uadd16", "usub16", "uasx", "usax",
    "uadd8", "usub8",
];

/// A GE-setting parallel add or subtract, then SEL on other registers.
fn ge_then_sel(c: &mut V7Case, rng: &mut Rng) {
    let r = distinct(rng, 6);
    for &x in &r[1..] {
        c.operand(rng, x);
    }
    let op = rng.pick(&PARALLEL_GE);
    c.body.push(format!("{op} r{}, r{}, r{}", r[0], r[1], r[2]));
    c.body.push(format!("sel r{}, r{}, r{}", r[3], r[4], r[5]));
}

/// LDREX then STREX: succeeding, after CLREX, to another address, after a plain store
/// of another value, or of another size (the last three fail under QEMU's monitor).
fn exclusive_pair(c: &mut V7Case, rng: &mut Rng) {
    let (sfx, len) = *rng.pick(&[("", 4u32), ("b", 1), ("h", 2), ("d", 8)]);
    // r0/r1 and r2/r3 for the doubleword pairs; status, base, other base above.
    let (rt, rt2, st, rn, rn2, rx) = (0u8, 2u8, 4u8, 5u8, 6u8, 7u8);
    let ea = scratch_addr(rng, 8, 8);
    c.reg(rn, ea);
    let other = loop {
        let o = scratch_addr(rng, 8, 8);
        if o != ea {
            break o;
        }
    };
    c.reg(rn2, other);
    for r in [rt2, rt2 + 1, rx] {
        c.operand(rng, r);
    }
    let pair = |r: u8| {
        if len == 8 {
            format!("r{r}, r{}", r + 1)
        } else {
            format!("r{r}")
        }
    };
    c.body.push(format!("ldrex{sfx} {}, [r{rn}]", pair(rt)));
    let mut base = rn;
    match rng.below(6) {
        0 | 1 => {}
        2 => c.body.push("clrex".into()),
        3 => base = rn2,
        4 => c.body.push(format!("str r{rx}, [r{rn}]")),
        _ => {
            let s2 = *rng.pick(&["", "b", "h"]);
            if s2 != sfx && len != 8 {
                c.body.push(format!("strex{s2} r{st}, r{rt2}, [r{rn}]"));
                return;
            }
        }
    }
    c.body
        .push(format!("strex{sfx} r{st}, {}, [r{base}]", pair(rt2)));
}

/// SDIV/UDIV with the corners: division by zero, INT_MIN / -1, by one, by itself.
fn divide(c: &mut V7Case, rng: &mut Rng) {
    const V: [u32; 8] = [
        0,
        1,
        0xffff_ffff,
        0x8000_0000,
        0x7fff_ffff,
        2,
        0xffff_fffe,
        0x8000_0001,
    ];
    let r = distinct(rng, 3);
    let pick = |rng: &mut Rng| {
        if rng.chance(70) {
            *rng.pick(&V)
        } else {
            rng.value()
        }
    };
    let (n, m) = (pick(rng), pick(rng));
    c.reg(r[1], n);
    c.reg(r[2], m);
    let op = if rng.chance(50) { "sdiv" } else { "udiv" };
    c.body.push(format!("{op} r{}, r{}, r{}", r[0], r[1], r[2]));
}

/// CPS in SVC: mask changes and moves to every mode this CPU has.
fn cps(c: &mut V7Case, rng: &mut Rng) {
    const MODES: [u32; 7] = [0x10, 0x11, 0x12, 0x13, 0x17, 0x1b, 0x1f];
    let aif = ["a", "i", "f", "ai", "af", "if", "aif"];
    let mode = *rng.pick(&MODES);
    c.body.push(match rng.below(3) {
        0 => format!("cps #{mode:#x}"),
        1 => format!("cpsie {}", rng.pick(&aif)),
        _ => format!("cpsid {}, #{mode:#x}", rng.pick(&aif)),
    });
}

/// SETEND BE, big-endian loads and stores of each size in the scratch area, SETEND LE
/// (the harness itself runs little-endian).
fn big_endian(c: &mut V7Case, rng: &mut Rng) {
    // r0-r7: the doubleword pair is r8-r11.
    let r = loop {
        let r = distinct(rng, 3);
        if r.iter().all(|&x| x < 8) {
            break r;
        }
    };
    let (rt, rn, rv) = (r[0], r[1], r[2]);
    c.reg(rn, scratch_addr(rng, 8, 8));
    c.operand(rng, rv);
    let (ld, st) = *rng.pick(&[
        ("ldr", "str"),
        ("ldrh", "strh"),
        ("ldrsh", "strh"),
        ("ldrd", "strd"),
    ]);
    c.body.push("setend be".into());
    if ld == "ldrd" {
        c.body.push(format!("{st} r{}, r{}, [r{rn}]", 8, 9));
        c.body.push(format!("{ld} r{}, r{}, [r{rn}, #-0]", 10, 11));
    } else {
        c.body
            .push(format!("{ld} r{rt}, [r{rn}, #{}]", rng.below(3) * 2));
        c.body.push(format!("{st} r{rv}, [r{rn}, #4]"));
    }
    c.body.push("setend le".into());
}

/// One ARM-state sequence case.
pub fn sequence_case(rng: &mut Rng) -> V7Case {
    let mut c = V7Case::new(false, rng);
    match rng.below(11) {
        0..=3 => ge_then_sel(&mut c, rng),
        4..=6 => exclusive_pair(&mut c, rng),
        7 | 8 => divide(&mut c, rng),
        9 => cps(&mut c, rng),
        _ => big_endian(&mut c, rng),
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_new_entries_get_cases() {
        let cs = table_cases(&mut Rng::new(5), 2);
        for name in [
            "PARALLEL",
            "PKH",
            "SSAT_USAT",
            "SEL",
            "REV_REV16",
            "RBIT",
            "SDIV_UDIV",
            "SMMLA",
            "SBFX_UBFX",
            "BFC_BFI",
            "MOVW_MOVT",
            "STREX",
            "LDREXD",
            "UMAAL",
            "MLS",
            "CLREX",
        ] {
            let tag = format!("@ {name} ");
            assert!(cs.iter().any(|c| c.text().contains(&tag)), "{name}");
        }
    }
}

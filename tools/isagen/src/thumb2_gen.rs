//! Thumb-state cases for the Cortex-A15: words drawn from every entry of the 32-bit
//! Thumb-2 table and the 16-bit table that exists on ARMv7-A, kept when `v7_operands`
//! can run them; IT blocks of every length and condition (with the 16-bit
//! instructions whose flag setting IT turns off, flag-setting 32-bit ones, and
//! branches out of the block); CBZ/CBNZ; TBB/TBH through tables.

use crate::arm_gen::CONDS;
use crate::arm_v7_gen::distinct;
use crate::case::L;
use crate::case_v7::{V7Case, PROFILE};
use crate::rng::Rng;
use crate::v7_operands::prepare;
use isa::decode::{
    decode_thumb_on, random_word_decoding_to_on, thumb_is_32bit, Entry, THUMB32_TABLE, THUMB_TABLE,
};

/// `per_entry` cases for each Thumb entry (32-bit, then 16-bit) the harness can run.
pub fn table_cases(rng: &mut Rng, per_entry: u32) -> Vec<V7Case> {
    let mut out = Vec::new();
    for (table, wide) in [(THUMB32_TABLE, true), (THUMB_TABLE, false)] {
        for (i, e) in table.iter().enumerate() {
            if e.exists_on(PROFILE) {
                entry_cases(rng, table, i, e, wide, per_entry, &mut out);
            }
        }
    }
    out
}

fn entry_cases(
    rng: &mut Rng,
    table: &'static [Entry],
    i: usize,
    e: &Entry,
    wide: bool,
    per_entry: u32,
    out: &mut Vec<V7Case>,
) {
    let mut made = 0;
    for _ in 0..per_entry * 40 {
        if made == per_entry {
            break;
        }
        let Some(w) = random_word_decoding_to_on(PROFILE, table, i, || rng.u32()) else {
            break;
        };
        let (hw1, hw2) = if wide {
            ((w >> 16) as u16, w as u16)
        } else {
            (w as u16, 0)
        };
        if thumb_is_32bit(PROFILE, hw1) != wide {
            continue;
        }
        let (insn, _) = decode_thumb_on(PROFILE, hw1, hw2, false);
        let mut c = V7Case::new(true, rng);
        if !prepare(&mut c, rng, &insn) {
            continue;
        }
        let (text, _) = isa::disasm::thumb_on(PROFILE, hw1, hw2, 0);
        c.body.push(if wide {
            format!(".inst.w {w:#010x} @ {} {text}", e.name)
        } else {
            format!(".inst.n {w:#06x} @ {} {text}", e.name)
        });
        out.push(c);
        made += 1;
    }
}

/// One instruction inside an IT block with condition `cc`: 16-bit data processing
/// (flag setting off inside IT, but for the compares), or a flag-setting 32-bit one.
/// Under `IT AL` (`al`; written as a word, the assembler refuses it) only those whose
/// encoding is the same outside IT, written with no condition.
fn in_it(c: &mut V7Case, rng: &mut Rng, cc: &str, al: bool) -> String {
    let lo = |rng: &mut Rng| rng.below(8);
    let (d, n, m) = (lo(rng), lo(rng), lo(rng));
    for r in [n, m, d] {
        c.operand(rng, r as u8);
    }
    let kind = if al {
        *rng.pick(&[8, 9, 10, 11, 12])
    } else {
        rng.below(14)
    };
    match kind {
        0 => format!("add{cc}.n r{d}, r{n}, r{m}"),
        1 => format!("sub{cc}.n r{d}, r{n}, #{}", rng.below(8)),
        2 => format!("mov{cc}.n r{d}, #{}", rng.below(256)),
        3 => {
            let op = rng.pick(&["lsl", "lsr", "asr"]);
            format!("{op}{cc}.n r{d}, r{m}, #{}", rng.range(1, 31))
        }
        4 | 5 => {
            let op = rng.pick(&[
                "and", "eor", "orr", "bic", "mvn", "adc", "sbc", "ror", "lsl", "lsr", "asr",
            ]);
            format!("{op}{cc}.n r{d}, r{m}")
        }
        6 => format!("mul{cc}.n r{d}, r{m}, r{d}"),
        7 => format!("rsb{cc}.n r{d}, r{m}, #0"),
        8 => {
            let op = rng.pick(&["cmp", "cmn", "tst"]);
            format!("{op}{cc}.n r{n}, r{m}")
        }
        9 => format!("cmp{cc}.n r{n}, #{}", rng.below(256)),
        10 => {
            let r = distinct(rng, 3);
            for &x in &r[1..] {
                c.operand(rng, x);
            }
            let op = rng.pick(&[
                "adds", "subs", "ands", "eors", "orrs", "adcs", "sbcs", "rsbs",
            ]);
            format!("{op}{cc}.w r{}, r{}, r{}", r[0], r[1], r[2])
        }
        11 => {
            let r = distinct(rng, 2);
            c.operand(rng, r[1]);
            let op = rng.pick(&["adds", "subs", "movs", "cmp", "tst"]);
            let imm = *rng.pick(&[0u32, 1, 0xff, 0x80000000, 0xff00ff00, 0x3fc]);
            if ["movs"].contains(op) {
                format!("{op}{cc}.w r{}, #{imm:#x}", r[0])
            } else if ["cmp", "tst"].contains(op) {
                format!("{op}{cc}.w r{}, #{imm:#x}", r[1])
            } else {
                format!("{op}{cc}.w r{}, r{}, #{imm:#x}", r[0], r[1])
            }
        }
        12 => {
            let r = distinct(rng, 3);
            for &x in &r[1..] {
                c.operand(rng, x);
            }
            let op = rng.pick(&["uadd8", "ssub16", "qadd", "sdiv", "udiv", "smmul", "sel"]);
            format!("{op}{cc} r{}, r{}, r{}", r[0], r[1], r[2])
        }
        _ => format!("add{cc}.n r{d}, #{}", rng.below(256)),
    }
}

/// IT{x{y{z}}} with 1-4 conditional instructions, the last one a branch out of the
/// block to a landing pad a fifth of the time.
fn it_block(c: &mut V7Case, rng: &mut Rng) {
    // IT AL with more than one instruction is UNPREDICTABLE (Arm ARM, IT): AL alone.
    let al = rng.chance(8);
    let n = if al { 1 } else { rng.range(1, 4) as usize };
    let first = if al { 14 } else { rng.below(14) as usize };
    let mut mask = String::new();
    let mut conds = vec![first];
    for _ in 1..n {
        let then = al || rng.chance(50);
        mask.push(if then { 't' } else { 'e' });
        conds.push(if then { first } else { first ^ 1 });
    }
    if al {
        c.body.push(".inst.n 0xbfe8 @ it al".into());
    } else {
        c.body.push(format!("it{mask} {}", CONDS[first]));
    }
    for (k, &cond) in conds.iter().enumerate() {
        let cc = if al { "" } else { CONDS[cond] };
        if k + 1 == n && rng.chance(20) {
            c.body.push(format!("b{cc}.w {L}_t1"));
            c.after.extend(V7Case::thumb_pad(1));
        } else {
            let line = in_it(c, rng, cc, al);
            c.body.push(line);
        }
    }
}

/// CBZ/CBNZ, taken or not, forward to a landing pad.
fn cbz(c: &mut V7Case, rng: &mut Rng) {
    let r = rng.below(8) as u8;
    c.reg(r, if rng.chance(50) { 0 } else { rng.value() });
    let op = if rng.chance(50) { "cbz" } else { "cbnz" };
    c.body.push(format!("{op} r{r}, {L}_t1"));
    c.body.push(format!("adds r{r}, #1"));
    c.after.extend(V7Case::thumb_pad(1));
}

/// TBB/TBH on a table after the instruction (Rn = PC) or elsewhere (Rn set to it):
/// three entries, one per landing pad.
fn table_branch(c: &mut V7Case, rng: &mut Rng) {
    let r = distinct(rng, 2);
    let (rn, rm) = (r[0], r[1]);
    c.reg(rm, rng.below(3));
    let half = rng.chance(50);
    let (op, idx, dir) = if half {
        ("tbh", format!("r{rm}, lsl #1"), ".hword")
    } else {
        ("tbb", format!("r{rm}"), ".byte")
    };
    let entries = |from: &str| {
        (1..=3)
            .map(|k| format!("({L}_t{k} - {from}) / 2"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if rng.chance(50) {
        c.body.push(format!("{op} [pc, {idx}]"));
        c.body
            .push(format!("{L}_tb: {dir} {}", entries(&format!("{L}_tb"))));
        c.body.push(".p2align 1".into());
    } else {
        c.reg_expr(rn, format!("{L}_tbl"));
        c.body.push(format!("{op} [r{rn}, {idx}]"));
        c.body.push(format!("{L}_tbx:"));
        c.after
            .push(format!("{L}_tbl: {dir} {}", entries(&format!("{L}_tbx"))));
        c.after.push(".balign 4".into());
    }
    for k in 1..=3 {
        c.after.extend(V7Case::thumb_pad(k));
    }
}

/// One Thumb sequence case: an IT block, CBZ/CBNZ or a table branch.
pub fn sequence_case(rng: &mut Rng) -> V7Case {
    let mut c = V7Case::new(true, rng);
    match rng.below(10) {
        0..=6 => it_block(&mut c, rng),
        7 => cbz(&mut c, rng),
        _ => table_branch(&mut c, rng),
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thumb2_entries_get_cases() {
        let cs = table_cases(&mut Rng::new(9), 2);
        for name in [
            "ADD_imm", "LDR_imm8", "STREX", "SMLAL", "UDIV", "EXTEND_B", "BFC",
        ] {
            let tag = format!("@ {name} ");
            assert!(cs.iter().any(|c| c.text().contains(&tag)), "{name}");
        }
        assert!(cs.iter().all(|c| c.thumb));
    }
}

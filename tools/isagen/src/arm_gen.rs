//! ARM-state cases: one randomized instruction per case, by instruction class.

use crate::case::{Case, SCRATCH, SCRATCH_LEN};
use crate::rng::Rng;

pub const CONDS: [&str; 14] = [
    "eq", "ne", "cs", "cc", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le",
];

/// A general register: r0-r12 or r14 (r13 stays a sane stack pointer, r15 is special).
pub fn gp(rng: &mut Rng) -> u8 {
    let r = rng.below(14) as u8;
    if r == 13 {
        14
    } else {
        r
    }
}

/// A general register different from all of `not`.
pub fn gp_not(rng: &mut Rng, not: &[u8]) -> u8 {
    loop {
        let r = gp(rng);
        if !not.contains(&r) {
            return r;
        }
    }
}

/// The condition suffix: always (mostly) or a random one.
pub fn cond(rng: &mut Rng) -> &'static str {
    if rng.chance(75) {
        ""
    } else {
        CONDS[rng.below(14) as usize]
    }
}

pub fn rname(r: u8) -> String {
    match r {
        13 => "sp".into(),
        14 => "lr".into(),
        15 => "pc".into(),
        _ => format!("r{r}"),
    }
}

/// A random effective address in the scratch area, aligned to `align`, `len` bytes long.
pub fn scratch_addr(rng: &mut Rng, len: u32, align: u32) -> u32 {
    let slots = (SCRATCH_LEN - len) / align + 1;
    SCRATCH + rng.below(slots) * align
}

/// The value of `v` shifted by an immediate shift (the load/store offset forms;
/// `kind`: 0 LSL, 1 LSR, 2 ASR, 3 ROR, as encoded), by the barrel shifter of the `isa`
/// crate that both engines use.
pub fn shift_imm(kind: u32, amount: u32, v: u32, carry: bool) -> u32 {
    let kind = match kind {
        0 => isa::ShiftKind::Lsl,
        1 => isa::ShiftKind::Lsr,
        2 => isa::ShiftKind::Asr,
        _ => isa::ShiftKind::Ror,
    };
    isa::shift::shift_imm(kind, v, amount as u8, carry).0
}

/// The assembler text of an immediate shift (`kind`: 0 LSL, 1 LSR, 2 ASR, 3 ROR; amount
/// 0 of LSR/ASR means 32 and of ROR means RRX).
pub fn shift_text(kind: u32, amount: u32) -> String {
    match (kind, amount) {
        (0, 0) => String::new(),
        (0, n) => format!(", lsl #{n}"),
        (1, 0) => ", lsr #32".into(),
        (1, n) => format!(", lsr #{n}"),
        (2, 0) => ", asr #32".into(),
        (2, n) => format!(", asr #{n}"),
        (_, 0) => ", rrx".into(),
        (_, n) => format!(", ror #{n}"),
    }
}

fn value_for(c: &mut Case, rng: &mut Rng, r: u8) {
    if r < 15 && rng.chance(60) {
        let v = rng.value();
        c.reg(r, v);
    }
}

const DP_OPS: [&str; 16] = [
    "and", "eor", "sub", "rsb", "add", "adc", "sbc", "rsc", "tst", "teq", "cmp", "cmn", "orr",
    "mov", "bic", "mvn",
];

/// Data processing with every shifter form.
pub fn data_processing(c: &mut Case, rng: &mut Rng) {
    let op = rng.below(16) as usize;
    let test = (8..12).contains(&op);
    let mov = op == 13 || op == 15;
    let s = if !test && rng.chance(50) { "s" } else { "" };
    let cc = cond(rng);
    let rd = gp(rng);
    let form = rng.below(4);
    let pc_ok = form != 3;
    let rn = if pc_ok && rng.chance(8) { 15 } else { gp(rng) };
    let rm = if pc_ok && rng.chance(5) { 15 } else { gp(rng) };
    let op2 = match form {
        0 => format!("#{}, {}", rng.below(256), rng.below(16) * 2),
        1 => rname(rm),
        2 => {
            let kind = rng.below(4);
            let amount = rng.below(32);
            format!("{}{}", rname(rm), shift_text(kind, amount))
        }
        _ => {
            let rs = gp(rng);
            let kind = ["lsl", "lsr", "asr", "ror"][rng.below(4) as usize];
            let amt = match rng.below(8) {
                0 => 0,
                1 => 1,
                2 => 31,
                3 => 32,
                4 => 33,
                5 => 255,
                6 => rng.below(256),
                _ => rng.u32(),
            };
            value_for(c, rng, rm);
            c.reg(rs, amt | if rng.chance(30) { rng.u32() & !0xff } else { 0 });
            format!("{}, {kind} {}", rname(rm), rname(rs))
        }
    };
    if form == 1 || form == 2 {
        value_for(c, rng, rm);
    }
    if !mov {
        value_for(c, rng, rn);
    }
    let m = format!("{}{s}{cc}", DP_OPS[op]);
    let line = if test {
        format!("{m} {}, {op2}", rname(rn))
    } else if mov {
        format!("{m} {}, {op2}", rname(rd))
    } else {
        format!("{m} {}, {}, {op2}", rname(rd), rname(rn))
    };
    c.body.push(line);
}

/// MUL/MLA, the long multiplies and the ARMv5TE DSP multiplies, saturating arithmetic, CLZ.
pub fn multiply(c: &mut Case, rng: &mut Rng) {
    let cc = cond(rng);
    let s = if rng.chance(50) { "s" } else { "" };
    let sat: [u32; 8] = [
        0x7fff_ffff,
        0x8000_0000,
        0x4000_0000,
        0xc000_0000,
        0x3fff_ffff,
        0xbfff_ffff,
        1,
        0xffff_ffff,
    ];
    let line = match rng.below(10) {
        0 | 1 => {
            let rm = gp(rng);
            let rd = gp_not(rng, &[rm]);
            let rs = gp(rng);
            value_for(c, rng, rm);
            value_for(c, rng, rs);
            if rng.chance(50) {
                format!("mul{s}{cc} {}, {}, {}", rname(rd), rname(rm), rname(rs))
            } else {
                let rn = gp(rng);
                value_for(c, rng, rn);
                format!(
                    "mla{s}{cc} {}, {}, {}, {}",
                    rname(rd),
                    rname(rm),
                    rname(rs),
                    rname(rn)
                )
            }
        }
        2 | 3 => {
            let rm = gp(rng);
            let lo = gp_not(rng, &[rm]);
            let hi = gp_not(rng, &[rm, lo]);
            let rs = gp(rng);
            for r in [rm, rs, lo, hi] {
                value_for(c, rng, r);
            }
            let op = *rng.pick(&["umull", "umlal", "smull", "smlal"]);
            format!(
                "{op}{s}{cc} {}, {}, {}, {}",
                rname(lo),
                rname(hi),
                rname(rm),
                rname(rs)
            )
        }
        4 | 5 => {
            let (rd, rm, rs, rn) = (gp(rng), gp(rng), gp(rng), gp(rng));
            for r in [rm, rs, rn] {
                value_for(c, rng, r);
            }
            let (x, y) = (*rng.pick(&["b", "t"]), *rng.pick(&["b", "t"]));
            match rng.below(5) {
                0 => format!(
                    "smla{x}{y}{cc} {}, {}, {}, {}",
                    rname(rd),
                    rname(rm),
                    rname(rs),
                    rname(rn)
                ),
                1 => format!(
                    "smlaw{y}{cc} {}, {}, {}, {}",
                    rname(rd),
                    rname(rm),
                    rname(rs),
                    rname(rn)
                ),
                2 => format!("smulw{y}{cc} {}, {}, {}", rname(rd), rname(rm), rname(rs)),
                3 => format!("smul{x}{y}{cc} {}, {}, {}", rname(rd), rname(rm), rname(rs)),
                _ => {
                    let lo = rd;
                    let hi = gp_not(rng, &[lo]);
                    value_for(c, rng, lo);
                    value_for(c, rng, hi);
                    format!(
                        "smlal{x}{y}{cc} {}, {}, {}, {}",
                        rname(lo),
                        rname(hi),
                        rname(rm),
                        rname(rs)
                    )
                }
            }
        }
        6..=8 => {
            let (rd, rm, rn) = (gp(rng), gp(rng), gp(rng));
            for r in [rm, rn] {
                let v = if rng.chance(70) {
                    let b = *rng.pick(&sat);
                    b.wrapping_add(rng.range(0, 4).wrapping_sub(2))
                } else {
                    rng.value()
                };
                c.reg(r, v);
            }
            let op = *rng.pick(&["qadd", "qsub", "qdadd", "qdsub"]);
            format!("{op}{cc} {}, {}, {}", rname(rd), rname(rm), rname(rn))
        }
        _ => {
            let (rd, rm) = (gp(rng), gp(rng));
            let v = rng.u32() >> rng.below(33).min(31);
            c.reg(rm, if rng.chance(5) { 0 } else { v });
            format!("clz{cc} {}, {}", rname(rd), rname(rm))
        }
    };
    c.body.push(line);
}

const MODES: [u32; 7] = [0x10, 0x11, 0x12, 0x13, 0x17, 0x1b, 0x1f];

/// MRS and MSR, including mode changes through the control field.
pub fn status(c: &mut Case, rng: &mut Rng) {
    let cc = cond(rng);
    c.spsr = rng.flags() | (rng.below(4) << 6) | *rng.pick(&MODES);
    let line = match rng.below(7) {
        0 => format!("mrs{cc} {}, cpsr", rname(gp(rng))),
        1 => format!("mrs{cc} {}, spsr", rname(gp(rng))),
        2 => format!("msr{cc} cpsr_f, #{:#x}", rng.flags()),
        3 => {
            let r = gp(rng);
            c.reg(r, rng.flags() | (rng.u32() & 0xff_ffff));
            format!("msr{cc} cpsr_f, {}", rname(r))
        }
        4 | 5 => {
            let r = gp(rng);
            let v = (rng.u32() & 0xf800_ff00) | (rng.below(4) << 6) | *rng.pick(&MODES);
            c.reg(r, v);
            let f = *rng.pick(&["cpsr_c", "cpsr_fc", "cpsr_fsxc"]);
            let v = if f == "cpsr_fsxc" { v & 0xf800_00ff } else { v };
            c.reg(r, v);
            format!("msr{cc} {f}, {}", rname(r))
        }
        _ => {
            let r = gp(rng);
            let v = rng.flags() | (rng.below(8) << 5) | *rng.pick(&MODES);
            c.reg(r, v | (rng.u32() & 0xff00));
            let f = *rng.pick(&["spsr_f", "spsr_c", "spsr_fc", "spsr_fsxc"]);
            if f == "spsr_fsxc" {
                c.reg(r, v);
            }
            format!("msr{cc} {f}, {}", rname(r))
        }
    };
    c.body.push(line);
}

//! Thumb-state cases: every Thumb instruction format with random operands.

use crate::arm_gen::{rname, scratch_addr, CONDS};
use crate::case::{Case, L, SCRATCH};
use crate::rng::Rng;

fn lo(rng: &mut Rng) -> u8 {
    rng.below(8) as u8
}

fn lo_not(rng: &mut Rng, not: &[u8]) -> u8 {
    loop {
        let r = lo(rng);
        if !not.contains(&r) {
            return r;
        }
    }
}

fn val(c: &mut Case, rng: &mut Rng, r: u8) {
    if rng.chance(60) {
        let v = rng.value();
        c.reg(r, v);
    }
}

/// One random Thumb case.
pub fn thumb_case(c: &mut Case, rng: &mut Rng) {
    let (d, m, n) = (lo(rng), lo(rng), lo(rng));
    match rng.below(20) {
        0 | 1 => {
            let op = *rng.pick(&["lsls", "lsrs", "asrs"]);
            let amt = if op == "lsls" {
                rng.below(32)
            } else {
                rng.range(1, 32)
            };
            val(c, rng, m);
            c.t16(format!("{op} r{d}, r{m}, #{amt}"));
        }
        2 => {
            val(c, rng, n);
            val(c, rng, m);
            let op = *rng.pick(&["adds", "subs"]);
            if rng.chance(50) {
                c.t16(format!("{op} r{d}, r{n}, r{m}"));
            } else {
                c.t16(format!("{op} r{d}, r{n}, #{}", rng.below(8)));
            }
        }
        3 => {
            val(c, rng, d);
            let op = *rng.pick(&["movs", "cmp", "adds", "subs"]);
            c.t16(format!("{op} r{d}, #{}", rng.below(256)));
        }
        4..=6 => {
            const OPS: [&str; 16] = [
                "ands", "eors", "lsls", "lsrs", "asrs", "adcs", "sbcs", "rors", "tst", "negs",
                "cmp", "cmn", "orrs", "muls", "bics", "mvns",
            ];
            let op = *rng.pick(&OPS);
            val(c, rng, d);
            if matches!(op, "lsls" | "lsrs" | "asrs" | "rors") {
                let r = rng.below(256);
                let a = *rng.pick(&[0, 1, 31, 32, 33, 255, 0x1_0004, r]);
                c.reg(m, a);
            } else {
                val(c, rng, m);
            }
            let t = match op {
                "tst" | "cmp" | "cmn" | "negs" | "mvns" => format!("{op} r{d}, r{m}"),
                "muls" => format!("muls r{d}, r{m}, r{d}"),
                _ => format!("{op} r{d}, r{d}, r{m}"),
            };
            c.t16(t);
        }
        7 | 8 => {
            // High-register ADD/CMP/MOV: at least one of the two is r8-r15.
            let hi = [8u8, 9, 10, 11, 12, 13, 14];
            let (mut a, mut b) = (lo(rng), lo(rng));
            match rng.below(3) {
                0 => a = *rng.pick(&hi),
                1 => b = *rng.pick(&hi),
                _ => {
                    a = *rng.pick(&hi);
                    b = *rng.pick(&hi);
                }
            }
            let op = *rng.pick(&["add", "cmp", "mov"]);
            if rng.chance(10) && op == "add" {
                b = 15;
            }
            if a != 13 {
                val(c, rng, a);
            }
            if b < 13 {
                val(c, rng, b);
            }
            c.t16(format!("{op} {}, {}", rname(a), rname(b)));
        }
        9 => {
            c.after.extend(Case::arm_pad(1));
            c.after.extend(Case::thumb_pad(3));
            let r = *rng.pick(&[0u8, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 14]);
            let t = if rng.chance(50) {
                format!("{L}_p1")
            } else {
                format!("{L}_t3+1")
            };
            c.reg_expr(r, t);
            let op = *rng.pick(&["bx", "blx"]);
            c.t16(format!("{op} {}", rname(r)));
        }
        10 => {
            c.t16(format!("ldr r{d}, {L}_lit"));
            c.after.push(format!("{L}_lit: .word {:#x}", rng.u32()));
        }
        11 | 12 => {
            let (op, size) = *rng.pick(&[
                ("str", 4),
                ("strb", 1),
                ("strh", 2),
                ("ldr", 4),
                ("ldrb", 1),
                ("ldrh", 2),
                ("ldrsb", 1),
                ("ldrsh", 2),
            ]);
            let ea = scratch_addr(rng, 4, size);
            let rn = lo(rng);
            let rm = lo_not(rng, &[rn]);
            let off = if rng.chance(50) {
                rng.below(64)
            } else {
                rng.below(64).wrapping_neg()
            };
            c.reg(rm, off);
            c.reg(rn, ea.wrapping_sub(off));
            if op.starts_with('s') && d != rn && d != rm {
                val(c, rng, d);
            }
            c.t16(format!("{op} r{d}, [r{rn}, r{rm}]"));
        }
        13 => {
            let (op, size) = *rng.pick(&[
                ("str", 4),
                ("ldr", 4),
                ("strb", 1),
                ("ldrb", 1),
                ("strh", 2),
                ("ldrh", 2),
            ]);
            let ea = scratch_addr(rng, 4, size);
            let imm = rng.below(32) * size;
            let imm = imm.min(ea - SCRATCH) / size * size;
            c.reg(n, ea - imm);
            c.t16(format!("{op} r{d}, [r{n}, #{imm}]"));
        }
        14 => {
            let op = *rng.pick(&["str", "ldr"]);
            let ea = scratch_addr(rng, 4, 4);
            let imm = (rng.below(256) * 4).min(ea - SCRATCH) / 4 * 4;
            c.reg(13, ea - imm);
            c.t16(format!("{op} r{d}, [sp, #{imm}]"));
        }
        15 => match rng.below(3) {
            0 => c.t16(format!("add r{d}, pc, #{}", rng.below(256) * 4)),
            1 => c.t16(format!("add r{d}, sp, #{}", rng.below(256) * 4)),
            _ => {
                let op = *rng.pick(&["add", "sub"]);
                c.t16(format!("{op} sp, #{}", rng.below(128) * 4));
            }
        },
        16 => {
            let mut list = rng.below(256);
            let extra = rng.chance(50);
            let push = rng.chance(50);
            if list == 0 && !extra {
                list = 1;
            }
            let cnt = list.count_ones() + extra as u32;
            let start = scratch_addr(rng, 4 * cnt, 4);
            let mut regs: Vec<String> = (0..8)
                .filter(|r| list & (1 << r) != 0)
                .map(|r| format!("r{r}"))
                .collect();
            if push {
                c.reg(13, start + 4 * cnt);
                if extra {
                    regs.push("lr".into());
                }
                c.t16(format!("push {{{}}}", regs.join(", ")));
            } else {
                c.reg(13, start);
                if extra {
                    regs.push("pc".into());
                    let t = if rng.chance(50) {
                        format!("{L}_p1")
                    } else {
                        format!("{L}_t3+1")
                    };
                    c.mem.push((start + 4 * cnt - 4 - SCRATCH, t));
                    c.after.extend(Case::arm_pad(1));
                    c.after.extend(Case::thumb_pad(3));
                }
                c.t16(format!("pop {{{}}}", regs.join(", ")));
            }
        }
        17 => {
            let load = rng.chance(50);
            let mut list = rng.below(256);
            if load || list & ((1 << n) - 1) != 0 {
                list &= !(1 << n);
            }
            if list == 0 {
                list = 1 << lo_not(rng, &[n]);
            }
            let cnt = list.count_ones();
            c.reg(n, scratch_addr(rng, 4 * cnt, 4));
            let regs: Vec<String> = (0..8)
                .filter(|r| list & (1 << r) != 0)
                .map(|r| format!("r{r}"))
                .collect();
            let op = if load { "ldmia" } else { "stmia" };
            c.t16(format!("{op} r{n}!, {{{}}}", regs.join(", ")));
        }
        18 => {
            c.after.extend(Case::thumb_pad(3));
            match rng.below(4) {
                0 | 1 => c.t16(format!("b{} {L}_t3", CONDS[rng.below(14) as usize])),
                2 => c.t16(format!("b {L}_t3")),
                _ => {
                    c.pre.extend(Case::thumb_pad(2));
                    c.t16(format!("b{} {L}_t2", CONDS[rng.below(14) as usize]));
                }
            }
        }
        _ => match rng.below(5) {
            0 => c.t16(format!("svc #{}", rng.below(256))),
            1 => c.t16(format!("bkpt #{}", rng.below(256))),
            2 => c.t16(format!(".short {:#x} @ udf", 0xde00 + rng.below(256))),
            3 => {
                c.after.extend(Case::thumb_pad(3));
                c.body.push(format!("bl {L}_t3"));
                c.thumb_bytes += 4;
            }
            _ => {
                c.after.extend(Case::arm_pad(1));
                c.body.push(format!("blx {L}_p1"));
                c.thumb_bytes += 4;
            }
        },
    }
}

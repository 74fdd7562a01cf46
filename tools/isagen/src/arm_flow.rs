//! ARM-state control flow: branches to per-case landing pads and the instructions
//! that take exceptions (SWI, undefined, BKPT).

use crate::arm_gen::{cond, gp, rname, CONDS};
use crate::case::{Case, L};
use crate::rng::Rng;

/// B/BL/BX/BLX (immediate and register) and MOV/LDR to PC.
pub fn branch(c: &mut Case, rng: &mut Rng) {
    let cc = cond(rng);
    c.after.extend(Case::arm_pad(1));
    c.after.extend(Case::thumb_pad(3));
    match rng.below(7) {
        0 => c.body.push(format!("b{cc} {L}_p1")),
        1 => {
            c.pre.extend(Case::arm_pad(2));
            c.body.push(format!("b{cc} {L}_p2"));
        }
        2 => c.body.push(format!("bl{cc} {L}_p1")),
        3 | 4 => {
            let r = gp(rng);
            let t = if rng.chance(50) {
                format!("{L}_p1")
            } else {
                format!("{L}_t3+1")
            };
            c.reg_expr(r, t);
            let op = if rng.chance(50) { "bx" } else { "blx" };
            c.body.push(format!("{op}{cc} {}", rname(r)));
        }
        5 => c.body.push(format!("blx {L}_t3")),
        _ => {
            let r = gp(rng);
            c.reg_expr(r, format!("{L}_p1"));
            c.body.push(format!("mov{cc} pc, {}", rname(r)));
        }
    }
}

/// SWI, permanently undefined encodings (possibly conditional) and BKPT.
pub fn exception(c: &mut Case, rng: &mut Rng) {
    match rng.below(3) {
        0 => c
            .body
            .push(format!("swi{} #{:#x}", cond(rng), rng.below(1 << 24))),
        1 => {
            let cond_bits = if rng.chance(70) { 14 } else { rng.below(14) };
            let word =
                (cond_bits << 28) | 0x07f0_00f0 | ((rng.below(1 << 12)) << 8) | rng.below(16);
            let name = if cond_bits == 14 {
                "".to_string()
            } else {
                CONDS[cond_bits as usize].to_string()
            };
            c.body.push(format!(".inst {word:#010x} @ udf{name}"));
        }
        _ => c.body.push(format!("bkpt #{:#x}", rng.below(1 << 16))),
    }
}

//! ARM-state loads and stores: single, halfword/signed/double, PC-relative, block
//! transfers and swaps, with every addressing mode.

use crate::arm_gen::{cond, gp, gp_not, rname, scratch_addr, shift_imm, shift_text};
use crate::case::{Case, L, SCRATCH};
use crate::rng::Rng;

/// Sets registers so that the access of `size` bytes lands at `ea`; returns the
/// address-mode text. `ext` selects the halfword/double forms (imm8, no shifts).
fn address(c: &mut Case, rng: &mut Rng, rd: &[u8], ea: u32, ext: bool) -> String {
    let mode = rng.below(3); // 0 offset, 1 pre-indexed writeback, 2 post-indexed
    let wb = mode != 0;
    let rn = if wb { gp_not(rng, rd) } else { gp(rng) };
    let up = rng.chance(50);
    let sign = if up { "" } else { "-" };
    let reg = rng.chance(40);
    let (off, text) = if reg {
        let mut not = vec![rn];
        if ext {
            not.extend_from_slice(rd);
        }
        let rm = gp_not(rng, &not);
        let v = if rng.chance(50) {
            rng.below(64)
        } else {
            rng.u32()
        };
        c.reg(rm, v);
        let (kind, amount) = if ext || rng.chance(30) {
            (0, 0)
        } else {
            (rng.below(4), rng.below(32))
        };
        let shifted = shift_imm(kind, amount, v, c.flags & (1 << 29) != 0);
        (
            shifted,
            format!("{sign}{}{}", rname(rm), shift_text(kind, amount)),
        )
    } else {
        let max = if ext { 255 } else { 4095 };
        let v = if rng.chance(50) {
            rng.below(32)
        } else {
            rng.below(max + 1)
        };
        (v, format!("#{sign}{v}"))
    };
    let signed_off = if up { off } else { off.wrapping_neg() };
    let base = if mode == 2 {
        ea
    } else {
        ea.wrapping_sub(signed_off)
    };
    c.reg(rn, base);
    let n = rname(rn);
    match mode {
        0 => format!("[{n}, {text}]"),
        1 => format!("[{n}, {text}]!"),
        _ => format!("[{n}], {text}"),
    }
}

/// LDR/STR/LDRB/STRB, the halfword, signed and doubleword forms, PC-relative loads.
pub fn load_store(c: &mut Case, rng: &mut Rng) {
    let cc = cond(rng);
    match rng.below(7) {
        0..=2 => {
            let (op, size) = *rng.pick(&[("ldr", 4), ("str", 4), ("ldrb", 1), ("strb", 1)]);
            let load = op.starts_with('l');
            let rd = gp(rng);
            let align = if op == "ldr" && rng.chance(15) {
                1
            } else {
                size
            };
            let ea = scratch_addr(rng, 4, align);
            let am = address(c, rng, &[rd], ea, false);
            if !load && rng.chance(60) {
                let v = rng.value();
                if !c.regs.contains_key(&rd) {
                    c.reg(rd, v);
                }
            }
            c.body.push(format!("{op}{cc} {}, {am}", rname(rd)));
        }
        3 | 4 => {
            let (op, size) = *rng.pick(&[("ldrh", 2), ("strh", 2), ("ldrsb", 1), ("ldrsh", 2)]);
            let rd = gp(rng);
            let ea = scratch_addr(rng, 2, size);
            let am = address(c, rng, &[rd], ea, true);
            c.body.push(format!("{op}{cc} {}, {am}", rname(rd)));
        }
        5 => {
            let op = *rng.pick(&["ldrd", "strd"]);
            let rd = rng.below(6) as u8 * 2;
            let ea = scratch_addr(rng, 8, 8);
            let am = address(c, rng, &[rd, rd + 1], ea, true);
            c.body
                .push(format!("{op}{cc} {}, {}, {am}", rname(rd), rname(rd + 1)));
        }
        _ => {
            let op = *rng.pick(&["ldr", "ldrb"]);
            let rd = gp(rng);
            c.body.push(format!("{op}{cc} {}, {L}_lit", rname(rd)));
            c.after.push(format!("{L}_lit: .word {:#x}", rng.u32()));
        }
    }
}

/// LDM/STM in every mode, with writeback, the base in the list, `^`, and PC loads.
pub fn block(c: &mut Case, rng: &mut Rng) {
    let cc = cond(rng);
    let load = rng.chance(50);
    let rn = gp(rng);
    let mut list: u32 = match rng.below(4) {
        0 => 1 << gp(rng),
        _ => rng.u32() & 0x5fff,
    };
    if list == 0 {
        list = 1 << gp_not(rng, &[rn]);
    }
    let user = rng.chance(15);
    let pc = load && rng.chance(20);
    let mut wb = rng.chance(50);
    if user && !pc {
        wb = false;
    }
    if wb && list & (1 << rn) != 0 {
        if load || user {
            list &= !(1 << rn);
            if list == 0 {
                list = 1 << gp_not(rng, &[rn]);
            }
        } else if list & ((1 << rn) - 1) != 0 {
            // STM with writeback: the base must be the lowest register listed.
            wb = false;
        }
    }
    if pc {
        list |= 1 << 15;
        if user {
            list &= !(1 << rn);
            if list == 1 << 15 {
                list |= 1 << gp_not(rng, &[rn]);
            }
            // Exception return: CPSR = SPSR, which stays in ARM state here.
            c.spsr = rng.flags() | (rng.below(4) << 6) | 0x13;
        }
    }
    let n = list.count_ones();
    let start = scratch_addr(rng, 4 * n, 4);
    let mode = *rng.pick(&["ia", "ib", "da", "db"]);
    let base = match mode {
        "ia" => start,
        "ib" => start - 4,
        "da" => start + 4 * n - 4,
        _ => start + 4 * n,
    };
    c.reg(rn, base);
    if pc {
        let target = if user || rng.chance(50) {
            format!("{L}_p1")
        } else {
            format!("{L}_t1+1")
        };
        c.mem.push((start + 4 * n - 4 - SCRATCH, target));
        c.after.extend(Case::arm_pad(1));
        c.after.extend(Case::thumb_pad(1));
    }
    let regs: Vec<String> = (0..16)
        .filter(|r| list & (1 << r) != 0)
        .map(|r| rname(r as u8))
        .collect();
    c.body.push(format!(
        "{}{mode}{cc} {}{}, {{{}}}{}",
        if load { "ldm" } else { "stm" },
        rname(rn),
        if wb { "!" } else { "" },
        regs.join(", "),
        if user { "^" } else { "" }
    ));
}

/// SWP and SWPB.
pub fn swap(c: &mut Case, rng: &mut Rng) {
    let cc = cond(rng);
    let b = rng.chance(50);
    let rn = gp(rng);
    let rd = gp_not(rng, &[rn]);
    let rm = gp_not(rng, &[rn]);
    let ea = scratch_addr(rng, 4, if b { 1 } else { 4 });
    c.reg(rn, ea);
    if rm != rd {
        let v = rng.value();
        c.reg(rm, v);
    }
    c.body.push(format!(
        "swp{}{cc} {}, {}, [{}]",
        if b { "b" } else { "" },
        rname(rd),
        rname(rm),
        rname(rn)
    ));
}

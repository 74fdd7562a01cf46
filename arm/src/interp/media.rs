//! The ARMv6/v6T2 media and bit-manipulation instructions: parallel add/subtract with
//! the GE flags, SSAT/USAT(16), the extends, PKH, REV/RBIT, SEL, USAD8, the bit-field
//! instructions and MOVW/MOVT (Arm ARM DDI 0406C, A8.8; QEMU 7.2's helpers agree).

use super::{Ctx, Step};
use crate::core::Core;
use crate::insn::{
    BitField, BitFieldOp, Extend, ExtendSize, MovWide, Pack, ParKind, ParOp, Parallel, RevKind,
    Reverse, Saturate, Saturate16, Select, ShiftKind, Usad8,
};
use crate::state::psr;

/// The GE bits' position in the CPSR.
const GE_SHIFT: u32 = 16;

/// One lane of a parallel add/subtract: `a` and `b` are the lane's operands (bits of
/// `width`), `sub` subtracts. Returns the lane's result bits and its GE bit.
fn lane(kind: ParKind, width: u32, a: u32, b: u32, sub: bool) -> (u32, bool) {
    let signed = matches!(kind, ParKind::S | ParKind::Q | ParKind::Sh);
    let ext = |x: u32| -> i64 {
        if signed {
            ((x << (32 - width)) as i32 >> (32 - width)) as i64
        } else {
            x as i64
        }
    };
    let r = if sub {
        ext(a) - ext(b)
    } else {
        ext(a) + ext(b)
    };
    let lane_mask = (1u32 << width) - 1;
    let max_s = (1i64 << (width - 1)) - 1;
    let (value, ge) = match kind {
        ParKind::S => (r, r >= 0),
        ParKind::U => (r, if sub { r >= 0 } else { r >= 1 << width }),
        ParKind::Q => (r.clamp(-max_s - 1, max_s), false),
        ParKind::Uq => (r.clamp(0, (1 << width) - 1), false),
        ParKind::Sh | ParKind::Uh => (r >> 1, false),
    };
    (value as u32 & lane_mask, ge)
}

pub(super) fn parallel(core: &mut Core, cx: Ctx, p: &Parallel) -> Step {
    let (n, m) = (cx.reg(core, p.rn), cx.reg(core, p.rm));
    let half = |x: u32, i: u32| (x >> (16 * i)) & 0xffff;
    let byte = |x: u32, i: u32| (x >> (8 * i)) & 0xff;
    let mut result = 0u32;
    let mut ge = 0u32;
    match p.op {
        ParOp::Add8 | ParOp::Sub8 => {
            for i in 0..4 {
                let (v, g) = lane(p.kind, 8, byte(n, i), byte(m, i), p.op == ParOp::Sub8);
                result |= v << (8 * i);
                ge |= (g as u32) << i;
            }
        }
        _ => {
            // (lane, Rm's half, subtract) for the bottom then the top lane.
            let lanes = match p.op {
                ParOp::Add16 => [(0, 0, false), (1, 1, false)],
                ParOp::Sub16 => [(0, 0, true), (1, 1, true)],
                ParOp::Asx => [(0, 1, true), (1, 0, false)],
                _ => [(0, 1, false), (1, 0, true)], // SAX
            };
            for (i, mi, sub) in lanes {
                let (v, g) = lane(p.kind, 16, half(n, i), half(m, mi), sub);
                result |= v << (16 * i);
                ge |= (g as u32 * 3) << (2 * i);
            }
        }
    }
    if matches!(p.kind, ParKind::S | ParKind::U) {
        core.s.cpsr_rest = (core.s.cpsr_rest & !psr::GE) | ge << GE_SHIFT;
    }
    cx.set_reg(core, p.rd, result)
}

/// Saturates `x` to a signed `bits`-bit range (1..=32), or an unsigned one (0..=31).
fn sat(x: i64, signed: bool, bits: u32) -> (u32, bool) {
    let (lo, hi) = if signed {
        (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
    } else {
        (0, (1i64 << bits) - 1)
    };
    let v = x.clamp(lo, hi);
    (v as u32, v != x)
}

fn set_q(core: &mut Core, saturated: bool) {
    if saturated {
        core.s.cpsr_rest |= psr::Q;
    }
}

pub(super) fn saturate(core: &mut Core, cx: Ctx, s: &Saturate) -> Step {
    let n = cx.reg(core, s.rn);
    let operand = match s.shift {
        ShiftKind::Asr => (n as i32 as i64) >> if s.amount == 0 { 32 } else { s.amount },
        _ => (n << s.amount) as i32 as i64,
    };
    let (v, q) = sat(operand, s.signed, s.sat_bits as u32);
    set_q(core, q);
    cx.set_reg(core, s.rd, v)
}

pub(super) fn saturate16(core: &mut Core, cx: Ctx, s: &Saturate16) -> Step {
    let n = cx.reg(core, s.rn);
    let (lo, q0) = sat(n as u16 as i16 as i64, s.signed, s.sat_bits as u32);
    let (hi, q1) = sat((n >> 16) as u16 as i16 as i64, s.signed, s.sat_bits as u32);
    set_q(core, q0 || q1);
    cx.set_reg(core, s.rd, (lo & 0xffff) | hi << 16)
}

pub(super) fn extend(core: &mut Core, cx: Ctx, e: &Extend) -> Step {
    let m = cx.reg(core, e.rm).rotate_right(e.rotation as u32);
    let acc = e.rn.map_or(0, |rn| cx.reg(core, rn));
    let ext8 = |x: u32| {
        if e.signed {
            x as u8 as i8 as u32
        } else {
            x & 0xff
        }
    };
    let v = match e.size {
        ExtendSize::Byte => acc.wrapping_add(ext8(m)),
        ExtendSize::Half => acc.wrapping_add(if e.signed {
            m as u16 as i16 as u32
        } else {
            m & 0xffff
        }),
        ExtendSize::Byte16 => {
            let lo = (acc as u16).wrapping_add(ext8(m) as u16);
            let hi = ((acc >> 16) as u16).wrapping_add(ext8(m >> 16) as u16);
            lo as u32 | (hi as u32) << 16
        }
    };
    cx.set_reg(core, e.rd, v)
}

pub(super) fn pack(core: &mut Core, cx: Ctx, p: &Pack) -> Step {
    let (n, m) = (cx.reg(core, p.rn), cx.reg(core, p.rm));
    let v = if p.tb {
        let shifted = (m as i32 >> if p.amount == 0 { 31 } else { p.amount }) as u32;
        (n & 0xffff_0000) | (shifted & 0xffff)
    } else {
        (n & 0xffff) | ((m << p.amount) & 0xffff_0000)
    };
    cx.set_reg(core, p.rd, v)
}

pub(super) fn reverse(core: &mut Core, cx: Ctx, r: &Reverse) -> Step {
    let m = cx.reg(core, r.rm);
    let v = match r.kind {
        RevKind::Rev => m.swap_bytes(),
        RevKind::Rev16 => ((m & 0x00ff_00ff) << 8) | ((m >> 8) & 0x00ff_00ff),
        RevKind::Revsh => (m as u16).swap_bytes() as i16 as u32,
        RevKind::Rbit => m.reverse_bits(),
    };
    cx.set_reg(core, r.rd, v)
}

pub(super) fn select(core: &mut Core, cx: Ctx, s: &Select) -> Step {
    let (n, m) = (cx.reg(core, s.rn), cx.reg(core, s.rm));
    let ge = (core.s.cpsr_rest & psr::GE) >> GE_SHIFT;
    let mask = (0..4)
        .filter(|i| ge & (1 << i) != 0)
        .fold(0u32, |acc, i| acc | 0xff << (8 * i));
    cx.set_reg(core, s.rd, (n & mask) | (m & !mask))
}

pub(super) fn usad8(core: &mut Core, cx: Ctx, u: &Usad8) -> Step {
    let (n, m) = (cx.reg(core, u.rn), cx.reg(core, u.rm));
    let sum = (0..4)
        .map(|i| ((n >> (8 * i)) as u8).abs_diff((m >> (8 * i)) as u8) as u32)
        .sum::<u32>();
    let acc = u.ra.map_or(0, |ra| cx.reg(core, ra));
    cx.set_reg(core, u.rd, acc.wrapping_add(sum))
}

/// `width` ones from bit `lsb` (a width reaching past bit 31 is cut there).
fn field_mask(lsb: u32, width: u32) -> u32 {
    let ones = if width >= 32 {
        u32::MAX
    } else {
        (1u32 << width) - 1
    };
    ones.checked_shl(lsb).unwrap_or(0)
}

pub(super) fn bit_field(core: &mut Core, cx: Ctx, b: &BitField) -> Step {
    let (lsb, width) = (b.lsb as u32, b.width as u32);
    let v = match b.op {
        BitFieldOp::Bfc => cx.reg(core, b.rd) & !field_mask(lsb, width),
        BitFieldOp::Bfi => {
            let mask = field_mask(lsb, width);
            (cx.reg(core, b.rd) & !mask) | ((cx.reg(core, b.rn) << lsb) & mask)
        }
        BitFieldOp::Ubfx => (cx.reg(core, b.rn) >> lsb) & field_mask(0, width),
        BitFieldOp::Sbfx => {
            let top = 32 - (lsb + width).min(32);
            ((cx.reg(core, b.rn) << top) as i32 >> (top + lsb).min(31)) as u32
        }
    };
    cx.set_reg(core, b.rd, v)
}

pub(super) fn mov_wide(core: &mut Core, cx: Ctx, m: &MovWide) -> Step {
    let v = if m.top {
        (cx.reg(core, m.rd) & 0xffff) | (m.imm as u32) << 16
    } else {
        m.imm as u32
    };
    cx.set_reg(core, m.rd, v)
}

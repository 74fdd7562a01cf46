//! The multiplies and divides of ARMv6 to ARMv7VE: MLS, UMAAL, SMMUL/SMMLA/SMMLS,
//! SMLAD/SMLSD/SMUAD/SMUSD, SMLALD/SMLSLD, SDIV/UDIV (Arm ARM DDI 0406C, A8.8). None
//! of them sets N, Z, C or V; SMLAD/SMUAD set Q when the 32-bit sum overflows.

use super::{Ctx, Step};
use crate::core::Core;
use crate::insn::MulV6;
use crate::state::psr;

/// Writes two results; a Branched step from either wins.
fn both(a: Step, b: Step) -> Step {
    if a == Step::Branched || b == Step::Branched {
        Step::Branched
    } else {
        Step::Next
    }
}

/// The two signed 16x16 products of `n` and `m` (bottom x bottom, top x top), with
/// `m`'s halves swapped first when `swap`.
fn dual_products(n: u32, m: u32, swap: bool) -> (i64, i64) {
    let m = if swap { m.rotate_right(16) } else { m };
    let lo = (n as i16 as i64) * (m as i16 as i64);
    let hi = ((n >> 16) as i16 as i64) * ((m >> 16) as i16 as i64);
    (lo, hi)
}

pub(super) fn mul_v6(core: &mut Core, cx: Ctx, op: &MulV6) -> Step {
    let r = |core: &Core, reg| cx.reg(core, reg);
    match *op {
        MulV6::Mls { rd, rn, rm, ra } => {
            let v = r(core, ra).wrapping_sub(r(core, rn).wrapping_mul(r(core, rm)));
            cx.set_reg(core, rd, v)
        }
        MulV6::Umaal { rdlo, rdhi, rn, rm } => {
            let v = (r(core, rn) as u64) * (r(core, rm) as u64)
                + r(core, rdhi) as u64
                + r(core, rdlo) as u64;
            let a = cx.set_reg(core, rdlo, v as u32);
            both(a, cx.set_reg(core, rdhi, (v >> 32) as u32))
        }
        MulV6::Smmul {
            rd,
            rn,
            rm,
            ra,
            sub,
            round,
        } => {
            let prod = (r(core, rn) as i32 as i64).wrapping_mul(r(core, rm) as i32 as i64);
            let acc = ra.map_or(0, |ra| (r(core, ra) as i64) << 32);
            let mut v = if sub {
                acc.wrapping_sub(prod)
            } else {
                acc.wrapping_add(prod)
            };
            if round {
                v = v.wrapping_add(0x8000_0000);
            }
            cx.set_reg(core, rd, (v >> 32) as u32)
        }
        MulV6::Smlad {
            rd,
            rn,
            rm,
            ra,
            sub,
            swap,
        } => {
            let (lo, hi) = dual_products(r(core, rn), r(core, rm), swap);
            let acc = ra.map_or(0, |ra| r(core, ra) as i32 as i64);
            let v = if sub { lo - hi } else { lo + hi } + acc;
            if v != v as i32 as i64 {
                core.s.cpsr_rest |= psr::Q;
            }
            cx.set_reg(core, rd, v as u32)
        }
        MulV6::Smlald {
            rdlo,
            rdhi,
            rn,
            rm,
            sub,
            swap,
        } => {
            let (lo, hi) = dual_products(r(core, rn), r(core, rm), swap);
            let acc = ((r(core, rdhi) as u64) << 32 | r(core, rdlo) as u64) as i64;
            let v = acc.wrapping_add(if sub { lo - hi } else { lo + hi });
            let a = cx.set_reg(core, rdlo, v as u32);
            both(a, cx.set_reg(core, rdhi, (v >> 32) as u32))
        }
        MulV6::Div { signed, rd, rn, rm } => {
            let (n, m) = (r(core, rn), r(core, rm));
            // Division by zero gives 0: the A15's divide-by-zero trap is an M-profile
            // and R-profile feature (SCTLR.DZ does not exist on A-profile).
            let v = match (signed, m) {
                (_, 0) => 0,
                (true, _) => (n as i32).wrapping_div(m as i32) as u32,
                (false, _) => n / m,
            };
            cx.set_reg(core, rd, v)
        }
    }
}

//! The operations only Thumb-2 has: CBZ/CBNZ, TBB/TBH, and LDRD/STRD with two
//! independent registers (Arm ARM DDI 0406C, A8.8).

use super::mem::{abort, alignment_fault, merge, read, unprivileged, write};
use super::{Ctx, Step};
use crate::bus::AccessSize;
use crate::core::Core;
use crate::insn::{Cbz, DualTransfer, TableBranch};

pub(super) fn cbz(core: &mut Core, cx: Ctx, c: &Cbz) -> Step {
    if (cx.reg(core, c.rn) != 0) == c.nonzero {
        core.s.r[15] = cx.pc().wrapping_add(c.offset) & !1;
        Step::Branched
    } else {
        Step::Next
    }
}

pub(super) fn table_branch(core: &mut Core, cx: Ctx, t: &TableBranch) -> Step {
    let (n, m) = (cx.reg(core, t.rn), cx.reg(core, t.rm));
    let user = unprivileged(core, false);
    let entry = if t.half {
        read(core, n.wrapping_add(m << 1), AccessSize::Half, user)
    } else {
        read(core, n.wrapping_add(m), AccessSize::Byte, user)
    };
    match entry {
        Ok(e) => {
            core.s.r[15] = cx.pc().wrapping_add(e * 2);
            Step::Branched
        }
        Err(f) => abort(core, cx, f),
    }
}

/// LDRD/STRD Rt, Rt2: word-aligned or an alignment fault (QEMU 7.2 checks the
/// alignment of both forms); the base is written back after the registers.
pub(super) fn dual(core: &mut Core, cx: Ctx, d: &DualTransfer) -> Step {
    // The literal form's base is Align(PC, 4).
    let base = if d.rn == 15 {
        cx.pc() & !3
    } else {
        cx.reg(core, d.rn)
    };
    let offset_addr = if d.mode.up {
        base.wrapping_add(d.imm)
    } else {
        base.wrapping_sub(d.imm)
    };
    let va = if d.mode.pre { offset_addr } else { base };
    if va & 3 != 0 {
        return abort(core, cx, alignment_fault(va));
    }
    let user = unprivileged(core, false);
    let a = if d.load {
        let pair = read(core, va, AccessSize::Word, user).and_then(|lo| {
            read(core, va.wrapping_add(4), AccessSize::Word, user).map(|hi| (lo, hi))
        });
        let (lo, hi) = match pair {
            Ok(p) => p,
            Err(f) => return abort(core, cx, f),
        };
        merge(cx.set_reg(core, d.rt, lo), cx.set_reg(core, d.rt2, hi))
    } else {
        let (lo, hi) = (cx.reg(core, d.rt), cx.reg(core, d.rt2));
        let stored = write(core, va, AccessSize::Word, lo, user)
            .and_then(|()| write(core, va.wrapping_add(4), AccessSize::Word, hi, user));
        if let Err(f) = stored {
            return abort(core, cx, f);
        }
        Step::Next
    };
    let writeback = d.mode.writeback || !d.mode.pre;
    if writeback && d.rn != 15 {
        return merge(a, cx.set_reg(core, d.rn, offset_addr));
    }
    a
}

//! LDREX/STREX and their byte, halfword and doubleword forms, with the local exclusive
//! monitor of [`crate::state::ExclusiveMonitor`] (QEMU 7.2's model: STREX succeeds when
//! its address is the monitored one and memory still holds what LDREX read).
//!
//! Exclusives must be aligned to their size whatever SCTLR.A says (Arm ARM A3.2.1):
//! otherwise an alignment data abort, with no register changed.

use super::mem::{abort, alignment_fault, merge, read, unprivileged, write};
use super::{Ctx, Step};
use crate::bus::AccessSize;
use crate::core::Core;
use crate::insn::{ExclSize, Exclusive};
use crate::mmu::Fault;

/// The access size and alignment of one element.
fn element(size: ExclSize) -> (AccessSize, u32) {
    match size {
        ExclSize::Byte => (AccessSize::Byte, 1),
        ExclSize::Half => (AccessSize::Half, 2),
        ExclSize::Word | ExclSize::Double => (AccessSize::Word, 4),
    }
}

/// Reads the exclusive's value (both words of a doubleword, low word first).
fn load_value(core: &mut Core, va: u32, size: ExclSize, user: bool) -> Result<u64, Fault> {
    let (access, _) = element(size);
    let lo = read(core, va, access, user)? as u64;
    if size == ExclSize::Double {
        let hi = read(core, va.wrapping_add(4), access, user)? as u64;
        return Ok(lo | hi << 32);
    }
    Ok(lo)
}

pub(super) fn exclusive(core: &mut Core, cx: Ctx, e: &Exclusive) -> Step {
    let va = cx.reg(core, e.rn).wrapping_add(e.imm);
    let align = match e.size {
        ExclSize::Double => 8,
        s => element(s).1,
    };
    let user = unprivileged(core, false);
    if e.load {
        if va & (align - 1) != 0 {
            return abort(core, cx, alignment_fault(va));
        }
        let value = match load_value(core, va, e.size, user) {
            Ok(v) => v,
            Err(f) => return abort(core, cx, f),
        };
        core.s.monitor.addr = Some(va);
        core.s.monitor.value = value;
        let a = cx.set_reg(core, e.rt, value as u32);
        if e.size == ExclSize::Double {
            return merge(a, cx.set_reg(core, e.rt2, (value >> 32) as u32));
        }
        return a;
    }
    let new = match e.size {
        ExclSize::Double => cx.reg(core, e.rt) as u64 | (cx.reg(core, e.rt2) as u64) << 32,
        _ => cx.reg(core, e.rt) as u64,
    };
    // A STREX whose address is not the monitored one fails without touching memory
    // (QEMU compares the addresses first), so an unaligned one fails rather than
    // faulting: the monitored address is always aligned.
    let status = if core.s.monitor.addr == Some(va) {
        // QEMU's compare-and-exchange: memory (of this STREX's size) is compared with the
        // value LDREX read cut to that size and written when they agree, but the status
        // compares the whole of what LDREX read, so a STREXB after an LDREX whose value
        // does not fit a byte stores and still reports failure (UNPREDICTABLE in the
        // Arm ARM: the sizes differ).
        let current = match load_value(core, va, e.size, user) {
            Ok(v) => v,
            Err(f) => return abort(core, cx, f),
        };
        let cut = match e.size {
            ExclSize::Byte => 0xff,
            ExclSize::Half => 0xffff,
            ExclSize::Word => 0xffff_ffff,
            ExclSize::Double => u64::MAX,
        };
        if current == core.s.monitor.value & cut {
            let (access, _) = element(e.size);
            let stored = write(core, va, access, new as u32, user).and_then(|()| {
                if e.size == ExclSize::Double {
                    write(core, va.wrapping_add(4), access, (new >> 32) as u32, user)
                } else {
                    Ok(())
                }
            });
            if let Err(f) = stored {
                return abort(core, cx, f);
            }
        }
        (current != core.s.monitor.value) as u32
    } else {
        1
    };
    core.s.monitor.addr = None;
    cx.set_reg(core, e.rd, status)
}

pub(super) fn clrex(core: &mut Core) -> Step {
    core.s.monitor.addr = None;
    Step::Next
}

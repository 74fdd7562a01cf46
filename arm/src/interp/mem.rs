//! Single loads and stores (LDR/STR, the byte, halfword, signed and doubleword forms,
//! the T variants) with every addressing mode, and SWP/SWPB.
//!
//! Rules chosen where the ARM ARM leaves a choice (checked against QEMU 7.2, arm926):
//! - A load whose base is also its destination with writeback: the loaded value wins
//!   (QEMU writes the base back before the loaded register). LDRD is the exception:
//!   QEMU writes the base back after both registers, so there the address wins.
//! - A store of the base register with writeback stores the original base.
//! - A store of r15 stores the instruction's address + 8 (QEMU), not + 12.
//! - A load to r15 interworks (bit 0 selects Thumb), for every load size (ARMv5).
//! - An access that aborts changes no register: the base is not written back.
//! - LDRH/STRH/LDRSH at an odd address access the two bytes at `addr` and `addr + 1`
//!   (QEMU, observed: no rotation, no fault unless alignment checking is on).
//! - LDRD/STRD need a word-aligned address: otherwise an alignment data abort (QEMU,
//!   observed); an odd Rd is Undefined (QEMU).
//! - SWP (word) at an unaligned address raises an alignment data abort (QEMU,
//!   observed: it uses an aligned atomic exchange).
//! - LDR/STR at an unaligned address (alignment checking off) make an unaligned
//!   4-byte access, as QEMU 7.2 does (observed, and recorded in the ISA tests). A real
//!   ARM926 loads the aligned word rotated right by 8 times address bits 1:0 and
//!   stores the aligned word (ARM ARM A4.1.23/A4.1.99); QEMU is the oracle here, so
//!   [`UNALIGNED_WORD_ROTATES`] is false. Linux runs with alignment checking on, where
//!   both give the alignment fault.

use super::{interwork, Ctx, Step};
use crate::bus::AccessSize;
use crate::core::{Core, MemError};
use crate::exception::{self, Exception};
use crate::insn::{MemSize, Offset, Reg, Transfer};
use crate::mmu::{fsr, AccessKind, Fault};
use crate::shift::shift_imm;

/// Whether accesses are made with User permissions: LDRT/STRT, or User mode.
#[inline]
pub(crate) fn unprivileged(core: &Core, t_variant: bool) -> bool {
    t_variant || !core.s.mode().privileged()
}

/// Whether LDR/STR at an unaligned address follow the ARM926 (rotated load of the
/// aligned word, store of the aligned word) rather than QEMU 7.2 (unaligned 4-byte
/// accesses).
pub const UNALIGNED_WORD_ROTATES: bool = false;

/// Reads a word with the ARMv5 unaligned rule: the aligned word, rotated so that
/// the addressed byte is in bits 7:0. The MMU sees the real address and size, so it
/// can raise the alignment fault when alignment checking is on.
pub(crate) fn read_word_rotated(core: &mut Core, va: u32, user: bool) -> Result<u32, Fault> {
    if va & 3 == 0 || !UNALIGNED_WORD_ROTATES {
        return core
            .read(va, AccessSize::Word, user)
            .map_err(|e| exception::data_fault(e, va));
    }
    let pa = core
        .mmu
        .translate(&core.ram, va, AccessKind::Read, user, 4)?;
    let w = core
        .read_phys(pa & !3, AccessSize::Word)
        .map_err(|e| exception::data_fault(e, va))?;
    Ok(w.rotate_right((va & 3) * 8))
}

/// Writes a word, ignoring address bits 1:0 (after the MMU has seen them).
pub(crate) fn write_word_aligned(
    core: &mut Core,
    va: u32,
    value: u32,
    user: bool,
) -> Result<(), Fault> {
    if va & 3 == 0 || !UNALIGNED_WORD_ROTATES {
        return core
            .write(va, AccessSize::Word, value, user)
            .map_err(|e| exception::data_fault(e, va));
    }
    let pa = core
        .mmu
        .translate(&core.ram, va, AccessKind::Write, user, 4)?;
    core.write_phys(pa & !3, AccessSize::Word, value)
        .map_err(|e| exception::data_fault(e, va))
}

#[inline]
pub(crate) fn read(core: &mut Core, va: u32, size: AccessSize, user: bool) -> Result<u32, Fault> {
    core.read(va, size, user)
        .map_err(|e: MemError| exception::data_fault(e, va))
}

#[inline]
pub(crate) fn write(
    core: &mut Core,
    va: u32,
    size: AccessSize,
    value: u32,
    user: bool,
) -> Result<(), Fault> {
    core.write(va, size, value, user)
        .map_err(|e: MemError| exception::data_fault(e, va))
}

#[inline]
pub(crate) fn alignment_fault(va: u32) -> Fault {
    Fault {
        fsr: fsr::ALIGNMENT,
        addr: va,
    }
}

#[inline]
pub(crate) fn abort(core: &mut Core, cx: Ctx, fault: Fault) -> Step {
    exception::data_abort(core, fault, cx.addr);
    Step::Exception
}

#[inline]
pub(crate) fn merge(a: Step, b: Step) -> Step {
    if a == Step::Branched || b == Step::Branched {
        Step::Branched
    } else {
        Step::Next
    }
}

pub(super) fn single(core: &mut Core, cx: Ctx, t: &Transfer) -> Step {
    let Transfer {
        load,
        size,
        rd,
        rn,
        offset,
        mode,
        user: t_variant,
    } = *t;
    if size == MemSize::Double && rd & 1 != 0 {
        return cx.raise(core, Exception::Undefined);
    }
    let base = if rn == 15 {
        cx.pc() & !3
    } else {
        core.s.r[rn as usize]
    };
    let off = match offset {
        Offset::Imm(v) => v,
        Offset::Reg { rm, kind, amount } => {
            shift_imm(kind, cx.reg(core, rm), amount, core.s.c != 0).0
        }
    };
    let offset_addr = if mode.up {
        base.wrapping_add(off)
    } else {
        base.wrapping_sub(off)
    };
    let va = if mode.pre { offset_addr } else { base };
    let writeback = !mode.pre || mode.writeback;
    let user = unprivileged(core, t_variant);

    if load {
        let loaded = match size {
            MemSize::Byte => read(core, va, AccessSize::Byte, user),
            MemSize::SignedByte => {
                read(core, va, AccessSize::Byte, user).map(|v| v as u8 as i8 as u32)
            }
            MemSize::Half => read(core, va, AccessSize::Half, user),
            MemSize::SignedHalf => {
                read(core, va, AccessSize::Half, user).map(|v| v as u16 as i16 as u32)
            }
            MemSize::Word => read_word_rotated(core, va, user),
            MemSize::Double => {
                return load_double(core, cx, rd, rn, va, offset_addr, writeback, user)
            }
        };
        let value = match loaded {
            Ok(v) => v,
            Err(f) => return abort(core, cx, f),
        };
        let wb = if writeback {
            cx.set_reg(core, rn, offset_addr)
        } else {
            Step::Next
        };
        let st = if rd == 15 {
            interwork(core, value)
        } else {
            core.s.r[rd as usize] = value;
            Step::Next
        };
        merge(wb, st)
    } else {
        let value = cx.reg(core, rd);
        let done = match size {
            MemSize::Byte | MemSize::SignedByte => {
                write(core, va, AccessSize::Byte, value & 0xff, user)
            }
            MemSize::Half | MemSize::SignedHalf => {
                write(core, va, AccessSize::Half, value & 0xffff, user)
            }
            MemSize::Word => write_word_aligned(core, va, value, user),
            MemSize::Double => {
                let hi = cx.reg(core, rd + 1);
                if va & 3 != 0 {
                    Err(alignment_fault(va))
                } else {
                    write(core, va, AccessSize::Word, value, user)
                        .and_then(|()| write(core, va.wrapping_add(4), AccessSize::Word, hi, user))
                }
            }
        };
        if let Err(f) = done {
            return abort(core, cx, f);
        }
        if writeback {
            cx.set_reg(core, rn, offset_addr)
        } else {
            Step::Next
        }
    }
}

#[allow(
    clippy::too_many_arguments,
    reason = "LDRD's two destinations, address and access attributes, each named"
)]
fn load_double(
    core: &mut Core,
    cx: Ctx,
    rd: Reg,
    rn: Reg,
    va: u32,
    offset_addr: u32,
    writeback: bool,
    user: bool,
) -> Step {
    if va & 3 != 0 {
        return abort(core, cx, alignment_fault(va));
    }
    let pair = read(core, va, AccessSize::Word, user)
        .and_then(|lo| read(core, va.wrapping_add(4), AccessSize::Word, user).map(|hi| (lo, hi)));
    let (lo, hi) = match pair {
        Ok(p) => p,
        Err(f) => return abort(core, cx, f),
    };
    // Plain register writes (QEMU's store_reg: LDRD to r15 does not interwork).
    let a = cx.set_reg(core, rd, lo);
    let b = cx.set_reg(core, rd + 1, hi);
    let wb = if writeback {
        cx.set_reg(core, rn, offset_addr)
    } else {
        Step::Next
    };
    merge(merge(a, b), wb)
}

/// SWP/SWPB: Rd = [Rn]; [Rn] = Rm, as one access pair (Rm is read before Rd is
/// written, so Rd == Rm swaps the register with memory).
pub(super) fn swap(core: &mut Core, cx: Ctx, byte: bool, rd: Reg, rm: Reg, rn: Reg) -> Step {
    let va = cx.reg(core, rn);
    let new = cx.reg(core, rm);
    let user = unprivileged(core, false);
    let size = if byte {
        AccessSize::Byte
    } else {
        AccessSize::Word
    };
    if !byte && va & 3 != 0 {
        return abort(core, cx, alignment_fault(va));
    }
    let res = read(core, va, size, user).and_then(|old| {
        let v = if byte { new & 0xff } else { new };
        write(core, va, size, v, user).map(|()| old)
    });
    match res {
        Ok(old) => cx.set_reg(core, rd, old),
        Err(f) => abort(core, cx, f),
    }
}

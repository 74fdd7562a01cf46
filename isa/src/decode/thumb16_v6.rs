//! Handlers of the 16-bit Thumb encodings ARMv6 and ARMv6T2 add (the `1011` space that
//! ARMv5T left undefined): CBZ/CBNZ, the extends, REV*, CPS, SETEND, IT and the hints.

use super::thumb32::hint_op;
use super::{bit, bits};
use crate::insn::{Cbz, Cps, Extend, ExtendSize, Insn, It, Op, Reg, RevKind, Reverse, Setend};

fn lo(w: u32, at: u32) -> Reg {
    bits(w, at + 2, at) as Reg
}

/// CBZ/CBNZ Rn, label (bit 11 CBNZ): offset i:imm5:0 from the PC read value. Inside
/// an IT block it is UNPREDICTABLE; QEMU's trans_CBZ executes it, and so does the
/// engine (the decoder returns it as ever).
pub(super) fn cbz(w: u32) -> Insn {
    Insn::always(Op::Cbz(Cbz {
        nonzero: bit(w, 11),
        rn: lo(w, 0),
        offset: (bit(w, 9) as u32) << 6 | bits(w, 7, 3) << 1,
    }))
}

/// SXTH/SXTB/UXTH/UXTB Rd, Rm (bits 7:6: 00 SXTH, 01 SXTB, 10 UXTH, 11 UXTB).
pub(super) fn extend(w: u32) -> Insn {
    let size = if bit(w, 6) {
        ExtendSize::Byte
    } else {
        ExtendSize::Half
    };
    Insn::always(Op::Extend(Extend {
        signed: !bit(w, 7),
        size,
        rd: lo(w, 0),
        rn: None,
        rm: lo(w, 3),
        rotation: 0,
    }))
}

/// REV/REV16/REVSH Rd, Rm (bits 7:6: 00, 01, 11; 10 is ARMv8's HLT, no entry).
pub(super) fn reverse(w: u32) -> Insn {
    let kind = match bits(w, 7, 6) {
        0 => RevKind::Rev,
        1 => RevKind::Rev16,
        _ => RevKind::Revsh,
    };
    Insn::always(Op::Reverse(Reverse {
        kind,
        rd: lo(w, 0),
        rm: lo(w, 3),
    }))
}

/// CPSIE/CPSID {a}{i}{f} (bit 4 disables). With no a/i/f it is UNPREDICTABLE; QEMU
/// changes nothing then, as does a `Cps` with an empty `aif`.
pub(super) fn cps(w: u32) -> Insn {
    Insn::always(Op::Cps(Cps {
        enable: Some(!bit(w, 4)),
        aif: bits(w, 2, 0) as u8,
        mode: None,
    }))
}

/// SETEND BE/LE (bit 3).
pub(super) fn setend(w: u32) -> Insn {
    Insn::always(Op::Setend(Setend { big: bit(w, 3) }))
}

/// The hints `1011 1111 hint 0000`: NOP, YIELD, WFE, WFI, SEV; the other values are
/// reserved hints that execute as NOP (QEMU).
pub(super) fn hint(w: u32) -> Insn {
    hint_op(bits(w, 7, 4))
}

/// IT{x{y{z}}} firstcond (mask 0000 is the hint space, an earlier entry). Firstcond
/// 1111, and 1110 with a mask that is not 1000, are UNPREDICTABLE: they decode as
/// written, and the block builder runs an instruction whose IT condition is 1110 or
/// 1111 unconditionally, as QEMU does.
pub(super) fn it(w: u32) -> Insn {
    Insn::always(Op::It(It {
        firstcond: bits(w, 7, 4) as u8,
        mask: bits(w, 3, 0) as u8,
    }))
}

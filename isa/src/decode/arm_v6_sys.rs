//! Handlers of the ARM-state system and synchronisation encodings ARMv6 to ARMv7VE
//! add: the exclusives and CLREX, CPS, SETEND, SRS, RFE, the barriers and preloads
//! of the unconditional space, the hints, HVC and ERET, and the ARMv7 rule for LDM.
//!
//! Choices the Arm ARM (DDI 0406C) leaves open follow QEMU 7.2 (`a32.decode`,
//! `a32-uncond.decode`, the `trans_*` functions of `translate.c`) for
//! `-cpu cortex-a15` on the `virt` board (no EL2, no EL3), each written where it is
//! made. What stays UNDEFINED on that CPU although the architecture names it:
//! - SMC: QEMU's pre_smc helper UNDEFs it without EL3 when the PSCI conduit is HVC;
//! - MRS/MSR (banked register): QEMU's msr_banked_access_decode UNDEFs every form on
//!   an ARMv7 CPU without EL2.
//!
//! Both have table entries (with [`super::arm::undefined`] as handler) so that the
//! disassembler can name them.

use super::arm::block;
use super::arm_v6::{reg, with};
use super::{bit, bits};
use crate::insn::{
    AluOp, Barrier, BlockMode, Cps, DataProc, ExclSize, Exclusive, Hint, Insn, Op, Rfe, Setend,
    Shifter, Srs, Swi, LR, PC,
};

fn undefined(w: u32) -> Insn {
    with(w, Op::Undefined)
}

/// The P/U bits (24:23) of SRS and RFE as a block mode.
fn block_mode(w: u32) -> BlockMode {
    match (bit(w, 24), bit(w, 23)) {
        (false, false) => BlockMode::Da,
        (false, true) => BlockMode::Ia,
        (true, false) => BlockMode::Db,
        (true, true) => BlockMode::Ib,
    }
}

// ---- exclusives ------------------------------------------------------------------------

/// The size of an exclusive, by bits 22:21.
fn excl_size(w: u32) -> ExclSize {
    match bits(w, 22, 21) {
        0b00 => ExclSize::Word,
        0b01 => ExclSize::Double,
        0b10 => ExclSize::Byte,
        _ => ExclSize::Half,
    }
}

/// LDREX{B,H,D} Rt, [Rn] and STREX{B,H,D} Rd, Rt, [Rn] (bit 20: load). Bits 11:8
/// (and 3:0 of a load) are should-be-one, fixed in the patterns (QEMU's other values
/// there are ARMv8's acquire/release forms: UNDEFINED here). A doubleword uses Rt and
/// Rt + 1. Unused fields are 15 (QEMU's convention): `rt2` of a single access, `rd` of
/// a load.
///
/// UNPREDICTABLE forms, which QEMU's op_ldrex/op_strex and the D forms' checks UNDEF,
/// and so do we: Rt or Rn = PC; a doubleword with an odd Rt or Rt = LR (Rt2 = PC); a
/// store with Rd = PC, Rd = Rn, Rd = Rt or Rd = Rt2.
pub(super) fn exclusive(w: u32) -> Insn {
    let load = bit(w, 20);
    let size = excl_size(w);
    let rn = reg(w, 16);
    let (rd, rt) = if load {
        (15, reg(w, 12))
    } else {
        (reg(w, 12), reg(w, 0))
    };
    let double = size == ExclSize::Double;
    let rt2 = if double { rt + 1 } else { 15 };
    let bad_regs = rn == PC || rt == PC || (double && (rt & 1 != 0 || rt2 == PC));
    let bad_status = !load && (rd == PC || rd == rn || rd == rt || (double && rd == rt2));
    if bad_regs || bad_status {
        return undefined(w);
    }
    with(
        w,
        Op::Exclusive(Exclusive {
            load,
            size,
            rd,
            rt,
            rt2,
            rn,
            imm: 0,
        }),
    )
}

/// CLREX (ARMv6K, unconditional).
pub(super) fn clrex(_w: u32) -> Insn {
    Insn::always(Op::Clrex)
}

/// LDM/STM from ARMv7 on: an LDM with writeback whose list holds Rn is UNPREDICTABLE
/// from ARMv7 (before, Rn became UNKNOWN); QEMU's trans_LDM_a32 UNDEFs it on ARMv7,
/// and so do we. Everything else is the ARMv5 decoding ([`block`]).
pub(super) fn block_v7(w: u32) -> Insn {
    let (load, writeback) = (bit(w, 20), bit(w, 21));
    if load && writeback && bits(w, 15, 0) & (1 << bits(w, 19, 16)) != 0 {
        return undefined(w);
    }
    block(w)
}

// ---- the unconditional space ----------------------------------------------------------

/// CPS{IE,ID} {a}{i}{f}{, #mode} / CPS #mode. imod (bits 19:18) 10 enables (clears)
/// the masks named by A/I/F (bits 8:6), 11 disables (sets) them, 0x changes no mask;
/// M (bit 17) changes the mode to bits 4:0. The UNPREDICTABLE combinations (imod 01,
/// imod 00 with M 0, a mask change with no bit named, a mode that does not exist) are
/// executed as QEMU's trans_CPS does: each part that is asked for is done. The
/// should-be-zero bits (16, 15:9, 5) are fixed in the pattern, as in QEMU's.
pub(super) fn cps(w: u32) -> Insn {
    let enable = match bits(w, 19, 18) {
        0b10 => Some(true),
        0b11 => Some(false),
        _ => None,
    };
    Insn::always(Op::Cps(Cps {
        enable,
        aif: bits(w, 8, 6) as u8,
        mode: bit(w, 17).then_some(bits(w, 4, 0) as u8),
    }))
}

/// SETEND BE/LE (bit 9).
pub(super) fn setend(w: u32) -> Insn {
    Insn::always(Op::Setend(Setend { big: bit(w, 9) }))
}

/// The mode numbers SRS may name on this CPU: QEMU's gen_srs UNDEFs every other value
/// (not a mode, or Hyp and Monitor, which exist neither without EL2 and EL3 nor below
/// them) at translation; User mode (where SRS is UNPREDICTABLE) UNDEFs at run time.
const SRS_MODES: [u32; 7] = [0x10, 0x11, 0x12, 0x13, 0x17, 0x1b, 0x1f];

/// SRS{DA,IA,DB,IB} SP{!}, #mode.
pub(super) fn srs(w: u32) -> Insn {
    let target = bits(w, 4, 0);
    if !SRS_MODES.contains(&target) {
        return undefined(w);
    }
    Insn::always(Op::Srs(Srs {
        mode: block_mode(w),
        writeback: bit(w, 21),
        target_mode: target as u8,
    }))
}

/// RFE{DA,IA,DB,IB} Rn{!}. Rn = PC is UNPREDICTABLE; QEMU's trans_RFE reads it as
/// address + 8, so it decodes as written.
pub(super) fn rfe(w: u32) -> Insn {
    Insn::always(Op::Rfe(Rfe {
        mode: block_mode(w),
        writeback: bit(w, 21),
        rn: reg(w, 16),
    }))
}

/// DSB/DMB/ISB #option (bits 7:4: 0100, 0101, 0110). QEMU ignores the option, so every
/// value is the full-system barrier (the reserved values are SY in the Arm ARM); the
/// should-be-one bits 19:8 are fixed.
pub(super) fn barrier(w: u32) -> Insn {
    let b = match bits(w, 7, 4) {
        0b0100 => Barrier::Dsb,
        0b0101 => Barrier::Dmb,
        _ => Barrier::Isb,
    };
    Insn::always(Op::Barrier(b))
}

/// PLI, PLDW and the unallocated memory hints of ARMv7 with the multiprocessing
/// extensions (QEMU's cortex-a15 has them: V7VE implies LPAE implies V7MP): hints
/// with no architectural effect. PLI's and PLDW's bits 15:12 (should-be-one) and the
/// register forms' bit 4 are fixed in the patterns as in QEMU's; the unallocated hints
/// (`1111 0100 x001`, `1111 0110 x001` with bit 4 clear) take any other bits.
pub(super) fn hint_nop(_w: u32) -> Insn {
    Insn::always(Op::Nop)
}

// ---- hints, HVC, ERET ----------------------------------------------------------------

/// YIELD, WFE, WFI, SEV (bits 7:0 = 1..4) and DBG #option (bits 7:4 = 1111). QEMU
/// 7.2 executes SEV and DBG as NOP and WFE as YIELD; the operation keeps the name.
/// Bits 11:8 (should-be-zero) are free in the patterns: QEMU's ignore them too (objdump
/// reads such a word as `MSR CPSR_, #imm`); bits 15:12 (should-be-one) are fixed, and
/// with them clear the word is UNDEFINED, as in QEMU.
pub(super) fn hint(w: u32) -> Insn {
    let h = match bits(w, 7, 0) {
        1 => Hint::Yield,
        2 => Hint::Wfe,
        3 => Hint::Wfi,
        4 => Hint::Sev,
        _ => Hint::Dbg,
    };
    with(w, Op::Hint(h))
}

/// HVC #imm16 (imm12:imm4). A condition other than AL is UNPREDICTABLE; QEMU makes
/// it conditional like any instruction, so the condition is kept.
pub(super) fn hvc(w: u32) -> Insn {
    let imm = (bits(w, 19, 8) << 4) | bits(w, 3, 0);
    with(w, Op::Hvc(Swi { imm }))
}

/// ERET. Outside Hyp mode (this CPU has none) QEMU's trans_ERET returns to LR with
/// the SPSR copied to the CPSR and UNDEFs in User mode: exactly `MOVS PC, LR`, which
/// the engines already do that way, so it decodes as that.
pub(super) fn eret(w: u32) -> Insn {
    with(
        w,
        Op::Alu(DataProc {
            op: AluOp::Mov,
            s: true,
            rd: PC,
            rn: 0,
            op2: Shifter::reg(LR),
        }),
    )
}

//! Handlers of the VFP decode table ([`super::table::VFP_TABLE`]): VFPv3-D32 with
//! VFPv4's fused multiply-add, as QEMU 7.2's `-cpu cortex-a15,neon=off` has it.
//!
//! Each handler builds an [`Op::Vfp`] from a word that matched its pattern, in its ARM
//! form (a Thumb-2 VFP word is the ARM word with condition 1110, and decodes the same).
//! The table's patterns fix every bit QEMU's `vfp.decode` fixes, so a handler only
//! rejects what QEMU's `trans_*` functions reject for this CPU (the register lists of
//! VLDM/VSTM and their writeback to PC). The CPU's ID registers decide
//! the rest, all by having no table entry (a word of coprocessor 10/11 that no entry
//! takes is UNDEFINED):
//! - MVFR0 = 0x10110222: single and double precision (VFPv3), 32 double registers
//!   (so D16-D31 are fine everywhere), no short vectors (FPShVec = 0: see
//!   [`Vfp::undef_on_short_vectors`]);
//! - MVFR1 = 0x11111111 with neon=off's Advanced SIMD fields cleared: FPHP = 1, so
//!   VCVTB/VCVTT between half and single precision only (half <-> double needs
//!   FPHP = 2), no half-precision arithmetic (the coprocessor-9 forms are not in this
//!   space anyway); SIMDFMAC = 1 stays (QEMU clears it only when VFP is off too), so
//!   VFMA/VFMS/VFNMA/VFNMS exist;
//! - no Advanced SIMD: VMOV of 8- and 16-bit scalars and VDUP are UNDEFINED; no
//!   ARMv8 (VRINT*, VJCVT, MVFR2) and no VFPv2 FPINST/FPINST2.
//!
//! Thumb-2 makes Rt = 13 UNPREDICTABLE in the core-register transfers (DDI 0406C, VMOV and
//! VMRS/VMSR) where ARM allows it; QEMU 7.2 uses SP there in both states, and so does the
//! decoder (a Thumb word decodes exactly as its ARM form).
//!
//! What the decoder cannot see and an engine must check at run time, as QEMU does at
//! translation time: CPACR/NSACR/HCPTR and FPEXC.EN (while EN is clear, everything but
//! VMRS/VMSR of FPSID, MVFR0/1 and FPEXC is UNDEFINED), the privilege of VMRS/VMSR
//! (FPSID, MVFR0/1 and FPEXC are UNDEFINED in User mode on VFPv3), and FPSCR.LEN/STRIDE.

use super::arm::cond;
use super::{bit, bits};
use crate::insn::{BlockMode, Insn, Op, Reg, VReg, Vfp, VfpCvt, VfpOp2, VfpOp3};

fn with(w: u32, v: Vfp) -> Insn {
    Insn::new(cond(w), Op::Vfp(v))
}

fn undefined(w: u32) -> Insn {
    Insn::new(cond(w), Op::Undefined)
}

fn reg(w: u32, lo: u32) -> Reg {
    bits(w, lo + 3, lo) as Reg
}

/// The sz bit (bit 8): double precision.
fn sz(w: u32) -> bool {
    bit(w, 8)
}

/// A VFP register from its 4-bit field at `lo` and its extra bit at `x`: D registers
/// are x:field (D0-D31), S registers field:x (S0-S31).
fn vreg(double: bool, w: u32, lo: u32, x: u32) -> VReg {
    let field = bits(w, lo + 3, lo) as u8;
    let extra = bit(w, x) as u8;
    let n = if double {
        extra << 4 | field
    } else {
        field << 1 | extra
    };
    VReg { double, n }
}

/// Vd: bits 15:12 and D (bit 22).
fn vd(w: u32, double: bool) -> VReg {
    vreg(double, w, 12, 22)
}

/// Vn: bits 19:16 and N (bit 7).
fn vn(w: u32, double: bool) -> VReg {
    vreg(double, w, 16, 7)
}

/// Vm: bits 3:0 and M (bit 5).
fn vm(w: u32, double: bool) -> VReg {
    vreg(double, w, 0, 5)
}

impl Vfp {
    /// Whether the instruction is UNDEFINED while FPSCR.LEN or FPSCR.STRIDE is
    /// non-zero. The A15 has no short vectors (MVFR0.FPShVec = 0), yet FPSCR.LEN and
    /// STRIDE stay writable; QEMU 7.2 then UNDEFs the operations that short vectors
    /// would have repeated (`do_vfp_3op_*`, `do_vfp_2op_*`, VMOV immediate) and the
    /// fused multiply-adds (UNPREDICTABLE in ARMv7, QEMU's choice), and runs the rest
    /// (compares, conversions, transfers) as scalars.
    pub fn undef_on_short_vectors(&self) -> bool {
        matches!(self, Vfp::Op3 { .. } | Vfp::Op2 { .. } | Vfp::MovImm { .. })
    }
}

// ---- data processing -------------------------------------------------------------

/// The three-register operations: bits 23, 21:20 and 6 name the operation.
pub(super) fn op3(w: u32) -> Insn {
    let op = match (bit(w, 23), bits(w, 21, 20), bit(w, 6)) {
        (false, 0b00, false) => VfpOp3::Mla,
        (false, 0b00, true) => VfpOp3::Mls,
        (false, 0b01, false) => VfpOp3::Nmls,
        (false, 0b01, true) => VfpOp3::Nmla,
        (false, 0b10, false) => VfpOp3::Mul,
        (false, 0b10, true) => VfpOp3::Nmul,
        (false, 0b11, false) => VfpOp3::Add,
        (false, 0b11, true) => VfpOp3::Sub,
        (true, 0b00, false) => VfpOp3::Div,
        // Bit 6 set negates the product (DDI 0406C, VFNMA/VFNMS: op1_neg): VFNMA. QEMU
        // 7.2's vfp.decode names the two the other way round, with the same arithmetic per
        // encoding.
        (true, 0b01, false) => VfpOp3::Fnms,
        (true, 0b01, true) => VfpOp3::Fnma,
        (true, 0b10, false) => VfpOp3::Fma,
        (true, 0b10, true) => VfpOp3::Fms,
        // 1.00 with bit 6 set and the 1.11 group have entries of their own or none.
        _ => return undefined(w),
    };
    let d = sz(w);
    with(
        w,
        Vfp::Op3 {
            op,
            vd: vd(w, d),
            vn: vn(w, d),
            vm: vm(w, d),
        },
    )
}

/// VMOV/VABS/VNEG/VSQRT Vd, Vm: bit 16 and bit 7 name the operation.
pub(super) fn op2(w: u32) -> Insn {
    let op = match (bit(w, 16), bit(w, 7)) {
        (false, false) => VfpOp2::Mov,
        (false, true) => VfpOp2::Abs,
        (true, false) => VfpOp2::Neg,
        (true, true) => VfpOp2::Sqrt,
    };
    let d = sz(w);
    with(
        w,
        Vfp::Op2 {
            op,
            vd: vd(w, d),
            vm: vm(w, d),
        },
    )
}

/// VFPExpandImm: the 8-bit immediate `a:b:cdefgh` as a single's bits (`a`, NOT(b),
/// b replicated 5 times, cdefgh, zeros) or a double's (b replicated 8 times).
pub(crate) fn vfp_expand_imm(imm8: u8, double: bool) -> u64 {
    let sign = (imm8 >> 7) as u64;
    let b = (imm8 >> 6) as u64 & 1;
    let low = imm8 as u64 & 0x3f;
    if double {
        let exp = (b ^ 1) << 8 | if b == 1 { 0xff } else { 0 };
        sign << 63 | exp << 54 | low << 48
    } else {
        let exp = (b ^ 1) << 5 | if b == 1 { 0x1f } else { 0 };
        sign << 31 | exp << 25 | low << 19
    }
}

/// VMOV Vd, #imm: imm4H (bits 19:16) : imm4L (bits 3:0), expanded for Vd's precision.
/// Bits 7 and 5 are (0) in the Arm ARM; the table fixes them to zero, so a word with
/// either set is UNDEFINED, as QEMU's pattern makes it.
pub(super) fn vmov_imm(w: u32) -> Insn {
    let d = sz(w);
    let imm8 = (bits(w, 19, 16) << 4 | bits(w, 3, 0)) as u8;
    with(
        w,
        Vfp::MovImm {
            vd: vd(w, d),
            bits: vfp_expand_imm(imm8, d),
        },
    )
}

/// VCMP{E} Vd, Vm (bit 16 clear) and VCMP{E} Vd, #0.0 (bit 16 set, Vm and M zero: the
/// table fixes them, as QEMU UNDEFs the word otherwise); E is bit 7.
pub(super) fn vcmp(w: u32) -> Insn {
    let d = sz(w);
    let zero = bit(w, 16);
    with(
        w,
        Vfp::Cmp {
            e: bit(w, 7),
            vd: vd(w, d),
            vm: (!zero).then(|| vm(w, d)),
        },
    )
}

// ---- conversions -----------------------------------------------------------------

fn cvt(w: u32, kind: VfpCvt, vd: VReg, vm: VReg) -> Insn {
    with(w, Vfp::Cvt { kind, vd, vm })
}

/// VCVT.F64.F32 Dd, Sm (sz = 0) / VCVT.F32.F64 Sd, Dm (sz = 1).
pub(super) fn cvt_precision(w: u32) -> Insn {
    let from_double = sz(w);
    cvt(
        w,
        VfpCvt::Precision,
        vd(w, !from_double),
        vm(w, from_double),
    )
}

/// VCVT.F32/F64.S32/U32 Vd, Sm: signed when bit 7 is set.
pub(super) fn cvt_from_int(w: u32) -> Insn {
    let kind = VfpCvt::FromInt { signed: bit(w, 7) };
    cvt(w, kind, vd(w, sz(w)), vm(w, false))
}

/// VCVT{R}.S32/U32.F32/F64 Sd, Vm: signed when bit 16 is set, rounding to zero (VCVT)
/// when bit 7 is set, else with the FPSCR's mode (VCVTR).
pub(super) fn cvt_to_int(w: u32) -> Insn {
    let kind = VfpCvt::ToInt {
        signed: bit(w, 16),
        round_zero: bit(w, 7),
    };
    cvt(w, kind, vd(w, false), vm(w, sz(w)))
}

/// VCVT between floating point and fixed point in Vd itself: bit 18 set is to fixed, bit 16
/// (U) unsigned, bit 7 (sx) a 32-bit size (else 16), and imm4:i (bits 3:0, 5) gives
/// `frac_bits = size - imm4:i`. For size 16 an imm4:i above 16 makes it negative,
/// UNPREDICTABLE in the Arm ARM (DDI 0406C, VCVT between floating-point and fixed-point);
/// QEMU 7.2 passes the negative shift to its helpers (a scaling by 2^frac_bits), so the
/// decoder keeps it.
pub(super) fn cvt_fixed(w: u32) -> Insn {
    let size: u8 = if bit(w, 7) { 32 } else { 16 };
    let imm = (bits(w, 3, 0) << 1 | bit(w, 5) as u32) as i8;
    let kind = VfpCvt::Fixed {
        to_fixed: bit(w, 18),
        signed: !bit(w, 16),
        size,
        frac_bits: size as i8 - imm,
    };
    let reg = vd(w, sz(w));
    cvt(w, kind, reg, reg)
}

/// VCVTB/VCVTT.F32.F16 Sd, Sm (bit 16 clear) and .F16.F32 (bit 16 set); T is bit 7.
/// Only single precision: the table has no sz = 1 form (half <-> double needs
/// MVFR1.FPHP >= 2, the A15 has 1).
pub(super) fn cvt_half(w: u32) -> Insn {
    let kind = VfpCvt::Half {
        to_half: bit(w, 16),
        top: bit(w, 7),
    };
    cvt(w, kind, vd(w, false), vm(w, false))
}

// ---- transfers between core and VFP registers ------------------------------------

/// VMOV Sn, Rt / VMOV Rt, Sn (bit 20). Rt = 15 is UNPREDICTABLE (DDI 0406C, VMOV between
/// ARM core register and single-precision register); QEMU 7.2 sets N, Z, C and V from Sn's
/// top four bits for VMOV PC, Sn (as VMRS APSR_nzcv) and reads the PC for VMOV Sn, PC; the
/// decoder keeps Rt = 15 for the engine to do the same.
pub(super) fn mov_core(w: u32) -> Insn {
    with(
        w,
        Vfp::MovCore {
            to_core: bit(w, 20),
            rt: reg(w, 12),
            sn: vn(w, false).n,
        },
    )
}

/// VMOV Dm, Rt, Rt2 / VMOV Rt, Rt2, Dm (bits 11:8 = 1011) and the pair of singles Sm, Sm+1
/// (1010); bit 20 is the direction. UNPREDICTABLE in the Arm ARM (DDI 0406C, VMOV between
/// two ARM core registers and a doubleword or two single-precision registers) and kept, as
/// QEMU 7.2 runs them: Rt or Rt2 = 15 (a read gives the PC; a write is a jump with bits 1:0
/// (ARM) or bit 0 (Thumb) cleared, no interworking), Rt = Rt2 in the to-core direction
/// (Rt2's value is the one left), and Sm = S31 (the second register is "S32", which QEMU's
/// register file puts in the low half of D16).
pub(super) fn mov_core2(w: u32) -> Insn {
    let double = bit(w, 8);
    with(
        w,
        Vfp::MovCore2 {
            to_core: bit(w, 20),
            rt: reg(w, 12),
            rt2: reg(w, 16),
            vm: vm(w, double),
        },
    )
}

/// VMOV.32 Dd[x], Rt / VMOV.32 Rt, Dn[x] (bit 20); x is bit 21. Rt = 15 is UNPREDICTABLE
/// (DDI 0406C, VMOV ARM core register to scalar and scalar to ARM core register); QEMU 7.2
/// reads the PC, or writes it (a jump, as for [`mov_core2`]); the decoder keeps it.
pub(super) fn mov_scalar(w: u32) -> Insn {
    with(
        w,
        Vfp::MovScalar {
            to_core: bit(w, 20),
            rt: reg(w, 12),
            dn: vn(w, true).n,
            index: bit(w, 21) as u8,
        },
    )
}

/// VMRS Rt, <reg> / VMSR <reg>, Rt (bit 20 set is VMRS); the table has an entry for each
/// register this CPU has (FPSID 0, FPSCR 1, MVFR1 6, MVFR0 7, FPEXC 8). UNPREDICTABLE and
/// kept as QEMU 7.2 runs them: VMRS with Rt = 15 of a register other than FPSCR sets N, Z,
/// C and V from its top bits as `VMRS APSR_nzcv, FPSCR` does, and VMSR <reg>, PC writes the
/// PC's value (DDI 0406C, VMRS/VMSR). For the engines, as QEMU 7.2 runs them: VMSR of
/// FPSID, MVFR0 or MVFR1 is ignored, VMSR FPEXC keeps only EN, and VMSR FPSCR ends the
/// translation block (LEN/STRIDE decide what UNDEFs).
pub(super) fn sys(w: u32) -> Insn {
    with(
        w,
        Vfp::Sys {
            to_core: bit(w, 20),
            rt: reg(w, 12),
            reg: bits(w, 19, 16) as u8,
        },
    )
}

// ---- loads and stores ------------------------------------------------------------

/// VLDR/VSTR Vd, [Rn, #+/-imm8*4]. Rn = 15 is the literal form (base Align(PC, 4)); for
/// VSTR, and in Thumb state, it is UNPREDICTABLE (DDI 0406C, VLDR/VSTR) and QEMU 7.2 uses
/// the same aligned PC, so the decoder keeps it.
pub(super) fn mem(w: u32) -> Insn {
    with(
        w,
        Vfp::Mem {
            load: bit(w, 20),
            vd: vd(w, sz(w)),
            rn: reg(w, 16),
            up: bit(w, 23),
            imm: bits(w, 7, 0) << 2,
        },
    )
}

/// VLDM/VSTM (and VPUSH/VPOP, FLDMX/FSTMX): P = 0 U = 1 is increment after, P = 1 U = 0
/// W = 1 decrement before; imm8 counts words. UNPREDICTABLE (DDI 0406C, VLDM/VSTM) and
/// UNDEFINED here as QEMU 7.2 chooses: an empty list, a list beyond S31/D31, more than 16
/// doubles, and writeback to PC. Rn = PC without writeback is kept (QEMU reads Align(PC, 4)
/// in both states). An odd imm8 with doubles is FLDMX/FSTMX: imm8 / 2 registers, and the
/// base moves by the whole imm8 words. As QEMU runs it, the first address is Rn (IA) or
/// Rn - 4 * words (DB), and writeback leaves Rn + 4 * words (IA) or Rn - 4 * words (DB),
/// for every form.
pub(super) fn block(w: u32) -> Insn {
    let double = sz(w);
    let words = bits(w, 7, 0);
    let count = if double { words >> 1 } else { words };
    let first = vd(w, double);
    let rn = reg(w, 16);
    let writeback = bit(w, 21);
    if count == 0 || first.n as u32 + count > 32 || (double && count > 16) {
        return undefined(w);
    }
    if rn == 15 && writeback {
        return undefined(w);
    }
    with(
        w,
        Vfp::Block {
            load: bit(w, 20),
            mode: if bit(w, 24) {
                BlockMode::Db
            } else {
                BlockMode::Ia
            },
            writeback,
            rn,
            vd: first,
            count: count as u8,
            words: words as u8,
        },
    )
}

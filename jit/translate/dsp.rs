//! The ARMv5TE DSP instructions translated natively: the signed 16-bit multiplies
//! (SMLA<x><y>, SMUL<x><y>, SMLAW<y>, SMULW<y>, SMLAL<x><y>) and the saturating
//! arithmetic (QADD, QSUB, QDADD, QDSUB), with the sticky Q flag set as the
//! interpreter's `mul::dsp` and `alu::saturate` do. N, Z, C and V are never touched.
//!
//! A PC destination is UNPREDICTABLE (ARM ARM, each instruction's notes): those forms
//! stay with the escape hatch and the interpreter's choice.

use arm::insn::{DspMul, QOp, Reg, PC};
use arm::state::psr;
use dynasmrt::{DynasmApi, DynasmLabelApi};

use super::mul::load;
use super::{asm, off, Ops};

/// Whether `emit_dsp_mul` handles this form.
pub fn dsp_mul_supported(d: &DspMul) -> bool {
    match *d {
        DspMul::Smla { rd, .. }
        | DspMul::Smul { rd, .. }
        | DspMul::Smlaw { rd, .. }
        | DspMul::Smulw { rd, .. } => rd != PC,
        DspMul::Smlal { rdlo, rdhi, .. } => rdlo != PC && rdhi != PC,
    }
}

/// Sign-extends the top (`top`) or bottom half of the register in `eax` (`dst` 0) or
/// `ecx` (1).
fn half(ops: &mut Ops, dst: u8, top: bool) {
    match (dst, top) {
        (0, true) => asm!(ops; sar eax, 16),
        (0, false) => asm!(ops; movsx eax, ax),
        (_, true) => asm!(ops; sar ecx, 16),
        (_, false) => asm!(ops; movsx ecx, cx),
    }
}

/// Sets the sticky Q flag.
fn set_q(ops: &mut Ops) {
    asm!(ops; or DWORD [state + off::CPSR_REST], psr::Q as i32);
}

/// Adds Rn to the product in `eax` and stores it to Rd; a signed overflow sets Q (the
/// sum wraps).
fn accumulate_q(ops: &mut Ops, rd: Reg, rn: Reg, pc: u32) {
    load(ops, 1, rn, pc);
    asm!(ops
        ; add eax, ecx
        ; jno >no_overflow
    );
    set_q(ops);
    asm!(ops
        ; no_overflow:
        ; mov DWORD [state + off::reg(rd)], eax
    );
}

/// `eax` = Rm * Rs.y >> 16 (bits 47:16 of the 48-bit product).
fn emit_mul_word(ops: &mut Ops, rm: Reg, rs: Reg, y_top: bool, pc: u32) {
    load(ops, 0, rm, pc);
    load(ops, 1, rs, pc);
    half(ops, 1, y_top);
    asm!(ops
        ; movsxd rax, eax
        ; movsxd rcx, ecx
        ; imul rax, rcx
        ; sar rax, 16
    );
}

/// `eax` = Rm.x * Rs.y (the product of two signed halves always fits).
fn emit_mul_halves(ops: &mut Ops, rm: Reg, rs: Reg, x_top: bool, y_top: bool, pc: u32) {
    load(ops, 0, rm, pc);
    load(ops, 1, rs, pc);
    half(ops, 0, x_top);
    half(ops, 1, y_top);
    asm!(ops; imul eax, ecx);
}

/// One DSP multiply; `pc` is the value an operand PC reads: the product in `eax`, then
/// where it goes.
pub fn emit_dsp_mul(ops: &mut Ops, d: &DspMul, pc: u32) {
    match *d {
        DspMul::Smlaw { y_top, rm, rs, .. } | DspMul::Smulw { y_top, rm, rs, .. } => {
            emit_mul_word(ops, rm, rs, y_top, pc)
        }
        DspMul::Smla {
            x_top,
            y_top,
            rm,
            rs,
            ..
        }
        | DspMul::Smul {
            x_top,
            y_top,
            rm,
            rs,
            ..
        }
        | DspMul::Smlal {
            x_top,
            y_top,
            rm,
            rs,
            ..
        } => emit_mul_halves(ops, rm, rs, x_top, y_top, pc),
    }
    match *d {
        DspMul::Smla { rd, rn, .. } | DspMul::Smlaw { rd, rn, .. } => accumulate_q(ops, rd, rn, pc),
        DspMul::Smul { rd, .. } | DspMul::Smulw { rd, .. } => {
            asm!(ops; mov DWORD [state + off::reg(rd)], eax)
        }
        DspMul::Smlal { rdlo, rdhi, .. } => {
            // RdHi:RdLo + the sign-extended product; RdHi is written last (it wins
            // when both name one register, as in the interpreter).
            load(ops, 1, rdhi, pc);
            load(ops, 2, rdlo, pc);
            asm!(ops
                ; movsxd rax, eax
                ; shl rcx, 32
                ; or rcx, rdx
                ; add rax, rcx
                ; mov DWORD [state + off::reg(rdlo)], eax
                ; shr rax, 32
                ; mov DWORD [state + off::reg(rdhi)], eax
            );
        }
    }
}

/// Whether `emit_saturate` handles this form.
pub fn saturate_supported(rd: Reg) -> bool {
    rd != PC
}

/// Loads into `edx` the value a signed overflow of an operation with first operand
/// `src` (0 = `eax`, 1 = `ecx`) saturates to: `i32::MAX` when it is non-negative,
/// `i32::MIN` otherwise.
fn saturated(ops: &mut Ops, src: u8) {
    if src == 0 {
        asm!(ops; mov edx, eax);
    } else {
        asm!(ops; mov edx, ecx);
    }
    asm!(ops
        ; sar edx, 31
        ; xor edx, 0x7fff_ffff
    );
}

/// QADD/QSUB/QDADD/QDSUB Rd, Rm, Rn: signed saturating Rm +/- Rn (doubled, with its
/// own saturation, for the D forms); any saturation sets Q.
pub fn emit_saturate(ops: &mut Ops, op: QOp, rd: Reg, rm: Reg, rn: Reg, pc: u32) {
    load(ops, 0, rm, pc);
    load(ops, 1, rn, pc);
    if matches!(op, QOp::Qdadd | QOp::Qdsub) {
        saturated(ops, 1);
        asm!(ops
            ; add ecx, ecx
            ; jno >doubled
            ; mov ecx, edx
        );
        set_q(ops);
        asm!(ops; doubled:);
    }
    // An overflow of m + n (same signs) or m - n (opposite signs) goes to m's side.
    saturated(ops, 0);
    if matches!(op, QOp::Qadd | QOp::Qdadd) {
        asm!(ops; add eax, ecx);
    } else {
        asm!(ops; sub eax, ecx);
    }
    asm!(ops
        ; jno >done
        ; mov eax, edx
    );
    set_q(ops);
    asm!(ops
        ; done:
        ; mov DWORD [state + off::reg(rd)], eax
    );
}

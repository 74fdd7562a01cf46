//! Conditional execution: a guest condition tested on the flags in `Core`, jumping to
//! a label when it fails. Flags are read a byte at a time (each is 0 or 1): the
//! instruction that set them wrote single bytes (`setcc`), and a wider load right after
//! a narrower store stalls store forwarding.

use super::Ops;
use arm::Cond;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::{asm, off};

/// Emits a test of `cond` that jumps to `fail` when the condition does not hold.
/// `Al` emits nothing. Clobbers `eax`, `ecx`.
pub fn emit_cond_fail_jump(ops: &mut Ops, cond: Cond, fail: DynamicLabel) {
    match cond {
        Cond::Al | Cond::Nv => {}
        Cond::Eq => asm!(ops; cmp BYTE [state + off::Z], 0; je =>fail),
        Cond::Ne => asm!(ops; cmp BYTE [state + off::Z], 0; jne =>fail),
        Cond::Cs => asm!(ops; cmp BYTE [state + off::C], 0; je =>fail),
        Cond::Cc => asm!(ops; cmp BYTE [state + off::C], 0; jne =>fail),
        Cond::Mi => asm!(ops; cmp BYTE [state + off::N], 0; je =>fail),
        Cond::Pl => asm!(ops; cmp BYTE [state + off::N], 0; jne =>fail),
        Cond::Vs => asm!(ops; cmp BYTE [state + off::V], 0; je =>fail),
        Cond::Vc => asm!(ops; cmp BYTE [state + off::V], 0; jne =>fail),
        // HI: C set and Z clear. Fails when C == 0 or Z != 0, i.e. (C & !Z) == 0.
        Cond::Hi => asm!(ops
            ; movzx eax, BYTE [state + off::Z]
            ; xor al, 1
            ; and al, BYTE [state + off::C]
            ; je =>fail
        ),
        Cond::Ls => asm!(ops
            ; movzx eax, BYTE [state + off::Z]
            ; xor al, 1
            ; and al, BYTE [state + off::C]
            ; jne =>fail
        ),
        Cond::Ge => asm!(ops
            ; movzx eax, BYTE [state + off::N]
            ; cmp al, BYTE [state + off::V]
            ; jne =>fail
        ),
        Cond::Lt => asm!(ops
            ; movzx eax, BYTE [state + off::N]
            ; cmp al, BYTE [state + off::V]
            ; je =>fail
        ),
        // GT: Z clear and N == V. Fails when (Z | (N ^ V)) != 0.
        Cond::Gt => asm!(ops
            ; movzx eax, BYTE [state + off::N]
            ; xor al, BYTE [state + off::V]
            ; or al, BYTE [state + off::Z]
            ; jne =>fail
        ),
        Cond::Le => asm!(ops
            ; movzx eax, BYTE [state + off::N]
            ; xor al, BYTE [state + off::V]
            ; or al, BYTE [state + off::Z]
            ; je =>fail
        ),
    }
}

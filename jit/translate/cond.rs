//! Conditional execution: a guest condition tested on the flags in `Core`, jumping to
//! a label when it fails.

use super::Ops;
use arm::Cond;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::{asm, off};

/// Emits a test of `cond` that jumps to `fail` when the condition does not hold.
/// `Al` emits nothing. Clobbers `eax`, `ecx`.
pub fn emit_cond_fail_jump(ops: &mut Ops, cond: Cond, fail: DynamicLabel) {
    match cond {
        Cond::Al | Cond::Nv => {}
        Cond::Eq => asm!(ops; cmp DWORD [state + off::Z], 0; je =>fail),
        Cond::Ne => asm!(ops; cmp DWORD [state + off::Z], 0; jne =>fail),
        Cond::Cs => asm!(ops; cmp DWORD [state + off::C], 0; je =>fail),
        Cond::Cc => asm!(ops; cmp DWORD [state + off::C], 0; jne =>fail),
        Cond::Mi => asm!(ops; cmp DWORD [state + off::N], 0; je =>fail),
        Cond::Pl => asm!(ops; cmp DWORD [state + off::N], 0; jne =>fail),
        Cond::Vs => asm!(ops; cmp DWORD [state + off::V], 0; je =>fail),
        Cond::Vc => asm!(ops; cmp DWORD [state + off::V], 0; jne =>fail),
        // HI: C set and Z clear. Fails when C == 0 or Z != 0, i.e. (C & !Z) == 0.
        Cond::Hi => asm!(ops
            ; mov eax, DWORD [state + off::Z]
            ; xor eax, 1
            ; and eax, DWORD [state + off::C]
            ; je =>fail
        ),
        Cond::Ls => asm!(ops
            ; mov eax, DWORD [state + off::Z]
            ; xor eax, 1
            ; and eax, DWORD [state + off::C]
            ; jne =>fail
        ),
        Cond::Ge => asm!(ops
            ; mov eax, DWORD [state + off::N]
            ; cmp eax, DWORD [state + off::V]
            ; jne =>fail
        ),
        Cond::Lt => asm!(ops
            ; mov eax, DWORD [state + off::N]
            ; cmp eax, DWORD [state + off::V]
            ; je =>fail
        ),
        // GT: Z clear and N == V. Fails when (Z | (N ^ V)) != 0.
        Cond::Gt => asm!(ops
            ; mov eax, DWORD [state + off::N]
            ; xor eax, DWORD [state + off::V]
            ; or eax, DWORD [state + off::Z]
            ; jne =>fail
        ),
        Cond::Le => asm!(ops
            ; mov eax, DWORD [state + off::N]
            ; xor eax, DWORD [state + off::V]
            ; or eax, DWORD [state + off::Z]
            ; je =>fail
        ),
    }
}

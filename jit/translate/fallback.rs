//! The escape hatch: an instruction the translator does not emit natively is executed
//! by the interpreter's own semantics through `helpers::interp_step`.

use arm::block::BlockInsn;
use dynasmrt::x64::Assembler;
use dynasmrt::{DynasmApi, DynasmLabelApi};

use super::{asm, Prologue};
use crate::helpers;

/// Emits a call that executes `bi` with the interpreter and charges its ticks; if the
/// instruction ended the block (branch, exception, WFI) the block exits.
pub fn emit_interp_step(ops: &mut Assembler, pro: &Prologue, bi: &BlockInsn, thumb: bool) {
    let exit = pro.exit;
    asm!(ops
        ; mov rdi, state
        ; mov rsi, QWORD bi as *const BlockInsn as i64
        ; mov edx, bi.addr as i32
        ; mov ecx, thumb as i32
        ; mov rax, QWORD helpers::interp_step as *const () as i64
        ; call rax
        ; test eax, eax
        ; jnz =>exit
    );
}

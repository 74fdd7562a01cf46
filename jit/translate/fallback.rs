//! The escape hatch: an instruction the translator does not emit natively is executed
//! by the interpreter's own semantics through `helpers::interp_step`.

use arm::block::BlockInsn;
use dynasmrt::{DynasmApi, DynasmLabelApi};

use super::{asm, Labels, Ops};
use crate::helpers;

/// Emits a call that executes `bi` with the interpreter and charges its ticks. The
/// helper returns 0 to go on, 1 when the instruction branched or raised an exception
/// (continue at r15 through the jump cache), or another exit code for the run loop.
pub fn emit_interp_step(ops: &mut Ops, l: &Labels, bi: &BlockInsn, thumb: bool, meta: u32) {
    let (chain, exit) = (l.chain, l.exit);
    asm!(ops
        ; mov rdi, state
        ; mov rsi, QWORD bi as *const BlockInsn as i64
        ; mov edx, bi.addr as i32
        ; mov ecx, thumb as i32
        ; mov r8d, meta as i32
        ; mov rax, QWORD helpers::interp_step as *const () as i64
        ; call rax
        ; test eax, eax
        ; jz >next
        ; cmp eax, 1
        ; je =>chain
        ; jmp =>exit
        ; next:
    );
}

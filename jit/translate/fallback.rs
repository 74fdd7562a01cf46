//! The escape hatch: an instruction the translator does not emit natively is executed
//! by the interpreter's own semantics through `helpers::interp_step`. Whole instructions
//! go there only for the rare system operations (CP15 other than the cache operations,
//! mode-changing MSR and exception returns, SWI, BKPT, Undefined, other coprocessors)
//! and for UNPREDICTABLE forms; native emitters also use it as the slow path of forms
//! they cannot finish inline (an LDM crossing a page, an MSR that changes mode).

use arm::block::BlockInsn;
use dynasmrt::{DynasmApi, DynasmLabelApi};

use super::{asm, Labels, Ops, Site};
use crate::abi::{STEP_CHAIN, STEP_NEXT};
use crate::helpers;

/// Emits a call that executes `bi` with the interpreter and charges its ticks. The
/// helper returns `STEP_NEXT` to go on, `STEP_CHAIN` when the instruction branched or
/// raised an exception (continue at r15 through the jump cache), or another exit code
/// for the run loop.
pub fn emit_interp_step(ops: &mut Ops, l: &Labels, bi: &BlockInsn, thumb: bool, meta: u32) {
    let (chain, exit) = (l.chain, l.exit);
    super::emit_sync_ticks(ops, true);
    asm!(ops
        ; mov rdi, state
        ; mov rsi, QWORD bi as *const BlockInsn as i64
        ; mov edx, bi.addr as i32
        ; mov ecx, thumb as i32
        ; mov r8d, meta as i32
        ; mov rax, QWORD helpers::interp_step as *const () as i64
        ; call rax
    );
    super::emit_sync_ticks(ops, false);
    asm!(ops
        ; cmp eax, STEP_NEXT as i32
        ; je >next
        ; cmp eax, STEP_CHAIN as i32
        ; je =>chain
        ; jmp =>exit
        ; next:
    );
}

/// Emits `bi` as a whole through the escape hatch (no native form), counted in
/// `Site::hatch_sites`. Pending ticks must have been flushed.
pub fn emit_hatch(ops: &mut Ops, l: &Labels, bi: &BlockInsn, site: &Site, meta: u32) {
    site.hatch_sites.set(site.hatch_sites.get() + 1);
    emit_interp_step(ops, l, bi, site.thumb, meta);
}

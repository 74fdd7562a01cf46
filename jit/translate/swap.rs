//! SWP/SWPB translated natively: Rd = [Rn], [Rn] = Rm, inline when the softmmu TLB maps
//! the page for reading and for writing to the same place and a word is aligned, through
//! `helpers::swap_slow` otherwise (alignment abort, MMIO, code pages, aborts).
//!
//! Any operand or destination PC is UNPREDICTABLE (ARM ARM, SWP/SWPB): those forms stay
//! with the escape hatch and the interpreter's choice.

use arm::insn::{Reg, PC};
use arm::mmu::AccessKind;
use dynasmrt::{DynasmApi, DynasmLabelApi};

use super::mem::{emit_slow_path, Aborted, Where};
use super::regcache::RegCache;
use super::tlb::{emit_tlb_lookup, tlb_for};
use super::{asm, off, Labels, Ops};
use crate::helpers;

/// Whether `emit_swap` handles this form.
pub fn supported(rd: Reg, rm: Reg, rn: Reg) -> bool {
    rd != PC && rm != PC && rn != PC
}

/// Emits SWP (SWPB with `byte`) Rd, Rm, [Rn] (condition and ticks handled by the caller,
/// as for `mem::emit_mem`). Rm is read before Rd is written, so Rd = Rm swaps the
/// register with memory.
pub fn emit_swap(
    ops: &mut Ops,
    l: &Labels,
    rc: &RegCache,
    byte: bool,
    (rd, rm, rn): (Reg, Reg, Reg),
    at: &Where,
) {
    let (slow, done) = (ops.new_dynamic_label(), ops.new_dynamic_label());
    asm!(ops
        ; mov r13d, DWORD [state + off::reg(rn)]
        ; mov r8d, DWORD [state + off::reg(rm)]
    );
    if !byte {
        asm!(ops
            ; test r13d, 3
            ; jnz =>slow
        );
    }
    // Both entries must hit, on the same host page: the interpreter reads through the
    // read TLB and writes through the write TLB, which can disagree once the guest
    // has changed its page tables without invalidating the TLB (and a read that
    // missed would fill an entry the interpreter's walk fills too).
    emit_tlb_lookup(ops, tlb_for(at.user, AccessKind::Read), slow);
    asm!(ops; mov rcx, rax);
    emit_tlb_lookup(ops, tlb_for(at.user, AccessKind::Write), slow);
    asm!(ops
        ; cmp rax, rcx
        ; jne =>slow
        ; mov ecx, r13d
    );
    if byte {
        asm!(ops
            ; movzx edx, BYTE [rax + rcx]
            ; mov BYTE [rax + rcx], r8b
        );
    } else {
        asm!(ops
            ; mov edx, DWORD [rax + rcx]
            ; mov DWORD [rax + rcx], r8d
        );
    }
    asm!(ops; mov eax, edx);
    let helper = (helpers::swap_slow as *const (), Aborted::Bit32);
    let (insn_addr, meta) = (at.insn_addr, at.meta_taken());
    emit_slow_path(ops, l, rc, at, (slow, done), helper, move |ops| {
        asm!(ops
            ; mov esi, r13d
            ; mov edx, i32::from(byte)
            ; mov ecx, r8d
            ; mov r8d, insn_addr as i32
            ; mov r9d, meta as i32
        )
    });
    asm!(ops; mov DWORD [state + off::reg(rd)], eax);
}

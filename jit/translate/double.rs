//! LDRD/STRD translated natively: the address computed as for the single loads and
//! stores (`mem::emit_address`), the two words accessed inline when the address is
//! word-aligned, both words lie in one page and the softmmu TLB maps it, and
//! `helpers::mem_double` otherwise (alignment abort, MMIO, code pages, aborts).
//!
//! An odd Rd is Undefined (the escape hatch raises it); Rd = r14, where the pair would
//! end in the PC, is UNPREDICTABLE (ARM ARM, LDRD/STRD), as is writeback to a PC base
//! (addressing mode 3): those stay with the escape hatch and the interpreter's choices.

use arm::insn::{AddrMode, DualTransfer, Offset, Reg, LR, PC};
use arm::mmu::AccessKind;
use dynasmrt::{DynasmApi, DynasmLabelApi};

use super::mem::{emit_address, emit_slow_path, writeback, Aborted, Access, Where};
use super::regcache::RegCache;
use super::tlb::{emit_tlb_lookup, tlb_for};
use super::{asm, off, Labels, Ops};
use crate::abi;
use crate::helpers;

/// Whether `emit_double` handles this form.
pub fn supported(rd: Reg, rn: Reg, mode: &AddrMode) -> bool {
    rd & 1 == 0 && rd != LR && (!writeback(mode) || rn != PC)
}

/// Emits LDRD (`a.load`) or STRD Rd, Rd+1 (condition and ticks handled by the caller, as
/// for `mem::emit_mem`). Rd and Rd+1 are written before the base (the address wins when
/// they overlap, as in the interpreter).
pub fn emit_double(ops: &mut Ops, l: &Labels, rc: &mut RegCache, a: &Access, at: &Where) {
    emit_pair(ops, l, rc, a, a.rd + 1, at);
}

/// Whether `emit_dual` handles this Thumb-2 LDRD/STRD: r15 as Rt or Rt2 and writeback
/// to a PC base are UNPREDICTABLE (Arm ARM A8.8.72/A8.8.210): the escape hatch keeps
/// the interpreter's choices (a load of r15 branches; no writeback to the PC).
pub fn dual_supported(d: &DualTransfer) -> bool {
    d.rt != PC && d.rt2 != PC && (!writeback(&d.mode) || d.rn != PC)
}

/// Thumb-2 LDRD/STRD Rt, Rt2 (`arm::interp::thumb2::dual`): as `emit_double` with two
/// free registers (the literal form's base is Align(PC, 4), as `emit_address` reads a
/// PC base).
pub fn emit_dual(ops: &mut Ops, l: &Labels, rc: &mut RegCache, d: &DualTransfer, at: &Where) {
    let a = Access {
        load: d.load,
        size: arm::insn::MemSize::Double,
        rd: d.rt,
        rn: d.rn,
        offset: Offset::Imm(d.imm),
        mode: d.mode,
        t_variant: false,
    };
    emit_pair(ops, l, rc, &a, d.rt2, at);
}

/// LDRD/STRD of `a.rd` and `rt2`.
fn emit_pair(ops: &mut Ops, l: &Labels, rc: &mut RegCache, a: &Access, rt2: Reg, at: &Where) {
    let Access {
        load,
        rd,
        rn,
        ref offset,
        ref mode,
        ..
    } = *a;
    let (slow, done) = (ops.new_dynamic_label(), ops.new_dynamic_label());
    emit_address(ops, rc, rn, offset, mode, at.pc_read);
    let kind = if load {
        AccessKind::Read
    } else {
        AccessKind::Write
    };
    asm!(ops
        ; test r13d, 3
        ; jnz =>slow
        ; mov ecx, r13d
        ; and ecx, 0xfff
        ; cmp ecx, 0x1000 - 8
        ; ja =>slow
    );
    emit_tlb_lookup(ops, tlb_for(at.user, kind), slow);
    asm!(ops
        ; mov ecx, r13d
        ; add rax, rcx
    );
    if load {
        asm!(ops
            ; mov ecx, DWORD [rax]
            ; mov edx, DWORD [rax + 4]
            ; mov DWORD [state + off::reg(rd)], ecx
            ; mov DWORD [state + off::reg(rt2)], edx
        );
    } else {
        asm!(ops
            ; mov ecx, DWORD [state + off::reg(rd)]
            ; mov DWORD [rax], ecx
            ; mov ecx, DWORD [state + off::reg(rt2)]
            ; mov DWORD [rax + 4], ecx
        );
    }
    let op = (u32::from(load) * abi::DOUBLE_LOAD) | (u32::from(rd) << 4) | (u32::from(rt2) << 8);
    let helper = (helpers::mem_double as *const (), Aborted::NonZero);
    let (insn_addr, meta) = (at.insn_addr, at.meta_taken());
    emit_slow_path(ops, l, rc, at, (slow, done), helper, move |ops| {
        asm!(ops
            ; mov esi, r13d
            ; mov edx, op as i32
            ; mov ecx, insn_addr as i32
            ; mov r8d, meta as i32
        )
    });
    if writeback(mode) {
        asm!(ops; mov DWORD [state + off::reg(rn)], r12d);
    }
}

//! Thumb-2's table branches (TBB [Rn, Rm] / TBH [Rn, Rm, LSL #1]) translated natively:
//! the entry loaded through the inline TLB probe (`helpers::mem_slow` on a miss, an odd
//! TBH address, MMIO or a code page, with the interpreter's rules), then r15 = the PC
//! read value + twice the entry and on to a predicted exit, as after a BX. Before
//! this, every one ran through the escape hatch (1.9 million in an armhf `bench=perl`
//! boot, perl's opcode dispatch).

use arm::insn::{TableBranch, PC};
use arm::mmu::AccessKind;
use dynasmrt::DynasmApi;

use super::mem::{emit_slow_path, Aborted, Where};
use super::regcache::RegCache;
use super::tlb::{emit_tlb_probe, tlb_for, ProbeAddr};
use super::{asm, off, Labels, Ops};
use crate::abi::MemOp;
use crate::helpers;

/// Emits the table branch `t` up to r15's write, the target left in `eax` (condition,
/// ticks and the continuation, a predicted exit, handled by the caller). Rn and Rm are read as the interpreter reads them
/// (a PC operand reads `pc_read`); no guest register but r15 is written. On an abort the
/// slow path has entered the data abort and the code continues at `chain`.
pub fn emit_table_branch(
    ops: &mut Ops,
    l: &Labels,
    rc: &mut RegCache,
    t: &TableBranch,
    at: &Where,
) {
    let pc_read = at.pc_read;
    // Rm into edx first: `operand` may hand back Rn's cache register, which stays as
    // it is up to the address's `lea`.
    rc.load(ops, 2, t.rm, pc_read);
    let n = if t.rn == PC {
        asm!(ops; mov r13d, pc_read as i32);
        13
    } else {
        rc.operand(ops, t.rn, 13)
    };
    if t.half {
        asm!(ops; lea r13d, [Rq(n) + rdx * 2]);
    } else {
        asm!(ops; lea r13d, [Rq(n) + rdx]);
    }
    let (slow, done) = (ops.new_dynamic_label(), ops.new_dynamic_label());
    // An odd TBH address misses (the slow path reads the two bytes, as the interpreter).
    let align = u32::from(t.half);
    emit_tlb_probe(
        ops,
        ProbeAddr::Reg(13),
        tlb_for(at.user, AccessKind::Read),
        align,
        slow,
    );
    let op = if t.half {
        asm!(ops; movzx eax, WORD [rax + r13]);
        MemOp::LoadU16
    } else {
        asm!(ops; movzx eax, BYTE [rax + r13]);
        MemOp::LoadU8
    };
    let helper = (helpers::mem_slow as *const (), Aborted::Bit32);
    let (insn_addr, meta) = (at.insn_addr, at.meta_taken());
    emit_slow_path(ops, l, rc, at, (slow, done), helper, move |ops| {
        asm!(ops
            ; mov esi, r13d
            ; mov edx, op as i32
            ; xor ecx, ecx
            ; mov r8d, insn_addr as i32
            ; mov r9d, meta as i32
        )
    });
    // The entry is at most 0xffff: the target is PC + 2 * entry in 32 bits.
    asm!(ops
        ; lea eax, [rax * 2 + pc_read as i32]
        ; mov DWORD [state + off::reg(PC)], eax
    );
}

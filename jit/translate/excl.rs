//! LDREX/STREX in their byte, halfword and word forms translated natively, with the
//! local exclusive monitor kept in `Core` as the interpreter keeps it
//! (`arm::interp::excl`, QEMU 7.2's model): LDREX records the address and the value it
//! read; STREX to another address (or with the monitor open) fails without an access;
//! STREX to the monitored address reads memory, stores when memory holds the recorded
//! value cut to the STREX's size, and reports success when memory holds the whole
//! recorded value; either way the monitor is open again.
//!
//! Inline only where the softmmu TLB maps the address (aligned to the access size) for
//! reading and, for STREX, for writing to the same host page (the interpreter reads,
//! then writes; see `swap`); everything else (a miss, an unaligned address, MMIO, a page
//! holding code, an abort) goes to the escape hatch before anything is written. The
//! doubleword forms and the UNPREDICTABLE r15 operands stay with the escape hatch.

use arm::insn::{ExclSize, Exclusive, PC};
use arm::mmu::AccessKind;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::tlb::{emit_tlb_probe, tlb_for, ProbeAddr};
use super::{asm, off, Ops};

/// Whether `emit_exclusive` handles this form.
pub fn supported(e: &Exclusive) -> bool {
    e.size != ExclSize::Double && e.rn != PC && e.rt != PC && (e.load || e.rd != PC)
}

/// The access's width in bytes.
fn bytes(size: ExclSize) -> u32 {
    match size {
        ExclSize::Byte => 1,
        ExclSize::Half => 2,
        _ => 4,
    }
}

/// Probes the TLB of `kind` for the address in `r13d`, aligned to `n` bytes; on a hit
/// `rax` holds the host addend, else the code goes to `slow`.
fn emit_probe(ops: &mut Ops, user: bool, kind: AccessKind, n: u32, slow: DynamicLabel) {
    emit_tlb_probe(ops, ProbeAddr::Reg(13), tlb_for(user, kind), n - 1, slow);
}

/// Loads the `n`-byte value at host `rax + r13` zero-extended into `rdx`.
fn emit_load(ops: &mut Ops, n: u32) {
    match n {
        1 => asm!(ops; movzx edx, BYTE [rax + r13]),
        2 => asm!(ops; movzx edx, WORD [rax + r13]),
        _ => asm!(ops; mov edx, DWORD [rax + r13]),
    }
}

/// Emits LDREX{B,H} or STREX{B,H} (condition and ticks handled by the caller, which
/// runs the instruction through the escape hatch at `slow`). `user`: the block runs in
/// User mode (the access's privilege). Clobbers `rax`, `rcx`, `rdx`, `r8`, `r12`, `r13`.
pub fn emit_exclusive(ops: &mut Ops, e: &Exclusive, user: bool, slow: DynamicLabel) {
    let n = bytes(e.size);
    asm!(ops
        ; mov r13d, DWORD [state + off::reg(e.rn)]
        ; add r13d, e.imm as i32
    );
    if e.load {
        emit_probe(ops, user, AccessKind::Read, n, slow);
        emit_load(ops, n);
        asm!(ops
            ; mov DWORD [state + off::MONITOR_TAG], 1
            ; mov DWORD [state + off::MONITOR_ADDR], r13d
            ; mov QWORD [state + off::MONITOR_VALUE], rdx
            ; mov DWORD [state + off::reg(e.rt)], edx
        );
        return;
    }
    let cut: u32 = match n {
        1 => 0xff,
        2 => 0xffff,
        _ => 0xffff_ffff,
    };
    asm!(ops
        ; cmp DWORD [state + off::MONITOR_TAG], 1
        ; jne >failed
        ; cmp DWORD [state + off::MONITOR_ADDR], r13d
        ; jne >failed
    );
    // Both entries must hit, on the same host page (see `swap`).
    emit_probe(ops, user, AccessKind::Read, n, slow);
    asm!(ops; mov rcx, rax);
    emit_probe(ops, user, AccessKind::Write, n, slow);
    asm!(ops
        ; cmp rax, rcx
        ; jne =>slow
    );
    emit_load(ops, n);
    // `cut` as a 32-bit move zero-extends into r12.
    asm!(ops
        ; mov r8, QWORD [state + off::MONITOR_VALUE]
        ; mov r12d, cut as i32
        ; and r12, r8
        ; cmp rdx, r12
        ; jne >kept
        ; mov ecx, DWORD [state + off::reg(e.rt)]
    );
    match n {
        1 => asm!(ops; mov BYTE [rax + r13], cl),
        2 => asm!(ops; mov WORD [rax + r13], cx),
        _ => asm!(ops; mov DWORD [rax + r13], ecx),
    }
    asm!(ops
        ; kept:
        ; xor ecx, ecx
        ; cmp rdx, r8
        ; setne cl
        ; jmp >status
        ; failed:
        ; mov ecx, 1
        ; status:
        ; mov DWORD [state + off::MONITOR_TAG], 0
        ; mov DWORD [state + off::reg(e.rd)], ecx
    );
}

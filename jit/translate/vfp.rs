//! VFP instructions in generated code: natively where `vfp_native` has a form of the
//! instruction and its operands allow, else (and as that path's slow path) a direct
//! call into the interpreter's VFP semantics past its access checks
//! (`helpers::vfp_exec`, which calls the `vfp` crate's softfloat), with the checks (VFP
//! present, CPACR, FPEXC.EN, no short vectors) made once per block, before its first
//! VFP instruction (`emit_gate`).
//!
//! Nothing inside a block changes what the checks read (VMSR and CP15 writes end their
//! block), so one test stands for all of the block's VFP instructions. When it fails,
//! the rest of the block, from the instruction that made the test, runs through the
//! escape hatch (`emit_gate_failed`), where the interpreter makes the checks per
//! instruction and raises Undefined where it does.

use arm::block::Block;
use arm::insn::{Reg, Vfp, PC};
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::regcache::{emit_reload, RegCache};
use super::{asm, fallback, off, vfp_native, InsnTrace, Labels, Ops, Site};
use crate::helpers;
use arm::block::BlockInsn;

/// VMRS/VMSR's number of FPSCR.
const REG_FPSCR: u8 = 1;

/// Whether `v` is emitted through `helpers::vfp_exec`: all but the system registers
/// other than FPSCR (FPEXC changes what the block's test read; FPSID and the MVFRs
/// are privileged), the moves that write r15 (UNPREDICTABLE; they end their block as
/// a branch) and a VLDM/VSTM writing back to a PC base (UNPREDICTABLE).
pub fn supported(v: &Vfp, big_endian: bool) -> bool {
    match *v {
        Vfp::Sys { reg, .. } => reg == REG_FPSCR,
        Vfp::MovCore2 {
            to_core: true,
            rt,
            rt2,
            ..
        } => rt != PC && rt2 != PC,
        Vfp::MovScalar {
            to_core: true, rt, ..
        } => rt != PC,
        Vfp::Block { writeback, rn, .. } => !(big_endian || writeback && rn == PC),
        Vfp::Mem { .. } => !big_endian,
        _ => true,
    }
}

/// Whether `v` accesses memory (it may abort, and a device may see the time).
pub fn touches_memory(v: &Vfp) -> bool {
    matches!(v, Vfp::Mem { .. } | Vfp::Block { .. })
}

/// Before the block's first VFP instruction (index `index`): the pending ticks added,
/// the checks made (inline, `emit_gate_inline`, or by `helpers::vfp_gate`), and a jump to the block's gate-failed path when it says
/// the checks do not all pass; returns true (the host flags are clobbered). Later VFP
/// instructions of the block emit nothing here (false).
pub fn emit_gate(
    ops: &mut Ops,
    rc: &RegCache,
    site: &Site,
    index: u32,
    pending: &mut super::insn::Pending,
) -> bool {
    if site.vfp_gate.get().is_some() {
        return false;
    }
    let failed = ops.new_dynamic_label();
    // The gate-failed path runs the rest through the escape hatch: the time is exact.
    pending.flush(ops, 0);
    if site.vfp {
        emit_gate_inline(ops, site.user, failed);
    } else {
        asm!(ops
            ; mov rdi, state
            ; mov rax, QWORD helpers::vfp_gate as *const () as i64
            ; call rax
        );
        emit_reload(ops, &rc.caller_saved());
        asm!(ops
            ; test eax, eax
            ; jz =>failed
        );
    }
    site.vfp_gate.set(Some((failed, index)));
    true
}

/// `interp::vfp_allowed` inline, for a CPU with VFP and code of the privilege `user`
/// says: CPACR's cp10 field grants the access (0b11, or 0b01 when privileged), FPEXC.EN
/// is set and FPSCR.LEN and STRIDE are zero (no short vectors); otherwise a jump to
/// `failed`. Clobbers `rax` and the host flags.
fn emit_gate_inline(ops: &mut Ops, user: bool, failed: DynamicLabel) {
    asm!(ops
        ; mov rax, QWORD [state + off::V7]
        ; test rax, rax
        ; jz =>failed
        ; mov eax, DWORD [rax + off::cp15_v7::CPACR]
        ; shr eax, 20
        ; and eax, 3
    );
    if user {
        asm!(ops; cmp eax, 3; jne =>failed);
    } else {
        // 0b01 or 0b11 (0b10 is reserved: no access, as the interpreter has it).
        asm!(ops; test eax, 1; jz =>failed);
    }
    asm!(ops
        ; test DWORD [state + off::FPEXC], FPEXC_EN as i32
        ; jz =>failed
        ; test DWORD [state + off::FPSCR], FPSCR_VECTOR as i32
        ; jnz =>failed
    );
}

/// FPEXC.EN and FPSCR's LEN and STRIDE fields (`arm::interp::vfp`).
const FPEXC_EN: u32 = 1 << 30;
const FPSCR_VECTOR: u32 = 0x0037_0000;

/// The call of one VFP instruction (after its condition test): for one that accesses
/// memory the ticks synchronised around it (the pending ticks were added by the
/// caller) and an exception continuing at `chain`; then the cached registers reloaded
/// (it may have written core registers). `meta` is `Where::meta_taken`.
pub fn emit_exec(ops: &mut Ops, l: &Labels, rc: &RegCache, bi: &BlockInsn, meta: u32) {
    emit_call(ops, l.chain, &rc.all(), Call::of(bi), meta);
}

/// The helper call's instruction: its address (generated code passes it) and whether
/// it accesses memory.
#[derive(Clone, Copy)]
struct Call {
    bi: usize,
    memory: bool,
}

impl Call {
    fn of(bi: &BlockInsn) -> Call {
        Call {
            bi: bi as *const BlockInsn as usize,
            memory: matches!(bi.insn.op, arm::insn::Op::Vfp(ref v) if touches_memory(v)),
        }
    }
}

/// `emit_exec` with what it needs in parts: `reload` is the register cache's `all`.
fn emit_call(ops: &mut Ops, chain: DynamicLabel, reload: &[(u8, Reg)], call: Call, meta: u32) {
    let memory = call.memory;
    if memory {
        super::emit_sync_ticks(ops, true);
    }
    asm!(ops
        ; mov rdi, state
        ; mov rsi, QWORD call.bi as i64
        ; mov edx, meta as i32
        ; mov rax, QWORD helpers::vfp_exec as *const () as i64
        ; call rax
    );
    if memory {
        super::emit_sync_ticks(ops, false);
        asm!(ops
            ; test eax, eax
            ; jnz =>chain
        );
    }
    emit_reload(ops, reload);
}

/// One VFP instruction after its condition test: natively where `vfp_native` has a
/// form of it, with the call of `emit_exec` as its slow path out of line; otherwise
/// the call alone.
pub fn emit_insn(
    ops: &mut Ops,
    l: &Labels,
    rc: &mut RegCache,
    bi: &BlockInsn,
    (pc_read, user): (u32, bool),
    meta: u32,
) {
    let arm::insn::Op::Vfp(ref v) = bi.insn.op else {
        unreachable!("vfp::emit_insn of a non-VFP instruction")
    };
    if !vfp_native::supported(v) {
        emit_exec(ops, l, rc, bi, meta);
        return;
    }
    let (slow, done) = (ops.new_dynamic_label(), ops.new_dynamic_label());
    vfp_native::emit(ops, rc, v, (pc_read, user), slow);
    asm!(ops; =>done);
    // What the native path leaves cached, reloaded after the call (which may have
    // written core registers in `Core`).
    let reload = rc.all();
    let chain = l.chain;
    let call = Call::of(bi);
    l.cold.defer(move |ops| {
        asm!(ops; =>slow);
        emit_call(ops, chain, &reload, call, meta);
        asm!(ops; jmp =>done);
    });
}

/// The block's gate-failed path, if it made the test: from the instruction that made
/// it to the last, each through the escape hatch, then on at the next instruction
/// through `chain`.
pub fn emit_gate_failed(ops: &mut Ops, l: &Labels, site: &Site, block: &Block, recording: bool) {
    let Some((failed, first)) = site.vfp_gate.get() else {
        return;
    };
    asm!(ops; =>failed);
    let bits: Vec<Option<u32>> = block.time_bit_per_insn().collect();
    for (j, bi) in block.insns.iter().enumerate().skip(first as usize) {
        let tr = InsnTrace {
            index: j as u32,
            cond_bit: bits[j].filter(|_| recording),
            wide: block.wide_time,
            recording,
        };
        fallback::emit_interp_step(ops, l, bi, site.thumb, tr.meta());
    }
    let next = block.next_pc();
    let chain = l.chain;
    asm!(ops
        ; mov DWORD [state + off::reg(PC)], next as i32
        ; jmp =>chain
    );
}

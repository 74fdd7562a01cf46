//! Single loads and stores (LDR/STR/LDRB/STRB/LDRH/STRH/LDRSB/LDRSH, the T variants,
//! loads to the PC, every offset shift) translated natively: the address computed inline, the softmmu TLB looked up inline (index,
//! tag compare, the host offset added; the domain's DACR bits only for LDRT/STRT in a
//! privileged mode), and a call to
//! `helpers::mem_slow` on a miss, an unaligned address, MMIO or a page holding code:
//! with the code cache's stubs through the one shared slow path (`chain::Stubs::mem`,
//! `helpers::mem_slow_shared`), told what it needs by 16 bytes at the call site
//! (`abi::MemSite`); without them through out-of-line code of its own
//! (`emit_slow_path`, which LDRD/STRD, SWP, TBB/TBH and LDM/STM keep using).
//!
//! Callee-saved registers hold what must survive the slow-path call: `r12d` the
//! written-back address, `r13d` the access address; `r8d` holds the value to store up
//! to the call (it is the helper's argument; the TLB probe leaves it alone).

use arm::insn::{AddrMode, MemSize, Offset, Reg, ShiftKind, PC};
use arm::mmu::AccessKind;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::regcache::{emit_reload, emit_stores, Cached, Operands, RegCache, Short};
use super::tlb::{emit_tlb_probe, tlb_for, tlb_offset, ProbeAddr, ProbeTlb};
use super::{asm, off, Labels, Ops};
use crate::abi::{MemOp, MemSite, MEM_ABORTED_BIT, MEM_SITE_AT};
use crate::helpers;

/// Whether `emit_mem` handles this form (otherwise the escape hatch runs it): all but
/// LDRD/STRD (`double`) and writeback to a PC base, which is UNPREDICTABLE (ARM ARM,
/// addressing modes 2 and 3): the escape hatch keeps the interpreter's choice.
pub fn supported(size: MemSize, rn: Reg, mode: &AddrMode) -> bool {
    size != MemSize::Double && (!writeback(mode) || rn != PC)
}

/// The guest registers a single load or store reads (for `RegCache::prepare`).
pub fn operands(load: bool, rd: Reg, rn: Reg, offset: &Offset) -> Operands {
    let mut regs = Operands::from([rn]);
    if let Offset::Reg { rm, .. } = *offset {
        regs.push(rm);
    }
    if !load {
        regs.push(rd);
    }
    regs
}

/// Whether the addressing mode writes the address back to Rn.
pub(super) fn writeback(mode: &AddrMode) -> bool {
    !mode.pre || mode.writeback
}

/// Computes the addresses of a single load or store: the offset address into `r12d`
/// when it is written back (else `r12d` is left alone), the accessed address into
/// `r13d`. The base is read in place from its host register when cached. A PC base
/// reads word-aligned; a register offset is shifted as `arm::shift::shift_imm` does (RRX
/// reads C). Clobbers `eax`, `ecx`, `edx`.
pub(super) fn emit_address(
    ops: &mut Ops,
    rc: &mut RegCache,
    rn: Reg,
    offset: &Offset,
    mode: &AddrMode,
    pc_read: u32,
) {
    let at = emit_address_in(ops, rc, rn, offset, mode, pc_read);
    if at != 13 {
        asm!(ops; mov r13d, Rd(at));
    }
}

/// `emit_address`, but where the accessed address is the base itself (post-indexed, or
/// no offset) and the base is in a cache register, that register is returned instead of
/// copying it to `r13d`; otherwise 13. The register is left alone up to the access and
/// its slow path's call (neither the TLB probe nor the value to store touch it; the slow
/// path reads it before it sets its own arguments' registers).
pub(super) fn emit_address_in(
    ops: &mut Ops,
    rc: &mut RegCache,
    rn: Reg,
    offset: &Offset,
    mode: &AddrMode,
    pc_read: u32,
) -> u8 {
    // The base's host register (its upper half is zero: every write of it is 32-bit).
    let in_place = |base: u8| base != 0;
    let base = if rn == PC {
        asm!(ops; mov eax, (pc_read & !3) as i32);
        0
    } else {
        rc.operand(ops, rn, 0)
    };
    let wb = writeback(mode);
    match *offset {
        Offset::Imm(v) => {
            let v = if mode.up { v } else { v.wrapping_neg() } as i32;
            if mode.pre && !wb {
                if v == 0 && in_place(base) {
                    return base;
                }
                asm!(ops; lea r13d, [Rq(base) + v]);
                return 13;
            }
            asm!(ops; lea r12d, [Rq(base) + v]);
        }
        Offset::Reg { rm, kind, amount } => {
            rc.load(ops, 2, rm, pc_read);
            let n = amount as i8;
            match (kind, amount) {
                (ShiftKind::Lsl, 0) => {}
                (ShiftKind::Lsl, _) => asm!(ops; shl edx, n),
                // LSR #32.
                (ShiftKind::Lsr, 0) => asm!(ops; xor edx, edx),
                (ShiftKind::Lsr, _) => asm!(ops; shr edx, n),
                // ASR #32.
                (ShiftKind::Asr, 0) => asm!(ops; sar edx, 31),
                (ShiftKind::Asr, _) => asm!(ops; sar edx, n),
                // RRX: C into bit 31.
                (ShiftKind::Ror, 0) => asm!(ops
                    ; movzx ecx, BYTE [state + off::C]
                    ; shr ecx, 1
                    ; rcr edx, 1
                ),
                (ShiftKind::Ror, _) => asm!(ops; ror edx, n),
            }
            if mode.up {
                asm!(ops; lea r12d, [Rq(base) + rdx]);
            } else {
                asm!(ops
                    ; mov r12d, Rd(base)
                    ; sub r12d, edx
                );
            }
        }
    }
    if mode.pre {
        asm!(ops; mov r13d, r12d);
    } else if in_place(base) {
        return base;
    } else {
        asm!(ops; mov r13d, Rd(base));
    }
    13
}

/// A single load or store, as decoded.
#[derive(Clone, Copy, Debug)]
pub struct Access {
    pub load: bool,
    pub size: MemSize,
    pub rd: Reg,
    pub rn: Reg,
    pub offset: Offset,
    pub mode: AddrMode,
    /// LDRT/STRT: the access is made with User permissions.
    pub t_variant: bool,
}

impl Where {
    /// `meta` with the instruction's cost in bits 24-31, as the slow-path helpers take it.
    pub fn meta_taken(&self) -> u32 {
        self.meta | (self.taken as u32) << crate::abi::META_COST_SHIFT
    }
}

/// Where the access is translated.
#[derive(Clone, Copy, Debug)]
pub struct Where {
    /// The value an operand PC reads.
    pub pc_read: u32,
    pub insn_addr: u32,
    /// The block runs in User mode.
    pub user: bool,
    /// The instruction's cost, charged by the slow path on an abort.
    pub taken: i32,
    /// `InsnTrace::meta`.
    pub meta: u32,
    /// Ticks of earlier instructions not yet in `Core::ticks` (`insn::Pending`): the
    /// slow path adds them for the call and takes them back when the access completes.
    pub pending: i32,
}

/// How a slow-path helper reports that the access aborted (the data abort entered: the
/// code continues at `chain`).
#[derive(Clone, Copy)]
pub(super) enum Aborted {
    /// Bit 32 of `rax` (the low half holds the loaded value).
    Bit32,
    /// A non-zero `eax`.
    NonZero,
}

/// Ends the inline path of an access (it goes on at `done`, bound here) and queues its
/// slow path at `slow` for the end of the block (`Labels::cold`): the pending ticks added
/// and the dirty registers of the register cache `rc` stored (a fault or a device sees
/// `Core` exact) for the call of `helper` (the arguments set by `args`, which must not
/// write `rdi` and must read a cache register before writing it, then the state pointer
/// in `rdi`), the ticks taken back when the access completes, then the caller-saved
/// registers of `rc` reloaded, and back to `done`; an abort continues at `chain`.
pub(super) fn emit_slow_path(
    ops: &mut Ops,
    l: &Labels,
    rc: &RegCache,
    at: &Where,
    labels: (DynamicLabel, DynamicLabel),
    helper: (*const (), Aborted),
    args: impl FnOnce(&mut Ops) + 'static,
) {
    let regs = (rc.dirty(), rc.caller_saved());
    emit_slow_path_reloading(ops, l, regs, at, labels, helper, args);
}

/// `emit_slow_path` that stores the dirty registers `flush` and reloads the cached
/// registers `reload` (a helper that writes guest registers in `Core` needs all of
/// them: `RegCache::all`).
pub(super) fn emit_slow_path_reloading(
    ops: &mut Ops,
    l: &Labels,
    (flush, reload): (Cached, Cached),
    at: &Where,
    (slow, done): (DynamicLabel, DynamicLabel),
    (helper, aborted): (*const (), Aborted),
    args: impl FnOnce(&mut Ops) + 'static,
) {
    let (chain, pending) = (l.chain, at.pending);
    l.cold.defer(move |ops| {
        asm!(ops; =>slow);
        if pending != 0 {
            asm!(ops; add ticks, pending);
        }
        super::emit_sync_ticks(ops, true);
        // Before the arguments, which may write cache registers.
        emit_stores(ops, &flush);
        // The arguments first: they may read a cache register, rdi among them.
        args(ops);
        asm!(ops
            ; mov rdi, state
            ; mov rax, QWORD helper as i64
            ; call rax
        );
        // Before the abort test: an abort leaves with the ticks the helper charged.
        super::emit_sync_ticks(ops, false);
        match aborted {
            Aborted::Bit32 => asm!(ops; bt rax, MEM_ABORTED_BIT as i8; jc =>chain),
            Aborted::NonZero => asm!(ops; test eax, eax; jnz =>chain),
        }
        if pending != 0 {
            asm!(ops; sub ticks, pending);
        }
        emit_reload(ops, &reload);
        asm!(ops; jmp =>done);
    });
    asm!(ops; =>done);
}

/// Ends the inline path of a single load or store (it goes on at `done`, bound here)
/// and queues its slow path at `slow` for the end of the block: a call of the shared
/// stub `stub` (`Stubs::mem`), the jump back to `done` it returns to, and the access's
/// `site` after that (data the stub reads, never run). The stub does what
/// `emit_slow_path` emits per access (the dirty registers stored, the pending ticks
/// added for the call, the caller-saved cache registers restored, an abort continued at
/// the vector); the site is 26 bytes where that code was about 115.
fn emit_shared_slow_path(
    ops: &mut Ops,
    l: &Labels,
    stub: usize,
    site: MemSite,
    (slow, done): (DynamicLabel, DynamicLabel),
    dest: Option<u8>,
) {
    l.cold.defer_mem_site(ColdSite {
        slow,
        done,
        base: l.base,
        stub,
        site,
        dest,
    });
    asm!(ops; =>done);
}

/// A single access's out-of-line code as data (`Cold::defer_mem_site`), what
/// `emit_mem_site` emits at the end of the block.
pub(super) struct ColdSite {
    /// Bound at the call, which the inline path jumps to.
    slow: DynamicLabel,
    /// The inline path's continuation.
    done: DynamicLabel,
    /// Host address of the translation's first byte, and the shared stub's.
    base: usize,
    stub: usize,
    site: MemSite,
    /// A load's destination host register, where the inline path loads straight into
    /// it: the stub returns the value in `eax`, moved there on the way back.
    dest: Option<u8>,
}

/// The out-of-line part of `emit_shared_slow_path`: at `slow`, the call of the stub,
/// the jump back to `done` it returns to, and the site's data; with a destination
/// register, the jump goes to its move of the loaded value (after the site) first.
pub(super) fn emit_mem_site(ops: &mut Ops, c: ColdSite) {
    let (slow, done) = (c.slow, c.done);
    asm!(ops; =>slow);
    super::chain::emit_call(ops, c.base, c.stub);
    let back = ops.offset().0;
    let to = match c.dest {
        Some(_) => ops.new_dynamic_label(),
        None => done,
    };
    asm!(ops; jmp =>to);
    assert_eq!(
        ops.offset().0 - back,
        MEM_SITE_AT,
        "JIT: a memory site's jump back"
    );
    ops.extend(c.site.to_bytes());
    if let Some(h) = c.dest {
        asm!(ops
            ; =>to
            ; mov Rd(h), eax
            ; jmp =>done
        );
    }
}

/// Emits a single load or store (condition and ticks handled by the caller, which
/// charges the instruction after it, so that a device sees the same time as under
/// the interpreter; on a data abort `helpers::mem_slow` charges `taken` itself before
/// the code leaves for the vector, as the interpreter does).
pub fn emit_mem(ops: &mut Ops, l: &Labels, rc: &mut RegCache, a: &Access, at: &Where) {
    let Access {
        load,
        size,
        rd,
        rn,
        offset,
        mode,
        t_variant,
    } = *a;
    let pc_read = at.pc_read;
    let offset = &offset;
    // LDRT/STRT access with User permissions whatever the mode.
    let user = at.user || t_variant;
    let writeback = writeback(&mode);
    let addr = emit_address_in(ops, rc, rn, offset, &mode, pc_read);
    if !load {
        rc.load(ops, 8, rd, pc_read);
    }
    let (bytes, op) = match (load, size) {
        (true, MemSize::Byte) => (1, MemOp::LoadU8),
        (true, MemSize::SignedByte) => (1, MemOp::LoadS8),
        (true, MemSize::Half) => (2, MemOp::LoadU16),
        (true, MemSize::SignedHalf) => (2, MemOp::LoadS16),
        (true, _) => (4, MemOp::Load32),
        (false, MemSize::Byte | MemSize::SignedByte) => (1, MemOp::Store8),
        (false, MemSize::Half | MemSize::SignedHalf) => (2, MemOp::Store16),
        (false, _) => (4, MemOp::Store32),
    };
    let kind = if load {
        AccessKind::Read
    } else {
        AccessKind::Write
    };
    // LDRT/STRT outside User mode read the User array under the current DACR.
    let tlb = if user && !at.user {
        ProbeTlb::UserFromPrivileged(tlb_offset(true, kind))
    } else {
        tlb_for(at.user, kind)
    };
    // With the shared stub, a load lands straight in Rd's cache register (its slot
    // taken now, the operands all read; it may be the address's, which the access
    // reads first and the stub's frame keeps for the slow path): not where the
    // written-back base wins (Rd = Rn) or for the PC.
    let dest = match l.stubs {
        Some(_) if load && rd != PC && !(writeback && rd == rn) => rc.dest(ops, rd),
        _ => None,
    };
    let to = dest.unwrap_or(0);
    let slow = ops.new_dynamic_label();
    let done = ops.new_dynamic_label();
    // An unaligned halfword or word misses (`mem_slow` has the interpreter's rules).
    emit_tlb_probe(ops, ProbeAddr::Reg(addr), tlb, (bytes - 1) as u32, slow);
    // `addr` holds the address zero-extended (every write of it is 32-bit).
    match op {
        MemOp::LoadU8 => asm!(ops; movzx Rd(to), BYTE [rax + Rq(addr)]),
        MemOp::LoadS8 => asm!(ops; movsx Rd(to), BYTE [rax + Rq(addr)]),
        MemOp::LoadU16 => asm!(ops; movzx Rd(to), WORD [rax + Rq(addr)]),
        MemOp::LoadS16 => asm!(ops; movsx Rd(to), WORD [rax + Rq(addr)]),
        MemOp::Load32 => asm!(ops; mov Rd(to), DWORD [rax + Rq(addr)]),
        MemOp::Store8 => asm!(ops; mov BYTE [rax + Rq(addr)], r8b),
        MemOp::Store16 => asm!(ops; mov WORD [rax + Rq(addr)], r8w),
        MemOp::Store32 => asm!(ops; mov DWORD [rax + Rq(addr)], r8d),
    }
    let op = op as u32 | if t_variant { crate::abi::MEM_USER } else { 0 };
    let (insn_addr, meta) = (at.insn_addr, at.meta_taken());
    if let Some(stubs) = l.stubs {
        let dirty: Short<(u8, Reg), 6> = rc.dirty();
        let site = MemSite::new(op, addr, &dirty, insn_addr, meta, at.pending);
        emit_shared_slow_path(ops, l, stubs.mem, site, (slow, done), dest);
    } else {
        let helper = (helpers::mem_slow as *const (), Aborted::Bit32);
        emit_slow_path(ops, l, rc, at, (slow, done), helper, move |ops| {
            asm!(ops
            ; mov esi, Rd(addr)
            ; mov edx, op as i32
            ; mov ecx, r8d
            ; mov r8d, insn_addr as i32
            ; mov r9d, meta as i32
            )
        });
    }
    if let Some(h) = dest {
        // Completes the entry `dest` took (Rd is not Rn where the base is written back).
        rc.store(ops, rd, h);
    }
    if writeback {
        rc.store(ops, rn, 12);
    }
    if load && rd == PC {
        // Every load to r15 interworks (ARMv5); the caller continues at `chain`.
        let thumb = at.pc_read.wrapping_sub(at.insn_addr) == 4;
        super::branch::emit_interwork_from(ops, l, thumb);
    } else if load && dest.is_none() {
        rc.store(ops, rd, 0);
    }
}

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
use super::tlb::{emit_tlb_check, emit_tlb_probe, tlb_for, tlb_offset, Entry, ProbeAddr, ProbeTlb};
use super::{asm, off, Labels, Ops};
use crate::abi::{MemOp, MemSite, MEM_ABORTED_BIT, MEM_SITE_AT, TLB_ADDEND};
use crate::helpers;

/// Whether `emit_mem` handles this form (otherwise the escape hatch runs it): all but
/// LDRD/STRD (`double`) and writeback to a PC base, which is UNPREDICTABLE (ARM ARM,
/// addressing modes 2 and 3): the escape hatch keeps the interpreter's choice.
pub fn supported(size: MemSize, rn: Reg, mode: &AddrMode) -> bool {
    size != MemSize::Double && (!writeback(mode) || rn != PC)
}

/// The guest registers a single load or store reads (for `RegCache::prepare`); not the
/// base of a group's access (`group`: its inline path does not read it, see `Groups`).
pub fn operands(load: bool, rd: Reg, rn: Reg, offset: &Offset, group: bool) -> Operands {
    let mut regs = Operands::new();
    if !group {
        regs.push(rn);
    }
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
        Offset::Reg { rm, kind, amount } if mode.pre && !wb => {
            // Straight into `r13d` (nothing is written back); a left shift by 0-3 is
            // the scale of a `lea` of the index's own register.
            if mode.up && kind == ShiftKind::Lsl && amount <= 3 {
                let index = if rm == PC {
                    rc.load(ops, 2, rm, pc_read);
                    2
                } else {
                    rc.operand(ops, rm, 2)
                };
                match amount {
                    0 => asm!(ops; lea r13d, [Rq(base) + Rq(index)]),
                    1 => asm!(ops; lea r13d, [Rq(base) + Rq(index) * 2]),
                    2 => asm!(ops; lea r13d, [Rq(base) + Rq(index) * 4]),
                    _ => asm!(ops; lea r13d, [Rq(base) + Rq(index) * 8]),
                }
                return 13;
            }
            rc.load(ops, 2, rm, pc_read);
            emit_shift_edx(ops, kind, amount);
            if mode.up {
                asm!(ops; lea r13d, [Rq(base) + rdx]);
            } else {
                asm!(ops
                    ; mov r13d, Rd(base)
                    ; sub r13d, edx
                );
            }
            return 13;
        }
        Offset::Reg { rm, kind, amount } => {
            rc.load(ops, 2, rm, pc_read);
            emit_shift_edx(ops, kind, amount);
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

/// Shifts `edx` as `arm::shift::shift_imm` does (RRX reads C). Clobbers `ecx`.
fn emit_shift_edx(ops: &mut Ops, kind: ShiftKind, amount: u8) {
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
    regs: (Cached, Cached),
    at: &Where,
    labels: (DynamicLabel, DynamicLabel),
    helper: (*const (), Aborted),
    args: impl FnOnce(&mut Ops) + 'static,
) {
    emit_slow_path_with(ops, l, regs, at, labels, helper, false, args);
}

/// `emit_slow_path_reloading`, with `forget`: `r12` set to 0 when the access completes
/// (a slow path inside a group's span, `Groups`).
#[allow(
    clippy::too_many_arguments,
    reason = "emit_slow_path_reloading's arguments and the one flag"
)]
fn emit_slow_path_with(
    ops: &mut Ops,
    l: &Labels,
    (flush, reload): (Cached, Cached),
    at: &Where,
    (slow, done): (DynamicLabel, DynamicLabel),
    (helper, aborted): (*const (), Aborted),
    forget: bool,
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
        if forget {
            asm!(ops; xor r12d, r12d);
        }
        asm!(ops; jmp =>done);
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
    /// `r12` set to 0 on the way back (a slow path inside a group's span, `Groups`).
    forget: bool,
    /// A group access's own probe, emitted before the site (it jumps to `slow` on a
    /// miss): queued with it, so that a group's access allocates nothing either.
    own: Option<OwnProbe>,
}

/// The out-of-line part of `emit_shared_slow_path`: at `slow`, the call of the stub,
/// the jump back to `done` it returns to, and the site's data; with a destination
/// register, the jump goes to its move of the loaded value (after the site) first.
pub(super) fn emit_mem_site(ops: &mut Ops, c: ColdSite) {
    if let Some(own) = c.own {
        emit_own_probe(ops, own);
    }
    let (slow, done) = (c.slow, c.done);
    asm!(ops; =>slow);
    super::chain::emit_call(ops, c.base, c.stub);
    let back = ops.offset().0;
    let to = match (c.dest, c.forget) {
        (None, false) => done,
        _ => ops.new_dynamic_label(),
    };
    asm!(ops; jmp =>to);
    assert_eq!(
        ops.offset().0 - back,
        MEM_SITE_AT,
        "JIT: a memory site's jump back"
    );
    ops.extend(c.site.to_bytes());
    if c.dest.is_some() || c.forget {
        asm!(ops; =>to);
        if let Some(h) = c.dest {
            asm!(ops; mov Rd(h), eax);
        }
        if c.forget {
            asm!(ops; xor r12d, r12d);
        }
        asm!(ops; jmp =>done);
    }
}

/// The host operation of a single access of `size` (a load or a store).
fn mem_op(load: bool, size: MemSize) -> MemOp {
    match (load, size) {
        (true, MemSize::Byte) => MemOp::LoadU8,
        (true, MemSize::SignedByte) => MemOp::LoadS8,
        (true, MemSize::Half) => MemOp::LoadU16,
        (true, MemSize::SignedHalf) => MemOp::LoadS16,
        (true, _) => MemOp::Load32,
        (false, MemSize::Byte | MemSize::SignedByte) => MemOp::Store8,
        (false, MemSize::Half | MemSize::SignedHalf) => MemOp::Store16,
        (false, _) => MemOp::Store32,
    }
}

/// The address bits an access of `op` must have clear to be made inline (an unaligned
/// halfword or word goes to `mem_slow`, which has the interpreter's rules).
fn align_of(op: MemOp) -> u32 {
    match op {
        MemOp::LoadU8 | MemOp::LoadS8 | MemOp::Store8 => 0,
        MemOp::LoadU16 | MemOp::LoadS16 | MemOp::Store16 => 1,
        MemOp::Load32 | MemOp::Store32 => 3,
    }
}

/// Where a single access's host address is.
#[derive(Clone, Copy)]
enum Host {
    /// The probe's addend in `rax` plus the guest address in this host register
    /// (zero-extended: every write of a guest address is 32-bit).
    Addend(u8),
    /// A group's host address in `r12` plus this displacement.
    Group(i32),
}

/// The host access of `op` at `at`: a load into `to`, a store of `r8`.
fn emit_access(ops: &mut Ops, op: MemOp, to: u8, at: Host) {
    match at {
        Host::Addend(i) => match op {
            MemOp::LoadU8 => asm!(ops; movzx Rd(to), BYTE [rax + Rq(i)]),
            MemOp::LoadS8 => asm!(ops; movsx Rd(to), BYTE [rax + Rq(i)]),
            MemOp::LoadU16 => asm!(ops; movzx Rd(to), WORD [rax + Rq(i)]),
            MemOp::LoadS16 => asm!(ops; movsx Rd(to), WORD [rax + Rq(i)]),
            MemOp::Load32 => asm!(ops; mov Rd(to), DWORD [rax + Rq(i)]),
            MemOp::Store8 => asm!(ops; mov BYTE [rax + Rq(i)], r8b),
            MemOp::Store16 => asm!(ops; mov WORD [rax + Rq(i)], r8w),
            MemOp::Store32 => asm!(ops; mov DWORD [rax + Rq(i)], r8d),
        },
        Host::Group(disp) => match op {
            MemOp::LoadU8 => asm!(ops; movzx Rd(to), BYTE [r12 + disp]),
            MemOp::LoadS8 => asm!(ops; movsx Rd(to), BYTE [r12 + disp]),
            MemOp::LoadU16 => asm!(ops; movzx Rd(to), WORD [r12 + disp]),
            MemOp::LoadS16 => asm!(ops; movsx Rd(to), WORD [r12 + disp]),
            MemOp::Load32 => asm!(ops; mov Rd(to), DWORD [r12 + disp]),
            MemOp::Store8 => asm!(ops; mov BYTE [r12 + disp], r8b),
            MemOp::Store16 => asm!(ops; mov WORD [r12 + disp], r8w),
            MemOp::Store32 => asm!(ops; mov DWORD [r12 + disp], r8d),
        },
    }
}

/// A group access's own probe, out of line (`emit_own_probe`).
#[derive(Clone, Copy)]
struct OwnProbe {
    /// Bound here: the inline path jumps to it.
    at: DynamicLabel,
    /// `r12` set to 0 first (the group's first access, whose span missed).
    forget: bool,
    /// Where the access's address is: in this host register, or (`Some`) computed
    /// into `r13d` from the base and the immediate offset first.
    addr: u8,
    base: Option<(BaseAt, i32)>,
    tlb: ProbeTlb,
    op: MemOp,
    to: u8,
    slow: DynamicLabel,
    done: DynamicLabel,
}

/// Where a group member's base register is when its own probe runs.
#[derive(Clone, Copy)]
enum BaseAt {
    /// In this cache register.
    Host(u8),
    /// In `Core` (not cached there).
    Core(Reg),
}

/// A group access's way when `r12` does not hold its page: its own TLB probe and the
/// access (today's inline path), then back; a miss goes on to its slow path.
fn emit_own_probe(ops: &mut Ops, p: OwnProbe) {
    let at = p.at;
    asm!(ops; =>at);
    if p.forget {
        asm!(ops; xor r12d, r12d);
    }
    match p.base {
        Some((BaseAt::Host(h), imm)) => asm!(ops; lea r13d, [Rq(h) + imm]),
        Some((BaseAt::Core(r), imm)) => {
            asm!(ops; mov r13d, DWORD [state + off::reg(r)]);
            if imm != 0 {
                asm!(ops; lea r13d, [r13 + imm]);
            }
        }
        None => {}
    }
    emit_tlb_probe(ops, ProbeAddr::Reg(p.addr), p.tlb, align_of(p.op), p.slow);
    emit_access(ops, p.op, p.to, Host::Addend(p.addr));
    let done = p.done;
    asm!(ops; jmp =>done);
}

/// The slow path of a single access at the address in host register `addr` (the
/// shared stub's site, or out-of-line code of its own), bound at `slow`, continuing at
/// `done` (bound here, inline); with `forget`, `r12` is set to 0 on the way back (a
/// slow path inside a group's span, see `Groups`). A group access's own probe `own`
/// is emitted out of line first.
#[allow(
    clippy::too_many_arguments,
    reason = "the access as the slow paths need it: labels, cache, site, operation, address and destination registers"
)]
fn emit_access_slow_path(
    ops: &mut Ops,
    l: &Labels,
    rc: &RegCache,
    at: &Where,
    (op, t_variant): (MemOp, bool),
    addr: u8,
    (slow, done): (DynamicLabel, DynamicLabel),
    (dest, forget): (Option<u8>, bool),
    own: Option<OwnProbe>,
) {
    let op = op as u32 | if t_variant { crate::abi::MEM_USER } else { 0 };
    let (insn_addr, meta) = (at.insn_addr, at.meta_taken());
    if let Some(stubs) = l.stubs {
        let dirty: Short<(u8, Reg), 6> = rc.dirty();
        let site = MemSite::new(op, addr, &dirty, insn_addr, meta, at.pending);
        l.cold.defer_mem_site(ColdSite {
            slow,
            done,
            base: l.base,
            stub: stubs.mem,
            site,
            dest,
            forget,
            own,
        });
        asm!(ops; =>done);
    } else {
        if let Some(own) = own {
            l.cold.defer(move |ops| emit_own_probe(ops, own));
        }
        let helper = (helpers::mem_slow as *const (), Aborted::Bit32);
        let regs = (rc.dirty(), rc.caller_saved());
        emit_slow_path_with(ops, l, regs, at, (slow, done), helper, forget, move |ops| {
            asm!(ops
            ; mov esi, Rd(addr)
            ; mov edx, op as i32
            ; mov ecx, r8d
            ; mov r8d, insn_addr as i32
            ; mov r9d, meta as i32
            )
        });
    }
}

/// The constant a single access moves its base by, where it writes back an immediate
/// offset (`[rN], #imm` or `[rN, #imm]!`) and the base is not also the loaded register:
/// such a base moves in its own register after the access (`emit_base_moved`), with no
/// `r12` (so a group's span survives it, `Groups`).
fn moved_by(a: &Access) -> Option<i32> {
    moves(a.load, a.rd, a.rn, &a.offset, &a.mode)
}

/// `moved_by` of the fields of a single access.
fn moves(load: bool, rd: Reg, rn: Reg, offset: &Offset, mode: &AddrMode) -> Option<i32> {
    match *offset {
        Offset::Imm(v) if writeback(mode) && !(load && rd == rn) && rn != PC => {
            Some(if mode.up { v } else { v.wrapping_neg() } as i32)
        }
        _ => None,
    }
}

/// The accessed address of an access whose base moves by `imm` (`moved_by`): the base's
/// cache register itself where it is post-indexed and cached (returned), else `r13d`
/// (the base plus `imm` where pre-indexed). Clobbers `eax`.
fn emit_address_moving(ops: &mut Ops, rc: &mut RegCache, rn: Reg, imm: i32, pre: bool) -> u8 {
    let base = rc.operand(ops, rn, 0);
    if pre {
        asm!(ops; lea r13d, [Rq(base) + imm]);
        13
    } else if base != 0 {
        base
    } else {
        asm!(ops; mov r13d, eax);
        13
    }
}

/// The writeback of an access whose base moves by `imm` (`moved_by`), after the access
/// completed (a fault leaves the base as it was, as the interpreter does), from where
/// `emit_address_moving` left the address `addr`: `r13d` holds the new base where
/// pre-indexed; a post-indexed base moves in its own cache register, or from the copy in
/// `r13d` through `ecx`. The base's register was the most recently used one when the
/// address was made, so no slot taken since (the loaded register's, the stored value's)
/// can be it.
fn emit_base_moved(ops: &mut Ops, rc: &mut RegCache, rn: Reg, imm: i32, pre: bool, addr: u8) {
    if pre {
        rc.store(ops, rn, 13);
    } else if addr != 13 {
        assert!(rc.holds(addr, rn), "JIT: a moving base's register taken");
        asm!(ops; lea Rd(addr), [Rq(addr) + imm]);
        rc.store(ops, rn, addr);
    } else {
        asm!(ops; lea ecx, [r13 + imm]);
        rc.store(ops, rn, 1);
    }
}

/// Emits a single load or store (condition and ticks handled by the caller, which
/// charges the instruction after it, so that a device sees the same time as under
/// the interpreter; on a data abort `helpers::mem_slow` charges `taken` itself before
/// the code leaves for the vector, as the interpreter does). A group's accesses
/// (`plan_groups`, `RegCache::groups`) share one probe.
pub fn emit_mem(ops: &mut Ops, l: &Labels, rc: &mut RegCache, a: &Access, at: &Where) {
    let index = crate::abi::meta_index(at.meta) as usize;
    let role = rc.groups.role(index);
    if let GroupRole::Member { disp } = role {
        emit_member(ops, l, rc, a, at, i32::from(disp));
        return;
    }
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
    let moved = moved_by(a);
    let addr = match moved {
        Some(imm) => emit_address_moving(ops, rc, rn, imm, mode.pre),
        None => emit_address_in(ops, rc, rn, offset, &mode, pc_read),
    };
    if !load {
        rc.load(ops, 8, rd, pc_read);
    }
    let op = mem_op(load, size);
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
    let own = match role {
        GroupRole::Lead { lo, last, align } => {
            let (lo, last, align) = (i32::from(lo), i32::from(last), u32::from(align));
            // The group's span from `r12d`; its host address left there.
            let miss = ops.new_dynamic_label();
            if lo == 0 {
                asm!(ops; mov r12d, Rd(addr));
            } else {
                asm!(ops; lea r12d, [Rq(addr) + lo]);
            }
            match emit_tlb_check(ops, ProbeAddr::Span(12, last), tlb, align, miss) {
                Entry::Indexed(b, d) => asm!(ops; add r12, QWORD [Rq(b) + rdx + d + TLB_ADDEND]),
                Entry::At(b, d) => asm!(ops; add r12, QWORD [Rq(b) + d + TLB_ADDEND]),
            }
            emit_access(ops, op, to, Host::Group(-lo));
            let own = OwnProbe {
                at: miss,
                forget: true,
                addr,
                base: None,
                tlb,
                op,
                to,
                slow,
                done,
            };
            Some(own)
        }
        _ => {
            emit_tlb_probe(ops, ProbeAddr::Reg(addr), tlb, align_of(op), slow);
            emit_access(ops, op, to, Host::Addend(addr));
            None
        }
    };
    let forget = rc.groups.live(index);
    emit_access_slow_path(
        ops,
        l,
        rc,
        at,
        (op, t_variant),
        addr,
        (slow, done),
        (dest, forget),
        own,
    );
    if let Some(h) = dest {
        // Completes the entry `dest` took (Rd is not Rn where the base is written back).
        rc.store(ops, rd, h);
    }
    match moved {
        Some(imm) => emit_base_moved(ops, rc, rn, imm, mode.pre, addr),
        None if writeback => rc.store(ops, rn, 12),
        None => {}
    }
    if load && rd == PC {
        // Every load to r15 interworks (ARMv5); the caller continues at `chain`.
        let thumb = at.pc_read.wrapping_sub(at.insn_addr) == 4;
        super::branch::emit_interwork_from(ops, l, thumb);
    } else if load && dest.is_none() {
        rc.store(ops, rd, 0);
    }
}

/// A later access of a group (`GroupRole::Member`): `[r12 + disp]` where `r12` holds
/// the group's page, else its own probe out of line. Its base is not read inline.
fn emit_member(ops: &mut Ops, l: &Labels, rc: &mut RegCache, a: &Access, at: &Where, disp: i32) {
    let Access {
        load,
        size,
        rd,
        rn,
        offset,
        mode,
        ..
    } = *a;
    let Offset::Imm(v) = offset else {
        panic!("JIT: a group member without an immediate offset");
    };
    let imm = if mode.up { v } else { v.wrapping_neg() } as i32;
    // A post-indexed member accesses its base itself.
    let moved = moved_by(a);
    let at_imm = if mode.pre { imm } else { 0 };
    if !load {
        rc.load(ops, 8, rd, at.pc_read);
    }
    if moved.is_some() {
        // The most recently used now: no slot taken below (the loaded register's) is
        // its, so it is still there for the writeback.
        rc.host_of(rn);
    }
    // Where its own probe finds the base (before `dest`, which may take its register:
    // the value is still there when the inline path jumps out).
    let base = match rc.peek(rn) {
        Some(h) => BaseAt::Host(h),
        None => BaseAt::Core(rn),
    };
    let op = mem_op(load, size);
    let kind = if load {
        AccessKind::Read
    } else {
        AccessKind::Write
    };
    let tlb = tlb_for(at.user, kind);
    let dest = match l.stubs {
        Some(_) if load => rc.dest(ops, rd),
        _ => None,
    };
    let to = dest.unwrap_or(0);
    let (miss, slow, done) = (
        ops.new_dynamic_label(),
        ops.new_dynamic_label(),
        ops.new_dynamic_label(),
    );
    asm!(ops
        ; test r12, r12
        ; jz =>miss
    );
    emit_access(ops, op, to, Host::Group(disp));
    let own = OwnProbe {
        at: miss,
        forget: false,
        addr: 13,
        base: Some((base, at_imm)),
        tlb,
        op,
        to,
        slow,
        done,
    };
    emit_access_slow_path(
        ops,
        l,
        rc,
        at,
        (op, false),
        13,
        (slow, done),
        (dest, false),
        Some(own),
    );
    match dest {
        Some(h) => rc.store(ops, rd, h),
        None if load => rc.store(ops, rd, 0),
        None => {}
    }
    if let Some(imm) = moved {
        // After the access (a fault leaves the base as it was): in its cache register,
        // else through `ecx` (a conditional body adds no entry).
        let h = rc.operand(ops, rn, 1);
        asm!(ops; lea Rd(h), [Rq(h) + imm]);
        rc.store(ops, rn, h);
    }
}

/// What a single access does about the block's groups (`plan_groups`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GroupRole {
    #[default]
    None,
    /// The group's first access (unconditional): its TLB probe checks the group's whole
    /// span, from `lo` bytes past its own address (`lo` <= 0) to `last` bytes past that,
    /// with the alignment bits `align`, and leaves the host address of its start in
    /// `r12` (0 on a miss, where it makes its own probe out of line).
    Lead { lo: i16, last: i16, align: u8 },
    /// A later access of the group, at `disp` bytes past the host address in `r12`
    /// when that is not 0 (else its own probe, out of line).
    Member { disp: i16 },
}

/// One TLB probe for several single accesses of a block (helper jit23, issue 33): the
/// accesses whose addresses are one value plus constants known at translation time
/// (the same base register unchanged between them, `[rN, #a]` then `[rN, #b]`, or
/// another register computed from it, `add r5, r1, r4, lsl #2` then `[r1, r4, lsl #2]`
/// and `[r5, #1]`), of one kind (all loads or all stores: a TLB array each), within a
/// few hundred bytes. The first (unconditional) probes the span of all of them in one
/// go (`tlb::ProbeAddr::Span`: the index of the lowest address, the tag of the highest
/// start with the alignment bits every member needs: a member's offset from it is a
/// multiple of its size) and keeps the host address of the lowest in `r12`; each later
/// one (conditional or not) tests `r12` and accesses `[r12 + disp]`, with no probe.
///
/// `r12` is 0 where it holds nothing: the span missed (a TLB miss, a page crossed, an
/// unaligned member, a device, a store to a code page), and after any slow path between
/// the first and the last member (its fills may replace the group's TLB entry, which
/// the interpreter would then walk again). A member that finds 0 makes its own probe
/// out of line, with the slow path as today's, so a fault leaves the same state. Between
/// the first and the last member only instructions that keep registers dirty and call
/// nothing but memory slow paths run (`insn::plain`), none writing `r12`: data
/// processing, multiplies, media, and single accesses without writeback or with an
/// immediate one that moves the base in its own register after the access (`moved_by`,
/// helper jit26: `ldrb r0, [r5], #1; ldrb r1, [r5], #1`, `ldr r0, [sp], #4; ldr r1,
/// [sp, #8]`; such an access may be a member too, its address the base's value then,
/// which the planner follows past the writeback; a fault on it leaves the base as it
/// was, the writebacks of the members before it done); an LDM/STM, a writeback of a
/// register offset (through `r12`), a helper, the escape hatch, anything that leaves the
/// block or can change a mapping ends the groups open then.
#[derive(Clone, Copy, Debug, Default)]
pub struct Groups {
    /// Bit `i`: instruction `i` has a role in `roles` (most blocks have none: the
    /// empty plan is three words, cheap to make and to copy for every translation).
    has: u64,
    roles: Short<(u8, GroupRole), MAX_ROLES>,
    /// Bit `i`: instruction `i` lies after a group's first access and before its last
    /// (a slow path there sets `r12` to 0).
    live: u64,
}

const MAX_INSNS: usize = arm::block::MAX_INSNS;

/// The most accesses a block's groups hold (a group that does not fit is left out,
/// which only loses a saving).
const MAX_ROLES: usize = 32;

impl Groups {
    /// The role of instruction `index`.
    pub fn role(&self, index: usize) -> GroupRole {
        if index >= 64 || self.has & (1 << index) == 0 {
            return GroupRole::None;
        }
        self.roles
            .iter()
            .find(|&&(i, _)| usize::from(i) == index)
            .map_or(GroupRole::None, |&(_, r)| r)
    }

    /// Whether a slow path of instruction `index` must set `r12` to 0.
    pub fn live(&self, index: usize) -> bool {
        index < 64 && self.live & (1 << index) != 0
    }
}

/// How far apart a group's lowest and highest starts may be: wider groups cross a page
/// more often, and a group that crosses one makes every member probe on its own.
const GROUP_SPAN: i32 = 256;

/// What a register holds, as far as the block's code shows: a value it had at the
/// block's start or wrote (`Atom`: the register and how many writes of it came before),
/// or the sum of one and another shifted left, plus a constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sym {
    Atom(Reg, u8),
    AddShl((Reg, u8), (Reg, u8), u8),
}

/// A value: `sym` plus `off` (wrapping).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Val {
    sym: Sym,
    off: u32,
}

/// The values of the 16 registers while the planner walks the block.
struct Vals {
    val: [Val; 16],
    writes: [u8; 16],
}

impl Vals {
    fn new() -> Vals {
        Vals {
            val: std::array::from_fn(|r| Val {
                sym: Sym::Atom(r as Reg, 0),
                off: 0,
            }),
            writes: [0; 16],
        }
    }

    /// `r` gets a value of its own (what the block cannot follow); a register written
    /// 255 times keeps the last one (the block is shorter).
    fn fresh(&mut self, r: Reg) -> Val {
        let w = self.writes[r as usize].saturating_add(1);
        self.writes[r as usize] = w;
        Val {
            sym: Sym::Atom(r, w),
            off: 0,
        }
    }

    fn atom(&self, r: Reg) -> Option<(Reg, u8)> {
        match self.val[r as usize] {
            Val {
                sym: Sym::Atom(a, w),
                off: 0,
            } => Some((a, w)),
            _ => None,
        }
    }

    /// The value `rn + (rm << k)`, where both are followed (not the PC).
    fn add_shl(&self, rn: Reg, rm: Reg, k: u8) -> Option<Val> {
        if rn == PC || rm == PC {
            return None;
        }
        let n = self.val[rn as usize];
        let Sym::Atom(a, w) = n.sym else {
            return None;
        };
        Some(Val {
            sym: Sym::AddShl((a, w), self.atom(rm)?, k),
            off: n.off,
        })
    }

    /// The value of `rn` plus or minus `v`.
    fn plus(&self, rn: Reg, v: u32, up: bool) -> Option<Val> {
        if rn == PC {
            return None;
        }
        let n = self.val[rn as usize];
        let off = if up {
            n.off.wrapping_add(v)
        } else {
            n.off.wrapping_sub(v)
        };
        Some(Val { sym: n.sym, off })
    }

    /// Follows what `bi` writes (after it ran): the sums and moves the planner knows
    /// (unconditional ADD/SUB of an immediate, ADD of a register shifted left, MOV of a
    /// register, an unconditional access's writeback of an immediate), any other write a
    /// value of its own.
    fn step(&mut self, bi: &arm::block::BlockInsn) {
        use arm::insn::{AluOp, DataProc, Op, Shifter};
        let unconditional = matches!(bi.insn.cond, arm::insn::Cond::Al);
        let known = match bi.insn.op {
            Op::Alu(DataProc {
                op, rd, rn, op2, ..
            }) if unconditional && rd != PC => match (op, op2) {
                (AluOp::Add | AluOp::Sub, Shifter::Imm { value, .. }) => {
                    self.plus(rn, value, op == AluOp::Add).map(|v| (rd, v))
                }
                (
                    AluOp::Add,
                    Shifter::RegImm {
                        rm,
                        kind: ShiftKind::Lsl,
                        amount,
                    },
                ) => self.add_shl(rn, rm, amount).map(|v| (rd, v)),
                (
                    AluOp::Mov,
                    Shifter::RegImm {
                        rm,
                        kind: ShiftKind::Lsl,
                        amount: 0,
                    },
                ) if rm != PC => Some((rd, self.val[rm as usize])),
                _ => None,
            },
            // A writeback by a constant: the base plus it.
            Op::Mem(ref t) if unconditional => moves_base(t)
                .and_then(|imm| self.plus(t.rn, imm as u32, true))
                .map(|v| (t.rn, v)),
            _ => None,
        };
        let (mut written, _) = arm::observe::written(&bi.insn);
        while written != 0 {
            let r = written.trailing_zeros() as Reg;
            written &= written - 1;
            let v = self.fresh(r);
            self.val[r as usize] = v;
        }
        if let Some((rd, v)) = known {
            self.val[rd as usize] = v;
        }
    }
}

/// A group being gathered: its accesses as (index, offset from the value, size - 1).
#[derive(Clone, Copy, Debug)]
struct Chain {
    sym: Sym,
    store: bool,
    accesses: Short<(u8, u32, u8), 6>,
}

impl Default for Chain {
    fn default() -> Chain {
        Chain {
            sym: Sym::Atom(0, 0),
            store: false,
            accesses: Short::new(),
        }
    }
}

impl Chain {
    /// The lowest offset, the highest start and the alignment bits, with `extra` too.
    fn span(&self, extra: Option<(u32, u8)>) -> Option<(u32, u32, u32)> {
        let first = self.accesses[0].1;
        let mut items = self.accesses.iter().map(|&(_, o, m)| (o, m)).chain(extra);
        let (o0, m0) = items.next()?;
        let rel = |o: u32| o.wrapping_sub(first) as i32;
        let (mut lo, mut hi, mut align) = (rel(o0), rel(o0), u32::from(m0));
        for (o, m) in items {
            lo = lo.min(rel(o));
            hi = hi.max(rel(o));
            align |= u32::from(m);
        }
        if hi - lo > GROUP_SPAN {
            return None;
        }
        let t = first.wrapping_add(hi as u32);
        // Every member's address must be aligned where the highest start is.
        let all = self.accesses.iter().map(|&(_, o, m)| (o, m)).chain(extra);
        for (o, m) in all {
            if t.wrapping_sub(o) & u32::from(m) != 0 {
                return None;
            }
        }
        Some((first.wrapping_add(lo as u32), t, align))
    }
}

/// Finds the groups of `insns` (see `Groups`); `plain` says whether an instruction is
/// one that may run between a group's accesses (`insn::plain`).
///
/// It runs for every translation, so it is kept cheap: one pass finds the blocks with
/// fewer than two accesses a group could hold (most of them: nothing to plan) and the
/// last such access (nothing after it can join a group: the walk stops there); the
/// lists are bounded and inline, and the plan is empty in three words.
pub fn plan_groups(
    insns: &[arm::block::BlockInsn],
    plain: impl Fn(&arm::block::BlockInsn) -> bool,
) -> Groups {
    use arm::insn::Op;
    let mut groups = Groups::default();
    let insns = &insns[..insns.len().min(MAX_INSNS)];
    let (mut accesses, mut end) = (0, 0);
    for (i, bi) in insns.iter().enumerate() {
        if let Op::Mem(t) = &bi.insn.op {
            if group_form(t) {
                accesses += 1;
                end = i + 1;
            }
        }
    }
    if accesses < 2 {
        return groups;
    }
    let mut vals = Vals::new();
    // (Bounded lists: a chain that does not fit is left out, which only loses a
    // saving.)
    let mut open: Short<Chain, 4> = Short::new();
    let mut done: Short<Chain, 8> = Short::new();
    let close = |open: &mut Short<Chain, 4>, done: &mut Short<Chain, 8>| {
        for c in open.iter().filter(|c| c.accesses.len() >= 2) {
            if done.len() < 8 {
                done.push(*c);
            }
        }
        open.clear();
    };
    for (i, bi) in insns[..end].iter().enumerate() {
        let t = match &bi.insn.op {
            Op::Mem(t) => Some(t),
            _ => None,
        };
        // (A writeback through `r12` ends the groups open; one that moves the base in
        // its own register does not.)
        let between = (open.is_empty() && t.is_none())
            || plain(bi)
                && !matches!(bi.insn.op, Op::Block(_))
                && !matches!(t, Some(t) if writeback(&t.mode) && moves_base(t).is_none());
        if !between {
            close(&mut open, &mut done);
        }
        if let (true, Some(t)) = (between, t) {
            if let Some((at, imm)) = group_address(&vals, t) {
                let unconditional = matches!(bi.insn.cond, arm::insn::Cond::Al);
                let mask = match t.size {
                    MemSize::Half | MemSize::SignedHalf => 1,
                    MemSize::Word => 3,
                    _ => 0,
                };
                let store = !t.load;
                match open.iter().position(|c| c.sym == at.sym) {
                    // A later access: it joins where the group stays one span.
                    Some(c) => {
                        let ch = &mut open[c];
                        if imm
                            && ch.store == store
                            && ch.accesses.len() < 6
                            && ch.span(Some((at.off, mask))).is_some()
                        {
                            ch.accesses.push((i as u8, at.off, mask));
                        }
                    }
                    None if unconditional && open.len() < 4 => open.push(Chain {
                        sym: at.sym,
                        store,
                        accesses: Short::from([(i as u8, at.off, mask)]),
                    }),
                    None => {}
                }
            }
        }
        vals.step(bi);
    }
    close(&mut open, &mut done);
    // The groups that save most first, none overlapping another (one `r12`).
    done.sort_by_key(|c| (std::cmp::Reverse(c.accesses.len()), c.accesses[0].0));
    let mut taken = 0u64;
    for c in done.iter() {
        let n = c.accesses.len();
        let (first, last) = (c.accesses[0].0, c.accesses[n - 1].0);
        let range = (u64::MAX >> (63 - last)) & !((1u64 << first) - 1);
        if taken & range != 0 || groups.roles.len() + n > MAX_ROLES {
            continue;
        }
        let Some((lo, t, align)) = c.span(None) else {
            continue;
        };
        taken |= range;
        let own = c.accesses[0].1;
        // (All within `GROUP_SPAN` of each other.)
        let lead = GroupRole::Lead {
            lo: lo.wrapping_sub(own) as i32 as i16,
            last: t.wrapping_sub(lo) as i32 as i16,
            align: align as u8,
        };
        groups.roles.push((first, lead));
        for &(i, o, _) in &c.accesses[1..] {
            let member = GroupRole::Member {
                disp: o.wrapping_sub(lo) as i32 as i16,
            };
            groups.roles.push((i, member));
        }
        groups.has |= c.accesses.iter().fold(0, |m, &(i, _, _)| m | 1u64 << i);
        groups.live |= range & !(1u64 << first);
    }
    groups
}

/// Whether a group may hold a single access of this form (see `group_address`).
fn group_form(t: &arm::insn::Transfer) -> bool {
    !(t.size == MemSize::Double
        || t.user
        || t.rn == PC
        || writeback(&t.mode) && moves_base(t).is_none()
        || (t.load && t.rd == PC))
}

/// The constant a single access's writeback moves its base by, where it moves in the
/// base's own register and leaves `r12` alone (`moved_by`).
fn moves_base(t: &arm::insn::Transfer) -> Option<i32> {
    if t.size == MemSize::Double {
        return None;
    }
    moves(t.load, t.rd, t.rn, &t.offset, &t.mode)
}

/// The address of a single access as a value (`Vals`), and whether a later member may
/// take it (an immediate offset: its own probe out of line computes it), for the forms
/// a group may hold: no writeback but an immediate one that moves the base in its own
/// register (`moves_base`), not the T variants, not LDRD/STRD, not a load to the PC, not
/// PC-relative; register offsets that are a left shift by 0-3 added.
fn group_address(vals: &Vals, t: &arm::insn::Transfer) -> Option<(Val, bool)> {
    if !group_form(t) {
        return None;
    }
    match t.offset {
        // Post-indexed: the base itself (it moves after the access).
        Offset::Imm(_) if !t.mode.pre => vals.plus(t.rn, 0, true).map(|a| (a, true)),
        Offset::Imm(v) => vals.plus(t.rn, v, t.mode.up).map(|a| (a, true)),
        Offset::Reg {
            rm,
            kind: ShiftKind::Lsl,
            amount,
        } if t.mode.up && amount <= 3 => vals.add_shl(t.rn, rm, amount).map(|a| (a, false)),
        Offset::Reg { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{asm, translate_block, Ops};
    use dynasmrt::DynasmApi;

    /// The host code of the block of ARM words `words` at 0x8000 (privileged).
    fn code_of(words: &[u32]) -> Vec<u8> {
        let b: arm::block::Block = arm::block::discover(0x8000, false, &mut |a| {
            words.get((a as usize).wrapping_sub(0x8000) / 4).copied()
        });
        assert_eq!(b.insns.len(), words.len(), "one block");
        translate_block(0x10_0000, &b, 0x8000, false, 0, None, &|_, _| None).code
    }

    /// How many times `code` holds what `emit` assembles.
    fn count(code: &[u8], emit: &dyn Fn(&mut Ops)) -> usize {
        let mut ops = Ops::new(0);
        emit(&mut ops);
        let pat = ops.finalize().unwrap();
        code.windows(pat.len()).filter(|w| *w == &pat[..]).count()
    }

    /// (groups, members) of the block: the span probes' `add r12, [entry]` (a 64-bit
    /// add from memory into r12: REX.WR 03 /r) and the members' `test r12, r12`.
    fn groups(words: &[u32]) -> (usize, usize) {
        let code = code_of(words);
        let adds = code
            .windows(3)
            .filter(|w| w[0] == 0x4c && w[1] == 0x03 && w[2] & 0x38 == 0x20)
            .count();
        (adds, count(&code, &|o| asm!(o; test r12, r12)))
    }

    #[test]
    fn accesses_through_one_base_value_share_a_probe() {
        // ldr r0, [r4, #4]; ldr r1, [r4, #8]; ldrb r2, [r4, #1]; add r3, r0, r1: one
        // probe of [r4 + 1, r4 + 8] with the word alignment, two members.
        let words = [0xe594_0004, 0xe594_1008, 0xe5d4_2001, 0xe080_3001];
        assert_eq!(groups(&words), (1, 2));
        let code = code_of(&words);
        let (tag, last) = ((0xffff_f000u32 | 3) as i32, 7_i32);
        assert_eq!(
            count(&code, &|o| asm!(o; and eax, tag)),
            3,
            "the span's, and the two words' own out of line"
        );
        assert_eq!(
            count(&code, &|o| asm!(o; lea eax, [Rq(12) + last])),
            1,
            "the tag of r4 + 8"
        );
        // add r5, r1, r4, lsl #2; ldrb r0, [r1, r4, lsl #2]; ldrb r6, [r5, #1]: the same
        // value through a sum.
        assert_eq!(groups(&[0xe081_5104, 0xe7d1_0104, 0xe5d5_6001]), (1, 1));
        // mov r6, r4; ldr r0, [r4]; ldr r1, [r6, #4]; add r4, r4, #4; ldr r2, [r4, #4]
        // (r4 + 8): one group of three.
        assert_eq!(
            groups(&[
                0xe1a0_6004,
                0xe594_0000,
                0xe596_1004,
                0xe284_4004,
                0xe594_2004
            ]),
            (1, 2)
        );
    }

    #[test]
    fn what_breaks_a_group() {
        // The base loaded between: ldr r0, [r4, #4]; ldr r4, [r5]; ldr r1, [r4, #8].
        assert_eq!(groups(&[0xe594_0004, 0xe595_4000, 0xe594_1008]), (0, 0));
        // An LDM between (it writes r12): ldr r0, [r4]; ldm r6, {r1, r2}; ldr r1, [r4, #4].
        assert_eq!(groups(&[0xe594_0000, 0xe896_0006, 0xe594_1004]), (0, 0));
        // A writeback of a register offset between (through r12): ldr r0, [r4]; ldr r1,
        // [r5], r6; ldr r2, [r4, #4]. One of an immediate does not end it (below).
        assert_eq!(groups(&[0xe594_0000, 0xe695_1006, 0xe594_2004]), (0, 0));
        assert_eq!(groups(&[0xe594_0000, 0xe495_1004, 0xe594_2004]), (1, 1));
        // A load and a store (two TLB arrays): ldr r0, [r4]; str r0, [r4, #4].
        assert_eq!(groups(&[0xe594_0000, 0xe584_0004]), (0, 0));
        // A word two bytes past another (both cannot be aligned): ldr r0, [r4];
        // ldr r1, [r4, #2].
        assert_eq!(groups(&[0xe594_0000, 0xe594_1002]), (0, 0));
        // Too far apart: ldr r0, [r4]; ldr r1, [r4, #0x400].
        assert_eq!(groups(&[0xe594_0000, 0xe594_1400]), (0, 0));
        // A conditional first access: ldreq r0, [r4]; ldr r1, [r4, #4] (the second
        // starts nothing either).
        assert_eq!(groups(&[0x0594_0000, 0xe594_1004]), (0, 0));
        // A conditional later one is a member: ldr r0, [r4]; ldreq r1, [r4, #4].
        assert_eq!(groups(&[0xe594_0000, 0x0594_1004]), (1, 1));
    }

    #[test]
    fn accesses_that_write_back_an_immediate_share_a_probe() {
        // ldrb r11, [r5], #2; ldrb r11, [r5, #-1] (the kernel's c01cd330): one group, the
        // second at r5's first value + 1.
        assert_eq!(groups(&[0xe4d5_b002, 0xe555_b001]), (1, 1));
        // ldr r0, [r4], #4; ldr r1, [r4], #4; ldr r2, [r4, #4]!; ldr r3, [r4]: four
        // words from r4's value, all writing it back but the last.
        assert_eq!(
            groups(&[0xe494_0004, 0xe494_1004, 0xe5b4_2004, 0xe594_3000]),
            (1, 3)
        );
        // A conditional writeback leaves the base unknown: ldr r0, [r4], #4; ldreq r1,
        // [r4], #4 (a member); ldr r2, [r4] (not).
        assert_eq!(groups(&[0xe494_0004, 0x0494_1004, 0xe594_2000]), (1, 1));
        // The base is moved in its own register after the access (`lea ebp, [rbp +
        // 4]`: r4 is cached in rbp), not through r12.
        let code = code_of(&[0xe494_0004, 0xe080_1004]);
        let four = 4_i32;
        assert_eq!(count(&code, &|o| asm!(o; lea Rd(5), [Rq(5) + four])), 1);
        assert_eq!(count(&code, &|o| asm!(o; lea r12d, [Rq(5) + four])), 0);
    }

    #[test]
    fn a_plan_holds_at_most_max_roles_accesses() {
        // Nine groups of six loads (ldr r0-r5, [rN, #0..20] through r6-r14), an MRS
        // between them ending the groups open: the eight largest kept, of which the
        // first five (30 accesses) fit in the plan's 32 roles; the others probe alone.
        let mut words = Vec::new();
        for n in 6..15u32 {
            if n > 6 {
                words.push(0xe10f_0000);
            }
            words.extend((0..6u32).map(|k| 0xe590_0000 | n << 16 | k << 12 | (4 * k)));
        }
        assert_eq!(groups(&words), (5, 25));
    }

    #[test]
    fn a_slow_path_inside_a_group_forgets_its_page() {
        // ldr r0, [r4]; ldr r1, [r5]; ldr r2, [r4, #4]: r5's access lies inside r4's
        // group, its slow path sets r12 to 0 (the member then probes on its own); the
        // group's own accesses' slow paths do not.
        let code = code_of(&[0xe594_0000, 0xe595_1000, 0xe594_2004]);
        assert_eq!(
            count(&code, &|o| asm!(o; xor r12d, r12d)),
            2,
            "the span's miss and r5's slow path"
        );
        let code = code_of(&[0xe594_0000, 0xe594_2004, 0xe595_1000]);
        assert_eq!(
            count(&code, &|o| asm!(o; xor r12d, r12d)),
            1,
            "the span's miss only"
        );
    }
}

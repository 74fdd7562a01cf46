//! LDM/STM translated natively when the whole transfer is one aligned run inside a
//! single page that the softmmu TLB maps: one inline lookup, then plain host loads and
//! stores (a loaded PC interworks). The `^` forms without exception return (STM of the
//! User bank, LDM of it without the PC) transfer the User-mode registers: the mode
//! read at run time selects which bank r8-r14 come from. Anything else (unaligned or
//! page-crossing runs, TLB misses, MMIO, code pages) goes through `helpers::block_slow`;
//! a `^` form in User mode is Undefined, raised by the escape hatch.

use arm::insn::{BlockMode, Reg, PC};
use arm::mmu::AccessKind;
use arm::state::{psr, Mode};
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::mem::{emit_slow_path_reloading, Aborted, Where};
use super::regcache::{RegCache, Short};
use super::tlb::ProbeAddr;
use super::{asm, off, Labels, Ops};
use crate::abi;
use crate::helpers;

/// Whether `emit_block_xfer` handles this form. An LDM that loads the PC (a function
/// return, or with `^` the exception return) writes it with interworking (or restores
/// the CPSR from the SPSR); the caller then continues at `chain`. An empty list, a PC
/// base and a User-bank LDM (`^` without the PC) with writeback are Undefined (the
/// interpreter's rules): those stay with the escape hatch.
pub fn supported(load: bool, writeback: bool, s_bit: bool, rn: Reg, list: u16) -> bool {
    rn != PC && list != 0 && !(s_bit && load && list & (1 << PC) == 0 && writeback)
}

impl Transfer {
    /// `LDM {.., pc}^`: the exception return.
    fn eret(&self) -> bool {
        self.s_bit && self.load && self.list & (1 << PC) != 0
    }

    /// The `^` forms that transfer the User-mode registers.
    fn user_bank(&self) -> bool {
        self.s_bit && !self.eret()
    }
}

/// Which registers r8-r14 of a User-bank transfer are: the visible ones (System mode),
/// the saved User r8-r14 (FIQ mode), or the saved User r13-r14 (the other modes).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Bank {
    Visible,
    Fiq,
    Other,
}

/// Offset in `Core` of User-mode register `r` while the mode's bank is `bank`.
fn user_reg(r: Reg, bank: Bank) -> i32 {
    let (r8, r13) = (off::BANKED_R8_R12, off::BANKED_R13_R14);
    match (r, bank) {
        (8..=12, Bank::Fiq) => r8 + 4 * (r as i32 - 8),
        (13 | 14, Bank::Fiq | Bank::Other) => r13 + 4 * (r as i32 - 13),
        _ => off::reg(r),
    }
}

/// An LDM/STM, as decoded.
#[derive(Clone, Copy, Debug)]
pub struct Transfer {
    pub load: bool,
    pub mode: BlockMode,
    pub writeback: bool,
    pub s_bit: bool,
    pub rn: Reg,
    pub list: u16,
}

/// Emits LDM/STM: inline when it can, else through `helpers::block_slow` (which
/// charges and enters a data abort itself, like `mem::emit_mem`'s slow path). A `^`
/// form in User mode jumps to `hatch` (Undefined, raised by the escape hatch) before
/// anything is written; returns whether `hatch` was used. The caller handles the
/// condition, the ticks and, after a load of the PC, the continuation at `chain`.
///
/// Without `^`, registers go through the register cache: a stored register is read
/// from its host copy when cached, a loaded one (and the written-back base) updates its
/// host copy when cached, and the slow path reloads every cached register; so nothing
/// cached goes stale. The `^` forms write `Core` only (the caller drops the copies).
pub fn emit_block_xfer(
    ops: &mut Ops,
    l: &Labels,
    rc: &mut RegCache,
    x: &Transfer,
    at: &Where,
    hatch: DynamicLabel,
) -> bool {
    if x.s_bit {
        asm!(ops
            ; mov ecx, DWORD [state + off::CPSR_REST]
            ; and ecx, psr::MODE as i32
            ; cmp ecx, Mode::User as i32
            ; je =>hatch
        );
    }
    let (slow, done) = (ops.new_dynamic_label(), ops.new_dynamic_label());
    if x.eret() {
        // Inline while the SPSR keeps the mode; a mode change goes to the helper.
        super::status::emit_eret_check(ops, hatch, slow);
    }
    // The base's host register (its upper half is zero): its cache register, loaded
    // there where entries may be added, else `eax` (the `^` forms read it where it is
    // cached only: their registers go to `Core`).
    let base = match rc.host_of(x.rn) {
        Some(h) => h,
        None if !x.s_bit => rc.operand(ops, x.rn, 0),
        None => {
            asm!(ops; mov eax, DWORD [state + off::reg(x.rn)]);
            0
        }
    };
    // What the slow path stores and reloads: the cache as the transfers find it (they
    // may leave what they load dirty; the slow path's helper writes `Core`, which the
    // reload then brings into every cached register).
    let regs = (rc.dirty(), rc.all());
    emit_fast(ops, l, rc, x, (at, base), slow);
    let mode = match x.mode {
        BlockMode::Ia => 0,
        BlockMode::Ib => 1,
        BlockMode::Da => 2,
        BlockMode::Db => 3,
    };
    let flags = [
        (x.load, abi::BLOCK_LOAD),
        (x.writeback, abi::BLOCK_WRITEBACK),
        (x.user_bank(), abi::BLOCK_USER_BANK),
        (x.eret(), abi::BLOCK_ERET),
        (at.pc_read.wrapping_sub(at.insn_addr) == 4, abi::BLOCK_THUMB),
    ];
    let op = flags.iter().filter(|f| f.0).fold(0, |op, f| op | f.1)
        | (mode << 6)
        | (u32::from(x.rn) << 8)
        | (u32::from(x.list) << 16);
    let helper = (helpers::block_slow as *const (), Aborted::NonZero);
    let (insn_addr, meta) = (at.insn_addr, at.meta_taken());
    emit_slow_path_reloading(ops, l, regs, at, (slow, done), helper, move |ops| {
        asm!(ops
            ; mov esi, op as i32
            ; mov edx, insn_addr as i32
            ; mov ecx, meta as i32
        )
    });
    x.s_bit
}

/// The inline LDM/STM: jumps to `slow` when the run is unaligned, crosses a page or
/// misses the TLB (nothing has been written then).
fn emit_fast(
    ops: &mut Ops,
    l: &Labels,
    rc: &mut RegCache,
    x: &Transfer,
    (at, base): (&Where, u8),
    slow: DynamicLabel,
) {
    let (pc_read, user) = (at.pc_read, at.user);
    let thumb = pc_read.wrapping_sub(at.insn_addr) == 4;
    let Transfer {
        load,
        mode,
        rn,
        list,
        ..
    } = *x;
    let n = list.count_ones() as i32;
    let (start, wb) = match mode {
        BlockMode::Ia => (0, 4 * n),
        BlockMode::Ib => (4, 4 * n),
        BlockMode::Da => (4 - 4 * n, -4 * n),
        BlockMode::Db => (-4 * n, -4 * n),
    };
    let kind = if load {
        AccessKind::Read
    } else {
        AccessKind::Write
    };
    let tlb = super::tlb::tlb_for(user, kind);
    // A cached base that the LDM does not load is written back in place after the
    // transfers (`lea` from its register); otherwise the new base is computed into
    // `r12d` first (written back before an LDM's loads, so that a loaded base wins).
    let loads_base = load && list & (1 << rn) != 0;
    let wb_in_place = (x.writeback && base != 0 && !loads_base && !x.s_bit).then_some(wb);
    if x.writeback && wb_in_place.is_none() {
        asm!(ops; lea r12d, [Rq(base) + wb]);
    }
    // The first word's address: the base itself where nothing writes its register
    // before the last access (an STM, or an LDM that does not load it), else `r13d`.
    let in_place = base != 0 && start == 0 && !loads_base;
    let addr = if in_place {
        base
    } else {
        asm!(ops; lea r13d, [Rq(base) + start]);
        13
    };
    // One probe checks the alignment (in the tag) and that the run stays in one page
    // (the last word's tag at the first word's index).
    super::tlb::emit_tlb_probe(ops, ProbeAddr::Span(addr, 4 * n - 4), tlb, 3, slow);
    if !x.s_bit {
        emit_transfers(
            ops,
            (l, thumb),
            Some(rc),
            x,
            pc_read,
            (Bank::Visible, addr, wb_in_place),
        );
        return;
    }
    if !x.user_bank() || list & 0x7f00 == 0 {
        emit_transfers(
            ops,
            (l, thumb),
            None,
            x,
            pc_read,
            (Bank::Visible, addr, wb_in_place),
        );
        return;
    }
    // The User bank: r8-r14 depend on the mode (User mode went to `slow`).
    let done = ops.new_dynamic_label();
    let banks = [
        (Some(Mode::System), Bank::Visible),
        (Some(Mode::Fiq), Bank::Fiq),
        (None, Bank::Other),
    ];
    for (mode, bank) in banks {
        let next = ops.new_dynamic_label();
        if let Some(mode) = mode {
            asm!(ops
                ; mov ecx, DWORD [state + off::CPSR_REST]
                ; and ecx, psr::MODE as i32
                ; cmp ecx, mode as i32
                ; jne =>next
            );
        }
        emit_transfers(ops, (l, thumb), None, x, pc_read, (bank, addr, wb_in_place));
        asm!(ops
            ; jmp =>done
            ; =>next
        );
    }
    asm!(ops; =>done);
}

/// The loads or stores of the registers in `list` at the host address `rax` + the
/// first word's guest address in host register `addr` (zero-extended), and the writeback
/// of `r12d`; r8-r14 are taken from `bank`. With `rc`, cached registers are read from
/// and written to their host copies too (see `emit_block_xfer`).
fn emit_transfers(
    ops: &mut Ops,
    (l, thumb): (&Labels, bool),
    mut rc: Option<&mut RegCache>,
    x: &Transfer,
    pc_read: u32,
    (bank, addr, wb_in_place): (Bank, u8, Option<i32>),
) {
    let Transfer {
        load,
        writeback,
        rn,
        list,
        ..
    } = *x;
    let mut hosts = [None; 16];
    if let Some(rc) = &mut rc {
        for r in (0..15u8).filter(|&r| (list | 1 << rn) & (1 << r) != 0) {
            hosts[r as usize] = rc.host_of(r);
        }
    }
    let host_of = |r: Reg| hosts[r as usize];
    let regs: Short<Reg, 16> = (0..16u8).filter(|r| list & (1 << r) != 0).collect();
    // The host copy a transfer of `r` goes through, if any (the visible bank only).
    let host = |r: Reg| {
        if bank == Bank::Visible {
            host_of(r)
        } else {
            None
        }
    };
    // Whether the `i`th register of the list and the next are transferred as one
    // 8-byte word: both uncached, neither the PC, next to each other in `Core` (they are
    // in memory: the list is in register order).
    let paired = |i: usize| {
        let (r, next) = (regs[i], regs.get(i + 1).copied());
        next.is_some_and(|n| {
            ![r, n].contains(&PC)
                && host(r).is_none()
                && host(n).is_none()
                && user_reg(n, bank) == user_reg(r, bank) + 4
        })
    };
    // A cached register written from its host register `h` (already holding the value):
    // through the cache, so that it stays dirty where writes may (`RegCache::store`),
    // else to `Core` as well. Nothing is added to the cache.
    let mut write = |ops: &mut Ops, r: Reg, h: u8| match rc.as_deref_mut() {
        Some(rc) => rc.store(ops, r, h),
        None => asm!(ops; mov DWORD [state + off::reg(r)], Rd(h)),
    };
    // The new base: from `r12d`, or in place in its cache register (`wb_in_place`: the
    // base's host register still holds it, and it is not in an LDM's list).
    let emit_writeback = |ops: &mut Ops, write: &mut dyn FnMut(&mut Ops, Reg, u8)| match (
        host_of(rn),
        wb_in_place,
    ) {
        (Some(h), Some(wb)) => {
            asm!(ops; lea Rd(h), [Rq(h) + wb]);
            write(ops, rn, h);
        }
        (Some(h), None) => {
            asm!(ops; mov Rd(h), r12d);
            write(ops, rn, h);
        }
        (None, _) => asm!(ops; mov DWORD [state + off::reg(rn)], r12d),
    };
    if load {
        // With the base in the list and writeback, the loaded value wins (the
        // interpreter's rule): write back first.
        if writeback && wb_in_place.is_none() {
            emit_writeback(ops, &mut write);
        }
        let mut i = 0;
        while i < regs.len() {
            let (r, k) = (regs[i], 4 * i as i32);
            if r == PC {
                // The last word: the PC, with interworking (or the exception return).
                asm!(ops; mov eax, DWORD [rax + Rq(addr) + k]);
                if x.eret() {
                    super::status::emit_exception_return(ops);
                } else {
                    super::branch::emit_interwork_from(ops, l, thumb);
                }
                i += 1;
                continue;
            }
            if paired(i) {
                asm!(ops
                    ; mov rcx, QWORD [rax + Rq(addr) + k]
                    ; mov QWORD [state + user_reg(r, bank)], rcx
                );
                i += 2;
                continue;
            }
            match host(r) {
                Some(h) => {
                    asm!(ops; mov Rd(h), DWORD [rax + Rq(addr) + k]);
                    write(ops, r, h);
                }
                None => asm!(ops
                    ; mov ecx, DWORD [rax + Rq(addr) + k]
                    ; mov DWORD [state + user_reg(r, bank)], ecx
                ),
            }
            i += 1;
        }
    } else {
        // Registers are read before the writeback: a stored base is its old value.
        let mut i = 0;
        while i < regs.len() {
            let (r, k) = (regs[i], 4 * i as i32);
            if paired(i) {
                asm!(ops
                    ; mov rcx, QWORD [state + user_reg(r, bank)]
                    ; mov QWORD [rax + Rq(addr) + k], rcx
                );
                i += 2;
                continue;
            }
            match (r, host(r)) {
                (PC, _) => asm!(ops; mov DWORD [rax + Rq(addr) + k], pc_read as i32),
                (_, Some(h)) => asm!(ops; mov DWORD [rax + Rq(addr) + k], Rd(h)),
                (_, None) => asm!(ops
                    ; mov ecx, DWORD [state + user_reg(r, bank)]
                    ; mov DWORD [rax + Rq(addr) + k], ecx
                ),
            }
            i += 1;
        }
        if writeback {
            emit_writeback(ops, &mut write);
        }
    }
    if load && writeback && wb_in_place.is_some() {
        emit_writeback(ops, &mut write);
    }
}

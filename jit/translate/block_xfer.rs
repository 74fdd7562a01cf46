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
use super::regcache::RegCache;
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
    emit_fast(ops, rc, x, at.pc_read, at.user, slow);
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
    let regs = (rc.dirty(), rc.all());
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
    rc: &mut RegCache,
    x: &Transfer,
    pc_read: u32,
    user: bool,
    slow: DynamicLabel,
) {
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
    match rc.host_of(rn) {
        Some(h) => asm!(ops; mov eax, Rd(h)),
        None => asm!(ops; mov eax, DWORD [state + off::reg(rn)]),
    }
    asm!(ops
        ; lea r13d, [eax + start]
        ; lea r12d, [eax + wb]
        ; test r13d, 3
        ; jnz =>slow
        ; mov ecx, r13d
        ; and ecx, 0xfff
        ; cmp ecx, 0x1000 - 4 * n
        ; ja =>slow
    );
    super::tlb::emit_tlb_lookup(ops, tlb, slow);
    asm!(ops
        ; mov ecx, r13d
        ; add rax, rcx
    );
    if !x.s_bit {
        emit_transfers(ops, Some(rc), x, pc_read, Bank::Visible);
        return;
    }
    if !x.user_bank() || list & 0x7f00 == 0 {
        emit_transfers(ops, None, x, pc_read, Bank::Visible);
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
        emit_transfers(ops, None, x, pc_read, bank);
        asm!(ops
            ; jmp =>done
            ; =>next
        );
    }
    asm!(ops; =>done);
}

/// The loads or stores of the registers in `list` at the host address in `rax`, and the
/// writeback of `r12d`; r8-r14 are taken from `bank`. With `rc`, cached registers are
/// read from and written to their host copies too (see `emit_block_xfer`).
fn emit_transfers(
    ops: &mut Ops,
    rc: Option<&mut RegCache>,
    x: &Transfer,
    pc_read: u32,
    bank: Bank,
) {
    let Transfer {
        load,
        writeback,
        rn,
        list,
        ..
    } = *x;
    let mut hosts = [None; 16];
    if let Some(rc) = rc {
        for r in (0..15u8).filter(|&r| (list | 1 << rn) & (1 << r) != 0) {
            hosts[r as usize] = rc.host_of(r);
        }
    }
    let host_of = |r: Reg| hosts[r as usize];
    let regs = (0..16u8).filter(|r| list & (1 << r) != 0);
    let emit_writeback = |ops: &mut Ops| {
        asm!(ops; mov DWORD [state + off::reg(rn)], r12d);
        if let Some(h) = host_of(rn) {
            asm!(ops; mov Rd(h), r12d);
        }
    };
    if load {
        // With the base in the list and writeback, the loaded value wins (the
        // interpreter's rule): write back first.
        if writeback {
            emit_writeback(ops);
        }
        for (k, r) in regs.enumerate() {
            let k = 4 * k as i32;
            if r == PC {
                // The last word: the PC, with interworking (or the exception return).
                asm!(ops; mov eax, DWORD [rax + k]);
                if x.eret() {
                    super::status::emit_exception_return(ops);
                } else {
                    super::branch::emit_interwork(ops);
                }
                continue;
            }
            let host = if bank == Bank::Visible {
                host_of(r)
            } else {
                None
            };
            match host {
                Some(h) => asm!(ops
                    ; mov Rd(h), DWORD [rax + k]
                    ; mov DWORD [state + off::reg(r)], Rd(h)
                ),
                None => asm!(ops
                    ; mov ecx, DWORD [rax + k]
                    ; mov DWORD [state + user_reg(r, bank)], ecx
                ),
            }
        }
    } else {
        // Registers are read before the writeback: a stored base is its old value.
        for (k, r) in regs.enumerate() {
            let k = 4 * k as i32;
            let host = if bank == Bank::Visible {
                host_of(r)
            } else {
                None
            };
            match (r, host) {
                (PC, _) => asm!(ops; mov DWORD [rax + k], pc_read as i32),
                (_, Some(h)) => asm!(ops; mov DWORD [rax + k], Rd(h)),
                (_, None) => asm!(ops
                    ; mov ecx, DWORD [state + user_reg(r, bank)]
                    ; mov DWORD [rax + k], ecx
                ),
            }
        }
        if writeback {
            emit_writeback(ops);
        }
    }
}

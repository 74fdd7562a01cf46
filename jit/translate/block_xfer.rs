//! LDM/STM translated natively when the whole transfer is one aligned run inside a
//! single page that the softmmu TLB maps: one inline lookup, then plain host loads and
//! stores (a loaded PC interworks). The `^` forms without exception return (STM of the
//! User bank, LDM of it without the PC) transfer the User-mode registers: the mode
//! read at run time selects which bank r8-r14 come from. Anything else (unaligned or
//! page-crossing runs, TLB misses, MMIO, code pages, `^` in User mode) runs through the
//! escape hatch as the slow path.

use arm::insn::{BlockMode, Reg, PC};
use arm::mmu::AccessKind;
use arm::state::{psr, Mode};
use arm::Core;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::{asm, off, Ops};

/// Whether `emit_block_xfer` handles this form. An LDM that loads the PC (a function
/// return) writes it with interworking; the caller then continues at `chain`. An empty
/// list and a PC base are Undefined, `LDM {.., pc}^` is the exception return, and a
/// User-bank LDM with writeback is Undefined too (the interpreter's rules): those stay
/// with the escape hatch.
pub fn supported(load: bool, writeback: bool, s_bit: bool, rn: Reg, list: u16) -> bool {
    rn != PC && list != 0 && (!s_bit || !load || (list & (1 << PC) == 0 && !writeback))
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
    let r8 = std::mem::offset_of!(Core, s.banked_r8_r12) as i32;
    let r13 = std::mem::offset_of!(Core, s.banked_r13_r14) as i32;
    match (r, bank) {
        (8..=12, Bank::Fiq) => r8 + 4 * (r as i32 - 8),
        (13 | 14, Bank::Fiq | Bank::Other) => r13 + 4 * (r as i32 - 13),
        _ => off::reg(r),
    }
}

/// Emits the fast path of LDM/STM; jumps to `slow` when it does not apply (nothing
/// has been written then). The caller handles the condition and the ticks.
#[allow(clippy::too_many_arguments)]
pub fn emit_block_xfer(
    ops: &mut Ops,
    load: bool,
    mode: BlockMode,
    writeback: bool,
    rn: Reg,
    list: u16,
    pc_read: u32,
    user: bool,
    s_bit: bool,
    slow: DynamicLabel,
) {
    if s_bit {
        // In User mode the `^` forms are Undefined.
        asm!(ops
            ; mov ecx, DWORD [state + off::CPSR_REST]
            ; and ecx, psr::MODE as i32
            ; cmp ecx, Mode::User as i32
            ; je =>slow
        );
    }
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
    let tlb = super::mem::tlb_offset(user, kind);
    asm!(ops
        ; mov eax, DWORD [state + off::reg(rn)]
        ; lea r13d, [eax + start]
        ; lea r12d, [eax + wb]
        ; test r13d, 3
        ; jnz =>slow
        ; mov ecx, r13d
        ; and ecx, 0xfff
        ; cmp ecx, 0x1000 - 4 * n
        ; ja =>slow
    );
    super::mem::emit_tlb_lookup(ops, tlb, slow);
    asm!(ops
        ; mov ecx, r13d
        ; add rax, rcx
    );
    if !s_bit || list & 0x7f00 == 0 {
        emit_transfers(ops, load, writeback, rn, list, pc_read, Bank::Visible);
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
        emit_transfers(ops, load, writeback, rn, list, pc_read, bank);
        asm!(ops
            ; jmp =>done
            ; =>next
        );
    }
    asm!(ops; =>done);
}

/// The loads or stores of the registers in `list` at the host address in `rax`, and the
/// writeback of `r12d`; r8-r14 are taken from `bank`.
fn emit_transfers(
    ops: &mut Ops,
    load: bool,
    writeback: bool,
    rn: Reg,
    list: u16,
    pc_read: u32,
    bank: Bank,
) {
    let regs = (0..16u8).filter(|r| list & (1 << r) != 0);
    if load {
        // With the base in the list and writeback, the loaded value wins (the
        // interpreter's rule): write back first.
        if writeback {
            asm!(ops; mov DWORD [state + off::reg(rn)], r12d);
        }
        for (k, r) in regs.enumerate() {
            let k = 4 * k as i32;
            if r == PC {
                // The last word: the PC, with interworking.
                asm!(ops; mov eax, DWORD [rax + k]);
                super::branch::emit_interwork(ops);
            } else {
                asm!(ops
                    ; mov ecx, DWORD [rax + k]
                    ; mov DWORD [state + user_reg(r, bank)], ecx
                );
            }
        }
    } else {
        // Registers are read before the writeback: a stored base is its old value.
        for (k, r) in regs.enumerate() {
            let k = 4 * k as i32;
            if r == PC {
                asm!(ops; mov DWORD [rax + k], pc_read as i32);
            } else {
                asm!(ops
                    ; mov ecx, DWORD [state + user_reg(r, bank)]
                    ; mov DWORD [rax + k], ecx
                );
            }
        }
        if writeback {
            asm!(ops; mov DWORD [state + off::reg(rn)], r12d);
        }
    }
}

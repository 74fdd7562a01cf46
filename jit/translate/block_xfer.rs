//! LDM/STM translated natively when the whole transfer is one aligned run inside a
//! single page that the softmmu TLB maps: one inline lookup, then plain host loads and
//! stores (a loaded PC interworks). Anything else (unaligned or page-crossing runs,
//! TLB misses, MMIO, code pages, `^`) runs through the escape hatch.

use arm::insn::{BlockMode, Reg, PC};
use arm::mmu::AccessKind;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::{asm, off, Ops};

/// Whether `emit_block_xfer` handles this form. An LDM that loads the PC (a function
/// return) writes it with interworking; the caller then continues at `chain`.
pub fn supported(s_bit: bool, rn: Reg, list: u16) -> bool {
    !s_bit && rn != PC && list != 0
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
    slow: DynamicLabel,
) {
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
                    ; mov DWORD [state + off::reg(r)], ecx
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
                    ; mov ecx, DWORD [state + off::reg(r)]
                    ; mov DWORD [rax + k], ecx
                );
            }
        }
        if writeback {
            asm!(ops; mov DWORD [state + off::reg(rn)], r12d);
        }
    }
}

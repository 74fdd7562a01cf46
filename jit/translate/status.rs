//! MRS, MSR, CLZ, NOP, Thumb ADR, the CP15 cache maintenance operations and the plain
//! CP15 register reads (and DACR writes, with a helper call) translated natively. MRS and MSR of the SPSR are inline (User mode, which has none, raises
//! Undefined through the caller's `slow` label). MSR CPSR that writes only flags
//! is inline; MSR of the control field is inline while it keeps the mode (Linux's
//! IRQ masking), and leaves anything else (a mode change, User mode) to the
//! escape hatch through `slow` before writing anything.

use arm::insn::{Reg, Shifter, PC};
use arm::state::{psr, Mode};
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::{asm, off, Ops};
use crate::helpers;

use off::{FIQ_LINE, IRQ_LINE, SPSR};

/// Whether `emit_mrs` handles this form (a PC destination is UNPREDICTABLE, ARM ARM
/// MRS: the escape hatch keeps the interpreter's choice).
pub fn mrs_supported(rd: Reg) -> bool {
    rd != PC
}

/// The SPSR slot of each mode (`Mode::bank`), a nibble per mode number's low four bits
/// (the modes' numbers differ there), for generated code to look up.
fn spsr_banks() -> u64 {
    Mode::ALL
        .iter()
        .fold(0, |t, &m| t | (m.bank() as u64) << (4 * (m as u32 & 0xf)))
}

/// Leaves in `rcx` the index of the current mode's SPSR slot; User mode (no SPSR: MRS
/// and MSR of it are Undefined) jumps to `user` (given where the mode may be User).
/// Clobbers `rax`.
fn emit_spsr_slot(ops: &mut Ops, user: Option<DynamicLabel>) {
    asm!(ops
        ; mov ecx, DWORD [state + off::CPSR_REST]
        ; and ecx, psr::MODE as i32
    );
    if let Some(user) = user {
        asm!(ops
            ; cmp ecx, Mode::User as i32
            ; je =>user
        );
    }
    asm!(ops
        ; and ecx, 0xf
        ; shl ecx, 2
        ; mov rax, QWORD spsr_banks() as i64
        ; shr rax, cl
        ; mov ecx, eax
        ; and ecx, 0xf
    );
}

/// MRS Rd, CPSR, or Rd, SPSR with `spsr` (in User mode `slow`: Undefined). Returns
/// whether it used `slow`. With `armv7` the CPSR's execution state bits (T and the IT
/// state) read as zero, as the interpreter's `status::mrs` reads them (ARMv5 ARM code
/// has neither set).
pub fn emit_mrs(ops: &mut Ops, rd: Reg, spsr: bool, armv7: bool, slow: DynamicLabel) -> bool {
    if spsr {
        emit_spsr_slot(ops, Some(slow));
        asm!(ops
            ; mov eax, DWORD [state + rcx * 4 + SPSR]
            ; mov DWORD [state + off::reg(rd)], eax
        );
        return true;
    }
    asm!(ops
        ; movzx eax, BYTE [state + off::N]
        ; shl eax, 31
        ; movzx ecx, BYTE [state + off::Z]
        ; shl ecx, 30
        ; or eax, ecx
        ; movzx ecx, BYTE [state + off::C]
        ; shl ecx, 29
        ; or eax, ecx
        ; movzx ecx, BYTE [state + off::V]
        ; shl ecx, 28
        ; or eax, ecx
        ; mov edx, DWORD [state + off::CPSR_REST]
    );
    if armv7 {
        asm!(ops; and edx, !(psr::T | psr::IT) as i32);
    }
    asm!(ops
        ; or eax, edx
        ; mov DWORD [state + off::reg(rd)], eax
    );
    false
}

/// The PSR bits MSR's field mask selects (c, x, s, f: bytes 0 to 3) that exist (of
/// `implemented`, the CPU's `CpuState::psr_bits`).
fn field_bits(fields: u8, implemented: u32) -> u32 {
    (0..4)
        .filter(|i| fields & (1 << i) != 0)
        .fold(0, |m, i| m | (0xff << (8 * i)))
        & implemented
}

/// Whether `emit_msr` handles this form on ARMv7-A: any SPSR write; of the CPSR only
/// the c and f fields (the x and s fields hold A, E and GE there, which it does not
/// write: the escape hatch does).
pub fn msr_supported_v7(spsr: bool, fields: u8) -> bool {
    spsr || fields & 0b0110 == 0
}

/// MSR SPSR_<fields>, value in `eax`: the selected bits of the current mode's SPSR (in
/// User mode `slow`: Undefined; System mode writes the slot it shares with User, as
/// the interpreter does).
fn emit_msr_spsr(ops: &mut Ops, fields: u8, implemented: u32, slow: DynamicLabel) {
    let mask = field_bits(fields, implemented);
    asm!(ops; mov edx, eax);
    emit_spsr_slot(ops, Some(slow));
    asm!(ops
        ; and edx, mask as i32
        ; mov eax, DWORD [state + rcx * 4 + SPSR]
        ; and eax, !mask as i32
        ; or eax, edx
        ; mov DWORD [state + rcx * 4 + SPSR], eax
    );
}

/// MSR SPSR_<fields> (`spsr`, see `emit_msr_spsr`) or CPSR_<fields>, value. The flags field (f) is written inline; the control field
/// (c) inline only in a privileged mode that the value keeps (else `slow`, nothing
/// written yet). The x and s fields hold no implemented bits; T is never written (the
/// interpreter's `status::msr`). Returns whether it used `slow`. Clearing the I or F mask while an interrupt line is
/// asserted ends the chain at the next block entry, as `helpers::interp_step` does.
/// `implemented` is the CPU's `psr_bits` (an SPSR write keeps those of the field mask);
/// on ARMv7-A the caller leaves CPSR writes of the x and s fields to the escape hatch
/// (`msr_supported_v7`): the c and f fields hold the same bits on both CPUs.
pub fn emit_msr(
    ops: &mut Ops,
    spsr: bool,
    fields: u8,
    implemented: u32,
    src: &Shifter,
    pc_read: u32,
    slow: DynamicLabel,
) -> bool {
    match *src {
        Shifter::Imm { value, .. } => asm!(ops; mov eax, value as i32),
        Shifter::RegImm { rm, .. } | Shifter::RegReg { rm, .. } => {
            if rm == PC {
                asm!(ops; mov eax, pc_read as i32);
            } else {
                asm!(ops; mov eax, DWORD [state + off::reg(rm)]);
            }
        }
    }
    if spsr {
        emit_msr_spsr(ops, fields, implemented, slow);
        return true;
    }
    let control = fields & 1 != 0;
    if control {
        asm!(ops
            ; mov ecx, DWORD [state + off::CPSR_REST]
            ; mov edx, ecx
            ; and edx, psr::MODE as i32
            ; cmp edx, Mode::User as i32
            ; je =>slow
            ; mov r8d, eax
            ; and r8d, psr::MODE as i32
            ; cmp r8d, edx
            ; jne =>slow
        );
    }
    if fields & 8 != 0 {
        emit_set_nzcv(ops, Psr::InEax);
        asm!(ops
            ; mov edx, eax
            ; and edx, psr::Q as i32
            ; and DWORD [state + off::CPSR_REST], !psr::Q as i32
            ; or DWORD [state + off::CPSR_REST], edx
        );
    }
    if control {
        let masks = (psr::I | psr::F) as i32;
        asm!(ops
            ; mov ecx, DWORD [state + off::CPSR_REST]
            ; mov edx, eax
            ; and edx, masks
            ; mov r8d, ecx
            ; and r8d, !masks
            ; or r8d, edx
            ; mov DWORD [state + off::CPSR_REST], r8d
        );
        emit_mask_change_check(ops);
    }
    control
}

/// The register a PSR value is in, for `emit_set_nzcv`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Psr {
    InEax,
    InR8d,
}

/// Sets N, Z, C and V from bits 31 to 28 of the PSR value in `src`. The flags are whole
/// words in `Core` (0 or 1). Clobbers `edx`.
fn emit_set_nzcv(ops: &mut Ops, src: Psr) {
    for (flag, bit) in [(off::N, 31), (off::Z, 30), (off::C, 29), (off::V, 28)] {
        match src {
            Psr::InEax => asm!(ops; mov edx, eax),
            Psr::InR8d => asm!(ops; mov edx, r8d),
        }
        asm!(ops; shr edx, bit);
        if bit != 31 {
            asm!(ops; and edx, 1);
        }
        asm!(ops; mov DWORD [state + flag], edx);
    }
}

/// After a CPSR write, with its old value in `ecx` and the new one in `r8d`: clearing the
/// I or F mask while an interrupt line is asserted ends the chain at the next block
/// entry (a pending interrupt may have become deliverable), as `helpers::interp_step`
/// does; setting one makes nothing deliverable. Clobbers `ecx`, `edx`.
pub(super) fn emit_mask_change_check(ops: &mut Ops) {
    asm!(ops
        ; mov edx, r8d
        ; not edx
        ; and ecx, edx
        ; test ecx, (psr::I | psr::F) as i32
        ; jz >same
        ; mov dl, BYTE [state + IRQ_LINE]
        ; or dl, BYTE [state + FIQ_LINE]
        ; jz >same
        ; mov QWORD [state + off::NEXT_CHECK], 0
        ; same:
    );
}

/// Jumps to `slow` in User mode (where the privileged operation is Undefined, raised by
/// the escape hatch). Clobbers `eax`.
pub(super) fn emit_user_mode_check(ops: &mut Ops, slow: DynamicLabel) {
    asm!(ops
        ; mov eax, DWORD [state + off::CPSR_REST]
        ; and eax, psr::MODE as i32
        ; cmp eax, Mode::User as i32
        ; je =>slow
    );
}

/// The check before an exception return (`MOVS PC, ...`, `LDM {.., pc}^`) that stays
/// in its mode: jumps to `user` in User mode (Undefined) and to `other_mode` when the
/// SPSR names another mode (or a reserved one), before anything is written. Clobbers
/// `rax`, `rcx`, `edx`.
pub fn emit_eret_check(ops: &mut Ops, user: DynamicLabel, other_mode: DynamicLabel) {
    emit_spsr_slot(ops, Some(user));
    asm!(ops
        ; mov edx, DWORD [state + rcx * 4 + SPSR]
        ; xor edx, DWORD [state + off::CPSR_REST]
        ; test edx, psr::MODE as i32
        ; jnz =>other_mode
    );
}

/// An exception return that `emit_eret_check` let through: CPSR = SPSR (the mode stays:
/// no bank changes), then r15 = the target in `eax` aligned for the restored state
/// (the interpreter's `exception_return`). Clearing the I or F mask while an
/// interrupt line is asserted ends the chain, as after MSR. Clobbers `rax`, `rcx`,
/// `edx`, `r8`, `r9`.
pub fn emit_exception_return(ops: &mut Ops) {
    let rest = psr::IMPLEMENTED & !(psr::N | psr::Z | psr::C | psr::V);
    asm!(ops; mov r9d, eax);
    // The mode is privileged here (checked).
    emit_spsr_slot(ops, None);
    asm!(ops
        ; mov r8d, DWORD [state + rcx * 4 + SPSR]
    );
    emit_set_nzcv(ops, Psr::InR8d);
    asm!(ops
        ; mov ecx, DWORD [state + off::CPSR_REST]
        ; and r8d, rest as i32
        ; mov DWORD [state + off::CPSR_REST], r8d
    );
    emit_mask_change_check(ops);
    asm!(ops
        ; test r8d, psr::T as i32
        ; jz >arm
        ; and r9d, !1
        ; jmp >done
        ; arm:
        ; and r9d, !3
        ; done:
        ; mov DWORD [state + off::reg(PC)], r9d
    );
}

/// CLZ Rd, Rm (Rd is not the PC: the caller checks).
pub fn emit_clz(ops: &mut Ops, rd: Reg, rm: Reg, pc_read: u32) {
    if rm == PC {
        asm!(ops; mov eax, pc_read.leading_zeros() as i32);
    } else {
        asm!(ops
            ; mov ecx, DWORD [state + off::reg(rm)]
            ; mov eax, 32
            ; bsr ecx, ecx
            ; jz >zero
            ; mov eax, ecx
            ; xor eax, 31
            ; zero:
        );
    }
    asm!(ops; mov DWORD [state + off::reg(rd)], eax);
}

/// Thumb ADR: Rd = Align(PC read value, 4) + imm (Rd is a low register).
pub fn emit_adr(ops: &mut Ops, rd: Reg, imm: u32, pc_read: u32) {
    let v = (pc_read & !3).wrapping_add(imm);
    asm!(ops; mov DWORD [state + off::reg(rd)], v as i32);
}

/// Whether `emit_cache_op` handles this coprocessor transfer: an MCR to CP15 c7 (cache
/// and write-buffer maintenance, which the core does not model) other than the two
/// wait-for-interrupt encodings (`Mmu::cp15_write`).
pub fn cache_op_supported(load: bool, cp: u8, opc1: u8, crn: u8, crm: u8, opc2: u8) -> bool {
    !load && cp == 15 && crn == 7 && opc1 == 0 && (crm, opc2) != (0, 4) && (crm, opc2) != (8, 2)
}

/// A CP15 cache operation: nothing to do in a privileged mode; in User mode it is
/// Undefined, which the escape hatch (`slow`) raises.
pub fn emit_cache_op(ops: &mut Ops, slow: DynamicLabel) {
    emit_user_mode_check(ops, slow);
}

/// The CP15 register that `MRC p15` (`load`) or `MCR p15` reads or writes natively, as an
/// offset in `Core`: the plain registers (`Mmu::cp15_read`); of the writes only the
/// DACR, which the inline TLB lookup reads at every access (no TLB flush needed). The
/// others, with their side effects, stay with the shared helper (the escape hatch).
fn cp15_field(load: bool, opc1: u8, crn: u8, crm: u8, opc2: u8) -> Option<i32> {
    use off::cp15;
    Some(match (load, crn, opc1, crm, opc2) {
        (_, 3, _, _, _) => off::DACR,
        (true, 1, 0, 0, 0) => cp15::CONTROL,
        (true, 2, 0, 0, 0) => cp15::TTBR0,
        (true, 2, 0, 0, 1) => cp15::TTBR1,
        (true, 2, 0, 0, 2) => cp15::TTBCR,
        (true, 5, 0, 0, 0) => cp15::DFSR,
        (true, 5, 0, 0, 1) => cp15::IFSR,
        (true, 6, 0, 0, 0) => cp15::FAR,
        (true, 13, 0, 0, 0) => cp15::FCSE_PID,
        (true, 13, 0, 0, 1) => cp15::CONTEXT_ID,
        _ => return None,
    })
}

/// Whether `emit_cp15_reg` handles this coprocessor register transfer (an MRC to the PC
/// sets the flags: the shared helper runs it).
pub fn cp15_reg_supported(
    load: bool,
    cp: u8,
    opc1: u8,
    rd: Reg,
    (crn, crm, opc2): (u8, u8, u8),
) -> bool {
    cp == 15 && !(load && rd == PC) && cp15_field(load, opc1, crn, crm, opc2).is_some()
}

/// MRC p15 (`load`: Rd = the register) or MCR p15 (the register = Rd; a PC operand
/// reads `pc_read`) of a register `cp15_reg_supported` accepts; `next` is the address of
/// the instruction after it. In User mode these are Undefined: the escape hatch
/// (`slow`) raises it before anything is written.
pub fn emit_cp15_reg(
    ops: &mut Ops,
    load: bool,
    opc1: u8,
    rd: Reg,
    (crn, crm, opc2): (u8, u8, u8),
    (pc_read, next): (u32, u32),
    slow: DynamicLabel,
) {
    let Some(field) = cp15_field(load, opc1, crn, crm, opc2) else {
        asm!(ops; jmp =>slow);
        return;
    };
    emit_user_mode_check(ops, slow);
    if load {
        asm!(ops
            ; mov eax, DWORD [state + field]
            ; mov DWORD [state + off::reg(rd)], eax
        );
    } else {
        if rd == PC {
            asm!(ops; mov eax, pc_read as i32);
        } else {
            asm!(ops; mov eax, DWORD [state + off::reg(rd)]);
        }
        // A DACR write changes what code may be fetched and what the privileged TLB
        // arrays may hold: `helpers::dacr_written` drops the entries the new DACR does
        // not permit before any access, and says whether the instruction after this one
        // (which ends its block) is still fetchable through the fetch array. If not, the
        // chain ends (the next block's entry check fails) and the run loop looks the
        // next block up rather than entering it through a link, which a jump within
        // the page would do without probing the fetch array.
        // (Of the writes only the DACR's is native: `cp15_field`.) The helper charges no
        // ticks, records nothing and cannot fault: the pinned tick and cursor registers
        // need no sync, and the register cache, which this instruction does not use, is
        // cleared after it (`regcache`: the helper clobbers the caller-saved registers).
        asm!(ops
            ; mov DWORD [state + field], eax
            ; mov rdi, state
            ; mov esi, next as i32
            ; mov rax, QWORD helpers::dacr_written as *const () as i64
            ; call rax
            ; test eax, eax
            ; jnz >go_on
            ; mov QWORD [state + off::NEXT_CHECK], 0
            ; go_on:
        );
    }
}

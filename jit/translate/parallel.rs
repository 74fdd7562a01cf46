//! The ARMv6 byte-lane operations that glibc's string functions run in their inner
//! loops, translated natively: UADD8 (four byte additions, GE[i] the carry out of byte
//! i) and SEL (each byte from Rn where its GE bit is set, else from Rm), as the
//! interpreter's `media::parallel` and `media::select` compute them. The other parallel
//! additions and subtractions stay with the escape hatch.
//!
//! r15 as an operand or destination is UNPREDICTABLE (Arm ARM A8.8.250, A8.8.143): the
//! escape hatch keeps the interpreter's choice.

use arm::insn::{ParKind, ParOp, Parallel, Reg, Select, PC};
use arm::state::psr;
use dynasmrt::DynasmApi;

use super::regcache::RegCache;
use super::{asm, off, Ops};

/// GE is CPSR bits 19:16.
const GE_SHIFT: i8 = 16;

/// Whether `emit_uadd8` handles this parallel operation.
pub fn parallel_supported(p: &Parallel) -> bool {
    p.kind == ParKind::U && p.op == ParOp::Add8 && ![p.rd, p.rn, p.rm].contains(&PC)
}

/// Whether `emit_sel` handles this SEL.
pub fn select_supported(s: &Select) -> bool {
    ![s.rd, s.rn, s.rm].contains(&PC)
}

/// UADD8 Rd, Rn, Rm: the sum of each byte pair modulo 256, GE[i] set when byte i's
/// sum carried out. Clobbers `rax`, `rcx`, `rdx`, `r8`.
pub fn emit_uadd8(ops: &mut Ops, rc: &mut RegCache, (rd, rn, rm): (Reg, Reg, Reg)) {
    rc.load(ops, 1, rn, 0);
    rc.load(ops, 2, rm, 0);
    // Low seven bits of each byte added (no carry crosses a byte), bit 7 of each
    // byte the sum's bit: n ^ m ^ (carry into bit 7).
    asm!(ops
        ; mov eax, ecx
        ; and eax, 0x7f7f_7f7f
        ; mov r8d, edx
        ; and r8d, 0x7f7f_7f7f
        ; add eax, r8d
        ; mov r8d, ecx
        ; xor r8d, edx
        ; and r8d, 0x8080_8080_u32 as i32
        ; xor eax, r8d
        // The carry out of bit 7 of each byte: (n & m) | ((n | m) & !sum).
        ; mov r8d, ecx
        ; and r8d, edx
        ; or ecx, edx
        ; mov edx, eax
        ; not edx
        ; and ecx, edx
        ; or ecx, r8d
        ; shr ecx, 7
        ; and ecx, 0x0101_0101
        // Bits 0, 8, 16 and 24 gathered into bits 28 to 31 (the four partial
        // products land on distinct bits: no carries), then to GE.
        ; imul ecx, ecx, 0x1020_4080
        ; shr ecx, 28
        ; shl ecx, GE_SHIFT
        ; mov edx, DWORD [state + off::CPSR_REST]
        ; and edx, !psr::GE as i32
        ; or edx, ecx
        ; mov DWORD [state + off::CPSR_REST], edx
    );
    rc.store(ops, rd, 0);
}

/// SEL Rd, Rn, Rm. Clobbers `rax`, `rcx`, `rdx`, `r8`.
pub fn emit_sel(ops: &mut Ops, rc: &mut RegCache, s: &Select) {
    rc.load(ops, 1, s.rn, 0);
    rc.load(ops, 2, s.rm, 0);
    // GE[i] to bit 8i (the four partial products land on distinct bits), then each
    // byte all ones or zeros.
    asm!(ops
        ; mov eax, DWORD [state + off::CPSR_REST]
        ; shr eax, GE_SHIFT
        ; and eax, 0xf
        ; imul eax, eax, 0x0020_4081
        ; and eax, 0x0101_0101
        ; imul eax, eax, 0xff
        ; and ecx, eax
        ; not eax
        ; and eax, edx
        ; or eax, ecx
    );
    rc.store(ops, s.rd, 0);
}

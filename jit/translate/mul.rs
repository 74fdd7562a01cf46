//! MUL/MLA and UMULL/UMLAL/SMULL/SMLAL translated natively. On ARMv5 the S forms set
//! N and Z only; C and V are unchanged (the interpreter's `mul`). A destination PC is
//! UNPREDICTABLE (ARM ARM, MUL and the long multiplies): it stays with the escape hatch
//! and the interpreter's choice.

use arm::insn::{MultiplyLong, Reg, PC};
use dynasmrt::DynasmApi;

use super::regcache::RegCache;
use super::{asm, off, Ops};

/// Loads guest register `r` (PC reads `pc_read`) into `eax` (`dst` 0), `ecx` (1) or
/// `edx` (2), zero-extended.
pub(super) fn load(ops: &mut Ops, dst: u8, r: Reg, pc_read: u32) {
    match (dst, r == PC) {
        (0, true) => asm!(ops; mov eax, pc_read as i32),
        (0, false) => asm!(ops; mov eax, DWORD [state + off::reg(r)]),
        (1, true) => asm!(ops; mov ecx, pc_read as i32),
        (1, false) => asm!(ops; mov ecx, DWORD [state + off::reg(r)]),
        (_, true) => asm!(ops; mov edx, pc_read as i32),
        (_, false) => asm!(ops; mov edx, DWORD [state + off::reg(r)]),
    }
}

/// The host register holding guest register `r`: its cache register, or `ecx` loaded
/// (PC reads `pc_read`).
fn operand(ops: &mut Ops, rc: &mut RegCache, r: Reg, pc_read: u32) -> u8 {
    if r == PC {
        asm!(ops; mov ecx, pc_read as i32);
        1
    } else {
        rc.operand(ops, r, 1)
    }
}

/// Whether `emit_mul` handles this form.
pub fn mul_supported(rd: Reg) -> bool {
    rd != PC
}

/// MUL/MLA: Rd = Rm * Rs (+ Rn).
pub fn emit_mul(
    ops: &mut Ops,
    rc: &mut RegCache,
    acc: bool,
    s: bool,
    (rd, rn, rs, rm): (Reg, Reg, Reg, Reg),
    pc: u32,
) {
    rc.load(ops, 0, rm, pc);
    // The other operands are read where they are (a cache register, else `ecx`).
    let hs = operand(ops, rc, rs, pc);
    asm!(ops; imul eax, Rd(hs));
    if acc {
        let hn = operand(ops, rc, rn, pc);
        asm!(ops; add eax, Rd(hn));
    }
    if s {
        asm!(ops
            ; test eax, eax
            ; sets BYTE [state + off::N]
            ; setz BYTE [state + off::Z]
        );
    }
    rc.store(ops, rd, 0);
}

/// Whether `emit_mul_long` handles this form.
pub fn mul_long_supported(rdlo: Reg, rdhi: Reg) -> bool {
    rdlo != PC && rdhi != PC
}

/// UMULL/UMLAL/SMULL/SMLAL: RdHi:RdLo = Rm * Rs (+ RdHi:RdLo); RdHi is written last
/// (it wins when both name one register, as in the interpreter).
pub fn emit_mul_long(ops: &mut Ops, rc: &mut RegCache, m: &MultiplyLong, pc: u32) {
    let MultiplyLong {
        signed,
        acc,
        s,
        rdlo,
        rdhi,
        rs,
        rm,
    } = *m;
    rc.load(ops, 0, rm, pc);
    rc.load(ops, 1, rs, pc);
    if signed {
        asm!(ops
            ; movsxd rax, eax
            ; movsxd rcx, ecx
        );
    }
    asm!(ops; imul rax, rcx);
    if acc {
        rc.load(ops, 1, rdhi, pc);
        rc.load(ops, 2, rdlo, pc);
        asm!(ops
            ; shl rcx, 32
            ; or rcx, rdx
            ; add rax, rcx
        );
    }
    if s {
        asm!(ops
            ; test rax, rax
            ; sets BYTE [state + off::N]
            ; setz BYTE [state + off::Z]
        );
    }
    rc.store(ops, rdlo, 0);
    asm!(ops; shr rax, 32);
    rc.store(ops, rdhi, 0);
}

//! Data processing (AND ... MVN) with immediate and immediate-shifted register
//! operands, translated natively. Guest N/Z/C/V map onto x86 SF/ZF/CF/OF; ARM's C
//! after a subtraction is the inverse of x86's borrow (CF), so SUB-class operations
//! store `setnc`, and SBC/RSC load `!C` into CF before `sbb`.

use super::Ops;
use arm::insn::{AluOp, Reg, ShiftKind, Shifter, PC};
use dynasmrt::DynasmApi;

use super::{asm, off};

/// Whether `emit_alu` handles this form (otherwise the escape hatch runs it).
pub fn supported(rd: Reg, op2: &Shifter) -> bool {
    rd != PC && !matches!(op2, Shifter::RegReg { .. })
}

/// Loads guest register `r` into `ecx`/`eax` (`dst` 0 = eax, 1 = ecx); PC reads give
/// `pc_read`.
fn load_reg(ops: &mut Ops, dst: u8, r: Reg, pc_read: u32) {
    match (dst, r == PC) {
        (0, true) => asm!(ops; mov eax, pc_read as i32),
        (0, false) => asm!(ops; mov eax, DWORD [state + off::reg(r)]),
        (_, true) => asm!(ops; mov ecx, pc_read as i32),
        (_, false) => asm!(ops; mov ecx, DWORD [state + off::reg(r)]),
    }
}

/// Where the shifter carry-out is.
enum Carry {
    /// C is left unchanged.
    Unchanged,
    Const(bool),
    /// 0/1 in `edx`.
    InEdx,
}

/// Computes the shifter operand into `ecx` and says where its carry-out is.
fn emit_shifter(ops: &mut Ops, op2: &Shifter, pc_read: u32) -> Carry {
    match *op2 {
        Shifter::Imm { value, carry } => {
            asm!(ops; mov ecx, value as i32);
            match carry {
                Some(c) => Carry::Const(c),
                None => Carry::Unchanged,
            }
        }
        Shifter::RegImm { rm, kind, amount } => {
            load_reg(ops, 1, rm, pc_read);
            let n = amount as i8;
            match (kind, amount) {
                (ShiftKind::Lsl, 0) => Carry::Unchanged,
                (ShiftKind::Lsl, _) => {
                    asm!(ops; xor edx, edx; shl ecx, n; setc dl);
                    Carry::InEdx
                }
                (ShiftKind::Lsr, 0) => {
                    asm!(ops; mov edx, ecx; shr edx, 31; xor ecx, ecx);
                    Carry::InEdx
                }
                (ShiftKind::Lsr, _) => {
                    asm!(ops; xor edx, edx; shr ecx, n; setc dl);
                    Carry::InEdx
                }
                (ShiftKind::Asr, 0) => {
                    asm!(ops; sar ecx, 31; mov edx, ecx; and edx, 1);
                    Carry::InEdx
                }
                (ShiftKind::Asr, _) => {
                    asm!(ops; xor edx, edx; sar ecx, n; setc dl);
                    Carry::InEdx
                }
                (ShiftKind::Ror, 0) => {
                    // RRX: C into bit 31, bit 0 out.
                    asm!(ops
                        ; xor edx, edx
                        ; bt DWORD [state + off::C], 0
                        ; rcr ecx, 1
                        ; setc dl
                    );
                    Carry::InEdx
                }
                (ShiftKind::Ror, _) => {
                    asm!(ops; xor edx, edx; ror ecx, n; setc dl);
                    Carry::InEdx
                }
            }
        }
        // Not `supported`: the caller never passes it.
        Shifter::RegReg { .. } => Carry::Unchanged,
    }
}

/// Emits a data-processing instruction (condition handled by the caller).
/// `pc_read` is the value an operand PC reads (address + 8 in ARM, + 4 in Thumb).
pub fn emit_alu(ops: &mut Ops, op: AluOp, s: bool, rd: Reg, rn: Reg, op2: &Shifter, pc_read: u32) {
    let carry = emit_shifter(ops, op2, pc_read);
    if op.uses_rn() {
        load_reg(ops, 0, rn, pc_read);
    }
    // Result in eax; arithmetic ops store their flags right after computing them.
    match op {
        AluOp::And | AluOp::Tst => asm!(ops; and eax, ecx),
        AluOp::Eor | AluOp::Teq => asm!(ops; xor eax, ecx),
        AluOp::Orr => asm!(ops; or eax, ecx),
        AluOp::Bic => asm!(ops; not ecx; and eax, ecx),
        AluOp::Mov => asm!(ops; mov eax, ecx),
        AluOp::Mvn => asm!(ops; mov eax, ecx; not eax),
        AluOp::Add | AluOp::Cmn => asm!(ops; add eax, ecx),
        AluOp::Adc => asm!(ops; bt DWORD [state + off::C], 0; adc eax, ecx),
        AluOp::Sub | AluOp::Cmp => asm!(ops; sub eax, ecx),
        AluOp::Sbc => asm!(ops; cmp DWORD [state + off::C], 1; sbb eax, ecx),
        AluOp::Rsb => asm!(ops; xchg eax, ecx; sub eax, ecx),
        AluOp::Rsc => asm!(ops; xchg eax, ecx; cmp DWORD [state + off::C], 1; sbb eax, ecx),
    }
    if s {
        match op {
            AluOp::Add | AluOp::Cmn | AluOp::Adc => asm!(ops
                ; sets BYTE [state + off::N]
                ; setz BYTE [state + off::Z]
                ; setc BYTE [state + off::C]
                ; seto BYTE [state + off::V]
            ),
            AluOp::Sub | AluOp::Cmp | AluOp::Sbc | AluOp::Rsb | AluOp::Rsc => asm!(ops
                ; sets BYTE [state + off::N]
                ; setz BYTE [state + off::Z]
                ; setnc BYTE [state + off::C]
                ; seto BYTE [state + off::V]
            ),
            _ => {
                asm!(ops
                    ; test eax, eax
                    ; sets BYTE [state + off::N]
                    ; setz BYTE [state + off::Z]
                );
                match carry {
                    Carry::Unchanged => {}
                    Carry::Const(c) => asm!(ops; mov DWORD [state + off::C], c as i32),
                    Carry::InEdx => asm!(ops; mov DWORD [state + off::C], edx),
                }
            }
        }
    }
    if !op.is_test() {
        asm!(ops; mov DWORD [state + off::reg(rd)], eax);
    }
}

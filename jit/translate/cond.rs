//! Conditional execution: a guest condition tested on the flags, jumping to a label
//! when it fails. Right after an instruction that set the guest flags from an x86
//! operation (`HostFlags`), the test is one `jcc` on the host flags; otherwise the flags
//! in `Core` are read a byte at a time (each is 0 or 1): the instruction that set them
//! wrote single bytes (`setcc`), and a wider load right after a narrower store stalls
//! store forwarding.

use super::Ops;
use arm::Cond;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::{asm, off};

/// What the host flags hold of the guest's N, Z, C and V at a point of generated code.
/// The flags in `Core` are always exact as well (each flag-setting emitter stores them
/// at once); this only lets the next instruction's condition skip reading them back.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HostFlags {
    /// Nothing: the host flags were clobbered (or the block just began).
    #[default]
    None,
    /// After an x86 `add`/`adc`: N = SF, Z = ZF, C = CF, V = OF.
    Add,
    /// After an x86 `sub`/`sbb`: N = SF, Z = ZF, V = OF and C = !CF (ARM's carry of a
    /// subtraction is the inverse of x86's borrow).
    Sub,
    /// After an x86 `test` of the result: N = SF, Z = ZF (C and V only in `Core`).
    Logic,
}

/// The x86 condition (as the `jcc` opcode's low nibble) that holds when `cond` fails,
/// evaluated on the host flags `hf`; `None` when they do not hold what it reads.
fn host_fail_cc(cond: Cond, hf: HostFlags) -> Option<u8> {
    // x86 condition codes: o 0, no 1, b 2, ae 3, e 4, ne 5, be 6, a 7, s 8, ns 9,
    // l 0xc, ge 0xd, le 0xe, g 0xf.
    let nz = match cond {
        Cond::Eq => Some(0x5),
        Cond::Ne => Some(0x4),
        Cond::Mi => Some(0x9),
        Cond::Pl => Some(0x8),
        _ => None,
    };
    match hf {
        HostFlags::None => None,
        HostFlags::Logic => nz,
        HostFlags::Add | HostFlags::Sub => nz.or(match (cond, hf) {
            (Cond::Vs, _) => Some(0x1),
            (Cond::Vc, _) => Some(0x0),
            (Cond::Ge, _) => Some(0xc),
            (Cond::Lt, _) => Some(0xd),
            (Cond::Gt, _) => Some(0xe),
            (Cond::Le, _) => Some(0xf),
            // C = CF after an addition.
            (Cond::Cs, HostFlags::Add) => Some(0x3),
            (Cond::Cc, HostFlags::Add) => Some(0x2),
            // C = !CF after a subtraction: CS is x86's ae, HI is a (!CF && !ZF).
            (Cond::Cs, HostFlags::Sub) => Some(0x2),
            (Cond::Cc, HostFlags::Sub) => Some(0x3),
            (Cond::Hi, HostFlags::Sub) => Some(0x6),
            (Cond::Ls, HostFlags::Sub) => Some(0x7),
            _ => None,
        }),
    }
}

/// Whether `emit_cond_fail_jump` tests `cond` on the host flags `hf` (and so leaves them
/// as they were on its failing path).
pub fn host_testable(cond: Cond, hf: HostFlags) -> bool {
    host_fail_cc(cond, hf).is_some()
}

/// Emits a test of `cond` that jumps to `fail` when the condition does not hold, on the
/// host flags where `hf` says they hold what it reads. `Al` emits nothing. Clobbers
/// `eax`, `ecx`.
pub fn emit_cond_fail_jump(ops: &mut Ops, cond: Cond, hf: HostFlags, fail: DynamicLabel) {
    if let Some(cc) = host_fail_cc(cond, hf) {
        // jcc rel32 (0f 8x), bound to `fail` by a relocation.
        emit_jcc(ops, cc, fail);
        return;
    }
    match cond {
        Cond::Al | Cond::Nv => {}
        Cond::Eq => asm!(ops; cmp BYTE [state + off::Z], 0; je =>fail),
        Cond::Ne => asm!(ops; cmp BYTE [state + off::Z], 0; jne =>fail),
        Cond::Cs => asm!(ops; cmp BYTE [state + off::C], 0; je =>fail),
        Cond::Cc => asm!(ops; cmp BYTE [state + off::C], 0; jne =>fail),
        Cond::Mi => asm!(ops; cmp BYTE [state + off::N], 0; je =>fail),
        Cond::Pl => asm!(ops; cmp BYTE [state + off::N], 0; jne =>fail),
        Cond::Vs => asm!(ops; cmp BYTE [state + off::V], 0; je =>fail),
        Cond::Vc => asm!(ops; cmp BYTE [state + off::V], 0; jne =>fail),
        // HI: C set and Z clear, i.e. C > Z as bytes of 0 or 1. Fails when C <= Z.
        Cond::Hi => asm!(ops
            ; movzx eax, BYTE [state + off::C]
            ; cmp al, BYTE [state + off::Z]
            ; jbe =>fail
        ),
        Cond::Ls => asm!(ops
            ; movzx eax, BYTE [state + off::C]
            ; cmp al, BYTE [state + off::Z]
            ; ja =>fail
        ),
        Cond::Ge => asm!(ops
            ; movzx eax, BYTE [state + off::N]
            ; cmp al, BYTE [state + off::V]
            ; jne =>fail
        ),
        Cond::Lt => asm!(ops
            ; movzx eax, BYTE [state + off::N]
            ; cmp al, BYTE [state + off::V]
            ; je =>fail
        ),
        // GT: Z clear and N == V. Fails when (Z | (N ^ V)) != 0.
        Cond::Gt => asm!(ops
            ; movzx eax, BYTE [state + off::N]
            ; xor al, BYTE [state + off::V]
            ; or al, BYTE [state + off::Z]
            ; jne =>fail
        ),
        Cond::Le => asm!(ops
            ; movzx eax, BYTE [state + off::N]
            ; xor al, BYTE [state + off::V]
            ; or al, BYTE [state + off::Z]
            ; je =>fail
        ),
    }
}

/// `jcc rel32` with condition code `cc` (0 to 15) to `target`.
fn emit_jcc(ops: &mut Ops, cc: u8, target: DynamicLabel) {
    match cc {
        0x0 => asm!(ops; jo =>target),
        0x1 => asm!(ops; jno =>target),
        0x2 => asm!(ops; jb =>target),
        0x3 => asm!(ops; jae =>target),
        0x4 => asm!(ops; je =>target),
        0x5 => asm!(ops; jne =>target),
        0x6 => asm!(ops; jbe =>target),
        0x7 => asm!(ops; ja =>target),
        0x8 => asm!(ops; js =>target),
        0x9 => asm!(ops; jns =>target),
        0xc => asm!(ops; jl =>target),
        0xd => asm!(ops; jge =>target),
        0xe => asm!(ops; jle =>target),
        _ => asm!(ops; jg =>target),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every condition evaluated on the host flags of an x86 `sub`/`add` of two values
    /// agrees with the condition evaluated on the ARM flags of the same operation.
    #[test]
    fn host_conditions_match_the_arm_flags() {
        let vals = [
            0u32,
            1,
            2,
            0x7fff_ffff,
            0x8000_0000,
            0xffff_ffff,
            0x1234_5678,
        ];
        let x86 = |cc: u8, cf: bool, zf: bool, sf: bool, of: bool| match cc {
            0x0 => of,
            0x1 => !of,
            0x2 => cf,
            0x3 => !cf,
            0x4 => zf,
            0x5 => !zf,
            0x6 => cf || zf,
            0x7 => !cf && !zf,
            0x8 => sf,
            0x9 => !sf,
            0xc => sf != of,
            0xd => sf == of,
            0xe => zf || sf != of,
            _ => !zf && sf == of,
        };
        let mut checked = 0;
        for &a in &vals {
            for &b in &vals {
                for hf in [HostFlags::Add, HostFlags::Sub, HostFlags::Logic] {
                    let (r, cf, of) = match hf {
                        HostFlags::Sub => {
                            let (r, borrow) = a.overflowing_sub(b);
                            (r, borrow, (a as i32).overflowing_sub(b as i32).1)
                        }
                        _ => {
                            let (r, carry) = a.overflowing_add(b);
                            (r, carry, (a as i32).overflowing_add(b as i32).1)
                        }
                    };
                    let (n, z) = (r >> 31 == 1, r == 0);
                    let (c, v) = if hf == HostFlags::Sub {
                        (!cf, of)
                    } else {
                        (cf, of)
                    };
                    for cond in (0..15).map(Cond::from_bits) {
                        let Some(cc) = host_fail_cc(cond, hf) else {
                            continue;
                        };
                        let passes = cond.passes(n.into(), z.into(), c.into(), v.into());
                        assert_eq!(
                            !x86(cc, cf, z, n, of),
                            passes,
                            "{cond:?} {hf:?} {a:#x} {b:#x}"
                        );
                        checked += 1;
                    }
                }
            }
        }
        // Sub and Add cover 14 conditions each but HI/LS after Add; Logic four.
        assert_eq!(checked, vals.len() * vals.len() * (14 + 12 + 4));
    }
}

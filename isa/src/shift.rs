//! The barrel shifter: shifts by an encoded immediate and by a register, with the
//! shifter carry-out, as plain functions shared by the interpreter and the JIT helpers.
//!
//! ARM ARM (DDI 0100I) A5.1: "Addressing Mode 1 - Data-processing operands".

use crate::insn::ShiftKind;

/// Shift by an immediate as encoded in the instruction (`amount` 0..=31, higher bits
/// ignored). `LSL #0` is the unshifted register (carry unchanged), `LSR #0` and
/// `ASR #0` mean a shift by 32, `ROR #0` is RRX (rotate right by one through C).
/// Returns the value and the shifter carry-out.
#[inline]
pub fn shift_imm(kind: ShiftKind, value: u32, amount: u8, carry_in: bool) -> (u32, bool) {
    let amount = amount & 31;
    match (kind, amount) {
        (ShiftKind::Lsl, 0) => (value, carry_in),
        (ShiftKind::Lsr | ShiftKind::Asr, 0) => shift_reg(kind, value, 32, carry_in),
        (ShiftKind::Ror, 0) => (((carry_in as u32) << 31) | (value >> 1), value & 1 != 0),
        _ => shift_reg(kind, value, amount as u32, carry_in),
    }
}

/// Shift by a register: `amount` is the register's value, of which only the bottom
/// byte counts. A zero amount leaves value and carry unchanged; amounts of 32 and
/// more follow the ARM ARM's rules per kind (`ROR` by a multiple of 32 keeps the
/// value and takes C from bit 31).
#[inline]
pub fn shift_reg(kind: ShiftKind, value: u32, amount: u32, carry_in: bool) -> (u32, bool) {
    let a = amount & 0xff;
    if a == 0 {
        return (value, carry_in);
    }
    match kind {
        ShiftKind::Lsl => match a {
            1..=31 => (value << a, (value >> (32 - a)) & 1 != 0),
            32 => (0, value & 1 != 0),
            _ => (0, false),
        },
        ShiftKind::Lsr => match a {
            1..=31 => (value >> a, (value >> (a - 1)) & 1 != 0),
            32 => (0, value >> 31 != 0),
            _ => (0, false),
        },
        ShiftKind::Asr => match a {
            1..=31 => (((value as i32) >> a) as u32, (value >> (a - 1)) & 1 != 0),
            _ => (((value as i32) >> 31) as u32, value >> 31 != 0),
        },
        ShiftKind::Ror => {
            let r = value.rotate_right(a & 31);
            (r, r >> 31 != 0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ShiftKind::*;

    const V: u32 = 0x8000_0001;
    const W: u32 = 0x4000_0002;

    #[test]
    fn lsl_register_amounts() {
        assert_eq!(shift_reg(Lsl, V, 0, true), (V, true));
        assert_eq!(shift_reg(Lsl, V, 0, false), (V, false));
        assert_eq!(shift_reg(Lsl, V, 1, false), (2, true));
        assert_eq!(shift_reg(Lsl, W, 1, true), (0x8000_0004, false));
        assert_eq!(shift_reg(Lsl, V, 31, false), (0x8000_0000, false));
        assert_eq!(shift_reg(Lsl, 2, 31, false), (0, true));
        assert_eq!(shift_reg(Lsl, V, 32, false), (0, true));
        assert_eq!(shift_reg(Lsl, W, 32, true), (0, false));
        assert_eq!(shift_reg(Lsl, V, 33, true), (0, false));
        assert_eq!(shift_reg(Lsl, V, 255, true), (0, false));
        // only the bottom byte counts: 0x100 is a shift by 0
        assert_eq!(shift_reg(Lsl, V, 0x100, true), (V, true));
        assert_eq!(shift_reg(Lsl, V, 0x101, false), (2, true));
    }

    #[test]
    fn lsr_register_amounts() {
        assert_eq!(shift_reg(Lsr, V, 0, true), (V, true));
        assert_eq!(shift_reg(Lsr, V, 1, false), (0x4000_0000, true));
        assert_eq!(shift_reg(Lsr, W, 1, true), (0x2000_0001, false));
        assert_eq!(shift_reg(Lsr, V, 31, false), (1, false));
        assert_eq!(shift_reg(Lsr, 0x4000_0000, 31, false), (0, true));
        assert_eq!(shift_reg(Lsr, V, 32, false), (0, true));
        assert_eq!(shift_reg(Lsr, W, 32, true), (0, false));
        assert_eq!(shift_reg(Lsr, V, 33, true), (0, false));
        assert_eq!(shift_reg(Lsr, V, 255, true), (0, false));
    }

    #[test]
    fn asr_register_amounts() {
        assert_eq!(shift_reg(Asr, V, 0, false), (V, false));
        assert_eq!(shift_reg(Asr, V, 1, false), (0xc000_0000, true));
        assert_eq!(shift_reg(Asr, W, 1, true), (0x2000_0001, false));
        assert_eq!(shift_reg(Asr, V, 31, false), (0xffff_ffff, false));
        assert_eq!(shift_reg(Asr, W, 31, false), (0, true));
        assert_eq!(shift_reg(Asr, V, 32, false), (0xffff_ffff, true));
        assert_eq!(shift_reg(Asr, W, 32, true), (0, false));
        assert_eq!(shift_reg(Asr, V, 33, false), (0xffff_ffff, true));
        assert_eq!(shift_reg(Asr, W, 255, true), (0, false));
    }

    #[test]
    fn ror_register_amounts() {
        assert_eq!(shift_reg(Ror, V, 0, false), (V, false));
        assert_eq!(shift_reg(Ror, V, 1, false), (0xc000_0000, true));
        assert_eq!(shift_reg(Ror, W, 1, true), (0x2000_0001, false));
        assert_eq!(shift_reg(Ror, V, 31, false), (3, false));
        // a multiple of 32: value unchanged, C = bit 31
        assert_eq!(shift_reg(Ror, V, 32, false), (V, true));
        assert_eq!(shift_reg(Ror, W, 32, true), (W, false));
        assert_eq!(shift_reg(Ror, V, 33, false), (0xc000_0000, true));
        assert_eq!(shift_reg(Ror, W, 255, false), (0x8000_0004, true));
    }

    #[test]
    fn immediate_forms() {
        // LSL #0: the plain register, C unchanged
        assert_eq!(shift_imm(Lsl, V, 0, true), (V, true));
        assert_eq!(shift_imm(Lsl, V, 0, false), (V, false));
        assert_eq!(shift_imm(Lsl, V, 1, false), (2, true));
        assert_eq!(shift_imm(Lsl, V, 31, false), (0x8000_0000, false));
        // LSR #0 = LSR #32
        assert_eq!(shift_imm(Lsr, V, 0, false), (0, true));
        assert_eq!(shift_imm(Lsr, W, 0, true), (0, false));
        assert_eq!(shift_imm(Lsr, V, 31, false), (1, false));
        // ASR #0 = ASR #32
        assert_eq!(shift_imm(Asr, V, 0, false), (0xffff_ffff, true));
        assert_eq!(shift_imm(Asr, W, 0, true), (0, false));
        assert_eq!(shift_imm(Asr, V, 31, false), (0xffff_ffff, false));
        // ROR #0 = RRX
        assert_eq!(shift_imm(Ror, V, 0, false), (0x4000_0000, true));
        assert_eq!(shift_imm(Ror, W, 0, true), (0xa000_0001, false));
        assert_eq!(shift_imm(Ror, V, 1, false), (0xc000_0000, true));
        assert_eq!(shift_imm(Ror, V, 31, false), (3, false));
    }
}

//! The ARMv6/v6T2/v7 register operations without flags translated natively: MOVW/MOVT,
//! the extends (SXTB/UXTB/SXTH/UXTH/SXTB16/UXTB16 with and without accumulate), the
//! bit fields (UBFX/SBFX/BFI/BFC), REV/REV16/REVSH/RBIT, MLS and SDIV/UDIV, with the
//! interpreter's semantics (`arm::interp::media`, `mul_v6`). Operands are read and the
//! result written through the register cache. A PC destination is UNPREDICTABLE for
//! all of them (Arm ARM DDI 0406C, A8.8): the escape hatch keeps the interpreter's
//! choice.

use arm::insn::{BitField, BitFieldOp, Extend, ExtendSize, MovWide, Reg, RevKind, Reverse, PC};
use dynasmrt::{DynasmApi, DynasmLabelApi};

use super::regcache::{Operands, RegCache};
use super::{asm, Ops};

/// MOVW Rd, #imm (Rd = imm) / MOVT Rd, #imm (the top half).
pub fn emit_mov_wide(ops: &mut Ops, rc: &mut RegCache, m: &MovWide) {
    if m.top {
        rc.load(ops, 0, m.rd, 0);
        asm!(ops
            ; and eax, 0xffff
            ; or eax, ((m.imm as u32) << 16) as i32
        );
    } else {
        asm!(ops; mov eax, m.imm as i32);
    }
    rc.store(ops, m.rd, 0);
}

/// The registers an extend reads.
pub fn extend_operands(e: &Extend) -> Operands {
    let mut regs = Operands::from([e.rm]);
    if let Some(rn) = e.rn {
        regs.push(rn);
    }
    regs
}

/// [SU]XT{B,H,B16} and [SU]XTA{B,H,B16}: Rm rotated right, extended, plus Rn.
pub fn emit_extend(ops: &mut Ops, rc: &mut RegCache, e: &Extend, pc_read: u32) {
    rc.load(ops, 1, e.rm, pc_read);
    if e.rotation != 0 {
        asm!(ops; ror ecx, e.rotation as i8);
    }
    match (e.size, e.signed) {
        (ExtendSize::Byte, false) => asm!(ops; movzx eax, cl),
        (ExtendSize::Byte, true) => asm!(ops; movsx eax, cl),
        (ExtendSize::Half, false) => asm!(ops; movzx eax, cx),
        (ExtendSize::Half, true) => asm!(ops; movsx eax, cx),
        (ExtendSize::Byte16, signed) => {
            // Bytes 0 and 2, each extended to its halfword.
            if signed {
                asm!(ops
                    ; movsx eax, cl
                    ; and eax, 0xffff
                    ; shr ecx, 16
                    ; movsx ecx, cl
                    ; shl ecx, 16
                    ; or eax, ecx
                );
            } else {
                asm!(ops; and ecx, 0x00ff_00ff; mov eax, ecx);
            }
        }
    }
    let Some(rn) = e.rn else {
        rc.store(ops, e.rd, 0);
        return;
    };
    rc.load(ops, 1, rn, pc_read);
    if e.size == ExtendSize::Byte16 {
        // Two halfword additions, each without a carry into the other.
        asm!(ops
            ; mov edx, eax
            ; add dx, cx
            ; shr eax, 16
            ; shr ecx, 16
            ; add eax, ecx
            ; shl eax, 16
            ; movzx edx, dx
            ; or eax, edx
        );
    } else {
        asm!(ops; add eax, ecx);
    }
    rc.store(ops, e.rd, 0);
}

/// `width` ones from bit `lsb`, cut at bit 31 (the interpreter's `field_mask`).
fn field_mask(lsb: u32, width: u32) -> u32 {
    let ones = if width >= 32 {
        u32::MAX
    } else {
        (1u32 << width) - 1
    };
    ones.checked_shl(lsb).unwrap_or(0)
}

/// The registers a bit-field instruction reads.
pub fn bit_field_operands(b: &BitField) -> Operands {
    match b.op {
        BitFieldOp::Bfc => Operands::from([b.rd]),
        BitFieldOp::Bfi => Operands::from([b.rd, b.rn]),
        BitFieldOp::Ubfx | BitFieldOp::Sbfx => Operands::from([b.rn]),
    }
}

/// UBFX/SBFX/BFI/BFC with the field's shifts and masks computed here.
pub fn emit_bit_field(ops: &mut Ops, rc: &mut RegCache, b: &BitField, pc_read: u32) {
    let (lsb, width) = (b.lsb as u32, b.width as u32);
    match b.op {
        BitFieldOp::Bfc => {
            rc.load(ops, 0, b.rd, pc_read);
            asm!(ops; and eax, !field_mask(lsb, width) as i32);
        }
        BitFieldOp::Bfi => {
            let mask = field_mask(lsb, width);
            rc.load(ops, 0, b.rd, pc_read);
            rc.load(ops, 1, b.rn, pc_read);
            if lsb >= 32 {
                asm!(ops; xor ecx, ecx);
            } else if lsb != 0 {
                asm!(ops; shl ecx, lsb as i8);
            }
            asm!(ops
                ; and eax, !mask as i32
                ; and ecx, mask as i32
                ; or eax, ecx
            );
        }
        BitFieldOp::Ubfx => {
            rc.load(ops, 0, b.rn, pc_read);
            if lsb >= 32 {
                asm!(ops; xor eax, eax);
            } else if lsb != 0 {
                asm!(ops; shr eax, lsb as i8);
            }
            let mask = field_mask(0, width);
            if mask != u32::MAX {
                asm!(ops; and eax, mask as i32);
            }
        }
        BitFieldOp::Sbfx => {
            let top = 32 - (lsb + width).min(32);
            let down = (top + lsb).min(31);
            rc.load(ops, 0, b.rn, pc_read);
            if top != 0 {
                asm!(ops; shl eax, top as i8);
            }
            if down != 0 {
                asm!(ops; sar eax, down as i8);
            }
        }
    }
    rc.store(ops, b.rd, 0);
}

/// REV/REV16/REVSH/RBIT Rd, Rm.
pub fn emit_reverse(ops: &mut Ops, rc: &mut RegCache, r: &Reverse, pc_read: u32) {
    rc.load(ops, 0, r.rm, pc_read);
    match r.kind {
        RevKind::Rev => asm!(ops; bswap eax),
        RevKind::Rev16 => asm!(ops
            ; mov ecx, eax
            ; and eax, 0x00ff_00ff
            ; shl eax, 8
            ; shr ecx, 8
            ; and ecx, 0x00ff_00ff
            ; or eax, ecx
        ),
        RevKind::Revsh => asm!(ops
            ; xchg al, ah
            ; movsx eax, ax
        ),
        RevKind::Rbit => {
            // Bytes reversed, then the bits of each byte: halves, pairs, single bits.
            asm!(ops; bswap eax);
            for (mask, n) in [(0x0f0f_0f0fu32, 4i8), (0x3333_3333, 2), (0x5555_5555, 1)] {
                asm!(ops
                    ; mov ecx, eax
                    ; shr ecx, n
                    ; and ecx, mask as i32
                    ; and eax, mask as i32
                    ; shl eax, n
                    ; or eax, ecx
                );
            }
        }
    }
    rc.store(ops, r.rd, 0);
}

/// MLS Rd, Rn, Rm, Ra: Rd = Ra - Rn * Rm.
pub fn emit_mls(ops: &mut Ops, rc: &mut RegCache, (rd, rn, rm, ra): (Reg, Reg, Reg, Reg), pc: u32) {
    rc.load(ops, 1, rn, pc);
    rc.load(ops, 2, rm, pc);
    asm!(ops; imul ecx, edx);
    rc.load(ops, 0, ra, pc);
    asm!(ops; sub eax, ecx);
    rc.store(ops, rd, 0);
}

/// SDIV/UDIV Rd, Rn, Rm: a zero divisor gives 0 (no divide trap on the A-profile), and
/// SDIV of INT_MIN by -1 gives INT_MIN (the quotient wraps), as the interpreter's
/// `wrapping_div`; x86's `idiv` would trap on both.
pub fn emit_div(
    ops: &mut Ops,
    rc: &mut RegCache,
    signed: bool,
    (rd, rn, rm): (Reg, Reg, Reg),
    pc: u32,
) {
    rc.load(ops, 0, rn, pc);
    rc.load(ops, 1, rm, pc);
    if signed {
        // In 64 bits INT_MIN / -1 does not overflow; its low half is INT_MIN.
        asm!(ops
            ; test ecx, ecx
            ; jz >zero
            ; movsxd rax, eax
            ; movsxd rcx, ecx
            ; cqo
            ; idiv rcx
            ; jmp >done
            ; zero:
            ; xor eax, eax
            ; done:
        );
    } else {
        asm!(ops
            ; test ecx, ecx
            ; jz >zero
            ; xor edx, edx
            ; div ecx
            ; jmp >done
            ; zero:
            ; xor eax, eax
            ; done:
        );
    }
    rc.store(ops, rd, 0);
}

/// Whether an emitter of this module handles a write of `rd` (not the PC).
pub fn supported(rd: Reg) -> bool {
    rd != PC
}

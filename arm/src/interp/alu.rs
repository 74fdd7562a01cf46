//! Data-processing instructions (AND .. MVN with every shifter operand) and the
//! ARMv5TE saturating arithmetic (QADD, QSUB, QDADD, QDSUB).

use super::{exception_return, interwork, Ctx, Step};
use crate::core::Core;
use crate::exception::Exception;
use crate::insn::{AluOp, DataProc, QOp, Reg, Shifter};
use crate::shift::{shift_imm, shift_reg};
use crate::state::psr;
use isa::Arch;

/// The shifter operand and the shifter carry-out (ARM ARM A5.1).
#[inline]
pub(crate) fn operand2(core: &Core, cx: Ctx, op2: Shifter) -> (u32, bool) {
    let c = core.s.c != 0;
    match op2 {
        Shifter::Imm { value, carry } => (value, carry.unwrap_or(c)),
        Shifter::RegImm { rm, kind, amount } => shift_imm(kind, cx.reg(core, rm), amount, c),
        Shifter::RegReg { rm, kind, rs } => {
            shift_reg(kind, cx.reg(core, rm), cx.reg(core, rs) & 0xff, c)
        }
    }
}

/// `a + b + carry` with the carry-out and signed overflow of the 32-bit addition.
#[inline]
pub(crate) fn add_with_carry(a: u32, b: u32, carry: bool) -> (u32, bool, bool) {
    let wide = a as u64 + b as u64 + carry as u64;
    let r = wide as u32;
    let v = ((a ^ r) & (b ^ r)) >> 31 != 0;
    (r, wide >> 32 != 0, v)
}

#[inline]
fn set_nz(core: &mut Core, r: u32) {
    core.s.n = r >> 31;
    core.s.z = (r == 0) as u32;
}

pub(super) fn data_processing(
    core: &mut Core,
    cx: Ctx,
    op: AluOp,
    s: bool,
    rd: Reg,
    rn: Reg,
    op2: Shifter,
) -> Step {
    let (b, shifter_c) = operand2(core, cx, op2);
    let a = cx.reg(core, rn);
    let c_in = core.s.c != 0;
    // (result, C, Some(V)) for arithmetic, V unchanged (None) for logical ops.
    let (r, c, v) = match op {
        AluOp::And | AluOp::Tst => (a & b, shifter_c, None),
        AluOp::Eor | AluOp::Teq => (a ^ b, shifter_c, None),
        AluOp::Orr => (a | b, shifter_c, None),
        AluOp::Mov => (b, shifter_c, None),
        AluOp::Bic => (a & !b, shifter_c, None),
        AluOp::Mvn => (!b, shifter_c, None),
        AluOp::Sub | AluOp::Cmp => arith(add_with_carry(a, !b, true)),
        AluOp::Rsb => arith(add_with_carry(b, !a, true)),
        AluOp::Add | AluOp::Cmn => arith(add_with_carry(a, b, false)),
        AluOp::Adc => arith(add_with_carry(a, b, c_in)),
        AluOp::Sbc => arith(add_with_carry(a, !b, c_in)),
        AluOp::Rsc => arith(add_with_carry(b, !a, c_in)),
    };
    if op.is_test() {
        // The S bit is what makes these test instructions; Rd is ignored.
        set_flags(core, r, c, v);
        return Step::Next;
    }
    if rd == 15 {
        if s {
            // ALUExceptionReturn (ARM ARM A4.1): UNPREDICTABLE in User mode, where QEMU
            // raises Undefined Instruction; flags are not set from the result.
            if !core.s.mode().privileged() {
                return cx.raise(core, Exception::Undefined);
            }
            return exception_return(core, r);
        }
        // ARMv7 (ALUWritePC, Arm ARM A2.3.1): in ARM state the result interworks.
        if !cx.thumb && core.model.profile.arch >= Arch::V7 {
            return interwork(core, r);
        }
        return cx.set_reg(core, 15, r);
    }
    core.s.r[rd as usize] = r;
    if s {
        set_flags(core, r, c, v);
    }
    Step::Next
}

/// Thumb-2 ORN{S}: Rd = Rn OR NOT op2; with S, N and Z from the result and C from the
/// shifter (V unchanged), as ORR.
pub(super) fn orn(core: &mut Core, cx: Ctx, d: &DataProc) -> Step {
    let (b, shifter_c) = operand2(core, cx, d.op2);
    let r = cx.reg(core, d.rn) | !b;
    if d.s {
        set_flags(core, r, shifter_c, None);
    }
    cx.set_reg(core, d.rd, r)
}

#[inline]
fn arith((r, c, v): (u32, bool, bool)) -> (u32, bool, Option<bool>) {
    (r, c, Some(v))
}

#[inline]
fn set_flags(core: &mut Core, r: u32, c: bool, v: Option<bool>) {
    set_nz(core, r);
    core.s.c = c as u32;
    if let Some(v) = v {
        core.s.v = v as u32;
    }
}

/// Signed saturation of a 64-bit value to 32 bits: (value, saturated).
#[inline]
pub(crate) fn sat32(x: i64) -> (u32, bool) {
    if x > i32::MAX as i64 {
        (i32::MAX as u32, true)
    } else if x < i32::MIN as i64 {
        (i32::MIN as u32, true)
    } else {
        (x as i32 as u32, false)
    }
}

/// QADD/QSUB/QDADD/QDSUB: signed saturating arithmetic; any saturation sets Q
/// (sticky), N/Z/C/V are untouched.
pub(super) fn saturate(core: &mut Core, cx: Ctx, op: QOp, rd: Reg, rm: Reg, rn: Reg) -> Step {
    let m = cx.reg(core, rm) as i32 as i64;
    let n = cx.reg(core, rn) as i32 as i64;
    let (n, q1) = match op {
        QOp::Qdadd | QOp::Qdsub => sat32(2 * n),
        QOp::Qadd | QOp::Qsub => (n as u32, false),
    };
    let n = n as i32 as i64;
    let (r, q2) = match op {
        QOp::Qadd | QOp::Qdadd => sat32(m + n),
        QOp::Qsub | QOp::Qdsub => sat32(m - n),
    };
    if q1 || q2 {
        core.s.cpsr_rest |= psr::Q;
    }
    cx.set_reg(core, rd, r)
}

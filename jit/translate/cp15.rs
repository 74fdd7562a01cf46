//! The ARM926's CP15 operations that the Linux kernel runs all the time and that have an
//! effect beyond a plain register (those are `status::emit_cp15_reg`'s), from translated
//! code without the escape hatch: the control register written with the value it holds
//! (the idle loop's I-cache toggles, when the cache bit is already as written), the TLB
//! operations and the writes of TTBR0/TTBR1/TTBCR and the FCSE PID (a direct call of
//! `helpers::cp15_write`, which is `Mmu::cp15_write` and what the escape hatch does after
//! a CP15 write), and the test-and-clean MRC to r15 of the kernel's cache-cleaning loops.
//!
//! The architectural effect is exactly the interpreter's (`arm::interp::coproc::cp_reg`
//! with `arm::cp15`): in User mode every one of these MCRs is Undefined, which the escape
//! hatch raises through the caller's `slow` label before anything is written; a control
//! register write that changes a bit, or an encoding the helper finds no register for,
//! goes there too. Coprocessor instructions end their block (`arm::block`): a TLB change
//! that leaves the next instruction's page out of the fetch array ends the chain there,
//! as after the escape hatch (`helpers::cp15_write`).

use arm::cp15::{ctrl, TEST_CLEAN_DONE};
use arm::insn::{CoprocReg, PC};
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::status::emit_user_mode_check;
use super::{asm, off, Ops};
use crate::helpers;

/// What a native ARM926 MRC or MCR p15 of this module does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op926 {
    /// MCR c1, c0, 0: nothing where the writable bits equal the register's (as
    /// `arm::cp15::write`, which then flushes nothing); else the escape hatch.
    ControlUnchanged,
    /// MCR of a register whose write may invalidate TLB entries (c2 TTBR0, TTBR1,
    /// TTBCR; c8 TLB operations; c13 FCSE PID): `helpers::cp15_write`.
    Call,
    /// MRC p15, 0, r15, c7, c10 or c14, 3 (test and clean): N, Z, C, V from
    /// `TEST_CLEAN_DONE`'s bits 31:28, in every mode (`arm::cp15::user_readable`).
    TestClean,
}

/// Whether `emit` handles this ARM926 coprocessor register transfer natively.
pub fn supported(c: &CoprocReg) -> bool {
    op(c).is_some()
}

/// The native form of this ARM926 coprocessor register transfer, if this module has one.
fn op(c: &CoprocReg) -> Option<Op926> {
    if c.cp != 15 {
        return None;
    }
    match (c.load, c.crn, c.opc1, c.crm, c.opc2) {
        (true, 7, 0, 10 | 14, 3) if c.rd == PC => Some(Op926::TestClean),
        (false, 1, 0, 0, 0) => Some(Op926::ControlUnchanged),
        (false, 2, 0, 0, 0..=2) | (false, 8, _, _, 0..=3) | (false, 13, 0, 0, 0) => {
            Some(Op926::Call)
        }
        _ => None,
    }
}

/// The operands of `helpers::cp15_write`'s `enc`: opc1, CRn, CRm and opc2 in bytes 0-3.
fn encoding(c: &CoprocReg) -> u32 {
    u32::from_le_bytes([c.opc1, c.crn, c.crm, c.opc2])
}

/// Emits `c` (`supported`); `pc_read` is what an operand r15 reads, `next` the address of the
/// instruction after it. Returns whether it used `slow` (the escape hatch, entered before
/// anything is written). `Op926::Call` clobbers the caller-saved registers (the caller
/// reloads the register cache after it); the helper charges no ticks, records nothing
/// and cannot fault, so the pinned tick and cursor registers need no sync.
pub fn emit(ops: &mut Ops, c: &CoprocReg, (pc_read, next): (u32, u32), slow: DynamicLabel) -> bool {
    let Some(op) = op(c) else {
        asm!(ops; jmp =>slow);
        return true;
    };
    let value = |ops: &mut Ops| {
        if c.rd == PC {
            asm!(ops; mov edx, pc_read as i32);
        } else {
            asm!(ops; mov edx, DWORD [state + off::reg(c.rd)]);
        }
    };
    match op {
        Op926::TestClean => {
            // Bits 31:28 of the value the MRC reads, one flag each.
            for (bit, at) in [(31, off::N), (30, off::Z), (29, off::C), (28, off::V)] {
                let flag = (TEST_CLEAN_DONE >> bit) & 1;
                asm!(ops; mov DWORD [state + at], flag as i32);
            }
            false
        }
        Op926::ControlUnchanged => {
            emit_user_mode_check(ops, slow);
            value(ops);
            asm!(ops
                ; xor edx, DWORD [state + off::cp15::CONTROL]
                ; test edx, ctrl::WRITABLE as i32
                ; jnz =>slow
            );
            true
        }
        Op926::Call => {
            emit_user_mode_check(ops, slow);
            value(ops);
            asm!(ops
                ; mov rdi, state
                ; mov esi, encoding(c) as i32
                ; mov ecx, next as i32
                ; mov rax, QWORD helpers::cp15_write as *const () as i64
                ; call rax
                ; test eax, eax
                ; jnz =>slow
            );
            true
        }
    }
}

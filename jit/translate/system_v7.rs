//! The ARMv7-A system operations that run natively: the CP15 registers a kernel and its
//! C library touch all the time (the thread ID registers TPIDRURW/TPIDRURO/TPIDRPRW,
//! which Linux reads for `current` and the per-CPU offset, the other plain registers
//! and the ID constants), the cache and branch-predictor maintenance MCRs (no-ops, as
//! in the interpreter's `cp15_v7::write`), CPS without a mode change and CLREX.
//!
//! Each keeps the interpreter's effects (`arm::interp::coproc::cp_reg_v7`): what PL0
//! may not access is Undefined, raised by the escape hatch through the caller's `slow`
//! label before anything is written; a successful MCR p15 sets `next_check` to 0 (the
//! chain ends at the next block entry and the run loop looks at its deadlines), as the
//! interpreter does after every CP15 write. The TLB maintenance operations, the
//! translation registers' writes, the timer and everything else stay with the escape
//! hatch.

use arm::cp15_v7::id;
use arm::insn::{Cps, Reg, PC};
use arm::state::{psr, Mode};
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::status::{emit_mask_change_check, emit_user_mode_check};
use super::{asm, off, Ops};
use off::cp15_v7 as reg;

/// What a native MRC or MCR p15 does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cp15Op {
    /// MRC of a register of `Cp15V7Regs` at this offset.
    Read { at: i32, pl0: bool },
    /// MRC of a constant (an ID register).
    Const { value: u32 },
    /// MCR of a register of `Cp15V7Regs` at this offset that a write stores whole.
    Write { at: i32, pl0: bool },
    /// MCR that does nothing but end the chain (cache and branch-predictor maintenance,
    /// the CP15 barriers).
    Maintenance { pl0: bool },
}

/// The native form of MRC (`load`) or MCR p15 (`cp` is checked) with these operands, as
/// `arm::cp15_v7::read`/`write` and their PL0 rules define them; `None` leaves it to the
/// escape hatch. An MRC to r15 sets the flags and an MCR from r15 is UNPREDICTABLE
/// (Arm ARM B3.18.1): both stay with the escape hatch.
pub fn cp15_op(
    load: bool,
    cp: u8,
    rd: Reg,
    (opc1, crn, crm, opc2): (u8, u8, u8, u8),
) -> Option<Cp15Op> {
    use Cp15Op::*;
    if cp != 15 || rd == PC {
        return None;
    }
    let priv_read = |at| Some(Read { at, pl0: false });
    if load {
        return match (crn, opc1, crm, opc2) {
            (0, 0, 0, 0) => Some(Const { value: id::MIDR }),
            (0, 0, 0, 1) => Some(Const { value: id::CTR }),
            (0, 0, 0, 5) => Some(Const { value: id::MPIDR }),
            (1, 0, 0, 0) => priv_read(reg::SCTLR),
            (1, 0, 0, 2) => priv_read(reg::CPACR),
            (2, 0, 0, 2) => priv_read(reg::TTBCR),
            (3, _, _, _) => priv_read(reg::DACR),
            (5, 0, 0, 0) => priv_read(reg::DFSR),
            (5, 0, 0, 1) => priv_read(reg::IFSR),
            (6, 0, 0, 0) => priv_read(reg::DFAR),
            (6, 0, 0, 2) => priv_read(reg::IFAR),
            (12, 0, 0, 0) => priv_read(reg::VBAR),
            (13, 0, 0, 1) => priv_read(reg::CONTEXTIDR),
            (13, 0, 0, 2) => Some(Read {
                at: reg::TPIDRURW,
                pl0: true,
            }),
            (13, 0, 0, 3) => Some(Read {
                at: reg::TPIDRURO,
                pl0: true,
            }),
            (13, 0, 0, 4) => priv_read(reg::TPIDRPRW),
            _ => None,
        };
    }
    match (crn, opc1, crm, opc2) {
        (13, 0, 0, 2) => Some(Write {
            at: reg::TPIDRURW,
            pl0: true,
        }),
        (13, 0, 0, 3) => Some(Write {
            at: reg::TPIDRURO,
            pl0: false,
        }),
        (13, 0, 0, 4) => Some(Write {
            at: reg::TPIDRPRW,
            pl0: false,
        }),
        // PAR (c7,c4,0) and the address translations (c7,c8,*) are not maintenance.
        (7, 0, 4 | 8, _) => None,
        (7, 0, _, _) => Some(Maintenance {
            pl0: matches!((crm, opc2), (5, 4) | (10, 4 | 5)),
        }),
        _ => None,
    }
}

/// Leaves the address of the `Cp15V7Regs` in `rax`.
fn emit_regs_ptr(ops: &mut Ops) {
    asm!(ops; mov rax, QWORD [state + off::V7]);
}

/// Emits `op` for MRC/MCR with Rd `rd` (not r15). In User mode an operation PL0 may not
/// execute goes to `slow` (the escape hatch raises Undefined) before anything is
/// written. Returns whether it used `slow`.
pub fn emit_cp15(ops: &mut Ops, op: Cp15Op, rd: Reg, slow: DynamicLabel) -> bool {
    let pl0 = match op {
        Cp15Op::Read { pl0, .. } | Cp15Op::Write { pl0, .. } | Cp15Op::Maintenance { pl0 } => pl0,
        Cp15Op::Const { .. } => false,
    };
    if !pl0 {
        emit_user_mode_check(ops, slow);
    }
    match op {
        Cp15Op::Read { at, .. } => {
            emit_regs_ptr(ops);
            asm!(ops
                ; mov eax, DWORD [rax + at]
                ; mov DWORD [state + off::reg(rd)], eax
            );
        }
        Cp15Op::Const { value } => {
            asm!(ops; mov DWORD [state + off::reg(rd)], value as i32);
        }
        Cp15Op::Write { at, .. } => {
            emit_regs_ptr(ops);
            asm!(ops
                ; mov ecx, DWORD [state + off::reg(rd)]
                ; mov DWORD [rax + at], ecx
            );
        }
        Cp15Op::Maintenance { .. } => {}
    }
    if matches!(op, Cp15Op::Write { .. } | Cp15Op::Maintenance { .. }) {
        asm!(ops; mov QWORD [state + off::NEXT_CHECK], 0);
    }
    !pl0
}

/// Whether `emit_cps` handles this CPS: the forms that change no mode (a mode change
/// re-banks registers: the escape hatch).
pub fn cps_supported(c: &Cps) -> bool {
    c.mode.is_none()
}

/// CPSIE/CPSID: in User mode nothing (the interpreter's `system_v6::cps`); else the A,
/// I and F masks named set (disable) or cleared (enable). A change of I or F while an
/// interrupt line is asserted ends the chain, as after MSR.
pub fn emit_cps(ops: &mut Ops, c: &Cps) {
    let bits = ((c.aif as u32) & 7) << 6;
    asm!(ops
        ; mov ecx, DWORD [state + off::CPSR_REST]
        ; mov eax, ecx
        ; and eax, psr::MODE as i32
        ; cmp eax, Mode::User as i32
        ; je >done
        ; mov r8d, ecx
    );
    match c.enable {
        Some(true) => asm!(ops; and r8d, !bits as i32),
        Some(false) => asm!(ops; or r8d, bits as i32),
        None => {}
    }
    asm!(ops; mov DWORD [state + off::CPSR_REST], r8d);
    emit_mask_change_check(ops);
    asm!(ops; done:);
}

/// CLREX: the monitor open (its address `None`).
pub fn emit_clrex(ops: &mut Ops) {
    asm!(ops; mov DWORD [state + off::MONITOR_TAG], 0);
}

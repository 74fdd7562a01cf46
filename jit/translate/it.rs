//! Thumb-2 IT blocks in generated code: the IT state each instruction of a block runs
//! under (the block records it at its start; `arm::block` already gave each
//! instruction the condition of that state) and the CPSR's IT bits moved on after an
//! instruction ran natively, as the interpreter's `execute_sized` does (ITAdvance
//! whether the condition passed or failed; an exception leaves the state of the
//! instruction that raised it, which is what `Core` holds until the advance).

use arm::block::{it_step, BlockInsn};
use arm::insn::{Bx, DataProc, Op, PC};
use arm::interp::it_bits;
use arm::state::psr;
use dynasmrt::DynasmApi;

use super::{asm, off, Ops};

/// The IT state before instruction `index` of a block that starts with state `start`.
pub fn state_at(start: u8, index: u32) -> u8 {
    (0..index).fold(start, |s, _| it_step(s))
}

/// Emits the CPSR's IT bits = `itstate`. Clobbers the host flags.
pub fn emit_set(ops: &mut Ops, itstate: u8) {
    asm!(ops; and DWORD [state + off::CPSR_REST], !psr::IT as i32);
    let bits = it_bits(itstate);
    if bits != 0 {
        asm!(ops; or DWORD [state + off::CPSR_REST], bits as i32);
    }
}

/// Whether `bi`'s native form (`native`: not through the escape hatch) leaves nothing
/// that can look at the CPSR's IT bits: it calls no helper (no memory access, no slow
/// path through the escape hatch), cannot raise an exception and does not write r15.
/// Before such an instruction the IT bits' update may stay deferred (`emit_sync`):
/// data processing not writing r15, the multiplies, CLZ and the register operations of
/// `media`, each under the guard with which `insn::emit_op` emits it natively.
pub fn pure(bi: &BlockInsn, native: bool) -> bool {
    use arm::insn::{BitField, Clz, Extend, MovWide, Multiply, Reverse};
    if !native {
        return false;
    }
    match bi.insn.op {
        Op::Alu(DataProc { op, s, rd, .. }) => rd != PC && super::alu::supported(op, s, rd),
        Op::Mul(Multiply { rd, .. }) => super::mul::mul_supported(rd),
        Op::MulLong(ref m) => super::mul::mul_long_supported(m.rdlo, m.rdhi),
        Op::Clz(Clz { rd, .. }) => rd != PC,
        Op::MovWide(MovWide { rd, .. })
        | Op::Extend(Extend { rd, .. })
        | Op::BitField(BitField { rd, .. })
        | Op::Reverse(Reverse { rd, .. }) => super::media::supported(rd),
        _ => false,
    }
}

/// The CPSR's IT bits as the guest has them now, where `Core` lags behind (the
/// updates of a native IT and of the pure instructions of an IT block are deferred
/// to the next point where anything can look at them, `RegCache::it_core`). Clobbers
/// the host flags where it emits anything; unstored flags in the host flags are stored
/// first (flags a fused boundary's check clobbered stay unstored: `restore_flags` sets
/// them again after).
pub fn emit_sync(ops: &mut Ops, rc: &mut super::regcache::RegCache) {
    if rc.it_core == rc.it_now {
        return;
    }
    if let Some(kind) = rc
        .unstored
        .filter(|_| rc.flags != super::cond::HostFlags::None)
    {
        super::flags::emit_store(ops, kind);
        rc.unstored = None;
    }
    emit_set(ops, rc.it_now);
    rc.it_core = rc.it_now;
    rc.flags = super::cond::HostFlags::None;
}

/// How an instruction inside an IT block is emitted natively.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InIt {
    /// Through the escape hatch (which moves the state on itself).
    Hatch,
    /// Natively; the state is moved on after it, where both of its paths meet.
    After,
    /// Natively, with the state moved on before it: a branch, which cannot raise an
    /// exception and leaves the block on its passing path.
    Before,
}

/// How `bi` is emitted inside an IT block. The native forms there are those that never
/// take the escape hatch as a slow path (which would move the state on a second time)
/// and, among those that write r15, only the ones that cannot raise an exception.
pub fn in_it(bi: &BlockInsn) -> InIt {
    match bi.insn.op {
        Op::Branch(_) | Op::Bx(Bx { .. }) | Op::BlxReg(_) => InIt::Before,
        // A write of r15 in Thumb (no S: SUBS PC, LR is the exception return).
        Op::Alu(DataProc {
            rd: PC, s: false, ..
        }) => InIt::Before,
        Op::Alu(DataProc { rd, s, .. }) if rd == PC && s => InIt::Hatch,
        Op::Alu(_)
        | Op::Mul(_)
        | Op::MulLong(_)
        | Op::Clz(_)
        | Op::Dsp(_)
        | Op::Sat(_)
        | Op::ThumbAdr(_)
        | Op::Nop
        | Op::Extend(_)
        | Op::BitField(_)
        | Op::Reverse(_)
        | Op::MovWide(_)
        | Op::MulV6(arm::insn::MulV6::Mls { .. } | arm::insn::MulV6::Div { .. }) => InIt::After,
        Op::Mem(arm::insn::Transfer { load, rd, .. }) if !(load && rd == PC) => InIt::After,
        Op::Parallel(ref p) if super::parallel::parallel_supported(p) => InIt::After,
        Op::Select(ref s) if super::parallel::select_supported(s) => InIt::After,
        Op::Orn(DataProc { rd, .. }) if rd != PC => InIt::After,
        Op::Dual(arm::insn::DualTransfer { load, rt, rt2, .. })
            if !(load && (rt == PC || rt2 == PC)) =>
        {
            InIt::After
        }
        Op::Block(arm::insn::BlockTransfer { list, s_bit, .. })
            if list & (1 << PC) == 0 && !s_bit =>
        {
            InIt::After
        }
        _ => InIt::Hatch,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// ITTE EQ (firstcond 0, mask 0b0110 with firstcond's low bit 0): EQ, EQ, NE, then
    /// the state is zero.
    #[test]
    fn the_state_moves_on_as_itadvance() {
        let start = 0x06;
        assert_eq!(state_at(start, 0), 0x06);
        assert_eq!(state_at(start, 1) >> 4, 0x0);
        assert_eq!(state_at(start, 2) >> 4, 0x1);
        assert_eq!(state_at(start, 3), 0);
    }
}

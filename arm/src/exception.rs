//! Exception entry (ARM ARM DDI 0100I A2.6): mode switch, banked LR and SPSR, the
//! CPSR's T/I/F bits, and the vector address, for the seven ARMv5 exceptions.

use crate::core::{Core, MemError};
use crate::mmu::Fault;
use crate::state::{psr, Mode};

/// The ARMv5 exceptions, in vector order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Exception {
    Reset,
    Undefined,
    Swi,
    PrefetchAbort,
    DataAbort,
    Irq,
    Fiq,
}

impl Exception {
    /// Offset of the exception's vector from the vector base.
    pub fn vector(self) -> u32 {
        match self {
            Exception::Reset => 0x00,
            Exception::Undefined => 0x04,
            Exception::Swi => 0x08,
            Exception::PrefetchAbort => 0x0c,
            Exception::DataAbort => 0x10,
            Exception::Irq => 0x18,
            Exception::Fiq => 0x1c,
        }
    }

    /// The mode the exception is taken in.
    pub fn mode(self) -> Mode {
        match self {
            Exception::Reset | Exception::Swi => Mode::Svc,
            Exception::Undefined => Mode::Undef,
            Exception::PrefetchAbort | Exception::DataAbort => Mode::Abort,
            Exception::Irq => Mode::Irq,
            Exception::Fiq => Mode::Fiq,
        }
    }

    /// The LR value for an exception raised at `addr` (see [`enter`]) in the given
    /// state (ARM ARM A2.6.2-A2.6.8). In Thumb state Undefined returns to `addr + 2`
    /// even after a 32-bit instruction, as QEMU 7.2 does.
    pub fn link_value(self, addr: u32, thumb: bool) -> u32 {
        match self {
            Exception::Reset => addr,
            // Return to the next instruction: `MOVS PC, LR`.
            Exception::Undefined | Exception::Swi => addr.wrapping_add(if thumb { 2 } else { 4 }),
            // `SUBS PC, LR, #4` returns to the aborted instruction in either state.
            Exception::PrefetchAbort => addr.wrapping_add(4),
            // `SUBS PC, LR, #8` re-executes the aborted access in either state.
            Exception::DataAbort => addr.wrapping_add(8),
            // `addr` is the next instruction to run; `SUBS PC, LR, #4` resumes there.
            Exception::Irq | Exception::Fiq => addr.wrapping_add(4),
        }
    }
}

/// Enters exception `exc`. `addr` is the address of the instruction that raised it
/// (Undefined, SWI, Prefetch Abort, Data Abort) or, for IRQ, FIQ and Reset, the
/// address of the next instruction that would have run. The return offset of each
/// kind is applied here ([`Exception::link_value`]) using the current Thumb state.
///
/// Effects: SPSR_<new mode> = old CPSR, LR_<new mode> = the return link, CPSR mode =
/// the exception's mode, T = 0 (SCTLR.TE on ARMv7), I = 1, F = 1 for Reset and FIQ, PC =
/// vector (at 0xffff0000 when the control register's V bit is set, VBAR on ARMv7). On a
/// CPU with the ARMv6/v7 PSR bits entry also clears the IT state and E and sets A where
/// the exception masks it.
pub fn enter(core: &mut Core, exc: Exception, addr: u32) {
    /// The CPSR bits an exception sets on ARMv6 and later besides I and F: A for the
    /// aborts, IRQ, FIQ and Reset (Arm ARM DDI 0406C B1.8; QEMU's do_interrupt).
    fn masks_asynchronous_aborts(exc: Exception) -> bool {
        !matches!(exc, Exception::Undefined | Exception::Swi)
    }

    let observed = core.observer.as_ref().map(|_| core.s.clone());
    let old_cpsr = core.s.cpsr();
    goldtrace_events::set_now(core.ticks);
    crate::events::arm_exception(
        crate::events::exception_name(exc),
        addr,
        exc.vector(),
        old_cpsr,
    );
    core.count_exception_entry();
    let lr = exc.link_value(addr, core.s.thumb());
    core.s.set_mode(exc.mode());
    core.s.set_spsr(old_cpsr);
    core.s.r[14] = lr;
    let mut rest = (core.s.cpsr_rest & !(psr::T | psr::IT | psr::E)) | psr::I;
    if matches!(exc, Exception::Reset | Exception::Fiq) {
        rest |= psr::F;
    }
    if masks_asynchronous_aborts(exc) {
        rest |= psr::A & core.s.psr_bits;
    }
    if core.mmu.thumb_exceptions() {
        rest |= psr::T;
    }
    core.s.cpsr_rest = rest;
    let base = core.mmu.vector_base();
    core.s.r[15] = base | exc.vector();
    if let Some(before) = observed {
        crate::observe::exception_entered(core, exc, addr, &before);
    }
}

/// The fault a failed data access reports: the MMU's own fault, or an external abort
/// at virtual `vaddr`.
pub fn data_fault(err: MemError, vaddr: u32) -> Fault {
    match err {
        MemError::Fault(f) => f,
        MemError::External { .. } => Fault::external(vaddr),
    }
}

/// A data abort raised by the instruction at `insn_addr`: records the fault status
/// and address in CP15 (DFSR, FAR) and enters Data Abort.
pub fn data_abort(core: &mut Core, fault: Fault, insn_addr: u32) {
    core.mmu.record_data_abort(fault);
    enter(core, Exception::DataAbort, insn_addr);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cp15::ctrl;
    use crate::interp::tests::core;

    /// Enters `exc` from SVC mode with flags set, at 0x1000, in the given state;
    /// returns the core.
    fn enter_from(exc: Exception, thumb: bool) -> Core {
        let mut c = core();
        c.s.cpsr_rest = Mode::Svc as u32 | if thumb { psr::T } else { 0 };
        c.s.n = 1;
        c.s.r[14] = 0xdead;
        enter(&mut c, exc, 0x1000);
        c
    }

    #[test]
    fn each_kind_in_both_states() {
        use Exception::*;
        // (kind, mode, vector, LR in ARM, LR in Thumb, F set)
        let table = [
            (Reset, Mode::Svc, 0x00, 0x1000, 0x1000, true),
            (Undefined, Mode::Undef, 0x04, 0x1004, 0x1002, false),
            (Swi, Mode::Svc, 0x08, 0x1004, 0x1002, false),
            (PrefetchAbort, Mode::Abort, 0x0c, 0x1004, 0x1004, false),
            (DataAbort, Mode::Abort, 0x10, 0x1008, 0x1008, false),
            (Irq, Mode::Irq, 0x18, 0x1004, 0x1004, false),
            (Fiq, Mode::Fiq, 0x1c, 0x1004, 0x1004, true),
        ];
        for (exc, mode, vector, lr_arm, lr_thumb, f) in table {
            for thumb in [false, true] {
                let c = enter_from(exc, thumb);
                let old = 0x8000_0000 | Mode::Svc as u32 | if thumb { psr::T } else { 0 };
                assert_eq!(c.s.mode(), mode, "{exc:?}");
                assert_eq!(c.s.r[15], vector, "{exc:?}");
                assert_eq!(
                    c.s.r[14],
                    if thumb { lr_thumb } else { lr_arm },
                    "{exc:?} thumb={thumb}"
                );
                assert_eq!(c.s.spsr(), Some(old), "{exc:?}");
                assert!(!c.s.thumb());
                assert_ne!(c.s.cpsr() & psr::I, 0);
                assert_eq!(c.s.cpsr() & psr::F != 0, f, "{exc:?}");
                assert_eq!(c.s.n, 1, "flags are kept");
            }
        }
    }

    #[test]
    fn banks_are_kept_apart() {
        let mut c = core();
        c.s.set_mode(Mode::User);
        (c.s.r[13], c.s.r[14], c.s.r[8]) = (0x100, 0x200, 0x8);
        enter(&mut c, Exception::Fiq, 0x3000);
        assert_eq!((c.s.r[14], c.s.r[8]), (0x3004, 0));
        assert_eq!(
            (c.s.user_reg(13), c.s.user_reg(14), c.s.user_reg(8)),
            (0x100, 0x200, 0x8)
        );
        assert_eq!(c.s.spsr(), Some(psr::F | psr::I | Mode::User as u32));
    }

    #[test]
    fn high_vectors() {
        let mut c = core();
        c.mmu.regs.control |= ctrl::V;
        enter(&mut c, Exception::Irq, 0x2000);
        assert_eq!(c.s.r[15], 0xffff_0018);
    }

    #[test]
    fn data_abort_records_the_fault() {
        let mut c = core();
        let f = data_fault(MemError::External { addr: 0x5000 }, 0xc000_5000);
        assert_eq!(f, Fault::external(0xc000_5000));
        data_abort(&mut c, f, 0x1000);
        assert_eq!(
            (c.mmu.regs.dfsr, c.mmu.regs.far),
            (crate::mmu::fsr::EXTERNAL, 0xc000_5000)
        );
        assert_eq!(
            (c.s.mode(), c.s.r[14], c.s.r[15]),
            (Mode::Abort, 0x1008, 0x10)
        );
    }
}

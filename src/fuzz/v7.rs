//! The ARMv7-A profile's machine: which cases are Cortex-A15 cases, and their CP15.
//!
//! A case is an ARMv7-A case when its state implements the ARMv7 PSR bits
//! ([`psr::IMPLEMENTED_V7`], what `Core::set_model(&CORTEX_A15)` gives it), so that a
//! [`Spec`] needs no field of its own for the profile and the ARMv5 regression files
//! stay as they are. Its CP15 is the ARMv7 one, kept in the spec's [`Cp15Regs`]
//! through the registers both CPUs have (the control register is SCTLR, `far` is
//! DFAR); the others start at their reset values, but for CPACR, which gives full
//! access to cp10 and cp11 so that VFP runs.

use arm::cp15::Cp15Regs;
use arm::cp15_v7::{cpacr, Cp15V7Regs};
use arm::cpu_model::CORTEX_A15;
use arm::state::psr;

use super::Spec;

impl Spec {
    /// Whether the case runs on the Cortex-A15 (the ARMv7-A profile).
    pub fn is_armv7(&self) -> bool {
        self.state.psr_bits == psr::IMPLEMENTED_V7
    }
}

/// CPACR of every ARMv7 case: cp10 and cp11 at full access (ASEDIS reads one).
pub const CPACR_FULL: u32 = cpacr::CP10 | cpacr::CP11 | cpacr::ASEDIS;

/// The ARMv7 CP15 a case starts from: its registers in `cp15`, the others reset, CPACR
/// at full access.
pub fn system_of(cp15: &Cp15Regs) -> Cp15V7Regs {
    let ticks_per_count = CORTEX_A15.armv7_ticks_per_count.unwrap_or(1);
    Cp15V7Regs {
        sctlr: cp15.control,
        cpacr: CPACR_FULL,
        ttbr0: u64::from(cp15.ttbr0),
        ttbr1: u64::from(cp15.ttbr1),
        ttbcr: cp15.ttbcr,
        dacr: cp15.dacr,
        dfsr: cp15.dfsr,
        ifsr: cp15.ifsr,
        dfar: cp15.far,
        fcseidr: cp15.fcse_pid,
        contextidr: cp15.context_id,
        ..Cp15V7Regs::new(ticks_per_count)
    }
}

/// The spec's view of an ARMv7 CP15 (see [`system_of`]), or `None` when `r` holds
/// more than it can say (a register written away from its starting value that the
/// view lacks: VBAR, the thread IDs, the timer, a 64-bit TTBR, ...).
pub fn cp15_of(r: &Cp15V7Regs) -> Option<Cp15Regs> {
    let cp15 = Cp15Regs {
        control: r.sctlr,
        ttbr0: r.ttbr0 as u32,
        ttbr1: r.ttbr1 as u32,
        ttbcr: r.ttbcr,
        dacr: r.dacr,
        dfsr: r.dfsr,
        ifsr: r.ifsr,
        far: r.dfar,
        dlockdown: 0,
        ilockdown: 0,
        fcse_pid: r.fcseidr,
        context_id: r.contextidr,
    };
    (system_of(&cp15) == *r).then_some(cp15)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_view_round_trips_and_refuses_what_it_cannot_hold() {
        let mut cp15 = Cp15Regs {
            control: arm::cp15_v7::SCTLR_RESET | 2,
            dacr: 0x5555_5555,
            ttbr0: 0x4000,
            far: 0x1234,
            ..Cp15Regs::reset()
        };
        cp15.dlockdown = 0;
        cp15.ilockdown = 0;
        let r = system_of(&cp15);
        assert_eq!(r.cpacr, CPACR_FULL);
        assert_eq!(r.dfar, 0x1234);
        assert_eq!(cp15_of(&r), Some(cp15));
        let mut moved = r.clone();
        moved.vbar = 0x8000;
        assert_eq!(cp15_of(&moved), None);
        let mut wide = r;
        wide.ttbr0 |= 1 << 40;
        assert_eq!(cp15_of(&wide), None);
    }
}

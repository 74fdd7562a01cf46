//! What differs between the CPUs goldtrace models, in one value chosen at start: the
//! instruction-set profile, the PSR bits that exist, and the name the command line
//! uses (QEMU's `-cpu` spelling). Handlers ask for features (the profile, the PSR
//! bits), never for a CPU's name.

use isa::Profile;

use crate::state::psr;

/// A CPU model.
#[derive(Debug, PartialEq, Eq)]
pub struct CpuModel {
    /// The name as QEMU's `-cpu` spells it.
    pub name: &'static str,
    /// Which instructions exist.
    pub profile: Profile,
    /// The PSR bits that exist (see [`crate::state::CpuState::psr_bits`]).
    pub psr_bits: u32,
    /// The ARMv7 system level (CP15 and CP14 of [`crate::cp15_v7`], the short-descriptor
    /// MMU, VBAR) when set: the CPU ticks per count of the generic timer's counter.
    /// `None`: the ARM926's CP15.
    pub armv7_ticks_per_count: Option<u64>,
}

/// The ARM926EJ-S of the Versatile PB (ARMv5TE): the goldfish CPU.
pub static ARM926: CpuModel = CpuModel {
    name: "arm926",
    profile: Profile::ARMV5TE,
    psr_bits: psr::IMPLEMENTED,
    armv7_ticks_per_count: None,
};

/// The Cortex-A15 as QEMU 7.2's `-cpu cortex-a15,neon=off`: ARMv7-A with the
/// virtualization extensions' divide, Thumb-2 and VFPv4-D32, no Advanced SIMD.
pub static CORTEX_A15: CpuModel = CpuModel {
    name: "cortex-a15",
    profile: Profile::ARMV7A,
    psr_bits: psr::IMPLEMENTED_V7,
    // CNTFRQ is QEMU's 62.5 MHz; the CPU is taken to run at 1 GHz.
    armv7_ticks_per_count: Some(16),
};

/// Every model, for the command line's list.
pub static ALL: [&CpuModel; 2] = [&ARM926, &CORTEX_A15];

/// The model QEMU's `-cpu` name `name` stands for.
pub fn by_name(name: &str) -> Option<&'static CpuModel> {
    ALL.iter().copied().find(|m| m.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_find_their_models() {
        assert_eq!(by_name("arm926"), Some(&ARM926));
        assert_eq!(by_name("cortex-a15"), Some(&CORTEX_A15));
        assert_eq!(by_name("cortex-a9"), None);
        assert!(!ARM926.profile.thumb2() && CORTEX_A15.profile.thumb2());
        assert_eq!(CORTEX_A15.psr_bits & psr::GE, psr::GE);
        assert_eq!(ARM926.psr_bits & psr::GE, 0);
    }
}

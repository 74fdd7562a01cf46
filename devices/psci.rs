//! PSCI (ARM DEN 0022) as QEMU 7.2 answers it on `-M virt` for a CPU without EL2 or
//! EL3: QEMU itself is the firmware behind HVC. Measured by
//! `tests/virt_probe/psci_probe.c` (record `tests/virt_probe/qemu_psci.txt`):
//! - every HVC is a PSCI call, whatever its immediate and function ID: an unknown
//!   function returns NOT_SUPPORTED (QEMU 7.2 implements PSCI 1.1: PSCI_VERSION reads
//!   0x10001, and PSCI_FEATURES exists);
//! - an SMC64 function ID from AArch32 returns NOT_SUPPORTED;
//! - the only CPU has affinity 0 (MPIDR 0x80000000 without its bit 31): CPU_ON of it
//!   returns ALREADY_ON, of any other MPIDR INVALID_PARAMETERS; AFFINITY_INFO of it at
//!   level 0 returns 0 (on), of another INVALID_PARAMETERS, at higher levels 0;
//! - MIGRATE_INFO_TYPE returns 2 (no trusted OS); MIGRATE returns NOT_SUPPORTED;
//! - the PSCI 0.1 function IDs QEMU also accepts (0x95c1ba5e-61) behave as their 0.2
//!   counterparts.
//!
//! Departures, for one CPU and a run loop without a powered-off state: SYSTEM_OFF and
//! SYSTEM_RESET end the run (`SystemRequest::PowerOff`, `Reset`); CPU_OFF of the only
//! CPU powers the board off too (QEMU stops that CPU forever, leaving a machine that
//! does nothing); CPU_SUSPEND returns 0 at once rather than waiting for an interrupt as
//! QEMU's WFI does (a WFI may end early).

use arm::bus::SystemRequest;

/// The PSCI trace event.
pub mod events {
    goldtrace_events::events! {
        /// A PSCI call through HVC: function ID, arguments, result in r0.
        fn psci_call(function: u32, a1: u32, a2: u32, a3: u32, result: u32) = "fn 0x%08x (0x%x, 0x%x, 0x%x) -> 0x%x";
    }
}

/// Function IDs (SMC32; DEN 0022D table 5).
pub mod function {
    pub const PSCI_VERSION: u32 = 0x8400_0000;
    pub const CPU_SUSPEND: u32 = 0x8400_0001;
    pub const CPU_OFF: u32 = 0x8400_0002;
    pub const CPU_ON: u32 = 0x8400_0003;
    pub const AFFINITY_INFO: u32 = 0x8400_0004;
    pub const MIGRATE: u32 = 0x8400_0005;
    pub const MIGRATE_INFO_TYPE: u32 = 0x8400_0006;
    pub const SYSTEM_OFF: u32 = 0x8400_0008;
    pub const SYSTEM_RESET: u32 = 0x8400_0009;
    pub const PSCI_FEATURES: u32 = 0x8400_000a;
    /// PSCI 0.1's IDs as QEMU numbers them.
    pub const V0_1_CPU_SUSPEND: u32 = 0x95c1_ba5e;
    pub const V0_1_CPU_OFF: u32 = 0x95c1_ba5f;
    pub const V0_1_CPU_ON: u32 = 0x95c1_ba60;
    pub const V0_1_MIGRATE: u32 = 0x95c1_ba61;
    /// Set in SMC64 function IDs.
    pub const SMC64: u32 = 0x4000_0000;
}

/// Return codes.
pub const SUCCESS: u32 = 0;
pub const NOT_SUPPORTED: u32 = -1i32 as u32;
pub const INVALID_PARAMETERS: u32 = -2i32 as u32;
pub const ALREADY_ON: u32 = -4i32 as u32;
/// PSCI 1.1, as QEMU 7.2 reports.
pub const VERSION: u32 = 0x0001_0001;
/// MIGRATE_INFO_TYPE: no trusted OS, migration not required.
const TOS_NOT_PRESENT: u32 = 2;
/// The affinity (MPIDR without bit 31) of the only CPU.
const OWN_AFFINITY: u32 = 0;
/// CPU_SUSPEND power states with bits QEMU refuses.
const SUSPEND_BAD_BITS: u32 = 0xfffe_0000;

/// The answer to a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The value for r0.
    pub r0: u32,
    /// What the call asks of the board, if anything.
    pub request: Option<SystemRequest>,
}

/// Answers the PSCI call in `args` (r0 the function ID, r1-r3 its arguments).
pub fn call(args: &[u32; 4]) -> Answer {
    use function::*;
    let [f, a1, a2, a3] = *args;
    let answer = |r0| Answer { r0, request: None };
    let result = if f & SMC64 != 0 {
        answer(NOT_SUPPORTED)
    } else {
        match f {
            PSCI_VERSION => answer(VERSION),
            MIGRATE_INFO_TYPE => answer(TOS_NOT_PRESENT),
            AFFINITY_INFO => answer(match (a1, a2) {
                (_, 1..) => SUCCESS,
                (OWN_AFFINITY, 0) => SUCCESS,
                _ => INVALID_PARAMETERS,
            }),
            CPU_ON | V0_1_CPU_ON if a1 == OWN_AFFINITY => answer(ALREADY_ON),
            CPU_ON | V0_1_CPU_ON => answer(INVALID_PARAMETERS),
            CPU_SUSPEND | V0_1_CPU_SUSPEND if a1 & SUSPEND_BAD_BITS != 0 => {
                answer(INVALID_PARAMETERS)
            }
            CPU_SUSPEND | V0_1_CPU_SUSPEND => answer(SUCCESS),
            SYSTEM_OFF | CPU_OFF | V0_1_CPU_OFF => Answer {
                r0: SUCCESS,
                request: Some(SystemRequest::PowerOff),
            },
            SYSTEM_RESET => Answer {
                r0: SUCCESS,
                request: Some(SystemRequest::Reset),
            },
            PSCI_FEATURES => answer(features(a1)),
            _ => answer(NOT_SUPPORTED),
        }
    };
    events::psci_call(f, a1, a2, a3, result.r0);
    result
}

/// PSCI_FEATURES: 0 for the functions QEMU implements (SMC32 IDs only from AArch32).
fn features(f: u32) -> u32 {
    use function::*;
    match f {
        PSCI_VERSION | CPU_SUSPEND | CPU_OFF | CPU_ON | AFFINITY_INFO | MIGRATE_INFO_TYPE
        | SYSTEM_OFF | SYSTEM_RESET | PSCI_FEATURES | V0_1_CPU_SUSPEND | V0_1_CPU_OFF
        | V0_1_CPU_ON => SUCCESS,
        _ => NOT_SUPPORTED,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn system_calls_ask_the_board() {
        let off = call(&[function::SYSTEM_OFF, 0, 0, 0]);
        assert_eq!(off.request, Some(SystemRequest::PowerOff));
        let reset = call(&[function::SYSTEM_RESET, 0, 0, 0]);
        assert_eq!(reset.request, Some(SystemRequest::Reset));
        assert_eq!(call(&[function::PSCI_VERSION, 0, 0, 0]).request, None);
    }

    #[test]
    fn single_cpu_answers() {
        assert_eq!(call(&[function::CPU_ON, 0, 0x4000_0000, 0]).r0, ALREADY_ON);
        assert_eq!(
            call(&[function::CPU_ON, 1, 0x4000_0000, 0]).r0,
            INVALID_PARAMETERS
        );
        assert_eq!(
            call(&[function::CPU_ON | function::SMC64, 0, 0, 0]).r0,
            NOT_SUPPORTED
        );
        assert_eq!(call(&[function::AFFINITY_INFO, 0, 0, 0]).r0, SUCCESS);
        assert_eq!(call(&[0x1234_5678, 0, 0, 0]).r0, NOT_SUPPORTED);
    }
}

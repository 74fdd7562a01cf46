//! The ARMv7-A classes the JIT translates natively since the armhf boot's escape-hatch
//! profile (`tests/jit_v7/sys_native.s`: the CP15 thread ID and plain registers, cache
//! maintenance, CPS, MRS/MSR, LDREX/STREX/CLREX, UADD8/SEL, ORN, Thumb-2 BLX <label>,
//! at PL1 and PL0) print QEMU 7.2's output on the interpreter, the JIT and lockstep,
//! in the same ticks, and the JIT runs only the system operations that stay shared
//! through its escape hatch.

use std::path::Path;

use arm::run::Stop;
use arm::SystemRequest;
use goldtrace::bios::{run_elf_bytes_on, BareBoard};
use goldtrace::machine::EngineKind;

const MAX_TICKS: u64 = 100_000_000;

/// The instructions of `sys_native` that the escape hatch runs on the JIT (every block
/// runs once in the interpreter before it is translated, so what runs once never
/// reaches the hatch): the Undefined handler's exception return (MOVS PC, LR, a mode
/// change: 9 runs, 8 translated) and the three PL0 CP15 accesses that are Undefined
/// (3 runs each, 2 translated: the hatch raises the exception). Everything else is
/// native.
const HATCHED: u64 = 8 + 3 * 2;

#[test]
fn native_armv7_classes_match_qemu_on_every_engine() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/jit_v7");
    let elf = std::fs::read(dir.join("sys_native.elf")).unwrap();
    let expected = std::fs::read_to_string(dir.join("sys_native.expected")).unwrap();
    let mut ticks = Vec::new();
    for engine in [EngineKind::Interp, EngineKind::Jit, EngineKind::Lockstep] {
        let hatch_before = jit::helpers::hatch_runs();
        let run = run_elf_bytes_on(BareBoard::Virt, &elf, MAX_TICKS, engine).unwrap();
        let hatched = jit::helpers::hatch_runs() - hatch_before;
        assert_eq!(
            String::from_utf8_lossy(&run.serial),
            expected,
            "{engine:?} (ended {:?} after {} ticks)",
            run.stop,
            run.ticks
        );
        assert_eq!(
            run.stop,
            Stop::Request(SystemRequest::PowerOff),
            "{engine:?}"
        );
        if engine == EngineKind::Jit {
            assert_eq!(hatched, HATCHED, "instructions run by the escape hatch");
        }
        ticks.push(run.ticks);
    }
    assert!(
        ticks.windows(2).all(|w| w[0] == w[1]),
        "ticks differ: {ticks:?}"
    );
}

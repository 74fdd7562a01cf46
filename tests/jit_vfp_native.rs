//! The JIT's native VFP paths (`jit/translate/vfp_native.rs`: SSE arithmetic where it is
//! exact, VLDR/VSTR/VLDM/VSTM through the inline TLB probe, the inline access checks)
//! against the interpreter and QEMU 7.2: the VFP throughput program of `benches/vfp`
//! (one pass) prints QEMU's output in the same ticks on every engine, and the VFP
//! programs of the ARMv7 ISA suite, whose cases draw special operands and a random
//! FPSCR (rounding modes, FZ, DN, the cumulative flags), run in lockstep, where the JIT
//! translates every block at once and is compared with the interpreter after each.

use std::path::Path;

use arm::run::Stop;
use arm::SystemRequest;
use goldtrace::bios::{run_elf_bytes_on, BareBoard};
use goldtrace::machine::EngineKind;

const MAX_TICKS: u64 = 100_000_000;

/// Runs `elf` on `engine` and requires QEMU's output `expected` and a power-off;
/// returns the ticks.
fn run(elf: &[u8], expected: &str, engine: EngineKind, name: &str) -> u64 {
    let run = run_elf_bytes_on(BareBoard::Virt, elf, MAX_TICKS, engine).unwrap();
    assert_eq!(
        String::from_utf8_lossy(&run.serial),
        expected,
        "{name} on {engine:?} (ended {:?} after {} ticks)",
        run.stop,
        run.ticks
    );
    assert_eq!(
        run.stop,
        Stop::Request(SystemRequest::PowerOff),
        "{name} on {engine:?}"
    );
    run.ticks
}

#[test]
fn vfp_throughput_program_matches_qemu_on_every_engine() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/vfp");
    let elf = std::fs::read(dir.join("mflops_1.elf")).unwrap();
    let expected = std::fs::read_to_string(dir.join("mflops_1.expected")).unwrap();
    let ticks: Vec<u64> = [EngineKind::Interp, EngineKind::Jit, EngineKind::Lockstep]
        .into_iter()
        .map(|e| run(&elf, &expected, e, "mflops_1"))
        .collect();
    assert!(ticks.windows(2).all(|w| w[0] == w[1]), "ticks {ticks:?}");
}

#[test]
fn isa_vfp_programs_match_the_interpreter_in_lockstep() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/isa_v7");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            let stem = name.strip_suffix(".elf")?;
            stem.starts_with("vfp_").then(|| stem.to_string())
        })
        .collect();
    names.sort();
    assert!(names.len() >= 20, "{} VFP programs", names.len());
    for name in names {
        let elf = std::fs::read(dir.join(format!("{name}.elf"))).unwrap();
        let expected = std::fs::read_to_string(dir.join(format!("{name}.expected"))).unwrap();
        let interp = run(&elf, &expected, EngineKind::Interp, &name);
        let lockstep = run(&elf, &expected, EngineKind::Lockstep, &name);
        assert_eq!(interp, lockstep, "{name}: ticks");
    }
}

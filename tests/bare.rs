//! The bare-metal benchmark programs of `tests/bare/` (integer, memory-heavy and Thumb
//! loops) print, on every engine, the checksum line recorded from
//! `qemu-system-arm -M versatilepb`, end with a board reset, and take the same number
//! of ticks on every engine; the ARMv7-A ones (`v7_*`) do the same on the bare `virt`
//! board (`-M virt -cpu cortex-a15,neon=off`), ending with PSCI SYSTEM_OFF.

use std::path::{Path, PathBuf};

use arm::run::Stop;
use arm::SystemRequest;
use goldtrace::bios::{run_elf_bytes_on, BareBoard};
use goldtrace::machine::EngineKind;

const MAX_TICKS: u64 = 2_000_000_000;

fn bare(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/bare")
        .join(name)
}

fn check(name: &str, engines: &[EngineKind]) {
    check_on(BareBoard::VersatilePb, name, engines);
}

/// Runs `name` on `board` with each engine: QEMU's output, the board's way of ending
/// (a reset on the Versatile PB, PSCI SYSTEM_OFF on virt), the same ticks everywhere.
fn check_on(board: BareBoard, name: &str, engines: &[EngineKind]) {
    let elf = std::fs::read(bare(&format!("{name}.elf"))).unwrap();
    let expected = std::fs::read_to_string(bare(&format!("{name}.expected")))
        .unwrap_or_else(|e| panic!("{name}.expected: {e}"));
    let end = match board {
        BareBoard::VersatilePb => SystemRequest::Reset,
        BareBoard::Virt => SystemRequest::PowerOff,
    };
    let mut ticks = Vec::new();
    for &engine in engines {
        let run = run_elf_bytes_on(board, &elf, MAX_TICKS, engine)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(
            String::from_utf8_lossy(&run.serial),
            expected,
            "{name} on {engine:?} (ended {:?} after {} ticks)",
            run.stop,
            run.ticks
        );
        assert_eq!(run.stop, Stop::Request(end), "{name} on {engine:?}");
        ticks.push((engine, run.ticks));
    }
    assert!(
        ticks.windows(2).all(|w| w[0].1 == w[1].1),
        "{name}: tick counts differ: {ticks:?}"
    );
}

const ALL: [EngineKind; 3] = [EngineKind::Interp, EngineKind::Jit, EngineKind::Lockstep];

#[test]
fn crc32_matches_qemu_on_every_engine() {
    check("crc32", &ALL);
}

#[test]
fn memsort_matches_qemu_on_every_engine() {
    check("memsort", &ALL);
}

#[test]
fn thumb_sieve_matches_qemu_on_every_engine() {
    check("sieve_thumb", &ALL);
}

#[test]
fn v7_smoke_matches_qemu_on_every_engine() {
    check_on(BareBoard::Virt, "v7_smoke", &ALL);
}

#[test]
fn v7_loops_from_gcc_match_qemu_on_every_engine() {
    check_on(BareBoard::Virt, "v7_loops", &ALL);
}

/// `goldtrace --machine virt --cpu cortex-a15 --bios prog.elf` prints what
/// `qemu-system-arm -M virt -cpu cortex-a15,neon=off -kernel prog.elf` prints and exits 0
/// at PSCI SYSTEM_OFF; the virt board refuses a CPU it does not have and Linux.
#[test]
fn v7_programs_run_from_the_command_line() {
    let elf = bare("v7_smoke.elf");
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_goldtrace"))
            .args(args)
            .output()
            .unwrap()
    };
    let elf_arg = elf.to_str().unwrap();
    let expected = std::fs::read_to_string(bare("v7_smoke.expected")).unwrap();
    for engine in ["interp", "jit"] {
        let out = run(&[
            "--machine",
            "virt",
            "--cpu",
            "cortex-a15",
            "--engine",
            engine,
            "--bios",
            elf_arg,
        ]);
        assert!(out.status.success(), "{engine}: {out:?}");
        assert_eq!(String::from_utf8_lossy(&out.stdout), expected, "{engine}");
    }
    let wrong_cpu = run(&["--machine", "virt", "--cpu", "arm926", "--bios", elf_arg]);
    assert_eq!(wrong_cpu.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&wrong_cpu.stderr).contains("takes cortex-a15"));
    // RAM from 0x40000000 without LPAE: at most 3 GiB.
    let too_big = run(&["--machine", "virt", "-m", "4G", "--bios", elf_arg]);
    assert_eq!(too_big.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&too_big.stderr).contains("64M to 3072M"));
}

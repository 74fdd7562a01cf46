//! Boot tests of the default armhf guest on the `virt` board (Debian 12's stock armmp
//! kernel, the trace driver as a module, `guest/armhf/build.sh`): the JIT and lockstep
//! each boot it to the board's reset; the workload's lines equal the ones recorded from
//! QEMU 7.2 (`guest/expected/armhf-qemu-checksums.txt`); the JIT's console and final tick
//! count equal the interpreter's.
//!
//! The interpreter's run is lockstep's: lockstep runs every block first on the
//! interpreter (`Interpreter::step_block` with the real device I/O, then the written code
//! pages dropped, which is all `Interpreter::run_blocks` does), then on the JIT from the
//! same state, and stops at the first difference. So a lockstep run to the reset is the
//! interpreter's run with the JIT checked after every block, and a separate interpreter
//! boot (about two CPU minutes) would repeat it.
//!
//! Without `guest/out/armhf` the tests skip with a message, unless
//! `GOLDTRACE_REQUIRE_GUEST=1`, which makes them fail. Each boot runs once and is
//! shared between the tests that look at it.

use std::path::PathBuf;
use std::sync::OnceLock;

use arm::run::Stop;
use arm::SystemRequest;
use goldtrace::desc::{BoardKind, Boot, CpuKind, LinuxImage, MachineDesc};
use goldtrace::machine::{make_engine, run_sliced, CapturedConsole, ClockKind, EngineKind};

mod common;
use common::guest_out;

/// The guest resets after about 2.9e9 ticks; this only bounds a runaway.
const MAX_TICKS: u64 = 20_000_000_000;

/// Whether the armhf guest is built (see the module's doc).
fn armhf_present() -> bool {
    let g = BoardKind::Virt.default_guest(&guest_out());
    let ok = g.kernel.exists() && g.initrd.exists();
    if !ok {
        assert!(
            std::env::var("GOLDTRACE_REQUIRE_GUEST").as_deref() != Ok("1"),
            "guest/out/armhf is missing and GOLDTRACE_REQUIRE_GUEST=1"
        );
        eprintln!("skipped: guest/out/armhf is missing (build it with guest/armhf/build.sh)");
    }
    ok
}

/// The default virt machine, as `goldtrace --machine virt` describes it.
fn desc() -> MachineDesc {
    let g = BoardKind::Virt.default_guest(&guest_out());
    MachineDesc {
        board: BoardKind::Virt,
        cpu: CpuKind::CortexA15,
        memory_mib: 128,
        clock: ClockKind::Virtual,
        boot: Boot::Linux(LinuxImage {
            kernel: g.kernel,
            dtb: None,
            initrd: Some(g.initrd),
            append: g.append,
        }),
        rng_seed: Some(goldtrace::boot::DEFAULT_RNG_SEED),
        drives: Vec::new(),
    }
}

#[derive(Debug)]
struct Run {
    serial: String,
    stop: Stop,
    ticks: u64,
}

fn boot(engine: EngineKind) -> Run {
    let console = CapturedConsole::default();
    let mut core = desc()
        .build(Box::new(console.clone()), false, None, None)
        .expect("building the virt machine");
    let mut engine = make_engine(engine).expect("creating the engine");
    let stop = run_sliced(engine.as_mut(), &mut core, MAX_TICKS, |_| true);
    Run {
        serial: String::from_utf8_lossy(&console.contents()).into_owned(),
        stop,
        ticks: core.ticks,
    }
}

fn run_of(engine: EngineKind) -> &'static Run {
    static JIT: OnceLock<Run> = OnceLock::new();
    static LOCKSTEP: OnceLock<Run> = OnceLock::new();
    let cell = match engine {
        EngineKind::Jit => &JIT,
        // The interpreter's run is lockstep's (see the module's doc).
        EngineKind::Interp | EngineKind::Lockstep => &LOCKSTEP,
    };
    cell.get_or_init(|| boot(engine))
}

/// The guest's marker and checksum lines, in order.
fn workload_lines(serial: &str) -> Vec<&str> {
    serial
        .lines()
        .map(str::trim_end)
        .filter(|l| l.starts_with("GOLDTRACE-") || l.starts_with("CHECKSUM "))
        .collect()
}

fn check_against_qemu(name: &str, run: &Run) {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("guest/expected/armhf-qemu-checksums.txt");
    let expected = std::fs::read_to_string(&path).expect("reading the QEMU checksums");
    let want: Vec<&str> = expected.lines().map(str::trim_end).collect();
    assert_eq!(
        run.stop,
        Stop::Request(SystemRequest::Reset),
        "{name}: the guest did not reset the board; console:\n{}",
        run.serial
    );
    assert_eq!(
        workload_lines(&run.serial),
        want,
        "{name}: the workload's lines differ from QEMU's"
    );
}

#[test]
fn jit_boots_the_stock_kernel_and_matches_qemu() {
    if armhf_present() {
        check_against_qemu("jit", run_of(EngineKind::Jit));
    }
}

#[test]
fn jit_console_and_ticks_equal_the_interpreters() {
    if !armhf_present() {
        return;
    }
    let (j, i) = (run_of(EngineKind::Jit), run_of(EngineKind::Interp));
    assert_eq!(j.serial, i.serial, "the consoles differ");
    assert_eq!(j.ticks, i.ticks, "the final tick counts differ");
}

/// Lockstep compares the engines after every block, to the guest's reset (about 3 CPU
/// minutes in release since lockstep stopped copying the TLB for every block): the
/// interpreter's boot, with QEMU's lines.
#[test]
fn lockstep_and_the_interpreter_boot_the_stock_kernel_and_match_qemu() {
    if armhf_present() {
        check_against_qemu(
            "lockstep (the interpreter's run)",
            run_of(EngineKind::Lockstep),
        );
    }
}

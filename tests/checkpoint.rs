//! Checkpoints: a run that goes straight to T2 and a run restored from a checkpoint at
//! T1 (into the same machine after it went on, and into a freshly built one) end in
//! the same CPU state, RAM and console output, on the interpreter and on the JIT; on
//! two bare-metal programs (Thumb; the MMU on with prefetch aborts) and, when it is
//! built, the default guest.

use std::path::Path;
use std::sync::Arc;

use arm::run::Engine;
use arm::{Core, CpuState};
use goldtrace::checkpoint::{ram_hash, Checkpoints, RunPosition};
use goldtrace::machine::{
    make_core, make_engine, run_sliced, CapturedConsole, ClockKind, EngineKind,
};

mod common;
use common::{guest_out, guest_present};

/// A machine with its console.
struct Machine {
    core: Core,
    console: CapturedConsole,
    engine: Box<dyn Engine>,
}

/// The state compared at the end.
#[derive(Debug, PartialEq, Eq)]
struct End {
    ticks: u64,
    cpu: CpuState,
    cp15: arm::cp15::Cp15Regs,
    ram: u64,
    console: Vec<u8>,
}

fn bare(name: &str, engine: EngineKind) -> Machine {
    let console = CapturedConsole::default();
    let mut core = make_core(
        16,
        ClockKind::Virtual,
        Box::new(console.clone()),
        false,
        None,
    )
    .unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/bare")
        .join(format!("{name}.elf"));
    let data = std::fs::read(path).unwrap();
    let entry = goldtrace::elf::load_elf(&data, &mut core.ram).unwrap();
    core.s
        .set_cpsr(goldtrace::bios::RESET_CPSR | if entry & 1 != 0 { 0x20 } else { 0 });
    core.s.r[15] = entry & !1;
    Machine {
        core,
        console,
        engine: make_engine(engine).unwrap(),
    }
}

fn guest(engine: EngineKind) -> Machine {
    let console = CapturedConsole::default();
    let mut core = make_core(
        128,
        ClockKind::Virtual,
        Box::new(console.clone()),
        false,
        None,
    )
    .unwrap();
    let out = guest_out();
    let cfg = goldtrace::boot::LinuxBoot {
        kernel: out.join("zImage"),
        dtb: out.join("goldtrace.dtb"),
        initrd: Some(out.join("initramfs.cpio.gz")),
        cmdline: "console=ttyAMA0 panic=-1 lpj=500000".to_string(),
    };
    goldtrace::boot::load_linux(&mut core.ram, &mut core.s, &cfg).unwrap();
    Machine {
        core,
        console,
        engine: make_engine(engine).unwrap(),
    }
}

impl Machine {
    fn run_to(&mut self, ticks: u64) {
        run_sliced(self.engine.as_mut(), &mut self.core, ticks, |_| true);
    }

    /// The end state; the console from `skip` on follows the first `keep` bytes.
    fn end(&self, keep: usize, skip: usize) -> End {
        let all = self.console.contents();
        let mut console = all[..keep.min(all.len())].to_vec();
        console.extend_from_slice(&all[skip.min(all.len())..]);
        End {
            ticks: self.core.ticks,
            cpu: self.core.s.clone(),
            cp15: self.core.mmu.regs.clone(),
            ram: ram_hash(self.core.ram.bytes()),
            console,
        }
    }
}

/// Runs `make()` to `t1`, checkpoints, runs to `t2`; restores into the same machine
/// and into a new one and runs both to `t2`: all three ends must be equal.
fn check(make: &dyn Fn() -> Machine, t1: u64, t2: u64) {
    let mut a = make();
    a.run_to(t1);
    let mut cps = Checkpoints::new(t1);
    let at_checkpoint = a.console.contents().len();
    cps.take(
        &mut a.core,
        RunPosition {
            console_written: at_checkpoint as u64,
            ..RunPosition::default()
        },
    )
    .unwrap();
    let cp = cps.at_or_before(t2).unwrap();
    assert_eq!(cp.ticks, a.core.ticks);
    a.run_to(t2);
    let straight = a.end(usize::MAX, usize::MAX);
    assert!(straight.ticks >= t2);
    assert_ne!(
        straight.ram,
        ram_hash(cp.ram().pages().concat().as_slice()),
        "the run between T1 and T2 changed no RAM: a weak test"
    );

    // Back into the same machine, which went on.
    let mark = a.console.contents().len();
    cp.restore_into(&mut a.core, a.engine.as_mut()).unwrap();
    assert_eq!(a.core.ticks, cp.ticks);
    a.run_to(t2);
    assert_eq!(a.end(at_checkpoint, mark), straight, "restored in place");

    // Into a new machine, booted afresh.
    let mut b = make();
    let mark = b.console.contents().len();
    cp.restore_into(&mut b.core, b.engine.as_mut()).unwrap();
    b.run_to(t2);
    let mut end = b.end(0, mark);
    let mut console = a.console.contents()[..at_checkpoint].to_vec();
    console.extend_from_slice(&end.console);
    end.console = console;
    assert_eq!(end, straight, "restored into a new machine");
}

#[test]
fn bare_thumb_program_resumes_identically_on_both_engines() {
    for engine in [EngineKind::Interp, EngineKind::Jit] {
        check(&|| bare("sieve_thumb", engine), 3_000_000, 9_000_000);
    }
}

#[test]
fn bare_program_with_mmu_and_aborts_resumes_identically_on_both_engines() {
    for engine in [EngineKind::Interp, EngineKind::Jit] {
        let mut probe = bare("pabt", engine);
        probe.run_to(u64::MAX);
        let total = probe.core.ticks;
        assert!(!probe.console.contents().is_empty());
        check(&|| bare("pabt", engine), total / 3, total - 1);
    }
}

#[test]
fn default_guest_resumes_identically_on_both_engines() {
    if !guest_present() {
        return;
    }
    check(&|| guest(EngineKind::Jit), 250_000_000, 330_000_000);
    check(&|| guest(EngineKind::Interp), 60_000_000, 90_000_000);
}

#[test]
fn checkpoints_share_unchanged_pages() {
    let mut m = bare("sieve_thumb", EngineKind::Jit);
    let mut cps = Checkpoints::new(1_000_000);
    m.run_to(1_000_000);
    cps.take(&mut m.core, RunPosition::default()).unwrap();
    let first = cps.ram_bytes;
    m.run_to(2_000_000);
    cps.take(&mut m.core, RunPosition::default()).unwrap();
    let second = cps.ram_bytes - first;
    // 16 MiB of RAM; the program and its 256 KiB of flags are all that is not zero.
    assert!(
        first > 0 && first < 1 << 20,
        "first checkpoint: {first} bytes"
    );
    assert!(
        second < first,
        "second checkpoint: {second} bytes after {first}"
    );
    let [a, b] = cps.list() else {
        panic!("two checkpoints")
    };
    let shared = a
        .ram()
        .pages()
        .iter()
        .zip(b.ram().pages())
        .filter(|(x, y)| Arc::ptr_eq(x, y))
        .count();
    assert!(shared > a.ram().pages().len() / 2);
}

/// The board's saved bytes restored into a freshly built machine save to the same
/// bytes, every device included (each device's state is a part of them), and every
/// shorter prefix is refused with an error, not a panic.
fn devices_round_trip(m: &mut Machine, fresh: &mut Machine) {
    let bytes = m.core.bus.snapshot().expect("a virtual clock");
    let before = fresh.core.bus.snapshot().unwrap();
    assert_ne!(bytes, before, "the run changed no device: a weak test");
    fresh.core.bus.restore(&bytes).unwrap();
    assert_eq!(fresh.core.bus.snapshot().unwrap(), bytes);
    for cut in 0..bytes.len() {
        assert!(
            fresh.core.bus.restore(&bytes[..cut]).is_err(),
            "cut at {cut}"
        );
    }
    let mut long = bytes.clone();
    long.push(0);
    assert!(fresh.core.bus.restore(&long).is_err());
    // The whole checkpoint's state but RAM, the same way.
    let mut cps = Checkpoints::new(1);
    cps.take(&mut m.core, RunPosition::default()).unwrap();
    let state = cps.list()[0].machine_state();
    let b = state.to_bytes();
    assert_eq!(
        goldtrace::checkpoint::codec::MachineState::from_bytes(&b).unwrap(),
        state
    );
}

#[test]
fn device_states_taken_mid_run_round_trip_through_bytes() {
    // pabt writes the UART from its abort handlers; at its end the UART has sent.
    let mut m = bare("pabt", EngineKind::Interp);
    m.run_to(u64::MAX);
    devices_round_trip(&mut m, &mut bare("pabt", EngineKind::Interp));
    if guest_present() {
        let mut m = guest(EngineKind::Jit);
        m.run_to(120_000_000);
        devices_round_trip(&mut m, &mut guest(EngineKind::Jit));
    }
}

/// A recording killed mid-run leaves the checkpoints written so far readable (each
/// record reaches the file with one write as it is taken).
#[test]
fn a_killed_recording_keeps_the_checkpoints_written_so_far() {
    use goldtrace::checkpoint::file::{recording_id, CheckpointFile};
    if !guest_present() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("goldtrace-killed-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_goldtrace"))
        .args(["--checkpoint-every", "20000000", "--trace"])
        .arg(&dir)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let file = dir.join("checkpoints");
    let start = std::time::Instant::now();
    let count = || {
        recording_id(&dir)
            .and_then(|id| CheckpointFile::open(&file, id))
            .map_or(0, |f| f.ticks().len())
    };
    while count() < 2 {
        assert!(
            start.elapsed().as_secs() < 120,
            "no checkpoints written in 2 minutes"
        );
        assert!(
            child.try_wait().unwrap().is_none(),
            "the run ended before it was killed"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let f = CheckpointFile::open(&file, recording_id(&dir).unwrap()).unwrap();
    let ticks = f.ticks();
    assert!(ticks.len() >= 2, "{ticks:?}");
    let (cp, warnings) = f.load_at_or_before(u64::MAX);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(cp.unwrap().ticks, *ticks.last().unwrap());
    let _ = std::fs::remove_dir_all(&dir);
}

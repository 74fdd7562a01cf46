//! The armhf benchmark guest on the `virt` board (`guest/armhf/bench`: the armel
//! benchmark guest's programs from Debian 12 armhf packages, with the stock armmp
//! kernel and the trace module): goldtrace's checksums equal the ones recorded from
//! QEMU 7.2 on `-M virt -cpu cortex-a15,neon=off`
//! (`guest/expected/armhf-bench-qemu-checksums.txt`), for every workload on the JIT
//! and for a short subset on the interpreter, which must also equal the JIT's output
//! and ticks there.
//!
//! Without `guest/out/armhf/bench-initramfs.cpio.gz` (built by
//! `guest/armhf/bench/build.sh`) the tests skip with a message, unless
//! `GOLDTRACE_REQUIRE_GUEST=1`, which makes them fail.

use std::path::{Path, PathBuf};

use arm::run::Stop;
use arm::SystemRequest;
use goldtrace::boot::DEFAULT_RNG_SEED;
use goldtrace::desc::{BoardKind, Boot, CpuKind, LinuxImage, MachineDesc, VIRT_APPEND};
use goldtrace::machine::{make_engine, run_sliced, CapturedConsole, ClockKind, EngineKind};

/// The full workloads end well before this; it only bounds a runaway.
const MAX_TICKS: u64 = 60_000_000_000;
/// The interpreter's share (it is about 15 times slower than the JIT): the small size
/// of an interpreter, arbitrary precision and a database, plus the boot.
const INTERP_SUBSET: &str = "urandom,lua,bc,sqlite";

fn armhf_out() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("guest/out/armhf")
}

/// Whether the armhf benchmark guest is built (see the module's doc).
fn bench_present() -> bool {
    let out = armhf_out();
    let ok = ["vmlinuz", "bench-initramfs.cpio.gz"]
        .iter()
        .all(|f| out.join(f).exists());
    if !ok {
        assert!(
            std::env::var("GOLDTRACE_REQUIRE_GUEST").as_deref() != Ok("1"),
            "the armhf benchmark guest (guest/out/armhf/bench-*) is missing and GOLDTRACE_REQUIRE_GUEST=1"
        );
        eprintln!(
            "skipped: the armhf benchmark guest is missing (build it with guest/armhf/build.sh, \
             then guest/armhf/bench/build.sh)"
        );
    }
    ok
}

/// One boot of the benchmark guest.
struct Run {
    serial: String,
    stop: Stop,
    ticks: u64,
}

impl Run {
    fn lines(&self) -> Vec<&str> {
        self.serial.lines().map(str::trim_end).collect()
    }

    fn tail(&self) -> &str {
        let mut at = self.serial.len().saturating_sub(3000);
        while !self.serial.is_char_boundary(at) {
            at += 1;
        }
        &self.serial[at..]
    }
}

/// Boots the benchmark initramfs on the default virt machine with `extra` after the
/// board's command line.
fn boot(engine: EngineKind, extra: &str) -> Run {
    let out = armhf_out();
    let desc = MachineDesc {
        board: BoardKind::Virt,
        cpu: CpuKind::CortexA15,
        memory_mib: 128,
        clock: ClockKind::Virtual,
        boot: Boot::Linux(LinuxImage {
            kernel: out.join("vmlinuz"),
            dtb: None,
            initrd: Some(out.join("bench-initramfs.cpio.gz")),
            append: format!("{VIRT_APPEND} {extra}").trim_end().to_string(),
        }),
        rng_seed: Some(DEFAULT_RNG_SEED),
        drives: Vec::new(),
    };
    let console = CapturedConsole::default();
    let mut core = desc
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

/// QEMU's checksums of `size`: (workload, md5, bytes) in the guest's order.
fn expected(size: &str) -> Vec<(String, String, String)> {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("guest/expected/armhf-bench-qemu-checksums.txt");
    let text =
        std::fs::read_to_string(&path).expect("guest/expected/armhf-bench-qemu-checksums.txt");
    let rows: Vec<_> = text
        .lines()
        .filter_map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            (f.len() == 4 && f[0] == size).then(|| (f[1].into(), f[2].into(), f[3].into()))
        })
        .collect();
    assert!(rows.len() >= 7, "too few {size} rows in {}", path.display());
    rows
}

/// Checks that the run reset the board after the done marker and printed, for each
/// of `names` in order, the checksum QEMU recorded for it at `size`.
fn check_against_qemu(what: &str, r: &Run, size: &str, names: &[&str]) {
    assert_eq!(
        r.stop,
        Stop::Request(SystemRequest::Reset),
        "{what}: the run ended with {:?} after {} ticks; output ends:\n{}",
        r.stop,
        r.ticks,
        r.tail()
    );
    assert!(!r.serial.contains("Kernel panic"), "{what}:\n{}", r.tail());
    assert!(!r.serial.contains("BENCH-UNKNOWN"), "{what}:\n{}", r.tail());
    let lines = r.lines();
    for marker in [
        "GOLDTRACE-BOOT-OK",
        &format!("BENCH-SIZE {size}"),
        "GOLDTRACE-WORKLOAD-DONE",
    ] {
        assert!(
            lines.contains(&marker),
            "{what}: no {marker} line; output ends:\n{}",
            r.tail()
        );
    }
    let want: Vec<String> = expected(size)
        .into_iter()
        .filter(|(n, _, _)| names.contains(&n.as_str()))
        .map(|(n, md5, bytes)| format!("CHECKSUM {n} {md5} {bytes}"))
        .collect();
    assert_eq!(
        want.len(),
        names.len(),
        "{what}: no expectation for some of {names:?}"
    );
    let got: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| l.starts_with("CHECKSUM "))
        .collect();
    assert_eq!(got, want, "{what}: checksums differ from QEMU's");
}

#[test]
fn jit_checksums_equal_qemus_for_every_workload() {
    if !bench_present() {
        return;
    }
    let names: Vec<String> = expected("full").into_iter().map(|(n, _, _)| n).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let r = boot(EngineKind::Jit, "");
    check_against_qemu("jit, full", &r, "full", &names);
    eprintln!("jit, full workloads: {} ticks", r.ticks);
}

#[test]
fn interpreter_checksums_equal_qemus_and_the_jits_on_a_subset() {
    if !bench_present() {
        return;
    }
    let extra = format!("bench_size=small bench={INTERP_SUBSET}");
    let names: Vec<&str> = INTERP_SUBSET.split(',').collect();
    let interp = boot(EngineKind::Interp, &extra);
    check_against_qemu("interp, small subset", &interp, "small", &names);
    let jit = boot(EngineKind::Jit, &extra);
    check_against_qemu("jit, small subset", &jit, "small", &names);
    assert!(
        interp.serial == jit.serial,
        "the interpreter's and the JIT's console output differ"
    );
    assert_eq!(interp.ticks, jit.ticks, "final tick counts differ");
    eprintln!("small subset: {} ticks on both engines", jit.ticks);
}

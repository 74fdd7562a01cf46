//! The benchmark guest (guest/bench: Debian armel programs in a second initramfs):
//! goldtrace's checksums equal the ones recorded from QEMU 7.2
//! (`guest/bench/qemu-checksums.txt`), for every workload on the JIT and for a short
//! subset on the interpreter, which must also equal the JIT's output and ticks there;
//! and the `/chosen/rng-seed` the boot loader writes makes the guest's random
//! generator ready at boot, so a program reading `/dev/urandom` early does not make
//! the kernel run its entropy loop.
//!
//! The guest tests need `guest/out` with the benchmark initramfs (built by
//! `guest/build.sh`); without it they skip with a message, unless
//! `GOLDTRACE_REQUIRE_GUEST=1`, which makes them fail.

use std::path::{Path, PathBuf};
use std::process::Command;

use arm::run::Stop;
use arm::SystemRequest;
use goldtrace::boot::{load_linux_seeded, LinuxBoot, DEFAULT_RNG_SEED};
use goldtrace::fdt::{self, Fdt};
use goldtrace::machine::{
    make_core, make_engine, run_sliced, CapturedConsole, ClockKind, EngineKind,
};

const BIN: &str = env!("CARGO_BIN_EXE_goldtrace");
/// The full workloads end after about 6e9 ticks; this only bounds a runaway.
const MAX_TICKS: u64 = 40_000_000_000;
const APPEND: &str = "console=ttyAMA0 panic=-1 lpj=500000";
/// The interpreter's share: the small size of these workloads (about 45 s on the
/// interpreter on a 2-core machine, plus the boot), one of each kind: an
/// interpreter, text processing, a compressor, arbitrary precision, a database.
const INTERP_SUBSET: &str = "urandom,lua,gawk,bzip2,bc,sqlite";

fn out_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("guest/out")
}

/// Whether the benchmark guest is built; skips (or fails under
/// `GOLDTRACE_REQUIRE_GUEST=1`) otherwise.
fn bench_present() -> bool {
    let out = out_dir();
    let ok = [
        "zImage",
        "goldtrace.dtb",
        "bench-initramfs.cpio.gz",
        "bench-qemu.dtb",
    ]
    .iter()
    .all(|f| out.join(f).exists());
    if !ok {
        assert!(
            std::env::var("GOLDTRACE_REQUIRE_GUEST").as_deref() != Ok("1"),
            "the benchmark guest (guest/out/bench-*) is missing and GOLDTRACE_REQUIRE_GUEST=1"
        );
        eprintln!("skipped: the benchmark guest is missing (build it with guest/build.sh)");
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

    /// The index of the first line equal to `line`, or one that ends with it (a
    /// kernel message carries its time stamp first).
    fn find(&self, needle: &str) -> Option<usize> {
        self.lines().iter().position(|l| l.ends_with(needle))
    }
}

fn boot(engine: EngineKind, extra: &str, rng_seed: Option<u64>) -> Run {
    let console = CapturedConsole::default();
    let mut core = make_core(
        128,
        ClockKind::Virtual,
        Box::new(console.clone()),
        false,
        None,
    )
    .expect("creating the machine");
    let out = out_dir();
    let cfg = LinuxBoot {
        kernel: out.join("zImage"),
        dtb: out.join("goldtrace.dtb"),
        initrd: Some(out.join("bench-initramfs.cpio.gz")),
        cmdline: format!("{APPEND} {extra}"),
    };
    load_linux_seeded(&mut core.ram, &mut core.s, &cfg, rng_seed)
        .expect("loading the benchmark guest");
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
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("guest/bench/qemu-checksums.txt");
    let text = std::fs::read_to_string(&path).expect("guest/bench/qemu-checksums.txt");
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

fn all_workloads() -> Vec<String> {
    expected("full").into_iter().map(|(n, _, _)| n).collect()
}

#[test]
fn jit_checksums_equal_qemus_for_every_workload() {
    if !bench_present() {
        return;
    }
    let names = all_workloads();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let r = boot(EngineKind::Jit, "", Some(DEFAULT_RNG_SEED));
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
    let interp = boot(EngineKind::Interp, &extra, Some(DEFAULT_RNG_SEED));
    check_against_qemu("interp, small subset", &interp, "small", &names);
    let jit = boot(EngineKind::Jit, &extra, Some(DEFAULT_RNG_SEED));
    check_against_qemu("jit, small subset", &jit, "small", &names);
    assert!(
        interp.serial == jit.serial,
        "the interpreter's and the JIT's console output differ"
    );
    assert_eq!(interp.ticks, jit.ticks, "final tick counts differ");
    eprintln!("small subset: {} ticks on both engines", jit.ticks);
}

#[test]
fn the_rng_seed_readies_the_generator_at_boot_and_spares_the_entropy_loop() {
    if !bench_present() {
        return;
    }
    // The `urandom` workload reads /dev/urandom as soon as /init runs.
    let seeded = boot(EngineKind::Jit, "bench=urandom", Some(DEFAULT_RNG_SEED));
    let unseeded = boot(EngineKind::Jit, "bench=urandom", None);
    for (what, r) in [("seeded", &seeded), ("unseeded", &unseeded)] {
        check_against_qemu(what, r, "full", &["urandom"]);
    }
    let crng = "random: crng init done";
    let (s_crng, s_boot) = (seeded.find(crng), seeded.find("GOLDTRACE-BOOT-OK"));
    assert!(
        matches!((s_crng, s_boot), (Some(c), Some(b)) if c < b),
        "seeded: {crng:?} does not come before /init runs:\n{}",
        seeded.serial
    );
    // Without the seed the generator is still unready when the workload reads it:
    // the read runs try_to_generate_entropy(), which loops on timer jitter until the
    // pool is credited.
    let (u_crng, u_start) = (unseeded.find(crng), unseeded.find("BENCH-START urandom"));
    assert!(
        matches!((u_crng, u_start), (Some(c), Some(s)) if c > s),
        "unseeded: {crng:?} should come only after the urandom read:\n{}",
        unseeded.serial
    );
    assert!(
        seeded.ticks < unseeded.ticks,
        "the seeded run took {} ticks, the unseeded {}",
        seeded.ticks,
        unseeded.ticks
    );
    eprintln!(
        "urandom workload: {} ticks seeded, {} unseeded ({:.2} s of guest time in the entropy loop)",
        seeded.ticks,
        unseeded.ticks,
        (unseeded.ticks - seeded.ticks) as f64 / devices::CPU_HZ as f64
    );
}

#[test]
fn qemus_device_tree_carries_goldtraces_default_seed() {
    if !bench_present() {
        return;
    }
    // guest/bench/build.sh derives the bytes in bash; they must be the boot loader's.
    let bytes = std::fs::read(out_dir().join("bench-qemu.dtb")).unwrap();
    let dtb = Fdt::parse(&bytes).expect("bench-qemu.dtb parses");
    let chosen = dtb.root.child("chosen").expect("a /chosen node");
    assert_eq!(
        chosen.prop("rng-seed"),
        Some(&fdt::rng_seed(DEFAULT_RNG_SEED)[..])
    );
    // The rest of the tree is goldtrace.dtb's.
    let plain = Fdt::parse(&std::fs::read(out_dir().join("goldtrace.dtb")).unwrap()).unwrap();
    let mut seeded = dtb.root.clone();
    seeded
        .child_mut("chosen")
        .props
        .retain(|(name, _)| name != "rng-seed");
    assert_eq!(plain.root, seeded);
}

#[test]
fn bad_rng_seed_fails_with_one_line_and_code_2() {
    for bad in ["", "seed", "-1", "0x", "18446744073709551616", "0xg1"] {
        let out = Command::new(BIN)
            .arg(format!("--rng-seed={bad}"))
            .args(["--max-ticks", "1000"])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{bad:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{bad:?}: {stderr}");
        assert!(stderr.contains("--rng-seed"), "{bad:?}: {stderr}");
    }
}

#[test]
fn good_rng_seeds_boot() {
    if !bench_present() {
        return;
    }
    // Parsed and accepted: the guest starts and runs to the tick limit (exit 1).
    for good in ["none", "0", "12345", "0xdeadbeef", "18446744073709551615"] {
        let out = Command::new(BIN)
            .args(["--rng-seed", good, "--max-ticks", "2000000"])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{good:?}: {stderr}");
        assert!(stderr.contains("reached --max-ticks"), "{good:?}: {stderr}");
    }
}

//! Boot tests of the default guest, in process: the interpreter and the JIT each boot
//! it, run the /init workload and reset the board; the workload's checksums equal the
//! ones recorded from QEMU; the JIT's console output and final tick count equal the
//! interpreter's; lockstep boots it too, with the JIT's output and ticks; two JIT runs
//! are identical. Plus bad boot inputs through the binary.
//!
//! The guest tests need `guest/out` (built by `guest/build.sh`); without it they skip
//! with a message, unless `GOLDTRACE_REQUIRE_GUEST=1`, which makes them fail. Each
//! boot is run once and shared between the tests that look at it.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use arm::run::Stop;
use arm::SystemRequest;
use goldtrace::boot::{load_linux, LinuxBoot};
use goldtrace::machine::{
    make_core, make_engine, run_sliced, CapturedConsole, ClockKind, EngineKind,
};

mod common;
use common::{guest_out, guest_present};

const BIN: &str = env!("CARGO_BIN_EXE_goldtrace");
/// The default guest resets after about 0.54e9 ticks; this only bounds a runaway.
const MAX_TICKS: u64 = 4_000_000_000;
const APPEND: &str = "console=ttyAMA0 panic=-1 lpj=500000";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The outcome of one boot of the default guest.
#[derive(Debug)]
struct Boot {
    serial: Vec<u8>,
    stop: Stop,
    ticks: u64,
}

impl Boot {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.serial).into_owned()
    }
}

/// Boots the default guest in process on `engine`, with the virtual clock.
fn boot(engine: EngineKind) -> Boot {
    let console = CapturedConsole::default();
    let mut core = make_core(
        128,
        ClockKind::Virtual,
        Box::new(console.clone()),
        false,
        None,
    )
    .expect("creating the machine");
    let out = guest_out();
    let cfg = LinuxBoot {
        kernel: out.join("zImage"),
        dtb: out.join("goldtrace.dtb"),
        initrd: Some(out.join("initramfs.cpio.gz")),
        cmdline: APPEND.to_string(),
    };
    load_linux(&mut core.ram, &mut core.s, &cfg).expect("loading the default guest");
    let mut engine = make_engine(engine).expect("creating the engine");
    let stop = run_sliced(engine.as_mut(), &mut core, MAX_TICKS, |_| true);
    let serial = console.contents();
    Boot {
        serial,
        stop,
        ticks: core.ticks,
    }
}

/// The interpreter's run is lockstep's: lockstep runs every block first on the
/// interpreter (`Interpreter::step_block` with the real device I/O, then the written code
/// pages dropped, which is all `Interpreter::run_blocks` does), then on the JIT from the
/// same state, and stops at the first difference; a separate interpreter boot would
/// repeat it.
fn interp_boot() -> &'static Boot {
    static RUN: OnceLock<Boot> = OnceLock::new();
    RUN.get_or_init(|| boot(EngineKind::Lockstep))
}

fn jit_boot() -> &'static Boot {
    static RUN: OnceLock<Boot> = OnceLock::new();
    RUN.get_or_init(|| boot(EngineKind::Jit))
}

/// Checks one boot against QEMU's recorded workload output: the boot marker, the
/// CHECKSUM lines in order and equal, the end marker, and a board reset.
fn check_against_qemu(name: &str, b: &Boot) {
    let expected = std::fs::read_to_string(root().join("guest/expected/qemu-checksums.txt"))
        .expect("guest/expected/qemu-checksums.txt");
    let text = b.text();
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    let tail = || text[text.len().saturating_sub(3000)..].to_string();
    assert_eq!(
        b.stop,
        Stop::Request(SystemRequest::Reset),
        "{name}: the run ended with {:?} after {} ticks; output ends:\n{}",
        b.stop,
        b.ticks,
        tail()
    );
    assert!(
        !text.contains("Kernel panic"),
        "{name}: kernel panic:\n{}",
        tail()
    );
    for marker in ["GOLDTRACE-BOOT-OK", "GOLDTRACE-WORKLOAD-DONE"] {
        assert!(
            lines.contains(&marker),
            "{name}: no {marker} line; output ends:\n{}",
            tail()
        );
    }
    let want: Vec<&str> = expected
        .lines()
        .filter(|l| l.starts_with("CHECKSUM "))
        .collect();
    let got: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| l.starts_with("CHECKSUM "))
        .collect();
    assert!(!want.is_empty(), "no CHECKSUM lines in the expectations");
    assert_eq!(got, want, "{name}: workload checksums differ from QEMU's");
    // The markers and checksums come in QEMU's order.
    let mut at = 0;
    for w in expected.lines().filter(|l| !l.trim().is_empty()) {
        match lines[at..].iter().position(|l| *l == w) {
            Some(i) => at += i + 1,
            None => panic!("{name}: {w:?} is missing or out of order"),
        }
    }
}

/// Lockstep (both engines, compared after every block; a divergence stops the run)
/// boots the default guest to its reset: the interpreter's run (see `interp_boot`).
/// About a CPU minute in release.
#[test]
fn lockstep_and_the_interpreter_boot_and_match_qemu() {
    if !guest_present() {
        return;
    }
    check_against_qemu("lockstep (the interpreter's run)", interp_boot());
}

#[test]
fn jit_boots_and_matches_qemu() {
    if !guest_present() {
        return;
    }
    check_against_qemu("jit", jit_boot());
}

#[test]
fn jit_output_and_ticks_equal_the_interpreters() {
    if !guest_present() {
        return;
    }
    let (i, j) = (interp_boot(), jit_boot());
    if i.serial != j.serial {
        let (a, b) = (i.text(), j.text());
        let line = a
            .lines()
            .zip(b.lines())
            .position(|(x, y)| x != y)
            .unwrap_or(a.lines().count().min(b.lines().count()));
        panic!(
            "console output differs from line {}:\n  interp: {:?}\n  jit:    {:?}",
            line + 1,
            a.lines().nth(line),
            b.lines().nth(line)
        );
    }
    assert_eq!(i.stop, j.stop);
    assert_eq!(i.ticks, j.ticks, "final tick counts differ");
}

#[test]
fn two_jit_runs_are_identical() {
    if !guest_present() {
        return;
    }
    let again = boot(EngineKind::Jit);
    let first = jit_boot();
    assert_eq!(first.stop, again.stop);
    assert!(
        first.serial == again.serial,
        "the two JIT runs printed different output"
    );
    assert_eq!(
        first.ticks, again.ticks,
        "the two JIT runs took different ticks"
    );
}

// ---- bad boot inputs, through the binary ----

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("goldtrace-boot-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A minimal valid device tree: an empty root node.
fn minimal_dtb() -> Vec<u8> {
    let be = |v: u32| v.to_be_bytes();
    let rsv = [0u8; 16];
    // FDT_BEGIN_NODE "" (padded), FDT_END_NODE, FDT_END.
    let structure: Vec<u8> = [be(1), [0; 4], be(2), be(9)].concat();
    let off_rsv = 40u32;
    let off_struct = off_rsv + rsv.len() as u32;
    let off_strings = off_struct + structure.len() as u32;
    let total = off_strings;
    let header = [
        be(0xd00d_feed),
        be(total),
        be(off_struct),
        be(off_strings),
        be(off_rsv),
        be(17),
        be(16),
        be(0),
        be(0),
        be(structure.len() as u32),
    ]
    .concat();
    [header, rsv.to_vec(), structure].concat()
}

/// Bytes that pass the zImage magic check (the rest is never run).
fn fake_zimage() -> Vec<u8> {
    let mut k = vec![0u8; 0x1000];
    k[0x24..0x28].copy_from_slice(&0x016f_2818u32.to_le_bytes());
    k
}

/// Runs the binary; it must fail with exit code 2, one stderr line containing all of
/// `needles`, and no panic.
fn expect_clean_failure(args: &[&std::ffi::OsStr], needles: &[&str]) {
    let out = Command::new(BIN)
        .args(args)
        .args(["--max-ticks", "1000"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(stderr.starts_with("goldtrace: "), "{stderr}");
    for n in needles {
        assert!(stderr.contains(n), "{args:?}: {stderr:?} lacks {n:?}");
    }
}

#[test]
fn bad_boot_inputs_fail_with_one_line_and_code_2() {
    let d = temp_dir("bad");
    let dtb = d.join("ok.dtb");
    std::fs::write(&dtb, minimal_dtb()).unwrap();
    let kernel = d.join("zImage");
    std::fs::write(&kernel, fake_zimage()).unwrap();
    let text = d.join("notes.txt");
    std::fs::write(
        &text,
        b"this is not a kernel, just some words of text\n".repeat(40),
    )
    .unwrap();
    let garbage = d.join("garbage.dtb");
    std::fs::write(&garbage, b"\xde\xad\xbe\xefnot a device tree at all").unwrap();
    let truncated = d.join("truncated.dtb");
    let mut t = minimal_dtb();
    t.truncate(30);
    std::fs::write(&truncated, &t).unwrap();
    let lying = d.join("lying.dtb");
    let mut l = minimal_dtb();
    l[4..8].copy_from_slice(&0x10_0000u32.to_be_bytes()); // totalsize past the end
    std::fs::write(&lying, &l).unwrap();
    let big = d.join("initrd.big");
    std::fs::write(&big, vec![0x5au8; 20 << 20]).unwrap();
    let os = |s: &'static str| std::ffi::OsStr::new(s);

    // A kernel that does not exist.
    let missing = d.join("no-such-zImage");
    expect_clean_failure(
        &[
            os("--kernel"),
            missing.as_os_str(),
            os("--dtb"),
            dtb.as_os_str(),
        ],
        &["no-such-zImage", "kernel"],
    );
    // A file that is not a kernel.
    expect_clean_failure(
        &[
            os("--kernel"),
            text.as_os_str(),
            os("--dtb"),
            dtb.as_os_str(),
        ],
        &["notes.txt", "not a zImage"],
    );
    // Device trees: garbage, truncated, a header that claims more than the file.
    for bad in [&garbage, &truncated, &lying] {
        expect_clean_failure(
            &[
                os("--kernel"),
                kernel.as_os_str(),
                os("--dtb"),
                bad.as_os_str(),
            ],
            &["device tree"],
        );
    }
    // A 20 MiB initrd in 16 MiB of RAM.
    expect_clean_failure(
        &[
            os("--kernel"),
            kernel.as_os_str(),
            os("--dtb"),
            dtb.as_os_str(),
            os("--initrd"),
            big.as_os_str(),
            os("--memory"),
            os("16"),
        ],
        &["initrd", "does not fit"],
    );
    // A missing bare-metal ELF, and a file that is not one.
    expect_clean_failure(&[os("--bios"), missing.as_os_str()], &["no-such-zImage"]);
    expect_clean_failure(&[os("--bios"), text.as_os_str()], &["notes.txt"]);
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn the_minimal_dtb_and_fake_kernel_boot_far_enough_to_run() {
    // The bad-input test's fixtures are only useful if, with nothing wrong, the same
    // command line gets past loading: the fake kernel runs (zero words are
    // `andeq r0, r0, r0`) until the tick limit, which exits 1, not 2.
    let d = temp_dir("good");
    let dtb = d.join("ok.dtb");
    std::fs::write(&dtb, minimal_dtb()).unwrap();
    let kernel = d.join("zImage");
    std::fs::write(&kernel, fake_zimage()).unwrap();
    let out = Command::new(BIN)
        .arg("--kernel")
        .arg(&kernel)
        .arg("--dtb")
        .arg(&dtb)
        .args(["--max-ticks", "1000"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("reached --max-ticks"), "{stderr}");
    let _ = std::fs::remove_dir_all(&d);
}

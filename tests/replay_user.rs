//! `goldtrace replay --pid P --call FUNCTION`: user-space functions, looked up in the
//! files the thread maps (the default guest's static `gt-threads`), and Thumb
//! functions (a bare-metal program with symbols); each window's Tarmac starts at the
//! function's first instruction, whose address the test reads from the ELF itself.
//! Unknown and ambiguous names are one line and exit 2.
//!
//! The guest test needs `guest/out` (built by `guest/build.sh`); without it it skips
//! with a message, unless `GOLDTRACE_REQUIRE_GUEST=1`, which makes it fail.

use std::path::{Path, PathBuf};

use object::{Object, ObjectSymbol};
use tracefmt::compact::{CompactReader, Decoded};
use tracefmt::record::ProcessEvent;

mod common;
use common::{goldtrace, guest_present, path, stderr};

fn scratch(name: &str) -> PathBuf {
    common::scratch(&format!("replay-user-{name}"))
}

/// Records `args` into `dir/trace`; the run must exit with `code` (1: it reached
/// `--max-ticks`).
fn record(dir: &Path, args: &[&str], code: i32) -> PathBuf {
    let trace = dir.join("trace");
    let mut all = args.to_vec();
    all.extend(["--trace", path(&trace)]);
    let out = goldtrace(&all);
    assert_eq!(out.status.code(), Some(code), "{}", stderr(&out));
    trace
}

/// The value of the symbol `name` in the ELF file `elf` (Thumb bit included).
fn symbol_value(elf: &Path, name: &str) -> u32 {
    let data = std::fs::read(elf).unwrap();
    let file = object::File::parse(&*data).unwrap();
    let sym = file
        .symbols()
        .find(|s| s.name() == Ok(name))
        .unwrap_or_else(|| panic!("{}: no symbol {name}", elf.display()));
    sym.address() as u32
}

/// The replay's window named by `how`: its stderr, and the first instruction line's
/// tick, address and state (`A` or `T`).
fn window(trace: &Path, name: &str, how: &[&str]) -> (String, u64, u32, String) {
    let (err, text) = common::tarmac_window(trace, name, 2000, how);
    // `TICK clk IT (N) ADDR ENCODING STATE MODE : DISASSEMBLY`
    let first = text
        .lines()
        .find(|l| l.contains(" clk IT ") || l.contains(" clk IS "))
        .unwrap_or_else(|| panic!("no instruction line in the {name} window"));
    let w: Vec<&str> = first.split_whitespace().collect();
    let tick = w[0].parse().unwrap();
    let addr = u32::from_str_radix(w[4], 16).unwrap();
    (err, tick, addr, w[6].to_string())
}

/// The pid that execs `exe` in the trace `trace`, read from its process events (the
/// thread current at the exec).
fn pid_of_exec(trace: &Path, exe: &str) -> u32 {
    let reader = CompactReader::open(trace).unwrap();
    let mut dec = tracefmt::compact::decode::ChunkDecoder::default();
    let mut out = Vec::new();
    let mut current = 0;
    for k in 0..reader.num_chunks() {
        out.clear();
        reader.decode(k, 1 << 16, &mut dec, &mut out).unwrap();
        for d in &out {
            let Decoded::Process(p) = d else { continue };
            match &p.event {
                ProcessEvent::Switch { pid } => current = *pid,
                ProcessEvent::Exec { argv }
                    if argv.first().is_some_and(|a| a == exe.as_bytes()) =>
                {
                    return current;
                }
                _ => {}
            }
        }
    }
    panic!("nothing execs {exe} in {}", trace.display())
}

/// Runs a replay that must fail: exit 2 and one line on stderr, returned.
fn refused(trace: &Path, how: &[&str]) -> String {
    let mut args = vec!["replay", path(trace)];
    args.extend_from_slice(how);
    let out = goldtrace(&args);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    err
}

#[test]
fn calls_of_user_functions_start_at_their_address_in_the_thread() {
    if !guest_present() {
        return;
    }
    // /init runs gt-threads at about tick 186 M of the default guest's 532 M.
    let dir = scratch("threads");
    let trace = record(&dir, &["--max-ticks", "200000000"], 1);
    let exe = common::guest_out().join("rootfs/bin/gt-threads");
    let pid = pid_of_exec(&trace, "/bin/gt-threads");
    let pid_s = pid.to_string();

    let gt_main = symbol_value(&exe, "gt_main");
    let (err, t_main, addr, state) =
        window(&trace, "main", &["--pid", &pid_s, "--call", "gt_main"]);
    assert_eq!(addr, gt_main & !1, "{err}");
    assert_eq!(state, "A");
    assert!(err.contains("in /bin/gt-threads)"), "{err}");

    // gt_main clones two threads through gt_clone: the second call comes later, and
    // the same name qualified by its file names the same function.
    let gt_clone = symbol_value(&exe, "gt_clone");
    let (_, t1, a1, _) = window(
        &trace,
        "clone1",
        &["--pid", &pid_s, "--call", "gt_clone@gt-threads"],
    );
    let (_, t2, a2, _) = window(&trace, "clone2", &["--pid", &pid_s, "--call", "gt_clone#2"]);
    assert_eq!((a1, a2), (gt_clone & !1, gt_clone & !1));
    assert!(
        t_main < t1 && t1 < t2,
        "gt_main at {t_main}, gt_clone at {t1} and {t2}"
    );

    // A name nothing defines, a name the kernel and busybox (which the thread ran
    // before its exec) both define, a call that never happens.
    let err = refused(&trace, &["--pid", &pid_s, "--call", "no_such_function"]);
    assert!(err.contains("no such symbol in "), "{err}");
    assert!(err.contains("rootfs/bin/gt-threads"), "{err}");
    let err = refused(&trace, &["--pid", &pid_s, "--call", "memcpy"]);
    assert!(err.contains("ambiguous in thread"), "{err}");
    assert!(err.contains("memcpy@vmlinux (0x"), "{err}");
    assert!(err.contains("memcpy@/bin/busybox (0x"), "{err}");
    let err = refused(&trace, &["--pid", &pid_s, "--call", "gt_main#2"]);
    assert!(err.contains("calls it 1 times"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_thumb_function_starts_at_its_address_without_the_thumb_bit() {
    // tests/bare/sieve_thumb.s linked with its symbols (tests/replay/README.md).
    let elf = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/replay/sieve_thumb_syms.elf");
    let sieve = symbol_value(&elf, "sieve");
    assert_eq!(sieve & 1, 1, "sieve is a Thumb function");
    let dir = scratch("thumb");
    let trace = record(&dir, &["--bios", path(&elf)], 0);
    let (err, t1, addr, state) = window(&trace, "sieve", &["--pid", "0", "--call", "sieve"]);
    assert_eq!(addr, sieve & !1, "{err}");
    assert_eq!(state, "T");
    assert!(err.contains("in sieve_thumb_syms.elf)"), "{err}");
    let (_, t2, addr2, _) = window(&trace, "sieve2", &["--pid", "0", "--call", "sieve#2"]);
    assert_eq!(addr2, sieve & !1);
    assert!(t2 > t1);
    let err = refused(&trace, &["--pid", "0", "--call", "sieve#3"]);
    assert!(err.contains("calls it 2 times"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

//! `goldtrace replay`: a recorded run replays and verifies against its trace on both
//! engines, with the console input typed during recording; a changed file is refused;
//! the Tarmac of a window reads as the reference's line forms say, finds the calls
//! the way Arm's tools find them, is the same whichever engine ran to the window, and
//! matches the golden excerpts of two bare-metal programs (`GOLDTRACE_BLESS=1`
//! rewrites them).
//!
//! The boot tests need `guest/out` (built by `guest/build.sh`); without it they skip
//! with a message, unless `GOLDTRACE_REQUIRE_GUEST=1`, which makes them fail.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

mod common;
use common::{goldtrace, guest_present, path, stderr};

#[path = "replay/tarmac_rules.rs"]
mod tarmac_rules;
use tarmac_rules::Line;

const BIN: &str = env!("CARGO_BIN_EXE_goldtrace");

fn scratch(name: &str) -> PathBuf {
    common::scratch(&format!("replay-{name}"))
}

/// Records `args` with `--trace DIR`; returns DIR.
fn record(name: &str, args: &[&str]) -> PathBuf {
    let dir = scratch(name).join("trace");
    let mut all = args.to_vec();
    all.extend(["--trace", path(&dir)]);
    let out = goldtrace(&all);
    assert!(out.status.success(), "{}", stderr(&out));
    dir
}

/// The default guest's boot, recorded once for all the tests here.
fn boot_trace() -> &'static Path {
    static TRACE: OnceLock<PathBuf> = OnceLock::new();
    TRACE.get_or_init(|| record("boot", &[]))
}

fn bare(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/bare")
        .join(format!("{name}.elf"))
}

/// Replays `trace` through the window `[from, to)` on `engine` and returns its
/// Tarmac text (the replay must verify).
fn tarmac(trace: &Path, engine: &str, from: u64, to: u64) -> String {
    let file = trace.with_extension(format!("{engine}-{from}.tarmac"));
    let out = goldtrace(&[
        "replay",
        path(trace),
        "--engine",
        engine,
        "--from",
        &from.to_string(),
        "--to",
        &to.to_string(),
        "--tarmac",
        path(&file),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("verified"), "{}", stderr(&out));
    std::fs::read_to_string(&file).unwrap()
}

/// Compares `text` with `tests/golden/NAME`, or writes it there with
/// `GOLDTRACE_BLESS` set.
fn golden(name: &str, text: &str) {
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(name);
    if std::env::var_os("GOLDTRACE_BLESS").is_some() {
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(&file, text).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&file)
        .unwrap_or_else(|e| panic!("{}: {e} (GOLDTRACE_BLESS=1 writes it)", file.display()));
    if want != text {
        let at = want
            .lines()
            .zip(text.lines())
            .position(|(a, b)| a != b)
            .unwrap_or(want.lines().count().min(text.lines().count()));
        panic!(
            "{name} differs from line {}: golden {:?}, now {:?}",
            at + 1,
            want.lines().nth(at),
            text.lines().nth(at)
        );
    }
}

/// The Tarmac of a bare-metal program's window: the same on both engines, in the
/// reference's line forms, equal to its golden excerpt.
fn bare_window(name: &str, from: u64, to: u64) -> (Vec<Line>, String) {
    let trace = record(name, &["--bios", path(&bare(name))]);
    let jit = tarmac(&trace, "jit", from, to);
    let interp = tarmac(&trace, "interp", from, to);
    assert_eq!(jit, interp, "{name}: the engines' windows differ");
    let lines = tarmac_rules::parse_all(&jit);
    golden(&format!("tarmac-{name}.txt"), &jit);
    (lines, jit)
}

#[test]
fn pabt_window_matches_its_golden_excerpt_and_the_tools_find_its_calls() {
    // The first prefetch abort (tick 12391) to the second: the vector at 0xffff000c
    // (physical 0xf000c), the handler in Abort mode calling puts, putc and puthex, and
    // its return to SVC mode through the SPSR.
    let (lines, text) = bare_window("pabt", 12_385, 12_638);
    let exceptions = lines
        .iter()
        .filter(|l| matches!(l, Line::Exception { .. }))
        .count();
    assert_eq!(exceptions, 1);
    // After the exception: r13 and r14 of the Abort bank; after the return to SVC
    // mode: the CPSR, then r13 and r14 of SVC.
    let names: Vec<&str> = lines
        .iter()
        .filter_map(|l| match l {
            Line::Reg { name, .. } => Some(name.as_str()),
            _ => None,
        })
        .collect();
    assert!(names
        .windows(4)
        .any(|w| w == ["spsr_abt", "cpsr", "r13_abt", "r14_abt"]));
    assert!(names
        .windows(3)
        .any(|w| w == ["cpsr", "r13_svc", "r14_svc"]));
    // lib.s: putc at 0x24 (called from puts at 0x50 and puthex at 0x78), puts at
    // 0x3c, puthex at 0x58; the handler calls them at 0x17c, 0x184 and 0x18c.
    let calls = tarmac_rules::calls(&lines);
    let entries: Vec<(u32, u32)> = calls.iter().map(|c| (c.site, c.entry)).collect();
    for want in [
        (0x17c, 0x3c),
        (0x50, 0x24),
        (0x184, 0x58),
        (0x78, 0x24),
        (0x18c, 0x24),
    ] {
        assert!(entries.contains(&want), "{want:x?} not in {entries:x?}");
    }
    // Every BL of the window returns inside it: each is one call (r14 is written
    // even where its value stays the same, as when puts calls putc in its loop).
    let bls = text
        .lines()
        .filter(|l| l.contains(" IT (") && l.contains(" : BL "))
        .count();
    assert_eq!(calls.len(), bls, "{entries:x?}");
}

#[test]
fn the_memory_trace_of_a_window_holds_the_tarmac_accesses() {
    use tracefmt::memtrace::{MemRef, MemtraceReader};
    let trace = record("pabt-memtrace", &["--bios", path(&bare("pabt"))]);
    let (tm, mt) = (trace.with_extension("tarmac"), trace.with_extension("mt"));
    let out = goldtrace(&[
        "replay",
        path(&trace),
        "--from",
        "12385",
        "--to",
        "12638",
        "--tarmac",
        path(&tm),
        "--memtrace",
        path(&mt),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    // From the Tarmac text: each instruction (address, encoding) and each access
    // (kind, virtual and physical address, size).
    let mut want = Vec::new();
    for l in std::fs::read_to_string(&tm).unwrap().lines() {
        let w: Vec<&str> = l.split(' ').collect();
        match w[2] {
            "IT" | "IS" => want.push(format!("F {} {}", w[4], w[5])),
            m if m.starts_with('M') => {
                let (va, pa) = w[3].split_once(':').unwrap();
                want.push(format!("{} {va} {pa} {}", &m[1..2], &m[2..]));
            }
            _ => {}
        }
    }
    let reader = MemtraceReader::new(std::fs::File::open(&mt).unwrap()).unwrap();
    // The ARM926 has no Thumb-2: format version 2, as before version 3 existed.
    assert_eq!(reader.version(), tracefmt::memtrace::VERSION_2);
    let (mut got, mut exceptions) = (Vec::new(), 0);
    for r in reader {
        match r.unwrap() {
            MemRef::Fetch {
                pc,
                paddr,
                size,
                encoding,
                ..
            } => {
                assert_eq!(pc, paddr & 0xfff | pc & !0xfff);
                got.push(match size {
                    2 => format!("F {pc:08x} {encoding:04x}"),
                    _ => format!("F {pc:08x} {encoding:08x}"),
                })
            }
            MemRef::Read {
                vaddr, paddr, size, ..
            } => got.push(format!("R {vaddr:08x} {paddr:08x} {size}")),
            MemRef::Write {
                vaddr, paddr, size, ..
            } => got.push(format!("W {vaddr:08x} {paddr:08x} {size}")),
            MemRef::Exception { vector, .. } => {
                assert_eq!(vector, 0xffff_000c);
                exceptions += 1;
            }
            _ => {}
        }
    }
    assert_eq!(exceptions, 1);
    assert_eq!(got, want);
}

#[test]
fn the_function_graph_nests_the_calls_the_tarmac_shows() {
    let trace = record("pabt-graph", &["--bios", path(&bare("pabt"))]);
    let (tm, fg) = (
        trace.with_extension("tarmac"),
        trace.with_extension("graph"),
    );
    let out = goldtrace(&[
        "replay",
        path(&trace),
        "--from",
        "12385",
        "--to",
        "12638",
        "--tarmac",
        path(&tm),
        "--function-graph",
        path(&fg),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let graph = std::fs::read_to_string(&fg).unwrap();
    // The calls as Arm's tools would find them in the Tarmac of the same window.
    let lines = tarmac_rules::parse_all(&std::fs::read_to_string(&tm).unwrap());
    let calls = tarmac_rules::calls(&lines);
    // The graph's text after the `|` columns, with its indentation.
    let body: Vec<&str> = graph
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.rsplit_once(" |  ").unwrap().1)
        .collect();
    let leaves = body.iter().filter(|l| l.trim() == "0x00000024();").count();
    let putc = calls.iter().filter(|c| c.entry == 0x24).count();
    assert_eq!(leaves, putc, "{graph}");
    assert_eq!(body.first(), Some(&"exception_pabt() {"), "{graph}");
    assert!(body.contains(&"  0x0000003c() {"), "{graph}");
    assert!(body.contains(&"    0x00000024();"), "{graph}");
    assert!(body.contains(&"  } /* 0x00000058 */"), "{graph}");
    // putc's calls last from the BL to the tick after its BX lr: 8 ticks of 5 ns.
    assert!(
        graph.contains("|      0.040 us  |      0x00000024();"),
        "{graph}"
    );
}

#[test]
fn thumb_window_matches_its_golden_excerpt() {
    // The end of the first sieve pass: Thumb code, a failed `BLO`, `POP {r2}`, `BX r2`
    // back to ARM, and `BLX ip` into Thumb again for the second pass.
    let (lines, _) = bare_window("sieve_thumb", 6_762_760, 6_762_811);
    let states: Vec<bool> = lines
        .iter()
        .filter_map(|l| match l {
            Line::Insn { thumb, .. } => Some(*thumb),
            _ => None,
        })
        .collect();
    assert!(states.first() == Some(&true) && states.last() == Some(&true));
    assert!(states.contains(&false));
    assert!(lines.iter().any(|l| matches!(
        l,
        Line::Insn {
            executed: false,
            ..
        }
    )));
}

#[test]
fn the_boot_replays_on_both_engines() {
    if !guest_present() {
        return;
    }
    let trace = boot_trace();
    let out = goldtrace(&["replay", path(trace)]);
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("the replay equals the recording"), "{err}");
    // The interpreter: a prefix (the whole boot takes it about 12 s).
    let out = goldtrace(&[
        "replay",
        path(trace),
        "--engine",
        "interp",
        "--max-ticks",
        "120000000",
    ]);
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains("verified") && err.contains("on the interp"),
        "{err}"
    );
}

#[test]
fn a_boot_window_is_the_same_after_either_engine() {
    if !guest_present() {
        return;
    }
    let trace = boot_trace();
    // Far enough that the JIT runs two slices before the interpreter takes over.
    let (from, to) = (65_000_000, 65_030_000);
    let jit = tarmac(trace, "jit", from, to);
    let interp = tarmac(trace, "interp", from, to);
    assert!(jit == interp, "the windows differ");
    let lines = tarmac_rules::parse_all(&jit);
    let insns = lines
        .iter()
        .filter(|l| matches!(l, Line::Insn { .. }))
        .count();
    assert!(insns > 10_000, "{insns} instructions");
    match lines.first() {
        Some(Line::Insn { tick, .. }) => assert!(*tick >= from),
        l => panic!("starts with {l:?}"),
    }
}

#[test]
fn a_changed_kernel_is_refused() {
    if !guest_present() {
        return;
    }
    let trace = boot_trace();
    let dir = scratch("changed");
    let copy = dir.join("trace");
    std::fs::create_dir_all(&copy).unwrap();
    for f in std::fs::read_dir(trace).unwrap() {
        let f = f.unwrap();
        std::fs::copy(f.path(), copy.join(f.file_name())).unwrap();
    }
    let recipe = std::fs::read_to_string(copy.join("recipe")).unwrap();
    let kernel_line = recipe.lines().find(|l| l.starts_with("kernel: ")).unwrap();
    let (kernel, _) = kernel_line["kernel: ".len()..]
        .rsplit_once(" sha256=")
        .unwrap();
    let mut data = std::fs::read(kernel).unwrap();
    let last = data.len() - 1;
    data[last] ^= 1;
    let changed = dir.join("zImage");
    std::fs::write(&changed, &data).unwrap();
    let recipe = recipe.replace(kernel, path(&changed));
    std::fs::write(copy.join("recipe"), recipe).unwrap();
    let out = goldtrace(&["replay", path(&copy)]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("has changed") && err.contains(path(&changed)),
        "{err}"
    );
}

/// A pseudo-terminal: (master, slave).
fn openpty() -> (std::fs::File, std::os::fd::OwnedFd) {
    use std::os::fd::FromRawFd;
    let (mut master, mut slave) = (0, 0);
    // SAFETY: openpty writes two descriptors into the integers it is given; the null
    // name, termios and window size pointers are allowed.
    let rc = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    assert_eq!(rc, 0, "openpty: {}", std::io::Error::last_os_error());
    // SAFETY: both descriptors were just opened by openpty and are owned by no one
    // else.
    unsafe {
        (
            std::fs::File::from_raw_fd(master),
            std::os::fd::OwnedFd::from_raw_fd(slave),
        )
    }
}

#[test]
fn console_input_typed_while_recording_replays() {
    if !guest_present() {
        return;
    }
    // The recorder takes console input from a terminal: give it a pseudo-terminal and
    // type once the guest's /init has started.
    let dir = scratch("input");
    let trace = dir.join("trace");
    let (mut master, slave) = openpty();
    let mut child = Command::new(BIN)
        .args(["--trace", path(&trace), "--checkpoint-every", "20000000"])
        .stdin(Stdio::from(slave))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    while out.read_line(&mut line).unwrap() > 0 && !line.contains("GOLDTRACE-BOOT-OK") {
        line.clear();
    }
    master.write_all(b"hello\r").unwrap();
    let mut rest = String::new();
    let _ = std::io::Read::read_to_string(&mut out, &mut rest);
    let status = child.wait().unwrap();
    drop(master);
    assert!(status.success(), "{rest}");
    let recipe = std::fs::read_to_string(trace.join("recipe")).unwrap();
    let inputs: Vec<&str> = recipe
        .lines()
        .filter(|l| l.starts_with("input: "))
        .collect();
    assert!(!inputs.is_empty(), "no input recorded: {recipe}");

    let out = goldtrace(&["replay", path(&trace)]);
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("the replay equals the recording"), "{err}");
    let fed = format!("{} of {} console inputs fed", inputs.len(), inputs.len());
    assert!(err.contains(&fed), "{err}");

    // A window after the input, from the checkpoint saved after it and from the boot:
    // the checkpoint holds how much input the guest had, and the Tarmac is the same.
    let last: u64 = inputs
        .last()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let from = last + 25_000_000;
    let window = |name: &str, extra: &[&str]| {
        let file = trace.with_extension(format!("{name}.tarmac"));
        let (f, t) = (from.to_string(), (from + 20_000).to_string());
        let args = [
            &["--from", &f, "--to", &t, "--tarmac", path(&file)][..],
            extra,
        ]
        .concat();
        let (out, err) = common::replay(&trace, &args);
        assert!(out.status.success(), "{err}");
        assert!(err.contains("verified") && err.contains(&fed), "{err}");
        (err, std::fs::read(file).unwrap())
    };
    let (err, resumed) = window("after-input-resumed", &[]);
    assert!(
        err.contains("starting from the checkpoint at tick"),
        "{err}"
    );
    let (_, direct) = window("after-input-direct", &["--no-checkpoints"]);
    assert!(
        !direct.is_empty() && direct == resumed,
        "the Tarmac after the input differs from a checkpoint"
    );

    // Without the input the run is another one: the replay says where it parts.
    let recipe_without: String = recipe
        .lines()
        .filter(|l| !l.starts_with("input: "))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(trace.join("recipe"), recipe_without).unwrap();
    let out = goldtrace(&["replay", path(&trace)]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    assert!(stderr(&out).contains("diverged at"), "{}", stderr(&out));
}

/// The instruction lines' addresses and the first line's tick of a window named by
/// `how` (`--call ...` or `--exception N`); the replay must verify up to the window's
/// end (it stops inside a recorded chunk, often before a process event that chunk
/// holds ahead of earlier executions: `--pid 1 --call schedule` stops 6 k ticks
/// before such a switch).
fn named_window(trace: &Path, name: &str, how: &[&str]) -> (Vec<u32>, u64, String) {
    let (err, text) = common::tarmac_window(trace, name, 3000, how);
    assert!(err.contains(" starts at tick "), "{err}");
    let lines = tarmac_rules::parse_all(&text);
    let addrs = lines
        .iter()
        .filter_map(|l| match l {
            Line::Insn { addr, .. } => Some(*addr),
            _ => None,
        })
        .collect();
    let first: u64 = text.split(' ').next().unwrap().parse().unwrap();
    (addrs, first, text)
}

#[test]
fn windows_by_exception_start_at_the_vector() {
    let trace = record("pabt-exception", &["--bios", path(&bare("pabt"))]);
    let (a1, t1, text) = named_window(&trace, "exc1", &["--exception", "1"]);
    let (a4, t4, _) = named_window(&trace, "exc4", &["--exception", "4"]);
    // The window opens with the exception's entry, then the vector's instruction.
    let entry = text.lines().next().unwrap();
    assert!(entry.contains(" clk E "), "{entry}");
    let vector = u32::from_str_radix(entry.split(' ').nth(4).unwrap(), 16).unwrap();
    assert_eq!(
        vector & 0xffff_0fe3,
        vector & 0xffff_0000,
        "{entry}: not a vector"
    );
    assert_eq!(a1[0], vector);
    assert_eq!(a4[0], vector, "pabt takes prefetch aborts only");
    assert!(t4 > t1, "exception 4 at tick {t4}, exception 1 at {t1}");
    let out = goldtrace(&["replay", path(&trace), "--exception", "1000000"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("exception records"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn windows_by_call_start_at_the_function() {
    if !guest_present() {
        return;
    }
    let map = std::fs::read_to_string(common::guest_out().join("System.map")).unwrap();
    let addr_of = |name: &str| {
        map.lines()
            .find_map(|l| {
                let w: Vec<&str> = l.split(' ').collect();
                (w.len() == 3 && w[2] == name).then(|| u32::from_str_radix(w[0], 16).unwrap())
            })
            .unwrap()
    };
    let trace = boot_trace();
    let (a1, t1, _) = named_window(trace, "schedule1", &["--pid", "1", "--call", "schedule"]);
    let (a2, t2, _) = named_window(trace, "schedule2", &["--pid", "1", "--call", "schedule#2"]);
    assert_eq!(a1[0], addr_of("schedule"));
    assert_eq!(a2[0], addr_of("schedule"));
    assert!(t2 > t1, "call 2 at tick {t2}, call 1 at {t1}");
    let (k, _, _) = named_window(
        trace,
        "start_kernel",
        &["--pid", "0", "--call", "start_kernel"],
    );
    assert_eq!(k[0], addr_of("start_kernel"));
    let out = goldtrace(&[
        "replay",
        path(trace),
        "--pid",
        "1",
        "--call",
        "no_such_function",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("no such symbol"), "{}", stderr(&out));
}

#[test]
fn a_late_window_starts_from_a_checkpoint_of_an_earlier_replay() {
    use goldtrace::checkpoint::Checkpoints;
    use goldtrace::replay::{ReplayOptions, Verdict, WindowSpec};
    if !guest_present() {
        return;
    }
    let trace = boot_trace();
    let store = std::rc::Rc::new(std::cell::RefCell::new(Checkpoints::new(20_000_000)));
    let from = 400_000_000;
    let window = |name: &str| {
        let file = trace.with_extension(format!("{name}.tarmac"));
        let report = goldtrace::replay::replay(ReplayOptions {
            trace: trace.to_path_buf(),
            window: Some(WindowSpec {
                from,
                to: from + 20_000,
                tarmac: Some(file.clone()),
                ..WindowSpec::default()
            }),
            checkpoints: Some(store.clone()),
            ..ReplayOptions::default()
        })
        .unwrap();
        (report, std::fs::read_to_string(file).unwrap())
    };
    let (first, direct) = window("direct");
    // Taking checkpoints leaves the trace as it is: the first replay (from the boot,
    // not recorded up to the window: verified by its exceptions) verifies.
    assert!(
        matches!(first.verdict, Verdict::VerifiedFrom { .. })
            && first.started_at == 0
            && first.exceptions_verified.is_some_and(|n| n > 1000),
        "{:?}",
        first
    );
    let taken = store.borrow().list().len();
    assert!(taken >= 15, "{taken} checkpoints before tick {from}");
    let (second, resumed) = window("resumed");
    assert!(
        matches!(second.verdict, Verdict::VerifiedFrom { .. }),
        "{:?}",
        second.verdict
    );
    let at = second.started_at;
    assert!(
        at > 0 && at <= from && at + 2 * goldtrace::machine::SLICE_TICKS > from,
        "the second replay did not start from a checkpoint: {at}"
    );
    assert!(!direct.is_empty());
    assert_eq!(
        direct, resumed,
        "the window's Tarmac differs when started from a checkpoint"
    );
    let s = store.borrow();
    eprintln!(
        "to tick {from}: {:.2} s from the start, {:.2} s from the checkpoint at {at}; {} checkpoints, {:.1} MiB of RAM pages, {:.1} ms each",
        first.window.as_ref().unwrap().prefix_secs,
        second.window.as_ref().unwrap().prefix_secs,
        s.list().len(),
        s.ram_bytes as f64 / f64::from(1 << 20),
        s.secs * 1e3 / s.list().len() as f64
    );
}

#[test]
fn checkpoints_on_the_command_line_keep_to_their_memory_bound_and_change_nothing() {
    if !guest_present() {
        return;
    }
    let trace = boot_trace();
    // The boot's first checkpoint alone holds about 10 MiB of RAM pages, 26 of them
    // about 23 MiB: a 16 MiB bound drops old ones. Taking them must not change the
    // trace (the core's pending executions stay with it).
    let out = goldtrace(&[
        "replay",
        path(trace),
        "--checkpoint-every",
        "20000000",
        "--checkpoint-memory",
        "16M",
    ]);
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("the replay equals the recording"), "{err}");
    let line = err.lines().find(|l| l.contains("checkpoints: ")).unwrap();
    let num = |after: &str| -> u64 {
        let w: Vec<&str> = line.split(' ').collect();
        let at = w.iter().position(|x| *x == after).unwrap();
        w[at - 1].parse().unwrap()
    };
    let (taken, dropped, kept) = (num("taken"), num("dropped"), num("kept"));
    assert!(taken >= 20, "{line}");
    assert!(dropped > 0 && kept + dropped == taken, "{line}");
    let mib: f64 = line
        .split(" (")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!(mib <= 16.0, "{line}");
    let out = goldtrace(&["replay", path(trace), "--checkpoint-memory", "16M"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
}

/// The default guest's first 150 M ticks recorded with a checkpoint every 40 M ticks
/// saved into the trace (at 40, 80 and 120 M), and without.
fn short_boot(name: &str, checkpoints: bool) -> PathBuf {
    let mut args = vec!["--max-ticks", "150000000"];
    if checkpoints {
        args.extend(["--checkpoint-every", "40000000"]);
    }
    let dir = scratch(name).join("trace");
    args.extend(["--trace", path(&dir)]);
    let out = goldtrace(&args);
    // --max-ticks exits 1.
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    if checkpoints {
        assert!(
            stderr(&out).contains("checkpoints: 3 saved every 40000000 ticks"),
            "{}",
            stderr(&out)
        );
    }
    dir
}

/// Replays the window [from, to) of `trace` with all three outputs (and `extra`
/// options); returns its stderr and the outputs' bytes.
fn window_outputs(
    trace: &Path,
    name: &str,
    from: u64,
    to: u64,
    extra: &[&str],
) -> (String, [Vec<u8>; 3]) {
    let files =
        ["tarmac", "memtrace", "fgraph"].map(|x| trace.with_extension(format!("{name}.{x}")));
    let (from, to) = (from.to_string(), to.to_string());
    let mut args = vec![
        "replay",
        path(trace),
        "--from",
        &from,
        "--to",
        &to,
        "--tarmac",
        path(&files[0]),
        "--memtrace",
        path(&files[1]),
        "--function-graph",
        path(&files[2]),
    ];
    args.extend(extra);
    let out = goldtrace(&args);
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    (err, files.map(|f| std::fs::read(f).unwrap()))
}

#[test]
fn checkpoints_saved_while_recording_start_a_late_window_in_a_new_process() {
    if !guest_present() {
        return;
    }
    let plain = short_boot("ckpt-plain", false);
    let saved = short_boot("ckpt-saved", true);
    // Saving checkpoints leaves the trace's bytes as they are.
    for f in ["events", "blocks", "summary"] {
        let (a, b) = (
            std::fs::read(plain.join(f)).unwrap(),
            std::fs::read(saved.join(f)).unwrap(),
        );
        assert!(a == b, "{f} differs with checkpoints saved");
    }
    assert!(!plain.join("checkpoints").exists());
    let (from, to) = (131_000_000, 131_040_000);
    let (err, resumed) = window_outputs(&saved, "resumed", from, to, &[]);
    assert!(
        err.contains("starting from the checkpoint at tick 1200"),
        "{err}"
    );
    assert!(err.contains("verified"), "{err}");
    let (err, direct) = window_outputs(&saved, "direct", from, to, &["--no-checkpoints"]);
    assert!(!err.contains("starting from the checkpoint"), "{err}");
    assert!(
        err.contains("without recording, its") && err.contains("verified"),
        "{err}"
    );
    // Recorded and compared block by block from the boot: the same outputs.
    let (err, blocks) = window_outputs(
        &saved,
        "blocks",
        from,
        to,
        &["--no-checkpoints", "--verify-blocks"],
    );
    assert!(!err.contains("without recording"), "{err}");
    assert!(err.contains("verified 2"), "{err}");
    for (what, ((a, b), c)) in ["Tarmac", "memtrace", "function graph"]
        .iter()
        .zip(direct.iter().zip(&resumed).zip(&blocks))
    {
        assert!(!a.is_empty(), "{what} is empty");
        assert!(
            a == b,
            "the {what} differs when started from the saved checkpoint"
        );
        assert!(a == c, "the {what} differs with --verify-blocks");
    }
}

#[test]
fn replay_saves_checkpoints_and_damaged_ones_fall_back_or_give_one_clear_error() {
    if !guest_present() {
        return;
    }
    let trace = short_boot("ckpt-later", false);
    let out = goldtrace(&[
        "replay",
        path(&trace),
        "--checkpoint-every",
        "40000000",
        "--save-checkpoints",
    ]);
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("checkpoints: 3 saved"), "{err}");
    assert!(err.contains("the replay equals the recording"), "{err}");
    let file = trace.join("checkpoints");
    let bytes = std::fs::read(&file).unwrap();
    let window = |extra: &[&str]| {
        let (from, to) = ("125000000", "125010000");
        let mut args = vec!["replay", path(&trace), "--from", from, "--to", to];
        args.extend(extra);
        goldtrace(&args)
    };
    let out = window(&[]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("starting from the checkpoint at tick 1200"),
        "{}",
        stderr(&out)
    );

    // A byte of the last record's RAM flipped: the one before is used, and the run
    // from it still verifies.
    let mut bad = bytes.clone();
    let n = bad.len();
    bad[n - 10] ^= 0x10;
    std::fs::write(&file, &bad).unwrap();
    let out = window(&[]);
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains("checkpoint 2 (tick 1200") && err.contains("is damaged"),
        "{err}"
    );
    assert!(
        err.contains("starting from the checkpoint at tick 800"),
        "{err}"
    );
    assert!(err.contains("verified"), "{err}");

    // Cut in the last record (a recording killed while writing it): a warning.
    std::fs::write(&file, &bytes[..n - 1000]).unwrap();
    let out = window(&[]);
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("cut short"), "{err}");
    assert!(
        err.contains("starting from the checkpoint at tick 800"),
        "{err}"
    );

    // Not a checkpoint file: one clear line, exit 2; --no-checkpoints replays.
    std::fs::write(&file, b"garbage").unwrap();
    let out = window(&[]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(
        err.contains("not a usable checkpoint file") && err.contains("--no-checkpoints"),
        "{err}"
    );
    let out = window(&["--no-checkpoints"]);
    assert!(out.status.success(), "{}", stderr(&out));
}

#[test]
fn a_checkpoint_of_another_run_fails_the_verification_from_it() {
    use goldtrace::checkpoint::file::recording_id;
    if !guest_present() {
        return;
    }
    // The same boot with another loops-per-jiffy: its delay loops run differently,
    // so its checkpoint at 120 M ticks is not this run's.
    let other = scratch("ckpt-other").join("trace");
    let out = goldtrace(&[
        "--max-ticks",
        "150000000",
        "--append",
        "console=ttyAMA0 panic=-1 lpj=400000",
        "--checkpoint-every",
        "40000000",
        "--trace",
        path(&other),
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let trace = short_boot("ckpt-this", false);
    // Its file, given this recording's id (the header's bytes 16..24).
    let mut bytes = std::fs::read(other.join("checkpoints")).unwrap();
    bytes[16..24].copy_from_slice(&recording_id(&trace).unwrap().to_le_bytes());
    std::fs::write(trace.join("checkpoints"), bytes).unwrap();
    let replay = |extra: &[&str]| {
        let args = [&["--from", "125000000", "--length", "10000"][..], extra].concat();
        let (out, err) = common::replay(&trace, &args);
        assert!(
            err.contains("starting from the checkpoint at tick 1200"),
            "{err}"
        );
        assert_eq!(out.status.code(), Some(3), "{err}");
        err
    };
    // Block by block, and by the exceptions taken before the window.
    let err = replay(&["--verify-blocks"]);
    assert!(err.contains("diverged at"), "{err}");
    let err = replay(&[]);
    assert!(
        err.contains("diverged before the window: exception #1 differs")
            && err.contains("--verify-blocks"),
        "{err}"
    );
}

#[test]
fn a_divergence_before_a_window_is_caught_by_the_exceptions_taken() {
    if !guest_present() {
        return;
    }
    // The boot's recording, with console input it never had at 150 M ticks: the
    // guest reads it (the UART's interrupt, then its own faults and timers come at
    // other ticks) long before the window.
    let trace = scratch("prefix-diverges").join("trace");
    std::fs::create_dir_all(&trace).unwrap();
    for f in ["blocks", "events", "summary", "recipe"] {
        std::fs::copy(boot_trace().join(f), trace.join(f)).unwrap();
    }
    let recipe = std::fs::read_to_string(trace.join("recipe")).unwrap();
    assert!(!recipe.contains("input: "), "{recipe}");
    std::fs::write(
        trace.join("recipe"),
        format!("{recipe}input: 150000000 0d\n"),
    )
    .unwrap();
    let window = |extra: &[&str]| {
        let args = [&["--from", "200000000", "--length", "10000"][..], extra].concat();
        let (out, err) = common::replay(&trace, &args);
        assert_eq!(out.status.code(), Some(3), "{err}");
        err
    };
    let err = window(&[]);
    let line = err
        .lines()
        .find(|l| l.contains("diverged before the window: exception #"))
        .unwrap_or_else(|| panic!("no divergence line: {err}"));
    // The first exception that differs is at or after the input.
    let tick: u64 = line
        .split("replayed tick ")
        .nth(1)
        .and_then(|r| r.split(',').next())
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| panic!("no replayed tick in: {line}"));
    assert!((150_000_000..200_000_000).contains(&tick), "{line}");
    assert!(line.contains("re-run with --verify-blocks"), "{line}");
    // Block by block, the same run parts at a block.
    let err = window(&["--verify-blocks"]);
    assert!(err.contains("diverged at"), "{err}");
}

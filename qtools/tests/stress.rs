//! The call-stack commands on stress traces (`qtools::stress`): what they show follows the
//! program on every shape (10x more executions of the same blocks, recursion 100,000 frames
//! deep, `longjmp`s that skip frames, 5,000 short-lived processes), equals what they show on the
//! qtrace v2 export of the same trace (the plain path: `.bb` records split and expanded one
//! segment at a time instead of chunks decoded), and their peak memory, measured in a child
//! process, does not grow with the trace's length.

mod common;

use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;

use qtools::callstack::MAX_DEPTH;
use qtools::cmd::{self, PerfettoOptions, ProfileBy, TimeRange};
use qtools::stress::{self, Shape, Written};
use qtools::{Options, Session};

fn session_at(trace: &Path, root: &Path) -> Session {
    let opts = Options {
        vmlinux: None,
        root: root.to_path_buf(),
        ..Options::default()
    };
    Session::open(trace, opts).expect("stress trace opens")
}

fn write(name: &str, shape: &Shape) -> Written {
    let dir = common::scratch(name);
    stress::write(&dir, shape).expect("stress trace written")
}

/// A writer that counts its lines by a key made from each line (`None`: not counted).
struct Count<F> {
    key: F,
    partial: Vec<u8>,
    counts: BTreeMap<String, u64>,
    lines: u64,
}

impl<F: FnMut(&str) -> Option<String>> Count<F> {
    fn new(key: F) -> Self {
        Count {
            key,
            partial: Vec::new(),
            counts: BTreeMap::new(),
            lines: 0,
        }
    }
}

impl<F: FnMut(&str) -> Option<String>> Write for Count<F> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.partial.extend_from_slice(buf);
        while let Some(i) = self.partial.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = self.partial.drain(..=i).collect();
            self.lines += 1;
            if let Some(k) = (self.key)(String::from_utf8_lossy(&line[..i]).as_ref()) {
                *self.counts.entry(k).or_default() += 1;
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// `stack` lines by what (`en`, `x`) and function, and the deepest level.
fn stack_counts(s: &Session) -> (BTreeMap<String, u64>, usize) {
    let mut deepest = 0usize;
    let mut c = Count::new(|l: &str| {
        let f: Vec<&str> = l.split_whitespace().collect();
        // "TIME en thr PID TYPE DEPTH... RET FUNC" ("x " is one field after the split).
        let depth: usize = f[5].trim_end_matches('.').parse().ok()?;
        deepest = deepest.max(depth);
        Some(format!("{} {}", f[1], f[f.len() - 1]))
    });
    cmd::stack(s, TimeRange::default(), None, &mut c).expect("stack runs");
    (c.counts, deepest)
}

/// `calltree` lines by their function part (`leaf();`, `rec() {`, `} /* rec */`).
fn calltree_counts(s: &Session, max_depth: usize) -> BTreeMap<String, u64> {
    let mut c = Count::new(|l: &str| {
        let f = l.rsplit('|').next()?.trim();
        (f != "function").then(|| f.to_string())
    });
    cmd::calltree(s, TimeRange::default(), max_depth, &mut c).expect("calltree runs");
    c.counts
}

fn n(counts: &BTreeMap<String, u64>, k: &str) -> u64 {
    counts.get(k).copied().unwrap_or(0)
}

#[test]
fn ten_times_more_executions_give_ten_times_the_calls() {
    let (short, long) = (20_000u64, 200_000u64);
    let a = write("stress-loops-a", &Shape::loops(short));
    let b = write("stress-loops-b", &Shape::loops(long));
    assert_eq!(b.execs, 10 * a.execs);
    for (w, iters) in [(&a, short), (&b, long)] {
        let s = session_at(&w.trace, &w.root);
        assert!(s.reader.compact().expect("compact").num_chunks() >= 1);
        let t = calltree_counts(&s, 64);
        // Each iteration: `nosym` (a stripped library: named after the file) replaced by `leaf`
        // when it returns into it; `rec` 4 frames below its first call (the deepest a leaf call);
        // `thrower` 3 below its first, all skipped by the jump back into `main`.
        assert_eq!(n(&t, "nosym.so();"), iters, "{t:?}");
        assert_eq!(n(&t, "leaf();"), iters, "{t:?}");
        assert_eq!(n(&t, "rec() {"), 4 * iters, "{t:?}");
        assert_eq!(n(&t, "rec();"), iters, "{t:?}");
        assert_eq!(n(&t, "} /* rec */"), 4 * iters, "{t:?}");
        assert_eq!(n(&t, "thrower() {"), 3 * iters, "{t:?}");
        assert_eq!(n(&t, "thrower();"), iters, "{t:?}");
        assert_eq!(n(&t, "} /* thrower */"), 3 * iters, "{t:?}");
        assert_eq!(n(&t, "main() {"), 1, "{t:?}");
        assert_eq!(n(&t, "} /* main */"), 1, "{t:?}");
        assert_eq!(t.len(), 10, "{t:?}");
        // The flame graph's cycles are the trace's, on the stacks the program has.
        let folded = cmd::folded(&s).expect("folded");
        let total: u64 = folded
            .iter()
            .map(|l| l.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
            .sum();
        // Every block is 2 cycles; the last one runs on to the trace's end, 10 cycles more.
        assert_eq!(total, 2 * w.execs + 10, "{folded:?}");
        let deepest = folded
            .iter()
            .map(|l| {
                l.split(';')
                    .filter(|f| f.starts_with("rec ") || *f == "rec")
                    .count()
            })
            .max();
        assert_eq!(deepest, Some(5), "{folded:?}");
    }
}

#[test]
fn recursion_100000_deep_keeps_the_deepest_frames_it_can() {
    let w = write("stress-deep", &Shape::deep(100_000));
    let s = session_at(&w.trace, &w.root);
    let (c, deepest) = stack_counts(&s);
    // `main` at the bottom the whole time; `rec` and `thrower` fill the stack up to its limit
    // (deeper calls of the function on top are not pushed), once per iteration; everything
    // pushed is popped.
    assert_eq!(deepest, MAX_DEPTH - 1);
    let frames = 2 * (MAX_DEPTH as u64 - 1);
    assert_eq!(n(&c, "en main"), 1, "{c:?}");
    assert_eq!(n(&c, "x main"), 1, "{c:?}");
    assert_eq!(n(&c, "en rec"), frames, "{c:?}");
    assert_eq!(n(&c, "x rec"), frames, "{c:?}");
    assert_eq!(n(&c, "en thrower"), frames, "{c:?}");
    assert_eq!(n(&c, "x thrower"), frames, "{c:?}");
    assert_eq!(n(&c, "en leaf"), 2, "{c:?}");
    assert_eq!(c.len(), 8, "{c:?}");
}

#[test]
fn five_thousand_processes_each_have_their_calls() {
    let shape = Shape::processes(5000);
    let w = write("stress-procs", &shape);
    let s = session_at(&w.trace, &w.root);
    let mut per_pid: BTreeMap<u32, u64> = BTreeMap::new();
    let mut c = Count::new(|l: &str| {
        if l.ends_with(" leaf();") {
            let pid: u32 = l.split_whitespace().nth(1)?.parse().ok()?;
            *per_pid.entry(pid).or_default() += 1;
        }
        None
    });
    cmd::calltree(&s, TimeRange::default(), 64, &mut c).expect("calltree runs");
    drop(c);
    assert_eq!(per_pid.len(), 5000);
    assert!(per_pid.keys().copied().eq(2..5002));
    assert!(per_pid.values().all(|&k| k == shape.iterations));
}

/// The call-stack commands' outputs on `w` and on its qtrace v2 export.
fn same_on_the_export(w: &Written, name: &str) {
    let out = common::scratch(name).join("export");
    let r = tracefmt::compact::CompactReader::open(&w.trace).unwrap();
    tracefmt::compact::export(&r, &out, false).unwrap();
    let compact = session_at(&w.trace, &w.root);
    let plain = session_at(&out, &w.root);
    assert!(compact.reader.compact().is_some() && plain.reader.compact().is_none());
    let all = TimeRange::default();
    let outputs = |s: &Session| {
        let perfetto = PerfettoOptions {
            min_cycles: Some(0),
            ..PerfettoOptions::default()
        };
        [
            common::run(s, |s, o| cmd::stack(s, all, None, o)),
            common::run(s, |s, o| cmd::calltree(s, all, 64, o)),
            common::run(s, |s, o| {
                cmd::folded(s).map(|l| o.extend(l.join("\n").bytes()))
            }),
            common::run(s, |s, o| cmd::perfetto_trace(s, &perfetto, o).map(drop)),
            common::run(s, |s, o| cmd::blocks(s, all, o)),
        ]
    };
    let (a, b) = (outputs(&compact), outputs(&plain));
    for (i, (a, b)) in a.iter().zip(&b).enumerate() {
        assert!(a == b, "{name}: output {i} differs between the two forms");
        assert!(!a.is_empty());
    }
}

#[test]
fn every_shape_reads_the_same_as_its_qtrace_export() {
    let loops = write("stress-same-loops", &Shape::loops(40_000));
    same_on_the_export(&loops, "stress-same-loops-x");
    let deep = write("stress-same-deep", &Shape::deep(20_000));
    same_on_the_export(&deep, "stress-same-deep-x");
    let procs = write("stress-same-procs", &Shape::processes(300));
    same_on_the_export(&procs, "stress-same-procs-x");
}

/// The environment variable that makes [`memory_child`] run one command: `COMMAND TRACE ROOT`.
const CHILD: &str = "QTOOLS_STRESS_CHILD";

/// In a child process (see [`peak_kb`]): runs one command, output thrown away, and prints the
/// process's peak resident memory.
#[test]
fn memory_child() {
    let Ok(spec) = std::env::var(CHILD) else {
        return;
    };
    let [command, trace, root] = spec.splitn(3, ' ').collect::<Vec<_>>()[..] else {
        panic!("{CHILD}: {spec}");
    };
    let s = session_at(Path::new(trace), Path::new(root));
    // Past every time: nothing printed, everything replayed.
    let late = TimeRange {
        start: Some(u64::MAX / 2),
        end: None,
    };
    let mut o = std::io::sink();
    match command {
        "calltree" => cmd::calltree(&s, TimeRange::default(), 1, &mut o).unwrap(),
        "stack" => cmd::stack(&s, late, None, &mut o).unwrap(),
        "flamegraph" => cmd::flamegraph(&s, "stress", &mut o).unwrap(),
        "perfetto" => drop(cmd::perfetto_trace(&s, &PerfettoOptions::default(), &mut o).unwrap()),
        "blocks" => cmd::blocks(&s, late, &mut o).unwrap(),
        "dump" => cmd::dump(&s, late, &mut o).unwrap(),
        "bbprof" => cmd::bbprof(&s, 20, &mut o).unwrap(),
        "dmtrace" => cmd::dmtrace(&s, &mut o).unwrap(),
        "profile" => cmd::profile(&s, ProfileBy::Function, &mut o).unwrap(),
        "pids" => cmd::pids(&s, &mut o).unwrap(),
        "regions" => cmd::regions(&s, &mut o).unwrap(),
        "coverage" => cmd::coverage(&s, true, &mut o).unwrap(),
        "bb2sym" => cmd::bb2sym(&s, &mut o).unwrap(),
        "hist" => cmd::hist(&s, &mut o).unwrap(),
        "check" => assert!(cmd::check(&s, &mut o).unwrap()),
        "check-in-order" => assert!(cmd::check_in_order(&s, &mut o).unwrap()),
        "events" => cmd::events(&s, &mut o).unwrap(),
        "exceptions" => cmd::exceptions(&s, &mut o).unwrap(),
        c => panic!("{c}?"),
    }
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let hwm = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
    println!("peak-kb {}", hwm.split_whitespace().nth(1).unwrap());
}

/// Peak resident memory (kB) of a child process running `command` on `w`.
///
/// The child runs the library in this test binary, not `qtools`, whose `main` fixes glibc's
/// mmap threshold at 1 MiB before anything else (`main.rs`, `fixed_mmap_threshold`: with the
/// threshold moving, the heaps' high-water marks made the call-stack commands' peaks depend on
/// timing). The child gets the same setting through glibc's variable, so that its peak is the
/// one a user of `qtools` gets: without it, `calltree` in two stages peaked at 130 MB on the
/// short trace and 189 MB on the long one in one run (2026-11-30), where `qtools` itself peaks
/// at 127-130 MB and 139 MB.
fn peak_kb(command: &str, w: &Written) -> u64 {
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["memory_child", "--exact", "--nocapture", "--test-threads=1"])
        .env("MALLOC_MMAP_THRESHOLD_", "1048576")
        .env(
            CHILD,
            format!("{command} {} {}", w.trace.display(), w.root.display()),
        )
        .output()
        .expect("child runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{command}: {text}");
    let line = text.lines().find_map(|l| l.split("peak-kb ").nth(1));
    let kb = line.and_then(|l| l.trim().parse().ok());
    kb.unwrap_or_else(|| panic!("{command}: no peak in {text}"))
}

/// Every command that reads the executions, and the raw record dumps.
const COMMANDS: [&str; 18] = [
    "calltree",
    "stack",
    "flamegraph",
    "perfetto",
    "blocks",
    "dump",
    "bbprof",
    "dmtrace",
    "profile",
    "pids",
    "regions",
    "coverage",
    "bb2sym",
    "hist",
    "check",
    "check-in-order",
    "events",
    "exceptions",
];

/// Before the decoding threads sent bounded pieces, the replay's queue held up to 128 chunks per
/// thread: every call-stack command and `blocks` grew with the trace. `dump` and `bbprof` read
/// the instruction times through the qtrace v2 export of the whole trace, made on first use
/// (tracefmt's `insn_stream` rebuilds them a chunk at a time now).
#[test]
fn memory_does_not_grow_with_the_trace() {
    if !Path::new("/proc/self/status").exists() {
        return;
    }
    // Long enough that the short one fills the decoding threads' bounded queues too: 8.4 M
    // executions, 9 chunks of 2^20, more than any command holds at once on two cores (`check`'s
    // threads hold none: they check the executions as they decode; the in-order checks hold
    // one decoded chunk). How far ahead the threads get within those
    // bounds depends on timing, so the short trace's peak is the larger of two runs.
    let short = write("stress-mem-a", &Shape::loops(300_000));
    let long = write("stress-mem-b", &Shape::loops(3_000_000));
    for command in COMMANDS {
        let a = peak_kb(command, &short).max(peak_kb(command, &short));
        let b = peak_kb(command, &long);
        eprintln!("{command}: peak {a} kB, 10x longer trace {b} kB");
        assert!(
            b <= a + a / 4 + 16 * 1024,
            "{command}: peak {a} kB on the short trace, {b} kB on one 10x longer"
        );
    }
}

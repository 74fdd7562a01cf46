//! The call-stack commands on several threads (`replay::par`) print exactly what the sequential
//! replay prints (`QTOOLS_THREADS=1`): the `qtools` binary run both ways on the stress shapes,
//! with tasks small enough that every trace is cut into many (`QTOOLS_TASK_RECS`), on shapes of
//! several chunks whose segments are resolved on 2 to 4 threads (`QTOOLS_RESOLVERS`), and on the
//! default guest's boot trace when `GOLDTRACE_BOOT_TRACE` names one.

mod common;

use std::path::Path;

use qtools::stress::{self, Shape};

/// Runs `qtools ARGS` with `threads` workers and tasks of `task_recs` records; its standard
/// output, and the file it wrote when `out` is given.
fn run(args: &[&str], threads: usize, task_recs: usize, out: Option<&Path>) -> Vec<u8> {
    run_with(args, threads, task_recs, 2, out)
}

/// [`run`] with `resolvers` threads resolving the segments (with 3 workers or more).
fn run_with(
    args: &[&str],
    threads: usize,
    task_recs: usize,
    resolvers: usize,
    out: Option<&Path>,
) -> Vec<u8> {
    let r = resolvers.to_string();
    common::qtools_tasks(
        args,
        threads,
        task_recs,
        &[("QTOOLS_RESOLVERS", r.as_str())],
        out,
    )
}

/// `args` (with the trace's arguments after them) prints the same sequentially and on several
/// threads with tasks of each size in `task_recs`.
fn same(name: &str, args: &[&str], trace: &[&str], file: bool, task_recs: &[usize]) {
    let all: Vec<&str> = args.iter().chain(trace).copied().collect();
    let dir = common::scratch(&format!("par-{name}"));
    let out = |tag: &str| file.then(|| dir.join(format!("{tag}.out")));
    let one = run(&all, 1, 1 << 16, out("one").as_deref());
    assert!(!one.is_empty(), "{name}: {args:?} printed nothing");
    for &recs in task_recs {
        for threads in [2, 3] {
            let par = run(&all, threads, recs, out("par").as_deref());
            assert!(
                par == one,
                "{name}: {args:?} on {threads} threads, tasks of {recs}: {} bytes, sequential {}",
                par.len(),
                one.len()
            );
        }
    }
}

/// Every call-stack command that runs on several threads, with and without filters and windows;
/// `stack --at` in the middle, with a filter and past the end.
fn all_commands(name: &str, trace: &[&str], end: u64, pid: &str, task_recs: &[usize]) {
    let mid = (end / 2).to_string();
    let quarter = (end / 4).to_string();
    let past = (end * 2).to_string();
    let runs: [(&str, &[&str], bool); 14] = [
        ("stack", &["stack"], false),
        ("stack-at", &["stack", "--at", &mid], false),
        (
            "stack-at-pid",
            &["stack", "--at", &quarter, "-i", pid],
            false,
        ),
        ("stack-at-past-end", &["stack", "--at", &past], false),
        (
            "stack-window",
            &["stack", "--start", &quarter, "--end", &mid],
            false,
        ),
        ("stack-pid", &["stack", "-i", pid], false),
        ("calltree", &["calltree"], false),
        ("calltree-shallow", &["calltree", "--max-depth", "3"], false),
        (
            "calltree-window",
            &["calltree", "--start", &quarter, "--end", &mid],
            false,
        ),
        ("calltree-pid", &["calltree", "-i", pid], false),
        ("flamegraph", &["flamegraph"], true),
        ("flamegraph-pid", &["flamegraph", "-i", pid], true),
        ("dmtrace", &["dmtrace"], true),
        ("dmtrace-pid", &["dmtrace", "-i", pid], true),
    ];
    for (what, args, file) in runs {
        same(&format!("{name}-{what}"), args, trace, file, task_recs);
    }
}

fn stress_trace(name: &str, shape: &Shape) -> stress::Written {
    let dir = common::scratch(name);
    stress::write(&dir, shape).expect("stress trace written")
}

/// The loops shape: calls, recursion, `longjmp`s and a stripped library, 28 executions an
/// iteration; tasks from a few records (a task boundary between almost every call and its
/// return) to more than the trace.
#[test]
fn loops_print_the_same_on_several_threads() {
    let w = stress_trace("par-loops", &Shape::loops(2_000));
    let (t, r) = (w.trace.display().to_string(), w.root.display().to_string());
    let trace = [t.as_str(), "-r", r.as_str(), "--no-vmlinux"];
    all_commands("loops", &trace, w.end, "2", &[3, 64, 4096, 1 << 20]);
}

/// Recursion deeper than the stacks keep (`MAX_DEPTH`), so that tasks start inside it.
#[test]
fn deep_recursion_prints_the_same_on_several_threads() {
    let w = stress_trace("par-deep", &Shape::deep(1_000));
    let (t, r) = (w.trace.display().to_string(), w.root.display().to_string());
    let trace = [t.as_str(), "-r", r.as_str(), "--no-vmlinux"];
    all_commands("deep", &trace, w.end, "2", &[7, 500]);
}

/// Hundreds of short-lived processes: tasks start with many threads' states.
#[test]
fn many_processes_print_the_same_on_several_threads() {
    let w = stress_trace("par-procs", &Shape::processes(200));
    let (t, r) = (w.trace.display().to_string(), w.root.display().to_string());
    let trace = [t.as_str(), "-r", r.as_str(), "--no-vmlinux"];
    all_commands("procs", &trace, w.end, "100", &[5, 1000]);
}

/// `args` prints the same sequentially and with the segments resolved on 1 to 4 threads (on one,
/// every segment after the first two is resolved into a list of items given back by the
/// stacks stage, and with pieces, cut into records the workers gave back: a list given back
/// with its records left in printed 188 MB here where the sequential replay prints 104 MB);
/// `perfetto` also with its one-stage replay in order (`QTOOLS_PERFETTO_STAGES=1`).
fn same_resolved(name: &str, args: &[&str], trace: &[&str], file: bool) {
    let all: Vec<&str> = args.iter().chain(trace).copied().collect();
    let dir = common::scratch(&format!("segs-{name}"));
    let out = |tag: &str| file.then(|| dir.join(format!("{tag}.out")));
    let one = run(&all, 1, 1 << 16, out("one").as_deref());
    assert!(!one.is_empty(), "{name}: {args:?} printed nothing");
    if args.first() == Some(&"perfetto") {
        let env = [("QTOOLS_PERFETTO_STAGES", "1")];
        let par = common::qtools_tasks(&all, 4, 1000, &env, out("par").as_deref());
        assert!(par == one, "{name}: {args:?} in one stage differs");
    }
    for (threads, resolvers) in [(4, 1), (3, 2), (4, 3), (5, 4)] {
        let par = run_with(&all, threads, 1000, resolvers, out("par").as_deref());
        assert!(
            par == one,
            "{name}: {args:?} on {threads} workers, {resolvers} resolving: {} bytes, sequential {}",
            par.len(),
            one.len()
        );
    }
}

/// Shapes of several chunks (a chunk holds at most 2^20 executions), so that their segments are
/// resolved on different threads: calls and returns, `longjmp`s and a stripped library across
/// segment ends; recursion deeper than the stacks keep across several; processes created,
/// exec'd and ended in one segment and running in the next (`perfetto` gets their pid events in
/// order with the executions). Windows and filters too, with a window ending inside a segment.
#[test]
fn segments_resolved_on_several_threads_print_the_same() {
    let shapes = [
        ("loops", Shape::loops(120_000), "2"),
        ("deep", Shape::deep(400_000), "2"),
        ("procs", Shape::processes(10_000), "5000"),
    ];
    for (name, shape, pid) in shapes {
        let w = stress_trace(&format!("segs-{name}"), &shape);
        assert!(
            w.execs > 3 << 20,
            "{name}: {} executions, one chunk",
            w.execs
        );
        let (t, r) = (w.trace.display().to_string(), w.root.display().to_string());
        let trace = [t.as_str(), "-r", r.as_str(), "--no-vmlinux"];
        let (a, b) = ((w.end / 3).to_string(), (w.end * 2 / 3).to_string());
        same_resolved(&format!("{name}-calltree"), &["calltree"], &trace, false);
        same_resolved(&format!("{name}-flamegraph"), &["flamegraph"], &trace, true);
        same_resolved(&format!("{name}-dmtrace"), &["dmtrace"], &trace, true);
        // Its pid events given to the tracker where they fall among the executions.
        same_resolved(&format!("{name}-perfetto"), &["perfetto"], &trace, true);
        same_resolved(
            &format!("{name}-perfetto-all"),
            &["perfetto", "--min-cycles", "1"],
            &trace,
            true,
        );
        same_resolved(
            &format!("{name}-stack-window"),
            &["stack", "--start", &a, "--end", &b],
            &trace,
            false,
        );
        same_resolved(
            &format!("{name}-calltree-pid"),
            &["calltree", "-i", pid],
            &trace,
            false,
        );
    }
}

/// The default guest's boot (kernel threads, user processes, interrupts), over its first 20 M
/// cycles.
#[test]
fn boot_trace_prints_the_same_on_several_threads() {
    let Some(dir) = std::env::var_os("GOLDTRACE_BOOT_TRACE") else {
        eprintln!("GOLDTRACE_BOOT_TRACE not set: skipped");
        return;
    };
    let t = dir.to_string_lossy().into_owned();
    same(
        "boot-stack",
        &["stack", "--end", "20000000"],
        &[&t],
        false,
        &[100, 1 << 16],
    );
    same(
        "boot-stack-at",
        &["stack", "--at", "300000000"],
        &[&t],
        false,
        &[1 << 16],
    );
    // Interrupts and system calls taken inside runs of one thread (the stress shapes take
    // none): `perfetto`'s tracker skips the records before the next exception's
    // (`ProtoV::quiet_until`), and its instants must still come where the sequential replay
    // writes them.
    same(
        "boot-perfetto",
        &["perfetto", "--min-cycles", "400"],
        &[&t],
        true,
        &[1 << 16],
    );
    // Its first 100 M cycles, where the decompressor's code is named by the boot images: those
    // segments are resolved again in order.
    same_resolved(
        "boot-calltree",
        &["calltree", "--end", "100000000"],
        &[&t],
        false,
    );
}

/// With 3 workers the replay in order applies each piece's effect on the stacks instead of
/// stepping it (`callstack::summary`; `QTOOLS_COMPOSE=0` steps): pieces cut at every position
/// (tasks of 1 to 11 records), so that a piece starts between each call and its return, inside
/// recursion deeper than the stacks keep (a piece's pushes past `MAX_DEPTH` are stepped), right
/// after a `longjmp` or the return of code with no symbol that matches no call, and with
/// thousands of threads each in a few pieces. Each command prints what the sequential replay
/// prints, and what the stepping replay in order prints; `perfetto` too (its tracker sees each
/// piece's records and the pid events among them, and the thread running at a piece's start
/// goes with it even when the piece has none of its executions).
#[test]
fn pieces_applied_anywhere_print_the_same() {
    let shapes = [
        ("loops", Shape::loops(300), "2"),
        ("deep", Shape::deep(1_000), "2"),
        ("procs", Shape::processes(2_000), "1500"),
    ];
    for (name, shape, pid) in shapes {
        let w = stress_trace(&format!("pieces-{name}"), &shape);
        let (t, r) = (w.trace.display().to_string(), w.root.display().to_string());
        let trace = [t.as_str(), "-r", r.as_str(), "--no-vmlinux"];
        let runs: [(&str, &[&str], bool); 8] = [
            ("stack", &["stack"], false),
            ("calltree", &["calltree"], false),
            ("calltree-pid", &["calltree", "-i", pid], false),
            ("flamegraph", &["flamegraph"], true),
            ("dmtrace", &["dmtrace"], true),
            ("perfetto-all", &["perfetto", "--min-cycles", "0"], true),
            ("perfetto-some", &["perfetto", "--min-cycles", "12"], true),
            ("perfetto-chosen", &["perfetto", "--size-mb", "1"], true),
        ];
        for (what, args, file) in runs {
            let all: Vec<&str> = args.iter().chain(&trace).copied().collect();
            let dir = common::scratch(&format!("pieces-{name}-{what}"));
            let out = |tag: &str| file.then(|| dir.join(format!("{tag}.out")));
            let one = run(&all, 1, 1 << 16, out("one").as_deref());
            assert!(!one.is_empty(), "{name}: {args:?} printed nothing");
            let recs: &[usize] = if name == "procs" {
                &[5, 64]
            } else {
                &[1, 2, 3, 5, 7, 11]
            };
            for &n in recs {
                for compose in ["1", "0"] {
                    let par = common::qtools_tasks(
                        &all,
                        3,
                        n,
                        &[("QTOOLS_COMPOSE", compose)],
                        out("par").as_deref(),
                    );
                    assert!(
                        par == one,
                        "{name}: {args:?} on 3 workers, tasks of {n}, QTOOLS_COMPOSE={compose}: \
                         {} bytes, sequential {}",
                        par.len(),
                        one.len()
                    );
                }
            }
        }
    }
}

/// `perfetto` (protobuf) writes the sequential replay's file byte for byte on 2 and 3 workers:
/// tasks of a few records (the running thread's slices open across many tasks, and whether
/// their begins were written settled only where the outputs are joined), recursion deeper than
/// the stacks keep, `longjmp`s that close many slices at once, hundreds of processes (a switch
/// and tracks in most tasks); minimums given (every slice, some, none long enough) and chosen
/// (the first replay's histogram summed over tasks), including one that leaves out some.
#[test]
fn perfetto_writes_the_same_on_several_threads() {
    let shapes: [(&str, Shape, &[usize]); 4] = [
        ("loops", Shape::loops(2_000), &[1, 3, 7, 64, 4096]),
        ("deep", Shape::deep(1_000), &[2, 7, 500]),
        ("procs", Shape::processes(200), &[5, 1000]),
        ("big", Shape::loops(20_000), &[13, 1 << 16]),
    ];
    for (name, shape, recs) in shapes {
        let w = stress_trace(&format!("pf-{name}"), &shape);
        let (t, r) = (w.trace.display().to_string(), w.root.display().to_string());
        let trace = [t.as_str(), "-r", r.as_str(), "--no-vmlinux"];
        let runs: [(&str, &[&str]); 6] = [
            ("all", &["perfetto", "--min-cycles", "1"]),
            ("some", &["perfetto", "--min-cycles", "12"]),
            ("fewer", &["perfetto", "--min-cycles", "40"]),
            ("none", &["perfetto", "--min-cycles", "100000000000"]),
            ("chosen", &["perfetto"]),
            ("chosen-small", &["perfetto", "--size-mb", "1"]),
        ];
        for (what, args) in runs {
            same(&format!("pf-{name}-{what}"), args, &trace, true, recs);
        }
    }
}

/// A chosen minimum is written in one replay, from the slices of a lower minimum kept in a
/// temporary file (`cmd/perfetto/spill.rs`, the minimum raised as the slices are counted): the
/// file must be the one that the minimum it chose, given with `--min-cycles`, writes directly,
/// sequentially and on 3 workers with tasks from a few records (the minimum raised at every
/// task) to more than the trace. It breaks if the spill's replay forgets which begins it wrote
/// (`write_kept` without `*written = i`: 1,385,498 bytes against 705,481, sequentially) or if
/// the running minimum passes the chosen one (`lower_bound` a power of two higher: 253,655
/// bytes, slices missing).
#[test]
fn perfetto_chosen_minimum_writes_the_file_of_that_minimum() {
    let w = stress_trace("pf-chosen-direct", &Shape::loops(20_000));
    let (t, r) = (w.trace.display().to_string(), w.root.display().to_string());
    let dir = common::scratch("pf-chosen-direct-out");
    for (threads, recs) in [(1, 1 << 16), (3, 13), (3, 1 << 16)] {
        let run = |args: &[&str], out: &Path| {
            let r = std::process::Command::new(env!("CARGO_BIN_EXE_qtools"))
                .args(["perfetto", t.as_str(), "-r", r.as_str(), "--no-vmlinux"])
                .args(args)
                .arg("-o")
                .arg(out)
                .env("QTOOLS_THREADS", threads.to_string())
                .env("QTOOLS_TASK_RECS", recs.to_string())
                .env("QTOOLS_RESOLVERS", "2")
                .output()
                .expect("qtools runs");
            let err = String::from_utf8_lossy(&r.stderr).into_owned();
            assert!(r.status.success(), "{args:?}: {err}");
            (std::fs::read(out).expect("the file"), err)
        };
        let (chosen, said) = run(&["--size-mb", "1"], &dir.join("chosen.pftrace"));
        let min = said
            .split("slices shorter than ")
            .nth(1)
            .and_then(|s| s.split(' ').next())
            .unwrap_or_else(|| panic!("no minimum said: {said}"));
        assert!(min.parse::<u64>().unwrap() > 1, "{said}");
        let (direct, _) = run(&["--min-cycles", min], &dir.join("direct.pftrace"));
        assert!(
            chosen == direct,
            "{threads} threads, tasks of {recs}: chosen minimum {min}: {} bytes, with \
             --min-cycles {min} {}",
            chosen.len(),
            direct.len()
        );
    }
}

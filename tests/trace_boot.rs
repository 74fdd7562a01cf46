//! Tracing the default guest: `goldtrace --trace T` writes a complete, consistent trace
//! with the guest's process events (the JIT's boot; the interpreter's trace is the JIT's,
//! byte for byte, `tests/trace_engines.rs`); signals finish the interpreter's trace; an
//! existing trace is refused without `--force`.
//!
//! The boot tests need `guest/out` (built by `guest/build.sh`); without it they skip
//! with a message, unless `GOLDTRACE_REQUIRE_GUEST=1`, which makes them fail.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};

use tracefmt::{PidEvent, TraceReader};

mod common;
use common::guest_present;

const BIN: &str = env!("CARGO_BIN_EXE_goldtrace");
/// The default guest reboots after about 0.54e9 ticks; this only bounds a runaway.
const MAX_TICKS: &str = "4000000000";

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("goldtrace-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

#[test]
fn boot_writes_a_complete_trace_with_process_events() {
    if !guest_present() {
        return;
    }
    let dir = temp_dir("trace-boot");
    // On the JIT (5 CPU seconds where the interpreter took 24): the trace's records do not
    // depend on the engine that ran the guest (`tests/trace_engines.rs` checks the two
    // engines' traces of this boot byte for byte, and the JIT's Android trace against the
    // export of its compact one), and the Android recorder is the same for both.
    let out = Command::new(BIN)
        .args(["--engine", "jit", "--max-ticks", MAX_TICKS])
        .args(["--trace-format", "android", "--trace"])
        .arg(&dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stdout.contains("GOLDTRACE-WORKLOAD-DONE"), "{stdout}");
    assert!(stderr.contains("Elapsed seconds: "), "{stderr}");
    assert!(stderr.contains("simulated cycles/sec: "), "{stderr}");

    let rep = tracefmt::check(&dir);
    assert!(rep.finished);
    assert!(rep.is_ok(), "{:?}", rep.problems);

    let r = TraceReader::open(&dir).unwrap();
    let pids: Vec<_> = r.pid_events().map(|p| p.unwrap().event).collect();
    let count = |f: &dyn Fn(&PidEvent) -> bool| pids.iter().filter(|e| f(e)).count();
    // Tasks that existed before the driver probed, with their names.
    let kthreads: Vec<(u32, String)> = pids
        .iter()
        .filter_map(|e| match e {
            PidEvent::KthreadName { pid, name, .. } => {
                Some((*pid, String::from_utf8_lossy(name).into_owned()))
            }
            _ => None,
        })
        .collect();
    assert!(kthreads.len() >= 5, "{kthreads:?}");
    assert!(
        kthreads.contains(&(2, "kthreadd".to_string())),
        "{kthreads:?}"
    );
    assert!(kthreads.iter().all(|(_, n)| !n.is_empty()));
    // /init's processes: fork + exec with argv, mmaps of busybox, exit codes.
    let argv = |e: &PidEvent| match e {
        PidEvent::Exec { argv } => argv
            .iter()
            .map(|a| String::from_utf8_lossy(a).into_owned())
            .collect::<Vec<_>>()
            .join(" "),
        _ => String::new(),
    };
    let execs: Vec<String> = pids.iter().map(argv).filter(|a| !a.is_empty()).collect();
    assert!(
        execs.iter().any(|a| a == "/bin/busybox true one two three"),
        "{execs:?}"
    );
    assert!(execs.iter().any(|a| a == "/bin/sh -c exit 7"), "{execs:?}");
    // busybox runs md5sum as an applet of a forked shell and names it with prctl.
    let md5 = count(&|e| matches!(e, PidEvent::Name { name, .. } if *name == b"md5sum"));
    assert!(md5 >= 200, "{md5} md5sum names");
    assert!(count(&|e| matches!(e, PidEvent::Mmap { path, .. } if *path == b"/bin/busybox")) >= 2);
    assert!(count(&|e| matches!(e, PidEvent::Exit { code: 0x700 })) >= 1);
    assert!(count(&|e| matches!(e, PidEvent::Exit { code: 0 })) >= 200);
    assert!(count(&|e| matches!(e, PidEvent::Fork { .. })) >= 400);
    assert!(count(&|e| matches!(e, PidEvent::Clone { .. })) >= 1);
    assert!(count(&|e| matches!(e, PidEvent::Switch { .. })) >= 1000);
    assert!(count(&|e| matches!(e, PidEvent::Munmap { .. })) >= 1);
    assert!(count(&|e| matches!(e, PidEvent::Name { name, .. } if *name == b"gt-init")) == 1);
    assert!(
        count(&|e| matches!(
            e,
            PidEvent::SymbolAdd { addr: 0xc000_8000, name } if *name == b"gt_test_symbol"
        )) == 1
    );
    assert!(count(&|e| matches!(e, PidEvent::SymbolRemove { addr: 0xc000_8000 })) == 1);
    check_gt_threads(&pids);
    // Executed blocks: present once the engines record them. Then the instruction
    // times must be exactly one per executed instruction.
    if rep.dynamic_bbs <= 1 {
        eprintln!("note: no executed blocks in the trace (the engine hooks are not in yet)");
    } else {
        assert!(rep.static_blocks > 1);
        assert_eq!(rep.insn_times, rep.dynamic_insns);
        assert!(rep.used_pids > 10, "blocks are attributed to processes");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `/bin/gt-threads 2 1000` (guest/user/gt-threads.c): exec with its argv, its
/// MAP_SHARED file mapping, a forked child, two user threads (CLONE records whose
/// tgid is the process, each switched to and exiting 0), the munmap, exit code 0.
fn check_gt_threads(events: &[PidEvent]) {
    // Each event with the thread it applies to: the last switch before it.
    let mut cur = 0u32;
    let ev: Vec<(u32, &PidEvent)> = events
        .iter()
        .map(|e| {
            if let PidEvent::Switch { pid } = e {
                cur = *pid;
            }
            (cur, e)
        })
        .collect();
    let want: [&[u8]; 3] = [b"/bin/gt-threads", b"2", b"1000"];
    let execs: Vec<usize> = ev
        .iter()
        .enumerate()
        .filter(|(_, (_, e))| matches!(e, PidEvent::Exec { argv } if argv[..] == want[..]))
        .map(|(i, _)| i)
        .collect();
    assert_eq!(execs.len(), 1, "one exec of /bin/gt-threads 2 1000");
    let (at, pid) = (execs[0], ev[execs[0]].0);
    assert!(
        ev[..at].iter().any(
            |(_, e)| matches!(e, PidEvent::Fork { tgid, pid: p } if *tgid == pid && *p == pid)
        ),
        "gt-threads (pid {pid}) was forked as a process"
    );
    // From the exec to the process's own exit.
    let end = at
        + ev[at..]
            .iter()
            .position(|(c, e)| *c == pid && matches!(e, PidEvent::Exit { .. }))
            .expect("gt-threads exits");
    assert!(
        matches!(ev[end].1, PidEvent::Exit { code: 0 }),
        "{:?}",
        ev[end].1
    );
    let life = &ev[at..=end];
    let own =
        |f: &dyn Fn(&PidEvent) -> bool| life.iter().filter(|(c, e)| *c == pid && f(e)).count();
    assert!(own(&|e| matches!(e, PidEvent::Mmap { path, .. } if *path == b"/bin/gt-threads")) >= 1);
    let shared: Vec<(u32, u32, u32)> = life
        .iter()
        .filter_map(|(c, e)| match e {
            PidEvent::Mmap {
                start,
                end,
                offset,
                path,
            } if *c == pid && *path == b"/tmp/gt-threads.map" => Some((*start, *end, *offset)),
            _ => None,
        })
        .collect();
    assert_eq!(shared.len(), 1, "{shared:?}");
    let (start, stop, offset) = shared[0];
    assert_eq!((stop - start, offset), (4096, 0));
    assert_eq!(
        own(&|e| matches!(e, PidEvent::Munmap { start: s, end: e } if (*s, *e) == (start, stop))),
        1
    );
    // The forked child shares the page and exits 0.
    let children: Vec<u32> = life
        .iter()
        .filter_map(|(c, e)| match e {
            PidEvent::Fork { tgid, pid: p } if *c == pid && tgid == p => Some(*p),
            _ => None,
        })
        .collect();
    assert_eq!(children.len(), 1, "{children:?}");
    // Two user threads of this process: CLONE with its tgid, run, exit 0.
    let threads: Vec<u32> = life
        .iter()
        .filter_map(|(c, e)| match e {
            PidEvent::Clone { tgid, pid: p } if *c == pid && *tgid == pid => Some(*p),
            PidEvent::Clone { tgid, .. } => {
                assert_ne!(*tgid, pid, "a clone of gt-threads made by another thread");
                None
            }
            _ => None,
        })
        .collect();
    assert_eq!(threads.len(), 2, "{threads:?}");
    for t in threads.iter().chain(&children) {
        assert_ne!(*t, pid);
        let born = life
            .iter()
            .position(|(_, e)| matches!(e, PidEvent::Clone { pid: p, .. } | PidEvent::Fork { pid: p, .. } if p == t))
            .unwrap();
        assert!(
            life[born..]
                .iter()
                .any(|(_, e)| matches!(e, PidEvent::Switch { pid: p } if p == t)),
            "a switch to {t}"
        );
        let exits: Vec<_> = life
            .iter()
            .filter(|(c, e)| c == t && matches!(e, PidEvent::Exit { .. }))
            .collect();
        assert!(
            matches!(exits[..], [(_, PidEvent::Exit { code: 0 })]),
            "{t} exits once with 0: {exits:?}"
        );
    }
}

#[test]
fn sigterm_finishes_the_trace() {
    if !guest_present() {
        return;
    }
    let dir = temp_dir("trace-term");
    let mut child = Command::new(BIN)
        .args(["--engine", "interp", "--max-ticks", MAX_TICKS])
        .args(["--trace-format", "android", "--trace"])
        .arg(&dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut lines = BufReader::new(stdout).lines();
    assert!(
        lines.any(|l| l.is_ok_and(|l| l.contains("GOLDTRACE-BOOT-OK"))),
        "the guest booted"
    );
    let kill = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    for _ in lines {}
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("interrupted"), "{stderr}");
    let rep = tracefmt::check(&dir);
    assert!(rep.finished && rep.is_ok(), "{:?}", rep.problems);
    assert!(rep.pid_events > 100);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_existing_trace_is_refused_without_force() {
    let dir = temp_dir("trace-exists");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("qtrace.static"), b"old").unwrap();
    let out = Command::new(BIN)
        .args(["--engine", "interp", "--max-ticks", "1", "--trace"])
        .arg(&dir)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("--force"), "{stderr}");
    assert_eq!(std::fs::read(dir.join("qtrace.static")).unwrap(), b"old");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn trace_options_need_a_trace() {
    for opt in [&["--force"][..], &["--tracing", "off"][..]] {
        let out = Command::new(BIN).args(opt).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{opt:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("--trace"), "{stderr}");
    }
}

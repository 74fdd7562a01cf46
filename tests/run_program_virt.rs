//! `goldtrace run -- PROG ARGS` on the `virt` board: tests/run/hello.c built here as a
//! dynamically linked armhf program (Thumb-2, arm-linux-gnueabihf-gcc's default)
//! runs on the armhf guest's stock kernel, picked from the ELF's float ABI, with its
//! libraries from /usr/arm-linux-gnueabihf; its output, exit status (the guest's
//! /init reports it in goldtrace's status register), a signal, standard input, both
//! engines, and traces (a profile naming its functions, a replay, `--trace-only-program`).
//!
//! Without `guest/out/armhf` or the cross compiler the tests skip with a message,
//! unless `GOLDTRACE_REQUIRE_GUEST=1`, which makes them fail.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use common::{guest_out, path, qtools_bin, scratch, stderr, stdout};
// `goldtrace ARGS` with `input` as its standard input (else none).
use common::goldtrace_with_input as goldtrace;
use goldtrace::desc::BoardKind;

const CC: &str = "arm-linux-gnueabihf-gcc";

/// Whether the armhf guest and the cross compiler are there (see the module's doc).
fn ready() -> bool {
    let g = BoardKind::Virt.default_guest(&guest_out());
    let guest = g.kernel.exists() && g.initrd.exists();
    let cc = Command::new(CC)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !(guest && cc) {
        assert!(
            std::env::var("GOLDTRACE_REQUIRE_GUEST").as_deref() != Ok("1"),
            "guest/out/armhf or {CC} is missing and GOLDTRACE_REQUIRE_GUEST=1"
        );
        eprintln!(
            "skipped: {} is missing",
            if guest {
                CC
            } else {
                "guest/out/armhf (guest/armhf/build.sh)"
            }
        );
    }
    guest && cc
}

/// tests/run/hello.c built dynamically for armhf into `dir/hello`.
fn hello(dir: &Path) -> PathBuf {
    let exe = dir.join("hello");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run/hello.c");
    let out = Command::new(CC)
        .args(["-O1", "-g", "-o", path(&exe), path(&src)])
        .output()
        .unwrap();
    assert!(out.status.success(), "{CC}: {}", stderr(&out));
    exe
}

#[test]
fn an_armhf_program_runs_on_virt_with_its_status_on_both_engines() {
    if !ready() {
        return;
    }
    let dir = scratch("runvirt-hello");
    let exe = hello(&dir);
    // Thumb-2 code: the entry point's low bit.
    let elf = std::fs::read(&exe).unwrap();
    assert_eq!(u32::from_le_bytes(elf[24..28].try_into().unwrap()) & 1, 1);
    std::fs::write(dir.join("data.txt"), "line one\nline two\n").unwrap();
    let add = path(&dir.join("data.txt")).to_string();
    let want = "arg0=/usr/local/bin/hello\narg1=exit\narg2=3\narg3=two words\n\
                GREETING=hi there\ncwd=/root\ndata: line one\ndata: line two\nspin=";
    let mut outputs = Vec::new();
    for engine in ["jit", "interp"] {
        let out = goldtrace(
            &[
                "run",
                "--engine",
                engine,
                "--add",
                &add,
                "--env",
                "GREETING=hi there",
                "--",
                path(&exe),
                "exit",
                "3",
                "two words",
            ],
            None,
        );
        let text = stdout(&out);
        assert_eq!(
            out.status.code(),
            Some(3),
            "{engine}: {text}\n{}",
            stderr(&out)
        );
        // The console shows the program's output and nothing of a quiet boot.
        assert!(text.starts_with(want), "{engine}: {text}");
        assert!(stderr(&out).contains("at 1000 MHz"), "{}", stderr(&out));
        outputs.push(text);
    }
    assert_eq!(outputs[0], outputs[1]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_signal_is_128_plus_its_number_and_stdin_reaches_the_program() {
    if !ready() {
        return;
    }
    let dir = scratch("runvirt-signal");
    let exe = hello(&dir);
    let out = goldtrace(&["run", "--", path(&exe), "segv"], None);
    assert_eq!(out.status.code(), Some(128 + 11), "{}", stderr(&out));
    let out = goldtrace(
        &[
            "run",
            "--machine",
            "virt",
            "--cwd",
            "/tmp",
            "--",
            path(&exe),
            "cat",
        ],
        Some(b"ab\ncd\nef"),
    );
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(text.contains("cwd=/tmp\n"), "{text:?}");
    assert!(text.ends_with("AB\nCD\nEF<eof>\n"), "{text:?}");
    // The Versatile PB does not run it: one line, exit 2.
    let out = goldtrace(&["run", "--machine", "versatilepb", "--", path(&exe)], None);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = stderr(&out);
    assert!(
        err.trim_end().lines().count() == 1
            && err.contains("the versatilepb board does not run armhf programs"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_traced_armhf_program_is_profiled_by_name_and_replays() {
    if !ready() {
        return;
    }
    let dir = scratch("runvirt-trace");
    let exe = hello(&dir);
    let trace = dir.join("trace");
    let out = goldtrace(
        &[
            "run",
            "--trace",
            path(&trace),
            "--",
            path(&exe),
            "exit",
            "5",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(5), "{}", stderr(&out));
    let recipe = std::fs::read_to_string(trace.join("recipe")).unwrap();
    assert!(recipe.contains("machine: virt\n"), "{recipe}");
    assert!(
        recipe.contains("program: /usr/local/bin/hello\n"),
        "{recipe}"
    );
    assert!(
        recipe.contains("guest-file: /lib/ld-linux-armhf.so.3\t"),
        "{recipe}"
    );

    let profile = Command::new(qtools_bin())
        .args(["profile", path(&trace), "--by", "function"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&profile.stdout);
    assert!(profile.status.success(), "{}", stderr(&profile));
    let names = |name: &str| {
        text.lines()
            .any(|l| l.split_whitespace().any(|w| w == name))
    };
    assert!(names("gt_spin") && names("main"), "{text}");
    assert!(
        text.lines().any(|l| l.contains("libc.so.6")),
        "no libc function: {text}"
    );

    let (out, err) = common::replay(&trace, &[]);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("verified"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn trace_only_program_records_the_program() {
    if !ready() {
        return;
    }
    let dir = scratch("runvirt-only");
    let exe = hello(&dir);
    let trace = dir.join("trace");
    let out = goldtrace(
        &[
            "run",
            "--trace",
            path(&trace),
            "--trace-only-program",
            "--",
            path(&exe),
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    // tracefmt's reader (tests/run_program.rs's check) converts to qtrace v2, which
    // cannot hold Thumb-2 blocks: the window's bounds are read from qtools' own
    // output of the compact trace.
    let window = Window::of(&trace);
    let (first, last) = (&window.blocks[0], &window.blocks[window.blocks.len() - 1]);
    assert!(
        window.blocks.len() > 100_000,
        "{} executions",
        window.blocks.len()
    );
    // The first record is the program's thread in the kernel's exec hook (the trace
    // driver's goldtrace_exec, which starts the recording) right after the exec...
    assert_eq!(first.pid, window.pid, "first record {first:?}");
    assert!(
        window.exec <= first.time && first.time - window.exec < 1000,
        "exec at {}, first record {first:?}",
        window.exec
    );
    assert!(
        window.blocks[..3]
            .iter()
            .any(|b| b.symbol.starts_with("goldtrace_exec+")),
        "{:?}",
        &window.blocks[..3]
    );
    // ... and the last its exit hook (goldtrace_exit, which stops it) before the exit.
    assert_eq!(last.pid, window.pid, "last record {last:?}");
    assert!(
        last.symbol.starts_with("goldtrace_exit+"),
        "last record {last:?}"
    );
    assert!(
        last.time <= window.exit && window.exit - last.time < 1000,
        "exit at {}, last record {last:?}",
        window.exit
    );
    let profile = Command::new(qtools_bin())
        .args(["profile", path(&trace), "--by", "function"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&profile.stdout);
    assert!(profile.status.success(), "{}", stderr(&profile));
    assert!(
        text.lines()
            .any(|l| l.split_whitespace().any(|w| w == "gt_spin")),
        "{text}"
    );
    let events = |t: &str| -> u64 {
        t.lines()
            .find_map(|l| l.strip_prefix("block events: "))
            .and_then(|n| n.trim().parse().ok())
            .expect("block events")
    };
    assert!(events(&text) < 2_000_000, "{text}");
    let (out, err) = common::replay(&trace, &[]);
    assert!(out.status.success(), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// One line of `qtools blocks`.
#[derive(Debug)]
struct Block {
    time: u64,
    pid: u32,
    symbol: String,
}

/// A `--trace-only-program` trace as qtools reads it: the program's exec (from
/// `qtools events`: its `argv[0]`, the thread switched to last, and that thread's
/// exit) and every block execution recorded (`qtools blocks`).
struct Window {
    pid: u32,
    exec: u64,
    exit: u64,
    blocks: Vec<Block>,
}

impl Window {
    fn of(trace: &Path) -> Window {
        let run = |what: &str| -> String {
            let out = Command::new(qtools_bin())
                .args([what, path(trace)])
                .output()
                .unwrap();
            assert!(out.status.success(), "qtools {what}: {}", stderr(&out));
            String::from_utf8(out.stdout).unwrap()
        };
        // "t<time> switch <pid>", "t<time> argc: N" then "  argv[0]: PATH", "t<time> exit <code>".
        let events = run("events");
        let (mut current, mut last_time) = (0, 0);
        let (mut pid, mut exec, mut exit) = (None, None, None);
        for line in events.lines() {
            if let Some(arg0) = line.trim_start().strip_prefix("argv[0]: ") {
                if arg0 == "/usr/local/bin/hello" && exec.is_none() {
                    (pid, exec) = (Some(current), Some(last_time));
                }
                continue;
            }
            let Some((time, what)) = line.strip_prefix('t').and_then(|l| l.split_once(' ')) else {
                continue;
            };
            last_time = time.parse().unwrap();
            if let Some(p) = what.strip_prefix("switch ") {
                current = p.parse().unwrap();
            } else if what.starts_with("exit ") && exit.is_none() && pid == Some(current) {
                exit = Some(last_time);
            }
        }
        let blocks = run("blocks")
            .lines()
            .skip(1)
            .map(|line| {
                let f: Vec<&str> = line.split_whitespace().collect();
                Block {
                    time: f[0].parse().unwrap(),
                    pid: f[2].parse().unwrap(),
                    symbol: f.get(5).unwrap_or(&"").to_string(),
                }
            })
            .collect();
        Window {
            pid: pid.expect("the program's exec in qtools events"),
            exec: exec.unwrap(),
            exit: exit.expect("the program's exit in qtools events"),
            blocks,
        }
    }
}

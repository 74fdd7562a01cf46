//! `goldtrace run -- PROG ARGS`: a small armel C program (tests/run/hello.c), built
//! here with the Debian cross compiler, runs on the default kernel with its shared
//! libraries from the cross toolchain's sysroot; its output, exit status, signal,
//! standard input, the errors a user meets, and its traces (a profile naming its
//! functions without `-r`, a replay, `--trace-only-program`'s window).

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::{guest_present, path, qtools_bin, scratch, stderr, stdout};
// `goldtrace ARGS` with `input` as its standard input (else none).
use common::goldtrace_with_input as goldtrace;
use tracefmt::PidEvent;

const CC: &str = "arm-linux-gnueabi-gcc";

/// Whether the cross compiler and the guest are there (else the test skips, or fails
/// with `GOLDTRACE_REQUIRE_GUEST=1`).
fn ready() -> bool {
    if !guest_present() {
        return false;
    }
    let ok = Command::new(CC)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        assert!(
            std::env::var("GOLDTRACE_REQUIRE_GUEST").as_deref() != Ok("1"),
            "{CC} is missing and GOLDTRACE_REQUIRE_GUEST=1 (scripts/deps.sh installs it)"
        );
        eprintln!("skipped: {CC} is missing (scripts/deps.sh installs it)");
    }
    ok
}

fn source(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/run")
        .join(name)
}

/// Compiles `args` with the cross compiler; panics with its errors.
fn cc(args: &[&str]) {
    let out = Command::new(CC).args(args).output().unwrap();
    assert!(out.status.success(), "{CC} {args:?}: {}", stderr(&out));
}

/// tests/run/hello.c built dynamically into `dir/hello`.
fn hello(dir: &Path) -> PathBuf {
    let exe = dir.join("hello");
    cc(&["-O1", "-g", "-o", path(&exe), path(&source("hello.c"))]);
    exe
}

/// An error the user made: one line on stderr, exit status 2.
fn one_error_line(out: &Output) -> String {
    let err = stderr(out);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert_eq!(err.lines().count(), 1, "not one line: {err}");
    err
}

#[test]
fn the_program_prints_its_arguments_and_file_and_exits_with_its_status() {
    if !ready() {
        return;
    }
    let dir = scratch("run-hello");
    let exe = hello(&dir);
    std::fs::write(dir.join("data.txt"), "line one\nline two\n").unwrap();
    let out = goldtrace(
        &[
            "run",
            "--add",
            path(&dir.join("data.txt")),
            "--env",
            "GREETING=hi there",
            "--",
            path(&exe),
            "exit",
            "7",
            "two words",
        ],
        None,
    );
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(7), "{text}\n{}", stderr(&out));
    let want = "arg0=/usr/local/bin/hello\narg1=exit\narg2=7\narg3=two words\n\
                GREETING=hi there\ncwd=/root\ndata: line one\ndata: line two\nspin=";
    assert!(text.contains(want), "{text}");
    // The console shows the program's output and nothing of a quiet boot.
    assert!(text.starts_with("arg0="), "{text}");

    // QEMU's names of today's board and CPU, --cwd, an --add with its guest path,
    // status 0.
    let out = goldtrace(
        &[
            "run",
            "--machine",
            "versatilepb",
            "--cpu",
            "arm926",
            "--cwd",
            "/srv",
            "--add",
            &format!("{}:/srv/data.txt", path(&dir.join("data.txt"))),
            "--",
            path(&exe),
        ],
        None,
    );
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}\n{}", stderr(&out));
    assert!(text.contains("cwd=/srv\ndata: line one\n"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_signal_is_128_plus_its_number_and_stdin_reaches_the_program() {
    if !ready() {
        return;
    }
    let dir = scratch("run-signal");
    let exe = hello(&dir);
    let out = goldtrace(&["run", "--", path(&exe), "segv"], None);
    assert_eq!(out.status.code(), Some(128 + 11), "{}", stderr(&out));
    let out = goldtrace(&["run", "--", path(&exe), "cat"], Some(b"ab\ncd\nef"));
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(text.ends_with("AB\nCD\nEF<eof>\n"), "{text:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn what_cannot_run_is_one_line_naming_it() {
    if !ready() {
        return;
    }
    let dir = scratch("run-errors");
    // A library the sysroot lacks.
    cc(&[
        "-shared",
        "-fPIC",
        "-o",
        path(&dir.join("libgtmissing.so")),
        path(&source("gtmissing.c")),
    ]);
    let needs = dir.join("needs");
    cc(&[
        "-o",
        path(&needs),
        path(&source("needs.c")),
        "-L",
        path(&dir),
        "-lgtmissing",
    ]);
    let err = one_error_line(&goldtrace(&["run", "--", path(&needs)], None));
    assert!(
        err.contains("library libgtmissing.so (needed by ")
            && err.contains("is not in the sysroot /usr/arm-linux-gnueabi"),
        "{err}"
    );
    // The same with a sysroot that has it, beside the cross toolchain's libraries.
    let sysroot = dir.join("sysroot");
    std::fs::create_dir_all(sysroot.join("usr/lib")).unwrap();
    std::os::unix::fs::symlink("/usr/arm-linux-gnueabi/lib", sysroot.join("lib")).unwrap();
    std::fs::copy(
        dir.join("libgtmissing.so"),
        sysroot.join("usr/lib/libgtmissing.so"),
    )
    .unwrap();
    let out = goldtrace(
        &["run", "--sysroot", path(&sysroot), "--", path(&needs)],
        None,
    );
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));

    // A host program, a program that is not there, an --add that is not there.
    let err = one_error_line(&goldtrace(&["run", "--", "/bin/true"], None));
    assert!(err.contains("/bin/true: not an ARM ELF"), "{err}");
    let err = one_error_line(&goldtrace(&["run", "--", "/nonexistent/prog"], None));
    assert!(
        err.contains("/nonexistent/prog") && err.contains("os error 2"),
        "{err}"
    );
    let exe = hello(&dir);
    let err = one_error_line(&goldtrace(
        &["run", "--add", "/nonexistent/data", "--", path(&exe)],
        None,
    ));
    assert!(err.contains("--add /nonexistent/data"), "{err}");
    // An armhf program (its ELF flags say hard-float) is not for the Versatile PB
    // (tests/run_program_virt.rs runs armhf programs on virt), nor this armel one for
    // virt.
    let mut elf = std::fs::read(&exe).unwrap();
    let flags = u32::from_le_bytes(elf[36..40].try_into().unwrap());
    elf[36..40].copy_from_slice(&((flags & !0x200) | 0x400).to_le_bytes());
    let armhf = dir.join("armhf");
    std::fs::write(&armhf, &elf).unwrap();
    let err = one_error_line(&goldtrace(
        &["run", "--machine", "versatilepb", "--", path(&armhf)],
        None,
    ));
    assert!(
        err.contains("the versatilepb board does not run armhf programs"),
        "{err}"
    );
    let err = one_error_line(&goldtrace(
        &["run", "--machine", "virt", "--", path(&exe)],
        None,
    ));
    assert!(
        err.contains("the virt board does not run armel programs"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The profile's lines naming `name`.
fn profile_lines<'a>(profile: &'a str, name: &str) -> Vec<&'a str> {
    profile
        .lines()
        .filter(|l| l.split_whitespace().any(|w| w == name))
        .collect()
}

#[test]
fn a_traced_program_is_profiled_by_name_and_replays() {
    if !ready() {
        return;
    }
    let dir = scratch("run-trace");
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
    assert!(
        recipe.contains("program: /usr/local/bin/hello\n"),
        "{recipe}"
    );
    assert!(recipe.contains("machine: versatilepb\n"), "{recipe}");
    assert!(recipe.contains(&format!("initrd: {}", path(&trace.join("initramfs.cpio")))));
    assert!(recipe.contains("guest-file: /lib/libc.so.6\t"), "{recipe}");

    let profile = Command::new(qtools_bin())
        .args(["profile", path(&trace), "--by", "function"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&profile.stdout);
    assert!(profile.status.success(), "{}", stderr(&profile));
    assert!(!profile_lines(&text, "gt_spin").is_empty(), "{text}");
    assert!(!profile_lines(&text, "main").is_empty(), "{text}");
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
fn trace_only_program_records_from_its_exec_to_its_exit() {
    if !ready() {
        return;
    }
    let dir = scratch("run-only");
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
    let reader = tracefmt::TraceReader::open_any(&trace).unwrap();
    // The program's exec and the exit of the thread that exec'd it.
    let (mut current, mut pid, mut exec, mut exit) = (0, None, None, None);
    for r in reader.pid_events() {
        let r = r.unwrap();
        match r.event {
            PidEvent::Switch { pid } => current = pid,
            PidEvent::Exec { argv } if argv.first() == Some(&&b"/usr/local/bin/hello"[..]) => {
                pid = Some(current);
                exec = Some(r.time);
            }
            PidEvent::Exit { .. } if exit.is_none() && pid == Some(current) => exit = Some(r.time),
            _ => {}
        }
    }
    let (exec, exit) = (exec.expect("the exec"), exit.expect("the exit"));
    let times: Vec<u64> = reader
        .bb_execs()
        .map(|e| e.unwrap())
        .filter(|e| e.bb_num != 0)
        .map(|e| e.time)
        .collect();
    assert!(times.len() > 100_000, "{} executions", times.len());
    let (first, last) = (times[0], times[times.len() - 1]);
    assert!(
        exec <= first && first - exec < 1000,
        "exec at {exec}, first block at {first}"
    );
    assert!(
        last <= exit && exit - last < 1000,
        "exit at {exit}, last block at {last}"
    );
    // The replay records the same window.
    let (out, err) = common::replay(&trace, &[]);
    assert!(out.status.success(), "{err}");
    // A checkpoint does not keep the program's window: refused both ways.
    let (out, _) = common::replay(&trace, &["--checkpoint-every", "10000000"]);
    let err = one_error_line(&out);
    assert!(err.contains("--trace-only-program"), "{err}");
    let err = one_error_line(&goldtrace(
        &[
            "run",
            "--trace",
            path(&dir.join("other")),
            "--trace-only-program",
            "--checkpoint-every",
            "1000000",
            "--",
            path(&exe),
        ],
        None,
    ));
    assert!(
        err.contains("--checkpoint-every cannot go with --trace-only-program"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

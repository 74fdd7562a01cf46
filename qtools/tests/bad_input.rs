//! Bad input through the `qtools` binary: never a panic, a one-line message, exit code 2 where
//! nothing can be read.

mod common;

use std::process::Command;

fn qtools(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_qtools"))
        .args(args)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn assert_clean_failure(code: i32, err: &str, want_code: i32) {
    assert_eq!(code, want_code, "stderr: {err}");
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(err.starts_with("qtools: error: "), "{err}");
}

#[test]
fn missing_directory_and_non_trace_directory_exit_2() {
    let (code, _, err) = qtools(&["profile", "/nonexistent/qtools-trace", "--no-vmlinux"]);
    assert_clean_failure(code, &err, 2);
    assert!(err.contains("No such file or directory"), "{err}");
    let d = common::scratch("not-a-trace");
    std::fs::write(d.join("README"), "hello").unwrap();
    let (code, _, err) = qtools(&["pids", d.to_str().unwrap(), "--no-vmlinux"]);
    assert_clean_failure(code, &err, 2);
    assert!(err.contains("not a readable qtrace directory"), "{err}");
}

#[test]
fn corrupt_header_exits_2() {
    let (dir, _, _) = common::fixture("bad-header");
    let p = dir.join("qtrace.static");
    let mut b = std::fs::read(&p).unwrap();
    b[0] ^= 0xff;
    std::fs::write(&p, &b).unwrap();
    let (code, _, err) = qtools(&["check", dir.to_str().unwrap(), "--no-vmlinux"]);
    assert_clean_failure(code, &err, 2);
    std::fs::write(&p, &b[..40]).unwrap();
    let (code, _, err) = qtools(&["dump", dir.to_str().unwrap(), "--no-vmlinux"]);
    assert_clean_failure(code, &err, 2);
}

#[test]
fn truncated_files_give_one_line_and_never_panic() {
    for (file, cut) in [
        ("qtrace.bb", 7),
        ("qtrace.pid", 9),
        ("qtrace.exc", 3),
        ("qtrace.insn", 5),
    ] {
        let (dir, vmlinux, root) = common::fixture(&format!("trunc-{file}"));
        let p = dir.join(file);
        let b = std::fs::read(&p).unwrap();
        std::fs::write(&p, &b[..cut.min(b.len())]).unwrap();
        let d = dir.to_str().unwrap();
        let v = vmlinux.to_str().unwrap();
        let r = root.to_str().unwrap();
        for cmd in [
            "check",
            "profile",
            "pids",
            "dump",
            "stack",
            "perfetto",
            "events",
            "exceptions",
            "bbprof",
        ] {
            let (code, _, err) = qtools(&[cmd, d, v, "-r", r, "-q"]);
            assert!(!err.contains("panicked"), "{cmd} {file}: {err}");
            assert!(code == 0 || code == 1, "{cmd} {file}: code {code}: {err}");
            assert!(err.lines().count() <= 1, "{cmd} {file}: {err}");
        }
        let (code, out, _) = qtools(&["check", d, v, "-r", r, "-q"]);
        assert_eq!(code, 1, "check must fail on a truncated {file}");
        assert!(out.contains("FAILED"), "{out}");
    }
}

#[test]
fn missing_stripped_and_garbage_elfs_still_profile() {
    let (dir, _, root) = common::fixture("bad-elf");
    let garbage = root.join("garbage-vmlinux");
    std::fs::write(&garbage, b"\x7fELF garbage").unwrap();
    std::fs::remove_file(root.join("lib/libc.so")).unwrap();
    let d = dir.to_str().unwrap();
    let (code, out, err) = qtools(&[
        "profile",
        d,
        garbage.to_str().unwrap(),
        "-r",
        root.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("garbage-vmlinux: not a readable ELF file"),
        "{err}"
    );
    assert!(err.contains("lib/libc.so"), "{err}");
    assert!(!err.contains("panicked"));
    // Kernel code without symbols is "(kernel)", the missing library its file name, the
    // stripped executable its file name, the unmapped address "(unknown)".
    for name in ["(kernel)", "libc.so", "stripped", "(unknown)", "main"] {
        assert!(out.contains(name), "{name} missing in\n{out}");
    }
}

#[test]
fn every_command_has_help() {
    for cmd in [
        "check",
        "dump",
        "blocks",
        "bb2sym",
        "bbprof",
        "profile",
        "pids",
        "events",
        "exceptions",
        "regions",
        "hist",
        "coverage",
        "stack",
        "calltree",
        "dmtrace",
        "flamegraph",
        "perfetto",
    ] {
        let (code, out, _) = qtools(&[cmd, "--help"]);
        assert_eq!(code, 0, "{cmd}");
        assert!(out.contains("Usage: qtools"), "{cmd}: {out}");
    }
}

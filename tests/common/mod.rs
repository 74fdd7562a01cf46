//! What the integration tests that boot the default guest share.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Where `guest/build.sh` puts the default guest.
pub fn guest_out() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("guest/out")
}

/// Whether the default guest is built. Without it a test skips with a message, unless
/// `GOLDTRACE_REQUIRE_GUEST=1`, which makes it fail.
#[allow(dead_code, reason = "the armhf guest's tests have their own check")]
pub fn guest_present() -> bool {
    let out = guest_out();
    let ok = ["zImage", "goldtrace.dtb", "initramfs.cpio.gz"]
        .iter()
        .all(|f| out.join(f).exists());
    if !ok {
        assert!(
            std::env::var("GOLDTRACE_REQUIRE_GUEST").as_deref() != Ok("1"),
            "guest/out is missing and GOLDTRACE_REQUIRE_GUEST=1"
        );
        eprintln!("skipped: guest/out is missing (build it with guest/build.sh)");
    }
    ok
}

/// qtools, built beside goldtrace (`cargo build --release --workspace --bins`).
#[allow(dead_code, reason = "only the tests that run qtools call it")]
pub fn qtools_bin() -> PathBuf {
    let p = Path::new(env!("CARGO_BIN_EXE_goldtrace")).with_file_name("qtools");
    assert!(
        p.exists(),
        "{}: build the workspace's binaries first",
        p.display()
    );
    p
}

/// A fresh empty directory for a test's files (`goldtrace-NAME-PID` in the temporary
/// directory).
#[allow(dead_code, reason = "only the replay tests call it")]
pub fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("goldtrace-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs the goldtrace binary with `args`, output captured.
#[allow(dead_code, reason = "only the replay tests call it")]
pub fn goldtrace(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_goldtrace"))
        .args(args)
        .output()
        .expect("running goldtrace")
}

/// `goldtrace ARGS` with `input` as its standard input (else none), output captured.
#[allow(dead_code, reason = "only the `goldtrace run` tests call it")]
pub fn goldtrace_with_input(args: &[&str], input: Option<&[u8]>) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_goldtrace"))
        .args(args)
        .stdin(if input.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("running goldtrace");
    if let Some(bytes) = input {
        child.stdin.take().unwrap().write_all(bytes).unwrap();
    }
    child.wait_with_output().unwrap()
}

/// A run's standard output as text.
#[allow(dead_code, reason = "only the `goldtrace run` tests call it")]
pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// `goldtrace replay TRACE ARGS...`: its output and its standard error.
#[allow(dead_code, reason = "only the replay tests call it")]
pub fn replay(trace: &Path, args: &[&str]) -> (Output, String) {
    let out = goldtrace(&[&["replay", path(trace)][..], args].concat());
    let err = stderr(&out);
    (out, err)
}

/// A run's standard error as text.
#[allow(dead_code, reason = "only the replay tests call it")]
pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A path as a command-line argument.
#[allow(dead_code, reason = "only the replay tests call it")]
pub fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// Replays the window of `trace` that `how` names (`--call ...`, `--exception N`),
/// `length` ticks long, into `TRACE.NAME.tarmac`; the replay must succeed and verify.
/// Returns its standard error and the Tarmac text.
#[allow(dead_code, reason = "only the replay tests call it")]
pub fn tarmac_window(trace: &Path, name: &str, length: u64, how: &[&str]) -> (String, String) {
    let file = trace.with_extension(format!("{name}.tarmac"));
    let length = length.to_string();
    let args = [&["--length", &length, "--tarmac", path(&file)][..], how].concat();
    let (out, err) = replay(trace, &args);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("verified"), "{err}");
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    (err, text)
}

//! What the integration tests that boot the default guest share.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Where `guest/build.sh` puts the default guest.
pub fn guest_out() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("guest/out")
}

/// Whether the default guest is built. Without it a test skips with a message, unless
/// `GOLDTRACE_REQUIRE_GUEST=1`, which makes it fail.
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

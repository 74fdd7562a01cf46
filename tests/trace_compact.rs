//! The compact trace of a run that is killed, or stopped by SIGTERM, reads: qtools says
//! it is unfinished and up to which tick, and prints its results.
//!
//! Needs `guest/out`; skips without it unless `GOLDTRACE_REQUIRE_GUEST=1`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

mod common;
use common::{guest_present, qtools_bin};

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("goldtrace-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn qtools(args: &[&str], dir: &Path) -> std::process::Output {
    Command::new(qtools_bin())
        .args(args)
        .arg(dir)
        .output()
        .expect("running qtools")
}

#[test]
fn a_killed_run_leaves_a_readable_trace() {
    if !guest_present() {
        return;
    }
    let mut last_tick = 0u64;
    for (k, ms) in [700u64, 1500, 3000].into_iter().enumerate() {
        let dir = temp_dir(&format!("killed-{k}"));
        let mut child = Command::new(env!("CARGO_BIN_EXE_goldtrace"))
            .arg("--trace")
            .arg(&dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(ms));
        child.kill().unwrap();
        let status = child.wait().unwrap();
        if status.success() {
            // The run finished before the kill (a fast machine): nothing to check.
            continue;
        }
        let out = qtools(&["profile", "-q"], &dir);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "after {ms} ms: {stderr}");
        let line = stderr
            .lines()
            .find(|l| l.contains("unfinished trace: read up to tick"))
            .unwrap_or_else(|| panic!("after {ms} ms: {stderr}"));
        let tick: u64 = line
            .split("up to tick ")
            .nth(1)
            .and_then(|s| s.split_whitespace().next())
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("{line}"));
        let profile = String::from_utf8_lossy(&out.stdout);
        assert!(profile.contains("total cycles:"), "{profile}");
        // The kills come at wall times, so on a loaded machine a later one may have run
        // less guest time than an earlier one (read twice: 31 M ticks at 1,500 ms after
        // 90 M at 700 ms): each trace is checked alone, the largest reported.
        last_tick = last_tick.max(tick);
        let info = qtools(&["info"], &dir);
        assert!(String::from_utf8_lossy(&info.stdout).contains("finished: no"));
        let _ = std::fs::remove_dir_all(&dir);
    }
    eprintln!("killed runs read up to tick {last_tick} at most");
}

#[test]
fn sigterm_finishes_the_compact_trace() {
    if !guest_present() {
        return;
    }
    let dir = temp_dir("term-compact");
    let child = Command::new(env!("CARGO_BIN_EXE_goldtrace"))
        .arg("--trace")
        .arg(&dir)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(1200));
    let kill = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.code() == Some(130) || out.status.success(),
        "{stderr}"
    );
    let info = qtools(&["info"], &dir);
    let info = String::from_utf8_lossy(&info.stdout);
    assert!(info.contains("finished: yes"), "{info}");
    let check = qtools(&["check"], &dir);
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stdout)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

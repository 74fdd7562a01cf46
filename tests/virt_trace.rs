//! A traced boot of the armhf guest on `virt` (Debian's stock armmp kernel, the trace
//! driver as a module): the driver hands the kernel's `/proc/kallsyms` to the trace
//! device, the trace keeps it as its `kallsyms` file, and `qtools profile` names the
//! stock kernel's functions from it (file `vmlinux`) and those of `/bin/gt-threads`
//! (Thumb-2, with symbols) from the armhf root; its header says the virt tick rate; and
//! the call tree of that Thumb-2 process is the same whether its stacks are rebuilt in
//! one thread or in parallel (the parallel path once took a 32-bit Thumb-2 call's return
//! address as the instruction's + 2, so that no return matched).
//!
//! Needs `guest/out/armhf` (`guest/armhf/build.sh`); skips without it, with the reason,
//! unless `GOLDTRACE_REQUIRE_GUEST=1`, which makes it fail. One traced boot (about a
//! minute) is shared by the checks.

use std::path::Path;
use std::process::Command;

mod common;
use common::{goldtrace, path, qtools_bin, scratch, stderr};

/// Whether the armhf guest is built.
fn armhf_present() -> bool {
    let out = common::guest_out().join("armhf");
    let ok = ["vmlinuz", "initramfs.cpio.gz", "rootfs/bin/gt-threads"]
        .iter()
        .all(|f| out.join(f).exists());
    if !ok {
        assert!(
            std::env::var("GOLDTRACE_REQUIRE_GUEST").as_deref() != Ok("1"),
            "guest/out/armhf is missing and GOLDTRACE_REQUIRE_GUEST=1"
        );
        eprintln!("skipped: guest/out/armhf is missing (build it with guest/armhf/build.sh)");
    }
    ok
}

fn qtools(args: &[&str], trace: &Path) -> String {
    let out = Command::new(qtools_bin())
        .args(args)
        .arg(trace)
        .output()
        .expect("running qtools");
    assert!(out.status.success(), "qtools {args:?}: {}", stderr(&out));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The rows of `profile --by function` (text: `cycles percent cumulative insns k function
/// file`) as (function, file): the last two words of each line.
fn functions(text: &str) -> Vec<(String, String)> {
    text.lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .filter(|w| w.len() >= 6)
        .map(|w| (w[w.len() - 2].to_string(), w[w.len() - 1].to_string()))
        .collect()
}

#[test]
fn a_virt_trace_carries_the_stock_kernels_symbols() {
    if !armhf_present() {
        return;
    }
    let dir = scratch("virt-trace");
    let trace = dir.join("trace");
    let out = goldtrace(&["--machine", "virt", "--trace", path(&trace)]);
    assert!(out.status.success(), "{}", stderr(&out));
    let kallsyms = std::fs::read_to_string(trace.join("kallsyms")).expect("the trace's kallsyms");
    assert!(
        kallsyms.contains(" T start_kernel\n"),
        "{}",
        &kallsyms[..200]
    );
    assert!(kallsyms.contains("\t[goldtrace]\n"), "no module symbols");

    let info = qtools(&["info"], &trace);
    assert!(
        info.contains("kernel symbols: the trace's kallsyms ("),
        "{info}"
    );

    let header = qtools(&["profile", "-q"], &trace);
    assert!(header.contains("MHz: 1000\n"), "{header}");
    let rows = functions(&qtools(&["profile", "-q", "--by", "function"], &trace));
    let has = |name: &str, file: &str| rows.iter().any(|(f, p)| f == name && p.ends_with(file));
    // Functions every boot runs: page faults, forks, the scheduler.
    for f in [
        "handle_mm_fault",
        "do_page_fault",
        "copy_process",
        "__schedule",
    ] {
        assert!(has(f, "vmlinux"), "{f} not named in vmlinux: {rows:?}");
    }
    assert!(
        rows.iter().any(|(_, p)| p == "[goldtrace]"),
        "no function of the module: {rows:?}"
    );
    assert!(
        has("work", "gt-threads") || has("gt_main", "gt-threads"),
        "no function of /bin/gt-threads: {rows:?}"
    );

    // The call tree of gt-threads (its exec'd process), sequential and parallel.
    let pids = qtools(&["pids", "-q"], &trace);
    let pid = pids
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .find(|w| w.len() > 5 && w[4].contains('E') && w[5] == "gt-threads")
        .map(|w| w[0].to_string())
        .unwrap_or_else(|| panic!("no exec of gt-threads in pids: {pids}"));
    let calltree = |threads: &str| {
        let out = Command::new(qtools_bin())
            .env("QTOOLS_THREADS", threads)
            .args(["calltree", "-q", "-i", &pid])
            .arg(&trace)
            .output()
            .expect("running qtools");
        assert!(out.status.success(), "calltree: {}", stderr(&out));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let one = calltree("1");
    assert!(
        one.contains("_start() {") && one.contains("gt_main() {"),
        "gt-threads' own Thumb-2 calls not in its call tree"
    );
    assert!(
        one == calltree("2"),
        "calltree -i {pid} differs between QTOOLS_THREADS=1 and 2"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

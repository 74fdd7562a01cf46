//! Checks on a real boot trace of the default guest, when `GOLDTRACE_BOOT_TRACE` names one
//! (the integrator sets it in CI); without it these tests only say so and pass.

use std::path::PathBuf;

use qtools::cmd::{self, ProfileBy};
use qtools::{Format, Options, Session};

fn boot(format: Format) -> Option<Session> {
    let dir = PathBuf::from(std::env::var_os("GOLDTRACE_BOOT_TRACE")?);
    let vmlinux = qtools::default_vmlinux();
    let opts = Options {
        vmlinux: vmlinux.exists().then_some(vmlinux),
        format,
        ..Options::default()
    };
    Some(Session::open(&dir, opts).expect("the boot trace opens"))
}

fn run(s: &Session, f: impl FnOnce(&Session, &mut Vec<u8>) -> anyhow::Result<()>) -> Vec<u8> {
    let mut out = Vec::new();
    f(s, &mut out).expect("command runs");
    out
}

#[test]
fn boot_profile_names_kernel_functions_and_sums_to_total() {
    let Some(s) = boot(Format::Json) else {
        eprintln!("GOLDTRACE_BOOT_TRACE not set: skipped");
        return;
    };
    let v: serde_json::Value =
        serde_json::from_slice(&run(&s, |s, o| cmd::profile(s, ProfileBy::Function, o))).unwrap();
    let rows = v["rows"].as_array().unwrap();
    let sum: u64 = rows.iter().map(|r| r["cycles"].as_u64().unwrap()).sum();
    assert_eq!(sum, v["total cycles"].as_u64().unwrap());
    let names: Vec<&str> = rows
        .iter()
        .map(|r| r["function"].as_str().unwrap())
        .collect();
    for want in ["schedule", "start_kernel", "inflate_fast"] {
        assert!(names.contains(&want), "{want} not in the profile");
    }
}

#[test]
fn boot_decompressor_and_kernel_head_are_named() {
    let Some(mut s) = boot(Format::Json) else {
        return;
    };
    let d = qtools::default_decompressor();
    if !d.exists() || s.opts.vmlinux.is_none() {
        eprintln!("no kernel build tree: skipped");
        return;
    }
    s.opts.boot = vec![d];
    let v: serde_json::Value =
        serde_json::from_slice(&run(&s, |s, o| cmd::profile(s, ProfileBy::Function, o))).unwrap();
    let rows = v["rows"].as_array().unwrap();
    let cycles = |f: &str, file: &str| -> u64 {
        rows.iter()
            .filter(|r| r["function"] == f && r["file"].as_str().unwrap_or("").ends_with(file))
            .map(|r| r["cycles"].as_u64().unwrap())
            .sum()
    };
    // The decompressor (at its load address and where it relocated itself) by its own symbols,
    // the kernel's head before the MMU by vmlinux's, and nothing of the boot left unknown.
    assert!(cycles("decompress_kernel", "compressed/vmlinux") > 0);
    assert!(cycles("inflate_fast", "compressed/vmlinux") > 0);
    assert!(cycles("__create_page_tables", "vmlinux") > 0);
    let total = v["total cycles"].as_u64().unwrap();
    assert!(cycles("(unknown)", "") * 1000 < total, "unknown over 0.1%");
}

#[test]
fn boot_pids_list_init_processes() {
    let Some(s) = boot(Format::Json) else { return };
    let v: serde_json::Value = serde_json::from_slice(&run(&s, |s, o| cmd::pids(s, o))).unwrap();
    let rows = v["rows"].as_array().unwrap();
    assert!(rows
        .iter()
        .any(|r| r["argv"].as_str().unwrap_or("").contains("busybox")));
    assert!(rows
        .iter()
        .any(|r| r["flags"].as_str().unwrap_or("").contains('E')));
}

#[test]
fn boot_converters_are_valid() {
    let Some(s) = boot(Format::Text) else { return };
    let svg = String::from_utf8(run(&s, |s, o| cmd::flamegraph(s, "boot", o))).unwrap();
    let opts = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..Default::default()
    };
    roxmltree::Document::parse_with_options(&svg, opts).expect("SVG parses");
    let pf = run(&s, |s, o| cmd::perfetto(s, 1000, o));
    let v: serde_json::Value = serde_json::from_slice(&pf).expect("perfetto JSON parses");
    assert!(!v["traceEvents"].as_array().unwrap().is_empty());
    let mut out = Vec::new();
    assert!(
        cmd::check(&s, &mut out).unwrap(),
        "{}",
        String::from_utf8_lossy(&out)
    );
}

/// The commands the tests above do not cover, each on the boot trace (the per-instruction
/// and per-execution listings on a window of 20,000 cycles in the workload).
#[test]
fn boot_every_other_command_runs() {
    let Some(s) = boot(Format::Text) else { return };
    let text = |f: &dyn Fn(&Session, &mut Vec<u8>) -> anyhow::Result<()>| {
        String::from_utf8(run(&s, f)).expect("text output")
    };
    let window = cmd::TimeRange {
        start: Some(300_000_000),
        end: Some(300_020_000),
    };
    let lines_with = |out: &str, what: &str| out.lines().filter(|l| l.contains(what)).count();

    let dump = text(&|s, o| cmd::dump(s, window, o));
    assert!(
        dump.lines().count() > 1000,
        "{} dump lines",
        dump.lines().count()
    );
    let blocks = text(&|s, o| cmd::blocks(s, window, o));
    assert!(
        blocks.lines().count() > 100,
        "{} block lines",
        blocks.lines().count()
    );
    assert!(lines_with(&text(&|s, o| cmd::bb2sym(s, o)), "start_kernel") > 0);
    let bbprof = text(&|s, o| cmd::bbprof(s, 5, o));
    assert_eq!(lines_with(&bbprof, "elapsed:"), 5, "{bbprof}");
    let events = text(&|s, o| cmd::events(s, o));
    assert!(
        events.contains("argv[0]: /bin/gt-threads"),
        "exec with argv"
    );
    assert!(lines_with(&text(&|s, o| cmd::exceptions(s, o)), "000") > 1000);
    assert!(text(&|s, o| cmd::regions(s, o)).contains("/bin/busybox"));
    assert!(text(&|s, o| cmd::hist(s, o)).contains("total:"));
    assert!(text(&|s, o| cmd::coverage(s, false, o)).contains("never executed:"));
    let stack = text(&|s, o| cmd::stack(s, window, None, o));
    assert!(
        lines_with(&stack, " en ") > 10,
        "{} stack lines",
        stack.lines().count()
    );
    // The call tree over a wider window: 20,000 cycles can fall inside one long
    // function (busybox's own, now that it has symbols).
    let wide = cmd::TimeRange {
        start: Some(300_000_000),
        end: Some(302_000_000),
    };
    let tree = text(&|s, o| cmd::calltree(s, wide, 8, o));
    assert!(
        lines_with(&tree, "() {") > 10,
        "{} call-tree lines",
        tree.lines().count()
    );
    let dm = run(&s, |s, o| cmd::dmtrace(s, o));
    assert!(dm.starts_with(b"*version"), "a traceview key section first");
    assert!(
        dm.windows(4).any(|w| w == b"SLOW"),
        "the binary part's magic"
    );
}

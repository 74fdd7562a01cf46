//! `qtools diff` on two real runs (`goldtrace run --trace`) of a small C program built twice,
//! its loop running 1000 times in A and 1001 times in B: the diff names the loop's function
//! with the exact cycles of one iteration (measured here from the raw block times of B), and
//! a run against itself has no difference.

mod common;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use common::{guest_present, path, scratch, stderr};
use qtools::cmd::{self, DiffBy};
use qtools::symargs::SymbolArgs;

const CC: &str = "arm-linux-gnueabi-gcc";

const PROGRAM: &str = r#"
#include <stdio.h>
__attribute__((noinline)) unsigned gt_loop(unsigned n)
{
    unsigned x = 1;
    for (unsigned i = 0; i < n; i++)
        x = x * 1103515245u + 12345u;
    return x;
}
int main(void)
{
    printf("%u\n", gt_loop(N));
    return 0;
}
"#;

/// Whether the guest and the cross compiler are there (else the test skips, or fails with
/// `GOLDTRACE_REQUIRE_GUEST=1`).
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
            "{CC} is missing and GOLDTRACE_REQUIRE_GUEST=1"
        );
        eprintln!("skipped: {CC} is missing");
    }
    ok
}

/// Builds the program with `n` iterations in `dir/loop` and traces a run of it in `dir/trace`.
fn traced_run(dir: &Path, n: u32) -> PathBuf {
    std::fs::create_dir_all(dir).unwrap();
    let src = dir.join("loop.c");
    std::fs::write(&src, PROGRAM).unwrap();
    let exe = dir.join("loop");
    let out = Command::new(CC)
        .args([
            "-O1",
            "-g",
            &format!("-DN={n}"),
            "-o",
            path(&exe),
            path(&src),
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let trace = dir.join("trace");
    let out = common::goldtrace(&[
        "run",
        "--trace",
        path(&trace),
        "--trace-only-program",
        "--",
        path(&exe),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    trace
}

/// Executions per block address.
fn executions(trace: &Path) -> HashMap<u32, Vec<u64>> {
    let r = tracefmt::TraceReader::open_any(trace).unwrap();
    let addrs = r.block_addrs();
    let mut out: HashMap<u32, Vec<u64>> = HashMap::new();
    for e in r.bb_execs() {
        let e = e.unwrap();
        if e.bb_num != 0 {
            out.entry(addrs[e.bb_num as usize])
                .or_default()
                .push(e.time);
        }
    }
    out
}

/// The cycles of one iteration: B's loop block (the one block that runs exactly once more
/// than in A, and often) starts every so many cycles; the smallest gap (others hold an
/// interrupt).
fn one_iteration(a: &Path, b: &Path) -> u64 {
    let (ea, eb) = (executions(a), executions(b));
    let looped: Vec<(&u32, &Vec<u64>)> = eb
        .iter()
        .filter(|(addr, times)| {
            let na = ea.get(*addr).map_or(0, Vec::len);
            na >= 900 && times.len() == na + 1
        })
        .collect();
    assert_eq!(looped.len(), 1, "not one loop block: {looped:?}");
    let times = looped[0].1;
    times.windows(2).map(|w| w[1] - w[0]).min().unwrap()
}

fn side(trace: &Path, by: DiffBy) -> cmd::DiffSide {
    let sym = SymbolArgs {
        no_vmlinux: false,
        mhz: Some(200),
        ..SymbolArgs::default()
    };
    let s = sym.open(trace, &[], Default::default()).unwrap();
    cmd::diff_side(&s, by).unwrap()
}

#[test]
fn one_more_loop_iteration_is_named_with_its_exact_cycles() {
    if !ready() {
        return;
    }
    let dir = scratch("qtools-diff");
    let a = traced_run(&dir.join("a"), 1000);
    let b = traced_run(&dir.join("b"), 1001);
    let iteration = one_iteration(&a, &b);
    assert!((3..100).contains(&iteration), "{iteration} cycles");

    let (sa, sb) = (side(&a, DiffBy::Function), side(&b, DiffBy::Function));
    let rows = cmd::diff_rows(&sa, &sb);
    let spin: Vec<&cmd::DiffRow> = rows.iter().filter(|r| r.key.0 == "gt_loop").collect();
    assert_eq!(spin.len(), 1, "{rows:?}");
    assert_eq!(spin[0].key.1, "/usr/local/bin/loop");
    assert_eq!(spin[0].difference(), iteration as i64, "{rows:?}");
    assert_eq!(
        cmd::compare_recipes(sa.recipe.as_deref(), sb.recipe.as_deref()),
        cmd::RecipeRelation::Differ(vec![
            "guest-file /usr/local/bin/loop".into(),
            "initrd".into()
        ])
    );

    // A run against itself: nothing differs, whatever the grouping.
    for by in [DiffBy::Function, DiffBy::Thread, DiffBy::Block] {
        let s = side(&a, by);
        assert!(cmd::diff_rows(&s, &s).iter().all(|r| r.difference() == 0));
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

//! `qtools diff`: a trace against itself (and against its other form) has no difference; two
//! hand-written runs of a program whose loop runs once more in B, built at other addresses,
//! name the loop's function with the exact cycles of one iteration; new and vanished
//! functions, the threshold, the per-side windows and the recipe header.

mod common;

use std::path::{Path, PathBuf};

use qtools::cmd::{self, DiffArgs, DiffBy, Threshold};
use qtools::symargs::SymbolArgs;
use qtools::Format;
use tracefmt::{FinishInfo, TraceWriter};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixture")
}

fn args(a: &Path, b: &Path, by: DiffBy, root: Option<PathBuf>) -> DiffArgs {
    DiffArgs {
        a: a.to_path_buf(),
        b: b.to_path_buf(),
        elfs: Vec::new(),
        sym: SymbolArgs {
            root,
            no_vmlinux: true,
            format: Format::Json,
            mhz: Some(200),
            ..SymbolArgs::default()
        },
        by,
        threshold: Threshold::Cycles(1),
        start: None,
        end: None,
        start_a: None,
        end_a: None,
        start_b: None,
        end_b: None,
    }
}

fn json(a: &DiffArgs) -> serde_json::Value {
    let mut out = Vec::new();
    cmd::diff(a, &mut out).expect("diff runs");
    serde_json::from_slice(&out).expect("JSON")
}

fn rows(v: &serde_json::Value) -> &Vec<serde_json::Value> {
    v["rows"].as_array().expect("rows")
}

const BYS: [DiffBy; 5] = [
    DiffBy::Function,
    DiffBy::Process,
    DiffBy::Thread,
    DiffBy::File,
    DiffBy::Block,
];

#[test]
fn a_trace_against_itself_prints_no_difference() {
    let t = fixture().join("compact");
    for by in BYS {
        let v = json(&args(&t, &t, by, Some(fixture())));
        assert!(rows(&v).is_empty(), "{by:?}: {v}");
        assert_eq!(v["differing rows"], 0, "{by:?}");
        assert_eq!(v["difference"], 0);
        assert!(v["a cycles"].as_u64().unwrap() > 0);
        assert!(
            v["recipe"].as_str().unwrap().starts_with("the same"),
            "{}",
            v["recipe"]
        );
    }
    // Text: the total line and nothing else.
    let mut a = args(&t, &t, DiffBy::Function, Some(fixture()));
    a.sym.format = Format::Text;
    let mut out = Vec::new();
    cmd::diff(&a, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("differing rows: 0\n"), "{text}");
    let table: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.contains("difference  ratio"))
        .collect();
    assert_eq!(table.len(), 2, "{text}");
    assert!(table[1].contains("(total)"), "{text}");
    // --threshold 0: every function, none differing.
    a.threshold = Threshold::Cycles(0);
    a.sym.format = Format::Json;
    let v = json(&a);
    assert!(rows(&v).len() > 3, "{v}");
    assert!(rows(&v)
        .iter()
        .all(|r| r["difference"] == 0 && r["ratio"] == 1.0));
}

#[test]
fn the_two_forms_of_one_run_compare_equal() {
    for by in BYS {
        let v = json(&args(
            &fixture().join("compact"),
            &fixture().join("trace"),
            by,
            Some(fixture()),
        ));
        assert!(rows(&v).is_empty(), "{by:?}: {v}");
        // The qtrace v2 form has no recipe.
        assert!(v["recipe"].as_str().unwrap().starts_with("not known"));
    }
}

/// A run of `/bin/app`: `main`, then `spin`'s one-block loop `iterations` times (4 cycles each),
/// then `main` again, then (if `extra`) the function `extra`. `spin_at`: where this build put
/// `spin`. The ELF goes into the trace's own root (`TRACE/rootfs`).
fn run(dir: &Path, spin_at: u32, iterations: u64, extra: bool, recipe: &str) {
    let _ = std::fs::remove_dir_all(dir);
    let mut w = TraceWriter::create(dir, true).unwrap();
    let mut syms = vec![("main", 0x8000, 0x40), ("spin", spin_at, 0x20)];
    if extra {
        syms.push(("extra", 0x80c0, 0x10));
    }
    std::fs::create_dir_all(dir.join("rootfs/bin")).unwrap();
    common::write_elf(&dir.join("rootfs/bin/app"), false, 0x8000, 0x100, &syms);
    std::fs::write(dir.join("recipe"), recipe).unwrap();
    w.record_static_block(1, 0x8000, false, &[0xe3a0_0001, 0xeb00_000e])
        .unwrap();
    w.record_static_block(2, spin_at, false, &[0xe250_0001, 0x1aff_fffd])
        .unwrap();
    w.record_static_block(3, 0x8008, false, &[0xe1a0_0000, 0xe12f_ff1e])
        .unwrap();
    w.record_static_block(4, 0x80c0, false, &[0xe12f_ff1e])
        .unwrap();
    let block = |w: &mut TraceWriter, bb: u64, t: u64, n: u64| {
        w.record_bb(bb, t);
        for i in 0..n {
            w.record_insn(t + i);
        }
    };
    w.record_fork(1, 1, 1);
    w.record_switch(1, 1);
    w.record_exec(1, &[b"/bin/app"]);
    w.record_mmap(1, 0x8000, 0x9000, 0, b"/bin/app");
    block(&mut w, 1, 10, 2);
    let mut t = 13;
    for _ in 0..iterations {
        block(&mut w, 2, t, 2);
        t += 4;
    }
    block(&mut w, 3, t, 2);
    t += 5;
    if extra {
        block(&mut w, 4, t, 1);
        t += 7;
    }
    w.finish(FinishInfo {
        final_time: t,
        elapsed_usecs: 10,
    })
    .unwrap();
}

const RECIPE: &str = "goldtrace-recipe: 1\nstart: 1.0\nmachine: versatilepb\n\
    guest-file: /bin/app\t/build/a/app\nelapsed-usecs: 3\n";

#[test]
fn one_more_loop_iteration_names_its_function_with_its_cycles() {
    let base = common::scratch("diff-loop");
    let (a, b) = (base.join("a"), base.join("b"));
    run(&a, 0x8040, 1000, false, RECIPE);
    // Another build: spin elsewhere, one more iteration, and a new function.
    let other = RECIPE.replace("/build/a/app", "/build/b/app");
    run(&b, 0x8080, 1001, true, &other);
    let v = json(&args(&a, &b, DiffBy::Function, None));
    let r = rows(&v);
    assert_eq!(r.len(), 2, "{v}");
    assert_eq!(r[0]["function"], "extra");
    assert_eq!(r[0]["status"], "new");
    assert_eq!(r[0]["difference"], 7);
    assert_eq!(r[0]["a"], "-");
    assert_eq!(r[1]["function"], "spin");
    assert_eq!(r[1]["file"], "/bin/app");
    assert_eq!(r[1]["a"], 4000);
    assert_eq!(r[1]["b"], 4004);
    assert_eq!(r[1]["difference"], 4);
    assert_eq!(r[1]["ratio"], 1.0);
    assert_eq!(r[1]["status"], "");
    assert_eq!(v["difference"], 11);
    assert_eq!(v["recipe"], "only these inputs differ: guest-file /bin/app");

    // B against A: the new function vanished.
    let v = json(&args(&b, &a, DiffBy::Function, None));
    assert_eq!(rows(&v)[0]["status"], "vanished");
    assert_eq!(rows(&v)[1]["difference"], -4);

    // The threshold hides what differs by less.
    let mut t = args(&a, &b, DiffBy::Function, None);
    t.threshold = Threshold::Cycles(5);
    let v = json(&t);
    assert_eq!(rows(&v).len(), 1, "{v}");
    assert_eq!(v["differing rows"], 2);
    t.threshold = Threshold::parse("0.1%").unwrap();
    // 0.1% of A's 4008 cycles: 5 cycles.
    assert_eq!(rows(&json(&t)).len(), 1);

    // Per block: the loop block at the same offset of spin, wherever spin lies.
    let v = json(&args(&a, &b, DiffBy::Block, None));
    assert_eq!(rows(&v)[1]["block"], "spin+0x0", "{v}");
    assert_eq!(rows(&v)[1]["difference"], 4);

    // Per file and per process: all of it.
    let v = json(&args(&a, &b, DiffBy::File, None));
    assert_eq!(rows(&v)[0]["file"], "/bin/app");
    assert_eq!(rows(&v)[0]["difference"], 11);
    let v = json(&args(&a, &b, DiffBy::Process, None));
    assert_eq!(rows(&v)[0]["pid"], 1);
    assert_eq!(rows(&v)[0]["name"], "/bin/app");

    // Windows on each side: the first 2000 cycles of the loop in A, and in B the same
    // iterations shifted by 4 cycles, compare equal.
    let mut w = args(&a, &b, DiffBy::Function, None);
    (w.start_a, w.end_a) = (Some(13), Some(13 + 2000 - 1));
    (w.start_b, w.end_b) = (Some(17), Some(17 + 2000 - 1));
    let v = json(&w);
    assert!(rows(&v).is_empty(), "{v}");
    assert_eq!(v["a cycles"], 2000);
    let mut bad = args(&a, &b, DiffBy::Function, None);
    (bad.start, bad.end) = (Some(10), Some(5));
    assert!(cmd::diff(&bad, &mut Vec::new()).is_err());
    std::fs::remove_dir_all(&base).unwrap();
}

//! Golden outputs of every command on the synthetic fixture (`QTOOLS_BLESS=1` re-blesses them),
//! plus checks of the outputs' own invariants.

mod common;

use common::run;
use qtools::cmd::{self, ProfileBy, TimeRange};
use qtools::{Filter, Format, Options, Session};

fn session(name: &str, format: Format, filter: Filter) -> Session {
    let (dir, vmlinux, root) = common::fixture(name);
    let opts = Options {
        vmlinux: Some(vmlinux),
        root,
        filter,
        format,
        ..Options::default()
    };
    Session::open(&dir, opts).expect("fixture opens")
}

fn golden(name: &str, got: &[u8]) {
    common::check_golden("tests/golden", name, got);
}

#[test]
fn text_commands_match_golden() {
    let s = session("golden-text", Format::Text, Filter::default());
    let all = TimeRange::default();
    let mut check_out = Vec::new();
    assert!(
        cmd::check(&s, &mut check_out).unwrap(),
        "{}",
        String::from_utf8_lossy(&check_out)
    );
    golden("check.txt", &check_out);
    golden("dump.txt", &run(&s, |s, o| cmd::dump(s, all, o)));
    golden("blocks.txt", &run(&s, |s, o| cmd::blocks(s, all, o)));
    golden("bb2sym.txt", &run(&s, |s, o| cmd::bb2sym(s, o)));
    golden("bbprof.txt", &run(&s, |s, o| cmd::bbprof(s, 5, o)));
    golden(
        "profile.txt",
        &run(&s, |s, o| cmd::profile(s, ProfileBy::Function, o)),
    );
    golden(
        "profile-pid.txt",
        &run(&s, |s, o| cmd::profile(s, ProfileBy::Pid, o)),
    );
    golden(
        "profile-process.txt",
        &run(&s, |s, o| cmd::profile(s, ProfileBy::Process, o)),
    );
    golden(
        "profile-library.txt",
        &run(&s, |s, o| cmd::profile(s, ProfileBy::Library, o)),
    );
    golden("pids.txt", &run(&s, |s, o| cmd::pids(s, o)));
    golden("events.txt", &run(&s, |s, o| cmd::events(s, o)));
    golden("exceptions.txt", &run(&s, |s, o| cmd::exceptions(s, o)));
    golden("regions.txt", &run(&s, |s, o| cmd::regions(s, o)));
    golden("hist.txt", &run(&s, |s, o| cmd::hist(s, o)));
    golden("coverage.txt", &run(&s, |s, o| cmd::coverage(s, true, o)));
    golden("stack.txt", &run(&s, |s, o| cmd::stack(s, all, None, o)));
    golden(
        "stack-at.txt",
        &run(&s, |s, o| cmd::stack(s, all, Some(41), o)),
    );
    golden(
        "calltree.txt",
        &run(&s, |s, o| cmd::calltree(s, all, 64, o)),
    );
    golden(
        "flamegraph.folded",
        cmd::folded(&s).unwrap().join("\n").as_bytes(),
    );
}

#[test]
fn dump_window_is_a_subset() {
    let s = session("golden-window", Format::Text, Filter::default());
    let all = String::from_utf8(run(&s, |s, o| cmd::dump(s, TimeRange::default(), o))).unwrap();
    let part = String::from_utf8(run(&s, |s, o| {
        cmd::dump(
            s,
            TimeRange {
                start: Some(12),
                end: Some(22),
            },
            o,
        )
    }))
    .unwrap();
    assert!(!part.is_empty());
    for l in part.lines() {
        assert!(all.contains(l));
        let t: u64 = l.split(' ').next().unwrap().parse().unwrap();
        assert!((12..=22).contains(&t), "{l}");
    }
}

#[test]
fn filters_and_merges() {
    let f = Filter::new(&[], &[], &[":kernel".into()]).unwrap();
    let s = session("golden-merge", Format::Text, f);
    let out = String::from_utf8(run(&s, |s, o| cmd::profile(s, ProfileBy::Function, o))).unwrap();
    assert!(out.contains(":kernel"));
    assert!(!out.contains("schedule"));
    golden("profile-merge-kernel.txt", out.as_bytes());
    let f = Filter::new(&["1".into()], &[":kernel".into()], &[]).unwrap();
    let s = session("golden-filter", Format::Text, f);
    let out = String::from_utf8(run(&s, |s, o| cmd::profile(s, ProfileBy::Function, o))).unwrap();
    assert!(out.contains("main") && out.contains("memcpy"));
    assert!(!out.contains("schedule") && !out.contains("stripped"));
    golden("profile-user-pid1.txt", out.as_bytes());
}

#[test]
fn json_formats_parse_and_sum() {
    let s = session("golden-json", Format::Json, Filter::default());
    let out = run(&s, |s, o| cmd::profile(s, ProfileBy::Function, o));
    golden("profile.json", &out);
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    let total = v["total cycles"].as_u64().unwrap();
    let sum: u64 = v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["cycles"].as_u64().unwrap())
        .sum();
    assert_eq!(sum, total);
    for (name, out) in [
        ("pids", run(&s, |s, o| cmd::pids(s, o))),
        (
            "blocks",
            run(&s, |s, o| cmd::blocks(s, TimeRange::default(), o)),
        ),
        ("regions", run(&s, |s, o| cmd::regions(s, o))),
        ("hist", run(&s, |s, o| cmd::hist(s, o))),
        ("exceptions", run(&s, |s, o| cmd::exceptions(s, o))),
        ("bb2sym", run(&s, |s, o| cmd::bb2sym(s, o))),
        ("bbprof", run(&s, |s, o| cmd::bbprof(s, 3, o))),
    ] {
        let v: serde_json::Value =
            serde_json::from_slice(&out).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(v["rows"].is_array(), "{name}");
    }
}

#[test]
fn converters_produce_valid_files() {
    let s = session("golden-conv", Format::Text, Filter::default());
    let svg = run(&s, |s, o| cmd::flamegraph(s, "fixture", o));
    let svg = String::from_utf8(svg).unwrap();
    let doc = roxmltree::Document::parse_with_options(
        &svg,
        roxmltree::ParsingOptions {
            allow_dtd: true,
            ..Default::default()
        },
    )
    .expect("flame graph is XML");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    assert!(svg.contains("main") && svg.contains("memcpy"));

    let pf = run(&s, |s, o| cmd::perfetto(s, 0, o));
    golden("perfetto.json", &pf);
    let v: serde_json::Value = serde_json::from_slice(&pf).expect("perfetto JSON parses");
    let evs = v["traceEvents"].as_array().unwrap();
    assert!(evs
        .iter()
        .any(|e| e["ph"] == "M" && e["args"]["name"] == "/bin/app"));
    assert!(evs
        .iter()
        .any(|e| e["ph"] == "X" && e["name"] == "helper" && e["tid"] == 3));
    for e in evs.iter().filter(|e| e["ph"] == "X") {
        assert!(e["dur"].as_f64().unwrap() > 0.0);
    }

    let dm = run(&s, |s, o| cmd::dmtrace(s, o));
    let end = dm.windows(5).position(|w| w == b"*end\n").unwrap() + 5;
    let key = std::str::from_utf8(&dm[..end]).unwrap();
    assert!(key.starts_with("*version\n2\n"));
    assert!(key.contains("\tschedule [kernel]\t"));
    assert_eq!(&dm[end..end + 4], &0x574F_4C53u32.to_le_bytes());
    assert_eq!(u16::from_le_bytes([dm[end + 6], dm[end + 7]]), 16);
    let recs = &dm[end + 16..];
    assert_eq!(recs.len() % 10, 0);
    let mut text = key.to_string();
    for r in recs.chunks(10) {
        let tid = u16::from_le_bytes([r[0], r[1]]);
        let m = u32::from_le_bytes([r[2], r[3], r[4], r[5]]);
        let t = u32::from_le_bytes([r[6], r[7], r[8], r[9]]);
        text.push_str(&format!(
            "{tid} {:#x} {} {t}\n",
            m & !1,
            if m & 1 == 1 { "exit" } else { "enter" }
        ));
    }
    golden("dmtrace.txt", text.as_bytes());
    // Entries and exits balance per thread.
    let mut depth = std::collections::HashMap::new();
    for r in recs.chunks(10) {
        let d = depth
            .entry(u16::from_le_bytes([r[0], r[1]]))
            .or_insert(0i64);
        *d += if r[2] & 1 == 1 { -1 } else { 1 };
        assert!(*d >= 0);
    }
    assert!(depth.values().all(|&d| d == 0));
}

#[test]
fn profile_sums_to_trace_total() {
    let s = session("golden-sum", Format::Json, Filter::default());
    let out = run(&s, |s, o| cmd::profile(s, ProfileBy::Pid, o));
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    let sum: u64 = v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["cycles"].as_u64().unwrap())
        .sum();
    // From the first block (time 1) to the closing event (time 80).
    assert_eq!(sum, 79);
    assert_eq!(v["total cycles"], 79);
}

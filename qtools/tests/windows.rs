//! `--start/--end` on the analyses that sum over the trace (profile, bbprof, coverage,
//! flamegraph, hist): a block counts if it starts in the window, so two windows that split
//! the trace add up to the whole, on both forms of the bare-metal fixture.

mod common;

use std::path::{Path, PathBuf};

use common::run;
use qtools::cmd::{self, ProfileBy, TimeRange};
use qtools::{Format, Options, Session};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixture")
}

fn session(form: &str, format: Format, window: TimeRange) -> Session {
    let opts = Options {
        vmlinux: None,
        root: fixture(),
        format,
        window,
        ..Options::default()
    };
    Session::open(&fixture().join(form), opts).expect("fixture opens")
}

/// The three windows: all, up to `split`, after it.
fn windows(split: u64) -> [TimeRange; 3] {
    [
        TimeRange::default(),
        TimeRange {
            start: None,
            end: Some(split),
        },
        TimeRange {
            start: Some(split + 1),
            end: None,
        },
    ]
}

/// Cycles and block events of `profile --format json`.
fn profile_totals(s: &Session) -> (u64, u64) {
    let out = run(s, |s, o| cmd::profile(s, ProfileBy::Function, o));
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    let cycles = v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["cycles"].as_u64().unwrap())
        .sum();
    (cycles, v["block events"].as_u64().unwrap())
}

fn folded_total(s: &Session) -> u64 {
    cmd::folded(s)
        .unwrap()
        .iter()
        .map(|l| l.rsplit(' ').next().unwrap().parse::<u64>().unwrap())
        .sum()
}

fn hist_total(s: &Session) -> u64 {
    let out = String::from_utf8(run(s, |s, o| cmd::hist(s, o))).unwrap();
    out.lines()
        .find_map(|l| l.trim().strip_prefix("total: "))
        .unwrap_or_else(|| panic!("no total in:\n{out}"))
        .trim()
        .parse()
        .unwrap()
}

#[test]
fn two_windows_add_up_to_the_whole_trace() {
    for form in ["trace", "compact"] {
        // The middle of the run.
        let all = session(form, Format::Json, TimeRange::default());
        let split = (all.reader.header().num_dynamic_bb > 2)
            .then(|| {
                let times: Vec<u64> = all.reader.bb_execs().map(|e| e.unwrap().time).collect();
                times[times.len() / 2]
            })
            .unwrap();
        let [w_all, w_a, w_b] = windows(split);
        let p = |w| profile_totals(&session(form, Format::Json, w));
        let (all_p, a_p, b_p) = (p(w_all), p(w_a), p(w_b));
        assert!(a_p.1 > 0 && b_p.1 > 0, "{form}: both windows have blocks");
        assert_eq!(a_p.0 + b_p.0, all_p.0, "{form}: profile cycles");
        assert_eq!(a_p.1 + b_p.1, all_p.1, "{form}: profile block events");
        let f = |w| folded_total(&session(form, Format::Text, w));
        let (all_f, a_f, b_f) = (f(w_all), f(w_a), f(w_b));
        assert!(a_f > 0 && b_f > 0 && a_f < all_f);
        assert_eq!(a_f + b_f, all_f, "{form}: flame graph cycles");
        let h = |w| hist_total(&session(form, Format::Text, w));
        assert_eq!(h(w_a) + h(w_b), h(w_all), "{form}: hist");
        // A function that ran only in the second half is never-run in the first.
        let cov = |w| {
            String::from_utf8(run(&session(form, Format::Text, w), |s, o| {
                cmd::coverage(s, false, o)
            }))
            .unwrap()
        };
        let (cov_all, cov_a) = (cov(w_all), cov(w_a));
        assert!(
            cov_a.lines().count() > cov_all.lines().count(),
            "{form}: coverage of a window"
        );
        // Records: the two windows' lines are the whole's.
        for (name, f) in [
            (
                "events",
                cmd::events as fn(&Session, &mut dyn std::io::Write) -> anyhow::Result<()>,
            ),
            ("exceptions", cmd::exceptions),
        ] {
            let lines = |w| {
                let out = run(&session(form, Format::Text, w), |s, o| f(s, o));
                String::from_utf8(out).unwrap()
            };
            let (all, a, b) = (lines(w_all), lines(w_a), lines(w_b));
            let body = |t: &str| t.lines().filter(|l| !l.starts_with("time")).count();
            assert_eq!(body(&a) + body(&b), body(&all), "{form}: {name}");
        }
        let bb = |w| run(&session(form, Format::Text, w), |s, o| cmd::bbprof(s, 8, o));
        assert_ne!(bb(w_a), bb(w_all), "{form}: bbprof of a window");
    }
}

/// `pids --format json`: each pid's CPU time.
fn pid_times(s: &Session) -> std::collections::BTreeMap<u64, u64> {
    let out = run(s, |s, o| cmd::pids(s, o));
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["pid"].as_u64().unwrap(), r["cpu_time"].as_u64().unwrap()))
        .collect()
}

#[test]
fn pids_of_two_windows_add_up_to_the_whole_trace() {
    for form in ["trace", "compact"] {
        let all = session(form, Format::Json, TimeRange::default());
        let whole = pid_times(&all);
        let total: u64 = whole.values().sum();
        assert!(whole.len() > 1, "{form}: the fixture has several pids");
        // Splits inside the run, including right at a switch's neighbourhood.
        for split in [total / 3, total / 2, total * 2 / 3] {
            let [_, before, after] = windows(split);
            let a = pid_times(&session(form, Format::Json, before));
            let b = pid_times(&session(form, Format::Json, after));
            for (pid, t) in &whole {
                let (x, y) = (a.get(pid).copied(), b.get(pid).copied());
                assert_eq!(
                    x.unwrap_or(0) + y.unwrap_or(0),
                    *t,
                    "{form}: pid {pid} split at {split}"
                );
            }
            let (sa, sb): (u64, u64) = (a.values().sum(), b.values().sum());
            assert!(sa > 0 && sb > 0, "{form}: both windows hold CPU time");
            assert!(sa <= split + 1, "{form}: {sa} cycles before {split}");
        }
    }
}

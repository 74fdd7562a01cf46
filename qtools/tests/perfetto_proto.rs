//! `qtools perfetto`'s protobuf traces read back by a protobuf decoder written here from the
//! wire-format spec (it shares nothing with the writer): well-formed packets on one sequence,
//! balanced slices, timestamps in order on every track, interned names that resolve, a track for
//! every process and thread of the trace's pid events. The slices must be exactly the Chrome
//! JSON converter's (an independent emitter over the same call stacks). On both fixtures, and on
//! the boot trace named by `GOLDTRACE_BOOT_TRACE`, where the default file must stay under 50 MB.

mod common;

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::process::Command;

use qtools::cmd::{self, PerfettoOptions, PerfettoReport, TimeRange};
use qtools::{Options, Session};
use tracefmt::PidEvent;

// ---- A protobuf wire-format decoder (varint, 64-bit, length-delimited, 32-bit). ----

#[derive(Debug, Clone, Copy)]
enum Val<'a> {
    Varint(u64),
    Fixed64,
    Len(&'a [u8]),
    Fixed32,
}

fn read_varint(b: &[u8], pos: &mut usize) -> Result<u64, String> {
    let mut v = 0u64;
    for i in 0..10 {
        let byte = *b.get(*pos).ok_or("varint runs past the end")?;
        *pos += 1;
        v |= u64::from(byte & 0x7f) << (7 * i);
        if byte & 0x80 == 0 {
            return Ok(v);
        }
    }
    Err("varint longer than 10 bytes".into())
}

/// The fields of one message, in order.
fn fields(b: &[u8]) -> Result<Vec<(u32, Val<'_>)>, String> {
    let mut pos = 0;
    let mut out = Vec::new();
    while pos < b.len() {
        let key = read_varint(b, &mut pos)?;
        let (field, wire) = ((key >> 3) as u32, key & 7);
        if field == 0 {
            return Err(format!("field number 0 at byte {pos}"));
        }
        let v = match wire {
            0 => Val::Varint(read_varint(b, &mut pos)?),
            1 => {
                pos += 8;
                Val::Fixed64
            }
            2 => {
                let n = read_varint(b, &mut pos)? as usize;
                let end = pos.checked_add(n).filter(|&e| e <= b.len());
                let end = end.ok_or_else(|| format!("field {field}: {n} bytes past the end"))?;
                let v = Val::Len(&b[pos..end]);
                pos = end;
                v
            }
            5 => {
                pos += 4;
                Val::Fixed32
            }
            w => return Err(format!("field {field}: wire type {w}")),
        };
        if pos > b.len() {
            return Err(format!("field {field} runs past the end"));
        }
        out.push((field, v));
    }
    Ok(out)
}

fn uint(fs: &[(u32, Val<'_>)], field: u32) -> Option<u64> {
    fs.iter().rev().find_map(|(f, v)| match v {
        Val::Varint(x) if *f == field => Some(*x),
        _ => None,
    })
}

fn bytes<'a>(fs: &[(u32, Val<'a>)], field: u32) -> Option<&'a [u8]> {
    fs.iter().rev().find_map(|(f, v)| match v {
        Val::Len(x) if *f == field => Some(*x),
        _ => None,
    })
}

fn all_bytes<'a>(fs: &[(u32, Val<'a>)], field: u32) -> Vec<&'a [u8]> {
    fs.iter()
        .filter_map(|(f, v)| match v {
            Val::Len(x) if *f == field => Some(*x),
            _ => None,
        })
        .collect()
}

fn msg<'a>(fs: &[(u32, Val<'a>)], field: u32) -> Option<Vec<(u32, Val<'a>)>> {
    bytes(fs, field).map(|b| fields(b).expect("nested message parses"))
}

fn string(b: &[u8]) -> String {
    String::from_utf8(b.to_vec()).expect("UTF-8 string")
}

// ---- Field numbers, from Perfetto's protos/perfetto/trace/*.proto. ----
const TRACE_PACKET: u32 = 1;
const TIMESTAMP: u32 = 8;
const TRUSTED_PACKET_SEQUENCE_ID: u32 = 10;
const TRACK_EVENT: u32 = 11;
const INTERNED_DATA: u32 = 12;
const SEQUENCE_FLAGS: u32 = 13;
const TRACK_DESCRIPTOR: u32 = 60;
const EV_DEBUG_ANNOTATIONS: u32 = 4;
const EV_TYPE: u32 = 9;
const EV_NAME_IID: u32 = 10;
const EV_TRACK_UUID: u32 = 11;
const TD_UUID: u32 = 1;
const TD_NAME: u32 = 2;
const TD_PROCESS: u32 = 3;
const TD_THREAD: u32 = 4;
const TD_PARENT_UUID: u32 = 5;

/// What a track is.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Track {
    Process { pid: u32, name: String },
    Thread { pid: u32, tid: u32, name: String },
    Child { parent: u64, name: String },
}

/// One slice read back: thread id, name, begin and end timestamps.
type Slice = (u32, String, u64, u64);

/// A decoded and checked trace.
#[derive(Debug, Default)]
struct Decoded {
    tracks: HashMap<u64, Track>,
    slices: Vec<Slice>,
    /// Instants: thread id, name, timestamp, debug-annotation names.
    instants: Vec<(u32, String, u64, Vec<String>)>,
}

impl Decoded {
    fn thread_of(&self, uuid: u64) -> u32 {
        match &self.tracks[&uuid] {
            Track::Thread { tid, .. } => *tid,
            Track::Child { parent, .. } => self.thread_of(*parent),
            t => panic!("an event on a process track: {t:?}"),
        }
    }
}

/// Decodes `file`, asserting the invariants of the module comment.
fn decode(file: &[u8]) -> Decoded {
    let top = fields(file).expect("the trace parses");
    let mut d = Decoded::default();
    let mut names: HashMap<u64, String> = HashMap::new();
    let mut open: HashMap<u64, Vec<(String, u64)>> = HashMap::new();
    let mut last_ts: HashMap<u64, u64> = HashMap::new();
    for (i, (field, v)) in top.iter().enumerate() {
        assert_eq!(*field, TRACE_PACKET, "packet {i}: Trace has only packets");
        let Val::Len(b) = v else {
            panic!("packet {i} is not length-delimited")
        };
        let p = fields(b).unwrap_or_else(|e| panic!("packet {i}: {e}"));
        assert_eq!(uint(&p, TRUSTED_PACKET_SEQUENCE_ID), Some(1), "packet {i}");
        let flags = uint(&p, SEQUENCE_FLAGS).unwrap_or(0);
        if i == 0 {
            assert_eq!(flags & 1, 1, "the first packet clears incremental state");
        }
        let ts = uint(&p, TIMESTAMP).unwrap_or_else(|| panic!("packet {i} has no timestamp"));
        if let Some(inter) = msg(&p, INTERNED_DATA) {
            for n in all_bytes(&inter, 2) {
                let n = fields(n).unwrap();
                let iid = uint(&n, 1).expect("an interned name has an iid");
                let name = string(bytes(&n, 2).expect("an interned name has a name"));
                assert!(
                    names.insert(iid, name).is_none(),
                    "iid {iid} interned twice"
                );
            }
        }
        if let Some(td) = msg(&p, TRACK_DESCRIPTOR) {
            let uuid = uint(&td, TD_UUID).expect("a track has a uuid");
            let t = if let Some(pr) = msg(&td, TD_PROCESS) {
                Track::Process {
                    pid: uint(&pr, 1).expect("pid") as u32,
                    name: bytes(&pr, 6).map(string).unwrap_or_default(),
                }
            } else if let Some(th) = msg(&td, TD_THREAD) {
                let pid = uint(&th, 1).expect("pid") as u32;
                // Nested under its process's track, when it names one.
                if let Some(parent) = uint(&td, TD_PARENT_UUID) {
                    match d.tracks.get(&parent) {
                        Some(Track::Process { pid: p, .. }) => assert_eq!(*p, pid),
                        t => panic!("thread of {pid} under {t:?}"),
                    }
                }
                Track::Thread {
                    pid: uint(&th, 1).expect("pid") as u32,
                    tid: uint(&th, 2).expect("tid") as u32,
                    name: bytes(&th, 5).map(string).unwrap_or_default(),
                }
            } else {
                let parent = uint(&td, TD_PARENT_UUID).expect("a child track has a parent");
                assert!(d.tracks.contains_key(&parent), "parent {parent} described");
                Track::Child {
                    parent,
                    name: string(bytes(&td, TD_NAME).expect("a child track has a name")),
                }
            };
            if let Some(old) = d.tracks.get(&uuid) {
                // A track described again (renamed) keeps its kind and ids.
                let same = match (old, &t) {
                    (Track::Process { pid: a, .. }, Track::Process { pid: b, .. }) => a == b,
                    (Track::Thread { tid: a, .. }, Track::Thread { tid: b, .. }) => a == b,
                    _ => false,
                };
                assert!(same, "track {uuid} redescribed as another: {old:?} {t:?}");
            }
            d.tracks.insert(uuid, t);
        }
        if let Some(ev) = msg(&p, TRACK_EVENT) {
            assert_eq!(
                flags & 2,
                2,
                "packet {i}: a track event needs incremental state"
            );
            let track = uint(&ev, EV_TRACK_UUID).expect("an event has a track");
            assert!(
                d.tracks.contains_key(&track),
                "track {track} described first"
            );
            let prev = last_ts.insert(track, ts).unwrap_or(0);
            assert!(prev <= ts, "track {track}: time goes back {prev} -> {ts}");
            let name = || {
                let iid = uint(&ev, EV_NAME_IID).expect("a named event has name_iid");
                names.get(&iid).cloned().expect("the name iid resolves")
            };
            match uint(&ev, EV_TYPE) {
                Some(1) => open.entry(track).or_default().push((name(), ts)),
                Some(2) => {
                    let (name, begin) = open
                        .get_mut(&track)
                        .and_then(Vec::pop)
                        .unwrap_or_else(|| panic!("packet {i}: an end without a begin"));
                    d.slices.push((d.thread_of(track), name, begin, ts));
                }
                Some(3) => {
                    let args = all_bytes(&ev, EV_DEBUG_ANNOTATIONS)
                        .into_iter()
                        .map(|a| string(bytes(&fields(a).unwrap(), 10).expect("arg name")))
                        .collect();
                    d.instants.push((d.thread_of(track), name(), ts, args));
                }
                t => panic!("packet {i}: event type {t:?}"),
            }
        }
    }
    for (track, o) in &open {
        assert!(o.is_empty(), "track {track}: slices never ended: {o:?}");
    }
    d
}

// ---- The traces. ----

fn bare_fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixture")
}

/// The synthetic fixture and the recorded bare-metal one, at 1000 MHz (1 cycle = 1 ns).
fn sessions(name: &str) -> Vec<Session> {
    let (dir, vmlinux, root) = common::fixture(name);
    let synthetic = Options {
        vmlinux: Some(vmlinux),
        root,
        mhz: 1000,
        ..Options::default()
    };
    let bare = Options {
        vmlinux: None,
        root: bare_fixture(),
        mhz: 1000,
        ..Options::default()
    };
    vec![
        Session::open(&dir, synthetic).expect("fixture opens"),
        Session::open(&bare_fixture().join("trace"), bare).expect("bare fixture opens"),
    ]
}

fn proto(s: &Session, opts: &PerfettoOptions) -> (Vec<u8>, PerfettoReport) {
    let mut out = Vec::new();
    let report = cmd::perfetto_trace(s, opts, &mut out).expect("perfetto runs");
    assert_eq!(report.bytes, out.len() as u64);
    (out, report)
}

/// The JSON converter's slices as (tid, name, start, end) in cycles (times in microseconds).
fn json_slices(s: &Session, opts: &PerfettoOptions) -> Vec<Slice> {
    let mut out = Vec::new();
    cmd::perfetto_json(s, opts, &mut out).unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
    let mhz = f64::from(s.opts.mhz);
    let mut slices: Vec<Slice> = v["traceEvents"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["ph"] == "X")
        .map(|e| {
            let ts = (e["ts"].as_f64().unwrap() * mhz).round() as u64;
            let dur = e["args"]["cycles"].as_u64().unwrap();
            let tid = e["tid"].as_u64().unwrap() as u32;
            (tid, e["name"].as_str().unwrap().to_string(), ts, ts + dur)
        })
        .collect();
    slices.sort();
    slices
}

fn sorted(mut v: Vec<Slice>) -> Vec<Slice> {
    v.sort();
    v
}

/// The pids and tgids that the trace's pid events up to `end` name.
fn pids_of(s: &Session, end: u64) -> (BTreeSet<u32>, BTreeSet<u32>) {
    let (mut threads, mut procs) = (BTreeSet::new(), BTreeSet::new());
    for ev in s.reader.pid_events() {
        let ev = ev.expect("pid events read");
        if ev.time > end {
            break;
        }
        match ev.event {
            PidEvent::Fork { tgid, pid }
            | PidEvent::Clone { tgid, pid }
            | PidEvent::KthreadName { tgid, pid, .. } => {
                threads.insert(pid);
                procs.insert(tgid);
            }
            PidEvent::Switch { pid } | PidEvent::Name { pid, .. } => {
                threads.insert(pid);
            }
            _ => {}
        }
    }
    (threads, procs)
}

/// Every thread and process of the pid events up to `end` has a track.
fn assert_every_pid_has_a_track(s: &Session, d: &Decoded, end: u64) {
    let (threads, procs) = pids_of(s, end);
    assert!(!threads.is_empty());
    let tids: BTreeSet<u32> = d
        .tracks
        .values()
        .filter_map(|t| match t {
            Track::Thread { tid, .. } => Some(*tid),
            _ => None,
        })
        .collect();
    let pids: BTreeSet<u32> = d
        .tracks
        .values()
        .filter_map(|t| match t {
            Track::Process { pid, .. } => Some(*pid),
            _ => None,
        })
        .collect();
    assert!(
        threads.is_subset(&tids),
        "threads {threads:?}, tracks {tids:?}"
    );
    assert!(
        procs.is_subset(&pids),
        "processes {procs:?}, tracks {pids:?}"
    );
    // Every thread track's process has a track too.
    for t in d.tracks.values() {
        if let Track::Thread { pid, .. } = t {
            assert!(
                pids.contains(pid),
                "thread of process {pid} without its track"
            );
        }
    }
}

#[test]
fn fixtures_decode_with_every_call_of_the_json_converter() {
    for s in sessions("pf-all") {
        let all = PerfettoOptions {
            min_cycles: Some(0),
            ..PerfettoOptions::default()
        };
        let (file, report) = proto(&s, &all);
        let d = decode(&file);
        assert!(!d.slices.is_empty());
        assert_eq!(report.short, 0);
        assert_eq!(report.slices, d.slices.len() as u64);
        assert_eq!(report.instants, d.instants.len() as u64);
        assert_eq!(sorted(d.slices.clone()), json_slices(&s, &all));
        assert_every_pid_has_a_track(&s, &d, u64::MAX);
        let names: BTreeSet<&str> = d.instants.iter().map(|i| i.1.as_str()).collect();
        for want in ["fork", "exec", "exit", "clone", "mmap"] {
            assert!(names.contains(want), "{want} in {names:?}");
        }
        // Exceptions: one instant per record, at its time, on the thread that ran its block.
        let exc: Vec<u64> = s.reader.exceptions().map(|x| x.unwrap().time).collect();
        let exc_instants: Vec<u64> = d
            .instants
            .iter()
            .filter(|i| i.3.contains(&"target".to_string()))
            .map(|i| i.2)
            .collect();
        assert_eq!(exc, exc_instants);
        // Every thread's calls nest in its running slices.
        for sl in &d.slices {
            assert!(
                sl.1 == "running"
                    || d.slices
                        .iter()
                        .any(|r| r.0 == sl.0 && r.1 == "running" && r.2 <= sl.2 && sl.3 <= r.3),
                "{sl:?} outside every running slice"
            );
        }
    }
}

#[test]
fn synthetic_fixture_names_its_calls_processes_and_exceptions() {
    let s = sessions("pf-names").remove(0);
    let opts = PerfettoOptions {
        min_cycles: Some(0),
        ..PerfettoOptions::default()
    };
    let d = decode(&proto(&s, &opts).0);
    let calls: BTreeSet<(u32, &str)> = d.slices.iter().map(|s| (s.0, s.1.as_str())).collect();
    for want in [
        (0, "start_kernel"),
        (1, "main"),
        (1, "helper"),
        (1, "memcpy"),
    ] {
        assert!(calls.contains(&want), "{want:?} in {calls:?}");
    }
    // memcpy, called by main at cycle 21 and returning at 25, nested in main.
    assert!(
        d.slices.contains(&(1, "memcpy".into(), 21, 25)),
        "{:?}",
        d.slices
    );
    let irq: Vec<_> = d.instants.iter().filter(|i| i.1 == "irq").collect();
    assert_eq!(irq.len(), 1);
    assert_eq!((irq[0].0, irq[0].2), (1, 45));
    let procs: BTreeMap<u32, &str> = d
        .tracks
        .values()
        .filter_map(|t| match t {
            Track::Process { pid, name } => Some((*pid, name.as_str())),
            _ => None,
        })
        .collect();
    assert_eq!(procs.get(&2), Some(&"/bin/stripped"), "{procs:?}");
    let worker = d
        .tracks
        .values()
        .any(|t| matches!(t, Track::Thread { pid: 1, tid: 3, name } if name.starts_with("worker")));
    assert!(worker, "thread 3 of process 1 named worker: {:?}", d.tracks);
}

#[test]
fn minimum_duration_and_window_match_the_json_converter() {
    for s in sessions("pf-window") {
        let d = decode(&proto(&s, &PerfettoOptions::default()).0);
        let end = d.slices.iter().map(|s| s.3).max().unwrap();
        for (min, range) in [
            (5, TimeRange::default()),
            (
                0,
                TimeRange {
                    start: Some(end / 4),
                    end: Some(end / 2),
                },
            ),
            (
                3,
                TimeRange {
                    start: Some(end / 3),
                    end: None,
                },
            ),
        ] {
            let opts = PerfettoOptions {
                min_cycles: Some(min),
                range,
                ..PerfettoOptions::default()
            };
            let (file, report) = proto(&s, &opts);
            let d = decode(&file);
            let want = json_slices(&s, &opts);
            assert_eq!(sorted(d.slices.clone()), want, "min {min}, {range:?}");
            let all = PerfettoOptions {
                min_cycles: Some(0),
                range,
                ..PerfettoOptions::default()
            };
            let every = proto(&s, &all).1.slices;
            assert_eq!(report.slices + report.short, every, "left out + kept");
            for sl in &d.slices {
                assert!(sl.3 - sl.2 >= min);
                assert!(
                    range.start.is_none_or(|t| sl.2 >= t) && range.end.is_none_or(|t| sl.3 <= t)
                );
            }
            for i in &d.instants {
                assert!(range.contains(i.2), "{i:?} outside {range:?}");
            }
            assert_every_pid_has_a_track(&s, &d, range.end.unwrap_or(u64::MAX));
        }
    }
}

#[test]
fn the_chosen_minimum_keeps_the_file_within_the_target() {
    for s in sessions("pf-target") {
        let all = PerfettoOptions {
            min_cycles: Some(0),
            ..PerfettoOptions::default()
        };
        let (full, every) = proto(&s, &all);
        // Room for everything: nothing is left out.
        let roomy = PerfettoOptions {
            target_bytes: full.len() as u64 * 2,
            ..PerfettoOptions::default()
        };
        let (_, r) = proto(&s, &roomy);
        assert!(r.chosen);
        assert_eq!((r.short, r.slices), (0, every.slices));
        // Room for half the slices' bytes: the longest slices that fit, within the target.
        let none = PerfettoOptions {
            min_cycles: Some(u64::MAX),
            ..PerfettoOptions::default()
        };
        let fixed = proto(&s, &none).0.len() as u64;
        let half = PerfettoOptions {
            target_bytes: (fixed + full.len() as u64) / 2,
            ..PerfettoOptions::default()
        };
        let (file, r) = proto(&s, &half);
        assert!(r.min_cycles > 1 && r.short > 0 && r.slices > 0, "{r:?}");
        assert!(
            file.len() as u64 <= half.target_bytes,
            "{} bytes: {r:?}",
            file.len()
        );
        let d = decode(&file);
        assert!(d.slices.iter().all(|s| s.3 - s.2 >= r.min_cycles));
        assert!(r.to_string().contains("left out"), "{r}");
    }
}

#[test]
fn cli_writes_the_file_and_says_what_it_left_out() {
    let dir = common::scratch("pf-cli");
    let out = dir.join("t.pftrace");
    let trace = bare_fixture().join("trace");
    let run = Command::new(env!("CARGO_BIN_EXE_qtools"))
        .args(["perfetto", trace.to_str().unwrap(), "--no-vmlinux", "-q"])
        .args(["-r", bare_fixture().to_str().unwrap(), "--min-cycles", "4"])
        .args(["-o", out.to_str().unwrap()])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{err}");
    assert!(err.contains("slices shorter than 4 cycles"), "{err}");
    let d = decode(&std::fs::read(&out).unwrap());
    assert!(!d.slices.is_empty());
    // --format json keeps the Chrome JSON.
    let run = Command::new(env!("CARGO_BIN_EXE_qtools"))
        .args(["perfetto", trace.to_str().unwrap(), "--no-vmlinux", "-q"])
        .args(["--format", "json", "--start", "100", "--end", "2000"])
        .output()
        .unwrap();
    assert!(run.status.success());
    let v: serde_json::Value = serde_json::from_slice(&run.stdout).expect("JSON");
    assert!(v["traceEvents"].as_array().is_some_and(|e| !e.is_empty()));
}

#[test]
fn boot_trace_by_default_is_a_valid_trace_under_50_mb() {
    let Some(dir) = std::env::var_os("GOLDTRACE_BOOT_TRACE") else {
        eprintln!("GOLDTRACE_BOOT_TRACE not set: skipped");
        return;
    };
    let vmlinux = qtools::default_vmlinux();
    let opts = Options {
        vmlinux: vmlinux.exists().then_some(vmlinux),
        ..Options::default()
    };
    let s = Session::open(Path::new(&dir), opts).expect("the boot trace opens");
    let (file, report) = proto(&s, &PerfettoOptions::default());
    assert!(file.len() < 50_000_000, "{report}");
    assert!(report.slices > 100_000, "{report}");
    let d = decode(&file);
    assert_eq!(d.slices.len() as u64, report.slices);
    assert_every_pid_has_a_track(&s, &d, u64::MAX);
    let names: BTreeSet<&str> = d.slices.iter().map(|s| s.1.as_str()).collect();
    assert!(names.contains("start_kernel") && names.contains("running"));
}

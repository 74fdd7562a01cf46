//! `perfetto`: the reconstructed calls of a trace as a Perfetto trace (protobuf) for
//! ui.perfetto.dev or `trace_processor`, or as Chrome JSON (`--format json`, see [`json`]).
//!
//! Every process and thread has a track. On a thread's track a `running` slice covers each time
//! the thread was current, and its function calls nest inside, clipped to it (a call that spans
//! a context switch shows as one slice per time the thread ran). Process events (fork, clone,
//! exec, exit, mmap, munmap), exceptions and the emulator's own trace events (`goldtrace
//! --trace-backend trace`) are instants on an `events` track under the thread.
//!
//! A whole trace has far more calls than a viewer can hold, so slices shorter than a minimum
//! duration are left out. Unless given, the minimum is chosen from the trace: the replay counts
//! the slices (and their encoded bytes) by duration, and the shortest minimum that keeps the
//! file near the target size wins. The replay meanwhile writes the slices of a lower minimum,
//! raised as it goes, to a temporary file, from which the file of the chosen minimum is then
//! written ([`spill`]): one replay of the trace.
//!
//! With a window, the replay stops at its end: threads that start after it have no track.
//!
//! Slices are written lazily so that each track's events stay in time order: a call's begin is
//! written only once the call (or one it contains) turns out long enough, at which point every
//! enclosing slice is too (it contains it).

mod json;
mod par;
mod spill;
mod trace;
mod wire;

use std::collections::hash_map::Entry;
use std::fmt;
use std::io::{self, Write};
use std::iter::Peekable;

use anyhow::Result;
use tracefmt::exc::ExcIter;
use tracefmt::PidEvent;

pub use json::{perfetto, perfetto_json};

use self::trace::{interned_name_len, slice_packet_len, Arg, TraceWriter, TrackKind};
use super::TimeRange;
use crate::callstack::{CallStacks, Frame, StackSink};
use crate::fasthash::FastMap;
use crate::filter::Filter;
use crate::model::{FuncId, Model};
use crate::replay::{replay, Event, Visitor};
use crate::symbols::VECTORS_BASE;
use crate::{EmulatorEvent, Session};
use goldtrace_events::read::OwnedValue;

/// What `perfetto` writes.
#[derive(Debug, Clone)]
pub struct PerfettoOptions {
    /// Leave out slices shorter than this many cycles; `None`: chosen so that the file is about
    /// `target_bytes`.
    pub min_cycles: Option<u64>,
    /// The size the chosen minimum aims at.
    pub target_bytes: u64,
    /// Only this window (cycles): slices are clipped to it, instants outside it left out.
    pub range: TimeRange,
}

/// The default target size: a file that ui.perfetto.dev opens in seconds.
pub const DEFAULT_TARGET_BYTES: u64 = 40_000_000;

impl Default for PerfettoOptions {
    fn default() -> Self {
        PerfettoOptions {
            min_cycles: None,
            target_bytes: DEFAULT_TARGET_BYTES,
            range: TimeRange::default(),
        }
    }
}

/// What a `perfetto` run wrote and left out.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PerfettoReport {
    /// Slices shorter than this many cycles were left out.
    pub min_cycles: u64,
    /// The minimum was chosen from the trace (not given).
    pub chosen: bool,
    /// Slices written.
    pub slices: u64,
    /// Slices left out as too short.
    pub short: u64,
    /// Instants written (process events and exceptions).
    pub instants: u64,
    /// Processes and threads described (tracks; a reused pid counts again).
    pub processes: u64,
    /// Threads described.
    pub threads: u64,
    /// Bytes written.
    pub bytes: u64,
    /// The window, when one was given.
    pub range: TimeRange,
    /// Cycles per microsecond.
    pub mhz: u32,
}

impl fmt::Display for PerfettoReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} bytes: {} slices and {} instants on {} threads of {} processes",
            self.bytes, self.slices, self.instants, self.threads, self.processes
        )?;
        if let (None, None) = (self.range.start, self.range.end) {
        } else {
            let s = self.range.start.map_or(String::new(), |t| t.to_string());
            let e = self.range.end.map_or(String::new(), |t| t.to_string());
            write!(f, "; only cycles {s}..{e}")?;
        }
        if self.short > 0 && self.min_cycles == u64::MAX {
            write!(
                f,
                "; left out all {} slices: the tracks and instants alone fill the target size",
                self.short
            )?;
        } else if self.short > 0 {
            let us = self.min_cycles as f64 / f64::from(self.mhz.max(1));
            write!(
                f,
                "; left out {} slices shorter than {} cycles ({us:.3} us at {} MHz){}",
                self.short,
                self.min_cycles,
                self.mhz,
                if self.chosen {
                    ", the minimum chosen for the target size (--min-cycles to set it)"
                } else {
                    ""
                }
            )?;
        }
        Ok(())
    }
}

/// The name key of the `running` slices; functions use their [`FuncId`].
const RUNNING: FuncId = FuncId::MAX;
/// Name keys of instants, above every function id.
const INSTANT_KEYS: u64 = 1 << 40;

/// One level of a thread's track: level 0 is `running`, level k+1 the call-stack frame k.
#[derive(Debug, Clone, Copy)]
struct Level {
    func: FuncId,
    start: u64,
}

/// A thread's slices.
#[derive(Debug)]
struct Lane {
    levels: Vec<Level>,
    /// Levels below this one have had their begin written in the current run.
    emitted: usize,
    /// When the thread became current, while it is.
    run: Option<u64>,
    /// Its track.
    track: u64,
}

/// The tracks described so far.
#[derive(Debug, Default)]
struct Tracks {
    threads: FastMap<u32, ThreadTrack>,
    procs: FastMap<u32, ProcTrack>,
    next_uuid: u64,
    threads_made: u64,
    procs_made: u64,
}

#[derive(Debug)]
struct ThreadTrack {
    uuid: u64,
    tgid: u32,
    /// Its process's track.
    process: u64,
    name: String,
    /// The `events` track under it, once it has one.
    events: Option<u64>,
}

#[derive(Debug)]
struct ProcTrack {
    uuid: u64,
    name: String,
    cmdline: Vec<String>,
}

/// Slices counted by duration: the first replay of a chosen minimum (the whole replay's, or in
/// [`par`] one task's, added up in task order).
#[derive(Debug)]
struct Histogram {
    /// Slices and their estimated bytes per duration bucket.
    count: Vec<u64>,
    bytes: Vec<u64>,
    /// The longest slice of each function (the running slices at `RUNNING`'s index: last), in
    /// the order the functions' slices first ended.
    longest: Vec<(FuncId, u64)>,
    /// Where each function is in `longest`. Filled in that order, so that its own order (which
    /// [`Histogram::choose`] numbers the names by) is the same however the slices were counted.
    at: FastMap<FuncId, usize>,
}

/// Duration buckets: exact below 16 cycles, then 8 per power of two.
const EXACT: u64 = 16;
const SUB: u32 = 8;
const BUCKETS: usize = EXACT as usize + (64 - 4) * SUB as usize;

fn bucket(d: u64) -> usize {
    if d < EXACT {
        return d as usize;
    }
    let e = 63 - d.leading_zeros();
    let sub = (d >> (e - 3)) & u64::from(SUB - 1);
    EXACT as usize + (e as usize - 4) * SUB as usize + sub as usize
}

fn bucket_floor(b: usize) -> u64 {
    if b < EXACT as usize {
        return b as u64;
    }
    let e = (b - EXACT as usize) / SUB as usize + 4;
    let sub = ((b - EXACT as usize) % SUB as usize) as u64;
    (u64::from(SUB) + sub) << (e - 3)
}

impl Histogram {
    fn new() -> Histogram {
        Histogram {
            count: vec![0; BUCKETS],
            bytes: vec![0; BUCKETS],
            longest: Vec::new(),
            at: FastMap::default(),
        }
    }

    /// A slice of `func` lasting `dur` cycles, written from `ns_start` to `ns_end` (ns) on
    /// `track`.
    #[inline]
    fn slice(&mut self, func: FuncId, dur: u64, (ns_start, ns_end): (u64, u64), track: u64) {
        let b = bucket(dur);
        self.count[b] += 1;
        self.bytes[b] += (slice_packet_len(ns_start, track, Some(1 << 8))
            + slice_packet_len(ns_end, track, None)) as u64;
        self.longest_is(func, dur);
    }

    fn longest_is(&mut self, func: FuncId, dur: u64) {
        match self.at.entry(func) {
            Entry::Occupied(k) => {
                let l = &mut self.longest[*k.get()].1;
                *l = (*l).max(dur);
            }
            Entry::Vacant(v) => {
                v.insert(self.longest.len());
                self.longest.push((func, dur));
            }
        }
    }

    /// Adds the slices of `later`, counted after this one's.
    fn add(&mut self, later: Histogram) {
        for b in 0..BUCKETS {
            self.count[b] += later.count[b];
            self.bytes[b] += later.bytes[b];
        }
        for (f, d) in later.longest {
            self.longest_is(f, d);
        }
    }

    /// The slices counted so far: each lasted more than zero cycles, and was written or left out.
    fn closes(&self) -> u64 {
        self.count.iter().sum()
    }

    /// A minimum that [`Histogram::choose`] cannot go below once more slices are counted: the
    /// same choice from the bytes of the slices counted so far and `fixed` bytes of everything
    /// else so far, without the names (each bucket's bytes, the fixed bytes and the names'
    /// bytes at or above a bucket only grow as the trace goes on).
    fn lower_bound(&self, fixed: u64, target: u64) -> u64 {
        let mut total = fixed;
        let mut min = u64::MAX;
        for b in (1..BUCKETS).rev() {
            total += self.bytes[b];
            if total > target {
                break;
            }
            min = bucket_floor(b);
        }
        min
    }

    /// The smallest minimum duration whose slices, with `fixed` bytes of everything else and
    /// the interned names they use, fit `target` bytes; and the slices it leaves out.
    fn choose(&self, m: &Model, filter: &Filter, fixed: u64, target: u64) -> u64 {
        let mut names = vec![0u64; BUCKETS];
        for (i, (&f, &k)) in self.at.iter().enumerate() {
            let d = self.longest[k].1;
            let len = if f == RUNNING {
                "running".len()
            } else {
                filter.label(m, f).len()
            };
            names[bucket(d)] += interned_name_len(i as u64 + 1, len) as u64;
        }
        let mut total = fixed;
        let mut min = u64::MAX;
        for b in (1..BUCKETS).rev() {
            total += self.bytes[b] + names[b];
            if total > target {
                break;
            }
            min = bucket_floor(b);
        }
        min
    }
}

/// Where [`Out`] puts its packets: the trace writer, or (in the replay in order of [`par`]) a
/// list of them for a task's worker.
trait Packets {
    fn track(&mut self, ts: u64, uuid: u64, kind: TrackKind<'_>) -> io::Result<()>;
    fn instant(
        &mut self,
        ts: u64,
        track: u64,
        name: (u64, &str),
        args: &[(&str, Arg<'_>)],
    ) -> io::Result<()>;
    fn begin(&mut self, ts: u64, track: u64, key: u64, name: &str) -> io::Result<()>;
    /// The innermost open slice on `track` ends at `ts`; it lasted `dur` cycles.
    fn end(&mut self, ts: u64, track: u64, dur: u64) -> io::Result<()>;
    /// The running thread's slices end at `time` (after the packets before it).
    fn switched_out(&mut self, _time: u64) {}
    /// `pid` runs from `time` on `track` (after its track's packet, if any).
    fn switched_in(&mut self, _pid: u32, _time: u64, _track: u64) {}
    /// Bytes of the tracks and instants so far, where they are counted apart (a [`Spill`]).
    fn fixed_bytes(&self) -> u64 {
        0
    }
}

impl<W: Write> Packets for TraceWriter<W> {
    fn track(&mut self, ts: u64, uuid: u64, kind: TrackKind<'_>) -> io::Result<()> {
        TraceWriter::track(self, ts, uuid, kind)
    }
    fn instant(
        &mut self,
        ts: u64,
        track: u64,
        name: (u64, &str),
        args: &[(&str, Arg<'_>)],
    ) -> io::Result<()> {
        TraceWriter::instant(self, ts, track, name, args)
    }
    fn begin(&mut self, ts: u64, track: u64, key: u64, name: &str) -> io::Result<()> {
        TraceWriter::begin(self, ts, track, key, name)
    }
    fn end(&mut self, ts: u64, track: u64, _dur: u64) -> io::Result<()> {
        TraceWriter::end(self, ts, track)
    }
}

/// Everything that writes: tracks, lanes, the writer.
struct Out<'a, P: Packets> {
    w: P,
    filter: &'a Filter,
    lanes: FastMap<u32, Lane>,
    tracks: Tracks,
    min: u64,
    lo: u64,
    hi: u64,
    mhz: u64,
    hist: Option<Histogram>,
    /// A chosen minimum in one replay: the target size, towards which `min` is raised as the
    /// slices are counted (always below the minimum that will be chosen; see [`spill`]).
    raise: Option<u64>,
    /// Slices counted since `min` was last raised.
    since: u32,
    report: PerfettoReport,
    err: Option<io::Error>,
}

/// Slices counted between two raises of the running minimum.
const RAISE_EVERY: u32 = 4096;

/// `t` cycles at `mhz` MHz in nanoseconds (rounded down): in 64 bits where `t * 1000` fits,
/// which is every time in a trace of less than 213 days at 1 GHz (the 128-bit division's call
/// was about 1% of `perfetto`'s samples), else in 128.
#[inline]
pub(crate) fn cycles_ns(t: u64, mhz: u64) -> u64 {
    match t.checked_mul(1000) {
        Some(x) => x / mhz,
        None => (u128::from(t) * 1000 / u128::from(mhz)) as u64,
    }
}

impl<P: Packets> Out<'_, P> {
    fn ns(&self, t: u64) -> u64 {
        cycles_ns(t, self.mhz)
    }

    fn check(&mut self, r: io::Result<()>) {
        if let Err(e) = r {
            self.err.get_or_insert(e);
        }
    }

    /// Describes `tgid`'s process if it is new or renamed.
    fn sync_process(&mut self, m: &Model, tgid: u32, ts: u64, fresh: bool) {
        let p = m.procs.get(&tgid);
        let name = p.map_or("", |p| p.name.as_str());
        let argv = p.map_or(&[][..], |p| &p.argv[..]);
        let known = self.tracks.procs.get(&tgid);
        if !fresh && known.is_some_and(|k| k.name == name && k.cmdline == argv) {
            return;
        }
        let uuid = match known {
            Some(k) if !fresh => k.uuid,
            _ => {
                self.tracks.next_uuid += 1;
                self.tracks.procs_made += 1;
                self.tracks.next_uuid
            }
        };
        let kind = TrackKind::Process {
            pid: tgid,
            name,
            cmdline: argv,
        };
        let r = self.w.track(self.ns(ts), uuid, kind);
        self.check(r);
        self.tracks.procs.insert(
            tgid,
            ProcTrack {
                uuid,
                name: name.to_string(),
                cmdline: argv.to_vec(),
            },
        );
    }

    /// Describes `pid`'s thread (and its process) if new, renamed or moved; `fresh`: a new
    /// thread by this pid (fork or clone), which gets a new track even if the pid ran before.
    fn sync_thread(&mut self, m: &Model, pid: u32, ts: u64, fresh: bool) -> u64 {
        let p = m.procs.get(&pid);
        let tgid = p.map_or(pid, |p| p.tgid);
        let name = p.map_or("", |p| p.name.as_str());
        self.sync_process(m, tgid, ts, fresh && tgid == pid);
        let process = self.tracks.procs.get(&tgid).map_or(0, |p| p.uuid);
        if let Some(k) = self.tracks.threads.get(&pid) {
            if !fresh && k.tgid == tgid && k.process == process && k.name == name {
                return k.uuid;
            }
        }
        let uuid = match self.tracks.threads.get(&pid) {
            Some(k) if !fresh => k.uuid,
            _ => {
                self.tracks.next_uuid += 1;
                self.tracks.threads_made += 1;
                self.tracks.next_uuid
            }
        };
        let kind = TrackKind::Thread {
            process,
            pid: tgid,
            tid: pid,
            name,
        };
        let r = self.w.track(self.ns(ts), uuid, kind);
        self.check(r);
        let events = self
            .tracks
            .threads
            .get(&pid)
            .filter(|k| k.uuid == uuid)
            .and_then(|k| k.events);
        self.tracks.threads.insert(
            pid,
            ThreadTrack {
                uuid,
                tgid,
                process,
                name: name.to_string(),
                events,
            },
        );
        uuid
    }

    /// An instant on `pid`'s events track, if `time` is in the window.
    fn instant(
        &mut self,
        m: &Model,
        pid: u32,
        time: u64,
        name: (u64, &str),
        args: &[(&str, Arg<'_>)],
    ) {
        if time < self.lo || time > self.hi || !self.filter.keep_pid(pid) {
            return;
        }
        let ts = self.ns(time);
        let thread = self.sync_thread(m, pid, time, false);
        let events = match self.tracks.threads.get(&pid).and_then(|k| k.events) {
            Some(e) => e,
            None => {
                self.tracks.next_uuid += 1;
                let uuid = self.tracks.next_uuid;
                let kind = TrackKind::Child {
                    parent: thread,
                    name: "events",
                };
                let r = self.w.track(ts, uuid, kind);
                self.check(r);
                if let Some(k) = self.tracks.threads.get_mut(&pid) {
                    k.events = Some(uuid);
                }
                uuid
            }
        };
        let r = self.w.instant(ts, events, name, args);
        self.check(r);
        self.report.instants += 1;
    }

    fn name<'m>(&self, m: &'m Model, f: FuncId) -> &'m str {
        if f == RUNNING {
            "running"
        } else {
            self.filter.label(m, f)
        }
    }

    /// Level `i` of `pid`'s lane ends at `t`: written if it (or a level above) was long
    /// enough, counted as left out if not.
    fn close(&mut self, m: &Model, pid: u32, i: usize, t: u64) {
        let Some(lane) = self.lanes.get(&pid) else {
            return;
        };
        let (Some(run), Some(level)) = (lane.run, lane.levels.get(i)) else {
            return;
        };
        let from = run.max(self.lo);
        let start = level.start.max(from);
        let end = t.min(self.hi);
        if end <= start {
            return;
        }
        let dur = end - start;
        let (track, emitted) = (lane.track, lane.emitted);
        let (ns_start, ns_end) = (self.ns(start), self.ns(end));
        if let Some(h) = &mut self.hist {
            h.slice(level.func, dur, (ns_start, ns_end), track);
            if let Some(target) = self.raise {
                self.since += 1;
                if self.since == RAISE_EVERY {
                    self.since = 0;
                    self.min = h.lower_bound(self.w.fixed_bytes(), target);
                }
            }
        }
        if i >= emitted && dur < self.min {
            self.report.short += 1;
            return;
        }
        for j in emitted..=i {
            let l = self.lanes[&pid].levels[j];
            let ts = self.ns(l.start.max(from));
            let name = self.name(m, l.func);
            let r = self.w.begin(ts, track, u64::from(l.func), name);
            self.check(r);
        }
        let r = self.w.end(ns_end, track, dur);
        self.check(r);
        self.report.slices += 1;
        if let Some(lane) = self.lanes.get_mut(&pid) {
            lane.emitted = i;
        }
    }

    /// `pid` stops being current at `t`: all its levels end.
    fn switch_out(&mut self, m: &Model, pid: u32, t: u64) {
        let n = self.lanes.get(&pid).map_or(0, |l| l.levels.len());
        for i in (0..n).rev() {
            self.close(m, pid, i, t);
        }
        if let Some(lane) = self.lanes.get_mut(&pid) {
            lane.emitted = 0;
            lane.run = None;
        }
    }

    /// `pid` becomes current at `t` on `track`.
    fn switch_in(&mut self, pid: u32, t: u64, track: u64) {
        let lane = self.lanes.entry(pid).or_insert_with(|| Lane {
            levels: vec![Level {
                func: RUNNING,
                start: t,
            }],
            emitted: 0,
            run: None,
            track,
        });
        lane.levels[0].start = t;
        lane.run = Some(t);
        lane.emitted = 0;
        lane.track = track;
    }
}

impl<P: Packets> StackSink for Out<'_, P> {
    fn push(&mut self, _m: &Model, pid: u32, depth: usize, f: &Frame, time: u64) {
        if let Some(lane) = self.lanes.get_mut(&pid) {
            lane.levels.truncate(depth + 1);
            lane.levels.push(Level {
                func: f.func,
                start: time,
            });
        }
    }

    fn pop(&mut self, m: &Model, pid: u32, depth: usize, _f: &Frame, time: u64, _tt: u64) {
        self.close(m, pid, depth + 1, time);
        if let Some(lane) = self.lanes.get_mut(&pid) {
            lane.levels.truncate(depth + 1);
            lane.emitted = lane.emitted.min(depth + 1);
        }
    }
}

struct ProtoV<'a, P: Packets> {
    stacks: CallStacks,
    out: Out<'a, P>,
    exc: Peekable<ExcIter<'a>>,
    exc_err: Option<tracefmt::Error>,
    /// The thread whose lane is open.
    running: Option<u32>,
    /// The thread of the latest block.
    last: Option<u32>,
    /// A block after the window's end was seen: the replay can stop.
    past_end: bool,
    /// The emulator's own events (`Session::emulator`) not written yet, with their
    /// instants' name keys.
    emu: Peekable<std::iter::Zip<std::slice::Iter<'a, EmulatorEvent>, std::vec::IntoIter<u64>>>,
}

impl<'a, P: Packets> ProtoV<'a, P> {
    /// A replay of `s` writing its packets to `w`: slices of at least `min` cycles within
    /// `range` (first and last cycle), counted by duration into `hist` if given.
    fn new(
        s: &'a Session,
        w: P,
        min: u64,
        (lo, hi): (u64, u64),
        hist: Option<Histogram>,
        raise: Option<u64>,
        report: PerfettoReport,
    ) -> Self {
        ProtoV {
            stacks: CallStacks::new(),
            out: Out {
                w,
                filter: &s.opts.filter,
                lanes: FastMap::default(),
                tracks: Tracks::default(),
                min,
                lo,
                hi,
                mhz: u64::from(s.opts.mhz.max(1)),
                hist,
                raise,
                since: 0,
                report,
                err: None,
            },
            exc: s.reader.exceptions().peekable(),
            exc_err: None,
            running: None,
            last: None,
            past_end: false,
            emu: s.emulator.iter().zip(emulator_keys(&s.emulator)).peekable(),
        }
    }
}

/// Name keys of the emulator's events: one per distinct name, after the exceptions'.
fn emulator_keys(events: &[EmulatorEvent]) -> Vec<u64> {
    let mut names: FastMap<&str, u64> = FastMap::default();
    events
        .iter()
        .map(|e| {
            let next = INSTANT_KEYS + 64 + names.len() as u64;
            *names.entry(e.name.as_str()).or_insert(next)
        })
        .collect()
}

/// Arguments that hold addresses are shown in hex.
fn emulator_arg<'v>(name: &str, v: &'v OwnedValue) -> Arg<'v> {
    const ADDRESSES: [&str; 10] = [
        "addr", "far", "vpc", "paddr", "mva", "va", "site", "host", "target", "page",
    ];
    match v {
        OwnedValue::Str(s) => Arg::Str(s),
        OwnedValue::Int(n) if ADDRESSES.contains(&name) => Arg::Ptr(*n),
        OwnedValue::Int(n) => Arg::Int(*n as i64),
    }
}

/// The instant name of an exception taken to `target` (its vector), with its key.
fn exception_name(target: u32) -> (u64, &'static str) {
    let off = if target >= VECTORS_BASE {
        target - VECTORS_BASE
    } else {
        target
    };
    let name = match off {
        0x00 if target != 0 => "reset",
        0x04 => "undefined instruction",
        0x08 => "svc",
        0x0c => "prefetch abort",
        0x10 => "data abort",
        0x18 => "irq",
        0x1c => "fiq",
        _ => "exception",
    };
    (INSTANT_KEYS + 16 + u64::from(off.min(0x20)), name)
}

impl<P: Packets> ProtoV<'_, P> {
    /// Writes the emulator's events up to `time` as instants on the thread of the latest
    /// block (the current thread before any).
    fn emulator_before(&mut self, m: &Model, time: u64) {
        while let Some((e, key)) = self.emu.next_if(|(e, _)| e.time <= time) {
            let pid = self.last.unwrap_or(m.current);
            let args: Vec<(&str, Arg<'_>)> = e
                .args
                .iter()
                .map(|(n, v)| (n.as_str(), emulator_arg(n, v)))
                .collect();
            self.out.instant(m, pid, e.time, (key, &e.name), &args);
        }
    }

    /// Writes the exceptions taken in blocks that started before `time`, on the thread of the
    /// latest block.
    fn exceptions_before(&mut self, m: &Model, time: u64) {
        loop {
            match self.exc.peek() {
                Some(Ok(x)) if x.bb_start_time < time => {}
                Some(Err(_)) => {
                    if let Some(Err(e)) = self.exc.next() {
                        self.exc_err.get_or_insert(e);
                    }
                    return;
                }
                _ => return,
            }
            let Some(Ok(x)) = self.exc.next() else { return };
            let Some(pid) = self.last else { continue };
            let args = [
                ("pc", Arg::Ptr(u64::from(x.current_pc))),
                ("target", Arg::Ptr(u64::from(x.target_pc))),
            ];
            self.out
                .instant(m, pid, x.time, exception_name(x.target_pc), &args);
        }
    }

    fn switch_out(&mut self, m: &Model, t: u64) {
        if let Some(pid) = self.running.take() {
            self.out.w.switched_out(t);
            self.out.switch_out(m, pid, t);
        }
    }

    /// After [`Self::block_head`] of a block of `pid`: the time before which a later block of
    /// `pid`, with nothing else in between, changes nothing here (no exception, emulator event
    /// or window end comes before it, and `pid` stays the running thread); `None` if it may.
    fn quiet_until(&mut self, pid: u32) -> Option<u64> {
        if self.running != Some(pid) || self.last != Some(pid) || self.past_end {
            return None;
        }
        let exc = match self.exc.peek() {
            None => u64::MAX,
            // Written before a block that starts after the exception's block started.
            Some(Ok(x)) => x.bb_start_time.saturating_add(1),
            Some(Err(_)) => return None,
        };
        let emu = self.emu.peek().map_or(u64::MAX, |(e, _)| e.time);
        Some(exc.min(emu).min(self.out.hi.saturating_add(1)))
    }

    /// What a block does before the stacks step it: the instants before it, the switch to its
    /// thread; false when it is not stepped.
    fn block_head(&mut self, m: &Model, time: u64, pid: u32) -> bool {
        self.exceptions_before(m, time);
        self.emulator_before(m, time);
        if time > self.out.hi {
            self.switch_out(m, time);
            self.past_end = true;
            return false;
        }
        self.last = Some(pid);
        if !self.out.filter.keep_pid(pid) {
            self.switch_out(m, time);
            return false;
        }
        if self.running != Some(pid) {
            self.switch_out(m, time);
            let track = self.out.sync_thread(m, pid, time, false);
            self.out.w.switched_in(pid, time, track);
            self.out.switch_in(pid, time, track);
            self.running = Some(pid);
        }
        true
    }
}

impl<P: Packets> Visitor for ProtoV<'_, P> {
    fn pid_event(&mut self, m: &Model, time: u64, ev: &PidEvent<'_>) {
        self.exceptions_before(m, time);
        self.emulator_before(m, time);
        let cur = m.current;
        let key = |k: u64| INSTANT_KEYS + k;
        match ev {
            PidEvent::Fork { pid, .. } | PidEvent::Clone { pid, .. } => {
                self.out.sync_thread(m, *pid, time, true);
                let name = match ev {
                    PidEvent::Fork { .. } => (key(1), "fork"),
                    _ => (key(2), "clone"),
                };
                self.out
                    .instant(m, cur, time, name, &[("pid", Arg::Int(i64::from(*pid)))]);
            }
            PidEvent::Exec { argv } => {
                self.out.sync_thread(m, cur, time, false);
                let argv: Vec<String> = argv
                    .iter()
                    .map(|a| String::from_utf8_lossy(a).into_owned())
                    .collect();
                let argv = argv.join(" ");
                self.out
                    .instant(m, cur, time, (key(3), "exec"), &[("argv", Arg::Str(&argv))]);
            }
            PidEvent::Exit { code } => {
                let args = [("code", Arg::Int(i64::from(*code)))];
                self.out.instant(m, cur, time, (key(4), "exit"), &args);
            }
            PidEvent::Mmap {
                start, end, path, ..
            } => {
                let path = String::from_utf8_lossy(path);
                let args = [
                    ("path", Arg::Str(&path)),
                    ("start", Arg::Ptr(u64::from(*start))),
                    ("end", Arg::Ptr(u64::from(*end))),
                ];
                self.out.instant(m, cur, time, (key(5), "mmap"), &args);
            }
            PidEvent::Munmap { start, end } => {
                let args = [
                    ("start", Arg::Ptr(u64::from(*start))),
                    ("end", Arg::Ptr(u64::from(*end))),
                ];
                self.out.instant(m, cur, time, (key(6), "munmap"), &args);
            }
            PidEvent::Switch { pid }
            | PidEvent::KthreadName { pid, .. }
            | PidEvent::Name { pid, .. } => {
                self.out.sync_thread(m, *pid, time, false);
            }
            PidEvent::SymbolAdd { .. } | PidEvent::SymbolRemove { .. } => {}
        }
    }

    fn block(&mut self, m: &Model, ev: &Event<'_>) {
        if self.block_head(m, ev.time, ev.pid) {
            self.stacks.step(m, ev, &mut self.out);
        }
    }

    fn end(&mut self, m: &Model, end: u64) {
        self.exceptions_before(m, u64::MAX);
        self.emulator_before(m, u64::MAX);
        self.switch_out(m, end);
    }

    fn done(&self) -> bool {
        self.past_end || self.out.err.is_some()
    }
}

/// One replay writing to `w` with minimum `min`, counting slices by duration when `measure`,
/// raising the minimum towards `raise`'s target size if given (see [`spill`]).
fn write_pass<P: Packets>(
    s: &Session,
    opts: &PerfettoOptions,
    w: P,
    min: u64,
    measure: bool,
    raise: Option<u64>,
) -> Result<(PerfettoReport, Option<Histogram>, Model, P)> {
    let mut m = s.model();
    let range = (
        opts.range.start.unwrap_or(0),
        opts.range.end.unwrap_or(u64::MAX),
    );
    let report = PerfettoReport {
        min_cycles: min,
        range: opts.range,
        mhz: s.opts.mhz.max(1),
        ..PerfettoReport::default()
    };
    let hist = measure.then(Histogram::new);
    let mut v = ProtoV::new(s, w, min, range, hist, raise, report);
    replay(&s.reader, &mut m, &mut v)?;
    if let Some(e) = v.exc_err {
        return Err(anyhow::Error::new(e).context("reading the exception records"));
    }
    if let Some(e) = v.out.err {
        return Err(e.into());
    }
    let mut report = v.out.report;
    report.threads = v.out.tracks.threads_made;
    report.processes = v.out.tracks.procs_made;
    Ok((report, v.out.hist, m, v.out.w))
}

/// The file of a chosen minimum from the replay's [`Spill`]: the minimum chosen from `hist` (the
/// slices counted) for the target size, the slices it keeps written to `out`, and `report` (the
/// replay's) completed.
fn write_chosen(
    s: &Session,
    opts: &PerfettoOptions,
    m: &Model,
    hist: &Histogram,
    spill: spill::Spill,
    mut report: PerfettoReport,
    out: &mut dyn Write,
) -> Result<PerfettoReport> {
    let fixed = spill.fixed_bytes();
    let min = hist
        .choose(m, &s.opts.filter, fixed, opts.target_bytes)
        .max(1);
    if std::env::var_os("QTOOLS_TIMES").is_some() {
        eprintln!(
            "qtools: perfetto: {} bytes of slices kept in the temporary file, minimum {min} cycles",
            spill.spilled()
        );
    }
    let _times = crate::replay::par::Times("perfetto, the slices kept written (the thread's CPU)");
    let mut w = TraceWriter::new(out);
    let slices = spill.write_kept(min, &mut w)?;
    report.min_cycles = min;
    report.chosen = true;
    report.slices = slices;
    report.short = hist.closes() - slices;
    report.bytes = w.bytes();
    w.finish()?;
    Ok(report)
}

/// `perfetto`: writes a Perfetto protobuf trace of `s` to `out` (see the module comment) and
/// says what it wrote and left out.
pub fn perfetto_trace(
    s: &Session,
    opts: &PerfettoOptions,
    out: &mut dyn Write,
) -> Result<PerfettoReport> {
    let threads = crate::replay::par::threads();
    if threads > 1 && par::applies(s, opts) {
        return par::perfetto_trace(s, opts, threads, out);
    }
    match opts.min_cycles {
        Some(min) => {
            let w = TraceWriter::new(out);
            let (mut report, _, _, w) = write_pass(s, opts, w, min, false, None)?;
            report.bytes = w.bytes();
            w.finish()?;
            Ok(report)
        }
        None => {
            let target = opts.target_bytes;
            let low = Histogram::new().lower_bound(0, target);
            let spill = spill::Spill::new()?;
            let (report, hist, m, spill) = write_pass(s, opts, spill, low, true, Some(target))?;
            let hist = hist.expect("measured");
            write_chosen(s, opts, &m, &hist, spill, report, out)
        }
    }
}

#[cfg(test)]
mod tests {
    /// [`super::cycles_ns`] in 64 bits where it can gives what the 128-bit division gives, on
    /// both sides of where `t * 1000` stops fitting.
    #[test]
    fn cycles_ns_matches_the_wide_division() {
        let mut r = testrng::Rng::new(0x5eed_0032);
        let edge = u64::MAX / 1000;
        let mut ts = vec![0, 1, 999, edge - 1, edge, edge + 1, u64::MAX];
        for _ in 0..5000 {
            ts.push(r.next_u64() >> r.below(64));
        }
        for t in ts {
            for mhz in [1u64, 3, 200, 1000, 1_000_000, u64::from(u32::MAX)] {
                let wide = (u128::from(t) * 1000 / u128::from(mhz)) as u64;
                assert_eq!(super::cycles_ns(t, mhz), wide, "{t} cycles at {mhz} MHz");
            }
        }
    }
}

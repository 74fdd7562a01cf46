//! `perfetto` on several threads, on the replay of `replay::par`: byte for byte the file of the
//! sequential replay.
//!
//! The replay in order ([`InOrder`], the tracker) does what the sequential visitor does apart
//! from the slices: the exceptions' and pid events' instants, the tracks, which thread runs
//! when. It writes nothing: what it would write goes with the task being filled as [`Side`]
//! entries, each before the record it came before, and the switches between threads as two
//! markers around the new thread's track packet. A worker replays the task's records into the
//! threads' slices (the lanes of the sequential [`Out`](super::Out)), with the side entries
//! between them in order, and hands back the packets as [`Op`]s naming functions by a
//! task-local table; [`Join`] writes them in task order through the one [`TraceWriter`], which
//! interns names in order of first use as the sequential writer does.
//!
//! The one state that a worker cannot know is which of the levels of the thread running at the
//! task's start already had their begin written (a begin is written once a slice it contains
//! turns out long enough). The worker keeps that number as "at most `cap`" and hands over
//! what depends on it as [`Op::Cond`] and [`Op::Begins`]; [`Join`] carries the number from
//! task to task and settles them.
//!
//! The tracker needs no stacks, only each record's time and thread: in two stages the stacks
//! stage applies each piece's effects (`replay::par::segs`) and shows the tracker the piece's
//! records and the pid events among them before the task goes out; the task starts from the
//! states of the piece's threads and of the thread running at its start ([`Tracker::carried`]),
//! whose frames keep their start times, so a worker reopens the slices that span tasks.
//!
//! Executions that change no frame reach the replay in order as one record per run, so an
//! exception's instant is recorded at the next record or pid event rather than at the next
//! execution: the same place in the file, since the execution after an exception is its
//! vector's, which is never part of such a run (and a pid event in a run writes the exceptions
//! before it first, as the sequential visitor does).
//!
//! A chosen minimum needs the slices' histogram, known only at the end: each worker counts its
//! task's slices (a sum over tasks; the longest slice of each function merged in the order the
//! functions first closed, as the sequential map is filled), and the same replay writes the
//! slices of a lower minimum, raised from task to task, to a temporary file ([`Spill`]), from
//! which the file of the chosen minimum is written at the end.

use std::any::Any;
use std::io::{self, Write};
use std::sync::atomic::{AtomicU64, Ordering};

use anyhow::Result;
use tracefmt::PidEvent;

use super::spill::Spill;
use super::trace::{Arg, TraceWriter, TrackKind};
use super::{
    write_chosen, Histogram, Level, Packets, PerfettoOptions, PerfettoReport, ProtoV, RUNNING,
};
use crate::callstack::{CallStacks, StackSink, Step};
use crate::fasthash::FastMap;
use crate::model::{FuncId, Model};
use crate::replay::par::{replay_stacks, Rec, Spec, Task, Times, Tracker};
use crate::replay::Visitor;
use crate::Session;

/// Whether [`perfetto_trace`] gives the sequential replay's file for `s` and `opts`: no window,
/// no thread filter (every execution is then stepped, so the thread of the last record is the
/// running one) and no emulator events (which may fall between the executions of a record).
pub(super) fn applies(s: &Session, opts: &PerfettoOptions) -> bool {
    opts.range.is_all()
        && s.opts.window.is_all()
        && s.opts.filter.is_empty()
        && s.emulator.is_empty()
}

/// A track's description, owned.
#[derive(Debug, Clone)]
enum Kind {
    Process {
        pid: u32,
        name: String,
        cmdline: Vec<String>,
    },
    Thread {
        process: u64,
        pid: u32,
        tid: u32,
        name: String,
    },
    Child {
        parent: u64,
        name: String,
    },
}

impl Kind {
    fn of(k: TrackKind<'_>) -> Kind {
        match k {
            TrackKind::Process { pid, name, cmdline } => Kind::Process {
                pid,
                name: name.to_string(),
                cmdline: cmdline.to_vec(),
            },
            TrackKind::Thread {
                process,
                pid,
                tid,
                name,
            } => Kind::Thread {
                process,
                pid,
                tid,
                name: name.to_string(),
            },
            TrackKind::Child { parent, name } => Kind::Child {
                parent,
                name: name.to_string(),
            },
        }
    }

    fn as_kind(&self) -> TrackKind<'_> {
        match self {
            Kind::Process { pid, name, cmdline } => TrackKind::Process {
                pid: *pid,
                name,
                cmdline,
            },
            Kind::Thread {
                process,
                pid,
                tid,
                name,
            } => TrackKind::Thread {
                process: *process,
                pid: *pid,
                tid: *tid,
                name,
            },
            Kind::Child { parent, name } => TrackKind::Child {
                parent: *parent,
                name,
            },
        }
    }
}

/// An instant's argument value, owned.
#[derive(Debug, Clone)]
enum Value {
    Int(i64),
    Str(String),
    Ptr(u64),
}

/// What the replay in order puts between a task's records.
#[derive(Debug)]
enum Side {
    Track {
        ts: u64,
        uuid: u64,
        kind: Kind,
    },
    Instant {
        ts: u64,
        track: u64,
        key: u64,
        name: String,
        args: Vec<(String, Value)>,
    },
    /// The running thread's slices end.
    SwitchOut {
        time: u64,
    },
    /// `pid` runs from `time` on `track`.
    SwitchIn {
        pid: u32,
        time: u64,
        track: u64,
    },
}

/// The side entries of the task being filled, each with the number of records before it.
#[derive(Debug, Default)]
struct Recorder {
    side: Vec<(usize, Side)>,
    at: usize,
}

impl Packets for Recorder {
    fn track(&mut self, ts: u64, uuid: u64, kind: TrackKind<'_>) -> io::Result<()> {
        let kind = Kind::of(kind);
        self.side.push((self.at, Side::Track { ts, uuid, kind }));
        Ok(())
    }

    fn instant(
        &mut self,
        ts: u64,
        track: u64,
        (key, name): (u64, &str),
        args: &[(&str, Arg<'_>)],
    ) -> io::Result<()> {
        let args = args
            .iter()
            .map(|(k, v)| {
                let v = match *v {
                    Arg::Int(i) => Value::Int(i),
                    Arg::Str(s) => Value::Str(s.to_string()),
                    Arg::Ptr(p) => Value::Ptr(p),
                };
                (k.to_string(), v)
            })
            .collect();
        let name = name.to_string();
        let e = Side::Instant {
            ts,
            track,
            key,
            name,
            args,
        };
        self.side.push((self.at, e));
        Ok(())
    }

    // The replay in order has no call-stack levels (its tracker sees no pushes): a `running`
    // level at most, never long enough (its minimum is `u64::MAX`), so never written.
    fn begin(&mut self, _ts: u64, _track: u64, _key: u64, _name: &str) -> io::Result<()> {
        Ok(())
    }

    fn end(&mut self, _ts: u64, _track: u64, _dur: u64) -> io::Result<()> {
        Ok(())
    }

    fn switched_out(&mut self, time: u64) {
        self.side.push((self.at, Side::SwitchOut { time }));
    }

    fn switched_in(&mut self, pid: u32, time: u64, track: u64) {
        self.side
            .push((self.at, Side::SwitchIn { pid, time, track }));
    }
}

/// What a task carries from the replay in order.
struct TaskData {
    /// The thread running at the task's start: pid, since when, its track.
    start: Option<(u32, u64, u64)>,
    side: Vec<(usize, Side)>,
}

/// The replay in order's tracker: the sequential visitor writing to a [`Recorder`].
struct InOrder<'a> {
    v: ProtoV<'a, Recorder>,
    /// The running thread at the start of the task being filled.
    start: Option<(u32, u64, u64)>,
    /// A thread and a time before which its records change nothing in [`Self::v`] (see
    /// `ProtoV::quiet_until`): most records are skipped on that alone.
    quiet: Option<(u32, u64)>,
}

impl InOrder<'_> {
    fn running(&self) -> Option<(u32, u64, u64)> {
        let pid = self.v.running?;
        let lane = self.v.out.lanes.get(&pid)?;
        Some((pid, lane.run?, lane.track))
    }
}

impl StackSink for InOrder<'_> {}

impl Tracker for InOrder<'_> {
    fn stateless(&self) -> bool {
        true
    }

    fn in_order_events(&self) -> bool {
        true
    }

    fn pid_event(&mut self, m: &Model, time: u64, ev: &PidEvent<'_>, at: usize) {
        self.quiet = None;
        self.v.out.w.at = at;
        Visitor::pid_event(&mut self.v, m, time, ev);
    }

    #[inline]
    fn before_exec(&mut self, m: &Model, step: &Step, at: usize) {
        if let Some((pid, until)) = self.quiet {
            if pid == step.pid && step.time < until {
                return;
            }
        }
        self.v.out.w.at = at;
        self.v.block_head(m, step.time, step.pid);
        self.quiet = self.v.quiet_until(step.pid).map(|u| (step.pid, u));
    }

    fn end(&mut self, m: &Model, end: u64, at: usize) {
        self.quiet = None;
        self.v.out.w.at = at;
        Visitor::end(&mut self.v, m, end);
    }

    fn carried(&self) -> Option<u32> {
        self.v.running
    }

    fn task_data(&mut self) -> Option<Box<dyn Any + Send>> {
        let side = std::mem::take(&mut self.v.out.w.side);
        let now = self.running();
        let start = std::mem::replace(&mut self.start, now);
        Some(Box::new(TaskData { start, side }))
    }
}

/// How many of a lane's levels have their begin written: known, or (for the thread running at
/// the task's start) the unknown number it had then, at most `cap`.
#[derive(Debug, Clone, Copy)]
enum Emitted {
    Known(usize),
    AtMost(usize),
}

/// A worker's lane of a thread (the sequential [`super::Lane`]).
#[derive(Debug)]
struct WLane {
    levels: Vec<Level>,
    emitted: Emitted,
    run: Option<u64>,
    track: u64,
}

/// A packet of a task's output.
#[derive(Debug)]
enum Op {
    Side(Side),
    /// A slice begins: `name` indexes the task's [`Slices::names`].
    Begin {
        ts: u64,
        track: u64,
        name: u32,
    },
    /// A slice of `dur` cycles ends.
    End {
        ts: u64,
        track: u64,
        dur: u64,
    },
    /// Level `level` (below `cap`) of the thread running at the task's start ends at `ts` (ns)
    /// after `dur` cycles: written if `long` or if its begin was written, with the begins of
    /// the levels up to it not written yet.
    Cond {
        cap: usize,
        level: usize,
        ts: u64,
        dur: u64,
        long: bool,
    },
    /// The begins of the levels below `cap` of the thread running at the task's start that are
    /// not written yet (the begins above follow).
    Begins {
        cap: usize,
    },
}

/// A task's slices and histogram, handed to [`Join`].
struct TaskOut {
    ops: Vec<Op>,
    /// Functions named by the ops: id (the name's key) and label.
    names: Vec<(FuncId, String)>,
    /// The thread running at the start: its track and its levels' begin time (ns) and name.
    carried: Option<(u64, Vec<(u64, u32)>)>,
    /// What the thread running at the end has written of its levels.
    end: Option<Emitted>,
    slices: u64,
    short: u64,
    hist: Option<Histogram>,
}

/// A worker's replay of one task's slices.
struct Slices<'m> {
    m: &'m Model,
    filter: &'m crate::filter::Filter,
    lanes: FastMap<u32, WLane>,
    running: Option<u32>,
    ops: Vec<Op>,
    names: Vec<(FuncId, String)>,
    name_at: FastMap<FuncId, u32>,
    min: u64,
    mhz: u64,
    slices: u64,
    short: u64,
    hist: Option<Histogram>,
}

impl Slices<'_> {
    fn ns(&self, t: u64) -> u64 {
        super::cycles_ns(t, self.mhz)
    }

    fn name(&mut self, f: FuncId) -> u32 {
        if let Some(&i) = self.name_at.get(&f) {
            return i;
        }
        let label = if f == RUNNING {
            "running".to_string()
        } else {
            self.filter.label(self.m, f).to_string()
        };
        let i = self.names.len() as u32;
        self.names.push((f, label));
        self.name_at.insert(f, i);
        i
    }

    /// A new lane of `pid` from its stack in `stacks`, running from `run` on `track`.
    fn lane(stacks: &CallStacks, pid: u32, run: u64, track: u64, emitted: Emitted) -> WLane {
        let mut levels = vec![Level {
            func: RUNNING,
            start: run,
        }];
        levels.extend(stacks.stack(pid).iter().map(|f| Level {
            func: f.func,
            start: f.start,
        }));
        WLane {
            levels,
            emitted,
            run: Some(run),
            track,
        }
    }

    /// The sequential `Out::close` of level `i` of `pid`'s lane at `t`.
    fn close(&mut self, pid: u32, i: usize, t: u64) {
        let Some(lane) = self.lanes.get(&pid) else {
            return;
        };
        let (Some(run), Some(level)) = (lane.run, lane.levels.get(i)) else {
            return;
        };
        let from = run;
        let start = level.start.max(from);
        let end = t;
        if end <= start {
            return;
        }
        let dur = end - start;
        let (track, emitted, func) = (lane.track, lane.emitted, level.func);
        let (ns_start, ns_end) = (self.ns(start), self.ns(end));
        if let Some(h) = &mut self.hist {
            h.slice(func, dur, (ns_start, ns_end), track);
        }
        let long = dur >= self.min;
        let first = match emitted {
            Emitted::Known(e) => {
                if i >= e && !long {
                    self.short += 1;
                    return;
                }
                e
            }
            Emitted::AtMost(cap) if i < cap => {
                self.ops.push(Op::Cond {
                    cap,
                    level: i,
                    ts: ns_end,
                    dur,
                    long,
                });
                let e = if long {
                    Emitted::Known(i)
                } else {
                    Emitted::AtMost(i)
                };
                if let Some(lane) = self.lanes.get_mut(&pid) {
                    lane.emitted = e;
                }
                return;
            }
            Emitted::AtMost(cap) => {
                if !long {
                    self.short += 1;
                    return;
                }
                self.ops.push(Op::Begins { cap });
                cap
            }
        };
        for j in first..=i {
            let l = self.lanes[&pid].levels[j];
            let ts = self.ns(l.start.max(from));
            let name = self.name(l.func);
            self.ops.push(Op::Begin { ts, track, name });
        }
        self.ops.push(Op::End {
            ts: ns_end,
            track,
            dur,
        });
        self.slices += 1;
        if let Some(lane) = self.lanes.get_mut(&pid) {
            lane.emitted = Emitted::Known(i);
        }
    }

    fn switch_out(&mut self, t: u64) {
        let Some(pid) = self.running.take() else {
            return;
        };
        let n = self.lanes.get(&pid).map_or(0, |l| l.levels.len());
        for i in (0..n).rev() {
            self.close(pid, i, t);
        }
        if let Some(lane) = self.lanes.get_mut(&pid) {
            lane.emitted = Emitted::Known(0);
            lane.run = None;
        }
    }

    fn switch_in(&mut self, stacks: &CallStacks, pid: u32, t: u64, track: u64) {
        let lane = self
            .lanes
            .entry(pid)
            .or_insert_with(|| Slices::lane(stacks, pid, t, track, Emitted::Known(0)));
        lane.levels[0].start = t;
        lane.run = Some(t);
        lane.emitted = Emitted::Known(0);
        lane.track = track;
        self.running = Some(pid);
    }

    fn side(&mut self, stacks: &CallStacks, s: Side) {
        match s {
            Side::SwitchOut { time } => self.switch_out(time),
            Side::SwitchIn { pid, time, track } => self.switch_in(stacks, pid, time, track),
            s => self.ops.push(Op::Side(s)),
        }
    }
}

impl StackSink for Slices<'_> {
    fn push(&mut self, _m: &Model, pid: u32, depth: usize, f: &crate::callstack::Frame, t: u64) {
        if let Some(lane) = self.lanes.get_mut(&pid) {
            lane.levels.truncate(depth + 1);
            lane.levels.push(Level {
                func: f.func,
                start: t,
            });
        }
    }

    fn pop(
        &mut self,
        _m: &Model,
        pid: u32,
        depth: usize,
        _f: &crate::callstack::Frame,
        t: u64,
        _tt: u64,
    ) {
        self.close(pid, depth + 1, t);
        if let Some(lane) = self.lanes.get_mut(&pid) {
            lane.levels.truncate(depth + 1);
            lane.emitted = match lane.emitted {
                Emitted::Known(e) => Emitted::Known(e.min(depth + 1)),
                Emitted::AtMost(c) => Emitted::AtMost(c.min(depth + 1)),
            };
        }
    }
}

/// A worker's task: its records stepped with the side entries between them.
fn work_task(
    m: &Model,
    filter: &crate::filter::Filter,
    task: &Task,
    stacks: &mut CallStacks,
    min: u64,
    mhz: u64,
    measure: bool,
) -> TaskOut {
    let data = task
        .data
        .take()
        .and_then(|d| d.downcast::<TaskData>().ok())
        .map_or(
            TaskData {
                start: None,
                side: Vec::new(),
            },
            |d| *d,
        );
    let mut s = Slices {
        m,
        filter,
        lanes: FastMap::default(),
        running: None,
        ops: Vec::new(),
        names: Vec::new(),
        name_at: FastMap::default(),
        min,
        mhz,
        slices: 0,
        short: 0,
        hist: measure.then(Histogram::new),
    };
    let mut carried = None;
    if let Some((pid, run, track)) = data.start {
        let lane = Slices::lane(stacks, pid, run, track, Emitted::AtMost(usize::MAX));
        let levels: Vec<(u64, u32)> = lane
            .levels
            .iter()
            .map(|l| (s.ns(l.start.max(run)), s.name(l.func)))
            .collect();
        let n = levels.len();
        carried = Some((track, levels));
        s.lanes.insert(
            pid,
            WLane {
                emitted: Emitted::AtMost(n),
                ..lane
            },
        );
        s.running = Some(pid);
    }
    // Where the next side event falls, asked of a number per record: a `Peekable`'s `next_if`
    // moved the next event (88 bytes) out and back at every record, and read it back at once (a
    // store-forwarding stall: half of this loop's samples).
    let mut side = data.side.into_iter();
    let next_at = |side: &std::vec::IntoIter<(usize, Side)>| side.as_slice().first().map(|x| x.0);
    let mut at = next_at(&side).unwrap_or(usize::MAX);
    for (r, rec) in task.recs.iter().enumerate() {
        while at <= r {
            if let Some((_, e)) = side.next() {
                s.side(stacks, e);
            }
            at = next_at(&side).unwrap_or(usize::MAX);
        }
        match task.rec(rec) {
            Rec::Step(st, _) => {
                if !stacks.skip_if_kept(&st) {
                    stacks.step_frames(m, &st, &mut s);
                }
            }
            Rec::Same { last, dur, .. } => stacks.skip(&last, dur),
        }
    }
    for (_, e) in side {
        s.side(stacks, e);
    }
    let end = s
        .running
        .and_then(|pid| s.lanes.get(&pid))
        .map(|l| l.emitted);
    TaskOut {
        ops: s.ops,
        names: s.names,
        carried,
        end,
        slices: s.slices,
        short: s.short,
        hist: s.hist,
    }
}

/// The outputs joined in task order into one file (or a [`Spill`]).
struct Join<P: Packets> {
    w: P,
    /// Begins written of the levels of the thread running between the last task and the next.
    emitted: usize,
    slices: u64,
    short: u64,
    hist: Option<Histogram>,
}

impl<P: Packets> Join<P> {
    fn add(&mut self, t: TaskOut) -> io::Result<()> {
        let mut e = if t.carried.is_some() { self.emitted } else { 0 };
        self.slices += t.slices;
        self.short += t.short;
        let name = |i: u32| {
            let (f, ref label) = t.names[i as usize];
            (u64::from(f), label.as_str())
        };
        for op in &t.ops {
            match op {
                Op::Side(Side::Track { ts, uuid, kind }) => {
                    self.w.track(*ts, *uuid, kind.as_kind())?;
                }
                Op::Side(Side::Instant {
                    ts,
                    track,
                    key,
                    name,
                    args,
                }) => {
                    let args: Vec<(&str, Arg<'_>)> = args
                        .iter()
                        .map(|(k, v)| {
                            let v = match v {
                                Value::Int(i) => Arg::Int(*i),
                                Value::Str(s) => Arg::Str(s),
                                Value::Ptr(p) => Arg::Ptr(*p),
                            };
                            (k.as_str(), v)
                        })
                        .collect();
                    self.w.instant(*ts, *track, (*key, name), &args)?;
                }
                Op::Side(_) => {}
                Op::Begin { ts, track, name: n } => {
                    let (key, label) = name(*n);
                    self.w.begin(*ts, *track, key, label)?;
                }
                Op::End { ts, track, dur } => self.w.end(*ts, *track, *dur)?,
                Op::Cond {
                    cap,
                    level,
                    ts,
                    dur,
                    long,
                } => {
                    let Some((track, levels)) = &t.carried else {
                        continue;
                    };
                    e = e.min(*cap);
                    if *long || *level < e {
                        for &(bts, n) in &levels[e..=*level] {
                            let (key, label) = name(n);
                            self.w.begin(bts, *track, key, label)?;
                        }
                        self.w.end(*ts, *track, *dur)?;
                        self.slices += 1;
                        e = *level;
                    } else {
                        self.short += 1;
                    }
                }
                Op::Begins { cap } => {
                    let Some((track, levels)) = &t.carried else {
                        continue;
                    };
                    e = e.min(*cap);
                    for &(bts, n) in &levels[e..*cap] {
                        let (key, label) = name(n);
                        self.w.begin(bts, *track, key, label)?;
                    }
                    e = *cap;
                }
            }
        }
        self.emitted = match t.end {
            Some(Emitted::Known(k)) => k,
            Some(Emitted::AtMost(c)) => e.min(c),
            None => 0,
        };
        if let (Some(h), Some(th)) = (&mut self.hist, t.hist) {
            h.add(th);
        }
        Ok(())
    }
}

/// What the replay in order found besides the slices.
struct InOrderCounts {
    model: Model,
    instants: u64,
    procs: u64,
    threads: u64,
}

/// The replay on `threads` workers (on a thread of its own), its outputs handed to `join`.
fn replay_into(
    s: &Session,
    threads: usize,
    min: &AtomicU64,
    measure: bool,
    join: std::sync::mpsc::SyncSender<TaskOut>,
) -> Result<InOrderCounts> {
    let mut m = s.model();
    let mhz = u64::from(s.opts.mhz.max(1));
    let filter = &s.opts.filter;
    let mut tracker = InOrder {
        v: ProtoV::new(
            s,
            Recorder::default(),
            u64::MAX,
            (0, u64::MAX),
            None,
            None,
            PerfettoReport::default(),
        ),
        start: None,
        quiet: None,
    };
    let spec = Spec {
        pick: None,
        stop_after: None,
        nodes: false,
    };
    let work = |fm: &Model, task: &Task, stacks: &mut CallStacks| {
        let min = min.load(Ordering::Relaxed);
        work_task(fm, filter, task, stacks, min, mhz, measure)
    };
    let mut consume = |t: TaskOut| -> Result<()> {
        join.send(t)
            .map_err(|_| anyhow::anyhow!("the perfetto writer stopped"))
    };
    replay_stacks(
        &s.reader,
        &mut m,
        &spec,
        &mut tracker,
        threads,
        &work,
        &mut consume,
    )?;
    if let Some(e) = tracker.v.exc_err {
        return Err(anyhow::Error::new(e).context("reading the exception records"));
    }
    let tracks = &tracker.v.out.tracks;
    Ok(InOrderCounts {
        model: m,
        instants: tracker.v.out.report.instants,
        procs: tracks.procs_made,
        threads: tracks.threads_made,
    })
}

/// Outputs that may wait between the replay in order and the writer.
const JOIN_QUEUE: usize = 4;

/// One replay on `threads` workers writing to `w` with minimum `min`, counting slices by
/// duration when `measure`, and raising the minimum towards `raise`'s target size if given
/// (each task takes the minimum in force when a worker starts it: see [`super::spill`]). The
/// outputs are joined and written on the calling thread while the replay in order runs on
/// another.
fn write_pass<P: Packets>(
    s: &Session,
    opts: &PerfettoOptions,
    threads: usize,
    w: P,
    min: u64,
    measure: bool,
    raise: Option<u64>,
) -> Result<(PerfettoReport, Option<Histogram>, Model, P)> {
    let mut join = Join {
        w,
        emitted: 0,
        slices: 0,
        short: 0,
        hist: measure.then(Histogram::new),
    };
    let min = AtomicU64::new(min);
    let (tx, rx) = std::sync::mpsc::sync_channel::<TaskOut>(JOIN_QUEUE);
    let (replayed, written) = std::thread::scope(|sc| {
        let at = &min;
        let replay = sc.spawn(move || replay_into(s, threads, at, measure, tx));
        let _times = Times("perfetto writer (with the session's start)");
        let mut written = Ok(());
        for t in rx {
            if let Err(e) = join.add(t) {
                written = Err(e);
                break;
            }
            if let (Some(target), Some(h)) = (raise, &join.hist) {
                min.store(
                    h.lower_bound(join.w.fixed_bytes(), target),
                    Ordering::Relaxed,
                );
            }
        }
        let replayed = replay
            .join()
            .unwrap_or_else(|_| Err(anyhow::anyhow!("the perfetto replay failed")));
        (replayed, written)
    });
    written?;
    let c = replayed?;
    let report = PerfettoReport {
        min_cycles: min.into_inner(),
        chosen: false,
        slices: join.slices,
        short: join.short,
        instants: c.instants,
        processes: c.procs,
        threads: c.threads,
        bytes: 0,
        range: opts.range,
        mhz: s.opts.mhz.max(1),
    };
    Ok((report, join.hist, c.model, join.w))
}

/// `perfetto` (protobuf) on `threads` workers: the file of the sequential
/// [`super::perfetto_trace`], for the traces and options where [`applies`] says so.
pub(super) fn perfetto_trace(
    s: &Session,
    opts: &PerfettoOptions,
    threads: usize,
    out: &mut dyn Write,
) -> Result<PerfettoReport> {
    match opts.min_cycles {
        Some(min) => {
            let w = TraceWriter::new(out);
            let (mut report, _, _, w) = write_pass(s, opts, threads, w, min, false, None)?;
            report.bytes = w.bytes();
            w.finish()?;
            Ok(report)
        }
        None => {
            let target = opts.target_bytes;
            let low = Histogram::new().lower_bound(0, target);
            let spill = Spill::new()?;
            let (report, hist, m, spill) =
                write_pass(s, opts, threads, spill, low, true, Some(target))?;
            let hist = hist.expect("measured");
            write_chosen(s, opts, &m, &hist, spill, report, out)
        }
    }
}

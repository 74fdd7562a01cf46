//! Replay: streams block events in time order with their durations, pids and functions, applying
//! the pid events (with time <= the block's) to the [`Model`] first.
//!
//! Two drivers share one decoding loop ([`Stream`]): [`replay`] hands every block execution to a
//! [`Visitor`]; [`replay_segments`] is the fast path for analyses that only need per-block sums:
//! between two batches of pid events the model and the current thread do not change, so it adds
//! each execution's cycles and instructions to a per-block counter and resolves every block that ran
//! once per such segment instead of once per execution.

use std::io::IsTerminal;
use std::iter::Peekable;

use anyhow::{Context, Result};
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender};
use tracefmt::bb_split::BbSegment;
use tracefmt::exc::ExcIter;
use tracefmt::pid::PidIter;
use tracefmt::{PidEvent, StaticBlock, TraceReader};

use crate::model::{FuncId, Model, KERNEL_BASE};

/// A time window, both ends inclusive.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TimeRange {
    /// First time shown.
    pub start: Option<u64>,
    /// Last time shown.
    pub end: Option<u64>,
}

impl TimeRange {
    /// Whether `t` lies in the window.
    pub fn contains(&self, t: u64) -> bool {
        self.start.is_none_or(|s| t >= s) && self.end.is_none_or(|e| t <= e)
    }

    /// How many of the cycles `from..to` (the cycle `to` excluded) lie in the window.
    pub fn overlap(&self, from: u64, to: u64) -> u64 {
        let lo = self.start.map_or(from, |s| from.max(s));
        let hi = self.end.map_or(to, |e| to.min(e.saturating_add(1)));
        hi.saturating_sub(lo)
    }

    /// Whether it is the whole trace.
    pub fn is_all(&self) -> bool {
        self.start.is_none() && self.end.is_none()
    }
}

/// One executed block as the tools see it.
#[derive(Debug, Clone, Copy)]
pub struct Event<'a> {
    /// Start time (cycles).
    pub time: u64,
    /// Cycles until the next block event (the next block's start, or the trace end).
    pub dur: u64,
    /// Static block number.
    pub bb_num: u64,
    /// 1-based dynamic record number.
    pub recnum: u64,
    /// Instructions that started (fewer than the block's when an exception cut it short).
    pub num_insns: u32,
    /// Current thread.
    pub pid: u32,
    /// Block address (Thumb bit cleared).
    pub addr: u32,
    /// Thumb block.
    pub thumb: bool,
    /// The function of the block's first instruction.
    pub func: FuncId,
    /// Offset of the block into that function.
    pub offset: u32,
    /// The static block.
    pub block: StaticBlock<'a>,
}

/// What an analysis does with the replayed trace. All methods have empty defaults.
pub trait Visitor {
    /// Pid events are about to be applied to the model (then [`Self::pid_event`] is called
    /// for each).
    fn before_pid_events(&mut self, _m: &Model) {}
    /// A pid event at `time`, called after the model applied it.
    fn pid_event(&mut self, _m: &Model, _time: u64, _ev: &PidEvent<'_>) {}
    /// A block execution.
    fn block(&mut self, _m: &Model, _ev: &Event<'_>) {}
    /// The end of the trace (time of the closing event). Not called when [`Self::done`] ended
    /// the replay early.
    fn end(&mut self, _m: &Model, _end: u64) {}
    /// True once the analysis needs no more events (past the end of its time window, or its
    /// output failed): the replay stops there.
    fn done(&self) -> bool {
        false
    }
}

/// The executions of one static block within one segment (a stretch of the trace with one current
/// thread and no pid event).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BlockSum {
    /// Static block number.
    pub bb_num: u64,
    /// The function of the block's first instruction.
    pub func: FuncId,
    /// Offset of the block into that function.
    pub offset: u32,
    /// Executions.
    pub count: u64,
    /// Cycles of those executions (each until the next block event).
    pub cycles: u64,
    /// Instructions that started.
    pub insns: u64,
    /// The most instructions one execution started.
    pub max_insns: u32,
}

/// What a per-block analysis does with the replayed trace. All methods have empty defaults.
pub trait SegmentVisitor {
    /// A pid event at `time`, called after the model applied it.
    fn pid_event(&mut self, _m: &Model, _time: u64, _ev: &PidEvent<'_>) {}
    /// The blocks that ran in one segment (each once, in no particular order) while `pid`
    /// was current. Called before the pid events that end the segment are applied.
    fn segment(&mut self, _m: &Model, _pid: u32, _blocks: &[BlockSum]) {}
    /// The end of the trace (time of the closing event).
    fn end(&mut self, _m: &Model, _end: u64) {}
}

/// Totals of one replay.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Summary {
    /// Block events delivered.
    pub events: u64,
    /// Instructions of those events.
    pub insns: u64,
    /// Time of the first block event.
    pub start: u64,
    /// Time of the closing event (the trace end).
    pub end: u64,
}

/// One block execution from [`Stream`]: time, block number, record number, instructions.
#[derive(Debug, Clone, Copy)]
struct Exec {
    time: u64,
    bb: usize,
    recnum: u64,
    num_insns: u32,
}

/// The merged stream of `.bb` (executions), `.exc` (instruction counts cut short) and `.pid`.
struct Stream<'a> {
    /// Batches of executions from each decoding thread, and the ways back for emptied buffers.
    execs: Vec<Receiver<Batch>>,
    spare: Vec<Sender<Vec<Exe>>>,
    /// The decoding thread of the segment being read.
    from: usize,
    exc: ExcIter<'a>,
    /// Record number and instruction count of the next exception record; `u64::MAX` when none.
    exc_next: (u64, u32),
    pids: Pids<'a>,
    lens: Vec<u32>,
    /// The current batch of executions: (time, block, record offset), the first's record number,
    /// and the position in it.
    buf: Vec<Exe>,
    first: u64,
    pos: usize,
    bar: Option<indicatif::ProgressBar>,
    dir: &'a std::path::Path,
}

/// One execution as decoded: time, block number, record offset.
pub(crate) type Exe = (u64, u64, usize);
/// A batch from the decoding thread: the first's record number and the executions.
type Batch = std::result::Result<(u64, Vec<Exe>), tracefmt::Error>;

/// Decoding threads: the segments of `.bb` go to them in turn.
pub(crate) const DECODERS: usize = 2;
/// Executions per segment (at least; segments end at quiet points, see `tracefmt::bb_split`).
pub(crate) const SEGMENT_EXECS: u64 = 1 << 17;
/// Batches a decoding thread may have ready: more than one segment's, so that each thread can
/// finish a segment while the replay reads the other's.
pub(crate) const AHEAD: usize = 128;

/// Runs `body` with a [`Stream`] of `reader` whose block executions are decoded on other threads:
/// one finds the segments, [`DECODERS`] decode them in turn and the replay reads them in order.
/// Each thread sends its segment's batches and then an empty batch.
fn with_stream<R>(
    reader: &TraceReader,
    body: impl FnOnce(&mut Stream<'_>) -> Result<R>,
) -> Result<R> {
    std::thread::scope(|sc| {
        let mut execs = Vec::new();
        let mut spares = Vec::new();
        let mut tasks = Vec::new();
        for _ in 0..DECODERS {
            let (tx, rx) = sync_channel::<Batch>(AHEAD);
            let (spare_tx, spare_rx) = channel::<Vec<Exe>>();
            let (task_tx, task_rx) = channel::<BbSegment>();
            execs.push(rx);
            spares.push(spare_tx);
            tasks.push(task_tx);
            sc.spawn(move || {
                for seg in task_rx {
                    let mut it = reader.bb_segment_execs(&seg);
                    loop {
                        let mut v = spare_rx.try_recv().unwrap_or_default();
                        let Some(b) = it.next_batch_into(&mut v) else {
                            break;
                        };
                        let msg = b.map(|first| (first, v));
                        let stop = msg.is_err();
                        if tx.send(msg).is_err() || stop {
                            return; // The replay ended early, or this was the error that ends it.
                        }
                    }
                    if tx.send(Ok((0, Vec::new()))).is_err() {
                        return;
                    }
                }
            });
        }
        sc.spawn(move || {
            for (i, seg) in reader.bb_segments(SEGMENT_EXECS).enumerate() {
                if tasks[i % DECODERS].send(seg).is_err() {
                    break;
                }
            }
        });
        let mut st = Stream::new(reader, execs, spares)?;
        body(&mut st)
    })
}

/// A progress bar over `reader`'s block executions when stderr is a terminal and the trace is
/// long.
pub(crate) fn progress_bar(reader: &TraceReader) -> Option<indicatif::ProgressBar> {
    let total = reader.header().num_dynamic_bb;
    (std::io::stderr().is_terminal() && total > 1_000_000).then(|| {
        let b = indicatif::ProgressBar::new(total);
        b.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {percent}% {per_sec} {eta}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        b
    })
}

impl<'a> Stream<'a> {
    fn new(
        reader: &'a TraceReader,
        execs: Vec<Receiver<Batch>>,
        spare: Vec<Sender<Vec<Exe>>>,
    ) -> Result<Self> {
        let bar = progress_bar(reader);
        let mut s = Stream {
            execs,
            spare,
            from: 0,
            exc: reader.exceptions(),
            exc_next: (0, 0),
            pids: Pids::new(reader),
            lens: reader.block_lens(),
            buf: Vec::new(),
            first: 0,
            pos: 0,
            bar,
            dir: reader.dir(),
        };
        s.next_exception()?;
        s.pids.peek()?;
        Ok(s)
    }

    fn next_exception(&mut self) -> Result<()> {
        self.exc_next = match self.exc.next() {
            Some(r) => {
                let e = r.with_context(|| format!("reading {}", self.dir.display()))?;
                (e.recnum, e.num_insns)
            }
            None => (u64::MAX, 0),
        };
        Ok(())
    }

    /// Takes the next batch of executions; false at the end.
    fn fill(&mut self) -> Result<bool> {
        let (first, v) = loop {
            let Ok(b) = self.execs[self.from].recv() else {
                return Ok(false);
            };
            let (first, v) = b.with_context(|| format!("reading {}", self.dir.display()))?;
            if !v.is_empty() {
                break (first, v);
            }
            // The end of a segment: the next one is the next thread's.
            self.from = (self.from + 1) % self.execs.len();
        };
        let old = std::mem::replace(&mut self.buf, v);
        let _ = self.spare[self.from].send(old);
        self.first = first;
        self.pos = 0;
        if let Some(bar) = &self.bar {
            if (first ^ (first + self.buf.len() as u64)) >> 20 != 0 {
                bar.set_position(first);
            }
        }
        Ok(!self.buf.is_empty())
    }

    /// The next execution, with its instruction count (the first exception record with its record
    /// number overrides the block's).
    #[inline]
    fn next(&mut self) -> Result<Option<Exec>> {
        if self.pos == self.buf.len() && !self.fill()? {
            return Ok(None);
        }
        let (time, bb, _) = self.buf[self.pos];
        let recnum = self.first + self.pos as u64;
        self.pos += 1;
        let bb = bb as usize;
        let mut num_insns = self.lens[bb];
        if recnum >= self.exc_next.0 {
            num_insns = self.exception(recnum, num_insns)?;
        }
        Ok(Some(Exec {
            time,
            bb,
            recnum,
            num_insns,
        }))
    }

    /// The instruction count of execution `recnum` (`full` unless an exception record names it):
    /// the first exception record with its record number wins.
    #[cold]
    fn exception(&mut self, recnum: u64, full: u32) -> Result<u32> {
        while recnum > self.exc_next.0 {
            self.next_exception()?;
        }
        if recnum != self.exc_next.0 {
            return Ok(full);
        }
        let n = self.exc_next.1;
        while self.exc_next.0 == recnum {
            self.next_exception()?;
        }
        Ok(n)
    }
}

impl Drop for Stream<'_> {
    fn drop(&mut self) {
        if let Some(b) = &self.bar {
            b.finish_and_clear();
        }
    }
}

/// The pid events not applied yet, in file order.
pub(crate) struct Pids<'a> {
    iter: Peekable<PidIter<'a>>,
    /// Time of the next one; `u64::MAX` when none.
    pub(crate) next: u64,
    /// How many have been applied.
    pub(crate) applied: usize,
}

impl<'a> Pids<'a> {
    /// All of `reader`'s pid events; call [`Self::peek`] before applying any.
    pub(crate) fn new(reader: &'a TraceReader) -> Self {
        Pids {
            iter: reader.pid_events().peekable(),
            next: 0,
            applied: 0,
        }
    }

    /// Reads the time of the next event; fails when it cannot be read.
    pub(crate) fn peek(&mut self) -> Result<()> {
        self.next = match self.iter.peek() {
            Some(Ok(r)) => r.time,
            Some(Err(_)) => match self.iter.next() {
                Some(Err(e)) => return Err(anyhow::Error::new(e).context("reading the pid events")),
                _ => u64::MAX,
            },
            None => u64::MAX,
        };
        Ok(())
    }

    /// Applies the next events while their time is <= `time` (all of them with `u64::MAX`) and
    /// fewer than `upto` have been applied, calling `f` after each.
    pub(crate) fn apply(
        &mut self,
        time: u64,
        upto: usize,
        model: &mut Model,
        mut f: impl FnMut(&Model, u64, &PidEvent<'_>),
    ) -> Result<()> {
        while self.next <= time && self.applied < upto {
            match self.iter.next() {
                Some(Ok(rec)) => {
                    model.apply(rec.time, &rec.event);
                    self.applied += 1;
                    f(model, rec.time, &rec.event);
                }
                Some(Err(e)) => return Err(anyhow::Error::new(e).context("reading the pid events")),
                None => {
                    self.next = u64::MAX;
                    break;
                }
            }
            self.peek()?;
        }
        Ok(())
    }
}

/// Per-block resolution cache valid for one resolve context (see [`Resolver`]).
pub(crate) struct Resolver<'a> {
    reader: &'a TraceReader,
    pub(crate) addrs: Vec<u32>,
    /// (context, function, offset) per block; kernel blocks ignore the context.
    cache: Vec<(u32, FuncId, u32)>,
    ctx: u32,
}

/// A context value no resolution is cached under.
const NO_CTX: u32 = u32::MAX;

impl<'a> Resolver<'a> {
    pub(crate) fn new(reader: &'a TraceReader) -> Self {
        let addrs = reader.block_addrs();
        Resolver {
            reader,
            cache: vec![(NO_CTX, 0, 0); addrs.len()],
            addrs,
            ctx: NO_CTX,
        }
    }

    /// Call after pid events: the current thread's address space generation.
    pub(crate) fn refresh(&mut self, m: &Model) {
        self.ctx = m
            .space_of(m.current)
            .map_or(NO_CTX, |s| m.space_gen[s] & 0x7fff_ffff);
    }

    #[inline]
    pub(crate) fn resolve(&mut self, m: &mut Model, bb: usize) -> (FuncId, u32) {
        let stored = self.addrs[bb];
        let (addr, thumb) = (stored & !1, stored & 1 != 0);
        let slot = &mut self.cache[bb];
        let want = if addr >= KERNEL_BASE { 0 } else { self.ctx };
        if slot.0 == want && want != NO_CTX {
            return (slot.1, slot.2);
        }
        let reader = self.reader;
        let (f, o) = m.resolve_block(m.current, addr, thumb, || {
            reader
                .static_block(bb as u64)
                .map_or_else(Vec::new, |b| b.words().collect())
        });
        *slot = (want, f, o);
        (f, o)
    }
}

/// Replays the whole trace into `v`, with a progress bar when stderr is a terminal.
pub fn replay(reader: &TraceReader, model: &mut Model, v: &mut dyn Visitor) -> Result<Summary> {
    with_stream(reader, |st| replay_with(reader, st, model, v))
}

fn replay_with(
    reader: &TraceReader,
    st: &mut Stream<'_>,
    model: &mut Model,
    v: &mut dyn Visitor,
) -> Result<Summary> {
    let mut res = Resolver::new(reader);
    let mut sum = Summary::default();
    let mut pending: Option<Event<'_>> = None;
    let mut end = 0u64;
    // Blocks outside the model's window are replayed (pid events still apply) but not
    // handed to the visitor.
    let window = model.window;
    res.refresh(model);
    while let Some(ex) = st.next()? {
        if let Some(mut p) = pending.take() {
            p.dur = ex.time.saturating_sub(p.time);
            v.block(model, &p);
            if v.done() {
                sum.end = ex.time;
                return Ok(sum);
            }
        }
        if st.pids.next <= ex.time {
            v.before_pid_events(model);
            st.pids
                .apply(ex.time, usize::MAX, model, |m, t, e| v.pid_event(m, t, e))?;
            res.refresh(model);
        }
        if ex.bb == 0 {
            end = ex.time;
            continue;
        }
        let Some(block) = reader.static_block(ex.bb as u64) else {
            break;
        };
        if !window.contains(ex.time) {
            continue;
        }
        let (func, offset) = res.resolve(model, ex.bb);
        if sum.events == 0 {
            sum.start = ex.time;
        }
        sum.events += 1;
        sum.insns += u64::from(ex.num_insns);
        pending = Some(Event {
            time: ex.time,
            dur: 0,
            bb_num: ex.bb as u64,
            recnum: ex.recnum,
            num_insns: ex.num_insns,
            pid: model.current,
            addr: block.addr(),
            thumb: block.is_thumb(),
            func,
            offset,
            block,
        });
    }
    if let Some(mut p) = pending.take() {
        p.dur = end.saturating_sub(p.time);
        v.block(model, &p);
    }
    // Pid events after the last block still shape the process list.
    v.before_pid_events(model);
    st.pids
        .apply(u64::MAX, usize::MAX, model, |m, t, e| v.pid_event(m, t, e))?;
    sum.end = end.max(sum.start);
    model.summarize_warnings();
    v.end(model, sum.end);
    Ok(sum)
}

/// Replays the whole trace into `v` as per-block sums per segment (see the module note); the same
/// numbers as [`replay`] gives per execution, summed. Progress bar as [`replay`].
pub fn replay_segments(
    reader: &TraceReader,
    model: &mut Model,
    v: &mut dyn SegmentVisitor,
) -> Result<Summary> {
    if model.window.is_all() {
        crate::segsum::replay_segments(reader, model, v)
    } else {
        let mut w = Windowed {
            v,
            sums: std::collections::HashMap::new(),
            pid: model.current,
        };
        replay(reader, model, &mut w)
    }
}

/// [`replay_segments`] over a window: the per-block sums of a segment made from the
/// executions [`replay`] hands over (it leaves out those outside the window).
struct Windowed<'v> {
    v: &'v mut dyn SegmentVisitor,
    sums: std::collections::HashMap<u64, BlockSum>,
    /// The thread of the open segment.
    pid: u32,
}

impl Windowed<'_> {
    fn flush(&mut self, m: &Model) {
        if !self.sums.is_empty() {
            let mut blocks: Vec<BlockSum> = self.sums.drain().map(|(_, b)| b).collect();
            blocks.sort_unstable_by_key(|b| b.bb_num);
            self.v.segment(m, self.pid, &blocks);
        }
    }
}

impl Visitor for Windowed<'_> {
    fn before_pid_events(&mut self, m: &Model) {
        self.flush(m);
    }

    fn pid_event(&mut self, m: &Model, time: u64, ev: &PidEvent<'_>) {
        self.v.pid_event(m, time, ev);
    }

    fn block(&mut self, m: &Model, ev: &Event<'_>) {
        if ev.pid != self.pid {
            self.flush(m);
            self.pid = ev.pid;
        }
        let b = self.sums.entry(ev.bb_num).or_insert(BlockSum {
            bb_num: ev.bb_num,
            func: ev.func,
            offset: ev.offset,
            ..BlockSum::default()
        });
        b.count += 1;
        b.cycles += ev.dur;
        b.insns += u64::from(ev.num_insns);
        b.max_insns = b.max_insns.max(ev.num_insns);
    }

    fn end(&mut self, m: &Model, end: u64) {
        self.flush(m);
        self.v.end(m, end);
    }
}

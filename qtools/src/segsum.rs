//! The per-block sums behind [`replay_segments`](crate::replay::replay_segments), made on the
//! decoding threads.
//!
//! Each thread decodes its segments of `qtrace.bb` (see `tracefmt::bb_split`) and adds every
//! execution's count, cycles and instructions to a per-block counter, closing a part wherever pid
//! events apply. Where they apply follows from the times alone: execution times never go back, so
//! before an execution at time `t` exactly the pid events whose time, and every earlier event's
//! time, is <= `t` have been applied. The replay merges the parts in order, applies the pid events
//! between them and resolves each block once per part. A segment whose times do go back (a damaged
//! file) is handed over execution by execution instead and summed in order by the replay: the
//! result is the same either way.

use anyhow::Result;
use std::ops::ControlFlow;
use std::sync::mpsc::{channel, sync_channel, Receiver, SyncSender};
use tracefmt::bb_exec::{BbExecIter, ExecVisitor, Runs, SortedRuns};
use tracefmt::bb_split::BbSegment;
use tracefmt::prefetch::prefetch;
use tracefmt::TraceReader;

use crate::model::Model;
use crate::replay::{
    progress_bar, BlockSum, Exe, Pids, Resolver, SegmentVisitor, Summary, AHEAD, DECODERS,
    SEGMENT_EXECS,
};

/// Per-block counters of the current part.
#[derive(Debug, Clone, Copy, Default)]
struct Acc {
    seg: u32,
    count: u64,
    cycles: u64,
    insns: u64,
    max_insns: u32,
}

/// What the decoding threads need besides `.bb`: where the pid events apply and which executions
/// the exception records cut short.
struct Plan {
    /// The running maximum of the pid events' times, as far as they read.
    pid_max: Vec<u64>,
    /// (record number, instructions) of each execution an exception record cuts short, by record
    /// number.
    excs: Vec<(u64, u32)>,
    /// The execution at which reading `.exc` fails (0: before the first; `u64::MAX`: never) and
    /// the error.
    exc_err: (u64, String),
    lens: Vec<u32>,
}

impl Plan {
    fn new(reader: &TraceReader) -> Self {
        let mut pid_max = Vec::new();
        let mut m = 0;
        for r in reader.pid_events() {
            let Ok(r) = r else { break };
            m = m.max(r.time);
            pid_max.push(m);
        }
        let (excs, exc_err) = exception_plan(reader);
        Plan {
            pid_max,
            excs,
            exc_err,
            lens: reader.block_lens(),
        }
    }

    /// How many pid events have been applied before an execution at `time`.
    fn applied_at(&self, time: u64) -> usize {
        self.pid_max.partition_point(|&t| t <= time)
    }

    /// The first entry of `excs` at or after execution `recnum`.
    fn exc_from(&self, recnum: u64) -> usize {
        self.excs.partition_point(|e| e.0 < recnum)
    }

    /// The record number of the next execution at or after `excs[pos]` that needs a look.
    fn exc_next(&self, pos: usize) -> u64 {
        self.excs
            .get(pos)
            .map_or(u64::MAX, |e| e.0)
            .min(self.exc_err.0)
    }

    fn exc_error(&self) -> anyhow::Error {
        anyhow::anyhow!("{}", self.exc_err.1)
    }
}

/// Which executions the exception records cut short, and where reading them fails, exactly as a
/// replay in order finds them: before the first execution it reads one record; at every execution
/// whose record number is >= the record read, it skips the records with smaller numbers, takes the
/// instruction count of the first with the execution's number and skips the others with it.
fn exception_plan(reader: &TraceReader) -> (Vec<(u64, u32)>, (u64, String)) {
    let dir = reader.dir();
    let mut it = reader.exceptions();
    let mut read = move || match it.next() {
        Some(Ok(e)) => Ok((e.recnum, e.num_insns)),
        Some(Err(e)) => Err(format!(
            "{:#}",
            anyhow::Error::new(e).context(format!("reading {}", dir.display()))
        )),
        None => Ok((u64::MAX, 0)),
    };
    let mut excs = Vec::new();
    let mut next = match read() {
        Ok(n) => n,
        Err(m) => return (excs, (0, m)),
    };
    let mut r = 1u64;
    while next.0 != u64::MAX {
        let at = r.max(next.0);
        let mut step = || -> Result<(), String> {
            while at > next.0 {
                next = read()?;
            }
            if at == next.0 {
                excs.push(next);
                while next.0 == at {
                    next = read()?;
                }
            }
            Ok(())
        };
        if let Err(m) = step() {
            return (excs, (at, m));
        }
        r = at.saturating_add(1);
    }
    (excs, (u64::MAX, String::new()))
}

/// The sums of one segment of `.bb`.
#[derive(Default)]
struct SegSums {
    /// Time of the first execution.
    first: Option<u64>,
    /// Block and time of the last execution, unless it was the closing event.
    last: Option<(usize, u64)>,
    /// Time of the last closing event.
    end: Option<u64>,
    /// Time of the first execution of a block (not the closing event).
    start: Option<u64>,
    /// Executions of blocks (the closing event not counted) and their instructions.
    events: u64,
    insns: u64,
    /// Record number of the last execution.
    recnum: u64,
    /// The parts: pid events applied before it, and the end of its blocks in `blocks`.
    parts: Vec<(usize, usize)>,
    /// The blocks of each part (each once) with their sums.
    blocks: Vec<(usize, Acc)>,
    /// The error that ended the segment.
    err: Option<anyhow::Error>,
}

/// What a decoding thread hands over for a segment: its sums, or when its times go back, its
/// executions in batches (the first's record number and the executions) ended by an empty batch.
enum Part {
    Sums(SegSums),
    Raw(u64, Vec<Exe>),
    Failed(anyhow::Error),
}

/// A decoding thread's counter of one block in the current part (instructions are counted when the
/// part closes).
#[derive(Debug, Clone, Copy, Default)]
struct Tally {
    cycles: u64,
    count: u32,
    seg: u32,
}

/// Where a decoding thread is in its segment.
struct Walk {
    /// The last execution's block (one past the blocks after a closing event) and its time.
    pb: usize,
    tp: u64,
    /// Pid events applied in the current part, and the time at which the next one applies.
    applied: usize,
    switch: u64,
    /// The next entry of the plan's exceptions, and the record number that needs a look next.
    exc_pos: usize,
    exc_next: u64,
}

/// Why a decoding thread stops early in a segment.
enum Stop {
    /// The times go back: the segment goes over execution by execution.
    Back,
    /// An error, in the segment's sums.
    Failed,
}

/// One decoding thread's counters.
struct Decoder<'p> {
    plan: &'p Plan,
    /// One per block, and one more that takes the time after a closing event (counted nowhere).
    tally: Vec<Tally>,
    touched: Vec<usize>,
    /// The current part's executions cut short: block and instructions.
    cuts: Vec<(usize, u32)>,
    /// Executions in the current part (a part closes before its counts could overflow).
    part_execs: u64,
    seg: u32,
    /// Per run of a sorted chunk: executions and cycles.
    runs: Vec<(u32, u64)>,
}

impl<'p> Decoder<'p> {
    fn new(plan: &'p Plan) -> Self {
        Decoder {
            plan,
            tally: vec![Tally::default(); plan.lens.len() + 1],
            touched: Vec::new(),
            cuts: Vec::new(),
            part_execs: 0,
            seg: 0,
            runs: Vec::new(),
        }
    }

    /// Starts a new part.
    fn restart(&mut self) {
        self.touched.clear();
        self.cuts.clear();
        self.part_execs = 0;
        self.seg = self.seg.wrapping_add(1).max(1);
    }

    /// Ends the current part, during which `applied` pid events had been applied.
    fn close(&mut self, s: &mut SegSums, applied: usize) {
        let lens = &self.plan.lens;
        let from = s.blocks.len();
        for (i, &bb) in self.touched.iter().enumerate() {
            let t = &mut self.tally[bb];
            let (count, len) = (u64::from(t.count), lens[bb]);
            s.blocks.push((
                bb,
                Acc {
                    seg: 0,
                    count,
                    cycles: t.cycles,
                    insns: count * u64::from(len),
                    max_insns: len,
                },
            ));
            // The counter is done with: it now says where the block's sums are, for the cuts.
            t.count = i as u32;
        }
        if !self.cuts.is_empty() {
            self.cuts.sort_by_key(|c| c.0);
            for group in self.cuts.chunk_by(|a, b| a.0 == b.0) {
                let bb = group[0].0;
                let len = lens[bb];
                let e = &mut s.blocks[from + self.tally[bb].count as usize].1;
                let mut max = 0;
                for &(_, n) in group {
                    e.insns = e.insns - u64::from(len) + u64::from(n);
                    max = max.max(n);
                }
                e.max_insns = if e.count > group.len() as u64 {
                    max.max(len)
                } else {
                    max
                };
            }
        }
        for (_, a) in &s.blocks[from..] {
            s.events += a.count;
            s.insns += a.insns;
        }
        s.parts.push((applied, s.blocks.len()));
        self.restart();
    }

    /// The sums of the executions of `it`; `None` when their times go back.
    fn sum(&mut self, mut it: BbExecIter<'_>, dir: &std::path::Path) -> Option<SegSums> {
        let plan = self.plan;
        let mut s = SegSums::default();
        // What an abandoned segment left is forgotten.
        self.restart();
        let mut w = Walk {
            pb: plan.lens.len(),
            tp: 0,
            applied: 0,
            switch: u64::MAX,
            exc_pos: 0,
            exc_next: u64::MAX,
        };
        while let Some(b) = it.next_runs() {
            let b = match b {
                Ok(b) => b,
                Err(e) => {
                    s.err =
                        Some(anyhow::Error::new(e).context(format!("reading {}", dir.display())));
                    break;
                }
            };
            let (first_recnum, n, first) = match &b {
                Runs::Plain(p) => (p.first_recnum, p.execs.len(), p.execs.first().map(|e| e.0)),
                Runs::Sorted(r) => (r.first_recnum, r.keys.len(), r.iter().next().map(|e| e.0)),
            };
            if s.first.is_none() {
                let time = first.unwrap_or(0);
                s.first = Some(time);
                w.tp = time;
                w.applied = plan.applied_at(time);
                w.switch = plan.pid_max.get(w.applied).copied().unwrap_or(u64::MAX);
                w.exc_pos = plan.exc_from(first_recnum);
                w.exc_next = plan.exc_next(w.exc_pos);
            }
            if s.start.is_none() {
                s.start = match &b {
                    Runs::Plain(p) => p.execs.iter().find(|e| e.1 != 0).map(|e| e.0),
                    Runs::Sorted(r) => r.iter().find(|e| e.1 != 0).map(|e| e.0),
                };
            }
            let n = n as u64;
            if self.part_execs + n > u64::from(u32::MAX) {
                self.close(&mut s, w.applied);
            }
            self.part_execs += n;
            s.recnum = first_recnum + n - 1;
            let go = match &b {
                Runs::Plain(p) => p.execs.iter().enumerate().try_for_each(|(i, e)| {
                    self.step(&mut w, &mut s, first_recnum + i as u64, e.0, e.1 as usize)
                }),
                Runs::Sorted(r) => match self.by_runs(&mut w, r) {
                    Some(true) => ControlFlow::Continue(()),
                    Some(false) => r.iter().enumerate().try_for_each(|(i, (time, bb))| {
                        self.step(&mut w, &mut s, first_recnum + i as u64, time, bb as usize)
                    }),
                    None => ControlFlow::Break(Stop::Back),
                },
            };
            match go {
                ControlFlow::Continue(()) => {}
                ControlFlow::Break(Stop::Back) => return None,
                ControlFlow::Break(Stop::Failed) => break,
            }
        }
        self.close(&mut s, w.applied);
        if s.first.is_some() && w.pb != self.plan.lens.len() {
            s.last = Some((w.pb, w.tp));
        }
        Some(s)
    }

    /// The sums of segment `seg` of a compact trace, counted as its chunks decode (no buffer of
    /// executions in between); the same as [`Self::sum`] gives. `None` for a qtrace v2 trace,
    /// and where the times go back or a chunk fails to decode: [`Self::sum`] then goes over the
    /// segment again and handles both exactly as for a trace of the other form.
    fn sum_visit(&mut self, reader: &TraceReader, seg: &BbSegment) -> Option<SegSums> {
        self.restart();
        let mut f = Fused {
            w: Walk {
                pb: self.plan.lens.len(),
                tp: 0,
                applied: 0,
                switch: u64::MAX,
                exc_pos: 0,
                exc_next: u64::MAX,
            },
            d: self,
            s: SegSums::default(),
            recnum: seg.execs_before,
            stop: None,
        };
        if reader.bb_segment_visit(seg, &mut f)?.is_err() {
            return None;
        }
        if matches!(f.stop, Some(Stop::Back)) {
            return None;
        }
        let Fused {
            d,
            w,
            mut s,
            recnum,
            ..
        } = f;
        s.recnum = recnum;
        d.close(&mut s, w.applied);
        if s.first.is_some() && w.pb != d.plan.lens.len() {
            s.last = Some((w.pb, w.tp));
        }
        Some(s)
    }

    /// Counts a sorted chunk run by run: per execution only the cycles and count of its run (a
    /// small table), then each run's sums to its block. `Some(false)` (nothing counted) when the
    /// chunk needs [`Self::step`]: a pid event applies in it, it holds a closing event, or reading
    /// `.exc` fails in it; `None` when its times go back.
    fn by_runs(&mut self, w: &mut Walk, r: &SortedRuns<'_>) -> Option<bool> {
        let plan = self.plan;
        let (Some(&k0), Some(&kn)) = (r.keys.first(), r.keys.last()) else {
            return Some(true);
        };
        let (first, last) = (r.time_of(k0), r.time_of(kn));
        if first < w.tp {
            return None;
        }
        let last_recnum = r.first_recnum + r.keys.len() as u64 - 1;
        if last >= w.switch || last_recnum >= plan.exc_err.0 || r.bbs.contains(&0) {
            return Some(false);
        }
        self.tally[w.pb].cycles += first - w.tp;
        if self.runs.len() < r.bbs.len() {
            self.runs.resize(r.bbs.len(), (0, 0));
        }
        let runs = &mut self.runs[..r.bbs.len()];
        let (mut pt, mut pr) = (first, SortedRuns::run_of(k0));
        runs[pr].0 = 1;
        for &k in &r.keys[1..] {
            let (t, run) = (r.time_of(k), SortedRuns::run_of(k));
            runs[pr].1 += t - pt;
            runs[run].0 += 1;
            (pt, pr) = (t, run);
        }
        (w.pb, w.tp) = (r.bbs[pr] as usize, pt);
        for (i, &bb) in r.bbs.iter().enumerate() {
            // The counters are scattered: ask for the one a few runs ahead.
            if let Some(&ahead) = r.bbs.get(i + 8) {
                prefetch(self.tally.as_ptr().wrapping_add(ahead as usize));
            }
            let (count, cycles) = std::mem::take(&mut self.runs[i]);
            if count == 0 {
                continue;
            }
            let bb = bb as usize;
            let t = &mut self.tally[bb];
            if t.seg != self.seg {
                *t = Tally {
                    seg: self.seg,
                    ..Tally::default()
                };
                self.touched.push(bb);
            }
            t.count += count;
            t.cycles += cycles;
        }
        while w.exc_next <= last_recnum {
            let k = r.keys[(w.exc_next - r.first_recnum) as usize];
            self.cuts.push((
                r.bbs[SortedRuns::run_of(k)] as usize,
                plan.excs[w.exc_pos].1,
            ));
            w.exc_pos += 1;
            w.exc_next = plan.exc_next(w.exc_pos);
        }
        Some(true)
    }

    /// Counts execution `recnum` (block `bb` at `time`).
    #[inline(always)]
    fn step(
        &mut self,
        w: &mut Walk,
        s: &mut SegSums,
        recnum: u64,
        time: u64,
        bb: usize,
    ) -> ControlFlow<Stop> {
        let plan = self.plan;
        if time < w.tp {
            return ControlFlow::Break(Stop::Back);
        }
        self.tally[w.pb].cycles += time - w.tp;
        w.tp = time;
        let mut cut = None;
        if recnum >= w.exc_next {
            if recnum >= plan.exc_err.0 {
                s.err = Some(plan.exc_error());
                return ControlFlow::Break(Stop::Failed);
            }
            cut = Some(plan.excs[w.exc_pos].1);
            w.exc_pos += 1;
            w.exc_next = plan.exc_next(w.exc_pos);
        }
        if time >= w.switch {
            self.close(s, w.applied);
            w.applied = plan.applied_at(time);
            w.switch = plan.pid_max.get(w.applied).copied().unwrap_or(u64::MAX);
        }
        if let Some(n) = cut.filter(|_| bb != 0) {
            self.cuts.push((bb, n));
        }
        if bb == 0 {
            s.end = Some(time);
            w.pb = plan.lens.len();
            return ControlFlow::Continue(());
        }
        let t = &mut self.tally[bb];
        if t.seg != self.seg {
            *t = Tally {
                seg: self.seg,
                ..Tally::default()
            };
            self.touched.push(bb);
        }
        t.count += 1;
        w.pb = bb;
        ControlFlow::Continue(())
    }

    /// Decodes each segment from `tasks` and sends its part(s) to `tx`, until the tasks end, the
    /// replay stops listening or an error ends the trace.
    fn run(&mut self, reader: &TraceReader, tasks: Receiver<BbSegment>, tx: SyncSender<Part>) {
        for seg in tasks {
            let sums = match self.sum_visit(reader, &seg) {
                Some(s) => Some(s),
                None => self.sum(reader.bb_segment_execs(&seg), reader.dir()),
            };
            if let Some(s) = sums {
                let stop = s.err.is_some();
                if tx.send(Part::Sums(s)).is_err() || stop {
                    return;
                }
                continue;
            }
            let mut it = reader.bb_segment_execs(&seg);
            loop {
                let mut v = Vec::new();
                let msg = match it.next_batch_into(&mut v) {
                    None => break,
                    Some(Ok(first)) => Part::Raw(first, v),
                    Some(Err(e)) => Part::Failed(
                        anyhow::Error::new(e)
                            .context(format!("reading {}", reader.dir().display())),
                    ),
                };
                let stop = matches!(msg, Part::Failed(_));
                if tx.send(msg).is_err() || stop {
                    return;
                }
            }
            if tx.send(Part::Raw(0, Vec::new())).is_err() {
                return;
            }
        }
    }
}

/// A decoding thread counting a compact trace's executions as they decode
/// ([`Decoder::sum_visit`]): [`Decoder::sum`]'s loop, one execution at a time.
struct Fused<'d, 'p> {
    d: &'d mut Decoder<'p>,
    w: Walk,
    s: SegSums,
    /// Record number of the last execution.
    recnum: u64,
    /// Why the segment stopped early, if it did.
    stop: Option<Stop>,
}

impl Fused<'_, '_> {
    /// Counts the leading executions of a batch that need no look beyond their block's
    /// counter: times that go on, no pid event applying, not the closing event (the caller
    /// leaves out the executions from the next exception cut on); the number counted.
    #[inline(always)]
    fn plain(&mut self, times: &[u64], bbs: &[u32]) -> usize {
        let Decoder {
            tally,
            touched,
            seg,
            part_execs,
            ..
        } = &mut *self.d;
        let seg = *seg;
        let (mut pb, mut tp, switch) = (self.w.pb, self.w.tp, self.w.switch);
        let mut done = 0;
        for (&time, &bb) in times.iter().zip(bbs) {
            if time < tp || time >= switch || bb == 0 {
                break;
            }
            tally[pb].cycles += time - tp;
            let bb = bb as usize;
            let t = &mut tally[bb];
            if t.seg != seg {
                *t = Tally {
                    seg,
                    ..Tally::default()
                };
                touched.push(bb);
            }
            t.count += 1;
            (pb, tp) = (bb, time);
            done += 1;
        }
        (self.w.pb, self.w.tp) = (pb, tp);
        *part_execs += done as u64;
        self.recnum += done as u64;
        if done > 0 && self.s.start.is_none() {
            self.s.start = Some(times[0]);
        }
        done
    }

    /// Counts one execution, whatever it needs.
    #[inline(always)]
    fn one(&mut self, time: u64, bb: u32) {
        self.recnum += 1;
        let plan = self.d.plan;
        if self.s.first.is_none() {
            self.s.first = Some(time);
            self.w.tp = time;
            self.w.applied = plan.applied_at(time);
            self.w.switch = plan
                .pid_max
                .get(self.w.applied)
                .copied()
                .unwrap_or(u64::MAX);
            self.w.exc_pos = plan.exc_from(self.recnum);
            self.w.exc_next = plan.exc_next(self.w.exc_pos);
        }
        if bb != 0 && self.s.start.is_none() {
            self.s.start = Some(time);
        }
        // A part closes before its counters could overflow.
        if self.d.part_execs == u64::from(u32::MAX) {
            self.d.close(&mut self.s, self.w.applied);
        }
        self.d.part_execs += 1;
        if let ControlFlow::Break(why) =
            self.d
                .step(&mut self.w, &mut self.s, self.recnum, time, bb as usize)
        {
            self.stop = Some(why);
        }
    }
}

impl ExecVisitor for Fused<'_, '_> {
    fn execs(&mut self, times: &[u64], bbs: &[u32]) {
        let mut i = 0;
        while i < times.len() && self.stop.is_none() {
            // The executions before the next exception cut that keep the part's counters in
            // range go the short way.
            let room = (self.w.exc_next.saturating_sub(self.recnum + 1))
                .min(u64::from(u32::MAX) - self.d.part_execs.min(u64::from(u32::MAX)))
                .min((times.len() - i) as u64) as usize;
            if self.s.first.is_some() && room > 0 {
                let done = self.plain(&times[i..i + room], &bbs[i..i + room]);
                i += done;
                if done == room {
                    continue;
                }
            }
            self.one(times[i], bbs[i]);
            i += 1;
        }
    }

    fn done(&self) -> bool {
        self.stop.is_some()
    }
}

/// The replay's side: the sums of the current part, merged in trace order.
struct Merge<'r> {
    res: Resolver<'r>,
    acc: Vec<Acc>,
    touched: Vec<usize>,
    sums: Vec<BlockSum>,
    seg: u32,
    pending: Option<(usize, u64)>,
    end: u64,
    sum: Summary,
}

impl Merge<'_> {
    /// Hands the current part's blocks to `v` and starts a new part.
    fn flush(&mut self, model: &mut Model, v: &mut dyn SegmentVisitor) {
        self.sums.clear();
        for &bb in &self.touched {
            let a = &self.acc[bb];
            let (func, offset) = self.res.resolve(model, bb);
            self.sums.push(BlockSum {
                bb_num: bb as u64,
                func,
                offset,
                count: a.count,
                cycles: a.cycles,
                insns: a.insns,
                max_insns: a.max_insns,
            });
        }
        self.touched.clear();
        if !self.sums.is_empty() {
            v.segment(model, model.current, &self.sums);
        }
        self.seg = self.seg.wrapping_add(1).max(1);
    }

    /// The counter of `bb` in the current part.
    #[inline]
    fn slot(&mut self, bb: usize) -> &mut Acc {
        let a = &mut self.acc[bb];
        if a.seg != self.seg {
            *a = Acc {
                seg: self.seg,
                ..Acc::default()
            };
            self.touched.push(bb);
        }
        a
    }

    /// Closes the last execution so far with the next one's time.
    fn close_pending(&mut self, time: u64) {
        if let Some((p, t)) = self.pending.take() {
            self.acc[p].cycles += time.saturating_sub(t);
        }
    }

    /// Merges a segment's sums.
    fn segment(
        &mut self,
        s: SegSums,
        model: &mut Model,
        pids: &mut Pids<'_>,
        v: &mut dyn SegmentVisitor,
    ) -> Result<()> {
        if let Some(first) = s.first {
            self.close_pending(first);
            self.pending = s.last;
        }
        let mut from = 0;
        for &(applied, to) in &s.parts {
            if applied > pids.applied {
                self.flush(model, v);
                pids.apply(u64::MAX, applied, model, |m, t, e| v.pid_event(m, t, e))?;
                self.res.refresh(model);
            }
            for &(bb, a) in &s.blocks[from..to] {
                let m = self.slot(bb);
                m.count += a.count;
                m.cycles += a.cycles;
                m.insns += a.insns;
                m.max_insns = m.max_insns.max(a.max_insns);
            }
            from = to;
        }
        if let Some(e) = s.end {
            self.end = e;
        }
        if self.sum.events == 0 {
            if let Some(t) = s.start {
                self.sum.start = t;
            }
        }
        self.sum.events += s.events;
        self.sum.insns += s.insns;
        s.err.map_or(Ok(()), Err)
    }

    /// Sums a batch of executions (the first with record number `first`) one by one.
    fn raw(
        &mut self,
        plan: &Plan,
        first: u64,
        execs: &[Exe],
        model: &mut Model,
        pids: &mut Pids<'_>,
        v: &mut dyn SegmentVisitor,
    ) -> Result<()> {
        let mut exc_pos = plan.exc_from(first);
        for (i, &(time, bb, _)) in execs.iter().enumerate() {
            let recnum = first + i as u64;
            let bb = bb as usize;
            let mut num_insns = plan.lens[bb];
            if recnum >= plan.exc_err.0 {
                return Err(plan.exc_error());
            }
            if plan.excs.get(exc_pos).is_some_and(|e| e.0 == recnum) {
                num_insns = plan.excs[exc_pos].1;
                exc_pos += 1;
            }
            self.close_pending(time);
            if pids.next <= time {
                self.flush(model, v);
                pids.apply(time, usize::MAX, model, |m, t, e| v.pid_event(m, t, e))?;
                self.res.refresh(model);
            }
            if bb == 0 {
                self.end = time;
                continue;
            }
            let a = self.slot(bb);
            a.count += 1;
            a.insns += u64::from(num_insns);
            a.max_insns = a.max_insns.max(num_insns);
            if self.sum.events == 0 {
                self.sum.start = time;
            }
            self.sum.events += 1;
            self.sum.insns += u64::from(num_insns);
            self.pending = Some((bb, time));
        }
        Ok(())
    }
}

/// See [`crate::replay::replay_segments`].
pub(crate) fn replay_segments(
    reader: &TraceReader,
    model: &mut Model,
    v: &mut dyn SegmentVisitor,
) -> Result<Summary> {
    run(reader, model, v, SEGMENT_EXECS)
}

/// [`replay_segments`] with segments of at least `segment_execs` executions.
fn run(
    reader: &TraceReader,
    model: &mut Model,
    v: &mut dyn SegmentVisitor,
    segment_execs: u64,
) -> Result<Summary> {
    let plan = Plan::new(reader);
    if plan.exc_err.0 == 0 {
        return Err(plan.exc_error());
    }
    let mut pids = Pids::new(reader);
    pids.peek()?;
    let res = Resolver::new(reader);
    let mut mg = Merge {
        acc: vec![Acc::default(); res.addrs.len()],
        res,
        touched: Vec::new(),
        sums: Vec::new(),
        seg: 1,
        pending: None,
        end: 0,
        sum: Summary::default(),
    };
    mg.res.refresh(model);
    let bar = progress_bar(reader);
    let plan = &plan;
    let merged = std::thread::scope(|sc| -> Result<()> {
        let mut parts = Vec::new();
        let mut tasks = Vec::new();
        for _ in 0..DECODERS {
            let (tx, rx) = sync_channel::<Part>(AHEAD);
            let (task_tx, task_rx) = channel::<BbSegment>();
            parts.push(rx);
            tasks.push(task_tx);
            sc.spawn(move || Decoder::new(plan).run(reader, task_rx, tx));
        }
        sc.spawn(move || {
            for (i, seg) in reader.bb_segments(segment_execs).enumerate() {
                if tasks[i % DECODERS].send(seg).is_err() {
                    break;
                }
            }
        });
        // Segment `i` comes from decoding thread `i % DECODERS`; the first that has none ends.
        for i in 0.. {
            let rx = &parts[i % DECODERS];
            loop {
                let Ok(part) = rx.recv() else {
                    return Ok(());
                };
                match part {
                    Part::Sums(s) => {
                        let at = s.recnum;
                        mg.segment(s, model, &mut pids, v)?;
                        if let Some(b) = &bar {
                            b.set_position(at);
                        }
                        break;
                    }
                    Part::Raw(_, execs) if execs.is_empty() => break,
                    Part::Raw(first, execs) => {
                        mg.raw(plan, first, &execs, model, &mut pids, v)?;
                    }
                    Part::Failed(e) => return Err(e),
                }
            }
        }
        Ok(())
    });
    if let Some(b) = &bar {
        b.finish_and_clear();
    }
    merged?;
    let end = mg.end;
    mg.close_pending(end);
    mg.flush(model, v);
    pids.apply(u64::MAX, usize::MAX, model, |m, t, e| v.pid_event(m, t, e))?;
    mg.sum.end = end.max(mg.sum.start);
    model.summarize_warnings();
    v.end(model, mg.sum.end);
    Ok(mg.sum)
}

pub(crate) mod check;
#[cfg(test)]
mod tests;

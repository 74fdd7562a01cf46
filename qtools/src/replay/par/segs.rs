//! The replay in order's first stage on several threads: each segment of `.bb` is decoded,
//! resolved and folded into [`Item`]s by one of several resolving threads, each with its own copy
//! of the model; the stacks stage takes the segments' items back in order and renumbers their
//! functions.
//!
//! A resolving thread applies every pid event to its copy (they are few) as its segments reach
//! their times, so each execution is resolved in the address space it ran in, as the sequential
//! replay resolves it. Its copy numbers functions in the order it meets them; each segment says
//! which functions it resolved first in it, in order, and the stacks stage adopts them into the
//! model in segment order ([`Model::adopt`]): a function's id is then that of its first
//! resolution in the whole trace, as with one thread (the ids show in `dmtrace` and `perfetto`).
//! The last picked execution of a segment lasts until the next segment's first execution, so it
//! is handed over apart ([`SegOut::tail`]) and stepped once that time is known.
//!
//! Code that runs before the kernel maps anything is named by the boot images, whose answers
//! depend on what they matched before ([`crate::bootcode::BootImage::find`]): a segment that
//! resolved any execution there is resolved again, in order, by one copy of the model that
//! resolves all such segments (the decompressor's few), so their names are the sequential ones.
//!
//! Memory: a resolving thread holds the segment it fills or one finished one (handed over
//! directly, no queue), so at most one segment's items per thread and the one being stepped are
//! held; a segment is a chunk of the trace (at most 2^20 executions) and has at most one item
//! per execution (56 bytes), most far fewer (runs of executions that keep the frames are one).

use std::sync::mpsc::{channel, sync_channel, Receiver, Sender};
use std::sync::Arc;

use anyhow::{Context, Result};
use tracefmt::bb_exec::ExecVisitor;
use tracefmt::bb_split::BbSegment;
use tracefmt::TraceReader;

use super::whole_step;
use super::{picked, Held, Item, Rec, RecPool, Resolve, Runs, Spec, Stacks, Times, Tracker, Whole};
use crate::callstack::{Effect, Spares, Step, Summarizer};
use crate::model::{FuncId, FuncInfo, FuncKey, Model};
use crate::replay::resolver::Resolver;
use crate::replay::{Cuts, Pids, SEGMENT_EXECS};

/// A task's worth of a segment's executions, with what they do to each thread's stack (see
/// `callstack::summary`), found on the resolving thread.
pub(super) struct Piece {
    /// Its records (none where [`SegOut::no_recs`]).
    pub(super) recs: Vec<Rec>,
    /// How many records it stands for.
    pub(super) len: usize,
    pub(super) effects: Vec<Effect>,
}

/// What one segment resolves to (function ids of the thread's own copy of the model).
#[derive(Default)]
pub(super) struct SegOut {
    /// The picked executions' items but the last picked one (see [`Self::tail`]).
    pub(super) items: Vec<Item>,
    /// With pieces (see [`SegResolver::pieces`]): the items and the tail cut into pieces
    /// instead (`items` is empty; the last piece ends with the tail, if any), each piece with
    /// its effects.
    pub(super) pieces: Vec<Piece>,
    /// With pieces: the records of the piece being filled (no list yet: none), and how many
    /// it has (written or not).
    fill: Vec<Rec>,
    fill_len: usize,
    /// With pieces: write no records, only the effects (with local call trees, for
    /// `flamegraph`: see [`super::replay_flame`]).
    no_recs: bool,
    /// The functions first resolved in the segment, in that order: id, key, description.
    pub(super) funcs: Vec<(FuncId, FuncKey, FuncInfo)>,
    /// The last picked execution, its duration not known yet (0), and whether it counts.
    pub(super) tail: Option<(Step, bool)>,
    /// The replay stops after the segment's last execution (its time is past `stop_after`).
    pub(super) tail_stops: bool,
    /// Time of the segment's first execution (the end of the previous segment's tail).
    pub(super) first_time: Option<u64>,
    /// Time of its last closing event.
    pub(super) end: Option<u64>,
    /// Time of its first execution in the window.
    pub(super) start: Option<u64>,
    /// The replay stopped in the segment (after an execution past `stop_after`).
    pub(super) stopped: bool,
    /// The replay ended in the segment at a block the trace does not define.
    pub(super) broke: bool,
    /// Pid events applied by the end of the segment (or the stop).
    pub(super) applied: usize,
    /// Where the pid events fall among [`Self::items`] (with pieces: among the pieces'
    /// records, counted from the segment's first), in order: items before them, and how many
    /// pid events the trace has applied by then (for a tracker that wants them in order with
    /// the executions, [`super::Tracker::in_order_events`]).
    pub(super) pid_marks: Vec<(usize, usize)>,
    /// Records put into [`Self::pieces`] so far.
    recs: usize,
    /// Warnings the resolution gave in the segment.
    pub(super) warnings: Vec<String>,
    /// Some execution was resolved in the boot images: the result holds only if every such
    /// execution before was resolved by the same copy (see [`replay_in_order`]).
    pub(super) boot: bool,
    /// The segment.
    pub(super) seg: Option<BbSegment>,
    /// While the segment is resolved, the pool of record lists (see [`RecPool`]) from which
    /// the pieces are filled, and the segment's number.
    spare: Option<Arc<RecPool>>,
    seq: u64,
}

impl SegOut {
    /// Writes picked execution `step` (`counted`: whether the command counts it) into
    /// [`Self::items`], or with pieces of `n` records into the piece being filled, stepped by
    /// `sum`: the record is made once, in its slot.
    #[inline]
    fn write_step(
        &mut self,
        m: &Model,
        step: &Step,
        counted: bool,
        n: Option<usize>,
        sum: &mut Summarizer,
    ) {
        self.write_made(m, step, || *step, counted, n, sum);
    }

    /// [`Self::write_step`] of `step`, the record's copy of it made by `make` where it is kept.
    #[inline(always)]
    fn write_made(
        &mut self,
        m: &Model,
        step: &Step,
        make: impl Fn() -> Step,
        counted: bool,
        n: Option<usize>,
        sum: &mut Summarizer,
    ) {
        let Some(n) = n else {
            self.items.push(Item::Step(make(), counted));
            return;
        };
        sum.step(m, step, if counted { step.dur } else { 0 });
        if !self.no_recs {
            self.fill_room(n);
            self.fill.push(Rec::Step(make(), counted));
        }
        self.filled(n, sum);
    }

    /// [`Self::write_step`] of held execution `h` (run whole), whose step `step` was just built
    /// from it (as the run's last): the record is built from `h` too, with `step`'s duration,
    /// not copied from `step` (see [`hand_held`]).
    #[inline]
    fn write_held(
        &mut self,
        m: &Model,
        h: &Held,
        step: &Step,
        counted: bool,
        n: Option<usize>,
        sum: &mut Summarizer,
    ) {
        self.write_made(m, step, || whole_step(h, step.dur), counted, n, sum);
    }

    /// [`Self::write_step`] of a run of executions that change no frame (see [`Runs`]): `last`
    /// the last of them, `dur` their cycles and `counted` those of the ones the command counts.
    #[inline]
    fn write_same(
        &mut self,
        last: &Step,
        dur: u64,
        counted: u64,
        n: Option<usize>,
        sum: &mut Summarizer,
    ) {
        let Some(n) = n else {
            self.items.push(Item::Same {
                last: *last,
                dur,
                counted,
            });
            return;
        };
        sum.same(last, dur, counted);
        if !self.no_recs {
            self.fill_room(n);
            self.fill.push(Rec::Same {
                last: *last,
                dur,
                counted,
            });
        }
        self.filled(n, sum);
    }

    /// Makes sure the piece being filled has a list (from the pool, see [`RecPool`]).
    #[inline]
    fn fill_room(&mut self, n: usize) {
        if self.fill.capacity() == 0 {
            self.new_fill(n);
        }
    }

    #[cold]
    #[inline(never)]
    fn new_fill(&mut self, n: usize) {
        let recs = self.spare.as_ref().map(|p| p.take(Some(self.seq)));
        self.fill = recs.unwrap_or_else(|| Vec::with_capacity(n.min(1 << 12)));
    }

    /// Counts the record just written and, once the piece being filled has `n`, moves it to
    /// [`Self::pieces`] with its effects.
    #[inline]
    fn filled(&mut self, n: usize, sum: &mut Summarizer) {
        self.recs += 1;
        self.fill_len += 1;
        if self.fill_len >= n {
            self.close_fill(sum);
        }
    }

    /// Moves the piece being filled, if it has records, to [`Self::pieces`] with its effects.
    #[inline(never)]
    fn close_fill(&mut self, sum: &mut Summarizer) {
        if self.fill_len == 0 {
            return;
        }
        self.pieces.push(Piece {
            recs: std::mem::take(&mut self.fill),
            len: std::mem::take(&mut self.fill_len),
            effects: sum.finish(),
        });
    }
}

type SegResult = std::result::Result<SegOut, anyhow::Error>;

/// Resolving threads for `workers` workers: `QTOOLS_RESOLVERS` if set, else a quarter of the
/// workers, 2 to 4 (a segment's resolution costs about twice its stepping on the stacks: with
/// more the stacks stage waits anyway, and each holds a segment's items).
pub(super) fn resolvers(workers: usize) -> usize {
    std::env::var("QTOOLS_RESOLVERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or((workers / 4).clamp(2, 4))
        .max(1)
}

/// Where a resolving thread's lists are given back, emptied, to be filled again (see
/// [`with_segments`]).
struct Backs {
    /// A segment's [`SegOut::items`], by the stacks stage.
    items: Sender<Vec<Item>>,
    /// A piece's records ([`Piece::recs`]), by the worker that stepped its task: one pool for
    /// every thread, within a budget (see [`RecPool`]).
    recs: Arc<RecPool>,
}

/// Runs `body` with the segments' results in order (a receiver per resolving thread, segment
/// `i` on thread `i % n`), resolved on one thread per copy of the model in `copies`; `body`
/// gives each segment's [`SegOut::items`] back, emptied, to its thread (a [`Backs`] per
/// thread), which fills them again, and so do the workers with each piece's records.
///
/// Given back, not freed: glibc's malloc maps a large block on its own, but once such a block
/// is freed it serves blocks up to that size from its heaps (its threshold for that moves up to
/// 32 MiB), which keep the pages of what was freed there. A segment's items (tens of MB, a
/// size that varies from segment to segment, made on one thread and freed on another) then
/// left the peak to depend on how those sizes happened to follow each other: `perfetto` in two
/// stages peaked at 383 to 517 MB where the items alive never passed 200 MB, higher on the
/// longer trace in one run and lower in the next. Mapping each on its own instead (a
/// threshold fixed below them) cost 30 s of system time on the benchmark trace, the pages
/// mapped again for each segment. So each resolving thread has two lists that go round, and
/// what they hold is what they were filled with at most.
///
/// The same for the pieces' records (up to 65,536 records, about 3.7 MB each, made on a
/// resolving thread and freed on a worker): that did not lower `calltree`'s peak (340-385 MB
/// with 4 workers), but its system time went from 2.0-6.6 to 0.9-1.2 s on a 3.42 G-execution
/// trace (pages no longer faulted in again, nor pieces grown by doubling). A resolving thread makes
/// a list only when none was given back, so those going round are at most as many as were out
/// at once.
fn with_segments<R>(
    reader: &TraceReader,
    copies: Vec<Model>,
    pieces: Option<usize>,
    trees: Option<(bool, Arc<Spares>)>,
    spec: &Spec<'_>,
    body: impl FnOnce(&[Receiver<SegResult>], &[Backs]) -> Result<R>,
) -> Result<R> {
    let n = copies.len();
    let pool = RecPool::budgeted(pieces.unwrap_or(1));
    std::thread::scope(|sc| {
        let mut outs = Vec::new();
        let mut backs = Vec::new();
        let mut tasks = Vec::new();
        for mut copy in copies {
            let (tx, rx) = sync_channel::<SegResult>(0);
            let (back_tx, back_rx) = channel::<Vec<Item>>();
            let (task_tx, task_rx) = channel::<(u64, BbSegment)>();
            outs.push(rx);
            backs.push(Backs {
                items: back_tx,
                recs: Arc::clone(&pool),
            });
            tasks.push(task_tx);
            copy.echo_warnings = false;
            copy.warnings.clear();
            copy.unreadable.clear();
            let pool = Arc::clone(&pool);
            let trees = trees.clone();
            sc.spawn(move || {
                let _times = Times("replay in order: resolution (a segment thread)");
                let mut r = SegResolver::new(reader, copy, pieces, trees);
                r.spare = Some(back_rx);
                r.spare_recs = Some(pool);
                for (seq, seg) in task_rx {
                    let out = r.segment(spec, seq, &seg);
                    let failed = out.is_err();
                    if tx.send(out).is_err() || failed {
                        return;
                    }
                }
            });
        }
        sc.spawn(move || {
            for (i, seg) in reader.bb_segments(SEGMENT_EXECS).enumerate() {
                if tasks[i % n].send((i as u64, seg)).is_err() {
                    break;
                }
            }
        });
        // Closed however the body ends (a panic included): a resolving thread waiting for a
        // list must wake, or the scope would never end.
        let closing = ClosePool(&pool);
        let r = body(&outs, &backs);
        drop(closing);
        drop(outs);
        r
    })
}

/// Closes the record pool when dropped (see [`RecPool::close`]).
struct ClosePool<'p>(&'p RecPool);

impl Drop for ClosePool<'_> {
    fn drop(&mut self) {
        self.0.close();
    }
}

/// One resolving thread's state: its model, pid events, exception records and caches.
struct SegResolver<'a> {
    reader: &'a TraceReader,
    model: Model,
    pids: Pids<'a>,
    cuts: Cuts<'a>,
    lens: Vec<u32>,
    p: Resolve<'a>,
    res: Resolver<'a>,
    /// Per function of the copy: the segment (number + 1) it was last met in.
    met: Vec<u64>,
    /// The pid events and exception records have been peeked at (at the first segment).
    started: bool,
    /// Items of the last segment, to size the next one's.
    last_items: usize,
    /// Cut each segment into pieces of this many records (see [`SegOut::pieces`]).
    pieces: Option<usize>,
    summarizer: Summarizer,
    /// Write no records into the pieces (see [`SegOut::no_recs`]).
    no_recs: bool,
    /// The lists of items the stacks stage gave back (see [`with_segments`]).
    spare: Option<Receiver<Vec<Item>>>,
    /// The pool of the pieces' records (see [`with_segments`]).
    spare_recs: Option<Arc<RecPool>>,
}

impl<'a> SegResolver<'a> {
    /// `trees`: the pieces' effects keep local call trees (see `callstack::summary`), and
    /// their records if it says true.
    fn new(
        reader: &'a TraceReader,
        model: Model,
        pieces: Option<usize>,
        trees: Option<(bool, Arc<Spares>)>,
    ) -> Self {
        SegResolver {
            reader,
            model,
            pids: Pids::new(reader),
            cuts: Cuts::new(reader),
            lens: reader.block_lens(),
            p: Resolve {
                reader,
                wholes: Vec::new(),
                keys: Vec::new(),
            },
            res: Resolver::new(reader),
            met: Vec::new(),
            started: false,
            last_items: 0,
            pieces,
            no_recs: trees.as_ref().is_some_and(|t| !t.0),
            summarizer: if let Some((_, spares)) = trees {
                Summarizer::with_trees(spares)
            } else {
                Summarizer::default()
            },
            spare: None,
            spare_recs: None,
        }
    }

    /// Resolves segment number `seq` (what `super::resolve` does for its executions), stepping
    /// its executions as they are decoded.
    fn segment(&mut self, spec: &Spec<'_>, seq: u64, seg: &BbSegment) -> Result<SegOut> {
        if !self.started {
            self.started = true;
            self.cuts.advance()?;
            self.pids.peek()?;
            self.res.refresh(&self.model);
        }
        let reader = self.reader;
        let ctx = || format!("reading {}", reader.dir().display());
        // Held until stepped: one given back, or sized as the last segment's (not doubled as it
        // grows).
        let items = match self.spare.as_ref().and_then(|r| r.try_recv().ok()) {
            Some(items) => items,
            None if self.pieces.is_some() => Vec::new(),
            None => Vec::with_capacity(self.last_items + self.last_items / 8),
        };
        let spare = self.spare_recs.take();
        let no_recs = self.no_recs;
        let mut run = SegRun {
            r: self,
            spec,
            out: SegOut {
                items,
                spare,
                seq,
                no_recs,
                ..SegOut::default()
            },
            runs: Runs::default(),
            held: None,
            tag: seq + 1,
            recnum: seg.execs_before + 1,
            over: false,
            err: None,
        };
        match reader.bb_segment_visit(seg, &mut run) {
            Some(r) => r.with_context(ctx)?,
            None => {
                let mut it = reader.bb_segment_execs(seg);
                while let Some(b) = it.next_batch() {
                    let b = b.with_context(ctx)?;
                    for &(time, bb, _) in b.execs.iter() {
                        if run.over {
                            break;
                        }
                        run.exec(time, bb as u32)?;
                    }
                }
            }
        }
        if let Some(e) = run.err.take() {
            return Err(e);
        }
        let mut out = run.end()?;
        self.spare_recs = out.spare.take();
        self.last_items = out.items.len();
        if out.boot {
            out.seg = Some(*seg);
        }
        Ok(out)
    }
}

/// One segment being resolved.
struct SegRun<'s, 'a, 'p> {
    r: &'s mut SegResolver<'a>,
    spec: &'s Spec<'p>,
    out: SegOut,
    runs: Runs,
    held: Option<Held>,
    /// The segment's number + 1.
    tag: u64,
    /// Record number of the next execution.
    recnum: u64,
    /// The replay stopped or ended in the segment, or failed: later executions are left.
    over: bool,
    err: Option<anyhow::Error>,
}

impl SegRun<'_, '_, '_> {
    /// [`hand_held`] on this segment's parts.
    #[inline]
    fn hand_held(&mut self, h: &Held, dur: u64, counted: bool) {
        hand_held(self.r, &mut self.runs, &mut self.out, h, dur, counted);
    }

    /// [`flush_run`] on this segment's parts.
    #[inline]
    fn flush_run(&mut self) {
        flush_run(self.r, &mut self.runs, &mut self.out);
    }

    /// One execution: block `bb` (0: the closing event) at `time`.
    #[inline]
    fn exec(&mut self, time: u64, bb: u32) -> Result<()> {
        let r = &mut *self.r;
        let recnum = self.recnum;
        self.recnum += 1;
        let bb = bb as usize;
        // Instructions that started, if cut short by an exception (else the block's, known
        // below from its entry, which is read anyway).
        let mut cut = None;
        if recnum >= r.cuts.next.recnum {
            let full = r.lens.get(bb).copied().unwrap_or(0);
            cut = Some(r.cuts.insns(recnum, full)?);
        }
        self.out.first_time.get_or_insert(time);
        // Read where it is kept, not copied out first (see [`hand_held`]).
        if let Some(h) = &self.held {
            if let Some(counted) = h.counted {
                let dur = time.saturating_sub(h.time);
                hand_held(self.r, &mut self.runs, &mut self.out, h, dur, counted);
            }
            if self.spec.stop_after.is_some_and(|e| h.time > e) {
                self.held = None;
                self.out.stopped = true;
                self.over = true;
                return Ok(());
            }
            self.held = None;
        }
        let (r, out) = (&mut *self.r, &mut self.out);
        let m = &mut r.model;
        if r.pids.next <= time {
            r.pids.apply(time, usize::MAX, m, |_, _, _| {})?;
            out.pid_marks
                .push((out.items.len() + out.recs, r.pids.applied));
            // The main model applies these too, and gives their warnings.
            m.warnings.clear();
            m.unreadable.clear();
            r.res.refresh(m);
        }
        if bb == 0 {
            out.end = Some(time);
            return Ok(());
        }
        let Some(mut whole) = r.p.whole(bb) else {
            out.broke = true;
            self.over = true;
            return Ok(());
        };
        if !m.window.contains(time) {
            return Ok(());
        }
        let (func, offset) = match r.res.context(whole.addr) {
            Some(ctx) if ctx == whole.ctx => (whole.func, whole.offset),
            ctx => {
                let stored = r.res.addrs[bb];
                whole.boot = m.resolves_by_boot_images(m.current, stored & !1, stored & 1 != 0);
                let (func, offset) = r.res.resolve(m, bb);
                (whole.ctx, whole.func, whole.offset) = (ctx.unwrap_or(u32::MAX), func, offset);
                r.p.set(bb, whole);
                (func, offset)
            }
        };
        out.boot |= whole.boot;
        meet(&mut r.met, m, self.tag, &mut out.funcs, func);
        out.start.get_or_insert(time);
        let mut h = Held {
            time,
            bb,
            whole,
            num_insns: cut.unwrap_or(whole.len),
            pid: m.current,
            func,
            offset,
            counted: picked(self.spec, m, m.current, func),
            lane: false,
        };
        h.lane = self.runs.takes(&h);
        self.held = Some(h);
        Ok(())
    }

    /// The executions that only extend the run of the held one (see [`Held::lane`]), or that
    /// start a run after it, as many as follow from the first of `times` and `bbs` on; returns
    /// how many. Each is of the same thread as the one before (no pid event before it), in the
    /// window, not cut short by an exception, before no stop, its block's function known in the
    /// current context and the same as that of the block before, which ran whole and went on to
    /// it by a jump or by falling through in the same mode ([`Whole::next_key`]): what `exec`
    /// then does is to join the one before to the run (or, for the held one if it does not
    /// join one, hand it over as `exec` would, the first of them then starting a run) and hold
    /// this one, and the run's cycles are the time from its first execution to the one after
    /// its last, so only the last two blocks and their times are kept here, and the rest is
    /// done once at the end.
    #[inline]
    fn lane(&mut self, times: &[u64], bbs: &[u32]) -> usize {
        let Some(h) = self.held.as_ref() else {
            return 0;
        };
        if h.whole.bits & Whole::ON == 0 {
            return 0;
        }
        // Not in a run: the held one must be stepped (and ran whole) for the next to start one.
        if !h.lane && (h.counted.is_none() || h.num_insns != h.whole.len) {
            return 0;
        }
        let r = &mut *self.r;
        let Some(want) = h.whole.next_key(r.res.context(0).unwrap_or(u32::MAX)) else {
            return 0;
        };
        // The last time an execution may have here: in the window, before the next pid
        // event, and at most the time after which the replay stops (an execution after that is
        // held and stepped by `exec`).
        let stop = self.spec.stop_after.unwrap_or(u64::MAX);
        let window_end = r.model.window.end.unwrap_or(u64::MAX);
        let Some(before_pid) = r.pids.next.checked_sub(1) else {
            return 0;
        };
        if h.time > stop {
            return 0;
        }
        let limit = stop.min(window_end).min(before_pid);
        // Executions before the next one cut short.
        let uncut = r.cuts.next.recnum.saturating_sub(self.recnum);
        let n = times
            .len()
            .min(bbs.len())
            .min(usize::try_from(uncut).unwrap_or(usize::MAX));
        let keys = &r.p.keys;
        // The execution before the last one taken, and the last one: time and block.
        let (mut before, mut last) = ((h.time, h.bb), (h.time, h.bb));
        let mut k = 0;
        while k < n {
            let (time, bb) = (times[k], bbs[k] as usize);
            if time < last.0 || time > limit {
                break;
            }
            let Some(&key) = keys.get(bb) else {
                break;
            };
            if key & Whole::KEY_MASK != want {
                break;
            }
            (before, last) = (last, (time, bb));
            k += 1;
            if key & Whole::ON as u64 == 0 {
                break;
            }
        }
        let wholes = &r.p.wholes;
        let (Some(Some(bw)), Some(Some(lw))) = (wholes.get(before.1), wholes.get(last.1)) else {
            return 0;
        };
        if k == 0 {
            return 0;
        }
        let (h, bw, lw) = (*h, *bw, *lw);
        self.recnum += k as u64;
        let counted = h.counted == Some(true);
        // The time of the run's first execution.
        let mut first = h.time;
        if !h.lane {
            // Handed over as `exec` would at the next execution (`times[0]`), which starts the
            // run.
            first = times[0];
            self.hand_held(&h, first - h.time, counted);
        }
        if k > 1 || h.lane {
            // The one before the last joined the run last: its step is the run's last.
            let prev = Held {
                time: before.0,
                bb: before.1,
                whole: bw,
                num_insns: bw.len,
                func: bw.func,
                offset: bw.offset,
                ..h
            };
            let step = whole_step(&prev, last.0 - before.0);
            self.runs.extend(step, last.0 - first, counted);
        }
        self.held = Some(Held {
            time: last.0,
            bb: last.1,
            whole: lw,
            num_insns: lw.len,
            func: lw.func,
            offset: lw.offset,
            lane: true,
            ..h
        });
        k
    }

    /// The second lane: execution `bb` at `time`, one that the first ([`Self::lane`]) does not
    /// take (most often the first after a call or a return, whose function is another), when
    /// what [`Self::exec`] would find of it is known without it: of the same thread as the held
    /// one (no pid event before it), not cut short by an exception, in the window, before no
    /// stop, its block's function known in the current context ([`Whole::key`]) and not from
    /// the boot images. The held execution is then handed over and this one held, as `exec`
    /// does, from the block's entry; returns false, having done nothing, if any of that fails.
    #[inline]
    fn turn(&mut self, time: u64, bb: u32) -> bool {
        let (Some(h), r) = (self.held.as_ref(), &*self.r) else {
            return false;
        };
        let bb = bb as usize;
        let Some(&key) = r.p.keys.get(bb) else {
            return false;
        };
        const KEYED: u64 = Whole::KEYED as u64;
        if key & (KEYED | Whole::BOOT as u64) != KEYED {
            return false;
        }
        let kernel = key & Whole::KERNEL as u64 != 0;
        let want = if kernel { Some(0) } else { r.res.context(0) };
        if want != Some((key >> 8) as u32 & 0xff_ffff)
            || self.recnum >= r.cuts.next.recnum
            || time >= r.pids.next
            || !r.model.window.contains(time)
            || self.spec.stop_after.is_some_and(|e| h.time > e)
        {
            return false;
        }
        let Some(&Some(whole)) = r.p.wholes.get(bb) else {
            return false;
        };
        self.recnum += 1;
        if let Some(counted) = h.counted {
            let dur = time.saturating_sub(h.time);
            hand_held(self.r, &mut self.runs, &mut self.out, h, dur, counted);
        }
        let (r, out) = (&mut *self.r, &mut self.out);
        let m = &r.model;
        let func = whole.func;
        meet(&mut r.met, m, self.tag, &mut out.funcs, func);
        out.start.get_or_insert(time);
        let (pid, counted) = (m.current, picked(self.spec, m, m.current, func));
        // [`Runs::takes`], asked before the held execution is built: built on the stack to
        // be asked, it was then copied 16 bytes at a time from what was just stored field by
        // field (a store-forwarding stall: a tenth of this loop's samples).
        let lane = counted.is_some()
            && (self.runs.prev.as_ref())
                .is_some_and(|p| Held::would_join(p, pid, whole.bits, func));
        self.held = Some(Held {
            time,
            bb,
            whole,
            num_insns: whole.len,
            pid,
            func,
            offset: whole.offset,
            counted,
            lane,
        });
        true
    }

    /// The segment's result once its executions are stepped.
    fn end(mut self) -> Result<SegOut> {
        self.flush_run();
        let r = &mut *self.r;
        let (m, sum, n) = (&r.model, &mut r.summarizer, r.pieces);
        let out = &mut self.out;
        if let Some(h) = self.held.take() {
            let tail = h.counted.and_then(|c| r.p.step(&h, 0).map(|s| (s, c)));
            if let Some((s, c)) = tail.filter(|_| n.is_some()) {
                // Its duration is given when the next segment's first time is known.
                out.write_step(m, &s, c, n, sum);
            }
            out.tail = tail;
            out.tail_stops = self.spec.stop_after.is_some_and(|e| h.time > e);
        }
        out.close_fill(sum);
        self.out.applied = r.pids.applied;
        self.out.warnings = std::mem::take(&mut r.model.warnings);
        Ok(self.out)
    }
}

/// `func` met in the segment tagged `tag` ([`SegResolver::met`]): the first time, its id, key
/// and description go to the segment's functions (`funcs`, [`SegOut::funcs`]). Met already is
/// the rule (every execution of the second lane and of `exec` asks), answered inline; a call
/// of the whole was 2.9% of `flamegraph`'s samples.
#[inline]
fn meet(
    met: &mut Vec<u64>,
    m: &Model,
    tag: u64,
    funcs: &mut Vec<(FuncId, FuncKey, FuncInfo)>,
    func: FuncId,
) {
    if met.get(func as usize) != Some(&tag) {
        meet_first(met, m, tag, funcs, func);
    }
}

/// [`meet`] of a function not met yet in the segment.
#[cold]
#[inline(never)]
fn meet_first(
    met: &mut Vec<u64>,
    m: &Model,
    tag: u64,
    funcs: &mut Vec<(FuncId, FuncKey, FuncInfo)>,
    func: FuncId,
) {
    let f = func as usize;
    if f >= met.len() {
        met.resize(f + 1, 0);
    }
    met[f] = tag;
    funcs.push((func, m.func_key(func), m.funcs[f].clone()));
}

/// Hands over picked execution `step` (`counted`: whether the command counts it), as
/// [`Runs::put`] does with [`SegOut`] for its `emit`: joined to the run of the one before if it
/// changes no frame after it (of the same thread, nothing picked between), else the run (if
/// any) and then it written out, each once, in its slot ([`SegOut::write_step`]). `r`, `runs`,
/// `out`: a [`SegRun`]'s parts.
#[inline]
fn hand(r: &mut SegResolver<'_>, runs: &mut Runs, out: &mut SegOut, step: &Step, counted: bool) {
    if runs.join(step, counted) {
        return;
    }
    flush_run(r, runs, out);
    runs.prev = Some(*step);
    out.write_step(&r.model, step, counted, r.pieces, &mut r.summarizer);
}

/// [`hand`] of held execution `h`, lasting `dur`, with its [`Step`] built where it is kept (the
/// run's last, or the record and the run's last, from `h`'s fields each) rather than built here
/// and copied there, and `h` read where it is held ([`SegRun::held`]): a copy reads 16 bytes at
/// a time what was stored field by field shortly before, which the store buffer cannot forward
/// (pc21's profile: about a half of `hand`'s samples on the `Step`'s copy; with the `Step` built
/// in place, the held execution's copy out of `held` took its place, a fifth of `exec`'s
/// samples). One cut short by an exception (its flow found from its block's instructions) goes
/// through [`hand`].
#[inline]
fn hand_held(
    r: &mut SegResolver<'_>,
    runs: &mut Runs,
    out: &mut SegOut,
    h: &Held,
    dur: u64,
    counted: bool,
) {
    if h.num_insns != h.whole.len {
        if let Some(step) = r.p.step(h, dur) {
            hand(r, runs, out, &step, counted);
        }
        return;
    }
    if let Some(prev) = runs.prev.as_mut().filter(|p| h.joins_after(p)) {
        *prev = whole_step(h, dur);
        runs.add(dur, counted);
        return;
    }
    flush_run(r, runs, out);
    let prev = runs.prev.insert(whole_step(h, dur));
    out.write_held(&r.model, h, prev, counted, r.pieces, &mut r.summarizer);
}

/// Writes out the run, if any (what [`Runs::flush`] hands to its `emit`).
#[inline]
fn flush_run(r: &mut SegResolver<'_>, runs: &mut Runs, out: &mut SegOut) {
    if let (Some((dur, counted)), Some(last)) = (runs.run.take(), runs.prev.as_ref()) {
        out.write_same(last, dur, counted, r.pieces, &mut r.summarizer);
    }
}

impl ExecVisitor for SegRun<'_, '_, '_> {
    fn execs(&mut self, times: &[u64], bbs: &[u32]) {
        let mut i = 0;
        while i < times.len() {
            if self.over {
                return;
            }
            i += self.lane(&times[i..], &bbs[i..]);
            let (Some(&time), Some(&bb)) = (times.get(i), bbs.get(i)) else {
                return;
            };
            if !self.turn(time, bb) {
                if let Err(e) = self.exec(time, bb) {
                    self.err = Some(e);
                    self.over = true;
                }
            }
            i += 1;
        }
    }

    fn done(&self) -> bool {
        self.over
    }
}

/// The stacks stage's side: each resolving thread's function ids as the model numbers them.
///
/// A map is shared with the tasks whose records still hold that thread's ids (see
/// [`super::Task::rec`]): it is copied only when a segment changes it while tasks hold it,
/// which happens only where a segment meets functions its thread had not met before.
pub(super) struct Adopted {
    maps: Vec<Arc<Vec<FuncId>>>,
}

impl Adopted {
    pub(super) fn new(n: usize) -> Self {
        Adopted {
            maps: (0..n).map(|_| Arc::new(Vec::new())).collect(),
        }
    }

    /// Adopts the functions segment `out` of thread `t` resolved first, in order.
    pub(super) fn adopt(&mut self, model: &mut Model, t: usize, out: &SegOut) {
        for (local, key, info) in &out.funcs {
            let g = model.adopt(*key, info);
            let l = *local as usize;
            if self.maps[t].get(l) == Some(&g) {
                continue;
            }
            let map = Arc::make_mut(&mut self.maps[t]);
            if l >= map.len() {
                map.resize(l + 1, 0);
            }
            map[l] = g;
        }
    }

    /// `step` with the model's function id (it came from thread `t`).
    #[inline]
    pub(super) fn step(&self, t: usize, mut step: Step) -> Step {
        step.func = self.maps[t][step.func as usize];
        step
    }

    /// Thread `t`'s function ids as the model's.
    pub(super) fn map(&self, t: usize) -> &Arc<Vec<FuncId>> {
        &self.maps[t]
    }

    /// `item` with the model's function ids.
    #[inline]
    pub(super) fn item(&self, t: usize, item: Item) -> Item {
        match item {
            Item::Step(s, c) => Item::Step(self.step(t, s), c),
            Item::Same { last, dur, counted } => Item::Same {
                last: self.step(t, last),
                dur,
                counted,
            },
            Item::Dump(at) => Item::Dump(at),
        }
    }
}

/// The replay in order with its first stage on `n` resolving threads (see the module note)
/// and the stacks stage `st` here; what [`super::resolve`] and the stacks stage do on two
/// threads. The model gets every function and pid event the sequential replay gives it.
///
/// With `pieces` (records per task, for a [`Tracker::stateless`] tracker), the stacks stage does
/// not step the executions: the resolving threads cut each segment into pieces and find what
/// each piece does to each thread's stack, and the stacks stage applies that to the stacks as
/// they are at the piece's start, giving the workers each piece as a task with those states.
pub(super) fn replay_in_order<O>(
    reader: &TraceReader,
    model: &mut Model,
    spec: &Spec<'_>,
    tracker: &mut dyn Tracker,
    st: &mut Stacks<'_, '_, O>,
    n: usize,
    pieces: Option<usize>,
) -> Result<()> {
    let in_order = tracker.in_order_events();
    let trees = (st.flame.as_ref()).map(|f| (f.recs, Arc::clone(&f.spares)));
    let copies = (0..n).map(|_| model.clone()).collect();
    let mut boot = SegResolver::new(reader, model.clone(), pieces, trees.clone());
    boot.model.echo_warnings = false;
    let mut pids = Pids::new(reader);
    pids.peek()?;
    with_segments(reader, copies, pieces, trees, spec, |outs, backs| {
        let _times = Times("replay in order: stacks");
        // Thread `n`: the segments resolved again here.
        let mut adopted = Adopted::new(n + 1);
        boot.spare_recs = backs.first().map(|b| Arc::clone(&b.recs));
        // The last segment's last picked execution (if any, and whether it counts) and
        // whether the replay stops after it.
        let mut pending: Option<(Option<(Step, bool)>, bool)> = None;
        // With pieces: the task of the last one, which ends with that execution.
        let mut held: Option<super::Task> = None;
        let (mut end, mut start) = (0u64, None);
        for seq in 0.. {
            let t = seq % n;
            if let Some(b) = backs.first() {
                b.recs.next_segment(seq as u64);
            }
            let Ok(out) = outs[t].recv() else { break };
            let mut out = out?;
            let mut t = t;
            if let Some(seg) = out.seg.take() {
                // Resolved in the boot images, whose answers depend on every such resolution
                // before: resolved again by the one copy that resolves all of them, in order.
                give_back(&backs[t].items, &mut out.items);
                for p in out.pieces.drain(..) {
                    backs[t].recs.give(p.recs);
                }
                out = boot.segment(spec, seq as u64, &seg)?;
                t = n;
            }
            if let Some(first) = out.first_time {
                if let Some((tail, stops)) = pending.take() {
                    if let Some((step, counted)) = tail {
                        tail_step(model, tracker, st, &mut held, step, counted, first)?;
                    }
                    if stops {
                        return st.finish(model, tracker, 0, true);
                    }
                }
            }
            // The main model: the pid events up to the segment's end (or its stop), as its
            // thread applied them (among the items for a tracker that wants them in order),
            // then the functions it resolved first.
            if !in_order {
                pids.apply(u64::MAX, out.applied, model, |_, _, _| {})?;
            }
            for w in &out.warnings {
                if !model.warnings.contains(w) {
                    model.warn(w.clone());
                }
            }
            adopted.adopt(model, t, &out);
            let mut marks = out.pid_marks.iter().peekable();
            for (i, item) in out.items.iter().enumerate() {
                while let Some(&(_, upto)) = marks.next_if(|m| in_order && m.0 <= i) {
                    pid_events(&mut pids, model, tracker, st, upto)?;
                }
                match adopted.item(t, *item) {
                    Item::Step(step, counted) => st.step(model, tracker, &step, counted)?,
                    Item::Same { last, dur, counted } => {
                        st.same(model, tracker, &last, dur, counted)?;
                    }
                    Item::Dump(_) => {}
                }
            }
            if in_order && out.pieces.is_empty() {
                pid_events(&mut pids, model, tracker, st, out.applied)?;
            }
            if let Some(back) = backs.get(t) {
                give_back(&back.items, &mut out.items);
            }
            let last = out.pieces.len();
            // Records of the segment's pieces before the one being composed.
            let mut base = 0;
            for (i, piece) in out.pieces.drain(..).enumerate() {
                let back = backs.first().map(|b| Arc::clone(&b.recs));
                let carried = tracker.carried();
                let task = st.compose(model, piece, adopted.map(t), back, carried);
                if in_order {
                    // The tracker sees the piece's records, and the pid events among them, before
                    // the task is sent (its data is what the tracker made of them).
                    for (k, r) in task.recs.iter().enumerate() {
                        while let Some(&(_, upto)) = marks.next_if(|m| m.0 <= base + k) {
                            pid_events_at(&mut pids, model, tracker, upto, k)?;
                        }
                        let (Rec::Step(step, _) | Rec::Same { last: step, .. }) = task.rec(r);
                        tracker.before_exec(model, &step, k);
                    }
                    base += task.recs.len();
                    if i + 1 == last {
                        pid_events_at(&mut pids, model, tracker, out.applied, task.recs.len())?;
                    }
                }
                if i + 1 == last && out.tail.is_some() {
                    held = Some(task);
                } else {
                    st.send(model, tracker, task)?;
                }
            }
            if let Some(e) = out.end {
                end = e;
            }
            start = start.or(out.start);
            if out.stopped {
                return st.finish(model, tracker, 0, true);
            }
            if out.tail.is_some() || out.tail_stops {
                let tail = out.tail.map(|(s, c)| (adopted.step(t, s), c));
                pending = Some((tail, out.tail_stops));
            }
            if out.broke {
                break;
            }
        }
        if let Some((Some((step, counted)), _)) = pending {
            tail_step(model, tracker, st, &mut held, step, counted, end)?;
        }
        pid_events(&mut pids, model, tracker, st, usize::MAX)?;
        model.summarize_warnings();
        st.finish(model, tracker, end.max(start.unwrap_or(0)), false)
    })
}

/// Gives a segment's list of items (or a piece's records) back to the thread that filled it,
/// emptied (see [`with_segments`]); one made with no room is left.
fn give_back<T>(back: &Sender<Vec<T>>, items: &mut Vec<T>) {
    if items.capacity() > 0 {
        let mut items = std::mem::take(items);
        items.clear();
        // The thread may have stopped (an error): the list is then freed here.
        let _ = back.send(items);
    }
}

/// Applies the pid events up to the `upto`th to the model, handing each to the tracker if it
/// wants them in order, at the records of the task being filled.
fn pid_events<O>(
    pids: &mut Pids<'_>,
    model: &mut Model,
    tracker: &mut dyn Tracker,
    st: &Stacks<'_, '_, O>,
    upto: usize,
) -> Result<()> {
    if !tracker.in_order_events() {
        return pids.apply(u64::MAX, upto, model, |_, _, _| {});
    }
    let at = st.task.as_ref().map_or(0, |t| t.recs.len());
    pid_events_at(pids, model, tracker, upto, at)
}

/// [`pid_events`] for a tracker that wants them in order, `at` records of its task.
fn pid_events_at(
    pids: &mut Pids<'_>,
    model: &mut Model,
    tracker: &mut dyn Tracker,
    upto: usize,
    at: usize,
) -> Result<()> {
    pids.apply(u64::MAX, upto, model, |m, time, ev| {
        tracker.pid_event(m, time, ev, at)
    })
}

/// Steps a segment's last picked execution (`step`, `counted`) now that the next execution's
/// time is known (`next`), or with pieces, gives it its duration in the `held` task that ends
/// with it (whose effects counted it without) and sends that task.
fn tail_step<O>(
    model: &Model,
    tracker: &mut dyn Tracker,
    st: &mut Stacks<'_, '_, O>,
    held: &mut Option<super::Task>,
    mut step: Step,
    counted: bool,
    next: u64,
) -> Result<()> {
    step.dur = next.saturating_sub(step.time);
    let Some(mut task) = held.take() else {
        return st.step(model, tracker, &step, counted);
    };
    if let Some(Rec::Step(s, _)) = task.recs.last_mut() {
        s.dur = step.dur;
    }
    st.stacks.add_time(step.pid, step.dur);
    if let Some(f) = st.flame.as_mut().filter(|_| counted) {
        // The piece's last execution of its thread: on top of its stack now.
        f.add_top(&st.stacks, step.pid, step.dur);
    }
    st.send(model, tracker, task)
}

//! The call-stack commands on several threads: the replay in order keeps only the stacks and cuts
//! the trace into tasks, other threads replay each task's executions with the command's output.
//!
//! The replay in order ([`replay_stacks`]) does what [`super::replay`] does up to the visitor
//! (decoding on the decoding threads, pid events, resolution) and then, for each execution the
//! command steps, only [`CallStacks::step_raw`] with no output: a task gets the execution's
//! [`Step`] and, at each thread's first execution in it, that thread's state before it. A worker
//! restores those states into fresh stacks and steps the task's executions again, this time with
//! the command's output; the outputs are handed back in task order. So the pushes and pops, and
//! whatever the command makes of them, are those of the sequential replay, which stays callable
//! (`QTOOLS_THREADS=1`) and is what the tests compare against.
//!
//! Memory: a task holds at most [`TASK_RECS`] records (fewer past 16 workers: [`RECS_OUT`] in
//! all), at most [`AHEAD_PER_WORKER`] tasks per worker are out at a time, and the workers see the
//! functions through a copy of the model's function table that grows with it.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::sync::mpsc::{channel, sync_channel};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, RwLock};

use anyhow::Result;
use tracefmt::{PidEvent, TraceReader};

use super::resolver::Resolver;
use super::stream::with_stream;

mod segs;
use crate::callstack::{
    next_addr, CallStacks, NoSink, NodeCounts, Spares, StackSink, Step, Thread, TreeMap,
};
use crate::disasm::{last_flow, Flow};
use crate::fasthash::FastMap;
use crate::model::{FuncId, Model, KERNEL_BASE};
use crate::symbols::VECTORS_BASE;

/// Records per task (see [`Rec`]) with up to 16 workers; `QTOOLS_TASK_RECS` sets another number
/// (the tests make tasks small, so that a short trace has many).
pub(crate) const TASK_RECS: usize = 1 << 16;

/// Records that the tasks out hold together at most (about 128 MB): with more than 16 workers
/// each task gets fewer than [`TASK_RECS`], so that the memory does not grow with the cores.
const RECS_OUT: usize = 1 << 21;

/// Records per task with `threads` workers.
fn task_recs(threads: usize) -> usize {
    std::env::var("QTOOLS_TASK_RECS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| TASK_RECS.min(RECS_OUT / (threads * AHEAD_PER_WORKER)))
        .max(1)
}
/// Tasks per worker that may be out (queued, running or done and not yet handed back).
const AHEAD_PER_WORKER: usize = 2;

/// The worker threads to use: `QTOOLS_THREADS` if set (1: the sequential replay), else the
/// machine's parallelism.
pub fn threads() -> usize {
    std::env::var("QTOOLS_THREADS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1)
}

/// The calling thread's CPU seconds so far (user and system), from `/proc/thread-self/stat`;
/// 0 where that cannot be read.
fn thread_cpu() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/thread-self/stat") else {
        return 0.0;
    };
    // The fields after the command name (which may hold spaces) start at its closing ')'.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<u64> = rest
        .split_whitespace()
        .skip(11)
        .take(2)
        .filter_map(|x| x.parse().ok())
        .collect();
    f.iter().sum::<u64>() as f64 / 100.0
}

/// What the replay in order keeps besides the stacks: a sink whose state a task starts from.
pub(crate) trait Tracker: StackSink {
    /// A time to stop at and show every stack (`stack --at`): before the first picked
    /// execution after it, or at the trace's end if none comes.
    fn dump_at(&self) -> Option<u64> {
        None
    }

    /// Shows `stacks` as they are at `time` (called once, when [`Tracker::dump_at`] is given).
    fn dump(&mut self, _m: &Model, _stacks: &CallStacks, _time: u64) {}

    /// Keeps nothing of the pushes and pops (so they may be left out of the replay in order).
    fn stateless(&self) -> bool {
        false
    }

    /// Wants the pid events in order with the executions ([`Tracker::pid_event`]): the stacks
    /// stage gives it each pid event where it falls among them (and, with pieces, each piece's
    /// records in order before the piece is sent, see `segs::replay_in_order`).
    fn in_order_events(&self) -> bool {
        false
    }

    /// A pid event (after the model applied it), in order with the picked executions; `at`:
    /// records in the task being filled (0 if none is).
    fn pid_event(&mut self, _m: &Model, _time: u64, _ev: &PidEvent<'_>, _at: usize) {}

    /// A picked execution (or the last of a run that changes no frame) before the stacks step
    /// it; `at`: records in its task before it.
    fn before_exec(&mut self, _m: &Model, _step: &Step, _at: usize) {}

    /// The replay in order ends at `end` (before the last task is made); `at` as above.
    fn end(&mut self, _m: &Model, _end: u64, _at: usize) {}

    /// A thread whose state every new task should start from, besides those it steps.
    fn carried(&self) -> Option<u32> {
        None
    }

    /// What the task being sent should carry to its worker (see [`Task::data`]).
    fn task_data(&mut self) -> Option<Box<dyn Any + Send>> {
        None
    }
}

impl Tracker for NoSink {
    fn stateless(&self) -> bool {
        true
    }
}

/// One task: executions in order, and the state of each of their threads before the first.
pub(crate) struct Task {
    /// Each thread's state before its first execution here (threads with none yet: default).
    starts: Vec<(u32, Thread)>,
    /// The executions in order, their functions numbered by [`Self::map`] if given (read them
    /// through [`Self::rec`]).
    pub(crate) recs: Vec<Rec>,
    /// With pieces (see `segs`): the model's id of each function id of the resolving thread
    /// that filled [`Self::recs`]. Mapped where the records are read, on the workers: done on
    /// the stacks stage, it was a pass over every record there (a third of that stage's time).
    map: Option<Arc<Vec<FuncId>>>,
    /// Functions the task refers to: ids below this.
    funcs: usize,
    /// The last task: every frame is popped at this time after the executions.
    pub(crate) finish: Option<u64>,
    /// What the tracker gave the task ([`Tracker::task_data`]), for its worker to take.
    pub(crate) data: Cell<Option<Box<dyn Any + Send>>>,
    /// Where the worker gives [`Self::recs`] back, emptied, once done: the pool they came from
    /// (see [`RecPool`]).
    back: Option<Arc<RecPool>>,
}

impl Task {
    /// Record `r` of [`Self::recs`] with the model's function id.
    #[inline]
    pub(crate) fn rec(&self, r: &Rec) -> Rec {
        let Some(map) = &self.map else {
            return *r;
        };
        match *r {
            Rec::Step(mut st, counted) => {
                st.func = map[st.func as usize];
                Rec::Step(st, counted)
            }
            Rec::Same {
                mut last,
                dur,
                counted,
            } => {
                last.func = map[last.func as usize];
                Rec::Same { last, dur, counted }
            }
        }
    }

    /// Steps the task's executions into `stacks` (holding its starting states) with `sink`, and
    /// then, if it is the last, pops every frame; `count` gets the stacks, the thread and the
    /// cycles of each execution the command counts, after its step: once for each run of
    /// executions of one thread that change no frame (their counted cycles together, 0 if none
    /// counts), once for each other counted one. `count` may read the stacks' frames only (a
    /// run's thread may have been stepped on by then, without changing a frame).
    pub(crate) fn replay(
        &self,
        m: &Model,
        stacks: &mut CallStacks,
        sink: &mut dyn StackSink,
        count: impl FnMut(&CallStacks, u32, u64),
    ) {
        let mut runs = RunCount { count, run: None };
        for r in &self.recs {
            match self.rec(r) {
                Rec::Step(st, counted) => {
                    let c = if counted { st.dur } else { 0 };
                    // Stepped before joining its run: `count` reads only the frames, which
                    // the step keeps.
                    if stacks.skip_if_kept(&st) {
                        runs.join(stacks, st.pid, c);
                        continue;
                    }
                    runs.flush(stacks);
                    stacks.step_frames(m, &st, sink);
                    if counted {
                        (runs.count)(stacks, st.pid, c);
                    }
                }
                Rec::Same { last, dur, counted } => {
                    runs.join(stacks, last.pid, counted);
                    stacks.skip(&last, dur);
                }
            }
        }
        runs.flush(stacks);
        if let Some(end) = self.finish {
            stacks.finish(m, end, sink);
        }
    }
}

/// A task's `count` of executions that change no frame: one call for each run of them of one
/// thread, with nothing else between (the thread's stack is the same throughout).
struct RunCount<F> {
    count: F,
    /// The run not yet counted: its thread and counted cycles.
    run: Option<(u32, u64)>,
}

impl<F: FnMut(&CallStacks, u32, u64)> RunCount<F> {
    /// Adds an execution of `pid` (`c`: its counted cycles) that changes no frame, before it is
    /// stepped.
    #[inline]
    fn join(&mut self, stacks: &CallStacks, pid: u32, c: u64) {
        match &mut self.run {
            Some((p, rc)) if *p == pid => *rc += c,
            _ => {
                self.flush(stacks);
                self.run = Some((pid, c));
            }
        }
    }

    /// Counts the run, if any.
    fn flush(&mut self, stacks: &CallStacks) {
        if let Some((pid, c)) = self.run.take() {
            (self.count)(stacks, pid, c);
        }
    }
}

/// Executions of a task.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Rec {
    /// One that changes frames (or may), with whether the command counts it (`flamegraph`'s
    /// filter).
    Step(Step, bool),
    /// Consecutive ones of one thread that change no frame: the last, their cycles and the
    /// cycles of those the command counts.
    Same { last: Step, dur: u64, counted: u64 },
}

/// Whether an execution of a pid in a function steps the stacks, and if so whether it
/// counts.
pub(crate) type Pick<'a> = dyn Fn(&Model, u32, FuncId) -> Option<bool> + Sync + 'a;

/// How the commands use [`replay_stacks`].
pub(crate) struct Spec<'a> {
    /// Whether an execution of `pid` in `func` steps the stacks, and if so whether it counts;
    /// `None`: every execution does both.
    pub(crate) pick: Option<&'a Pick<'a>>,
    /// Stop after the first execution after this time (with no last task).
    pub(crate) stop_after: Option<u64>,
    /// The workers' stacks make call-path nodes ([`crate::callstack::Frame::node`], a map
    /// lookup per push): only for a command that reads them (`flamegraph`).
    pub(crate) nodes: bool,
}

/// A static block as the stacks need it when it runs whole, with its function where it last
/// ran: one cache line per block that the replay in order reads at each execution (the
/// resolver's own cache is a second, read only when the context changed).
#[derive(Debug, Clone, Copy)]
struct Whole {
    len: u32,
    addr: u32,
    flow: Flow,
    /// [`Whole::KERNEL`], [`Whole::VECTOR`] and [`Whole::ON`]: what
    /// [`Step::keeps_frames_after`] asks of a block, for [`Whole::next_key`].
    bits: u8,
    next_addr: u32,
    /// The resolver's context `func` and `offset` hold for (`u32::MAX`: none yet).
    ctx: u32,
    func: FuncId,
    offset: u32,
    /// `func` came from the boot images (see `segs`).
    boot: bool,
}

impl Whole {
    /// The block is the kernel's (`callstack::is_kernel`).
    const KERNEL: u8 = 1;
    /// It is in the vector page's first 32 bytes ([`Step::vector`]).
    const VECTOR: u8 = 2;
    /// Run whole, it leaves by a jump or falls through ([`Flow::Jump`], [`Flow::Other`]).
    const ON: u8 = 4;
    /// In a [`Whole::key`] only: the key may match ([`Self::ctx`] is below 2^24 - 1).
    const KEYED: u8 = 8;
    /// In a [`Whole::key`] only: [`Self::boot`].
    const BOOT: u8 = 16;
    /// The bits of a [`Whole::key`] that [`Whole::next_key`] gives: all but [`Whole::ON`].
    const KEY_MASK: u64 = !0xff | (Self::KERNEL | Self::VECTOR | Self::KEYED | Self::BOOT) as u64;

    /// [`Whole::bits`] of a block at `addr` whose last instruction leaves by `flow`.
    fn bits_of(addr: u32, flow: Flow) -> u8 {
        let mut bits = 0;
        if addr >= KERNEL_BASE {
            bits |= Self::KERNEL;
        }
        if (VECTORS_BASE..VECTORS_BASE + 0x20).contains(&addr) {
            bits |= Self::VECTOR;
        }
        if matches!(flow, Flow::Jump | Flow::Other) {
            bits |= Self::ON;
        }
        bits
    }

    /// The block's entry in [`Resolve::keys`]: its function (bits 32 to 63), the context that
    /// holds for (bits 8 to 31) and its bits with [`Whole::KEYED`] and [`Whole::BOOT`].
    fn key(&self) -> u64 {
        if self.ctx >= 0xff_ffff {
            return 0;
        }
        let boot = if self.boot { Self::BOOT } else { 0 };
        (self.func as u64) << 32 | (self.ctx as u64) << 8 | (self.bits | Self::KEYED | boot) as u64
    }

    /// What the [`Whole::key`] of a block must be, under [`Whole::KEY_MASK`], for an execution
    /// of it right after this block ran whole, of the same thread, to change no frame (if this
    /// block has [`Whole::ON`]): [`Step::keeps_frames_after`] with both blocks' functions known
    /// in the current context (`user`: the resolver's context for user blocks, `u32::MAX` if
    /// none; a kernel block's is 0), not from the boot images. `None` if no block can be.
    #[inline]
    fn next_key(&self, user: u32) -> Option<u64> {
        let kernel = self.bits & Self::KERNEL;
        let want = if kernel != 0 { 0 } else { user };
        let key = (self.func as u64) << 32 | (want as u64) << 8 | (kernel | Self::KEYED) as u64;
        (want < 0xff_ffff).then_some(key)
    }
}

/// An execution waiting for the next one's time.
#[derive(Debug, Clone, Copy)]
struct Held {
    time: u64,
    bb: usize,
    whole: Whole,
    num_insns: u32,
    pid: u32,
    func: FuncId,
    offset: u32,
    /// Whether the command steps it, and if so whether it counts it ([`picked`]).
    counted: Option<bool>,
    /// It ran whole, is stepped and joins the run of the picked execution before it
    /// ([`Runs::put`]): an execution of the same thread and context whose block
    /// [`Whole::next_key`] it needs nothing but its time (see `segs`).
    lane: bool,
}

impl Held {
    /// Whether this execution, stepped right after `prev` of the same thread, changes no frame:
    /// [`Step::keeps_frames_after`] of its step, which asks nothing that an exception cutting
    /// it short changes (its flow and next address), read from the held fields.
    #[inline]
    fn joins_after(&self, prev: &Step) -> bool {
        Self::would_join(prev, self.pid, self.whole.bits, self.func)
    }

    /// [`Self::joins_after`] of an execution of `pid` in `func`, of a block with
    /// [`Whole::bits`] `bits`, asked before it is built (so that it is built in its slot).
    #[inline]
    fn would_join(prev: &Step, pid: u32, bits: u8, func: FuncId) -> bool {
        prev.pid == pid
            && bits & Whole::VECTOR == 0
            && (prev.addr >= KERNEL_BASE) == (bits & Whole::KERNEL != 0)
            && matches!(prev.flow, Flow::Jump | Flow::Other)
            && prev.func == func
    }
}

/// What a worker sends back: a task's number and output, or its panic.
type Done<O> = (u64, std::result::Result<O, String>);

/// What the first stage of the replay in order hands to the second, in order.
#[derive(Debug, Clone, Copy)]
enum Item {
    /// An execution the command picks, and whether it counts it.
    Step(Step, bool),
    /// Picked executions of one thread that follow its last [`Item::Step`] or `Same` directly
    /// and change no frame (see [`Step::keeps_frames_after`]): the last, their cycles and the
    /// cycles of those the command counts. Most executions are such; found here, they skip the
    /// stacks' lookups one by one.
    Same { last: Step, dur: u64, counted: u64 },
    /// Show every stack as it is at this time (`stack --at`); nothing follows.
    Dump(u64),
}

/// Records per task when the replay in order applies each piece's effects on the stacks instead
/// of stepping its executions (see `segs`): for a tracker that keeps nothing of the pushes and
/// pops, unless `QTOOLS_COMPOSE=0`.
fn pieces(tracker: &dyn Tracker, threads: usize) -> Option<usize> {
    let off = std::env::var("QTOOLS_COMPOSE").is_ok_and(|v| v == "0");
    (tracker.stateless() && !off).then(|| task_recs(threads))
}

/// Whether a tracker that wants the pid events in order (`perfetto`) gets the two-stage replay
/// in order too: unless `QTOOLS_PERFETTO_STAGES=1` (the one-stage replay in order, resolving on
/// its own thread; the same file, 2-4x slower).
fn in_order_two_stages() -> bool {
    std::env::var("QTOOLS_PERFETTO_STAGES").map_or(true, |v| v != "1")
}

/// Workers from which the replay in order runs in two stages (the first on several threads, see
/// `segs`): the handing over costs CPU time, which pays where cores are free for it. From 2
/// workers `flamegraph` of the benchmark guest's trace took 13.3 s instead of 21.3 s on this
/// project's 2-core VM (2026-11-29); the peak that then grew with the trace's length (the
/// resolving threads' record lists) is bounded by [`RecPool`]'s budget.
/// `QTOOLS_TWO_STAGES_FROM` sets another number (to compare the two).
const TWO_STAGES_FROM: usize = 2;

/// [`TWO_STAGES_FROM`], or `QTOOLS_TWO_STAGES_FROM` if set.
fn two_stages_from() -> usize {
    std::env::var("QTOOLS_TWO_STAGES_FROM")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(TWO_STAGES_FROM)
}

/// Replays `reader` in order keeping only the stacks, while `threads` workers replay its tasks
/// with `work` (given the functions, the task and stacks holding its threads' starting states);
/// `consume` gets their outputs in order. The whole trace as [`super::replay`] would give it to a
/// visitor that steps the picked executions (see the module note).
///
/// The replay in order itself runs in two stages: [`resolve`] (the merged stream, pid events,
/// each execution's function and flow) and [`Stacks`] (the stack reconstruction, the tasks).
/// With [`TWO_STAGES_FROM`] workers or more and no [`Tracker::dump_at`], the first stage runs
/// segment by segment on several threads of its own (`segs`, `QTOOLS_RESOLVERS` of them) and
/// hands the second each segment's items in order; the model the tracker sees then has every
/// function and the pid events up to the end of the segment being stepped (none of the
/// commands' trackers looks at more than the functions).
pub(crate) fn replay_stacks<O: Send>(
    reader: &TraceReader,
    model: &mut Model,
    spec: &Spec<'_>,
    tracker: &mut dyn Tracker,
    threads: usize,
    work: &(dyn Fn(&Model, &Task, &mut CallStacks) -> O + Sync),
    consume: &mut dyn FnMut(O) -> Result<()>,
) -> Result<()> {
    let log = RwLock::new(model.funcs.clone());
    let (task_tx, task_rx) = sync_channel::<(u64, Task)>(threads);
    let task_rx = Mutex::new(task_rx);
    let (done_tx, done_rx) = channel::<Done<O>>();
    let two_stages = threads >= two_stages_from()
        && tracker.dump_at().is_none()
        && (!tracker.in_order_events() || in_order_two_stages());
    std::thread::scope(|sc| {
        for _ in 0..threads {
            let done_tx = done_tx.clone();
            let (task_rx, log) = (&task_rx, &log);
            let nodes = spec.nodes;
            sc.spawn(move || worker(task_rx, log, nodes, work, done_tx));
        }
        drop(done_tx);
        let out = Ordered::new(threads * AHEAD_PER_WORKER, done_rx, consume);
        let stacks = CallStacks::without_nodes();
        let mut st = Stacks::new(stacks, task_recs(threads), &log, out, &task_tx, None);
        let r = if two_stages {
            let pieces = pieces(tracker, threads);
            segs::replay_in_order(
                reader,
                model,
                spec,
                tracker,
                &mut st,
                segs::resolvers(threads),
                pieces,
            )
        } else {
            let _times = Times("replay in order");
            let mut dumped = false;
            let dump_at = tracker.dump_at();
            let events = tracker.in_order_events();
            // Both the items and the pid events go to the stacks stage and the tracker.
            let both = RefCell::new((&mut st, &mut *tracker));
            let mut on_pid = |m: &Model, time: u64, ev: &PidEvent<'_>| {
                let mut b = both.borrow_mut();
                let (st, tracker) = &mut *b;
                let at = st.task.as_ref().map_or(0, |t| t.recs.len());
                tracker.pid_event(m, time, ev, at);
            };
            let r = resolve(
                reader,
                model,
                spec,
                dump_at,
                &mut |m, item| {
                    let mut b = both.borrow_mut();
                    let (st, tracker) = &mut *b;
                    match item {
                        Item::Step(step, counted) => st.step(m, &mut **tracker, &step, counted)?,
                        Item::Same { last, dur, counted } => {
                            st.same(m, &mut **tracker, &last, dur, counted)?;
                        }
                        Item::Dump(at) => {
                            tracker.dump(m, &st.stacks, at);
                            dumped = true;
                        }
                    }
                    Ok(true)
                },
                events.then_some(&mut on_pid as _),
            );
            let (st, tracker) = both.into_inner();
            r.and_then(|(end, stopped)| st.finish(model, tracker, end, stopped || dumped))
        };
        drop(task_tx);
        r
    })
}

/// The call-path nodes ((parent node or `u32::MAX`, function), by node) and the cycles by
/// thread and node of `flamegraph` (see [`replay_flame`]).
pub(crate) type FlameCounts = (Vec<(u32, FuncId)>, NodeCounts);

/// `flamegraph`'s cycles by thread and call path, replayed in two stages with pieces and no
/// workers: the resolving threads keep each piece's local call trees with the cycles counted
/// (see `callstack::summary`) and write no records, and the stacks stage, which composes each
/// piece's effects onto the stacks (with call-path nodes), maps each tree's nodes to the real
/// call-path nodes and adds their counts. The counts are those of each counted execution's
/// cycles on its thread's top node after its step, as the workers of [`replay_stacks`] count
/// them.
///
/// A thread's piece that does not apply (its pushes go past [`crate::callstack::MAX_DEPTH`],
/// see [`CallStacks::apply`]) needs its executions stepped one by one: the replay then starts
/// again from `model` as it was, the pieces with their records this time (as with
/// `QTOOLS_FLAME_RECS=1`), and such a piece's are stepped and counted on the stacks stage.
///
/// `None`, having done nothing, where [`replay_stacks`] would not replay in two stages with
/// pieces (one worker or `QTOOLS_TWO_STAGES_FROM` above `threads`, `QTOOLS_COMPOSE=0`) or
/// with `QTOOLS_FLAME_TREES=0`: the caller replays with workers.
pub(crate) fn replay_flame(
    reader: &TraceReader,
    model: &mut Model,
    spec: &Spec<'_>,
    threads: usize,
) -> Result<Option<FlameCounts>> {
    let off = std::env::var("QTOOLS_FLAME_TREES").is_ok_and(|v| v == "0");
    let Some(pieces) = pieces(&NoSink, threads).filter(|_| threads >= two_stages_from() && !off)
    else {
        return Ok(None);
    };
    let recs = std::env::var("QTOOLS_FLAME_RECS").is_ok_and(|v| v == "1");
    let n = segs::resolvers(threads);
    if !recs {
        let fresh = model.clone();
        match flame_pass(reader, model, spec, pieces, n, false)? {
            Some(c) => return Ok(Some(c)),
            None => *model = fresh,
        }
    }
    flame_pass(reader, model, spec, pieces, n, true)
}

/// One replay of [`replay_flame`], the pieces with their records if `recs`; `None` when a
/// piece without them did not apply.
fn flame_pass(
    reader: &TraceReader,
    model: &mut Model,
    spec: &Spec<'_>,
    pieces: usize,
    resolvers: usize,
    recs: bool,
) -> Result<Option<FlameCounts>> {
    let log = RwLock::new(Vec::new());
    // No workers: nothing is sent on these.
    let (task_tx, _task_rx) = sync_channel::<(u64, Task)>(1);
    let (_done_tx, done_rx) = channel::<Done<()>>();
    let mut consume = |()| Ok(());
    let out = Ordered::new(1, done_rx, &mut consume);
    let flame = Flame {
        recs,
        ..Flame::default()
    };
    let mut st = Stacks::new(CallStacks::new(), pieces, &log, out, &task_tx, Some(flame));
    let r = segs::replay_in_order(
        reader,
        model,
        spec,
        &mut NoSink,
        &mut st,
        resolvers,
        Some(pieces),
    );
    let Some(f) = st.flame.take() else {
        return Ok(None);
    };
    if f.failed {
        if std::env::var_os("QTOOLS_TIMES").is_some() {
            eprintln!("qtools: flamegraph: a piece went past the stacks' depth: replayed again");
        }
        return Ok(None);
    }
    r?;
    Ok(Some((st.stacks.nodes().to_vec(), f.counts)))
}

/// Gets each pid event in order with the items (see [`Tracker::pid_event`]).
type OnPid<'a> = dyn FnMut(&Model, u64, &PidEvent<'_>) + 'a;

/// The first stage of the replay in order: the merged stream (decoded on the decoding threads),
/// the pid events, each execution's function and what the stacks need of it, handed to `emit`
/// in order for the executions the command picks; `emit` saying false stops it. With
/// `dump_at`, a [`Item::Dump`] at the first picked execution after that time (or at the end)
/// ends the items. Returns the time the last task finishes at and whether it stopped early
/// (then there is no last task).
fn resolve<E: FnMut(&Model, Item) -> Result<bool>>(
    reader: &TraceReader,
    model: &mut Model,
    spec: &Spec<'_>,
    dump_at: Option<u64>,
    emit: &mut E,
    mut on_pid: Option<&mut OnPid<'_>>,
) -> Result<(u64, bool)> {
    with_stream(reader, |st| {
        let mut p = Resolve {
            reader,
            wholes: Vec::new(),
            keys: Vec::new(),
        };
        let mut runs = Runs::default();
        let mut res = Resolver::new(reader);
        let mut held: Option<Held> = None;
        let (mut end, mut start) = (0u64, None);
        let window = model.window;
        res.refresh(model);
        while let Some(ex) = st.next()? {
            if let Some(h) = held.take() {
                if let Some(counted) = h.counted {
                    if let Some(at) = dump_at.filter(|&at| h.time > at) {
                        runs.flush(model, emit)?;
                        emit(model, Item::Dump(at))?;
                        return Ok((0, true));
                    }
                    let dur = ex.time.saturating_sub(h.time);
                    if let Some(step) = p.step(&h, dur) {
                        if !runs.put(model, step, counted, emit)? {
                            return Ok((0, true));
                        }
                    }
                }
                if spec.stop_after.is_some_and(|e| h.time > e) {
                    runs.flush(model, emit)?;
                    return Ok((0, true));
                }
            }
            if st.pids.next <= ex.time {
                st.pids.apply(ex.time, usize::MAX, model, |m, t, e| {
                    if let Some(f) = on_pid.as_mut() {
                        f(m, t, e);
                    }
                })?;
                res.refresh(model);
            }
            if ex.bb == 0 {
                end = ex.time;
                continue;
            }
            let Some(mut whole) = p.whole(ex.bb) else {
                break;
            };
            if !window.contains(ex.time) {
                continue;
            }
            let (func, offset) = match res.context(whole.addr) {
                Some(ctx) if ctx == whole.ctx => (whole.func, whole.offset),
                ctx => {
                    let (func, offset) = res.resolve(model, ex.bb);
                    (whole.ctx, whole.func, whole.offset) = (ctx.unwrap_or(u32::MAX), func, offset);
                    p.set(ex.bb, whole);
                    (func, offset)
                }
            };
            start.get_or_insert(ex.time);
            // No fast path here (see `segs`): it cost more than it saved where every execution
            // comes through `Stream::next` and the stacks are on the same thread.
            held = Some(Held {
                time: ex.time,
                bb: ex.bb,
                whole,
                num_insns: ex.num_insns,
                pid: model.current,
                func,
                offset,
                counted: picked(spec, model, model.current, func),
                lane: false,
            });
        }
        if let Some(h) = held.take() {
            if let Some(counted) = h.counted {
                if let Some(at) = dump_at.filter(|&at| h.time > at) {
                    runs.flush(model, emit)?;
                    emit(model, Item::Dump(at))?;
                    return Ok((0, true));
                }
                let dur = end.saturating_sub(h.time);
                if let Some(step) = p.step(&h, dur) {
                    if !runs.put(model, step, counted, emit)? {
                        return Ok((0, true));
                    }
                }
            }
        }
        if !runs.flush(model, emit)? {
            return Ok((0, true));
        }
        st.pids.apply(u64::MAX, usize::MAX, model, |m, t, e| {
            if let Some(f) = on_pid.as_mut() {
                f(m, t, e);
            }
        })?;
        model.summarize_warnings();
        if let Some(at) = dump_at {
            emit(model, Item::Dump(at.min(end)))?;
            return Ok((0, true));
        }
        Ok((end.max(start.unwrap_or(0)), false))
    })
}

/// The picked executions on their way to [`emit`](resolve): each that changes no frame after
/// the one before it (of the same thread, nothing picked between) joins a run handed over as
/// one [`Item::Same`], the others go as [`Item::Step`].
#[derive(Default)]
struct Runs {
    /// The last picked execution.
    prev: Option<Step>,
    /// The run that `prev` ends, if it ends one: its cycles and counted cycles.
    run: Option<(u64, u64)>,
}

impl Runs {
    /// Hands over `step` (`counted`: whether the command counts it); false when `emit` says
    /// stop.
    #[inline]
    fn put<E: FnMut(&Model, Item) -> Result<bool> + ?Sized>(
        &mut self,
        m: &Model,
        step: Step,
        counted: bool,
        emit: &mut E,
    ) -> Result<bool> {
        if self.join(&step, counted) {
            return Ok(true);
        }
        let go_on = self.flush(m, emit)?;
        self.prev = Some(step);
        Ok(go_on && emit(m, Item::Step(step, counted))?)
    }

    /// Joins `step` to the run when it changes no frame after the one before (the run's
    /// last, [`Self::prev`]); whether it did.
    #[inline]
    fn join(&mut self, step: &Step, counted: bool) -> bool {
        let joins = self.prev.is_some_and(|p| step.keeps_frames_after(&p));
        if joins {
            self.extend(*step, step.dur, counted);
        }
        joins
    }

    /// Adds `dur` cycles (counted or not) to the run, started if none was: the run's last
    /// ([`Self::prev`]) is set by the caller.
    #[inline]
    fn add(&mut self, dur: u64, counted: bool) {
        let run = self.run.get_or_insert((0, 0));
        *run = (run.0 + dur, run.1 + if counted { dur } else { 0 });
    }

    /// Hands over the run, if any; false when `emit` says stop.
    fn flush<E: FnMut(&Model, Item) -> Result<bool> + ?Sized>(
        &mut self,
        m: &Model,
        emit: &mut E,
    ) -> Result<bool> {
        match (self.run.take(), self.prev) {
            (Some((dur, counted)), Some(last)) => emit(m, Item::Same { last, dur, counted }),
            _ => Ok(true),
        }
    }

    /// Whether `h` ([`Held::counted`] set) ran whole and joins the run when it is handed over
    /// next, whatever its duration: [`Held::lane`].
    #[inline]
    fn takes(&self, h: &Held) -> bool {
        h.counted.is_some()
            && h.num_insns == h.whole.len
            && self.prev.as_ref().is_some_and(|prev| h.joins_after(prev))
    }

    /// Joins to the run executions that each [`Step::keeps_frames_after`] the one before (the
    /// first after [`Self::prev`]), lasting `dur` cycles together, all counted or none
    /// (`counted`): what [`Self::put`] does for each; `last` is the last of them.
    #[inline]
    fn extend(&mut self, last: Step, dur: u64, counted: bool) {
        self.add(dur, counted);
        self.prev = Some(last);
    }
}

/// Whether the command steps an execution of `pid` in `func`, and if so whether it counts it.
#[inline]
fn picked(spec: &Spec<'_>, model: &Model, pid: u32, func: FuncId) -> Option<bool> {
    match spec.pick {
        Some(pick) => pick(model, pid, func),
        None => Some(true),
    }
}

/// Says on stderr, when `QTOOLS_TIMES` is set, the CPU time of the thread that drops it.
pub(crate) struct Times(pub(crate) &'static str);

impl Drop for Times {
    fn drop(&mut self) {
        if std::env::var_os("QTOOLS_TIMES").is_some() {
            eprintln!("qtools: {}: {:.2} s of CPU", self.0, thread_cpu());
        }
    }
}

/// Bytes of task records that the two-stage replay in order keeps made at once (see
/// [`RecPool`]), unless `QTOOLS_RECS_BUDGET` gives another number of MiB.
const RECS_BUDGET: usize = 64 << 20;

/// The task records' lists that go round (filled on a resolving thread or the stacks stage,
/// stepped by a worker, given back emptied), within a budget in bytes in the two-stage replay.
///
/// Each resolving thread cuts a whole segment (up to 2^20 executions, as many records on a
/// trace of calls and returns) into pieces before the stacks stage takes it; with a pool of
/// lists per thread, each thread kept as many lists as it ever had out at once, and that
/// high-water mark, reached later or sooner depending on how the threads ran, made the peak
/// depend on timing and on the trace's length: `dmtrace` in two stages on `tests/stress.rs`'s
/// loops, 209-228 MB on 8.4 M executions and 303-308 MB on 84 M (the lists of both threads
/// at their own highs). Now one pool serves every thread and makes a list only while fewer
/// than its budget's lists exist, except for the segment that the stacks stage takes next
/// (else that stage, waiting for it, could not give back the lists that the others wait for);
/// a list given back while more than the budget's exist is freed.
pub(crate) struct RecPool {
    state: Mutex<PoolState>,
    ready: Condvar,
    /// Records a new list has room for.
    cap: usize,
    /// Lists that may exist at once (`usize::MAX`: no bound).
    max: usize,
}

struct PoolState {
    free: Vec<Vec<Rec>>,
    /// Lists made and not freed (those in [`Self::free`] included).
    lists: usize,
    /// The segment the stacks stage takes next (see [`RecPool::next_segment`]).
    next_seg: u64,
    /// Nobody waits any more ([`RecPool::close`]).
    closed: bool,
}

impl RecPool {
    /// A pool of lists of `cap` records, at most `budget` bytes of them at once (`None`: no
    /// bound).
    pub(crate) fn new(cap: usize, budget: Option<usize>) -> Arc<RecPool> {
        let cap = cap.max(1);
        let max = budget.map_or(usize::MAX, |b| {
            (b / (cap * std::mem::size_of::<Rec>())).max(2)
        });
        Arc::new(RecPool {
            state: Mutex::new(PoolState {
                free: Vec::new(),
                lists: 0,
                next_seg: 0,
                closed: false,
            }),
            ready: Condvar::new(),
            cap,
            max,
        })
    }

    /// A pool for the two-stage replay with tasks of `cap` records: [`RECS_BUDGET`].
    pub(crate) fn budgeted(cap: usize) -> Arc<RecPool> {
        let mib = std::env::var("QTOOLS_RECS_BUDGET")
            .ok()
            .and_then(|v| v.parse::<usize>().ok());
        RecPool::new(cap, Some(mib.map_or(RECS_BUDGET, |m| m << 20)))
    }

    fn lock(&self) -> MutexGuard<'_, PoolState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// An empty list, for segment `seg`'s records (`None`: not a resolving thread's): one given
    /// back, or a new one while the budget allows; past it, waits for one to come back unless
    /// `seg` is the segment the stacks stage takes next (or the pool is closed).
    pub(crate) fn take(&self, seg: Option<u64>) -> Vec<Rec> {
        let mut s = self.lock();
        loop {
            if let Some(v) = s.free.pop() {
                return v;
            }
            if s.lists < self.max || s.closed || seg.is_none_or(|q| q <= s.next_seg) {
                s.lists += 1;
                drop(s);
                return Vec::with_capacity(self.cap);
            }
            s = self.ready.wait(s).unwrap_or_else(|e| e.into_inner());
        }
    }

    /// Gives back a list that [`Self::take`] gave: kept emptied for the next, or freed if more
    /// than the budget's lists exist.
    pub(crate) fn give(&self, mut v: Vec<Rec>) {
        v.clear();
        let mut s = self.lock();
        if s.lists > self.max {
            s.lists -= 1;
            drop(s);
            drop(v);
        } else {
            s.free.push(v);
            drop(s);
        }
        self.ready.notify_all();
    }

    /// The stacks stage takes segment `seg` next (segments are numbered from 0 in order).
    pub(crate) fn next_segment(&self, seg: u64) {
        self.lock().next_seg = seg;
        self.ready.notify_all();
    }

    /// No list is waited for any more (the replay ended, maybe on an error).
    pub(crate) fn close(&self) {
        self.lock().closed = true;
        self.ready.notify_all();
    }

    /// Lists made and not freed.
    #[cfg(test)]
    fn lists(&self) -> usize {
        self.lock().lists
    }
}

/// The outputs handed back in task order.
struct Ordered<'c, O> {
    ready: BTreeMap<u64, O>,
    /// The next task to hand back, and the tasks sent.
    next: u64,
    sent: u64,
    limit: usize,
    rx: std::sync::mpsc::Receiver<Done<O>>,
    consume: &'c mut dyn FnMut(O) -> Result<()>,
}

impl<'c, O> Ordered<'c, O> {
    /// Nothing out yet; at most `limit` outputs waiting (see [`Self::room`]).
    fn new(
        limit: usize,
        rx: std::sync::mpsc::Receiver<Done<O>>,
        consume: &'c mut dyn FnMut(O) -> Result<()>,
    ) -> Self {
        Ordered {
            ready: BTreeMap::new(),
            next: 0,
            sent: 0,
            limit,
            rx,
            consume,
        }
    }

    /// Hands back every output that is next in order.
    fn flush(&mut self) -> Result<()> {
        while let Some(o) = self.ready.remove(&self.next) {
            self.next += 1;
            (self.consume)(o)?;
        }
        Ok(())
    }

    fn got(&mut self, d: Done<O>) -> Result<()> {
        match d {
            (seq, Ok(o)) => {
                self.ready.insert(seq, o);
                Ok(())
            }
            (_, Err(msg)) => anyhow::bail!("a call-stack worker failed: {msg}"),
        }
    }

    /// Takes the outputs that are done, without waiting.
    fn take_ready(&mut self) -> Result<()> {
        while let Ok(d) = self.rx.try_recv() {
            self.got(d)?;
        }
        self.flush()
    }

    /// Waits for one output.
    fn wait(&mut self) -> Result<()> {
        let Ok(d) = self.rx.recv() else {
            anyhow::bail!("the call-stack workers stopped");
        };
        self.got(d)?;
        self.flush()
    }

    /// Waits until another task may go out.
    fn room(&mut self) -> Result<()> {
        while (self.sent - self.next) as usize >= self.limit {
            self.wait()?;
        }
        Ok(())
    }
}

/// A worker: steps each task it takes into fresh stacks (with call-path nodes if `nodes`) and
/// sends back its output.
fn worker<O: Send>(
    tasks: &Mutex<std::sync::mpsc::Receiver<(u64, Task)>>,
    log: &RwLock<Vec<crate::model::FuncInfo>>,
    nodes: bool,
    work: &(dyn Fn(&Model, &Task, &mut CallStacks) -> O + Sync),
    done: std::sync::mpsc::Sender<Done<O>>,
) {
    let mut funcs = Model::new(None, std::path::Path::new("/"));
    funcs.funcs.clear();
    let _times = Times("worker");
    loop {
        let next = match tasks.lock() {
            Ok(rx) => rx.recv(),
            Err(_) => return,
        };
        let Ok((seq, mut task)) = next else { return };
        if funcs.funcs.len() < task.funcs {
            let Ok(all) = log.read() else { return };
            let have = funcs.funcs.len();
            funcs.funcs.extend_from_slice(&all[have..task.funcs]);
        }
        // The replay in order made no call-path nodes: they are made here, for the frames
        // the task starts from.
        let mut stacks = if nodes {
            CallStacks::new()
        } else {
            CallStacks::without_nodes()
        };
        for (pid, t) in std::mem::take(&mut task.starts) {
            stacks.restore(pid, t, true);
        }
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            work(&funcs, &task, &mut stacks)
        }));
        let r = r.map_err(|e| {
            e.downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| e.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "panic".to_string())
        });
        if let Some(back) = task.back.take() {
            back.give(std::mem::take(&mut task.recs));
        }
        if done.send((seq, r)).is_err() {
            return;
        }
    }
}

/// The first stage's table of static blocks.
struct Resolve<'a> {
    reader: &'a TraceReader,
    /// Per static block, once run.
    wholes: Vec<Option<Whole>>,
    /// Per static block, [`Whole::key`] of its entry in `wholes` (0: none): what the fast path
    /// reads of each execution (8 bytes a block, so that the blocks run often stay in cache).
    keys: Vec<u64>,
}

impl Resolve<'_> {
    /// Block `bb` run whole; `None` when the trace has no such block.
    #[inline]
    fn whole(&mut self, bb: usize) -> Option<Whole> {
        if let Some(Some(w)) = self.wholes.get(bb) {
            return Some(*w);
        }
        let b = self.reader.static_block(bb as u64)?;
        let n = b.num_insns();
        let (addr, flow) = (b.addr(), last_flow(&b, n));
        let bits = Whole::bits_of(addr, flow);
        let w = Whole {
            len: n as u32,
            addr,
            flow,
            bits,
            next_addr: next_addr(&b, n),
            ctx: u32::MAX,
            func: 0,
            offset: 0,
            boot: false,
        };
        if bb >= self.wholes.len() {
            self.wholes.resize(bb + 1, None);
            self.keys.resize(bb + 1, 0);
        }
        self.set(bb, w);
        Some(w)
    }

    /// Block `bb`'s entry (`bb` has one).
    #[inline]
    fn set(&mut self, bb: usize, w: Whole) {
        self.wholes[bb] = Some(w);
        self.keys[bb] = w.key();
    }

    /// What the stacks need of execution `h`, lasting `dur`.
    #[inline]
    fn step(&self, h: &Held, dur: u64) -> Option<Step> {
        let w = h.whole;
        if h.num_insns == w.len {
            return Some(whole_step(h, dur));
        }
        // Cut short by an exception.
        let b = self.reader.static_block(h.bb as u64)?;
        let n = h.num_insns as usize;
        Some(Step {
            next_addr: next_addr(&b, n),
            flow: last_flow(&b, n),
            ..whole_step(h, dur)
        })
    }
}

/// What the stacks need of execution `h`, lasting `dur`, if it ran whole.
#[inline]
fn whole_step(h: &Held, dur: u64) -> Step {
    let w = h.whole;
    Step {
        time: h.time,
        dur,
        pid: h.pid,
        addr: w.addr,
        func: h.func,
        offset: h.offset,
        next_addr: w.next_addr,
        flow: w.flow,
        vector: w.bits & Whole::VECTOR != 0,
    }
}

/// The second stage of the replay in order: the stacks, the task being filled and the tasks
/// out.
struct Stacks<'a, 'c, O> {
    stacks: CallStacks,
    task: Option<Task>,
    /// Records in the task, and how many a task gets.
    execs: usize,
    task_recs: usize,
    /// The threads with a starting state in the task.
    seen: FastMap<u32, ()>,
    last_pid: Option<u32>,
    log: &'a RwLock<Vec<crate::model::FuncInfo>>,
    out: Ordered<'c, O>,
    task_tx: &'a std::sync::mpsc::SyncSender<(u64, Task)>,
    /// Of the pieces composed (see [`Stacks::compose`]): records, executions stepped, frames
    /// pushed, effects that did not apply.
    composed: [usize; 4],
    /// Where the workers give the records of the tasks made here ([`Stacks::new_task`]) back,
    /// emptied, for the next task to be filled in: a task's list (a few MB) is mapped on its
    /// own, so one made anew for each task costs its pages faulted in again (see `main.rs`,
    /// `fixed_mmap_threshold`). A list is made only when none came back, so as many go round as
    /// were out at once (with one stage the tasks out bound them: no budget).
    spare: Arc<RecPool>,
    /// `flamegraph` without workers ([`replay_flame`]): the counts, made here.
    flame: Option<Flame>,
}

/// `flamegraph`'s cycles by thread and call-path node, made on the stacks stage from the
/// pieces' local call trees (see [`replay_flame`]).
#[derive(Default)]
pub(super) struct Flame {
    /// The pieces have their records (else a thread's piece that does not apply fails the
    /// replay: [`Self::failed`]).
    recs: bool,
    failed: bool,
    counts: NodeCounts,
    /// Where the pieces' effects go once applied (see [`Spares`]).
    spares: Arc<Spares>,
    /// The call-path nodes of the local call tree being added (see
    /// [`CallStacks::apply_mapped`]).
    map: TreeMap,
}

impl Flame {
    /// Adds `c` cycles to the node on top of `pid`'s stack in `stacks` (none to an empty
    /// stack).
    #[inline]
    fn add_top(&mut self, stacks: &CallStacks, pid: u32, c: u64) {
        if let Some(top) = stacks.stack(pid).last().filter(|_| c > 0) {
            self.counts.add(pid, top.node, c);
        }
    }
}

impl<'a, 'c, O> Stacks<'a, 'c, O> {
    /// The second stage at the trace's start: `stacks` empty, tasks of `task_recs` records
    /// sent on `task_tx` (none with `flame`, whose counts it makes instead).
    fn new(
        stacks: CallStacks,
        task_recs: usize,
        log: &'a RwLock<Vec<crate::model::FuncInfo>>,
        out: Ordered<'c, O>,
        task_tx: &'a std::sync::mpsc::SyncSender<(u64, Task)>,
        flame: Option<Flame>,
    ) -> Self {
        Stacks {
            stacks,
            task: None,
            execs: 0,
            task_recs,
            seen: FastMap::default(),
            last_pid: None,
            log,
            out,
            task_tx,
            composed: [0; 4],
            spare: RecPool::new(task_recs.min(TASK_RECS), None),
            flame,
        }
    }

    fn new_task(&mut self) -> Task {
        self.seen.clear();
        self.execs = 0;
        self.last_pid = None;
        let recs = self.spare.take(None);
        Task {
            starts: Vec::new(),
            recs,
            funcs: 0,
            finish: None,
            data: Cell::new(None),
            back: Some(Arc::clone(&self.spare)),
            map: None,
        }
    }

    /// Gives the workers the functions `task` refers to (those of `model`).
    fn sync_funcs(&self, model: &Model, task: &mut Task) {
        task.funcs = model.funcs.len();
        let have = self.log.read().map_or(0, |l| l.len());
        if have < task.funcs {
            if let Ok(mut l) = self.log.write() {
                let have = l.len();
                l.extend_from_slice(&model.funcs[have..]);
            }
        }
    }

    /// The task of `piece` (see `segs`), its function ids those of `map`: its executions, and
    /// each thread's state before it, from which the piece's effect on that thread's stack is
    /// applied to the stacks (or, where the effect does not apply, its executions stepped).
    /// `back`: where the worker gives the records back (see [`Task::back`]); `carried`: a thread
    /// whose state the task starts from even if the piece has none of its executions
    /// ([`Tracker::carried`]).
    fn compose(
        &mut self,
        model: &Model,
        piece: segs::Piece,
        map: &Arc<Vec<FuncId>>,
        back: Option<Arc<RecPool>>,
        carried: Option<u32>,
    ) -> Task {
        let segs::Piece { recs, len, effects } = piece;
        let mut task = Task {
            starts: Vec::new(),
            recs,
            funcs: 0,
            finish: None,
            data: Cell::new(None),
            back,
            map: Some(Arc::clone(map)),
        };
        let mut starts = Vec::with_capacity(effects.len());
        self.composed[0] += len;
        for mut e in effects {
            if self.flame.is_none() {
                e.map_funcs(|f| map[f as usize]);
            }
            let start = self.stacks.thread_or_default(e.pid);
            let (steps, frames) = e.size();
            self.composed[1] += steps;
            self.composed[2] += frames;
            let applied = match self.flame.as_mut() {
                Some(Flame {
                    counts, map: tree, ..
                }) => {
                    let ok = self
                        .stacks
                        .apply_mapped(model, &e, Some(tree), Some(map.as_slice()));
                    if ok {
                        for (node, c) in tree.counts(&e) {
                            counts.add(e.pid, node, c);
                        }
                    }
                    ok
                }
                None => self.stacks.apply(model, &e),
            };
            if !applied {
                self.composed[3] += 1;
                if let Some(f) = self.flame.as_mut().filter(|f| !f.recs) {
                    // No records to step: the replay starts again with them.
                    f.failed = true;
                    break;
                }
                self.stacks.restore(e.pid, start.clone(), false);
                for r in task.recs.iter() {
                    match task.rec(r) {
                        Rec::Step(st, counted) if st.pid == e.pid => {
                            self.stacks.step_raw(model, &st, &mut NoSink);
                            if let Some(f) = self.flame.as_mut().filter(|_| counted) {
                                f.add_top(&self.stacks, st.pid, st.dur);
                            }
                        }
                        Rec::Same { last, dur, counted } if last.pid == e.pid => {
                            self.stacks.skip(&last, dur);
                            if let Some(f) = self.flame.as_mut() {
                                f.add_top(&self.stacks, last.pid, counted);
                            }
                        }
                        _ => {}
                    }
                }
            }
            let pid = e.pid;
            if let Some(f) = &self.flame {
                f.spares.give(e);
            }
            starts.push((pid, start));
        }
        if let Some(c) = carried.filter(|&c| starts.iter().all(|(p, _)| *p != c)) {
            // Not in the piece: its state is the same after it.
            starts.push((c, self.stacks.thread(c).cloned().unwrap_or_default()));
        }
        task.starts = starts;
        task
    }

    /// Hands `task` to the workers, once there is room, and takes the outputs that are done.
    fn send(&mut self, model: &Model, tracker: &mut dyn Tracker, mut task: Task) -> Result<()> {
        if let Some(f) = &self.flame {
            // Counted already (see [`replay_flame`]): the records go back to their pool.
            if let Some(back) = task.back.take() {
                back.give(std::mem::take(&mut task.recs));
            }
            if f.failed {
                anyhow::bail!("a piece without records did not apply");
            }
            return Ok(());
        }
        self.sync_funcs(model, &mut task);
        task.data.set(tracker.task_data());
        self.out.room()?;
        if self.task_tx.send((self.out.sent, task)).is_err() {
            anyhow::bail!("the call-stack workers stopped");
        }
        self.out.sent += 1;
        self.out.take_ready()
    }

    /// Steps a picked execution (`counted`: whether the command counts it) and sends the task
    /// once full.
    #[inline]
    fn step(
        &mut self,
        model: &Model,
        tracker: &mut dyn Tracker,
        step: &Step,
        counted: bool,
    ) -> Result<()> {
        self.open(step.pid, tracker);
        let at = self.task.as_ref().map_or(0, |t| t.recs.len());
        tracker.before_exec(model, step, at);
        let c = if counted { step.dur } else { 0 };
        let kept = self.stacks.step_raw(model, step, tracker);
        if let Some(f) = self.flame.as_mut() {
            f.add_top(&self.stacks, step.pid, c);
        }
        if kept {
            return self.put_same(model, tracker, step, step.dur, c);
        }
        if let Some(task) = self.task.as_mut() {
            task.recs.push(Rec::Step(*step, counted));
        }
        self.added(model, tracker)
    }

    /// Executions of one thread that change no frame, `last` the last of them, `dur` their
    /// cycles and `counted` those of the ones the command counts.
    fn same(
        &mut self,
        model: &Model,
        tracker: &mut dyn Tracker,
        last: &Step,
        dur: u64,
        counted: u64,
    ) -> Result<()> {
        self.open(last.pid, tracker);
        let at = self.task.as_ref().map_or(0, |t| t.recs.len());
        tracker.before_exec(model, last, at);
        self.stacks.skip(last, dur);
        if let Some(f) = self.flame.as_mut() {
            f.add_top(&self.stacks, last.pid, counted);
        }
        self.put_same(model, tracker, last, dur, counted)
    }

    /// Makes a task if there is none, with `pid`'s state before its first execution in it.
    #[inline]
    fn open(&mut self, pid: u32, tracker: &dyn Tracker) {
        if self.task.is_none() {
            self.task = Some(self.new_task());
            if let Some(c) = tracker.carried() {
                self.seen.insert(c, ());
                let t = self.stacks.thread(c).cloned().unwrap_or_default();
                if let Some(task) = &mut self.task {
                    task.starts.push((c, t));
                }
            }
        }
        if self.last_pid != Some(pid) {
            self.last_pid = Some(pid);
            if self.seen.insert(pid, ()).is_none() {
                let t = self.stacks.thread(pid).cloned().unwrap_or_default();
                if let Some(task) = &mut self.task {
                    task.starts.push((pid, t));
                }
            }
        }
    }

    /// Records executions that changed no frame: joined to the task's last record if that is
    /// such a run of the same thread.
    #[inline]
    fn put_same(
        &mut self,
        model: &Model,
        tracker: &mut dyn Tracker,
        step: &Step,
        dur: u64,
        c: u64,
    ) -> Result<()> {
        let Some(task) = self.task.as_mut() else {
            return Ok(());
        };
        match task.recs.last_mut() {
            Some(Rec::Same {
                last,
                dur: d,
                counted: cd,
            }) if last.pid == step.pid => {
                *last = *step;
                *d += dur;
                *cd += c;
                Ok(())
            }
            _ => {
                task.recs.push(Rec::Same {
                    last: *step,
                    dur,
                    counted: c,
                });
                self.added(model, tracker)
            }
        }
    }

    /// Counts a record added to the task and sends the task once full.
    #[inline]
    fn added(&mut self, model: &Model, tracker: &mut dyn Tracker) -> Result<()> {
        self.execs += 1;
        if self.execs < self.task_recs {
            return Ok(());
        }
        match self.task.take() {
            Some(t) => self.send(model, tracker, t),
            None => Ok(()),
        }
    }

    /// Sends the task being filled and, unless the replay `stopped` early, a last task that pops
    /// every frame at `end`; then waits for every output.
    fn finish(
        &mut self,
        model: &Model,
        tracker: &mut dyn Tracker,
        end: u64,
        stopped: bool,
    ) -> Result<()> {
        let [recs, steps, frames, failed] = self.composed;
        if recs > 0 && std::env::var_os("QTOOLS_TIMES").is_some() {
            eprintln!(
                "qtools: replay in order: {recs} records applied as {steps} executions stepped \
                 and {frames} frames pushed ({failed} thread pieces stepped whole)"
            );
        }
        if !stopped {
            let at = self.task.as_ref().map_or(0, |t| t.recs.len());
            tracker.end(model, end, at);
        }
        if let Some(t) = self.task.take() {
            self.send(model, tracker, t)?;
        }
        if self.flame.is_some() {
            // No workers, and the frames popped at the end count nothing.
            return Ok(());
        }
        if !stopped {
            let mut last = self.new_task();
            last.finish = Some(end);
            for pid in self.stacks.pids() {
                if let Some(t) = self.stacks.thread(pid) {
                    last.starts.push((pid, t.clone()));
                }
            }
            self.send(model, tracker, last)?;
        }
        while self.out.next < self.out.sent {
            self.out.wait()?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{whole_step, Flow, Held, Rec, RecPool, Whole, KERNEL_BASE, VECTORS_BASE};
    use std::sync::mpsc::channel;
    use std::time::Duration;
    use testrng::Rng;

    /// Bytes of `lists` lists of `cap` records.
    fn bytes(lists: usize, cap: usize) -> usize {
        lists * cap * std::mem::size_of::<Rec>()
    }

    /// The budget holds for the segments after the next one: a taker for them waits until a
    /// list comes back (or its segment is next), while the next segment's taker never waits;
    /// lists given back past the budget are freed. Without the wait the third list is made at
    /// once (`lists` 4 > 3); without the exception for the next segment the stacks stage would
    /// wait for a segment that waits for it (here: the second take never returns).
    #[test]
    fn a_later_segment_waits_for_the_budget_and_the_next_one_does_not() {
        let pool = RecPool::new(100, Some(bytes(3, 100)));
        pool.next_segment(5);
        let held: Vec<Vec<Rec>> = (0..3).map(|_| pool.take(Some(6))).collect();
        assert_eq!(pool.lists(), 3);
        // Segment 5 is next: past the budget, it gets a new list without waiting.
        let (tx, rx) = channel();
        let p = std::sync::Arc::clone(&pool);
        let t = std::thread::spawn(move || {
            let v = p.take(Some(5));
            tx.send(()).unwrap();
            v
        });
        rx.recv_timeout(Duration::from_secs(10))
            .expect("the next segment's list without waiting");
        let over = t.join().unwrap();
        assert_eq!(pool.lists(), 4);
        // Segment 7 waits: no list is free and the budget is spent.
        let (tx, rx) = channel();
        let p = std::sync::Arc::clone(&pool);
        let t = std::thread::spawn(move || {
            let v = p.take(Some(7));
            tx.send(v.capacity()).unwrap();
        });
        assert!(
            rx.recv_timeout(Duration::from_millis(300)).is_err(),
            "waited"
        );
        // Given back past the budget: freed, and still nothing for segment 7.
        pool.give(over);
        assert_eq!(pool.lists(), 3);
        assert!(
            rx.recv_timeout(Duration::from_millis(300)).is_err(),
            "still waits"
        );
        // One within the budget comes back: segment 7 gets it.
        let mut held = held.into_iter();
        pool.give(held.next().unwrap());
        assert_eq!(rx.recv_timeout(Duration::from_secs(10)), Ok(100));
        t.join().unwrap();
        assert_eq!(pool.lists(), 3);
        // Segment 8 waits until it is the next one.
        let (tx, rx) = channel();
        let p = std::sync::Arc::clone(&pool);
        let t = std::thread::spawn(move || {
            let _v = p.take(Some(8));
            tx.send(()).unwrap();
        });
        assert!(
            rx.recv_timeout(Duration::from_millis(300)).is_err(),
            "waited"
        );
        pool.next_segment(8);
        rx.recv_timeout(Duration::from_secs(10))
            .expect("released once next");
        t.join().unwrap();
        // Closed: nobody waits.
        pool.close();
        let _more = pool.take(Some(100));
        // The one-stage pool has no bound.
        let free = RecPool::new(100, None);
        let lists: Vec<Vec<Rec>> = (0..50).map(|_| free.take(None)).collect();
        assert_eq!(free.lists(), 50);
        drop(lists);
    }

    /// A random block entry (its bits as [`Resolve::whole`] sets them from its address and
    /// flow) and execution of it: few pids, functions and addresses, so that they often match.
    fn held(rng: &mut Rng) -> Held {
        let addr = match rng.below(3) {
            0 => KERNEL_BASE + 4 * rng.below(4) as u32,
            1 => VECTORS_BASE + 4 * rng.below(12) as u32,
            _ => 0x8000 + 4 * rng.below(4) as u32,
        };
        let flow = [Flow::Call, Flow::Return, Flow::Jump, Flow::Other][rng.below(4) as usize];
        let bits = Whole::bits_of(addr, flow);
        let (func, len) = (rng.below(3) as u32, 1 + rng.below(4) as u32);
        let whole = Whole {
            len,
            addr,
            flow,
            bits,
            next_addr: addr + 4 * len,
            ctx: rng.below(2) as u32,
            func,
            offset: rng.below(2) as u32 * 4,
            boot: false,
        };
        Held {
            time: rng.below(1 << 20),
            bb: rng.below(8) as usize,
            whole,
            num_insns: len,
            pid: 1 + rng.below(2) as u32,
            func,
            offset: whole.offset,
            counted: Some(rng.below(2) == 0),
            lane: false,
        }
    }

    /// `Held::joins_after` (what the resolving threads ask of a held execution before its
    /// `Step` is built) answers as `Step::keeps_frames_after` of that step, for every kind of
    /// block before and after (user, kernel, vector page; each flow; same and other pid and
    /// function). Fails if a condition is left out or read from the wrong side (the kernel
    /// test of the held block instead of the one before, say).
    #[test]
    fn a_held_execution_joins_as_its_step_would() {
        let mut rng = Rng::new(32);
        let (mut joined, mut not) = (0, 0);
        for _ in 0..20_000 {
            let (prev, h) = (held(&mut rng), held(&mut rng));
            let prev = whole_step(&prev, rng.below(100));
            let step = whole_step(&h, rng.below(100));
            let want = step.keeps_frames_after(&prev);
            assert_eq!(h.joins_after(&prev), want, "{prev:?} then {h:?}");
            if want {
                joined += 1;
            } else {
                not += 1;
            }
        }
        assert!(joined > 500 && not > 500, "{joined} joined, {not} not");
    }
}

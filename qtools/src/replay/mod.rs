//! Replay: streams block events in time order with their durations, pids and functions, applying
//! the pid events (with time <= the block's) to the [`Model`] first.
//!
//! Two drivers share one decoding loop (`stream`): [`replay`] hands every block execution to a
//! [`Visitor`]; [`replay_segments`] is the fast path for analyses that only need per-block sums:
//! between two batches of pid events the model and the current thread do not change, so it adds
//! each execution's cycles and instructions to a per-block counter and resolves every block that ran
//! once per such segment instead of once per execution.
//!
//! The jobs, one submodule each: `stream` (the decoding threads and the merged stream of
//! `.bb`, `.exc` and `.pid`), `pids` (the pid events not applied yet), `resolver` (each block's
//! function, cached per address space), `in_order` (the driver behind [`replay`]), `windowed`
//! ([`replay_segments`] over a time window) and `segsum` (the per-block sums made on the decoding
//! threads, and `check`'s pass over the block events there).

use anyhow::{Context, Result};
use tracefmt::{PidEvent, StaticBlock, TraceReader};

use crate::model::{FuncId, Model};

mod in_order;
pub(crate) mod par;
mod pids;
mod resolver;
mod segsum;
mod stream;
mod windowed;

pub(crate) use pids::Pids;
pub(crate) use segsum::check::event_totals;

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

/// One execution as decoded: time, block number, record offset.
pub(crate) type Exe = (u64, u64, usize);

/// An execution that an exception record cuts short: its record number and the instructions that
/// started.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Cut {
    recnum: u64,
    num_insns: u32,
}

impl Cut {
    /// No record: a record number past every execution.
    const NONE: Cut = Cut {
        recnum: u64::MAX,
        num_insns: 0,
    };
}

/// The exception records read in order beside the executions, as the replay in order reads
/// them: each execution's instruction count (the first record with its number wins).
struct Cuts<'a> {
    records: tracefmt::exc::ExcIter<'a>,
    /// The next record; [`Cut::NONE`] when none is left.
    next: Cut,
    dir: &'a std::path::Path,
}

impl<'a> Cuts<'a> {
    /// Before the first record: [`Cuts::advance`] reads it.
    fn new(reader: &'a TraceReader) -> Self {
        Cuts {
            records: reader.exceptions(),
            next: Cut::default(),
            dir: reader.dir(),
        }
    }

    /// Reads the next record.
    fn advance(&mut self) -> Result<()> {
        self.next = match self.records.next() {
            Some(r) => {
                let e = r.with_context(|| format!("reading {}", self.dir.display()))?;
                Cut {
                    recnum: e.recnum,
                    num_insns: e.num_insns,
                }
            }
            None => Cut::NONE,
        };
        Ok(())
    }

    /// The instruction count of execution `recnum`, `full` unless an exception record names it;
    /// called in order for the executions whose number reaches `self.next.recnum`.
    #[cold]
    fn insns(&mut self, recnum: u64, full: u32) -> Result<u32> {
        while recnum > self.next.recnum {
            self.advance()?;
        }
        if recnum != self.next.recnum {
            return Ok(full);
        }
        let n = self.next.num_insns;
        while self.next.recnum == recnum {
            self.advance()?;
        }
        Ok(n)
    }
}

/// Decoding threads: the segments of `.bb` go to them in turn.
pub(crate) const DECODERS: usize = 2;
/// Executions per segment (at least; segments end at quiet points, see `tracefmt::bb_split`).
pub(crate) const SEGMENT_EXECS: u64 = 1 << 17;
/// Messages a decoding thread may have ready (a segment's sums, or a batch of a segment whose
/// times go back): more than one, so that each thread can finish a segment while the replay
/// reads the other's. Few: a segment's sums hold every block it ran (a compact trace's segment
/// is a chunk of 2^20 executions, often thousands of blocks, tens of bytes each), and when the
/// replay is the slower side the queues stay full (128 of them kept 2 x 30 MB on the benchmark
/// guest's trace and grew with its number of blocks).
pub(crate) const AHEAD: usize = 4;

/// Calls `f` with the time and block number of every block execution in order (the closing
/// event's block is 0), decoded on the decoding threads; the memory does not grow with the trace.
pub(crate) fn for_each_exec(reader: &TraceReader, mut f: impl FnMut(u64, u64)) -> Result<()> {
    stream::with_stream(reader, |st| {
        while let Some(ex) = st.next()? {
            f(ex.time, ex.bb as u64);
        }
        Ok(())
    })
}

/// Replays the whole trace into `v`, with a progress bar when stderr is a terminal.
pub fn replay(reader: &TraceReader, model: &mut Model, v: &mut dyn Visitor) -> Result<Summary> {
    stream::with_stream(reader, |st| in_order::replay_with(reader, st, model, v))
}

/// Replays the whole trace into `v` as per-block sums per segment (see the module note); the same
/// numbers as [`replay`] gives per execution, summed. Progress bar as [`replay`].
pub fn replay_segments(
    reader: &TraceReader,
    model: &mut Model,
    v: &mut dyn SegmentVisitor,
) -> Result<Summary> {
    if model.window.is_all() {
        segsum::replay_segments(reader, model, v)
    } else {
        let mut w = windowed::Windowed::new(v, model.current);
        replay(reader, model, &mut w)
    }
}

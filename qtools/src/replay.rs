//! Replay: streams block events in time order with their durations, pids and functions, applying
//! the pid events (with time <= the block's) to the [`Model`] first.

use std::io::IsTerminal;

use anyhow::{Context, Result};
use tracefmt::{PidEvent, StaticBlock, TraceReader};

use crate::model::{FuncId, Model};

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
    /// A pid event at `time`, called after the model applied it.
    fn pid_event(&mut self, _m: &Model, _time: u64, _ev: &PidEvent<'_>) {}
    /// A block execution.
    fn block(&mut self, _m: &Model, _ev: &Event<'_>) {}
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

/// Per-block resolution cache: (resolve key, function, offset).
type Cache = Vec<Option<(u32, FuncId, u32)>>;

/// Replays the whole trace into `v`, with a progress bar when stderr is a terminal.
pub fn replay(reader: &TraceReader, model: &mut Model, v: &mut dyn Visitor) -> Result<Summary> {
    let total = reader.header().num_dynamic_bb;
    let bar = if std::io::stderr().is_terminal() && total > 1_000_000 {
        let b = indicatif::ProgressBar::new(total);
        b.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {percent}% {per_sec} {eta}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        Some(b)
    } else {
        None
    };
    let r = replay_inner(reader, model, v, bar.as_ref());
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    r
}

fn replay_inner(
    reader: &TraceReader,
    model: &mut Model,
    v: &mut dyn Visitor,
    bar: Option<&indicatif::ProgressBar>,
) -> Result<Summary> {
    let mut pids = reader.pid_events().peekable();
    let mut cache: Cache = vec![None; reader.num_static_blocks() as usize];
    let mut sum = Summary::default();
    let mut pending: Option<Event<'_>> = None;
    let mut end = 0u64;
    for ev in reader.events() {
        let ev = ev.with_context(|| format!("reading {}", reader.dir().display()))?;
        if let Some(mut p) = pending.take() {
            p.dur = ev.time.saturating_sub(p.time);
            v.block(model, &p);
        }
        // Pid events up to this block's time apply to it.
        while let Some(Ok(rec)) = pids.peek() {
            if rec.time > ev.time {
                break;
            }
            let rec = rec.clone();
            pids.next();
            model.apply(rec.time, &rec.event);
            v.pid_event(model, rec.time, &rec.event);
        }
        if let Some(Err(_)) = pids.peek() {
            if let Some(Err(e)) = pids.next() {
                return Err(anyhow::Error::new(e).context("reading the pid events"));
            }
        }
        if ev.bb_num == 0 {
            end = ev.time;
            continue;
        }
        let addr = ev.block.addr();
        let key = model.resolve_key(ev.pid, addr);
        let slot = &mut cache[ev.bb_num as usize];
        let (func, offset) = match *slot {
            Some((k, f, o)) if k == key && key != u32::MAX - 1 => (f, o),
            _ => {
                let (f, o) = model.resolve(ev.pid, addr);
                *slot = Some((key, f, o));
                (f, o)
            }
        };
        if sum.events == 0 {
            sum.start = ev.time;
        }
        sum.events += 1;
        sum.insns += u64::from(ev.num_insns);
        if sum.events % 65536 == 0 {
            if let Some(b) = bar {
                b.set_position(sum.events);
            }
        }
        pending = Some(Event {
            time: ev.time,
            dur: 0,
            bb_num: ev.bb_num,
            recnum: ev.recnum,
            num_insns: ev.num_insns,
            pid: ev.pid,
            addr,
            thumb: ev.block.is_thumb(),
            func,
            offset,
            block: ev.block,
        });
    }
    if let Some(mut p) = pending.take() {
        p.dur = end.saturating_sub(p.time);
        v.block(model, &p);
    }
    // Pid events after the last block still shape the process list.
    for rec in pids {
        let rec = rec.context("reading the pid events")?;
        model.apply(rec.time, &rec.event);
        v.pid_event(model, rec.time, &rec.event);
    }
    sum.end = end.max(sum.start);
    v.end(model, sum.end);
    Ok(sum)
}

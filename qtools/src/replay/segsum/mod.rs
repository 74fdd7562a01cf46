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
//!
//! The jobs: `plan` (where the pid events apply and which executions the exception records cut
//! short), `decoder` (a decoding thread's counters, one execution at a time), `batched` (a
//! segment's batches of executions, sorted chunks run by run), `fused` (a compact trace's
//! executions counted as they decode), `merge` (the replay's side) and [`run`] here, which wires
//! them together. `check` is `check`'s pass over the block events on the same threads.

use std::sync::mpsc::{channel, sync_channel};

use anyhow::Result;
use tracefmt::bb_split::BbSegment;
use tracefmt::TraceReader;

use super::pids::Pids;
use super::resolver::Resolver;
use super::stream::progress_bar;
use super::{Exe, SegmentVisitor, Summary, AHEAD, DECODERS, SEGMENT_EXECS};
use crate::model::Model;
use decoder::Decoder;
use merge::Merge;
use plan::Plan;

mod batched;
pub(crate) mod check;
mod decoder;
mod fused;
mod merge;
mod plan;
#[cfg(test)]
mod tests;

/// Per-block counters of the current part.
#[derive(Debug, Clone, Copy, Default)]
struct Acc {
    seg: u32,
    count: u64,
    cycles: u64,
    insns: u64,
    max_insns: u32,
}

/// A block of a part with its sums.
#[derive(Debug, Clone, Copy)]
struct BlockAcc {
    bb: usize,
    acc: Acc,
}

/// Where a part ends.
#[derive(Debug, Clone, Copy)]
struct PartEnd {
    /// Pid events applied before the part.
    applied: usize,
    /// The end of the part's blocks in [`SegSums::blocks`].
    end: usize,
}

/// An execution whose cycles run until the next one's time.
#[derive(Debug, Clone, Copy)]
struct LastExec {
    bb: usize,
    time: u64,
}

/// The sums of one segment of `.bb`.
#[derive(Default)]
struct SegSums {
    /// Time of the first execution.
    first: Option<u64>,
    /// Block and time of the last execution, unless it was the closing event.
    last: Option<LastExec>,
    /// Time of the last closing event.
    end: Option<u64>,
    /// Time of the first execution of a block (not the closing event).
    start: Option<u64>,
    /// Executions of blocks (the closing event not counted) and their instructions.
    events: u64,
    insns: u64,
    /// Record number of the last execution.
    recnum: u64,
    /// The parts, in order.
    parts: Vec<PartEnd>,
    /// The blocks of each part (each once) with their sums.
    blocks: Vec<BlockAcc>,
    /// The error that ended the segment.
    err: Option<anyhow::Error>,
}

/// What a decoding thread hands over for a segment: its sums, or when its times go back, its
/// executions in batches (the first's record number and the executions) ended by an empty batch.
enum Part {
    Sums(SegSums),
    Raw { first: u64, execs: Vec<Exe> },
    Failed(anyhow::Error),
}

/// See [`crate::replay::replay_segments`].
pub(super) fn replay_segments(
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
    if plan.exc_err.at == 0 {
        return Err(plan.exc_error());
    }
    let mut pids = Pids::new(reader);
    pids.peek()?;
    let mut mg = Merge::new(Resolver::new(reader));
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
                    Part::Raw { execs, .. } if execs.is_empty() => break,
                    Part::Raw { first, execs } => {
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

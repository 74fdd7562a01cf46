//! A decoding thread's counters: per-block tallies of the current part, closed into a segment's
//! sums wherever pid events apply, and the thread's loop over its segments.

use std::ops::ControlFlow;
use std::sync::mpsc::{Receiver, SyncSender};

use tracefmt::bb_split::BbSegment;
use tracefmt::TraceReader;

use super::plan::Plan;
use super::{Acc, BlockAcc, LastExec, Part, PartEnd, SegSums};

/// A decoding thread's counter of one block in the current part (instructions are counted when the
/// part closes).
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Tally {
    pub(super) cycles: u64,
    pub(super) count: u32,
    pub(super) seg: u32,
}

/// Where a decoding thread is in its segment.
pub(super) struct Walk {
    /// The last execution's block (one past the blocks after a closing event) and its time.
    pub(super) pb: usize,
    pub(super) tp: u64,
    /// Pid events applied in the current part, and the time at which the next one applies.
    pub(super) applied: usize,
    pub(super) switch: u64,
    /// The next entry of the plan's exceptions, and the record number that needs a look next.
    pub(super) exc_pos: usize,
    pub(super) exc_next: u64,
}

/// Why a decoding thread stops early in a segment.
pub(super) enum Stop {
    /// The times go back: the segment goes over execution by execution.
    Back,
    /// An error, in the segment's sums.
    Failed,
}

/// One decoding thread's counters.
pub(super) struct Decoder<'p> {
    pub(super) plan: &'p Plan,
    /// One per block, and one more that takes the time after a closing event (counted nowhere).
    pub(super) tally: Vec<Tally>,
    pub(super) touched: Vec<usize>,
    /// The current part's executions cut short.
    pub(super) cuts: Vec<BlockCut>,
    /// Executions in the current part (a part closes before its counts could overflow).
    pub(super) part_execs: u64,
    pub(super) seg: u32,
    /// Per run of a sorted chunk.
    pub(super) runs: Vec<RunSum>,
}

/// An execution of the current part cut short: its block and the instructions that started.
#[derive(Debug, Clone, Copy)]
pub(super) struct BlockCut {
    pub(super) bb: usize,
    pub(super) num_insns: u32,
}

/// The executions of one run of a sorted chunk, and their cycles.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct RunSum {
    pub(super) count: u32,
    pub(super) cycles: u64,
}

impl<'p> Decoder<'p> {
    pub(super) fn new(plan: &'p Plan) -> Self {
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
    pub(super) fn restart(&mut self) {
        self.touched.clear();
        self.cuts.clear();
        self.part_execs = 0;
        self.seg = self.seg.wrapping_add(1).max(1);
    }

    /// Ends the segment's last part and notes its last execution, unless that was the
    /// closing event (what the merge needs to join it with the next segment).
    pub(super) fn finish(&mut self, s: &mut SegSums, w: &Walk) {
        self.close(s, w.applied);
        if s.first.is_some() && w.pb != self.plan.lens.len() {
            s.last = Some(LastExec {
                bb: w.pb,
                time: w.tp,
            });
        }
    }

    /// Ends the current part, during which `applied` pid events had been applied.
    pub(super) fn close(&mut self, s: &mut SegSums, applied: usize) {
        let lens = &self.plan.lens;
        let from = s.blocks.len();
        for (i, &bb) in self.touched.iter().enumerate() {
            let t = &mut self.tally[bb];
            let (count, len) = (u64::from(t.count), lens[bb]);
            s.blocks.push(BlockAcc {
                bb,
                acc: Acc {
                    seg: 0,
                    count,
                    cycles: t.cycles,
                    insns: count * u64::from(len),
                    max_insns: len,
                },
            });
            // The counter is done with: it now says where the block's sums are, for the cuts.
            t.count = i as u32;
        }
        if !self.cuts.is_empty() {
            self.cuts.sort_by_key(|c| c.bb);
            for group in self.cuts.chunk_by(|a, b| a.bb == b.bb) {
                let bb = group[0].bb;
                let len = lens[bb];
                let e = &mut s.blocks[from + self.tally[bb].count as usize].acc;
                let mut max = 0;
                for &BlockCut { num_insns: n, .. } in group {
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
        for b in &s.blocks[from..] {
            s.events += b.acc.count;
            s.insns += b.acc.insns;
        }
        s.parts.push(PartEnd {
            applied,
            end: s.blocks.len(),
        });
        self.restart();
    }

    /// Counts execution `recnum` (block `bb` at `time`).
    #[inline(always)]
    pub(super) fn step(
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
            if recnum >= plan.exc_err.at {
                s.err = Some(plan.exc_error());
                return ControlFlow::Break(Stop::Failed);
            }
            cut = Some(plan.excs[w.exc_pos].num_insns);
            w.exc_pos += 1;
            w.exc_next = plan.exc_next(w.exc_pos);
        }
        if time >= w.switch {
            self.close(s, w.applied);
            w.applied = plan.applied_at(time);
            w.switch = plan.pid_max.get(w.applied).copied().unwrap_or(u64::MAX);
        }
        if let Some(n) = cut.filter(|_| bb != 0) {
            self.cuts.push(BlockCut { bb, num_insns: n });
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
    pub(super) fn run(
        &mut self,
        reader: &TraceReader,
        tasks: Receiver<BbSegment>,
        tx: SyncSender<Part>,
    ) {
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
                    Some(Ok(first)) => Part::Raw { first, execs: v },
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
            if tx
                .send(Part::Raw {
                    first: 0,
                    execs: Vec::new(),
                })
                .is_err()
            {
                return;
            }
        }
    }
}

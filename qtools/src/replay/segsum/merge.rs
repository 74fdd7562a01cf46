//! The replay's side: each segment's sums, or its executions one by one, merged in trace order
//! with the pid events between them, each block resolved once per part.

use anyhow::Result;

use super::plan::Plan;
use super::{Acc, BlockAcc, LastExec, PartEnd, SegSums};
use crate::model::Model;
use crate::replay::pids::Pids;
use crate::replay::resolver::Resolver;
use crate::replay::{BlockSum, Exe, SegmentVisitor, Summary};

/// The replay's side: the sums of the current part, merged in trace order.
pub(super) struct Merge<'r> {
    pub(super) res: Resolver<'r>,
    acc: Vec<Acc>,
    touched: Vec<usize>,
    sums: Vec<BlockSum>,
    seg: u32,
    /// The last execution so far, its cycles still open.
    pending: Option<LastExec>,
    /// Time of the last closing event.
    pub(super) end: u64,
    pub(super) sum: Summary,
}

impl<'r> Merge<'r> {
    /// Nothing merged yet; blocks resolved with `res`.
    pub(super) fn new(res: Resolver<'r>) -> Self {
        Merge {
            acc: vec![Acc::default(); res.addrs.len()],
            res,
            touched: Vec::new(),
            sums: Vec::new(),
            seg: 1,
            pending: None,
            end: 0,
            sum: Summary::default(),
        }
    }

    /// Hands the current part's blocks to `v` and starts a new part.
    pub(super) fn flush(&mut self, model: &mut Model, v: &mut dyn SegmentVisitor) {
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
    pub(super) fn close_pending(&mut self, time: u64) {
        if let Some(LastExec { bb, time: t }) = self.pending.take() {
            self.acc[bb].cycles += time.saturating_sub(t);
        }
    }

    /// Merges a segment's sums.
    pub(super) fn segment(
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
        for &PartEnd { applied, end: to } in &s.parts {
            if applied > pids.applied {
                self.flush(model, v);
                pids.apply(u64::MAX, applied, model, |m, t, e| v.pid_event(m, t, e))?;
                self.res.refresh(model);
            }
            for &BlockAcc { bb, acc: a } in &s.blocks[from..to] {
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
    pub(super) fn raw(
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
            if recnum >= plan.exc_err.at {
                return Err(plan.exc_error());
            }
            if plan.excs.get(exc_pos).is_some_and(|e| e.recnum == recnum) {
                num_insns = plan.excs[exc_pos].num_insns;
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
            self.pending = Some(LastExec { bb, time });
        }
        Ok(())
    }
}

//! [`replay_segments`](super::replay_segments) over a time window: per-block sums made from the
//! executions [`replay`](super::replay) hands over.

use std::collections::HashMap;

use tracefmt::PidEvent;

use super::{BlockSum, Event, SegmentVisitor, Visitor};
use crate::model::Model;

/// [`replay_segments`](super::replay_segments) over a window: the per-block sums of a segment
/// made from the executions [`replay`](super::replay) hands over (it leaves out those outside the
/// window).
pub(super) struct Windowed<'v> {
    v: &'v mut dyn SegmentVisitor,
    sums: HashMap<u64, BlockSum>,
    /// The thread of the open segment.
    pid: u32,
}

impl<'v> Windowed<'v> {
    /// Sums for `v`, the first segment's thread being `pid`.
    pub(super) fn new(v: &'v mut dyn SegmentVisitor, pid: u32) -> Self {
        Windowed {
            v,
            sums: HashMap::new(),
            pid,
        }
    }

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

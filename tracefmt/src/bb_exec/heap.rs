//! The exact engine: the Android `BBReader` rule on a heap of pending repetitions.

use std::collections::binary_heap::PeekMut;

use super::{BbExec, BbExecIter};
use crate::error::Error;

/// A pending repetition of a record: its period, block and how many follow the next one.
#[derive(Debug, Clone, Copy)]
pub(super) struct Future {
    pub(super) time_diff: u64,
    pub(super) bb_num: u64,
    /// Executions still to come after the next one.
    pub(super) left: u32,
    pub(super) offset: usize,
}

/// When a [`Future`] (by its index in the slab) is next due. `seq` is the record number of the
/// execution that queued it. Ordered so that a max-heap pops the earliest time first and, among
/// equal times, the most recently queued.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Due {
    pub(super) time: u64,
    pub(super) seq: u64,
    pub(super) slot: u32,
}

impl PartialOrd for Due {
    fn partial_cmp(&self, o: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}

impl Ord for Due {
    fn cmp(&self, o: &Self) -> std::cmp::Ordering {
        o.time.cmp(&self.time).then(self.seq.cmp(&o.seq))
    }
}

impl BbExecIter<'_> {
    pub(super) fn queue(&mut self, time: u64, seq: u64, f: Future) {
        let slot = match self.free.pop() {
            Some(i) => {
                self.slab[i as usize] = f;
                i
            }
            None => {
                self.slab.push(f);
                (self.slab.len() - 1) as u32
            }
        };
        self.due.push(Due { time, seq, slot });
    }

    /// One step of the heap engine, with the first record of `chunk` as the next record.
    pub(super) fn heap_step(&mut self) -> Option<Result<BbExec, Error>> {
        let head_first = match (self.due.peek(), self.chunk.get(self.chunk_pos)) {
            (Some(d), Some((_, r))) => d.time < r.start_time,
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (None, None) => return self.pending_err.take().map(Err),
        };
        self.made += 1;
        if head_first {
            // A repetition: its block was range-checked when its record came. The next one of the
            // same record replaces it in place (one sift instead of a pop and a push).
            let mut top = self.due.peek_mut()?;
            let d = *top;
            let f = &mut self.slab[d.slot as usize];
            let out = BbExec {
                time: d.time,
                bb_num: f.bb_num,
                recnum: self.made,
                offset: f.offset,
            };
            if f.left > 0 {
                f.left -= 1;
                top.time = d.time.wrapping_add(f.time_diff);
                top.seq = self.made;
            } else {
                PeekMut::pop(top);
                self.free.push(d.slot);
            }
            return Some(Ok(out));
        }
        let (offset, rec) = *self.chunk.get(self.chunk_pos)?;
        self.chunk_pos += 1;
        self.check(rec.bb_num, offset).map_or_else(
            |e| Some(Err(e)),
            |()| {
                if rec.repeat > 0 {
                    let f = Future {
                        time_diff: rec.time_diff,
                        bb_num: rec.bb_num,
                        left: rec.repeat - 1,
                        offset,
                    };
                    self.queue(rec.start_time.wrapping_add(rec.time_diff), self.made, f);
                }
                Some(Ok(BbExec {
                    time: rec.start_time,
                    bb_num: rec.bb_num,
                    recnum: self.made,
                    offset,
                }))
            },
        )
    }
}

//! Handing out a [`BbExecIter`]'s executions: each chunk from the source, the fast engine or the
//! heap, then one at a time (the `Iterator`), in batches or as sorted runs.

use super::{BbExec, BbExecIter, ExecBatch, Runs, SortedRuns, CHUNK};
use crate::error::Error;

impl BbExecIter<'_> {
    /// Fills `ready` with the next executions (none at the end or after an error, which is then
    /// in `fail`).
    fn produce(&mut self) {
        self.ready_pos = 0;
        if self.source.is_some() && self.fail.is_none() {
            self.pull();
            return;
        }
        if self.fail.is_some() {
            self.ready.clear();
            return;
        }
        if self.chunk_pos == self.chunk.len()
            && !self.heap_only
            && (self.next.is_some() || !self.due.is_empty())
        {
            // The fast engine overwrites `ready` whole (no need to clear it first).
            if self.refill() {
                return;
            }
            self.heap_only = self.next.is_none();
        }
        self.ready.clear();
        while self.ready.len() < CHUNK {
            if self.chunk_pos == self.chunk.len() && !self.heap_only && self.next.is_some() {
                break; // Back to the fast engine.
            }
            match self.heap_step() {
                None => break,
                Some(Ok(e)) => self.ready.push((e.time, e.bb_num, e.offset)),
                Some(Err(e)) => {
                    self.fail = Some(e);
                    break;
                }
            }
        }
    }

    /// The next executions in time order as (time, block number, record offset), the first with
    /// record number `first_recnum`: the fast way to walk a trace. Errors as from `next`.
    pub fn next_batch(&mut self) -> Option<Result<ExecBatch<'_>, Error>> {
        if self.ready_pos == self.ready.len() {
            self.produce();
            if self.ready.is_empty() {
                return self.finish().map(Err);
            }
        }
        Some(Ok(self.take_ready()))
    }

    /// As [`Self::next_batch`], but the executions are handed over in `buf` (its content replaced,
    /// its allocation kept for later batches), without a copy. Gives the first's record number.
    pub fn next_batch_into(
        &mut self,
        buf: &mut Vec<(u64, u64, usize)>,
    ) -> Option<Result<u64, Error>> {
        if self.ready_pos == self.ready.len() {
            self.produce();
            if self.ready.is_empty() {
                return self.finish().map(Err);
            }
        }
        let first_recnum = self.recnum + 1;
        buf.clear();
        if self.ready_pos == 0 {
            std::mem::swap(buf, &mut self.ready);
        } else {
            buf.extend_from_slice(&self.ready[self.ready_pos..]);
        }
        self.recnum += buf.len() as u64;
        self.ready_pos = self.ready.len();
        Some(Ok(first_recnum))
    }

    /// As [`Self::next_batch`], but a chunk that the fast engine sorted comes as it is
    /// ([`Runs::Sorted`]), which saves writing and reading every execution once more.
    pub fn next_runs(&mut self) -> Option<Result<Runs<'_>, Error>> {
        if self.ready_pos == self.ready.len() {
            self.keep_keys = true;
            self.produce();
            self.keep_keys = false;
            if self.in_keys {
                self.in_keys = false;
                let first_recnum = self.recnum + 1;
                self.recnum += self.keys.len() as u64;
                return Some(Ok(Runs::Sorted(SortedRuns {
                    first_recnum,
                    lo: self.lo,
                    keys: &self.keys,
                    bbs: &self.run_bbs,
                })));
            }
            if self.ready.is_empty() {
                return self.finish().map(Err);
            }
        }
        Some(Ok(Runs::Plain(self.take_ready())))
    }

    /// The produced executions not handed out yet, numbered on from the last.
    fn take_ready(&mut self) -> ExecBatch<'_> {
        let first_recnum = self.recnum + 1;
        let execs = &self.ready[self.ready_pos..];
        self.recnum += execs.len() as u64;
        self.ready_pos = self.ready.len();
        ExecBatch {
            first_recnum,
            execs,
        }
    }

    /// The error that ends the executions, if any; the iterator is empty afterwards.
    fn finish(&mut self) -> Option<Error> {
        self.due.clear();
        self.chunk.clear();
        self.chunk_pos = 0;
        self.ready.clear();
        self.next = None;
        self.pending_err = None;
        self.fail.take()
    }
}

impl<'a> Iterator for BbExecIter<'a> {
    type Item = Result<BbExec, Error>;

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        if self.ready_pos == self.ready.len() {
            self.produce();
            if self.ready.is_empty() {
                return self.finish().map(Err);
            }
        }
        let (time, bb_num, offset) = self.ready[self.ready_pos];
        self.ready_pos += 1;
        self.recnum += 1;
        Some(Ok(BbExec {
            time,
            bb_num,
            recnum: self.recnum,
            offset,
        }))
    }
}

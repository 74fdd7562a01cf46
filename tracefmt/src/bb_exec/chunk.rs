//! The fast engine: a chunk of records expanded into its executions and sorted by time, where
//! that is provably the heap's order.

use super::heap::Future;
use super::radix::radix_sort;
use super::{BbExecIter, CHUNK, INDEX_BITS, MAX_EXPAND, MAX_SPAN};
use crate::bb::BbRecord;

/// A run of executions `time, time + diff, ...` (`left` more after the first), from a record or
/// a pending repetition, while a chunk is expanded.
#[derive(Debug, Clone, Copy)]
pub(super) struct Stream {
    time: u64,
    diff: u64,
    left: u32,
    bb_num: u64,
    offset: usize,
    /// Executions due before the chunk's end.
    n: u32,
    /// The old queue order of a pending repetition that does not run in this chunk.
    seq: u64,
}

impl BbExecIter<'_> {
    /// Takes the next chunk of records and expands it with the fast engine. False (and nothing
    /// changed but the records moved into `chunk`) when the heap must do this chunk.
    pub(super) fn refill(&mut self) -> bool {
        self.chunk.clear();
        self.chunk_pos = 0;
        self.streams.clear();
        for d in self.due.iter() {
            let f = &self.slab[d.slot as usize];
            self.streams.push(Stream {
                time: d.time,
                diff: f.time_diff,
                left: f.left,
                bb_num: f.bb_num,
                offset: f.offset,
                n: 0,
                seq: d.seq,
            });
        }
        let records = self.streams.len();
        // `next` is the look-ahead; the records after it are read straight into streams (and
        // into `chunk` only if the heap must take them).
        let record = |(offset, r): (usize, BbRecord)| Stream {
            time: r.start_time,
            diff: r.time_diff,
            left: r.repeat,
            bb_num: r.bb_num,
            offset,
            n: 0,
            seq: 0,
        };
        while self.streams.len() - records < CHUNK {
            let Some(r) = self.next.take() else { break };
            self.streams.push(record(r));
            while self.streams.len() - records < CHUNK {
                let Some(r) = self.records.next_plain() else {
                    break;
                };
                self.streams.push(record(r));
            }
            self.advance();
        }
        if self.expand(records) {
            return true;
        }
        let chunk = self.streams[records..].iter().map(|s| {
            let r = BbRecord {
                bb_num: s.bb_num,
                start_time: s.time,
                repeat: s.left,
                time_diff: s.diff,
            };
            (s.offset, r)
        });
        self.chunk.extend(chunk);
        false
    }

    /// Expands `streams` (pending repetitions, then the chunk's records from `records` on) into
    /// `ready` in time order; false (and nothing changed) when the heap must do this chunk.
    fn expand(&mut self, records: usize) -> bool {
        let end = self.next.map_or(u64::MAX, |(_, r)| r.start_time);
        // How many of each run fall before `end`; give up on what a sort key cannot hold or where
        // executions share a time.
        let (mut total, mut lo, mut hi) = (0usize, u64::MAX, 0u64);
        let limit = self.num_static.unwrap_or(u64::MAX);
        let mut out_of_range = false;
        let mut prev_record = None;
        for (i, s) in self.streams.iter_mut().enumerate() {
            // Runs that would wrap around, and records out of time order or not before `end`,
            // are the heap's (its order is the file's there, not the times').
            let last = u64::from(s.left)
                .checked_mul(s.diff)
                .and_then(|d| s.time.checked_add(d));
            if last.is_none() {
                return false;
            }
            if i >= records {
                if s.time >= end || prev_record.is_some_and(|p| p >= s.time) {
                    return false;
                }
                prev_record = Some(s.time);
            }
            if s.time >= end {
                continue;
            }
            // A period of 0 repeats at the same time: a tie, unless nothing repeats. A run that
            // ends before `end` needs no division.
            let n = if last.is_some_and(|l| l < end) {
                if s.diff == 0 && s.left > 0 {
                    return false;
                }
                u64::from(s.left) + 1
            } else {
                match (end - 1 - s.time).checked_div(s.diff) {
                    Some(k) => k.min(u64::from(s.left)) + 1,
                    None if s.left == 0 => 1,
                    None => return false,
                }
            };
            s.n = n as u32;
            out_of_range |= s.bb_num >= limit;
            total += n as usize;
            lo = lo.min(s.time);
            hi = hi.max(s.time + (n - 1) * s.diff);
        }
        if total == 0
            || total > MAX_EXPAND
            || self.streams.len() >= 1 << INDEX_BITS
            || hi - lo >= MAX_SPAN
        {
            return false;
        }
        // Written by index into buffers of the final length (a push stores the length each time);
        // every entry is written, so what they held before does not matter.
        self.keys.resize(total, 0);
        let mut j = 0;
        for (i, s) in self.streams.iter().enumerate() {
            let mut t = s.time - lo;
            for k in &mut self.keys[j..j + s.n as usize] {
                *k = t << INDEX_BITS | i as u64;
                t = t.wrapping_add(s.diff);
            }
            j += s.n as usize;
        }
        radix_sort(
            &mut self.keys,
            &mut self.tmp,
            64 - (hi - lo).leading_zeros(),
        );
        // Without an early exit, so that the loop vectorizes.
        let tie = self
            .keys
            .windows(2)
            .fold(false, |t, w| t | (w[0] >> INDEX_BITS == w[1] >> INDEX_BITS));
        if tie {
            return false;
        }
        // Committed: the sorted executions become `ready` (up to a block out of range), what is
        // left of each run is queued again, ordered by its last execution here.
        self.ready_pos = 0;
        self.last.clear();
        self.last.resize(self.streams.len(), u32::MAX);
        let mask = (1u64 << INDEX_BITS) - 1;
        if out_of_range {
            self.ready.clear();
            for (pos, &k) in self.keys.iter().enumerate() {
                let s = &self.streams[(k & mask) as usize];
                if s.bb_num >= limit {
                    self.fail = Some(self.out_of_range(s.bb_num, s.offset));
                    break;
                }
                self.ready
                    .push(((k >> INDEX_BITS) + lo, s.bb_num, s.offset));
                self.last[(k & mask) as usize] = pos as u32;
            }
        } else {
            self.find_last();
            self.lo = lo;
            if self.keep_keys {
                self.run_bbs.clear();
                self.run_bbs.extend(self.streams.iter().map(|s| s.bb_num));
                self.ready.clear();
                self.in_keys = true;
            } else {
                self.keys_to_ready();
            }
        }
        self.due.clear();
        self.slab.clear();
        self.free.clear();
        self.chunk.clear();
        for i in 0..self.streams.len() {
            let s = self.streams[i];
            if s.n > s.left {
                continue;
            }
            let seq = if s.n > 0 {
                self.made + u64::from(self.last[i]) + 1
            } else {
                s.seq
            };
            let time = s.time + u64::from(s.n) * s.diff;
            let f = Future {
                time_diff: s.diff,
                bb_num: s.bb_num,
                left: s.left - s.n,
                offset: s.offset,
            };
            self.queue(time, seq, f);
        }
        self.made += self.keys.len() as u64;
        true
    }

    /// Sets `last` (the position of a run's last execution in `keys`) for every run that goes on
    /// after this chunk (the others do not need it), scanning back from the end until all are
    /// found: they are usually the runs that ran last.
    fn find_last(&mut self) {
        let mask = (1u64 << INDEX_BITS) - 1;
        let mut want = self
            .streams
            .iter()
            .filter(|s| s.n > 0 && s.n <= s.left)
            .count();
        for (pos, &k) in self.keys.iter().enumerate().rev() {
            if want == 0 {
                break;
            }
            let i = (k & mask) as usize;
            let s = &self.streams[i];
            if s.n <= s.left && self.last[i] == u32::MAX {
                self.last[i] = pos as u32;
                want -= 1;
            }
        }
    }

    /// Turns the sorted keys of the last fast chunk into `ready`.
    fn keys_to_ready(&mut self) {
        self.in_keys = false;
        let mask = (1u64 << INDEX_BITS) - 1;
        self.ready.resize(self.keys.len(), (0, 0, 0));
        let (streams, lo) = (&self.streams[..], self.lo);
        for (&k, e) in self.keys.iter().zip(self.ready.iter_mut()) {
            let s = &streams[(k & mask) as usize];
            *e = ((k >> INDEX_BITS) + lo, s.bb_num, s.offset);
        }
    }
}

//! Time-ordered block executions of `qtrace.bb`: records merged with their pending repetitions.
//!
//! Two engines give the same sequence. The exact one is the Android `BBReader` rule on a heap; the
//! fast one takes the records a chunk at a time, expands every execution due before the next
//! chunk's first record and sorts them by time. It is used only when that is provably the same
//! order: no two executions of the chunk at the same time (the tie rules are the heap's), and the
//! chunk is small enough to expand. Otherwise the chunk goes through the heap.

use std::collections::binary_heap::PeekMut;
use std::collections::BinaryHeap;

use crate::bb::{BbRecord, BbRecordIter};
use crate::bb_split::BbSegment;
use crate::error::Error;

/// One block execution, repeats expanded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BbExec {
    /// Start time.
    pub time: u64,
    /// Block number (0 for the closing event).
    pub bb_num: u64,
    /// Dynamic record number, 1-based, as used by exception records.
    pub recnum: u64,
    /// Offset in `qtrace.bb` of the record it came from.
    pub offset: usize,
}

/// Where [`crate::TraceReader::bb_segment_visit`] hands a segment's executions, a small batch
/// at a time, in the order and with the times [`BbExecIter`] gives them (record numbers count on from the
/// segment's `execs_before`).
pub trait ExecVisitor {
    /// The next executions: block `bbs[i]` (0: the closing event) started at `times[i]`
    /// (slices of equal length, at least one).
    fn execs(&mut self, times: &[u64], bbs: &[u32]);
    /// Whether the visitor wants no more executions (asked between chunks; later executions of
    /// the chunk may still come).
    fn done(&self) -> bool;
}

/// A pending repetition of a record: its period, block and how many follow the next one.
#[derive(Debug, Clone, Copy)]
struct Future {
    time_diff: u64,
    bb_num: u64,
    /// Executions still to come after the next one.
    left: u32,
    offset: usize,
}

/// When a [`Future`] (by its index in the slab) is next due. `seq` is the record number of the
/// execution that queued it. Ordered so that a max-heap pops the earliest time first and, among
/// equal times, the most recently queued.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Due {
    time: u64,
    seq: u64,
    slot: u32,
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

/// Records per chunk of the fast engine.
const CHUNK: usize = 1024;
/// Most executions one chunk may expand to (and the bits of a sort key's stream index).
const MAX_EXPAND: usize = 1 << 20;
const INDEX_BITS: u32 = 24;
/// Time spans a sort key holds.
const MAX_SPAN: u64 = 1 << (64 - INDEX_BITS);

/// A run of executions `time, time + diff, ...` (`left` more after the first), from a record or
/// a pending repetition, while a chunk is expanded.
#[derive(Debug, Clone, Copy)]
struct Stream {
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

/// Sorts sort keys by their time part (the `time_bits` bits above the stream index): a least
/// significant digit radix sort, one byte per pass (all passes counted in one read), skipping
/// digits all keys share.
fn radix_sort(keys: &mut Vec<u64>, tmp: &mut Vec<u64>, time_bits: u32) {
    const MAX_PASSES: usize = (64 - INDEX_BITS as usize) / 8;
    if keys.len() < 64 {
        keys.sort_unstable();
        return;
    }
    let passes = (time_bits.div_ceil(8) as usize).min(MAX_PASSES);
    let mut count = [[0usize; 256]; MAX_PASSES];
    // The digit loop unrolled for the usual pass counts.
    match passes {
        1 => count_digits::<1>(keys, &mut count),
        2 => count_digits::<2>(keys, &mut count),
        3 => count_digits::<3>(keys, &mut count),
        4 => count_digits::<4>(keys, &mut count),
        _ => count_digits::<MAX_PASSES>(keys, &mut count),
    }
    // Every pass writes all of `tmp`: what it held does not matter.
    tmp.resize(keys.len(), 0);
    for (p, c) in count.iter_mut().enumerate().take(passes) {
        if c.contains(&keys.len()) {
            continue;
        }
        let mut sum = 0;
        for n in c.iter_mut() {
            let here = *n;
            *n = sum;
            sum += here;
        }
        let shift = INDEX_BITS + 8 * p as u32;
        // Plain slices, so that the loop keeps both in registers.
        let (src, dst) = (&keys[..], &mut tmp[..]);
        for &k in src {
            let d = ((k >> shift) & 0xFF) as usize;
            let at = c[d];
            dst[at] = k;
            c[d] = at + 1;
        }
        std::mem::swap(keys, tmp);
    }
}

/// Counts the first `N` byte digits of the keys' time parts (`N` at most `count.len()`).
#[inline(always)]
fn count_digits<const N: usize>(keys: &[u64], count: &mut [[usize; 256]]) {
    let count = &mut count[..N];
    for &k in keys {
        let t = k >> INDEX_BITS;
        for (p, c) in count.iter_mut().enumerate() {
            c[((t >> (8 * p)) & 0xFF) as usize] += 1;
        }
    }
}

/// Replays `qtrace.bb` in time order like the Android `BBReader`: pending repetitions are merged with
/// the file's records; a repetition wins only if strictly earlier than the next record, and among
/// equal repetitions the most recently queued comes first.
#[derive(Debug)]
pub struct BbExecIter<'a> {
    records: BbRecordIter<'a>,
    /// The next record of the file not yet in `chunk`.
    next: Option<(usize, BbRecord)>,
    pending_err: Option<Error>,
    /// Records taken from the file whose first execution has not been delivered (heap engine).
    chunk: Vec<(usize, BbRecord)>,
    /// The first record of `chunk` the heap has not delivered yet.
    chunk_pos: usize,
    /// Executions ready in time order (fast engine): time, block, record offset.
    ready: Vec<(u64, u64, usize)>,
    ready_pos: usize,
    /// The fast engine gave up at the end of the file: the heap drains the rest.
    heap_only: bool,
    /// The error that ends the executions, delivered after `ready`.
    fail: Option<Error>,
    due: BinaryHeap<Due>,
    slab: Vec<Future>,
    free: Vec<u32>,
    /// Executions produced (the record number of the last one in `ready`).
    made: u64,
    /// Executions delivered.
    recnum: u64,
    num_static: Option<u64>,
    streams: Vec<Stream>,
    keys: Vec<u64>,
    tmp: Vec<u64>,
    last: Vec<u32>,
    /// While [`BbExecIter::next_runs`] produces, the fast engine leaves its executions in `keys`
    /// (times from `lo`, each run's block in `run_bbs`) and sets `in_keys` instead of filling
    /// `ready`.
    keep_keys: bool,
    in_keys: bool,
    lo: u64,
    run_bbs: Vec<u64>,
    /// Where executions decoded elsewhere come from ([`BbExecIter::from_source`]).
    source: Option<Source<'a>>,
}

/// What [`BbExecIter::from_source`] reads from.
pub type ExecSource<'a> = Box<dyn FnMut(&mut Vec<(u64, u64, usize)>) -> Result<bool, Error> + 'a>;

struct Source<'a>(ExecSource<'a>);

impl std::fmt::Debug for Source<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Source")
    }
}

impl<'a> BbExecIter<'a> {
    /// Executions of the whole file `data`; with `num_static`, block numbers are range-checked.
    pub fn new(data: &'a [u8], file: &'a str, num_static: Option<u64>) -> Self {
        Self::segment(data, file, num_static, &BbSegment::whole())
    }

    /// The executions of one segment of `data` (see [`crate::bb_split`]): the same as the whole
    /// file's from the segment's first execution to its last, record numbers included.
    pub fn segment(
        data: &'a [u8],
        file: &'a str,
        num_static: Option<u64>,
        seg: &BbSegment,
    ) -> Self {
        let mut it = BbExecIter {
            records: BbRecordIter::resume(data, file, seg.offset, seg.prev, seg.stop),
            next: None,
            pending_err: None,
            chunk: Vec::new(),
            chunk_pos: 0,
            ready: Vec::new(),
            ready_pos: 0,
            heap_only: false,
            fail: None,
            due: BinaryHeap::new(),
            slab: Vec::new(),
            free: Vec::new(),
            made: seg.execs_before,
            recnum: seg.execs_before,
            num_static,
            streams: Vec::new(),
            keys: Vec::new(),
            tmp: Vec::new(),
            last: Vec::new(),
            keep_keys: false,
            in_keys: false,
            lo: 0,
            run_bbs: Vec::new(),
            source: None,
        };
        it.advance();
        it
    }

    /// Executions decoded elsewhere (a compact trace's chunks), handed out through the same
    /// interface: `source` fills the vector it is given (cleared) with the next executions as
    /// (time, block number, offset) in time order and says whether more may follow; they
    /// are numbered on from `execs_before`. An error ends them after those already given.
    pub fn from_source(file: &'a str, source: ExecSource<'a>, execs_before: u64) -> Self {
        let seg = BbSegment {
            offset: 0,
            prev: BbRecord::default(),
            execs_before,
            stop: 0,
        };
        let mut it = Self::segment(&[], file, None, &seg);
        it.source = Some(Source(source));
        it
    }

    /// Fills `ready` from the outside source.
    fn pull(&mut self) {
        self.ready.clear();
        self.ready_pos = 0;
        let Some(Source(src)) = self.source.as_mut() else {
            return;
        };
        loop {
            match src(&mut self.ready) {
                Ok(more) if self.ready.is_empty() && more => continue,
                Ok(more) => {
                    if !more {
                        self.source = None;
                    }
                    break;
                }
                Err(e) => {
                    self.fail = Some(e);
                    self.source = None;
                    break;
                }
            }
        }
        self.made += self.ready.len() as u64;
    }

    #[inline]
    fn advance(&mut self) {
        if let Some(r) = self.records.next_plain() {
            self.next = Some(r);
            return;
        }
        self.next = match self.records.next() {
            Some(Ok(r)) => Some(r),
            Some(Err(e)) => {
                self.pending_err = Some(e);
                None
            }
            None => None,
        };
    }

    fn queue(&mut self, time: u64, seq: u64, f: Future) {
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

    fn out_of_range(&self, bb_num: u64, offset: usize) -> Error {
        Error::BlockOutOfRange {
            file: self.records.cur.file().to_string(),
            offset,
            bb_num,
            num_static: self.num_static.unwrap_or(0),
        }
    }

    fn check(&self, bb_num: u64, offset: usize) -> Result<(), Error> {
        match self.num_static {
            Some(n) if bb_num >= n => Err(self.out_of_range(bb_num, offset)),
            _ => Ok(()),
        }
    }

    /// Takes the next chunk of records and expands it with the fast engine. False (and nothing
    /// changed but the records moved into `chunk`) when the heap must do this chunk.
    fn refill(&mut self) -> bool {
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

    /// One step of the heap engine, with the first record of `chunk` as the next record.
    fn heap_step(&mut self) -> Option<Result<BbExec, Error>> {
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

/// Consecutive executions from [`BbExecIter::next_batch`].
#[derive(Debug)]
pub struct ExecBatch<'b> {
    /// Record number of the first.
    pub first_recnum: u64,
    /// (time, block number, offset in `qtrace.bb` of the record) of each.
    pub execs: &'b [(u64, u64, usize)],
}

/// Consecutive executions from [`BbExecIter::next_runs`].
#[derive(Debug)]
pub enum Runs<'b> {
    /// As [`BbExecIter::next_batch`] gives them.
    Plain(ExecBatch<'b>),
    /// A chunk sorted by the fast engine.
    Sorted(SortedRuns<'b>),
}

/// Executions in time order as sort keys: execution `i` (record number `first_recnum + i`) started
/// at `lo + (keys[i] >> 24)` and ran block `bbs[keys[i] & 0xff_ffff]`; see [`Self::iter`].
#[derive(Debug)]
pub struct SortedRuns<'b> {
    /// Record number of the first.
    pub first_recnum: u64,
    /// Time base.
    pub lo: u64,
    /// Time since `lo` (high bits) and run index (low 24 bits) of each execution.
    pub keys: &'b [u64],
    /// Block number of each run.
    pub bbs: &'b [u64],
}

impl SortedRuns<'_> {
    /// (time, block number) of each execution.
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        self.keys
            .iter()
            .map(move |&k| (self.time_of(k), self.bbs[Self::run_of(k)]))
    }

    /// The start time of the execution with key `k`.
    #[inline]
    pub fn time_of(&self, k: u64) -> u64 {
        (k >> INDEX_BITS) + self.lo
    }

    /// The run (index into `bbs`) of the execution with key `k`.
    #[inline]
    pub fn run_of(k: u64) -> usize {
        (k & ((1u64 << INDEX_BITS) - 1)) as usize
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::{encode_bb, Rng};

    /// The Android rule written plainly: before each record, every pending repetition strictly
    /// earlier goes first, earliest first and among equal times the last queued; then the rest.
    fn reference(recs: &[BbRecord]) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        // (time, seq, bb, diff, left)
        let mut pend: Vec<(u64, u64, u64, u64, u32)> = Vec::new();
        let pop = |pend: &mut Vec<(u64, u64, u64, u64, u32)>, out: &mut Vec<(u64, u64)>| {
            let i = (0..pend.len())
                .min_by_key(|&i| (pend[i].0, std::cmp::Reverse(pend[i].1)))
                .unwrap();
            let (t, _, bb, d, left) = pend.remove(i);
            out.push((bb, t));
            if left > 0 {
                pend.push((t + d, out.len() as u64, bb, d, left - 1));
            }
        };
        for r in recs {
            while pend.iter().any(|p| p.0 < r.start_time) {
                pop(&mut pend, &mut out);
            }
            out.push((r.bb_num, r.start_time));
            if r.repeat > 0 {
                pend.push((
                    r.start_time + r.time_diff,
                    out.len() as u64,
                    r.bb_num,
                    r.time_diff,
                    r.repeat - 1,
                ));
            }
        }
        while !pend.is_empty() {
            pop(&mut pend, &mut out);
        }
        out
    }

    fn execs(recs: &[BbRecord]) -> Vec<(u64, u64)> {
        let b = encode_bb(recs);
        let got: Vec<BbExec> = BbExecIter::new(&b, "bb", None)
            .collect::<Result<_, _>>()
            .unwrap();
        for (i, x) in got.iter().enumerate() {
            assert_eq!(x.recnum, i as u64 + 1);
        }
        // Batches handed over without a copy (after one execution taken alone, so that both the
        // whole-buffer and the part-buffer cases run) give the same executions.
        let mut it = BbExecIter::new(&b, "bb", None);
        let mut batched: Vec<BbExec> = it.next().map(Result::unwrap).into_iter().collect();
        let mut buf = Vec::new();
        while let Some(first) = it.next_batch_into(&mut buf) {
            let first = first.unwrap();
            assert_eq!(first, batched.len() as u64 + 1);
            assert!(!buf.is_empty());
            batched.extend(
                buf.iter()
                    .enumerate()
                    .map(|(i, &(time, bb_num, offset))| BbExec {
                        time,
                        bb_num,
                        recnum: first + i as u64,
                        offset,
                    }),
            );
        }
        assert_eq!(batched, got);
        // Runs (sorted chunks as they are, or plain batches), after one execution taken alone.
        let mut it = BbExecIter::new(&b, "bb", None);
        let mut runs: Vec<(u64, u64, u64)> = it
            .next()
            .map(|e| e.map(|e| (e.time, e.bb_num, e.recnum)).unwrap())
            .into_iter()
            .collect();
        while let Some(r) = it.next_runs() {
            let (first, execs): (u64, Vec<(u64, u64)>) = match r.unwrap() {
                Runs::Plain(b) => (b.first_recnum, b.execs.iter().map(|e| (e.0, e.1)).collect()),
                Runs::Sorted(s) => (s.first_recnum, s.iter().collect()),
            };
            assert_eq!(first, runs.len() as u64 + 1);
            assert!(!execs.is_empty());
            runs.extend(
                execs
                    .iter()
                    .enumerate()
                    .map(|(i, &(t, bb))| (t, bb, first + i as u64)),
            );
        }
        let want: Vec<(u64, u64, u64)> = got.iter().map(|x| (x.time, x.bb_num, x.recnum)).collect();
        assert_eq!(runs, want);
        got.iter().map(|x| (x.bb_num, x.time)).collect()
    }

    #[test]
    fn both_engines_give_the_reference_order() {
        let mut rng = Rng::new(0x9e37_79b9_7f4a_7c15);
        // Sparse times (the fast engine's case) and dense ones (ties: the heap's), short and long
        // traces (several chunks), small and huge repeat counts.
        for case in 0..300 {
            let dense = case % 3 == 0;
            let n = 1 + rng.below(if case % 10 == 0 { 2000 } else { 40 }) as usize;
            let mut t = 0u64;
            let mut recs = Vec::new();
            for _ in 0..n {
                t += 1 + rng.below(if dense { 3 } else { 1000 });
                let repeat = match rng.below(10) {
                    0..=3 => 0,
                    4..=7 => 1 + rng.below(3) as u32,
                    8 => rng.below(50) as u32,
                    _ => rng.below(3000) as u32,
                };
                let time_diff = if dense {
                    rng.below(4)
                } else {
                    1 + rng.below(5000)
                };
                recs.push(BbRecord {
                    bb_num: 1 + rng.below(20),
                    start_time: t,
                    repeat,
                    time_diff: if repeat == 0 { 0 } else { time_diff },
                });
            }
            assert_eq!(execs(&recs), reference(&recs), "case {case}");
        }
    }

    #[test]
    fn runs_left_over_by_the_fast_engine_keep_their_queue_order() {
        // A first chunk the fast engine sorts, ending with runs whose repetitions go on past the
        // next chunk's first record and then meet at one time (a tie, so the heap orders them:
        // the run whose last execution in the first chunk came later goes first, whichever
        // started first).
        let mut recs: Vec<BbRecord> = (0..CHUNK as u64 - 2)
            .map(|i| BbRecord {
                bb_num: 1 + i % 7,
                start_time: 10 * (i + 1),
                repeat: 0,
                time_diff: 0,
            })
            .collect();
        let t = 10 * CHUNK as u64;
        // Block 20 runs at t and t + 45 before t + 50, block 21 at t + 10; both again at t + 90.
        for (bb, start, diff) in [(20, t, 45), (21, t + 10, 80)] {
            recs.push(BbRecord {
                bb_num: bb,
                start_time: start,
                repeat: 4,
                time_diff: diff,
            });
        }
        for i in 0..5 {
            recs.push(BbRecord {
                bb_num: 30 + i,
                start_time: t + 50 + i,
                repeat: 0,
                time_diff: 0,
            });
        }
        let got = execs(&recs);
        assert_eq!(got, reference(&recs));
        let at: Vec<u64> = got.iter().filter(|e| e.1 == t + 90).map(|e| e.0).collect();
        assert_eq!(at, [20, 21]);
    }
}

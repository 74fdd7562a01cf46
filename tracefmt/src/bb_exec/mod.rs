//! Time-ordered block executions of `qtrace.bb`: records merged with their pending repetitions.
//!
//! Two engines give the same sequence. The exact one is the Android `BBReader` rule on a heap; the
//! fast one takes the records a chunk at a time, expands every execution due before the next
//! chunk's first record and sorts them by time. It is used only when that is provably the same
//! order: no two executions of the chunk at the same time (the tie rules are the heap's), and the
//! chunk is small enough to expand. Otherwise the chunk goes through the heap.

mod chunk;
mod deliver;
mod heap;
mod radix;
mod runs;
#[cfg(test)]
mod tests;

use std::collections::BinaryHeap;

use crate::bb::{BbRecord, BbRecordIter};
use crate::bb_split::BbSegment;
use crate::error::Error;

use chunk::Stream;
use heap::{Due, Future};
pub use runs::{ExecBatch, Runs, SortedRuns};

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
    /// A chunk was decoded whole: every execution handed over since the last call (or the
    /// start) is one [`BbExecIter`] gives too. The executions of a chunk that fails to decode
    /// are handed over without this call, and the iterator leaves all of them out: a visitor
    /// that must give what the iterator gives holds them until this call.
    fn chunk_end(&mut self) {}
}

/// Records per chunk of the fast engine.
const CHUNK: usize = 1024;
/// Most executions one chunk may expand to (and the bits of a sort key's stream index).
const MAX_EXPAND: usize = 1 << 20;
const INDEX_BITS: u32 = 24;
/// Time spans a sort key holds.
const MAX_SPAN: u64 = 1 << (64 - INDEX_BITS);

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
}

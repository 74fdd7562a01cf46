//! The batches of executions that [`BbExecIter`](super::BbExecIter) hands out.

use super::INDEX_BITS;

/// Consecutive executions from [`BbExecIter::next_batch`](super::BbExecIter::next_batch).
#[derive(Debug)]
pub struct ExecBatch<'b> {
    /// Record number of the first.
    pub first_recnum: u64,
    /// (time, block number, offset in `qtrace.bb` of the record) of each.
    pub execs: &'b [(u64, u64, usize)],
}

/// Consecutive executions from [`BbExecIter::next_runs`](super::BbExecIter::next_runs).
#[derive(Debug)]
pub enum Runs<'b> {
    /// As [`BbExecIter::next_batch`](super::BbExecIter::next_batch) gives them.
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

//! Instruction start times read as a stream: from `qtrace.insn`, or rebuilt from a compact
//! trace a chunk at a time (the same times the qtrace v2 export would write, without
//! making it).
//!
//! The compact trace stores no instruction times: the export replays its events into the
//! Android recorder, whose instruction thread rebuilds each execution's times from the
//! block's static costs and the condition mask (`record::android`'s `InsnWorker`), and
//! `qtrace.insn` stores them as runs of equal differences. [`CompactInsnTimes`] does that
//! thread's work as it is read and hands out what reading the file back gives, so its
//! memory is one decoded chunk and a cost table per static block, not the trace.

use crate::compact::decode::{ChunkDecoder, Sink};
use crate::compact::CompactReader;
use crate::error::Result;
use crate::insn::InsnTimeIter;
use crate::record::{record_time, BlockTable, ExecEvent, InsnRuns, Process};

/// The instruction start times of a trace in either form (see [`crate::TraceReader::insn_times`]).
#[derive(Debug)]
pub enum InsnTimes<'a> {
    /// Read from `qtrace.insn`.
    File(InsnTimeIter<'a>),
    /// Rebuilt from a compact trace's chunks.
    Compact(Box<CompactInsnTimes<'a>>),
}

impl InsnTimes<'_> {
    /// The next time at or after `min_time`, skipping earlier ones (as
    /// [`InsnTimeIter::next_at_or_after`]).
    pub fn next_at_or_after(&mut self, min_time: u64) -> Option<Result<u64>> {
        loop {
            match self.next()? {
                Ok(t) if t < min_time => continue,
                other => return Some(other),
            }
        }
    }
}

impl Iterator for InsnTimes<'_> {
    type Item = Result<u64>;

    #[inline]
    fn next(&mut self) -> Option<Result<u64>> {
        match self {
            InsnTimes::File(f) => f.next(),
            InsnTimes::Compact(c) => c.next(),
        }
    }
}

/// The sink that keeps a chunk's executed-block events and exception markers (process
/// events and the end carry no instruction times).
struct Keep<'v>(&'v mut Vec<ExecEvent>);

impl Sink for Keep<'_> {
    #[inline(always)]
    fn event(&mut self, ev: ExecEvent) {
        self.0.push(ev);
    }

    fn process(&mut self, _: Process) {}

    fn end(&mut self, _: u64) {}
}

/// The instruction start times of a compact trace, rebuilt a chunk at a time; the values
/// (and their order) are those of the qtrace v2 export's `qtrace.insn` read back. A chunk
/// that fails to decode gives its error after the times of the executions before it, then
/// the iteration ends.
pub struct CompactInsnTimes<'a> {
    reader: &'a CompactReader,
    /// Blocks defined for each chunk's executions.
    defined: Vec<u32>,
    next_chunk: usize,
    dec: ChunkDecoder,
    /// The current chunk's events and the next one to look at.
    events: Vec<ExecEvent>,
    pos: usize,
    /// The costs of the blocks defined so far (as the export's instruction thread keeps
    /// them) and how many there are.
    table: BlockTable,
    known: usize,
    /// The last execution, whose times wait until it is known whether an exception cut it
    /// short (see `InsnWorker` in `record::android`).
    pending: ExecEvent,
    has_pending: bool,
    scratch: Vec<(u32, u32)>,
    last_bb_time: u64,
    /// `qtrace.insn`'s encoder state (`InsnEncoder::prev_time`) and the time its reader
    /// would be at: a time that goes back is stored as a zero difference.
    enc_prev: u64,
    time: u64,
    /// Times made and not yet handed out.
    out: Vec<u64>,
    out_pos: usize,
    finished: bool,
}

impl std::fmt::Debug for CompactInsnTimes<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CompactInsnTimes")
            .field("next_chunk", &self.next_chunk)
            .field("time", &self.time)
            .finish_non_exhaustive()
    }
}

impl<'a> CompactInsnTimes<'a> {
    /// The times of `reader`'s trace from its start.
    pub fn new(reader: &'a CompactReader) -> CompactInsnTimes<'a> {
        let blocks = reader.blocks().len();
        // As the export sends them: every block up to the largest count defined so far.
        let mut most = 0usize;
        let defined = reader
            .chunks()
            .iter()
            .map(|c| {
                most = most.max((c.blocks_defined as usize).min(blocks));
                most as u32
            })
            .collect();
        CompactInsnTimes {
            reader,
            defined,
            next_chunk: 0,
            dec: ChunkDecoder::default(),
            events: Vec::new(),
            pos: 0,
            table: BlockTable::default(),
            known: 0,
            pending: ExecEvent::default(),
            has_pending: false,
            scratch: Vec::new(),
            last_bb_time: 0,
            enc_prev: 0,
            time: 0,
            out: Vec::new(),
            out_pos: 0,
            finished: false,
        }
    }

    /// Hands out the first `limit` instruction times of the pending execution, as
    /// `InsnWriter::record_insn_runs` stores them and `InsnTimeIter` reads them back.
    fn write_pending(&mut self, limit: usize) {
        if !std::mem::take(&mut self.has_pending) {
            return;
        }
        let CompactInsnTimes {
            table,
            pending,
            scratch,
            enc_prev,
            time,
            out,
            ..
        } = self;
        table.insn_runs(pending, limit, scratch, |first, runs| {
            // `InsnEncoder::push`: the difference to the latest time so far, 0 if it went back.
            *time = time.wrapping_add(first.saturating_sub(*enc_prev));
            *enc_prev = (*enc_prev).max(first);
            out.push(*time);
            let mut run = |diff: u64, count: u64| {
                if count == 0 {
                    return;
                }
                *enc_prev = enc_prev.saturating_add(diff.saturating_mul(count));
                for _ in 0..count {
                    *time = time.wrapping_add(diff);
                    out.push(*time);
                }
            };
            match runs {
                InsnRuns::Wide(r) => r.iter().for_each(|&(d, n)| run(u64::from(d), u64::from(n))),
                InsnRuns::Narrow(r) => r.iter().for_each(|&(d, n)| run(u64::from(d), u64::from(n))),
            }
        });
    }

    /// Takes in the next event (`InsnWorker::executed`'s step).
    #[inline]
    fn event(&mut self, ev: ExecEvent) {
        if ev.bb == 0 || ev.bb as usize > self.known {
            if let Some(x) = ev.as_exception() {
                // It cut the pending execution short.
                self.write_pending(x.insns.map_or(usize::MAX, |n| n as usize));
            }
            return;
        }
        self.write_pending(usize::MAX);
        self.pending.time = record_time(ev.time, &mut self.last_bb_time);
        self.pending.bb = ev.bb;
        self.pending.mask = ev.mask;
        self.has_pending = true;
    }

    /// Decodes the next chunk, first adding the costs of the blocks it may run.
    fn load_chunk(&mut self) -> Result<()> {
        let k = self.next_chunk;
        self.next_chunk += 1;
        let defined = self.defined[k] as usize;
        let blocks = self.reader.blocks();
        for b in blocks.get(self.known..defined).unwrap_or(&[]) {
            self.table.push(b.costs.clone(), b.mask_bits);
        }
        self.known = self.known.max(defined);
        self.events.clear();
        self.pos = 0;
        self.reader
            .run_chunk(k, &mut self.dec, &mut Keep(&mut self.events))
    }

    /// Makes more times into `out` (emptied first); `None` at the end.
    fn refill(&mut self) -> Option<Result<()>> {
        self.out.clear();
        self.out_pos = 0;
        while self.out.is_empty() {
            if let Some(&ev) = self.events.get(self.pos) {
                self.pos += 1;
                self.event(ev);
                continue;
            }
            if self.finished {
                return None;
            }
            if self.next_chunk == self.defined.len() {
                self.finished = true;
                self.write_pending(usize::MAX);
                continue;
            }
            if let Err(e) = self.load_chunk() {
                // The executions decoded before the damage are not handed out: the
                // export stops at a chunk that fails.
                self.events.clear();
                self.finished = true;
                return Some(Err(e));
            }
        }
        Some(Ok(()))
    }
}

impl Iterator for CompactInsnTimes<'_> {
    type Item = Result<u64>;

    #[inline]
    fn next(&mut self) -> Option<Result<u64>> {
        if let Some(&t) = self.out.get(self.out_pos) {
            self.out_pos += 1;
            return Some(Ok(t));
        }
        match self.refill()? {
            Ok(()) => {
                self.out_pos = 1;
                Some(Ok(self.out[0]))
            }
            Err(e) => {
                self.has_pending = false;
                Some(Err(e))
            }
        }
    }
}

#[cfg(test)]
#[path = "insn_stream_tests.rs"]
mod tests;

//! The shared decoding loop: `.bb` decoded on other threads and merged in order with `.exc`
//! (instruction counts cut short) and `.pid`, one execution at a time.

use std::io::IsTerminal;
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender};

use anyhow::{Context, Result};
use tracefmt::bb_split::BbSegment;
use tracefmt::exc::ExcIter;
use tracefmt::TraceReader;

use super::pids::Pids;
use super::{Cut, Exe, AHEAD, DECODERS, SEGMENT_EXECS};

/// One block execution from [`Stream`]: time, block number, record number, instructions.
#[derive(Debug, Clone, Copy)]
pub(super) struct Exec {
    pub(super) time: u64,
    pub(super) bb: usize,
    pub(super) recnum: u64,
    pub(super) num_insns: u32,
}

/// The merged stream of `.bb` (executions), `.exc` (instruction counts cut short) and `.pid`.
pub(super) struct Stream<'a> {
    /// Batches of executions from each decoding thread, and the ways back for emptied buffers.
    execs: Vec<Receiver<Batch>>,
    spare: Vec<Sender<Vec<Exe>>>,
    /// The decoding thread of the segment being read.
    from: usize,
    exc: ExcIter<'a>,
    /// Record number and instruction count of the next exception record; [`Cut::NONE`] when none.
    exc_next: Cut,
    pub(super) pids: Pids<'a>,
    lens: Vec<u32>,
    /// The current batch of executions: (time, block, record offset), the first's record number,
    /// and the position in it.
    buf: Vec<Exe>,
    first: u64,
    pos: usize,
    bar: Option<indicatif::ProgressBar>,
    dir: &'a std::path::Path,
}

/// Executions as a decoding thread sends them; an empty batch ends its segment.
struct ExecBatch {
    /// Record number of the first.
    first: u64,
    execs: Vec<Exe>,
}

/// A batch from the decoding thread, or the error that ends the trace.
type Batch = std::result::Result<ExecBatch, tracefmt::Error>;

/// Runs `body` with a [`Stream`] of `reader` whose block executions are decoded on other threads:
/// one finds the segments, [`DECODERS`] decode them in turn and the replay reads them in order.
/// Each thread sends its segment's batches and then an empty batch.
pub(super) fn with_stream<R>(
    reader: &TraceReader,
    body: impl FnOnce(&mut Stream<'_>) -> Result<R>,
) -> Result<R> {
    std::thread::scope(|sc| {
        let mut execs = Vec::new();
        let mut spares = Vec::new();
        let mut tasks = Vec::new();
        for _ in 0..DECODERS {
            let (tx, rx) = sync_channel::<Batch>(AHEAD);
            let (spare_tx, spare_rx) = channel::<Vec<Exe>>();
            let (task_tx, task_rx) = channel::<BbSegment>();
            execs.push(rx);
            spares.push(spare_tx);
            tasks.push(task_tx);
            sc.spawn(move || {
                for seg in task_rx {
                    let mut it = reader.bb_segment_execs(&seg);
                    loop {
                        let mut v = spare_rx.try_recv().unwrap_or_default();
                        let Some(b) = it.next_batch_into(&mut v) else {
                            break;
                        };
                        let msg = b.map(|first| ExecBatch { first, execs: v });
                        let stop = msg.is_err();
                        if tx.send(msg).is_err() || stop {
                            return; // The replay ended early, or this was the error that ends it.
                        }
                    }
                    let end = ExecBatch {
                        first: 0,
                        execs: Vec::new(),
                    };
                    if tx.send(Ok(end)).is_err() {
                        return;
                    }
                }
            });
        }
        sc.spawn(move || {
            for (i, seg) in reader.bb_segments(SEGMENT_EXECS).enumerate() {
                if tasks[i % DECODERS].send(seg).is_err() {
                    break;
                }
            }
        });
        let mut st = Stream::new(reader, execs, spares)?;
        body(&mut st)
    })
}

/// A progress bar over `reader`'s block executions when stderr is a terminal and the trace is
/// long.
pub(crate) fn progress_bar(reader: &TraceReader) -> Option<indicatif::ProgressBar> {
    let total = reader.header().num_dynamic_bb;
    (std::io::stderr().is_terminal() && total > 1_000_000).then(|| {
        let b = indicatif::ProgressBar::new(total);
        b.set_style(
            indicatif::ProgressStyle::with_template("{bar:40} {percent}% {per_sec} {eta}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        b
    })
}

impl<'a> Stream<'a> {
    fn new(
        reader: &'a TraceReader,
        execs: Vec<Receiver<Batch>>,
        spare: Vec<Sender<Vec<Exe>>>,
    ) -> Result<Self> {
        let bar = progress_bar(reader);
        let mut s = Stream {
            execs,
            spare,
            from: 0,
            exc: reader.exceptions(),
            exc_next: Cut::default(),
            pids: Pids::new(reader),
            lens: reader.block_lens(),
            buf: Vec::new(),
            first: 0,
            pos: 0,
            bar,
            dir: reader.dir(),
        };
        s.next_exception()?;
        s.pids.peek()?;
        Ok(s)
    }

    fn next_exception(&mut self) -> Result<()> {
        self.exc_next = match self.exc.next() {
            Some(r) => {
                let e = r.with_context(|| format!("reading {}", self.dir.display()))?;
                Cut {
                    recnum: e.recnum,
                    num_insns: e.num_insns,
                }
            }
            None => Cut::NONE,
        };
        Ok(())
    }

    /// Takes the next batch of executions; false at the end.
    fn fill(&mut self) -> Result<bool> {
        let ExecBatch { first, execs: v } = loop {
            let Ok(b) = self.execs[self.from].recv() else {
                return Ok(false);
            };
            let b = b.with_context(|| format!("reading {}", self.dir.display()))?;
            if !b.execs.is_empty() {
                break b;
            }
            // The end of a segment: the next one is the next thread's.
            self.from = (self.from + 1) % self.execs.len();
        };
        let old = std::mem::replace(&mut self.buf, v);
        let _ = self.spare[self.from].send(old);
        self.first = first;
        self.pos = 0;
        if let Some(bar) = &self.bar {
            if (first ^ (first + self.buf.len() as u64)) >> 20 != 0 {
                bar.set_position(first);
            }
        }
        Ok(!self.buf.is_empty())
    }

    /// The next execution, with its instruction count (the first exception record with its record
    /// number overrides the block's).
    #[inline]
    pub(super) fn next(&mut self) -> Result<Option<Exec>> {
        if self.pos == self.buf.len() && !self.fill()? {
            return Ok(None);
        }
        let (time, bb, _) = self.buf[self.pos];
        let recnum = self.first + self.pos as u64;
        self.pos += 1;
        let bb = bb as usize;
        let mut num_insns = self.lens[bb];
        if recnum >= self.exc_next.recnum {
            num_insns = self.exception(recnum, num_insns)?;
        }
        Ok(Some(Exec {
            time,
            bb,
            recnum,
            num_insns,
        }))
    }

    /// The instruction count of execution `recnum` (`full` unless an exception record names it):
    /// the first exception record with its record number wins.
    #[cold]
    fn exception(&mut self, recnum: u64, full: u32) -> Result<u32> {
        while recnum > self.exc_next.recnum {
            self.next_exception()?;
        }
        if recnum != self.exc_next.recnum {
            return Ok(full);
        }
        let n = self.exc_next.num_insns;
        while self.exc_next.recnum == recnum {
            self.next_exception()?;
        }
        Ok(n)
    }
}

impl Drop for Stream<'_> {
    fn drop(&mut self) {
        if let Some(b) = &self.bar {
            b.finish_and_clear();
        }
    }
}

//! The shared decoding loop: `.bb` decoded on other threads and merged in order with `.exc`
//! (instruction counts cut short) and `.pid`, one execution at a time.

use std::io::IsTerminal;
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender, SyncSender};

use anyhow::{Context, Result};
use tracefmt::bb_exec::ExecVisitor;
use tracefmt::bb_split::BbSegment;
use tracefmt::TraceReader;

use super::pids::Pids;
use super::{Cuts, DECODERS, SEGMENT_EXECS};

/// Executions per batch sent from a decoding thread to the replay.
const PIECE: usize = 1 << 14;
/// Batches a decoding thread may have ready: with [`PIECE`], 8 MB of executions each, whatever
/// the size of the trace's chunks. (A whole chunk per batch, as before, let each thread queue up
/// to 128 chunks of up to 24 MB ahead of a replay slower than the decoding: 3 GB and more.)
const PIECES_AHEAD: usize = 32;

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
    spare: Vec<Sender<Piece>>,
    /// The decoding thread of the segment being read.
    from: usize,
    /// The exception records: the instruction counts they cut short.
    cuts: Cuts<'a>,
    pub(super) pids: Pids<'a>,
    lens: Vec<u32>,
    /// The current batch of executions: (time, block), the first's record number, and the
    /// position in it.
    buf: Piece,
    first: u64,
    pos: usize,
    bar: Option<indicatif::ProgressBar>,
    dir: &'a std::path::Path,
}

/// Executions as a decoding thread sends them; an empty batch ends its segment.
struct ExecBatch {
    /// Record number of the first.
    first: u64,
    execs: Piece,
}

/// At most [`PIECE`] executions: time and block number.
type Piece = Vec<(u64, u64)>;

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
            let (tx, rx) = sync_channel::<Batch>(PIECES_AHEAD);
            let (spare_tx, spare_rx) = channel::<Piece>();
            let (task_tx, task_rx) = channel::<BbSegment>();
            execs.push(rx);
            spares.push(spare_tx);
            tasks.push(task_tx);
            sc.spawn(move || {
                let mut f = Feeder {
                    tx: &tx,
                    spare: &spare_rx,
                    held: Vec::new(),
                    first: 0,
                    hung_up: false,
                };
                for seg in task_rx {
                    if !f.segment(reader, &seg) {
                        return; // The replay ended early, or an error ended the trace.
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
        spare: Vec<Sender<Piece>>,
    ) -> Result<Self> {
        let bar = progress_bar(reader);
        let mut s = Stream {
            execs,
            spare,
            from: 0,
            cuts: Cuts::new(reader),
            pids: Pids::new(reader),
            lens: reader.block_lens(),
            buf: Vec::new(),
            first: 0,
            pos: 0,
            bar,
            dir: reader.dir(),
        };
        s.cuts.advance()?;
        s.pids.peek()?;
        Ok(s)
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
        let (time, bb) = self.buf[self.pos];
        let recnum = self.first + self.pos as u64;
        self.pos += 1;
        let bb = bb as usize;
        let mut num_insns = self.lens[bb];
        if recnum >= self.cuts.next.recnum {
            num_insns = self.cuts.insns(recnum, num_insns)?;
        }
        Ok(Some(Exec {
            time,
            bb,
            recnum,
            num_insns,
        }))
    }
}

impl Drop for Stream<'_> {
    fn drop(&mut self) {
        if let Some(b) = &self.bar {
            b.finish_and_clear();
        }
    }
}

/// A decoding thread's side of the stream: a segment's executions in pieces of [`PIECE`], each
/// chunk's sent once it has decoded whole (so that a damaged chunk gives none of its executions,
/// as [`TraceReader::bb_segment_execs`] gives them), then an empty batch.
struct Feeder<'c> {
    tx: &'c SyncSender<Batch>,
    spare: &'c Receiver<Piece>,
    /// The pieces of the chunk being decoded, the last one being filled.
    held: Vec<Piece>,
    /// Record number of the first held execution.
    first: u64,
    /// The replay stopped reading.
    hung_up: bool,
}

impl Feeder<'_> {
    /// Sends segment `seg`'s executions; false when the replay hung up or an error ended them.
    fn segment(&mut self, reader: &TraceReader, seg: &BbSegment) -> bool {
        self.first = seg.execs_before + 1;
        let r = match reader.bb_segment_visit(seg, self) {
            Some(r) => r,
            None => self.iterate(reader, seg),
        };
        if let Err(e) = r {
            self.held.clear();
            let _ = self.tx.send(Err(e));
            return false;
        }
        self.send_held();
        let end = ExecBatch {
            first: 0,
            execs: Vec::new(),
        };
        !self.hung_up && self.tx.send(Ok(end)).is_ok()
    }

    /// A qtrace v2 segment, from its iterator.
    fn iterate(&mut self, reader: &TraceReader, seg: &BbSegment) -> tracefmt::Result<()> {
        let mut it = reader.bb_segment_execs(seg);
        while let Some(b) = it.next_batch() {
            for piece in b?.execs.chunks(PIECE) {
                let mut v = self.piece();
                v.extend(piece.iter().map(|&(t, bb, _)| (t, bb)));
                self.held.push(v);
                self.send_held();
                if self.hung_up {
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// An empty piece, reused when the replay has given one back.
    fn piece(&self) -> Piece {
        let mut v = self.spare.try_recv().unwrap_or_default();
        v.clear();
        v.reserve(PIECE);
        v
    }

    fn send_held(&mut self) {
        for execs in self.held.drain(..) {
            let n = execs.len() as u64;
            if self.hung_up || n == 0 {
                continue;
            }
            let msg = ExecBatch {
                first: self.first,
                execs,
            };
            self.hung_up = self.tx.send(Ok(msg)).is_err();
            self.first += n;
        }
    }
}

impl ExecVisitor for Feeder<'_> {
    fn execs(&mut self, times: &[u64], bbs: &[u32]) {
        if self.hung_up {
            return;
        }
        let mut i = 0;
        while i < times.len() {
            if self.held.last().is_none_or(|p| p.len() == PIECE) {
                let p = self.piece();
                self.held.push(p);
            }
            let Some(p) = self.held.last_mut() else { break };
            let n = (PIECE - p.len()).min(times.len() - i);
            let new = times[i..i + n].iter().zip(&bbs[i..i + n]);
            p.extend(new.map(|(&t, &bb)| (t, u64::from(bb))));
            i += n;
        }
    }

    fn done(&self) -> bool {
        self.hung_up
    }

    fn chunk_end(&mut self) {
        self.send_held();
    }
}

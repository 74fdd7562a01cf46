//! A compact trace read through [`TraceReader`]'s interface, without converting it.
//!
//! Opening makes one pass over the chunks (summarised on every core, applied in order)
//! that writes the small files of the Android form (`qtrace.static`, `.exc`, `.pid`,
//! `.method`, the header) as the export would (the header's used-pid statistics may
//! differ, see [`TraceWriter::count_bb_run`]; `qtools check` reads the export), and notes
//! where each chunk's executions start (their record numbers and the last block time
//! before them). The
//! executions themselves are never written: [`TraceReader::bb_segments`] cuts the trace
//! at chunk boundaries and [`TraceReader::bb_segment_execs`] decodes a segment's chunks
//! into the executions the export's `qtrace.bb` would give, so the block-level analyses
//! run on all cores straight from the chunks. Only the instruction times and the raw
//! `qtrace.bb` records need the full export, made on first use.

use std::path::{Path, PathBuf};
use std::sync::mpsc::sync_channel;
use std::sync::OnceLock;

use super::decode::{ChunkDecoder, Sink};
use super::reader::{CompactReader, Decoded};
use super::summary::{SumItem, SumRun, Summary};
use crate::bb::BbRecord;
use crate::bb_exec::{BbExecIter, ExecVisitor};
use crate::bb_split::BbSegment;
use crate::error::{Error, Result};
use crate::record::{record_time, ExceptionEvent, ExecEvent, Process, TIME_BASE};
use crate::{FinishInfo, TraceReader, TraceWriter};

/// Where one chunk's executions start.
#[derive(Debug, Clone, Copy)]
struct ChunkStart {
    /// Block executions (not exception markers) before the chunk.
    execs_before: u64,
    /// The last block record time before the chunk (the base of [`record_time`]).
    last_time: u64,
    /// Blocks defined for the chunk's executions (the export drops others).
    defined: u32,
}

/// What a [`TraceReader`] of a compact trace keeps besides the small files.
pub(crate) struct Backend {
    reader: CompactReader,
    starts: Vec<ChunkStart>,
    /// The time of the closing (block 0) event.
    closing: u64,
    /// Buffers of decoded chunks, reused from segment to segment.
    pool: Pool<Vec<(u64, u64, usize)>>,
    /// Chunk decoders, reused from segment to segment: their prediction tables (a few words
    /// per static block, reset per chunk by its number) would otherwise be allocated and
    /// filled for every segment, and the freed tables fragmented the heap of long runs.
    decoders: Pool<ChunkDecoder>,
    /// The full qtrace v2 export, made on first use.
    full: OnceLock<std::result::Result<(TempDir, TraceReader), String>>,
}

impl std::fmt::Debug for Backend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Backend")
            .field("dir", &self.reader.dir())
            .field("chunks", &self.starts.len())
            .finish_non_exhaustive()
    }
}

/// The sink that turns a chunk's events into the executions of `qtrace.bb`: blocks only,
/// at their record times.
struct Execs<'p> {
    out: Pooled<'p, Vec<(u64, u64, usize)>>,
    last: u64,
    defined: u32,
    chunk: usize,
}

impl Sink for Execs<'_> {
    #[inline(always)]
    fn event(&mut self, ev: ExecEvent) {
        if ev.bb == 0 || ev.bb > self.defined {
            return;
        }
        let t = record_time(ev.time, &mut self.last);
        self.out.push((t, u64::from(ev.bb), self.chunk));
    }

    fn process(&mut self, _: Process) {}

    fn end(&mut self, _: u64) {}
}

/// Executions per call of [`ExecVisitor::execs`]: few enough to stay in the first-level
/// cache between the decoder writing them and the visitor reading them.
const VISIT_BATCH: usize = 1024;

/// The sink that hands a chunk's executions to an [`ExecVisitor`] as [`Execs`] would
/// store them, in small batches instead of a chunk's worth of tuples.
struct Visit<'v, V> {
    v: &'v mut V,
    last: u64,
    defined: u32,
    n: usize,
    times: [u64; VISIT_BATCH],
    bbs: [u32; VISIT_BATCH],
}

impl<V: ExecVisitor> Visit<'_, V> {
    fn flush(&mut self) {
        if self.n > 0 {
            self.v.execs(&self.times[..self.n], &self.bbs[..self.n]);
            self.n = 0;
        }
    }
}

impl<V: ExecVisitor> Sink for Visit<'_, V> {
    #[inline(always)]
    fn event(&mut self, ev: ExecEvent) {
        if ev.bb == 0 || ev.bb > self.defined {
            return;
        }
        let t = record_time(ev.time, &mut self.last);
        self.times[self.n] = t;
        self.bbs[self.n] = ev.bb;
        self.n += 1;
        if self.n == VISIT_BATCH {
            self.flush();
        }
    }

    fn process(&mut self, _: Process) {}

    fn end(&mut self, _: u64) {}
}

/// Executions handed out per call of a segment's source.
const PIECE: usize = 1 << 16;

/// Things kept for the next segment (buffers, decoders).
type Pool<T> = std::sync::Mutex<Vec<T>>;

/// A thing from a [`Pool`] (a new one if the pool is empty), given back on drop.
struct Pooled<'p, T: Default> {
    item: T,
    pool: &'p Pool<T>,
}

impl<'p, T: Default> Pooled<'p, T> {
    fn take(pool: &'p Pool<T>) -> Pooled<'p, T> {
        let item = pool
            .lock()
            .ok()
            .and_then(|mut p| p.pop())
            .unwrap_or_default();
        Pooled { item, pool }
    }
}

impl<T: Default> std::ops::Deref for Pooled<'_, T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.item
    }
}

impl<T: Default> std::ops::DerefMut for Pooled<'_, T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.item
    }
}

impl<T: Default> Drop for Pooled<'_, T> {
    fn drop(&mut self) {
        if let Ok(mut p) = self.pool.lock() {
            p.push(std::mem::take(&mut self.item));
        }
    }
}

/// A temporary directory, removed on drop.
#[derive(Debug)]
struct TempDir(PathBuf);

impl TempDir {
    fn new(what: &str) -> Result<TempDir> {
        let base = std::env::temp_dir();
        for i in 0..1000 {
            let p = base.join(format!("qtrace-{what}-{}-{i}", std::process::id()));
            match std::fs::create_dir(&p) {
                Ok(()) => return Ok(TempDir(p)),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(Error::Io { path: p, error: e }),
            }
        }
        Err(Error::Io {
            path: base,
            error: std::io::Error::other("no free temporary directory name"),
        })
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Opens the compact trace `dir` as a [`TraceReader`] (see the module note).
pub fn open(dir: &Path) -> Result<TraceReader> {
    let reader = CompactReader::open(dir)?;
    let tmp = TempDir::new("small")?;
    let mut writer = TraceWriter::create(&tmp.0, false)?;
    if let Some((s, u)) = super::export::recipe_start(&reader) {
        writer.set_start_time(s, u);
    }
    let chunks = reader.chunks();
    let defined_max = chunks
        .iter()
        .map(|c| c.blocks_defined as usize)
        .max()
        .unwrap_or(0)
        .min(reader.blocks().len());
    for b in &reader.blocks()[..defined_max] {
        writer.record_static_block(u64::from(b.n), b.addr, b.thumb, &b.words)?;
    }
    let counts: Vec<u32> = reader.blocks()[..defined_max]
        .iter()
        .map(|b| b.words.len() as u32)
        .collect();
    let mut st = Opening {
        writer,
        execs: 0,
        last_time: 0,
        max_time: 0,
        end: None,
    };
    let mut starts = Vec::with_capacity(chunks.len());
    let defined_of = |k: usize| (chunks[k].blocks_defined as usize).min(defined_max) as u32;
    // A chunk's summary from the file (exact record times), or made by decoding it.
    let summarise = |k: usize, dec: &mut ChunkDecoder| -> Result<(Summary, Option<u64>)> {
        if let Some(s) = reader.summary(k) {
            return Ok((s, None));
        }
        let mut sink = Summarise {
            defined: defined_of(k),
            counts: &counts,
            last: 0,
            run: None,
            out: Summary::default(),
            first_block: None,
        };
        reader.run_chunk(k, dec, &mut sink)?;
        sink.close();
        Ok((sink.out, sink.first_block))
    };
    for_each_chunk(&reader, summarise, |k, (sum, first_block)| -> Result<()> {
        let defined = defined_of(k);
        starts.push(ChunkStart {
            execs_before: st.execs,
            last_time: st.last_time,
            defined,
        });
        // The summary's times are the exact ones unless the chunk's first block would
        // have been moved past the previous chunk's last (see `record_time`).
        let exact = first_block.is_none_or(|raw| raw + TIME_BASE > st.last_time);
        if exact {
            st.apply_summary(&sum);
        } else {
            let mut decoded = Vec::new();
            reader.decode(k, usize::MAX, &mut ChunkDecoder::default(), &mut decoded)?;
            st.apply_exact(&decoded, defined);
        }
        Ok(())
    })?;
    let Opening {
        writer,
        last_time,
        max_time,
        end,
        ..
    } = st;
    let final_time = end.unwrap_or(max_time) + TIME_BASE;
    writer.finish(FinishInfo {
        final_time,
        elapsed_usecs: reader.elapsed_usecs(),
    })?;
    // The files stay readable through their maps once the directory is gone.
    let mut small = TraceReader::open(&tmp.0)?;
    drop(tmp);
    small.attach_compact(
        dir,
        Backend {
            reader,
            starts,
            closing: final_time.max(last_time + 1),
            pool: Pool::default(),
            decoders: Pool::default(),
            full: OnceLock::new(),
        },
    );
    Ok(small)
}

/// Summarises every chunk of `reader` with `work` on all cores and hands the results to
/// `apply` in chunk order.
fn for_each_chunk<T: Send>(
    reader: &CompactReader,
    work: impl Fn(usize, &mut ChunkDecoder) -> Result<T> + Sync,
    mut apply: impl FnMut(usize, T) -> Result<()>,
) -> Result<()> {
    let n = reader.num_chunks();
    let threads = std::thread::available_parallelism()
        .map_or(2, |p| p.get())
        .clamp(1, 16)
        .min(n.max(1));
    let work = &work;
    std::thread::scope(|s| -> Result<()> {
        let mut rxs = Vec::new();
        for t in 0..threads {
            let (tx, rx) = sync_channel::<Result<T>>(4);
            rxs.push(rx);
            s.spawn(move || {
                let mut dec = ChunkDecoder::default();
                for k in (t..n).step_by(threads) {
                    let r = work(k, &mut dec);
                    let stop = r.is_err();
                    if tx.send(r).is_err() || stop {
                        break;
                    }
                }
            });
        }
        for k in 0..n {
            let Ok(r) = rxs[k % threads].recv() else {
                break;
            };
            apply(k, r?)?;
        }
        Ok(())
    })
}

/// The opening pass's state: the writer of the small files and where the stream is.
struct Opening {
    writer: TraceWriter,
    /// Block executions so far.
    execs: u64,
    /// The last block record time.
    last_time: u64,
    /// The latest event time (an unfinished trace ends there).
    max_time: u64,
    end: Option<u64>,
}

impl Opening {
    fn exception(&mut self, x: ExceptionEvent) {
        let insns = x.insns.unwrap_or_else(|| self.writer.last_block_insns());
        self.writer
            .record_exception(x.time + TIME_BASE, x.pc, x.target, insns);
    }

    /// Applies a chunk's summary.
    fn apply_summary(&mut self, sum: &Summary) {
        for item in &sum.items {
            match item {
                SumItem::Run(r) => {
                    self.writer
                        .count_bb_run(r.n, r.insns, r.first, r.second, r.last);
                    self.execs += r.n;
                    self.last_time = r.last.1;
                }
                SumItem::Exception(x) => self.exception(*x),
                SumItem::Skipped => {}
                SumItem::Process(p) => p.write_to(&mut self.writer),
                SumItem::End(t) => self.end = Some(*t),
            }
        }
        self.max_time = self.max_time.max(sum.max_time);
    }

    /// Applies a chunk's events one by one.
    fn apply_exact(&mut self, decoded: &[Decoded], defined: u32) {
        for d in decoded {
            match d {
                Decoded::Events(evs) => {
                    for ev in evs {
                        self.max_time = self.max_time.max(ev.time);
                        if ev.bb == 0 || ev.bb > defined {
                            if let Some(x) = ev.as_exception() {
                                self.exception(x);
                            }
                            continue;
                        }
                        let t = record_time(ev.time, &mut self.last_time);
                        self.writer.count_bb(u64::from(ev.bb), t);
                        self.execs += 1;
                    }
                }
                Decoded::Process(p) => p.write_to(&mut self.writer),
                Decoded::End { final_time } => self.end = Some(*final_time),
            }
        }
    }
}

/// The sink that makes a [`Summary`] of a chunk without one. Record times start from 0,
/// which gives the exact ones unless the first block would move (checked when applying).
struct Summarise<'c> {
    defined: u32,
    /// Static instructions of block n at n - 1.
    counts: &'c [u32],
    last: u64,
    run: Option<SumRun>,
    out: Summary,
    /// The raw time of the chunk's first block execution.
    first_block: Option<u64>,
}

impl Summarise<'_> {
    fn close(&mut self) {
        if let Some(r) = self.run.take() {
            self.out.items.push(SumItem::Run(r));
        }
    }
}

impl Sink for Summarise<'_> {
    #[inline(always)]
    fn event(&mut self, ev: ExecEvent) {
        self.out.max_time = self.out.max_time.max(ev.time);
        if ev.bb == 0 || ev.bb > self.defined {
            self.close();
            self.out.items.push(match ev.as_exception() {
                Some(x) => SumItem::Exception(x),
                None => SumItem::Skipped,
            });
            return;
        }
        self.first_block.get_or_insert(ev.time);
        let at = (u64::from(ev.bb), record_time(ev.time, &mut self.last));
        let c = self.counts[ev.bb as usize - 1];
        match &mut self.run {
            None => self.run = Some(SumRun::new(at, c)),
            Some(r) => r.push(at, c),
        }
    }

    fn process(&mut self, p: Process) {
        self.close();
        self.out.items.push(SumItem::Process(p));
    }

    fn end(&mut self, final_time: u64) {
        self.close();
        self.out.items.push(SumItem::End(final_time));
    }
}

impl Backend {
    /// Segments of whole chunks, each of at least `min_execs` executions but the last.
    pub(crate) fn segments(&self, min_execs: u64) -> Vec<BbSegment> {
        let mut segs = Vec::new();
        let mut k = 0;
        while k < self.starts.len() || segs.is_empty() {
            let first = self.starts.get(k);
            let before = first.map_or(0, |c| c.execs_before);
            let mut j = k + 1;
            while j < self.starts.len() && self.starts[j].execs_before - before < min_execs {
                j += 1;
            }
            segs.push(BbSegment {
                offset: k,
                prev: BbRecord {
                    start_time: first.map_or(0, |c| c.last_time),
                    ..BbRecord::default()
                },
                execs_before: before,
                stop: if j >= self.starts.len() {
                    usize::MAX
                } else {
                    j
                },
            });
            k = j;
        }
        segs
    }

    /// The executions of segment `seg` (from [`Self::segments`]), decoded a chunk at a
    /// time as they are read and handed out in pieces (so that no large buffer is
    /// allocated per segment: the chunk buffers are reused, see [`Backend::pool`]).
    pub(crate) fn segment_execs<'a>(&'a self, file: &'a str, seg: &BbSegment) -> BbExecIter<'a> {
        let stop = seg.stop.min(self.starts.len());
        let last_seg = seg.is_last();
        let mut k = seg.offset;
        let mut closed = false;
        let mut pos = 0usize;
        let mut out = Pooled::take(&self.pool);
        out.clear();
        let mut sink = Execs {
            out,
            last: seg.prev.start_time,
            defined: 0,
            chunk: 0,
        };
        let mut dec = Pooled::take(&self.decoders);
        let source = move |out: &mut Vec<(u64, u64, usize)>| -> Result<bool> {
            while pos == sink.out.len() {
                if k == stop {
                    if last_seg && !closed {
                        closed = true;
                        out.push((self.closing, 0, stop));
                    }
                    return Ok(false);
                }
                sink.out.clear();
                pos = 0;
                sink.defined = self.starts[k].defined;
                sink.chunk = k;
                self.reader.run_chunk(k, &mut dec, &mut sink)?;
                k += 1;
            }
            if pos == 0 && out.is_empty() {
                // A whole decoded chunk changes hands: no copy.
                std::mem::swap(out, &mut *sink.out);
                sink.out.clear();
                return Ok(true);
            }
            let end = sink.out.len().min(pos + PIECE);
            out.extend_from_slice(&sink.out[pos..end]);
            pos = end;
            Ok(true)
        };
        BbExecIter::from_source(file, Box::new(source), seg.execs_before)
    }

    /// The executions of segment `seg` (from [`Self::segments`]), the same as
    /// [`Self::segment_execs`] gives them, handed to `v` as each chunk is decoded. On an
    /// error, `v` has had the executions of the chunks before the failing one and some of
    /// that chunk's.
    pub(crate) fn segment_visit<V: ExecVisitor>(&self, seg: &BbSegment, v: &mut V) -> Result<()> {
        let stop = seg.stop.min(self.starts.len());
        let mut dec = Pooled::take(&self.decoders);
        let mut sink = Visit {
            v,
            last: seg.prev.start_time,
            defined: 0,
            n: 0,
            times: [0; VISIT_BATCH],
            bbs: [0; VISIT_BATCH],
        };
        for k in seg.offset..stop {
            if sink.v.done() {
                return Ok(());
            }
            sink.defined = self.starts[k].defined;
            let r = self.reader.run_chunk(k, &mut dec, &mut sink);
            sink.flush();
            r?;
            sink.v.chunk_end();
        }
        if seg.is_last() && !sink.v.done() {
            sink.v.execs(&[self.closing], &[0]);
        }
        Ok(())
    }

    /// The full qtrace v2 export (instruction times, raw block records), made on first use
    /// in a temporary directory removed with the reader.
    pub(crate) fn full(&self) -> std::result::Result<&TraceReader, &str> {
        let r = self.full.get_or_init(|| {
            let go = || -> Result<(TempDir, TraceReader)> {
                let tmp = TempDir::new("export")?;
                let out = tmp.0.join("trace");
                super::export::export(&self.reader, &out, false)?;
                let r = TraceReader::open(&out)?;
                Ok((tmp, r))
            };
            go().map_err(|e| {
                format!(
                    "{}: cannot convert to qtrace v2: {e}",
                    self.reader.dir().display()
                )
            })
        });
        match r {
            Ok((_, r)) => Ok(r),
            Err(e) => Err(e.as_str()),
        }
    }

    /// The compact trace.
    pub(crate) fn compact(&self) -> &CompactReader {
        &self.reader
    }
}

//! A compact trace read through [`TraceReader`]'s interface, without converting it.
//!
//! Opening makes one pass over the chunks (decoded on every core, applied in order) that
//! writes the small files of the Android form (`qtrace.static`, `.exc`, `.pid`,
//! `.method`, the header) exactly as the export would, and notes where each chunk's
//! executions start (their record numbers and the last block time before them). The
//! executions themselves are never written: [`TraceReader::bb_segments`] cuts the trace
//! at chunk boundaries and [`TraceReader::bb_segment_execs`] decodes a segment's chunks
//! into the executions the export's `qtrace.bb` would give, so the block-level analyses
//! run on all cores straight from the chunks. Only the instruction times and the raw
//! `qtrace.bb` records need the full export, made on first use (see [`Backend::full`]).

use std::path::{Path, PathBuf};
use std::sync::mpsc::sync_channel;
use std::sync::OnceLock;

use super::decode::{ChunkDecoder, Sink};
use super::reader::{CompactReader, Decoded};
use crate::bb::BbRecord;
use crate::bb_exec::BbExecIter;
use crate::bb_split::BbSegment;
use crate::error::{Error, Result};
use crate::record::{record_time, ExecEvent, Process, TIME_BASE};
use crate::{FinishInfo, TraceReader, TraceWriter};

/// Events per decoded vector.
const BATCH: usize = 1 << 18;

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
struct Execs {
    out: Vec<(u64, u64, usize)>,
    last: u64,
    defined: u32,
    chunk: usize,
}

impl Sink for Execs {
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
    let mut starts = Vec::with_capacity(chunks.len());
    let mut execs = 0u64;
    let mut last_time = 0u64;
    let mut max_time = 0u64;
    let mut end = None;
    for_each_chunk(&reader, |k, decoded| {
        let defined = (chunks[k].blocks_defined as usize).min(defined_max) as u32;
        starts.push(ChunkStart {
            execs_before: execs,
            last_time,
            defined,
        });
        for d in decoded {
            match d {
                Decoded::Events(evs) => {
                    for ev in evs {
                        max_time = max_time.max(ev.time);
                        if ev.bb == 0 || ev.bb > defined {
                            if let Some(x) = ev.as_exception() {
                                let insns = x.insns.unwrap_or_else(|| writer.last_block_insns());
                                writer.record_exception(x.time + TIME_BASE, x.pc, x.target, insns);
                            }
                            continue;
                        }
                        let t = record_time(ev.time, &mut last_time);
                        writer.count_bb(u64::from(ev.bb), t);
                        execs += 1;
                    }
                }
                Decoded::Process(p) => p.write_to(&mut writer),
                Decoded::End { final_time } => end = Some(final_time),
            }
        }
    })?;
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
            full: OnceLock::new(),
        },
    );
    Ok(small)
}

/// Decodes every chunk of `reader` on all cores and hands them to `apply` in order.
fn for_each_chunk(
    reader: &CompactReader,
    mut apply: impl FnMut(usize, Vec<Decoded>),
) -> Result<()> {
    let n = reader.num_chunks();
    let threads = std::thread::available_parallelism()
        .map_or(2, |p| p.get())
        .clamp(1, 16)
        .min(n.max(1));
    std::thread::scope(|s| -> Result<()> {
        let mut rxs = Vec::new();
        for t in 0..threads {
            let (tx, rx) = sync_channel::<Result<Vec<Decoded>>>(2);
            rxs.push(rx);
            s.spawn(move || {
                let mut dec = ChunkDecoder::default();
                for k in (t..n).step_by(threads) {
                    let mut v = Vec::new();
                    let r = reader.decode(k, BATCH, &mut dec, &mut v).map(|()| v);
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
            apply(k, r?);
        }
        Ok(())
    })
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
    /// time as they are read.
    pub(crate) fn segment_execs<'a>(&'a self, file: &'a str, seg: &BbSegment) -> BbExecIter<'a> {
        let stop = seg.stop.min(self.starts.len());
        let last_seg = seg.is_last();
        let mut k = seg.offset;
        let mut closed = false;
        let mut sink = Execs {
            out: Vec::new(),
            last: seg.prev.start_time,
            defined: 0,
            chunk: 0,
        };
        let mut dec = ChunkDecoder::default();
        let source = move |out: &mut Vec<(u64, u64, usize)>| -> Result<bool> {
            if k < stop {
                sink.out = std::mem::take(out);
                sink.defined = self.starts[k].defined;
                sink.chunk = k;
                let r = self.reader.run_chunk(k, &mut dec, &mut sink);
                *out = std::mem::take(&mut sink.out);
                r?;
                k += 1;
                return Ok(true);
            }
            if last_seg && !closed {
                closed = true;
                out.push((self.closing, 0, stop));
            }
            Ok(false)
        };
        BbExecIter::from_source(file, Box::new(source), seg.execs_before)
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

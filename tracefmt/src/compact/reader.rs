//! Reading a compact trace: the blocks at open, the chunk index by hopping over frame
//! headers, and any chunk decoded on its own (so chunks decode on all cores).

use std::path::{Path, PathBuf};

pub use super::decode::Decoded;
use super::decode::{self, ChunkDecoder, Sink};
use super::frame::{self, Located, ScanEnd, BLOCKS_MAGIC, EVENTS_MAGIC};
use super::summary::{self, Summary, SUMMARY_MAGIC};
use super::{BLOCKS_FILE, EVENTS_FILE, RECIPE_FILE, SUMMARY_FILE};
use crate::error::{Error, Result};
use crate::reader::{map_file, Source};
use crate::record::BlockDef;

/// One chunk of the index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChunkInfo {
    /// The chunk's number (0 first).
    pub index: u64,
    /// Byte offset of its frame in `events`.
    pub offset: u64,
    /// Executions before it, and in it.
    pub first_exec: u64,
    pub execs: u64,
    /// Ticks of its first and last event (0 when it holds none).
    pub first_time: u64,
    pub last_time: u64,
    /// Bytes on disk, and decompressed.
    pub stored: u64,
    pub raw: u64,
    /// Blocks defined when it was written.
    pub blocks_defined: u64,
}

/// An open compact trace.
pub struct CompactReader {
    dir: PathBuf,
    events: Source,
    events_name: String,
    frames: Vec<Located>,
    blocks: Vec<BlockDef>,
    mask_bits: Vec<u64>,
    /// Why reading stopped before the end of a file, if it did.
    tail: Option<Error>,
    /// The end record's final tick, if the trace is finished.
    end: Option<u64>,
    /// The `summary` file and its frames, chunk by chunk as far as they match the
    /// events frames (see [`super::summary`]).
    summary: Option<(Source, String, Vec<Located>)>,
}

impl std::fmt::Debug for CompactReader {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CompactReader")
            .field("dir", &self.dir)
            .field("chunks", &self.frames.len())
            .field("blocks", &self.blocks.len())
            .finish_non_exhaustive()
    }
}

impl CompactReader {
    /// Opens `dir`: reads every block, indexes the chunks. A chunk cut short or damaged
    /// ends the index there (see [`CompactReader::tail_error`]); chunks whose blocks
    /// frame is missing are left out the same way.
    pub fn open(dir: &Path) -> Result<CompactReader> {
        let open = |name: &str| {
            let p = dir.join(name);
            map_file(&p).map_err(|e| Error::Io { path: p, error: e })
        };
        let blocks_src = open(BLOCKS_FILE)?;
        let events = open(EVENTS_FILE)?;
        let mut r = CompactReader::from_sources(dir, blocks_src, events);
        if let Ok(s) = open(SUMMARY_FILE) {
            r.attach_summary(s);
        }
        Ok(r)
    }

    /// Adds the bytes of the `summary` file: its frames up to the first that is damaged
    /// or does not describe the same chunk as the events frame of its index.
    pub fn attach_summary(&mut self, src: Source) {
        let name = self.dir.join(SUMMARY_FILE).display().to_string();
        let (mut frames, _) = frame::scan((*src).as_ref(), SUMMARY_MAGIC, &name);
        let same = |a: &Located, b: &Located| {
            let (x, y) = (&a.header, &b.header);
            (
                x.first,
                x.count,
                x.first_time,
                x.last_time,
                x.blocks_defined,
            ) == (
                y.first,
                y.count,
                y.first_time,
                y.last_time,
                y.blocks_defined,
            )
        };
        let n = frames
            .iter()
            .zip(&self.frames)
            .take_while(|(s, e)| same(s, e))
            .count();
        frames.truncate(n);
        self.summary = Some((src, name, frames));
    }

    /// How many chunks have a readable summary frame, and the bytes of those frames.
    pub fn summary_extent(&self) -> (usize, u64) {
        self.summary.as_ref().map_or((0, 0), |(_, _, frames)| {
            let bytes = frames
                .iter()
                .map(|f| u64::from(f.header.stored_len) + frame::HEADER_LEN as u64)
                .sum();
            (frames.len(), bytes)
        })
    }

    /// Chunk `k`'s summary, if the trace has it (`None` also when it does not read).
    pub fn summary(&self, k: usize) -> Option<Summary> {
        let (src, name, frames) = self.summary.as_ref()?;
        let f = frames.get(k)?;
        let raw = frame::payload((**src).as_ref(), f, name).ok()?;
        summary::parse(&raw).ok()
    }

    /// Reads a compact trace from the bytes of its `blocks` and `events` files; `dir`
    /// names them in messages and holds the recipe.
    pub fn from_sources(dir: &Path, blocks_src: Source, events: Source) -> CompactReader {
        let bname = dir.join(BLOCKS_FILE).display().to_string();
        let events_name = dir.join(EVENTS_FILE).display().to_string();
        let mut tail = None;

        let (bframes, bend) = frame::scan((*blocks_src).as_ref(), BLOCKS_MAGIC, &bname);
        let mut blocks = Vec::new();
        for f in &bframes {
            let raw = match frame::payload((*blocks_src).as_ref(), f, &bname) {
                Ok(r) => r,
                Err(e) => {
                    tail = Some(e);
                    break;
                }
            };
            if let Err(what) = decode::blocks(&raw, &mut blocks) {
                tail = Some(Error::Chunk {
                    file: bname.clone(),
                    chunk: f.index,
                    offset: f.offset,
                    what,
                });
                blocks.truncate(f.header.first.saturating_sub(1) as usize);
                break;
            }
        }
        if tail.is_none() {
            if let ScanEnd::Truncated(e) | ScanEnd::Corrupt(e) = bend {
                tail = Some(e);
            }
        }

        let (mut frames, eend) = frame::scan((*events).as_ref(), EVENTS_MAGIC, &events_name);
        if let ScanEnd::Truncated(e) | ScanEnd::Corrupt(e) = eend {
            tail.get_or_insert(e);
        }
        if let Some(k) = frames
            .iter()
            .position(|f| f.header.blocks_defined > blocks.len() as u64)
        {
            let f = frames[k];
            tail.get_or_insert(Error::Chunk {
                file: events_name.clone(),
                chunk: f.index,
                offset: f.offset,
                what: format!(
                    "needs {} blocks, {} are readable",
                    f.header.blocks_defined,
                    blocks.len()
                ),
            });
            frames.truncate(k);
        }
        let mask_bits = blocks.iter().map(|b| b.mask_bits).collect();
        let mut r = CompactReader {
            dir: dir.to_path_buf(),
            events,
            events_name,
            frames,
            blocks,
            mask_bits,
            tail,
            end: None,
            summary: None,
        };
        r.end = r.find_end();
        r
    }

    /// The end record, which only the last chunk of a finished trace holds.
    fn find_end(&self) -> Option<u64> {
        let last = self.frames.len().checked_sub(1)?;
        let mut out = Vec::new();
        self.decode(last, usize::MAX, &mut ChunkDecoder::default(), &mut out)
            .ok()?;
        out.iter().rev().find_map(|d| match d {
            Decoded::End { final_time } => Some(*final_time),
            _ => None,
        })
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Whether the trace was finished (its last chunk holds the end record).
    pub fn is_finished(&self) -> bool {
        self.end.is_some()
    }

    /// The final tick of a finished trace.
    pub fn end(&self) -> Option<u64> {
        self.end
    }

    /// The wall-clock microseconds spent tracing, from the recipe (`elapsed-usecs:`,
    /// kept out of the chunks so that they depend on the guest alone).
    pub fn elapsed_usecs(&self) -> u64 {
        self.recipe_value("elapsed-usecs")
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    }

    /// The value of the recipe's first `key: value` line for `key`.
    pub fn recipe_value(&self, key: &str) -> Option<String> {
        let recipe = self.recipe()?;
        recipe.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            (k.trim() == key).then(|| v.trim().to_string())
        })
    }

    /// Why the files are not read to their end, if they are not.
    pub fn tail_error(&self) -> Option<&Error> {
        self.tail.as_ref()
    }

    /// Every block, number n at index n - 1.
    pub fn blocks(&self) -> &[BlockDef] {
        &self.blocks
    }

    /// The chunk index.
    pub fn chunks(&self) -> Vec<ChunkInfo> {
        self.frames.iter().map(|f| self.info(f)).collect()
    }

    pub fn num_chunks(&self) -> usize {
        self.frames.len()
    }

    fn info(&self, f: &Located) -> ChunkInfo {
        let h = &f.header;
        ChunkInfo {
            index: f.index,
            offset: f.offset,
            first_exec: h.first,
            execs: h.count,
            first_time: h.first_time,
            last_time: h.last_time,
            stored: u64::from(h.stored_len) + frame::HEADER_LEN as u64,
            raw: u64::from(h.raw_len),
            blocks_defined: h.blocks_defined,
        }
    }

    /// The first chunk that can hold tick `time` (chunks are in time order).
    pub fn chunk_at_time(&self, time: u64) -> usize {
        let k = self
            .frames
            .partition_point(|f| f.header.count == 0 || f.header.last_time < time);
        k.min(self.frames.len().saturating_sub(1))
    }

    /// Decodes chunk `k` into `out` (events in vectors of at most `batch`); `dec` can be
    /// reused between calls (one per thread).
    pub fn decode(
        &self,
        k: usize,
        batch: usize,
        dec: &mut ChunkDecoder,
        out: &mut Vec<Decoded>,
    ) -> Result<()> {
        let f = self.frames[k];
        let data = (*self.events).as_ref();
        let raw = frame::payload(data, &f, &self.events_name)?;
        let defined = (f.header.blocks_defined as usize).min(self.mask_bits.len());
        dec.decode(
            &raw,
            f.header.first_time,
            &self.mask_bits[..defined],
            batch,
            out,
        )
        .map_err(|what| Error::Chunk {
            file: self.events_name.clone(),
            chunk: f.index,
            offset: f.offset,
            what,
        })
    }

    /// Decodes chunk `k` into `sink` as it goes (see [`ChunkDecoder::run`]).
    pub fn run_chunk<S: Sink>(&self, k: usize, dec: &mut ChunkDecoder, sink: &mut S) -> Result<()> {
        let f = self.frames[k];
        let data = (*self.events).as_ref();
        let raw = frame::payload(data, &f, &self.events_name)?;
        let defined = (f.header.blocks_defined as usize).min(self.mask_bits.len());
        dec.run(&raw, f.header.first_time, &self.mask_bits[..defined], sink)
            .map_err(|what| Error::Chunk {
                file: self.events_name.clone(),
                chunk: f.index,
                offset: f.offset,
                what,
            })
    }

    /// The token revision its events were written in (that of its first events frame;
    /// the recorder writes one revision throughout): what a replay writes to compare
    /// byte for byte ([`super::CompactRecorder::create_with_tokens`]).
    pub fn tokens(&self) -> u16 {
        self.frames
            .first()
            .map_or(super::frame::TOKENS_ALT, |f| f.header.tokens)
    }

    /// The run's recipe (how to re-run it), if the emulator wrote one.
    pub fn recipe(&self) -> Option<String> {
        std::fs::read_to_string(self.dir.join(RECIPE_FILE)).ok()
    }
}

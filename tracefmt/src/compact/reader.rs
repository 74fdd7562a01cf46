//! Reading a compact trace: the blocks at open, the chunk index by hopping over frame
//! headers, and any chunk decoded on its own (so chunks decode on all cores). The mapped
//! `events` and `summary` files give their pages back as each frame is read, so what stays
//! resident does not grow with the trace's length.

use std::path::{Path, PathBuf};

pub use super::decode::Decoded;
use super::decode::{self, ChunkDecoder, Sink};
use super::frame::{self, Located, ScanEnd, BLOCKS_MAGIC, EVENTS_MAGIC};
use super::summary::{self, Summary, SUMMARY_MAGIC};
use super::{BLOCKS_FILE, EVENTS_FILE, RECIPE_FILE, SUMMARY_FILE};
use crate::error::{Error, Result};
use crate::reader::{map_file, Mapped, Source};
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

/// The bytes of the `events` or `summary` file: mapped by [`CompactReader::open`], whose
/// pages are dropped once a frame is read, or handed in (kept as they are).
enum Bytes {
    Mapped(Mapped),
    Given(Source),
}

impl Bytes {
    /// Maps `path`.
    fn map(path: &Path) -> Result<Bytes> {
        let map = Mapped::open(path).map_err(|error| Error::Io {
            path: path.to_path_buf(),
            error,
        })?;
        Ok(Bytes::Mapped(map))
    }

    fn get(&self) -> &[u8] {
        match self {
            Bytes::Mapped(m) => m.bytes(),
            Bytes::Given(s) => (**s).as_ref(),
        }
    }

    /// Drops the resident pages of bytes `start..start + len` of a mapped file (see
    /// [`Mapped::release`]), which is all the memory a decoded frame kept. Given bytes (which
    /// may be anonymous memory) are left alone.
    fn release(&self, start: u64, len: u64) {
        if let Bytes::Mapped(m) = self {
            m.release(start, len);
        }
    }
}

/// An open compact trace.
pub struct CompactReader {
    dir: PathBuf,
    events: Bytes,
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
    summary: Option<(Bytes, String, Vec<Located>)>,
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
        let events = Bytes::map(&dir.join(EVENTS_FILE))?;
        let mut r = CompactReader::from_bytes(dir, blocks_src, events);
        if let Ok(s) = Bytes::map(&dir.join(SUMMARY_FILE)) {
            r.attach(s);
        }
        Ok(r)
    }

    /// Adds the bytes of the `summary` file: its frames up to the first that is damaged
    /// or does not describe the same chunk as the events frame of its index.
    pub fn attach_summary(&mut self, src: Source) {
        self.attach(Bytes::Given(src));
    }

    fn attach(&mut self, src: Bytes) {
        let name = self.dir.join(SUMMARY_FILE).display().to_string();
        // The scan touches every frame's header (and the pages the kernel maps around them):
        // given back as it goes.
        let (mut frames, _) =
            frame::scan_releasing(src.get(), SUMMARY_MAGIC, &name, &mut |at, len| {
                src.release(at, len)
            });
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
        let raw = frame::payload(src.get(), f, name);
        src.release(f.offset, frame_len(f));
        summary::parse(&raw.ok()?).ok()
    }

    /// Reads a compact trace from the bytes of its `blocks` and `events` files; `dir`
    /// names them in messages and holds the recipe.
    pub fn from_sources(dir: &Path, blocks_src: Source, events: Source) -> CompactReader {
        CompactReader::from_bytes(dir, blocks_src, Bytes::Given(events))
    }

    fn from_bytes(dir: &Path, blocks_src: Source, events: Bytes) -> CompactReader {
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

        // The scan touches every chunk's header (and the pages the kernel maps around
        // them): given back as it goes.
        let (mut frames, eend) =
            frame::scan_releasing(events.get(), EVENTS_MAGIC, &events_name, &mut |at, len| {
                events.release(at, len)
            });
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
        let mut end = decode::LastEnd::default();
        self.run_chunk(last, &mut ChunkDecoder::default(), &mut end)
            .ok()?;
        end.0
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
        let raw = self.payload(&f)?;
        let defined = (f.header.blocks_defined as usize).min(self.mask_bits.len());
        dec.decode(
            &raw,
            f.header.first_time,
            &self.mask_bits[..defined],
            (batch, usize::try_from(f.header.count).unwrap_or(usize::MAX)),
            out,
        )
        .map_err(|what| Error::Chunk {
            file: self.events_name.clone(),
            chunk: f.index,
            offset: f.offset,
            what,
        })
    }

    /// The decompressed payload of events frame `f`, whose mapped pages are given back (every
    /// reader thread does so for the chunks it decodes).
    fn payload(&self, f: &Located) -> Result<Vec<u8>> {
        let raw = frame::payload(self.events.get(), f, &self.events_name);
        self.events.release(f.offset, frame_len(f));
        raw
    }

    /// Decodes chunk `k` into `sink` as it goes (see [`ChunkDecoder::run`]).
    pub fn run_chunk<S: Sink>(&self, k: usize, dec: &mut ChunkDecoder, sink: &mut S) -> Result<()> {
        let f = self.frames[k];
        let raw = self.payload(&f)?;
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

/// The bytes of frame `f`, header and payload.
fn frame_len(f: &Located) -> u64 {
    frame::HEADER_LEN as u64 + u64::from(f.header.stored_len)
}

#[cfg(test)]
mod tests {
    use super::Bytes;

    /// The resident kB of the mapping that starts at `addr`, from `/proc/self/smaps`.
    fn rss_kb(addr: usize) -> Option<u64> {
        let smaps = std::fs::read_to_string("/proc/self/smaps").ok()?;
        let start = format!("{addr:x}-");
        let mut lines = smaps.lines().skip_while(|l| !l.starts_with(&start));
        lines.next()?;
        let rss = lines.find(|l| l.starts_with("Rss:"))?;
        rss.split_whitespace().nth(1)?.parse().ok()
    }

    #[test]
    fn released_pages_leave_the_process_and_read_the_same() {
        let path = std::env::temp_dir().join(format!("tracefmt-release-{}", std::process::id()));
        let data: Vec<u8> = (0..4u32 << 20).map(|i| (i * 7 + i / 4093) as u8).collect();
        std::fs::write(&path, &data).unwrap();
        let bytes = Bytes::map(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        let addr = bytes.get().as_ptr() as usize;
        let Some(before) = rss_kb(addr) else {
            return; // no smaps (not Linux)
        };
        assert!(bytes.get() == &data[..]);
        let touched = rss_kb(addr).unwrap();
        assert!(touched >= 4096 - 64, "{before} -> {touched} kB resident");
        // Half the file, from a byte inside a page: that page and those after it go.
        bytes.release(1 << 20 | 100, 2 << 20);
        let released = rss_kb(addr).unwrap();
        assert!(
            released <= touched - 2048 + 8,
            "{touched} kB resident, {released} kB after releasing 2 MB"
        );
        assert!(bytes.get() == &data[..], "the bytes read again differ");
        // Past the end, and empty: nothing happens.
        bytes.release(8 << 20, 1 << 20);
        bytes.release(0, 0);
        assert!(bytes.get() == &data[..]);
    }
}

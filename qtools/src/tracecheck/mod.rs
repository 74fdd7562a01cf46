//! `check` of a compact trace's files as they are on disk: every frame of `blocks`, `events`
//! and `summary` read and verified (header and payload checksums, numbering, what each chunk
//! decodes to, each summary against the chunk it summarises), and the lines of `recipe` and
//! `kallsyms`; each problem named in the trace's own terms (file, chunk, byte offset).
//!
//! The readers elsewhere stop quietly at the first damaged frame (a killed run's trace is read
//! up to its last whole chunk) and take a chunk's summary on trust; this pass is what tells a
//! damaged trace from a good one.

use std::path::{Path, PathBuf};
use std::sync::mpsc::sync_channel;

use tracefmt::compact::decode::{self, ChunkDecoder, Sink};
use tracefmt::compact::frame::{self, Located, ScanEnd, BLOCKS_MAGIC, EVENTS_MAGIC};
use tracefmt::compact::summary::{self, SumItem, SumRun, Summary, SUMMARY_MAGIC};
use tracefmt::compact::{BLOCKS_FILE, EVENTS_FILE, SUMMARY_FILE};
use tracefmt::reader::Mapped;
use tracefmt::record::{record_time, ExecEvent, Process, TIME_BASE};

#[cfg(test)]
mod tests;
mod text;

/// Problems listed at most (the first ones; a last line counts the rest).
const MAX_PROBLEMS: usize = 50;

/// What [`check_files`] found.
#[derive(Debug, Default)]
pub struct FileReport {
    /// One line per problem, each naming its file (and chunk and byte where it has them).
    pub problems: Vec<String>,
    /// Problems past [`MAX_PROBLEMS`], counted.
    pub more: usize,
    /// Blocks defined, chunks and executions read from the good frames.
    pub blocks: u64,
    pub chunks: u64,
    pub execs: u64,
    /// Chunks whose summary matches them.
    pub summaries: u64,
    /// Whether the last chunk holds the end record.
    pub finished: bool,
}

impl FileReport {
    pub fn is_ok(&self) -> bool {
        self.problems.is_empty()
    }

    fn push(&mut self, line: String) {
        if self.problems.len() < MAX_PROBLEMS {
            self.problems.push(line);
        } else {
            self.more += 1;
        }
    }

    /// A problem of frame `f` of `file`.
    fn at(&mut self, file: &Path, f: &Located, what: impl std::fmt::Display) {
        self.push(format!(
            "{}: chunk {} at byte {}: {what}",
            file.display(),
            f.index,
            f.offset
        ));
    }

    /// How a file's scan ended, if not cleanly.
    fn scan_end(&mut self, end: ScanEnd) {
        if let ScanEnd::Truncated(e) | ScanEnd::Corrupt(e) = end {
            self.push(e.to_string());
        }
    }
}

/// Checks every file of the compact trace `dir`.
pub fn check_files(dir: &Path) -> FileReport {
    let mut rep = FileReport::default();
    let open = |name: &str, rep: &mut FileReport| -> Option<Mapped> {
        let p = dir.join(name);
        match Mapped::open(&p) {
            Ok(s) => Some(s),
            Err(e) => {
                rep.push(format!("{}: {e}", p.display()));
                None
            }
        }
    };
    let blocks_src = open(BLOCKS_FILE, &mut rep);
    let events_src = open(EVENTS_FILE, &mut rep);
    // A trace without summaries is whole (a reader decodes the chunks instead).
    let summary_src = match dir.join(SUMMARY_FILE).exists() {
        true => open(SUMMARY_FILE, &mut rep),
        false => None,
    };
    let blocks = match &blocks_src {
        Some(src) => read_blocks(&dir.join(BLOCKS_FILE), src.bytes(), &mut rep),
        None => Vec::new(),
    };
    rep.blocks = blocks.len() as u64;
    if let Some(events) = &events_src {
        let files = Files {
            blocks_path: dir.join(BLOCKS_FILE),
            events_path: dir.join(EVENTS_FILE),
            events,
            summary_path: dir.join(SUMMARY_FILE),
            summary: summary_src.as_ref(),
            blocks: &blocks,
        };
        check_chunks(&files, &mut rep);
    }
    text::check_recipe(dir, &mut rep);
    text::check_kallsyms(dir, &mut rep);
    rep
}

/// The bytes of frame `f`, header and payload.
fn frame_len(f: &Located) -> u64 {
    frame::HEADER_LEN as u64 + u64::from(f.header.stored_len)
}

/// A block's mask bits and static instruction count: what decoding and summarising need.
#[derive(Debug, Clone, Copy)]
struct BlockInfo {
    mask_bits: u64,
    insns: u32,
}

/// Reads every frame of `blocks`: checksums, the numbering (each frame continues the last)
/// and the records. Returns the blocks of the frames before the first problem.
fn read_blocks(path: &Path, data: &[u8], rep: &mut FileReport) -> Vec<BlockInfo> {
    let name = path.display().to_string();
    let (frames, end) = frame::scan(data, BLOCKS_MAGIC, &name);
    let mut out = Vec::new();
    // The records are numbered on from the blocks before (the decoder checks that).
    let mut defs = Vec::new();
    for f in &frames {
        let raw = match frame::payload(data, f, &name) {
            Ok(raw) => raw,
            Err(e) => {
                rep.push(e.to_string());
                return out;
            }
        };
        let first = defs.len() as u64 + 1;
        if let Err(what) = decode::blocks(&raw, &mut defs) {
            rep.at(path, f, what);
            return out;
        }
        let count = defs.len() as u64 + 1 - first;
        if f.header.first != first || f.header.count != count {
            rep.at(
                path,
                f,
                format!(
                    "header says {} blocks from block {}, but it holds {count} from block {first}",
                    f.header.count, f.header.first
                ),
            );
            return out;
        }
        out.extend(defs[first as usize - 1..].iter().map(|b| BlockInfo {
            mask_bits: b.mask_bits,
            insns: b.words.len() as u32,
        }));
    }
    rep.scan_end(end);
    out
}

/// The event and summary files and the blocks the chunks are decoded with.
struct Files<'a> {
    blocks_path: PathBuf,
    events_path: PathBuf,
    /// `events` and `summary`, whose frames' pages are given back once checked (so what stays
    /// resident does not grow with the trace).
    events: &'a Mapped,
    summary_path: PathBuf,
    summary: Option<&'a Mapped>,
    blocks: &'a [BlockInfo],
}

/// What decoding one chunk gave.
#[derive(Debug, Default)]
struct ChunkOut {
    /// The chunk's summary with record times carried from `last` (see [`summarise`]).
    sum: Summary,
    /// The raw time of its first block execution.
    first_block: Option<u64>,
    execs: u64,
    /// The last record time.
    last: u64,
}

/// Decodes chunk `f` and makes the summary the writer makes of it, record times carried from
/// `last` (the last record time before the chunk; exact for any `last` at least one tick
/// before the chunk's first execution, so 0 serves unless that execution would move).
fn summarise(
    files: &Files,
    f: &Located,
    last: u64,
    dec: &mut ChunkDecoder,
) -> Result<ChunkOut, String> {
    let name = files.events_path.display().to_string();
    let raw = frame::payload(files.events.bytes(), f, &name);
    files.events.release(f.offset, frame_len(f));
    let raw = raw.map_err(|e| match e {
        tracefmt::Error::Chunk { what, .. } => what,
        e => e.to_string(),
    })?;
    let defined = (f.header.blocks_defined as usize).min(files.blocks.len());
    let mask_bits: Vec<u64> = files.blocks[..defined]
        .iter()
        .map(|b| b.mask_bits)
        .collect();
    let mut sink = Summarise {
        blocks: &files.blocks[..defined],
        out: ChunkOut {
            last,
            ..ChunkOut::default()
        },
        run: None,
    };
    dec.run(&raw, f.header.first_time, &mask_bits, &mut sink)?;
    sink.close();
    Ok(sink.out)
}

/// The sink that summarises a chunk as the writer does.
struct Summarise<'b> {
    blocks: &'b [BlockInfo],
    out: ChunkOut,
    run: Option<SumRun>,
}

impl Summarise<'_> {
    fn close(&mut self) {
        if let Some(r) = self.run.take() {
            self.out.sum.items.push(SumItem::Run(r));
        }
    }
}

impl Sink for Summarise<'_> {
    fn event(&mut self, ev: ExecEvent) {
        let o = &mut self.out;
        o.sum.max_time = o.sum.max_time.max(ev.time);
        let Some(b) = (ev.bb as usize)
            .checked_sub(1)
            .and_then(|i| self.blocks.get(i))
        else {
            self.close();
            self.out.sum.items.push(match ev.as_exception() {
                Some(x) => SumItem::Exception(x),
                None => SumItem::Skipped,
            });
            return;
        };
        o.first_block.get_or_insert(ev.time);
        o.execs += 1;
        let at = (u64::from(ev.bb), record_time(ev.time, &mut o.last));
        match &mut self.run {
            None => self.run = Some(SumRun::new(at, b.insns)),
            Some(r) => r.push(at, b.insns),
        }
    }

    fn process(&mut self, p: Process) {
        self.close();
        self.out.sum.items.push(SumItem::Process(p));
    }

    fn end(&mut self, final_time: u64) {
        self.close();
        self.out.sum.items.push(SumItem::End(final_time));
    }
}

/// Decodes every chunk (on all cores, at most one per core ahead of the in-order checks) and checks
/// each against its header, the chunks before it and its summary.
fn check_chunks(files: &Files, rep: &mut FileReport) {
    let ename = files.events_path.display().to_string();
    // The scans touch every frame's header (and the pages around it): given back as they go.
    let (frames, end) = frame::scan_releasing(
        files.events.bytes(),
        EVENTS_MAGIC,
        &ename,
        &mut |at, len| files.events.release(at, len),
    );
    let summaries = files.summary.map(|data| {
        let sname = files.summary_path.display().to_string();
        let (sframes, send) =
            frame::scan_releasing(data.bytes(), SUMMARY_MAGIC, &sname, &mut |at, len| {
                data.release(at, len)
            });
        (data, sframes, send)
    });
    let n = frames.len();
    if n == 0 {
        rep.push(format!(
            "{ename}: holds no chunk (every trace has one, with its end record)"
        ));
    }
    let needed = frames
        .iter()
        .map(|f| f.header.blocks_defined)
        .max()
        .unwrap_or(0);
    if needed > files.blocks.len() as u64 {
        rep.push(format!(
            "{}: {} blocks are readable, the events chunks need {needed}",
            files.blocks_path.display(),
            files.blocks.len()
        ));
    }
    let threads = std::thread::available_parallelism()
        .map_or(2, |p| p.get())
        .clamp(1, 16)
        .min(n.max(1));
    let frames = &frames;
    std::thread::scope(|s| {
        let mut rxs = Vec::new();
        for t in 0..threads {
            // A rendezvous: a decoding thread hands its chunk over when the checks reach it and
            // only then starts its next one, so at most one decoded chunk per thread and the
            // one being checked are held, however the threads' speeds compare (with a queue,
            // how many chunks waited depended on timing, and so did the peak memory).
            let (tx, rx) = sync_channel::<Result<ChunkOut, String>>(0);
            rxs.push(rx);
            s.spawn(move || {
                let mut dec = ChunkDecoder::default();
                for k in (t..n).step_by(threads) {
                    if tx.send(summarise(files, &frames[k], 0, &mut dec)).is_err() {
                        break;
                    }
                }
            });
        }
        let mut execs = 0u64;
        let mut last = 0u64;
        for (k, f) in frames.iter().enumerate() {
            let Ok(got) = rxs[k % threads].recv() else {
                break;
            };
            let out = match got {
                // The record times are the writer's unless the first execution would have
                // been moved past the previous chunk's last: then again, carried.
                Ok(o) if o.first_block.is_none_or(|t| t + TIME_BASE > last) => Ok(o),
                Ok(_) => summarise(files, f, last, &mut ChunkDecoder::default()),
                Err(e) => Err(e),
            };
            let out = match out {
                Ok(o) => o,
                Err(what) => {
                    rep.at(&files.events_path, f, what);
                    // The chunks after it cannot be placed: say so once and stop.
                    break;
                }
            };
            check_chunk(files, f, &out, execs, k + 1 == n, rep);
            if let Some((data, sframes, _)) = &summaries {
                check_summary(files, data, sframes.get(k), f, &out.sum, rep);
            }
            execs += out.execs;
            last = out.last;
            rep.chunks += 1;
        }
        rep.execs = execs;
    });
    rep.scan_end(end);
    if let Some((_, sframes, send)) = summaries {
        if sframes.len() > n {
            let f = &sframes[n];
            rep.at(
                &files.summary_path,
                f,
                format!("no events chunk {} to summarise", f.index),
            );
        } else if sframes.len() < n && matches!(send, ScanEnd::Clean) {
            rep.push(format!(
                "{}: summarises {} of the {n} chunks",
                files.summary_path.display(),
                sframes.len()
            ));
        }
        rep.scan_end(send);
    }
}

/// Chunk `f`'s header against what it decoded to and the chunks before it.
fn check_chunk(
    files: &Files,
    f: &Located,
    out: &ChunkOut,
    before: u64,
    is_last: bool,
    rep: &mut FileReport,
) {
    let h = &f.header;
    let path = &files.events_path;
    if h.blocks_defined > files.blocks.len() as u64 {
        rep.at(
            path,
            f,
            format!(
                "needs {} blocks, {} are readable in {BLOCKS_FILE}",
                h.blocks_defined,
                files.blocks.len()
            ),
        );
    }
    if h.first != before {
        rep.at(
            path,
            f,
            format!(
                "header says {} executions come before it, the chunks before hold {before}",
                h.first
            ),
        );
    }
    if h.count != out.execs {
        rep.at(
            path,
            f,
            format!("header says {} executions, it holds {}", h.count, out.execs),
        );
    }
    if h.last_time != out.sum.max_time {
        rep.at(
            path,
            f,
            format!(
                "header says its last event is at tick {}, it is at {}",
                h.last_time, out.sum.max_time
            ),
        );
    }
    let ends = out
        .sum
        .items
        .iter()
        .filter(|i| matches!(i, SumItem::End(_)))
        .count();
    match (ends, is_last) {
        (0, true) => rep.at(path, f, "the last chunk has no end record: the trace is unfinished (the run was stopped before it closed the trace)"),
        (0, false) | (1, true) => rep.finished |= is_last,
        _ => rep.at(path, f, format!("{ends} end records in a chunk that is not the last")),
    }
}

/// The summary frame `sf` of chunk `f` against the summary made by decoding the chunk.
fn check_summary(
    files: &Files,
    data: &Mapped,
    sf: Option<&Located>,
    f: &Located,
    made: &Summary,
    rep: &mut FileReport,
) {
    let Some(sf) = sf else {
        return;
    };
    let path = &files.summary_path;
    let (a, b) = (&sf.header, &f.header);
    let key = |h: &frame::FrameHeader| {
        (
            h.first,
            h.count,
            h.first_time,
            h.last_time,
            h.blocks_defined,
        )
    };
    if key(a) != key(b) {
        rep.at(
            path,
            sf,
            format!(
                "header does not describe events chunk {} (executions, ticks or blocks differ)",
                f.index
            ),
        );
        return;
    }
    let stored = frame::payload(data.bytes(), sf, &path.display().to_string());
    data.release(sf.offset, frame_len(sf));
    let stored = match stored {
        Ok(raw) => summary::parse(&raw),
        Err(e) => {
            rep.push(e.to_string());
            return;
        }
    };
    let stored = match stored {
        Ok(s) => s,
        Err(what) => {
            rep.at(path, sf, what);
            return;
        }
    };
    if stored == *made {
        rep.summaries += 1;
        return;
    }
    let what = if stored.max_time != made.max_time {
        format!(
            "says the last event is at tick {}, events chunk {} has it at {}",
            stored.max_time, f.index, made.max_time
        )
    } else {
        let i = stored
            .items
            .iter()
            .zip(&made.items)
            .take_while(|(x, y)| x == y)
            .count();
        format!(
            "item {i} of {} differs from events chunk {} ({:?} where the chunk gives {:?})",
            stored.items.len(),
            f.index,
            stored.items.get(i),
            made.items.get(i)
        )
    };
    rep.at(path, sf, what);
}

/// Writes `rep` as `check` does: what was read, each problem, then `FAILED` (or nothing more
/// when the files are good: the caller goes on to check what they hold).
pub fn write_problems(rep: &FileReport, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    writeln!(
        out,
        "Blocks defined: {}, Chunks read: {}, Executed blocks in them: {}, Summaries matching: {}",
        rep.blocks, rep.chunks, rep.execs, rep.summaries
    )?;
    for p in &rep.problems {
        writeln!(out, "problem: {p}")?;
    }
    if rep.more > 0 {
        writeln!(out, "problem: ... and {} more", rep.more)?;
    }
    writeln!(out, "FAILED")
}

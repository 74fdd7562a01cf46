//! The compact recorder's threads: `trace-enc` encodes the stream into chunk payloads
//! (one thread: predictions run in order), `trace-zstd-N` compress chunks side by side
//! (as many as the machine has cores to spare), and `trace-write` writes the frames in
//! order, each chunk's blocks frame before its events frame.

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::encode::{Encoder, RawChunk};
use super::frame;
use super::summary::SUMMARY_MAGIC;
use super::{BLOCKS_FILE, EVENTS_FILE, SUMMARY_FILE};
use crate::error::{Error, Result};
use crate::record::{thread_cpu, Batch, EventBuf, Finished, Item, TIME_BASE};
use crate::{FinishInfo, Header};

/// How the recorder runs.
#[derive(Debug, Clone, Copy)]
pub struct RecorderOptions {
    /// zstd level (0: store chunks uncompressed).
    pub level: i32,
    /// Compression threads (at least 1).
    pub threads: usize,
}

impl Default for RecorderOptions {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        RecorderOptions {
            // Level 1, not 3: on the default armhf guest trace-zstd's CPU falls from
            // 0.38 to 0.21 s for 3% more bytes (0.087 -> 0.089 per executed block); the
            // fast (negative) levels store 0.13-0.14, over issue 30's 0.1.
            level: 1,
            threads: cores.saturating_sub(2).clamp(1, 8),
        }
    }
}

enum Msg {
    Batch(Arc<Batch>),
    Finish(
        FinishInfo,
        SyncSender<std::result::Result<Finished, String>>,
    ),
}

/// The running recorder.
pub struct CompactRecorder {
    tx: Option<SyncSender<Msg>>,
    threads: Vec<JoinHandle<()>>,
}

impl std::fmt::Debug for CompactRecorder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CompactRecorder")
    }
}

fn io_err(path: &Path, error: std::io::Error) -> Error {
    Error::Io {
        path: path.to_path_buf(),
        error,
    }
}

/// Whether `dir` holds a trace of either format.
pub fn trace_exists(dir: &Path) -> bool {
    [BLOCKS_FILE, EVENTS_FILE, SUMMARY_FILE]
        .iter()
        .chain(crate::FILE_NAMES.iter())
        .any(|n| dir.join(n).exists())
}

struct Output {
    files: [File; 3],
    paths: [PathBuf; 3],
}

/// A chunk's frames, compressed: blocks (possibly empty), events, summary.
type Framed = (u64, [Vec<u8>; 3]);

/// What the writer thread reports.
#[derive(Debug, Default)]
struct Written {
    bytes: [u64; 3],
    error: Option<String>,
    busy: Duration,
}

impl CompactRecorder {
    /// Creates the trace directory's files (an existing trace is refused unless
    /// `force`) and starts the threads. The events are written in the current token
    /// revision ([`super::frame::TOKENS_ALT`]).
    pub fn create(dir: &Path, force: bool, opts: RecorderOptions) -> Result<CompactRecorder> {
        Self::create_with_tokens(dir, force, opts, super::frame::TOKENS_ALT)
    }

    /// As [`CompactRecorder::create`], writing token revision `tokens` (what a replay
    /// of a trace of that revision needs to write the same bytes: see
    /// [`super::CompactReader::tokens`]).
    pub fn create_with_tokens(
        dir: &Path,
        force: bool,
        opts: RecorderOptions,
        tokens: u16,
    ) -> Result<CompactRecorder> {
        if trace_exists(dir) && !force {
            return Err(Error::AlreadyExists(dir.to_path_buf()));
        }
        std::fs::create_dir_all(dir).map_err(|e| io_err(dir, e))?;
        for stale in crate::FILE_NAMES {
            let p = dir.join(stale);
            if p.exists() {
                std::fs::remove_file(&p).map_err(|e| io_err(&p, e))?;
            }
        }
        let open = |name: &str| -> Result<(File, PathBuf)> {
            let p = dir.join(name);
            let f = OpenOptions::new()
                .write(true)
                .create(true)
                .truncate(true)
                .open(&p)
                .map_err(|e| io_err(&p, e))?;
            Ok((f, p))
        };
        let (blocks, bp) = open(BLOCKS_FILE)?;
        let (events, ep) = open(EVENTS_FILE)?;
        let (summary, sp) = open(SUMMARY_FILE)?;
        let recipe = dir.join(super::RECIPE_FILE);
        let out = Output {
            files: [blocks, events, summary],
            paths: [bp, ep, sp],
        };
        let depth = opts.threads * 2;
        let (tx, rx) = mpsc::sync_channel::<Msg>(4);
        let (raw_tx, raw_rx) = mpsc::sync_channel::<RawChunk>(depth);
        let (framed_tx, framed_rx) = mpsc::sync_channel::<Framed>(depth);
        let (written_tx, written_rx) = mpsc::sync_channel::<Written>(1);
        let spawn_err = |e| io_err(dir, e);
        let mut threads = Vec::new();
        threads.push(
            std::thread::Builder::new()
                .name("trace-write".into())
                .spawn(move || {
                    let _ = written_tx.send(write_frames(out, framed_rx));
                })
                .map_err(spawn_err)?,
        );
        let raw_rx = Arc::new(Mutex::new(raw_rx));
        let zstd_busy = Arc::new(Mutex::new(Duration::ZERO));
        for i in 0..opts.threads.max(1) {
            let rx = Arc::clone(&raw_rx);
            let tx = framed_tx.clone();
            let busy = Arc::clone(&zstd_busy);
            let level = opts.level;
            threads.push(
                std::thread::Builder::new()
                    .name(format!("trace-zstd-{i}"))
                    .spawn(move || compress(rx, tx, level, busy))
                    .map_err(spawn_err)?,
            );
        }
        drop(framed_tx);
        threads.push(
            std::thread::Builder::new()
                .name("trace-enc".into())
                .spawn(move || encode(rx, raw_tx, written_rx, zstd_busy, recipe, tokens))
                .map_err(spawn_err)?,
        );
        Ok(CompactRecorder {
            tx: Some(tx),
            threads,
        })
    }

    /// Hands a batch to the encoder; `false` if it is gone.
    pub fn send(&mut self, batch: Arc<Batch>) -> bool {
        self.tx
            .as_ref()
            .is_some_and(|tx| tx.send(Msg::Batch(batch)).is_ok())
    }

    /// Writes the end of the trace and everything pending, and stops the threads.
    pub fn finish(mut self, info: FinishInfo) -> std::result::Result<Finished, String> {
        let tx = self.tx.take().ok_or("the trace was already finished")?;
        let (reply_tx, reply) = mpsc::sync_channel(1);
        let done = tx
            .send(Msg::Finish(info, reply_tx))
            .ok()
            .and_then(|()| reply.recv().ok());
        drop(tx);
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
        done.unwrap_or_else(|| Err("the recording thread stopped".into()))
    }
}

impl Drop for CompactRecorder {
    /// Without `finish`, what was recorded still reaches the files (an unfinished
    /// trace): the encoder sees its channel close and writes its open chunk.
    fn drop(&mut self) {
        self.tx = None;
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

fn encode(
    rx: Receiver<Msg>,
    raw_tx: SyncSender<RawChunk>,
    written: Receiver<Written>,
    zstd_busy: Arc<Mutex<Duration>>,
    recipe: PathBuf,
    tokens: u16,
) {
    let mut enc = Encoder::with_tokens(tokens);
    let mut out = Vec::new();
    let mut busy = Duration::ZERO;
    let send = |out: &mut Vec<RawChunk>| {
        for c in out.drain(..) {
            let _ = raw_tx.send(c);
        }
    };
    for msg in &rx {
        let start = Instant::now();
        match msg {
            Msg::Batch(batch) => {
                for item in &batch.items {
                    match item {
                        Item::Block(b) => enc.block(b),
                        Item::Events(EventBuf::Timed(evs)) => enc.events(evs, &mut out),
                        Item::Events(e) => {
                            enc.words(e.words(), &mut out);
                            enc.words_end(&mut out);
                        }
                        Item::Process(p) => enc.process(p, &mut out),
                    }
                }
                drop(batch);
                send(&mut out);
            }
            Msg::Finish(info, reply) => {
                enc.end(info.final_time);
                note_elapsed(&recipe, info.elapsed_usecs);
                let _ = raw_tx.send(enc.cut());
                busy += start.elapsed();
                let enc_busy = thread_cpu(busy);
                drop(raw_tx);
                let w = written.recv().unwrap_or_else(|_| Written {
                    error: Some("the trace writer thread stopped".into()),
                    ..Written::default()
                });
                let r = match w.error {
                    Some(e) => Err(e),
                    None => Ok(finished(&enc, &info, enc_busy, &zstd_busy, &w)),
                };
                let _ = reply.send(r);
                return;
            }
        }
        busy += start.elapsed();
    }
    // The emulator went away without finishing: write what there is, unfinished.
    if !enc.is_empty() {
        let _ = raw_tx.send(enc.cut());
    }
}

/// Adds the wall-clock time traced to the recipe (kept out of the chunks, which
/// depend on the guest alone).
fn note_elapsed(recipe: &Path, usecs: u64) {
    let f = OpenOptions::new().append(true).create(true).open(recipe);
    if let Ok(mut f) = f {
        let _ = writeln!(f, "elapsed-usecs: {usecs}");
    }
}

fn finished(
    enc: &Encoder,
    info: &FinishInfo,
    enc_busy: Duration,
    zstd_busy: &Mutex<Duration>,
    w: &Written,
) -> Finished {
    let header = Header {
        num_static_bb: enc.blocks() + 1,
        num_dynamic_bb: enc.executions + 1,
        num_dynamic_insn: enc.insns,
        elapsed_usecs: info.elapsed_usecs,
        ..Header::default()
    };
    let zstd = *zstd_busy.lock().unwrap_or_else(|e| e.into_inner());
    Finished {
        header,
        executions: enc.executions,
        first_time: enc.first_exec_time.map(|t| t + TIME_BASE),
        last_time: enc.last_exec_time + TIME_BASE,
        unknown_blocks: enc.unknown,
        busy: vec![
            ("trace-enc".into(), enc_busy),
            ("trace-zstd".into(), zstd),
            ("trace-write".into(), w.busy),
        ],
    }
}

fn compress(
    rx: Arc<Mutex<Receiver<RawChunk>>>,
    tx: SyncSender<Framed>,
    level: i32,
    busy_total: Arc<Mutex<Duration>>,
) {
    let mut busy = Duration::ZERO;
    loop {
        let chunk = match rx.lock() {
            Ok(r) => r.recv(),
            Err(_) => break,
        };
        let Ok(c) = chunk else { break };
        let start = Instant::now();
        let blocks = if c.blocks.is_empty() {
            Vec::new()
        } else {
            frame::build(c.blocks_header, &c.blocks, level)
        };
        let events = frame::build(c.events_header, &c.events, level);
        let summary_header = frame::FrameHeader {
            magic: SUMMARY_MAGIC,
            ..c.events_header
        };
        let summary = frame::build(summary_header, &c.summary, level);
        busy += start.elapsed();
        if tx.send((c.seq, [blocks, events, summary])).is_err() {
            break;
        }
    }
    let cpu = thread_cpu(busy);
    *busy_total.lock().unwrap_or_else(|e| e.into_inner()) += cpu;
}

/// Writes frames in sequence order (compression threads finish out of order): each
/// chunk's blocks frame, then its events frame, then its summary.
fn write_frames(mut out: Output, rx: Receiver<Framed>) -> Written {
    let mut w = Written::default();
    let mut pending: BTreeMap<u64, [Vec<u8>; 3]> = BTreeMap::new();
    let mut next = 0u64;
    for (seq, frames) in rx {
        pending.insert(seq, frames);
        while let Some(frames) = pending.remove(&next) {
            let start = Instant::now();
            next += 1;
            if w.error.is_some() {
                continue;
            }
            if frames[1].is_empty() || frames[2].is_empty() {
                w.error = Some("a chunk could not be compressed".into());
                continue;
            }
            for (i, f) in frames.iter().enumerate() {
                if let Err(e) = out.files[i].write_all(f) {
                    w.error = Some(format!("{}: {e}", out.paths[i].display()));
                    break;
                }
                w.bytes[i] += f.len() as u64;
            }
            w.busy += start.elapsed();
        }
    }
    w.busy = thread_cpu(w.busy);
    w
}

//! The compact recorder's threads: `trace-enc` encodes the stream into chunk payloads
//! (one thread: predictions run in order; or several, `trace-enc-N`, each a chunk at a
//! time, see [`super::parallel`]), `trace-zstd-N` compress chunks side by side
//! (as many as the machine has cores to spare; at the lowest priority, the chunks
//! waiting for them in a queue bounded by bytes: see [`QUEUED_BYTES`]), and
//! `trace-write` writes the frames in
//! order, each chunk's blocks frame before its events frame.

use std::collections::{BTreeMap, VecDeque};
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Arc, Condvar, Mutex};
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

pub(super) enum Msg {
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
    /// With several encoding threads: how their guesses went.
    counts: Option<Arc<super::parallel::Counts>>,
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
pub(super) struct Written {
    pub bytes: [u64; 3],
    pub error: Option<String>,
    pub busy: Duration,
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
        Self::create_with_encoders(dir, force, opts, tokens, default_encoders())
    }

    /// As [`CompactRecorder::create_with_tokens`], with `encoders` encoding threads
    /// (see [`super::parallel`]; 1: one thread encodes every chunk in order). The
    /// bytes written do not depend on it.
    pub fn create_with_encoders(
        dir: &Path,
        force: bool,
        opts: RecorderOptions,
        tokens: u16,
        encoders: usize,
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
        let raw = Arc::new(ChunkQueue::new(QUEUED_BYTES, opts.threads.max(1)));
        let (framed_tx, framed_rx) = mpsc::sync_channel::<Framed>(depth);
        let (written_tx, written_rx) = mpsc::sync_channel::<Written>(1);
        let own = Own {
            framed: framed_tx.clone(),
            level: opts.level,
        };
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
        let zstd_busy = Arc::new(Mutex::new(Duration::ZERO));
        for i in 0..opts.threads.max(1) {
            let rx = Arc::clone(&raw);
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
        if encoders > 1 {
            let kit = super::parallel::Kit {
                written: written_rx,
                zstd_busy,
                recipe,
            };
            let more = super::parallel::spawn(encoders, tokens, rx, Arc::clone(&raw), &own, kit);
            drop(own);
            let counts = match more {
                Ok((t, counts)) => {
                    threads.extend(t);
                    counts
                }
                Err(e) => {
                    raw.close();
                    return Err(spawn_err(e));
                }
            };
            return Ok(CompactRecorder {
                tx: Some(tx),
                threads,
                counts: Some(counts),
            });
        }
        threads.push(
            std::thread::Builder::new()
                .name("trace-enc".into())
                .spawn(move || {
                    let raw_tx = Closing(raw);
                    encode(rx, &raw_tx.0, own, written_rx, zstd_busy, recipe, tokens)
                })
                .map_err(spawn_err)?,
        );
        Ok(CompactRecorder {
            tx: Some(tx),
            threads,
            counts: None,
        })
    }

    /// With several encoding threads: how their guesses of where chunks start went
    /// (counted up to the end).
    pub fn guesses(&self) -> Option<Arc<super::parallel::Counts>> {
        self.counts.clone()
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

/// How many threads encode chunks: `GOLDTRACE_TRACE_ENCODERS` if set (1 to 8), else
/// one. Two (see [`super::parallel`]) write the same bytes but took 20-40% more encoder
/// CPU on the default armhf guest on this project's busy 2-core VM (each word is read
/// once more to count the executions, and each thread keeps its own tables), with no
/// wall time gained there; an idle machine, where the second core is free while the
/// encoder sets the pace, is where they may pay (benches/README.md, helper rec13).
pub fn default_encoders() -> usize {
    std::env::var("GOLDTRACE_TRACE_ENCODERS")
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
        .map_or(1, |n| n.clamp(1, 8))
}

/// What the encoder needs to compress a chunk itself (see [`ChunkQueue::offer`]).
#[derive(Clone)]
pub(super) struct Own {
    framed: SyncSender<Framed>,
    level: i32,
}

impl Own {
    /// Queues `c` for the compression threads, or compresses it here where the queue is
    /// full.
    pub fn send(&self, queue: &ChunkQueue, c: RawChunk) {
        if let Some(c) = queue.offer(c) {
            self.compress(&c);
        }
    }

    /// Compresses `c` on this thread and hands its frames to the writer.
    pub fn compress(&self, c: &RawChunk) {
        let _ = self.framed.send((c.seq, frames(c, self.level)));
    }
}

fn encode(
    rx: Receiver<Msg>,
    raw_tx: &ChunkQueue,
    own: Own,
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
            own.send(raw_tx, c);
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
                own.send(raw_tx, enc.cut());
                // What still waits is compressed here too rather than left to threads of
                // the lowest priority, which a busy machine may not run for a while.
                while let Some(c) = raw_tx.take() {
                    own.compress(&c);
                }
                busy += start.elapsed();
                let enc_busy = thread_cpu(busy);
                raw_tx.close();
                // The writer ends once every sender of frames is gone.
                drop(own);
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
        own.send(raw_tx, enc.cut());
    }
}

/// Adds the wall-clock time traced to the recipe (kept out of the chunks, which
/// depend on the guest alone).
pub(super) fn note_elapsed(recipe: &Path, usecs: u64) {
    let f = OpenOptions::new().append(true).create(true).open(recipe);
    if let Ok(mut f) = f {
        let _ = writeln!(f, "elapsed-usecs: {usecs}");
    }
}

pub(super) fn finished(
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
    rx: Arc<ChunkQueue>,
    tx: SyncSender<Framed>,
    level: i32,
    busy_total: Arc<Mutex<Duration>>,
) {
    let mut busy = Duration::ZERO;
    lower_priority();
    let taker = Taker(&rx);
    while let Some(c) = taker.0.pop() {
        let start = Instant::now();
        let f = frames(&c, level);
        busy += start.elapsed();
        if tx.send((c.seq, f)).is_err() {
            break;
        }
    }
    drop(taker);
    let cpu = thread_cpu(busy);
    *busy_total.lock().unwrap_or_else(|e| e.into_inner()) += cpu;
}

/// A chunk's blocks frame (empty where the chunk defines no block), events frame and
/// summary frame.
fn frames(c: &RawChunk, level: i32) -> [Vec<u8>; 3] {
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
    [blocks, events, summary]
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

/// How many bytes of encoded chunks may wait for compression. On two cores the boot of
/// the default armhf guest has a first part (the kernel's XZ decompressor, before its
/// first message) where the emulator's thread and the encoder each keep a core busy,
/// and a second where the encoder needs half what the emulator does. The compression
/// threads run at the lowest priority (nice 19) and their chunks wait here, so that
/// zstd runs where a core would otherwise idle (while the emulator's thread waits for
/// the encoder, and after the decompressor) instead of taking CPU from the encoder,
/// which sets the pace, and the encoder never waits for zstd (idle: traced median
/// 2.36 -> 2.32 s, peak RSS about the same; at most this many bytes more where zstd
/// gets no core). Past this many bytes, and for what waits at the end, the encoder
/// compresses chunks itself: a machine busy with other work may leave threads of the
/// lowest priority without a core for a long time, and the trace must not wait for
/// them.
pub const QUEUED_BYTES: usize = 64 << 20;

/// The encoded chunks waiting for compression, bounded by their bytes (a chunk is
/// always let in when the queue is empty).
pub(super) struct ChunkQueue {
    state: Mutex<QueueState>,
    /// A chunk arrived, or the queue closed.
    ready: Condvar,
    limit: usize,
}

#[derive(Default)]
struct QueueState {
    chunks: VecDeque<RawChunk>,
    bytes: usize,
    closed: bool,
    /// Compression threads still taking chunks (none left: none is let in).
    takers: usize,
}

/// The memory a chunk holds.
fn chunk_bytes(c: &RawChunk) -> usize {
    c.blocks.capacity() + c.events.capacity() + c.summary.capacity()
}

impl ChunkQueue {
    fn new(limit: usize, takers: usize) -> ChunkQueue {
        ChunkQueue {
            state: Mutex::new(QueueState {
                takers,
                ..QueueState::default()
            }),
            ready: Condvar::new(),
            limit,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, QueueState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Queues `c` where it fits, or hands it back: the encoder then compresses it itself
    /// instead of waiting for threads of the lowest priority, which a machine busy with
    /// other work may leave without a core for a long time.
    fn offer(&self, mut c: RawChunk) -> Option<RawChunk> {
        // The payloads grew by doubling: what waits holds only its bytes.
        for v in [&mut c.blocks, &mut c.events, &mut c.summary] {
            v.shrink_to_fit();
        }
        let size = chunk_bytes(&c);
        let mut st = self.lock();
        if st.takers == 0 || (!st.chunks.is_empty() && st.bytes + size > self.limit) {
            return Some(c);
        }
        st.bytes += size;
        st.chunks.push_back(c);
        self.ready.notify_one();
        None
    }

    /// The next chunk if one waits.
    pub fn take(&self) -> Option<RawChunk> {
        let mut st = self.lock();
        let c = st.chunks.pop_front()?;
        st.bytes -= chunk_bytes(&c);
        Some(c)
    }

    /// The next chunk; `None` once the queue is closed and empty.
    fn pop(&self) -> Option<RawChunk> {
        let mut st = self.lock();
        loop {
            if let Some(c) = st.chunks.pop_front() {
                st.bytes -= chunk_bytes(&c);
                return Some(c);
            }
            if st.closed {
                return None;
            }
            st = self.ready.wait(st).unwrap_or_else(|e| e.into_inner());
        }
    }

    /// A compression thread stopped.
    fn taker_gone(&self) {
        self.lock().takers -= 1;
    }

    /// No more chunks: the compression threads stop once the queue is empty.
    pub fn close(&self) {
        self.lock().closed = true;
        self.ready.notify_all();
    }
}

/// Counts a compression thread out of the queue when it stops, whichever way it stops.
struct Taker<'a>(&'a ChunkQueue);

impl Drop for Taker<'_> {
    fn drop(&mut self) {
        self.0.taker_gone();
    }
}

/// Closes the queue when the encoder's thread ends, whichever way it ends.
struct Closing(Arc<ChunkQueue>);

impl Drop for Closing {
    fn drop(&mut self) {
        self.0.close();
    }
}

/// Gives the calling thread the lowest scheduling priority (nice 19): it then runs
/// where a core would otherwise be idle. Where that fails nothing changes.
#[allow(
    unsafe_code,
    reason = "setpriority is a system call with no safe wrapper in std: see the SAFETY comment"
)]
fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: gettid and setpriority take plain integers and touch no memory of ours;
    // on Linux a thread id names that thread alone for PRIO_PROCESS.
    unsafe {
        let tid = libc::gettid();
        libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, 19);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunk(seq: u64, bytes: usize) -> RawChunk {
        RawChunk {
            seq,
            events: vec![seq as u8; bytes],
            ..RawChunk::default()
        }
    }

    /// Chunks come out in order and whole; the bytes waiting never pass the limit (a
    /// chunk bigger than it still goes in alone), what does not fit is handed back;
    /// `pop` ends once the queue is closed and empty, `take` does not wait.
    #[test]
    fn queue_keeps_order_and_hands_back_what_does_not_fit() {
        let q = ChunkQueue::new(3000, 1);
        let mut back = Vec::new();
        for (i, n) in [1000, 1500, 400, 5000].into_iter().enumerate() {
            back.extend(q.offer(chunk(i as u64, n)).map(|c| c.seq));
            assert!(q.lock().bytes <= 3000);
        }
        assert_eq!(back, [3]);
        assert_eq!(q.pop().map(|c| c.seq), Some(0));
        assert_eq!(q.take().map(|c| c.seq), Some(1));
        assert_eq!(q.take().map(|c| c.seq), Some(2));
        assert!(q.take().is_none());
        // Empty: a chunk over the limit goes in alone.
        assert!(q.offer(chunk(4, 5000)).is_none());
        assert!(q.offer(chunk(5, 1)).is_some());
        q.close();
        assert_eq!(q.pop().map(|c| (c.seq, c.events.len())), Some((4, 5000)));
        assert!(q.pop().is_none());
        assert_eq!(q.lock().bytes, 0);
    }

    /// With every compression thread gone nothing is let in: the encoder compresses
    /// what it offers.
    #[test]
    fn nothing_waits_for_stopped_takers() {
        let q = ChunkQueue::new(100, 1);
        drop(Taker(&q));
        assert!(q.offer(chunk(0, 10)).is_some());
        assert!(q.lock().chunks.is_empty());
    }

    /// A chunk the queue hands back reaches the writer compressed by the encoder's
    /// thread, as the compression threads would have made it.
    #[test]
    fn the_encoder_compresses_what_does_not_fit() {
        let q = ChunkQueue::new(100, 1);
        let (framed, rx) = mpsc::sync_channel(4);
        let own = Own { framed, level: 1 };
        own.send(&q, chunk(0, 100));
        own.send(&q, chunk(1, 100));
        assert_eq!(q.lock().chunks.len(), 1);
        let (seq, got) = rx.try_recv().expect("the second chunk compressed at once");
        assert_eq!(seq, 1);
        assert_eq!(got, frames(&chunk(1, 100), 1));
        assert!(!got[1].is_empty() && !got[2].is_empty());
    }
}

//! The tracer's shared front: the recording switch, block numbering, and the channel
//! to the recording thread (see `worker`). The core's and the device's handles both
//! lock it; the recording flag is also kept in an atomic so that the engines read it
//! without locking.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use arm::block::Block;
use arm::trace::BbEvent;
use tracefmt::{FinishInfo, TraceWriter};

use super::blocks::{costs_of, words_of, BlockNumbers, Numbered};
use super::worker::{self, Finished, Recycle, Work, WriterCall};

/// Batches in flight to the recording thread before the emulator waits.
const CHANNEL_DEPTH: usize = 8;
/// A batch goes to the recording thread once it holds this many executions (or this
/// many other items): exceptions flush the core's event buffer often, and a message
/// per flush would cost a thread wake-up each.
const BATCH_EVENTS: usize = 1 << 15;
const BATCH_ITEMS: usize = 1024;

/// Flags read without the lock (engines, signal handlers, the run loop).
#[derive(Debug, Default)]
pub struct Control {
    /// Whether executed blocks are recorded.
    pub recording: AtomicBool,
    /// Recording changed since the run loop last looked: engines must retranslate.
    pub toggled: AtomicBool,
    /// A host request to start (1) or stop (2) recording (SIGUSR1 / SIGUSR2).
    pub host_request: Arc<AtomicUsize>,
    /// SIGINT or SIGTERM arrived.
    pub terminate: Arc<AtomicBool>,
}

/// Everything behind the lock.
#[derive(Debug)]
pub struct State {
    blocks: BlockNumbers,
    /// Work not sent yet, in order; `events` are the executions after its last item.
    batch: Vec<Work>,
    events: Vec<BbEvent>,
    batch_events: usize,
    /// The recording thread and its channels (`None` once finished).
    work: Option<SyncSender<Work>>,
    recycled: Receiver<Vec<BbEvent>>,
    recycled_boxes: Receiver<Box<[BbEvent]>>,
    thread: Option<JoinHandle<()>>,
    /// Wall time spent recording, and when the current recording slice began.
    pub elapsed: Duration,
    since: Option<Instant>,
}

/// The state and its flags, shared by every handle.
#[derive(Debug, Clone)]
pub struct Shared {
    pub state: Arc<Mutex<State>>,
    pub ctl: Arc<Control>,
}

impl Shared {
    pub fn new(writer: TraceWriter, recording: bool) -> std::io::Result<Shared> {
        let ctl = Control::default();
        ctl.recording.store(recording, Ordering::Relaxed);
        let (tx, rx) = mpsc::sync_channel(CHANNEL_DEPTH);
        let (vecs, recycled) = mpsc::channel();
        let (boxes, recycled_boxes) = mpsc::channel();
        let thread = worker::spawn(writer, rx, Recycle { vecs, boxes })?;
        let state = State {
            blocks: BlockNumbers::default(),
            batch: Vec::new(),
            events: Vec::new(),
            batch_events: 0,
            work: Some(tx),
            recycled,
            recycled_boxes,
            thread: Some(thread),
            elapsed: Duration::ZERO,
            since: recording.then(Instant::now),
        };
        Ok(Shared {
            state: Arc::new(Mutex::new(state)),
            ctl: Arc::new(ctl),
        })
    }

    /// The state; a panic elsewhere while it was held does not lose the trace.
    pub fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn recording(&self) -> bool {
        self.ctl.recording.load(Ordering::Relaxed)
    }

    /// Sets recording without announcing it or flagging a toggle (before the run).
    pub fn set_initial(&self, on: bool) {
        let mut st = self.lock();
        self.ctl.recording.store(on, Ordering::Relaxed);
        st.since = on.then(Instant::now);
    }

    /// Turns recording on or off; a change is announced on stderr and flagged for the
    /// run loop (see `Tracer::take_toggle`).
    pub fn set_recording(&self, on: bool) {
        let mut st = self.lock();
        if self.ctl.recording.swap(on, Ordering::Relaxed) == on {
            return;
        }
        if on {
            st.since = Some(Instant::now());
            eprintln!("-- start tracing --");
        } else {
            if let Some(t) = st.since.take() {
                st.elapsed += t.elapsed();
            }
            eprintln!("-- stop tracing --");
        }
        self.ctl.toggled.store(true, Ordering::Relaxed);
    }
}

impl State {
    /// Queues `work` after the executions staged so far.
    fn send(&mut self, work: Work) {
        self.stage_events();
        self.batch.push(work);
        if self.batch.len() >= BATCH_ITEMS {
            self.ship();
        }
    }

    /// Moves the staged executions into the batch.
    fn stage_events(&mut self) {
        if self.events.is_empty() {
            return;
        }
        let fresh = self.recycled.try_recv().unwrap_or_default();
        let events = std::mem::replace(&mut self.events, fresh);
        self.batch.push(Work::Executed(events));
    }

    /// Hands the batch to the recording thread (it is dropped once the trace is
    /// finished, or if the thread is gone: `finish` then reports its error).
    fn ship(&mut self) {
        self.stage_events();
        self.batch_events = 0;
        if self.batch.is_empty() {
            return;
        }
        let batch = Work::Batch(std::mem::take(&mut self.batch));
        if let Some(tx) = &self.work {
            if tx.send(batch).is_err() {
                self.work = None;
            }
        }
    }

    pub fn block_number(&mut self, block: &Block) -> u32 {
        match self.blocks.number(block) {
            Numbered::Known(n) => n,
            Numbered::New(n) => {
                self.send(Work::Block {
                    n,
                    addr: block.pc,
                    thumb: block.thumb,
                    words: words_of(block),
                    costs: costs_of(block),
                });
                n
            }
        }
    }

    pub fn executed(&mut self, events: &[BbEvent]) {
        self.events.extend_from_slice(events);
        self.batch_events += events.len();
        if self.batch_events >= BATCH_EVENTS {
            self.ship();
        }
    }

    /// Keeps the core's full event buffer `buf[..len]` and gives back an empty one.
    pub fn executed_buffer(&mut self, buf: Box<[BbEvent]>, len: usize) -> Box<[BbEvent]> {
        let size = buf.len();
        self.send(Work::Buffer(buf, len));
        self.batch_events += len;
        if self.batch_events >= BATCH_EVENTS {
            self.ship();
        }
        match self.recycled_boxes.try_recv() {
            Ok(b) if b.len() == size => b,
            _ => vec![BbEvent::default(); size].into_boxed_slice(),
        }
    }

    pub fn exception(&mut self, time: u64, pc: u32, target: u32, insns: u32) {
        self.send(Work::Exception {
            time,
            pc,
            target,
            insns,
        });
    }

    /// Runs `f` on the writer, in order with everything else recorded.
    pub fn call(&mut self, f: WriterCall) {
        self.send(Work::Call(f));
    }

    /// Closes the current recording slice (at exit).
    pub fn stop_clock(&mut self) {
        if let Some(t) = self.since.take() {
            self.elapsed += t.elapsed();
        }
    }

    /// Ends the trace at tick `final_time`: the recording thread writes what is pending,
    /// the closing records and the header, and stops.
    pub fn finish(&mut self, final_time: u64) -> Result<Finished, String> {
        self.stop_clock();
        self.ship();
        let tx = self
            .work
            .take()
            .ok_or_else(|| "the trace was already finished".to_string())?;
        let (reply_tx, reply) = mpsc::sync_channel(1);
        let info = FinishInfo {
            final_time,
            elapsed_usecs: self.elapsed.as_micros() as u64,
        };
        let sent = tx.send(Work::Finish(info, reply_tx)).is_ok();
        drop(tx);
        let result = if sent { reply.recv().ok() } else { None };
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        result.unwrap_or_else(|| Err("the recording thread stopped".to_string()))
    }
}

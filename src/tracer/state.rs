//! The tracer's shared front: the recording switch, block numbering, and the channels
//! to the recording threads (see `worker`). The core's and the device's handles both
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
use super::worker::{self, BbWork, Events, Finished, InsnWork, Recycle, WriterCall};

/// Batches in flight to each recording thread before the emulator waits.
const CHANNEL_DEPTH: usize = 4;
/// A batch goes to the recording thread once it holds this many executions (or this
/// many other items): exceptions flush the core's event buffer often, and a message
/// per flush would cost a thread wake-up each.
const BATCH_EVENTS: usize = 1 << 18;
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
    /// Work not sent yet, in order; `events` are the executions after the last items.
    bb_batch: Vec<BbWork>,
    insn_batch: Vec<InsnWork>,
    events: Vec<BbEvent>,
    batch_events: usize,
    /// The recording threads' channels (`None` once finished) and the threads.
    bb_work: Option<SyncSender<Vec<BbWork>>>,
    insn_work: Option<SyncSender<Vec<InsnWork>>>,
    recycled: Receiver<Vec<BbEvent>>,
    recycled_boxes: Receiver<Box<[BbEvent]>>,
    threads: Vec<JoinHandle<()>>,
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
        let (bb_tx, bb_rx) = mpsc::sync_channel(CHANNEL_DEPTH);
        let (insn_tx, insn_rx) = mpsc::sync_channel(CHANNEL_DEPTH);
        let (vecs, recycled) = mpsc::channel();
        let (boxes, recycled_boxes) = mpsc::channel();
        let threads = worker::spawn(writer, bb_rx, insn_rx, Recycle { vecs, boxes })?;
        let state = State {
            blocks: BlockNumbers::default(),
            bb_batch: Vec::new(),
            insn_batch: Vec::new(),
            events: Vec::new(),
            batch_events: 0,
            bb_work: Some(bb_tx),
            insn_work: Some(insn_tx),
            recycled,
            recycled_boxes,
            threads: threads.into(),
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
    /// Queues work for the threads after the executions staged so far.
    fn send(&mut self, bb: Option<BbWork>, insn: Option<InsnWork>) {
        self.stage_events();
        self.bb_batch.extend(bb);
        self.insn_batch.extend(insn);
        if self.bb_batch.len().max(self.insn_batch.len()) >= BATCH_ITEMS {
            self.ship();
        }
    }

    /// Queues `events` for both threads.
    fn send_events(&mut self, events: Events) {
        let events = Arc::new(events);
        self.bb_batch.push(BbWork::Executed(Arc::clone(&events)));
        self.insn_batch.push(InsnWork::Executed(events));
    }

    /// Moves the staged executions into the batches.
    fn stage_events(&mut self) {
        if self.events.is_empty() {
            return;
        }
        let fresh = self.recycled.try_recv().unwrap_or_default();
        let events = std::mem::replace(&mut self.events, fresh);
        self.send_events(Events::Copied(events));
    }

    /// Hands the batches to the recording threads (dropped once the trace is finished,
    /// or if a thread is gone: `finish` then reports it).
    fn ship(&mut self) {
        self.stage_events();
        self.batch_events = 0;
        send_batch(&mut self.bb_work, &mut self.bb_batch);
        send_batch(&mut self.insn_work, &mut self.insn_batch);
    }

    pub fn block_number(&mut self, block: &Block) -> u32 {
        match self.blocks.number(block) {
            Numbered::Known(n) => n,
            Numbered::New(n) => {
                let bb = BbWork::Block {
                    n,
                    addr: block.pc,
                    thumb: block.thumb,
                    words: words_of(block),
                };
                let costs = InsnWork::Costs(costs_of(block), block.mask_bits());
                self.send(Some(bb), Some(costs));
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
        self.stage_events();
        self.send_events(Events::Core(buf, len));
        self.batch_events += len;
        if self.batch_events >= BATCH_EVENTS {
            self.ship();
        }
        match self.recycled_boxes.try_recv() {
            Ok(b) if b.len() == size => b,
            _ => vec![BbEvent::default(); size].into_boxed_slice(),
        }
    }

    /// Runs `f` on the writer, in order with everything else recorded.
    pub fn call(&mut self, f: WriterCall) {
        self.send(Some(BbWork::Call(f)), None);
    }

    /// Closes the current recording slice (at exit).
    pub fn stop_clock(&mut self) {
        if let Some(t) = self.since.take() {
            self.elapsed += t.elapsed();
        }
    }

    /// Ends the trace at tick `final_time`: the recording threads write what is
    /// pending (instruction times first), the closing records and the header, and stop.
    pub fn finish(&mut self, final_time: u64) -> Result<Finished, String> {
        self.stop_clock();
        self.ship();
        let (Some(bb_tx), Some(insn_tx)) = (self.bb_work.take(), self.insn_work.take()) else {
            return Err("the trace was already finished, or a recording thread stopped".into());
        };
        let (insn_reply_tx, insn_reply) = mpsc::sync_channel(1);
        let insn_busy = insn_tx
            .send(vec![InsnWork::Finish(insn_reply_tx)])
            .ok()
            .and_then(|()| insn_reply.recv().ok());
        drop(insn_tx);
        let (reply_tx, reply) = mpsc::sync_channel(1);
        let info = FinishInfo {
            final_time,
            elapsed_usecs: self.elapsed.as_micros() as u64,
        };
        let done = bb_tx
            .send(vec![BbWork::Finish(info, reply_tx)])
            .ok()
            .and_then(|()| reply.recv().ok());
        drop(bb_tx);
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
        let insn_busy = insn_busy.unwrap_or_else(|| Err("the recording thread stopped".into()))?;
        let mut done = done.unwrap_or_else(|| Err("the recording thread stopped".into()))?;
        done.busy[1] = insn_busy;
        Ok(done)
    }
}

impl Drop for State {
    /// Without `finish` (an error or a panic ended the run), what was recorded still
    /// reaches the files before the tracer is gone, as an unfinished trace: the
    /// recording threads see their channels close, hand over what they have and stop.
    fn drop(&mut self) {
        if self.bb_work.is_some() && self.insn_work.is_some() {
            self.ship();
        }
        self.bb_work = None;
        self.insn_work = None;
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

/// Sends `batch` (if not empty) to a recording thread; a thread that is gone is forgotten.
fn send_batch<T>(work: &mut Option<SyncSender<Vec<T>>>, batch: &mut Vec<T>) {
    if batch.is_empty() {
        return;
    }
    let batch = std::mem::take(batch);
    if work.as_ref().is_some_and(|tx| tx.send(batch).is_err()) {
        *work = None;
    }
}

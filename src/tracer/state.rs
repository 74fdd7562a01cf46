//! The tracer's shared front: the recording switch, block numbering, and the batches
//! handed to the recorder's threads (`tracefmt::record`). The core's and the device's
//! handles both lock it; the recording flag is also kept in an atomic so that the
//! engines read it without locking.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use arm::block::Block;
use tracefmt::compact::CompactRecorder;
use tracefmt::record::{
    AndroidRecorder, Batch, BlockDef, EventBuf, Finished, Item, Process, Recycle,
};
use tracefmt::FinishInfo;

use super::blocks::{costs_of, words_of, BlockNumbers, Numbered};

/// A batch goes to the recorder once it holds this many executions (or this many other
/// items): exceptions flush the core's event buffer often, and a message per flush
/// would cost a thread wake-up each.
const BATCH_EVENTS: usize = 1 << 18;
const BATCH_ITEMS: usize = 1024;
/// Anything staged is handed over at the latest this long after the last hand-over
/// (when the run loop polls), so that a killed run loses little.
const MAX_STAGED: Duration = Duration::from_millis(250);

/// The recorder the trace is written by.
#[derive(Debug)]
pub enum Recorder {
    Compact(CompactRecorder),
    Android(AndroidRecorder),
}

impl Recorder {
    fn send(&mut self, batch: Arc<Batch>) -> bool {
        match self {
            Recorder::Compact(r) => r.send(batch),
            Recorder::Android(r) => r.send(batch),
        }
    }

    fn finish(self, info: FinishInfo) -> Result<Finished, String> {
        match self {
            Recorder::Compact(r) => r.finish(info),
            Recorder::Android(r) => r.finish(info),
        }
    }
}

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
    /// Items not sent yet, in order; `events` are the executions after the last item.
    batch: Vec<Item>,
    events: Vec<u64>,
    batch_events: usize,
    shipped: Instant,
    /// `None` once finished, or if its threads stopped.
    recorder: Option<Recorder>,
    recycle: Recycle,
    recycled: Receiver<Vec<u64>>,
    spare_boxes: SpareBoxes,
    /// Wall time spent recording, and when the current recording slice began.
    pub elapsed: Duration,
    since: Option<Instant>,
}

/// The core's event buffers that the recorder has given back, handed out again the one
/// given back last first. The core writes a buffer's first sixth or so before handing
/// it over; the recorder returns a batch's buffers together, and a few more are in
/// flight than a batch needs. Taking the oldest (the order they arrive in) cycled the
/// core's writes through every buffer ever made, each holding pages the core had not
/// written yet and lines long gone from the caches; the newest keeps the core on a few
/// buffers whose pages it already wrote (on the traced default armhf boot, the
/// emulator's thread's minor faults 46,000 -> 41,000, peak RSS 237 -> 219 MB; the
/// trace's bytes do not depend on which buffer holds the words).
#[derive(Debug)]
pub struct SpareBoxes {
    returned: Receiver<Box<[u64]>>,
    stack: Vec<Box<[u64]>>,
}

impl SpareBoxes {
    pub fn new(returned: Receiver<Box<[u64]>>) -> SpareBoxes {
        SpareBoxes {
            returned,
            stack: Vec::new(),
        }
    }

    /// The buffer given back last (or a new one) of `size` words.
    pub fn take(&mut self, size: usize) -> Box<[u64]> {
        self.stack.extend(self.returned.try_iter());
        match self.stack.pop() {
            Some(b) if b.len() == size => b,
            _ => vec![0; size].into_boxed_slice(),
        }
    }
}

/// The state and its flags, shared by every handle.
#[derive(Debug, Clone)]
pub struct Shared {
    pub state: Arc<Mutex<State>>,
    pub ctl: Arc<Control>,
    /// `--trace-only-program`: the program whose exec and exit switch recording.
    pub program: Arc<Mutex<Option<super::device::ProgramWindow>>>,
}

impl Shared {
    pub fn new(recorder: Recorder, recording: bool) -> Shared {
        let ctl = Control::default();
        ctl.recording.store(recording, Ordering::Relaxed);
        let (vecs, recycled) = mpsc::channel();
        let (boxes, recycled_boxes) = mpsc::channel();
        let state = State {
            blocks: BlockNumbers::default(),
            batch: Vec::new(),
            events: Vec::new(),
            batch_events: 0,
            shipped: Instant::now(),
            recorder: Some(recorder),
            recycle: Recycle { vecs, boxes },
            recycled,
            spare_boxes: SpareBoxes::new(recycled_boxes),
            elapsed: Duration::ZERO,
            since: recording.then(Instant::now),
        };
        Shared {
            state: Arc::new(Mutex::new(state)),
            ctl: Arc::new(ctl),
            program: Arc::default(),
        }
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
    /// Queues `item` after the executions staged so far.
    fn send(&mut self, item: Item) {
        self.stage_events();
        self.batch.push(item);
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
        self.batch.push(Item::Events(EventBuf::Words(events)));
    }

    /// Hands the batch to the recorder (dropped once the trace is finished, or if the
    /// recorder is gone: `finish` then reports it).
    fn ship(&mut self) {
        self.stage_events();
        self.batch_events = 0;
        self.shipped = Instant::now();
        if self.batch.is_empty() {
            return;
        }
        let batch = Arc::new(Batch {
            items: std::mem::take(&mut self.batch),
            recycle: Some(self.recycle.clone()),
        });
        if self.recorder.as_mut().is_some_and(|r| !r.send(batch)) {
            self.recorder = None;
        }
    }

    /// Hands over what is staged if it has waited long enough (the run loop's poll).
    pub fn ship_if_stale(&mut self) {
        if self.shipped.elapsed() >= MAX_STAGED
            && !(self.batch.is_empty() && self.events.is_empty())
        {
            self.ship();
        }
    }

    pub fn block_number(&mut self, block: &Block) -> u32 {
        match self.blocks.number(block) {
            Numbered::Known(n) => n,
            Numbered::New(n) => {
                self.send(Item::Block(BlockDef {
                    n,
                    addr: block.pc,
                    thumb: block.thumb,
                    words: words_of(block).into(),
                    costs: costs_of(block),
                    mask_bits: block.mask_bits(),
                }));
                n
            }
        }
    }

    pub fn executed(&mut self, events: &[u64]) {
        self.events.extend_from_slice(events);
        self.batch_events += events.len();
        if self.batch_events >= BATCH_EVENTS {
            self.ship();
        }
    }

    /// Keeps the core's full event buffer `buf[..len]` and gives back an empty one.
    pub fn executed_buffer(&mut self, buf: Box<[u64]>, len: usize) -> Box<[u64]> {
        let size = buf.len();
        self.stage_events();
        self.batch.push(Item::Events(EventBuf::Core(buf, len)));
        self.batch_events += len;
        if self.batch_events >= BATCH_EVENTS {
            self.ship();
        }
        self.spare_boxes.take(size)
    }

    /// Records a trace-device event, in order with everything else recorded.
    pub fn process(&mut self, p: Process) {
        self.send(Item::Process(p));
    }

    /// Closes the current recording slice (at exit).
    pub fn stop_clock(&mut self) {
        if let Some(t) = self.since.take() {
            self.elapsed += t.elapsed();
        }
    }

    /// Ends the trace at tick `final_time`: the recorder writes what is pending, the
    /// closing records and the header, and stops.
    pub fn finish(&mut self, final_time: u64) -> Result<Finished, String> {
        self.stop_clock();
        self.ship();
        let Some(recorder) = self.recorder.take() else {
            return Err("the trace was already finished, or a recording thread stopped".into());
        };
        recorder.finish(FinishInfo {
            final_time,
            elapsed_usecs: self.elapsed.as_micros() as u64,
        })
    }
}

impl Drop for State {
    /// Without `finish` (an error or a panic ended the run), what was recorded still
    /// reaches the files before the tracer is gone, as an unfinished trace.
    fn drop(&mut self) {
        if self.recorder.is_some() {
            self.ship();
        }
        self.recorder = None;
    }
}

//! The tracer's shared state: the trace writer, the block table, the recording switch
//! and the bookkeeping for the exit summary. The core's and the device's handles both
//! lock it; the recording flag is also kept in an atomic so that the engines read it
//! without locking.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use arm::block::Block;
use arm::trace::BbEvent;
use tracefmt::TraceWriter;

use super::blocks::{words_of, BlockTable, Numbered};

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
    pub writer: Option<TraceWriter>,
    pub blocks: BlockTable,
    /// The last recorded execution, whose instruction times wait until it is known
    /// whether an exception cut it short.
    pending: Option<BbEvent>,
    /// Instruction-start runs computed for one execution.
    scratch: Vec<(u32, u32)>,
    /// Wall time spent recording, and when the current recording slice began.
    pub elapsed: Duration,
    since: Option<Instant>,
    /// Executions recorded, and the first and last execution time.
    pub executions: u64,
    pub first_time: Option<u64>,
    pub last_time: u64,
    /// Time of the last block record written (after the writer's no-zero-delta rule).
    last_bb_time: u64,
    /// Executions naming a block number that was never assigned (dropped).
    pub unknown_blocks: u64,
    /// The first error of the writer (the trace is then incomplete).
    pub error: Option<String>,
}

/// The state and its flags, shared by every handle.
#[derive(Debug, Clone)]
pub struct Shared {
    pub state: Arc<Mutex<State>>,
    pub ctl: Arc<Control>,
}

impl Shared {
    pub fn new(writer: TraceWriter, recording: bool) -> Shared {
        let ctl = Control::default();
        ctl.recording.store(recording, Ordering::Relaxed);
        let state = State {
            writer: Some(writer),
            blocks: BlockTable::default(),
            pending: None,
            scratch: Vec::new(),
            elapsed: Duration::ZERO,
            since: recording.then(Instant::now),
            executions: 0,
            first_time: None,
            last_time: 0,
            last_bb_time: 0,
            unknown_blocks: 0,
            error: None,
        };
        Shared {
            state: Arc::new(Mutex::new(state)),
            ctl: Arc::new(ctl),
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
    /// Closes the current recording slice (at exit).
    pub fn stop_clock(&mut self) {
        if let Some(t) = self.since.take() {
            self.elapsed += t.elapsed();
        }
    }

    pub fn block_number(&mut self, block: &Block) -> u32 {
        match self.blocks.number(block) {
            Numbered::Known(n) => n,
            Numbered::New(n) => {
                if let Some(w) = self.writer.as_mut() {
                    let r = w.record_static_block(
                        u64::from(n),
                        block.pc,
                        block.thumb,
                        &words_of(block),
                    );
                    if let Err(e) = r {
                        self.error.get_or_insert(e.to_string());
                    }
                }
                n
            }
        }
    }

    /// Writes the instruction times of the pending execution: its first `limit`
    /// instructions.
    fn write_pending(&mut self, limit: usize) {
        let (Some(ev), Some(w)) = (self.pending.take(), self.writer.as_mut()) else {
            return;
        };
        self.blocks
            .insn_runs(&ev, limit, &mut self.scratch, |first, runs| {
                w.record_insn_runs(first, runs)
            });
    }

    /// Writes the pending execution's instruction times in full.
    pub fn flush_pending(&mut self) {
        self.write_pending(usize::MAX);
    }

    pub fn executed(&mut self, events: &[BbEvent]) {
        for ev in events {
            if self.blocks.costs(ev.bb).is_none() {
                self.unknown_blocks += 1;
                continue;
            }
            self.flush_pending();
            let Some(w) = self.writer.as_mut() else {
                return;
            };
            // A block record must advance the time (a zero delta reads as the end of
            // `qtrace.bb`): the writer moves such a record one tick on, so the block's
            // instruction times move with it (only the very first block, at tick 0, and
            // blocks of zero-cost instructions can need it).
            let time = if ev.time > self.last_bb_time {
                ev.time
            } else {
                self.last_bb_time + 1
            };
            self.last_bb_time = time;
            w.record_bb(u64::from(ev.bb), time);
            self.pending = Some(BbEvent { time, ..*ev });
            self.executions += 1;
            self.first_time.get_or_insert(time);
            self.last_time = self.last_time.max(time);
        }
    }

    pub fn exception(&mut self, time: u64, pc: u32, target: u32, insns: u32) {
        self.write_pending(insns as usize);
        if let Some(w) = self.writer.as_mut() {
            w.record_exception(time, pc, target, insns);
        }
    }
}

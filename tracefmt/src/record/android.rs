//! The Android qtrace v2 recorder: two threads read the same batches side by side,
//! `qtrace-bb` (static blocks, repeat compression and encoding of `qtrace.bb`,
//! exceptions, process events, the header) and `qtrace-insn` (instruction times rebuilt
//! from the condition masks, `qtrace.insn`). Each gets the batches in order over a
//! bounded channel, so the files are exactly what recording inline would write; a full
//! channel makes the sender wait rather than lose anything.

use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::costs::{BlockTable, InsnRuns};
use super::event::{record_time, ExecEvent, TIME_BASE};
use super::raw::Timeline;
use super::work::{thread_cpu, Batch, Finished, Item};
use crate::{FinishInfo, InsnWriter, TraceWriter};

/// How many executions ahead the block table is prefetched (its entries are
/// scattered; the loads overlap with the work on the executions before).
const LOOKAHEAD: usize = 8;

/// How many events ahead the event buffer itself is prefetched (it was written on the
/// emulator's core).
const EVENTS_AHEAD: usize = 32;

/// Batches in flight to each thread before the sender waits.
const CHANNEL_DEPTH: usize = 4;

enum Msg<R> {
    Batch(Arc<Batch>),
    Finish(R),
}

type BbReply = SyncSender<Result<Finished, String>>;
type InsnReply = SyncSender<Result<Duration, String>>;

/// The running recorder.
pub struct AndroidRecorder {
    bb: Option<SyncSender<Msg<(FinishInfo, BbReply)>>>,
    insn: Option<SyncSender<Msg<InsnReply>>>,
    threads: Vec<JoinHandle<()>>,
}

impl std::fmt::Debug for AndroidRecorder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AndroidRecorder")
    }
}

impl AndroidRecorder {
    /// Starts both threads; `writer` hands its `qtrace.insn` half to the second.
    pub fn spawn(mut writer: TraceWriter) -> std::io::Result<AndroidRecorder> {
        let (bb_tx, bb_rx) = mpsc::sync_channel(CHANNEL_DEPTH);
        let (insn_tx, insn_rx) = mpsc::sync_channel(CHANNEL_DEPTH);
        let insn = InsnWorker {
            writer: writer.split_insn(),
            timing: Timing::default(),
            blocks: BlockTable::default(),
            pending: ExecEvent::default(),
            has_pending: false,
            scratch: Vec::new(),
            last_bb_time: 0,
            busy: Duration::ZERO,
        };
        let bb = BbWorker {
            writer,
            timing: Timing::default(),
            known: 0,
            executions: 0,
            first_time: None,
            last_bb_time: 0,
            unknown_blocks: 0,
            error: None,
            busy: Duration::ZERO,
        };
        let i = std::thread::Builder::new()
            .name("qtrace-insn".into())
            .spawn(move || insn.run(insn_rx))?;
        let b = std::thread::Builder::new()
            .name("qtrace-bb".into())
            .spawn(move || bb.run(bb_rx))?;
        Ok(AndroidRecorder {
            bb: Some(bb_tx),
            insn: Some(insn_tx),
            threads: vec![b, i],
        })
    }

    /// Hands a batch to both threads; `false` if one of them is gone.
    pub fn send(&mut self, batch: Arc<Batch>) -> bool {
        let ok_insn = self
            .insn
            .as_ref()
            .is_some_and(|tx| tx.send(Msg::Batch(Arc::clone(&batch))).is_ok());
        let ok_bb = self
            .bb
            .as_ref()
            .is_some_and(|tx| tx.send(Msg::Batch(batch)).is_ok());
        ok_insn && ok_bb
    }

    /// Writes what is pending (instruction times first), the closing records and the
    /// header, and stops the threads.
    pub fn finish(mut self, info: FinishInfo) -> Result<Finished, String> {
        let (Some(bb_tx), Some(insn_tx)) = (self.bb.take(), self.insn.take()) else {
            return Err("the trace was already finished".into());
        };
        let (insn_reply_tx, insn_reply) = mpsc::sync_channel(1);
        let insn_busy = insn_tx
            .send(Msg::Finish(insn_reply_tx))
            .ok()
            .and_then(|()| insn_reply.recv().ok());
        drop(insn_tx);
        let (reply_tx, reply) = mpsc::sync_channel(1);
        let done = bb_tx
            .send(Msg::Finish((info, reply_tx)))
            .ok()
            .and_then(|()| reply.recv().ok());
        drop(bb_tx);
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
        let insn_busy = insn_busy.unwrap_or_else(|| Err("the recording thread stopped".into()))?;
        let mut done = done.unwrap_or_else(|| Err("the recording thread stopped".into()))?;
        done.busy.push(("qtrace-insn".into(), insn_busy));
        Ok(done)
    }
}

impl Drop for AndroidRecorder {
    /// Without `finish` (an error or a panic ended the run), what was recorded still
    /// reaches the files, as an unfinished trace: the threads see their channels close,
    /// hand over what they have and stop.
    fn drop(&mut self) {
        self.bb = None;
        self.insn = None;
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

/// What a thread needs to time the engines' words (see `super::raw`).
#[derive(Default)]
struct Timing {
    timeline: Timeline,
    scratch: Vec<ExecEvent>,
}

impl Timing {
    /// Hands the events of `events` to `f`, timed, a piece at a time.
    fn feed(&mut self, events: &super::work::EventBuf, f: impl FnMut(&[ExecEvent])) {
        events.timed(&mut self.timeline, &mut self.scratch, f);
    }
}

/// `qtrace-bb`'s state.
struct BbWorker {
    writer: TraceWriter,
    timing: Timing,
    /// Block numbers assigned so far (executions naming others are dropped).
    known: u32,
    executions: u64,
    first_time: Option<u64>,
    last_bb_time: u64,
    unknown_blocks: u64,
    /// The first error (the trace is then incomplete).
    error: Option<String>,
    busy: Duration,
}

/// `qtrace-insn`'s state.
struct InsnWorker {
    writer: InsnWriter,
    timing: Timing,
    blocks: BlockTable,
    /// The last recorded execution, whose instruction times wait until it is known
    /// whether an exception cut it short.
    pending: ExecEvent,
    has_pending: bool,
    /// Instruction-start runs computed for one execution.
    scratch: Vec<(u32, u32)>,
    last_bb_time: u64,
    busy: Duration,
}

impl BbWorker {
    fn run(mut self, work: Receiver<Msg<(FinishInfo, BbReply)>>) {
        for msg in work {
            let start = Instant::now();
            match msg {
                Msg::Batch(batch) => {
                    for item in &batch.items {
                        match item {
                            Item::Block(b) => {
                                let r = self.writer.record_static_block(
                                    u64::from(b.n),
                                    b.addr,
                                    b.thumb,
                                    &b.words,
                                );
                                if let Err(e) = r {
                                    self.error.get_or_insert(e.to_string());
                                }
                                self.known = self.known.max(b.n);
                                self.timing.timeline.block(b);
                            }
                            Item::Events(events) => {
                                let mut t = std::mem::take(&mut self.timing);
                                t.feed(events, |evs| self.executed(evs));
                                self.timing = t;
                            }
                            Item::Process(p) => p.write_to(&mut self.writer),
                        }
                    }
                }
                Msg::Finish((info, reply)) => {
                    self.busy += start.elapsed();
                    let _ = reply.send(self.finish(info));
                    return;
                }
            }
            self.busy += start.elapsed();
        }
        // The sender went away without finishing: the writer's drop writes what it
        // has, as a killed emulator's trace.
    }

    fn executed(&mut self, events: &[ExecEvent]) {
        for (k, ev) in events.iter().enumerate() {
            if let Some(ahead) = events.get(k + LOOKAHEAD) {
                self.writer.touch_bb(u64::from(ahead.bb));
            }
            crate::prefetch::prefetch(events.as_ptr().wrapping_add(k + EVENTS_AHEAD));
            if ev.bb == 0 || ev.bb > self.known {
                if let Some(x) = ev.as_exception() {
                    let time = x.time + TIME_BASE;
                    let insns = x.insns.unwrap_or_else(|| self.writer.last_block_insns());
                    self.writer.record_exception(time, x.pc, x.target, insns);
                } else {
                    self.unknown_blocks += 1;
                    self.executions += 1;
                }
                continue;
            }
            let time = record_time(ev.time, &mut self.last_bb_time);
            self.writer.record_bb(u64::from(ev.bb), time);
            self.first_time.get_or_insert(time);
            self.executions += 1;
        }
    }

    fn finish(self, mut info: FinishInfo) -> Result<Finished, String> {
        info.final_time += TIME_BASE;
        if let Some(e) = self.error {
            return Err(e);
        }
        let busy = thread_cpu(self.busy);
        let header = self.writer.finish(info).map_err(|e| e.to_string())?;
        Ok(Finished {
            header,
            executions: self.executions - self.unknown_blocks,
            first_time: self.first_time,
            last_time: self.last_bb_time,
            unknown_blocks: self.unknown_blocks,
            busy: vec![("qtrace-bb".into(), busy)],
        })
    }
}

impl InsnWorker {
    fn run(mut self, work: Receiver<Msg<InsnReply>>) {
        for msg in work {
            let start = Instant::now();
            match msg {
                Msg::Batch(batch) => {
                    for item in &batch.items {
                        match item {
                            Item::Block(b) => {
                                self.blocks.push(b.costs.clone(), b.mask_bits);
                                self.timing.timeline.block(b);
                            }
                            Item::Events(events) => {
                                let mut t = std::mem::take(&mut self.timing);
                                t.feed(events, |evs| self.executed(evs));
                                self.timing = t;
                            }
                            Item::Process(_) => {}
                        }
                    }
                }
                Msg::Finish(reply) => {
                    self.write_pending(usize::MAX);
                    self.busy += start.elapsed();
                    let busy = thread_cpu(self.busy);
                    let r = self.writer.finish().map_err(|e| e.to_string());
                    let _ = reply.send(r.map(|()| busy));
                    return;
                }
            }
            self.busy += start.elapsed();
        }
        // The sender went away: the writer's drop hands over what it has.
        self.write_pending(usize::MAX);
    }

    /// Writes the instruction times of the pending execution: its first `limit`
    /// instructions.
    #[inline(always)]
    fn write_pending(&mut self, limit: usize) {
        if !std::mem::take(&mut self.has_pending) {
            return;
        }
        // Read in place: copying the event out would load it wider than it was stored,
        // which defeats store forwarding on every execution.
        let w = &mut self.writer;
        self.blocks.insn_runs(
            &self.pending,
            limit,
            &mut self.scratch,
            |first, runs| match runs {
                InsnRuns::Wide(r) => w.record_insn_runs(first, r),
                InsnRuns::Narrow(r) => w.record_insn_runs_narrow(first, r),
            },
        );
    }

    fn executed(&mut self, events: &[ExecEvent]) {
        let known = self.blocks.len() as u32;
        for (k, ev) in events.iter().enumerate() {
            if let Some(ahead) = events.get(k + LOOKAHEAD) {
                self.blocks.touch(ahead.bb);
            }
            crate::prefetch::prefetch(events.as_ptr().wrapping_add(k + EVENTS_AHEAD));
            if ev.bb == 0 || ev.bb > known {
                if let Some(x) = ev.as_exception() {
                    // It cut the pending execution short.
                    self.write_pending(x.insns.map_or(usize::MAX, |n| n as usize));
                }
                continue;
            }
            self.write_pending(usize::MAX);
            let time = record_time(ev.time, &mut self.last_bb_time);
            self.pending.time = time;
            self.pending.bb = ev.bb;
            self.pending.mask = ev.mask;
            self.has_pending = true;
        }
    }
}

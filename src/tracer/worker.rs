//! The recording threads: everything that turns executed-block events into trace
//! records runs off the emulator's thread, on two threads that read the same event
//! buffers: `qtrace-bb` (static blocks, repeat compression and encoding of `qtrace.bb`,
//! exceptions, process events, the header) and `qtrace-insn` (instruction times rebuilt
//! from the condition masks, `qtrace.insn`). The emulator sends each its work in order
//! over a bounded channel, so the files are exactly what recording inline would write;
//! a full channel makes the emulator wait rather than lose anything.

use std::sync::mpsc::{Receiver, Sender, SyncSender};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use arm::trace::BbEvent;
use tracefmt::{FinishInfo, Header, InsnWriter, TraceWriter};

use super::blocks::{BlockTable, InsnCost, Runs};

/// How many executions ahead the block table is prefetched (its entries are
/// scattered; the loads overlap with the work on the executions before).
const LOOKAHEAD: usize = 8;

/// How many events ahead the event buffer itself is prefetched (it was written on the
/// emulator's core).
const EVENTS_AHEAD: usize = 32;

/// Trace time is the guest's tick counter plus this: a `qtrace.bb` record cannot start
/// at time 0 (a zero time delta reads as the end of the file), so rather than move the
/// first blocks of a run one tick apart, the whole trace (blocks, instructions,
/// exceptions, process events) is one tick later than the guest's ticks.
pub const TIME_BASE: u64 = 1;

/// A writer call the emulator's thread could not make itself (process events).
pub type WriterCall = Box<dyn FnOnce(&mut TraceWriter) + Send>;

/// Executed blocks, shared by both recording threads.
#[derive(Debug)]
pub enum Events {
    /// Copied from the core's buffer (a partial buffer, flushed early).
    Copied(Vec<BbEvent>),
    /// The core's own buffer with its first `.1` events executed.
    Core(Box<[BbEvent]>, usize),
}

impl Events {
    fn as_slice(&self) -> &[BbEvent] {
        match self {
            Events::Copied(v) => v,
            Events::Core(b, len) => &b[..(*len).min(b.len())],
        }
    }
}

/// Where the recording threads return the event buffers they are done with.
#[derive(Debug, Clone)]
pub struct Recycle {
    pub vecs: Sender<Vec<BbEvent>>,
    pub boxes: Sender<Box<[BbEvent]>>,
}

impl Recycle {
    /// Gives `events` back if this was its last reader.
    fn done(&self, events: Arc<Events>) {
        match Arc::into_inner(events) {
            Some(Events::Copied(mut v)) => {
                v.clear();
                let _ = self.vecs.send(v);
            }
            Some(Events::Core(b, _)) => {
                let _ = self.boxes.send(b);
            }
            None => {}
        }
    }
}

/// Work for `qtrace-bb`, in the order the emulator produced it.
pub enum BbWork {
    /// Block `n` was discovered: its static record.
    Block {
        n: u32,
        addr: u32,
        thumb: bool,
        words: Vec<u32>,
    },
    Executed(Arc<Events>),
    /// A process event or method record.
    Call(WriterCall),
    /// End of the trace (after `qtrace-insn` finished).
    Finish(FinishInfo, SyncSender<Result<Finished, String>>),
}

/// Work for `qtrace-insn`, in the order the emulator produced it.
#[derive(Debug)]
pub enum InsnWork {
    /// The costs of the next block number, and its mask bits (`Block::mask_bits`).
    Costs(Box<[InsnCost]>, u64),
    Executed(Arc<Events>),
    /// End of the trace.
    Finish(SyncSender<Result<Duration, String>>),
}

impl std::fmt::Debug for BbWork {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BbWork::Block { n, addr, .. } => write!(f, "Block({n} at {addr:#x})"),
            BbWork::Executed(e) => write!(f, "Executed({})", e.as_slice().len()),
            BbWork::Call(_) => f.write_str("Call"),
            BbWork::Finish(..) => f.write_str("Finish"),
        }
    }
}

/// What the recording threads report at the end.
#[derive(Debug)]
pub struct Finished {
    pub header: Header,
    pub executions: u64,
    pub first_time: Option<u64>,
    pub last_time: u64,
    pub unknown_blocks: u64,
    /// CPU time each thread used (where the system does not tell, the wall time it
    /// spent working rather than waiting): `qtrace-bb`, `qtrace-insn`.
    pub busy: [Duration; 2],
}

/// The CPU time the calling thread has used (Linux's per-thread scheduler statistics),
/// or `busy`, its wall-clock time at work, where that is not available.
pub fn thread_cpu(busy: Duration) -> Duration {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .map_or(busy, Duration::from_nanos)
}

/// The rule both threads apply to an execution's time: trace time, moved one tick past
/// the previous block record if it does not advance (a zero delta reads as the end of
/// `qtrace.bb`; only blocks of zero-cost instructions can need it).
fn record_time(ev: &BbEvent, last: &mut u64) -> u64 {
    let time = ev.time + TIME_BASE;
    let time = if time > *last { time } else { *last + 1 };
    *last = time;
    time
}

/// `qtrace-bb`'s state.
struct BbWorker {
    writer: TraceWriter,
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
    blocks: BlockTable,
    /// The last recorded execution, whose instruction times wait until it is known
    /// whether an exception cut it short.
    pending: BbEvent,
    has_pending: bool,
    /// Instruction-start runs computed for one execution.
    scratch: Vec<(u32, u32)>,
    last_bb_time: u64,
    busy: Duration,
}

/// Starts both recording threads; `writer` hands its `qtrace.insn` half to the second.
pub fn spawn(
    mut writer: TraceWriter,
    bb_work: Receiver<Vec<BbWork>>,
    insn_work: Receiver<Vec<InsnWork>>,
    recycle: Recycle,
) -> std::io::Result<[JoinHandle<()>; 2]> {
    let insn = InsnWorker {
        writer: writer.split_insn(),
        blocks: BlockTable::default(),
        pending: BbEvent::default(),
        has_pending: false,
        scratch: Vec::new(),
        last_bb_time: 0,
        busy: Duration::ZERO,
    };
    let bb = BbWorker {
        writer,
        known: 0,
        executions: 0,
        first_time: None,
        last_bb_time: 0,
        unknown_blocks: 0,
        error: None,
        busy: Duration::ZERO,
    };
    let recycle2 = recycle.clone();
    let i = std::thread::Builder::new()
        .name("qtrace-insn".into())
        .spawn(move || insn.run(insn_work, recycle2))?;
    let b = std::thread::Builder::new()
        .name("qtrace-bb".into())
        .spawn(move || bb.run(bb_work, recycle))?;
    Ok([b, i])
}

impl BbWorker {
    fn run(mut self, work: Receiver<Vec<BbWork>>, recycle: Recycle) {
        for batch in work {
            let start = Instant::now();
            for item in batch {
                match item {
                    BbWork::Block {
                        n,
                        addr,
                        thumb,
                        words,
                    } => {
                        let r = self
                            .writer
                            .record_static_block(u64::from(n), addr, thumb, &words);
                        if let Err(e) = r {
                            self.error.get_or_insert(e.to_string());
                        }
                        self.known = self.known.max(n);
                    }
                    BbWork::Executed(events) => {
                        self.executed(events.as_slice());
                        recycle.done(events);
                    }
                    BbWork::Call(f) => f(&mut self.writer),
                    BbWork::Finish(info, reply) => {
                        self.busy += start.elapsed();
                        let _ = reply.send(self.finish(info));
                        return;
                    }
                }
            }
            self.busy += start.elapsed();
        }
        // The emulator went away without finishing: the writer's drop writes what it
        // has, as a killed emulator's trace.
    }

    fn executed(&mut self, events: &[BbEvent]) {
        for (k, ev) in events.iter().enumerate() {
            if let Some(ahead) = events.get(k + LOOKAHEAD) {
                self.writer.touch_bb(u64::from(ahead.bb));
            }
            tracefmt::prefetch::prefetch(events.as_ptr().wrapping_add(k + EVENTS_AHEAD));
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
            let time = record_time(ev, &mut self.last_bb_time);
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
        let header = self.writer.finish(info).map_err(|e| e.to_string())?;
        Ok(Finished {
            header,
            executions: self.executions - self.unknown_blocks,
            first_time: self.first_time,
            last_time: self.last_bb_time,
            unknown_blocks: self.unknown_blocks,
            busy: [thread_cpu(self.busy), Duration::ZERO],
        })
    }
}

impl InsnWorker {
    fn run(mut self, work: Receiver<Vec<InsnWork>>, recycle: Recycle) {
        for batch in work {
            let start = Instant::now();
            for item in batch {
                match item {
                    InsnWork::Costs(costs, mask_bits) => self.blocks.push(costs, mask_bits),
                    InsnWork::Executed(events) => {
                        self.executed(events.as_slice());
                        recycle.done(events);
                    }
                    InsnWork::Finish(reply) => {
                        self.write_pending(usize::MAX);
                        self.busy += start.elapsed();
                        let busy = thread_cpu(self.busy);
                        let r = self.writer.finish().map_err(|e| e.to_string());
                        let _ = reply.send(r.map(|()| busy));
                        return;
                    }
                }
            }
            self.busy += start.elapsed();
        }
        // The emulator went away: the writer's drop hands over what it has.
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
                Runs::Wide(r) => w.record_insn_runs(first, r),
                Runs::Narrow(r) => w.record_insn_runs_narrow(first, r),
            },
        );
    }

    fn executed(&mut self, events: &[BbEvent]) {
        let known = self.blocks.len() as u32;
        for (k, ev) in events.iter().enumerate() {
            if let Some(ahead) = events.get(k + LOOKAHEAD) {
                self.blocks.touch(ahead.bb);
            }
            tracefmt::prefetch::prefetch(events.as_ptr().wrapping_add(k + EVENTS_AHEAD));
            if ev.bb == 0 || ev.bb > known {
                if let Some(x) = ev.as_exception() {
                    // It cut the pending execution short.
                    self.write_pending(x.insns.map_or(usize::MAX, |n| n as usize));
                }
                continue;
            }
            self.write_pending(usize::MAX);
            let time = record_time(ev, &mut self.last_bb_time);
            self.pending.time = time;
            self.pending.bb = ev.bb;
            self.pending.mask = ev.mask;
            self.has_pending = true;
        }
    }
}

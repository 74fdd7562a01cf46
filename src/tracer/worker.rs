//! The recording thread: everything that turns executed-block events into trace
//! records (instruction times rebuilt from the condition masks, repeat compression,
//! encoding) runs here, off the emulator's thread. The emulator sends [`Work`] in
//! order over a bounded channel, so the files are exactly what recording inline would
//! write; a full channel makes the emulator wait rather than lose anything.

use std::sync::mpsc::{Receiver, Sender, SyncSender};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use arm::trace::BbEvent;
use tracefmt::{FinishInfo, Header, TraceWriter};

use super::blocks::{BlockTable, InsnCost};

/// How many executions ahead the block table is touched (its entries are scattered;
/// the loads overlap with the work on the executions before).
const LOOKAHEAD: usize = 8;

/// Trace time is the guest's tick counter plus this: a `qtrace.bb` record cannot start
/// at time 0 (a zero time delta reads as the end of the file), so rather than move the
/// first blocks of a run one tick apart, the whole trace (blocks, instructions,
/// exceptions, process events) is one tick later than the guest's ticks.
pub const TIME_BASE: u64 = 1;

/// A writer call the emulator's thread could not make itself (process events).
pub type WriterCall = Box<dyn FnOnce(&mut TraceWriter) + Send>;

/// One unit of work, in the order the emulator produced it.
pub enum Work {
    /// Block `n` was discovered: its static record and costs.
    Block {
        n: u32,
        addr: u32,
        thumb: bool,
        words: Vec<u32>,
        costs: Box<[InsnCost]>,
    },
    /// Executed blocks, in order (the buffer goes back to the emulator afterwards).
    Executed(Vec<BbEvent>),
    /// The core's own event buffer with its first `.1` events executed (it goes back
    /// afterwards).
    Buffer(Box<[BbEvent]>, usize),
    /// An exception cut the last execution short after `insns` instructions.
    Exception {
        time: u64,
        pc: u32,
        target: u32,
        insns: u32,
    },
    /// A process event or method record.
    Call(WriterCall),
    /// Items in order (what the channel carries, but `Finish`).
    Batch(Vec<Work>),
    /// End of the trace.
    Finish(FinishInfo, SyncSender<Result<Finished, String>>),
}

impl std::fmt::Debug for Work {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Work::Block { n, addr, .. } => write!(f, "Block({n} at {addr:#x})"),
            Work::Executed(events) => write!(f, "Executed({})", events.len()),
            Work::Buffer(_, len) => write!(f, "Buffer({len})"),
            Work::Exception { time, pc, .. } => write!(f, "Exception({pc:#x} at {time})"),
            Work::Call(_) => f.write_str("Call"),
            Work::Batch(items) => f.debug_list().entries(items).finish(),
            Work::Finish(..) => f.write_str("Finish"),
        }
    }
}

/// What the recording thread reports at the end.
#[derive(Debug)]
pub struct Finished {
    pub header: Header,
    pub executions: u64,
    pub first_time: Option<u64>,
    pub last_time: u64,
    pub unknown_blocks: u64,
    /// Wall time the recording thread spent working (not waiting for work).
    pub busy: Duration,
}

/// The recording thread's state.
struct Worker {
    writer: TraceWriter,
    blocks: BlockTable,
    /// The last recorded execution, whose instruction times wait until it is known
    /// whether an exception cut it short.
    pending: BbEvent,
    has_pending: bool,
    /// Instruction-start runs computed for one execution.
    scratch: Vec<(u32, u32)>,
    executions: u64,
    first_time: Option<u64>,
    last_time: u64,
    /// Time of the last block record written (after the writer's no-zero-delta rule).
    last_bb_time: u64,
    /// Executions naming a block number that was never assigned (dropped).
    unknown_blocks: u64,
    /// The first error (the trace is then incomplete).
    error: Option<String>,
    busy: Duration,
}

/// Where the recording thread returns the event buffers it is done with.
pub struct Recycle {
    pub vecs: Sender<Vec<BbEvent>>,
    pub boxes: Sender<Box<[BbEvent]>>,
}

/// Starts the recording thread for `writer`; event buffers it is done with go back on
/// `recycle`.
pub fn spawn(
    writer: TraceWriter,
    work: Receiver<Work>,
    recycle: Recycle,
) -> std::io::Result<JoinHandle<()>> {
    let w = Worker {
        writer,
        blocks: BlockTable::default(),
        pending: BbEvent::default(),
        has_pending: false,
        scratch: Vec::new(),
        executions: 0,
        first_time: None,
        last_time: 0,
        last_bb_time: 0,
        unknown_blocks: 0,
        error: None,
        busy: Duration::ZERO,
    };
    std::thread::Builder::new()
        .name("qtrace-record".into())
        .spawn(move || w.run(work, recycle))
}

impl Worker {
    fn run(mut self, work: Receiver<Work>, recycle: Recycle) {
        for item in work {
            let start = Instant::now();
            let finish = self.apply(item, &recycle);
            self.busy += start.elapsed();
            if let Some(reply) = finish {
                let (info, reply) = reply;
                let _ = reply.send(self.finish(info));
                return;
            }
        }
        // The emulator went away without finishing: the writer's drop writes what it
        // has, as a killed emulator's trace.
        self.write_pending(usize::MAX);
    }

    /// Does one item; a `Finish` is handed back to the caller.
    fn apply(
        &mut self,
        item: Work,
        recycle: &Recycle,
    ) -> Option<(FinishInfo, SyncSender<Result<Finished, String>>)> {
        match item {
            Work::Block {
                n,
                addr,
                thumb,
                words,
                costs,
            } => {
                let r = self
                    .writer
                    .record_static_block(u64::from(n), addr, thumb, &words);
                if let Err(e) = r {
                    self.error.get_or_insert(e.to_string());
                }
                self.blocks.push(costs);
            }
            Work::Executed(mut events) => {
                self.executed(&events);
                events.clear();
                let _ = recycle.vecs.send(events);
            }
            Work::Buffer(buf, len) => {
                self.executed(&buf[..len.min(buf.len())]);
                let _ = recycle.boxes.send(buf);
            }
            Work::Exception {
                time,
                pc,
                target,
                insns,
            } => {
                self.write_pending(insns as usize);
                self.writer
                    .record_exception(time + TIME_BASE, pc, target, insns);
            }
            Work::Call(f) => f(&mut self.writer),
            Work::Batch(items) => {
                for item in items {
                    if let Some(finish) = self.apply(item, recycle) {
                        return Some(finish);
                    }
                }
            }
            Work::Finish(info, reply) => return Some((info, reply)),
        }
        None
    }

    /// Writes the instruction times of the pending execution: its first `limit`
    /// instructions.
    fn write_pending(&mut self, limit: usize) {
        if !std::mem::take(&mut self.has_pending) {
            return;
        }
        // Read in place: copying the event out would load it wider than it was stored,
        // which defeats store forwarding on every execution.
        let w = &mut self.writer;
        self.blocks
            .insn_runs(&self.pending, limit, &mut self.scratch, |first, runs| {
                w.record_insn_runs(first, runs)
            });
    }

    fn executed(&mut self, events: &[BbEvent]) {
        let known = self.blocks.len() as u32;
        for (k, ev) in events.iter().enumerate() {
            if let Some(ahead) = events.get(k + LOOKAHEAD) {
                self.blocks.touch(ahead.bb);
            }
            if ev.bb == 0 || ev.bb > known {
                self.unknown_blocks += 1;
                continue;
            }
            self.write_pending(usize::MAX);
            // A block record must advance the time (a zero delta reads as the end of
            // `qtrace.bb`): such a record moves one tick on, and the block's instruction
            // times with it (only blocks of zero-cost instructions can need it).
            let time = ev.time + TIME_BASE;
            let time = if time > self.last_bb_time {
                time
            } else {
                self.last_bb_time + 1
            };
            self.last_bb_time = time;
            self.writer.record_bb(u64::from(ev.bb), time);
            self.pending.time = time;
            self.pending.bb = ev.bb;
            self.pending.mask = ev.mask;
            self.has_pending = true;
            self.first_time.get_or_insert(time);
        }
        self.executions += events.len() as u64;
        self.last_time = self.last_time.max(self.last_bb_time);
    }

    fn finish(mut self, mut info: FinishInfo) -> Result<Finished, String> {
        info.final_time += TIME_BASE;
        self.write_pending(usize::MAX);
        if let Some(e) = self.error {
            return Err(e);
        }
        let header = self.writer.finish(info).map_err(|e| e.to_string())?;
        Ok(Finished {
            header,
            executions: self.executions - self.unknown_blocks,
            first_time: self.first_time,
            last_time: self.last_time,
            unknown_blocks: self.unknown_blocks,
            busy: self.busy,
        })
    }
}

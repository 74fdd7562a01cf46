//! What the emulator hands to a trace recorder, in order: numbered blocks, executed
//! events and the trace device's process events. Both recorders (the compact trace and
//! the Android qtrace v2) consume the same batches, and the compact trace stores exactly
//! this stream, so exporting it replays the recorder's input.

use std::sync::mpsc::Sender;

use super::costs::InsnCost;
use super::event::ExecEvent;
use super::raw::Timeline;

/// A block at its first discovery: its static record and its costs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockDef {
    /// Block number (1, 2, ... in order of discovery).
    pub n: u32,
    pub addr: u32,
    pub thumb: bool,
    /// ARM words, or Thumb halfwords in the low 16 bits and 32-bit Thumb-2 instructions as
    /// `encode_thumb32` stores them.
    pub words: Box<[u32]>,
    pub costs: Box<[InsnCost]>,
    /// The condition-mask bits that change an instruction start (`Block::mask_bits`).
    pub mask_bits: u64,
}

/// One event of the goldfish trace device, with its trace time (ticks + `TIME_BASE`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Process {
    pub time: u64,
    pub event: ProcessEvent,
}

/// What the trace device reported; each maps to one writer call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProcessEvent {
    Switch {
        pid: u32,
    },
    Fork {
        tgid: u32,
        pid: u32,
    },
    Clone {
        tgid: u32,
        pid: u32,
    },
    Exec {
        argv: Vec<Vec<u8>>,
    },
    Mmap {
        start: u32,
        end: u32,
        offset: u32,
        path: Vec<u8>,
    },
    Munmap {
        start: u32,
        end: u32,
    },
    Exit {
        code: u32,
    },
    Name {
        pid: u32,
        name: Vec<u8>,
    },
    KthreadName {
        tgid: u32,
        pid: u32,
        name: Vec<u8>,
    },
    SymbolAdd {
        addr: u32,
        name: Vec<u8>,
    },
    SymbolRemove {
        addr: u32,
    },
    Method {
        addr: u32,
        pid: u32,
        call_type: u32,
    },
}

impl Process {
    /// Records this event through the Android writer.
    pub fn write_to(&self, w: &mut crate::TraceWriter) {
        let t = self.time;
        match &self.event {
            ProcessEvent::Switch { pid } => w.record_switch(t, *pid),
            ProcessEvent::Fork { tgid, pid } => w.record_fork(t, *tgid, *pid),
            ProcessEvent::Clone { tgid, pid } => w.record_clone(t, *tgid, *pid),
            ProcessEvent::Exec { argv } => {
                let argv: Vec<&[u8]> = argv.iter().map(Vec::as_slice).collect();
                w.record_exec(t, &argv)
            }
            ProcessEvent::Mmap {
                start,
                end,
                offset,
                path,
            } => w.record_mmap(t, *start, *end, *offset, path),
            ProcessEvent::Munmap { start, end } => w.record_munmap(t, *start, *end),
            ProcessEvent::Exit { code } => w.record_exit(t, *code),
            ProcessEvent::Name { pid, name } => w.record_name(t, *pid, name),
            ProcessEvent::KthreadName { tgid, pid, name } => {
                w.record_kthread_name(t, *tgid, *pid, name)
            }
            ProcessEvent::SymbolAdd { addr, name } => w.record_symbol_add(t, *addr, name),
            ProcessEvent::SymbolRemove { addr } => w.record_symbol_remove(t, *addr),
            ProcessEvent::Method {
                addr,
                pid,
                call_type,
            } => w.record_method(t, *addr, *pid, *call_type),
        }
    }
}

/// Executed blocks and exception markers.
#[derive(Debug)]
pub enum EventBuf {
    /// Timed events (an export replays them, tests write them).
    Timed(Vec<ExecEvent>),
    /// The engines' words (`super::raw`), copied from a partial buffer.
    Words(Vec<u64>),
    /// The core's own buffer with its first `.1` words written.
    Core(Box<[u64]>, usize),
}

/// How many timed events a recording thread rebuilds at a time (they stay in its
/// cache until encoded).
const PIECE: usize = 4096;

impl EventBuf {
    /// The engines' words (none for timed events).
    pub fn words(&self) -> &[u64] {
        match self {
            EventBuf::Timed(_) => &[],
            EventBuf::Words(v) => v,
            EventBuf::Core(b, len) => &b[..(*len).min(b.len())],
        }
    }

    /// Hands the events to `f` in order, timed (by `timeline`, which must have seen
    /// every block and word before them), a piece at a time.
    pub fn timed(
        &self,
        timeline: &mut Timeline,
        scratch: &mut Vec<ExecEvent>,
        mut f: impl FnMut(&[ExecEvent]),
    ) {
        if let EventBuf::Timed(v) = self {
            f(v);
            return;
        }
        let words = self.words();
        let mut i = 0;
        while i < words.len() {
            scratch.clear();
            i += timeline.resolve(&words[i..], scratch, PIECE);
            f(scratch);
        }
    }
}

/// One item of the stream.
#[derive(Debug)]
pub enum Item {
    Block(BlockDef),
    Events(EventBuf),
    Process(Process),
}

/// Where the event buffers go back to the emulator once every recorder thread is done
/// with them.
#[derive(Debug, Clone)]
pub struct Recycle {
    pub vecs: Sender<Vec<u64>>,
    pub boxes: Sender<Box<[u64]>>,
}

/// Items in order, shared (behind an `Arc`) by the recorder's threads; the last one to
/// drop it gives the event buffers back.
#[derive(Debug, Default)]
pub struct Batch {
    pub items: Vec<Item>,
    pub recycle: Option<Recycle>,
}

impl Drop for Batch {
    fn drop(&mut self) {
        let Some(r) = &self.recycle else { return };
        for item in self.items.drain(..) {
            match item {
                Item::Events(EventBuf::Words(mut v)) => {
                    v.clear();
                    let _ = r.vecs.send(v);
                }
                Item::Events(EventBuf::Core(b, _)) => {
                    let _ = r.boxes.send(b);
                }
                _ => {}
            }
        }
    }
}

/// What a recorder reports at the end.
#[derive(Debug, Clone, Default)]
pub struct Finished {
    /// The Android header (the Android recorder), or the compact trace's equivalent
    /// counts in the same fields.
    pub header: crate::Header,
    pub executions: u64,
    pub first_time: Option<u64>,
    pub last_time: u64,
    pub unknown_blocks: u64,
    /// CPU time each recording thread used, by thread name.
    pub busy: Vec<(String, std::time::Duration)>,
}

/// The CPU time the calling thread has used (Linux's per-thread scheduler statistics),
/// or `busy`, its wall-clock time at work, where that is not available.
pub fn thread_cpu(busy: std::time::Duration) -> std::time::Duration {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .map_or(busy, std::time::Duration::from_nanos)
}

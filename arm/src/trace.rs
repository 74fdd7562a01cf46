//! The contract between the engines and the tracer (which lives in the root package
//! and owns block numbering and the trace files).
//!
//! Engines ask the tracer for a block's number when they discover it, record one
//! 64-bit word per executed block into `Core`'s event buffer (the hot path: a store;
//! the words are [`raw`]'s: no time, which the recorder rebuilds from the static
//! costs), an exception marker after a block cut short by an exception and a time
//! where time jumped, in the same buffer, so nothing is handed over early. The run
//! loop hands the buffer over every [`HANDOVER_TICKS`] and keeps the engines from
//! filling it between two looks (`Core::trace_boundary`). The goldfish
//! trace device reads guest memory through [`GuestMemory`](crate::bus::GuestMemory).

use crate::block::Block;

/// The event layout and the exception markers belong to the trace format (`tracefmt`),
/// which every recorder reads; the engines write them.
pub use tracefmt::record::{
    raw, ExceptionEvent, ExecEvent as BbEvent, EXCEPTION_MARK, WHOLE_BLOCK,
};

/// Words per event buffer. A buffer is handed over well before it fills (every
/// [`HANDOVER_TICKS`], about a sixth of that in words on the default guest); its size
/// bounds the words of a stretch of one-tick blocks.
pub const WORDS_PER_BUFFER: usize = 1 << 16;

/// Ticks between two hand-overs of the event buffer (at the first block boundary
/// after them).
pub const HANDOVER_TICKS: u64 = 1 << 17;

/// A buffer with fewer words than this is copied at a hand-over rather than given
/// away (a recording switched off, a run's end).
pub const HANDOVER_MIN_WORDS: usize = 1 << 11;

/// Words at the end of a buffer that words written after the last look at
/// `Core::trace_end` may use: a marker's (3) and a block's (2), with room to spare.
pub const TRACE_SLACK: usize = 8;

/// What the tracer offers the engines.
pub trait Tracer {
    /// Whether executed blocks are recorded now (`--tracing`, the guest's
    /// `/sys/qemu_trace/state`, SIGUSR1/2).
    fn recording(&self) -> bool;
    /// The number of `block`, assigned at its first discovery by any engine; the same
    /// block (address, state, words) always gets the same number.
    fn block_number(&mut self, block: &Block) -> u32;
    /// A full (or final) buffer of event words (`tracefmt::record::raw`: executed
    /// blocks, exception markers, times), in execution order.
    fn executed(&mut self, words: &[u64]);
    /// Takes a full buffer, `buf[..len]` words as [`Tracer::executed`] gets them, and
    /// gives back an empty buffer of the same size for the core to fill next (a
    /// tracer that works elsewhere keeps `buf` instead of copying it).
    fn executed_buffer(&mut self, buf: Box<[u64]>, len: usize) -> Box<[u64]> {
        self.executed(&buf[..len]);
        buf
    }
    /// Whether `recording()` changed since the last call (the guest's ENABLE write,
    /// a host signal): the run loop then drops every translated block, since
    /// recording is compiled into them.
    fn take_toggle(&mut self) -> bool {
        false
    }
}

//! The compact trace: what `goldtrace --trace NAME` writes by default.
//!
//! It stores the recorder's input stream (numbered blocks, executed-block events,
//! exception markers, process events) instead of what can be derived from it: block and
//! instruction times follow from the static costs stored with each block and the
//! condition masks, and most executions are one byte or less because each block's
//! successor (with its mask and duration) is predicted from the last time the previous
//! block ran. [`export`] replays the stream into the Android recorder, so the qtrace v2
//! it writes is byte-identical to what recording that format directly writes.
//!
//! A trace directory holds:
//! - `blocks`: frames of static block definitions (number, address, state, words,
//!   per-instruction costs, the mask bits that matter), in numbering order;
//! - `events`: frames ("chunks") of the event stream, each compressed on its own with
//!   zstd and decodable without the chunks before it, each header giving its first
//!   execution number, execution count, tick range and how many blocks are defined;
//! - `summary`: per chunk, what a reader needs without decoding the executions (see
//!   [`summary`]);
//! - `recipe` (written by the emulator): how to re-run the trace.
//!
//! Every frame is written whole, after the frames it depends on (a chunk's blocks come
//! first), so a reader of a killed run's files gets every chunk up to the last one
//! written. See [`frame`] for the frame layout and [`encode`] for the event tokens.

pub mod decode;
pub mod encode;
pub mod export;
pub mod frame;
pub mod leb;
pub mod native;
pub mod parallel;
pub mod reader;
pub mod recorder;
pub mod summary;

pub use export::export;
pub use reader::{ChunkInfo, CompactReader, Decoded};
pub use recorder::{CompactRecorder, RecorderOptions};

/// The static block definitions.
pub const BLOCKS_FILE: &str = "blocks";
/// The event chunks.
pub const EVENTS_FILE: &str = "events";
/// The chunk summaries (see [`summary`]).
pub const SUMMARY_FILE: &str = "summary";
/// The run's recipe (text, `key: value` lines), written by the emulator.
pub const RECIPE_FILE: &str = "recipe";

/// Whether `dir` holds a compact trace.
pub fn is_compact(dir: &std::path::Path) -> bool {
    dir.join(EVENTS_FILE).is_file() && dir.join(BLOCKS_FILE).is_file()
}

#[cfg(test)]
mod tests;

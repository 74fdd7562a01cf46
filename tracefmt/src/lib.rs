//! The qtrace directory format (Android emulator, version 2): records, writer, reader.
//!
//! A trace is a directory of `qtrace.static` (88-byte header + static blocks), `qtrace.bb`,
//! `qtrace.insn`, `qtrace.exc`, `qtrace.pid` and `qtrace.method`, byte-compatible with what the
//! Android qtools read. [`TraceWriter`] fills the header itself, so no `post_trace` step is needed.
//! Section numbers (§N) in this crate refer to `docs/android-qtrace-format.md`.
//!
//! `unsafe` is denied everywhere but in [`reader::map_file`] and the compact reader's mapping
//! (which memory-map a trace file; the compact reader also gives decoded chunks' pages back
//! with `madvise`), and [`prefetch`] (a cache hint), so the crate cannot forbid it.
#![deny(unsafe_code)]

pub mod bb;
pub mod bb_exec;
pub mod bb_split;
pub mod check;
pub mod compact;
pub mod error;
pub mod exc;
pub mod header;
pub mod insn;
pub mod insn_stream;
pub mod memtrace;
pub mod method;
pub mod pid;
pub mod prefetch;
pub mod reader;
pub mod record;
pub mod static_bb;
#[cfg(test)]
mod testutil;
pub mod varint;
pub mod writer;

pub use bb::{BbExec, BbRecord};
pub use check::{check, CheckReport};
pub use error::{Error, Result};
pub use exc::ExcRecord;
pub use header::{Header, HEADER_SIZE, IDENT, VERSION};
pub use insn::InsnRecord;
pub use method::MethodRecord;
pub use pid::{PidEvent, PidRecord};
pub use reader::{BbEvent, TraceReader};
pub use static_bb::{
    encode_thumb32, is_wrapped_thumb, thumb_insn, unwrap_thumb, wrap_thumb, StaticBlock, ThumbInsn,
};
pub use writer::{FinishInfo, InsnWriter, TraceWriter, WriterAdjustments, FILE_NAMES};

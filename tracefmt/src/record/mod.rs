//! Recording: the engines' event stream and the recorders that turn it into trace files.
//!
//! The emulator hands a recorder [`Batch`]es of [`Item`]s (numbered blocks, executed
//! events, process events) in order. [`AndroidRecorder`] writes the Android qtrace v2
//! directory; `crate::compact::CompactRecorder` writes the compact trace, which stores
//! the stream itself so that `crate::compact::export` can replay it into an
//! [`AndroidRecorder`].

pub mod android;
pub mod costs;
pub mod event;
pub mod raw;
pub mod work;

pub use android::AndroidRecorder;
pub use costs::{BlockTable, InsnCost, InsnRuns};
pub use event::{record_time, ExceptionEvent, ExecEvent, EXCEPTION_MARK, TIME_BASE, WHOLE_BLOCK};
pub use raw::Timeline;
pub use work::{
    thread_cpu, Batch, BlockDef, EventBuf, Finished, Item, Process, ProcessEvent, Recycle,
};

//! The trace writer: records are encoded on the caller's thread into per-file buffers, and full
//! buffers go over a bounded channel to a writer thread that owns the files.
//!
//! The hot path is [`TraceWriter::record_bb`]: the execution goes straight into the repeat
//! compression (§5.2) of the open batch, whose 1024 records are encoded when it is complete; the
//! header's instruction count is taken per record, when the batch is encoded.
//! Only whole records ever reach a file, so after a SIGKILL the reader sees everything up to the last
//! buffer that was written, followed by a clean end or a detectable truncated tail.

mod execs;
mod insn;
mod lifecycle;
mod method;
mod pids;
mod pool;
mod static_blocks;
mod thread;

use std::collections::{HashSet, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::mpsc::SyncSender;
use std::thread::JoinHandle;

use crate::bb::{BbCompressor, BbEncoder};
use crate::exc::ExcEncoder;
use crate::header::Header;
use crate::insn::InsnEncoder;
use crate::method::MethodEncoder;
use crate::pid::PidEncoder;

pub use insn::InsnWriter;
use pool::Pool;
use thread::Msg;

/// The files of a trace directory, in the order of the writer's buffers.
pub const FILE_NAMES: [&str; 6] = [
    "qtrace.static",
    "qtrace.bb",
    "qtrace.insn",
    "qtrace.exc",
    "qtrace.pid",
    "qtrace.method",
];
const STATIC: usize = 0;
const BB: usize = 1;
const INSN: usize = 2;
const EXC: usize = 3;
const PID: usize = 4;
const METHOD: usize = 5;

/// A buffer is handed to the writer thread once it holds this many bytes.
const CHUNK: usize = 256 * 1024;
/// Records per compression batch: a block's executions fold into its last record only
/// within a batch. The Android emulator encoded its ring of 1024 records at once, and
/// its reader keeps at most 1024 pending repetitions, which this bound respects.
pub const BATCH_RECORDS: usize = 1024;
/// Buffers in flight to the writer thread before the caller blocks.
const CHANNEL_DEPTH: usize = 32;
/// Pids below this are counted in the header's `first_unused_pid` scan.
const PID_SPACE: u32 = 32768;

/// What the emulator knows when tracing stops.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FinishInfo {
    /// The tick counter at the end (time of the closing bb-0 event; raised above the last block start
    /// if needed, since the closing event must come last).
    pub final_time: u64,
    /// Wall-clock microseconds spent tracing.
    pub elapsed_usecs: u64,
}

/// Inputs the writer had to adjust to keep the files decodable (all zero for a well-behaved caller).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WriterAdjustments {
    /// Block executions whose time went backwards or repeated a record's start time, moved forward.
    pub bb_times: u64,
    /// Exceptions dropped: before any block, or with pc 0 at the previous exception's time (EOF form).
    pub dropped_exceptions: u64,
    /// Method records whose time was raised to keep time deltas positive.
    pub method_times: u64,
}

/// Writes a qtrace directory (version 2) that the Android qtools read without `post_trace`.
pub struct TraceWriter {
    dir: PathBuf,
    tx: Option<SyncSender<Msg>>,
    pool: Pool,
    thread: Option<JoinHandle<()>>,
    bufs: [Vec<u8>; 6],
    failed: Option<String>,
    header: Header,
    scratch: Vec<u32>,
    static_insns: Vec<u32>,
    num_static_insn: u64,
    execs: u64,
    last_exec: Option<(u64, u64)>,
    compressor: BbCompressor,
    bb_enc: BbEncoder,
    dyn_insn: u64,
    switches: VecDeque<(u64, u32)>,
    cur_pid: u32,
    pending_mark: Option<u64>,
    /// Time of the next context switch not yet applied (`u64::MAX`: none queued).
    next_switch: u64,
    /// The pid last marked as seen (`u32::MAX`: none).
    marked: u32,
    seen_low: Vec<u64>,
    seen_high: HashSet<u32>,
    insn_enc: InsnEncoder,
    /// `qtrace.insn` is written by an [`InsnWriter`].
    insn_split: bool,
    exc_enc: ExcEncoder,
    last_exc_recnum: u64,
    pid_enc: PidEncoder,
    pid_time: u64,
    method_enc: MethodEncoder,
    adjust: WriterAdjustments,
}

impl std::fmt::Debug for TraceWriter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TraceWriter")
            .field("dir", &self.dir)
            .field("static_blocks", &self.static_insns.len())
            .field("executions", &self.execs)
            .finish_non_exhaustive()
    }
}

impl TraceWriter {
    /// Sets the creation time the header gives (an export keeps the recorded run's).
    pub fn set_start_time(&mut self, secs: u32, usecs: u32) {
        self.header = Header::created_at(secs, usecs);
    }

    /// The trace directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// What the writer had to adjust so far.
    pub fn adjustments(&self) -> WriterAdjustments {
        self.adjust
    }
}

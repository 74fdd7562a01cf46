//! The trace writer: records are encoded on the caller's thread into per-file buffers, and full
//! buffers go over a bounded channel to a writer thread that owns the files.
//!
//! The hot path is [`TraceWriter::record_bb`]: the execution goes straight into the repeat
//! compression (§5.2) of the open batch, whose 1024 records are encoded when it is complete; the
//! header's instruction count is taken per record, when the batch is encoded.
//! Only whole records ever reach a file, so after a SIGKILL the reader sees everything up to the last
//! buffer that was written, followed by a clean end or a detectable truncated tail.

use std::collections::{HashSet, VecDeque};
use std::fs::{self, File, OpenOptions};
use std::io::{Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use crate::bb::{BbCompressor, BbEncoder, BbRecord, BB_TERMINATOR};
use crate::error::{Error, Result};
use crate::exc::{ExcEncoder, ExcRecord, EXC_TERMINATOR};
use crate::header::{Header, IDENT};
use crate::insn::InsnEncoder;
use crate::method::{MethodEncoder, MethodRecord, METHOD_TERMINATOR};
use crate::pid::{PidEncoder, PidEvent, PID_TERMINATOR};
use crate::static_bb::{is_wrapped_thumb, put_static, wrap_thumb};

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

enum Msg {
    Data(usize, Vec<u8>),
    Flush(SyncSender<Option<String>>),
    Finish(Box<[u8; 88]>, SyncSender<Option<String>>),
}

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

fn io_err(path: &Path, error: std::io::Error) -> Error {
    Error::Io {
        path: path.to_path_buf(),
        error,
    }
}

impl TraceWriter {
    /// Creates the trace directory `dir` (and its parents) and its files. An existing trace there
    /// (any `qtrace.*` file this crate writes) is refused unless `force`, which overwrites it.
    pub fn create(dir: &Path, force: bool) -> Result<TraceWriter> {
        let exists = FILE_NAMES.iter().any(|n| dir.join(n).exists());
        if exists && !force {
            return Err(Error::AlreadyExists(dir.to_path_buf()));
        }
        fs::create_dir_all(dir).map_err(|e| io_err(dir, e))?;
        for stale in ["qtrace.load", "qtrace.store"] {
            let p = dir.join(stale);
            if p.exists() {
                fs::remove_file(&p).map_err(|e| io_err(&p, e))?;
            }
        }
        let mut files = Vec::with_capacity(FILE_NAMES.len());
        let mut paths = Vec::with_capacity(FILE_NAMES.len());
        for name in FILE_NAMES {
            let p = dir.join(name);
            let f = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(true)
                .open(&p)
                .map_err(|e| io_err(&p, e))?;
            files.push(f);
            paths.push(p.display().to_string());
        }
        let (tx, rx) = mpsc::sync_channel(CHANNEL_DEPTH);
        let pool = Pool::default();
        let written = pool.clone();
        let thread = std::thread::Builder::new()
            .name("qtrace-writer".into())
            .spawn(move || writer_thread(files, paths, rx, written))
            .map_err(|e| io_err(dir, e))?;
        let header = Header::new_now();
        let mut w = TraceWriter {
            dir: dir.to_path_buf(),
            tx: Some(tx),
            pool,
            thread: Some(thread),
            bufs: std::array::from_fn(|_| Vec::with_capacity(CHUNK)),
            failed: None,
            header,
            scratch: Vec::new(),
            static_insns: vec![0],
            num_static_insn: 0,
            execs: 0,
            last_exec: None,
            compressor: BbCompressor::default(),
            bb_enc: BbEncoder::default(),
            dyn_insn: 0,
            switches: VecDeque::new(),
            cur_pid: 0,
            pending_mark: None,
            next_switch: u64::MAX,
            marked: u32::MAX,
            seen_low: vec![0; (PID_SPACE / 64) as usize],
            seen_high: HashSet::new(),
            insn_enc: InsnEncoder::default(),
            insn_split: false,
            exc_enc: ExcEncoder::default(),
            last_exc_recnum: 0,
            pid_enc: PidEncoder::default(),
            pid_time: 0,
            method_enc: MethodEncoder::default(),
            adjust: WriterAdjustments::default(),
        };
        w.bufs[STATIC].extend_from_slice(&header.to_bytes());
        put_static(&mut w.bufs[STATIC], 0, 0, &[]);
        w.send(STATIC);
        Ok(w)
    }

    /// Sets the creation time the header gives (an export keeps the recorded run's).
    pub fn set_start_time(&mut self, secs: u32, usecs: u32) {
        self.header = Header::created_at(secs, usecs);
    }

    /// The trace directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Records a translated block. `bb_num` must be the next number (1, 2, 3, ...: block 0 is the
    /// dummy the writer adds itself). For Thumb blocks each word is a halfword in its low 16 bits (or
    /// an already wrapped halfword); the Thumb bit of `addr` is set from `thumb`.
    pub fn record_static_block(
        &mut self,
        bb_num: u64,
        addr: u32,
        thumb: bool,
        words: &[u32],
    ) -> Result<()> {
        let expected = self.static_insns.len() as u64;
        if bb_num != expected {
            return Err(Error::WriterStaticSequence {
                expected,
                found: bb_num,
            });
        }
        let words = if thumb {
            self.scratch.clear();
            for (index, &w) in words.iter().enumerate() {
                if w >> 16 == 0 {
                    self.scratch.push(wrap_thumb(w as u16));
                } else if is_wrapped_thumb(w) {
                    self.scratch.push(w);
                } else {
                    return Err(Error::BadThumbWord {
                        bb_num,
                        index,
                        word: w,
                    });
                }
            }
            &self.scratch[..]
        } else {
            words
        };
        put_static(
            &mut self.bufs[STATIC],
            bb_num,
            (addr & !1) | u32::from(thumb),
            words,
        );
        self.static_insns.push(words.len() as u32);
        self.num_static_insn += words.len() as u64;
        self.maybe_send(STATIC);
        Ok(())
    }

    /// Records that block `bb_num` started at tick `time`. Times must not go backwards, and a block
    /// that is not a periodic repeat must start after the previous one; the writer moves offending
    /// times forward and counts them.
    #[inline]
    pub fn record_bb(&mut self, bb_num: u64, time: u64) {
        let t = self.last_exec.map_or(time, |(_, last)| time.max(last));
        let used = self.compressor.push(bb_num, t, self.bb_enc.last_start());
        if used != time {
            self.adjust.bb_times += 1;
        }
        self.execs += 1;
        // Marking the pid of the previous execution only matters after a switch (or at
        // the first one).
        if let Some(p) = self.pending_mark {
            if p != used && (p >= self.next_switch || self.cur_pid != self.marked) {
                self.settle(p);
            }
        }
        self.pending_mark = Some(used);
        self.last_exec = Some((bb_num, used));
        if self.compressor.len() >= BATCH_RECORDS {
            self.encode_batch();
        }
    }

    /// Counts an execution of block `bb_num` at `time` as [`TraceWriter::record_bb`] does
    /// (record numbers, instruction totals, pid statistics, the block an exception cuts
    /// short) without writing it to `qtrace.bb`: for a reader that keeps the executions
    /// elsewhere and needs only the other files. `time` must be past the previous one.
    pub fn count_bb(&mut self, bb_num: u64, time: u64) {
        self.execs += 1;
        self.dyn_insn = self
            .dyn_insn
            .wrapping_add(u64::from(self.static_count(bb_num)));
        self.mark_time(time);
        self.last_exec = Some((bb_num, time));
    }

    /// Counts `n` consecutive executions (no pid event among them in the stream) as
    /// [`Self::count_bb`] would one by one, given their static instructions in all and the
    /// (block, time) of the first, second and last. Record numbers, instruction totals and
    /// the block an exception cuts short come out exact. The pid statistics of the header
    /// assume that every context switch queued within the run was followed by a block
    /// before the next one (they differ only for a thread switched to and away with no
    /// block in between).
    pub fn count_bb_run(
        &mut self,
        n: u64,
        insns: u64,
        first: (u64, u64),
        second: (u64, u64),
        last: (u64, u64),
    ) {
        self.count_bb(first.0, first.1);
        if n >= 2 {
            self.count_bb(second.0, second.1);
        }
        if n >= 3 {
            let mut k = 0;
            while let Some(&(t, _)) = self.switches.get(k) {
                if t > second.1 && t < last.1 {
                    self.mark_time(t);
                }
                k += 1;
            }
            let ends = self.static_count(first.0) + self.static_count(second.0);
            self.execs += n - 3;
            self.dyn_insn = self
                .dyn_insn
                .wrapping_add(insns)
                .wrapping_sub(u64::from(ends))
                .wrapping_sub(u64::from(self.static_count(last.0)));
            self.count_bb(last.0, last.1);
        }
    }

    /// The pid statistics' part of an execution at `time`.
    #[inline]
    fn mark_time(&mut self, time: u64) {
        if let Some(p) = self.pending_mark {
            if p != time && (p >= self.next_switch || self.cur_pid != self.marked) {
                self.settle(p);
            }
        }
        self.pending_mark = Some(time);
    }

    /// Starts loading what [`TraceWriter::record_bb`] will need for block `bb_num`, a few
    /// executions ahead of it (block state is scattered).
    #[inline]
    pub fn touch_bb(&self, bb_num: u64) {
        self.compressor.touch(bb_num);
    }

    /// Records one instruction start time (`qtrace.insn`), run-length compressed.
    #[inline]
    pub fn record_insn(&mut self, time: u64) {
        if self.insn_split {
            return;
        }
        self.insn_enc.push(&mut self.bufs[INSN], time);
        if self.bufs[INSN].len() >= CHUNK {
            self.send(INSN);
        }
    }

    /// Records the start times of one execution's instructions: the first at `time`, then each
    /// `(time_diff, count)` run of `runs` (what `count` [`TraceWriter::record_insn`] calls at that
    /// spacing would record).
    #[inline]
    pub fn record_insn_runs(&mut self, time: u64, runs: &[(u32, u32)]) {
        if self.insn_split {
            return;
        }
        self.insn_enc.push_runs(&mut self.bufs[INSN], time, runs);
        self.maybe_send(INSN);
    }

    /// Hands the `qtrace.insn` half to an [`InsnWriter`], for encoding instruction times on another
    /// thread; this writer records no instruction times afterwards (its `record_insn*` calls are
    /// then ignored). What was recorded here so far goes to the file first and the encoder's state
    /// moves over, so the file is the same as without the split. Finish the `InsnWriter` before
    /// this writer.
    pub fn split_insn(&mut self) -> InsnWriter {
        // The bytes so far go first; the record being built moves on with the encoder.
        self.send(INSN);
        self.insn_split = true;
        InsnWriter {
            enc: std::mem::take(&mut self.insn_enc),
            buf: self.pool.take(),
            pool: self.pool.clone(),
            tx: self.tx.clone(),
            failed: self.tx.is_none(),
        }
    }

    /// The static instruction count of the most recently recorded block (0 before any): what
    /// an exception taken after the whole block ran reports.
    pub fn last_block_insns(&self) -> u32 {
        self.last_exec
            .map_or(0, |(bb_num, _)| self.static_count(bb_num))
    }

    /// Records an exception taken in the most recently recorded block: `num_insns` instructions of it
    /// started (the faulting one included). The writer fills in the record number, block number and
    /// block start time. `target_pc` is 0 for pseudo-exceptions (tracing stopped mid-block).
    pub fn record_exception(&mut self, time: u64, current_pc: u32, target_pc: u32, num_insns: u32) {
        let Some((bb_num, bb_start_time)) = self.last_exec else {
            self.adjust.dropped_exceptions += 1;
            return;
        };
        let recnum = self.execs;
        let rec = ExcRecord {
            time: time.max(self.exc_enc.prev_time()),
            current_pc,
            recnum,
            target_pc,
            bb_num,
            bb_start_time,
            num_insns,
        };
        if self.exc_enc.reads_as_eof(&rec) {
            self.adjust.dropped_exceptions += 1;
            return;
        }
        if recnum != self.last_exc_recnum {
            // The reader takes the first exception record of an execution; so does the count.
            let full = self.static_count(bb_num);
            self.dyn_insn = self
                .dyn_insn
                .wrapping_add(u64::from(num_insns))
                .wrapping_sub(u64::from(full));
            self.last_exc_recnum = recnum;
        }
        self.exc_enc.put(&mut self.bufs[EXC], &rec);
        self.maybe_send(EXC);
    }

    /// Records a pid event at `time` (times earlier than the previous pid event are raised to it).
    pub fn record_pid_event(&mut self, time: u64, event: &PidEvent<'_>) {
        let time = time.max(self.pid_time);
        self.pid_time = time;
        if let PidEvent::Switch { pid } = event {
            self.switches.push_back((time, *pid));
            self.next_switch = self.next_switch.min(time);
        }
        self.pid_enc.put(&mut self.bufs[PID], time, event);
        self.maybe_send(PID);
    }

    /// Context switch to thread `pid`.
    pub fn record_switch(&mut self, time: u64, pid: u32) {
        self.record_pid_event(time, &PidEvent::Switch { pid });
    }

    /// A new process (own address space).
    pub fn record_fork(&mut self, time: u64, tgid: u32, pid: u32) {
        self.record_pid_event(time, &PidEvent::Fork { tgid, pid });
    }

    /// A new thread (shared address space).
    pub fn record_clone(&mut self, time: u64, tgid: u32, pid: u32) {
        self.record_pid_event(time, &PidEvent::Clone { tgid, pid });
    }

    /// The current thread executes a program with `argv`.
    pub fn record_exec(&mut self, time: u64, argv: &[&[u8]]) {
        self.record_pid_event(
            time,
            &PidEvent::Exec {
                argv: argv.to_vec(),
            },
        );
    }

    /// A file mapping `[start, end)` at file `offset` in the current thread.
    pub fn record_mmap(&mut self, time: u64, start: u32, end: u32, offset: u32, path: &[u8]) {
        self.record_pid_event(
            time,
            &PidEvent::Mmap {
                start,
                end,
                offset,
                path,
            },
        );
    }

    /// An unmapping in the current thread.
    pub fn record_munmap(&mut self, time: u64, start: u32, end: u32) {
        self.record_pid_event(time, &PidEvent::Munmap { start, end });
    }

    /// The current thread exits with `code`.
    pub fn record_exit(&mut self, time: u64, code: u32) {
        self.record_pid_event(time, &PidEvent::Exit { code });
    }

    /// Names thread `pid` (one trailing newline is removed, as the goldfish device does).
    pub fn record_name(&mut self, time: u64, pid: u32, name: &[u8]) {
        let name = name.strip_suffix(b"\n").unwrap_or(name);
        self.record_pid_event(time, &PidEvent::Name { pid, name });
    }

    /// Names a task that existed before tracing started.
    pub fn record_kthread_name(&mut self, time: u64, tgid: u32, pid: u32, name: &[u8]) {
        self.record_pid_event(time, &PidEvent::KthreadName { tgid, pid, name });
    }

    /// Adds a dynamic symbol.
    pub fn record_symbol_add(&mut self, time: u64, addr: u32, name: &[u8]) {
        self.record_pid_event(time, &PidEvent::SymbolAdd { addr, name });
    }

    /// Removes a dynamic symbol.
    pub fn record_symbol_remove(&mut self, time: u64, addr: u32) {
        self.record_pid_event(time, &PidEvent::SymbolRemove { addr });
    }

    /// Records a Dalvik method event (`qtrace.method`); the time is raised if it does not advance.
    pub fn record_method(&mut self, time: u64, addr: u32, pid: u32, call_type: u32) {
        let prev = self.method_enc.prev_time();
        let t = if time <= prev {
            self.adjust.method_times += 1;
            prev + 1
        } else {
            time
        };
        let rec = MethodRecord {
            time: t,
            addr,
            pid,
            call_type,
        };
        self.method_enc.put(&mut self.bufs[METHOD], &rec);
        self.maybe_send(METHOD);
    }

    /// What the writer had to adjust so far.
    pub fn adjustments(&self) -> WriterAdjustments {
        self.adjust
    }

    /// Encodes everything recorded so far, hands it to the writer thread and waits until it is in
    /// the files (not fsynced). Safe to call at any time, e.g. when a signal asked for it.
    pub fn flush(&mut self) -> Result<()> {
        self.encode_batch();
        self.insn_enc.flush(&mut self.bufs[INSN]);
        for k in 0..FILE_NAMES.len() {
            self.send(k);
        }
        let (atx, arx) = mpsc::sync_channel(1);
        self.post(Msg::Flush(atx));
        self.wait(arx)
    }

    /// Writes the closing bb-0 record and every terminator, fills the header (ident, counts, pid
    /// statistics, elapsed time) and closes the files. Returns the header written.
    pub fn finish(mut self, info: FinishInfo) -> Result<Header> {
        self.encode_batch();
        let last_time = self.last_exec.map_or(0, |(_, t)| t);
        let final_time = info
            .final_time
            .max(last_time + 1)
            .max(self.bb_enc.last_start() + 1);
        self.bb_enc.put(
            &mut self.bufs[BB],
            &BbRecord {
                bb_num: 0,
                start_time: final_time,
                repeat: 0,
                time_diff: 0,
            },
        );
        self.attribute(final_time);
        if let Some(p) = self.pending_mark.take() {
            self.settle(p);
        }
        self.bufs[BB].extend_from_slice(&BB_TERMINATOR);
        self.insn_enc.flush(&mut self.bufs[INSN]);
        self.bufs[EXC].extend_from_slice(&EXC_TERMINATOR);
        self.bufs[PID].extend_from_slice(&PID_TERMINATOR);
        self.bufs[METHOD].extend_from_slice(&METHOD_TERMINATOR);
        for k in 0..FILE_NAMES.len() {
            self.send(k);
        }
        let used =
            self.seen_low.iter().map(|w| w.count_ones()).sum::<u32>() + self.seen_high.len() as u32;
        let first_unused = (0..PID_SPACE)
            .find(|&p| self.seen_low[(p / 64) as usize] & (1 << (p % 64)) == 0)
            .map_or(-1, |p| p as i32);
        let header = Header {
            ident: IDENT,
            num_used_pids: used,
            first_unused_pid: first_unused,
            num_static_bb: self.static_insns.len() as u64,
            num_static_insn: self.num_static_insn,
            num_dynamic_bb: self.execs + 1,
            num_dynamic_insn: self.dyn_insn,
            elapsed_usecs: info.elapsed_usecs,
            ..self.header
        };
        let (atx, arx) = mpsc::sync_channel(1);
        self.post(Msg::Finish(Box::new(header.to_bytes()), atx));
        self.wait(arx)?;
        self.tx = None;
        if let Some(t) = self.thread.take() {
            t.join()
                .map_err(|_| Error::WriterStopped("writer thread panicked".into()))?;
        }
        Ok(header)
    }

    fn static_count(&self, bb_num: u64) -> u32 {
        usize::try_from(bb_num)
            .ok()
            .and_then(|i| self.static_insns.get(i))
            .copied()
            .unwrap_or(0)
    }

    /// Encodes the records of the open batch.
    fn encode_batch(&mut self) {
        for rec in self.compressor.take() {
            self.bb_enc.put(&mut self.bufs[BB], &rec);
            let runs = u64::from(rec.repeat) + 1;
            let insns = u64::from(self.static_count(rec.bb_num));
            self.dyn_insn = self.dyn_insn.wrapping_add(insns.wrapping_mul(runs));
        }
        self.maybe_send(BB);
    }

    /// Notes a block event at `t` for the pid statistics (applied once later switches are known).
    fn attribute(&mut self, t: u64) {
        match self.pending_mark {
            Some(p) if p == t => {}
            Some(p) => {
                self.settle(p);
                self.pending_mark = Some(t);
            }
            None => self.pending_mark = Some(t),
        }
    }

    /// Applies the switches at or before `t` (as the reader does) and marks the current pid used.
    fn settle(&mut self, t: u64) {
        if t >= self.next_switch {
            while let Some(&(st, pid)) = self.switches.front() {
                if st > t {
                    break;
                }
                self.cur_pid = pid;
                self.switches.pop_front();
            }
            self.next_switch = self.switches.front().map_or(u64::MAX, |&(st, _)| st);
        }
        let p = self.cur_pid;
        if p == self.marked {
            return;
        }
        self.marked = p;
        if p < PID_SPACE {
            self.seen_low[(p / 64) as usize] |= 1 << (p % 64);
        } else {
            self.seen_high.insert(p);
        }
    }

    #[inline]
    fn maybe_send(&mut self, k: usize) {
        if self.bufs[k].len() >= CHUNK {
            self.send(k);
        }
    }

    fn send(&mut self, k: usize) {
        if self.bufs[k].is_empty() {
            return;
        }
        let full = std::mem::replace(&mut self.bufs[k], self.pool.take());
        self.post(Msg::Data(k, full));
    }

    fn post(&mut self, msg: Msg) {
        let sent = self.tx.as_ref().map(|tx| tx.send(msg).is_ok());
        if sent != Some(true) && self.failed.is_none() {
            self.failed = Some("the writer thread is gone".into());
        }
    }

    fn wait(&mut self, arx: Receiver<Option<String>>) -> Result<()> {
        if let Some(e) = &self.failed {
            return Err(Error::WriterStopped(e.clone()));
        }
        match arx.recv() {
            Ok(None) => Ok(()),
            Ok(Some(e)) => Err(Error::WriterStopped(e)),
            Err(_) => Err(Error::WriterStopped("the writer thread is gone".into())),
        }
    }
}

impl Drop for TraceWriter {
    /// Without `finish`, everything recorded is still written, but the trace stays unfinished
    /// (zero ident, no terminators), exactly like a killed emulator's.
    fn drop(&mut self) {
        if self.thread.is_some() {
            self.encode_batch();
            self.insn_enc.flush(&mut self.bufs[INSN]);
            for k in 0..FILE_NAMES.len() {
                self.send(k);
            }
            self.tx = None;
            if let Some(t) = self.thread.take() {
                let _ = t.join();
            }
        }
    }
}

/// The `qtrace.insn` half of a [`TraceWriter`] (see [`TraceWriter::split_insn`]): encodes
/// instruction start times and hands full buffers to the same writer thread.
pub struct InsnWriter {
    enc: InsnEncoder,
    buf: Vec<u8>,
    pool: Pool,
    tx: Option<SyncSender<Msg>>,
    failed: bool,
}

impl std::fmt::Debug for InsnWriter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("InsnWriter")
            .field("buffered", &self.buf.len())
            .finish_non_exhaustive()
    }
}

impl InsnWriter {
    /// As [`TraceWriter::record_insn`].
    #[inline]
    pub fn record_insn(&mut self, time: u64) {
        self.enc.push(&mut self.buf, time);
        self.maybe_send();
    }

    /// As [`TraceWriter::record_insn_runs`].
    #[inline]
    pub fn record_insn_runs(&mut self, time: u64, runs: &[(u32, u32)]) {
        self.enc.push_runs(&mut self.buf, time, runs);
        self.maybe_send();
    }

    /// As [`InsnWriter::record_insn_runs`], with 16-bit fields.
    #[inline]
    pub fn record_insn_runs_narrow(&mut self, time: u64, runs: &[(u16, u16)]) {
        self.enc.push_runs(&mut self.buf, time, runs);
        self.maybe_send();
    }

    #[inline]
    fn maybe_send(&mut self) {
        if self.buf.len() >= CHUNK {
            self.send();
        }
    }

    fn send(&mut self) {
        if self.buf.is_empty() {
            return;
        }
        let full = std::mem::replace(&mut self.buf, self.pool.take());
        let sent = self
            .tx
            .as_ref()
            .map(|tx| tx.send(Msg::Data(INSN, full)).is_ok());
        self.failed |= sent != Some(true);
    }

    /// Hands everything recorded to the writer thread; call before [`TraceWriter::finish`].
    pub fn finish(mut self) -> Result<()> {
        self.enc.flush(&mut self.buf);
        self.send();
        self.tx = None;
        if self.failed {
            return Err(Error::WriterStopped("the writer thread is gone".into()));
        }
        Ok(())
    }
}

impl Drop for InsnWriter {
    /// Without `finish`, what was recorded still reaches the file (as a killed emulator's would).
    fn drop(&mut self) {
        if self.tx.is_some() {
            self.enc.flush(&mut self.buf);
            self.send();
        }
    }
}

/// Written buffers, for reuse by whichever encoder needs one next (fresh buffers would
/// cost a page fault per 4 KiB written).
#[derive(Debug, Clone, Default)]
struct Pool(Arc<Mutex<Vec<Vec<u8>>>>);

impl Pool {
    /// An empty buffer of `CHUNK` bytes' capacity.
    fn take(&self) -> Vec<u8> {
        let spare = self.0.lock().ok().and_then(|mut p| p.pop());
        spare.unwrap_or_else(|| Vec::with_capacity(CHUNK))
    }

    /// Keeps `buf` for reuse (up to as many as can be in flight).
    fn give(&self, mut buf: Vec<u8>) {
        buf.clear();
        if let Ok(mut p) = self.0.lock() {
            if p.len() < CHANNEL_DEPTH + 8 {
                p.push(buf);
            }
        }
    }
}

fn writer_thread(mut files: Vec<File>, paths: Vec<String>, rx: Receiver<Msg>, pool: Pool) {
    let mut failed: Option<String> = None;
    for msg in rx {
        match msg {
            Msg::Data(k, buf) => {
                if failed.is_none() {
                    if let Err(e) = files[k].write_all(&buf) {
                        failed = Some(format!("{}: {e}", paths[k]));
                    }
                }
                pool.give(buf);
            }
            Msg::Flush(ack) => {
                let _ = ack.send(failed.clone());
            }
            Msg::Finish(header, ack) => {
                if failed.is_none() {
                    let f = &mut files[STATIC];
                    let r = f
                        .seek(SeekFrom::Start(0))
                        .and_then(|_| f.write_all(&header[..]))
                        .and_then(|_| f.seek(SeekFrom::End(0)).map(|_| ()));
                    if let Err(e) = r {
                        failed = Some(format!("{}: {e}", paths[STATIC]));
                    }
                }
                let _ = ack.send(failed.clone());
                return;
            }
        }
    }
}

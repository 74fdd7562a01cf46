//! Opening a trace directory, flushing and finishing it, and what dropping an unfinished writer
//! still writes.

use std::collections::{HashSet, VecDeque};
use std::fs::{self, OpenOptions};
use std::path::Path;
use std::sync::mpsc;

use super::pool::Pool;
use super::thread::{writer_thread, Msg};
use super::{
    FinishInfo, TraceWriter, WriterAdjustments, BB, CHANNEL_DEPTH, CHUNK, EXC, FILE_NAMES, INSN,
    METHOD, PID, PID_SPACE, STATIC,
};
use crate::bb::{BbCompressor, BbEncoder, BbRecord, BB_TERMINATOR};
use crate::error::{Error, Result};
use crate::exc::{ExcEncoder, EXC_TERMINATOR};
use crate::header::{Header, IDENT};
use crate::insn::InsnEncoder;
use crate::method::{MethodEncoder, METHOD_TERMINATOR};
use crate::pid::{PidEncoder, PID_TERMINATOR};
use crate::static_bb::put_static;

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

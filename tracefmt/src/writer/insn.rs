//! Instruction start times (`qtrace.insn`), written by the [`TraceWriter`] or, after a split, by an
//! [`InsnWriter`] on another thread.

use std::sync::mpsc::SyncSender;

use super::pool::Pool;
use super::thread::Msg;
use super::{TraceWriter, CHUNK, INSN};
use crate::error::{Error, Result};
use crate::insn::InsnEncoder;

impl TraceWriter {
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

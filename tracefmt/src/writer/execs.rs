//! Block executions (`qtrace.bb`) with the instructions they add to the header, and the exceptions
//! that cut them short (`qtrace.exc`).

use super::{TraceWriter, BATCH_RECORDS, BB, EXC};
use crate::exc::ExcRecord;

impl TraceWriter {
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

    /// Starts loading what [`TraceWriter::record_bb`] will need for block `bb_num`, a few
    /// executions ahead of it (block state is scattered).
    #[inline]
    pub fn touch_bb(&self, bb_num: u64) {
        self.compressor.touch(bb_num);
    }

    /// Encodes the records of the open batch.
    pub(super) fn encode_batch(&mut self) {
        for rec in self.compressor.take() {
            self.bb_enc.put(&mut self.bufs[BB], &rec);
            let runs = u64::from(rec.repeat) + 1;
            let insns = u64::from(self.static_count(rec.bb_num));
            self.dyn_insn = self.dyn_insn.wrapping_add(insns.wrapping_mul(runs));
        }
        self.maybe_send(BB);
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
}

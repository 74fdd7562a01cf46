//! `check`'s pass over the block events on the decoding threads, for a trace that turns out
//! clean.
//!
//! Each thread decodes its segments of `qtrace.bb` (see `tracefmt::bb_split`) and counts the
//! events, their instructions (exception-adjusted) and the pids current at them, and checks what
//! the in-order check checks: times never go back, each exception record names its block's start
//! time and number, each block's first instruction time is the block's time. A scan on one more
//! thread hands each segment its place in `.exc` and `.insn`: the exceptions from its first record
//! number on, and the instruction times after those of the earlier segments, found record by
//! record (a block's records say how many instructions its executions start, the exception records
//! how many fewer the cut ones do).
//!
//! The result is exact only for a clean trace, and only claimed for one: anything the check would
//! report (a time going back, a mismatch, a file that ends or fails to decode, exception records
//! out of order, pid event times going back) makes [`event_totals`] give up, and the caller checks
//! in order instead, which finds the same problems in the same words.

use std::collections::BTreeSet;
use std::sync::mpsc::{channel, sync_channel};

use tracefmt::bb_exec::ExecVisitor;
use tracefmt::bb_split::BbSegment;
use tracefmt::check::EventTotals;
use tracefmt::exc::ExcIter;
use tracefmt::{ExcRecord, PidEvent, TraceReader};

use crate::replay::{Exe, DECODERS, SEGMENT_EXECS};
use insn::InsnCursor;

mod insn;

/// A context switch.
#[derive(Debug, Clone, Copy)]
struct Switch {
    time: u64,
    pid: u32,
}

/// One segment's work: where it starts in every file.
struct Task<'a> {
    seg: BbSegment,
    /// `.exc` from the first record whose record number is past the earlier segments.
    exc: ExcIter<'a>,
    /// `.insn` after the earlier segments' instruction times, and how many those were; `None`
    /// once the scan could not place it (the file ended or failed).
    insn: Option<InsnCursor<'a>>,
    insn_before: u64,
}

/// What a segment gave.
#[derive(Debug, Default)]
struct SegResult {
    /// False when something the check reports was seen (or could be).
    clean: bool,
    events: u64,
    insns: u64,
    /// Instruction times the segment's blocks took from `.insn`, and where they started.
    insn_used: u64,
    insn_before: u64,
    pids: BTreeSet<u32>,
    first: Option<u64>,
    last: u64,
    last_recnum: u64,
}

/// What every thread shares.
struct Shared {
    lens: Vec<u32>,
    /// Context switches, times never going back.
    switches: Vec<Switch>,
    have_insn: bool,
}

/// The first exception record of `it`, or `None`; `Err` on a damaged record.
fn next_exc(it: &mut ExcIter<'_>) -> Result<Option<ExcRecord>, ()> {
    match it.next() {
        Some(Ok(x)) => Ok(Some(x)),
        Some(Err(_)) => Err(()),
        None => Ok(None),
    }
}

/// Checks one segment. A compact trace's executions are handed over as they decode, a thousand
/// at a time (`TraceReader::bb_segment_visit`), so a decoding thread holds no chunk's worth of
/// executions and `check`'s memory does not depend on how far the threads run ahead of the
/// checks or of each other; a qtrace v2's come a batch at a time into `buf`.
fn run_segment(reader: &TraceReader, sh: &Shared, task: Task<'_>, buf: &mut Vec<Exe>) -> SegResult {
    let seg = task.seg;
    let mut c = SegCheck::new(sh, task);
    if c.bad {
        return c.r;
    }
    match reader.bb_segment_visit(&seg, &mut c) {
        Some(done) => c.bad |= done.is_err(),
        None => {
            let mut it = reader.bb_segment_execs(&seg);
            while let Some(b) = it.next_batch_into(buf) {
                let Ok(first) = b else {
                    c.bad = true;
                    break;
                };
                c.recnum = first;
                if !buf.iter().all(|&(time, bb, _)| c.exec(time, bb)) {
                    c.bad = true;
                    break;
                }
            }
        }
    }
    if c.bad {
        return c.r;
    }
    let mut r = c.r;
    if r.first.is_some() {
        r.last_recnum = c.recnum.saturating_sub(1);
    }
    r.last = c.prev;
    r.clean = true;
    r
}

/// One segment's check as its executions come: the state that runs from one to the next.
struct SegCheck<'s, 'a> {
    sh: &'s Shared,
    r: SegResult,
    /// `.exc` after `held`, the first exception record not yet passed.
    exc: ExcIter<'a>,
    held: Option<ExcRecord>,
    /// `held`'s record number (`u64::MAX` when there is none).
    exc_next: u64,
    insn: Option<InsnCursor<'a>>,
    /// The next context switch, its time, and the pid current now.
    sw: usize,
    next_switch: u64,
    pid: u32,
    last_pid: Option<u32>,
    /// The last execution's time.
    prev: u64,
    /// The record number of the next execution.
    recnum: u64,
    /// Something the check reports was seen (or could be): the segment is not clean.
    bad: bool,
}

impl<'s, 'a> SegCheck<'s, 'a> {
    fn new(sh: &'s Shared, task: Task<'a>) -> Self {
        let bad = sh.have_insn && task.insn.is_none();
        let mut c = SegCheck {
            sh,
            r: SegResult {
                insn_before: task.insn_before,
                ..SegResult::default()
            },
            exc: task.exc,
            held: None,
            exc_next: u64::MAX,
            insn: task.insn,
            sw: 0,
            next_switch: u64::MAX,
            pid: 0,
            last_pid: None,
            prev: 0,
            recnum: task.seg.execs_before + 1,
            bad,
        };
        match next_exc(&mut c.exc) {
            Ok(held) => {
                c.held = held;
                c.exc_next = held.map_or(u64::MAX, |x| x.recnum);
            }
            Err(()) => c.bad = true,
        }
        c
    }

    /// Checks the next execution, block `bb` at `time`; false on a problem.
    #[inline]
    fn exec(&mut self, time: u64, bb: u64) -> bool {
        let recnum = self.recnum;
        self.recnum += 1;
        let switches = &self.sh.switches[..];
        if self.r.first.is_none() {
            self.r.first = Some(time);
            self.prev = time;
            self.sw = switches.partition_point(|s| s.time <= time);
            self.pid = self.sw.checked_sub(1).map_or(0, |k| switches[k].pid);
            self.next_switch = switches.get(self.sw).map_or(u64::MAX, |s| s.time);
        }
        if time < self.prev {
            return false;
        }
        self.prev = time;
        if time >= self.next_switch {
            while self.sw < switches.len() && switches[self.sw].time <= time {
                self.pid = switches[self.sw].pid;
                self.sw += 1;
            }
            self.next_switch = switches.get(self.sw).map_or(u64::MAX, |s| s.time);
        }
        if self.last_pid != Some(self.pid) {
            self.r.pids.insert(self.pid);
            self.last_pid = Some(self.pid);
        }
        let Some(&len) = self.sh.lens.get(bb as usize) else {
            return false;
        };
        let mut num = len;
        if recnum >= self.exc_next {
            let mut cut = false;
            while let Some(x) = self.held.filter(|x| x.recnum <= recnum) {
                if x.recnum == recnum {
                    if x.bb_start_time != time || x.bb_num != bb {
                        return false;
                    }
                    if !cut {
                        num = x.num_insns;
                        cut = true;
                    }
                }
                let Ok(n) = next_exc(&mut self.exc) else {
                    return false;
                };
                self.held = n;
            }
            self.exc_next = self.held.map_or(u64::MAX, |x| x.recnum);
        }
        self.r.events += 1;
        self.r.insns += u64::from(num);
        if self.sh.have_insn && bb != 0 && num > 0 {
            let Some(ins) = self.insn.as_mut() else {
                return false;
            };
            if !ins.block(time, u64::from(num)) {
                return false;
            }
            self.r.insn_used += u64::from(num);
        }
        true
    }
}

impl ExecVisitor for SegCheck<'_, '_> {
    fn execs(&mut self, times: &[u64], bbs: &[u32]) {
        if !self.bad {
            let all = times
                .iter()
                .zip(bbs)
                .all(|(&time, &bb)| self.exec(time, u64::from(bb)));
            self.bad = !all;
        }
    }

    fn done(&self) -> bool {
        self.bad
    }
}

/// Reads ahead of the threads: each segment's place in `.exc` and `.insn`, sent to thread
/// `i % DECODERS`.
fn scan<'a>(
    reader: &'a TraceReader,
    insn_data: &'a [u8],
    lens: &[u32],
    min_execs: u64,
    tasks: Vec<std::sync::mpsc::Sender<Task<'a>>>,
    native: bool,
) -> Option<u64> {
    // (A compact trace's raw records would need its full export: not read.)
    let mut recs = (!native).then(|| reader.bb_records());
    let mut exc = reader.exceptions();
    let mut insn = Some(InsnCursor::new(insn_data));
    let mut insn_before = 0u64;
    let mut execs = 0u64;
    for (i, seg) in reader.bb_segments(min_execs).enumerate() {
        // `.exc` from the first record past the earlier segments' executions.
        loop {
            let mut ahead = exc.clone();
            match ahead.next() {
                Some(Ok(x)) if x.recnum <= seg.execs_before => exc = ahead,
                _ => break,
            }
        }
        let task = Task {
            seg,
            exc: exc.clone(),
            insn: insn.clone(),
            insn_before,
        };
        if tasks[i % DECODERS].send(task).is_err() {
            return None;
        }
        let Some(recs) = recs.as_mut() else {
            continue; // No instruction times to place.
        };
        // This segment's instruction times: its records' blocks' instructions, less those the
        // exception records say did not start.
        let mut n = 0u64;
        let from = execs;
        while recs.pos() < seg.stop {
            let rec = match recs.next_plain() {
                Some((_, r)) => r,
                None => match recs.next() {
                    Some(Ok((_, r))) => r,
                    _ => break,
                },
            };
            let count = u64::from(rec.repeat) + 1;
            execs += count;
            if rec.bb_num != 0 {
                let len = lens.get(rec.bb_num as usize).copied().unwrap_or(0);
                n = n.wrapping_add(u64::from(len).wrapping_mul(count));
            }
        }
        let mut at = exc.clone();
        let mut last = 0;
        while let Some(Ok(x)) = at.next() {
            if x.recnum > execs {
                break;
            }
            if x.recnum > from && x.recnum != last && x.bb_num != 0 {
                let len = lens.get(x.bb_num as usize).copied().unwrap_or(0);
                n = n
                    .wrapping_sub(u64::from(len))
                    .wrapping_add(u64::from(x.num_insns));
            }
            last = x.recnum;
        }
        if let Some(c) = insn.as_mut().filter(|_| !insn_data.is_empty()) {
            if !c.skip(n) {
                insn = None;
            }
        }
        insn_before = insn_before.wrapping_add(n);
    }
    // Every instruction time of the file, for the header check.
    insn.and_then(|c| c.count_rest())
        .map(|rest| insn_before.wrapping_add(rest))
}

/// Counts and checks the block events of `reader` on several threads; `None` when the trace
/// is not clean (or might not be): check it in order then.
pub(crate) fn event_totals(reader: &TraceReader) -> Option<EventTotals> {
    event_totals_with(reader, SEGMENT_EXECS)
}

/// [`event_totals`] with segments of at least `min_execs` executions.
fn event_totals_with(reader: &TraceReader, min_execs: u64) -> Option<EventTotals> {
    // Exception records in order and pid events that read cleanly, with times that never go
    // back: what lets each segment start on its own.
    let mut prev = 0;
    for x in reader.exceptions() {
        let x = x.ok()?;
        if x.recnum < prev {
            return None;
        }
        prev = x.recnum;
    }
    let mut switches = Vec::new();
    let mut t = 0;
    for p in reader.pid_events() {
        let p = p.ok()?;
        if p.time < t {
            return None;
        }
        t = p.time;
        if let PidEvent::Switch { pid } = p.event {
            switches.push(Switch { time: p.time, pid });
        }
    }
    // A compact trace has no instruction times to check: they are derived from its
    // blocks, so the export holds exactly one per executed instruction.
    let native = reader.compact().is_some();
    let sh = Shared {
        lens: reader.block_lens(),
        switches,
        have_insn: !native && reader.insn_records().next().is_some(),
    };
    let insn_map = match native {
        true => None,
        false => {
            Some(tracefmt::reader::map_file(&reader.dir().join(tracefmt::FILE_NAMES[2])).ok()?)
        }
    };
    let insn_data: &[u8] = insn_map.as_ref().map_or(&[], |m| (**m).as_ref());
    if !native && insn_data.is_empty() == sh.have_insn {
        return None;
    }
    let sh = &sh;
    let results = std::thread::scope(|sc| {
        let mut outs = Vec::new();
        let mut tasks = Vec::new();
        for _ in 0..DECODERS {
            let (tx, rx) = sync_channel::<SegResult>(4);
            let (task_tx, task_rx) = channel::<Task<'_>>();
            outs.push(rx);
            tasks.push(task_tx);
            sc.spawn(move || {
                let mut buf = Vec::new();
                for task in task_rx {
                    let r = run_segment(reader, sh, task, &mut buf);
                    let stop = !r.clean;
                    if tx.send(r).is_err() || stop {
                        return;
                    }
                }
            });
        }
        let scanner = sc.spawn(move || scan(reader, insn_data, &sh.lens, min_execs, tasks, native));
        let mut tot = EventTotals::default();
        let (mut last, mut insn_used) = (0u64, 0u64);
        for i in 0.. {
            let Ok(r) = outs[i % DECODERS].recv() else {
                break;
            };
            if !r.clean || r.insn_before != insn_used || r.first.is_some_and(|f| f < last) {
                return None;
            }
            if r.first.is_some() {
                last = r.last;
                tot.last_recnum = r.last_recnum;
            }
            insn_used += r.insn_used;
            tot.dynamic_bbs += r.events;
            tot.dynamic_insns += r.insns;
            tot.used_pids.extend(r.pids);
        }
        let insn_times = scanner.join().ok()??;
        tot.insn_times = Some(if native {
            tot.dynamic_insns
        } else {
            insn_times
        });
        Some(tot)
    })?;
    Some(results)
}

#[cfg(test)]
mod tests;

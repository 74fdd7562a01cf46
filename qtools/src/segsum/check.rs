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

use tracefmt::bb_split::BbSegment;
use tracefmt::check::EventTotals;
use tracefmt::exc::ExcIter;
use tracefmt::varint::peek_varint;
use tracefmt::{ExcRecord, PidEvent, TraceReader};

use crate::replay::{Exe, DECODERS, SEGMENT_EXECS};

/// Instruction start times read record by record from the bytes of `qtrace.insn`, so that a run
/// of them is skipped at once. Anything but a record that decodes cleanly ends them (the in-order
/// check words the error).
#[derive(Debug, Clone)]
pub(crate) struct InsnCursor<'a> {
    data: &'a [u8],
    pos: usize,
    /// Time of the last instruction read.
    time: u64,
    /// Instructions left in the current record, and their spacing.
    left: u64,
    diff: u64,
}

impl<'a> InsnCursor<'a> {
    /// The times of a whole `.insn`.
    pub(crate) fn new(data: &'a [u8]) -> Self {
        InsnCursor {
            data,
            pos: 0,
            time: 0,
            left: 0,
            diff: 0,
        }
    }

    /// The next record as (spacing, instructions); `None` at the end or on a damaged record.
    #[inline]
    fn record(&mut self) -> Option<(u64, u64)> {
        let (b, p) = (self.data, self.pos);
        // Most records are two one-byte varints.
        if let Some(&[d, r]) = b.get(p..p + 2) {
            if (d | r) < 0x80 {
                self.pos = p + 2;
                return Some((u64::from(d), u64::from(r) + 1));
            }
        }
        let (d, l1) = peek_varint(b, p)?;
        let (r, l2) = peek_varint(b, p + l1)?;
        if r > u64::from(u32::MAX) {
            return None;
        }
        self.pos = p + l1 + l2;
        Some((d, r + 1))
    }

    /// Skips `n` times. False when the file ends or fails first, or a time would wrap around
    /// (then a time would go back, which the in-order check reports).
    #[inline]
    pub(crate) fn skip(&mut self, mut n: u64) -> bool {
        while n > 0 {
            if self.left == 0 {
                let Some((d, k)) = self.record() else {
                    return false;
                };
                (self.diff, self.left) = (d, k);
            }
            let k = n.min(self.left);
            let Some(t) = self
                .diff
                .checked_mul(k)
                .and_then(|d| self.time.checked_add(d))
            else {
                return false;
            };
            self.time = t;
            self.left -= k;
            n -= k;
        }
        true
    }

    /// Takes the `n` (> 0) times of one block execution: true when the first is `time` and the
    /// others follow without a wrap.
    #[inline(always)]
    pub(crate) fn block(&mut self, time: u64, n: u64) -> bool {
        if self.left >= n {
            // The usual case: the whole block in the current record.
            let first = self.time.wrapping_add(self.diff);
            let Some(t) = self
                .diff
                .checked_mul(n)
                .and_then(|d| self.time.checked_add(d))
            else {
                return false;
            };
            self.time = t;
            self.left -= n;
            return first == time;
        }
        self.skip(1) && self.time == time && self.skip(n - 1)
    }

    /// How many times are left; `None` when a record does not decode cleanly.
    pub(crate) fn count_rest(mut self) -> Option<u64> {
        let mut n = self.left;
        while self.pos < self.data.len() {
            n += self.record()?.1;
        }
        Some(n)
    }
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
    /// Context switches (time, pid), times never going back.
    switches: Vec<(u64, u32)>,
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

/// Checks one segment.
fn run_segment(reader: &TraceReader, sh: &Shared, task: Task<'_>, buf: &mut Vec<Exe>) -> SegResult {
    let mut r = SegResult {
        insn_before: task.insn_before,
        ..SegResult::default()
    };
    let mut exc = task.exc;
    let Ok(mut held) = next_exc(&mut exc) else {
        return r;
    };
    let mut insn = task.insn;
    if sh.have_insn && insn.is_none() {
        return r;
    }
    let mut it = reader.bb_segment_execs(&task.seg);
    let switches = &sh.switches[..];
    let (mut sw, mut pid, mut last_pid) = (0usize, 0u32, None);
    let mut next_switch = u64::MAX;
    let mut exc_next = held.map_or(u64::MAX, |x| x.recnum);
    let mut prev = 0u64;
    while let Some(b) = it.next_batch_into(buf) {
        let Ok(first) = b else {
            return r;
        };
        if r.first.is_none() {
            let Some(&(time, _, _)) = buf.first() else {
                continue;
            };
            r.first = Some(time);
            prev = time;
            sw = switches.partition_point(|s| s.0 <= time);
            pid = sw.checked_sub(1).map_or(0, |k| switches[k].1);
            next_switch = switches.get(sw).map_or(u64::MAX, |s| s.0);
        }
        for (i, &(time, bb, _)) in buf.iter().enumerate() {
            let recnum = first + i as u64;
            if time < prev {
                return r;
            }
            prev = time;
            if time >= next_switch {
                while sw < switches.len() && switches[sw].0 <= time {
                    pid = switches[sw].1;
                    sw += 1;
                }
                next_switch = switches.get(sw).map_or(u64::MAX, |s| s.0);
            }
            if last_pid != Some(pid) {
                r.pids.insert(pid);
                last_pid = Some(pid);
            }
            let Some(&len) = sh.lens.get(bb as usize) else {
                return r;
            };
            let mut num = len;
            if recnum >= exc_next {
                let mut cut = false;
                while let Some(x) = held.filter(|x| x.recnum <= recnum) {
                    if x.recnum == recnum {
                        if x.bb_start_time != time || x.bb_num != bb {
                            return r;
                        }
                        if !cut {
                            num = x.num_insns;
                            cut = true;
                        }
                    }
                    let Ok(n) = next_exc(&mut exc) else {
                        return r;
                    };
                    held = n;
                }
                exc_next = held.map_or(u64::MAX, |x| x.recnum);
            }
            r.events += 1;
            r.insns += u64::from(num);
            if sh.have_insn && bb != 0 && num > 0 {
                let Some(ins) = insn.as_mut() else {
                    return r;
                };
                if !ins.block(time, u64::from(num)) {
                    return r;
                }
                r.insn_used += u64::from(num);
            }
        }
        r.last_recnum = (first + buf.len() as u64).saturating_sub(1);
    }
    r.last = prev;
    r.clean = true;
    r
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
            switches.push((p.time, pid));
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
mod tests {
    //! The threaded check against the in-order one on random traces with instruction times:
    //! equal totals on clean ones, and a give-up (the in-order check then) wherever the in-order
    //! check finds a problem.

    use std::path::{Path, PathBuf};

    use tracefmt::{FinishInfo, TraceReader, TraceWriter};

    use super::event_totals_with;

    use testrng::Rng;

    /// A random trace: loops (repeat records), switches among a few threads, exceptions cutting
    /// blocks short, each instruction one to three cycles.
    fn write_trace(dir: &Path, rng: &mut Rng, execs: usize) {
        let mut w = TraceWriter::create(dir, true).expect("create");
        let nop = 0xe1a0_0000u32;
        let lens: Vec<u64> = (0..=12).map(|i| 1 + i % 4).collect();
        for i in 1..=12u64 {
            let addr = 0x8000 + 0x40 * i as u32;
            w.record_static_block(i, addr, false, &vec![nop; lens[i as usize] as usize])
                .unwrap();
        }
        w.record_kthread_name(0, 0, 0, b"swapper");
        let mut t = 1u64;
        let mut done = 0;
        let run = |w: &mut TraceWriter, rng: &mut Rng, bb: u64, t: &mut u64, cut: bool| {
            w.record_bb(bb, *t);
            let n = if cut {
                rng.below(lens[bb as usize])
            } else {
                lens[bb as usize]
            };
            let step = 1 + rng.below(3);
            for i in 0..n {
                w.record_insn(*t + i * step);
            }
            if cut {
                w.record_exception(*t + n * step, 0x8000, 0xffff_0018, n as u32);
            }
            *t += n.max(1) * step;
        };
        while done < execs {
            if rng.below(10) == 0 {
                w.record_switch(t, rng.below(5) as u32);
            }
            if rng.below(3) == 0 {
                let bb = 1 + rng.below(12);
                for _ in 0..2 + rng.below(40) {
                    run(&mut w, rng, bb, &mut t, false);
                    done += 1;
                }
            } else {
                let cut = rng.below(12) == 0;
                let bb = 1 + rng.below(12);
                run(&mut w, rng, bb, &mut t, cut);
                done += 1;
                t += rng.below(3);
            }
        }
        w.finish(FinishInfo {
            final_time: t + 1,
            elapsed_usecs: 1,
        })
        .unwrap();
    }

    /// Changes one byte of `name` in `dir` (a time, a count, a record number...).
    fn poke(dir: &Path, name: &str, rng: &mut Rng) {
        let p = dir.join(name);
        let mut b = std::fs::read(&p).unwrap();
        if b.is_empty() {
            return;
        }
        let at = rng.below(b.len() as u64) as usize;
        b[at] ^= 1 << rng.below(7);
        std::fs::write(&p, &b).unwrap();
    }

    fn scratch(case: u32) -> PathBuf {
        std::env::temp_dir().join(format!("qtools-segcheck-{}-{case}", std::process::id()))
    }

    fn in_order(dir: &Path) -> (bool, String) {
        let s = crate::Session::open(dir, crate::Options::default()).unwrap();
        let mut out = Vec::new();
        let ok = crate::cmd::check_in_order(&s, &mut out).unwrap();
        (ok, String::from_utf8(out).unwrap())
    }

    #[test]
    fn threaded_check_equals_the_check_in_order() {
        let mut rng = Rng::new(0x2545_f491_4f6c_dd1d);
        let (mut clean, mut damaged, mut split) = (0, 0, 0);
        for case in 0..40u32 {
            let dir = scratch(case);
            let execs = 500 + rng.below(4000) as usize;
            write_trace(&dir, &mut rng, execs);
            match case % 5 {
                1 => poke(&dir, "qtrace.insn", &mut rng),
                2 => poke(&dir, "qtrace.bb", &mut rng),
                3 => poke(&dir, "qtrace.exc", &mut rng),
                _ => {}
            }
            let (ok, report) = in_order(&dir);
            let reader = TraceReader::open(&dir).unwrap();
            if reader.bb_segments(7).count() > 2 {
                split += 1;
            }
            let plain = tracefmt::check::event_totals(&reader);
            for min in [1, 7, 100, u64::MAX] {
                let fast = event_totals_with(&reader, min);
                match &fast {
                    // Totals given are the in-order ones, and the trace passes the checks of
                    // the events.
                    Some(t) => {
                        let mut want = plain.clone();
                        want.insn_times = t.insn_times;
                        assert_eq!(*t, want, "case {case}, segments of {min}");
                        let rep = tracefmt::check::check_with(&reader, t.clone());
                        assert_eq!(ok, rep.is_ok(), "case {case}: {report}");
                        assert_eq!(rep, tracefmt::check(&dir), "case {case}");
                    }
                    None => assert!(!ok, "case {case}, segments of {min}: gave up on {report}"),
                }
            }
            if ok {
                clean += 1;
            } else {
                damaged += 1;
            }
            let _ = std::fs::remove_dir_all(&dir);
        }
        // Both kinds occur: the test is not vacuous.
        assert!(
            clean >= 8 && damaged >= 8,
            "{clean} clean, {damaged} damaged"
        );
        assert!(split >= 20, "{split} traces cut into segments");
    }
}

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
            sw = switches.partition_point(|s| s.time <= time);
            pid = sw.checked_sub(1).map_or(0, |k| switches[k].pid);
            next_switch = switches.get(sw).map_or(u64::MAX, |s| s.time);
        }
        for (i, &(time, bb, _)) in buf.iter().enumerate() {
            let recnum = first + i as u64;
            if time < prev {
                return r;
            }
            prev = time;
            if time >= next_switch {
                while sw < switches.len() && switches[sw].time <= time {
                    pid = switches[sw].pid;
                    sw += 1;
                }
                next_switch = switches.get(sw).map_or(u64::MAX, |s| s.time);
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

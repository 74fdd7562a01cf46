//! `check`, `events`, `exceptions` and `hist`: the raw record dumps and the consistency check.

use std::io::Write;

use anyhow::Result;
use tracefmt::PidEvent;

use crate::table::{Cell, Table, TableStream, LOOKAHEAD};
use crate::Session;

/// `check` (post_trace + check_trace): counts, numbering, header counts, and times: block times
/// never go back, each block's first instruction starts at the block's time, each exception names
/// the start time of its block. Returns whether the trace is consistent.
///
/// The block events are checked on the decoding threads (`replay::event_totals`); a trace with a
/// problem there is checked again in order ([`check_in_order`]), which words every problem.
pub fn check(s: &Session, out: &mut dyn Write) -> Result<bool> {
    // A compact trace is checked as it is (every chunk decoded, against the summaries'
    // counts); a damaged one through its export, in order, which words the problem.
    let reader = match s.reader.compact() {
        Some(_) => &s.reader,
        None => s.reader.full()?,
    };
    match crate::replay::event_totals(reader) {
        Some(totals) => {
            let rep = tracefmt::check::check_with(reader, totals);
            let problems = rep.problems.clone();
            write_check(&rep, &problems, out)
        }
        None => check_in_order(s, out),
    }
}

/// [`check`] reading every block event and instruction time in order on this thread: the
/// reference the threaded check is tested against, and what words a damaged trace's problems.
/// A compact trace is read as it is (its executions and instruction times decoded a chunk at
/// a time), as [`check`] reads it.
pub fn check_in_order(s: &Session, out: &mut dyn Write) -> Result<bool> {
    let (r, rep) = match s.reader.compact() {
        Some(_) => {
            let r = &s.reader;
            let mut totals = tracefmt::check::event_totals(r);
            let mut times = 0u64;
            for t in r.insn_times() {
                match t {
                    Ok(_) => times += 1,
                    // The chunk that ended the executions, if it did, ends these too.
                    Err(e) => {
                        totals.error.get_or_insert(e.to_string());
                        break;
                    }
                }
            }
            totals.insn_times = Some(times);
            (r, tracefmt::check::check_with(r, totals))
        }
        None => {
            let r = s.reader.full()?;
            (r, tracefmt::check(r.dir()))
        }
    };
    let mut problems = rep.problems.clone();
    let mut insns = r.insn_times();
    let have_insn = r.insn_times().next().is_some();
    let mut excs = r.exceptions().filter_map(|e| e.ok()).peekable();
    let mut prev = 0u64;
    'events: for ev in r.events() {
        let Ok(ev) = ev else { break };
        if ev.time < prev && problems.len() < 20 {
            problems.push(format!(
                "block record {} at time {} goes back from {prev}",
                ev.recnum, ev.time
            ));
        }
        prev = ev.time;
        while let Some(x) = excs.peek() {
            if x.recnum > ev.recnum {
                break;
            }
            if x.recnum == ev.recnum && (x.bb_start_time != ev.time || x.bb_num != ev.bb_num) {
                problems.push(format!(
                    "exception at time {} names block {} started at {}, but record {} is block {} at {}",
                    x.time, x.bb_num, x.bb_start_time, ev.recnum, ev.bb_num, ev.time
                ));
            }
            excs.next();
        }
        if !have_insn || ev.bb_num == 0 {
            continue;
        }
        for i in 0..ev.num_insns {
            match insns.next() {
                Some(Ok(t)) if i == 0 && t != ev.time => {
                    problems.push(format!(
                        "time {}: first instruction of block {} (record {}, pid {}, {} insns at {:#010x}) starts at {t}",
                        ev.time, ev.bb_num, ev.recnum, ev.pid, ev.num_insns, ev.block.addr()
                    ));
                    break 'events;
                }
                Some(Ok(t)) if t < ev.time => {
                    problems.push(format!(
                        "time {}: instruction time {t} before its block",
                        ev.time
                    ));
                    break 'events;
                }
                Some(Ok(_)) => {}
                Some(Err(_)) => break 'events,
                None => {
                    problems.push(format!(
                        "qtrace.insn ends before block record {}",
                        ev.recnum
                    ));
                    break 'events;
                }
            }
        }
    }
    write_check(&rep, &problems, out)
}

fn write_check(
    rep: &tracefmt::CheckReport,
    problems: &[String],
    out: &mut dyn Write,
) -> Result<bool> {
    writeln!(
        out,
        "Static basic blocks: {}, Dynamic basic blocks: {}",
        rep.static_blocks, rep.dynamic_bbs
    )?;
    writeln!(
        out,
        "Static instructions: {}, Dynamic instructions: {}",
        rep.static_insns, rep.dynamic_insns
    )?;
    writeln!(
        out,
        "Exceptions: {}, Pid events: {}, Instruction times: {}, Used pids: {}, First unused pid: {}",
        rep.exceptions, rep.pid_events, rep.insn_times, rep.used_pids, rep.first_unused_pid
    )?;
    for p in problems {
        writeln!(out, "problem: {p}")?;
    }
    writeln!(out, "{}", if problems.is_empty() { "ok" } else { "FAILED" })?;
    Ok(problems.is_empty())
}

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// `events` (read_pid): one line per pid event.
pub fn events(s: &Session, out: &mut dyn Write) -> Result<()> {
    for r in s.reader.pid_events() {
        let r = r?;
        let t = r.time;
        if !s.opts.window.contains(t) {
            continue;
        }
        match &r.event {
            PidEvent::Fork { tgid, pid } => writeln!(out, "t{t} fork tgid {tgid} pid {pid}")?,
            PidEvent::Clone { tgid, pid } => writeln!(out, "t{t} clone tgid {tgid} pid {pid}")?,
            PidEvent::Switch { pid } => writeln!(out, "t{t} switch {pid}")?,
            PidEvent::Exit { code } => writeln!(out, "t{t} exit {code}")?,
            PidEvent::Mmap {
                start,
                end,
                offset,
                path,
            } => writeln!(
                out,
                "t{t} mmap {start:08x} - {end:08x}, offset {offset:08x} '{}'",
                lossy(path)
            )?,
            PidEvent::Munmap { start, end } => {
                writeln!(out, "t{t} munmap {start:08x} - {end:08x}")?
            }
            PidEvent::SymbolAdd { addr, name } => {
                writeln!(out, "t{t} add sym {addr:08x} '{}'", lossy(name))?
            }
            PidEvent::SymbolRemove { addr } => writeln!(out, "t{t} remove {addr:08x}")?,
            PidEvent::Exec { argv } => {
                writeln!(out, "t{t} argc: {}", argv.len())?;
                for (i, a) in argv.iter().enumerate() {
                    writeln!(out, "  argv[{i}]: {}", lossy(a))?;
                }
            }
            PidEvent::KthreadName { tgid, pid, name } => {
                writeln!(out, "t{t} kthread tgid {tgid} pid {pid} {}", lossy(name))?
            }
            PidEvent::Name { pid, name } => writeln!(out, "t{t} name {pid} {}", lossy(name))?,
        }
    }
    Ok(())
}

/// `exceptions` (exc_dump): the exception records, written as they are read.
pub fn exceptions(s: &Session, out: &mut dyn Write) -> Result<()> {
    let mut t = TableStream::new(
        out,
        s.opts.format,
        &["time", "rec", "pc", "target", "bb", "bb_start", "insns"],
        &[],
        LOOKAHEAD,
    )?;
    for r in s.reader.exceptions() {
        let x = r?;
        if !s.opts.window.contains(x.time) {
            continue;
        }
        t.row(vec![
            x.time.into(),
            x.recnum.into(),
            Cell::Addr(x.current_pc),
            Cell::Addr(x.target_pc),
            x.bb_num.into(),
            x.bb_start_time.into(),
            x.num_insns.into(),
        ])?;
    }
    t.finish()?;
    Ok(())
}

/// `hist` (hist_trace): histogram of block-number deltas between consecutive block events,
/// counted as the original: the first event's delta is from block 0, and the closing event
/// (block 0) ends the last delta.
pub fn hist(s: &Session, out: &mut dyn Write) -> Result<()> {
    let mut counts = [0u64; 256];
    let (mut under, mut over, mut total) = (0u64, 0u64, 0u64);
    let mut prev = 0u64;
    crate::replay::for_each_exec(&s.reader, |time, bb_num| {
        // In a window the closing event is left out with the rest past its end.
        if !s.opts.window.contains(time) {
            return;
        }
        let d = bb_num as i64 - prev as i64;
        total += 1;
        match d {
            ..=-129 => under += 1,
            128.. => over += 1,
            _ => counts[(d + 128) as usize] += 1,
        }
        prev = bb_num;
    })?;
    let pct = |n: u64| {
        if total == 0 {
            0.0
        } else {
            100.0 * n as f64 / total as f64
        }
    };
    let mut t = Table::new(&["delta", "count", "percent", "cumulative"]);
    let mut cum = under;
    for (i, &c) in counts.iter().enumerate() {
        cum += c;
        if c > 0 {
            t.row(vec![
                Cell::Signed(i as i64 - 128),
                c.into(),
                Cell::Float(pct(c)),
                Cell::Float(pct(cum)),
            ]);
        }
    }
    t.note("under", under);
    t.note("over", over);
    t.note("total", total);
    t.write(out, s.opts.format)?;
    Ok(())
}

//! The tables made from one replay's sums and the model (`functions`, `blocks`, `processes`)
//! and from the trace's own records (`events`, `exceptions`): their columns and rows.

use std::path::Path;

use anyhow::Result;
use tracefmt::PidEvent;

use super::writer::{Columns, Kind, TableWriter, Val};
use crate::blocksums::BlockSums;
use crate::model::{FLAG_CLONE, FLAG_EXEC, FLAG_EXIT};
use crate::Session;

use Kind::{Bool, Int, Str, StrList};

/// `functions`: one row per thread, process name and function.
pub const FUNCTIONS: Columns = &[
    ("run", Str, false),
    ("pid", Int, false),
    ("tid", Int, false),
    ("process", Str, false),
    ("file", Str, false),
    ("function", Str, false),
    ("kernel", Bool, false),
    ("cycles", Int, false),
    ("instructions", Int, false),
    ("executions", Int, false),
];

/// `blocks`: one row per static block and function it ran as.
pub const BLOCKS: Columns = &[
    ("run", Str, false),
    ("block", Int, false),
    ("address", Int, false),
    ("size", Int, false),
    ("insns", Int, false),
    ("thumb", Bool, false),
    ("file", Str, false),
    ("function", Str, false),
    ("offset", Int, false),
    ("executions", Int, false),
    ("cycles", Int, false),
    ("instructions", Int, false),
];

/// `processes`: one row per thread at the end of the trace.
pub const PROCESSES: Columns = &[
    ("run", Str, false),
    ("pid", Int, false),
    ("tgid", Int, false),
    ("parent", Int, false),
    ("name", Str, false),
    ("argv", StrList, false),
    ("cpu_time", Int, false),
    ("start_time", Int, false),
    ("end_time", Int, true),
    ("exit_code", Int, true),
    ("flags", Str, false),
];

/// `events`: one row per process event, with the thread current when it happened.
pub const EVENTS: Columns = &[
    ("run", Str, false),
    ("time", Int, false),
    ("pid", Int, false),
    ("kind", Str, false),
    ("tgid", Int, true),
    ("target", Int, true),
    ("argv", StrList, true),
    ("path", Str, true),
    ("start", Int, true),
    ("end", Int, true),
    ("offset", Int, true),
    ("code", Int, true),
];

/// `exceptions`: one row per exception record, with the thread current then.
pub const EXCEPTIONS: Columns = &[
    ("run", Str, false),
    ("time", Int, false),
    ("pid", Int, false),
    ("record", Int, false),
    ("pc", Int, false),
    ("target", Int, false),
    ("block", Int, false),
    ("block_start", Int, false),
    ("insns", Int, false),
];

fn int(v: impl Into<i64>) -> Val {
    Val::Int(v.into())
}

fn text(s: impl Into<String>) -> Val {
    Val::Str(s.into())
}

fn opt(v: Option<impl Into<i64>>) -> Val {
    v.map_or(Val::Null, |v| Val::Int(v.into()))
}

/// A u64 count or time as a signed column value (they stay far below 2^63).
fn count(v: u64) -> Val {
    Val::Int(v as i64)
}

/// Writes `functions` and `blocks` from `sums`. Returns their row counts.
pub fn write_sums(s: &Session, sums: &BlockSums, out: &Path, run: &str) -> Result<(u64, u64)> {
    let m = &sums.model;
    let f = &s.opts.filter;
    let mut funcs: Vec<_> = sums.threads.iter().collect();
    funcs.sort_by_key(|(k, _)| **k);
    let mut blocks: Vec<_> = sums.blocks.iter().collect();
    blocks.sort_by_key(|(k, _)| **k);
    let mut t = TableWriter::create(out, "functions", run, FUNCTIONS, &[])?;
    for (k, v) in funcs {
        let (tid, func) = (k.pid, k.func);
        let info = &m.funcs[func as usize];
        let label = f.label(m, func);
        let file = if label.starts_with(':') {
            ""
        } else {
            &info.path
        };
        let tgid = m.procs.get(&tid).map_or(tid, |p| p.tgid);
        t.row(vec![
            int(tgid),
            int(tid),
            text(sums.names[k.name as usize].as_str()),
            text(file),
            text(label),
            Val::Bool(info.kernel),
            count(v.cycles),
            count(v.insns),
            count(v.count),
        ])?;
    }
    let nf = t.finish()?;
    let mut t = TableWriter::create(out, "blocks", run, BLOCKS, &[])?;
    for (k, v) in blocks {
        let Some(b) = s.reader.static_block(k.bb_num) else {
            continue;
        };
        let size: u32 = (0..b.num_insns()).map(|i| b.insn_len(i)).sum();
        let info = &m.funcs[k.func as usize];
        t.row(vec![
            count(k.bb_num),
            int(b.addr()),
            int(size),
            count(b.num_insns() as u64),
            Val::Bool(b.is_thumb()),
            text(&*info.path),
            text(info.name.as_str()),
            int(v.offset),
            count(v.count),
            count(v.cycles),
            count(v.insns),
        ])?;
    }
    let nb = t.finish()?;
    Ok((nf, nb))
}

/// Writes `processes` from the model at the end of the trace (`end`: its closing time; the
/// thread current then is given the cycles since the last switch, as `pids` does).
pub fn write_processes(sums: &BlockSums, out: &Path, run: &str) -> Result<u64> {
    let m = &sums.model;
    let tail = m.window.overlap(m.last_switch(), sums.summary.end);
    let mut t = TableWriter::create(out, "processes", run, PROCESSES, &[])?;
    for p in m.procs.values() {
        let cpu = p.cpu_time + if p.pid == m.current { tail } else { 0 };
        let mut flags = String::new();
        flags.push(if p.flags & FLAG_EXEC != 0 { 'E' } else { 'T' });
        if p.flags & FLAG_CLONE != 0 {
            flags.push('C');
        }
        if p.flags & FLAG_EXIT != 0 {
            flags.push('X');
        }
        t.row(vec![
            int(p.pid),
            int(p.tgid),
            int(p.parent),
            text(p.name.as_str()),
            Val::StrList(p.argv.clone()),
            count(cpu),
            count(p.start_time),
            p.end_time.map_or(Val::Null, count),
            opt(p.exit_code),
            text(flags),
        ])?;
    }
    t.finish()
}

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The thread current at each time, from the trace's switch events: what `replay` applies
/// before a block at the same time.
pub struct Current<'a> {
    events: std::iter::Peekable<tracefmt::pid::PidIter<'a>>,
    /// The current thread.
    pub pid: u32,
}

impl<'a> Current<'a> {
    /// From the trace start.
    pub fn new(s: &'a Session) -> Current<'a> {
        Current {
            events: s.reader.pid_events().peekable(),
            pid: 0,
        }
    }

    /// The thread current at `time`, after the events at or before it.
    pub fn at(&mut self, time: u64) -> Result<u32> {
        // An error is taken at once, to be returned.
        let due = |r: &tracefmt::Result<tracefmt::PidRecord<'_>>| match r {
            Ok(r) => r.time <= time,
            Err(_) => true,
        };
        while let Some(r) = self.events.next_if(due) {
            if let PidEvent::Switch { pid } = r?.event {
                self.pid = pid;
            }
        }
        Ok(self.pid)
    }
}

/// The cells of an event row that only some kinds have (null in the others).
#[derive(Default)]
struct EventCells {
    tgid: Val,
    /// The child (fork, clone), the next thread (switch), the named thread.
    target: Val,
    argv: Val,
    /// The mapped path, or a thread's or symbol's name.
    path: Val,
    /// A mapping's start, a symbol's address.
    start: Val,
    end: Val,
    offset: Val,
    code: Val,
}

/// Writes `events` (every pid event, with the thread current before it).
pub fn write_events(s: &Session, out: &Path, run: &str) -> Result<u64> {
    let mut t = TableWriter::create(out, "events", run, EVENTS, &["time"])?;
    let mut current = 0u32;
    for r in s.reader.pid_events() {
        let r = r?;
        let mut c = EventCells::default();
        let kind = match &r.event {
            PidEvent::Fork { tgid, pid } => {
                (c.tgid, c.target) = (int(*tgid), int(*pid));
                "fork"
            }
            PidEvent::Clone { tgid, pid } => {
                (c.tgid, c.target) = (int(*tgid), int(*pid));
                "clone"
            }
            PidEvent::Switch { pid } => {
                c.target = int(*pid);
                "switch"
            }
            PidEvent::Exit { code } => {
                c.code = int(*code);
                "exit"
            }
            PidEvent::Mmap {
                start,
                end,
                offset,
                path,
            } => {
                c.path = text(lossy(path));
                (c.start, c.end, c.offset) = (int(*start), int(*end), int(*offset));
                "mmap"
            }
            PidEvent::Munmap { start, end } => {
                (c.start, c.end) = (int(*start), int(*end));
                "munmap"
            }
            PidEvent::Exec { argv } => {
                c.argv = Val::StrList(argv.iter().map(|a| lossy(a)).collect());
                "exec"
            }
            PidEvent::KthreadName { tgid, pid, name } => {
                (c.tgid, c.target, c.path) = (int(*tgid), int(*pid), text(lossy(name)));
                "kthread"
            }
            PidEvent::Name { pid, name } => {
                (c.target, c.path) = (int(*pid), text(lossy(name)));
                "name"
            }
            PidEvent::SymbolAdd { addr, name } => {
                (c.start, c.path) = (int(*addr), text(lossy(name)));
                "symbol_add"
            }
            PidEvent::SymbolRemove { addr } => {
                c.start = int(*addr);
                "symbol_remove"
            }
        };
        t.row(vec![
            count(r.time),
            int(current),
            text(kind),
            c.tgid,
            c.target,
            c.argv,
            c.path,
            c.start,
            c.end,
            c.offset,
            c.code,
        ])?;
        if let PidEvent::Switch { pid } = r.event {
            current = pid;
        }
    }
    t.finish()
}

/// Writes `exceptions` (every exception record, with the thread current then).
pub fn write_exceptions(s: &Session, out: &Path, run: &str) -> Result<u64> {
    let mut t = TableWriter::create(out, "exceptions", run, EXCEPTIONS, &["time"])?;
    let mut current = Current::new(s);
    for r in s.reader.exceptions() {
        let x = r?;
        // The thread of the block the exception cut.
        let pid = current.at(x.bb_start_time)?;
        t.row(vec![
            count(x.time),
            int(pid),
            count(x.recnum),
            int(x.current_pc),
            int(x.target_pc),
            count(x.bb_num),
            count(x.bb_start_time),
            int(x.num_insns),
        ])?;
    }
    t.finish()
}

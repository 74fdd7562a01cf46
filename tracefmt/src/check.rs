//! `check`: verifies a trace directory's internal consistency (used by `qtools check`).

use std::collections::BTreeSet;
use std::path::Path;

use crate::reader::TraceReader;

/// What `check` found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CheckReport {
    /// One line per problem; empty when the trace is consistent.
    pub problems: Vec<String>,
    /// True if the writer finished the trace (ident present).
    pub finished: bool,
    /// Static blocks, block 0 included.
    pub static_blocks: u64,
    /// Static instruction words.
    pub static_insns: u64,
    /// Dynamic block events, closing event included.
    pub dynamic_bbs: u64,
    /// Executed instructions (exception-adjusted).
    pub dynamic_insns: u64,
    /// Distinct pids current at a block event.
    pub used_pids: u32,
    /// Lowest pid below 32768 never current at a block event, or -1.
    pub first_unused_pid: i32,
    /// Exception records.
    pub exceptions: u64,
    /// Pid events.
    pub pid_events: u64,
    /// Instruction start times in `qtrace.insn`.
    pub insn_times: u64,
}

impl CheckReport {
    /// True when no problem was found.
    pub fn is_ok(&self) -> bool {
        self.problems.is_empty()
    }
}

/// What the block events give the check, counted by [`event_totals`] or by a caller that reads
/// the events its own way (qtools decodes them on several threads).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EventTotals {
    /// Block events, closing event included.
    pub dynamic_bbs: u64,
    /// Their instructions (exception-adjusted).
    pub dynamic_insns: u64,
    /// Pids current at a block event.
    pub used_pids: BTreeSet<u32>,
    /// Record number of the last event read.
    pub last_recnum: u64,
    /// The error that ended the events, if one did.
    pub error: Option<String>,
    /// Instruction times in `qtrace.insn`, when the caller counted them while reading it cleanly
    /// (`None`: [`check_with`] counts them).
    pub insn_times: Option<u64>,
}

/// Counts the block events of `reader` in order, on this thread.
pub fn event_totals(reader: &TraceReader) -> EventTotals {
    let mut t = EventTotals::default();
    let mut last_pid = None;
    for ev in reader.events() {
        match ev {
            Ok(ev) => {
                t.dynamic_bbs += 1;
                t.dynamic_insns += u64::from(ev.num_insns);
                if last_pid != Some(ev.pid) {
                    t.used_pids.insert(ev.pid);
                    last_pid = Some(ev.pid);
                }
                t.last_recnum = ev.recnum;
            }
            Err(e) => {
                t.error = Some(e.to_string());
                break;
            }
        }
    }
    t
}

/// Reads the whole trace in `dir` and checks: the header ident/version, static numbering 0, 1, 2,
/// ..., that every executed block number has a static record, that every file decodes to its
/// terminator, that exception records do not go back in record number, and (for a finished trace)
/// that every header count equals the records.
pub fn check(dir: &Path) -> CheckReport {
    match TraceReader::open(dir) {
        Ok(reader) => {
            let totals = event_totals(&reader);
            check_with(&reader, totals)
        }
        Err(e) => CheckReport {
            problems: vec![e.to_string()],
            ..CheckReport::default()
        },
    }
}

/// [`check`] of an open trace whose block events were counted into `totals`; reads the other
/// files.
pub fn check_with(reader: &TraceReader, totals: EventTotals) -> CheckReport {
    let dir = reader.dir();
    let mut rep = CheckReport {
        finished: reader.is_finished(),
        static_blocks: reader.num_static_blocks(),
        static_insns: reader.num_static_insns(),
        ..CheckReport::default()
    };
    if let Some(e) = reader.static_tail_error() {
        rep.problems.push(e.to_string());
    }
    rep.dynamic_bbs = totals.dynamic_bbs;
    rep.dynamic_insns = totals.dynamic_insns;
    rep.problems.extend(totals.error);
    let used = totals.used_pids;
    let last_recnum = totals.last_recnum;
    let mut prev_recnum = 0;
    for r in reader.exceptions() {
        match r {
            Ok(x) => {
                rep.exceptions += 1;
                if x.recnum < prev_recnum || x.recnum > last_recnum || x.recnum == 0 {
                    rep.problems.push(format!(
                        "exception {} names block record {}, outside 1..={last_recnum} or out of order",
                        rep.exceptions, x.recnum
                    ));
                }
                prev_recnum = x.recnum;
            }
            Err(e) => {
                rep.problems.push(e.to_string());
                break;
            }
        }
    }
    for r in reader.pid_events() {
        match r {
            Ok(_) => rep.pid_events += 1,
            Err(e) => {
                rep.problems.push(e.to_string());
                break;
            }
        }
    }
    match totals.insn_times {
        Some(n) => rep.insn_times = n,
        // Counted record by record: each stands for `repeat + 1` instruction times.
        None => {
            for r in reader.insn_records() {
                match r {
                    Ok(r) => rep.insn_times += u64::from(r.repeat) + 1,
                    Err(e) => {
                        rep.problems.push(e.to_string());
                        break;
                    }
                }
            }
        }
    }
    if let Some(Err(e)) = reader.method_records().find(|r| r.is_err()) {
        rep.problems.push(e.to_string());
    }
    rep.used_pids = used.len() as u32;
    rep.first_unused_pid = (0..32768u32)
        .find(|p| !used.contains(p))
        .map_or(-1, |p| p as i32);
    if rep.finished {
        let h = reader.header();
        let pairs: [(&str, u64, u64); 4] = [
            ("num_dynamic_bb", h.num_dynamic_bb, rep.dynamic_bbs),
            ("num_dynamic_insn", h.num_dynamic_insn, rep.dynamic_insns),
            (
                "num_used_pids",
                u64::from(h.num_used_pids),
                u64::from(rep.used_pids),
            ),
            (
                "first_unused_pid",
                h.first_unused_pid as i64 as u64,
                rep.first_unused_pid as i64 as u64,
            ),
        ];
        // A compact trace's header is made from its summaries, whose used-pid statistics
        // are approximate (`TraceWriter::count_bb_run`): only the export's are compared.
        let approximate = reader.compact().is_some();
        for (field, header, actual) in pairs {
            if approximate && field.contains("pid") {
                continue;
            }
            if header != actual {
                rep.problems.push(format!(
                    "{}: header field {field} is {header}, but the trace holds {actual}",
                    dir.join("qtrace.static").display()
                ));
            }
        }
    } else {
        rep.problems
            .push("trace is unfinished (zero ident): the writer did not finish".to_string());
    }
    rep
}

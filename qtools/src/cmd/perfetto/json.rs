//! Chrome trace-event JSON (`qtools perfetto --format json`), for small windows: ui.perfetto.dev
//! and chrome://tracing load it, up to a few hundred megabytes.

use std::collections::HashMap;
use std::io::Write;

use anyhow::Result;
use serde_json::json;

use super::PerfettoOptions;
use crate::callstack::{CallStacks, Frame, StackSink};
use crate::model::Model;
use crate::replay::{replay, Event, Visitor};
use crate::Session;

struct PerfSink<'w> {
    out: &'w mut dyn Write,
    mhz: f64,
    min: u64,
    /// The window: slices are clipped to it.
    lo: u64,
    hi: u64,
    first: bool,
    running: HashMap<u32, u64>,
    err: Option<std::io::Error>,
}

impl PerfSink<'_> {
    fn emit(&mut self, v: serde_json::Value) {
        if self.err.is_some() {
            return;
        }
        let sep = if self.first { "" } else { ",\n" };
        self.first = false;
        if let Err(e) = write!(self.out, "{sep}{v}") {
            self.err = Some(e);
        }
    }

    fn us(&self, cycles: u64) -> f64 {
        (cycles as f64 / self.mhz * 1000.0).round() / 1000.0
    }

    fn slice(&mut self, m: &Model, pid: u32, name: &str, cat: &str, from: u64, to: u64) {
        let (from, to) = (from.max(self.lo), to.min(self.hi));
        if to <= from || to - from < self.min {
            return;
        }
        let tgid = m.procs.get(&pid).map_or(pid, |p| p.tgid);
        let v = json!({"ph": "X", "name": name, "cat": cat, "pid": tgid, "tid": pid,
            "ts": self.us(from), "dur": self.us(to - from), "args": {"cycles": to - from}});
        self.emit(v);
    }
}

fn category(m: &Model, f: &Frame) -> &'static str {
    if m.funcs[f.func as usize].kernel {
        "kernel"
    } else {
        "user"
    }
}

impl StackSink for PerfSink<'_> {
    fn pop(&mut self, m: &Model, pid: u32, _depth: usize, f: &Frame, time: u64, _tt: u64) {
        if let Some(&run) = self.running.get(&pid) {
            self.slice(
                m,
                pid,
                m.name(f.func),
                category(m, f),
                f.start.max(run),
                time,
            );
        }
    }
}

struct PerfV<'a, 'w> {
    s: &'a Session,
    stacks: CallStacks,
    sink: PerfSink<'w>,
    cur: Option<u32>,
    /// A block after the window's end was seen: the replay can stop.
    past_end: bool,
}

impl PerfV<'_, '_> {
    fn switch_out(&mut self, m: &Model, time: u64) {
        let Some(pid) = self.cur.take() else { return };
        let Some(run) = self.sink.running.remove(&pid) else {
            return;
        };
        let frames: Vec<Frame> = self.stacks.stack(pid).to_vec();
        for f in &frames {
            self.sink.slice(
                m,
                pid,
                m.name(f.func),
                category(m, f),
                f.start.max(run),
                time,
            );
        }
        self.sink.slice(m, pid, "running", "sched", run, time);
    }

    /// The last events: every thread's pending slices end at `end`; the track names.
    fn finish(&mut self, m: &Model, end: u64) {
        self.switch_out(m, end);
        for pid in self.stacks.pids() {
            let tgid = m.procs.get(&pid).map_or(pid, |p| p.tgid);
            let tname = m.procs.get(&pid).map_or(String::new(), |p| p.name.clone());
            let pname = m.procs.get(&tgid).map_or(tname.clone(), |p| p.name.clone());
            self.sink.emit(json!({"ph": "M", "name": "process_name", "pid": tgid, "tid": tgid, "args": {"name": pname}}));
            self.sink.emit(json!({"ph": "M", "name": "thread_name", "pid": tgid, "tid": pid, "args": {"name": format!("{tname} ({pid})")}}));
        }
    }
}

impl Visitor for PerfV<'_, '_> {
    fn block(&mut self, m: &Model, ev: &Event<'_>) {
        if ev.time > self.sink.hi {
            self.finish(m, ev.time);
            self.past_end = true;
            return;
        }
        if !self.s.opts.filter.keep_pid(ev.pid) {
            self.switch_out(m, ev.time);
            return;
        }
        if self.cur != Some(ev.pid) {
            self.switch_out(m, ev.time);
            self.cur = Some(ev.pid);
            self.sink.running.insert(ev.pid, ev.time);
        }
        self.stacks.step(m, ev, &mut self.sink);
    }
    fn end(&mut self, m: &Model, end: u64) {
        self.finish(m, end);
    }

    fn done(&self) -> bool {
        self.past_end || self.sink.err.is_some()
    }
}

/// `perfetto --format json`: Chrome trace-event JSON: a track per process and thread, a
/// `running` slice per time a thread was current (context switches), and the reconstructed
/// function calls nested in them, clipped to the window (the replay stops at its end). Times in microseconds at `--mhz`;
/// slices shorter than `min_cycles` (0 when not given) are left out.
pub fn perfetto_json(s: &Session, opts: &PerfettoOptions, out: &mut dyn Write) -> Result<()> {
    let mut m = s.model();
    writeln!(out, "{{\"displayTimeUnit\":\"ns\",\"traceEvents\":[")?;
    let mut v = PerfV {
        s,
        stacks: CallStacks::new(),
        sink: PerfSink {
            out,
            mhz: f64::from(s.opts.mhz.max(1)),
            min: opts.min_cycles.unwrap_or(0),
            lo: opts.range.start.unwrap_or(0),
            hi: opts.range.end.unwrap_or(u64::MAX),
            first: true,
            running: HashMap::new(),
            err: None,
        },
        cur: None,
        past_end: false,
    };
    replay(&s.reader, &mut m, &mut v)?;
    if let Some(e) = v.sink.err {
        return Err(e.into());
    }
    writeln!(v.sink.out, "\n]}}")?;
    Ok(())
}

/// The whole trace as Chrome JSON, leaving out slices shorter than `min_cycles`
/// ([`perfetto_json`] without a window).
pub fn perfetto(s: &Session, min_cycles: u64, out: &mut dyn Write) -> Result<()> {
    let opts = PerfettoOptions {
        min_cycles: Some(min_cycles),
        ..PerfettoOptions::default()
    };
    perfetto_json(s, &opts, out)
}

//! `stack` (stack_dump) and `calltree` (an ftrace function_graph-like call tree with durations),
//! both from the reconstructed call stacks.

use std::io::Write;

use anyhow::Result;

use crate::callstack::{CallStacks, Frame, NoSink, StackSink};
use crate::cmd::textline::{dec, dec_right, dots, hex10, spaces, Lines, TextPool, Writes};
use crate::cmd::TimeRange;
use crate::model::Model;
use crate::replay::par::{replay_stacks, threads, Spec, Tracker};
use crate::replay::{replay, Event, Visitor};
use crate::Session;

/// A frame's four flags as `stack_dump` shows them: exception, -, kernel, vectors page.
fn frame_type(m: &Model, f: &Frame) -> [u8; 4] {
    let info = &m.funcs[f.func as usize];
    [
        if f.exception { b'e' } else { b'-' },
        b'-',
        if info.kernel { b'k' } else { b'-' },
        if info.path.as_ref() == "[vectors]" {
            b'v'
        } else {
            b'-'
        },
    ]
}

struct StackPrint<L: Lines> {
    out: L,
    range: TimeRange,
    err: Option<std::io::Error>,
}

impl<L: Lines> StackPrint<L> {
    /// `{time} {what} thr {pid} {frame_type} {depth}{dots} {ret:#010x} {name}`, with up to 60
    /// dots.
    fn line(&mut self, m: &Model, pid: u32, depth: usize, f: &Frame, time: u64, what: &str) {
        if self.err.is_some() || !self.range.contains(time) {
            return;
        }
        let info = &m.funcs[f.func as usize];
        let r = self.out.line(|b| {
            dec(b, time);
            b.push(b' ');
            b.extend_from_slice(what.as_bytes());
            b.extend_from_slice(b" thr ");
            dec(b, pid.into());
            b.push(b' ');
            b.extend_from_slice(&frame_type(m, f));
            b.push(b' ');
            dec(b, depth as u64);
            dots(b, depth.min(60));
            b.push(b' ');
            hex10(b, f.ret.into());
            b.push(b' ');
            b.extend_from_slice(info.name.as_bytes());
            b.push(b'\n');
        });
        if let Err(e) = r {
            self.err = Some(e);
        }
    }
}

impl<L: Lines> StackSink for StackPrint<L> {
    fn push(&mut self, m: &Model, pid: u32, depth: usize, f: &Frame, time: u64) {
        self.line(m, pid, depth, f, time, "en");
    }
    fn pop(&mut self, m: &Model, pid: u32, depth: usize, f: &Frame, time: u64, _tt: u64) {
        self.line(m, pid, depth, f, time, "x ");
    }
}

struct StackV<'a, 'w> {
    s: &'a Session,
    stacks: CallStacks,
    sink: StackPrint<Writes<'w>>,
    at: Option<u64>,
    dumped: bool,
    past_end: bool,
}

impl StackV<'_, '_> {
    fn dump_all(&mut self, m: &Model, time: u64) {
        self.dumped = true;
        if let Err(e) = write_stacks(&mut *self.sink.out.0, m, &self.stacks, time) {
            self.sink.err.get_or_insert(e);
        }
    }
}

/// `stack --at`'s report: every thread's stack at `time`.
fn write_stacks(
    out: &mut dyn Write,
    m: &Model,
    stacks: &CallStacks,
    time: u64,
) -> std::io::Result<()> {
    writeln!(out, "stacks at time {time}:")?;
    for pid in stacks.pids() {
        let st = stacks.stack(pid);
        if st.is_empty() {
            continue;
        }
        let name = m.procs.get(&pid).map_or("", |p| p.name.as_str());
        writeln!(out, "thread {pid} {name}:")?;
        for (d, f) in st.iter().enumerate() {
            writeln!(
                out,
                "  {d:3} {} {:#010x} {} (since {})",
                String::from_utf8_lossy(&frame_type(m, f)),
                f.ret,
                m.name(f.func),
                f.start
            )?;
        }
    }
    Ok(())
}

/// `stack --at` on the replay in order of `replay::par`: its stacks shown when it reaches the
/// time (the workers get tasks with nothing to print).
struct AtDump<'w> {
    out: &'w mut dyn Write,
    at: u64,
    err: Option<std::io::Error>,
}

impl StackSink for AtDump<'_> {}

impl Tracker for AtDump<'_> {
    fn dump_at(&self) -> Option<u64> {
        Some(self.at)
    }

    fn dump(&mut self, m: &Model, stacks: &CallStacks, time: u64) {
        if let Err(e) = write_stacks(&mut *self.out, m, stacks, time) {
            self.err.get_or_insert(e);
        }
    }
}

impl Visitor for StackV<'_, '_> {
    fn block(&mut self, m: &Model, ev: &Event<'_>) {
        // Every push and pop from here on is at this block's time or later.
        self.past_end = self.sink.range.end.is_some_and(|e| ev.time > e);
        if !self.s.opts.filter.keep_pid(ev.pid) {
            return;
        }
        if let Some(at) = self.at {
            if !self.dumped && ev.time > at {
                self.dump_all(m, at);
            }
            self.stacks.step(m, ev, &mut crate::callstack::NoSink);
        } else {
            self.stacks.step(m, ev, &mut self.sink);
        }
    }
    fn done(&self) -> bool {
        self.sink.err.is_some()
            || match self.at {
                Some(_) => self.dumped,
                None => self.past_end,
            }
    }
    fn end(&mut self, m: &Model, end: u64) {
        if let Some(at) = self.at {
            if !self.dumped {
                self.dump_all(m, at.min(end));
            }
        } else {
            self.stacks.finish(m, end, &mut self.sink);
        }
    }
}

/// `stack` (stack_dump): every reconstructed push (`en`) and pop (`x `), or with `at`, every
/// thread's stack at that time. Without `at`, on [`threads`] workers (see `replay::par`) unless
/// that is 1.
pub fn stack(s: &Session, range: TimeRange, at: Option<u64>, out: &mut dyn Write) -> Result<()> {
    let n = threads();
    match at {
        Some(at) if n > 1 => return stack_at_par(s, at, n, out),
        None if n > 1 => return stack_par(s, range, n, out),
        _ => {}
    }
    let mut m = s.model();
    let mut v = StackV {
        s,
        stacks: CallStacks::new(),
        sink: StackPrint {
            out: Writes(out),
            range,
            err: None,
        },
        at,
        dumped: false,
        past_end: false,
    };
    replay(&s.reader, &mut m, &mut v)?;
    if let Some(e) = v.sink.err {
        return Err(e.into());
    }
    Ok(())
}

/// [`stack`] without `at` on `threads` workers: each task's lines made by a worker.
fn stack_par(s: &Session, range: TimeRange, threads: usize, out: &mut dyn Write) -> Result<()> {
    let mut m = s.model();
    let filter = &s.opts.filter;
    let pick = |_: &Model, pid: u32, _| filter.keep_pid(pid).then_some(false);
    let spec = Spec {
        pick: (!filter.is_empty()).then_some(&pick as _),
        stop_after: range.end,
        nodes: false,
    };
    let pool = TextPool::default();
    let work = |m: &Model, task: &crate::replay::par::Task, stacks: &mut CallStacks| {
        let mut buf = pool.take();
        let mut sink = StackPrint {
            out: &mut buf,
            range,
            err: None,
        };
        task.replay(m, stacks, &mut sink, |_, _, _| {});
        buf
    };
    let mut write = |buf: Vec<u8>| -> Result<()> {
        out.write_all(&buf)?;
        pool.give(buf);
        Ok(())
    };
    replay_stacks(
        &s.reader,
        &mut m,
        &spec,
        &mut NoSink,
        threads,
        &work,
        &mut write,
    )
}

/// [`stack`] with `at` on the replay in order of `replay::par` (see [`AtDump`]).
fn stack_at_par(s: &Session, at: u64, threads: usize, out: &mut dyn Write) -> Result<()> {
    let mut m = s.model();
    let filter = &s.opts.filter;
    let pick = |_: &Model, pid: u32, _| filter.keep_pid(pid).then_some(false);
    let spec = Spec {
        pick: (!filter.is_empty()).then_some(&pick as _),
        stop_after: None,
        nodes: false,
    };
    let mut dump = AtDump { out, at, err: None };
    let work = |_: &Model, _: &crate::replay::par::Task, _: &mut CallStacks| {};
    replay_stacks(
        &s.reader,
        &mut m,
        &spec,
        &mut dump,
        threads,
        &work,
        &mut |()| Ok(()),
    )?;
    match dump.err {
        Some(e) => Err(e.into()),
        None => Ok(()),
    }
}

struct TreePrint<L: Lines> {
    out: L,
    range: TimeRange,
    max_depth: usize,
    pending: Option<(u32, usize, Frame)>,
    /// On a worker (see [`calltree_par`]): the push held back before the task is not known, so
    /// the task's first shown push or pop is noted here, and a first pop is not printed.
    first: Option<First>,
    deferred: bool,
    err: Option<std::io::Error>,
}

/// A push held back (`calltree` prints a leaf call as one line), with its function's name.
#[derive(Debug, Clone)]
struct HeldPush {
    pid: u32,
    depth: usize,
    frame: Frame,
    name: String,
}

/// A task's first shown push or pop (see [`TreePrint::first`]).
#[derive(Debug, Clone)]
enum First {
    Push,
    /// A pop at `time`, not printed: it is a leaf line if it pops the push held back before the
    /// task.
    Pop(HeldPush, u64),
}

/// A `calltree` line's start: `{time:>10} {pid:>5} | {dur:>10} | ` with `dur` `{cycles} cyc`
/// (blank without cycles), then the indentation of `depth`.
fn tree_head(b: &mut Vec<u8>, time: u64, pid: u32, cycles: Option<u64>, depth: usize) {
    dec_right(b, time, 10);
    b.push(b' ');
    dec_right(b, pid.into(), 5);
    b.extend_from_slice(b" | ");
    match cycles {
        Some(c) => {
            let n = c.checked_ilog10().map_or(1, |l| l as usize + 1);
            spaces(b, 10usize.saturating_sub(n + 4));
            dec(b, c);
            b.extend_from_slice(b" cyc");
        }
        None => spaces(b, 10),
    }
    b.extend_from_slice(b" | ");
    spaces(b, 2 * depth);
}

/// `calltree`'s line for a push followed by a deeper one.
fn open_line(out: &mut impl Lines, pid: u32, depth: usize, f: &Frame, name: &str) -> IoResult {
    out.line(|b| {
        tree_head(b, f.start, pid, None, depth);
        b.extend_from_slice(name.as_bytes());
        b.extend_from_slice(b"() {\n");
    })
}

/// `calltree`'s line for a call of `f` (at `depth` of `pid`) that pushed nothing, popped at
/// `time`.
fn leaf_line(
    out: &mut impl Lines,
    pid: u32,
    depth: usize,
    f: &Frame,
    name: &str,
    time: u64,
) -> IoResult {
    out.line(|b| {
        tree_head(b, f.start, pid, Some(time - f.start), depth);
        b.extend_from_slice(name.as_bytes());
        b.extend_from_slice(b"();\n");
    })
}

/// `calltree`'s line for the end of a call of `f` that pushed more (popped at `time`).
fn close_line(
    out: &mut impl Lines,
    pid: u32,
    depth: usize,
    f: &Frame,
    name: &str,
    time: u64,
) -> IoResult {
    out.line(|b| {
        tree_head(b, time, pid, Some(time - f.start), depth);
        b.extend_from_slice(b"} /* ");
        b.extend_from_slice(name.as_bytes());
        b.extend_from_slice(b" */\n");
    })
}

type IoResult = std::io::Result<()>;

impl HeldPush {
    fn open_line(&self, out: &mut impl Lines) -> IoResult {
        open_line(out, self.pid, self.depth, &self.frame, &self.name)
    }
    fn leaf_line(&self, out: &mut impl Lines, time: u64) -> IoResult {
        leaf_line(out, self.pid, self.depth, &self.frame, &self.name, time)
    }
    fn close_line(&self, out: &mut impl Lines, time: u64) -> IoResult {
        close_line(out, self.pid, self.depth, &self.frame, &self.name, time)
    }
}

impl<L: Lines> TreePrint<L> {
    fn write(&mut self, line: impl FnOnce(&mut L) -> IoResult) {
        if self.err.is_none() {
            if let Err(e) = line(&mut self.out) {
                self.err = Some(e);
            }
        }
    }

    fn flush_pending(&mut self, m: &Model) {
        if let Some((pid, depth, f)) = self.pending.take() {
            self.write(|o| open_line(o, pid, depth, &f, m.name(f.func)));
        }
    }

    fn shown(&self, depth: usize, time: u64) -> bool {
        depth < self.max_depth && self.range.contains(time)
    }
}

impl<L: Lines> StackSink for TreePrint<L> {
    fn push(&mut self, m: &Model, pid: u32, depth: usize, f: &Frame, time: u64) {
        if !self.shown(depth, time) {
            return;
        }
        if self.deferred && self.first.is_none() {
            self.first = Some(First::Push);
        }
        self.flush_pending(m);
        self.pending = Some((pid, depth, *f));
    }
    fn pop(&mut self, m: &Model, pid: u32, depth: usize, f: &Frame, time: u64, _tt: u64) {
        if !self.shown(depth, f.start) {
            return;
        }
        if self.deferred && self.first.is_none() {
            let popped = HeldPush {
                pid,
                depth,
                frame: *f,
                name: m.name(f.func).to_string(),
            };
            self.first = Some(First::Pop(popped, time));
            return;
        }
        let name = m.name(f.func);
        match self.pending {
            Some((p, d, pf)) if p == pid && d == depth && pf == *f => {
                self.pending = None;
                self.write(|o| leaf_line(o, pid, depth, f, name, time));
            }
            _ => {
                self.flush_pending(m);
                self.write(|o| close_line(o, pid, depth, f, name, time));
            }
        }
    }
}

struct TreeV<'a, 'w> {
    s: &'a Session,
    stacks: CallStacks,
    sink: TreePrint<Writes<'w>>,
}

impl Visitor for TreeV<'_, '_> {
    fn block(&mut self, m: &Model, ev: &Event<'_>) {
        if self.s.opts.filter.include.is_empty() || self.s.opts.filter.keep(m, ev.pid, ev.func) {
            let pid_ok = !self
                .s
                .opts
                .filter
                .include
                .iter()
                .any(|x| matches!(x, crate::filter::Selector::Pid(_)))
                || self
                    .s
                    .opts
                    .filter
                    .include
                    .contains(&crate::filter::Selector::Pid(ev.pid));
            if pid_ok {
                self.stacks.step(m, ev, &mut self.sink);
            }
        }
    }
    fn end(&mut self, m: &Model, end: u64) {
        self.stacks.finish(m, end, &mut self.sink);
        self.sink.flush_pending(m);
    }
}

/// Which executions `calltree` steps: those its filter keeps, of the threads it names if any.
fn calltree_picks(s: &Session, m: &Model, pid: u32, func: crate::model::FuncId) -> bool {
    let f = &s.opts.filter;
    if !(f.include.is_empty() || f.keep(m, pid, func)) {
        return false;
    }
    !f.include
        .iter()
        .any(|x| matches!(x, crate::filter::Selector::Pid(_)))
        || f.include.contains(&crate::filter::Selector::Pid(pid))
}

/// `calltree`: function entries and exits per thread, indented by depth, each exit with its
/// duration in cycles (a leaf call is one `f();` line), like ftrace's function_graph tracer.
/// On [`threads`] workers (see `replay::par`) unless that is 1.
pub fn calltree(
    s: &Session,
    range: TimeRange,
    max_depth: usize,
    out: &mut dyn Write,
) -> Result<()> {
    let mut m = s.model();
    writeln!(
        out,
        "{:>10} {:>5} | {:>10} | function",
        "time", "pid", "duration"
    )?;
    let n = threads();
    if n > 1 {
        return calltree_par(s, range, max_depth, n, &mut m, out);
    }
    let mut v = TreeV {
        s,
        stacks: CallStacks::new(),
        sink: TreePrint {
            out: Writes(out),
            range,
            max_depth,
            pending: None,
            first: None,
            deferred: false,
            err: None,
        },
    };
    replay(&s.reader, &mut m, &mut v)?;
    if let Some(e) = v.sink.err {
        return Err(e.into());
    }
    Ok(())
}

/// A task's `calltree` lines (see [`calltree_par`]).
struct TreeTask {
    /// The task's first shown push or pop, if any.
    first: Option<First>,
    /// The lines after it (after the first pop, if it is one).
    text: Vec<u8>,
    /// The push the task holds back at its end (when it showed any push or pop).
    pending: Option<HeldPush>,
    /// The last task: the push held back is printed after it.
    last: bool,
}

/// The lines of a call-path node's frame compare it by value; a push held back across tasks is
/// compared without its node (each worker numbers its own), which names the same frame: a frame
/// held back is still on its thread's stack when the next shown pop comes (its own pop is
/// shown, as its push was).
fn same_frame(a: &Frame, b: &Frame) -> bool {
    Frame { node: 0, ..*a } == Frame { node: 0, ..*b }
}

/// Puts the tasks' lines in order with the push held back between them.
#[derive(Default)]
struct TreeJoin {
    held: Option<HeldPush>,
}

impl TreeJoin {
    /// Writes `t`'s lines and gives back its buffer of text (to be filled again).
    fn add(&mut self, t: TreeTask, w: &mut dyn Write) -> std::io::Result<Vec<u8>> {
        let out = &mut Writes(w);
        match &t.first {
            None => {}
            Some(First::Push) => {
                if let Some(h) = self.held.take() {
                    h.open_line(out)?;
                }
            }
            Some(First::Pop(p, time)) => match self.held.take() {
                Some(h)
                    if h.pid == p.pid && h.depth == p.depth && same_frame(&h.frame, &p.frame) =>
                {
                    h.leaf_line(out, *time)?;
                }
                held => {
                    if let Some(h) = held {
                        h.open_line(out)?;
                    }
                    p.close_line(out, *time)?;
                }
            },
        }
        out.0.write_all(&t.text)?;
        if t.first.is_some() {
            self.held = t.pending;
        }
        if t.last {
            if let Some(h) = self.held.take() {
                h.open_line(out)?;
            }
        }
        Ok(t.text)
    }
}

/// [`calltree`] on `threads` workers: each task's lines made by a worker, which does not know the
/// push held back before the task (a leaf call is one line, so that push's line depends on what
/// comes next): the lines are put in order here with it ([`TreeJoin`]), so the replay in order
/// keeps nothing of the pushes and pops.
fn calltree_par(
    s: &Session,
    range: TimeRange,
    max_depth: usize,
    threads: usize,
    m: &mut Model,
    out: &mut dyn Write,
) -> Result<()> {
    let pick = |m: &Model, pid: u32, func| calltree_picks(s, m, pid, func).then_some(false);
    let spec = Spec {
        pick: (!s.opts.filter.is_empty()).then_some(&pick as _),
        stop_after: None,
        nodes: false,
    };
    let pool = TextPool::default();
    let work = |m: &Model, task: &crate::replay::par::Task, stacks: &mut CallStacks| {
        let mut text = pool.take();
        let mut sink = TreePrint {
            out: &mut text,
            range,
            max_depth,
            pending: None,
            first: None,
            deferred: true,
            err: None,
        };
        task.replay(m, stacks, &mut sink, |_, _, _| {});
        // (Lines go to memory: no write fails.)
        let (first, pending) = (sink.first, sink.pending);
        let pending = pending.map(|(pid, depth, frame)| HeldPush {
            pid,
            depth,
            frame,
            name: m.name(frame.func).to_string(),
        });
        TreeTask {
            first,
            text,
            pending,
            last: task.finish.is_some(),
        }
    };
    let mut join = TreeJoin::default();
    let mut write = |t: TreeTask| -> Result<()> {
        pool.give(join.add(t, out)?);
        Ok(())
    };
    replay_stacks(&s.reader, m, &spec, &mut NoSink, threads, &work, &mut write)
}

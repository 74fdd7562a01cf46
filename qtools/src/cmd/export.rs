//! Converters: `dmtrace` (q2dm, a traceview file) and `flamegraph` (SVG via `inferno`); the
//! `perfetto` converter has its own module.

use std::collections::{BTreeMap, HashMap};
use std::io::Write;

use anyhow::{bail, Context, Result};

use crate::callstack::{CallStacks, Frame, NoSink, StackSink};
use crate::filter::Filter;
use crate::model::{FuncId, Model};
use crate::replay::par::{replay_stacks, threads, Spec, Task};
use crate::replay::{replay, Event, Visitor};
use crate::Session;

fn pid_kept(f: &Filter, pid: u32) -> bool {
    f.keep_pid(pid)
}

fn process_label(m: &Model, pid: u32) -> String {
    let tgid = m.procs.get(&pid).map_or(pid, |p| p.tgid);
    let name = m
        .procs
        .get(&tgid)
        .or(m.procs.get(&pid))
        .map_or("", |p| p.name.as_str());
    let name = name.rsplit('/').next().unwrap_or(name);
    format!("{name}-{tgid}").replace([';', ' '], "_")
}

struct FlameV<'a> {
    s: &'a Session,
    stacks: CallStacks,
    counts: crate::fasthash::FastMap<(u32, u32), u64>,
    /// The (pid, node) of the latest blocks and their cycles, not yet in `counts`.
    run: Option<((u32, u32), u64)>,
}

impl Visitor for FlameV<'_> {
    fn block(&mut self, m: &Model, ev: &Event<'_>) {
        if !pid_kept(&self.s.opts.filter, ev.pid) {
            return;
        }
        self.stacks.step(m, ev, &mut NoSink);
        if !self.s.opts.filter.keep(m, ev.pid, ev.func) {
            return;
        }
        if let Some(top) = self.stacks.stack(ev.pid).last() {
            // Consecutive blocks mostly share their stack: add up runs, then count them.
            let key = (ev.pid, top.node);
            match &mut self.run {
                Some((k, c)) if *k == key => *c += ev.dur,
                run => {
                    if let Some((k, c)) = run.replace((key, ev.dur)) {
                        *self.counts.entry(k).or_default() += c;
                    }
                }
            }
        }
    }
}

/// The folded stacks (`process;f1;f2 cycles`, sorted) that `flamegraph` draws. On [`threads`]
/// workers (see `replay::par`) unless that is 1.
pub fn folded(s: &Session) -> Result<Vec<String>> {
    let n = threads();
    if n > 1 {
        return folded_par(s, n);
    }
    let mut m = s.model();
    let mut v = FlameV {
        s,
        stacks: CallStacks::new(),
        counts: Default::default(),
        run: None,
    };
    replay(&s.reader, &mut m, &mut v)?;
    if let Some((k, c)) = v.run.take() {
        *v.counts.entry(k).or_default() += c;
    }
    Ok(folded_lines(s, &m, &v.counts, |n| v.stacks.path(n)))
}

/// The folded lines of `counts` (cycles by thread and call-path node, `path` giving a node's
/// functions).
fn folded_lines(
    s: &Session,
    m: &Model,
    counts: &crate::fasthash::FastMap<(u32, u32), u64>,
    path: impl Fn(u32) -> Vec<FuncId>,
) -> Vec<String> {
    let mut agg: BTreeMap<String, u64> = BTreeMap::new();
    for (&(pid, node), &c) in counts {
        if c == 0 {
            continue;
        }
        let mut line = process_label(m, pid);
        let mut last: Option<&str> = None;
        for f in path(node) {
            let l = s.opts.filter.label(m, f);
            if last == Some(l) && l.starts_with(':') {
                continue;
            }
            last = Some(l);
            line.push(';');
            line.push_str(&l.replace(';', ":"));
        }
        *agg.entry(line).or_default() += c;
    }
    agg.into_iter().map(|(k, c)| format!("{k} {c}")).collect()
}

/// A task's cycles by thread and call path.
type PathCounts = Vec<(u32, Vec<FuncId>, u64)>;

/// [`folded`] on `threads` workers: each task's cycles by thread and call path, added up here
/// by call-path node.
fn folded_par(s: &Session, threads: usize) -> Result<Vec<String>> {
    let mut m = s.model();
    let filter = &s.opts.filter;
    let pick = |m: &Model, pid: u32, func| pid_kept(filter, pid).then(|| filter.keep(m, pid, func));
    let spec = Spec {
        pick: (!filter.is_empty()).then_some(&pick as _),
        stop_after: None,
    };
    let work = |m: &Model, task: &Task, stacks: &mut CallStacks| -> PathCounts {
        let mut counts: crate::fasthash::FastMap<(u32, u32), u64> = Default::default();
        task.replay(m, stacks, &mut NoSink, |stacks, pid, c| {
            if let Some(top) = stacks.stack(pid).last() {
                *counts.entry((pid, top.node)).or_default() += c;
            }
        });
        counts
            .into_iter()
            .map(|((pid, node), c)| (pid, stacks.path(node), c))
            .collect()
    };
    // The call-path nodes of all tasks, as `CallStacks` makes them.
    let mut ids: crate::fasthash::FastMap<(u32, FuncId), u32> = Default::default();
    let mut nodes: Vec<(u32, FuncId)> = Vec::new();
    let mut counts: crate::fasthash::FastMap<(u32, u32), u64> = Default::default();
    let mut add = |v: PathCounts| -> Result<()> {
        for (pid, path, c) in v {
            let mut node = u32::MAX;
            for f in path {
                let next = nodes.len() as u32;
                node = *ids.entry((node, f)).or_insert_with(|| {
                    nodes.push((node, f));
                    next
                });
            }
            if node != u32::MAX {
                *counts.entry((pid, node)).or_default() += c;
            }
        }
        Ok(())
    };
    replay_stacks(
        &s.reader,
        &mut m,
        &spec,
        &mut NoSink,
        threads,
        &work,
        &mut add,
    )?;
    let path = |mut n: u32| {
        let mut v = Vec::new();
        while let Some(&(parent, f)) = nodes.get(n as usize) {
            v.push(f);
            n = parent;
        }
        v.reverse();
        v
    };
    Ok(folded_lines(s, &m, &counts, path))
}

/// `flamegraph`: an SVG flame graph of cycles by reconstructed call stack, per process.
pub fn flamegraph(s: &Session, title: &str, out: &mut dyn Write) -> Result<()> {
    let lines = folded(s)?;
    if lines.is_empty() {
        bail!("no block events to draw (empty trace or everything filtered out)");
    }
    let mut opt = inferno::flamegraph::Options::default();
    opt.title = title.to_string();
    opt.count_name = "cycles".to_string();
    opt.hash = true;
    opt.deterministic = true;
    inferno::flamegraph::from_lines(&mut opt, lines.iter().map(String::as_str), out)
        .context("writing the flame graph")?;
    Ok(())
}

struct DmSink {
    ids: HashMap<FuncId, u32>,
    order: Vec<FuncId>,
    records: Vec<u8>,
    threads: BTreeMap<u32, ()>,
}

impl DmSink {
    fn record(&mut self, pid: u32, func: FuncId, exit: bool, thread_time: u64) {
        let next = 4 + 4 * self.ids.len() as u32;
        let id = *self.ids.entry(func).or_insert_with(|| {
            self.order.push(func);
            next
        });
        self.threads.insert(pid, ());
        self.records.extend_from_slice(&(pid as u16).to_le_bytes());
        self.records
            .extend_from_slice(&(id | u32::from(exit)).to_le_bytes());
        self.records
            .extend_from_slice(&(thread_time as u32).to_le_bytes());
    }
}

struct DmV<'a> {
    s: &'a Session,
    stacks: CallStacks,
    sink: DmSink,
}

impl StackSink for DmSink {
    fn push(&mut self, _m: &Model, pid: u32, _d: usize, f: &Frame, _t: u64) {
        self.record(pid, f.func, false, f.thread_start);
    }
    fn pop(&mut self, _m: &Model, pid: u32, _d: usize, f: &Frame, _t: u64, tt: u64) {
        self.record(pid, f.func, true, tt);
    }
}

impl Visitor for DmV<'_> {
    fn block(&mut self, m: &Model, ev: &Event<'_>) {
        if pid_kept(&self.s.opts.filter, ev.pid) {
            self.stacks.step(m, ev, &mut self.sink);
        }
    }
    fn end(&mut self, m: &Model, end: u64) {
        self.stacks.finish(m, end, &mut self.sink);
    }
}

/// `dmtrace` (q2dm): a traceview file (version 2) of the reconstructed calls, one thread per pid,
/// times in each thread's own cycles. Kernel functions get the suffix ` [kernel]`.
pub fn dmtrace(s: &Session, out: &mut dyn Write) -> Result<()> {
    let mut m = s.model();
    let mut v = DmV {
        s,
        stacks: CallStacks::new(),
        sink: DmSink {
            ids: HashMap::new(),
            order: Vec::new(),
            records: Vec::new(),
            threads: BTreeMap::new(),
        },
    };
    replay(&s.reader, &mut m, &mut v)?;
    let mut key = String::from("*version\n2\nclock=thread-cpu\n*threads\n");
    for &pid in v.sink.threads.keys() {
        let name = m.procs.get(&pid).map_or("", |p| p.name.as_str());
        key.push_str(&format!("{pid}\t{name}\n"));
    }
    key.push_str("*methods\n");
    for (i, &f) in v.sink.order.iter().enumerate() {
        let info = &m.funcs[f as usize];
        let class = info
            .path
            .rsplit('/')
            .next()
            .unwrap_or("")
            .replace('\t', " ");
        let suffix = if info.kernel { " [kernel]" } else { "" };
        key.push_str(&format!(
            "{:#x}\t{class}\t{}{suffix}\t()\n",
            4 + 4 * i,
            info.name.replace('\t', " ")
        ));
    }
    key.push_str("*end\n");
    out.write_all(key.as_bytes())?;
    let h = s.reader.header();
    out.write_all(&0x574F_4C53u32.to_le_bytes())?;
    out.write_all(&2u16.to_le_bytes())?;
    out.write_all(&16u16.to_le_bytes())?;
    let start = (u64::from(h.start_sec) << 32) | u64::from(h.start_usec);
    out.write_all(&start.to_le_bytes())?;
    out.write_all(&v.sink.records)?;
    Ok(())
}

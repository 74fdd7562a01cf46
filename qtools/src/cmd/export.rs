//! Converters: `dmtrace` (q2dm, a traceview file) and `flamegraph` (SVG via `inferno`); the
//! `perfetto` converter has its own module.

use std::collections::BTreeMap;
use std::io::Write;
use std::sync::Mutex;

use anyhow::{bail, Context, Result};

use super::foldtree::{too_narrow, FoldTree};
use crate::callstack::{CallPaths, CallStacks, Frame, NoSink, NodeCounts, StackSink};
use crate::filter::Filter;
use crate::model::{FuncId, Model};
use crate::replay::par::{replay_flame, replay_stacks, threads, Spec, Task};
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

/// The folded stacks (`process;f1;f2 cycles`, sorted by their text without the cycles) that
/// `flamegraph` draws.
pub fn folded(s: &Session) -> Result<Vec<String>> {
    let mut lines = Vec::new();
    fold(s)?.write_lines(None, &mut |l| lines.push(l.to_string()));
    Ok(lines)
}

/// The folded stacks as a tree. On [`threads`] workers (see `replay::par`) unless that is 1.
fn fold(s: &Session) -> Result<FoldTree> {
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
    Ok(fold_tree(s, &m, &v.counts, v.stacks.nodes()))
}

/// The folded stacks of `counts` (cycles by thread and call-path node, `nodes` giving each
/// node's caller node or `u32::MAX`, and its function) as a tree of their names: one line per
/// process and distinct call path.
fn fold_tree(
    s: &Session,
    m: &Model,
    counts: &crate::fasthash::FastMap<(u32, u32), u64>,
    nodes: &[(u32, FuncId)],
) -> FoldTree {
    /// A node whose label is its caller's merged one (`:kernel`, `:libs`): shown once.
    const SAME: u32 = u32::MAX;
    let mut t = FoldTree::default();
    let filter = &s.opts.filter;
    let mut funcs: crate::fasthash::FastMap<FuncId, u32> = Default::default();
    let names: Vec<u32> = nodes
        .iter()
        .map(|&(parent, f)| {
            let l = filter.label(m, f);
            let caller = nodes.get(parent as usize).map(|&(_, g)| filter.label(m, g));
            if l.starts_with(':') && caller == Some(l) {
                return SAME;
            }
            *funcs
                .entry(f)
                .or_insert_with(|| t.name(&l.replace(';', ":")))
        })
        .collect();
    // Each line's process node first, the lines grouped by it.
    let mut procs: crate::fasthash::FastMap<u32, u32> = Default::default();
    let mut lines: Vec<(u32, u32, u64)> = Vec::with_capacity(counts.len());
    for (&(pid, node), &c) in counts {
        if c == 0 {
            continue;
        }
        let top = *procs.entry(pid).or_insert_with(|| {
            let name = t.name(&process_label(m, pid));
            t.child(FoldTree::top(), name)
        });
        lines.push((top, node, c));
    }
    lines.sort_unstable_by_key(|&(top, node, _)| (top, node));
    // The tree node of each call-path node below the current process node (and that node).
    let mut memo: Vec<(u32, u32)> = vec![(u32::MAX, 0); nodes.len()];
    let mut chain = Vec::new();
    for (top, node, c) in lines {
        chain.clear();
        let mut at = node;
        let mut cur = top;
        while let Some(&(parent, _)) = nodes.get(at as usize) {
            let (of, done) = memo[at as usize];
            if of == top {
                cur = done;
                break;
            }
            chain.push(at);
            at = parent;
        }
        for &n in chain.iter().rev() {
            if names[n as usize] != SAME {
                cur = t.child(cur, names[n as usize]);
            }
            memo[n as usize] = (top, cur);
        }
        t.add(cur, c);
    }
    t
}

/// What the workers of [`folded_par`] add up, kept across tasks: call-path nodes and the cycles
/// by thread and node. As many go round as tasks run at once; they are joined at the end (the
/// folded lines come out in the order of their text, whatever the nodes' numbering).
#[derive(Default)]
struct FoldPart {
    paths: CallPaths,
    counts: NodeCounts,
}

/// [`fold`] on `threads` workers: each worker adds up cycles by thread and call path into a
/// [`FoldPart`] across its tasks, joined here by call path at the end. (Each task's nodes and
/// counts were handed back and joined in order, a map lookup per node and per count on the
/// thread that steps the stacks.)
fn folded_par(s: &Session, threads: usize) -> Result<FoldTree> {
    let mut m = s.model();
    let filter = &s.opts.filter;
    let pick = |m: &Model, pid: u32, func| pid_kept(filter, pid).then(|| filter.keep(m, pid, func));
    let spec = Spec {
        pick: (!filter.is_empty()).then_some(&pick as _),
        stop_after: None,
        // Made in each part's own nodes instead (see `with_paths`).
        nodes: false,
    };
    // Without records' workers where the replay in order runs in two stages with pieces.
    if let Some((nodes, counts)) = replay_flame(&s.reader, &mut m, &spec, threads)? {
        let counts = (counts.into_list().into_iter())
            .map(|(pid, node, c)| ((pid, node), c))
            .collect();
        return Ok(fold_tree(s, &m, &counts, &nodes));
    }
    let parts: Mutex<Vec<FoldPart>> = Mutex::default();
    let lock = || parts.lock().unwrap_or_else(|e| e.into_inner());
    let work = |m: &Model, task: &Task, stacks: &mut CallStacks| {
        let mut part = lock().pop().unwrap_or_default();
        let FoldPart { paths, counts } = &mut part;
        stacks.with_paths(paths, |stacks| {
            task.replay(m, stacks, &mut NoSink, |stacks, pid, c| {
                if let Some(top) = stacks.stack(pid).last() {
                    counts.add(pid, top.node, c);
                }
            });
        });
        lock().push(part);
    };
    replay_stacks(
        &s.reader,
        &mut m,
        &spec,
        &mut NoSink,
        threads,
        &work,
        &mut |()| Ok(()),
    )?;
    // The call-path nodes of all parts, as `CallStacks` makes them; a part's nodes (callers
    // first) are mapped to them in turn.
    let mut ids: crate::fasthash::FastMap<(u32, FuncId), u32> = Default::default();
    let mut nodes: Vec<(u32, FuncId)> = Vec::new();
    let mut counts: crate::fasthash::FastMap<(u32, u32), u64> = Default::default();
    let mut here = Vec::new();
    for part in std::mem::take(&mut *lock()) {
        here.clear();
        for &(parent, f) in part.paths.nodes() {
            let parent = here.get(parent as usize).copied().unwrap_or(u32::MAX);
            let next = nodes.len() as u32;
            here.push(*ids.entry((parent, f)).or_insert_with(|| {
                nodes.push((parent, f));
                next
            }));
        }
        for (pid, node, c) in part.counts.into_list() {
            *counts.entry((pid, here[node as usize])).or_default() += c;
        }
    }
    drop(ids);
    Ok(fold_tree(s, &m, &counts, &nodes))
}

/// `flamegraph`: an SVG flame graph of cycles by reconstructed call stack, per process.
///
/// `inferno` holds every line it is given until the SVG is written, and a line's text grows
/// with its depth: the lines below a node too narrow to be drawn (their frames would all be
/// left out) are given to it as one line in their place (see [`FoldTree::write_lines`]), so
/// the SVG is the same and what is held depends on what is drawn.
pub fn flamegraph(s: &Session, title: &str, out: &mut dyn Write) -> Result<()> {
    let tree = fold(s)?;
    let mut opt = inferno::flamegraph::Options::default();
    let narrow = too_narrow(&opt, tree.total());
    let mut text = String::new();
    let mut ends = Vec::new();
    tree.write_lines(Some(&narrow), &mut |l| {
        text.push_str(l);
        ends.push(text.len());
    });
    drop(tree);
    if ends.is_empty() {
        bail!("no block events to draw (empty trace or everything filtered out)");
    }
    let lines = ends.iter().scan(0, |start, &end| {
        let l = &text[*start..end];
        *start = end;
        Some(l)
    });
    opt.title = title.to_string();
    opt.count_name = "cycles".to_string();
    opt.hash = true;
    opt.deterministic = true;
    inferno::flamegraph::from_lines(&mut opt, lines, out).context("writing the flame graph")?;
    Ok(())
}

/// Records in memory before they go to a temporary file.
const SPILL_BYTES: usize = 16 << 20;

/// The binary records of a dmtrace file. They follow its key, which is known only at the end:
/// held in memory up to [`SPILL_BYTES`], then appended to a temporary file (removed as soon as
/// it is open), so the memory does not grow with the trace.
struct Records {
    buf: Vec<u8>,
    file: Option<std::fs::File>,
    /// Bytes held in memory before they go to the file.
    limit: usize,
}

impl Records {
    fn new(limit: usize) -> Records {
        Records {
            buf: Vec::new(),
            file: None,
            limit,
        }
    }

    /// Appends `bytes`.
    fn push(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        self.buf.extend_from_slice(bytes);
        if self.buf.len() >= self.limit {
            self.spill()?;
        }
        Ok(())
    }

    /// Moves the records held in memory to the temporary file.
    fn spill(&mut self) -> std::io::Result<()> {
        let f = match &mut self.file {
            Some(f) => f,
            None => {
                static N: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
                let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let path =
                    std::env::temp_dir().join(format!("qtools-dmtrace-{}-{n}", std::process::id()));
                let f = std::fs::OpenOptions::new()
                    .read(true)
                    .write(true)
                    .create_new(true)
                    .open(&path)?;
                std::fs::remove_file(&path)?;
                self.file.insert(f)
            }
        };
        f.write_all(&self.buf)?;
        self.buf.clear();
        Ok(())
    }

    /// Writes every record to `out`.
    fn write_to(mut self, out: &mut dyn Write) -> std::io::Result<()> {
        if let Some(f) = &mut self.file {
            use std::io::Seek;
            f.seek(std::io::SeekFrom::Start(0))?;
            std::io::copy(f, out)?;
        }
        out.write_all(&self.buf)
    }
}

/// One push (`exit` false) or pop of a dmtrace file, before its method gets an id.
#[derive(Debug, Clone, Copy)]
struct DmRec {
    pid: u32,
    func: FuncId,
    exit: bool,
    thread_time: u64,
}

struct DmSink {
    /// Each function's method id by [`FuncId`] (0: none yet), and the functions in id order.
    ids: Vec<u32>,
    order: Vec<FuncId>,
    records: Records,
    threads: BTreeMap<u32, ()>,
    last_pid: Option<u32>,
    err: Option<std::io::Error>,
}

impl DmSink {
    fn new() -> DmSink {
        DmSink {
            ids: Vec::new(),
            order: Vec::new(),
            records: Records::new(SPILL_BYTES),
            threads: BTreeMap::new(),
            last_pid: None,
            err: None,
        }
    }

    fn record(&mut self, pid: u32, func: FuncId, exit: bool, thread_time: u64) {
        let i = func as usize;
        if i >= self.ids.len() {
            self.ids.resize(i + 1, 0);
        }
        if self.ids[i] == 0 {
            self.ids[i] = 4 + 4 * self.order.len() as u32;
            self.order.push(func);
        }
        let id = self.ids[i];
        if self.last_pid != Some(pid) {
            self.last_pid = Some(pid);
            self.threads.insert(pid, ());
        }
        let mut r = [0u8; 10];
        r[..2].copy_from_slice(&(pid as u16).to_le_bytes());
        r[2..6].copy_from_slice(&(id | u32::from(exit)).to_le_bytes());
        r[6..].copy_from_slice(&(thread_time as u32).to_le_bytes());
        if self.err.is_none() {
            if let Err(e) = self.records.push(&r) {
                self.err = Some(e);
            }
        }
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

/// A worker's pushes and pops, in order.
#[derive(Default)]
struct DmRecs(Vec<DmRec>);

impl StackSink for DmRecs {
    fn push(&mut self, _m: &Model, pid: u32, _d: usize, f: &Frame, _t: u64) {
        self.0.push(DmRec {
            pid,
            func: f.func,
            exit: false,
            thread_time: f.thread_start,
        });
    }
    fn pop(&mut self, _m: &Model, pid: u32, _d: usize, f: &Frame, _t: u64, tt: u64) {
        self.0.push(DmRec {
            pid,
            func: f.func,
            exit: true,
            thread_time: tt,
        });
    }
}

impl Visitor for DmV<'_> {
    fn block(&mut self, m: &Model, ev: &Event<'_>) {
        if pid_kept(&self.s.opts.filter, ev.pid) {
            self.stacks.step(m, ev, &mut self.sink);
        }
    }
    fn done(&self) -> bool {
        self.sink.err.is_some()
    }
    fn end(&mut self, m: &Model, end: u64) {
        self.stacks.finish(m, end, &mut self.sink);
    }
}

/// `dmtrace` (q2dm): a traceview file (version 2) of the reconstructed calls, one thread per pid,
/// times in each thread's own cycles. Kernel functions get the suffix ` [kernel]`. On
/// [`threads`] workers (see `replay::par`) unless that is 1.
pub fn dmtrace(s: &Session, out: &mut dyn Write) -> Result<()> {
    let mut m = s.model();
    let n = threads();
    let sink = if n > 1 {
        dmtrace_par(s, &mut m, n)?
    } else {
        let mut v = DmV {
            s,
            stacks: CallStacks::new(),
            sink: DmSink::new(),
        };
        replay(&s.reader, &mut m, &mut v)?;
        v.sink
    };
    if let Some(e) = sink.err {
        return Err(
            anyhow::Error::new(e).context("keeping the dmtrace records in a temporary file")
        );
    }
    let mut key = String::from("*version\n2\nclock=thread-cpu\n*threads\n");
    for &pid in sink.threads.keys() {
        let name = m.procs.get(&pid).map_or("", |p| p.name.as_str());
        key.push_str(&format!("{pid}\t{name}\n"));
    }
    key.push_str("*methods\n");
    for (i, &f) in sink.order.iter().enumerate() {
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
    sink.records.write_to(out)?;
    Ok(())
}

/// [`dmtrace`]'s replay on `threads` workers: each task's pushes and pops made by a worker, their
/// methods numbered here in order.
fn dmtrace_par(s: &Session, m: &mut Model, threads: usize) -> Result<DmSink> {
    let filter = &s.opts.filter;
    let pick = |_: &Model, pid: u32, _| pid_kept(filter, pid).then_some(false);
    let spec = Spec {
        pick: (!filter.is_empty()).then_some(&pick as _),
        stop_after: None,
        nodes: false,
    };
    let work = |m: &Model, task: &Task, stacks: &mut CallStacks| -> DmRecs {
        let mut recs = DmRecs::default();
        task.replay(m, stacks, &mut recs, |_, _, _| {});
        recs
    };
    let mut sink = DmSink::new();
    let mut add = |recs: DmRecs| -> Result<()> {
        for r in recs.0 {
            sink.record(r.pid, r.func, r.exit, r.thread_time);
        }
        match sink.err.take() {
            Some(e) => Err(e.into()),
            None => Ok(()),
        }
    };
    replay_stacks(&s.reader, m, &spec, &mut NoSink, threads, &work, &mut add)?;
    Ok(sink)
}

#[cfg(test)]
mod tests {
    use super::{NodeCounts, Records};

    /// Cycles added by thread and node come out summed as a map would sum them, whichever
    /// thread reached a node first, with several threads on one node and `u32::MAX` as a pid.
    #[test]
    fn node_counts_sum_as_a_map_does() {
        let mut r = testrng::Rng::new(0x51ce_c0de);
        for round in 0..50u32 {
            let mut counts = NodeCounts::default();
            let mut want: std::collections::BTreeMap<(u32, u32), u64> = Default::default();
            let pids = [1, 2, 7, u32::MAX];
            for _ in 0..r.below(2000) {
                let pid = pids[r.below(if round % 2 == 0 { 2 } else { 4 }) as usize];
                let node = r.below(64) as u32 * (1 + round % 3);
                let c = r.below(100);
                counts.add(pid, node, c);
                *want.entry((pid, node)).or_default() += c;
            }
            let mut got: Vec<(u32, u32, u64)> = counts.into_list();
            got.sort_unstable();
            let want: Vec<(u32, u32, u64)> =
                want.into_iter().map(|((p, n), c)| (p, n, c)).collect();
            assert_eq!(got, want, "round {round}");
        }
    }

    /// Records past the limit go through the temporary file and come back in order.
    #[test]
    fn records_spilled_to_a_file_come_back_in_order() {
        let mut r = Records::new(25);
        let mut all = Vec::new();
        for i in 0..100u8 {
            let rec = [i; 10];
            r.push(&rec).expect("pushed");
            all.extend_from_slice(&rec);
        }
        assert!(r.file.is_some(), "spilled");
        assert!(r.buf.len() < 25, "memory bounded by the limit");
        let mut out = Vec::new();
        r.write_to(&mut out).expect("written");
        assert_eq!(out, all);
    }
}

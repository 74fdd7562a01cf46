//! What a piece of the trace does to each thread's stack, found without the stacks before it,
//! and applied to them later, in order, at a cost that does not grow with the piece's executions.
//!
//! A [`Summarizer`] steps a piece's executions the way [`CallStacks::step_raw`] does, each
//! thread on top of a stack it does not know (its *base*): frames pushed in the piece are kept
//! as they are, and an execution whose step would look into the base (the thread's first in
//! the piece, a return to a frame pushed before the piece, a system call's return to user space,
//! which cuts at the lowest kernel frame, a tail call or unwind that replaces or searches a
//! frame of the base) is kept whole, to be stepped on the real stack. A thread's [`Effect`] is
//! then: push these frames, step this execution, push these frames, ..., and its own cycles and
//! previous block at the end. [`CallStacks::apply`] plays it on the stacks as they are at the
//! piece's start; pushes and pops that cancel within the piece, and executions that change no
//! frame, cost nothing there.
//!
//! What the frames pushed in the piece need of the base is its length (a push at
//! [`MAX_DEPTH`] replaces the top frame instead): each run of pushes says how deep it went, and
//! `apply` says when the real base leaves no room; the caller then steps that thread's
//! executions of the piece one by one instead.
//!
//! For `flamegraph` ([`Summarizer::with_trees`]), each thread's summary also keeps a *local
//! call tree* of the cycles counted in the piece: its roots are *anchors*, the thread's stack
//! as it is at the piece's start and right after each execution kept whole (known only to
//! `apply`), and below an anchor a node per path of frames pushed on it here (a frame pushed
//! here carries its node in [`Frame::node`]); a counted execution's cycles go to the node on
//! top after its step (an anchor's: in [`Effect::start_count`] or its [`Op::Step`]).
//! [`CallStacks::apply_mapped`] maps each anchor to the real stack's top call-path node where it
//! falls, and each node below it, once, to the real node of its parent's and its function, so
//! the counts need no step of their executions there.

use super::{is_kernel, CallStacks, Frame, Kids, NoSink, Prev, Step, Thread, MAX_DEPTH};
use crate::disasm::Flow;
use crate::fasthash::FastMap;
use crate::model::{FuncId, Model};

/// One part of a thread's [`Effect`].
#[derive(Debug, Clone, Copy)]
enum Op {
    /// Step this execution on the real stack; `rel`: the thread's own cycles in the piece
    /// before it, `prev` its previous block (`None`: the one before the piece).
    Step {
        step: Step,
        rel: u64,
        prev: Option<Prev>,
        /// With trees: the cycles counted with the stack right after it on top (its anchor's,
        /// see the module note), and where the nodes below that anchor start in
        /// [`Effect::tree`] (they end where the next [`Op::Step`]'s start).
        count: u64,
        tree: u32,
    },
    /// Push the effect's frames `start..end` (their `thread_start` counted from the piece's
    /// start); the frames pushed here, these and those popped again, went at most `need` deep
    /// above the stack they were pushed on.
    Push { start: u32, end: u32, need: u32 },
}

/// What a piece of the trace does to one thread's stack (see the module note).
#[derive(Debug, Clone)]
pub(crate) struct Effect {
    /// The thread.
    pub(crate) pid: u32,
    ops: Vec<Op>,
    frames: Vec<Frame>,
    /// The thread's own cycles in the piece.
    rel: u64,
    /// Its previous block after the piece.
    prev: Option<Prev>,
    /// With trees (see the module note): the local call tree's nodes below the anchors, in
    /// the order they were made (a parent before its children; those below the piece's start
    /// first, then those below each [`Op::Step`]'s anchor in turn).
    tree: Vec<LNode>,
    /// With trees: the cycles counted with the stack as it was at the piece's start on top.
    start_count: u64,
    /// The [`Op::Step`]s in [`Self::ops`] (for [`Self::size`], which the stacks stage asks of
    /// every effect: a pass over the ops to count them was read on that stage's critical path).
    steps: usize,
}

/// A node of a local call tree (see the module note).
#[derive(Debug, Clone, Copy)]
struct LNode {
    /// The parent node in the tree, or [`LNode::ANCHOR`]: the anchor below which it was made.
    parent: u32,
    func: FuncId,
    /// Cycles counted with this node on top.
    count: u64,
    /// The children last found below it, and the first of the list of all of them (linked by
    /// [`Self::next`]; [`LNode::NONE`]: none).
    kids: Kids,
    first: u32,
    next: u32,
}

impl LNode {
    /// [`LNode::parent`] of a node pushed right on its anchor.
    const ANCHOR: u32 = u32::MAX;
    /// No node.
    const NONE: u32 = u32::MAX;
}

/// Effects given back emptied (their lists' room kept) for the summarizers to fill again
/// ([`Summarizer::with_trees`]): a piece's effects are made on a resolving thread and dropped on
/// the stacks stage, and their lists (up to a few MB for a busy thread: an [`Op::Step`] per
/// execution kept whole) made anew for every piece were grown by copying, then mapped and their
/// pages faulted in again each time (`flamegraph` on the benchmark trace: 3.4 s of system time
/// against 1.8 with records).
#[derive(Debug, Default)]
pub(crate) struct Spares(std::sync::Mutex<(Vec<Effect>, usize)>);

impl Spares {
    /// Bytes of lists kept at most.
    const BYTES: usize = 32 << 20;

    fn lock(&self) -> std::sync::MutexGuard<'_, (Vec<Effect>, usize)> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Keeps `e`'s lists, emptied, unless [`Self::BYTES`] are kept already.
    pub(crate) fn give(&self, mut e: Effect) {
        let bytes = e.bytes();
        let mut s = self.lock();
        if s.1 + bytes <= Self::BYTES {
            e.ops.clear();
            e.frames.clear();
            e.tree.clear();
            s.1 += bytes;
            s.0.push(e);
        }
    }

    /// An effect for `pid` with the lists of one given back, if any.
    fn take(&self, pid: u32) -> Option<Effect> {
        let mut s = self.lock();
        let mut e = s.0.pop()?;
        s.1 -= e.bytes();
        drop(s);
        (e.pid, e.rel, e.prev, e.start_count, e.steps) = (pid, 0, None, 0, 0);
        Some(e)
    }
}

/// What [`CallStacks::apply_mapped`] fills: the call-path node of each local node, and the
/// anchors' call-path nodes with their counts.
#[derive(Debug, Default)]
pub(crate) struct TreeMap {
    real: Vec<u32>,
    anchors: Vec<(u32, u64)>,
}

impl TreeMap {
    /// The cycles counted by call-path node ([`u32::MAX`]: an empty stack's, to be left out)
    /// of the effect last applied, if it applied.
    pub(crate) fn counts<'a>(&'a self, e: &'a Effect) -> impl Iterator<Item = (u32, u64)> + 'a {
        let nodes = (e.tree.iter().zip(&self.real)).map(|(n, &r)| (r, n.count));
        (self.anchors.iter().copied())
            .chain(nodes)
            .filter(|&(r, c)| c > 0 && r != u32::MAX)
    }
}

impl Effect {
    /// Bytes its lists hold room for.
    fn bytes(&self) -> usize {
        self.ops.capacity() * std::mem::size_of::<Op>()
            + self.frames.capacity() * std::mem::size_of::<Frame>()
            + self.tree.capacity() * std::mem::size_of::<LNode>()
    }

    /// Executions kept whole (stepped by [`CallStacks::apply`]) and frames it pushes.
    pub(crate) fn size(&self) -> (usize, usize) {
        (self.steps, self.frames.len())
    }

    /// Renumbers the effect's functions with `map` (the model's ids for those it was found
    /// with).
    pub(crate) fn map_funcs(&mut self, map: impl Fn(FuncId) -> FuncId) {
        for op in &mut self.ops {
            if let Op::Step { step, .. } = op {
                step.func = map(step.func);
            }
        }
        for f in &mut self.frames {
            f.func = map(f.func);
        }
        for n in &mut self.tree {
            n.func = map(n.func);
        }
    }
}

/// One thread while its piece is summarized.
#[derive(Debug)]
struct Sym {
    /// The effect so far.
    effect: Effect,
    /// Frames pushed since the last execution kept whole (on top of the base).
    local: Vec<Frame>,
    /// How deep the pushes since then went (see [`Op::Push`]).
    need: usize,
    /// The function of the top frame (known once the thread has had an execution here).
    top: FuncId,
    /// The function of the base's top frame (below `local`).
    base_top: FuncId,
    /// With trees: the cycles counted with the current anchor on top (not yet in its
    /// [`Op::Step`] or [`Effect::start_count`]), and its children as [`LNode::kids`] and
    /// [`LNode::first`] are a node's.
    count: u64,
    kids: Kids,
    first: u32,
    /// Keep a local call tree (see the module note).
    trees: bool,
}

/// Steps the executions of a piece, thread by thread, into [`Effect`]s (see the module note).
#[derive(Debug, Default)]
pub(crate) struct Summarizer {
    index: FastMap<u32, u32>,
    syms: Vec<Sym>,
    last: Option<(u32, u32)>,
    /// Keep local call trees (see the module note).
    trees: bool,
    /// Where the effects' lists come from, if given back (see [`Spares`]).
    spares: Option<std::sync::Arc<Spares>>,
}

impl Summarizer {
    /// A summarizer that keeps each thread's local call tree (see the module note), its effects'
    /// lists taken from `spares` when there are some.
    pub(crate) fn with_trees(spares: std::sync::Arc<Spares>) -> Summarizer {
        Summarizer {
            trees: true,
            spares: Some(spares),
            ..Summarizer::default()
        }
    }

    /// The summary of `pid`'s executions in the piece: mostly the thread of the execution
    /// before, asked inline; another one goes through [`Self::sym_index`] (which, inlined, made
    /// every call push six registers and a frame of 0x148 bytes before the first compare: 3.8%
    /// of `flamegraph`'s samples).
    #[inline]
    fn sym(&mut self, pid: u32) -> &mut Sym {
        let i = match self.last {
            Some((p, i)) if p == pid => i,
            _ => self.sym_index(pid),
        };
        &mut self.syms[i as usize]
    }

    /// [`Self::sym`]'s index of `pid`, made if new, remembered as the last.
    #[cold]
    #[inline(never)]
    fn sym_index(&mut self, pid: u32) -> u32 {
        let n = self.syms.len() as u32;
        let i = *self.index.entry(pid).or_insert(n);
        if i == n {
            let effect = self.spares.as_ref().and_then(|s| s.take(pid));
            let s = Sym {
                effect: effect.unwrap_or_else(|| Effect {
                    pid,
                    ops: Vec::new(),
                    frames: Vec::new(),
                    rel: 0,
                    prev: None,
                    tree: Vec::new(),
                    start_count: 0,
                    steps: 0,
                }),
                local: Vec::new(),
                need: 0,
                top: 0,
                base_top: 0,
                count: 0,
                kids: Kids::NONE,
                first: LNode::NONE,
                trees: self.trees,
            };
            self.syms.push(s);
        }
        self.last = Some((pid, i));
        i
    }

    /// An execution (what [`CallStacks::step_raw`] gets), `m` the model its functions are of;
    /// `counted`: its cycles that the command counts (with trees).
    pub(crate) fn step(&mut self, m: &Model, ev: &Step, counted: u64) {
        let s = self.sym(ev.pid);
        if !s.step_local(m, ev) {
            s.keep_whole(ev);
        }
        s.count(counted);
    }

    /// Executions that change no frame, `last` the last of them and `dur` their cycles (what
    /// [`CallStacks::skip`] gets), `counted` the cycles of those the command counts (with
    /// trees).
    pub(crate) fn same(&mut self, last: &Step, dur: u64, counted: u64) {
        let s = self.sym(last.pid);
        s.count(counted);
        // The execution before them, of this thread, is in `last`'s function, so that function
        // is on top (of the base when nothing is pushed here yet).
        s.effect.prev = Some(prev_after(last));
        s.effect.rel += dur;
        s.top = last.func;
        if s.local.is_empty() {
            s.base_top = last.func;
        }
    }

    /// The threads' effects, in the order of their first execution in the piece; the
    /// summarizer is empty again.
    pub(crate) fn finish(&mut self) -> Vec<Effect> {
        self.index.clear();
        self.last = None;
        self.syms
            .drain(..)
            .map(|mut s| {
                s.close_anchor();
                s.flush_pushes();
                s.effect
            })
            .collect()
    }
}

fn prev_after(ev: &Step) -> Prev {
    Prev {
        flow: ev.flow,
        next_addr: ev.next_addr,
        kernel: is_kernel(ev.addr),
    }
}

impl Sym {
    /// Gives the current anchor its count (see [`Sym::count`]): to the last [`Op::Step`], or
    /// the piece's start if there is none (the ops after it are pushes only).
    fn close_anchor(&mut self) {
        let c = std::mem::take(&mut self.count);
        match self.effect.ops.last_mut() {
            Some(Op::Step { count, .. }) => *count += c,
            _ => self.effect.start_count += c,
        }
    }

    /// With trees, adds `c` counted cycles to the node on top.
    #[inline]
    fn count(&mut self, c: u64) {
        if !self.trees {
            return;
        }
        match self.local.last() {
            Some(f) => self.effect.tree[f.node as usize].count += c,
            None => self.count += c,
        }
    }

    /// With trees, the local node of `func` pushed on the node on top (made if new); else 0.
    #[inline]
    fn node(&mut self, func: FuncId) -> u32 {
        if !self.trees {
            return 0;
        }
        let parent = self.local.last().map_or(LNode::ANCHOR, |f| f.node);
        let kids = match parent {
            LNode::ANCHOR => &mut self.kids,
            p => &mut self.effect.tree[p as usize].kids,
        };
        if let Some(n) = kids.find(func) {
            return n;
        }
        self.node_slow(parent, func)
    }

    /// [`Self::node`] of `func` below `parent` that the parent's [`Kids`] do not hold: from the
    /// list of its children, or made.
    #[inline(never)]
    fn node_slow(&mut self, parent: u32, func: FuncId) -> u32 {
        let tree = &mut self.effect.tree;
        let first = match parent {
            LNode::ANCHOR => self.first,
            p => tree[p as usize].first,
        };
        let mut at = first;
        while at != LNode::NONE && tree[at as usize].func != func {
            at = tree[at as usize].next;
        }
        let made = at == LNode::NONE;
        if made {
            at = tree.len() as u32;
            tree.push(LNode {
                parent,
                func,
                count: 0,
                kids: Kids::NONE,
                first: LNode::NONE,
                next: first,
            });
        }
        let (kids, first) = match parent {
            LNode::ANCHOR => (&mut self.kids, &mut self.first),
            p => {
                let n = &mut tree[p as usize];
                (&mut n.kids, &mut n.first)
            }
        };
        if made {
            *first = at;
        }
        kids.put(func, at);
        at
    }

    /// Keeps `ev` whole: the frames pushed so far go before it, and what is below is unknown
    /// again after it, but for its top frame, `ev`'s function.
    fn keep_whole(&mut self, ev: &Step) {
        self.close_anchor();
        self.flush_pushes();
        let (rel, prev) = (self.effect.rel, self.effect.prev);
        self.effect.ops.push(Op::Step {
            step: *ev,
            rel,
            prev,
            count: 0,
            tree: self.effect.tree.len() as u32,
        });
        self.effect.steps += 1;
        (self.kids, self.first) = (Kids::NONE, LNode::NONE);
        self.effect.rel += ev.dur;
        self.effect.prev = Some(prev_after(ev));
        self.top = ev.func;
        self.base_top = ev.func;
    }

    /// Moves the frames pushed since the last execution kept whole into the effect.
    fn flush_pushes(&mut self) {
        if self.need == 0 && self.local.is_empty() {
            return;
        }
        let start = self.effect.frames.len() as u32;
        self.effect.frames.append(&mut self.local);
        self.effect.ops.push(Op::Push {
            start,
            end: self.effect.frames.len() as u32,
            need: self.need as u32,
        });
        self.need = 0;
    }

    fn push(&mut self, ev: &Step, func: FuncId, ret: u32, exception: bool) {
        self.need = self.need.max(self.local.len() + 1);
        let node = self.node(func);
        self.local.push(Frame {
            func,
            ret,
            start: ev.time,
            thread_start: self.effect.rel,
            exception,
            node,
        });
    }

    /// `replace_top` of a frame pushed here (false when the top is the base's).
    fn replace_local_top(&mut self, ev: &Step) -> bool {
        match self.local.last().copied() {
            Some(f) if f.func == ev.func => true,
            Some(f) => {
                self.local.pop();
                self.push(ev, ev.func, f.ret, f.exception);
                true
            }
            None => false,
        }
    }

    /// `unwind_to_func` to a frame pushed here, the stack being `local[..len]` above the base:
    /// false when there is none (the search would go on into the base).
    fn unwind_local(&mut self, func: FuncId, len: usize) -> bool {
        match self.local[..len].iter().rposition(|f| f.func == func) {
            Some(j) => {
                self.local.truncate(j + 1);
                true
            }
            None => false,
        }
    }

    /// [`CallStacks::step_raw`] of `ev` on what is known; false, having changed nothing, when
    /// it needs the base.
    fn step_local(&mut self, m: &Model, ev: &Step) -> bool {
        let Some(p) = self.effect.prev else {
            return false;
        };
        let kernel_now = is_kernel(ev.addr);
        let done = if !ev.vector
            && p.kernel == kernel_now
            && matches!(p.flow, Flow::Jump | Flow::Other)
            && self.top == ev.func
        {
            true
        } else if ev.vector || (!p.kernel && kernel_now) {
            // An exception entry: a vector frame on top is replaced, else one is pushed.
            let top_is_vectors = m.funcs[self.top as usize].path.as_ref() == "[vectors]";
            match self.local.last() {
                _ if !top_is_vectors => {
                    self.push(ev, ev.func, 0, true);
                    true
                }
                Some(f) if f.exception => self.replace_local_top(ev),
                Some(_) => {
                    self.push(ev, ev.func, 0, true);
                    true
                }
                None => false,
            }
        } else if p.kernel && !kernel_now {
            // Back to user space cuts at the lowest kernel frame, which may be in the base.
            false
        } else {
            match p.flow {
                Flow::Call => {
                    self.push(ev, ev.func, p.next_addr, false);
                    true
                }
                Flow::Return => {
                    let hit = self
                        .local
                        .iter()
                        .rposition(|f| f.ret == ev.addr && f.ret != 0);
                    match hit {
                        None => false,
                        Some(j) => {
                            let top = match j {
                                0 => self.base_top,
                                _ => self.local[j - 1].func,
                            };
                            if top == ev.func {
                                self.local.truncate(j);
                                true
                            } else {
                                self.unwind_local(ev.func, j)
                            }
                        }
                    }
                }
                Flow::Jump | Flow::Other => {
                    if self.top == ev.func {
                        true
                    } else if ev.offset == 0 && p.flow == Flow::Jump {
                        self.replace_local_top(ev)
                    } else {
                        let len = self.local.len();
                        self.unwind_local(ev.func, len)
                    }
                }
            }
        };
        if done {
            self.effect.prev = Some(prev_after(ev));
            self.effect.rel += ev.dur;
            self.top = ev.func;
        }
        done
    }
}

impl CallStacks {
    /// Plays `e` on `e.pid`'s stack (see the module note); false, having changed the thread
    /// partly, when a run of its pushes finds no room below [`MAX_DEPTH`]: the caller restores
    /// the thread's state before the piece and steps its executions one by one.
    pub(crate) fn apply(&mut self, m: &Model, e: &Effect) -> bool {
        self.apply_mapped(m, e, None, None)
    }

    /// [`Self::apply`]; with `map`, for an effect with a local call tree (see the module note)
    /// and stacks that make call-path nodes, also fills `map` with the call-path node of each
    /// anchor (with its count) and of each node of the tree ([`u32::MAX`] below an empty stack),
    /// and the frames it pushes get theirs. (Unless it returns false: `map` then holds nothing
    /// of use.) With `funcs`, the effect's functions are `funcs`' ids of the model's (what
    /// [`Effect::map_funcs`] would do, done here where they are read: a pass of its own over
    /// the effect, just made on another thread, was a fifth of `flamegraph`'s stacks stage).
    pub(crate) fn apply_mapped(
        &mut self,
        m: &Model,
        e: &Effect,
        mut map: Option<&mut TreeMap>,
        funcs: Option<&[FuncId]>,
    ) -> bool {
        let func = |f: FuncId| funcs.map_or(f, |map| map[f as usize]);
        let pid = e.pid;
        let base_time = self.thread_time(pid);
        if let Some(map) = map.as_deref_mut() {
            map.real.clear();
            map.real.resize(e.tree.len(), u32::MAX);
            map.anchors.clear();
            self.map_below(e, map, 0, e.start_count, 0, &func);
        }
        for (j, op) in e.ops.iter().enumerate() {
            match *op {
                Op::Step {
                    step,
                    rel,
                    prev,
                    count,
                    tree,
                } => {
                    let t = self.threads.entry(pid);
                    t.time = base_time + rel;
                    if prev.is_some() {
                        t.prev = prev;
                    }
                    let step = Step {
                        func: func(step.func),
                        ..step
                    };
                    self.step_raw(m, &step, &mut NoSink);
                    if let Some(map) = map.as_deref_mut() {
                        self.map_below(e, map, tree, count, j + 1, &func);
                    }
                }
                Op::Push { start, end, need } => {
                    let t = self.threads.entry(pid);
                    if t.frames.len() + need as usize > MAX_DEPTH {
                        return false;
                    }
                    let frames = &e.frames[start as usize..end as usize];
                    match map.as_deref() {
                        Some(map) => t.frames.extend(frames.iter().map(|f| Frame {
                            func: func(f.func),
                            thread_start: base_time + f.thread_start,
                            node: map.real[f.node as usize],
                            ..*f
                        })),
                        None => t.frames.extend(frames.iter().map(|f| Frame {
                            func: func(f.func),
                            thread_start: base_time + f.thread_start,
                            ..*f
                        })),
                    }
                }
            }
        }
        let t = self.threads.entry(pid);
        t.time = base_time + e.rel;
        if e.prev.is_some() {
            t.prev = e.prev;
        }
        true
    }

    /// Maps the anchor right after `e`'s op `op` (0: the piece's start; with `count` cycles) to
    /// the call-path node on top of its thread's stack now, and the local nodes below it (from
    /// `start` in [`Effect::tree`] to the next [`Op::Step`]'s) to theirs.
    fn map_below(
        &mut self,
        e: &Effect,
        map: &mut TreeMap,
        start: u32,
        count: u64,
        op: usize,
        func: &impl Fn(FuncId) -> FuncId,
    ) {
        let end = (e.ops.iter().skip(op))
            .find_map(|o| match o {
                Op::Step { tree, .. } => Some(*tree as usize),
                Op::Push { .. } => None,
            })
            .unwrap_or(e.tree.len());
        let top = self.stack(e.pid).last().map_or(u32::MAX, |f| f.node);
        map.anchors.push((top, count));
        for i in start as usize..end {
            let n = &e.tree[i];
            let parent = match n.parent {
                LNode::ANCHOR => top,
                p => map.real[p as usize],
            };
            map.real[i] = self.paths.node(parent, func(n.func));
        }
    }

    /// `pid`'s state, made empty if it has none.
    pub(crate) fn thread_or_default(&self, pid: u32) -> Thread {
        self.thread(pid).cloned().unwrap_or_default()
    }

    /// Adds `dur` to `pid`'s own cycles (an execution stepped before its duration was known).
    pub(crate) fn add_time(&mut self, pid: u32, dur: u64) {
        self.threads.entry(pid).time += dur;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{FuncInfo, KERNEL_BASE};
    use crate::symbols::VECTORS_BASE;
    use testrng::Rng;

    /// Functions 0-3 of user code, 4-5 of the kernel, 6 the vector page's.
    fn model() -> Model {
        let mut m = Model::new(None, std::path::Path::new("/"));
        m.funcs.clear();
        for f in 0..7u32 {
            let (path, kernel) = match f {
                0..=3 => ("/bin/x", false),
                4 | 5 => ("vmlinux", true),
                _ => ("[vectors]", true),
            };
            m.funcs.push(FuncInfo {
                name: format!("f{f}"),
                path: path.into(),
                kernel,
                library: false,
                start: func_base(f),
                size: 0x100,
            });
        }
        m
    }

    fn func_base(f: u32) -> u32 {
        match f {
            0..=3 => 0x1_0000 + 0x100 * f,
            4 | 5 => KERNEL_BASE + 0x100 * (f - 4),
            _ => VECTORS_BASE,
        }
    }

    /// A record of a piece: an execution, or a run that changes no frame (as the replay in
    /// order's first stage hands them over).
    #[derive(Debug, Clone, Copy)]
    enum R {
        Step(Step),
        Same(Step, u64),
    }

    /// Random executions of `threads` threads: calls (`call_in` in `call_in + 3` of them; with
    /// more than 3, no returns and few jumps to other functions, so that the stacks grow past
    /// [`MAX_DEPTH`]), returns to addresses that calls left, jumps,
    /// tail calls, exceptions, system calls and returns to user space; consecutive executions
    /// that keep the frames folded into runs.
    fn executions(rng: &mut Rng, n: usize, threads: u32, call_in: u64) -> Vec<R> {
        let mut out: Vec<R> = Vec::new();
        let mut prev: Option<Step> = None;
        let mut time = 0u64;
        let mut pid = 1;
        for _ in 0..n {
            if rng.below(8) == 0 {
                pid = 1 + rng.below(u64::from(threads)) as u32;
            }
            // With many calls, few kernel entries (whose returns cut the stack).
            let user = if call_in > 3 { 98 } else { 60 };
            let mut func = match rng.below(100) {
                k if k < user => rng.below(4) as u32,
                k if k < user + (100 - user) * 3 / 4 => 4 + rng.below(2) as u32,
                _ => 6,
            };
            // With many calls, mostly in the same function between them (a jump elsewhere
            // unwinds to that function's frame).
            if let Some(p) = prev.filter(|p| call_in > 3 && p.flow != Flow::Call) {
                if rng.below(50) != 0 {
                    func = p.func;
                }
            }
            // Few addresses, so that returns often find the address a call left.
            let addr = func_base(func) + 4 * rng.below(4) as u32;
            let flow = match rng.below(call_in + 3) {
                0 if call_in <= 3 => Flow::Return,
                1 => Flow::Jump,
                0 | 2 => Flow::Other,
                _ => Flow::Call,
            };
            let dur = 1 + rng.below(9);
            let st = Step {
                time,
                dur,
                pid,
                addr,
                func,
                offset: if rng.below(2) == 0 {
                    0
                } else {
                    addr - func_base(func)
                },
                next_addr: addr + 4,
                flow,
                vector: func == 6 && rng.below(2) == 0,
            };
            time += dur;
            match prev {
                Some(p) if st.keeps_frames_after(&p) => match out.last_mut() {
                    Some(R::Same(last, d)) if last.pid == pid => {
                        *last = st;
                        *d += dur;
                    }
                    _ => out.push(R::Same(st, dur)),
                },
                _ => out.push(R::Step(st)),
            }
            prev = Some(st);
        }
        out
    }

    fn step_all(m: &Model, stacks: &mut CallStacks, recs: &[R], pid: Option<u32>) {
        for r in recs {
            match r {
                R::Step(st) if pid.is_none_or(|p| p == st.pid) => {
                    stacks.step_raw(m, st, &mut NoSink);
                }
                R::Same(last, dur) if pid.is_none_or(|p| p == last.pid) => {
                    stacks.skip(last, *dur);
                }
                _ => {}
            }
        }
    }

    /// Pieces of random sizes summarized and applied, with the executions stepped where an
    /// effect does not apply, leave every thread as stepping every execution does, at every
    /// piece's end; returns how many effects did not apply.
    fn check(seed: u64, threads: u32, call_in: u64) -> usize {
        let m = model();
        let mut rng = Rng::new(seed);
        let recs = executions(&mut rng, 20_000, threads, call_in);
        let mut want = CallStacks::without_nodes();
        let mut got = CallStacks::without_nodes();
        let mut sum = Summarizer::default();
        let mut fell_back = 0;
        let mut at = 0;
        while at < recs.len() {
            let n = (1 + rng.below(300) as usize).min(recs.len() - at);
            let piece = &recs[at..at + n];
            at += n;
            for r in piece {
                match r {
                    R::Step(st) => sum.step(&m, st, 0),
                    R::Same(last, dur) => sum.same(last, *dur, 0),
                }
            }
            for e in sum.finish() {
                let start = got.thread_or_default(e.pid);
                if !got.apply(&m, &e) {
                    fell_back += 1;
                    got.restore(e.pid, start, false);
                    step_all(&m, &mut got, piece, Some(e.pid));
                }
            }
            step_all(&m, &mut want, piece, None);
            for pid in want.pids() {
                assert_eq!(
                    got.thread(pid),
                    want.thread(pid),
                    "seed {seed}: thread {pid} after the piece ending at record {at}"
                );
            }
            assert_eq!(got.pids(), want.pids(), "seed {seed}");
        }
        fell_back
    }

    /// Every frame's call-path node is the one of its caller's node and its function, each
    /// (caller, function) has one node, and `path` reads the frames back, after each step of
    /// random executions (calls from one caller to a few functions in turn, which the cache of
    /// the last nodes found below a node answers, returns, unwinds, exceptions). Fails if that
    /// cache gives a node of another function or another caller.
    #[test]
    fn call_path_nodes_match_the_frames() {
        let m = model();
        for seed in 0..20 {
            let mut rng = Rng::new(seed);
            let recs = executions(&mut rng, 5_000, 1 + (seed % 3) as u32, 1 + seed % 5);
            let mut stacks = CallStacks::new();
            let mut seen: FastMap<(u32, FuncId), u32> = FastMap::default();
            for r in &recs {
                let pid = match r {
                    R::Step(st) => {
                        stacks.step_raw(&m, st, &mut NoSink);
                        st.pid
                    }
                    R::Same(last, dur) => {
                        stacks.skip(last, *dur);
                        last.pid
                    }
                };
                let nodes = stacks.nodes();
                let mut parent = u32::MAX;
                for f in stacks.stack(pid) {
                    assert_eq!(nodes[f.node as usize], (parent, f.func), "seed {seed}");
                    parent = f.node;
                }
                let funcs: Vec<FuncId> = stacks.stack(pid).iter().map(|f| f.func).collect();
                assert_eq!(stacks.path(parent), funcs, "seed {seed}");
                for (id, &key) in nodes.iter().enumerate().skip(seen.len()) {
                    assert_eq!(
                        *seen.entry(key).or_insert(id as u32),
                        id as u32,
                        "seed {seed}"
                    );
                }
            }
        }
    }

    #[test]
    fn pieces_applied_leave_the_stacks_as_stepping_every_execution() {
        for seed in 0..40 {
            check(seed, 1 + (seed % 4) as u32, 1);
        }
    }

    #[test]
    fn pieces_that_push_past_the_depth_limit_are_stepped() {
        let mut fell_back = 0;
        for seed in 100..120 {
            // Nine calls in twelve executions: the stacks reach `MAX_DEPTH` and stay there.
            fell_back += check(seed, 1 + (seed % 3) as u32, 9);
        }
        assert!(fell_back > 0, "no piece went past MAX_DEPTH");
    }
}

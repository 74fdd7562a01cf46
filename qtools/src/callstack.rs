//! Call-stack reconstruction (qtools `callstack.h`, `docs/android-qtrace-format.md` §15.5), per thread, from the block sequence:
//! the previous block's last instruction says call / return / jump (the lr/sp heuristic of
//! [`crate::disasm::last_flow`]); returns pop to the frame whose return address is the new block;
//! user→kernel entries push an exception frame and kernel→user returns pop the kernel frames.

use crate::disasm::{insn_addr, last_flow, Flow};
use crate::fasthash::FastMap;
use crate::model::{FuncId, Model, KERNEL_BASE};
use crate::replay::Event;
use crate::symbols::VECTORS_BASE;

mod summary;
pub(crate) use summary::{Effect, Spares, Summarizer, TreeMap};

/// Deepest stack kept; deeper calls replace the top frame.
pub const MAX_DEPTH: usize = 400;

/// One frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Frame {
    /// The function.
    pub func: FuncId,
    /// Return address (0 when unknown: roots, exception entries, tail calls of them).
    pub ret: u32,
    /// Time the frame was entered.
    pub start: u64,
    /// Thread time (the thread's own cycles) at entry.
    pub thread_start: u64,
    /// Entered by an exception, interrupt or system call.
    pub exception: bool,
    /// Node of this call path in [`CallStacks::nodes`].
    pub node: u32,
}

/// Receives pushes and pops.
pub trait StackSink {
    /// `f` was pushed at `depth` (0 = bottom) at `time`.
    fn push(&mut self, _m: &Model, _pid: u32, _depth: usize, _f: &Frame, _time: u64) {}
    /// `f` was popped from `depth` at `time`; `thread_time` is the thread's own cycles then.
    fn pop(
        &mut self,
        _m: &Model,
        _pid: u32,
        _depth: usize,
        _f: &Frame,
        _time: u64,
        _thread_time: u64,
    ) {
    }
}

/// A sink that ignores everything.
#[derive(Debug, Default)]
pub struct NoSink;
impl StackSink for NoSink {}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Prev {
    flow: Flow,
    next_addr: u32,
    kernel: bool,
}

/// One thread's reconstruction state: its stack, its previous block's exit and its own cycles.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct Thread {
    frames: Vec<Frame>,
    prev: Option<Prev>,
    time: u64,
}

/// The address after the last of the first `n` instructions of block `b` (at least the first):
/// where a call ending them returns to. A 32-bit Thumb-2 BL returns 4 bytes on, so the length is
/// the instruction's, not the state's.
pub(crate) fn next_addr(b: &tracefmt::static_bb::StaticBlock<'_>, n: usize) -> u32 {
    insn_addr(b, n.max(1))
}

/// What [`CallStacks::step_raw`] needs of one block execution: [`Event`]'s fields with the
/// flow of its last instruction (see [`CallStacks::step`]).
#[derive(Debug, Clone, Copy)]
pub struct Step {
    /// Start time (cycles).
    pub time: u64,
    /// Cycles until the next block event.
    pub dur: u64,
    /// Current thread.
    pub pid: u32,
    /// Block address (Thumb bit cleared).
    pub addr: u32,
    /// The function of the block's first instruction.
    pub func: FuncId,
    /// Offset of the block into that function.
    pub offset: u32,
    /// The address after the last instruction that started.
    pub next_addr: u32,
    /// The flow of the last instruction that started.
    pub flow: Flow,
    /// The block is in the vector page's first 32 bytes.
    pub vector: bool,
}

impl Step {
    /// Whether this execution, stepped right after `prev` of the same thread, changes no frame:
    /// [`CallStacks::step_raw`]'s common case, decided without the stacks (after any step the
    /// top frame is the stepped execution's function).
    #[inline]
    pub(crate) fn keeps_frames_after(&self, prev: &Step) -> bool {
        prev.pid == self.pid
            && !self.vector
            && is_kernel(prev.addr) == is_kernel(self.addr)
            && matches!(prev.flow, Flow::Jump | Flow::Other)
            && prev.func == self.func
    }
}

/// The threads by pid, with the last one looked up remembered (consecutive blocks are mostly
/// of one thread).
#[derive(Debug, Default)]
struct Threads {
    index: FastMap<u32, u32>,
    threads: Vec<Thread>,
    last: std::cell::Cell<Option<(u32, u32)>>,
}

impl Threads {
    #[inline]
    fn find(&self, pid: u32) -> Option<usize> {
        if let Some((p, i)) = self.last.get() {
            if p == pid {
                return Some(i as usize);
            }
        }
        let i = *self.index.get(&pid)?;
        self.last.set(Some((pid, i)));
        Some(i as usize)
    }

    #[inline]
    fn get(&self, pid: u32) -> Option<&Thread> {
        self.find(pid).map(|i| &self.threads[i])
    }

    #[inline]
    fn get_mut(&mut self, pid: u32) -> Option<&mut Thread> {
        self.find(pid).map(|i| &mut self.threads[i])
    }

    /// `pid`'s thread, made empty if it has none.
    #[inline]
    fn entry(&mut self, pid: u32) -> &mut Thread {
        let i = match self.find(pid) {
            Some(i) => i,
            None => {
                self.index.insert(pid, self.threads.len() as u32);
                self.threads.push(Thread::default());
                self.threads.len() - 1
            }
        };
        &mut self.threads[i]
    }

    fn insert(&mut self, pid: u32, t: Thread) {
        *self.entry(pid) = t;
    }
}

/// The two call-path nodes last found below one node (most recent first): what a push asks
/// before the map of all nodes, which it then mostly does not need (a caller mostly calls the
/// same one or two functions again: a loop's body).
#[derive(Debug, Clone, Copy)]
struct Kids([(FuncId, u32); 2]);

impl Kids {
    /// No node remembered (`u32::MAX` is no node's id).
    const NONE: Kids = Kids([(0, u32::MAX); 2]);

    #[inline]
    fn find(&mut self, func: FuncId) -> Option<u32> {
        let [a, b] = self.0;
        if a.0 == func && a.1 != u32::MAX {
            return Some(a.1);
        }
        if b.0 == func && b.1 != u32::MAX {
            self.0 = [b, a];
            return Some(b.1);
        }
        None
    }

    #[inline]
    fn put(&mut self, func: FuncId, node: u32) {
        self.0 = [(func, node), self.0[0]];
    }
}

impl Default for Kids {
    fn default() -> Kids {
        Kids::NONE
    }
}

/// The call-path nodes: each distinct (caller's node, function) once.
#[derive(Debug, Default)]
struct Paths {
    ids: FastMap<(u32, FuncId), u32>,
    /// (parent node or `u32::MAX`, function), by node.
    nodes: Vec<(u32, FuncId)>,
    /// By node, the nodes last found below it ([`Kids`]); `root_kids` for the roots'.
    kids: Vec<Kids>,
    root_kids: Kids,
    /// Make no nodes (see [`CallStacks::without_nodes`]): every frame's is 0.
    off: bool,
}

impl Paths {
    /// The node of `func` called from node `parent` (`u32::MAX`: a root), made if new.
    #[inline]
    fn node(&mut self, parent: u32, func: FuncId) -> u32 {
        if self.off {
            return 0;
        }
        let kids = match self.kids.get_mut(parent as usize) {
            Some(k) => k,
            None => &mut self.root_kids,
        };
        match kids.find(func) {
            Some(n) => n,
            None => self.node_slow(parent, func),
        }
    }

    /// [`Self::node`] through the map of all nodes, remembered in the parent's [`Kids`].
    #[inline(never)]
    fn node_slow(&mut self, parent: u32, func: FuncId) -> u32 {
        let n = self.nodes.len() as u32;
        let id = *self.ids.entry((parent, func)).or_insert(n);
        if id == n {
            self.nodes.push((parent, func));
            self.kids.push(Kids::NONE);
        }
        match self.kids.get_mut(parent as usize) {
            Some(k) => k.put(func, id),
            None => self.root_kids.put(func, id),
        }
        id
    }
}

/// Call-path nodes kept apart from any stacks, lent to stacks in turn
/// ([`CallStacks::with_paths`]): a worker's nodes kept across its tasks.
#[derive(Debug, Default)]
pub(crate) struct CallPaths(Paths);

impl CallPaths {
    /// (parent node or `u32::MAX`, function), by node.
    pub(crate) fn nodes(&self) -> &[(u32, FuncId)] {
        &self.0.nodes
    }
}

/// Call stacks of all threads.
#[derive(Debug, Default)]
pub struct CallStacks {
    threads: Threads,
    paths: Paths,
    /// The flow of each static block's last instruction when the block runs whole, by block
    /// number, decoded on the block's first execution (decoding it at every execution was
    /// half of the time of the call-stack commands).
    flows: Vec<Option<Flow>>,
}

fn is_kernel(addr: u32) -> bool {
    addr >= KERNEL_BASE
}

/// One thread's state with what its pushes and pops need besides (the call-path nodes), found
/// once per step instead of by pid at every push and pop.
struct On<'a> {
    pid: u32,
    t: &'a mut Thread,
    paths: &'a mut Paths,
}

impl On<'_> {
    fn push(
        &mut self,
        m: &Model,
        (func, ret, exception): (FuncId, u32, bool),
        time: u64,
        sink: &mut dyn StackSink,
    ) {
        let depth = self.t.frames.len();
        if depth >= MAX_DEPTH {
            self.replace_top(m, func, time, sink);
            return;
        }
        let parent = self.t.frames.last().map_or(u32::MAX, |f| f.node);
        let f = Frame {
            func,
            ret,
            start: time,
            thread_start: self.t.time,
            exception,
            node: self.paths.node(parent, func),
        };
        self.t.frames.push(f);
        sink.push(m, self.pid, depth, &f, time);
    }

    fn pop_to(&mut self, m: &Model, len: usize, time: u64, sink: &mut dyn StackSink) {
        while self.t.frames.len() > len {
            let Some(f) = self.t.frames.pop() else { break };
            sink.pop(m, self.pid, self.t.frames.len(), &f, time, self.t.time);
        }
    }

    fn replace_top(&mut self, m: &Model, func: FuncId, time: u64, sink: &mut dyn StackSink) {
        let (len, ret, exc) = match self.t.frames.last() {
            Some(f) if f.func == func => return,
            Some(f) => (self.t.frames.len(), f.ret, f.exception),
            None => (0, 0, false),
        };
        if len > 0 {
            self.pop_to(m, len - 1, time, sink);
        }
        self.push(m, (func, ret, exc), time, sink);
    }

    /// Pops to the topmost frame of `func` if there is one; returns whether it did.
    fn unwind_to_func(
        &mut self,
        m: &Model,
        func: FuncId,
        time: u64,
        sink: &mut dyn StackSink,
    ) -> bool {
        match self.t.frames.iter().rposition(|f| f.func == func) {
            Some(j) => {
                self.pop_to(m, j + 1, time, sink);
                true
            }
            None => false,
        }
    }

    fn replace_or_push(&mut self, m: &Model, func: FuncId, time: u64, sink: &mut dyn StackSink) {
        if self.t.frames.is_empty() {
            self.push(m, (func, 0, false), time, sink);
        } else {
            self.replace_top(m, func, time, sink);
        }
    }
}

impl CallStacks {
    /// Empty stacks.
    pub fn new() -> CallStacks {
        CallStacks::default()
    }

    /// The current stack of `pid`, bottom first.
    #[inline]
    pub fn stack(&self, pid: u32) -> &[Frame] {
        self.threads.get(pid).map_or(&[], |t| &t.frames)
    }

    /// Threads with a stack.
    pub fn pids(&self) -> Vec<u32> {
        let mut v: Vec<u32> = self.threads.index.keys().copied().collect();
        v.sort_unstable();
        v
    }

    /// Thread time of `pid` (its own cycles so far).
    pub fn thread_time(&self, pid: u32) -> u64 {
        self.threads.get(pid).map_or(0, |t| t.time)
    }

    /// Call-path nodes: (parent node or `u32::MAX`, function), by node ([`Frame::node`]).
    pub fn nodes(&self) -> &[(u32, FuncId)] {
        &self.paths.nodes
    }

    /// `pid`'s thread (made empty if it has none) with the call-path nodes.
    #[inline]
    fn on(&mut self, pid: u32) -> On<'_> {
        On {
            pid,
            t: self.threads.entry(pid),
            paths: &mut self.paths,
        }
    }

    /// The flow of `ev`'s last instruction (see [`last_flow`]), cached per static block.
    #[inline]
    fn flow(&mut self, ev: &Event<'_>) -> Flow {
        let n = ev.num_insns as usize;
        if n != ev.block.num_insns() {
            return last_flow(&ev.block, n); // Cut short by an exception.
        }
        let i = ev.bb_num as usize;
        if let Some(Some(f)) = self.flows.get(i) {
            return *f;
        }
        let f = last_flow(&ev.block, n);
        if i >= self.flows.len() {
            self.flows.resize(i + 1, None);
        }
        self.flows[i] = Some(f);
        f
    }

    /// Updates `ev.pid`'s stack for block `ev`.
    pub fn step(&mut self, m: &Model, ev: &Event<'_>, sink: &mut dyn StackSink) {
        let st = self.step_of(ev);
        self.step_raw(m, &st, sink);
    }

    /// What [`Self::step_raw`] needs of `ev`.
    #[inline]
    pub fn step_of(&mut self, ev: &Event<'_>) -> Step {
        Step {
            time: ev.time,
            dur: ev.dur,
            pid: ev.pid,
            addr: ev.addr,
            func: ev.func,
            offset: ev.offset,
            next_addr: next_addr(&ev.block, ev.num_insns as usize),
            flow: self.flow(ev),
            vector: (VECTORS_BASE..VECTORS_BASE + 0x20).contains(&ev.addr),
        }
    }

    /// If [`Self::step_raw`] of `ev` would change no frame (its common case: a block of the
    /// function on top reached by a jump or by falling through in the same mode), does what it
    /// does (as [`Self::skip`] of `ev` alone) and returns true, with one lookup of the thread;
    /// else changes nothing.
    #[inline]
    pub(crate) fn skip_if_kept(&mut self, ev: &Step) -> bool {
        let Some(t) = self.threads.get_mut(ev.pid) else {
            return false;
        };
        let kernel_now = is_kernel(ev.addr);
        let kept = match (t.prev, t.frames.last()) {
            (Some(p), Some(top)) => {
                !ev.vector
                    && p.kernel == kernel_now
                    && matches!(p.flow, Flow::Jump | Flow::Other)
                    && top.func == ev.func
            }
            _ => false,
        };
        if kept {
            t.prev = Some(Prev {
                flow: ev.flow,
                next_addr: ev.next_addr,
                kernel: kernel_now,
            });
            t.time += ev.dur;
        }
        kept
    }

    /// [`Self::step`] of an execution given by its [`Step`]; true when it changed no frame (and
    /// so called `sink` for nothing: [`Self::skip`] does the rest of what it did).
    ///
    /// Not inlined: inlined into the one-stage replay in order's loop (`replay::par::resolve`,
    /// with 2 workers) it made that thread about 15% slower.
    #[inline(never)]
    pub fn step_raw(&mut self, m: &Model, ev: &Step, sink: &mut dyn StackSink) -> bool {
        // The common case, a block of the function on top reached by a jump or by falling
        // through in the same mode, changes no frame (the full rules below agree).
        if self.skip_if_kept(ev) {
            return true;
        }
        self.step_frames(m, ev, sink);
        false
    }

    /// [`Self::step_raw`] of an execution for which [`Self::skip_if_kept`] said false.
    pub(crate) fn step_frames(&mut self, m: &Model, ev: &Step, sink: &mut dyn StackSink) {
        let time = ev.time;
        let kernel_now = is_kernel(ev.addr);
        let mut s = self.on(ev.pid);
        let top = s.t.frames.last().map(|f| f.func);
        if top.is_none() {
            s.push(m, (ev.func, 0, ev.vector), time, sink);
        } else if let Some(p) = s.t.prev {
            if ev.vector || (!p.kernel && kernel_now) {
                // An exception, interrupt or system call: a vector frame on top is replaced.
                let on_vector = s.t.frames.last().is_some_and(|f| {
                    f.exception && m.funcs[f.func as usize].path.as_ref() == "[vectors]"
                });
                if on_vector {
                    s.replace_top(m, ev.func, time, sink);
                } else {
                    s.push(m, (ev.func, 0, true), time, sink);
                }
            } else if p.kernel && !kernel_now {
                // Back to user space: drop every kernel frame.
                let frames = &s.t.frames;
                let keep = frames
                    .iter()
                    .position(|f| m.funcs[f.func as usize].kernel)
                    .unwrap_or(frames.len());
                s.pop_to(m, keep, time, sink);
                if !s.unwind_to_func(m, ev.func, time, sink) {
                    s.replace_or_push(m, ev.func, time, sink);
                }
            } else {
                match p.flow {
                    Flow::Call => s.push(m, (ev.func, p.next_addr, false), time, sink),
                    Flow::Return => {
                        let frames = &s.t.frames;
                        if let Some(j) = frames.iter().rposition(|f| f.ret == ev.addr && f.ret != 0)
                        {
                            s.pop_to(m, j, time, sink);
                            if s.t.frames.last().map(|f| f.func) != Some(ev.func)
                                && !s.unwind_to_func(m, ev.func, time, sink)
                            {
                                s.replace_or_push(m, ev.func, time, sink);
                            }
                        } else if top != Some(ev.func) && !s.unwind_to_func(m, ev.func, time, sink)
                        {
                            s.replace_or_push(m, ev.func, time, sink);
                        }
                    }
                    Flow::Jump | Flow::Other => {
                        if top != Some(ev.func) {
                            if ev.offset == 0 && p.flow == Flow::Jump {
                                // A tail call keeps the caller's return address.
                                s.replace_top(m, ev.func, time, sink);
                            } else if !s.unwind_to_func(m, ev.func, time, sink) {
                                s.replace_top(m, ev.func, time, sink);
                            }
                        }
                    }
                }
            }
        } else if top != Some(ev.func) {
            s.replace_top(m, ev.func, time, sink);
        }
        s.t.prev = Some(Prev {
            flow: ev.flow,
            next_addr: ev.next_addr,
            kernel: kernel_now,
        });
        s.t.time += ev.dur;
    }

    /// What [`Self::step_raw`] does for executions that change no frame, `last` being the last
    /// of them and `dur` their cycles: `last.pid`'s own time and previous block.
    pub(crate) fn skip(&mut self, last: &Step, dur: u64) {
        let t = self.threads.entry(last.pid);
        t.prev = Some(Prev {
            flow: last.flow,
            next_addr: last.next_addr,
            kernel: is_kernel(last.addr),
        });
        t.time += dur;
    }

    /// Stacks that make no call-path nodes (every frame's is 0), for a replay that only needs
    /// the frames.
    pub(crate) fn without_nodes() -> CallStacks {
        let mut s = CallStacks::default();
        s.paths.off = true;
        s
    }

    /// Pops every frame of every thread at `end`.
    pub fn finish(&mut self, m: &Model, end: u64, sink: &mut dyn StackSink) {
        for pid in self.pids() {
            self.on(pid).pop_to(m, 0, end, sink);
        }
    }

    /// Runs `f` with `paths` as these stacks' call-path nodes (every frame's node made again in
    /// them first), then gives them back; the stacks' own are used again after.
    pub(crate) fn with_paths<R>(
        &mut self,
        paths: &mut CallPaths,
        f: impl FnOnce(&mut Self) -> R,
    ) -> R {
        std::mem::swap(&mut self.paths, &mut paths.0);
        for t in &mut self.threads.threads {
            let mut parent = u32::MAX;
            for fr in &mut t.frames {
                fr.node = self.paths.node(parent, fr.func);
                parent = fr.node;
            }
        }
        let r = f(self);
        std::mem::swap(&mut self.paths, &mut paths.0);
        r
    }

    /// `pid`'s whole state (`None`: the thread has none yet).
    pub(crate) fn thread(&self, pid: u32) -> Option<&Thread> {
        self.threads.get(pid)
    }

    /// Gives `pid` the state `t` (taken with [`Self::thread`] from other stacks); with `renode`,
    /// its frames' call-path nodes are made again in these stacks' [`Self::nodes`].
    pub(crate) fn restore(&mut self, pid: u32, mut t: Thread, renode: bool) {
        if renode {
            let mut parent = u32::MAX;
            for f in &mut t.frames {
                f.node = self.paths.node(parent, f.func);
                parent = f.node;
            }
        }
        self.threads.insert(pid, t);
    }

    /// The call path of `node` as function ids, bottom first.
    pub fn path(&self, mut node: u32) -> Vec<FuncId> {
        let mut v = Vec::new();
        while let Some(&(parent, f)) = self.paths.nodes.get(node as usize) {
            v.push(f);
            node = parent;
        }
        v.reverse();
        v
    }
}

/// Cycles by thread and call-path node: a counter per node for the thread that reached it last
/// (a node is mostly reached by one thread at a time), a map for the cycles of the threads
/// before it. A map for all of them was half of a `flamegraph` worker's time.
#[derive(Default)]
pub(crate) struct NodeCounts {
    /// By node: the thread (`u32::MAX`: none yet) and its cycles not yet in `others`.
    first: Vec<(u32, u64)>,
    others: crate::fasthash::FastMap<(u32, u32), u64>,
}

impl NodeCounts {
    #[inline]
    pub(crate) fn add(&mut self, pid: u32, node: u32, c: u64) {
        if pid == u32::MAX {
            *self.others.entry((pid, node)).or_default() += c;
            return;
        }
        let n = node as usize;
        if n >= self.first.len() {
            self.first.resize(n + 1, (u32::MAX, 0));
        }
        let slot = &mut self.first[n];
        if slot.0 != pid {
            if slot.0 != u32::MAX {
                *self.others.entry((slot.0, node)).or_default() += slot.1;
            }
            *slot = (pid, 0);
        }
        slot.1 += c;
    }

    /// Every thread and node reached, once each, with its cycles.
    pub(crate) fn into_list(mut self) -> Vec<(u32, u32, u64)> {
        for (n, (p, c)) in self.first.into_iter().enumerate() {
            if p != u32::MAX {
                *self.others.entry((p, n as u32)).or_default() += c;
            }
        }
        self.others
            .into_iter()
            .map(|((p, n), c)| (p, n, c))
            .collect()
    }
}

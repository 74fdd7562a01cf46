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
pub(crate) use summary::{Effect, Summarizer};

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

/// Call stacks of all threads.
#[derive(Debug, Default)]
pub struct CallStacks {
    threads: Threads,
    node_ids: FastMap<(u32, FuncId), u32>,
    /// Call-path nodes: (parent node or `u32::MAX`, function).
    pub nodes: Vec<(u32, FuncId)>,
    /// The flow of each static block's last instruction when the block runs whole, by block
    /// number, decoded on the block's first execution (decoding it at every execution was
    /// half of the time of the call-stack commands).
    flows: Vec<Option<Flow>>,
    /// Make no nodes (see [`Self::without_nodes`]).
    no_nodes: bool,
}

fn is_kernel(addr: u32) -> bool {
    addr >= KERNEL_BASE
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

    fn node(&mut self, parent: u32, func: FuncId) -> u32 {
        if self.no_nodes {
            return 0;
        }
        let n = self.nodes.len() as u32;
        *self.node_ids.entry((parent, func)).or_insert_with(|| {
            self.nodes.push((parent, func));
            n
        })
    }

    fn push(
        &mut self,
        m: &Model,
        pid: u32,
        (func, ret, exception): (FuncId, u32, bool),
        time: u64,
        sink: &mut dyn StackSink,
    ) {
        let t = self.threads.entry(pid);
        let parent = t.frames.last().map_or(u32::MAX, |f| f.node);
        let depth = t.frames.len();
        let thread_start = t.time;
        if depth >= MAX_DEPTH {
            self.replace_top(m, pid, func, time, sink);
            return;
        }
        let node = self.node(parent, func);
        let f = Frame {
            func,
            ret,
            start: time,
            thread_start,
            exception,
            node,
        };
        let t = self.threads.entry(pid);
        t.frames.push(f);
        sink.push(m, pid, depth, &f, time);
    }

    fn pop_to(&mut self, m: &Model, pid: u32, len: usize, time: u64, sink: &mut dyn StackSink) {
        let Some(t) = self.threads.get_mut(pid) else {
            return;
        };
        while t.frames.len() > len {
            let Some(f) = t.frames.pop() else { break };
            sink.pop(m, pid, t.frames.len(), &f, time, t.time);
        }
    }

    fn replace_top(
        &mut self,
        m: &Model,
        pid: u32,
        func: FuncId,
        time: u64,
        sink: &mut dyn StackSink,
    ) {
        let (len, ret, exc) = match self.threads.get(pid).and_then(|t| t.frames.last()) {
            Some(f) if f.func == func => return,
            Some(f) => (self.stack(pid).len(), f.ret, f.exception),
            None => (0, 0, false),
        };
        if len > 0 {
            self.pop_to(m, pid, len - 1, time, sink);
        }
        self.push(m, pid, (func, ret, exc), time, sink);
    }

    /// Pops to the topmost frame of `func` if there is one; returns whether it did.
    fn unwind_to_func(
        &mut self,
        m: &Model,
        pid: u32,
        func: FuncId,
        time: u64,
        sink: &mut dyn StackSink,
    ) -> bool {
        let frames = self.stack(pid);
        match frames.iter().rposition(|f| f.func == func) {
            Some(j) => {
                self.pop_to(m, pid, j + 1, time, sink);
                true
            }
            None => false,
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
        let pid = ev.pid;
        let time = ev.time;
        let kernel_now = is_kernel(ev.addr);
        let vector = ev.vector;
        let flow = ev.flow;
        let next = |kernel| Prev {
            flow,
            next_addr: ev.next_addr,
            kernel,
        };
        let t = self.threads.entry(pid);
        let prev = t.prev;
        let empty = t.frames.is_empty();
        let top = t.frames.last().map(|f| f.func);
        if empty {
            self.push(m, pid, (ev.func, 0, vector), time, sink);
        } else if let Some(p) = prev {
            if vector || (!p.kernel && kernel_now) {
                // An exception, interrupt or system call: a vector frame on top is replaced.
                let on_vector = self.stack(pid).last().is_some_and(|f| {
                    f.exception && m.funcs[f.func as usize].path.as_ref() == "[vectors]"
                });
                if on_vector {
                    self.replace_top(m, pid, ev.func, time, sink);
                } else {
                    self.push(m, pid, (ev.func, 0, true), time, sink);
                }
            } else if p.kernel && !kernel_now {
                // Back to user space: drop every kernel frame.
                let keep = self
                    .stack(pid)
                    .iter()
                    .position(|f| m.funcs[f.func as usize].kernel)
                    .unwrap_or(self.stack(pid).len());
                self.pop_to(m, pid, keep, time, sink);
                if !self.unwind_to_func(m, pid, ev.func, time, sink) {
                    self.replace_or_push(m, pid, ev.func, time, sink);
                }
            } else {
                match p.flow {
                    Flow::Call => self.push(m, pid, (ev.func, p.next_addr, false), time, sink),
                    Flow::Return => {
                        let frames = self.stack(pid);
                        if let Some(j) = frames.iter().rposition(|f| f.ret == ev.addr && f.ret != 0)
                        {
                            self.pop_to(m, pid, j, time, sink);
                            if self.stack(pid).last().map(|f| f.func) != Some(ev.func)
                                && !self.unwind_to_func(m, pid, ev.func, time, sink)
                            {
                                self.replace_or_push(m, pid, ev.func, time, sink);
                            }
                        } else if top != Some(ev.func)
                            && !self.unwind_to_func(m, pid, ev.func, time, sink)
                        {
                            self.replace_or_push(m, pid, ev.func, time, sink);
                        }
                    }
                    Flow::Jump | Flow::Other => {
                        if top != Some(ev.func) {
                            if ev.offset == 0 && p.flow == Flow::Jump {
                                // A tail call keeps the caller's return address.
                                self.replace_top(m, pid, ev.func, time, sink);
                            } else if !self.unwind_to_func(m, pid, ev.func, time, sink) {
                                self.replace_top(m, pid, ev.func, time, sink);
                            }
                        }
                    }
                }
            }
        } else if top != Some(ev.func) {
            self.replace_top(m, pid, ev.func, time, sink);
        }
        let t = self.threads.entry(pid);
        t.prev = Some(next(kernel_now));
        t.time += ev.dur;
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
        CallStacks {
            no_nodes: true,
            ..CallStacks::default()
        }
    }

    fn replace_or_push(
        &mut self,
        m: &Model,
        pid: u32,
        func: FuncId,
        time: u64,
        sink: &mut dyn StackSink,
    ) {
        if self.stack(pid).is_empty() {
            self.push(m, pid, (func, 0, false), time, sink);
        } else {
            self.replace_top(m, pid, func, time, sink);
        }
    }

    /// Pops every frame of every thread at `end`.
    pub fn finish(&mut self, m: &Model, end: u64, sink: &mut dyn StackSink) {
        for pid in self.pids() {
            self.pop_to(m, pid, 0, end, sink);
        }
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
                f.node = self.node(parent, f.func);
                parent = f.node;
            }
        }
        self.threads.insert(pid, t);
    }

    /// The call path of `node` as function ids, bottom first.
    pub fn path(&self, mut node: u32) -> Vec<FuncId> {
        let mut v = Vec::new();
        while let Some(&(parent, f)) = self.nodes.get(node as usize) {
            v.push(f);
            node = parent;
        }
        v.reverse();
        v
    }
}

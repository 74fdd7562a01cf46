//! Which thread runs, for the details of a replay window: a pass-through wrapper of
//! the trace device's event sink that notes context switches and thread names.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use devices::goldfish_trace::{Print, TraceEvents};
use devices::state::{StateError, StateReader, StateWriter};

/// The current thread and the names known so far, shared with the replay.
#[derive(Debug, Default)]
pub struct Threads {
    /// Incremented on every context switch (read without the lock).
    switches: AtomicU64,
    /// The guest's requests to stop block recording (the trace device's `enable`).
    recording_stops: AtomicU64,
    /// The replay runs without recording where the recorded run recorded: the trace
    /// device tells the guest that it records, and a request to start is a no-op
    /// (as it was in the recorded run).
    unrecorded: AtomicBool,
    state: Mutex<ThreadState>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct ThreadState {
    current: u32,
    names: HashMap<u32, String>,
}

/// [`Threads`] at a checkpoint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreadsSnapshot {
    switches: u64,
    state: ThreadState,
}

impl ThreadsSnapshot {
    /// The snapshot as bytes: the switch count, the current thread, then the names
    /// by pid (sorted).
    pub fn save(&self, w: &mut StateWriter) {
        w.u64(self.switches);
        w.u32(self.state.current);
        let mut names: Vec<(&u32, &String)> = self.state.names.iter().collect();
        names.sort();
        w.len(names.len());
        for (pid, name) in names {
            w.u32(*pid);
            w.str(name);
        }
    }

    /// Reads what [`ThreadsSnapshot::save`] wrote.
    pub fn load(r: &mut StateReader) -> Result<ThreadsSnapshot, StateError> {
        let switches = r.u64("thread switches")?;
        let current = r.u32("current thread")?;
        let n = r.len(1 << 22, "thread names")?;
        let mut names = HashMap::with_capacity(n.min(1 << 12));
        for _ in 0..n {
            let pid = r.u32("thread")?;
            names.insert(pid, r.string(1 << 16, "thread name")?);
        }
        Ok(ThreadsSnapshot {
            switches,
            state: ThreadState { current, names },
        })
    }
}

impl Threads {
    /// The state now, for a checkpoint.
    pub fn snapshot(&self) -> ThreadsSnapshot {
        ThreadsSnapshot {
            switches: self.switches(),
            state: self.state().clone(),
        }
    }

    /// Back to a checkpoint's state.
    pub fn restore(&self, s: &ThreadsSnapshot) {
        *self.state() = s.state.clone();
        self.switches.store(s.switches, Ordering::Relaxed);
    }

    /// How many context switches happened so far.
    /// Sets whether the replay runs unrecorded where the recorded run recorded (see
    /// the field).
    pub fn set_unrecorded(&self, on: bool) {
        self.unrecorded.store(on, Ordering::Relaxed);
    }

    /// How many times the guest asked the trace device to stop recording.
    pub fn recording_stops(&self) -> u64 {
        self.recording_stops.load(Ordering::Relaxed)
    }

    pub fn switches(&self) -> u64 {
        self.switches.load(Ordering::Relaxed)
    }

    fn state(&self) -> std::sync::MutexGuard<'_, ThreadState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The thread running now (0 before the first switch the guest reports).
    pub fn current(&self) -> u32 {
        self.state().current
    }

    /// The name of thread `pid` (`<idle>` for 0, `?` when unknown), as ftrace shows it.
    pub fn name(&self, pid: u32) -> String {
        if pid == 0 {
            return "<idle>".to_string();
        }
        self.state()
            .names
            .get(&pid)
            .cloned()
            .unwrap_or_else(|| "?".to_string())
    }

    fn set_name(&self, pid: u32, name: &[u8]) {
        let name = String::from_utf8_lossy(name);
        let short = name.rsplit('/').next().unwrap_or(&name);
        self.state().names.insert(pid, short.to_string());
    }

    fn inherit(&self, pid: u32) {
        let mut s = self.state();
        if let Some(n) = s.names.get(&s.current).cloned() {
            s.names.insert(pid, n);
        }
    }
}

/// Forwards every event to the tracer's sink and keeps [`Threads`] up to date.
pub struct Watch {
    inner: Box<dyn TraceEvents + Send>,
    threads: Arc<Threads>,
}

impl Watch {
    /// Wraps `inner`, reporting to `threads`.
    pub fn new(inner: Box<dyn TraceEvents + Send>, threads: Arc<Threads>) -> Watch {
        Watch { inner, threads }
    }
}

impl TraceEvents for Watch {
    fn switch(&mut self, now: u64, pid: u32) {
        self.threads.state().current = pid;
        self.threads.switches.fetch_add(1, Ordering::Relaxed);
        self.inner.switch(now, pid)
    }
    fn fork(&mut self, now: u64, tgid: u32, pid: u32) {
        self.threads.inherit(pid);
        self.inner.fork(now, tgid, pid)
    }
    fn clone_thread(&mut self, now: u64, tgid: u32, pid: u32) {
        self.threads.inherit(pid);
        self.inner.clone_thread(now, tgid, pid)
    }
    fn exec(&mut self, now: u64, argv: &[&[u8]]) {
        if let Some(first) = argv.first() {
            let pid = self.threads.current();
            self.threads.set_name(pid, first);
        }
        self.inner.exec(now, argv)
    }
    fn mmap(&mut self, now: u64, start: u32, end: u32, offset: u32, path: &[u8]) {
        self.inner.mmap(now, start, end, offset, path)
    }
    fn init_exec(&mut self, now: u64, start: u32, end: u32, offset: u32, path: &[u8]) {
        self.inner.init_exec(now, start, end, offset, path)
    }
    fn munmap(&mut self, now: u64, start: u32, end: u32) {
        self.inner.munmap(now, start, end)
    }
    fn exit(&mut self, now: u64, code: u32) {
        self.inner.exit(now, code)
    }
    fn name(&mut self, now: u64, pid: u32, name: &[u8]) {
        self.threads.set_name(pid, name);
        self.inner.name(now, pid, name)
    }
    fn init_name(&mut self, now: u64, tgid: u32, pid: u32, name: &[u8]) {
        self.threads.set_name(pid, name);
        self.inner.init_name(now, tgid, pid, name)
    }
    fn dyn_sym(&mut self, now: u64, addr: u32, name: &[u8]) {
        self.inner.dyn_sym(now, addr, name)
    }
    fn remove_sym(&mut self, now: u64, addr: u32) {
        self.inner.remove_sym(now, addr)
    }
    fn kallsyms(&mut self, now: u64, piece: &[u8]) {
        self.inner.kallsyms(now, piece)
    }
    fn enable(&mut self, now: u64, on: bool) {
        if !on {
            self.threads.recording_stops.fetch_add(1, Ordering::Relaxed);
        } else if self.threads.unrecorded.load(Ordering::Relaxed) {
            return;
        }
        self.inner.enable(now, on)
    }
    fn recording(&self) -> bool {
        self.threads.unrecorded.load(Ordering::Relaxed) || self.inner.recording()
    }
    fn stop(&mut self, now: u64) {
        self.inner.stop(now)
    }
    fn method(&mut self, now: u64, addr: u32, pid: u32, call_type: u32) {
        self.inner.method(now, addr, pid, call_type)
    }
    fn print(&mut self, now: u64, what: &Print) {
        self.inner.print(now, what)
    }
}

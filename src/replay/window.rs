//! The window of a replay that gets detail: the outputs asked for (Tarmac, function
//! graph, memory references) see every instruction whose tick lies in
//! `[from, to)`, and the context switches the trace device reports meanwhile.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use arm::observe::{ExceptionEntry, Executed, InsnObserver};
use arm::CpuState;

use super::pids::Threads;

/// One output of a window.
pub trait Detail {
    /// An instruction ran.
    fn executed(&mut self, e: &Executed);
    /// An exception was entered between instructions.
    fn exception(&mut self, e: &ExceptionEntry, before: &CpuState, after: &CpuState);
    /// The window starts at `tick` with thread `pid` running.
    fn start(&mut self, _tick: u64, _pid: u32) {}
    /// The guest switched to thread `pid` (during the instruction reported last).
    fn switch(&mut self, _tick: u64, _pid: u32) {}
    /// Finishes the output; returns a line saying what was written.
    fn finish(self: Box<Self>, instructions: u64) -> anyhow::Result<String>;
}

/// The detail outputs of a window, shared between the core's observer and the
/// replay that finishes them.
pub struct Window {
    from: u64,
    to: u64,
    outputs: Vec<Box<dyn Detail>>,
    threads: Arc<Threads>,
    switches: u64,
    /// Instructions seen inside the window.
    pub instructions: u64,
    /// When the first of them ran (host time).
    pub started: Option<std::time::Instant>,
}

impl Window {
    /// A window over `[from, to)` feeding `outputs`.
    pub fn new(
        from: u64,
        to: u64,
        outputs: Vec<Box<dyn Detail>>,
        threads: Arc<Threads>,
    ) -> Rc<RefCell<Window>> {
        let switches = threads.switches();
        Rc::new(RefCell::new(Window {
            from,
            to,
            outputs,
            threads,
            switches,
            instructions: 0,
            started: None,
        }))
    }

    /// Finishes every output: their summary lines.
    pub fn finish(self) -> anyhow::Result<Vec<String>> {
        let n = self.instructions;
        self.outputs.into_iter().map(|o| o.finish(n)).collect()
    }

    fn inside(&self, tick: u64) -> bool {
        (self.from..self.to).contains(&tick)
    }

    fn check_switch(&mut self, tick: u64) {
        let n = self.threads.switches();
        if n != self.switches {
            self.switches = n;
            if self.inside(tick) {
                let pid = self.threads.current();
                for o in &mut self.outputs {
                    o.switch(tick, pid);
                }
            }
        }
    }
}

/// The observer installed on the core: forwards to the shared [`Window`].
pub struct WindowObserver(pub Rc<RefCell<Window>>);

impl InsnObserver for WindowObserver {
    fn executed(&mut self, e: &Executed) {
        let mut w = self.0.borrow_mut();
        if w.inside(e.tick) {
            if w.instructions == 0 {
                w.started = Some(std::time::Instant::now());
                let pid = w.threads.current();
                for o in &mut w.outputs {
                    o.start(e.tick, pid);
                }
            }
            w.instructions += 1;
            for o in &mut w.outputs {
                o.executed(e);
            }
        }
        w.check_switch(e.tick);
    }

    fn exception(&mut self, e: &ExceptionEntry, before: &CpuState, after: &CpuState) {
        let mut w = self.0.borrow_mut();
        if w.inside(e.tick) {
            for o in &mut w.outputs {
                o.exception(e, before, after);
            }
        }
    }
}

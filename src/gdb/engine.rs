//! The run control: an [`Engine`] that runs the JIT untouched while the debugger has
//! nothing set, and the interpreter's blocks one instruction at a time (stopping
//! exactly at a breakpoint, also inside a block, after a watched access, or after a
//! single step) while it has. Both engines are bit-identical on the same `Core`, so
//! switching is invisible to the guest; the JIT is flushed when it takes over again.
//! A stop serves the debugger inside `run_blocks`, so virtual time and the devices
//! stand still. Going back in time re-runs the machine from the start (see
//! [`Goal`]).

use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use arm::block::Block;
use arm::run::{self, BlockRun, Engine, Exit, Interpreter};
use arm::Core;

use super::commands::{self, Action, Session};
use super::packet::{Conn, Incoming};
use super::watch::{self, Watch};

/// A point of the run between two instructions. Every instruction costs at least one
/// tick, so the tick count with the PC and CPSR names one point of a deterministic
/// run (only an exception entry shares its tick with the instruction before it, and
/// it changes the PC and the mode).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub ticks: u64,
    pub pc: u32,
    pub cpsr: u32,
}

impl Position {
    fn of(core: &Core) -> Position {
        Position {
            ticks: core.ticks,
            pc: core.s.r[15],
            cpsr: core.s.cpsr(),
        }
    }
}

/// Why the guest stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The debugger connected (it asks with `?`).
    Attached,
    /// Ctrl-C.
    Interrupt,
    Breakpoint,
    Step,
    Watch(Watch),
    /// Going back reached the start of the run.
    HistoryBegin,
}

fn stop_reply(reason: Reason) -> Vec<u8> {
    let text = match reason {
        Reason::Interrupt => "T02thread:01;".to_string(),
        Reason::Attached | Reason::Breakpoint | Reason::Step => "T05thread:01;".to_string(),
        Reason::Watch(w) => format!("T05{}:{:x};thread:01;", w.kind.reply_name(), w.addr),
        Reason::HistoryBegin => "T05replaylog:begin;thread:01;".to_string(),
    };
    text.into_bytes()
}

/// Ticks before a target that the re-execution first starts interpreting (20 ms of
/// guest time). The JIT runs on until the next device event or the end of its run
/// slice, so it may pass the target first: then the re-execution starts again with
/// a window eight times as long (a JIT call ends by its slice end, 20 M ticks, at the
/// latest, so this ends).
const WINDOW: u64 = 4_000_000;

/// The interpreting point of the next try when this one started too late for a
/// target at `target` ticks.
fn earlier(switch: u64, target: u64) -> u64 {
    switch.saturating_sub(8 * target.saturating_sub(switch).max(WINDOW))
}

/// A re-execution from the start of the run (the machine is rebuilt: the run is
/// deterministic), interpreting from `switch` on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Goal {
    /// Finds the point before `until` (reverse-stepi), or with `hits` the last
    /// breakpoint or watchpoint stop before it (reverse-continue).
    Search {
        until: Position,
        hits: bool,
        switch: u64,
        first: Option<Position>,
        found: Option<(Position, Reason)>,
    },
    /// Stops at `at`, reporting `reason`; `seen` once a boundary before it was met.
    GoTo {
        at: Position,
        switch: u64,
        reason: Reason,
        seen: bool,
    },
}

impl Goal {
    fn switch(&self) -> u64 {
        match *self {
            Goal::Search { switch, .. } | Goal::GoTo { switch, .. } => switch,
        }
    }
}

/// What the run control asks of its caller after `run_blocks` returned
/// [`Exit::Diverged`] (the one exit that ends `run_engine` at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Rebuild the machine and run again (going back in time).
    Restart,
    /// The debugger killed the emulation.
    Kill,
}

/// What a boundary check decided.
enum Check {
    Run,
    Stop(Reason),
    Restart,
}

/// The debugging engine.
pub struct DebugEngine {
    jit: Box<dyn Engine>,
    interp: Interpreter,
    in_interp: bool,
    /// Set by the connection threads when something arrived.
    attention: Arc<AtomicBool>,
    /// A new connection, handed over by the accept thread.
    incoming: Arc<Mutex<Option<Conn>>>,
    conn: Option<Conn>,
    sess: Session,
    step: bool,
    /// The block stopped in, its trace number and the index to resume at.
    paused: Option<(Rc<Block>, u32, usize)>,
    /// The last boundary checked, and the one before it, while interpreting.
    prev: Option<Position>,
    before: Option<Position>,
    /// The boundary before the last stop, when known.
    stop_prev: Option<Position>,
    goal: Option<Goal>,
    /// The guest was stopped at a block boundary before the interpreter looked at
    /// it: its checks are done.
    skip_entry: bool,
    /// The guest left the interpreter at a boundary it was stopped at (the debugger
    /// changed its state there): the next look skips that boundary's checks.
    resume_here: bool,
    /// Ctrl-C arrived: stop at the next boundary.
    interrupt: bool,
    pub outcome: Option<Outcome>,
}

impl DebugEngine {
    pub fn new(
        jit: Box<dyn Engine>,
        attention: Arc<AtomicBool>,
        incoming: Arc<Mutex<Option<Conn>>>,
        can_reverse: bool,
    ) -> DebugEngine {
        DebugEngine {
            jit,
            interp: Interpreter::new(),
            in_interp: false,
            attention,
            incoming,
            conn: None,
            sess: Session {
                can_reverse,
                ..Session::default()
            },
            step: false,
            paused: None,
            prev: None,
            before: None,
            stop_prev: None,
            goal: None,
            skip_entry: false,
            resume_here: false,
            interrupt: false,
            outcome: None,
        }
    }

    /// The engine this one wraps.
    pub fn into_inner(self) -> Box<dyn Engine> {
        self.jit
    }

    /// Starts over on a rebuilt machine (after [`Outcome::Restart`]).
    pub fn restarted(&mut self, core: &mut Core) {
        self.jit.flush(core);
        self.interp = Interpreter::new();
        self.in_interp = false;
        self.paused = None;
        self.prev = None;
        self.before = None;
        self.step = false;
        self.interrupt = false;
    }

    /// The tick a re-execution must start interpreting at (after
    /// [`Outcome::Restart`]): a checkpoint at or before it may be restored.
    pub fn restart_tick(&self) -> u64 {
        self.goal.as_ref().map_or(0, Goal::switch)
    }

    /// The run ended: tells the debugger the "process" exited.
    pub fn finished(&mut self, code: u8) {
        if let Some(c) = self.conn.take() {
            c.send(format!("W{code:02x}").as_bytes());
            c.close();
        }
    }

    fn wants_interp(&self, core: &Core) -> bool {
        if self.paused.is_some() {
            return true;
        }
        match &self.goal {
            Some(g) => core.ticks >= g.switch(),
            None => self.step || self.interrupt || (self.conn.is_some() && self.sess.active()),
        }
    }

    /// Looks at what the debugger sent while the guest ran (at a block boundary).
    fn look(&mut self, core: &mut Core) -> Option<Exit> {
        let fresh = self
            .incoming
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        if let Some(c) = fresh {
            if let Some(old) = self.conn.replace(c) {
                old.close();
            }
            self.sess = Session {
                can_reverse: self.sess.can_reverse,
                ..Session::default()
            };
            self.prev = None;
            self.stop_prev = None;
            let exit = self.stop(core, Reason::Attached);
            self.skip_entry = true;
            return exit;
        }
        while let Some(m) = self.conn.as_ref()?.try_recv() {
            match m {
                // Stops after the next instruction, run by the interpreter, so
                // that the point before the stop is known (reverse-stepi then
                // re-runs once).
                Incoming::Interrupt => self.interrupt = true,
                Incoming::Closed => self.detach(),
                // Nothing else is sent to a running target in all-stop mode.
                Incoming::Packet(_) => {}
            }
        }
        None
    }

    fn detach(&mut self) {
        if let Some(c) = self.conn.take() {
            c.close();
        }
        self.sess.breakpoints.clear();
        self.sess.watches.clear();
        self.sess.ttbr_filter = None;
        self.step = false;
    }

    /// Stopped: tells the debugger why and serves it until it resumes. `Some` when
    /// the run must end now (restart or kill).
    fn stop(&mut self, core: &mut Core, reason: Reason) -> Option<Exit> {
        self.step = false;
        self.interrupt = false;
        let reply = stop_reply(reason);
        self.sess.last_stop = reply.clone();
        self.sess.state_changed = false;
        if reason != Reason::Attached {
            self.conn.as_ref()?.send(&reply);
        }
        loop {
            let conn = self.conn.as_ref()?;
            let p = match conn.recv() {
                Incoming::Packet(p) => p,
                Incoming::Interrupt => continue,
                Incoming::Closed => {
                    self.detach();
                    return None;
                }
            };
            match commands::handle(&mut self.sess, conn, core, &p) {
                Action::Reply(r) => conn.send(&r),
                Action::Sent => {}
                Action::Resume { step } => {
                    self.step = step;
                    return None;
                }
                Action::Detach => {
                    conn.send(b"OK");
                    self.detach();
                    return None;
                }
                Action::Kill => {
                    if p.starts_with(b"vKill") {
                        conn.send(b"OK");
                    }
                    self.outcome = Some(Outcome::Kill);
                    return Some(Exit::Diverged);
                }
                Action::ReverseStep | Action::ReverseContinue => {
                    let here = Position::of(core);
                    self.goal = Some(match (p.as_slice(), self.stop_prev) {
                        (b"bs", Some(prev)) => Goal::GoTo {
                            at: prev,
                            switch: prev.ticks.saturating_sub(WINDOW),
                            reason: Reason::Step,
                            seen: false,
                        },
                        (b"bs", None) => Goal::Search {
                            until: here,
                            hits: false,
                            switch: here.ticks.saturating_sub(WINDOW),
                            first: None,
                            found: None,
                        },
                        // The last hit is looked for in a window before here,
                        // then in longer ones.
                        _ => Goal::Search {
                            until: here,
                            hits: true,
                            switch: here.ticks.saturating_sub(WINDOW),
                            first: None,
                            found: None,
                        },
                    });
                    self.outcome = Some(Outcome::Restart);
                    return Some(Exit::Diverged);
                }
            }
        }
    }

    /// The checks at a boundary (before an instruction, `core.s.r[15]` its
    /// address). `watched`: the watchpoint the instruction about to run triggers
    /// (gdb's ARM support expects the stop before the access and steps over it).
    /// `full` is false for a second look at the same boundary, for its watchpoints
    /// only.
    fn check(&mut self, core: &Core, watched: Option<Watch>, full: bool) -> Check {
        let pos = Position::of(core);
        if full {
            self.before = self.prev.replace(pos);
        }
        let prev = self.before;
        let Some(goal) = &mut self.goal else {
            let reason = if let Some(w) = watched {
                Reason::Watch(w)
            } else if full && self.step {
                Reason::Step
            } else if full && self.conn.is_some() && self.sess.breaks_at(core, pos.pc) {
                Reason::Breakpoint
            } else if full && self.interrupt && prev.is_some() {
                Reason::Interrupt
            } else {
                return Check::Run;
            };
            self.stop_prev = prev;
            return Check::Stop(reason);
        };
        if !full {
            if let (
                Goal::Search {
                    hits: true, found, ..
                },
                Some(w),
            ) = (goal, watched)
            {
                *found = Some((pos, Reason::Watch(w)));
            }
            return Check::Run;
        }
        match goal {
            Goal::GoTo {
                at,
                reason,
                switch,
                seen,
            } => {
                if pos == *at {
                    let r = *reason;
                    self.goal = None;
                    self.stop_prev = prev;
                    return Check::Stop(r);
                }
                if pos.ticks > at.ticks {
                    if *seen || *switch == 0 {
                        return self.lost(pos);
                    }
                    *switch = earlier(*switch, at.ticks);
                    self.outcome = Some(Outcome::Restart);
                    return Check::Restart;
                }
                *seen = true;
                Check::Run
            }
            Goal::Search {
                until,
                hits,
                switch,
                first,
                found,
            } => {
                let first_seen = *first.get_or_insert(pos);
                if first_seen == pos && pos.ticks > until.ticks && *switch > 0 {
                    *switch = earlier(*switch, until.ticks);
                    *first = None;
                    self.outcome = Some(Outcome::Restart);
                    return Check::Restart;
                }
                if pos == *until {
                    let target = if *hits {
                        *found
                    } else {
                        prev.map(|p| (p, Reason::Step))
                    };
                    let next = match target {
                        Some((at, reason)) => Goal::GoTo {
                            at,
                            switch: at.ticks.saturating_sub(WINDOW),
                            reason,
                            seen: false,
                        },
                        None if *switch > 0 => Goal::Search {
                            until: *until,
                            hits: *hits,
                            switch: earlier(*switch, until.ticks),
                            first: None,
                            found: None,
                        },
                        None => Goal::GoTo {
                            at: first_seen,
                            switch: 0,
                            reason: Reason::HistoryBegin,
                            seen: false,
                        },
                    };
                    self.goal = Some(next);
                    self.outcome = Some(Outcome::Restart);
                    return Check::Restart;
                }
                if pos.ticks > until.ticks {
                    return self.lost(pos);
                }
                if *hits {
                    if let Some(w) = watched {
                        *found = Some((pos, Reason::Watch(w)));
                    } else if self.sess.breaks_at(core, pos.pc) {
                        *found = Some((pos, Reason::Breakpoint));
                    }
                }
                Check::Run
            }
        }
    }

    /// The re-execution went past its target without meeting it (it cannot, on a
    /// deterministic run): stop where it is and say so.
    fn lost(&mut self, pos: Position) -> Check {
        eprintln!(
            "goldtrace: gdb: going back missed its target (now at tick {}, pc {:#010x}); stopped here",
            pos.ticks, pos.pc
        );
        self.goal = None;
        self.stop_prev = None;
        Check::Stop(Reason::Step)
    }

    /// Interprets block by block, checking every instruction boundary.
    fn run_interp(&mut self, core: &mut Core) -> Exit {
        loop {
            // Whether the guest stopped at the first boundary of this stretch and
            // now resumes from it (its watchpoints must not stop it again).
            let mut resumed_here = false;
            let (block, bb, start) = match self.paused.take() {
                Some(p) => {
                    resumed_here = true;
                    p
                }
                None => {
                    let check = if std::mem::take(&mut self.skip_entry) {
                        self.before = self.prev.replace(Position::of(core));
                        resumed_here = true;
                        Check::Run
                    } else {
                        self.check(core, None, true)
                    };
                    match check {
                        Check::Run => {}
                        Check::Restart => return Exit::Diverged,
                        Check::Stop(reason) => {
                            if let Some(exit) = self.stop(core, reason) {
                                return exit;
                            }
                            resumed_here = true;
                        }
                    }
                    let found = self.interp.lookup(core);
                    match found {
                        None => {
                            let dirty = core.take_dirty_code();
                            self.interp.invalidate_pages(&dirty);
                            return Exit::Continue;
                        }
                        Some((b, _)) if run::is_self_loop(&b) => return Exit::SelfLoop,
                        Some((b, bb)) => (b, bb, 0),
                    }
                }
            };
            let thumb = block.thumb;
            let mut first = true;
            let mut decided = Check::Run;
            let watching = !self.sess.watches.is_empty() && self.conn.is_some();
            let result = run::execute_block_from(core, &block, bb, start, |core, bi, addr| {
                let watched = if watching && !(first && resumed_here) {
                    watch::accesses(core, bi, addr, thumb)
                        .iter()
                        .find_map(|a| watch::hit(&self.sess.watches, a))
                } else {
                    None
                };
                let full = !first;
                first = false;
                if full || watched.is_some() {
                    match self.check(core, watched, full) {
                        Check::Run => {}
                        other => {
                            decided = other;
                            return true;
                        }
                    }
                }
                false
            });
            let dirty = core.take_dirty_code();
            self.interp.invalidate_pages(&dirty);
            match result {
                BlockRun::Done(exit) => return exit,
                BlockRun::Paused(i) => {
                    match decided {
                        Check::Run => {}
                        Check::Restart => return Exit::Diverged,
                        Check::Stop(reason) => {
                            if let Some(exit) = self.stop(core, reason) {
                                return exit;
                            }
                        }
                    }
                    if self.sess.state_changed {
                        // The debugger changed registers or memory: the rest of the
                        // decoded block may no longer be what runs next. The stop at
                        // this boundary is over: the next look runs its instruction
                        // (a stepi after `set $d3 = ...` steps, as on QEMU).
                        self.sess.state_changed = false;
                        self.resume_here = true;
                        return Exit::Continue;
                    }
                    self.paused = Some((block, bb, i));
                }
            }
        }
    }
}

impl Engine for DebugEngine {
    fn run_blocks(&mut self, core: &mut Core) -> Exit {
        if self.attention.load(Ordering::Relaxed) && self.attention.swap(false, Ordering::Acquire) {
            self.skip_entry = false;
            if let Some(exit) = self.look(core) {
                return exit;
            }
        }
        if std::mem::take(&mut self.resume_here) {
            self.skip_entry = true;
        }
        if !self.wants_interp(core) {
            if self.in_interp {
                // The interpreter may have taken the JIT's code-page invalidations.
                self.in_interp = false;
                self.jit.flush(core);
            }
            self.prev = None;
            self.skip_entry = false;
            return self.jit.run_blocks(core);
        }
        if !self.in_interp {
            self.in_interp = true;
            self.interp = Interpreter::new();
            self.prev = None;
        }
        self.run_interp(core)
    }

    fn flush(&mut self, core: &mut Core) {
        self.paused = None;
        self.interp = Interpreter::new();
        self.jit.flush(core);
    }

    fn stats(&self) -> String {
        self.jit.stats()
    }
}

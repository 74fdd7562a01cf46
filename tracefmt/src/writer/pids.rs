//! Pid events (`qtrace.pid`) and the header's pid statistics.

use super::{TraceWriter, PID, PID_SPACE};
use crate::pid::PidEvent;

impl TraceWriter {
    /// Records a pid event at `time` (times earlier than the previous pid event are raised to it).
    pub fn record_pid_event(&mut self, time: u64, event: &PidEvent<'_>) {
        let time = time.max(self.pid_time);
        self.pid_time = time;
        if let PidEvent::Switch { pid } = event {
            self.switches.push_back((time, *pid));
            self.next_switch = self.next_switch.min(time);
        }
        self.pid_enc.put(&mut self.bufs[PID], time, event);
        self.maybe_send(PID);
    }

    /// Context switch to thread `pid`.
    pub fn record_switch(&mut self, time: u64, pid: u32) {
        self.record_pid_event(time, &PidEvent::Switch { pid });
    }

    /// A new process (own address space).
    pub fn record_fork(&mut self, time: u64, tgid: u32, pid: u32) {
        self.record_pid_event(time, &PidEvent::Fork { tgid, pid });
    }

    /// A new thread (shared address space).
    pub fn record_clone(&mut self, time: u64, tgid: u32, pid: u32) {
        self.record_pid_event(time, &PidEvent::Clone { tgid, pid });
    }

    /// The current thread executes a program with `argv`.
    pub fn record_exec(&mut self, time: u64, argv: &[&[u8]]) {
        self.record_pid_event(
            time,
            &PidEvent::Exec {
                argv: argv.to_vec(),
            },
        );
    }

    /// A file mapping `[start, end)` at file `offset` in the current thread.
    pub fn record_mmap(&mut self, time: u64, start: u32, end: u32, offset: u32, path: &[u8]) {
        self.record_pid_event(
            time,
            &PidEvent::Mmap {
                start,
                end,
                offset,
                path,
            },
        );
    }

    /// An unmapping in the current thread.
    pub fn record_munmap(&mut self, time: u64, start: u32, end: u32) {
        self.record_pid_event(time, &PidEvent::Munmap { start, end });
    }

    /// The current thread exits with `code`.
    pub fn record_exit(&mut self, time: u64, code: u32) {
        self.record_pid_event(time, &PidEvent::Exit { code });
    }

    /// Names thread `pid` (one trailing newline is removed, as the goldfish device does).
    pub fn record_name(&mut self, time: u64, pid: u32, name: &[u8]) {
        let name = name.strip_suffix(b"\n").unwrap_or(name);
        self.record_pid_event(time, &PidEvent::Name { pid, name });
    }

    /// Names a task that existed before tracing started.
    pub fn record_kthread_name(&mut self, time: u64, tgid: u32, pid: u32, name: &[u8]) {
        self.record_pid_event(time, &PidEvent::KthreadName { tgid, pid, name });
    }

    /// Adds a dynamic symbol.
    pub fn record_symbol_add(&mut self, time: u64, addr: u32, name: &[u8]) {
        self.record_pid_event(time, &PidEvent::SymbolAdd { addr, name });
    }

    /// Removes a dynamic symbol.
    pub fn record_symbol_remove(&mut self, time: u64, addr: u32) {
        self.record_pid_event(time, &PidEvent::SymbolRemove { addr });
    }

    /// The pid statistics' part of an execution at `time`.
    #[inline]
    pub(super) fn mark_time(&mut self, time: u64) {
        if let Some(p) = self.pending_mark {
            if p != time && (p >= self.next_switch || self.cur_pid != self.marked) {
                self.settle(p);
            }
        }
        self.pending_mark = Some(time);
    }

    /// Notes a block event at `t` for the pid statistics (applied once later switches are known).
    pub(super) fn attribute(&mut self, t: u64) {
        match self.pending_mark {
            Some(p) if p == t => {}
            Some(p) => {
                self.settle(p);
                self.pending_mark = Some(t);
            }
            None => self.pending_mark = Some(t),
        }
    }

    /// Applies the switches at or before `t` (as the reader does) and marks the current pid used.
    pub(super) fn settle(&mut self, t: u64) {
        if t >= self.next_switch {
            while let Some(&(st, pid)) = self.switches.front() {
                if st > t {
                    break;
                }
                self.cur_pid = pid;
                self.switches.pop_front();
            }
            self.next_switch = self.switches.front().map_or(u64::MAX, |&(st, _)| st);
        }
        let p = self.cur_pid;
        if p == self.marked {
            return;
        }
        self.marked = p;
        if p < PID_SPACE {
            self.seen_low[(p / 64) as usize] |= 1 << (p % 64);
        } else {
            self.seen_high.insert(p);
        }
    }
}

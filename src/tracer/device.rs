//! The trace device's event sink: process events are recorded from boot on,
//! whether or not blocks are recorded; method events only while recording. With a
//! [`ProgramWindow`], the program's exec starts block recording and its exit stops
//! it (`goldtrace run --trace-only-program`).

use devices::goldfish_trace::{Print, TraceEvents};

use tracefmt::record::{Process, ProcessEvent, TIME_BASE};

use super::kallsyms::KallsymsFile;
use super::state::Shared;

/// The handle the goldfish trace device reports to.
#[derive(Debug, Clone)]
pub struct DeviceSink {
    pub(super) shared: Shared,
    /// The trace's `kallsyms` file (the guest kernel's symbols, from its driver).
    pub(super) kallsyms: std::sync::Arc<std::sync::Mutex<KallsymsFile>>,
}

/// Records blocks from the exec of one program (its path in the guest, the first
/// argument the driver reports) to the exit of the thread that exec'd it.
#[derive(Debug, Clone, Default)]
pub struct ProgramWindow {
    pub path: Vec<u8>,
    /// The thread running now (the last switch).
    current: u32,
    /// The program's thread, from its exec to its exit.
    pid: Option<u32>,
    /// Exited: later execs of the same path do not record.
    done: bool,
    /// The tick of the exit.
    pub ended_at: Option<u64>,
}

impl ProgramWindow {
    pub fn new(path: &str) -> ProgramWindow {
        ProgramWindow {
            path: path.as_bytes().to_vec(),
            ..ProgramWindow::default()
        }
    }
}

impl DeviceSink {
    /// Follows the program window, if any: `Some(on)` when recording must change.
    fn window(&self, f: impl FnOnce(&mut ProgramWindow) -> Option<bool>) {
        let change = {
            let mut w = self
                .shared
                .program
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            w.as_mut().and_then(f)
        };
        if let Some(on) = change {
            crate::events::trace_recording(u32::from(on));
            self.shared.set_recording(on);
        }
    }

    /// Records `event` at tick `now`, in order with the executed blocks.
    fn with(&self, now: u64, event: ProcessEvent) {
        self.shared.lock().process(Process {
            time: now + TIME_BASE,
            event,
        });
    }
}

impl TraceEvents for DeviceSink {
    fn switch(&mut self, now: u64, pid: u32) {
        self.with(now, ProcessEvent::Switch { pid });
        self.window(|w| {
            w.current = pid;
            None
        });
    }
    fn fork(&mut self, now: u64, tgid: u32, pid: u32) {
        self.with(now, ProcessEvent::Fork { tgid, pid });
    }
    fn clone_thread(&mut self, now: u64, tgid: u32, pid: u32) {
        self.with(now, ProcessEvent::Clone { tgid, pid });
    }
    fn exec(&mut self, now: u64, argv: &[&[u8]]) {
        let first = argv.first().map(|a| a.to_vec()).unwrap_or_default();
        let argv = argv.iter().map(|a| a.to_vec()).collect();
        self.with(now, ProcessEvent::Exec { argv });
        self.window(|w| {
            (!w.done && w.pid.is_none() && first == w.path).then(|| {
                w.pid = Some(w.current);
                true
            })
        });
    }
    fn mmap(&mut self, now: u64, start: u32, end: u32, offset: u32, path: &[u8]) {
        let path = path.to_vec();
        self.with(
            now,
            ProcessEvent::Mmap {
                start,
                end,
                offset,
                path,
            },
        );
    }
    fn munmap(&mut self, now: u64, start: u32, end: u32) {
        self.with(now, ProcessEvent::Munmap { start, end });
    }
    fn exit(&mut self, now: u64, code: u32) {
        self.with(now, ProcessEvent::Exit { code });
        self.window(|w| {
            (w.pid == Some(w.current)).then(|| {
                w.pid = None;
                w.done = true;
                w.ended_at = Some(now);
                false
            })
        });
    }
    fn name(&mut self, now: u64, pid: u32, name: &[u8]) {
        let name = name.to_vec();
        self.with(now, ProcessEvent::Name { pid, name });
    }
    fn init_name(&mut self, now: u64, tgid: u32, pid: u32, name: &[u8]) {
        let name = name.to_vec();
        self.with(now, ProcessEvent::KthreadName { tgid, pid, name });
    }
    fn dyn_sym(&mut self, now: u64, addr: u32, name: &[u8]) {
        let name = name.to_vec();
        self.with(now, ProcessEvent::SymbolAdd { addr, name });
    }
    fn remove_sym(&mut self, now: u64, addr: u32) {
        self.with(now, ProcessEvent::SymbolRemove { addr });
    }
    fn kallsyms(&mut self, _now: u64, piece: &[u8]) {
        self.kallsyms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .append(piece);
    }
    fn enable(&mut self, _now: u64, on: bool) {
        self.shared.set_recording(on);
    }
    fn recording(&self) -> bool {
        self.shared.recording()
    }
    fn stop(&mut self, _now: u64) {
        // The device raises SystemRequest::Stop; the run loop then finishes the trace.
    }
    fn method(&mut self, now: u64, addr: u32, pid: u32, call_type: u32) {
        if self.shared.recording() {
            self.with(
                now,
                ProcessEvent::Method {
                    addr,
                    pid,
                    call_type,
                },
            );
        }
    }
    fn print(&mut self, _now: u64, what: &Print) {
        eprintln!("goldtrace: guest trace print: {what}");
    }
}

//! The trace device's event sink: process events are recorded from boot on,
//! whether or not blocks are recorded; method events only while recording.

use devices::goldfish_trace::{Print, TraceEvents};

use tracefmt::record::{Process, ProcessEvent, TIME_BASE};

use super::state::Shared;

/// The handle the goldfish trace device reports to.
#[derive(Debug, Clone)]
pub struct DeviceSink {
    pub(super) shared: Shared,
}

impl DeviceSink {
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
    }
    fn fork(&mut self, now: u64, tgid: u32, pid: u32) {
        self.with(now, ProcessEvent::Fork { tgid, pid });
    }
    fn clone_thread(&mut self, now: u64, tgid: u32, pid: u32) {
        self.with(now, ProcessEvent::Clone { tgid, pid });
    }
    fn exec(&mut self, now: u64, argv: &[&[u8]]) {
        let argv = argv.iter().map(|a| a.to_vec()).collect();
        self.with(now, ProcessEvent::Exec { argv });
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

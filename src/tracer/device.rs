//! The trace device's event sink: process events go to `qtrace.pid` from boot on,
//! whether or not blocks are recorded; method events only while recording.

use devices::goldfish_trace::{Print, TraceEvents};

use super::state::Shared;
use super::worker::TIME_BASE;

/// The handle the goldfish trace device reports to.
#[derive(Debug, Clone)]
pub struct DeviceSink {
    pub(super) shared: Shared,
}

impl DeviceSink {
    /// Records through the writer, in order with the executed blocks.
    fn with(&self, f: impl FnOnce(&mut tracefmt::TraceWriter) + Send + 'static) {
        self.shared.lock().call(Box::new(f));
    }
}

impl TraceEvents for DeviceSink {
    fn switch(&mut self, now: u64, pid: u32) {
        self.with(move |w| w.record_switch(now + TIME_BASE, pid));
    }
    fn fork(&mut self, now: u64, tgid: u32, pid: u32) {
        self.with(move |w| w.record_fork(now + TIME_BASE, tgid, pid));
    }
    fn clone_thread(&mut self, now: u64, tgid: u32, pid: u32) {
        self.with(move |w| w.record_clone(now + TIME_BASE, tgid, pid));
    }
    fn exec(&mut self, now: u64, argv: &[&[u8]]) {
        let argv: Vec<Vec<u8>> = argv.iter().map(|a| a.to_vec()).collect();
        self.with(move |w| {
            let argv: Vec<&[u8]> = argv.iter().map(Vec::as_slice).collect();
            w.record_exec(now + TIME_BASE, &argv)
        });
    }
    fn mmap(&mut self, now: u64, start: u32, end: u32, offset: u32, path: &[u8]) {
        let path = path.to_vec();
        self.with(move |w| w.record_mmap(now + TIME_BASE, start, end, offset, &path));
    }
    fn munmap(&mut self, now: u64, start: u32, end: u32) {
        self.with(move |w| w.record_munmap(now + TIME_BASE, start, end));
    }
    fn exit(&mut self, now: u64, code: u32) {
        self.with(move |w| w.record_exit(now + TIME_BASE, code));
    }
    fn name(&mut self, now: u64, pid: u32, name: &[u8]) {
        let name = name.to_vec();
        self.with(move |w| w.record_name(now + TIME_BASE, pid, &name));
    }
    fn init_name(&mut self, now: u64, tgid: u32, pid: u32, name: &[u8]) {
        let name = name.to_vec();
        self.with(move |w| w.record_kthread_name(now + TIME_BASE, tgid, pid, &name));
    }
    fn dyn_sym(&mut self, now: u64, addr: u32, name: &[u8]) {
        let name = name.to_vec();
        self.with(move |w| w.record_symbol_add(now + TIME_BASE, addr, &name));
    }
    fn remove_sym(&mut self, now: u64, addr: u32) {
        self.with(move |w| w.record_symbol_remove(now + TIME_BASE, addr));
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
            self.with(move |w| w.record_method(now + TIME_BASE, addr, pid, call_type));
        }
    }
    fn print(&mut self, _now: u64, what: &Print) {
        eprintln!("goldtrace: guest trace print: {what}");
    }
}

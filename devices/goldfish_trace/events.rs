//! What the trace device reports: typed process and control events with the time
//! (CPU ticks) of the register write. The receiver (the emulator's tracer) decides
//! how to record them; the device knows nothing of file formats.

/// Something printed by the guest through `PRINT_STR` / `PRINT_NUM_DEC` / `PRINT_NUM_HEX`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Print {
    Str(Vec<u8>),
    Dec(u32),
    Hex(u32),
}

impl std::fmt::Display for Print {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Print::Str(s) => write!(f, "{}", String::from_utf8_lossy(s)),
            Print::Dec(v) => write!(f, "{v}"),
            Print::Hex(v) => write!(f, "{v:x}"),
        }
    }
}

/// The receiver of the device's events. `now` is the CPU tick count of the write.
/// Events without a pid apply to the thread of the last [`TraceEvents::switch`].
pub trait TraceEvents {
    /// Context switch to thread `pid`.
    fn switch(&mut self, now: u64, pid: u32);
    /// A new task `pid` with its own address space, in thread group `tgid`.
    fn fork(&mut self, now: u64, tgid: u32, pid: u32);
    /// A new task `pid` sharing its creator's address space, in thread group `tgid`.
    fn clone_thread(&mut self, now: u64, tgid: u32, pid: u32);
    /// The current thread executes a new program with `argv`.
    fn exec(&mut self, now: u64, argv: &[&[u8]]);
    /// A file mapping `[start, end)` at file `offset` of `path`, in the current thread.
    fn mmap(&mut self, now: u64, start: u32, end: u32, offset: u32, path: &[u8]);
    /// An executable mapping of a task that existed before the driver probed
    /// (`EXECVE_EXEPATH`). The Android emulator records nothing for it (`docs/android-qtrace-format.md` §8); the
    /// default does the same.
    fn init_exec(&mut self, _now: u64, _start: u32, _end: u32, _offset: u32, _path: &[u8]) {}
    /// `[start, end)` unmapped in the current thread.
    fn munmap(&mut self, now: u64, start: u32, end: u32);
    /// The current thread exits with `code`.
    fn exit(&mut self, now: u64, code: u32);
    /// Thread `pid` (the current one) is now called `name` (a trailing newline removed).
    fn name(&mut self, now: u64, pid: u32, name: &[u8]);
    /// Task `pid` of group `tgid`, existing before the driver probed, is called `name`.
    fn init_name(&mut self, now: u64, tgid: u32, pid: u32, name: &[u8]);
    /// A dynamic symbol `name` at `addr`.
    fn dyn_sym(&mut self, now: u64, addr: u32, name: &[u8]);
    /// The dynamic symbol at `addr` is gone.
    fn remove_sym(&mut self, now: u64, addr: u32);
    /// The next piece of the guest kernel's `/proc/kallsyms` text (`KALLSYMS`), in
    /// order; pieces need not end at a line. The default ignores it.
    fn kallsyms(&mut self, _now: u64, _piece: &[u8]) {}
    /// The guest turns block recording on or off (`/sys/qemu_trace/state`).
    fn enable(&mut self, now: u64, on: bool);
    /// Whether block recording is on (what a read of `ENABLE` returns).
    fn recording(&self) -> bool;
    /// The guest asks the emulator to stop (`STOP_EMU`); the device also raises
    /// `SystemRequest::Stop`.
    fn stop(&mut self, now: u64);
    /// A method entry/exit word of the user page: `call_type` is the word index
    /// (0 enter, 1 exit, 2 exception, 4-6 the native forms), `pid` the current thread.
    fn method(&mut self, now: u64, addr: u32, pid: u32, call_type: u32);
    /// The guest prints something.
    fn print(&mut self, now: u64, what: &Print);
}

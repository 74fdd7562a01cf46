//! The goldfish `qemu_trace` device: the guest kernel's trace driver writes process
//! events (switch, fork, clone, exec, mmap, munmap, exit, names, symbols) to page 0,
//! user space writes method events to page 1; the device turns them into typed
//! [`TraceEvents`] calls. Reference: docs/android-qtrace-format.md §13 and guest/README.md.
//!
//! Departures from the Android device, on purpose:
//! - every pointer (paths, names, the argv buffer) is a guest *virtual* address read
//!   through the current page tables (Android read most of them as physical);
//! - a write to an unknown page-0 offset, a read of a page-0 register other than
//!   `ENABLE`, or an unreadable pointer is a guest error logged once, never an abort;
//! - the PrimeCell ID registers at the end of page 1 identify the device to the
//!   kernel's AMBA bus (Android's goldfish bus enumerated it instead).

pub mod events;
pub mod regs;
pub mod status;
mod strings;
#[cfg(test)]
mod tests;

use std::collections::HashSet;

use arm::bus::GuestMemory;
use arm::bus::{AccessSize, SystemRequest};

use crate::bus::Device;
pub use events::{Print, TraceEvents};
use regs::{off, PAGE, PRIMECELL_ID};
use strings::{read_buffer, read_cstr, split_argv};

/// Values latched by one register and used by the write that completes an event.
#[derive(Clone, Copy, Debug, Default)]
struct Latches {
    tgid: u32,
    init_pid: u32,
    vm_start: u32,
    vm_end: u32,
    vm_offset: u32,
    cmdline_len: u32,
    unmap_start: u32,
    dyn_sym_addr: u32,
    kallsyms_len: u32,
}

/// The trace device.
pub struct GoldfishTrace {
    events: Box<dyn TraceEvents + Send>,
    latch: Latches,
    /// The thread of the last `SWITCH` (the pid of `NAME` and method records).
    current_pid: u32,
    stop: bool,
    print_errors: bool,
    logged: HashSet<String>,
    errors: Vec<String>,
    /// Where the board maps the device (named in guest errors).
    base: u32,
}

impl std::fmt::Debug for GoldfishTrace {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GoldfishTrace")
            .field("current_pid", &self.current_pid)
            .field("errors", &self.errors.len())
            .finish_non_exhaustive()
    }
}

impl GoldfishTrace {
    /// A device that reports to `events`; with `print_errors` each guest error is also
    /// printed to stderr the first time it happens.
    pub fn new(events: Box<dyn TraceEvents + Send>, print_errors: bool) -> GoldfishTrace {
        GoldfishTrace {
            events,
            latch: Latches::default(),
            current_pid: 0,
            stop: false,
            print_errors,
            logged: HashSet::new(),
            errors: Vec::new(),
            base: regs::BASE,
        }
    }

    /// The device mapped at `base` rather than Versatile PB's [`regs::BASE`].
    pub fn at_base(mut self, base: u32) -> GoldfishTrace {
        self.base = base;
        self
    }

    /// The guest errors logged so far (each distinct one once).
    pub fn guest_errors(&self) -> &[String] {
        &self.errors
    }

    fn guest_error(&mut self, what: String) {
        crate::events::guest_error(self.base, &what);
        if self.logged.insert(what.clone()) {
            let line = format!("guest error: goldfish_trace: {what}");
            if self.print_errors {
                eprintln!("{line}");
            }
            self.errors.push(line);
        }
    }

    /// A NUL-terminated string the guest points `reg` at, or `None` (logged).
    fn string(&mut self, mem: Option<&dyn GuestMemory>, reg: u32, va: u32) -> Option<Vec<u8>> {
        let Some(mem) = mem else {
            self.guest_error(format!("{} written without a memory view", regs::name(reg)));
            return None;
        };
        match read_cstr(mem, va, PAGE as usize) {
            Ok(s) => {
                crate::events::goldfish_trace_string(
                    regs::name(reg),
                    va,
                    &String::from_utf8_lossy(&s),
                );
                Some(s)
            }
            Err(bad) => {
                self.guest_error(format!(
                    "{} points at {va:#010x}, unreadable at {bad:#010x}",
                    regs::name(reg)
                ));
                None
            }
        }
    }

    fn write_page0(&mut self, now: u64, offset: u32, value: u32, mem: Option<&dyn GuestMemory>) {
        let l = &mut self.latch;
        match offset {
            off::SWITCH => {
                self.current_pid = value;
                self.events.switch(now, value);
            }
            off::FORK => self.events.fork(now, l.tgid, value),
            off::CLONE => self.events.clone_thread(now, l.tgid, value),
            off::TGID => l.tgid = value,
            off::INIT_PID => l.init_pid = value,
            off::EXECVE_VMSTART => l.vm_start = value,
            off::EXECVE_VMEND => l.vm_end = value,
            off::EXECVE_OFFSET => l.vm_offset = value,
            off::CMDLINE_LEN => l.cmdline_len = value,
            off::UNMAP_START => l.unmap_start = value,
            off::DYN_SYM_ADDR => l.dyn_sym_addr = value,
            off::KALLSYMS_LEN => l.kallsyms_len = value,
            off::KALLSYMS => self.kallsyms(now, value, mem),
            off::EXIT => self.events.exit(now, value),
            off::UNMAP_END => {
                let start = l.unmap_start;
                self.events.munmap(now, start, value);
            }
            off::REMOVE_ADDR => self.events.remove_sym(now, value),
            off::PRINT_NUM_DEC => self.events.print(now, &Print::Dec(value)),
            off::PRINT_NUM_HEX => self.events.print(now, &Print::Hex(value)),
            off::ENABLE => match value {
                0 | 1 => self.events.enable(now, value == 1),
                // Other values are ignored, as on the Android device.
                _ => {}
            },
            off::STOP_EMU => {
                self.events.stop(now);
                self.stop = true;
            }
            off::CMDLINE => self.cmdline(now, value, mem),
            off::EXECVE_EXEPATH | off::MMAP_EXEPATH => {
                let Latches {
                    vm_start,
                    vm_end,
                    vm_offset,
                    ..
                } = *l;
                if let Some(path) = self.string(mem, offset, value) {
                    if offset == off::MMAP_EXEPATH {
                        self.events.mmap(now, vm_start, vm_end, vm_offset, &path);
                    } else {
                        self.events
                            .init_exec(now, vm_start, vm_end, vm_offset, &path);
                    }
                }
            }
            off::NAME => {
                if let Some(name) = self.string(mem, offset, value) {
                    let name = name.strip_suffix(b"\n").unwrap_or(&name);
                    self.events.name(now, self.current_pid, name);
                }
            }
            off::INIT_NAME => {
                let (tgid, pid) = (l.tgid, l.init_pid);
                if let Some(name) = self.string(mem, offset, value) {
                    self.events.init_name(now, tgid, pid, &name);
                }
            }
            off::DYN_SYM => {
                let addr = l.dyn_sym_addr;
                if let Some(name) = self.string(mem, offset, value) {
                    self.events.dyn_sym(now, addr, &name);
                }
            }
            off::PRINT_STR => {
                if let Some(s) = self.string(mem, offset, value) {
                    self.events.print(now, &Print::Str(s));
                }
            }
            _ => self.guest_error(format!(
                "write of {value:#x} to unknown offset {offset:#05x}"
            )),
        }
    }

    /// `CMDLINE`: `CMDLINE_LEN` bytes of NUL-separated arguments (bounded to a page).
    fn cmdline(&mut self, now: u64, va: u32, mem: Option<&dyn GuestMemory>) {
        let Some(mem) = mem else {
            self.guest_error("CMDLINE written without a memory view".to_string());
            return;
        };
        let mut len = self.latch.cmdline_len;
        if len > PAGE {
            self.guest_error(format!("CMDLINE_LEN {len} is over {PAGE}: truncated"));
            len = PAGE;
        }
        match read_buffer(mem, va, len as usize) {
            Ok(buf) => {
                let argv = split_argv(&buf);
                self.events.exec(now, &argv);
            }
            Err(bad) => self.guest_error(format!(
                "CMDLINE points at {va:#010x} (+{len}), unreadable at {bad:#010x}"
            )),
        }
    }

    /// `KALLSYMS`: `KALLSYMS_LEN` bytes of symbol text; a length over
    /// [`regs::KALLSYMS_MAX`] is refused whole (a cut piece would lose a line's middle).
    fn kallsyms(&mut self, now: u64, va: u32, mem: Option<&dyn GuestMemory>) {
        let Some(mem) = mem else {
            self.guest_error("KALLSYMS written without a memory view".to_string());
            return;
        };
        let len = self.latch.kallsyms_len;
        if len > regs::KALLSYMS_MAX {
            self.guest_error(format!(
                "KALLSYMS_LEN {len} is over {}: piece ignored",
                regs::KALLSYMS_MAX
            ));
            return;
        }
        match read_buffer(mem, va, len as usize) {
            Ok(buf) => self.events.kallsyms(now, &buf),
            Err(bad) => self.guest_error(format!(
                "KALLSYMS points at {va:#010x} (+{len}), unreadable at {bad:#010x}"
            )),
        }
    }

    fn write_reg(&mut self, now: u64, offset: u32, value: u32, mem: Option<&dyn GuestMemory>) {
        if offset < PAGE {
            self.write_page0(now, offset, value, mem);
        } else if (off::METHOD_BASE..off::METHOD_END).contains(&offset) {
            let call_type = (offset - off::METHOD_BASE) >> 2;
            self.events.method(now, value, self.current_pid, call_type);
        }
        // Other page-1 offsets are ignored, as on the Android device.
    }
}

/// Bounds on a saved device's error log (a damaged state cannot make the reader
/// allocate more).
const MAX_SAVED_ERRORS: usize = 1 << 20;
const MAX_SAVED_LINE: usize = 1 << 16;

/// The state without the event receiver: the latches, the current thread, the stop
/// request, the guest errors logged (in sorted order, so that equal states give
/// equal bytes), then the `KALLSYMS_LEN` latch.
impl crate::state::SaveState for GoldfishTrace {
    fn save(&self, w: &mut crate::state::StateWriter) {
        let l = &self.latch;
        w.u32s(&[
            l.tgid,
            l.init_pid,
            l.vm_start,
            l.vm_end,
            l.vm_offset,
            l.cmdline_len,
            l.unmap_start,
            l.dyn_sym_addr,
            self.current_pid,
        ]);
        w.bool(self.stop);
        let mut logged: Vec<&String> = self.logged.iter().collect();
        logged.sort();
        w.len(logged.len());
        for s in logged {
            w.str(s);
        }
        w.len(self.errors.len());
        for s in &self.errors {
            w.str(s);
        }
        w.u32(self.latch.kallsyms_len);
    }
    fn load(&mut self, r: &mut crate::state::StateReader) -> Result<(), crate::state::StateError> {
        let mut v = [0; 9];
        r.u32s(&mut v, "trace device latches")?;
        let l = &mut self.latch;
        [
            l.tgid,
            l.init_pid,
            l.vm_start,
            l.vm_end,
            l.vm_offset,
            l.cmdline_len,
            l.unmap_start,
            l.dyn_sym_addr,
            self.current_pid,
        ] = v;
        self.stop = r.bool("trace device stop")?;
        let mut strings = |what| {
            let n = r.len(MAX_SAVED_ERRORS, what)?;
            (0..n)
                .map(|_| r.string(MAX_SAVED_LINE, what))
                .collect::<Result<Vec<_>, _>>()
        };
        self.logged = strings("trace device errors logged")?.into_iter().collect();
        self.errors = strings("trace device errors")?;
        // Added after the others: a state saved before it has none.
        self.latch.kallsyms_len = if r.remaining() >= 4 {
            r.u32("trace device KALLSYMS_LEN")?
        } else {
            0
        };
        Ok(())
    }
}

impl Device for GoldfishTrace {
    crate::saved_state!();

    fn trace(&self) -> &'static crate::events::RegTrace {
        &crate::events::GOLDFISH_TRACE
    }

    fn read(&mut self, _now: u64, offset: u32, _size: AccessSize) -> u32 {
        if offset == off::ENABLE {
            return u32::from(self.events.recording());
        }
        if (off::ID_BASE..off::ID_BASE + 32).contains(&offset) {
            return u32::from(PRIMECELL_ID[((offset - off::ID_BASE) / 4) as usize]);
        }
        if offset < PAGE {
            self.guest_error(format!(
                "read of write-only register {} ({offset:#05x})",
                regs::name(offset)
            ));
        }
        0
    }

    fn write(&mut self, now: u64, offset: u32, _size: AccessSize, value: u32) {
        self.write_reg(now, offset, value, None);
    }

    fn write_with_memory(
        &mut self,
        now: u64,
        offset: u32,
        _size: AccessSize,
        value: u32,
        mem: &mut dyn GuestMemory,
    ) {
        self.write_reg(now, offset, value, Some(&*mem));
    }

    fn take_request(&mut self) -> Option<SystemRequest> {
        std::mem::take(&mut self.stop).then_some(SystemRequest::Stop)
    }
}

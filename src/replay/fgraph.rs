//! The function graph of a replay window (`--function-graph FILE`), in the text form
//! of Linux's ftrace `function_graph` tracer (with its `funcgraph-abstime`,
//! `funcgraph-proc` and `funcgraph-tail` options):
//!
//! ```text
//!     TIME      CPU  TASK/PID        DURATION                  FUNCTION CALLS
//!  0.500000125 |  0)    sh-56     |               |  do_sys_open() {
//!  0.500000160 |  0)    sh-56     |   0.175 us    |    getname();
//!  0.500001025 |  0)    sh-56     |   0.900 us    |  } /* do_sys_open */
//! ```
//!
//! Calls and returns come from the instructions themselves, not from guesses: a
//! BL/BLX opens a call that returns at the first later transfer of control to its
//! link address on the same thread; an exception opens a frame (`exception_irq()` ...)
//! that closes when control comes back to its return address in the interrupted mode;
//! frames above a returning one are closed with it (unwound). Each thread (the trace
//! device's context switches) has its own stack of open calls. Durations are guest
//! time at the recorded machine's tick rate (200 MHz on versatilepb, 1 GHz on virt).
//!
//! Names ([`Names`]): kernel addresses from the kernel's ELF (`vmlinux`, or a
//! bare-metal program's ELF) or, without one, from the trace's `kallsyms` (a stock
//! kernel's symbols, modules included); user addresses from the files each thread
//! maps (qtools' process model fed the trace's process events up to each instruction,
//! the ELF symbols under the guest's root file system; Thumb functions with bit 0
//! cleared).

use std::collections::{HashMap, VecDeque};
use std::fmt::Write as _;
use std::io::Write;
use std::path::Path;
use std::sync::Arc;

use arm::exception::Exception;
use arm::insn::Branch;
use arm::observe::{ExceptionEntry, Executed};
use arm::{CpuState, Mode, Op};

use qtools::model::Model;
use tracefmt::compact::{CompactReader, Decoded};
use tracefmt::record::{Process, TIME_BASE};

use super::pids::Threads;
use super::window::Detail;

/// Function names by address (an ELF's function symbols).
#[derive(Debug, Default)]
pub struct Symbols {
    /// (address, name), sorted.
    syms: Vec<(u32, String)>,
}

impl Symbols {
    /// The function and object symbols of the ELF file `data` (none if it has none).
    pub fn from_elf(data: &[u8]) -> Symbols {
        use object::{Object, ObjectSymbol, SymbolKind};
        let Ok(file) = object::File::parse(data) else {
            return Symbols::default();
        };
        let mut syms: Vec<(u32, String)> = file
            .symbols()
            .filter(|s| s.kind() == SymbolKind::Text)
            .filter_map(|s| {
                let name = s.name().ok()?;
                (!name.is_empty() && !name.starts_with('$'))
                    .then(|| ((s.address() as u32) & !1, name.to_string()))
            })
            .collect();
        // One name per address: fewer leading underscores, then the shorter name
        // (`mmiocpy` rather than its alias `__memcpy`).
        let rank = |n: &str| (n.len() - n.trim_start_matches('_').len(), n.len());
        syms.sort_by(|a, b| (a.0, rank(&a.1), &a.1).cmp(&(b.0, rank(&b.1), &b.1)));
        syms.dedup_by_key(|s| s.0);
        Symbols { syms }
    }

    /// The kernel's and its modules' text symbols of a trace's `kallsyms`.
    pub fn from_kallsyms(k: &qtools::kallsyms::Kallsyms) -> Symbols {
        let mut syms: Vec<(u32, String)> = k
            .kernel
            .iter()
            .chain(k.modules.iter().flat_map(|m| m.symbols.iter()))
            .map(|s| (s.addr, s.name.clone()))
            .collect();
        syms.sort();
        syms.dedup_by_key(|s| s.0);
        Symbols { syms }
    }

    /// Whether `addr` is the first address of a symbol.
    pub fn is_entry(&self, addr: u32) -> bool {
        self.syms.binary_search_by_key(&addr, |s| s.0).is_ok()
    }

    /// `name` for a symbol's own address, `name+0xoff` inside it, the hex address
    /// without symbols.
    pub fn name(&self, addr: u32) -> String {
        match self.syms.partition_point(|s| s.0 <= addr) {
            0 => format!("0x{addr:08x}"),
            n => {
                let (a, name) = &self.syms[n - 1];
                if *a == addr {
                    name.clone()
                } else {
                    format!("{name}+0x{:x}", addr - a)
                }
            }
        }
    }
}

/// User-space names: qtools' process model, given the trace's process events as the
/// window's time reaches them.
struct UserNames {
    model: Model,
    /// Process events not yet applied, in time order (trace time: ticks + `TIME_BASE`).
    pending: VecDeque<Process>,
}

/// The names of a window's addresses (see the module's documentation).
pub struct Names {
    kernel: Symbols,
    user: Option<UserNames>,
}

impl Names {
    /// Names for a window ending at tick `to` of the compact trace `trace`: the
    /// kernel's from `elf` (its ELF, or a bare-metal program's), else from the trace's
    /// `kallsyms`; user space's from the files each thread maps, read under `root`.
    pub fn for_trace(
        trace: &Path,
        elf: Option<Symbols>,
        root: &Path,
        to: u64,
    ) -> anyhow::Result<Names> {
        let kernel = match elf {
            Some(s) => s,
            None => qtools::kallsyms::Kallsyms::load(trace)
                .map(|k| Symbols::from_kallsyms(&k))
                .unwrap_or_default(),
        };
        Ok(Names {
            kernel,
            user: Some(UserNames {
                model: Model::new(None, root),
                pending: process_events(trace, to)?,
            }),
        })
    }

    /// Applies the process events up to `tick`.
    fn advance(&mut self, tick: u64) {
        let Some(u) = &mut self.user else {
            return;
        };
        let now = tick.saturating_add(TIME_BASE);
        while u.pending.front().is_some_and(|p| p.time <= now) {
            let p = u.pending.pop_front().expect("checked above");
            if let Some(ev) = super::locate::pid_event(&p.event) {
                u.model.apply(p.time, &ev);
            }
        }
    }

    /// The function at a user address of thread `pid` and the offset into it.
    fn user(&mut self, pid: u32, addr: u32) -> Option<(String, u32)> {
        if addr >= qtools::model::KERNEL_BASE {
            return None;
        }
        let u = self.user.as_mut()?;
        let (f, off) = u.model.resolve(pid, addr);
        (f != qtools::model::UNKNOWN).then(|| (u.model.name(f).to_string(), off))
    }

    /// `name`, `name+0xoff` or the hex address of `addr` in thread `pid`.
    pub fn name(&mut self, pid: u32, addr: u32) -> String {
        match self.user(pid, addr) {
            Some((name, 0)) => name,
            Some((name, off)) => format!("{name}+0x{off:x}"),
            None => self.kernel.name(addr),
        }
    }

    /// Whether `addr` is the first address of a function in thread `pid`.
    pub fn is_entry(&mut self, pid: u32, addr: u32) -> bool {
        match self.user(pid, addr) {
            Some((_, off)) => off == 0,
            None => self.kernel.is_entry(addr),
        }
    }
}

/// The process events of the compact trace `trace` up to tick `to`, in time order.
fn process_events(trace: &Path, to: u64) -> anyhow::Result<VecDeque<Process>> {
    let reader = CompactReader::open(trace)
        .map_err(|e| anyhow::anyhow!("{}: not a readable compact trace: {e}", trace.display()))?;
    let limit = to.saturating_add(TIME_BASE);
    let mut events = VecDeque::new();
    super::locate::for_each_chunk(&reader, |out| {
        for d in out {
            if let Decoded::Process(p) = d {
                if p.time > limit {
                    return false;
                }
                events.push_back(p.clone());
            }
        }
        true
    })?;
    Ok(events)
}

/// An open call or exception.
struct Frame {
    name: String,
    /// Where it returns to (bit 0 clear).
    ret: u32,
    /// For an exception: the mode it returns to.
    mode: Option<Mode>,
    start: u64,
    /// Whether its entry line is out (it has children, or a switch came).
    printed: bool,
}

/// The function-graph output.
pub struct FunctionGraph<W: Write> {
    out: W,
    names: Names,
    /// Ticks per second of the recorded machine.
    tick_hz: u64,
    threads: Arc<Threads>,
    stacks: HashMap<u32, Vec<Frame>>,
    pid: u32,
    text: String,
    lines: u64,
    error: Option<std::io::Error>,
}

fn exception_name(kind: Exception) -> &'static str {
    match kind {
        Exception::Reset => "exception_reset",
        Exception::Undefined => "exception_undef",
        Exception::Swi => "exception_svc",
        Exception::PrefetchAbort => "exception_pabt",
        Exception::DataAbort => "exception_dabt",
        Exception::Irq => "exception_irq",
        Exception::Fiq => "exception_fiq",
    }
}

impl<W: Write> FunctionGraph<W> {
    /// A function graph on `out`, naming addresses with `names` (addresses that name
    /// nothing stay hex), with durations at `tick_hz` ticks per second.
    pub fn new(out: W, names: Names, threads: Arc<Threads>, tick_hz: u64) -> FunctionGraph<W> {
        let mut g = FunctionGraph {
            out,
            names,
            tick_hz,
            threads,
            stacks: HashMap::new(),
            pid: 0,
            text: String::with_capacity(1 << 16),
            lines: 0,
            error: None,
        };
        g.text.push_str(
            "# tracer: function_graph\n#\n#     TIME       CPU  TASK/PID          DURATION                  FUNCTION CALLS\n#      |         |     |    |            |   |                     |   |   |   |\n",
        );
        g
    }

    /// Guest seconds at `tick`.
    fn secs(&self, tick: u64) -> f64 {
        tick as f64 / self.tick_hz as f64
    }

    fn stack(&mut self) -> &mut Vec<Frame> {
        self.stacks.entry(self.pid).or_default()
    }

    /// One line: time, CPU, task, duration (or blank), indented text.
    fn line(&mut self, tick: u64, duration: Option<u64>, depth: usize, what: &str) {
        let task = format!("{}-{}", self.threads.name(self.pid), self.pid);
        let _ = write!(self.text, "{:>12.9} |  0) {task:>14} | ", self.secs(tick));
        match duration {
            Some(t) => {
                let us = t as f64 * 1e6 / self.tick_hz as f64;
                let mark = match us {
                    u if u > 1e6 => '$',
                    u if u > 1e5 => '@',
                    u if u > 1e4 => '*',
                    u if u > 1e3 => '#',
                    u if u > 1e2 => '!',
                    u if u > 1e1 => '+',
                    _ => ' ',
                };
                let _ = write!(self.text, "{mark}{us:>9.3} us  |  ");
            }
            None => self.text.push_str("              |  "),
        }
        for _ in 0..depth {
            self.text.push_str("  ");
        }
        self.text.push_str(what);
        self.text.push('\n');
        self.lines += 1;
        if self.text.len() > 1 << 16 {
            self.flush_text();
        }
    }

    fn flush_text(&mut self) {
        if self.error.is_none() {
            if let Err(e) = self.out.write_all(self.text.as_bytes()) {
                self.error = Some(e);
            }
        }
        self.text.clear();
    }

    /// Prints the entry line of the innermost open frame if it is still pending.
    fn open_pending(&mut self) {
        let depth = self.stack().len();
        if let Some(f) = self.stack().last_mut() {
            if !f.printed {
                f.printed = true;
                let (tick, what) = (f.start, format!("{}() {{", f.name));
                self.line(tick, None, depth - 1, &what);
            }
        }
    }

    fn push(&mut self, f: Frame) {
        self.open_pending();
        self.stack().push(f);
    }

    /// Closes the frames from index `i` up, at `tick`.
    fn close_from(&mut self, i: usize, tick: u64) {
        while self.stack().len() > i {
            let depth = self.stack().len() - 1;
            let Some(f) = self.stack().pop() else {
                break;
            };
            let d = tick.saturating_sub(f.start);
            if f.printed {
                self.line(tick, Some(d), depth, &format!("}} /* {} */", f.name));
            } else {
                self.line(f.start, Some(d), depth, &format!("{}();", f.name));
            }
        }
    }

    fn name(&mut self, addr: u32) -> String {
        self.names.name(self.pid, addr)
    }

    fn exception_frame(&mut self, e: &ExceptionEntry, from: Mode) {
        self.push(Frame {
            name: exception_name(e.kind).to_string(),
            ret: e.return_addr() & !1,
            mode: Some(from),
            start: e.tick,
            printed: false,
        });
    }
}

/// Whether `insn` is a call (a branch that writes the link register).
fn is_call(op: &Op) -> bool {
    matches!(
        op,
        Op::Branch(Branch { link: true, .. })
            | Op::BlxImm(_)
            | Op::BlxReg(_)
            | Op::ThumbBlSuffix(_)
    )
}

impl<W: Write> Detail for FunctionGraph<W> {
    fn executed(&mut self, e: &Executed) {
        self.names.advance(e.tick);
        if !e.passed {
            return;
        }
        let end = e.tick + 1;
        if let Some(x) = &e.exception {
            self.exception_frame(x, e.before.mode());
            return;
        }
        let target = e.after.r[15];
        if is_call(&e.insn.op) {
            let name = self.name(target);
            self.push(Frame {
                name,
                ret: e.after.r[14] & !1,
                mode: None,
                start: e.tick,
                printed: false,
            });
            return;
        }
        if target == e.addr.wrapping_add(e.size()) {
            return;
        }
        let mode = e.after.mode();
        let found = self
            .stack()
            .iter()
            .rposition(|f| f.ret == target && f.mode.is_none_or(|m| m == mode));
        if let Some(mut i) = found {
            // Tail calls share their caller's return address: they return together.
            while i > 0 && self.stack()[i - 1].ret == target && self.stack()[i - 1].mode.is_none() {
                i -= 1;
            }
            self.close_from(i, end);
            return;
        }
        // A branch without link to another function's first instruction, from inside
        // a call: a tail call, which returns where its caller would have.
        if matches!(e.insn.op, Op::Branch(Branch { link: false, .. }))
            && self.names.is_entry(self.pid, target)
        {
            let top = self.stack().last().map(|f| (f.ret, f.mode));
            if let Some((ret, None)) = top {
                let name = self.name(target);
                self.push(Frame {
                    name,
                    ret,
                    mode: None,
                    start: e.tick,
                    printed: false,
                });
            }
        }
    }

    fn exception(&mut self, e: &ExceptionEntry, before: &CpuState, _after: &CpuState) {
        self.exception_frame(e, before.mode());
    }

    fn start(&mut self, _tick: u64, pid: u32) {
        self.pid = pid;
    }

    fn switch(&mut self, tick: u64, pid: u32) {
        if pid == self.pid {
            return;
        }
        self.open_pending();
        let from = format!("{}-{}", self.threads.name(self.pid), self.pid);
        let to = format!("{}-{}", self.threads.name(pid), pid);
        let _ = write!(
            self.text,
            " ------------------------------------------\n {:>12.9} |  0) {from:>14} => {to:<14}\n ------------------------------------------\n",
            self.secs(tick)
        );
        self.pid = pid;
    }

    fn finish(mut self: Box<Self>, _instructions: u64) -> anyhow::Result<String> {
        // Calls still open are left open, as ftrace leaves them at the end of a buffer.
        let pids: Vec<u32> = self.stacks.keys().copied().collect();
        let open: usize = pids.iter().map(|p| self.stacks[p].len()).sum();
        self.open_pending();
        self.flush_text();
        if let Some(e) = self.error.take() {
            anyhow::bail!("cannot write the function graph: {e}");
        }
        self.out
            .flush()
            .map_err(|e| anyhow::anyhow!("cannot write the function graph: {e}"))?;
        Ok(format!(
            "function graph: {} lines, {} threads, {open} calls still open at the end",
            self.lines,
            pids.len()
        ))
    }
}

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
//! time: a tick is 1e9 / `devices::CPU_HZ` ns.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Write;
use std::sync::Arc;

use arm::exception::Exception;
use arm::insn::Branch;
use arm::observe::{ExceptionEntry, Executed};
use arm::{CpuState, Mode, Op};

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
    kernel: Symbols,
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

/// Guest seconds at `tick`.
fn secs(tick: u64) -> f64 {
    tick as f64 / devices::CPU_HZ as f64
}

impl<W: Write> FunctionGraph<W> {
    /// A function graph on `out`, naming addresses from `kernel` (vmlinux, or a
    /// bare-metal program's ELF); addresses below its first symbol stay hex.
    pub fn new(out: W, kernel: Symbols, threads: Arc<Threads>) -> FunctionGraph<W> {
        let mut g = FunctionGraph {
            out,
            kernel,
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

    fn stack(&mut self) -> &mut Vec<Frame> {
        self.stacks.entry(self.pid).or_default()
    }

    /// One line: time, CPU, task, duration (or blank), indented text.
    fn line(&mut self, tick: u64, duration: Option<u64>, depth: usize, what: &str) {
        let task = format!("{}-{}", self.threads.name(self.pid), self.pid);
        let _ = write!(self.text, "{:>12.9} |  0) {task:>14} | ", secs(tick));
        match duration {
            Some(t) => {
                let us = t as f64 * 1e6 / devices::CPU_HZ as f64;
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

    fn name(&self, addr: u32) -> String {
        self.kernel.name(addr)
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
            && self.kernel.is_entry(target)
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
            secs(tick)
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

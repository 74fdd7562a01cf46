//! The memory-reference trace of a replay window (`--memtrace FILE`): every
//! instruction fetch and data access, with markers for context switches, exceptions,
//! system calls and time, written through `tracefmt::memtrace::MemtraceWriter`.

use std::io::Write;

use arm::exception::Exception;
use arm::insn::Swi;
use arm::observe::{ExceptionEntry, Executed};
use arm::{CpuState, Op};
use tracefmt::memtrace::{MemRef, MemtraceWriter, VERSION, VERSION_2};

use super::window::Detail;

/// A writer that counts the bytes going through it.
struct Counted<W: Write> {
    inner: W,
    bytes: u64,
}

impl<W: Write> Write for Counted<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.bytes += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// The memory-reference output.
pub struct Memrefs<W: Write> {
    out: MemtraceWriter<Counted<W>>,
    /// Records written (all kinds) and of them the references (fetches and accesses).
    records: u64,
    refs: u64,
    /// The address a sequential successor of the last instruction has (`None` after an
    /// exception between instructions): anything else starts a block, which gets a
    /// time stamp.
    next: Option<u32>,
    error: Option<std::io::Error>,
}

impl<W: Write> Memrefs<W> {
    /// Starts the trace (its header) on `out`: format version 3, which says which 4-byte
    /// fetches are Thumb-2, when the recorded CPU has Thumb-2 (`thumb2`); else version 2,
    /// as before (the ARM926's memory traces stay byte for byte what they were).
    pub fn new(out: W, thumb2: bool) -> std::io::Result<Memrefs<W>> {
        let version = if thumb2 { VERSION } else { VERSION_2 };
        Ok(Memrefs {
            out: MemtraceWriter::with_version(
                Counted {
                    inner: out,
                    bytes: 0,
                },
                version,
            )?,
            records: 0,
            refs: 0,
            next: None,
            error: None,
        })
    }

    fn push(&mut self, r: MemRef) {
        self.records += 1;
        if self.error.is_none() {
            if let Err(e) = self.out.push(&r) {
                self.error = Some(e);
            }
        }
    }

    fn exception_marker(&mut self, x: &ExceptionEntry) {
        self.push(MemRef::Exception {
            tick: x.tick,
            pc: x.addr,
            vector: x.vector,
        });
    }
}

/// The system call number of an SWI executed with state `before`: r7 for the EABI
/// (`SWI 0`), the immediate's low 20 bits for the old ABI (`SWI 0x900000 + n`).
fn syscall_number(op: &Op, before: &CpuState) -> u32 {
    match *op {
        Op::Swi(Swi { imm }) if imm & 0xff_ffff != 0 => imm & 0xf_ffff,
        _ => before.r[7],
    }
}

impl<W: Write> Detail for Memrefs<W> {
    fn executed(&mut self, e: &Executed) {
        if self.next != Some(e.addr) {
            self.push(MemRef::Tick { tick: e.tick });
        }
        // A 32-bit Thumb-2 instruction is one 4-byte Thumb fetch whose encoding is the
        // first halfword in the high half, as the Tarmac writes it.
        let size = e.size();
        self.push(MemRef::Fetch {
            pc: e.addr,
            paddr: e.paddr,
            size: size as u8,
            encoding: e.raw,
            thumb: e.thumb,
        });
        for m in e.mem {
            let r = if m.write {
                MemRef::Write {
                    pc: e.addr,
                    vaddr: m.vaddr,
                    paddr: m.paddr,
                    size: m.size,
                }
            } else {
                MemRef::Read {
                    pc: e.addr,
                    vaddr: m.vaddr,
                    paddr: m.paddr,
                    size: m.size,
                }
            };
            self.push(r);
        }
        self.refs += 1 + e.mem.len() as u64;
        self.next = Some(e.addr.wrapping_add(size));
        if let Some(x) = &e.exception {
            self.exception_marker(x);
            if x.kind == Exception::Swi {
                self.push(MemRef::Syscall {
                    tick: x.tick,
                    number: syscall_number(&e.insn.op, e.before),
                });
            }
            self.next = None;
        }
    }

    fn exception(&mut self, e: &ExceptionEntry, _before: &CpuState, _after: &CpuState) {
        self.exception_marker(e);
        self.next = None;
    }

    fn start(&mut self, tick: u64, pid: u32) {
        self.push(MemRef::Switch { tick, pid });
    }

    fn switch(&mut self, tick: u64, pid: u32) {
        self.push(MemRef::Switch { tick, pid });
    }

    fn finish(self: Box<Self>, _instructions: u64) -> anyhow::Result<String> {
        let this = *self;
        if let Some(e) = this.error {
            anyhow::bail!("cannot write the memory trace: {e}");
        }
        let mut out = this
            .out
            .finish()
            .map_err(|e| anyhow::anyhow!("cannot write the memory trace: {e}"))?;
        out.flush()
            .map_err(|e| anyhow::anyhow!("cannot write the memory trace: {e}"))?;
        Ok(format!(
            "memtrace: {} references ({} records), {} bytes ({:.2} bytes/reference)",
            this.refs,
            this.records,
            out.bytes,
            out.bytes as f64 / this.refs.max(1) as f64
        ))
    }
}

//! Tarmac text output of a replay window, in the AArch32 line forms Arm's Tarmac
//! Trace Utilities read (`tarmac-calltree`, `tarmac-profile`, ...):
//!
//! ```text
//! <tick> clk IT (<n>) <addr> <encoding> A|T <mode> : <disassembly>     executed
//! <tick> clk IS (<n>) ...                                               condition failed
//! <tick> clk MR<size>|MW<size> <vaddr>:<paddr> <data>                   data access
//! <tick> clk E <return address> <vector> <name>                         exception taken
//! <tick> clk R <register> <value>                                       register written
//! ```
//!
//! Every line of an instruction carries its tick. Encodings keep their width (8 hex
//! digits in ARM state, 4 in Thumb state: a Thumb BL pair is two records). Registers
//! are named by bank (`r13_svc`, `r8_fiq`, `spsr_irq`); the tools fold the banks onto
//! one r13/r14, so on every change of bank the new bank's r13 and r14 are written
//! again, after the CPSR.

use std::collections::HashMap;
use std::io::Write;

use arm::insn::{ThumbBlPrefix, ThumbBlSuffix};
use arm::observe::{
    r13_index, reg_name, visible_index, written, ExceptionEntry, Executed, RegFile,
};
use arm::{CpuState, Mode, Op};

use super::text::{push_dec, push_hex};
use super::window::Detail;
use crate::disasm::GuestDisasm;

/// Bytes buffered before they go to the output.
const FLUSH_AT: usize = 1 << 20;

/// The Tarmac writer.
pub struct Tarmac<W: Write> {
    out: W,
    buf: Vec<u8>,
    disasm: GuestDisasm,
    /// Disassembly text by (address, encoding, Thumb).
    texts: HashMap<(u32, u32, bool), Box<str>>,
    count: u64,
    bytes: u64,
    error: Option<std::io::Error>,
}

/// The mode's name in the instruction lines.
fn mode_name(m: Mode) -> &'static str {
    match m {
        Mode::User => "usr",
        Mode::Fiq => "fiq",
        Mode::Irq => "irq",
        Mode::Svc => "svc",
        Mode::Abort => "abt",
        Mode::Undef => "und",
        Mode::System => "sys",
    }
}

/// The name an `E` line gives an exception.
fn exception_name(e: &ExceptionEntry) -> &'static str {
    use arm::exception::Exception::*;
    match e.kind {
        Reset => "Reset",
        Undefined => "UndefinedInstruction",
        Swi => "SVC",
        PrefetchAbort => "PrefetchAbort",
        DataAbort => "DataAbort",
        Irq => "IRQ",
        Fiq => "FIQ",
    }
}

impl<W: Write> Tarmac<W> {
    /// A writer to `out`.
    pub fn new(out: W, profile: isa::Profile) -> Tarmac<W> {
        Tarmac {
            out,
            buf: Vec::with_capacity(FLUSH_AT + 4096),
            disasm: GuestDisasm::for_profile(profile),
            texts: HashMap::new(),
            count: 0,
            bytes: 0,
            error: None,
        }
    }

    fn stamp(&mut self, tick: u64) {
        push_dec(&mut self.buf, tick);
        self.buf.extend_from_slice(b" clk ");
    }

    fn flush_if_full(&mut self) {
        if self.buf.len() >= FLUSH_AT {
            self.flush_buf();
        }
    }

    fn flush_buf(&mut self) {
        if self.error.is_none() {
            if let Err(e) = self.out.write_all(&self.buf) {
                self.error = Some(e);
            }
        }
        self.bytes += self.buf.len() as u64;
        self.buf.clear();
    }

    /// The disassembly column of `e`.
    fn text(&mut self, e: &Executed) -> Box<str> {
        // The halves of a Thumb BL pair, each with what it does on its own.
        match e.insn.op {
            Op::ThumbBlPrefix(ThumbBlPrefix { offset }) => {
                let lr = e.addr.wrapping_add(4).wrapping_add(offset as u32);
                return format!("BL       (first half: lr = 0x{lr:08x})").into();
            }
            Op::ThumbBlSuffix(ThumbBlSuffix { exchange, offset }) => {
                let mut target = e.before.r[14].wrapping_add(offset);
                if exchange {
                    target &= !3;
                }
                let m = if exchange { "BLX" } else { "BL" };
                return format!("{m:<8} 0x{target:08x} (second half)").into();
            }
            _ => {}
        }
        let key = (e.addr, e.raw, e.thumb);
        if let Some(t) = self.texts.get(&key) {
            return t.clone();
        }
        let t: Box<str> = match self.disasm.one(e.addr, e.raw, e.thumb) {
            Some((m, ops)) if ops.is_empty() => m.to_uppercase().into(),
            Some((m, ops)) => format!("{:<8} {ops}", m.to_uppercase()).into(),
            None => "UNDEFINED".into(),
        };
        self.texts.insert(key, t.clone());
        t
    }

    fn reg_line(&mut self, tick: u64, name: &str, value: u32) {
        self.stamp(tick);
        self.buf.extend_from_slice(b"R ");
        self.buf.extend_from_slice(name.as_bytes());
        self.buf.push(b' ');
        push_hex(&mut self.buf, value, 8);
        self.buf.push(b'\n');
    }

    /// The `R` lines for the change from `before` to `after`: registers written
    /// (`written`: bit `r` for r0-r14 as the instruction's mode sees them, see
    /// [`arm::observe::written`]) or changed (banked copies by name), SPSRs, the
    /// CPSR, then on a change of bank the new bank's r13 and r14.
    fn reg_lines(
        &mut self,
        tick: u64,
        before: &CpuState,
        after: &CpuState,
        (written, cpsr_written): (u16, bool),
    ) {
        let (b, a) = (RegFile::of(before), RegFile::of(after));
        let mut forced = 0u64;
        let mode = before.mode();
        for r in 0..15 {
            if written & (1 << r) != 0 {
                forced |= 1 << visible_index(mode, r);
            }
        }
        let new_bank = after.mode().bank();
        let switched = before.mode().bank() != new_bank;
        let (r13_new, r14_new) = (r13_index(new_bank), r13_index(new_bank) + 1);
        for i in 0..arm::observe::CPSR_INDEX {
            if (a.0[i] != b.0[i] || forced & (1 << i) != 0)
                && !(switched && (i == r13_new || i == r14_new))
            {
                self.reg_line(tick, reg_name(i), a.0[i]);
            }
        }
        let c = arm::observe::CPSR_INDEX;
        if a.0[c] != b.0[c] || cpsr_written {
            self.reg_line(tick, "cpsr", a.0[c]);
        }
        if switched {
            self.reg_line(tick, reg_name(r13_new), a.0[r13_new]);
            self.reg_line(tick, reg_name(r14_new), a.0[r14_new]);
        }
    }

    fn exception_line(&mut self, e: &ExceptionEntry) {
        self.stamp(e.tick);
        self.buf.extend_from_slice(b"E ");
        push_hex(&mut self.buf, e.return_addr(), 8);
        self.buf.push(b' ');
        push_hex(&mut self.buf, e.vector, 8);
        self.buf.push(b' ');
        self.buf.extend_from_slice(exception_name(e).as_bytes());
        self.buf.push(b'\n');
    }

    /// The bytes written so far.
    pub fn bytes(&self) -> u64 {
        self.bytes + self.buf.len() as u64
    }

    /// Writes what is buffered; gives the output back.
    pub fn into_inner(mut self) -> std::io::Result<W> {
        self.flush_buf();
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        self.out.flush()?;
        Ok(self.out)
    }
}

impl<W: Write> Detail for Tarmac<W> {
    fn executed(&mut self, e: &Executed) {
        self.count += 1;
        let text = self.text(e);
        self.stamp(e.tick);
        self.buf
            .extend_from_slice(if e.passed { b"IT (" } else { b"IS (" });
        push_dec(&mut self.buf, self.count);
        self.buf.extend_from_slice(b") ");
        push_hex(&mut self.buf, e.addr, 8);
        self.buf.push(b' ');
        // Arm's tools take the width from the digits: 4 for a 16-bit Thumb instruction,
        // 8 for ARM and for a 32-bit Thumb one (first halfword first).
        let digits = if e.thumb && e.raw >> 16 == 0 { 4 } else { 8 };
        push_hex(&mut self.buf, e.raw, digits);
        self.buf
            .extend_from_slice(if e.thumb { b" T " } else { b" A " });
        self.buf.extend_from_slice(mode_name(e.mode()).as_bytes());
        self.buf.extend_from_slice(b" : ");
        self.buf.extend_from_slice(text.as_bytes());
        self.buf.push(b'\n');
        for m in e.mem {
            self.stamp(e.tick);
            self.buf
                .extend_from_slice(if m.write { b"MW" } else { b"MR" });
            push_dec(&mut self.buf, u64::from(m.size));
            self.buf.push(b' ');
            push_hex(&mut self.buf, m.vaddr, 8);
            self.buf.push(b':');
            push_hex(&mut self.buf, m.paddr, 8);
            self.buf.push(b' ');
            push_hex(&mut self.buf, m.value, 2 * usize::from(m.size));
            self.buf.push(b'\n');
        }
        if let Some(x) = &e.exception {
            self.exception_line(x);
        }
        if e.passed {
            // An instruction that raised an exception wrote nothing of its own.
            let written = match e.exception {
                Some(_) => (0, false),
                None => written(e.insn),
            };
            self.reg_lines(e.tick, e.before, e.after, written);
        }
        self.flush_if_full();
    }

    fn exception(&mut self, e: &ExceptionEntry, before: &CpuState, after: &CpuState) {
        self.exception_line(e);
        self.reg_lines(e.tick, before, after, (0, false));
        self.flush_if_full();
    }

    fn finish(self: Box<Self>, instructions: u64) -> anyhow::Result<String> {
        let bytes = self.bytes();
        self.into_inner()
            .map_err(|e| anyhow::anyhow!("cannot write the Tarmac output: {e}"))?;
        Ok(format!(
            "Tarmac: {instructions} instructions, {bytes} bytes ({:.1} bytes/instruction)",
            bytes as f64 / instructions.max(1) as f64
        ))
    }
}

//! ARM PrimeCell PL011 UART (ARM DDI 0183G).
//!
//! Transmission is instantaneous: a byte written to UARTDR goes straight to the
//! output sink, the transmit FIFO always reads as empty, and the transmit
//! interrupt is raised after each write (QEMU 7.2's behaviour: the FIFO drains
//! at once, crossing its trigger level). Received bytes wait in a host-side
//! queue and enter the 16-entry receive FIFO (1 entry with FIFOs disabled) as
//! space frees up.
//!
//! Departures, all as in QEMU: the receive interrupt is raised as soon as one
//! byte is in the FIFO (there is no receive timeout, so the trigger level is
//! taken as 1 and UARTIFLS is only stored); bytes are sent even while UARTEN or
//! TXE is clear; line-control, baud and DMA registers are stored and have no
//! effect; there are no receive errors, so UARTRSR reads zero.

use std::collections::VecDeque;
use std::io::Write;
use std::sync::{Arc, Mutex};

use crate::bus::Device;
use crate::primecell::{read_id, PL011};
use arm::AccessSize;

/// Register offsets (TRM table 3-1).
pub mod reg {
    pub const DR: u32 = 0x000;
    /// UARTRSR (read) / UARTECR (write).
    pub const RSR: u32 = 0x004;
    pub const FR: u32 = 0x018;
    pub const ILPR: u32 = 0x020;
    pub const IBRD: u32 = 0x024;
    pub const FBRD: u32 = 0x028;
    pub const LCR_H: u32 = 0x02c;
    pub const CR: u32 = 0x030;
    pub const IFLS: u32 = 0x034;
    pub const IMSC: u32 = 0x038;
    pub const RIS: u32 = 0x03c;
    pub const MIS: u32 = 0x040;
    pub const ICR: u32 = 0x044;
    pub const DMACR: u32 = 0x048;
}

/// The data-sheet name of the register at `offset` (trace events).
pub fn reg_name(offset: u32, write: bool) -> &'static str {
    match offset {
        reg::DR => "UARTDR",
        reg::RSR if write => "UARTECR",
        reg::RSR => "UARTRSR",
        reg::FR => "UARTFR",
        reg::ILPR => "UARTILPR",
        reg::IBRD => "UARTIBRD",
        reg::FBRD => "UARTFBRD",
        reg::LCR_H => "UARTLCR_H",
        reg::CR => "UARTCR",
        reg::IFLS => "UARTIFLS",
        reg::IMSC => "UARTIMSC",
        reg::RIS => "UARTRIS",
        reg::MIS => "UARTMIS",
        reg::ICR => "UARTICR",
        reg::DMACR => "UARTDMACR",
        _ => crate::primecell::id_name(offset).unwrap_or("reserved"),
    }
}

/// UARTFR bits.
pub mod fr {
    pub const BUSY: u32 = 1 << 3;
    pub const RXFE: u32 = 1 << 4;
    pub const TXFF: u32 = 1 << 5;
    pub const RXFF: u32 = 1 << 6;
    pub const TXFE: u32 = 1 << 7;
}

/// Interrupt bits (UARTRIS, UARTMIS, UARTIMSC, UARTICR).
pub mod int {
    pub const RX: u32 = 1 << 4;
    pub const TX: u32 = 1 << 5;
    pub const RT: u32 = 1 << 6;
    pub const ALL: u32 = 0x7ff;
}

/// UARTLCR_H: FIFO enable.
const LCR_H_FEN: u32 = 1 << 4;
const FIFO_DEPTH: usize = 16;

/// Reset values (TRM table 3-1).
const RESET_CR: u32 = 0x300;
const RESET_IFLS: u32 = 0x12;

/// Where transmitted bytes go.
pub type Sink = Box<dyn Write + Send>;

/// A console that keeps the guest's output in memory (tests, benchmarks); clones share
/// the buffer.
#[derive(Clone, Debug, Default)]
pub struct CapturedConsole(Arc<Mutex<Vec<u8>>>);

impl CapturedConsole {
    /// Everything the guest wrote so far.
    pub fn contents(&self) -> Vec<u8> {
        self.bytes().clone()
    }

    /// How many bytes the guest wrote so far.
    pub fn len(&self) -> usize {
        self.bytes().len()
    }

    /// Whether the guest wrote nothing yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn bytes(&self) -> std::sync::MutexGuard<'_, Vec<u8>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Write for CapturedConsole {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.bytes().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A PL011 with its output sink.
pub struct Pl011 {
    sink: Option<Sink>,
    rx_fifo: VecDeque<u8>,
    rx_pending: VecDeque<u8>,
    ris: u32,
    imsc: u32,
    ilpr: u32,
    ibrd: u32,
    fbrd: u32,
    lcr_h: u32,
    cr: u32,
    ifls: u32,
    dmacr: u32,
}

impl std::fmt::Debug for Pl011 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pl011")
            .field("ris", &self.ris)
            .field("imsc", &self.imsc)
            .field("rx_fifo", &self.rx_fifo.len())
            .finish()
    }
}

impl Pl011 {
    /// A UART writing to `sink`, or discarding its output with `None`.
    pub fn new(sink: Option<Sink>) -> Pl011 {
        Pl011 {
            sink,
            rx_fifo: VecDeque::new(),
            rx_pending: VecDeque::new(),
            ris: 0,
            imsc: 0,
            ilpr: 0,
            ibrd: 0,
            fbrd: 0,
            lcr_h: 0,
            cr: RESET_CR,
            ifls: RESET_IFLS,
            dmacr: 0,
        }
    }

    fn depth(&self) -> usize {
        if self.lcr_h & LCR_H_FEN != 0 {
            FIFO_DEPTH
        } else {
            1
        }
    }

    /// Moves waiting host bytes into the FIFO while there is room.
    fn refill(&mut self) {
        while self.rx_fifo.len() < self.depth() {
            match self.rx_pending.pop_front() {
                Some(b) => self.rx_fifo.push_back(b),
                None => break,
            }
        }
        if !self.rx_fifo.is_empty() {
            self.ris |= int::RX;
        }
    }

    fn flags(&self) -> u32 {
        let mut f = fr::TXFE;
        if self.rx_fifo.is_empty() {
            f |= fr::RXFE;
        }
        if self.rx_fifo.len() >= self.depth() {
            f |= fr::RXFF;
        }
        f
    }

    fn read_dr(&mut self) -> u32 {
        let b = self.rx_fifo.pop_front().map_or(0, u32::from);
        if self.rx_fifo.is_empty() {
            self.ris &= !(int::RX | int::RT);
        }
        self.refill();
        b
    }

    fn transmit(&mut self, byte: u8) {
        if let Some(sink) = self.sink.as_mut() {
            // A host output error must not stop the guest; the byte is lost.
            let _ = sink.write_all(&[byte]).and_then(|()| sink.flush());
        }
        self.ris |= int::TX;
    }
}

/// Bytes a saved UART may hold waiting (a damaged state cannot make the reader
/// allocate more).
const MAX_SAVED_INPUT: usize = 1 << 24;

/// The state without the sink: the receive FIFO, host input not yet received, and
/// the registers.
impl crate::state::SaveState for Pl011 {
    fn save(&self, w: &mut crate::state::StateWriter) {
        for q in [&self.rx_fifo, &self.rx_pending] {
            let (a, b) = q.as_slices();
            w.len(q.len());
            for part in [a, b] {
                for &byte in part {
                    w.u8(byte);
                }
            }
        }
        w.u32s(&[
            self.ris, self.imsc, self.ilpr, self.ibrd, self.fbrd, self.lcr_h, self.cr, self.ifls,
            self.dmacr,
        ]);
    }
    fn load(&mut self, r: &mut crate::state::StateReader) -> Result<(), crate::state::StateError> {
        for (q, what) in [
            (&mut self.rx_fifo, "PL011 receive FIFO"),
            (&mut self.rx_pending, "PL011 input"),
        ] {
            let n = r.len(MAX_SAVED_INPUT, what)?;
            q.clear();
            for _ in 0..n {
                q.push_back(r.u8(what)?);
            }
        }
        let mut v = [0; 9];
        r.u32s(&mut v, "PL011 registers")?;
        [
            self.ris, self.imsc, self.ilpr, self.ibrd, self.fbrd, self.lcr_h, self.cr, self.ifls,
            self.dmacr,
        ] = v;
        Ok(())
    }
}

impl Device for Pl011 {
    fn keeps_time(&self) -> bool {
        false
    }

    crate::saved_state!();

    fn trace(&self) -> &'static crate::events::RegTrace {
        &crate::events::PL011
    }

    fn read(&mut self, _now: u64, offset: u32, _size: AccessSize) -> u32 {
        match offset {
            reg::DR => self.read_dr(),
            reg::RSR => 0,
            reg::FR => self.flags(),
            reg::ILPR => self.ilpr,
            reg::IBRD => self.ibrd,
            reg::FBRD => self.fbrd,
            reg::LCR_H => self.lcr_h,
            reg::CR => self.cr,
            reg::IFLS => self.ifls,
            reg::IMSC => self.imsc,
            reg::RIS => self.ris,
            reg::MIS => self.ris & self.imsc,
            reg::DMACR => self.dmacr,
            _ => read_id(&PL011, offset).unwrap_or(0),
        }
    }

    fn write(&mut self, _now: u64, offset: u32, _size: AccessSize, value: u32) {
        match offset {
            reg::DR => self.transmit(value as u8),
            reg::RSR => {}
            reg::ILPR => self.ilpr = value & 0xff,
            reg::IBRD => self.ibrd = value & 0xffff,
            reg::FBRD => self.fbrd = value & 0x3f,
            reg::LCR_H => {
                // Turning the FIFOs off keeps only the oldest byte in hardware
                // terms; bytes beyond the new depth go back to the host queue.
                self.lcr_h = value & 0xff;
                while self.rx_fifo.len() > self.depth() {
                    if let Some(b) = self.rx_fifo.pop_back() {
                        self.rx_pending.push_front(b);
                    }
                }
                self.refill();
            }
            reg::CR => self.cr = value & 0xff87,
            reg::IFLS => self.ifls = value & 0x3f,
            reg::IMSC => self.imsc = value & int::ALL,
            reg::ICR => self.ris &= !value,
            reg::DMACR => self.dmacr = value & 7,
            _ => {}
        }
    }

    fn outputs(&self) -> u32 {
        u32::from(self.ris & self.imsc != 0)
    }

    fn receive(&mut self, bytes: &[u8]) {
        self.rx_pending.extend(bytes);
        self.refill();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    const W: AccessSize = AccessSize::Word;

    #[test]
    fn reset_values_and_ids() {
        let mut u = Pl011::new(None);
        assert_eq!(u.read(0, reg::FR, W), fr::TXFE | fr::RXFE);
        assert_eq!(u.read(0, reg::CR, W), 0x300);
        assert_eq!(u.read(0, reg::IFLS, W), 0x12);
        assert_eq!(u.read(0, reg::RIS, W), 0);
        assert_eq!(u.read(0, 0xfe0, W), 0x11);
        assert_eq!(u.read(0, 0xfe8, W), 0x14);
    }

    #[test]
    fn transmit_goes_to_sink_and_raises_tx() {
        let out = CapturedConsole::default();
        let mut u = Pl011::new(Some(Box::new(out.clone())));
        u.write(0, reg::IMSC, W, int::TX);
        assert_eq!(u.outputs(), 0);
        for b in b"hi\n" {
            u.write(0, reg::DR, W, u32::from(*b));
        }
        assert_eq!(out.contents(), b"hi\n");
        assert_eq!(u.read(0, reg::RIS, W) & int::TX, int::TX);
        assert_eq!(u.read(0, reg::MIS, W), int::TX);
        assert_eq!(u.outputs(), 1);
        u.write(0, reg::ICR, W, int::TX);
        assert_eq!(u.outputs(), 0);
    }

    #[test]
    fn receive_fifo_and_interrupt() {
        let mut u = Pl011::new(None);
        u.write(0, reg::LCR_H, W, LCR_H_FEN | 0x60);
        u.write(0, reg::IMSC, W, int::RX | int::RT);
        let input: Vec<u8> = (0u8..20).collect();
        u.receive(&input);
        assert_eq!(u.outputs(), 1);
        assert_eq!(u.read(0, reg::FR, W) & (fr::RXFF | fr::RXFE), fr::RXFF);
        let got: Vec<u32> = (0..20).map(|_| u.read(0, reg::DR, W)).collect();
        assert_eq!(
            got,
            (0u32..20).collect::<Vec<_>>(),
            "order kept across the host queue"
        );
        assert_eq!(u.read(0, reg::FR, W) & fr::RXFE, fr::RXFE);
        assert_eq!(u.outputs(), 0, "empty FIFO clears RX");
        assert_eq!(
            u.read(0, reg::DR, W),
            0,
            "reading an empty FIFO is harmless"
        );
    }

    #[test]
    fn without_fifo_one_byte_at_a_time() {
        let mut u = Pl011::new(None);
        u.receive(b"ab");
        assert_eq!(u.read(0, reg::FR, W) & fr::RXFF, fr::RXFF);
        assert_eq!(u.read(0, reg::RIS, W), int::RX);
        assert_eq!(u.outputs(), 0, "masked");
        assert_eq!(u.read(0, reg::DR, W), u32::from(b'a'));
        assert_eq!(u.read(0, reg::RIS, W), int::RX, "next byte moved in");
        assert_eq!(u.read(0, reg::DR, W), u32::from(b'b'));
        assert_eq!(u.read(0, reg::RIS, W), 0);
    }
}

//! [`MemtraceWriter`]: encodes [`MemRef`]s into the delta-encoded stream.

use std::io::{self, Write};

use super::*;
use crate::varint::{put_svarint, put_uvarint};

/// Bytes buffered before they are handed to the output.
const FLUSH_AT: usize = 1 << 16;

/// Writes a memory trace: the header on [`MemtraceWriter::new`] or
/// [`MemtraceWriter::with_version`], one record per [`MemtraceWriter::push`], the end mark
/// on [`MemtraceWriter::finish`].
pub struct MemtraceWriter<W: Write> {
    out: W,
    buf: Vec<u8>,
    st: State,
    /// The header's version: 32-bit Thumb fetches only in [`VERSION`].
    version: u32,
    /// Bytes handed to `out` so far.
    written: u64,
}

impl<W: Write> MemtraceWriter<W> {
    /// Writes the header of a [`VERSION_2`] file to `out`: the version for a CPU without
    /// Thumb-2 (its fetches are ARM words and 16-bit Thumb halfwords).
    pub fn new(out: W) -> io::Result<Self> {
        Self::with_version(out, VERSION_2)
    }

    /// Writes the header of a file of `version` ([`VERSION_2`], or [`VERSION`] for a CPU
    /// with Thumb-2) to `out`; another version is an `InvalidInput` error.
    pub fn with_version(mut out: W, version: u32) -> io::Result<Self> {
        if version != VERSION_2 && version != VERSION {
            return Err(invalid(format!(
                "memtrace version {version} (this writer has {VERSION_2} and {VERSION})"
            )));
        }
        let mut header = [0u8; HEADER_LEN];
        header[..8].copy_from_slice(&MAGIC);
        header[8..].copy_from_slice(&version.to_le_bytes());
        out.write_all(&header)?;
        Ok(MemtraceWriter {
            out,
            buf: Vec::with_capacity(FLUSH_AT + MAX_RECORD),
            st: State::new(),
            version,
            written: HEADER_LEN as u64,
        })
    }

    /// Appends one record. A fetch must be ARM (4 bytes), 16-bit Thumb (2 bytes, a 16-bit
    /// encoding) or, in a [`VERSION`] file, 32-bit Thumb-2 (4 bytes), and a data access 1 to
    /// 255 bytes; anything else is an `InvalidInput` error and writes nothing.
    pub fn push(&mut self, r: &MemRef) -> io::Result<()> {
        match *r {
            MemRef::Fetch {
                pc,
                paddr,
                size,
                encoding,
                thumb,
            } => self.fetch(pc, paddr, size, encoding, thumb)?,
            MemRef::Read {
                pc,
                vaddr,
                paddr,
                size,
            } => self.data(0, pc, vaddr, paddr, size)?,
            MemRef::Write {
                pc,
                vaddr,
                paddr,
                size,
            } => self.data(D_WRITE, pc, vaddr, paddr, size)?,
            MemRef::Switch { tick, pid } => {
                self.marker(M_SWITCH, tick);
                put_uvarint(&mut self.buf, pid.into());
            }
            MemRef::Exception { tick, pc, vector } => {
                self.marker(M_EXCEPTION, tick);
                put_uvarint(&mut self.buf, pc.into());
                put_uvarint(&mut self.buf, vector.into());
            }
            MemRef::Syscall { tick, number } => {
                self.marker(M_SYSCALL, tick);
                put_uvarint(&mut self.buf, number.into());
            }
            MemRef::Tick { tick } => self.marker(M_TICK, tick),
        }
        self.st.count += 1;
        if self.buf.len() >= FLUSH_AT {
            self.flush_buf()?;
        }
        Ok(())
    }

    /// Records pushed so far.
    pub fn records(&self) -> u64 {
        self.st.count
    }

    /// Bytes of the file so far, buffered ones included (the end mark excluded).
    pub fn bytes(&self) -> u64 {
        self.written + self.buf.len() as u64
    }

    /// Writes the end mark (with the record count), flushes and returns the output.
    pub fn finish(mut self) -> io::Result<W> {
        self.buf.push(M_END);
        put_uvarint(&mut self.buf, self.st.count);
        self.flush_buf()?;
        self.out.flush()?;
        Ok(self.out)
    }

    fn flush_buf(&mut self) -> io::Result<()> {
        self.out.write_all(&self.buf)?;
        self.written += self.buf.len() as u64;
        self.buf.clear();
        Ok(())
    }

    fn fetch(
        &mut self,
        pc: u32,
        paddr: u32,
        size: u8,
        encoding: u32,
        thumb: bool,
    ) -> io::Result<()> {
        let set = match (size, thumb) {
            (4, false) => 0,
            (2, true) if encoding <= 0xFFFF => F_THUMB,
            (4, true) if self.version == VERSION => F_THUMB32,
            _ => {
                let set = if thumb { "Thumb" } else { "ARM" };
                return Err(invalid(format!(
                    "fetch at 0x{pc:08x}: {set} instruction of {size} bytes with encoding \
                     0x{encoding:x} in a version {} memory trace (ARM: 4 bytes; Thumb: 2 \
                     bytes with a 16-bit encoding, or 4 in version {VERSION})",
                    self.version
                )));
            }
        };
        let st = &mut self.st;
        let off = paddr.wrapping_sub(pc);
        let pred_off = st.fetch_off(pc);
        let slot = State::enc_slot(paddr);
        let known = st.enc[slot] == (State::enc_key(paddr), encoding);
        let mut tag = 0;
        if pc != st.next_pc {
            tag |= F_PC;
        }
        tag |= set;
        if !known {
            tag |= F_ENC;
        }
        if off != pred_off {
            tag |= F_PHYS;
        }
        self.buf.push(tag);
        if tag & F_PC != 0 {
            put_delta(&mut self.buf, pc, st.next_pc);
        }
        if tag & F_PHYS != 0 {
            put_delta(&mut self.buf, off, pred_off);
        }
        if !known {
            if size == 2 {
                self.buf.extend_from_slice(&(encoding as u16).to_le_bytes());
            } else {
                self.buf.extend_from_slice(&encoding.to_le_bytes());
            }
            st.enc[slot] = (State::enc_key(paddr), encoding);
        }
        st.fetched(pc, size, off);
        Ok(())
    }

    fn data(&mut self, write: u8, pc: u32, vaddr: u32, paddr: u32, size: u8) -> io::Result<()> {
        if size == 0 {
            return Err(invalid(format!(
                "data access at 0x{vaddr:08x} by 0x{pc:08x} of 0 bytes"
            )));
        }
        let st = &mut self.st;
        let off = paddr.wrapping_sub(vaddr);
        let pred_vaddr = st.vaddr(pc);
        let pred_off = st.data_off(vaddr);
        let code = size_code(size);
        let mut tag = DATA | write | code << D_SIZE_SHIFT;
        if pc != st.last_pc {
            tag |= D_PC;
        }
        if vaddr != pred_vaddr {
            tag |= D_ADDR;
        }
        if off != pred_off {
            tag |= D_PHYS;
        }
        self.buf.push(tag);
        if code == 3 {
            self.buf.push(size);
        }
        if tag & D_PC != 0 {
            put_delta(&mut self.buf, pc, st.last_pc);
        }
        if tag & D_ADDR != 0 {
            put_delta(&mut self.buf, vaddr, pred_vaddr);
        }
        if tag & D_PHYS != 0 {
            put_delta(&mut self.buf, off, pred_off);
        }
        st.accessed(pc, vaddr, size, off);
        Ok(())
    }

    fn marker(&mut self, tag: u8, tick: u64) {
        self.buf.push(tag);
        put_uvarint(&mut self.buf, tick.wrapping_sub(self.st.tick));
        self.st.tick = tick;
    }
}

/// Appends `new - old` (mod 2^32) as a signed varint.
#[inline]
fn put_delta(buf: &mut Vec<u8>, new: u32, old: u32) {
    put_svarint(buf, i64::from(new.wrapping_sub(old) as i32));
}

fn invalid(msg: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, msg)
}

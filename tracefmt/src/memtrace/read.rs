//! [`MemtraceReader`]: a streaming decoder of the memory trace, an iterator over [`MemRef`]s.

use std::io::{self, Read};

use super::*;
use crate::varint::{signed, varint_len};

/// Bytes read from the input at a time.
const BUF_LEN: usize = 1 << 18;

/// Reads a memory trace as an iterator of `Result<MemRef, MemtraceError>`. It ends (`None`) after
/// the end mark, or after the first error, which names the byte offset of the bad record.
pub struct MemtraceReader<R: Read> {
    inp: R,
    buf: Vec<u8>,
    pos: usize,
    len: usize,
    /// File offset of `buf[0]`.
    base: u64,
    eof: bool,
    done: bool,
    st: State,
    /// The header's version.
    version: u32,
}

/// Why decoding a record's fields stopped.
enum Stop {
    /// The bytes ran out.
    Short,
    /// A reserved varint prefix.
    Prefix(u8),
}

impl From<Stop> for FieldError {
    fn from(s: Stop) -> Self {
        FieldError::Stop(s)
    }
}

/// A failure inside one record, made into a [`MemtraceError`] with the record's offset.
enum FieldError {
    Stop(Stop),
    Tag(u8),
    Range(&'static str, u64),
    Encoding(u32),
    Count(u64),
}

/// A bounds-checked position in the buffered bytes of one record.
struct Fields<'a> {
    b: &'a [u8],
    p: usize,
}

impl Fields<'_> {
    #[inline]
    fn byte(&mut self) -> Result<u8, Stop> {
        let v = *self.b.get(self.p).ok_or(Stop::Short)?;
        self.p += 1;
        Ok(v)
    }

    #[inline]
    fn raw(&mut self) -> Result<(u64, usize), Stop> {
        let first = self.byte()?;
        if first < 0x80 {
            return Ok((first.into(), 1));
        }
        let len = varint_len(first).ok_or(Stop::Prefix(first))?;
        // Where 8 bytes from the first on are there (always, but near the end of the
        // buffer), a varint of up to 6 bytes is one load and a shift: no loop over its bytes,
        // whose length varies from record to record.
        if len <= 6 {
            if let Some(w) = self.b.get(self.p - 1..self.p + 7) {
                let w = u64::from_be_bytes(w.try_into().expect("8 bytes"));
                self.p += len - 1;
                // The top `len` bytes, less the `len` prefix bits of the first.
                let bits = 8 * len as u32;
                let v = (w >> (64 - bits)) & ((1u64 << (bits - len as u32)) - 1);
                return Ok((v, len));
            }
        }
        let rest = self.b.get(self.p..self.p + len - 1).ok_or(Stop::Short)?;
        self.p += len - 1;
        let head = if len == 9 {
            0
        } else {
            u64::from(first) & (0xFF >> len.min(8))
        };
        Ok((
            rest.iter().fold(head, |acc, &x| acc << 8 | u64::from(x)),
            len,
        ))
    }

    #[inline]
    fn uvarint(&mut self) -> Result<u64, Stop> {
        self.raw().map(|(v, _)| v)
    }

    #[inline]
    fn u32(&mut self, field: &'static str) -> Result<u32, FieldError> {
        let v = self.uvarint()?;
        u32::try_from(v).map_err(|_| FieldError::Range(field, v))
    }

    /// A signed 32-bit delta (the 5-byte form keeps the low 32 bits).
    #[inline]
    fn delta(&mut self) -> Result<u32, Stop> {
        let (v, len) = self.raw()?;
        Ok(signed(v, len) as u32)
    }

    #[inline]
    fn le(&mut self, n: usize) -> Result<u32, Stop> {
        let s = self.b.get(self.p..self.p + n).ok_or(Stop::Short)?;
        self.p += n;
        Ok(s.iter().rev().fold(0, |acc, &x| acc << 8 | u32::from(x)))
    }
}

impl<R: Read> MemtraceReader<R> {
    /// Reads and checks the header.
    pub fn new(inp: R) -> Result<Self, MemtraceError> {
        let mut r = MemtraceReader {
            inp,
            buf: vec![0; BUF_LEN],
            pos: 0,
            len: 0,
            base: 0,
            eof: false,
            done: false,
            st: State::new(),
            version: 0,
        };
        r.fill()?;
        let head = &r.buf[..r.len.min(HEADER_LEN)];
        if head.len() < 8 || head[..8] != MAGIC {
            return Err(MemtraceError::BadMagic {
                found: head[..head.len().min(8)].to_vec(),
            });
        }
        if head.len() < HEADER_LEN {
            return Err(MemtraceError::Truncated {
                offset: 0,
                end: r.len as u64,
            });
        }
        let version = u32::from_le_bytes(head[8..12].try_into().expect("4 bytes"));
        if version != VERSION && version != VERSION_2 {
            return Err(MemtraceError::BadVersion { found: version });
        }
        r.version = version;
        r.st.fetch_reserved = fetch_reserved(version);
        r.pos = HEADER_LEN;
        Ok(r)
    }

    /// The header's version: [`VERSION_2`] or [`VERSION`] (which alone may hold 32-bit Thumb
    /// fetches, and is written for a CPU with Thumb-2).
    pub fn version(&self) -> u32 {
        self.version
    }

    /// File offset of the next record.
    pub fn offset(&self) -> u64 {
        self.base + self.pos as u64
    }

    /// Records decoded so far.
    pub fn records(&self) -> u64 {
        self.st.count
    }

    /// Moves the unread bytes to the front and reads until the buffer is full or the input ends.
    fn fill(&mut self) -> io::Result<()> {
        self.buf.copy_within(self.pos..self.len, 0);
        self.base += self.pos as u64;
        self.len -= self.pos;
        self.pos = 0;
        while self.len < self.buf.len() && !self.eof {
            match self.inp.read(&mut self.buf[self.len..]) {
                Ok(0) => self.eof = true,
                Ok(n) => self.len += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    /// Decodes the next record, or `None` after the end mark.
    fn record(&mut self) -> Result<Option<MemRef>, MemtraceError> {
        if self.len - self.pos < MAX_RECORD && !self.eof {
            self.fill()?;
        }
        let offset = self.offset();
        if self.pos == self.len {
            return Err(MemtraceError::MissingEnd { offset });
        }
        let mut f = Fields {
            b: &self.buf[self.pos..self.len],
            p: 0,
        };
        let r = decode(&mut f, &mut self.st);
        let used = f.p;
        match r {
            Ok(r) => {
                self.pos += used;
                if r.is_none() {
                    self.check_trailing()?;
                }
                Ok(r)
            }
            Err(e) => Err(match e {
                FieldError::Stop(Stop::Short) => MemtraceError::Truncated {
                    offset,
                    end: self.base + self.len as u64,
                },
                FieldError::Stop(Stop::Prefix(byte)) => MemtraceError::BadVarint { offset, byte },
                FieldError::Tag(tag) => MemtraceError::BadTag { offset, tag },
                FieldError::Range(field, value) => MemtraceError::OutOfRange {
                    offset,
                    field,
                    value,
                },
                FieldError::Encoding(paddr) => MemtraceError::UnknownEncoding { offset, paddr },
                FieldError::Count(expected) => MemtraceError::CountMismatch {
                    offset,
                    expected,
                    found: self.st.count,
                },
            }),
        }
    }

    /// Decodes up to `max` records into `out` (cleared first) and returns how many: the fast way
    /// to read a long trace. 0 means the end mark was read; after an error, nothing more is read.
    pub fn next_batch(
        &mut self,
        out: &mut Vec<MemRef>,
        max: usize,
    ) -> Result<usize, MemtraceError> {
        out.clear();
        while out.len() < max && !self.done {
            // Whole records are always there while MAX_RECORD bytes are: no bounds errors.
            let limit = self.len.saturating_sub(MAX_RECORD);
            while self.pos < limit && out.len() < max {
                let mut f = Fields {
                    b: &self.buf[self.pos..self.len],
                    p: 0,
                };
                match decode(&mut f, &mut self.st) {
                    Ok(Some(r)) => {
                        self.pos += f.p;
                        out.push(r);
                    }
                    // The end mark, or an error: the careful path below says which.
                    _ => break,
                }
            }
            if out.len() >= max {
                break;
            }
            // Near the end of the buffer, at the end mark, or at a bad record: one at a time.
            match self.record() {
                Ok(Some(r)) => out.push(r),
                Ok(None) => self.done = true,
                Err(e) => {
                    self.done = true;
                    return Err(e);
                }
            }
        }
        Ok(out.len())
    }

    /// Calls `f` on every remaining record, in order: the fastest way to consume a trace (the
    /// decoding and `f` are compiled into one loop). Stops at the first error, from the file
    /// or from `f`.
    #[inline]
    pub fn for_each_record<E: From<MemtraceError>>(
        &mut self,
        mut f: impl FnMut(&MemRef) -> Result<(), E>,
    ) -> Result<(), E> {
        while !self.done {
            // Whole records are always there while MAX_RECORD bytes are: no bounds errors.
            let limit = self.len.saturating_sub(MAX_RECORD);
            while self.pos < limit {
                let mut fields = Fields {
                    b: &self.buf[self.pos..self.len],
                    p: 0,
                };
                // `f` is called where the record is made, in one copy per kind.
                match decode_with(
                    &mut fields,
                    &mut self.st,
                    #[inline(always)]
                    |r| f(&r),
                ) {
                    Ok(Some(done)) => {
                        self.pos += fields.p;
                        done?;
                    }
                    // The end mark, or an error: the careful path below says which.
                    _ => break,
                }
            }
            // Near the end of the buffer, at the end mark, or at a bad record: one at a time.
            match self.record() {
                Ok(Some(r)) => f(&r)?,
                Ok(None) => self.done = true,
                Err(e) => {
                    self.done = true;
                    return Err(e.into());
                }
            }
        }
        Ok(())
    }

    /// After the end mark: nothing may follow.
    fn check_trailing(&mut self) -> Result<(), MemtraceError> {
        if self.pos == self.len {
            self.fill()?;
        }
        if self.pos < self.len {
            return Err(MemtraceError::TrailingData {
                offset: self.offset(),
                len: (self.len - self.pos) as u64,
            });
        }
        Ok(())
    }
}

/// Decodes one record at the start of `f`, updating `st` as the writer did; `None` for the end mark.
/// On an error `st` is left as it was, so the record can be decoded again.
#[inline(always)]
fn decode(f: &mut Fields, st: &mut State) -> Result<Option<MemRef>, FieldError> {
    decode_with(f, st, |r| r)
}

/// [`decode`], handing the record to `emit` where it is made: each kind of record gets its own
/// inlined copy of `emit`, which knows the kind (no second dispatch on it).
#[inline(always)]
fn decode_with<T>(
    f: &mut Fields,
    st: &mut State,
    emit: impl FnOnce(MemRef) -> T,
) -> Result<Option<T>, FieldError> {
    let tag = f.byte()?;
    if tag & FETCH_MASK == 0 {
        // Version 3's Thumb-2 flag goes with the 2-byte Thumb one only as a bad tag.
        if tag & st.fetch_reserved != 0 || tag & (F_THUMB | F_THUMB32) == F_THUMB | F_THUMB32 {
            return Err(FieldError::Tag(tag));
        }
        let pc = if tag & F_PC != 0 {
            st.next_pc.wrapping_add(f.delta()?)
        } else {
            st.next_pc
        };
        let pred_off = st.fetch_off(pc);
        let off = if tag & F_PHYS != 0 {
            pred_off.wrapping_add(f.delta()?)
        } else {
            pred_off
        };
        let paddr = pc.wrapping_add(off);
        let size: u8 = if tag & F_THUMB != 0 { 2 } else { 4 };
        let thumb = tag & (F_THUMB | F_THUMB32) != 0;
        let slot = State::enc_slot(paddr);
        let encoding = if tag & F_ENC != 0 {
            let e = f.le(size.into())?;
            st.enc[slot] = (State::enc_key(paddr), e);
            e
        } else {
            let (key, e) = st.enc[slot];
            if key != State::enc_key(paddr) {
                return Err(FieldError::Encoding(paddr));
            }
            e
        };
        st.fetched(pc, size, off);
        st.count += 1;
        Ok(Some(emit(MemRef::Fetch {
            pc,
            paddr,
            size,
            encoding,
            thumb,
        })))
    } else if tag & MARKER == DATA {
        let code = (tag >> D_SIZE_SHIFT) & 3;
        let size = match code {
            3 => match f.byte()? {
                0 => return Err(FieldError::Range("size", 0)),
                s => s,
            },
            c => 1 << c,
        };
        let pc = if tag & D_PC != 0 {
            st.last_pc.wrapping_add(f.delta()?)
        } else {
            st.last_pc
        };
        let pred_vaddr = st.vaddr(pc);
        let vaddr = if tag & D_ADDR != 0 {
            pred_vaddr.wrapping_add(f.delta()?)
        } else {
            pred_vaddr
        };
        let pred_off = st.data_off(vaddr);
        let off = if tag & D_PHYS != 0 {
            pred_off.wrapping_add(f.delta()?)
        } else {
            pred_off
        };
        let paddr = vaddr.wrapping_add(off);
        st.accessed(pc, vaddr, size, off);
        st.count += 1;
        Ok(Some(if tag & D_WRITE != 0 {
            emit(MemRef::Write {
                pc,
                vaddr,
                paddr,
                size,
            })
        } else {
            emit(MemRef::Read {
                pc,
                vaddr,
                paddr,
                size,
            })
        }))
    } else {
        if tag == M_END {
            let n = f.uvarint()?;
            if n != st.count {
                return Err(FieldError::Count(n));
            }
            return Ok(None);
        }
        if tag > M_TICK {
            return Err(FieldError::Tag(tag));
        }
        let tick = st.tick.wrapping_add(f.uvarint()?);
        let r = match tag {
            M_SWITCH => MemRef::Switch {
                tick,
                pid: f.u32("pid")?,
            },
            M_EXCEPTION => MemRef::Exception {
                tick,
                pc: f.u32("pc")?,
                vector: f.u32("vector")?,
            },
            M_SYSCALL => MemRef::Syscall {
                tick,
                number: f.u32("number")?,
            },
            _ => MemRef::Tick { tick },
        };
        st.tick = tick;
        st.count += 1;
        Ok(Some(emit(r)))
    }
}

impl<R: Read> Iterator for MemtraceReader<R> {
    type Item = Result<MemRef, MemtraceError>;

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        match self.record() {
            Ok(Some(r)) => Some(Ok(r)),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(e) => {
                self.done = true;
                Some(Err(e))
            }
        }
    }
}

//! The qtrace varints: unsigned (1..6 or 9 bytes) and signed (1..5 bytes), big-endian after the prefix.

use crate::error::Error;

/// Appends `v` as an unsigned varint (§3.2).
#[inline]
pub fn put_uvarint(buf: &mut Vec<u8>, v: u64) {
    if v < 1 << 7 {
        buf.push(v as u8);
    } else if v < 1 << 14 {
        buf.extend_from_slice(&[0x80 | (v >> 8) as u8, v as u8]);
    } else if v < 1 << 21 {
        buf.extend_from_slice(&[0xC0 | (v >> 16) as u8, (v >> 8) as u8, v as u8]);
    } else if v < 1 << 28 {
        buf.extend_from_slice(&[
            0xE0 | (v >> 24) as u8,
            (v >> 16) as u8,
            (v >> 8) as u8,
            v as u8,
        ]);
    } else if v < 1 << 35 {
        buf.push(0xF0 | (v >> 32) as u8);
        buf.extend_from_slice(&(v as u32).to_be_bytes());
    } else if v < 1 << 42 {
        buf.push(0xF8 | (v >> 40) as u8);
        buf.push((v >> 32) as u8);
        buf.extend_from_slice(&(v as u32).to_be_bytes());
    } else {
        buf.push(0xFC);
        buf.extend_from_slice(&v.to_be_bytes());
    }
}

/// Appends `v` as a signed varint (§3.3). Values outside ±2^27 use the 5-byte form, which keeps only
/// the low 32 bits (as the Android encoder does).
#[inline]
pub fn put_svarint(buf: &mut Vec<u8>, v: i64) {
    if (-(1 << 6)..1 << 6).contains(&v) {
        buf.push((v & 0x7f) as u8);
    } else if (-(1 << 13)..1 << 13).contains(&v) {
        buf.extend_from_slice(&[0x80 | ((v >> 8) & 0x3f) as u8, v as u8]);
    } else if (-(1 << 20)..1 << 20).contains(&v) {
        buf.extend_from_slice(&[0xC0 | ((v >> 16) & 0x1f) as u8, (v >> 8) as u8, v as u8]);
    } else if (-(1 << 27)..1 << 27).contains(&v) {
        buf.extend_from_slice(&[
            0xE0 | ((v >> 24) & 0x0f) as u8,
            (v >> 16) as u8,
            (v >> 8) as u8,
            v as u8,
        ]);
    } else {
        buf.push(0xF0);
        buf.extend_from_slice(&(v as u32).to_be_bytes());
    }
}

/// Total length in bytes of a varint whose first byte is `first`, or `None` for the reserved 0xFD..=0xFF.
pub fn varint_len(first: u8) -> Option<usize> {
    match first.leading_ones() {
        0 => Some(1),
        n @ 1..=5 => Some(n as usize + 1),
        _ if first == 0xFC => Some(9),
        _ => None,
    }
}

/// Decodes the varint at `b[p..]` as (raw value, length), or `None` where [`Cursor`] would report
/// an error (reserved prefix, truncation): the error-free fast path.
#[inline]
pub fn peek_varint(b: &[u8], p: usize) -> Option<(u64, usize)> {
    let first = *b.get(p)?;
    if first < 0x80 {
        return Some((u64::from(first), 1));
    }
    let len = varint_len(first)?;
    let bytes = b.get(p + 1..p + len)?;
    let head = if len == 9 {
        0
    } else {
        u64::from(first) & (0xFF >> len.min(8))
    };
    Some((
        bytes.iter().fold(head, |acc, &x| (acc << 8) | u64::from(x)),
        len,
    ))
}

/// The signed value of a raw varint of `len` bytes (see [`Cursor::svarint`]).
#[inline]
pub fn signed(v: u64, len: usize) -> i64 {
    let bits = match len {
        5 => return i64::from(v as u32 as i32),
        9 => return v as i64,
        n => 7 * n as u32,
    };
    let shift = 64 - bits;
    ((v << shift) as i64) >> shift
}

/// A bounds-checked decoding position in one file's bytes; errors carry the file name and offsets.
#[derive(Debug, Clone)]
pub struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    record: usize,
    file: &'a str,
}

impl<'a> Cursor<'a> {
    /// A cursor at `pos` of `data`, which is the content of the file called `file`.
    pub fn new(data: &'a [u8], pos: usize, file: &'a str) -> Self {
        Cursor {
            data,
            pos,
            record: pos,
            file,
        }
    }

    /// Current offset.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// The whole file's bytes.
    pub fn data(&self) -> &'a [u8] {
        self.data
    }

    /// Moves to `pos` (not past the end).
    pub fn seek(&mut self, pos: usize) {
        self.pos = pos.min(self.data.len());
    }

    /// Bytes left.
    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    /// The file name used in errors.
    pub fn file(&self) -> &'a str {
        self.file
    }

    /// Marks the start of a record (used in error messages).
    pub fn start_record(&mut self) {
        self.record = self.pos;
    }

    /// Offset of the current record's first byte.
    pub fn record_start(&self) -> usize {
        self.record
    }

    fn raw(&mut self) -> Result<(u64, usize), Error> {
        let start = self.pos;
        let Some(&first) = self.data.get(start) else {
            return Err(Error::TruncatedVarint {
                file: self.file.to_string(),
                offset: start,
                record: self.record,
            });
        };
        let len = varint_len(first).ok_or_else(|| Error::ReservedVarint {
            file: self.file.to_string(),
            offset: start,
            byte: first,
        })?;
        let Some(bytes) = self.data.get(start + 1..start + len) else {
            return Err(Error::TruncatedVarint {
                file: self.file.to_string(),
                offset: start,
                record: self.record,
            });
        };
        let head = if len == 9 {
            0
        } else {
            u64::from(first) & (0xFF >> len.min(8))
        };
        let v = bytes.iter().fold(head, |acc, &b| (acc << 8) | u64::from(b));
        self.pos = start + len;
        Ok((v, len))
    }

    /// Reads an unsigned varint.
    #[inline]
    pub fn uvarint(&mut self) -> Result<u64, Error> {
        // Fast path: most values of a trace fit the 1-byte form.
        if let Some(&b) = self.data.get(self.pos) {
            if b < 0x80 {
                self.pos += 1;
                return Ok(u64::from(b));
            }
        }
        self.raw().map(|(v, _)| v)
    }

    /// Reads a signed varint. The 5-byte form's 32 bits are sign-extended (Android zero-extends them;
    /// both agree after truncation to 32 bits, and ours is right for every delta within ±2^31).
    #[inline]
    pub fn svarint(&mut self) -> Result<i64, Error> {
        if let Some(&b) = self.data.get(self.pos) {
            if b < 0x80 {
                self.pos += 1;
                // Sign-extend the 7-bit value.
                return Ok(i64::from((b << 1) as i8) >> 1);
            }
        }
        let (v, len) = self.raw()?;
        Ok(signed(v, len))
    }

    /// Reads an unsigned varint that must fit in 32 bits.
    pub fn u32_field(&mut self, field: &'static str) -> Result<u32, Error> {
        let v = self.uvarint()?;
        u32::try_from(v).map_err(|_| Error::ValueOutOfRange {
            file: self.file.to_string(),
            field,
            offset: self.record,
            value: v,
        })
    }

    /// Reads `len` raw bytes.
    pub fn bytes(&mut self, len: u64, what: &'static str) -> Result<&'a [u8], Error> {
        let have = self.remaining();
        if len > have as u64 {
            return Err(Error::Truncated {
                file: self.file.to_string(),
                what,
                offset: self.pos,
                need: len,
                have,
            });
        }
        let s = &self.data[self.pos..self.pos + len as usize];
        self.pos += len as usize;
        Ok(s)
    }

    /// Reads a string: `uvarint len` then `len` bytes.
    pub fn string(&mut self, what: &'static str) -> Result<&'a [u8], Error> {
        let len = self.uvarint()?;
        self.bytes(len, what)
    }

    /// Checks that nothing follows a terminator.
    pub fn expect_end(&self) -> Result<(), Error> {
        if self.remaining() == 0 {
            Ok(())
        } else {
            Err(Error::TrailingData {
                file: self.file.to_string(),
                offset: self.pos,
                len: self.remaining(),
            })
        }
    }

    /// The error for a file that ends cleanly without its terminator.
    pub fn missing_terminator(&self) -> Error {
        Error::MissingTerminator {
            file: self.file.to_string(),
            offset: self.pos,
        }
    }
}

/// Appends a string field: `uvarint len` then the bytes.
pub fn put_string(buf: &mut Vec<u8>, s: &[u8]) {
    put_uvarint(buf, s.len() as u64);
    buf.extend_from_slice(s);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enc_u(v: u64) -> Vec<u8> {
        let mut b = Vec::new();
        put_uvarint(&mut b, v);
        b
    }

    fn enc_s(v: i64) -> Vec<u8> {
        let mut b = Vec::new();
        put_svarint(&mut b, v);
        b
    }

    #[test]
    fn unsigned_boundaries() {
        let cases: &[(u64, &[u8])] = &[
            (0, &[0]),
            (0x7f, &[0x7f]),
            (0x80, &[0x80, 0x80]),
            (0x3fff, &[0xbf, 0xff]),
            (0x4000, &[0xc0, 0x40, 0x00]),
            (0x1f_ffff, &[0xdf, 0xff, 0xff]),
            (0x20_0000, &[0xe0, 0x20, 0, 0]),
            (0xfff_ffff, &[0xef, 0xff, 0xff, 0xff]),
            (0x1000_0000, &[0xf0, 0x10, 0, 0, 0]),
            ((1 << 35) - 1, &[0xf7, 0xff, 0xff, 0xff, 0xff]),
            (1 << 35, &[0xf8, 0x08, 0, 0, 0, 0]),
            ((1 << 42) - 1, &[0xfb, 0xff, 0xff, 0xff, 0xff, 0xff]),
            (1 << 42, &[0xfc, 0, 0, 0x04, 0, 0, 0, 0, 0]),
            (
                u64::MAX,
                &[0xfc, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
            ),
        ];
        for &(v, bytes) in cases {
            assert_eq!(enc_u(v), bytes, "encoding {v:#x}");
            let mut c = Cursor::new(bytes, 0, "t");
            assert_eq!(c.uvarint().unwrap(), v);
            assert_eq!(c.remaining(), 0);
        }
    }

    #[test]
    fn signed_boundaries() {
        let cases: &[(i64, &[u8])] = &[
            (0, &[0]),
            (63, &[0x3f]),
            (-64, &[0x40]),
            (-1, &[0x7f]),
            (64, &[0x80, 0x40]),
            (-65, &[0xbf, 0xbf]),
            (8191, &[0x9f, 0xff]),
            (-8192, &[0xa0, 0x00]),
            (8192, &[0xc0, 0x20, 0x00]),
            ((1 << 27) - 1, &[0xe7, 0xff, 0xff, 0xff]),
            (-(1 << 27), &[0xe8, 0, 0, 0]),
            (1 << 27, &[0xf0, 0x08, 0, 0, 0]),
            (-(1 << 27) - 1, &[0xf0, 0xf7, 0xff, 0xff, 0xff]),
            (i32::MAX as i64, &[0xf0, 0x7f, 0xff, 0xff, 0xff]),
            (i32::MIN as i64, &[0xf0, 0x80, 0, 0, 0]),
        ];
        for &(v, bytes) in cases {
            assert_eq!(enc_s(v), bytes, "encoding {v}");
            let mut c = Cursor::new(bytes, 0, "t");
            assert_eq!(c.svarint().unwrap(), v);
        }
    }

    #[test]
    fn five_byte_signed_keeps_low_32_bits() {
        let v = (1i64 << 40) + 5;
        let b = enc_s(v);
        assert_eq!(b, [0xf0, 0, 0, 0, 5]);
        assert_eq!(Cursor::new(&b, 0, "t").svarint().unwrap(), 5);
    }

    #[test]
    fn reserved_and_truncated() {
        for byte in [0xfd, 0xfe, 0xff] {
            let b = [byte, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
            assert!(matches!(
                Cursor::new(&b, 0, "t").uvarint(),
                Err(Error::ReservedVarint { offset: 0, .. })
            ));
        }
        let full = enc_u(1 << 42);
        for cut in 0..full.len() {
            let err = Cursor::new(&full[..cut], 0, "f").uvarint().unwrap_err();
            assert!(
                matches!(err, Error::TruncatedVarint { offset: 0, .. }),
                "{err}"
            );
        }
    }

    #[test]
    fn seeded_round_trip() {
        let mut rng = testrng::Rng::new(0x9E37_79B9_7F4A_7C15);
        for _ in 0..20_000 {
            let x = rng.next_u64();
            let v = x >> (x % 64);
            let mut c_buf = enc_u(v);
            assert_eq!(Cursor::new(&c_buf, 0, "t").uvarint().unwrap(), v);
            let s = (v as i64) >> (x % 37);
            c_buf = enc_s(s);
            let back = Cursor::new(&c_buf, 0, "t").svarint().unwrap();
            if (i64::from(i32::MIN)..=i64::from(i32::MAX)).contains(&s) {
                assert_eq!(back, s);
            } else {
                assert_eq!(back as u32, s as u32);
            }
        }
    }
}

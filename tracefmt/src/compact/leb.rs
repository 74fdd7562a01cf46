//! LEB128 varints, the compact trace's integers (7 bits a byte, low first).

/// Appends `v`.
#[inline]
pub fn put(buf: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        buf.push(v as u8 | 0x80);
        v >>= 7;
    }
    buf.push(v as u8);
}

/// Appends `v` zigzag-encoded (small magnitudes of either sign stay short).
#[inline]
pub fn put_signed(buf: &mut Vec<u8>, v: i64) {
    put(buf, ((v << 1) ^ (v >> 63)) as u64);
}

/// Appends a length-prefixed byte string.
pub fn put_bytes(buf: &mut Vec<u8>, b: &[u8]) {
    put(buf, b.len() as u64);
    buf.extend_from_slice(b);
}

/// Reads varints from a byte slice; `None` means the bytes ended inside a value.
#[derive(Debug, Clone)]
pub struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Reader { data, pos: 0 }
    }

    pub fn pos(&self) -> usize {
        self.pos
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.data.len()
    }

    /// The next value. Most are a single byte (token tags, time deltas): that case is
    /// inlined into the decoder's loop, the others take [`Self::get_long`].
    #[inline(always)]
    pub fn get(&mut self) -> Option<u64> {
        if let Some(&b) = self.data.get(self.pos) {
            if b < 0x80 {
                self.pos += 1;
                return Some(u64::from(b));
            }
        }
        self.get_long()
    }

    #[inline(never)]
    fn get_long(&mut self) -> Option<u64> {
        let mut v = 0u64;
        let mut shift = 0u32;
        loop {
            let b = *self.data.get(self.pos)?;
            self.pos += 1;
            if shift >= 64 {
                return None;
            }
            v |= u64::from(b & 0x7f) << shift;
            if b < 0x80 {
                return Some(v);
            }
            shift += 7;
        }
    }

    #[inline]
    pub fn get_signed(&mut self) -> Option<i64> {
        let v = self.get()?;
        Some((v >> 1) as i64 ^ -((v & 1) as i64))
    }

    pub fn get_u32(&mut self) -> Option<u32> {
        u32::try_from(self.get()?).ok()
    }

    pub fn get_bytes(&mut self) -> Option<&'a [u8]> {
        let n = usize::try_from(self.get()?).ok()?;
        let end = self.pos.checked_add(n)?;
        let b = self.data.get(self.pos..end)?;
        self.pos = end;
        Some(b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_truncation() {
        let vals = [0u64, 1, 127, 128, 300, u32::MAX as u64, u64::MAX];
        let mut buf = Vec::new();
        for &v in &vals {
            put(&mut buf, v);
        }
        for &v in &[0i64, -1, 1, -64, 64, i64::MIN, i64::MAX] {
            put_signed(&mut buf, v);
        }
        let mut r = Reader::new(&buf);
        for &v in &vals {
            assert_eq!(r.get(), Some(v));
        }
        for &v in &[0i64, -1, 1, -64, 64, i64::MIN, i64::MAX] {
            assert_eq!(r.get_signed(), Some(v));
        }
        assert!(r.at_end());
        assert_eq!(r.get(), None);
        let mut r = Reader::new(&[0x80, 0x80]);
        assert_eq!(r.get(), None);
    }
}

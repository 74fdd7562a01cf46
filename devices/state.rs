//! Saved device state as bytes: the little-endian writer and reader every device's
//! `Device::snapshot`/`Device::restore` use, so that a checkpoint of the board can be
//! kept in memory or written to a file as it is (docs/checkpoint-format.md).
//!
//! Numbers are fixed-width little-endian; a byte string or a list is its length (u32)
//! then its items. The reader never panics: every read past the end or of a value out
//! of range is a [`StateError`].

/// Why saved state could not be read back.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StateError {
    /// The bytes end before the value `what`.
    #[error("truncated state: {what} is missing")]
    Truncated { what: &'static str },
    /// A value that no state of this device holds.
    #[error("bad state: {what} = {value}")]
    BadValue { what: &'static str, value: u64 },
    /// Bytes left over after the whole state was read.
    #[error("bad state: {0} bytes left over")]
    TrailingBytes(usize),
}

/// Appends values to a byte buffer.
#[derive(Debug, Default, Clone)]
pub struct StateWriter {
    buf: Vec<u8>,
}

impl StateWriter {
    pub fn new() -> StateWriter {
        StateWriter::default()
    }

    pub fn u8(&mut self, v: u8) {
        self.buf.push(v);
    }

    pub fn bool(&mut self, v: bool) {
        self.buf.push(u8::from(v));
    }

    pub fn u32(&mut self, v: u32) {
        self.buf.extend_from_slice(&v.to_le_bytes());
    }

    pub fn u64(&mut self, v: u64) {
        self.buf.extend_from_slice(&v.to_le_bytes());
    }

    /// A length or count (as u32; states never hold 4 G items).
    pub fn len(&mut self, n: usize) {
        self.u32(u32::try_from(n).unwrap_or(u32::MAX));
    }

    /// A byte string: its length, then the bytes.
    pub fn bytes(&mut self, b: &[u8]) {
        self.len(b.len());
        self.buf.extend_from_slice(b);
    }

    pub fn str(&mut self, s: &str) {
        self.bytes(s.as_bytes());
    }

    /// Words in order, without a length (the reader knows how many).
    pub fn u32s(&mut self, words: &[u32]) {
        for &w in words {
            self.u32(w);
        }
    }

    /// The bytes written.
    pub fn into_bytes(self) -> Vec<u8> {
        self.buf
    }
}

/// Reads values back in the order a [`StateWriter`] wrote them.
#[derive(Debug, Clone)]
pub struct StateReader<'a> {
    buf: &'a [u8],
}

impl<'a> StateReader<'a> {
    pub fn new(buf: &'a [u8]) -> StateReader<'a> {
        StateReader { buf }
    }

    fn take(&mut self, n: usize, what: &'static str) -> Result<&'a [u8], StateError> {
        if self.buf.len() < n {
            return Err(StateError::Truncated { what });
        }
        let (head, rest) = self.buf.split_at(n);
        self.buf = rest;
        Ok(head)
    }

    pub fn u8(&mut self, what: &'static str) -> Result<u8, StateError> {
        Ok(self.take(1, what)?[0])
    }

    pub fn bool(&mut self, what: &'static str) -> Result<bool, StateError> {
        match self.u8(what)? {
            0 => Ok(false),
            1 => Ok(true),
            v => Err(StateError::BadValue {
                what,
                value: u64::from(v),
            }),
        }
    }

    pub fn u32(&mut self, what: &'static str) -> Result<u32, StateError> {
        let b = self.take(4, what)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    pub fn u64(&mut self, what: &'static str) -> Result<u64, StateError> {
        let b = self.take(8, what)?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Ok(u64::from_le_bytes(a))
    }

    /// A length or count no greater than `max`.
    pub fn len(&mut self, max: usize, what: &'static str) -> Result<usize, StateError> {
        let n = self.u32(what)? as usize;
        if n > max {
            return Err(StateError::BadValue {
                what,
                value: n as u64,
            });
        }
        Ok(n)
    }

    /// A byte string of at most `max` bytes.
    pub fn bytes(&mut self, max: usize, what: &'static str) -> Result<&'a [u8], StateError> {
        let n = self.len(max, what)?;
        self.take(n, what)
    }

    /// A UTF-8 string of at most `max` bytes.
    pub fn string(&mut self, max: usize, what: &'static str) -> Result<String, StateError> {
        let b = self.bytes(max, what)?;
        String::from_utf8(b.to_vec()).map_err(|_| StateError::BadValue {
            what,
            value: b.len() as u64,
        })
    }

    /// Fills `out` with words.
    pub fn u32s(&mut self, out: &mut [u32], what: &'static str) -> Result<(), StateError> {
        for w in out {
            *w = self.u32(what)?;
        }
        Ok(())
    }

    /// Bytes not read yet.
    pub fn remaining(&self) -> usize {
        self.buf.len()
    }

    /// Checks that everything was read.
    pub fn finish(self) -> Result<(), StateError> {
        match self.buf.len() {
            0 => Ok(()),
            n => Err(StateError::TrailingBytes(n)),
        }
    }
}

/// A device state that writes itself as bytes and reads itself back (in place, so
/// that what is not state, such as a console sink, stays).
pub trait SaveState {
    fn save(&self, w: &mut StateWriter);
    fn load(&mut self, r: &mut StateReader) -> Result<(), StateError>;
}

/// The bytes of `s`'s state.
pub fn to_bytes(s: &impl SaveState) -> Vec<u8> {
    let mut w = StateWriter::new();
    s.save(&mut w);
    w.into_bytes()
}

/// Reads `bytes` into `s`, all of them. On an error `s` may be partly loaded.
pub fn from_bytes(s: &mut impl SaveState, bytes: &[u8]) -> Result<(), StateError> {
    let mut r = StateReader::new(bytes);
    s.load(&mut r)?;
    r.finish()
}

/// Implements `Device::snapshot`/`Device::restore` through the device's
/// [`SaveState`].
#[macro_export]
macro_rules! saved_state {
    () => {
        fn snapshot(&self) -> Option<$crate::bus::DeviceState> {
            Some($crate::state::to_bytes(self))
        }
        fn restore(&mut self, state: &[u8]) -> Result<(), $crate::state::StateError> {
            $crate::state::from_bytes(self, state)
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_read_back_and_short_input_is_an_error() {
        let mut w = StateWriter::new();
        w.u8(7);
        w.bool(true);
        w.u32(0xdead_beef);
        w.u64(1 << 40);
        w.str("ttyAMA0");
        w.u32s(&[1, 2]);
        let b = w.into_bytes();
        let mut r = StateReader::new(&b);
        assert_eq!(r.u8("a"), Ok(7));
        assert_eq!(r.bool("b"), Ok(true));
        assert_eq!(r.u32("c"), Ok(0xdead_beef));
        assert_eq!(r.u64("d"), Ok(1 << 40));
        assert_eq!(r.string(16, "e").as_deref(), Ok("ttyAMA0"));
        let mut two = [0; 2];
        r.u32s(&mut two, "f").unwrap();
        assert_eq!(two, [1, 2]);
        assert_eq!(r.finish(), Ok(()));
        for cut in 0..b.len() {
            let mut r = StateReader::new(&b[..cut]);
            let all = (|| {
                r.u8("a")?;
                r.bool("b")?;
                r.u32("c")?;
                r.u64("d")?;
                r.string(16, "e")?;
                r.u32s(&mut [0; 2], "f")
            })();
            assert!(all.is_err(), "cut at {cut}");
        }
        assert!(StateReader::new(&[2]).bool("x").is_err());
        assert!(StateReader::new(&b[14..]).string(3, "e").is_err());
        assert_eq!(
            StateReader::new(&[1]).finish(),
            Err(StateError::TrailingBytes(1))
        );
    }
}

//! The protobuf wire format, just what a Perfetto trace needs: varints, length-delimited
//! fields and nested messages, appended to one byte buffer.
//!
//! A field is a key `(field_number << 3) | wire_type` followed by its value; this module writes
//! wire types 0 (varint: integers, bools, enums) and 2 (length-delimited: strings, bytes,
//! nested messages). `int32`/`int64` values are written as two's complement varints (not
//! zig-zag): the only signed fields written here hold non-negative pids.

/// Wire type of varint fields.
pub const VARINT: u32 = 0;
/// Wire type of length-delimited fields.
pub const LEN: u32 = 2;

/// Appends `v` as a base-128 varint, low 7 bits first, the high bit set on every byte but the
/// last.
pub fn put_varint(buf: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        buf.push((v as u8) | 0x80);
        v >>= 7;
    }
    buf.push(v as u8);
}

/// Bytes that [`put_varint`] writes for `v`.
pub fn varint_len(v: u64) -> usize {
    (64 - (v | 1).leading_zeros() as usize).div_ceil(7)
}

/// Bytes of a varint field: key and value.
pub fn varint_field_len(field: u32, v: u64) -> usize {
    varint_len(u64::from(field) << 3) + varint_len(v)
}

/// Bytes of a length-delimited field whose payload is `len` bytes.
pub fn len_field_len(field: u32, len: usize) -> usize {
    varint_len(u64::from(field) << 3) + varint_len(len as u64) + len
}

/// A message being written at the end of a buffer.
pub struct Msg<'a> {
    buf: &'a mut Vec<u8>,
}

impl<'a> Msg<'a> {
    /// A message appended to `buf`.
    pub fn new(buf: &'a mut Vec<u8>) -> Msg<'a> {
        Msg { buf }
    }

    fn key(&mut self, field: u32, wire: u32) {
        put_varint(self.buf, u64::from(field << 3 | wire));
    }

    /// An unsigned integer, bool or enum field.
    pub fn uint(&mut self, field: u32, v: u64) -> &mut Self {
        self.key(field, VARINT);
        put_varint(self.buf, v);
        self
    }

    /// A signed integer field (`int32`/`int64`, two's complement).
    pub fn int(&mut self, field: u32, v: i64) -> &mut Self {
        self.uint(field, v as u64)
    }

    /// A bytes field.
    pub fn bytes(&mut self, field: u32, v: &[u8]) -> &mut Self {
        self.key(field, LEN);
        put_varint(self.buf, v.len() as u64);
        self.buf.extend_from_slice(v);
        self
    }

    /// A string field.
    pub fn str(&mut self, field: u32, v: &str) -> &mut Self {
        self.bytes(field, v.as_bytes())
    }

    /// A nested message field written by `body`. Its length is not known in advance: one byte
    /// is reserved for it and the payload moved when the length needs more.
    pub fn msg(&mut self, field: u32, body: impl FnOnce(&mut Msg<'_>)) -> &mut Self {
        self.key(field, LEN);
        let at = self.buf.len();
        self.buf.push(0);
        body(&mut Msg { buf: self.buf });
        let len = self.buf.len() - at - 1;
        let mut prefix = Vec::new();
        put_varint(&mut prefix, len as u64);
        if prefix.len() == 1 {
            self.buf[at] = prefix[0];
        } else {
            self.buf.splice(at..=at, prefix);
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_match_the_spec_examples() {
        // The protobuf encoding guide's examples: 1 is 01, 150 is 96 01.
        let mut b = Vec::new();
        put_varint(&mut b, 1);
        put_varint(&mut b, 150);
        put_varint(&mut b, u64::MAX);
        assert_eq!(&b[..3], &[0x01, 0x96, 0x01]);
        assert_eq!(b.len(), 3 + 10);
        for v in [0, 1, 127, 128, 16383, 16384, u64::from(u32::MAX), u64::MAX] {
            let mut b = Vec::new();
            put_varint(&mut b, v);
            assert_eq!(b.len(), varint_len(v), "{v}");
        }
    }

    #[test]
    fn nested_messages_get_their_length() {
        // Field 3 holding a message with field 1 = 150: 1a 03 08 96 01 (the guide's example).
        let mut b = Vec::new();
        Msg::new(&mut b).msg(3, |m| {
            m.uint(1, 150);
        });
        assert_eq!(b, [0x1a, 0x03, 0x08, 0x96, 0x01]);
        // A payload of 200 bytes needs a two-byte length.
        let mut b = Vec::new();
        Msg::new(&mut b).msg(1, |m| {
            m.bytes(2, &[7; 197]);
        });
        assert_eq!(&b[..3], &[0x0a, 200, 1]);
        assert_eq!(b.len(), 3 + 200);
        assert_eq!(len_field_len(1, 200), b.len());
        assert_eq!(b[3..6], [0x12, 197, 1]);
    }
}

//! `qtrace.method`: Dalvik method entry/exit records (§9). Our guest has no Dalvik, so the writer
//! leaves the file empty but well-formed (only the 2-byte terminator); the codec is complete.

use crate::error::Error;
use crate::varint::{put_svarint, put_uvarint, Cursor};

/// Bytes of the `.method` terminator.
pub const METHOD_TERMINATOR: [u8; 2] = [0, 0];

/// One method event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MethodRecord {
    /// Time of the event.
    pub time: u64,
    /// Method address as Dalvik reported it.
    pub addr: u32,
    /// Pid current at the event.
    pub pid: u32,
    /// 0 enter, 1 exit, 2 exception, 4..6 the native forms.
    pub call_type: u32,
}

/// Delta state for encoding.
#[derive(Debug, Clone, Default)]
pub struct MethodEncoder {
    prev: MethodRecord,
}

impl MethodEncoder {
    /// Appends `r`; its time must be after the previous record's (a zero delta reads as EOF).
    pub fn put(&mut self, buf: &mut Vec<u8>, r: &MethodRecord) {
        put_uvarint(buf, r.time - self.prev.time);
        put_svarint(buf, i64::from(r.addr.wrapping_sub(self.prev.addr) as i32));
        put_svarint(buf, i64::from(r.pid.wrapping_sub(self.prev.pid) as i32));
        put_uvarint(buf, u64::from(r.call_type));
        self.prev = *r;
    }

    /// Time of the last record.
    pub fn prev_time(&self) -> u64 {
        self.prev.time
    }
}

/// Iterator over `qtrace.method`.
#[derive(Debug, Clone)]
pub struct MethodIter<'a> {
    cur: Cursor<'a>,
    prev: MethodRecord,
    done: bool,
}

impl<'a> MethodIter<'a> {
    /// Records of the whole file.
    pub fn new(data: &'a [u8], file: &'a str) -> Self {
        MethodIter {
            cur: Cursor::new(data, 0, file),
            prev: MethodRecord::default(),
            done: false,
        }
    }

    fn read(&mut self) -> Result<Option<MethodRecord>, Error> {
        if self.cur.remaining() == 0 {
            return Err(self.cur.missing_terminator());
        }
        self.cur.start_record();
        let dt = self.cur.uvarint()?;
        let da = self.cur.svarint()?;
        if dt == 0 {
            self.cur.expect_end()?;
            return Ok(None);
        }
        let dp = self.cur.svarint()?;
        let r = MethodRecord {
            time: self.prev.time.wrapping_add(dt),
            addr: self.prev.addr.wrapping_add(da as u32),
            pid: self.prev.pid.wrapping_add(dp as u32),
            call_type: self.cur.u32_field("call_type")?,
        };
        self.prev = r;
        Ok(Some(r))
    }
}

impl<'a> Iterator for MethodIter<'a> {
    type Item = Result<MethodRecord, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        match self.read() {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_with_wrapping_deltas() {
        let recs = [
            MethodRecord {
                time: 3,
                addr: 0xfff0_0000,
                pid: 7,
                call_type: 0,
            },
            MethodRecord {
                time: 9,
                addr: 0x10,
                pid: 3,
                call_type: 5,
            },
        ];
        let mut b = Vec::new();
        let mut e = MethodEncoder::default();
        for r in &recs {
            e.put(&mut b, r);
        }
        b.extend_from_slice(&METHOD_TERMINATOR);
        let back: Vec<_> = MethodIter::new(&b, "m").collect::<Result<_, _>>().unwrap();
        assert_eq!(back, recs);
        assert_eq!(MethodIter::new(&METHOD_TERMINATOR, "m").count(), 0);
    }
}

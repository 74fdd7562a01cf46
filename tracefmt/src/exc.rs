//! `qtrace.exc`: exception records, seven unsigned varints each, 7 zero bytes at the end (§7).

use crate::error::Error;
use crate::varint::{put_uvarint, Cursor};

/// Bytes of the `.exc` terminator.
pub const EXC_TERMINATOR: [u8; 7] = [0; 7];

/// One exception (or device pseudo-exception) and the block it cut short.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ExcRecord {
    /// Time of the exception.
    pub time: u64,
    /// PC of the instruction that was running (`bb_addr + 4·(num_insns − 1)` in the Android emulator).
    pub current_pc: u32,
    /// 1-based dynamic record number of the block execution it happened in.
    pub recnum: u64,
    /// R15 when the exception was taken, 0 for pseudo-exceptions.
    pub target_pc: u32,
    /// Block number of that execution.
    pub bb_num: u64,
    /// Start time of that execution.
    pub bb_start_time: u64,
    /// Instructions started in that execution, the faulting one included.
    pub num_insns: u32,
}

/// Delta state for encoding.
#[derive(Debug, Clone, Default)]
pub struct ExcEncoder {
    prev_time: u64,
    prev_recnum: u64,
}

impl ExcEncoder {
    /// True if `r` would read as the terminator (time delta 0 and pc 0) and so cannot be written.
    pub fn reads_as_eof(&self, r: &ExcRecord) -> bool {
        r.time == self.prev_time && r.current_pc == 0
    }

    /// Appends `r`; time and record number must not go backwards.
    pub fn put(&mut self, buf: &mut Vec<u8>, r: &ExcRecord) {
        put_uvarint(buf, r.time - self.prev_time);
        put_uvarint(buf, u64::from(r.current_pc));
        put_uvarint(buf, r.recnum - self.prev_recnum);
        put_uvarint(buf, u64::from(r.target_pc));
        put_uvarint(buf, r.bb_num);
        put_uvarint(buf, r.bb_start_time);
        put_uvarint(buf, u64::from(r.num_insns));
        self.prev_time = r.time;
        self.prev_recnum = r.recnum;
    }

    /// Time of the last record.
    pub fn prev_time(&self) -> u64 {
        self.prev_time
    }

    /// Record number of the last record.
    pub fn prev_recnum(&self) -> u64 {
        self.prev_recnum
    }
}

/// Iterator over `qtrace.exc`.
#[derive(Debug, Clone)]
pub struct ExcIter<'a> {
    cur: Cursor<'a>,
    prev: ExcRecord,
    done: bool,
}

impl<'a> ExcIter<'a> {
    /// Records of the whole file.
    pub fn new(data: &'a [u8], file: &'a str) -> Self {
        ExcIter {
            cur: Cursor::new(data, 0, file),
            prev: ExcRecord::default(),
            done: false,
        }
    }

    fn read(&mut self) -> Result<Option<ExcRecord>, Error> {
        if self.cur.remaining() == 0 {
            return Err(self.cur.missing_terminator());
        }
        self.cur.start_record();
        let dt = self.cur.uvarint()?;
        let pc = self.cur.u32_field("current_pc")?;
        if dt == 0 && pc == 0 {
            for _ in 0..5 {
                self.cur.uvarint()?;
            }
            self.cur.expect_end()?;
            return Ok(None);
        }
        let drec = self.cur.uvarint()?;
        let r = ExcRecord {
            time: self.prev.time.wrapping_add(dt),
            current_pc: pc,
            recnum: self.prev.recnum.wrapping_add(drec),
            target_pc: self.cur.u32_field("target_pc")?,
            bb_num: self.cur.uvarint()?,
            bb_start_time: self.cur.uvarint()?,
            num_insns: self.cur.u32_field("num_insns")?,
        };
        self.prev = r;
        Ok(Some(r))
    }
}

impl<'a> Iterator for ExcIter<'a> {
    type Item = Result<ExcRecord, Error>;

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
    fn round_trip_and_eof_rule() {
        let recs = [
            ExcRecord {
                time: 5,
                current_pc: 0x8004,
                recnum: 2,
                target_pc: 0xffff0008,
                bb_num: 3,
                bb_start_time: 4,
                num_insns: 2,
            },
            ExcRecord {
                time: 5,
                current_pc: 0x10,
                recnum: 2,
                target_pc: 0,
                bb_num: 3,
                bb_start_time: 4,
                num_insns: 3,
            },
        ];
        let mut b = Vec::new();
        let mut e = ExcEncoder::default();
        for r in &recs {
            assert!(!e.reads_as_eof(r));
            e.put(&mut b, r);
        }
        assert!(e.reads_as_eof(&ExcRecord {
            time: 5,
            ..Default::default()
        }));
        b.extend_from_slice(&EXC_TERMINATOR);
        let back: Vec<_> = ExcIter::new(&b, "e").collect::<Result<_, _>>().unwrap();
        assert_eq!(back, recs);
        // Cut inside the terminator: a truncated varint, not a clean end.
        let r = ExcIter::new(&b[..b.len() - 1], "e").last().unwrap();
        assert!(matches!(r, Err(Error::TruncatedVarint { .. })));
    }
}

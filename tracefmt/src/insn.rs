//! `qtrace.insn`: instruction start times as run-length delta records (§6); no terminator.

use crate::error::Error;
use crate::varint::{put_uvarint, Cursor};

/// `repeat + 1` instructions, each starting `time_diff` ticks after the previous one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct InsnRecord {
    /// Ticks from the previous instruction's start.
    pub time_diff: u64,
    /// Further instructions with the same spacing.
    pub repeat: u32,
}

/// Builds records from absolute instruction start times, as the emulator's `trace_insn_helper`.
#[derive(Debug, Clone, Default)]
pub struct InsnEncoder {
    prev_time: u64,
    cur: Option<InsnRecord>,
}

impl InsnEncoder {
    /// Adds one instruction start; a finished record is appended to `buf`.
    #[inline]
    pub fn push(&mut self, buf: &mut Vec<u8>, time: u64) {
        let d = time.saturating_sub(self.prev_time);
        self.prev_time = self.prev_time.max(time);
        match &mut self.cur {
            Some(r) if r.time_diff == d && r.repeat < u32::MAX => r.repeat += 1,
            slot => {
                if let Some(r) = slot.replace(InsnRecord {
                    time_diff: d,
                    repeat: 0,
                }) {
                    put_insn(buf, &r);
                }
            }
        }
    }

    /// Adds `count` instruction starts, each `time_diff` ticks after the previous one: the same
    /// records as `count` calls of [`InsnEncoder::push`], without the per-instruction work.
    #[inline]
    pub fn push_run(&mut self, buf: &mut Vec<u8>, time_diff: u64, count: u64) {
        if count == 0 {
            return;
        }
        self.prev_time = self
            .prev_time
            .saturating_add(time_diff.saturating_mul(count));
        // The usual cases: the run extends the open record, or starts the next one.
        match &mut self.cur {
            Some(r) if r.time_diff == time_diff => {
                if let Some(rep) = u32::try_from(count)
                    .ok()
                    .and_then(|c| r.repeat.checked_add(c))
                {
                    r.repeat = rep;
                    return;
                }
            }
            Some(r) => {
                if let Ok(more) = u32::try_from(count - 1) {
                    put_insn(buf, r);
                    *r = InsnRecord {
                        time_diff,
                        repeat: more,
                    };
                    return;
                }
            }
            None => {}
        }
        self.push_run_long(buf, time_diff, count);
    }

    /// `push_run` for a run that overflows a record's repeat count (or the first run).
    #[cold]
    fn push_run_long(&mut self, buf: &mut Vec<u8>, time_diff: u64, count: u64) {
        let mut left = count;
        if let Some(r) = &mut self.cur {
            if r.time_diff == time_diff {
                let take = u64::from(u32::MAX - r.repeat).min(left);
                r.repeat += take as u32;
                left -= take;
            }
        }
        while left != 0 {
            // A new record holds this start and up to u32::MAX more.
            let more = (left - 1).min(u64::from(u32::MAX));
            let fresh = InsnRecord {
                time_diff,
                repeat: more as u32,
            };
            if let Some(r) = self.cur.replace(fresh) {
                put_insn(buf, &r);
            }
            left -= more + 1;
        }
    }

    /// Adds one block execution's instruction starts: the first at `time`, then each
    /// `(time_diff, count)` run of `runs` (32- or 16-bit fields).
    #[inline]
    pub fn push_runs<T: Copy + Into<u32>>(
        &mut self,
        buf: &mut Vec<u8>,
        time: u64,
        runs: &[(T, T)],
    ) {
        self.push(buf, time);
        for &(diff, count) in runs {
            self.push_run(buf, u64::from(diff.into()), u64::from(count.into()));
        }
    }

    /// Appends the record being built (later instructions start a new one).
    pub fn flush(&mut self, buf: &mut Vec<u8>) {
        if let Some(r) = self.cur.take() {
            put_insn(buf, &r);
        }
    }
}

/// Appends one record.
#[inline]
pub fn put_insn(buf: &mut Vec<u8>, r: &InsnRecord) {
    if r.time_diff < 0x80 && r.repeat < 0x80 {
        // Most records: two one-byte varints.
        buf.extend_from_slice(&[r.time_diff as u8, r.repeat as u8]);
    } else {
        put_uvarint(buf, r.time_diff);
        put_uvarint(buf, u64::from(r.repeat));
    }
}

/// Iterator over the records of `qtrace.insn`; the file simply ends.
#[derive(Debug, Clone)]
pub struct InsnRecordIter<'a> {
    cur: Cursor<'a>,
    done: bool,
}

impl<'a> InsnRecordIter<'a> {
    /// Records of the whole file.
    pub fn new(data: &'a [u8], file: &'a str) -> Self {
        InsnRecordIter {
            cur: Cursor::new(data, 0, file),
            done: false,
        }
    }

    fn read(&mut self) -> Result<InsnRecord, Error> {
        self.cur.start_record();
        let time_diff = self.cur.uvarint()?;
        let repeat = self.cur.u32_field("repeat")?;
        Ok(InsnRecord { time_diff, repeat })
    }
}

impl<'a> Iterator for InsnRecordIter<'a> {
    type Item = Result<InsnRecord, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done || self.cur.remaining() == 0 {
            return None;
        }
        let r = self.read();
        self.done = r.is_err();
        Some(r)
    }
}

/// Absolute instruction start times, expanded from the records.
#[derive(Debug, Clone)]
pub struct InsnTimeIter<'a> {
    records: InsnRecordIter<'a>,
    time: u64,
    left: u64,
    diff: u64,
}

impl<'a> InsnTimeIter<'a> {
    /// Times of the whole file.
    pub fn new(data: &'a [u8], file: &'a str) -> Self {
        InsnTimeIter {
            records: InsnRecordIter::new(data, file),
            time: 0,
            left: 0,
            diff: 0,
        }
    }

    /// The first start time at or after `min_time` (qtools' `ReadInsnTime`).
    pub fn next_at_or_after(&mut self, min_time: u64) -> Option<Result<u64, Error>> {
        loop {
            match self.next()? {
                Ok(t) if t < min_time => continue,
                other => return Some(other),
            }
        }
    }
}

impl<'a> Iterator for InsnTimeIter<'a> {
    type Item = Result<u64, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.left == 0 {
            match self.records.next()? {
                Ok(r) => {
                    self.diff = r.time_diff;
                    self.left = u64::from(r.repeat) + 1;
                }
                Err(e) => return Some(Err(e)),
            }
        }
        self.left -= 1;
        self.time = self.time.wrapping_add(self.diff);
        Some(Ok(self.time))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_split_at_the_repeat_limit() {
        let max = u64::from(u32::MAX);
        let mut e = InsnEncoder::default();
        let mut b = Vec::new();
        e.push_run(&mut b, 3, max + 2);
        e.push_run(&mut b, 3, max);
        e.push_run(&mut b, 3, 1);
        e.flush(&mut b);
        let recs: Vec<InsnRecord> = InsnRecordIter::new(&b, "i").map(Result::unwrap).collect();
        let expect = [(3, u32::MAX), (3, u32::MAX), (3, 0)];
        let got: Vec<(u64, u32)> = recs.iter().map(|r| (r.time_diff, r.repeat)).collect();
        assert_eq!(got, expect);
        // The same as pushing them one by one (checked on a small count past a boundary).
        let mut one = InsnEncoder {
            prev_time: 0,
            cur: Some(InsnRecord {
                time_diff: 3,
                repeat: u32::MAX - 1,
            }),
        };
        let mut many = one.clone();
        let (mut b1, mut b2) = (Vec::new(), Vec::new());
        for k in 1..=3 {
            one.push(&mut b1, 3 * k);
        }
        many.push_run(&mut b2, 3, 3);
        one.flush(&mut b1);
        many.flush(&mut b2);
        assert_eq!(b1, b2);
    }

    #[test]
    fn run_length() {
        let mut b = Vec::new();
        let mut e = InsnEncoder::default();
        for t in [1, 2, 3, 4, 6, 8, 9] {
            e.push(&mut b, t);
        }
        e.flush(&mut b);
        assert_eq!(b, [1, 3, 2, 1, 1, 0]);
        let times: Vec<u64> = InsnTimeIter::new(&b, "i").map(Result::unwrap).collect();
        assert_eq!(times, [1, 2, 3, 4, 6, 8, 9]);
        let mut it = InsnTimeIter::new(&b, "i");
        assert_eq!(it.next_at_or_after(5).unwrap().unwrap(), 6);
        // Runs give the same bytes as single starts.
        let mut runs = Vec::new();
        let mut e = InsnEncoder::default();
        e.push(&mut runs, 1);
        e.push_run(&mut runs, 1, 3);
        e.push_run(&mut runs, 0, 0);
        e.push_run(&mut runs, 2, 2);
        e.push_run(&mut runs, 1, 1);
        e.flush(&mut runs);
        assert_eq!(runs, b);
        let r = InsnRecordIter::new(&b[..3], "i").last().unwrap();
        assert!(matches!(
            r,
            Err(Error::TruncatedVarint {
                offset: 3,
                record: 2,
                ..
            })
        ));
    }
}

//! `qtrace.bb`: dynamic block executions, delta/varint records with repeat compression (§5).

use std::collections::HashMap;

use crate::error::Error;
use crate::varint::{peek_varint, put_svarint, put_uvarint, signed, Cursor};

/// Bytes of the `.bb` terminator (bb delta 0, time delta 0, repeat 0).
pub const BB_TERMINATOR: [u8; 3] = [0, 0, 0];

/// One on-disk record: block `bb_num` started at `start_time`, and again `repeat` more times, each
/// `time_diff` ticks after the previous one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BbRecord {
    /// Block number.
    pub bb_num: u64,
    /// Start of the first execution.
    pub start_time: u64,
    /// Further executions.
    pub repeat: u32,
    /// Period of the repetitions.
    pub time_diff: u64,
}

/// Encodes records against the previous record (bb and time deltas).
#[derive(Debug, Clone, Default)]
pub struct BbEncoder {
    prev_bb: u64,
    prev_time: u64,
}

impl BbEncoder {
    /// Appends `rec`; its start time must be after the previous record's (callers guarantee it).
    pub fn put(&mut self, buf: &mut Vec<u8>, rec: &BbRecord) {
        put_svarint(buf, rec.bb_num.wrapping_sub(self.prev_bb) as i64);
        put_uvarint(buf, rec.start_time - self.prev_time);
        put_uvarint(buf, u64::from(rec.repeat));
        if rec.repeat != 0 {
            put_uvarint(buf, rec.time_diff);
        }
        self.prev_bb = rec.bb_num;
        self.prev_time = rec.start_time;
    }

    /// Start time of the last record written (0 before any).
    pub fn last_start(&self) -> u64 {
        self.prev_time
    }
}

/// Turns a run of executions into records with the emulator's per-block repeat compression (§5.2):
/// a block's next execution extends its last record of this batch when the period matches.
#[derive(Debug, Default)]
pub struct BbCompressor {
    records: Vec<BbRecord>,
    /// Per block number (dense, as emulators number blocks): the batch that last saw it, its
    /// record in this batch and the time it last ran. Stale batches read as unseen, so starting a
    /// batch costs nothing.
    dense: Vec<LastRun>,
    /// Block numbers too large for the dense table.
    sparse: HashMap<u64, LastRun>,
    batch: u32,
}

#[derive(Debug, Clone, Copy, Default)]
struct LastRun {
    batch: u32,
    idx: u32,
    time: u64,
}

/// Block numbers below this use the dense table.
const DENSE_LIMIT: u64 = 1 << 24;

impl BbCompressor {
    #[inline]
    fn slot<'a>(
        dense: &'a mut Vec<LastRun>,
        sparse: &'a mut HashMap<u64, LastRun>,
        bb_num: u64,
    ) -> &'a mut LastRun {
        if bb_num < DENSE_LIMIT {
            let i = bb_num as usize;
            if i >= dense.len() {
                Self::grow(dense, i);
            }
            &mut dense[i]
        } else {
            sparse.entry(bb_num).or_default()
        }
    }

    #[cold]
    fn grow(dense: &mut Vec<LastRun>, i: usize) {
        let len = (i + 1).next_power_of_two().max(1024);
        dense.resize(len, LastRun::default());
    }

    /// Starts loading block `bb_num`'s state so that it is in the cache when its execution comes.
    #[inline]
    pub fn touch(&self, bb_num: u64) {
        if bb_num < self.dense.len() as u64 {
            crate::prefetch::prefetch(self.dense.as_ptr().wrapping_add(bb_num as usize));
        }
    }

    /// Adds one execution and returns the time used: a new record must start after the previous
    /// record (or `floor`, the last start already written), else its time is raised to that + 1.
    #[inline]
    pub fn push(&mut self, bb_num: u64, time: u64, floor: u64) -> u64 {
        // Batch 0 is never current, so a fresh slot reads as unseen.
        let batch = self.batch.wrapping_add(1);
        let slot = Self::slot(&mut self.dense, &mut self.sparse, bb_num);
        // Field by field: a whole-struct copy would load wider than the fields were stored,
        // which defeats store forwarding when a block runs again soon.
        if slot.batch == batch {
            let rec = &mut self.records[slot.idx as usize];
            let d = time.wrapping_sub(slot.time);
            if d == rec.time_diff && rec.repeat != 0 && rec.repeat < u32::MAX {
                rec.repeat += 1;
                slot.time = time;
                return time;
            }
            if rec.repeat == 0 {
                rec.time_diff = d;
                rec.repeat = 1;
                slot.time = time;
                return time;
            }
        }
        let prev_start = self.records.last().map_or(floor, |r| r.start_time);
        let time = if time <= prev_start {
            prev_start + 1
        } else {
            time
        };
        slot.batch = batch;
        slot.idx = self.records.len() as u32;
        slot.time = time;
        self.records.push(BbRecord {
            bb_num,
            start_time: time,
            repeat: 0,
            time_diff: 0,
        });
        time
    }

    /// Start time of the last record of this batch.
    pub fn last_record_start(&self) -> Option<u64> {
        self.records.last().map(|r| r.start_time)
    }

    /// Records in this batch so far.
    pub fn len(&self) -> usize {
        self.records.len()
    }

    /// Whether the batch has no record.
    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// Takes the batch's records (in order of first occurrence) and starts a new batch.
    pub fn take(&mut self) -> Vec<BbRecord> {
        self.batch = self.batch.wrapping_add(1);
        if self.batch == u32::MAX {
            // Batch numbers wrap: forget every stamp rather than confuse old and new.
            self.batch = 0;
            self.dense.fill(LastRun::default());
        }
        self.sparse.clear();
        std::mem::take(&mut self.records)
    }
}

/// Iterator over the raw records of `qtrace.bb`, closing record included; stops at the terminator.
/// A file that ends without a terminator yields `MissingTerminator` last.
#[derive(Debug, Clone)]
pub struct BbRecordIter<'a> {
    pub(crate) cur: Cursor<'a>,
    prev: BbRecord,
    done: bool,
    /// Offset where the records end cleanly (a segment's end); `usize::MAX` for the whole file.
    stop: usize,
}

impl<'a> BbRecordIter<'a> {
    /// Records of the whole file `data`.
    pub fn new(data: &'a [u8], file: &'a str) -> Self {
        Self::resume(data, file, 0, BbRecord::default(), usize::MAX)
    }

    /// Records of `data` from offset `pos`, where the previous record (the base of the deltas) was
    /// `prev`, up to offset `stop` (a record boundary, where they end without a terminator).
    pub fn resume(data: &'a [u8], file: &'a str, pos: usize, prev: BbRecord, stop: usize) -> Self {
        BbRecordIter {
            cur: Cursor::new(data, pos, file),
            prev,
            done: false,
            stop,
        }
    }

    /// The last record read (the base of the next record's deltas).
    pub fn prev(&self) -> BbRecord {
        self.prev
    }

    /// Offset of the next record.
    pub fn pos(&self) -> usize {
        self.cur.pos()
    }

    /// The next record with its offset when it decodes without any error and is not the
    /// terminator; `None` leaves the position alone for [`Iterator::next`] to report what it is.
    #[inline(always)]
    pub fn next_plain(&mut self) -> Option<(usize, BbRecord)> {
        let (b, at) = (self.cur.data(), self.cur.pos());
        if self.done || at >= self.stop {
            return None;
        }
        // Most records are one byte per field but the period, which takes one or two: read five
        // bytes at once and decode them without a call per field.
        if let Some(&[b0, b1, b2, b3, b4]) = b.get(at..at + 5) {
            if (b0 | b1 | b2) < 0x80 && b1 != 0 {
                let (time_diff, len) = match (b2, b3) {
                    (0, _) => (0, 3),
                    (_, 0..=0x7F) => (u64::from(b3), 4),
                    (_, 0x80..=0xBF) => (u64::from(b3 & 0x3F) << 8 | u64::from(b4), 5),
                    _ => (u64::MAX, 0),
                };
                if len != 0 {
                    let rec = BbRecord {
                        bb_num: self
                            .prev
                            .bb_num
                            .wrapping_add(signed(u64::from(b0), 1) as u64),
                        start_time: self.prev.start_time.wrapping_add(u64::from(b1)),
                        repeat: u32::from(b2),
                        time_diff,
                    };
                    self.prev = rec;
                    self.cur.seek(at + len);
                    return Some((at, rec));
                }
            }
        }
        let (d, l1) = peek_varint(b, at)?;
        let (dt, l2) = peek_varint(b, at + l1)?;
        let (rep, l3) = peek_varint(b, at + l1 + l2)?;
        if dt == 0 || rep > u64::from(u32::MAX) {
            return None;
        }
        let mut end = at + l1 + l2 + l3;
        let time_diff = if rep != 0 {
            let (v, l4) = peek_varint(b, end)?;
            end += l4;
            v
        } else {
            0
        };
        let rec = BbRecord {
            bb_num: self.prev.bb_num.wrapping_add(signed(d, l1) as u64),
            start_time: self.prev.start_time.wrapping_add(dt),
            repeat: rep as u32,
            time_diff,
        };
        self.prev = rec;
        self.cur.seek(end);
        Some((at, rec))
    }

    fn read(&mut self) -> Result<Option<BbRecord>, Error> {
        if self.cur.remaining() == 0 {
            return Err(self.cur.missing_terminator());
        }
        self.cur.start_record();
        let bb_delta = self.cur.svarint()?;
        let time_delta = self.cur.uvarint()?;
        let repeat = self.cur.uvarint()?;
        if time_delta == 0 {
            self.cur.expect_end()?;
            return Ok(None);
        }
        let repeat = u32::try_from(repeat).map_err(|_| Error::ValueOutOfRange {
            file: self.cur.file().to_string(),
            field: "repeat",
            offset: self.cur.record_start(),
            value: repeat,
        })?;
        let time_diff = if repeat != 0 { self.cur.uvarint()? } else { 0 };
        let rec = BbRecord {
            bb_num: self.prev.bb_num.wrapping_add(bb_delta as u64),
            start_time: self.prev.start_time.wrapping_add(time_delta),
            repeat,
            time_diff,
        };
        self.prev = rec;
        Ok(Some(rec))
    }
}

impl<'a> Iterator for BbRecordIter<'a> {
    type Item = Result<(usize, BbRecord), Error>;

    fn next(&mut self) -> Option<Self::Item> {
        let at = self.cur.pos();
        if self.done || at >= self.stop {
            return None;
        }
        match self.read() {
            Ok(Some(r)) => Some(Ok((at, r))),
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

pub use crate::bb_exec::{BbExec, BbExecIter};

#[cfg(test)]
mod tests {
    use super::*;

    use crate::testutil::encode_bb as encode;

    #[test]
    fn compression_matches_emulator_rule() {
        let mut c = BbCompressor::default();
        // Block 1 loops with period 5 while block 2 runs between.
        for (bb, t) in [
            (1, 10),
            (2, 12),
            (1, 15),
            (2, 17),
            (1, 20),
            (1, 26),
            (3, 30),
        ] {
            c.push(bb, t, 0);
        }
        let recs = c.take();
        assert_eq!(
            recs,
            vec![
                BbRecord {
                    bb_num: 1,
                    start_time: 10,
                    repeat: 2,
                    time_diff: 5
                },
                BbRecord {
                    bb_num: 2,
                    start_time: 12,
                    repeat: 1,
                    time_diff: 5
                },
                BbRecord {
                    bb_num: 1,
                    start_time: 26,
                    repeat: 0,
                    time_diff: 0
                },
                BbRecord {
                    bb_num: 3,
                    start_time: 30,
                    repeat: 0,
                    time_diff: 0
                },
            ]
        );
        let bytes = encode(&recs);
        // First record: bb +1, time 10, repeat 2, diff 5.
        assert_eq!(&bytes[..4], &[1, 10, 2, 5]);
        let execs: Vec<_> = BbExecIter::new(&bytes, "bb", None)
            .map(|e| e.map(|e| (e.bb_num, e.time)))
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(
            execs,
            vec![
                (1, 10),
                (2, 12),
                (1, 15),
                (2, 17),
                (1, 20),
                (1, 26),
                (3, 30)
            ]
        );
    }

    #[test]
    fn zero_time_delta_is_eof_and_trailing_bytes_are_errors() {
        let mut b = encode(&[BbRecord {
            bb_num: 4,
            start_time: 9,
            ..Default::default()
        }]);
        assert_eq!(BbRecordIter::new(&b, "bb").count(), 1);
        b.push(7);
        let last = BbRecordIter::new(&b, "bb").last().unwrap();
        assert!(matches!(
            last,
            Err(Error::TrailingData {
                offset: 6,
                len: 1,
                ..
            })
        ));
        let unterminated = &b[..3];
        let last = BbRecordIter::new(unterminated, "bb").last().unwrap();
        assert!(matches!(
            last,
            Err(Error::MissingTerminator { offset: 3, .. })
        ));
    }

    #[test]
    fn ties_go_to_the_record_then_to_the_newest_repetition() {
        let rec = |bb_num, start_time, repeat, time_diff| BbRecord {
            bb_num,
            start_time,
            repeat,
            time_diff,
        };
        // Repetitions of 1 (queued at 10) and 2 (queued at 12) and record 3 all fall at 20; block 4
        // repeats with period 0 (three executions at 30) while one of 5 is due at 30 too.
        let bytes = encode(&[
            rec(1, 10, 1, 10),
            rec(2, 12, 1, 8),
            rec(3, 20, 0, 0),
            rec(5, 25, 1, 5),
            rec(4, 28, 2, 1),
            rec(6, 40, 0, 0),
        ]);
        let execs: Vec<_> = BbExecIter::new(&bytes, "bb", None)
            .map(|e| e.map(|e| (e.bb_num, e.time, e.recnum)))
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(
            execs,
            vec![
                (1, 10, 1),
                (2, 12, 2),
                (3, 20, 3),
                (2, 20, 4),
                (1, 20, 5),
                (5, 25, 6),
                (4, 28, 7),
                (4, 29, 8),
                (4, 30, 9),
                (5, 30, 10),
                (6, 40, 11),
            ]
        );
    }

    #[test]
    fn plain_fast_path_agrees_with_the_checked_reader() {
        // Random field widths (the one-byte fast path, two-byte periods, longer forms) and random
        // damage: wherever `next_plain` gives a record, `next` gives the same.
        let mut rng = crate::testutil::Rng::new(0x853c_49e6_748f_ea9b);
        let mut rnd = |n: u64| rng.below(n);
        let mut seen = 0;
        for _ in 0..300 {
            let mut b = Vec::new();
            let mut e = BbEncoder::default();
            let mut t = 0;
            for _ in 0..rnd(40) {
                let wide = |r: u64| [0x7f, 0x3fff, 0x1f_ffff, 1 << 40][r as usize];
                let w = wide(rnd(4));
                t += 1 + rnd(w);
                let repeat = [0, 1 + rnd(100), rnd(300)][rnd(3) as usize] as u32;
                let (wb, wd) = (wide(rnd(3)), wide(rnd(4)));
                let r = BbRecord {
                    bb_num: rnd(wb),
                    start_time: t,
                    repeat,
                    time_diff: if repeat == 0 { 0 } else { rnd(wd) },
                };
                e.put(&mut b, &r);
            }
            b.extend_from_slice(&BB_TERMINATOR);
            if rnd(2) == 0 {
                let at = rnd(b.len() as u64) as usize;
                b[at] = rnd(256) as u8;
            }
            let (mut fast, mut slow) = (BbRecordIter::new(&b, "bb"), BbRecordIter::new(&b, "bb"));
            loop {
                let f = fast.next_plain();
                let s = slow.next();
                match (f, s) {
                    (Some(f), Some(Ok(s))) => {
                        assert_eq!(f, s);
                        seen += 1;
                    }
                    (None, s) => {
                        let s = s.map(|r| r.map_err(|e| e.to_string()));
                        let end = !matches!(s, Some(Ok(_)));
                        assert_eq!(fast.next().map(|r| r.map_err(|e| e.to_string())), s);
                        if end {
                            break;
                        }
                    }
                    (Some(f), s) => panic!("fast {f:?}, checked {s:?}"),
                }
            }
        }
        assert!(seen > 3000, "{seen}");
    }

    #[test]
    fn block_range_checked() {
        let b = encode(&[BbRecord {
            bb_num: 9,
            start_time: 1,
            ..Default::default()
        }]);
        let r = BbExecIter::new(&b, "bb", Some(5)).next().unwrap();
        assert!(matches!(
            r,
            Err(Error::BlockOutOfRange {
                bb_num: 9,
                offset: 0,
                ..
            })
        ));
    }
}

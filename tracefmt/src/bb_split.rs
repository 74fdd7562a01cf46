//! Splits `qtrace.bb` at quiet record boundaries so that its segments decode independently.
//!
//! Before a record that starts later than the last execution of every earlier record's
//! repetitions, the Android rule has delivered all of those repetitions: the executions from that
//! record on depend only on the records from there and on the delta base (the record before). So
//! decoding the segments separately (on several threads) and concatenating them gives the whole
//! file's executions, record numbers included. The scan reads only records that decode cleanly;
//! the segment holding the first bad record or the terminator is the last one, so every error is
//! found by the decoder of that segment, at the same offset as for the whole file.

use crate::bb::{BbRecord, BbRecordIter};

/// A stretch of `qtrace.bb` that decodes on its own (see the module note).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BbSegment {
    /// Offset of the first record.
    pub offset: usize,
    /// The record before it, the base of its deltas (all zero at the file start).
    pub prev: BbRecord,
    /// Executions before the segment: its first execution's record number minus one.
    pub execs_before: u64,
    /// Offset where it ends (the next segment's `offset`); `usize::MAX` for the last segment.
    pub stop: usize,
}

impl BbSegment {
    /// The whole file as one segment.
    pub fn whole() -> Self {
        BbSegment {
            offset: 0,
            prev: BbRecord::default(),
            execs_before: 0,
            stop: usize::MAX,
        }
    }

    /// True for the segment that runs to the end of the file.
    pub fn is_last(&self) -> bool {
        self.stop == usize::MAX
    }
}

/// The segments of a `qtrace.bb`, in file order, each of at least `min_execs` executions (except
/// the last). One segment (the whole file) when there is no quiet boundary.
#[derive(Debug, Clone)]
pub struct BbSplitter<'a> {
    records: BbRecordIter<'a>,
    /// The segment being scanned (its `stop` not known yet).
    cur: BbSegment,
    /// Executions of the records scanned.
    execs: u64,
    /// The latest execution of the records scanned; `None` once one overflowed (never quiet again).
    max_end: Option<u64>,
    min_execs: u64,
    done: bool,
    /// The last record scanned when a segment was returned (while scanning, it is kept in a local:
    /// reading a record back from memory right after storing it stalls on every record).
    last: BbRecord,
}

impl<'a> BbSplitter<'a> {
    /// Segments of the whole file `data` (named `file`), at least `min_execs` executions each.
    pub fn new(data: &'a [u8], file: &'a str, min_execs: u64) -> Self {
        BbSplitter {
            records: BbRecordIter::new(data, file),
            cur: BbSegment::whole(),
            execs: 0,
            max_end: Some(0),
            min_execs: min_execs.max(1),
            done: false,
            last: BbRecord::default(),
        }
    }

    #[inline]
    fn account(&mut self, r: &BbRecord) {
        self.execs += 1 + u64::from(r.repeat);
        let end = u64::from(r.repeat)
            .checked_mul(r.time_diff)
            .and_then(|d| r.start_time.checked_add(d));
        self.max_end = match (self.max_end, end) {
            (Some(m), Some(e)) => Some(m.max(e)),
            _ => None,
        };
    }
}

impl Iterator for BbSplitter<'_> {
    type Item = BbSegment;

    fn next(&mut self) -> Option<BbSegment> {
        if self.done {
            return None;
        }
        let mut prev = self.last;
        loop {
            let Some((at, r)) = self.records.next_plain() else {
                self.done = true;
                return Some(self.cur);
            };
            let quiet = self.max_end.is_some_and(|m| m < r.start_time);
            if quiet && self.execs - self.cur.execs_before >= self.min_execs {
                let seg = BbSegment {
                    stop: at,
                    ..self.cur
                };
                self.cur = BbSegment {
                    offset: at,
                    prev,
                    execs_before: self.execs,
                    stop: usize::MAX,
                };
                self.account(&r);
                self.last = r;
                return Some(seg);
            }
            self.account(&r);
            prev = r;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bb_exec::{BbExec, BbExecIter};
    use crate::testutil::{encode_bb as encode, Rng};

    /// Everything a decoder yields, up to and including its first error.
    fn drain(it: BbExecIter<'_>, out: &mut Vec<Result<BbExec, String>>) -> bool {
        for x in it {
            match x {
                Ok(e) => out.push(Ok(e)),
                Err(e) => {
                    out.push(Err(e.to_string()));
                    return false;
                }
            }
        }
        true
    }

    /// Checks that the segments of `data` chain up and decode to the whole file's executions and
    /// error; returns how many segments there were.
    fn check_split(data: &[u8], min_execs: u64, num_static: Option<u64>) -> usize {
        let mut whole = Vec::new();
        drain(BbExecIter::new(data, "bb", num_static), &mut whole);
        let segs: Vec<BbSegment> = BbSplitter::new(data, "bb", min_execs).collect();
        assert!(segs.last().is_some_and(|s| s.is_last()));
        assert_eq!(segs[0].offset, 0);
        for w in segs.windows(2) {
            assert_eq!(w[0].stop, w[1].offset);
            assert!(w[1].execs_before - w[0].execs_before >= min_execs);
        }
        let mut parts = Vec::new();
        for s in &segs {
            if !drain(BbExecIter::segment(data, "bb", num_static, s), &mut parts) {
                break;
            }
        }
        assert_eq!(parts, whole);
        segs.len()
    }

    fn random_records(rng: &mut Rng, case: u32) -> Vec<BbRecord> {
        let dense = case.is_multiple_of(3);
        let n = 1 + rng.below(if case.is_multiple_of(5) { 3000 } else { 60 }) as usize;
        let mut t = 0u64;
        let mut recs = Vec::new();
        for _ in 0..n {
            t += 1 + rng.below(if dense { 3 } else { 1000 });
            let repeat = match rng.below(10) {
                0..=4 => 0,
                5..=7 => 1 + rng.below(3) as u32,
                8 => rng.below(50) as u32,
                _ => rng.below(if case.is_multiple_of(7) { 3000 } else { 20 }) as u32,
            };
            let time_diff = if dense {
                rng.below(4)
            } else {
                1 + rng.below(300)
            };
            recs.push(BbRecord {
                bb_num: 1 + rng.below(20),
                start_time: t,
                repeat,
                time_diff: if repeat == 0 { 0 } else { time_diff },
            });
        }
        recs
    }

    #[test]
    fn segments_concatenate_to_the_whole_file() {
        let mut rng = Rng::new(0x2545_f491_4f6c_dd1d);
        let mut split = 0;
        for case in 0..400 {
            let recs = random_records(&mut rng, case);
            let data = encode(&recs);
            for min in [1, 7, 100, 5000] {
                if check_split(&data, min, None) > 1 {
                    split += 1;
                }
            }
            // Blocks out of range, and cut or damaged files: the same executions and error.
            check_split(&data, 3, Some(15));
            let cut = rng.below(data.len() as u64) as usize;
            check_split(&data[..cut], 3, None);
            let mut bad = data.clone();
            let at = rng.below(bad.len() as u64) as usize;
            bad[at] = [0xFE, 0x00, 0xFF][rng.below(3) as usize];
            check_split(&bad, 2, Some(18));
        }
        // Most cases split somewhere; the test is not vacuous.
        assert!(split > 400, "{split}");
    }

    #[test]
    fn no_quiet_point_is_one_segment() {
        // The first record repeats past every later record: nothing can split.
        let mut recs = vec![BbRecord {
            bb_num: 3,
            start_time: 10,
            repeat: 1000,
            time_diff: 7,
        }];
        for i in 0..200 {
            recs.push(BbRecord {
                bb_num: 1 + i % 5,
                start_time: 11 + 30 * i,
                repeat: (i % 3) as u32,
                time_diff: 2,
            });
        }
        let data = encode(&recs);
        assert_eq!(check_split(&data, 1, None), 1);
        // Overflowing repetitions are never quiet either.
        recs[0].time_diff = u64::MAX / 4;
        assert_eq!(check_split(&encode(&recs), 1, None), 1);
    }

    #[test]
    fn quiet_points_split_where_nothing_is_pending() {
        let recs: Vec<BbRecord> = (0..10)
            .map(|i| BbRecord {
                bb_num: 1 + i,
                start_time: 100 * (i + 1),
                repeat: 2,
                time_diff: 10,
            })
            .collect();
        let data = encode(&recs);
        assert_eq!(check_split(&data, 1, None), 10);
        assert_eq!(check_split(&data, 6, None), 5);
        let segs: Vec<BbSegment> = BbSplitter::new(&data, "bb", 6).collect();
        assert_eq!(segs[1].execs_before, 6);
        assert_eq!(segs[1].prev, recs[1]);
        // A truncated file ends in its last segment, with the whole file's error.
        let cut = &data[..data.len() - 3];
        let mut out = Vec::new();
        drain(BbExecIter::new(cut, "bb", None), &mut out);
        assert!(matches!(out.last(), Some(Err(_))));
        check_split(cut, 1, None);
    }
}

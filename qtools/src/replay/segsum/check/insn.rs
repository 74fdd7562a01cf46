//! Instruction start times read from the bytes of `qtrace.insn` record by record, so that `check`'s
//! threads can skip to a segment's first and take each block's at once.

use tracefmt::varint::peek_varint;

/// Instruction start times read record by record from the bytes of `qtrace.insn`, so that a run
/// of them is skipped at once. Anything but a record that decodes cleanly ends them (the in-order
/// check words the error).
#[derive(Debug, Clone)]
pub(crate) struct InsnCursor<'a> {
    data: &'a [u8],
    pos: usize,
    /// Time of the last instruction read.
    time: u64,
    /// Instructions left in the current record, and their spacing.
    left: u64,
    diff: u64,
}

impl<'a> InsnCursor<'a> {
    /// The times of a whole `.insn`.
    pub(crate) fn new(data: &'a [u8]) -> Self {
        InsnCursor {
            data,
            pos: 0,
            time: 0,
            left: 0,
            diff: 0,
        }
    }

    /// The next record; `None` at the end or on a damaged record.
    #[inline]
    fn record(&mut self) -> Option<InsnRecord> {
        let (b, p) = (self.data, self.pos);
        // Most records are two one-byte varints.
        if let Some(&[d, r]) = b.get(p..p + 2) {
            if (d | r) < 0x80 {
                self.pos = p + 2;
                return Some(InsnRecord {
                    diff: u64::from(d),
                    count: u64::from(r) + 1,
                });
            }
        }
        let (d, l1) = peek_varint(b, p)?;
        let (r, l2) = peek_varint(b, p + l1)?;
        if r > u64::from(u32::MAX) {
            return None;
        }
        self.pos = p + l1 + l2;
        Some(InsnRecord {
            diff: d,
            count: r + 1,
        })
    }

    /// Skips `n` times. False when the file ends or fails first, or a time would wrap around
    /// (then a time would go back, which the in-order check reports).
    #[inline]
    pub(crate) fn skip(&mut self, mut n: u64) -> bool {
        while n > 0 {
            if self.left == 0 {
                let Some(InsnRecord { diff: d, count: k }) = self.record() else {
                    return false;
                };
                (self.diff, self.left) = (d, k);
            }
            let k = n.min(self.left);
            let Some(t) = self
                .diff
                .checked_mul(k)
                .and_then(|d| self.time.checked_add(d))
            else {
                return false;
            };
            self.time = t;
            self.left -= k;
            n -= k;
        }
        true
    }

    /// Takes the `n` (> 0) times of one block execution: true when the first is `time` and the
    /// others follow without a wrap.
    #[inline(always)]
    pub(crate) fn block(&mut self, time: u64, n: u64) -> bool {
        if self.left >= n {
            // The usual case: the whole block in the current record.
            let first = self.time.wrapping_add(self.diff);
            let Some(t) = self
                .diff
                .checked_mul(n)
                .and_then(|d| self.time.checked_add(d))
            else {
                return false;
            };
            self.time = t;
            self.left -= n;
            return first == time;
        }
        self.skip(1) && self.time == time && self.skip(n - 1)
    }

    /// How many times are left; `None` when a record does not decode cleanly.
    pub(crate) fn count_rest(mut self) -> Option<u64> {
        let mut n = self.left;
        while self.pos < self.data.len() {
            n += self.record()?.count;
        }
        Some(n)
    }
}

/// One record of `qtrace.insn`: a run of instruction times.
#[derive(Debug, Clone, Copy)]
struct InsnRecord {
    /// The spacing of the times.
    diff: u64,
    /// How many.
    count: u64,
}

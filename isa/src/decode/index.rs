//! An index over a decode table: the entries a word can match, found from a few of its
//! bits, so that a lookup tests those instead of every line from the top. The order of
//! the table (the first matching entry wins) is kept within each bucket, so an indexed
//! lookup finds exactly the entry the linear one finds.

use super::Entry;
use crate::arch::Profile;

/// The bits of a word that select its bucket: two fields, `(shift, width)` each, the
/// first one's bits above the second's in the bucket number.
#[derive(Clone, Copy, Debug)]
pub struct KeyBits {
    pub hi: (u32, u32),
    pub lo: (u32, u32),
}

impl KeyBits {
    fn key(self, word: u32) -> usize {
        let (hs, hw) = self.hi;
        let (ls, lw) = self.lo;
        let hi = (word >> hs) & ((1 << hw) - 1);
        let lo = (word >> ls) & ((1 << lw) - 1);
        (hi << lw | lo) as usize
    }

    fn buckets(self) -> usize {
        1 << (self.hi.1 + self.lo.1)
    }

    /// The word bits bucket `b` stands for, and which bits those are.
    fn bits_of(self, b: usize) -> (u32, u32) {
        let (hs, hw) = self.hi;
        let (ls, lw) = self.lo;
        let b = b as u32;
        let value = ((b >> lw) & ((1 << hw) - 1)) << hs | (b & ((1 << lw) - 1)) << ls;
        let mask = ((1 << hw) - 1) << hs | ((1 << lw) - 1) << ls;
        (value, mask)
    }
}

/// For each bucket, the positions in the table of the entries that a word of that
/// bucket may match (whose fixed bits among the key bits are the bucket's), in table
/// order.
#[derive(Debug)]
pub struct Index {
    bits: KeyBits,
    /// Bucket `b`'s entries are `entries[start[b]..start[b + 1]]`.
    start: Vec<u32>,
    entries: Vec<u16>,
}

impl Index {
    /// Builds the index of `table` for words bucketed by `bits`.
    pub fn new(table: &[Entry], bits: KeyBits) -> Index {
        assert!(
            table.len() <= usize::from(u16::MAX),
            "decode table too long"
        );
        let mut start = Vec::with_capacity(bits.buckets() + 1);
        let mut entries = Vec::new();
        for b in 0..bits.buckets() {
            start.push(entries.len() as u32);
            let (value, mask) = bits.bits_of(b);
            for (i, e) in table.iter().enumerate() {
                if (e.expect ^ value) & e.mask & mask == 0 {
                    entries.push(i as u16);
                }
            }
        }
        start.push(entries.len() as u32);
        Index {
            bits,
            start,
            entries,
        }
    }

    /// The first entry of `table` (the table this index was built from) that exists on
    /// `profile` and matches `word`: what a scan of the whole table finds.
    pub fn lookup(
        &self,
        profile: Profile,
        table: &'static [Entry],
        word: u32,
    ) -> Option<&'static Entry> {
        let k = self.bits.key(word);
        let (from, to) = (self.start[k] as usize, self.start[k + 1] as usize);
        self.entries[from..to]
            .iter()
            .map(|&i| &table[usize::from(i)])
            .find(|e| e.matches(word) && e.exists_on(profile))
    }
}

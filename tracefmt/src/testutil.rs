//! Helpers shared by the crate's unit tests: a deterministic generator and `.bb` encoding.

use crate::bb::{BbEncoder, BbRecord, BB_TERMINATOR};

/// A small deterministic generator (xorshift), so the cases are the same on every run.
pub struct Rng(pub u64);

impl Rng {
    /// A number below `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// `recs` as a whole `qtrace.bb` file, terminator included.
pub fn encode_bb(recs: &[BbRecord]) -> Vec<u8> {
    let mut b = Vec::new();
    let mut e = BbEncoder::default();
    for r in recs {
        e.put(&mut b, r);
    }
    b.extend_from_slice(&BB_TERMINATOR);
    b
}

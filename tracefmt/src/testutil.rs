//! Helpers shared by the crate's unit tests: a deterministic generator and `.bb` encoding.

use crate::bb::{BbEncoder, BbRecord, BB_TERMINATOR};

/// The workspace's test generator.
pub use testrng::Rng;

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

//! The hasher of the code cache's maps (blocks by key, blocks by page): a multiply and
//! rotate per word, as rustc's own maps use, instead of std's SipHash, which took about
//! 1% of a perl boot on the run loop's lookups. The keys are guest addresses and mode
//! bits; a guest that chose its addresses to collide could only slow itself down.

use std::hash::{BuildHasherDefault, Hasher};

/// Maps keyed by small integers and `cache::Key`.
pub type FastMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<FastHasher>>;

/// The hasher of `FastMap`.
#[derive(Clone, Copy, Debug, Default)]
pub struct FastHasher(u64);

/// An odd constant with well-spread bits (2^64 / the golden ratio).
const K: u64 = 0x9e37_79b9_7f4a_7c15;

impl FastHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(K);
    }
}

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(w));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    /// The product's high bits, which depend on every input bit, moved down to
    /// where the map takes its bucket index (the low bits; a product's low bits depend
    /// only on the input's low bits, zero in page addresses).
    fn finish(&self) -> u64 {
        self.0.rotate_left(26)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_addresses_spread_over_the_buckets() {
        // 1024 page addresses (low 12 bits zero) and 1024 page numbers: the low 10 bits
        // of their hashes (a 1024-bucket map's index) take most of the 1024 values.
        for shift in [12, 0] {
            let mut seen = std::collections::HashSet::new();
            for page in 0x4_0000u32..0x4_0400 {
                let mut h = FastHasher::default();
                h.write_u32(page << shift);
                seen.insert(h.finish() & 0x3ff);
            }
            assert!(seen.len() > 550, "{} of 1024 distinct", seen.len());
        }
        let m: FastMap<u32, u32> = (0..1000).map(|i| (i << 12, i)).collect();
        assert_eq!(m[&(999 << 12)], 999);
    }
}

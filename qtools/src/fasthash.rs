//! A fast hasher for the small integer keys of the per-event maps (pids, function and call-path
//! ids): rotate, xor, multiply per word (the "Fx" scheme), instead of SipHash's keyed rounds,
//! which a replay of tens of millions of events pays on every lookup. Not for untrusted keys.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// See the module note.
#[derive(Debug, Default, Clone, Copy)]
pub struct FastHasher {
    hash: u64,
}

/// An odd constant with well-spread bits (from the golden ratio's digits).
const SEED: u64 = 0x9e37_79b9_7f4a_7c15;

impl FastHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        for c in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..c.len()].copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// A `HashMap` with [`FastHasher`].
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distinct_small_keys_spread_and_maps_work() {
        let h = |k: (u32, u32)| {
            let mut s = FastHasher::default();
            std::hash::Hash::hash(&k, &mut s);
            s.finish()
        };
        assert_ne!(h((1, 2)), h((2, 1)));
        assert_ne!(h((0, 1)), h((0, 2)));
        let mut m: FastMap<(u32, u32), u64> = FastMap::default();
        for i in 0..1000u32 {
            *m.entry((i % 7, i)).or_default() += 1;
        }
        assert_eq!(m.len(), 1000);
        assert_eq!(m[&(3, 10)], 1);
    }
}

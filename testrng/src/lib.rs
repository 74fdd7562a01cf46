//! The random-number generator of the workspace's tests: xorshift64 (shifts 13, 7, 17),
//! small, deterministic and dependency-free, so a seeded test draws the same cases on
//! every run and every machine. Not for anything but tests (the fuzzer, the cache
//! simulator and `isagen` keep generators whose sequences are part of their output).
#![forbid(unsafe_code)]

/// A xorshift64 generator.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started at `seed` (xorshift never leaves 0, so 0 starts at a fixed
    /// non-zero state instead).
    pub fn new(seed: u64) -> Rng {
        Rng(if seed == 0 {
            0x9e37_79b9_7f4a_7c15
        } else {
            seed
        })
    }

    /// The next 64 bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// The next 32 bits (the high half of the next 64).
    pub fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    /// A number below `n` (`n` > 0; the slight modulo bias does not matter to tests).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_is_xorshift64_13_7_17() {
        let mut r = Rng::new(1);
        // x = 1: x ^= x << 13 -> 0x2001; x ^= x >> 7 -> 0x2041; x ^= x << 17 -> ...
        let mut x: u64 = 0x2041;
        x ^= x << 17;
        assert_eq!(r.next_u64(), x);
        assert_eq!(r.next_u64(), {
            let mut y = x;
            y ^= y << 13;
            y ^= y >> 7;
            y ^= y << 17;
            y
        });
    }

    #[test]
    fn seeds_give_their_own_sequences_and_zero_is_not_stuck() {
        let a: Vec<u64> = (0..4)
            .scan(Rng::new(7), |r, _| Some(r.next_u64()))
            .collect();
        let b: Vec<u64> = (0..4)
            .scan(Rng::new(8), |r, _| Some(r.next_u64()))
            .collect();
        assert_ne!(a, b);
        let mut z = Rng::new(0);
        assert_ne!(z.next_u64(), 0);
        let mut r = Rng::new(5);
        assert!((0..1000).all(|_| r.below(10) < 10));
    }
}

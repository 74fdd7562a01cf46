//! The radix sort of the fast engine's sort keys.

use super::INDEX_BITS;

/// Sorts sort keys by their time part (the `time_bits` bits above the stream index): a least
/// significant digit radix sort, one byte per pass (all passes counted in one read), skipping
/// digits all keys share.
pub(super) fn radix_sort(keys: &mut Vec<u64>, tmp: &mut Vec<u64>, time_bits: u32) {
    const MAX_PASSES: usize = (64 - INDEX_BITS as usize) / 8;
    if keys.len() < 64 {
        keys.sort_unstable();
        return;
    }
    let passes = (time_bits.div_ceil(8) as usize).min(MAX_PASSES);
    let mut count = [[0usize; 256]; MAX_PASSES];
    // The digit loop unrolled for the usual pass counts.
    match passes {
        1 => count_digits::<1>(keys, &mut count),
        2 => count_digits::<2>(keys, &mut count),
        3 => count_digits::<3>(keys, &mut count),
        4 => count_digits::<4>(keys, &mut count),
        _ => count_digits::<MAX_PASSES>(keys, &mut count),
    }
    // Every pass writes all of `tmp`: what it held does not matter.
    tmp.resize(keys.len(), 0);
    for (p, c) in count.iter_mut().enumerate().take(passes) {
        if c.contains(&keys.len()) {
            continue;
        }
        let mut sum = 0;
        for n in c.iter_mut() {
            let here = *n;
            *n = sum;
            sum += here;
        }
        let shift = INDEX_BITS + 8 * p as u32;
        // Plain slices, so that the loop keeps both in registers.
        let (src, dst) = (&keys[..], &mut tmp[..]);
        for &k in src {
            let d = ((k >> shift) & 0xFF) as usize;
            let at = c[d];
            dst[at] = k;
            c[d] = at + 1;
        }
        std::mem::swap(keys, tmp);
    }
}

/// Counts the first `N` byte digits of the keys' time parts (`N` at most `count.len()`).
#[inline(always)]
fn count_digits<const N: usize>(keys: &[u64], count: &mut [[usize; 256]]) {
    let count = &mut count[..N];
    for &k in keys {
        let t = k >> INDEX_BITS;
        for (p, c) in count.iter_mut().enumerate() {
            c[((t >> (8 * p)) & 0xFF) as usize] += 1;
        }
    }
}

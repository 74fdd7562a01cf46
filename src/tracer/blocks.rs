//! Block numbering and the static per-instruction costs that rebuild instruction
//! times from executed-block events.
//!
//! A block's identity is its start address, its state (ARM/Thumb) and its instruction
//! words: the same code gets the same number whichever engine discovers it and however
//! often code caches are flushed. Numbers run 1, 2, 3, ... in order of first discovery.

use std::hash::Hasher;

use arm::block::Block;
use arm::insn::Cond;
use qtools::fasthash::{FastHasher, FastMap};
use tracefmt::record::InsnCost;

/// The identity of a block.
#[derive(Clone, Debug, PartialEq, Eq)]
struct BlockKey {
    /// Start address with bit 0 set for Thumb.
    addr: u32,
    words: Box<[u32]>,
}

/// What [`BlockNumbers::number`] found.
#[derive(Debug, PartialEq, Eq)]
pub enum Numbered {
    /// Seen before.
    Known(u32),
    /// First discovery: the static record must be written.
    New(u32),
}

/// Block numbers by identity (the emulator thread's half). A translation asks for its
/// block's number, so the look-up reads the block in place: a hash of its identity
/// finds the first block with that hash, and blocks that share a hash are chained.
#[derive(Debug, Default)]
pub struct BlockNumbers {
    /// The first number with a given hash.
    by_hash: FastMap<u64, u32>,
    /// Per number n, at n - 1: its identity, and the next number with the same hash
    /// (0: none).
    keys: Vec<(BlockKey, u32)>,
}

/// The words of `block` as the static record stores them: ARM words, or Thumb
/// halfwords in the low 16 bits (the writer wraps them) and 32-bit Thumb-2
/// instructions as `tracefmt::encode_thumb32` stores them.
pub fn words_of(block: &Block) -> Vec<u32> {
    let word = |i: &arm::block::BlockInsn| match (block.thumb, i.len) {
        (false, _) => i.raw,
        (true, 4) => tracefmt::encode_thumb32((i.raw >> 16) as u16, i.raw as u16),
        (true, _) => i.raw & 0xffff,
    };
    block.insns.iter().map(word).collect()
}

/// The per-instruction costs of `block`.
pub fn costs_of(block: &Block) -> Box<[InsnCost]> {
    block
        .insns
        .iter()
        .map(|i| InsnCost {
            taken: i.ticks.taken,
            untaken: i.ticks.untaken,
            conditional: !block.thumb && !matches!(i.insn.cond, Cond::Al | Cond::Nv),
        })
        .collect()
}

impl BlockNumbers {
    /// The number of `block`, assigning the next one at first sight.
    pub fn number(&mut self, block: &Block) -> Numbered {
        let addr = (block.pc & !1) | u32::from(block.thumb);
        // Whole raw words: a 32-bit Thumb-2 instruction keeps both halfwords (a 16-bit
        // Thumb one has only its halfword), so two blocks never share a number by a
        // truncation. The IT state selects the conditions, so it is part of the identity.
        let it = u32::from(block.it) << 24;
        let words = || {
            std::iter::once(it)
                .filter(move |_| it != 0)
                .chain(block.insns.iter().map(|i| i.raw))
        };
        let hash = identity_hash(addr, words());
        let first = self.by_hash.get(&hash).copied().unwrap_or(0);
        let mut n = first;
        while n != 0 {
            let (key, next) = &self.keys[n as usize - 1];
            if key.addr == addr && key.words.iter().copied().eq(words()) {
                return Numbered::Known(n);
            }
            n = *next;
        }
        let n = self.keys.len() as u32 + 1;
        let key = BlockKey {
            addr,
            words: words().collect(),
        };
        self.keys.push((key, first));
        self.by_hash.insert(hash, n);
        Numbered::New(n)
    }
}

/// The hash of a block's identity.
fn identity_hash(addr: u32, words: impl Iterator<Item = u32>) -> u64 {
    let mut h = FastHasher::default();
    h.write_u32(addr);
    words.for_each(|w| h.write_u32(w));
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tracer::tests::{block, ev};
    use arm::trace::BbEvent;
    use tracefmt::record::BlockTable;

    /// Both halves, as the tracer uses them.
    #[derive(Default)]
    struct Both {
        numbers: BlockNumbers,
        costs: BlockTable,
    }

    impl Both {
        fn number(&mut self, b: &Block) -> Numbered {
            let n = self.numbers.number(b);
            if let Numbered::New(_) = n {
                self.costs.push(costs_of(b), b.mask_bits());
            }
            n
        }
    }

    impl std::ops::Deref for Both {
        type Target = BlockTable;
        fn deref(&self) -> &BlockTable {
            &self.costs
        }
    }

    // mov r0, #1 ; mulne r1, r2, r3 ; ldmeq r4, {r5-r8} ; b .
    const ARM: [u32; 4] = [0xe3a0_0001, 0x1001_0392, 0x0894_01e0, 0xeaff_fffe];

    #[test]
    fn same_code_same_number_in_discovery_order() {
        let mut both = Both::default();
        let t = &mut both;
        let a = block(0x8000, false, &ARM);
        let b = block(0x9000, false, &ARM);
        let c = block(0x8000, true, &[0x2001, 0xe7fe]);
        assert_eq!(t.number(&a), Numbered::New(1));
        assert_eq!(t.number(&b), Numbered::New(2));
        assert_eq!(t.number(&c), Numbered::New(3));
        assert_eq!(t.number(&a), Numbered::Known(1));
        // The same address with different code (self-modified) is another block.
        let mut changed = ARM;
        changed[0] = 0xe3a0_0002;
        assert_eq!(t.number(&block(0x8000, false, &changed)), Numbered::New(4));
        assert_eq!(t.number(&c), Numbered::Known(3));
        assert_eq!(t.len(), 4);
    }

    #[test]
    fn conditional_costs_follow_the_mask() {
        let mut both = Both::default();
        let t = &mut both;
        let b = block(0x8000, false, &ARM);
        assert_eq!(b.insns.len(), 4);
        t.number(&b);
        let c = t.costs(1).unwrap().to_vec();
        assert_eq!(
            c.iter().map(|c| c.conditional).collect::<Vec<_>>(),
            [false, true, true, false]
        );
        assert!(c[2].taken > c[2].untaken, "an LDM costs more when it runs");
        let times = |mask| {
            let mut v = Vec::new();
            t.insn_times(&ev(100, 1, mask), usize::MAX, |x| v.push(x));
            v
        };
        let t0 = 100;
        let t1 = t0 + u64::from(c[0].taken);
        // Neither conditional ran.
        let t2 = t1 + u64::from(c[1].untaken);
        assert_eq!(c[1].untaken, 1, "an untaken conditional costs 1");
        assert_eq!(times(0), [t0, t1, t2, t2 + u64::from(c[2].untaken)]);
        // Only the load (second conditional, bit 1) ran.
        let t2 = t1 + u64::from(c[1].untaken);
        assert_eq!(times(0b10), [t0, t1, t2, t2 + u64::from(c[2].taken)]);
        // Both ran.
        let t2 = t1 + u64::from(c[1].taken);
        assert_eq!(times(0b11), [t0, t1, t2, t2 + u64::from(c[2].taken)]);
    }

    /// Expands `insn_runs` back into start times.
    fn run_times(t: &mut BlockTable, ev: &BbEvent, limit: usize) -> Vec<u64> {
        let mut out = Vec::new();
        t.insn_runs(ev, limit, &mut Vec::new(), |first, runs| {
            out.push(first);
            for (d, n) in runs.to_vec() {
                for _ in 0..n {
                    out.push(out.last().unwrap() + u64::from(d));
                }
            }
        });
        out
    }

    #[test]
    fn only_conditions_that_change_a_cost_matter() {
        // mov ; mulne (bit 0) ; ldmeq (bit 1) ; b: both conditional costs differ.
        assert_eq!(block(0x8000, false, &ARM).mask_bits(), 0b11);
        // movne ; addeq ; bne: one tick either way, and the last one's cost is no
        // spacing of the block's own starts.
        let same = [0x13a0_0001, 0x0280_0001, 0x1aff_fffd];
        assert_eq!(block(0x8000, false, &same).mask_bits(), 0);
    }

    #[test]
    fn runs_give_the_same_times() {
        let mut both = Both::default();
        let t = &mut both;
        t.number(&block(0x8000, false, &ARM));
        // add r0,r0,#1 x3 ; ldr r1,[r2] ; b .
        let plain = [
            0xe280_0001,
            0xe280_0001,
            0xe280_0001,
            0xe592_1000,
            0xeaff_fffe,
        ];
        t.number(&block(0x9000, false, &plain));
        t.number(&block(0xa000, true, &[0x2001, 0x3001, 0x3001, 0xe7fe]));
        // mov ; mulne ; mov ; mul ; mov ; b: more runs than an entry holds inline.
        let long = [
            0xe3a0_0001,
            0x1001_0392,
            0xe3a0_0001,
            0xe001_0392,
            0xe3a0_0001,
            0xeaff_fffe,
        ];
        t.number(&block(0xb000, false, &long));
        assert!(t.costs.layout_of(1).unwrap().0 && !t.costs.layout_of(2).unwrap().0);
        for bb in 1..=4 {
            for mask in 0..4 {
                for limit in [0, 1, 2, 3, 4, usize::MAX] {
                    let e = ev(1000, bb, mask);
                    let mut times = Vec::new();
                    t.insn_times(&e, limit, |x| times.push(x));
                    assert_eq!(
                        run_times(&mut t.costs, &e, limit),
                        times,
                        "bb {bb} mask {mask} {limit}"
                    );
                }
            }
        }
        assert!(run_times(&mut t.costs, &ev(5, 9, 0), 3).is_empty());
        assert!(
            t.costs.layout_of(4).unwrap().1,
            "the long block's runs live in the arena"
        );
    }

    #[test]
    fn limits_unknown_blocks_and_thumb() {
        let mut both = Both::default();
        let t = &mut both;
        t.number(&block(0x8000, false, &ARM));
        let mut v = Vec::new();
        assert_eq!(t.insn_times(&ev(10, 1, 0), 2, |x| v.push(x)), 2);
        assert_eq!(v.len(), 2);
        assert_eq!(t.insn_times(&ev(10, 0, 0), 9, |_| panic!()), 0);
        assert_eq!(t.insn_times(&ev(10, 7, 0), 9, |_| panic!()), 0);
        // Thumb: a conditional branch is not a mask instruction; words are halfwords.
        let th = block(0x8000, true, &[0x2001, 0xd0fd]);
        assert_eq!(words_of(&th), [0x2001, 0xd0fd]);
        t.number(&th);
        assert!(t.costs(2).unwrap().iter().all(|c| !c.conditional));
    }

    #[test]
    fn blocks_that_share_a_hash_keep_their_own_numbers() {
        let mut t = BlockNumbers::default();
        let a = block(0x8000, false, &ARM);
        let b = block(0x9000, false, &ARM);
        assert_eq!(t.number(&a), Numbered::New(1));
        // Make b's hash find a first, as a collision would.
        let hash_b = identity_hash(0x9000, ARM.iter().copied());
        t.by_hash.insert(hash_b, 1);
        assert_eq!(t.number(&b), Numbered::New(2));
        assert_eq!(t.number(&b), Numbered::Known(2));
        assert_eq!(t.number(&a), Numbered::Known(1));
        assert_eq!(t.keys[1].1, 1, "b chains to a");
    }
}

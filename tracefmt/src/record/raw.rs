//! What the emulator's thread stores per executed block: one 64-bit word, the block's
//! number and the condition bits that change its time, and no time at all. Block
//! times follow from the static costs ([`InsnCost`]), so the engines write a time only
//! where that rule breaks (recording starts, WFI skips ahead, a checkpoint is
//! restored) and with exceptions. [`Timeline`] rebuilds the timed [`ExecEvent`]s on a
//! recording thread.
//!
//! | low 32 bits | high 32 bits | words after it | meaning |
//! | --- | --- | --- | --- |
//! | block number n (1 to 2^31 - 1; 0: unnumbered) | time bits 0-31 | | block n started |
//! | [`W_MASK_HI`] | time bits 32-63 | | the block just before has time bits past 31 |
//! | [`W_TIME`] | 0 | the tick | the next block starts at this tick |
//! | [`W_EXCEPTION`] | instructions run ([`WHOLE_BLOCK`]: all) | the tick; pc << 32 \| target | an exception marker ([`ExecEvent::exception`]) |
//!
//! A block's **time bits** ([`time_bits`]) are its conditional instructions whose
//! cost differs when the condition fails, the last one included: the trace's mask
//! bits ([`BlockDef::mask_bits`], the same without the last instruction) plus what
//! decides where the next block starts. Bit i of an ARM block stands for its i-th
//! conditional instruction; a Thumb block's only one is bit 0, its last instruction.

use super::costs::InsnCost;
use super::event::{ExecEvent, EXCEPTION_MARK};
use super::work::BlockDef;

/// An exception marker: two words follow (the tick, then pc << 32 | target).
pub const W_EXCEPTION: u32 = EXCEPTION_MARK;
/// A time: the next word is the tick at which the next block starts.
pub const W_TIME: u32 = u32::MAX - 1;
/// The high half of the previous block's time bits.
pub const W_MASK_HI: u32 = u32::MAX - 2;
/// Block numbers stay below this.
pub const W_FIRST_MARK: u32 = W_MASK_HI;

/// The word of an execution of block `bb` (its time bits set later, as they pass).
#[inline]
pub fn block_word(bb: u32) -> u64 {
    u64::from(bb)
}

/// The time bits of a block with these instruction costs (see the module's table).
pub fn time_bits(costs: &[InsnCost], thumb: bool) -> u64 {
    time_bit_per_insn(costs, thumb)
        .flatten()
        .fold(0, |bits, b| bits | 1 << b)
}

/// Each instruction's time bit, if it has one.
pub fn time_bit_per_insn(
    costs: &[InsnCost],
    thumb: bool,
) -> impl Iterator<Item = Option<u32>> + '_ {
    let last = costs.len().saturating_sub(1);
    let mut cond_index = 0u32;
    costs.iter().enumerate().map(move |(k, c)| {
        let bit = if thumb {
            (k == last).then_some(0)
        } else if c.conditional {
            cond_index += 1;
            Some(cond_index - 1)
        } else {
            None
        };
        bit.filter(|&b| c.taken != c.untaken && b < 64)
    })
}

/// Words that a [`Timeline`] turns back into `events` whatever the blocks' costs (a
/// time word before each execution): for tests and benchmarks that make up events.
pub fn timed_words(events: &[ExecEvent]) -> Vec<u64> {
    let mut out = Vec::with_capacity(events.len() * 3);
    for e in events {
        match e.as_exception() {
            Some(x) => out.extend([
                u64::from(W_EXCEPTION) | u64::from(e.aux) << 32,
                x.time,
                u64::from(x.pc) << 32 | u64::from(x.target),
            ]),
            None => {
                out.extend([u64::from(W_TIME), e.time, block_word(e.bb) | e.mask << 32]);
                if e.mask >> 32 != 0 {
                    out.push(u64::from(W_MASK_HI) | (e.mask & 0xffff_ffff_0000_0000));
                }
            }
        }
    }
    out
}

/// A marker ([`W_TIME`], [`W_EXCEPTION`]) whose words are still to come: a reader
/// given the words in slices may see one split.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Partial {
    kind: u32,
    arg: u32,
    got: [u64; 2],
    have: usize,
}

/// A marker with all its words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Marker {
    /// The next block starts at this tick.
    Time(u64),
    /// An exception marker (its tick is also when the next block starts).
    Exception(ExecEvent),
}

impl Partial {
    /// The marker that word `w` (a marker's first word, not [`W_MASK_HI`]) starts.
    pub fn start(w: u64) -> Partial {
        Partial {
            kind: w as u32,
            arg: (w >> 32) as u32,
            got: [0; 2],
            have: 0,
        }
    }

    /// Adds the marker's next word: the whole marker, or what is still to come.
    pub fn push(mut self, w: u64) -> Result<Marker, Partial> {
        self.got[self.have] = w;
        self.have += 1;
        match self.kind {
            W_EXCEPTION if self.have < 2 => Err(self),
            W_EXCEPTION => Ok(Marker::Exception(ExecEvent::exception(
                self.got[0],
                (self.got[1] >> 32) as u32,
                self.got[1] as u32,
                self.arg,
            ))),
            _ => Ok(Marker::Time(self.got[0])),
        }
    }
}

/// A block's cost as a function of its time bits.
#[derive(Debug, Clone, Copy, Default)]
pub struct TimeCost {
    /// Ticks when every instruction with a time bit passes its condition.
    pub all_passed: u32,
    /// Where the ticks each time bit saves when it fails start in the savings table:
    /// bit i's at `at + i` (a bit the block does not have saves nothing), so that
    /// [`TimeCost::ticks`] finds a failed bit's saving without counting the bits
    /// below it.
    pub at: u32,
    /// The time bits.
    pub bits: u64,
}

impl TimeCost {
    /// The cost of `b`; the ticks its time bits save when they fail go to `savings`.
    pub fn of(b: &BlockDef, savings: &mut Vec<i64>) -> TimeCost {
        let at = savings.len();
        let mut all_passed = 0u32;
        let mut bits = 0u64;
        for (c, bit) in b.costs.iter().zip(time_bit_per_insn(&b.costs, b.thumb)) {
            all_passed = all_passed.wrapping_add(c.taken);
            if let Some(bit) = bit {
                bits |= 1 << bit;
                // Bits come in increasing order: the ones skipped save nothing.
                savings.resize(at + bit as usize, 0);
                savings.push(i64::from(c.taken) - i64::from(c.untaken));
            }
        }
        TimeCost {
            all_passed,
            at: at as u32,
            bits,
        }
    }

    /// Whether its time bits reach past 31 (a high-bits word follows its word).
    #[inline]
    pub fn wide(&self) -> bool {
        self.bits >> 32 != 0
    }

    /// The ticks the block takes with time bits `mask`.
    #[inline]
    pub fn ticks(&self, mask: u64, savings: &[i64]) -> u64 {
        let mut failed = self.bits & !mask;
        let mut t = u64::from(self.all_passed);
        while failed != 0 {
            let bit = failed.trailing_zeros();
            t = t.wrapping_add_signed(-savings[self.at as usize + bit as usize]);
            failed &= failed - 1;
        }
        t
    }
}

/// What the timeline keeps per block number.
#[derive(Debug, Clone, Copy, Default)]
struct Entry {
    cost: TimeCost,
    /// The trace's mask bits (among the time bits).
    keep: u64,
}

/// Turns the engines' words into timed events (see the module's table). It follows the
/// stream across calls: feed it every block and every word, in order.
#[derive(Debug, Default)]
pub struct Timeline {
    /// Block n at n - 1.
    entries: Vec<Entry>,
    savings: Vec<i64>,
    /// When the next block starts, once a time has been seen.
    next: u64,
    /// The block recorded last: its number (0: none pending) and its full time bits.
    pending: u32,
    pending_bits: u64,
    /// A marker whose words are still to come.
    partial: Option<Partial>,
}

impl Timeline {
    pub fn new() -> Timeline {
        Timeline::default()
    }

    /// Learns a block at its first discovery (blocks arrive numbered 1, 2, ...).
    pub fn block(&mut self, b: &BlockDef) {
        let cost = TimeCost::of(b, &mut self.savings);
        let n = b.n as usize;
        if self.entries.len() < n {
            self.entries.resize(n, Entry::default());
        }
        self.entries[n - 1] = Entry {
            cost,
            keep: b.mask_bits,
        };
    }

    /// The ticks block `n` takes with time bits `mask` (0 for a block it does not know).
    #[inline]
    fn cost(&self, n: u32, mask: u64) -> u64 {
        self.entries
            .get((n as usize).wrapping_sub(1))
            .map_or(0, |e| e.cost.ticks(mask, &self.savings))
    }

    /// The trace's mask bits of block `n` among `mask`.
    #[inline]
    fn keep(&self, n: u32, mask: u64) -> u64 {
        self.entries
            .get((n as usize).wrapping_sub(1))
            .map_or(mask, |e| mask & e.keep)
    }

    /// The pending block has ended: the next starts after it.
    #[inline]
    fn close_pending(&mut self) {
        if self.pending != 0 {
            self.next = self
                .next
                .wrapping_add(self.cost(self.pending, self.pending_bits));
            self.pending = 0;
        }
    }

    /// Appends the events of `words` to `out`, stopping early (at a block's word) once
    /// `out` holds `limit` events; returns how many words it consumed.
    pub fn resolve(&mut self, words: &[u64], out: &mut Vec<ExecEvent>, limit: usize) -> usize {
        let mut i = 0;
        while i < words.len() {
            let w = words[i];
            if let Some(p) = self.partial.take() {
                i += 1;
                match p.push(w) {
                    Ok(m) => self.marker(m, out),
                    Err(p) => self.partial = Some(p),
                }
                continue;
            }
            let lo = w as u32;
            if lo < W_FIRST_MARK {
                if out.len() >= limit {
                    break;
                }
                self.close_pending();
                let mask = w >> 32;
                out.push(ExecEvent {
                    time: self.next,
                    bb: lo,
                    aux: 0,
                    mask: self.keep(lo, mask),
                });
                self.pending = lo;
                self.pending_bits = mask;
                i += 1;
                continue;
            }
            i += 1;
            match lo {
                W_MASK_HI => {
                    let hi = w & 0xffff_ffff_0000_0000;
                    self.pending_bits |= hi;
                    let keep = self.keep(self.pending, hi);
                    if let Some(e) = out.last_mut().filter(|e| e.bb == self.pending) {
                        e.mask |= keep;
                    }
                }
                _ => self.partial = Some(Partial::start(w)),
            }
        }
        i
    }

    /// A marker with all its words.
    fn marker(&mut self, m: Marker, out: &mut Vec<ExecEvent>) {
        self.pending = 0;
        match m {
            Marker::Time(t) => self.next = t,
            Marker::Exception(ev) => {
                self.next = ev.time;
                out.push(ev);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn def(n: u32, thumb: bool, costs: &[(u32, u32, bool)], mask_bits: u64) -> BlockDef {
        BlockDef {
            n,
            addr: 0x1000 * n,
            thumb,
            words: vec![0; costs.len()].into(),
            costs: costs
                .iter()
                .map(|&(taken, untaken, conditional)| InsnCost {
                    taken,
                    untaken,
                    conditional,
                })
                .collect(),
            mask_bits,
        }
    }

    #[test]
    fn times_follow_the_costs_and_the_markers() {
        let mut t = Timeline::new();
        // Block 1: ARM, a conditional (bit 0: 3 or 1 ticks), an unconditional (2), a
        // conditional branch last (bit 1: 3 or 1, not a trace mask bit).
        t.block(&def(
            1,
            false,
            &[(3, 1, true), (2, 2, false), (3, 1, true)],
            0b1,
        ));
        // Block 2: Thumb, conditional branch last (bit 0).
        t.block(&def(2, true, &[(1, 1, false), (3, 1, false)], 0));
        let words = [
            u64::from(W_TIME),
            100,
            block_word(1) | 0b11 << 32, // 3 + 2 + 3
            block_word(2),              // 1 + 1
            block_word(1) | 0b10 << 32, // 1 + 2 + 3
            u64::from(W_EXCEPTION) | 1 << 32,
            200,
            0x1234_0000_0000_0018,
            block_word(2) | 1 << 32,
            block_word(1),
        ];
        let mut out = Vec::new();
        // One word at a time: markers split across calls.
        for w in words.chunks(1) {
            assert_eq!(t.resolve(w, &mut out, usize::MAX), 1);
        }
        let got: Vec<(u64, u32, u64)> = out.iter().map(|e| (e.time, e.bb, e.mask)).collect();
        assert_eq!(
            got,
            [
                (100, 1, 1),
                (108, 2, 0),
                (110, 1, 0),
                (200, EXCEPTION_MARK, 0x1234_0000_0000_0018),
                (200, 2, 0),
                (204, 1, 0),
            ]
        );
        assert_eq!(out[3].as_exception().unwrap().insns, Some(1));
    }

    /// A block's ticks under any time bits are its instructions' costs added up, each
    /// its taken cost unless its time bit failed; blocks of one table (after each
    /// other) with conditional instructions that cost the same either way (no time
    /// bit: holes among the bits) and up to 64 of them.
    #[test]
    fn ticks_add_up_the_instructions_costs() {
        let mut rng = testrng::Rng::new(0x71c5);
        let mut savings = Vec::new();
        let mut blocks = Vec::new();
        for n in 1..=300u32 {
            let thumb = n.is_multiple_of(7);
            let len = 1 + rng.next_u64() as usize % if n.is_multiple_of(5) { 80 } else { 12 };
            let costs: Vec<(u32, u32, bool)> = (0..len)
                .map(|_| {
                    let r = rng.next_u64();
                    let taken = 1 + (r % 5) as u32;
                    // A third cost the same either way; some cost more untaken.
                    let untaken = match r >> 8 & 3 {
                        0 => taken,
                        1 => taken + 2,
                        _ => 1,
                    };
                    (taken, untaken, !thumb && r >> 16 & 3 != 0)
                })
                .collect();
            let b = def(n, thumb, &costs, 0);
            let cost = TimeCost::of(&b, &mut savings);
            blocks.push((b, cost));
        }
        for (b, cost) in &blocks {
            for _ in 0..40 {
                let mask = rng.next_u64();
                let want: u64 = b
                    .costs
                    .iter()
                    .zip(time_bit_per_insn(&b.costs, b.thumb))
                    .map(|(c, bit)| match bit {
                        Some(bit) if mask >> bit & 1 == 0 => u64::from(c.untaken),
                        _ => u64::from(c.taken),
                    })
                    .sum();
                assert_eq!(cost.ticks(mask, &savings), want, "block {}", b.n);
            }
        }
    }

    #[test]
    fn high_time_bits_and_the_limit() {
        let mut t = Timeline::new();
        // 40 conditional instructions of 2 or 1 ticks; the trace keeps bits 0-38.
        let costs = vec![(2, 1, true); 40];
        t.block(&def(1, false, &costs, (1 << 39) - 1));
        let words = [
            u64::from(W_TIME),
            0,
            block_word(1) | 0xffff_ffff << 32,
            u64::from(W_MASK_HI) | 0x80 << 32, // bit 39 passed, 32-38 failed
            block_word(1),
        ];
        let mut out = Vec::new();
        assert_eq!(t.resolve(&words, &mut out, 1), 4);
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].mask, 0xffff_ffff);
        assert_eq!(t.resolve(&words[4..], &mut out, 2), 1);
        // 32 + 1 passed (2 ticks each), 7 failed (1 each).
        assert_eq!(out[1].time, 33 * 2 + 7);
    }
}

//! Block numbering and the static per-instruction costs that rebuild instruction
//! times from executed-block events.
//!
//! A block's identity is its start address, its state (ARM/Thumb) and its instruction
//! words: the same code gets the same number whichever engine discovers it and however
//! often code caches are flushed. Numbers run 1, 2, 3, ... in order of first discovery.

use std::collections::HashMap;

use arm::block::Block;
use arm::insn::Cond;
use arm::trace::BbEvent;

/// The identity of a block.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct BlockKey {
    /// Start address with bit 0 set for Thumb.
    addr: u32,
    words: Box<[u32]>,
}

/// One instruction's costs, and whether its time depends on its condition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InsnCost {
    pub taken: u32,
    pub untaken: u32,
    /// A conditional ARM instruction (condition not AL/NV): it owns one bit of the
    /// event mask, in order.
    pub conditional: bool,
}

impl InsnCost {
    /// The ticks this instruction takes in an execution with condition mask `mask`:
    /// `cond_index` counts the conditional instructions before it, and moves past it.
    fn ticks(&self, mask: u64, cond_index: &mut u32) -> u32 {
        if !self.conditional {
            return self.taken;
        }
        let passed = *cond_index < 64 && mask >> *cond_index & 1 != 0;
        *cond_index += 1;
        if passed {
            self.taken
        } else {
            self.untaken
        }
    }
}

/// What [`BlockNumbers::number`] found.
#[derive(Debug, PartialEq, Eq)]
pub enum Numbered {
    /// Seen before.
    Known(u32),
    /// First discovery: the static record must be written.
    New(u32),
}

/// Block numbers by identity (the emulator thread's half).
#[derive(Debug, Default)]
pub struct BlockNumbers {
    map: HashMap<BlockKey, u32>,
}

/// The costs of numbered blocks (the recording thread's half), laid out for the
/// per-execution lookup: a small fixed-size entry per block and its instruction-start
/// runs side by side in one arena, so that an execution touches two cache lines.
#[derive(Debug, Default)]
pub struct BlockTable {
    /// Block n at index n - 1.
    entries: Vec<Entry>,
    /// Per block, the mask bits its runs depend on (`Block::mask_bits`: conditional
    /// instructions before the last whose cost differs when the condition fails; the
    /// engines record no others).
    relevant: Vec<u64>,
    costs: Vec<Box<[InsnCost]>>,
    /// Each block's runs at `entries[i].off`, with room for its longest form.
    arena: Vec<(u32, u32)>,
    tmp: Vec<(u32, u32)>,
}

/// An execution's instruction-start runs `(spacing, count)`, as the table keeps them.
#[derive(Clone, Copy, Debug)]
pub enum Runs<'a> {
    Wide(&'a [(u32, u32)]),
    /// Kept in the block's entry.
    Narrow(&'a [(u16, u16)]),
}

#[cfg(test)]
impl Runs<'_> {
    /// The runs with 32-bit fields.
    pub fn to_vec(self) -> Vec<(u32, u32)> {
        match self {
            Runs::Wide(r) => r.to_vec(),
            Runs::Narrow(r) => r.iter().map(|&(d, n)| (d.into(), n.into())).collect(),
        }
    }
}

/// Runs kept in the entry itself (most blocks have no more).
const INLINE: usize = 3;

/// What the table keeps of a numbered block for each execution (32 bytes, two per
/// cache line).
#[derive(Debug, Clone, Copy)]
struct Entry {
    /// The condition mask the runs are for: blocks mostly run with the mask they ran
    /// with last time.
    runs_mask: u64,
    /// Where its runs are in the arena when they are not `inline`.
    off: u32,
    /// How many runs there are now.
    len: u16,
    /// Instructions in the block.
    insns: u16,
    /// The runs, when they fit here.
    inline: [(u16, u16); INLINE],
    in_arena: bool,
    /// Whether any spacing depends on a condition (else the runs never change).
    conditional: bool,
}

impl Entry {
    /// Stores `runs` inline if they fit, else at the entry's arena room.
    fn store(&mut self, arena: &mut [(u32, u32)], runs: &[(u32, u32)]) {
        self.len = runs.len() as u16;
        let narrow = |&(d, n): &(u32, u32)| u16::try_from(d).is_ok() && u16::try_from(n).is_ok();
        if runs.len() <= INLINE && runs.iter().all(narrow) {
            for (slot, &(d, n)) in self.inline.iter_mut().zip(runs) {
                *slot = (d as u16, n as u16);
            }
            self.in_arena = false;
        } else {
            let off = self.off as usize;
            arena[off..off + runs.len()].copy_from_slice(runs);
            self.in_arena = true;
        }
    }
}

/// Appends a start `diff` ticks after the previous one to `runs`.
fn push_run(runs: &mut Vec<(u32, u32)>, diff: u32) {
    match runs.last_mut() {
        Some((d, n)) if *d == diff => *n += 1,
        _ => runs.push((diff, 1)),
    }
}

/// The spacing runs of the first `n` instructions of an execution with condition
/// mask `mask`, into `runs`.
fn runs_of(costs: &[InsnCost], n: usize, mask: u64, runs: &mut Vec<(u32, u32)>) {
    runs.clear();
    let mut cond_index = 0u32;
    for c in &costs[..n.saturating_sub(1)] {
        push_run(runs, c.ticks(mask, &mut cond_index));
    }
}

/// The words of `block` as the static record stores them: ARM words, or Thumb
/// halfwords in the low 16 bits (the writer wraps them).
pub fn words_of(block: &Block) -> Vec<u32> {
    let mask = if block.thumb { 0xffff } else { u32::MAX };
    block.insns.iter().map(|i| i.raw & mask).collect()
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
        let key = BlockKey {
            addr: (block.pc & !1) | u32::from(block.thumb),
            words: words_of(block).into_boxed_slice(),
        };
        if let Some(&n) = self.map.get(&key) {
            return Numbered::Known(n);
        }
        let n = self.map.len() as u32 + 1;
        self.map.insert(key, n);
        Numbered::New(n)
    }
}

impl BlockTable {
    /// Adds the costs of the next block number (`len() + 1`) and its mask bits
    /// (`Block::mask_bits`).
    pub fn push(&mut self, costs: Box<[InsnCost]>, mask_bits: u64) {
        runs_of(&costs, costs.len(), 0, &mut self.tmp);
        let off = self.arena.len();
        // Room for the longest form: one run per spacing.
        let room = costs.len().saturating_sub(1).max(self.tmp.len());
        self.arena.resize(off + room, (0, 0));
        let mut e = Entry {
            runs_mask: 0,
            off: off as u32,
            len: 0,
            insns: costs.len().min(usize::from(u16::MAX)) as u16,
            inline: [(0, 0); INLINE],
            in_arena: false,
            conditional: mask_bits != 0,
        };
        e.store(&mut self.arena, &self.tmp);
        self.entries.push(e);
        self.relevant.push(mask_bits);
        self.costs.push(costs);
    }

    /// How many blocks have costs.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether no block has costs yet.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The costs of block `bb`, if it was numbered.
    pub fn costs(&self, bb: u32) -> Option<&[InsnCost]> {
        let i = (bb as usize).checked_sub(1)?;
        self.costs.get(i).map(|c| &c[..])
    }

    /// Starts loading block `bb`'s entry so that it is in the cache when its execution
    /// comes (call a few executions ahead).
    #[inline]
    pub fn touch(&self, bb: u32) {
        if let Some(i) = (bb as usize)
            .checked_sub(1)
            .filter(|&i| i < self.entries.len())
        {
            tracefmt::prefetch::prefetch(self.entries.as_ptr().wrapping_add(i));
            tracefmt::prefetch::prefetch(self.relevant.as_ptr().wrapping_add(i));
        }
    }

    /// The start times of the first `limit` instructions of the execution `ev`, as
    /// [`BlockTable::insn_times`] gives them, in the run form of
    /// `TraceWriter::record_insn_runs`: calls `f(first start, runs)` unless the block is
    /// unknown or `limit` is 0. `scratch` holds runs that must be computed.
    #[inline(always)]
    pub fn insn_runs(
        &mut self,
        ev: &BbEvent,
        limit: usize,
        scratch: &mut Vec<(u32, u32)>,
        f: impl FnOnce(u64, Runs<'_>),
    ) {
        let Some(i) = (ev.bb as usize)
            .checked_sub(1)
            .filter(|&i| i < self.entries.len())
        else {
            return;
        };
        let e = &mut self.entries[i];
        let n = (e.insns as usize).min(limit);
        if n == 0 {
            return;
        }
        if n < e.insns as usize {
            runs_of(&self.costs[i], n, ev.mask, scratch);
            return f(ev.time, Runs::Wide(scratch));
        }
        if e.conditional {
            let mask = ev.mask & self.relevant[i];
            if e.runs_mask != mask {
                runs_of(&self.costs[i], n, mask, &mut self.tmp);
                e.store(&mut self.arena, &self.tmp);
                e.runs_mask = mask;
            }
        }
        let len = usize::from(e.len);
        if e.in_arena {
            let off = e.off as usize;
            return f(ev.time, Runs::Wide(&self.arena[off..off + len]));
        }
        // Read where they are: a converted copy would be stored wide and loaded narrow,
        // which defeats store forwarding.
        f(ev.time, Runs::Narrow(&e.inline[..len]))
    }

    /// Calls `f` with the start time of each of the first `limit` instructions of the
    /// execution `ev`: each instruction starts when the previous one's cost is spent,
    /// a conditional one costing `taken` if its mask bit is set, else `untaken`.
    /// Returns how many instructions were reported (0 for an unknown block).
    pub fn insn_times(&self, ev: &BbEvent, limit: usize, mut f: impl FnMut(u64)) -> usize {
        let Some(costs) = self.costs(ev.bb) else {
            return 0;
        };
        let mut t = ev.time;
        let mut cond_index = 0u32;
        let n = costs.len().min(limit);
        for c in &costs[..n] {
            f(t);
            t += u64::from(c.ticks(ev.mask, &mut cond_index));
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tracer::tests::{block, ev};

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
        assert!(t.costs.entries[0].conditional && !t.costs.entries[1].conditional);
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
            t.costs.entries[3].in_arena,
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
}

//! The static per-instruction costs of numbered blocks, which rebuild instruction
//! times from executed-block events (the Android writer's `qtrace.insn`, the compact
//! trace's block times).

use super::event::ExecEvent;

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
    pub fn ticks(&self, mask: u64, cond_index: &mut u32) -> u32 {
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
pub enum InsnRuns<'a> {
    Wide(&'a [(u32, u32)]),
    /// Kept in the block's entry.
    Narrow(&'a [(u16, u16)]),
}

impl InsnRuns<'_> {
    /// The runs with 32-bit fields.
    pub fn to_vec(self) -> Vec<(u32, u32)> {
        match self {
            InsnRuns::Wide(r) => r.to_vec(),
            InsnRuns::Narrow(r) => r.iter().map(|&(d, n)| (d.into(), n.into())).collect(),
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

    /// Whether block `bb`'s instruction spacing depends on a condition, and whether its
    /// current runs live in the arena rather than its entry (for tests of the layout).
    pub fn layout_of(&self, bb: u32) -> Option<(bool, bool)> {
        let e = self.entries.get((bb as usize).checked_sub(1)?)?;
        Some((e.conditional, e.in_arena))
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
            crate::prefetch::prefetch(self.entries.as_ptr().wrapping_add(i));
            crate::prefetch::prefetch(self.relevant.as_ptr().wrapping_add(i));
        }
    }

    /// The start times of the first `limit` instructions of the execution `ev`, as
    /// [`BlockTable::insn_times`] gives them, in the run form of
    /// `TraceWriter::record_insn_runs`: calls `f(first start, runs)` unless the block is
    /// unknown or `limit` is 0. `scratch` holds runs that must be computed.
    #[inline(always)]
    pub fn insn_runs(
        &mut self,
        ev: &ExecEvent,
        limit: usize,
        scratch: &mut Vec<(u32, u32)>,
        f: impl FnOnce(u64, InsnRuns<'_>),
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
            return f(ev.time, InsnRuns::Wide(scratch));
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
            return f(ev.time, InsnRuns::Wide(&self.arena[off..off + len]));
        }
        // Read where they are: a converted copy would be stored wide and loaded narrow,
        // which defeats store forwarding.
        f(ev.time, InsnRuns::Narrow(&e.inline[..len]))
    }

    /// Calls `f` with the start time of each of the first `limit` instructions of the
    /// execution `ev`: each instruction starts when the previous one's cost is spent,
    /// a conditional one costing `taken` if its mask bit is set, else `untaken`.
    /// Returns how many instructions were reported (0 for an unknown block).
    pub fn insn_times(&self, ev: &ExecEvent, limit: usize, mut f: impl FnMut(u64)) -> usize {
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

//! The sums of one replay per thread and function (under the process name it ran with) and per
//! static block and function (executions, cycles, instructions): what `diff --by block` and the
//! `functions` and `blocks` tables of `export-parquet` are made from. The same
//! [`replay_segments`] pass as `profile`'s, so its cycles add up to `profile`'s. Two maps, not
//! one per thread and block: that one would hold every kernel block once per thread.

use std::collections::HashMap;

use anyhow::Result;

use crate::model::{FuncId, Model};
use crate::replay::{replay_segments, BlockSum, SegmentVisitor, Summary};
use crate::Session;

/// What a thread's executions are summed under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ThreadKey {
    /// The thread.
    pub pid: u32,
    /// The process name it had then (an index into [`BlockSums::names`]).
    pub name: u32,
    /// The function.
    pub func: FuncId,
}

/// What a block's executions are summed under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockKey {
    /// Static block number.
    pub bb_num: u64,
    /// The function of the block's first instruction.
    pub func: FuncId,
}

/// Executions, cycles and instructions.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Sums {
    /// Executions.
    pub count: u64,
    /// Cycles (each execution's until the next block's start).
    pub cycles: u64,
    /// Instructions that started.
    pub insns: u64,
    /// Offset of the block into its function (per block).
    pub offset: u32,
}

/// The sums of one replay, and the model as it ended.
#[derive(Debug)]
pub struct BlockSums {
    /// The model at the end of the trace (processes, functions).
    pub model: Model,
    /// Sums per thread, process name and function.
    pub threads: HashMap<ThreadKey, Sums>,
    /// Sums per block and function.
    pub blocks: HashMap<BlockKey, Sums>,
    /// Process names, interned.
    pub names: Vec<String>,
    /// Cycles of every block in the window.
    pub total: u64,
    /// Cycles of the blocks the filters kept (all, when `filtered` was false).
    pub kept: u64,
    /// The replay's totals.
    pub summary: Summary,
}

struct SumV<'a> {
    s: &'a Session,
    filtered: bool,
    threads: HashMap<ThreadKey, Sums>,
    blocks: HashMap<BlockKey, Sums>,
    names: Vec<String>,
    name_ids: HashMap<String, u32>,
    total: u64,
    kept: u64,
}

impl SegmentVisitor for SumV<'_> {
    fn segment(&mut self, m: &Model, pid: u32, blocks: &[BlockSum]) {
        let name = m.procs.get(&pid).map_or("", |p| p.name.as_str());
        let name = match self.name_ids.get(name) {
            Some(&id) => id,
            None => {
                let id = self.names.len() as u32;
                self.names.push(name.to_string());
                self.name_ids.insert(name.to_string(), id);
                id
            }
        };
        let f = &self.s.opts.filter;
        for b in blocks {
            self.total += b.cycles;
            if self.filtered && !f.keep(m, pid, b.func) {
                continue;
            }
            self.kept += b.cycles;
            let t = self.threads.entry(ThreadKey {
                pid,
                name,
                func: b.func,
            });
            let t = t.or_default();
            t.count += b.count;
            t.cycles += b.cycles;
            t.insns += b.insns;
            let e = self.blocks.entry(BlockKey {
                bb_num: b.bb_num,
                func: b.func,
            });
            let e = e.or_default();
            e.count += b.count;
            e.cycles += b.cycles;
            e.insns += b.insns;
            e.offset = b.offset;
        }
    }
}

/// Replays `s` (its window) into per-thread, per-block sums; with `filtered`, only the blocks
/// the session's filters keep.
pub fn block_sums(s: &Session, filtered: bool) -> Result<BlockSums> {
    let mut m = s.model();
    let mut v = SumV {
        s,
        filtered,
        threads: HashMap::new(),
        blocks: HashMap::new(),
        names: Vec::new(),
        name_ids: HashMap::new(),
        total: 0,
        kept: 0,
    };
    let summary = replay_segments(&s.reader, &mut m, &mut v)?;
    Ok(BlockSums {
        model: m,
        threads: v.threads,
        blocks: v.blocks,
        names: v.names,
        total: v.total,
        kept: v.kept,
        summary,
    })
}

//! The simulation of one memory trace: feeds the hierarchy and charges its counters to the
//! running process and to the function of each reference's PC.

use std::collections::HashMap;

use anyhow::Result;
use tracefmt::memtrace::MemRef;

use super::attrib::Functions;
use super::hierarchy::{Hierarchy, HierarchyConfig, Totals};
use crate::model::FuncId;

/// A PC no instruction has (odd), so that the next reference's PC is resolved again.
const NO_PC: u32 = u32::MAX;

/// How many records of each kind were simulated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RecordCounts {
    /// Instruction fetches.
    pub fetches: u64,
    /// Data reads.
    pub reads: u64,
    /// Data writes.
    pub writes: u64,
    /// Context switches.
    pub switches: u64,
    /// Exception entries.
    pub exceptions: u64,
    /// System calls.
    pub syscalls: u64,
    /// Time stamps.
    pub ticks: u64,
    /// L1 flushes made for context switches.
    pub flushes: u64,
}

/// The counters of one process (or of the stretch before the first context switch).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PidRow {
    /// The thread, `None` before the trace names one.
    pub pid: Option<u32>,
    /// Its counters.
    pub totals: Totals,
}

/// A simulation in progress.
pub struct Simulator<'a> {
    /// The caches.
    pub caches: Hierarchy,
    /// Function resolution, when symbols are available.
    pub functions: Option<Functions<'a>>,
    flush_on_switch: bool,
    /// Counts of the records fed.
    pub counts: RecordCounts,
    /// Per thread, in the order they first ran.
    pub per_pid: Vec<PidRow>,
    pid_index: HashMap<Option<u32>, usize>,
    /// Per function (indexed by [`FuncId`]); empty without symbols.
    pub per_func: Vec<Totals>,
    /// The address space the L1 caches hold (a model space index, or a pid without the model).
    space: Option<u64>,
    cur_pid: usize,
    cur_func: FuncId,
    last_pc: u32,
    snapshot: Totals,
}

impl std::fmt::Debug for Simulator<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Simulator")
            .field("counts", &self.counts)
            .finish()
    }
}

impl<'a> Simulator<'a> {
    /// Empty caches of `cfg`; `functions` resolves PCs for the per-function counters;
    /// `flush_on_switch` flushes the L1 caches when the user address space changes.
    pub fn new(
        cfg: &HierarchyConfig,
        functions: Option<Functions<'a>>,
        flush_on_switch: bool,
    ) -> Self {
        let mut s = Simulator {
            caches: Hierarchy::new(cfg),
            functions,
            flush_on_switch,
            counts: RecordCounts::default(),
            per_pid: Vec::new(),
            pid_index: HashMap::new(),
            per_func: Vec::new(),
            space: None,
            cur_pid: 0,
            cur_func: 0,
            last_pc: NO_PC,
            snapshot: Totals::default(),
        };
        s.cur_pid = s.pid_row(None);
        s
    }

    fn pid_row(&mut self, pid: Option<u32>) -> usize {
        let rows = &mut self.per_pid;
        *self.pid_index.entry(pid).or_insert_with(|| {
            rows.push(PidRow {
                pid,
                totals: Totals::default(),
            });
            rows.len() - 1
        })
    }

    /// Charges the counters added since the last charge to the current thread and function.
    fn settle(&mut self) {
        let now = self.caches.totals();
        let d = now.since(&self.snapshot);
        self.snapshot = now;
        self.per_pid[self.cur_pid].totals.add(&d);
        if self.functions.is_some() {
            let i = self.cur_func as usize;
            if self.per_func.len() <= i {
                self.per_func.resize(i + 1, Totals::default());
            }
            self.per_func[i].add(&d);
        }
    }

    /// Makes `pc`'s function the one charged.
    #[inline]
    fn at_pc(&mut self, pc: u32) {
        if pc == self.last_pc {
            return;
        }
        self.last_pc = pc;
        if let Some(f) = &mut self.functions {
            let func = f.func(pc);
            if func != self.cur_func {
                self.settle();
                self.cur_func = func;
            }
        }
    }

    /// Simulates one record.
    #[inline(always)]
    pub fn feed(&mut self, r: &MemRef) -> Result<()> {
        match *r {
            MemRef::Fetch {
                pc, paddr, size, ..
            } => {
                self.counts.fetches += 1;
                self.at_pc(pc);
                self.caches.fetch(pc, paddr, size);
            }
            MemRef::Read {
                pc,
                vaddr,
                paddr,
                size,
            } => {
                self.counts.reads += 1;
                self.at_pc(pc);
                self.caches.data(vaddr, paddr, size, false);
            }
            MemRef::Write {
                pc,
                vaddr,
                paddr,
                size,
            } => {
                self.counts.writes += 1;
                self.at_pc(pc);
                self.caches.data(vaddr, paddr, size, true);
            }
            MemRef::Switch { tick, pid } => {
                self.counts.switches += 1;
                self.advance(tick)?;
                self.switch(pid);
            }
            MemRef::Exception { tick, .. } => {
                self.counts.exceptions += 1;
                self.advance(tick)?;
            }
            MemRef::Syscall { tick, .. } => {
                self.counts.syscalls += 1;
                self.advance(tick)?;
            }
            MemRef::Tick { tick } => {
                self.counts.ticks += 1;
                self.advance(tick)?;
            }
        }
        Ok(())
    }

    fn advance(&mut self, tick: u64) -> Result<()> {
        if let Some(f) = &mut self.functions {
            if f.advance(tick)? {
                // Mappings may have changed: resolve the next PC again.
                self.last_pc = NO_PC;
            }
        }
        Ok(())
    }

    fn switch(&mut self, pid: u32) {
        // The address space the L1 caches now hold: the thread's own, unless it is a kernel
        // thread, which keeps the previous one (Linux's lazy switch); without the block trace,
        // every pid is taken for its own address space.
        let space = match &self.functions {
            Some(f) => f.user_space(pid).map(|s| s as u64),
            None => Some(u64::from(pid)),
        };
        if let Some(space) = space {
            // The caches start empty: nothing to flush at the window's first switch.
            if self.flush_on_switch && self.space.is_some_and(|s| s != space) {
                self.caches.flush_l1();
                self.counts.flushes += 1;
            }
            self.space = Some(space);
        }
        // Charged to the thread switched from, with the flush's write-backs.
        self.settle();
        self.cur_pid = self.pid_row(Some(pid));
        if let Some(f) = &mut self.functions {
            f.set_pid(pid);
            self.last_pc = NO_PC;
        }
    }

    /// Charges what is left; call once after the last record.
    pub fn finish(&mut self) {
        self.settle();
    }

    /// The whole run's counters.
    pub fn totals(&self) -> Totals {
        self.caches.totals()
    }
}

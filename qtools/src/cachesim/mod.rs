//! A cache simulator fed by a memory-reference trace (`tracefmt::memtrace`): L1 instruction and
//! data caches, an optional unified L2, counters per cache, per process and per function.
//!
//! # The default geometry: the ARM926EJ-S's
//!
//! From the ARM926EJ-S Technical Reference Manual (ARM DDI 0198D, §4.1 "About the caches and
//! write buffer"): separate ICache and DCache of 4 KB to 128 KB each; four-way set associative;
//! 32-byte lines (eight words); virtual index and virtual tag (the Modified Virtual Address);
//! the DCache write-back or write-through per region (C and B bits of the page tables); allocate
//! on read miss only; pseudo-random or round-robin replacement, chosen by the RR bit of CP15 c1
//! (random after reset, which Linux keeps unless built with `CONFIG_CPU_CACHE_ROUND_ROBIN`, as
//! the default guest's `guest/out/kernel.config` is not; nor with
//! `CONFIG_CPU_DCACHE_WRITETHROUGH`).
//! The defaults are therefore 4-way, 32-byte lines, random replacement, write-back, no
//! allocation on a write miss, no L2 (the core has none).
//!
//! Sizes: 32 KB for each cache, the size this project models for the Versatile PB's
//! ARM926EJ-S (`arm/src/cp15.rs`). The TRM leaves the size to the chip; a search of public
//! documentation did not turn up the figure in the Versatile PB user guide (ARM DUI 0224), so
//! it is the project's, not a quoted one. Every number can be changed on the command line.
//!
//! # Virtual addresses and context switches
//!
//! The L1 caches are virtually indexed and tagged, so by default they are looked up by virtual
//! address and flushed (dirty lines written back, all lines invalidated) when the user address
//! space changes, as Linux does on ARMv5 in `cpu_arm926_switch_mm` (`switch_mm` runs only when
//! the next task's address space differs; a kernel thread borrows the previous one). With the
//! block trace (`--trace`) the address spaces are qtools' model's: threads of one process share
//! one, and a thread with no user mappings (a kernel thread) keeps the previous one. Without
//! it every new pid counts as a new address space. `--physical` looks the caches up by
//! physical address instead, where no flush is needed. The L2 is always physical.
//!
//! An access that spans lines looks up each line it touches (each counts as an access).

mod attrib;
mod cache;
mod hierarchy;
mod report;
mod sim;

pub use attrib::Functions;
pub use cache::{Cache, CacheConfig, CacheStats, Geometry, Replacement, Traffic};
pub use hierarchy::{Hierarchy, HierarchyConfig, Totals};
pub use report::{write_report, ReportOptions};
pub use sim::{PidRow, RecordCounts, Simulator};

use std::io::Read;

use anyhow::{Context, Result};
use tracefmt::memtrace::MemtraceReader;

/// The ARM926EJ-S's L1 geometry with `size` bytes (see the module documentation).
pub fn arm926_l1(size: u32) -> CacheConfig {
    CacheConfig {
        geometry: Geometry {
            size,
            assoc: 4,
            line: 32,
        },
        replacement: Replacement::Random,
        seed: 1,
        write_back: true,
        write_allocate: false,
    }
}

/// The default hierarchy: the Versatile PB's ARM926EJ-S, 32 KB I and D, virtually addressed.
pub fn default_config() -> HierarchyConfig {
    HierarchyConfig {
        l1i: arm926_l1(32 * 1024),
        l1d: arm926_l1(32 * 1024),
        l2: None,
        physical: false,
    }
}

/// Feeds every record of the memory trace `input` to `sim`, then charges the rest.
pub fn simulate<R: Read>(input: R, sim: &mut Simulator<'_>) -> Result<()> {
    let mut reader = MemtraceReader::new(input)?;
    reader.for_each_record(
        #[inline(always)]
        |r| {
            sim.feed(r)
                .with_context(|| format!("at {r:?}: resolving functions"))
        },
    )?;
    sim.finish();
    Ok(())
}

//! The cache hierarchy: split L1 instruction and data caches, an optional unified L2 behind them.

use super::cache::{Cache, CacheConfig, CacheStats, Traffic};

/// What the hierarchy is made of and how it is addressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HierarchyConfig {
    /// L1 instruction cache.
    pub l1i: CacheConfig,
    /// L1 data cache.
    pub l1d: CacheConfig,
    /// Unified L2, if any (always physically addressed).
    pub l2: Option<CacheConfig>,
    /// Index and tag the L1 caches by physical address instead of virtual.
    pub physical: bool,
}

/// The counters of every cache: L1 I, L1 D, L2 (zero when there is none).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Totals {
    /// L1 instruction cache.
    pub i: CacheStats,
    /// L1 data cache.
    pub d: CacheStats,
    /// L2.
    pub l2: CacheStats,
}

impl Totals {
    /// The counters added since `before`.
    pub fn since(&self, before: &Totals) -> Totals {
        Totals {
            i: self.i.since(&before.i),
            d: self.d.since(&before.d),
            l2: self.l2.since(&before.l2),
        }
    }

    /// Adds `o`'s counters.
    pub fn add(&mut self, o: &Totals) {
        self.i.add(&o.i);
        self.d.add(&o.d);
        self.l2.add(&o.l2);
    }
}

/// The caches, fed one reference at a time.
#[derive(Debug)]
pub struct Hierarchy {
    /// L1 instruction cache.
    pub l1i: Cache,
    /// L1 data cache.
    pub l1d: Cache,
    /// L2.
    pub l2: Option<Cache>,
    physical: bool,
}

impl Hierarchy {
    /// Empty caches.
    pub fn new(cfg: &HierarchyConfig) -> Hierarchy {
        let l1 = if cfg.physical {
            Cache::new_physical
        } else {
            Cache::new
        };
        Hierarchy {
            l1i: l1(cfg.l1i),
            l1d: l1(cfg.l1d),
            l2: cfg.l2.map(Cache::new_physical),
            physical: cfg.physical,
        }
    }

    /// Every cache's counters.
    pub fn totals(&self) -> Totals {
        Totals {
            i: self.l1i.stats,
            d: self.l1d.stats,
            l2: self
                .l2
                .as_ref()
                .map_or_else(CacheStats::default, |c| c.stats),
        }
    }

    /// An instruction fetch of `size` bytes at virtual `va`, physical `pa`.
    #[inline(always)]
    pub fn fetch(&mut self, va: u32, pa: u32, size: u8) {
        let a = if self.physical { pa } else { va };
        through(&mut self.l1i, &mut self.l2, a, pa, size, false);
    }

    /// A data read or write of `size` bytes.
    #[inline(always)]
    pub fn data(&mut self, va: u32, pa: u32, size: u8, write: bool) {
        let a = if self.physical { pa } else { va };
        through(&mut self.l1d, &mut self.l2, a, pa, size, write);
    }

    /// Writes back and invalidates both L1 caches (what Linux does on ARMv5 when it switches
    /// address spaces); the L2 keeps its lines and receives the write-backs.
    pub fn flush_l1(&mut self) {
        let l2 = &mut self.l2;
        self.l1i.flush(|_| {});
        self.l1d.flush(|pa| {
            if let Some(c) = l2.as_mut() {
                c.access(pa, pa, true);
            }
        });
    }
}

/// An access of `size` bytes at `a` (the address the L1 is looked up by), physical
/// `pa`, through `l1` line by line, its misses and write-backs on to `l2`.
#[inline(always)]
fn through(l1: &mut Cache, l2: &mut Option<Cache>, a: u32, pa: u32, size: u8, write: bool) {
    each_line(
        l1.line_shift(),
        a,
        pa,
        size,
        #[inline(always)]
        |a, pa| {
            let t = l1.access(a, pa, write);
            pass_on(l2, t);
        },
    );
}

/// Calls `f(addr, paddr)` once for each line that `size` bytes at `addr` touch.
#[inline(always)]
fn each_line(shift: u32, a: u32, pa: u32, size: u8, mut f: impl FnMut(u32, u32)) {
    let last = a.wrapping_add(u32::from(size.max(1)) - 1);
    if a >> shift == last >> shift {
        f(a, pa);
        return;
    }
    let mut off = 0u32;
    loop {
        f(a.wrapping_add(off), pa.wrapping_add(off));
        // The next line's start, as an offset from `a`.
        off = ((a.wrapping_add(off) >> shift).wrapping_add(1) << shift).wrapping_sub(a);
        if off >= u32::from(size) {
            break;
        }
    }
}

/// Hands an L1's traffic to the L2: a fill is a read, a write-back or a passed-on write a write.
#[inline(always)]
fn pass_on(l2: &mut Option<Cache>, t: Traffic) {
    let Some(c) = l2 else { return };
    if let Some(pa) = t.writeback {
        c.access(pa, pa, true);
    }
    if let Some(pa) = t.fill {
        c.access(pa, pa, false);
    }
    if let Some(pa) = t.write {
        c.access(pa, pa, true);
    }
}

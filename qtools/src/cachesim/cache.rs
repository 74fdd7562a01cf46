//! One set-associative cache: geometry, replacement, write policy, and its counters.

use anyhow::{bail, Result};

/// How a victim way is chosen when a set has no invalid way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Replacement {
    /// Least recently used.
    Lru,
    /// Each set's victim counter steps through the ways in turn.
    RoundRobin,
    /// A pseudo-random way: one xorshift64 generator (shifts 13, 7, 17) per cache, started at
    /// the seed with bit 0 set; each eviction takes its next value `x` and evicts way
    /// `((x >> 32) * ways) >> 32`.
    Random,
}

/// Size and shape of a cache.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Geometry {
    /// Total bytes.
    pub size: u32,
    /// Ways per set.
    pub assoc: u32,
    /// Bytes per line.
    pub line: u32,
}

impl Geometry {
    /// Sets (`size / (assoc * line)`).
    pub fn sets(&self) -> u32 {
        self.size / (self.assoc * self.line)
    }

    /// Checks that the numbers make a cache: powers of two, a line of 4 bytes or more, at least
    /// one set.
    pub fn check(&self, name: &str) -> Result<()> {
        let g = self;
        if !g.line.is_power_of_two() || g.line < 4 {
            bail!(
                "{name}: line size {} is not a power of two of at least 4",
                g.line
            );
        }
        if g.assoc == 0 || g.assoc > 1024 {
            bail!(
                "{name}: associativity {} is not between 1 and 1024",
                g.assoc
            );
        }
        let way_bytes = u64::from(g.assoc) * u64::from(g.line);
        if g.size == 0 || u64::from(g.size) % way_bytes != 0 || !g.sets().is_power_of_two() {
            bail!(
                "{name}: size {} is not a power-of-two number of sets of {} ways of {} bytes",
                g.size,
                g.assoc,
                g.line
            );
        }
        Ok(())
    }
}

/// Everything that configures one cache.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CacheConfig {
    /// Size and shape.
    pub geometry: Geometry,
    /// Victim choice.
    pub replacement: Replacement,
    /// Seed of the random replacement.
    pub seed: u64,
    /// Writes mark the line dirty (written to the next level on eviction); otherwise every
    /// write also goes to the next level (write-through).
    pub write_back: bool,
    /// A write miss fills the line; otherwise it goes to the next level only.
    pub write_allocate: bool,
}

/// Counters of one cache.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CacheStats {
    /// Lookups (one per line an access touches).
    pub accesses: u64,
    /// Lookups that missed.
    pub misses: u64,
    /// Lookups that were writes.
    pub writes: u64,
    /// Writes that missed.
    pub write_misses: u64,
    /// Dirty lines written to the next level (evicted or flushed).
    pub writebacks: u64,
    /// Whole-cache flushes.
    pub flushes: u64,
}

impl CacheStats {
    /// The counters added since `before`.
    pub fn since(&self, before: &CacheStats) -> CacheStats {
        CacheStats {
            accesses: self.accesses - before.accesses,
            misses: self.misses - before.misses,
            writes: self.writes - before.writes,
            write_misses: self.write_misses - before.write_misses,
            writebacks: self.writebacks - before.writebacks,
            flushes: self.flushes - before.flushes,
        }
    }

    /// Adds `o`'s counters.
    pub fn add(&mut self, o: &CacheStats) {
        self.accesses += o.accesses;
        self.misses += o.misses;
        self.writes += o.writes;
        self.write_misses += o.write_misses;
        self.writebacks += o.writebacks;
        self.flushes += o.flushes;
    }
}

/// The tag of an empty way (never a line number: those are below 2^30).
const INVALID: u32 = u32::MAX;
/// Bit 0 of [`Line::phys`]: the line is dirty.
const DIRTY: u32 = 1;

/// One way of a set.
#[derive(Debug, Clone, Copy)]
struct Line {
    /// Line number (`address >> line_shift`) or [`INVALID`].
    tag: u32,
    /// The line's physical address (for write-backs), with [`DIRTY`] in bit 0.
    phys: u32,
}

/// What one access asks of the next level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Traffic {
    /// The physical line address to read (a fill), if any.
    pub fill: Option<u32>,
    /// The physical address of a dirty line written back, if any.
    pub writeback: Option<u32>,
    /// The physical address of a write passed on (write-through, or a write miss that does not
    /// allocate), if any.
    pub write: Option<u32>,
}

/// A set-associative cache. With LRU replacement each set's ways are kept most recently used
/// first; with round-robin and random they stay in place. All policies fill an invalid way
/// before evicting a valid one.
pub struct Cache {
    cfg: CacheConfig,
    ways: usize,
    line_shift: u32,
    set_mask: u32,
    lines: Vec<Line>,
    /// Round-robin victim counter per set.
    next: Vec<u16>,
    rng: u64,
    /// The counters.
    pub stats: CacheStats,
}

impl std::fmt::Debug for Cache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cache").field("cfg", &self.cfg).finish()
    }
}

impl Cache {
    /// An empty cache (the geometry must have passed [`Geometry::check`]).
    pub fn new(cfg: CacheConfig) -> Cache {
        let g = cfg.geometry;
        let sets = g.sets() as usize;
        Cache {
            cfg,
            ways: g.assoc as usize,
            line_shift: g.line.trailing_zeros(),
            set_mask: g.sets() - 1,
            lines: vec![
                Line {
                    tag: INVALID,
                    phys: 0
                };
                sets * g.assoc as usize
            ],
            next: vec![0; sets],
            // xorshift must not start at 0.
            rng: cfg.seed | 1,
            stats: CacheStats::default(),
        }
    }

    /// The configuration.
    pub fn config(&self) -> &CacheConfig {
        &self.cfg
    }

    /// Looks up the line holding `addr` (`paddr` is its physical address, kept for
    /// write-backs), updating replacement state and counters; returns what the next level sees.
    #[inline]
    pub fn access(&mut self, addr: u32, paddr: u32, write: bool) -> Traffic {
        let tag = addr >> self.line_shift;
        let set = (tag & self.set_mask) as usize;
        let ways = self.ways;
        let base = set * ways;
        self.stats.accesses += 1;
        self.stats.writes += u64::from(write);
        let mut t = Traffic::default();
        let pline = paddr & !((1 << self.line_shift) - 1);
        let lines = &mut self.lines[base..base + ways];
        if let Some(i) = lines.iter().position(|l| l.tag == tag) {
            let i = if self.cfg.replacement == Replacement::Lru && i != 0 {
                lines[..=i].rotate_right(1);
                0
            } else {
                i
            };
            if write {
                if self.cfg.write_back {
                    lines[i].phys |= DIRTY;
                } else {
                    t.write = Some(paddr);
                }
            }
            return t;
        }
        self.stats.misses += 1;
        if write {
            self.stats.write_misses += 1;
            if !self.cfg.write_allocate {
                t.write = Some(paddr);
                return t;
            }
        }
        let victim = match lines.iter().position(|l| l.tag == INVALID) {
            Some(i) => i,
            None => match self.cfg.replacement {
                Replacement::Lru => ways - 1,
                Replacement::RoundRobin => {
                    let v = self.next[set] as usize;
                    self.next[set] = if v + 1 == ways { 0 } else { v as u16 + 1 };
                    v
                }
                Replacement::Random => {
                    self.rng ^= self.rng << 13;
                    self.rng ^= self.rng >> 7;
                    self.rng ^= self.rng << 17;
                    // The high 32 bits scaled to 0..ways (no division).
                    (((self.rng >> 32) * ways as u64) >> 32) as usize
                }
            },
        };
        let old = lines[victim];
        if old.tag != INVALID && old.phys & DIRTY != 0 {
            self.stats.writebacks += 1;
            t.writeback = Some(old.phys & !DIRTY);
        }
        t.fill = Some(pline);
        let mut new = Line { tag, phys: pline };
        if write {
            if self.cfg.write_back {
                new.phys |= DIRTY;
            } else {
                t.write = Some(paddr);
            }
        }
        if self.cfg.replacement == Replacement::Lru {
            lines[..=victim].rotate_right(1);
            lines[0] = new;
        } else {
            lines[victim] = new;
        }
        t
    }

    /// Writes back every dirty line (calling `writeback` with its physical address) and
    /// invalidates the whole cache. Round-robin counters and the random generator keep going.
    pub fn flush(&mut self, mut writeback: impl FnMut(u32)) {
        self.stats.flushes += 1;
        for l in &mut self.lines {
            if l.tag != INVALID && l.phys & DIRTY != 0 {
                self.stats.writebacks += 1;
                writeback(l.phys & !DIRTY);
            }
            *l = Line {
                tag: INVALID,
                phys: 0,
            };
        }
    }

    /// The line size's log2.
    pub fn line_shift(&self) -> u32 {
        self.line_shift
    }
}

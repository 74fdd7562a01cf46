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
/// Bit 0 of a line's physical address in the general layout: the line is dirty.
const DIRTY: u32 = 1;

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

/// A set-associative cache. All policies fill an invalid way before evicting a valid one.
///
/// Caches of 1, 2, 4, 8 or 16 ways keep each set's tags, its replacement state and its dirty
/// bits together in one 64-byte host cache line ([`Set`]), the ways in place: a lookup compares
/// the tags at once and touches nothing else on a hit. LRU keeps the ways' order, most recently
/// used first, as 4-bit way numbers in one word, moved with shifts; empty ways stay at its end,
/// so the least recently used position holds an empty way while there is one. The physical
/// addresses kept for write-backs lie in a separate array, read only on an eviction. Other
/// associativities use [`Wide`]: one array of lines per cache, LRU moving the lines themselves.
/// Both give the same counters and traffic (tested against a reference simulator).
pub struct Cache {
    cfg: CacheConfig,
    line_shift: u32,
    set_mask: u32,
    store: Store,
    rng: u64,
    /// The line of the last access, if the cache still holds it ([`INVALID`] if not): a read
    /// of it again is a hit that changes nothing (it is the most recently used line of its
    /// set), only counted.
    last: u32,
    /// The counters.
    pub stats: CacheStats,
}

impl std::fmt::Debug for Cache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cache").field("cfg", &self.cfg).finish()
    }
}

/// The sets, in the layout chosen for the associativity.
enum Store {
    W1(Sets<1>),
    W2(Sets<2>),
    W4(Sets<4>),
    W8(Sets<8>),
    W16(Sets<16>),
    Wide(Wide),
}

/// One set of `N` ways (`N` <= 16).
#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Set<const N: usize> {
    /// Line numbers (`address >> line_shift`) or [`INVALID`], way by way.
    tags: [u32; N],
    /// Bit `w`: way `w` holds a dirty line.
    dirty: u32,
    /// LRU: the ways from most to least recently used, 4 bits each, the most recent in the low
    /// bits. Round-robin: the next victim.
    order: u64,
}

/// The sets of an `N`-way cache, and the physical line address of every way (`N` per set)
/// unless the cache is looked up by physical address (then it is the tag shifted back, and
/// `phys` is empty).
struct Sets<const N: usize> {
    sets: Vec<Set<N>>,
    phys: Vec<u32>,
    physical: bool,
}

/// The ways' numbers in order, 4 bits each: the LRU order of an empty set.
const IDENTITY: u64 = 0xfedc_ba98_7654_3210;

impl<const N: usize> Sets<N> {
    fn new(sets: usize, lru: bool, physical: bool) -> Self {
        Sets {
            sets: vec![
                Set {
                    tags: [INVALID; N],
                    dirty: 0,
                    order: if lru { IDENTITY } else { 0 },
                };
                sets
            ],
            phys: if physical {
                Vec::new()
            } else {
                vec![0; sets * N]
            },
            physical,
        }
    }
}

/// The position (0 most recent) of way `w` in the LRU order `order`.
#[inline(always)]
fn lru_position(order: u64, w: u32) -> u32 {
    const ONES: u64 = 0x1111_1111_1111_1111;
    const HIGHS: u64 = 0x8888_8888_8888_8888;
    // Nibbles of `x` are zero where `order` holds `w`; the lowest zero nibble is flagged
    // exactly (a borrow only runs upwards from it).
    let x = order ^ ONES.wrapping_mul(u64::from(w));
    let zero = x.wrapping_sub(ONES) & !x & HIGHS;
    zero.trailing_zeros() / 4
}

/// `order` with the way at position `pos` moved to the front (most recent).
#[inline(always)]
fn lru_to_front(order: u64, pos: u32) -> u64 {
    let below = (1u64 << (4 * pos)) - 1;
    let upto = (below << 4) | 0xf;
    let w = (order >> (4 * pos)) & 0xf;
    (order & !upto) | ((order & below) << 4) | w
}

/// Caches of other associativities: each set's lines, most recently used first for LRU.
struct Wide {
    ways: usize,
    lines: Vec<Line>,
    /// Round-robin victim counter per set.
    next: Vec<u16>,
}

/// One way of a [`Wide`] set.
#[derive(Debug, Clone, Copy)]
struct Line {
    /// Line number or [`INVALID`].
    tag: u32,
    /// The line's physical address, with [`DIRTY`] in bit 0.
    phys: u32,
}

impl Cache {
    /// An empty cache (the geometry must have passed [`Geometry::check`]).
    pub fn new(cfg: CacheConfig) -> Cache {
        Cache::build(cfg, false)
    }

    /// An empty cache that is only ever looked up by physical address (`addr == paddr` in
    /// every [`Cache::access`]), as an L2 is: a line's physical address is then its tag, so
    /// none is kept apart (a store and a load fewer per eviction).
    pub fn new_physical(cfg: CacheConfig) -> Cache {
        Cache::build(cfg, true)
    }

    fn build(cfg: CacheConfig, physical: bool) -> Cache {
        let g = cfg.geometry;
        let sets = g.sets() as usize;
        let lru = cfg.replacement == Replacement::Lru;
        let store = match g.assoc {
            1 => Store::W1(Sets::new(sets, lru, physical)),
            2 => Store::W2(Sets::new(sets, lru, physical)),
            4 => Store::W4(Sets::new(sets, lru, physical)),
            8 => Store::W8(Sets::new(sets, lru, physical)),
            16 => Store::W16(Sets::new(sets, lru, physical)),
            ways => Store::Wide(Wide {
                ways: ways as usize,
                lines: vec![
                    Line {
                        tag: INVALID,
                        phys: 0
                    };
                    sets * ways as usize
                ],
                next: vec![0; sets],
            }),
        };
        Cache {
            cfg,
            line_shift: g.line.trailing_zeros(),
            set_mask: g.sets() - 1,
            store,
            // xorshift must not start at 0.
            rng: cfg.seed | 1,
            last: INVALID,
            stats: CacheStats::default(),
        }
    }

    /// The configuration.
    pub fn config(&self) -> &CacheConfig {
        &self.cfg
    }

    /// Looks up the line holding `addr` (`paddr` is its physical address, kept for
    /// write-backs), updating replacement state and counters; returns what the next level sees.
    #[inline(always)]
    pub fn access(&mut self, addr: u32, paddr: u32, write: bool) -> Traffic {
        self.stats.accesses += 1;
        let tag = addr >> self.line_shift;
        if tag == self.last && !write {
            return Traffic::default();
        }
        self.stats.writes += u64::from(write);
        // The line is in the cache after the access unless a write missed without allocating.
        self.last = tag;
        let misses = self.stats.misses;
        let cx = Ctx {
            cfg: &self.cfg,
            line_shift: self.line_shift,
            set_mask: self.set_mask,
            rng: &mut self.rng,
            stats: &mut self.stats,
        };
        let t = match &mut self.store {
            Store::W1(s) => access_sets(s, cx, addr, paddr, write),
            Store::W2(s) => access_sets(s, cx, addr, paddr, write),
            Store::W4(s) => access_sets(s, cx, addr, paddr, write),
            Store::W8(s) => access_sets(s, cx, addr, paddr, write),
            Store::W16(s) => access_sets(s, cx, addr, paddr, write),
            Store::Wide(w) => access_wide(w, cx, addr, paddr, write),
        };
        if write && !self.cfg.write_allocate && self.stats.misses != misses {
            self.last = INVALID;
        }
        t
    }

    /// Writes back every dirty line (calling `writeback` with its physical address: set by set,
    /// within a set most recently used first for LRU, else way by way) and invalidates the whole
    /// cache. Round-robin counters and the random generator keep going.
    pub fn flush(&mut self, mut writeback: impl FnMut(u32)) {
        self.stats.flushes += 1;
        self.last = INVALID;
        let lru = self.cfg.replacement == Replacement::Lru;
        let shift = self.line_shift;
        let stats = &mut self.stats;
        match &mut self.store {
            Store::W1(s) => flush_sets(s, lru, shift, stats, &mut writeback),
            Store::W2(s) => flush_sets(s, lru, shift, stats, &mut writeback),
            Store::W4(s) => flush_sets(s, lru, shift, stats, &mut writeback),
            Store::W8(s) => flush_sets(s, lru, shift, stats, &mut writeback),
            Store::W16(s) => flush_sets(s, lru, shift, stats, &mut writeback),
            Store::Wide(w) => {
                for l in &mut w.lines {
                    if l.tag != INVALID && l.phys & DIRTY != 0 {
                        stats.writebacks += 1;
                        writeback(l.phys & !DIRTY);
                    }
                    *l = Line {
                        tag: INVALID,
                        phys: 0,
                    };
                }
            }
        }
    }

    /// The line size's log2.
    pub fn line_shift(&self) -> u32 {
        self.line_shift
    }
}

/// The next value of the random replacement's generator, scaled to a way of `ways`.
#[inline(always)]
fn random_way(rng: &mut u64, ways: usize) -> usize {
    *rng ^= *rng << 13;
    *rng ^= *rng >> 7;
    *rng ^= *rng << 17;
    // The high 32 bits scaled to 0..ways (no division).
    (((*rng >> 32) * ways as u64) >> 32) as usize
}

/// What an access reads and updates besides the sets: the cache's other fields, borrowed
/// apart from its store.
struct Ctx<'a> {
    cfg: &'a CacheConfig,
    line_shift: u32,
    set_mask: u32,
    rng: &'a mut u64,
    stats: &'a mut CacheStats,
}

impl Ctx<'_> {
    /// The tag of `addr` (its line number) and the set it maps to.
    #[inline(always)]
    fn locate(&self, addr: u32) -> (u32, usize) {
        let tag = addr >> self.line_shift;
        (tag, (tag & self.set_mask) as usize)
    }
}

/// [`Cache::access`] on `N`-way sets (counted as an access already).
#[inline(always)]
fn access_sets<const N: usize>(
    s: &mut Sets<N>,
    cx: Ctx<'_>,
    addr: u32,
    paddr: u32,
    write: bool,
) -> Traffic {
    let (tag, index) = cx.locate(addr);
    let lru = cx.cfg.replacement == Replacement::Lru;
    let mut t = Traffic::default();
    let set = &mut s.sets[index];
    // One bit per way holding the tag (the loop compiles to one vector compare).
    let mut hits = 0u32;
    for (w, &x) in set.tags.iter().enumerate() {
        hits |= u32::from(x == tag) << w;
    }
    if hits != 0 {
        let w = hits.trailing_zeros();
        if lru && N > 1 {
            set.order = lru_to_front(set.order, lru_position(set.order, w));
        }
        if write {
            if cx.cfg.write_back {
                set.dirty |= 1 << w;
            } else {
                t.write = Some(paddr);
            }
        }
        return t;
    }
    cx.stats.misses += 1;
    if write {
        cx.stats.write_misses += 1;
        if !cx.cfg.write_allocate {
            t.write = Some(paddr);
            return t;
        }
    }
    let victim = if lru {
        // The least recently used position: an empty way while the set has one.
        let v = ((set.order >> (4 * (N - 1))) & 0xf) as usize;
        set.order = lru_to_front(set.order, N as u32 - 1);
        v
    } else {
        let mut empty = 0u32;
        for (w, &x) in set.tags.iter().enumerate() {
            empty |= u32::from(x == INVALID) << w;
        }
        if empty != 0 {
            empty.trailing_zeros() as usize
        } else if cx.cfg.replacement == Replacement::RoundRobin {
            let v = set.order as usize;
            set.order = if v + 1 == N { 0 } else { v as u64 + 1 };
            v
        } else {
            random_way(cx.rng, N)
        }
    };
    let bit = 1u32 << victim;
    debug_assert!(!s.physical || addr == paddr);
    if set.tags[victim] != INVALID && set.dirty & bit != 0 {
        cx.stats.writebacks += 1;
        t.writeback = Some(if s.physical {
            set.tags[victim] << cx.line_shift
        } else {
            s.phys[index * N + victim]
        });
    }
    let pline = paddr & !((1 << cx.line_shift) - 1);
    t.fill = Some(pline);
    set.tags[victim] = tag;
    if !s.physical {
        s.phys[index * N + victim] = pline;
    }
    set.dirty &= !bit;
    if write {
        if cx.cfg.write_back {
            set.dirty |= bit;
        } else {
            t.write = Some(paddr);
        }
    }
    t
}

/// [`Cache::flush`] of `N`-way sets.
fn flush_sets<const N: usize>(
    s: &mut Sets<N>,
    lru: bool,
    line_shift: u32,
    stats: &mut CacheStats,
    writeback: &mut impl FnMut(u32),
) {
    for (i, set) in s.sets.iter_mut().enumerate() {
        for k in 0..N {
            let w = if lru {
                ((set.order >> (4 * k)) & 0xf) as usize
            } else {
                k
            };
            if set.tags[w] != INVALID && set.dirty & (1 << w) != 0 {
                stats.writebacks += 1;
                writeback(if s.physical {
                    set.tags[w] << line_shift
                } else {
                    s.phys[i * N + w]
                });
            }
            set.tags[w] = INVALID;
        }
        set.dirty = 0;
    }
}

/// [`Cache::access`] on a [`Wide`] cache (counted as an access already).
fn access_wide(c: &mut Wide, cx: Ctx<'_>, addr: u32, paddr: u32, write: bool) -> Traffic {
    let (tag, set) = cx.locate(addr);
    let ways = c.ways;
    let base = set * ways;
    let mut t = Traffic::default();
    let pline = paddr & !((1 << cx.line_shift) - 1);
    let lines = &mut c.lines[base..base + ways];
    if let Some(i) = lines.iter().position(|l| l.tag == tag) {
        let i = if cx.cfg.replacement == Replacement::Lru && i != 0 {
            lines[..=i].rotate_right(1);
            0
        } else {
            i
        };
        if write {
            if cx.cfg.write_back {
                lines[i].phys |= DIRTY;
            } else {
                t.write = Some(paddr);
            }
        }
        return t;
    }
    cx.stats.misses += 1;
    if write {
        cx.stats.write_misses += 1;
        if !cx.cfg.write_allocate {
            t.write = Some(paddr);
            return t;
        }
    }
    let victim = match lines.iter().position(|l| l.tag == INVALID) {
        Some(i) => i,
        None => match cx.cfg.replacement {
            Replacement::Lru => ways - 1,
            Replacement::RoundRobin => {
                let v = c.next[set] as usize;
                c.next[set] = if v + 1 == ways { 0 } else { v as u16 + 1 };
                v
            }
            Replacement::Random => random_way(cx.rng, ways),
        },
    };
    let old = lines[victim];
    if old.tag != INVALID && old.phys & DIRTY != 0 {
        cx.stats.writebacks += 1;
        t.writeback = Some(old.phys & !DIRTY);
    }
    t.fill = Some(pline);
    let mut new = Line { tag, phys: pline };
    if write {
        if cx.cfg.write_back {
            new.phys |= DIRTY;
        } else {
            t.write = Some(paddr);
        }
    }
    if cx.cfg.replacement == Replacement::Lru {
        lines[..=victim].rotate_right(1);
        lines[0] = new;
    } else {
        lines[victim] = new;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lru_order_moves_a_way_to_the_front() {
        // Ways 3, 0, 2, 1 from most to least recent.
        let order = 0x1203u64;
        assert_eq!(lru_position(order, 3), 0);
        assert_eq!(lru_position(order, 0), 1);
        assert_eq!(lru_position(order, 2), 2);
        assert_eq!(lru_position(order, 1), 3);
        assert_eq!(lru_to_front(order, 0), 0x1203);
        assert_eq!(lru_to_front(order, 2), 0x1032);
        assert_eq!(lru_to_front(order, 3), 0x2031);
        // Sixteen ways: the last position, and way 15 found behind a way 0.
        assert_eq!(lru_position(IDENTITY, 15), 15);
        assert_eq!(lru_to_front(IDENTITY, 15), 0xedcb_a987_6543_210f);
        assert_eq!(lru_position(0xf0, 15), 1);
    }
}

//! The cache simulator against an independent reference simulator on random streams, on streams
//! whose misses are counted by hand, per process and per function on the synthetic fixture, and
//! the golden text of `memtrace-dump`.

mod common;

use std::collections::HashMap;

use qtools::cachesim::{
    self, Cache, CacheConfig, CacheStats, Geometry, HierarchyConfig, Replacement, Simulator, Totals,
};
use qtools::cmd;
use qtools::{Options, Session};
use tracefmt::memtrace::{MemRef, MemtraceWriter};

// ---------------------------------------------------------------------------------------------
// The reference: one Vec per set, ways in explicit order, written from the policy definitions.

/// The workspace's test generator: xorshift64, the same steps the random replacement is
/// defined by.
use testrng::Rng;

#[derive(Clone, Copy, Debug)]
struct RefLine {
    line: u32,
    phys_line: u32,
    dirty: bool,
}

/// What one reference access hands to the next level, in the order the L2 sees it.
#[derive(Default, Debug, PartialEq)]
struct RefTraffic {
    writeback: Option<u32>,
    fill: Option<u32>,
    write: Option<u32>,
}

struct RefCache {
    cfg: CacheConfig,
    /// Per set: for LRU, most recently used first; otherwise ways by position (`None` = empty).
    sets: Vec<Vec<Option<RefLine>>>,
    rr: Vec<usize>,
    rng: Rng,
    stats: CacheStats,
}

impl RefCache {
    fn new(cfg: CacheConfig) -> Self {
        let g = cfg.geometry;
        let nsets = (g.size / g.assoc / g.line) as usize;
        RefCache {
            cfg,
            sets: vec![vec![None; g.assoc as usize]; nsets],
            rr: vec![0; nsets],
            rng: Rng::new(cfg.seed | 1),
            stats: CacheStats::default(),
        }
    }

    fn access(&mut self, addr: u32, paddr: u32, write: bool) -> RefTraffic {
        let g = self.cfg.geometry;
        let line = addr / g.line;
        let phys_line = paddr / g.line * g.line;
        let nsets = self.sets.len() as u32;
        let set_no = (line % nsets) as usize;
        let ways = g.assoc as usize;
        self.stats.accesses += 1;
        if write {
            self.stats.writes += 1;
        }
        let mut t = RefTraffic::default();
        let lru = self.cfg.replacement == Replacement::Lru;
        let set = &mut self.sets[set_no];
        if let Some(pos) = set.iter().position(|w| w.is_some_and(|l| l.line == line)) {
            if write {
                if self.cfg.write_back {
                    set[pos].as_mut().unwrap().dirty = true;
                } else {
                    t.write = Some(paddr);
                }
            }
            if lru {
                let l = set.remove(pos);
                set.insert(0, l);
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
        let new = RefLine {
            line,
            phys_line,
            dirty: write && self.cfg.write_back,
        };
        if write && !self.cfg.write_back {
            t.write = Some(paddr);
        }
        t.fill = Some(phys_line);
        let victim = if lru {
            // The least recently used is last; empty ways sit behind the used ones.
            ways - 1
        } else if let Some(i) = set.iter().position(Option::is_none) {
            i
        } else if self.cfg.replacement == Replacement::RoundRobin {
            let v = self.rr[set_no];
            self.rr[set_no] = (v + 1) % ways;
            v
        } else {
            // The documented choice: the high half of the next value, scaled to the ways.
            let x = self.rng.next_u64() >> 32;
            (x * ways as u64 / (1u64 << 32)) as usize
        };
        if let Some(old) = set[victim] {
            if old.dirty {
                self.stats.writebacks += 1;
                t.writeback = Some(old.phys_line);
            }
        }
        if lru {
            set.remove(victim);
            set.insert(0, Some(new));
        } else {
            set[victim] = Some(new);
        }
        t
    }
}

impl RefCache {
    /// Writes back the dirty lines set by set, each set in its order (most recently used first
    /// for LRU), and empties every set.
    fn flush(&mut self) -> Vec<u32> {
        self.stats.flushes += 1;
        let mut out = Vec::new();
        for set in &mut self.sets {
            for way in set.iter_mut() {
                if let Some(l) = way.take() {
                    if l.dirty {
                        self.stats.writebacks += 1;
                        out.push(l.phys_line);
                    }
                }
            }
        }
        out
    }
}

/// The reference hierarchy: L1 I and D, optional L2 fed with each L1's traffic.
struct RefHierarchy {
    i: RefCache,
    d: RefCache,
    l2: Option<RefCache>,
}

impl RefHierarchy {
    /// Flushes both L1 caches; the L2 receives the data cache's write-backs as writes.
    fn flush_l1(&mut self) {
        self.i.flush();
        for a in self.d.flush() {
            if let Some(l2) = &mut self.l2 {
                l2.access(a, a, true);
            }
        }
    }

    fn access(&mut self, instr: bool, addr: u32, paddr: u32, write: bool) {
        let l1 = if instr { &mut self.i } else { &mut self.d };
        let t = l1.access(addr, paddr, write);
        if let Some(l2) = &mut self.l2 {
            if let Some(a) = t.writeback {
                l2.access(a, a, true);
            }
            if let Some(a) = t.fill {
                l2.access(a, a, false);
            }
            if let Some(a) = t.write {
                l2.access(a, a, true);
            }
        }
    }
}

fn config(size: u32, assoc: u32, line: u32, repl: Replacement, wb: bool, wa: bool) -> CacheConfig {
    CacheConfig {
        geometry: Geometry { size, assoc, line },
        replacement: repl,
        seed: 0x1234_5678,
        write_back: wb,
        write_allocate: wa,
    }
}

/// A stream with locality: a hot region that fits most caches, a large cold one, and a few
/// far addresses; 30% writes. Addresses are word-aligned, so no access crosses a line.
fn random_accesses(g: &mut Rng, n: usize) -> Vec<(bool, u32, u32, bool)> {
    (0..n)
        .map(|_| {
            let instr = g.below(2) == 0;
            let addr = match g.below(10) {
                0..=5 => 0x1000 + 4 * g.below(512) as u32,
                6..=8 => 0x10_0000 + 4 * g.below(64 * 1024) as u32,
                _ => (g.next_u64() as u32) & !3,
            };
            let write = !instr && g.below(10) < 3;
            // A page-granular translation, so physical and virtual lines differ.
            let paddr = (addr & 0xfff) | ((addr >> 12).wrapping_mul(7919) & 0xfffff) << 12;
            (instr, addr, paddr, write)
        })
        .collect()
}

#[test]
fn matches_the_reference_on_random_streams() {
    let mut g = Rng::new(0xcafe_f00d_1234_5678);
    let stream = random_accesses(&mut g, 60_000);
    let geometries = [
        (1024, 1, 32),
        (4096, 2, 16),
        (8192, 4, 32),
        (32 * 1024, 4, 32),
        (2048, 8, 64),
        (512, 16, 32), // fully associative: one set
        (3072, 3, 32), // not a power of two: the general layout
    ];
    let mut cases = 0;
    for &(size, assoc, line) in &geometries {
        for repl in [
            Replacement::Lru,
            Replacement::RoundRobin,
            Replacement::Random,
        ] {
            for (wb, wa) in [(true, false), (true, true), (false, false), (false, true)] {
                let l1 = config(size, assoc, line, repl, wb, wa);
                let l2 = (size <= 4096).then(|| config(16 * 1024, 8, 64, repl, true, true));
                let cfg = HierarchyConfig {
                    l1i: l1,
                    l1d: l1,
                    l2,
                    physical: false,
                };
                let mut h = cachesim::Hierarchy::new(&cfg);
                let mut r = RefHierarchy {
                    i: RefCache::new(l1),
                    d: RefCache::new(l1),
                    l2: l2.map(RefCache::new),
                };
                for (k, &(instr, a, pa, w)) in stream.iter().enumerate() {
                    // Now and then a context switch's flush.
                    if k % 7919 == 7918 {
                        h.flush_l1();
                        r.flush_l1();
                    }
                    if instr {
                        h.fetch(a, pa, 4);
                    } else {
                        h.data(a, pa, 4, w);
                    }
                    r.access(instr, a, pa, w);
                }
                let got = h.totals();
                let want = Totals {
                    i: r.i.stats,
                    d: r.d.stats,
                    l2: r.l2.map_or(CacheStats::default(), |c| c.stats),
                };
                assert_eq!(
                    got, want,
                    "{size} B {assoc}-way {line} B lines, {repl:?}, write-back {wb}, allocate {wa}"
                );
                // Not a degenerate stream: both hits and misses everywhere.
                assert!(got.d.misses > 0 && got.d.misses < got.d.accesses);
                cases += 1;
            }
        }
    }
    assert_eq!(cases, 84);
}

/// One cache alone, every access a write or read at random, against the reference: the
/// traffic each access hands on is the same too.
#[test]
fn traffic_matches_the_reference() {
    let mut g = Rng::new(77);
    for repl in [
        Replacement::Lru,
        Replacement::RoundRobin,
        Replacement::Random,
    ] {
        let cfg = config(1024, 2, 32, repl, true, g.below(2) == 0);
        let mut c = Cache::new(cfg);
        let mut r = RefCache::new(cfg);
        for _ in 0..20_000 {
            let a = 32 * g.below(96) as u32 + 4 * g.below(8) as u32;
            let pa = a ^ 0x4000_0000;
            let w = g.below(3) == 0;
            let t = c.access(a, pa, w);
            let rt = r.access(a, pa, w);
            assert_eq!(
                (t.writeback, t.fill, t.write),
                (rt.writeback, rt.fill, rt.write)
            );
        }
        assert_eq!(c.stats, r.stats);
    }
}

// ---------------------------------------------------------------------------------------------
// Streams counted by hand.

/// The memory trace of a loop: 4 ARM instructions at 0x8000 (one 32-byte line), the third of
/// which reads one word of a 4 KB array at 0x20000, `lines` words 32 bytes apart, `passes`
/// times over.
fn array_loop(lines: u32, passes: u32) -> Vec<MemRef> {
    let mut v = vec![MemRef::Switch { tick: 0, pid: 7 }];
    let mut tick = 0;
    for _ in 0..passes {
        for i in 0..lines {
            for k in 0..4 {
                let pc = 0x8000 + 4 * k;
                v.push(MemRef::Fetch {
                    pc,
                    paddr: pc + 0x100_0000,
                    size: 4,
                    encoding: 0xe1a0_0000,
                    thumb: false,
                });
                if k == 2 {
                    let vaddr = 0x2_0000 + 32 * i;
                    v.push(MemRef::Read {
                        pc,
                        vaddr,
                        paddr: vaddr + 0x100_0000,
                        size: 4,
                    });
                }
            }
            tick += 4;
            v.push(MemRef::Tick { tick });
        }
    }
    v
}

fn file(recs: &[MemRef]) -> Vec<u8> {
    let mut w = MemtraceWriter::new(Vec::new()).unwrap();
    for r in recs {
        w.push(r).unwrap();
    }
    w.finish().unwrap()
}

fn run(recs: &[MemRef], cfg: &HierarchyConfig, flush: bool) -> Totals {
    let mut sim = Simulator::new(cfg, None, flush);
    cachesim::simulate(&file(recs)[..], &mut sim).unwrap();
    sim.totals()
}

fn l1(size: u32, assoc: u32, repl: Replacement) -> HierarchyConfig {
    let c = config(size, assoc, 32, repl, true, false);
    HierarchyConfig {
        l1i: c,
        l1d: c,
        l2: None,
        physical: false,
    }
}

#[test]
fn array_loop_counted_by_hand() {
    // 128 lines of a 4 KB array, read twice: 256 reads and 4 * 256 = 1024 fetches.
    let recs = array_loop(128, 2);
    for repl in [
        Replacement::Lru,
        Replacement::RoundRobin,
        Replacement::Random,
    ] {
        // 32 KB caches hold the whole array: the first pass misses on each of the 128 lines,
        // the second hits every time. The loop's code is one line: 1 I miss.
        let t = run(&recs, &l1(32 * 1024, 4, repl), true);
        assert_eq!((t.d.accesses, t.d.misses), (256, 128), "{repl:?}");
        assert_eq!((t.i.accesses, t.i.misses), (1024, 1), "{repl:?}");
    }
    // 2 KB, 4-way: 16 sets; the array's 128 lines map 8 to each set, visited in the same
    // cyclic order on each pass. With LRU, a line's 7 successors in its set are touched
    // before it comes back and only 4 fit: every read misses (256).
    let t = run(&recs, &l1(2048, 4, Replacement::Lru), true);
    assert_eq!((t.d.accesses, t.d.misses), (256, 256));
    // Round-robin evicts the oldest line of the set, the one that comes back last: every read
    // misses too.
    let t = run(&recs, &l1(2048, 4, Replacement::RoundRobin), true);
    assert_eq!(t.d.misses, 256);
    // 64 lines (2 KB of the array) in a 2 KB cache: 4 lines per set, all fit: 64 misses then
    // 64 hits, whatever the policy.
    let recs = array_loop(64, 2);
    for repl in [
        Replacement::Lru,
        Replacement::RoundRobin,
        Replacement::Random,
    ] {
        let t = run(&recs, &l1(2048, 4, repl), true);
        assert_eq!((t.d.accesses, t.d.misses), (128, 64), "{repl:?}");
    }
}

#[test]
fn writes_count_writebacks_by_hand() {
    // Write 2 KB (64 lines) twice through a 1 KB direct-mapped write-back cache (32 sets):
    // without write allocation every write misses and nothing is ever dirty; with it, every
    // write misses too (lines i and i + 32 alternate in each set) and each allocation after the
    // first 32 evicts a dirty line: 128 - 32 = 96 write-backs.
    let mut recs = vec![MemRef::Switch { tick: 0, pid: 1 }];
    for _ in 0..2 {
        for i in 0..64u32 {
            recs.push(MemRef::Write {
                pc: 0x8000,
                vaddr: 0x4_0000 + 32 * i,
                paddr: 0x4_0000 + 32 * i,
                size: 4,
            });
        }
    }
    let mut cfg = l1(1024, 1, Replacement::Lru);
    let t = run(&recs, &cfg, true);
    assert_eq!(
        (t.d.misses, t.d.write_misses, t.d.writebacks),
        (128, 128, 0)
    );
    cfg.l1d.write_allocate = true;
    let t = run(&recs, &cfg, true);
    assert_eq!((t.d.misses, t.d.writebacks), (128, 96));
}

#[test]
fn an_access_across_lines_looks_up_both() {
    // An 8-byte read at 28 bytes into a line touches two lines: two accesses, two misses;
    // the same read again hits both.
    let r = MemRef::Read {
        pc: 0x8000,
        vaddr: 0x1001c,
        paddr: 0x1001c,
        size: 8,
    };
    let t = run(&[r, r], &cachesim::default_config(), true);
    assert_eq!((t.d.accesses, t.d.misses), (4, 2));
}

/// Two processes read the same virtual word, backed by different physical pages, in turn.
fn alternating(rounds: u32) -> Vec<MemRef> {
    let mut v = Vec::new();
    for k in 0..rounds {
        let pid = 100 + k % 2;
        v.push(MemRef::Switch {
            tick: u64::from(k),
            pid,
        });
        v.push(MemRef::Read {
            pc: 0x8000,
            vaddr: 0x1_0000,
            paddr: 0x10_0000 * pid,
            size: 4,
        });
    }
    v
}

#[test]
fn context_switches_flush_virtual_caches() {
    let recs = alternating(10);
    let cfg = cachesim::default_config();
    // Flushed at each of the 9 switches that change process: every read misses.
    let mut sim = Simulator::new(&cfg, None, true);
    cachesim::simulate(&file(&recs)[..], &mut sim).unwrap();
    assert_eq!(sim.totals().d.misses, 10);
    assert_eq!(sim.counts.flushes, 9);
    // Not flushed: the virtual line of the first process serves the other's read (the alias
    // a VIVT cache must not keep), 1 miss.
    assert_eq!(run(&recs, &cfg, false).d.misses, 1);
    // Physical lookup, no flush: one miss per physical page.
    let mut phys = cfg;
    phys.physical = true;
    assert_eq!(run(&recs, &phys, false).d.misses, 2);
    // Per process: each pid made 5 reads and missed 5 times.
    let rows: HashMap<Option<u32>, (u64, u64)> = sim
        .per_pid
        .iter()
        .map(|r| (r.pid, (r.totals.d.accesses, r.totals.d.misses)))
        .collect();
    assert_eq!(rows[&Some(100)], (5, 5));
    assert_eq!(rows[&Some(101)], (5, 5));
}

#[test]
fn l2_sees_the_l1_misses() {
    // The array loop with a 2 KB L1 that thrashes and a 64 KB L2 that holds the array: the L2
    // gets one fill per L1 miss (256 D + 1 I) and misses only on the first pass (128 + 1).
    let recs = array_loop(128, 2);
    let mut cfg = l1(2048, 4, Replacement::Lru);
    cfg.l2 = Some(config(64 * 1024, 8, 32, Replacement::Lru, true, true));
    let t = run(&recs, &cfg, true);
    assert_eq!((t.l2.accesses, t.l2.misses), (257, 129));
}

// ---------------------------------------------------------------------------------------------
// Per function and per process on the synthetic fixture (tests/common).

#[test]
fn per_function_on_the_fixture() {
    let (dir, vmlinux, root) = common::fixture("cachesim-funcs");
    let opts = Options {
        vmlinux: Some(vmlinux),
        root,
        ..Options::default()
    };
    let s = Session::open(&dir, opts).unwrap();
    // Before pid 1 runs (time 9): 8 fetches in start_kernel (one line). Then pid 1, which has
    // mapped /bin/app at time 9: 16 fetches of main (0x8000..0x8040, two lines) with a read
    // of the same word after each, and 8 fetches of helper (0x8040, one line).
    let mut recs = vec![MemRef::Tick { tick: 1 }];
    let fetch = |pc: u32| MemRef::Fetch {
        pc,
        paddr: pc & 0x0fff_ffff,
        size: 4,
        encoding: 0xe1a0_0000,
        thumb: false,
    };
    for k in 0..8 {
        recs.push(fetch(0xc000_8000 + 4 * k));
    }
    recs.push(MemRef::Switch { tick: 9, pid: 1 });
    for k in 0..16 {
        let pc = 0x8000 + 4 * k;
        recs.push(fetch(pc));
        recs.push(MemRef::Read {
            pc,
            vaddr: 0x9_0000,
            paddr: 0x9_0000,
            size: 4,
        });
    }
    for k in 0..8 {
        recs.push(fetch(0x8040 + 4 * k));
    }
    let mut sim = Simulator::new(
        &cachesim::default_config(),
        Some(cachesim::Functions::new(s.model(), Some(&s.reader)).unwrap()),
        true,
    );
    cachesim::simulate(&file(&recs)[..], &mut sim).unwrap();
    let f = sim.functions.as_ref().unwrap();
    let by_name: HashMap<&str, (u64, u64, u64, u64)> = sim
        .per_func
        .iter()
        .enumerate()
        .filter(|(_, t)| t.i.accesses + t.d.accesses > 0)
        .map(|(i, t)| {
            (
                f.model.funcs[i].name.as_str(),
                (t.i.accesses, t.i.misses, t.d.accesses, t.d.misses),
            )
        })
        .collect();
    assert_eq!(by_name.len(), 3, "{by_name:?}");
    assert_eq!(by_name["start_kernel"], (8, 1, 0, 0));
    assert_eq!(by_name["main"], (16, 2, 16, 1));
    assert_eq!(by_name["helper"], (8, 1, 0, 0));
    let rows: Vec<(Option<u32>, u64)> = sim
        .per_pid
        .iter()
        .map(|r| (r.pid, r.totals.i.accesses))
        .collect();
    assert_eq!(rows, [(None, 8), (Some(1), 24)]);

    // The text report names them, most misses first.
    let mut out = Vec::new();
    cmd::cachesim(
        &{
            let p = common::scratch("cachesim-funcs-file").join("m.memtrace");
            std::fs::write(&p, file(&recs)).unwrap();
            p
        },
        &cachesim::default_config(),
        true,
        &cmd::SymbolSource::Trace(&s),
        &cachesim::ReportOptions { limit: 10 },
        &mut out,
    )
    .unwrap();
    let text = String::from_utf8(out).unwrap();
    let funcs = text.split("Per function").nth(1).expect("a function table");
    let order: Vec<&str> = funcs
        .lines()
        .skip(2)
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(order, ["main", "start_kernel", "helper"], "{text}");
}

#[test]
fn flushes_follow_the_models_address_spaces() {
    // On the fixture: pid 1 runs /bin/app (its own space from time 9), pid 2 is forked at 50
    // (a new space), pid 3 is a thread cloned by pid 1 at 64 (pid 1's space), pid 0 has no
    // user mappings (a kernel thread). Switches 1 -> 2 -> 1 change the space (2 flushes);
    // 1 -> 0 keeps pid 1's space (lazy), 0 -> 1 and 1 -> 3 too: no flush.
    let (dir, vmlinux, root) = common::fixture("cachesim-spaces");
    let opts = Options {
        vmlinux: Some(vmlinux),
        root,
        ..Options::default()
    };
    let s = Session::open(&dir, opts).unwrap();
    let read = |vaddr: u32| MemRef::Read {
        pc: 0x8000,
        vaddr,
        paddr: vaddr & 0x0fff_ffff,
        size: 4,
    };
    let recs = [
        MemRef::Tick { tick: 1 },
        MemRef::Switch { tick: 9, pid: 1 },
        read(0x9_0000), // miss
        MemRef::Switch { tick: 50, pid: 2 },
        read(0x9_0000), // flushed: miss
        MemRef::Switch { tick: 64, pid: 1 },
        read(0x9_0000), // flushed: miss
        MemRef::Switch { tick: 66, pid: 0 },
        read(0xc010_0000), // a new line: miss
        MemRef::Switch { tick: 67, pid: 1 },
        read(0x9_0000), // hit
        MemRef::Switch { tick: 70, pid: 3 },
        read(0x9_0000), // hit
    ];
    let mut sim = Simulator::new(
        &cachesim::default_config(),
        Some(cachesim::Functions::new(s.model(), Some(&s.reader)).unwrap()),
        true,
    );
    cachesim::simulate(&file(&recs)[..], &mut sim).unwrap();
    assert_eq!(sim.counts.flushes, 2);
    assert_eq!((sim.totals().d.accesses, sim.totals().d.misses), (6, 4));
    // Without the model every pid is a space of its own: all 5 switches after the first flush,
    // and every read misses.
    let mut sim = Simulator::new(&cachesim::default_config(), None, true);
    cachesim::simulate(&file(&recs)[..], &mut sim).unwrap();
    assert_eq!(sim.counts.flushes, 5);
    assert_eq!(sim.totals().d.misses, 6);
}

#[test]
fn kernel_image_alone_names_kernel_functions() {
    // With only a kernel ELF, kernel PCs resolve and user PCs are (unknown).
    let (_, vmlinux, _) = common::fixture("cachesim-image");
    let mut recs = Vec::new();
    for pc in [0xc000_8100u32, 0xc000_8104, 0x8000, 0x8004, 0xc000_8200] {
        recs.push(MemRef::Fetch {
            pc,
            paddr: pc & 0x0fff_ffff,
            size: 4,
            encoding: 0xe1a0_0000,
            thumb: false,
        });
    }
    let p = common::scratch("cachesim-image-file").join("k.memtrace");
    std::fs::write(&p, file(&recs)).unwrap();
    let mut out = Vec::new();
    cmd::cachesim(
        &p,
        &cachesim::default_config(),
        true,
        &cmd::SymbolSource::Kernel(&vmlinux),
        &cachesim::ReportOptions { limit: 10 },
        &mut out,
    )
    .unwrap();
    let text = String::from_utf8(out).unwrap();
    let funcs = text.split("Per function").nth(1).expect("a function table");
    let rows: Vec<(String, String)> = funcs
        .lines()
        .skip(2)
        .map(|l| {
            let mut w = l.split_whitespace();
            (w.next().unwrap().to_string(), w.next().unwrap().to_string())
        })
        .collect();
    // schedule: 2 fetches, 1 miss; (unknown): 2 and 1; vector_swi: 1 and 1. Sorted by misses,
    // then accesses, then function id ((unknown) is the model's first).
    let names: Vec<&str> = rows.iter().map(|r| r.0.as_str()).collect();
    assert_eq!(names, ["(unknown)", "schedule", "vector_swi"], "{text}");
}

#[test]
fn damaged_file_is_one_error_with_its_offset() {
    let bytes = file(&array_loop(4, 1));
    let cut = &bytes[..bytes.len() - 3];
    let mut sim = Simulator::new(&cachesim::default_config(), None, true);
    let err = cachesim::simulate(cut, &mut sim).unwrap_err();
    let msg = format!("{err:#}");
    assert!(msg.contains("truncated record at byte"), "{msg}");
}

// ---------------------------------------------------------------------------------------------
// memtrace-dump.

#[test]
fn memtrace_dump_matches_golden() {
    let recs = [
        MemRef::Tick { tick: 100 },
        MemRef::Switch { tick: 100, pid: 42 },
        MemRef::Fetch {
            pc: 0x8000,
            paddr: 0x10_8000,
            size: 4,
            encoding: 0xe59f_0004, // ldr r0, [pc, #4]
            thumb: false,
        },
        MemRef::Read {
            pc: 0x8000,
            vaddr: 0x800c,
            paddr: 0x10_800c,
            size: 4,
        },
        MemRef::Fetch {
            pc: 0x8004,
            paddr: 0x10_8004,
            size: 4,
            encoding: 0xe5810000, // str r0, [r1]
            thumb: false,
        },
        MemRef::Write {
            pc: 0x8004,
            vaddr: 0xbeff_fff0,
            paddr: 0x07ff_fff0,
            size: 4,
        },
        MemRef::Fetch {
            pc: 0x8008,
            paddr: 0x10_8008,
            size: 4,
            encoding: 0xef00_0000, // svc 0
            thumb: false,
        },
        MemRef::Syscall {
            tick: 103,
            number: 4,
        },
        MemRef::Exception {
            tick: 103,
            pc: 0x8008,
            vector: 0xffff_0008,
        },
        MemRef::Fetch {
            pc: 0x8020,
            paddr: 0x10_8020,
            size: 2,
            encoding: 0x2001, // movs r0, #1
            thumb: true,
        },
        MemRef::Fetch {
            pc: 0x8022,
            paddr: 0x10_8022,
            size: 2,
            encoding: 0xf000, // bl #0x8028, first half
            thumb: true,
        },
        MemRef::Fetch {
            pc: 0x8024,
            paddr: 0x10_8024,
            size: 2,
            encoding: 0xf801, // second half
            thumb: true,
        },
        MemRef::Read {
            pc: 0x8020,
            vaddr: 0x9001,
            paddr: 0x10_9001,
            size: 1,
        },
    ];
    let p = common::scratch("memtrace-dump").join("small.memtrace");
    std::fs::write(&p, file(&recs)).unwrap();
    let mut out = Vec::new();
    cmd::memtrace_dump(&p, &mut out).unwrap();
    common::check_golden("tests/golden", "memtrace-dump.txt", &out);
}

// ---------------------------------------------------------------------------------------------
// Speed (measured, not asserted): `cargo test --release -p qtools --test cachesim -- --ignored
// --nocapture speed`.

/// Seconds this thread has run on a CPU (Linux schedstat; wall time elsewhere), so that the
/// rates stay meaningful on a shared machine.
fn cpu_seconds(wall: &std::time::Instant) -> f64 {
    match std::fs::read_to_string("/proc/thread-self/schedstat") {
        Ok(s) => s
            .split_whitespace()
            .next()
            .and_then(|ns| ns.parse::<f64>().ok())
            .map_or(wall.elapsed().as_secs_f64(), |ns| ns / 1e9),
        Err(_) => wall.elapsed().as_secs_f64(),
    }
}

/// A random stream: blocks of 1-8 sequential fetches from 64 KB of code, a random jump after
/// each, a third of the instructions with a data access at a random word of 1 MB (a third of
/// them writes), a tick per block. Its data misses nearly always: the simulator's slow path.
fn random_stream(n: u64) -> (Vec<u8>, u64) {
    let mut g = Rng::new(1);
    let mut w = MemtraceWriter::new(Vec::new()).unwrap();
    let mut refs = 0u64;
    let mut pc = 0x8000u32;
    while refs < n {
        for _ in 0..1 + g.below(8) {
            w.push(&MemRef::Fetch {
                pc,
                paddr: pc,
                size: 4,
                encoding: pc,
                thumb: false,
            })
            .unwrap();
            refs += 1;
            if g.below(3) == 0 {
                let a = 0x10_0000 + 4 * g.below(256 * 1024) as u32;
                let r = if g.below(3) == 0 {
                    MemRef::Write {
                        pc,
                        vaddr: a,
                        paddr: a,
                        size: 4,
                    }
                } else {
                    MemRef::Read {
                        pc,
                        vaddr: a,
                        paddr: a,
                        size: 4,
                    }
                };
                w.push(&r).unwrap();
                refs += 1;
            }
            pc += 4;
        }
        w.push(&MemRef::Tick { tick: refs }).unwrap();
        pc = 0x8000 + 4 * g.below(16 * 1024) as u32;
    }
    (w.finish().unwrap(), refs)
}

/// A program-like stream: calls among 256 functions (96 KB of code), each running 4-20
/// sequential instructions; a quarter of the instructions load or store near the stack
/// pointer, one in twenty reads the next byte of a 16 MB buffer; a tick per block.
fn program_stream(n: u64) -> (Vec<u8>, u64) {
    let mut g = Rng::new(2);
    let funcs: Vec<u32> = (0..256).map(|i| 0x1_0000 + i * 384).collect();
    let mut w = MemtraceWriter::new(Vec::new()).unwrap();
    let (mut refs, mut buf) = (0u64, 0x40_0000u32);
    while refs < n {
        let f = funcs[(g.below(16) * g.below(16)) as usize];
        let sp = 0xbeff_0000 - 64 * g.below(32) as u32;
        for k in 0..4 + g.below(17) as u32 {
            let pc = f + 4 * k;
            w.push(&MemRef::Fetch {
                pc,
                paddr: pc + 0x100_0000,
                size: 4,
                encoding: pc,
                thumb: false,
            })
            .unwrap();
            refs += 1;
            let r = match g.below(20) {
                0..=4 => {
                    let a = sp + 4 * g.below(16) as u32;
                    let (vaddr, paddr, size) = (a, a - 0x8000_0000, 4);
                    if g.below(2) == 0 {
                        MemRef::Read {
                            pc,
                            vaddr,
                            paddr,
                            size,
                        }
                    } else {
                        MemRef::Write {
                            pc,
                            vaddr,
                            paddr,
                            size,
                        }
                    }
                }
                5 => {
                    buf += 1;
                    MemRef::Read {
                        pc,
                        vaddr: buf,
                        paddr: buf + 0x200_0000,
                        size: 1,
                    }
                }
                _ => continue,
            };
            w.push(&r).unwrap();
            refs += 1;
        }
        w.push(&MemRef::Tick { tick: refs }).unwrap();
    }
    (w.finish().unwrap(), refs)
}

#[test]
#[ignore]
fn speed() {
    for (stream, (bytes, refs)) in [
        ("random", random_stream(50_000_000)),
        ("program-like", program_stream(50_000_000)),
    ] {
        println!(
            "{stream} stream: {refs} references, {} bytes: {:.2} bytes per reference",
            bytes.len(),
            bytes.len() as f64 / refs as f64
        );
        let t = std::time::Instant::now();
        let c0 = cpu_seconds(&t);
        let mut records = 0u64;
        tracefmt::memtrace::MemtraceReader::new(&bytes[..])
            .unwrap()
            .for_each_record(|_| {
                records += 1;
                Ok::<(), tracefmt::memtrace::MemtraceError>(())
            })
            .unwrap();
        let dt = cpu_seconds(&t) - c0;
        println!(
            "  decode only: {records} records in {dt:.2} s of CPU: {:.1} M refs/s",
            refs as f64 / dt / 1e6
        );
        for (name, cfg) in [
            ("default (32K/32K random)", cachesim::default_config()),
            ("LRU + 256K L2", {
                let mut c = cachesim::default_config();
                c.l1i.replacement = Replacement::Lru;
                c.l1d.replacement = Replacement::Lru;
                c.l2 = Some(config(256 * 1024, 8, 32, Replacement::Lru, true, true));
                c
            }),
        ] {
            let mut sim = Simulator::new(&cfg, None, true);
            let t = std::time::Instant::now();
            let c0 = cpu_seconds(&t);
            cachesim::simulate(&bytes[..], &mut sim).unwrap();
            let dt = cpu_seconds(&t) - c0;
            let tot = sim.totals();
            println!(
                "  {name}: {dt:.2} s of CPU, {:.1} M refs/s (I miss {:.2}%, D miss {:.2}%)",
                refs as f64 / dt / 1e6,
                100.0 * tot.i.misses as f64 / tot.i.accesses as f64,
                100.0 * tot.d.misses as f64 / tot.d.accesses as f64
            );
        }
    }
}

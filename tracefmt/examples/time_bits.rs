//! How many time bits the engines set per executed block: each one is a store of
//! translated code (`emit_cond_passed`, an `or` of one byte of the block's word) or of
//! the interpreter, beside the word's own store. Rebuilds every execution's word from a
//! compact trace as `encode_words` does (the condition-mask bits as recorded, the other
//! time bits, those of a last instruction, where they give the next execution's time)
//! and counts, per execution: the time bits set, the block's time bits (the stores it
//! could make), and the bytes of the word those bits fall in.
//!
//!     cargo run --release -p tracefmt --example time_bits -- TRACE
//!
//! Prints the totals, the histogram of set bits per execution, and the same split by
//! address region (the top 4 bits of the block's address) and by Thumb or ARM.
use std::collections::BTreeMap;
use tracefmt::compact::decode::{ChunkDecoder, Sink};
use tracefmt::compact::CompactReader;
use tracefmt::record::raw::TimeCost;
use tracefmt::record::{BlockDef, ExecEvent, Process, EXCEPTION_MARK};

#[derive(Default, Clone, Copy)]
struct Tally {
    execs: u64,
    /// Executions of blocks that have time bits.
    with_bits: u64,
    /// Time bits of the executed blocks (stores that could be made).
    sites: u64,
    /// Time bits set (stores made).
    set: u64,
    /// Executions with at least one bit set.
    any_set: u64,
    /// Distinct bytes of the word the set bits fall in, summed.
    bytes: u64,
}

impl Tally {
    fn add(&mut self, sites: u64, bits: u64) {
        self.execs += 1;
        self.with_bits += u64::from(sites != 0);
        self.sites += u64::from(sites.count_ones());
        self.set += u64::from(bits.count_ones());
        self.any_set += u64::from(bits != 0);
        self.bytes += (0..8).filter(|k| bits >> (8 * k) & 0xff != 0).count() as u64;
    }

    fn print(&self, name: &str) {
        let per = |x: u64| x as f64 / self.execs.max(1) as f64;
        println!(
            "{name}: {} executions, {:.1}% of them of blocks with time bits, {:.3} time bits per execution, {:.3} set ({:.1}% of executions set any), {:.3} bytes of the word written by them",
            self.execs,
            100.0 * per(self.with_bits),
            per(self.sites),
            per(self.set),
            100.0 * per(self.any_set),
            per(self.bytes),
        );
    }
}

struct Count<'a> {
    blocks: &'a [BlockDef],
    costs: Vec<TimeCost>,
    savings: Vec<i64>,
    /// The execution before, waiting for the next one's time.
    held: Option<ExecEvent>,
    all: Tally,
    hist: [u64; 6],
    by: BTreeMap<(u32, bool), Tally>,
}

impl Count<'_> {
    /// Counts `e`, whose next execution (or exception) starts at `next`.
    fn count(&mut self, e: ExecEvent, next: Option<u64>) {
        let b = &self.blocks[e.bb as usize - 1];
        let cost = self.costs[e.bb as usize - 1];
        let extra = cost.bits & !b.mask_bits;
        let mut bits = e.mask;
        let span = next.map(|t| t.wrapping_sub(e.time));
        if span.is_none() || cost.ticks(bits | extra, &self.savings) == span.unwrap_or(0) {
            bits |= extra;
        }
        self.all.add(cost.bits, bits);
        self.hist[(bits.count_ones() as usize).min(5)] += 1;
        self.by
            .entry((b.addr >> 28, b.thumb))
            .or_default()
            .add(cost.bits, bits);
    }
}

impl Sink for Count<'_> {
    fn event(&mut self, ev: ExecEvent) {
        let time = if ev.bb == EXCEPTION_MARK {
            ev.as_exception().map(|x| x.time)
        } else {
            Some(ev.time)
        };
        if let Some(h) = self.held.take() {
            self.count(h, time);
        }
        if ev.bb != EXCEPTION_MARK {
            self.held = Some(ev);
        }
    }
    fn process(&mut self, _p: Process) {}
    fn end(&mut self, _t: u64) {}
}

/// Prints `msg` as the one error line and exits with status 2.
fn fail(msg: impl std::fmt::Display) -> ! {
    eprintln!("time_bits: {msg}");
    std::process::exit(2)
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let Some(dir) = a.get(1).map(std::path::Path::new) else {
        fail("usage: time_bits TRACE")
    };
    let r = CompactReader::open(dir).unwrap_or_else(|e| fail(e));
    let blocks = r.blocks().to_vec();
    let mut savings = Vec::new();
    let costs = blocks
        .iter()
        .map(|b| TimeCost::of(b, &mut savings))
        .collect();
    let mut c = Count {
        blocks: &blocks,
        costs,
        savings,
        held: None,
        all: Tally::default(),
        hist: [0; 6],
        by: BTreeMap::new(),
    };
    let mut dec = ChunkDecoder::default();
    for k in 0..r.num_chunks() {
        r.run_chunk(k, &mut dec, &mut c)
            .unwrap_or_else(|e| fail(format!("chunk {k}: {e}")));
    }
    if let Some(h) = c.held.take() {
        c.count(h, None);
    }
    c.all.print("all");
    println!("time bits set per execution 0/1/2/3/4/5+: {:?}", c.hist);
    for (&(region, thumb), t) in &c.by {
        t.print(&format!(
            "region {region:#x} {}",
            if thumb { "Thumb" } else { "ARM" }
        ));
    }
}

//! Times the compact encoder's `Encoder::words` alone, on one thread, on the first
//! executions of a compact trace rebuilt as the engines' words (`record::raw`: each
//! block's word with the time bits that give its recorded time to the next one; a
//! time word where none does), so that a change to the encoder's hot loop can be
//! measured without the emulator and the other recording threads beside it, and
//! checked to write the same bytes (the hash of every chunk's events and summary).
//!
//!     cargo run --release -p tracefmt --example encode_words -- TRACE [MILLIONS] [REPEATS] [SKIP]
//!
//! SKIP (millions, default 0) leaves out the trace's first executions, so that a later
//! part of the run (on the default armhf guest the kernel's XZ decompressor comes first)
//! can be timed alone.
//!
//! Prints the CPU time of each repeat (ns per execution) and the best. The blocks are
//! all defined before the first execution, so the chunks differ from the recorded
//! trace's (its blocks arrive as they are found); the hash compares two encoders.
use std::hash::Hasher;
use tracefmt::compact::decode::{ChunkDecoder, Sink};
use tracefmt::compact::encode::Encoder;
use tracefmt::compact::CompactReader;
use tracefmt::record::raw::{block_word, TimeCost, W_EXCEPTION, W_TIME};
use tracefmt::record::{ExecEvent, Process, EXCEPTION_MARK};

struct Collect {
    evs: Vec<ExecEvent>,
    limit: usize,
    skip: usize,
}
impl Sink for Collect {
    fn event(&mut self, ev: ExecEvent) {
        if self.skip > 0 {
            self.skip -= 1;
        } else if self.evs.len() < self.limit {
            self.evs.push(ev);
        }
    }
    fn process(&mut self, _p: Process) {}
    fn end(&mut self, _t: u64) {}
}

/// Prints `msg` as the one error line and exits with status 2.
fn fail(msg: impl std::fmt::Display) -> ! {
    eprintln!("encode_words: {msg}");
    std::process::exit(2)
}

/// The optional count argument `i`, or `default`.
fn count(a: &[String], i: usize, default: usize) -> usize {
    a.get(i).map_or(default, |v| {
        v.parse()
            .unwrap_or_else(|_| fail(format!("not a count: {v}")))
    })
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let Some(dir) = a.get(1).map(std::path::Path::new) else {
        fail("usage: encode_words TRACE [MILLIONS] [REPEATS] [SKIP]")
    };
    let n = count(&a, 2, 32) * 1_000_000;
    let reps = count(&a, 3, 3);
    let skip = count(&a, 4, 0) * 1_000_000;
    let r = CompactReader::open(dir).unwrap_or_else(|e| fail(e));
    let blocks = r.blocks().to_vec();
    let mut c = Collect {
        evs: Vec::with_capacity(n),
        limit: n,
        skip,
    };
    let mut dec = ChunkDecoder::default();
    for k in 0..r.num_chunks() {
        if c.evs.len() >= n {
            break;
        }
        r.run_chunk(k, &mut dec, &mut c)
            .unwrap_or_else(|e| fail(format!("chunk {k}: {e}")));
    }
    let evs = c.evs;
    // Each block's cost, and its time bits outside the trace's mask bits (the last
    // instruction's): set where that gives the time of the next execution.
    let mut savings = Vec::new();
    let costs: Vec<TimeCost> = blocks
        .iter()
        .map(|b| TimeCost::of(b, &mut savings))
        .collect();
    let mut words = Vec::with_capacity(evs.len() + evs.len() / 8);
    let mut next: Option<u64> = None;
    let mut timed = 0;
    for (i, e) in evs.iter().enumerate() {
        if e.bb == EXCEPTION_MARK {
            let x = e.as_exception().unwrap();
            words.extend([
                u64::from(W_EXCEPTION) | u64::from(e.aux) << 32,
                x.time,
                u64::from(x.pc) << 32 | u64::from(x.target),
            ]);
            next = Some(x.time);
            continue;
        }
        if next != Some(e.time) {
            words.extend([u64::from(W_TIME), e.time]);
            timed += 1;
        }
        let b = &blocks[e.bb as usize - 1];
        let cost = costs[e.bb as usize - 1];
        let extra = cost.bits & !b.mask_bits;
        let span = evs.get(i + 1).map(|f| f.time.wrapping_sub(e.time));
        let mut bits = e.mask;
        if cost.ticks(bits | extra, &savings) == span.unwrap_or(0) || span.is_none() {
            bits |= extra;
        }
        words.push(block_word(e.bb) | bits << 32);
        next = Some(e.time.wrapping_add(cost.ticks(bits, &savings)));
    }
    let mut hist = [0u64; 5];
    for w in &words {
        let n = *w as u32;
        if n == 0 || n as usize > blocks.len() {
            continue;
        }
        let f = (costs[n as usize - 1].bits & !(w >> 32)).count_ones() as usize;
        hist[f.min(4)] += 1;
    }
    eprintln!("failed time bits per execution 0/1/2/3/4+: {:?}", hist);
    eprintln!(
        "{} events, {} words, {} time words, {} blocks",
        evs.len(),
        words.len(),
        timed,
        blocks.len()
    );
    let mut best = f64::MAX;
    for _ in 0..reps {
        let mut enc = Encoder::new();
        for b in &blocks {
            enc.block(b);
        }
        let mut out = Vec::new();
        let mut h = std::collections::hash_map::DefaultHasher::new();
        let mut bytes = 0usize;
        let t = cpu();
        for s in words.chunks(1 << 16) {
            enc.words(s, &mut out);
            enc.words_end(&mut out);
            for c in out.drain(..) {
                h.write(&c.events);
                h.write(&c.summary);
                bytes += c.events.len();
            }
        }
        let el = cpu() - t;
        let c = enc.cut();
        h.write(&c.events);
        h.write(&c.summary);
        best = best.min(el);
        println!(
            "{:.3} s, {:.3} ns/exec, {} bytes, hash {:016x}",
            el,
            el * 1e9 / evs.len() as f64,
            bytes,
            h.finish()
        );
    }
    println!("best {:.3} ns/exec", best * 1e9 / evs.len() as f64);
}

fn cpu() -> f64 {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap();
    s.split_whitespace().next().unwrap().parse::<f64>().unwrap() / 1e9
}

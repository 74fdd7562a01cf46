//! Where a compact trace's event bytes go: tokens by kind, whole tokens by why the
//! prediction failed, executions and whole tokens by address region, per chunk.
//!
//! `cargo run --release -p tracefmt --example compact_stats -- TRACE_DIR [--chunks]`

use std::collections::BTreeMap;
use std::path::Path;

use tracefmt::compact::decode;
use tracefmt::compact::encode::{
    alt_of, Alternatives, Successor, TAG_ALT, TAG_ALT1, TAG_BLOCK, TAG_END, TAG_EXCEPTION,
    TAG_HITS, TAG_PROCESS, TAG_RAW,
};
use tracefmt::compact::frame::{self, EVENTS_MAGIC};
use tracefmt::compact::leb::Reader;
use tracefmt::compact::CompactReader;

/// Tokens and their bytes before compression.
#[derive(Default, Debug, Clone, Copy)]
struct Count {
    n: u64,
    bytes: u64,
}

impl Count {
    fn add(&mut self, bytes: usize) {
        self.n += 1;
        self.bytes += bytes as u64;
    }
}

/// The address region of a block, by its top 4 bits (0x4: physical RAM of the virt
/// board, where the kernel's decompressor runs; 0xc: the kernel; 0xb: modules).
fn region(addr: u32) -> u32 {
    addr >> 28
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let dir = Path::new(
        args.get(1)
            .expect("usage: compact_stats TRACE_DIR [--chunks]"),
    );
    let per_chunk = args.iter().any(|a| a == "--chunks");
    let r = CompactReader::open(dir).expect("open");
    let blocks = r.blocks();
    let data = std::fs::read(dir.join("events")).expect("events");
    let (frames, _) = frame::scan(&data, EVENTS_MAGIC, "events");
    let mut tokens: BTreeMap<&'static str, Count> = BTreeMap::new();
    let mut execs_by_region: BTreeMap<u32, u64> = BTreeMap::new();
    let mut whole_by_region: BTreeMap<u32, Count> = BTreeMap::new();
    let mut succ = vec![Successor::default(); blocks.len() + 1];
    let mut alts = vec![Alternatives::default(); blocks.len() + 1];
    let (mut execs, mut stored, mut raw_total) = (0u64, 0u64, 0u64);
    for (k, f) in frames.iter().enumerate() {
        let id = k as u32 + 1;
        stored += u64::from(f.header.stored_len);
        let raw = frame::payload(&data, f, "events").expect("payload");
        raw_total += raw.len() as u64;
        let mut rd = Reader::new(&raw);
        let (mut prev, mut last) = (0u32, None::<u64>);
        let (chunk_execs, mut chunk_whole) = (execs, 0u64);
        while !rd.at_end() {
            let at = rd.pos();
            let v = rd.get().expect("token");
            let (tag, arg) = (v & 7, v >> 3);
            match tag {
                TAG_HITS | TAG_ALT1 | TAG_ALT => {
                    let (hits, rank) = if tag == TAG_HITS {
                        (arg, 0)
                    } else {
                        alt_of(tag, arg)
                    };
                    let mut t = last.expect("hits before any execution");
                    for _ in 0..hits {
                        let s = succ[prev as usize];
                        t = t.wrapping_add(s.dt);
                        prev = s.bb;
                        *execs_by_region
                            .entry(region(blocks[prev as usize - 1].addr))
                            .or_default() += 1;
                    }
                    execs += hits;
                    if rank != 0 {
                        let p = prev as usize;
                        let (old, a) = (succ[p], alts[p].get(id, rank).expect("alternative"));
                        succ[p] = Successor { chunk: id, ..a };
                        alts[p].promote(rank, &old);
                        t = t.wrapping_add(a.dt);
                        prev = a.bb;
                        execs += 1;
                        *execs_by_region
                            .entry(region(blocks[prev as usize - 1].addr))
                            .or_default() += 1;
                    }
                    last = Some(t);
                    let name = [
                        "hits",
                        "",
                        "",
                        "",
                        "",
                        "",
                        "alternative 1",
                        "alternative 2-3",
                    ];
                    tokens
                        .entry(name[tag as usize])
                        .or_default()
                        .add(rd.pos() - at);
                }
                TAG_BLOCK | TAG_RAW => {
                    let d = rd.get_signed().expect("delta");
                    let time = last.unwrap_or(f.header.first_time).wrapping_add(d as u64);
                    let dt = last.map_or(u64::MAX, |l| time.wrapping_sub(l));
                    let (bb, mask) = if tag == TAG_BLOCK {
                        let bits = blocks[arg as usize - 1].mask_bits;
                        (
                            arg as u32,
                            if bits != 0 {
                                rd.get().expect("mask")
                            } else {
                                0
                            },
                        )
                    } else {
                        let bb = rd.get_u32().expect("bb");
                        rd.get_u32().expect("aux");
                        (bb, rd.get().expect("mask"))
                    };
                    last = Some(time);
                    let s = succ[prev as usize];
                    let why = if tag == TAG_RAW {
                        "whole: raw"
                    } else if s.chunk != id {
                        "whole: first after its block in the chunk"
                    } else if s.bb != bb {
                        "whole: another block"
                    } else if s.mask != mask {
                        "whole: same block, another mask"
                    } else {
                        "whole: same block and mask, another time delta"
                    };
                    tokens.entry(why).or_default().add(rd.pos() - at);
                    if bb == 0 || bb as usize > blocks.len() {
                        continue;
                    }
                    execs += 1;
                    chunk_whole += 1;
                    let reg = region(blocks[bb as usize - 1].addr);
                    *execs_by_region.entry(reg).or_default() += 1;
                    whole_by_region.entry(reg).or_default().add(rd.pos() - at);
                    let new = Successor {
                        chunk: id,
                        bb,
                        mask,
                        dt,
                    };
                    let old = std::mem::replace(&mut succ[prev as usize], new);
                    alts[prev as usize].demote(id, &old);
                    prev = bb;
                }
                TAG_EXCEPTION => {
                    let d = rd.get_signed().expect("delta");
                    last = Some(last.unwrap_or(f.header.first_time).wrapping_add(d as u64));
                    for _ in 0..3 {
                        rd.get().expect("exception field");
                    }
                    prev = 0;
                    tokens.entry("exception").or_default().add(rd.pos() - at);
                }
                TAG_PROCESS => {
                    rd.get_signed().expect("delta");
                    decode::process(arg, &mut rd).expect("process event");
                    tokens
                        .entry("process event")
                        .or_default()
                        .add(rd.pos() - at);
                }
                TAG_END => {
                    rd.get().expect("final tick");
                    tokens.entry("end").or_default().add(rd.pos() - at);
                }
                t => panic!("unknown tag {t}"),
            }
        }
        if per_chunk {
            println!(
                "chunk {k}: tick {} executions {} whole tokens {chunk_whole} stored {} raw {}",
                f.header.first_time,
                execs - chunk_execs,
                f.header.stored_len,
                raw.len()
            );
        }
    }
    println!(
        "{} chunks (token revision {}), {execs} executions; stored {stored} bytes ({:.4} per \
         execution), {raw_total} before zstd ({:.3})",
        frames.len(),
        r.tokens(),
        stored as f64 / execs as f64,
        raw_total as f64 / execs as f64
    );
    for (k, x) in &tokens {
        println!(
            "  {k:48} {:>11} tokens {:>11} bytes before zstd ({:.1}%)",
            x.n,
            x.bytes,
            100.0 * x.bytes as f64 / raw_total as f64
        );
    }
    for (reg, n) in &execs_by_region {
        let w = whole_by_region.get(reg).copied().unwrap_or_default();
        println!(
            "  region {reg:#x}0000000: {n:>11} executions, {:>10} whole tokens ({:.1}%), {:>11} bytes of them",
            w.n,
            100.0 * w.n as f64 / *n as f64,
            w.bytes
        );
    }
}

//! Re-encodes a compact trace's stream with the encoder in a given token revision,
//! checks that the new chunks decode to the same stream, and prints the sizes (zstd
//! level 3, as the recorder writes). With revision 0 on a trace of revision 0 it also
//! checks that every payload is byte-identical to the recorded one.
//!
//! `compact_reencode TRACE_DIR TOKENS`

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::Path;

use tracefmt::compact::decode::{ChunkDecoder, Sink};
use tracefmt::compact::encode::{Encoder, RawChunk};
use tracefmt::compact::frame::{self, EVENTS_MAGIC};
use tracefmt::compact::{CompactReader, Decoded};
use tracefmt::record::{ExecEvent, Process};

#[derive(Default)]
struct Digest {
    execs: u64,
    procs: u64,
    h: DefaultHasher,
    ph: DefaultHasher,
    end: Option<u64>,
}

impl Sink for Digest {
    fn event(&mut self, ev: ExecEvent) {
        self.execs += 1;
        (ev.time, ev.bb, ev.aux, ev.mask).hash(&mut self.h);
    }
    fn process(&mut self, p: Process) {
        self.procs += 1;
        format!("{p:?}").hash(&mut self.ph);
    }
    fn end(&mut self, t: u64) {
        self.end = Some(t);
    }
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let dir = Path::new(&a[1]);
    let tokens: u16 = a[2].parse().unwrap();
    let r = CompactReader::open(dir).expect("open");
    let blocks = r.blocks();
    let mask_bits: Vec<u64> = blocks.iter().map(|b| b.mask_bits).collect();
    let data = std::fs::read(dir.join("events")).unwrap();
    let (frames, _) = frame::scan(&data, EVENTS_MAGIC, "events");
    let mut enc = Encoder::with_tokens(tokens);
    let mut defined = 0usize;
    let mut out: Vec<RawChunk> = Vec::new();
    let mut orig = Digest::default();
    let mut odec = ChunkDecoder::default();
    let mut new = Digest::default();
    let mut ndec = ChunkDecoder::default();
    let (mut raw, mut z, mut chunks, mut same_bytes, mut compared) = (0usize, 0usize, 0, 0, 0);
    let mut check = |c: RawChunk, new: &mut Digest, ndec: &mut ChunkDecoder| {
        let k = c.seq as usize;
        let def = c.events_header.blocks_defined as usize;
        ndec.run(
            &c.events,
            c.events_header.first_time,
            &mask_bits[..def],
            new,
        )
        .expect("decode new");
        raw += c.events.len();
        z += zstd::bulk::compress(&c.events, 3).unwrap().len();
        chunks += 1;
        if let Some(f) = frames.get(k) {
            compared += 1;
            if frame::payload(&data, f, "events").unwrap() == c.events {
                same_bytes += 1;
            }
        }
    };
    for (k, ci) in r.chunks().iter().enumerate() {
        while defined < ci.blocks_defined as usize {
            enc.block(&blocks[defined]);
            defined += 1;
        }
        let f = &frames[k];
        let payload = frame::payload(&data, f, "events").unwrap();
        odec.run(
            &payload,
            f.header.first_time,
            &mask_bits[..defined],
            &mut orig,
        )
        .expect("decode");
        let mut items = Vec::new();
        r.decode(k, 1 << 16, &mut ChunkDecoder::default(), &mut items)
            .expect("decode");
        for d in items {
            match d {
                Decoded::Events(evs) => enc.events(&evs, &mut out),
                Decoded::Process(p) => enc.process(&p, &mut out),
                Decoded::End { final_time } => {
                    enc.end(final_time);
                    out.push(enc.cut());
                }
            }
        }
        for c in out.drain(..) {
            check(c, &mut new, &mut ndec);
        }
    }
    if !enc.is_empty() {
        check(enc.cut(), &mut new, &mut ndec);
    }
    let same = orig.execs == new.execs
        && orig.procs == new.procs
        && orig.h.finish() == new.h.finish()
        && orig.ph.finish() == new.ph.finish()
        && orig.end == new.end;
    let stored: u64 = frames.iter().map(|f| u64::from(f.header.stored_len)).sum();
    println!(
        "tokens {tokens}: {} execs; recorded {} chunks {stored} bytes ({:.4} B/exec); \
         re-encoded {chunks} chunks, raw {raw}, zstd {z} ({:.4} B/exec); \
         same stream: {same}; byte-identical payloads {same_bytes} of {compared}",
        orig.execs,
        frames.len(),
        stored as f64 / orig.execs as f64,
        z as f64 / orig.execs as f64,
    );
    assert!(same, "the re-encoded stream differs");
}

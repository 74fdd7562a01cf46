//! The alternative-successor tokens (token revision 1): their exact bytes, a round trip
//! of a stream of data-dependent branches through both revisions, and what a reader
//! says of an alternative that was never set.

use super::*;
use crate::compact::decode::Sink;
use crate::compact::encode::{Encoder, TAG_ALT, TAG_ALT1, TAG_BLOCK, TAG_HITS, TAG_RAW};
use crate::compact::frame::{self, EVENTS_MAGIC, TOKENS_ALT, TOKENS_FIRST};
use crate::compact::leb::Reader;

/// The payload of one chunk holding executions of blocks 1 to `blocks` (none with mask
/// bits) in `order`, 10 ticks apart from tick 100, ended at tick 300.
fn payload(tokens: u16, blocks: u32, order: &[u32]) -> Vec<u8> {
    let mut enc = Encoder::with_tokens(tokens);
    for n in 1..=blocks {
        enc.block(&block(n, 2, false));
    }
    let evs: Vec<ExecEvent> = order
        .iter()
        .enumerate()
        .map(|(i, &bb)| ExecEvent {
            time: 100 + 10 * i as u64,
            bb,
            aux: 0,
            mask: 0,
        })
        .collect();
    let mut out = Vec::new();
    enc.events(&evs, &mut out);
    assert!(out.is_empty());
    enc.end(300);
    let c = enc.cut();
    assert_eq!(c.events_header.tokens, tokens);
    c.events
}

#[test]
fn a_branch_that_changes_direction_is_one_byte() {
    // Block 1 is followed by 2, then 3, then 2 and 3 again: from the third time on each
    // is the first alternative (tag 6: 6 after no predicted executions, 14 after one).
    let order = [1, 2, 1, 3, 1, 2, 1, 3];
    let first = [9, 0, 17, 20, 9, 20, 25, 20, 9, 20];
    let alt: Vec<u8> = first
        .iter()
        .chain(&[6, 14, 5, 0xac, 0x02])
        .copied()
        .collect();
    assert_eq!(payload(TOKENS_ALT, 3, &order), alt);
    // The first revision says the same with a whole token and a count of predicted ones.
    let old: Vec<u8> = first
        .iter()
        .chain(&[17, 20, 8, 25, 20, 5, 0xac, 0x02])
        .copied()
        .collect();
    assert_eq!(payload(TOKENS_FIRST, 3, &order), old);
}

#[test]
fn three_successors_in_turn_are_the_second_alternative() {
    // After block 1: 2, 3, 4, 2, 3, 4. The fourth time on, the successor is the one
    // before the two last: rank 2, tag 7 with argument 2 * predicted + 0.
    let order = [1, 2, 1, 3, 1, 4, 1, 2, 1, 3, 1, 4];
    let want = [
        9, 0, 17, 20, 9, 20, 25, 20, 9, 20, 33, 20, 9, 20, 7, 23, 23, 5, 0xac, 0x02,
    ];
    assert_eq!(payload(TOKENS_ALT, 4, &order), want);
}

/// Tokens of each tag in an events payload (read here independently of the decoder:
/// `mask_bits` of block n at n - 1).
fn tags(raw: &[u8], mask_bits: &[u64]) -> [u64; 8] {
    let mut n = [0u64; 8];
    let mut r = Reader::new(raw);
    while !r.at_end() {
        let v = r.get().unwrap();
        let (tag, arg) = (v & 7, v >> 3);
        n[tag as usize] += 1;
        match tag {
            TAG_HITS | TAG_ALT1 | TAG_ALT => {}
            TAG_BLOCK => {
                r.get_signed().unwrap();
                if mask_bits[arg as usize - 1] != 0 {
                    r.get().unwrap();
                }
            }
            TAG_RAW => {
                r.get_signed().unwrap();
                r.get().unwrap();
                r.get().unwrap();
                r.get().unwrap();
            }
            3 => {
                r.get_signed().unwrap();
                r.get().unwrap();
                r.get().unwrap();
                r.get().unwrap();
            }
            4 => {
                r.get_signed().unwrap();
                crate::compact::decode::process(arg, &mut r).unwrap();
            }
            _ => {
                r.get().unwrap();
            }
        }
    }
    n
}

/// A loop whose blocks end in data-dependent branches (one to four successors, each
/// with its own time delta and mask), with exceptions, unnumbered blocks, process
/// events and a raw mask bit from [`stream`] mixed in.
fn branchy(execs: usize) -> Vec<Item> {
    let mut items: Vec<Item> = (1..=8)
        .map(|n| Item::Block(block(n, 2 + n as usize, n % 3 == 0)))
        .collect();
    let mut evs = Vec::new();
    let (mut t, mut bb, mut x) = (100u64, 1u32, 99u32);
    for i in 0..execs {
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
        let r = x >> 16;
        let mask = if bb % 3 == 0 { u64::from(r & 1) } else { 0 };
        evs.push(ExecEvent {
            time: t,
            bb,
            aux: 0,
            mask,
        });
        t += 3 + u64::from(bb) + mask;
        // Block b has b % 4 + 1 successors.
        let k = r >> 1;
        let next = (bb + 1 + k % (bb % 4 + 1)) % 8 + 1;
        t += u64::from(next != bb % 8 + 1);
        bb = next;
        if i % 5003 == 17 {
            evs.push(ExecEvent::exception(t, 0x8004, 0xffff_0018, WHOLE_BLOCK));
            t += 3;
        }
        if i % 7001 == 3 {
            evs.push(ExecEvent {
                time: t,
                bb: 0,
                aux: 0,
                mask: 0,
            });
            t += 1;
        }
        if i % 9001 == 5 {
            items.push(Item::Events(EventBuf::Timed(std::mem::take(&mut evs))));
            items.push(Item::Process(Process {
                time: t,
                event: ProcessEvent::Switch { pid: i as u32 },
            }));
        }
    }
    items.push(Item::Events(EventBuf::Timed(evs)));
    items
}

fn record_tokens(dir: &Path, items: &[Item], tokens: u16) {
    let opts = RecorderOptions {
        level: 3,
        threads: 2,
    };
    let mut r = CompactRecorder::create_with_tokens(dir, false, opts, tokens).unwrap();
    for chunk in items.chunks(5) {
        let batch = Batch {
            items: chunk
                .iter()
                .map(|i| match i {
                    Item::Block(b) => Item::Block(b.clone()),
                    Item::Events(e) => Item::Events(EventBuf::Timed(timed(e).to_vec())),
                    Item::Process(p) => Item::Process(p.clone()),
                })
                .collect(),
            recycle: None,
        };
        assert!(r.send(Arc::new(batch)));
    }
    r.finish(FinishInfo {
        final_time: 1 << 40,
        elapsed_usecs: 7,
    })
    .unwrap();
}

/// Every chunk's tag counts and stored bytes.
fn tag_counts(dir: &Path, r: &CompactReader) -> ([u64; 8], u64, Vec<u16>) {
    let data = std::fs::read(dir.join("events")).unwrap();
    let (frames, _) = frame::scan(&data, EVENTS_MAGIC, "events");
    let bits: Vec<u64> = r.blocks().iter().map(|b| b.mask_bits).collect();
    let mut n = [0u64; 8];
    for f in &frames {
        let raw = frame::payload(&data, f, "events").unwrap();
        for (a, b) in n.iter_mut().zip(tags(&raw, &bits)) {
            *a += b;
        }
    }
    let stored = frames.iter().map(|f| u64::from(f.header.stored_len)).sum();
    (n, stored, frames.iter().map(|f| f.header.tokens).collect())
}

#[test]
fn data_dependent_branches_come_back_exactly_in_both_revisions() {
    let items = branchy(2_500_000);
    let (want_evs, want_procs) = expected(&items);
    let mut sizes = Vec::new();
    for tokens in [TOKENS_FIRST, TOKENS_ALT] {
        let dir = temp(&format!("branchy{tokens}"));
        record_tokens(&dir, &items, tokens);
        let r = CompactReader::open(&dir).unwrap();
        assert!(r.is_finished() && r.tail_error().is_none());
        assert_eq!(r.tokens(), tokens);
        let (evs, procs, end) = read_back(&r);
        assert_eq!(evs.len(), want_evs.len());
        assert!(evs == want_evs, "revision {tokens}: the events differ");
        assert_eq!(procs, want_procs);
        assert_eq!(end, Some(1 << 40));
        let (n, stored, revs) = tag_counts(&dir, &r);
        assert!(
            revs.len() >= 3 && revs.iter().all(|&t| t == tokens),
            "{revs:?}"
        );
        if tokens == TOKENS_FIRST {
            assert_eq!(n[6] + n[7], 0, "{n:?}");
        } else {
            // Both alternative tokens, ranks 2 and 3 among tag 7's.
            assert!(n[6] > 100_000 && n[7] > 100_000, "{n:?}");
        }
        sizes.push(stored);
        let _ = std::fs::remove_dir_all(&dir);
    }
    // Fewer bytes for the same executions (successors drawn uniformly leave little
    // to gain beyond their entropy: 0.88x here; 0.56x on the armhf guest's trace).
    assert!(sizes[1] * 10 < sizes[0] * 9, "{sizes:?}");
}

/// The events of a payload, or why it cannot be decoded.
fn decode_payload(raw: &[u8], blocks: usize) -> Result<Vec<ExecEvent>, String> {
    struct V(Vec<ExecEvent>);
    impl Sink for V {
        fn event(&mut self, ev: ExecEvent) {
            self.0.push(ev);
        }
        fn process(&mut self, _: Process) {}
        fn end(&mut self, _: u64) {}
    }
    let mut v = V(Vec::new());
    ChunkDecoder::default().run(raw, 100, &vec![0; blocks], &mut v)?;
    Ok(v.0)
}

#[test]
fn an_alternative_never_set_is_an_error() {
    let order = [1, 2, 1, 3, 1, 2, 1, 3];
    let good = payload(TOKENS_ALT, 3, &order);
    let evs = decode_payload(&good, 3).unwrap();
    let bbs: Vec<u32> = evs.iter().map(|e| e.bb).collect();
    assert_eq!(bbs, order);
    assert!(evs
        .iter()
        .enumerate()
        .all(|(i, e)| e.time == 100 + 10 * i as u64));
    // Block 1's second alternative (tag 7, rank 2) where it has one alternative.
    let mut bad = good.clone();
    bad[10] = 7;
    let e = decode_payload(&bad, 3).unwrap_err();
    assert!(
        e.contains("no alternative 2 after block 1 at payload byte 10"),
        "{e}"
    );
    // An alternative before any execution.
    let e = decode_payload(&[6], 3).unwrap_err();
    assert!(e.contains("before any"), "{e}");
    // Block 2 has no alternative at all.
    let mut bad = good;
    bad[11] = 6 | 2 << 3;
    let e = decode_payload(&bad, 3).unwrap_err();
    assert!(e.contains("no alternative 1 after block 2"), "{e}");
}

#[test]
fn the_header_carries_the_revision_and_refuses_an_unknown_one() {
    let h = frame::FrameHeader {
        magic: EVENTS_MAGIC,
        compression: frame::COMPRESSION_ZSTD,
        tokens: TOKENS_ALT,
        first: 5,
        ..frame::FrameHeader::default()
    };
    let b = h.to_bytes();
    assert_eq!(b[4..8], [1, 0, 1, 0]);
    assert_eq!(frame::FrameHeader::parse(&b, EVENTS_MAGIC), Ok(h));
    let b = frame::FrameHeader { tokens: 2, ..h }.to_bytes();
    let e = frame::FrameHeader::parse(&b, EVENTS_MAGIC).unwrap_err();
    assert_eq!(e, "unknown token revision 2");
}

//! Round trips of the compact trace through its recorder and reader, and what a
//! reader makes of every truncation and of damage at every byte.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::decode::ChunkDecoder;
use super::{CompactReader, CompactRecorder, Decoded, RecorderOptions};
use crate::record::{
    Batch, BlockDef, EventBuf, ExecEvent, InsnCost, Item, Process, ProcessEvent, WHOLE_BLOCK,
};
use crate::FinishInfo;

fn temp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tracefmt-compact-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn block(n: u32, insns: usize, conditional: bool) -> BlockDef {
    let costs: Vec<InsnCost> = (0..insns)
        .map(|i| InsnCost {
            taken: 1 + (i as u32 % 3),
            untaken: 1,
            conditional: conditional && i == 0,
        })
        .collect();
    BlockDef {
        n,
        addr: 0x8000 + n * 0x40,
        thumb: false,
        words: (0..insns as u32).map(|i| 0xe1a0_0000 | i).collect(),
        costs: costs.into(),
        mask_bits: u64::from(conditional),
    }
}

/// A stream with loops (predictable successors), masks, exceptions of both kinds,
/// unnumbered blocks, a raw mask bit and process events; executions spread so that
/// several chunks are cut.
fn stream(execs: usize) -> Vec<Item> {
    let mut items: Vec<Item> = (1..=6)
        .map(|n| Item::Block(block(n, 3 + n as usize, n % 2 == 0)))
        .collect();
    let mut t = 100u64;
    let mut evs = Vec::new();
    let mut x = 12345u32;
    for i in 0..execs {
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
        let bb = [1, 2, 3, 2, 4][i % 5];
        let mask = if bb % 2 == 0 {
            u64::from(x >> 30 & 1)
        } else {
            0
        };
        evs.push(ExecEvent {
            time: t,
            bb,
            aux: 0,
            mask,
        });
        t += 5 + u64::from(bb);
        if i % 997 == 3 {
            evs.push(ExecEvent::exception(t, 0x8004, 0xffff_0018, WHOLE_BLOCK));
            t += 3;
        }
        if i % 1999 == 7 {
            evs.push(ExecEvent::exception(t, 0x8008, 0xffff_000c, 1));
        }
        if i % 4001 == 11 {
            evs.push(ExecEvent {
                time: t,
                bb: 99,
                aux: 0,
                mask: 0,
            });
            evs.push(ExecEvent {
                time: t + 1,
                bb: 1,
                aux: 0,
                mask: 4,
            });
            t += 2;
        }
        if i % 3001 == 5 {
            items.push(Item::Events(EventBuf::Timed(std::mem::take(&mut evs))));
            items.push(Item::Process(Process {
                time: t,
                event: ProcessEvent::Exec {
                    argv: vec![b"/bin/sh".to_vec(), format!("{i}").into_bytes()],
                },
            }));
            items.push(Item::Process(Process {
                time: t + 1,
                event: ProcessEvent::Switch { pid: i as u32 },
            }));
        }
        if i == execs / 2 {
            items.push(Item::Events(EventBuf::Timed(std::mem::take(&mut evs))));
            items.push(Item::Block(block(7, 2, true)));
            // A jump in time: recording was off for a while.
            t += 300_000_000;
        }
    }
    items.push(Item::Events(EventBuf::Timed(evs)));
    items
}

fn record(dir: &Path, items: Vec<Item>, finish: bool) {
    let opts = RecorderOptions {
        level: 3,
        threads: 2,
    };
    let mut r = CompactRecorder::create(dir, false, opts).unwrap();
    for chunk in items.chunks(7) {
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
    if finish {
        r.finish(FinishInfo {
            final_time: 1 << 40,
            elapsed_usecs: 7,
        })
        .unwrap();
    }
}

/// Events and process events as they come back from every readable chunk.
fn read_back(r: &CompactReader) -> (Vec<ExecEvent>, Vec<Process>, Option<u64>) {
    let (mut evs, mut procs, mut end) = (Vec::new(), Vec::new(), None);
    let mut dec = ChunkDecoder::default();
    for k in 0..r.num_chunks() {
        let mut out = Vec::new();
        r.decode(k, 1000, &mut dec, &mut out).unwrap();
        for d in out {
            match d {
                Decoded::Events(e) => evs.extend(e),
                Decoded::Process(p) => procs.push(p),
                Decoded::End { final_time } => end = Some(final_time),
            }
        }
    }
    (evs, procs, end)
}

/// The events of a test's batch item (tests make timed events only).
fn timed(e: &EventBuf) -> &[ExecEvent] {
    match e {
        EventBuf::Timed(v) => v,
        _ => panic!("a test item with engine words"),
    }
}

fn expected(items: &[Item]) -> (Vec<ExecEvent>, Vec<Process>) {
    let mut evs = Vec::new();
    let mut procs = Vec::new();
    for i in items {
        match i {
            Item::Events(e) => evs.extend_from_slice(timed(e)),
            Item::Process(p) => procs.push(p.clone()),
            Item::Block(_) => {}
        }
    }
    (evs, procs)
}

#[test]
fn the_stream_comes_back_exactly() {
    let dir = temp("round");
    let items = stream(3_000_000);
    record(&dir, stream(3_000_000), true);
    let r = CompactReader::open(&dir).unwrap();
    assert!(r.is_finished());
    assert!(r.tail_error().is_none());
    assert!(r.num_chunks() >= 3, "{} chunks", r.num_chunks());
    assert_eq!(r.blocks().len(), 7);
    assert_eq!(r.blocks()[6], block(7, 2, true));
    let (evs, procs, end) = read_back(&r);
    let (want_evs, want_procs) = expected(&items);
    assert_eq!(evs.len(), want_evs.len());
    assert!(evs == want_evs, "the events differ");
    assert_eq!(procs, want_procs);
    assert_eq!(end, Some(1 << 40));
    let index = r.chunks();
    let execs: u64 = index.iter().map(|c| c.execs).sum();
    let numbered = want_evs.iter().filter(|e| (1..=7).contains(&e.bb)).count();
    assert_eq!(execs, numbered as u64);
    for w in index.windows(2) {
        assert_eq!(w[0].first_exec + w[0].execs, w[1].first_exec);
        assert!(w[0].first_time <= w[1].first_time);
    }
    // Predicted successors make executions cost well under a byte, even with a random
    // condition bit in two of the five blocks of the loop.
    let bytes: u64 = index.iter().map(|c| c.stored).sum();
    assert!(bytes < 3_000_000 / 2, "{bytes} bytes");
    assert_eq!(r.elapsed_usecs(), 7);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_unfinished_trace_reads_up_to_its_last_chunk() {
    let dir = temp("unfinished");
    record(&dir, stream(2_500_000), false);
    let r = CompactReader::open(&dir).unwrap();
    assert!(!r.is_finished());
    let (evs, _, end) = read_back(&r);
    assert_eq!(end, None);
    let (want, _) = expected(&stream(2_500_000));
    // Dropping the recorder writes everything it was given.
    assert!(evs == want);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Opens the trace from `blocks` and `events` bytes in a scratch directory.
fn open_bytes(dir: &Path, blocks: &[u8], events: &[u8]) -> crate::Result<CompactReader> {
    Ok(CompactReader::from_sources(
        dir,
        Box::new(blocks.to_vec()),
        Box::new(events.to_vec()),
    ))
}

#[test]
fn every_truncation_and_every_damaged_byte_reads_up_to_the_chunk_before() {
    let dir = temp("damage");
    record(&dir, stream(6_000), true);
    let blocks = std::fs::read(dir.join(super::BLOCKS_FILE)).unwrap();
    let events = std::fs::read(dir.join(super::EVENTS_FILE)).unwrap();
    let whole = CompactReader::open(&dir).unwrap();
    let (all, _, _) = read_back(&whole);
    let chunks = whole.chunks();
    assert!(chunks.len() >= 2, "{} chunks", chunks.len());
    let scratch = dir.clone();
    // The events file cut at every byte: whole chunks before the cut read, and they
    // are a prefix of the whole trace.
    for len in 0..events.len() {
        let r = open_bytes(&scratch, &blocks, &events[..len]).unwrap();
        let whole_chunks = chunks
            .iter()
            .filter(|c| c.offset + c.stored <= len as u64)
            .count();
        assert_eq!(r.num_chunks(), whole_chunks, "cut at {len}");
        assert!(!r.is_finished(), "cut at {len}");
        let at_boundary = chunks.iter().any(|c| c.offset == len as u64);
        assert_eq!(
            r.tail_error().is_some(),
            len != 0 && !at_boundary,
            "cut at {len}"
        );
        if let Some(e) = r.tail_error() {
            assert!(e.to_string().contains("chunk"), "{e}");
        }
        let (evs, _, _) = read_back(&r);
        assert!(all.starts_with(&evs), "cut at {len}");
    }
    // A damaged byte anywhere is found: at open (a header) or when its chunk decodes
    // (a payload), naming the chunk; the chunks before it still read.
    for pos in 0..events.len() {
        let mut bad = events.clone();
        bad[pos] ^= 0x5a;
        let k = chunks.iter().rposition(|c| c.offset <= pos as u64).unwrap();
        let r = open_bytes(&scratch, &blocks, &bad).unwrap();
        let mut dec = ChunkDecoder::default();
        for j in 0..k.min(r.num_chunks()) {
            r.decode(j, 1000, &mut dec, &mut Vec::new()).unwrap();
        }
        let found = if r.num_chunks() <= k {
            r.tail_error().map(ToString::to_string)
        } else {
            r.decode(k, 1000, &mut dec, &mut Vec::new())
                .err()
                .map(|e| e.to_string())
        };
        let msg = found.unwrap_or_else(|| panic!("damage at byte {pos} went unnoticed"));
        assert!(msg.contains(&format!("chunk {k}")), "byte {pos}: {msg}");
    }
    // The same for the blocks file: a damaged frame leaves out the chunks needing it.
    for pos in (0..blocks.len()).step_by(7) {
        let mut bad = blocks.clone();
        bad[pos] ^= 0x5a;
        let r = open_bytes(&scratch, &bad, &events).unwrap();
        assert!(r.tail_error().is_some(), "blocks byte {pos}");
        for c in r.chunks() {
            assert!(c.blocks_defined <= r.blocks().len() as u64);
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// What [`crate::TraceReader::open_any`] reads from the compact trace of `items` equals
/// what the qtrace v2 export holds: exceptions, pid events, static blocks, counts, and the
/// executions of every segment, in order, with their record numbers.
fn native_reads_as_the_export(name: &str, items: Vec<Item>) {
    let dir = temp(name);
    record(&dir, items, true);
    let out = temp(&format!("{name}-export"));
    super::export(&CompactReader::open(&dir).unwrap(), &out, false).unwrap();
    let full = crate::TraceReader::open(&out).unwrap();
    // With the chunk summaries the encoder wrote, and without them (decoded instead).
    native_matches(&dir, &full);
    std::fs::remove_file(dir.join(super::SUMMARY_FILE)).unwrap();
    native_matches(&dir, &full);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&out);
}

fn native_matches(dir: &Path, full: &crate::TraceReader) {
    let native = crate::TraceReader::open_any(dir).unwrap();
    assert!(native.compact().is_some());
    let (h, g) = (native.header(), full.header());
    assert_eq!(h.num_static_bb, g.num_static_bb);
    assert_eq!(h.num_static_insn, g.num_static_insn);
    assert_eq!(h.num_dynamic_bb, g.num_dynamic_bb);
    assert_eq!(h.num_dynamic_insn, g.num_dynamic_insn);
    let show = |v: Vec<String>| v.join("\n");
    let exc = |r: &crate::TraceReader| show(r.exceptions().map(|x| format!("{x:?}")).collect());
    assert_eq!(exc(&native), exc(full));
    let pids = |r: &crate::TraceReader| show(r.pid_events().map(|x| format!("{x:?}")).collect());
    assert_eq!(pids(&native), pids(full));
    let stat = |r: &crate::TraceReader| show(r.static_blocks().map(|b| format!("{b:?}")).collect());
    assert_eq!(stat(&native), stat(full));
    let want: Vec<(u64, u64, u64)> = full
        .bb_execs()
        .map(|e| e.map(|e| (e.time, e.bb_num, e.recnum)))
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(want.len() > 1);
    for min in [1, 1 << 40] {
        let mut got = Vec::new();
        let segs: Vec<_> = native.bb_segments(min).collect();
        assert!(min > 1 || segs.len() == native.compact().unwrap().num_chunks());
        for seg in segs {
            for e in native.bb_segment_execs(&seg) {
                let e = e.unwrap();
                got.push((e.time, e.bb_num, e.recnum));
            }
        }
        assert_eq!(got.len(), want.len());
        assert!(got == want, "the executions differ (segments of {min})");
    }
}

#[test]
fn the_native_reader_reads_what_the_export_holds() {
    native_reads_as_the_export("native", stream(2_500_000));
}

#[test]
fn blocks_of_no_time_across_a_chunk_boundary_read_as_the_export() {
    // Every execution at one tick for a stretch around the execution-count cut: the
    // writer moves each one tick past the last, also past a chunk boundary.
    assert!((1_000_000..1_100_000).contains(&super::encode::CHUNK_EXECS));
    let mut items: Vec<Item> = vec![
        Item::Block(block(1, 2, false)),
        Item::Block(block(2, 3, true)),
    ];
    let mut evs = Vec::new();
    let mut t = 10u64;
    for i in 0..1_300_000u32 {
        let bb = 1 + i % 2;
        evs.push(ExecEvent {
            time: t,
            bb,
            aux: 0,
            mask: u64::from(bb == 2 && i % 7 == 0),
        });
        if !(1_000_000..1_100_000).contains(&i) {
            t += 4;
        }
        if i % 250_000 == 1 {
            items.push(Item::Events(EventBuf::Timed(std::mem::take(&mut evs))));
            items.push(Item::Process(Process {
                time: t + 100,
                event: ProcessEvent::Switch { pid: i },
            }));
        }
    }
    items.push(Item::Events(EventBuf::Timed(evs)));
    native_reads_as_the_export("native-flat", items);
}

#[test]
fn every_chunk_has_a_summary_that_reads_back() {
    let dir = temp("summary");
    record(&dir, stream(2_500_000), true);
    let r = CompactReader::open(&dir).unwrap();
    assert!(r.num_chunks() >= 3);
    let mut execs = 0;
    let mut dec = ChunkDecoder::default();
    for k in 0..r.num_chunks() {
        let s = r.summary(k).expect("a summary for every chunk");
        let n: u64 = s
            .items
            .iter()
            .map(|i| match i {
                super::summary::SumItem::Run(r) => r.n,
                _ => 0,
            })
            .sum();
        assert_eq!(n, r.chunks()[k].execs, "chunk {k}");
        execs += n;
        // The exceptions and process events are the chunk's, in order.
        let mut out = Vec::new();
        r.decode(k, usize::MAX, &mut dec, &mut out).unwrap();
        let mut want = Vec::new();
        for d in out {
            match d {
                Decoded::Events(e) => want.extend(
                    e.iter()
                        .filter_map(|x| x.as_exception())
                        .map(super::summary::SumItem::Exception),
                ),
                Decoded::Process(p) => want.push(super::summary::SumItem::Process(p)),
                Decoded::End { final_time } => want.push(super::summary::SumItem::End(final_time)),
            }
        }
        let got: Vec<_> = s
            .items
            .into_iter()
            .filter(|i| {
                !matches!(
                    i,
                    super::summary::SumItem::Run(_) | super::summary::SumItem::Skipped
                )
            })
            .collect();
        assert_eq!(got, want, "chunk {k}");
    }
    assert_eq!(execs, r.chunks().iter().map(|c| c.execs).sum::<u64>());
    // A summary file cut short: the chunks before the cut keep theirs.
    let path = dir.join(super::SUMMARY_FILE);
    let bytes = std::fs::read(&path).unwrap();
    std::fs::write(&path, &bytes[..bytes.len() - 10]).unwrap();
    let r = CompactReader::open(&dir).unwrap();
    assert!(r.summary(0).is_some());
    assert!(r.summary(r.num_chunks() - 1).is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A block for the words test: ARM with `conds` conditional instructions of 3 or 1
/// ticks among unconditional ones (more than 32: a wide block), or Thumb ending in a
/// conditional branch.
fn words_block(n: u32, thumb: bool, conds: usize) -> BlockDef {
    let costs: Vec<InsnCost> = if thumb {
        vec![
            InsnCost {
                taken: 1,
                untaken: 1,
                conditional: false,
            },
            InsnCost {
                taken: 3,
                untaken: 1,
                conditional: false,
            },
        ]
    } else {
        (0..conds * 2 + 1)
            .map(|i| InsnCost {
                taken: if i % 2 == 0 { 3 } else { 2 },
                untaken: if i % 2 == 0 { 1 } else { 2 },
                conditional: i % 2 == 0,
            })
            .collect()
    };
    let bits = crate::record::raw::time_bits(&costs, thumb);
    BlockDef {
        n,
        addr: 0x8000 + n * 0x400,
        thumb,
        words: vec![0xe1a0_0000; costs.len()].into(),
        // The trace's mask bits: every time bit but the last instruction's.
        mask_bits: if thumb { 0 } else { bits & !(1 << conds) },
        costs: costs.into(),
    }
}

#[test]
fn the_encoders_word_path_equals_the_timeline_and_the_event_path() {
    use crate::record::raw::{self, W_EXCEPTION, W_MASK_HI, W_TIME};
    use crate::record::Timeline;
    let mut rng = testrng::Rng::new(0x5eed_0012);
    let defs: Vec<BlockDef> = (1..=8u32)
        .map(|n| match n {
            1 => words_block(n, true, 0),
            2 => words_block(n, false, 40),
            _ => words_block(n, false, n as usize),
        })
        .collect();
    // Buffers of words as the core hands them over: whole blocks (a wide block's
    // high-bits word with it), markers anywhere.
    let mut buffers: Vec<Vec<u64>> = Vec::new();
    let mut cur = vec![u64::from(W_TIME), 1000];
    for k in 0..300_000u64 {
        let r = rng.next_u64();
        match r % 1000 {
            0..=4 => cur.extend([u64::from(W_TIME), 2000 + 3000 * k]),
            5..=9 => cur.extend([
                u64::from(W_EXCEPTION) | (r >> 40 & 7) << 32,
                1500 + 3000 * k,
                0x8004_u64 << 32 | 0xffff_0018,
            ]),
            10..=11 => cur.extend([
                u64::from(W_EXCEPTION) | u64::from(crate::record::WHOLE_BLOCK) << 32,
                1600 + 3000 * k,
                0x8008_u64 << 32 | 0xffff_0018,
            ]),
            _ => {
                // Mostly a loop over blocks 3-5, sometimes any block, random bits.
                let n = if r.is_multiple_of(7) {
                    1 + (r >> 8) % 8
                } else {
                    3 + k % 3
                } as u32;
                let d = &defs[n as usize - 1];
                let bits = raw::time_bits(&d.costs, d.thumb);
                let mask = if r.is_multiple_of(5) {
                    rng.next_u64() & bits
                } else {
                    bits
                };
                cur.push(raw::block_word(n) | mask << 32);
                if bits >> 32 != 0 {
                    cur.push(u64::from(W_MASK_HI) | mask & !0xffff_ffff);
                }
            }
        }
        if cur.len() > 700 && r.is_multiple_of(13) {
            buffers.push(std::mem::take(&mut cur));
        }
    }
    buffers.push(cur);
    // Markers split across buffers too: move the last word of some buffers on.
    for i in (1..buffers.len()).rev() {
        let last = buffers[i - 1].last().copied().unwrap();
        if i.is_multiple_of(3) && last >> 32 == 0 && (last as u32) >= W_TIME {
            buffers[i - 1].pop();
            buffers[i].insert(0, last);
        }
    }

    let encode = |through_words: bool| {
        let mut enc = super::encode::Encoder::new();
        let mut timeline = Timeline::new();
        let mut timed = Vec::new();
        let mut out = Vec::new();
        for d in &defs {
            enc.block(d);
            timeline.block(d);
        }
        for b in &buffers {
            if through_words {
                enc.words(b, &mut out);
                enc.words_end(&mut out);
            } else {
                EventBuf::Core(b.clone().into(), b.len())
                    .timed(&mut timeline, &mut timed, |evs| enc.events(evs, &mut out));
            }
        }
        enc.end(10_000_000_000);
        out.push(enc.cut());
        (
            out.iter()
                .map(|c| (c.events.clone(), c.summary.clone(), c.events_header.count))
                .collect::<Vec<_>>(),
            enc.executions,
        )
    };
    let (by_words, n_words) = encode(true);
    let (by_events, n_events) = encode(false);
    assert!(n_words > 250_000, "{n_words} executions");
    assert!(by_words.len() > 3, "several chunks: {}", by_words.len());
    assert_eq!(n_words, n_events);
    assert!(by_words == by_events, "the word path encodes differently");
}

mod alt;

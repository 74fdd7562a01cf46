//! The sums made on the decoding threads against the replay in order, execution by execution, on
//! random traces: plain ones, ones whose exception records come out of order, ones whose times go
//! back (summed in order), and damaged ones (the same error).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use tracefmt::exc::EXC_TERMINATOR;
use tracefmt::varint::{put_svarint, put_uvarint};
use tracefmt::{FinishInfo, PidEvent, TraceReader, TraceWriter};

use super::run;
use crate::model::Model;
use crate::replay::{replay, BlockSum, Event, SegmentVisitor, Summary, Visitor};

use testrng::Rng;

/// Sums per (pid events applied, pid, block, function, offset): count, cycles, insns, max insns.
type Sums = BTreeMap<(usize, u32, u64, u32, u32), (u64, u64, u64, u32)>;

/// What both replays report: the sums, the pid events as seen (time, applied so far, current
/// thread), and the summary or the error.
#[derive(Default, Debug, PartialEq, Eq)]
struct Seen {
    sums: Sums,
    pids: Vec<(u64, u32)>,
    end: u64,
}

impl Visitor for Seen {
    fn pid_event(&mut self, m: &Model, time: u64, _ev: &PidEvent<'_>) {
        self.pids.push((time, m.current));
    }
    fn block(&mut self, _m: &Model, ev: &Event<'_>) {
        let key = (self.pids.len(), ev.pid, ev.bb_num, ev.func, ev.offset);
        let e = self.sums.entry(key).or_default();
        e.0 += 1;
        e.1 += ev.dur;
        e.2 += u64::from(ev.num_insns);
        e.3 = e.3.max(ev.num_insns);
    }
    fn end(&mut self, _m: &Model, end: u64) {
        self.end = end;
    }
}

impl SegmentVisitor for Seen {
    fn pid_event(&mut self, m: &Model, time: u64, _ev: &PidEvent<'_>) {
        self.pids.push((time, m.current));
    }
    fn segment(&mut self, _m: &Model, pid: u32, blocks: &[BlockSum]) {
        for b in blocks {
            let key = (self.pids.len(), pid, b.bb_num, b.func, b.offset);
            // One call per block and segment.
            assert!(!self.sums.contains_key(&key), "{key:?} twice");
            self.sums
                .insert(key, (b.count, b.cycles, b.insns, b.max_insns));
        }
    }
    fn end(&mut self, _m: &Model, end: u64) {
        self.end = end;
    }
}

fn model() -> Model {
    Model::new(None, Path::new("/nonexistent-qtools-root"))
}

/// Both replays of `dir`, the sums with segments of at least `min` executions.
fn both(dir: &Path, min: u64) -> [Result<(Summary, Seen), String>; 2] {
    let reader = TraceReader::open(dir).expect("open");
    let mut a = Seen::default();
    let ra = replay(&reader, &mut model(), &mut a).map(|s| (s, a));
    let mut b = Seen::default();
    let rb = run(&reader, &mut model(), &mut b, min).map(|s| (s, b));
    [ra, rb].map(|r| r.map_err(|e| format!("{e:#}")))
}

/// A random trace: kernel and user blocks, loops (repeat records), context switches between a few
/// threads (at random, or every `every` steps when `every` > 0), exceptions cutting blocks short.
fn write_trace(dir: &Path, rng: &mut Rng, execs: usize, every: u64) {
    let mut w = TraceWriter::create(dir, true).expect("create");
    let nop = 0xe1a0_0000u32;
    for i in 1..=12u64 {
        let addr = if i % 3 == 0 {
            0xc000_8000 + 0x40 * i as u32
        } else {
            0x8000 + 0x40 * i as u32
        };
        let n = 1 + (i % 4) as usize;
        w.record_static_block(i, addr, false, &vec![nop; n])
            .unwrap();
    }
    w.record_kthread_name(0, 0, 0, b"swapper");
    for p in 1..4 {
        w.record_fork(0, p, p);
    }
    let mut t = 1u64;
    let (mut done, mut steps) = (0, 0u64);
    while done < execs {
        steps += 1;
        let switch = if every > 0 {
            steps % every == 0
        } else {
            rng.below(8) == 0
        };
        if switch {
            let at = t + rng.below(3);
            w.record_switch(at, rng.below(4) as u32);
        }
        if rng.below(3) == 0 {
            // A loop of a few blocks with a fixed period: the writer makes repeat records.
            let body: Vec<u64> = (0..1 + rng.below(3)).map(|_| 1 + rng.below(12)).collect();
            let step = 1 + rng.below(4);
            for _ in 0..2 + rng.below(20) {
                for &bb in &body {
                    w.record_bb(bb, t);
                    t += step;
                    done += 1;
                }
            }
        } else {
            w.record_bb(1 + rng.below(12), t);
            done += 1;
            if rng.below(10) == 0 {
                w.record_exception(t, 0x8000, 0xffff_0018, rng.below(5) as u32);
            }
            let gap = if rng.below(20) == 0 { 500 } else { 4 };
            t += 1 + rng.below(gap);
        }
    }
    w.finish(FinishInfo {
        final_time: t + 1,
        elapsed_usecs: 1,
    })
    .unwrap();
}

/// Rewrites `qtrace.exc` with the record numbers shuffled a little (out of order, repeated).
fn shuffle_exceptions(dir: &Path, rng: &mut Rng) {
    let reader = TraceReader::open(dir).unwrap();
    let mut recs: Vec<_> = reader.exceptions().map(Result::unwrap).collect();
    for i in 1..recs.len() {
        match rng.below(4) {
            0 => recs.swap(i - 1, i),
            1 => recs[i].recnum = recs[i - 1].recnum,
            _ => {}
        }
    }
    let mut b = Vec::new();
    let (mut pt, mut pr) = (0u64, 0u64);
    for r in &recs {
        let time = r.time.max(pt + 1);
        for v in [
            time - pt,
            u64::from(r.current_pc) | 1,
            r.recnum.wrapping_sub(pr),
            u64::from(r.target_pc),
            r.bb_num,
            r.bb_start_time,
            u64::from(r.num_insns),
        ] {
            put_uvarint(&mut b, v);
        }
        (pt, pr) = (time, r.recnum);
    }
    b.extend_from_slice(&EXC_TERMINATOR);
    std::fs::write(dir.join("qtrace.exc"), b).unwrap();
}

/// Rewrites `qtrace.bb` with one record's start moved before the previous records (its time delta
/// wraps around), so that execution times go back there.
fn time_goes_back(dir: &Path, rng: &mut Rng) {
    let reader = TraceReader::open(dir).unwrap();
    let mut recs: Vec<_> = reader.bb_records().map(|r| r.unwrap().1).collect();
    let at = 1 + rng.below(recs.len() as u64 - 2) as usize;
    recs[at].start_time = recs[at].start_time.saturating_sub(1 + rng.below(40));
    let mut b = Vec::new();
    let (mut pb, mut pt) = (0u64, 0u64);
    for r in &recs {
        put_svarint(&mut b, r.bb_num.wrapping_sub(pb) as i64);
        put_uvarint(&mut b, r.start_time.wrapping_sub(pt));
        put_uvarint(&mut b, u64::from(r.repeat));
        if r.repeat != 0 {
            put_uvarint(&mut b, r.time_diff);
        }
        (pb, pt) = (r.bb_num, r.start_time);
    }
    b.extend_from_slice(&[0, 0, 0]);
    std::fs::write(dir.join("qtrace.bb"), b).unwrap();
}

/// Cuts `name` of `dir` at a random point.
fn cut(dir: &Path, name: &str, rng: &mut Rng) {
    let p = dir.join(name);
    let b = std::fs::read(&p).unwrap();
    let at = rng.below(b.len() as u64) as usize;
    std::fs::write(&p, &b[..at]).unwrap();
}

fn scratch(case: u32) -> PathBuf {
    std::env::temp_dir().join(format!("qtools-segsum-{}-{case}", std::process::id()))
}

#[test]
fn sums_on_the_decoding_threads_equal_the_replay_in_order() {
    let mut rng = Rng::new(0x853c_49e6_748f_ea9b);
    let (mut split, mut back) = (0, 0);
    for case in 0..48u32 {
        let dir = scratch(case);
        // Frequent switches (most chunks of `.bb` hold one) or rare ones (most do not).
        let (execs, every) = if case % 12 < 6 {
            (300 + rng.below(3000) as usize, 0)
        } else {
            (20_000 + rng.below(20_000) as usize, 400)
        };
        write_trace(&dir, &mut rng, execs, every);
        let kind = case % 6;
        match kind {
            1 => shuffle_exceptions(&dir, &mut rng),
            2 => time_goes_back(&dir, &mut rng),
            3 => cut(&dir, "qtrace.bb", &mut rng),
            4 => cut(&dir, "qtrace.exc", &mut rng),
            5 => cut(&dir, "qtrace.pid", &mut rng),
            _ => {}
        }
        for min in [1, 5, 200, u64::MAX] {
            let [a, b] = both(&dir, min);
            assert_eq!(a, b, "case {case}, segments of {min}");
            if kind == 0 {
                let (sum, seen) = a.unwrap();
                assert!(sum.events > 0 && !seen.pids.is_empty());
                // Several pid-event parts, and the cycles cover the whole trace.
                let parts: std::collections::HashSet<usize> =
                    seen.sums.keys().map(|k| k.0).collect();
                assert!(parts.len() > 2, "case {case}");
                let cycles: u64 = seen.sums.values().map(|v| v.1).sum();
                assert_eq!(cycles, sum.end - sum.start, "case {case}");
            }
        }
        let reader = TraceReader::open(&dir).unwrap();
        if reader.bb_segments(5).count() > 2 {
            split += 1;
        }
        let times: Vec<u64> = reader
            .bb_execs()
            .map_while(|e| e.ok())
            .map(|e| e.time)
            .collect();
        if times.windows(2).any(|w| w[1] < w[0]) {
            back += 1;
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    // The traces do split into segments: the test is not vacuous.
    assert!(split > 24, "{split}");
    assert!(back >= 4, "{back}");
}

/// A random compact trace as the emulator records it: blocks defined as they are first met,
/// loops (predicted successors), blocks of zero-cost instructions (times that do not advance),
/// exceptions of both kinds, context switches between a few threads, and about `execs`
/// executions with time gaps wide enough that several chunks are cut.
fn write_compact(dir: &Path, rng: &mut Rng, execs: usize) {
    use std::sync::Arc;
    use tracefmt::compact::{CompactRecorder, RecorderOptions};
    use tracefmt::record::{
        Batch, BlockDef, EventBuf, ExecEvent, InsnCost, Item, Process, ProcessEvent, WHOLE_BLOCK,
    };
    let block = |n: u32| {
        let insns = 1 + n as usize % 4;
        let addr = if n.is_multiple_of(3) {
            0xc000_8000
        } else {
            0x8000
        } + 0x40 * n;
        BlockDef {
            n,
            addr,
            thumb: false,
            words: vec![0xe1a0_0000; insns].into(),
            costs: vec![
                InsnCost {
                    taken: 1,
                    untaken: 1,
                    conditional: false,
                };
                insns
            ]
            .into(),
            mask_bits: 0,
        }
    };
    let opts = RecorderOptions {
        level: 1,
        threads: 1,
    };
    let mut rec = CompactRecorder::create(dir, true, opts).expect("create");
    let mut send = |items: Vec<Item>| {
        assert!(rec.send(Arc::new(Batch {
            items,
            recycle: None,
        })));
    };
    let proc = |time, event| Item::Process(Process { time, event });
    send(vec![proc(0, ProcessEvent::Switch { pid: 1 })]);
    send(
        (2..4)
            .map(|p| proc(0, ProcessEvent::Fork { tgid: p, pid: p }))
            .collect(),
    );
    let (mut t, mut defined, mut done) = (100u64, 0u32, 0usize);
    let mut evs = Vec::new();
    while done < execs {
        let mut items = Vec::new();
        let mut exec = |bb: u32, t: u64, evs: &mut Vec<ExecEvent>, items: &mut Vec<Item>| {
            if bb > defined {
                items.push(Item::Events(EventBuf::Timed(std::mem::take(evs))));
                for n in defined + 1..=bb {
                    items.push(Item::Block(block(n)));
                }
                defined = bb;
            }
            evs.push(ExecEvent {
                time: t,
                bb,
                aux: 0,
                mask: 0,
            });
        };
        for _ in 0..1000 {
            if rng.below(3) == 0 {
                let body: Vec<u32> = (0..1 + rng.below(3))
                    .map(|_| 1 + rng.below(12) as u32)
                    .collect();
                for _ in 0..2 + rng.below(20) {
                    for &bb in &body {
                        exec(bb, t, &mut evs, &mut items);
                        t += rng.below(2) * 3;
                        done += 1;
                    }
                }
            } else {
                exec(1 + rng.below(12) as u32, t, &mut evs, &mut items);
                done += 1;
                match rng.below(20) {
                    0 => evs.push(ExecEvent::exception(t, 0x8000, 0xffff_0018, WHOLE_BLOCK)),
                    1 => evs.push(ExecEvent::exception(
                        t,
                        0x8004,
                        0xffff_000c,
                        rng.below(4) as u32,
                    )),
                    _ => {}
                }
                t += 1 + rng.below(1 << 22);
            }
        }
        items.push(Item::Events(EventBuf::Timed(std::mem::take(&mut evs))));
        for _ in 0..rng.below(4) {
            let pid = rng.below(4) as u32;
            items.push(proc(
                t.saturating_sub(TIME_BASE_TEST),
                ProcessEvent::Switch { pid },
            ));
        }
        send(items);
    }
    rec.finish(FinishInfo {
        final_time: t + 10,
        elapsed_usecs: 1,
    })
    .expect("finish");
}

/// Process events are recorded a little behind the blocks around them.
const TIME_BASE_TEST: u64 = 7;

#[test]
fn sums_of_a_compact_trace_as_it_decodes_equal_the_replay_in_order() {
    let mut rng = Rng::new(0x2545_f491_4f6c_dd1d);
    for case in 0..3u32 {
        let dir = scratch(100 + case);
        let execs = 150_000 + rng.below(100_000) as usize;
        write_compact(&dir, &mut rng, execs);
        if case == 2 {
            // A damaged chunk in the middle: both stop at the same error.
            let events = dir.join(tracefmt::compact::EVENTS_FILE);
            let mut bytes = std::fs::read(&events).unwrap();
            let at = bytes.len() / 2;
            bytes[at] ^= 0x40;
            std::fs::write(&events, bytes).unwrap();
        }
        let reader = TraceReader::open_any(&dir).expect("open");
        assert!(reader.compact().is_some());
        let chunks = reader.compact().unwrap().num_chunks();
        assert!(chunks > 2, "case {case}: {chunks} chunks");
        for min in [1, 200_000, u64::MAX] {
            let reader = TraceReader::open_any(&dir).expect("open");
            let mut a = Seen::default();
            let ra = replay(&reader, &mut model(), &mut a).map(|s| (s, a));
            let mut b = Seen::default();
            let rb = run(&reader, &mut model(), &mut b, min).map(|s| (s, b));
            let [a, b] = [ra, rb].map(|r| r.map_err(|e| format!("{e:#}")));
            assert_eq!(a, b, "case {case}, segments of {min}");
            if case < 2 {
                let (sum, seen) = a.unwrap();
                let parts: std::collections::HashSet<usize> =
                    seen.sums.keys().map(|k| k.0).collect();
                assert!(parts.len() > 2, "case {case}");
                let cycles: u64 = seen.sums.values().map(|v| v.1).sum();
                assert_eq!(cycles, sum.end - sum.start, "case {case}");
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

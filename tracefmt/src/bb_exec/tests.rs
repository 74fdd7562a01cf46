//! The two engines checked against the Android rule written plainly.

use super::*;
use crate::testutil::{encode_bb, Rng};

/// The Android rule written plainly: before each record, every pending repetition strictly
/// earlier goes first, earliest first and among equal times the last queued; then the rest.
fn reference(recs: &[BbRecord]) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    // (time, seq, bb, diff, left)
    let mut pend: Vec<(u64, u64, u64, u64, u32)> = Vec::new();
    let pop = |pend: &mut Vec<(u64, u64, u64, u64, u32)>, out: &mut Vec<(u64, u64)>| {
        let i = (0..pend.len())
            .min_by_key(|&i| (pend[i].0, std::cmp::Reverse(pend[i].1)))
            .unwrap();
        let (t, _, bb, d, left) = pend.remove(i);
        out.push((bb, t));
        if left > 0 {
            pend.push((t + d, out.len() as u64, bb, d, left - 1));
        }
    };
    for r in recs {
        while pend.iter().any(|p| p.0 < r.start_time) {
            pop(&mut pend, &mut out);
        }
        out.push((r.bb_num, r.start_time));
        if r.repeat > 0 {
            pend.push((
                r.start_time + r.time_diff,
                out.len() as u64,
                r.bb_num,
                r.time_diff,
                r.repeat - 1,
            ));
        }
    }
    while !pend.is_empty() {
        pop(&mut pend, &mut out);
    }
    out
}

fn execs(recs: &[BbRecord]) -> Vec<(u64, u64)> {
    let b = encode_bb(recs);
    let got: Vec<BbExec> = BbExecIter::new(&b, "bb", None)
        .collect::<Result<_, _>>()
        .unwrap();
    for (i, x) in got.iter().enumerate() {
        assert_eq!(x.recnum, i as u64 + 1);
    }
    // Batches handed over without a copy (after one execution taken alone, so that both the
    // whole-buffer and the part-buffer cases run) give the same executions.
    let mut it = BbExecIter::new(&b, "bb", None);
    let mut batched: Vec<BbExec> = it.next().map(Result::unwrap).into_iter().collect();
    let mut buf = Vec::new();
    while let Some(first) = it.next_batch_into(&mut buf) {
        let first = first.unwrap();
        assert_eq!(first, batched.len() as u64 + 1);
        assert!(!buf.is_empty());
        batched.extend(
            buf.iter()
                .enumerate()
                .map(|(i, &(time, bb_num, offset))| BbExec {
                    time,
                    bb_num,
                    recnum: first + i as u64,
                    offset,
                }),
        );
    }
    assert_eq!(batched, got);
    // Runs (sorted chunks as they are, or plain batches), after one execution taken alone.
    let mut it = BbExecIter::new(&b, "bb", None);
    let mut runs: Vec<(u64, u64, u64)> = it
        .next()
        .map(|e| e.map(|e| (e.time, e.bb_num, e.recnum)).unwrap())
        .into_iter()
        .collect();
    while let Some(r) = it.next_runs() {
        let (first, execs): (u64, Vec<(u64, u64)>) = match r.unwrap() {
            Runs::Plain(b) => (b.first_recnum, b.execs.iter().map(|e| (e.0, e.1)).collect()),
            Runs::Sorted(s) => (s.first_recnum, s.iter().collect()),
        };
        assert_eq!(first, runs.len() as u64 + 1);
        assert!(!execs.is_empty());
        runs.extend(
            execs
                .iter()
                .enumerate()
                .map(|(i, &(t, bb))| (t, bb, first + i as u64)),
        );
    }
    let want: Vec<(u64, u64, u64)> = got.iter().map(|x| (x.time, x.bb_num, x.recnum)).collect();
    assert_eq!(runs, want);
    got.iter().map(|x| (x.bb_num, x.time)).collect()
}

#[test]
fn both_engines_give_the_reference_order() {
    let mut rng = Rng::new(0x9e37_79b9_7f4a_7c15);
    // Sparse times (the fast engine's case) and dense ones (ties: the heap's), short and long
    // traces (several chunks), small and huge repeat counts.
    for case in 0..300 {
        let dense = case % 3 == 0;
        let n = 1 + rng.below(if case % 10 == 0 { 2000 } else { 40 }) as usize;
        let mut t = 0u64;
        let mut recs = Vec::new();
        for _ in 0..n {
            t += 1 + rng.below(if dense { 3 } else { 1000 });
            let repeat = match rng.below(10) {
                0..=3 => 0,
                4..=7 => 1 + rng.below(3) as u32,
                8 => rng.below(50) as u32,
                _ => rng.below(3000) as u32,
            };
            let time_diff = if dense {
                rng.below(4)
            } else {
                1 + rng.below(5000)
            };
            recs.push(BbRecord {
                bb_num: 1 + rng.below(20),
                start_time: t,
                repeat,
                time_diff: if repeat == 0 { 0 } else { time_diff },
            });
        }
        assert_eq!(execs(&recs), reference(&recs), "case {case}");
    }
}

#[test]
fn runs_left_over_by_the_fast_engine_keep_their_queue_order() {
    // A first chunk the fast engine sorts, ending with runs whose repetitions go on past the
    // next chunk's first record and then meet at one time (a tie, so the heap orders them:
    // the run whose last execution in the first chunk came later goes first, whichever
    // started first).
    let mut recs: Vec<BbRecord> = (0..CHUNK as u64 - 2)
        .map(|i| BbRecord {
            bb_num: 1 + i % 7,
            start_time: 10 * (i + 1),
            repeat: 0,
            time_diff: 0,
        })
        .collect();
    let t = 10 * CHUNK as u64;
    // Block 20 runs at t and t + 45 before t + 50, block 21 at t + 10; both again at t + 90.
    for (bb, start, diff) in [(20, t, 45), (21, t + 10, 80)] {
        recs.push(BbRecord {
            bb_num: bb,
            start_time: start,
            repeat: 4,
            time_diff: diff,
        });
    }
    for i in 0..5 {
        recs.push(BbRecord {
            bb_num: 30 + i,
            start_time: t + 50 + i,
            repeat: 0,
            time_diff: 0,
        });
    }
    let got = execs(&recs);
    assert_eq!(got, reference(&recs));
    let at: Vec<u64> = got.iter().filter(|e| e.1 == t + 90).map(|e| e.0).collect();
    assert_eq!(at, [20, 21]);
}

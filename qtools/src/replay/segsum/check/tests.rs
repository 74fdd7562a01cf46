//! The threaded check against the in-order one on random traces with instruction times:
//! equal totals on clean ones, and a give-up (the in-order check then) wherever the in-order
//! check finds a problem.

use std::path::{Path, PathBuf};

use tracefmt::{FinishInfo, TraceReader, TraceWriter};

use super::event_totals_with;

use testrng::Rng;

/// A random trace: loops (repeat records), switches among a few threads, exceptions cutting
/// blocks short, each instruction one to three cycles.
fn write_trace(dir: &Path, rng: &mut Rng, execs: usize) {
    let mut w = TraceWriter::create(dir, true).expect("create");
    let nop = 0xe1a0_0000u32;
    let lens: Vec<u64> = (0..=12).map(|i| 1 + i % 4).collect();
    for i in 1..=12u64 {
        let addr = 0x8000 + 0x40 * i as u32;
        w.record_static_block(i, addr, false, &vec![nop; lens[i as usize] as usize])
            .unwrap();
    }
    w.record_kthread_name(0, 0, 0, b"swapper");
    let mut t = 1u64;
    let mut done = 0;
    let run = |w: &mut TraceWriter, rng: &mut Rng, bb: u64, t: &mut u64, cut: bool| {
        w.record_bb(bb, *t);
        let n = if cut {
            rng.below(lens[bb as usize])
        } else {
            lens[bb as usize]
        };
        let step = 1 + rng.below(3);
        for i in 0..n {
            w.record_insn(*t + i * step);
        }
        if cut {
            w.record_exception(*t + n * step, 0x8000, 0xffff_0018, n as u32);
        }
        *t += n.max(1) * step;
    };
    while done < execs {
        if rng.below(10) == 0 {
            w.record_switch(t, rng.below(5) as u32);
        }
        if rng.below(3) == 0 {
            let bb = 1 + rng.below(12);
            for _ in 0..2 + rng.below(40) {
                run(&mut w, rng, bb, &mut t, false);
                done += 1;
            }
        } else {
            let cut = rng.below(12) == 0;
            let bb = 1 + rng.below(12);
            run(&mut w, rng, bb, &mut t, cut);
            done += 1;
            t += rng.below(3);
        }
    }
    w.finish(FinishInfo {
        final_time: t + 1,
        elapsed_usecs: 1,
    })
    .unwrap();
}

/// Changes one byte of `name` in `dir` (a time, a count, a record number...).
fn poke(dir: &Path, name: &str, rng: &mut Rng) {
    let p = dir.join(name);
    let mut b = std::fs::read(&p).unwrap();
    if b.is_empty() {
        return;
    }
    let at = rng.below(b.len() as u64) as usize;
    b[at] ^= 1 << rng.below(7);
    std::fs::write(&p, &b).unwrap();
}

fn scratch(case: u32) -> PathBuf {
    std::env::temp_dir().join(format!("qtools-segcheck-{}-{case}", std::process::id()))
}

fn in_order(dir: &Path) -> (bool, String) {
    let s = crate::Session::open(dir, crate::Options::default()).unwrap();
    let mut out = Vec::new();
    let ok = crate::cmd::check_in_order(&s, &mut out).unwrap();
    (ok, String::from_utf8(out).unwrap())
}

#[test]
fn threaded_check_equals_the_check_in_order() {
    let mut rng = Rng::new(0x2545_f491_4f6c_dd1d);
    let (mut clean, mut damaged, mut split) = (0, 0, 0);
    for case in 0..40u32 {
        let dir = scratch(case);
        let execs = 500 + rng.below(4000) as usize;
        write_trace(&dir, &mut rng, execs);
        match case % 5 {
            1 => poke(&dir, "qtrace.insn", &mut rng),
            2 => poke(&dir, "qtrace.bb", &mut rng),
            3 => poke(&dir, "qtrace.exc", &mut rng),
            _ => {}
        }
        let (ok, report) = in_order(&dir);
        let reader = TraceReader::open(&dir).unwrap();
        if reader.bb_segments(7).count() > 2 {
            split += 1;
        }
        let plain = tracefmt::check::event_totals(&reader);
        for min in [1, 7, 100, u64::MAX] {
            let fast = event_totals_with(&reader, min);
            match &fast {
                // Totals given are the in-order ones, and the trace passes the checks of
                // the events.
                Some(t) => {
                    let mut want = plain.clone();
                    want.insn_times = t.insn_times;
                    assert_eq!(*t, want, "case {case}, segments of {min}");
                    let rep = tracefmt::check::check_with(&reader, t.clone());
                    assert_eq!(ok, rep.is_ok(), "case {case}: {report}");
                    assert_eq!(rep, tracefmt::check(&dir), "case {case}");
                }
                None => assert!(!ok, "case {case}, segments of {min}: gave up on {report}"),
            }
        }
        if ok {
            clean += 1;
        } else {
            damaged += 1;
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    // Both kinds occur: the test is not vacuous.
    assert!(
        clean >= 8 && damaged >= 8,
        "{clean} clean, {damaged} damaged"
    );
    assert!(split >= 20, "{split} traces cut into segments");
}

/// A compact trace's executions reach the threaded check as they decode, a batch at a time
/// (no chunk's worth held): its totals are those read in order, whatever the segments, on
/// traces of several chunks, of many processes and of a deep recursion.
#[test]
fn threaded_check_of_a_compact_trace_equals_the_totals_in_order() {
    use crate::stress::{self, Shape};
    let shapes = [
        Shape::loops(100_000),
        Shape::processes(300),
        Shape::deep(20_000),
    ];
    for (case, shape) in shapes.iter().enumerate() {
        let dir = scratch(100 + case as u32);
        let w = stress::write(&dir, shape).expect("stress trace written");
        let reader = TraceReader::open_any(&w.trace).unwrap();
        assert!(reader.compact().is_some(), "case {case}");
        let mut want = tracefmt::check::event_totals(&reader);
        assert_eq!(want.error, None, "case {case}");
        want.insn_times = Some(want.dynamic_insns);
        let chunks = reader.bb_segments(1).count();
        assert!(case != 0 || chunks > 2, "{chunks} chunks");
        for min in [1, 1 << 20, u64::MAX] {
            let got = event_totals_with(&reader, min);
            assert_eq!(got, Some(want.clone()), "case {case}, segments of {min}");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}

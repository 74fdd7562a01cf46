//! Events per second of the block decoder (executions one by one, and sorted chunks as they are),
//! of the replay (per event and per segment) and of `profile`, on a synthetic trace of a few
//! hundred thousand block events (kernel and user code, context switches), or on the trace that
//! `QTOOLS_BENCH_TRACE` names (the boot trace: see the README for the numbers).

use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use qtools::cmd::{self, ProfileBy};
use qtools::replay::{replay, replay_segments, SegmentVisitor, Visitor};
use qtools::{Options, Session};
use tracefmt::bb_exec::Runs;
use tracefmt::{FinishInfo, TraceWriter};

const EVENTS: u64 = 300_000;

fn make_trace() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("qtools-bench-{}", std::process::id()));
    let mut w = TraceWriter::create(&dir, true).expect("create trace");
    let nop = 0xe1a0_0000u32;
    for i in 0..64u64 {
        let addr = if i % 2 == 0 {
            0xc000_8000 + 0x40 * i as u32
        } else {
            0x8000 + 0x40 * i as u32
        };
        w.record_static_block(i + 1, addr, false, &[nop, nop, nop, 0xe12f_ff1e])
            .unwrap();
    }
    w.record_kthread_name(0, 0, 0, b"swapper");
    w.record_fork(1, 1, 1);
    let mut t = 1u64;
    for n in 0..EVENTS {
        if n % 5000 == 0 {
            w.record_switch(t, (n / 5000 % 2) as u32);
        }
        w.record_bb(n * 7 % 64 + 1, t);
        t += 4 + n % 3;
    }
    w.finish(FinishInfo {
        final_time: t + 1,
        elapsed_usecs: 1,
    })
    .unwrap();
    dir
}

struct Nothing;
impl Visitor for Nothing {}
impl SegmentVisitor for Nothing {}

fn bench(c: &mut Criterion) {
    let given = std::env::var_os("QTOOLS_BENCH_TRACE").map(PathBuf::from);
    let dir = given.clone().unwrap_or_else(make_trace);
    let opts = Options {
        vmlinux: None,
        ..Options::default()
    };
    let s = Session::open(&dir, opts).expect("open");
    let events = s.reader.header().num_dynamic_bb.max(1);
    let mut g = c.benchmark_group("qtools");
    g.throughput(Throughput::Elements(if given.is_some() {
        events
    } else {
        EVENTS
    }));
    g.sample_size(10);
    g.bench_function("bb_execs", |b| {
        b.iter(|| {
            let mut it = s.reader.bb_execs();
            let mut n = 0usize;
            while let Some(batch) = it.next_batch() {
                n += batch.unwrap().execs.len();
            }
            n
        })
    });
    g.bench_function("bb_runs", |b| {
        b.iter(|| {
            let mut it = s.reader.bb_execs();
            let mut n = 0usize;
            while let Some(batch) = it.next_runs() {
                n += match batch.unwrap() {
                    Runs::Plain(p) => p.execs.len(),
                    Runs::Sorted(r) => r.keys.len(),
                };
            }
            n
        })
    });
    g.bench_function("replay_segments", |b| {
        b.iter(|| {
            let mut m = s.model();
            replay_segments(&s.reader, &mut m, &mut Nothing).unwrap()
        })
    });
    g.bench_function("replay", |b| {
        b.iter(|| {
            let mut m = s.model();
            replay(&s.reader, &mut m, &mut Nothing).unwrap()
        })
    });
    g.bench_function("profile", |b| {
        b.iter(|| {
            let mut out = Vec::new();
            cmd::profile(&s, ProfileBy::Function, &mut out).unwrap();
            out
        })
    });
    g.finish();
    if given.is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);

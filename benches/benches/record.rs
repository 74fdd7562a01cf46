//! Recording throughput: executed-block events of a real boot, replayed through the
//! tracer (numbering, both recording threads, the writer thread) into a trace directory.
//! Each iteration records the first `EXECUTIONS` executions of the default guest's boot
//! trace as the core would hand them over, in full buffers, and finishes the trace.
//!
//! The events come from a boot trace (`GOLDTRACE_BOOT_TRACE`, else `target/boot.qtrace`;
//! make one with `target/release/goldtrace --trace target/boot.qtrace`): its static blocks
//! are decoded again into blocks, its executions give the block numbers, and each
//! execution's time bits are those whose costs best fit the time to the next execution
//! (the engines' words, `tracefmt::record::raw`: one per execution, a time word first). Without a boot trace the benchmark says so
//! and measures nothing.
//!
//! Besides criterion's time per iteration, the first iteration prints the CPU time of
//! each recording thread, which is what tracing costs on a machine with fewer cores than
//! busy threads.

use std::path::{Path, PathBuf};

use arm::block::{discover, Block};
use arm::trace::{raw, WORDS_PER_BUFFER};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use goldtrace::tracer::Tracer;
use tracefmt::TraceReader;

/// Executions replayed per iteration (a tenth of the boot).
const EXECUTIONS: usize = 8_000_000;

/// The boot trace to take the events from.
fn boot_trace() -> PathBuf {
    std::env::var_os("GOLDTRACE_BOOT_TRACE").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/boot.qtrace"),
        PathBuf::from,
    )
}

/// The blocks of the trace's static records, by number (index 0 unused), the words of
/// its first `n` executions and the tick after them.
fn load(dir: &Path, n: usize) -> Result<(Vec<Block>, Vec<u64>, u64), String> {
    let r = TraceReader::open(dir).map_err(|e| e.to_string())?;
    let mut blocks = vec![Block {
        pc: 0,
        thumb: false,
        it: 0,
        profile: arm::block::Profile::ARMV5TE,
        big_endian: false,
        insns: Vec::new(),
        end: arm::block::BlockEnd::Branch,
        wide_time: false,
    }];
    for s in r.static_blocks().skip(1) {
        let thumb = s.is_thumb();
        let (pc, size) = (s.addr(), if thumb { 2 } else { 4 });
        let words: Vec<u32> = s
            .words()
            .map(|w| {
                if thumb {
                    tracefmt::unwrap_thumb(w).into()
                } else {
                    w
                }
            })
            .collect();
        let b = discover(pc, thumb, &mut |a| {
            words.get((a.wrapping_sub(pc) / size) as usize).copied()
        });
        if b.insns.len() != words.len() {
            return Err(format!("block {} decodes differently", s.bb_num));
        }
        blocks.push(b);
    }
    let mut execs = Vec::with_capacity(n + 1);
    for e in r.bb_execs().take(n + 1) {
        let e = e.map_err(|e| e.to_string())?;
        if e.bb_num == 0 {
            break;
        }
        execs.push((e.bb_num as u32, e.time));
    }
    // Trace time is the tick counter plus one.
    let mut words = vec![u64::from(raw::W_TIME), execs.first().map_or(0, |e| e.1 - 1)];
    for w in execs.windows(2) {
        let ((bb, time), (_, next)) = (w[0], w[1]);
        let b = &blocks[bb as usize];
        let mask = fitting_mask(b, next - time);
        words.push(raw::block_word(bb) | mask << 32);
        if b.wide_time {
            words.push(u64::from(raw::W_MASK_HI) | (mask & !0xffff_ffff));
        }
    }
    let end = execs.last().map_or(0, |e| e.1);
    Ok((blocks, words, end))
}

/// The condition mask of `b` whose instruction costs add up closest to `span` from
/// above: every recorded condition passing, then failing ones from the first while the
/// block still takes longer than `span`.
fn fitting_mask(b: &Block, span: u64) -> u64 {
    let mut total = b.taken_ticks();
    let mut mask = b.time_bits();
    for (bi, bit) in b.insns.iter().zip(b.time_bit_per_insn()) {
        let Some(bit) = bit else { continue };
        let saving = u64::from(bi.ticks.taken.saturating_sub(bi.ticks.untaken));
        if total >= span + saving {
            total -= saving;
            mask &= !(1 << bit);
        }
    }
    mask
}

/// Records `words` of `blocks` into a fresh trace at `dir`, ending at tick `end`;
/// returns the exit summary.
fn record(dir: &Path, blocks: &[Block], words: &[u64], end: u64) -> String {
    let tracer = Tracer::create(dir, true, goldtrace::tracer::TraceFormat::Android)
        .expect("the trace directory");
    let mut core = tracer.core_handle();
    for (n, b) in blocks.iter().enumerate().skip(1) {
        assert_eq!(core.block_number(b) as usize, n, "numbers in trace order");
    }
    let mut buf: Box<[u64]> = vec![0; WORDS_PER_BUFFER].into();
    // Whole blocks per buffer: a block's high-bits word stays with it.
    let mut rest = words;
    while !rest.is_empty() {
        let mut n = rest.len().min(WORDS_PER_BUFFER - 1);
        if rest.get(n).is_some_and(|&w| w as u32 == raw::W_MASK_HI) {
            n += 1;
        }
        buf[..n].copy_from_slice(&rest[..n]);
        buf = core.executed_buffer(buf, n);
        rest = &rest[n..];
    }
    drop(core);
    tracer.finish(end).expect("a finished trace").to_string()
}

fn recording(c: &mut Criterion) {
    let trace = boot_trace();
    let (blocks, words, end) = match load(&trace, EXECUTIONS) {
        Ok(loaded) => loaded,
        Err(e) => {
            eprintln!(
                "record: no boot trace at {} ({e}); make one with \
                 `target/release/goldtrace --trace target/boot.qtrace` or set \
                 GOLDTRACE_BOOT_TRACE",
                trace.display()
            );
            return;
        }
    };
    let dir = std::env::temp_dir().join(format!("goldtrace-record-{}", std::process::id()));
    eprintln!(
        "record: {} words of {} blocks from {}",
        words.len(),
        blocks.len() - 1,
        trace.display()
    );
    eprintln!("record: {}", record(&dir, &blocks, &words, end));
    let mut group = c.benchmark_group("record");
    group.sample_size(10);
    group.throughput(Throughput::Elements(words.len() as u64));
    group.bench_function("boot_events", |b| {
        b.iter(|| record(&dir, &blocks, &words, end))
    });
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, recording);
criterion_main!(benches);

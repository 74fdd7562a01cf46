//! Guest instructions per second of the interpreter and the JIT on the bare-metal
//! compute programs of `tests/bare/` (integer, memory-heavy, Thumb on the ARM926; gcc's
//! Thumb-2 and VFP on the Cortex-A15, group `bare_v7`). Each iteration
//! is one whole run (ELF load, engine start, run to the board reset); the throughput
//! is the program's instruction count, measured once by a counting interpreter run.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use goldtrace::bios::{run_elf_bytes_on, BareBoard};
use goldtrace::machine::EngineKind;
use goldtrace_benches::{
    bare_elf, count_instructions, count_instructions_v7, CountError, Counted, BARE_MAX_TICKS,
    BARE_PROGRAMS, BARE_V7_PROGRAMS,
};

/// The programs of one board, with the counting run that suits it.
type Count = fn(&[u8], u64) -> Result<Counted, CountError>;

fn engines(c: &mut Criterion) {
    let boards: [(&str, BareBoard, &[&str], Count); 2] = [
        (
            "bare",
            BareBoard::VersatilePb,
            &BARE_PROGRAMS,
            count_instructions,
        ),
        (
            "bare_v7",
            BareBoard::Virt,
            &BARE_V7_PROGRAMS,
            count_instructions_v7,
        ),
    ];
    for (group_name, board, programs, count) in boards {
        bench_board(c, group_name, board, programs, count);
    }
}

fn bench_board(c: &mut Criterion, group: &str, board: BareBoard, programs: &[&str], count: Count) {
    let mut group = c.benchmark_group(group);
    group.sample_size(10);
    group.warm_up_time(std::time::Duration::from_secs(1));
    group.measurement_time(std::time::Duration::from_secs(5));
    for &name in programs {
        let path = bare_elf(name);
        let elf = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let counted =
            count(&elf, BARE_MAX_TICKS).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let expected = std::fs::read(path.with_extension("expected")).unwrap_or_default();
        assert_eq!(counted.serial, expected, "{name}: wrong output");
        eprintln!(
            "bare/{name}: {} guest instructions, {} ticks",
            counted.insns, counted.ticks
        );
        group.throughput(Throughput::Elements(counted.insns));
        for (label, kind) in [("interp", EngineKind::Interp), ("jit", EngineKind::Jit)] {
            group.bench_with_input(BenchmarkId::new(label, name), &elf, |b, elf| {
                b.iter(|| {
                    let run = run_elf_bytes_on(board, elf, BARE_MAX_TICKS, kind)
                        .expect("the ELF loaded once");
                    assert_eq!(run.ticks, counted.ticks, "{name} on {label}");
                    run.ticks
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, engines);
criterion_main!(benches);

//! Prefetch aborts reach the trace. `tests/bare/pabt.elf` turns the MMU on and branches
//! ten times (five in ARM state, five in Thumb state) to a page that no section maps;
//! its abort handler prints each aborted address (the output recorded from QEMU in
//! `pabt.expected`). Traced on every engine, each abort is one exception record: at the
//! aborted address, to the prefetch abort vector, after the whole of the block that
//! branched there, and followed by the execution of the vector's block. The
//! interpreter and the JIT record the same exceptions and the same block executions,
//! in the compact trace (read through its export to qtrace v2) and in the qtrace v2
//! written directly; lockstep runs the program (untraced) to the same output.

use std::path::{Path, PathBuf};
use std::process::Command;

use tracefmt::compact::CompactReader;
use tracefmt::{ExcRecord, TraceReader};

/// The prefetch abort vector with the high vectors (SCTLR.V) that the program selects.
const PABT_VECTOR: u32 = 0xffff_000c;

fn bare(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/bare")
        .join(name)
}

/// The aborted addresses the program printed under QEMU, in order.
fn expected_aborts() -> Vec<u32> {
    let text = std::fs::read_to_string(bare("pabt.expected")).expect("pabt.expected");
    let aborts: Vec<u32> = text
        .lines()
        .filter_map(|l| l.strip_prefix("pabt "))
        .map(|a| u32::from_str_radix(a, 16).expect("a hex address"))
        .collect();
    let count = text
        .lines()
        .find_map(|l| l.strip_prefix("aborts "))
        .map(|n| usize::from_str_radix(n, 16).expect("a hex count"));
    assert_eq!(count, Some(aborts.len()), "pabt.expected:\n{text}");
    aborts
}

/// Runs the program on `engine` (traced into `trace` in the given format if given)
/// and checks that it prints what it printed under QEMU.
fn run(engine: &str, trace: Option<(&Path, &str)>) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_goldtrace"));
    cmd.args(["--engine", engine, "--bios"])
        .arg(bare("pabt.elf"));
    if let Some((dir, format)) = trace {
        let _ = std::fs::remove_dir_all(dir);
        cmd.args(["--trace-format", format, "--trace"]).arg(dir);
    }
    let out = cmd.output().expect("running goldtrace");
    assert!(
        out.status.success(),
        "{engine}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected = std::fs::read_to_string(bare("pabt.expected")).unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected, "{engine}");
}

/// Runs the program traced on `engine` in `format` (`compact`: read through its
/// export); returns its exception records and its block executions as (block number,
/// start time).
fn traced(engine: &str, format: &str, dir: &Path) -> (Vec<ExcRecord>, Vec<(u64, u64)>) {
    run(engine, Some((dir, format)));
    let qtrace = if format == "compact" {
        let exported = dir.with_extension("qtrace");
        let compact = CompactReader::open(dir).expect("the compact trace reads back");
        tracefmt::compact::export(&compact, &exported, true).expect("the export");
        exported
    } else {
        dir.to_path_buf()
    };
    let r = TraceReader::open(&qtrace).expect("the trace reads back");
    let excs: Vec<ExcRecord> = r.exceptions().map(|e| e.unwrap()).collect();
    let execs = r.bb_execs().map(|e| e.unwrap()).collect::<Vec<_>>();
    // Every abort: the block that branched ran whole, and the vector's block runs next.
    let aborts: Vec<&ExcRecord> = excs.iter().filter(|e| e.target_pc == PABT_VECTOR).collect();
    for e in &aborts {
        let block = r
            .static_block(e.bb_num)
            .expect("the aborting block is known");
        assert_eq!(e.num_insns as usize, block.num_insns(), "{engine}: {e:?}");
        let at = execs
            .iter()
            .position(|x| x.recnum == e.recnum)
            .unwrap_or_else(|| panic!("{engine}: no execution {}", e.recnum));
        assert_eq!(execs[at].bb_num, e.bb_num, "{engine}: {e:?}");
        let next = r.static_block(execs[at + 1].bb_num).unwrap();
        assert_eq!(next.addr(), PABT_VECTOR, "{engine}: after {e:?}");
    }
    let pcs: Vec<u32> = aborts.iter().map(|e| e.current_pc).collect();
    assert_eq!(pcs, expected_aborts(), "{engine}: aborted addresses");
    let execs = execs.iter().map(|x| (x.bb_num, x.time)).collect();
    let _ = std::fs::remove_dir_all(dir);
    let _ = std::fs::remove_dir_all(&qtrace);
    (excs, execs)
}

#[test]
fn prefetch_aborts_are_exception_records_on_every_engine() {
    let base = std::env::temp_dir().join(format!("goldtrace-pabt-{}", std::process::id()));
    let interp = traced("interp", "compact", &base.join("interp"));
    for (engine, format) in [
        ("jit", "compact"),
        ("interp", "android"),
        ("jit", "android"),
    ] {
        let other = traced(engine, format, &base.join(format!("{engine}-{format}")));
        assert_eq!(other.0, interp.0, "{engine}, {format}: exception records");
        assert!(
            other.1 == interp.1,
            "{engine}, {format}: block executions differ"
        );
    }
    run("lockstep", None);
    let _ = std::fs::remove_dir_all(&base);
}

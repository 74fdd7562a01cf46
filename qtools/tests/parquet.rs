//! `qtools export-parquet`: the tables read back with the parquet crate's own reader hold
//! `profile`'s numbers (per-function cycles, the total), one `executions` row per executed
//! block in time order, the trace's events and exceptions; the layout keeps runs apart; every
//! integer column is signed. On the bare-metal fixture always, and on the default guest's boot
//! trace when `GOLDTRACE_BOOT_TRACE_COMPACT` names one. With Python's `duckdb` (a virtual
//! environment named by `QTOOLS_DUCKDB_PYTHON`, or `/tmp/venv-duckdb`), DuckDB reads the
//! same tables and checks the same sums (`tests/parquet_duckdb.py`).

mod common;
use common::{fixture_dir, fixture_session};

use std::collections::BTreeMap;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::Command;

use arrow_array::cast::AsArray;
use arrow_array::types::Int64Type;
use arrow_array::{Array, RecordBatch};
use arrow_schema::DataType;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use qtools::cmd::{self, ProfileBy};
use qtools::{parquet as pq, Session};

/// Hands every batch of every part file of `table` for run `run` to `f`, in part order.
fn each_batch(out: &Path, table: &str, run: &str, mut f: impl FnMut(RecordBatch)) {
    let dir = out.join(table).join(format!("run={run}"));
    let mut parts: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    parts.sort_by_key(|p| {
        let name = p.file_stem().unwrap().to_str().unwrap().to_string();
        name["part-".len()..].parse::<u64>().unwrap()
    });
    for p in parts {
        let r = ParquetRecordBatchReaderBuilder::try_new(File::open(&p).unwrap())
            .unwrap()
            .build()
            .unwrap();
        for b in r {
            f(b.unwrap());
        }
    }
}

/// Every batch of `table` for run `run` (for the small tables).
fn read(out: &Path, table: &str, run: &str) -> Vec<RecordBatch> {
    let mut batches = Vec::new();
    each_batch(out, table, run, |b| batches.push(b));
    batches
}

/// The trace's executed blocks (the closing event left out).
fn executed(s: &Session) -> u64 {
    match s.reader.compact() {
        Some(c) => c.chunks().iter().map(|c| c.execs).sum(),
        None => s.reader.header().num_dynamic_bb - 1,
    }
}

fn ints(b: &RecordBatch, col: &str) -> Vec<i64> {
    b.column_by_name(col)
        .unwrap_or_else(|| panic!("no column {col}"))
        .as_primitive::<Int64Type>()
        .values()
        .to_vec()
}

fn strs(b: &RecordBatch, col: &str) -> Vec<String> {
    let a = b.column_by_name(col).unwrap().as_string::<i32>();
    (0..a.len()).map(|i| a.value(i).to_string()).collect()
}

fn rows(batches: &[RecordBatch]) -> u64 {
    batches.iter().map(|b| b.num_rows() as u64).sum()
}

/// Exports `s` with executions as run `run` into `out` and checks every table against the
/// trace and `profile`.
fn export_and_check(s: &Session, out: &Path, run: &str) {
    let r = pq::export(s, out, Some(run), true, false).expect("export");
    assert_eq!(r.run, run);

    // functions: per-function cycles as profile's, and its total.
    let prof = cmd::flat_profile(s, ProfileBy::Function).unwrap();
    let mut want: BTreeMap<(String, String), i64> = BTreeMap::new();
    for r in &prof.rows {
        *want.entry(r.key.clone()).or_default() += r.cycles as i64;
    }
    let mut got: BTreeMap<(String, String), i64> = BTreeMap::new();
    let functions = read(out, "functions", run);
    for b in &functions {
        for ((f, file), c) in strs(b, "function")
            .into_iter()
            .zip(strs(b, "file"))
            .zip(ints(b, "cycles"))
        {
            *got.entry((f, file)).or_default() += c;
        }
        assert!(strs(b, "run").iter().all(|r| r == run));
    }
    assert_eq!(got, want);
    let total: i64 = got.values().sum();
    assert_eq!(total, prof.total as i64);

    // executions: one row per executed block, in time order, as many per block as `blocks`
    // says; the trace's executed blocks.
    let executed = executed(s);
    assert_eq!(
        r.rows.iter().find(|(t, _)| *t == "executions").unwrap().1,
        executed
    );
    let mut per_block: BTreeMap<i64, i64> = BTreeMap::new();
    let (mut last, mut n) = (0, 0);
    each_batch(out, "executions", run, |b| {
        n += b.num_rows() as u64;
        for (t, bb) in ints(&b, "time").into_iter().zip(ints(&b, "block")) {
            assert!(t >= last, "time {t} after {last}");
            last = t;
            *per_block.entry(bb).or_default() += 1;
        }
    });
    assert_eq!(n, executed);
    let mut blocks_execs: BTreeMap<i64, i64> = BTreeMap::new();
    let mut block_cycles = 0;
    for b in &read(out, "blocks", run) {
        for (bb, n) in ints(b, "block").into_iter().zip(ints(b, "executions")) {
            *blocks_execs.entry(bb).or_default() += n;
        }
        block_cycles += ints(b, "cycles").iter().sum::<i64>();
    }
    assert_eq!(blocks_execs, per_block);
    assert_eq!(block_cycles, total);

    // events, exceptions, processes: the trace's records.
    let pid_events = s.reader.pid_events().count() as u64;
    assert_eq!(rows(&read(out, "events", run)), pid_events);
    let exceptions = s.reader.exceptions().count() as u64;
    assert_eq!(rows(&read(out, "exceptions", run)), exceptions);
    let runs = read(out, "runs", run);
    assert_eq!(ints(&runs[0], "cycles"), vec![total]);
    assert_eq!(ints(&runs[0], "executions"), vec![executed as i64]);

    // Signed integers only (older Spark refuses unsigned 64-bit Parquet columns).
    for t in pq::TABLES {
        let part = out.join(t).join(format!("run={run}/part-0.parquet"));
        let r = ParquetRecordBatchReaderBuilder::try_new(File::open(&part).unwrap()).unwrap();
        for f in r.schema().fields() {
            assert!(
                !matches!(
                    f.data_type(),
                    DataType::UInt8 | DataType::UInt16 | DataType::UInt32 | DataType::UInt64
                ),
                "{t}.{}: {}",
                f.name(),
                f.data_type()
            );
        }
    }
    let profile = serde_json::json!({
        "total": prof.total,
        "functions": want.iter().map(|((f, file), c)| (f, file, c)).collect::<Vec<_>>(),
    });
    duckdb_check(out, run, &profile, executed);
}

/// DuckDB (Python) reads every table and checks the same sums, when it is there.
fn duckdb_check(out: &Path, run: &str, profile: &serde_json::Value, executed: u64) {
    let Some(python) = common::duckdb_python("the DuckDB check") else {
        return;
    };
    let prof = out.join(format!("profile-{run}.json"));
    std::fs::write(&prof, profile.to_string()).unwrap();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/parquet_duckdb.py");
    let o = Command::new(&python)
        .arg(script)
        .arg(out)
        .arg(run)
        .arg(&prof)
        .arg(executed.to_string())
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "DuckDB check failed:\n{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    eprint!("DuckDB: {}", String::from_utf8_lossy(&o.stdout));
    std::fs::remove_file(prof).unwrap();
}

#[test]
fn the_fixture_exports_tables_that_read_back_with_profiles_numbers() {
    let out = common::scratch("parquet-fixture");
    let s = fixture_session();
    export_and_check(&s, &out, "fixture");

    // The fixture's own facts: its exception, its three threads, the exec's argv.
    let x = read(&out, "exceptions", "fixture");
    assert_eq!(rows(&x), 1);
    let p = read(&out, "processes", "fixture");
    let names = strs(&p[0], "name");
    assert!(names.contains(&"child".to_string()), "{names:?}");
    let ev = read(&out, "events", "fixture");
    let kinds = strs(&ev[0], "kind");
    for k in ["fork", "clone", "exec", "switch", "exit", "mmap"] {
        assert!(kinds.contains(&k.to_string()), "no {k} in {kinds:?}");
    }

    // A second export of the run is refused, or replaces it with --force; another label is
    // a second run beside it.
    assert!(pq::export(&s, &out, Some("fixture"), false, false).is_err());
    pq::export(&s, &out, Some("fixture"), false, true).unwrap();
    assert!(!out.join("executions/run=fixture").exists());
    pq::export(&s, &out, Some("other"), false, false).unwrap();
    assert_eq!(
        rows(&read(&out, "functions", "other")),
        rows(&read(&out, "functions", "fixture"))
    );
    assert!(pq::export(&s, &out, Some("a/b"), false, false).is_err());
    // The default label: the recipe's hash.
    let r = pq::export(&s, &out, None, false, false).unwrap();
    let recipe = std::fs::read_to_string(fixture_dir().join("compact/recipe")).unwrap();
    assert_eq!(r.run, qtools::recipe::hash(&recipe));
    std::fs::remove_dir_all(&out).unwrap();
}

#[test]
fn the_boot_trace_exports_tables_that_read_back_with_profiles_numbers() {
    let Some(s) = common::boot_trace_session() else {
        return;
    };
    let out = common::scratch("parquet-boot");
    export_and_check(&s, &out, "boot");
    std::fs::remove_dir_all(&out).unwrap();
}

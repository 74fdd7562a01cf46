//! `qtools sql` (feature `sql`): the per-function cycles summed in SQL over the tables of
//! `export-parquet` equal `qtools profile`'s, the executions' row count the trace's executed
//! blocks; the `run=LABEL` folders give the `run` column; a trace is queried directly; and
//! DuckDB (Python, when a virtual environment with it is there: `QTOOLS_DUCKDB_PYTHON` or
//! `/tmp/venv-duckdb`, as for `tests/parquet.rs`) prints the same CSV for the same query. On
//! the bare-metal fixture always, and on the boot trace when `GOLDTRACE_BOOT_TRACE_COMPACT`
//! names one.
#![cfg(feature = "sql")]

mod common;
use common::{fixture_dir, fixture_session};

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use qtools::cmd::{self, ProfileBy, SqlArgs, SqlFormat};
use qtools::{parquet as pq, Session};

/// Per-function cycles, in a query both DataFusion and DuckDB run as written.
const PER_FUNCTION: &str = "SELECT function, file, CAST(sum(cycles) AS BIGINT) AS cycles \
     FROM functions WHERE run = '{run}' GROUP BY function, file \
     ORDER BY cycles DESC, function, file";

/// `qtools sql` over the folder `out` as CSV.
fn sql_csv(out: &Path, query: &str) -> String {
    let mut v = Vec::new();
    cmd::sql_query(out, query, SqlFormat::Csv, &mut v).unwrap_or_else(|e| panic!("{query}: {e:#}"));
    String::from_utf8(v).unwrap()
}

/// CSV rows after the header, split at commas (the tests' values hold none).
fn csv_rows(csv: &str) -> Vec<Vec<String>> {
    csv.lines()
        .skip(1)
        .map(|l| l.split(',').map(str::to_string).collect())
        .collect()
}

/// `profile`'s per-function cycles by (function, file).
fn profile(s: &Session) -> (BTreeMap<(String, String), i64>, i64) {
    let prof = cmd::flat_profile(s, ProfileBy::Function).unwrap();
    let mut want = BTreeMap::new();
    for r in &prof.rows {
        *want.entry(r.key.clone()).or_default() += r.cycles as i64;
    }
    (want, prof.total as i64)
}

/// The trace's executed blocks (the closing event left out).
fn executed(s: &Session) -> u64 {
    match s.reader.compact() {
        Some(c) => c.chunks().iter().map(|c| c.execs).sum(),
        None => s.reader.header().num_dynamic_bb - 1,
    }
}

/// Exports `s` as `run` into `out` and checks `qtools sql`'s answers against `profile` and the
/// trace, and against DuckDB's when it is there.
fn check_run(s: &Session, out: &Path, run: &str) {
    pq::export(s, out, Some(run), true, false).expect("export");
    let (want, total) = profile(s);
    let q = PER_FUNCTION.replace("{run}", run);
    let csv = sql_csv(out, &q);
    assert_eq!(csv.lines().next(), Some("function,file,cycles"));
    let got: BTreeMap<(String, String), i64> = csv_rows(&csv)
        .into_iter()
        .map(|r| ((r[0].clone(), r[1].clone()), r[2].parse().unwrap()))
        .collect();
    assert_eq!(got, want);
    let t = sql_csv(
        out,
        &format!("SELECT CAST(sum(cycles) AS BIGINT) AS total FROM functions WHERE run = '{run}'"),
    );
    assert_eq!(t, format!("total\n{total}\n"));
    let n = sql_csv(
        out,
        &format!("SELECT count(*) AS n FROM executions WHERE run = '{run}'"),
    );
    assert_eq!(n, format!("n\n{}\n", executed(s)));
    duckdb_same(out, &q, &csv);
}

/// DuckDB (Python) runs `query` over the same folder and prints the same CSV, when it is there.
fn duckdb_same(out: &Path, query: &str, want: &str) {
    let Some(python) = common::duckdb_python("the DuckDB comparison") else {
        return;
    };
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sql_duckdb.py");
    let o = Command::new(&python)
        .arg(script)
        .arg(out)
        .arg(query)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        want,
        "DuckDB's CSV differs"
    );
    eprintln!("DuckDB printed the same {} lines", want.lines().count());
}

#[test]
fn sql_sums_the_fixtures_tables_as_profile_does() {
    let out = common::scratch("sql-fixture");
    let s = fixture_session();
    check_run(&s, &out, "base");

    // A second run beside it: `run` from the folder names tells them apart.
    pq::export(&s, &out, Some("other"), false, false).unwrap();
    assert_eq!(
        sql_csv(&out, "SELECT DISTINCT run FROM functions ORDER BY run"),
        "run\nbase\nother\n"
    );
    assert_eq!(
        sql_csv(
            &out,
            "SELECT count(*) AS n FROM functions a JOIN functions b USING (pid, tid, process, \
             function, file, cycles) WHERE a.run = 'base' AND b.run = 'other'"
        ),
        sql_csv(
            &out,
            "SELECT count(*) AS n FROM functions WHERE run = 'base'"
        )
    );

    // Text and JSON of the same result.
    let mut text = Vec::new();
    let q = "SELECT run, CAST(sum(cycles) AS BIGINT) AS cycles FROM functions GROUP BY run \
             ORDER BY run";
    cmd::sql_query(&out, q, SqlFormat::Text, &mut text).unwrap();
    let (_, total) = profile(&s);
    let w = total.to_string().len().max(6);
    assert_eq!(
        String::from_utf8(text).unwrap(),
        format!(
            "run    {:>w$}\n-----  {}\nbase   {total:>w$}\nother  {total:>w$}\n(2 rows)\n",
            "cycles",
            "-".repeat(w)
        )
    );
    let mut json = Vec::new();
    cmd::sql_query(&out, q, SqlFormat::Json, &mut json).unwrap();
    let v: serde_json::Value = serde_json::from_slice(&json).unwrap();
    assert_eq!(
        v,
        serde_json::json!([{"run": "base", "cycles": total}, {"run": "other", "cycles": total}])
    );

    // A wrong query is an error that names the column.
    let mut v = Vec::new();
    let e =
        cmd::sql_query(&out, "SELECT nosuch FROM functions", SqlFormat::Csv, &mut v).unwrap_err();
    assert!(format!("{e:#}").contains("nosuch"), "{e:#}");
    std::fs::remove_dir_all(&out).unwrap();
}

#[test]
fn sql_queries_a_trace_directly() {
    let a = SqlArgs {
        source: fixture_dir().join("compact"),
        query: "SELECT run, CAST(sum(cycles) AS BIGINT) AS cycles FROM functions GROUP BY run"
            .to_string(),
        elfs: Vec::new(),
        root: Some(fixture_dir()),
        no_vmlinux: true,
        quiet: true,
        label: Some("direct".to_string()),
        executions: false,
        format: SqlFormat::Csv,
    };
    let mut v = Vec::new();
    cmd::sql(&a, &mut v).unwrap();
    let (_, total) = profile(&fixture_session());
    assert_eq!(
        String::from_utf8(v).unwrap(),
        format!("run,cycles\ndirect,{total}\n")
    );
}

#[test]
fn sql_sums_the_boot_traces_tables_as_profile_does() {
    let Some(s) = common::boot_trace_session() else {
        return;
    };
    let out = common::scratch("sql-boot");
    check_run(&s, &out, "boot");
    std::fs::remove_dir_all(&out).unwrap();
}

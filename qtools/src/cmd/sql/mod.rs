//! `qtools sql SOURCE QUERY`: SQL over the Parquet tables of `export-parquet` (a folder of
//! them, or a trace exported on the fly into a temporary folder) with Apache DataFusion linked
//! into qtools, behind the cargo feature `sql` (its build is long, so it is off by default).

#[cfg(feature = "sql")]
mod engine;
#[cfg(feature = "sql")]
mod print;

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use clap::{Args, ValueEnum};

use crate::replay::TimeRange;
use crate::symargs::SymbolArgs;

/// How `qtools sql` prints the result.
#[derive(ValueEnum, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum SqlFormat {
    /// Aligned columns (numbers to the right), then the row count.
    #[default]
    Text,
    /// RFC 4180 CSV with a header line; NULL as an empty field.
    Csv,
    /// A JSON array of one object per row.
    Json,
}

/// `qtools sql SOURCE QUERY [ELF...]`.
#[derive(Args, Debug, Clone)]
pub struct SqlArgs {
    /// A folder of tables written by `export-parquet` (`TABLE/run=LABEL/part-N.parquet`),
    /// or a trace directory, exported first into a temporary folder.
    pub source: PathBuf,
    /// The query: each table folder of SOURCE is a table of that name (`functions`,
    /// `blocks`, ...), its `run=LABEL` folders its `run` column.
    pub query: String,
    /// ELF files for a trace SOURCE: the kernel first, as for `profile`.
    pub elfs: Vec<PathBuf>,
    /// Root directory that mapped paths are looked up under (a trace SOURCE).
    #[arg(short = 'r', long)]
    pub root: Option<PathBuf>,
    /// Do not load any kernel symbols (a trace SOURCE).
    #[arg(long)]
    pub no_vmlinux: bool,
    /// Do not print warnings about missing or stripped ELF files.
    #[arg(short = 'q', long)]
    pub quiet: bool,
    /// The run's label for a trace SOURCE (default: the recipe's hash).
    #[arg(long)]
    pub label: Option<String>,
    /// Also export `executions` (every block execution) for a trace SOURCE.
    #[arg(long)]
    pub executions: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = SqlFormat::Text)]
    pub format: SqlFormat,
}

/// A temporary folder of tables, removed when dropped.
struct TempTables(PathBuf);

impl Drop for TempTables {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Whether `dir` is a folder of tables: some sub-folder holds `run=` folders.
fn is_table_folder(dir: &Path) -> bool {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return false;
    };
    rd.flatten().any(|t| {
        std::fs::read_dir(t.path()).is_ok_and(|mut runs| {
            runs.any(|r| r.is_ok_and(|r| r.file_name().to_string_lossy().starts_with("run=")))
        })
    })
}

/// Exports the trace `a.source` into a fresh temporary folder.
fn export_trace(a: &SqlArgs) -> Result<TempTables> {
    let sym = SymbolArgs {
        root: a.root.clone(),
        no_vmlinux: a.no_vmlinux,
        quiet: a.quiet,
        ..SymbolArgs::default()
    };
    let s = sym.open(&a.source, &a.elfs, TimeRange::default())?;
    let dir = std::env::temp_dir().join(format!(
        "qtools-sql-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos())
    ));
    std::fs::create_dir_all(&dir).with_context(|| format!("cannot make {}", dir.display()))?;
    let tmp = TempTables(dir);
    crate::parquet::export(&s, &tmp.0, a.label.as_deref(), a.executions, false)?;
    Ok(tmp)
}

/// Runs `qtools sql`: the query's result in `a.format`.
pub fn sql(a: &SqlArgs, w: &mut dyn Write) -> Result<()> {
    if !cfg!(feature = "sql") {
        // Says how to build it before exporting a trace (minutes on a long one) for nothing.
        return run_query(&a.source, &a.query, a.format, w);
    }
    let tmp;
    let folder = if is_table_folder(&a.source) {
        if !a.elfs.is_empty() || a.label.is_some() || a.executions {
            bail!(
                "{}: a folder of tables: ELF files, --label and --executions apply to a trace",
                a.source.display()
            );
        }
        a.source.as_path()
    } else if a.source.is_dir() {
        tmp = export_trace(a)?;
        tmp.0.as_path()
    } else {
        bail!(
            "{}: neither a folder of tables (TABLE/run=LABEL/*.parquet) nor a trace",
            a.source.display()
        );
    };
    run_query(folder, &a.query, a.format, w)
}

/// The query over the folder of tables `folder`, written in `format`.
#[cfg(feature = "sql")]
pub fn run_query(folder: &Path, query: &str, format: SqlFormat, w: &mut dyn Write) -> Result<()> {
    let printer = engine::query(
        folder,
        query,
        |schema| print::Printer::new(schema, format, w),
        |p, b| p.batch(b),
    )?;
    printer.finish()
}

/// Without the `sql` feature: says how to build it.
#[cfg(not(feature = "sql"))]
pub fn run_query(folder: &Path, query: &str, format: SqlFormat, w: &mut dyn Write) -> Result<()> {
    let _ = (folder, query, format, w);
    bail!(
        "this qtools was built without SQL: build it with `cargo build --release -p qtools \
         --features sql` (Apache DataFusion), or query the folder with DuckDB or Spark \
         (docs/diff-and-parquet.md)"
    )
}

#[cfg(all(test, not(feature = "sql")))]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        sql: SqlArgs,
    }

    #[test]
    fn without_the_feature_it_says_so_before_reading_the_source() {
        // A folder that is not a trace: exporting it first would fail on the trace instead.
        let dir = std::env::temp_dir().join(format!("qtools-sql-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let cli = Cli::parse_from(["sql", dir.to_str().unwrap(), "select 1"]);
        let err = sql(&cli.sql, &mut Vec::new()).unwrap_err().to_string();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(err.contains("built without SQL"), "{err}");
    }
}

//! `export-parquet TRACE OUT`: the trace as Parquet tables that DuckDB, Spark, pandas or
//! DataFusion read: `functions`, `blocks`, `processes`, `events`, `exceptions`, `runs` and,
//! with `--executions`, every block execution. Each table is a folder of
//! `run=LABEL/part-N.parquet` files (Hive partitioning), so the exports of many runs into one
//! `OUT` read as one table per name; every row also carries its `run`.

mod executions;
mod tables;
mod writer;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{bail, Context, Result};
use clap::Args;

pub use executions::{ExecReport, EXECUTIONS};
pub use tables::{BLOCKS, EVENTS, EXCEPTIONS, FUNCTIONS, PROCESSES};
pub use writer::{Columns, Kind, PART_ROW_GROUPS, ROW_GROUP};

use crate::blocksums::block_sums;
use crate::replay::TimeRange;
use crate::symargs::SymbolArgs;
use crate::Session;
use writer::{TableWriter, Val};

/// `runs`: one row per run: its label, recipe hash, trace and totals.
pub const RUNS: Columns = &[
    ("run", Kind::Str, false),
    ("recipe", Kind::Str, true),
    ("trace", Kind::Str, false),
    ("cycles", Kind::Int, false),
    ("executions", Kind::Int, false),
    ("instructions", Kind::Int, false),
];

/// Every table name, `executions` last.
pub const TABLES: [&str; 7] = [
    "functions",
    "blocks",
    "processes",
    "events",
    "exceptions",
    "runs",
    "executions",
];

/// `qtools export-parquet TRACE OUT [ELF...]`.
#[derive(Args, Debug, Clone)]
pub struct ExportArgs {
    /// The trace directory.
    pub trace: PathBuf,
    /// The folder of tables (made if missing; other runs' folders in it are kept).
    pub out: PathBuf,
    /// ELF files: the kernel first, as for `profile`.
    pub elfs: Vec<PathBuf>,
    #[command(flatten)]
    pub sym: SymbolArgs,
    /// The run's label: its `run` column and folder name (`run=LABEL`). Default: the recipe's
    /// hash (16 hex digits), or `trace` without a recipe.
    #[arg(long)]
    pub label: Option<String>,
    /// Also write `executions`: every block execution (time, block, pid).
    #[arg(long)]
    pub executions: bool,
    /// Replace this run's files if OUT already has them.
    #[arg(long)]
    pub force: bool,
}

/// What an export wrote.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ExportReport {
    /// The run's label.
    pub run: String,
    /// Rows per table written, in [`TABLES`] order.
    pub rows: Vec<(&'static str, u64)>,
    /// The executions table's numbers, when written.
    pub executions: Option<ExecReport>,
}

/// A label that is one folder name and no Hive partition syntax.
fn check_label(label: &str) -> Result<()> {
    let ok = !label.is_empty()
        && !label.starts_with('.')
        && label
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '+' | '@'));
    if !ok {
        bail!("label {label:?}: use letters, digits and - _ . + @ (not first a dot)");
    }
    Ok(())
}

/// The run's folder of each table under `out`: refused if one holds files, unless `force`,
/// which removes them.
fn clear_run(out: &Path, run: &str, force: bool) -> Result<()> {
    for t in TABLES {
        let dir = out.join(t).join(format!("run={run}"));
        if !dir.exists() {
            continue;
        }
        if !force {
            bail!(
                "{}: run {run:?} was exported there already (use --force to replace it, or --label)",
                dir.display()
            );
        }
        std::fs::remove_dir_all(&dir)
            .with_context(|| format!("cannot remove {}", dir.display()))?;
    }
    Ok(())
}

/// Exports the open trace `s` into `out` as run `label` (default: the recipe's hash).
pub fn export(
    s: &Session,
    out: &Path,
    label: Option<&str>,
    with_executions: bool,
    force: bool,
) -> Result<ExportReport> {
    let recipe = crate::recipe::read(s.reader.dir());
    let hash = recipe.as_deref().map(crate::recipe::hash);
    let run = label
        .map(str::to_string)
        .or_else(|| hash.clone())
        .unwrap_or_else(|| "trace".to_string());
    check_label(&run)?;
    clear_run(out, &run, force)?;
    let sums = block_sums(s, true)?;
    let (nf, nb) = tables::write_sums(s, &sums, out, &run)?;
    let np = tables::write_processes(&sums, out, &run)?;
    let ne = tables::write_events(s, out, &run)?;
    let nx = tables::write_exceptions(s, out, &run)?;
    let mut t = TableWriter::create(out, "runs", &run, RUNS, &[])?;
    let execs: u64 = sums.blocks.values().map(|v| v.count).sum();
    let insns: u64 = sums.blocks.values().map(|v| v.insns).sum();
    t.row(vec![
        hash.map_or(Val::Null, Val::Str),
        Val::Str(s.reader.dir().display().to_string()),
        Val::Int(sums.kept as i64),
        Val::Int(execs as i64),
        Val::Int(insns as i64),
    ])?;
    let nr = t.finish()?;
    let mut rows = vec![
        ("functions", nf),
        ("blocks", nb),
        ("processes", np),
        ("events", ne),
        ("exceptions", nx),
        ("runs", nr),
    ];
    let executions = if with_executions {
        let r = executions::write_executions(s, out, &run)?;
        rows.push(("executions", r.rows));
        Some(r)
    } else {
        None
    };
    Ok(ExportReport {
        run,
        rows,
        executions,
    })
}

/// The bytes of the files under `dir`.
fn folder_bytes(dir: &Path) -> u64 {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return 0;
    };
    rd.flatten()
        .map(|e| match e.file_type() {
            Ok(t) if t.is_dir() => folder_bytes(&e.path()),
            _ => e.metadata().map_or(0, |m| m.len()),
        })
        .sum()
}

/// Runs `qtools export-parquet`, saying what it wrote.
pub fn export_parquet(a: &ExportArgs, w: &mut dyn Write) -> Result<()> {
    if a.sym.format != crate::Format::Text {
        bail!("export-parquet writes Parquet files: --format does not apply");
    }
    let s = a.sym.open(&a.trace, &a.elfs, TimeRange::default())?;
    let start = Instant::now();
    let r = export(&s, &a.out, a.label.as_deref(), a.executions, a.force)?;
    let secs = start.elapsed().as_secs_f64();
    writeln!(w, "run: {}", r.run)?;
    for (t, n) in &r.rows {
        let dir = a.out.join(t).join(format!("run={}", r.run));
        writeln!(
            w,
            "{t}: {n} rows, {} bytes in {}",
            folder_bytes(&dir),
            dir.display()
        )?;
    }
    if let Some(x) = r.executions {
        let bytes = folder_bytes(&a.out.join("executions").join(format!("run={}", r.run)));
        writeln!(
            w,
            "executions: {:.3} bytes per execution; the Parquet writer held at most {} bytes",
            bytes as f64 / x.rows.max(1) as f64,
            x.peak_buffered
        )?;
    }
    writeln!(w, "exported in {secs:.2} s")?;
    Ok(())
}

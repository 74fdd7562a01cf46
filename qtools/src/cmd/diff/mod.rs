//! `diff A B`: what changed between two runs, per function (or process, thread, file, block):
//! the cycles of each side, the difference and the ratio, largest difference first. Functions
//! are matched by name and file, so two builds with different addresses compare; the header
//! says whether the two runs had the same recipe. The numbers are `profile`'s
//! ([`flat_profile`]), or for blocks [`block_sums`]'s.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;

use anyhow::{bail, Result};
use clap::Args;

use super::{flat_profile, ProfileBy};
use crate::blocksums::block_sums;
use crate::recipe::{self, compare as compare_recipes};
use crate::replay::TimeRange;
use crate::symargs::SymbolArgs;
use crate::table::{Cell, Table};
use crate::{Format, Session};

/// What `diff` compares by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum DiffBy {
    /// Per function, matched by name and file.
    #[default]
    Function,
    /// Per process (thread group), matched by pid and name.
    Process,
    /// Per thread, matched by pid and name.
    Thread,
    /// Per file (vmlinux, the executable, each library).
    File,
    /// Per block, matched by function, offset into it and file.
    Block,
}

/// The least difference shown: cycles, or a percentage of A's cycles (`1.5%`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Threshold {
    /// Cycles.
    Cycles(u64),
    /// Percent of A's total.
    Percent(f64),
}

impl Threshold {
    /// Parses `N` (cycles) or `N%`.
    pub fn parse(s: &str) -> Result<Threshold, String> {
        let bad =
            || format!("{s:?} is not a threshold (cycles like 1000, or a percentage like 0.5%)");
        match s.strip_suffix('%') {
            Some(p) => p
                .trim()
                .parse::<f64>()
                .ok()
                .filter(|p| p.is_finite() && *p >= 0.0)
                .map(Threshold::Percent)
                .ok_or_else(bad),
            None => s.trim().parse().map(Threshold::Cycles).map_err(|_| bad()),
        }
    }

    fn cycles(self, total_a: u64) -> u64 {
        match self {
            Threshold::Cycles(c) => c,
            Threshold::Percent(p) => (p / 100.0 * total_a as f64).ceil() as u64,
        }
    }
}

/// One side of a diff: cycles per key, and the total.
#[derive(Debug, Clone, Default)]
pub struct Side {
    /// The trace (as named on the command line).
    pub name: String,
    /// Its recipe, if it has one.
    pub recipe: Option<String>,
    /// (name, file) or (pid, process name) → cycles and whether it is kernel code.
    pub rows: BTreeMap<(String, String), (u64, bool)>,
    /// Cycles the filters kept.
    pub total: u64,
}

/// One side's numbers from the open trace `s` (its filters and window).
pub fn side(s: &Session, by: DiffBy) -> Result<Side> {
    let mut rows: BTreeMap<(String, String), (u64, bool)> = BTreeMap::new();
    let total = if by == DiffBy::Block {
        let sums = block_sums(s, true)?;
        let m = &sums.model;
        for (k, v) in &sums.blocks {
            let info = &m.funcs[k.func as usize];
            let label = s.opts.filter.label(m, k.func);
            let (name, file) = if label.starts_with(':') {
                (label.to_string(), String::new())
            } else {
                (format!("{label}+0x{:x}", v.offset), info.path.to_string())
            };
            let e = rows.entry((name, file)).or_insert((0, info.kernel));
            e.0 += v.cycles;
        }
        sums.kept
    } else {
        let pby = match by {
            DiffBy::Function => ProfileBy::Function,
            DiffBy::Process => ProfileBy::Process,
            DiffBy::Thread => ProfileBy::Pid,
            DiffBy::File | DiffBy::Block => ProfileBy::Library,
        };
        let p = flat_profile(s, pby)?;
        for r in p.rows {
            let (a, b) = r.key;
            let key = match by {
                DiffBy::Process | DiffBy::Thread => (a.trim().to_string(), b),
                DiffBy::File => (String::new(), a),
                _ => (a, b),
            };
            rows.insert(key, (r.cycles, r.kernel));
        }
        p.kept
    };
    Ok(Side {
        name: s.reader.dir().display().to_string(),
        recipe: recipe::read(s.reader.dir()),
        rows,
        total,
    })
}

/// One compared row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// (name, file) or (pid, process name).
    pub key: (String, String),
    /// A's cycles (`None`: not in A, new in B).
    pub a: Option<u64>,
    /// B's cycles (`None`: vanished in B).
    pub b: Option<u64>,
    /// Kernel code.
    pub kernel: bool,
}

impl Row {
    /// B minus A.
    pub fn difference(&self) -> i64 {
        self.b.unwrap_or(0) as i64 - self.a.unwrap_or(0) as i64
    }

    /// `new`, `vanished` or empty.
    pub fn status(&self) -> &'static str {
        match (self.a, self.b) {
            (None, Some(_)) => "new",
            (Some(_), None) => "vanished",
            _ => "",
        }
    }
}

/// Every key of either side, largest absolute difference first (then by key).
pub fn compare(a: &Side, b: &Side) -> Vec<Row> {
    let mut rows: Vec<Row> = a
        .rows
        .iter()
        .map(|(k, &(c, kernel))| Row {
            key: k.clone(),
            a: Some(c),
            b: b.rows.get(k).map(|r| r.0),
            kernel,
        })
        .collect();
    for (k, &(c, kernel)) in &b.rows {
        if !a.rows.contains_key(k) {
            rows.push(Row {
                key: k.clone(),
                a: None,
                b: Some(c),
                kernel,
            });
        }
    }
    rows.sort_by(|x, y| {
        y.difference()
            .unsigned_abs()
            .cmp(&x.difference().unsigned_abs())
            .then_with(|| x.key.cmp(&y.key))
    });
    rows
}

/// Writes the comparison of `a` and `b`: rows whose difference is at least `threshold`, and the
/// totals.
pub fn write(
    a: &Side,
    b: &Side,
    by: DiffBy,
    threshold: Threshold,
    format: Format,
    out: &mut dyn Write,
) -> Result<()> {
    let rows = compare(a, b);
    let least = threshold.cycles(a.total);
    let shown: Vec<&Row> = rows
        .iter()
        .filter(|r| r.difference().unsigned_abs() >= least)
        .collect();
    let differing = rows.iter().filter(|r| r.difference() != 0).count() as u64;
    let names: &[&str] = match by {
        DiffBy::Function => &["k", "function", "file"],
        DiffBy::Block => &["k", "block", "file"],
        DiffBy::File => &["file"],
        DiffBy::Process | DiffBy::Thread => &["pid", "name"],
    };
    let mut cols = vec!["a", "b", "difference", "ratio", "status"];
    cols.extend_from_slice(names);
    let mut t = Table::new(&cols);
    t.note("a", a.name.as_str());
    t.note("b", b.name.as_str());
    t.note(
        "recipe",
        compare_recipes(a.recipe.as_deref(), b.recipe.as_deref()).describe(),
    );
    t.note("a cycles", a.total);
    t.note("b cycles", b.total);
    t.note("difference", Cell::Signed(b.total as i64 - a.total as i64));
    t.note("differing rows", differing);
    t.note("shown (difference at least)", least);
    let ratio = |a: u64, b: u64| {
        if a == 0 {
            Cell::Str("-".into())
        } else {
            Cell::Float(b as f64 / a as f64)
        }
    };
    let push = |t: &mut Table, key: &(String, String), a: Cell, b: Cell, r: &Row| {
        let mut row = vec![
            a,
            b,
            Cell::Signed(r.difference()),
            ratio(r.a.unwrap_or(0), r.b.unwrap_or(0)),
            r.status().into(),
        ];
        match by {
            DiffBy::Function | DiffBy::Block => {
                let k = r.kernel && !key.0.starts_with(':');
                row.push(if k { "k" } else { "" }.into());
                row.push(key.0.clone().into());
                row.push(key.1.clone().into());
            }
            DiffBy::File => row.push(key.1.clone().into()),
            DiffBy::Process | DiffBy::Thread => {
                row.push(
                    key.0
                        .parse::<u64>()
                        .map_or(Cell::Str(String::new()), Cell::Int),
                );
                row.push(key.1.clone().into());
            }
        }
        t.row(row);
    };
    for r in &shown {
        let cell = |c: Option<u64>| c.map_or(Cell::Str("-".into()), Cell::Int);
        push(&mut t, &r.key, cell(r.a), cell(r.b), r);
    }
    if format == Format::Text {
        let total = Row {
            key: ("(total)".into(), String::new()),
            a: Some(a.total),
            b: Some(b.total),
            kernel: false,
        };
        let key = match by {
            DiffBy::File => (String::new(), "(total)".to_string()),
            DiffBy::Process | DiffBy::Thread => (String::new(), "(total)".to_string()),
            _ => total.key.clone(),
        };
        push(&mut t, &key, Cell::Int(a.total), Cell::Int(b.total), &total);
    }
    t.write(out, format)?;
    Ok(())
}

/// `qtools diff A B [ELF...]`.
#[derive(Args, Debug, Clone)]
pub struct DiffArgs {
    /// The first trace (the base).
    pub a: PathBuf,
    /// The second trace (compared with A).
    pub b: PathBuf,
    /// ELF files for both traces: the kernel first, as for `profile`.
    pub elfs: Vec<PathBuf>,
    #[command(flatten)]
    pub sym: SymbolArgs,
    /// What to compare by.
    #[arg(long, value_enum, default_value_t = DiffBy::Function)]
    pub by: DiffBy,
    /// The least difference shown: cycles, or a percentage of A's cycles (`0.5%`); 0 shows
    /// every row.
    #[arg(long, default_value = "1", value_parser = Threshold::parse)]
    pub threshold: Threshold,
    /// First time (cycles) counted, in both traces.
    #[arg(long)]
    pub start: Option<u64>,
    /// Last time (cycles) counted, in both traces.
    #[arg(long)]
    pub end: Option<u64>,
    /// First time counted in A (instead of --start).
    #[arg(long)]
    pub start_a: Option<u64>,
    /// Last time counted in A (instead of --end).
    #[arg(long)]
    pub end_a: Option<u64>,
    /// First time counted in B (instead of --start).
    #[arg(long)]
    pub start_b: Option<u64>,
    /// Last time counted in B (instead of --end).
    #[arg(long)]
    pub end_b: Option<u64>,
}

/// Runs `qtools diff`: opens and replays A, then B (each with its own root and window).
pub fn diff(args: &DiffArgs, out: &mut dyn Write) -> Result<()> {
    let window = |start: Option<u64>, end: Option<u64>| -> Result<TimeRange> {
        let r = TimeRange {
            start: start.or(args.start),
            end: end.or(args.end),
        };
        if let (Some(s), Some(e)) = (r.start, r.end) {
            if s > e {
                bail!("the window starts at {s}, after its end {e}");
            }
        }
        Ok(r)
    };
    let wa = window(args.start_a, args.end_a)?;
    let wb = window(args.start_b, args.end_b)?;
    let mut a = side(&args.sym.open(&args.a, &args.elfs, wa)?, args.by)?;
    let mut b = side(&args.sym.open(&args.b, &args.elfs, wb)?, args.by)?;
    a.name = args.a.display().to_string();
    b.name = args.b.display().to_string();
    write(&a, &b, args.by, args.threshold, args.sym.format, out)
}

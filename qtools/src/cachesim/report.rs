//! The text report of a simulation: the caches, then per process and per function.

use std::io::Write;

use anyhow::Result;

use super::cache::{Cache, CacheStats, Replacement};
use super::hierarchy::Totals;
use super::sim::Simulator;
use crate::table::{Cell, Table};
use crate::Format;

/// What the report shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReportOptions {
    /// Functions listed (those with the most L1 misses first).
    pub limit: usize,
}

fn rate(s: &CacheStats) -> Cell {
    if s.accesses == 0 {
        Cell::Str("-".into())
    } else {
        Cell::Float(100.0 * s.misses as f64 / s.accesses as f64)
    }
}

fn describe(c: &Cache) -> Vec<Cell> {
    let cfg = c.config();
    let g = cfg.geometry;
    let repl = match cfg.replacement {
        Replacement::Lru => "lru".to_string(),
        Replacement::RoundRobin => "round-robin".to_string(),
        Replacement::Random => format!("random (seed {})", cfg.seed),
    };
    let write = format!(
        "{}, {}",
        if cfg.write_back { "back" } else { "through" },
        if cfg.write_allocate {
            "allocate"
        } else {
            "no-allocate"
        }
    );
    vec![
        Cell::Int(u64::from(g.size)),
        Cell::Int(u64::from(g.assoc)),
        Cell::Int(u64::from(g.line)),
        Cell::Str(repl),
        Cell::Str(write),
    ]
}

/// The columns of one set of counters: accesses, misses and miss rate per cache.
fn counter_columns(l2: bool) -> Vec<&'static str> {
    let mut c = vec!["I-acc", "I-miss", "I-miss%", "D-acc", "D-miss", "D-miss%"];
    if l2 {
        c.extend(["L2-acc", "L2-miss", "L2-miss%"]);
    }
    c
}

fn counter_cells(t: &Totals, l2: bool) -> Vec<Cell> {
    let mut v = vec![
        Cell::Int(t.i.accesses),
        Cell::Int(t.i.misses),
        rate(&t.i),
        Cell::Int(t.d.accesses),
        Cell::Int(t.d.misses),
        rate(&t.d),
    ];
    if l2 {
        v.extend([
            Cell::Int(t.l2.accesses),
            Cell::Int(t.l2.misses),
            rate(&t.l2),
        ]);
    }
    v
}

/// Writes the report of a finished simulation.
pub fn write_report(sim: &Simulator<'_>, opts: &ReportOptions, out: &mut dyn Write) -> Result<()> {
    let n = &sim.counts;
    let totals = sim.totals();
    let l2 = sim.caches.l2.is_some();

    let mut caches = Table::new(&[
        "cache",
        "size",
        "assoc",
        "line",
        "replacement",
        "write",
        "accesses",
        "misses",
        "miss%",
        "writebacks",
    ]);
    caches.note("fetches", n.fetches);
    caches.note("reads", n.reads);
    caches.note("writes", n.writes);
    caches.note("context switches", n.switches);
    caches.note("L1 flushes", n.flushes);
    caches.note("exceptions", n.exceptions);
    caches.note("system calls", n.syscalls);
    let mut levels = vec![
        ("L1I", &sim.caches.l1i, totals.i),
        ("L1D", &sim.caches.l1d, totals.d),
    ];
    if let Some(c) = &sim.caches.l2 {
        levels.push(("L2", c, totals.l2));
    }
    for (name, c, s) in levels {
        let mut row = vec![Cell::from(name)];
        row.extend(describe(c));
        row.extend([
            Cell::Int(s.accesses),
            Cell::Int(s.misses),
            rate(&s),
            Cell::Int(s.writebacks),
        ]);
        caches.row(row);
    }
    caches.write(out, Format::Text)?;

    writeln!(out)?;
    writeln!(out, "Per process:")?;
    let mut cols = vec!["pid", "name"];
    cols.extend(counter_columns(l2));
    let mut pids = Table::new(&cols);
    for row in &sim.per_pid {
        if row.totals.i.accesses + row.totals.d.accesses == 0 {
            continue;
        }
        let (pid, name) = match row.pid {
            Some(p) => {
                let name = sim
                    .functions
                    .as_ref()
                    .and_then(|f| f.model.procs.get(&p))
                    .map_or(String::new(), |p| p.name.clone());
                (Cell::Int(u64::from(p)), name)
            }
            None => (Cell::Str("-".into()), "(before the first switch)".into()),
        };
        let mut cells = vec![pid, Cell::Str(name)];
        cells.extend(counter_cells(&row.totals, l2));
        pids.row(cells);
    }
    pids.write(out, Format::Text)?;

    let Some(f) = &sim.functions else {
        return Ok(());
    };
    writeln!(out)?;
    let mut order: Vec<usize> = (0..sim.per_func.len())
        .filter(|&i| {
            let t = &sim.per_func[i];
            t.i.accesses + t.d.accesses > 0
        })
        .collect();
    order.sort_by_key(|&i| {
        let t = &sim.per_func[i];
        (
            std::cmp::Reverse(t.i.misses + t.d.misses),
            std::cmp::Reverse(t.i.accesses + t.d.accesses),
            i,
        )
    });
    writeln!(
        out,
        "Per function ({} of {}, most L1 misses first):",
        order.len().min(opts.limit),
        order.len()
    )?;
    let mut cols = vec!["function", "file"];
    cols.extend(counter_columns(l2));
    let mut funcs = Table::new(&cols);
    for &i in order.iter().take(opts.limit) {
        let info = &f.model.funcs[i];
        let mut cells = vec![
            Cell::Str(info.name.clone()),
            Cell::Str(info.path.to_string()),
        ];
        cells.extend(counter_cells(&sim.per_func[i], l2));
        funcs.row(cells);
    }
    funcs.write(out, Format::Text)?;
    Ok(())
}

//! Compact traces in qtools: `export-qtrace` writes the Android qtrace v2 from one and
//! `info` prints its recipe and chunk index. Every other command reads it through
//! [`tracefmt::TraceReader::open_any`], straight from its chunks.

use std::io::Write;
use std::path::Path;
use std::time::Instant;

use anyhow::{Context, Result};
use tracefmt::compact::{self, CompactReader};

/// Opens the compact trace `dir`, saying on stderr when it is unfinished or damaged.
pub fn open(dir: &Path) -> Result<CompactReader> {
    let r = CompactReader::open(dir)
        .with_context(|| format!("{} is not a readable compact trace", dir.display()))?;
    say_state(&r);
    Ok(r)
}

/// Says on stderr when the compact trace `r` is unfinished (a killed run) or damaged.
pub fn say_state(r: &CompactReader) {
    let dir = r.dir();
    if !r.is_finished() {
        let last = r.chunks().iter().map(|c| c.last_time).max().unwrap_or(0);
        let why = r.tail_error().map_or(String::new(), |e| format!(" ({e})"));
        eprintln!(
            "qtools: {}: unfinished trace: read up to tick {last} in {} chunks{why}",
            dir.display(),
            r.num_chunks()
        );
    } else if let Some(e) = r.tail_error() {
        eprintln!("qtools: {}: damaged trace: {e}", dir.display());
    }
}

/// `qtools export-qtrace TRACE OUT`.
pub fn export_qtrace(trace: &Path, out: &Path, force: bool, w: &mut dyn Write) -> Result<()> {
    let r = open(trace)?;
    let start = Instant::now();
    let e = compact::export(&r, out, force).map_err(|e| match e {
        tracefmt::Error::AlreadyExists(p) => anyhow::anyhow!(
            "{}: a trace already exists there (use --force to overwrite it)",
            p.display()
        ),
        e => anyhow::anyhow!("{}: {e}", out.display()),
    })?;
    let secs = start.elapsed().as_secs_f64();
    let execs: u64 = r.chunks().iter().map(|c| c.execs).sum();
    writeln!(
        w,
        "{}: qtrace v2 from {} chunks, {execs} executed blocks in {secs:.2} s ({:.1} M executed blocks/s){}",
        out.display(),
        e.chunks,
        execs as f64 / secs.max(1e-9) / 1e6,
        if e.complete {
            ""
        } else {
            "; the trace is unfinished: the export ends at its last event"
        }
    )?;
    Ok(())
}

/// `qtools info TRACE`: the recipe, sizes and the chunk index.
pub fn info(trace: &Path, chunks: bool, w: &mut dyn Write) -> Result<()> {
    if !compact::is_compact(trace) {
        let r = tracefmt::TraceReader::open(trace)
            .with_context(|| format!("{} is not a readable trace", trace.display()))?;
        let h = r.header();
        writeln!(w, "format: Android qtrace v2")?;
        writeln!(w, "finished: {}", r.is_finished())?;
        writeln!(w, "static blocks: {}", h.num_static_bb.saturating_sub(1))?;
        writeln!(w, "executed blocks: {}", h.num_dynamic_bb.saturating_sub(1))?;
        writeln!(w, "instructions: {}", h.num_dynamic_insn)?;
        return Ok(());
    }
    let r = open(trace)?;
    let index = r.chunks();
    let execs: u64 = index.iter().map(|c| c.execs).sum();
    let stored: u64 = index.iter().map(|c| c.stored).sum();
    let raw: u64 = index.iter().map(|c| c.raw).sum();
    writeln!(w, "format: goldtrace compact trace")?;
    match r.end() {
        Some(t) => writeln!(
            w,
            "finished: yes, at tick {t} ({:.3} s of wall-clock time traced)",
            r.elapsed_usecs() as f64 / 1e6
        )?,
        None => writeln!(w, "finished: no")?,
    }
    writeln!(w, "static blocks: {}", r.blocks().len())?;
    writeln!(w, "executed blocks: {execs}")?;
    writeln!(
        w,
        "chunks: {} ({stored} bytes, {raw} decoded; {:.3} bytes per executed block)",
        index.len(),
        stored as f64 / execs.max(1) as f64
    )?;
    let (summarised, summary_bytes) = r.summary_extent();
    writeln!(
        w,
        "summaries: {summarised} of {} chunks ({summary_bytes} bytes)",
        index.len()
    )?;
    if let Some(e) = r.tail_error() {
        writeln!(w, "damage: {e}")?;
    }
    match r.recipe() {
        Some(recipe) => {
            writeln!(w, "recipe:")?;
            for line in recipe.lines() {
                writeln!(w, "  {line}")?;
            }
        }
        None => writeln!(w, "recipe: none")?,
    }
    writeln!(
        w,
        "kernel symbols: {}",
        crate::kallsyms::describe_source(trace)
    )?;
    if chunks {
        writeln!(
            w,
            "{:>6} {:>12} {:>12} {:>10} {:>14} {:>14} {:>10}",
            "chunk", "offset", "first exec", "execs", "first tick", "last tick", "bytes"
        )?;
        for c in &index {
            writeln!(
                w,
                "{:>6} {:>12} {:>12} {:>10} {:>14} {:>14} {:>10}",
                c.index, c.offset, c.first_exec, c.execs, c.first_time, c.last_time, c.stored
            )?;
        }
    }
    Ok(())
}

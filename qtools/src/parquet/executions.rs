//! The `executions` table: every block execution (time, block, thread), streamed from the
//! trace's segments in batches of [`BATCH`] rows, so memory stays bounded whatever the
//! trace's length.

use std::path::Path;
use std::sync::Arc;

use anyhow::Result;
use arrow_array::{ArrayRef, Int64Array};
use tracefmt::bb_exec::ExecVisitor;

use super::tables::Current;
use super::writer::{Columns, Kind, TableWriter, BATCH};
use crate::Session;

/// `executions`: one row per executed block (the closing event left out).
pub const EXECUTIONS: Columns = &[
    ("run", Kind::Str, false),
    ("time", Kind::Int, false),
    ("block", Kind::Int, false),
    ("pid", Kind::Int, false),
];

/// Executions per segment read at once (segments decode independently).
const SEGMENT_EXECS: u64 = 1 << 22;

struct Sink<'a> {
    table: TableWriter,
    current: Current<'a>,
    time: Vec<i64>,
    block: Vec<i64>,
    pid: Vec<i64>,
    error: Option<anyhow::Error>,
}

impl Sink<'_> {
    fn push(&mut self, time: u64, bb: u64) -> Result<()> {
        if bb == 0 {
            return Ok(());
        }
        let pid = self.current.at(time)?;
        self.time.push(time as i64);
        self.block.push(bb as i64);
        self.pid.push(i64::from(pid));
        if self.time.len() >= BATCH {
            self.flush()?;
        }
        Ok(())
    }

    fn flush(&mut self) -> Result<()> {
        if self.time.is_empty() {
            return Ok(());
        }
        let n = self.time.len();
        let take = |v: &mut Vec<i64>| -> ArrayRef {
            Arc::new(Int64Array::from(std::mem::replace(
                v,
                Vec::with_capacity(BATCH),
            )))
        };
        let cols = vec![
            self.table.run_column(n),
            take(&mut self.time),
            take(&mut self.block),
            take(&mut self.pid),
        ];
        self.table.write_columns(cols)
    }
}

impl ExecVisitor for Sink<'_> {
    fn execs(&mut self, times: &[u64], bbs: &[u32]) {
        if self.error.is_some() {
            return;
        }
        for (&t, &bb) in times.iter().zip(bbs) {
            if let Err(e) = self.push(t, u64::from(bb)) {
                self.error = Some(e);
                return;
            }
        }
    }

    fn done(&self) -> bool {
        self.error.is_some()
    }
}

/// What writing `executions` took.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ExecReport {
    /// Rows written.
    pub rows: u64,
    /// The most bytes the Parquet writer held at once.
    pub peak_buffered: usize,
}

/// Writes `executions` for the run `run` under `out`.
pub fn write_executions(s: &Session, out: &Path, run: &str) -> Result<ExecReport> {
    let mut sink = Sink {
        table: TableWriter::create(out, "executions", run, EXECUTIONS, &["time"])?,
        current: Current::new(s),
        time: Vec::with_capacity(BATCH),
        block: Vec::with_capacity(BATCH),
        pid: Vec::with_capacity(BATCH),
        error: None,
    };
    let r = &s.reader;
    for seg in r.bb_segments(SEGMENT_EXECS) {
        match r.bb_segment_visit(&seg, &mut sink) {
            Some(res) => res?,
            None => {
                for e in r.bb_segment_execs(&seg) {
                    let e = e?;
                    sink.push(e.time, e.bb_num)?;
                }
            }
        }
        if let Some(e) = sink.error.take() {
            return Err(e);
        }
    }
    sink.flush()?;
    let peak_buffered = sink.table.peak_buffered;
    let rows = sink.table.finish()?;
    Ok(ExecReport {
        rows,
        peak_buffered,
    })
}

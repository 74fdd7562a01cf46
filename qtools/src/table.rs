//! Tabular output: one [`Table`] rendered as aligned text or as JSON (an array of objects).

use std::io::{self, Write};

use serde_json::{Map, Value};

/// Output format of the tabular commands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Format {
    /// Aligned text columns.
    #[default]
    Text,
    /// A JSON document.
    Json,
}

/// One cell.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    /// An integer.
    Int(u64),
    /// A signed integer.
    Signed(i64),
    /// A number with two decimals in text.
    Float(f64),
    /// A 32-bit address, `%08x` in text.
    Addr(u32),
    /// Text.
    Str(String),
}

impl Cell {
    fn text(&self) -> String {
        match self {
            Cell::Int(v) => v.to_string(),
            Cell::Signed(v) => v.to_string(),
            Cell::Float(v) => format!("{v:.2}"),
            Cell::Addr(a) => format!("{a:08x}"),
            Cell::Str(s) => s.clone(),
        }
    }

    fn json(&self) -> Value {
        match self {
            Cell::Int(v) => Value::from(*v),
            Cell::Signed(v) => Value::from(*v),
            Cell::Float(v) => Value::from((*v * 100.0).round() / 100.0),
            Cell::Addr(a) => Value::from(format!("0x{a:08x}")),
            Cell::Str(s) => Value::from(s.clone()),
        }
    }

    fn numeric(&self) -> bool {
        !matches!(self, Cell::Str(_))
    }
}

impl From<&str> for Cell {
    fn from(s: &str) -> Cell {
        Cell::Str(s.to_string())
    }
}

impl From<String> for Cell {
    fn from(s: String) -> Cell {
        Cell::Str(s)
    }
}

impl From<u64> for Cell {
    fn from(v: u64) -> Cell {
        Cell::Int(v)
    }
}

impl From<u32> for Cell {
    fn from(v: u32) -> Cell {
        Cell::Int(u64::from(v))
    }
}

/// A table: a title block (text lines, or JSON fields), column names and rows.
#[derive(Debug, Clone, Default)]
pub struct Table {
    /// Summary fields printed before the table (`name: value` lines in text).
    pub summary: Vec<(String, Cell)>,
    /// Column names.
    pub columns: Vec<String>,
    /// Rows, each as long as `columns`.
    pub rows: Vec<Vec<Cell>>,
}

impl Table {
    /// An empty table with these columns.
    pub fn new(columns: &[&str]) -> Table {
        Table {
            summary: Vec::new(),
            columns: columns.iter().map(|c| c.to_string()).collect(),
            rows: Vec::new(),
        }
    }

    /// Adds a summary field.
    pub fn note(&mut self, name: &str, value: impl Into<Cell>) {
        self.summary.push((name.to_string(), value.into()));
    }

    /// Adds a row.
    pub fn row(&mut self, cells: Vec<Cell>) {
        self.rows.push(cells);
    }

    /// Writes the table in `format`, its text columns as wide as their widest cell.
    pub fn write(&self, out: &mut dyn Write, format: Format) -> io::Result<()> {
        let cols: Vec<&str> = self.columns.iter().map(String::as_str).collect();
        let mut s = TableStream::new(out, format, &cols, &self.summary, usize::MAX)?;
        for r in &self.rows {
            s.row(r.clone())?;
        }
        s.finish()
    }
}

/// Rows a [`TableStream`] of a long listing holds back to size its text columns.
pub const LOOKAHEAD: usize = 4096;

/// A table written while its rows come, in bounded memory: text columns are sized from the first
/// `lookahead` rows (a later, wider cell widens its column from that row on); JSON rows are
/// written one by one, in the same document [`Table::write`] gives.
pub struct TableStream<'w> {
    out: &'w mut dyn Write,
    format: Format,
    columns: Vec<String>,
    lookahead: usize,
    /// Rows held back until the widths are known (text), or `None` once they are.
    held: Option<Vec<Vec<Cell>>>,
    widths: Vec<usize>,
    /// Right-aligned columns (numeric in the first row).
    right: Vec<bool>,
    /// JSON: rows written so far, and the summary fields that sort after `rows`.
    rows: u64,
    after: Vec<(String, Value)>,
}

impl<'w> TableStream<'w> {
    /// Starts a table with these columns and summary fields (written first in text; in their
    /// key order around `rows` in JSON). `lookahead`: rows held back to size the text columns.
    pub fn new(
        out: &'w mut dyn Write,
        format: Format,
        columns: &[&str],
        summary: &[(String, Cell)],
        lookahead: usize,
    ) -> io::Result<Self> {
        let mut after = Vec::new();
        match format {
            Format::Text => {
                for (k, v) in summary {
                    writeln!(out, "{k}: {}", v.text())?;
                }
            }
            Format::Json => {
                let mut fields: Vec<(String, Value)> =
                    summary.iter().map(|(k, v)| (k.clone(), v.json())).collect();
                // A JSON object keeps the last of equal keys, in sorted key order.
                fields.reverse();
                fields.sort_by(|a, b| a.0.cmp(&b.0));
                fields.dedup_by(|a, b| a.0 == b.0);
                write!(out, "{{")?;
                for (k, v) in fields {
                    if k.as_str() < "rows" {
                        write!(out, "\n  {}: {v},", Value::from(k))?;
                    } else if k != "rows" {
                        after.push((k, v));
                    }
                }
                write!(out, "\n  \"rows\": [")?;
            }
        }
        Ok(TableStream {
            out,
            format,
            columns: columns.iter().map(|c| c.to_string()).collect(),
            lookahead,
            held: Some(Vec::new()),
            widths: columns.iter().map(|c| c.chars().count()).collect(),
            right: Vec::new(),
            rows: 0,
            after,
        })
    }

    /// Adds a row (as long as the columns).
    pub fn row(&mut self, cells: Vec<Cell>) -> io::Result<()> {
        if self.format == Format::Json {
            let mut o = Map::new();
            for (c, v) in self.columns.iter().zip(&cells) {
                o.insert(c.clone(), v.json());
            }
            let text = serde_json::to_string_pretty(&Value::Object(o))?;
            let sep = if self.rows == 0 { "" } else { "," };
            write!(self.out, "{sep}\n    {}", text.replace('\n', "\n    "))?;
            self.rows += 1;
            return Ok(());
        }
        if self.right.is_empty() {
            self.right = (0..self.columns.len())
                .map(|i| cells.get(i).is_some_and(Cell::numeric))
                .collect();
        }
        let texts: Vec<String> = cells.iter().map(Cell::text).collect();
        for (w, t) in self.widths.iter_mut().zip(&texts) {
            *w = (*w).max(t.chars().count());
        }
        match &mut self.held {
            Some(h) => {
                h.push(cells);
                if h.len() >= self.lookahead {
                    self.release()?;
                }
                Ok(())
            }
            None => self.line(&texts),
        }
    }

    /// Writes the header and the rows held back.
    fn release(&mut self) -> io::Result<()> {
        let Some(held) = self.held.take() else {
            return Ok(());
        };
        let head = self.columns.clone();
        self.line(&head)?;
        for r in held {
            let texts: Vec<String> = r.iter().map(Cell::text).collect();
            self.line(&texts)?;
        }
        Ok(())
    }

    fn line(&mut self, cells: &[String]) -> io::Result<()> {
        let last = self.columns.len().saturating_sub(1);
        let mut s = String::new();
        for (i, c) in cells.iter().enumerate() {
            if i > 0 {
                s.push_str("  ");
            }
            let pad = self.widths[i].saturating_sub(c.chars().count());
            if self.right.get(i).copied().unwrap_or(false) {
                s.extend(std::iter::repeat_n(' ', pad));
                s.push_str(c);
            } else {
                s.push_str(c);
                if i != last {
                    s.extend(std::iter::repeat_n(' ', pad));
                }
            }
        }
        writeln!(self.out, "{}", s.trim_end())
    }

    /// Writes what is held back and closes the table.
    pub fn finish(mut self) -> io::Result<()> {
        match self.format {
            Format::Text => self.release(),
            Format::Json => {
                if self.rows > 0 {
                    write!(self.out, "\n  ")?;
                }
                write!(self.out, "]")?;
                for (k, v) in std::mem::take(&mut self.after) {
                    write!(self.out, ",\n  {}: {v}", Value::from(k))?;
                }
                writeln!(self.out, "\n}}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Table {
        let mut t = Table::new(&["cycles", "function", "addr"]);
        t.note("total", 12u64);
        t.note("MHz", 200u64);
        t.note("share", Cell::Float(1.0 / 3.0));
        t.row(vec![Cell::Int(10), "main".into(), Cell::Addr(0x8000)]);
        t.row(vec![Cell::Int(2), "f \"q\"\n".into(), Cell::Addr(0)]);
        t
    }

    #[test]
    fn text_aligns_and_json_names_columns() {
        let mut t = Table::new(&["cycles", "function"]);
        t.note("total", 12u64);
        t.row(vec![Cell::Int(10), "main".into()]);
        t.row(vec![Cell::Int(2), "f".into()]);
        let mut b = Vec::new();
        t.write(&mut b, Format::Text).unwrap();
        assert_eq!(
            String::from_utf8(b).unwrap(),
            "total: 12\ncycles  function\n    10  main\n     2  f\n"
        );
        let mut b = Vec::new();
        t.write(&mut b, Format::Json).unwrap();
        let v: Value = serde_json::from_slice(&b).unwrap();
        assert_eq!(v["total"], 12);
        assert_eq!(v["rows"][1]["function"], "f");
    }

    /// The streamed JSON is the document serde_json writes for the whole table.
    #[test]
    fn streamed_json_is_the_whole_document() {
        for rows in [0, 1, 2] {
            let mut t = sample();
            t.rows.truncate(rows);
            let mut doc = Map::new();
            for (k, v) in &t.summary {
                doc.insert(k.clone(), v.json());
            }
            let rows: Vec<Value> = t
                .rows
                .iter()
                .map(|r| {
                    let o: Map<String, Value> = t
                        .columns
                        .iter()
                        .cloned()
                        .zip(r.iter().map(Cell::json))
                        .collect();
                    Value::Object(o)
                })
                .collect();
            doc.insert("rows".into(), Value::Array(rows));
            let mut want = serde_json::to_vec_pretty(&Value::Object(doc)).unwrap();
            want.push(b'\n');
            let mut got = Vec::new();
            t.write(&mut got, Format::Json).unwrap();
            assert_eq!(
                String::from_utf8(got).unwrap(),
                String::from_utf8(want).unwrap()
            );
        }
    }

    /// A short look-ahead sizes the columns from the first rows; a wider row later widens its
    /// column from there on.
    #[test]
    fn lookahead_sizes_columns_from_the_first_rows() {
        let mut b = Vec::new();
        let mut s = TableStream::new(&mut b, Format::Text, &["n", "name"], &[], 2).unwrap();
        for (n, name) in [(1u64, "a"), (22, "bb"), (333, "c"), (4, "d")] {
            s.row(vec![n.into(), name.into()]).unwrap();
        }
        s.finish().unwrap();
        assert_eq!(
            String::from_utf8(b).unwrap(),
            " n  name\n 1  a\n22  bb\n333  c\n  4  d\n"
        );
    }
}

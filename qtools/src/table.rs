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

    /// Writes the table in `format`.
    pub fn write(&self, out: &mut dyn Write, format: Format) -> io::Result<()> {
        match format {
            Format::Text => self.write_text(out),
            Format::Json => {
                let mut doc = Map::new();
                for (k, v) in &self.summary {
                    doc.insert(k.clone(), v.json());
                }
                let rows: Vec<Value> = self
                    .rows
                    .iter()
                    .map(|r| {
                        let mut o = Map::new();
                        for (c, v) in self.columns.iter().zip(r) {
                            o.insert(c.clone(), v.json());
                        }
                        Value::Object(o)
                    })
                    .collect();
                doc.insert("rows".into(), Value::Array(rows));
                serde_json::to_writer_pretty(&mut *out, &Value::Object(doc))?;
                writeln!(out)
            }
        }
    }

    fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        for (k, v) in &self.summary {
            writeln!(out, "{k}: {}", v.text())?;
        }
        let texts: Vec<Vec<String>> = self
            .rows
            .iter()
            .map(|r| r.iter().map(Cell::text).collect())
            .collect();
        let mut widths: Vec<usize> = self.columns.iter().map(|c| c.len()).collect();
        for r in &texts {
            for (w, t) in widths.iter_mut().zip(r) {
                *w = (*w).max(t.chars().count());
            }
        }
        let last = self.columns.len().saturating_sub(1);
        let right: Vec<bool> = (0..self.columns.len())
            .map(|i| {
                self.rows
                    .first()
                    .is_some_and(|r| r.get(i).is_some_and(Cell::numeric))
            })
            .collect();
        let line = |cells: &[String], out: &mut dyn Write| -> io::Result<()> {
            let mut s = String::new();
            for (i, c) in cells.iter().enumerate() {
                if i > 0 {
                    s.push_str("  ");
                }
                let pad = widths[i].saturating_sub(c.chars().count());
                if right[i] {
                    s.extend(std::iter::repeat_n(' ', pad));
                    s.push_str(c);
                } else {
                    s.push_str(c);
                    if i != last {
                        s.extend(std::iter::repeat_n(' ', pad));
                    }
                }
            }
            writeln!(out, "{}", s.trim_end())
        };
        line(&self.columns, out)?;
        for r in &texts {
            line(r, out)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}

//! The result of `qtools sql` as text (aligned columns, numbers to the right, then the row
//! count), CSV or JSON.

use std::io::Write;

use anyhow::Result;
use datafusion::arrow::array::Array;
use datafusion::arrow::datatypes::{DataType, Schema};
use datafusion::arrow::record_batch::RecordBatch;
use datafusion::arrow::util::display::{ArrayFormatter, FormatOptions};
use serde_json::Value;

use super::SqlFormat;

/// One cell: its text, or `None` for NULL.
type Cell = Option<String>;

/// The rows of `b` as text cells.
fn cells(b: &RecordBatch) -> Result<Vec<Vec<Cell>>> {
    let opts = FormatOptions::default();
    let formatters = b
        .columns()
        .iter()
        .map(|c| ArrayFormatter::try_new(c.as_ref(), &opts))
        .collect::<Result<Vec<_>, _>>()?;
    Ok((0..b.num_rows())
        .map(|i| {
            b.columns()
                .iter()
                .zip(&formatters)
                .map(|(c, f)| (!c.is_null(i)).then(|| f.value(i).to_string()))
                .collect()
        })
        .collect())
}

/// A CSV field, quoted when it holds a comma, a quote or a line break.
fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

/// A JSON value of a cell of type `t`: numbers and booleans as such, the rest as text.
fn json_value(cell: &Cell, t: &DataType) -> Value {
    let Some(s) = cell else {
        return Value::Null;
    };
    if t.is_numeric() || *t == DataType::Boolean {
        if let Ok(v @ (Value::Number(_) | Value::Bool(_))) = serde_json::from_str::<Value>(s) {
            return v;
        }
    }
    Value::String(s.clone())
}

/// Writes a query's result as its batches arrive: CSV and JSON row by row (a result of any
/// size in bounded memory), text once all rows are in (its columns are aligned to the
/// widest cell).
pub struct Printer<'w> {
    format: SqlFormat,
    names: Vec<String>,
    types: Vec<DataType>,
    w: &'w mut dyn Write,
    /// The rows so far, for text only.
    held: Vec<Vec<Cell>>,
    rows: u64,
}

impl<'w> Printer<'w> {
    /// A printer of rows of `schema`; CSV's header and JSON's opening bracket are written.
    pub fn new(schema: &Schema, format: SqlFormat, w: &'w mut dyn Write) -> Result<Self> {
        let names: Vec<String> = schema.fields().iter().map(|f| f.name().clone()).collect();
        match format {
            SqlFormat::Csv => {
                let header: Vec<String> = names.iter().map(|n| csv_field(n)).collect();
                writeln!(w, "{}", header.join(","))?;
            }
            SqlFormat::Json => write!(w, "[")?,
            SqlFormat::Text => {}
        }
        Ok(Printer {
            format,
            types: schema
                .fields()
                .iter()
                .map(|f| f.data_type().clone())
                .collect(),
            names,
            w,
            held: Vec::new(),
            rows: 0,
        })
    }

    /// Writes (or, for text, keeps) the rows of `b`.
    pub fn batch(&mut self, b: &RecordBatch) -> Result<()> {
        let rows = cells(b)?;
        self.rows += rows.len() as u64;
        match self.format {
            SqlFormat::Text => self.held.extend(rows),
            SqlFormat::Csv => {
                for r in &rows {
                    let fields: Vec<String> = r
                        .iter()
                        .map(|c| c.as_deref().map(csv_field).unwrap_or_default())
                        .collect();
                    writeln!(self.w, "{}", fields.join(","))?;
                }
            }
            SqlFormat::Json => {
                let first = self.rows - rows.len() as u64;
                for (i, r) in rows.iter().enumerate() {
                    let sep = if first == 0 && i == 0 { "" } else { "," };
                    write!(self.w, "{sep}\n  {{")?;
                    for (k, ((n, c), t)) in self.names.iter().zip(r).zip(&self.types).enumerate() {
                        let key = serde_json::to_string(n)?;
                        let value = serde_json::to_string(&json_value(c, t))?;
                        write!(self.w, "{}{key}: {value}", if k == 0 { "" } else { ", " })?;
                    }
                    write!(self.w, "}}")?;
                }
            }
        }
        Ok(())
    }

    /// Ends the output: text's aligned table and row count, JSON's closing bracket.
    pub fn finish(self) -> Result<()> {
        match self.format {
            SqlFormat::Text => self.text(),
            SqlFormat::Csv => Ok(()),
            SqlFormat::Json => {
                let close = if self.rows == 0 { "]" } else { "\n]" };
                writeln!(self.w, "{close}")?;
                Ok(())
            }
        }
    }

    /// The held rows in aligned columns (numbers to the right), then their count.
    fn text(self) -> Result<()> {
        let right: Vec<bool> = self.types.iter().map(|t| t.is_numeric()).collect();
        let text = |c: &Cell| c.clone().unwrap_or_else(|| "NULL".to_string());
        let mut widths: Vec<usize> = self.names.iter().map(|n| n.chars().count()).collect();
        for r in &self.held {
            for (wd, c) in widths.iter_mut().zip(r) {
                *wd = (*wd).max(text(c).chars().count());
            }
        }
        let line = |cols: Vec<String>| {
            let cells: Vec<String> = cols
                .iter()
                .zip(&widths)
                .zip(&right)
                .map(|((c, &wd), &r)| {
                    if r {
                        format!("{c:>wd$}")
                    } else {
                        format!("{c:<wd$}")
                    }
                })
                .collect();
            cells.join("  ").trim_end().to_string()
        };
        writeln!(self.w, "{}", line(self.names.clone()))?;
        writeln!(
            self.w,
            "{}",
            line(widths.iter().map(|&n| "-".repeat(n)).collect())
        )?;
        for r in &self.held {
            writeln!(self.w, "{}", line(r.iter().map(text).collect()))?;
        }
        let n = self.held.len();
        writeln!(self.w, "({n} row{})", if n == 1 { "" } else { "s" })?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use datafusion::arrow::array::{BooleanArray, Int64Array, StringArray};
    use datafusion::arrow::datatypes::Field;

    use super::*;

    fn batch() -> RecordBatch {
        let schema = Schema::new(vec![
            Field::new("function", DataType::Utf8, true),
            Field::new("cycles", DataType::Int64, true),
            Field::new("kernel", DataType::Boolean, true),
        ]);
        RecordBatch::try_new(
            Arc::new(schema),
            vec![
                Arc::new(StringArray::from(vec![
                    Some("gt_loop"),
                    Some("a,\"b\""),
                    None,
                ])),
                Arc::new(Int64Array::from(vec![Some(12345), Some(-7), None])),
                Arc::new(BooleanArray::from(vec![Some(true), None, Some(false)])),
            ],
        )
        .unwrap()
    }

    fn out(f: SqlFormat) -> String {
        let b = batch();
        let mut v = Vec::new();
        let mut p = Printer::new(&b.schema(), f, &mut v).unwrap();
        // Two batches: the row separators and the row count span them.
        p.batch(&b.slice(0, 1)).unwrap();
        p.batch(&b.slice(1, 2)).unwrap();
        p.finish().unwrap();
        String::from_utf8(v).unwrap()
    }

    #[test]
    fn text_aligns_numbers_right_and_names_nulls() {
        assert_eq!(
            out(SqlFormat::Text),
            "function  cycles  kernel\n\
             --------  ------  ------\n\
             gt_loop    12345  true\n\
             a,\"b\"         -7  NULL\n\
             NULL        NULL  false\n\
             (3 rows)\n"
        );
    }

    #[test]
    fn csv_quotes_what_needs_it_and_leaves_nulls_empty() {
        assert_eq!(
            out(SqlFormat::Csv),
            "function,cycles,kernel\ngt_loop,12345,true\n\"a,\"\"b\"\"\",-7,\n,,false\n"
        );
    }

    #[test]
    fn json_keeps_numbers_booleans_nulls_and_the_column_order() {
        let text = out(SqlFormat::Json);
        assert!(
            text.starts_with(
                "[\n  {\"function\": \"gt_loop\", \"cycles\": 12345, \"kernel\": true},\n"
            ),
            "{text}"
        );
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            v,
            serde_json::json!([
                {"function": "gt_loop", "cycles": 12345, "kernel": true},
                {"function": "a,\"b\"", "cycles": -7, "kernel": null},
                {"function": null, "cycles": null, "kernel": false},
            ])
        );
    }

    #[test]
    fn an_empty_result_is_still_a_table_a_header_and_an_array() {
        let b = batch().slice(0, 0);
        let out = |f| {
            let mut v = Vec::new();
            let mut p = Printer::new(&b.schema(), f, &mut v).unwrap();
            p.batch(&b).unwrap();
            p.finish().unwrap();
            String::from_utf8(v).unwrap()
        };
        assert_eq!(out(SqlFormat::Json), "[]\n");
        assert_eq!(out(SqlFormat::Csv), "function,cycles,kernel\n");
        assert!(out(SqlFormat::Text).ends_with("--------  ------  ------\n(0 rows)\n"));
    }
}

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

/// The rows of `batches` as text cells.
fn cells(batches: &[RecordBatch]) -> Result<Vec<Vec<Cell>>> {
    let opts = FormatOptions::default();
    let mut rows = Vec::new();
    for b in batches {
        let formatters = b
            .columns()
            .iter()
            .map(|c| ArrayFormatter::try_new(c.as_ref(), &opts))
            .collect::<Result<Vec<_>, _>>()?;
        for i in 0..b.num_rows() {
            rows.push(
                b.columns()
                    .iter()
                    .zip(&formatters)
                    .map(|(c, f)| (!c.is_null(i)).then(|| f.value(i).to_string()))
                    .collect(),
            );
        }
    }
    Ok(rows)
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

/// Writes `batches` (of `schema`) in `format`.
pub fn write(
    schema: &Schema,
    batches: &[RecordBatch],
    format: SqlFormat,
    w: &mut dyn Write,
) -> Result<()> {
    let names: Vec<&str> = schema.fields().iter().map(|f| f.name().as_str()).collect();
    let types: Vec<&DataType> = schema.fields().iter().map(|f| f.data_type()).collect();
    let rows = cells(batches)?;
    match format {
        SqlFormat::Text => {
            let right: Vec<bool> = types.iter().map(|t| t.is_numeric()).collect();
            let text = |c: &Cell| c.clone().unwrap_or_else(|| "NULL".to_string());
            let mut widths: Vec<usize> = names.iter().map(|n| n.chars().count()).collect();
            for r in &rows {
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
            writeln!(w, "{}", line(names.iter().map(|n| n.to_string()).collect()))?;
            writeln!(
                w,
                "{}",
                line(widths.iter().map(|&n| "-".repeat(n)).collect())
            )?;
            for r in &rows {
                writeln!(w, "{}", line(r.iter().map(text).collect()))?;
            }
            let n = rows.len();
            writeln!(w, "({n} row{})", if n == 1 { "" } else { "s" })?;
        }
        SqlFormat::Csv => {
            let header: Vec<String> = names.iter().map(|n| csv_field(n)).collect();
            writeln!(w, "{}", header.join(","))?;
            for r in &rows {
                let fields: Vec<String> = r
                    .iter()
                    .map(|c| c.as_deref().map(csv_field).unwrap_or_default())
                    .collect();
                writeln!(w, "{}", fields.join(","))?;
            }
        }
        SqlFormat::Json => {
            let objects: Vec<Value> = rows
                .iter()
                .map(|r| {
                    let m: serde_json::Map<String, Value> = names
                        .iter()
                        .zip(r)
                        .zip(&types)
                        .map(|((n, c), t)| (n.to_string(), json_value(c, t)))
                        .collect();
                    Value::Object(m)
                })
                .collect();
            serde_json::to_writer_pretty(&mut *w, &Value::Array(objects))?;
            writeln!(w)?;
        }
    }
    Ok(())
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
        write(&b.schema(), &[b], f, &mut v).unwrap();
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
    fn json_keeps_numbers_booleans_and_nulls() {
        let v: Value = serde_json::from_str(&out(SqlFormat::Json)).unwrap();
        assert_eq!(
            v,
            serde_json::json!([
                {"function": "gt_loop", "cycles": 12345, "kernel": true},
                {"function": "a,\"b\"", "cycles": -7, "kernel": null},
                {"function": null, "cycles": null, "kernel": false},
            ])
        );
    }
}

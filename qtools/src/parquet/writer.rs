//! One table of a run written as Parquet files `OUT/TABLE/run=LABEL/part-N.parquet`: rows
//! come in batches of columns, go out in row groups of [`ROW_GROUP`] rows, and a part file
//! holds at most [`PART_ROW_GROUPS`] row groups, so memory stays bounded however long the
//! table, and many runs (one folder each) read as one table.

use std::fs::File;
use std::io::BufWriter;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::{Context, Result};
use arrow_array::builder::{ListBuilder, StringBuilder};
use arrow_array::{ArrayRef, BooleanArray, Int64Array, RecordBatch, StringArray};
use arrow_schema::{DataType, Field, Schema, SchemaRef};
use parquet::arrow::ArrowWriter;
use parquet::basic::{Compression, Encoding, ZstdLevel};
use parquet::file::properties::WriterProperties;
use parquet::schema::types::ColumnPath;

/// Rows per row group.
pub const ROW_GROUP: usize = 1 << 20;
/// Row groups per part file.
pub const PART_ROW_GROUPS: u64 = 64;
/// Rows a table gathers before it hands them to the Parquet writer.
pub const BATCH: usize = 1 << 16;

/// A column's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Signed 64-bit integer (addresses and counts: older Spark refuses unsigned 64-bit ones).
    Int,
    /// Text.
    Str,
    /// True or false.
    Bool,
    /// A list of texts (argv).
    StrList,
}

/// One cell of a row.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Val {
    /// An integer.
    Int(i64),
    /// Text.
    Str(String),
    /// A boolean.
    Bool(bool),
    /// A list of texts.
    StrList(Vec<String>),
    /// No value (the column must be nullable).
    #[default]
    Null,
}

/// A table's columns: name, type, nullable. Every table starts with `run`.
pub type Columns = &'static [(&'static str, Kind, bool)];

/// The Arrow schema of `cols`.
pub fn schema(cols: Columns) -> SchemaRef {
    let fields: Vec<Field> = cols
        .iter()
        .map(|&(name, kind, nullable)| {
            let t = match kind {
                Kind::Int => DataType::Int64,
                Kind::Str => DataType::Utf8,
                Kind::Bool => DataType::Boolean,
                Kind::StrList => {
                    DataType::List(Arc::new(Field::new_list_field(DataType::Utf8, true)))
                }
            };
            Field::new(name, t, nullable)
        })
        .collect();
    Arc::new(Schema::new(fields))
}

/// The writer settings: zstd, row groups of [`ROW_GROUP`] rows, and the columns named in
/// `delta` (times, which only grow) delta-encoded rather than by dictionary.
fn properties(delta: &[&str]) -> Result<WriterProperties> {
    let mut p = WriterProperties::builder()
        .set_compression(Compression::ZSTD(ZstdLevel::try_new(3)?))
        .set_max_row_group_row_count(Some(ROW_GROUP));
    for &c in delta {
        p = p
            .set_column_dictionary_enabled(ColumnPath::from(c), false)
            .set_column_encoding(ColumnPath::from(c), Encoding::DELTA_BINARY_PACKED);
    }
    Ok(p.build())
}

/// One table of one run, being written.
pub struct TableWriter {
    dir: PathBuf,
    cols: Columns,
    schema: SchemaRef,
    props: WriterProperties,
    file: Option<ArrowWriter<BufWriter<File>>>,
    parts: usize,
    rows_in_part: u64,
    /// Rows written.
    pub rows: u64,
    /// The run's label (the `run` column).
    run: String,
    pending: Vec<Vec<Val>>,
    /// The most bytes the Parquet writer held in memory at once (its buffered row group).
    pub peak_buffered: usize,
}

impl TableWriter {
    /// Starts table `name` of the run `run` under `out` (its folder `out/name/run=run` must not
    /// hold part files yet). `delta`: columns delta-encoded.
    pub fn create(
        out: &Path,
        name: &str,
        run: &str,
        cols: Columns,
        delta: &[&str],
    ) -> Result<TableWriter> {
        let dir = out.join(name).join(format!("run={run}"));
        std::fs::create_dir_all(&dir)
            .with_context(|| format!("cannot create {}", dir.display()))?;
        Ok(TableWriter {
            dir,
            cols,
            schema: schema(cols),
            props: properties(delta)?,
            file: None,
            parts: 0,
            rows_in_part: 0,
            rows: 0,
            run: run.to_string(),
            pending: Vec::new(),
            peak_buffered: 0,
        })
    }

    /// Adds a row: the cells after `run`, in the columns' order.
    pub fn row(&mut self, cells: Vec<Val>) -> Result<()> {
        debug_assert_eq!(cells.len() + 1, self.cols.len());
        self.pending.push(cells);
        if self.pending.len() >= BATCH {
            self.flush_rows()?;
        }
        Ok(())
    }

    fn flush_rows(&mut self) -> Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let rows = std::mem::take(&mut self.pending);
        let mut arrays: Vec<ArrayRef> = vec![self.run_column(rows.len())];
        for (i, &(name, kind, _)) in self.cols.iter().enumerate().skip(1) {
            let cells = rows.iter().map(|r| &r[i - 1]);
            let bad = || anyhow::anyhow!("column {name}: a cell of another type");
            let a: ArrayRef = match kind {
                Kind::Int => Arc::new(
                    cells
                        .map(|c| match c {
                            Val::Int(v) => Ok(Some(*v)),
                            Val::Null => Ok(None),
                            _ => Err(bad()),
                        })
                        .collect::<Result<Int64Array>>()?,
                ),
                Kind::Str => Arc::new(
                    cells
                        .map(|c| match c {
                            Val::Str(v) => Ok(Some(v.as_str())),
                            Val::Null => Ok(None),
                            _ => Err(bad()),
                        })
                        .collect::<Result<StringArray>>()?,
                ),
                Kind::Bool => Arc::new(
                    cells
                        .map(|c| match c {
                            Val::Bool(v) => Ok(Some(*v)),
                            Val::Null => Ok(None),
                            _ => Err(bad()),
                        })
                        .collect::<Result<BooleanArray>>()?,
                ),
                Kind::StrList => {
                    let mut b = ListBuilder::new(StringBuilder::new());
                    for c in cells {
                        match c {
                            Val::StrList(v) => {
                                for s in v {
                                    b.values().append_value(s);
                                }
                                b.append(true);
                            }
                            Val::Null => b.append(false),
                            _ => return Err(bad()),
                        }
                    }
                    Arc::new(b.finish())
                }
            };
            arrays.push(a);
        }
        self.write_columns(arrays)
    }

    /// The `run` column for `n` rows.
    pub fn run_column(&self, n: usize) -> ArrayRef {
        Arc::new(StringArray::from_iter_values(std::iter::repeat_n(
            self.run.as_str(),
            n,
        )))
    }

    /// Writes whole columns (`run` first, each as long as the others), opening a new part file
    /// when the current one holds [`PART_ROW_GROUPS`] row groups.
    pub fn write_columns(&mut self, arrays: Vec<ArrayRef>) -> Result<()> {
        let batch = RecordBatch::try_new(self.schema.clone(), arrays)?;
        let n = batch.num_rows() as u64;
        if self.file.is_some() && self.rows_in_part >= PART_ROW_GROUPS * ROW_GROUP as u64 {
            self.close_part()?;
        }
        if self.file.is_none() {
            let path = self.dir.join(format!("part-{}.parquet", self.parts));
            let f =
                File::create(&path).with_context(|| format!("cannot write {}", path.display()))?;
            self.file = Some(ArrowWriter::try_new(
                BufWriter::new(f),
                self.schema.clone(),
                Some(self.props.clone()),
            )?);
            self.parts += 1;
        }
        let w = self.file.as_mut().expect("opened above");
        // A batch never spans two part files: at most ROW_GROUP rows past the limit.
        w.write(&batch)?;
        self.peak_buffered = self.peak_buffered.max(w.memory_size());
        self.rows_in_part += n;
        self.rows += n;
        Ok(())
    }

    fn close_part(&mut self) -> Result<()> {
        if let Some(w) = self.file.take() {
            w.close()?;
        }
        self.rows_in_part = 0;
        Ok(())
    }

    /// Writes what is left and closes the table; a table with no rows is one empty part file
    /// (so that its folder reads as a table with its columns).
    pub fn finish(mut self) -> Result<u64> {
        self.flush_rows()?;
        if self.rows == 0 {
            let empty = RecordBatch::new_empty(self.schema.clone());
            self.write_columns(empty.columns().to_vec())?;
        }
        self.close_part()?;
        Ok(self.rows)
    }
}

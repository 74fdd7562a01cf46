//! The query engine of `qtools sql`: Apache DataFusion over a folder of tables, each table
//! folder a listing table whose `run=LABEL` folders give its `run` column.

use std::path::Path;
use std::sync::Arc;

use anyhow::{Context, Result};
use datafusion::arrow::datatypes::{DataType, Schema};
use datafusion::arrow::record_batch::RecordBatch;
use datafusion::datasource::file_format::parquet::ParquetFormat;
use datafusion::datasource::listing::{
    ListingOptions, ListingTable, ListingTableConfig, ListingTableUrl,
};
use datafusion::error::DataFusionError;
use datafusion::prelude::SessionContext;
use futures::StreamExt;

/// The Hive partition column of every table.
const PARTITION: &str = "run";

/// The table folders of `folder` (sub-folders with a `.parquet` file somewhere below), by name.
fn table_dirs(folder: &Path) -> Result<Vec<(String, std::path::PathBuf)>> {
    fn has_parquet(dir: &Path) -> bool {
        std::fs::read_dir(dir).is_ok_and(|rd| {
            rd.flatten().any(|e| {
                let p = e.path();
                if p.is_dir() {
                    has_parquet(&p)
                } else {
                    p.extension().is_some_and(|x| x == "parquet")
                }
            })
        })
    }
    let folder = std::fs::canonicalize(folder)
        .with_context(|| format!("cannot open {}", folder.display()))?;
    let mut dirs = Vec::new();
    for e in std::fs::read_dir(&folder)?.flatten() {
        let p = e.path();
        if p.is_dir() && has_parquet(&p) {
            dirs.push((e.file_name().to_string_lossy().into_owned(), p));
        }
    }
    dirs.sort();
    Ok(dirs)
}

/// Registers the table folder `dir` as `name`: its files' columns less their own `run`, and
/// `run` from the `run=LABEL` folder names (so files without the column read the same).
async fn register(ctx: &SessionContext, name: &str, dir: &Path) -> Result<()> {
    let url = ListingTableUrl::parse(format!("{}/", dir.display()))?;
    let opts = ListingOptions::new(Arc::new(ParquetFormat::default()))
        .with_file_extension(".parquet")
        .with_table_partition_cols(vec![(PARTITION.to_string(), DataType::Utf8)]);
    let inferred = opts.infer_schema(&ctx.state(), &url).await?;
    let fields: Vec<_> = inferred
        .fields()
        .iter()
        .filter(|f| f.name() != PARTITION)
        .cloned()
        .collect();
    let config = ListingTableConfig::new(url)
        .with_listing_options(opts)
        .with_schema(Arc::new(Schema::new(fields)));
    ctx.register_table(name, Arc::new(ListingTable::try_new(config)?))?;
    Ok(())
}

/// Runs `sql` over the tables of `folder`: `start` makes a sink from the result's schema,
/// `each` hands it the result's batches as they are made (a result of any size passes in
/// bounded memory); the sink is returned.
pub fn query<S>(
    folder: &Path,
    sql: &str,
    start: impl FnOnce(&Schema) -> Result<S>,
    mut each: impl FnMut(&mut S, &RecordBatch) -> Result<()>,
) -> Result<S> {
    let tables = table_dirs(folder)?;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the query's threads")?;
    rt.block_on(async {
        let ctx = SessionContext::new();
        for (name, dir) in &tables {
            register(&ctx, name, dir)
                .await
                .with_context(|| format!("table {name} ({})", dir.display()))?;
        }
        let df = ctx.sql(sql).await.map_err(plain)?;
        let mut sink = start(df.schema().as_arrow())?;
        let mut batches = df.execute_stream().await.map_err(plain)?;
        while let Some(b) = batches.next().await {
            each(&mut sink, &b.map_err(plain)?)?;
        }
        Ok(sink)
    })
}

/// DataFusion's error as one line: its own message, without the wrapper's name and debug
/// form (`SQL error: ParserError("...")` says the same thing twice).
fn plain(e: DataFusionError) -> anyhow::Error {
    match e.find_root() {
        DataFusionError::SQL(p, _) => anyhow::anyhow!("{p}"),
        root => anyhow::anyhow!("{root}"),
    }
}

//! The commands: each is one function that replays what it needs and writes its report.

mod basic;
mod blocks;
mod diff;
mod export;
mod foldtree;
mod memtrace;
mod perfetto;
mod profile;
mod sql;
mod stack;
pub(crate) mod textline;

pub use crate::recipe::{compare as compare_recipes, Relation as RecipeRelation};
pub use basic::{check, check_in_order, events, exceptions, hist};
pub use blocks::{bb2sym, bbprof, blocks, dump, TimeRange};
pub use diff::{
    compare as diff_rows, diff, side as diff_side, DiffArgs, DiffBy, Row as DiffRow,
    Side as DiffSide, Threshold,
};
pub use export::{dmtrace, flamegraph, folded};
pub use memtrace::{cachesim, memtrace_dump, SymbolSource};
pub use perfetto::{
    perfetto, perfetto_json, perfetto_trace, PerfettoOptions, PerfettoReport, DEFAULT_TARGET_BYTES,
};
pub use profile::{
    coverage, flat_profile, pids, profile, regions, FlatProfile, ProfileBy, ProfileRow,
};
pub use sql::{run_query as sql_query, sql, SqlArgs, SqlFormat};
pub use stack::{calltree, stack};

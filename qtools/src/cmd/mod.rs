//! The commands: each is one function that replays what it needs and writes its report.

mod basic;
mod blocks;
mod export;
mod profile;
mod stack;

pub use basic::{check, events, exceptions, hist};
pub use blocks::{bb2sym, bbprof, blocks, dump, TimeRange};
pub use export::{dmtrace, flamegraph, folded, perfetto};
pub use profile::{coverage, pids, profile, regions, ProfileBy};
pub use stack::{calltree, stack};

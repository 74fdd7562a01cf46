//! Shared code of the benchmarks.

//! `qtools`: offline analysis of qtrace directories.
#![forbid(unsafe_code)]

fn main() {}

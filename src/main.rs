//! `goldtrace`: the emulator binary.

fn main() {}

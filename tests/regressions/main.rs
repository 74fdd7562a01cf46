//! Named regression tests from the differential fuzzer: each module replays one case
//! on which the JIT once disagreed with the interpreter (`goldtrace-fuzz` writes them).


//! Named regression tests from the differential fuzzer: each module replays one case
//! on which the JIT once disagreed with the interpreter (`goldtrace-fuzz` writes them
//! and lists them here).

mod seed_0000000000009c44_ldmible;
mod seed_0000000000009c52_ldmdami;

/// The harness itself: a case the engines agree on replays without a divergence.
#[test]
fn an_agreeing_case_replays_cleanly() {
    let mut spec = goldtrace::fuzz::generate(3, &goldtrace::fuzz::Config::default());
    spec.blocks = 50;
    if let Err(d) = goldtrace::fuzz::run_spec(&spec) {
        panic!("{d}");
    }
}

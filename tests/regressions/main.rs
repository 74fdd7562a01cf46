//! Named regression tests from the differential fuzzer: each module replays one case
//! on which the JIT once disagreed with the interpreter (`goldtrace-fuzz` writes them
//! and lists them here).

mod seed_0000000000000467_bhi;
mod seed_0000000000005500_chained;
mod seed_0000000000009c44_ldmible;
mod seed_0000000000009c52_ldmdami;
mod seed_000000003ade6a8b_mulsvs;
mod seed_000000028fa748cb_ramend;
mod seed_000000037e11f5f6_swpb;
mod seed_00000003b9ad8f5c_bussamepage;
mod seed_00000003f549543d_pagelink;

use goldtrace::fuzz::{run_spec, Spec};

/// The stack a fuzzing case runs on: its machines are large (each Core holds its TLB
/// arrays, about 170 KiB; the fuzzer boxes them), and a roomy stack keeps these tests
/// independent of how many temporaries the optimizer leaves on it.
const CASE_STACK: usize = 32 << 20;

/// Replays one case (each case module holds only its data and calls this): the
/// engines must agree all the way.
fn replay(spec: Spec) {
    let run = std::thread::Builder::new()
        .stack_size(CASE_STACK)
        .spawn(move || run_spec(&spec).map_err(|d| d.to_string()))
        .expect("spawning the case's thread");
    if let Err(d) = run.join().expect("the case's thread") {
        panic!("{d}");
    }
}

/// The harness itself: a case the engines agree on replays without a divergence.
#[test]
fn an_agreeing_case_replays_cleanly() {
    let spec = std::thread::Builder::new()
        .stack_size(CASE_STACK)
        .spawn(|| {
            let mut spec = goldtrace::fuzz::generate(3, &goldtrace::fuzz::Config::default());
            spec.blocks = 50;
            spec
        })
        .expect("spawning the generator's thread")
        .join()
        .expect("the generator's thread");
    replay(spec);
}

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

use goldtrace::fuzz::{run_spec_on_case_stack, Spec, CASE_STACK};

/// Replays one case (each case module holds only its data and calls this): the
/// engines must agree all the way.
fn replay(spec: Spec) {
    if let Err(d) = run_spec_on_case_stack(spec) {
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

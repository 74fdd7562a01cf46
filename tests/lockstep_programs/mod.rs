//! What the tests that run small hand-written ARM programs on both engines with the MMU on
//! share (`jit_dacr`, `jit_privilege`): the words of a program and the lockstep run.

use arm::cp15::Cp15Regs;
use arm::CpuState;
use goldtrace::fuzz::{run_spec_on_case_stack, Spec, Word};

/// `b target` at `at`.
pub fn b(at: u32, target: u32) -> u32 {
    0xea00_0000 | (target.wrapping_sub(at).wrapping_sub(8) >> 2) & 0x00ff_ffff
}

/// Appends the ARM words of `code`, each run of them at its address.
pub fn place(w: &mut Vec<Word>, code: &[(u32, &[u32])]) {
    for &(at, words) in code {
        for (i, &v) in words.iter().enumerate() {
            w.push(Word::arm(at + 4 * i as u32, v));
        }
    }
}

/// Runs `code` from 0x8000 on both engines, compared block by block, with r2 pointing at
/// the data page 0x00109000, the MMU on with the table at 0x4000 and the domains `dacr`.
pub fn run(mut state: CpuState, code: Vec<Word>, dacr: u32) {
    state.r[2] = 0x0010_9000;
    state.r[15] = 0x8000;
    let spec = Spec::program(
        state,
        Cp15Regs {
            control: Cp15Regs::default().control | 1,
            ttbr0: 0x4000,
            dacr,
            ..Cp15Regs::default()
        },
        code,
        600,
    );
    let stats = run_spec_on_case_stack(spec).unwrap_or_else(|d| panic!("{d}"));
    // Enough blocks for the loop to be translated and run many times.
    assert!(stats.blocks >= 600, "{stats:?}");
}

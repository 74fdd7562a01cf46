//! The jump cache's second way (`jit::helpers::lookup`): two blocks whose addresses share
//! a jump-cache slot take turns through indirect branches, each found in the second way
//! where the other displaced it; then one of them is rewritten while the other holds the
//! first way, and the branches to it must run the new code, not a translation the second
//! way still names. Both engines, block by block and chained, must agree.

use arm::cp15::Cp15Regs;
use arm::CpuState;
use goldtrace::fuzz::{run_spec_on_case_stack, Spec, Word};

/// Block A, in its own page; block B shares A's jump-cache slot (`jit::abi::jump_slot`,
/// checked below) in another page; C in the start's page.
const A: u32 = 0x9000;
const B: u32 = 0x24fc4;
const C: u32 = 0x8100;

/// `add r5, r5, #0x100`: what C writes over A's first instruction.
const NEW_A: u32 = 0xe285_5c01;

fn program() -> Vec<Word> {
    let code: [(u32, &[u32]); 4] = [
        (
            0x8000,
            &[
                0xe3a0_7028, // mov r7, #40
                0xe12f_ff18, // bx r8 (A)
            ],
        ),
        (
            A,
            &[
                0xe285_5001, // add r5, r5, #1
                0xe12f_ff19, // bx r9 (B)
            ],
        ),
        (
            B,
            &[
                0xe257_7001, // subs r7, r7, #1
                0x112f_ff18, // bxne r8 (A)
                0xe12f_ff1b, // bx r11 (C)
            ],
        ),
        (
            C,
            &[
                0xe588_a000, // str r10, [r8]: A's first instruction becomes NEW_A
                0xe3a0_7028, // mov r7, #40
                0xe12f_ff18, // bx r8 (A)
            ],
        ),
    ];
    let mut w = Vec::new();
    for (at, words) in code {
        for (i, &v) in words.iter().enumerate() {
            w.push(Word::arm(at + 4 * i as u32, v));
        }
    }
    w
}

#[test]
fn blocks_sharing_a_slot_take_turns_and_a_rewritten_one_runs_its_new_code() {
    assert_eq!(jit::abi::jump_slot(A), jit::abi::jump_slot(B));
    assert_ne!(A >> 12, B >> 12);
    let mut state = CpuState::new();
    (state.r[8], state.r[9], state.r[10], state.r[11]) = (A, B, NEW_A, C);
    state.r[15] = 0x8000;
    // Four rounds of 40 turns, each rewriting A (the same word after the first).
    let spec = Spec::program(state, Cp15Regs::default(), program(), 400);
    let stats = run_spec_on_case_stack(spec).unwrap_or_else(|d| panic!("{d}"));
    assert!(stats.blocks >= 400, "{stats:?}");
}

//! Three blocks whose addresses share one jump-cache slot (which holds two of them, in
//! its two ways) take turns through indirect branches: at every turn the block branched
//! to is in neither way, and `jit::helpers::lookup` takes it from the engine's block map
//! (`jit::cache::translated_entry`) instead of returning to the run loop. Both engines,
//! block by block and chained, must agree, also where one of the blocks is rewritten
//! while the others hold the slot: the branches to it must run the new code.

use arm::cp15::Cp15Regs;
use arm::CpuState;
use goldtrace::fuzz::{run_spec_on_case_stack, Spec, Word};

/// Blocks A, B and D share a jump-cache slot (`jit::abi::jump_slot`, checked below),
/// each in its own page; C, which rewrites A, is in the start's page.
const A: u32 = 0x9000;
const B: u32 = 0x24fc4;
const D: u32 = 0x304e4;
const C: u32 = 0x8100;

/// `add r5, r5, #0x100`: what C writes over A's first instruction.
const NEW_A: u32 = 0xe285_5c01;

fn program() -> Vec<Word> {
    let code: [(u32, &[u32]); 5] = [
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
                0xe286_6001, // add r6, r6, #1
                0xe12f_ff1c, // bx r12 (D)
            ],
        ),
        (
            D,
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
fn three_blocks_of_one_slot_go_on_in_the_chain_and_a_rewritten_one_runs_its_new_code() {
    let slot = jit::abi::jump_slot(A);
    assert_eq!(
        (jit::abi::jump_slot(B), jit::abi::jump_slot(D)),
        (slot, slot)
    );
    // Three pages (the constants are chosen so; checked when compiled).
    const { assert!(A >> 12 != B >> 12 && B >> 12 != D >> 12 && A >> 12 != D >> 12) };
    let mut state = CpuState::new();
    (
        state.r[8],
        state.r[9],
        state.r[10],
        state.r[11],
        state.r[12],
    ) = (A, B, NEW_A, C, D);
    state.r[15] = 0x8000;
    // Four rounds of 40 turns of three blocks, each round rewriting A (the same
    // word after the first).
    let spec = Spec::program(state, Cp15Regs::default(), program(), 600);
    let stats = run_spec_on_case_stack(spec).unwrap_or_else(|d| panic!("{d}"));
    assert!(stats.blocks >= 600, "{stats:?}");
}

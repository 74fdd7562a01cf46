//! An MSR that writes the CPSR's control field ends its block. Where it keeps the mode
//! (masking or unmasking interrupts, Linux's `local_irq_save` and `restore`, or a
//! condition that fails) the JIT links the next block directly; where it changes the
//! mode (its escape-hatch path) the next block is looked up for the state it left.
//! Both engines, block by block and chained, must agree on a loop that does both: each
//! turn masks IRQs, and every eighth turn goes to IRQ mode, moves that mode's banked
//! stack pointer, and comes back.

use arm::cp15::Cp15Regs;
use arm::CpuState;
use goldtrace::fuzz::{run_spec_on_case_stack, Spec, Word};

fn program() -> Vec<Word> {
    let words: [u32; 13] = [
        0xe3a0_70c8, // 8000: mov r7, #200
        0xe10f_2000, // 8004: mrs r2, cpsr
        0xe382_3080, // 8008: orr r3, r2, #0x80
        0xe121_f003, // 800c: msr cpsr_c, r3 (IRQs masked: the mode kept)
        0xe285_5001, // 8010: add r5, r5, #1
        0xe317_0007, // 8014: tst r7, #7
        0x03c2_401f, // 8018: biceq r4, r2, #0x1f
        0x0384_4012, // 801c: orreq r4, r4, #0x12
        0x0121_f004, // 8020: msreq cpsr_c, r4 (IRQ mode every eighth turn; else failed)
        0xe28d_d004, // 8024: add sp, sp, #4 (the mode's own)
        0xe121_f002, // 8028: msr cpsr_c, r2 (back to SVC, or the masks restored)
        0xe257_7001, // 802c: subs r7, r7, #1
        0x1aff_fff3, // 8030: bne 0x8004
    ];
    words
        .iter()
        .enumerate()
        .map(|(i, &w)| Word::arm(0x8000 + 4 * i as u32, w))
        .collect()
}

#[test]
fn msr_blocks_that_keep_the_mode_link_on_and_those_that_change_it_look_up() {
    let mut state = CpuState::new();
    state.r[13] = 0x1000;
    state.banked_r13_r14 = [[0x2000, 0]; 6];
    state.r[15] = 0x8000;
    // Four blocks a turn: about 150 of the 200 turns, 19 of them in IRQ mode.
    let spec = Spec::program(state, Cp15Regs::default(), program(), 600);
    let stats = run_spec_on_case_stack(spec).unwrap_or_else(|d| panic!("{d}"));
    assert!(stats.blocks >= 600, "{stats:?}");
}

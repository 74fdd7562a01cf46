//! The ARM926's CP15 operations that translated code runs without the escape hatch
//! (`jit::translate::cp15`): the TLB operations by MVA and of everything, TTBR0 and FCSE
//! PID writes through a direct helper call, a control register write of the value it
//! holds inline (one that changes a bit through the escape hatch), and the test-and-clean
//! MRC to r15 that sets the flags. Each TLB change is followed by a load whose value shows
//! which mapping it went through: both engines, block by block and chained, must agree.
//! In User mode the MCRs are Undefined and the MRC is allowed.

mod lockstep_programs;

use arm::CpuState;
use goldtrace::fuzz::Word;
use lockstep_programs::{b, place};

/// `mcr p15, 0, Rd, CRn, CRm, opc2` (`load`: `mrc`).
fn cp15(load: bool, rd: u32, crn: u32, crm: u32, opc2: u32) -> u32 {
    0xee00_0f10 | u32::from(load) << 20 | crn << 16 | rd << 12 | opc2 << 5 | crm
}

/// The translation tables: table A at 0x4000 (TTBR0 at the start) maps VA MiB 0 to PA 0
/// (domain 1: code, vectors, the tables) and MiB 1 through the coarse table at 0x5000,
/// whose entry for the data page 0x00109000 (at 0x5024) the program points at PA 0xa000
/// or 0xb000; with FCSE PID 1 the same code and data are MiB 32 (PA 0) and 33 (a section
/// at PA 0: the data page is PA 0x9000). Table B at 0xc000 maps MiB 0 the same and MiB 1
/// as a section at PA 0. The pages hold the fuzzer's background fill: each mapping loads
/// another value.
fn tables() -> Vec<Word> {
    vec![
        Word::arm(0x4000, 0x0000_0c32),
        Word::arm(0x4004, 0x0000_5011),
        Word::arm(0x4080, 0x0000_0c32),
        Word::arm(0x4084, 0x0000_0c12),
        Word::arm(0x5024, 0x0000_aff2),
        Word::arm(0xc000, 0x0000_0c32),
        Word::arm(0xc004, 0x0000_0c12),
    ]
}

/// The SVC-mode loop at 0x8000 (registers: r2 the data page, r4 table A, r12 table B,
/// r9 and r11 the coarse entries for PA 0xb000 and 0xa000, r10 the entry's address, r13
/// FCSE PID 1).
fn privileged_program() -> Vec<Word> {
    let mut w = tables();
    let (ldr_r3, str_r9, str_r11) = (0xe592_3000, 0xe58a_9000, 0xe58a_b000);
    let (add_r5, add_r6, add_r7) = (0xe085_5003, 0xe086_6003, 0xe087_7003);
    let code: [(u32, &[u32]); 1] = [(
        0x8000,
        &[
            // 0x8000: the entry points at PA 0xb000, invalidated by MVA (D side).
            ldr_r3,
            add_r5,
            str_r9,
            cp15(false, 2, 8, 6, 1),
            // 0x8010: back to PA 0xa000, invalidated by MVA (I side: one TLB).
            ldr_r3,
            add_r5,
            str_r11,
            cp15(false, 2, 8, 5, 1),
            // 0x8020: table B, then A again.
            ldr_r3,
            add_r6,
            cp15(false, 12, 2, 0, 0),
            ldr_r3,
            add_r6,
            cp15(false, 4, 2, 0, 0),
            // 0x8038: PA 0xb000, the whole TLB invalidated; and back.
            ldr_r3,
            str_r9,
            cp15(false, 0, 8, 7, 0),
            0xe592_7000, // ldr r7, [r2]
            str_r11,
            cp15(false, 0, 8, 7, 0),
            // 0x8050: the control register written as it is, then with the I bit
            // toggled twice.
            cp15(true, 1, 1, 0, 0),
            cp15(false, 1, 1, 0, 0),
            0xe221_1a01, // eor r1, r1, #0x1000
            cp15(false, 1, 1, 0, 0),
            0xe221_1a01, // eor r1, r1, #0x1000
            cp15(false, 1, 1, 0, 0),
            // 0x8068: N set, then test and clean: Z only.
            0xe3a0_0001, // mov r0, #1
            0xe350_0002, // cmp r0, #2
            cp15(true, 15, 7, 14, 3),
            0x0288_8001, // addeq r8, r8, #1
            0x4288_8c01, // addmi r8, r8, #0x100
            0x2288_8801, // addcs r8, r8, #0x10000
            0x6288_8401, // addvs r8, r8, #0x1000000
            // 0x8084: FCSE PID 1 (the data page is PA 0x9000), then 0.
            cp15(false, 13, 13, 0, 0),
            ldr_r3,
            add_r7,
            0xe3a0_0000, // mov r0, #0
            cp15(false, 0, 13, 0, 0),
            b(0x8098, 0x8000),
        ],
    )];
    place(&mut w, &code);
    w
}

/// The program: an SVC-mode start that drops to User mode at 0x8040; there the
/// test-and-clean MRC to r15 (allowed) and three MCRs (Undefined); the Undefined
/// handler counts in r6 and returns past the instruction.
fn user_program() -> Vec<Word> {
    let mut w = tables();
    w.push(Word::arm(0x04, b(0x04, 0x8200)));
    let code: [(u32, &[u32]); 3] = [
        (
            0x8000,
            &[
                0xe3a0_0010, // mov r0, #0x10
                0xe16f_f000, // msr spsr_fsxc, r0
                0xe3a0_e902, // mov lr, #0x8000
                0xe28e_e040, // add lr, lr, #0x40
                0xe1b0_f00e, // movs pc, lr
            ],
        ),
        (
            0x8040,
            &[
                0xe3a0_0001, // mov r0, #1
                0xe350_0002, // cmp r0, #2
                cp15(true, 15, 7, 10, 3),
                0x0285_5001, // addeq r5, r5, #1
                0x4285_5c01, // addmi r5, r5, #0x100
                cp15(false, 2, 8, 7, 1),
                cp15(false, 1, 1, 0, 0),
                cp15(false, 4, 2, 0, 0),
                0xe592_3000, // ldr r3, [r2]
                0xe087_7003, // add r7, r7, r3
                b(0x8068, 0x8040),
            ],
        ),
        (
            0x8200,
            &[
                0xe286_6001, // add r6, r6, #1
                0xe1b0_f00e, // movs pc, lr
            ],
        ),
    ];
    place(&mut w, &code);
    w
}

fn state() -> CpuState {
    let mut state = CpuState::new();
    state.r[4] = 0x4000;
    state.r[9] = 0x0000_bff2;
    state.r[10] = 0x0000_5024;
    state.r[11] = 0x0000_aff2;
    state.r[12] = 0xc000;
    state.r[13] = 0x0200_0000;
    state
}

#[test]
fn tlb_operations_and_translation_registers_agree_on_both_engines() {
    lockstep_programs::run(state(), privileged_program(), 0x15);
}

#[test]
fn cp15_operations_in_user_mode_agree_on_both_engines() {
    lockstep_programs::run(state(), user_program(), 0x15);
}

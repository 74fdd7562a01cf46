//! Indirect exits check their own slot of `jit::translate::SiteCache` (the block their
//! last jump-cache probe found) before the shared probe. A slot's block must be taken
//! only where the probe would take it: the same address, the same CPSR key (state and
//! mode) and the same physical page behind the fetch TLB. A loop calls, through one
//! `blx r0`, the same address in ARM and in Thumb state by turns, and through one `blx r8`
//! a virtual page that the loop maps to one physical page and then to another after each
//! round (a second call into that page, from another exit, refills the fetch TLB with the
//! new mapping first, so only the slot's host address tells the blocks apart). Both
//! engines, block by block and chained, must agree.

mod lockstep_programs;

use arm::CpuState;
use goldtrace::fuzz::Word;
use lockstep_programs::{b, place};

/// The address called in both states: ARM `mov r4, r0, ror r7; bx lr`, whose first
/// halfword is Thumb's `bx lr`.
const X: u32 = 0x8300;

/// The virtual page that the loop maps to PA 0x9000 and PA 0xa000 by turns (VA MiB 2,
/// through the coarse table at 0x5000, whose entry for the page is at 0x5020).
const PAGE: u32 = 0x0020_8000;

fn program() -> Vec<Word> {
    let mut w = vec![
        // Sections: VA MiB 0 -> PA 0 in domain 2 (the loop, the tables, X); VA MiB 2
        // through the coarse table at 0x5000 in domain 1; its page 8 -> PA 0x9000, AP 3.
        Word::arm(0x4000, 0x0000_0c52),
        Word::arm(0x4008, 0x0000_5031),
        Word::arm(0x5020, 0x0000_9ff2),
    ];
    let bne = |at, to| b(at, to) & 0x0fff_ffff | 0x1000_0000;
    let code: [(u32, &[u32]); 6] = [
        (
            0x8000,
            &[
                0xe3a0_7014,         // mov r7, #20
                0xe12f_ff38,         // blx r8 (PAGE + 0x100)
                0xe12f_ff30,         // blx r0 (X, in the state of r0's bit 0)
                0xe220_0001,         // eor r0, r0, #1
                0xe257_7001,         // subs r7, r7, #1
                bne(0x8014, 0x8004), // bne 0x8004
                0xe58a_9000,         // str r9, [r10]: PAGE -> the other physical page
                0xee08_8f37,         // mcr p15, 0, r8, c8, c7, 1 (its TLB entry)
                0xe029_900b,         // eor r9, r9, r11
                0xe12f_ff3c,         // blx r12 (PAGE + 0x200: the fetch TLB refilled)
                b(0x8028, 0x8000),   // b 0x8000
            ],
        ),
        (
            X,
            &[
                0xe1a0_4770, // mov r4, r0, ror r7 (Thumb: bx lr)
                0xe12f_ff1e, // bx lr
            ],
        ),
        (0x9100, &[0xe285_5001, 0xe12f_ff1e]), // add r5, r5, #1; bx lr
        (0x9200, &[0xe283_3001, 0xe12f_ff1e]), // add r3, r3, #1; bx lr
        (0xa100, &[0xe286_6001, 0xe12f_ff1e]), // add r6, r6, #1; bx lr
        (0xa200, &[0xe281_1001, 0xe12f_ff1e]), // add r1, r1, #1; bx lr
    ];
    place(&mut w, &code);
    w
}

#[test]
fn an_exits_own_slot_takes_only_the_block_the_probe_would() {
    let mut state = CpuState::new();
    (
        state.r[0],
        state.r[8],
        state.r[9],
        state.r[10],
        state.r[11],
        state.r[12],
    ) = (X | 1, PAGE + 0x100, 0xaff2, 0x5020, 0x3000, PAGE + 0x200);
    lockstep_programs::run(state, program(), 0x15);
}

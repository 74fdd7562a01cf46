//! Translations are per privilege (a block's memory accesses probe that privilege's TLB
//! arrays), and the JIT goes on from a system call or an exception return straight into
//! the next block through the jump-cache probe, which must find the block translated for
//! the privilege the CPU is in now. One block, run alternately in User mode (where its
//! load from a privileged-only page takes a data abort) and in SVC mode (where it does
//! not), entered by exception returns that change the privilege each time: both engines
//! must take the same aborts, block by block and chained.

mod lockstep_programs;

use arm::CpuState;
use goldtrace::fuzz::Word;
use lockstep_programs::{b, place};

/// The program: an SVC-mode start that drops to User mode at 0x8040; there a block that
/// loads from 0x00109000 (a page only privileged modes may read), counts in r5 and makes
/// a system call; an SWI handler that flips the mode it returns to between User and SVC
/// and returns to 0x8040; a data-abort handler that counts the abort in r6 and returns
/// past the load.
fn program() -> Vec<Word> {
    let mut w = vec![
        // Vectors: SWI and data abort.
        Word::arm(0x08, b(0x08, 0x8100)),
        Word::arm(0x10, b(0x10, 0x8200)),
        // Sections: VA MiB 0 -> PA 0 in domain 1, AP 3 (code, vectors); VA MiB 1 -> PA 0
        // in domain 0, AP 1: privileged read/write, no User access (the data).
        Word::arm(0x4000, 0x0000_0c32),
        Word::arm(0x4004, 0x0000_0412),
    ];
    let code: [(u32, &[u32]); 4] = [
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
                0xe592_3000, // ldr r3, [r2]
                0xe285_5001, // add r5, r5, #1
                0xef00_0000, // swi 0
            ],
        ),
        (
            0x8100,
            &[
                0xe14f_0000, // mrs r0, spsr
                0xe220_0003, // eor r0, r0, #3 (User 0x10 <-> SVC 0x13)
                0xe16f_f000, // msr spsr_fsxc, r0
                0xe3a0_e902, // mov lr, #0x8000
                0xe28e_e040, // add lr, lr, #0x40
                0xe1b0_f00e, // movs pc, lr
            ],
        ),
        (
            0x8200,
            &[
                0xe286_6001, // add r6, r6, #1
                0xe25e_f004, // subs pc, lr, #4
            ],
        ),
    ];
    place(&mut w, &code);
    w
}

#[test]
fn a_block_run_in_both_privileges_through_exception_returns_takes_the_same_aborts() {
    // Domains 0 and 1 Client.
    lockstep_programs::run(CpuState::new(), program(), 0x5);
}

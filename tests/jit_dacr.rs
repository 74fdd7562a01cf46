//! The JIT's memory accesses leave out the DACR check: `arm::tlb::Tlb::enter_user` keeps
//! the User TLB arrays to what the DACR permits on every way into User mode, and
//! `arm::tlb::Tlb::enter_privileged` the privileged arrays before generated code runs and
//! after every DACR write. Loops whose data page's domain is revoked and granted again
//! (by a system call from User mode; by privileged code itself after each load) must take
//! the same domain faults on the JIT as on the interpreter once their blocks are
//! translated, whether the DACR write runs inline (ARM926) or not (Cortex-A15). Code that
//! revokes its own page's domain must take the prefetch abort at its next instruction
//! on both engines, though the JIT links a fall-through within the page without a
//! fetch probe.

mod lockstep_programs;

use arm::CpuState;
use goldtrace::fuzz::Word;
use lockstep_programs::{b, place};

/// The program: an SVC-mode start that drops to User mode at 0x8040; a User loop that
/// loads from 0x00109000 (domain 0) and makes a system call; an SWI handler that
/// toggles domain 0 between Client and No access; a data-abort handler that counts the
/// domain fault in r6, grants domain 0 again and retries the load.
fn user_program() -> Vec<Word> {
    let mut w = vec![
        // Vectors: SWI and data abort.
        Word::arm(0x08, b(0x08, 0x8100)),
        Word::arm(0x10, b(0x10, 0x8200)),
        // Sections: VA MiB 0 -> PA 0 in domain 1 (code, vectors), VA MiB 1 -> PA 0 in
        // domain 0 (the data), both AP 3.
        Word::arm(0x4000, 0x0000_0c32),
        Word::arm(0x4004, 0x0000_0c12),
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
                0xe592_3000,       // ldr r3, [r2]
                0xe285_5001,       // add r5, r5, #1
                0xef00_0000,       // swi 0
                b(0x804c, 0x8040), // b 0x8040
            ],
        ),
        (
            0x8100,
            &[
                0xee13_4f10, // mrc p15, 0, r4, c3, c0, 0
                0xe224_4001, // eor r4, r4, #1
                0xee03_4f10, // mcr p15, 0, r4, c3, c0, 0
                0xe1b0_f00e, // movs pc, lr
            ],
        ),
        (
            0x8200,
            &[
                0xe286_6001, // add r6, r6, #1
                0xee13_4f10, // mrc p15, 0, r4, c3, c0, 0
                0xe384_4001, // orr r4, r4, #1
                0xee03_4f10, // mcr p15, 0, r4, c3, c0, 0
                0xe25e_f008, // subs pc, lr, #8
            ],
        ),
    ];
    place(&mut w, &code);
    w
}

/// The program: an SVC-mode loop that loads from 0x00109000 (domain 0), then toggles
/// domain 0 between Client and No access; a data-abort handler that counts the domain
/// fault in r6, grants domain 0 again and retries the load (in Abort mode, with its
/// own loads from the page: the same arrays under another mode). On the Cortex-A15
/// (`v7`) the code's section leaves XN (bit 4) clear.
fn privileged_program(v7: bool) -> Vec<Word> {
    let mut w = vec![
        // Vector: data abort.
        Word::arm(0x10, b(0x10, 0x8200)),
        // Sections: VA MiB 0 -> PA 0 in domain 1 (code, vectors), VA MiB 1 -> PA 0 in
        // domain 0 (the data), both AP 3.
        Word::arm(0x4000, if v7 { 0x0000_0c22 } else { 0x0000_0c32 }),
        Word::arm(0x4004, 0x0000_0c12),
    ];
    let code: [(u32, &[u32]); 2] = [
        (
            0x8000,
            &[
                0xe592_3000,       // ldr r3, [r2]
                0xe285_5001,       // add r5, r5, #1
                0xe582_5004,       // str r5, [r2, #4]
                0xee13_4f10,       // mrc p15, 0, r4, c3, c0, 0
                0xe224_4001,       // eor r4, r4, #1
                0xee03_4f10,       // mcr p15, 0, r4, c3, c0, 0
                b(0x8018, 0x8000), // b 0x8000
            ],
        ),
        (
            0x8200,
            &[
                0xe286_6001, // add r6, r6, #1
                0xee13_4f10, // mrc p15, 0, r4, c3, c0, 0
                0xe384_4001, // orr r4, r4, #1
                0xee03_4f10, // mcr p15, 0, r4, c3, c0, 0
                0xe592_7008, // ldr r7, [r2, #8]
                0xe25e_f008, // subs pc, lr, #8
            ],
        ),
    ];
    place(&mut w, &code);
    w
}

/// The program: SVC-mode code at VA 0x00208100 (MiB 2 -> PA 0, domain 1) that counts in
/// r5, revokes domain 1 (its own) and goes on into the same page, where the fetch takes
/// a prefetch abort (domain fault); the handler (MiB 0, domain 2) counts it in r6,
/// grants domain 1 again (an inline DACR write that leaves its own page mapped) and
/// returns to the faulting instruction, which counts in r7 and jumps back within the
/// page. The start at 0x8000 jumps there (r8). On the Cortex-A15 (`v7`) the sections
/// leave XN (bit 4) clear.
fn revoking_program(v7: bool) -> Vec<Word> {
    let xn = if v7 { 0 } else { 0x10 };
    let mut w = vec![
        // Vector: prefetch abort.
        Word::arm(0x0c, b(0x0c, 0x8200)),
        // Sections, all AP 3: VA MiB 0 -> PA 0 in domain 2 (the start, vectors,
        // handler), VA MiB 1 -> PA 0 in domain 0 (the data), VA MiB 2 -> PA 0 in
        // domain 1 (the code that revokes its own domain).
        Word::arm(0x4000, 0x0000_0c42 | xn),
        Word::arm(0x4004, 0x0000_0c02 | xn),
        Word::arm(0x4008, 0x0000_0c22 | xn),
    ];
    let code: [(u32, &[u32]); 3] = [
        (0x8000, &[0xe1a0_f008]), // mov pc, r8
        (
            0x8100,
            &[
                0xe285_5001,       // add r5, r5, #1
                0xee13_4f10,       // mrc p15, 0, r4, c3, c0, 0
                0xe3c4_400c,       // bic r4, r4, #0xc
                0xee03_4f10,       // mcr p15, 0, r4, c3, c0, 0
                0xe287_7001,       // add r7, r7, #1 (the prefetch abort)
                b(0x8114, 0x8100), // b 0x00208100
            ],
        ),
        (
            0x8200,
            &[
                0xe286_6001, // add r6, r6, #1
                0xee13_4f10, // mrc p15, 0, r4, c3, c0, 0
                0xe384_4004, // orr r4, r4, #4
                0xee03_4f10, // mcr p15, 0, r4, c3, c0, 0
                0xe25e_f004, // subs pc, lr, #4
            ],
        ),
    ];
    place(&mut w, &code);
    w
}

/// Runs `code` from 0x8000 on both engines with domains 0, 1 and 2 Client (see
/// [`lockstep_programs::run`]).
fn run(state: CpuState, code: Vec<Word>) {
    lockstep_programs::run(state, code, 0x15);
}

#[test]
fn a_revoked_domain_faults_in_user_mode_on_both_engines() {
    run(CpuState::new(), user_program());
}

/// On the Cortex-A15 its DACR writes go through the escape hatch.
fn privileged(v7: bool) {
    let mut state = CpuState::new();
    if v7 {
        state.psr_bits = arm::state::psr::IMPLEMENTED_V7;
    }
    run(state, privileged_program(v7));
}

#[test]
fn a_revoked_domain_faults_in_privileged_modes_on_both_engines() {
    privileged(false);
}

#[test]
fn a_revoked_domain_faults_in_privileged_modes_on_the_cortex_a15_too() {
    privileged(true);
}

/// A DACR write that revokes the domain of the code running it, then a fall-through
/// within the page: the prefetch abort comes at the next instruction on both engines
/// (the JIT's inline write ends the chain there rather than following the link). The
/// handler's own write, which leaves its page mapped, lets the chain go on.
fn revoking(v7: bool) {
    let mut state = CpuState::new();
    if v7 {
        state.psr_bits = arm::state::psr::IMPLEMENTED_V7;
    }
    state.r[8] = 0x0020_8100;
    run(state, revoking_program(v7));
}

#[test]
fn revoking_the_running_codes_domain_aborts_the_next_fetch_on_both_engines() {
    revoking(false);
}

#[test]
fn revoking_the_running_codes_domain_aborts_the_next_fetch_on_the_cortex_a15_too() {
    revoking(true);
}

/// A TLB operation after a write that moves the running code's page elsewhere, then a
/// fall-through within the page: the next instruction comes from the new page on both
/// engines (the escape hatch ends the chain where the next instruction's page left the
/// fetch array, rather than following the link to the old page's block at that address,
/// which the loop also runs), and back again. VA MiB 2 goes through a coarse table whose
/// entry for page 0x00208000 the loop points at physical 0xa000 and then at 0x8000 again,
/// each time invalidating the page's entry (`mcr p15, 0, r8, c8, c7, 1`).
fn remapping_program() -> Vec<Word> {
    let mut w = vec![
        // Sections: VA MiB 0 -> PA 0 in domain 2 (the start, the tables); VA MiB 2 through
        // the coarse table at 0x5000 in domain 1; its page 8 -> PA 0x8000, AP 3.
        Word::arm(0x4000, 0x0000_0c52),
        Word::arm(0x4008, 0x0000_5031),
        Word::arm(0x5020, 0x0000_8ff2),
    ];
    let mcr_tlbimva_r8 = 0xee08_8f37;
    let code: [(u32, &[u32]); 3] = [
        (0x8000, &[0xe1a0_f008]), // mov pc, r8
        (
            // The page at PA 0x8000.
            0x8100,
            &[
                0xe285_5001,       // add r5, r5, #1
                0xe58a_9000,       // str r9, [r10] (page 8 -> PA 0xa000)
                mcr_tlbimva_r8,    // the next fetch sees PA 0xa000
                0xe287_7001,       // add r7, r7, #1 (after the branch below)
                b(0x8110, 0x8100), // b 0x00208100
                0xe286_6001,       // add r6, r6, #1 (never runs)
                b(0x8118, 0x810c), // b 0x0020810c
            ],
        ),
        (
            // The page at PA 0xa000.
            0xa10c,
            &[
                0xe287_7002,    // add r7, r7, #2
                0xe58a_b000,    // str r11, [r10] (page 8 -> PA 0x8000)
                mcr_tlbimva_r8, // the next fetch sees PA 0x8000: the branch above
                0xe286_6001,    // add r6, r6, #1 (never runs)
            ],
        ),
    ];
    place(&mut w, &code);
    w
}

#[test]
fn a_tlb_operation_that_moves_the_running_codes_page_is_seen_at_the_next_fetch() {
    let mut state = CpuState::new();
    state.r[8] = 0x0020_8100;
    state.r[9] = 0x0000_aff2;
    state.r[10] = 0x0000_5020;
    state.r[11] = 0x0000_8ff2;
    run(state, remapping_program());
}

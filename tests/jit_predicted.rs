//! Indirect exits that load r15 predict their target in their own code
//! (`jit::translate::chain::emit_predicted`): the code cache links a site to the target its
//! misses find, at most three times, directly where the target lies in the site's page and
//! through a stub that checks the target page's fetch TLB entry elsewhere, and unlinks it
//! when the target's page is invalidated. Two PLT-like sites (`add ip, pc, #0; add ip, ip,
//! #0x3000; ldr pc, [ip, #n]!`) are called with targets that a driver writes into their
//! GOT words from a schedule: the same target again and again, a Thumb target at the
//! address of an ARM target already linked (whose word's bits are an ARM instruction too),
//! a target the site's own page holds, targets past the site's links, a target whose code
//! is rewritten while a site is linked to it, and (in the second test) a target whose page
//! is mapped to other code while a site is linked to it. The targets return with `bx lr`
//! and `pop {pc}`, predicted too, and the driver also calls a block of another page with
//! a direct `bl` (linked the same way, without the compare). A target in the other
//! state (the Thumb one at A) is linked too, compared as the interworking leaves `eax`
//! (odd). Two more tests call functions that return by `bx lr`, `pop {pc}`, `ldr pc,
//! [sp], #4` and `mov pc, lr`, a switch by `add pc, pc, r0, lsl #2` (data processing to
//! the PC, predicted as loads of it are), and rewrite a caller's code while a return is
//! linked to it. Both engines, block by block and chained, must agree.

use arm::cp15::Cp15Regs;
use arm::CpuState;
use goldtrace::fuzz::{run_spec_on_case_stack, Spec, Word};

/// `bl target` at `at`.
fn bl(at: u32, target: u32) -> u32 {
    0xeb00_0000 | (target.wrapping_sub(at).wrapping_sub(8) >> 2) & 0x00ff_ffff
}

/// `b target` at `at`.
fn b(at: u32, target: u32) -> u32 {
    0xea00_0000 | (target.wrapping_sub(at).wrapping_sub(8) >> 2) & 0x00ff_ffff
}

/// The PLT-like sites: site 1 loads its target from `GOT`, site 2 from `GOT + 4`.
const SITE1: u32 = 0x8800;
const SITE2: u32 = 0x8810;
/// The GOT words and, after them, the schedule: per round, site 1's target and site 2's.
const GOT: u32 = 0xc000;
const SCHEDULE: u32 = 0xc100;

/// An ARM target whose first word is also a Thumb `adds r6, #1; bx lr` (A | 1): as ARM,
/// `ldrbmi r3, [r0, -r1, lsl #12]!`, which does not run (N is clear), then `add r5, r5,
/// #1; bx lr`.
const A: u32 = 0x9000;
/// `add r5, r5, #0x10; bx lr`, its immediate counted up by `W`.
const B: u32 = 0xa000;
/// `add r6, r6, #0x100` between `push {lr}` and `pop {pc}`.
const C: u32 = 0xb000;
/// In A's page, called by a direct `bl` of the driver: `add r8, r8, #1; bx lr`.
const D: u32 = 0x9100;
/// In the sites' page: `add r5, r5, #0x1000; bx lr`.
const E: u32 = 0x8900;
/// Rewrites `B`'s first instruction (its immediate one more) and returns.
const W: u32 = 0xd000;

/// The driver at 0x8000: `rounds` rounds of writing the two GOT words from the schedule
/// and calling both sites and `D`, then a loop on itself.
fn driver(rounds: u32) -> Vec<(u32, Vec<u32>)> {
    assert!(rounds < 256);
    let lp = 0x8014;
    vec![
        (
            0x8000,
            vec![
                0xe3a0_7000 | rounds, // mov r7, #rounds
                0xe3a0_4cc1,          // mov r4, #0xc100 (SCHEDULE)
                0xe3a0_3903,          // mov r3, #0xc000 (GOT)
                0xe3a0_9a0a,          // mov r9, #0xa000 (B)
                0xe3a0_dcc8,          // mov sp, #0xc800
            ],
        ),
        (
            lp,
            vec![
                0xe494_0004,               // ldr r0, [r4], #4
                0xe583_0000,               // str r0, [r3]
                0xe494_0004,               // ldr r0, [r4], #4
                0xe583_0004,               // str r0, [r3, #4]
                bl(lp + 16, SITE1),        // bl SITE1
                bl(lp + 20, SITE2),        // bl SITE2
                bl(lp + 24, D),            // bl D (another page: a linked direct jump)
                0xe257_7001,               // subs r7, r7, #1
                0x1a00_0000 | 0x00ff_fff6, // bne lp
                b(lp + 36, lp + 36),       // b . (the end)
            ],
        ),
        (
            SITE1,
            vec![
                0xe28f_c000, // add ip, pc, #0 (0x8808)
                0xe28c_ca03, // add ip, ip, #0x3000 (0xb808)
                0xe5bc_f7f8, // ldr pc, [ip, #0x7f8]! (GOT)
            ],
        ),
        (
            SITE2,
            vec![
                0xe28f_c000, // add ip, pc, #0 (0x8818)
                0xe28c_ca03, // add ip, ip, #0x3000 (0xb818)
                0xe5bc_f7ec, // ldr pc, [ip, #0x7ec]! (GOT + 4)
            ],
        ),
        (
            A,
            vec![
                0x4770_3601, // Thumb: adds r6, #1; bx lr. ARM: ldrbmi r3, [r0, -r1, lsl #12]!
                0xe285_5001, // add r5, r5, #1
                0xe12f_ff1e, // bx lr
            ],
        ),
        (B, vec![0xe285_5010, 0xe12f_ff1e]), // add r5, r5, #0x10; bx lr
        // push {lr}; add r6, r6, #0x100; pop {pc}
        (C, vec![0xe92d_4000, 0xe286_6c01, 0xe8bd_8000]),
        (D, vec![0xe288_8001, 0xe12f_ff1e]), // add r8, r8, #1; bx lr
        (E, vec![0xe285_5a01, 0xe12f_ff1e]), // add r5, r5, #0x1000; bx lr
        (
            W,
            vec![
                0xe599_1000, // ldr r1, [r9]
                0xe281_1001, // add r1, r1, #1
                0xe589_1000, // str r1, [r9]
                0xe12f_ff1e, // bx lr
            ],
        ),
    ]
}

/// The words of `code`, the GOT words and the schedule of `(site 1, site 2)` targets.
fn words(code: &[(u32, Vec<u32>)], schedule: &[(u32, u32)]) -> Vec<Word> {
    let mut w = Vec::new();
    for (at, words) in code {
        for (i, &v) in words.iter().enumerate() {
            w.push(Word::arm(at + 4 * i as u32, v));
        }
    }
    w.push(Word::arm(GOT, 0));
    w.push(Word::arm(GOT + 4, 0));
    for (i, &(one, two)) in schedule.iter().enumerate() {
        w.push(Word::arm(SCHEDULE + 8 * i as u32, one));
        w.push(Word::arm(SCHEDULE + 8 * i as u32 + 4, two));
    }
    w
}

/// Runs `code` (a driver of `rounds` rounds) from 0x8000 in SVC mode, the MMU on with the
/// first-level table at 0x4000 (domain 0 a client), on both engines, to the driver's end.
fn run(code: Vec<Word>, rounds: u64) {
    let mut state = CpuState::new();
    state.r[15] = 0x8000;
    let spec = Spec::program(
        state,
        Cp15Regs {
            control: Cp15Regs::default().control | 1,
            ttbr0: 0x4000,
            dacr: 1,
            ..Cp15Regs::default()
        },
        code,
        600,
    );
    let stats = run_spec_on_case_stack(spec).unwrap_or_else(|d| panic!("{d}"));
    // Each round is nine blocks (the driver's four, each site and its target, and
    // `D`): every round ran.
    assert!(stats.blocks > 9 * rounds, "{stats:?}");
}

#[test]
fn predicted_exits_agree_with_new_targets_other_states_rewritten_code_and_no_links_left() {
    let a1 = A | 1;
    // Site 1: A linked; A | 1 twice (the state changes: never a hit on A's link; the
    // first links the Thumb target, compared odd, which the second hits); W while site
    // 2 is linked to B, the site's last link; then C and A again through `chain`. Site 2: B linked and rewritten (round 6) while linked, then
    // linked again; E in its own page (a direct link, its last); B again through
    // `chain`, rewritten twice more.
    let schedule = [
        (A, B),
        (A, B),
        (A, B),
        (a1, B),
        (a1, B),
        (W, B),
        (A, B),
        (A, B),
        (A, E),
        (a1, E),
        (C, E),
        (W, B),
        (A, B),
        (a1, B),
        (A, E),
        (W, B),
        (A, B),
        (A, E),
        (C, B),
        (A, B),
    ];
    let mut code = driver(schedule.len() as u32);
    // One section for the first MiB: VA = PA, domain 0, AP 3.
    code.push((0x4000, vec![0x0000_0c12]));
    run(words(&code, &schedule), schedule.len() as u64);
}

#[test]
fn a_predicted_exit_follows_its_target_page_to_other_code() {
    // The first MiB in small pages (a coarse table at 0x3000, domain 0, AP 3 for all
    // four subpages): VA = PA but for the page of A, which the schedule's `R` maps to
    // the page at 0xf000 (other code at the same offsets) and back, flushing the TLB.
    const L2: u32 = 0x3000;
    const REMAP: u32 = 0xe000;
    let small = |pa: u32| pa | 0xff0 | 2;
    let mut code = driver(16);
    code.push((0x4000, vec![L2 | 0x11]));
    code.push((L2, (0..256).map(|p| small(p << 12)).collect()));
    code.push((
        0xf000,
        vec![
            0xe1a0_0000, // nop
            0xe285_5020, // add r5, r5, #0x20
            0xe12f_ff1e, // bx lr
        ],
    ));
    // What D's address runs there: `add r8, r8, #2; bx lr`.
    code.push((0xf000 | (D & 0xfff), vec![0xe288_8002, 0xe12f_ff1e]));
    // R: swap the L2 entry of A's page between 0x9000 and 0xf000, flush the TLB.
    code.push((
        REMAP,
        vec![
            0xe59f_1010,        // ldr r1, [pc, #0x10] (the entry's address)
            0xe591_2000,        // ldr r2, [r1]
            0xe222_2a06,        // eor r2, r2, #0x6000 (0x9000 <-> 0xf000)
            0xe581_2000,        // str r2, [r1]
            0xee08_0f17,        // mcr p15, 0, r0, c8, c7, 0 (invalidate the TLBs)
            0xe12f_ff1e,        // bx lr
            L2 + 4 * (A >> 12), // the entry of A's page
        ],
    ));
    let r = REMAP;
    let schedule = [
        (A, C),
        (A, C),
        (A, C),
        (r, C),
        (A, C),
        (A, C),
        (A, C),
        (r, C),
        (A, C),
        (A, C),
        (r, C),
        (A, C),
        (A, C),
        (r, C),
        (A, C),
        (A, C),
    ];
    run(words(&code, &schedule), schedule.len() as u64);
}

/// `blx target` (ARM, to a Thumb `target` at a word address) at `at`.
fn blx(at: u32, target: u32) -> u32 {
    0xfa00_0000 | (target.wrapping_sub(at).wrapping_sub(8) >> 2) & 0x00ff_ffff
}

/// Thumb's `bl target` pair at `at`, as the two halfwords packed in a word (first
/// halfword low).
fn thumb_bl(at: u32, target: u32) -> u32 {
    let offset = target.wrapping_sub(at).wrapping_sub(4);
    let hi = 0xf000 | (offset >> 12) & 0x7ff;
    let lo = 0xf800 | (offset >> 1) & 0x7ff;
    hi | lo << 16
}

/// Runs `code` from 0x8000 in SVC mode with the first MiB mapped by one section (VA =
/// PA, domain 0 a client) on both engines, block by block and chained, for at most
/// `blocks` blocks; at least `min_blocks` must have run.
fn run_mapped(mut code: Vec<(u32, Vec<u32>)>, blocks: u32, min_blocks: u64) {
    code.push((0x4000, vec![0x0000_0c12]));
    let mut w = Vec::new();
    for (at, words) in &code {
        for (i, &v) in words.iter().enumerate() {
            w.push(Word::arm(at + 4 * i as u32, v));
        }
    }
    let mut state = CpuState::new();
    state.r[15] = 0x8000;
    let spec = Spec::program(
        state,
        Cp15Regs {
            control: Cp15Regs::default().control | 1,
            ttbr0: 0x4000,
            dacr: 1,
            ..Cp15Regs::default()
        },
        w,
        blocks,
    );
    let stats = run_spec_on_case_stack(spec).unwrap_or_else(|d| panic!("{d}"));
    assert!(stats.blocks > min_blocks, "{stats:?}");
}

/// Returns and data-processing writes of the PC as predicted exits: a leaf (`bx lr`)
/// called from five sites (more targets than its links), a function that calls the leaf
/// before its `pop {pc}`, returns by `mov pc, lr` (a data-processing write of the PC,
/// predicted as a load of it is) and `ldr pc, [sp], #4`, a Thumb leaf entered by `blx`
/// (its return changes the state), a Thumb function whose `bl` pair calls a Thumb leaf
/// and whose `pop {pc}` returns to ARM, and a switch (`add pc, pc, r0, lsl #2`) with four
/// targets, one on another page.
#[test]
fn returns_and_data_processing_writes_of_the_pc_agree() {
    const L: u32 = 0x9000;
    const N: u32 = 0x9100;
    const M: u32 = 0x9200;
    const P: u32 = 0x9300;
    const T: u32 = 0xa000;
    const TC: u32 = 0xa100;
    const TL: u32 = 0xa200;
    const S: u32 = 0xb000;
    let rounds = 24;
    let lp = 0x8008;
    let mut driver = vec![
        0xe3a0_7000 | rounds, // mov r7, #rounds
        0xe3a0_dc78,          // mov sp, #0x7800
    ];
    let calls = [L, L, L, L, L, N, M, P];
    for (i, &f) in calls.iter().enumerate() {
        driver.push(bl(lp + 4 * i as u32, f));
    }
    let at = lp + 4 * calls.len() as u32;
    driver.extend([
        blx(at, T),
        blx(at + 4, TC),
        0xe207_0003,    // and r0, r7, #3
        bl(at + 12, S), // bl S
        0xe257_7001,    // subs r7, r7, #1
        0x1a00_0000 | (lp.wrapping_sub(at + 20).wrapping_sub(8) >> 2) & 0x00ff_ffff, // bne lp
        b(at + 24, at + 24), // b . (the end)
    ]);
    let code = vec![
        (0x8000, driver),
        (L, vec![0xe285_5001, 0xe12f_ff1e]), // add r5, r5, #1; bx lr
        // push {lr}; bl L; add r6, r6, #0x10; pop {pc}
        (N, vec![0xe92d_4000, bl(N + 4, L), 0xe286_6010, 0xe8bd_8000]),
        (M, vec![0xe288_8001, 0xe1a0_f00e]), // add r8, r8, #1; mov pc, lr
        // str lr, [sp, #-4]!; add r6, r6, #1; ldr pc, [sp], #4
        (P, vec![0xe52d_e004, 0xe286_6001, 0xe49d_f004]),
        (T, vec![0x4770_3601]), // Thumb: adds r6, #1; bx lr
        // Thumb: push {lr}; bl TL; pop {pc}
        (
            TC,
            vec![
                0xb500 | (thumb_bl(TC + 2, TL) & 0xffff) << 16,
                thumb_bl(TC + 2, TL) >> 16 | 0xbd00 << 16,
            ],
        ),
        (TL, vec![0x4770_3502]), // Thumb: adds r5, #2; bx lr
        (
            S,
            vec![
                0xe08f_f100,          // add pc, pc, r0, lsl #2
                0xe1a0_0000,          // nop
                b(S + 8, S + 0x100),  // b case 0
                b(S + 12, S + 0x110), // b case 1
                b(S + 16, S + 0x120), // b case 2
                b(S + 20, 0xc300),    // b case 3 (another page)
            ],
        ),
        (S + 0x100, vec![0xe289_9001, 0xe12f_ff1e]), // add r9, r9, #1; bx lr
        (S + 0x110, vec![0xe289_9002, 0xe12f_ff1e]), // add r9, r9, #2; bx lr
        (S + 0x120, vec![0xe289_9004, 0xe12f_ff1e]), // add r9, r9, #4; bx lr
        (0xc300, vec![0xe289_9008, 0xe12f_ff1e]),    // add r9, r9, #8; bx lr
    ];
    // 28 blocks a round: every round ran.
    run_mapped(code, 2000, 28 * u64::from(rounds));
}

/// A return to a caller whose page was written after the call (its translations
/// dropped, the return site's link into it undone) runs the new code: the callee
/// rewrites the instruction at its return address in one round, after the earlier
/// rounds linked its return there, then returns from another block.
#[test]
fn a_return_after_its_callers_page_is_rewritten_runs_the_new_code() {
    const F: u32 = 0x9000;
    const WR: u32 = 0x9100;
    const F2: u32 = 0xa000;
    let rounds = 16;
    let code = vec![
        (
            0x8000,
            vec![
                0xe3a0_7000 | rounds, // mov r7, #rounds
                0xe3a0_dc78,          // mov sp, #0x7800
                0xe28f_9000,          // add r9, pc, #0 (0x8010, the return address)
                bl(0x800c, F),        // bl F
                0xe285_5001,          // add r5, r5, #1 (rewritten to #2 in round 10)
                0xe257_7001,          // subs r7, r7, #1
                0x1aff_fffb,          // bne 0x800c
                b(0x801c, 0x801c),    // b . (the end)
            ],
        ),
        (
            F,
            vec![
                0xe357_0006,  // cmp r7, #6 (round 10)
                0x0a00_003d,  // beq WR
                b(F + 8, F2), // b F2
            ],
        ),
        (
            WR,
            vec![
                0xe599_1000,    // ldr r1, [r9]
                0xe281_1001,    // add r1, r1, #1
                0xe589_1000,    // str r1, [r9]
                b(WR + 12, F2), // b F2
            ],
        ),
        (F2, vec![0xe12f_ff1e]), // bx lr
    ];
    run_mapped(code, 600, 4 * u64::from(rounds));
}

/// A site linked to a target in the other state (an ARM PLT-like site whose GOT word
/// holds a Thumb function's address, as armhf's PLT entries into Thumb libc) compares
/// the odd value the interworking leaves in `eax`: the ARM code at the same address,
/// called through the same site afterwards, is not entered through that link.
#[test]
fn a_link_into_the_other_state_is_not_taken_for_the_same_address_in_this_one() {
    let a1 = A | 1;
    // Site 1: the Thumb target until it is translated and linked, then the ARM one at
    // the same address, then both by turns.
    let schedule = [
        (a1, B),
        (a1, B),
        (a1, B),
        (a1, B),
        (a1, B),
        (a1, B),
        (A, B),
        (A, B),
        (a1, B),
        (A, B),
        (a1, B),
        (A, B),
    ];
    let mut code = driver(schedule.len() as u32);
    code.push((0x4000, vec![0x0000_0c12]));
    run(words(&code, &schedule), schedule.len() as u64);
}

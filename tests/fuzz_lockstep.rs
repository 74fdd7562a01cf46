//! Bounded differential fuzzing: random ARM and Thumb instruction streams run on the
//! interpreter and the JIT side by side, at least a million guest instructions in all
//! on the ARM926, and a shorter run of ARM, Thumb-2 (IT blocks included) and VFP code on
//! the Cortex-A15 (`--profile armv7`).

use std::time::Instant;

use goldtrace::fuzz::{self, Config, Fuzzer, Profile, Spec, Word, CASE_STACK, CODE_BASE, RAM_SIZE};

/// Guest instructions the bounded run must execute in all.
const TARGET_INSNS: u64 = 1_000_000;

/// Runs a test's body on a thread with [`CASE_STACK`] of stack.
fn on_big_stack(body: fn()) {
    let t = std::thread::Builder::new()
        .stack_size(CASE_STACK)
        .spawn(body)
        .expect("spawning the test's thread");
    if let Err(e) = t.join() {
        std::panic::resume_unwind(e);
    }
}

fn run_until(first_seed: u64, target: u64, threads: u64) -> (u64, u64, u64, u64) {
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            std::thread::Builder::new()
                .stack_size(CASE_STACK)
                .spawn(move || {
                    let cfg = Config::default();
                    let mut fz = Fuzzer::new().expect("JIT code buffer");
                    let (mut cases, mut arm, mut thumb) = (0u64, 0u64, 0u64);
                    let mut seed = first_seed + t;
                    while arm + thumb < target / threads {
                        match fz.run_case(seed, &cfg) {
                            Ok(s) if s.thumb => thumb += s.insns,
                            Ok(s) => arm += s.insns,
                            Err(d) => panic!("{d}\n(regression test name: {})", d.test_name()),
                        }
                        cases += 1;
                        seed += threads;
                    }
                    (cases, arm, thumb)
                })
                .expect("spawning a fuzzing thread")
        })
        .collect();
    let (mut cases, mut arm, mut thumb) = (0, 0, 0);
    for h in handles {
        let (c, a, t) = match h.join() {
            Ok(r) => r,
            Err(e) => std::panic::resume_unwind(e),
        };
        cases += c;
        arm += a;
        thumb += t;
    }
    (cases, arm, thumb, arm + thumb)
}

#[test]
fn a_million_random_instructions_agree() {
    on_big_stack(a_million_random_instructions_agree_body);
}

fn a_million_random_instructions_agree_body() {
    let start = Instant::now();
    let (cases, arm, thumb, total) = run_until(1, TARGET_INSNS, 2);
    let secs = start.elapsed().as_secs_f64();
    println!(
        "fuzz: {cases} cases, {total} guest instructions ({arm} ARM, {thumb} Thumb) in {secs:.1} s"
    );
    assert!(total >= TARGET_INSNS);
    assert!(
        arm > TARGET_INSNS / 5 && thumb > TARGET_INSNS / 10,
        "both states ran"
    );
}

/// The ARMv7-A profile: cases on the Cortex-A15 with VFP enabled (FPEXC.EN, CPACR full
/// access), random FPSCR modes and special values in D0-D31, their code drawn from the
/// ARMv7-A views of the ARM, Thumb, Thumb-2 and VFP tables with IT blocks; the engines
/// agree on registers, VFP registers, FPSCR, CP15, memory, ticks and trace, and every
/// kind of instruction runs.
#[test]
fn armv7_random_instructions_agree() {
    on_big_stack(armv7_random_instructions_agree_body);
}

fn armv7_random_instructions_agree_body() {
    let cfg = Config {
        profile: Profile::Armv7,
        ..Config::default()
    };
    let spec = fuzz::generate(1, &cfg);
    assert!(spec.is_armv7() && !fuzz::generate(1, &Config::default()).is_armv7());
    assert_eq!(spec.state.vfp.fpexc, 1 << 30, "VFP enabled");
    assert_eq!(fuzz::system_of(&spec.cp15).cpacr, fuzz::CPACR_FULL);
    let start = Instant::now();
    let mut fz = Fuzzer::new().expect("JIT code buffer");
    let mut total = fuzz::CaseStats::default();
    let (mut cases, mut arm) = (0u64, 0u64);
    let mut seed = 1;
    while total.insns < 300_000 {
        match fz.run_case(seed, &cfg) {
            Ok(s) => {
                arm += if s.thumb { 0 } else { s.insns };
                total.insns += s.insns;
                total.thumb32 += s.thumb32;
                total.vfp += s.vfp;
                total.it += s.it;
            }
            Err(d) => panic!("{d}\n(regression test name: {})", d.test_name()),
        }
        cases += 1;
        seed += 1;
    }
    println!(
        "armv7: {cases} cases, {} guest instructions ({arm} ARM, {} 32-bit Thumb, {} VFP, {} IT) in {:.1} s",
        total.insns,
        total.thumb32,
        total.vfp,
        total.it,
        start.elapsed().as_secs_f64()
    );
    assert!(
        arm > total.insns / 5 && total.insns - arm > total.insns / 10,
        "both states ran"
    );
    assert!(total.thumb32 > total.insns / 20, "Thumb-2 ran");
    assert!(total.vfp > total.insns / 200, "VFP ran");
    assert!(total.it > 300, "IT blocks ran");
}

/// Registers aimed at the last bytes of RAM (unaligned, crossing the end) and at the
/// top of the address space: a host-side out-of-bounds access would crash or panic.
#[test]
fn accesses_at_the_edges_stay_in_guest_memory() {
    on_big_stack(accesses_at_the_edges_stay_in_guest_memory_body);
}

fn accesses_at_the_edges_stay_in_guest_memory_body() {
    let edges = [
        RAM_SIZE - 1,
        RAM_SIZE - 2,
        RAM_SIZE - 3,
        RAM_SIZE - 4,
        RAM_SIZE - 6,
        RAM_SIZE,
        RAM_SIZE + 1,
        0xffff_ffff,
        0xffff_fffe,
        0xffff_fffc,
        0xffff_fff9,
        0x8000_0000,
        0,
    ];
    let cfg = Config::default();
    let mut fz = Fuzzer::new().expect("JIT code buffer");
    let mut insns = 0;
    for seed in 0..120u64 {
        let mut spec = fuzz::generate(1_000_000 + seed, &cfg);
        for r in 0..15 {
            if r != 13 || seed % 2 == 0 {
                spec.state.r[r] = edges[(seed as usize + r) % edges.len()];
            }
        }
        spec.blocks = 300;
        match fz.run_spec(&spec, 4) {
            Ok(s) => insns += s.insns,
            Err(d) => panic!("{d}"),
        }
    }
    println!("edges: {insns} guest instructions");
    assert!(insns > 10_000);
}

/// Cases with the MMU on: a first-level table and a coarse table of pages with varied
/// permissions (random descriptors elsewhere), random domains, S and R bits and
/// alignment checking, so that translation, domain, permission and alignment faults
/// and accesses through pages mapped elsewhere all occur; the engines agree on them.
#[test]
fn cases_with_the_mmu_on_agree() {
    on_big_stack(cases_with_the_mmu_on_agree_body);
}

fn cases_with_the_mmu_on_agree_body() {
    let cfg = Config {
        mmu_ratio: 1.0,
        ..Config::default()
    };
    let mut fz = Fuzzer::new().expect("JIT code buffer");
    let (mut insns, mut coarse) = (0, 0);
    for seed in 0..400u64 {
        let spec = fuzz::generate(2_000_000 + seed, &cfg);
        assert_eq!(spec.cp15.control & 1, 1, "the MMU is on");
        assert_eq!(spec.cp15.ttbr0, fuzz::L1_BASE);
        coarse += u32::from(spec.code.iter().any(|w| w.addr == fuzz::L2_BASE + 4 * 8));
        match fz.run_spec(&spec, 16) {
            Ok(s) => insns += s.insns,
            Err(d) => panic!("{d}\n(regression test name: {})", d.test_name()),
        }
    }
    println!("mmu: {insns} guest instructions, {coarse} of 400 cases through a coarse table");
    assert!(insns > 200_000);
    assert!(
        coarse > 250,
        "most cases map the code page through the coarse table"
    );
}

/// A known program counts its instructions and ends on its branch to itself.
#[test]
fn counts_instructions_of_a_known_program() {
    on_big_stack(counts_instructions_of_a_known_program_body);
}

fn counts_instructions_of_a_known_program_body() {
    let mut spec: Spec = fuzz::generate(7, &Config::default());
    spec.state.cpsr_rest = 0x13 | 0xc0; // SVC, ARM, interrupts masked
    spec.cp15 = Default::default(); // the MMU off, whatever the seed drew
    spec.state.r[15] = CODE_BASE;
    spec.code = vec![
        Word::arm(CODE_BASE, 0xe3a0_0005),      // mov r0, #5
        Word::arm(CODE_BASE + 4, 0xe250_0001),  // subs r0, r0, #1
        Word::arm(CODE_BASE + 8, 0x1aff_fffd),  // bne CODE_BASE + 4
        Word::arm(CODE_BASE + 12, 0xeaff_fffe), // b .
    ];
    spec.blocks = 100;
    let stats = fuzz::run_spec(&spec).unwrap_or_else(|d| panic!("{d}"));
    // mov+subs+bne, then four more subs+bne, then the self-loop is not run.
    assert_eq!(stats.insns, 3 + 4 * 2);
    assert_eq!(stats.blocks, 6);
}

/// A recorded divergence becomes a test file whose words carry their disassembly.
#[test]
fn regression_file_annotates_the_words() {
    on_big_stack(regression_file_annotates_the_words_body);
}

fn regression_file_annotates_the_words_body() {
    let mut spec = fuzz::generate(9, &Config::default());
    spec.code = vec![
        Word::arm(CODE_BASE, 0xe3a0_0005),
        Word::arm(CODE_BASE + 4, 0xe250_0001),
        Word::thumb(CODE_BASE + 8, 0x3a86),
    ];
    let d = fuzz::Divergence {
        seed: 0x1234,
        block: Some(3),
        mnemonic: "subs".into(),
        text: "goldtrace-fuzz: divergence, seed 0x1234\n  exit: interpreter Continue, JIT Wfi\n"
            .into(),
        regression: Some(spec),
        minimized: true,
    };
    assert_eq!(d.test_name(), "seed_0000000000001234_subs");
    let file = d.regression_file().expect("a case to record");
    for want in [
        "Word::arm(0x00008000, 0xe3a00005), // mov r0, #5",
        "Word::arm(0x00008004, 0xe2500001), // subs r0, r0, #1",
        "Word::thumb(0x00008008, 0x00003a86), // subs r2, #134",
        "//! exit: interpreter Continue, JIT Wfi",
        "fn replays_without_divergence()",
        "super::replay(Spec {",
    ] {
        assert!(file.contains(want), "missing {want:?} in\n{file}");
    }
    // `goldtrace-fuzz --reannotate`: stale comments are rewritten, nothing else moves.
    let stale = file
        .replace("// mov r0, #5", "// (old text)")
        .replace("// subs r2, #134", "// bxns pc");
    assert_ne!(stale, file);
    assert_eq!(fuzz::reannotate_regression(&stale), file);
}

/// A case whose CPU ends in a branch to itself while an interrupt line is up but masked:
/// the run loop used to go round without time passing (waiting for an interrupt it
/// could not take); it now skips to the next device event like any spin.
#[test]
fn a_spin_with_a_masked_line_lets_time_pass() {
    on_big_stack(a_spin_with_a_masked_line_lets_time_pass_body);
}

fn a_spin_with_a_masked_line_lets_time_pass_body() {
    let cfg = Config {
        mmu_ratio: 1.0,
        trace_ratio: 1.0,
        ..Config::default()
    };
    let spec = fuzz::generate(23_000_084_888, &cfg);
    let stats = fuzz::run_spec(&spec).unwrap_or_else(|d| panic!("{d}"));
    assert!(stats.blocks > 0);
}

/// The fuzzer's watchdog: a case that grows the process beyond `--case-memory` ends the
/// run with exit 1 and names the seed to re-run (here the limit, 1 MiB, is below what
/// the process needs to start, so the first look of the watchdog finds it).
#[test]
fn the_fuzzer_reports_a_case_beyond_its_memory_limit() {
    on_big_stack(the_fuzzer_reports_a_case_beyond_its_memory_limit_body);
}

fn the_fuzzer_reports_a_case_beyond_its_memory_limit_body() {
    let dir = std::env::temp_dir().join(format!("goldtrace-fuzz-watch-{}", std::process::id()));
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_goldtrace-fuzz"))
        .args(["--seed", "7", "--cases", "1000000", "--case-memory", "1"])
        .arg("--regressions")
        .arg(&dir)
        .output()
        .expect("running goldtrace-fuzz");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("goldtrace-fuzz: hang: the case of seed "),
        "{err}"
    );
    assert!(err.contains("has grown the process to"), "{err}");
    assert!(err.contains("--cases 1)"), "{err}");
    assert!(!dir.exists(), "no regression file is written for a hang");
}

/// Flag liveness (the JIT leaves an ADDS/SUBS/CMP/CMN/RSBS's flags in the host flags
/// until something needs them in `Core`, or drops them when the next such instruction
/// overwrites them): runs of flag-setting instructions, MOVs and conditional MOVs
/// between them, now and then something that clobbers the host flags followed by
/// conditional instructions (a CMP made again), then one reader of the flags from
/// `Core` or an exit: a conditional
/// branch, a conditional ADD, ADCS/SBCS, a load or store through a register the case
/// aims at RAM's end, MMIO or the faulting window (a fault), MRS, MSR of the flags, SWI,
/// an Undefined instruction, a logical MOVS, or the end of a block. ARM code on both
/// CPUs, interrupts from the fuzzer's board at block boundaries as in every case.
#[test]
fn flags_left_in_host_flags_agree_when_read() {
    on_big_stack(flags_left_in_host_flags_agree_when_read_body);
}

/// A xorshift64 generator for the flag-liveness runs.
struct Draw(u64);

impl Draw {
    /// A number below `k`, as a `u32`.
    fn u(&mut self, k: u64) -> u32 {
        self.below(k) as u32
    }

    /// A number below `k`.
    fn below(&mut self, k: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % k
    }
}

/// Words of a flag-liveness run at `pc` (ARM, `n` instructions at least).
fn flag_liveness_run(rng: &mut Draw, pc: u32, n: usize) -> Vec<Word> {
    let mut r = |k: u64| rng.below(k) as u32;
    let mut words = Vec::new();
    while words.len() < n {
        // One to three flag setters: ADD 4, SUB 2, RSB 3, CMP 10, CMN 11; now and then
        // conditional (on the host flags of the one before, or not).
        // The last flag setter's first operand, which the clobber below writes now and
        // then.
        let mut last_rn = 0;
        for _ in 0..1 + r(3) {
            let op = [4, 2, 3, 10, 11][r(5) as usize];
            let (rn, rd) = (r(8), r(8));
            last_rn = rn;
            let cond = if r(3) == 0 { r(14) } else { 14 };
            let w = cond << 28;
            let w = w | if r(2) == 0 {
                0x0200_0000 | op << 21 | 1 << 20 | rn << 16 | rd << 12 | r(16) << 8 | r(256)
            } else {
                // A register operand, shifted by an immediate (not RRX) or not at all.
                let (amount, kind) = if r(2) == 0 { (0, 0) } else { (1 + r(31), r(4)) };
                op << 21 | 1 << 20 | rn << 16 | rd << 12 | amount << 7 | kind << 5 | r(8)
            };
            words.push(w);
            // MOV/MVN without S (immediate or register), ADD without S of a register
            // shifted left by 0 to 3 (`lea`, which keeps the host flags; Rd = Rn now and
            // then), ADD or SUB without S of an immediate (`lea` too), MOV/MVN of a
            // register shifted by an immediate or by a register (with S now and then),
            // AND without S of #255 (`movzx`, which keeps the host flags) or #254 (an
            // x86 `and`); now and then conditional.
            for _ in 0..r(3) {
                let cond = if r(3) == 0 { r(14) } else { 14 };
                let op = if r(4) == 0 { 15 } else { 13 };
                let w = match r(8) {
                    7 => {
                        let rn = r(8);
                        let rd = if r(3) == 0 { rn } else { r(8) };
                        cond << 28 | 0x0200_0000 | rn << 16 | rd << 12 | (0xfe + r(2))
                    }
                    6 => {
                        // ADD or SUB without S of an immediate (`lea`).
                        let op = if r(2) == 0 { 4 } else { 2 };
                        let rn = r(8);
                        let rd = if r(3) == 0 { rn } else { r(8) };
                        cond << 28
                            | 0x0200_0000
                            | op << 21
                            | rn << 16
                            | rd << 12
                            | r(16) << 8
                            | r(256)
                    }
                    0 | 1 => cond << 28 | 0x0200_0000 | op << 21 | r(8) << 12 | r(256),
                    2 => cond << 28 | op << 21 | r(8) << 12 | r(8),
                    3 => {
                        let rn = r(8);
                        let rd = if r(3) == 0 { rn } else { r(8) };
                        cond << 28 | 4 << 21 | rn << 16 | rd << 12 | r(4) << 7 | r(8)
                    }
                    4 => {
                        let s = u32::from(r(4) == 0);
                        cond << 28
                            | op << 21
                            | s << 20
                            | r(8) << 12
                            | r(8) << 8
                            | r(4) << 5
                            | 0x10
                            | r(8)
                    }
                    _ => cond << 28 | op << 21 | r(8) << 12 | r(32) << 7 | r(4) << 5 | r(8),
                };
                words.push(w);
            }
        }
        // Now and then an instruction that clobbers the host flags (an x86 `and`, an
        // in-place `add`, a load's TLB probe) and may write a compare's operand, then
        // conditional instructions: tested on the compare made again while its
        // operands are unchanged (`jit::translate::flags::Recmp`), else on `Core`.
        if r(2) == 0 {
            let rd = if r(3) == 0 { last_rn } else { r(8) };
            words.push(match r(5) {
                // AND rd, rn, #imm; ADD rd, rd, rm.
                0 => 0xe200_0000 | r(8) << 16 | rd << 12 | r(256),
                1 => 0xe080_0000 | rd << 16 | rd << 12 | r(8),
                // LDR rd, [r8..r12, #imm]: may fault.
                2 => 0xe590_0000 | (8 + r(5)) << 16 | rd << 12 | (r(64) * 4),
                // LDR rd, [rn], #4: rn written back (often a fault).
                3 => 0xe490_0004 | r(8) << 16 | rd << 12,
                // TST rn, #imm: a flag setter (N and Z; C and V left).
                _ => 0xe310_0000 | r(8) << 16 | r(256),
            });
            for _ in 0..1 + r(3) {
                let (cond, rd, rn) = (r(14) << 28, r(8), r(8));
                words.push(match r(4) {
                    // MOV<cond> rd, #imm (keeps the host flags).
                    0 => cond | 0x03a0_0000 | rd << 12 | r(256),
                    // ADD<cond> rd, rd, #imm (an in-place `add`: clobbers them).
                    1 => cond | 0x0280_0000 | rd << 16 | rd << 12 | r(256),
                    // CMP<cond> rn, #imm.
                    2 => cond | 0x0350_0000 | rn << 16 | r(256),
                    // AND<cond> rd, rn, rm.
                    _ => cond | rn << 16 | rd << 12 | r(8),
                });
            }
        }
        // The reader.
        let cond = r(14);
        let w = match r(12) {
            // B<cond> over the next instruction.
            0 => cond << 28 | 0x0a00_0000,
            // ADD<cond> r0, r1, #1: a conditional that clobbers the host flags.
            1 => cond << 28 | 0x0281_0001,
            // ADCS / SBCS rd, rn, rm: they read C from `Core`.
            2 => 0xe0b0_0000 | r(8) << 16 | r(8) << 12 | r(8),
            3 => 0xe0d0_0000 | r(8) << 16 | r(8) << 12 | r(8),
            // LDR / STR rd, [r8..r12, #imm]: may fault.
            4 => 0xe590_0000 | (8 + r(5)) << 16 | r(8) << 12 | (r(64) * 4),
            5 => 0xe580_0000 | (8 + r(5)) << 16 | r(8) << 12 | (r(64) * 4),
            // MRS rd, CPSR.
            6 => 0xe10f_0000 | r(8) << 12,
            // MSR CPSR_f, #imm (sets all four).
            7 => 0xe328_f000 | r(16) << 8 | r(256),
            // SWI, an Undefined instruction.
            8 => 0xef00_0000 | r(256),
            9 => 0xe7f0_00f0,
            // MOVS rd, rm, LSL #n: a logical flag setter (N, Z, maybe C).
            10 => 0xe1b0_0000 | r(8) << 12 | r(32) << 7 | r(8),
            // Nothing: the next run (or the block's end) follows.
            _ => 0xe1a0_0000,
        };
        words.push(w);
        // The instruction a B<cond> skips.
        words.push(0xe281_1001); // add r1, r1, #1
    }
    words
        .into_iter()
        .enumerate()
        .map(|(i, w)| Word::arm(pc + 4 * i as u32, w))
        .collect()
}

fn flags_left_in_host_flags_agree_when_read_body() {
    arm_runs_agree(
        "flag liveness",
        33_000_000,
        0x33_5eed_f1a9,
        flag_liveness_run,
    );
}

/// 150 cases on each CPU (ARMv5 and ARMv7) from fuzzer seeds `seed_base..`: the case's
/// random state and code in ARM state with a run of `run`'s words (drawn from `rng_seed`)
/// appended at its PC; the engines must agree on every one.
fn arm_runs_agree(
    what: &str,
    seed_base: u64,
    rng_seed: u64,
    run: fn(&mut Draw, u32, usize) -> Vec<Word>,
) {
    arm_runs_agree_with_mmu(
        what,
        (seed_base, rng_seed),
        run,
        Config::default().mmu_ratio,
    );
}

/// `arm_runs_agree` with the MMU on in the share `mmu_ratio` of the cases.
fn arm_runs_agree_with_mmu(
    what: &str,
    (seed_base, rng_seed): (u64, u64),
    run: fn(&mut Draw, u32, usize) -> Vec<Word>,
    mmu_ratio: f64,
) {
    let mut fz = Fuzzer::new().expect("JIT code buffer");
    let mut rng = Draw(rng_seed);
    let (mut cases, mut insns) = (0u64, 0u64);
    for profile in [Profile::Armv5, Profile::Armv7] {
        let cfg = Config {
            profile,
            thumb_ratio: 0.0,
            blocks: 200,
            mmu_ratio,
            ..Config::default()
        };
        for seed in 0..150 {
            let mut spec = fuzz::generate(seed_base + seed, &cfg);
            spec.state.cpsr_rest &= !(arm::state::psr::T | arm::state::psr::IT);
            spec.state.r[15] &= !3;
            let pc = spec.state.r[15];
            // Up to the end of the code page's first half, after the generated words
            // (which hold the MMU case's table entries, at other addresses).
            spec.code.extend(run(&mut rng, pc, 96));
            match fz.run_spec(&spec, 1) {
                Ok(s) => insns += s.insns,
                Err(d) => panic!("{d}\n(seed {})", seed_base + seed),
            }
            cases += 1;
        }
    }
    println!("{what}: {cases} cases, {insns} guest instructions");
    assert!(insns > cases * 50, "the runs ran: {insns} instructions");
}

/// Thumb-2's TBB/TBH, native in the JIT: runs of a masked index (`lsls r0, rX, #30;
/// lsrs r0, r0, #30`), a table branch and what it selects, on the Cortex-A15. The
/// PC-relative tables sit after the branch (byte or halfword entries into a slide of
/// `adds r1, #k`, so each entry leaves its own sum); the register-based ones read
/// through r8-r12, which the case aims at RAM (aligned or not), RAM's end, MMIO or the
/// faulting window (a TBH at an odd address, a data abort, an entry read from a device),
/// so the slow path and the abort after it are compared too. Interrupts from the
/// fuzzer's board at block boundaries, as in every case.
#[test]
fn table_branches_agree() {
    on_big_stack(table_branches_agree_body);
}

/// Halfwords of a table-branch run at `pc` (Thumb, `n` halfwords at least).
fn table_branch_run(rng: &mut Draw, pc: u32, n: usize) -> Vec<Word> {
    let mut r = |k: u64| rng.below(k) as u32;
    let mut hw: Vec<u32> = Vec::new();
    while hw.len() < n {
        // r0 = rX & 3 (rX one of r0-r7).
        hw.push(30 << 6 | r(8) << 3);
        hw.push(0x0800 | 30 << 6);
        let half = r(2) == 0;
        if r(4) == 0 {
            // TBB/TBH [r8..r12, r0(, lsl #1)]: whatever the memory there holds.
            hw.push(0xe8d0 | (8 + r(5)));
            hw.push(0xf000 | u32::from(half) << 4);
            continue;
        }
        // TBB/TBH [pc, r0(, lsl #1)], its table, then the slide its entries select.
        hw.push(0xe8df);
        hw.push(0xf000 | u32::from(half) << 4);
        let table_hw = if half { 4 } else { 2 };
        let entries: Vec<u32> = (0..4).map(|_| table_hw + r(4)).collect();
        if half {
            hw.extend(&entries);
        } else {
            hw.push(entries[0] | entries[1] << 8);
            hw.push(entries[2] | entries[3] << 8);
        }
        hw.extend([0x3101, 0x3102, 0x3104, 0x3108]);
    }
    hw.into_iter()
        .enumerate()
        .map(|(i, h)| Word::thumb(pc + 2 * i as u32, h))
        .collect()
}

fn table_branches_agree_body() {
    thumb_runs_agree(
        "table branches",
        (0x007b_b7bb_5eed, 34_000_000),
        200,
        table_branch_run,
        20,
    );
}

/// 200 random ARMv7 cases of `blocks` blocks, each in Thumb state with no IT block and
/// followed by `run`'s 192 generated units (`seeds`: the run generator's and the first case's),
/// agree between the engines and run at least `min` guest instructions each on average.
fn thumb_runs_agree(
    name: &str,
    (rng_seed, first): (u64, u64),
    blocks: u32,
    run: fn(&mut Draw, u32, usize) -> Vec<Word>,
    min: u64,
) {
    let mut fz = Fuzzer::new().expect("JIT code buffer");
    let mut rng = Draw(rng_seed);
    let (mut cases, mut insns) = (0u64, 0u64);
    let cfg = Config {
        profile: Profile::Armv7,
        thumb_ratio: 1.0,
        blocks,
        ..Config::default()
    };
    for seed in first..first + 200 {
        let mut spec = fuzz::generate(seed, &cfg);
        spec.state.cpsr_rest = (spec.state.cpsr_rest | arm::state::psr::T) & !arm::state::psr::IT;
        spec.state.r[15] &= !1;
        let pc = spec.state.r[15];
        spec.code.extend(run(&mut rng, pc, 192));
        match fz.run_spec(&spec, 1) {
            Ok(s) => insns += s.insns,
            Err(d) => panic!("{d}\n(seed {seed})"),
        }
        cases += 1;
    }
    println!("{name}: {cases} cases, {insns} guest instructions");
    assert!(insns > cases * min, "the runs ran: {insns} instructions");
}

/// The JIT's write-back register cache (guest registers written by data processing,
/// loads and multiplies stay in host registers until a store point): runs of
/// unconditional writes of r0-r7 (each register written again and again, more of them
/// than the cache has host registers, so dirty ones are evicted), conditional writes
/// among them (stored at once), loads and stores through r8-r12 (which the case aims at
/// RAM's end, MMIO or the faulting window: the slow path and a data abort with dirty
/// registers live), and then one instruction that reads `Core` or leaves: a branch, a
/// BX, SWI, an Undefined instruction, STM/LDM (their helper reads and writes `Core`), MRS,
/// a store of a dirty register, or nothing (the block's end). CMPs among the writes make
/// the conditional ones test flags set again from registers under that pressure. ARM
/// code on both CPUs, interrupts from the fuzzer's board at block boundaries, as in
/// every case.
#[test]
fn dirty_registers_agree_at_every_store_point() {
    on_big_stack(dirty_registers_agree_at_every_store_point_body);
}

/// Words of a dirty-register run at `pc` (ARM, `n` instructions at least).
fn dirty_register_run(rng: &mut Draw, pc: u32, n: usize) -> Vec<Word> {
    let mut r = |k: u64| rng.below(k) as u32;
    let mut words = Vec::new();
    while words.len() < n {
        for _ in 0..2 + r(8) {
            let (rd, rn, rm) = (r(8), r(8), r(8));
            let cond = if r(5) == 0 { r(14) } else { 14 };
            let w = match r(7) {
                // CMP rn, rm or CMP rn, #imm: the conditional writes after it test its
                // flags made again from rn and rm where they are cached, evicted or
                // dirty (`jit::translate::flags::Recmp`), or from `Core` once one of
                // them is written.
                6 if r(2) == 0 => 0x0150_0000 | rn << 16 | rm,
                6 => 0x0350_0000 | rn << 16 | r(256),
                // ADD/SUB/EOR/ORR rd, rn, #imm.
                0 | 1 => {
                    let op = [4, 2, 1, 12][r(4) as usize];
                    0x0200_0000 | op << 21 | rn << 16 | rd << 12 | r(256)
                }
                // ADD/RSB/AND rd, rn, rm, LSL #k.
                2 => [4, 3, 0][r(3) as usize] << 21 | rn << 16 | rd << 12 | r(32) << 7 | rm,
                // MUL rd, rm, rn.
                3 => rd << 16 | rn << 8 | 0x90 | rm,
                // LDR/STR rd, [r8..r12, #imm]: may fault or reach MMIO.
                4 => 0x0580_0000 | r(2) << 20 | (8 + r(5)) << 16 | rd << 12 | (r(64) * 4),
                // LDR rd, [rn], #4 (post-indexed: rn written back too).
                _ => 0x0490_0004 | rn << 16 | rd << 12,
            };
            words.push(cond << 28 | w);
        }
        let w = match r(10) {
            // B<cond> over the next instruction.
            0 => r(14) << 28 | 0x0a00_0000,
            // BX to the instruction after it through a register just written: ADD rX,
            // PC, #0 (the ADD's PC reads its address + 8), then BX rX.
            1 => {
                let rx = r(8);
                words.push(0xe28f_0000 | rx << 12);
                0xe12f_ff10 | rx
            }
            2 => 0xef00_0000 | r(256),
            3 => 0xe7f0_00f0,
            // STMDB sp!, {r0-r7} and LDMIA sp!, {r0-r7} (sp aimed inside RAM by the case).
            4 => 0xe92d_00ff,
            5 => 0xe8bd_00ff,
            // MRS rd, CPSR (writes through the escape hatch or natively).
            6 => 0xe10f_0000 | r(8) << 12,
            // STR rd, [r8..r12]: stores a dirty register.
            7 => 0xe580_0000 | (8 + r(5)) << 16 | r(8) << 12,
            _ => 0xe1a0_0000,
        };
        words.push(w);
        words.push(0xe281_1001); // add r1, r1, #1
    }
    words
        .into_iter()
        .enumerate()
        .map(|(i, w)| Word::arm(pc + 4 * i as u32, w))
        .collect()
}

fn dirty_registers_agree_at_every_store_point_body() {
    arm_runs_agree(
        "dirty registers",
        35_000_000,
        0x00d1_e75e_ed33,
        dirty_register_run,
    );
}

/// Single loads and stores of every size and addressing form (word and byte with an
/// immediate or a shifted register offset, halfword and signed forms, pre-indexed with
/// and without writeback, post-indexed, LDRT/STRT), unconditional or now and then
/// conditional, through r8-r12, which the case aims at RAM's end (an access that
/// straddles it), MMIO or the faulting window, between data-processing writes of r0-r7
/// that leave them dirty; the base is now and then moved by a few bytes (`add rn, rn,
/// #k`: dirty, misaligned), so that the address is read in place from a dirty cache
/// register. The JIT's shared slow path (`jit::translate::chain::Stubs::mem`) must store
/// the dirty registers before a fault or a device sees them, restore the cache
/// registers, and keep the ticks, on both CPUs.
#[test]
fn single_accesses_through_the_shared_slow_path_agree() {
    on_big_stack(single_accesses_through_the_shared_slow_path_agree_body);
}

/// Words of a single-access run at `pc` (ARM, `n` instructions at least).
fn single_access_run(rng: &mut Draw, pc: u32, n: usize) -> Vec<Word> {
    let mut r = |k: u64| rng.below(k) as u32;
    let mut words = Vec::new();
    while words.len() < n {
        for _ in 0..1 + r(4) {
            // ADD/EOR rd, rn, #imm.
            let op = [4, 1][r(2) as usize];
            words.push(0xe200_0000 | op << 21 | r(8) << 16 | r(8) << 12 | r(256));
        }
        let (rd, rn, load, up) = (r(8), 8 + r(5), r(2), r(2));
        // Pre-indexed, pre-indexed with writeback, post-indexed (distinct Rd and Rn).
        let (p, wb) = [(1, 0), (1, 1), (0, 0)][r(3) as usize];
        let cond = if r(6) == 0 { r(14) } else { 14 };
        let w = match r(6) {
            // LDR/STR/LDRB/STRB rd, [rn, #imm] (imm 0-7: misaligned too).
            0 | 1 => 0x0400_0000 | p << 24 | r(2) << 22 | wb << 21 | r(8),
            // LDR/STR/LDRB/STRB rd, [rn, rm, <shift> #k] (rm one of r0-r7).
            2 => 0x0600_0000 | p << 24 | r(2) << 22 | wb << 21 | r(4) << 7 | r(4) << 5 | r(8),
            // LDRH/STRH, LDRSB, LDRSH rd, [rn, #imm] (imm 0-15).
            3 | 4 => {
                let sh = if load == 1 { 1 + r(3) } else { 1 };
                let imm = r(16);
                0x0040_0090 | p << 24 | wb << 21 | sh << 5 | imm & 0xf
            }
            // LDRT/STRT/LDRBT/STRBT rd, [rn], #imm (User permissions).
            _ => 0x0420_0000 | r(2) << 22 | r(8),
        };
        words.push(cond << 28 | w | up << 23 | load << 20 | rn << 16 | rd << 12);
        if r(3) == 0 {
            // ADD rn, rn, #k: the base dirty, and moved.
            words.push(0xe280_0000 | rn << 16 | rn << 12 | r(8));
        }
    }
    words
        .into_iter()
        .enumerate()
        .map(|(i, w)| Word::arm(pc + 4 * i as u32, w))
        .collect()
}

fn single_accesses_through_the_shared_slow_path_agree_body() {
    arm_runs_agree(
        "single accesses",
        36_000_000,
        0x5a1e_ac55_0033,
        single_access_run,
    );
}

/// Runs of single accesses through one base value, which the JIT gives one TLB probe
/// (`jit::translate::mem::plan_groups`: the first access probes the span of all, the
/// later ones use the host address it left in `r12`): a base among r8-r12 (which the
/// case aims at RAM, RAM's end, MMIO, the faulting window or the top of the address
/// space), now and then moved near its page's end (the span crosses it: the second
/// page unmapped, elsewhere or a device with the MMU on), off its alignment, or at the
/// code page (stores to a page holding code); two to six loads or stores of every size
/// at offsets within a few hundred bytes, now and then conditional, between them
/// data processing on r0-r7 (dirty registers), accesses through another base (their
/// slow paths, faults), copies of the base (`mov r6, rN`, `add r5, rN, #k`, `add r5,
/// rN, r1, lsl #k` with `[rN, r1, lsl #k]`: the same value through other registers)
/// and writes of the base (`add rN, rN, #k`: a new value, which must not use the old
/// page). Faults on a later access leave what a single access's fault leaves.
#[test]
fn accesses_sharing_one_probe_agree() {
    on_big_stack(accesses_sharing_one_probe_agree_body);
}

/// A single access `[rn, #imm]` (`imm` may be negative), load or store, of a random
/// size, into or from `rd`, with condition `cond`.
fn single_access(
    r: &mut impl FnMut(u64) -> u32,
    cond: u32,
    load: u32,
    rd: u32,
    rn: u32,
    imm: i32,
) -> u32 {
    let up = u32::from(imm >= 0);
    let v = imm.unsigned_abs();
    let base = cond << 28 | 1 << 24 | up << 23 | load << 20 | rn << 16 | rd << 12;
    match r(4) {
        // LDR/STR, LDRB/STRB.
        0 | 1 => base | 0x0400_0000 | r(2) << 22 | (v & 0xfff),
        // LDRH/STRH, LDRSB/LDRSH (loads only).
        _ => {
            let sh = if load == 1 { 1 + r(3) } else { 1 };
            let v = v & 0xff;
            base | 0x0040_0090 | sh << 5 | (v >> 4) << 8 | (v & 0xf)
        }
    }
}

/// Words of a run of accesses through one base value at `pc` (ARM, `n` words at least).
fn group_run(rng: &mut Draw, pc: u32, n: usize) -> Vec<Word> {
    let mut r = |k: u64| rng.below(k) as u32;
    let mut words = Vec::new();
    while words.len() < n {
        let rn = 8 + r(5);
        match r(8) {
            // ORR rn, rn, #0xf00; ORR rn, rn, #0xf8: near the page's end.
            0 | 1 => words.extend([
                0xe380_0c0f | rn << 16 | rn << 12,
                0xe380_00f8 | rn << 16 | rn << 12,
            ]),
            // ADD rn, rn, #k: off its alignment now and then.
            2 => words.push(0xe280_0000 | rn << 16 | rn << 12 | r(8)),
            // SUB rn, pc, #0x200: the code page (below the run).
            3 => words.push(0xe24f_0c02 | rn << 12),
            // MOV rn, #page; ORR rn, rn, #0xf00; ORR rn, rn, #0xf8: the end of a page of
            // the first megabyte, which the MMU's cases map page by page (the next one
            // elsewhere, unmapped, or with other permissions now and then).
            4 | 5 => words.extend([
                0xe3a0_0a00 | rn << 12 | (0x10 + r(0xe0)),
                0xe380_0c0f | rn << 16 | rn << 12,
                0xe380_00f0 | rn << 16 | rn << 12 | r(16),
            ]),
            _ => {}
        }
        // Two to six accesses of one kind mostly, from one start offset.
        let load = r(2);
        let start = r(48) as i32 - 16;
        for k in 0..2 + r(5) {
            let kind = if r(8) == 0 { 1 - load } else { load };
            let cond = if k > 0 && r(4) == 0 { r(14) } else { 14 };
            let imm = start + 4 * r(24) as i32 + if r(4) == 0 { r(4) as i32 } else { 0 };
            let rd = r(8);
            match r(10) {
                // Through a copy of the base: mov r6, rn; [r6, #imm].
                0 => {
                    words.push(0xe1a0_6000 | rn);
                    let d = r(6);
                    words.push(single_access(&mut r, cond, kind, d, 6, imm));
                }
                // add r5, rn, #8; [r5, #imm - 8].
                1 => {
                    words.push(0xe280_5008 | rn << 16);
                    let d = r(5);
                    words.push(single_access(&mut r, cond, kind, d, 5, imm - 8));
                }
                // add r5, rn, r1, lsl #k; ldrb rd, [rn, r1, lsl #k]; then [r5, #imm].
                2 => {
                    let sh = r(4);
                    words.push(0xe080_5001 | rn << 16 | sh << 7);
                    words.push(0xe7d0_0001 | rn << 16 | r(5) << 12 | sh << 7);
                    let d = r(5);
                    words.push(single_access(&mut r, cond, kind, d, 5, imm));
                }
                // Writing the base back (helper jit26: such accesses share the probe
                // too): post-indexed by a small step (the base itself is accessed,
                // then moved) or pre-indexed with writeback.
                3 | 4 => {
                    let step = [1, 2, 4, 8, -1, -2, -4, imm][r(8) as usize];
                    let w = single_access(&mut r, cond, kind, rd, rn, step);
                    words.push(if r(3) == 0 {
                        w | 1 << 21
                    } else {
                        w & !(1 << 24)
                    });
                }
                _ => words.push(single_access(&mut r, cond, kind, rd, rn, imm)),
            }
            match r(8) {
                // ADD/EOR r0-r7 (dirty).
                0..=2 => {
                    let op = [4, 1][r(2) as usize];
                    words.push(0xe200_0000 | op << 21 | r(8) << 16 | r(8) << 12 | r(256));
                }
                // An access through another base: its slow path, a fault.
                3 => {
                    let other = 8 + (rn - 8 + 1 + r(4)) % 5;
                    let (l, d, imm) = (r(2), r(5), r(64) as i32);
                    words.push(single_access(&mut r, 14, l, d, other, imm));
                }
                // ADD rn, rn, #k: a new value.
                4 => words.push(0xe280_0000 | rn << 16 | rn << 12 | (4 * r(4))),
                _ => {}
            }
        }
    }
    words
        .into_iter()
        .enumerate()
        .map(|(i, w)| Word::arm(pc + 4 * i as u32, w))
        .collect()
}

fn accesses_sharing_one_probe_agree_body() {
    arm_runs_agree_with_mmu(
        "accesses sharing one probe",
        (40_000_000, 0x0e0b_e5a2_e023),
        group_run,
        0.5,
    );
    thumb_runs_agree(
        "Thumb-2 accesses sharing one probe",
        (0x7b2e_a11e_9026, 40_100_000),
        100,
        thumb_group_run,
        20,
    );
}

/// A Thumb-2 single access (32-bit encodings) from or into `rt` through `rn`: an
/// immediate offset `imm` (`[rn, #imm]`, negative ones by T4), or with `wb` written
/// back: post-indexed (`[rn], #imm`) or pre-indexed (`[rn, #imm]!`), |imm| < 256.
fn thumb_access(
    r: &mut impl FnMut(u64) -> u32,
    load: u32,
    rt: u32,
    rn: u32,
    imm: i32,
    wb: u32,
) -> [u32; 2] {
    // Size: byte, halfword, word; loads of a byte or halfword now and then signed.
    let size = r(3);
    let sign = u32::from(load == 1 && size < 2 && r(3) == 0);
    let first = 0xf800 | sign << 8 | size << 5 | load << 4 | rn;
    let v = imm.unsigned_abs();
    match wb {
        0 if imm >= 0 => [first | 0x80, rt << 12 | (v & 0xfff)],
        // T4: P U W (P = 1, U = 1, W = 0 would be the T variant).
        0 => [first, rt << 12 | 0xc00 | (v & 0xff)],
        _ => {
            let (p, u) = (u32::from(wb == 2), u32::from(imm >= 0));
            [first, rt << 12 | 0x900 | p << 10 | u << 9 | (v & 0xff)]
        }
    }
}

/// Halfwords of a Thumb-2 run of accesses through one base value at `pc` (`n` at least):
/// a base among r8-r12 (aimed by the case), now and then moved near its page's end
/// (`orr rn, rn, #0xf00; orr rn, rn, #0xf8`), to the end of a page of the first megabyte
/// (`movw`/`movt`: with the MMU on, the next page elsewhere, unmapped or with other
/// permissions), or by `add.w rn, rn, #k`; then two to six loads or stores of one kind
/// mostly, many post-indexed by a small step or pre-indexed with writeback (the base
/// moves between members: a fault on the second or third member at a page's end), with
/// `adds` of r0-r7 and accesses through another base between them.
fn thumb_group_run(rng: &mut Draw, pc: u32, n: usize) -> Vec<Word> {
    let mut r = |k: u64| rng.below(k) as u32;
    let mut hw: Vec<u32> = Vec::new();
    while hw.len() < n {
        let rn = 8 + r(5);
        match r(8) {
            0 | 1 => hw.extend([0xf440 | rn, 0x6070 | rn << 8, 0xf040 | rn, 0x00f8 | rn << 8]),
            2 | 3 => {
                // movw rn, #(page << 12 | 0xff0 + k); movt rn, #(page >> 4).
                let page = 0x10 + r(0xe0);
                let lo = (page & 0xf) << 12 | 0xff0 | r(16);
                let movw = |top: u32, v: u32| {
                    [
                        top | (v >> 11 & 1) << 10 | v >> 12,
                        (v >> 8 & 7) << 12 | rn << 8 | (v & 0xff),
                    ]
                };
                hw.extend(movw(0xf240, lo));
                hw.extend(movw(0xf2c0, page >> 4));
            }
            4 => hw.extend([0xf100 | rn, rn << 8 | r(8)]),
            _ => {}
        }
        let load = r(2);
        for _ in 0..2 + r(5) {
            let kind = if r(8) == 0 { 1 - load } else { load };
            let rt = r(8);
            let (imm, wb) = match r(4) {
                0 => ([1, 2, 4, -1, -2, -4][r(6) as usize], 1),
                1 => ([1, 2, 4, 8, -1, -4][r(6) as usize], 1 + r(2)),
                _ => (r(40) as i32 - 8, 0),
            };
            hw.extend(thumb_access(&mut r, kind, rt, rn, imm, wb));
            match r(6) {
                // adds rd, rs, #k (r0-r7).
                0 | 1 => hw.push(0x1c00 | r(8) << 6 | r(8) << 3 | r(8)),
                // An access through another base: its slow path, a fault.
                2 => {
                    let other = 8 + (rn - 8 + 1 + r(4)) % 5;
                    let (l, t, imm) = (r(2), r(8), r(64) as i32);
                    hw.extend(thumb_access(&mut r, l, t, other, imm, 0));
                }
                _ => {}
            }
        }
    }
    hw.into_iter()
        .enumerate()
        .map(|(i, h)| Word::thumb(pc + 2 * i as u32, h))
        .collect()
}

/// LDM/STM between data-processing writes of r0-r7 that leave them dirty (the JIT keeps
/// what an LDM loads and writes back dirty in the registers it caches, and reads what an
/// STM stores from them): every mode, with and without writeback, lists of r0-r7 now and
/// then holding the base, unconditional or now and then conditional, through r8-r12,
/// which the case aims at RAM (aligned or not), RAM's end, MMIO, the faulting window or
/// the top of the address space (a run that wraps), the base now and then moved near
/// its page's end (a run that crosses it: one TLB probe checks the alignment and the
/// page) or off its alignment. Between them, changes of state: ARM code that branches to
/// Thumb code (BX, or a `stmdb sp!, {rX}` and a pop of the PC by LDM or LDR), Thumb code
/// that branches within Thumb (`bx r0`) and back to ARM (`bx pc`), and ARM returns to
/// ARM (the JIT tests the target's state against the block's, the change out of line).
#[test]
fn block_transfers_and_changes_of_state_agree() {
    on_big_stack(block_transfers_and_changes_of_state_agree_body);
}

/// Words of a block-transfer run at `pc` (ARM, `n` words at least).
fn block_transfer_run(rng: &mut Draw, pc: u32, n: usize) -> Vec<Word> {
    let mut r = |k: u64| rng.below(k) as u32;
    let mut words = Vec::new();
    let mut at = pc;
    let arm = |words: &mut Vec<Word>, at: &mut u32, w: u32| {
        words.push(Word::arm(*at, w));
        *at += 4;
    };
    // The Thumb code at `at` (word-aligned): `mov r0, pc; adds r0, #5; bx r0` to the
    // Thumb code after a skipped `nop`, `adds r1, #1`, then `bx pc` back to ARM at the
    // next word (4 words in all).
    let thumb = |words: &mut Vec<Word>, at: &mut u32| {
        let hw = [
            0x4678, 0x3005, 0x4700, 0x46c0, 0x3101, 0x46c0, 0x4778, 0x46c0,
        ];
        for h in hw {
            words.push(Word::thumb(*at, h));
            *at += 2;
        }
    };
    while words.len() < n {
        for _ in 0..1 + r(4) {
            // ADD/EOR rd, rn, #imm (r0-r7).
            let op = [4, 1][r(2) as usize];
            arm(
                &mut words,
                &mut at,
                0xe200_0000 | op << 21 | r(8) << 16 | r(8) << 12 | r(256),
            );
        }
        let rn = 8 + r(5);
        match r(6) {
            // ORR rn, rn, #0xff0: near the page's end.
            0 => arm(&mut words, &mut at, 0xe380_0eff | rn << 16 | rn << 12),
            // ADD rn, rn, #k: moved, now and then misaligned.
            1 => arm(
                &mut words,
                &mut at,
                0xe280_0000 | rn << 16 | rn << 12 | r(8),
            ),
            _ => {}
        }
        let cond = if r(6) == 0 { r(14) } else { 14 };
        let mut list = 1 + r(255);
        if r(4) == 0 {
            list |= 1 << rn;
        }
        // P, U, W, L.
        let (p, u, w, l) = (r(2), r(2), r(2), r(2));
        let x = 0x0800_0000 | p << 24 | u << 23 | w << 21 | l << 20 | rn << 16 | list;
        arm(&mut words, &mut at, cond << 28 | x);
        match r(8) {
            // add r0, pc, #1; bx r0: the Thumb code at the next word.
            0 => {
                arm(&mut words, &mut at, 0xe28f_0001);
                arm(&mut words, &mut at, 0xe12f_ff10);
                thumb(&mut words, &mut at);
            }
            // add rX, pc, #k; stmdb sp!, {rX}; then ldmia sp!, {pc} or ldr pc, [sp], #4
            // to the Thumb code (k = 9) or the ARM code after the pop (k = 4) at the next word.
            1 | 2 => {
                let rx = r(8);
                let to_thumb = r(2) == 0;
                let k = if to_thumb { 9 } else { 4 };
                arm(&mut words, &mut at, 0xe28f_0000 | rx << 12 | k);
                arm(&mut words, &mut at, 0xe92d_0000 | 1 << rx);
                let pop = if r(2) == 0 { 0xe8bd_8000 } else { 0xe49d_f004 };
                arm(&mut words, &mut at, pop);
                if to_thumb {
                    arm(&mut words, &mut at, 0xe1a0_0000);
                    thumb(&mut words, &mut at);
                }
            }
            _ => {}
        }
    }
    words
}

fn block_transfers_and_changes_of_state_agree_body() {
    arm_runs_agree(
        "block transfers",
        37_000_000,
        0xb10c_7a45_0019,
        block_transfer_run,
    );
}

/// Loops whose back edge returns to the start of its own translation (the JIT keeps the
/// loop's registers in host registers there, `jit::translate::LoopHead`): `mov r7,
/// #count`, then a body of data processing with Rd = Rn (done on Rd's host register; S
/// forms, ADC/SBC reading C, conditional ones), multiplies, loads and stores through
/// r8-r12 (faults, MMIO) and post-indexed loads, now and then an exit from the loop
/// (SWI, a conditional branch past it), then `subs r7, r7, #1; bne` to the body's
/// start. Interrupts at block boundaries, as in every case, so the head's entry check
/// on the back edge leaves with live registers too.
#[test]
fn loops_back_to_their_translation_agree() {
    on_big_stack(loops_back_to_their_translation_agree_body);
}

/// Words of loop runs at `pc` (ARM, `n` instructions at least).
fn loop_run(rng: &mut Draw, pc: u32, n: usize) -> Vec<Word> {
    let mut r = |k: u64| rng.below(k) as u32;
    let mut words: Vec<u32> = Vec::new();
    while words.len() < n {
        // mov r7, #count
        words.push(0xe3a0_7000 | (2 + r(5)));
        let top = words.len();
        for _ in 0..2 + r(7) {
            let (rd, rm) = (r(7), r(7));
            let cond = if r(4) == 0 { r(14) } else { 14 };
            let s = r(2);
            let w = match r(7) {
                // AND/EOR/SUB/ADD/ADC/SBC/ORR/BIC rd, rd, #imm (S or not).
                0 | 1 => {
                    let op = [0, 1, 2, 4, 5, 6, 12, 14][r(8) as usize];
                    0x0200_0000 | op << 21 | s << 20 | rd << 16 | rd << 12 | r(16) << 8 | r(256)
                }
                // The same with an unshifted register operand.
                2 | 3 => {
                    let op = [0, 1, 2, 4, 5, 6, 12][r(7) as usize];
                    op << 21 | s << 20 | rd << 16 | rd << 12 | rm
                }
                // MUL rd, rm, rd.
                4 => rd << 16 | rd << 8 | 0x90 | rm,
                // LDR/STR rd, [r8..r12, #imm]: may fault or reach MMIO.
                5 => 0x0580_0000 | r(2) << 20 | (8 + r(5)) << 16 | rd << 12 | (r(64) * 4),
                // LDR rd, [r8..r12], #4 (post-indexed: the base written back too).
                _ => 0x0490_0004 | (8 + r(5)) << 16 | rd << 12,
            };
            words.push(cond << 28 | w);
        }
        match r(8) {
            // SWI: leaves the loop for the vector.
            0 => words.push(0xef00_0000 | r(256)),
            // B<cond> past the loop's end (over the two instructions below).
            1 => words.push(r(14) << 28 | 0x0a00_0000 | 1),
            _ => {}
        }
        // subs r7, r7, #1; bne top
        words.push(0xe257_7001);
        let back = words.len();
        let offset = (top as i32 - (back as i32 + 2)) as u32 & 0x00ff_ffff;
        words.push(0x1a00_0000 | offset);
        words.push(0xe281_1001); // add r1, r1, #1
    }
    words
        .into_iter()
        .enumerate()
        .map(|(i, w)| Word::arm(pc + 4 * i as u32, w))
        .collect()
}

fn loops_back_to_their_translation_agree_body() {
    arm_runs_agree("loop back edges", 39_000_000, 0x1009_bac4_ed9e, loop_run);
}

/// The JIT's privileged TLB probes leave out the DACR check (`arm::tlb::Tlb::
/// enter_privileged` drops what a DACR write revokes): runs of loads and stores through
/// r8-r12 (RAM, MMIO, the faulting window) between DACR writes that flip one domain's
/// field (`mrc p15, 0, r4, c3, c0, 0; eor r4, r4, #field; mcr p15, 0, r4, c3, c0, 0`) or
/// every domain between Client and Manager, with the MMU on in every case: inline on the ARM926, through the escape hatch on the
/// Cortex-A15. A domain revoked under a translated access must fault on both engines.
#[test]
fn dacr_writes_agree_with_the_mmu_on() {
    on_big_stack(dacr_writes_agree_with_the_mmu_on_body);
}

/// Words of a DACR-write run at `pc` (ARM, `n` instructions at least).
fn dacr_run(rng: &mut Draw, pc: u32, n: usize) -> Vec<Word> {
    let mut r = |k: u64| rng.below(k) as u32;
    let mut words = Vec::new();
    while words.len() < n {
        for _ in 0..1 + r(4) {
            // LDR/STR/LDRB rd, [r8..r12, #imm].
            let byte = if r(4) == 0 { 1 << 22 } else { 0 };
            let w = 0xe580_0000 | byte | r(2) << 20 | (8 + r(5)) << 16 | r(4) << 12;
            words.push(w | (r(64) * 4));
        }
        if r(2) == 0 {
            // Every domain between Client and Manager (and No access and the reserved
            // value): the code's domain stays accessible, pages whose AP only a
            // Manager passes change (mov r5, #0xaa; orr r5, r5, r5, lsl #8; orr r5,
            // r5, r5, lsl #16; mrc; eor r4, r4, r5; mcr).
            words.extend([0xe3a0_50aa, 0xe185_5405, 0xe185_5805]);
            words.extend([0xee13_4f10, 0xe024_4005, 0xee03_4f10]);
        } else {
            // One domain's field flipped: Client, Manager or No access to another.
            let field = (1 + r(3)) << (2 * r(16));
            let imm = if field < 256 {
                field
            } else {
                // The 8-bit immediate rotated right by an even amount.
                let shift = field.trailing_zeros() & !1;
                ((32 - shift) / 2) << 8 | (field >> shift)
            };
            words.extend([0xee13_4f10, 0xe224_4000 | imm, 0xee03_4f10]);
        }
        if r(3) == 0 {
            words.push(0xea00_0000); // b to the next instruction: a new block
        }
    }
    words
        .into_iter()
        .enumerate()
        .map(|(i, w)| Word::arm(pc + 4 * i as u32, w))
        .collect()
}

fn dacr_writes_agree_with_the_mmu_on_body() {
    arm_runs_agree_with_mmu("DACR writes", (36_000_000, 0x00da_c12e_7e57), dacr_run, 1.0);
}

/// The JIT translates the blocks an IT instruction or a conditional instruction of an
/// IT block falls through to inline after it (`jit::translate::translate_fused`),
/// keeping what each block boundary means: loops of Thumb-2 code on the Cortex-A15 that
/// run 3 to 6 times (so their blocks are translated, fused, and run again), each
/// iteration flag setters, an IT block of one to four conditional instructions (data
/// processing, a compare inside the IT block, loads and stores through r8-r12, which the
/// case aims at RAM's end, MMIO or the faulting window: an abort inside a fused block),
/// and the count down (`subs r7, #1; bne`). Registers written before a boundary are read
/// after it. The chained run stops at every tick the bisection picks (the boundary
/// check exits there), and interrupts from the fuzzer's board come at block boundaries,
/// as in every case.
#[test]
fn fused_it_blocks_agree() {
    on_big_stack(fused_it_blocks_agree_body);
}

/// Halfwords of IT-block loops at `pc` (Thumb, `n` halfwords at least).
fn it_loop_run(rng: &mut Draw, pc: u32, n: usize) -> Vec<Word> {
    let mut r = |k: u64| rng.below(k) as u32;
    let mut hw: Vec<u32> = Vec::new();
    while hw.len() < n {
        // movs r7, #count
        hw.push(0x2700 | (3 + r(4)));
        let top = hw.len();
        // Flag setters: cmp rn, rm; adds rd, rn, #imm3; subs rd, rn, rm; cmp rn, #imm8
        // (a CMP last before the IT leaves its flags unstored across the fused
        // boundary: made again from its registers, `jit::translate::flags::Remat`).
        for _ in 0..1 + r(3) {
            let (rd, rn, rm) = (r(7), r(7), r(7));
            hw.push(match r(4) {
                0 => 0x4280 | rm << 3 | rn,
                1 => 0x1c00 | r(8) << 6 | rn << 3 | rd,
                2 => 0x1a00 | rm << 6 | rn << 3 | rd,
                _ => 0x2800 | rn << 8 | r(256),
            });
        }
        // IT<x..> firstcond with k instructions (not AL).
        let firstcond = r(14);
        let k = 1 + r(4);
        let mut mask = 1 << (4 - k);
        for j in 1..k {
            mask |= ((firstcond & 1) ^ r(2)) << (4 - j);
        }
        hw.push(0xbf00 | firstcond << 4 | mask);
        for _ in 0..k {
            let (rd, rn, rm) = (r(7), r(7), r(7));
            match r(9) {
                // cmp rn, rm (sets the flags inside an IT block too).
                0 => hw.push(0x4280 | rm << 3 | rn),
                // cmp rn, #imm8; adds.w rd, rn, #imm8; subs.w rd, rn, rm: flag setters
                // whose failing path alone stores the flags before them.
                6 => hw.push(0x2800 | rn << 8 | r(256)),
                7 => {
                    hw.push(0xf110 | rn);
                    hw.push(rd << 8 | r(256));
                }
                8 => {
                    hw.push(0xebb0 | rn);
                    hw.push(rd << 8 | rm);
                }
                // add rd, rn, #imm3 (no flags inside an IT block).
                1 => hw.push(0x1c00 | r(8) << 6 | rn << 3 | rd),
                // movs rd, #imm8 (a mov inside an IT block).
                2 => hw.push(0x2000 | rd << 8 | r(256)),
                // ldr.w / str.w rd, [r8..r12, #imm12]: may fault or reach MMIO.
                3 | 4 => {
                    let load = r(2);
                    hw.push(0xf8c0 | load << 4 | (8 + r(5)));
                    hw.push(rd << 12 | (r(64) * 4));
                }
                // mul rd, rm (no flags inside an IT block).
                _ => hw.push(0x4340 | rm << 3 | rd),
            }
        }
        // A reader of what the IT block wrote, outside it: adds r0, r1, r2.
        hw.push(0x1800 | r(7) << 6 | r(7) << 3 | r(7));
        // subs r7, #1; bne top (a 16-bit conditional branch back).
        hw.push(0x3f01);
        let here = hw.len();
        let offset = (top as i32 - (here as i32 + 2)) as u32 & 0xff;
        hw.push(0xd100 | offset);
    }
    hw.into_iter()
        .enumerate()
        .map(|(i, h)| Word::thumb(pc + 2 * i as u32, h))
        .collect()
}

fn fused_it_blocks_agree_body() {
    thumb_runs_agree(
        "fused IT blocks",
        (0x00f0_5ed1_7b10, 37_000_000),
        400,
        it_loop_run,
        50,
    );
}

/// The IT bits' update deferred past the pure instructions of an IT block
/// (`jit::translate::it::emit_sync`), and a fused block's r15 stored only on its
/// boundary's way out: loops of Thumb-2 code on the Cortex-A15 (run 3 to 6 times, so
/// that their blocks are fused and run again) whose IT blocks hold runs of pure
/// instructions (data processing, MUL, SXTB/UXTB, MOVW: nothing in `Core` moves the IT
/// state on for them) and then something that looks at the IT bits: a load or store
/// through r8-r12 (aimed at RAM's end, MMIO or the faulting window: a data abort saves
/// the CPSR with them), SVC and UDF (the escape hatch, whose exception saves them), a
/// branch to the next instruction as the IT block's last (it continues through the
/// jump cache, keyed by them), or nothing (the block's end, a fused boundary, whose
/// check exits wherever the chained run's bisection stops). A reader of the registers
/// written follows outside the IT block.
#[test]
fn it_state_deferred_past_pure_instructions_agrees() {
    on_big_stack(it_state_deferred_past_pure_instructions_agrees_body);
}

/// Halfwords of IT-block loops whose pure instructions come before an observer of the
/// IT bits (`it_state_deferred_past_pure_instructions_agrees`), at `pc`.
fn it_observer_run(rng: &mut Draw, pc: u32, n: usize) -> Vec<Word> {
    let mut r = |k: u64| rng.below(k) as u32;
    let mut hw: Vec<u32> = Vec::new();
    while hw.len() < n {
        // movs r7, #count
        hw.push(0x2700 | (3 + r(4)));
        let top = hw.len();
        // cmp rn, rm or cmp rn, #imm8.
        let rn = r(7);
        hw.push(if r(2) == 0 {
            0x4280 | r(7) << 3 | rn
        } else {
            0x2800 | rn << 8 | r(256)
        });
        let firstcond = r(14);
        let k = 1 + r(4);
        let mut mask = 1 << (4 - k);
        for j in 1..k {
            mask |= ((firstcond & 1) ^ r(2)) << (4 - j);
        }
        hw.push(0xbf00 | firstcond << 4 | mask);
        // Which instruction of the IT block observes (k: none).
        let at = r(k as u64 + 1);
        for i in 0..k {
            let (rd, rn, rm) = (r(7), r(7), r(7));
            if i == at {
                match r(5) {
                    0 | 1 => {
                        // ldr.w / str.w rd, [r8..r12, #imm12]
                        hw.push(0xf8c0 | r(2) << 4 | (8 + r(5)));
                        hw.push(rd << 12 | (r(64) * 4));
                    }
                    2 => hw.push(0xdf00 | r(256)),
                    3 => hw.push(0xde00 | r(256)),
                    // b to the next instruction: only as the IT block's last.
                    _ if i == k - 1 => hw.push(0xe7ff),
                    _ => hw.push(0x4340 | rm << 3 | rd),
                }
                continue;
            }
            match r(6) {
                // add rd, rn, #imm3; mul rd, rm; movs rd, #imm8; cmp rn, rm (the
                // flags set inside the IT block); sxtb/uxtb rd, rm; movw rd, #imm.
                0 => hw.push(0x1c00 | r(8) << 6 | rn << 3 | rd),
                1 => hw.push(0x4340 | rm << 3 | rd),
                2 => hw.push(0x2000 | rd << 8 | r(256)),
                3 => hw.push(0x4280 | rm << 3 | rn),
                4 => hw.push([0xb240, 0xb2c0][r(2) as usize] | rm << 3 | rd),
                _ => {
                    hw.push(0xf240 | r(16));
                    hw.push(rd << 8 | r(256));
                }
            }
        }
        // A reader of what the IT block wrote, outside it: adds r0, r1, r2.
        hw.push(0x1800 | r(7) << 6 | r(7) << 3 | r(7));
        // subs r7, #1; bne top
        hw.push(0x3f01);
        let here = hw.len();
        let offset = (top as i32 - (here as i32 + 2)) as u32 & 0xff;
        hw.push(0xd100 | offset);
    }
    hw.into_iter()
        .enumerate()
        .map(|(i, h)| Word::thumb(pc + 2 * i as u32, h))
        .collect()
}

fn it_state_deferred_past_pure_instructions_agrees_body() {
    thumb_runs_agree(
        "IT state deferred",
        (0x0017_de7e_44ed, 38_000_000),
        400,
        it_observer_run,
        50,
    );
}

/// Carries from the host flags (an unconditional ADC or SBC of an immediate or an
/// unshifted register takes C from the x86 flags that the ADDS, SUBS, CMP, CMN, RSBS,
/// ADCS or SBCS before it left, complemented with `cmc` where their kinds differ), and
/// the flag stores such a carry makes unread: the flags before an ADC or SBC without S
/// are not stored where instructions that neither read nor set flags, call nothing and
/// cannot leave (data processing and multiplies without S, CLZ) lead to one that sets
/// all four. Runs of a flag setter (arithmetic, logical, conditional now and then),
/// moves that keep the host flags or an `and` that clobbers them, an ADC, SBC or RSC
/// (with S or not, in place or not, of an immediate, a register, a shifted register or
/// RRX, now and then conditional), such neutral instructions, then an instruction that
/// overwrites the flags or one that reads them from `Core` or leaves: a conditional
/// MOV or branch, another ADC, a logical MOVS or a MULS (which leave V or C and V), MRS,
/// a load or store through a register the case aims at RAM's end, MMIO or the faulting
/// window, SWI, or the block's end. ARM code on both CPUs, interrupts from the fuzzer's
/// board at block boundaries as in every case.
#[test]
fn carries_from_the_host_flags_agree() {
    on_big_stack(carries_from_the_host_flags_agree_body);
}

/// An ARM data-processing word: condition `cond`, operation `op`, S, Rn, Rd and a
/// random second operand: a rotated immediate, an unshifted register, a register
/// shifted by an immediate or RRX (`r` draws).
fn carry_dp(rng: &mut Draw, cond: u32, op: u32, s: u32, rn: u32, rd: u32) -> u32 {
    let mut r = |k: u64| rng.u(k);
    let head = cond << 28 | op << 21 | s << 20 | rn << 16 | rd << 12;
    match r(8) {
        0..=2 => head | 0x0200_0000 | r(16) << 8 | r(256),
        3..=5 => head | r(8),
        // RRX (ROR #0) reads C.
        6 => head | 3 << 5 | r(8),
        _ => head | (1 + r(31)) << 7 | r(4) << 5 | r(8),
    }
}

/// Words of a carry run at `pc` (ARM, `n` instructions at least).
fn carry_run(rng: &mut Draw, pc: u32, n: usize) -> Vec<Word> {
    let mut words = Vec::new();
    while words.len() < n {
        // The flag setter: ADD 4, SUB 2, RSB 3, CMP 10, CMN 11 (x86 `add`/`sub`),
        // ADC 5, SBC 6 (a chain), or a logical one (MOVS 13, TST 8, ANDS 0: C not in
        // the host flags); now and then conditional, now and then none.
        let cond = if rng.u(5) == 0 { rng.u(14) } else { 14 };
        if rng.u(8) != 0 {
            let op = [4, 2, 3, 10, 11, 4, 2, 10, 5, 6, 13, 8, 0][rng.u(13) as usize];
            let (rn, rd) = (rng.u(8), rng.u(8));
            words.push(carry_dp(rng, cond, op, 1, rn, rd));
        }
        // MOVs that keep the host flags, or an `and` that clobbers them.
        for _ in 0..rng.u(3) {
            words.push(match rng.u(4) {
                0 => 0xe200_0000 | rng.u(8) << 16 | rng.u(8) << 12 | 0xfe,
                1 => 0xe1a0_0000 | rng.u(8) << 12 | rng.u(8),
                _ => 0xe3a0_0000 | rng.u(8) << 12 | rng.u(16) << 8 | rng.u(256),
            });
        }
        // The carry reader: ADC 5, SBC 6, RSC 7; S or not; in place (Rd = Rn) now and
        // then; conditional now and then.
        let op = [5, 6, 5, 6, 7][rng.u(5) as usize];
        let cond = if rng.u(6) == 0 { rng.u(14) } else { 14 };
        let rn = rng.u(8);
        let rd = if rng.u(2) == 0 { rn } else { rng.u(8) };
        let s = rng.u(2);
        words.push(carry_dp(rng, cond, op, s, rn, rd));
        // Neutral instructions: ADD, EOR, ORR, SUB, MOV without S (any operand but
        // RRX), MUL without S, CLZ.
        for _ in 0..rng.u(4) {
            let w = match rng.u(6) {
                0 => 0xe000_0090 | rng.u(8) << 16 | rng.u(8) << 8 | rng.u(8),
                1 => 0xe16f_0f10 | rng.u(8) << 12 | rng.u(8),
                _ => {
                    let op = [4, 1, 12, 2, 13][rng.u(5) as usize];
                    let (rn, rd) = (rng.u(8), rng.u(8));
                    let w = carry_dp(rng, 14, op, 0, rn, rd);
                    // No RRX here (it reads C).
                    if w & 0x0200_0ff0 == 0x60 {
                        w & !0x60
                    } else {
                        w
                    }
                }
            };
            words.push(w);
        }
        // What comes next: a setter of all four (ADDS, SUBS, CMP, CMN, RSBS), or a
        // reader of the flags in `Core`, or an exit.
        let cond = rng.u(14);
        let closer = rng.u(16);
        let w = match closer {
            0..=3 => {
                let op = [4, 2, 10, 11, 3][rng.u(5) as usize];
                let (rn, rd) = (rng.u(8), rng.u(8));
                let w = carry_dp(rng, 14, op, 1, rn, rd);
                if w & 0x0200_0ff0 == 0x60 {
                    w & !0x60
                } else {
                    w
                }
            }
            // MOV<cond> r0, #1; B<cond> over the next instruction.
            4 => cond << 28 | 0x03a0_0001,
            5 => cond << 28 | 0x0a00_0000,
            // ADC r1, r2, r3 (C from `Core` or the host flags).
            6 => 0xe0a2_1003,
            // MOVS rd, rm, LSL #n (N, Z, maybe C: V left); MULS r4, r5, r6 (N, Z);
            // TST rn, #imm.
            7 => 0xe1b0_0000 | rng.u(8) << 12 | rng.u(32) << 7 | rng.u(8),
            8 => 0xe014_0695,
            14 => 0xe310_0000 | rng.u(8) << 16 | rng.u(256),
            // MRS rd, CPSR.
            9 => 0xe10f_0000 | rng.u(8) << 12,
            // LDR / STR rd, [r8..r12, #imm]: may fault.
            10 => 0xe590_0000 | (8 + rng.u(5)) << 16 | rng.u(8) << 12 | (rng.u(64) * 4),
            11 => 0xe580_0000 | (8 + rng.u(5)) << 16 | rng.u(8) << 12 | (rng.u(64) * 4),
            12 => 0xef00_0000 | rng.u(256),
            // Nothing: the next run (or the block's end) follows.
            _ => 0xe1a0_0000,
        };
        words.push(w);
        // A reader of V after a logical MOVS, a TST or a MULS (which leave it), now and
        // then after the others: MOVVS r2, #1 or MRS r3, CPSR.
        if matches!(closer, 7 | 8 | 14) || rng.u(3) == 0 {
            words.push([0x63a0_2001, 0xe10f_3000][rng.u(2) as usize]);
        }
        // The instruction a B<cond> skips.
        words.push(0xe281_1001); // add r1, r1, #1
    }
    words
        .into_iter()
        .enumerate()
        .map(|(i, w)| Word::arm(pc + 4 * i as u32, w))
        .collect()
}

/// Halfwords of a Thumb-2 carry run at `pc` (`n` halfwords at least): the same shapes
/// as `carry_run`'s on the Cortex-A15, in 16-bit and 32-bit encodings outside IT blocks
/// (a 16-bit ADDS, SUBS, CMP, ADCS or SBCS sets the flags there).
fn thumb_carry_run(rng: &mut Draw, pc: u32, n: usize) -> Vec<Word> {
    let mut hw: Vec<u32> = Vec::new();
    while hw.len() < n {
        // The flag setter: adds/subs rd, rn, rm; cmp rn, rm; adcs/sbcs rdn, rm; a
        // 32-bit ADDS, SUBS, CMP (SUBS to PC's encoding), ADCS, SBCS, ANDS; movs rd,
        // #imm (N, Z only); or none.
        match rng.u(10) {
            0 => hw.push(0x1800 | rng.u(8) << 6 | rng.u(8) << 3 | rng.u(8)),
            1 => hw.push(0x1a00 | rng.u(8) << 6 | rng.u(8) << 3 | rng.u(8)),
            2 => hw.push(0x4280 | rng.u(8) << 3 | rng.u(8)),
            3 => hw.push([0x4140, 0x4180][rng.u(2) as usize] | rng.u(8) << 3 | rng.u(8)),
            4..=6 => {
                let op = [8, 13, 10, 11, 0][rng.u(5) as usize];
                let rd = if op == 13 && rng.u(3) == 0 {
                    15
                } else {
                    rng.u(8)
                };
                let rn = rng.u(8);
                hw.extend(thumb_dp32(rng, op, 1, rn, rd));
            }
            7 => hw.push(0x2000 | rng.u(8) << 8 | rng.u(256)),
            _ => {}
        }
        // mov rd, rm (16-bit, high registers form: keeps the host flags).
        if rng.u(3) == 0 {
            let rd = rng.u(8);
            hw.push(0x4600 | (rd & 8) << 4 | rng.u(8) << 3 | (rd & 7));
        }
        // The carry reader: ADC 10 or SBC 11, 32-bit with S or not, in place now and
        // then; or a 16-bit adcs/sbcs.
        if rng.u(4) == 0 {
            hw.push([0x4140, 0x4180][rng.u(2) as usize] | rng.u(8) << 3 | rng.u(8));
        } else {
            let rn = rng.u(8);
            let rd = if rng.u(2) == 0 { rn } else { rng.u(8) };
            let (op, s) = (10 + rng.u(2), rng.u(2));
            hw.extend(thumb_dp32(rng, op, s, rn, rd));
        }
        // Neutral: 32-bit ADD, EOR, ORR, SUB without S (no RRX), MUL, MOV.W immediate.
        for _ in 0..rng.u(4) {
            match rng.u(4) {
                0 => hw.extend([0xfb00 | rng.u(8), 0xf000 | rng.u(8) << 8 | rng.u(8)]),
                1 => hw.extend([0xf04f, rng.u(8) << 8 | rng.u(256)]),
                _ => {
                    let op = [8, 4, 2, 13][rng.u(4) as usize];
                    let (rn, rd) = (rng.u(8), rng.u(8));
                    hw.extend(without_rrx(thumb_dp32(rng, op, 0, rn, rd)));
                }
            }
        }
        // A setter of all four, a reader of `Core`'s flags, or an exit.
        let closer = rng.u(13);
        match closer {
            0..=2 => {
                let op = [8, 13, 14][rng.u(3) as usize];
                let (rn, rd) = (rng.u(8), rng.u(8));
                hw.extend(without_rrx(thumb_dp32(rng, op, 1, rn, rd)));
            }
            3 => hw.push(0x4280 | rng.u(8) << 3 | rng.u(8)),
            // b<cond> over the next halfword.
            4 => hw.push(0xd000 | rng.u(14) << 8),
            // adc.w r1, r2, r3; movs rd, rm, lsl #n (16-bit: N, Z, C); tst.w rn, #imm.
            5 => hw.extend([0xeb42, 0x0103]),
            6 => hw.push(rng.u(32) << 6 | rng.u(8) << 3 | rng.u(8)),
            11 => hw.extend([0xf010 | rng.u(8), 0x0f00 | rng.u(256)]),
            // mrs rd, apsr
            7 => hw.extend([0xf3ef, 0x8000 | rng.u(8) << 8]),
            // ldr.w / str.w rd, [r8..r12, #imm12]: may fault.
            8 | 9 => hw.extend([
                0xf8c0 | rng.u(2) << 4 | (8 + rng.u(5)),
                rng.u(8) << 12 | (rng.u(64) * 4),
            ]),
            10 => hw.push(0xdf00 | rng.u(256)),
            _ => hw.push(0xbf00),
        }
        // A reader of V after a 16-bit MOVS or a TST (which leave it), now and then
        // after the others: mrs r3, apsr.
        if matches!(closer, 6 | 11) || rng.u(3) == 0 {
            hw.extend([0xf3ef, 0x8300]);
        }
        // The halfword a b<cond> skips: adds r1, #1.
        hw.push(0x3101);
    }
    hw.into_iter()
        .enumerate()
        .map(|(i, h)| Word::thumb(pc + 2 * i as u32, h))
        .collect()
}

/// A Thumb-2 data-processing instruction `[a, b]` of a register with its shift turned from RRX
/// (`ror #0`, which reads C) to LSL: for the generators whose instructions must not read the
/// flags.
fn without_rrx([a, b]: [u32; 2]) -> [u32; 2] {
    if a & 0xfe00 == 0xea00 && b & 0x70f0 == 0x30 {
        [a, b & !0x30]
    } else {
        [a, b]
    }
}

/// A 32-bit Thumb-2 data-processing instruction: `op` (AND 0, ORR 2, EOR 4, ADD 8, ADC
/// 10, SBC 11, SUB 13, RSB 14), S, Rn, Rd and a modified immediate or a register
/// shifted by an immediate (RRX now and then).
fn thumb_dp32(rng: &mut Draw, op: u32, s: u32, rn: u32, rd: u32) -> [u32; 2] {
    if rng.u(2) == 0 {
        [
            0xf000 | op << 5 | s << 4 | rn,
            rng.u(8) << 12 | rd << 8 | rng.u(256),
        ]
    } else {
        let (imm, kind) = match rng.u(4) {
            0 => (0, 0),
            1 => (0, 3),
            _ => (rng.u(32), rng.u(4)),
        };
        [
            0xea00 | op << 5 | s << 4 | rn,
            (imm >> 2) << 12 | rd << 8 | (imm & 3) << 6 | kind << 4 | rng.u(8),
        ]
    }
}

fn carries_from_the_host_flags_agree_body() {
    arm_runs_agree("carries", 41_000_000, 0x0ca2_2eed_f1a9, carry_run);
    thumb_runs_agree(
        "Thumb-2 carries",
        (0x7c42_2eed_7b1e, 41_500_000),
        200,
        thumb_carry_run,
        50,
    );
}

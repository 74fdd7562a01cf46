//! Differential fuzzing: seeded random instruction streams run block by block on the
//! interpreter and on the JIT from identical states, compared after every block.
//!
//! A case ([`Spec`]) is an initial CPU state and a code page of random instructions
//! drawn from every entry of the decode tables, in a 1 MiB machine whose bus answers
//! reads with a hash of the address ([`board`]). Each engine runs on its own copy of
//! the machine; after each block the two are compared: registers, flags, banked
//! registers and SPSRs, ticks, CP15, the bus writes, and every `ram_every` blocks (and
//! at the end) all of RAM; in traced cases ([`Spec::traced`]) also the trace words each
//! engine recorded for the block. Every bus access is also checked to lie outside RAM, and
//! RAM's size to be unchanged: the memory a guest instruction can reach is RAM and the
//! bus, nothing else. A case that agrees is then run again on each engine through the
//! run loop to the same tick (the JIT chaining blocks, the board's interrupt lines taken
//! where they rise) and the two machines compared at the end. A host panic fails the
//! case with its seed.
//!
//! On a divergence the case is run again comparing RAM after every block to find the
//! first diverging block, then that block is cut short (a SWI after its first `j`
//! instructions) to find the first instruction whose result differs. The
//! [`Divergence`] reads like dynarmic's: guest disassembly, initial registers, a
//! two-column register diff with `*` on differing rows, the memory diff and the JIT's
//! host code; [`Divergence::regression_file`] is a ready-to-paste regression test.
//!
//! Two profiles ([`Profile`]): the ARM926 (ARMv5TE, the default) and the Cortex-A15
//! (ARMv7-A: Thumb-2 with IT blocks, the ARMv6/v7 operations, VFP; see [`v7`]). Both
//! run in the same 1 MiB machine, RAM at 0 and the vectors there; the comparison of an
//! ARMv7 case also covers the VFP registers, FPSCR, the exclusive monitor and the
//! ARMv7 CP15.

mod board;
mod gen;
mod gen_v7;
pub use gen::{L1_BASE, L2_BASE};
mod report;
mod v7;
pub use v7::{cp15_of, system_of, CPACR_FULL};

use std::cell::RefCell;
use std::collections::HashMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::rc::Rc;

use arm::cp15::Cp15Regs;
use arm::cp15_v7::Cp15V7Regs;
use arm::run::{Engine, Exit, Interpreter};
use arm::state::psr;
use arm::{AccessSize, Core, CpuState, Ram};

use crate::divergence::Snapshot;
pub use board::{bus_value, vector_words, CODE_BASE, FAULT_BASE, FAULT_END, RAM_SIZE};
use board::{Access, FuzzBus};
pub use report::{reannotate_regression, Divergence};

/// Which CPU the cases run on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Profile {
    /// The ARM926EJ-S (ARMv5TE).
    #[default]
    Armv5,
    /// The Cortex-A15 (ARMv7-A, VFPv4-D32, no Advanced SIMD), its MMU off at the start.
    Armv7,
}

/// How cases are drawn and checked.
#[derive(Clone, Debug)]
pub struct Config {
    /// The CPU of the cases.
    pub profile: Profile,
    /// Blocks run per case (fewer if the guest settles into a branch to itself).
    pub blocks: u32,
    /// Fraction of cases that start in Thumb state.
    pub thumb_ratio: f64,
    /// All of RAM is compared every this many blocks (and at the end of the case).
    pub ram_every: u32,
    /// Fraction of cases that run with the MMU on, through page tables the case
    /// places in RAM below the code page ([`L1_BASE`], [`L2_BASE`]).
    /// ARMv5 only: ARMv7 cases start with the MMU off.
    pub mmu_ratio: f64,
    /// Fraction of cases that record the trace ([`Spec::traced`]).
    pub trace_ratio: f64,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            profile: Profile::Armv5,
            blocks: 1000,
            thumb_ratio: 0.4,
            ram_every: 16,
            mmu_ratio: 0.25,
            trace_ratio: 0.5,
        }
    }
}

/// One instruction placed in RAM: an ARM word or a Thumb halfword.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Word {
    pub addr: u32,
    pub value: u32,
    pub thumb: bool,
}

impl Word {
    pub const fn arm(addr: u32, value: u32) -> Word {
        Word {
            addr,
            value,
            thumb: false,
        }
    }

    pub const fn thumb(addr: u32, value: u32) -> Word {
        Word {
            addr,
            value,
            thumb: true,
        }
    }
}

/// A complete case: RAM is the background fill of `fill_seed`, then the vectors
/// ([`vector_words`]), then `code`; the core starts from `state`, `cp15` and `ticks`
/// and runs at most `blocks` blocks.
#[derive(Clone, Debug)]
pub struct Spec {
    /// The seed the case was generated from (for reports; not used to run it).
    pub seed: u64,
    pub fill_seed: u64,
    pub ticks: u64,
    pub blocks: u32,
    pub state: CpuState,
    pub cp15: Cp15Regs,
    pub code: Vec<Word>,
    /// Both engines record the trace (the words of `arm::trace::raw`: executed blocks,
    /// their time bits, exception markers, times), and their words must be the same.
    pub traced: bool,
}

impl Spec {
    /// A hand-written program's case (the JIT tests' loops): `code` run from `state`
    /// (its r15 where it starts) and `cp15`, on RAM of the background fill 0x5eed, traced,
    /// for `blocks` blocks.
    pub fn program(state: CpuState, cp15: Cp15Regs, code: Vec<Word>, blocks: u32) -> Spec {
        Spec {
            seed: 0,
            fill_seed: 0x5eed,
            ticks: 0,
            blocks,
            traced: true,
            state,
            cp15,
            code,
        }
    }
}

/// What a case ran.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CaseStats {
    pub seed: u64,
    /// Whether the case started in Thumb state.
    pub thumb: bool,
    /// Blocks run (on each engine).
    pub blocks: u64,
    /// Guest instructions in the blocks run (a block cut short by an exception counts
    /// whole).
    pub insns: u64,
    /// Bus accesses made (by the interpreter's side).
    pub bus_accesses: u64,
    /// The tick the case ended at (on each engine).
    pub ticks: u64,
    /// Of `insns`: the 32-bit Thumb instructions, the VFP instructions and the IT
    /// instructions.
    pub thumb32: u64,
    pub vfp: u64,
    pub it: u64,
}

/// What a block holds, for [`CaseStats`]: instructions, 32-bit Thumb ones, VFP ones,
/// ITs.
#[derive(Clone, Copy, Debug, Default)]
struct BlockCounts {
    insns: u64,
    thumb32: u64,
    vfp: u64,
    it: u64,
}

/// The two engines compared, kept across cases (the JIT's code buffers are reused).
pub struct Fuzzer {
    jit: jit::Jit,
}

impl std::fmt::Debug for Fuzzer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Fuzzer({:?})", self.jit)
    }
}

/// Generates the case of `seed` and runs it on a fresh [`Fuzzer`].
pub fn run_case(seed: u64, cfg: &Config) -> Result<CaseStats, Box<Divergence>> {
    Fuzzer::new()
        .map_err(|e| Box::new(Divergence::host_error(seed, &e.to_string())))?
        .run_case(seed, cfg)
}

/// Runs a recorded case (a regression test) on a fresh [`Fuzzer`], comparing RAM
/// after every block.
pub fn run_spec(spec: &Spec) -> Result<CaseStats, Box<Divergence>> {
    Fuzzer::new()
        .map_err(|e| Box::new(Divergence::host_error(spec.seed, &e.to_string())))?
        .run_spec(spec, 1)
}

/// The stack a case runs on: its machines are large (each Core holds its TLB arrays,
/// about 170 KiB; the fuzzer boxes them), and a roomy stack keeps the callers
/// independent of how many temporaries the optimizer leaves on it.
pub const CASE_STACK: usize = 32 << 20;

/// [`run_spec`] on a thread of its own with [`CASE_STACK`] of stack (regression tests and
/// hand-written cases); a divergence, or a thread that could not run, as its text.
pub fn run_spec_on_case_stack(spec: Spec) -> Result<CaseStats, String> {
    std::thread::Builder::new()
        .stack_size(CASE_STACK)
        .spawn(move || run_spec(&spec).map_err(|d| d.to_string()))
        .map_err(|e| format!("spawning the case's thread: {e}"))?
        .join()
        .map_err(|_| "the case's thread panicked".to_string())?
}

/// The case of `seed` under `cfg`, without running it.
pub fn generate(seed: u64, cfg: &Config) -> Spec {
    gen::generate(seed, cfg)
}

impl Fuzzer {
    pub fn new() -> std::io::Result<Fuzzer> {
        Ok(Fuzzer {
            jit: jit::Jit::new()?,
        })
    }

    /// Generates and runs the case of `seed`.
    pub fn run_case(&mut self, seed: u64, cfg: &Config) -> Result<CaseStats, Box<Divergence>> {
        let spec = gen::generate(seed, cfg);
        self.run_spec(&spec, cfg.ram_every)
    }

    /// Runs `spec`, comparing all of RAM every `ram_every` blocks. A host panic is
    /// reported as a divergence (and the JIT is replaced).
    pub fn run_spec(&mut self, spec: &Spec, ram_every: u32) -> Result<CaseStats, Box<Divergence>> {
        match catch_unwind(AssertUnwindSafe(|| self.run_checked(spec, ram_every))) {
            Ok(r) => r,
            Err(payload) => {
                let msg = payload
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "(non-string panic)".into());
                if let Ok(j) = jit::Jit::new() {
                    self.jit = j;
                }
                Err(Box::new(Divergence::panic(spec, &msg)))
            }
        }
    }

    fn run_checked(&mut self, spec: &Spec, ram_every: u32) -> Result<CaseStats, Box<Divergence>> {
        match self.run_fast(spec, ram_every) {
            Ok(stats) => {
                self.run_chained(spec, stats.ticks)?;
                Ok(stats)
            }
            Err(at) => Err(Box::new(self.explain(spec, at))),
        }
    }

    /// Runs the case again on each engine through the run loop up to tick `until`
    /// (where the block-by-block run ended), so that the JIT goes from block to block
    /// through its links and jump cache and the run loop hands trace buffers over, and
    /// compares the two machines, all their bus writes and trace words at the end.
    fn run_chained(&mut self, spec: &Spec, until: u64) -> Result<(), Box<Divergence>> {
        let (problems, _) = self.run_loop_to(spec, until);
        if problems.is_empty() {
            return Ok(());
        }
        // The first tick at which the machines differ (they agree at 0).
        let (mut lo, mut hi) = (0, until);
        while lo + 1 < hi {
            let mid = lo + (hi - lo) / 2;
            if self.run_loop_to(spec, mid).0.is_empty() {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        let (_, pcs) = self.run_loop_to(spec, lo);
        let mut text = format!(
            "goldtrace-fuzz: divergence, seed {:#x}, run through the run loop (blocks \
             chained) to tick {until}; the block-by-block run agreed\n  the machines \
             first differ when stopped at tick {hi}; at tick {lo} both were at \
             {:#010x}\n",
            spec.seed, pcs.0
        );
        for p in &problems {
            text.push_str(&format!("  {p}\n"));
        }
        if spec.is_armv7() {
            text.push_str(&self.chained_detail(spec, lo, hi));
        }
        Err(Box::new(Divergence {
            seed: spec.seed,
            block: None,
            mnemonic: "chained".into(),
            text,
            regression: Some(spec.clone()),
            minimized: false,
        }))
    }

    /// What an ARMv7 run-loop divergence report adds: the block the interpreter runs
    /// from tick `lo` (where the machines agree), what differs at tick `hi`, and the
    /// register table from `lo` to `hi`.
    fn chained_detail(&mut self, spec: &Spec, lo: u64, hi: u64) -> String {
        let (_, at_lo) = self.run_loop_pair(spec, lo);
        let words = at_lo.block_words();
        let thumb = at_lo.i.core.s.thumb();
        let (problems, at_hi) = self.run_loop_pair(spec, hi);
        let mut t = String::from("  the block at the last agreeing tick:\n");
        for l in crate::disasm::guest_lines(&words, thumb, true) {
            t.push_str(&format!("    {l}\n"));
        }
        t.push_str(&format!("  at tick {hi}:\n"));
        for p in &problems {
            t.push_str(&format!("  {p}\n"));
        }
        t.push_str(&crate::divergence::register_table(
            &Snapshot::of(&at_lo.i.core),
            &Snapshot::of(&at_hi.i.core),
            &Snapshot::of(&at_hi.j.core),
        ));
        t
    }

    /// Runs the case on each engine through the run loop up to tick `until`; returns
    /// what differs at the end, and both engines' PC there.
    fn run_loop_to(&mut self, spec: &Spec, until: u64) -> (Vec<String>, (u32, u32)) {
        let (problems, pair) = self.run_loop_pair(spec, until);
        (problems, (pair.i.core.s.r[15], pair.j.core.s.r[15]))
    }

    /// Runs the case on each engine through the run loop up to tick `until`; returns
    /// what differs at the end and the two machines.
    fn run_loop_pair(&mut self, spec: &Spec, until: u64) -> (Vec<String>, Pair) {
        let mut pair = Pair::new(spec, None, &mut self.jit);
        // As on a machine that starts: the run loop samples the interrupt lines first
        // (`Side::new` leaves next_check at its maximum for the block-by-block run).
        pair.i.core.next_check = 0;
        pair.j.core.next_check = 0;
        let stop_i = arm::run::run_engine(&mut pair.interp, &mut pair.i.core, until);
        let stop_j = arm::run::run_engine(&mut self.jit, &mut pair.j.core, until);
        pair.i.core.flush_trace_events();
        pair.j.core.flush_trace_events();
        let mut problems = Vec::new();
        if stop_i != stop_j {
            problems.push(format!("stop: interpreter {stop_i:?}, JIT {stop_j:?}"));
        }
        problems.extend(pair.compare((Exit::Continue, Exit::Continue), true));
        (problems, pair)
    }

    /// Runs the case; on a difference returns the index of the block after which it
    /// was seen.
    fn run_fast(&mut self, spec: &Spec, ram_every: u32) -> Result<CaseStats, u32> {
        let mut pair = Pair::new(spec, None, &mut self.jit);
        let mut stats = CaseStats {
            seed: spec.seed,
            thumb: spec.state.thumb(),
            ..CaseStats::default()
        };
        let mut lens: HashMap<(u32, bool, u32), BlockCounts> = HashMap::new();
        for b in 0..spec.blocks {
            let s = &pair.i.core.s;
            let key = (s.r[15], s.thumb(), s.cpsr_rest & psr::IT);
            let cacheable = !pair.i.core.mmu.enabled();
            let len = match lens.get(&key) {
                Some(&n) if cacheable => n,
                _ => {
                    let n = pair.block_counts();
                    if cacheable {
                        lens.insert(key, n);
                    }
                    n
                }
            };
            let (exits, dirty) = pair.step(&mut self.jit);
            if !dirty.is_empty() {
                lens.clear();
            }
            stats.blocks += 1;
            stats.ticks = pair.i.core.ticks;
            stats.bus_accesses += pair.i.log.borrow().len() as u64;
            let settled = exits.0 == Exit::SelfLoop;
            if !settled {
                stats.insns += len.insns;
                stats.thumb32 += len.thumb32;
                stats.vfp += len.vfp;
                stats.it += len.it;
            }
            let every = ram_every.max(1);
            let ram = (b + 1) % every == 0 || b + 1 == spec.blocks || settled;
            if !pair.compare(exits, ram).is_empty() {
                return Err(b);
            }
            if settled {
                break;
            }
        }
        Ok(stats)
    }

    /// Finds the first diverging block (at or before `at`), its first differing
    /// instruction, and the smallest case that still shows it.
    fn explain(&mut self, spec: &Spec, at: u32) -> Divergence {
        // 1. The first block after which anything differs, RAM included.
        let mut pair = Pair::new(spec, None, &mut self.jit);
        let mut found = None;
        for b in 0..=at {
            let before = Snapshot::of(&pair.i.core);
            let before_v7 = pair.i.core.mmu.v7.as_deref().cloned();
            let words = pair.block_words();
            let (exits, _) = pair.step(&mut self.jit);
            let problems = pair.compare(exits, true);
            if !problems.is_empty() {
                let host = self.jit.last_block_code();
                found = Some((b, before, before_v7, words, problems, pair, host));
                break;
            }
        }
        let Some((block, before, before_v7, words, problems, pair, host)) = found else {
            return Divergence::not_reproduced(spec, at);
        };
        // The CP15 a case starting from `before` is given: an ARMv7 CP15 only when the
        // spec can say all of it (else nothing is cut down).
        let (cp15_before, mmu_off) = match &before_v7 {
            None => (Some(before.cp15.clone()), before.cp15.control & 1 == 0),
            Some(r) => (cp15_of(r), r.sctlr & 1 == 0),
        };

        // 2. The shortest prefix of the block that diverges, from the exact state
        // before it (the MMU must be off for the patch to land where the code is).
        let mut first = None;
        let in_ram = words
            .last()
            .is_some_and(|&(a, _)| a < RAM_SIZE - 4 && words[0].0 < RAM_SIZE);
        if let (Some(cp15), true, true) = (&cp15_before, mmu_off, in_ram) {
            let mut p = Pair::new(spec, None, &mut self.jit);
            for _ in 0..block {
                p.step(&mut self.jit);
            }
            let img = p.i.core.ram.bytes().to_vec();
            let thumb = before.s.thumb();
            for j in 1..=words.len() {
                let mut patched = img.clone();
                if let Some(&(addr, _)) = words.get(j) {
                    patch(&mut patched, addr, terminator(thumb), thumb);
                }
                let snap_spec = Spec {
                    state: before.s.clone(),
                    cp15: cp15.clone(),
                    ticks: before.ticks,
                    blocks: 1,
                    ..spec.clone()
                };
                let mut q = Pair::new(&snap_spec, Some(&patched), &mut self.jit);
                let (exits, _) = q.step(&mut self.jit);
                if !q.compare(exits, true).is_empty() {
                    first = Some(j);
                    break;
                }
            }
        }

        // 3. A standalone case: the background fill, the block (or its diverging
        // prefix and a terminator) and the state before it. Code outside RAM comes
        // from the bus, which needs no words.
        let thumb = before.s.thumb();
        let mut regression = Spec {
            blocks: block + 1,
            ..spec.clone()
        };
        let mut minimized = false;
        let take = first.unwrap_or(words.len());
        let mut code: Vec<Word> = Vec::new();
        for &(addr, value) in words[..take].iter().filter(|&&(a, _)| a < RAM_SIZE) {
            // A 32-bit Thumb instruction (`hw1 << 16 | hw2`) is two halfwords.
            if thumb && value > 0xffff {
                code.push(Word::thumb(addr, value >> 16));
                code.push(Word::thumb(addr.wrapping_add(2), value & 0xffff));
            } else {
                code.push(Word { addr, value, thumb });
            }
        }
        if let Some(&(addr, _)) = first.and_then(|j| words.get(j)) {
            code.push(Word {
                addr,
                value: terminator(thumb),
                thumb,
            });
        }
        if let Some(cp15) = cp15_before {
            let small = Spec {
                traced: spec.traced,
                seed: spec.seed,
                fill_seed: spec.fill_seed,
                ticks: before.ticks,
                blocks: 1,
                state: before.s.clone(),
                cp15,
                code,
            };
            if self.run_fast(&small, 1).is_err() {
                regression = small;
                minimized = true;
            }
        }
        report::divergence(report::Found {
            spec,
            block,
            before: &before,
            words: &words,
            first,
            problems: &problems,
            pair: &pair,
            host: &host,
            regression,
            minimized,
        })
    }
}

/// `SWI 0`, which ends a block, in either state.
fn terminator(thumb: bool) -> u32 {
    if thumb {
        0xdf00
    } else {
        0xef00_0000
    }
}

fn patch(bytes: &mut [u8], addr: u32, value: u32, thumb: bool) {
    let a = addr as usize;
    let n = if thumb { 2 } else { 4 };
    if let Some(dst) = bytes.get_mut(a..a + n) {
        dst.copy_from_slice(&value.to_le_bytes()[..n]);
    }
}

/// One engine's machine.
pub(crate) struct Side {
    /// Boxed: a Core holds its TLB arrays (about 170 KiB), and the fuzzer keeps pairs
    /// of sides in one frame.
    pub core: Box<Core>,
    pub log: Rc<RefCell<Vec<Access>>>,
    /// The trace words recorded since the last step (traced cases; a run through the
    /// run loop keeps them all).
    pub trace: Rc<RefCell<Vec<u64>>>,
}

/// Block numbers, shared by the two engines' tracers so that a block has the same
/// number on both whichever discovers it first.
type Numbers = Rc<RefCell<HashMap<(u32, bool, Vec<u32>), u32>>>;

/// The tracer of a traced case: numbers blocks in [`Numbers`], always records, and
/// keeps the words it is handed.
struct FuzzTracer {
    numbers: Numbers,
    words: Rc<RefCell<Vec<u64>>>,
}

impl arm::trace::Tracer for FuzzTracer {
    fn recording(&self) -> bool {
        true
    }

    fn block_number(&mut self, block: &arm::block::Block) -> u32 {
        let key = (
            block.pc,
            block.thumb,
            block.insns.iter().map(|i| i.raw).collect(),
        );
        let mut numbers = self.numbers.borrow_mut();
        let next = numbers.len() as u32 + 1;
        *numbers.entry(key).or_insert(next)
    }

    fn executed(&mut self, words: &[u64]) {
        self.words.borrow_mut().extend_from_slice(words);
    }
}

impl Side {
    fn new(spec: &Spec, image: Option<&[u8]>, numbers: &Numbers) -> Side {
        let log = Rc::new(RefCell::new(Vec::new()));
        let bus = FuzzBus {
            log: log.clone(),
            lines: board::Lines::of(spec.fill_seed),
        };
        let ram = Ram::new(RAM_SIZE).expect("mapping 1 MiB of guest RAM");
        let mut core = Box::new(Core::new(ram, Box::new(bus)));
        if spec.is_armv7() {
            core.set_model(&arm::cpu_model::CORTEX_A15);
        }
        match image {
            Some(img) => {
                core.ram.bytes_mut().copy_from_slice(img);
            }
            None => {
                board::fill_ram(core.ram.bytes_mut(), spec.fill_seed);
                for (addr, w) in vector_words() {
                    core.ram.write32(addr, w);
                }
                for w in &spec.code {
                    if w.thumb {
                        core.ram.write16(w.addr, w.value as u16);
                    } else {
                        core.ram.write32(w.addr, w.value);
                    }
                }
            }
        }
        core.s = spec.state.clone();
        if core.mmu.v7.is_some() {
            let system = system_of(&spec.cp15);
            core.mmu.regs.dacr = system.dacr;
            core.mmu.v7 = Some(Box::new(system));
        } else {
            core.mmu.regs = spec.cp15.clone();
        }
        core.ticks = spec.ticks;
        core.next_check = u64::MAX;
        let trace = Rc::new(RefCell::new(Vec::new()));
        if spec.traced {
            core.tracer = Some(Box::new(FuzzTracer {
                numbers: numbers.clone(),
                words: trace.clone(),
            }));
            core.recording = true;
        }
        Side { core, log, trace }
    }
}

/// The interpreter's machine and the JIT's, run side by side.
pub(crate) struct Pair {
    pub i: Side,
    pub j: Side,
    interp: Interpreter,
}

impl Pair {
    fn new(spec: &Spec, image: Option<&[u8]>, jit: &mut jit::Jit) -> Pair {
        let numbers = Numbers::default();
        let i = Side::new(spec, image, &numbers);
        let mut j = Side::new(spec, None, &numbers);
        j.core.ram.bytes_mut().copy_from_slice(i.core.ram.bytes());
        jit.flush(&mut j.core);
        Pair {
            i,
            j,
            interp: Interpreter::new(),
        }
    }

    /// Runs one block on each engine; returns their exits and the code pages written.
    fn step(&mut self, jit: &mut jit::Jit) -> ((Exit, Exit), Vec<u32>) {
        for side in [&mut self.i, &mut self.j] {
            side.log.borrow_mut().clear();
            side.trace.borrow_mut().clear();
            side.core.next_check = u64::MAX;
        }
        let exit_i = self.interp.step_block(&mut self.i.core);
        let exit_j = jit.step_block(&mut self.j.core);
        // The block's trace words (none when the case is not traced).
        self.i.core.flush_trace_events();
        self.j.core.flush_trace_events();
        let mut dirty = self.i.core.take_dirty_code();
        dirty.extend(self.j.core.take_dirty_code());
        dirty.sort_unstable();
        dirty.dedup();
        self.interp.invalidate_pages(&dirty);
        jit.invalidate_pages(&dirty);
        ((exit_i, exit_j), dirty)
    }

    /// The words of the block at the interpreter's PC, as the engines discover it
    /// (read without side effects: RAM, or the bus's value function).
    fn block_words(&self) -> Vec<(u32, u32)> {
        let b = self.block();
        b.insns.iter().map(|i| (i.addr, i.raw)).collect()
    }

    /// What the block at the interpreter's PC holds.
    fn block_counts(&self) -> BlockCounts {
        let b = self.block();
        let count = |f: &dyn Fn(&arm::block::BlockInsn) -> bool| {
            b.insns.iter().filter(|i| f(i)).count() as u64
        };
        BlockCounts {
            insns: b.insns.len() as u64,
            thumb32: count(&|i| b.thumb && i.len == 4),
            vfp: count(&|i| matches!(i.insn.op, arm::insn::Op::Vfp(_))),
            it: count(&|i| matches!(i.insn.op, arm::insn::Op::It(_))),
        }
    }

    /// The block at the interpreter's PC, as the engines discover it.
    fn block(&self) -> arm::block::Block {
        let core = &self.i.core;
        let thumb = core.s.thumb();
        let (mmu, ram) = (&core.mmu, &core.ram);
        let mut fetch = |addr: u32| {
            let pa = mmu.probe(ram, addr).ok()?;
            if thumb {
                ram.read16(pa)
                    .map(u32::from)
                    .or_else(|| bus_value(pa, AccessSize::Half))
            } else {
                ram.read32(pa).or_else(|| bus_value(pa, AccessSize::Word))
            }
        };
        let it = arm::interp::it_state(core.s.cpsr());
        arm::block::discover_on(core.model.profile, core.s.r[15], thumb, it, &mut fetch)
    }

    /// Everything that differs between the two machines (empty when they agree), and
    /// any access that escaped the memory map.
    fn compare(&self, exits: (Exit, Exit), ram: bool) -> Vec<String> {
        let (ci, cj) = (&self.i.core, &self.j.core);
        let mut problems = Vec::new();
        if exits.0 != exits.1 {
            problems.push(format!(
                "exit: interpreter {:?}, JIT {:?}",
                exits.0, exits.1
            ));
        }
        problems.extend(Snapshot::of(ci).differences(&Snapshot::of(cj)));
        problems.extend(report::vfp_diff(&ci.s, &cj.s));
        if ci.mmu.v7 != cj.mmu.v7 {
            let text = |r: &Option<Box<Cp15V7Regs>>| format!("{r:#x?}");
            problems.push(report::lines_diff(
                "ARMv7 CP15 differs",
                &text(&ci.mmu.v7),
                &text(&cj.mmu.v7),
            ));
        }
        let (li, lj) = (self.i.log.borrow(), self.j.log.borrow());
        let wi: Vec<&Access> = li.iter().filter(|a| a.write).collect();
        let wj: Vec<&Access> = lj.iter().filter(|a| a.write).collect();
        if wi != wj {
            problems.push(report::bus_diff(&wi, &wj));
        }
        for (who, log, core) in [("interpreter", &li, ci), ("JIT", &lj, cj)] {
            if let Some(a) = log
                .iter()
                .find(|a| core.ram.contains(a.addr, a.size as u32))
            {
                problems.push(format!("{who}: a RAM address reached the bus: {a}"));
            }
            if core.ram.size() != RAM_SIZE {
                problems.push(format!("{who}: RAM is {:#x} bytes now", core.ram.size()));
            }
        }
        if ram && ci.ram.bytes() != cj.ram.bytes() {
            problems.extend(report::memory_diff(ci.ram.bytes(), cj.ram.bytes()));
        }
        let (ti, tj) = (self.i.trace.borrow(), self.j.trace.borrow());
        if *ti != *tj {
            problems.push(report::trace_diff(&ti, &tj));
        }
        problems
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arm::run::Stop;
    use std::collections::BTreeSet;

    /// The case of `seed`, which both comparisons (block by block, then through the
    /// run loop) must pass, and what its block-by-block run did.
    fn agreeing_case(fz: &mut Fuzzer, seed: u64, cfg: &Config) -> (Spec, CaseStats) {
        let spec = gen::generate(seed, cfg);
        let stats = fz
            .run_fast(&spec, 16)
            .expect("the engines agree block by block");
        assert!(fz.run_chained(&spec, stats.ticks).is_ok(), "seed {seed}");
        (spec, stats)
    }

    /// The run-loop comparison runs the case to where the block-by-block run ended,
    /// the JIT going on from block to block without returning, and finds a machine
    /// that differs there.
    #[test]
    fn chained_runs_reach_the_same_end() {
        let cfg = Config::default();
        let mut fz = Fuzzer::new().expect("JIT code buffer");
        let mut chained = 0;
        for seed in 0..40 {
            let (spec, stats) = agreeing_case(&mut fz, 5_000_000 + seed, &cfg);
            let mut pair = Pair::new(&spec, None, &mut fz.jit);
            let mut runs = 0;
            while pair.j.core.ticks < stats.ticks && runs < 100_000 {
                pair.j.core.next_check = stats.ticks;
                let start = pair.j.core.ticks;
                fz.jit.run_blocks(&mut pair.j.core);
                runs += 1;
                if pair.j.core.ticks == start {
                    break; // a branch to itself or WFI: the run loop would skip time
                }
            }
            chained += u32::from((runs as u64) < stats.blocks);
            // A machine that differs at the end is reported.
            let mut other = Pair::new(&spec, None, &mut fz.jit);
            other.j.core.s.r[0] ^= 1;
            assert!(!other
                .compare((Exit::Continue, Exit::Continue), true)
                .is_empty());
        }
        assert!(chained > 20, "{chained} of 40 cases ran blocks chained");
    }

    /// A CPU that only goes from exception to exception while time stands still (here,
    /// an instruction for a coprocessor that does not exist at the undefined-instruction
    /// vector: it raises Undefined before it takes any time) halts on both
    /// engines at the same point instead of running forever (the JIT used to loop in
    /// generated code, where no tick passes and nothing returns to the run loop).
    #[test]
    fn an_exception_loop_halts_both_engines() {
        let mut spec = gen::generate(7, &Config::default());
        spec.cp15 = Default::default();
        spec.state.cpsr_rest = 0x13 | 0xc0; // SVC, ARM, interrupts masked
        spec.state.r[15] = CODE_BASE;
        spec.code = vec![
            Word::arm(CODE_BASE, 0xe3a0_0005),     // mov r0, #5
            Word::arm(CODE_BASE + 4, 0xe7f0_00f0), // udf
            Word::arm(0x4, 0xfc9f_a0f4),           // stc2 p0 (no such coprocessor) at the vector
        ];
        let mut jit = jit::Jit::new().expect("JIT code buffer");
        let mut pair = Pair::new(&spec, None, &mut jit);
        let stop_i = arm::run::run_engine(&mut pair.interp, &mut pair.i.core, 1_000_000);
        let stop_j = arm::run::run_engine(&mut jit, &mut pair.j.core, 1_000_000);
        assert_eq!((stop_i, stop_j), (Stop::Halted, Stop::Halted));
        assert!(pair.i.core.stalled() && pair.j.core.stalled());
        assert_eq!(pair.i.core.ticks, pair.j.core.ticks);
        assert!(pair
            .compare((Exit::Continue, Exit::Continue), true)
            .is_empty());
    }

    /// Runs through the run loop take the case's interrupts (IRQ and FIQ, the vectors
    /// at 0x18 and 0x1c) on both engines alike.
    #[test]
    fn chained_runs_take_interrupts() {
        let cfg = Config::default();
        let mut fz = Fuzzer::new().expect("JIT code buffer");
        let (mut irqs, mut fiqs) = (0, 0);
        for seed in 0..60 {
            let (spec, stats) = agreeing_case(&mut fz, 6_000_000 + seed, &cfg);
            let mut pair = Pair::new(&spec, None, &mut fz.jit);
            pair.i.core.exception_log = Some(Vec::new());
            pair.i.core.next_check = 0;
            arm::run::run_engine(&mut pair.interp, &mut pair.i.core, stats.ticks);
            for note in pair.i.core.exception_log.iter().flatten() {
                irqs += u32::from(note.target == 0x18);
                fiqs += u32::from(note.target == 0x1c);
            }
        }
        assert!(irqs > 50 && fiqs > 10, "{irqs} IRQs, {fiqs} FIQs taken");
    }

    /// Traced cases record on both engines: a word per executed block, exception
    /// markers, and the comparison sees a word that differs.
    #[test]
    fn traced_cases_compare_the_engines_words() {
        use arm::trace::raw::{W_EXCEPTION, W_FIRST_MARK};
        let cfg = Config {
            trace_ratio: 1.0,
            blocks: 200,
            ..Config::default()
        };
        let mut jit = jit::Jit::new().expect("JIT code buffer");
        let (mut blocks, mut words, mut exceptions) = (0u64, 0u64, 0u64);
        for seed in 0..60 {
            let spec = gen::generate(4_000_000 + seed, &cfg);
            assert!(spec.traced);
            let mut pair = Pair::new(&spec, None, &mut jit);
            for _ in 0..spec.blocks {
                let (exits, _) = pair.step(&mut jit);
                assert!(pair.compare(exits, false).is_empty(), "seed {seed}");
                blocks += 1;
                for &w in pair.i.trace.borrow().iter() {
                    let lo = w as u32;
                    words += u64::from(lo != 0 && lo < W_FIRST_MARK);
                    exceptions += u64::from(lo == W_EXCEPTION);
                }
                if exits.0 == Exit::SelfLoop {
                    break;
                }
            }
            // One word more on one side is a difference.
            pair.j.trace.borrow_mut().push(1);
            let problems = pair.compare((Exit::Continue, Exit::Continue), false);
            assert!(problems.iter().any(|p| p.starts_with("trace words differ")));
        }
        assert!(
            words * 10 > blocks * 9,
            "{words} block words for {blocks} blocks"
        );
        assert!(exceptions > 100, "{exceptions} exception markers");
    }

    /// The MMU cases fault in every way the MMU can: the fault status of each data
    /// abort the interpreter takes (the block ends at the vector, in Abort mode) covers
    /// alignment, translation, domain and permission faults.
    #[test]
    fn mmu_cases_take_every_kind_of_fault() {
        let cfg = Config {
            mmu_ratio: 1.0,
            blocks: 200,
            ..Config::default()
        };
        let mut jit = jit::Jit::new().expect("JIT code buffer");
        let mut seen = BTreeSet::new();
        for seed in 0..300 {
            let spec = gen::generate(3_000_000 + seed, &cfg);
            let mut pair = Pair::new(&spec, None, &mut jit);
            for _ in 0..spec.blocks {
                pair.step(&mut jit);
                let core = &pair.i.core;
                if core.s.r[15] == 0x10 && core.s.mode() == arm::Mode::Abort {
                    seen.insert(core.mmu.regs.dfsr & 0xf);
                }
            }
        }
        let has = |codes: [u32; 2]| codes.iter().any(|c| seen.contains(c));
        assert!(has([0x1, 0x3]), "alignment: {seen:x?}");
        assert!(has([0x5, 0x7]), "translation: {seen:x?}");
        assert!(has([0x9, 0xb]), "domain: {seen:x?}");
        assert!(has([0xd, 0xf]), "permission: {seen:x?}");
    }
}

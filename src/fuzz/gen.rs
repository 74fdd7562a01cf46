//! The case generator: from a seed, the initial CPU state (mode, flags, ARM or Thumb,
//! registers aimed at RAM, at RAM's end, at MMIO, at the faulting window and near
//! 0xffff_ffff) and a code page of random instructions drawn from every entry of the
//! decode tables. Half the ARM cases also get straight runs of data processing, single
//! loads and stores and multiplies over a few registers (`pressure_run`), the code the
//! JIT's register cache and flag handling see most.

use arm::cp15::Cp15Regs;
use arm::decode::{random_word_decoding_to, Entry, ARM_TABLE, THUMB_TABLE};
use arm::state::psr;
use arm::{CpuState, Mode};

use super::board::{Rng, CODE_BASE, CODE_SIZE, FAULT_BASE, RAM_SIZE};
use super::{Config, Spec, Word};

/// The case of `seed`.
pub fn generate(seed: u64, cfg: &Config) -> Spec {
    if cfg.profile == super::Profile::Armv7 {
        return super::gen_v7::generate(seed, cfg);
    }
    let mut rng = Rng(seed ^ 0x6f6c_6474_7261_6365);
    let thumb = rng.chance(cfg.thumb_ratio);
    let mut s = CpuState::new();
    for r in s.r.iter_mut() {
        *r = reg_value(&mut rng);
    }
    for bank in s.banked_r8_r12.iter_mut() {
        for r in bank.iter_mut() {
            *r = reg_value(&mut rng);
        }
    }
    for bank in s.banked_r13_r14.iter_mut() {
        *bank = [stack_value(&mut rng), link_value(&mut rng)];
    }
    for spsr in s.spsr.iter_mut().skip(1) {
        let thumb = rng.chance(0.3);
        *spsr = psr_value(&mut rng, thumb);
    }
    s.r[13] = stack_value(&mut rng);
    s.r[14] = link_value(&mut rng);
    let cpsr = psr_value(&mut rng, thumb);
    s.n = cpsr >> 31;
    s.z = (cpsr >> 30) & 1;
    s.c = (cpsr >> 29) & 1;
    s.v = (cpsr >> 28) & 1;
    s.cpsr_rest = cpsr & !(psr::N | psr::Z | psr::C | psr::V);
    let size = if thumb { 2 } else { 4 };
    // Start somewhere in the first half of the page.
    s.r[15] = (CODE_BASE + rng.below(CODE_SIZE / 2)) & !(size - 1);
    let mut code = if thumb {
        thumb_code(&mut rng)
    } else {
        arm_code(&mut rng)
    };
    let fill_seed = rng.next_u64();
    // Drawn last, so that a case's registers and code do not depend on it.
    let mut cp15 = Cp15Regs::default();
    if rng.chance(cfg.mmu_ratio) {
        cp15 = mmu_tables(&mut rng, &mut code);
    }
    let traced = rng.chance(cfg.trace_ratio);
    Spec {
        seed,
        fill_seed,
        ticks: 0,
        blocks: cfg.blocks,
        state: s,
        cp15,
        code,
        traced,
    }
}

/// Where an MMU case's first-level table lies (16 KiB, below the code page).
pub const L1_BASE: u32 = 0x4000;
/// Where its coarse second-level table for the first megabyte lies (1 KiB).
pub const L2_BASE: u32 = 0x3c00;

/// An access-permission field: mostly read/write for everyone, sometimes less.
fn ap_value(rng: &mut Rng) -> u32 {
    if rng.chance(0.7) {
        3
    } else {
        rng.below(4)
    }
}

/// Turns the MMU on for a case: a first-level table at [`L1_BASE`] whose entries for
/// RAM's megabyte, the MMIO window, the faulting window and the top megabyte are
/// written into `code` (the first megabyte through a coarse table at [`L2_BASE`] of
/// small and large pages and faults with varied permissions, mostly flat, the vectors'
/// and the code's pages always flat and accessible), the other entries being whatever the background fill holds
/// (random descriptors: sections and tables anywhere, faults). Domains, the S and R
/// bits and alignment checking are random; the domain of the first megabyte is a
/// client or a manager, so that the code can run. Returns the CP15 registers.
fn mmu_tables(rng: &mut Rng, code: &mut Vec<Word>) -> Cp15Regs {
    let domain = rng.below(16);
    let mut dacr = rng.next_u32();
    let kind = if rng.chance(0.8) { 1 } else { 3 };
    dacr = (dacr & !(3 << (2 * domain))) | kind << (2 * domain);
    // The first megabyte: a coarse table (or, now and then, one flat section).
    let first = if rng.chance(0.85) {
        for page in 0..256u32 {
            let fixed = page == 0 || page == CODE_BASE >> 12;
            if !fixed && !rng.chance(0.8) {
                continue; // the fill's random descriptor
            }
            let pa = if fixed || rng.chance(0.8) {
                page << 12
            } else {
                rng.below(RAM_SIZE >> 12) << 12
            };
            let ap = if fixed { 3 } else { ap_value(rng) };
            let cb = rng.below(4) << 2;
            let d = match rng.below(10) {
                // A small page (the four subpages' permissions).
                0..=6 => {
                    let aps = if rng.chance(0.8) {
                        ap * 0x55
                    } else {
                        rng.below(256)
                    };
                    let aps = if fixed { 0xff } else { aps };
                    pa | aps << 4 | cb | 2
                }
                // A fault.
                7 if !fixed => 0,
                // A large page's entry (only meaningful as one of sixteen copies).
                8 if !fixed => (pa & !0xffff) | (ap * 0x55) << 4 | cb | 1,
                _ => pa | 0xff << 4 | cb | 2,
            };
            code.push(Word::arm(L2_BASE + 4 * page, d));
        }
        L2_BASE | domain << 5 | 1 << 4 | 1
    } else {
        3 << 10 | domain << 5 | 1 << 4 | 2
    };
    code.push(Word::arm(L1_BASE, first));
    // Flat sections for the MMIO window, the faulting window and the top megabyte.
    for mb in [0x101u32, FAULT_BASE >> 20, 0xfff] {
        if rng.chance(0.8) {
            let d = rng.below(16);
            let ap = ap_value(rng);
            let desc = mb << 20 | ap << 10 | d << 5 | 1 << 4 | rng.below(4) << 2 | 2;
            code.push(Word::arm(L1_BASE + 4 * mb, desc));
        }
    }
    // M, sometimes A (alignment faults), S and R (what AP 0 allows).
    let mut control = Cp15Regs::default().control | 1;
    if rng.chance(0.2) {
        control |= 1 << 1;
    }
    control |= rng.below(4) << 8;
    Cp15Regs {
        control,
        ttbr0: L1_BASE,
        dacr,
        ..Cp15Regs::default()
    }
}

/// A register value: mostly RAM addresses (aligned or not), some at RAM's end, MMIO,
/// the faulting window, near the top of the address space, small or random.
pub(super) fn reg_value(rng: &mut Rng) -> u32 {
    match rng.below(20) {
        0..=7 => {
            let a = 0x1_0000 + rng.below(RAM_SIZE - 0x2_0000);
            if rng.chance(0.75) {
                a & !3
            } else {
                a
            }
        }
        8 | 9 => RAM_SIZE - 16 + rng.below(32),
        10 | 11 => 0u32.wrapping_sub(1 + rng.below(32)),
        12 => 0x101f_1000 + (rng.below(0x100) & !3),
        13 => FAULT_BASE + (rng.below(0x1000) & !3),
        14..=16 => rng.below(33),
        _ => rng.next_u32(),
    }
}

/// A stack pointer: inside RAM, word aligned, away from the ends, now and then odd.
pub(super) fn stack_value(rng: &mut Rng) -> u32 {
    match rng.below(10) {
        0 => RAM_SIZE - 8 + rng.below(16),
        1 => reg_value(rng),
        _ => (0x2_0000 + rng.below(RAM_SIZE - 0x4_0000)) & !3,
    }
}

/// A link register: an address in the code page (sometimes with the Thumb bit), or
/// any register value.
pub(super) fn link_value(rng: &mut Rng) -> u32 {
    if rng.chance(0.7) {
        CODE_BASE + rng.below(CODE_SIZE)
    } else {
        reg_value(rng)
    }
}

/// A PSR value with a valid mode, random flags and masks.
pub(super) fn psr_value(rng: &mut Rng, thumb: bool) -> u32 {
    let mode = Mode::ALL[rng.below(Mode::ALL.len() as u32) as usize];
    let flags = rng.next_u32() & (psr::N | psr::Z | psr::C | psr::V | psr::Q | psr::I | psr::F);
    flags | mode as u32 | if thumb { psr::T } else { 0 }
}

/// A word that the table decodes with a random entry; `None` if the draw failed.
fn draw(rng: &mut Rng, table: &'static [Entry]) -> (usize, u32) {
    loop {
        let index = rng.below(table.len() as u32) as usize;
        if let Some(w) = random_word_decoding_to(table, index, || rng.next_u32()) {
            return (index, w);
        }
    }
}

/// A small signed branch offset field of `bits` bits (in instruction units).
pub(super) fn short_offset(rng: &mut Rng, bits: u32) -> u32 {
    let off = rng.below(129) as i32 - 64;
    (off as u32) & ((1 << bits) - 1)
}

fn arm_code(rng: &mut Rng) -> Vec<Word> {
    let mut out = Vec::new();
    let pressure = rng.chance(0.5);
    let mut run = Vec::new();
    for i in 0..CODE_SIZE / 4 {
        if pressure && run.is_empty() && rng.chance(0.1) {
            run = pressure_run(rng);
        }
        if let Some(w) = run.pop() {
            out.push(Word::arm(CODE_BASE + 4 * i, w));
            continue;
        }
        let (index, mut w) = draw(rng, ARM_TABLE);
        match ARM_TABLE[index].name {
            // Mostly near branches, so that control stays in the code page.
            "B_BL" | "BLX_imm" if rng.chance(0.85) => {
                w = (w & 0xff00_0000) | short_offset(rng, 24);
            }
            // Mostly CP15, the one coprocessor that exists.
            "MCR_MRC" | "MCRR_MRRC" | "LDC_STC" | "CDP" if rng.chance(0.5) => {
                w = (w & !0xf00) | 0xf00;
            }
            _ => {}
        }
        out.push(Word::arm(CODE_BASE + 4 * i, w));
    }
    out
}

/// A straight run of 8 to 40 ARM instructions that keeps many guest registers live
/// within one block: data processing (register, shifted register and immediate
/// operands, half of them setting flags), single loads and stores with small offsets
/// and writeback, and MUL/MLA/UMULL/SMLAL, over either a pool of three to five
/// registers (values written and read again, a load's base overwritten) or all of
/// r0-r14 (more live registers than the JIT caches in host registers). A third are
/// conditional, so a condition may fail with a register cached or not; flags are set and
/// read a few instructions apart, or right after the instruction that set them (where
/// the JIT tests the host flags; also across a conditional flag-setting operation or a
/// MOV/MVN, which may keep them valid), or across a load or store (which may take the slow
/// path's helper call) and an LDM/STM of pool registers (which go through the register
/// cache). Words are returned in reverse order (popped).
fn pressure_run(rng: &mut Rng) -> Vec<u32> {
    let pool: Vec<u32> = if rng.chance(0.5) {
        let n = 3 + rng.below(3);
        (0..n).map(|_| rng.below(15)).collect()
    } else {
        (0..15).collect()
    };
    let len = 8 + rng.below(33);
    // Half the runs access no memory: a load or store from a random base usually
    // aborts, which would leave the rest of the run unexecuted.
    let memory = rng.chance(0.5);
    let mut words = Vec::new();
    for _ in 0..len {
        let mut reg = || pool[rng.below(pool.len() as u32) as usize];
        let (rd, rn, rm, rs) = (reg(), reg(), reg(), reg());
        let cond = if rng.chance(0.33) { rng.below(14) } else { 14 } << 28;
        let s = u32::from(rng.chance(0.5)) << 20;
        let kind = match rng.below(15) {
            6 | 7 | 10 if !memory => 11,
            k => k,
        };
        let w = match kind {
            // Data processing, register operand shifted by an immediate.
            0..=2 => {
                let op = rng.below(16) << 21;
                let shift = (rng.below(32) << 7) | (rng.below(4) << 5);
                cond | op | s | rn << 16 | rd << 12 | shift | rm
            }
            // Data processing, immediate operand.
            3 | 4 => {
                let op = rng.below(16) << 21;
                cond | 1 << 25 | op | s | rn << 16 | rd << 12 | rng.below(1 << 12)
            }
            // Data processing, register-shifted register operand.
            5 => {
                let op = rng.below(16) << 21;
                let kind = rng.below(4) << 5;
                cond | op | s | rn << 16 | rd << 12 | rs << 8 | kind | 1 << 4 | rm
            }
            // LDR/STR/LDRB/STRB with a small immediate offset, any indexing.
            6 | 7 => {
                let p = u32::from(rng.chance(0.7)) << 24;
                let w = u32::from(rng.chance(0.3)) << 21;
                let bits = p | (rng.below(2) << 23) | (rng.below(2) << 22) | w;
                let ls = rng.below(2) << 20;
                // Writeback with Rn = Rd is UNPREDICTABLE: keep them apart then.
                let rd = if (p == 0 || w != 0) && rd == rn {
                    (rd + 1) % 15
                } else {
                    rd
                };
                cond | 1 << 26 | bits | ls | rn << 16 | rd << 12 | (rng.below(64) & !3)
            }
            // MUL/MLA (Rd != Rm, as ARMv5 requires).
            8 => {
                let rd = if rd == rm { (rd + 1) % 15 } else { rd };
                let a = rng.below(2) << 21;
                cond | a | s | rd << 16 | rn << 12 | rs << 8 | 0x90 | rm
            }
            // LDM/STM of pool registers (any mode; writeback only with the base out
            // of the list, where it is predictable).
            10 => {
                let mut list = 1 << rd | 1 << rm | 1 << rs;
                let w = u32::from(rng.chance(0.5));
                if w != 0 {
                    list &= !(1 << rn);
                    if list == 0 {
                        list = 1 << ((rn + 1) % 15);
                    }
                }
                let (pu, l) = (rng.below(4) << 23, rng.below(2) << 20);
                cond | 1 << 27 | pu | w << 21 | l | rn << 16 | list
            }
            // A flag-setting operation (arithmetic, logical, MULS) and, right after it,
            // a conditional data-processing operation reading the flags.
            11..=13 => {
                let setter = if rng.chance(0.2) {
                    let rd = if rd == rm { (rd + 1) % 15 } else { rd };
                    0xe010_0000 | rd << 16 | rs << 8 | 0x90 | rm
                } else {
                    let op = rng.below(16) << 21;
                    let shift = (rng.below(32) << 7) | (rng.below(4) << 5);
                    0xe000_0000 | op | 1 << 20 | rn << 16 | rd << 12 | shift | rm
                };
                words.push(setter);
                // Sometimes an instruction between them that leaves the host flags
                // holding the guest's on both of its paths (or on neither): a
                // conditional flag-setting operation (MULS too), or a MOV/MVN without S.
                if rng.chance(0.4) {
                    let cond = if rng.chance(0.7) { rng.below(14) } else { 14 } << 28;
                    let operand = if rng.chance(0.5) {
                        1 << 25 | rng.below(1 << 12)
                    } else {
                        rm
                    };
                    words.push(match rng.below(5) {
                        0 | 1 => {
                            let op = rng.below(16) << 21;
                            cond | op | 1 << 20 | rn << 16 | rd << 12 | operand
                        }
                        2 | 3 => {
                            let op = if rng.chance(0.5) { 13 } else { 15 } << 21;
                            cond | op | rs << 12 | operand
                        }
                        // A MULS, conditional or not (its failing path keeps the
                        // host flags of its condition test).
                        _ => {
                            let rd = if rd == rm { (rd + 1) % 15 } else { rd };
                            cond | 1 << 20 | rd << 16 | rs << 8 | 0x90 | rm
                        }
                    });
                }
                // Sometimes a load or store between them (from the stack pointer, which
                // starts in RAM): the flags are then read after its slow path may have
                // called out.
                if memory && rng.chance(0.3) {
                    let ls = rng.below(2) << 20;
                    let rt = (rd + 2) % 13;
                    words.push(0xe58d_0000 | ls | rt << 12 | (rng.below(64) & !3));
                }
                let op = rng.below(16) << 21;
                let cond = rng.below(14) << 28;
                cond | 1 << 25 | op | s | rn << 16 | rm << 12 | rng.below(1 << 12)
            }
            // UMULL/UMLAL/SMULL/SMLAL (RdHi, RdLo and Rm distinct).
            _ => {
                let (hi, lo) = (rd, (rd + 1 + rng.below(13)) % 15);
                let rm = if rm != hi && rm != lo {
                    rm
                } else {
                    (0..15).find(|r| *r != hi && *r != lo).unwrap_or(0)
                };
                let kind = rng.below(4) << 21;
                cond | 1 << 23 | kind | s | hi << 16 | lo << 12 | rs << 8 | 0x90 | rm
            }
        };
        words.push(w);
    }
    words.reverse();
    words
}

fn thumb_code(rng: &mut Rng) -> Vec<Word> {
    let mut out: Vec<u32> = Vec::new();
    while out.len() < (CODE_SIZE / 2) as usize {
        let (index, mut w) = draw(rng, THUMB_TABLE);
        match THUMB_TABLE[index].name {
            "BL_prefix" => {
                if rng.chance(0.85) {
                    w = (w & 0xf800) | if rng.chance(0.5) { 0 } else { 0x7ff };
                }
                out.push(w);
                // Usually complete the pair.
                if rng.chance(0.8) {
                    let suffix = if rng.chance(0.5) { 0xf800 } else { 0xe800 };
                    w = suffix | (rng.next_u32() & 0x7ff);
                    if suffix == 0xe800 {
                        w &= !1;
                    }
                } else {
                    continue;
                }
            }
            "B" if rng.chance(0.5) => w = (w & 0xf800) | short_offset(rng, 11),
            _ => {}
        }
        out.push(w);
    }
    out.truncate((CODE_SIZE / 2) as usize);
    out.iter()
        .enumerate()
        .map(|(i, &w)| Word::thumb(CODE_BASE + 2 * i as u32, w))
        .collect()
}

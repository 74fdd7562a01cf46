//! The case generator: from a seed, the initial CPU state (mode, flags, ARM or Thumb,
//! registers aimed at RAM, at RAM's end, at MMIO, at the faulting window and near
//! 0xffff_ffff) and a code page of random instructions drawn from every entry of the
//! decode tables.

use arm::cp15::Cp15Regs;
use arm::decode::{random_word_decoding_to, Entry, ARM_TABLE, THUMB_TABLE};
use arm::state::psr;
use arm::{CpuState, Mode};

use super::board::{Rng, CODE_BASE, CODE_SIZE, FAULT_BASE, RAM_SIZE};
use super::{Config, Spec, Word};

/// The case of `seed`.
pub fn generate(seed: u64, cfg: &Config) -> Spec {
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
    let code = if thumb {
        thumb_code(&mut rng)
    } else {
        arm_code(&mut rng)
    };
    Spec {
        seed,
        fill_seed: rng.next_u64(),
        ticks: 0,
        blocks: cfg.blocks,
        state: s,
        cp15: Cp15Regs::default(),
        code,
    }
}

/// A register value: mostly RAM addresses (aligned or not), some at RAM's end, MMIO,
/// the faulting window, near the top of the address space, small or random.
fn reg_value(rng: &mut Rng) -> u32 {
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
fn stack_value(rng: &mut Rng) -> u32 {
    match rng.below(10) {
        0 => RAM_SIZE - 8 + rng.below(16),
        1 => reg_value(rng),
        _ => (0x2_0000 + rng.below(RAM_SIZE - 0x4_0000)) & !3,
    }
}

/// A link register: an address in the code page (sometimes with the Thumb bit), or
/// any register value.
fn link_value(rng: &mut Rng) -> u32 {
    if rng.chance(0.7) {
        CODE_BASE + rng.below(CODE_SIZE)
    } else {
        reg_value(rng)
    }
}

/// A PSR value with a valid mode, random flags and masks.
fn psr_value(rng: &mut Rng, thumb: bool) -> u32 {
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
fn short_offset(rng: &mut Rng, bits: u32) -> u32 {
    let off = rng.below(129) as i32 - 64;
    (off as u32) & ((1 << bits) - 1)
}

fn arm_code(rng: &mut Rng) -> Vec<Word> {
    let mut out = Vec::new();
    for i in 0..CODE_SIZE / 4 {
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

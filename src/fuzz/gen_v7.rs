//! The ARMv7-A case generator (`--profile armv7`): the Cortex-A15's initial state (the
//! ARMv7 PSR bits with GE, A and now and then E, VFP enabled with random FPSCR modes and
//! D0-D31 full of special values) and a code page drawn from the ARMv7-A views of the
//! decode tables: ARM words from `ARM_TABLE` and `VFP_TABLE`; Thumb from `THUMB_TABLE`,
//! `THUMB32_TABLE` and `VFP_TABLE` (as Thumb-2 words), with IT instructions followed by
//! the instructions they govern. The MMU stays off (the ARMv5 page tables are not
//! short-descriptor tables); random MCRs may still turn it on.

use arm::cp15::Cp15Regs;
use arm::cp15_v7::{sctlr, SCTLR_RESET};
use arm::decode::VFP_TABLE;
use arm::decode::{random_word_decoding_to_on, Entry, ARM_TABLE, THUMB32_TABLE, THUMB_TABLE};
use arm::state::psr;
use arm::CpuState;
use isa::Profile;

use super::board::{Rng, CODE_BASE, CODE_SIZE};
use super::gen::{link_value, psr_value, reg_value, short_offset, stack_value};
use super::v7::cp15_of;
use super::{Config, Spec, Word};

const A15: Profile = Profile::ARMV7A;

/// FPEXC.EN: VFP enabled.
const FPEXC_EN: u32 = 1 << 30;

/// The ARMv7-A case of `seed`.
pub fn generate(seed: u64, cfg: &Config) -> Spec {
    let mut rng = Rng(seed ^ 0x6172_6d76_375f_6131);
    let thumb = rng.chance(cfg.thumb_ratio);
    let mut s = CpuState::new();
    s.psr_bits = psr::IMPLEMENTED_V7;
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
        *spsr = v7_psr(&mut rng, thumb);
    }
    s.r[13] = stack_value(&mut rng);
    s.r[14] = link_value(&mut rng);
    let cpsr = v7_psr(&mut rng, thumb);
    s.n = cpsr >> 31;
    s.z = (cpsr >> 30) & 1;
    s.c = (cpsr >> 29) & 1;
    s.v = (cpsr >> 28) & 1;
    s.cpsr_rest = cpsr & !(psr::N | psr::Z | psr::C | psr::V);
    for d in s.vfp.d.iter_mut() {
        *d = double_value(&mut rng);
    }
    s.vfp.fpscr = fpscr_value(&mut rng);
    s.vfp.fpexc = FPEXC_EN;
    let size = if thumb { 2 } else { 4 };
    s.r[15] = (CODE_BASE + rng.below(CODE_SIZE / 2)) & !(size - 1);
    let code = if thumb {
        thumb_code(&mut rng)
    } else {
        arm_code(&mut rng)
    };
    let fill_seed = rng.next_u64();
    // SCTLR: the reset value, sometimes alignment checking, Thumb exceptions.
    let mut control = SCTLR_RESET;
    if rng.chance(0.2) {
        control |= sctlr::A;
    }
    if rng.chance(0.2) {
        control |= sctlr::TE;
    }
    let system = super::v7::system_of(&Cp15Regs {
        control,
        ..Cp15Regs::reset()
    });
    let cp15 = cp15_of(&system).expect("the case's CP15 is in the spec's view");
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

/// A PSR value of the Cortex-A15: a valid mode, random flags, masks and GE bits, the A
/// mask at random, big-endian data (E) now and then; no IT state.
fn v7_psr(rng: &mut Rng, thumb: bool) -> u32 {
    let mut v = psr_value(rng, thumb) | (rng.next_u32() & (psr::GE | psr::A));
    if rng.chance(0.05) {
        v |= psr::E;
    }
    v
}

/// FPSCR: random NZCV, cumulative exception flags, rounding mode, flush-to-zero,
/// default NaN and alternative half precision; now and then a short-vector length and
/// stride (which the Cortex-A15 treats as QEMU does).
fn fpscr_value(rng: &mut Rng) -> u32 {
    let mut v = rng.next_u32() & 0xf7c0_009f;
    if rng.chance(0.1) {
        v |= rng.next_u32() & 0x0037_0000;
    }
    v
}

/// A D register: special doubles, pairs of special singles, or random bits.
fn double_value(rng: &mut Rng) -> u64 {
    const DOUBLES: [u64; 14] = [
        0,
        0x8000_0000_0000_0000, // -0
        0x7ff0_0000_0000_0000, // +inf
        0xfff0_0000_0000_0000, // -inf
        0x7ff8_0000_0000_0000, // default NaN
        0x7ff4_0000_0000_0001, // signalling NaN
        0xfff8_0000_dead_beef, // quiet NaN with a payload
        0x0000_0000_0000_0001, // smallest subnormal
        0x000f_ffff_ffff_ffff, // largest subnormal
        0x0010_0000_0000_0000, // smallest normal
        0x7fef_ffff_ffff_ffff, // largest finite
        0x3ff0_0000_0000_0000, // 1.0
        0xbff8_0000_0000_0000, // -1.5
        0x41e0_0000_0000_0000, // 2^31
    ];
    const SINGLES: [u32; 14] = [
        0,
        0x8000_0000,
        0x7f80_0000,
        0xff80_0000,
        0x7fc0_0000,
        0x7fa0_0001,
        0xffc0_1234,
        0x0000_0001,
        0x007f_ffff,
        0x0080_0000,
        0x7f7f_ffff,
        0x3f80_0000,
        0xcf00_0000, // -2^31
        0x4f80_0000, // 2^32
    ];
    let single = |rng: &mut Rng| -> u32 {
        match rng.below(4) {
            0 => rng.next_u32(),
            // Near 1.0, so that arithmetic rounds.
            1 => 0x3f80_0000 | (rng.next_u32() & 0x007f_ffff),
            _ => SINGLES[rng.below(SINGLES.len() as u32) as usize],
        }
    };
    match rng.below(6) {
        0 | 1 => DOUBLES[rng.below(DOUBLES.len() as u32) as usize],
        2 => 0x3ff0_0000_0000_0000 | (rng.next_u64() & 0x000f_ffff_ffff_ffff),
        3 | 4 => u64::from(single(rng)) | u64::from(single(rng)) << 32,
        _ => rng.next_u64(),
    }
}

/// A word that `table` decodes with a random entry on the ARMv7-A profile.
fn draw(rng: &mut Rng, table: &'static [Entry]) -> (usize, u32) {
    loop {
        let index = rng.below(table.len() as u32) as usize;
        if let Some(w) = random_word_decoding_to_on(A15, table, index, || rng.next_u32()) {
            return (index, w);
        }
    }
}

fn arm_code(rng: &mut Rng) -> Vec<Word> {
    (0..CODE_SIZE / 4)
        .map(|i| {
            let w = if rng.chance(0.2) {
                draw(rng, VFP_TABLE).1
            } else {
                let (index, mut w) = draw(rng, ARM_TABLE);
                match ARM_TABLE[index].name {
                    // Mostly near branches, so that control stays in the code page.
                    "B_BL" | "BLX_imm" if rng.chance(0.85) => {
                        w = (w & 0xff00_0000) | short_offset(rng, 24);
                    }
                    // Mostly CP15 and CP14, the system coprocessors.
                    "MCR_MRC" | "MCRR_MRRC" | "LDC_STC" | "CDP" if rng.chance(0.5) => {
                        let cp = if rng.chance(0.8) { 15 } else { 14 };
                        w = (w & !0xf00) | cp << 8;
                    }
                    _ => {}
                }
                w
            };
            Word::arm(CODE_BASE + 4 * i, w)
        })
        .collect()
}

/// A Thumb-2 branch word (`B`, `BL`, `BLX`, `B<cond>` of `THUMB32_TABLE`) with a small
/// offset: S and J1/J2 say "near", imm11 holds the offset in halfwords.
fn near_thumb32_branch(rng: &mut Rng, w: u32, conditional: bool) -> u32 {
    let off = short_offset(rng, 11);
    let neg = off & 0x400 != 0;
    let s = u32::from(neg);
    if conditional {
        // B<cond>.W: offset = S:J2:J1:imm6:imm11:0.
        let imm6 = if neg { 0x3f } else { 0 };
        (w & 0xfbc0_d000) | s << 26 | imm6 << 16 | s << 13 | s << 11 | off
    } else {
        // B.W/BL/BLX: offset = S:I1:I2:imm10:imm11:0 with In = NOT(Jn XOR S), so J1 =
        // J2 = 1 keeps I1 = I2 = S. BLX's H bit (bit 0) must be clear.
        let imm10 = if neg { 0x3ff } else { 0 };
        let h = if w & 0x1000 == 0 { !1 } else { !0 };
        ((w & 0xf800_d000) | s << 26 | imm10 << 16 | 1 << 13 | 1 << 11 | off) & h
    }
}

/// One Thumb instruction's halfwords pushed onto `out`: a 16-bit one, a 32-bit one or a
/// VFP word (Thumb-2's form, condition field 1110).
fn thumb_insn(rng: &mut Rng, out: &mut Vec<u32>) {
    let word = match rng.below(20) {
        0..=10 => {
            let (index, mut w) = draw(rng, THUMB_TABLE);
            match THUMB_TABLE[index].name {
                "B" if rng.chance(0.5) => w = (w & 0xf800) | short_offset(rng, 11),
                "B_cond" if rng.chance(0.5) => w = (w & 0xff00) | short_offset(rng, 8),
                _ => {}
            }
            out.push(w);
            return;
        }
        11..=16 => {
            let (index, w) = draw(rng, THUMB32_TABLE);
            match THUMB32_TABLE[index].name {
                "B" | "BL" | "BLX_imm" if rng.chance(0.85) => near_thumb32_branch(rng, w, false),
                "B_cond" if rng.chance(0.85) => near_thumb32_branch(rng, w, true),
                "MCR_MRC" | "MCRR_MRRC" | "LDC_STC" | "CDP" if rng.chance(0.5) => {
                    let cp = if rng.chance(0.8) { 15 } else { 14 };
                    (w & !0xf00) | cp << 8
                }
                _ => w,
            }
        }
        _ => (draw(rng, VFP_TABLE).1 & 0x0fff_ffff) | 0xe000_0000,
    };
    out.push(word >> 16);
    out.push(word & 0xffff);
}

fn thumb_code(rng: &mut Rng) -> Vec<Word> {
    let it_index = THUMB_TABLE
        .iter()
        .position(|e| e.name == "IT")
        .expect("THUMB_TABLE has IT");
    let mut out: Vec<u32> = Vec::new();
    while out.len() < (CODE_SIZE / 2) as usize {
        if rng.chance(0.06) {
            // An IT instruction and the one to four instructions it governs.
            if let Some(it) =
                random_word_decoding_to_on(A15, THUMB_TABLE, it_index, || rng.next_u32())
            {
                out.push(it);
                for _ in 0..4 - (it & 0xf).trailing_zeros() {
                    thumb_insn(rng, &mut out);
                }
                continue;
            }
        }
        thumb_insn(rng, &mut out);
    }
    out.truncate((CODE_SIZE / 2) as usize);
    out.iter()
        .enumerate()
        .map(|(i, &w)| Word::thumb(CODE_BASE + 2 * i as u32, w))
        .collect()
}

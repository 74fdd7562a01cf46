//! The ARMv5TE decoder: ARM and Thumb (v5T) instruction words into one [`Insn`].
//!
//! Decoding is table-driven (the dynarmic model): [`ARM_TABLE`] and [`THUMB_TABLE`]
//! hold one line per encoding, a name, a bit pattern with lettered fields and a
//! handler that builds the `Insn` from the word. The first entry whose fixed bits
//! match wins; a word that matches none is [`Op::Undefined`]. The same tables drive
//! the random-instruction generator ([`random_word`]).
//!
//! Pattern strings are read most significant bit first: `0` and `1` are fixed bits,
//! every other character (a lowercase field letter or `-`) is a free bit. A field
//! spelled `cccc` is a condition field: [`random_word`] never fills it with `1111`
//! (the unconditional space has entries of its own).
//!
//! Which instructions exist follows the ARM926EJ-S (ARMv5TE, no VFP; Jazelle absent,
//! so BXJ is BX), and where the architecture leaves a choice (UNPREDICTABLE encodings,
//! should-be-zero fields) it follows what QEMU 7.2 does for `-cpu arm926`, written
//! down where the choice is made.

mod arm;
mod arm_v6;
mod arm_v6_sys;
mod index;
mod table;
mod thumb;
mod thumb16_v6;
mod thumb32;
mod thumb32_dp;
mod thumb32_mem;
mod thumb32_mul;
mod vfp;

#[cfg(test)]
mod tests_arm;
#[cfg(test)]
mod tests_arm_v6;
#[cfg(test)]
mod tests_table;
#[cfg(test)]
mod tests_thumb;
#[cfg(test)]
mod tests_thumb2;
#[cfg(test)]
mod tests_vfp;

use crate::arch::{Arch, Profile};
use crate::insn::{Cond, Insn, Op};

pub use table::{ARM_TABLE, THUMB32_TABLE, THUMB_TABLE, VFP_TABLE};

/// One encoding of a decode table.
#[derive(Clone, Copy)]
pub struct Entry {
    /// The encoding's name (the mnemonic or group, as in the manuals).
    pub name: &'static str,
    /// The bit pattern, 32 (ARM) or 16 (Thumb) characters, most significant bit first.
    pub pattern: &'static str,
    /// The bits fixed by the pattern.
    pub mask: u32,
    /// The value of the fixed bits.
    pub expect: u32,
    /// Builds the instruction from a matching word.
    pub handler: fn(u32) -> Insn,
    /// The architecture version the encoding appeared in.
    pub since: Arch,
    /// For a catch-all that stands for a space later versions fill: the first version
    /// on which it no longer exists.
    pub until: Option<Arch>,
}

impl std::fmt::Debug for Entry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.name, self.pattern)
    }
}

impl Entry {
    /// Builds an entry, deriving `mask` and `expect` from the pattern at compile time.
    /// A pattern of a length other than 16 or 32 fails the build.
    pub const fn new(name: &'static str, pattern: &'static str, handler: fn(u32) -> Insn) -> Entry {
        let b = pattern.as_bytes();
        if b.len() != 16 && b.len() != 32 {
            panic!("decode pattern must have 16 or 32 characters");
        }
        let mut mask = 0u32;
        let mut expect = 0u32;
        let mut i = 0;
        while i < b.len() {
            let bit = 1u32 << (b.len() - 1 - i);
            if b[i] == b'0' {
                mask |= bit;
            } else if b[i] == b'1' {
                mask |= bit;
                expect |= bit;
            }
            i += 1;
        }
        Entry {
            name,
            pattern,
            mask,
            expect,
            handler,
            since: Arch::V1,
            until: None,
        }
    }

    /// The entry, appearing in architecture version `arch`.
    pub const fn since(self, arch: Arch) -> Entry {
        Entry {
            since: arch,
            ..self
        }
    }

    /// The entry, existing only before architecture version `arch` (a catch-all for a
    /// space that `arch` fills).
    pub const fn until(self, arch: Arch) -> Entry {
        Entry {
            until: Some(arch),
            ..self
        }
    }

    /// Whether the entry exists on `profile`.
    pub fn exists_on(&self, profile: Profile) -> bool {
        profile.has(self.since, self.until)
    }

    /// Whether `word` has this entry's fixed bits.
    pub fn matches(&self, word: u32) -> bool {
        word & self.mask == self.expect
    }

    /// The instruction width in bits (16 or 32).
    pub fn width(&self) -> u32 {
        self.pattern.len() as u32
    }

    /// Bit positions (LSB = 0) of the condition field(s) spelled `c`.
    fn cond_bits(&self) -> u32 {
        let b = self.pattern.as_bytes();
        let mut m = 0;
        for (i, &ch) in b.iter().enumerate() {
            if ch == b'c' {
                m |= 1 << (b.len() - 1 - i);
            }
        }
        m
    }
}

/// The first entry of `table` that matches `word` on the ARMv5TE profile.
pub fn lookup(table: &'static [Entry], word: u32) -> Option<&'static Entry> {
    lookup_on(Profile::ARMV5TE, table, word)
}

/// The first entry of `table` that exists on `profile` and matches `word`. The four
/// decode tables are searched through their index (`table_index`), any other table
/// line by line.
pub fn lookup_on(profile: Profile, table: &'static [Entry], word: u32) -> Option<&'static Entry> {
    match table_index(table) {
        Some(index) => index.lookup(profile, table, word),
        None => lookup_linear(profile, table, word),
    }
}

/// `lookup_on` by a scan of the whole table, top to bottom.
fn lookup_linear(profile: Profile, table: &'static [Entry], word: u32) -> Option<&'static Entry> {
    table
        .iter()
        .find(|e| e.matches(word) && e.exists_on(profile))
}

/// The index of a decode table (built on first use), keyed by the bits that tell its
/// encodings apart the most: for ARM (and VFP, in the same coprocessor space) the
/// major opcode bits 27:20 and bits 7:4 (which split the multiplies, extra loads and
/// stores and media instructions from data processing); for 16-bit Thumb bits 15:6; for
/// 32-bit Thumb the first halfword's bits 15:4 and the second's bit 15. An ARM lookup
/// then tests a few entries instead of scanning past a hundred.
fn table_index(table: &'static [Entry]) -> Option<&'static index::Index> {
    use index::{Index, KeyBits};
    use std::sync::OnceLock;
    static ARM: OnceLock<Index> = OnceLock::new();
    static THUMB: OnceLock<Index> = OnceLock::new();
    static THUMB32: OnceLock<Index> = OnceLock::new();
    static VFP: OnceLock<Index> = OnceLock::new();
    const ARM_BITS: KeyBits = KeyBits {
        hi: (20, 8),
        lo: (4, 4),
    };
    let (cell, bits) = if std::ptr::eq(table, ARM_TABLE) {
        (&ARM, ARM_BITS)
    } else if std::ptr::eq(table, VFP_TABLE) {
        (&VFP, ARM_BITS)
    } else if std::ptr::eq(table, THUMB_TABLE) {
        (
            &THUMB,
            KeyBits {
                hi: (6, 10),
                lo: (0, 0),
            },
        )
    } else if std::ptr::eq(table, THUMB32_TABLE) {
        (
            &THUMB32,
            KeyBits {
                hi: (20, 12),
                lo: (15, 1),
            },
        )
    } else {
        return None;
    };
    Some(cell.get_or_init(|| Index::new(table, bits)))
}

/// Decodes an ARM-state instruction word on the ARMv5TE profile (the ARM926).
pub fn decode_arm(word: u32) -> Insn {
    decode_arm_on(Profile::ARMV5TE, word)
}

/// Decodes an ARM-state instruction word on `profile`. ARM instructions are 4 bytes.
pub fn decode_arm_on(profile: Profile, word: u32) -> Insn {
    if let Some(insn) = decode_vfp(profile, word) {
        return insn;
    }
    match lookup_on(profile, ARM_TABLE, word) {
        Some(e) => (e.handler)(word),
        // Nothing matched: in the conditional space the Undefined Instruction exception
        // is itself conditional (QEMU skips the insn when the condition fails before it
        // decodes), so the condition is kept; NV words never get here (the table's
        // unconditional catch-all takes them).
        None => Insn::new(arm::cond(word), Op::Undefined),
    }
}

/// Decodes a Thumb-state halfword. The two halves of BL/BLX decode separately
/// ([`Op::ThumbBlPrefix`], [`Op::ThumbBlSuffix`]).
pub fn decode_thumb(hw: u16) -> Insn {
    decode_thumb16_on(Profile::ARMV5TE, hw)
}

/// Decodes `word` with [`VFP_TABLE`] when the profile has VFP and the word is in
/// the VFP part of the coprocessor space (coprocessors 10 and 11), which the VFP
/// table covers completely: a word there that no VFP entry takes is Undefined.
fn decode_vfp(profile: Profile, word: u32) -> Option<Insn> {
    // Bits 27:24 = 110x (LDC/STC, MCRR/MRRC) or 1110 (CDP, MCR/MRC); 1111 is SVC (ARM)
    // or Advanced SIMD (Thumb-2), whatever bits 11:9 hold.
    let coproc_space = matches!((word >> 24) & 0xf, 0xc..=0xe) && (word >> 9) & 7 == 0b101;
    if !profile.vfp || !coproc_space || word >> 28 == 0xf {
        return None;
    }
    Some(match lookup_on(profile, VFP_TABLE, word) {
        Some(e) => (e.handler)(word),
        None => Insn::new(arm::cond(word), Op::Undefined),
    })
}

/// Decodes a 16-bit Thumb instruction on `profile`.
fn decode_thumb16_on(profile: Profile, hw: u16) -> Insn {
    match lookup_on(profile, THUMB_TABLE, hw as u32) {
        Some(e) => (e.handler)(hw as u32),
        None => Insn::always(Op::Undefined),
    }
}

/// Whether a Thumb halfword is the first half of a 32-bit (Thumb-2) instruction on
/// `profile`: bits 15:11 are 11101, 11110 or 11111. Before ARMv6T2 these halfwords
/// are 16-bit instructions of their own (the two halves of BL/BLX).
pub fn thumb_is_32bit(profile: Profile, hw1: u16) -> bool {
    profile.thumb2() && hw1 >> 11 >= 0b11101
}

/// Decodes the Thumb instruction that starts with halfword `hw1` (`hw2` is the
/// halfword after it, read only for a 32-bit instruction) on `profile`, and returns it
/// with its length in bytes, 2 or 4. A 32-bit instruction is looked up in
/// [`THUMB32_TABLE`] as the word `hw1 << 16 | hw2`.
///
/// The contract with the engines' block builder, which tracks ITSTATE:
/// - `in_it` says the instruction is inside an IT block. There the 16-bit
///   instructions whose flag setting depends on IT (ADDS/SUBS/MOVS with registers or
///   immediates, the shifts, NEGS/ADCS/SBCS/ANDS/EORS/ORRS/BICS/MVNS and MULS) do not
///   set flags; CMP/CMN/TST always do. `B<cond>` (16- and 32-bit) inside an IT block is
///   UNPREDICTABLE, and UNDEFINED here as QEMU's trans_B_cond_thumb makes it.
/// - The IT condition is the builder's to apply (it sets [`Insn::cond`]): the decoder
///   returns `Cond::Al` for every Thumb instruction but `B<cond>`.
/// - BL is [`Op::Branch`] with `link` (target = address + 4 + offset, LR = next | 1);
///   BLX `<label>` is [`Op::BlxImm`] with target = Align(address + 4, 4) + offset,
///   entering ARM state; B.W and `B<cond>.W` are [`Op::Branch`] without `link`.
pub fn decode_thumb_on(profile: Profile, hw1: u16, hw2: u16, in_it: bool) -> (Insn, u32) {
    if thumb_is_32bit(profile, hw1) {
        let word = (hw1 as u32) << 16 | hw2 as u32;
        // Thumb-2's VFP encodings are the ARM ones with 1110 where the condition is.
        if let Some(insn) = decode_vfp(profile, word) {
            return (insn, 4);
        }
        let insn = match lookup_on(profile, THUMB32_TABLE, word) {
            Some(e) => (e.handler)(word),
            None => Insn::always(Op::Undefined),
        };
        (outside_it_only(insn, in_it), 4)
    } else {
        let insn = decode_thumb16_on(profile, hw1);
        (in_it_block(outside_it_only(insn, in_it), in_it), 2)
    }
}

/// `B<cond>` inside an IT block: UNDEFINED (QEMU's trans_B_cond_thumb).
fn outside_it_only(insn: Insn, in_it: bool) -> Insn {
    if in_it && insn.cond != Cond::Al && matches!(insn.op, Op::Branch(_)) {
        return Insn::always(Op::Undefined);
    }
    insn
}

/// A 16-bit instruction inside an IT block: no flag setting but for the tests. Every
/// 16-bit data-processing or multiply instruction that sets flags outside IT is one
/// whose flag setting IT turns off (QEMU's `t16_setflags`), so the rule is by
/// operation, not by encoding.
fn in_it_block(mut insn: Insn, in_it: bool) -> Insn {
    if in_it {
        match &mut insn.op {
            Op::Alu(d) if !d.op.is_test() => d.s = false,
            Op::Mul(m) => m.s = false,
            _ => {}
        }
    }
    insn
}

/// A word matching `entry`: its fixed bits, and every free bit drawn from `rng_u32`.
/// A condition field (`cccc`) is redrawn until it is not `1111`, so an ARM word drawn
/// for a conditional entry stays in the conditional space. The word may still be
/// claimed by an earlier entry of the table (see [`random_word_decoding_to`]).
pub fn random_word(entry: &Entry, mut rng_u32: impl FnMut() -> u32) -> u32 {
    let width_mask = if entry.width() == 32 {
        u32::MAX
    } else {
        0xffff
    };
    let free = !entry.mask & width_mask;
    let cond = entry.cond_bits();
    loop {
        let w = entry.expect | (rng_u32() & free);
        if cond == 0 || w & cond != cond {
            return w;
        }
    }
}

/// A random word that `table` decodes with its entry `index` (the first match) on the
/// ARMv5TE profile, or `None` when 1000 draws all fell into earlier entries.
pub fn random_word_decoding_to(
    table: &'static [Entry],
    index: usize,
    rng_u32: impl FnMut() -> u32,
) -> Option<u32> {
    random_word_decoding_to_on(Profile::ARMV5TE, table, index, rng_u32)
}

/// A random word that `table` decodes with its entry `index` on `profile`, or `None`
/// when the entry does not exist there or 1000 draws all fell into earlier entries.
pub fn random_word_decoding_to_on(
    profile: Profile,
    table: &'static [Entry],
    index: usize,
    mut rng_u32: impl FnMut() -> u32,
) -> Option<u32> {
    let entry = table.get(index).filter(|e| e.exists_on(profile))?;
    (0..1000).find_map(|_| {
        let w = random_word(entry, &mut rng_u32);
        let first = table
            .iter()
            .position(|e| e.matches(w) && e.exists_on(profile));
        (first == Some(index)).then_some(w)
    })
}

/// Bits `hi..=lo` of `w`.
#[inline]
pub(crate) fn bits(w: u32, hi: u32, lo: u32) -> u32 {
    (w >> lo) & ((1u32 << (hi - lo + 1)) - 1)
}

/// Bit `n` of `w`.
#[inline]
pub(crate) fn bit(w: u32, n: u32) -> bool {
    (w >> n) & 1 != 0
}

/// Sign-extends the low `width` bits of `v`.
#[inline]
pub(crate) fn sext(v: u32, width: u32) -> i32 {
    let s = 32 - width;
    ((v << s) as i32) >> s
}

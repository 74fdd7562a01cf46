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
mod table;
mod thumb;

#[cfg(test)]
mod tests_arm;
#[cfg(test)]
mod tests_table;
#[cfg(test)]
mod tests_thumb;

use crate::insn::{Insn, Op};

pub use table::{ARM_TABLE, THUMB_TABLE};

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
        }
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

/// The first entry of `table` that matches `word`.
pub fn lookup(table: &'static [Entry], word: u32) -> Option<&'static Entry> {
    table.iter().find(|e| e.matches(word))
}

/// Decodes an ARM-state instruction word.
pub fn decode_arm(word: u32) -> Insn {
    match lookup(ARM_TABLE, word) {
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
    match lookup(THUMB_TABLE, hw as u32) {
        Some(e) => (e.handler)(hw as u32),
        None => Insn::always(Op::Undefined),
    }
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

/// A random word that `table` decodes with its entry `index` (the first match), or
/// `None` when 1000 draws all fell into earlier entries.
pub fn random_word_decoding_to(
    table: &'static [Entry],
    index: usize,
    mut rng_u32: impl FnMut() -> u32,
) -> Option<u32> {
    let entry = table.get(index)?;
    (0..1000).find_map(|_| {
        let w = random_word(entry, &mut rng_u32);
        let first = table.iter().position(|e| e.matches(w));
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

//! Tests of the decode tables themselves: pattern shape, no entry shadowed by earlier
//! ones (computed exactly by cube subtraction), and the random-word generator.

use super::{decode_arm, decode_thumb, random_word, random_word_decoding_to, Entry};
use super::{ARM_TABLE, THUMB32_TABLE, THUMB_TABLE, VFP_TABLE};
use crate::arch::Profile;
use crate::insn::Op;

/// The CPU profiles whose view of the tables must be free of shadowed entries.
const PROFILES: [Profile; 2] = [Profile::ARMV5TE, Profile::ARMV7A];

/// The entries of `table` that exist on `profile`, in table order.
fn on(profile: Profile, table: &[Entry]) -> Vec<Entry> {
    table
        .iter()
        .copied()
        .filter(|e| e.exists_on(profile))
        .collect()
}

/// A set of words with some bits fixed: `(mask, value)`.
type Cube = (u32, u32);

/// `c` minus `d`, as disjoint cubes.
fn subtract(c: Cube, d: Cube, width_mask: u32, out: &mut Vec<Cube>) {
    let (m, v) = c;
    let (dm, dv) = d;
    if (v ^ dv) & m & dm != 0 {
        out.push(c); // disjoint
        return;
    }
    let mut cur = c;
    let mut split = dm & !m & width_mask;
    while split != 0 {
        let b = split & split.wrapping_neg();
        split &= !b;
        out.push((cur.0 | b, (cur.1 & !b) | (!dv & b)));
        cur = (cur.0 | b, (cur.1 & !b) | (dv & b));
    }
    // What is left of `cur` lies inside `d`.
}

/// The words matching `table[index]` that no earlier entry matches, as cubes.
fn reachable(table: &[Entry], index: usize) -> Vec<Cube> {
    let e = &table[index];
    let width_mask = if e.width() == 32 { u32::MAX } else { 0xffff };
    let mut set = vec![(e.mask | !width_mask, e.expect)];
    for earlier in &table[..index] {
        let mut next = Vec::new();
        for &c in &set {
            subtract(c, (earlier.mask, earlier.expect), width_mask, &mut next);
        }
        set = next;
        assert!(set.len() < 1_000_000, "cube explosion at {e:?}");
    }
    set
}

#[test]
fn patterns_have_the_table_width() {
    assert!(ARM_TABLE.iter().all(|e| e.width() == 32));
    assert!(THUMB_TABLE.iter().all(|e| e.width() == 16));
    // mask/expect agree with the pattern text.
    let mul = ARM_TABLE.iter().find(|e| e.name == "MUL").unwrap();
    assert_eq!(mul.mask, 0x0fe0_f0f0);
    assert_eq!(mul.expect, 0x0000_0090);
}

#[test]
fn no_entry_is_shadowed_on_any_profile() {
    for profile in PROFILES {
        for table in [ARM_TABLE, THUMB_TABLE, THUMB32_TABLE, VFP_TABLE] {
            let table = on(profile, table);
            for i in 0..table.len() {
                let left = reachable(&table, i);
                assert!(
                    !left.is_empty(),
                    "{:?} is shadowed by earlier entries on {profile:?}",
                    table[i]
                );
                // A witness word: the first cube's fixed bits with free bits zero.
                let w = left[0].1;
                let first = table.iter().position(|e| e.matches(w));
                assert_eq!(first, Some(i), "witness {w:#x} for {:?}", table[i]);
            }
        }
    }
}

#[test]
fn entries_name_a_version_and_catch_alls_a_bound() {
    for table in [ARM_TABLE, THUMB_TABLE, THUMB32_TABLE] {
        for e in table {
            if let Some(until) = e.until {
                assert!(e.since < until, "{e:?} never exists");
            }
        }
    }
    // The catch-alls of ARMv5TE are gone on ARMv7-A: the spaces they held are filled.
    for name in [
        "MEDIA_undef",
        "MISC_undef",
        "BL_prefix",
        "BL_suffix",
        "BLX_suffix",
    ] {
        let all: Vec<_> = ARM_TABLE
            .iter()
            .chain(THUMB_TABLE)
            .filter(|e| e.name == name)
            .collect();
        assert!(!all.is_empty(), "{name}");
        assert!(all.iter().all(|e| e.exists_on(Profile::ARMV5TE)), "{name}");
        assert!(all.iter().all(|e| !e.exists_on(Profile::ARMV7A)), "{name}");
    }
    assert!(THUMB32_TABLE.iter().all(|e| !e.exists_on(Profile::ARMV5TE)));
}

#[test]
fn thumb_shadowing_agrees_with_exhaustive_count() {
    // Exhaustively: every entry is the first match of at least one halfword.
    let mut firsts = vec![0u32; THUMB_TABLE.len()];
    for hw in 0..=0xffffu32 {
        if let Some(i) = THUMB_TABLE.iter().position(|e| e.matches(hw)) {
            firsts[i] += 1;
        }
    }
    for (i, n) in firsts.iter().enumerate() {
        let cubes = reachable(THUMB_TABLE, i);
        let exact: u32 = cubes
            .iter()
            .map(|c| 1u32 << (16 - (c.0 & 0xffff).count_ones()))
            .sum();
        assert_eq!(*n, exact, "{:?}", THUMB_TABLE[i]);
    }
}

/// Random words from the workspace's test generator.
fn rng(seed: u64) -> impl FnMut() -> u32 {
    let mut r = testrng::Rng::new(seed);
    move || r.next_u32()
}

#[test]
fn random_words_match_their_entry_and_decode() {
    let mut r = rng(0x1234_5678);
    for e in ARM_TABLE {
        for _ in 0..200 {
            let w = random_word(e, &mut r);
            assert!(e.matches(w), "{e:?} drew {w:#010x}");
            if e.pattern.starts_with("cccc") {
                assert_ne!(w >> 28, 0xf, "{e:?} drew cond NV");
            }
            let _ = decode_arm(w); // never panics
        }
    }
    for e in THUMB_TABLE {
        for _ in 0..200 {
            let w = random_word(e, &mut r);
            assert!(w <= 0xffff && e.matches(w), "{e:?} drew {w:#x}");
        }
    }
}

#[test]
#[should_panic(expected = "16 or 32")]
fn a_pattern_of_another_width_is_rejected() {
    let _ = Entry::new("bad", "1-0c", |_| crate::insn::Insn::always(Op::Nop));
}

#[test]
fn every_entry_can_be_drawn_as_first_match() {
    let mut r = rng(0x9e37_79b9);
    for (table, arm) in [(ARM_TABLE, true), (THUMB_TABLE, false)] {
        for (i, e) in table.iter().enumerate() {
            // The ARMv5TE view (later entries are drawn on their profile by their tests).
            if !e.exists_on(Profile::ARMV5TE) {
                continue;
            }
            let w = random_word_decoding_to(table, i, &mut r)
                .unwrap_or_else(|| panic!("no word drawn for {e:?}"));
            let insn = if arm {
                decode_arm(w)
            } else {
                decode_thumb(w as u16)
            };
            assert_eq!(insn, (e.handler)(w), "{e:?} {w:#x}");
        }
    }
}

/// The indexed lookup (`lookup_on`, through `table_index`) finds the entry a scan of
/// the whole table finds, for every table on every profile: for random words, and for
/// words of each entry (its fixed bits, the free ones random) and those words with one
/// bit flipped (the words next to an encoding, where a missing candidate would show).
#[test]
fn the_index_finds_what_a_scan_of_the_table_finds() {
    use super::{lookup_linear, lookup_on};
    let v6 = Profile {
        arch: crate::arch::Arch::V6K,
        vfp: false,
    };
    let tables: [(&'static [Entry], u32); 4] = [
        (ARM_TABLE, u32::MAX),
        (THUMB_TABLE, 0xffff),
        (THUMB32_TABLE, u32::MAX),
        (VFP_TABLE, u32::MAX),
    ];
    let mut r = testrng::Rng::new(33);
    for (table, width_mask) in tables {
        let mut words: Vec<u32> = (0..20_000).map(|_| r.next_u32() & width_mask).collect();
        for e in table {
            for _ in 0..8 {
                let w = random_word(e, || r.next_u32());
                words.push(w);
                words.push(w ^ (1 << r.below(width_mask.count_ones() as u64)) & width_mask);
            }
        }
        for profile in [Profile::ARMV5TE, v6, Profile::ARMV7A] {
            for &w in &words {
                let indexed = lookup_on(profile, table, w).map(|e| e as *const Entry);
                let scanned = lookup_linear(profile, table, w).map(|e| e as *const Entry);
                assert_eq!(indexed, scanned, "{w:#010x} on {profile:?}");
            }
        }
    }
}

//! The Thumb-2 disassembly (ARMv6T2 to ARMv7VE) against GNU objdump: random words of
//! every THUMB32_TABLE entry and of every THUMB_TABLE entry that ARMv7-A has (fewer
//! of those ARMv5TE has too), drawn with `random_word_decoding_to_on`, plus chosen
//! corners, emitted with `.inst.w`/`.inst.n` into an object assembled by
//! `arm-linux-gnueabihf-as -march=armv7ve -mthumb` and read back with
//! `arm-linux-gnueabihf-objdump -d -M force-thumb`. Mnemonic and operands must be equal
//! but for the deliberate differences of `common/deliberate.rs`, the one place they are
//! listed, each with its reason; they are counted and printed. Skipped, with a message,
//! when the tools are not installed.

use isa::arch::Profile;
use isa::decode::{random_word_decoding_to_on, THUMB32_TABLE, THUMB_TABLE};
use isa::disasm::thumb_on;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

const AS: &str = "arm-linux-gnueabihf-as";
const OBJDUMP: &str = "arm-linux-gnueabihf-objdump";

/// Random words drawn per table entry.
const PER_ENTRY: usize = 16;

/// Random halfwords drawn per ARMv5T Thumb entry (which ARMv7-A has too).
const PER_OLD_ENTRY: usize = 6;

/// Chosen words (`hw1 << 16 | hw2`, or a halfword): corners objdump spells its own way.
const CHOSEN: &[u32] = &[
    0xf000_f800, // bl
    0xf000_e800, // blx
    0xbf00,      // nop
    0xbf10,      // yield
    0xbf20,      // wfe
    0xbf30,      // wfi
    0xbf40,      // sev
    0xf3af_8000, // nop.w
    0xf3af_8003, // wfi.w
    0xf3af_80f5, // dbg #5
    0xf3bf_8f4f, // dsb sy
    0xf3bf_8f5f, // dmb sy
    0xf3bf_8f6f, // isb sy
    0xf3bf_8f2f, // clrex
    0xf3de_8f00, // eret
    0xf3de_8f04, // subs pc, lr, #4
    0xe8bd_8010, // pop.w {r4, pc}
    0xe92d_4010, // push.w {r4, lr}
    0xf85d_0b04, // ldr.w r0, [sp], #4 (pop)
    0xf84d_0d04, // str.w r0, [sp, #-4]! (push)
    0xe8d0_f001, // tbb [r0, r1]
    0xe8d0_f011, // tbh [r0, r1, lsl #1]
    0xf240_0000, // movw r0, #0
    0xf2c0_0000, // movt r0, #0
    0xf20f_0000, // addw r0, pc, #0 (adr)
    0xf2af_0000, // subw r0, pc, #0 (adr)
    0xfa00_f000, // lsl.w r0, r0, r0
    0xea4f_0000, // mov.w r0, r0
    0xea4f_0030, // rrx r0, r0
    0xf04f_0000, // mov.w r0, #0
    0xf36f_0000, // bfc
    0xe850_0f00, // ldrex r0, [r0]
];

#[path = "common/deliberate.rs"]
mod deliberate;
#[path = "common/listing.rs"]
mod listing;

struct Line {
    addr: u32,
    enc: u32,
    mnemonic: String,
    operands: String,
}

/// objdump's listing: address, encoding, mnemonic, operands (the `@` comment removed, a
/// branch target `00000088 <.text+0x..>` written `0x88`).
fn parse(listing: &str) -> Vec<Line> {
    listing::parse(listing)
        .into_iter()
        .filter_map(|l| {
            let enc = match l.enc_groups()?.as_slice() {
                [h] => *h,
                [a, b] => a << 16 | b,
                _ => return None,
            };
            Some(Line {
                addr: l.addr,
                enc,
                mnemonic: l.mnemonic,
                operands: listing::target_as_hex(l.operands),
            })
        })
        .collect()
}

/// Whether a 32-bit word is in the VFP coprocessors' space (the VFP table's words,
/// checked by tests/objdump_vfp.rs).
fn vfp_space(w: u32) -> bool {
    w >> 28 == 0xe && w & 0x0c00_0000 == 0x0c00_0000 && (w >> 9) & 7 == 5
}

fn words() -> Vec<u32> {
    // OBJDUMP_T2_SEED draws another sample (for exploring; the default is fixed).
    let seed = std::env::var("OBJDUMP_T2_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x07b2_0007);
    let mut r = testrng::Rng::new(seed);
    let mut rng = || r.next_u32();
    let mut out: Vec<u32> = CHOSEN.to_vec();
    let v7 = Profile::ARMV7A;
    for (i, e) in THUMB_TABLE.iter().enumerate() {
        if !e.exists_on(v7) {
            continue;
        }
        // The new entries in earnest; the ARMv5T ones for their ARMv7 reading.
        let n = if e.exists_on(Profile::ARMV5TE) {
            PER_OLD_ENTRY
        } else {
            PER_ENTRY
        };
        for _ in 0..n {
            let w = random_word_decoding_to_on(v7, THUMB_TABLE, i, &mut rng)
                .unwrap_or_else(|| panic!("no halfword for {e:?}"));
            out.push(w);
        }
    }
    for (i, e) in THUMB32_TABLE.iter().enumerate() {
        let mut n = 0;
        while n < PER_ENTRY {
            let w = random_word_decoding_to_on(v7, THUMB32_TABLE, i, &mut rng)
                .unwrap_or_else(|| panic!("no word for {e:?}"));
            if !vfp_space(w) {
                out.push(w);
                n += 1;
            }
        }
    }
    out
}

/// The halfword IT's four successors are padded with: objdump gives them IT's
/// conditions, so they are not compared.
const PAD: u32 = 0xbf00;

fn is_it(w: u32) -> bool {
    w >> 8 == 0xbf && w & 0xf != 0
}

fn objdump_listing(words: &[u32], dir: &Path) -> Option<String> {
    let src = dir.join("t2.s");
    let obj = dir.join("t2.o");
    let mut text = String::from(".syntax unified\n.thumb\n");
    for &w in words {
        if w > 0xffff {
            text.push_str(&format!(".inst.w 0x{w:08x}\n"));
        } else {
            text.push_str(&format!(".inst.n 0x{w:04x}\n"));
        }
        if is_it(w) {
            for _ in 0..4 {
                text.push_str(&format!(".inst.n 0x{PAD:04x}\n"));
            }
        }
    }
    std::fs::write(&src, text).ok()?;
    let ok = Command::new(AS)
        .args(["-march=armv7ve", "-mthumb", "-o"])
        .arg(&obj)
        .arg(&src)
        .status()
        .ok()?
        .success();
    assert!(ok, "{AS} failed");
    let out = Command::new(OBJDUMP)
        .args(["-d", "-M", "force-thumb"])
        .arg(&obj)
        .output()
        .ok()?;
    assert!(out.status.success(), "{OBJDUMP} failed");
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn thumb2_disassembly_matches_objdump() {
    let tools = [AS, OBJDUMP]
        .iter()
        .all(|t| Command::new(t).arg("--version").output().is_ok());
    if !tools {
        eprintln!("{AS}/{OBJDUMP} not installed (scripts/deps.sh installs them): skipped");
        return;
    }
    let words = words();
    let dir = std::env::temp_dir().join(format!("goldtrace-objdump-t2-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let listing = objdump_listing(&words, &dir).expect("running the tools");
    let _ = std::fs::remove_dir_all(&dir);
    let lines = parse(&listing);
    let (mut same, mut kinds, mut mismatches) = (0, BTreeMap::<&str, usize>::new(), Vec::new());
    let mut compared = 0;
    let mut lines = lines.iter();
    for &w in &words {
        let l = lines.next().expect("objdump listed every word");
        assert_eq!(l.enc, w, "at {:x}", l.addr);
        if is_it(w) {
            for _ in 0..4 {
                lines.next();
            }
        }
        compared += 1;
        let (hw1, hw2) = if w > 0xffff {
            ((w >> 16) as u16, w as u16)
        } else {
            (w as u16, 0)
        };
        let (ours, len) = thumb_on(Profile::ARMV7A, hw1, hw2, l.addr);
        assert_eq!(len, if w > 0xffff { 4 } else { 2 }, "{w:08x}");
        if ours.mnemonic == l.mnemonic && ours.operands == l.operands {
            same += 1;
        } else if let Some(k) = deliberate::thumb(&ours, &l.mnemonic, l.enc) {
            *kinds.entry(k).or_default() += 1;
            if std::env::var_os("OBJDUMP_T2_VERBOSE").is_some() {
                eprintln!(
                    "{w:08x}: ours `{ours}`, objdump `{} {}` ({k})",
                    l.mnemonic, l.operands
                );
            }
        } else {
            mismatches.push(format!(
                "{w:08x}: ours `{ours}`, objdump `{} {}`",
                l.mnemonic, l.operands
            ));
        }
    }
    eprintln!("{compared} words: {same} the same");
    for (k, n) in &kinds {
        eprintln!("  deliberate: {k}: {n}");
    }
    for m in mismatches.iter().take(400) {
        eprintln!("{m}");
    }
    assert!(mismatches.is_empty(), "{} words differ", mismatches.len());
    // The comparison has teeth: most words are spelled exactly as objdump does.
    assert!(same * 4 > compared * 3, "{same} of {compared}");
}

//! The ARMv7-A disassembly of the ARM-state encodings ARMv6 to ARMv7VE add, against GNU
//! objdump: random words of every ARM table entry that the ARMv7-A profile has and the
//! ARMv5TE profile has not (drawn with `random_word_decoding_to_on`), fewer of the
//! ARMv5TE entries (for their ARMv7 reading), plus chosen edge cases, emitted with `.inst` into an object assembled by `arm-linux-gnueabi-as
//! -march=armv7ve` and read back with `arm-linux-gnueabi-objdump -d`. Mnemonic and
//! operands must be equal but for the deliberate differences of `common/deliberate.rs`,
//! which are counted and printed. Skipped, with a message, when the tools are not
//! installed.

use isa::arch::Profile;
use isa::decode::{random_word_decoding_to_on, ARM_TABLE};
use isa::disasm::arm_on;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

const AS: &str = "arm-linux-gnueabi-as";
const OBJDUMP: &str = "arm-linux-gnueabi-objdump";

/// Random words drawn per new table entry.
const PER_ENTRY: usize = 24;

/// Random words drawn per ARMv5TE table entry (which ARMv7-A has too).
const PER_OLD_ENTRY: usize = 8;

/// Chosen words: the UNPREDICTABLE and quirky corners objdump spells its own way.
const CHOSEN: &[u32] = &[
    0xe750f2d1, // smmls r0, r1, r2, pc (SMMUL here, as QEMU)
    0xe6c10c72, // uxtab16 r0, r1, r2, ROR #24
    0xe6af0051, // ssat r0, #16, r1, asr #0 (ASR #32)
    0xe6810052, // pkhtb r0, r1, r2, asr #32
    0xf57ff040, // dsb #0: ssbb
    0xf57ff044, // dsb #4: pssbb
    0xf57ff057, // dmb un
    0xf1080000, // cpsie with no flag
    0xf10a0013, // cpsie ,#19
    0xf1080013, // cps #19 (imod 10, M 0)
    0xf1030093, // imod 01 with M: objdump UNDEFINED, QEMU changes mode
    0xe1b10f9f, // ldrexd r0, r1, [r1]
    0xe1a40f92, // strexd r0, r2, r3, [r4]
    0xe8b10003, // ldm r1!, {r0, r1}: UNDEFINED from v7
    0xe8bd8003, // pop {r0, r1, pc}
    0xe320f000, // nop {0}
    0xe320f003, // wfi
    0xe320f0f5, // dbg #5
    0xe1400070, // hvc 0
    0xe160006e, // eret
    0xe1600073, // smc 3
    0xe1000300, // mrs r0, LR_irq
    0xe12ff200, // msr (UNDEF: 47), r0
    0xe7f000f0, // udf #0
    0x07f000f0, // conditional udf: UNDEFINED
    0xe7a40fd1, // sbfx r0, r1, #31, #5: lsb + width > 32
    0xe7c0021f, // bfc with msb < lsb
    0xf4100000, // unallocated memory hint
    0xf8cd0500, // srsia sp, #0
];

#[path = "common/deliberate.rs"]
mod deliberate;
#[path = "common/listing.rs"]
mod listing;

struct Line {
    addr: u32,
    word: u32,
    mnemonic: String,
    operands: String,
}

/// objdump's listing: address, word, mnemonic, operands (the `@` comment removed, a
/// branch target `ff000088 <.text+0x..>` written `0xff000088`).
fn parse(listing: &str) -> Vec<Line> {
    listing::parse(listing)
        .into_iter()
        .filter_map(|l| {
            let word = u32::from_str_radix(&l.enc, 16).ok()?;
            let mut operands = l.operands;
            if let Some((target, sym)) = operands.split_once(' ') {
                if sym.starts_with('<') && u32::from_str_radix(target, 16).is_ok() {
                    operands = format!("0x{target}");
                }
            }
            Some(Line {
                addr: l.addr,
                word,
                mnemonic: l.mnemonic,
                operands,
            })
        })
        .collect()
}

fn words() -> Vec<u32> {
    let mut r = testrng::Rng::new(0x0b0d_0007);
    let mut rng = || r.next_u32();
    let mut out: Vec<u32> = CHOSEN.to_vec();
    for (i, e) in ARM_TABLE.iter().enumerate() {
        if !e.exists_on(Profile::ARMV7A) {
            continue;
        }
        // The new entries in earnest; the ARMv5TE ones for their ARMv7 reading.
        let n = if e.exists_on(Profile::ARMV5TE) {
            PER_OLD_ENTRY
        } else {
            PER_ENTRY
        };
        for _ in 0..n {
            let w = random_word_decoding_to_on(Profile::ARMV7A, ARM_TABLE, i, &mut rng)
                .unwrap_or_else(|| panic!("no word for {e:?}"));
            // The VFP coprocessors' words are the VFP table's (tests/objdump_vfp.rs).
            let vfp = w & 0x0c00_0000 == 0x0c00_0000 && (w >> 9) & 7 == 5 && w >> 28 != 15;
            if !vfp {
                out.push(w);
            }
        }
    }
    out
}

fn objdump_listing(words: &[u32], dir: &Path) -> Option<String> {
    let src = dir.join("v7.s");
    let obj = dir.join("v7.o");
    let mut text = String::from(".arm\n");
    for w in words {
        text.push_str(&format!(".inst 0x{w:08x}\n"));
    }
    std::fs::write(&src, text).ok()?;
    let ok = Command::new(AS)
        .args(["-march=armv7ve", "-o"])
        .arg(&obj)
        .arg(&src)
        .status()
        .ok()?
        .success();
    assert!(ok, "{AS} failed");
    let out = Command::new(OBJDUMP).arg("-d").arg(&obj).output().ok()?;
    assert!(out.status.success(), "{OBJDUMP} failed");
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn armv7_disassembly_matches_objdump() {
    let tools = [AS, OBJDUMP]
        .iter()
        .all(|t| Command::new(t).arg("--version").output().is_ok());
    if !tools {
        eprintln!("{AS}/{OBJDUMP} not installed (scripts/deps.sh installs them): skipped");
        return;
    }
    let words = words();
    let dir = std::env::temp_dir().join(format!("goldtrace-objdump-v7-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let listing = objdump_listing(&words, &dir).expect("running the tools");
    let _ = std::fs::remove_dir_all(&dir);
    let lines = parse(&listing);
    assert_eq!(lines.len(), words.len(), "objdump listed every word");
    let (mut same, mut kinds, mut mismatches) = (0, BTreeMap::<&str, usize>::new(), Vec::new());
    for (l, &w) in lines.iter().zip(&words) {
        assert_eq!(l.word, w);
        let ours = arm_on(Profile::ARMV7A, w, l.addr);
        if ours.mnemonic == l.mnemonic && ours.operands == l.operands {
            same += 1;
        } else if let Some(k) = deliberate::arm(&ours, &l.mnemonic, w) {
            *kinds.entry(k).or_default() += 1;
            if std::env::var_os("OBJDUMP_V7_VERBOSE").is_some() {
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
    eprintln!("{} words: {same} the same", words.len());
    for (k, n) in &kinds {
        eprintln!("  deliberate: {k}: {n}");
    }
    for m in mismatches.iter().take(300) {
        eprintln!("{m}");
    }
    assert!(mismatches.is_empty(), "{} words differ", mismatches.len());
    // The comparison has teeth: most words are spelled exactly as objdump does.
    assert!(same * 4 > words.len() * 3, "{same} of {}", words.len());
}

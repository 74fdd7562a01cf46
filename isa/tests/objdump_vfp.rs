//! The VFP disassembly against GNU objdump: random words of every VFP_TABLE entry on
//! the ARMv7-A profile (the Cortex-A15 with neon=off), in ARM state (`.inst`, with
//! random conditions) and in Thumb-2 state (`.inst.w`, condition 1110), assembled by
//! `arm-linux-gnueabihf-as` and listed by `arm-linux-gnueabihf-objdump -d`. Mnemonic
//! and operands must be equal but for the deliberate differences listed in
//! `isa::disasm_vfp`'s documentation and `common/deliberate.rs`, which are counted and
//! printed. Skipped, with a message, when the cross binutils are not installed.

use isa::decode::{decode_arm_on, decode_thumb_on, random_word_decoding_to_on, VFP_TABLE};
use isa::disasm::Text;
use isa::{Insn, Op, Profile};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

const AS: &str = "arm-linux-gnueabihf-as";
const OBJDUMP: &str = "arm-linux-gnueabihf-objdump";
const A15: Profile = Profile::ARMV7A;
/// Random words drawn for each entry that decode to a VFP instruction.
const PER_ENTRY: usize = 16;
/// At most this many random words of an entry that its handler makes UNDEFINED.
const UNDEFINED_PER_ENTRY: usize = 4;
/// Words chosen for their edge cases, compared besides the random ones.
const CHOSEN: [u32; 12] = [
    0xec521a3f, // vmov r1, r2, s31, s32 (UNPREDICTABLE, kept)
    0xed110a00, // vldr s0, [r1, #-0]
    0xeeba0a6f, // vcvt.f32.s16 s0, s0, #-15 (UNPREDICTABLE, kept)
    0xeef8fa10, // vmrs pc, fpexc (UNPREDICTABLE, kept)
    0xeef1fa10, // vmrs APSR_nzcv, fpscr
    0xecbd8b03, // fldmiax sp!, {d8}: not vpop
    0xecbd0a01, // vpop {s0}
    0x1d2d8b02, // vpushne {d8}
    0xeeb50a41, // vcmp.f32 s0, #0.0 to objdump, UNDEFINED here (Vm != 0)
    0xee500b10, // vmov.s8 r0, d0[0]: Advanced SIMD, UNDEFINED here
    0xec9f0a01, // vldmia pc, {s0} (Thumb: objdump's M-profile vscclrm)
    0xec9f0b03, // fldmiax pc, {d0}
];

/// Our text for a decoded word: the VFP disassembly, or `udf` for an UNDEFINED word.
fn ours(insn: Insn, word: u32) -> Text {
    match insn.op {
        Op::Vfp(v) => isa::disasm_vfp::vfp(&v, insn.cond),
        Op::Undefined => Text {
            mnemonic: "udf".into(),
            operands: format!("0x{word:08x}"),
        },
        op => panic!("{word:#010x} decoded to {op:?}, not a VFP operation"),
    }
}

/// One line of objdump's listing: the address and encoding as printed, mnemonic, operands
/// (objdump's `@` comment removed).
struct Line {
    addr: String,
    enc: String,
    mnemonic: String,
    operands: String,
}

fn parse(listing: &str) -> Vec<Line> {
    let mut out = Vec::new();
    for l in listing.lines() {
        let mut cols = l.split('\t');
        let (Some(addr), Some(enc)) = (cols.next(), cols.next()) else {
            continue;
        };
        if !addr.trim().ends_with(':')
            || u32::from_str_radix(addr.trim().trim_end_matches(':'), 16).is_err()
        {
            continue;
        }
        let mnemonic = cols.next().unwrap_or("").trim().to_string();
        let rest = cols.collect::<Vec<_>>().join("\t");
        let operands = rest.split("\t@").next().unwrap_or("").trim().to_string();
        out.push(Line {
            addr: addr.trim().trim_end_matches(':').to_string(),
            enc: enc.trim().to_string(),
            mnemonic,
            operands,
        });
    }
    out
}

/// Assembles `source` in `dir` and returns objdump's listing of it.
fn listing(dir: &Path, name: &str, source: &str) -> String {
    let s = dir.join(format!("{name}.s"));
    let o = dir.join(format!("{name}.o"));
    std::fs::write(&s, source).expect("write the assembly source");
    let status = Command::new(AS)
        .args(["-mfpu=vfpv4", "-march=armv7ve", "-o"])
        .arg(&o)
        .arg(&s)
        .status()
        .expect("run the assembler");
    assert!(status.success(), "{AS} failed on {}", s.display());
    let out = Command::new(OBJDUMP)
        .arg("-d")
        .arg(&o)
        .output()
        .expect("run objdump");
    assert!(out.status.success(), "{OBJDUMP} failed on {}", o.display());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[path = "common/deliberate.rs"]
mod deliberate;

#[derive(Default)]
struct Tally {
    same: usize,
    /// Deliberate differences, by kind, with the table entries they came from.
    deliberate: BTreeMap<&'static str, BTreeMap<String, usize>>,
    mismatches: Vec<String>,
}

impl Tally {
    fn check(&mut self, what: &str, state: &str, word: u32, ours: &Text, theirs: &Line) {
        if ours.mnemonic == theirs.mnemonic && ours.operands == theirs.operands {
            self.same += 1;
            return;
        }
        let kind = deliberate::vfp(ours, &theirs.mnemonic, state == "Thumb");
        match kind {
            Some(k) => {
                *self
                    .deliberate
                    .entry(k)
                    .or_default()
                    .entry(what.to_string())
                    .or_default() += 1
            }
            None => self.mismatches.push(format!(
                "{what} {state} {word:08x} ({}): ours `{ours}`, objdump `{} {}`",
                theirs.enc, theirs.mnemonic, theirs.operands
            )),
        }
    }
}

#[test]
fn vfp_disassembly_matches_objdump() {
    let have = |tool: &str| Command::new(tool).arg("--version").output().is_ok();
    if !have(AS) || !have(OBJDUMP) {
        eprintln!("{AS}/{OBJDUMP} not installed: VFP comparison skipped");
        return;
    }
    let mut rng = testrng::Rng::new(0x0bd0_f0f0);
    let mut words = Vec::new();
    for (i, e) in VFP_TABLE.iter().enumerate() {
        // PER_ENTRY words that decode, and a few that the handler makes UNDEFINED (the
        // register lists of VLDM/VSTM, whose random immediates mostly overrun S31/D31).
        let (mut decoded, mut undefined) = (0, 0);
        for _ in 0..1000 {
            let w = random_word_decoding_to_on(A15, VFP_TABLE, i, || rng.next_u32())
                .unwrap_or_else(|| panic!("no word drawn for {e:?}"));
            if decode_arm_on(A15, w).op == Op::Undefined {
                if undefined == UNDEFINED_PER_ENTRY {
                    continue;
                }
                undefined += 1;
            } else {
                decoded += 1;
            }
            words.push((e.name, w));
            if decoded == PER_ENTRY {
                break;
            }
        }
        assert_eq!(decoded, PER_ENTRY, "too few decoding words drawn for {e:?}");
    }
    words.extend(CHOSEN.iter().map(|&w| ("chosen", w)));
    let dir = std::env::temp_dir().join(format!("goldtrace-objdump-vfp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create a temporary directory");
    let arm_src: String = words
        .iter()
        .map(|(_, w)| format!(".inst 0x{w:08x}\n"))
        .collect();
    // The Thumb-2 form: condition 1110, the same word otherwise.
    let thumb = |w: u32| w & 0x0fff_ffff | 0xe000_0000;
    let thumb_src: String = words
        .iter()
        .map(|&(_, w)| format!(".inst.w 0x{:08x}\n", thumb(w)))
        .collect();
    let arm = parse(&listing(
        &dir,
        "arm",
        &format!(".syntax unified\n.arm\n{arm_src}"),
    ));
    let th = parse(&listing(
        &dir,
        "thumb",
        &format!(".syntax unified\n.thumb\n{thumb_src}"),
    ));
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(arm.len(), words.len(), "objdump's ARM listing");
    assert_eq!(th.len(), words.len(), "objdump's Thumb listing");

    let mut t = Tally::default();
    for (((name, w), a), b) in words.iter().zip(&arm).zip(&th) {
        // ARM words through the ARM disassembler, which hands Op::Vfp to disasm_vfp.
        let addr = u32::from_str_radix(&a.addr, 16).expect("objdump's address");
        let text = isa::disasm::arm_on(A15, *w, addr);
        assert_eq!(text, ours(decode_arm_on(A15, *w), *w), "{w:08x}");
        t.check(name, "ARM", *w, &text, a);
        // Thumb-2 words through the Thumb disassembler, likewise.
        let tw = thumb(*w);
        let (hw1, hw2) = ((tw >> 16) as u16, tw as u16);
        let (insn, len) = decode_thumb_on(A15, hw1, hw2, false);
        assert_eq!(len, 4);
        let addr = u32::from_str_radix(&b.addr, 16).expect("objdump's address");
        let (text, len) = isa::disasm::thumb_on(A15, hw1, hw2, addr);
        assert_eq!((&text, len), (&ours(insn, tw), 4), "{tw:08x}");
        t.check(name, "Thumb", tw, &text, b);
    }
    eprintln!("{} words in both states: {} the same", words.len(), t.same);
    for (k, theirs) in &t.deliberate {
        let n: usize = theirs.values().sum();
        let list: Vec<String> = theirs.iter().map(|(m, n)| format!("{m} {n}")).collect();
        eprintln!("  deliberate: {k}: {n} ({})", list.join(", "));
    }
    for m in &t.mismatches {
        eprintln!("{m}");
    }
    assert!(
        t.mismatches.is_empty(),
        "{} words differ from objdump",
        t.mismatches.len()
    );
    assert!(t.same > words.len(), "too few words compared equal");
}

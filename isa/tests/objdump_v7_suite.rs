//! The ARMv7-A disassembler against GNU objdump on every program of the ARMv7 ISA suite
//! (`tests/isa_v7/*.elf`: ARM, Thumb-2 and VFP) and the ARMv7 bare programs
//! (`tests/bare/v7_*.elf`): every instruction `arm-linux-gnueabihf-objdump -d` lists,
//! in the state the ELF's mapping symbols ($a/$t/$d) give, is disassembled by
//! `isa::disasm::{arm_on, thumb_on}` on the ARMv7-A profile; mnemonic and operands must
//! be equal but for the deliberate differences of `common/deliberate.rs` and the IT
//! conditions objdump adds, which are counted and printed by kind. Data ($d: literal
//! pools, tables) is skipped.
//!
//! The suite's ELFs are stripped (`record.sh` links them with `-s`), so each is rebuilt
//! here from its `.s` with `record.sh`'s commands but without `-s`, and the rebuilt
//! image must be byte for byte the committed one (`objcopy -O binary`) before its
//! listing, now with mapping symbols, is used. The bare programs keep their symbols
//! and are listed as they are. Skipped, with a message, when the tools are missing.

use isa::arch::Profile;
use isa::disasm::{arm_on, thumb_on, Text};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "common/deliberate.rs"]
mod deliberate;
#[path = "common/listing.rs"]
mod listing;

const AS: &str = "arm-linux-gnueabi-as";
const LD: &str = "arm-linux-gnueabi-ld";
const OBJCOPY: &str = "arm-linux-gnueabihf-objcopy";
const OBJDUMP: &str = "arm-linux-gnueabihf-objdump";
const A15: Profile = Profile::ARMV7A;

/// The deliberate difference inside an IT block.
const IT_KIND: &str = "inside an IT block: objdump adds the slot's condition (and drops the S \
                       of a 16-bit instruction); thumb_on gives the text outside one";

use listing::Line;

fn parse(listing: &str) -> Vec<Line> {
    listing::parse(listing)
        .into_iter()
        .map(|l| Line {
            operands: listing::target_as_hex(l.operands),
            ..l
        })
        .collect()
}

fn run(cmd: &mut Command) -> Vec<u8> {
    let out = cmd.output().unwrap_or_else(|e| panic!("{cmd:?}: {e}"));
    assert!(
        out.status.success(),
        "{cmd:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

fn image(elf: &Path, dir: &Path) -> Vec<u8> {
    let bin = dir.join("image.bin");
    run(Command::new(OBJCOPY)
        .args(["-O", "binary"])
        .arg(elf)
        .arg(&bin));
    std::fs::read(&bin).expect("read the image")
}

/// The ELF to list for `elf`: itself when it has mapping symbols, else rebuilt from its
/// source as `tests/isa_v7/record.sh` builds it but unstripped, checked to be the same
/// image.
fn listable(elf: &Path, dir: &Path) -> PathBuf {
    let syms = run(Command::new(OBJDUMP)
        .args(["--special-syms", "-t"])
        .arg(elf));
    let syms = String::from_utf8_lossy(&syms);
    if syms
        .lines()
        .any(|l| l.ends_with(" $a") || l.ends_with(" $t"))
    {
        return elf.to_path_buf();
    }
    let src = elf.with_extension("s");
    let runtime = elf.with_file_name("runtime.s");
    assert!(
        src.exists() && runtime.exists(),
        "no source for {}",
        elf.display()
    );
    let (rt, p, out) = (dir.join("rt.o"), dir.join("p.o"), dir.join("p.elf"));
    for (s, o) in [(&runtime, &rt), (&src, &p)] {
        run(Command::new(AS)
            .args(["-march=armv7ve", "-mfpu=vfpv4"])
            .arg(s)
            .arg("-o")
            .arg(o));
    }
    run(Command::new(LD)
        .args(["-Ttext=0x40000000", "-e", "_start", "-N"])
        .arg(&rt)
        .arg(&p)
        .arg("-o")
        .arg(&out));
    assert!(
        image(&out, dir) == image(elf, dir),
        "{} rebuilt from its source is not the committed image",
        elf.display()
    );
    out
}

fn programs(root: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for (dir, prefix) in [("tests/isa_v7", ""), ("tests/bare", "v7_")] {
        for e in std::fs::read_dir(root.join(dir)).expect("list the programs") {
            let p = e.expect("a directory entry").path();
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            if name.starts_with(prefix) && name.ends_with(".elf") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// objdump's condition names, by number (15 only in an UNPREDICTABLE `IT AL` with an
/// else slot).
const CONDS: [&str; 16] = [
    "eq", "ne", "cs", "cc", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le", "al", "nv",
];

/// The conditions of the slots of an IT instruction `0xbfXY` (first condition X, mask Y).
fn it_slots(hw: u32) -> Vec<u32> {
    let (first, mask) = ((hw >> 4) & 15, hw & 15);
    let n = 4 - mask.trailing_zeros();
    let mut out = vec![first];
    for i in 1..n {
        let bit = (mask >> (4 - i)) & 1;
        out.push(first & !1 | bit);
    }
    out
}

/// Our text as objdump spells it in an IT slot of condition `cond`.
fn in_it(ours: &Text, cond: u32, narrow: bool) -> Text {
    let c = CONDS[cond as usize];
    let (head, tail) = match ours.mnemonic.find('.') {
        Some(i) => ours.mnemonic.split_at(i),
        None => (ours.mnemonic.as_str(), ""),
    };
    let head = match head.strip_suffix('s') {
        Some(h) if narrow => h,
        _ => head,
    };
    Text {
        mnemonic: format!("{head}{c}{tail}"),
        operands: ours.operands.clone(),
    }
}

#[derive(Default)]
struct Tally {
    same: usize,
    data: usize,
    /// Instructions compared: ARM, 16-bit Thumb, 32-bit Thumb.
    by_state: [usize; 3],
    /// Of those, the VFP instructions (objdump's mnemonic starting with `v`).
    vfp: usize,
    deliberate: BTreeMap<&'static str, usize>,
    mismatches: Vec<String>,
}

impl Tally {
    fn program(&mut self, name: &str, lines: &[Line]) -> usize {
        let mut it: Vec<u32> = Vec::new();
        let mut compared = 0;
        for l in lines {
            if l.mnemonic.starts_with('.') {
                self.data += 1;
                continue;
            }
            let halves: Vec<u32> = l
                .enc
                .split_whitespace()
                .map(|h| u32::from_str_radix(h, 16).expect("objdump's encoding"))
                .collect();
            let (ours, thumb, narrow) = match (halves.as_slice(), l.enc.len()) {
                ([w], 8) => (arm_on(A15, *w, l.addr), false, false),
                ([h], 4) => {
                    let (t, len) = thumb_on(A15, *h as u16, 0, l.addr);
                    assert_eq!(len, 2, "{name} {:08x}: {}", l.addr, l.enc);
                    (t, true, true)
                }
                ([a, b], _) => {
                    let (t, len) = thumb_on(A15, *a as u16, *b as u16, l.addr);
                    assert_eq!(len, 4, "{name} {:08x}: {}", l.addr, l.enc);
                    (t, true, false)
                }
                _ => panic!("{name} {:08x}: encoding {:?}", l.addr, l.enc),
            };
            compared += 1;
            let state = match (thumb, narrow) {
                (false, _) => 0,
                (true, true) => 1,
                (true, false) => 2,
            };
            self.by_state[state] += 1;
            self.vfp += usize::from(l.mnemonic.starts_with('v'));
            let slot = if thumb && !it.is_empty() {
                Some(it.remove(0))
            } else {
                None
            };
            let same = |t: &Text| t.mnemonic == l.mnemonic && t.operands == l.operands;
            let w = halves.iter().fold(0, |a, h| a << 16 | h);
            let kind = if same(&ours) {
                self.same += 1;
                None
            } else if slot.is_some_and(|c| same(&in_it(&ours, c, narrow))) {
                Some(IT_KIND)
            } else if let Some(k) = deliberate::vfp(&ours, &l.mnemonic, thumb)
                .filter(|_| ours.mnemonic.starts_with('v') || l.mnemonic.starts_with('v'))
            {
                Some(k)
            } else if thumb {
                deliberate::thumb(&ours, &l.mnemonic, w).or(Some(""))
            } else {
                deliberate::arm(&ours, &l.mnemonic, w).or(Some(""))
            };
            match kind {
                None => {}
                Some("") => self.mismatches.push(format!(
                    "{name} {:08x} ({}{}): ours `{ours}`, objdump `{} {}`",
                    l.addr,
                    l.enc,
                    slot.map_or(String::new(), |c| format!(
                        ", IT slot {}",
                        CONDS[c as usize]
                    )),
                    l.mnemonic,
                    l.operands
                )),
                Some(k) => *self.deliberate.entry(k).or_default() += 1,
            }
            if thumb && halves.len() == 1 && w & 0xff00 == 0xbf00 && w & 15 != 0 {
                it = it_slots(w);
            }
        }
        compared
    }
}

#[test]
fn armv7_suite_disassembly_matches_objdump() {
    let have = |tool: &str| Command::new(tool).arg("--version").output().is_ok();
    if ![AS, LD, OBJCOPY, OBJDUMP].iter().all(|t| have(t)) {
        eprintln!("{AS}/{LD}/{OBJCOPY}/{OBJDUMP} not installed: ARMv7 suite comparison skipped");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let programs = programs(&root);
    assert!(programs.len() >= 57, "{} programs", programs.len());
    let dir = std::env::temp_dir().join(format!("goldtrace-objdump-suite-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create a temporary directory");
    let mut t = Tally::default();
    let mut total = 0;
    for p in &programs {
        let elf = listable(p, &dir);
        let listing = run(Command::new(OBJDUMP).arg("-d").arg(&elf));
        let lines = parse(&String::from_utf8_lossy(&listing));
        let name = p.file_name().unwrap().to_string_lossy();
        let n = t.program(&name, &lines);
        assert!(n > 50, "{name}: only {n} instructions listed");
        total += n;
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!(
        "{} programs, {total} instructions: {} the same; {} data lines skipped",
        programs.len(),
        t.same,
        t.data
    );
    let [arm, narrow, wide] = t.by_state;
    eprintln!(
        "  ARM {arm}, 16-bit Thumb {narrow}, 32-bit Thumb {wide}; VFP {}",
        t.vfp
    );
    assert!(
        arm > 0 && narrow > 0 && wide > 0 && t.vfp > 0,
        "every state compared"
    );
    for (k, n) in &t.deliberate {
        eprintln!("  deliberate: {k}: {n}");
    }
    for m in t.mismatches.iter().take(300) {
        eprintln!("{m}");
    }
    assert!(
        t.mismatches.is_empty(),
        "{} instructions differ from objdump",
        t.mismatches.len()
    );
    assert!(t.same * 10 > total * 9, "{} of {total} the same", t.same);
}

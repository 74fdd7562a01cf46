//! The disassembler against GNU objdump: every word (ARM) and every halfword (Thumb) of
//! the ISA suite's programs and the bare programs, as `arm-linux-gnueabi-objdump -d`
//! prints them (the programs are stripped, so objdump reads all of `.text` once as ARM
//! and once, with `-M force-thumb`, as Thumb). Mnemonic and operands must be equal but
//! for the deliberate differences listed in `isa::disasm`'s documentation, which are
//! counted and printed. Skipped, with a message, when objdump is not installed.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

const OBJDUMP: &str = "arm-linux-gnueabi-objdump";

fn programs() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("tests");
    let mut out = Vec::new();
    for dir in ["isa", "bare"] {
        let Ok(rd) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            // The ARMv7-A programs (`v7_*`) are checked by the ARMv7 objdump tests.
            let armv7 = p
                .file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("v7_"));
            if p.extension().is_some_and(|x| x == "elf") && !armv7 {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// One line of objdump's listing: address, the encoding's halfwords or word, the text
/// (mnemonic and operands, comments removed).
#[path = "common/listing.rs"]
mod listing;

struct Line {
    addr: u32,
    enc: Vec<u32>,
    mnemonic: String,
    operands: String,
}

fn parse(listing: &str) -> Vec<Line> {
    listing::parse(listing)
        .into_iter()
        .filter_map(|l| {
            Some(Line {
                addr: l.addr,
                enc: l.enc_groups()?,
                mnemonic: l.mnemonic,
                operands: l.operands,
            })
        })
        .collect()
}

fn objdump(path: &Path, thumb: bool) -> Option<String> {
    let mut c = Command::new(OBJDUMP);
    c.arg("-d");
    if thumb {
        c.arg("-M").arg("force-thumb");
    }
    let out = c.arg(path).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

#[derive(Default)]
struct Tally {
    same: usize,
    /// Deliberate differences, by kind.
    deliberate: BTreeMap<String, usize>,
    mismatches: Vec<String>,
    /// What objdump made of the words our decoder calls UNDEFINED.
    later: BTreeMap<String, usize>,
}

impl Tally {
    fn deliberate(&mut self, kind: &str) {
        *self.deliberate.entry(kind.to_string()).or_default() += 1;
    }

    /// `in_it`: objdump saw a Thumb-2 IT instruction within the last four halfwords and
    /// gives the following ones its conditions (ARMv5TE has no IT).
    fn check(&mut self, what: &str, ours: &isa::disasm::Text, theirs: &Line, in_it: bool) {
        if ours.mnemonic == theirs.mnemonic && ours.operands == theirs.operands {
            self.same += 1;
            return;
        }
        if in_it {
            self.deliberate("conditional by objdump's IT state (IT is Thumb-2)");
            return;
        }
        // FPA (p1, p2), Maverick (p4-p6) and VFP (p9-p11): objdump spells these
        // coprocessors' instructions its own way; ARMv5TE has only the generic forms.
        let generic = ["cdp", "ldc", "stc", "mcr", "mrc", "mcrr", "mrrc"];
        let cp: Option<u32> = ours.operands.split(',').next().and_then(|c| c.parse().ok());
        if generic.iter().any(|g| ours.mnemonic.starts_with(g))
            && matches!(cp, Some(1 | 2 | 4 | 5 | 6 | 9 | 10 | 11))
        {
            self.deliberate(
                "coprocessor p1/p2/p4-p6/p9-p11 in objdump's FPA/Maverick/VFP spelling",
            );
            return;
        }
        if ours.mnemonic == "udf" && ours.operands.starts_with("0x") {
            if theirs.mnemonic.is_empty() {
                self.deliberate("undefined for both");
            } else {
                self.deliberate("UNDEFINED on ARMv5TE (our decoder), objdump decodes it");
                *self.later.entry(theirs.mnemonic.clone()).or_default() += 1;
            }
            return;
        }
        self.mismatches.push(format!(
            "{what} {:08x} {:x?}: ours `{ours}`, objdump `{} {}`",
            theirs.addr, theirs.enc, theirs.mnemonic, theirs.operands
        ));
    }
}

#[test]
fn disassembly_matches_objdump() {
    let progs = programs();
    assert!(
        !progs.is_empty(),
        "no programs under tests/isa and tests/bare"
    );
    if Command::new(OBJDUMP).arg("--version").output().is_err() {
        eprintln!("{OBJDUMP} not installed (scripts/deps.sh installs it): comparison skipped");
        return;
    }
    let mut t = Tally::default();
    for p in &progs {
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        let arm = objdump(p, false).expect("objdump failed");
        for l in parse(&arm) {
            if let [w] = l.enc[..] {
                t.check(&name, &isa::disasm::arm(w, l.addr), &l, false);
            }
        }
        let thumb = objdump(p, true).expect("objdump -M force-thumb failed");
        let mut it_left = 0u32;
        for l in parse(&thumb) {
            let in_it = it_left > 0;
            it_left = if l.mnemonic.starts_with("it") {
                4
            } else {
                it_left.saturating_sub(1)
            };
            match l.enc[..] {
                [hw] => t.check(&name, &isa::disasm::thumb(hw as u16, l.addr), &l, in_it),
                [a, b] => match isa::disasm::thumb_pair(a as u16, b as u16, l.addr) {
                    Some(text) => t.check(&name, &text, &l, in_it),
                    None => {
                        *t.deliberate
                            .entry("Thumb-2 32-bit encoding (halfwords on ARMv5TE)".into())
                            .or_default() += 1
                    }
                },
                _ => {}
            }
        }
    }
    eprintln!("{} programs: {} instructions the same", progs.len(), t.same);
    for (k, n) in &t.deliberate {
        eprintln!("  deliberate: {k}: {n}");
    }
    let mut later: Vec<_> = t.later.iter().collect();
    later.sort_by(|a, b| b.1.cmp(a.1));
    let top: Vec<String> = later
        .iter()
        .take(12)
        .map(|(m, n)| format!("{m} {n}"))
        .collect();
    eprintln!("  (objdump's most frequent for those: {})", top.join(", "));
    let n = t.mismatches.len();
    for m in t.mismatches.iter().take(400) {
        eprintln!("{m}");
    }
    assert_eq!(n, 0, "{n} instructions differ from objdump");
}

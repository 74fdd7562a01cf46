//! How a divergence reads: the seed, the guest disassembly of the block, the case's
//! initial registers, a two-column register diff with `*` on differing rows, the
//! memory and bus diffs and the JIT's host code; and the regression test it becomes.

use std::fmt::Write as _;

use super::board::Access;
use super::{Pair, Spec, Word};
use crate::disasm;
use crate::divergence::{register_table, Snapshot};

/// Two engines disagreed on a case (or the host panicked running it).
#[derive(Clone, Debug)]
pub struct Divergence {
    pub seed: u64,
    /// Index of the first block after which the engines differ, if known.
    pub block: Option<u32>,
    /// Mnemonic of the first differing instruction (`panic` for a host panic).
    pub mnemonic: String,
    /// The readable report.
    pub text: String,
    /// The case to record as a regression test: the smallest one that still
    /// diverges, or the whole case.
    pub regression: Option<Spec>,
    /// Whether `regression` is the cut-down case (one block from its state) rather
    /// than the whole generated case.
    pub minimized: bool,
}

impl std::fmt::Display for Divergence {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

impl std::error::Error for Divergence {}

/// What `Fuzzer::explain` found.
pub(crate) struct Found<'a> {
    pub spec: &'a Spec,
    pub block: u32,
    pub before: &'a Snapshot,
    pub words: &'a [(u32, u32)],
    /// How many instructions of the block it takes to diverge.
    pub first: Option<usize>,
    pub problems: &'a [String],
    pub pair: &'a Pair,
    pub host: &'a [u8],
    pub regression: Spec,
    pub minimized: bool,
}

pub(crate) fn divergence(f: Found) -> Divergence {
    let thumb = f.before.s.thumb();
    let pc = f.before.s.r[15];
    let lines = disasm::guest_lines(f.words, thumb, f.spec.is_armv7());
    let mnemonic = f
        .first
        .and_then(|j| lines.get(j - 1))
        .or(lines.last())
        .map(|l| mnemonic_of(l))
        .unwrap_or_else(|| "empty".into());
    let mut t = String::new();
    let _ = writeln!(
        t,
        "goldtrace-fuzz: divergence, seed {:#x}, block #{} at {pc:#010x} ({}), tick {}",
        f.spec.seed,
        f.block,
        if thumb { "Thumb" } else { "ARM" },
        f.before.ticks
    );
    t.push_str("  guest code:\n");
    for (k, l) in lines.iter().enumerate() {
        let mark = if f.first == Some(k + 1) {
            "<- first difference"
        } else {
            ""
        };
        let _ = writeln!(t, "    {l}  {mark}");
    }
    if f.first.is_none() {
        t.push_str("  (no prefix of the block diverges on its own from the state before it)\n");
    }
    for p in f.problems {
        let _ = writeln!(t, "  {p}");
    }
    t.push_str("  initial registers of the case:\n");
    t.push_str(&initial_registers(&f.spec.state));
    let after_i = Snapshot::of(&f.pair.i.core);
    let after_j = Snapshot::of(&f.pair.j.core);
    t.push_str(&register_table(f.before, &after_i, &after_j));
    t.push_str("  JIT host code:\n");
    for l in disasm::host(f.host) {
        let _ = writeln!(t, "    {l}");
    }
    let _ = writeln!(
        t,
        "  regression: {} case",
        if f.minimized {
            "a one-block"
        } else {
            "the whole"
        }
    );
    Divergence {
        seed: f.spec.seed,
        block: Some(f.block),
        mnemonic,
        text: t,
        regression: Some(f.regression),
        minimized: f.minimized,
    }
}

impl Divergence {
    pub(crate) fn panic(spec: &Spec, msg: &str) -> Divergence {
        Divergence {
            seed: spec.seed,
            block: None,
            mnemonic: "panic".into(),
            text: format!(
                "goldtrace-fuzz: the host panicked running seed {:#x}: {msg}\n  initial registers of the case:\n{}",
                spec.seed,
                initial_registers(&spec.state)
            ),
            regression: Some(spec.clone()),
            minimized: false,
        }
    }

    pub(crate) fn host_error(seed: u64, msg: &str) -> Divergence {
        Divergence {
            seed,
            block: None,
            mnemonic: "host_error".into(),
            text: format!("goldtrace-fuzz: cannot run seed {seed:#x}: {msg}\n"),
            regression: None,
            minimized: false,
        }
    }

    pub(crate) fn not_reproduced(spec: &Spec, at: u32) -> Divergence {
        Divergence {
            seed: spec.seed,
            block: Some(at),
            mnemonic: "unreproduced".into(),
            text: format!(
                "goldtrace-fuzz: seed {:#x} diverged by block #{at}, but not when run again \
                 comparing every block (the engines are not deterministic)\n",
                spec.seed
            ),
            regression: Some(Spec {
                blocks: at + 1,
                ..spec.clone()
            }),
            minimized: false,
        }
    }

    /// The regression test's name: the seed and the first differing instruction.
    pub fn test_name(&self) -> String {
        let m: String = self
            .mnemonic
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '_'
                }
            })
            .collect();
        format!("seed_{:016x}_{m}", self.seed)
    }

    /// A ready-to-paste regression test (a module of `tests/regressions/`) that replays
    /// the case, its instructions annotated with their disassembly; `None` when there is
    /// no case to replay.
    pub fn regression_file(&self) -> Option<String> {
        let spec = self.regression.as_ref()?;
        let mut t = String::new();
        let first_line = self.text.lines().next().unwrap_or("");
        let _ = writeln!(
            t,
            "//! Fuzz regression `{}`: {}",
            self.test_name(),
            first_line.trim_start_matches("goldtrace-fuzz: ")
        );
        for p in self.text.lines().filter(|l| {
            l.starts_with("  exit")
                || l.starts_with("  registers")
                || l.starts_with("  memory")
                || l.starts_with("  ticks")
                || l.starts_with("  bus")
                || l.starts_with("  trace")
                || l.starts_with("  fp")
                || l.starts_with("  exclusive")
                || l.starts_with("  ARMv7")
                || (l.starts_with("  d") && l.contains(": interpreter"))
        }) {
            let _ = writeln!(t, "//! {}", p.trim());
        }
        // Only the case's data: `replay` (in the folder's `main.rs`) runs it.
        t.push_str("\nuse arm::cp15::Cp15Regs;\nuse arm::state::{ExclusiveMonitor, VfpRegs};\nuse arm::CpuState;\nuse goldtrace::fuzz::{Spec, Word};\n\n");
        t.push_str("#[test]\nfn replays_without_divergence() {\n    super::replay(Spec {\n");
        let _ = writeln!(t, "        seed: {:#x},", spec.seed);
        let _ = writeln!(t, "        fill_seed: {:#x},", spec.fill_seed);
        let _ = writeln!(t, "        ticks: {},", spec.ticks);
        let _ = writeln!(t, "        blocks: {},", spec.blocks);
        let _ = writeln!(t, "        traced: {},", spec.traced);
        let _ = writeln!(
            t,
            "        state: {},",
            indent(&format!("{:#x?}", spec.state))
        );
        let _ = writeln!(
            t,
            "        cp15: {},",
            indent(&format!("{:#x?}", spec.cp15))
        );
        t.push_str("        code: vec![\n");
        for (w, text) in spec.code.iter().zip(annotate(&spec.code, spec.is_armv7())) {
            let ctor = if w.thumb { "thumb" } else { "arm" };
            let _ = writeln!(
                t,
                "            Word::{ctor}({:#010x}, {:#010x}), // {text}",
                w.addr, w.value
            );
        }
        t.push_str("        ],\n    });\n}\n");
        Some(t)
    }
}

/// Rewrites the disassembly comments of a regression file's `code` words (the lines
/// `Word::arm(addr, value), // text` and `Word::thumb(..)`) with the current
/// disassembler, leaving every other line as it is; `goldtrace-fuzz --reannotate` runs
/// it on the files of `tests/regressions/`.
pub fn reannotate_regression(text: &str) -> String {
    fn parse_hex(s: &str) -> Option<u32> {
        u32::from_str_radix(s.trim().trim_start_matches("0x"), 16).ok()
    }
    // (line index, prefix up to the comment, the word)
    let mut found: Vec<(usize, String, Word)> = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    for (i, l) in lines.iter().enumerate() {
        let t = l.trim_start();
        let (thumb, rest) = if let Some(r) = t.strip_prefix("Word::arm(") {
            (false, r)
        } else if let Some(r) = t.strip_prefix("Word::thumb(") {
            (true, r)
        } else {
            continue;
        };
        let Some((args, _)) = rest.split_once(')') else {
            continue;
        };
        let Some((a, v)) = args.split_once(',') else {
            continue;
        };
        let (Some(addr), Some(value)) = (parse_hex(a), parse_hex(v)) else {
            continue;
        };
        let prefix = l.split_once(" //").map_or(*l, |(p, _)| p).to_string();
        let word = if thumb {
            Word::thumb(addr, value)
        } else {
            Word::arm(addr, value)
        };
        found.push((i, prefix, word));
    }
    let words: Vec<Word> = found.iter().map(|f| f.2).collect();
    let v7_bits = format!("psr_bits: {:#x}", arm::state::psr::IMPLEMENTED_V7);
    let texts = annotate(&words, text.contains(&v7_bits));
    let mut out: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    for ((i, prefix, _), text) in found.into_iter().zip(texts) {
        out[i] = format!("{prefix} // {text}");
    }
    let mut s = out.join("\n");
    if text.ends_with('\n') {
        s.push('\n');
    }
    s
}

/// The disassembly of each word (`armv7`: as the Cortex-A15 decodes it, a 32-bit
/// Thumb instruction on its first halfword, its second reading `(second half)`).
fn annotate(code: &[Word], armv7: bool) -> Vec<String> {
    let mut out = vec![String::new(); code.len()];
    for thumb in [false, true] {
        let idx: Vec<usize> = (0..code.len())
            .filter(|&k| code[k].thumb == thumb)
            .collect();
        if armv7 && thumb {
            let mut second = None;
            for (n, &k) in idx.iter().enumerate() {
                let w = code[k];
                if second == Some(w.addr) {
                    out[k] = "(second half)".into();
                    second = None;
                    continue;
                }
                let next = idx
                    .get(n + 1)
                    .map(|&k2| code[k2])
                    .filter(|n| n.addr == w.addr.wrapping_add(2))
                    .map_or(0, |n| n.value as u16);
                let (text, len) = isa::disasm::thumb_on(A15, w.value as u16, next, w.addr);
                out[k] = text.to_string();
                second = (len == 4).then(|| w.addr.wrapping_add(2));
            }
            continue;
        }
        let words: Vec<(u32, u32)> = idx.iter().map(|&k| (code[k].addr, code[k].value)).collect();
        for (k, line) in idx
            .into_iter()
            .zip(disasm::guest_lines(&words, thumb, armv7))
        {
            out[k] = text_of(&line).to_string();
        }
    }
    out
}

const A15: isa::Profile = isa::Profile::ARMV7A;

/// The VFP registers, FPSCR, FPEXC and the exclusive monitor where the interpreter's
/// state `a` and the JIT's `b` differ (the register table has none of them).
pub(crate) fn vfp_diff(a: &arm::CpuState, b: &arm::CpuState) -> Vec<String> {
    let mut out = Vec::new();
    for (n, (x, y)) in a.vfp.d.iter().zip(&b.vfp.d).enumerate() {
        if x != y {
            out.push(format!("d{n}: interpreter {x:016x}, JIT {y:016x}"));
        }
    }
    if a.vfp.fpscr != b.vfp.fpscr {
        out.push(format!(
            "fpscr: interpreter {:08x}, JIT {:08x}",
            a.vfp.fpscr, b.vfp.fpscr
        ));
    }
    if a.vfp.fpexc != b.vfp.fpexc {
        out.push(format!(
            "fpexc: interpreter {:08x}, JIT {:08x}",
            a.vfp.fpexc, b.vfp.fpexc
        ));
    }
    if a.monitor != b.monitor {
        out.push(format!(
            "exclusive monitor: interpreter {:x?}, JIT {:x?}",
            a.monitor, b.monitor
        ));
    }
    out
}

/// `title` and the lines of two multi-line texts that differ, side by side.
pub(crate) fn lines_diff(title: &str, a: &str, b: &str) -> String {
    let mut t = format!("{title}:");
    for (x, y) in a.lines().zip(b.lines()).filter(|(x, y)| x != y) {
        let _ = write!(t, "\n    interpreter {}  JIT {}", x.trim(), y.trim());
    }
    t
}

fn indent(s: &str) -> String {
    s.replace('\n', "\n        ")
}

/// The instruction text of a `guest_words` line (after the address and encoding).
fn text_of(line: &str) -> &str {
    let rest = line.split_once(':').map_or(line, |(_, r)| r.trim_start());
    rest.split_once(char::is_whitespace)
        .map_or(rest, |(_, t)| t.trim())
}

fn mnemonic_of(line: &str) -> String {
    let t = text_of(line);
    let m = t.split_whitespace().next().unwrap_or("unknown");
    m.trim_matches(|c: char| !c.is_ascii_alphanumeric())
        .to_string()
}

fn initial_registers(s: &arm::CpuState) -> String {
    let mut t = String::new();
    for row in 0..4 {
        t.push_str("   ");
        for col in 0..4 {
            let r = row * 4 + col;
            let _ = write!(t, "  r{r:<2} {:08x}", s.r[r]);
        }
        t.push('\n');
    }
    let _ = writeln!(t, "     cpsr {:08x}  spsr {:08x?}", s.cpsr(), &s.spsr[1..]);
    t
}

/// The bus writes of both engines, side by side.
pub(crate) fn bus_diff(wi: &[&Access], wj: &[&Access]) -> String {
    let mut t = String::from("bus writes differ:");
    for k in 0..wi.len().max(wj.len()).min(8) {
        let a = wi
            .get(k)
            .map(|a| a.to_string())
            .unwrap_or_else(|| "-".into());
        let b = wj
            .get(k)
            .map(|a| a.to_string())
            .unwrap_or_else(|| "-".into());
        let mark = if a != b { '*' } else { ' ' };
        let _ = write!(t, "\n    {mark} interpreter {a:<48} JIT {b}");
    }
    t
}

/// The trace words the engines recorded (`arm::trace::raw`), side by side from just
/// before the first that differs (8 rows).
pub(crate) fn trace_diff(wi: &[u64], wj: &[u64]) -> String {
    let first = (0..wi.len().max(wj.len()))
        .find(|&k| wi.get(k) != wj.get(k))
        .unwrap_or(0);
    let from = first.saturating_sub(2);
    let mut t = format!(
        "trace words differ ({} recorded by the interpreter, {} by the JIT), from word {from}:",
        wi.len(),
        wj.len()
    );
    let word = |w: Option<&u64>| w.map_or("-".to_string(), |w| format!("{w:016x}"));
    for k in from..wi.len().max(wj.len()).min(from + 8) {
        let (a, b) = (word(wi.get(k)), word(wj.get(k)));
        let mark = if a != b { '*' } else { ' ' };
        let _ = write!(t, "\n    {mark} interpreter {a:<18} JIT {b}");
    }
    t
}

/// The words of RAM that differ (the first 16).
pub(crate) fn memory_diff(a: &[u8], b: &[u8]) -> Vec<String> {
    let mut out = Vec::new();
    let mut total = 0;
    for (k, (wa, wb)) in a.chunks(4).zip(b.chunks(4)).enumerate() {
        if wa != wb {
            total += 1;
            if out.len() < 16 {
                let va = u32::from_le_bytes(wa.try_into().unwrap_or([0; 4]));
                let vb = u32::from_le_bytes(wb.try_into().unwrap_or([0; 4]));
                out.push(format!(
                    "memory {:#010x}: interpreter {va:08x}, JIT {vb:08x}",
                    k * 4
                ));
            }
        }
    }
    if total > out.len() {
        out.push(format!("memory: {total} words differ in all"));
    }
    out
}

//! The Thumb-2 disassembler's spellings of the system instructions (hints, barriers,
//! CPS) and the memory hints, as objdump spells them; a part of `disasm_thumb2.rs`.

use super::{r, t};
use crate::decode::Entry;
use crate::disasm::Text;

/// The 32-bit hints: NOP, YIELD, WFE, WFI, SEV, DBG, and the reserved ones (NOPs,
/// some of which later architectures name) as `nop.w {n}`.
pub(super) fn hint32(h: u32) -> Text {
    match h {
        0..=4 => t(format!("{}.w", HINTS[h as usize]), ""),
        0xf0..=0xff => t("dbg", format!("#{}", h & 15)),
        _ => t("nop.w", format!("{{{h}}}")),
    }
}

/// The hints ARMv7 names, by number.
pub(super) const HINTS: [&str; 5] = ["nop", "yield", "wfe", "wfi", "sev"];

/// CPS as objdump reads it: `cpsie.w aif` (imod 1x, no mode), `cpsie aif, #mode`,
/// `cps #mode` (imod 00 with no a/i/f); the other field combinations, UNPREDICTABLE,
/// objdump calls undefined, and they read as the operation QEMU performs.
pub(super) fn cps(w: u32) -> Text {
    let flags: String = [(4, 'a'), (2, 'i'), (1, 'f')]
        .iter()
        .filter(|(b, _)| (w >> 5) & b != 0)
        .map(|&(_, ch)| ch)
        .collect();
    let (imod, m, mode) = ((w >> 9) & 3, w & (1 << 8) != 0, w & 31);
    let ie = if imod == 2 { "cpsie" } else { "cpsid" };
    match (imod, m) {
        (2 | 3, false) if mode == 0 => t(format!("{ie}.w"), flags),
        (2 | 3, true) => t(ie, format!("{flags}, #{mode}")),
        (0, true) if flags.is_empty() => t("cps", format!("#{mode}")),
        _ => t(
            "cps.unpredictable",
            format!("{imod}, {flags}, {}", if m { mode as i32 } else { -1 }),
        ),
    }
}

/// PLD/PLDW/PLI and the unallocated hints, spelled from the word.
pub(super) fn mem_hint(e: &Entry, w: u32) -> Text {
    let signed = w & (1 << 24) != 0;
    let half = w & (1 << 21) != 0;
    let name = match (signed, half) {
        (false, false) => "pld",
        (false, true) => "pldw",
        (true, false) => "pli",
        (true, true) => "ldrsh.w pc,",
    };
    let rn = r(w, 16);
    let ops = match e.name {
        "PLD_PLI_lit" => {
            let sign = if w & (1 << 23) != 0 { "" } else { "-" };
            format!("[pc, #{sign}{}]", w & 0xfff)
        }
        "PLD_PLI_imm12" => format!("[{rn}, #{}]", w & 0xfff),
        "PLD_PLI_neg" if w & 0xff == 0 => format!("[{rn}]"),
        "PLD_PLI_neg" => format!("[{rn}, #-{}]", w & 0xff),
        _ => {
            let n = (w >> 4) & 3;
            let sh = if n != 0 {
                format!(", lsl #{n}")
            } else {
                String::new()
            };
            format!("[{rn}, {}{sh}]", r(w, 0))
        }
    };
    match name.split_once(' ') {
        Some((m, pc)) => t(m, format!("{pc} {ops}")),
        None => t(name, ops),
    }
}

//! One generated test case and how it is written out as assembly plus a descriptor
//! for the runtime in `tests/isa/runtime.s`.

use std::collections::BTreeMap;
use std::fmt::Write;

/// Base of the scratch area that loads and stores target (see runtime.s).
pub const SCRATCH: u32 = 0x0010_0000;
/// Size of the scratch area in bytes.
pub const SCRATCH_LEN: u32 = 512;

/// Marker replaced by the case's unique label prefix.
pub const L: &str = "@L";

/// A case: the instruction under test with its initial state.
#[derive(Clone, Debug, Default)]
pub struct Case {
    /// Thumb state at entry.
    pub thumb: bool,
    /// Lines placed before the entry label (backward landing pads).
    pub pre: Vec<String>,
    /// The instruction(s) under test, starting at the entry label.
    pub body: Vec<String>,
    /// Size in bytes of `body` (Thumb only; used for the return alignment).
    pub thumb_bytes: u32,
    /// Lines after the return to `post` (landing pads, literals).
    pub after: Vec<String>,
    /// Initial register overrides (value or label expression).
    pub regs: BTreeMap<u8, String>,
    /// Scratch memory overrides: (offset, value or label expression).
    pub mem: Vec<(u32, String)>,
    pub flags: u32,
    pub spsr: u32,
    /// Seed of the runtime's PRNG that fills the other registers and the scratch area.
    pub seed: u32,
}

impl Case {
    pub fn new(thumb: bool, flags: u32, seed: u32) -> Case {
        Case {
            thumb,
            flags,
            seed,
            spsr: 0x0000_00d3,
            ..Case::default()
        }
    }

    pub fn reg(&mut self, r: u8, v: u32) {
        self.regs.insert(r, format!("{v:#x}"));
    }

    pub fn reg_expr(&mut self, r: u8, e: impl Into<String>) {
        self.regs.insert(r, e.into());
    }

    /// Thumb instruction of 2 bytes.
    pub fn t16(&mut self, s: impl Into<String>) {
        self.body.push(s.into());
        self.thumb_bytes += 2;
    }

    /// An ARM landing pad `n` (1..=3) named `@L_pN`.
    pub fn arm_pad(n: u32) -> Vec<String> {
        vec![format!("{L}_p{n}: b post{n}")]
    }

    /// A Thumb landing pad `n` named `@L_tN`: back to ARM, then to `postN`.
    pub fn thumb_pad(n: u32) -> Vec<String> {
        vec![
            ".balign 4".into(),
            ".thumb".into(),
            format!("{L}_t{n}: bx pc"),
            "nop".into(),
            ".arm".into(),
            format!("b post{n}"),
        ]
    }

    /// The first line of the body: the instruction text shown in failure reports.
    pub fn text(&self) -> String {
        self.body.first().cloned().unwrap_or_default()
    }

    /// Writes the code of case `idx` to `code` and its descriptor to `desc`.
    pub fn emit(&self, idx: usize, code: &mut String, desc: &mut String) {
        let lab = format!("c{idx}");
        let sub = |s: &str| s.replace(L, &lab);
        code.push_str(".arm\n.balign 4\n");
        for l in &self.pre {
            let _ = writeln!(code, "{}", sub(l));
        }
        if self.thumb {
            code.push_str(".thumb\n");
        }
        let _ = writeln!(code, "{lab}: @ case {idx}");
        for l in &self.body {
            let _ = writeln!(code, "\t{}", sub(l));
        }
        if self.thumb {
            if self.thumb_bytes & 3 != 0 {
                code.push_str("\tnop\n");
            }
            code.push_str("\tbx pc\n\tnop\n.arm\n");
        }
        code.push_str("\tb post\n");
        for l in &self.after {
            let _ = writeln!(code, "{}", sub(l));
        }
        let mut mask = 0u32;
        let mut vals = String::new();
        for (r, v) in &self.regs {
            mask |= 1 << r;
            let _ = write!(vals, ",{}", sub(v));
        }
        let _ = write!(
            desc,
            ".word {lab}{},{:#x},{:#x},{:#x},{mask:#x}{vals},{}",
            if self.thumb { "+1" } else { "" },
            self.seed,
            self.flags,
            self.spsr,
            self.mem.len()
        );
        for (off, v) in &self.mem {
            let _ = write!(desc, ",{off:#x},{}", sub(v));
        }
        desc.push('\n');
    }
}

//! One ARMv7 test case and how it is written out as assembly plus a descriptor for
//! the runtime in `tests/isa_v7/runtime.s` (which adds the FPSCR and the VFP register
//! overrides to the ARMv5 descriptor of `case.rs`).

use crate::case::L;
use crate::rng::Rng;
use std::collections::BTreeMap;
use std::fmt::Write;

/// Base of the scratch area that loads and stores target (see runtime.s).
pub const SCRATCH: u32 = 0x4010_0000;
/// Size of the scratch area in bytes.
pub const SCRATCH_LEN: u32 = 512;
/// The profile every v7 case is drawn for: the Cortex-A15 without NEON.
pub const PROFILE: isa::Profile = isa::Profile::ARMV7A;

/// A case: the instruction(s) under test with the initial state.
#[derive(Clone, Debug, Default)]
pub struct V7Case {
    /// Thumb state at entry.
    pub thumb: bool,
    /// The instruction(s) under test, starting at the entry label.
    pub body: Vec<String>,
    /// Lines after the return to `post` (landing pads, literals, tables).
    pub after: Vec<String>,
    /// Initial register overrides (value or label expression).
    pub regs: BTreeMap<u8, String>,
    /// Scratch memory overrides: (offset, value).
    pub mem: Vec<(u32, u32)>,
    /// VFP overrides: (word index of D0-D31, 0-63; value).
    pub vfp: BTreeMap<u8, u32>,
    /// NZCVQ and GE in CPSR positions.
    pub flags: u32,
    pub spsr: u32,
    pub fpscr: u32,
    /// Seed of the runtime's PRNG that fills the other registers and memory.
    pub seed: u32,
}

impl V7Case {
    /// A case in ARM or Thumb state with random NZCVQ and GE flags.
    pub fn new(thumb: bool, rng: &mut Rng) -> V7Case {
        V7Case {
            thumb,
            flags: rng.flags() | rng.below(16) << 16,
            seed: rng.seed32(),
            spsr: 0x0000_00d3,
            ..V7Case::default()
        }
    }

    pub fn reg(&mut self, r: u8, v: u32) {
        self.regs.insert(r, format!("{v:#x}"));
    }

    pub fn reg_expr(&mut self, r: u8, e: impl Into<String>) {
        self.regs.insert(r, e.into());
    }

    /// An interesting value for register `r` unless it already has one.
    pub fn operand(&mut self, rng: &mut Rng, r: u8) {
        if r < 15 && !self.regs.contains_key(&r) {
            let v = rng.value();
            self.reg(r, v);
        }
    }

    /// Sets single-precision register `s` (0-31).
    pub fn single(&mut self, s: u8, v: u32) {
        self.vfp.insert(s, v);
    }

    /// Sets double-precision register `d` (0-31): words 2d (low) and 2d+1.
    pub fn double(&mut self, d: u8, v: u64) {
        self.vfp.insert(2 * d, v as u32);
        self.vfp.insert(2 * d + 1, (v >> 32) as u32);
    }

    /// A Thumb landing pad `n` (1..=3) named `@L_tN`: back to ARM, then to `postN`.
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
    #[cfg(test)]
    pub fn text(&self) -> String {
        self.body.first().cloned().unwrap_or_default()
    }

    /// Writes the code of case `idx` to `code` and its descriptor to `desc`. A Thumb
    /// case returns through a word-aligned `BX PC` (the alignment padding is NOPs).
    pub fn emit(&self, idx: usize, code: &mut String, desc: &mut String) {
        let lab = format!("c{idx}");
        let sub = |s: &str| s.replace(L, &lab);
        code.push_str(".arm\n.balign 4\n");
        if self.thumb {
            code.push_str(".thumb\n");
        }
        let _ = writeln!(code, "{lab}: @ case {idx}");
        for l in &self.body {
            let _ = writeln!(code, "\t{}", sub(l));
        }
        if self.thumb {
            code.push_str("\t.p2align 2\n\tbx pc\n\tnop\n.arm\n");
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
            ".word {lab}{},{:#x},{:#x},{:#x},{:#x},{mask:#x}{vals},{}",
            if self.thumb { "+1" } else { "" },
            self.seed,
            self.flags,
            self.spsr,
            self.fpscr,
            self.mem.len()
        );
        for (off, v) in &self.mem {
            let _ = write!(desc, ",{off:#x},{v:#x}");
        }
        let _ = write!(desc, ",{}", self.vfp.len());
        for (i, v) in &self.vfp {
            let _ = write!(desc, ",{i},{v:#x}");
        }
        desc.push('\n');
    }
}

/// The assembly text of one program of `cases`.
pub fn program(title: &str, cases: &[V7Case]) -> String {
    let mut code = String::new();
    let mut desc = String::new();
    for (i, c) in cases.iter().enumerate() {
        c.emit(i, &mut code, &mut desc);
    }
    format!(
        "@ {title}: generated by tools/isagen --v7, do not edit (see tests/isa_v7/README.md)\n\
         .syntax unified\n.text\n.global cases\n{code}.data\n.balign 4\ncases:\n{desc}.word 0\n"
    )
}

/// A random effective address in the scratch area, aligned to `align`, `len` bytes long.
pub fn scratch_addr(rng: &mut Rng, len: u32, align: u32) -> u32 {
    let slots = (SCRATCH_LEN - len) / align + 1;
    SCRATCH + rng.below(slots) * align
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptor_has_fpscr_and_the_three_override_lists() {
        let mut rng = Rng::new(1);
        let mut c = V7Case::new(true, &mut rng);
        c.fpscr = 0x0340_0000;
        c.reg(3, 7);
        c.mem.push((8, 0x55));
        c.double(17, 0x7ff0_0000_0000_0001);
        c.body.push("adds r0, #1".into());
        let (mut code, mut desc) = (String::new(), String::new());
        c.emit(4, &mut code, &mut desc);
        assert!(code.contains(".thumb\nc4: @ case 4\n\tadds r0, #1\n\t.p2align 2\n\tbx pc"));
        let f: Vec<&str> = desc
            .trim()
            .trim_start_matches(".word ")
            .split(',')
            .collect();
        assert_eq!(f[0], "c4+1");
        assert_eq!(
            &f[3..],
            [
                "0xd3",
                "0x3400000",
                "0x8",
                "0x7",
                "1",
                "0x8",
                "0x55",
                "2",
                "34",
                "0x1",
                "35",
                "0x7ff00000"
            ]
        );
        assert_eq!(c.flags & !0xf80f_0000, 0, "NZCVQ and GE only");
    }
}

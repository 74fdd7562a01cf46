//! Instructions of static blocks: addresses, encodings, disassembly (the `isa` crate's), and the control-flow
//! class of a block's last instruction (call, return, jump) used by call-stack reconstruction.

use isa::arch::Profile;
use isa::insn::Insn;
use tracefmt::{thumb_insn, unwrap_thumb, StaticBlock, ThumbInsn};

/// One instruction of a block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InsnLine {
    /// Address.
    pub addr: u32,
    /// Encoding as the original tools print it (`%08x`, or `    %04x` / `%04x %04x` for Thumb).
    pub enc: String,
    /// Disassembly.
    pub text: String,
}

/// Address of instruction `i` of a block (`i = num_insns()`: the address after it).
pub fn insn_addr(b: &StaticBlock<'_>, i: usize) -> u32 {
    b.insn_addr(i)
}

/// Decodes a stored Thumb instruction. A 32-bit one is Thumb-2 (ARMv7). A 16-bit one
/// decodes the same on both CPUs wherever both define it, except the ARMv5 BL/BLX
/// halves (0xE800-0xFFFF), which on ARMv7 only ever appear as 32-bit instructions;
/// the encodings ARMv6-v7 added (CBZ, IT, ...) are undefined on the ARM926, so they
/// never complete in its traces.
pub fn decode_thumb_stored(w: u32) -> Insn {
    match thumb_insn(w) {
        ThumbInsn::Wide(hw1, hw2) => {
            isa::decode::decode_thumb_on(Profile::ARMV7A, hw1, hw2, false).0
        }
        ThumbInsn::Half(hw) if hw >= 0xE800 => isa::decode::decode_thumb(hw),
        ThumbInsn::Half(hw) => isa::decode::decode_thumb_on(Profile::ARMV7A, hw, 0, false).0,
    }
}

/// The guest disassembler (the `isa` crate's, driven by the decode tables).
#[derive(Debug, Clone, Copy, Default)]
pub struct Disasm;

impl Disasm {
    /// The disassembler.
    pub fn new() -> Disasm {
        Disasm
    }

    /// The disassembly of one instruction: a 4-byte ARM word, or a Thumb halfword in the low 16
    /// bits of `encoding`.
    pub fn insn(&self, thumb: bool, encoding: u32, addr: u32) -> String {
        if thumb {
            isa::disasm::thumb(encoding as u16, addr).to_string()
        } else {
            isa::disasm::arm(encoding, addr).to_string()
        }
    }

    /// The disassembly of a Thumb BL/BLX pair (`first`, the prefix, at `addr`), or `None` when
    /// the halfwords are not such a pair.
    pub fn thumb_bl_pair(&self, first: u16, second: u16, addr: u32) -> Option<String> {
        isa::disasm::thumb_pair(first, second, addr).map(|t| t.to_string())
    }

    /// Whether a Thumb halfword is the first half of a BL/BLX pair.
    pub fn is_thumb_bl_prefix(hw: u16) -> bool {
        isa::disasm::is_thumb_bl_prefix(hw)
    }

    /// Every instruction of a block.
    pub fn block(&self, b: &StaticBlock<'_>) -> Vec<InsnLine> {
        let n = b.num_insns();
        let mut out = Vec::with_capacity(n);
        if !b.is_thumb() {
            for (i, w) in b.words().enumerate() {
                let addr = insn_addr(b, i);
                out.push(InsnLine {
                    addr,
                    enc: format!("{w:08x}"),
                    text: self.insn(false, w, addr),
                });
            }
            return out;
        }
        if b.words()
            .any(|w| matches!(thumb_insn(w), ThumbInsn::Wide(..)))
        {
            return self.thumb2_block(b);
        }
        let hws: Vec<u16> = b.words().map(unwrap_thumb).collect();
        let mut i = 0;
        while i < hws.len() {
            let addr = insn_addr(b, i);
            let hw = hws[i];
            let pair = hws
                .get(i + 1)
                .and_then(|&s| self.thumb_bl_pair(hw, s, addr).map(|t| (s, t)));
            if let Some((s, text)) = pair {
                out.push(InsnLine {
                    addr,
                    enc: format!("{hw:04x} {s:04x}"),
                    text,
                });
                out.push(InsnLine {
                    addr: addr + 2,
                    enc: format!("     {s:04x}"),
                    text: "(second half of bl/blx)".into(),
                });
                i += 2;
                continue;
            }
            out.push(InsnLine {
                addr,
                enc: format!("    {hw:04x}"),
                text: self.insn(true, u32::from(hw), addr),
            });
            i += 1;
        }
        out
    }

    /// Every instruction of a Thumb block of an ARMv7 trace (16- and 32-bit ones).
    fn thumb2_block(&self, b: &StaticBlock<'_>) -> Vec<InsnLine> {
        b.words()
            .enumerate()
            .map(|(i, w)| {
                let addr = insn_addr(b, i);
                let (hw1, hw2, enc) = match thumb_insn(w) {
                    ThumbInsn::Wide(h1, h2) => (h1, h2, format!("{h1:04x} {h2:04x}")),
                    ThumbInsn::Half(h) => (h, 0, format!("    {h:04x}")),
                };
                let (text, _) = isa::disasm::thumb_on(Profile::ARMV7A, hw1, hw2, addr);
                InsnLine {
                    addr,
                    enc,
                    text: text.to_string(),
                }
            })
            .collect()
    }
}

pub use isa::flow::Flow;

/// Classifies the last of the first `n` instructions of a block (with the table's
/// classification, [`isa::flow::classify`]).
pub fn last_flow(b: &StaticBlock<'_>, n: usize) -> Flow {
    if n == 0 {
        return Flow::Other;
    }
    let decode = |i: usize| {
        let w = b.word(i)?;
        Some(if b.is_thumb() {
            decode_thumb_stored(w)
        } else {
            isa::decode::decode_arm(w)
        })
    };
    let Some(last) = decode(n - 1) else {
        return Flow::Other;
    };
    let prev = if n >= 2 { decode(n - 2) } else { None };
    isa::flow::classify(&last, prev.as_ref())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn disassembles_both_modes() {
        let d = Disasm::new();
        assert_eq!(d.insn(false, 0xe3a0_0001, 0), "mov r0, #1");
        assert_eq!(d.insn(true, 0x4770, 0), "bx lr");
        assert_eq!(
            d.thumb_bl_pair(0xf000, 0xf802, 0x100).as_deref(),
            Some("bl 0x108")
        );
    }

    /// A Thumb block of an ARMv7 trace: 16- and 32-bit instructions, ending in a
    /// Thumb-2 BL whose first halfword makes its stored word look wrapped.
    #[test]
    fn thumb2_blocks_have_their_addresses_text_and_flow() {
        let words = [
            0x0000_b500,                              // push {lr}
            tracefmt::encode_thumb32(0xf240, 0x0001), // movw r0, #1
            0x0000_2800,                              // cmp r0, #0
            tracefmt::encode_thumb32(0xf7ff, 0xfff0), // bl (backwards)
        ];
        let mut bytes = Vec::new();
        tracefmt::static_bb::put_static(&mut bytes, 1, 0x8001, &words);
        let b = tracefmt::static_bb::StaticIter::new(&bytes, 0, "test")
            .next()
            .unwrap()
            .unwrap();
        assert_eq!(
            (0..=4).map(|i| insn_addr(&b, i)).collect::<Vec<_>>(),
            [0x8000, 0x8002, 0x8006, 0x8008, 0x800c]
        );
        let lines = Disasm::new().block(&b);
        let text: Vec<(&str, &str)> = lines
            .iter()
            .map(|l| (l.enc.as_str(), l.text.as_str()))
            .collect();
        assert_eq!(text[1], ("f240 0001", "movw r0, #1"));
        assert_eq!(text[3].0, "f7ff fff0");
        assert!(text[3].1.starts_with("bl "), "{:?}", text[3]);
        assert_eq!(last_flow(&b, 4), Flow::Call);
        assert_eq!(last_flow(&b, 3), Flow::Other);
    }
}

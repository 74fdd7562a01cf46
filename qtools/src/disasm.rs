//! Instructions of static blocks: addresses, encodings, disassembly (the `isa` crate's), and the control-flow
//! class of a block's last instruction (call, return, jump) used by call-stack reconstruction.

use tracefmt::{unwrap_thumb, StaticBlock};

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

/// Address of instruction `i` of a block.
pub fn insn_addr(b: &StaticBlock<'_>, i: usize) -> u32 {
    let size = if b.is_thumb() { 2 } else { 4 };
    b.addr().wrapping_add(size * i as u32)
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
            isa::decode::decode_thumb(unwrap_thumb(w))
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
}

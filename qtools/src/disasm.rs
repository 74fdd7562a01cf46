//! Instructions of static blocks: addresses, encodings, capstone disassembly, and the control-flow
//! class of a block's last instruction (call, return, jump) used by call-stack reconstruction.

use capstone::arch::arm::ArchMode;
use capstone::arch::BuildsCapstone;
use capstone::Capstone;
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

/// A capstone disassembler for ARM and Thumb.
pub struct Disasm {
    arm: Option<Capstone>,
    thumb: Option<Capstone>,
}

impl std::fmt::Debug for Disasm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Disasm")
    }
}

impl Default for Disasm {
    fn default() -> Self {
        Disasm::new()
    }
}

impl Disasm {
    /// Both modes; a capstone that fails to start gives `(no disassembler)` texts.
    pub fn new() -> Disasm {
        let mk = |mode| Capstone::new().arm().mode(mode).build().ok();
        Disasm {
            arm: mk(ArchMode::Arm),
            thumb: mk(ArchMode::Thumb),
        }
    }

    /// The disassembly of one instruction: a 4-byte ARM word, or a Thumb halfword in the low 16
    /// bits of `encoding`.
    pub fn insn(&self, thumb: bool, encoding: u32, addr: u32) -> String {
        if thumb {
            self.one(true, &(encoding as u16).to_le_bytes(), addr)
        } else {
            self.one(false, &encoding.to_le_bytes(), addr)
        }
    }

    /// The disassembly of a Thumb BL/BLX pair (`first`, the prefix, at `addr`), or `None` when
    /// the halfwords are not such a pair.
    pub fn thumb_bl_pair(&self, first: u16, second: u16, addr: u32) -> Option<String> {
        if !is_bl_prefix(first) || !is_bl_suffix(second) {
            return None;
        }
        let mut bytes = first.to_le_bytes().to_vec();
        bytes.extend_from_slice(&second.to_le_bytes());
        Some(self.one(true, &bytes, addr))
    }

    /// Whether a Thumb halfword is the first half of a BL/BLX pair.
    pub fn is_thumb_bl_prefix(hw: u16) -> bool {
        is_bl_prefix(hw)
    }

    fn one(&self, thumb: bool, bytes: &[u8], addr: u32) -> String {
        let cs = if thumb { &self.thumb } else { &self.arm };
        let Some(cs) = cs else {
            return "(no disassembler)".into();
        };
        match cs.disasm_count(bytes, u64::from(addr), 1) {
            Ok(insns) => match insns.iter().next() {
                Some(i) => {
                    let m = i.mnemonic().unwrap_or("?");
                    match i.op_str() {
                        Some(o) if !o.is_empty() => format!("{m} {o}"),
                        _ => m.to_string(),
                    }
                }
                None => "(undefined)".into(),
            },
            Err(_) => "(undefined)".into(),
        }
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
                    text: self.one(false, &w.to_le_bytes(), addr),
                });
            }
            return out;
        }
        let hws: Vec<u16> = b.words().map(unwrap_thumb).collect();
        let mut i = 0;
        while i < hws.len() {
            let addr = insn_addr(b, i);
            let hw = hws[i];
            if is_bl_prefix(hw) && hws.get(i + 1).is_some_and(|&s| is_bl_suffix(s)) {
                let s = hws[i + 1];
                let mut bytes = hw.to_le_bytes().to_vec();
                bytes.extend_from_slice(&s.to_le_bytes());
                out.push(InsnLine {
                    addr,
                    enc: format!("{hw:04x} {s:04x}"),
                    text: self.one(true, &bytes, addr),
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
                text: self.one(true, &hw.to_le_bytes(), addr),
            });
            i += 1;
        }
        out
    }
}

fn is_bl_prefix(hw: u16) -> bool {
    hw & 0xf800 == 0xf000
}

fn is_bl_suffix(hw: u16) -> bool {
    hw & 0xe800 == 0xe800
}

/// How control left a block, from its last executed instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    /// A call: BL, BLX, or `mov lr, pc` before a jump.
    Call,
    /// A return: `bx lr`, `mov pc, lr`, `ldm sp!, {..pc}`, `pop {pc}`, `ldr pc, [sp], #4`.
    Return,
    /// A direct or indirect jump that is neither.
    Jump,
    /// Anything else (fall-through, SWI, an exception).
    Other,
}

/// Classifies the last of the first `n` instructions of a block.
pub fn last_flow(b: &StaticBlock<'_>, n: usize) -> Flow {
    if n == 0 {
        return Flow::Other;
    }
    let Some(w) = b.word(n - 1) else {
        return Flow::Other;
    };
    if b.is_thumb() {
        let prev = if n >= 2 {
            b.word(n - 2).map(unwrap_thumb)
        } else {
            None
        };
        return thumb_flow(unwrap_thumb(w), prev);
    }
    let prev = if n >= 2 { b.word(n - 2) } else { None };
    arm_flow(w, prev)
}

fn arm_flow(w: u32, prev: Option<u32>) -> Flow {
    let cond = w >> 28;
    if cond == 0xf {
        return if w & 0x0e00_0000 == 0x0a00_0000 {
            Flow::Call
        } else {
            Flow::Other
        };
    }
    if w & 0x0f00_0000 == 0x0b00_0000 || w & 0x0fff_fff0 == 0x012f_ff30 {
        return Flow::Call;
    }
    let writes_pc = if w & 0x0fff_fff0 == 0x012f_ff10 {
        return if w & 0xf == 14 {
            Flow::Return
        } else {
            Flow::Jump
        };
    } else if w & 0x0f00_0000 == 0x0a00_0000 {
        return Flow::Jump;
    } else if w & 0x0e10_8000 == 0x0810_8000 || w & 0x0c50_f000 == 0x0410_f000 {
        // LDM with pc in the list, or LDR pc: a return when it loads from the stack.
        Some((w >> 16) & 0xf == 13)
    } else if w & 0x0c00_f000 == 0x0000_f000 && w & 0x0190_0000 != 0x0100_0000 {
        // Data processing with Rd = pc: `mov pc, lr`, `subs pc, lr, #4`.
        let rn = (w >> 16) & 0xf;
        let rm = w & 0xf;
        let imm = w & 0x0200_0000 != 0;
        Some(rn == 14 || (!imm && rm == 14))
    } else {
        None
    };
    match writes_pc {
        Some(true) => Flow::Return,
        Some(false) if prev == Some(0xe1a0_e00f) => Flow::Call,
        Some(false) => Flow::Jump,
        None => Flow::Other,
    }
}

fn thumb_flow(hw: u16, prev: Option<u16>) -> Flow {
    if is_bl_suffix(hw) && prev.is_some_and(is_bl_prefix) {
        return Flow::Call;
    }
    match hw {
        _ if hw & 0xff87 == 0x4780 => Flow::Call,
        _ if hw & 0xff87 == 0x4700 => {
            if (hw >> 3) & 0xf == 14 {
                Flow::Return
            } else {
                Flow::Jump
            }
        }
        _ if hw & 0xff00 == 0xbd00 => Flow::Return,
        _ if hw & 0xff87 == 0x4687 => {
            if (hw >> 3) & 0xf == 14 {
                Flow::Return
            } else {
                Flow::Jump
            }
        }
        _ if hw & 0xf000 == 0xd000 && hw & 0x0f00 != 0x0f00 => Flow::Jump,
        _ if hw & 0xf800 == 0xe000 => Flow::Jump,
        _ => Flow::Other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arm_flows() {
        assert_eq!(arm_flow(0xeb00_0010, None), Flow::Call); // bl
        assert_eq!(arm_flow(0xfa00_0010, None), Flow::Call); // blx imm
        assert_eq!(arm_flow(0xe12f_ff33, None), Flow::Call); // blx r3
        assert_eq!(arm_flow(0xe12f_ff1e, None), Flow::Return); // bx lr
        assert_eq!(arm_flow(0xe12f_ff13, None), Flow::Jump); // bx r3
        assert_eq!(arm_flow(0xe8bd_8010, None), Flow::Return); // pop {r4, pc}
        assert_eq!(arm_flow(0xe49d_f004, None), Flow::Return); // ldr pc, [sp], #4
        assert_eq!(arm_flow(0xe1a0_f00e, None), Flow::Return); // mov pc, lr
        assert_eq!(arm_flow(0xe25e_f004, None), Flow::Return); // subs pc, lr, #4
        assert_eq!(arm_flow(0xe593_f000, Some(0xe1a0_e00f)), Flow::Call); // mov lr,pc; ldr pc,[r3]
        assert_eq!(arm_flow(0xea00_0000, None), Flow::Jump); // b
        assert_eq!(arm_flow(0xe3a0_0001, None), Flow::Other); // mov r0, #1
        assert_eq!(arm_flow(0xef00_0000, None), Flow::Other); // svc 0
    }

    #[test]
    fn thumb_flows() {
        assert_eq!(thumb_flow(0xf800, Some(0xf000)), Flow::Call);
        assert_eq!(thumb_flow(0x4770, None), Flow::Return); // bx lr
        assert_eq!(thumb_flow(0xbd10, None), Flow::Return); // pop {r4, pc}
        assert_eq!(thumb_flow(0x4798, None), Flow::Call); // blx r3
        assert_eq!(thumb_flow(0xe7fe, None), Flow::Jump); // b .
        assert_eq!(thumb_flow(0xdf00, None), Flow::Other); // svc 0
        assert_eq!(thumb_flow(0x2001, None), Flow::Other); // movs r0, #1
    }

    #[test]
    fn capstone_disassembles_both_modes() {
        let d = Disasm::new();
        assert_eq!(d.one(false, &0xe3a0_0001u32.to_le_bytes(), 0), "mov r0, #1");
        assert_eq!(d.one(true, &0x4770u16.to_le_bytes(), 0), "bx lr");
    }
}

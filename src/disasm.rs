//! Human-readable disassembly for diagnostics (lockstep and fuzz reports, block dumps,
//! the replay's Tarmac): the guest's from the `isa` crate's table-driven disassembler,
//! the x86-64 host code's from capstone.

use arm::block;
use arm::Core;
use capstone::arch::{self, BuildsCapstone};
use capstone::Capstone;

/// The guest disassembler (the `isa` crate's, driven by the decode tables) for one
/// CPU's instruction set.
#[derive(Debug, Clone, Copy)]
pub struct GuestDisasm {
    profile: isa::Profile,
}

impl Default for GuestDisasm {
    fn default() -> Self {
        GuestDisasm::new()
    }
}

impl GuestDisasm {
    /// The ARM926's (ARMv5TE).
    pub fn new() -> GuestDisasm {
        GuestDisasm::for_profile(isa::Profile::ARMV5TE)
    }

    pub fn for_profile(profile: isa::Profile) -> GuestDisasm {
        GuestDisasm { profile }
    }

    /// The mnemonic and the operands of the word (ARM), halfword (16-bit Thumb) or
    /// `first << 16 | second` halfwords (32-bit Thumb-2) `raw` at
    /// `addr`. Words ARMv5TE does not define read `udf`; this never fails (`Option`
    /// for the callers written against capstone).
    pub fn one(&self, addr: u32, raw: u32, thumb: bool) -> Option<(String, String)> {
        let t = match (thumb, self.profile == isa::Profile::ARMV5TE) {
            (false, true) => isa::disasm::arm(raw, addr),
            (false, false) => isa::disasm::arm_on(self.profile, raw, addr),
            (true, true) => isa::disasm::thumb(raw as u16, addr),
            // A 32-bit Thumb-2 instruction is `first << 16 | second`.
            (true, false) => {
                let (hw1, hw2) = match raw >> 16 {
                    0 => (raw as u16, 0),
                    first => (first as u16, raw as u16),
                };
                isa::disasm::thumb_on(self.profile, hw1, hw2, addr).0
            }
        };
        Some((t.mnemonic, t.operands))
    }
}

/// One line per instruction: address, encoding, disassembly. A Thumb BL/BLX pair reads
/// as the pair on its first half (the second half then says which it belongs to).
pub fn guest_words(words: &[(u32, u32)], thumb: bool) -> Vec<String> {
    let mut out = Vec::with_capacity(words.len());
    for (i, &(addr, raw)) in words.iter().enumerate() {
        if thumb {
            let next = words.get(i + 1).filter(|n| n.0 == addr.wrapping_add(2));
            let pair = next.and_then(|&(_, s)| isa::disasm::thumb_pair(raw as u16, s as u16, addr));
            let text = match pair {
                Some(t) => t.to_string(),
                None => isa::disasm::thumb(raw as u16, addr).to_string(),
            };
            out.push(format!("{addr:08x}:     {raw:04x}  {text}"));
        } else {
            let text = isa::disasm::arm(raw, addr);
            out.push(format!("{addr:08x}: {raw:08x}  {text}"));
        }
    }
    out
}

/// The Cortex-A15's decoding (`guest_lines`).
const A15: isa::Profile = isa::Profile::ARMV7A;

/// One line per instruction of a block (address, encoding, disassembly): the ARM926's
/// as lockstep prints them, or (`armv7`) as the Cortex-A15 decodes them, a 32-bit
/// Thumb instruction being one `hw1 << 16 | hw2` word.
pub fn guest_lines(words: &[(u32, u32)], thumb: bool, armv7: bool) -> Vec<String> {
    if !armv7 {
        return guest_words(words, thumb);
    }
    words
        .iter()
        .map(|&(addr, raw)| {
            if !thumb {
                let text = isa::disasm::arm_on(A15, raw, addr);
                format!("{addr:08x}: {raw:08x}  {text}")
            } else if raw > 0xffff {
                let (text, _) = isa::disasm::thumb_on(A15, (raw >> 16) as u16, raw as u16, addr);
                format!("{addr:08x}: {:04x} {:04x}  {text}", raw >> 16, raw & 0xffff)
            } else {
                let (text, _) = isa::disasm::thumb_on(A15, raw as u16, 0, addr);
                format!("{addr:08x}:      {raw:04x}  {text}")
            }
        })
        .collect()
}

/// Disassembles the block at `pc` (starting in IT state `it`) as the engines discover it on
/// `core`'s CPU (reading memory through the MMU without side effects).
pub fn guest_block(core: &mut Core, pc: u32, thumb: bool, it: u8) -> Vec<String> {
    let size = if thumb {
        arm::AccessSize::Half
    } else {
        arm::AccessSize::Word
    };
    let mmu = core.mmu.clone();
    let ram = &core.ram;
    let mut fetch = |addr: u32| {
        let pa = mmu.probe(ram, addr).ok()?;
        match size {
            arm::AccessSize::Half => ram.read16(pa).map(u32::from),
            _ => ram.read32(pa),
        }
    };
    let profile = core.model.profile;
    let b = block::discover_on(profile, pc, thumb, it, &mut fetch);
    let words: Vec<(u32, u32)> = b.insns.iter().map(|i| (i.addr, i.raw)).collect();
    guest_lines(&words, thumb, profile != isa::Profile::ARMV5TE)
}

/// Disassembles x86-64 host code.
pub fn host(code: &[u8]) -> Vec<String> {
    let Ok(cs) = Capstone::new()
        .x86()
        .mode(arch::x86::ArchMode::Mode64)
        .build()
    else {
        return vec!["(capstone unavailable)".into()];
    };
    let lines = match cs.disasm_all(code, 0) {
        Ok(insns) => insns
            .iter()
            .map(|i| {
                format!(
                    "{:4x}: {} {}",
                    i.address(),
                    i.mnemonic().unwrap_or("?"),
                    i.op_str().unwrap_or("")
                )
            })
            .collect(),
        Err(e) => vec![format!("(disassembly failed: {e})")],
    };
    lines
}

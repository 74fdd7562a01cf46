//! Human-readable disassembly for diagnostics (lockstep reports, block dumps), by
//! capstone: ARM/Thumb guest code and x86-64 host code.

use arm::block;
use arm::Core;
use capstone::arch::{self, BuildsCapstone};
use capstone::Capstone;

fn guest_cs(thumb: bool) -> Option<Capstone> {
    let mode = if thumb {
        arch::arm::ArchMode::Thumb
    } else {
        arch::arm::ArchMode::Arm
    };
    Capstone::new().arm().mode(mode).build().ok()
}

/// A guest disassembler for many instructions (one capstone handle per state).
pub struct GuestDisasm {
    arm: Option<Capstone>,
    thumb: Option<Capstone>,
}

impl std::fmt::Debug for GuestDisasm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("GuestDisasm")
    }
}

impl Default for GuestDisasm {
    fn default() -> Self {
        Self::new()
    }
}

impl GuestDisasm {
    pub fn new() -> GuestDisasm {
        GuestDisasm {
            arm: guest_cs(false),
            thumb: guest_cs(true),
        }
    }

    /// The mnemonic and the operands of the word (ARM) or halfword (Thumb) `raw` at
    /// `addr`; `None` when capstone does not decode it.
    pub fn one(&self, addr: u32, raw: u32, thumb: bool) -> Option<(String, String)> {
        let (cs, bytes) = if thumb {
            (self.thumb.as_ref()?, (raw as u16).to_le_bytes().to_vec())
        } else {
            (self.arm.as_ref()?, raw.to_le_bytes().to_vec())
        };
        let insns = cs.disasm_count(&bytes, u64::from(addr), 1).ok()?;
        let i = insns.iter().next()?;
        Some((
            i.mnemonic().unwrap_or("?").to_string(),
            i.op_str().unwrap_or("").to_string(),
        ))
    }
}

/// One line per instruction: address, encoding, disassembly.
pub fn guest_words(words: &[(u32, u32)], thumb: bool) -> Vec<String> {
    let cs = GuestDisasm::new();
    words
        .iter()
        .map(|&(addr, raw)| {
            let text = cs
                .one(addr, raw, thumb)
                .map(|(m, o)| format!("{m} {o}"))
                .unwrap_or_else(|| "(undefined)".to_string());
            if thumb {
                format!("{addr:08x}:     {raw:04x}  {text}")
            } else {
                format!("{addr:08x}: {raw:08x}  {text}")
            }
        })
        .collect()
}

/// Disassembles the block at `pc` as the engines discover it (reading memory through
/// the MMU without side effects).
pub fn guest_block(core: &mut Core, pc: u32, thumb: bool) -> Vec<String> {
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
    let b = block::discover(pc, thumb, &mut fetch);
    let words: Vec<(u32, u32)> = b.insns.iter().map(|i| (i.addr, i.raw)).collect();
    guest_words(&words, thumb)
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

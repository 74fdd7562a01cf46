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

/// One line per instruction: address, encoding, disassembly.
pub fn guest_words(words: &[(u32, u32)], thumb: bool) -> Vec<String> {
    let cs = guest_cs(thumb);
    words
        .iter()
        .map(|&(addr, raw)| {
            let bytes: Vec<u8> = if thumb {
                (raw as u16).to_le_bytes().to_vec()
            } else {
                raw.to_le_bytes().to_vec()
            };
            let text = cs
                .as_ref()
                .and_then(|cs| cs.disasm_count(&bytes, u64::from(addr), 1).ok())
                .and_then(|insns| {
                    insns.iter().next().map(|i| {
                        format!(
                            "{} {}",
                            i.mnemonic().unwrap_or("?"),
                            i.op_str().unwrap_or("")
                        )
                    })
                })
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

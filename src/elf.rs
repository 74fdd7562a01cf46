//! Loading an ARM ELF32 little-endian executable into guest RAM: every PT_LOAD
//! segment is copied to its physical address (the rest of its memory size zeroed,
//! for .bss) and the entry point is returned. Parsing is done by the `object` crate.

use object::elf::{FileHeader32, EM_ARM, PT_LOAD};
use object::read::elf::{FileHeader, ProgramHeader};
use object::LittleEndian;

/// Why an ELF file could not be loaded.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ElfError {
    #[error("not an ELF file")]
    NotElf,
    #[error("not an ARM 32-bit little-endian ELF executable ({0})")]
    WrongKind(&'static str),
    #[error("ELF file is truncated or malformed: {0}")]
    Truncated(String),
    #[error("segment at {addr:#010x} (+{len:#x} bytes) lies outside the {ram:#x} bytes of RAM")]
    OutsideRam { addr: u32, len: u32, ram: u32 },
}

/// Loads `data` (an ELF image) into `ram`; returns the entry point.
pub fn load_elf(data: &[u8], ram: &mut arm::Ram) -> Result<u32, ElfError> {
    if data.len() < 4 || &data[..4] != b"\x7fELF" {
        return Err(ElfError::NotElf);
    }
    if data.len() < 6 {
        return Err(ElfError::Truncated("no identification".into()));
    }
    if data[4] != object::elf::ELFCLASS32 {
        return Err(ElfError::WrongKind("not 32-bit"));
    }
    if data[5] != object::elf::ELFDATA2LSB {
        return Err(ElfError::WrongKind("not little-endian"));
    }
    let header = FileHeader32::<LittleEndian>::parse(data)
        .map_err(|e| ElfError::Truncated(e.to_string()))?;
    let e = LittleEndian;
    if header.e_machine(e) != EM_ARM {
        return Err(ElfError::WrongKind("machine is not ARM"));
    }
    let segments = header
        .program_headers(e, data)
        .map_err(|e| ElfError::Truncated(e.to_string()))?;
    for ph in segments {
        if ph.p_type(e) != PT_LOAD {
            continue;
        }
        let addr = ph.p_paddr(e);
        let mem_len = ph.p_memsz(e);
        let bytes = ph
            .data(e, data)
            .map_err(|()| ElfError::Truncated(format!("segment at {addr:#010x}")))?;
        if bytes.len() as u64 > mem_len as u64 || !ram.contains(addr, mem_len) {
            return Err(ElfError::OutsideRam {
                addr,
                len: mem_len,
                ram: ram.size(),
            });
        }
        ram.load(addr, bytes);
        let zero_from = addr + bytes.len() as u32;
        if let Some(bss) = ram.slice_mut(zero_from, (mem_len as usize) - bytes.len()) {
            bss.fill(0);
        }
    }
    Ok(header.e_entry(e))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A minimal ELF32 image: header, one PT_LOAD program header, then `payload`.
    fn image(machine: u16, paddr: u32, memsz: u32, payload: &[u8]) -> Vec<u8> {
        let mut d = vec![0u8; 52 + 32];
        d[..4].copy_from_slice(b"\x7fELF");
        d[4] = 1; // ELFCLASS32
        d[5] = 1; // little-endian
        d[6] = 1; // version
        d[16..18].copy_from_slice(&2u16.to_le_bytes()); // ET_EXEC
        d[18..20].copy_from_slice(&machine.to_le_bytes());
        d[20..24].copy_from_slice(&1u32.to_le_bytes());
        d[24..28].copy_from_slice(&(paddr + 4).to_le_bytes()); // entry
        d[28..32].copy_from_slice(&52u32.to_le_bytes()); // phoff
        d[40..42].copy_from_slice(&52u16.to_le_bytes()); // ehsize
        d[42..44].copy_from_slice(&32u16.to_le_bytes()); // phentsize
        d[44..46].copy_from_slice(&1u16.to_le_bytes()); // phnum
        let ph = &mut d[52..84];
        ph[0..4].copy_from_slice(&PT_LOAD.to_le_bytes());
        ph[4..8].copy_from_slice(&84u32.to_le_bytes()); // offset
        ph[8..12].copy_from_slice(&paddr.to_le_bytes());
        ph[12..16].copy_from_slice(&paddr.to_le_bytes());
        ph[16..20].copy_from_slice(&(payload.len() as u32).to_le_bytes());
        ph[20..24].copy_from_slice(&memsz.to_le_bytes());
        d.extend_from_slice(payload);
        d
    }

    fn ram() -> arm::Ram {
        arm::Ram::new(0x10000).unwrap()
    }

    #[test]
    fn loads_segment_zero_fills_bss_returns_entry() {
        let mut r = ram();
        r.write32(0x1004, 0xdead_beef);
        let entry = load_elf(&image(EM_ARM, 0x1000, 8, &[1, 2, 3, 4]), &mut r).unwrap();
        assert_eq!(entry, 0x1004);
        assert_eq!(r.read32(0x1000), Some(0x0403_0201));
        assert_eq!(r.read32(0x1004), Some(0));
    }

    #[test]
    fn rejects_non_elf() {
        assert_eq!(load_elf(b"hello world", &mut ram()), Err(ElfError::NotElf));
        assert_eq!(load_elf(b"", &mut ram()), Err(ElfError::NotElf));
    }

    #[test]
    fn rejects_wrong_machine_class_and_endianness() {
        let good = image(EM_ARM, 0x1000, 4, &[0; 4]);
        let mut x86 = image(object::elf::EM_386, 0x1000, 4, &[0; 4]);
        assert!(matches!(
            load_elf(&x86, &mut ram()),
            Err(ElfError::WrongKind(_))
        ));
        x86 = good.clone();
        x86[4] = 2;
        assert_eq!(
            load_elf(&x86, &mut ram()),
            Err(ElfError::WrongKind("not 32-bit"))
        );
        let mut be = good;
        be[5] = 2;
        assert_eq!(
            load_elf(&be, &mut ram()),
            Err(ElfError::WrongKind("not little-endian"))
        );
    }

    #[test]
    fn rejects_segment_outside_ram() {
        let e = load_elf(&image(EM_ARM, 0xfffc, 8, &[0; 4]), &mut ram()).unwrap_err();
        assert!(matches!(e, ElfError::OutsideRam { addr: 0xfffc, .. }));
        let e = load_elf(&image(EM_ARM, 0x1000, 2, &[0; 4]), &mut ram()).unwrap_err();
        assert!(matches!(e, ElfError::OutsideRam { .. }));
    }

    #[test]
    fn rejects_truncated_files() {
        let full = image(EM_ARM, 0x1000, 16, &[7; 16]);
        for cut in [5, 30, 60, full.len() - 4] {
            let e = load_elf(&full[..cut], &mut ram()).unwrap_err();
            assert!(matches!(e, ElfError::Truncated(_)), "cut {cut}: {e:?}");
        }
        let e = load_elf(&full[..full.len() - 4], &mut ram()).unwrap_err();
        assert!(e.to_string().starts_with("ELF file is truncated"));
    }
}

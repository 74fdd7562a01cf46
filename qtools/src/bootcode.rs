//! Code that runs before the MMU maps anything, found by content: the zImage decompressor (linked
//! at 0, run where it was loaded and again where it relocated itself) and the kernel's head at its
//! physical address. A block executed at a low address by a thread with no mapped region is looked
//! up among the instruction words of the boot files (vmlinux, the decompressor's ELF, or a zImage
//! itself); a match of all its words names it with that file's symbols.
//!
//! A zImage (Debian's stock `vmlinuz`: no decompressor ELF, no symbols) is read as one section
//! linked at 0, its code the bytes before its compressed kernel, and named as one function,
//! [`ZIMAGE_DECOMPRESSOR`], whose offsets are the zImage's ([`zimage_symbols`]).
//!
//! A stock kernel has no `vmlinux` to find its head in: a trace's `kallsyms` given as a boot file
//! names every block at a physical address of the kernel's text by its link address
//! ([`crate::kallsyms::PhysMap`]), without looking at words. Put it after the zImage, whose code
//! runs at addresses the kernel's image covers once decompressed.

use std::path::Path;

use object::{Object, ObjectSection, SectionKind};

use crate::fasthash::FastMap;

/// The kernel's `PAGE_OFFSET - PHYS_OFFSET` on the Versatile PB (3G/1G split, RAM at 0): the first
/// guess of where the kernel's head runs before the MMU is on.
pub const KERNEL_PHYS_DELTA: u32 = 0xc000_0000;

/// Blocks shorter than this are named only at an offset already seen (they match too often).
const MIN_UNIQUE_WORDS: usize = 3;

/// The name of a zImage's code (its own, before the compressed kernel): the decompressor and the
/// header and EFI stub around it, which the image does not tell apart.
pub const ZIMAGE_DECOMPRESSOR: &str = "zImage decompressor";

/// Where a zImage holds its magic number, and the number (`arch/arm/boot/compressed/head.S`).
const ZIMAGE_MAGIC_OFFSET: usize = 0x24;
const ZIMAGE_MAGIC: u32 = 0x016f_2818;

/// The first bytes of the compressed kernel (`piggy_data`) for each compressor the ARM
/// decompressor takes but LZMA (whose 3-byte header occurs in code): xz, gzip, LZO, LZ4
/// (legacy frame, as `lz4 -l`).
const PAYLOAD_MAGICS: [&[u8]; 4] = [
    b"\xfd7zXZ\x00",
    b"\x1f\x8b\x08\x00",
    b"\x89LZO\x00\r\n\x1a\n",
    b"\x02\x21\x4c\x18",
];

/// Whether `data` is a zImage.
pub fn is_zimage(data: &[u8]) -> bool {
    data.get(ZIMAGE_MAGIC_OFFSET..ZIMAGE_MAGIC_OFFSET + 4)
        .is_some_and(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) == ZIMAGE_MAGIC)
}

/// The length of a zImage's code: up to its compressed kernel (the first of
/// [`PAYLOAD_MAGICS`] after the header that starts a stream, see [`starts_stream`]),
/// word-aligned down; the whole image when none is found (an LZMA kernel).
pub fn zimage_code_len(data: &[u8]) -> usize {
    let from = ZIMAGE_MAGIC_OFFSET + 4;
    let end = PAYLOAD_MAGICS
        .iter()
        .filter_map(|m| {
            data.get(from..)?
                .windows(m.len())
                .enumerate()
                .find(|&(p, w)| w == *m && starts_stream(&data[from + p..]))
                .map(|(p, _)| from + p)
        })
        .min()
        .unwrap_or(data.len());
    end & !3
}

/// Whether the magic at the start of `data` begins a stream: an xz stream header's stream
/// flags (a zero byte, then the check type in the low 4 bits) must carry their CRC32,
/// little-endian, after them (the XZ file format, 2.1.1), which the decompressor's own
/// rodata, holding the magic to compare with, does not (Debian's armmp `vmlinuz` has one
/// at 0xd928, its stream at 0xe6a5). The other formats' magics are taken as they are.
fn starts_stream(data: &[u8]) -> bool {
    let xz = PAYLOAD_MAGICS[0];
    if !data.starts_with(xz) {
        return true;
    }
    let n = xz.len();
    let Some(header) = data.get(n..n + 6) else {
        return false;
    };
    let (flags, crc) = header.split_at(2);
    flags[0] == 0
        && flags[1] & 0xf0 == 0
        && crc32(flags).to_le_bytes() == [crc[0], crc[1], crc[2], crc[3]]
}

/// The CRC32 of `bytes` (IEEE 802.3, reflected polynomial 0xedb88320, as xz and zlib).
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xedb8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

/// The symbols of a zImage with code `code_len` bytes long: [`ZIMAGE_DECOMPRESSOR`] over all of
/// it, so that a block's offset in the function is its offset in the zImage.
pub fn zimage_symbols(code_len: usize) -> crate::symbols::SymbolTable {
    crate::symbols::SymbolTable::from_symbols(vec![crate::symbols::Symbol {
        addr: 0,
        size: code_len as u32,
        name: ZIMAGE_DECOMPRESSOR.to_string(),
    }])
}

/// Whether `path` is a trace's `kallsyms` (the kernel's symbols, which name its head at its
/// physical addresses: see [`crate::kallsyms::PhysMap`]).
pub fn is_kallsyms(path: &Path) -> bool {
    path.file_name()
        .is_some_and(|n| n == crate::kallsyms::KALLSYMS_FILE)
}

/// The trace's `kallsyms` at `path` as a map of the kernel's physical addresses, RAM's start
/// from the recipe beside it ([`crate::machine::ram_base`]).
fn kallsyms_map(path: &Path) -> Result<crate::kallsyms::PhysMap, String> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let k = crate::kallsyms::Kallsyms::load(dir)
        .ok_or_else(|| format!("{}: cannot be read", path.display()))?;
    let ram = crate::machine::ram_base(dir);
    k.phys_map(ram)
        .ok_or_else(|| format!("{}: no kernel text symbols", path.display()))
}

/// The symbol table of the boot file `path`: a zImage's from [`zimage_symbols`], a trace's
/// `kallsyms`' kernel symbols with its head's ([`crate::kallsyms::KERNEL_HEAD`]), else the
/// ELF file's (kernel symbols included).
pub fn boot_symbols(path: &Path) -> crate::symbols::SymbolTable {
    if is_kallsyms(path) {
        let symbols = kallsyms_map(path).map_or_else(|_| Vec::new(), |m| m.symbols);
        return crate::symbols::SymbolTable::from_symbols(symbols);
    }
    let mut head = [0u8; ZIMAGE_MAGIC_OFFSET + 4];
    let zimage = std::fs::File::open(path)
        .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut head))
        .is_ok()
        && is_zimage(&head);
    if zimage {
        if let Ok(data) = std::fs::read(path) {
            return zimage_symbols(zimage_code_len(&data));
        }
    }
    crate::symbols::SymbolTable::from_elf(path, true)
}

/// The executable words of one boot ELF file and where its code was last found running.
#[derive(Debug, Default, Clone)]
pub struct BootImage {
    /// The model's symbol table of this file.
    pub table: usize,
    /// (link address, words) of each executable section.
    sections: Vec<(u32, Vec<u32>)>,
    /// First word of a position -> (section, word index) of every position holding it.
    index: FastMap<u32, Vec<(u32, u32)>>,
    /// Link address minus run address of the last match (wrapping).
    delta: Option<u32>,
    /// The offset given at load is the only one (the kernel's head: identical code elsewhere,
    /// such as the decompressor's copy of zlib, must not match the kernel).
    fixed: bool,
    /// Without words (a trace's `kallsyms`): the kernel's physical map, where every block
    /// is named at its link address.
    phys: Option<crate::kallsyms::PhysMap>,
}

impl BootImage {
    /// Reads the executable sections of the ELF file `path`, or the code of the zImage `path`
    /// (one section at 0, see [`zimage_code_len`]). With `delta` (link minus run address), code
    /// is looked for at that offset only; without, anywhere (see [`Self::find`]). An error line
    /// when the file cannot be read.
    pub fn load(path: &Path, table: usize, delta: Option<u32>) -> Result<BootImage, String> {
        if is_kallsyms(path) {
            return Ok(BootImage {
                table,
                phys: Some(kallsyms_map(path)?),
                ..BootImage::default()
            });
        }
        let data = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut img = BootImage {
            table,
            delta,
            fixed: delta.is_some(),
            ..BootImage::default()
        };
        if is_zimage(&data) {
            img.add_section(0, &data[..zimage_code_len(&data)]);
            return Ok(img);
        }
        let file = object::File::parse(&*data)
            .map_err(|e| format!("{}: not a readable ELF file: {e}", path.display()))?;
        for s in file.sections() {
            if s.kind() != SectionKind::Text {
                continue;
            }
            let (Ok(bytes), Ok(addr)) = (s.data(), u32::try_from(s.address())) else {
                continue;
            };
            img.add_section(addr, bytes);
        }
        Ok(img)
    }

    /// Adds the code `bytes` linked at `addr` (whole words).
    fn add_section(&mut self, addr: u32, bytes: &[u8]) {
        let words: Vec<u32> = bytes
            .chunks_exact(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        // A fixed offset is the only place looked at: no index.
        if !self.fixed {
            let si = self.sections.len() as u32;
            for (i, &w) in words.iter().enumerate() {
                self.index.entry(w).or_default().push((si, i as u32));
            }
        }
        self.sections.push((addr, words));
    }

    fn matches_at(&self, link: u32, block: &[u32]) -> bool {
        self.sections.iter().any(|(base, words)| {
            let Some(off) = link.checked_sub(*base) else {
                return false;
            };
            let i = (off / 4) as usize;
            off % 4 == 0 && words.get(i..i + block.len()) == Some(block)
        })
    }

    /// Whether this is a trace's `kallsyms`, which names the kernel's text at its physical
    /// addresses by the kernel's symbols.
    pub fn names_kernel_text(&self) -> bool {
        self.phys.is_some()
    }

    /// The link address of the ARM block `block` that ran at `addr`, if this file holds it: at the
    /// last offset seen, or else at the one place where all its words are; for a trace's
    /// `kallsyms`, wherever the kernel's text is at that physical address.
    pub fn find(&mut self, addr: u32, block: &[u32]) -> Option<u32> {
        if block.is_empty() {
            return None;
        }
        if let Some(m) = &self.phys {
            return m.link_of(addr);
        }
        if let Some(d) = self.delta {
            let link = addr.wrapping_add(d);
            if self.matches_at(link, block) {
                return Some(link);
            }
        }
        if self.fixed || block.len() < MIN_UNIQUE_WORDS {
            return None;
        }
        let mut found = None;
        for &(si, i) in self.index.get(&block[0])? {
            let (base, words) = &self.sections[si as usize];
            let i = i as usize;
            if words.get(i..i + block.len()) == Some(block) {
                if found.is_some() {
                    return None; // Ambiguous.
                }
                found = Some(base + 4 * i as u32);
            }
        }
        let link = found?;
        self.delta = Some(link.wrapping_sub(addr));
        Some(link)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn image(words: Vec<u32>, delta: Option<u32>) -> BootImage {
        let mut img = BootImage {
            delta,
            ..BootImage::default()
        };
        for (i, &w) in words.iter().enumerate() {
            img.index.entry(w).or_default().push((0, i as u32));
        }
        img.sections.push((0x1000, words));
        img
    }

    #[test]
    fn unique_blocks_set_the_offset_that_short_ones_use() {
        let mut img = image(vec![1, 2, 3, 4, 5, 1, 2, 9], None);
        // Two words occur twice: not named without an offset.
        assert_eq!(img.find(0x8000, &[1, 2]), None);
        // Three words found once: link 0x1004 ran at 0x8004.
        assert_eq!(img.find(0x8004, &[2, 3, 4]), Some(0x1004));
        // Now the short block resolves at that offset, and a mismatch does not.
        assert_eq!(img.find(0x8014, &[1, 2]), Some(0x1014));
        assert_eq!(img.find(0x8014, &[1, 3]), None);
        // Words past the section's end never match.
        assert_eq!(img.find(0x801c, &[9, 9]), None);
    }

    /// An xz stream header as `xz` writes it (CRC64 check): magic, stream flags 00 04 and
    /// their CRC32 0x46b4d6e6, little-endian.
    const XZ_HEADER: &[u8] = b"\xfd7zXZ\x00\x00\x04\xe6\xd6\xb4\x46";

    /// A zImage of `code` words (magic in place) followed by an xz stream's start and bytes
    /// that repeat the code's words and add others, which must not count.
    fn zimage(code: &[u32]) -> Vec<u8> {
        let mut words = code.to_vec();
        words[ZIMAGE_MAGIC_OFFSET / 4] = ZIMAGE_MAGIC;
        let mut data: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        data.extend_from_slice(XZ_HEADER);
        data.extend(code.iter().flat_map(|w| w.to_le_bytes()));
        data.extend((0..16u32).flat_map(|i| (0xabcd_0000 | i).to_le_bytes()));
        data
    }

    #[test]
    fn a_zimage_is_its_code_up_to_the_compressed_kernel() {
        let code: Vec<u32> = (0..64).map(|i| 0xe1a0_0000 | i).collect();
        let data = zimage(&code);
        assert!(is_zimage(&data));
        assert!(!is_zimage(&data[..0x27]));
        assert_eq!(zimage_code_len(&data), 64 * 4);
        let path = std::env::temp_dir().join(format!("qtools-zimage-{}", std::process::id()));
        std::fs::write(&path, &data).unwrap();
        let mut img = BootImage::load(&path, 5, None).unwrap();
        // Run at 0x40010000 (virt's load address), then relocated to 0x41000000.
        assert_eq!(img.find(0x4001_0040, &code[16..20]), Some(0x40));
        assert_eq!(img.find(0x4100_0080, &code[32..36]), Some(0x80));
        assert_eq!(img.find(0x4100_0084, &code[33..34]), Some(0x84));
        // The compressed bytes are no code: words also found there are found once, in
        // the code, and words found only there are not found.
        assert_eq!(img.find(0x4200_00a0, &code[40..44]), Some(0xa0));
        let payload: Vec<u32> = (0..4).map(|i| 0xabcd_0000 | i).collect();
        assert_eq!(img.find(0x4300_0000, &payload), None);
        let syms = boot_symbols(&path);
        std::fs::remove_file(&path).unwrap();
        assert_eq!(syms.symbols.len(), 1);
        assert_eq!(syms.symbols[0].name, ZIMAGE_DECOMPRESSOR);
        assert_eq!((syms.symbols[0].addr, syms.symbols[0].size), (0, 256));
    }

    #[test]
    fn an_xz_magic_without_its_header_crc_is_not_the_stream() {
        let code: Vec<u32> = (0..64).map(|i| 0xe1a0_0000 | i).collect();
        let mut data = zimage(&code);
        // The decompressor's rodata holds the magic it looks for, followed by other bytes
        // (as at 0xd928 in Debian's armmp vmlinuz): in the code, not the stream.
        data[0x80..0x8c].copy_from_slice(b"\xfd7zXZ\x00\x00\x00XZ d");
        assert_eq!(zimage_code_len(&data), 64 * 4);
        // Right flags, wrong CRC; a check type out of range with its right CRC32
        // (0x5c6e029b of 00 10): neither starts a stream.
        data[0x80..0x8c].copy_from_slice(b"\xfd7zXZ\x00\x00\x04\xe6\xd6\xb4\x47");
        assert_eq!(zimage_code_len(&data), 64 * 4);
        data[0x80..0x8c].copy_from_slice(b"\xfd7zXZ\x00\x00\x10\x9b\x02\x6e\x5c");
        assert_eq!(zimage_code_len(&data), 64 * 4);
        // A whole header there is a stream.
        data[0x80..0x8c].copy_from_slice(XZ_HEADER);
        assert_eq!(zimage_code_len(&data), 0x80);
        // A magic cut off by the image's end is none.
        let mut cut = zimage(&code);
        cut.truncate(64 * 4 + 8);
        assert_eq!(zimage_code_len(&cut), 64 * 4 + 8);
        assert_eq!(crc32(b"123456789"), 0xcbf4_3926, "the CRC-32 check value");
    }

    /// Debian's stock armmp `vmlinuz` (xz): its code ends where its xz stream starts.
    #[test]
    fn the_armhf_guest_zimage_code_ends_at_its_xz_stream() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../guest/out/armhf/vmlinuz");
        let Ok(data) = std::fs::read(&path) else {
            eprintln!("skipped: {} is missing", path.display());
            return;
        };
        assert!(is_zimage(&data));
        let n = zimage_code_len(&data);
        assert!(
            n > 0x1000 && n < data.len() / 4,
            "{n:#x} of {:#x}",
            data.len()
        );
        // The stream starts in the word after the code (it need not be word-aligned), and
        // no whole stream header lies before it.
        let at = n
            + (n..n + 4)
                .position(|p| data[p..].starts_with(b"\xfd7zXZ\x00"))
                .expect("the xz stream starts within the word after the code");
        assert!(starts_stream(&data[at..]), "{at:#x}");
        assert!(
            !(0..n).any(|p| data[p..].starts_with(b"\xfd7zXZ\x00") && starts_stream(&data[p..]))
        );
    }

    #[test]
    fn a_fixed_offset_is_the_only_one() {
        let mut img = image(
            vec![7, 7, 7, 7, 1, 2, 3],
            Some(0x1000u32.wrapping_sub(0x10)),
        );
        img.fixed = true;
        assert_eq!(img.find(0x14, &[7]), Some(0x1004));
        // Found once in the file, but not at the fixed offset.
        assert_eq!(img.find(0x8000, &[1, 2, 3]), None);
    }
}

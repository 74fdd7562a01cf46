//! Code that runs before the MMU maps anything, found by content: the zImage decompressor (linked
//! at 0, run where it was loaded and again where it relocated itself) and the kernel's head at its
//! physical address. A block executed at a low address by a thread with no mapped region is looked
//! up among the instruction words of the boot ELF files (vmlinux, the decompressor's ELF); a match
//! of all its words names it with that file's symbols.

use std::path::Path;

use object::{Object, ObjectSection, SectionKind};

use crate::fasthash::FastMap;

/// The kernel's `PAGE_OFFSET - PHYS_OFFSET` on the Versatile PB (3G/1G split, RAM at 0): the first
/// guess of where the kernel's head runs before the MMU is on.
pub const KERNEL_PHYS_DELTA: u32 = 0xc000_0000;

/// Blocks shorter than this are named only at an offset already seen (they match too often).
const MIN_UNIQUE_WORDS: usize = 3;

/// The executable words of one boot ELF file and where its code was last found running.
#[derive(Debug, Default)]
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
}

impl BootImage {
    /// Reads the executable sections of the ELF file `path`. With `delta` (link minus run
    /// address), code is looked for at that offset only; without, anywhere (see [`Self::find`]).
    /// An error line when the file cannot be read.
    pub fn load(path: &Path, table: usize, delta: Option<u32>) -> Result<BootImage, String> {
        let data = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let file = object::File::parse(&*data)
            .map_err(|e| format!("{}: not a readable ELF file: {e}", path.display()))?;
        let mut img = BootImage {
            table,
            delta,
            fixed: delta.is_some(),
            ..BootImage::default()
        };
        for s in file.sections() {
            if s.kind() != SectionKind::Text {
                continue;
            }
            let (Ok(bytes), Ok(addr)) = (s.data(), u32::try_from(s.address())) else {
                continue;
            };
            let words: Vec<u32> = bytes
                .chunks_exact(4)
                .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                .collect();
            // A fixed offset is the only place looked at: no index.
            if !img.fixed {
                let si = img.sections.len() as u32;
                for (i, &w) in words.iter().enumerate() {
                    img.index.entry(w).or_default().push((si, i as u32));
                }
            }
            img.sections.push((addr, words));
        }
        Ok(img)
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

    /// The link address of the ARM block `block` that ran at `addr`, if this file holds it: at the
    /// last offset seen, or else at the one place where all its words are.
    pub fn find(&mut self, addr: u32, block: &[u32]) -> Option<u32> {
        if block.is_empty() {
            return None;
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

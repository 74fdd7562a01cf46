//! Guest RAM: one anonymous host mapping, starting at a guest physical base address (0
//! on the Versatile PB, 0x40000000 on `virt`).
//!
//! RAM of at least [`HUGE_PAGE`] bytes is a window of a slightly larger mapping that
//! starts at a 2 MiB aligned host address, and the window is advised as transparent
//! huge pages (the host's THP mode is usually `madvise`): translated code's accesses then
//! miss the host's data TLB far less often, and the first touch of each 2 MiB faults once
//! instead of 512 times. Every access is bounds-checked against the window; nothing
//! outside it (the unused rest of the mapping included) can be reached through this type.

use memmap2::MmapMut;

/// The host's huge page size (x86-64, and most AArch64 hosts): the alignment of the RAM
/// window and the smallest RAM that is advised as huge pages.
pub const HUGE_PAGE: usize = 2 << 20;

/// Guest RAM of a fixed size, mapped at physical address [`Ram::base`].
pub struct Ram {
    /// The host mapping: the window, and below and above it at most [`HUGE_PAGE`] bytes
    /// that are never touched (reserved address space, no memory).
    map: MmapMut,
    /// Offset of the window (the first byte of RAM) in `map`.
    start: usize,
    /// Size of the window in bytes.
    size: usize,
    base: u32,
}

impl std::fmt::Debug for Ram {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Ram({:#x} bytes)", self.size)
    }
}

impl Ram {
    /// Maps `size` bytes of zeroed RAM. `size` must be a non-zero multiple of 4 KiB.
    pub fn new(size: u32) -> std::io::Result<Ram> {
        assert!(
            size != 0 && size.is_multiple_of(4096),
            "RAM size must be a multiple of 4 KiB"
        );
        let size = size as usize;
        if size < HUGE_PAGE {
            return Ok(Ram {
                map: MmapMut::map_anon(size)?,
                start: 0,
                size,
                base: 0,
            });
        }
        // Room for a window at the first 2 MiB boundary of the mapping.
        let map = MmapMut::map_anon(size + HUGE_PAGE)?;
        let start = map.as_ptr().align_offset(HUGE_PAGE);
        // Only advice: a host without transparent huge pages keeps 4 KiB pages.
        #[cfg(target_os = "linux")]
        let _ = map.advise_range(memmap2::Advice::HugePage, start, size);
        Ok(Ram {
            map,
            start,
            size,
            base: 0,
        })
    }

    /// Maps `size` bytes of zeroed RAM at physical address `base` (4 KiB aligned, and
    /// the RAM must end at or below 4 GiB).
    pub fn new_at(base: u32, size: u32) -> std::io::Result<Ram> {
        assert!(
            base.is_multiple_of(4096) && base as u64 + size as u64 <= 1 << 32,
            "RAM must be 4 KiB aligned and end below 4 GiB"
        );
        let mut ram = Ram::new(size)?;
        ram.base = base;
        Ok(ram)
    }

    /// Size in bytes.
    pub fn size(&self) -> u32 {
        self.size as u32
    }

    /// The physical address of the first byte.
    pub fn base(&self) -> u32 {
        self.base
    }

    /// The offset in the mapping of physical address `addr`, if it is at or above the
    /// base (the mapping's bounds are checked by every user).
    #[inline]
    fn offset(&self, addr: u32) -> usize {
        addr.wrapping_sub(self.base) as usize
    }

    /// Whether `[addr, addr + len)` lies inside RAM.
    pub fn contains(&self, addr: u32, len: u32) -> bool {
        addr >= self.base && (self.offset(addr) as u64) + (len as u64) <= self.size as u64
    }

    /// The whole of RAM (the window, never the rest of the mapping).
    pub fn bytes(&self) -> &[u8] {
        &self.map[self.start..self.start + self.size]
    }

    /// The whole of RAM, writable.
    pub fn bytes_mut(&mut self) -> &mut [u8] {
        let (start, size) = (self.start, self.size);
        &mut self.map[start..start + size]
    }

    /// Host address of the first byte (guest physical [`Ram::base`]).
    pub fn host_base(&mut self) -> *mut u8 {
        self.bytes_mut().as_mut_ptr()
    }

    /// The host address guest physical 0 would have: the first byte's host address
    /// minus the base, wrapping. Host offsets of the TLB and the jump cache add a
    /// physical address to it, always one that [`Ram::contains`].
    pub fn host_zero(&self) -> u64 {
        (self.bytes().as_ptr() as u64).wrapping_sub(u64::from(self.base))
    }

    /// The bytes of `len` from physical address `addr`, if RAM holds them all.
    pub fn slice(&self, addr: u32, len: usize) -> Option<&[u8]> {
        if addr < self.base {
            return None;
        }
        let a = self.offset(addr);
        self.bytes().get(a..a.checked_add(len)?)
    }

    /// The bytes of `len` from physical address `addr`, writable, if RAM holds them all.
    pub fn slice_mut(&mut self, addr: u32, len: usize) -> Option<&mut [u8]> {
        if addr < self.base {
            return None;
        }
        let a = self.offset(addr);
        self.bytes_mut().get_mut(a..a.checked_add(len)?)
    }

    pub fn read8(&self, addr: u32) -> Option<u8> {
        self.slice(addr, 1).map(|b| b[0])
    }

    pub fn read16(&self, addr: u32) -> Option<u16> {
        self.slice(addr, 2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
    }

    pub fn read32(&self, addr: u32) -> Option<u32> {
        self.slice(addr, 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    pub fn write8(&mut self, addr: u32, v: u8) -> bool {
        self.load(addr, &[v])
    }

    pub fn write16(&mut self, addr: u32, v: u16) -> bool {
        self.load(addr, &v.to_le_bytes())
    }

    pub fn write32(&mut self, addr: u32, v: u32) -> bool {
        self.load(addr, &v.to_le_bytes())
    }

    /// Copies `data` to `addr`; false (and nothing written) if it does not fit.
    pub fn load(&mut self, addr: u32, data: &[u8]) -> bool {
        match self.slice_mut(addr, data.len()) {
            Some(dst) => {
                dst.copy_from_slice(data);
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ram_at_a_base_answers_only_inside_it() {
        let mut ram = Ram::new_at(0x4000_0000, 0x2000).unwrap();
        assert!(ram.write32(0x4000_1ffc, 0xdead_beef));
        assert_eq!(ram.read32(0x4000_1ffc), Some(0xdead_beef));
        assert_eq!(ram.bytes()[0x1ffc], 0xef);
        assert_eq!(ram.read32(0x4000_1ffe), None);
        assert_eq!(ram.read8(0x3fff_ffff), None);
        assert!(!ram.write8(0x0000_0000, 1));
        assert!(ram.contains(0x4000_0000, 0x2000) && !ram.contains(0x3fff_f000, 0x2000));
        assert_eq!(
            ram.host_zero().wrapping_add(0x4000_1ffc),
            ram.bytes().as_ptr() as u64 + 0x1ffc
        );
    }

    #[test]
    fn large_ram_is_a_huge_page_aligned_window_bounded_by_its_size() {
        let size = 3 * HUGE_PAGE as u32;
        let mut ram = Ram::new_at(0x4000_0000, size).unwrap();
        assert_eq!(ram.size(), size);
        assert_eq!(ram.bytes().len(), size as usize);
        assert_eq!(ram.host_base() as usize % HUGE_PAGE, 0);
        assert_eq!(ram.host_zero() % HUGE_PAGE as u64, 0);
        // The last word is RAM; the bytes of the mapping after the window are not.
        let last = 0x4000_0000 + size - 4;
        assert!(ram.write32(last, 0x0102_0304));
        assert_eq!(ram.read32(last), Some(0x0102_0304));
        assert_eq!(ram.bytes()[size as usize - 1], 0x01);
        assert_eq!(ram.read8(last + 4), None);
        assert_eq!(ram.read32(last + 2), None);
        assert!(!ram.write8(last + 4, 1));
        assert!(ram.slice(last, 8).is_none());
        assert!(ram.contains(last, 4) && !ram.contains(last, 5));
        // Zeroed, and writes land where `host_zero` says.
        assert!(ram.bytes()[..size as usize - 4].iter().all(|&b| b == 0));
        assert!(ram.write8(0x4012_3456, 0xaa));
        let host = ram.host_zero().wrapping_add(0x4012_3456) as usize;
        assert_eq!(host - ram.bytes().as_ptr() as usize, 0x12_3456);
        assert_eq!(ram.bytes()[0x12_3456], 0xaa);
    }
}

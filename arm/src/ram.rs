//! Guest RAM: one anonymous host mapping, starting at a guest physical base address (0
//! on the Versatile PB, 0x40000000 on `virt`).
//!
//! Every access is bounds-checked against the mapping; nothing outside it can be
//! reached through this type.

use memmap2::MmapMut;

/// Guest RAM of a fixed size, mapped at physical address [`Ram::base`].
pub struct Ram {
    map: MmapMut,
    base: u32,
}

impl std::fmt::Debug for Ram {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Ram({:#x} bytes)", self.map.len())
    }
}

impl Ram {
    /// Maps `size` bytes of zeroed RAM. `size` must be a non-zero multiple of 4 KiB.
    pub fn new(size: u32) -> std::io::Result<Ram> {
        assert!(
            size != 0 && size.is_multiple_of(4096),
            "RAM size must be a multiple of 4 KiB"
        );
        Ok(Ram {
            map: MmapMut::map_anon(size as usize)?,
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
        self.map.len() as u32
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
        addr >= self.base && (self.offset(addr) as u64) + (len as u64) <= self.map.len() as u64
    }

    pub fn bytes(&self) -> &[u8] {
        &self.map
    }

    pub fn bytes_mut(&mut self) -> &mut [u8] {
        &mut self.map
    }

    /// Host address of the first byte (guest physical [`Ram::base`]).
    pub fn host_base(&mut self) -> *mut u8 {
        self.map.as_mut_ptr()
    }

    /// The host address guest physical 0 would have: the first byte's host address
    /// minus the base, wrapping. Host offsets of the TLB and the jump cache add a
    /// physical address to it, always one that [`Ram::contains`].
    pub fn host_zero(&self) -> u64 {
        (self.map.as_ptr() as u64).wrapping_sub(u64::from(self.base))
    }

    /// The bytes of `len` from physical address `addr`, if RAM holds them all.
    pub fn slice(&self, addr: u32, len: usize) -> Option<&[u8]> {
        if addr < self.base {
            return None;
        }
        let a = self.offset(addr);
        self.map.get(a..a.checked_add(len)?)
    }

    /// The bytes of `len` from physical address `addr`, writable, if RAM holds them all.
    pub fn slice_mut(&mut self, addr: u32, len: usize) -> Option<&mut [u8]> {
        if addr < self.base {
            return None;
        }
        let a = self.offset(addr);
        self.map.get_mut(a..a.checked_add(len)?)
    }

    pub fn read8(&self, addr: u32) -> Option<u8> {
        self.slice(addr, 1).map(|b| b[0])
    }

    pub fn read16(&self, addr: u32) -> Option<u16> {
        self.slice(addr, 2).map(|b| u16::from_le_bytes([b[0], b[1]]))
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
}

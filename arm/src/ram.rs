//! Guest RAM: one anonymous host mapping, starting at guest physical address 0.
//!
//! Every access is bounds-checked against the mapping; nothing outside it can be
//! reached through this type.

use memmap2::MmapMut;

/// Guest RAM of a fixed size, mapped at physical address 0.
pub struct Ram {
    map: MmapMut,
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
        })
    }

    /// Size in bytes.
    pub fn size(&self) -> u32 {
        self.map.len() as u32
    }

    /// Whether `[addr, addr + len)` lies inside RAM.
    pub fn contains(&self, addr: u32, len: u32) -> bool {
        (addr as u64) + (len as u64) <= self.map.len() as u64
    }

    pub fn bytes(&self) -> &[u8] {
        &self.map
    }

    pub fn bytes_mut(&mut self) -> &mut [u8] {
        &mut self.map
    }

    /// Host address of guest physical 0, for the TLB's host offsets.
    pub fn host_base(&mut self) -> *mut u8 {
        self.map.as_mut_ptr()
    }

    pub fn read8(&self, addr: u32) -> Option<u8> {
        self.map.get(addr as usize).copied()
    }

    pub fn read16(&self, addr: u32) -> Option<u16> {
        let a = addr as usize;
        self.map
            .get(a..a + 2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
    }

    pub fn read32(&self, addr: u32) -> Option<u32> {
        let a = addr as usize;
        self.map
            .get(a..a + 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    pub fn write8(&mut self, addr: u32, v: u8) -> bool {
        match self.map.get_mut(addr as usize) {
            Some(b) => {
                *b = v;
                true
            }
            None => false,
        }
    }

    pub fn write16(&mut self, addr: u32, v: u16) -> bool {
        let a = addr as usize;
        match self.map.get_mut(a..a + 2) {
            Some(b) => {
                b.copy_from_slice(&v.to_le_bytes());
                true
            }
            None => false,
        }
    }

    pub fn write32(&mut self, addr: u32, v: u32) -> bool {
        let a = addr as usize;
        match self.map.get_mut(a..a + 4) {
            Some(b) => {
                b.copy_from_slice(&v.to_le_bytes());
                true
            }
            None => false,
        }
    }

    /// Copies `data` to `addr`; false (and nothing written) if it does not fit.
    pub fn load(&mut self, addr: u32, data: &[u8]) -> bool {
        let a = addr as usize;
        match self.map.get_mut(a..a.saturating_add(data.len())) {
            Some(dst) => {
                dst.copy_from_slice(data);
                true
            }
            None => false,
        }
    }
}

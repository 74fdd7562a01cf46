//! `Core`: the CPU state together with the memory it runs on (RAM, the MMU and the
//! bus), and the memory-access front end both engines use for their slow path.

use crate::bus::{AccessSize, Bus};
use crate::mmu::{AccessKind, Fault, Mmu};
use crate::ram::Ram;
use crate::state::CpuState;

/// Why a memory access did not complete.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemError {
    /// An MMU fault (translation, domain, permission, alignment).
    Fault(Fault),
    /// The bus answered with an external abort.
    External { addr: u32 },
}

/// A CPU with its memory system.
pub struct Core {
    pub s: CpuState,
    pub mmu: Mmu,
    pub ram: Ram,
    pub bus: Box<dyn Bus>,
    /// Virtual time in CPU ticks.
    pub ticks: u64,
}

impl std::fmt::Debug for Core {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Core")
            .field("s", &self.s)
            .field("ticks", &self.ticks)
            .finish()
    }
}

impl Core {
    pub fn new(ram: Ram, bus: Box<dyn Bus>) -> Core {
        Core {
            s: CpuState::new(),
            mmu: Mmu::new(),
            ram,
            bus,
            ticks: 0,
        }
    }

    /// Translates and performs a read of `size` at virtual `vaddr`. `user` makes the
    /// permission check unprivileged (User mode, or LDRT).
    pub fn read(&mut self, vaddr: u32, size: AccessSize, user: bool) -> Result<u32, MemError> {
        let paddr = self
            .mmu
            .translate(&self.ram, vaddr, AccessKind::Read, user, size as u32)
            .map_err(MemError::Fault)?;
        self.read_phys(paddr, size)
    }

    /// Translates and performs a write.
    pub fn write(
        &mut self,
        vaddr: u32,
        size: AccessSize,
        value: u32,
        user: bool,
    ) -> Result<(), MemError> {
        let paddr = self
            .mmu
            .translate(&self.ram, vaddr, AccessKind::Write, user, size as u32)
            .map_err(MemError::Fault)?;
        self.write_phys(paddr, size, value)
    }

    /// Fetches an instruction (`Half` in Thumb state, `Word` in ARM state).
    pub fn fetch(&mut self, vaddr: u32, size: AccessSize, user: bool) -> Result<u32, MemError> {
        let paddr = self
            .mmu
            .translate(&self.ram, vaddr, AccessKind::Fetch, user, size as u32)
            .map_err(MemError::Fault)?;
        self.read_phys(paddr, size)
    }

    /// A physical read: RAM, or the bus for everything else. `paddr` is naturally
    /// aligned for the access size by the caller.
    pub fn read_phys(&mut self, paddr: u32, size: AccessSize) -> Result<u32, MemError> {
        let ram = match size {
            AccessSize::Byte => self.ram.read8(paddr).map(u32::from),
            AccessSize::Half => self.ram.read16(paddr).map(u32::from),
            AccessSize::Word => self.ram.read32(paddr),
        };
        match ram {
            Some(v) => Ok(v),
            None => self
                .bus
                .read(self.ticks, paddr, size)
                .map_err(|_| MemError::External { addr: paddr }),
        }
    }

    /// A physical write: RAM, or the bus for everything else.
    pub fn write_phys(&mut self, paddr: u32, size: AccessSize, value: u32) -> Result<(), MemError> {
        let done = match size {
            AccessSize::Byte => self.ram.write8(paddr, value as u8),
            AccessSize::Half => self.ram.write16(paddr, value as u16),
            AccessSize::Word => self.ram.write32(paddr, value),
        };
        if done {
            return Ok(());
        }
        self.bus
            .write(self.ticks, paddr, size, value)
            .map_err(|_| MemError::External { addr: paddr })
    }
}

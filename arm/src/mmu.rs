//! CP15 of the ARM926EJ-S and the ARMv5 MMU (address translation, permissions,
//! fault status), with the softmmu TLB.
//!
//! Until the system issue lands this holds only the disabled-MMU behaviour: virtual
//! addresses are physical, and no CP15 register exists (MRC/MCR p15 are Undefined).

use crate::ram::Ram;

/// The kind of a memory access, for permission checks and fault reporting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AccessKind {
    Read,
    Write,
    /// Instruction fetch.
    Fetch,
}

/// A translation or permission fault: the fault status (FSR[7:0]: domain << 4 |
/// status) and the faulting virtual address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fault {
    pub fsr: u32,
    pub addr: u32,
}

/// CP15 state and the MMU.
#[derive(Clone, Debug, Default)]
pub struct Mmu {}

impl Mmu {
    pub fn new() -> Mmu {
        Mmu {}
    }

    /// Translates `vaddr` for an access of `size` bytes.
    pub fn translate(
        &mut self,
        _ram: &Ram,
        vaddr: u32,
        _kind: AccessKind,
        _user: bool,
        _size: u32,
    ) -> Result<u32, Fault> {
        Ok(vaddr)
    }

    /// MRC p15: `None` means the register does not exist (Undefined Instruction).
    pub fn cp15_read(&mut self, _opc1: u8, _crn: u8, _crm: u8, _opc2: u8) -> Option<u32> {
        None
    }

    /// MCR p15: `None` means the register does not exist (Undefined Instruction).
    pub fn cp15_write(
        &mut self,
        _opc1: u8,
        _crn: u8,
        _crm: u8,
        _opc2: u8,
        _value: u32,
    ) -> Option<()> {
        None
    }

    /// Whether exception vectors are at 0xffff0000 (control register V bit).
    pub fn high_vectors(&self) -> bool {
        false
    }
}

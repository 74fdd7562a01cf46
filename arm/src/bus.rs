//! The system bus as the core sees it: physical accesses that are not guest RAM
//! (MMIO), interrupt lines into the core, and the next time a device needs attention.
//! The board implements it; the core knows nothing of the devices behind it.

use crate::mmu::Mmu;
use crate::ram::Ram;

/// Width of a bus access.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AccessSize {
    Byte = 1,
    Half = 2,
    Word = 4,
}

/// An access no device answers and that the board turns into an external abort.
/// Versatile PB answers every address (unassigned ones read as zero), so the board
/// returns this only where a device asks for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BusFault;

/// The interrupt lines into the core.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Irqs {
    pub irq: bool,
    pub fiq: bool,
}

/// What the board asks of the run loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SystemRequest {
    /// The guest reset the board (Versatile RESETCTL): the emulator exits 0.
    Reset,
    /// The guest asked the emulator to stop (goldfish STOP_EMU).
    Stop,
    /// The guest powered the board off (PSCI SYSTEM_OFF on `virt`): the emulator
    /// exits 0.
    PowerOff,
}

/// The physical bus outside RAM. `now` is the current virtual time in CPU ticks.
pub trait Bus {
    fn read(&mut self, now: u64, addr: u32, size: AccessSize) -> Result<u32, BusFault>;
    fn write(&mut self, now: u64, addr: u32, size: AccessSize, value: u32) -> Result<(), BusFault>;
    /// A write that may need to read guest memory (the goldfish trace device follows
    /// pointers the guest writes). The core always calls this one.
    fn write_with_memory(
        &mut self,
        now: u64,
        addr: u32,
        size: AccessSize,
        value: u32,
        _mem: &dyn GuestMemory,
    ) -> Result<(), BusFault> {
        self.write(now, addr, size, value)
    }
    /// Levels of the IRQ and FIQ lines at time `now` (devices update their timers).
    fn interrupts(&mut self, now: u64) -> Irqs;
    /// The earliest tick at which some device changes state by itself (a timer
    /// expiring), or `u64::MAX`.
    fn next_event(&self, now: u64) -> u64;
    /// A pending board request, taken once.
    fn take_request(&mut self) -> Option<SystemRequest>;
    /// Firmware answering HVC #`imm` (PSCI on `virt`, whose CPU has no EL2): `args`
    /// are r0-r3 on entry, r0 the result on return. Returns whether the call was
    /// answered; if not, HVC is UNDEFINED (the default: no firmware).
    fn hvc(&mut self, _imm: u16, _args: &mut [u32; 4]) -> bool {
        false
    }
    /// Bytes typed at the console (the board's UART0 receives them).
    fn console_input(&mut self, _bytes: &[u8]) {}
    /// Every device's state, for a checkpoint of the machine; `None` when the bus
    /// cannot be saved (its time follows the host's clock).
    fn snapshot(&self) -> Option<BusState> {
        None
    }
    /// Puts back a state [`Bus::snapshot`] returned (on a bus built the same way).
    fn restore(&mut self, _state: &[u8]) -> Result<(), String> {
        Err("this bus cannot restore a checkpoint".into())
    }
}

/// A bus's saved state: bytes in the bus's own layout, the same in memory and in a
/// checkpoint file.
pub type BusState = Vec<u8>;

/// Read access to guest virtual memory for devices (the goldfish trace device reads
/// strings and buffers the guest kernel points it at), without side effects.
pub trait GuestMemory {
    /// Reads `buf.len()` bytes at virtual `vaddr` through the current translation;
    /// `Err(addr)` names the first address that does not translate to RAM.
    fn read_virt(&self, vaddr: u32, buf: &mut [u8]) -> Result<(), u32>;
}

/// The guest memory of a core, as seen by a device during an MMIO access.
pub struct GuestView<'a> {
    pub ram: &'a Ram,
    pub mmu: &'a Mmu,
}

impl GuestMemory for GuestView<'_> {
    fn read_virt(&self, vaddr: u32, buf: &mut [u8]) -> Result<(), u32> {
        let mut i = 0usize;
        while i < buf.len() {
            let va = vaddr.wrapping_add(i as u32);
            let pa = self.mmu.probe(self.ram, va).map_err(|_| va)?;
            let in_page = (0x1000 - (va & 0xfff)) as usize;
            let n = in_page.min(buf.len() - i);
            let src = self.ram.slice(pa, n).ok_or(va)?;
            buf[i..i + n].copy_from_slice(src);
            i += n;
        }
        Ok(())
    }
}

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

/// The CPU's own interrupt outputs: the ARMv7 generic timer's physical (non-secure)
/// and virtual timers, each ENABLE and ISTATUS and not IMASK.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CpuLines {
    pub phys_timer: bool,
    pub virt_timer: bool,
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
        _mem: &mut dyn GuestMemory,
    ) -> Result<(), BusFault> {
        self.write(now, addr, size, value)
    }
    /// The CPU's own interrupt outputs at `now` (the ARMv7 generic timer's), given
    /// just before every [`Bus::interrupts`] call on a CPU that has them: the board
    /// wires them into its interrupt controller (on `virt`, to the GIC's PPIs 14 and
    /// 11). The run loop itself wakes at the timers' deadlines. Default: unwired.
    fn cpu_lines(&mut self, _now: u64, _lines: CpuLines) {}
    /// Levels of the IRQ and FIQ lines at time `now` (devices update their timers).
    fn interrupts(&mut self, now: u64) -> Irqs;
    /// The earliest tick at which some device changes state by itself (a timer
    /// expiring), or `u64::MAX`.
    fn next_event(&self, now: u64) -> u64;
    /// A pending board request, taken once.
    fn take_request(&mut self) -> Option<SystemRequest>;
    /// Whether device time is the CPU's tick count, so that the lines [`Bus::interrupts`]
    /// returns change only at [`Bus::next_event`] or through an access, a firmware call
    /// or the CPU's own lines (`Core::devices_touched`): the run loop then keeps the
    /// lines it sampled until one of those. Default: no (the run loop samples at every
    /// check, as a bus whose time follows the host's clock needs).
    fn time_is_ticks(&self) -> bool {
        false
    }
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

/// Guest memory for devices during an MMIO write: virtual reads without side
/// effects (the goldfish trace device reads strings and buffers the guest kernel
/// points it at), and physical RAM reads and writes (DMA: virtio queues and buffers).
pub trait GuestMemory {
    /// Reads `buf.len()` bytes at virtual `vaddr` through the current translation;
    /// `Err(addr)` names the first address that does not translate to RAM.
    fn read_virt(&self, vaddr: u32, buf: &mut [u8]) -> Result<(), u32>;
    /// Reads `buf.len()` bytes of RAM at physical `paddr`; `Err(paddr)` when any of
    /// them is outside RAM (nothing is read).
    fn read_phys(&self, paddr: u32, _buf: &mut [u8]) -> Result<(), u32> {
        Err(paddr)
    }
    /// Writes `buf` to RAM at physical `paddr` (a device's DMA): translated code in
    /// the pages written is dropped as for a CPU store. `Err(paddr)` when any byte is
    /// outside RAM (nothing is written).
    fn write_phys(&mut self, paddr: u32, _buf: &[u8]) -> Result<(), u32> {
        Err(paddr)
    }
}

/// A view that forwards virtual reads and refuses DMA (tests, tools).
pub struct ReadOnly<'a>(pub &'a dyn GuestMemory);

impl GuestMemory for ReadOnly<'_> {
    fn read_virt(&self, vaddr: u32, buf: &mut [u8]) -> Result<(), u32> {
        self.0.read_virt(vaddr, buf)
    }
}

/// The guest memory of a core, as seen by a device during an MMIO access. DMA writes
/// append the code pages they touch to `dirty_code`, like CPU stores.
pub struct GuestView<'a> {
    pub ram: &'a mut Ram,
    pub mmu: &'a Mmu,
    pub code_pages: &'a mut [u64],
    pub dirty_code: &'a mut Vec<u32>,
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

    fn read_phys(&self, paddr: u32, buf: &mut [u8]) -> Result<(), u32> {
        let src = self.ram.slice(paddr, buf.len()).ok_or(paddr)?;
        buf.copy_from_slice(src);
        Ok(())
    }

    fn write_phys(&mut self, paddr: u32, buf: &[u8]) -> Result<(), u32> {
        let dst = self.ram.slice_mut(paddr, buf.len()).ok_or(paddr)?;
        dst.copy_from_slice(buf);
        if buf.is_empty() {
            return Ok(());
        }
        let base = self.ram.base();
        let first = (paddr - base) >> 12;
        let last = (paddr - base + (buf.len() as u32 - 1)) >> 12;
        for page in first..=last {
            let Some(w) = self.code_pages.get_mut(page as usize / 64) else {
                continue;
            };
            if *w & (1 << (page % 64)) != 0 {
                // As a CPU store does (`Core::write_phys`): the engine drops the
                // page's blocks and marks it again when it decodes there.
                *w &= !(1 << (page % 64));
                self.dirty_code.push((base >> 12) + page);
            }
        }
        Ok(())
    }
}

//! QEMU's `virt` board for 32-bit ARM (hw/arm/virt.c in QEMU 7.2): its memory map and
//! interrupt numbers, which the board's wiring and the generated device tree share, and
//! [`VirtBoard`], the `arm::Bus` over them.
//!
//! | base        | device                         | interrupt (GIC)         | model |
//! |-------------|--------------------------------|-------------------------|-------|
//! | 0x00000000  | flash (QEMU: 2 x 64 MiB CFI)   |                         | left out: reads 0, writes ignored |
//! | 0x08000000  | GICv2 distributor              | IRQ, FIQ to the CPU     | Gic |
//! | 0x08010000  | GICv2 CPU interface            |                         | Gic (same device) |
//! | 0x08020000  | GICv2m MSI frame               |                         | left out: reads 0, writes ignored |
//! | 0x09000000  | PL011 UART (console)           | SPI 1                   | Pl011 |
//! | 0x09010000  | PL031 RTC                      | SPI 2                   | Pl031 (1 GHz device tick) |
//! | 0x09020000  | fw_cfg                         |                         | left out: reads 0, writes ignored |
//! | 0x09030000  | PL061 GPIO (power button)      | SPI 7                   | IDs only, not wired |
//! | 0x0a000000  | virtio-mmio, 32 slots of 0x200 | SPI 16 + slot, edge     | VirtioMmio |
//! | 0x0b000000  | goldfish trace (8 KiB)         | none (only with a tracer) | GoldfishTrace |
//! | 0x10000000  | PCIe MMIO and PIO windows      |                         | left out: read all-ones, writes ignored |
//! | 0x40000000  | RAM                            |                         | arm::Ram |
//!
//! The generic timer is the CPU's: its physical (non-secure) and virtual outputs are
//! PPIs 14 and 11. The trace device's address is goldtrace's choice: unassigned on
//! QEMU's map, between the virtio-mmio slots and the platform bus (0x0c000000).
//!
//! Everything else is unassigned and, as on QEMU 7.2 (an access no device decodes is an
//! external abort there: `arm_cpu_do_transaction_failed`), the bus refuses it
//! ([`BusFault`]): the 60 KiB after the distributor and the 56 KiB after the CPU
//! interface, past each PrimeCell's 4 KiB, past slot 31, the PCIe ECAM. The devices
//! "left out" exist on QEMU's map and answer there; goldtrace's device tree does not
//! list them, so a guest has no reason to touch them: their reads answer what QEMU's
//! answer when idle (empty flash reads 0 (QEMU's shows the device tree it loads there
//! for an ELF), the PCIe windows all-ones) and each access logs a guest error.
//! Measured by `tests/virt_probe/` (records replayed by `tests/virt_qemu.rs`).

/// GICv2 distributor and CPU interface.
pub const GICD_BASE: u32 = 0x0800_0000;
pub const GICC_BASE: u32 = 0x0801_0000;
/// Each GIC window's size in the device tree (QEMU's `reg`).
pub const GIC_WIN: u32 = 0x1_0000;
pub const UART_BASE: u32 = 0x0900_0000;
pub const RTC_BASE: u32 = 0x0901_0000;
/// Size of the PL011's and PL031's windows.
pub const PL0X_WIN: u32 = 0x1000;
pub const UART_SPI: u32 = 1;
pub const RTC_SPI: u32 = 2;
/// virtio-mmio transports: `VIRTIO_SLOTS` windows of `VIRTIO_WIN` bytes from
/// `VIRTIO_BASE`, slot n on SPI `VIRTIO_SPI + n`, edge-triggered.
pub const VIRTIO_BASE: u32 = 0x0a00_0000;
pub const VIRTIO_WIN: u32 = 0x200;
pub const VIRTIO_SLOTS: u32 = 32;
pub const VIRTIO_SPI: u32 = 16;
/// The goldfish trace device (8 KiB, no interrupt).
pub const TRACE_BASE: u32 = 0x0b00_0000;
/// RAM starts here; without LPAE it may run up to the 4 GiB boundary.
pub const RAM_BASE: u32 = 0x4000_0000;
pub const RAM_MAX: u64 = (1 << 32) - RAM_BASE as u64;
/// The generic timer's PPIs: secure physical, non-secure physical, virtual and
/// hypervisor timers, in the device tree's order.
pub const TIMER_PPIS: [u32; 4] = [13, 14, 11, 10];
/// Number of SPIs the GIC has (QEMU's `NUM_IRQS`).
pub const NUM_SPIS: u32 = 256;

/// The device tick on `virt`: 1 ns (QEMU's generic timer counts at 62.5 MHz, one count
/// per 16 ns, and goldtrace's virt CPU ticks once per nanosecond of that time).
pub const VIRT_TICK_HZ: u64 = 1_000_000_000;
/// The PL061 GPIO's window (IDs only) and its SPI in QEMU's device tree.
pub const GPIO_BASE: u32 = 0x0903_0000;
pub const GPIO_SPI: u32 = 7;

use crate::bus::{DevId, Mmio};
use crate::clock::Clock;
use crate::gic::{self, Gic, OUT_FIQ, OUT_IRQ};
use crate::goldfish_trace::{self as trace, GoldfishTrace, TraceEvents};
use crate::pl011::{Pl011, Sink};
use crate::pl031::{Pl031, DEFAULT_EPOCH};
use crate::primecell::{self as id, IdOnly};
use crate::state::{StateReader, StateWriter};
use crate::virtio::{Blk, BlockBackend, VirtioMmio};
use arm::bus::{AccessSize, Bus, BusFault, CpuLines, GuestMemory, Irqs, SystemRequest};

/// Devices of QEMU's map that goldtrace leaves out: base, size, what reads return.
const LEFT_OUT: &[(u32, u32, u32, &str)] = &[
    (0x0000_0000, 0x0800_0000, 0, "flash"),
    (0x0802_0000, 0x1000, 0, "GICv2m"),
    (0x0902_0000, 0x18, 0, "fw_cfg"),
    (0x1000_0000, 0x2eff_0000, u32::MAX, "PCIe MMIO window"),
    (0x3eff_0000, 0x1_0000, u32::MAX, "PCIe PIO window"),
];

/// How to build the board.
pub struct VirtConfig {
    /// Where the PL011 (the console) writes; `None` discards.
    pub console: Option<Sink>,
    /// Device time source.
    pub clock: Clock,
    /// Print guest errors (unassigned accesses) to stderr as they happen.
    pub guest_errors: bool,
    /// RTC value at device time 0.
    pub rtc_epoch: u32,
    /// Receiver of the goldfish trace device's events; the device exists only with one.
    pub trace: Option<Box<dyn TraceEvents + Send>>,
    /// virtio-blk disks, in the order of QEMU's `-device virtio-blk-device` options:
    /// QEMU fills the slots from the highest address down, so disk 0 is in slot 31
    /// (0x0a003e00), disk 1 in slot 30, and so on.
    pub disks: Vec<Box<dyn BlockBackend>>,
}

impl Default for VirtConfig {
    fn default() -> Self {
        VirtConfig {
            console: None,
            clock: Clock::Virtual,
            guest_errors: false,
            rtc_epoch: DEFAULT_EPOCH,
            trace: None,
            disks: Vec::new(),
        }
    }
}

/// The first bytes of a saved board.
const BOARD_TAG: &[u8] = b"virt";

/// The GIC input of SPI `spi`.
fn spi(spi: u32) -> u32 {
    32 + spi
}

/// The GIC input of PPI `ppi`.
fn ppi(ppi: u32) -> u32 {
    16 + ppi
}

/// The slot disk `i` goes in.
pub fn disk_slot(i: usize) -> u32 {
    VIRTIO_SLOTS - 1 - i as u32
}

/// The `virt` devices.
pub struct VirtBoard {
    mmio: Mmio,
    clock: Clock,
    gic: DevId,
    uart: DevId,
    /// A PSCI request waiting for the run loop.
    request: Option<SystemRequest>,
    /// Whether every disk's state can be saved (no writable host file).
    disks_saveable: bool,
}

impl std::fmt::Debug for VirtBoard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VirtBoard")
            .field("mmio", &self.mmio)
            .finish()
    }
}

/// Whether `addr` is in the trace device's window, whose writes carry CPU ticks.
fn in_trace_window(addr: u32) -> bool {
    addr.wrapping_sub(TRACE_BASE) < trace::regs::SIZE
}

/// Whether `addr` is in the GIC device's window but neither of its register blocks.
fn in_gic_gap(addr: u32) -> bool {
    (GICD_BASE + gic::DIST_SIZE..GICD_BASE + gic::CPU_OFFSET).contains(&addr)
}

impl VirtBoard {
    /// The board, wired as QEMU 7.2's `virt`. Panics if `config.disks` holds more
    /// disks than there are slots (the caller checks the command line).
    pub fn new(config: VirtConfig) -> VirtBoard {
        assert!(
            config.disks.len() <= VIRTIO_SLOTS as usize,
            "more disks than virtio slots"
        );
        assert_eq!(GICC_BASE - GICD_BASE, gic::CPU_OFFSET);
        let mut m = Mmio::new(config.guest_errors);
        let gic = m.add("gic", GICD_BASE, gic::WINDOW, Gic::new());
        let uart = m.add("pl011", UART_BASE, PL0X_WIN, Pl011::new(config.console));
        m.wire(uart, 0, gic, spi(UART_SPI));
        let rtc = Pl031::with_tick_hz(config.rtc_epoch, VIRT_TICK_HZ);
        let rtc = m.add("pl031", RTC_BASE, PL0X_WIN, rtc);
        m.wire(rtc, 0, gic, spi(RTC_SPI));
        m.add("pl061", GPIO_BASE, PL0X_WIN, IdOnly::new(id::PL061));
        let disks_saveable = config.disks.iter().all(|d| d.save().is_some());
        let mut disks: Vec<Option<Box<dyn BlockBackend>>> =
            config.disks.into_iter().map(Some).collect();
        for n in 0..VIRTIO_SLOTS {
            let i = (VIRTIO_SLOTS - 1 - n) as usize;
            let disk = disks.get_mut(i).and_then(Option::take);
            let wired = disk.is_some();
            let dev = match disk {
                Some(disk) => VirtioMmio::with_blk(Blk::new(disk)),
                None => VirtioMmio::empty(),
            };
            let slot = m.add("virtio-mmio", VIRTIO_BASE + n * VIRTIO_WIN, VIRTIO_WIN, dev);
            // A slot without a backend ignores every write: its interrupt line stays low,
            // as the GIC's input starts. Leaving it unwired spares every exit from the
            // run loop a look at it (31 of the 32 slots on a default boot).
            if wired {
                m.wire(slot, 0, gic, spi(VIRTIO_SPI + n));
            }
        }
        if let Some(ev) = config.trace {
            let dev = GoldfishTrace::new(ev, config.guest_errors).at_base(TRACE_BASE);
            m.add("goldfish_trace", TRACE_BASE, trace::regs::SIZE, dev);
        }
        VirtBoard {
            mmio: m,
            clock: config.clock,
            gic,
            uart,
            request: None,
            disks_saveable,
        }
    }

    /// Host input for the PL011 (the console).
    pub fn push_input(&mut self, bytes: &[u8]) {
        self.mmio.device(self.uart).receive(bytes);
    }

    /// Guest errors logged so far (one per 4 KiB region).
    pub fn guest_errors(&self) -> &[String] {
        self.mmio.guest_errors()
    }

    /// The bus behind the board, for tools and tests.
    pub fn mmio(&mut self) -> &mut Mmio {
        &mut self.mmio
    }

    fn device_time(&self, now: u64) -> u64 {
        self.clock.device_time_at(now, VIRT_TICK_HZ)
    }

    /// What a device QEMU has and goldtrace leaves out answers at `addr`, if any.
    fn left_out(&mut self, addr: u32, write: bool) -> Option<u32> {
        let &(_, _, value, name) = LEFT_OUT
            .iter()
            .find(|(base, size, _, _)| addr.wrapping_sub(*base) < *size)?;
        let what = match write {
            true => format!("write to {name} (left out of this board): ignored"),
            false => format!("read of {name} (left out of this board)"),
        };
        self.mmio.guest_error(addr, &what);
        Some(value)
    }

    /// Whether some device decodes `addr`; if not, logs the external abort.
    fn decodes(&mut self, addr: u32, write: bool) -> bool {
        if self.mmio.is_mapped(addr) && !in_gic_gap(addr) {
            return true;
        }
        let what = match write {
            true => "write to unassigned address: external abort",
            false => "read of unassigned address: external abort",
        };
        self.mmio.guest_error(addr, what);
        false
    }
}

impl Bus for VirtBoard {
    fn read(&mut self, now: u64, addr: u32, size: AccessSize) -> Result<u32, BusFault> {
        goldtrace_events::set_now(now);
        if let Some(v) = self.left_out(addr, false) {
            return Ok(v);
        }
        if !self.decodes(addr, false) {
            return Err(BusFault);
        }
        let t = self.device_time(now);
        Ok(self.mmio.read(t, addr, size))
    }

    fn write(&mut self, now: u64, addr: u32, size: AccessSize, value: u32) -> Result<(), BusFault> {
        goldtrace_events::set_now(now);
        if self.left_out(addr, true).is_some() {
            return Ok(());
        }
        if !self.decodes(addr, true) {
            return Err(BusFault);
        }
        let t = self.device_time(now);
        self.mmio.write(t, addr, size, value);
        Ok(())
    }

    fn write_with_memory(
        &mut self,
        now: u64,
        addr: u32,
        size: AccessSize,
        value: u32,
        mem: &mut dyn GuestMemory,
    ) -> Result<(), BusFault> {
        goldtrace_events::set_now(now);
        if self.left_out(addr, true).is_some() {
            return Ok(());
        }
        if !self.decodes(addr, true) {
            return Err(BusFault);
        }
        let t = if in_trace_window(addr) {
            now
        } else {
            self.device_time(now)
        };
        self.mmio.write_with_memory(t, addr, size, value, mem);
        Ok(())
    }

    fn cpu_lines(&mut self, _now: u64, lines: CpuLines) {
        let gic = self.mmio.device(self.gic);
        gic.set_input(ppi(TIMER_PPIS[1]), lines.phys_timer);
        gic.set_input(ppi(TIMER_PPIS[2]), lines.virt_timer);
    }

    fn interrupts(&mut self, now: u64) -> Irqs {
        goldtrace_events::set_now(now);
        let t = self.device_time(now);
        self.mmio.advance(t);
        let out = self.mmio.outputs(self.gic);
        Irqs {
            irq: out >> OUT_IRQ & 1 != 0,
            fiq: out >> OUT_FIQ & 1 != 0,
        }
    }

    fn next_event(&self, now: u64) -> u64 {
        let t = self.device_time(now);
        self.clock
            .cpu_deadline_at(now, self.mmio.next_event(t), VIRT_TICK_HZ)
    }

    fn take_request(&mut self) -> Option<SystemRequest> {
        self.request.take().or_else(|| self.mmio.take_request())
    }

    fn time_is_ticks(&self) -> bool {
        self.clock == Clock::Virtual
    }

    /// PSCI: QEMU answers every HVC as a PSCI call, whatever its immediate.
    fn hvc(&mut self, _imm: u16, args: &mut [u32; 4]) -> bool {
        let answer = crate::psci::call(args);
        args[0] = answer.r0;
        if answer.request.is_some() {
            self.request = answer.request;
        }
        true
    }

    fn console_input(&mut self, bytes: &[u8]) {
        self.push_input(bytes);
    }

    fn snapshot(&self) -> Option<arm::bus::BusState> {
        // Device time must be the CPU's ticks, and every disk's contents savable.
        if self.clock != Clock::Virtual || !self.disks_saveable {
            return None;
        }
        let mut w = StateWriter::new();
        w.bytes(BOARD_TAG);
        self.mmio.snapshot(&mut w);
        Some(w.into_bytes())
    }

    fn restore(&mut self, state: &[u8]) -> Result<(), String> {
        let mut r = StateReader::new(state);
        let tag = r.bytes(64, "board").map_err(|e| e.to_string())?;
        if tag != BOARD_TAG {
            return Err("the checkpoint is not of a virt board".into());
        }
        self.mmio.restore(&mut r)?;
        r.finish().map_err(|e| e.to_string())?;
        self.request = None;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bus::Device;

    /// The board leaves the slots without a disk unwired: that holds only while such a
    /// slot can never raise its line, whatever the guest writes or the time.
    #[test]
    fn a_slot_without_a_disk_never_raises_its_line() {
        let mut slot = VirtioMmio::empty();
        for offset in (0..VIRTIO_WIN).step_by(4) {
            for value in [0, 1, 0xf, 0x8000_0000, u32::MAX] {
                slot.write(offset as u64, offset, AccessSize::Word, value);
                slot.write(0, offset, AccessSize::Byte, value);
                slot.advance(u64::from(value));
                assert_eq!(slot.outputs(), 0, "after {value:#x} at {offset:#x}");
            }
        }
        assert_eq!(slot.next_event(0), u64::MAX);
        assert!(slot.take_request().is_none());
    }
}

//! QEMU's `virt` board for 32-bit ARM (hw/arm/virt.c in QEMU 7.2): its memory map and
//! interrupt numbers, which the board's wiring and the generated device tree share.
//!
//! | base        | device                         | interrupt (GIC)         |
//! |-------------|--------------------------------|-------------------------|
//! | 0x08000000  | GICv2 distributor              |                         |
//! | 0x08010000  | GICv2 CPU interface            |                         |
//! | 0x09000000  | PL011 UART (console)           | SPI 1                   |
//! | 0x09010000  | PL031 RTC                      | SPI 2                   |
//! | 0x0a000000  | virtio-mmio, 32 slots of 0x200 | SPI 16 + slot, edge     |
//! | 0x0b000000  | goldfish trace (8 KiB)         | none (only with a tracer) |
//! | 0x40000000  | RAM                            |                         |
//!
//! The generic timer is the CPU's: its physical (non-secure) and virtual outputs are
//! PPIs 14 and 11. The trace device's address is goldtrace's choice: unassigned on
//! QEMU's map, between the virtio-mmio slots and the platform bus (0x0c000000).

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

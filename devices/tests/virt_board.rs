//! The `virt` board's wiring through its `arm::Bus`: each device at its address and on
//! its GIC input, the timers' PPIs, PSCI's requests, the RTC at the board's 1 GHz tick.

use arm::bus::{AccessSize, Bus, CpuLines, GuestMemory, SystemRequest};
use devices::board::virt::*;
use devices::pl011::CapturedConsole;
use devices::virtio::MemBackend;

const W: AccessSize = AccessSize::Word;
const GICC: u32 = GICC_BASE;

fn rd(b: &mut VirtBoard, addr: u32) -> u32 {
    b.read(0, addr, W).unwrap()
}

fn wr(b: &mut VirtBoard, addr: u32, v: u32) {
    b.write(0, addr, W, v).unwrap();
}

/// GIC on, interrupt `id` enabled.
fn enable(b: &mut VirtBoard, id: u32) {
    wr(b, GICD_BASE, 1);
    wr(b, GICC, 1);
    wr(b, GICC + 4, 0xff);
    wr(b, GICD_BASE + 0x100 + id / 32 * 4, 1 << (id % 32));
}

#[test]
fn the_uart_interrupts_on_spi_1() {
    let console = CapturedConsole::default();
    let mut b = VirtBoard::new(VirtConfig {
        console: Some(Box::new(console.clone())),
        ..VirtConfig::default()
    });
    enable(&mut b, 32 + UART_SPI);
    wr(&mut b, UART_BASE + 0x38, 0x20); // UARTIMSC: TX
    b.write(0, UART_BASE, AccessSize::Byte, b'A' as u32)
        .unwrap();
    assert_eq!(console.contents(), b"A");
    assert!(b.interrupts(10).irq);
    assert_eq!(rd(&mut b, GICC + 0xc), 32 + UART_SPI);
}

#[test]
fn the_timers_reach_ppis_14_and_11() {
    let mut b = VirtBoard::new(VirtConfig::default());
    enable(&mut b, 30);
    wr(&mut b, GICD_BASE + 0x100, 1 << 27 | 1 << 30);
    b.cpu_lines(
        0,
        CpuLines {
            phys_timer: false,
            virt_timer: true,
        },
    );
    assert!(b.interrupts(0).irq);
    assert_eq!(rd(&mut b, GICC + 0xc), 27);
    b.cpu_lines(
        0,
        CpuLines {
            phys_timer: true,
            virt_timer: false,
        },
    );
    assert_eq!(rd(&mut b, GICD_BASE + 0x200), 1 << 30);
}

#[test]
fn the_rtc_counts_seconds_of_1_ghz_ticks() {
    let mut b = VirtBoard::new(VirtConfig {
        rtc_epoch: 1000,
        ..VirtConfig::default()
    });
    assert_eq!(b.read(VIRT_TICK_HZ - 1, RTC_BASE, W), Ok(1000));
    assert_eq!(b.read(3 * VIRT_TICK_HZ, RTC_BASE, W), Ok(1003));
}

#[test]
fn psci_powers_off_and_resets() {
    let mut b = VirtBoard::new(VirtConfig::default());
    let mut args = [0x8400_0008, 0, 0, 0];
    assert!(b.hvc(0, &mut args));
    assert_eq!(b.take_request(), Some(SystemRequest::PowerOff));
    assert_eq!(b.take_request(), None);
    let mut args = [0x8400_0009, 0, 0, 0];
    assert!(b.hvc(0, &mut args));
    assert_eq!(b.take_request(), Some(SystemRequest::Reset));
}

#[test]
fn unassigned_addresses_abort_and_are_logged() {
    let mut b = VirtBoard::new(VirtConfig::default());
    assert!(
        b.read(0, TRACE_BASE, W).is_err(),
        "no trace device without a tracer"
    );
    assert!(b.read(0, GICD_BASE + 0x1000, W).is_err());
    assert!(b
        .write(0, VIRTIO_BASE + VIRTIO_SLOTS * VIRTIO_WIN, W, 0)
        .is_err());
    assert_eq!(b.read(0, 0x0902_0000, W), Ok(0), "fw_cfg is left out");
    assert_eq!(
        b.read(0, 0x1000_0000, W),
        Ok(u32::MAX),
        "PCIe window left out"
    );
    assert_eq!(rd(&mut b, GPIO_BASE + 0xfe0), 0x61);
    assert!(b.guest_errors().iter().any(|e| e.contains("0x0b000000")));
}

/// RAM for a virtio request.
struct Ram(Vec<u8>);

impl GuestMemory for Ram {
    fn read_virt(&self, vaddr: u32, buf: &mut [u8]) -> Result<(), u32> {
        self.read_phys(vaddr, buf)
    }
    fn read_phys(&self, paddr: u32, buf: &mut [u8]) -> Result<(), u32> {
        let s = paddr.checked_sub(RAM_BASE).ok_or(paddr)? as usize;
        buf.copy_from_slice(self.0.get(s..s + buf.len()).ok_or(paddr)?);
        Ok(())
    }
    fn write_phys(&mut self, paddr: u32, buf: &[u8]) -> Result<(), u32> {
        let s = paddr.checked_sub(RAM_BASE).ok_or(paddr)? as usize;
        self.0
            .get_mut(s..s + buf.len())
            .ok_or(paddr)?
            .copy_from_slice(buf);
        Ok(())
    }
}

#[test]
fn a_disk_request_interrupts_on_its_slots_spi() {
    let mut b = VirtBoard::new(VirtConfig {
        disks: vec![Box::new(MemBackend::new(vec![0x42; 4096]))],
        ..VirtConfig::default()
    });
    let slot = disk_slot(0);
    assert_eq!(slot, 31);
    let id = 32 + VIRTIO_SPI + slot;
    enable(&mut b, id);
    wr(&mut b, GICD_BASE + 0xc00 + id / 16 * 4, 2 << (id % 16 * 2)); // edge
    let base = VIRTIO_BASE + slot * VIRTIO_WIN;
    assert_eq!(rd(&mut b, base + 8), 2);
    let mut ram = Ram(vec![0; 0x4000]);
    let q = RAM_BASE;
    // Header (IN, sector 1) at +0x3000, data at +0x3100, status at +0x3300.
    ram.write_phys(q + 0x3000, &[0; 16]).unwrap();
    ram.write_phys(q + 0x3008, &[1]).unwrap();
    for (i, (addr, len, flags, next)) in [
        (0x3000u32, 16u32, 1u16, 1u16),
        (0x3100, 512, 3, 2),
        (0x3300, 1, 2, 0),
    ]
    .into_iter()
    .enumerate()
    {
        let mut d = u64::from(q + addr).to_le_bytes().to_vec();
        d.extend_from_slice(&len.to_le_bytes());
        d.extend_from_slice(&flags.to_le_bytes());
        d.extend_from_slice(&next.to_le_bytes());
        ram.write_phys(q + 16 * i as u32, &d).unwrap();
    }
    ram.write_phys(q + 0x1002, &1u16.to_le_bytes()).unwrap(); // avail idx 1, ring[0] = 0
    for (off, v) in [
        (0x70, 1),
        (0x70, 3),
        (0x24, 1),
        (0x20, 1),
        (0x70, 0xb),
        (0x38, 8),
        (0x80, q),
        (0x90, q + 0x1000),
        (0xa0, q + 0x2000),
        (0x44, 1),
        (0x70, 0xf),
        (0x50, 0),
    ] {
        b.write_with_memory(0, base + off, W, v, &mut ram).unwrap();
    }
    assert_eq!(ram.0[0x3300], 0, "status OK");
    assert_eq!(&ram.0[0x3100..0x3300], &[0x42; 512][..]);
    assert_eq!(u16::from_le_bytes([ram.0[0x2002], ram.0[0x2003]]), 1);
    assert!(b.interrupts(0).irq);
    assert_eq!(rd(&mut b, GICC + 0xc), id);
}

#[test]
fn the_trace_device_answers_at_its_base() {
    struct Nothing;
    impl devices::goldfish_trace::TraceEvents for Nothing {
        fn switch(&mut self, _: u64, _: u32) {}
        fn fork(&mut self, _: u64, _: u32, _: u32) {}
        fn clone_thread(&mut self, _: u64, _: u32, _: u32) {}
        fn exec(&mut self, _: u64, _: &[&[u8]]) {}
        fn mmap(&mut self, _: u64, _: u32, _: u32, _: u32, _: &[u8]) {}
        fn munmap(&mut self, _: u64, _: u32, _: u32) {}
        fn exit(&mut self, _: u64, _: u32) {}
        fn name(&mut self, _: u64, _: u32, _: &[u8]) {}
        fn init_name(&mut self, _: u64, _: u32, _: u32, _: &[u8]) {}
        fn dyn_sym(&mut self, _: u64, _: u32, _: &[u8]) {}
        fn remove_sym(&mut self, _: u64, _: u32) {}
        fn enable(&mut self, _: u64, _: bool) {}
        fn recording(&self) -> bool {
            false
        }
        fn stop(&mut self, _: u64) {}
        fn method(&mut self, _: u64, _: u32, _: u32, _: u32) {}
        fn print(&mut self, _: u64, _: &devices::goldfish_trace::Print) {}
    }
    let mut b = VirtBoard::new(VirtConfig {
        trace: Some(Box::new(Nothing)),
        ..VirtConfig::default()
    });
    assert_eq!(rd(&mut b, TRACE_BASE + 0x1fe0), 0x54);
    wr(&mut b, TRACE_BASE + 0x168, 1); // STOP_EMU
    assert_eq!(b.take_request(), Some(SystemRequest::Stop));
}

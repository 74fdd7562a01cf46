//! The board seen through `arm::Bus`, as the core sees it: timer interrupts
//! through the VIC, a UART through the SIC cascade, console input and output,
//! vectored acknowledgement, the reset sequence and unassigned addresses.

use arm::bus::{AccessSize, Bus, Irqs, SystemRequest};
use devices::pl011::CapturedConsole;
use devices::{Board, BoardConfig, CPU_HZ};

const W: AccessSize = AccessSize::Word;
const VIC: u32 = 0x1014_0000;
const SIC: u32 = 0x1000_3000;
const TIMER0: u32 = 0x101e_2000;
const UART0: u32 = 0x101f_1000;
const UART3: u32 = 0x1000_9000;
const SYSREGS: u32 = 0x1000_0000;
/// CPU ticks per 1 MHz timer cycle.
const T: u64 = CPU_HZ / 1_000_000;

fn board() -> (Board, CapturedConsole) {
    let out = CapturedConsole::default();
    let b = Board::new(BoardConfig {
        console: Some(Box::new(out.clone())),
        ..BoardConfig::default()
    });
    (b, out)
}

fn wr(b: &mut Board, now: u64, addr: u32, v: u32) {
    b.write(now, addr, W, v).unwrap();
}

fn rd(b: &mut Board, now: u64, addr: u32) -> u32 {
    b.read(now, addr, W).unwrap()
}

const IRQ: Irqs = Irqs {
    irq: true,
    fiq: false,
};
const NONE: Irqs = Irqs {
    irq: false,
    fiq: false,
};

#[test]
fn timer_tick_reaches_the_cpu_at_the_exact_tick() {
    let (mut b, _) = board();
    wr(&mut b, 0, VIC + 0x10, 1 << 4); // VICIntEnable: timer 0/1
    wr(&mut b, 0, TIMER0, 10_000); // Load: 100 Hz at 1 MHz
    wr(&mut b, 0, TIMER0 + 8, 0xe2); // enable, periodic, IE, 32-bit
    assert_eq!(b.next_event(0), 10_000 * T);
    assert_eq!(b.interrupts(10_000 * T - 1), NONE);
    assert_eq!(b.interrupts(10_000 * T), IRQ);
    assert_eq!(rd(&mut b, 10_000 * T, VIC), 1 << 4, "VICIRQStatus");
    wr(&mut b, 10_000 * T + 40, TIMER0 + 0xc, 1); // IntClr
    assert_eq!(b.interrupts(10_000 * T + 40), NONE);
    assert_eq!(b.next_event(10_000 * T + 40), 20_000 * T);
    // The clocksource (timer 1) reads back exactly from ticks.
    wr(&mut b, 0, TIMER0 + 0x28, 0x82); // timer 1: enable, free-running, 32-bit
    assert_eq!(rd(&mut b, 12_345 * T, TIMER0 + 0x24), 0xffff_ffff - 12_345);
}

#[test]
fn fiq_select_routes_to_fiq() {
    let (mut b, _) = board();
    wr(&mut b, 0, VIC + 0xc, 1 << 4); // VICIntSelect
    wr(&mut b, 0, VIC + 0x10, 1 << 4);
    wr(&mut b, 0, TIMER0, 5);
    wr(&mut b, 0, TIMER0 + 8, 0xe2);
    assert_eq!(
        b.interrupts(5 * T),
        Irqs {
            irq: false,
            fiq: true
        }
    );
}

#[test]
fn uart3_interrupts_through_the_sic_cascade() {
    let (mut b, _) = board();
    wr(&mut b, 0, VIC + 0x10, 1 << 31);
    wr(&mut b, 0, UART3 + 0x38, 1 << 5); // UARTIMSC: TX
    wr(&mut b, 0, UART3, u32::from(b'x'));
    assert_eq!(b.interrupts(0), NONE, "SIC source 6 not enabled");
    assert_eq!(rd(&mut b, 0, SIC + 4), 1 << 6, "SIC_RAWSTAT");
    wr(&mut b, 0, SIC + 8, 1 << 6); // SIC_ENSET
    assert_eq!(rd(&mut b, 0, SIC), 1 << 6);
    assert_eq!(b.interrupts(0), IRQ);
    wr(&mut b, 0, UART3 + 0x44, 1 << 5); // UARTICR
    assert_eq!(b.interrupts(0), NONE);
}

#[test]
fn console_output_and_input() {
    let (mut b, out) = board();
    for c in b"boot\n" {
        b.write(0, UART0, AccessSize::Half, u32::from(*c)).unwrap();
    }
    assert_eq!(out.contents(), b"boot\n");

    wr(&mut b, 0, VIC + 0x10, 1 << 12);
    wr(&mut b, 0, UART0 + 0x38, 1 << 4 | 1 << 6); // RXIM | RTIM
    assert_eq!(b.interrupts(0), NONE);
    b.push_input(b"ls");
    assert_eq!(b.interrupts(0), IRQ);
    assert_eq!(rd(&mut b, 0, UART0 + 0x18) & 0x10, 0, "RXFE clear");
    assert_eq!(rd(&mut b, 0, UART0), u32::from(b'l'));
    assert_eq!(rd(&mut b, 0, UART0), u32::from(b's'));
    assert_eq!(b.interrupts(0), NONE);
}

#[test]
fn vectored_acknowledge_through_the_bus() {
    let (mut b, _) = board();
    wr(&mut b, 0, VIC + 0x100, 0xc000_0100); // VICVectAddr0
    wr(&mut b, 0, VIC + 0x200, 0x20 | 4); // VICVectCntl0: timer 0/1
    wr(&mut b, 0, VIC + 0x34, 0xc000_0f00); // VICDefVectAddr
    wr(&mut b, 0, VIC + 0x10, 1 << 4 | 1 << 31);
    wr(&mut b, 0, SIC + 8, 1 << 6);
    wr(&mut b, 0, UART3 + 0x38, 1 << 5);
    wr(&mut b, 0, UART3, u32::from(b'x')); // SIC -> VIC 31, non-vectored
    assert_eq!(rd(&mut b, 0, VIC + 0x30), 0xc000_0f00);
    assert_eq!(b.interrupts(0), NONE, "default vector in service");
    wr(&mut b, 0, TIMER0, 3);
    wr(&mut b, 0, TIMER0 + 8, 0xe2);
    assert_eq!(
        b.interrupts(3 * T),
        IRQ,
        "vectored source preempts the default"
    );
    assert_eq!(rd(&mut b, 3 * T, VIC + 0x30), 0xc000_0100);
    wr(&mut b, 3 * T, TIMER0 + 0xc, 1);
    wr(&mut b, 3 * T, VIC + 0x30, 0);
    assert_eq!(b.interrupts(3 * T), NONE, "back to the default vector");
    wr(&mut b, 3 * T, VIC + 0x30, 0);
    assert_eq!(b.interrupts(3 * T), IRQ, "UART3 still pending");
}

#[test]
fn reset_sequence_of_the_versatile_reboot_driver() {
    let (mut b, _) = board();
    wr(&mut b, 0, SYSREGS + 0x40, 0x105);
    assert_eq!(b.take_request(), None);
    wr(&mut b, 0, SYSREGS + 0x20, 0xa05f);
    wr(&mut b, 0, SYSREGS + 0x40, 0x105);
    assert_eq!(b.take_request(), Some(SystemRequest::Reset));
    assert_eq!(b.take_request(), None);
}

#[test]
fn sched_clock_counter_and_sp810() {
    let (mut b, _) = board();
    assert_eq!(rd(&mut b, CPU_HZ / 1000, SYSREGS + 0x5c), 24_000);
    let v = rd(&mut b, 0, 0x101e_0000);
    wr(&mut b, 0, 0x101e_0000, v | 1 << 15);
    assert_eq!(rd(&mut b, 0, 0x101e_0000), 1 << 15);
    assert!(b.guest_errors().is_empty());
}

#[test]
fn unassigned_addresses_read_zero_and_are_logged_once() {
    let (mut b, _) = board();
    assert_eq!(rd(&mut b, 0, 0x101e_1000), 0); // watchdog: unassigned as in QEMU
    assert_eq!(rd(&mut b, 0, 0x101e_1fe0), 0);
    wr(&mut b, 0, 0x101e_1000, 0xffff_ffff);
    wr(&mut b, 0, 0xdead_0000, 1);
    assert_eq!(b.guest_errors().len(), 2);
    assert_eq!(b.interrupts(0), NONE);
}

#[test]
fn rtc_counts_from_the_epoch_in_virtual_time() {
    let (mut b, _) = board();
    let e = rd(&mut b, 0, 0x101e_8000);
    assert_eq!(rd(&mut b, 7 * CPU_HZ + 1, 0x101e_8000), e + 7);
}

#[test]
fn host_clock_mode_runs() {
    let mut b = Board::new(BoardConfig {
        clock: devices::Clock::host(),
        ..BoardConfig::default()
    });
    let a = rd(&mut b, 0, SYSREGS + 0x5c);
    std::thread::sleep(std::time::Duration::from_millis(5));
    let c = rd(&mut b, 0, SYSREGS + 0x5c);
    assert!(
        c.wrapping_sub(a) >= 24_000 * 5,
        "24 MHz counter follows the wall clock"
    );
    wr(&mut b, 0, TIMER0, 1_000_000);
    wr(&mut b, 0, TIMER0 + 8, 0xe2);
    let ev = b.next_event(0);
    assert!(
        ev > 0 && ev <= 1_000_000 * T,
        "deadline about 1 s of ticks ahead: {ev}"
    );
}

#[test]
fn the_virtio_transport_is_mapped_only_with_a_disk() {
    use devices::board::VIRTIO_BASE;
    use devices::virtio::MemBackend;
    // Without a disk the window is unassigned, as on QEMU's versatilepb.
    let (mut b, _) = board();
    assert!(!b.mmio().is_mapped(VIRTIO_BASE));
    assert_eq!(rd(&mut b, 0, VIRTIO_BASE), 0);
    assert_eq!(b.guest_errors().len(), 1);
    let mut b = Board::new(BoardConfig {
        disk: Some(Box::new(MemBackend::new(vec![0; 4096]))),
        ..BoardConfig::default()
    });
    assert_eq!(rd(&mut b, 0, VIRTIO_BASE), 0x7472_6976); // "virt"
    assert_eq!(rd(&mut b, 0, VIRTIO_BASE + 4), 2); // version 2
    assert_eq!(rd(&mut b, 0, VIRTIO_BASE + 8), 2); // a block device
    assert_eq!(rd(&mut b, 0, VIRTIO_BASE + 0x100), 8); // capacity: 8 sectors
    assert!(b.guest_errors().is_empty());
    // The window ends at 512 bytes.
    assert!(!b.mmio().is_mapped(VIRTIO_BASE + 0x200));
    assert!(
        b.snapshot().is_some(),
        "a disk in memory is saved with the board"
    );
}

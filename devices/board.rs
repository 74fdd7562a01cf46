//! The ARM Versatile PB board: the memory map of the kernel's versatile-pb.dts,
//! one line per device, and the `arm::Bus` implementation over it.
//!
//! | base       | device                  | interrupt   | model              |
//! |------------|-------------------------|-------------|--------------------|
//! | 0x00000000 | RAM (in the core)       |             | arm::Ram           |
//! | 0x10000000 | system registers        |             | SysRegs            |
//! | 0x10001000 | PCI controller          |             | unassigned         |
//! | 0x10003000 | SIC                     | VIC 31      | Sic                |
//! | 0x10004000 | AACI PL041              | VIC 24      | IDs only           |
//! | 0x10005000 | MMCI0 PL181             | SIC 22/23   | IDs only           |
//! | 0x10006000 | KMI0 PL050              | SIC 3       | IDs only           |
//! | 0x10007000 | KMI1 PL050              | SIC 4       | IDs only           |
//! | 0x10009000 | UART3 PL011             | SIC 6       | Pl011              |
//! | 0x1000b000 | MMCI1 PL181             | SIC 1/2     | IDs only           |
//! | 0x10010000 | SMC91C111 Ethernet      | VIC 25      | unassigned         |
//! | 0x10120000 | CLCD PL110              | VIC 16      | IDs only           |
//! | 0x10130000 | DMA PL080               | VIC 17      | IDs only           |
//! | 0x10140000 | VIC PL190               | CPU IRQ/FIQ | Vic                |
//! | 0x10150000 | goldfish trace (8 KiB)  | none        | GoldfishTrace (only with a tracer) |
//! | 0x10160000 | virtio-mmio (512 B)     | SIC 9       | VirtioMmio (only with a disk) |
//! | 0x101e0000 | system controller SP810 |             | Sp810              |
//! | 0x101e1000 | watchdog SP805          | VIC 0       | unassigned         |
//! | 0x101e2000 | timers 0/1 SP804        | VIC 4       | Sp804              |
//! | 0x101e3000 | timers 2/3 SP804        | VIC 5       | Sp804              |
//! | 0x101e4000 | GPIO0-3 PL061 (4 KiB each) | VIC 6-9  | IDs only           |
//! | 0x101e8000 | RTC PL031               | VIC 10      | Pl031              |
//! | 0x101f0000 | smart card PL131        | VIC 15      | unassigned         |
//! | 0x101f1000 | UART0 PL011 (console)   | VIC 12      | Pl011              |
//! | 0x101f2000 | UART1 PL011             | VIC 13      | Pl011              |
//! | 0x101f3000 | UART2 PL011             | VIC 14      | Pl011              |
//! | 0x101f4000 | SSP PL022               | VIC 11      | unassigned         |
//!
//! "Unassigned" and "IDs only" follow what QEMU 7.2's versatilepb answers there
//! (tests/fixtures/qemu-ids.txt). ID-only devices never raise their interrupts,
//! so they are not wired.
//!
//! The virtio-mmio transport is goldtrace's addition (QEMU's versatilepb has none),
//! mapped only when the board has a disk, so a board without one is as before. Its
//! place: [`VIRTIO_BASE`] is unassigned on QEMU 7.2's versatilepb (`info mtree`) and
//! in versatile-pb.dts, past the trace device; [`VIRTIO_SIC_LINE`] is a SIC source
//! that the kernel's SIC valid-mask (0x7fe003ff) accepts, that no device of the
//! device tree or of QEMU drives (the PB's keypad line), and that has no pass-through
//! to the VIC (those are lines 21-30), so it reaches the CPU through the cascade only.

pub mod virt;

use crate::bus::{DevId, Mmio};
use crate::clock::Clock;
use crate::goldfish_trace::{self as trace, GoldfishTrace, TraceEvents};
use crate::pl011::{Pl011, Sink};
use crate::pl031::{Pl031, DEFAULT_EPOCH};
use crate::primecell::{self as id, IdOnly};
use crate::sic::Sic;
use crate::sp804::Sp804;
use crate::sp810::Sp810;
use crate::state::{StateReader, StateWriter};
use crate::sysregs::SysRegs;
use crate::vic::{Vic, OUT_FIQ, OUT_IRQ};
use crate::virtio::{Blk, BlockBackend, VirtioMmio};
use arm::bus::{AccessSize, Bus, BusFault, Irqs, SystemRequest};

/// How to build the board.
pub struct BoardConfig {
    /// Where UART0 (the console) writes; `None` discards.
    pub console: Option<Sink>,
    /// Device time source.
    pub clock: Clock,
    /// Print guest errors (unassigned accesses) to stderr as they happen.
    pub guest_errors: bool,
    /// RTC value at device time 0.
    pub rtc_epoch: u32,
    /// Receiver of the goldfish trace device's events; the device exists only with one
    /// (like Android's, created only with `-trace`), else its window reads as zero.
    pub trace: Option<Box<dyn TraceEvents + Send>>,
    /// A virtio-blk disk behind the virtio-mmio transport at [`VIRTIO_BASE`]; without
    /// one the transport is not mapped.
    pub disk: Option<Box<dyn BlockBackend>>,
}

/// The virtio-mmio transport's window (QEMU's slot size on `virt`) and its SIC line
/// (see the module's doc).
pub const VIRTIO_BASE: u32 = 0x1016_0000;
pub const VIRTIO_WIN: u32 = 0x200;
pub const VIRTIO_SIC_LINE: u32 = 9;

impl Default for BoardConfig {
    fn default() -> Self {
        BoardConfig {
            console: None,
            clock: Clock::Virtual,
            guest_errors: false,
            rtc_epoch: DEFAULT_EPOCH,
            trace: None,
            disk: None,
        }
    }
}

/// The first bytes of a saved board.
const BOARD_TAG: &[u8] = b"versatilepb";

/// Size of every device window.
const WIN: u32 = 0x1000;

/// The Versatile PB devices.
pub struct Board {
    mmio: Mmio,
    clock: Clock,
    vic: DevId,
    uart0: DevId,
    /// The VIC's outputs at the last `interrupts`, for the `pl190_update` event.
    vic_out: u32,
    /// Whether the disk's state can be saved (none, or not a writable host file).
    disk_saveable: bool,
}

/// Whether `addr` is in the trace device's window, whose writes carry CPU ticks (the
/// trace's time base) rather than device time.
fn in_trace_window(addr: u32) -> bool {
    addr.wrapping_sub(trace::regs::BASE) < trace::regs::SIZE
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Board").field("mmio", &self.mmio).finish()
    }
}

impl Board {
    pub fn new(config: BoardConfig) -> Board {
        let mut m = Mmio::new(config.guest_errors);
        let vic = m.add("pl190", 0x1014_0000, WIN, Vic::new());
        let sic = m.add("sic", 0x1000_3000, WIN, Sic::new());
        m.wire(sic, crate::sic::OUT_CASCADE, vic, 31);
        for line in 21..=30 {
            m.wire(sic, line, vic, line);
        }
        m.add("sysregs", 0x1000_0000, WIN, SysRegs::new());
        m.add("sp810", 0x101e_0000, WIN, Sp810::new());
        let t01 = m.add("sp804", 0x101e_2000, WIN, Sp804::new());
        m.wire(t01, 0, vic, 4);
        let t23 = m.add("sp804", 0x101e_3000, WIN, Sp804::new());
        m.wire(t23, 0, vic, 5);
        m.add("pl061", 0x101e_4000, WIN, IdOnly::new(id::PL061));
        m.add("pl061", 0x101e_5000, WIN, IdOnly::new(id::PL061));
        m.add("pl061", 0x101e_6000, WIN, IdOnly::new(id::PL061));
        m.add("pl061", 0x101e_7000, WIN, IdOnly::new(id::PL061));
        let rtc = m.add("pl031", 0x101e_8000, WIN, Pl031::new(config.rtc_epoch));
        m.wire(rtc, 0, vic, 10);
        let uart0 = m.add("pl011", 0x101f_1000, WIN, Pl011::new(config.console));
        m.wire(uart0, 0, vic, 12);
        let uart1 = m.add("pl011", 0x101f_2000, WIN, Pl011::new(None));
        m.wire(uart1, 0, vic, 13);
        let uart2 = m.add("pl011", 0x101f_3000, WIN, Pl011::new(None));
        m.wire(uart2, 0, vic, 14);
        let uart3 = m.add("pl011", 0x1000_9000, WIN, Pl011::new(None));
        m.wire(uart3, 0, sic, 6);
        m.add("pl110", 0x1012_0000, WIN, IdOnly::new(id::PL110));
        m.add("pl080", 0x1013_0000, WIN, IdOnly::new(id::PL080));
        m.add("pl041", 0x1000_4000, WIN, IdOnly::new(id::PL041));
        m.add("pl181", 0x1000_5000, WIN, IdOnly::new(id::PL181));
        m.add("pl181", 0x1000_b000, WIN, IdOnly::new(id::PL181));
        m.add("pl050", 0x1000_6000, WIN, IdOnly::new(id::PL050));
        m.add("pl050", 0x1000_7000, WIN, IdOnly::new(id::PL050));
        if let Some(ev) = config.trace {
            m.add(
                "goldfish_trace",
                trace::regs::BASE,
                trace::regs::SIZE,
                GoldfishTrace::new(ev, config.guest_errors),
            );
        }
        let disk_saveable = config.disk.iter().all(|d| d.save().is_some());
        if let Some(disk) = config.disk {
            let dev = VirtioMmio::with_blk(Blk::new(disk));
            let virtio = m.add("virtio-mmio", VIRTIO_BASE, VIRTIO_WIN, dev);
            m.wire(virtio, 0, sic, VIRTIO_SIC_LINE);
        }
        Board {
            mmio: m,
            clock: config.clock,
            vic,
            uart0,
            vic_out: 0,
            disk_saveable,
        }
    }

    /// Host input for UART0 (the console).
    pub fn push_input(&mut self, bytes: &[u8]) {
        self.mmio.device(self.uart0).receive(bytes);
    }

    /// Guest errors logged so far (one per 4 KiB region).
    pub fn guest_errors(&self) -> &[String] {
        self.mmio.guest_errors()
    }

    /// The bus behind the board, for tools and tests.
    pub fn mmio(&mut self) -> &mut Mmio {
        &mut self.mmio
    }
}

impl Bus for Board {
    fn read(&mut self, now: u64, addr: u32, size: AccessSize) -> Result<u32, BusFault> {
        goldtrace_events::set_now(now);
        let t = self.clock.device_time(now);
        Ok(self.mmio.read(t, addr, size))
    }

    fn write(&mut self, now: u64, addr: u32, size: AccessSize, value: u32) -> Result<(), BusFault> {
        goldtrace_events::set_now(now);
        let t = self.clock.device_time(now);
        self.mmio.write(t, addr, size, value);
        Ok(())
    }

    fn write_with_memory(
        &mut self,
        now: u64,
        addr: u32,
        size: AccessSize,
        value: u32,
        mem: &mut dyn arm::bus::GuestMemory,
    ) -> Result<(), BusFault> {
        goldtrace_events::set_now(now);
        let t = if in_trace_window(addr) {
            now
        } else {
            self.clock.device_time(now)
        };
        self.mmio.write_with_memory(t, addr, size, value, mem);
        Ok(())
    }

    fn interrupts(&mut self, now: u64) -> Irqs {
        goldtrace_events::set_now(now);
        let t = self.clock.device_time(now);
        self.mmio.advance(t);
        let out = self.mmio.outputs(self.vic);
        if crate::events::event_desc::pl190_update.enabled() && out != self.vic_out {
            crate::events::pl190_update(out >> OUT_IRQ & 1, out >> OUT_FIQ & 1);
        }
        self.vic_out = out;
        Irqs {
            irq: out >> OUT_IRQ & 1 != 0,
            fiq: out >> OUT_FIQ & 1 != 0,
        }
    }

    fn next_event(&self, now: u64) -> u64 {
        let t = self.clock.device_time(now);
        self.clock.cpu_deadline(now, self.mmio.next_event(t))
    }

    fn take_request(&mut self) -> Option<SystemRequest> {
        self.mmio.take_request()
    }

    fn time_is_ticks(&self) -> bool {
        self.clock == Clock::Virtual
    }

    fn console_input(&mut self, bytes: &[u8]) {
        self.push_input(bytes);
    }

    fn snapshot(&self) -> Option<arm::bus::BusState> {
        // Device time must be the CPU's ticks for a state to mean the same later, and
        // the disk's contents savable.
        match self.clock {
            Clock::Virtual if self.disk_saveable => {
                let mut w = StateWriter::new();
                w.bytes(BOARD_TAG);
                w.u32(self.vic_out);
                self.mmio.snapshot(&mut w);
                Some(w.into_bytes())
            }
            _ => None,
        }
    }

    fn restore(&mut self, state: &[u8]) -> Result<(), String> {
        let mut r = StateReader::new(state);
        let tag = r.bytes(64, "board").map_err(|e| e.to_string())?;
        if tag != BOARD_TAG {
            return Err("the checkpoint is not of a Versatile PB board".into());
        }
        let vic_out = r.u32("VIC outputs").map_err(|e| e.to_string())?;
        self.mmio.restore(&mut r)?;
        r.finish().map_err(|e| e.to_string())?;
        self.vic_out = vic_out;
        Ok(())
    }
}

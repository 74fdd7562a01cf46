//! The MMIO bus: a list of address ranges, each answered by one device, the
//! interrupt wires between devices, and the guest-error log for accesses that no
//! device answers. RAM is not here: it is `arm::Ram`, inside the core.

use std::collections::HashSet;

use crate::events::{self, RegTrace};
use crate::irq::{settle_order, Wire};
use crate::state::{StateError, StateReader, StateWriter};
use arm::bus::{AccessSize, SystemRequest};

/// A memory-mapped device. `offset` is relative to the device's base and is
/// word-aligned: the bus extracts sub-word reads from the word and hands sub-word
/// writes over as the word-aligned register with the value in its byte lanes.
/// `now` is the device time in nominal CPU ticks (see `clock`).
pub trait Device {
    fn read(&mut self, now: u64, offset: u32, size: AccessSize) -> u32;
    fn write(&mut self, now: u64, offset: u32, size: AccessSize, value: u32);
    /// Brings time-dependent state (counters, raw interrupt status) up to `now`.
    fn advance(&mut self, _now: u64) {}
    /// The earliest device time at which an output line of this device would
    /// change by itself, or `u64::MAX`.
    fn next_event(&self, _now: u64) -> u64 {
        u64::MAX
    }
    /// Levels of the device's output lines, bit n = output n.
    fn outputs(&self) -> u32 {
        0
    }
    /// An input line of an interrupt controller.
    fn set_input(&mut self, _line: u32, _level: bool) {}
    /// Bytes arriving from the host side (a UART's receive wire).
    fn receive(&mut self, _bytes: &[u8]) {}
    /// A write that may follow guest pointers through `mem` (the goldfish trace
    /// device); other devices ignore the view.
    fn write_with_memory(
        &mut self,
        now: u64,
        offset: u32,
        size: AccessSize,
        value: u32,
        _mem: &mut dyn arm::bus::GuestMemory,
    ) {
        self.write(now, offset, size, value);
    }
    /// A request to the run loop (board reset), taken once.
    fn take_request(&mut self) -> Option<SystemRequest> {
        None
    }
    /// Whether the device has `advance`, `next_event` or `take_request` of its own. One
    /// that answers false is skipped by the bus when time passes (every exit from the
    /// run loop), which is what makes a board of many passive devices cheap; answering
    /// true costs only that time.
    fn keeps_time(&self) -> bool {
        true
    }
    /// The device's state for a checkpoint of the machine (registers, FIFOs, timer
    /// anchors; not its host-side connections such as a console sink), as bytes
    /// (`crate::state`). `None` for a device that holds no state (ID-only devices).
    fn snapshot(&self) -> Option<DeviceState> {
        None
    }
    /// Puts back a state [`Device::snapshot`] returned.
    fn restore(&mut self, _state: &[u8]) -> Result<(), StateError> {
        Ok(())
    }
    /// The device's register-access trace events and register names.
    fn trace(&self) -> &'static RegTrace {
        &crate::events::PRIMECELL
    }
    /// Whether the device decodes sub-word accesses itself (the GIC's byte-wide
    /// priority registers, virtio's config space): it then gets the access's own
    /// offset rather than the word's, the value still in its byte lanes.
    fn byte_addressed(&self) -> bool {
        false
    }
}

/// A device's saved state: bytes only the device reads (`crate::state`).
pub type DeviceState = Vec<u8>;

/// Bounds on what a saved bus may hold (a damaged state cannot make the reader
/// allocate more).
const MAX_DEVICES: usize = 1024;
/// A device state is at most this big (a virtio disk's copy-on-write overlay is
/// part of its state); reading one only slices the saved bytes.
const MAX_STATE: usize = 1 << 30;
const MAX_LOGGED: usize = 1 << 20;

/// A device's handle on the bus.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DevId(pub usize);

struct Region {
    name: &'static str,
    base: u32,
    size: u32,
    trace: &'static RegTrace,
    /// [`Device::byte_addressed`].
    exact: bool,
    dev: Box<dyn Device + Send>,
}

impl Region {
    /// The offset the device is handed for an access at `off`.
    fn dev_offset(&self, off: u32) -> u32 {
        if self.exact {
            off
        } else {
            off & !3
        }
    }
}

/// The MMIO address space outside RAM.
pub struct Mmio {
    regions: Vec<Region>,
    /// The regions whose device keeps time ([`Device::keeps_time`]), in map order.
    timed: Vec<usize>,
    wires: Vec<Wire>,
    order: Vec<Wire>,
    last_hit: usize,
    print_guest_errors: bool,
    logged: HashSet<u32>,
    guest_errors: Vec<String>,
}

impl std::fmt::Debug for Mmio {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut l = f.debug_list();
        for r in &self.regions {
            l.entry(&format_args!("{} @ {:#010x}+{:#x}", r.name, r.base, r.size));
        }
        l.finish()
    }
}

/// Unassigned accesses are logged once per 4 KiB region.
const LOG_REGION_SHIFT: u32 = 12;

fn lane_shift(addr: u32) -> u32 {
    (addr & 3) * 8
}

fn size_mask(size: AccessSize) -> u32 {
    match size {
        AccessSize::Byte => 0xff,
        AccessSize::Half => 0xffff,
        AccessSize::Word => 0xffff_ffff,
    }
}

impl Mmio {
    /// An empty bus. With `print_guest_errors` each guest error is also printed
    /// to stderr as it is logged.
    pub fn new(print_guest_errors: bool) -> Mmio {
        Mmio {
            regions: Vec::new(),
            timed: Vec::new(),
            wires: Vec::new(),
            order: Vec::new(),
            last_hit: 0,
            print_guest_errors,
            logged: HashSet::new(),
            guest_errors: Vec::new(),
        }
    }

    /// Maps `dev` at `[base, base + size)`. Panics if the range overlaps another:
    /// that is a wiring bug of the host, not something a guest can cause.
    pub fn add(
        &mut self,
        name: &'static str,
        base: u32,
        size: u32,
        dev: impl Device + Send + 'static,
    ) -> DevId {
        let end = base as u64 + size as u64;
        for r in &self.regions {
            let r_end = r.base as u64 + r.size as u64;
            assert!(
                end <= r.base as u64 || base as u64 >= r_end,
                "{name} at {base:#x} overlaps {} at {:#x}",
                r.name,
                r.base
            );
        }
        if dev.keeps_time() {
            self.timed.push(self.regions.len());
        } else {
            debug_assert_eq!(dev.next_event(0), u64::MAX, "{name} says it keeps no time");
        }
        self.regions.push(Region {
            name,
            base,
            size,
            trace: dev.trace(),
            exact: dev.byte_addressed(),
            dev: Box::new(dev),
        });
        DevId(self.regions.len() - 1)
    }

    /// Connects output `out` of `src` to input `line` of `dst`.
    pub fn wire(&mut self, src: DevId, out: u32, dst: DevId, line: u32) {
        self.wires.push(Wire {
            src: src.0,
            out,
            dst: dst.0,
            line,
        });
        self.order = settle_order(&self.wires);
    }

    /// The device behind `id`.
    pub fn device(&mut self, id: DevId) -> &mut (dyn Device + Send) {
        self.regions[id.0].dev.as_mut()
    }

    /// Output levels of `id`.
    pub fn outputs(&self, id: DevId) -> u32 {
        self.regions[id.0].dev.outputs()
    }

    fn find(&mut self, addr: u32) -> Option<usize> {
        let hit = |r: &Region| addr.wrapping_sub(r.base) < r.size;
        if let Some(r) = self.regions.get(self.last_hit) {
            if hit(r) {
                return Some(self.last_hit);
            }
        }
        let i = self.regions.iter().position(hit)?;
        self.last_hit = i;
        Some(i)
    }

    /// Whether some device answers at `addr`.
    pub fn is_mapped(&self, addr: u32) -> bool {
        self.regions
            .iter()
            .any(|r| addr.wrapping_sub(r.base) < r.size)
    }

    /// Records a guest error once per 4 KiB region of `addr`.
    pub fn guest_error(&mut self, addr: u32, what: &str) {
        events::guest_error(addr, what);
        if self.logged.insert(addr >> LOG_REGION_SHIFT) {
            let line = format!("guest error: {what} at {addr:#010x}");
            if self.print_guest_errors {
                eprintln!("{line}");
            }
            self.guest_errors.push(line);
        }
    }

    /// The guest errors logged so far.
    pub fn guest_errors(&self) -> &[String] {
        &self.guest_errors
    }

    /// A read; unassigned addresses read as zero.
    pub fn read(&mut self, now: u64, addr: u32, size: AccessSize) -> u32 {
        let Some(i) = self.find(addr) else {
            self.guest_error(addr, "read of unassigned address");
            return 0;
        };
        let r = &mut self.regions[i];
        let off = addr - r.base;
        r.dev.advance(now);
        let word = r.dev.read(now, r.dev_offset(off), size);
        let value = (word >> lane_shift(off)) & size_mask(size);
        r.trace.read(addr, off, size as u32, value);
        self.settle();
        value
    }

    /// A write; writes to unassigned addresses are ignored.
    pub fn write(&mut self, now: u64, addr: u32, size: AccessSize, value: u32) {
        let Some(i) = self.find(addr) else {
            self.guest_error(addr, "write to unassigned address");
            return;
        };
        let r = &mut self.regions[i];
        let off = addr - r.base;
        r.dev.advance(now);
        r.trace
            .write(addr, off, size as u32, value & size_mask(size));
        let v = (value & size_mask(size)) << lane_shift(off);
        r.dev.write(now, r.dev_offset(off), size, v);
        self.settle();
    }

    /// A write handing the device a view of guest memory (see
    /// [`Device::write_with_memory`]); otherwise the same as [`Mmio::write`].
    pub fn write_with_memory(
        &mut self,
        now: u64,
        addr: u32,
        size: AccessSize,
        value: u32,
        mem: &mut dyn arm::bus::GuestMemory,
    ) {
        let Some(i) = self.find(addr) else {
            self.guest_error(addr, "write to unassigned address");
            return;
        };
        let r = &mut self.regions[i];
        let off = addr - r.base;
        r.dev.advance(now);
        r.trace
            .write(addr, off, size as u32, value & size_mask(size));
        let v = (value & size_mask(size)) << lane_shift(off);
        r.dev
            .write_with_memory(now, r.dev_offset(off), size, v, mem);
        self.settle();
    }

    /// Brings every device up to `now` and settles the interrupt wires.
    pub fn advance(&mut self, now: u64) {
        for &i in &self.timed {
            self.regions[i].dev.advance(now);
        }
        self.settle();
    }

    /// Propagates output levels along the wires, sources before controllers.
    fn settle(&mut self) {
        for w in &self.order {
            let level = self.regions[w.src].dev.outputs() >> w.out & 1 != 0;
            self.regions[w.dst].dev.set_input(w.line, level);
        }
    }

    /// The earliest device event.
    pub fn next_event(&self, now: u64) -> u64 {
        self.timed
            .iter()
            .map(|&i| self.regions[i].dev.next_event(now))
            .min()
            .unwrap_or(u64::MAX)
    }

    /// Every device's state and the guest-error log, for a checkpoint, as bytes:
    /// the number of devices, then per device its name, its base and its state (a
    /// flag, then the device's bytes); the logged regions and the error lines.
    pub fn snapshot(&self, w: &mut StateWriter) {
        w.len(self.regions.len());
        for r in &self.regions {
            w.str(r.name);
            w.u32(r.base);
            match r.dev.snapshot() {
                Some(s) => {
                    w.bool(true);
                    w.bytes(&s);
                }
                None => w.bool(false),
            }
        }
        let mut logged: Vec<u32> = self.logged.iter().copied().collect();
        logged.sort_unstable();
        w.len(logged.len());
        w.u32s(&logged);
        w.len(self.guest_errors.len());
        for e in &self.guest_errors {
            w.str(e);
        }
    }

    /// Puts back the states of [`Mmio::snapshot`] on a bus wired the same way; the
    /// error names the first device whose state does not fit. The layout is checked
    /// before any device changes, but a device state that does not read back leaves
    /// the bus partly restored: the caller must give up the machine.
    pub fn restore(&mut self, r: &mut StateReader) -> Result<(), String> {
        let n = r.len(MAX_DEVICES, "devices").map_err(|e| e.to_string())?;
        if n != self.regions.len() {
            return Err(format!(
                "the checkpoint has {n} devices, the bus {}",
                self.regions.len()
            ));
        }
        let mut states = Vec::with_capacity(n);
        for reg in &self.regions {
            let fits = |e: StateError| format!("{} at {:#010x}: {e}", reg.name, reg.base);
            let name = r.string(64, "device name").map_err(fits)?;
            let base = r.u32("device base").map_err(fits)?;
            if name != reg.name || base != reg.base {
                return Err(format!(
                    "the checkpoint has {name} at {base:#010x} where the bus has {} at {:#010x}",
                    reg.name, reg.base
                ));
            }
            let state = match r.bool("device state flag").map_err(fits)? {
                true => Some(r.bytes(MAX_STATE, "device state").map_err(fits)?),
                false => None,
            };
            if state.is_some() != reg.dev.snapshot().is_some() {
                return Err(format!(
                    "the checkpoint's state does not fit {} at {:#010x}",
                    reg.name, reg.base
                ));
            }
            states.push(state);
        }
        let err = |e: StateError| e.to_string();
        let count = r.len(MAX_LOGGED, "logged regions").map_err(err)?;
        let mut logged = vec![0; count];
        r.u32s(&mut logged, "logged region").map_err(err)?;
        let count = r.len(MAX_LOGGED, "guest errors").map_err(err)?;
        let guest_errors = (0..count)
            .map(|_| r.string(MAX_STATE, "guest error"))
            .collect::<Result<Vec<_>, _>>()
            .map_err(err)?;
        for (reg, s) in self.regions.iter_mut().zip(states) {
            if let Some(s) = s {
                reg.dev.restore(s).map_err(|e| {
                    format!(
                        "the checkpoint's state does not fit {} at {:#010x}: {e}",
                        reg.name, reg.base
                    )
                })?;
            }
        }
        self.logged = logged.into_iter().collect();
        self.guest_errors = guest_errors;
        Ok(())
    }

    /// The first pending device request.
    pub fn take_request(&mut self) -> Option<SystemRequest> {
        let regions = &mut self.regions;
        self.timed
            .iter()
            .find_map(|&i| regions[i].dev.take_request())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A register file of four words with an output equal to bit 0 of word 0
    /// and an input latch in word 3.
    #[derive(Default)]
    struct Regs([u32; 4]);

    impl Device for Regs {
        fn read(&mut self, _now: u64, offset: u32, _size: AccessSize) -> u32 {
            self.0[(offset / 4) as usize % 4]
        }
        fn write(&mut self, _now: u64, offset: u32, _size: AccessSize, value: u32) {
            self.0[(offset / 4) as usize % 4] = value;
        }
        fn outputs(&self) -> u32 {
            self.0[0] & 1
        }
        fn set_input(&mut self, line: u32, level: bool) {
            self.0[3] = (self.0[3] & !(1 << line)) | (u32::from(level) << line);
        }
    }

    #[test]
    fn dispatches_by_range_and_extracts_lanes() {
        let mut bus = Mmio::new(false);
        bus.add("a", 0x1000, 0x10, Regs::default());
        bus.add("b", 0x2000, 0x10, Regs::default());
        bus.write(0, 0x1004, AccessSize::Word, 0x1122_3344);
        assert_eq!(bus.read(0, 0x1004, AccessSize::Word), 0x1122_3344);
        assert_eq!(bus.read(0, 0x1006, AccessSize::Half), 0x1122);
        assert_eq!(bus.read(0, 0x1005, AccessSize::Byte), 0x33);
        assert_eq!(bus.read(0, 0x2004, AccessSize::Word), 0);
        bus.write(0, 0x2009, AccessSize::Byte, 0xab);
        assert_eq!(bus.read(0, 0x2008, AccessSize::Word), 0xab00);
    }

    #[test]
    fn unassigned_reads_zero_and_logs_once_per_region() {
        let mut bus = Mmio::new(false);
        bus.add("a", 0x1000, 0x10, Regs::default());
        assert_eq!(bus.read(0, 0x5000, AccessSize::Word), 0);
        assert_eq!(bus.read(0, 0x5004, AccessSize::Word), 0);
        bus.write(0, 0x5008, AccessSize::Word, 1);
        bus.write(0, 0x6000, AccessSize::Word, 1);
        assert_eq!(bus.guest_errors().len(), 2);
        assert!(bus.guest_errors()[0].contains("0x00005000"));
    }

    #[test]
    fn wires_carry_levels_to_controller_inputs() {
        let mut bus = Mmio::new(false);
        let ctrl = bus.add("ctrl", 0x1000, 0x10, Regs::default());
        let dev = bus.add("dev", 0x2000, 0x10, Regs::default());
        bus.wire(dev, 0, ctrl, 5);
        bus.write(0, 0x2000, AccessSize::Word, 1);
        assert_eq!(bus.read(0, 0x100c, AccessSize::Word), 1 << 5);
        bus.write(0, 0x2000, AccessSize::Word, 0);
        assert_eq!(bus.read(0, 0x100c, AccessSize::Word), 0);
    }

    #[test]
    #[should_panic(expected = "overlaps")]
    fn overlapping_ranges_are_a_wiring_bug() {
        let mut bus = Mmio::new(false);
        bus.add("a", 0x1000, 0x1000, Regs::default());
        bus.add("b", 0x1800, 0x1000, Regs::default());
    }
}

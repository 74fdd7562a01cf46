//! The devices' trace events (`goldtrace --trace-event help` lists them): a read
//! and a write event per device model, named after the data sheet's registers,
//! interrupt lines of the two controllers, the goldfish trace device's strings
//! and the guest errors the bus logs.
//!
//! The bus emits the register events (one [`RegTrace::read`] or
//! [`RegTrace::write`] per access, whose disabled cost is the check of the
//! event's flag); each device names its registers in its own file.

use goldtrace_events::Event;

goldtrace_events::events! {
    /// A read of a PL011 UART register (ARM DDI 0183G).
    fn pl011_read(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x -> 0x%x (%u bytes)";
    /// A write of a PL011 UART register: UARTDR writes are the bytes sent.
    fn pl011_write(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x <- 0x%x (%u bytes)";
    /// A read of an SP804 dual-timer register (ARM DDI 0271D).
    fn sp804_read(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x -> 0x%x (%u bytes)";
    /// A write of an SP804 dual-timer register.
    fn sp804_write(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x <- 0x%x (%u bytes)";
    /// A read of a PL031 RTC register (ARM DDI 0224C).
    fn pl031_read(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x -> 0x%x (%u bytes)";
    /// A write of a PL031 RTC register.
    fn pl031_write(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x <- 0x%x (%u bytes)";
    /// A read of a PL190 VIC register (ARM DDI 0181E).
    fn pl190_read(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x -> 0x%x (%u bytes)";
    /// A write of a PL190 VIC register.
    fn pl190_write(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x <- 0x%x (%u bytes)";
    /// A read of a secondary interrupt controller register (ARM DUI 0224I 4.9.2).
    fn sic_read(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x -> 0x%x (%u bytes)";
    /// A write of a secondary interrupt controller register.
    fn sic_write(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x <- 0x%x (%u bytes)";
    /// A read of an SP810 system controller register (ARM DDI 0254B).
    fn sp810_read(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x -> 0x%x (%u bytes)";
    /// A write of an SP810 system controller register.
    fn sp810_write(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x <- 0x%x (%u bytes)";
    /// A read of a Versatile system register (ARM DUI 0224I 4.3).
    fn sysregs_read(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x -> 0x%x (%u bytes)";
    /// A write of a Versatile system register.
    fn sysregs_write(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x <- 0x%x (%u bytes)";
    /// A read of a PrimeCell modelled by its ID registers only.
    fn primecell_read(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x -> 0x%x (%u bytes)";
    /// A write to a PrimeCell modelled by its ID registers only (ignored).
    fn primecell_write(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x <- 0x%x (%u bytes)";
    /// A read of a goldfish trace device register.
    fn goldfish_trace_read(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x -> 0x%x (%u bytes)";
    /// A command to the goldfish trace device (a register write).
    fn goldfish_trace_cmd(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x <- 0x%x (%u bytes)";
    /// A string the goldfish trace device copied out of guest memory.
    fn goldfish_trace_string(reg: &str, va: u32, text: &str) = "%s 0x%08x \"%s\"";
    /// An input line of the PL190 VIC changed level.
    fn pl190_set_irq(line: u32, level: u32) = "line %u level %u";
    /// An input line of the SIC changed level.
    fn sic_set_irq(line: u32, level: u32) = "line %u level %u";
    /// The VIC's IRQ or FIQ output to the CPU changed.
    fn pl190_update(irq: u32, fiq: u32) = "irq %u fiq %u";
    /// A guest access that no device answers, or that a device refuses.
    fn guest_error(addr: u32, what: &str) = "0x%08x: %s";
}

/// A device's register-access events and the names of its registers.
#[derive(Debug)]
pub struct RegTrace {
    read: &'static Event,
    write: &'static Event,
    read_fn: fn(&str, u32, u32, u32),
    write_fn: fn(&str, u32, u32, u32),
    /// The data-sheet name of the register at a word-aligned offset; `write`
    /// tells the write-side name where read and write differ.
    reg_name: fn(u32, bool) -> &'static str,
}

impl RegTrace {
    /// A device's register events, declared in the device's own module (new devices
    /// do so rather than adding to this file's list).
    pub const fn new(
        read: &'static Event,
        write: &'static Event,
        read_fn: fn(&str, u32, u32, u32),
        write_fn: fn(&str, u32, u32, u32),
        reg_name: fn(u32, bool) -> &'static str,
    ) -> RegTrace {
        RegTrace {
            read,
            write,
            read_fn,
            write_fn,
            reg_name,
        }
    }

    /// A read of `size` bytes at `addr` (offset `offset` in the device) that
    /// returned `value`.
    #[inline(always)]
    pub fn read(&self, addr: u32, offset: u32, size: u32, value: u32) {
        if self.read.enabled() {
            (self.read_fn)((self.reg_name)(offset & !3, false), addr, value, size);
        }
    }

    /// A write of `value` (`size` bytes) at `addr`.
    #[inline(always)]
    pub fn write(&self, addr: u32, offset: u32, size: u32, value: u32) {
        if self.write.enabled() {
            (self.write_fn)((self.reg_name)(offset & !3, true), addr, value, size);
        }
    }
}

macro_rules! reg_trace {
    ($name:ident, $read:ident, $write:ident, $names:path) => {
        pub static $name: RegTrace = RegTrace {
            read: &event_desc::$read,
            write: &event_desc::$write,
            read_fn: $read,
            write_fn: $write,
            reg_name: $names,
        };
    };
}

reg_trace!(PL011, pl011_read, pl011_write, crate::pl011::reg_name);
reg_trace!(SP804, sp804_read, sp804_write, crate::sp804::reg_name);
reg_trace!(PL031, pl031_read, pl031_write, crate::pl031::reg_name);
reg_trace!(PL190, pl190_read, pl190_write, crate::vic::reg_name);
reg_trace!(SIC, sic_read, sic_write, crate::sic::reg_name);
reg_trace!(SP810, sp810_read, sp810_write, crate::sp810::reg_name);
reg_trace!(
    SYSREGS,
    sysregs_read,
    sysregs_write,
    crate::sysregs::reg_name
);
reg_trace!(
    PRIMECELL,
    primecell_read,
    primecell_write,
    crate::primecell::reg_name
);
reg_trace!(
    GOLDFISH_TRACE,
    goldfish_trace_read,
    goldfish_trace_cmd,
    crate::goldfish_trace::regs::reg_name
);

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use crate::{goldfish_trace, pl011, pl031, primecell, sic, sp804, sp810, sysregs, vic};
    use arm::bus::{AccessSize, Bus};
    use goldtrace_events::{Backend, Event, Value};

    #[test]
    fn registers_have_their_data_sheet_names() {
        assert_eq!(pl011::reg_name(pl011::reg::DR, true), "UARTDR");
        assert_eq!(pl011::reg_name(pl011::reg::RSR, false), "UARTRSR");
        assert_eq!(pl011::reg_name(pl011::reg::RSR, true), "UARTECR");
        assert_eq!(pl011::reg_name(0xfe0, false), "PeriphID0");
        assert_eq!(sp804::reg_name(0x28, false), "Timer2Control");
        assert_eq!(sp804::reg_name(0x04, false), "Timer1Value");
        assert_eq!(pl031::reg_name(pl031::reg::RTCICR, true), "RTCICR");
        assert_eq!(vic::reg_name(0x104, false), "VICVectAddr1");
        assert_eq!(vic::reg_name(0x23c, false), "VICVectCntl15");
        assert_eq!(vic::reg_name(0xffc, false), "PCellID3");
        assert_eq!(sic::reg_name(sic::reg::ENABLE, false), "SIC_ENABLE");
        assert_eq!(sic::reg_name(sic::reg::ENABLE, true), "SIC_ENSET");
        assert_eq!(sp810::reg_name(sp810::reg::SCPERSTAT, false), "SCPERSTAT");
        assert_eq!(sysregs::reg_name(0x30, true), "SYS_FLAGSSET");
        assert_eq!(sysregs::reg_name(0x14, false), "SYS_OSC2");
        assert_eq!(primecell::reg_name(0xffc, false), "PCellID3");
        assert_eq!(primecell::reg_name(0x100, false), "unmodelled");
        assert_eq!(goldfish_trace::regs::reg_name(0x1004, true), "METHOD_TRACE");
        assert_eq!(goldfish_trace::regs::reg_name(0x1fe4, false), "PeriphID1");
        // Within a device, different registers never share a name.
        let devices: [fn(u32, bool) -> &'static str; 7] = [
            pl011::reg_name,
            sp804::reg_name,
            pl031::reg_name,
            vic::reg_name,
            sp810::reg_name,
            sysregs::reg_name,
            goldfish_trace::regs::reg_name,
        ];
        for names in devices {
            for write in [false, true] {
                let mut seen = std::collections::HashMap::new();
                for off in (0..0x1000).step_by(4) {
                    let n = names(off, write);
                    if ["reserved", "unknown", "METHOD_TRACE"].contains(&n) {
                        continue;
                    }
                    if let Some(prev) = seen.insert(n, off) {
                        panic!("{n} at {prev:#x} and {off:#x}");
                    }
                }
            }
        }
    }

    struct Collect(Mutex<Vec<String>>);

    impl Backend for Collect {
        fn record(&self, event: &'static Event, ticks: u64, args: &[Value<'_>]) {
            let line = goldtrace_events::log::line(event, ticks, args);
            self.0.lock().unwrap().push(line);
        }
    }

    #[test]
    fn the_bus_reports_accesses_and_irq_edges_by_name() {
        goldtrace_events::register(&[super::EVENTS]);
        let c = Arc::new(Collect(Mutex::new(Vec::new())));
        goldtrace_events::install(c.clone());
        goldtrace_events::set_pattern("pl011_*").unwrap();
        goldtrace_events::set_pattern("pl190_set_irq").unwrap();
        let mut b = crate::Board::new(crate::BoardConfig::default());
        const UART0: u32 = 0x101f_1000;
        b.write(100, UART0 + 0x38, AccessSize::Word, 0x20).unwrap(); // UARTIMSC: TX
        b.write(200, UART0, AccessSize::Byte, 0x41).unwrap();
        let fr = b.read(300, UART0 + 0x18, AccessSize::Word).unwrap();
        b.write(400, UART0 + 0x44, AccessSize::Word, 0x20).unwrap(); // UARTICR
        goldtrace_events::shutdown().unwrap();
        b.write(500, UART0, AccessSize::Byte, 0x42).unwrap();
        let lines = c.0.lock().unwrap().clone();
        assert_eq!(
            lines,
            [
                "100@500ns:pl011_write UARTIMSC @ 0x101f1038 <- 0x20 (4 bytes)".to_string(),
                "200@1000ns:pl011_write UARTDR @ 0x101f1000 <- 0x41 (1 bytes)".to_string(),
                "200@1000ns:pl190_set_irq line 12 level 1".to_string(),
                format!("300@1500ns:pl011_read UARTFR @ 0x101f1018 -> 0x{fr:x} (4 bytes)"),
                "400@2000ns:pl011_write UARTICR @ 0x101f1044 <- 0x20 (4 bytes)".to_string(),
                "400@2000ns:pl190_set_irq line 12 level 0".to_string(),
            ]
        );
    }
}

//! ARM PrimeCell SP810 system controller (ARM DDI 0254B) at 0x101e0000.
//!
//! Linux's mach-versatile does a read-modify-write of SCCTRL to set the
//! TimerEnSel bits; the registers are kept so that such sequences read back.
//!
//! Departures: QEMU 7.2 leaves this window unassigned, so every register,
//! including the ID registers, reads as zero after reset here too (the hardware
//! would show its mode and ID values); the enable bits have no effect (the SP804
//! always counts at 1 MHz, see sp804.rs); the write-only peripheral clock
//! enable/disable pair updates SCPERCLKEN.

use crate::bus::Device;
use arm::AccessSize;

/// Register offsets (TRM table 3-1).
pub mod reg {
    pub const SCCTRL: u32 = 0x000;
    pub const SCSYSSTAT: u32 = 0x004;
    pub const SCIMCTRL: u32 = 0x008;
    pub const SCIMSTAT: u32 = 0x00c;
    pub const SCXTALCTRL: u32 = 0x010;
    pub const SCPLLCTRL: u32 = 0x014;
    pub const SCPLLFCTRL: u32 = 0x018;
    pub const SCPERCTRL0: u32 = 0x01c;
    pub const SCPERCTRL1: u32 = 0x020;
    pub const SCPEREN: u32 = 0x024;
    pub const SCPERDIS: u32 = 0x028;
    pub const SCPERCLKEN: u32 = 0x02c;
    pub const SCPERSTAT: u32 = 0x030;
}

/// The data-sheet name of the register at `offset` (trace events).
pub fn reg_name(offset: u32, _write: bool) -> &'static str {
    const NAMES: [&str; 13] = [
        "SCCTRL",
        "SCSYSSTAT",
        "SCIMCTRL",
        "SCIMSTAT",
        "SCXTALCTRL",
        "SCPLLCTRL",
        "SCPLLFCTRL",
        "SCPERCTRL0",
        "SCPERCTRL1",
        "SCPEREN",
        "SCPERDIS",
        "SCPERCLKEN",
        "SCPERSTAT",
    ];
    match offset {
        0..=reg::SCPERSTAT => NAMES[(offset / 4) as usize],
        _ => crate::primecell::id_name(offset).unwrap_or("reserved"),
    }
}

/// SCCTRL TimerEnSel bits (timers 0-3).
pub const TIMER_EN_SEL: u32 = 1 << 15 | 1 << 17 | 1 << 19 | 1 << 21;

/// SP810 registers, all zero at reset (as QEMU reads them).
#[derive(Clone, Debug, Default)]
pub struct Sp810 {
    regs: [u32; 13],
}

impl Sp810 {
    pub fn new() -> Sp810 {
        Sp810::default()
    }
}

impl crate::state::SaveState for Sp810 {
    fn save(&self, w: &mut crate::state::StateWriter) {
        w.u32s(&self.regs);
    }
    fn load(&mut self, r: &mut crate::state::StateReader) -> Result<(), crate::state::StateError> {
        r.u32s(&mut self.regs, "SP810 registers")
    }
}

impl Device for Sp810 {
    fn keeps_time(&self) -> bool {
        false
    }

    crate::saved_state!();
    fn trace(&self) -> &'static crate::events::RegTrace {
        &crate::events::SP810
    }

    fn read(&mut self, _now: u64, offset: u32, _size: AccessSize) -> u32 {
        match offset {
            reg::SCPEREN | reg::SCPERDIS => 0,
            0..=reg::SCPERSTAT => self.regs[(offset / 4) as usize],
            _ => 0,
        }
    }

    fn write(&mut self, _now: u64, offset: u32, _size: AccessSize, value: u32) {
        let clken = (reg::SCPERCLKEN / 4) as usize;
        match offset {
            reg::SCPEREN => self.regs[clken] |= value,
            reg::SCPERDIS => self.regs[clken] &= !value,
            reg::SCSYSSTAT | reg::SCIMSTAT | reg::SCPERSTAT => {}
            0..=reg::SCPERCLKEN => self.regs[(offset / 4) as usize] = value,
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    const W: AccessSize = AccessSize::Word;

    #[test]
    fn timer_en_sel_read_modify_write() {
        let mut s = Sp810::new();
        let v = s.read(0, reg::SCCTRL, W);
        assert_eq!(v, 0);
        s.write(0, reg::SCCTRL, W, v | TIMER_EN_SEL);
        assert_eq!(s.read(0, reg::SCCTRL, W), TIMER_EN_SEL);
    }

    #[test]
    fn clock_enable_pair_and_read_only() {
        let mut s = Sp810::new();
        s.write(0, reg::SCPEREN, W, 0b1110);
        s.write(0, reg::SCPERDIS, W, 0b0100);
        assert_eq!(s.read(0, reg::SCPERCLKEN, W), 0b1010);
        assert_eq!(s.read(0, reg::SCPEREN, W), 0);
        s.write(0, reg::SCSYSSTAT, W, 5);
        assert_eq!(s.read(0, reg::SCSYSSTAT, W), 0);
        assert_eq!(s.read(0, 0xfe0, W), 0);
    }
}

//! Versatile PB secondary interrupt controller (ARM DUI 0224I, Versatile/PB926EJ-S
//! user guide, section 4.9.2), cascaded on VIC input 31.
//!
//! Output 0 is the cascade (any enabled source active). Outputs 21-30 are the
//! pass-through lines: a source whose SIC_PICENABLE bit is set also drives the
//! VIC input of the same number directly, as QEMU's vpb_sic does.
//!
//! Departures: software interrupts are kept in their own register (ORed with the
//! sources), where QEMU's SOFTINTCLR can also clear a hardware level until it
//! next changes. Offset 0x2c (the kernel writes it while clearing FIQ enables on
//! later boards) is accepted and ignored, as are other unknown offsets. The SIC
//! has no PrimeCell ID registers (reads give 0, as in QEMU).

use crate::bus::Device;
use arm::AccessSize;

/// Register offsets.
pub mod reg {
    /// SIC_STATUS (read).
    pub const STATUS: u32 = 0x00;
    /// SIC_RAWSTAT (read).
    pub const RAWSTAT: u32 = 0x04;
    /// SIC_ENABLE (read) / SIC_ENSET (write).
    pub const ENABLE: u32 = 0x08;
    /// SIC_ENCLR (write).
    pub const ENCLR: u32 = 0x0c;
    /// SIC_SOFTINTSET (read: soft interrupts, write: set).
    pub const SOFTINTSET: u32 = 0x10;
    /// SIC_SOFTINTCLR (write).
    pub const SOFTINTCLR: u32 = 0x14;
    /// SIC_PICENABLE (read) / SIC_PICENSET (write).
    pub const PICENABLE: u32 = 0x20;
    /// SIC_PICENCLR (write).
    pub const PICENCLR: u32 = 0x24;
}

/// The data-sheet name of the register at `offset` (trace events).
pub fn reg_name(offset: u32, write: bool) -> &'static str {
    match (offset, write) {
        (reg::STATUS, _) => "SIC_STATUS",
        (reg::RAWSTAT, _) => "SIC_RAWSTAT",
        (reg::ENABLE, false) => "SIC_ENABLE",
        (reg::ENABLE, true) => "SIC_ENSET",
        (reg::ENCLR, _) => "SIC_ENCLR",
        (reg::SOFTINTSET, _) => "SIC_SOFTINTSET",
        (reg::SOFTINTCLR, _) => "SIC_SOFTINTCLR",
        (reg::PICENABLE, false) => "SIC_PICENABLE",
        (reg::PICENABLE, true) => "SIC_PICENSET",
        (reg::PICENCLR, _) => "SIC_PICENCLR",
        _ => "reserved",
    }
}

/// Output 0: the cascade line.
pub const OUT_CASCADE: u32 = 0;
/// Sources that may pass through to the VIC.
pub const PASS_THROUGH: u32 = 0x7fe0_0000;

/// SIC state; every register resets to zero.
#[derive(Clone, Debug, Default)]
pub struct Sic {
    raw: u32,
    soft: u32,
    enable: u32,
    pic_enable: u32,
}

impl Sic {
    pub fn new() -> Sic {
        Sic::default()
    }

    fn level(&self) -> u32 {
        self.raw | self.soft
    }
}

impl crate::state::SaveState for Sic {
    fn save(&self, w: &mut crate::state::StateWriter) {
        w.u32s(&[self.raw, self.soft, self.enable, self.pic_enable]);
    }
    fn load(&mut self, r: &mut crate::state::StateReader) -> Result<(), crate::state::StateError> {
        let mut v = [0; 4];
        r.u32s(&mut v, "SIC registers")?;
        [self.raw, self.soft, self.enable, self.pic_enable] = v;
        Ok(())
    }
}

impl Device for Sic {
    fn keeps_time(&self) -> bool {
        false
    }

    crate::saved_state!();
    fn trace(&self) -> &'static crate::events::RegTrace {
        &crate::events::SIC
    }

    fn read(&mut self, _now: u64, offset: u32, _size: AccessSize) -> u32 {
        match offset {
            reg::STATUS => self.level() & self.enable,
            reg::RAWSTAT => self.level(),
            reg::ENABLE => self.enable,
            reg::SOFTINTSET => self.soft,
            reg::PICENABLE => self.pic_enable,
            _ => 0,
        }
    }

    fn write(&mut self, _now: u64, offset: u32, _size: AccessSize, value: u32) {
        match offset {
            reg::ENABLE => self.enable |= value,
            reg::ENCLR => self.enable &= !value,
            reg::SOFTINTSET => self.soft |= value,
            reg::SOFTINTCLR => self.soft &= !value,
            reg::PICENABLE => self.pic_enable |= value & PASS_THROUGH,
            reg::PICENCLR => self.pic_enable &= !value,
            _ => {}
        }
    }

    fn outputs(&self) -> u32 {
        let cascade = u32::from(self.level() & self.enable != 0) << OUT_CASCADE;
        cascade | (self.level() & self.pic_enable & PASS_THROUGH)
    }

    fn set_input(&mut self, line: u32, level: bool) {
        if line < 32 {
            if (self.raw >> line & 1 != 0) != level {
                crate::events::sic_set_irq(line, u32::from(level));
            }
            self.raw = (self.raw & !(1 << line)) | u32::from(level) << line;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    const W: AccessSize = AccessSize::Word;

    #[test]
    fn enable_set_clear_and_cascade() {
        let mut s = Sic::new();
        s.set_input(6, true);
        assert_eq!(s.read(0, reg::RAWSTAT, W), 1 << 6);
        assert_eq!(s.read(0, reg::STATUS, W), 0);
        assert_eq!(s.outputs(), 0);
        s.write(0, reg::ENABLE, W, 1 << 6 | 1 << 3);
        assert_eq!(s.read(0, reg::ENABLE, W), 1 << 6 | 1 << 3);
        assert_eq!(s.read(0, reg::STATUS, W), 1 << 6);
        assert_eq!(s.outputs(), 1);
        s.write(0, reg::ENCLR, W, 1 << 6);
        assert_eq!(s.outputs(), 0);
        assert_eq!(s.read(0, reg::ENABLE, W), 1 << 3);
    }

    #[test]
    fn soft_interrupts_and_pass_through() {
        let mut s = Sic::new();
        s.write(0, reg::ENABLE, W, 1 << 3);
        s.write(0, reg::SOFTINTSET, W, 1 << 3);
        assert_eq!(s.outputs(), 1);
        s.write(0, reg::SOFTINTCLR, W, 1 << 3);
        assert_eq!(s.outputs(), 0);
        s.write(0, reg::PICENABLE, W, 0xffff_ffff);
        assert_eq!(s.read(0, reg::PICENABLE, W), PASS_THROUGH);
        s.set_input(22, true);
        assert_eq!(s.outputs(), 1 << 22, "passes through, cascade not enabled");
        s.write(0, reg::PICENCLR, W, 1 << 22);
        assert_eq!(s.outputs(), 0);
        s.write(0, 0x2c, W, 0xffff_ffff); // ignored
        assert_eq!(s.read(0, 0xfe0, W), 0);
    }
}

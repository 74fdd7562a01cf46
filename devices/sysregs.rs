//! Versatile PB status and system control registers at 0x10000000 (ARM DUI 0224I,
//! RealView Platform Baseboard for ARM926EJ-S user guide, section 4.3).
//!
//! Values and write rules follow QEMU 7.2's arm_sysctl for versatilepb (recorded
//! in tests/fixtures/qemu-ids.txt): SYS_ID 0x41007004, SYS_PROCID0 0x02000000,
//! SYS_PCICTL reads 1, SYS_CLCD resets to 0x1f00; RESETCTL takes effect only
//! while unlocked (SYS_LOCK holds 0xa05f), and a value with bit 8 set resets the
//! board.
//!
//! Departures from QEMU: SYS_100HZ counts (QEMU reads 0), as the hardware does.
//! Departures from the hardware (as QEMU): SYS_LOCK reads back the written value
//! without the LOCKED bit; the oscillator registers read 0 and ignore writes;
//! flash, PCI and boot-select controls have no effect.

use crate::bus::Device;
use crate::clock::cycles_at;
use arm::{AccessSize, SystemRequest};

/// Register offsets.
pub mod reg {
    pub const SYS_ID: u32 = 0x00;
    pub const SYS_SW: u32 = 0x04;
    pub const SYS_LED: u32 = 0x08;
    pub const SYS_OSC0: u32 = 0x0c;
    pub const SYS_OSC4: u32 = 0x1c;
    pub const SYS_LOCK: u32 = 0x20;
    pub const SYS_100HZ: u32 = 0x24;
    pub const SYS_CFGDATA1: u32 = 0x28;
    pub const SYS_CFGDATA2: u32 = 0x2c;
    /// SYS_FLAGS (read) / SYS_FLAGSSET (write).
    pub const SYS_FLAGS: u32 = 0x30;
    pub const SYS_FLAGSCLR: u32 = 0x34;
    /// SYS_NVFLAGS (read) / SYS_NVFLAGSSET (write).
    pub const SYS_NVFLAGS: u32 = 0x38;
    pub const SYS_NVFLAGSCLR: u32 = 0x3c;
    pub const SYS_RESETCTL: u32 = 0x40;
    pub const SYS_PCICTL: u32 = 0x44;
    pub const SYS_MCI: u32 = 0x48;
    pub const SYS_FLASH: u32 = 0x4c;
    pub const SYS_CLCD: u32 = 0x50;
    pub const SYS_CLCDSER: u32 = 0x54;
    pub const SYS_BOOTCS: u32 = 0x58;
    pub const SYS_24MHZ: u32 = 0x5c;
    pub const SYS_MISC: u32 = 0x60;
    pub const SYS_PROCID0: u32 = 0x84;
    pub const SYS_PROCID1: u32 = 0x88;
}

/// The data-sheet name of the register at `offset` (trace events).
pub fn reg_name(offset: u32, write: bool) -> &'static str {
    match offset {
        reg::SYS_ID => "SYS_ID",
        reg::SYS_SW => "SYS_SW",
        reg::SYS_LED => "SYS_LED",
        0x0c => "SYS_OSC0",
        0x10 => "SYS_OSC1",
        0x14 => "SYS_OSC2",
        0x18 => "SYS_OSC3",
        reg::SYS_OSC4 => "SYS_OSC4",
        reg::SYS_LOCK => "SYS_LOCK",
        reg::SYS_100HZ => "SYS_100HZ",
        reg::SYS_CFGDATA1 => "SYS_CFGDATA1",
        reg::SYS_CFGDATA2 => "SYS_CFGDATA2",
        reg::SYS_FLAGS if write => "SYS_FLAGSSET",
        reg::SYS_FLAGS => "SYS_FLAGS",
        reg::SYS_FLAGSCLR => "SYS_FLAGSCLR",
        reg::SYS_NVFLAGS if write => "SYS_NVFLAGSSET",
        reg::SYS_NVFLAGS => "SYS_NVFLAGS",
        reg::SYS_NVFLAGSCLR => "SYS_NVFLAGSCLR",
        reg::SYS_RESETCTL => "SYS_RESETCTL",
        reg::SYS_PCICTL => "SYS_PCICTL",
        reg::SYS_MCI => "SYS_MCI",
        reg::SYS_FLASH => "SYS_FLASH",
        reg::SYS_CLCD => "SYS_CLCD",
        reg::SYS_CLCDSER => "SYS_CLCDSER",
        reg::SYS_BOOTCS => "SYS_BOOTCS",
        reg::SYS_24MHZ => "SYS_24MHZ",
        reg::SYS_MISC => "SYS_MISC",
        reg::SYS_PROCID0 => "SYS_PROCID0",
        reg::SYS_PROCID1 => "SYS_PROCID1",
        _ => "reserved",
    }
}

/// Reset and fixed values.
pub mod value {
    /// Versatile PB (board 0x41007004 in QEMU's arm_sysctl).
    pub const SYS_ID: u32 = 0x4100_7004;
    pub const SYS_PROCID0: u32 = 0x0200_0000;
    pub const SYS_PROCID1: u32 = 0xff00_0000;
    pub const SYS_PCICTL: u32 = 1;
    pub const SYS_CLCD: u32 = 0x1f00;
    /// The unlock key of SYS_LOCK.
    pub const LOCK_KEY: u32 = 0xa05f;
    /// RESETCTL bit that resets the board (QEMU's condition).
    pub const RESET_BIT: u32 = 0x100;
}

const HZ_100: u64 = 100;
const HZ_24M: u64 = 24_000_000;

/// System register state.
#[derive(Clone, Debug)]
pub struct SysRegs {
    leds: u32,
    lock: u32,
    cfgdata1: u32,
    cfgdata2: u32,
    flags: u32,
    nvflags: u32,
    resetlevel: u32,
    clcd: u32,
    request: Option<SystemRequest>,
}

impl Default for SysRegs {
    fn default() -> Self {
        SysRegs::new()
    }
}

impl SysRegs {
    pub fn new() -> SysRegs {
        SysRegs {
            leds: 0,
            lock: 0,
            cfgdata1: 0,
            cfgdata2: 0,
            flags: 0,
            nvflags: 0,
            resetlevel: 0,
            clcd: value::SYS_CLCD,
            request: None,
        }
    }

    fn unlocked(&self) -> bool {
        self.lock == value::LOCK_KEY
    }
}

impl crate::state::SaveState for SysRegs {
    fn save(&self, w: &mut crate::state::StateWriter) {
        w.u32s(&[
            self.leds,
            self.lock,
            self.cfgdata1,
            self.cfgdata2,
            self.flags,
            self.nvflags,
            self.resetlevel,
            self.clcd,
        ]);
        w.u8(match self.request {
            None => 0,
            Some(SystemRequest::Reset) => 1,
            Some(SystemRequest::Stop) => 2,
            Some(SystemRequest::PowerOff) => 3,
        });
    }
    fn load(&mut self, r: &mut crate::state::StateReader) -> Result<(), crate::state::StateError> {
        let mut v = [0; 8];
        r.u32s(&mut v, "system registers")?;
        [
            self.leds,
            self.lock,
            self.cfgdata1,
            self.cfgdata2,
            self.flags,
            self.nvflags,
            self.resetlevel,
            self.clcd,
        ] = v;
        self.request = match r.u8("system request")? {
            0 => None,
            1 => Some(SystemRequest::Reset),
            2 => Some(SystemRequest::Stop),
            3 => Some(SystemRequest::PowerOff),
            value => {
                return Err(crate::state::StateError::BadValue {
                    what: "system request",
                    value: u64::from(value),
                })
            }
        };
        Ok(())
    }
}

impl Device for SysRegs {
    crate::saved_state!();
    fn trace(&self) -> &'static crate::events::RegTrace {
        &crate::events::SYSREGS
    }

    fn read(&mut self, now: u64, offset: u32, _size: AccessSize) -> u32 {
        match offset {
            reg::SYS_ID => value::SYS_ID,
            reg::SYS_LED => self.leds,
            reg::SYS_LOCK => self.lock,
            reg::SYS_100HZ => cycles_at(now, HZ_100) as u32,
            reg::SYS_CFGDATA1 => self.cfgdata1,
            reg::SYS_CFGDATA2 => self.cfgdata2,
            reg::SYS_FLAGS => self.flags,
            reg::SYS_NVFLAGS => self.nvflags,
            reg::SYS_RESETCTL => self.resetlevel,
            reg::SYS_PCICTL => value::SYS_PCICTL,
            reg::SYS_CLCD => self.clcd,
            reg::SYS_24MHZ => cycles_at(now, HZ_24M) as u32,
            reg::SYS_PROCID0 => value::SYS_PROCID0,
            reg::SYS_PROCID1 => value::SYS_PROCID1,
            // SYS_SW, the oscillators, MCI, FLASH, CLCDSER, BOOTCS, MISC, DMA
            // and the rest read 0 as in QEMU.
            _ => 0,
        }
    }

    fn write(&mut self, _now: u64, offset: u32, _size: AccessSize, v: u32) {
        match offset {
            reg::SYS_LED => self.leds = v,
            reg::SYS_LOCK => {
                self.lock = if v == value::LOCK_KEY { v } else { v & 0x7fff };
            }
            reg::SYS_CFGDATA1 => self.cfgdata1 = v,
            reg::SYS_CFGDATA2 => self.cfgdata2 = v,
            reg::SYS_FLAGS => self.flags |= v,
            reg::SYS_FLAGSCLR => self.flags &= !v,
            reg::SYS_NVFLAGS => self.nvflags |= v,
            reg::SYS_NVFLAGSCLR => self.nvflags &= !v,
            reg::SYS_RESETCTL if self.unlocked() => {
                self.resetlevel = v;
                if v & value::RESET_BIT != 0 {
                    self.request = Some(SystemRequest::Reset);
                }
            }
            reg::SYS_CLCD => self.clcd = v,
            _ => {}
        }
    }

    fn take_request(&mut self) -> Option<SystemRequest> {
        self.request.take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::CPU_HZ;
    const W: AccessSize = AccessSize::Word;

    #[test]
    fn identity_and_fixed_values() {
        let mut s = SysRegs::new();
        assert_eq!(s.read(0, reg::SYS_ID, W), 0x4100_7004);
        assert_eq!(s.read(0, reg::SYS_PROCID0, W), 0x0200_0000);
        assert_eq!(s.read(0, reg::SYS_PCICTL, W), 1);
        assert_eq!(s.read(0, reg::SYS_CLCD, W), 0x1f00);
        assert_eq!(s.read(0, reg::SYS_OSC4, W), 0);
    }

    #[test]
    fn counters_follow_ticks_exactly() {
        let mut s = SysRegs::new();
        assert_eq!(s.read(CPU_HZ, reg::SYS_24MHZ, W), 24_000_000);
        assert_eq!(s.read(25, reg::SYS_24MHZ, W), 3);
        assert_eq!(s.read(CPU_HZ / 100 - 1, reg::SYS_100HZ, W), 0);
        assert_eq!(s.read(CPU_HZ / 100, reg::SYS_100HZ, W), 1);
        assert_eq!(s.read(3 * CPU_HZ, reg::SYS_100HZ, W), 300);
        // Wraps as a 32-bit counter (2^32 cycles of 24 MHz is about 179 s).
        let t = crate::clock::tick_of_cycle((1u64 << 32) + 3, HZ_24M);
        assert_eq!(s.read(t, reg::SYS_24MHZ, W), 3);
        assert_eq!(s.read(t - 1, reg::SYS_24MHZ, W), 2);
    }

    #[test]
    fn reset_needs_the_unlock_key() {
        let mut s = SysRegs::new();
        s.write(0, reg::SYS_RESETCTL, W, 0x105);
        assert_eq!(s.take_request(), None, "locked");
        assert_eq!(s.read(0, reg::SYS_RESETCTL, W), 0);
        s.write(0, reg::SYS_LOCK, W, 0x1234_a05e);
        assert_eq!(s.read(0, reg::SYS_LOCK, W), 0x205e);
        s.write(0, reg::SYS_LOCK, W, 0xa05f);
        assert_eq!(s.read(0, reg::SYS_LOCK, W), 0xa05f);
        s.write(0, reg::SYS_RESETCTL, W, 0x004);
        assert_eq!(s.take_request(), None, "no reset bit");
        assert_eq!(s.read(0, reg::SYS_RESETCTL, W), 4);
        s.write(0, reg::SYS_RESETCTL, W, 0x105);
        assert_eq!(s.take_request(), Some(SystemRequest::Reset));
        assert_eq!(s.take_request(), None, "taken once");
    }

    #[test]
    fn flags_set_and_clear() {
        let mut s = SysRegs::new();
        s.write(0, reg::SYS_FLAGS, W, 0b1010);
        s.write(0, reg::SYS_FLAGS, W, 0b0100);
        s.write(0, reg::SYS_FLAGSCLR, W, 0b0010);
        assert_eq!(s.read(0, reg::SYS_FLAGS, W), 0b1100);
        s.write(0, reg::SYS_NVFLAGS, W, 7);
        s.write(0, reg::SYS_NVFLAGSCLR, W, 1);
        assert_eq!(s.read(0, reg::SYS_NVFLAGS, W), 6);
        s.write(0, reg::SYS_LED, W, 0xa5);
        assert_eq!(s.read(0, reg::SYS_LED, W), 0xa5);
    }
}

//! ARM PrimeCell PL031 real-time clock (ARM DDI 0224C) at 0x101e8000, IRQ 10.
//! (The versatile-pb DT names a PL030; QEMU models a PL031 there, and so do we.)
//!
//! The counter is `epoch + seconds of device time + offset`: in `--clock virtual`
//! mode a fixed epoch makes runs deterministic. Writing RTCLR moves the offset;
//! the match interrupt is raised when the counter reaches RTCMR.
//!
//! Departures (as QEMU): RTCCR always reads 1 (the clock cannot be stopped);
//! the integration-test registers are not modelled.

use crate::bus::Device;
use crate::clock::{cycles_at_rate, tick_of_cycle_at_rate, CPU_HZ};
use crate::primecell::{read_id, PL031};
use arm::AccessSize;

/// Register offsets (TRM table 3-1).
pub mod reg {
    pub const RTCDR: u32 = 0x00;
    pub const RTCMR: u32 = 0x04;
    pub const RTCLR: u32 = 0x08;
    pub const RTCCR: u32 = 0x0c;
    pub const RTCIMSC: u32 = 0x10;
    pub const RTCRIS: u32 = 0x14;
    pub const RTCMIS: u32 = 0x18;
    pub const RTCICR: u32 = 0x1c;
}

/// The data-sheet name of the register at `offset` (trace events).
pub fn reg_name(offset: u32, _write: bool) -> &'static str {
    const NAMES: [&str; 8] = [
        "RTCDR", "RTCMR", "RTCLR", "RTCCR", "RTCIMSC", "RTCRIS", "RTCMIS", "RTCICR",
    ];
    match offset {
        0x00..=0x1c => NAMES[(offset / 4) as usize],
        _ => crate::primecell::id_name(offset).unwrap_or("reserved"),
    }
}

/// The default epoch of the virtual clock: 2024-01-01 00:00:00 UTC.
pub const DEFAULT_EPOCH: u32 = 1_704_067_200;

const ONE_HZ: u64 = 1;

/// PL031 state.
#[derive(Clone, Debug)]
pub struct Pl031 {
    /// Counter value at device time 0.
    base: u32,
    mr: u32,
    lr: u32,
    imsc: u32,
    ris: bool,
    /// Seconds of device time already checked for a match.
    consumed: u64,
    /// Device ticks per second (the board's rate; not saved: the board's).
    tick_hz: u64,
}

impl Pl031 {
    /// An RTC reading `epoch` at device time 0.
    pub fn new(epoch: u32) -> Pl031 {
        Pl031::with_tick_hz(epoch, CPU_HZ)
    }

    /// An RTC reading `epoch` at device time 0 on a board whose device tick runs at
    /// `tick_hz`.
    pub fn with_tick_hz(epoch: u32, tick_hz: u64) -> Pl031 {
        Pl031 {
            base: epoch,
            mr: 0,
            lr: 0,
            imsc: 0,
            ris: false,
            consumed: 0,
            tick_hz,
        }
    }

    fn seconds(&self, now: u64) -> u64 {
        cycles_at_rate(now, ONE_HZ, self.tick_hz)
    }

    fn count(&self, now: u64) -> u32 {
        self.base.wrapping_add(self.seconds(now) as u32)
    }

    /// The first second strictly after `c` at which the counter equals RTCMR.
    fn match_after(&self, c: u64) -> u64 {
        let start = self.base.wrapping_add((c + 1) as u32);
        c + 1 + u64::from(self.mr.wrapping_sub(start))
    }
}

impl crate::state::SaveState for Pl031 {
    fn save(&self, w: &mut crate::state::StateWriter) {
        w.u32s(&[self.base, self.mr, self.lr, self.imsc]);
        w.bool(self.ris);
        w.u64(self.consumed);
    }
    fn load(&mut self, r: &mut crate::state::StateReader) -> Result<(), crate::state::StateError> {
        let mut v = [0; 4];
        r.u32s(&mut v, "PL031 registers")?;
        [self.base, self.mr, self.lr, self.imsc] = v;
        self.ris = r.bool("PL031 RTCRIS")?;
        self.consumed = r.u64("PL031 seconds checked")?;
        Ok(())
    }
}

impl Device for Pl031 {
    crate::saved_state!();
    fn trace(&self) -> &'static crate::events::RegTrace {
        &crate::events::PL031
    }

    fn read(&mut self, now: u64, offset: u32, _size: AccessSize) -> u32 {
        match offset {
            reg::RTCDR => self.count(now),
            reg::RTCMR => self.mr,
            reg::RTCLR => self.lr,
            reg::RTCCR => 1,
            reg::RTCIMSC => self.imsc,
            reg::RTCRIS => u32::from(self.ris),
            reg::RTCMIS => u32::from(self.ris) & self.imsc,
            _ => read_id(&PL031, offset).unwrap_or(0),
        }
    }

    fn write(&mut self, now: u64, offset: u32, _size: AccessSize, value: u32) {
        match offset {
            reg::RTCMR => {
                self.mr = value;
                self.consumed = self.seconds(now);
            }
            reg::RTCLR => {
                self.lr = value;
                self.base = value.wrapping_sub(self.seconds(now) as u32);
                self.consumed = self.seconds(now);
            }
            reg::RTCIMSC => self.imsc = value & 1,
            reg::RTCICR if value & 1 != 0 => self.ris = false,
            _ => {}
        }
    }

    fn advance(&mut self, now: u64) {
        let s = self.seconds(now);
        if s > self.consumed {
            if self.match_after(self.consumed) <= s {
                self.ris = true;
            }
            self.consumed = s;
        }
    }

    fn next_event(&self, _now: u64) -> u64 {
        if self.ris || self.imsc == 0 {
            return u64::MAX;
        }
        tick_of_cycle_at_rate(self.match_after(self.consumed), ONE_HZ, self.tick_hz)
    }

    fn outputs(&self) -> u32 {
        u32::from(self.ris) & self.imsc
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::CPU_HZ;
    const WRAP: u64 = 1 << 32;
    const W: AccessSize = AccessSize::Word;

    #[test]
    fn counts_seconds_from_the_epoch() {
        let mut r = Pl031::new(1000);
        assert_eq!(r.read(0, reg::RTCDR, W), 1000);
        assert_eq!(r.read(CPU_HZ - 1, reg::RTCDR, W), 1000);
        assert_eq!(r.read(5 * CPU_HZ, reg::RTCDR, W), 1005);
        assert_eq!(r.read(0, reg::RTCCR, W), 1);
        assert_eq!(r.read(0, 0xfe0, W), 0x31);
    }

    #[test]
    fn load_moves_the_counter() {
        let mut r = Pl031::new(1000);
        r.write(2 * CPU_HZ, reg::RTCLR, W, 50);
        assert_eq!(r.read(2 * CPU_HZ, reg::RTCDR, W), 50);
        assert_eq!(r.read(9 * CPU_HZ, reg::RTCDR, W), 57);
        assert_eq!(r.read(0, reg::RTCLR, W), 50);
    }

    #[test]
    fn match_interrupt() {
        let mut r = Pl031::new(1000);
        r.write(0, reg::RTCIMSC, W, 1);
        r.write(0, reg::RTCMR, W, 1003);
        assert_eq!(r.next_event(0), 3 * CPU_HZ);
        r.advance(3 * CPU_HZ - 1);
        assert_eq!(r.outputs(), 0);
        r.advance(3 * CPU_HZ);
        assert_eq!(r.outputs(), 1);
        assert_eq!(r.read(0, reg::RTCMIS, W), 1);
        r.write(3 * CPU_HZ, reg::RTCICR, W, 1);
        assert_eq!(r.outputs(), 0);
        // The next match is a full 2^32 seconds away.
        assert_eq!(r.next_event(0), (3 + WRAP) * CPU_HZ);
    }
}

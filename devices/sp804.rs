//! ARM SP804 dual-input timer module (ARM DDI 0271D): two 32/16-bit down
//! counters sharing one combined interrupt output (TIMINTC).
//!
//! Counters are not stepped: each running timer keeps an anchor (the TIMCLK
//! cycle at which it held a known value) and its value, raw interrupt status and
//! next expiry are computed from the device time with exact integer arithmetic.
//!
//! Counting follows QEMU's arm_timer (the speed peer and oracle): the counter
//! goes Load, Load-1, ..., 1 and on reaching zero raises the interrupt and, in
//! periodic mode, reloads at once, so the period is Load TIMCLK cycles
//! (prescaled); free-running mode reloads 0xffffffff (0xffff in 16-bit mode).
//!
//! Departures: TIMCLK is a fixed 1 MHz, as on QEMU's versatilepb and as Linux
//! sets it up (SP810 TimerEnSel selecting the 1 MHz TIMCLK); the SP810 bits do
//! not switch it to the 32 kHz reference. Rewriting Control or BGLoad while
//! running restarts the prescaler phase. Prescale 0b11 (undefined in the TRM)
//! divides by 1 as in QEMU. The integration-test registers read as zero.

use crate::bus::Device;
use crate::clock::{cycles_at, tick_of_cycle};
use crate::primecell::{read_id, SP804};
use arm::AccessSize;

/// The timer clock.
pub const TIMCLK_HZ: u64 = 1_000_000;

/// Register offsets inside one timer; timer 2 sits at `TIMER2`.
pub mod reg {
    pub const LOAD: u32 = 0x00;
    pub const VALUE: u32 = 0x04;
    pub const CONTROL: u32 = 0x08;
    pub const INT_CLR: u32 = 0x0c;
    pub const RIS: u32 = 0x10;
    pub const MIS: u32 = 0x14;
    pub const BG_LOAD: u32 = 0x18;
    /// Offset of timer 2's registers.
    pub const TIMER2: u32 = 0x20;
    pub const ITCR: u32 = 0xf00;
    pub const ITOP: u32 = 0xf04;
}

/// The data-sheet name of the register at `offset` (trace events).
pub fn reg_name(offset: u32, _write: bool) -> &'static str {
    const T1: [&str; 7] = [
        "Timer1Load",
        "Timer1Value",
        "Timer1Control",
        "Timer1IntClr",
        "Timer1RIS",
        "Timer1MIS",
        "Timer1BGLoad",
    ];
    const T2: [&str; 7] = [
        "Timer2Load",
        "Timer2Value",
        "Timer2Control",
        "Timer2IntClr",
        "Timer2RIS",
        "Timer2MIS",
        "Timer2BGLoad",
    ];
    match offset {
        0x00..=0x18 => T1[(offset / 4) as usize],
        0x20..=0x38 => T2[((offset - reg::TIMER2) / 4) as usize],
        reg::ITCR => "TimerITCR",
        reg::ITOP => "TimerITOP",
        _ => crate::primecell::id_name(offset).unwrap_or("reserved"),
    }
}

/// TimerXControl bits.
pub mod ctrl {
    pub const ONE_SHOT: u32 = 1 << 0;
    pub const SIZE_32: u32 = 1 << 1;
    pub const PRESCALE_SHIFT: u32 = 2;
    pub const INT_ENABLE: u32 = 1 << 5;
    pub const PERIODIC: u32 = 1 << 6;
    pub const ENABLE: u32 = 1 << 7;
}

/// Reset values (TRM section 3.1).
const RESET_CONTROL: u32 = ctrl::INT_ENABLE;
const RESET_VALUE: u32 = 0xffff_ffff;

/// One down counter.
#[derive(Clone, Debug)]
struct Timer {
    load: u32,
    control: u32,
    ris: bool,
    /// TIMCLK cycle of the anchor.
    t0: u64,
    /// Counter value at the anchor (the current value when stopped).
    v0: u32,
    /// Prescaled ticks since the anchor already checked for expiries.
    consumed: u64,
}

impl Timer {
    fn new() -> Timer {
        Timer {
            load: 0,
            control: RESET_CONTROL,
            ris: false,
            t0: 0,
            v0: RESET_VALUE,
            consumed: 0,
        }
    }

    fn enabled(&self) -> bool {
        self.control & ctrl::ENABLE != 0
    }

    fn mask(&self) -> u32 {
        if self.control & ctrl::SIZE_32 != 0 {
            u32::MAX
        } else {
            0xffff
        }
    }

    fn divider(&self) -> u64 {
        match (self.control >> ctrl::PRESCALE_SHIFT) & 3 {
            1 => 16,
            2 => 256,
            _ => 1,
        }
    }

    fn one_shot(&self) -> bool {
        self.control & ctrl::ONE_SHOT != 0
    }

    /// The reload period in prescaled ticks.
    fn period(&self) -> u64 {
        if self.control & ctrl::PERIODIC != 0 {
            u64::from((self.load & self.mask()).max(1))
        } else {
            u64::from(self.mask())
        }
    }

    /// Prescaled ticks elapsed since the anchor at device time `now`.
    fn elapsed(&self, now: u64) -> u64 {
        cycles_at(now, TIMCLK_HZ).saturating_sub(self.t0) / self.divider()
    }

    /// Counter value `e` prescaled ticks after the anchor.
    fn value_after(&self, e: u64) -> u32 {
        let v0 = u64::from(self.v0);
        if e < v0 {
            return (v0 - e) as u32;
        }
        if self.one_shot() {
            return 0;
        }
        let p = self.period();
        (p - (e - v0) % p) as u32
    }

    /// The first expiry strictly after `c` prescaled ticks from the anchor.
    fn expiry_after(&self, c: u64) -> Option<u64> {
        let v0 = u64::from(self.v0);
        if c < v0 {
            return Some(v0);
        }
        if self.one_shot() {
            return None;
        }
        let p = self.period();
        Some(v0 + ((c - v0) / p + 1) * p)
    }

    fn value(&self, now: u64) -> u32 {
        if self.enabled() {
            self.value_after(self.elapsed(now))
        } else {
            self.v0
        }
    }

    fn advance(&mut self, now: u64) {
        if !self.enabled() {
            return;
        }
        let e = self.elapsed(now);
        if let Some(x) = self.expiry_after(self.consumed) {
            if x <= e {
                self.ris = true;
            }
        }
        self.consumed = self.consumed.max(e);
    }

    /// Re-anchors at `now` holding value `v` (masked to the counter size; a
    /// running periodic or free-running counter at zero reloads first).
    fn anchor(&mut self, now: u64, v: u32) {
        let mut v = v & self.mask();
        if v == 0 && self.enabled() && !self.one_shot() {
            v = self.period() as u32;
        }
        self.t0 = cycles_at(now, TIMCLK_HZ);
        self.v0 = v;
        self.consumed = 0;
    }

    fn next_event(&self) -> u64 {
        if !self.enabled() || self.ris || self.control & ctrl::INT_ENABLE == 0 {
            return u64::MAX;
        }
        match self.expiry_after(self.consumed) {
            Some(x) => {
                let cycle = x
                    .checked_mul(self.divider())
                    .and_then(|c| c.checked_add(self.t0));
                cycle.map_or(u64::MAX, |c| tick_of_cycle(c, TIMCLK_HZ))
            }
            None => u64::MAX,
        }
    }

    fn mis(&self) -> bool {
        self.ris && self.control & ctrl::INT_ENABLE != 0
    }

    fn read(&self, now: u64, offset: u32) -> u32 {
        match offset {
            reg::LOAD | reg::BG_LOAD => self.load,
            reg::VALUE => self.value(now),
            reg::CONTROL => self.control,
            reg::RIS => u32::from(self.ris),
            reg::MIS => u32::from(self.mis()),
            _ => 0,
        }
    }

    fn write(&mut self, now: u64, offset: u32, value: u32) {
        match offset {
            reg::LOAD => {
                self.load = value;
                self.anchor(now, value);
            }
            reg::BG_LOAD => {
                let v = self.value(now);
                self.load = value;
                self.anchor(now, v);
            }
            reg::CONTROL => {
                let v = self.value(now);
                self.control = value & 0xef;
                self.anchor(now, v);
            }
            reg::INT_CLR => self.ris = false,
            _ => {}
        }
    }
}

/// The SP804: two timers and the combined interrupt.
#[derive(Clone, Debug)]
pub struct Sp804 {
    timers: [Timer; 2],
}

impl Default for Sp804 {
    fn default() -> Self {
        Sp804::new()
    }
}

impl Sp804 {
    pub fn new() -> Sp804 {
        Sp804 {
            timers: [Timer::new(), Timer::new()],
        }
    }
}

impl crate::state::SaveState for Sp804 {
    fn save(&self, w: &mut crate::state::StateWriter) {
        for t in &self.timers {
            w.u32s(&[t.load, t.control, t.v0]);
            w.bool(t.ris);
            w.u64(t.t0);
            w.u64(t.consumed);
        }
    }
    fn load(&mut self, r: &mut crate::state::StateReader) -> Result<(), crate::state::StateError> {
        for t in &mut self.timers {
            let mut v = [0; 3];
            r.u32s(&mut v, "SP804 registers")?;
            [t.load, t.control, t.v0] = v;
            t.ris = r.bool("SP804 raw interrupt")?;
            t.t0 = r.u64("SP804 anchor")?;
            t.consumed = r.u64("SP804 ticks checked")?;
        }
        Ok(())
    }
}

impl Device for Sp804 {
    crate::saved_state!();
    fn trace(&self) -> &'static crate::events::RegTrace {
        &crate::events::SP804
    }

    fn read(&mut self, now: u64, offset: u32, _size: AccessSize) -> u32 {
        match offset {
            0x00..=0x1c => self.timers[0].read(now, offset),
            0x20..=0x3c => self.timers[1].read(now, offset - reg::TIMER2),
            reg::ITCR | reg::ITOP => 0,
            _ => read_id(&SP804, offset).unwrap_or(0),
        }
    }

    fn write(&mut self, now: u64, offset: u32, _size: AccessSize, value: u32) {
        match offset {
            0x00..=0x1c => self.timers[0].write(now, offset, value),
            0x20..=0x3c => self.timers[1].write(now, offset - reg::TIMER2, value),
            _ => {}
        }
    }

    fn advance(&mut self, now: u64) {
        for t in &mut self.timers {
            t.advance(now);
        }
    }

    fn next_event(&self, _now: u64) -> u64 {
        self.timers
            .iter()
            .map(Timer::next_event)
            .min()
            .unwrap_or(u64::MAX)
    }

    fn outputs(&self) -> u32 {
        u32::from(self.timers.iter().any(Timer::mis))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    const W: AccessSize = AccessSize::Word;
    /// CPU ticks per TIMCLK cycle.
    const T: u64 = crate::clock::CPU_HZ / TIMCLK_HZ;

    fn rd(t: &mut Sp804, now: u64, off: u32) -> u32 {
        t.advance(now);
        t.read(now, off, W)
    }

    fn wr(t: &mut Sp804, now: u64, off: u32, v: u32) {
        t.advance(now);
        t.write(now, off, W, v);
    }

    const PERIODIC_32: u32 = ctrl::ENABLE | ctrl::PERIODIC | ctrl::INT_ENABLE | ctrl::SIZE_32;

    #[test]
    fn reset_values_and_ids() {
        let mut t = Sp804::new();
        assert_eq!(rd(&mut t, 0, reg::CONTROL), 0x20);
        assert_eq!(rd(&mut t, 0, reg::VALUE), 0xffff_ffff);
        assert_eq!(rd(&mut t, 10_000, reg::VALUE), 0xffff_ffff, "stopped");
        assert_eq!(rd(&mut t, 0, reg::TIMER2 + reg::LOAD), 0);
        assert_eq!(rd(&mut t, 0, 0xfe0), 0x04);
        assert_eq!(rd(&mut t, 0, 0xfe4), 0x18);
        assert_eq!(t.next_event(0), u64::MAX);
    }

    #[test]
    fn periodic_countdown_and_interrupt_times() {
        let mut t = Sp804::new();
        let start = 1000 * T + 37; // mid-cycle start
        wr(&mut t, start, reg::LOAD, 10_000);
        wr(&mut t, start, reg::CONTROL, PERIODIC_32);
        assert_eq!(rd(&mut t, start, reg::VALUE), 10_000);
        assert_eq!(rd(&mut t, 1001 * T, reg::VALUE), 9_999);
        assert_eq!(rd(&mut t, 1001 * T - 1, reg::VALUE), 10_000);
        assert_eq!(rd(&mut t, 1500 * T, reg::VALUE), 9_500);
        let first = 11_000 * T;
        assert_eq!(t.next_event(0), first);
        assert_eq!(rd(&mut t, first - 1, reg::RIS), 0);
        assert_eq!(t.outputs(), 0);
        assert_eq!(rd(&mut t, first, reg::RIS), 1);
        assert_eq!(t.outputs(), 1);
        assert_eq!(rd(&mut t, first, reg::VALUE), 10_000, "reloaded");
        assert_eq!(t.next_event(0), u64::MAX, "line already high");
        wr(&mut t, first + 5 * T, reg::INT_CLR, 0);
        assert_eq!(t.outputs(), 0);
        assert_eq!(rd(&mut t, first + 5 * T, reg::VALUE), 9_995);
        assert_eq!(t.next_event(0), 21_000 * T);
        // Late check: two periods passed, still one raised status.
        assert_eq!(rd(&mut t, 35_000 * T, reg::MIS), 1);
        assert_eq!(rd(&mut t, 35_000 * T, reg::VALUE), 6_000);
    }

    #[test]
    fn masked_interrupt_still_sets_raw_status() {
        let mut t = Sp804::new();
        wr(&mut t, 0, reg::LOAD, 5);
        wr(&mut t, 0, reg::CONTROL, PERIODIC_32 & !ctrl::INT_ENABLE);
        assert_eq!(t.next_event(0), u64::MAX);
        assert_eq!(rd(&mut t, 5 * T, reg::RIS), 1);
        assert_eq!(rd(&mut t, 5 * T, reg::MIS), 0);
        assert_eq!(t.outputs(), 0);
    }

    #[test]
    fn one_shot_stops_at_zero() {
        let mut t = Sp804::new();
        wr(&mut t, 0, reg::TIMER2 + reg::LOAD, 100);
        wr(
            &mut t,
            0,
            reg::TIMER2 + reg::CONTROL,
            ctrl::ENABLE | ctrl::ONE_SHOT | ctrl::INT_ENABLE | ctrl::SIZE_32,
        );
        assert_eq!(t.next_event(0), 100 * T);
        assert_eq!(rd(&mut t, 100 * T, reg::TIMER2 + reg::VALUE), 0);
        assert_eq!(t.outputs(), 1);
        wr(&mut t, 100 * T, reg::TIMER2 + reg::INT_CLR, 1);
        assert_eq!(t.next_event(0), u64::MAX);
        assert_eq!(rd(&mut t, 10_000 * T, reg::TIMER2 + reg::VALUE), 0);
        assert_eq!(t.outputs(), 0);
    }

    #[test]
    fn free_running_16_bit_with_prescale() {
        let mut t = Sp804::new();
        wr(&mut t, 0, reg::LOAD, 0x1_0010); // 16-bit: 0x10
        wr(
            &mut t,
            0,
            reg::CONTROL,
            ctrl::ENABLE | ctrl::INT_ENABLE | 1 << ctrl::PRESCALE_SHIFT,
        );
        assert_eq!(rd(&mut t, 0, reg::VALUE), 0x10);
        assert_eq!(rd(&mut t, 16 * T - 1, reg::VALUE), 0x10);
        assert_eq!(rd(&mut t, 16 * T, reg::VALUE), 0xf);
        assert_eq!(t.next_event(0), 0x10 * 16 * T);
        assert_eq!(
            rd(&mut t, 0x10 * 16 * T, reg::VALUE),
            0xffff,
            "wraps to the 16-bit max"
        );
        assert_eq!(t.outputs(), 1);
        wr(&mut t, 0x10 * 16 * T, reg::INT_CLR, 0);
        assert_eq!(t.next_event(0), (0x10 + 0xffff) * 16 * T);
    }

    #[test]
    fn background_load_changes_only_the_reload() {
        let mut t = Sp804::new();
        wr(&mut t, 0, reg::LOAD, 1000);
        wr(&mut t, 0, reg::CONTROL, PERIODIC_32);
        wr(&mut t, 400 * T, reg::BG_LOAD, 50);
        assert_eq!(rd(&mut t, 400 * T, reg::VALUE), 600);
        assert_eq!(rd(&mut t, 0, reg::LOAD), 50);
        assert_eq!(rd(&mut t, 1000 * T, reg::VALUE), 50);
        assert_eq!(rd(&mut t, 1010 * T, reg::VALUE), 40);
    }

    #[test]
    fn disable_freezes_and_enable_resumes() {
        let mut t = Sp804::new();
        wr(&mut t, 0, reg::LOAD, 1000);
        wr(&mut t, 0, reg::CONTROL, PERIODIC_32);
        wr(&mut t, 300 * T, reg::CONTROL, PERIODIC_32 & !ctrl::ENABLE);
        assert_eq!(rd(&mut t, 900 * T, reg::VALUE), 700);
        wr(&mut t, 900 * T, reg::CONTROL, PERIODIC_32);
        assert_eq!(rd(&mut t, 1000 * T, reg::VALUE), 600);
        assert_eq!(t.next_event(0), 1600 * T);
    }

    #[test]
    fn periodic_load_zero_does_not_hang() {
        let mut t = Sp804::new();
        wr(&mut t, 0, reg::LOAD, 0);
        wr(&mut t, 0, reg::CONTROL, PERIODIC_32);
        assert_eq!(t.next_event(0), T);
        assert_eq!(rd(&mut t, 3 * T, reg::RIS), 1);
    }
}

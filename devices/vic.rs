//! ARM PrimeCell PL190 vectored interrupt controller (ARM DDI 0181E).
//!
//! 32 level-sensitive sources, each routed to IRQ or FIQ, 16 vectored slots with
//! fixed priority (slot 0 highest) and a default vector for the rest. Reading
//! VICVectAddr acknowledges the highest-priority pending interrupt and masks
//! those of equal or lower priority until VICVectAddr is written.
//!
//! Departures: VICProtection is stored but not enforced (the bus does not carry
//! the privilege of an access); the test registers are stored and the test
//! mode is not modelled (QEMU neither). Reading VICVectAddr with nothing pending
//! returns VICDefVectAddr and changes nothing, as QEMU does (UNPREDICTABLE in
//! the TRM).

use crate::bus::Device;
use crate::primecell::{read_id, PL190};
use arm::AccessSize;

/// Register offsets (TRM table 3-1).
pub mod reg {
    pub const IRQ_STATUS: u32 = 0x000;
    pub const FIQ_STATUS: u32 = 0x004;
    pub const RAW_INTR: u32 = 0x008;
    pub const INT_SELECT: u32 = 0x00c;
    pub const INT_ENABLE: u32 = 0x010;
    pub const INT_EN_CLEAR: u32 = 0x014;
    pub const SOFT_INT: u32 = 0x018;
    pub const SOFT_INT_CLEAR: u32 = 0x01c;
    pub const PROTECTION: u32 = 0x020;
    pub const VECT_ADDR: u32 = 0x030;
    pub const DEF_VECT_ADDR: u32 = 0x034;
    /// VICVectAddr0-15.
    pub const VECT_ADDR_N: u32 = 0x100;
    /// VICVectCntl0-15.
    pub const VECT_CNTL_N: u32 = 0x200;
    pub const ITCR: u32 = 0x300;
    pub const ITIP1: u32 = 0x304;
    pub const ITIP2: u32 = 0x308;
    pub const ITOP1: u32 = 0x30c;
    pub const ITOP2: u32 = 0x310;
}

/// The data-sheet name of the register at `offset` (trace events).
pub fn reg_name(offset: u32, _write: bool) -> &'static str {
    const VECT_ADDR: [&str; 16] = [
        "VICVectAddr0",
        "VICVectAddr1",
        "VICVectAddr2",
        "VICVectAddr3",
        "VICVectAddr4",
        "VICVectAddr5",
        "VICVectAddr6",
        "VICVectAddr7",
        "VICVectAddr8",
        "VICVectAddr9",
        "VICVectAddr10",
        "VICVectAddr11",
        "VICVectAddr12",
        "VICVectAddr13",
        "VICVectAddr14",
        "VICVectAddr15",
    ];
    const VECT_CNTL: [&str; 16] = [
        "VICVectCntl0",
        "VICVectCntl1",
        "VICVectCntl2",
        "VICVectCntl3",
        "VICVectCntl4",
        "VICVectCntl5",
        "VICVectCntl6",
        "VICVectCntl7",
        "VICVectCntl8",
        "VICVectCntl9",
        "VICVectCntl10",
        "VICVectCntl11",
        "VICVectCntl12",
        "VICVectCntl13",
        "VICVectCntl14",
        "VICVectCntl15",
    ];
    match offset {
        reg::IRQ_STATUS => "VICIRQStatus",
        reg::FIQ_STATUS => "VICFIQStatus",
        reg::RAW_INTR => "VICRawIntr",
        reg::INT_SELECT => "VICIntSelect",
        reg::INT_ENABLE => "VICIntEnable",
        reg::INT_EN_CLEAR => "VICIntEnClear",
        reg::SOFT_INT => "VICSoftInt",
        reg::SOFT_INT_CLEAR => "VICSoftIntClear",
        reg::PROTECTION => "VICProtection",
        reg::VECT_ADDR => "VICVectAddr",
        reg::DEF_VECT_ADDR => "VICDefVectAddr",
        0x100..=0x13c => VECT_ADDR[((offset - reg::VECT_ADDR_N) / 4) as usize],
        0x200..=0x23c => VECT_CNTL[((offset - reg::VECT_CNTL_N) / 4) as usize],
        reg::ITCR => "VICITCR",
        reg::ITIP1 => "VICITIP1",
        reg::ITIP2 => "VICITIP2",
        reg::ITOP1 => "VICITOP1",
        reg::ITOP2 => "VICITOP2",
        _ => crate::primecell::id_name(offset).unwrap_or("reserved"),
    }
}

/// Output bits.
pub const OUT_IRQ: u32 = 0;
pub const OUT_FIQ: u32 = 1;

/// VICVectCntl: slot enable, source number.
const CNTL_ENABLE: u32 = 1 << 5;
const CNTL_SOURCE: u32 = 0x1f;
/// Priority of the default (non-vectored) vector.
const PRIO_DEFAULT: usize = 16;
/// Priority level when no interrupt is being serviced.
const PRIO_NONE: usize = 17;

/// PL190 state. Reset values: everything zero, nothing being serviced.
#[derive(Clone, Debug)]
pub struct Vic {
    raw: u32,
    soft: u32,
    enable: u32,
    select: u32,
    protection: u32,
    vect_addr: [u32; 16],
    vect_cntl: [u32; 16],
    def_vect_addr: u32,
    itcr: u32,
    /// Current priority level (PRIO_NONE when idle).
    priority: usize,
    /// Levels interrupted by the current one, innermost last.
    stack: Vec<usize>,
}

impl Default for Vic {
    fn default() -> Self {
        Vic::new()
    }
}

impl Vic {
    pub fn new() -> Vic {
        Vic {
            raw: 0,
            soft: 0,
            enable: 0,
            select: 0,
            protection: 0,
            vect_addr: [0; 16],
            vect_cntl: [0; 16],
            def_vect_addr: 0,
            itcr: 0,
            priority: PRIO_NONE,
            stack: Vec::new(),
        }
    }

    fn level(&self) -> u32 {
        self.raw | self.soft
    }

    fn irq_status(&self) -> u32 {
        self.level() & self.enable & !self.select
    }

    fn fiq_status(&self) -> u32 {
        self.level() & self.enable & self.select
    }

    /// Sources that may interrupt at priority level `p`: those of the enabled
    /// vector slots above it, and every source when idle.
    fn prio_mask(&self, p: usize) -> u32 {
        if p >= PRIO_NONE {
            return u32::MAX;
        }
        self.vect_cntl[..p]
            .iter()
            .filter(|c| **c & CNTL_ENABLE != 0)
            .fold(0, |m, c| m | 1 << (c & CNTL_SOURCE))
    }

    fn addr_of(&self, p: usize) -> u32 {
        if p < PRIO_DEFAULT {
            self.vect_addr[p]
        } else {
            self.def_vect_addr
        }
    }

    /// The acknowledging read of VICVectAddr.
    fn ack(&mut self) -> u32 {
        let pending = self.irq_status();
        let found = (0..self.priority).find(|&i| pending & self.prio_mask(i + 1) != 0);
        match found {
            None if self.priority == PRIO_NONE => self.def_vect_addr,
            None => self.addr_of(self.priority),
            Some(i) => {
                self.stack.push(self.priority);
                self.priority = i;
                self.addr_of(i)
            }
        }
    }
}

impl crate::state::SaveState for Vic {
    fn save(&self, w: &mut crate::state::StateWriter) {
        w.u32s(&[
            self.raw,
            self.soft,
            self.enable,
            self.select,
            self.protection,
        ]);
        w.u32s(&self.vect_addr);
        w.u32s(&self.vect_cntl);
        w.u32s(&[self.def_vect_addr, self.itcr, self.priority as u32]);
        w.len(self.stack.len());
        for &p in &self.stack {
            w.u32(p as u32);
        }
    }
    fn load(&mut self, r: &mut crate::state::StateReader) -> Result<(), crate::state::StateError> {
        let level = |r: &mut crate::state::StateReader, what| {
            let p = r.u32(what)?;
            match p as usize {
                p @ 0..=PRIO_NONE => Ok(p),
                _ => Err(crate::state::StateError::BadValue {
                    what,
                    value: u64::from(p),
                }),
            }
        };
        let mut v = [0; 5];
        r.u32s(&mut v, "VIC registers")?;
        [
            self.raw,
            self.soft,
            self.enable,
            self.select,
            self.protection,
        ] = v;
        r.u32s(&mut self.vect_addr, "VICVectAddr")?;
        r.u32s(&mut self.vect_cntl, "VICVectCntl")?;
        self.def_vect_addr = r.u32("VICDefVectAddr")?;
        self.itcr = r.u32("VICITCR")?;
        self.priority = level(r, "VIC priority")?;
        let n = r.len(PRIO_NONE + 1, "VIC priority stack")?;
        self.stack = (0..n)
            .map(|_| level(r, "VIC priority stack"))
            .collect::<Result<_, _>>()?;
        Ok(())
    }
}

impl Device for Vic {
    fn keeps_time(&self) -> bool {
        false
    }

    crate::saved_state!();
    fn trace(&self) -> &'static crate::events::RegTrace {
        &crate::events::PL190
    }

    fn read(&mut self, _now: u64, offset: u32, _size: AccessSize) -> u32 {
        let slot = ((offset & 0x3f) / 4) as usize;
        match offset {
            reg::IRQ_STATUS => self.irq_status(),
            reg::FIQ_STATUS => self.fiq_status(),
            reg::RAW_INTR => self.level(),
            reg::INT_SELECT => self.select,
            reg::INT_ENABLE => self.enable,
            reg::SOFT_INT => self.soft,
            reg::PROTECTION => self.protection,
            reg::VECT_ADDR => self.ack(),
            reg::DEF_VECT_ADDR => self.def_vect_addr,
            0x100..=0x13c => self.vect_addr[slot],
            0x200..=0x23c => self.vect_cntl[slot],
            reg::ITCR => self.itcr,
            reg::ITIP1 | reg::ITIP2 | reg::ITOP1 | reg::ITOP2 => 0,
            _ => read_id(&PL190, offset).unwrap_or(0),
        }
    }

    fn write(&mut self, _now: u64, offset: u32, _size: AccessSize, value: u32) {
        let slot = ((offset & 0x3f) / 4) as usize;
        match offset {
            reg::INT_SELECT => self.select = value,
            reg::INT_ENABLE => self.enable |= value,
            reg::INT_EN_CLEAR => self.enable &= !value,
            reg::SOFT_INT => self.soft |= value,
            reg::SOFT_INT_CLEAR => self.soft &= !value,
            reg::PROTECTION => self.protection = value & 1,
            reg::VECT_ADDR if self.priority < PRIO_NONE => {
                self.priority = self.stack.pop().unwrap_or(PRIO_NONE);
            }
            reg::DEF_VECT_ADDR => self.def_vect_addr = value,
            0x100..=0x13c => self.vect_addr[slot] = value,
            0x200..=0x23c => self.vect_cntl[slot] = value & (CNTL_ENABLE | CNTL_SOURCE),
            reg::ITCR => self.itcr = value & 1,
            _ => {}
        }
    }

    fn outputs(&self) -> u32 {
        let irq = self.irq_status() & self.prio_mask(self.priority) != 0;
        let fiq = self.fiq_status() != 0;
        u32::from(irq) << OUT_IRQ | u32::from(fiq) << OUT_FIQ
    }

    fn set_input(&mut self, line: u32, level: bool) {
        if line < 32 {
            if (self.raw >> line & 1 != 0) != level {
                crate::events::pl190_set_irq(line, u32::from(level));
            }
            self.raw = (self.raw & !(1 << line)) | u32::from(level) << line;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    const W: AccessSize = AccessSize::Word;

    fn vic() -> Vic {
        Vic::new()
    }

    #[test]
    fn enable_select_and_status() {
        let mut v = vic();
        v.set_input(4, true);
        assert_eq!(v.read(0, reg::RAW_INTR, W), 1 << 4);
        assert_eq!(v.outputs(), 0, "disabled source does not interrupt");
        v.write(0, reg::INT_ENABLE, W, 1 << 4);
        assert_eq!(v.read(0, reg::IRQ_STATUS, W), 1 << 4);
        assert_eq!(v.outputs(), 1 << OUT_IRQ);
        v.write(0, reg::INT_SELECT, W, 1 << 4);
        assert_eq!(v.read(0, reg::FIQ_STATUS, W), 1 << 4);
        assert_eq!(v.outputs(), 1 << OUT_FIQ);
        v.write(0, reg::INT_EN_CLEAR, W, 1 << 4);
        assert_eq!(v.outputs(), 0);
        assert_eq!(v.read(0, reg::INT_ENABLE, W), 0);
    }

    #[test]
    fn soft_interrupts() {
        let mut v = vic();
        v.write(0, reg::INT_ENABLE, W, 1 << 7);
        v.write(0, reg::SOFT_INT, W, 1 << 7);
        assert_eq!(v.read(0, reg::SOFT_INT, W), 1 << 7);
        assert_eq!(v.outputs(), 1);
        v.write(0, reg::SOFT_INT_CLEAR, W, 1 << 7);
        assert_eq!(v.outputs(), 0);
    }

    #[test]
    fn vectored_priority_and_nesting() {
        let mut v = vic();
        v.write(0, reg::DEF_VECT_ADDR, W, 0xdead);
        v.write(0, reg::VECT_ADDR_N, W, 0x100); // slot 0: source 12
        v.write(0, reg::VECT_CNTL_N, W, CNTL_ENABLE | 12);
        v.write(0, reg::VECT_ADDR_N + 4, W, 0x104); // slot 1: source 4
        v.write(0, reg::VECT_CNTL_N + 4, W, CNTL_ENABLE | 4);
        v.write(0, reg::INT_ENABLE, W, 1 << 4 | 1 << 12 | 1 << 20);

        // Nothing pending: the default address, no state change.
        assert_eq!(v.read(0, reg::VECT_ADDR, W), 0xdead);

        v.set_input(4, true);
        v.set_input(20, true);
        assert_eq!(
            v.read(0, reg::VECT_ADDR, W),
            0x104,
            "slot 1 beats the default"
        );
        assert_eq!(v.outputs(), 0, "slot 1 and below masked while serviced");
        // A higher-priority source preempts.
        v.set_input(12, true);
        assert_eq!(v.outputs(), 1);
        assert_eq!(v.read(0, reg::VECT_ADDR, W), 0x100);
        assert_eq!(v.outputs(), 0);
        v.set_input(12, false);
        v.write(0, reg::VECT_ADDR, W, 0); // end of slot 0
        assert_eq!(v.outputs(), 0, "back in slot 1");
        v.set_input(4, false);
        v.write(0, reg::VECT_ADDR, W, 0); // end of slot 1
        assert_eq!(v.outputs(), 1, "source 20 (default vector) still pending");
        assert_eq!(v.read(0, reg::VECT_ADDR, W), 0xdead);
        assert_eq!(v.outputs(), 0);
        v.write(0, reg::VECT_ADDR, W, 0);
        assert_eq!(v.outputs(), 1);
        // Extra writes with nothing in service are harmless.
        v.write(0, reg::VECT_ADDR, W, 0);
        v.write(0, reg::VECT_ADDR, W, 0);
        assert_eq!(v.outputs(), 1);
    }

    #[test]
    fn registers_read_back_and_ids() {
        let mut v = vic();
        v.write(0, reg::VECT_ADDR_N + 0x3c, W, 0x1234);
        assert_eq!(v.read(0, reg::VECT_ADDR_N + 0x3c, W), 0x1234);
        v.write(0, reg::VECT_CNTL_N + 0x3c, W, 0xffff_ffff);
        assert_eq!(v.read(0, reg::VECT_CNTL_N + 0x3c, W), 0x3f);
        v.write(0, reg::PROTECTION, W, 3);
        assert_eq!(v.read(0, reg::PROTECTION, W), 1);
        assert_eq!(v.read(0, 0xfe0, W), 0x90);
        assert_eq!(v.read(0, 0xffc, W), 0xb1);
        assert_eq!(v.read(0, 0x800, W), 0);
        v.set_input(99, true); // out of range: ignored
        assert_eq!(v.read(0, reg::RAW_INTR, W), 0);
    }
}

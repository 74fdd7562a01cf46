//! The generic timer's CP15 registers (Arm ARM DDI0406C chapter B8): the counter,
//! the physical and virtual timers, and the kernel control register, computed from
//! the CPU's tick count.
//!
//! QEMU 7.2 counts at 62.5 MHz (CNTFRQ 62,500,000, one count per 16 ns of virtual
//! time). goldtrace counts CPU ticks, so the counter is `ticks / ticks_per_count`,
//! the one conversion factor the machine chooses. CNTVOFF is 0 (there is no EL2 to
//! set it), so the virtual count equals the physical one. Writing CNTFRQ changes
//! what software reads, never the rate (as in QEMU).

/// CNTFRQ's reset value: QEMU 7.2's 62.5 MHz counter.
pub const CNTFRQ_RESET: u32 = 62_500_000;

/// CNTx_CTL bits.
pub mod ctl {
    /// The timer is enabled.
    pub const ENABLE: u32 = 1 << 0;
    /// The output is masked.
    pub const IMASK: u32 = 1 << 1;
    /// The condition is met (read-only; computed, never stored).
    pub const ISTATUS: u32 = 1 << 2;
    /// The bits a write keeps.
    pub const WRITABLE: u32 = ENABLE | IMASK;
}

/// CNTKCTL bits that open counter and timer registers to PL0.
pub mod kctl {
    /// CNTPCT (and CNTFRQ).
    pub const PL0PCTEN: u32 = 1 << 0;
    /// CNTVCT (and CNTFRQ).
    pub const PL0VCTEN: u32 = 1 << 1;
    /// CNTV_CTL, CNTV_CVAL, CNTV_TVAL.
    pub const PL0VTEN: u32 = 1 << 8;
    /// CNTP_CTL, CNTP_CVAL, CNTP_TVAL.
    pub const PL0PTEN: u32 = 1 << 9;
}

/// One of the two timers a PL1 guest can use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Timer {
    /// CNTP_*: non-secure physical timer, PPI 14 (interrupt 30) on `virt`.
    Physical,
    /// CNTV_*: virtual timer, PPI 11 (interrupt 27) on `virt`; Linux's choice.
    Virtual,
}

/// The state of one timer: CTL's writable bits and the compare value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TimerRegs {
    /// ENABLE and IMASK.
    pub ctl: u32,
    /// CNTx_CVAL.
    pub cval: u64,
}

/// The generic timer's registers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GenericTimer {
    /// CNTFRQ: every bit written is kept, as QEMU does.
    pub cntfrq: u32,
    /// CNTKCTL: every bit written is kept, as QEMU does.
    pub cntkctl: u32,
    pub phys: TimerRegs,
    pub virt: TimerRegs,
    /// CPU ticks per counter increment (the machine's choice; at least 1).
    pub ticks_per_count: u64,
}

impl GenericTimer {
    /// Reset values (all zero but CNTFRQ) with the given conversion.
    pub fn new(ticks_per_count: u64) -> GenericTimer {
        GenericTimer {
            cntfrq: CNTFRQ_RESET,
            cntkctl: 0,
            phys: TimerRegs::default(),
            virt: TimerRegs::default(),
            ticks_per_count: ticks_per_count.max(1),
        }
    }

    /// CNTPCT (and CNTVCT: CNTVOFF is 0) at tick `now`.
    pub fn count(&self, now: u64) -> u64 {
        now / self.ticks_per_count
    }

    pub fn regs(&self, t: Timer) -> &TimerRegs {
        match t {
            Timer::Physical => &self.phys,
            Timer::Virtual => &self.virt,
        }
    }

    fn regs_mut(&mut self, t: Timer) -> &mut TimerRegs {
        match t {
            Timer::Physical => &mut self.phys,
            Timer::Virtual => &mut self.virt,
        }
    }

    /// ISTATUS: enabled and the count has reached CVAL. A disabled timer reads 0,
    /// as QEMU's `gt_recalc_timer` leaves it.
    pub fn istatus(&self, t: Timer, now: u64) -> bool {
        let r = self.regs(t);
        r.ctl & ctl::ENABLE != 0 && self.count(now) >= r.cval
    }

    /// CNTx_CTL as read.
    pub fn ctl(&self, t: Timer, now: u64) -> u32 {
        let status = if self.istatus(t, now) {
            ctl::ISTATUS
        } else {
            0
        };
        self.regs(t).ctl | status
    }

    /// CNTx_CTL write: ISTATUS and the other bits are ignored.
    pub fn set_ctl(&mut self, t: Timer, value: u32) {
        self.regs_mut(t).ctl = value & ctl::WRITABLE;
    }

    /// CNTx_TVAL as read: the low 32 bits of CVAL minus the count.
    pub fn tval(&self, t: Timer, now: u64) -> u32 {
        self.regs(t).cval.wrapping_sub(self.count(now)) as u32
    }

    /// CNTx_TVAL write: CVAL becomes the count plus the signed 32-bit value.
    pub fn set_tval(&mut self, t: Timer, value: u32, now: u64) {
        let count = self.count(now);
        self.regs_mut(t).cval = count.wrapping_add(value as i32 as i64 as u64);
    }

    pub fn set_cval(&mut self, t: Timer, value: u64) {
        self.regs_mut(t).cval = value;
    }

    /// The timer's interrupt output: ENABLE, ISTATUS and not IMASK.
    pub fn output(&self, t: Timer, now: u64) -> bool {
        self.istatus(t, now) && self.regs(t).ctl & ctl::IMASK == 0
    }

    /// The tick at which the output will rise, if it is low now and nothing is
    /// written meanwhile: `None` when disabled, masked, already high, or beyond
    /// the range of a tick count.
    pub fn deadline(&self, t: Timer, now: u64) -> Option<u64> {
        let r = self.regs(t);
        if r.ctl & (ctl::ENABLE | ctl::IMASK) != ctl::ENABLE || self.istatus(t, now) {
            return None;
        }
        r.cval.checked_mul(self.ticks_per_count)
    }

    /// Whether PL0 may read CNTFRQ.
    pub fn pl0_frq(&self) -> bool {
        self.cntkctl & (kctl::PL0PCTEN | kctl::PL0VCTEN) != 0
    }

    /// Whether PL0 may read the counter behind `t` (CNTPCT, CNTVCT).
    pub fn pl0_count(&self, t: Timer) -> bool {
        let bit = match t {
            Timer::Physical => kctl::PL0PCTEN,
            Timer::Virtual => kctl::PL0VCTEN,
        };
        self.cntkctl & bit != 0
    }

    /// Whether PL0 may read and write timer `t`'s CTL, CVAL and TVAL.
    pub fn pl0_timer(&self, t: Timer) -> bool {
        let bit = match t {
            Timer::Physical => kctl::PL0PTEN,
            Timer::Virtual => kctl::PL0VTEN,
        };
        self.cntkctl & bit != 0
    }
}

//! ARM Generic Interrupt Controller v2 (ARM IHI 0048B) with one CPU interface and no
//! security or virtualization extensions, as QEMU 7.2's `arm_gic` answers on `-M virt`
//! (revision 2, 32 + 256 interrupts). One device covers both windows: the distributor
//! at offset 0 (4 KiB) and the CPU interface at [`CPU_OFFSET`] (8 KiB, GICC_DIR at
//! 0x1000); the board refuses the gap between them, as QEMU's map has nothing there.
//!
//! Inputs ([`Device::set_input`]): line = interrupt ID, 16-31 for PPIs, 32 and up for
//! SPIs. Outputs: [`OUT_IRQ`] and [`OUT_FIQ`] (a group 0 interrupt goes to FIQ when
//! GICC_CTLR.FIQEn is set, as QEMU does without security extensions).
//!
//! Where the architecture leaves a choice, this follows QEMU 7.2 as measured by
//! `tests/virt_probe/gic_probe.c` (record `tests/virt_probe/qemu_gic.txt`, replayed by
//! `tests/virt_qemu.rs`):
//! - the distributor decodes bytes: a word access is four byte accesses, except the
//!   GICD_SGIR write, which only a word write makes; GICD_IIDR reads 0x43b;
//! - with one CPU, GICD_ITARGETSR reads as zero and ignores writes (every SPI targets
//!   the CPU); SGIs are always enabled and edge-triggered; ICFGR's model bits read 0;
//! - a level-triggered interrupt is pending while its line is high, whatever its
//!   enable bit, and enabling it latches nothing; an active interrupt is never the
//!   highest pending one;
//! - GICC_CTLR keeps bits 0-4 and 9 (EOImodeS); BPR has no minimum, ABPR's is 1;
//!   the idle running priority reads 0xff; GICC_IIDR is 0x0002043b; AIAR, AEOIR and
//!   AHPPIR are not implemented (read zero, ignore writes); APR0-3 and NSAPR0-3 hold
//!   any value written and set the running priority from their lowest set bit;
//! - GICC_EOIR while nothing runs is ignored; otherwise it drops the lowest set active
//!   priority bit whatever ID is written (the guest must nest IAR and EOIR), and with
//!   EOImode clear deactivates the ID written; GICC_DIR with EOImode clear is ignored;
//! - the CPU interface decodes exact offsets: a byte read of GICC_IAR acknowledges,
//!   one of GICC_IAR + 1 reads zero.
//!
//! Departure: a GICD_SPENDSGIR write of zero source bits sets nothing pending (QEMU
//! marks the SGI pending with no source and then asserts on acknowledging it).

#[cfg(test)]
mod tests;

use crate::bus::Device;
use crate::events::RegTrace;
use crate::state::{SaveState, StateError, StateReader, StateWriter};
use arm::AccessSize;

/// The GIC's trace events.
pub mod events {
    goldtrace_events::events! {
        /// A read of a GIC register (distributor or CPU interface).
        fn gic_read(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x -> 0x%x (%u bytes)";
        /// A write of a GIC register.
        fn gic_write(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x <- 0x%x (%u bytes)";
        /// An input line of the GIC changed level (interrupt ID, level).
        fn gic_set_irq(irq: u32, level: u32) = "irq %u level %u";
        /// The GIC's IRQ or FIQ output to the CPU changed.
        fn gic_update(irq: u32, fiq: u32) = "irq %u fiq %u";
        /// GICC_IAR was read: the interrupt acknowledged, or a spurious ID.
        fn gic_acknowledge(value: u32) = "iar 0x%x";
        /// GICC_EOIR was written with this interrupt ID.
        fn gic_eoi(irq: u32) = "eoi %u";
    }
}

/// The GIC's register events.
pub static TRACE: RegTrace = RegTrace::new(
    &events::event_desc::gic_read,
    &events::event_desc::gic_write,
    events::gic_read,
    events::gic_write,
    reg_name,
);

/// Number of SPIs (QEMU virt's `NUM_IRQS`).
pub const NUM_SPIS: usize = 256;
/// Number of interrupt IDs: 16 SGIs, 16 PPIs, the SPIs.
pub const NUM_IRQ: usize = 32 + NUM_SPIS;
/// The ID GICC_IAR and GICC_HPPIR return when nothing can be acknowledged.
pub const SPURIOUS: u32 = 1023;
/// The distributor's size; the CPU interface's offset and size in the device.
pub const DIST_SIZE: u32 = 0x1000;
pub const CPU_OFFSET: u32 = 0x1_0000;
pub const CPU_SIZE: u32 = 0x2000;
/// The whole device window (distributor, gap, CPU interface).
pub const WINDOW: u32 = CPU_OFFSET + CPU_SIZE;
/// Output lines.
pub const OUT_IRQ: u32 = 0;
pub const OUT_FIQ: u32 = 1;

const NUM_SGIS: usize = 16;
/// The running priority when nothing is active.
const IDLE_PRIORITY: u32 = 0x100;
/// IDs from 1020 up are special (1022: group 1 hidden from this access; 1023: none).
const MAX_IRQ_ID: u32 = 1020;
const NUM_APRS: usize = 4;
/// GICD_CTLR: EnableGrp0, EnableGrp1.
const GICD_CTLR_MASK: u32 = 0x3;
/// GICC_CTLR bits (IHI 0048B 4.4.1, secure copy): EnableGrp0/1, AckCtl, FIQEn, CBPR,
/// EOImodeS. QEMU keeps these six.
const GICC_CTLR_MASK: u32 = 0x21f;
const ACK_CTL: u32 = 1 << 2;
const FIQ_EN: u32 = 1 << 3;
const CBPR: u32 = 1 << 4;
const EOI_MODE: u32 = 1 << 9;
/// GICD_IIDR and GICC_IIDR (Arm, GICv2).
const GICD_IIDR: u32 = 0x43b;
const GICC_IIDR: u32 = 0x0002_043b;
/// PIDR4-7, PIDR0-3, CIDR0-3 from 0xfd0 (QEMU's `gic_id_gicv2`).
const ID_REGS: [u8; 12] = [
    0x04, 0x00, 0x00, 0x00, 0x90, 0xb4, 0x2b, 0x00, 0x0d, 0xf0, 0x05, 0xb1,
];

/// Per-interrupt state bits.
const ENABLED: u8 = 1 << 0;
/// Latched pending (set by an edge, GICD_ISPENDR or an SGI).
const PENDING: u8 = 1 << 1;
const ACTIVE: u8 = 1 << 2;
/// The input line's level.
const LEVEL: u8 = 1 << 3;
const EDGE: u8 = 1 << 4;
const GROUP1: u8 = 1 << 5;
const STATE_BITS: u8 = 0x3f;

/// The data-sheet name of the register at `offset` in the device window.
pub fn reg_name(offset: u32, write: bool) -> &'static str {
    if offset < DIST_SIZE {
        return match offset {
            0x000 => "GICD_CTLR",
            0x004 => "GICD_TYPER",
            0x008 => "GICD_IIDR",
            0x080..0x100 => "GICD_IGROUPR",
            0x100..0x180 => "GICD_ISENABLER",
            0x180..0x200 => "GICD_ICENABLER",
            0x200..0x280 => "GICD_ISPENDR",
            0x280..0x300 => "GICD_ICPENDR",
            0x300..0x380 => "GICD_ISACTIVER",
            0x380..0x400 => "GICD_ICACTIVER",
            0x400..0x800 => "GICD_IPRIORITYR",
            0x800..0xc00 => "GICD_ITARGETSR",
            0xc00..0xf00 => "GICD_ICFGR",
            0xf00 => "GICD_SGIR",
            0xf10..0xf20 => "GICD_CPENDSGIR",
            0xf20..0xf30 => "GICD_SPENDSGIR",
            0xfd0..0x1000 => "GICD_ID",
            _ => "reserved",
        };
    }
    match offset.wrapping_sub(CPU_OFFSET) {
        0x00 => "GICC_CTLR",
        0x04 => "GICC_PMR",
        0x08 => "GICC_BPR",
        0x0c => "GICC_IAR",
        0x10 => "GICC_EOIR",
        0x14 => "GICC_RPR",
        0x18 => "GICC_HPPIR",
        0x1c => "GICC_ABPR",
        0x20 => "GICC_AIAR",
        0x24 => "GICC_AEOIR",
        0x28 => "GICC_AHPPIR",
        0xd0..0xe0 => "GICC_APR",
        0xe0..0xf0 => "GICC_NSAPR",
        0xfc => "GICC_IIDR",
        0x1000 if write => "GICC_DIR",
        _ => "reserved",
    }
}

/// The GIC's state.
#[derive(Clone, Debug)]
pub struct Gic {
    /// GICD_CTLR.
    ctlr: u32,
    /// GICC_CTLR, GICC_PMR, GICC_BPR, GICC_ABPR.
    cpu_ctlr: u32,
    pmr: u32,
    bpr: u32,
    abpr: u32,
    /// The running priority ([`IDLE_PRIORITY`] when nothing is active).
    running: u32,
    /// The highest-priority pending interrupt that passes the priority mask (what
    /// GICC_HPPIR shows), or [`SPURIOUS`].
    best: u32,
    apr: [u32; NUM_APRS],
    nsapr: [u32; NUM_APRS],
    /// Per interrupt ID: [`ENABLED`], [`PENDING`], ... bits, and its priority.
    state: Vec<u8>,
    priority: Vec<u8>,
    /// Per SGI: the CPUs it is pending from (bit n = CPU n).
    sgi_sources: [u8; NUM_SGIS],
    irq_out: bool,
    fiq_out: bool,
}

impl Default for Gic {
    fn default() -> Self {
        Gic::new()
    }
}

impl Gic {
    /// The GIC at reset: everything disabled, SGIs enabled and edge-triggered.
    pub fn new() -> Gic {
        let mut state = vec![0; NUM_IRQ];
        for s in &mut state[..NUM_SGIS] {
            *s = ENABLED | EDGE;
        }
        Gic {
            ctlr: 0,
            cpu_ctlr: 0,
            pmr: 0,
            bpr: 0,
            abpr: 1,
            running: IDLE_PRIORITY,
            best: SPURIOUS,
            apr: [0; NUM_APRS],
            nsapr: [0; NUM_APRS],
            state,
            priority: vec![0; NUM_IRQ],
            sgi_sources: [0; NUM_SGIS],
            irq_out: false,
            fiq_out: false,
        }
    }

    fn has(&self, irq: usize, bit: u8) -> bool {
        self.state[irq] & bit != 0
    }

    fn set(&mut self, irq: usize, bit: u8, on: bool) {
        if on {
            self.state[irq] |= bit;
        } else {
            self.state[irq] &= !bit;
        }
    }

    /// Pending: latched, or a level-triggered line that is high.
    fn pending(&self, irq: usize) -> bool {
        let s = self.state[irq];
        s & PENDING != 0 || (s & LEVEL != 0 && s & EDGE == 0)
    }

    fn group(&self, irq: usize) -> u32 {
        u32::from(self.has(irq, GROUP1))
    }

    /// Recomputes the highest pending interrupt and the outputs (QEMU's gic_update).
    fn update(&mut self) {
        self.best = SPURIOUS;
        let (mut irq_out, mut fiq_out) = (false, false);
        if self.ctlr & GICD_CTLR_MASK != 0 && self.cpu_ctlr & 3 != 0 {
            let mut best_prio = IDLE_PRIORITY;
            let mut best = SPURIOUS;
            for i in 0..NUM_IRQ {
                let s = self.state[i];
                if s & ENABLED != 0 && s & ACTIVE == 0 && self.pending(i) {
                    let p = u32::from(self.priority[i]);
                    if p < best_prio {
                        best_prio = p;
                        best = i as u32;
                    }
                }
            }
            if best_prio < self.pmr {
                self.best = best;
                if best_prio < self.running {
                    let group = self.group(best as usize);
                    if self.ctlr >> group & 1 != 0 && self.cpu_ctlr >> group & 1 != 0 {
                        if group == 0 && self.cpu_ctlr & FIQ_EN != 0 {
                            fiq_out = true;
                        } else {
                            irq_out = true;
                        }
                    }
                }
            }
        }
        if (irq_out, fiq_out) != (self.irq_out, self.fiq_out) {
            events::gic_update(u32::from(irq_out), u32::from(fiq_out));
        }
        self.irq_out = irq_out;
        self.fiq_out = fiq_out;
    }

    /// GICC_HPPIR: a group 1 interrupt reads as 1022 unless AckCtl is set.
    fn highest_pending(&self) -> u32 {
        let irq = self.best;
        if irq < MAX_IRQ_ID && self.group(irq as usize) == 1 && self.cpu_ctlr & ACK_CTL == 0 {
            return 1022;
        }
        irq
    }

    /// The priority an interrupt runs at: its priority without the subpriority bits
    /// the binary point names (ABPR - 1 for group 1 unless CBPR).
    fn group_priority(&self, irq: usize) -> u32 {
        let bpr = if self.cpu_ctlr & CBPR == 0 && self.group(irq) == 1 {
            self.abpr - 1
        } else {
            self.bpr
        };
        u32::from(self.priority[irq]) & (!0u32 << ((bpr & 7) + 1))
    }

    /// GICC_IAR.
    fn acknowledge(&mut self) -> u32 {
        let irq = self.highest_pending();
        if irq >= MAX_IRQ_ID {
            events::gic_acknowledge(irq);
            return irq;
        }
        let i = irq as usize;
        if u32::from(self.priority[i]) >= self.running {
            events::gic_acknowledge(SPURIOUS);
            return SPURIOUS;
        }
        let prio = self.group_priority(i);
        let level = (prio >> 1) as usize;
        let apr = if self.group(i) == 1 {
            &mut self.nsapr
        } else {
            &mut self.apr
        };
        apr[level / 32] |= 1 << (level % 32);
        self.running = prio;
        self.set(i, ACTIVE, true);
        let value = if i < NUM_SGIS {
            let sources = self.sgi_sources[i];
            let src = if sources == 0 {
                0
            } else {
                sources.trailing_zeros()
            };
            self.sgi_sources[i] &= !(1u8.wrapping_shl(src));
            if self.sgi_sources[i] == 0 {
                self.set(i, PENDING, false);
            }
            irq | src << 10
        } else {
            self.set(i, PENDING, false);
            irq
        };
        self.update();
        events::gic_acknowledge(value);
        value
    }

    /// The running priority the active priority registers give.
    fn priority_from_aprs(&self) -> u32 {
        for i in 0..NUM_APRS {
            let bits = self.apr[i] | self.nsapr[i];
            if bits != 0 {
                return (i as u32 * 32 + bits.trailing_zeros()) << 1;
            }
        }
        IDLE_PRIORITY
    }

    /// GICC_EOIR.
    fn end_of_interrupt(&mut self, irq: u32) {
        events::gic_eoi(irq);
        if irq as usize >= NUM_IRQ || self.running == IDLE_PRIORITY {
            return;
        }
        let aprs = if self.group(irq as usize) == 1 {
            &mut self.nsapr
        } else {
            &mut self.apr
        };
        if let Some(a) = aprs.iter_mut().find(|a| **a != 0) {
            *a &= *a - 1;
        }
        self.running = self.priority_from_aprs();
        if self.cpu_ctlr & EOI_MODE == 0 {
            self.set(irq as usize, ACTIVE, false);
        }
    }

    /// GICC_DIR: deactivates, when EOImode splits it from EOIR.
    fn deactivate(&mut self, irq: u32) {
        if irq as usize >= NUM_IRQ {
            return;
        }
        if self.cpu_ctlr & EOI_MODE == 0 {
            crate::events::guest_error(CPU_OFFSET + 0x1000, "gic: GICC_DIR with EOImode clear");
            return;
        }
        self.set(irq as usize, ACTIVE, false);
    }

    /// GICD_SGIR.
    fn software_interrupt(&mut self, value: u32) {
        let irq = (value & 0xf) as usize;
        let to_self = match value >> 24 & 3 {
            0 => value >> 16 & 1 != 0,
            1 => false,
            _ => true,
        };
        if to_self {
            self.set(irq, PENDING, true);
            self.sgi_sources[irq] |= 1;
        }
    }

    /// One byte of the distributor (QEMU's gic_dist_readb).
    fn dist_readb(&self, offset: u32) -> u32 {
        let bits = |base: u32, bit: u8| -> u32 {
            let irq = ((offset - base) * 8) as usize;
            if irq >= NUM_IRQ {
                return 0;
            }
            (0..8).fold(0, |v, i| v | u32::from(self.has(irq + i, bit)) << i)
        };
        match offset {
            0x000 => self.ctlr,
            0x004 => ((NUM_IRQ / 32 - 1) as u32) & 0xff,
            0x008..0x00c => GICD_IIDR >> ((offset - 0x8) * 8) & 0xff,
            0x080..0x100 => bits(0x80, GROUP1),
            0x100..0x180 => bits(0x100, ENABLED),
            0x180..0x200 => bits(0x180, ENABLED),
            0x200..0x300 => {
                let irq = ((offset & 0x7f) * 8) as usize;
                if irq >= NUM_IRQ {
                    return 0;
                }
                (0..8).fold(0, |v, i| v | u32::from(self.pending(irq + i)) << i)
            }
            0x300..0x400 => bits(0x300 | (offset & 0x80), ACTIVE),
            0x400..0x800 => {
                let irq = (offset - 0x400) as usize;
                self.priority.get(irq).copied().map_or(0, u32::from)
            }
            0xc00..0xf00 => {
                let irq = ((offset - 0xc00) * 4) as usize;
                if irq >= NUM_IRQ {
                    return 0;
                }
                (0..4).fold(0, |v, i| {
                    v | u32::from(self.has(irq + i, EDGE)) << (2 * i + 1)
                })
            }
            0xf10..0xf20 => u32::from(self.sgi_sources[(offset - 0xf10) as usize]),
            0xf20..0xf30 => u32::from(self.sgi_sources[(offset - 0xf20) as usize]),
            0xfd0..0x1000 if offset & 3 == 0 => u32::from(ID_REGS[((offset - 0xfd0) / 4) as usize]),
            // Reserved, GICD_ITARGETSR (RAZ/WI with one CPU), the SGIR.
            _ => 0,
        }
    }

    /// Applies `value` to the 8 interrupts from the byte at `offset` of the register
    /// array at `base`: `f(gic, irq)` for each bit set.
    fn each_bit(&mut self, offset: u32, base: u32, value: u32, f: fn(&mut Gic, usize)) {
        let irq = ((offset - base) * 8) as usize;
        for i in 0..8 {
            if value >> i & 1 != 0 && irq + i < NUM_IRQ {
                f(self, irq + i);
            }
        }
    }

    /// One byte of a distributor write (QEMU's gic_dist_writeb).
    fn dist_writeb(&mut self, offset: u32, value: u32) {
        let sgi_byte = |base: u32| offset - base < 2;
        match offset {
            0x000 => self.ctlr = value & GICD_CTLR_MASK,
            0x080..0x100 => {
                let irq = ((offset - 0x80) * 8) as usize;
                for i in 0..8 {
                    if irq + i < NUM_IRQ {
                        self.set(irq + i, GROUP1, value >> i & 1 != 0);
                    }
                }
            }
            // SGIs cannot be disabled, nor set or cleared pending through these.
            0x100..0x180 => {
                let v = if sgi_byte(0x100) { 0xff } else { value };
                self.each_bit(offset, 0x100, v, |g, i| g.set(i, ENABLED, true));
            }
            0x180..0x200 if !sgi_byte(0x180) => {
                self.each_bit(offset, 0x180, value, |g, i| g.set(i, ENABLED, false))
            }
            0x200..0x280 if !sgi_byte(0x200) => {
                self.each_bit(offset, 0x200, value, |g, i| g.set(i, PENDING, true))
            }
            0x280..0x300 if !sgi_byte(0x280) => {
                self.each_bit(offset, 0x280, value, |g, i| g.set(i, PENDING, false))
            }
            0x300..0x380 => self.each_bit(offset, 0x300, value, |g, i| g.set(i, ACTIVE, true)),
            0x380..0x400 => self.each_bit(offset, 0x380, value, |g, i| g.set(i, ACTIVE, false)),
            0x400..0x800 => {
                if let Some(p) = self.priority.get_mut((offset - 0x400) as usize) {
                    *p = value as u8;
                }
            }
            0xc00..0xf00 => {
                let irq = ((offset - 0xc00) * 4) as usize;
                let v = if irq < NUM_SGIS { value | 0xaa } else { value };
                for i in 0..4 {
                    if irq + i < NUM_IRQ {
                        self.set(irq + i, EDGE, v >> (2 * i + 1) & 1 != 0);
                    }
                }
            }
            0xf10..0xf20 => {
                let irq = (offset - 0xf10) as usize;
                self.sgi_sources[irq] &= !(value as u8);
                if self.sgi_sources[irq] == 0 {
                    self.set(irq, PENDING, false);
                }
            }
            0xf20..0xf30 if value & 0xff != 0 => {
                let irq = (offset - 0xf20) as usize;
                self.set(irq, PENDING, true);
                self.sgi_sources[irq] |= value as u8;
            }
            _ => {}
        }
    }

    /// A CPU interface register (QEMU's gic_cpu_read); `offset` from the interface.
    fn cpu_read(&mut self, offset: u32) -> u32 {
        match offset {
            0x00 => self.cpu_ctlr,
            0x04 => self.pmr,
            0x08 => self.bpr,
            0x0c => self.acknowledge(),
            0x14 => self.running.min(0xff),
            0x18 => self.highest_pending(),
            0x1c => self.abpr,
            0xd0 | 0xd4 | 0xd8 | 0xdc => self.apr[((offset - 0xd0) / 4) as usize],
            0xe0 | 0xe4 | 0xe8 | 0xec => self.nsapr[((offset - 0xe0) / 4) as usize],
            0xfc => GICC_IIDR,
            _ => 0,
        }
    }

    /// A CPU interface write (QEMU's gic_cpu_write).
    fn cpu_write(&mut self, offset: u32, value: u32) {
        match offset {
            0x00 => self.cpu_ctlr = value & GICC_CTLR_MASK,
            0x04 => self.pmr = value & 0xff,
            0x08 => self.bpr = value & 7,
            0x10 => self.end_of_interrupt(value & 0x3ff),
            0x1c => self.abpr = (value & 7).max(1),
            0xd0 | 0xd4 | 0xd8 | 0xdc => {
                self.apr[((offset - 0xd0) / 4) as usize] = value;
                self.running = self.priority_from_aprs();
            }
            0xe0 | 0xe4 | 0xe8 | 0xec => {
                self.nsapr[((offset - 0xe0) / 4) as usize] = value;
                self.running = self.priority_from_aprs();
            }
            0x1000 => self.deactivate(value & 0x3ff),
            _ => {}
        }
    }
}

fn bytes(size: AccessSize) -> u32 {
    size as u32
}

impl Device for Gic {
    fn keeps_time(&self) -> bool {
        false
    }

    fn read(&mut self, _now: u64, offset: u32, size: AccessSize) -> u32 {
        let lane = (offset & 3) * 8;
        let value = if offset < DIST_SIZE {
            (0..bytes(size)).fold(0, |v, i| v | self.dist_readb(offset + i) << (8 * i))
        } else if (CPU_OFFSET..WINDOW).contains(&offset) {
            self.cpu_read(offset - CPU_OFFSET)
        } else {
            0
        };
        value.wrapping_shl(lane)
    }

    fn write(&mut self, _now: u64, offset: u32, size: AccessSize, value: u32) {
        let v = value >> ((offset & 3) * 8);
        if offset < DIST_SIZE {
            if size == AccessSize::Word && offset == 0xf00 {
                self.software_interrupt(v);
            } else {
                for i in 0..bytes(size) {
                    self.dist_writeb(offset + i, v >> (8 * i) & 0xff);
                }
            }
        } else if (CPU_OFFSET..WINDOW).contains(&offset) {
            self.cpu_write(offset - CPU_OFFSET, v);
        }
        self.update();
    }

    fn set_input(&mut self, line: u32, level: bool) {
        let irq = line as usize;
        if !(NUM_SGIS..NUM_IRQ).contains(&irq) || self.has(irq, LEVEL) == level {
            return;
        }
        events::gic_set_irq(line, u32::from(level));
        self.set(irq, LEVEL, level);
        if level && self.has(irq, EDGE) {
            self.set(irq, PENDING, true);
        }
        self.update();
    }

    fn outputs(&self) -> u32 {
        u32::from(self.irq_out) << OUT_IRQ | u32::from(self.fiq_out) << OUT_FIQ
    }

    fn trace(&self) -> &'static RegTrace {
        &TRACE
    }

    fn byte_addressed(&self) -> bool {
        true
    }

    crate::saved_state!();
}

impl SaveState for Gic {
    fn save(&self, w: &mut StateWriter) {
        w.u32s(&[
            self.ctlr,
            self.cpu_ctlr,
            self.pmr,
            self.bpr,
            self.abpr,
            self.running,
            self.best,
        ]);
        w.u32s(&self.apr);
        w.u32s(&self.nsapr);
        w.bytes(&self.state);
        w.bytes(&self.priority);
        w.bytes(&self.sgi_sources);
        w.bool(self.irq_out);
        w.bool(self.fiq_out);
    }

    fn load(&mut self, r: &mut StateReader) -> Result<(), StateError> {
        let mut regs = [0; 7];
        r.u32s(&mut regs, "GIC registers")?;
        let bad = |what, value: u32| StateError::BadValue {
            what,
            value: u64::from(value),
        };
        let [ctlr, cpu_ctlr, pmr, bpr, abpr, running, best] = regs;
        if running > IDLE_PRIORITY {
            return Err(bad("GIC running priority", running));
        }
        if best > SPURIOUS || (best as usize >= NUM_IRQ && best != SPURIOUS) {
            return Err(bad("GIC highest pending", best));
        }
        if !(1..=7).contains(&abpr) || bpr > 7 {
            return Err(bad("GIC binary point", abpr));
        }
        let (mut apr, mut nsapr) = ([0; NUM_APRS], [0; NUM_APRS]);
        r.u32s(&mut apr, "GIC APRs")?;
        r.u32s(&mut nsapr, "GIC NSAPRs")?;
        let state = r.bytes(NUM_IRQ, "GIC interrupt state")?;
        let priority = r.bytes(NUM_IRQ, "GIC priorities")?;
        let sources = r.bytes(NUM_SGIS, "GIC SGI sources")?;
        if state.len() != NUM_IRQ || priority.len() != NUM_IRQ || sources.len() != NUM_SGIS {
            return Err(bad("GIC interrupt count", state.len() as u32));
        }
        if let Some(s) = state.iter().find(|s| **s & !STATE_BITS != 0) {
            return Err(bad("GIC interrupt state", u32::from(*s)));
        }
        let irq_out = r.bool("GIC IRQ output")?;
        let fiq_out = r.bool("GIC FIQ output")?;
        *self = Gic {
            ctlr: ctlr & GICD_CTLR_MASK,
            cpu_ctlr: cpu_ctlr & GICC_CTLR_MASK,
            pmr: pmr & 0xff,
            bpr,
            abpr,
            running,
            best,
            apr,
            nsapr,
            state: state.to_vec(),
            priority: priority.to_vec(),
            sgi_sources: sources.try_into().expect("length checked"),
            irq_out,
            fiq_out,
        };
        Ok(())
    }
}

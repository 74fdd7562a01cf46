//! CP15, the system control coprocessor of the ARM926EJ-S (DDI0198 chapter 2): the
//! register file, MRC/MCR decoding, and the effects a write has on the run loop.
//!
//! The set of registers that exist follows QEMU's `arm926` model (the project's
//! oracle); every register not listed here is Undefined (`None`). Deliberate
//! departures from QEMU are stated where they are made.

use crate::tlb::Tlb;

/// Main ID register: ARM, variant 0, ARMv5TEJ, part 0x926, revision 5.
pub const MIDR: u32 = 0x4106_9265;
/// Cache type register (QEMU's arm926 value: 32 KiB I and D caches, write-back).
pub const CTR: u32 = 0x01dd_20d2;
/// Control register reset value (QEMU's arm926 `reset_sctlr`).
pub const CONTROL_RESET: u32 = 0x0009_0078;

/// Control register bits.
pub mod ctrl {
    /// MMU enable.
    pub const M: u32 = 1 << 0;
    /// Alignment fault checking.
    pub const A: u32 = 1 << 1;
    /// Data cache enable.
    pub const C: u32 = 1 << 2;
    /// Write buffer (SBO on the ARM926).
    pub const W: u32 = 1 << 3;
    /// 32-bit exception handlers (SBO).
    pub const P: u32 = 1 << 4;
    /// 32-bit data address range (SBO).
    pub const D: u32 = 1 << 5;
    /// Late abort (SBO).
    pub const L: u32 = 1 << 6;
    /// Big-endian.
    pub const B: u32 = 1 << 7;
    /// System protection (AP = 00 permissions).
    pub const S: u32 = 1 << 8;
    /// ROM protection (AP = 00 permissions).
    pub const R: u32 = 1 << 9;
    /// Implementation defined (SBZ on the ARM926).
    pub const F: u32 = 1 << 10;
    /// Branch prediction (SBZ on the ARM926).
    pub const Z: u32 = 1 << 11;
    /// Instruction cache enable.
    pub const I: u32 = 1 << 12;
    /// High exception vectors (0xffff0000).
    pub const V: u32 = 1 << 13;
    /// Round-robin cache replacement.
    pub const RR: u32 = 1 << 14;
    /// ARMv4 behaviour of loads to PC (no Thumb interworking).
    pub const L4: u32 = 1 << 15;

    /// The bits the ARM926EJ-S TRM (DDI0198, 2.3.2) makes writable; the others
    /// (SBO/SBZ) keep their reset values.
    ///
    /// Departure from QEMU: QEMU stores every bit written. Software that
    /// read-modify-writes the register (Linux does) sees no difference.
    pub const WRITABLE: u32 = M | A | C | B | S | R | I | V | RR | L4;
}

/// Value an MRC of the "test and clean" operations (c7,c10,3 and c7,c14,3)
/// returns: bit 30 set means "no dirty lines left". When the MRC names r15 as Rd
/// the caller writes NZCV from bits 31:28, so this sets Z and clears N, C, V, which
/// ends the kernel's `mrc p15, 0, r15, c7, c14, 3; bne 1b` loops.
pub const TEST_CLEAN_DONE: u32 = 1 << 30;

/// The CP15 register file.
#[repr(C)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cp15Regs {
    /// c1: control register.
    pub control: u32,
    /// c2,c0,0: translation table base 0.
    pub ttbr0: u32,
    /// c2,c0,1: translation table base 1 (QEMU defines it for every VMSA core).
    pub ttbr1: u32,
    /// c2,c0,2: translation table base control; only N (bits 2:0) is kept.
    pub ttbcr: u32,
    /// c3: domain access control.
    pub dacr: u32,
    /// c5,c0,0: data fault status.
    pub dfsr: u32,
    /// c5,c0,1: prefetch (instruction) fault status.
    pub ifsr: u32,
    /// c6,c0,0: fault address.
    pub far: u32,
    /// c9,c0,0: data cache lockdown.
    pub dlockdown: u32,
    /// c9,c0,1: instruction cache lockdown.
    pub ilockdown: u32,
    /// c13,c0,0: FCSE PID (bits 31:25 only).
    pub fcse_pid: u32,
    /// c13,c0,1: context ID.
    pub context_id: u32,
}

impl Default for Cp15Regs {
    fn default() -> Cp15Regs {
        Cp15Regs::reset()
    }
}

impl Cp15Regs {
    /// Reset values.
    pub fn reset() -> Cp15Regs {
        Cp15Regs {
            control: CONTROL_RESET,
            ttbr0: 0,
            ttbr1: 0,
            ttbcr: 0,
            dacr: 0,
            dfsr: 0,
            ifsr: 0,
            far: 0,
            dlockdown: 0,
            ilockdown: 0,
            fcse_pid: 0,
            context_id: 0,
        }
    }
}

/// What an MCR to CP15 means for the run loop, beyond the register write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cp15Effect {
    /// Nothing outside CP15 changed (cache maintenance, lockdown, FSR/FAR, ...).
    None,
    /// The TLB was (partly or wholly) invalidated: TTBR/TTBCR or FCSE PID change, or
    /// a TLB operation. Virtually indexed caches outside the MMU (jump cache) must
    /// be flushed and the current block should end.
    TlbFlushed,
    /// The DACR changed. The TLB stays valid (entries re-check their domain), but
    /// any virtually indexed cache that skipped the permission check must re-check.
    DacrChanged,
    /// The control register changed (the TLB was flushed too): MMU on/off, alignment
    /// checking, high vectors, AP=00 meaning may differ.
    ControlChanged,
    /// Wait for interrupt (c7,c0,4 and c7,c8,2).
    Wfi,
}

/// MRC p15: the value read from `r`, or `None` when the register does not exist or
/// cannot be read (Undefined Instruction). Privilege is the caller's check; see
/// [`user_readable`].
pub fn read(r: &Cp15Regs, opc1: u8, crn: u8, crm: u8, opc2: u8) -> Option<u32> {
    Some(match (crn, opc1, crm, opc2) {
        // c0: ID registers. Unassigned opc2 values of c0,c0 read as MIDR.
        (0, 0, 0, 1) => CTR,
        (0, 0, 0, 2) => 0, // TCM type: no TCM
        (0, 0, 0, 3) => 0, // TLB type: unified
        (0, 0, 0, _) => MIDR,
        (0, 0, 3..=7, _) => 0,
        (0, 1, 0, _) => 0, // cache ID space (v6 and later), RAZ as in QEMU
        (1, 0, 0, 0) => r.control,
        (2, 0, 0, 0) => r.ttbr0,
        (2, 0, 0, 1) => r.ttbr1,
        (2, 0, 0, 2) => r.ttbcr,
        (3, _, _, _) => r.dacr,
        (5, 0, 0, 0) => r.dfsr,
        (5, 0, 0, 1) => r.ifsr,
        (6, 0, 0, 0) => r.far,
        (7, 0, 10, 3) | (7, 0, 14, 3) => TEST_CLEAN_DONE,
        (9, 0, 0, 0) => r.dlockdown,
        (9, 0, 0, 1) => r.ilockdown,
        // TCM region registers: no TCM is present, read as zero. Departure from
        // QEMU, which leaves them undefined on the arm926.
        (9, 0, 1, 0 | 1) => 0,
        // TLB lockdown and v6 memory remap space: RAZ/WI as in QEMU.
        (10, _, 0 | 1 | 4 | 8, _) | (10, 0, 2, 0 | 1) => 0,
        (13, 0, 0, 0) => r.fcse_pid,
        (13, 0, 0, 1) => r.context_id,
        // c15 test and debug: RAZ/WI as QEMU's dummy c15 registers.
        (15, _, _, _) => 0,
        _ => return None,
    })
}

/// MCR p15 on the registers `r` and the TLB they govern: the effect of the write, or
/// `None` when the register does not exist or cannot be written (Undefined
/// Instruction). Privilege is the caller's check.
pub fn write(
    r: &mut Cp15Regs,
    tlb: &mut Tlb,
    opc1: u8,
    crn: u8,
    crm: u8,
    opc2: u8,
    value: u32,
) -> Option<Cp15Effect> {
    let effect = match (crn, opc1, crm, opc2) {
        (1, 0, 0, 0) => {
            let new = (r.control & !ctrl::WRITABLE) | (value & ctrl::WRITABLE);
            if new == r.control {
                Cp15Effect::None
            } else {
                r.control = new;
                crate::events::tlb_flush("control register write");
                tlb.flush();
                Cp15Effect::ControlChanged
            }
        }
        (2, 0, 0, 0) => set_translation_reg(r, tlb, |r| &mut r.ttbr0, value),
        (2, 0, 0, 1) => set_translation_reg(r, tlb, |r| &mut r.ttbr1, value),
        (2, 0, 0, 2) => set_translation_reg(r, tlb, |r| &mut r.ttbcr, value & 7),
        (3, _, _, _) => {
            if value == r.dacr {
                Cp15Effect::None
            } else {
                r.dacr = value;
                Cp15Effect::DacrChanged
            }
        }
        (5, 0, 0, 0) => {
            r.dfsr = value;
            Cp15Effect::None
        }
        (5, 0, 0, 1) => {
            r.ifsr = value;
            Cp15Effect::None
        }
        (6, 0, 0, 0) => {
            r.far = value;
            Cp15Effect::None
        }
        // Wait for interrupt: the v6-style c7,c0,4 and the v5 c7,c8,2.
        (7, 0, 0, 4) | (7, 0, 8, 2) => Cp15Effect::Wfi,
        // Cache and write-buffer maintenance: no caches are modelled.
        (7, 0, _, _) => Cp15Effect::None,
        // TLB operations; I/D/unified variants (crm 5, 6, 7) all act on the one TLB.
        (8, _, _, 0 | 2) => {
            crate::events::tlb_flush("c8 invalidate all");
            tlb.flush();
            Cp15Effect::TlbFlushed
        }
        (8, _, _, 1 | 3) => {
            tlb.flush_mva(value);
            Cp15Effect::TlbFlushed
        }
        (9, 0, 0, 0) => {
            r.dlockdown = value;
            Cp15Effect::None
        }
        (9, 0, 0, 1) => {
            r.ilockdown = value;
            Cp15Effect::None
        }
        (9, 0, 1, 0 | 1) => Cp15Effect::None,
        (10, _, 0 | 1 | 4 | 8, _) | (10, 0, 2, 0 | 1) => Cp15Effect::None,
        (13, 0, 0, 0) => {
            let pid = value & 0xfe00_0000;
            if pid == r.fcse_pid {
                Cp15Effect::None
            } else {
                r.fcse_pid = pid;
                crate::events::tlb_flush("FCSE PID write");
                tlb.flush();
                Cp15Effect::TlbFlushed
            }
        }
        (13, 0, 0, 1) => {
            r.context_id = value;
            Cp15Effect::None
        }
        (15, _, _, _) => Cp15Effect::None,
        _ => return None,
    };
    Some(effect)
}

/// Whether User mode may execute this MRC (the test-and-clean operations are
/// PL0-readable in QEMU); every other CP15 access from User mode is Undefined.
pub fn user_readable(opc1: u8, crn: u8, crm: u8, opc2: u8) -> bool {
    matches!((crn, opc1, crm, opc2), (7, 0, 10 | 14, 3))
}

fn set_translation_reg(
    r: &mut Cp15Regs,
    tlb: &mut Tlb,
    field: impl FnOnce(&mut Cp15Regs) -> &mut u32,
    value: u32,
) -> Cp15Effect {
    let slot = field(r);
    if *slot == value {
        return Cp15Effect::None;
    }
    *slot = value;
    crate::events::tlb_flush("translation table register write");
    tlb.flush();
    Cp15Effect::TlbFlushed
}

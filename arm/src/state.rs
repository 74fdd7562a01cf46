//! `CpuState`: the architectural state of the core, laid out for generated code.
//!
//! The sixteen visible registers are the ones of the current mode; the others live in
//! the banks and are swapped in on every mode change ([`CpuState::set_mode`]). N, Z, C
//! and V are kept apart from the rest of the CPSR, one `u32` each holding 0 or 1, so
//! that generated code can write them with a single store.

/// Processor modes (CPSR[4:0]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u32)]
pub enum Mode {
    User = 0x10,
    Fiq = 0x11,
    Irq = 0x12,
    Svc = 0x13,
    Abort = 0x17,
    Undef = 0x1b,
    System = 0x1f,
}

impl Mode {
    /// Every mode, in the order of their numbers.
    pub const ALL: [Mode; 7] = [
        Mode::User,
        Mode::Fiq,
        Mode::Irq,
        Mode::Svc,
        Mode::Abort,
        Mode::Undef,
        Mode::System,
    ];

    /// The mode for CPSR[4:0], or `None` for a reserved encoding.
    pub fn from_bits(bits: u32) -> Option<Mode> {
        Some(match bits & 0x1f {
            0x10 => Mode::User,
            0x11 => Mode::Fiq,
            0x12 => Mode::Irq,
            0x13 => Mode::Svc,
            0x17 => Mode::Abort,
            0x1b => Mode::Undef,
            0x1f => Mode::System,
            _ => return None,
        })
    }

    /// Index of the r13/r14 bank (and SPSR slot, for modes that have one).
    /// User and System share bank 0.
    pub fn bank(self) -> usize {
        match self {
            Mode::User | Mode::System => 0,
            Mode::Fiq => 1,
            Mode::Irq => 2,
            Mode::Svc => 3,
            Mode::Abort => 4,
            Mode::Undef => 5,
        }
    }

    /// Whether the mode is privileged (everything but User).
    pub fn privileged(self) -> bool {
        self != Mode::User
    }

    /// Whether the mode has an SPSR.
    pub fn has_spsr(self) -> bool {
        !matches!(self, Mode::User | Mode::System)
    }
}

/// CPSR bit positions.
pub mod psr {
    pub const N: u32 = 1 << 31;
    pub const Z: u32 = 1 << 30;
    pub const C: u32 = 1 << 29;
    pub const V: u32 = 1 << 28;
    pub const Q: u32 = 1 << 27;
    pub const I: u32 = 1 << 7;
    pub const F: u32 = 1 << 6;
    pub const T: u32 = 1 << 5;
    pub const MODE: u32 = 0x1f;
    /// ARMv6: the greater-than-or-equal flags of the parallel add/subtract.
    pub const GE: u32 = 0xf << 16;
    /// ARMv6: the data endianness (SETEND).
    pub const E: u32 = 1 << 9;
    /// ARMv6: the asynchronous abort mask.
    pub const A: u32 = 1 << 8;
    /// ARMv6T2: the IT state, IT[1:0] in bits 26:25 and IT[7:2] in bits 15:10.
    pub const IT: u32 = 0x0600_fc00;
    /// Bits that exist on an ARMv5TE CPSR; the others read as zero and ignore writes.
    pub const IMPLEMENTED: u32 = N | Z | C | V | Q | I | F | T | MODE;
    /// Bits that exist on an ARMv7-A CPSR (without the Jazelle and virtualization bits).
    pub const IMPLEMENTED_V7: u32 = IMPLEMENTED | GE | E | A | IT;
}

/// The local exclusive monitor as QEMU 7.2 models it: the address and the value
/// LDREX read; STREX stores only when its address is that address and memory still
/// holds that value (a compare-and-exchange), then the monitor is open again. CLREX
/// and a failed or successful STREX clear it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ExclusiveMonitor {
    /// The address of the last LDREX, when the monitor is exclusive.
    pub addr: Option<u32>,
    /// What that LDREX read (both words of LDREXD).
    pub value: u64,
}

/// The VFP register file: D0-D31 (S0-S31 are the halves of D0-D15: S2n the low word
/// of Dn, S2n+1 the high word), FPSCR and FPEXC.
#[repr(C)]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VfpRegs {
    pub d: [u64; 32],
    pub fpscr: u32,
    pub fpexc: u32,
}

impl VfpRegs {
    /// Single-precision register Sn.
    pub fn s(&self, n: u8) -> u32 {
        (self.d[n as usize / 2] >> (32 * (n as u32 % 2))) as u32
    }

    /// Writes single-precision register Sn.
    pub fn set_s(&mut self, n: u8, v: u32) {
        let shift = 32 * (n as u32 % 2);
        let d = &mut self.d[n as usize / 2];
        *d = (*d & !(0xffff_ffffu64 << shift)) | (v as u64) << shift;
    }
}

/// The architectural state of the core. Field offsets are taken by generated code with
/// `core::mem::offset_of!`: never reorder fields without rebuilding the JIT (which
/// happens automatically, nothing hard-codes an offset).
#[repr(C)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CpuState {
    /// r0..r15 of the current mode. r15 holds the address of the next instruction to
    /// execute (not the pipeline value `+8`/`+4`, which instructions read).
    pub r: [u32; 16],
    /// Condition flags, each 0 or 1.
    pub n: u32,
    pub z: u32,
    pub c: u32,
    pub v: u32,
    /// The CPSR without N, Z, C, V: Q, I, F, T and the mode.
    pub cpsr_rest: u32,
    /// r13 and r14 of each bank ([`Mode::bank`]); the current mode's entry is stale
    /// while that mode runs (its values live in `r`).
    pub banked_r13_r14: [[u32; 2]; 6],
    /// r8..r12 of User/System and other non-FIQ modes (index 0) and of FIQ (index 1);
    /// the current one is stale.
    pub banked_r8_r12: [[u32; 5]; 2],
    /// SPSRs per bank ([`Mode::bank`]); slot 0 is unused (User/System have none).
    pub spsr: [u32; 6],
    /// The VFP registers (ARMv7-A CPUs with VFP; untouched on the ARM926).
    pub vfp: VfpRegs,
    /// The local exclusive monitor of LDREX/STREX (ARMv6 and later).
    pub monitor: ExclusiveMonitor,
    /// The PSR bits the CPU model implements ([`psr::IMPLEMENTED`] on ARMv5TE,
    /// [`psr::IMPLEMENTED_V7`] on ARMv7-A); the others read as zero and ignore writes.
    pub psr_bits: u32,
}

impl Default for CpuState {
    fn default() -> Self {
        Self::new()
    }
}

impl CpuState {
    /// The reset state: SVC mode, ARM state, IRQ and FIQ masked, PC 0.
    pub fn new() -> Self {
        CpuState {
            r: [0; 16],
            n: 0,
            z: 0,
            c: 0,
            v: 0,
            cpsr_rest: Mode::Svc as u32 | psr::I | psr::F,
            banked_r13_r14: [[0; 2]; 6],
            banked_r8_r12: [[0; 5]; 2],
            spsr: [0; 6],
            vfp: VfpRegs::default(),
            monitor: ExclusiveMonitor::default(),
            psr_bits: psr::IMPLEMENTED,
        }
    }

    /// The current mode. A reserved mode encoding cannot be stored (see [`Self::set_cpsr`]).
    pub fn mode(&self) -> Mode {
        Mode::from_bits(self.cpsr_rest).unwrap_or(Mode::User)
    }

    /// Whether the core is in Thumb state.
    pub fn thumb(&self) -> bool {
        self.cpsr_rest & psr::T != 0
    }

    /// The full CPSR value.
    pub fn cpsr(&self) -> u32 {
        (self.n << 31) | (self.z << 30) | (self.c << 29) | (self.v << 28) | self.cpsr_rest
    }

    /// Writes the whole CPSR, re-banking registers if the mode changes. A write of a
    /// reserved mode keeps the current mode bits (QEMU does the same for an MSR that
    /// names an invalid mode: the mode field is left alone).
    pub fn set_cpsr(&mut self, value: u32) {
        self.n = value >> 31;
        self.z = (value >> 30) & 1;
        self.c = (value >> 29) & 1;
        self.v = (value >> 28) & 1;
        let mut rest = value & self.psr_bits & !(psr::N | psr::Z | psr::C | psr::V);
        let new_mode = match Mode::from_bits(value) {
            Some(m) => m,
            None => {
                rest = (rest & !psr::MODE) | (self.cpsr_rest & psr::MODE);
                self.mode()
            }
        };
        self.set_mode(new_mode);
        self.cpsr_rest = rest;
    }

    /// Switches to `new` mode, saving the current bank and loading the new one. Only the
    /// mode bits of `cpsr_rest` change.
    pub fn set_mode(&mut self, new: Mode) {
        let old = self.mode();
        if old != new {
            let (ob, nb) = (old.bank(), new.bank());
            if ob != nb {
                self.banked_r13_r14[ob] = [self.r[13], self.r[14]];
                [self.r[13], self.r[14]] = self.banked_r13_r14[nb];
            }
            let (of, nf) = ((old == Mode::Fiq) as usize, (new == Mode::Fiq) as usize);
            if of != nf {
                self.banked_r8_r12[of].copy_from_slice(&self.r[8..13]);
                let src = self.banked_r8_r12[nf];
                self.r[8..13].copy_from_slice(&src);
            }
        }
        self.cpsr_rest = (self.cpsr_rest & !psr::MODE) | new as u32;
    }

    /// The SPSR of the current mode; `None` in User and System mode (reading it there is
    /// UNPREDICTABLE; callers choose what QEMU does).
    pub fn spsr(&self) -> Option<u32> {
        let m = self.mode();
        m.has_spsr().then(|| self.spsr[m.bank()])
    }

    /// Writes the SPSR of the current mode; ignored in User and System mode.
    pub fn set_spsr(&mut self, value: u32) {
        let m = self.mode();
        if m.has_spsr() {
            self.spsr[m.bank()] = value & self.psr_bits;
        }
    }

    /// Reads register `r` of the User bank, whatever the current mode (for LDM/STM with
    /// `^` and for diagnostics).
    pub fn user_reg(&self, r: usize) -> u32 {
        let mode = self.mode();
        match r {
            8..=12 if mode == Mode::Fiq => self.banked_r8_r12[0][r - 8],
            13 | 14 if mode.bank() != 0 => self.banked_r13_r14[0][r - 13],
            _ => self.r[r],
        }
    }

    /// Writes register `r` of the User bank, whatever the current mode.
    pub fn set_user_reg(&mut self, r: usize, value: u32) {
        let mode = self.mode();
        match r {
            8..=12 if mode == Mode::Fiq => self.banked_r8_r12[0][r - 8] = value,
            13 | 14 if mode.bank() != 0 => self.banked_r13_r14[0][r - 13] = value,
            _ => self.r[r] = value,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mode_change_banks_registers() {
        let mut s = CpuState::new();
        s.r[13] = 0x1000;
        s.r[14] = 0x2000;
        s.r[8] = 8;
        s.set_mode(Mode::Fiq);
        assert_eq!(s.r[13], 0);
        assert_eq!(s.r[8], 0);
        s.r[8] = 88;
        s.r[13] = 0x3000;
        s.set_mode(Mode::Svc);
        assert_eq!((s.r[13], s.r[14], s.r[8]), (0x1000, 0x2000, 8));
        assert_eq!(s.user_reg(13), 0);
        s.set_mode(Mode::Fiq);
        assert_eq!((s.r[8], s.r[13]), (88, 0x3000));
        assert_eq!(s.user_reg(8), 8);
    }

    #[test]
    fn cpsr_round_trip_and_reserved_mode() {
        let mut s = CpuState::new();
        s.set_cpsr(0xf000_0030 | Mode::User as u32);
        assert_eq!(s.cpsr(), 0xf000_0030);
        assert!(s.thumb());
        assert_eq!(s.mode(), Mode::User);
        s.set_cpsr(0x0000_0005); // reserved mode: the mode field is kept
        assert_eq!(s.mode(), Mode::User);
        assert_eq!(s.cpsr() & 0x1f, 0x10);
    }
}

//! CP15 of the Cortex-A15 (ARMv7-A, Arm ARM DDI0406C chapter B4) as QEMU 7.2 models
//! it for `-M virt -cpu cortex-a15,neon=off`: a Non-secure PL1 kernel with no EL2 or
//! EL3, short-descriptor translation only. The register file, MRC/MCR and MRRC/MCRR
//! decoding, what PL0 may access, and the effects a write has on the run loop.
//! CP14 is in [`cp14`], the generic timer in [`timer`], ID values in [`id`], the
//! table walk in [`crate::mmu::v7`].
//!
//! The set of registers, their reset values and which bits a write keeps were
//! measured under QEMU 7.2 by `tests/bare/v7/cp15_probe.c`, which executes every MRC
//! and MRRC encoding of CP14 and CP15 at PL1 and at PL0, every MCR to c7 and c8 and
//! every MCRR, and write tests of each register; the unit tests replay its record.
//! Everything not listed here is Undefined (`None`), as there. Departures:
//! - TTBCR.EAE (LPAE) cannot be set: the long-descriptor format is out of scope, so a
//!   TTBCR write keeps N only (with EAE = 0 QEMU keeps N only too; PD0/PD1 exist
//!   only with the Security Extensions, absent here).
//! - The TLB lockdown space (c10 with CRm 0, 1, 4, 8) and CP14's DBGDCCINT/DBGVCR
//!   are no-ops in QEMU whose MRC leaves Rt unchanged; here they read 0.
//! - The PMU (c9,c12-c14 and c14,c8-c15) is not modelled: Undefined here, present in
//!   QEMU. The `virt` board's device tree for this CPU has a `pmu` node without a
//!   `compatible` (seen with `-M virt,dumpdtb=`), so Linux never probes it.
//! - ISR (c12,c1,0) reads the pending lines the caller passes in [`Env`].

pub mod cp14;
pub mod id;
pub mod timer;

use cp14::Cp14Regs;
use timer::{GenericTimer, Timer};

/// SCTLR's value out of reset (and as a `-kernel` image finds it).
pub const SCTLR_RESET: u32 = 0x00c5_0078;
/// CPACR out of reset: ASEDIS (no Advanced SIMD) reads as one.
pub const CPACR_RESET: u32 = cpacr::ASEDIS;

/// SCTLR bits (every bit written is kept, as QEMU's `sctlr_write` does).
pub mod sctlr {
    /// MMU enable.
    pub const M: u32 = 1 << 0;
    /// Alignment checking.
    pub const A: u32 = 1 << 1;
    pub const C: u32 = 1 << 2;
    /// CP15 barrier operations enabled at PL0 (QEMU 7.2 does not check it on v7).
    pub const CP15BEN: u32 = 1 << 5;
    pub const Z: u32 = 1 << 11;
    pub const I: u32 = 1 << 12;
    /// High vectors (0xffff0000); VBAR is used when clear.
    pub const V: u32 = 1 << 13;
    /// Write permission implies execute-never.
    pub const WXN: u32 = 1 << 19;
    /// Unprivileged write permission implies PL1 execute-never.
    pub const UWXN: u32 = 1 << 20;
    /// Exceptions taken in big-endian.
    pub const EE: u32 = 1 << 25;
    /// TEX remap enable (attributes only).
    pub const TRE: u32 = 1 << 28;
    /// Access flag enable: AP[0] is an access flag.
    pub const AFE: u32 = 1 << 29;
    /// Exceptions taken in Thumb state.
    pub const TE: u32 = 1 << 30;
}

/// CPACR bits. A write keeps cp10, cp11, D32DIS and ASEDIS; ASEDIS always reads one
/// (`neon=off`), as QEMU's `cpacr_write`.
pub mod cpacr {
    pub const CP10: u32 = 3 << 20;
    pub const CP11: u32 = 3 << 22;
    pub const D32DIS: u32 = 1 << 30;
    pub const ASEDIS: u32 = 1 << 31;
    pub const WRITABLE: u32 = CP10 | CP11 | D32DIS | ASEDIS;
}

/// TTBCR bits of the short-descriptor format.
pub mod ttbcr {
    /// Width of the TTBR0 region: TTBR1 translates addresses with any of the top N
    /// bits set.
    pub const N: u32 = 7;
    /// Translation table walks through TTBR0 disabled (Security Extensions only).
    pub const PD0: u32 = 1 << 4;
    /// Translation table walks through TTBR1 disabled (Security Extensions only).
    pub const PD1: u32 = 1 << 5;
    /// Extended address enable (LPAE): never set here.
    pub const EAE: u32 = 1 << 31;
}

/// The inputs of a read beyond the registers: time and interrupt lines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Env {
    /// The CPU's tick count.
    pub now: u64,
    /// IRQ and FIQ lines (for ISR), whatever the CPSR masks.
    pub irq: bool,
    pub fiq: bool,
}

impl Env {
    /// An environment at tick `now` with no interrupt pending.
    pub fn at(now: u64) -> Env {
        Env {
            now,
            ..Env::default()
        }
    }
}

/// The ARMv7 CP15 (and CP14) register file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cp15V7Regs {
    pub sctlr: u32,
    pub cpacr: u32,
    /// TTBR0 and TTBR1 are 64-bit (MCRR/MRRC); MCR/MRC reach the low half.
    pub ttbr0: u64,
    pub ttbr1: u64,
    /// TTBCR: N only (see the module's departures).
    pub ttbcr: u32,
    pub dacr: u32,
    pub dfsr: u32,
    pub ifsr: u32,
    pub dfar: u32,
    pub ifar: u32,
    /// PAR, 64-bit like TTBRn; ATS1C* writes the whole of it.
    pub par: u64,
    pub prrr: u32,
    pub nmrr: u32,
    /// VBAR: bits 4:0 read as zero.
    pub vbar: u32,
    /// FCSEIDR: every bit kept, and QEMU still adds it to addresses below 32 MiB
    /// (see [`Cp15V7Regs::mva`]).
    pub fcseidr: u32,
    /// CONTEXTIDR: PROCID and the ASID (bits 7:0).
    pub contextidr: u32,
    pub tpidrurw: u32,
    pub tpidruro: u32,
    pub tpidrprw: u32,
    /// CSSELR: bits 3:0.
    pub csselr: u32,
    pub timer: GenericTimer,
    pub cp14: Cp14Regs,
}

impl Cp15V7Regs {
    /// Reset values; the counter advances once per `ticks_per_count` CPU ticks.
    pub fn new(ticks_per_count: u64) -> Cp15V7Regs {
        Cp15V7Regs {
            sctlr: SCTLR_RESET,
            cpacr: CPACR_RESET,
            ttbr0: 0,
            ttbr1: 0,
            ttbcr: 0,
            dacr: 0,
            dfsr: 0,
            ifsr: 0,
            dfar: 0,
            ifar: 0,
            par: 0,
            prrr: 0,
            nmrr: 0,
            vbar: 0,
            fcseidr: 0,
            contextidr: 0,
            tpidrurw: 0,
            tpidruro: 0,
            tpidrprw: 0,
            csselr: 0,
            timer: GenericTimer::new(ticks_per_count),
            cp14: Cp14Regs::reset(),
        }
    }

    /// Back to reset values, keeping the counter conversion.
    pub fn reset(&mut self) {
        *self = Cp15V7Regs::new(self.timer.ticks_per_count);
    }

    /// Whether the MMU is on.
    pub fn mmu_enabled(&self) -> bool {
        self.sctlr & sctlr::M != 0
    }

    /// The current ASID (CONTEXTIDR[7:0]).
    pub fn asid(&self) -> u8 {
        self.contextidr as u8
    }

    /// The base of the exception vectors: 0xffff0000 with SCTLR.V, else VBAR.
    pub fn vector_base(&self) -> u32 {
        if self.sctlr & sctlr::V != 0 {
            0xffff_0000
        } else {
            self.vbar
        }
    }

    /// The modified virtual address: QEMU 7.2 still applies the FCSE on ARMv7 by
    /// adding FCSEIDR to addresses below 32 MiB (Linux leaves FCSEIDR at 0).
    pub fn mva(&self, va: u32) -> u32 {
        if va < 0x0200_0000 {
            va.wrapping_add(self.fcseidr)
        } else {
            va
        }
    }
}

/// An ATS1C* address translation operation (c7,c8,0-3): translate `va` with the
/// current tables as a PL1 or PL0 read or write and set PAR
/// (see [`crate::mmu::v7::address_translate`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ats {
    pub va: u32,
    /// ATS1CUR/ATS1CUW: an unprivileged check.
    pub user: bool,
    /// ATS1CPW/ATS1CUW: a write check.
    pub write: bool,
}

/// What an MCR or MCRR to CP15 means for the run loop, beyond the register write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cp15V7Effect {
    /// Nothing outside CP15 changed (cache maintenance, barriers, FSR/FAR, ...).
    None,
    /// SCTLR changed: MMU on/off, alignment, AFE, WXN, vectors, endianness of
    /// exceptions... QEMU flushes its whole TLB.
    SctlrChanged,
    /// TTBR0, TTBR1, TTBCR or FCSEIDR changed. QEMU flushes its TLB for FCSEIDR and
    /// for a 64-bit TTBR write that changes bits 63:48, not for 32-bit TTBR writes
    /// (software follows those with TLB maintenance or a CONTEXTIDR change); a TLB
    /// not tagged by these registers must flush.
    TranslationChanged,
    /// DACR changed: entries that re-check their domain stay valid.
    DacrChanged,
    /// CONTEXTIDR changed (bits 7:0 are the ASID). QEMU flushes its whole TLB.
    ContextIdChanged,
    /// CPACR changed: cp10/cp11 (VFP) access rights.
    CpacrChanged,
    /// TLBIALL, TLBIALLIS, ITLBIALL, DTLBIALL.
    TlbFlushAll,
    /// TLBIMVA(IS), ITLBIMVA, DTLBIMVA: the page at `mva` for `asid` and global
    /// entries (QEMU flushes the page for every ASID).
    TlbFlushMva { mva: u32, asid: u8 },
    /// TLBIMVAA(IS): the page at `mva` for every ASID.
    TlbFlushMvaAllAsid { mva: u32 },
    /// TLBIASID(IS), ITLBIASID, DTLBIASID: non-global entries of `asid` (QEMU
    /// flushes everything).
    TlbFlushAsid { asid: u8 },
    /// A timer's CTL or compare value changed: its output and deadline must be
    /// re-evaluated ([`timer::GenericTimer::output`], [`timer::GenericTimer::deadline`]).
    TimerChanged(Timer),
    /// An address translation operation to perform.
    AddressTranslate(Ats),
}

/// MRC p15 at PL1: the value, or `None` when the register does not exist or is
/// write-only (Undefined Instruction). PL0 is the caller's check ([`pl0_readable`]).
pub fn read(r: &Cp15V7Regs, opc1: u8, crn: u8, crm: u8, opc2: u8, env: Env) -> Option<u32> {
    let t = &r.timer;
    let now = env.now;
    Some(match (crn, opc1, crm, opc2) {
        (0, 0, 0, 1) => id::CTR,
        (0, 0, 0, 2) => id::TCMTR,
        (0, 0, 0, 3) => id::TLBTR,
        (0, 0, 0, 5) => id::MPIDR,
        (0, 0, 0, _) => id::MIDR,
        (0, 0, 1, 0) => id::ID_PFR0,
        (0, 0, 1, 1) => id::ID_PFR1,
        (0, 0, 1, 2) => id::ID_DFR0,
        (0, 0, 1, 3) => id::ID_AFR0,
        (0, 0, 1, 4..=7) => id::ID_MMFR[opc2 as usize - 4],
        (0, 0, 2, 0..=5) => id::ID_ISAR[opc2 as usize],
        // The rest of the ID space (ID_MMFR4, ID_ISAR6, c0,c3-c7) reads as zero.
        (0, 0, 2..=7, _) => 0,
        (0, 1, 0, 0) => id::ccsidr(r.csselr),
        (0, 1, 0, 1) => id::CLIDR,
        (0, 1, 0, 7) => id::AIDR,
        (0, 2, 0, 0) => r.csselr,
        (1, 0, 0, 0) => r.sctlr,
        (1, 0, 0, 1) => 0, // ACTLR: RAZ/WI in QEMU
        (1, 0, 0, 2) => r.cpacr,
        (2, 0, 0, 0) => r.ttbr0 as u32,
        (2, 0, 0, 1) => r.ttbr1 as u32,
        (2, 0, 0, 2) => r.ttbcr,
        // DACR answers at every opc1, CRm and opc2 of c3 (QEMU's wildcard).
        (3, _, _, _) => r.dacr,
        (5, 0, 0, 0) => r.dfsr,
        (5, 0, 0, 1) => r.ifsr,
        (5, 0, 1, 0 | 1) => 0, // ADFSR, AIFSR
        (6, 0, 0, 0) => r.dfar,
        (6, 0, 0, 1) => 0, // WFAR: RAZ/WI
        (6, 0, 0, 2) => r.ifar,
        (7, 0, 4, 0) => r.par as u32,
        (9, 1, 0, 2) => id::L2CTLR,
        (9, 1, 0, 3) => 0, // L2ECTLR
        (10, 0, 2, 0) => r.prrr,
        (10, 0, 2, 1) => r.nmrr,
        (10, 0, 3, 0 | 1) => 0,         // AMAIR0/1
        (10, _, 0 | 1 | 4 | 8, _) => 0, // TLB lockdown: see the module's departures
        (12, 0, 0, 0) => r.vbar,
        (12, 0, 1, 0) => (env.irq as u32) << 7 | (env.fiq as u32) << 6,
        (13, 0, 0, 0) => r.fcseidr,
        (13, 0, 0, 1) => r.contextidr,
        (13, 0, 0, 2) => r.tpidrurw,
        (13, 0, 0, 3) => r.tpidruro,
        (13, 0, 0, 4) => r.tpidrprw,
        (14, 0, 0, 0) => t.cntfrq,
        (14, 0, 1, 0) => t.cntkctl,
        (14, 0, 2, 0) => t.tval(Timer::Physical, now),
        (14, 0, 2, 1) => t.ctl(Timer::Physical, now),
        (14, 0, 3, 0) => t.tval(Timer::Virtual, now),
        (14, 0, 3, 1) => t.ctl(Timer::Virtual, now),
        (15, 4, 0, 0) => id::CBAR,
        // c15: implementation defined, RAZ/WI (QEMU's dummy c15 registers).
        (15, _, _, _) => 0,
        _ => return None,
    })
}

/// MCR p15 at PL1: the effect, or `None` when the register does not exist or is
/// read-only (Undefined Instruction). `now` is the tick count (for TVAL writes).
pub fn write(
    r: &mut Cp15V7Regs,
    opc1: u8,
    crn: u8,
    crm: u8,
    opc2: u8,
    value: u32,
    now: u64,
) -> Option<Cp15V7Effect> {
    use Cp15V7Effect as E;
    let effect = match (crn, opc1, crm, opc2) {
        (0, 2, 0, 0) => {
            r.csselr = value & 0xf;
            E::None
        }
        (1, 0, 0, 0) => changed(&mut r.sctlr, value, E::SctlrChanged),
        (1, 0, 0, 1) => E::None,
        (1, 0, 0, 2) => {
            let v = (value & cpacr::WRITABLE) | cpacr::ASEDIS;
            changed(&mut r.cpacr, v, E::CpacrChanged)
        }
        (2, 0, 0, 0) => set_low(&mut r.ttbr0, value),
        (2, 0, 0, 1) => set_low(&mut r.ttbr1, value),
        (2, 0, 0, 2) => changed(&mut r.ttbcr, value & ttbcr::N, E::TranslationChanged),
        (3, _, _, _) => changed(&mut r.dacr, value, E::DacrChanged),
        (5, 0, 0, 0) => store(&mut r.dfsr, value),
        (5, 0, 0, 1) => store(&mut r.ifsr, value),
        (5, 0, 1, 0 | 1) => E::None,
        (6, 0, 0, 0) => store(&mut r.dfar, value),
        (6, 0, 0, 1) => E::None,
        (6, 0, 0, 2) => store(&mut r.ifar, value),
        (7, 0, 4, 0) => {
            r.par = (r.par & !0xffff_ffff) | value as u64;
            E::None
        }
        (7, 0, 8, 0..=3) => E::AddressTranslate(Ats {
            va: value,
            user: opc2 >= 2,
            write: opc2 & 1 != 0,
        }),
        // ATS12NSO* need EL3.
        (7, 0, 8, 4..=7) => return None,
        // Cache and branch predictor maintenance, barriers, and the v6 WFI at
        // c7,c0,4: all no-ops on v7 in QEMU (its CACHEMAINT wildcard).
        (7, 0, _, _) => E::None,
        (8, 0, 3 | 5 | 6 | 7, 0) => E::TlbFlushAll,
        (8, 0, 3 | 5 | 6 | 7, 1) => E::TlbFlushMva {
            mva: value & !0xfff,
            asid: value as u8,
        },
        (8, 0, 3 | 5 | 6 | 7, 2) => E::TlbFlushAsid { asid: value as u8 },
        (8, 0, 3 | 7, 3) => E::TlbFlushMvaAllAsid {
            mva: value & !0xfff,
        },
        (9, 1, 0, 2 | 3) => E::None, // L2CTLR, L2ECTLR: writes ignored
        (10, 0, 2, 0) => store(&mut r.prrr, value),
        (10, 0, 2, 1) => store(&mut r.nmrr, value),
        (10, 0, 3, 0 | 1) => E::None,
        (10, _, 0 | 1 | 4 | 8, _) => E::None,
        (12, 0, 0, 0) => store(&mut r.vbar, value & !0x1f),
        (13, 0, 0, 0) => changed(&mut r.fcseidr, value, E::TranslationChanged),
        (13, 0, 0, 1) => changed(&mut r.contextidr, value, E::ContextIdChanged),
        (13, 0, 0, 2) => store(&mut r.tpidrurw, value),
        (13, 0, 0, 3) => store(&mut r.tpidruro, value),
        (13, 0, 0, 4) => store(&mut r.tpidrprw, value),
        (14, 0, 0, 0) => store(&mut r.timer.cntfrq, value),
        (14, 0, 1, 0) => store(&mut r.timer.cntkctl, value),
        (14, 0, 2 | 3, 0 | 1) => {
            let t = if crm == 2 {
                Timer::Physical
            } else {
                Timer::Virtual
            };
            if opc2 == 0 {
                r.timer.set_tval(t, value, now);
            } else {
                r.timer.set_ctl(t, value);
            }
            E::TimerChanged(t)
        }
        (15, 4, 0, 0) => return None, // CBAR is read-only
        (15, _, _, _) => E::None,
        _ => return None,
    };
    Some(effect)
}

/// MRRC p15 at PL1: TTBR0 (opc1 0, c2), TTBR1 (1, c2), PAR (0, c7), CNTPCT (0, c14),
/// CNTVCT (1, c14), CNTP_CVAL (2, c14), CNTV_CVAL (3, c14).
pub fn read64(r: &Cp15V7Regs, opc1: u8, crm: u8, now: u64) -> Option<u64> {
    Some(match (opc1, crm) {
        (0, 2) => r.ttbr0,
        (1, 2) => r.ttbr1,
        (0, 7) => r.par,
        (0 | 1, 14) => r.timer.count(now),
        (2, 14) => r.timer.phys.cval,
        (3, 14) => r.timer.virt.cval,
        _ => return None,
    })
}

/// MCRR p15 at PL1: TTBR0, TTBR1, PAR and the two compare values.
pub fn write64(r: &mut Cp15V7Regs, opc1: u8, crm: u8, value: u64) -> Option<Cp15V7Effect> {
    use Cp15V7Effect as E;
    Some(match (opc1, crm) {
        (0, 2) => changed(&mut r.ttbr0, value, E::TranslationChanged),
        (1, 2) => changed(&mut r.ttbr1, value, E::TranslationChanged),
        (0, 7) => {
            r.par = value;
            E::None
        }
        (2 | 3, 14) => {
            let t = if opc1 == 2 {
                Timer::Physical
            } else {
                Timer::Virtual
            };
            r.timer.set_cval(t, value);
            E::TimerChanged(t)
        }
        _ => return None,
    })
}

/// Whether PL0 may execute this MRC p15: TPIDRURW, TPIDRURO, and the generic
/// timer's registers as CNTKCTL allows. Everything else is Undefined at PL0.
pub fn pl0_readable(r: &Cp15V7Regs, opc1: u8, crn: u8, crm: u8, opc2: u8) -> bool {
    let t = &r.timer;
    match (crn, opc1, crm, opc2) {
        (13, 0, 0, 2 | 3) => true,
        (14, 0, 0, 0) => t.pl0_frq(),
        (14, 0, 2, 0 | 1) => t.pl0_timer(Timer::Physical),
        (14, 0, 3, 0 | 1) => t.pl0_timer(Timer::Virtual),
        _ => false,
    }
}

/// Whether PL0 may execute this MCR p15: TPIDRURW, the CP15 barriers (c7,c5,4 ISB,
/// c7,c10,4 DSB, c7,c10,5 DMB) and the timers as CNTKCTL allows.
pub fn pl0_writable(r: &Cp15V7Regs, opc1: u8, crn: u8, crm: u8, opc2: u8) -> bool {
    let t = &r.timer;
    match (crn, opc1, crm, opc2) {
        (13, 0, 0, 2) => true,
        (7, 0, 5, 4) | (7, 0, 10, 4 | 5) => true,
        (14, 0, 2, 0 | 1) => t.pl0_timer(Timer::Physical),
        (14, 0, 3, 0 | 1) => t.pl0_timer(Timer::Virtual),
        _ => false,
    }
}

/// Whether PL0 may execute this MRRC p15 (the counters and compare values, as
/// CNTKCTL allows).
pub fn pl0_readable64(r: &Cp15V7Regs, opc1: u8, crm: u8) -> bool {
    let t = &r.timer;
    match (opc1, crm) {
        (0, 14) => t.pl0_count(Timer::Physical),
        (1, 14) => t.pl0_count(Timer::Virtual),
        (2, 14) => t.pl0_timer(Timer::Physical),
        (3, 14) => t.pl0_timer(Timer::Virtual),
        _ => false,
    }
}

/// Whether PL0 may execute this MCRR p15 (the compare values, as CNTKCTL allows).
pub fn pl0_writable64(r: &Cp15V7Regs, opc1: u8, crm: u8) -> bool {
    matches!((opc1, crm), (2 | 3, 14)) && pl0_readable64(r, opc1, crm)
}

fn store(slot: &mut u32, value: u32) -> Cp15V7Effect {
    *slot = value;
    Cp15V7Effect::None
}

fn changed<T: PartialEq>(slot: &mut T, value: T, effect: Cp15V7Effect) -> Cp15V7Effect {
    if *slot == value {
        Cp15V7Effect::None
    } else {
        *slot = value;
        effect
    }
}

/// A 32-bit write to a 64-bit TTBR: the low half changes, the high half stays.
fn set_low(slot: &mut u64, value: u32) -> Cp15V7Effect {
    let v = (*slot & !0xffff_ffff) | value as u64;
    changed(slot, v, Cp15V7Effect::TranslationChanged)
}

#[cfg(test)]
mod tests;

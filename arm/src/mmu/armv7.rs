//! The ARMv7 half of [`Mmu`]: translation through the short-descriptor walk of
//! [`super::v7`] into the same softmmu TLB (so generated code's inline lookup serves
//! both CPUs), and MCR/MCRR to the ARMv7 CP15 with their effect on the TLB.
//!
//! The TLB is tagged by ASID ([`crate::tlb`]): entries of nG mappings belong to the
//! ASID (CONTEXTIDR[7:0]) current when they were made, global ones to all. Where this
//! departs from QEMU 7.2, which flushes its whole TLB, and why:
//! - a CONTEXTIDR write that changes the ASID switches the TLB to the new ASID's
//!   entries (the last few ASIDs keep theirs) instead of flushing; one that changes
//!   PROCID only changes nothing (Linux writes CONTEXTIDR on every context switch);
//! - TLBIASID invalidates that ASID's non-global entries, TLBIMVA the global entries
//!   and that ASID's at the address, TLBIMVAA every ASID's at the address, TLBIALL
//!   everything (DDI0406C B3.10.5; QEMU flushes everything for TLBIASID and every
//!   ASID's page for TLBIMVA).
//!
//! As in QEMU, a 32-bit TTBR0/TTBR1 write, or a 64-bit one that keeps bits 63:48,
//! flushes nothing (`vmsa_ttbr_write`): software changes the tables of an address
//! space under a new ASID or with TLB maintenance, and entries made from the old
//! tables may be used until then, as the architecture allows. SCTLR, TTBCR and
//! FCSEIDR changes flush everything, as QEMU does. A DACR write updates the copy in
//! `regs.dacr` that the TLB's hit check reads.

use super::{v7, AccessKind, Fault, Mmu};
use crate::cp15::Cp15Effect;
use crate::cp15_v7::{self, Cp15V7Effect, Cp15V7Regs};
use crate::ram::Ram;
use crate::tlb::Fill;

/// A fault of the ARMv7 walk in the shape the engines carry: `fsr` is the ARMv7 DFSR
/// or IFSR value (FS, domain, and WnR for a write).
pub(super) fn v7_fault(f: v7::Fault, write: bool) -> Fault {
    Fault {
        fsr: f.dfsr(write),
        addr: f.addr,
    }
}

impl Mmu {
    /// [`Mmu::translate`] on an ARMv7 CPU (alignment already checked).
    pub(super) fn translate_v7(
        &mut self,
        ram: &Ram,
        vaddr: u32,
        kind: AccessKind,
        user: bool,
    ) -> Result<u32, Fault> {
        let k = kind.index();
        let r = self.v7.as_ref().expect("an ARMv7 MMU");
        if self.tlb.asid() != r.asid() {
            // CONTEXTIDR set other than by MCR (a test, the fuzzer): entries made from
            // now on must belong to it.
            self.tlb.switch_asid(r.asid());
        }
        if let Some(p) = self.tlb.lookup(vaddr, k, user, self.regs.dacr) {
            return Ok(p);
        }
        let mut read = |pa: u32| ram.read32(pa);
        let t = v7::translate(r, vaddr, kind, user, &mut read)
            .map_err(|f| v7_fault(f, kind == AccessKind::Write))?;
        let page = t.pa & !0xfff;
        if ram.contains(page, 0x1000) {
            // The entry stays valid while the domain keeps its DACR field's access
            // type: a Client entry for Client or Manager, a Manager entry for Manager.
            let need = if r.mmu_enabled() {
                let shift = 2 * t.domain as u32;
                ((r.dacr >> shift) & 3) << shift
            } else {
                0
            };
            self.tlb.fill(
                k,
                user,
                Fill {
                    vaddr,
                    mva: r.mva(vaddr),
                    paddr: t.pa,
                    region_log2: t.size_log2.min(31),
                    dacr_need: need,
                    ng: t.ng,
                },
            );
        }
        Ok(t.pa)
    }

    /// MCR p15 on an ARMv7 CPU: the register write and its effect on the TLB, mapped to
    /// the effect the run loop knows; `None` for a register that cannot be written, a
    /// fault for an ATS1C* operation whose walk aborts. `ram` serves those walks, `now`
    /// (the tick count) the timers' TVAL writes.
    pub fn cp15_write_v7(
        &mut self,
        ram: &Ram,
        (opc1, crn, crm, opc2): (u8, u8, u8, u8),
        value: u32,
        now: u64,
    ) -> Option<Result<Cp15Effect, Fault>> {
        let r = self.v7.as_mut()?;
        let before = Translation::of(r);
        let effect = cp15_v7::write(r, opc1, crn, crm, opc2, value, now)?;
        Some(self.apply_v7(Some(ram), effect, before, false))
    }

    /// MCRR p15 on an ARMv7 CPU (TTBR0/1, PAR, the timers' compare values).
    pub fn cp15_write64(&mut self, opc1: u8, crm: u8, value: u64) -> Option<Cp15Effect> {
        let r = self.v7.as_mut()?;
        let before = Translation::of(r);
        let effect = cp15_v7::write64(r, opc1, crm, value)?;
        self.apply_v7(None, effect, before, true).ok()
    }

    /// MRRC p15 on an ARMv7 CPU; `now` is the CPU's tick count.
    pub fn cp15_read64(&self, opc1: u8, crm: u8, now: u64) -> Option<u64> {
        cp15_v7::read64(self.v7.as_ref()?, opc1, crm, now)
    }

    /// Carries out `effect`; `ram` is `None` for the 64-bit writes (`wide`), none of
    /// which is an address translation operation. `before` holds the translation
    /// registers as they were before the write.
    fn apply_v7(
        &mut self,
        ram: Option<&Ram>,
        effect: Cp15V7Effect,
        before: Translation,
        wide: bool,
    ) -> Result<Cp15Effect, Fault> {
        let flush = |mmu: &mut Mmu, why: &str| {
            crate::events::tlb_flush(why);
            mmu.tlb.flush();
        };
        let asid = self.v7.as_ref().map_or(0, |r| r.asid());
        Ok(match effect {
            Cp15V7Effect::None | Cp15V7Effect::CpacrChanged => Cp15Effect::None,
            Cp15V7Effect::SctlrChanged => {
                flush(self, "SCTLR write");
                Cp15Effect::ControlChanged
            }
            Cp15V7Effect::DacrChanged => {
                self.regs.dacr = self.v7.as_ref().map_or(0, |r| r.dacr);
                Cp15Effect::DacrChanged
            }
            Cp15V7Effect::TranslationChanged => {
                let after = self.v7.as_deref().map_or(before, Translation::of);
                if !before.flushes_for(&after, wide) {
                    return Ok(Cp15Effect::None);
                }
                flush(self, "TTBCR, FCSEIDR or TTBR ASID field write");
                Cp15Effect::TlbFlushed
            }
            Cp15V7Effect::ContextIdChanged => {
                if asid == self.tlb.asid() {
                    return Ok(Cp15Effect::None);
                }
                self.tlb.switch_asid(asid);
                Cp15Effect::TlbFlushed
            }
            Cp15V7Effect::TlbFlushAll => {
                flush(self, "TLBIALL");
                Cp15Effect::TlbFlushed
            }
            Cp15V7Effect::TlbFlushAsid { asid } => {
                self.tlb.flush_asid(asid);
                Cp15Effect::TlbFlushed
            }
            Cp15V7Effect::TlbFlushMva { mva, asid } => {
                self.tlb.flush_mva_asid(mva, asid);
                Cp15Effect::TlbFlushed
            }
            Cp15V7Effect::TlbFlushMvaAllAsid { mva } => {
                self.tlb.flush_mva(mva);
                Cp15Effect::TlbFlushed
            }
            // The board samples the timers' outputs and deadlines at the next block
            // boundary (the caller forces a check).
            Cp15V7Effect::TimerChanged(_) => Cp15Effect::None,
            Cp15V7Effect::AddressTranslate(op) => {
                let (Some(ram), Some(r)) = (ram, self.v7.as_mut()) else {
                    return Ok(Cp15Effect::None);
                };
                let mut read = |pa: u32| ram.read32(pa);
                v7::address_translate(r, op, &mut read).map_err(|f| Fault {
                    fsr: f.status(),
                    addr: op.va,
                })?;
                Cp15Effect::None
            }
        })
    }
}

/// The registers whose change may call for a TLB flush ([`Cp15V7Effect::TranslationChanged`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Translation {
    ttbr0: u64,
    ttbr1: u64,
    ttbcr: u32,
    fcseidr: u32,
}

impl Translation {
    fn of(r: &Cp15V7Regs) -> Translation {
        Translation {
            ttbr0: r.ttbr0,
            ttbr1: r.ttbr1,
            ttbcr: r.ttbcr,
            fcseidr: r.fcseidr,
        }
    }

    /// Whether going from `self` to `after` flushes the TLB, as in QEMU 7.2: a TTBCR
    /// or FCSEIDR change does, a TTBR change only through a 64-bit write (`wide`) that
    /// changes bits 63:48 (`vmsa_ttbr_write`).
    fn flushes_for(&self, after: &Translation, wide: bool) -> bool {
        let asid_field = |a: u64, b: u64| (a ^ b) >> 48 != 0;
        self.ttbcr != after.ttbcr
            || self.fcseidr != after.fcseidr
            || wide && (asid_field(self.ttbr0, after.ttbr0) || asid_field(self.ttbr1, after.ttbr1))
    }
}

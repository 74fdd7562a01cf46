//! The ARMv7 half of [`Mmu`]: translation through the short-descriptor walk of
//! [`super::v7`] into the same softmmu TLB (so generated code's inline lookup serves
//! both CPUs), and MCR/MCRR to the ARMv7 CP15 with their effect on the TLB.
//!
//! The TLB is not tagged by ASID: a CONTEXTIDR write or a TLB maintenance operation by
//! ASID flushes it whole, as QEMU 7.2 does. A DACR write updates the copy in
//! `regs.dacr` that the TLB's hit check reads.

use super::{v7, AccessKind, Fault, Mmu};
use crate::cp15::Cp15Effect;
use crate::cp15_v7::{self, Cp15V7Effect};
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
        if let Some(p) = self.tlb.lookup(vaddr, k, user, self.regs.dacr) {
            return Ok(p);
        }
        let r = self.v7.as_ref().expect("an ARMv7 MMU");
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
        opc1: u8,
        crn: u8,
        crm: u8,
        opc2: u8,
        value: u32,
        now: u64,
    ) -> Option<Result<Cp15Effect, Fault>> {
        let r = self.v7.as_mut()?;
        let effect = cp15_v7::write(r, opc1, crn, crm, opc2, value, now)?;
        Some(self.apply_v7(Some(ram), effect))
    }

    /// MCRR p15 on an ARMv7 CPU (TTBR0/1, PAR, the timers' compare values).
    pub fn cp15_write64(&mut self, opc1: u8, crm: u8, value: u64) -> Option<Cp15Effect> {
        let r = self.v7.as_mut()?;
        let effect = cp15_v7::write64(r, opc1, crm, value)?;
        self.apply_v7(None, effect).ok()
    }

    /// MRRC p15 on an ARMv7 CPU; `now` is the CPU's tick count.
    pub fn cp15_read64(&self, opc1: u8, crm: u8, now: u64) -> Option<u64> {
        cp15_v7::read64(self.v7.as_ref()?, opc1, crm, now)
    }

    /// Carries out `effect`; `ram` is `None` for the 64-bit writes, none of which is
    /// an address translation operation.
    fn apply_v7(&mut self, ram: Option<&Ram>, effect: Cp15V7Effect) -> Result<Cp15Effect, Fault> {
        let flush = |mmu: &mut Mmu, why: &str| {
            crate::events::tlb_flush(why);
            mmu.tlb.flush();
        };
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
            Cp15V7Effect::TranslationChanged
            | Cp15V7Effect::ContextIdChanged
            | Cp15V7Effect::TlbFlushAll
            | Cp15V7Effect::TlbFlushAsid { .. } => {
                flush(self, "ARMv7 TLB maintenance or context change");
                Cp15Effect::TlbFlushed
            }
            Cp15V7Effect::TlbFlushMva { mva, .. } | Cp15V7Effect::TlbFlushMvaAllAsid { mva } => {
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

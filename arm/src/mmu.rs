//! The ARMv5 MMU of the ARM926EJ-S (ARM ARM DDI0100 chapter B3): address translation
//! through the two-level tables, domains, access permissions, alignment checking and
//! fault status, in front of the softmmu TLB ([`crate::tlb`]). CP15 registers live in
//! [`crate::cp15`].
//!
//! Where ARMv5 leaves a choice, this follows QEMU's `get_phys_addr_v5`, the project's
//! oracle:
//! - the domain of a first-level translation fault is taken from the faulting
//!   descriptor's bits 8:5; a page domain fault is reported before the second-level
//!   descriptor is read;
//! - a tiny-page descriptor in a coarse table is a page translation fault;
//! - AP = 00 with both S and R set gives no access;
//! - instruction fetches are allowed exactly where reads are;
//! - a table walk outside RAM is an external abort on the walk (FSR 0b1100 first
//!   level, 0b1110 second level), decode-error flavour (bit 12 clear);
//! - FAR holds the virtual address before FCSE remapping;
//! - alignment faults (FSR 0b0001) are checked before translation, also with the
//!   MMU off, and never for instruction fetches.

use crate::cp15::{self, ctrl, Cp15Effect, Cp15Regs};
use crate::cp15_v7::{self, sctlr, Cp15V7Regs};
use crate::ram::Ram;
use crate::tlb::{Fill, Tlb};

/// The kind of a memory access, for permission checks and fault reporting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AccessKind {
    Read,
    Write,
    /// Instruction fetch.
    Fetch,
}

impl AccessKind {
    /// Index of this kind's TLB array: read 0, write 1, fetch 2.
    pub fn index(self) -> usize {
        match self {
            AccessKind::Read => 0,
            AccessKind::Write => 1,
            AccessKind::Fetch => 2,
        }
    }
}

/// A translation or permission fault: the fault status (FSR[7:0]: domain << 4 |
/// status) and the faulting virtual address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fault {
    pub fsr: u32,
    pub addr: u32,
}

/// Fault status codes (FSR[3:0]).
pub mod fsr {
    pub const ALIGNMENT: u32 = 0b0001;
    pub const EXTERNAL: u32 = 0b1000;
    pub const WALK_EXTERNAL_L1: u32 = 0b1100;
    pub const WALK_EXTERNAL_L2: u32 = 0b1110;
    pub const TRANSLATION_SECTION: u32 = 0b0101;
    pub const TRANSLATION_PAGE: u32 = 0b0111;
    pub const DOMAIN_SECTION: u32 = 0b1001;
    pub const DOMAIN_PAGE: u32 = 0b1011;
    pub const PERMISSION_SECTION: u32 = 0b1101;
    pub const PERMISSION_PAGE: u32 = 0b1111;
}

impl Fault {
    /// An external abort on a data access (the bus answered with an error): FSR
    /// 0b1000, domain 0, as QEMU reports a decode error.
    pub fn external(addr: u32) -> Fault {
        Fault {
            fsr: fsr::EXTERNAL,
            addr,
        }
    }

    /// FSR[3:0].
    pub fn status(self) -> u32 {
        self.fsr & 0xf
    }

    /// FSR[7:4].
    pub fn domain(self) -> u32 {
        (self.fsr >> 4) & 0xf
    }
}

/// CP15 state, the MMU and its softmmu TLB.
#[repr(C)]
#[derive(Clone, Debug)]
pub struct Mmu {
    /// The softmmu TLB; generated code reads `tlb.entries` directly.
    pub tlb: Tlb,
    /// The CP15 registers; generated code reads `regs.dacr` for the TLB hit check.
    /// On an ARMv7 CPU only `regs.dacr` is used, a copy of the ARMv7 DACR.
    pub regs: Cp15Regs,
    /// The ARMv7 CP15 (the Cortex-A15), which then replaces `regs`.
    pub v7: Option<Box<Cp15V7Regs>>,
}

impl Default for Mmu {
    fn default() -> Mmu {
        Mmu::new()
    }
}

/// A successful walk.
struct Walked {
    paddr: u32,
    mva: u32,
    /// log2 of the mapping size.
    log2: u32,
    /// DACR bits a TLB entry needs, or `None` when the translation must not be cached
    /// as a whole 4 KiB page.
    dacr_need: Option<u32>,
    /// The same for the read entry of the page (`Mmu::refill`), or `None` also where a
    /// read would fault.
    read_need: Option<u32>,
}

impl Mmu {
    pub fn new() -> Mmu {
        Mmu {
            tlb: Tlb::new(),
            regs: Cp15Regs::reset(),
            v7: None,
        }
    }

    /// Makes this the MMU of an ARMv7 CPU, with the ARMv7 CP15 at its reset values and
    /// the generic timer's counter advancing once per `ticks_per_count` CPU ticks.
    pub fn make_v7(&mut self, ticks_per_count: u64) {
        let r = Cp15V7Regs::new(ticks_per_count);
        self.regs.dacr = r.dacr;
        self.v7 = Some(Box::new(r));
        self.tlb.flush();
    }

    /// CPACR (ARMv7; 0, no coprocessor access, on the ARM926).
    pub fn cpacr(&self) -> u32 {
        self.v7.as_ref().map_or(0, |r| r.cpacr)
    }

    /// The base of the exception vectors: 0xffff0000 with high vectors, else 0 or, on
    /// ARMv7, VBAR.
    pub fn vector_base(&self) -> u32 {
        match &self.v7 {
            Some(r) if r.sctlr & sctlr::V == 0 => r.vbar,
            _ if self.high_vectors() => 0xffff_0000,
            _ => 0,
        }
    }

    /// SCTLR.TE (ARMv7): exceptions are taken in Thumb state.
    pub fn thumb_exceptions(&self) -> bool {
        self.v7.as_ref().is_some_and(|r| r.sctlr & sctlr::TE != 0)
    }

    /// MRC p15 (see [`cp15::read`]); `now` is the CPU's tick count (the ARMv7 generic
    /// timer's counter follows it).
    pub fn cp15_read(&mut self, opc1: u8, crn: u8, crm: u8, opc2: u8, now: u64) -> Option<u32> {
        match &self.v7 {
            Some(r) => cp15_v7::read(r, opc1, crn, crm, opc2, cp15_v7::Env::at(now)),
            None => cp15::read(&self.regs, opc1, crn, crm, opc2),
        }
    }

    /// MCR p15 (see [`cp15::write`]).
    pub fn cp15_write(
        &mut self,
        opc1: u8,
        crn: u8,
        crm: u8,
        opc2: u8,
        value: u32,
    ) -> Option<Cp15Effect> {
        cp15::write(&mut self.regs, &mut self.tlb, opc1, crn, crm, opc2, value)
    }

    /// See [`cp15::user_readable`].
    pub fn cp15_user_readable(opc1: u8, crn: u8, crm: u8, opc2: u8) -> bool {
        cp15::user_readable(opc1, crn, crm, opc2)
    }

    /// Back to the reset state (registers at their reset values, TLB empty).
    pub fn reset(&mut self) {
        self.regs = Cp15Regs::reset();
        crate::events::tlb_flush("reset");
        self.tlb.flush();
    }

    /// Whether the MMU is on (control register / SCTLR M bit).
    pub fn enabled(&self) -> bool {
        match &self.v7 {
            Some(r) => r.mmu_enabled(),
            None => self.regs.control & ctrl::M != 0,
        }
    }

    /// Whether exception vectors are at 0xffff0000 (control register / SCTLR V bit).
    pub fn high_vectors(&self) -> bool {
        match &self.v7 {
            Some(r) => r.sctlr & sctlr::V != 0,
            None => self.regs.control & ctrl::V != 0,
        }
    }

    /// Whether alignment faults are checked (control register / SCTLR A bit).
    pub fn alignment_check(&self) -> bool {
        match &self.v7 {
            Some(r) => r.sctlr & sctlr::A != 0,
            None => self.regs.control & ctrl::A != 0,
        }
    }

    /// Records a data abort: DFSR and FAR (DFAR on ARMv7, where `f.fsr` is in the
    /// ARMv7 format with WnR).
    pub fn record_data_abort(&mut self, f: Fault) {
        crate::events::mmu_data_abort(f.fsr, f.addr);
        match &mut self.v7 {
            Some(r) => {
                r.dfsr = f.fsr;
                r.dfar = f.addr;
            }
            None => {
                self.regs.dfsr = f.fsr;
                self.regs.far = f.addr;
            }
        }
    }

    /// Records a prefetch abort: IFSR (the ARM926 has no IFAR; ARMv7 has one).
    pub fn record_prefetch_abort(&mut self, f: Fault) {
        crate::events::mmu_prefetch_abort(f.fsr, f.addr);
        match &mut self.v7 {
            Some(r) => {
                r.ifsr = f.fsr & !v7::fs::WNR;
                r.ifar = f.addr;
            }
            None => self.regs.ifsr = f.fsr,
        }
    }

    /// Invalidates the whole TLB.
    pub fn flush_tlb(&mut self) {
        crate::events::tlb_flush("engine request");
        self.tlb.flush();
    }

    /// The modified virtual address: FCSE remapping of the lowest 32 MiB.
    pub fn mva(&self, vaddr: u32) -> u32 {
        if vaddr < 0x0200_0000 {
            vaddr | self.regs.fcse_pid
        } else {
            vaddr
        }
    }

    /// Translates `vaddr` for an access of `size` bytes (1, 2 or 4), checking
    /// alignment, domain and permissions. `user` makes the check unprivileged (User
    /// mode, or LDRT/STRT). Successful translations of whole 4 KiB RAM pages are
    /// entered in the TLB.
    pub fn translate(
        &mut self,
        ram: &Ram,
        vaddr: u32,
        kind: AccessKind,
        user: bool,
        size: u32,
    ) -> Result<u32, Fault> {
        if kind != AccessKind::Fetch
            && self.alignment_check()
            && size > 1
            && vaddr & (size - 1) != 0
        {
            return Err(Fault {
                fsr: fsr::ALIGNMENT,
                addr: vaddr,
            });
        }
        self.tlb.check_ram(ram.host_zero(), ram.size());
        if self.v7.is_some() {
            return self.translate_v7(ram, vaddr, kind, user);
        }
        let k = kind.index();
        if let Some(p) = self.tlb.lookup(vaddr, k, user, self.regs.dacr) {
            return Ok(p);
        }
        self.refill(ram, vaddr, kind, user)
    }

    /// `translate` on the ARM926 where the TLB missed: the walk, and the page's entry.
    /// A fetch or a write fills the page's read entry too where a read is permitted (the
    /// same walk, so the same translation: a TLB may hold any translation the tables
    /// give until it is invalidated): after the guest's full flushes, most reads of a
    /// page already fetched (the literal pools of ARM code) or written would otherwise
    /// walk again (the default armel boot: 103,240 + 23,869 of its 381,434 read fills
    /// came after the page's fetch fill, 44,831 + 5,602 after its write fill). Not the
    /// other way round: a read would fill the write entry of pages that hold translated
    /// code (`Tlb::flush_phys_writes`), and more read fills than writes follow them.
    fn refill(
        &mut self,
        ram: &Ram,
        vaddr: u32,
        kind: AccessKind,
        user: bool,
    ) -> Result<u32, Fault> {
        let w = if self.enabled() {
            self.walk(ram, vaddr, kind, user)?
        } else {
            Walked {
                paddr: vaddr,
                mva: vaddr,
                log2: 32,
                dacr_need: Some(0),
                read_need: Some(0),
            }
        };
        let page = w.paddr & !0xfff;
        if let Some(need) = w
            .dacr_need
            .filter(|_| w.log2 >= 12 && ram.contains(page, 0x1000))
        {
            let fill = |dacr_need| Fill {
                vaddr,
                mva: w.mva,
                paddr: w.paddr,
                region_log2: w.log2.min(31),
                dacr_need,
                ng: false,
            };
            match w.read_need.filter(|_| kind != AccessKind::Read) {
                Some(read) => self
                    .tlb
                    .fill_with_read(kind.index(), user, fill(need), read),
                None => self.tlb.fill(kind.index(), user, fill(need)),
            }
        }
        Ok(w.paddr)
    }

    /// Whether a fetch from `vaddr` at privilege `user` would be entered in the TLB as
    /// a whole 4 KiB page of RAM at physical address `paddr` (what `refill` fills),
    /// walked now without side effects on the TLB or the fault registers. The JIT links
    /// the blocks of such a page directly where its TLB entry has been dropped since
    /// (a full flush between a block's discovery and its translation): entering the
    /// page refills the entry, and its mapping changes only through CP15 operations,
    /// which end the chain. ARM926 only: `false` on ARMv7.
    pub fn fetch_would_fill(&self, ram: &Ram, vaddr: u32, user: bool, paddr: u32) -> bool {
        if self.v7.is_some() {
            return false;
        }
        let w = if self.enabled() {
            match self.walk(ram, vaddr, AccessKind::Fetch, user) {
                Ok(w) => w,
                Err(_) => return false,
            }
        } else {
            return vaddr == paddr && ram.contains(paddr & !0xfff, 0x1000);
        };
        w.dacr_need.is_some()
            && w.log2 >= 12
            && w.paddr == paddr
            && ram.contains(paddr & !0xfff, 0x1000)
    }

    /// Translates without side effects on the TLB or the fault registers, for
    /// debuggers and the tracer reading guest memory (privileged read).
    pub fn probe(&self, ram: &Ram, vaddr: u32) -> Result<u32, Fault> {
        if let Some(r) = &self.v7 {
            let mut read = |pa: u32| ram.read32(pa);
            return v7::translate(r, vaddr, AccessKind::Read, false, &mut read)
                .map(|t| t.pa)
                .map_err(|f| v7_fault(f, false));
        }
        if self.enabled() {
            self.walk(ram, vaddr, AccessKind::Read, false)
                .map(|w| w.paddr)
        } else {
            Ok(vaddr)
        }
    }

    /// Physical address of the first-level descriptor for `mva` (TTBCR.N selects
    /// TTBR1 for the top of the address space, as QEMU does for every VMSA core).
    fn l1_address(&self, mva: u32) -> u32 {
        let n = self.regs.ttbcr & 7;
        let top_mask = if n == 0 { 0 } else { !(u32::MAX >> n) };
        let base = if mva & top_mask != 0 {
            self.regs.ttbr1 & 0xffff_c000
        } else {
            self.regs.ttbr0 & !(0x3fff >> n)
        };
        base | ((mva >> 18) & 0x3ffc)
    }

    #[inline]
    fn walk(&self, ram: &Ram, vaddr: u32, kind: AccessKind, user: bool) -> Result<Walked, Fault> {
        let mva = self.mva(vaddr);
        let fault = |status: u32, domain: u32| Fault {
            fsr: status | (domain << 4),
            addr: vaddr,
        };
        // The descriptors, read from RAM's bytes taken once (`Ram::read32` takes them
        // for each read).
        let (bytes, base) = (ram.bytes(), ram.base());
        let read32 = |pa: u32| {
            let at = pa.checked_sub(base)? as usize;
            let b = bytes.get(at..at.checked_add(4)?)?;
            Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        };
        let Some(l1) = read32(self.l1_address(mva)) else {
            return Err(fault(fsr::WALK_EXTERNAL_L1, 0));
        };
        let domain = (l1 >> 5) & 0xf;
        let kind_l1 = l1 & 3;
        if kind_l1 == 0 {
            return Err(fault(fsr::TRANSLATION_SECTION, domain));
        }
        let section = kind_l1 == 2;
        let dfield = (self.regs.dacr >> (2 * domain)) & 3;
        let manager = dfield == 3;
        if dfield == 0 || dfield == 2 {
            let status = if section {
                fsr::DOMAIN_SECTION
            } else {
                fsr::DOMAIN_PAGE
            };
            return Err(fault(status, domain));
        }
        // (physical address, log2 size, AP of the accessed sub-page, whether all
        // sub-pages of the 4 KiB page share that AP)
        let (paddr, log2, ap, uniform) = if section {
            (
                (l1 & 0xfff0_0000) | (mva & 0x000f_ffff),
                20,
                (l1 >> 10) & 3,
                true,
            )
        } else {
            let l2_addr = if kind_l1 == 1 {
                (l1 & 0xffff_fc00) | ((mva >> 10) & 0x3fc)
            } else {
                (l1 & 0xffff_f000) | ((mva >> 8) & 0xffc)
            };
            let Some(l2) = read32(l2_addr) else {
                return Err(fault(fsr::WALK_EXTERNAL_L2, domain));
            };
            match l2 & 3 {
                0 => return Err(fault(fsr::TRANSLATION_PAGE, domain)),
                1 => {
                    let ap = (l2 >> (4 + 2 * ((mva >> 14) & 3))) & 3;
                    ((l2 & 0xffff_0000) | (mva & 0xffff), 16, ap, true)
                }
                2 => {
                    let ap = (l2 >> (4 + 2 * ((mva >> 10) & 3))) & 3;
                    let aps = (l2 >> 4) & 0xff;
                    let uniform = aps == ap * 0x55;
                    ((l2 & 0xffff_f000) | (mva & 0xfff), 12, ap, uniform)
                }
                _ => {
                    if kind_l1 == 1 {
                        // Tiny page in a coarse table: UNPREDICTABLE in ARMv5;
                        // a page translation fault as QEMU.
                        return Err(fault(fsr::TRANSLATION_PAGE, domain));
                    }
                    ((l2 & 0xffff_fc00) | (mva & 0x3ff), 10, (l2 >> 4) & 3, false)
                }
            }
        };
        let allowed = self.ap_allows(ap, kind, user);
        if !manager && !allowed {
            let status = if section {
                fsr::PERMISSION_SECTION
            } else {
                fsr::PERMISSION_PAGE
            };
            return Err(fault(status, domain));
        }
        let need = |allowed: bool| match (uniform, allowed, manager) {
            (false, _, _) | (true, false, false) => None,
            (true, true, _) => Some(1 << (2 * domain)),
            (true, false, true) => Some(3 << (2 * domain)),
        };
        let dacr_need = need(allowed);
        // Fetches have the read permission (`ap_allows`).
        let read_need = match kind {
            AccessKind::Write => need(self.ap_allows(ap, AccessKind::Read, user)),
            AccessKind::Read | AccessKind::Fetch => dacr_need,
        };
        Ok(Walked {
            paddr,
            mva,
            log2,
            dacr_need,
            read_need,
        })
    }

    /// The AP check of a client domain (ARM ARM B3.4.1; S and R from the control
    /// register for AP = 00). Fetches need read permission.
    fn ap_allows(&self, ap: u32, kind: AccessKind, user: bool) -> bool {
        let write = kind == AccessKind::Write;
        match ap {
            0 => {
                if write {
                    return false;
                }
                match self.regs.control & (ctrl::S | ctrl::R) {
                    ctrl::S => !user,
                    ctrl::R => true,
                    _ => false,
                }
            }
            1 => !user,
            2 => !user || !write,
            _ => true,
        }
    }
}

mod armv7;
pub mod v7;

use armv7::v7_fault;

#[cfg(test)]
mod tests;

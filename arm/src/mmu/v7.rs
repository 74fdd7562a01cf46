//! The ARMv7 short-descriptor translation table walk (Arm ARM DDI0406C B3.5) of the
//! Cortex-A15: TTBR0/TTBR1 split by TTBCR.N, sections, supersections, large and small
//! pages, AP[2:0], the access flag (SCTLR.AFE), XN and PXN, nG, domains,
//! and the ARMv7 fault status encodings. Registers come from
//! [`crate::cp15_v7::Cp15V7Regs`]; page tables are read through a closure that
//! returns the word at a physical address, or `None` for an external abort.
//!
//! Where the architecture leaves a choice this follows QEMU 7.2's `get_phys_addr_v6`
//! (target/arm/ptw.c), the project's oracle:
//! - the first-level descriptor type 0b11 is a section with PXN (the A15 has PXN);
//! - a supersection's domain is 0; its extended base address bits give PA[39:32],
//!   where `virt` has nothing: the translation succeeds (ATS reports PA[31:24]) and
//!   the access is an external abort (FS 0b01000), as QEMU's 40-bit physical space
//!   answers it;
//! - a Manager domain gives read, write and execute at both levels, XN and PXN
//!   included (QEMU does not apply XN in Manager domains);
//! - a domain fault of a page-table entry is reported at level 2 (FS 0b01011), before
//!   the second-level descriptor is read;
//! - the Access flag is checked only in Client domains, before permissions, except
//!   that an instruction fetch from an XN (or, at PL1, PXN) mapping is a Permission
//!   fault first (measured: a fetch from an XN large page with AP[0] clear gives
//!   IFSR 0x1f, a load from it DFSR 0x16);
//! - SCTLR.S and SCTLR.R are ignored (AP = 0 is no access); AP = 0b100 is no access;
//! - an external abort on the walk has ExT (bit 12) clear: QEMU's decode-error flavour;
//! - the domain field (bits 7:4) is filled in for every fault, IFSR included, as
//!   QEMU's `arm_fi_to_sfsc` does;
//! - FAR and IFAR hold the address before FCSE remapping;
//! - an ATS1C* operation whose walk meets an external abort takes a Data Abort
//!   (DFSR without WnR, DFAR the operand) instead of writing PAR (QEMU's
//!   `do_ats_write`).
//!
//! These choices were checked against QEMU 7.2 itself: `tests/bare/v7/mmu_probe.c`
//! builds tables covering every descriptor type and fault kind and records PAR after
//! ATS1CPR/CPW/CUR/CUW, DFSR/DFAR after loads and stores, and IFSR/IFAR after branches,
//! at PL1 and PL0; the unit tests replay that record (`v7/qemu_mmu_probe.txt`).
//!
//! TEX remap (SCTLR.TRE, PRRR/NMRR) changes memory attributes only, which goldtrace
//! does not model, so nothing here reads it. TTBCR.PD0/PD1 are honoured although the
//! CP15 model never sets them (they need the Security Extensions).

use crate::cp15_v7::{sctlr, ttbcr, Ats, Cp15V7Regs};
use crate::mmu::AccessKind;

/// Read, write and execute permission at one privilege level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rwx {
    pub read: bool,
    pub write: bool,
    pub exec: bool,
}

impl Rwx {
    pub const ALL: Rwx = Rwx {
        read: true,
        write: true,
        exec: true,
    };

    /// Whether an access of `kind` is allowed.
    pub fn allows(self, kind: AccessKind) -> bool {
        match kind {
            AccessKind::Read => self.read,
            AccessKind::Write => self.write,
            AccessKind::Fetch => self.exec,
        }
    }
}

/// A successful translation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Translation {
    pub pa: u32,
    /// log2 of the mapping's size: 12, 16, 20, 24, or 32 with the MMU off.
    pub size_log2: u32,
    /// Permissions of PL1 (privileged) accesses.
    pub pl1: Rwx,
    /// Permissions of PL0 (User mode, LDRT/STRT) accesses.
    pub pl0: Rwx,
    /// Not global: the mapping belongs to the current ASID only.
    pub ng: bool,
    /// The domain the descriptor names (0 for supersections and the MMU off).
    pub domain: u8,
    /// PA[39:32] from a supersection's extended base address; nonzero means the
    /// address is beyond the 32-bit physical space (an access is an external abort).
    pub pa_high: u8,
}

impl Translation {
    /// The permissions at PL0 (`user`) or PL1.
    pub fn perms(&self, user: bool) -> Rwx {
        if user {
            self.pl0
        } else {
            self.pl1
        }
    }
}

/// The kind of an MMU fault.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FaultKind {
    Alignment,
    Translation,
    AccessFlag,
    Domain,
    Permission,
    /// A page-table read failed.
    ExternalOnWalk,
    /// The access itself failed on the bus.
    External,
}

/// A fault: what, at which level of the walk, in which domain, at which virtual
/// address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fault {
    pub kind: FaultKind,
    /// 1 or 2 (0 for alignment and external aborts on the access).
    pub level: u8,
    pub domain: u8,
    pub addr: u32,
}

/// Fault status values (FS[3:0]; FS[4] is bit 10 and is 0 for all of these).
pub mod fs {
    pub const ALIGNMENT: u32 = 0b00001;
    pub const ACCESS_FLAG_SECTION: u32 = 0b00011;
    pub const TRANSLATION_SECTION: u32 = 0b00101;
    pub const ACCESS_FLAG_PAGE: u32 = 0b00110;
    pub const TRANSLATION_PAGE: u32 = 0b00111;
    pub const EXTERNAL: u32 = 0b01000;
    pub const DOMAIN_SECTION: u32 = 0b01001;
    pub const DOMAIN_PAGE: u32 = 0b01011;
    pub const WALK_EXTERNAL_L1: u32 = 0b01100;
    pub const WALK_EXTERNAL_L2: u32 = 0b01110;
    pub const PERMISSION_SECTION: u32 = 0b01101;
    pub const PERMISSION_PAGE: u32 = 0b01111;
    /// DFSR.WnR: the data abort was a write.
    pub const WNR: u32 = 1 << 11;
}

impl Fault {
    /// An alignment fault (FS 0b00001, domain 0).
    pub fn alignment(addr: u32) -> Fault {
        Fault {
            kind: FaultKind::Alignment,
            level: 0,
            domain: 0,
            addr,
        }
    }

    /// A synchronous external abort on the access (FS 0b01000, ExT clear).
    pub fn external(addr: u32) -> Fault {
        Fault {
            kind: FaultKind::External,
            level: 0,
            domain: 0,
            addr,
        }
    }

    /// The short-descriptor status: FS and the domain, without WnR (what IFSR
    /// receives).
    pub fn status(self) -> u32 {
        let l1 = self.level == 1;
        let code = match self.kind {
            FaultKind::Alignment => fs::ALIGNMENT,
            FaultKind::Translation if l1 => fs::TRANSLATION_SECTION,
            FaultKind::Translation => fs::TRANSLATION_PAGE,
            FaultKind::AccessFlag if l1 => fs::ACCESS_FLAG_SECTION,
            FaultKind::AccessFlag => fs::ACCESS_FLAG_PAGE,
            FaultKind::Domain if l1 => fs::DOMAIN_SECTION,
            FaultKind::Domain => fs::DOMAIN_PAGE,
            FaultKind::Permission if l1 => fs::PERMISSION_SECTION,
            FaultKind::Permission => fs::PERMISSION_PAGE,
            FaultKind::ExternalOnWalk if l1 => fs::WALK_EXTERNAL_L1,
            FaultKind::ExternalOnWalk => fs::WALK_EXTERNAL_L2,
            FaultKind::External => fs::EXTERNAL,
        };
        code | (self.domain as u32) << 4
    }

    /// The DFSR value for a data abort (`write` sets WnR).
    pub fn dfsr(self, write: bool) -> u32 {
        self.status() | if write { fs::WNR } else { 0 }
    }

    /// The PAR value an ATS1C* operation leaves for this fault: F (bit 0), FS[3:0]
    /// in bits 4:1, FS[4] in bit 5, ExT in bit 6 (QEMU's `do_ats_write`).
    pub fn par(self) -> u64 {
        let s = self.status();
        (((s & 1 << 10) >> 5) | ((s & 1 << 12) >> 6) | ((s & 0xf) << 1) | 1) as u64
    }
}

/// Records a data abort: DFSR (with WnR) and DFAR.
pub fn record_data_abort(r: &mut Cp15V7Regs, f: Fault, write: bool) {
    r.dfsr = f.dfsr(write);
    r.dfar = f.addr;
}

/// Records a prefetch abort: IFSR and IFAR.
pub fn record_prefetch_abort(r: &mut Cp15V7Regs, f: Fault) {
    r.ifsr = f.status();
    r.ifar = f.addr;
}

/// Translates `va` with the MMU on or off, without a permission check: the mapping
/// and its permissions at both levels, or a fault that does not depend on the kind
/// of access (translation, domain, access flag, external abort on the walk).
pub fn walk(
    r: &Cp15V7Regs,
    va: u32,
    read_phys: &mut impl FnMut(u32) -> Option<u32>,
) -> Result<Translation, Fault> {
    walk_as(r, va, None, read_phys)
}

/// [`walk`]; `fetch_by` is `Some(user)` for an instruction fetch at that level: QEMU
/// 7.2 checks XN (and PXN at PL1) for fetches in a Client domain before the Access
/// flag, so such a fetch is a Permission fault even where AP[0] is clear.
fn walk_as(
    r: &Cp15V7Regs,
    va: u32,
    fetch_by: Option<bool>,
    read_phys: &mut impl FnMut(u32) -> Option<u32>,
) -> Result<Translation, Fault> {
    let mva = r.mva(va);
    if !r.mmu_enabled() {
        return Ok(Translation {
            pa: mva,
            size_log2: 32,
            pl1: Rwx::ALL,
            pl0: Rwx::ALL,
            ng: false,
            domain: 0,
            pa_high: 0,
        });
    }
    let fault = |kind, level, domain: u32| Fault {
        kind,
        level,
        domain: domain as u8,
        addr: va,
    };
    let Some(l1_addr) = l1_address(r, mva) else {
        return Err(fault(FaultKind::Translation, 1, 0));
    };
    let Some(l1) = read_phys(l1_addr) else {
        return Err(fault(FaultKind::ExternalOnWalk, 1, 0));
    };
    let kind = l1 & 3;
    if kind == 0 {
        return Err(fault(FaultKind::Translation, 1, 0));
    }
    let supersection = kind != 1 && l1 & 1 << 18 != 0;
    let domain = if supersection { 0 } else { (l1 >> 5) & 0xf };
    let level = if kind == 1 { 2 } else { 1 };
    let dfield = (r.dacr >> (2 * domain)) & 3;
    if dfield == 0 || dfield == 2 {
        return Err(fault(FaultKind::Domain, level, domain));
    }
    let mut pa_high = 0;
    let m = match kind {
        1 => {
            let l2_addr = (l1 & 0xffff_fc00) | ((mva >> 10) & 0x3fc);
            let Some(l2) = read_phys(l2_addr) else {
                return Err(fault(FaultKind::ExternalOnWalk, 2, domain));
            };
            let ap = ((l2 >> 4) & 3) | ((l2 >> 7) & 4);
            let common = Mapping {
                pa: 0,
                size_log2: 0,
                ap,
                xn: false,
                pxn: l1 & 1 << 2 != 0,
                ng: l2 & 1 << 11 != 0,
            };
            match l2 & 3 {
                0 => return Err(fault(FaultKind::Translation, 2, domain)),
                1 => Mapping {
                    pa: (l2 & 0xffff_0000) | (mva & 0xffff),
                    size_log2: 16,
                    xn: l2 & 1 << 15 != 0,
                    ..common
                },
                _ => Mapping {
                    pa: (l2 & 0xffff_f000) | (mva & 0xfff),
                    size_log2: 12,
                    xn: l2 & 1 != 0,
                    ..common
                },
            }
        }
        _ => {
            let (pa, size_log2) = if supersection {
                pa_high = (((l1 >> 20) & 0xf) | ((l1 >> 5) & 0xf) << 4) as u8;
                ((l1 & 0xff00_0000) | (mva & 0x00ff_ffff), 24)
            } else {
                ((l1 & 0xfff0_0000) | (mva & 0x000f_ffff), 20)
            };
            Mapping {
                pa,
                size_log2,
                ap: ((l1 >> 10) & 3) | ((l1 >> 13) & 4),
                xn: l1 & 1 << 4 != 0,
                pxn: l1 & 1 != 0,
                ng: l1 & 1 << 17 != 0,
            }
        }
    };
    let (pl1, pl0) = if dfield == 3 {
        (Rwx::ALL, Rwx::ALL)
    } else {
        if let Some(user) = fetch_by {
            if m.xn || (m.pxn && !user) {
                return Err(fault(FaultKind::Permission, level, domain));
            }
        }
        if r.sctlr & sctlr::AFE != 0 && m.ap & 1 == 0 {
            return Err(fault(FaultKind::AccessFlag, level, domain));
        }
        client_perms(r.sctlr, &m)
    };
    Ok(Translation {
        pa: m.pa,
        size_log2: m.size_log2,
        pl1,
        pl0,
        ng: m.ng,
        domain: domain as u8,
        pa_high,
    })
}

/// Translates `va` for an access of `kind` at PL0 (`user`) or PL1: [`walk`], the
/// permission check (a Permission fault at the mapping's level), and an external
/// abort for a physical address beyond 32 bits.
pub fn translate(
    r: &Cp15V7Regs,
    va: u32,
    kind: AccessKind,
    user: bool,
    read_phys: &mut impl FnMut(u32) -> Option<u32>,
) -> Result<Translation, Fault> {
    let fetch_by = (kind == AccessKind::Fetch).then_some(user);
    let t = check(walk_as(r, va, fetch_by, read_phys)?, va, kind, user)?;
    if t.pa_high != 0 {
        return Err(Fault::external(va));
    }
    Ok(t)
}

/// The permission check of [`translate`] on a walked translation.
pub fn check(t: Translation, va: u32, kind: AccessKind, user: bool) -> Result<Translation, Fault> {
    if t.perms(user).allows(kind) {
        Ok(t)
    } else {
        let level = if t.size_log2 >= 20 { 1 } else { 2 };
        Err(Fault {
            kind: FaultKind::Permission,
            level,
            domain: t.domain,
            addr: va,
        })
    }
}

/// The PAR value of a successful ATS1C* operation: PA[31:12] (PA[31:24] and SS for a
/// supersection) and NS, no attributes (QEMU's `do_ats_write`).
pub fn par_success(t: &Translation) -> u64 {
    const NS: u32 = 1 << 9;
    const SS: u32 = 1 << 1;
    let v = if t.size_log2 == 24 {
        (t.pa & 0xff00_0000) | SS
    } else {
        t.pa & 0xffff_f000
    };
    (v | NS) as u64
}

/// Performs an ATS1C* operation: translates as a read or write at the operation's
/// level (never a fetch) and sets PAR; fault registers are left alone. An external
/// abort on the walk is not reported in PAR: it is returned, and the caller takes a
/// Data Abort with DFSR = [`Fault::status`] (no WnR, as QEMU) and DFAR = the operand.
pub fn address_translate(
    r: &mut Cp15V7Regs,
    op: Ats,
    read_phys: &mut impl FnMut(u32) -> Option<u32>,
) -> Result<(), Fault> {
    let kind = if op.write {
        AccessKind::Write
    } else {
        AccessKind::Read
    };
    let result = walk(r, op.va, read_phys).and_then(|t| check(t, op.va, kind, op.user));
    r.par = match result {
        Ok(t) => par_success(&t),
        Err(f) if f.kind == FaultKind::ExternalOnWalk => return Err(f),
        Err(f) => f.par(),
    };
    Ok(())
}

/// A mapping found by the walk, before permissions are worked out.
struct Mapping {
    pa: u32,
    size_log2: u32,
    /// AP[2:0] (APX in bit 2).
    ap: u32,
    xn: bool,
    pxn: bool,
    ng: bool,
}

/// Physical address of the first-level descriptor for `mva`, or `None` when the
/// TTBR it needs has walks disabled (PD0/PD1).
fn l1_address(r: &Cp15V7Regs, mva: u32) -> Option<u32> {
    let n = r.ttbcr & ttbcr::N;
    let top = !(u32::MAX >> n);
    let base = if mva & top != 0 {
        if r.ttbcr & ttbcr::PD1 != 0 {
            return None;
        }
        r.ttbr1 as u32 & 0xffff_c000
    } else {
        if r.ttbcr & ttbcr::PD0 != 0 {
            return None;
        }
        r.ttbr0 as u32 & !(0x3fff >> n)
    };
    Some(base | ((mva >> 18) & 0x3ffc))
}

/// Read and write permission of AP[2:0] at one level (Arm ARM table B3-8).
fn ap_rw(ap: u32, user: bool) -> (bool, bool) {
    match ap {
        1 => (!user, !user),
        2 => (true, !user),
        3 => (true, true),
        5 => (!user, false),
        6 | 7 => (true, false),
        // 0: no access (S and R are gone in ARMv7); 4: reserved.
        _ => (false, false),
    }
}

/// Read and write permission of the simplified model AP[2:1] (SCTLR.AFE).
fn simple_ap_rw(ap21: u32, user: bool) -> (bool, bool) {
    match ap21 {
        0 => (!user, !user),
        1 => (true, true),
        2 => (!user, false),
        _ => (true, false),
    }
}

/// The permissions of a Client domain at PL1 and PL0 (QEMU 7.2's
/// `get_phys_addr_v6`): execute needs read and no XN, and at PL1 no PXN. SCTLR.WXN
/// and UWXN are not applied to the short-descriptor format, as in QEMU 7.2 (measured:
/// a PL1 fetch from a writable page succeeds with either set; later QEMU applies them).
fn client_perms(sctlr_value: u32, m: &Mapping) -> (Rwx, Rwx) {
    let rw = |user| {
        if sctlr_value & sctlr::AFE != 0 {
            simple_ap_rw(m.ap >> 1, user)
        } else {
            ap_rw(m.ap, user)
        }
    };
    let (r1, w1) = rw(false);
    let (r0, w0) = rw(true);
    (
        Rwx {
            read: r1,
            write: w1,
            exec: r1 && !m.xn && !m.pxn,
        },
        Rwx {
            read: r0,
            write: w0,
            exec: r0 && !m.xn,
        },
    )
}

#[cfg(test)]
mod tests;

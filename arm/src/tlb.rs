//! The softmmu TLB: direct-mapped arrays of 4 KiB translations, one per privilege and
//! access kind, laid out so that generated code can do the lookup inline.
//!
//! # Contract for generated code
//!
//! For an access of kind `k` (read 0, write 1, fetch 2) at privilege `p` (privileged 0,
//! user 1) to virtual address `va`:
//!
//! ```text
//! e = &tlb.entries[p][k][(va >> 12) & (TLB_SIZE - 1)]
//! hit  <=> e.tag == va & !0xfff  &&  dacr & e.dacr_need == e.dacr_need
//! host  = e.host_addend + va            (wrapping u64 add)
//! ```
//!
//! A hit guarantees that the whole 4 KiB page lies inside guest RAM and that the access
//! is permitted (the DACR field of the page's domain is re-checked through `dacr_need`,
//! so DACR writes need no flush).
//!
//! Code running in User mode may leave out the DACR check on the User arrays, after
//! calling [`Tlb::enter_user`] with the DACR whenever it enters User mode: that drops
//! the User entries the DACR does not permit, and a fill or a restored entry that it
//! would not permit makes the next call look again. DACR can only change outside User
//! mode. Privileged code may leave it out on the privileged arrays the same way, after
//! calling [`Tlb::enter_privileged`] with the DACR before it runs and after every DACR
//! write (entries that the new DACR does not permit are dropped: the entries of each
//! revoked domain, listed by domain, not the whole arrays). Alignment checking (control register A bit) is not
//! part of the lookup: it is checked before it. Invalid entries hold
//! [`INVALID_TAG`], which no page-aligned address equals. Pages holding MMIO and
//! mappings smaller than 4 KiB (tiny pages, small pages whose four sub-page
//! permissions differ) are never entered.
//!
//! # ASIDs (ARMv7)
//!
//! Entries of non-global (nG) mappings belong to the ASID that was current when they
//! were made. The arrays above hold the global entries and those of the current ASID
//! only; a change of ASID moves the current one's non-global entries out to a small
//! store of per-ASID copies and brings the new ASID's back ([`asid`]), so a context
//! switch costs no refills for the last few address spaces. Invalidation by MVA, by
//! ASID or of everything reaches the stored copies too, with the architectural scope.
//! The ARM926 makes global entries only and never changes ASID: the store stays empty.

/// Entries per array (a power of two): 4 MiB of address space each, 96 KiB of entries.
pub const TLB_SIZE: usize = 1024;

/// Entries over the six arrays; an entry's *slot* is its index in them taken as one
/// array (`Tlb::meta_index`).
const SLOTS: usize = 2 * 3 * TLB_SIZE;

/// `Tlb::for_filled`'s sets of arrays, a bit per array in slot order (privileged read,
/// write, fetch, then the User ones).
const ALL_ARRAYS: u8 = 0b11_1111;
const WRITE_ARRAYS: u8 = 0b01_0010;
const USER_ARRAYS: u8 = 0b11_1000;

/// Tag of an invalid entry: never equal to a page-aligned address.
pub const INVALID_TAG: u32 = u32::MAX;

/// One cached translation. 16 bytes, `#[repr(C)]`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TlbEntry {
    /// Virtual page address (`va & !0xfff`), or [`INVALID_TAG`].
    pub tag: u32,
    /// DACR bits that must all be set for this entry to apply: 0 with the MMU off,
    /// `1 << 2d` when the access passes the AP check of domain `d` (client or
    /// manager), `3 << 2d` when only manager access allows it.
    pub dacr_need: u32,
    /// Host address of the page minus its virtual page address (wrapping).
    pub host_addend: u64,
}

impl TlbEntry {
    pub const INVALID: TlbEntry = TlbEntry {
        tag: INVALID_TAG,
        dacr_need: 0,
        host_addend: 0,
    };
}

/// Bookkeeping kept beside each entry, outside the arrays generated code reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Meta {
    /// Physical page address.
    phys_page: u32,
    /// Modified virtual address (after FCSE) of the page.
    mva: u32,
    /// Mask selecting the base of the mapping (section, large or small page) that
    /// the entry came from, for invalidation by MVA.
    region_mask: u32,
    /// Not global: the entry belongs to the current ASID.
    ng: bool,
}

impl Meta {
    /// Whether the mapping the entry came from contains the modified virtual address
    /// `mva`.
    fn covers(&self, mva: u32) -> bool {
        (self.mva ^ mva) & self.region_mask == 0
    }
}

const META_NONE: Meta = Meta {
    phys_page: 0,
    mva: 0,
    region_mask: 0,
    ng: false,
};

/// What a fill needs to know about a successful translation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fill {
    pub vaddr: u32,
    pub mva: u32,
    pub paddr: u32,
    /// log2 of the size of the mapping (12 for 4 KiB, 16, 20).
    pub region_log2: u32,
    pub dacr_need: u32,
    /// A non-global mapping (ARMv7 nG): it belongs to the current ASID.
    pub ng: bool,
}

/// The softmmu TLB.
#[repr(C)]
#[derive(Clone)]
pub struct Tlb {
    /// `entries[user as usize][kind index][(va >> 12) & (TLB_SIZE - 1)]`.
    pub entries: [[[TlbEntry; TLB_SIZE]; 3]; 2],
    /// The bookkeeping beside `entries` and the per-ASID copies, on the heap, so that
    /// a `Core` stays small enough for a thread's stack.
    side: Box<Side>,
    /// Translations entered since the TLB was made (TLB refills, for statistics).
    pub fills: u64,
    /// Calls of `enter_privileged` that dropped a revoked domain's entries (statistics).
    pub priv_scans: u64,
    /// Counts the calls that may have changed the TLB (fills, invalidations, ASID
    /// switches): equal counts mean equal contents, so lockstep copies the TLB only
    /// when a block changed it.
    pub changes: u64,
    /// One bit per MiB of modified virtual address space: set when an entry made from a
    /// mapping larger than 4 KiB (a section, a large page) covers part of it, since the
    /// last full flush. A flush by MVA elsewhere only looks at the entries that can hold
    /// that one page.
    wide: [u64; 64],
    /// Host address and size of the guest RAM the entries were made for; a
    /// different RAM flushes everything.
    ram_base: u64,
    ram_size: u32,
    /// A DACR under which every valid entry of the User arrays is permitted
    /// (`enter_user`), if known.
    user_dacr: Option<u32>,
    /// A DACR under which every valid entry of the privileged arrays is permitted
    /// (`enter_privileged`), if known.
    priv_dacr: Option<u32>,
    /// The DACR bits that some valid entry of the privileged arrays may need: the
    /// union of the `dacr_need` of those entered since the arrays were last scanned.
    /// A DACR that has all of them permits every entry without a scan.
    priv_need: u32,
}

/// What the TLB keeps outside the arrays generated code reads.
#[derive(Clone)]
struct Side {
    /// Beside `entries`, indexed by slot (`Tlb::meta_index`).
    meta: Box<[Meta]>,
    /// The current ASID and the other ASIDs' entries.
    asids: asid::Asids,
    /// The privileged entries by domain.
    domains: domains::Domains,
    /// The slots that received an entry since the last full flush.
    filled: Filled,
}

/// The slots that received an entry since the last full flush, each listed once, so
/// that a flush rewrites those only (a full flush is frequent: every context switch on
/// the ARM926) unless so many were filled that writing all of them costs less.
#[derive(Clone)]
struct Filled {
    slots: Vec<u16>,
    /// One bit per slot: listed in `slots`.
    listed: Box<[u64; SLOTS / 64]>,
}

/// A full flush with more filled slots than this rewrites every entry instead of the
/// listed ones (one pass of sequential stores beats scattered ones well before all of
/// them are listed).
const FLUSH_LISTED_MAX: usize = SLOTS / 4;

impl Filled {
    fn new() -> Filled {
        Filled {
            slots: Vec::with_capacity(FLUSH_LISTED_MAX),
            listed: Box::new([0; SLOTS / 64]),
        }
    }

    #[inline]
    fn note(&mut self, slot: usize) {
        let (word, bit) = (slot / 64, 1u64 << (slot % 64));
        if self.listed[word] & bit == 0 {
            self.listed[word] |= bit;
            self.slots.push(slot as u16);
        }
    }
}

impl std::fmt::Debug for Tlb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let valid = self
            .entries
            .iter()
            .flatten()
            .flatten()
            .filter(|e| e.tag != INVALID_TAG)
            .count();
        f.debug_struct("Tlb")
            .field("valid_entries", &valid)
            .finish()
    }
}

impl Default for Tlb {
    fn default() -> Tlb {
        Tlb::new()
    }
}

impl Tlb {
    pub fn new() -> Tlb {
        Tlb {
            entries: [[[TlbEntry::INVALID; TLB_SIZE]; 3]; 2],
            side: Box::new(Side {
                meta: vec![META_NONE; SLOTS].into_boxed_slice(),
                asids: asid::Asids::default(),
                domains: domains::Domains::default(),
                filled: Filled::new(),
            }),
            fills: 0,
            priv_scans: 0,
            changes: 0,
            wide: [0; 64],
            ram_base: 0,
            ram_size: 0,
            user_dacr: None,
            priv_dacr: None,
            priv_need: 0,
        }
    }

    /// Byte offset inside `Tlb` of the entry array for (`user`, `kind`), for
    /// generated code (add `offset_of!` of the `Tlb` within its owner).
    pub const fn array_offset(user: bool, kind: usize) -> usize {
        std::mem::offset_of!(Tlb, entries)
            + (user as usize * 3 + kind) * TLB_SIZE * std::mem::size_of::<TlbEntry>()
    }

    #[inline]
    fn meta_index(user: usize, kind: usize, i: usize) -> usize {
        (user * 3 + kind) * TLB_SIZE + i
    }

    /// The entry at `slot`.
    #[inline]
    fn slot_mut(&mut self, slot: usize) -> &mut TlbEntry {
        let array = slot / TLB_SIZE;
        &mut self.entries[array / 3][array % 3][slot % TLB_SIZE]
    }

    #[inline]
    fn index(vaddr: u32) -> usize {
        (vaddr >> 12) as usize & (TLB_SIZE - 1)
    }

    /// Looks `vaddr` up; on a hit returns the physical address.
    #[inline]
    pub fn lookup(&self, vaddr: u32, kind: usize, user: bool, dacr: u32) -> Option<u32> {
        let i = Self::index(vaddr);
        let e = &self.entries[user as usize][kind][i];
        if e.tag == vaddr & !0xfff && dacr & e.dacr_need == e.dacr_need {
            Some(
                self.side.meta[Self::meta_index(user as usize, kind, i)].phys_page
                    | (vaddr & 0xfff),
            )
        } else {
            None
        }
    }

    /// Makes sure the entries belong to the RAM of `size` bytes mapped at host
    /// address `base`.
    pub fn check_ram(&mut self, base: u64, size: u32) {
        if base != self.ram_base || size != self.ram_size {
            self.changes += 1;
            crate::events::tlb_flush("RAM moved");
            self.flush();
            self.ram_base = base;
            self.ram_size = size;
        }
    }

    /// Makes every valid entry of the User arrays one that `dacr` permits (dropping the
    /// others), for code that runs in User mode under `dacr` without the DACR check (see
    /// the module's contract). Costs nothing while `dacr` is the DACR of the last call
    /// and no entry it would not permit came in since.
    pub fn enter_user(&mut self, dacr: u32) {
        if self.user_dacr == Some(dacr) {
            return;
        }
        self.changes += 1;
        self.for_filled(USER_ARRAYS, |tlb, slot| {
            let e = tlb.slot_mut(slot);
            if e.tag != INVALID_TAG && dacr & e.dacr_need != e.dacr_need {
                *e = TlbEntry::INVALID;
            }
        });
        self.user_dacr = Some(dacr);
    }

    /// Notes an entry of `dacr_need` coming into the User arrays (`enter_user`).
    fn note_user_entry(&mut self, dacr_need: u32) {
        if self.user_dacr.is_some_and(|d| d & dacr_need != dacr_need) {
            self.user_dacr = None;
        }
    }

    /// Makes every valid entry of the privileged arrays one that `dacr` permits
    /// (dropping the others), for privileged code that runs under `dacr` without the
    /// DACR check (see the module's contract). Costs nothing while `dacr` is the DACR
    /// of the last call and no entry it would not permit came in since, and no scan
    /// where `dacr` grants every domain that the entries made since the last scan need
    /// (so a DACR write that only grants, as Linux's uaccess enabling, or that revokes a
    /// domain no entry uses, scans nothing).
    pub fn enter_privileged(&mut self, dacr: u32) {
        if self.priv_dacr == Some(dacr) {
            return;
        }
        let revoked = self.priv_need & !dacr;
        if revoked != 0 {
            self.changes += 1;
            for d in 0..16 {
                let field = 3u32 << (2 * d);
                if revoked & field != 0 {
                    let need = self.drop_domain(d, dacr);
                    self.priv_need = self.priv_need & !field | need;
                }
            }
            self.priv_scans += 1;
        }
        self.priv_dacr = Some(dacr);
    }

    /// Notes an entry of `dacr_need` coming into privileged `slot`
    /// (`enter_privileged`).
    fn note_priv_entry(&mut self, slot: usize, dacr_need: u32) {
        self.priv_need |= dacr_need;
        self.side.domains.note(slot, dacr_need);
        if self.priv_dacr.is_some_and(|d| d & dacr_need != dacr_need) {
            self.priv_dacr = None;
        }
    }

    /// Notes an entry of `dacr_need` coming into `slot`.
    #[inline]
    fn note_entry(&mut self, slot: usize, dacr_need: u32) {
        self.side.filled.note(slot);
        // Slots of the User arrays follow the privileged ones'.
        if slot >= 3 * TLB_SIZE {
            self.note_user_entry(dacr_need);
        } else {
            self.note_priv_entry(slot, dacr_need);
        }
    }

    /// Enters a translation. The caller guarantees the physical page lies inside
    /// RAM and that the mapping covers the whole 4 KiB page with one permission.
    #[inline]
    pub fn fill(&mut self, kind: usize, user: bool, f: Fill) {
        self.enter(user, f, [(kind, f.dacr_need)]);
    }

    /// `fill` of (`kind`, `user`), then of the same page's read entry with `read_need`
    /// in place of `f.dacr_need`: a fetch or write miss's walk, which fills the read
    /// entry beside it (`Mmu`'s refill). The same entries as the two `fill`s, with the
    /// translation's entry, `Meta` and `wide` mark worked out once.
    #[inline]
    pub fn fill_with_read(&mut self, kind: usize, user: bool, f: Fill, read_need: u32) {
        const READ: usize = 0; // AccessKind::Read
        self.enter(user, f, [(kind, f.dacr_need), (READ, read_need)]);
    }

    /// Enters the translation `f` in the array of each (kind, DACR need) of `kinds`,
    /// in order, for `user`.
    #[inline]
    fn enter<const N: usize>(&mut self, user: bool, f: Fill, kinds: [(usize, u32); N]) {
        self.changes += 1;
        let i = Self::index(f.vaddr);
        let vpage = f.vaddr & !0xfff;
        let ppage = f.paddr & !0xfff;
        let host_addend = self
            .ram_base
            .wrapping_add(u64::from(ppage))
            .wrapping_sub(u64::from(vpage));
        let log2 = f.region_log2.clamp(12, 31);
        if log2 > 12 {
            self.mark_wide(f.mva, log2);
        }
        let meta = Meta {
            phys_page: ppage,
            mva: f.mva & !0xfff,
            region_mask: !((1u32 << log2) - 1),
            ng: f.ng,
        };
        for (kind, dacr_need) in kinds {
            let slot = Self::meta_index(user as usize, kind, i);
            self.note_entry(slot, dacr_need);
            self.entries[user as usize][kind][i] = TlbEntry {
                tag: vpage,
                dacr_need,
                host_addend,
            };
            self.side.meta[slot] = meta;
            if f.ng {
                self.side.asids.note_ng(slot);
            }
        }
        self.fills += N as u64;
    }

    /// Sets the `wide` bits of every MiB that the mapping of 2^`log2` bytes holding
    /// `mva` overlaps (a supersection 16, the MMU off 2048).
    fn mark_wide(&mut self, mva: u32, log2: u32) {
        let first = ((mva & !((1u32 << log2) - 1)) >> 20) as usize;
        let end = first + (1usize << log2.saturating_sub(20));
        let mut mb = first;
        while mb < end {
            if mb.is_multiple_of(64) && end - mb >= 64 {
                self.wide[mb / 64] = u64::MAX;
                mb += 64;
            } else {
                self.wide[mb / 64] |= 1 << (mb % 64);
                mb += 1;
            }
        }
    }

    /// Invalidates every entry, those kept for other ASIDs included.
    pub fn flush(&mut self) {
        self.changes += 1;
        let filled = std::mem::take(&mut self.side.filled.slots);
        if filled.len() > FLUSH_LISTED_MAX {
            for e in self.entries.iter_mut().flatten().flatten() {
                *e = TlbEntry::INVALID;
            }
        } else {
            // Only these slots can hold a valid entry: every entry comes in through
            // `note_entry`.
            for &slot in &filled {
                *self.slot_mut(slot as usize) = TlbEntry::INVALID;
            }
        }
        let mut filled = filled;
        filled.clear();
        self.side.filled.slots = filled;
        *self.side.filled.listed = [0; SLOTS / 64];
        self.wide = [0; 64];
        self.side.asids.clear();
        self.side.domains.clear();
        self.priv_need = 0;
    }

    /// Invalidates every entry whose mapping (section, large or small page) contains
    /// the modified virtual address `mva`, for every ASID (TLBIMVAA; the ARM926's
    /// TLB operations by MVA).
    pub fn flush_mva(&mut self, mva: u32) {
        self.changes += 1;
        crate::events::tlb_flush_mva(mva);
        self.flush_mva_active(mva, false);
        self.side.asids.forget_mva_all(mva);
    }

    /// Invalidates the entries of the arrays whose mapping contains `mva`; with
    /// `global_only`, only global ones. Unless an entry of a larger mapping may cover
    /// `mva` (`wide`), only 4 KiB mappings of its page can, and those sit at one
    /// index: FCSE changes only address bits 25-31, above the index bits.
    fn flush_mva_active(&mut self, mva: u32, global_only: bool) {
        let mb = (mva >> 20) as usize;
        if self.wide[mb / 64] & (1 << (mb % 64)) != 0 {
            self.flush_mva_scan(mva, global_only);
            return;
        }
        const _: () = assert!(TLB_SIZE << 12 <= 1 << 25);
        let i = Self::index(mva);
        for p in 0..2 {
            for k in 0..3 {
                let m = self.side.meta[Self::meta_index(p, k, i)];
                let e = &mut self.entries[p][k][i];
                if e.tag != INVALID_TAG && m.covers(mva) && !(global_only && m.ng) {
                    *e = TlbEntry::INVALID;
                }
            }
        }
    }

    /// `flush_mva_active` looking at every entry. It also makes `wide` exact again
    /// (the wide entries left in the arrays; those kept for other ASIDs mark it when
    /// they come back), so that the MiBs no wide entry covers any longer (the MMU-off
    /// mapping of the boot, sections since replaced) stop costing a scan.
    fn flush_mva_scan(&mut self, mva: u32, global_only: bool) {
        self.wide = [0; 64];
        self.for_filled(ALL_ARRAYS, |tlb, slot| {
            let m = tlb.side.meta[slot];
            let e = tlb.slot_mut(slot);
            if e.tag == INVALID_TAG {
                return;
            }
            if m.covers(mva) && !(global_only && m.ng) {
                *e = TlbEntry::INVALID;
            } else if m.region_mask != !0xfff {
                tlb.mark_wide(m.mva, m.region_mask.trailing_zeros());
            }
        });
    }

    /// Calls `f` with every slot of the arrays `arrays` (bit `a` for the array of slots
    /// `a * TLB_SIZE..`, as `meta_index` numbers them) that may hold a valid entry: the
    /// slots filled since the last full flush where they are fewer than the arrays'
    /// (every entry comes in through `note_entry`, which lists its slot), else all of
    /// them, so that a scan after a full flush costs what was filled since. `f` may
    /// invalidate entries, never fill one.
    fn for_filled(&mut self, arrays: u8, mut f: impl FnMut(&mut Tlb, usize)) {
        let filled = std::mem::take(&mut self.side.filled.slots);
        if filled.len() < arrays.count_ones() as usize * TLB_SIZE {
            for &slot in &filled {
                let slot = usize::from(slot);
                if arrays & (1 << (slot / TLB_SIZE)) != 0 {
                    f(self, slot);
                }
            }
        } else {
            for a in (0..6).filter(|a| arrays & (1 << a) != 0) {
                for slot in a * TLB_SIZE..(a + 1) * TLB_SIZE {
                    f(self, slot);
                }
            }
        }
        debug_assert!(self.side.filled.slots.is_empty(), "a scan filled an entry");
        self.side.filled.slots = filled;
    }

    /// Invalidates every entry that maps the physical page holding `paddr` (for
    /// code-page tracking: after this, the next access to that page takes the slow
    /// path).
    pub fn flush_phys(&mut self, paddr: u32) {
        self.changes += 1;
        crate::events::tlb_flush_phys(paddr, 0);
        let page = paddr & !0xfff;
        self.for_filled(ALL_ARRAYS, |tlb, slot| tlb.forget_phys_slot(slot, page));
        self.side.asids.forget_phys(page, None);
    }

    /// Invalidates the write entries that map the physical page holding `paddr`: a
    /// page that holds translated code must take the slow path on every write, so
    /// that the engines see the write (self-modifying code).
    pub fn flush_phys_writes(&mut self, paddr: u32) {
        self.changes += 1;
        crate::events::tlb_flush_phys(paddr, 1);
        let page = paddr & !0xfff;
        let w = 1; // AccessKind::Write
        self.for_filled(WRITE_ARRAYS, |tlb, slot| tlb.forget_phys_slot(slot, page));
        self.side.asids.forget_phys(page, Some(w));
    }

    /// Invalidates the entry at `slot` if it maps physical page `page`.
    fn forget_phys_slot(&mut self, slot: usize, page: u32) {
        let m = self.side.meta[slot];
        let e = self.slot_mut(slot);
        if e.tag != INVALID_TAG && m.phys_page == page {
            *e = TlbEntry::INVALID;
        }
    }

    /// Invalidates the write entries (both privileges) for virtual `vaddr`.
    pub fn forget_write(&mut self, vaddr: u32) {
        self.changes += 1;
        let i = Self::index(vaddr);
        for p in 0..2 {
            self.entries[p][1][i] = TlbEntry::INVALID;
        }
    }

    /// Number of valid entries (for tests and statistics).
    pub fn valid_entries(&self) -> usize {
        self.entries
            .iter()
            .flatten()
            .flatten()
            .filter(|e| e.tag != INVALID_TAG)
            .count()
    }
}

mod asid;
mod domains;
pub use asid::SAVED_ASIDS;

#[cfg(test)]
mod tests;

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
//! so DACR writes need no flush). Alignment checking (control register A bit) is not
//! part of the lookup: it is checked before it. Invalid entries hold
//! [`INVALID_TAG`], which no page-aligned address equals. Pages holding MMIO and
//! mappings smaller than 4 KiB (tiny pages, small pages whose four sub-page
//! permissions differ) are never entered.

/// Entries per array (a power of two): 4 MiB of address space each, 96 KiB of entries.
pub const TLB_SIZE: usize = 1024;

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
}

const META_NONE: Meta = Meta {
    phys_page: 0,
    mva: 0,
    region_mask: 0,
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
}

/// The softmmu TLB.
#[repr(C)]
#[derive(Clone)]
pub struct Tlb {
    /// `entries[user as usize][kind index][(va >> 12) & (TLB_SIZE - 1)]`.
    pub entries: [[[TlbEntry; TLB_SIZE]; 3]; 2],
    /// Beside `entries`, indexed alike (`Tlb::meta_index`); on the heap, so that a `Core`
    /// stays small enough for a thread's stack.
    meta: Box<[Meta]>,
    /// One bit per MiB of modified virtual address space: set when an entry made from a
    /// mapping larger than 4 KiB (a section, a large page) covers part of it, since the
    /// last full flush. A flush by MVA elsewhere only looks at the entries that can hold
    /// that one page.
    wide: [u64; 64],
    /// Host address and size of the guest RAM the entries were made for; a
    /// different RAM flushes everything.
    ram_base: u64,
    ram_size: u32,
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
            meta: vec![META_NONE; 2 * 3 * TLB_SIZE].into_boxed_slice(),
            wide: [0; 64],
            ram_base: 0,
            ram_size: 0,
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
            Some(self.meta[Self::meta_index(user as usize, kind, i)].phys_page | (vaddr & 0xfff))
        } else {
            None
        }
    }

    /// Makes sure the entries belong to the RAM of `size` bytes mapped at host
    /// address `base`.
    pub fn check_ram(&mut self, base: u64, size: u32) {
        if base != self.ram_base || size != self.ram_size {
            crate::events::tlb_flush("RAM moved");
            self.flush();
            self.ram_base = base;
            self.ram_size = size;
        }
    }

    /// Enters a translation. The caller guarantees the physical page lies inside
    /// RAM and that the mapping covers the whole 4 KiB page with one permission.
    pub fn fill(&mut self, kind: usize, user: bool, f: Fill) {
        let i = Self::index(f.vaddr);
        let vpage = f.vaddr & !0xfff;
        let ppage = f.paddr & !0xfff;
        self.entries[user as usize][kind][i] = TlbEntry {
            tag: vpage,
            dacr_need: f.dacr_need,
            host_addend: self
                .ram_base
                .wrapping_add(u64::from(ppage))
                .wrapping_sub(u64::from(vpage)),
        };
        let log2 = f.region_log2.clamp(12, 31);
        if log2 > 12 {
            let mb = (f.mva >> 20) as usize;
            self.wide[mb / 64] |= 1 << (mb % 64);
        }
        self.meta[Self::meta_index(user as usize, kind, i)] = Meta {
            phys_page: ppage,
            mva: f.mva & !0xfff,
            region_mask: !((1u32 << log2) - 1),
        };
    }

    /// Invalidates every entry.
    pub fn flush(&mut self) {
        for e in self.entries.iter_mut().flatten().flatten() {
            *e = TlbEntry::INVALID;
        }
        self.wide = [0; 64];
    }

    /// Invalidates every entry whose mapping (section, large or small page) contains
    /// the modified virtual address `mva`, like a TLB operation by MVA. Unless an entry
    /// of a larger mapping may cover `mva` (`wide`), only 4 KiB mappings of its page can,
    /// and those sit at one index: FCSE changes only address bits 25-31, above the
    /// index bits.
    pub fn flush_mva(&mut self, mva: u32) {
        crate::events::tlb_flush_mva(mva);
        let mb = (mva >> 20) as usize;
        if self.wide[mb / 64] & (1 << (mb % 64)) != 0 {
            self.flush_mva_scan(mva);
            return;
        }
        const _: () = assert!(TLB_SIZE << 12 <= 1 << 25);
        let i = Self::index(mva);
        for p in 0..2 {
            for k in 0..3 {
                let m = self.meta[Self::meta_index(p, k, i)];
                let e = &mut self.entries[p][k][i];
                if e.tag != INVALID_TAG && (m.mva ^ mva) & m.region_mask == 0 {
                    *e = TlbEntry::INVALID;
                }
            }
        }
    }

    /// `flush_mva` looking at every entry.
    fn flush_mva_scan(&mut self, mva: u32) {
        for p in 0..2 {
            for k in 0..3 {
                for i in 0..TLB_SIZE {
                    let m = self.meta[Self::meta_index(p, k, i)];
                    let e = &mut self.entries[p][k][i];
                    if e.tag != INVALID_TAG && (m.mva ^ mva) & m.region_mask == 0 {
                        *e = TlbEntry::INVALID;
                    }
                }
            }
        }
    }

    /// Invalidates every entry that maps the physical page holding `paddr` (for
    /// code-page tracking: after this, the next access to that page takes the slow
    /// path).
    pub fn flush_phys(&mut self, paddr: u32) {
        crate::events::tlb_flush_phys(paddr, 0);
        let page = paddr & !0xfff;
        for p in 0..2 {
            for k in 0..3 {
                for i in 0..TLB_SIZE {
                    if self.entries[p][k][i].tag != INVALID_TAG
                        && self.meta[Self::meta_index(p, k, i)].phys_page == page
                    {
                        self.entries[p][k][i] = TlbEntry::INVALID;
                    }
                }
            }
        }
    }

    /// Invalidates the write entries that map the physical page holding `paddr`: a
    /// page that holds translated code must take the slow path on every write, so
    /// that the engines see the write (self-modifying code).
    pub fn flush_phys_writes(&mut self, paddr: u32) {
        crate::events::tlb_flush_phys(paddr, 1);
        let page = paddr & !0xfff;
        let w = 1; // AccessKind::Write
        for p in 0..2 {
            for i in 0..TLB_SIZE {
                if self.entries[p][w][i].tag != INVALID_TAG
                    && self.meta[Self::meta_index(p, w, i)].phys_page == page
                {
                    self.entries[p][w][i] = TlbEntry::INVALID;
                }
            }
        }
    }

    /// Invalidates the write entries (both privileges) for virtual `vaddr`.
    pub fn forget_write(&mut self, vaddr: u32) {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn fill(t: &mut Tlb, va: u32, pa: u32, log2: u32, need: u32) {
        t.fill(
            0,
            false,
            Fill {
                vaddr: va,
                mva: va,
                paddr: pa,
                region_log2: log2,
                dacr_need: need,
            },
        );
    }

    #[test]
    fn entry_layout_is_16_bytes() {
        assert_eq!(std::mem::size_of::<TlbEntry>(), 16);
        assert_eq!(std::mem::offset_of!(TlbEntry, tag), 0);
        assert_eq!(std::mem::offset_of!(TlbEntry, dacr_need), 4);
        assert_eq!(std::mem::offset_of!(TlbEntry, host_addend), 8);
    }

    #[test]
    fn array_offset_matches_layout() {
        let t = Tlb::new();
        let base = &t as *const Tlb as usize;
        for user in [false, true] {
            for kind in 0..3 {
                let arr = &t.entries[user as usize][kind] as *const _ as usize;
                assert_eq!(arr - base, Tlb::array_offset(user, kind));
            }
        }
    }

    #[test]
    fn lookup_hits_only_filled_page_and_kind() {
        let mut t = Tlb::new();
        t.check_ram(0x1000_0000, 0x1000);
        fill(&mut t, 0xc000_5000, 0x0030_5000, 12, 0);
        assert_eq!(t.lookup(0xc000_5abc, 0, false, 0), Some(0x0030_5abc));
        assert_eq!(t.lookup(0xc000_6abc, 0, false, 0), None);
        assert_eq!(t.lookup(0xc000_5abc, 1, false, 0), None);
        assert_eq!(t.lookup(0xc000_5abc, 0, true, 0), None);
        let e = t.entries[0][0][5];
        assert_eq!(
            e.host_addend.wrapping_add(0xc000_5abc),
            0x1000_0000 + 0x0030_5abc
        );
    }

    #[test]
    fn dacr_need_rechecks_domain() {
        let mut t = Tlb::new();
        fill(&mut t, 0x1000, 0x1000, 12, 1 << 6); // domain 3, client ok
        fill(&mut t, 0x2000, 0x2000, 12, 3 << 6); // domain 3, manager only
        assert!(t.lookup(0x1000, 0, false, 1 << 6).is_some());
        assert!(t.lookup(0x1000, 0, false, 3 << 6).is_some());
        assert!(t.lookup(0x1000, 0, false, 2 << 6).is_none());
        assert!(t.lookup(0x1000, 0, false, 0).is_none());
        assert!(t.lookup(0x2000, 0, false, 1 << 6).is_none());
        assert!(t.lookup(0x2000, 0, false, 3 << 6).is_some());
    }

    #[test]
    fn flush_mva_drops_whole_section() {
        let mut t = Tlb::new();
        fill(&mut t, 0x0010_0000, 0x0010_0000, 20, 0);
        fill(&mut t, 0x001f_f000, 0x001f_f000, 20, 0);
        fill(&mut t, 0x0020_3000, 0x0020_3000, 12, 0);
        fill(&mut t, 0x0020_4000, 0x0020_4000, 12, 0);
        t.flush_mva(0x0015_0000);
        assert!(t.lookup(0x0010_0000, 0, false, 0).is_none());
        assert!(t.lookup(0x001f_f000, 0, false, 0).is_none());
        t.flush_mva(0x0020_3fff);
        assert!(t.lookup(0x0020_3000, 0, false, 0).is_none());
        assert!(t.lookup(0x0020_4000, 0, false, 0).is_some());
        t.flush_phys(0x0020_4123);
        assert_eq!(t.valid_entries(), 0);
    }

    /// `flush_mva`'s short path leaves exactly what the whole scan leaves, with and
    /// without FCSE and sections.
    #[test]
    fn flush_mva_equals_the_whole_scan() {
        let pid = 0x0600_0000;
        let mut fills = vec![];
        for i in 0..40u32 {
            let va = 0x0001_0000 + i * 0x0003_3000;
            let mva = if va < 0x0200_0000 { va | pid } else { va };
            fills.push((va, mva, 12));
        }
        fills.push((0xc010_0000, 0xc010_0000, 20));
        fills.push((0x0040_0000, 0x0640_0000, 16));
        let mut flushed = 0;
        let flushes = [
            0x0001_0000,
            0x0601_0123,
            0x0604_3000,
            0xc01f_f000,
            0x0640_8000,
            0x0607_6abc,
            0x0643_f000,
        ];
        for flush in flushes {
            let mut a = Tlb::new();
            for &(va, mva, log2) in &fills {
                for kind in 0..3 {
                    let f = Fill {
                        vaddr: va,
                        mva,
                        paddr: va & 0xffff,
                        region_log2: log2,
                        dacr_need: 0,
                    };
                    a.fill(kind, kind == 1, f);
                }
            }
            let mut b = a.clone();
            let before = a.valid_entries();
            a.flush_mva(flush);
            b.flush_mva_scan(flush);
            assert!(a.entries == b.entries, "flush of {flush:#x}");
            flushed += before - a.valid_entries();
        }
        // Each flush but the first hits one page or mapping of each kind.
        assert_eq!(flushed, 6 * 3);
    }

    #[test]
    fn new_ram_base_flushes() {
        let mut t = Tlb::new();
        t.check_ram(0x1000, 0x2000);
        fill(&mut t, 0x1000, 0x1000, 12, 0);
        t.check_ram(0x1000, 0x2000);
        assert_eq!(t.valid_entries(), 1);
        t.check_ram(0x2000, 0x2000);
        assert_eq!(t.valid_entries(), 0);
        fill(&mut t, 0x1000, 0x1000, 12, 0);
        t.check_ram(0x2000, 0x1000);
        assert_eq!(t.valid_entries(), 0);
    }
}

//! The TLB's ASID tags (ARMv7): the current ASID, which slots of the arrays received
//! non-global entries, and the non-global entries of the last [`SAVED_ASIDS`] other
//! ASIDs, kept aside so that switching back to one of them finds its translations.
//!
//! The arrays generated code reads hold global entries and the current ASID's only:
//! [`Tlb::switch_asid`] moves the current ASID's non-global entries into the store and
//! puts the new ASID's back in their slots (over whatever entry sits there: a TLB may
//! drop any entry). Invalidations reach the store with the architectural scope
//! (DDI0406C B3.10.5): by ASID, by MVA for one ASID, by MVA for all ASIDs, all; a
//! translation that goes away for the engines' sake (a code page's write entries,
//! a physical page) goes away from the store too, so nothing comes back that the
//! engines no longer expect.

use super::{Meta, Tlb, TlbEntry, INVALID_TAG, SLOTS, TLB_SIZE};

/// How many other ASIDs keep their entries; the one used least recently makes room.
pub const SAVED_ASIDS: usize = 8;

/// One stored entry: where it sat, the entry, its bookkeeping.
#[derive(Clone, Copy, Debug)]
struct Saved {
    slot: u16,
    entry: TlbEntry,
    meta: Meta,
}

const _: () = assert!(SLOTS <= u16::MAX as usize + 1);

/// The non-global entries of one ASID that is not current.
#[derive(Clone, Debug)]
struct AsidEntries {
    asid: u8,
    /// `Asids::clock` when it was last current (for replacement).
    used: u64,
    entries: Vec<Saved>,
}

/// The ASID state of a TLB.
#[derive(Clone, Debug, Default)]
pub(super) struct Asids {
    /// The ASID the arrays' non-global entries belong to.
    current: u8,
    /// Slots that received a non-global entry since the last switch; an entry may
    /// have gone or been replaced since (re-checked when used). Past [`SLOTS`] of
    /// them `overflowed` is set and the arrays are scanned instead.
    ng_slots: Vec<u16>,
    /// Whether `ng_slots` misses some slots with a non-global entry.
    overflowed: bool,
    /// Other ASIDs' entries, at most [`SAVED_ASIDS`]; never the current ASID.
    saved: Vec<AsidEntries>,
    /// Counts switches.
    clock: u64,
    /// An empty list whose allocation the next switch reuses.
    spare: Vec<Saved>,
}

impl Asids {
    /// Notes that `slot` received a non-global entry.
    pub(super) fn note_ng(&mut self, slot: usize) {
        if self.ng_slots.len() < SLOTS {
            self.ng_slots.push(slot as u16);
        } else {
            self.overflowed = true;
        }
    }

    /// Forgets every stored entry (the arrays were flushed).
    pub(super) fn clear(&mut self) {
        self.ng_slots.clear();
        self.overflowed = false;
        self.saved.clear();
    }

    /// Drops the stored entries, of every ASID, whose mapping contains `mva`.
    pub(super) fn forget_mva_all(&mut self, mva: u32) {
        for a in &mut self.saved {
            a.entries.retain(|s| !s.meta.covers(mva));
        }
    }

    /// Drops the stored entries that map physical page `page`; with `kind`, only
    /// those of that access kind (read 0, write 1, fetch 2).
    pub(super) fn forget_phys(&mut self, page: u32, kind: Option<usize>) {
        for a in &mut self.saved {
            a.entries.retain(|s| {
                let k = (s.slot as usize / TLB_SIZE) % 3;
                !(s.meta.phys_page == page && kind.is_none_or(|want| want == k))
            });
        }
    }

    fn position(&self, asid: u8) -> Option<usize> {
        self.saved.iter().position(|a| a.asid == asid)
    }
}

impl Tlb {
    /// The ASID the non-global entries of the arrays belong to.
    pub fn asid(&self) -> u8 {
        self.side.asids.current
    }

    /// Makes `asid` current (a CONTEXTIDR write that changes the ASID): the current
    /// ASID's non-global entries go to the store, `asid`'s come back from it.
    pub fn switch_asid(&mut self, asid: u8) {
        let old = self.side.asids.current;
        if asid == old {
            return;
        }
        self.changes += 1;
        let mut list = std::mem::take(&mut self.side.asids.spare);
        self.take_ng_entries(&mut list);
        let a = &mut self.side.asids;
        a.clock += 1;
        if list.is_empty() {
            a.spare = list;
        } else {
            if a.saved.len() == SAVED_ASIDS {
                // The least recently used ASID makes room; its allocation is reused.
                let lru = (0..a.saved.len())
                    .min_by_key(|&i| a.saved[i].used)
                    .unwrap_or(0);
                a.spare = a.saved.swap_remove(lru).entries;
                a.spare.clear();
            }
            a.saved.push(AsidEntries {
                asid: old,
                used: a.clock,
                entries: list,
            });
        }
        a.current = asid;
        if let Some(i) = a.position(asid) {
            let mut back = a.saved.swap_remove(i).entries;
            for s in &back {
                self.restore(s);
            }
            back.clear();
            self.side.asids.spare = back;
        }
    }

    /// Invalidates the non-global entries of `asid` (TLBIASID); global entries stay.
    pub fn flush_asid(&mut self, asid: u8) {
        self.changes += 1;
        if asid == self.side.asids.current {
            let mut gone = std::mem::take(&mut self.side.asids.spare);
            self.take_ng_entries(&mut gone);
            gone.clear();
            self.side.asids.spare = gone;
        } else if let Some(i) = self.side.asids.position(asid) {
            self.side.asids.saved.swap_remove(i);
        }
    }

    /// Invalidates the entries whose mapping contains `mva` that are global or belong
    /// to `asid` (TLBIMVA).
    pub fn flush_mva_asid(&mut self, mva: u32, asid: u8) {
        self.changes += 1;
        crate::events::tlb_flush_mva(mva);
        let current = asid == self.side.asids.current;
        self.flush_mva_active(mva, !current);
        if !current {
            if let Some(i) = self.side.asids.position(asid) {
                self.side.asids.saved[i]
                    .entries
                    .retain(|s| !s.meta.covers(mva));
            }
        }
    }

    /// Flushes everything and makes `asid` current (a restored machine).
    pub fn flush_to_asid(&mut self, asid: u8) {
        self.flush();
        self.side.asids.current = asid;
    }

    /// Entries kept for ASIDs other than the current one, per ASID (statistics and
    /// tests).
    pub fn saved_entries(&self) -> Vec<(u8, usize)> {
        let mut v: Vec<_> = self
            .side
            .asids
            .saved
            .iter()
            .map(|a| (a.asid, a.entries.len()))
            .collect();
        v.sort_unstable();
        v
    }

    /// Moves the non-global entries of the arrays into `out`, invalidating them.
    fn take_ng_entries(&mut self, out: &mut Vec<Saved>) {
        let listed = std::mem::take(&mut self.side.asids.ng_slots);
        let mut take = |tlb: &mut Tlb, slot: usize| {
            let meta = tlb.side.meta[slot];
            let e = tlb.slot_mut(slot);
            if e.tag != INVALID_TAG && meta.ng {
                out.push(Saved {
                    slot: slot as u16,
                    entry: *e,
                    meta,
                });
                *e = TlbEntry::INVALID;
            }
        };
        if self.side.asids.overflowed {
            for slot in 0..SLOTS {
                take(self, slot);
            }
        } else {
            for &slot in &listed {
                take(self, slot as usize);
            }
        }
        let mut listed = listed;
        listed.clear();
        self.side.asids.ng_slots = listed;
        self.side.asids.overflowed = false;
    }

    /// Puts a stored entry back in its slot.
    fn restore(&mut self, s: &Saved) {
        let slot = s.slot as usize;
        self.note_entry(slot, s.entry.dacr_need);
        *self.slot_mut(slot) = s.entry;
        self.side.meta[slot] = s.meta;
        self.side.asids.note_ng(slot);
        if s.meta.region_mask != !0xfff {
            self.mark_wide(s.meta.mva, s.meta.region_mask.trailing_zeros());
        }
    }
}

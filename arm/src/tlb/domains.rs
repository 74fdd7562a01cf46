//! The privileged arrays' entries listed by domain, so that a DACR write that revokes a
//! domain (Linux's uaccess disabling, on every kernel entry with SW PAN) drops that
//! domain's entries without scanning the arrays ([`Tlb::enter_privileged`]).

use super::{Tlb, TlbEntry, INVALID_TAG, TLB_SIZE};

/// Slots of the privileged arrays (they come first among the slots).
const PRIV_SLOTS: usize = 3 * TLB_SIZE;

/// Per domain, the privileged slots that received an entry of that domain.
#[derive(Clone, Debug, Default)]
pub(super) struct Domains {
    /// Per domain, the slots that received an entry of it since it was last revoked; an
    /// entry may have gone or been replaced since (re-checked when used). Past
    /// [`PRIV_SLOTS`] of them the domain's bit in `overflowed` is set and the arrays are
    /// scanned instead.
    slots: [Vec<u16>; 16],
    /// Domains whose list misses some slots.
    overflowed: u16,
}

/// The domain whose DACR field `dacr_need` names (`None` for an entry that needs
/// nothing: the MMU off).
fn domain_of(dacr_need: u32) -> Option<usize> {
    (dacr_need != 0).then(|| dacr_need.trailing_zeros() as usize / 2)
}

impl Domains {
    /// Notes that privileged `slot` received an entry of `dacr_need`.
    pub(super) fn note(&mut self, slot: usize, dacr_need: u32) {
        let Some(d) = domain_of(dacr_need) else {
            return;
        };
        let list = &mut self.slots[d];
        if list.len() < PRIV_SLOTS {
            list.push(slot as u16);
        } else {
            self.overflowed |= 1 << d;
        }
    }

    /// Forgets every list (the arrays were flushed).
    pub(super) fn clear(&mut self) {
        for list in &mut self.slots {
            list.clear();
        }
        self.overflowed = 0;
    }
}

impl Tlb {
    /// Drops the entries of domain `d` in the privileged arrays that `dacr` does not
    /// permit (its DACR field revoked, or lowered from Manager to Client), leaving the
    /// domain's list to the survivors. Returns the DACR bits that the survivors need.
    pub(super) fn drop_domain(&mut self, d: usize, dacr: u32) -> u32 {
        let field = 3u32 << (2 * d);
        let mut list = std::mem::take(&mut self.side.domains.slots[d]);
        if self.side.domains.overflowed & (1 << d) != 0 {
            list.clear();
            list.extend(0..PRIV_SLOTS as u16);
            self.side.domains.overflowed &= !(1 << d);
        }
        let mut need = 0;
        list.retain(|&slot| {
            let e = self.slot_mut(slot as usize);
            if e.tag == INVALID_TAG || e.dacr_need & field == 0 {
                return false;
            }
            if dacr & e.dacr_need != e.dacr_need {
                *e = TlbEntry::INVALID;
                return false;
            }
            need |= e.dacr_need;
            true
        });
        // A slot filled twice with the domain's entries is listed twice.
        list.sort_unstable();
        list.dedup();
        self.side.domains.slots[d] = list;
        need
    }
}

//! Tests of the softmmu TLB: lookups, fills, invalidations, and the ASID store.

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
            ng: false,
        },
    );
}

/// A 4 KiB entry of `kind`, global or not.
fn fill_kind(t: &mut Tlb, kind: usize, va: u32, pa: u32, ng: bool) {
    t.fill(
        kind,
        false,
        Fill {
            vaddr: va,
            mva: va,
            paddr: pa,
            region_log2: 12,
            dacr_need: 0,
            ng,
        },
    );
}

fn read(t: &Tlb, va: u32) -> Option<u32> {
    t.lookup(va, 0, false, 0)
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
                    ng: false,
                };
                a.fill(kind, kind == 1, f);
            }
        }
        let mut b = a.clone();
        let before = a.valid_entries();
        a.flush_mva(flush);
        b.flush_mva_scan(flush, false);
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

/// The TLB keeps the size, and the arrays the place, generated code was built for.
#[test]
fn the_arrays_stay_where_generated_code_finds_them() {
    assert_eq!(std::mem::offset_of!(Tlb, entries), 0);
    assert_eq!(
        std::mem::size_of::<Tlb>(),
        // entries, side, fills, privileged scans and changes, wide, RAM base, RAM
        // size with the User and privileged arrays' DACRs and the privileged need.
        SLOTS * 16 + 32 + 64 * 8 + 8 + 24,
        "the TLB's size changed"
    );
}

#[test]
fn a_supersection_is_flushed_from_any_mib_it_covers() {
    let mut t = Tlb::new();
    fill(&mut t, 0x4050_0000, 0x4050_0000, 24, 0);
    t.flush_mva(0x40f0_0000);
    assert_eq!(t.valid_entries(), 0);
    // The MMU off: one mapping of 2 GiB.
    fill(&mut t, 0x4000_1000, 0x4000_1000, 32, 0);
    t.flush_mva(0x0000_2000);
    assert_eq!(t.valid_entries(), 0);
}

#[test]
fn non_global_entries_follow_their_asid_and_global_ones_stay() {
    let mut t = Tlb::new();
    t.switch_asid(1);
    fill_kind(&mut t, 0, 0x8000, 0x1_8000, true);
    fill_kind(&mut t, 1, 0x8000, 0x1_8000, true);
    fill_kind(&mut t, 0, 0xc000_0000, 0x0, false);
    t.switch_asid(2);
    assert_eq!(read(&t, 0x8000), None, "ASID 1's page under ASID 2");
    assert_eq!(read(&t, 0xc000_0010), Some(0x10), "global");
    assert_eq!(t.saved_entries(), [(1, 2)]);
    fill_kind(&mut t, 0, 0x8000, 0x2_8000, true);
    t.switch_asid(1);
    assert_eq!(read(&t, 0x8004), Some(0x1_8004));
    assert_eq!(t.lookup(0x8004, 1, false, 0), Some(0x1_8004));
    assert_eq!(t.saved_entries(), [(2, 1)]);
    t.switch_asid(2);
    assert_eq!(read(&t, 0x8004), Some(0x2_8004));
    assert_eq!(read(&t, 0xc000_0010), Some(0x10));
    t.flush();
    assert_eq!(t.saved_entries(), []);
    assert_eq!(t.asid(), 2);
}

#[test]
fn tlbiasid_drops_one_asid_only() {
    let mut t = Tlb::new();
    for asid in [1, 2, 3] {
        t.switch_asid(asid);
        fill_kind(&mut t, 0, 0x8000, 0x1000 * u32::from(asid), true);
        fill_kind(
            &mut t,
            0,
            0x1_0000 + 0x1000 * u32::from(asid),
            0x9000,
            false,
        );
    }
    // 3 is current: its non-global entry goes, the global ones stay.
    t.flush_asid(3);
    assert_eq!(read(&t, 0x8000), None);
    for asid in [1, 2, 3] {
        assert_eq!(read(&t, 0x1_0000 + 0x1000 * asid), Some(0x9000));
    }
    // 1 is stored: it goes, 2 stays.
    t.flush_asid(1);
    assert_eq!(t.saved_entries(), [(2, 1)]);
    t.switch_asid(1);
    assert_eq!(read(&t, 0x8000), None);
    t.switch_asid(2);
    assert_eq!(read(&t, 0x8000), Some(0x2000));
}

#[test]
fn tlbimva_takes_global_entries_and_one_asids() {
    let mut t = Tlb::new();
    t.switch_asid(1);
    fill_kind(&mut t, 0, 0x8000, 0x1000, true);
    fill_kind(&mut t, 0, 0x9000, 0x1000, true);
    t.switch_asid(2);
    fill_kind(&mut t, 0, 0x8000, 0x2000, true);
    fill_kind(&mut t, 0, 0xa000, 0x3000, false);
    // For ASID 1 (stored): its 0x8000 and the global 0xa000 go; 2's 0x8000 stays.
    t.flush_mva_asid(0x8000, 1);
    t.flush_mva_asid(0xa000, 1);
    assert_eq!(read(&t, 0x8000), Some(0x2000));
    assert_eq!(read(&t, 0xa000), None);
    // For ASID 2 (current).
    t.flush_mva_asid(0x8000, 2);
    assert_eq!(read(&t, 0x8000), None);
    t.switch_asid(1);
    assert_eq!(read(&t, 0x8000), None);
    assert_eq!(read(&t, 0x9000), Some(0x1000));
}

#[test]
fn tlbimvaa_takes_every_asids() {
    let mut t = Tlb::new();
    for asid in 1..=3 {
        t.switch_asid(asid);
        fill_kind(&mut t, 0, 0x8000, 0x1000 * u32::from(asid), true);
        fill_kind(&mut t, 0, 0x9000, 0x1000 * u32::from(asid), true);
    }
    t.flush_mva(0x8000);
    for asid in 1..=3 {
        t.switch_asid(asid);
        assert_eq!(read(&t, 0x8000), None);
        assert_eq!(read(&t, 0x9000), Some(0x1000 * u32::from(asid)));
    }
}

/// A code page's write entries go from the store too: a write through one brought
/// back would escape the engines' self-modifying-code check.
#[test]
fn code_page_tracking_reaches_stored_entries() {
    let mut t = Tlb::new();
    t.switch_asid(1);
    fill_kind(&mut t, 0, 0x8000, 0x5000, true);
    fill_kind(&mut t, 1, 0x8000, 0x5000, true);
    fill_kind(&mut t, 1, 0x9000, 0x6000, true);
    t.switch_asid(2);
    t.flush_phys_writes(0x5000);
    t.switch_asid(1);
    assert_eq!(read(&t, 0x8000), Some(0x5000));
    assert_eq!(t.lookup(0x8000, 1, false, 0), None);
    assert_eq!(t.lookup(0x9000, 1, false, 0), Some(0x6000));
    t.switch_asid(2);
    t.flush_phys(0x6000);
    t.switch_asid(1);
    assert_eq!(t.lookup(0x9000, 1, false, 0), None);
    assert_eq!(read(&t, 0x8000), Some(0x5000));
}

/// Past [`SAVED_ASIDS`] the ASID used least recently loses its entries.
#[test]
fn the_least_recently_used_asid_makes_room() {
    let mut t = Tlb::new();
    let n = SAVED_ASIDS as u8 + 1;
    for asid in 1..=n + 1 {
        t.switch_asid(asid);
        fill_kind(&mut t, 0, 0x8000, 0x1000 * u32::from(asid), true);
    }
    // Stored: 2..=n+1 but the current n+1; 1 went.
    let kept: Vec<u8> = t.saved_entries().iter().map(|&(a, _)| a).collect();
    assert_eq!(kept, (2..=n).collect::<Vec<_>>());
    t.switch_asid(1);
    assert_eq!(read(&t, 0x8000), None);
    // Storing n+1's entries made 2 go, the least recently used now.
    t.switch_asid(3);
    assert_eq!(read(&t, 0x8000), Some(0x3000));
    t.switch_asid(2);
    assert_eq!(read(&t, 0x8000), None);
}

/// More non-global fills than the slot list holds: the switch scans the arrays and
/// still moves every entry, and only those.
#[test]
fn a_long_run_of_fills_still_switches_exactly() {
    let mut t = Tlb::new();
    t.switch_asid(1);
    for round in 0..16u32 {
        for i in 0..TLB_SIZE as u32 {
            let va = (round << 22) | (i << 12);
            fill_kind(&mut t, (i % 3) as usize, va, va & 0xffff, i % 2 == 0);
        }
    }
    let before = t.valid_entries();
    t.switch_asid(2);
    assert_eq!(t.valid_entries(), before / 2);
    t.switch_asid(1);
    assert_eq!(t.valid_entries(), before);
    assert_eq!(read(&t, 15 << 22), Some(0));
}

#[test]
fn a_scan_leaves_wide_bits_only_where_a_wide_entry_remains() {
    let mut t = Tlb::new();
    // Two sections (MiB 1 and 3) and a 4 KiB page in MiB 5.
    fill(&mut t, 0x0010_0000, 0x0010_0000, 20, 0);
    fill(&mut t, 0x0030_0000, 0x0030_0000, 20, 0);
    fill(&mut t, 0x0050_0000, 0x0050_0000, 12, 0);
    let bit = |t: &Tlb, mb: usize| t.wide[mb / 64] & (1 << (mb % 64)) != 0;
    assert!(bit(&t, 1) && bit(&t, 3) && !bit(&t, 5));
    t.flush_mva(0x0010_0800);
    assert_eq!(read(&t, 0x0010_0000), None);
    // MiB 1's bit goes with its section; MiB 3's stays, so a flush there still finds
    // the section from another page of it.
    assert!(!bit(&t, 1) && bit(&t, 3));
    assert_eq!(read(&t, 0x0030_0000), Some(0x0030_0000));
    t.flush_mva(0x0030_8000);
    assert_eq!(read(&t, 0x0030_0000), None);
    assert_eq!(t.wide, [0; 64]);
    // The page was left alone.
    assert_eq!(read(&t, 0x0050_0000), Some(0x0050_0000));
}

/// A User-array entry of domain `d` needing Client access.
fn fill_user(t: &mut Tlb, va: u32, d: u32) {
    t.fill(
        0,
        true,
        Fill {
            vaddr: va,
            mva: va,
            paddr: va,
            region_log2: 12,
            dacr_need: 1 << (2 * d),
            ng: false,
        },
    );
}

#[test]
fn entering_user_mode_keeps_only_what_the_dacr_permits() {
    let mut t = Tlb::new();
    let client = |d: u32| 1u32 << (2 * d);
    fill_user(&mut t, 0x1000, 0);
    fill_user(&mut t, 0x2000, 1);
    let user_read = |t: &Tlb, va, dacr| t.lookup(va, 0, true, dacr);
    t.enter_user(client(0) | client(1));
    assert_eq!(user_read(&t, 0x1000, client(0) | client(1)), Some(0x1000));
    assert_eq!(user_read(&t, 0x2000, client(0) | client(1)), Some(0x2000));
    // Domain 1 revoked: its entry goes; domain 0's stays.
    t.enter_user(client(0));
    assert_eq!(user_read(&t, 0x1000, u32::MAX), Some(0x1000));
    assert_eq!(user_read(&t, 0x2000, u32::MAX), None);
    // An entry the last DACR does not permit (made under another one, as LDRT in a
    // privileged mode may) makes the same DACR look again.
    fill_user(&mut t, 0x3000, 2);
    t.enter_user(client(0));
    assert_eq!(user_read(&t, 0x3000, u32::MAX), None);
    assert_eq!(user_read(&t, 0x1000, u32::MAX), Some(0x1000));
    // The privileged arrays are left alone.
    fill(&mut t, 0x4000, 0x4000, 12, client(3));
    t.enter_user(0);
    assert_eq!(t.lookup(0x4000, 0, false, client(3)), Some(0x4000));
    assert_eq!(user_read(&t, 0x1000, u32::MAX), None);
}

#[test]
fn entering_privileged_code_keeps_only_what_the_dacr_permits() {
    let mut t = Tlb::new();
    let client = |d: u32| 1u32 << (2 * d);
    let read = |t: &Tlb, va| t.lookup(va, 0, false, u32::MAX);
    fill(&mut t, 0x1000, 0x1000, 12, client(0));
    fill(&mut t, 0x2000, 0x2000, 12, client(1));
    // A manager-only entry of domain 2 and an MMU-off one (needs nothing).
    fill(&mut t, 0x3000, 0x3000, 12, 3 << 4);
    fill(&mut t, 0x5000, 0x5000, 12, 0);
    t.enter_privileged(client(0) | client(1) | 3 << 4);
    let scans = t.priv_scans;
    // Granting more scans nothing and drops nothing.
    t.enter_privileged(u32::MAX);
    assert_eq!(t.priv_scans, scans);
    assert_eq!(read(&t, 0x2000), Some(0x2000));
    // Domain 1 revoked, domain 2 down to client: their entries go, the others stay.
    t.enter_privileged(client(0) | client(2));
    assert_eq!(t.priv_scans, scans + 1);
    assert_eq!(read(&t, 0x1000), Some(0x1000));
    assert_eq!(read(&t, 0x2000), None);
    assert_eq!(read(&t, 0x3000), None);
    assert_eq!(read(&t, 0x5000), Some(0x5000));
    // The scan left what the survivors need: revoking domain 1 again scans nothing.
    t.enter_privileged(client(0) | client(1));
    t.enter_privileged(client(0));
    assert_eq!(t.priv_scans, scans + 1);
    // An entry the last DACR does not permit makes the same DACR look again.
    fill(&mut t, 0x6000, 0x6000, 12, client(3));
    t.enter_privileged(client(0));
    assert_eq!(read(&t, 0x6000), None);
    assert_eq!(read(&t, 0x1000), Some(0x1000));
    // The User arrays are left alone.
    fill_user(&mut t, 0x7000, 3);
    t.enter_privileged(0);
    assert_eq!(t.lookup(0x7000, 0, true, client(3)), Some(0x7000));
    assert_eq!(read(&t, 0x1000), None);
    assert_eq!(read(&t, 0x5000), Some(0x5000));
}

#[test]
fn an_entry_restored_for_an_asid_is_checked_against_the_privileged_dacr() {
    let mut t = Tlb::new();
    let client = |d: u32| 1u32 << (2 * d);
    t.fill(
        0,
        false,
        Fill {
            vaddr: 0x1000,
            mva: 0x1000,
            paddr: 0x1000,
            region_log2: 12,
            dacr_need: client(1),
            ng: true,
        },
    );
    t.enter_privileged(client(1));
    t.switch_asid(5);
    // Domain 1 revoked while ASID 5 is current: nothing to drop then.
    t.enter_privileged(client(0));
    // Back to ASID 0: its entry of domain 1 comes back, and the same DACR drops it.
    t.switch_asid(0);
    t.enter_privileged(client(0));
    assert_eq!(t.lookup(0x1000, 0, false, u32::MAX), None);
}

#[test]
fn a_domain_listed_past_its_limit_is_scanned_whole() {
    let mut t = Tlb::new();
    let client = |d: u32| 1u32 << (2 * d);
    t.enter_privileged(client(0) | client(1));
    // More fills of domain 1 than its list keeps (the same page again and again), and
    // one more page.
    for _ in 0..3 * TLB_SIZE + 1 {
        fill(&mut t, 0x1000, 0x1000, 12, client(1));
    }
    fill(&mut t, 0x9000, 0x9000, 12, client(1));
    fill(&mut t, 0x2000, 0x2000, 12, client(0));
    t.enter_privileged(client(0));
    assert_eq!(t.lookup(0x1000, 0, false, u32::MAX), None);
    assert_eq!(t.lookup(0x9000, 0, false, u32::MAX), None);
    assert_eq!(t.lookup(0x2000, 0, false, u32::MAX), Some(0x2000));
    // The list starts again from what survived: a new entry is dropped by its list.
    t.enter_privileged(client(0) | client(1));
    fill(&mut t, 0x3000, 0x3000, 12, client(1));
    t.enter_privileged(client(0));
    assert_eq!(t.lookup(0x3000, 0, false, u32::MAX), None);
}

/// A full flush rewrites only the slots filled since the last one, or every slot past
/// `FLUSH_LISTED_MAX` of them: either way no entry survives, also when slots are filled
/// again after a flush (the list starts afresh) or come back from the ASID store.
#[test]
fn a_full_flush_drops_every_entry_however_many_were_filled() {
    let mut t = Tlb::new();
    // (user, kind, page) of the n-th slot: the six arrays in turn, 1024 pages.
    let fill_nth = |t: &mut Tlb, n: usize, ng: bool| {
        let va = ((n / 6) as u32) << 12;
        t.fill(
            n % 3,
            (n / 3) % 2 == 1,
            Fill {
                vaddr: va,
                mva: va,
                paddr: va,
                region_log2: 12,
                dacr_need: 0,
                ng,
            },
        );
    };
    for count in [1, 7, FLUSH_LISTED_MAX, FLUSH_LISTED_MAX + 1, SLOTS] {
        for round in 0..2 {
            for n in 0..count {
                fill_nth(&mut t, (n * 5 + round) % SLOTS, false);
            }
            // A slot filled twice is listed once.
            fill_nth(&mut t, round, false);
            assert!(t.valid_entries() > 0);
            t.flush();
            assert_eq!(t.valid_entries(), 0, "{count} filled, round {round}");
        }
    }
    // Non-global entries of ASID 1 stored by a switch and brought back by another.
    t.switch_asid(1);
    for n in 0..10 {
        fill_nth(&mut t, n, true);
    }
    t.switch_asid(2);
    assert_eq!(t.valid_entries(), 0);
    t.switch_asid(1);
    assert_eq!(t.valid_entries(), 10);
    t.flush();
    assert_eq!(t.valid_entries(), 0);
}

/// The scans by physical page, by DACR and by MVA look at the slots filled since the last
/// full flush where fewer were filled than the arrays scanned hold, else at every slot:
/// either way each must drop exactly what a look at every entry drops.
#[test]
fn scans_of_the_filled_slots_drop_what_a_look_at_every_entry_drops() {
    // Drops from a copy of `t`'s arrays the entries `gone` names (by slot, meta).
    let expect = |t: &Tlb, gone: &dyn Fn(usize, &Meta, &TlbEntry) -> bool| {
        let mut e = t.entries;
        for slot in 0..SLOTS {
            let a = slot / TLB_SIZE;
            let entry = &mut e[a / 3][a % 3][slot % TLB_SIZE];
            if entry.tag != INVALID_TAG && gone(slot, &t.side.meta[slot], entry) {
                *entry = TlbEntry::INVALID;
            }
        }
        e
    };
    for count in [
        1, 5, 100, 1023, 1024, 2047, 2048, 2049, 3071, 3072, 4000, SLOTS,
    ] {
        let mut t = Tlb::new();
        for n in 0..count {
            // Slot `n * 7 % SLOTS`: array and page index from it, four physical pages,
            // domains 0-2, one section in MiB 0x345.
            let slot = n * 7 % SLOTS;
            let (array, i) = (slot / TLB_SIZE, (slot % TLB_SIZE) as u32);
            let va = if n == 3 {
                0x3450_0000 | i << 12
            } else {
                i << 12
            };
            t.fill(
                array % 3,
                array >= 3,
                Fill {
                    vaddr: va,
                    mva: va,
                    paddr: 0x10_0000 | ((n % 4) as u32) << 12,
                    region_log2: if n == 3 { 20 } else { 12 },
                    dacr_need: 1 << (2 * (n % 3)),
                    ng: false,
                },
            );
        }
        let want = expect(&t, &|slot, m, _| {
            (slot / TLB_SIZE) % 3 == 1 && m.phys_page == 0x10_1000
        });
        t.flush_phys_writes(0x10_1234);
        assert!(t.entries == want, "flush_phys_writes, {count} filled");
        let want = expect(&t, &|_, m, _| m.phys_page == 0x10_2000);
        t.flush_phys(0x10_2000);
        assert!(t.entries == want, "flush_phys, {count} filled");
        let dacr = 0b01_00_01;
        let want = expect(&t, &|slot, _, e| {
            slot >= 3 * TLB_SIZE && dacr & e.dacr_need != e.dacr_need
        });
        t.enter_user(dacr);
        assert!(t.entries == want, "enter_user, {count} filled");
        let mva = 0x3458_9000;
        let want = expect(&t, &|_, m, _| m.covers(mva));
        t.flush_mva(mva);
        assert!(t.entries == want, "flush_mva, {count} filled");
    }
}

/// Everything a fill writes that later operations read, for comparing two TLBs.
fn filled_state(t: &Tlb) -> impl PartialEq + std::fmt::Debug {
    let valid = t.entries.iter().flatten().flatten().enumerate();
    (
        // The valid entries with their slots and `Meta`.
        valid
            .filter(|(_, e)| e.tag != INVALID_TAG)
            .map(|(slot, e)| (slot, *e, t.side.meta[slot]))
            .collect::<Vec<_>>(),
        t.side.filled.slots.clone(),
        format!("{:?}", t.side.domains),
        t.wide,
        t.priv_need,
        t.priv_dacr,
        t.user_dacr,
        t.fills,
    )
}

#[test]
fn a_fill_with_the_read_entry_equals_the_two_fills() {
    // (kind, user, vaddr, log2 of the mapping, the entry's need, the read entry's need):
    // a privileged fetch of a section, a User write of a small page whose read needs
    // manager access, a privileged write of a large page.
    for (kind, user, va, log2, need, read_need) in [
        (2, false, 0xc012_3000, 20, 1 << 2, 1 << 2),
        (1, true, 0x0001_5000, 12, 1 << 6, 3 << 6),
        (1, false, 0xc800_4000, 16, 3 << 10, 1 << 10),
    ] {
        let f = Fill {
            vaddr: va | 0x123,
            mva: va | 0x123,
            paddr: 0x0030_0000 | (va & 0xf_ffff) | 0x123,
            region_log2: log2,
            dacr_need: need,
            ng: false,
        };
        let mut two = Tlb::new();
        let mut one = Tlb::new();
        for t in [&mut two, &mut one] {
            t.check_ram(0x7f00_0000_0000, 64 << 20);
            t.enter_user(0x5555_5555);
            t.enter_privileged(0x5555_5555);
        }
        two.fill(kind, user, f);
        two.fill(
            0,
            user,
            Fill {
                dacr_need: read_need,
                ..f
            },
        );
        one.fill_with_read(kind, user, f, read_need);
        assert_eq!(
            filled_state(&one),
            filled_state(&two),
            "kind {kind} at {va:#x}"
        );
        assert_eq!(one.lookup(va, 0, user, 0xffff_ffff), Some(f.paddr & !0xfff));
        // The same after the operations that read the bookkeeping.
        for t in [&mut two, &mut one] {
            t.enter_privileged(0x5555_5555 & !(3 << 2));
            t.flush_mva(va);
        }
        assert_eq!(filled_state(&one), filled_state(&two));
        assert_eq!(one.valid_entries(), 0);
    }
}

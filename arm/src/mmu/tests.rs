//! Tests of the MMU, CP15 and TLB: page tables built in a `Ram`, checked for
//! physical addresses, fault status and address, and TLB behaviour.

use super::*;
use crate::cp15::{Cp15Effect, CONTROL_RESET, CTR, MIDR, TEST_CLEAN_DONE};

const RAM_SIZE: u32 = 4 << 20;
const L1: u32 = 0x4000;
const COARSE: u32 = 0x8000;
const FINE: u32 = 0x9000;

use AccessKind::{Fetch, Read, Write};

fn ram() -> Ram {
    Ram::new(RAM_SIZE).unwrap()
}

fn section(ram: &mut Ram, va: u32, pa: u32, ap: u32, dom: u32) {
    let desc = (pa & 0xfff0_0000) | (ap << 10) | (dom << 5) | 0x10 | 2;
    assert!(ram.write32(L1 + (va >> 20) * 4, desc));
}

fn l1_table(ram: &mut Ram, va: u32, table: u32, dom: u32, fine: bool) {
    let desc = table | (dom << 5) | 0x10 | if fine { 3 } else { 1 };
    assert!(ram.write32(L1 + (va >> 20) * 4, desc));
}

fn aps(ap: [u32; 4]) -> u32 {
    ap[0] << 4 | ap[1] << 6 | ap[2] << 8 | ap[3] << 10
}

fn small(ram: &mut Ram, table: u32, va: u32, pa: u32, ap: [u32; 4]) {
    assert!(ram.write32(table + ((va >> 12) & 0xff) * 4, pa | aps(ap) | 2));
}

fn large(ram: &mut Ram, table: u32, va: u32, pa: u32, ap: [u32; 4]) {
    let first = (va >> 12) & 0xf0;
    for i in 0..16 {
        assert!(ram.write32(table + (first + i) * 4, pa | aps(ap) | 1));
    }
}

fn tiny(ram: &mut Ram, va: u32, pa: u32, ap: u32) {
    assert!(ram.write32(FINE + ((va >> 10) & 0x3ff) * 4, pa | (ap << 4) | 3));
}

/// An MMU with TTBR at `L1`, every domain client, the MMU on.
fn mmu_on() -> Mmu {
    let mut m = Mmu::new();
    assert_eq!(m.cp15_write(0, 2, 0, 0, L1), Some(Cp15Effect::TlbFlushed));
    assert_eq!(
        m.cp15_write(0, 3, 0, 0, 0x5555_5555),
        Some(Cp15Effect::DacrChanged)
    );
    let c = m.cp15_read(0, 1, 0, 0, 0).unwrap();
    assert_eq!(
        m.cp15_write(0, 1, 0, 0, c | ctrl::M),
        Some(Cp15Effect::ControlChanged)
    );
    m
}

fn set_control(m: &mut Mmu, set: u32, clear: u32) {
    let c = m.cp15_read(0, 1, 0, 0, 0).unwrap();
    m.cp15_write(0, 1, 0, 0, (c & !clear) | set).unwrap();
}

fn tr(m: &mut Mmu, ram: &Ram, va: u32, kind: AccessKind, user: bool) -> Result<u32, Fault> {
    m.translate(ram, va, kind, user, 4)
}

fn err(fsr: u32, addr: u32) -> Result<u32, Fault> {
    Err(Fault { fsr, addr })
}

#[test]
fn cp15_reset_values() {
    let mut m = Mmu::new();
    let mut rd = |a, b, c, d| m.cp15_read(a, b, c, d, 0);
    assert_eq!(rd(0, 0, 0, 0), Some(MIDR));
    assert_eq!(MIDR, 0x4106_9265);
    assert_eq!(rd(0, 0, 0, 1), Some(CTR));
    assert_eq!(CTR, 0x01dd_20d2);
    assert_eq!(rd(0, 0, 0, 2), Some(0));
    assert_eq!(rd(0, 0, 0, 3), Some(0));
    for opc2 in 4..8 {
        assert_eq!(rd(0, 0, 0, opc2), Some(MIDR));
    }
    for crm in 3..8 {
        assert_eq!(rd(0, 0, crm, 0), Some(0));
    }
    assert_eq!(rd(1, 0, 0, 0), Some(0));
    assert_eq!(rd(0, 1, 0, 0), Some(0x0009_0078));
    assert_eq!(CONTROL_RESET, 0x0009_0078);
    assert_eq!(rd(0, 2, 0, 0), Some(0));
    assert_eq!(rd(0, 2, 0, 1), Some(0));
    assert_eq!(rd(0, 2, 0, 2), Some(0));
    assert_eq!(rd(0, 3, 0, 0), Some(0));
    assert_eq!(rd(2, 3, 5, 7), Some(0));
    assert_eq!(rd(0, 5, 0, 0), Some(0));
    assert_eq!(rd(0, 5, 0, 1), Some(0));
    assert_eq!(rd(0, 6, 0, 0), Some(0));
    assert_eq!(rd(0, 7, 10, 3), Some(1 << 30));
    assert_eq!(rd(0, 7, 14, 3), Some(TEST_CLEAN_DONE));
    assert_eq!(rd(0, 9, 0, 0), Some(0));
    assert_eq!(rd(0, 9, 0, 1), Some(0));
    assert_eq!(rd(0, 10, 0, 0), Some(0));
    assert_eq!(rd(0, 13, 0, 0), Some(0));
    assert_eq!(rd(0, 13, 0, 1), Some(0));
    assert_eq!(rd(3, 15, 7, 2), Some(0));
    // Registers that do not exist, or cannot be read, on the arm926.
    for (a, b, c, d) in [
        (0, 0, 1, 0),
        (0, 1, 0, 1),
        (0, 1, 1, 0),
        (0, 4, 0, 0),
        (0, 5, 1, 0),
        (0, 6, 0, 1),
        (0, 6, 0, 2),
        (0, 7, 5, 0),
        (0, 7, 0, 4),
        (0, 8, 7, 0),
        (0, 11, 0, 0),
        (0, 12, 0, 0),
        (0, 13, 0, 2),
        (0, 14, 0, 0),
        (1, 2, 0, 0),
    ] {
        assert_eq!(rd(a, b, c, d), None, "c{b},c{c},{d} opc1 {a}");
    }
}

#[test]
fn cp15_write_undefined_and_effects() {
    let mut m = Mmu::new();
    assert_eq!(m.cp15_write(0, 0, 0, 0, 1), None, "MIDR is read-only");
    assert_eq!(m.cp15_write(0, 4, 0, 0, 1), None);
    assert_eq!(m.cp15_write(0, 8, 7, 4, 0), None);
    assert_eq!(m.cp15_write(1, 7, 5, 0, 0), None);
    assert_eq!(m.cp15_write(0, 7, 0, 4, 0), Some(Cp15Effect::Wfi));
    assert_eq!(m.cp15_write(0, 7, 8, 2, 0), Some(Cp15Effect::Wfi));
    for (crm, opc2) in [(5, 0), (6, 0), (7, 0), (10, 4), (14, 2), (5, 1), (10, 1)] {
        assert_eq!(m.cp15_write(0, 7, crm, opc2, 0), Some(Cp15Effect::None));
    }
    assert_eq!(m.cp15_write(0, 5, 0, 0, 0x1f), Some(Cp15Effect::None));
    assert_eq!(m.cp15_write(0, 5, 0, 1, 0x2f), Some(Cp15Effect::None));
    assert_eq!(m.cp15_write(0, 6, 0, 0, 0x1234), Some(Cp15Effect::None));
    assert_eq!(m.cp15_read(0, 5, 0, 0, 0), Some(0x1f));
    assert_eq!(m.cp15_read(0, 5, 0, 1, 0), Some(0x2f));
    assert_eq!(m.cp15_read(0, 6, 0, 0, 0), Some(0x1234));
    m.cp15_write(0, 13, 0, 0, 0xffff_ffff).unwrap();
    assert_eq!(m.cp15_read(0, 13, 0, 0, 0), Some(0xfe00_0000));
    m.cp15_write(0, 13, 0, 1, 0x1234_5678).unwrap();
    assert_eq!(m.cp15_read(0, 13, 0, 1, 0), Some(0x1234_5678));
    m.cp15_write(0, 9, 0, 0, 0xf).unwrap();
    assert_eq!(m.cp15_read(0, 9, 0, 0, 0), Some(0xf));
    m.cp15_write(0, 2, 0, 2, 0xffff_ffff).unwrap();
    assert_eq!(m.cp15_read(0, 2, 0, 2, 0), Some(7));
    m.cp15_write(0, 3, 0, 0, 0x1234_5678).unwrap();
    assert_eq!(m.cp15_read(0, 3, 1, 2, 0), Some(0x1234_5678));
    assert_eq!(
        m.cp15_write(0, 3, 0, 0, 0x1234_5678),
        Some(Cp15Effect::None)
    );
    assert_eq!(m.cp15_write(0, 15, 1, 0, 5), Some(Cp15Effect::None));
    assert_eq!(m.cp15_read(0, 15, 1, 0, 0), Some(0));
    assert!(Mmu::cp15_user_readable(0, 7, 14, 3));
    assert!(!Mmu::cp15_user_readable(0, 1, 0, 0));
}

#[test]
fn control_register_writable_bits() {
    let mut m = Mmu::new();
    // The reset value has no writable bit set: writing 0 changes nothing.
    assert_eq!(m.cp15_write(0, 1, 0, 0, 0), Some(Cp15Effect::None));
    assert_eq!(
        m.cp15_write(0, 1, 0, 0, u32::MAX),
        Some(Cp15Effect::ControlChanged)
    );
    assert_eq!(m.cp15_read(0, 1, 0, 0, 0), Some(0x0009_f3ff & !(3 << 10)));
    assert!(m.high_vectors() && m.enabled() && m.alignment_check());
    assert_eq!(m.cp15_write(0, 1, 0, 0, u32::MAX), Some(Cp15Effect::None));
    assert_eq!(
        m.cp15_write(0, 1, 0, 0, 0),
        Some(Cp15Effect::ControlChanged)
    );
    // SBO bits 6:3 and QEMU's bits 19 and 16 stay; writable bits clear.
    assert_eq!(m.cp15_read(0, 1, 0, 0, 0), Some(0x0009_0078));
    m.reset();
    assert!(!m.high_vectors() && !m.enabled());
}

#[test]
fn mmu_off_is_identity() {
    let ram = ram();
    let mut m = Mmu::new();
    assert_eq!(tr(&mut m, &ram, 0x1234_5678, Write, true), Ok(0x1234_5678));
    assert_eq!(tr(&mut m, &ram, 0x0000_1000, Fetch, true), Ok(0x1000));
    // RAM pages are cached (the fetch's entry and the read entry beside it), MMIO pages
    // are not.
    assert_eq!(m.tlb.valid_entries(), 2);
}

#[test]
fn section_mapping_and_translation_fault() {
    let mut ram = ram();
    section(&mut ram, 0xc000_0000, 0x0010_0000, 3, 0);
    // An invalid first-level entry with domain bits 7: the fault reports them.
    assert!(ram.write32(L1 + (0xc010_0000u32 >> 20) * 4, 7 << 5));
    let mut m = mmu_on();
    assert_eq!(tr(&mut m, &ram, 0xc001_2344, Read, false), Ok(0x0011_2344));
    assert_eq!(tr(&mut m, &ram, 0xc00f_fffc, Write, true), Ok(0x001f_fffc));
    let f = tr(&mut m, &ram, 0xc012_3456, Read, false).unwrap_err();
    assert_eq!(
        f,
        Fault {
            fsr: 0x75,
            addr: 0xc012_3456
        }
    );
    assert_eq!((f.status(), f.domain()), (fsr::TRANSLATION_SECTION, 7));
    m.record_data_abort(f);
    assert_eq!(m.cp15_read(0, 5, 0, 0, 0), Some(0x75));
    assert_eq!(m.cp15_read(0, 6, 0, 0, 0), Some(0xc012_3456));
    assert_eq!(m.cp15_read(0, 5, 0, 1, 0), Some(0));
}

#[test]
fn coarse_small_and_large_pages() {
    let mut ram = ram();
    l1_table(&mut ram, 0x0040_0000, COARSE, 2, false);
    small(&mut ram, COARSE, 0x0040_3000, 0x0020_5000, [3; 4]);
    large(&mut ram, COARSE, 0x0041_0000, 0x0031_0000, [3, 3, 2, 1]);
    let mut m = mmu_on();
    assert_eq!(tr(&mut m, &ram, 0x0040_3abc, Read, true), Ok(0x0020_5abc));
    assert_eq!(tr(&mut m, &ram, 0x0041_2468, Write, true), Ok(0x0031_2468));
    // Large-page sub-pages are 16 KiB: 0x8000.. has AP 2 (user read-only), 0xc000.. AP 1.
    assert_eq!(tr(&mut m, &ram, 0x0041_8000, Read, true), Ok(0x0031_8000));
    assert_eq!(
        tr(&mut m, &ram, 0x0041_8000, Write, true),
        err(0x2f, 0x0041_8000)
    );
    assert_eq!(
        tr(&mut m, &ram, 0x0041_c010, Read, true),
        err(0x2f, 0x0041_c010)
    );
    assert_eq!(tr(&mut m, &ram, 0x0041_c010, Write, false), Ok(0x0031_c010));
    // Unmapped second-level entry: page translation fault with the domain.
    assert_eq!(
        tr(&mut m, &ram, 0x0040_4000, Read, false),
        err(0x27, 0x0040_4000)
    );
}

#[test]
fn small_page_subpages_and_no_tlb_entry_when_mixed() {
    let mut ram = ram();
    l1_table(&mut ram, 0x0040_0000, COARSE, 0, false);
    small(&mut ram, COARSE, 0x0040_0000, 0x0010_0000, [3, 2, 1, 3]);
    let mut m = mmu_on();
    assert_eq!(tr(&mut m, &ram, 0x0040_0010, Write, true), Ok(0x0010_0010));
    assert_eq!(tr(&mut m, &ram, 0x0040_0410, Read, true), Ok(0x0010_0410));
    assert_eq!(
        tr(&mut m, &ram, 0x0040_0410, Write, true),
        err(0x0f, 0x0040_0410)
    );
    assert_eq!(
        tr(&mut m, &ram, 0x0040_0810, Read, true),
        err(0x0f, 0x0040_0810)
    );
    assert_eq!(tr(&mut m, &ram, 0x0040_0c10, Write, true), Ok(0x0010_0c10));
    assert_eq!(
        m.tlb.valid_entries(),
        0,
        "mixed sub-page AP is never cached"
    );
}

#[test]
fn fine_table_tiny_large_small() {
    let mut ram = ram();
    l1_table(&mut ram, 0x0080_0000, FINE, 5, true);
    tiny(&mut ram, 0x0080_0400, 0x0012_3400, 3);
    tiny(&mut ram, 0x0080_0800, 0x0012_3800, 1);
    // A small page in a fine table: 4 replicated entries.
    for i in 0..4 {
        let va = 0x0080_2000 + i * 0x400;
        assert!(ram.write32(
            FINE + ((va >> 10) & 0x3ff) * 4,
            0x0015_6000 | aps([3; 4]) | 2
        ));
    }
    let mut m = mmu_on();
    assert_eq!(tr(&mut m, &ram, 0x0080_0404, Write, true), Ok(0x0012_3404));
    assert_eq!(
        tr(&mut m, &ram, 0x0080_0804, Read, true),
        err(0x5f, 0x0080_0804)
    );
    assert_eq!(tr(&mut m, &ram, 0x0080_0804, Read, false), Ok(0x0012_3804));
    assert_eq!(
        tr(&mut m, &ram, 0x0080_0c00, Read, false),
        err(0x57, 0x0080_0c00)
    );
    assert_eq!(m.tlb.valid_entries(), 0, "tiny pages are never cached");
    assert_eq!(tr(&mut m, &ram, 0x0080_2c04, Read, true), Ok(0x0015_6c04));
    assert_eq!(m.tlb.valid_entries(), 1);
}

#[test]
fn tiny_descriptor_in_coarse_table_faults() {
    let mut ram = ram();
    l1_table(&mut ram, 0x0040_0000, COARSE, 1, false);
    assert!(ram.write32(COARSE, 0x0010_0000 | (3 << 4) | 3));
    let mut m = mmu_on();
    assert_eq!(
        tr(&mut m, &ram, 0x0040_0000, Read, false),
        err(0x17, 0x0040_0000)
    );
}

#[test]
fn domains_no_access_client_manager() {
    let mut ram = ram();
    section(&mut ram, 0x0010_0000, 0x0010_0000, 1, 4);
    l1_table(&mut ram, 0x0040_0000, COARSE, 4, false);
    small(&mut ram, COARSE, 0x0040_0000, 0x0020_0000, [1; 4]);
    let mut m = mmu_on();
    for (field, section_res, page_res) in [
        (0, err(0x49, 0x0010_0000), err(0x4b, 0x0040_0000)),
        (2, err(0x49, 0x0010_0000), err(0x4b, 0x0040_0000)),
        (1, err(0x4d, 0x0010_0000), err(0x4f, 0x0040_0000)),
        (3, Ok(0x0010_0000), Ok(0x0020_0000)),
    ] {
        m.cp15_write(0, 3, 0, 0, 0x5555_5555 & !(3 << 8) | (field << 8))
            .unwrap();
        assert_eq!(
            tr(&mut m, &ram, 0x0010_0000, Write, true),
            section_res,
            "{field}"
        );
        assert_eq!(
            tr(&mut m, &ram, 0x0040_0000, Write, true),
            page_res,
            "{field}"
        );
    }
}

#[test]
fn page_domain_fault_comes_before_second_level_read() {
    let mut ram = ram();
    // Coarse table pointer outside RAM, in a no-access domain.
    l1_table(&mut ram, 0x0040_0000, 0x7000_0000, 9, false);
    let mut m = mmu_on();
    m.cp15_write(0, 3, 0, 0, 0).unwrap();
    assert_eq!(
        tr(&mut m, &ram, 0x0040_0000, Read, false),
        err(0x9b, 0x0040_0000)
    );
}

/// ARM ARM (DDI0100) table B3-3 / ARM926 TRM table 3-5: (ap, S, R) -> (privileged,
/// user) as 0 none, 1 read-only, 2 read/write. AP = 00 with S = R = 1 is reserved;
/// QEMU gives no access.
const AP_TABLE: [(u32, u32, u32, u32, u32); 16] = [
    (0, 0, 0, 0, 0),
    (0, 1, 0, 1, 0),
    (0, 0, 1, 1, 1),
    (0, 1, 1, 0, 0),
    (1, 0, 0, 2, 0),
    (1, 1, 0, 2, 0),
    (1, 0, 1, 2, 0),
    (1, 1, 1, 2, 0),
    (2, 0, 0, 2, 1),
    (2, 1, 0, 2, 1),
    (2, 0, 1, 2, 1),
    (2, 1, 1, 2, 1),
    (3, 0, 0, 2, 2),
    (3, 1, 0, 2, 2),
    (3, 0, 1, 2, 2),
    (3, 1, 1, 2, 2),
];

#[test]
fn access_permissions_with_s_and_r() {
    for (ap, s, r, privileged, user) in AP_TABLE {
        let mut ram = ram();
        section(&mut ram, 0x0030_0000, 0x0030_0000, ap, 3);
        l1_table(&mut ram, 0x0040_0000, COARSE, 3, false);
        small(&mut ram, COARSE, 0x0040_0000, 0x0020_0000, [ap; 4]);
        let mut m = mmu_on();
        set_control(&mut m, (s * ctrl::S) | (r * ctrl::R), ctrl::S | ctrl::R);
        for (is_user, level) in [(false, privileged), (true, user)] {
            for (kind, needed) in [(Read, 1), (Fetch, 1), (Write, 2)] {
                for (va, pa, perm_fsr) in [
                    (0x0030_0040, 0x0030_0040, 0x3d),
                    (0x0040_0040, 0x0020_0040, 0x3f),
                ] {
                    let want = if level >= needed {
                        Ok(pa)
                    } else {
                        err(perm_fsr, va)
                    };
                    // Twice: the second may come from the TLB.
                    for _ in 0..2 {
                        assert_eq!(
                            tr(&mut m, &ram, va, kind, is_user),
                            want,
                            "ap {ap} s {s} r {r} user {is_user} {kind:?}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn alignment_faults() {
    let ram = ram();
    let mut m = Mmu::new();
    assert_eq!(m.translate(&ram, 0x1002, Read, false, 4), Ok(0x1002));
    set_control(&mut m, ctrl::A, 0);
    assert_eq!(m.translate(&ram, 0x1002, Read, false, 4), err(0x01, 0x1002));
    assert_eq!(m.translate(&ram, 0x1001, Write, true, 2), err(0x01, 0x1001));
    assert_eq!(m.translate(&ram, 0x1002, Write, true, 2), Ok(0x1002));
    assert_eq!(m.translate(&ram, 0x1003, Read, true, 1), Ok(0x1003));
    assert_eq!(m.translate(&ram, 0x1002, Fetch, true, 4), Ok(0x1002));
    // With the MMU on, alignment comes before translation.
    let mut m = mmu_on();
    set_control(&mut m, ctrl::A, 0);
    assert_eq!(
        m.translate(&ram, 0x0050_0002, Read, false, 4),
        err(0x01, 0x0050_0002)
    );
    assert_eq!(
        m.translate(&ram, 0x0050_0000, Read, false, 4),
        err(0x05, 0x0050_0000)
    );
}

#[test]
fn table_walk_outside_ram_is_external_abort() {
    let mut ram = ram();
    l1_table(&mut ram, 0x0040_0000, 0x2000_0000, 6, false);
    let mut m = mmu_on();
    assert_eq!(
        tr(&mut m, &ram, 0x0040_0000, Read, false),
        err(0x6e, 0x0040_0000)
    );
    m.cp15_write(0, 2, 0, 0, 0x1000_0000).unwrap();
    assert_eq!(
        tr(&mut m, &ram, 0x0040_0000, Read, false),
        err(0x0c, 0x0040_0000)
    );
}

#[test]
fn mmio_pages_are_not_cached() {
    let mut ram = ram();
    section(&mut ram, 0xf100_0000, 0x101f_0000, 1, 0);
    let mut m = mmu_on();
    assert_eq!(tr(&mut m, &ram, 0xf100_1000, Write, false), Ok(0x1010_1000));
    assert_eq!(m.tlb.valid_entries(), 0);
}

/// Maps the sections at 0x0010_0000 and 0x0060_0000 to RAM 0x0020_0000, loads the
/// TLB with a read of each (at different TLB indexes); then remaps them in the table without telling the MMU.
fn cached_then_remapped() -> (Ram, Mmu) {
    let mut ram = ram();
    section(&mut ram, 0x0010_0000, 0x0020_0000, 3, 0);
    section(&mut ram, 0x0060_0000, 0x0020_0000, 3, 0);
    let mut m = mmu_on();
    assert_eq!(tr(&mut m, &ram, 0x0010_0100, Read, false), Ok(0x0020_0100));
    assert_eq!(tr(&mut m, &ram, 0x0061_0100, Read, false), Ok(0x0021_0100));
    section(&mut ram, 0x0010_0000, 0x0030_0000, 3, 0);
    section(&mut ram, 0x0060_0000, 0x0030_0000, 3, 0);
    // Still the cached translation: the TLB was hit.
    assert_eq!(tr(&mut m, &ram, 0x0010_0100, Read, false), Ok(0x0020_0100));
    (ram, m)
}

#[test]
fn tlb_invalidation_by_each_operation() {
    // Invalidate all: unified, instruction, data TLB, and by ASID.
    for crm in [7, 5, 6] {
        for opc2 in [0, 2] {
            let (ram, mut m) = cached_then_remapped();
            assert_eq!(
                m.cp15_write(0, 8, crm, opc2, 0),
                Some(Cp15Effect::TlbFlushed)
            );
            assert_eq!(tr(&mut m, &ram, 0x0010_0100, Read, false), Ok(0x0030_0100));
            assert_eq!(tr(&mut m, &ram, 0x0061_0100, Read, false), Ok(0x0031_0100));
        }
    }
    // By MVA: only the mapping containing it.
    for crm in [7, 5, 6] {
        let (ram, mut m) = cached_then_remapped();
        assert_eq!(
            m.cp15_write(0, 8, crm, 1, 0x0018_0000),
            Some(Cp15Effect::TlbFlushed)
        );
        assert_eq!(tr(&mut m, &ram, 0x0010_0100, Read, false), Ok(0x0030_0100));
        assert_eq!(tr(&mut m, &ram, 0x0061_0100, Read, false), Ok(0x0021_0100));
    }
    // TTBR and control writes flush; an unchanged TTBR does not.
    let (mut ram, mut m) = cached_then_remapped();
    assert_eq!(m.cp15_write(0, 2, 0, 0, L1), Some(Cp15Effect::None));
    assert_eq!(tr(&mut m, &ram, 0x0010_0100, Read, false), Ok(0x0020_0100));
    ram.bytes_mut()
        .copy_within(L1 as usize..L1 as usize + 0x4000, 0x10000);
    assert_eq!(
        m.cp15_write(0, 2, 0, 0, 0x10000),
        Some(Cp15Effect::TlbFlushed)
    );
    assert_eq!(tr(&mut m, &ram, 0x0010_0100, Read, false), Ok(0x0030_0100));
    let (ram, mut m) = cached_then_remapped();
    set_control(&mut m, ctrl::S, 0);
    assert_eq!(tr(&mut m, &ram, 0x0010_0100, Read, false), Ok(0x0030_0100));
}

#[test]
fn dacr_write_rechecks_cached_entries() {
    let mut ram = ram();
    section(&mut ram, 0x0010_0000, 0x0010_0000, 1, 2);
    let mut m = mmu_on();
    // Manager: user write allowed despite AP = 01, and cached as manager-only, with the
    // read entry the write's walk fills beside it (a User read is no more allowed).
    m.cp15_write(0, 3, 0, 0, 3 << 4).unwrap();
    assert_eq!(tr(&mut m, &ram, 0x0010_0000, Write, true), Ok(0x0010_0000));
    assert_eq!(m.tlb.valid_entries(), 2);
    assert_eq!(
        m.cp15_write(0, 3, 0, 0, 1 << 4),
        Some(Cp15Effect::DacrChanged)
    );
    assert_eq!(
        tr(&mut m, &ram, 0x0010_0000, Write, true),
        err(0x2d, 0x0010_0000)
    );
    assert_eq!(
        tr(&mut m, &ram, 0x0010_0000, Read, true),
        err(0x2d, 0x0010_0000)
    );
    assert_eq!(tr(&mut m, &ram, 0x0010_0000, Write, false), Ok(0x0010_0000));
    m.cp15_write(0, 3, 0, 0, 0).unwrap();
    assert_eq!(
        tr(&mut m, &ram, 0x0010_0000, Write, false),
        err(0x29, 0x0010_0000)
    );
    m.cp15_write(0, 3, 0, 0, 1 << 4).unwrap();
    assert_eq!(tr(&mut m, &ram, 0x0010_0000, Write, false), Ok(0x0010_0000));
}

#[test]
fn fcse_remaps_low_32_mib() {
    let mut ram = ram();
    let pid = 3 << 25;
    section(&mut ram, 0x0000_0000, 0x0010_0000, 3, 0);
    section(&mut ram, pid, 0x0020_0000, 3, 0);
    section(&mut ram, 0x0200_0000 + pid, 0x0030_0000, 3, 0);
    section(&mut ram, 0x0200_0000, 0x0000_0000, 3, 0);
    let mut m = mmu_on();
    assert_eq!(tr(&mut m, &ram, 0x0000_1234, Read, false), Ok(0x0010_1234));
    assert_eq!(m.cp15_write(0, 13, 0, 0, pid), Some(Cp15Effect::TlbFlushed));
    assert_eq!(m.mva(0x0000_1234), pid | 0x1234);
    assert_eq!(tr(&mut m, &ram, 0x0000_1234, Read, false), Ok(0x0020_1234));
    // At and above 32 MiB, no remapping.
    assert_eq!(tr(&mut m, &ram, 0x0200_1234, Read, false), Ok(0x0000_1234));
    // FAR holds the address before remapping.
    assert!(ram.write32(L1 + (pid >> 20) * 4 + 4, 0));
    m.flush_tlb();
    assert_eq!(
        tr(&mut m, &ram, 0x0010_0000, Read, false),
        err(0x05, 0x0010_0000)
    );
    // TLB invalidation by MVA takes the remapped address.
    assert_eq!(tr(&mut m, &ram, 0x0000_1000, Read, false), Ok(0x0020_1000));
    section(&mut ram, pid, 0x0030_0000, 3, 0);
    m.cp15_write(0, 8, 7, 1, 0x0000_1000).unwrap();
    assert_eq!(tr(&mut m, &ram, 0x0000_1000, Read, false), Ok(0x0020_1000));
    m.cp15_write(0, 8, 7, 1, pid | 0x1000).unwrap();
    assert_eq!(tr(&mut m, &ram, 0x0000_1000, Read, false), Ok(0x0030_1000));
}

#[test]
fn prefetch_abort_records_ifsr_only() {
    let ram = ram();
    let mut m = mmu_on();
    let f = tr(&mut m, &ram, 0x0070_0000, Fetch, true).unwrap_err();
    m.cp15_write(0, 6, 0, 0, 0xdead_0000).unwrap();
    m.record_prefetch_abort(f);
    assert_eq!(m.cp15_read(0, 5, 0, 1, 0), Some(0x05));
    assert_eq!(m.cp15_read(0, 5, 0, 0, 0), Some(0));
    assert_eq!(m.cp15_read(0, 6, 0, 0, 0), Some(0xdead_0000));
}

#[test]
fn ttbcr_n_selects_ttbr1() {
    let mut ram = ram();
    let l1b = 0x0002_0000;
    assert!(ram.write32(
        l1b + (0xc000_0000u32 >> 20) * 4,
        0x0030_0000 | (3 << 10) | 2
    ));
    section(&mut ram, 0x0010_0000, 0x0010_0000, 3, 0);
    let mut m = mmu_on();
    m.cp15_write(0, 2, 0, 1, l1b).unwrap();
    assert_eq!(
        tr(&mut m, &ram, 0xc000_0010, Read, false),
        err(0x05, 0xc000_0010)
    );
    assert_eq!(m.cp15_write(0, 2, 0, 2, 1), Some(Cp15Effect::TlbFlushed));
    assert_eq!(tr(&mut m, &ram, 0xc000_0010, Read, false), Ok(0x0030_0010));
    assert_eq!(tr(&mut m, &ram, 0x0010_0010, Read, false), Ok(0x0010_0010));
}

#[test]
fn tlb_hit_gives_page_in_ram_and_host_address() {
    let mut ram = ram();
    section(&mut ram, 0xc000_0000, 0x0000_0000, 3, 0);
    let mut m = mmu_on();
    assert_eq!(tr(&mut m, &ram, 0xc000_5008, Read, true), Ok(0x5008));
    let e = m.tlb.entries[1][Read.index()][5];
    assert_eq!(e.tag, 0xc000_5000);
    let base = ram.bytes().as_ptr() as usize as u64;
    assert_eq!(e.host_addend.wrapping_add(0xc000_5008), base + 0x5008);
    assert_eq!(m.regs.dacr & e.dacr_need, e.dacr_need);
}

mod asid;

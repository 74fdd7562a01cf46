//! The ARMv7 MMU's ASID-tagged TLB through CP15: two address spaces with their own
//! tables and ASIDs, switched as Linux switches them (CONTEXTIDR, then TTBR0), and
//! the TLB maintenance operations with their scope. Stale entries are how a test sees
//! what the TLB holds: a descriptor changed without maintenance goes on translating
//! the old way while its entry lives.

use super::*;

/// Process A's and B's first-level tables, their second-level tables, and the
/// physical pages their user pages map to.
const L1A: u32 = 0x0001_0000;
const L1B: u32 = 0x0001_4000;
const L2A: u32 = 0x0001_8000;
const L2B: u32 = 0x0001_8400;
/// A second-level table of kernel pages (global).
const L2K: u32 = 0x0001_8800;
const PA_A: u32 = 0x0010_0000;
const PA_B: u32 = 0x0020_0000;
/// The user pages (one second-level table's worth) and a kernel section.
const USER: u32 = 0x0010_0000;
const KERNEL: u32 = 0xc000_0000;
const ASID_A: u32 = 1;
const ASID_B: u32 = 2;

/// Writes a CP15 register on the ARMv7 MMU; returns the effect.
fn mcr(m: &mut Mmu, ram: &Ram, (crn, crm, opc2): (u8, u8, u8), v: u32) -> Cp15Effect {
    m.cp15_write_v7(ram, (0, crn, crm, opc2), v, 0)
        .expect("a writable register")
        .expect("no fault")
}

const TTBR0: (u8, u8, u8) = (2, 0, 0);
const TTBCR: (u8, u8, u8) = (2, 0, 2);
const CONTEXTIDR: (u8, u8, u8) = (13, 0, 1);
const TLBIALL: (u8, u8, u8) = (8, 7, 0);
const TLBIMVA: (u8, u8, u8) = (8, 7, 1);
const TLBIASID: (u8, u8, u8) = (8, 7, 2);
const TLBIMVAA: (u8, u8, u8) = (8, 7, 3);

/// A small page descriptor, full access, nG as given.
fn page(pa: u32, ng: bool) -> u32 {
    pa | (ng as u32) << 11 | 3 << 4 | 2
}

/// Sets user page `i` of the table at `l2` (virtual `USER + i * 4 KiB`).
fn set_page(ram: &mut Ram, l2: u32, i: u32, pa: u32, ng: bool) {
    assert!(ram.write32(l2 + i * 4, page(pa, ng)));
}

/// Two address spaces: `pages` user pages each (non-global, A's at `PA_A`, B's at
/// `PA_B`) and a global kernel section at `KERNEL`; the MMU on, running A.
fn two_spaces(pages: u32) -> (Mmu, Ram) {
    let mut ram = ram();
    for (l1, l2, pa) in [(L1A, L2A, PA_A), (L1B, L2B, PA_B)] {
        assert!(ram.write32(l1 + (USER >> 20) * 4, l2 | 1));
        assert!(ram.write32(l1 + (KERNEL >> 20) * 4, 3 << 10 | 2));
        for i in 0..pages {
            set_page(&mut ram, l2, i, pa + i * 0x1000, true);
        }
    }
    let mut m = Mmu::new();
    m.make_v7(1);
    mcr(&mut m, &ram, (3, 0, 0), 0x5555_5555);
    mcr(&mut m, &ram, CONTEXTIDR, ASID_A);
    mcr(&mut m, &ram, TTBR0, L1A);
    mcr(&mut m, &ram, (1, 0, 0), crate::cp15_v7::SCTLR_RESET | 1);
    (m, ram)
}

/// Switches to the other address space as Linux does: CONTEXTIDR (the ASID, a PROCID
/// above it), then TTBR0.
fn switch(m: &mut Mmu, ram: &Ram, asid: u32) -> Cp15Effect {
    let effect = mcr(m, ram, CONTEXTIDR, 0x100 | asid);
    let l1 = if asid == ASID_A { L1A } else { L1B };
    assert_eq!(
        mcr(m, ram, TTBR0, l1),
        Cp15Effect::None,
        "TTBR0 flushes nothing"
    );
    effect
}

fn rd(m: &mut Mmu, ram: &Ram, va: u32) -> u32 {
    m.translate(ram, va, Read, true, 4).expect("mapped")
}

#[test]
fn non_global_pages_belong_to_their_asid_and_global_ones_to_all() {
    let (mut m, ram) = two_spaces(4);
    assert_eq!(rd(&mut m, &ram, USER + 0x10), PA_A + 0x10);
    assert_eq!(rd(&mut m, &ram, KERNEL + 0x20), 0x20);
    assert_eq!(switch(&mut m, &ram, ASID_B), Cp15Effect::TlbFlushed);
    assert_eq!(rd(&mut m, &ram, USER + 0x10), PA_B + 0x10);
    let fills = m.tlb.fills;
    assert_eq!(rd(&mut m, &ram, KERNEL + 0x20), 0x20, "global entry kept");
    switch(&mut m, &ram, ASID_A);
    assert_eq!(rd(&mut m, &ram, USER + 0x10), PA_A + 0x10);
    switch(&mut m, &ram, ASID_B);
    assert_eq!(rd(&mut m, &ram, USER + 0x10), PA_B + 0x10);
    assert_eq!(
        m.tlb.fills, fills,
        "every translation after the first came back"
    );
    // A PROCID change alone is no ASID change.
    assert_eq!(
        mcr(&mut m, &ram, CONTEXTIDR, 0x700 | ASID_B),
        Cp15Effect::None
    );
    assert_eq!(rd(&mut m, &ram, USER + 0x10), PA_B + 0x10);
    assert_eq!(m.tlb.fills, fills);
}

/// A descriptor changed without maintenance: the entry made from the old one goes on
/// serving (the architecture allows it until TLB maintenance; QEMU keeps its entry
/// too), in its own ASID and after switching away and back.
#[test]
fn a_table_change_without_maintenance_keeps_the_stale_entry() {
    let (mut m, mut ram) = two_spaces(2);
    assert_eq!(rd(&mut m, &ram, USER), PA_A);
    set_page(&mut ram, L2A, 0, 0x0030_0000, true);
    assert_eq!(rd(&mut m, &ram, USER), PA_A);
    switch(&mut m, &ram, ASID_B);
    switch(&mut m, &ram, ASID_A);
    assert_eq!(rd(&mut m, &ram, USER), PA_A);
    mcr(&mut m, &ram, TLBIMVA, USER | ASID_A);
    assert_eq!(rd(&mut m, &ram, USER), 0x0030_0000);
}

#[test]
fn tlbimva_drops_the_page_of_one_asid_and_global_ones() {
    let (mut m, mut ram) = two_spaces(2);
    // A kernel page of 4 KiB, global, beside the section.
    assert!(ram.write32(L1A + (0xd000_0000u32 >> 20) * 4, L2K | 1));
    assert!(ram.write32(L2K, page(0x0004_0000, false)));
    assert_eq!(rd(&mut m, &ram, 0xd000_0000), 0x0004_0000);
    assert_eq!(rd(&mut m, &ram, USER), PA_A);
    switch(&mut m, &ram, ASID_B);
    assert_eq!(rd(&mut m, &ram, USER), PA_B);
    // New tables for everything; stale entries until maintenance.
    set_page(&mut ram, L2A, 0, 0x0031_0000, true);
    set_page(&mut ram, L2B, 0, 0x0032_0000, true);
    assert!(ram.write32(L2K, page(0x0005_0000, false)));
    assert!(ram.write32(L1B + (0xd000_0000u32 >> 20) * 4, L2K | 1));
    // TLBIMVA for A while B runs: B's entry stays, the global entry goes.
    mcr(&mut m, &ram, TLBIMVA, USER | ASID_A);
    mcr(&mut m, &ram, TLBIMVA, 0xd000_0000 | ASID_A);
    assert_eq!(rd(&mut m, &ram, USER), PA_B, "ASID B's entry");
    assert_eq!(rd(&mut m, &ram, 0xd000_0000), 0x0005_0000, "global entry");
    switch(&mut m, &ram, ASID_A);
    assert_eq!(rd(&mut m, &ram, USER), 0x0031_0000, "A's stored entry went");
    switch(&mut m, &ram, ASID_B);
    mcr(&mut m, &ram, TLBIMVA, USER | ASID_B);
    assert_eq!(rd(&mut m, &ram, USER), 0x0032_0000);
}

#[test]
fn tlbiasid_drops_one_asids_pages_and_keeps_global_ones() {
    let (mut m, mut ram) = two_spaces(2);
    assert_eq!(rd(&mut m, &ram, USER), PA_A);
    assert_eq!(rd(&mut m, &ram, KERNEL), 0);
    switch(&mut m, &ram, ASID_B);
    assert_eq!(rd(&mut m, &ram, USER + 0x1000), PA_B + 0x1000);
    set_page(&mut ram, L2A, 0, 0x0031_0000, true);
    set_page(&mut ram, L2B, 1, 0x0032_0000, true);
    assert!(ram.write32(L1A + (KERNEL >> 20) * 4, 0x0070_0000 | 3 << 10 | 2));
    assert!(ram.write32(L1B + (KERNEL >> 20) * 4, 0x0070_0000 | 3 << 10 | 2));
    // A's (stored) pages go; B's and the global section stay.
    mcr(&mut m, &ram, TLBIASID, ASID_A);
    assert_eq!(rd(&mut m, &ram, USER + 0x1000), PA_B + 0x1000);
    assert_eq!(rd(&mut m, &ram, KERNEL), 0);
    switch(&mut m, &ram, ASID_A);
    assert_eq!(rd(&mut m, &ram, USER), 0x0031_0000);
    // The current ASID's.
    switch(&mut m, &ram, ASID_B);
    mcr(&mut m, &ram, TLBIASID, ASID_B);
    assert_eq!(rd(&mut m, &ram, USER + 0x1000), 0x0032_0000);
    assert_eq!(rd(&mut m, &ram, KERNEL), 0);
    mcr(&mut m, &ram, TLBIALL, 0);
    assert_eq!(rd(&mut m, &ram, KERNEL), 0x0070_0000);
}

#[test]
fn tlbimvaa_drops_the_page_of_every_asid() {
    let (mut m, mut ram) = two_spaces(2);
    assert_eq!(rd(&mut m, &ram, USER), PA_A);
    switch(&mut m, &ram, ASID_B);
    assert_eq!(rd(&mut m, &ram, USER), PA_B);
    assert_eq!(rd(&mut m, &ram, USER + 0x1000), PA_B + 0x1000);
    set_page(&mut ram, L2A, 0, 0x0031_0000, true);
    set_page(&mut ram, L2B, 0, 0x0032_0000, true);
    set_page(&mut ram, L2B, 1, 0x0033_0000, true);
    mcr(&mut m, &ram, TLBIMVAA, USER);
    assert_eq!(rd(&mut m, &ram, USER), 0x0032_0000);
    assert_eq!(
        rd(&mut m, &ram, USER + 0x1000),
        PA_B + 0x1000,
        "another page"
    );
    switch(&mut m, &ram, ASID_A);
    assert_eq!(rd(&mut m, &ram, USER), 0x0031_0000);
}

/// As QEMU 7.2: TTBR writes keep the TLB (the 64-bit one that changes bits 63:48
/// excepted), TTBCR writes flush it, stored ASIDs included.
#[test]
fn which_translation_register_writes_flush() {
    let (mut m, ram) = two_spaces(1);
    assert_eq!(rd(&mut m, &ram, USER), PA_A);
    assert_eq!(mcr(&mut m, &ram, TTBR0, L1B), Cp15Effect::None);
    assert_eq!(rd(&mut m, &ram, USER), PA_A, "kept");
    assert_eq!(m.cp15_write64(0, 2, u64::from(L1A)), Some(Cp15Effect::None));
    assert_eq!(
        m.cp15_write64(0, 2, 1 << 48 | u64::from(L1A)),
        Some(Cp15Effect::TlbFlushed)
    );
    assert_eq!(m.tlb.valid_entries(), 0);
    assert_eq!(rd(&mut m, &ram, USER), PA_A);
    switch(&mut m, &ram, ASID_B);
    assert_eq!(m.tlb.saved_entries(), [(ASID_A as u8, 1)]);
    assert_eq!(mcr(&mut m, &ram, TTBCR, 1), Cp15Effect::TlbFlushed);
    assert_eq!(m.tlb.saved_entries(), []);
}

/// What the ASID tags save: two processes taking turns, each touching 64 pages per
/// turn. Flushing at every switch (what the TLB did before it was tagged, and what
/// a TLBIALL after each switch still does) refills every page every turn.
#[test]
fn switching_between_two_asids_costs_no_refills() {
    const PAGES: u32 = 64;
    const TURNS: u32 = 100;
    let run = |flush: bool| {
        let (mut m, ram) = two_spaces(PAGES);
        for turn in 0..TURNS {
            let asid = if turn % 2 == 0 { ASID_A } else { ASID_B };
            switch(&mut m, &ram, asid);
            if flush {
                mcr(&mut m, &ram, TLBIALL, 0);
            }
            let pa = if asid == ASID_A { PA_A } else { PA_B };
            for i in 0..PAGES {
                assert_eq!(rd(&mut m, &ram, USER + i * 0x1000 + 4), pa + i * 0x1000 + 4);
            }
            assert_eq!(rd(&mut m, &ram, KERNEL), 0);
        }
        m.tlb.fills
    };
    let (tagged, flushed) = (run(false), run(true));
    // Tagged: each process's pages once, the kernel section once.
    assert_eq!(tagged, u64::from(2 * PAGES + 1));
    assert_eq!(flushed, u64::from(TURNS * (PAGES + 1)));
}

/// Host time per turn of the workload above with and without the tags, for a few
/// working-set sizes (a measurement, not a check: run it in release with
/// `cargo test -p arm --release -- --ignored --nocapture asid_switch_cost`).
#[test]
#[ignore = "a measurement: run with --ignored --nocapture in release"]
fn asid_switch_cost() {
    for pages in [8, 64, 256] {
        let time = |flush: bool| {
            let (mut m, ram) = two_spaces(pages);
            let turns = 20_000 / pages.max(8);
            let start = std::time::Instant::now();
            for turn in 0..turns {
                let asid = if turn % 2 == 0 { ASID_A } else { ASID_B };
                switch(&mut m, &ram, asid);
                if flush {
                    mcr(&mut m, &ram, TLBIALL, 0);
                }
                for i in 0..pages {
                    std::hint::black_box(rd(&mut m, &ram, USER + i * 0x1000));
                }
            }
            start.elapsed().as_nanos() as f64 / f64::from(turns)
        };
        // The first runs warm the host's caches and allocator up.
        let _ = (time(false), time(true));
        let (tagged, flushed) = (time(false), time(true));
        println!(
            "{pages:3} pages a turn: {tagged:9.0} ns a turn tagged, {flushed:9.0} ns flushing ({:.1}x)",
            flushed / tagged
        );
    }
}

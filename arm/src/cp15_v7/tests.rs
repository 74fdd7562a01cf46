//! Tests of the ARMv7 CP15/CP14 model against the values measured under QEMU 7.2
//! (`-M virt -cpu cortex-a15,neon=off`) by a bare-metal probe.

use super::cp14;
use super::timer::{ctl, kctl, Timer};
use super::*;

use Cp15V7Effect as E;

/// Ticks per count used by the tests (a 1 GHz CPU against 62.5 MHz).
const TPC: u64 = 16;

fn regs() -> Cp15V7Regs {
    Cp15V7Regs::new(TPC)
}

fn rd(r: &Cp15V7Regs, opc1: u8, crn: u8, crm: u8, opc2: u8) -> Option<u32> {
    read(r, opc1, crn, crm, opc2, Env::at(0))
}

fn wr(r: &mut Cp15V7Regs, opc1: u8, crn: u8, crm: u8, opc2: u8, v: u32) -> Option<Cp15V7Effect> {
    write(r, opc1, crn, crm, opc2, v, 0)
}

#[test]
fn id_registers_as_measured_under_qemu() {
    let r = regs();
    // (opc1, crn, crm, opc2, value) as the probe printed them.
    let table: [(u8, u8, u8, u8, u32); 26] = [
        (0, 0, 0, 0, 0x414f_c0f0),
        (0, 0, 0, 1, 0x8444_c004),
        (0, 0, 0, 2, 0),
        (0, 0, 0, 3, 0),
        (0, 0, 0, 4, 0x414f_c0f0),
        (0, 0, 0, 5, 0x8000_0000),
        (0, 0, 0, 6, 0x414f_c0f0),
        (0, 0, 0, 7, 0x414f_c0f0),
        (0, 0, 1, 0, 0x0000_1131),
        (0, 0, 1, 1, 0x0001_0001),
        (0, 0, 1, 2, 0x0201_0505),
        (0, 0, 1, 3, 0),
        (0, 0, 1, 4, 0x1020_1105),
        (0, 0, 1, 5, 0x2000_0000),
        (0, 0, 1, 6, 0x0124_0000),
        (0, 0, 1, 7, 0x0210_2211),
        (0, 0, 2, 0, 0x0210_1110),
        (0, 0, 2, 1, 0x1311_2111),
        (0, 0, 2, 2, 0x2123_2041),
        (0, 0, 2, 3, 0x1111_2131),
        (0, 0, 2, 4, 0x1001_1142),
        (0, 0, 2, 5, 0),
        (1, 0, 0, 0, 0x701f_e00a),
        (1, 0, 0, 1, 0x0a20_0023),
        (1, 0, 0, 7, 0),
        (4, 15, 0, 0, 0x0800_0000),
    ];
    for (opc1, crn, crm, opc2, v) in table {
        assert_eq!(
            rd(&r, opc1, crn, crm, opc2),
            Some(v),
            "c{crn},c{crm},{opc2} opc1 {opc1}"
        );
    }
    for crm in 2..8 {
        for opc2 in 0..8 {
            if crm == 2 && opc2 < 5 {
                continue;
            }
            assert_eq!(rd(&r, 0, 0, crm, opc2), Some(0), "c0,c{crm},{opc2}");
        }
    }
    assert_eq!(rd(&r, 0, 0, 8, 0), None);
    assert_eq!(rd(&r, 0, 0, 15, 7), None);
    assert_eq!(rd(&r, 1, 0, 0, 2), None);
    assert_eq!(rd(&r, 3, 0, 0, 0), None);
    assert_eq!(rd(&r, 1, 9, 0, 2), Some(0x0080_0000), "L2CTLR");
    assert_eq!(rd(&r, 1, 9, 0, 3), Some(0), "L2ECTLR");
}

#[test]
fn ccsidr_follows_csselr() {
    let mut r = regs();
    let expect = [0x701f_e00a, 0x201f_e00a, 0x711f_e07a];
    for sel in 0..16u32 {
        assert_eq!(wr(&mut r, 2, 0, 0, 0, sel), Some(E::None));
        assert_eq!(rd(&r, 2, 0, 0, 0), Some(sel));
        let want = expect.get(sel as usize).copied().unwrap_or(0);
        assert_eq!(rd(&r, 1, 0, 0, 0), Some(want), "CSSELR {sel}");
    }
    wr(&mut r, 2, 0, 0, 0, 0xffff_ffff).unwrap();
    assert_eq!(rd(&r, 2, 0, 0, 0), Some(0xf));
}

#[test]
fn reset_values() {
    let r = regs();
    assert_eq!(rd(&r, 0, 1, 0, 0), Some(0x00c5_0078), "SCTLR");
    assert_eq!(rd(&r, 0, 1, 0, 1), Some(0), "ACTLR");
    assert_eq!(rd(&r, 0, 1, 0, 2), Some(0x8000_0000), "CPACR: ASEDIS");
    for (crn, crm, opc2) in [
        (2, 0, 0),
        (2, 0, 1),
        (2, 0, 2),
        (3, 0, 0),
        (5, 0, 0),
        (5, 0, 1),
        (5, 1, 0),
        (5, 1, 1),
        (6, 0, 0),
        (6, 0, 1),
        (6, 0, 2),
        (7, 4, 0),
        (10, 2, 0),
        (10, 2, 1),
        (10, 3, 0),
        (10, 3, 1),
        (12, 0, 0),
        (12, 1, 0),
        (13, 0, 0),
        (13, 0, 1),
        (13, 0, 2),
        (13, 0, 3),
        (13, 0, 4),
        (14, 1, 0),
        (14, 2, 1),
        (14, 3, 1),
    ] {
        assert_eq!(rd(&r, 0, crn, crm, opc2), Some(0), "c{crn},c{crm},{opc2}");
    }
    assert_eq!(rd(&r, 0, 14, 0, 0), Some(62_500_000), "CNTFRQ");
    assert_eq!(r.vector_base(), 0);
    let mut s = r.clone();
    s.sctlr |= sctlr::V;
    assert_eq!(s.vector_base(), 0xffff_0000);
}

/// Writes of all ones and of zero read back as the probe measured them.
#[test]
fn write_masks_as_measured() {
    // (crn, opc1, crm, opc2, after ones, after zero)
    let table: [(u8, u8, u8, u8, u32, u32); 20] = [
        (1, 0, 0, 1, 0, 0),                     // ACTLR
        (1, 0, 0, 2, 0xc0f0_0000, 0x8000_0000), // CPACR
        (2, 0, 0, 0, 0xffff_ffff, 0),           // TTBR0
        (2, 0, 0, 1, 0xffff_ffff, 0),           // TTBR1
        (3, 0, 0, 0, 0xffff_ffff, 0),           // DACR
        (5, 0, 0, 0, 0xffff_ffff, 0),           // DFSR
        (5, 0, 0, 1, 0xffff_ffff, 0),           // IFSR
        (5, 0, 1, 0, 0, 0),                     // ADFSR
        (5, 0, 1, 1, 0, 0),                     // AIFSR
        (6, 0, 0, 0, 0xffff_ffff, 0),           // DFAR
        (6, 0, 0, 2, 0xffff_ffff, 0),           // IFAR
        (7, 0, 4, 0, 0xffff_ffff, 0),           // PAR
        (10, 0, 2, 0, 0xffff_ffff, 0),          // PRRR
        (10, 0, 2, 1, 0xffff_ffff, 0),          // NMRR
        (10, 0, 3, 0, 0, 0),                    // AMAIR0
        (13, 0, 0, 1, 0xffff_ffff, 0),          // CONTEXTIDR
        (13, 0, 0, 2, 0xffff_ffff, 0),          // TPIDRURW
        (13, 0, 0, 4, 0xffff_ffff, 0),          // TPIDRPRW
        (14, 0, 1, 0, 0xffff_ffff, 0),          // CNTKCTL
        (14, 0, 0, 0, 0xffff_ffff, 0),          // CNTFRQ
    ];
    for (crn, opc1, crm, opc2, ones, zero) in table {
        let mut r = regs();
        wr(&mut r, opc1, crn, crm, opc2, u32::MAX).unwrap();
        assert_eq!(
            rd(&r, opc1, crn, crm, opc2),
            Some(ones),
            "c{crn},c{crm},{opc2} <- ones"
        );
        wr(&mut r, opc1, crn, crm, opc2, 0).unwrap();
        assert_eq!(
            rd(&r, opc1, crn, crm, opc2),
            Some(zero),
            "c{crn},c{crm},{opc2} <- 0"
        );
    }
    let mut r = regs();
    // TTBCR keeps N only (QEMU: 0x7fffffff reads back 7); EAE cannot be set here.
    wr(&mut r, 0, 2, 0, 2, 0x7fff_ffff).unwrap();
    assert_eq!(rd(&r, 0, 2, 0, 2), Some(7));
    wr(&mut r, 0, 2, 0, 2, 0xffff_ffff).unwrap();
    assert_eq!(r.ttbcr & ttbcr::EAE, 0);
    // VBAR: bits 4:0 are zero.
    wr(&mut r, 0, 12, 0, 0, 0xffff_ffff).unwrap();
    assert_eq!(rd(&r, 0, 12, 0, 0), Some(0xffff_ffe0));
    assert_eq!(r.vector_base(), 0xffff_ffe0);
    // SCTLR keeps every bit (QEMU stores what is written).
    wr(&mut r, 0, 1, 0, 0, 0x8fd7_cf7c).unwrap();
    assert_eq!(rd(&r, 0, 1, 0, 0), Some(0x8fd7_cf7c));
    wr(&mut r, 0, 1, 0, 0, 0).unwrap();
    assert_eq!(rd(&r, 0, 1, 0, 0), Some(0));
    // WFAR, L2 control, c15: writes ignored.
    wr(&mut r, 0, 6, 0, 1, 5).unwrap();
    assert_eq!(rd(&r, 0, 6, 0, 1), Some(0));
    wr(&mut r, 1, 9, 0, 2, 0).unwrap();
    assert_eq!(rd(&r, 1, 9, 0, 2), Some(0x0080_0000));
    assert_eq!(wr(&mut r, 0, 15, 0, 0, u32::MAX), Some(E::None));
    assert_eq!(rd(&r, 0, 15, 0, 0), Some(0));
    assert_eq!(rd(&r, 7, 15, 15, 7), Some(0));
}

#[test]
fn dacr_answers_at_every_c3_encoding() {
    let mut r = regs();
    wr(&mut r, 0, 3, 0, 0, 0x1234_5678).unwrap();
    assert_eq!(rd(&r, 0, 3, 5, 7), Some(0x1234_5678));
    assert_eq!(rd(&r, 3, 3, 0, 0), Some(0x1234_5678));
    assert_eq!(wr(&mut r, 5, 3, 7, 2, 0x5555_5555), Some(E::DacrChanged));
    assert_eq!(rd(&r, 0, 3, 0, 0), Some(0x5555_5555));
    assert_eq!(wr(&mut r, 0, 3, 0, 0, 0x5555_5555), Some(E::None));
}

#[test]
fn sixty_four_bit_registers() {
    let mut r = regs();
    assert_eq!(
        write64(&mut r, 0, 2, 0x1234_5678_8765_4321),
        Some(E::TranslationChanged)
    );
    assert_eq!(read64(&r, 0, 2, 0), Some(0x1234_5678_8765_4321));
    assert_eq!(rd(&r, 0, 2, 0, 0), Some(0x8765_4321));
    // A 32-bit write keeps the high half (measured 12345678:abcd0000).
    assert_eq!(
        wr(&mut r, 0, 2, 0, 0, 0xabcd_0000),
        Some(E::TranslationChanged)
    );
    assert_eq!(read64(&r, 0, 2, 0), Some(0x1234_5678_abcd_0000));
    assert_eq!(write64(&mut r, 1, 2, 5), Some(E::TranslationChanged));
    assert_eq!(rd(&r, 0, 2, 0, 1), Some(5));
    write64(&mut r, 0, 7, u64::MAX).unwrap();
    assert_eq!(rd(&r, 0, 7, 4, 0), Some(u32::MAX));
    wr(&mut r, 0, 7, 4, 0, 0x11).unwrap();
    assert_eq!(read64(&r, 0, 7, 0), Some(0xffff_ffff_0000_0011));
    for (opc1, crm) in [(4, 14), (0, 3), (1, 7), (0, 15), (8, 2)] {
        assert_eq!(read64(&r, opc1, crm, 0), None, "mrrc {opc1} c{crm}");
    }
    for (opc1, crm) in [(0, 14), (1, 14), (4, 14), (1, 7)] {
        assert_eq!(write64(&mut r, opc1, crm, 0), None, "mcrr {opc1} c{crm}");
    }
}

#[test]
fn undefined_encodings() {
    let mut r = regs();
    for (opc1, crn, crm, opc2) in [
        (0, 1, 1, 0), // SCR: no EL3
        (0, 1, 0, 3),
        (0, 2, 0, 3),
        (0, 5, 2, 0),
        (0, 6, 0, 3),
        (0, 7, 5, 0),  // write-only cache operation
        (0, 7, 8, 0),  // write-only ATS
        (0, 8, 7, 0),  // write-only TLB operation
        (0, 9, 12, 0), // PMCR: the PMU is not modelled
        (4, 1, 1, 0),  // HSCTLR: no EL2
        (0, 11, 0, 0),
        (0, 12, 0, 1), // MVBAR: no EL3
        (0, 13, 0, 5),
        (0, 14, 4, 0),
    ] {
        assert_eq!(
            rd(&r, opc1, crn, crm, opc2),
            None,
            "mrc c{crn},c{crm},{opc2} opc1 {opc1}"
        );
    }
    for (opc1, crn, crm, opc2) in [
        (0, 0, 0, 0),  // MIDR
        (1, 0, 0, 0),  // CCSIDR
        (4, 15, 0, 0), // CBAR
        (0, 7, 8, 4),  // ATS12NSOPR: no EL3
        (0, 7, 8, 7),
        (1, 7, 5, 0),
        (0, 8, 5, 3), // no ITLBIMVAA
        (0, 8, 0, 0),
        (4, 8, 7, 0), // TLBIALLH: no EL2
        (0, 8, 3, 4),
        (0, 12, 1, 0), // ISR is read-only
        (0, 14, 0, 1),
    ] {
        assert_eq!(
            wr(&mut r, opc1, crn, crm, opc2, 0),
            None,
            "mcr c{crn},c{crm},{opc2} opc1 {opc1}"
        );
    }
}

#[test]
fn write_effects() {
    let mut r = regs();
    // c7 at opc1 0: every encoding but c7,c8,4-7 is accepted (the probe's MCR grid);
    // the v6 WFI encoding c7,c0,4 is a no-op on v7.
    for crm in 0..16 {
        for opc2 in 0..8 {
            let e = wr(&mut r, 0, 7, crm, opc2, 0x4000_1234);
            match (crm, opc2) {
                (8, 0..=3) => assert!(matches!(e, Some(E::AddressTranslate(_)))),
                (8, _) => assert_eq!(e, None),
                (4, 0) => assert_eq!(e, Some(E::None), "PAR"),
                _ => assert_eq!(e, Some(E::None), "c7,c{crm},{opc2}"),
            }
        }
    }
    let ats = |opc2| match write(&mut regs(), 0, 7, 8, opc2, 0x1000, 0) {
        Some(E::AddressTranslate(a)) => (a.va, a.user, a.write),
        e => panic!("{e:?}"),
    };
    assert_eq!(ats(0), (0x1000, false, false));
    assert_eq!(ats(1), (0x1000, false, true));
    assert_eq!(ats(2), (0x1000, true, false));
    assert_eq!(ats(3), (0x1000, true, true));
    // c8: the TLB operations QEMU accepts, and only those.
    let mut accepted = Vec::new();
    for crm in 0..16 {
        for opc2 in 0..8 {
            if wr(&mut r, 0, 8, crm, opc2, 0).is_some() {
                accepted.push((crm, opc2));
            }
        }
    }
    let expect: Vec<(u8, u8)> = vec![
        (3, 0),
        (3, 1),
        (3, 2),
        (3, 3),
        (5, 0),
        (5, 1),
        (5, 2),
        (6, 0),
        (6, 1),
        (6, 2),
        (7, 0),
        (7, 1),
        (7, 2),
        (7, 3),
    ];
    assert_eq!(accepted, expect);
    assert_eq!(wr(&mut r, 0, 8, 7, 0, 0), Some(E::TlbFlushAll));
    assert_eq!(wr(&mut r, 0, 8, 3, 0, 0), Some(E::TlbFlushAll));
    assert_eq!(
        wr(&mut r, 0, 8, 7, 1, 0x1234_5642),
        Some(E::TlbFlushMva {
            mva: 0x1234_5000,
            asid: 0x42
        })
    );
    assert_eq!(
        wr(&mut r, 0, 8, 6, 2, 0x107),
        Some(E::TlbFlushAsid { asid: 7 })
    );
    assert_eq!(
        wr(&mut r, 0, 8, 3, 3, 0xffff_f0ff),
        Some(E::TlbFlushMvaAllAsid { mva: 0xffff_f000 })
    );
    // Registers whose change matters outside CP15.
    assert_eq!(
        wr(&mut r, 0, 1, 0, 0, SCTLR_RESET | 1),
        Some(E::SctlrChanged)
    );
    assert_eq!(wr(&mut r, 0, 1, 0, 0, SCTLR_RESET | 1), Some(E::None));
    assert_eq!(wr(&mut r, 0, 13, 0, 1, 0x105), Some(E::ContextIdChanged));
    assert_eq!(r.asid(), 5);
    assert_eq!(wr(&mut r, 0, 13, 0, 1, 0x105), Some(E::None));
    assert_eq!(wr(&mut r, 0, 2, 0, 2, 2), Some(E::TranslationChanged));
    assert_eq!(
        wr(&mut r, 0, 13, 0, 0, 0x0200_0000),
        Some(E::TranslationChanged)
    );
    assert_eq!(r.mva(0x1000), 0x0200_1000);
    assert_eq!(r.mva(0x0200_1000), 0x0200_1000);
    assert_eq!(wr(&mut r, 0, 1, 0, 2, 0x00f0_0000), Some(E::CpacrChanged));
    assert_eq!(r.cpacr, 0x80f0_0000);
    assert_eq!(wr(&mut r, 0, 1, 0, 2, 0x00f0_0000), Some(E::None));
}

#[test]
fn isr_reports_the_lines() {
    let r = regs();
    let isr = |irq, fiq| read(&r, 0, 12, 1, 0, Env { now: 0, irq, fiq });
    assert_eq!(isr(false, false), Some(0));
    assert_eq!(isr(true, false), Some(0x80));
    assert_eq!(isr(false, true), Some(0x40));
}

#[test]
fn counter_and_timer_values() {
    let mut r = regs();
    let now = 0x1000 * TPC + 5;
    assert_eq!(read64(&r, 0, 14, now), Some(0x1000));
    assert_eq!(read64(&r, 1, 14, now), Some(0x1000), "CNTVOFF is 0");
    // TVAL with CVAL 0 reads minus the count.
    assert_eq!(
        read(&r, 0, 14, 3, 0, Env::at(now)),
        Some(0u32.wrapping_sub(0x1000))
    );
    // TVAL writes are signed: CVAL = count + sext(value) (measured with -0x1000).
    assert_eq!(
        write(&mut r, 0, 14, 3, 0, 0xffff_f000, now),
        Some(E::TimerChanged(Timer::Virtual))
    );
    assert_eq!(read64(&r, 3, 14, now), Some(0));
    assert_eq!(
        write(&mut r, 0, 14, 3, 0, 0x1000, now),
        Some(E::TimerChanged(Timer::Virtual))
    );
    assert_eq!(read64(&r, 3, 14, now), Some(0x2000));
    assert_eq!(
        read(&r, 0, 14, 3, 0, Env::at(now + 0x10 * TPC)),
        Some(0xff0)
    );
    // CTL: ISTATUS is computed, never stored; disabled reads 0.
    assert_eq!(
        write(&mut r, 0, 14, 3, 1, 7, now),
        Some(E::TimerChanged(Timer::Virtual))
    );
    assert_eq!(r.timer.virt.ctl, ctl::ENABLE | ctl::IMASK);
    let vctl = |r: &Cp15V7Regs, t| read(r, 0, 14, 3, 1, Env::at(t)).unwrap();
    assert_eq!(vctl(&r, now), 3);
    assert_eq!(vctl(&r, 0x2000 * TPC), 7);
    write(&mut r, 0, 14, 3, 1, 0, now).unwrap();
    assert_eq!(vctl(&r, 0x2000 * TPC), 0);
    // MCRR of the compare values.
    assert_eq!(
        write64(&mut r, 2, 14, 0x123_4567_89ab),
        Some(E::TimerChanged(Timer::Physical))
    );
    assert_eq!(read64(&r, 2, 14, 0), Some(0x123_4567_89ab));
    assert_eq!(read(&r, 0, 14, 2, 0, Env::at(0)), Some(0x4567_89ab));
}

#[test]
fn timer_output_and_deadline() {
    let mut r = regs();
    let t = Timer::Virtual;
    r.timer.set_cval(t, 100);
    // Disabled: no output, no deadline.
    assert!(!r.timer.output(t, 0));
    assert_eq!(r.timer.deadline(t, 0), None);
    r.timer.set_ctl(t, ctl::ENABLE);
    assert_eq!(r.timer.deadline(t, 0), Some(100 * TPC));
    assert!(!r.timer.output(t, 100 * TPC - 1));
    assert!(r.timer.output(t, 100 * TPC));
    assert_eq!(r.timer.deadline(t, 100 * TPC), None, "already high");
    // Masked: ISTATUS still rises, the output does not.
    r.timer.set_ctl(t, ctl::ENABLE | ctl::IMASK);
    assert!(r.timer.istatus(t, 100 * TPC));
    assert!(!r.timer.output(t, 100 * TPC));
    assert_eq!(r.timer.deadline(t, 0), None);
    // The physical timer is independent.
    assert!(!r.timer.output(Timer::Physical, u64::MAX));
    // A compare value beyond the tick range never fires.
    r.timer.set_ctl(t, ctl::ENABLE);
    r.timer.set_cval(t, u64::MAX / 2);
    assert_eq!(r.timer.deadline(t, 0), None);
}

/// PL0 access as the probe measured it, CNTKCTL = 0, 3, 0x303, 1, 2.
#[test]
fn pl0_access() {
    let mut r = regs();
    let readable = |r: &Cp15V7Regs| {
        let mut v = Vec::new();
        for crn in 0..16 {
            for opc1 in 0..8 {
                for crm in 0..16 {
                    for opc2 in 0..8 {
                        if pl0_readable(r, opc1, crn, crm, opc2) {
                            assert!(rd(r, opc1, crn, crm, opc2).is_some());
                            v.push((crn, crm, opc2));
                        }
                    }
                }
            }
        }
        v
    };
    let readable64 = |r: &Cp15V7Regs| {
        let mut v = Vec::new();
        for opc1 in 0..16 {
            for crm in 0..16 {
                if pl0_readable64(r, opc1, crm) {
                    v.push((opc1, crm));
                }
            }
        }
        v
    };
    assert_eq!(readable(&r), vec![(13, 0, 2), (13, 0, 3)]);
    assert_eq!(readable64(&r), vec![]);
    r.timer.cntkctl = 3;
    assert_eq!(readable(&r), vec![(13, 0, 2), (13, 0, 3), (14, 0, 0)]);
    assert_eq!(readable64(&r), vec![(0, 14), (1, 14)]);
    r.timer.cntkctl = 0x303;
    assert_eq!(
        readable(&r),
        vec![
            (13, 0, 2),
            (13, 0, 3),
            (14, 0, 0),
            (14, 2, 0),
            (14, 2, 1),
            (14, 3, 0),
            (14, 3, 1)
        ]
    );
    assert_eq!(readable64(&r), vec![(0, 14), (1, 14), (2, 14), (3, 14)]);
    r.timer.cntkctl = kctl::PL0PCTEN;
    assert_eq!(readable64(&r), vec![(0, 14)]);
    r.timer.cntkctl = kctl::PL0VCTEN;
    assert_eq!(readable64(&r), vec![(1, 14)]);
    assert!(r.timer.pl0_frq());
    // Writes: TPIDRURW and the barriers; TPIDRURO, cache maintenance and the timer
    // (without PL0VTEN) are Undefined.
    assert!(pl0_writable(&r, 0, 13, 0, 2));
    assert!(pl0_writable(&r, 0, 7, 5, 4));
    assert!(pl0_writable(&r, 0, 7, 10, 4));
    assert!(pl0_writable(&r, 0, 7, 10, 5));
    assert!(!pl0_writable(&r, 0, 13, 0, 3));
    assert!(!pl0_writable(&r, 0, 7, 11, 1));
    assert!(!pl0_writable(&r, 0, 7, 5, 1));
    assert!(!pl0_writable(&r, 0, 14, 3, 1));
    assert!(!pl0_writable64(&r, 3, 14));
    r.timer.cntkctl = kctl::PL0VTEN;
    assert!(pl0_writable(&r, 0, 14, 3, 1));
    assert!(pl0_writable64(&r, 3, 14));
    assert!(!pl0_writable64(&r, 2, 14));
    assert!(!pl0_writable64(&r, 1, 14));
}

#[test]
fn cp14_as_measured() {
    let mut c = cp14::Cp14Regs::reset();
    assert_eq!(cp14::read(&c, 0, 0, 0, 0), Some(0x3515_f021), "DBGDIDR");
    assert_eq!(
        cp14::read(&c, 0, 1, 1, 4),
        Some(0xa),
        "DBGOSLSR: locked at reset"
    );
    assert_eq!(cp14::read(&c, 0, 7, 0, 2), Some(0x0111_0f13), "DBGDEVID");
    assert_eq!(cp14::read(&c, 0, 1, 0, 4), None, "DBGOSLAR is write-only");
    assert_eq!(cp14::write(&mut c, 0, 1, 0, 4, 0), Some(()));
    assert_eq!(cp14::read(&c, 0, 1, 1, 4), Some(0x8));
    cp14::write(&mut c, 0, 1, 0, 4, cp14::OSLAR_KEY).unwrap();
    assert_eq!(cp14::read(&c, 0, 1, 1, 4), Some(0xa));
    // Breakpoint control: BAS[1] and BAS[3] copy BAS[0] and BAS[2].
    cp14::write(&mut c, 0, 0, 0, 5, 0x1a0).unwrap();
    assert_eq!(cp14::read(&c, 0, 0, 0, 5), Some(0x1e0));
    cp14::write(&mut c, 0, 0, 5, 4, u32::MAX).unwrap();
    assert_eq!(cp14::read(&c, 0, 0, 5, 4), Some(u32::MAX));
    assert_eq!(cp14::read(&c, 0, 0, 6, 4), None, "6 breakpoints");
    cp14::write(&mut c, 0, 0, 3, 6, u32::MAX).unwrap();
    assert_eq!(cp14::read(&c, 0, 0, 3, 6), Some(0xffff_fffc), "DBGWVR");
    assert_eq!(cp14::read(&c, 0, 0, 4, 6), None, "4 watchpoints");
    // DBGDSCRext keeps every bit and DBGDSCRint reads it (monitor mode enables).
    cp14::write(&mut c, 0, 0, 2, 2, 0x8000).unwrap();
    assert_eq!(cp14::read(&c, 0, 0, 1, 0), Some(0x8000));
    assert_eq!(
        cp14::write(&mut c, 0, 0, 1, 0, 0),
        None,
        "DBGDSCRint is read-only"
    );
    cp14::write(&mut c, 0, 0, 7, 0, u32::MAX).unwrap();
    assert_eq!(cp14::read(&c, 0, 0, 7, 0), Some(0), "DBGVCR");
    for (opc1, crn, crm, opc2) in [(0, 1, 4, 4), (0, 7, 8, 6), (0, 0, 5, 0), (0, 1, 5, 4)] {
        assert_eq!(cp14::read(&c, opc1, crn, crm, opc2), None);
        assert_eq!(cp14::write(&mut c, opc1, crn, crm, opc2, 0), None);
    }
    // ThumbEE and Jazelle.
    cp14::write(&mut c, 6, 0, 0, 0, u32::MAX).unwrap();
    assert_eq!(cp14::read(&c, 6, 0, 0, 0), Some(1), "TEECR");
    assert!(!cp14::pl0_readable(&c, 6, 1, 0, 0), "TEECR.XED");
    cp14::write(&mut c, 6, 0, 0, 0, 0).unwrap();
    cp14::write(&mut c, 6, 1, 0, 0, 0x4000_1234).unwrap();
    assert_eq!(cp14::read(&c, 6, 1, 0, 0), Some(0x4000_1234), "TEEHBR");
    assert!(cp14::pl0_readable(&c, 6, 1, 0, 0));
    assert!(cp14::pl0_writable(&c, 6, 1, 0, 0));
    assert!(!cp14::pl0_writable(&c, 6, 0, 0, 0));
    assert!(!cp14::pl0_readable(&c, 6, 0, 0, 0));
    assert_eq!(
        cp14::write(&mut c, 7, 0, 0, 0, 1),
        None,
        "JIDR is read-only"
    );
    assert_eq!(cp14::read(&c, 7, 0, 0, 0), Some(0));
    assert_eq!(cp14::write(&mut c, 7, 1, 0, 0, u32::MAX), Some(()));
    assert_eq!(cp14::read(&c, 7, 1, 0, 0), Some(0));
    // PL0: DBGDIDR, DBGDRAR, DBGDSAR (and their 64-bit forms), not DBGDSCRint.
    assert!(cp14::pl0_readable(&c, 0, 0, 0, 0));
    assert!(cp14::pl0_readable(&c, 0, 1, 0, 0));
    assert!(cp14::pl0_readable(&c, 0, 2, 0, 0));
    assert!(!cp14::pl0_readable(&c, 0, 0, 1, 0));
    assert!(!cp14::pl0_readable(&c, 7, 0, 0, 0));
    assert_eq!(cp14::read64(0, 1), Some(0));
    assert_eq!(cp14::read64(0, 2), Some(0));
    assert_eq!(cp14::read64(0, 3), None);
    assert!(cp14::pl0_readable64(0, 2));
}

#[test]
fn reset_keeps_the_counter_conversion() {
    let mut r = Cp15V7Regs::new(3);
    r.sctlr = 0;
    r.cp14.os_lock = false;
    r.reset();
    assert_eq!(r, Cp15V7Regs::new(3));
    assert_eq!(r.timer.count(30), 10);
    assert_eq!(Cp15V7Regs::new(0).timer.ticks_per_count, 1);
}

/// The encodings where this model departs from QEMU on purpose: the PMU, which is not
/// modelled (Undefined here).
fn pmu(opc1: u8, crn: u8, crm: u8) -> bool {
    opc1 == 0 && ((crn == 9 && (12..=14).contains(&crm)) || (crn == 14 && crm >= 8))
}

/// Replays the probes' record of QEMU 7.2: every MRC, MRRC, MCR (c7, c8) and MCRR
/// encoding of CP14 and CP15, at PL1 and at PL0 under five CNTKCTL values, traps
/// here exactly where it trapped there, and reads the same value (time-dependent
/// registers aside).
#[test]
fn agrees_with_qemu_probe() {
    const RECORD: &str = include_str!("qemu_cp15_probe.txt");
    #[derive(Default)]
    struct Seen {
        /// `None`: the value depends on the counter ("timed").
        mrc: std::collections::HashMap<(u8, u8, u8, u8, u8), Option<u32>>,
        mrrc: std::collections::HashMap<(u8, u8, u8), Option<u64>>,
    }
    let num = |s: &str| s.trim_start_matches('c').parse::<u8>().unwrap();
    let hex = |s: &str| u64::from_str_radix(s, 16).unwrap();
    let mut pl1 = Seen::default();
    // One per CNTKCTL value, in the probe's order.
    let mut pl0: Vec<(u32, Seen)> = Vec::new();
    let mut mcr = std::collections::HashSet::new();
    let mut mcrr = std::collections::HashSet::new();
    for line in RECORD.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split_whitespace().collect();
        if let Some(k) = line.strip_prefix("USER CNTKCTL=") {
            let k = match k.strip_prefix("0x") {
                Some(h) => hex(h) as u32,
                None => k.parse().unwrap(),
            };
            pl0.push((k, Seen::default()));
            continue;
        }
        let cp = num(&f[1][1..]);
        match (f[0], f[2]) {
            ("W", "mcrr") => {
                mcrr.insert((cp, num(f[3]), num(f[4])));
            }
            ("W", _) => {
                mcr.insert((num(f[2]), num(f[3]), num(f[4]), num(f[5])));
            }
            (p, "mrrc") => {
                let v = f[6].split_once(':').map(|(hi, lo)| hex(hi) << 32 | hex(lo));
                let seen = if p == "P" {
                    &mut pl1
                } else {
                    &mut pl0.last_mut().unwrap().1
                };
                seen.mrrc.insert((cp, num(f[3]), num(f[4])), v);
            }
            (p, _) => {
                let key = (cp, num(f[2]), num(f[3]), num(f[4]), num(f[5]));
                let seen = if p == "P" {
                    &mut pl1
                } else {
                    &mut pl0.last_mut().unwrap().1
                };
                let v = (f[7] != "timed").then(|| hex(f[7]) as u32);
                seen.mrc.insert(key, v);
            }
        }
    }
    assert_eq!(pl0.len(), 5);
    let mut r = regs();
    r.vbar = 0x4000_0080; // the probe's vectors
    let mut compared = 0;
    let mut check_mrc = |r: &Cp15V7Regs, seen: &Seen, user: bool| {
        for cp in [14, 15] {
            for opc1 in 0..8 {
                for crn in 0..16 {
                    for crm in 0..16 {
                        for opc2 in 0..8 {
                            if cp == 15 && pmu(opc1, crn, crm) {
                                continue;
                            }
                            let ours = match (cp, user) {
                                (15, false) => rd(r, opc1, crn, crm, opc2),
                                (15, true) => rd(r, opc1, crn, crm, opc2)
                                    .filter(|_| pl0_readable(r, opc1, crn, crm, opc2)),
                                (_, false) => cp14::read(&r.cp14, opc1, crn, crm, opc2),
                                (_, true) => cp14::read(&r.cp14, opc1, crn, crm, opc2)
                                    .filter(|_| cp14::pl0_readable(&r.cp14, opc1, crn, crm, opc2)),
                            };
                            let key = (cp, opc1, crn, crm, opc2);
                            let what = format!("p{cp} {opc1} c{crn} c{crm} {opc2} user {user}");
                            match (ours, seen.mrc.get(&key)) {
                                (None, None) | (Some(_), Some(None)) => {}
                                (Some(v), Some(Some(0xdead_beef))) => assert_eq!(v, 0, "{what}"),
                                (Some(v), Some(&Some(q))) => assert_eq!(v, q, "{what}"),
                                (ours, theirs) => panic!("{what}: ours {ours:?}, QEMU {theirs:?}"),
                            }
                            compared += 1;
                        }
                    }
                }
            }
        }
        for cp in [14, 15] {
            for opc1 in 0..16 {
                for crm in 0..16 {
                    let ours = match (cp, user) {
                        (15, false) => read64(r, opc1, crm, 0),
                        (15, true) => {
                            read64(r, opc1, crm, 0).filter(|_| pl0_readable64(r, opc1, crm))
                        }
                        (_, false) => cp14::read64(opc1, crm),
                        (_, true) => {
                            cp14::read64(opc1, crm).filter(|_| cp14::pl0_readable64(opc1, crm))
                        }
                    };
                    let theirs = seen.mrrc.get(&(cp, opc1, crm));
                    match (ours, theirs) {
                        (None, None) | (Some(_), Some(None)) => {}
                        (Some(v), Some(&Some(q))) => assert_eq!(v, q, "mrrc p{cp} {opc1} c{crm}"),
                        (ours, theirs) => panic!(
                            "mrrc p{cp} {opc1} c{crm} user {user}: ours {ours:?}, QEMU {theirs:?}"
                        ),
                    }
                }
            }
        }
    };
    check_mrc(&r, &pl1, false);
    // The probe's state before its PL0 passes.
    r.tpidrurw = 0x1111_2222;
    r.tpidruro = 0xabcd_0003;
    r.timer.virt.cval = u64::MAX;
    for (k, seen) in &pl0 {
        r.timer.cntkctl = *k;
        check_mrc(&r, seen, true);
    }
    assert!(compared > 6 * 2 * 16384 - 3000, "{compared}");
    // The MCR grid over c7 and c8, every opc1, and the MCRR grid (but TTBRn and the
    // timer, written separately).
    let mut w = regs();
    for opc1 in 0..8 {
        for crn in [7, 8] {
            for crm in 0..16 {
                for opc2 in 0..8 {
                    let ours = write(&mut w, opc1, crn, crm, opc2, 0x4000_0000, 0).is_some();
                    let theirs = mcr.contains(&(opc1, crn, crm, opc2));
                    assert_eq!(ours, theirs, "mcr p15 {opc1} c{crn} c{crm} {opc2}");
                }
            }
        }
    }
    for opc1 in 0..16 {
        for crm in (0..16).filter(|&c| c != 2 && c != 14) {
            let ours = write64(&mut w, opc1, crm, 0).is_some();
            assert_eq!(
                ours,
                mcrr.contains(&(15, opc1, crm)),
                "mcrr p15 {opc1} c{crm}"
            );
            assert!(!mcrr.contains(&(14, opc1, crm)));
        }
    }
}

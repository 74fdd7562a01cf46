//! The ARMv6/v7 operations on the interpreter: values worked out by hand from the Arm
//! ARM's pseudocode (DDI 0406C, A8.8), one or two cases per instruction that tell the
//! signed, unsigned, saturating and halving forms and the GE flags apart.

use super::{arm, core, thumb, word};
use crate::core::Core;
use crate::cpu_model::CORTEX_A15;
use crate::insn::{AddrMode, Cond, Insn};
use crate::insn::{
    BitField, BitFieldOp, Cbz, Cps, DualTransfer, ExclSize, Exclusive, Extend, ExtendSize, It,
    MovWide, MulV6, Op, Pack, ParKind, ParOp, Parallel, RevKind, Reverse, Saturate, Saturate16,
    Select, ShiftKind, TableBranch, Usad8,
};
use crate::interp::{advance_it, execute_sized, it_bits, it_state, Step};
use crate::state::{psr, Mode};

fn a15() -> Core {
    let mut c = core();
    c.set_model(&CORTEX_A15);
    c
}

fn ge(c: &Core) -> u32 {
    (c.s.cpsr_rest & psr::GE) >> 16
}

fn par(c: &mut Core, kind: ParKind, op: ParOp, n: u32, m: u32) -> u32 {
    c.s.r[1] = n;
    c.s.r[2] = m;
    let p = Parallel {
        kind,
        op,
        rd: 0,
        rn: 1,
        rm: 2,
    };
    assert_eq!(arm(c, Op::Parallel(p)), Step::Next);
    c.s.r[0]
}

#[test]
fn parallel_add_subtract_flavours() {
    let mut c = a15();
    // Halves 0x7fff + 0x0001 and 0x8000 + 0xffff.
    let (n, m) = (0x8000_7fff, 0xffff_0001);
    assert_eq!(par(&mut c, ParKind::S, ParOp::Add16, n, m), 0x7fff_8000);
    // Signed sums: 0x8000 (32768, >= 0) and -32769 (< 0): GE = 0b0011.
    assert_eq!(ge(&c), 0b0011);
    assert_eq!(par(&mut c, ParKind::Q, ParOp::Add16, n, m), 0x8000_7fff);
    assert_eq!(par(&mut c, ParKind::Sh, ParOp::Add16, n, m), 0xbfff_4000);
    assert_eq!(par(&mut c, ParKind::U, ParOp::Add16, n, m), 0x7fff_8000);
    // Unsigned: 0x8000 no carry, 0x17fff carries: GE = 0b1100.
    assert_eq!(ge(&c), 0b1100);
    assert_eq!(par(&mut c, ParKind::Uq, ParOp::Add16, n, m), 0xffff_8000);
    assert_eq!(par(&mut c, ParKind::Uh, ParOp::Add16, n, m), 0xbfff_4000);
    // Bytes: 0x10 - 0x20 per lane, unsigned: borrow clears GE.
    assert_eq!(
        par(&mut c, ParKind::U, ParOp::Sub8, 0x1010_2010, 0x2010_1020),
        0xf000_10f0
    );
    assert_eq!(ge(&c), 0b0110);
    assert_eq!(
        par(&mut c, ParKind::Uq, ParOp::Sub8, 0x1010_2010, 0x2010_1020),
        0x0000_1000
    );
    // ASX: top = n.top + m.bottom, bottom = n.bottom - m.top.
    assert_eq!(
        par(&mut c, ParKind::S, ParOp::Asx, 0x0005_0003, 0x0004_0002),
        0x0007_ffff
    );
    assert_eq!(ge(&c), 0b1100);
    // SAX: top = n.top - m.bottom, bottom = n.bottom + m.top.
    assert_eq!(
        par(&mut c, ParKind::S, ParOp::Sax, 0x0005_0003, 0x0004_0002),
        0x0003_0007
    );
    assert_eq!(ge(&c), 0b1111);
    // SEL takes Rn's bytes where GE is set.
    c.s.cpsr_rest = (c.s.cpsr_rest & !psr::GE) | 0b0101 << 16;
    c.s.r[1] = 0x1122_3344;
    c.s.r[2] = 0xaabb_ccdd;
    let sel = Select {
        rd: 0,
        rn: 1,
        rm: 2,
    };
    arm(&mut c, Op::Select(sel));
    assert_eq!(c.s.r[0], 0xaa22_cc44);
}

#[test]
fn saturation_sets_q() {
    let mut c = a15();
    c.s.r[1] = 0x0000_1234;
    let s = |signed, sat_bits, shift, amount| Saturate {
        signed,
        sat_bits,
        rd: 0,
        rn: 1,
        shift,
        amount,
    };
    arm(&mut c, Op::Saturate(s(true, 8, ShiftKind::Lsl, 0)));
    assert_eq!(c.s.r[0], 0x7f);
    assert_ne!(c.s.cpsr_rest & psr::Q, 0);
    c.s.cpsr_rest &= !psr::Q;
    arm(&mut c, Op::Saturate(s(true, 16, ShiftKind::Asr, 4)));
    assert_eq!((c.s.r[0], c.s.cpsr_rest & psr::Q), (0x123, 0));
    c.s.r[1] = 0xffff_fff0;
    arm(&mut c, Op::Saturate(s(false, 4, ShiftKind::Lsl, 0)));
    assert_eq!(c.s.r[0], 0);
    assert_ne!(c.s.cpsr_rest & psr::Q, 0);
    c.s.r[1] = 0x8000_0400;
    let s16 = Saturate16 {
        signed: true,
        sat_bits: 8,
        rd: 0,
        rn: 1,
    };
    arm(&mut c, Op::Saturate16(s16));
    assert_eq!(c.s.r[0], 0xff80_007f);
}

#[test]
fn extends_pack_reverse_usad() {
    let mut c = a15();
    c.s.r[1] = 0x0001_0002;
    c.s.r[2] = 0x80ff_7f80;
    let ext = |signed, size, rn, rotation| Extend {
        signed,
        size,
        rd: 0,
        rn,
        rm: 2,
        rotation,
    };
    arm(&mut c, Op::Extend(ext(true, ExtendSize::Byte, None, 0)));
    assert_eq!(c.s.r[0], 0xffff_ff80);
    arm(
        &mut c,
        Op::Extend(ext(false, ExtendSize::Half, Some(1), 16)),
    );
    assert_eq!(c.s.r[0], 0x0001_0002 + 0x80ff);
    arm(
        &mut c,
        Op::Extend(ext(true, ExtendSize::Byte16, Some(1), 8)),
    );
    // Bytes 1 and 3 after ROR 8: 0x7f and 0x80 -> 0x007f + 2, 0xff80 + 1.
    assert_eq!(c.s.r[0], 0xff81_0081);
    c.s.r[1] = 0x1111_2222;
    c.s.r[2] = 0x8000_4000;
    let pk = |tb, amount| Pack {
        tb,
        rd: 0,
        rn: 1,
        rm: 2,
        amount,
    };
    arm(&mut c, Op::Pack(pk(false, 4)));
    assert_eq!(c.s.r[0], 0x0004_2222);
    arm(&mut c, Op::Pack(pk(true, 0))); // ASR #32
    assert_eq!(c.s.r[0], 0x1111_ffff);
    c.s.r[2] = 0x1234_80f0;
    for (kind, want) in [
        (RevKind::Rev, 0xf080_3412),
        (RevKind::Rev16, 0x3412_f080),
        (RevKind::Revsh, 0xffff_f080),
        (RevKind::Rbit, 0x0f01_2c48),
    ] {
        arm(&mut c, Op::Reverse(Reverse { kind, rd: 0, rm: 2 }));
        assert_eq!(c.s.r[0], want, "{kind:?}");
    }
    c.s.r[1] = 0x10_20_30_40;
    c.s.r[2] = 0x20_10_40_30;
    c.s.r[3] = 100;
    let u = Usad8 {
        rd: 0,
        rn: 1,
        rm: 2,
        ra: Some(3),
    };
    arm(&mut c, Op::Usad8(u));
    assert_eq!(c.s.r[0], 164);
}

#[test]
fn bit_fields_and_wide_moves() {
    let mut c = a15();
    c.s.r[0] = 0xffff_ffff;
    c.s.r[1] = 0x0000_00ab;
    let bf = |op, lsb, width| BitField {
        op,
        rd: 0,
        rn: 1,
        lsb,
        width,
    };
    arm(&mut c, Op::BitField(bf(BitFieldOp::Bfc, 4, 8)));
    assert_eq!(c.s.r[0], 0xffff_f00f);
    arm(&mut c, Op::BitField(bf(BitFieldOp::Bfi, 8, 8)));
    assert_eq!(c.s.r[0], 0xffff_ab0f);
    c.s.r[1] = 0x0000_ab00;
    arm(&mut c, Op::BitField(bf(BitFieldOp::Sbfx, 8, 8)));
    assert_eq!(c.s.r[0], 0xffff_ffab);
    arm(&mut c, Op::BitField(bf(BitFieldOp::Ubfx, 12, 4)));
    assert_eq!(c.s.r[0], 0xa);
    arm(&mut c, Op::BitField(bf(BitFieldOp::Ubfx, 0, 32)));
    assert_eq!(c.s.r[0], 0xab00);
    let mw = |top, imm| MovWide { top, rd: 0, imm };
    arm(&mut c, Op::MovWide(mw(false, 0xbeef)));
    arm(&mut c, Op::MovWide(mw(true, 0xdead)));
    assert_eq!(c.s.r[0], 0xdead_beef);
}

#[test]
fn v6_multiplies_and_divides() {
    let mut c = a15();
    let run = |c: &mut Core, m: MulV6| assert_eq!(arm(c, Op::MulV6(m)), Step::Next);
    c.s.r[1] = 7;
    c.s.r[2] = 6;
    c.s.r[3] = 100;
    run(
        &mut c,
        MulV6::Mls {
            rd: 0,
            rn: 1,
            rm: 2,
            ra: 3,
        },
    );
    assert_eq!(c.s.r[0], 58);
    (c.s.r[4], c.s.r[5]) = (0xffff_ffff, 0xffff_ffff);
    c.s.r[1] = 0xffff_ffff;
    c.s.r[2] = 0xffff_ffff;
    run(
        &mut c,
        MulV6::Umaal {
            rdlo: 4,
            rdhi: 5,
            rn: 1,
            rm: 2,
        },
    );
    // (2^32-1)^2 + 2 (2^32 - 1) = 2^64 - 1.
    assert_eq!((c.s.r[4], c.s.r[5]), (0xffff_ffff, 0xffff_ffff));
    c.s.r[1] = 0x4000_0000;
    c.s.r[2] = 0x0000_0003;
    c.s.r[3] = 1;
    let smm = |ra, sub, round| MulV6::Smmul {
        rd: 0,
        rn: 1,
        rm: 2,
        ra,
        sub,
        round,
    };
    run(&mut c, smm(None, false, false));
    assert_eq!(c.s.r[0], 0);
    run(&mut c, smm(None, false, true));
    assert_eq!(c.s.r[0], 1);
    run(&mut c, smm(Some(3), true, false));
    assert_eq!(c.s.r[0], 0);
    c.s.r[1] = 0x8000_8000;
    c.s.r[2] = 0x8000_8000;
    let smlad = |ra, sub, swap| MulV6::Smlad {
        rd: 0,
        rn: 1,
        rm: 2,
        ra,
        sub,
        swap,
    };
    run(&mut c, smlad(None, false, false));
    // 2 * 2^30 = 2^31 overflows the signed 32-bit sum: Q.
    assert_eq!(c.s.r[0], 0x8000_0000);
    assert_ne!(c.s.cpsr_rest & psr::Q, 0);
    c.s.r[1] = 0x0002_0003;
    c.s.r[2] = 0x0005_0007;
    run(&mut c, smlad(Some(3), true, true));
    assert_eq!(c.s.r[0], (3 * 5 - 2 * 7 + 1) as u32);
    (c.s.r[4], c.s.r[5]) = (0xffff_fffe, 0);
    run(
        &mut c,
        MulV6::Smlald {
            rdlo: 4,
            rdhi: 5,
            rn: 1,
            rm: 2,
            sub: false,
            swap: false,
        },
    );
    assert_eq!((c.s.r[4], c.s.r[5]), (0x1d, 1));
    let div = |signed| MulV6::Div {
        signed,
        rd: 0,
        rn: 1,
        rm: 2,
    };
    (c.s.r[1], c.s.r[2]) = (0xffff_fff9, 2);
    run(&mut c, div(true));
    assert_eq!(c.s.r[0] as i32, -3);
    run(&mut c, div(false));
    assert_eq!(c.s.r[0], 0x7fff_fffc);
    (c.s.r[1], c.s.r[2]) = (0x8000_0000, 0xffff_ffff);
    run(&mut c, div(true));
    assert_eq!(c.s.r[0], 0x8000_0000);
    c.s.r[2] = 0;
    run(&mut c, div(true));
    assert_eq!(c.s.r[0], 0);
}

fn excl(load: bool, size: ExclSize, rd: u8, rt: u8) -> Op {
    Op::Exclusive(Exclusive {
        load,
        size,
        rd,
        rt,
        rt2: rt + 1,
        rn: 1,
        imm: 0,
    })
}

#[test]
fn exclusives_follow_the_monitor() {
    let mut c = a15();
    assert!(c.ram.write32(0x2000, 5));
    c.s.r[1] = 0x2000;
    c.s.r[3] = 9;
    // A STREX without LDREX fails and stores nothing.
    arm(&mut c, excl(false, ExclSize::Word, 0, 3));
    assert_eq!((c.s.r[0], word(&c, 0x2000)), (1, 5));
    arm(&mut c, excl(true, ExclSize::Word, 0, 2));
    assert_eq!(c.s.r[2], 5);
    arm(&mut c, excl(false, ExclSize::Word, 0, 3));
    assert_eq!((c.s.r[0], word(&c, 0x2000)), (0, 9));
    // The monitor is open again after a STREX.
    arm(&mut c, excl(false, ExclSize::Word, 0, 3));
    assert_eq!(c.s.r[0], 1);
    // CLREX clears it.
    arm(&mut c, excl(true, ExclSize::Word, 0, 2));
    arm(&mut c, Op::Clrex);
    arm(&mut c, excl(false, ExclSize::Word, 0, 3));
    assert_eq!(c.s.r[0], 1);
    // Doubleword: r4, r5 from 0x2000 (low word first).
    assert!(c.ram.write32(0x2004, 0x77));
    arm(&mut c, excl(true, ExclSize::Double, 0, 4));
    assert_eq!((c.s.r[4], c.s.r[5]), (9, 0x77));
    (c.s.r[6], c.s.r[7]) = (1, 2);
    arm(&mut c, excl(false, ExclSize::Double, 0, 6));
    assert_eq!((c.s.r[0], word(&c, 0x2000), word(&c, 0x2004)), (0, 1, 2));
    // An unaligned LDREX is an alignment fault whatever SCTLR.A says.
    c.s.r[1] = 0x2002;
    assert_eq!(
        arm(&mut c, excl(true, ExclSize::Word, 0, 2)),
        Step::Exception
    );
    assert_eq!(c.s.mode(), Mode::Abort);
}

#[test]
fn cps_changes_masks_and_mode_only_when_privileged() {
    let mut c = a15();
    c.s.cpsr_rest |= psr::A | psr::I | psr::F;
    let cps = |enable, aif, mode| Op::Cps(Cps { enable, aif, mode });
    arm(&mut c, cps(Some(true), 0b010, None));
    assert_eq!(c.s.cpsr_rest & (psr::A | psr::I | psr::F), psr::A | psr::F);
    arm(&mut c, cps(None, 0, Some(Mode::Irq as u8)));
    assert_eq!(c.s.mode(), Mode::Irq);
    c.s.set_mode(Mode::User);
    arm(&mut c, cps(Some(false), 0b111, Some(Mode::Svc as u8)));
    assert_eq!(c.s.mode(), Mode::User);
    assert_eq!(c.s.cpsr_rest & psr::I, 0);
}

#[test]
fn thumb2_cbz_tbb_and_dual_transfers() {
    let mut c = a15();
    c.s.r[0] = 0;
    let cbz = |nonzero| {
        Op::Cbz(Cbz {
            nonzero,
            rn: 0,
            offset: 0x20,
        })
    };
    assert_eq!(thumb(&mut c, cbz(false)), Step::Branched);
    assert_eq!(c.s.r[15], super::AT + 4 + 0x20);
    assert_eq!(thumb(&mut c, cbz(true)), Step::Next);
    // TBH: the table at r1, index r2; target = PC + 2 * entry.
    assert!(c.ram.write32(0x3004, 0x0040_0000));
    (c.s.r[1], c.s.r[2]) = (0x3000, 3);
    let tb = TableBranch {
        half: true,
        rn: 1,
        rm: 2,
    };
    assert_eq!(thumb(&mut c, Op::TableBranch(tb)), Step::Branched);
    assert_eq!(c.s.r[15], super::AT + 4 + 0x80);
    (c.s.r[3], c.s.r[4], c.s.r[1]) = (0x11, 0x22, 0x3000);
    let dual = |load, rt, rt2| {
        Op::Dual(DualTransfer {
            load,
            rt,
            rt2,
            rn: 1,
            imm: 8,
            mode: AddrMode {
                pre: true,
                up: true,
                writeback: true,
            },
        })
    };
    thumb(&mut c, dual(false, 3, 4));
    assert_eq!(
        (word(&c, 0x3008), word(&c, 0x300c), c.s.r[1]),
        (0x11, 0x22, 0x3008)
    );
    c.s.r[1] = 0x3000;
    thumb(&mut c, dual(true, 7, 2));
    assert_eq!((c.s.r[7], c.s.r[2]), (0x11, 0x22));
}

#[test]
fn it_state_advances_and_ends() {
    let mut c = a15();
    c.s.cpsr_rest |= psr::T;
    // ITTE EQ: firstcond 0000, mask 0110 -> EQ, EQ, NE.
    let it = It {
        firstcond: 0,
        mask: 0b0110,
    };
    execute_sized(&mut c, &Insn::always(Op::It(it)), 0x1000, true, 2);
    assert_eq!(it_state(c.s.cpsr_rest), 0b0000_0110);
    let nop = Insn::new(Cond::Eq, Op::Nop);
    c.s.z = 1;
    execute_sized(&mut c, &nop, 0x1002, true, 2);
    assert_eq!(it_state(c.s.cpsr_rest), 0b0000_1100);
    execute_sized(&mut c, &nop, 0x1004, true, 4);
    assert_eq!(it_state(c.s.cpsr_rest), 0b0001_1000);
    let ne = Insn::new(Cond::Ne, Op::Nop);
    assert_eq!(
        execute_sized(&mut c, &ne, 0x1008, true, 2),
        Step::CondFailed
    );
    assert_eq!(c.s.cpsr_rest & psr::IT, 0);
    assert_eq!(advance_it(it_bits(0b1110_1000)), 0);
    assert_eq!(it_bits(0xff), psr::IT);
}

/// Thumb-2 BLX label goes to ARM state at Align(PC, 4) + offset, LR = next | 1 (the
/// busybox of Debian armhf calls its ARM .iplt stubs this way).
#[test]
fn thumb2_blx_immediate_enters_arm_state() {
    let mut c = a15();
    c.s.cpsr_rest |= psr::T;
    let blx = Insn::always(Op::BlxImm(crate::insn::BlxImm { offset: -0x100 }));
    // At a halfword-aligned address: PC = AT + 2 + 4, aligned down to AT + 4.
    let at = super::AT + 2;
    assert_eq!(execute_sized(&mut c, &blx, at, true, 4), Step::Branched);
    assert_eq!(c.s.cpsr_rest & psr::T, 0);
    assert_eq!(c.s.r[15], super::AT + 4 - 0x100);
    assert_eq!(c.s.r[14], at + 4 + 1);
    // From ARM state it still enters Thumb.
    assert_eq!(arm(&mut c, blx.op), Step::Branched);
    assert_ne!(c.s.cpsr_rest & psr::T, 0);
}

/// MSR APSR_g in User mode writes the GE bits on ARMv6 and later (QEMU's CPSR_USER),
/// and nothing but the APSR.
#[test]
fn user_mode_msr_writes_the_ge_bits() {
    let mut c = a15();
    c.s.set_mode(Mode::User);
    let msr = |fields, value| {
        Op::Msr(crate::insn::Msr {
            spsr: false,
            fields,
            src: crate::insn::Shifter::imm(value),
        })
    };
    // Fields s and c: the GE bits are written, the mode and masks are not.
    let masks = c.s.cpsr_rest & (psr::I | psr::F);
    arm(&mut c, msr(0b0101, 0x000f_0013));
    assert_eq!(c.s.cpsr_rest & psr::GE, psr::GE);
    assert_eq!(c.s.mode(), Mode::User);
    assert_eq!(c.s.cpsr_rest & (psr::I | psr::F), masks);
}

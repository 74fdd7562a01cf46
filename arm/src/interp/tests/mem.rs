//! Single loads and stores, SWP, data aborts.

use super::*;
use crate::insn::{AddrMode, MemSize, Offset, ShiftKind, Swap, Transfer};

const PRE: AddrMode = AddrMode {
    pre: true,
    up: true,
    writeback: false,
};
const PRE_WB: AddrMode = AddrMode {
    pre: true,
    up: true,
    writeback: true,
};
const POST: AddrMode = AddrMode {
    pre: false,
    up: true,
    writeback: false,
};

fn mem(load: bool, size: MemSize, rd: u8, rn: u8, offset: Offset, mode: AddrMode) -> Op {
    Op::Mem(Transfer {
        load,
        size,
        rd,
        rn,
        offset,
        mode,
        user: false,
    })
}

fn ldr(rd: u8, rn: u8, off: u32, mode: AddrMode) -> Op {
    mem(true, MemSize::Word, rd, rn, Offset::Imm(off), mode)
}

fn str_(rd: u8, rn: u8, off: u32, mode: AddrMode) -> Op {
    mem(false, MemSize::Word, rd, rn, Offset::Imm(off), mode)
}

fn with_data() -> Core {
    let mut c = core();
    c.ram.write32(0x2000, 0x4433_2211);
    c.ram.write32(0x2004, 0x8877_6655);
    c
}

#[test]
fn addressing_modes() {
    let mut c = with_data();
    c.s.r[1] = 0x2000;
    arm(&mut c, ldr(0, 1, 4, PRE));
    assert_eq!((c.s.r[0], c.s.r[1]), (0x8877_6655, 0x2000));
    arm(&mut c, ldr(0, 1, 4, PRE_WB));
    assert_eq!((c.s.r[0], c.s.r[1]), (0x8877_6655, 0x2004));
    arm(&mut c, ldr(0, 1, 4, AddrMode { up: false, ..PRE }));
    assert_eq!((c.s.r[0], c.s.r[1]), (0x4433_2211, 0x2004));
    arm(&mut c, ldr(0, 1, 4, AddrMode { up: false, ..POST }));
    assert_eq!((c.s.r[0], c.s.r[1]), (0x8877_6655, 0x2000));
    // scaled register offset: [r1, r2, LSL #2]
    c.s.r[2] = 1;
    let scaled = Offset::Reg {
        rm: 2,
        kind: ShiftKind::Lsl,
        amount: 2,
    };
    arm(&mut c, mem(true, MemSize::Word, 0, 1, scaled, PRE));
    assert_eq!(c.s.r[0], 0x8877_6655);
}

#[test]
fn unaligned_word_load_rotates_and_store_aligns() {
    let mut c = with_data();
    let rot = crate::interp::UNALIGNED_WORD_ROTATES;
    c.s.r[1] = 0x2001;
    arm(&mut c, ldr(0, 1, 0, PRE));
    assert_eq!(c.s.r[0], if rot { 0x1144_3322 } else { 0x5544_3322 });
    c.s.r[1] = 0x2003;
    arm(&mut c, ldr(0, 1, 0, PRE));
    assert_eq!(c.s.r[0], if rot { 0x3322_1144 } else { 0x7766_5544 });
    c.s.r[0] = 0xdead_beef;
    c.s.r[1] = 0x2006;
    arm(&mut c, str_(0, 1, 0, PRE));
    if rot {
        assert_eq!(word(&c, 0x2004), 0xdead_beef);
    } else {
        assert_eq!(word(&c, 0x2004), 0xbeef_6655);
    }
    assert_eq!(word(&c, 0x2000), 0x4433_2211);
}

#[test]
fn halfwords_and_bytes() {
    let mut c = with_data();
    c.s.r[1] = 0x2002;
    arm(&mut c, mem(true, MemSize::Half, 0, 1, Offset::Imm(0), PRE));
    assert_eq!(c.s.r[0], 0x4433);
    arm(
        &mut c,
        mem(true, MemSize::SignedHalf, 0, 1, Offset::Imm(4), PRE),
    );
    assert_eq!(c.s.r[0], 0xffff_8877);
    arm(
        &mut c,
        mem(true, MemSize::SignedByte, 0, 1, Offset::Imm(5), PRE),
    );
    assert_eq!(c.s.r[0], 0xffff_ff88);
    arm(&mut c, mem(true, MemSize::Byte, 0, 1, Offset::Imm(5), PRE));
    assert_eq!(c.s.r[0], 0x88);
    // odd halfword address: the bytes at addr and addr+1 (QEMU)
    c.s.r[1] = 0x2003;
    arm(&mut c, mem(true, MemSize::Half, 0, 1, Offset::Imm(0), PRE));
    assert_eq!(c.s.r[0], 0x5544);
    c.s.r[0] = 0x1234_aabb;
    c.s.r[1] = 0x2001;
    arm(&mut c, mem(false, MemSize::Half, 0, 1, Offset::Imm(0), PRE));
    assert_eq!(word(&c, 0x2000), 0x44aa_bb11);
    arm(&mut c, mem(false, MemSize::Byte, 0, 1, Offset::Imm(5), PRE));
    assert_eq!(word(&c, 0x2004), 0x88bb_6655);
}

#[test]
fn base_writeback_rules() {
    let mut c = with_data();
    // LDR r1, [r1, #4]!: the loaded value wins
    c.s.r[1] = 0x2000;
    arm(&mut c, ldr(1, 1, 4, PRE_WB));
    assert_eq!(c.s.r[1], 0x8877_6655);
    // STR r1, [r1], #4: the original base is stored
    c.s.r[1] = 0x2000;
    arm(&mut c, str_(1, 1, 4, POST));
    assert_eq!((word(&c, 0x2000), c.s.r[1]), (0x2000, 0x2004));
    // STR pc stores address + 8
    c.s.r[1] = 0x2000;
    arm(&mut c, str_(15, 1, 0, PRE));
    assert_eq!(word(&c, 0x2000), AT + 8);
}

#[test]
fn load_to_pc_interworks() {
    let mut c = with_data();
    c.ram.write32(0x2008, 0x3001);
    c.s.r[1] = 0x2008;
    assert_eq!(arm(&mut c, ldr(15, 1, 0, PRE)), Step::Branched);
    assert_eq!((c.s.r[15], c.s.thumb()), (0x3000, true));
    c.ram.write32(0x2008, 0x4002);
    assert_eq!(thumb(&mut c, ldr(15, 1, 0, PRE)), Step::Branched);
    assert_eq!((c.s.r[15], c.s.thumb()), (0x4000, false));
}

#[test]
fn thumb_literal_base_is_word_aligned() {
    let mut c = with_data();
    // LDR r0, [pc, #0xffc] at 0x1002: base = (0x1002 + 4) & !3 = 0x1004
    let step = execute(&mut c, &Insn::always(ldr(0, 15, 0x1000, PRE)), 0x1002, true);
    assert_eq!(step, Step::Next);
    assert_eq!((c.s.r[0], c.s.r[15]), (0x8877_6655, 0x1004));
}

#[test]
fn doubleword() {
    let mut c = with_data();
    c.s.r[1] = 0x2000;
    arm(
        &mut c,
        mem(true, MemSize::Double, 2, 1, Offset::Imm(0), PRE),
    );
    assert_eq!((c.s.r[2], c.s.r[3]), (0x4433_2211, 0x8877_6655));
    (c.s.r[4], c.s.r[5]) = (1, 2);
    arm(
        &mut c,
        mem(false, MemSize::Double, 4, 1, Offset::Imm(8), PRE_WB),
    );
    assert_eq!(
        (word(&c, 0x2008), word(&c, 0x200c), c.s.r[1]),
        (1, 2, 0x2008)
    );
    // odd Rd is Undefined
    let step = arm(
        &mut c,
        mem(true, MemSize::Double, 3, 1, Offset::Imm(0), PRE),
    );
    assert_undefined(&c, step, false);
    // base in the pair with writeback: the written-back address wins (QEMU)
    let mut c = with_data();
    c.s.r[2] = 0x2000;
    arm(
        &mut c,
        mem(true, MemSize::Double, 2, 2, Offset::Imm(0), PRE_WB),
    );
    assert_eq!((c.s.r[2], c.s.r[3]), (0x2000, 0x8877_6655));
    // not word aligned: alignment data abort
    c.s.r[1] = 0x2002;
    let step = arm(
        &mut c,
        mem(true, MemSize::Double, 4, 1, Offset::Imm(0), PRE),
    );
    assert_eq!((step, c.s.mode()), (Step::Exception, Mode::Abort));
    assert_eq!((c.mmu.regs.dfsr & 0xf, c.mmu.regs.far), (1, 0x2002));
}

#[test]
fn aborted_access_is_restartable() {
    let mut c = with_data();
    c.s.r[1] = BAD;
    c.s.r[0] = 0x77;
    let step = arm(&mut c, ldr(0, 1, 8, PRE_WB));
    assert_eq!(step, Step::Exception);
    assert_eq!(
        (c.s.mode(), c.s.r[15], c.s.r[14]),
        (Mode::Abort, 0x10, AT + 8)
    );
    c.s.set_mode(Mode::Svc);
    assert_eq!((c.s.r[0], c.s.r[1]), (0x77, BAD), "no register changed");
    assert_eq!((c.mmu.regs.dfsr & 0xf, c.mmu.regs.far), (0b1000, BAD + 8));
    let step = arm(&mut c, str_(0, 1, 4, POST));
    assert_eq!(step, Step::Exception);
    c.s.set_mode(Mode::Svc);
    assert_eq!(c.s.r[1], BAD);
    // Thumb: LR is still address + 8
    let step = thumb(&mut c, ldr(0, 1, 0, PRE));
    assert_eq!(
        (step, c.s.r[14], c.s.thumb()),
        (Step::Exception, AT + 8, false)
    );
}

#[test]
fn swap() {
    let mut c = with_data();
    c.s.r[1] = 0x2000;
    c.s.r[2] = 0xabcd;
    arm(
        &mut c,
        Op::Swap(Swap {
            byte: false,
            rd: 2,
            rm: 2,
            rn: 1,
        }),
    );
    assert_eq!((c.s.r[2], word(&c, 0x2000)), (0x4433_2211, 0xabcd));
    c.s.r[3] = 0x1ff;
    arm(
        &mut c,
        Op::Swap(Swap {
            byte: true,
            rd: 0,
            rm: 3,
            rn: 1,
        }),
    );
    assert_eq!((c.s.r[0], word(&c, 0x2000)), (0xcd, 0xabff));
    c.s.r[1] = 0x2001;
    let step = arm(
        &mut c,
        Op::Swap(Swap {
            byte: false,
            rd: 0,
            rm: 3,
            rn: 1,
        }),
    );
    assert_eq!((step, c.s.mode()), (Step::Exception, Mode::Abort));
}

//! LDM/STM.

use super::*;
use crate::insn::{BlockMode, BlockTransfer};

fn block(load: bool, mode: BlockMode, writeback: bool, s_bit: bool, rn: u8, list: u16) -> Op {
    Op::Block(BlockTransfer {
        load,
        mode,
        writeback,
        s_bit,
        rn,
        list,
    })
}

fn with_data() -> Core {
    let mut c = core();
    for i in 0..8 {
        c.ram.write32(0x2000 + 4 * i, 0x100 + i);
    }
    c
}

#[test]
fn the_four_modes() {
    let want = [
        (BlockMode::Ia, [0x100, 0x101], 0x2008),
        (BlockMode::Ib, [0x101, 0x102], 0x2008),
        (BlockMode::Da, [0x0ff, 0x100], 0x1ff8),
        (BlockMode::Db, [0x0fe, 0x0ff], 0x1ff8),
    ];
    for (mode, vals, wb) in want {
        let mut c = with_data();
        c.ram.write32(0x1ff8, 0xfe);
        c.ram.write32(0x1ffc, 0xff);
        c.s.r[1] = 0x2000;
        arm(&mut c, block(true, mode, true, false, 1, 0b1100));
        assert_eq!([c.s.r[2], c.s.r[3]], vals, "{mode:?}");
        assert_eq!(c.s.r[1], wb, "{mode:?}");
    }
}

#[test]
fn push_and_pop_with_interworking() {
    let mut c = core();
    c.s.r[13] = 0x3000;
    (c.s.r[4], c.s.r[14]) = (0x44, 0x5001);
    arm(
        &mut c,
        block(false, BlockMode::Db, true, false, 13, 1 << 4 | 1 << 14),
    );
    assert_eq!(
        (c.s.r[13], word(&c, 0x2ff8), word(&c, 0x2ffc)),
        (0x2ff8, 0x44, 0x5001)
    );
    c.s.r[4] = 0;
    let step = arm(
        &mut c,
        block(true, BlockMode::Ia, true, false, 13, 1 << 4 | 1 << 15),
    );
    assert_eq!(step, Step::Branched);
    assert_eq!(
        (c.s.r[4], c.s.r[13], c.s.r[15], c.s.thumb()),
        (0x44, 0x3000, 0x5000, true)
    );
}

#[test]
fn empty_list_and_pc_base_are_undefined() {
    let mut c = core();
    c.s.r[1] = 0x2000;
    let step = arm(&mut c, block(true, BlockMode::Ia, true, false, 1, 0));
    assert_undefined(&c, step, false);
    let mut c = core();
    let step = thumb(&mut c, block(false, BlockMode::Ia, true, false, 1, 0));
    assert_undefined(&c, step, true);
    let mut c = core();
    let step = arm(&mut c, block(true, BlockMode::Ia, false, false, 15, 1));
    assert_undefined(&c, step, false);
}

#[test]
fn base_in_list() {
    let mut c = core();
    c.s.r[1] = 0x11;
    c.s.r[2] = 0x2000;
    arm(&mut c, block(false, BlockMode::Ia, true, false, 2, 0b110));
    assert_eq!(
        (word(&c, 0x2000), word(&c, 0x2004), c.s.r[2]),
        (0x11, 0x2000, 0x2008)
    );
    // LDM with writeback: the loaded base wins
    let mut c = with_data();
    c.s.r[2] = 0x2000;
    arm(&mut c, block(true, BlockMode::Ia, true, false, 2, 0b110));
    assert_eq!((c.s.r[1], c.s.r[2]), (0x100, 0x101));
    // STM of the PC stores address + 8
    arm(
        &mut c,
        block(false, BlockMode::Ia, false, false, 2, 1 << 15),
    );
    assert_eq!(word(&c, 0x101 & !3), AT + 8);
}

#[test]
fn user_bank_transfers() {
    let mut c = with_data();
    c.s.set_mode(Mode::User);
    c.s.r[8] = 0x88;
    c.s.r[13] = 0x1313;
    c.s.set_mode(Mode::Fiq);
    (c.s.r[8], c.s.r[13], c.s.r[0]) = (0xf8, 0xf13, 0x2010);
    arm(
        &mut c,
        block(false, BlockMode::Ia, false, true, 0, 1 << 8 | 1 << 13),
    );
    assert_eq!((word(&c, 0x2010), word(&c, 0x2014)), (0x88, 0x1313));
    c.s.r[0] = 0x2000;
    arm(
        &mut c,
        block(true, BlockMode::Ia, false, true, 0, 1 << 8 | 1 << 13),
    );
    assert_eq!((c.s.r[8], c.s.r[13]), (0xf8, 0xf13), "FIQ bank untouched");
    assert_eq!((c.s.user_reg(8), c.s.user_reg(13)), (0x100, 0x101));
    // with writeback: Undefined (QEMU)
    let step = arm(&mut c, block(true, BlockMode::Ia, true, true, 0, 1 << 8));
    assert_undefined(&c, step, false);
    // in User mode: Undefined
    let mut c = with_data();
    c.s.set_mode(Mode::User);
    let step = arm(&mut c, block(false, BlockMode::Ia, false, true, 0, 1));
    assert_undefined(&c, step, false);
}

#[test]
fn ldm_pc_caret_returns_from_exception() {
    let mut c = with_data();
    c.ram.write32(0x2004, 0x6001);
    c.s.set_mode(Mode::Abort);
    c.s.set_spsr(psr::T | Mode::User as u32);
    c.s.r[13] = 0x2000;
    let step = arm(
        &mut c,
        block(true, BlockMode::Ia, true, true, 13, 1 | 1 << 15),
    );
    assert_eq!(step, Step::Branched);
    assert_eq!(
        (c.s.mode(), c.s.thumb(), c.s.r[15], c.s.r[0]),
        (Mode::User, true, 0x6000, 0x100)
    );
    assert_eq!(c.s.banked_r13_r14[Mode::Abort.bank()][0], 0x2008);
}

#[test]
fn aborted_ldm_changes_no_register() {
    let mut c = core();
    c.s.r[1] = BAD - 8;
    (c.s.r[2], c.s.r[3], c.s.r[4]) = (2, 3, 4);
    let step = arm(&mut c, block(true, BlockMode::Ia, true, false, 1, 0b11100));
    assert_eq!((step, c.s.mode()), (Step::Exception, Mode::Abort));
    assert_eq!(c.mmu.regs.far, BAD);
    c.s.set_mode(Mode::Svc);
    assert_eq!((c.s.r[1], c.s.r[2], c.s.r[3], c.s.r[4]), (BAD - 8, 2, 3, 4));
}

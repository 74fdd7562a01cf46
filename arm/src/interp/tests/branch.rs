//! Branches and the Thumb-only operations.

use super::*;
use crate::insn::{BlxImm, BlxReg, Branch, Bx, ThumbAdr, ThumbBlPrefix, ThumbBlSuffix};

#[test]
fn b_and_bl() {
    let mut c = core();
    assert_eq!(
        arm(
            &mut c,
            Op::Branch(Branch {
                link: false,
                offset: -16
            })
        ),
        Step::Branched
    );
    assert_eq!(c.s.r[15], AT + 8 - 16);
    arm(
        &mut c,
        Op::Branch(Branch {
            link: true,
            offset: 0x100,
        }),
    );
    assert_eq!((c.s.r[15], c.s.r[14]), (AT + 8 + 0x100, AT + 4));
    thumb(
        &mut c,
        Op::Branch(Branch {
            link: false,
            offset: 6,
        }),
    );
    assert_eq!((c.s.r[15], c.s.thumb()), (AT + 4 + 6, true));
}

#[test]
fn bx_and_blx() {
    let mut c = core();
    c.s.r[3] = 0x4001;
    assert_eq!(arm(&mut c, Op::Bx(Bx { rm: 3 })), Step::Branched);
    assert_eq!((c.s.r[15], c.s.thumb()), (0x4000, true));
    c.s.r[3] = 0x5000;
    thumb(&mut c, Op::BlxReg(BlxReg { rm: 3 }));
    assert_eq!((c.s.r[15], c.s.thumb(), c.s.r[14]), (0x5000, false, AT + 3));
    // BLX lr: the target is read before LR is written
    c.s.r[14] = 0x6001;
    arm(&mut c, Op::BlxReg(BlxReg { rm: 14 }));
    assert_eq!((c.s.r[15], c.s.thumb(), c.s.r[14]), (0x6000, true, AT + 4));
    // BX pc in Thumb: to ARM at address + 4
    thumb(&mut c, Op::Bx(Bx { rm: 15 }));
    assert_eq!((c.s.r[15], c.s.thumb()), (AT + 4, false));
}

#[test]
fn blx_immediate_enters_thumb() {
    let mut c = core();
    assert_eq!(
        arm(&mut c, Op::BlxImm(BlxImm { offset: 0x22 })),
        Step::Branched
    );
    assert_eq!(
        (c.s.r[15], c.s.thumb(), c.s.r[14]),
        (AT + 8 + 0x22, true, AT + 4)
    );
}

#[test]
fn thumb_bl_pair() {
    let mut c = core();
    assert_eq!(
        thumb(&mut c, Op::ThumbBlPrefix(ThumbBlPrefix { offset: 0x1000 })),
        Step::Next
    );
    assert_eq!((c.s.r[14], c.s.r[15]), (AT + 4 + 0x1000, AT + 2));
    let step = execute(
        &mut c,
        &Insn::always(Op::ThumbBlSuffix(ThumbBlSuffix {
            offset: 0x10,
            exchange: false,
        })),
        AT + 2,
        true,
    );
    assert_eq!(step, Step::Branched);
    assert_eq!(
        (c.s.r[15], c.s.r[14], c.s.thumb()),
        (AT + 0x1014, AT + 5, true)
    );
    // BLX suffix: word-aligned ARM target
    c.s.r[14] = 0x3002;
    thumb(
        &mut c,
        Op::ThumbBlSuffix(ThumbBlSuffix {
            offset: 0x4,
            exchange: true,
        }),
    );
    assert_eq!((c.s.r[15], c.s.r[14], c.s.thumb()), (0x3004, AT + 3, false));
    // negative prefix offset
    thumb(&mut c, Op::ThumbBlPrefix(ThumbBlPrefix { offset: -0x400 }));
    assert_eq!(c.s.r[14], AT + 4 - 0x400);
}

#[test]
fn thumb_adr_aligns_the_pc() {
    let mut c = core();
    let step = execute(
        &mut c,
        &Insn::always(Op::ThumbAdr(ThumbAdr { rd: 2, imm: 8 })),
        0x1002,
        true,
    );
    assert_eq!(step, Step::Next);
    assert_eq!(c.s.r[2], 0x1004 + 8);
}

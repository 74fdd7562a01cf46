//! Data processing, multiplies, saturating arithmetic, CLZ.

use super::*;
use crate::insn::{
    AluOp, Clz, DataProc, DspMul, Multiply, MultiplyLong, QOp, Sat, ShiftKind, Shifter,
};

fn alu(op: AluOp, s: bool, rd: u8, rn: u8, op2: Shifter) -> Op {
    Op::Alu(DataProc { op, s, rd, rn, op2 })
}

#[test]
fn add_sets_overflow_and_carry() {
    let mut c = core();
    c.s.r[1] = 0x7fff_ffff;
    c.s.r[2] = 1;
    assert_eq!(
        arm(&mut c, alu(AluOp::Add, true, 0, 1, Shifter::reg(2))),
        Step::Next
    );
    assert_eq!(c.s.r[0], 0x8000_0000);
    assert_eq!(flags(&c), (1, 0, 0, 1));
    c.s.r[1] = 0xffff_ffff;
    arm(&mut c, alu(AluOp::Add, true, 0, 1, Shifter::reg(2)));
    assert_eq!(c.s.r[0], 0);
    assert_eq!(flags(&c), (0, 1, 1, 0));
    // without S, flags stay
    c.s.r[1] = 7;
    arm(&mut c, alu(AluOp::Add, false, 0, 1, Shifter::imm(3)));
    assert_eq!(c.s.r[0], 10);
    assert_eq!(flags(&c), (0, 1, 1, 0));
}

#[test]
fn subtract_carry_is_not_borrow() {
    let mut c = core();
    c.s.r[1] = 0;
    arm(&mut c, alu(AluOp::Sub, true, 0, 1, Shifter::imm(1)));
    assert_eq!(c.s.r[0], 0xffff_ffff);
    assert_eq!(flags(&c), (1, 0, 0, 0));
    c.s.r[1] = 5;
    arm(&mut c, alu(AluOp::Cmp, true, 0, 1, Shifter::imm(5)));
    assert_eq!(c.s.r[0], 0xffff_ffff, "CMP writes no register");
    assert_eq!(flags(&c), (0, 1, 1, 0));
    // 0x80000000 - 1 overflows
    c.s.r[1] = 0x8000_0000;
    arm(&mut c, alu(AluOp::Sub, true, 0, 1, Shifter::imm(1)));
    assert_eq!(c.s.r[0], 0x7fff_ffff);
    assert_eq!(flags(&c), (0, 0, 1, 1));
    // RSB: 10 - r1
    c.s.r[1] = 3;
    arm(&mut c, alu(AluOp::Rsb, true, 0, 1, Shifter::imm(10)));
    assert_eq!(c.s.r[0], 7);
    assert_eq!(flags(&c), (0, 0, 1, 0));
}

#[test]
fn carry_in_forms() {
    let mut c = core();
    c.s.r[1] = 10;
    set_flags(&mut c, 0, 0, 1, 0);
    arm(&mut c, alu(AluOp::Adc, false, 0, 1, Shifter::imm(5)));
    assert_eq!(c.s.r[0], 16);
    arm(&mut c, alu(AluOp::Sbc, false, 0, 1, Shifter::imm(5)));
    assert_eq!(c.s.r[0], 5);
    arm(&mut c, alu(AluOp::Rsc, false, 0, 1, Shifter::imm(15)));
    assert_eq!(c.s.r[0], 5);
    c.s.c = 0;
    arm(&mut c, alu(AluOp::Adc, false, 0, 1, Shifter::imm(5)));
    assert_eq!(c.s.r[0], 15);
    arm(&mut c, alu(AluOp::Sbc, false, 0, 1, Shifter::imm(5)));
    assert_eq!(c.s.r[0], 4);
    arm(&mut c, alu(AluOp::Rsc, true, 0, 1, Shifter::imm(15)));
    assert_eq!(c.s.r[0], 4);
    assert_eq!(flags(&c), (0, 0, 1, 0));
    // 0 - 0 - 1 (SBC with C clear) borrows
    c.s.r[1] = 0;
    c.s.c = 0;
    arm(&mut c, alu(AluOp::Sbc, true, 0, 1, Shifter::imm(0)));
    assert_eq!(c.s.r[0], 0xffff_ffff);
    assert_eq!(flags(&c), (1, 0, 0, 0));
    // 0xffffffff + 0 + 1 carries out
    c.s.r[1] = 0xffff_ffff;
    c.s.c = 1;
    arm(&mut c, alu(AluOp::Adc, true, 0, 1, Shifter::imm(0)));
    assert_eq!(c.s.r[0], 0);
    assert_eq!(flags(&c), (0, 1, 1, 0));
}

#[test]
fn logical_ops_take_carry_from_the_shifter_and_keep_v() {
    let mut c = core();
    set_flags(&mut c, 0, 0, 0, 1);
    c.s.r[1] = 0x8000_0000;
    let lsl1 = Shifter::RegImm {
        rm: 1,
        kind: ShiftKind::Lsl,
        amount: 1,
    };
    arm(&mut c, alu(AluOp::Mov, true, 0, 0, lsl1));
    assert_eq!(c.s.r[0], 0);
    assert_eq!(flags(&c), (0, 1, 1, 1));
    // LSL #0: C unchanged
    arm(&mut c, alu(AluOp::Mvn, true, 0, 0, Shifter::reg(1)));
    assert_eq!(c.s.r[0], 0x7fff_ffff);
    assert_eq!(flags(&c), (0, 0, 1, 1));
    // rotated immediate sets C from bit 31; unrotated keeps it
    c.s.r[2] = 0xff;
    let rot = Shifter::Imm {
        value: 0xf000_0000,
        carry: Some(true),
    };
    c.s.c = 0;
    arm(&mut c, alu(AluOp::Tst, true, 0, 2, rot));
    assert_eq!(flags(&c), (0, 1, 1, 1));
    arm(&mut c, alu(AluOp::Teq, true, 0, 2, Shifter::imm(0xff)));
    assert_eq!(flags(&c), (0, 1, 1, 1));
    arm(&mut c, alu(AluOp::Eor, true, 3, 2, Shifter::imm(0x0f)));
    assert_eq!(c.s.r[3], 0xf0);
    arm(&mut c, alu(AluOp::Orr, false, 3, 3, Shifter::imm(0x0f)));
    assert_eq!(c.s.r[3], 0xff);
    arm(&mut c, alu(AluOp::Bic, false, 3, 3, Shifter::imm(0x3c)));
    assert_eq!(c.s.r[3], 0xc3);
    arm(&mut c, alu(AluOp::And, true, 3, 3, Shifter::imm(0x80)));
    assert_eq!(c.s.r[3], 0x80);
}

#[test]
fn register_shifted_register() {
    let mut c = core();
    c.s.r[1] = 0x8000_0001;
    let op2 = Shifter::RegReg {
        rm: 1,
        kind: ShiftKind::Lsr,
        rs: 2,
    };
    for (rs, want, carry) in [
        (0, 0x8000_0001, 0),
        (1, 0x4000_0000, 1),
        (32, 0, 1),
        (33, 0, 0),
        (0x120, 0, 1),
    ] {
        c.s.r[2] = rs;
        c.s.c = 0;
        arm(&mut c, alu(AluOp::Mov, true, 0, 0, op2));
        assert_eq!((c.s.r[0], c.s.c), (want, carry), "LSR by {rs:#x}");
    }
}

#[test]
fn pc_reads_as_address_plus_8_or_4() {
    let mut c = core();
    arm(&mut c, alu(AluOp::Add, false, 0, 15, Shifter::imm(0)));
    assert_eq!(c.s.r[0], AT + 8);
    thumb(&mut c, alu(AluOp::Add, false, 0, 15, Shifter::imm(0)));
    assert_eq!(c.s.r[0], AT + 4);
    // With a register-specified shift QEMU still reads +8 (ARM926 would give +12).
    c.s.cpsr_rest &= !psr::T;
    c.s.r[1] = 0;
    let op2 = Shifter::RegReg {
        rm: 15,
        kind: ShiftKind::Lsl,
        rs: 1,
    };
    arm(&mut c, alu(AluOp::Add, false, 0, 15, op2));
    assert_eq!(c.s.r[0], 2 * (AT + 8));
}

#[test]
fn writes_to_pc_branch_without_state_change() {
    let mut c = core();
    c.s.r[1] = 0x2003;
    assert_eq!(
        arm(&mut c, alu(AluOp::Mov, false, 15, 0, Shifter::reg(1))),
        Step::Branched
    );
    assert_eq!((c.s.r[15], c.s.thumb()), (0x2000, false));
    assert_eq!(
        thumb(&mut c, alu(AluOp::Mov, false, 15, 0, Shifter::reg(1))),
        Step::Branched
    );
    assert_eq!((c.s.r[15], c.s.thumb()), (0x2002, true));
}

#[test]
fn movs_pc_returns_from_exception() {
    let mut c = core();
    c.s.set_mode(Mode::Irq);
    c.s.r[14] = 0x3001;
    c.s.set_spsr(0x2000_0030 | Mode::User as u32);
    set_flags(&mut c, 1, 1, 0, 1);
    let step = arm(&mut c, alu(AluOp::Sub, true, 15, 14, Shifter::imm(4)));
    assert_eq!(step, Step::Branched);
    assert_eq!(c.s.mode(), Mode::User);
    assert!(c.s.thumb());
    assert_eq!(c.s.r[15], 0x2ffc);
    assert_eq!(flags(&c), (0, 0, 1, 0), "flags come from the SPSR");
}

#[test]
fn movs_pc_in_user_mode_is_undefined() {
    let mut c = core();
    c.s.set_mode(Mode::User);
    c.s.r[14] = 0x3000;
    let step = arm(&mut c, alu(AluOp::Mov, true, 15, 0, Shifter::reg(14)));
    assert_undefined(&c, step, false);
    assert_eq!(c.s.spsr().unwrap() & 0x1f, Mode::User as u32);
}

#[test]
fn movs_pc_in_system_mode_uses_the_shared_spsr_slot() {
    let mut c = core();
    c.s.set_mode(Mode::System);
    c.s.spsr[0] = Mode::Svc as u32;
    c.s.r[14] = 0x3000;
    assert_eq!(
        arm(&mut c, alu(AluOp::Mov, true, 15, 0, Shifter::reg(14))),
        Step::Branched
    );
    assert_eq!((c.s.mode(), c.s.r[15]), (Mode::Svc, 0x3000));
}

#[test]
fn multiplies_set_n_z_only() {
    let mut c = core();
    set_flags(&mut c, 0, 0, 1, 1);
    c.s.r[1] = 0xffff_ffff;
    c.s.r[2] = 2;
    c.s.r[3] = 1;
    let mla = Op::Mul(Multiply {
        acc: true,
        s: true,
        rd: 0,
        rn: 3,
        rs: 2,
        rm: 1,
    });
    arm(&mut c, mla);
    assert_eq!(c.s.r[0], 0xffff_ffff);
    assert_eq!(flags(&c), (1, 0, 1, 1));
    c.s.r[3] = 2;
    arm(&mut c, mla);
    assert_eq!(c.s.r[0], 0);
    assert_eq!(flags(&c), (0, 1, 1, 1));
}

#[test]
fn long_multiplies() {
    let mut c = core();
    c.s.r[2] = 0xffff_ffff;
    c.s.r[3] = 2;
    let long = |signed, acc| {
        Op::MulLong(MultiplyLong {
            signed,
            acc,
            s: true,
            rdlo: 0,
            rdhi: 1,
            rs: 3,
            rm: 2,
        })
    };
    arm(&mut c, long(false, false));
    assert_eq!((c.s.r[0], c.s.r[1]), (0xffff_fffe, 1));
    arm(&mut c, long(true, false));
    assert_eq!((c.s.r[0], c.s.r[1]), (0xffff_fffe, 0xffff_ffff));
    assert_eq!((c.s.n, c.s.z), (1, 0));
    // SMLAL: -2 + 2 = 0
    c.s.r[2] = 1;
    arm(&mut c, long(true, true));
    assert_eq!((c.s.r[0], c.s.r[1]), (0, 0));
    assert_eq!((c.s.n, c.s.z), (0, 1));
    // UMLAL carries into the high word
    (c.s.r[0], c.s.r[1], c.s.r[2], c.s.r[3]) = (0xffff_ffff, 5, 1, 1);
    arm(&mut c, long(false, true));
    assert_eq!((c.s.r[0], c.s.r[1]), (0, 6));
}

#[test]
fn dsp_multiplies_and_q() {
    let mut c = core();
    c.s.r[1] = 0x0003_fffe; // top 3, bottom -2
    c.s.r[2] = 0x8000_0005; // top -32768, bottom 5
    let smul = |x_top, y_top| {
        Op::Dsp(DspMul::Smul {
            x_top,
            y_top,
            rd: 0,
            rm: 1,
            rs: 2,
        })
    };
    arm(&mut c, smul(false, false));
    assert_eq!(c.s.r[0], (-10i32) as u32);
    arm(&mut c, smul(true, true));
    assert_eq!(c.s.r[0], (3 * -32768i32) as u32);
    // SMLABB overflowing the accumulate sets Q, result wraps
    c.s.r[3] = 0x7fff_ffff;
    c.s.r[1] = 1;
    c.s.r[2] = 1;
    arm(
        &mut c,
        Op::Dsp(DspMul::Smla {
            x_top: false,
            y_top: false,
            rd: 0,
            rm: 1,
            rs: 2,
            rn: 3,
        }),
    );
    assert_eq!(c.s.r[0], 0x8000_0000);
    assert_ne!(c.s.cpsr() & psr::Q, 0);
    // SMULWB: (0x00020000 * -2) >> 16 = -4
    c.s.cpsr_rest &= !psr::Q;
    c.s.r[1] = 0x0002_0000;
    c.s.r[2] = 0x0000_fffe;
    arm(
        &mut c,
        Op::Dsp(DspMul::Smulw {
            y_top: false,
            rd: 0,
            rm: 1,
            rs: 2,
        }),
    );
    assert_eq!(c.s.r[0], (-4i32) as u32);
    // SMLAWT: (0x00010000 * 0x7fff) >> 16 + 1 = 0x8000
    c.s.r[1] = 0x0001_0000;
    c.s.r[2] = 0x7fff_0000;
    c.s.r[3] = 1;
    arm(
        &mut c,
        Op::Dsp(DspMul::Smlaw {
            y_top: true,
            rd: 0,
            rm: 1,
            rs: 2,
            rn: 3,
        }),
    );
    assert_eq!(c.s.r[0], 0x8000);
    assert_eq!(c.s.cpsr() & psr::Q, 0);
    // SMLALBB: 64-bit accumulate of -1 * 1 into 0:0
    (c.s.r[4], c.s.r[5], c.s.r[1], c.s.r[2]) = (0, 0, 0xffff, 1);
    arm(
        &mut c,
        Op::Dsp(DspMul::Smlal {
            x_top: false,
            y_top: false,
            rdlo: 4,
            rdhi: 5,
            rm: 1,
            rs: 2,
        }),
    );
    assert_eq!((c.s.r[4], c.s.r[5]), (0xffff_ffff, 0xffff_ffff));
}

#[test]
fn saturating_arithmetic() {
    let mut c = core();
    set_flags(&mut c, 1, 0, 1, 0);
    let q = |op| {
        Op::Sat(Sat {
            op,
            rd: 0,
            rm: 1,
            rn: 2,
        })
    };
    (c.s.r[1], c.s.r[2]) = (0x7fff_fff0, 0x100);
    arm(&mut c, q(QOp::Qadd));
    assert_eq!(c.s.r[0], 0x7fff_ffff);
    assert_ne!(c.s.cpsr() & psr::Q, 0);
    assert_eq!(flags(&c), (1, 0, 1, 0), "N Z C V untouched");
    c.s.cpsr_rest &= !psr::Q;
    (c.s.r[1], c.s.r[2]) = (5, 3);
    arm(&mut c, q(QOp::Qsub));
    assert_eq!(c.s.r[0], 2);
    assert_eq!(c.s.cpsr() & psr::Q, 0);
    (c.s.r[1], c.s.r[2]) = (0x8000_0000, 1);
    arm(&mut c, q(QOp::Qsub));
    assert_eq!(c.s.r[0], 0x8000_0000);
    assert_ne!(c.s.cpsr() & psr::Q, 0);
    // QDADD: the doubling saturates, the sum does not
    c.s.cpsr_rest &= !psr::Q;
    (c.s.r[1], c.s.r[2]) = (0xffff_ff00, 0x4000_0000);
    arm(&mut c, q(QOp::Qdadd));
    assert_eq!(c.s.r[0], 0x7fff_feff);
    assert_ne!(c.s.cpsr() & psr::Q, 0);
    c.s.cpsr_rest &= !psr::Q;
    (c.s.r[1], c.s.r[2]) = (10, 3);
    arm(&mut c, q(QOp::Qdsub));
    assert_eq!(c.s.r[0], 4);
    assert_eq!(c.s.cpsr() & psr::Q, 0);
}

#[test]
fn count_leading_zeros() {
    let mut c = core();
    for (v, n) in [(0, 32), (1, 31), (0x8000_0000, 0), (0x0001_ffff, 15)] {
        c.s.r[1] = v;
        arm(&mut c, Op::Clz(Clz { rd: 0, rm: 1 }));
        assert_eq!(c.s.r[0], n);
    }
}

//! Thumb decoder tests: halfwords from `arm-linux-gnueabi-as` (annotated with their
//! disassembly) checked against the ARM operation they must become.

use super::decode_thumb;
use crate::insn::*;

fn al(op: Op) -> Insn {
    Insn::always(op)
}

fn alu(op: AluOp, s: bool, rd: Reg, rn: Reg, op2: Shifter) -> Insn {
    al(Op::Alu(DataProc { op, s, rd, rn, op2 }))
}

fn ld_st(load: bool, size: MemSize, rd: Reg, rn: Reg, offset: Offset) -> Insn {
    al(Op::Mem(Transfer {
        load,
        size,
        rd,
        rn,
        offset,
        mode: AddrMode {
            pre: true,
            up: true,
            writeback: false,
        },
        user: false,
    }))
}

fn reg_off(rm: Reg) -> Offset {
    Offset::Reg {
        rm,
        kind: ShiftKind::Lsl,
        amount: 0,
    }
}

fn check(cases: &[(u16, Insn)]) {
    for &(hw, want) in cases {
        assert_eq!(decode_thumb(hw), want, "halfword {hw:#06x}");
    }
}

#[test]
fn shifts_and_arithmetic() {
    use AluOp::*;
    let sh = |rm, kind, amount| Shifter::RegImm { rm, kind, amount };
    check(&[
        (0x0151, alu(Mov, true, 1, 0, sh(2, ShiftKind::Lsl, 5))), // lsls r1, r2, #5
        (0x0823, alu(Mov, true, 3, 0, sh(4, ShiftKind::Lsr, 0))), // lsrs r3, r4, #32
        (0x1078, alu(Mov, true, 0, 0, sh(7, ShiftKind::Asr, 1))), // asrs r0, r7, #1
        (0x18d1, alu(Add, true, 1, 2, Shifter::reg(3))),          // adds r1, r2, r3
        (0x1fec, alu(Sub, true, 4, 5, Shifter::imm(7))),          // subs r4, r5, #7
        (0x26c8, alu(Mov, true, 6, 0, Shifter::imm(200))),        // movs r6, #200
        (0x2f01, alu(Cmp, true, 0, 7, Shifter::imm(1))),          // cmp r7, #1
        (0x30ff, alu(Add, true, 0, 0, Shifter::imm(255))),        // adds r0, #255
        (0x3903, alu(Sub, true, 1, 1, Shifter::imm(3))),          // subs r1, #3
    ]);
}

#[test]
fn alu_register_group() {
    use AluOp::*;
    let rr = |rm, kind, rs| Shifter::RegReg { rm, kind, rs };
    check(&[
        (0x4011, alu(And, true, 1, 1, Shifter::reg(2))), // ands r1, r2
        (0x40a3, alu(Mov, true, 3, 0, rr(3, ShiftKind::Lsl, 4))), // lsls r3, r4
        (0x41f5, alu(Mov, true, 5, 0, rr(5, ShiftKind::Ror, 6))), // rors r5, r6
        (0x4248, alu(Rsb, true, 0, 1, Shifter::imm(0))), // negs r0, r1
        (0x422c, alu(Tst, true, 0, 4, Shifter::reg(5))), // tst r4, r5
        (0x43fe, alu(Mvn, true, 6, 0, Shifter::reg(7))), // mvns r6, r7
        // muls r2, r3, r2
        (
            0x435a,
            al(Op::Mul(Multiply {
                acc: false,
                s: true,
                rd: 2,
                rn: 0,
                rs: 2,
                rm: 3,
            })),
        ),
        // adcs, sbcs, eors, orrs, bics, cmn, cmp, lsrs, asrs
        (0x4151, alu(Adc, true, 1, 1, Shifter::reg(2))),
        (0x4191, alu(Sbc, true, 1, 1, Shifter::reg(2))),
        (0x4051, alu(Eor, true, 1, 1, Shifter::reg(2))),
        (0x4311, alu(Orr, true, 1, 1, Shifter::reg(2))),
        (0x4391, alu(Bic, true, 1, 1, Shifter::reg(2))),
        (0x42d1, alu(Cmn, true, 0, 1, Shifter::reg(2))),
        (0x4291, alu(Cmp, true, 0, 1, Shifter::reg(2))),
        (0x40d1, alu(Mov, true, 1, 0, rr(1, ShiftKind::Lsr, 2))),
        (0x4111, alu(Mov, true, 1, 0, rr(1, ShiftKind::Asr, 2))),
    ]);
}

#[test]
fn hi_registers_and_exchange() {
    use AluOp::*;
    check(&[
        (0x4488, alu(Add, false, 8, 8, Shifter::reg(1))), // add r8, r1
        (0x4596, alu(Cmp, true, 0, 14, Shifter::reg(2))), // cmp lr, r2
        (0x46f7, alu(Mov, false, 15, 0, Shifter::reg(14))), // mov pc, lr
        // Both registers low: UNPREDICTABLE on v5, executed as written (QEMU).
        (0x4611, alu(Mov, false, 1, 0, Shifter::reg(2))), // mov r1, r2
        (0x4770, al(Op::Bx(Bx { rm: 14 }))),              // bx lr
        (0x47a0, al(Op::BlxReg(BlxReg { rm: 4 }))),       // blx r4
    ]);
    // bx with bits 2:0 != 0 (v8-M BXNS space): UNDEF.
    assert_eq!(decode_thumb(0x4774).op, Op::Undefined);
}

#[test]
fn loads_and_stores() {
    use MemSize::*;
    check(&[
        (0x4b04, ld_st(true, Word, 3, 15, Offset::Imm(16))), // ldr r3, [pc, #16]
        (0x50d1, ld_st(false, Word, 1, 2, reg_off(3))),      // str r1, [r2, r3]
        (0x5fac, ld_st(true, SignedHalf, 4, 5, reg_off(6))), // ldrsh r4, [r5, r6]
        (0x6fc8, ld_st(true, Word, 0, 1, Offset::Imm(124))), // ldr r0, [r1, #124]
        (0x77da, ld_st(false, Byte, 2, 3, Offset::Imm(31))), // strb r2, [r3, #31]
        (0x8fec, ld_st(true, Half, 4, 5, Offset::Imm(62))),  // ldrh r4, [r5, #62]
        (0x96ff, ld_st(false, Word, 6, 13, Offset::Imm(1020))), // str r6, [sp, #1020]
        (0x9f01, ld_st(true, Word, 7, 13, Offset::Imm(4))),  // ldr r7, [sp, #4]
        (0x5ad1, ld_st(true, Half, 1, 2, reg_off(3))),       // ldrh r1, [r2, r3]
        (0x56d1, ld_st(true, SignedByte, 1, 2, reg_off(3))), // ldrsb r1, [r2, r3]
        (0x52d1, ld_st(false, Half, 1, 2, reg_off(3))),      // strh r1, [r2, r3]
        (0x5cd1, ld_st(true, Byte, 1, 2, reg_off(3))),       // ldrb r1, [r2, r3]
    ]);
}

#[test]
fn sp_pc_and_multiple() {
    use AluOp::*;
    let blk = |load, mode, writeback, rn, list| {
        al(Op::Block(BlockTransfer {
            load,
            mode,
            writeback,
            s_bit: false,
            rn,
            list,
        }))
    };
    check(&[
        (0xa202, al(Op::ThumbAdr(ThumbAdr { rd: 2, imm: 8 }))), // add r2, pc, #8
        (0xab04, alu(Add, false, 3, 13, Shifter::imm(16))),     // add r3, sp, #16
        (0xb07f, alu(Add, false, 13, 13, Shifter::imm(508))),   // add sp, #508
        (0xb081, alu(Sub, false, 13, 13, Shifter::imm(4))),     // sub sp, #4
        (0xb5f0, blk(false, BlockMode::Db, true, 13, 0x40f0)),  // push {r4-r7, lr}
        (0xbd01, blk(true, BlockMode::Ia, true, 13, 0x8001)),   // pop {r0, pc}
        (0xc006, blk(false, BlockMode::Ia, true, 0, 0x0006)),   // stmia r0!, {r1, r2}
        (0xcb30, blk(true, BlockMode::Ia, true, 3, 0x0030)),    // ldmia r3!, {r4, r5}
        // ldmia r3, {r3, r4}: base in the list, no writeback (QEMU)
        (0xcb18, blk(true, BlockMode::Ia, false, 3, 0x0018)),
        (0xbe42, al(Op::Bkpt(Bkpt { imm: 0x42 }))), // bkpt 0x42
    ]);
    // Empty lists are UNDEF (QEMU); v6 misc encodings (cbz, sxth, rev, cps, it) too.
    for hw in [
        0xb400u16, 0xbc00, 0xc000, 0xc800, 0xb101, 0xb208, 0xba08, 0xb662, 0xbf08, 0xbf00,
    ] {
        assert_eq!(decode_thumb(hw), al(Op::Undefined), "halfword {hw:#06x}");
    }
}

#[test]
fn branches_and_exceptions() {
    check(&[
        (
            0xd002,
            Insn::new(
                Cond::Eq,
                Op::Branch(Branch {
                    link: false,
                    offset: 4,
                }),
            ),
        ), // beq .+8
        (
            0xd1fd,
            Insn::new(
                Cond::Ne,
                Op::Branch(Branch {
                    link: false,
                    offset: -6,
                }),
            ),
        ), // bne .-2
        (0xdf12, al(Op::Swi(Swi { imm: 0x12 }))), // svc 18
        (0xde01, al(Op::Undefined)),              // udf
        (
            0xe030,
            al(Op::Branch(Branch {
                link: false,
                offset: 0x60,
            })),
        ), // b .+100
        (
            0xe400,
            al(Op::Branch(Branch {
                link: false,
                offset: -2048,
            })),
        ),
        (0xf000, al(Op::ThumbBlPrefix(ThumbBlPrefix { offset: 0 }))),
        (
            0xf7ff,
            al(Op::ThumbBlPrefix(ThumbBlPrefix { offset: -4096 })),
        ),
        (
            0xf400,
            al(Op::ThumbBlPrefix(ThumbBlPrefix { offset: -0x40_0000 })),
        ),
        (
            0xfffe,
            al(Op::ThumbBlSuffix(ThumbBlSuffix {
                offset: 0xffc,
                exchange: false,
            })),
        ),
        (
            0xea02,
            al(Op::ThumbBlSuffix(ThumbBlSuffix {
                offset: 0x404,
                exchange: true,
            })),
        ),
        // BLX suffix with bit 0 set: UNDEF (QEMU).
        (0xe803, al(Op::Undefined)),
    ]);
}

#[test]
fn every_halfword_decodes() {
    let mut undefined = 0;
    for hw in 0..=u16::MAX {
        if decode_thumb(hw).op == Op::Undefined {
            undefined += 1;
        }
    }
    // The undefined space, by encoding-space sizes: the UDF page (256), odd BLX
    // suffixes (1024), BX/BLX with bits 2:0 != 0 (2 * 16 * 7), the 1011 holes (4096
    // minus ADJUST_sp 256, PUSH 512, POP 512, BKPT 256), PUSH {} and POP {} (2), and
    // STMIA/LDMIA with empty lists (2 * 8).
    let expected = 256 + 1024 + 2 * 16 * 7 + (4096 - 256 - 512 - 512 - 256) + 2 + 16;
    assert_eq!(undefined, expected);
}

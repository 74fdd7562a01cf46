//! ARM-state decoder tests: words from `arm-linux-gnueabi-as` (annotated with their
//! disassembly) checked against the expected `Insn`, and the UNDEFINED/UNPREDICTABLE
//! choices.

use super::decode_arm;
use crate::insn::*;

fn al(op: Op) -> Insn {
    Insn::always(op)
}

fn alu(op: AluOp, s: bool, rd: Reg, rn: Reg, op2: Shifter) -> Op {
    Op::Alu(DataProc { op, s, rd, rn, op2 })
}

fn mem(load: bool, size: MemSize, rd: Reg, rn: Reg, offset: Offset, m: (bool, bool, bool)) -> Op {
    Op::Mem(Transfer {
        load,
        size,
        rd,
        rn,
        offset,
        mode: AddrMode {
            pre: m.0,
            up: m.1,
            writeback: m.2,
        },
        user: false,
    })
}

fn rimm(rm: Reg, kind: ShiftKind, amount: u8) -> Offset {
    Offset::Reg { rm, kind, amount }
}

fn check(cases: &[(u32, Insn)]) {
    for &(w, want) in cases {
        assert_eq!(decode_arm(w), want, "word {w:#010x}");
    }
}

#[test]
fn data_processing() {
    use AluOp::*;
    check(&[
        // adds r1, r2, #1008 (0x3f ror 28: carry-out is bit 31 = 0)
        (
            0xe2921e3f,
            al(alu(
                Add,
                true,
                1,
                2,
                Shifter::Imm {
                    value: 1008,
                    carry: Some(false),
                },
            )),
        ),
        // mov r0, #255 (no rotation: C unchanged)
        (0xe3a000ff, al(alu(Mov, false, 0, 0, Shifter::imm(255)))),
        // cmp r1, #0x40000000 (1 ror 2)
        (
            0xe3510101,
            al(alu(
                Cmp,
                true,
                0,
                1,
                Shifter::Imm {
                    value: 0x4000_0000,
                    carry: Some(false),
                },
            )),
        ),
        // mvn r0, #0x80000000 (2 ror 2): carry-out 1
        (
            0xe3e00102,
            al(alu(
                Mvn,
                false,
                0,
                0,
                Shifter::Imm {
                    value: 0x8000_0000,
                    carry: Some(true),
                },
            )),
        ),
        // lsls r3, r4, #3
        (
            0xe1b03184,
            al(alu(
                Mov,
                true,
                3,
                0,
                Shifter::RegImm {
                    rm: 4,
                    kind: ShiftKind::Lsl,
                    amount: 3,
                },
            )),
        ),
        // sub r5, r6, r7, asr r8
        (
            0xe0465857,
            al(alu(
                Sub,
                false,
                5,
                6,
                Shifter::RegReg {
                    rm: 7,
                    kind: ShiftKind::Asr,
                    rs: 8,
                },
            )),
        ),
        // teq r1, r2
        (0xe1310002, al(alu(Teq, true, 0, 1, Shifter::reg(2)))),
        // mvnne pc, lr
        (
            0x11e0f00e,
            Insn::new(Cond::Ne, alu(Mvn, false, 15, 0, Shifter::reg(14))),
        ),
        // movs pc, lr
        (0xe1b0f00e, al(alu(Mov, true, 15, 0, Shifter::reg(14)))),
        // mov r0, r1, ror #0 = rrx; lsr #0 = lsr #32
        (
            0xe1a00061,
            al(alu(
                Mov,
                false,
                0,
                0,
                Shifter::RegImm {
                    rm: 1,
                    kind: ShiftKind::Ror,
                    amount: 0,
                },
            )),
        ),
        (
            0xe1a00021,
            al(alu(
                Mov,
                false,
                0,
                0,
                Shifter::RegImm {
                    rm: 1,
                    kind: ShiftKind::Lsr,
                    amount: 0,
                },
            )),
        ),
        // rscgt r2, r3, r4, ror r5
        (
            0xc0e32574,
            Insn::new(
                Cond::Gt,
                alu(
                    Rsc,
                    false,
                    2,
                    3,
                    Shifter::RegReg {
                        rm: 4,
                        kind: ShiftKind::Ror,
                        rs: 5,
                    },
                ),
            ),
        ),
    ]);
}

#[test]
fn data_processing_sbz_fields_undefined_as_qemu() {
    // teq r1, r2 with Rd = 15 (the 26-bit TEQP): QEMU requires Rd = 0 -> UNDEF.
    assert_eq!(decode_arm(0xe131f002).op, Op::Undefined);
    // mov r0, r1 with Rn = 3: QEMU requires Rn = 0 -> UNDEF.
    assert_eq!(decode_arm(0xe1a30001).op, Op::Undefined);
    // cmp with S = 0 is the misc space; 0xe1400000 (cmp without S, bits 7:4 = 0) is
    // nothing on v5: UNDEF, keeping the condition.
    assert_eq!(decode_arm(0xe1400000), al(Op::Undefined));
    assert_eq!(decode_arm(0x01400000), Insn::new(Cond::Eq, Op::Undefined));
    // MOVW/MOVT (v6T2) are UNDEF.
    assert_eq!(decode_arm(0xe3001234).op, Op::Undefined);
    assert_eq!(decode_arm(0xe3401234).op, Op::Undefined);
}

#[test]
fn multiplies() {
    check(&[
        // mul r1, r2, r3
        (
            0xe0010392,
            al(Op::Mul(Multiply {
                acc: false,
                s: false,
                rd: 1,
                rn: 0,
                rs: 3,
                rm: 2,
            })),
        ),
        // mlas r4, r5, r6, r7
        (
            0xe0347695,
            al(Op::Mul(Multiply {
                acc: true,
                s: true,
                rd: 4,
                rn: 7,
                rs: 6,
                rm: 5,
            })),
        ),
        // umull r0, r1, r2, r3
        (
            0xe0810392,
            al(Op::MulLong(MultiplyLong {
                signed: false,
                acc: false,
                s: false,
                rdlo: 0,
                rdhi: 1,
                rs: 3,
                rm: 2,
            })),
        ),
        // smlals r4, r5, r6, r7
        (
            0xe0f54796,
            al(Op::MulLong(MultiplyLong {
                signed: true,
                acc: true,
                s: true,
                rdlo: 4,
                rdhi: 5,
                rs: 7,
                rm: 6,
            })),
        ),
        // smlabt r1, r2, r3, r4
        (
            0xe10143c2,
            al(Op::Dsp(DspMul::Smla {
                x_top: false,
                y_top: true,
                rd: 1,
                rm: 2,
                rs: 3,
                rn: 4,
            })),
        ),
        // smulwt r1, r2, r3
        (
            0xe12103e2,
            al(Op::Dsp(DspMul::Smulw {
                y_top: true,
                rd: 1,
                rm: 2,
                rs: 3,
            })),
        ),
        // smlawb r1, r2, r3, r4
        (
            0xe1214382,
            al(Op::Dsp(DspMul::Smlaw {
                y_top: false,
                rd: 1,
                rm: 2,
                rs: 3,
                rn: 4,
            })),
        ),
        // smlaltb r1, r2, r3, r4
        (
            0xe14214a3,
            al(Op::Dsp(DspMul::Smlal {
                x_top: true,
                y_top: false,
                rdlo: 1,
                rdhi: 2,
                rm: 3,
                rs: 4,
            })),
        ),
        // smultt r1, r2, r3
        (
            0xe16103e2,
            al(Op::Dsp(DspMul::Smul {
                x_top: true,
                y_top: true,
                rd: 1,
                rm: 2,
                rs: 3,
            })),
        ),
        // qdsub r1, r2, r3 ; qadd r4, r5, r6
        (
            0xe1631052,
            al(Op::Sat(Sat {
                op: QOp::Qdsub,
                rd: 1,
                rm: 2,
                rn: 3,
            })),
        ),
        (
            0xe1064055,
            al(Op::Sat(Sat {
                op: QOp::Qadd,
                rd: 4,
                rm: 5,
                rn: 6,
            })),
        ),
        // clz r0, r1
        (0xe16f0f11, al(Op::Clz(Clz { rd: 0, rm: 1 }))),
    ]);
    // MUL with bits 15:12 != 0, UMAAL and MLS (v6) are UNDEF.
    assert_eq!(decode_arm(0xe0015392).op, Op::Undefined);
    assert_eq!(decode_arm(0xe0410392).op, Op::Undefined);
    assert_eq!(decode_arm(0xe0610392).op, Op::Undefined);
}

#[test]
fn status_branch_exchange_breakpoint() {
    check(&[
        // mrs r2, spsr ; msr cpsr_fc, r3 ; msr spsr_f, #0xf0000000
        (0xe14f2000, al(Op::Mrs(Mrs { rd: 2, spsr: true }))),
        (
            0xe129f003,
            al(Op::Msr(Msr {
                spsr: false,
                fields: 9,
                src: Shifter::reg(3),
            })),
        ),
        (
            0xe368f20f,
            al(Op::Msr(Msr {
                spsr: true,
                fields: 8,
                src: Shifter::imm(0xf000_0000),
            })),
        ),
        // bx lr ; blx r3 ; bxj r4 (= bx)
        (0xe12fff1e, al(Op::Bx(Bx { rm: 14 }))),
        (0xe12fff33, al(Op::BlxReg(BlxReg { rm: 3 }))),
        (0xe12fff24, al(Op::Bx(Bx { rm: 4 }))),
        // bkpt 0x1234
        (0xe1212374, al(Op::Bkpt(Bkpt { imm: 0x1234 }))),
        // nop (msr cpsr_, #0) and the other hints
        (0xe320f000, al(Op::Nop)),
        (0xe320f001, al(Op::Nop)),
        // wfi -> the ARM926 CP15 wait-for-interrupt
        (
            0xe320f003,
            al(Op::CpReg(CoprocReg {
                load: false,
                cp: 15,
                opc1: 0,
                rd: 0,
                crn: 7,
                crm: 0,
                opc2: 4,
            })),
        ),
        // b .+8 ; bl .-4 (offsets from the PC read value, address + 8)
        (
            0xea000000,
            al(Op::Branch(Branch {
                link: false,
                offset: 0,
            })),
        ),
        (
            0xebfffffd,
            al(Op::Branch(Branch {
                link: true,
                offset: -12,
            })),
        ),
        (
            0x0a7fffff,
            Insn::new(
                Cond::Eq,
                Op::Branch(Branch {
                    link: false,
                    offset: 0x01ff_fffc,
                }),
            ),
        ),
        (
            0xea800000,
            al(Op::Branch(Branch {
                link: false,
                offset: -0x0200_0000,
            })),
        ),
        // swi 0x123456
        (0xef123456, al(Op::Swi(Swi { imm: 0x123456 }))),
    ]);
    // bx with a non-SBO field, MRS with a non-zero low field: UNDEF as in QEMU.
    assert_eq!(decode_arm(0xe12ffe1e).op, Op::Undefined);
    assert_eq!(decode_arm(0xe14f2001).op, Op::Undefined);
    // MSR immediate with bits 15:12 != 1111: UNDEF.
    assert_eq!(decode_arm(0xe328e20f).op, Op::Undefined);
}

#[test]
fn unconditional_space() {
    check(&[
        // blx .+0x10 (offset 8 from address + 8); with H set: +2
        (0xfa000002, al(Op::BlxImm(BlxImm { offset: 8 }))),
        (0xfb000002, al(Op::BlxImm(BlxImm { offset: 10 }))),
        (0xfaffffff, al(Op::BlxImm(BlxImm { offset: -4 }))),
        // pld [r1, #4] ; pld [r2, -r3, lsl #2]
        (0xf5d1f004, al(Op::Nop)),
        (0xf752f103, al(Op::Nop)),
    ]);
    for w in [
        0xf1080080u32, // cpsie i (v6)
        0xf1010200,    // setend be (v6)
        0xf8900a00,    // rfeia r0 (v6)
        0xf57ff01f,    // clrex (v6K)
        0xf57ff04f,    // dsb (v7)
        0xfe070f9a,    // mcr2 (no coprocessor takes it)
        0xfc410f32,    // mcrr2
        0xfdb76504,    // ldc2
        0xf5d10004,    // pld with bits 15:12 != 1111
        0xffffffff,
    ] {
        assert_eq!(decode_arm(w), al(Op::Undefined), "word {w:#010x}");
    }
}

#[test]
fn single_loads_and_stores() {
    use MemSize::*;
    check(&[
        // ldr r0, [r1, #-4]!
        (
            0xe5310004,
            al(mem(true, Word, 0, 1, Offset::Imm(4), (true, false, true))),
        ),
        // ldrb r2, [r3], #8
        (
            0xe4d32008,
            al(mem(true, Byte, 2, 3, Offset::Imm(8), (false, true, true))),
        ),
        // ldr r6, [r7, r8, lsl #2]
        (
            0xe7976108,
            al(mem(
                true,
                Word,
                6,
                7,
                rimm(8, ShiftKind::Lsl, 2),
                (true, true, false),
            )),
        ),
        // strb r9, [sl, -fp, asr #31]!
        (
            0xe76a9fcb,
            al(mem(
                false,
                Byte,
                9,
                10,
                rimm(11, ShiftKind::Asr, 31),
                (true, false, true),
            )),
        ),
        // ldrh r0, [r1, #18]
        (
            0xe1d101b2,
            al(mem(true, Half, 0, 1, Offset::Imm(18), (true, true, false))),
        ),
        // strh r2, [r3], -r4
        (
            0xe00320b4,
            al(mem(
                false,
                Half,
                2,
                3,
                rimm(4, ShiftKind::Lsl, 0),
                (false, false, true),
            )),
        ),
        // ldrsb r5, [r6, #-1]!
        (
            0xe17650d1,
            al(mem(
                true,
                SignedByte,
                5,
                6,
                Offset::Imm(1),
                (true, false, true),
            )),
        ),
        // ldrsh r7, [r8, r9]
        (
            0xe19870f9,
            al(mem(
                true,
                SignedHalf,
                7,
                8,
                rimm(9, ShiftKind::Lsl, 0),
                (true, true, false),
            )),
        ),
        // ldrd r2, [r3, #8] ; strd r6, [r5], -r4
        (
            0xe1c320d8,
            al(mem(true, Double, 2, 3, Offset::Imm(8), (true, true, false))),
        ),
        (
            0xe00560f4,
            al(mem(
                false,
                Double,
                6,
                5,
                rimm(4, ShiftKind::Lsl, 0),
                (false, false, true),
            )),
        ),
        // swp r0, r1, [r2] ; swpb r3, r4, [r5]
        (
            0xe1020091,
            al(Op::Swap(Swap {
                byte: false,
                rd: 0,
                rm: 1,
                rn: 2,
            })),
        ),
        (
            0xe1453094,
            al(Op::Swap(Swap {
                byte: true,
                rd: 3,
                rm: 4,
                rn: 5,
            })),
        ),
    ]);
    // strt r4, [r5], #4: the user-permission form.
    let Op::Mem(Transfer { user, mode, .. }) = decode_arm(0xe4a54004).op else {
        panic!("strt must decode to Mem");
    };
    assert!(user && !mode.pre && mode.writeback);
    // ldrh r0, [r1], #2 with W = 1: LDRHT as QEMU does.
    let Op::Mem(Transfer { user, size, .. }) = decode_arm(0xe0f100b2).op else {
        panic!("ldrht must decode to Mem");
    };
    assert!(user && size == Half);
    // ldrd with an odd Rd, ldrd post-indexed with W = 1, ldrh reg with bits 11:8 != 0.
    assert_eq!(decode_arm(0xe1c330d8).op, Op::Undefined);
    assert_eq!(decode_arm(0xe0e320d8).op, Op::Undefined);
    assert_eq!(decode_arm(0xe19101b2).op, Op::Undefined);
    // The media space (v6) is UNDEF.
    assert_eq!(decode_arm(0xe6bf0f30).op, Op::Undefined); // rev r0, r0
    assert_eq!(decode_arm(0xe7f000f0).op, Op::Undefined); // udf
}

#[test]
fn block_transfers() {
    let blk = |load, mode, writeback, s_bit, rn, list| {
        al(Op::Block(BlockTransfer {
            load,
            mode,
            writeback,
            s_bit,
            rn,
            list,
        }))
    };
    check(&[
        // pop {r4-r7, pc} ; push {r4, lr}
        (
            0xe8bd80f0,
            blk(true, BlockMode::Ia, true, false, 13, 0x80f0),
        ),
        (
            0xe92d4010,
            blk(false, BlockMode::Db, true, false, 13, 0x4010),
        ),
        // ldmib r0, {r1}^ ; stmda r2, {r3, r4} ; ldm sp!, {r0, pc}^
        (0xe9d00002, blk(true, BlockMode::Ib, false, true, 0, 0x0002)),
        (
            0xe8020018,
            blk(false, BlockMode::Da, false, false, 2, 0x0018),
        ),
        (0xe8fd8001, blk(true, BlockMode::Ia, true, true, 13, 0x8001)),
    ]);
    // Empty list, Rn = PC: UNDEF as QEMU.
    assert_eq!(decode_arm(0xe8bd0000).op, Op::Undefined);
    assert_eq!(decode_arm(0xe89f0003).op, Op::Undefined);
}

#[test]
fn coprocessors() {
    let am = |pre, up, writeback| AddrMode { pre, up, writeback };
    check(&[
        // cdp p3, 4, c1, c2, c3, {5}
        (
            0xee4213a3,
            al(Op::Cdp(Cdp {
                cp: 3,
                opc1: 4,
                crd: 1,
                crn: 2,
                crm: 3,
                opc2: 5,
            })),
        ),
        // mcr p15, 0, r0, c7, c10, {4} ; mrc p15, 0, r1, c1, c0, {0}
        (
            0xee070f9a,
            al(Op::CpReg(CoprocReg {
                load: false,
                cp: 15,
                opc1: 0,
                rd: 0,
                crn: 7,
                crm: 10,
                opc2: 4,
            })),
        ),
        (
            0xee111f10,
            al(Op::CpReg(CoprocReg {
                load: true,
                cp: 15,
                opc1: 0,
                rd: 1,
                crn: 1,
                crm: 0,
                opc2: 0,
            })),
        ),
        // mcrr p15, 3, r0, r1, c2 ; mrrc p6, 1, r2, r3, c4
        (
            0xec410f32,
            al(Op::CpReg2(CpReg2 {
                load: false,
                cp: 15,
                opc: 3,
                rd: 0,
                rn: 1,
                crm: 2,
            })),
        ),
        (
            0xec532614,
            al(Op::CpReg2(CpReg2 {
                load: true,
                cp: 6,
                opc: 1,
                rd: 2,
                rn: 3,
                crm: 4,
            })),
        ),
        // ldc p5, c6, [r7, #16]! ; stcl p5, c6, [r7], #-8 ; ldc p5, c6, [r7], {9}
        (
            0xedb76504,
            al(Op::CpMem(CpMem {
                load: true,
                cp: 5,
                crd: 6,
                rn: 7,
                offset: 16,
                mode: am(true, true, true),
                long: false,
            })),
        ),
        (
            0xec676502,
            al(Op::CpMem(CpMem {
                load: false,
                cp: 5,
                crd: 6,
                rn: 7,
                offset: 8,
                mode: am(false, false, true),
                long: true,
            })),
        ),
        (
            0xec976509,
            al(Op::CpMem(CpMem {
                load: true,
                cp: 5,
                crd: 6,
                rn: 7,
                offset: 9,
                mode: am(false, true, false),
                long: false,
            })),
        ),
    ]);
    // LDC with P = W = U = 0 and N = 0: UNDEFINED.
    assert_eq!(decode_arm(0xec176509).op, Op::Undefined);
}

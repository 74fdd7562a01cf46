//! Thumb-2 decoder tests: words from `arm-linux-gnueabihf-as -mthumb -march=armv7ve`
//! (annotated with objdump's reading) checked against the operation they must become,
//! group by group; the IT rules of `decode_thumb_on`; the UNPREDICTABLE forms QEMU
//! 7.2 UNDEFs; and the Thumb-2 encodings staying invisible on ARMv5TE.

use super::decode_thumb_on;
use super::thumb32_dp::expand_imm;
use crate::arch::Profile;
use crate::insn::*;

/// A 32-bit word (`hw1 << 16 | hw2`) decoded on ARMv7-A outside IT.
fn d32(w: u32) -> Insn {
    let (insn, len) = decode_thumb_on(Profile::ARMV7A, (w >> 16) as u16, w as u16, false);
    assert_eq!(len, 4, "{w:08x}");
    insn
}

/// A halfword decoded on ARMv7-A.
fn d16(hw: u16, in_it: bool) -> Insn {
    let (insn, len) = decode_thumb_on(Profile::ARMV7A, hw, 0, in_it);
    assert_eq!(len, 2, "{hw:04x}");
    insn
}

fn check32(cases: &[(u32, Op)]) {
    for &(w, op) in cases {
        assert_eq!(d32(w), Insn::always(op), "{w:08x}");
    }
}

fn check16(cases: &[(u16, Op)]) {
    for &(hw, op) in cases {
        assert_eq!(d16(hw, false), Insn::always(op), "{hw:04x}");
    }
}

fn alu(op: AluOp, s: bool, rd: Reg, rn: Reg, op2: Shifter) -> Op {
    Op::Alu(DataProc { op, s, rd, rn, op2 })
}

fn imm(value: u32, carry: Option<bool>) -> Shifter {
    Shifter::Imm { value, carry }
}

fn sh(rm: Reg, kind: ShiftKind, amount: u8) -> Shifter {
    Shifter::RegImm { rm, kind, amount }
}

/// The word carrying i:imm3:imm8 = `imm12` in a modified-immediate instruction.
fn with_imm12(imm12: u32) -> u32 {
    0xf000_0000 | (imm12 >> 11) << 26 | ((imm12 >> 8) & 7) << 12 | (imm12 & 0xff)
}

#[test]
fn thumb_expand_imm() {
    let cases = [
        (0x0ab, 0x0000_00ab, None),
        (0x1ab, 0x00ab_00ab, None),
        (0x2ab, 0xab00_ab00, None),
        (0x3ab, 0xabab_abab, None),
        (0x100, 0, None), // UNPREDICTABLE imm8 = 0: the value 0, as QEMU
        (0x4ff, 0x7f80_0000, Some(false)), // 1:1111111 ror 9
        (0x400, 0x8000_0000, Some(true)), // 1:0000000 ror 8: bit 31 carries out
        (0x800, 0x0080_0000, Some(false)), // ror 16
        (0xfff, 0x0000_01fe, Some(false)), // 1:1111111 ror 31
        (0x17f, 0x007f_007f, None),
    ];
    for (imm12, value, carry) in cases {
        assert_eq!(
            expand_imm(with_imm12(imm12)),
            imm(value, carry),
            "{imm12:#x}"
        );
    }
    // 1:1111111 ror 8 = 0xff000000, bit 31 carried out.
    assert_eq!(expand_imm(with_imm12(0x47f)), imm(0xff00_0000, Some(true)));
}

#[test]
fn data_processing_immediates() {
    use AluOp::*;
    check32(&[
        (0xf002_21ff, alu(And, false, 1, 2, imm(0xff00_ff00, None))), // and.w r1, r2, #0xff00ff00
        (0xf054_13ab, alu(Orr, true, 3, 4, imm(0x00ab_00ab, None))),  // orrs.w r3, r4, #0xab00ab
        (
            0xf04f_557f,
            alu(Mov, false, 5, 0, imm(0x3fc0_0000, Some(false))),
        ), // mov.w r5, #0x3fc00000
        (0xf07f_0601, alu(Mvn, true, 6, 0, imm(1, None))),            // mvns.w r6, #1
        (0xf068_07ff, alu(Orr, false, 7, 8, imm(!0xff, None))),       // orn r7, r8, #255
        (
            0xf019_4f00,
            alu(Tst, true, 0, 9, imm(0x8000_0000, Some(true))),
        ), // tst.w r9, #0x80000000
        (0xf1ba_0fff, alu(Cmp, true, 0, 10, imm(255, None))),         // cmp.w sl, #255
        (0xf601_70ff, alu(Add, false, 0, 1, Shifter::imm(4095))),     // addw r0, r1, #4095
        (0xf2ad_0201, alu(Sub, false, 2, 13, Shifter::imm(1))),       // subw r2, sp, #1
        (0xf3de_8f04, alu(Sub, true, 15, 14, Shifter::imm(4))),       // subs pc, lr, #4
        (0xf3de_8f00, alu(Sub, true, 15, 14, Shifter::imm(0))),       // eret
    ]);
    check32(&[
        // subw r3, pc, #104 (adr.w r3, . - 100)
        (
            0xf2af_0368,
            Op::ThumbAdr(ThumbAdr {
                rd: 3,
                imm: 104u32.wrapping_neg(),
            }),
        ),
        (
            0xf64a_34cd, // movw r4, #0xabcd
            Op::MovWide(MovWide {
                top: false,
                rd: 4,
                imm: 0xabcd,
            }),
        ),
        (
            0xf2c1_2534, // movt r5, #0x1234
            Op::MovWide(MovWide {
                top: true,
                rd: 5,
                imm: 0x1234,
            }),
        ),
    ]);
}

#[test]
fn data_processing_registers() {
    use AluOp::*;
    use ShiftKind::*;
    let rr = |rm, kind, rs| Shifter::RegReg { rm, kind, rs };
    check32(&[
        (0xeb01_00c2, alu(Add, false, 0, 1, sh(2, Lsl, 3))), // add.w r0, r1, r2, lsl #3
        (0xebb4_0325, alu(Sub, true, 3, 4, sh(5, Asr, 0))),  // subs.w r3, r4, r5, asr #32
        (0xea4f_093a, alu(Mov, false, 9, 0, sh(10, Ror, 0))), // mov.w r9, sl, rrx
        (0xea5f_0001, alu(Mov, true, 0, 0, Shifter::reg(1))), // movs.w r0, r1
        (0xfa02_f103, alu(Mov, false, 1, 0, rr(2, Lsl, 3))), // lsl.w r1, r2, r3
        (0xfa75_f406, alu(Mov, true, 4, 0, rr(5, Ror, 6))),  // rors.w r4, r5, r6
        (0xea91_0f52, alu(Teq, true, 0, 1, sh(2, Lsr, 1))),  // teq r1, r2, lsr #1
        // orn r6, r7, r8, ror #4
        (
            0xea67_1638,
            Op::Orn(DataProc {
                op: Orr,
                s: false,
                rd: 6,
                rn: 7,
                op2: sh(8, Ror, 4),
            }),
        ),
        // pkhtb r0, r1, r2, asr #16
        (
            0xeac1_4022,
            Op::Pack(Pack {
                tb: true,
                rd: 0,
                rn: 1,
                rm: 2,
                amount: 16,
            }),
        ),
    ]);
}

#[test]
fn saturation_bit_fields_and_extends() {
    let sat = |signed, sat_bits, rd, rn, shift, amount| {
        Op::Saturate(Saturate {
            signed,
            sat_bits,
            rd,
            rn,
            shift,
            amount,
        })
    };
    let bf = |op, rd, rn, lsb, width| {
        Op::BitField(BitField {
            op,
            rd,
            rn,
            lsb,
            width,
        })
    };
    let ext = |signed, size, rd, rn, rm, rotation| {
        Op::Extend(Extend {
            signed,
            size,
            rd,
            rn,
            rm,
            rotation,
        })
    };
    use BitFieldOp::*;
    use ExtendSize::*;
    check32(&[
        (0xf301_1007, sat(true, 8, 0, 1, ShiftKind::Lsl, 4)), // ssat r0, #8, r1, lsl #4
        (0xf3a3_029f, sat(false, 31, 2, 3, ShiftKind::Asr, 2)), // usat r2, #31, r3, asr #2
        // ssat16 r4, #16, r5
        (
            0xf325_040f,
            Op::Saturate16(Saturate16 {
                signed: true,
                sat_bits: 16,
                rd: 4,
                rn: 5,
            }),
        ),
        (0xf341_00dc, bf(Sbfx, 0, 1, 3, 29)), // sbfx r0, r1, #3, #29
        (0xf3c3_021f, bf(Ubfx, 2, 3, 0, 32)), // ubfx r2, r3, #0, #32
        (0xf365_240b, bf(Bfi, 4, 5, 8, 4)),   // bfi r4, r5, #8, #4
        (0xf36f_76df, bf(Bfc, 6, 15, 31, 1)), // bfc r6, #31, #1
        (0xfa41_f092, ext(true, Byte, 0, Some(1), 2, 8)), // sxtab r0, r1, r2, ror #8
        (0xfa1f_f384, ext(false, Half, 3, None, 4, 0)), // uxth.w r3, r4
        (0xfa2f_f5b6, ext(true, Byte16, 5, None, 6, 24)), // sxtb16 r5, r6, ror #24
    ]);
}

#[test]
fn media_and_misc_registers() {
    let par = |kind, op, rd, rn, rm| {
        Op::Parallel(Parallel {
            kind,
            op,
            rd,
            rn,
            rm,
        })
    };
    check32(&[
        (0xfac1_f052, par(ParKind::Uq, ParOp::Sub8, 0, 1, 2)), // uqsub8 r0, r1, r2
        (0xfaa4_f325, par(ParKind::Sh, ParOp::Asx, 3, 4, 5)),  // shasx r3, r4, r5
        // qdsub r0, r1, r2
        (
            0xfa82_f0b1,
            Op::Sat(Sat {
                op: QOp::Qdsub,
                rd: 0,
                rm: 1,
                rn: 2,
            }),
        ),
        // rbit r3, r4
        (
            0xfa94_f3a4,
            Op::Reverse(Reverse {
                kind: RevKind::Rbit,
                rd: 3,
                rm: 4,
            }),
        ),
        (
            0xfaa6_f587,
            Op::Select(Select {
                rd: 5,
                rn: 6,
                rm: 7,
            }),
        ), // sel r5, r6, r7
        (0xfab9_f889, Op::Clz(Clz { rd: 8, rm: 9 })), // clz r8, r9
    ]);
}

#[test]
fn multiplies_and_divides() {
    let mul = |acc, rd, rn, rs, rm| {
        Op::Mul(Multiply {
            acc,
            s: false,
            rd,
            rn,
            rs,
            rm,
        })
    };
    let long = |signed, acc, rdlo, rdhi, rs, rm| {
        Op::MulLong(MultiplyLong {
            signed,
            acc,
            s: false,
            rdlo,
            rdhi,
            rs,
            rm,
        })
    };
    check32(&[
        (0xfb01_f002, mul(false, 0, 0, 2, 1)), // mul.w r0, r1, r2
        (0xfb04_6305, mul(true, 3, 6, 5, 4)),  // mla r3, r4, r5, r6
        // mls r7, r8, r9, sl
        (
            0xfb08_a719,
            Op::MulV6(MulV6::Mls {
                rd: 7,
                rn: 8,
                rm: 9,
                ra: 10,
            }),
        ),
        // smultb r0, r1, r2
        (
            0xfb11_f022,
            Op::Dsp(DspMul::Smul {
                x_top: true,
                y_top: false,
                rd: 0,
                rm: 1,
                rs: 2,
            }),
        ),
        // smlabt r3, r4, r5, r6
        (
            0xfb14_6315,
            Op::Dsp(DspMul::Smla {
                x_top: false,
                y_top: true,
                rd: 3,
                rm: 4,
                rs: 5,
                rn: 6,
            }),
        ),
        // smlawt r0, r1, r2, r3
        (
            0xfb31_3012,
            Op::Dsp(DspMul::Smlaw {
                y_top: true,
                rd: 0,
                rm: 1,
                rs: 2,
                rn: 3,
            }),
        ),
        // smulwb r4, r5, r6
        (
            0xfb35_f406,
            Op::Dsp(DspMul::Smulw {
                y_top: false,
                rd: 4,
                rm: 5,
                rs: 6,
            }),
        ),
        // smlsdx r0, r1, r2, r3
        (
            0xfb41_3012,
            Op::MulV6(MulV6::Smlad {
                rd: 0,
                rn: 1,
                rm: 2,
                ra: Some(3),
                sub: true,
                swap: true,
            }),
        ),
        // smmulr r4, r5, r6
        (
            0xfb55_f416,
            Op::MulV6(MulV6::Smmul {
                rd: 4,
                rn: 5,
                rm: 6,
                ra: None,
                sub: false,
                round: true,
            }),
        ),
        // smmls r7, r8, r9, sl
        (
            0xfb68_a709,
            Op::MulV6(MulV6::Smmul {
                rd: 7,
                rn: 8,
                rm: 9,
                ra: Some(10),
                sub: true,
                round: false,
            }),
        ),
        // usad8 r0, r1, r2
        (
            0xfb71_f002,
            Op::Usad8(Usad8 {
                rd: 0,
                rn: 1,
                rm: 2,
                ra: None,
            }),
        ),
        (0xfb82_0103, long(true, false, 0, 1, 3, 2)), // smull r0, r1, r2, r3
        (0xfbe6_4507, long(false, true, 4, 5, 7, 6)), // umlal r4, r5, r6, r7
        // umaal r8, r9, sl, fp
        (
            0xfbea_896b,
            Op::MulV6(MulV6::Umaal {
                rdlo: 8,
                rdhi: 9,
                rn: 10,
                rm: 11,
            }),
        ),
        // smlaltb r0, r1, r2, r3
        (
            0xfbc2_01a3,
            Op::Dsp(DspMul::Smlal {
                x_top: true,
                y_top: false,
                rdlo: 0,
                rdhi: 1,
                rm: 2,
                rs: 3,
            }),
        ),
        // smlsldx r4, r5, r6, r7
        (
            0xfbd6_45d7,
            Op::MulV6(MulV6::Smlald {
                rdlo: 4,
                rdhi: 5,
                rn: 6,
                rm: 7,
                sub: true,
                swap: true,
            }),
        ),
        // sdiv r0, r1, r2 / udiv r3, r4, r5
        (
            0xfb91_f0f2,
            Op::MulV6(MulV6::Div {
                signed: true,
                rd: 0,
                rn: 1,
                rm: 2,
            }),
        ),
        (
            0xfbb4_f3f5,
            Op::MulV6(MulV6::Div {
                signed: false,
                rd: 3,
                rn: 4,
                rm: 5,
            }),
        ),
    ]);
}

fn mem(
    load: bool,
    size: MemSize,
    rd: Reg,
    rn: Reg,
    offset: Offset,
    (pre, up, writeback): (bool, bool, bool),
    user: bool,
) -> Op {
    Op::Mem(Transfer {
        load,
        size,
        rd,
        rn,
        offset,
        mode: AddrMode { pre, up, writeback },
        user,
    })
}

#[test]
fn single_loads_and_stores() {
    use MemSize::*;
    let off = (true, true, false);
    let neg = (true, false, false);
    check32(&[
        (
            0xf8d1_0fff,
            mem(true, Word, 0, 1, Offset::Imm(4095), off, false),
        ), // ldr.w r0, [r1, #4095]
        (
            0xf813_2cff,
            mem(true, Byte, 2, 3, Offset::Imm(255), neg, false),
        ), // ldrb.w r2, [r3, #-255]
        // ldrsh.w r4, [r5], #-2
        (
            0xf935_4902,
            mem(
                true,
                SignedHalf,
                4,
                5,
                Offset::Imm(2),
                (false, false, true),
                false,
            ),
        ),
        // ldrh.w r6, [r7, #254]!
        (
            0xf837_6ffe,
            mem(
                true,
                Half,
                6,
                7,
                Offset::Imm(254),
                (true, true, true),
                false,
            ),
        ),
        (
            0xf919_8e01,
            mem(true, SignedByte, 8, 9, Offset::Imm(1), off, true),
        ), // ldrsbt r8, [r9, #1]
        // ldr.w r0, [r1, r2, lsl #3]
        (
            0xf851_0032,
            mem(
                true,
                Word,
                0,
                1,
                Offset::Reg {
                    rm: 2,
                    kind: ShiftKind::Lsl,
                    amount: 3,
                },
                off,
                false,
            ),
        ),
        (
            0xf85f_3008,
            mem(true, Word, 3, 15, Offset::Imm(8), neg, false),
        ), // ldr.w r3, [pc, #-8]
        (
            0xf8a5_4008,
            mem(false, Half, 4, 5, Offset::Imm(8), off, false),
        ), // strh.w r4, [r5, #8]
        // str.w r6, [r7], #4
        (
            0xf847_6b04,
            mem(
                false,
                Word,
                6,
                7,
                Offset::Imm(4),
                (false, true, true),
                false,
            ),
        ),
        (
            0xf809_8eff,
            mem(false, Byte, 8, 9, Offset::Imm(255), off, true),
        ), // strbt r8, [r9, #255]
        (0xf810_fc04, Op::Nop), // pld [r0, #-4]
        (0xf99f_f004, Op::Nop), // pli [pc, #4]
    ]);
}

#[test]
fn doubles_exclusives_and_table_branches() {
    let dual = |load, rt, rt2, rn, imm, (pre, up, writeback)| {
        Op::Dual(DualTransfer {
            load,
            rt,
            rt2,
            rn,
            imm,
            mode: AddrMode { pre, up, writeback },
        })
    };
    let ex = |load, size, rd, rt, rt2, rn, imm| {
        Op::Exclusive(Exclusive {
            load,
            size,
            rd,
            rt,
            rt2,
            rn,
            imm,
        })
    };
    use ExclSize::*;
    check32(&[
        (0xe972_01ff, dual(true, 0, 1, 2, 1020, (true, false, true))), // ldrd r0, r1, [r2, #-1020]!
        (0xe8e5_3402, dual(false, 3, 4, 5, 8, (false, true, true))),   // strd r3, r4, [r5], #8
        (0xe9df_6704, dual(true, 6, 7, 15, 16, (true, true, false))),  // ldrd r6, r7, [pc, #16]
        (0xe851_0fff, ex(true, Word, 0, 0, 0, 1, 1020)),               // ldrex r0, [r1, #1020]
        (0xe844_3200, ex(false, Word, 2, 3, 0, 4, 0)),                 // strex r2, r3, [r4]
        (0xe8d6_5f4f, ex(true, Byte, 0, 5, 0, 6, 0)),                  // ldrexb r5, [r6]
        (0xe8c9_8f57, ex(false, Half, 7, 8, 0, 9, 0)),                 // strexh r7, r8, [r9]
        (0xe8d2_017f, ex(true, Double, 0, 0, 1, 2, 0)),                // ldrexd r0, r1, [r2]
        (0xe8c6_4573, ex(false, Double, 3, 4, 5, 6, 0)),               // strexd r3, r4, r5, [r6]
        // tbb [r0, r1] / tbh [pc, r2, lsl #1]
        (
            0xe8d0_f001,
            Op::TableBranch(TableBranch {
                half: false,
                rn: 0,
                rm: 1,
            }),
        ),
        (
            0xe8df_f012,
            Op::TableBranch(TableBranch {
                half: true,
                rn: 15,
                rm: 2,
            }),
        ),
    ]);
}

#[test]
fn multiple_transfers_srs_rfe() {
    let block = |load, mode, writeback, rn, list| {
        Op::Block(BlockTransfer {
            load,
            mode,
            writeback,
            s_bit: false,
            rn,
            list,
        })
    };
    use BlockMode::*;
    check32(&[
        (0xe930_4006, block(true, Db, true, 0, 0x4006)), // ldmdb r0!, {r1, r2, lr}
        (0xe883_0030, block(false, Ia, false, 3, 0x30)), // stmia.w r3, {r4, r5}
        (0xe8bd_8030, block(true, Ia, true, 13, 0x8030)), // pop.w {r4, r5, pc}
        (0xe92d_4030, block(false, Db, true, 13, 0x4030)), // push.w {r4, r5, lr}
        // srsdb sp!, #19
        (
            0xe82d_c013,
            Op::Srs(Srs {
                mode: Db,
                writeback: true,
                target_mode: 19,
            }),
        ),
        // rfeia r0
        (
            0xe990_c000,
            Op::Rfe(Rfe {
                mode: Ia,
                writeback: false,
                rn: 0,
            }),
        ),
    ]);
}

#[test]
fn system_and_hints() {
    check32(&[
        (0xf3ff_8000, Op::Mrs(Mrs { rd: 0, spsr: true })), // mrs r0, SPSR
        // msr CPSR_fc, r1
        (
            0xf381_8900,
            Op::Msr(Msr {
                spsr: false,
                fields: 9,
                src: Shifter::reg(1),
            }),
        ),
        // cpsid.w if
        (
            0xf3af_8660,
            Op::Cps(Cps {
                enable: Some(false),
                aif: 0b011,
                mode: None,
            }),
        ),
        // cpsie aif, #19
        (
            0xf3af_85f3,
            Op::Cps(Cps {
                enable: Some(true),
                aif: 0b111,
                mode: Some(19),
            }),
        ),
        (0xf3bf_8f5b, Op::Barrier(Barrier::Dmb)), // dmb ish
        (0xf3bf_8f6f, Op::Barrier(Barrier::Isb)), // isb sy
        (0xf3bf_8f4f, Op::Barrier(Barrier::Dsb)), // dsb sy
        (0xf3bf_8f2f, Op::Clrex),                 // clrex
        (0xf3af_8000, Op::Nop),                   // nop.w
        (0xf3af_8003, Op::Hint(Hint::Wfi)),       // wfi.w
        (0xf3af_8001, Op::Hint(Hint::Yield)),     // yield.w
        (0xf3af_8002, Op::Hint(Hint::Wfe)),       // wfe.w
        (0xf3af_8004, Op::Hint(Hint::Sev)),       // sev.w
        (0xf3af_80f3, Op::Hint(Hint::Dbg)),       // dbg #3
        (0xf3af_8006, Op::Nop),                   // nop.w {6}: a reserved hint
        (0xf3c2_8f00, Op::Bx(Bx { rm: 2 })),      // bxj r2
        (0xf7ea_8bcd, Op::Hvc(Swi { imm: 0xabcd })), // hvc #0xabcd
        (0xf7f1_a234, Op::Undefined),             // udf.w #0x1234
        (0xf7f0_8000, Op::Undefined),             // smc #0: no Security Extensions
        (0xf3e1_8020, Op::Undefined),             // mrs r0, R8_usr: banked, no EL2
    ]);
}

#[test]
fn coprocessors_other_than_vfp() {
    check32(&[
        // mcr p15, 0, r0, c7, c5, 4
        (
            0xee07_0f95,
            Op::CpReg(CoprocReg {
                load: false,
                cp: 15,
                opc1: 0,
                rd: 0,
                crn: 7,
                crm: 5,
                opc2: 4,
            }),
        ),
        // mrc p14, 1, r1, c2, c3, 5
        (
            0xee32_1eb3,
            Op::CpReg(CoprocReg {
                load: true,
                cp: 14,
                opc1: 1,
                rd: 1,
                crn: 2,
                crm: 3,
                opc2: 5,
            }),
        ),
        // mcrr p15, 1, r2, r3, c2
        (
            0xec43_2f12,
            Op::CpReg2(CpReg2 {
                load: false,
                cp: 15,
                opc: 1,
                rd: 2,
                rn: 3,
                crm: 2,
            }),
        ),
        // mrrc p15, 3, r4, r5, c14
        (
            0xec55_4f3e,
            Op::CpReg2(CpReg2 {
                load: true,
                cp: 15,
                opc: 3,
                rd: 4,
                rn: 5,
                crm: 14,
            }),
        ),
        (0xfe07_0f95, Op::Undefined), // mcr2: no coprocessor "2" forms
    ]);
}

#[test]
fn branches() {
    let b = |link, offset| Op::Branch(Branch { link, offset });
    check32(&[
        (0xf000_bffe, b(false, 0xffc)),                      // b.w 0x1000 at 0
        (0xf7ff_fffc, b(true, -8)),                          // bl 0x0 at 4
        (0xf3ff_d7fd, b(true, 0xff_fffa)),                   // bl 0x1000014 at 0x16
        (0xf400_d000, b(true, -0x100_0000)),                 // bl 0xff00001e at 0x1a
        (0xf000_ea00, Op::BlxImm(BlxImm { offset: 0x400 })), // blx 0x40c at 0xa
        (0xf000_ea01, Op::Undefined),                        // blx with H set
    ]);
    // beq.w 0xffffff0e at 0xe, bgt.w 0x100010 at 0x12: the only conditional ones.
    assert_eq!(d32(0xf43f_af7e), Insn::new(Cond::Eq, b(false, -0x104)));
    assert_eq!(d32(0xf33f_affd), Insn::new(Cond::Gt, b(false, 0xf_fffa)));
}

#[test]
fn sixteen_bit_additions() {
    let ext = |signed, size, rd, rm| {
        Op::Extend(Extend {
            signed,
            size,
            rd,
            rn: None,
            rm,
            rotation: 0,
        })
    };
    let rev = |kind, rd, rm| Op::Reverse(Reverse { kind, rd, rm });
    check16(&[
        // cbz r0, 0x1a0 at 0x19c; cbnz r7, 0x220 at 0x19e
        (
            0xb100,
            Op::Cbz(Cbz {
                nonzero: false,
                rn: 0,
                offset: 0,
            }),
        ),
        (
            0xbbff,
            Op::Cbz(Cbz {
                nonzero: true,
                rn: 7,
                offset: 126,
            }),
        ),
        (0xb208, ext(true, ExtendSize::Half, 0, 1)), // sxth r0, r1
        (0xb2da, ext(false, ExtendSize::Byte, 2, 3)), // uxtb r2, r3
        (0xba2c, rev(RevKind::Rev, 4, 5)),           // rev r4, r5
        (0xbafe, rev(RevKind::Revsh, 6, 7)),         // revsh r6, r7
        (0xba80, Op::Undefined),                     // ARMv8 HLT
        // cpsid i
        (
            0xb672,
            Op::Cps(Cps {
                enable: Some(false),
                aif: 0b010,
                mode: None,
            }),
        ),
        (0xb658, Op::Setend(Setend { big: true })), // setend be
        (
            0xbf08, // it eq
            Op::It(It {
                firstcond: 0,
                mask: 8,
            }),
        ),
        (
            0xbf15, // itete ne
            Op::It(It {
                firstcond: 1,
                mask: 5,
            }),
        ),
        (0xbf00, Op::Nop),             // nop
        (0xbf20, Op::Hint(Hint::Wfe)), // wfe
        (0xbf30, Op::Hint(Hint::Wfi)), // wfi
        (0xbf70, Op::Nop),             // nop {7}
        (0xb600, Op::Undefined),       // unallocated in 1011 0110
    ]);
}

#[test]
fn it_blocks_turn_off_the_flags_of_sixteen_bit_instructions() {
    use AluOp::*;
    let with_s = |hw: u16, in_it: bool| match d16(hw, in_it).op {
        Op::Alu(d) => d.s,
        Op::Mul(m) => m.s,
        op => panic!("{hw:04x}: {op:?}"),
    };
    // adds r0, r1, r2; movs r0, #1; lsls r0, r1, #2; negs r0, r1; muls r0, r1, r0;
    // ands r0, r1; adcs r0, r1.
    for hw in [0x1888, 0x2001, 0x0088, 0x4248, 0x4348, 0x4008, 0x4148] {
        assert!(with_s(hw, false), "{hw:04x} outside IT");
        assert!(!with_s(hw, true), "{hw:04x} inside IT");
    }
    // cmp r0, r1; cmp r0, #1; tst r0, r1; cmn r0, r1; cmp r8, r9 (high): always set flags.
    for hw in [0x4288, 0x2801, 0x4208, 0x42c8, 0x45c8] {
        assert!(with_s(hw, true), "{hw:04x} inside IT");
    }
    // The operation is otherwise the same.
    assert_eq!(
        d16(0x1888, true),
        Insn::always(alu(Add, false, 0, 1, Shifter::reg(2)))
    );
    // A 32-bit instruction keeps its S bit: adds.w r0, r1, r2.
    let (insn, _) = decode_thumb_on(Profile::ARMV7A, 0xeb11, 0x0002, true);
    assert_eq!(insn, Insn::always(alu(Add, true, 0, 1, Shifter::reg(2))));
}

#[test]
fn conditional_branches_inside_it_are_undefined() {
    // beq.n and beq.w inside an IT block: UNPREDICTABLE, UNDEFINED as in QEMU.
    assert!(matches!(d16(0xd0fe, false).op, Op::Branch(_)));
    assert_eq!(d16(0xd0fe, true), Insn::always(Op::Undefined));
    let (insn, _) = decode_thumb_on(Profile::ARMV7A, 0xf43f, 0xaf7e, true);
    assert_eq!(insn, Insn::always(Op::Undefined));
    // An unconditional branch inside IT is the last instruction of the block: fine.
    let (insn, _) = decode_thumb_on(Profile::ARMV7A, 0xf000, 0xbffe, true);
    assert!(matches!(insn.op, Op::Branch(_)));
}

#[test]
fn unpredictable_forms_qemu_undefines() {
    for w in [
        0xe8a0_0003u32, // stmia.w r0!, {r0, r1}: writeback register in the list
        0xe890_0001,    // ldmia.w r0, {r0}: one register
        0xe89f_0003,    // ldmia.w pc, {r0, r1}: Rn = PC
        0xe844_3300,    // strex r3, r3, [r4]: status = Rt
        0xe84d_3d00,    // strex sp, r3, [sp]: status = SP
        0xe85f_0f00,    // ldrex r0, [pc]
        0xe8d2_007f,    // ldrexd r0, r0, [r2]: Rt = Rt2
        0xf8cf_0000,    // str.w r0, [pc]: a store with Rn = PC
        0xf80f_0c01,    // strb.w r0, [pc, #-1]
        0xf3c3_72c1,    // ubfx r2, r3, #31, #2: beyond bit 31
        0xf365_2403,    // bfi r4, r5, #8, msb 3 < lsb 8
        0xea52_0f03,    // orrs.w pc, r2, r3: flags and a plain branch
        0xf1d6_0f01,    // rsbs.w pc, r6, #1
        0xf3b0_8f4f,    // cond 1110 in the branch space that no control entry takes
    ] {
        assert_eq!(d32(w), Insn::always(Op::Undefined), "{w:08x}");
    }
    // MOVS PC, Rm is the exception return QEMU makes of it.
    assert_eq!(
        d32(0xea5f_0f03),
        Insn::always(alu(AluOp::Mov, true, 15, 0, Shifter::reg(3)))
    );
    // SMMLS with Ra = PC is SMMUL (QEMU skips the accumulate).
    assert_eq!(
        d32(0xfb61_f002),
        Insn::always(Op::MulV6(MulV6::Smmul {
            rd: 0,
            rn: 1,
            rm: 2,
            ra: None,
            sub: false,
            round: false,
        }))
    );
}

#[test]
fn thumb2_is_invisible_on_armv5te() {
    let v5 = Profile::ARMV5TE;
    // The BL prefix is a 16-bit instruction of its own there.
    let (insn, len) = decode_thumb_on(v5, 0xf000, 0xf800, false);
    assert_eq!(len, 2);
    assert!(matches!(insn.op, Op::ThumbBlPrefix(_)));
    // The ARMv6/v6T2 16-bit additions are UNDEFINED.
    for hw in [0xb100, 0xb208, 0xba2c, 0xb672, 0xb658, 0xbf08, 0xbf00] {
        assert_eq!(
            decode_thumb_on(v5, hw, 0, false),
            (Insn::always(Op::Undefined), 2),
            "{hw:04x}"
        );
    }
    // And the IT rule changes nothing for ARMv5TE code, which never has an IT block:
    // outside one the flags are set as ever.
    assert_eq!(
        decode_thumb_on(v5, 0x1888, 0, false).0,
        Insn::always(alu(AluOp::Add, true, 0, 1, Shifter::reg(2)))
    );
}

/// Random words from the workspace's test generator.
fn rng(seed: u64) -> impl FnMut() -> u32 {
    let mut r = testrng::Rng::new(seed);
    move || r.next_u32()
}

#[test]
fn every_thumb2_entry_is_drawn_and_decodes_through_its_handler() {
    use super::{random_word_decoding_to_on, THUMB32_TABLE, THUMB_TABLE};
    let v7 = Profile::ARMV7A;
    let mut r = rng(0x07b2_5eed);
    for (i, e) in THUMB32_TABLE.iter().enumerate() {
        for _ in 0..50 {
            let w = random_word_decoding_to_on(v7, THUMB32_TABLE, i, &mut r)
                .unwrap_or_else(|| panic!("no word drawn for {e:?}"));
            // Coprocessors 10 and 11 are the VFP table's.
            let vfp = w >> 28 == 0xe && w & 0x0c00_0000 == 0x0c00_0000 && (w >> 9) & 7 == 5;
            if !vfp {
                assert_eq!(d32(w), (e.handler)(w), "{e:?} {w:08x}");
            }
        }
    }
    for (i, e) in THUMB_TABLE.iter().enumerate() {
        if let Some(w) = random_word_decoding_to_on(v7, THUMB_TABLE, i, &mut r) {
            assert_eq!(d16(w as u16, false), (e.handler)(w), "{e:?} {w:04x}");
        } else {
            assert!(!e.exists_on(v7), "no halfword drawn for {e:?}");
        }
    }
}

#[test]
fn any_word_decodes_and_disassembles() {
    let mut r = rng(0x00dd_ba11);
    for _ in 0..200_000 {
        let w = r() | 0xe800_0000; // hw1 bits 15:11 >= 11101: a 32-bit instruction
        let (hw1, hw2) = ((w >> 16) as u16, w as u16);
        for in_it in [false, true] {
            let (_, len) = decode_thumb_on(Profile::ARMV7A, hw1, hw2, in_it);
            assert_eq!(len, 4);
        }
        let (_, len) = crate::disasm::thumb_on(Profile::ARMV7A, hw1, hw2, 0x8000);
        assert_eq!(len, 4);
    }
    for hw in 0..=0xffffu16 {
        let (_, len) = crate::disasm::thumb_on(Profile::ARMV7A, hw, 0xf000, 0x8000);
        assert_eq!(len, if hw >> 11 >= 0b11101 { 4 } else { 2 });
    }
}

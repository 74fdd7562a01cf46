//! ARM-state decoder tests for ARMv6 to ARMv7VE: words assembled by
//! `arm-linux-gnueabi-as -march=armv7ve` (annotated with objdump's text) checked
//! against the expected `Insn` on the ARMv7-A profile, the UNDEFINED choices (QEMU
//! 7.2's), and the ARMv5TE profile decoding the same words exactly as before.

use super::{decode_arm, decode_arm_on, random_word_decoding_to_on, ARM_TABLE};
use crate::arch::Profile;
use crate::insn::*;

fn v7(w: u32) -> Insn {
    decode_arm_on(Profile::ARMV7A, w)
}

fn al(op: Op) -> Insn {
    Insn::always(op)
}

fn check(cases: &[(u32, Insn)]) {
    for &(w, want) in cases {
        assert_eq!(v7(w), want, "word {w:#010x}");
    }
}

fn undefined_on_v7(words: &[u32]) {
    for &w in words {
        assert_eq!(v7(w).op, Op::Undefined, "word {w:#010x}");
    }
}

#[test]
fn parallel_add_subtract() {
    let p = |kind, op, rd, rn, rm| {
        al(Op::Parallel(Parallel {
            kind,
            op,
            rd,
            rn,
            rm,
        }))
    };
    use ParKind::*;
    use ParOp::*;
    check(&[
        (0xe6110f12, p(S, Add16, 0, 1, 2)), // sadd16 r0, r1, r2
        (0xe6243f35, p(Q, Asx, 3, 4, 5)),   // qasx r3, r4, r5
        (0xe6310f52, p(Sh, Sax, 0, 1, 2)),  // shsax r0, r1, r2
        (0xe6510f72, p(U, Sub16, 0, 1, 2)), // usub16 r0, r1, r2
        (0xe6610f92, p(Uq, Add8, 0, 1, 2)), // uqadd8 r0, r1, r2
        (0xe6710ff2, p(Uh, Sub8, 0, 1, 2)), // uhsub8 r0, r1, r2
        (0xe6100ff2, p(S, Sub8, 0, 0, 2)),  // ssub8 r0, r0, r2
    ]);
    // ops 101/110, kinds 000/100, bits 11:8 not 1111
    undefined_on_v7(&[0xe6110fb2, 0xe6110fd2, 0xe6010f12, 0xe6410f12, 0xe6110e12]);
}

#[test]
fn saturate_extend_pack_reverse_select() {
    let sat = |signed, sat_bits, rd, rn, shift, amount| {
        al(Op::Saturate(Saturate {
            signed,
            sat_bits,
            rd,
            rn,
            shift,
            amount,
        }))
    };
    let ext = |signed, size, rd, rn, rm, rotation| {
        al(Op::Extend(Extend {
            signed,
            size,
            rd,
            rn,
            rm,
            rotation,
        }))
    };
    use ExtendSize::*;
    use ShiftKind::*;
    check(&[
        (0xe6a00011, sat(true, 1, 0, 1, Lsl, 0)),  // ssat r0, #1, r1
        (0xe6bf0191, sat(true, 32, 0, 1, Lsl, 3)), // ssat r0, #32, r1, lsl #3
        (0xe6af0051, sat(true, 16, 0, 1, Asr, 0)), // ssat r0, #16, r1, asr #32
        (0xe6e00011, sat(false, 0, 0, 1, Lsl, 0)), // usat r0, #0, r1
        (0xe6ff02d1, sat(false, 31, 0, 1, Asr, 5)), // usat r0, #31, r1, asr #5
        (
            0xe6af0f31, // ssat16 r0, #16, r1
            al(Op::Saturate16(Saturate16 {
                signed: true,
                sat_bits: 16,
                rd: 0,
                rn: 1,
            })),
        ),
        (
            0xe6e00f31, // usat16 r0, #0, r1
            al(Op::Saturate16(Saturate16 {
                signed: false,
                sat_bits: 0,
                rd: 0,
                rn: 1,
            })),
        ),
        (0xe6af0471, ext(true, Byte, 0, None, 1, 8)), // sxtb r0, r1, ror #8
        (0xe6bf0871, ext(true, Half, 0, None, 1, 16)), // sxth r0, r1, ror #16
        (0xe68f0c71, ext(true, Byte16, 0, None, 1, 24)), // sxtb16 r0, r1, ror #24
        (0xe6ff0071, ext(false, Half, 0, None, 1, 0)), // uxth r0, r1
        (0xe6a10072, ext(true, Byte, 0, Some(1), 2, 0)), // sxtab r0, r1, r2
        (0xe6b10472, ext(true, Half, 0, Some(1), 2, 8)), // sxtah r0, r1, r2, ror #8
        (0xe6c10c72, ext(false, Byte16, 0, Some(1), 2, 24)), // uxtab16 r0, r1, r2, ror #24
        (0xe6f10072, ext(false, Half, 0, Some(1), 2, 0)), // uxtah r0, r1, r2
        (
            0xe6810212, // pkhbt r0, r1, r2, lsl #4
            al(Op::Pack(Pack {
                tb: false,
                rd: 0,
                rn: 1,
                rm: 2,
                amount: 4,
            })),
        ),
        (
            0xe6810052, // pkhtb r0, r1, r2, asr #32
            al(Op::Pack(Pack {
                tb: true,
                rd: 0,
                rn: 1,
                rm: 2,
                amount: 0,
            })),
        ),
        (
            0xe6810fb2, // sel r0, r1, r2
            al(Op::Select(Select {
                rd: 0,
                rn: 1,
                rm: 2,
            })),
        ),
    ]);
    let rev = |kind| al(Op::Reverse(Reverse { kind, rd: 0, rm: 1 }));
    check(&[
        (0xe6bf0f31, rev(RevKind::Rev)),   // rev r0, r1
        (0xe6bf0fb1, rev(RevKind::Rev16)), // rev16 r0, r1
        (0xe6ff0fb1, rev(RevKind::Revsh)), // revsh r0, r1
        (0xe6ff0f31, rev(RevKind::Rbit)),  // rbit r0, r1
    ]);
    // extend with bits 21:20 = 01; extend with bits 9:8 set; SEL with 11:8 != 1111;
    // REV with 19:16 != 1111; the permanently undefined space (and its conditional form).
    undefined_on_v7(&[
        0xe6910072, 0xe6a10172, 0xe6810eb2, 0xe6be0f31, 0xe7f000f0, 0x07f000f0,
    ]);
}

#[test]
fn multiplies_and_divides() {
    let m = |op| al(Op::MulV6(op));
    let smmul = |ra, sub, round| {
        m(MulV6::Smmul {
            rd: 0,
            rn: 1,
            rm: 2,
            ra,
            sub,
            round,
        })
    };
    let smlad = |ra, sub, swap| {
        m(MulV6::Smlad {
            rd: 0,
            rn: 1,
            rm: 2,
            ra,
            sub,
            swap,
        })
    };
    check(&[
        (0xe750f211, smmul(None, false, false)), // smmul r0, r1, r2
        (0xe750f231, smmul(None, false, true)),  // smmulr r0, r1, r2
        (0xe7503211, smmul(Some(3), false, false)), // smmla r0, r1, r2, r3
        (0xe75032f1, smmul(Some(3), true, true)), // smmlsr r0, r1, r2, r3
        (0xe750f2d1, smmul(None, false, false)), // smmls r0, r1, r2, pc: SMMUL (QEMU)
        (0xe7003211, smlad(Some(3), false, false)), // smlad r0, r1, r2, r3
        (0xe7003271, smlad(Some(3), true, true)), // smlsdx r0, r1, r2, r3
        (0xe700f231, smlad(None, false, true)),  // smuadx r0, r1, r2
        (0xe700f251, smlad(None, true, false)),  // smusd r0, r1, r2
        (
            0xe7410372, // smlsldx r0, r1, r2, r3
            m(MulV6::Smlald {
                rdlo: 0,
                rdhi: 1,
                rn: 2,
                rm: 3,
                sub: true,
                swap: true,
            }),
        ),
        (
            0xe0410392, // umaal r0, r1, r2, r3
            m(MulV6::Umaal {
                rdlo: 0,
                rdhi: 1,
                rn: 2,
                rm: 3,
            }),
        ),
        (
            0xe0603291, // mls r0, r1, r2, r3
            m(MulV6::Mls {
                rd: 0,
                rn: 1,
                rm: 2,
                ra: 3,
            }),
        ),
        (
            0xe710f211, // sdiv r0, r1, r2
            m(MulV6::Div {
                signed: true,
                rd: 0,
                rn: 1,
                rm: 2,
            }),
        ),
        (
            0xe730f211, // udiv r0, r1, r2
            m(MulV6::Div {
                signed: false,
                rd: 0,
                rn: 1,
                rm: 2,
            }),
        ),
        (
            0xe7805211, // usada8 r0, r1, r2, r5
            al(Op::Usad8(Usad8 {
                rd: 0,
                rn: 1,
                rm: 2,
                ra: Some(5),
            })),
        ),
        (
            0xe780f211, // usad8 r0, r1, r2
            al(Op::Usad8(Usad8 {
                rd: 0,
                rn: 1,
                rm: 2,
                ra: None,
            })),
        ),
    ]);
    // SDIV with bits 15:12 != 1111
    undefined_on_v7(&[0xe710e211]);
}

#[test]
fn bit_fields_and_wide_moves() {
    let bf = |op, rd, rn, lsb, width| {
        al(Op::BitField(BitField {
            op,
            rd,
            rn,
            lsb,
            width,
        }))
    };
    use BitFieldOp::*;
    check(&[
        (0xe7cb021f, bf(Bfc, 0, 15, 4, 8)),  // bfc r0, #4, #8
        (0xe7df0011, bf(Bfi, 0, 1, 0, 32)),  // bfi r0, r1, #0, #32
        (0xe7a401d1, bf(Sbfx, 0, 1, 3, 5)),  // sbfx r0, r1, #3, #5
        (0xe7ff0051, bf(Ubfx, 0, 1, 0, 32)), // ubfx r0, r1, #0, #32
        (
            0xe3010234, // movw r0, #4660
            al(Op::MovWide(MovWide {
                top: false,
                rd: 0,
                imm: 0x1234,
            })),
        ),
        (
            0xe34f0fff, // movt r0, #65535
            al(Op::MovWide(MovWide {
                top: true,
                rd: 0,
                imm: 0xffff,
            })),
        ),
    ]);
    // sbfx r0, r1, #31, #5 (lsb + width > 32); bfc r0 with msb 0 < lsb 4.
    undefined_on_v7(&[0xe7a40fd1, 0xe7c0021f]);
}

#[test]
fn exclusives() {
    let ex = |load, size, rd, rt, rt2, rn| {
        al(Op::Exclusive(Exclusive {
            load,
            size,
            rd,
            rt,
            rt2,
            rn,
            imm: 0,
        }))
    };
    use ExclSize::*;
    check(&[
        (0xe1910f9f, ex(true, Word, 15, 0, 15, 1)), // ldrex r0, [r1]
        (0xe1820f91, ex(false, Word, 0, 1, 15, 2)), // strex r0, r1, [r2]
        (0xe1d10f9f, ex(true, Byte, 15, 0, 15, 1)), // ldrexb r0, [r1]
        (0xe1f10f9f, ex(true, Half, 15, 0, 15, 1)), // ldrexh r0, [r1]
        (0xe1b20f9f, ex(true, Double, 15, 0, 1, 2)), // ldrexd r0, r1, [r2]
        (0xe1c20f91, ex(false, Byte, 0, 1, 15, 2)), // strexb r0, r1, [r2]
        (0xe1e20f91, ex(false, Half, 0, 1, 15, 2)), // strexh r0, r1, [r2]
        (0xe1a40f92, ex(false, Double, 0, 2, 3, 4)), // strexd r0, r2, r3, [r4]
        (0xf57ff01f, al(Op::Clrex)),                // clrex
    ]);
    undefined_on_v7(&[
        0xe1910e9f, // ldaex (ARMv8)
        0xe1820e91, // stlex (ARMv8)
        0xe1910f9e, // ldrex with bits 3:0 != 1111
        0xe19f0f9f, // ldrex r0, [pc]
        0xe191ff9f, // ldrex pc, [r1]
        0xe1b21f9f, // ldrexd r1, r2, [r2] (odd Rt)
        0xe1b2ef9f, // ldrexd lr, pc, [r2]
        0xe1820f90, // strex r0, r0, [r2] (Rd = Rt)
        0xe1800f91, // strex r0, r1, [r0] (Rd = Rn)
        0xe182ff91, // strex pc, r1, [r2]
        0xe1a43f92, // strexd r3, r2, r3, [r4] (Rd = Rt2)
        0xe1a40f93, // strexd r0, r3, r4, [r4] (odd Rt)
        0xe1a40f9e, // strexd r0, lr, pc, [r4]
    ]);
    // Allowed overlaps: LDREXD's base in the pair, STREX's Rt = Rn.
    assert_eq!(v7(0xe1b10f9f), ex(true, Double, 15, 0, 1, 1)); // ldrexd r0, r1, [r1]
    assert_eq!(v7(0xe1820f92), ex(false, Word, 0, 2, 15, 2)); // strex r0, r2, [r2]
    assert_eq!(v7(0xe1a41f92), ex(false, Double, 1, 2, 3, 4)); // strexd r1, r2, r3, [r4]
}

#[test]
fn unprivileged_halfword_and_signed_transfers() {
    let t = |load, size, offset, up| {
        al(Op::Mem(Transfer {
            load,
            size,
            rd: 0,
            rn: 1,
            offset,
            mode: AddrMode {
                pre: false,
                up,
                writeback: true,
            },
            user: true,
        }))
    };
    let reg2 = Offset::Reg {
        rm: 2,
        kind: ShiftKind::Lsl,
        amount: 0,
    };
    let cases = [
        (0xe0f100b4, t(true, MemSize::Half, Offset::Imm(4), true)), // ldrht r0, [r1], #4
        (0xe03100b2, t(true, MemSize::Half, reg2, false)),          // ldrht r0, [r1], -r2
        (0xe0e100b0, t(false, MemSize::Half, Offset::Imm(0), true)), // strht r0, [r1], #0
        (
            0xe07100d3,
            t(true, MemSize::SignedByte, Offset::Imm(3), false),
        ), // ldrsbt r0, [r1], #-3
        (0xe0b100f2, t(true, MemSize::SignedHalf, reg2, true)),     // ldrsht r0, [r1], r2
    ];
    check(&cases);
    // The same decoding on the ARM926 (QEMU decodes these on every CPU).
    for (w, want) in cases {
        assert_eq!(decode_arm(w), want, "{w:#010x}");
    }
}

#[test]
fn system_instructions() {
    let cps = |enable, aif, mode| al(Op::Cps(Cps { enable, aif, mode }));
    check(&[
        (0xf1080080, cps(Some(true), 2, None)),              // cpsie i
        (0xf10c01c0, cps(Some(false), 7, None)),             // cpsid aif
        (0xf10a0153, cps(Some(true), 5, Some(19))),          // cpsie af, #19
        (0xf10e005f, cps(Some(false), 1, Some(31))),         // cpsid f, #31
        (0xf1020010, cps(None, 0, Some(16))),                // cps #16
        (0xf1000000, cps(None, 0, None)),                    // cps #0 (QEMU: no effect)
        (0xf1010200, al(Op::Setend(Setend { big: true }))),  // setend be
        (0xf1010000, al(Op::Setend(Setend { big: false }))), // setend le
        (
            0xf96d0513, // srsdb sp!, #19
            al(Op::Srs(Srs {
                mode: BlockMode::Db,
                writeback: true,
                target_mode: 19,
            })),
        ),
        (
            0xf8cd051f, // srsia sp, #31
            al(Op::Srs(Srs {
                mode: BlockMode::Ia,
                writeback: false,
                target_mode: 31,
            })),
        ),
        (
            0xf93d0a00, // rfedb sp!
            al(Op::Rfe(Rfe {
                mode: BlockMode::Db,
                writeback: true,
                rn: 13,
            })),
        ),
        (
            0xf9920a00, // rfeib r2
            al(Op::Rfe(Rfe {
                mode: BlockMode::Ib,
                writeback: false,
                rn: 2,
            })),
        ),
        (0xf57ff05f, al(Op::Barrier(Barrier::Dmb))), // dmb sy
        (0xf57ff05b, al(Op::Barrier(Barrier::Dmb))), // dmb ish
        (0xf57ff04f, al(Op::Barrier(Barrier::Dsb))), // dsb sy
        (0xf57ff040, al(Op::Barrier(Barrier::Dsb))), // dsb #0 (objdump: ssbb)
        (0xf57ff06f, al(Op::Barrier(Barrier::Isb))), // isb sy
        (0xf4d0f004, al(Op::Nop)),                   // pli [r0, #4]
        (0xf6d0f101, al(Op::Nop)),                   // pli [r0, r1, lsl #2]
        (0xf590f004, al(Op::Nop)),                   // pldw [r0, #4]
        (0xf710f1c1, al(Op::Nop)),                   // pldw [r0, -r1, asr #3]
        (0xf4100000, al(Op::Nop)),                   // unallocated memory hint (v7MP)
        (0xf5d0f000, al(Op::Nop)),                   // pld [r0]
        (0xfa000000, al(Op::BlxImm(BlxImm { offset: 0 }))), // blx
    ]);
    undefined_on_v7(&[
        0xf1030093, // cps with bit 16 set
        0xf1020020, // cps with bit 5 set
        0xf8cd0500, // srsia sp, #0 (no such mode)
        0xf8cd051a, // srsia sp, #26 (Hyp: no EL2)
        0xf8cd0516, // srsia sp, #22 (Monitor: no EL3)
        0xf8900a01, // rfe with bits 7:0 not zero
        0xf57ff070, // sb (ARMv8)
        0xf57ff01e, // clrex with bits 3:0 != 1111
        0xf6d0f010, // pli register with bit 4 set
        0xfe000010, // mcr2
        0xf0000000, // cond NV data processing: never a conditional entry
        0xf3000000, // cond NV MOVW
        0xf7f000f0, // cond NV media space
    ]);
}

#[test]
fn hints_hvc_eret_and_the_undefined_system_encodings() {
    let hint = |c, h| Insn::new(c, Op::Hint(h));
    check(&[
        (0xe320f001, hint(Cond::Al, Hint::Yield)),
        (0xe320f002, hint(Cond::Al, Hint::Wfe)),
        (0xe320f003, hint(Cond::Al, Hint::Wfi)),
        (0x0320f003, hint(Cond::Eq, Hint::Wfi)),
        (0xe320f004, hint(Cond::Al, Hint::Sev)),
        (0xe320f0f5, hint(Cond::Al, Hint::Dbg)),
        (0xe320f000, al(Op::Nop)),                                  // nop
        (0xe320f010, al(Op::Nop)),                                  // esb (ARMv8.2): NOP in QEMU
        (0xe1412374, al(Op::Hvc(Swi { imm: 0x1234 }))),             // hvc #4660
        (0x11400070, Insn::new(Cond::Ne, Op::Hvc(Swi { imm: 0 }))), // hvcne #0
        (
            0xe160006e, // eret: MOVS PC, LR
            al(Op::Alu(DataProc {
                op: AluOp::Mov,
                s: true,
                rd: PC,
                rn: 0,
                op2: Shifter::reg(LR),
            })),
        ),
    ]);
    // MSR CPSR_, #0 with bits 15:12 clear (QEMU's NOP pattern fixes them to 1111),
    // smc #3, mrs r0, r8_usr, msr r8_usr, r0, mrs r0, SPSR_fiq, msr SPSR_irq, r1
    undefined_on_v7(&[
        0xe3200000, 0xe1600073, 0xe1000200, 0xe120f200, 0xe14e0200, 0xe160f301,
    ]);
    assert_eq!(v7(0x01600070), Insn::new(Cond::Eq, Op::Undefined)); // smceq keeps cond
}

#[test]
fn ldm_with_writeback_and_the_base_in_the_list_is_undefined_from_v7() {
    // ldm r1!, {r0, r1}: UNKNOWN base on ARMv5 (decoded), UNDEFINED on ARMv7 (QEMU).
    assert!(matches!(decode_arm(0xe8b10003).op, Op::Block(_)));
    assert_eq!(v7(0xe8b10003).op, Op::Undefined);
    // Without writeback, or a store, it is the usual transfer on both.
    for w in [0xe8910003, 0xe8a10003, 0xe8b10005] {
        assert_eq!(v7(w), decode_arm(w), "{w:#010x}");
        assert!(matches!(v7(w).op, Op::Block(_)), "{w:#010x}");
    }
}

/// The words above and a sample of every new entry, on the ARM926: exactly the
/// ARMv5TE decoding (UNDEFINED where ARMv5TE has nothing, the old meaning where it has).
#[test]
fn armv5te_decodes_the_v6_words_as_before() {
    let undefined = [
        0xe6110f12, 0xe6af0c71, 0xe6bf0f31, 0xe7003211, 0xe710f211, 0xe0410392, 0xe0603291,
        0xe7cb021f, 0xe3010234, 0xe34f0fff, 0xe1910f9f, 0xe1820f91, 0xe1b20f9f, 0xe1412374,
        0xe160006e, 0xe1600073, 0xe1000200,
    ];
    for w in undefined {
        assert_eq!(
            decode_arm(w),
            Insn::new(Cond::from_bits(w >> 28), Op::Undefined)
        );
    }
    for w in [
        0xf57ff01f, 0xf1080080, 0xf1010200, 0xf96d0513, 0xf8900a00, 0xf57ff05f, 0xf4d0f004,
    ] {
        assert_eq!(decode_arm(w), al(Op::Undefined), "{w:#010x}");
    }
    // The hint space: MSR CPSR_ with no field (a NOP) on ARMv5, WFI as the ARM926's
    // CP15 wait for interrupt.
    assert_eq!(decode_arm(0xe320f001), al(Op::Nop));
    assert_eq!(decode_arm(0xe320f0f5), al(Op::Nop));
    assert!(matches!(
        decode_arm(0xe320f003).op,
        Op::CpReg(CoprocReg {
            crn: 7,
            opc2: 4,
            ..
        })
    ));
    // And the ARMv5TE profile given explicitly is `decode_arm`.
    let mut r = testrng::Rng::new(0x5eed_0005);
    for _ in 0..20_000 {
        let w = r.next_u32();
        assert_eq!(
            decode_arm_on(Profile::ARMV5TE, w),
            decode_arm(w),
            "{w:#010x}"
        );
    }
}

#[test]
fn every_arm_entry_of_armv7a_can_be_drawn_and_decodes_with_its_handler() {
    let mut r = testrng::Rng::new(0x7a7a_7a7a);
    let mut rng = || r.next_u32();
    for (i, e) in ARM_TABLE.iter().enumerate() {
        if !e.exists_on(Profile::ARMV7A) {
            assert!(random_word_decoding_to_on(Profile::ARMV7A, ARM_TABLE, i, &mut rng).is_none());
            continue;
        }
        for _ in 0..20 {
            let w = random_word_decoding_to_on(Profile::ARMV7A, ARM_TABLE, i, &mut rng)
                .unwrap_or_else(|| panic!("no word drawn for {e:?}"));
            // Words of the VFP coprocessors go to the VFP table first.
            let vfp = w >> 28 != 0xf && w & 0x0c00_0000 == 0x0c00_0000 && (w >> 9) & 7 == 5;
            if !vfp {
                assert_eq!(v7(w), (e.handler)(w), "{e:?} {w:#010x}");
            }
        }
    }
}

#[test]
fn the_new_entries_exist_only_from_their_version() {
    let names = [
        "PARALLEL",
        "SSAT_USAT",
        "EXTEND",
        "SMLAD",
        "UMAAL",
        "STREX",
        "LDREX",
        "CPS",
        "SRS",
        "RFE",
        "SETEND",
    ];
    for n in names {
        let e = ARM_TABLE.iter().find(|e| e.name == n).unwrap();
        assert_eq!(e.since, crate::arch::Arch::V6, "{n}");
    }
    for (n, arch) in [
        ("MLS", crate::arch::Arch::V6T2),
        ("MOVW_MOVT", crate::arch::Arch::V6T2),
        ("RBIT", crate::arch::Arch::V6T2),
        ("SBFX_UBFX", crate::arch::Arch::V6T2),
        ("CLREX", crate::arch::Arch::V6K),
        ("LDREXD", crate::arch::Arch::V6K),
        ("YIELD", crate::arch::Arch::V6K),
        ("DMB", crate::arch::Arch::V7),
        ("PLI_imm", crate::arch::Arch::V7),
        ("DBG", crate::arch::Arch::V7),
        ("SDIV_UDIV", crate::arch::Arch::V7VE),
        ("HVC", crate::arch::Arch::V7VE),
    ] {
        let e = ARM_TABLE.iter().find(|e| e.name == n).unwrap();
        assert_eq!(e.since, arch, "{n}");
        assert!(
            !e.exists_on(Profile::ARMV5TE) && e.exists_on(Profile::ARMV7A),
            "{n}"
        );
    }
}

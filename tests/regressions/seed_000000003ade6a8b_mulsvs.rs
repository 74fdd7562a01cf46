//! Fuzz regression `seed_000000003ade6a8b_mulsvs`: divergence, seed 0x3ade6a8b, block #86 at 0x000080d0 (ARM), tick 268
//! registers differ (rows marked *)

use arm::cp15::Cp15Regs;
use arm::CpuState;
use goldtrace::fuzz::{Spec, Word};

#[test]
fn replays_without_divergence() {
    super::replay(Spec {
        seed: 0x3ade6a8b,
        fill_seed: 0xe5ae4e74e2490b2b,
        ticks: 0,
        blocks: 87,
        traced: false,
        state: CpuState {
            r: [
                0xba5f9a76, 0x49daa127, 0xffffffed, 0x9e3a7, 0x985ee8d6, 0xffffffe2, 0x1a29caed,
                0x94cf8, 0xfffffff0, 0xb, 0x54a30, 0xc, 0x874ac, 0xbbfb4, 0x8862, 0x810c,
            ],
            n: 0x1,
            z: 0x0,
            c: 0x1,
            v: 0x1,
            cpsr_rest: 0x80000d3,
            banked_r13_r14: [
                [0x650d0, 0x86fc],
                [0xfffffff7, 0x85b4],
                [0x4825c, 0x8658],
                [0x77068, 0x8b64],
                [0x2f4e4, 0x101f100c],
                [0xffffa, 0x5ac94],
            ],
            banked_r8_r12: [
                [0xe31be320, 0xc00000a8, 0x7d7b8, 0x101f1024, 0x3],
                [0x7fd20, 0x8d328, 0xa3204, 0xffffffff, 0xfffffffd],
            ],
            spsr: [0x0, 0xb800001f, 0xc8000051, 0x10000050, 0xd1, 0xe0000017],
            ..CpuState::new()
        },
        cp15: Cp15Regs {
            control: 0x90078,
            ttbr0: 0x0,
            ttbr1: 0x0,
            ttbcr: 0x0,
            dacr: 0x0,
            dfsr: 0x0,
            ifsr: 0x0,
            far: 0x0,
            dlockdown: 0x0,
            ilockdown: 0x0,
            fcse_pid: 0x0,
            context_id: 0x0,
        },
        code: vec![
            Word::arm(0x00008000, 0xdc503fe5), // mrrcle 15, 14, r3, r0, cr5
            Word::arm(0x00008004, 0x612fff3c), // blxvs ip
            Word::arm(0x00008008, 0xe0180b96), // muls r8, r6, fp
            Word::arm(0x0000800c, 0xc21b853c), // andsgt r8, fp, #60, 10
            Word::arm(0x00008010, 0x331b6c38), // udf 0x331b6c38
            Word::arm(0x00008014, 0xe17de286), // udf 0xe17de286
            Word::arm(0x00008018, 0x433d63b6), // udf 0x433d63b6
            Word::arm(0x0000801c, 0xb0c8b89d), // smulllt fp, r8, sp, r8
            Word::arm(0x00008020, 0xe0abee7d), // adc lr, fp, sp, ror lr
            Word::arm(0x00008024, 0xe0dd889e), // smulls r8, sp, lr, r8
            Word::arm(0x00008028, 0xe0de4690), // smulls r4, lr, r0, r6
            Word::arm(0x0000802c, 0xe0d8189e), // smulls r1, r8, lr, r8
            Word::arm(0x00008030, 0xe0bed6ab), // adcs sp, lr, fp, lsr #13
            Word::arm(0x00008034, 0x329edbd0), // addscc sp, lr, #208, 22
            Word::arm(0x00008038, 0xd25ebbe7), // subsle fp, lr, #236544
            Word::arm(0x0000803c, 0xe058d86d), // subs sp, r8, sp, ror #16
            Word::arm(0x00008040, 0x42b8db90), // adcsmi sp, r8, #144, 22
            Word::arm(0x00008044, 0xe14beb1d), // udf 0xe14beb1d
            Word::arm(0x00008048, 0xe0f6bcae), // rscs fp, r6, lr, lsr #25
            Word::arm(0x0000804c, 0x3336e892), // udf 0x3336e892
            Word::arm(0x00008050, 0xe09d86ed), // adds r8, sp, sp, ror #13
            Word::arm(0x00008054, 0x933ddc8e), // udf 0x933ddc8e
            Word::arm(0x00008058, 0x501eeccb), // andspl lr, lr, fp, asr #25
            Word::arm(0x0000805c, 0x73deb932), // bicsvc fp, lr, #819200
            Word::arm(0x00008060, 0xe1fdba86), // udf 0xe1fdba86
            Word::arm(0x00008064, 0x72fd69c2), // rscsvc r6, sp, #3178496
            Word::arm(0x00008068, 0xc04dd62d), // subgt sp, sp, sp, lsr #12
            Word::arm(0x0000806c, 0xb096ef4d), // addslt lr, r6, sp, asr #30
            Word::arm(0x00008070, 0xe096690b), // adds r6, r6, fp, lsl #18
            Word::arm(0x00008074, 0x0226bef0), // eoreq fp, r6, #240, 28
            Word::arm(0x00008078, 0xe0f8d22d), // rscs sp, r8, sp, lsr #4
            Word::arm(0x0000807c, 0x6198d00d), // orrsvs sp, r8, sp
            Word::arm(0x00008080, 0xb398d44f), // orrslt sp, r8, #1325400064
            Word::arm(0x00008084, 0xe22b8a6d), // eor r8, fp, #446464
            Word::arm(0x00008088, 0xb00bb0cd), // andlt fp, fp, sp, asr #1
            Word::arm(0x0000808c, 0xe07becc6), // rsbs lr, fp, r6, asr #25
            Word::arm(0x00008090, 0x520b626f), // andpl r6, fp, #-268435450
            Word::arm(0x00008094, 0xc02be69e), // mlagt fp, lr, r6, lr
            Word::arm(0x00008098, 0x6038b89b), // mlasvs r8, fp, r8, fp
            Word::arm(0x0000809c, 0xe1fde2a8), // udf 0xe1fde2a8
            Word::arm(0x000080a0, 0x804e8e46), // subhi r8, lr, r6, asr #28
            Word::arm(0x000080a4, 0xe196be0d), // orrs fp, r6, sp, lsl #28
            Word::arm(0x000080a8, 0x23e0b2db), // mvncs fp, #-1342177267
            Word::arm(0x000080ac, 0x9356d59f), // udf 0x9356d59f
            Word::arm(0x000080b0, 0xe1b8b5ed), // udf 0xe1b8b5ed
            Word::arm(0x000080b4, 0xe2788291), // rsbs r8, r8, #268435465
            Word::arm(0x000080b8, 0xe11b89a8), // udf 0xe11b89a8
            Word::arm(0x000080bc, 0x035b8a3f), // udf 0x035b8a3f
            Word::arm(0x000080c0, 0x7069b8bb), // strhtvc fp, [r9], #-139
            Word::arm(0x000080c4, 0xd0d40e0b), // sbcsle r0, r4, fp, lsl #28
            Word::arm(0x000080c8, 0x101d0795), // mulsne sp, r5, r7
            Word::arm(0x000080cc, 0xd324f029), // msrle CPSR_s, #41
            Word::arm(0x000080d0, 0x60130f9d), // mulsvs r3, sp, pc
            Word::arm(0x000080d4, 0x11e00c81), // mvnne r0, r1, lsl #25
            Word::arm(0x000080d8, 0x80fee8f7), // ldrshthi lr, [lr], #135
            Word::arm(0x000080dc, 0xe03bc26b), // eors ip, fp, fp, ror #4
            Word::arm(0x000080e0, 0xb08c8c90), // umulllt r8, ip, r0, ip
            Word::arm(0x000080e4, 0xe5cc8010), // strb r8, [ip, #16]
            Word::arm(0x000080e8, 0xe12c8b2c), // udf 0xe12c8b2c
            Word::arm(0x000080ec, 0xe378c32e), // udf 0xe378c32e
            Word::arm(0x000080f0, 0x207c8568), // rsbscs r8, ip, r8, ror #10
            Word::arm(0x000080f4, 0xe0ac7c98), // umlal r7, ip, r8, ip
            Word::arm(0x000080f8, 0xe098bcc8), // adds fp, r8, r8, asr #25
            Word::arm(0x000080fc, 0xe58d0014), // str r0, [sp, #20]
            Word::arm(0x00008100, 0xa3c88f79), // bicge r8, r8, #484
            Word::arm(0x00008104, 0xe1f88a2b), // udf 0xe1f88a2b
            Word::arm(0x00008108, 0xb2b8b75f), // adcslt fp, r8, #24903680
            Word::arm(0x0000810c, 0xd98b1900), // stmible fp, {r8, fp, ip}
            Word::arm(0x00008110, 0xb1e8c988), // udf 0xb1e8c988
            Word::arm(0x00008114, 0xe0b8b12b), // adcs fp, r8, fp, lsr #2
            Word::arm(0x00008118, 0xe0b80c9b), // umlals r0, r8, fp, ip
            Word::arm(0x0000811c, 0xe018c488), // ands ip, r8, r8, lsl #9
            Word::arm(0x00008120, 0x63788eb9), // udf 0x63788eb9
            Word::arm(0x00008124, 0x20acca08), // adccs ip, ip, r8, lsl #20
            Word::arm(0x00008128, 0xe4dbc018), // ldrb ip, [fp], #24
            Word::arm(0x0000812c, 0xe8bc0900), // ldm ip!, {r8, fp}
            Word::arm(0x00008130, 0x590b1100), // stmdbpl fp, {r8, ip}
            Word::arm(0x00008134, 0xb59c8034), // ldrlt r8, [ip, #52]
            Word::arm(0x00008138, 0xe07c82ab), // rsbs r8, ip, fp, lsr #5
            Word::arm(0x0000813c, 0xe58da028), // str sl, [sp, #40]
            Word::arm(0x00008140, 0xa3ecbe4a), // udf 0xa3ecbe4a
            Word::arm(0x00008144, 0xe98b1800), // stmib fp, {fp, ip}
            Word::arm(0x00008148, 0xe1dcc88c), // bics ip, ip, ip, lsl #17
            Word::arm(0x0000814c, 0x133b8288), // udf 0x133b8288
            Word::arm(0x00008150, 0xe01b0c9c), // muls fp, ip, ip
            Word::arm(0x00008154, 0x7338be7c), // udf 0x7338be7c
            Word::arm(0x00008158, 0xe58d0038), // str r0, [sp, #56]
            Word::arm(0x0000815c, 0x52a8ccf2), // adcpl ip, r8, #61952
            Word::arm(0x00008160, 0x712fff35), // blxvc r5
            Word::arm(0x00008164, 0x61be20b6), // ldrhvs r2, [lr, r6]!
            Word::arm(0x00008168, 0xf556f5d0), // pld [r6, #-1488]
            Word::arm(0x0000816c, 0xe9b0f586), // ldmib r0!, {r1, r2, r7, r8, sl, ip, sp, lr, pc}
            Word::arm(0x00008170, 0x737803e4), // cmnvc r8, #228, 6
            Word::arm(0x00008174, 0x412fff13), // bxmi r3
            Word::arm(0x00008178, 0x119ee762), // orrsne lr, lr, r2, ror #14
            Word::arm(0x0000817c, 0x00505176), // subseq r5, r0, r6, ror r1
            Word::arm(0x00008180, 0x16aff6e3), // strtne pc, [pc], r3, ror #13
            Word::arm(0x00008184, 0xa1278054), // qsubge r8, r4, r7
            Word::arm(0x00008188, 0xaa000036), // bge 0x8268
            Word::arm(0x0000818c, 0x26544b94), // udf 0x26544b94
            Word::arm(0x00008190, 0x41d81c09), // bicsmi r1, r8, r9, lsl #24
            Word::arm(0x00008194, 0x714779ea), // smlalttvc r7, r7, sl, r9
            Word::arm(0x00008198, 0x514421ff), // strdpl r2, [r4, #-31]
            Word::arm(0x0000819c, 0xe7004acc), // str r4, [r0, -ip, asr #21]
            Word::arm(0x000081a0, 0xfaffffde), // blx 0x8120
            Word::arm(0x000081a4, 0x70e34a98), // smlalvc r4, r3, r8, sl
            Word::arm(0x000081a8, 0x41f07b53), // mvnsmi r7, r3, asr fp
            Word::arm(0x000081ac, 0x31f098e3), // mvnscc r9, r3, ror #17
            Word::arm(0x000081b0, 0xce2e1fb6), // mcrgt 15, 1, r1, cr14, cr6, {5}
            Word::arm(0x000081b4, 0x6759c945), // ldrbvs ip, [r9, -r5, asr #18]
            Word::arm(0x000081b8, 0xe1fee4ae), // udf 0xe1fee4ae
            Word::arm(0x000081bc, 0xc2aeebf9), // adcgt lr, lr, #254976
            Word::arm(0x000081c0, 0xe03eebee), // eors lr, lr, lr, ror #23
            Word::arm(0x000081c4, 0x419ee00e), // orrsmi lr, lr, lr
            Word::arm(0x000081c8, 0x423ee648), // eorsmi lr, lr, #72, 12
            Word::arm(0x000081cc, 0xe0100e9e), // muls r0, lr, lr
            Word::arm(0x000081d0, 0xe1a0e00e), // mov lr, lr
            Word::arm(0x000081d4, 0xa21ee398), // andsge lr, lr, #152, 6
            Word::arm(0x000081d8, 0xe01eea0e), // ands lr, lr, lr, lsl #20
            Word::arm(0x000081dc, 0x81e0e00e), // mvnhi lr, lr
            Word::arm(0x000081e0, 0x43eeee91), // udf 0x43eeee91
            Word::arm(0x000081e4, 0x00ae2e90), // umlaleq r2, lr, r0, lr
            Word::arm(0x000081e8, 0x709ebe90), // umullsvc fp, lr, r0, lr
            Word::arm(0x000081ec, 0xe15ee4ee), // udf 0xe15ee4ee
            Word::arm(0x000081f0, 0x63e0e3d8), // mvnvs lr, #216, 6
            Word::arm(0x000081f4, 0x73fee48a), // udf 0x73fee48a
            Word::arm(0x000081f8, 0xe0ce6e90), // smull r6, lr, r0, lr
            Word::arm(0x000081fc, 0xe01eea6e), // ands lr, lr, lr, ror #20
            Word::arm(0x00008200, 0xe1e0e00e), // mvn lr, lr
            Word::arm(0x00008204, 0x538ee663), // orrpl lr, lr, #103809024
            Word::arm(0x00008208, 0xe09eee6e), // adds lr, lr, lr, ror #28
            Word::arm(0x0000820c, 0xd3e0e47a), // mvnle lr, #2046820352
            Word::arm(0x00008210, 0x829ee28f), // addshi lr, lr, #-268435448
            Word::arm(0x00008214, 0xe07ee8ae), // rsbs lr, lr, lr, lsr #17
            Word::arm(0x00008218, 0x127eec64), // rsbsne lr, lr, #100, 24
            Word::arm(0x0000821c, 0xe11ee4ee), // udf 0xe11ee4ee
            Word::arm(0x00008220, 0x32cee2f0), // sbccc lr, lr, #240, 4
            Word::arm(0x00008224, 0xe37ee7de), // udf 0xe37ee7de
            Word::arm(0x00008228, 0xe0100e9e), // muls r0, lr, lr
            Word::arm(0x0000822c, 0xa3aee3c1), // udf 0xa3aee3c1
            Word::arm(0x00008230, 0xe030ee9e), // mlas r0, lr, lr, lr
            Word::arm(0x00008234, 0xe05eec4e), // subs lr, lr, lr, asr #24
            Word::arm(0x00008238, 0x91a0e00e), // movls lr, lr
            Word::arm(0x0000823c, 0xb32ee45c), // udf 0xb32ee45c
            Word::arm(0x00008240, 0x00eeee7e), // rsceq lr, lr, lr, ror lr
            Word::arm(0x00008244, 0xe1bee94e), // udf 0xe1bee94e
            Word::arm(0x00008248, 0x037ee993), // udf 0x037ee993
            Word::arm(0x0000824c, 0x401eed8e), // andsmi lr, lr, lr, lsl #27
            Word::arm(0x00008250, 0xe0100e9e), // muls r0, lr, lr
            Word::arm(0x00008254, 0x13a0e4a8), // movne lr, #168, 8
            Word::arm(0x00008258, 0xc38eed47), // orrgt lr, lr, #4544
            Word::arm(0x0000825c, 0x838ee58d), // orrhi lr, lr, #591396864
            Word::arm(0x00008260, 0xe20eee49), // and lr, lr, #1168
            Word::arm(0x00008264, 0xe13ee10e), // udf 0xe13ee10e
            Word::arm(0x00008268, 0xe07eec6e), // rsbs lr, lr, lr, ror #24
            Word::arm(0x0000826c, 0x737ee302), // udf 0x737ee302
            Word::arm(0x00008270, 0x239eef86), // orrscs lr, lr, #536
            Word::arm(0x00008274, 0xe0100e9e), // muls r0, lr, lr
            Word::arm(0x00008278, 0x80fee00e), // rscshi lr, lr, lr
            Word::arm(0x0000827c, 0x125ee537), // subsne lr, lr, #230686720
            Word::arm(0x00008280, 0xe09ee2ae), // adds lr, lr, lr, lsr #5
            Word::arm(0x00008284, 0x8010ee9e), // udf 0x8010ee9e
            Word::arm(0x00008288, 0xe05eec8e), // subs lr, lr, lr, lsl #25
            Word::arm(0x0000828c, 0x0000ee9e), // udf 0x0000ee9e
            Word::arm(0x00008290, 0xe03eed4e), // eors lr, lr, lr, asr #26
            Word::arm(0x00008294, 0x83ceecb3), // bichi lr, lr, #45824
            Word::arm(0x00008298, 0x70de1e90), // smullsvc r1, lr, r0, lr
            Word::arm(0x0000829c, 0xe03ee9ce), // eors lr, lr, lr, asr #19
            Word::arm(0x000082a0, 0xfbffffcd), // blx 0x81de
            Word::arm(0x000082a4, 0xd00b0199), // mulle fp, r9, r1
            Word::arm(0x000082a8, 0x51780fcd), // cmnpl r8, sp, asr #31
            Word::arm(0x000082ac, 0xe0209c9e), // mla r0, lr, ip, r9
            Word::arm(0x000082b0, 0xf550f775), // pld [r0, #-1909]
            Word::arm(0x000082b4, 0x21e2d7fa), // udf 0x21e2d7fa
            Word::arm(0x000082b8, 0x2107f0b5), // strhcs pc, [r7, -r5]
            Word::arm(0x000082bc, 0xd1e09750), // mvnle r9, r0, asr r7
            Word::arm(0x000082c0, 0x71d49707), // bicsvc r9, r4, r7, lsl #14
            Word::arm(0x000082c4, 0xc03570d9), // ldrsbtgt r7, [r5], -r9
            Word::arm(0x000082c8, 0x015a0487), // cmpeq sl, r7, lsl #9
            Word::arm(0x000082cc, 0x335708b0), // cmpcc r7, #176, 16
            Word::arm(0x000082d0, 0x710fb000), // mrsvc fp, CPSR
            Word::arm(0x000082d4, 0x812fff24), // bxjhi r4
            Word::arm(0x000082d8, 0xfbffffde), // blx 0x825a
            Word::arm(0x000082dc, 0xf7d5fe8c), // pld [r5, ip, lsl #29]
            Word::arm(0x000082e0, 0xe0180397), // muls r8, r7, r3
            Word::arm(0x000082e4, 0xc0558007), // subsgt r8, r5, r7
            Word::arm(0x000082e8, 0xd3f57c1d), // udf 0xd3f57c1d
            Word::arm(0x000082ec, 0x7389cb12), // orrvc ip, r9, #18432
            Word::arm(0x000082f0, 0xe20b6470), // and r6, fp, #112, 8
            Word::arm(0x000082f4, 0xe0bca265), // adcs sl, ip, r5, ror #4
            Word::arm(0x000082f8, 0x234c5a6a), // udf 0x234c5a6a
            Word::arm(0x000082fc, 0x435bcb5d), // udf 0x435bcb5d
            Word::arm(0x00008300, 0xd15118a7), // udf 0xd15118a7
            Word::arm(0x00008304, 0xe037159d), // mlas r7, sp, r5, r1
            Word::arm(0x00008308, 0xc0b20a93), // umlalsgt r0, r2, r3, sl
            Word::arm(0x0000830c, 0x9379567b), // udf 0x9379567b
            Word::arm(0x00008310, 0xd211a1c3), // andsle sl, r1, #-1073741776
            Word::arm(0x00008314, 0xe01c0d93), // muls ip, r3, sp
            Word::arm(0x00008318, 0x43a0dc14), // movmi sp, #20, 24
            Word::arm(0x0000831c, 0x620b3fd1), // andvs r3, fp, #836
            Word::arm(0x00008320, 0xe2074926), // and r4, r7, #622592
            Word::arm(0x00008324, 0xe3e22f83), // udf 0xe3e22f83
            Word::arm(0x00008328, 0xe1b70c81), // udf 0xe1b70c81
            Word::arm(0x0000832c, 0x00b70001), // adcseq r0, r7, r1
            Word::arm(0x00008330, 0x72c7132a), // sbcvc r1, r7, #-1476395008
            Word::arm(0x00008334, 0xe0fc3b84), // rscs r3, ip, r4, lsl #23
            Word::arm(0x00008338, 0x63dc478c), // bicsvs r4, ip, #140, 14
            Word::arm(0x0000833c, 0xe09c58ac), // adds r5, ip, ip, lsr #17
            Word::arm(0x00008340, 0xe103cc38), // udf 0xe103cc38
            Word::arm(0x00008344, 0x100d9c91), // udf 0x100d9c91
            Word::arm(0x00008348, 0xe38ed000), // orr sp, lr, #0
            Word::arm(0x0000834c, 0x705ae63d), // subsvc lr, sl, sp, lsr r6
            Word::arm(0x00008350, 0xe3611a83), // udf 0xe3611a83
            Word::arm(0x00008354, 0x60f19994), // smlalsvs r9, r1, r4, r9
            Word::arm(0x00008358, 0xe150b275), // udf 0xe150b275
            Word::arm(0x0000835c, 0xe010009c), // muls r0, ip, r0
            Word::arm(0x00008360, 0x73a000f7), // movvc r0, #247
            Word::arm(0x00008364, 0x92fdc802), // rscsls ip, sp, #131072
            Word::arm(0x00008368, 0x00387991), // mlaseq r8, r1, r9, r7
            Word::arm(0x0000836c, 0xe261bbc1), // rsb fp, r1, #197632
            Word::arm(0x00008370, 0xe0183a61), // ands r3, r8, r1, ror #20
            Word::arm(0x00008374, 0xe0d18c90), // smulls r8, r1, r0, ip
            Word::arm(0x00008378, 0xe01e009b), // muls lr, fp, r0
            Word::arm(0x0000837c, 0x629abfa8), // addsvs fp, sl, #168, 30
            Word::arm(0x00008380, 0xe33bbb3b), // udf 0xe33bbb3b
            Word::arm(0x00008384, 0xe1baabe0), // udf 0xe1baabe0
            Word::arm(0x00008388, 0x13ca0d5e), // bicne r0, sl, #6016
            Word::arm(0x0000838c, 0xe349e783), // udf 0xe349e783
            Word::arm(0x00008390, 0xe0db8060), // sbcs r8, fp, r0, rrx
            Word::arm(0x00008394, 0xe0f459a5), // rscs r5, r4, r5, lsr #19
            Word::arm(0x00008398, 0x93e02bc1), // mvnls r2, #197632
            Word::arm(0x0000839c, 0x62a45fe8), // adcvs r5, r4, #232, 30
            Word::arm(0x000083a0, 0xe1f02a24), // mvns r2, r4, lsr #20
            Word::arm(0x000083a4, 0xe050e280), // subs lr, r0, r0, lsl #5
            Word::arm(0x000083a8, 0x31a01000), // movcc r1, r0
            Word::arm(0x000083ac, 0x7270015d), // rsbsvc r0, r0, #1073741847
            Word::arm(0x000083b0, 0x30c9b76e), // sbccc fp, r9, lr, ror #14
            Word::arm(0x000083b4, 0x31224477), // bkpt 0x2447
            Word::arm(0x000083b8, 0x10c90aba), // strhne r0, [r9], #170
            Word::arm(0x000083bc, 0x9101b054), // qaddls fp, r4, r1
            Word::arm(0x000083c0, 0x321f0a08), // andscc r0, pc, #8, 20
            Word::arm(0x000083c4, 0xb100f09a), // swplt pc, sl, [r0]
            Word::arm(0x000083c8, 0x41578ede), // ldrsbmi r8, [r7, #-238]
            Word::arm(0x000083cc, 0x512fff2f), // bxjpl pc
            Word::arm(0x000083d0, 0xe5d79014), // ldrb r9, [r7, #20]
            Word::arm(0x000083d4, 0xe09e88ca), // adds r8, lr, sl, asr #17
            Word::arm(0x000083d8, 0xe01e800a), // ands r8, lr, sl
            Word::arm(0x000083dc, 0xe59da024), // ldr sl, [sp, #36]
            Word::arm(0x000083e0, 0x83dea683), // bicshi sl, lr, #137363456
            Word::arm(0x000083e4, 0xe0b8d69e), // umlals sp, r8, lr, r6
            Word::arm(0x000083e8, 0xe0b51f20), // adcs r1, r5, r0, lsr #30
            Word::arm(0x000083ec, 0x4205028c), // andmi r0, r5, #140, 4
            Word::arm(0x000083f0, 0xe2be6fe6), // adcs r6, lr, #920
            Word::arm(0x000083f4, 0xd1add425), // udf 0xd1add425
            Word::arm(0x000083f8, 0x03c5a6aa), // biceq sl, r5, #178257920
            Word::arm(0x000083fc, 0x50186824), // andspl r6, r8, r4, lsr #16
            Word::arm(0x00008400, 0x75396030), // ldrvc r6, [r9, #-48]!
            Word::arm(0x00008404, 0xe1a81967), // udf 0xe1a81967
            Word::arm(0x00008408, 0xe0170b90), // muls r7, r0, fp
            Word::arm(0x0000840c, 0xd0737000), // rsbsle r7, r3, r0
            Word::arm(0x00008410, 0x722309ae), // eorvc r0, r3, #2850816
            Word::arm(0x00008414, 0xe02a11ee), // eor r1, sl, lr, ror #3
            Word::arm(0x00008418, 0xe0f3ad9e), // smlals sl, r3, lr, sp
            Word::arm(0x0000841c, 0xb5f17038), // ldrblt r7, [r1, #56]!
            Word::arm(0x00008420, 0xe0d4a691), // smulls sl, r4, r1, r6
            Word::arm(0x00008424, 0xe0d33009), // sbcs r3, r3, r9
            Word::arm(0x00008428, 0xe2f33182), // rscs r3, r3, #-2147483616
            Word::arm(0x0000842c, 0x63439646), // udf 0x63439646
            Word::arm(0x00008430, 0xe1177e1c), // udf 0xe1177e1c
            Word::arm(0x00008434, 0xe0160b91), // muls r6, r1, fp
            Word::arm(0x00008438, 0x035c1270), // udf 0x035c1270
            Word::arm(0x0000843c, 0xc1855065), // orrgt r5, r5, r5, rrx
            Word::arm(0x00008440, 0xe0c46e90), // smull r6, r4, r0, lr
            Word::arm(0x00008444, 0xe554e03c), // ldrb lr, [r4, #-60]
            Word::arm(0x00008448, 0xe0249097), // mla r4, r7, r0, r9
            Word::arm(0x0000844c, 0xe2c8e7ba), // sbc lr, r8, #48758784
            Word::arm(0x00008450, 0xe07ac784), // rsbs ip, sl, r4, lsl #15
            Word::arm(0x00008454, 0x427d0328), // rsbsmi r0, sp, #40, 6
            Word::arm(0x00008458, 0xc07d07a7), // rsbsgt r0, sp, r7, lsr #15
            Word::arm(0x0000845c, 0xe01e059d), // muls lr, sp, r5
            Word::arm(0x00008460, 0xe58d3030), // str r3, [sp, #48]
            Word::arm(0x00008464, 0x8200dc38), // andhi sp, r0, #56, 24
            Word::arm(0x00008468, 0xe0ddb495), // smulls fp, sp, r5, r4
            Word::arm(0x0000846c, 0xe19175e4), // orrs r7, r1, r4, ror #11
            Word::arm(0x00008470, 0xe0f47c45), // rscs r7, r4, r5, asr #24
            Word::arm(0x00008474, 0xe58d9030), // str r9, [sp, #48]
            Word::arm(0x00008478, 0x02945312), // addseq r5, r4, #1207959552
            Word::arm(0x0000847c, 0xe589600c), // str r6, [r9, #12]
            Word::arm(0x00008480, 0x81df127c), // bicshi r1, pc, ip, ror r2
            Word::arm(0x00008484, 0x50803899), // umullpl r3, r0, r9, r8
            Word::arm(0x00008488, 0x5b8ee351), // blpl 0xfe3c11d4
            Word::arm(0x0000848c, 0x616c0ee2), // smulttvs ip, r2, lr
            Word::arm(0x00008490, 0x005f20df), // ldrsbeq r2, [pc], #-15
            Word::arm(0x00008494, 0xe10bb5a4), // smlatb fp, r4, r5, fp
            Word::arm(0x00008498, 0x2069c33d), // rsbcs ip, r9, sp, lsr r3
            Word::arm(0x0000849c, 0xf75ef965), // pld [lr, -r5, ror #18]
            Word::arm(0x000084a0, 0x8320f55e), // nophi {94}
            Word::arm(0x000084a4, 0xe23e943a), // eors r9, lr, #973078528
            Word::arm(0x000084a8, 0xe0615609), // rsb r5, r1, r9, lsl #12
            Word::arm(0x000084ac, 0xe01e3890), // udf 0xe01e3890
            Word::arm(0x000084b0, 0xe0767327), // rsbs r7, r6, r7, lsr #6
            Word::arm(0x000084b4, 0x42367431), // eorsmi r7, r6, #822083584
            Word::arm(0x000084b8, 0xa3367600), // udf 0xa3367600
            Word::arm(0x000084bc, 0x706ba7e9), // rsbvc sl, fp, r9, ror #15
            Word::arm(0x000084c0, 0xe0f829ed), // rscs r2, r8, sp, ror #19
            Word::arm(0x000084c4, 0xe178200d), // udf 0xe178200d
            Word::arm(0x000084c8, 0x52c8d887), // sbcpl sp, r8, #8847360
            Word::arm(0x000084cc, 0x00d91635), // sbcseq r1, r9, r5, lsr r6
            Word::arm(0x000084d0, 0xe054a164), // subs sl, r4, r4, ror #2
            Word::arm(0x000084d4, 0x9314a1a4), // udf 0x9314a1a4
            Word::arm(0x000084d8, 0x73544a56), // udf 0x73544a56
            Word::arm(0x000084dc, 0xe2572668), // subs r2, r7, #104, 12
            Word::arm(0x000084e0, 0xe0130e90), // muls r3, r0, lr
            Word::arm(0x000084e4, 0x832904af), // udf 0x832904af
            Word::arm(0x000084e8, 0xe0f86725), // rscs r6, r8, r5, lsr #14
            Word::arm(0x000084ec, 0x93985c9f), // orrsls r5, r8, #40704
            Word::arm(0x000084f0, 0xe014737e), // ands r7, r4, lr, ror r3
            Word::arm(0x000084f4, 0xe078c7e8), // rsbs ip, r8, r8, ror #15
            Word::arm(0x000084f8, 0x63e052a2), // mvnvs r5, #536870922
            Word::arm(0x000084fc, 0x12388cce), // eorsne r8, r8, #52736
            Word::arm(0x00008500, 0x400a0592), // mulmi sl, r2, r5
            Word::arm(0x00008504, 0xe012c181), // ands ip, r2, r1, lsl #3
            Word::arm(0x00008508, 0xe013099b), // muls r3, fp, r9
            Word::arm(0x0000850c, 0x73a09f14), // movvc r9, #20, 30
            Word::arm(0x00008510, 0x42c2bbe5), // sbcmi fp, r2, #234496
            Word::arm(0x00008514, 0xe0d9259d), // smulls r2, r9, sp, r5
            Word::arm(0x00008518, 0xe0f0ed82), // rscs lr, r0, r2, lsl #27
            Word::arm(0x0000851c, 0x91c11e28), // bicls r1, r1, r8, lsr #28
            Word::arm(0x00008520, 0xe0f09125), // rscs r9, r0, r5, lsr #2
            Word::arm(0x00008524, 0x41109005), // udf 0x41109005
            Word::arm(0x00008528, 0x43e05ddd), // mvnmi r5, #14144
            Word::arm(0x0000852c, 0xe2217fb2), // eor r7, r1, #712
            Word::arm(0x00008530, 0xe0d70146), // sbcs r0, r7, r6, asr #2
            Word::arm(0x00008534, 0xe214ba59), // ands fp, r4, #364544
            Word::arm(0x00008538, 0x70e78e3d), // rscvc r8, r7, sp, lsr lr
            Word::arm(0x0000853c, 0x3174a321), // udf 0x3174a321
            Word::arm(0x00008540, 0xe0adb590), // umlal fp, sp, r0, r5
            Word::arm(0x00008544, 0xe03305c4), // eors r0, r3, r4, asr #11
            Word::arm(0x00008548, 0x52f34e5f), // rscspl r4, r3, #1520
            Word::arm(0x0000854c, 0xe0c1d69e), // smull sp, r1, lr, r6
            Word::arm(0x00008550, 0xe097cb6a), // adds ip, r7, sl, ror #22
            Word::arm(0x00008554, 0x02d7a88c), // sbcseq sl, r7, #140, 16
            Word::arm(0x00008558, 0xe164a126), // udf 0xe164a126
            Word::arm(0x0000855c, 0xe006a399), // udf 0xe006a399
            Word::arm(0x00008560, 0xe15091aa), // udf 0xe15091aa
            Word::arm(0x00008564, 0xb220aeea), // eorlt sl, r0, #3744
            Word::arm(0x00008568, 0x6350c41c), // udf 0x6350c41c
            Word::arm(0x0000856c, 0xe1d0a68e), // bics sl, r0, lr, lsl #13
            Word::arm(0x00008570, 0x4110a00e), // udf 0x4110a00e
            Word::arm(0x00008574, 0xc260e2e5), // rsbgt lr, r0, #1342177294
            Word::arm(0x00008578, 0xe17dabce), // udf 0xe17dabce
            Word::arm(0x0000857c, 0x71dda00e), // bicsvc sl, sp, lr
            Word::arm(0x00008580, 0xd2bde16a), // adcsle lr, sp, #-2147483622
            Word::arm(0x00008584, 0xe15c7eea), // udf 0xe15c7eea
            Word::arm(0x00008588, 0xc2bca155), // adcsgt sl, ip, #1073741845
            Word::arm(0x0000858c, 0x200f0799), // mulcs pc, r9, r7
            Word::arm(0x00008590, 0xce4f37c7), // cdpgt 7, 4, cr3, cr15, cr7, {6}
            Word::arm(0x00008594, 0xb102dcce), // smlabtlt r2, lr, ip, sp
            Word::arm(0x00008598, 0x1324f384), // msrne CPSR_s, #132, 6
            Word::arm(0x0000859c, 0x3395c0be), // orrscc ip, r5, #190
            Word::arm(0x000085a0, 0x5afffff4), // bpl 0x8578
            Word::arm(0x000085a4, 0x7c8279fb), // stcvc 9, cr7, [r2], {251}
            Word::arm(0x000085a8, 0x81c95518), // bichi r5, r9, r8, lsl r5
            Word::arm(0x000085ac, 0x8678197b), // udf 0x8678197b
            Word::arm(0x000085b0, 0x84058e07), // strhi r8, [r5], #-3591
            Word::arm(0x000085b4, 0xe19e3ba2), // orrs r3, lr, r2, lsr #23
            Word::arm(0x000085b8, 0x137e2221), // udf 0x137e2221
            Word::arm(0x000085bc, 0xa0e31a95), // smlalge r1, r3, r5, sl
            Word::arm(0x000085c0, 0xe20b978a), // and r9, fp, #36175872
            Word::arm(0x000085c4, 0xe0c82391), // smull r2, r8, r1, r3
            Word::arm(0x000085c8, 0xe0aac190), // umlal ip, sl, r0, r1
            Word::arm(0x000085cc, 0xe1d14e86), // bics r4, r1, r6, lsl #29
            Word::arm(0x000085d0, 0x73016858), // udf 0x73016858
            Word::arm(0x000085d4, 0xe0170e9e), // muls r7, lr, lr
            Word::arm(0x000085d8, 0x2238eec0), // eorscs lr, r8, #192, 28
            Word::arm(0x000085dc, 0xe00c2d9a), // udf 0xe00c2d9a
            Word::arm(0x000085e0, 0xe01b089e), // muls fp, lr, r8
            Word::arm(0x000085e4, 0xa094b00e), // addsge fp, r4, lr
            Word::arm(0x000085e8, 0x6234ecdc), // eorsvs lr, r4, #220, 24
            Word::arm(0x000085ec, 0x1095b093), // umullsne fp, r5, r3, r0
            Word::arm(0x000085f0, 0xe2bdb9b9), // adcs fp, sp, #3031040
            Word::arm(0x000085f4, 0xe092a198), // umulls sl, r2, r8, r1
            Word::arm(0x000085f8, 0x308c7494), // umullcc r7, ip, r4, r4
            Word::arm(0x000085fc, 0xe009139b), // udf 0xe009139b
            Word::arm(0x00008600, 0xe0141cea), // ands r1, r4, sl, ror #25
            Word::arm(0x00008604, 0x81d4100a), // bicshi r1, r4, sl
            Word::arm(0x00008608, 0x1204a62e), // andne sl, r4, #48234496
            Word::arm(0x0000860c, 0xe274858d), // rsbs r8, r4, #591396864
            Word::arm(0x00008610, 0xe077ba34), // rsbs fp, r7, r4, lsr sl
            Word::arm(0x00008614, 0xe016b5c7), // ands fp, r6, r7, asr #11
            Word::arm(0x00008618, 0x51d6b007), // bicspl fp, r6, r7
            Word::arm(0x0000861c, 0xd33676d1), // udf 0xd33676d1
            Word::arm(0x00008620, 0xe0f86e6d), // rscs r6, r8, sp, ror #28
            Word::arm(0x00008624, 0x1388de0c), // orrne sp, r8, #12, 28
            Word::arm(0x00008628, 0xe08dcc15), // add ip, sp, r5, lsl ip
            Word::arm(0x0000862c, 0xe0917c01), // adds r7, r1, r1, lsl #24
            Word::arm(0x00008630, 0xe177004c), // cmn r7, ip, asr #32
            Word::arm(0x00008634, 0x60522ccb), // subsvs r2, r2, fp, asr #25
            Word::arm(0x00008638, 0xe03c60ac), // eors r6, ip, ip, lsr #1
            Word::arm(0x0000863c, 0xe01104c2), // ands r0, r1, r2, asr #9
            Word::arm(0x00008640, 0xe1910002), // orrs r0, r1, r2
            Word::arm(0x00008644, 0x12b120e9), // adcsne r2, r1, #233
            Word::arm(0x00008648, 0xe137775a), // udf 0xe137775a
            Word::arm(0x0000864c, 0x8254065b), // subshi r0, r4, #95420416
            Word::arm(0x00008650, 0xe0f0a524), // rscs sl, r0, r4, lsr #10
            Word::arm(0x00008654, 0xc3704213), // udf 0xc3704213
            Word::arm(0x00008658, 0xe1a63f66), // udf 0xe1a63f66
            Word::arm(0x0000865c, 0xe0706c5e), // rsbs r6, r0, lr, asr ip
            Word::arm(0x00008660, 0xe0ad0094), // umlal r0, sp, r4, r0
            Word::arm(0x00008664, 0xe0a31ea5), // adc r1, r3, r5, lsr #29
            Word::arm(0x00008668, 0xe0aeaa95), // umlal sl, lr, r5, sl
            Word::arm(0x0000866c, 0xe0986d89), // adds r6, r8, r9, lsl #27
            Word::arm(0x00008670, 0xb2b89ecf), // adcslt r9, r8, #3312
            Word::arm(0x00008674, 0x006146cb), // rsbeq r4, r1, fp, asr #13
            Word::arm(0x00008678, 0xe1774dcd), // udf 0xe1774dcd
            Word::arm(0x0000867c, 0x41a0400d), // movmi r4, sp
            Word::arm(0x00008680, 0x13b7d53b), // udf 0x13b7d53b
            Word::arm(0x00008684, 0xe354ce32), // udf 0xe354ce32
            Word::arm(0x00008688, 0xe0ace79a), // umlal lr, ip, sl, r7
            Word::arm(0x0000868c, 0xe0777d03), // rsbs r7, r7, r3, lsl #26
            Word::arm(0x00008690, 0xd377371d), // udf 0xd377371d
            Word::arm(0x00008694, 0xe0f13cab), // rscs r3, r1, fp, lsr #25
            Word::arm(0x00008698, 0xe3b1366d), // udf 0xe3b1366d
            Word::arm(0x0000869c, 0x6371be2d), // udf 0x6371be2d
            Word::arm(0x000086a0, 0xe13c42eb), // udf 0xe13c42eb
            Word::arm(0x000086a4, 0x607c400b), // rsbsvs r4, ip, fp
            Word::arm(0x000086a8, 0x032cb4af), // udf 0x032cb4af
            Word::arm(0x000086ac, 0xe09065c8), // adds r6, r0, r8, asr #11
            Word::arm(0x000086b0, 0x03408f05), // udf 0x03408f05
            Word::arm(0x000086b4, 0xe0567c5e), // subs r7, r6, lr, asr ip
            Word::arm(0x000086b8, 0xe2e7846b), // rsc r8, r7, #1795162112
            Word::arm(0x000086bc, 0xe0130592), // muls r3, r2, r5
            Word::arm(0x000086c0, 0x0263246d), // rsbeq r2, r3, #1828716544
            Word::arm(0x000086c4, 0xe0c0bc9e), // smull fp, r0, lr, ip
            Word::arm(0x000086c8, 0xe0a7054d), // adc r0, r7, sp, asr #10
            Word::arm(0x000086cc, 0xe1160760), // tst r6, r0, ror #14
            Word::arm(0x000086d0, 0x723608bd), // eorsvc r0, r6, #12386304
            Word::arm(0x000086d4, 0x93c60790), // bicls r0, r6, #144, 14
            Word::arm(0x000086d8, 0xe1d5be8a), // bics fp, r5, sl, lsl #29
            Word::arm(0x000086dc, 0x4315a13a), // udf 0x4315a13a
            Word::arm(0x000086e0, 0xe1c14a66), // bic r4, r1, r6, ror #20
            Word::arm(0x000086e4, 0xe0e3990c), // rsc r9, r3, ip, lsl #18
            Word::arm(0x000086e8, 0xe01c0c9b), // muls ip, fp, ip
            Word::arm(0x000086ec, 0x6316b199), // udf 0x6316b199
            Word::arm(0x000086f0, 0xe2de2387), // sbcs r2, lr, #469762050
            Word::arm(0x000086f4, 0xe0c73690), // smull r3, r7, r0, r6
            Word::arm(0x000086f8, 0xe0d49323), // sbcs r9, r4, r3, lsr #6
            Word::arm(0x000086fc, 0xe3210b76), // udf 0xe3210b76
            Word::arm(0x00008700, 0xe012069d), // muls r2, sp, r6
            Word::arm(0x00008704, 0x70f3200d), // rscsvc r2, r3, sp
            Word::arm(0x00008708, 0x02c3dc5d), // sbceq sp, r3, #23808
            Word::arm(0x0000870c, 0xe08cd49a), // umull sp, ip, sl, r4
            Word::arm(0x00008710, 0xd19fd5e6), // orrsle sp, pc, r6, ror #11
            Word::arm(0x00008714, 0x4c4d8f85), // mcrrmi 15, 8, r8, sp, cr5
            Word::arm(0x00008718, 0xf7d5f246), // pld [r5, r6, asr #4]
            Word::arm(0x0000871c, 0x1ee08f9d), // mcrne 15, 7, r8, cr0, cr13, {4}
            Word::arm(0x00008720, 0x504b69b0), // strhpl r6, [fp], #-144
            Word::arm(0x00008724, 0xe3a125c7), // udf 0xe3a125c7
            Word::arm(0x00008728, 0xe0fe4698), // smlals r4, lr, r8, r6
            Word::arm(0x0000872c, 0xe03e5a96), // mlas lr, r6, sl, r5
            Word::arm(0x00008730, 0xa10eeb17), // udf 0xa10eeb17
            Word::arm(0x00008734, 0xe07d042b), // rsbs r0, sp, fp, lsr #8
            Word::arm(0x00008738, 0xb2fdb81f), // rscslt fp, sp, #2031616
            Word::arm(0x0000873c, 0xe0110e94), // muls r1, r4, lr
            Word::arm(0x00008740, 0x12c84c60), // sbcne r4, r8, #96, 24
            Word::arm(0x00008744, 0xe134de20), // udf 0xe134de20
            Word::arm(0x00008748, 0xd25404a6), // subsle r0, r4, #-1509949440
            Word::arm(0x0000874c, 0xe0d25199), // smulls r5, r2, r9, r1
            Word::arm(0x00008750, 0xe198668d), // orrs r6, r8, sp, lsl #13
            Word::arm(0x00008754, 0xb1e0200d), // mvnlt r2, sp
            Word::arm(0x00008758, 0x93d8d126), // bicsls sp, r8, #-2147483639
            Word::arm(0x0000875c, 0x51048056), // qaddpl r8, r6, r4
            Word::arm(0x00008760, 0x71405f86), // smlalbbvc r5, r0, r6, pc
            Word::arm(0x00008764, 0x60f1a8da), // ldrsbtvs sl, [r1], #138
            Word::arm(0x00008768, 0x91dd1c1b), // bicsls r1, sp, fp, lsl ip
            Word::arm(0x0000876c, 0xe0f109a8), // rscs r0, r1, r8, lsr #19
            Word::arm(0x00008770, 0xe0910008), // adds r0, r1, r8
            Word::arm(0x00008774, 0x73e186f1), // udf 0x73e186f1
            Word::arm(0x00008778, 0xe01c0b9e), // muls ip, lr, fp
            Word::arm(0x0000877c, 0x337ac025), // udf 0x337ac025
            Word::arm(0x00008780, 0x13daed77), // bicsne lr, sl, #7616
            Word::arm(0x00008784, 0xe0baeb01), // adcs lr, sl, r1, lsl #22
            Word::arm(0x00008788, 0x43e05a90), // mvnmi r5, #144, 20
            Word::arm(0x0000878c, 0x037a15bc), // udf 0x037a15bc
            Word::arm(0x00008790, 0x22135376), // andscs r5, r3, #-671088639
            Word::arm(0x00008794, 0x1007c324), // andne ip, r7, r4, lsr #6
            Word::arm(0x00008798, 0xe0de80ea), // sbcs r8, lr, sl, ror #1
            Word::arm(0x0000879c, 0xb07e800a), // rsbslt r8, lr, sl
            Word::arm(0x000087a0, 0x021ea52e), // andseq sl, lr, #192937984
            Word::arm(0x000087a4, 0xb0158994), // udf 0xb0158994
            Word::arm(0x000087a8, 0xe0f944c8), // rscs r4, r9, r8, asr #9
            Word::arm(0x000087ac, 0x13d9864f), // bicsne r8, r9, #82837504
            Word::arm(0x000087b0, 0xe2405a12), // sub r5, r0, #73728
            Word::arm(0x000087b4, 0xe1122c65), // udf 0xe1122c65
            Word::arm(0x000087b8, 0x034252c2), // udf 0x034252c2
            Word::arm(0x000087bc, 0xe0de7366), // sbcs r7, lr, r6, ror #6
            Word::arm(0x000087c0, 0x939e6404), // orrsls r6, lr, #4, 8
            Word::arm(0x000087c4, 0xe29607b4), // adds r0, r6, #180, 14
            Word::arm(0x000087c8, 0x4e31bf9e), // mrcmi 15, 1, fp, cr1, cr14, {4}
            Word::arm(0x000087cc, 0xa5255b15), // strge r5, [r5, #-2837]!
            Word::arm(0x000087d0, 0x51e0bf25), // mvnpl fp, r5, lsr #30
            Word::arm(0x000087d4, 0xd492465c), // ldrle r4, [r2], #1628
            Word::arm(0x000087d8, 0x507bd2f2), // ldrshtpl sp, [fp], #-34
            Word::arm(0x000087dc, 0xe145d3ab), // smlaltb sp, r5, fp, r3
            Word::arm(0x000087e0, 0xb3dd6942), // bicslt r6, sp, #1081344
            Word::arm(0x000087e4, 0xe1130c7e), // tst r3, lr, ror ip
            Word::arm(0x000087e8, 0xf8d891fc), // udf 0xf8d891fc
            Word::arm(0x000087ec, 0xf7dff843), // pld [pc, r3, asr #16]
            Word::arm(0x000087f0, 0x223dc2de), // eorscs ip, sp, #-536870899
            Word::arm(0x000087f4, 0x412e0eab), // smulwbmi lr, fp, lr
            Word::arm(0x000087f8, 0x912fff36), // blxls r6
            Word::arm(0x000087fc, 0x71690cc4), // smulbtvc r9, r4, ip
            Word::arm(0x00008800, 0x518860b9), // strhpl r6, [r8, r9]
            Word::arm(0x00008804, 0x7c5e19cd), // mrrcvc 9, 12, r1, lr, cr13
            Word::arm(0x00008808, 0xe197a613), // orrs sl, r7, r3, lsl r6
            Word::arm(0x0000880c, 0xe0137a9a), // udf 0xe0137a9a
            Word::arm(0x00008810, 0xe5c7a014), // strb sl, [r7, #20]
            Word::arm(0x00008814, 0xe1ea3c0a), // udf 0xe1ea3c0a
            Word::arm(0x00008818, 0xe03a7693), // mlas sl, r3, r6, r7
            Word::arm(0x0000881c, 0xa3aa3346), // udf 0xa3aa3346
            Word::arm(0x00008820, 0xe82a0088), // stmda sl!, {r3, r7}
            Word::arm(0x00008824, 0x50366a97), // mlaspl r6, r7, sl, r6
            Word::arm(0x00008828, 0xe3176c82), // udf 0xe3176c82
            Word::arm(0x0000882c, 0xe033669a), // mlas r3, sl, r6, r6
            Word::arm(0x00008830, 0x51a36003), // udf 0x51a36003
            Word::arm(0x00008834, 0xe3ba31cf), // udf 0xe3ba31cf
            Word::arm(0x00008838, 0xe1faacca), // udf 0xe1faacca
            Word::arm(0x0000883c, 0xc3a0a8d6), // movgt sl, #14024704
            Word::arm(0x00008840, 0xc23aa1be), // eorsgt sl, sl, #-2147483601
            Word::arm(0x00008844, 0xd1776846), // udf 0xd1776846
            Word::arm(0x00008848, 0xe0180797), // muls r8, r7, r7
            Word::arm(0x0000884c, 0x205a7007), // subscs r7, sl, r7
            Word::arm(0x00008850, 0x12da77be), // sbcsne r7, sl, #49807360
            Word::arm(0x00008854, 0xe00ba79a), // udf 0xe00ba79a
            Word::arm(0x00008858, 0xe046a63a), // sub sl, r6, sl, lsr r6
            Word::arm(0x0000885c, 0x739a60c3), // orrsvc r6, sl, #195
            Word::arm(0x00008860, 0xe073724a), // rsbs r7, r3, sl, asr #4
            Word::arm(0x00008864, 0xe233757c), // eors r7, r3, #124, 10
            Word::arm(0x00008868, 0xe59d9018), // ldr r9, [sp, #24]
            Word::arm(0x0000886c, 0xd233ae6c), // eorsle sl, r3, #108, 28
            Word::arm(0x00008870, 0xe0676753), // rsb r6, r7, r3, asr r7
            Word::arm(0x00008874, 0xe5aa7024), // str r7, [sl, #36]!
            Word::arm(0x00008878, 0x80ea4a90), // smlalhi r4, sl, r0, sl
            Word::arm(0x0000887c, 0xe586303c), // str r3, [r6, #60]
            Word::arm(0x00008880, 0x10e37a9a), // smlalne r7, r3, sl, sl
            Word::arm(0x00008884, 0x045ab024), // ldrbeq fp, [sl], #-36
            Word::arm(0x00008888, 0xe1fa6346), // udf 0xe1fa6346
            Word::arm(0x0000888c, 0x73ca6769), // bicvc r6, sl, #27525120
            Word::arm(0x00008890, 0xe3437b91), // udf 0xe3437b91
            Word::arm(0x00008894, 0xd3d3a4ea), // bicsle sl, r3, #-369098752
            Word::arm(0x00008898, 0x4107aa4a), // udf 0x4107aa4a
            Word::arm(0x0000889c, 0xe1536ac7), // udf 0xe1536ac7
            Word::arm(0x000088a0, 0x62f373a9), // rscsvs r7, r3, #-1543503870
            Word::arm(0x000088a4, 0xe09a6963), // adds r6, sl, r3, ror #18
            Word::arm(0x000088a8, 0xd28a3936), // addle r3, sl, #884736
            Word::arm(0x000088ac, 0xe1fa30ca), // udf 0xe1fa30ca
            Word::arm(0x000088b0, 0xd31aac0f), // udf 0xd31aac0f
            Word::arm(0x000088b4, 0x41866a33), // orrmi r6, r6, r3, lsr sl
            Word::arm(0x000088b8, 0xe0b36c4a), // adcs r6, r3, sl, asr #24
            Word::arm(0x000088bc, 0xe2d36c6f), // sbcs r6, r3, #28416
            Word::arm(0x000088c0, 0xd253a28b), // subsle sl, r3, #-1342177272
            Word::arm(0x000088c4, 0xe207af59), // and sl, r7, #356
            Word::arm(0x000088c8, 0xe137372a), // udf 0xe137372a
            Word::arm(0x000088cc, 0xe0d6d69a), // smulls sp, r6, sl, r6
            Word::arm(0x000088d0, 0xa1a66ac6), // udf 0xa1a66ac6
            Word::arm(0x000088d4, 0xe0177396), // udf 0xe0177396
            Word::arm(0x000088d8, 0x612a90d2), // udf 0x612a90d2
            Word::arm(0x000088dc, 0x432ff8ac), // msrmi CPSR_fsxc, #172, 16
            Word::arm(0x000088e0, 0xa3e04e7a), // mvnge r4, #1952
            Word::arm(0x000088e4, 0x81280ee5), // smulwthi r8, r5, lr
            Word::arm(0x000088e8, 0xfdcf4c3e), // udf 0xfdcf4c3e
            Word::arm(0x000088ec, 0xe12c278c), // smlawb ip, ip, r7, r2
            Word::arm(0x000088f0, 0xec590f21), // mrrc 15, 2, r0, r9, cr1
            Word::arm(0x000088f4, 0xc108809e), // swpgt r8, lr, [r8]
            Word::arm(0x000088f8, 0xc12fff1c), // bxgt ip
            Word::arm(0x000088fc, 0x30160e99), // mulscc r6, r9, lr
            Word::arm(0x00008900, 0x809c109a), // umullshi r1, ip, sl, r0
            Word::arm(0x00008904, 0x41f0d345), // mvnsmi sp, r5, asr #6
            Word::arm(0x00008908, 0xae5cbf25), // cdpge 15, 5, cr11, cr12, cr5, {1}
            Word::arm(0x0000890c, 0x61c22fb0), // strhvs r2, [r2, #240]
            Word::arm(0x00008910, 0x8b00002e), // blhi 0x89d0
            Word::arm(0x00008914, 0xe157d588), // udf 0xe157d588
            Word::arm(0x00008918, 0x8217d94b), // andshi sp, r7, #1228800
            Word::arm(0x0000891c, 0xa2a78551), // adcge r8, r7, #339738624
            Word::arm(0x00008920, 0xe00d7896), // udf 0xe00d7896
            Word::arm(0x00008924, 0xe1b77686), // udf 0xe1b77686
            Word::arm(0x00008928, 0x80add828), // adchi sp, sp, r8, lsr #16
            Word::arm(0x0000892c, 0xe0ddd7e6), // sbcs sp, sp, r6, ror #15
            Word::arm(0x00008930, 0xe016664d), // ands r6, r6, sp, asr #12
            Word::arm(0x00008934, 0x3336d7dc), // udf 0x3336d7dc
            Word::arm(0x00008938, 0xe23d8f5d), // eors r8, sp, #372
            Word::arm(0x0000893c, 0xe088785d), // add r7, r8, sp, asr r8
            Word::arm(0x00008940, 0x53d66f27), // bicspl r6, r6, #39, 30
            Word::arm(0x00008944, 0xe10d8328), // udf 0xe10d8328
            Word::arm(0x00008948, 0xe12876e6), // udf 0xe12876e6
            Word::arm(0x0000894c, 0xe01d7526), // ands r7, sp, r6, lsr #10
            Word::arm(0x00008950, 0xe036d9e6), // eors sp, r6, r6, ror #19
            Word::arm(0x00008954, 0xe0978847), // adds r8, r7, r7, asr #16
            Word::arm(0x00008958, 0xa2b77f5e), // adcsge r7, r7, #376
            Word::arm(0x0000895c, 0xb13880a6), // udf 0xb13880a6
            Word::arm(0x00008960, 0x3346db9a), // udf 0x3346db9a
            Word::arm(0x00008964, 0xe0388466), // eors r8, r8, r6, ror #8
            Word::arm(0x00008968, 0x91788006), // udf 0x91788006
            Word::arm(0x0000896c, 0x723861e4), // eorsvc r6, r8, #228, 2
            Word::arm(0x00008970, 0xe1f7de88), // udf 0xe1f7de88
            Word::arm(0x00008974, 0xe157d008), // udf 0xe157d008
            Word::arm(0x00008978, 0x92978d6c), // addsls r8, r7, #108, 26
            Word::arm(0x0000897c, 0xe13d7188), // udf 0xe13d7188
            Word::arm(0x00008980, 0x93a0d7b7), // movls sp, #47972352
            Word::arm(0x00008984, 0xd25d8114), // subsle r8, sp, #20, 2
            Word::arm(0x00008988, 0xe23d7f09), // eors r7, sp, #9, 30
            Word::arm(0x0000898c, 0x409db797), // umullsmi fp, sp, r7, r7
            Word::arm(0x00008990, 0xe116d7a8), // udf 0xe116d7a8
            Word::arm(0x00008994, 0xb2e68cb1), // rsclt r8, r6, #45312
            Word::arm(0x00008998, 0x9006669d), // udf 0x9006669d
            Word::arm(0x0000899c, 0xe077850d), // rsbs r8, r7, sp, lsl #10
            Word::arm(0x000089a0, 0xe01e079d), // muls lr, sp, r7
            Word::arm(0x000089a4, 0x83a8ddf1), // udf 0x83a8ddf1
            Word::arm(0x000089a8, 0xe3ad7094), // udf 0xe3ad7094
            Word::arm(0x000089ac, 0xe0f768e8), // rscs r6, r7, r8, ror #17
            Word::arm(0x000089b0, 0xc3978939), // orrsgt r8, r7, #933888
            Word::arm(0x000089b4, 0xe3366b67), // udf 0xe3366b67
            Word::arm(0x000089b8, 0x42986099), // addsmi r6, r8, #153
            Word::arm(0x000089bc, 0xe0dd7326), // sbcs r7, sp, r6, lsr #6
            Word::arm(0x000089c0, 0xd34d627a), // udf 0xd34d627a
            Word::arm(0x000089c4, 0xe01d8fc8), // ands r8, sp, r8, asr #31
            Word::arm(0x000089c8, 0x638d8a58), // orrvs r8, sp, #88, 20
            Word::arm(0x000089cc, 0x30d8379d), // smullscc r3, r8, sp, r7
            Word::arm(0x000089d0, 0xe1b7768d), // udf 0xe1b7768d
            Word::arm(0x000089d4, 0xa2377cdf), // eorsge r7, r7, #57088
            Word::arm(0x000089d8, 0xd287de1c), // addle sp, r7, #28, 28
            Word::arm(0x000089dc, 0x7a00002f), // bvc 0x8aa0
            Word::arm(0x000089e0, 0x93ccaa11), // bicls sl, ip, #69632
            Word::arm(0x000089e4, 0xe0841790), // umull r1, r4, r0, r7
            Word::arm(0x000089e8, 0xe553a038), // ldrb sl, [r3, #-56]
            Word::arm(0x000089ec, 0xe0cb329c), // smull r3, fp, ip, r2
            Word::arm(0x000089f0, 0xe0e19aa6), // rsc r9, r1, r6, lsr #21
            Word::arm(0x000089f4, 0xe1502588), // udf 0xe1502588
            Word::arm(0x000089f8, 0xe92008c0), // stmdb r0!, {r6, r7, fp}
            Word::arm(0x000089fc, 0x311d1ca6), // udf 0x311d1ca6
            Word::arm(0x00008a00, 0xe3f01256), // mvns r1, #1610612741
            Word::arm(0x00008a04, 0xc2115fe4), // andsgt r5, r1, #228, 30
            Word::arm(0x00008a08, 0xe142ef03), // udf 0xe142ef03
            Word::arm(0x00008a0c, 0xc07b84ec), // rsbsgt r8, fp, ip, ror #9
            Word::arm(0x00008a10, 0xe0f5a394), // smlals sl, r5, r4, r3
            Word::arm(0x00008a14, 0xe0b83090), // umlals r3, r8, r0, r0
            Word::arm(0x00008a18, 0xe1c8053a), // bic r0, r8, sl, lsr r5
            Word::arm(0x00008a1c, 0xe447600c), // strb r6, [r7], #-12
            Word::arm(0x00008a20, 0xe115b8ae), // udf 0xe115b8ae
            Word::arm(0x00008a24, 0xe59d0008), // ldr r0, [sp, #8]
            Word::arm(0x00008a28, 0x4295e6bc), // addsmi lr, r5, #188, 12
            Word::arm(0x00008a2c, 0xe312acd9), // udf 0xe312acd9
            Word::arm(0x00008a30, 0xe5038030), // str r8, [r3, #-48]
            Word::arm(0x00008a34, 0xe0be1692), // umlals r1, lr, r2, r6
            Word::arm(0x00008a38, 0x608a3390), // umullvs r3, sl, r0, r3
            Word::arm(0x00008a3c, 0x454de034), // strbmi lr, [sp, #-52]
            Word::arm(0x00008a40, 0xe0fb8c91), // smlals r8, fp, r1, ip
            Word::arm(0x00008a44, 0x90d3ee6a), // sbcsls lr, r3, sl, ror #28
            Word::arm(0x00008a48, 0xe0a3c398), // umlal ip, r3, r8, r3
            Word::arm(0x00008a4c, 0x2f975cec), // svccs 0x00975cec
            Word::arm(0x00008a50, 0x512fff11), // bxpl r1
            Word::arm(0x00008a54, 0x0c59c1cc), // mrrceq 1, 12, ip, r9, cr12
            Word::arm(0x00008a58, 0xd0ef51c9), // rscle r5, pc, r9, asr #3
            Word::arm(0x00008a5c, 0x08bb2388), // ldmeq fp!, {r3, r7, r8, r9, sp}
            Word::arm(0x00008a60, 0xc12eb97a), // bkpt 0xeb9a
            Word::arm(0x00008a64, 0x5f7926d7), // svcpl 0x007926d7
            Word::arm(0x00008a68, 0x112fff28), // bxjne r8
            Word::arm(0x00008a6c, 0x71a0caeb), // rorvc ip, fp, #21
            Word::arm(0x00008a70, 0xc1e99bf2), // udf 0xc1e99bf2
            Word::arm(0x00008a74, 0xd1ca318c), // bicle r3, sl, ip, lsl #3
            Word::arm(0x00008a78, 0x21f0c716), // mvnscs ip, r6, lsl r7
            Word::arm(0x00008a7c, 0x861016be), // udf 0x861016be
            Word::arm(0x00008a80, 0x310913a0), // smlatbcc r9, r0, r3, r1
            Word::arm(0x00008a84, 0xb4793f31), // ldrbtlt r3, [r9], #-3889
            Word::arm(0x00008a88, 0x718dd6aa), // orrvc sp, sp, sl, lsr #13
            Word::arm(0x00008a8c, 0xb0da1d98), // smullslt r1, sl, r8, sp
            Word::arm(0x00008a90, 0xe0190495), // muls r9, r5, r4
            Word::arm(0x00008a94, 0x101a9005), // andsne r9, sl, r5
            Word::arm(0x00008a98, 0xe58db004), // str fp, [sp, #4]
            Word::arm(0x00008a9c, 0x129a5aea), // addsne r5, sl, #958464
            Word::arm(0x00008aa0, 0xe0194995), // udf 0xe0194995
            Word::arm(0x00008aa4, 0xe1f4a604), // udf 0xe1f4a604
            Word::arm(0x00008aa8, 0xe0150494), // muls r5, r4, r4
            Word::arm(0x00008aac, 0xe58d6030), // str r6, [sp, #48]
            Word::arm(0x00008ab0, 0xc2254f46), // eorgt r4, r5, #280
            Word::arm(0x00008ab4, 0xe8050420), // stmda r5, {r5, sl}
            Word::arm(0x00008ab8, 0xe02a4599), // mla sl, r9, r5, r4
            Word::arm(0x00008abc, 0xe00a4999), // udf 0xe00a4999
            Word::arm(0x00008ac0, 0xe095e494), // umulls lr, r5, r4, r4
            Word::arm(0x00008ac4, 0xe0359999), // mlas r5, r9, r9, r9
            Word::arm(0x00008ac8, 0xe24aa092), // sub sl, sl, #146
            Word::arm(0x00008acc, 0x10eab499), // smlalne fp, sl, r9, r4
            Word::arm(0x00008ad0, 0xe0f451c5), // rscs r5, r4, r5, asr #3
            Word::arm(0x00008ad4, 0xa3a45fa0), // udf 0xa3a45fa0
            Word::arm(0x00008ad8, 0xe0755345), // rsbs r5, r5, r5, asr #6
            Word::arm(0x00008adc, 0xc20550bd), // andgt r5, r5, #189
            Word::arm(0x00008ae0, 0xe57ab004), // ldrb fp, [sl, #-4]!
            Word::arm(0x00008ae4, 0xe085da94), // umull sp, r5, r4, sl
            Word::arm(0x00008ae8, 0x20b95990), // umlalscs r5, r9, r0, r9
            Word::arm(0x00008aec, 0xe019049a), // muls r9, sl, r4
            Word::arm(0x00008af0, 0x7379a972), // udf 0x7379a972
            Word::arm(0x00008af4, 0xe0150a94), // muls r5, r4, sl
            Word::arm(0x00008af8, 0x62794e51), // rsbsvs r4, r9, #1296
            Word::arm(0x00008afc, 0xe169a285), // udf 0xe169a285
            Word::arm(0x00008b00, 0xe564a014), // strb sl, [r4, #-20]!
            Word::arm(0x00008b04, 0x1369a446), // udf 0x1369a446
            Word::arm(0x00008b08, 0xe1f55609), // udf 0xe1f55609
            Word::arm(0x00008b0c, 0xe58d7004), // str r7, [sp, #4]
            Word::arm(0x00008b10, 0xa3a59646), // udf 0xa3a59646
            Word::arm(0x00008b14, 0xe0f95c25), // rscs r5, r9, r5, lsr #24
            Word::arm(0x00008b18, 0x03e954e2), // udf 0x03e954e2
            Word::arm(0x00008b1c, 0xe0d9c490), // smulls ip, r9, r0, r4
            Word::arm(0x00008b20, 0xe9050020), // stmdb r5, {r5}
            Word::arm(0x00008b24, 0xe1299624), // udf 0xe1299624
            Word::arm(0x00008b28, 0xe2994785), // adds r4, r9, #34865152
            Word::arm(0x00008b2c, 0xe074a5aa), // rsbs sl, r4, sl, lsr #11
            Word::arm(0x00008b30, 0xe354ae2c), // udf 0xe354ae2c
            Word::arm(0x00008b34, 0xe59dc038), // ldr ip, [sp, #56]
            Word::arm(0x00008b38, 0x93b4ab04), // udf 0x93b4ab04
            Word::arm(0x00008b3c, 0xd5d99024), // ldrble r9, [r9, #36]
            Word::arm(0x00008b40, 0xe1da4669), // bics r4, sl, r9, ror #12
            Word::arm(0x00008b44, 0x33ca9012), // biccc r9, sl, #18
            Word::arm(0x00008b48, 0xe19aa46a), // orrs sl, sl, sl, ror #8
            Word::arm(0x00008b4c, 0x925aa257), // subsls sl, sl, #1879048197
            Word::arm(0x00008b50, 0xe1b9a884), // udf 0xe1b9a884
            Word::arm(0x00008b54, 0xe3f44fc8), // udf 0xe3f44fc8
            Word::arm(0x00008b58, 0x519a4da9), // orrspl r4, sl, r9, lsr #27
            Word::arm(0x00008b5c, 0x13655311), // udf 0x13655311
            Word::arm(0x00008b60, 0x91eee10c), // udf 0x91eee10c
            Word::arm(0x00008b64, 0xe0725262), // rsbs r5, r2, r2, ror #4
            Word::arm(0x00008b68, 0x51a00002), // movpl r0, r2
            Word::arm(0x00008b6c, 0x529229bb), // addspl r2, r2, #3063808
            Word::arm(0x00008b70, 0x900acd5d), // andls ip, sl, sp, asr sp
            Word::arm(0x00008b74, 0xe08b2790), // umull r2, fp, r0, r7
            Word::arm(0x00008b78, 0xe1183b2d), // udf 0xe1183b2d
            Word::arm(0x00008b7c, 0xa1a0c00d), // movge ip, sp
            Word::arm(0x00008b80, 0x92c8d186), // sbcls sp, r8, #-2147483615
            Word::arm(0x00008b84, 0x7172d5c5), // udf 0x7172d5c5
            Word::arm(0x00008b88, 0xe016c761), // ands ip, r6, r1, ror #14
            Word::arm(0x00008b8c, 0x736617bc), // udf 0x736617bc
            Word::arm(0x00008b90, 0xe07b2e0a), // rsbs r2, fp, sl, lsl #28
            Word::arm(0x00008b94, 0xe3a0b2f6), // mov fp, #1610612751
            Word::arm(0x00008b98, 0x834bacc2), // udf 0x834bacc2
            Word::arm(0x00008b9c, 0x101ddd35), // andsne sp, sp, r5, lsr sp
            Word::arm(0x00008ba0, 0x20c9c890), // smullcs ip, r9, r0, r8
            Word::arm(0x00008ba4, 0xe1f94f6c), // udf 0xe1f94f6c
            Word::arm(0x00008ba8, 0xe0b9400c), // adcs r4, r9, ip
            Word::arm(0x00008bac, 0x83b9c0ac), // udf 0x83b9c0ac
            Word::arm(0x00008bb0, 0xe157d239), // udf 0xe157d239
            Word::arm(0x00008bb4, 0x1044d38b), // subne sp, r4, fp, lsl #7
            Word::arm(0x00008bb8, 0xc1136b79), // udf 0xc1136b79
            Word::arm(0x00008bbc, 0x012fff3a), // blxeq sl
            Word::arm(0x00008bc0, 0x30cb1511), // sbccc r1, fp, r1, lsl r5
            Word::arm(0x00008bc4, 0x516b04ad), // smultbpl fp, sp, r4
            Word::arm(0x00008bc8, 0x410c7dc3), // smlabtmi ip, r3, sp, r7
            Word::arm(0x00008bcc, 0xd320fb84), // nople {132}
            Word::arm(0x00008bd0, 0xe1b1e24e), // udf 0xe1b1e24e
            Word::arm(0x00008bd4, 0xb301ea8e), // udf 0xb301ea8e
            Word::arm(0x00008bd8, 0xe01ee1ee), // ands lr, lr, lr, ror #3
            Word::arm(0x00008bdc, 0xa3bee0e2), // udf 0xa3bee0e2
            Word::arm(0x00008be0, 0x338ee745), // orrcc lr, lr, #18087936
            Word::arm(0x00008be4, 0xe041e302), // sub lr, r1, r2, lsl #6
            Word::arm(0x00008be8, 0xe21e1b95), // ands r1, lr, #152576
            Word::arm(0x00008bec, 0x50ee225e), // rscpl r2, lr, lr, asr r2
            Word::arm(0x00008bf0, 0xe1921142), // orrs r1, r2, r2, asr #2
            Word::arm(0x00008bf4, 0xe58d300c), // str r3, [sp, #12]
            Word::arm(0x00008bf8, 0x729223fd), // addsvc r2, r2, #-201326589
            Word::arm(0x00008bfc, 0xe9be0004), // ldmib lr!, {r2}
            Word::arm(0x00008c00, 0xe93e0006), // ldmdb lr!, {r1, r2}
            Word::arm(0x00008c04, 0xe082c190), // umull ip, r2, r0, r1
            Word::arm(0x00008c08, 0xe8114006), // ldmda r1, {r1, r2, lr}
            Word::arm(0x00008c0c, 0xe40e002c), // str r0, [lr], #-44
            Word::arm(0x00008c10, 0x00f21da1), // rscseq r1, r2, r1, lsr #27
            Word::arm(0x00008c14, 0xe2f12a97), // rscs r2, r1, #618496
            Word::arm(0x00008c18, 0xe5122000), // ldr r2, [r2, #-0]
            Word::arm(0x00008c1c, 0xe0be254e), // adcs r2, lr, lr, asr #10
            Word::arm(0x00008c20, 0x10301e9e), // mlasne r0, lr, lr, r1
            Word::arm(0x00008c24, 0x612fff2b), // bxjvs fp
            Word::arm(0x00008c28, 0x11a5a0bf), // strhne sl, [r5, pc]!
            Word::arm(0x00008c2c, 0x5085339a), // umullpl r3, r5, sl, r3
            Word::arm(0x00008c30, 0x39c0cdcf), // stmibcc r0, {r0, r1, r2, r3, r6, r7, r8, sl, fp, lr, pc}^
            Word::arm(0x00008c34, 0x412fff38), // blxmi r8
            Word::arm(0x00008c38, 0xd108d38e), // smlabble r8, lr, r3, sp
            Word::arm(0x00008c3c, 0x5dac3f7a), // stcpl 15, cr3, [ip, #488]!
            Word::arm(0x00008c40, 0x7040c6fa), // strdvc ip, [r0], #-106
            Word::arm(0x00008c44, 0x5120f001), // msrpl CPSR_, r1
            Word::arm(0x00008c48, 0x0f336488), // svceq 0x00336488
            Word::arm(0x00008c4c, 0x3fbfddbb), // svccc 0x00bfddbb
            Word::arm(0x00008c50, 0xc08a90f5), // udf 0xc08a90f5
            Word::arm(0x00008c54, 0x61d763f6), // ldrshvs r6, [r7, #54]
            Word::arm(0x00008c58, 0xe1e56851), // udf 0xe1e56851
            Word::arm(0x00008c5c, 0xe2e97865), // rsc r7, r9, #6619136
            Word::arm(0x00008c60, 0xe05e2b85), // subs r2, lr, r5, lsl #23
            Word::arm(0x00008c64, 0x03bc4c33), // udf 0x03bc4c33
            Word::arm(0x00008c68, 0xe131dc2a), // udf 0xe131dc2a
            Word::arm(0x00008c6c, 0xb1e0d00a), // mvnlt sp, sl
            Word::arm(0x00008c70, 0x13e1ab57), // udf 0x13e1ab57
            Word::arm(0x00008c74, 0xe0d7a649), // sbcs sl, r7, r9, asr #12
            Word::arm(0x00008c78, 0xe237ab93), // eors sl, r7, #150528
            Word::arm(0x00008c7c, 0xe58dc010), // str ip, [sp, #16]
            Word::arm(0x00008c80, 0x23279e0e), // udf 0x23279e0e
            Word::arm(0x00008c84, 0xe1d7b8ed), // bics fp, r7, sp, ror #17
            Word::arm(0x00008c88, 0xe0b1afa2), // adcs sl, r1, r2, lsr #31
            Word::arm(0x00008c8c, 0xd3912dab), // orrsle r2, r1, #10944
            Word::arm(0x00008c90, 0xd01d9b94), // udf 0xd01d9b94
            Word::arm(0x00008c94, 0xe06e4618), // rsb r4, lr, r8, lsl r6
            Word::arm(0x00008c98, 0xe216a3b0), // ands sl, r6, #176, 6
            Word::arm(0x00008c9c, 0xe12668ce), // smlawt r6, lr, r8, r6
            Word::arm(0x00008ca0, 0xe9324202), // ldmdb r2!, {r1, r9, lr}
            Word::arm(0x00008ca4, 0x10a1ca95), // umlalne ip, r1, r5, sl
            Word::arm(0x00008ca8, 0xe0c7405a), // sbc r4, r7, sl, asr r0
            Word::arm(0x00008cac, 0xe90e4408), // stmdb lr, {r3, sl, lr}
            Word::arm(0x00008cb0, 0x15c61028), // strbne r1, [r6, #40]
            Word::arm(0x00008cb4, 0xe5c3d030), // strb sp, [r3, #48]
            Word::arm(0x00008cb8, 0xe1663aaa), // udf 0xe1663aaa
            Word::arm(0x00008cbc, 0xb99d0241), // ldmiblt sp, {r0, r6, r9}
            Word::arm(0x00008cc0, 0xc552d01c), // ldrbgt sp, [r2, #-28]
            Word::arm(0x00008cc4, 0xe139cac5), // udf 0xe139cac5
            Word::arm(0x00008cc8, 0x60f9c005), // rscsvs ip, r9, r5
            Word::arm(0x00008ccc, 0xe59d1008), // ldr r1, [sp, #8]
            Word::arm(0x00008cd0, 0x831955b0), // udf 0x831955b0
            Word::arm(0x00008cd4, 0xe0a2db42), // adc sp, r2, r2, asr #22
            Word::arm(0x00008cd8, 0xc34d7bd9), // udf 0xc34d7bd9
            Word::arm(0x00008cdc, 0xe0a73096), // umlal r3, r7, r6, r0
            Word::arm(0x00008ce0, 0xd00e2693), // udf 0xd00e2693
            Word::arm(0x00008ce4, 0xe232975a), // eors r9, r2, #23592960
            Word::arm(0x00008ce8, 0x2084d09e), // umullcs sp, r4, lr, r0
            Word::arm(0x00008cec, 0xe0cee146), // sbc lr, lr, r6, asr #2
            Word::arm(0x00008cf0, 0xe9890090), // stmib r9, {r4, r7}
            Word::arm(0x00008cf4, 0xe1b82e03), // udf 0xe1b82e03
            Word::arm(0x00008cf8, 0xe9ae0098), // stmib lr!, {r3, r4, r7}
            Word::arm(0x00008cfc, 0xe2d64649), // sbcs r4, r6, #76546048
            Word::arm(0x00008d00, 0xe0170e90), // muls r7, r0, lr
            Word::arm(0x00008d04, 0x221972c0), // andscs r7, r9, #192, 4
            Word::arm(0x00008d08, 0x123905e4), // eorsne r0, r9, #228, 10
            Word::arm(0x00008d0c, 0xe326d884), // udf 0xe326d884
            Word::arm(0x00008d10, 0xe396e1df), // orrs lr, r6, #-1073741769
            Word::arm(0x00008d14, 0x310e4b2e), // udf 0x310e4b2e
            Word::arm(0x00008d18, 0xe221c1f1), // eor ip, r1, #1073741884
            Word::arm(0x00008d1c, 0xe018d8a0), // ands sp, r8, r0, lsr #17
            Word::arm(0x00008d20, 0xe59d2004), // ldr r2, [sp, #4]
            Word::arm(0x00008d24, 0x03a80b04), // udf 0x03a80b04
            Word::arm(0x00008d28, 0xd18bc83d), // orrle ip, fp, sp, lsr r8
            Word::arm(0x00008d2c, 0x316309ce), // smulbtcc r3, lr, r9
            Word::arm(0x00008d30, 0xe366c260), // udf 0xe366c260
            Word::arm(0x00008d34, 0xe0a26091), // umlal r6, r2, r1, r0
            Word::arm(0x00008d38, 0xe3c8d954), // bic sp, r8, #84, 18
            Word::arm(0x00008d3c, 0xe0570059), // subs r0, r7, r9, asr r0
            Word::arm(0x00008d40, 0xe460301c), // strbt r3, [r0], #-28
            Word::arm(0x00008d44, 0xe0bb7853), // adcs r7, fp, r3, asr r8
            Word::arm(0x00008d48, 0x408ad493), // umullmi sp, sl, r3, r4
            Word::arm(0x00008d4c, 0xe0f6335c), // rscs r3, r6, ip, asr r3
            Word::arm(0x00008d50, 0xe3d22ea5), // bics r2, r2, #2640
            Word::arm(0x00008d54, 0x4211dcb4), // andsmi sp, r1, #180, 24
            Word::arm(0x00008d58, 0xe0eee35e), // rsc lr, lr, lr, asr r3
            Word::arm(0x00008d5c, 0xe0790647), // rsbs r0, r9, r7, asr #12
            Word::arm(0x00008d60, 0xe1a0b007), // mov fp, r7
            Word::arm(0x00008d64, 0x22297e3e), // eorcs r7, r9, #992
            Word::arm(0x00008d68, 0xe0534c54), // subs r4, r3, r4, asr ip
            Word::arm(0x00008d6c, 0xe03b2e96), // mlas fp, r6, lr, r2
            Word::arm(0x00008d70, 0xe3ebe66b), // udf 0xe3ebe66b
            Word::arm(0x00008d74, 0xe03c5a9b), // mlas ip, fp, sl, r5
            Word::arm(0x00008d78, 0xb13b584a), // udf 0xb13b584a
            Word::arm(0x00008d7c, 0xe1181a83), // udf 0xe1181a83
            Word::arm(0x00008d80, 0xd1a05003), // movle r5, r3
            Word::arm(0x00008d84, 0x22c8338b), // sbccs r3, r8, #738197506
            Word::arm(0x00008d88, 0xe0e29990), // smlal r9, r2, r0, r9
            Word::arm(0x00008d8c, 0xe36ace20), // udf 0xe36ace20
            Word::arm(0x00008d90, 0xe50c4028), // str r4, [ip, #-40]
            Word::arm(0x00008d94, 0xe0cb4faa), // sbc r4, fp, sl, lsr #31
            Word::arm(0x00008d98, 0xe12da1e6), // udf 0xe12da1e6
            Word::arm(0x00008d9c, 0x03227f6c), // udf 0x03227f6c
            Word::arm(0x00008da0, 0xe8210114), // stmda r1!, {r2, r4, r8}
            Word::arm(0x00008da4, 0xe1f612ae), // udf 0xe1f612ae
            Word::arm(0x00008da8, 0x32c6ea4f), // sbccc lr, r6, #323584
            Word::arm(0x00008dac, 0x82c8f1ed), // sbchi pc, r8, #1073741883
            Word::arm(0x00008db0, 0xa10f0000), // mrsge r0, CPSR
            Word::arm(0x00008db4, 0xe07393a6), // rsbs r9, r3, r6, lsr #7
            Word::arm(0x00008db8, 0xc2436083), // subgt r6, r3, #131
            Word::arm(0x00008dbc, 0xe1197359), // udf 0xe1197359
            Word::arm(0x00008dc0, 0xe07995e3), // rsbs r9, r9, r3, ror #11
            Word::arm(0x00008dc4, 0x93b93e93), // udf 0x93b93e93
            Word::arm(0x00008dc8, 0xe0130697), // muls r3, r7, r6
            Word::arm(0x00008dcc, 0xb1e06007), // mvnlt r6, r7
            Word::arm(0x00008dd0, 0x23277658), // udf 0x23277658
            Word::arm(0x00008dd4, 0xd0633357), // rsble r3, r3, r7, asr r3
            Word::arm(0x00008dd8, 0xe08363e9), // add r6, r3, r9, ror #7
            Word::arm(0x00008ddc, 0xe1763c89), // udf 0xe1763c89
            Word::arm(0x00008de0, 0x73469647), // udf 0x73469647
            Word::arm(0x00008de4, 0xe3973d4e), // orrs r3, r7, #4992
            Word::arm(0x00008de8, 0xe0170993), // muls r7, r3, r9
            Word::arm(0x00008dec, 0xa3e93775), // udf 0xa3e93775
            Word::arm(0x00008df0, 0xe1f69429), // udf 0xe1f69429
            Word::arm(0x00008df4, 0xe0d36b87), // sbcs r6, r3, r7, lsl #23
            Word::arm(0x00008df8, 0xd3337400), // udf 0xd3337400
            Word::arm(0x00008dfc, 0xb31663ed), // udf 0xb31663ed
            Word::arm(0x00008e00, 0x712fff3e), // blxvc lr
            Word::arm(0x00008e04, 0xb0faca06), // rscslt ip, sl, r6, lsl #20
            Word::arm(0x00008e08, 0x3c23bffd), // stccc 15, cr11, [r3], #-1012
            Word::arm(0x00008e0c, 0xe38a1220), // orr r1, sl, #32, 4
            Word::arm(0x00008e10, 0x91110f55), // tstls r1, r5, asr pc
            Word::arm(0x00008e14, 0xa084c9a8), // addge ip, r4, r8, lsr #19
            Word::arm(0x00008e18, 0x212307a8), // smulwbcs r3, r8, r7
            Word::arm(0x00008e1c, 0x992ed80a), // stmdbls lr!, {r1, r3, fp, ip, lr, pc}
            Word::arm(0x00008e20, 0x21330629), // teqcs r3, r9, lsr #12
            Word::arm(0x00008e24, 0xe00f00fe), // strd r0, [pc], -lr
            Word::arm(0x00008e28, 0xb039a49f), // mlaslt r9, pc, r4, sl
            Word::arm(0x00008e2c, 0x8a000030), // bhi 0x8ef4
            Word::arm(0x00008e30, 0xb19e91a4), // orrslt r9, lr, r4, lsr #3
            Word::arm(0x00008e34, 0x0320f803), // wfieq
            Word::arm(0x00008e38, 0xd09ee586), // addsle lr, lr, r6, lsl #11
            Word::arm(0x00008e3c, 0xe2a440e3), // adc r4, r4, #227
            Word::arm(0x00008e40, 0x90046496), // udf 0x90046496
            Word::arm(0x00008e44, 0xa006e826), // andge lr, r6, r6, lsr #16
            Word::arm(0x00008e48, 0x805e41c6), // subshi r4, lr, r6, asr #3
            Word::arm(0x00008e4c, 0xe1d44204), // bics r4, r4, r4, lsl #4
            Word::arm(0x00008e50, 0x73b44a6e), // udf 0x73b44a6e
            Word::arm(0x00008e54, 0xe0366e74), // eors r6, r6, r4, ror lr
            Word::arm(0x00008e58, 0x93b46e67), // udf 0x93b46e67
            Word::arm(0x00008e5c, 0xe3148212), // udf 0xe3148212
            Word::arm(0x00008e60, 0xb0e46890), // smlallt r6, r4, r0, r8
            Word::arm(0x00008e64, 0xe0889c9c), // umull r9, r8, ip, ip
            Word::arm(0x00008e68, 0xe1d445ac), // bics r4, r4, ip, lsr #11
            Word::arm(0x00008e6c, 0xe034c4e4), // eors ip, r4, r4, ror #9
            Word::arm(0x00008e70, 0xb25449a9), // subslt r4, r4, #2768896
            Word::arm(0x00008e74, 0xe01485a4), // ands r8, r4, r4, lsr #11
            Word::arm(0x00008e78, 0x4214428d), // andsmi r4, r4, #-805306360
            Word::arm(0x00008e7c, 0xe114826c), // udf 0xe114826c
            Word::arm(0x00008e80, 0xa2e4ce40), // rscge ip, r4, #64, 28
            Word::arm(0x00008e84, 0xe2d48c77), // sbcs r8, r4, #30464
            Word::arm(0x00008e88, 0xe164c66c), // udf 0xe164c66c
            Word::arm(0x00008e8c, 0xe05c430c), // subs r4, ip, ip, lsl #6
            Word::arm(0x00008e90, 0x63bcc684), // udf 0x63bcc684
            Word::arm(0x00008e94, 0xe0744e8c), // rsbs r4, r4, ip, lsl #29
            Word::arm(0x00008e98, 0xe3e083bd), // mvn r8, #-201326590
            Word::arm(0x00008e9c, 0xa204c670), // andge ip, r4, #112, 12
            Word::arm(0x00008ea0, 0xe0180c9c), // muls r8, ip, ip
            Word::arm(0x00008ea4, 0x1378c666), // udf 0x1378c666
            Word::arm(0x00008ea8, 0xe1144928), // udf 0xe1144928
            Word::arm(0x00008eac, 0x33548909), // udf 0x33548909
            Word::arm(0x00008eb0, 0xe10c4c34), // udf 0xe10c4c34
            Word::arm(0x00008eb4, 0xe0140898), // muls r4, r8, r8
            Word::arm(0x00008eb8, 0xe3a08e4e), // mov r8, #1248
            Word::arm(0x00008ebc, 0xd2b4877c), // adcsle r8, r4, #124, 14
            Word::arm(0x00008ec0, 0x8f0f61d8), // svchi 0x000f61d8
            Word::arm(0x00008ec4, 0xa3590f67), // cmpge r9, #412
            Word::arm(0x00008ec8, 0x34b0255a), // ldrtcc r2, [r0], #1370
            Word::arm(0x00008ecc, 0x110d82c9), // smlabtne sp, r9, r2, r8
            Word::arm(0x00008ed0, 0x319ef470), // orrscc pc, lr, r0, ror r4
            Word::arm(0x00008ed4, 0x212fff19), // bxcs r9
            Word::arm(0x00008ed8, 0xf55ffcca), // pld [pc, #-3274]
            Word::arm(0x00008edc, 0xd320f09c), // nople {156}
            Word::arm(0x00008ee0, 0x9e9c7f6f), // cdpls 15, 9, cr7, cr12, cr15, {3}
            Word::arm(0x00008ee4, 0xb12fff18), // bxlt r8
            Word::arm(0x00008ee8, 0x810f7000), // mrshi r7, CPSR
            Word::arm(0x00008eec, 0x510fd000), // mrspl sp, CPSR
            Word::arm(0x00008ef0, 0xf5dcf939), // pld [ip, #2361]
            Word::arm(0x00008ef4, 0x61b0a07a), // rorsvs sl, sl, r0
            Word::arm(0x00008ef8, 0x43ce6699), // bicmi r6, lr, #160432128
            Word::arm(0x00008efc, 0x05ac1efd), // streq r1, [ip, #3837]!
            Word::arm(0x00008f00, 0x6320fb77), // nopvs {119}
            Word::arm(0x00008f04, 0xfaffffc8), // blx 0x8e2c
            Word::arm(0x00008f08, 0xe15412a0), // udf 0xe15412a0
            Word::arm(0x00008f0c, 0xe17b496c), // udf 0xe17b496c
            Word::arm(0x00008f10, 0xe1a0900c), // mov r9, ip
            Word::arm(0x00008f14, 0x621bc435), // andsvs ip, fp, #889192448
            Word::arm(0x00008f18, 0xe031349b), // mlas r1, fp, r4, r3
            Word::arm(0x00008f1c, 0xe0c3609c), // smull r6, r3, ip, r0
            Word::arm(0x00008f20, 0xe135a4e9), // udf 0xe135a4e9
            Word::arm(0x00008f24, 0x53e0d18b), // mvnpl sp, #-1073741790
            Word::arm(0x00008f28, 0xa2559af0), // subsge r9, r5, #240, 20
            Word::arm(0x00008f2c, 0xe0110390), // muls r1, r0, r3
            Word::arm(0x00008f30, 0x33a034cc), // movcc r3, #204, 8
            Word::arm(0x00008f34, 0xa3770d9d), // cmnge r7, #10048
            Word::arm(0x00008f38, 0xe17ae1c8), // udf 0xe17ae1c8
            Word::arm(0x00008f3c, 0x701ae008), // andsvc lr, sl, r8
            Word::arm(0x00008f40, 0xa3fa838d), // udf 0xa3fa838d
            Word::arm(0x00008f44, 0xe0ab9893), // umlal r9, fp, r3, r8
            Word::arm(0x00008f48, 0xe3b36e22), // udf 0xe3b36e22
            Word::arm(0x00008f4c, 0xe0fa9b87), // rscs r9, sl, r7, lsl #23
            Word::arm(0x00008f50, 0x20fa9007), // rscscs r9, sl, r7
            Word::arm(0x00008f54, 0x93ca7909), // bicls r7, sl, #147456
            Word::arm(0x00008f58, 0xe094b89c), // umulls fp, r4, ip, r8
            Word::arm(0x00008f5c, 0xe0416f61), // sub r6, r1, r1, ror #30
            Word::arm(0x00008f60, 0xe15c48e6), // udf 0xe15c48e6
            Word::arm(0x00008f64, 0xb17c4006), // udf 0xb17c4006
            Word::arm(0x00008f68, 0xc2fc638f), // rscsgt r6, ip, #1006632962
            Word::arm(0x00008f6c, 0xe0fd2b89), // rscs r2, sp, r9, lsl #23
            Word::arm(0x00008f70, 0x330d9d5a), // udf 0x330d9d5a
            Word::arm(0x00008f74, 0x51290aa0), // smulwbpl r9, r0, sl
            Word::arm(0x00008f78, 0xf754fa47), // pld [r4, -r7, asr #20]
            Word::arm(0x00008f7c, 0x1f9ea179), // svcne 0x009ea179
            Word::arm(0x00008f80, 0x800bd8cb), // andhi sp, fp, fp, asr #17
            Word::arm(0x00008f84, 0x16103d15), // udf 0x16103d15
            Word::arm(0x00008f88, 0x1374018e), // cmnne r4, #-2147483613
            Word::arm(0x00008f8c, 0xe326fc16), // msr CPSR_sx, #5632
            Word::arm(0x00008f90, 0xd1986853), // orrsle r6, r8, r3, asr r8
            Word::arm(0x00008f94, 0xc12fff15), // bxgt r5
            Word::arm(0x00008f98, 0xaced699c), // stclge 9, cr6, [sp], #624
            Word::arm(0x00008f9c, 0x131309d6), // tstne r3, #3506176
            Word::arm(0x00008fa0, 0x41b0b33d), // lsrsmi fp, sp, r3
            Word::arm(0x00008fa4, 0xa3580713), // cmpge r8, #4980736
            Word::arm(0x00008fa8, 0x91260ba6), // smulwbls r6, r6, fp
            Word::arm(0x00008fac, 0xc3f0e108), // mvnsgt lr, #8, 2
            Word::arm(0x00008fb0, 0x400ffec8), // andmi pc, pc, r8, asr #29
            Word::arm(0x00008fb4, 0xb323f213), // msrlt CPSR_xc, #805306369
            Word::arm(0x00008fb8, 0xf7dbfbab), // pld [fp, fp, lsr #23]
            Word::arm(0x00008fbc, 0x7e7f0f2e), // cdpvc 15, 7, cr0, cr15, cr14, {1}
            Word::arm(0x00008fc0, 0x8320fd03), // wfihi
            Word::arm(0x00008fc4, 0x410448ce), // smlabtmi r4, lr, r8, r4
            Word::arm(0x00008fc8, 0x9afffff8), // bls 0x8fb0
            Word::arm(0x00008fcc, 0x73e0f5eb), // mvnvc pc, #985661440
            Word::arm(0x00008fd0, 0x73160405), // tstvc r6, #83886080
            Word::arm(0x00008fd4, 0x112874c6), // smlawtne r8, r6, r4, r7
            Word::arm(0x00008fd8, 0xc1590836), // cmpgt r9, r6, lsr r8
            Word::arm(0x00008fdc, 0xe20d29b5), // and r2, sp, #2965504
            Word::arm(0x00008fe0, 0xe0abcd97), // umlal ip, fp, r7, sp
            Word::arm(0x00008fe4, 0x51286945), // udf 0x51286945
            Word::arm(0x00008fe8, 0x50218b02), // eorpl r8, r1, r2, lsl #22
            Word::arm(0x00008fec, 0xe1bcb365), // udf 0xe1bcb365
            Word::arm(0x00008ff0, 0x733c523a), // udf 0x733c523a
            Word::arm(0x00008ff4, 0xe1f317cc), // udf 0xe1f317cc
            Word::arm(0x00008ff8, 0x7273cc8f), // rsbsvc ip, r3, #36608
            Word::arm(0x00008ffc, 0x20371490), // mlascs r7, r0, r4, r1
        ],
    });
}

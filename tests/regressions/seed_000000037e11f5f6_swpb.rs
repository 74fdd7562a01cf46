//! Fuzz regression `seed_000000037e11f5f6_swpb`: divergence, seed 0x37e11f5f6, block #120 at 0x0000851c (ARM), tick 282
//! registers differ (rows marked *)

use arm::cp15::Cp15Regs;
use arm::CpuState;
use goldtrace::fuzz::{Spec, Word};

#[test]
fn replays_without_divergence() {
    super::replay(Spec {
        seed: 0x37e11f5f6,
        fill_seed: 0x61c325b6e25940fa,
        ticks: 0,
        blocks: 121,
        traced: true,
        state: CpuState {
            r: [
                0x8a5d8, 0xe, 0x99839, 0xffff5, 0x290a296c, 0x1d, 0x29d08, 0xc0000a90, 0x82be7120,
                0xffffffec, 0x411ac, 0x80906, 0x100005, 0x8e630, 0x8ff7, 0x8474,
            ],
            n: 0x0,
            z: 0x1,
            c: 0x0,
            v: 0x0,
            cpsr_rest: 0x91,
            banked_r13_r14: [
                [0xc0000668, 0x89ab],
                [0xbe6f9, 0x819e],
                [0x7d9c0, 0x870d],
                [0x100005, 0x8694],
                [0xd308c, 0x40c8c],
                [0x87c88, 0xfffffff4],
            ],
            banked_r8_r12: [
                [0x5, 0x2, 0xffffffe4, 0x100006, 0xffffc],
                [0x5d6dc, 0x101f1080, 0x25012c1, 0xffffd, 0x101f10d4],
            ],
            spsr: [
                0x0, 0xa8000053, 0xe8000011, 0x50000050, 0x880000d3, 0x10000090,
            ],
            ..CpuState::new()
        },
        cp15: Cp15Regs {
            control: 0x90379,
            ttbr0: 0x4000,
            ttbr1: 0x0,
            ttbcr: 0x0,
            dacr: 0x4adb0cdf,
            dfsr: 0x0,
            ifsr: 0x0,
            far: 0x0,
            dlockdown: 0x0,
            ilockdown: 0x0,
            fcse_pid: 0x0,
            context_id: 0x0,
        },
        code: vec![
            Word::arm(0x00008000, 0xc11b0a5b), // tstgt fp, fp, asr sl
            Word::arm(0x00008004, 0x135e0e84), // cmpne lr, #132, 28
            Word::arm(0x00008008, 0xe7583496), // udf 0xe7583496
            Word::arm(0x0000800c, 0x81a0b44f), // asrhi fp, pc, #8
            Word::arm(0x00008010, 0xe167f003), // msr SPSR_sxc, r3
            Word::arm(0x00008014, 0x1fa38b6e), // svcne 0x00a38b6e
            Word::arm(0x00008018, 0x5945dc84), // stmdbpl r5, {r2, r7, sl, fp, ip, lr, pc}^
            Word::arm(0x0000801c, 0x5320f603), // wfipl
            Word::arm(0x00008020, 0x7e33f456), // mrcvc 4, 1, APSR_nzcv, cr3, cr6, {2}
            Word::arm(0x00008024, 0x63e05890), // mvnvs r5, #144, 16
            Word::arm(0x00008028, 0x912367c7), // smlawtls r3, r7, r7, r6
            Word::arm(0x0000802c, 0x0de06f99), // stcleq 15, cr6, [r0, #612]!
            Word::arm(0x00008030, 0x316701c7), // smulbtcc r7, r7, r1
            Word::arm(0x00008034, 0x036aff97), // msreq SPSR_fx, #604
            Word::arm(0x00008038, 0x90100597), // mulsls r0, r7, r5
            Word::arm(0x0000803c, 0x73a00252), // movvc r0, #536870917
            Word::arm(0x00008040, 0xc63da6b8), // udf 0xc63da6b8
            Word::arm(0x00008044, 0x313d10b8), // ldrhcc r1, [sp, -r8]!
            Word::arm(0x00008048, 0xc08ad197), // umullgt sp, sl, r7, r1
            Word::arm(0x0000804c, 0x6131061a), // teqvs r1, sl, lsl r6
            Word::arm(0x00008050, 0x2031319a), // mlascs r1, sl, r1, r3
            Word::arm(0x00008054, 0xb12a07e2), // smulwtlt sl, r2, r7
            Word::arm(0x00008058, 0xd32bfdb3), // msrle CPSR_fxc, #11456
            Word::arm(0x0000805c, 0x51010da6), // smlatbpl r1, r6, sp, r0
            Word::arm(0x00008060, 0x814ba05c), // qdaddhi sl, ip, fp
            Word::arm(0x00008064, 0x26ce91cd), // strbcs r9, [lr], sp, asr #3
            Word::arm(0x00008068, 0x8102709c), // swphi r7, ip, [r2]
            Word::arm(0x0000806c, 0x1c48cfd4), // mcrrne 15, 13, ip, r8, cr4
            Word::arm(0x00008070, 0x937e0476), // cmnls lr, #1979711488
            Word::arm(0x00008074, 0x10b89c90), // umlalsne r9, r8, r0, ip
            Word::arm(0x00008078, 0x701f0b90), // mulsvc pc, r0, fp
            Word::arm(0x0000807c, 0x712fff10), // bxvc r0
            Word::arm(0x00008080, 0xc14bcbb9), // strhgt ip, [fp, #-185]
            Word::arm(0x00008084, 0xe508f5c1), // str pc, [r8, #-1473]
            Word::arm(0x00008088, 0x4165f005), // msrmi SPSR_sc, r5
            Word::arm(0x0000808c, 0x9958a3a0), // ldmdbls r8, {r5, r7, r8, r9, sp, pc}^
            Word::arm(0x00008090, 0x110362c5), // smlabtne r3, r5, r2, r6
            Word::arm(0x00008094, 0x9f18e571), // svcls 0x0018e571
            Word::arm(0x00008098, 0x7020499e), // mlavc r0, lr, r9, r4
            Word::arm(0x0000809c, 0x710f3000), // mrsvc r3, CPSR
            Word::arm(0x000080a0, 0x7194ee7b), // orrsvc lr, r4, fp, ror lr
            Word::arm(0x000080a4, 0xb13102a2), // teqlt r1, r2, lsr #5
            Word::arm(0x000080a8, 0x010f4ee9), // smlatteq pc, r9, lr, r4
            Word::arm(0x000080ac, 0x214a6a80), // smlalbbcs r6, sl, r0, sl
            Word::arm(0x000080b0, 0x71b00b7b), // rorsvc r0, fp, fp
            Word::arm(0x000080b4, 0x71a0af8f), // lslvc sl, pc, #31
            Word::arm(0x000080b8, 0x6320f1cf), // nopvs {207}
            Word::arm(0x000080bc, 0x10b450fd), // ldrshtne r5, [r4], sp
            Word::arm(0x000080c0, 0x03b0082a), // movseq r0, #2752512
            Word::arm(0x000080c4, 0xf5d5fb25), // pld [r5, #2853]
            Word::arm(0x000080c8, 0x8d0ce836), // stchi 8, cr14, [ip, #-216]
            Word::arm(0x000080cc, 0x00f8cc0d), // rscseq ip, r8, sp, lsl #24
            Word::arm(0x000080d0, 0xb1ff7bd1), // ldrsblt r7, [pc, #177]
            Word::arm(0x000080d4, 0xc10070ef), // smlattgt r0, pc, r0, r7
            Word::arm(0x000080d8, 0xb14ff000), // mrslt pc, SPSR
            Word::arm(0x000080dc, 0x9320f6e2), // nopls {226}
            Word::arm(0x000080e0, 0x7c451f00), // mcrrvc 15, 0, r1, r5, cr0
            Word::arm(0x000080e4, 0x010560be), // strheq r6, [r5, -lr]
            Word::arm(0x000080e8, 0x30cdcd9c), // smullcc ip, sp, ip, sp
            Word::arm(0x000080ec, 0x932df55d), // msrls CPSR_fsc, #390070272
            Word::arm(0x000080f0, 0x812fb27f), // bkpt 0xfb2f
            Word::arm(0x000080f4, 0x33a093ca), // movcc r9, #671088643
            Word::arm(0x000080f8, 0xe17990d7), // ldrsb r9, [r9, #-7]!
            Word::arm(0x000080fc, 0xa33303d7), // teqge r3, #1543503875
            Word::arm(0x00008100, 0x30b13258), // adcscc r3, r1, r8, asr r2
            Word::arm(0x00008104, 0x1121c4c6), // smlawtne r1, r6, r4, ip
            Word::arm(0x00008108, 0xf4e55bc2), // udf 0xf4e55bc2
            Word::arm(0x0000810c, 0xa0ae9917), // adcge r9, lr, r7, lsl r9
            Word::arm(0x00008110, 0xe10dedc2), // smlabt sp, r2, sp, lr
            Word::arm(0x00008114, 0x80d65f57), // sbcshi r5, r6, r7, asr pc
            Word::arm(0x00008118, 0x40e69b98), // smlalmi r9, r6, r8, fp
            Word::arm(0x0000811c, 0x83180366), // tsthi r8, #-1744830463
            Word::arm(0x00008120, 0x32dbb49c), // sbcscc fp, fp, #156, 8
            Word::arm(0x00008124, 0xdc5b3f71), // mrrcle 15, 7, r3, fp, cr1
            Word::arm(0x00008128, 0x412fff39), // blxmi r9
            Word::arm(0x0000812c, 0xd15c0e16), // cmple ip, r6, lsl lr
            Word::arm(0x00008130, 0x8320f825), // nophi {37}
            Word::arm(0x00008134, 0x312cf00a), // msrcc CPSR_fs, sl
            Word::arm(0x00008138, 0xa1d0042f), // bicsge r0, r0, pc, lsr #8
            Word::arm(0x0000813c, 0x312fff28), // bxjcc r8
            Word::arm(0x00008140, 0xb103168a), // smlabblt r3, sl, r6, r1
            Word::arm(0x00008144, 0x0ec48f59), // mcreq 15, 6, r8, cr4, cr9, {2}
            Word::arm(0x00008148, 0xe0a920b2), // strht r2, [r9], r2
            Word::arm(0x0000814c, 0xd12cf05d), // qsuble pc, sp, ip
            Word::arm(0x00008150, 0xeafffff1), // b 0x811c
            Word::arm(0x00008154, 0xa104e0c3), // smlabtge r4, r3, r0, lr
            Word::arm(0x00008158, 0xa16c0280), // smulbbge ip, r0, r2
            Word::arm(0x0000815c, 0x91c4c770), // bicls ip, r4, r0, ror r7
            Word::arm(0x00008160, 0x70120a9a), // mulsvc r2, sl, sl
            Word::arm(0x00008164, 0x0c577f1c), // mrrceq 15, 1, r7, r7, cr12
            Word::arm(0x00008168, 0x3320f303), // wficc
            Word::arm(0x0000816c, 0x7dd6c815), // ldclvc 8, cr12, [r6, #84]
            Word::arm(0x00008170, 0x91110f7a), // tstls r1, sl, ror pc
            Word::arm(0x00008174, 0x412fff21), // bxjmi r1
            Word::arm(0x00008178, 0x01c97219), // biceq r7, r9, r9, lsl r2
            Word::arm(0x0000817c, 0x116f0f18), // clzne r0, r8
            Word::arm(0x00008180, 0x95bb2e88), // ldrls r2, [fp, #3720]!
            Word::arm(0x00008184, 0x01b029ab), // lsrseq r2, fp, #19
            Word::arm(0x00008188, 0x312df00b), // msrcc CPSR_fsc, fp
            Word::arm(0x0000818c, 0xae5bbf6c), // cdpge 15, 5, cr11, cr11, cr12, {3}
            Word::arm(0x00008190, 0x0127f00d), // msreq CPSR_sxc, sp
            Word::arm(0x00008194, 0x012fff23), // bxjeq r3
            Word::arm(0x00008198, 0xa01b8744), // andsge r8, fp, r4, asr #14
            Word::arm(0x0000819c, 0xecfb4f69), // ldcl 15, cr4, [fp], #420
            Word::arm(0x000081a0, 0x413a021b), // teqmi sl, fp, lsl r2
            Word::arm(0x000081a4, 0xe13e0438), // teq lr, r8, lsr r4
            Word::arm(0x000081a8, 0xe13d0e78), // teq sp, r8, ror lr
            Word::arm(0x000081ac, 0xb039d39f), // mlaslt r9, pc, r3, sp
            Word::arm(0x000081b0, 0x11690ca6), // smultbne r9, r6, ip
            Word::arm(0x000081b4, 0x116bf007), // msrne SPSR_fxc, r7
            Word::arm(0x000081b8, 0xbffe0eae), // svclt 0x00fe0eae
            Word::arm(0x000081bc, 0xc32df37f), // msrgt CPSR_fsc, #-67108863
            Word::arm(0x000081c0, 0xb12fff12), // bxlt r2
            Word::arm(0x000081c4, 0xe1ffdad9), // ldrsb sp, [pc, #169]
            Word::arm(0x000081c8, 0x11a00f25), // lsrne r0, r5, #30
            Word::arm(0x000081cc, 0x65679ea6), // strbvs r9, [r7, #-3750]!
            Word::arm(0x000081d0, 0x90050e9f), // mulls r5, pc, lr
            Word::arm(0x000081d4, 0x814e409b), // swpbhi r4, fp, [lr]
            Word::arm(0x000081d8, 0xd1730b05), // cmnle r3, r5, lsl #22
            Word::arm(0x000081dc, 0x81267972), // bkpt 0x6792
            Word::arm(0x000081e0, 0xb12fff29), // bxjlt r9
            Word::arm(0x000081e4, 0x41c500a2), // bicmi r0, r5, r2, lsr #1
            Word::arm(0x000081e8, 0x702c1e93), // mlavc ip, r3, lr, r1
            Word::arm(0x000081ec, 0xb3f09a83), // mvnslt r9, #536576
            Word::arm(0x000081f0, 0x112fff39), // blxne r9
            Word::arm(0x000081f4, 0x810c8096), // swphi r8, r6, [ip]
            Word::arm(0x000081f8, 0x001f039d), // mulseq pc, sp, r3
            Word::arm(0x000081fc, 0x0320f4ad), // nopeq {173}
            Word::arm(0x00008200, 0x91c4ec40), // bicls lr, r4, r0, asr #24
            Word::arm(0x00008204, 0x20cc6190), // smullcs r6, ip, r0, r1
            Word::arm(0x00008208, 0xc7144156), // udf 0xc7144156
            Word::arm(0x0000820c, 0xd3ce5147), // bicle r5, lr, #-1073741807
            Word::arm(0x00008210, 0xa13f0c17), // teqge pc, r7, lsl ip
            Word::arm(0x00008214, 0xe10af0db), // udf 0xe10af0db
            Word::arm(0x00008218, 0x213d0e0c), // teqcs sp, ip, lsl #28
            Word::arm(0x0000821c, 0xfa000019), // blx 0x8288
            Word::arm(0x00008220, 0x432afba8), // msrmi CPSR_fx, #168, 22
            Word::arm(0x00008224, 0xc14294cd), // smlalbtgt r9, r2, sp, r4
            Word::arm(0x00008228, 0xfaffffe9), // blx 0x81d4
            Word::arm(0x0000822c, 0x10d171d7), // ldrsbne r7, [r1], #23
            Word::arm(0x00008230, 0x412e0771), // bkpt 0xe071
            Word::arm(0x00008234, 0x014f5000), // mrseq r5, SPSR
            Word::arm(0x00008238, 0xfd5e1c08), // udf 0xfd5e1c08
            Word::arm(0x0000823c, 0xfe6a1fe3), // udf 0xfe6a1fe3
            Word::arm(0x00008240, 0x514820e1), // smlalttpl r2, r8, r1, r0
            Word::arm(0x00008244, 0xb01e84e7), // andslt r8, lr, r7, ror #9
            Word::arm(0x00008248, 0x1365feef), // msrne SPSR_sc, #3824
            Word::arm(0x0000824c, 0xefd29ee5), // svc 0x00d29ee5
            Word::arm(0x00008250, 0x6e0073b0), // mcrvs 3, 0, r7, cr0, cr0, {5}
            Word::arm(0x00008254, 0xa12509e2), // smulwtge r5, r2, r9
            Word::arm(0x00008258, 0x7235d833), // eorsvc sp, r5, #3342336
            Word::arm(0x0000825c, 0x61630982), // smulbbvs r3, r2, r9
            Word::arm(0x00008260, 0x1325fa06), // msrne CPSR_sc, #24576
            Word::arm(0x00008264, 0xb12fff26), // bxjlt r6
            Word::arm(0x00008268, 0xf07505da), // udf 0xf07505da
            Word::arm(0x0000826c, 0xa0cd53b9), // strhge r5, [sp], #57
            Word::arm(0x00008270, 0x0320fe21), // nopeq {33}
            Word::arm(0x00008274, 0x912fff2b), // bxjls fp
            Word::arm(0x00008278, 0xe10f4000), // mrs r4, CPSR
            Word::arm(0x0000827c, 0xc12fff30), // blxgt r0
            Word::arm(0x00008280, 0xf55cf6fa), // pld [ip, #-1786]
            Word::arm(0x00008284, 0xa3f015b2), // mvnsge r1, #746586112
            Word::arm(0x00008288, 0x732bfefe), // msrvc CPSR_fxc, #4064
            Word::arm(0x0000828c, 0x9128b0dc), // udf 0x9128b0dc
            Word::arm(0x00008290, 0x301940bf), // ldrhcc r4, [r9], -pc
            Word::arm(0x00008294, 0xd16f4f1f), // clzle r4, pc
            Word::arm(0x00008298, 0x1c518372), // mrrcne 3, 7, r8, r1, cr2
            Word::arm(0x0000829c, 0x210682e7), // smlattcs r6, r7, r2, r8
            Word::arm(0x000082a0, 0xf752f30f), // pld [r2, -pc, lsl #6]
            Word::arm(0x000082a4, 0x414f3000), // mrsmi r3, SPSR
            Word::arm(0x000082a8, 0xc1330256), // teqgt r3, r6, asr r2
            Word::arm(0x000082ac, 0x4efd417c), // mrcmi 1, 7, r4, cr13, cr12, {3}
            Word::arm(0x000082b0, 0xc0e82bf1), // udf 0xc0e82bf1
            Word::arm(0x000082b4, 0xd01b009c), // mulsle fp, ip, r0
            Word::arm(0x000082b8, 0x566b8575), // udf 0x566b8575
            Word::arm(0x000082bc, 0xf755f5ce), // pld [r5, -lr, asr #11]
            Word::arm(0x000082c0, 0xc12fff18), // bxgt r8
            Word::arm(0x000082c4, 0x71268bc7), // smlawtvc r6, r7, fp, r8
            Word::arm(0x000082c8, 0x6e624f71), // mcrvs 15, 3, r4, cr2, cr1, {3}
            Word::arm(0x000082cc, 0x102b79a4), // eorne r7, fp, r4, lsr #19
            Word::arm(0x000082d0, 0xb7f34ccd), // ldrblt r4, [r3, sp, asr #25]!
            Word::arm(0x000082d4, 0xf559f6f9), // pld [r9, #-1785]
            Word::arm(0x000082d8, 0xb32efdd5), // msrlt CPSR_fsx, #13632
            Word::arm(0x000082dc, 0xe04c5468), // sub r5, ip, r8, ror #8
            Word::arm(0x000082e0, 0x0194f2e8), // orrseq pc, r4, r8, ror #5
            Word::arm(0x000082e4, 0x312fff27), // bxjcc r7
            Word::arm(0x000082e8, 0x80274792), // mlahi r7, r2, r7, r4
            Word::arm(0x000082ec, 0xa10ab091), // swpge fp, r1, [sl]
            Word::arm(0x000082f0, 0xd1b02955), // asrsle r2, r5, r9
            Word::arm(0x000082f4, 0xc533159e), // ldrgt r1, [r3, #-1438]!
            Word::arm(0x000082f8, 0xa1590d5a), // cmpge r9, sl, asr sp
            Word::arm(0x000082fc, 0x4b000010), // blmi 0x8344
            Word::arm(0x00008300, 0x3320fdf0), // nopcc {240}
            Word::arm(0x00008304, 0x110908e3), // smlattne r9, r3, r8, r0
            Word::arm(0x00008308, 0x806db610), // rsbhi fp, sp, r0, lsl r6
            Word::arm(0x0000830c, 0xf4f45729), // udf 0xf4f45729
            Word::arm(0x00008310, 0x21f0248a), // mvnscs r2, sl, lsl #9
            Word::arm(0x00008314, 0xa26ce1a7), // rsbge lr, ip, #-1073741783
            Word::arm(0x00008318, 0x635c029b), // cmpvs ip, #-1342177271
            Word::arm(0x0000831c, 0x212fff27), // bxjcs r7
            Word::arm(0x00008320, 0x712006ec), // smulwtvc r0, ip, r6
            Word::arm(0x00008324, 0x90f0d4dc), // ldrsbtls sp, [r0], #76
            Word::arm(0x00008328, 0x716e0fec), // smulttvc lr, ip, pc
            Word::arm(0x0000832c, 0x510fc000), // mrspl ip, CPSR
            Word::arm(0x00008330, 0x112fff1e), // bxne lr
            Word::arm(0x00008334, 0xd8090798), // stmdale r9, {r3, r4, r7, r8, r9, sl}
            Word::arm(0x00008338, 0xd88bdf1e), // stmle fp, {r1, r2, r3, r4, r8, r9, sl, fp, ip, lr, pc}
            Word::arm(0x0000833c, 0xe17c0920), // cmn ip, r0, lsr #18
            Word::arm(0x00008340, 0xe0b8609f), // umlals r6, r8, pc, r0
            Word::arm(0x00008344, 0xb129147b), // bkpt 0x914b
            Word::arm(0x00008348, 0xd320f81f), // nople {31}
            Word::arm(0x0000834c, 0x8105005e), // qaddhi r0, lr, r5
            Word::arm(0x00008350, 0x51f0df7f), // mvnspl sp, pc, ror pc
            Word::arm(0x00008354, 0x21330039), // teqcs r3, r9, lsr r0
            Word::arm(0x00008358, 0xf7d9fde1), // pld [r9, r1, ror #27]
            Word::arm(0x0000835c, 0x6b00000b), // blvs 0x8390
            Word::arm(0x00008360, 0x3320fc03), // wficc
            Word::arm(0x00008364, 0x6320f6a0), // nopvs {160}
            Word::arm(0x00008368, 0x40eaa7d9), // udf 0x40eaa7d9
            Word::arm(0x0000836c, 0x11289c72), // bkpt 0x89c2
            Word::arm(0x00008370, 0xe1ff3ad5), // ldrsb r3, [pc, #165]
            Word::arm(0x00008374, 0x9ef46f73), // mrcls 15, 7, r6, cr4, cr3, {3}
            Word::arm(0x00008378, 0xb12d9dca), // smlawtlt sp, sl, sp, r9
            Word::arm(0x0000837c, 0x0015039d), // mulseq r5, sp, r3
            Word::arm(0x00008380, 0xa12fff27), // bxjge r7
            Word::arm(0x00008384, 0xd16f8f18), // clzle r8, r8
            Word::arm(0x00008388, 0xa123b056), // qsubge fp, r6, r3
            Word::arm(0x0000838c, 0x3320fe18), // nopcc {24}
            Word::arm(0x00008390, 0x616406ce), // smulbtvs r4, lr, r6
            Word::arm(0x00008394, 0x907cedf0), // ldrshtls lr, [ip], #-208
            Word::arm(0x00008398, 0x21d4ae74), // bicscs sl, r4, r4, ror lr
            Word::arm(0x0000839c, 0x110f9000), // mrsne r9, CPSR
            Word::arm(0x000083a0, 0x712fff13), // bxvc r3
            Word::arm(0x000083a4, 0x53d0cc6e), // bicspl ip, r0, #28160
            Word::arm(0x000083a8, 0x21249572), // bkpt 0x4952
            Word::arm(0x000083ac, 0xb015c0bd), // ldrhlt ip, [r5], -sp
            Word::arm(0x000083b0, 0x612fff15), // bxvs r5
            Word::arm(0x000083b4, 0x8a00001c), // bhi 0x842c
            Word::arm(0x000083b8, 0x1531138c), // ldrne r1, [r1, #-908]!
            Word::arm(0x000083bc, 0x61260ee6), // smulwtvs r6, r6, lr
            Word::arm(0x000083c0, 0xcbfffff2), // blgt 0x8390
            Word::arm(0x000083c4, 0xf5daf5dd), // pld [sl, #1501]
            Word::arm(0x000083c8, 0x11440097), // swpbne r0, r7, [r4]
            Word::arm(0x000083cc, 0x3320f12a), // nopcc {42}
            Word::arm(0x000083d0, 0x41600e8c), // smulbbmi r0, ip, lr
            Word::arm(0x000083d4, 0xf753f38b), // pld [r3, -fp, lsl #7]
            Word::arm(0x000083d8, 0xa1ac90d5), // udf 0xa1ac90d5
            Word::arm(0x000083dc, 0xd320f303), // wfile
            Word::arm(0x000083e0, 0xc12fff2c), // bxjgt ip
            Word::arm(0x000083e4, 0x317d0e5a), // cmncc sp, sl, asr lr
            Word::arm(0x000083e8, 0x616faf1f), // clzvs sl, pc
            Word::arm(0x000083ec, 0xc1753dd7), // ldrsbgt r3, [r5, #-215]!
            Word::arm(0x000083f0, 0x607927fd), // ldrshtvs r2, [r9], #-125
            Word::arm(0x000083f4, 0x8016f0fb), // ldrshhi pc, [r6], -fp
            Word::arm(0x000083f8, 0x010f509d), // swpeq r5, sp, [pc]
            Word::arm(0x000083fc, 0x73e02b8b), // mvnvc r2, #142336
            Word::arm(0x00008400, 0xb124f002), // msrlt CPSR_s, r2
            Word::arm(0x00008404, 0x413b02c3), // teqmi fp, r3, asr #5
            Word::arm(0x00008408, 0x514c4098), // swpbpl r4, r8, [ip]
            Word::arm(0x0000840c, 0x3125f00b), // msrcc CPSR_sc, fp
            Word::arm(0x00008410, 0x9325f22f), // msrls CPSR_sc, #-268435454
            Word::arm(0x00008414, 0xab000006), // blge 0x8434
            Word::arm(0x00008418, 0x31461098), // swpbcc r1, r8, [r6]
            Word::arm(0x0000841c, 0xc0190194), // mulsgt r9, r4, r1
            Word::arm(0x00008420, 0x23887a90), // orrcs r7, r8, #144, 20
            Word::arm(0x00008424, 0x90b6ac92), // umlalsls sl, r6, r2, ip
            Word::arm(0x00008428, 0xfaffffde), // blx 0x83a8
            Word::arm(0x0000842c, 0xf643cd3a), // udf 0xf643cd3a
            Word::arm(0x00008430, 0x4069f1b6), // strhtmi pc, [r9], #-22
            Word::arm(0x00008434, 0xf7dcfd64), // pld [ip, r4, ror #26]
            Word::arm(0x00008438, 0xa144c683), // smlalbbge ip, r4, r3, r6
            Word::arm(0x0000843c, 0x112fff3b), // blxne fp
            Word::arm(0x00008440, 0x516f04ca), // smulbtpl pc, sl, r4
            Word::arm(0x00008444, 0x7034c0d0), // ldrsbtvc ip, [r4], -r0
            Word::arm(0x00008448, 0x8320f3a8), // nophi {168}
            Word::arm(0x0000844c, 0xf7def263), // pld [lr, r3, ror #4]
            Word::arm(0x00008450, 0x71e305dc), // ldrdvc r0, [r3, #92]!
            Word::arm(0x00008454, 0x50eb01f1), // udf 0x50eb01f1
            Word::arm(0x00008458, 0xc14763c9), // smlalbtgt r6, r7, r9, r3
            Word::arm(0x0000845c, 0x40e365cf), // rscmi r6, r3, pc, asr #11
            Word::arm(0x00008460, 0x51280fef), // smulwtpl r8, pc, pc
            Word::arm(0x00008464, 0x611f0c1e), // tstvs pc, lr, lsl ip
            Word::arm(0x00008468, 0x90100d9a), // mulsls r0, sl, sp
            Word::arm(0x0000846c, 0xd026d0d2), // udf 0xd026d0d2
            Word::arm(0x00008470, 0x51c88bd3), // ldrdpl r8, [r8, #179]
            Word::arm(0x00008474, 0x014fe000), // mrseq lr, SPSR
            Word::arm(0x00008478, 0x3c435e8f), // mcrrcc 14, 8, r5, r3, cr15
            Word::arm(0x0000847c, 0x331b040a), // tstcc fp, #167772160
            Word::arm(0x00008480, 0x61498c8c), // smlalbbvs r8, r9, ip, ip
            Word::arm(0x00008484, 0x2114e0ba), // ldrhcs lr, [r4, -sl]
            Word::arm(0x00008488, 0x0f92b6fd), // svceq 0x0092b6fd
            Word::arm(0x0000848c, 0x51254bc9), // smlawtpl r5, r9, fp, r4
            Word::arm(0x00008490, 0xe10f9000), // mrs r9, CPSR
            Word::arm(0x00008494, 0x2d7aed01), // ldclcs 13, cr14, [sl, #-4]!
            Word::arm(0x00008498, 0x71ab00fe), // strdvc r0, [fp, lr]!
            Word::arm(0x0000849c, 0x20aa30de), // udf 0x20aa30de
            Word::arm(0x000084a0, 0x216ed2b3), // strhcs sp, [lr, #-35]!
            Word::arm(0x000084a4, 0x631d0f39), // tstvs sp, #57, 30
            Word::arm(0x000084a8, 0xb0d98bb8), // ldrhlt r8, [r9], #184
            Word::arm(0x000084ac, 0xf7d9f46e), // pld [r9, lr, ror #8]
            Word::arm(0x000084b0, 0x912d0aaa), // smulwbls sp, sl, sl
            Word::arm(0x000084b4, 0x410f748f), // smlabbmi pc, pc, r4, r7
            Word::arm(0x000084b8, 0xa1a06472), // rorge r6, r2, r4
            Word::arm(0x000084bc, 0xe320f903), // wfi
            Word::arm(0x000084c0, 0x23d6ff9d), // bicscs pc, r6, #628
            Word::arm(0x000084c4, 0x210f0000), // mrscs r0, CPSR
            Word::arm(0x000084c8, 0x4039a0fc), // ldrshtmi sl, [r9], -ip
            Word::arm(0x000084cc, 0xb31f0da2), // tstlt pc, #10368
            Word::arm(0x000084d0, 0x810830ba), // strhhi r3, [r8, -sl]
            Word::arm(0x000084d4, 0x912413c0), // smlawtls r4, r0, r3, r1
            Word::arm(0x000084d8, 0x10450a20), // subne r0, r5, r0, lsr #20
            Word::arm(0x000084dc, 0x41a0d56b), // rormi sp, fp, #10
            Word::arm(0x000084e0, 0xd1180b6d), // tstle r8, sp, ror #22
            Word::arm(0x000084e4, 0x7328fa72), // msrvc CPSR_f, #466944
            Word::arm(0x000084e8, 0x11908d4d), // orrsne r8, r0, sp, asr #26
            Word::arm(0x000084ec, 0x516f0f1d), // clzpl r0, sp
            Word::arm(0x000084f0, 0x859cf23f), // ldrhi pc, [ip, #575]
            Word::arm(0x000084f4, 0x3156058f), // cmpcc r6, pc, lsl #11
            Word::arm(0x000084f8, 0x41a0a08b), // lslmi sl, fp, #1
            Word::arm(0x000084fc, 0xf520cb17), // udf 0xf520cb17
            Word::arm(0x00008500, 0xac5150bc), // mrrcge 0, 11, r5, r1, cr12
            Word::arm(0x00008504, 0x712af007), // msrvc CPSR_fx, r7
            Word::arm(0x00008508, 0x2320f1b1), // nopcs {177}
            Word::arm(0x0000850c, 0x00705944), // rsbseq r5, r0, r4, asr #18
            Word::arm(0x00008510, 0x01293052), // qsubeq r3, r2, r9
            Word::arm(0x00008514, 0x60b0b0fb), // ldrshtvs fp, [r0], fp
            Word::arm(0x00008518, 0x708d30d3), // udf 0x708d30d3
            Word::arm(0x0000851c, 0x4148009b), // swpbmi r0, fp, [r8]
            Word::arm(0x00008520, 0x03c9312d), // biceq r3, r9, #1073741835
            Word::arm(0x00008524, 0x303df79f), // mlascc sp, pc, r7, pc
            Word::arm(0x00008528, 0x11456095), // swpbne r6, r5, [r5]
            Word::arm(0x0000852c, 0xb3a03ac5), // movlt r3, #806912
            Word::arm(0x00008530, 0x1c4e2f2c), // mcrrne 15, 2, r2, lr, cr12
            Word::arm(0x00008534, 0x116f3f16), // clzne r3, r6
            Word::arm(0x00008538, 0x710434cb), // smlabtvc r4, fp, r4, r3
            Word::arm(0x0000853c, 0x3e17ee39), // mrccc 14, 0, lr, cr7, cr9, {1}
            Word::arm(0x00008540, 0x512fff31), // blxpl r1
            Word::arm(0x00008544, 0xc07cb6cb), // rsbsgt fp, ip, fp, asr #13
            Word::arm(0x00008548, 0x09c1639e), // stmibeq r1, {r1, r2, r3, r4, r7, r8, r9, sp, lr}^
            Word::arm(0x0000854c, 0x9c4e61ad), // mcrrls 1, 10, r6, lr, cr13
            Word::arm(0x00008550, 0x13e0fb0a), // mvnne pc, #10240
            Word::arm(0x00008554, 0xa320f803), // wfige
            Word::arm(0x00008558, 0xf558fda4), // pld [r8, #-3492]
            Word::arm(0x0000855c, 0x61c78a1e), // bicvs r8, r7, lr, lsl sl
            Word::arm(0x00008560, 0x0127e0b7), // strheq lr, [r7, -r7]!
            Word::arm(0x00008564, 0x13a08ffe), // movne r8, #1016
            Word::arm(0x00008568, 0x928d2c5f), // addls r2, sp, #24320
            Word::arm(0x0000856c, 0x811620d4), // ldrsbhi r2, [r6, -r4]
            Word::arm(0x00008570, 0xcf7fed89), // svcgt 0x007fed89
            Word::arm(0x00008574, 0xf7d2f7cc), // pld [r2, ip, asr #15]
            Word::arm(0x00008578, 0x507a2a42), // rsbspl r2, sl, r2, asr #20
            Word::arm(0x0000857c, 0x0320f3d6), // nopeq {214}
            Word::arm(0x00008580, 0x8147148b), // smlalbbhi r1, r7, fp, r4
            Word::arm(0x00008584, 0x7045654c), // subvc r6, r5, ip, asr #10
            Word::arm(0x00008588, 0xf757ff81), // pld [r7, -r1, lsl #31]
            Word::arm(0x0000858c, 0xd326f4b5), // msrle CPSR_sx, #-1258291200
            Word::arm(0x00008590, 0x81e0a852), // mvnhi sl, r2, asr r8
            Word::arm(0x00008594, 0xa1cd8fb3), // strhge r8, [sp, #243]
            Word::arm(0x00008598, 0x1e4faf03), // cdpne 15, 4, cr10, cr15, cr3, {0}
            Word::arm(0x0000859c, 0x912fff24), // bxjls r4
            Word::arm(0x000085a0, 0xf5dcf633), // pld [ip, #1587]
            Word::arm(0x000085a4, 0xfaffffe6), // blx 0x8544
            Word::arm(0x000085a8, 0x4809fb50), // stmdami r9, {r4, r6, r8, r9, fp, ip, sp, lr, pc}
            Word::arm(0x000085ac, 0xc12e00a1), // smulwbgt lr, r1, r0
            Word::arm(0x000085b0, 0x6032a09b), // mlasvs r2, fp, r0, sl
            Word::arm(0x000085b4, 0xb4730460), // ldrbtlt r0, [r3], #-1120
            Word::arm(0x000085b8, 0xc58058a1), // strgt r5, [r0, #2209]
            Word::arm(0x000085bc, 0xb12fff14), // bxlt r4
            Word::arm(0x000085c0, 0x5f37b4ca), // svcpl 0x0037b4ca
            Word::arm(0x000085c4, 0xc11d0f43), // tstgt sp, r3, asr #30
            Word::arm(0x000085c8, 0xb905caef), // stmdblt r5, {r0, r1, r2, r3, r5, r6, r7, r9, fp, lr, pc}
            Word::arm(0x000085cc, 0xf7ddfaeb), // pld [sp, fp, ror #21]
            Word::arm(0x000085d0, 0xe320f803), // wfi
            Word::arm(0x000085d4, 0x21e0a4b7), // strhcs sl, [r0, #71]!
            Word::arm(0x000085d8, 0x31a0c60f), // lslcc ip, pc, #12
            Word::arm(0x000085dc, 0x614f5000), // mrsvs r5, SPSR
            Word::arm(0x000085e0, 0xe0ff61d4), // ldrsbt r6, [pc], #20
            Word::arm(0x000085e4, 0x414d24d9), // ldrdmi r2, [sp, #-73]
            Word::arm(0x000085e8, 0x6355053f), // cmpvs r5, #264241152
            Word::arm(0x000085ec, 0x139356b6), // orrsne r5, r3, #190840832
            Word::arm(0x000085f0, 0xe14fe000), // mrs lr, SPSR
            Word::arm(0x000085f4, 0xf3e502c4), // udf 0xf3e502c4
            Word::arm(0x000085f8, 0xa017069e), // mulsge r7, lr, r6
            Word::arm(0x000085fc, 0xfbfffffb), // blx 0x85f2
            Word::arm(0x00008600, 0x8cbcbd18), // ldchi 13, cr11, [ip], #96
            Word::arm(0x00008604, 0xe1ca125f), // bic r1, sl, pc, asr r2
            Word::arm(0x00008608, 0x43d5ada1), // bicsmi sl, r5, #10304
            Word::arm(0x0000860c, 0x106804db), // udf 0x106804db
            Word::arm(0x00008610, 0xe24a6d9e), // sub r6, sl, #10112
            Word::arm(0x00008614, 0x612fff28), // bxjvs r8
            Word::arm(0x00008618, 0xcc56bf1e), // mrrcgt 15, 1, fp, r6, cr14
            Word::arm(0x0000861c, 0xc12f07e2), // smulwtgt pc, r2, r7
            Word::arm(0x00008620, 0xde25af82), // cdple 15, 2, cr10, cr5, cr2, {4}
            Word::arm(0x00008624, 0x616af002), // msrvs SPSR_fx, r2
            Word::arm(0x00008628, 0xc3cda3be), // bicgt sl, sp, #-134217726
            Word::arm(0x0000862c, 0x01856215), // orreq r6, r5, r5, lsl r2
            Word::arm(0x00008630, 0x612fff29), // bxjvs r9
            Word::arm(0x00008634, 0xb14a23ad), // smlaltblt r2, sl, sp, r3
            Word::arm(0x00008638, 0xa13808c5), // teqge r8, r5, asr #17
            Word::arm(0x0000863c, 0xb32bf398), // msrlt CPSR_fxc, #152, 6
            Word::arm(0x00008640, 0x803980b8), // ldrhthi r8, [r9], -r8
            Word::arm(0x00008644, 0x8eadffc1), // cdphi 15, 10, cr15, cr13, cr1, {6}
            Word::arm(0x00008648, 0x914c5ace), // smlalbtls r5, ip, lr, sl
            Word::arm(0x0000864c, 0xf553ff3e), // pld [r3, #-3902]
            Word::arm(0x00008650, 0x73da9e30), // bicsvc r9, sl, #48, 28
            Word::arm(0x00008654, 0xe18016af), // orr r1, r0, pc, lsr #13
            Word::arm(0x00008658, 0x53f04999), // mvnspl r4, #2506752
            Word::arm(0x0000865c, 0x914e43a1), // smlaltbls r4, lr, r1, r3
            Word::arm(0x00008660, 0xc12fff2e), // bxjgt lr
            Word::arm(0x00008664, 0x8f43703d), // svchi 0x0043703d
            Word::arm(0x00008668, 0xc1ae20fd), // strdgt r2, [lr, sp]!
            Word::arm(0x0000866c, 0x112fff21), // bxjne r1
            Word::arm(0x00008670, 0xf7dff0a0), // pld [pc, r0, lsr #1]
            Word::arm(0x00008674, 0x919880fc), // ldrshls r8, [r8, ip]
            Word::arm(0x00008678, 0xf7def32f), // pld [lr, pc, lsr #6]
            Word::arm(0x0000867c, 0x51bd00b8), // ldrhpl r0, [sp, r8]!
            Word::arm(0x00008680, 0x5a000000), // bpl 0x8688
            Word::arm(0x00008684, 0x2105b489), // smlabbcs r5, r9, r4, fp
            Word::arm(0x00008688, 0x9124517e), // bkpt 0x451e
            Word::arm(0x0000868c, 0xf552fb02), // pld [r2, #-2818]
            Word::arm(0x00008690, 0xc1b02545), // asrsgt r2, r5, #10
            Word::arm(0x00008694, 0xf6dd8c15), // udf 0xf6dd8c15
            Word::arm(0x00008698, 0xa0a260d7), // udf 0xa0a260d7
            Word::arm(0x0000869c, 0xe3e01c4a), // mvn r1, #18944
            Word::arm(0x000086a0, 0x411de0f1), // ldrshmi lr, [sp, -r1]
            Word::arm(0x000086a4, 0xe320f303), // wfi
            Word::arm(0x000086a8, 0xe41c8138), // ldr r8, [ip], #-312
            Word::arm(0x000086ac, 0xf5d4f0fb), // pld [r4, #251]
            Word::arm(0x000086b0, 0xfb000031), // blx 0x877e
            Word::arm(0x000086b4, 0x9f6a9a9a), // svcls 0x006a9a9a
            Word::arm(0x000086b8, 0x012c06e2), // smulwteq ip, r2, r6
            Word::arm(0x000086bc, 0x10110d93), // mulsne r1, r3, sp
            Word::arm(0x000086c0, 0x6323fa5d), // msrvs CPSR_xc, #380928
            Word::arm(0x000086c4, 0xd32cfa9e), // msrle CPSR_fs, #647168
            Word::arm(0x000086c8, 0xe12fff28), // bxj r8
            Word::arm(0x000086cc, 0xa02350df), // udf 0xa02350df
            Word::arm(0x000086d0, 0x635507b9), // cmpvs r5, #48496640
            Word::arm(0x000086d4, 0xfb00001e), // blx 0x8756
            Word::arm(0x000086d8, 0x10e848f4), // udf 0x10e848f4
            Word::arm(0x000086dc, 0xd320f203), // wfile
            Word::arm(0x000086e0, 0x8313053a), // tsthi r3, #243269632
            Word::arm(0x000086e4, 0x2e77ef65), // cdpcs 15, 7, cr14, cr7, cr5, {3}
            Word::arm(0x000086e8, 0xf552f8e4), // pld [r2, #-2276]
            Word::arm(0x000086ec, 0x018540d4), // ldrdeq r4, [r5, r4]
            Word::arm(0x000086f0, 0x11c3b7c6), // bicne fp, r3, r6, asr #15
            Word::arm(0x000086f4, 0xa106becb), // smlabtge r6, fp, lr, fp
            Word::arm(0x000086f8, 0xfd4e641f), // udf 0xfd4e641f
            Word::arm(0x000086fc, 0x13b0817c), // movsne r8, #124, 2
            Word::arm(0x00008700, 0x66046cc2), // strvs r6, [r4], -r2, asr #25
            Word::arm(0x00008704, 0x91d5cdee), // bicsls ip, r5, lr, ror #27
            Word::arm(0x00008708, 0xa1150c33), // tstge r5, r3, lsr ip
            Word::arm(0x0000870c, 0xf0803ac6), // udf 0xf0803ac6
            Word::arm(0x00008710, 0x45a675ec), // strmi r7, [r6, #1516]!
            Word::arm(0x00008714, 0xcf71f2d8), // svcgt 0x0071f2d8
            Word::arm(0x00008718, 0x26b4e6cd), // ldrtcs lr, [r4], sp, asr #13
            Word::arm(0x0000871c, 0xb069c0fc), // udf 0xb069c0fc
            Word::arm(0x00008720, 0xc01e0190), // mulsgt lr, r0, r1
            Word::arm(0x00008724, 0x21110e74), // tstcs r1, r4, ror lr
            Word::arm(0x00008728, 0xf554fea1), // pld [r4, #-3745]
            Word::arm(0x0000872c, 0x6320f066), // nopvs {102}
            Word::arm(0x00008730, 0xd16f9054), // qdsuble r9, r4, pc
            Word::arm(0x00008734, 0xc0121323), // andsgt r1, r2, r3, lsr #6
            Word::arm(0x00008738, 0xa189c125), // orrge ip, r9, r5, lsr #2
            Word::arm(0x0000873c, 0xc0380e91), // mlasgt r8, r1, lr, r0
            Word::arm(0x00008740, 0x5d06f70a), // stcpl 7, cr15, [r6, #-40]
            Word::arm(0x00008744, 0x605b4ebd), // ldrhvs r4, [fp], #-237
            Word::arm(0x00008748, 0x41c28331), // bicmi r8, r2, r1, lsr r3
            Word::arm(0x0000874c, 0xf5d2fcac), // pld [r2, #3244]
            Word::arm(0x00008750, 0x01320e64), // teqeq r2, r4, ror #28
            Word::arm(0x00008754, 0xf553f523), // pld [r3, #-1315]
            Word::arm(0x00008758, 0xa1c94347), // bicge r4, r9, r7, asr #6
            Word::arm(0x0000875c, 0x712672cd), // smlawtvc r6, sp, r2, r7
            Word::arm(0x00008760, 0xfbffffe6), // blx 0x8702
            Word::arm(0x00008764, 0xec4ccfd8), // mcrr 15, 13, ip, ip, cr8
            Word::arm(0x00008768, 0xa320f003), // wfige
            Word::arm(0x0000876c, 0x00e15924), // rsceq r5, r1, r4, lsr #18
            Word::arm(0x00008770, 0x203f40f3), // ldrshtcs r4, [pc], -r3
            Word::arm(0x00008774, 0x6c59ef22), // mrrcvs 15, 2, lr, r9, cr2
            Word::arm(0x00008778, 0x612f68c8), // smlawtvs pc, r8, r8, r6
            Word::arm(0x0000877c, 0x701f0a92), // mulsvc pc, r2, sl
            Word::arm(0x00008780, 0xad5edf18), // ldclge 15, cr13, [lr, #-96]
            Word::arm(0x00008784, 0xb1f02489), // mvnslt r2, r9, lsl #9
            Word::arm(0x00008788, 0x312d00e1), // smulwtcc sp, r1, r0
            Word::arm(0x0000878c, 0x912fff3f), // blxls pc
            Word::arm(0x00008790, 0xc1e08c2d), // mvngt r8, sp, lsr #24
            Word::arm(0x00008794, 0xbc53efc7), // mrrclt 15, 12, lr, r3, cr7
            Word::arm(0x00008798, 0x63cd7aa8), // bicvs r7, sp, #168, 20
            Word::arm(0x0000879c, 0xb320fc03), // wfilt
            Word::arm(0x000087a0, 0x612fff2e), // bxjvs lr
            Word::arm(0x000087a4, 0x83130bcf), // tsthi r3, #211968
            Word::arm(0x000087a8, 0xf75dfe4c), // pld [sp, -ip, asr #28]
            Word::arm(0x000087ac, 0x1123b38a), // smlawbne r3, sl, r3, fp
            Word::arm(0x000087b0, 0x31732ef8), // ldrshcc r2, [r3, #-232]!
            Word::arm(0x000087b4, 0xf713bdf1), // udf 0xf713bdf1
            Word::arm(0x000087b8, 0x7607153f), // udf 0x7607153f
            Word::arm(0x000087bc, 0x810ad056), // qaddhi sp, r6, sl
            Word::arm(0x000087c0, 0x4c4118f5), // mcrrmi 8, 15, r1, r1, cr5
            Word::arm(0x000087c4, 0xc12e05e5), // smulwtgt lr, r5, r5
            Word::arm(0x000087c8, 0xc12fff35), // blxgt r5
            Word::arm(0x000087cc, 0x1c5a6fcf), // mrrcne 15, 12, r6, sl, cr15
            Word::arm(0x000087d0, 0xa148d092), // swpbge sp, r2, [r8]
            Word::arm(0x000087d4, 0x33b0d816), // movscc sp, #1441792
            Word::arm(0x000087d8, 0x105dd62e), // subsne sp, sp, lr, lsr #12
            Word::arm(0x000087dc, 0x612fff21), // bxjvs r1
            Word::arm(0x000087e0, 0x6008e57c), // andvs lr, r8, ip, ror r5
            Word::arm(0x000087e4, 0x41380fa5), // teqmi r8, r5, lsr #31
            Word::arm(0x000087e8, 0xe25b3205), // subs r3, fp, #1342177280
            Word::arm(0x000087ec, 0x514f3000), // mrspl r3, SPSR
            Word::arm(0x000087f0, 0xb140e09b), // swpblt lr, fp, [r0]
            Word::arm(0x000087f4, 0x01d0131c), // bicseq r1, r0, ip, lsl r3
            Word::arm(0x000087f8, 0xf7d4f66b), // pld [r4, fp, ror #12]
            Word::arm(0x000087fc, 0x812fff14), // bxhi r4
            Word::arm(0x00008800, 0x61100455), // tstvs r0, r5, asr r4
            Word::arm(0x00008804, 0x8101e09e), // swphi lr, lr, [r1]
            Word::arm(0x00008808, 0xc512c61f), // ldrgt ip, [r2, #-1567]
            Word::arm(0x0000880c, 0xe10ff000), // mrs pc, CPSR
            Word::arm(0x00008810, 0x60238496), // mlavs r3, r6, r4, r8
            Word::arm(0x00008814, 0xc1cf0221), // bicgt r0, pc, r1, lsr #4
            Word::arm(0x00008818, 0x0120d2c5), // smlawteq r0, r5, r2, sp
            Word::arm(0x0000881c, 0x0366f3d0), // msreq SPSR_sx, #208, 6
            Word::arm(0x00008820, 0x4e177839), // mrcmi 8, 0, r7, cr7, cr9, {1}
            Word::arm(0x00008824, 0x0320fc03), // wfieq
            Word::arm(0x00008828, 0xf7dff888), // pld [pc, r8, lsl #17]
            Word::arm(0x0000882c, 0xeeeb2905), // cdp 9, 14, cr2, cr11, cr5, {0}
            Word::arm(0x00008830, 0x1c4cfea6), // mcrrne 14, 10, pc, ip, cr6
            Word::arm(0x00008834, 0x5172e7f1), // ldrshpl lr, [r2, #-113]!
            Word::arm(0x00008838, 0xb320f795), // noplt {149}
            Word::arm(0x0000883c, 0xe01930d3), // ldrsb r3, [r9], -r3
            Word::arm(0x00008840, 0xe120005b), // qsub r0, fp, r0
            Word::arm(0x00008844, 0x912fff21), // bxjls r1
            Word::arm(0x00008848, 0x41a0262c), // lsrmi r2, ip, #12
            Word::arm(0x0000884c, 0xa125bb85), // smlawbge r5, r5, fp, fp
            Word::arm(0x00008850, 0x2fca6cea), // svccs 0x00ca6cea
            Word::arm(0x00008854, 0x816402e5), // smultthi r4, r5, r2
            Word::arm(0x00008858, 0x5320fdb4), // noppl {180}
            Word::arm(0x0000885c, 0xb0d2041f), // sbcslt r0, r2, pc, lsl r4
            Word::arm(0x00008860, 0x212240bc), // strhcs r4, [r2, -ip]!
            Word::arm(0x00008864, 0x1086e79d), // umullne lr, r6, sp, r7
            Word::arm(0x00008868, 0x910777cf), // smlabtls r7, pc, r7, r7
            Word::arm(0x0000886c, 0xd12d4371), // bkpt 0xd431
            Word::arm(0x00008870, 0x31680fce), // smulbtcc r8, lr, pc
            Word::arm(0x00008874, 0x239e5071), // orrscs r5, lr, #113
            Word::arm(0x00008878, 0xd141eacf), // smlalbtle lr, r1, pc, sl
            Word::arm(0x0000887c, 0x4046d3bc), // strhmi sp, [r6], #-60
            Word::arm(0x00008880, 0x610a5a8c), // smlabbvs sl, ip, sl, r5
            Word::arm(0x00008884, 0x400b0b9e), // mulmi fp, lr, fp
            Word::arm(0x00008888, 0x70a33a92), // umlalvc r3, r3, r2, sl
            Word::arm(0x0000888c, 0x135d0986), // cmpne sp, #2195456
            Word::arm(0x00008890, 0x21af50b3), // strhcs r5, [pc, r3]
            Word::arm(0x00008894, 0x913d0416), // teqls sp, r6, lsl r4
            Word::arm(0x00008898, 0xc12374c4), // smlawtgt r3, r4, r4, r7
            Word::arm(0x0000889c, 0xc168f05f), // qdsubgt pc, pc, r8
            Word::arm(0x000088a0, 0x42b5394f), // adcsmi r3, r5, #1294336
            Word::arm(0x000088a4, 0xd1cdf58f), // bicle pc, sp, pc, lsl #11
            Word::arm(0x000088a8, 0x5116a0f2), // ldrshpl sl, [r6, -r2]
            Word::arm(0x000088ac, 0xe14fa000), // mrs sl, SPSR
            Word::arm(0x000088b0, 0x91033b87), // smlabbls r3, r7, fp, r3
            Word::arm(0x000088b4, 0xc12fff2f), // bxjgt pc
            Word::arm(0x000088b8, 0x610ff000), // mrsvs pc, CPSR
            Word::arm(0x000088bc, 0xa58d15cb), // strge r1, [sp, #1483]
            Word::arm(0x000088c0, 0xb12fff16), // bxlt r6
            Word::arm(0x000088c4, 0xa1390b19), // teqge r9, r9, lsl fp
            Word::arm(0x000088c8, 0xf554f696), // pld [r4, #-1686]
            Word::arm(0x000088cc, 0x7185f90e), // orrvc pc, r5, lr, lsl #18
            Word::arm(0x000088d0, 0x4002804b), // andmi r8, r2, fp, asr #32
            Word::arm(0x000088d4, 0xfb4dc10c), // blx 0x1378d0e
            Word::arm(0x000088d8, 0xc1c8458c), // bicgt r4, r8, ip, lsl #11
            Word::arm(0x000088dc, 0x30e48291), // smlalcc r8, r4, r1, r2
            Word::arm(0x000088e0, 0x71ca231c), // bicvc r2, sl, ip, lsl r3
            Word::arm(0x000088e4, 0x7d461f88), // stclvc 15, cr1, [r6, #-544]
            Word::arm(0x000088e8, 0xc1fcb0df), // ldrsbgt fp, [ip, #15]!
            Word::arm(0x000088ec, 0x5776eefb), // udf 0x5776eefb
            Word::arm(0x000088f0, 0x6147bbb5), // strhvs fp, [r7, #-181]
            Word::arm(0x000088f4, 0xf7dcfc2d), // pld [ip, sp, lsr #24]
            Word::arm(0x000088f8, 0x203c6897), // mlascs ip, r7, r8, r6
            Word::arm(0x000088fc, 0x006b86fb), // udf 0x006b86fb
            Word::arm(0x00008900, 0xe12fff3a), // blx sl
            Word::arm(0x00008904, 0x910f2099), // swpls r2, r9, [pc]
            Word::arm(0x00008908, 0x112bf00a), // msrne CPSR_fxc, sl
            Word::arm(0x0000890c, 0xfab07965), // blx 0xfec26ea8
            Word::arm(0x00008910, 0x9020cf97), // mlals r0, r7, pc, ip
            Word::arm(0x00008914, 0xc129637d), // bkpt 0x963d
            Word::arm(0x00008918, 0xa12d9777), // bkpt 0xd977
            Word::arm(0x0000891c, 0x9280bdce), // addls fp, r0, #13184
            Word::arm(0x00008920, 0x810696e1), // smlatthi r6, r1, r6, r9
            Word::arm(0x00008924, 0x1fa00981), // svcne 0x00a00981
            Word::arm(0x00008928, 0x903c9c9e), // mlasls ip, lr, ip, r9
            Word::arm(0x0000892c, 0x5e364f02), // cdppl 15, 3, cr4, cr6, cr2, {0}
            Word::arm(0x00008930, 0x614734bc), // strhvs r3, [r7, #-76]
            Word::arm(0x00008934, 0x0362fc00), // msreq SPSR_x, #0, 24
            Word::arm(0x00008938, 0x120c84b5), // andne r8, ip, #-1258291200
            Word::arm(0x0000893c, 0x7fc7df9e), // svcvc 0x00c7df9e
            Word::arm(0x00008940, 0xaf15fddd), // svcge 0x0015fddd
            Word::arm(0x00008944, 0x2360f42f), // msrcs SPSR_, #788529152
            Word::arm(0x00008948, 0x7129f004), // msrvc CPSR_fc, r4
            Word::arm(0x0000894c, 0xe7cc629d), // udf 0xe7cc629d
            Word::arm(0x00008950, 0x00f3c8b1), // ldrhteq ip, [r3], #129
            Word::arm(0x00008954, 0x82d0dc91), // sbcshi sp, r0, #37120
            Word::arm(0x00008958, 0x000a00b9), // strheq r0, [sl], -r9
            Word::arm(0x0000895c, 0xc199b7a2), // orrsgt fp, r9, r2, lsr #15
            Word::arm(0x00008960, 0x9124f006), // msrls CPSR_s, r6
            Word::arm(0x00008964, 0x012fff2e), // bxjeq lr
            Word::arm(0x00008968, 0x108cf99f), // umullne pc, ip, pc, r9
            Word::arm(0x0000896c, 0x703d70f0), // ldrshtvc r7, [sp], -r0
            Word::arm(0x00008970, 0x316709c1), // smulbtcc r7, r1, r9
            Word::arm(0x00008974, 0x012c0feb), // smulwteq ip, fp, pc
            Word::arm(0x00008978, 0x43c05ca8), // bicmi r5, r0, #168, 24
            Word::arm(0x0000897c, 0x7320f703), // wfivc
            Word::arm(0x00008980, 0xcd0b02b8), // stcgt 2, cr0, [fp, #-736]
            Word::arm(0x00008984, 0x70cf21e1), // sbcvc r2, pc, r1, ror #3
            Word::arm(0x00008988, 0xfafffff8), // blx 0x8970
            Word::arm(0x0000898c, 0xf7d6f202), // pld [r6, r2, lsl #4]
            Word::arm(0x00008990, 0x8129f00e), // msrhi CPSR_fc, lr
            Word::arm(0x00008994, 0xa1a0c836), // lsrge ip, r6, r8
            Word::arm(0x00008998, 0x118a20fb), // strdne r2, [sl, fp]
            Word::arm(0x0000899c, 0xc162f003), // msrgt SPSR_x, r3
            Word::arm(0x000089a0, 0xb14f7000), // mrslt r7, SPSR
            Word::arm(0x000089a4, 0x607bd10d), // rsbsvs sp, fp, sp, lsl #2
            Word::arm(0x000089a8, 0x41c83afb), // udf 0x41c83afb
            Word::arm(0x000089ac, 0x07bedd10), // udf 0x07bedd10
            Word::arm(0x000089b0, 0x9320f503), // wfils
            Word::arm(0x000089b4, 0x60694c52), // rsbvs r4, r9, r2, asr ip
            Word::arm(0x000089b8, 0xf5daffdd), // pld [sl, #4061]
            Word::arm(0x000089bc, 0x60fc51fa), // ldrshtvs r5, [ip], #26
            Word::arm(0x000089c0, 0xf00d8859), // udf 0xf00d8859
            Word::arm(0x000089c4, 0x80f7c9fd), // ldrshthi ip, [r7], #157
            Word::arm(0x000089c8, 0xc1a0406c), // rrxgt r4, ip
            Word::arm(0x000089cc, 0xfdd4b311), // udf 0xfdd4b311
            Word::arm(0x000089d0, 0x9199c515), // orrsls ip, r9, r5, lsl r5
            Word::arm(0x000089d4, 0x203260c9), // eorscs r6, r2, r9, asr #1
            Word::arm(0x000089d8, 0xa1264c7f), // bkpt 0x64cf
            Word::arm(0x000089dc, 0xe3b093d6), // movs r9, #1476395011
            Word::arm(0x000089e0, 0xd0d06df7), // ldrshle r6, [r0], #215
            Word::arm(0x000089e4, 0xb18ea0dc), // ldrdlt sl, [lr, ip]
            Word::arm(0x000089e8, 0x0fa40f4e), // svceq 0x00a40f4e
            Word::arm(0x000089ec, 0xc1240dad), // smulwbgt r4, sp, sp
            Word::arm(0x000089f0, 0xe14225de), // ldrd r2, [r2, #-94]
            Word::arm(0x000089f4, 0x012fff3e), // blxeq lr
            Word::arm(0x000089f8, 0xe3320b8c), // teq r2, #140, 22
            Word::arm(0x000089fc, 0x70fa6ae5), // rscsvc r6, sl, r5, ror #21
            Word::arm(0x00008a00, 0xa1a05d06), // lslge r5, r6, #26
            Word::arm(0x00008a04, 0x9b00000f), // blls 0x8a48
            Word::arm(0x00008a08, 0x1109505f), // qaddne r5, pc, r9
            Word::arm(0x00008a0c, 0xe12300ae), // smulwb r3, lr, r0
            Word::arm(0x00008a10, 0x459860ec), // ldrmi r6, [r8, #236]
            Word::arm(0x00008a14, 0x31a0e230), // lsrcc lr, r0, r2
            Word::arm(0x00008a18, 0xb364f6c4), // msrlt SPSR_s, #196, 12
            Word::arm(0x00008a1c, 0xa72107ab), // strge r0, [r1, -fp, lsr #15]!
            Word::arm(0x00008a20, 0xc12fff17), // bxgt r7
            Word::arm(0x00008a24, 0xe12fff1b), // bx fp
            Word::arm(0x00008a28, 0xd16ff00b), // msrle SPSR_fsxc, fp
            Word::arm(0x00008a2c, 0x300a0a9b), // mulcc sl, fp, sl
            Word::arm(0x00008a30, 0xf9e777f3), // udf 0xf9e777f3
            Word::arm(0x00008a34, 0xf7def6ca), // pld [lr, sl, asr #13]
            Word::arm(0x00008a38, 0x112fff3c), // blxne ip
            Word::arm(0x00008a3c, 0x8108d054), // qaddhi sp, r4, r8
            Word::arm(0x00008a40, 0x00647fd7), // udf 0x00647fd7
            Word::arm(0x00008a44, 0x616805ea), // smulttvs r8, sl, r5
            Word::arm(0x00008a48, 0xab0a03c3), // blge 0x28995c
            Word::arm(0x00008a4c, 0xf5d9fb34), // pld [r9, #2868]
            Word::arm(0x00008a50, 0xfaffffe1), // blx 0x89dc
            Word::arm(0x00008a54, 0xfae6e0cf), // blx 0xff9c0d98
            Word::arm(0x00008a58, 0x11b0178d), // lslsne r1, sp, #15
            Word::arm(0x00008a5c, 0x113970f0), // ldrshne r7, [r9, -r0]!
            Word::arm(0x00008a60, 0x81a0d28a), // lslhi sp, sl, #5
            Word::arm(0x00008a64, 0x101f0394), // mulsne pc, r4, r3
            Word::arm(0x00008a68, 0x202950d7), // udf 0x202950d7
            Word::arm(0x00008a6c, 0x724dc99d), // subvc ip, sp, #2572288
            Word::arm(0x00008a70, 0xe067f9bd), // strht pc, [r7], #-157
            Word::arm(0x00008a74, 0xf559fdd7), // pld [r9, #-3543]
            Word::arm(0x00008a78, 0x112508e4), // smulwtne r5, r4, r8
            Word::arm(0x00008a7c, 0xe3828557), // orr r8, r2, #364904448
            Word::arm(0x00008a80, 0x312fff2c), // bxjcc ip
            Word::arm(0x00008a84, 0xc558eb0b), // ldrbgt lr, [r8, #-2827]
            Word::arm(0x00008a88, 0x51e05821), // mvnpl r5, r1, lsr #16
            Word::arm(0x00008a8c, 0x8eb43e4a), // cdphi 14, 11, cr3, cr4, cr10, {2}
            Word::arm(0x00008a90, 0x8801bb75), // stmdahi r1, {r0, r2, r4, r5, r6, r8, r9, fp, ip, sp, pc}
            Word::arm(0x00008a94, 0x11530873), // cmpne r3, r3, ror r8
            Word::arm(0x00008a98, 0x216f9f14), // clzcs r9, r4
            Word::arm(0x00008a9c, 0x700c039c), // mulvc ip, ip, r3
            Word::arm(0x00008aa0, 0x36ace8c4), // strtcc lr, [ip], r4, asr #17
            Word::arm(0x00008aa4, 0x3e050830), // mcrcc 8, 0, r0, cr5, cr0, {1}
            Word::arm(0x00008aa8, 0x40c8ae9d), // smullmi sl, r8, sp, lr
            Word::arm(0x00008aac, 0x514cf5c4), // smlalbtpl pc, ip, r4, r5
            Word::arm(0x00008ab0, 0x616f4f12), // clzvs r4, r2
            Word::arm(0x00008ab4, 0xf7dcf4aa), // pld [ip, sl, lsr #9]
            Word::arm(0x00008ab8, 0xb10772e3), // smlattlt r7, r3, r2, r7
            Word::arm(0x00008abc, 0x217b0d59), // cmncs fp, r9, asr sp
            Word::arm(0x00008ac0, 0x312fff13), // bxcc r3
            Word::arm(0x00008ac4, 0xd328f53d), // msrle CPSR_f, #255852544
            Word::arm(0x00008ac8, 0xa0a54192), // umlalge r4, r5, r2, r1
            Word::arm(0x00008acc, 0xe16809cc), // smulbt r8, ip, r9
            Word::arm(0x00008ad0, 0x63b0eadf), // movsvs lr, #913408
            Word::arm(0x00008ad4, 0xf55ffc1f), // pld [pc, #-3103]
            Word::arm(0x00008ad8, 0xe80157d7), // stmda r1, {r0, r1, r2, r4, r6, r7, r8, r9, sl, ip, lr}
            Word::arm(0x00008adc, 0x889bbcf5), // ldmhi fp, {r0, r2, r4, r5, r6, r7, sl, fp, ip, sp, pc}
            Word::arm(0x00008ae0, 0x303b379a), // mlascc fp, sl, r7, r3
            Word::arm(0x00008ae4, 0x5320ff51), // noppl {81}
            Word::arm(0x00008ae8, 0x412fff26), // bxjmi r6
            Word::arm(0x00008aec, 0x879f84b3), // udf 0x879f84b3
            Word::arm(0x00008af0, 0xb3a063a9), // movlt r6, #-1543503870
            Word::arm(0x00008af4, 0xb16f1f1a), // clzlt r1, sl
            Word::arm(0x00008af8, 0xa9435080), // stmdbge r3, {r7, ip, lr}^
            Word::arm(0x00008afc, 0x7c47b7ea), // mcrrvc 7, 14, fp, r7, cr10
            Word::arm(0x00008b00, 0x1c55de62), // mrrcne 14, 6, sp, r5, cr2
            Word::arm(0x00008b04, 0xf7dbf16d), // pld [fp, sp, ror #2]
            Word::arm(0x00008b08, 0x615000e9), // cmpvs r0, r9, ror #1
            Word::arm(0x00008b0c, 0x10332858), // eorsne r2, r3, r8, asr r8
            Word::arm(0x00008b10, 0xd1a0c676), // rorle ip, r6, r6
            Word::arm(0x00008b14, 0xc16006a7), // smultbgt r0, r7, r6
            Word::arm(0x00008b18, 0xc7f9c655), // udf 0xc7f9c655
            Word::arm(0x00008b1c, 0x8deb7ffa), // stclhi 15, cr7, [fp, #1000]!
            Word::arm(0x00008b20, 0xb6cc6017), // udf 0xb6cc6017
            Word::arm(0x00008b24, 0xa0b2e0b7), // ldrhtge lr, [r2], r7
            Word::arm(0x00008b28, 0xfa000028), // blx 0x8bd0
            Word::arm(0x00008b2c, 0xc00280f5), // strdgt r8, [r2], -r5
            Word::arm(0x00008b30, 0x416b04a0), // smultbmi fp, r0, r4
            Word::arm(0x00008b34, 0xc36ff1a7), // msrgt SPSR_fsxc, #-1073741783
            Word::arm(0x00008b38, 0xa1032dce), // smlabtge r3, lr, sp, r2
            Word::arm(0x00008b3c, 0x1000019e), // mulne r0, lr, r1
            Word::arm(0x00008b40, 0x4121a0b8), // strhmi sl, [r1, -r8]!
            Word::arm(0x00008b44, 0x71041051), // qaddvc r1, r1, r4
            Word::arm(0x00008b48, 0x33b0c629), // movscc ip, #42991616
            Word::arm(0x00008b4c, 0xe1620bcc), // smulbt r2, ip, fp
            Word::arm(0x00008b50, 0xfe3aceaf), // udf 0xfe3aceaf
            Word::arm(0x00008b54, 0x90b9e0bb), // ldrhtls lr, [r9], fp
            Word::arm(0x00008b58, 0x159f9846), // ldrne r9, [pc, #2118]
            Word::arm(0x00008b5c, 0x31012aae), // smlatbcc r1, lr, sl, r2
            Word::arm(0x00008b60, 0xf7dbf540), // pld [fp, r0, asr #10]
            Word::arm(0x00008b64, 0xe09c40e0), // adds r4, ip, r0, ror #1
            Word::arm(0x00008b68, 0xb194c0bb), // ldrhlt ip, [r4, fp]
            Word::arm(0x00008b6c, 0x78556aea), // ldmdavc r5, {r1, r3, r5, r6, r7, r9, fp, sp, lr}^
            Word::arm(0x00008b70, 0x410bb09b), // swpmi fp, fp, [fp]
            Word::arm(0x00008b74, 0x16a76813), // udf 0x16a76813
            Word::arm(0x00008b78, 0x7ec66f66), // cdpvc 15, 12, cr6, cr6, cr6, {3}
            Word::arm(0x00008b7c, 0xd12fff3b), // blxle fp
            Word::arm(0x00008b80, 0x312fff12), // bxcc r2
            Word::arm(0x00008b84, 0x3088f6ab), // addcc pc, r8, fp, lsr #13
            Word::arm(0x00008b88, 0xb0498af6), // strdlt r8, [r9], #-166
            Word::arm(0x00008b8c, 0x6320f303), // wfivs
            Word::arm(0x00008b90, 0x312fff23), // bxjcc r3
            Word::arm(0x00008b94, 0xe123705d), // qsub r7, sp, r3
            Word::arm(0x00008b98, 0xb194e735), // orrslt lr, r4, r5, lsr r7
            Word::arm(0x00008b9c, 0x33f0d278), // mvnscc sp, #120, 4
            Word::arm(0x00008ba0, 0xc320f403), // wfigt
            Word::arm(0x00008ba4, 0xdff12c6c), // svcle 0x00f12c6c
            Word::arm(0x00008ba8, 0xc1e105fb), // strdgt r0, [r1, #91]!
            Word::arm(0x00008bac, 0xb393b60e), // orrslt fp, r3, #14680064
            Word::arm(0x00008bb0, 0x11e06b1e), // mvnne r6, lr, lsl fp
            Word::arm(0x00008bb4, 0x3c5a8ff7), // mrrccc 15, 15, r8, sl, cr7
            Word::arm(0x00008bb8, 0x4c434f53), // mcrrmi 15, 5, r4, r3, cr3
            Word::arm(0x00008bbc, 0x86f279ff), // udf 0x86f279ff
            Word::arm(0x00008bc0, 0xe3c15146), // bic r5, r1, #-2147483631
            Word::arm(0x00008bc4, 0xe1370b34), // teq r7, r4, lsr fp
            Word::arm(0x00008bc8, 0x0a543716), // beq 0x1516828
            Word::arm(0x00008bcc, 0xe106209d), // swp r2, sp, [r6]
            Word::arm(0x00008bd0, 0xc12fff2b), // bxjgt fp
            Word::arm(0x00008bd4, 0xa0ae00dc), // udf 0xa0ae00dc
            Word::arm(0x00008bd8, 0xee974f0f), // cdp 15, 9, cr4, cr7, cr15, {0}
            Word::arm(0x00008bdc, 0xa1590557), // cmpge r9, r7, asr r5
            Word::arm(0x00008be0, 0x8d883fad), // stchi 15, cr3, [r8, #692]
            Word::arm(0x00008be4, 0x81fb54d6), // ldrsbhi r5, [fp, #70]!
            Word::arm(0x00008be8, 0x63a0ad7b), // movvs sl, #7872
            Word::arm(0x00008bec, 0x7320f4ca), // nopvc {202}
            Word::arm(0x00008bf0, 0x61f00ec3), // mvnsvs r0, r3, asr #29
            Word::arm(0x00008bf4, 0xd3f010d2), // mvnsle r1, #210
            Word::arm(0x00008bf8, 0x802f385d), // eorhi r3, pc, sp, asr r8
            Word::arm(0x00008bfc, 0x07ea338a), // strbeq r3, [sl, sl, lsl #7]!
            Word::arm(0x00008c00, 0x50080898), // mulpl r8, r8, r8
            Word::arm(0x00008c04, 0x119d40f1), // ldrshne r4, [sp, r1]
            Word::arm(0x00008c08, 0x61d7ab5b), // bicsvs sl, r7, fp, asr fp
            Word::arm(0x00008c0c, 0xa12fff13), // bxge r3
            Word::arm(0x00008c10, 0xb16503cb), // smulbtlt r5, fp, r3
            Word::arm(0x00008c14, 0x6102a8ab), // smlatbvs r2, fp, r8, sl
            Word::arm(0x00008c18, 0x0100a095), // swpeq sl, r5, [r0]
            Word::arm(0x00008c1c, 0xf45098c3), // udf 0xf45098c3
            Word::arm(0x00008c20, 0x412fff24), // bxjmi r4
            Word::arm(0x00008c24, 0x614fa000), // mrsvs sl, SPSR
            Word::arm(0x00008c28, 0x503a403c), // eorspl r4, sl, ip, lsr r0
            Word::arm(0x00008c2c, 0x401a0694), // mulsmi sl, r4, r6
            Word::arm(0x00008c30, 0xb16fff19), // clzlt pc, r9
            Word::arm(0x00008c34, 0xa1160f8c), // tstge r6, ip, lsl #31
            Word::arm(0x00008c38, 0x01a05117), // lsleq r5, r7, r1
            Word::arm(0x00008c3c, 0xf552fe42), // pld [r2, #-3650]
            Word::arm(0x00008c40, 0xf5dbfb77), // pld [fp, #2935]
            Word::arm(0x00008c44, 0x3ea80f12), // mcrcc 15, 5, r0, cr8, cr2, {0}
            Word::arm(0x00008c48, 0xd09950fb), // ldrshle r5, [r9], fp
            Word::arm(0x00008c4c, 0xa320fa03), // wfige
            Word::arm(0x00008c50, 0x4b000019), // blmi 0x8cbc
            Word::arm(0x00008c54, 0x6e270360), // cdpvs 3, 2, cr0, cr7, cr0, {3}
            Word::arm(0x00008c58, 0x3ecaffc6), // cdpcc 15, 12, cr15, cr10, cr6, {6}
            Word::arm(0x00008c5c, 0x612fff2c), // bxjvs ip
            Word::arm(0x00008c60, 0x369f3ffc), // udf 0x369f3ffc
            Word::arm(0x00008c64, 0x506c4fac), // rsbpl r4, ip, ip, lsr #31
            Word::arm(0x00008c68, 0x512fff2c), // bxjpl ip
            Word::arm(0x00008c6c, 0x0320f97c), // nopeq {124}
            Word::arm(0x00008c70, 0x415e08e3), // cmpmi lr, r3, ror #17
            Word::arm(0x00008c74, 0x71f316b1), // ldrhvc r1, [r3, #97]!
            Word::arm(0x00008c78, 0x800540fa), // strdhi r4, [r5], -sl
            Word::arm(0x00008c7c, 0x1095f0b0), // ldrhne pc, [r5], r0
            Word::arm(0x00008c80, 0x52663b9e), // rsbpl r3, r6, #161792
            Word::arm(0x00008c84, 0x2b000009), // blcs 0x8cb0
            Word::arm(0x00008c88, 0xd1260def), // smulwtle r6, pc, sp
            Word::arm(0x00008c8c, 0xb141dfc6), // smlalbtlt sp, r1, r6, pc
            Word::arm(0x00008c90, 0xc12fff39), // blxgt r9
            Word::arm(0x00008c94, 0x04d6cdd7), // ldrbeq ip, [r6], #3543
            Word::arm(0x00008c98, 0xa166f050), // qdsubge pc, r0, r6
            Word::arm(0x00008c9c, 0x71e9add1), // ldrdvc sl, [r9, #209]!
            Word::arm(0x00008ca0, 0x1066e05c), // rsbne lr, r6, ip, asr r0
            Word::arm(0x00008ca4, 0x41529fb7), // ldrhmi r9, [r2, #-247]
            Word::arm(0x00008ca8, 0x812fff25), // bxjhi r5
            Word::arm(0x00008cac, 0xb10e909e), // swplt r9, lr, [lr]
            Word::arm(0x00008cb0, 0x21c27aea), // biccs r7, r2, sl, ror #21
            Word::arm(0x00008cb4, 0x312fff2d), // bxjcc sp
            Word::arm(0x00008cb8, 0x312594c5), // smlawtcc r5, r5, r4, r9
            Word::arm(0x00008cbc, 0x2f2431ca), // svccs 0x002431ca
            Word::arm(0x00008cc0, 0x312505e6), // smulwtcc r5, r6, r5
            Word::arm(0x00008cc4, 0x91496cce), // smlalbtls r6, r9, lr, ip
            Word::arm(0x00008cc8, 0xf0f388ec), // udf 0xf0f388ec
            Word::arm(0x00008ccc, 0xfa470ef3), // blx 0x11cc8a0
            Word::arm(0x00008cd0, 0x70b3619e), // umlalsvc r6, r3, lr, r1
            Word::arm(0x00008cd4, 0xb14d70a8), // smlaltblt r7, sp, r8, r0
            Word::arm(0x00008cd8, 0x13e0338e), // mvnne r3, #939524098
            Word::arm(0x00008cdc, 0x50584a74), // subspl r4, r8, r4, ror sl
            Word::arm(0x00008ce0, 0x11270fe8), // smulwtne r7, r8, pc
            Word::arm(0x00008ce4, 0x614e705d), // qdaddvs r7, sp, lr
            Word::arm(0x00008ce8, 0xfa000036), // blx 0x8dc8
            Word::arm(0x00008cec, 0x9081d0d2), // udf 0x9081d0d2
            Word::arm(0x00008cf0, 0x9320f279), // nopls {121}
            Word::arm(0x00008cf4, 0xd06e3957), // rsble r3, lr, r7, asr r9
            Word::arm(0x00008cf8, 0x713908eb), // teqvc r9, fp, ror #17
            Word::arm(0x00008cfc, 0x4734fa51), // udf 0x4734fa51
            Word::arm(0x00008d00, 0x43902e2a), // orrsmi r2, r0, #672
            Word::arm(0x00008d04, 0x91a079aa), // lsrls r7, sl, #19
            Word::arm(0x00008d08, 0x512fdccf), // smlawtpl pc, pc, ip, sp
            Word::arm(0x00008d0c, 0x701600f0), // ldrshvc r0, [r6], -r0
            Word::arm(0x00008d10, 0xe12b9cc2), // smlawt fp, r2, ip, r9
            Word::arm(0x00008d14, 0xb19b6d43), // orrslt r6, fp, r3, asr #26
            Word::arm(0x00008d18, 0x407a94f6), // ldrshtmi r9, [sl], #-70
            Word::arm(0x00008d1c, 0x94eab9f8), // strbtls fp, [sl], #2552
            Word::arm(0x00008d20, 0x212fff35), // blxcs r5
            Word::arm(0x00008d24, 0x4f827ad9), // svcmi 0x00827ad9
            Word::arm(0x00008d28, 0xd12c93c7), // smlawtle ip, r7, r3, r9
            Word::arm(0x00008d2c, 0x116209ae), // smultbne r2, lr, r9
            Word::arm(0x00008d30, 0x71464095), // swpbvc r4, r5, [r6]
            Word::arm(0x00008d34, 0xfb000001), // blx 0x8d42
            Word::arm(0x00008d38, 0x9ad4ccf3), // bls 0xff53c10c
            Word::arm(0x00008d3c, 0x9100909e), // swpls r9, lr, [r0]
            Word::arm(0x00008d40, 0xb19330db), // ldrsblt r3, [r3, fp]
            Word::arm(0x00008d44, 0xf3079982), // udf 0xf3079982
            Word::arm(0x00008d48, 0xc2644388), // rsbgt r4, r4, #136, 6
            Word::arm(0x00008d4c, 0x0de30929), // stcleq 9, cr0, [r3, #164]!
            Word::arm(0x00008d50, 0xb12904e4), // smulwtlt r9, r4, r4
            Word::arm(0x00008d54, 0x30ec6099), // smlalcc r6, ip, r9, r0
            Word::arm(0x00008d58, 0xc320f403), // wfigt
            Word::arm(0x00008d5c, 0x3e933f66), // cdpcc 15, 9, cr3, cr3, cr6, {3}
            Word::arm(0x00008d60, 0x916fbf17), // clzls fp, r7
            Word::arm(0x00008d64, 0x0b000005), // bleq 0x8d80
            Word::arm(0x00008d68, 0xc3f03151), // mvnsgt r3, #1073741844
            Word::arm(0x00008d6c, 0xa10960b3), // strhge r6, [r9, -r3]
            Word::arm(0x00008d70, 0x105f5bb3), // ldrhne r5, [pc], #-179
            Word::arm(0x00008d74, 0x616974df), // udf 0x616974df
            Word::arm(0x00008d78, 0x61038ce0), // smlattvs r3, r0, ip, r8
            Word::arm(0x00008d7c, 0xa12fff16), // bxge r6
            Word::arm(0x00008d80, 0x412fff27), // bxjmi r7
            Word::arm(0x00008d84, 0x612fff30), // blxvs r0
            Word::arm(0x00008d88, 0x50ccb79c), // smullpl fp, ip, ip, r7
            Word::arm(0x00008d8c, 0x62731c64), // rsbsvs r1, r3, #100, 24
            Word::arm(0x00008d90, 0x312fff19), // bxcc r9
            Word::arm(0x00008d94, 0x8147905a), // qdaddhi r9, sl, r7
            Word::arm(0x00008d98, 0x3129f009), // msrcc CPSR_fc, r9
            Word::arm(0x00008d9c, 0xb05bbbfe), // ldrshlt fp, [fp], #-190
            Word::arm(0x00008da0, 0x455529b8), // ldrbmi r2, [r5, #-2488]
            Word::arm(0x00008da4, 0x7140409b), // swpbvc r4, fp, [r0]
            Word::arm(0x00008da8, 0xf275ab3a), // udf 0xf275ab3a
            Word::arm(0x00008dac, 0xaec6cf4d), // cdpge 15, 12, cr12, cr6, cr13, {2}
            Word::arm(0x00008db0, 0x460ef990), // udf 0x460ef990
            Word::arm(0x00008db4, 0xd12fff3f), // blxle pc
            Word::arm(0x00008db8, 0x92647963), // rsbls r7, r4, #1622016
            Word::arm(0x00008dbc, 0xd0291894), // mlale r9, r4, r8, r1
            Word::arm(0x00008dc0, 0x41b0722e), // lsrsmi r7, lr, #4
            Word::arm(0x00008dc4, 0xc167c057), // qdsubgt ip, r7, r7
            Word::arm(0x00008dc8, 0x6575f882), // ldrbvs pc, [r5, #-2178]!
            Word::arm(0x00008dcc, 0xaeb63f0e), // cdpge 15, 11, cr3, cr6, cr14, {0}
            Word::arm(0x00008dd0, 0xb12f01ab), // smulwblt pc, fp, r1
            Word::arm(0x00008dd4, 0xd7156609), // ldrle r6, [r5, -r9, lsl #12]
            Word::arm(0x00008dd8, 0xc195518b), // orrsgt r5, r5, fp, lsl #3
            Word::arm(0x00008ddc, 0x936ff46a), // msrls SPSR_fsxc, #1778384896
            Word::arm(0x00008de0, 0xdc5f5a97), // mrrcle 10, 9, r5, pc, cr7
            Word::arm(0x00008de4, 0x14b76791), // ldrtne r6, [r7], #1937
            Word::arm(0x00008de8, 0xe1d70386), // bics r0, r7, r6, lsl #7
            Word::arm(0x00008dec, 0xe1e828f0), // strd r2, [r8, #128]!
            Word::arm(0x00008df0, 0x6e897297), // mcrvs 2, 4, r7, cr9, cr7, {4}
            Word::arm(0x00008df4, 0x51eea3b8), // strhpl sl, [lr, #56]!
            Word::arm(0x00008df8, 0x31290ea7), // smulwbcc r9, r7, lr
            Word::arm(0x00008dfc, 0x007dbab8), // ldrhteq fp, [sp], #-168
            Word::arm(0x00008e00, 0x2c573aed), // mrrccs 10, 14, r3, r7, cr13
            Word::arm(0x00008e04, 0x920eaf80), // andls sl, lr, #128, 30
            Word::arm(0x00008e08, 0xd7d9d3b1), // udf 0xd7d9d3b1
            Word::arm(0x00008e0c, 0xd7c57f24), // strble r7, [r5, r4, lsr #30]
            Word::arm(0x00008e10, 0x00b2fa98), // umlalseq pc, r2, r8, sl
            Word::arm(0x00008e14, 0x2328f633), // msrcs CPSR_f, #53477376
            Word::arm(0x00008e18, 0xcf4f66f5), // svcgt 0x004f66f5
            Word::arm(0x00008e1c, 0xc3ce195b), // bicgt r1, lr, #1490944
            Word::arm(0x00008e20, 0x91267b78), // bkpt 0x67b8
            Word::arm(0x00008e24, 0xa10ed093), // swpge sp, r3, [lr]
            Word::arm(0x00008e28, 0x204663df), // ldrdcs r6, [r6], #-63
            Word::arm(0x00008e2c, 0xa0918951), // addsge r8, r1, r1, asr r9
            Word::arm(0x00008e30, 0x412c0aef), // smulwtmi ip, pc, sl
            Word::arm(0x00008e34, 0x01310811), // teqeq r1, r1, lsl r8
            Word::arm(0x00008e38, 0x71210aac), // smulwbvc r1, ip, sl
            Word::arm(0x00008e3c, 0x308970df), // udf 0x308970df
            Word::arm(0x00008e40, 0x81056eac), // smlatbhi r5, ip, lr, r6
            Word::arm(0x00008e44, 0x81000050), // qaddhi r0, r0, r0
            Word::arm(0x00008e48, 0xf5d3fc58), // pld [r3, #3160]
            Word::arm(0x00008e4c, 0x8fbc1bcc), // svchi 0x00bc1bcc
            Word::arm(0x00008e50, 0x513070da), // ldrsbpl r7, [r0, -sl]!
            Word::arm(0x00008e54, 0xa14e6dee), // smlalttge r6, lr, lr, sp
            Word::arm(0x00008e58, 0xd14ae057), // qdaddle lr, r7, sl
            Word::arm(0x00008e5c, 0xca000001), // bgt 0x8e68
            Word::arm(0x00008e60, 0xfbffffd8), // blx 0x8dca
            Word::arm(0x00008e64, 0xd027189e), // mlale r7, lr, r8, r1
            Word::arm(0x00008e68, 0x606fb830), // rsbvs fp, pc, r0, lsr r8
            Word::arm(0x00008e6c, 0xd320fba1), // nople {161}
            Word::arm(0x00008e70, 0xb10f9000), // mrslt r9, CPSR
            Word::arm(0x00008e74, 0xa1c8eaf7), // strdge lr, [r8, #167]
            Word::arm(0x00008e78, 0xabffffe0), // blge 0x8e00
            Word::arm(0x00008e7c, 0xb1049de2), // smlattlt r4, r2, sp, r9
            Word::arm(0x00008e80, 0x40bdb11e), // adcsmi fp, sp, lr, lsl r1
            Word::arm(0x00008e84, 0xc03da499), // mlasgt sp, r9, r4, sl
            Word::arm(0x00008e88, 0x012f048a), // smlawbeq pc, sl, r4, r0
            Word::arm(0x00008e8c, 0xe11a0aed), // tst sl, sp, ror #21
            Word::arm(0x00008e90, 0x316c07ac), // smultbcc ip, ip, r7
            Word::arm(0x00008e94, 0x80397b9f), // mlashi r9, pc, fp, r7
            Word::arm(0x00008e98, 0x5164f00c), // msrpl SPSR_s, ip
            Word::arm(0x00008e9c, 0x60ba7de3), // adcsvs r7, sl, r3, ror #27
            Word::arm(0x00008ea0, 0x0bffffc0), // bleq 0x8da8
            Word::arm(0x00008ea4, 0x0320fe03), // wfieq
            Word::arm(0x00008ea8, 0xee4a1fac), // cdp 15, 4, cr1, cr10, cr12, {5}
            Word::arm(0x00008eac, 0xa1a03854), // asrge r3, r4, r8
            Word::arm(0x00008eb0, 0xb00a0790), // mullt sl, r0, r7
            Word::arm(0x00008eb4, 0xe15211db), // ldrsb r1, [r2, #-27]
            Word::arm(0x00008eb8, 0x97738d4b), // ldrbls r8, [r3, -fp, asr #26]!
            Word::arm(0x00008ebc, 0xf557fe14), // pld [r7, #-3604]
            Word::arm(0x00008ec0, 0xaaffffd3), // bge 0x8e14
            Word::arm(0x00008ec4, 0x21f0a31a), // mvnscs sl, sl, lsl r3
            Word::arm(0x00008ec8, 0x93832efb), // orrls r2, r3, #4016
            Word::arm(0x00008ecc, 0xdfb85faa), // svcle 0x00b85faa
            Word::arm(0x00008ed0, 0x810c59c4), // smlabthi ip, r4, r9, r5
            Word::arm(0x00008ed4, 0x2141b092), // swpbcs fp, r2, [r1]
            Word::arm(0x00008ed8, 0xceb37cc7), // cdpgt 12, 11, cr7, cr3, cr7, {6}
            Word::arm(0x00008edc, 0x93e00fe4), // mvnls r0, #228, 30
            Word::arm(0x00008ee0, 0x23180952), // tstcs r8, #1343488
            Word::arm(0x00008ee4, 0x11bbf0d9), // ldrsbne pc, [fp, r9]!
            Word::arm(0x00008ee8, 0x312fff13), // bxcc r3
            Word::arm(0x00008eec, 0xd320f703), // wfile
            Word::arm(0x00008ef0, 0xaea8155f), // mcrge 5, 5, r1, cr8, cr15, {2}
            Word::arm(0x00008ef4, 0x31f04a78), // mvnscc r4, r8, ror sl
            Word::arm(0x00008ef8, 0x316fff15), // clzcc pc, r5
            Word::arm(0x00008efc, 0x10090e92), // mulne r9, r2, lr
            Word::arm(0x00008f00, 0xd12fff39), // blxle r9
            Word::arm(0x00008f04, 0xb1ef90d0), // udf 0xb1ef90d0
            Word::arm(0x00008f08, 0x21b00874), // rorscs r0, r4, r8
            Word::arm(0x00008f0c, 0x214325a2), // smlaltbcs r2, r3, r2, r5
            Word::arm(0x00008f10, 0x71b110ff), // ldrshvc r1, [r1, pc]!
            Word::arm(0x00008f14, 0xd1c0b04d), // bicle fp, r0, sp, asr #32
            Word::arm(0x00008f18, 0x502c913e), // eorpl r9, ip, lr, lsr r1
            Word::arm(0x00008f1c, 0xa00b0f93), // mulge fp, r3, pc
            Word::arm(0x00008f20, 0x327043f8), // rsbscc r4, r0, #248, 6
            Word::arm(0x00008f24, 0x8135d0db), // ldrsbhi sp, [r5, -fp]!
            Word::arm(0x00008f28, 0xe167f00e), // msr SPSR_sxc, lr
            Word::arm(0x00008f2c, 0xded928f3), // mrcle 8, 6, r2, cr9, cr3, {7}
            Word::arm(0x00008f30, 0xc16f9f1a), // clzgt r9, sl
            Word::arm(0x00008f34, 0x5b000015), // blpl 0x8f90
            Word::arm(0x00008f38, 0x314fe000), // mrscc lr, SPSR
            Word::arm(0x00008f3c, 0xad66cfde), // stclge 15, cr12, [r6, #-888]!
            Word::arm(0x00008f40, 0x11cd2f10), // bicne r2, sp, r0, lsl pc
            Word::arm(0x00008f44, 0x33d53eb7), // bicscc r3, r5, #2928
            Word::arm(0x00008f48, 0xa03cb0f9), // ldrshtge fp, [ip], -r9
            Word::arm(0x00008f4c, 0xe320ff03), // wfi
            Word::arm(0x00008f50, 0xb141428e), // smlalbblt r4, r1, lr, r2
            Word::arm(0x00008f54, 0xf55ef4f3), // pld [lr, #-1267]
            Word::arm(0x00008f58, 0xa1730085), // cmnge r3, r5, lsl #1
            Word::arm(0x00008f5c, 0x1e45fe1a), // mcrne 14, 2, pc, cr5, cr10, {0}
            Word::arm(0x00008f60, 0x81610a8a), // smulbbhi r1, sl, sl
            Word::arm(0x00008f64, 0x21b0a4c6), // asrscs sl, r6, #9
            Word::arm(0x00008f68, 0xa320ff03), // wfige
            Word::arm(0x00008f6c, 0x410ab0bc), // strhmi fp, [sl, -ip]
            Word::arm(0x00008f70, 0x6b8dfe21), // blvs 0xfe3887fc
            Word::arm(0x00008f74, 0x7087f0fc), // udf 0x7087f0fc
            Word::arm(0x00008f78, 0x1109b09a), // swpne fp, sl, [r9]
            Word::arm(0x00008f7c, 0x7c081f54), // udf 0x7c081f54
            Word::arm(0x00008f80, 0xf0d969ea), // udf 0xf0d969ea
            Word::arm(0x00008f84, 0xb03f279a), // mlaslt pc, sl, r7, r2
            Word::arm(0x00008f88, 0x3392fa53), // orrscc pc, r2, #339968
            Word::arm(0x00008f8c, 0x30020bac), // andcc r0, r2, ip, lsr #23
            Word::arm(0x00008f90, 0xa1464093), // swpbge r4, r3, [r6]
            Word::arm(0x00008f94, 0x8674e001), // ldrbthi lr, [r4], -r1
            Word::arm(0x00008f98, 0x50d967fb), // ldrshpl r6, [r9], #123
            Word::arm(0x00008f9c, 0x31110645), // tstcc r1, r5, asr #12
            Word::arm(0x00008fa0, 0xf19ea570), // udf 0xf19ea570
            Word::arm(0x00008fa4, 0x71c69a30), // bicvc r9, r6, r0, lsr sl
            Word::arm(0x00008fa8, 0xf7d9f726), // pld [r9, r6, lsr #14]
            Word::arm(0x00008fac, 0xa11c0c37), // tstge ip, r7, lsr ip
            Word::arm(0x00008fb0, 0x70080e92), // mulvc r8, r2, lr
            Word::arm(0x00008fb4, 0xa1750747), // cmnge r5, r7, asr #14
            Word::arm(0x00008fb8, 0x920bd5f1), // andls sp, fp, #1010827264
            Word::arm(0x00008fbc, 0x0197b0fb), // ldrsheq fp, [r7, fp]
            Word::arm(0x00008fc0, 0x80bbce95), // umlalshi ip, fp, r5, lr
            Word::arm(0x00008fc4, 0xd14629e3), // smlalttle r2, r6, r3, r9
            Word::arm(0x00008fc8, 0xf17d7e89), // udf 0xf17d7e89
            Word::arm(0x00008fcc, 0x212050f2), // udf 0x212050f2
            Word::arm(0x00008fd0, 0x212fff11), // bxcs r1
            Word::arm(0x00008fd4, 0x20db9683), // sbcscs r9, fp, r3, lsl #13
            Word::arm(0x00008fd8, 0x89b4e75b), // ldmibhi r4!, {r0, r1, r3, r4, r6, r8, r9, sl, sp, lr, pc}
            Word::arm(0x00008fdc, 0x40080590), // mulmi r8, r0, r5
            Word::arm(0x00008fe0, 0x712f27cb), // smlawtvc pc, fp, r7, r2
            Word::arm(0x00008fe4, 0xfa00000e), // blx 0x9024
            Word::arm(0x00008fe8, 0x36b752aa), // ldrtcc r5, [r7], sl, lsr #5
            Word::arm(0x00008fec, 0x0274419f), // rsbseq r4, r4, #-1073741785
            Word::arm(0x00008ff0, 0x20e58d9f), // smlalcs r8, r5, pc, sp
            Word::arm(0x00008ff4, 0x90151fc7), // andsls r1, r5, r7, asr #31
            Word::arm(0x00008ff8, 0xa1233f78), // bkpt 0x33f8
            Word::arm(0x00008ffc, 0xcd979c1a), // ldcgt 12, cr9, [r7, #104]
            Word::arm(0x00003c00, 0x00000ff2), // udf 0x00000ff2
            Word::arm(0x00003c04, 0x00001ffe), // udf 0x00001ffe
            Word::arm(0x00003c08, 0x00002ff2), // udf 0x00002ff2
            Word::arm(0x00003c10, 0x00004ffe), // udf 0x00004ffe
            Word::arm(0x00003c14, 0x0003055d), // andeq r0, r3, sp, asr r5
            Word::arm(0x00003c18, 0x00006ffe), // udf 0x00006ffe
            Word::arm(0x00003c20, 0x00008ff6), // udf 0x00008ff6
            Word::arm(0x00003c24, 0x00009ff6), // udf 0x00009ff6
            Word::arm(0x00003c28, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003c30, 0x0000cffe), // udf 0x0000cffe
            Word::arm(0x00003c34, 0x0000dff6), // udf 0x0000dff6
            Word::arm(0x00003c38, 0x0000ef3e), // andeq lr, r0, lr, lsr pc
            Word::arm(0x00003c40, 0x0000eae6), // andeq lr, r0, r6, ror #21
            Word::arm(0x00003c44, 0x00011ffe), // udf 0x00011ffe
            Word::arm(0x00003c48, 0x00090ffe), // udf 0x00090ffe
            Word::arm(0x00003c4c, 0x0001393e), // andeq r3, r1, lr, lsr r9
            Word::arm(0x00003c50, 0x00014ffe), // udf 0x00014ffe
            Word::arm(0x00003c54, 0x00015ffa), // udf 0x00015ffa
            Word::arm(0x00003c58, 0x0008cff6), // udf 0x0008cff6
            Word::arm(0x00003c5c, 0x00010ff1), // udf 0x00010ff1
            Word::arm(0x00003c60, 0x00018ff2), // udf 0x00018ff2
            Word::arm(0x00003c64, 0x00019ff6), // udf 0x00019ff6
            Word::arm(0x00003c68, 0x0001affa), // udf 0x0001affa
            Word::arm(0x00003c6c, 0x0001baa2), // andeq fp, r1, r2, lsr #21
            Word::arm(0x00003c70, 0x0001cffe), // udf 0x0001cffe
            Word::arm(0x00003c74, 0x0001dffa), // udf 0x0001dffa
            Word::arm(0x00003c78, 0x00010ffd), // udf 0x00010ffd
            Word::arm(0x00003c7c, 0x00060ff5), // udf 0x00060ff5
            Word::arm(0x00003c80, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003c84, 0x00021a52), // andeq r1, r2, r2, asr sl
            Word::arm(0x00003c88, 0x00022ff6), // udf 0x00022ff6
            Word::arm(0x00003c8c, 0x00023ffe), // udf 0x00023ffe
            Word::arm(0x00003c90, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003c94, 0x00025ff6), // udf 0x00025ff6
            Word::arm(0x00003c98, 0x00026aa2), // andeq r6, r2, r2, lsr #21
            Word::arm(0x00003c9c, 0x00027ffa), // udf 0x00027ffa
            Word::arm(0x00003ca4, 0x00020ff9), // udf 0x00020ff9
            Word::arm(0x00003cac, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003cb4, 0x0002dffe), // udf 0x0002dffe
            Word::arm(0x00003cb8, 0x0002eff2), // udf 0x0002eff2
            Word::arm(0x00003cbc, 0x0002f00e), // andeq pc, r2, lr
            Word::arm(0x00003cc4, 0x00031ffe), // udf 0x00031ffe
            Word::arm(0x00003cc8, 0x00032aa6), // andeq r2, r3, r6, lsr #21
            Word::arm(0x00003ccc, 0x00033ff6), // udf 0x00033ff6
            Word::arm(0x00003cd4, 0x00035ff6), // udf 0x00035ff6
            Word::arm(0x00003cd8, 0x000ebffe), // udf 0x000ebffe
            Word::arm(0x00003cdc, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003ce0, 0x00038ff2), // udf 0x00038ff2
            Word::arm(0x00003ce4, 0x00039ffe), // udf 0x00039ffe
            Word::arm(0x00003cf0, 0x0003caae), // andeq ip, r3, lr, lsr #21
            Word::arm(0x00003cf4, 0x0003dffe), // udf 0x0003dffe
            Word::arm(0x00003cf8, 0x0003e006), // andeq lr, r3, r6
            Word::arm(0x00003cfc, 0x00025ffa), // udf 0x00025ffa
            Word::arm(0x00003d00, 0x00040ff2), // udf 0x00040ff2
            Word::arm(0x00003d04, 0x00041ffa), // udf 0x00041ffa
            Word::arm(0x00003d08, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003d10, 0x00044ff6), // udf 0x00044ff6
            Word::arm(0x00003d14, 0x000d2ff2), // udf 0x000d2ff2
            Word::arm(0x00003d1c, 0x000472ba), // udf 0x000472ba
            Word::arm(0x00003d28, 0x0007fffa), // udf 0x0007fffa
            Word::arm(0x00003d30, 0x0004cabe), // udf 0x0004cabe
            Word::arm(0x00003d38, 0x00050ff9), // udf 0x00050ff9
            Word::arm(0x00003d3c, 0x0004fbbe), // udf 0x0004fbbe
            Word::arm(0x00003d40, 0x00050cba), // udf 0x00050cba
            Word::arm(0x00003d48, 0x00080005), // andeq r0, r8, r5
            Word::arm(0x00003d50, 0x0005400e), // andeq r4, r5, lr
            Word::arm(0x00003d54, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003d5c, 0x00057ffe), // udf 0x00057ffe
            Word::arm(0x00003d60, 0x00058ff6), // udf 0x00058ff6
            Word::arm(0x00003d64, 0x000e5ff6), // udf 0x000e5ff6
            Word::arm(0x00003d68, 0x0005a55e), // andeq sl, r5, lr, asr r5
            Word::arm(0x00003d6c, 0x000b5ffa), // udf 0x000b5ffa
            Word::arm(0x00003d70, 0x0005cffa), // udf 0x0005cffa
            Word::arm(0x00003d74, 0x0005dff2), // udf 0x0005dff2
            Word::arm(0x00003d7c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003d80, 0x00060ffe), // udf 0x00060ffe
            Word::arm(0x00003d84, 0x00061ffe), // udf 0x00061ffe
            Word::arm(0x00003d88, 0x000b6ffe), // udf 0x000b6ffe
            Word::arm(0x00003d8c, 0x00063ffe), // udf 0x00063ffe
            Word::arm(0x00003d90, 0x00064ffe), // udf 0x00064ffe
            Word::arm(0x00003d94, 0x00065ffa), // udf 0x00065ffa
            Word::arm(0x00003d98, 0x00030ff9), // udf 0x00030ff9
            Word::arm(0x00003d9c, 0x0003a71a), // andeq sl, r3, sl, lsl r7
            Word::arm(0x00003da0, 0x00029ffa), // udf 0x00029ffa
            Word::arm(0x00003da4, 0x00069ff6), // udf 0x00069ff6
            Word::arm(0x00003da8, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003dac, 0x00060ff9), // udf 0x00060ff9
            Word::arm(0x00003db0, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003db4, 0x0006dffa), // udf 0x0006dffa
            Word::arm(0x00003db8, 0x0006effe), // udf 0x0006effe
            Word::arm(0x00003dbc, 0x0006fff2), // udf 0x0006fff2
            Word::arm(0x00003dc0, 0x000703ba), // udf 0x000703ba
            Word::arm(0x00003dc4, 0x00071502), // andeq r1, r7, r2, lsl #10
            Word::arm(0x00003dc8, 0x000c2ef6), // udf 0x000c2ef6
            Word::arm(0x00003dcc, 0x00073ffa), // udf 0x00073ffa
            Word::arm(0x00003dd0, 0x0007411e), // andeq r4, r7, lr, lsl r1
            Word::arm(0x00003dd4, 0x00082ffe), // udf 0x00082ffe
            Word::arm(0x00003dd8, 0x00076ff6), // udf 0x00076ff6
            Word::arm(0x00003de0, 0x00078ff2), // udf 0x00078ff2
            Word::arm(0x00003de4, 0x00079aca), // andeq r9, r7, sl, asr #21
            Word::arm(0x00003de8, 0x0007aff2), // udf 0x0007aff2
            Word::arm(0x00003dec, 0x000c959a), // udf 0x000c959a
            Word::arm(0x00003df4, 0x0007d556), // andeq sp, r7, r6, asr r5
            Word::arm(0x00003df8, 0x0007effa), // udf 0x0007effa
            Word::arm(0x00003dfc, 0x000b9be2), // andeq r9, fp, r2, ror #23
            Word::arm(0x00003e00, 0x00080aaa), // andeq r0, r8, sl, lsr #21
            Word::arm(0x00003e04, 0x000a2ffe), // udf 0x000a2ffe
            Word::arm(0x00003e08, 0x00082ffa), // udf 0x00082ffa
            Word::arm(0x00003e0c, 0x00083ffa), // udf 0x00083ffa
            Word::arm(0x00003e10, 0x00084ff6), // udf 0x00084ff6
            Word::arm(0x00003e14, 0x00085ff2), // udf 0x00085ff2
            Word::arm(0x00003e18, 0x00086ff6), // udf 0x00086ff6
            Word::arm(0x00003e1c, 0x00087ffe), // udf 0x00087ffe
            Word::arm(0x00003e20, 0x00088ff6), // udf 0x00088ff6
            Word::arm(0x00003e24, 0x00089ffa), // udf 0x00089ffa
            Word::arm(0x00003e28, 0x000c0aa5), // andeq r0, ip, r5, lsr #21
            Word::arm(0x00003e30, 0x0008caa2), // andeq ip, r8, r2, lsr #21
            Word::arm(0x00003e34, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003e38, 0x0008effa), // udf 0x0008effa
            Word::arm(0x00003e3c, 0x0008ff42), // andeq pc, r8, r2, asr #30
            Word::arm(0x00003e40, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003e44, 0x00091f06), // andeq r1, r9, r6, lsl #30
            Word::arm(0x00003e48, 0x00092042), // andeq r2, r9, r2, asr #32
            Word::arm(0x00003e4c, 0x00093822), // andeq r3, r9, r2, lsr #16
            Word::arm(0x00003e50, 0x00094ff6), // udf 0x00094ff6
            Word::arm(0x00003e54, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003e58, 0x00096a3e), // andeq r6, r9, lr, lsr sl
            Word::arm(0x00003e5c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003e60, 0x00098ff2), // udf 0x00098ff2
            Word::arm(0x00003e64, 0x00099ffe), // udf 0x00099ffe
            Word::arm(0x00003e68, 0x0009a426), // andeq sl, r9, r6, lsr #8
            Word::arm(0x00003e6c, 0x0009bff6), // udf 0x0009bff6
            Word::arm(0x00003e70, 0x0009cffa), // udf 0x0009cffa
            Word::arm(0x00003e74, 0x0009dff2), // udf 0x0009dff2
            Word::arm(0x00003e78, 0x0009effe), // udf 0x0009effe
            Word::arm(0x00003e80, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003e84, 0x00067002), // andeq r7, r6, r2
            Word::arm(0x00003e88, 0x000a2ffe), // udf 0x000a2ffe
            Word::arm(0x00003e8c, 0x000a3ffe), // udf 0x000a3ffe
            Word::arm(0x00003e90, 0x000a4ffa), // udf 0x000a4ffa
            Word::arm(0x00003e94, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003e98, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003e9c, 0x0009eaaa), // andeq lr, r9, sl, lsr #21
            Word::arm(0x00003ea4, 0x000a9ffa), // udf 0x000a9ffa
            Word::arm(0x00003ea8, 0x000a0ffd), // udf 0x000a0ffd
            Word::arm(0x00003eac, 0x0006dff2), // udf 0x0006dff2
            Word::arm(0x00003eb8, 0x000aeffe), // udf 0x000aeffe
            Word::arm(0x00003ebc, 0x000d978a), // andeq r9, sp, sl, lsl #15
            Word::arm(0x00003ec4, 0x000f6ff2), // udf 0x000f6ff2
            Word::arm(0x00003ec8, 0x000b2ffe), // udf 0x000b2ffe
            Word::arm(0x00003ecc, 0x000b3ff6), // udf 0x000b3ff6
            Word::arm(0x00003ed0, 0x000b4aca), // andeq r4, fp, sl, asr #21
            Word::arm(0x00003ed8, 0x000e9ff2), // udf 0x000e9ff2
            Word::arm(0x00003edc, 0x000b7ffe), // udf 0x000b7ffe
            Word::arm(0x00003ee0, 0x00061ff2), // udf 0x00061ff2
            Word::arm(0x00003ee4, 0x000b0ffd), // udf 0x000b0ffd
            Word::arm(0x00003ee8, 0x000baaa2), // andeq sl, fp, r2, lsr #21
            Word::arm(0x00003ef8, 0x000daffa), // udf 0x000daffa
            Word::arm(0x00003efc, 0x000bfaaa), // andeq pc, fp, sl, lsr #21
            Word::arm(0x00003f08, 0x000c2ff6), // udf 0x000c2ff6
            Word::arm(0x00003f10, 0x000c0ffd), // udf 0x000c0ffd
            Word::arm(0x00003f14, 0x0006e55a), // andeq lr, r6, sl, asr r5
            Word::arm(0x00003f1c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f20, 0x000c8842), // andeq r8, ip, r2, asr #16
            Word::arm(0x00003f24, 0x000c9aa6), // andeq r9, ip, r6, lsr #21
            Word::arm(0x00003f28, 0x000ca552), // andeq sl, ip, r2, asr r5
            Word::arm(0x00003f2c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f30, 0x000c0ff5), // udf 0x000c0ff5
            Word::arm(0x00003f34, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f3c, 0x000cf33e), // andeq pc, ip, lr, lsr r3
            Word::arm(0x00003f40, 0x000d0ffa), // udf 0x000d0ffa
            Word::arm(0x00003f44, 0x000d1ffe), // udf 0x000d1ffe
            Word::arm(0x00003f48, 0x000d2ff2), // udf 0x000d2ff2
            Word::arm(0x00003f4c, 0x000d3ffa), // udf 0x000d3ffa
            Word::arm(0x00003f50, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f54, 0x000d5d8a), // andeq r5, sp, sl, lsl #27
            Word::arm(0x00003f58, 0x000d6ff6), // udf 0x000d6ff6
            Word::arm(0x00003f5c, 0x000d7002), // andeq r7, sp, r2
            Word::arm(0x00003f68, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f6c, 0x00083ff6), // udf 0x00083ff6
            Word::arm(0x00003f74, 0x000ddf02), // andeq sp, sp, r2, lsl #30
            Word::arm(0x00003f78, 0x000deffe), // udf 0x000deffe
            Word::arm(0x00003f7c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f80, 0x000ffff6), // udf 0x000ffff6
            Word::arm(0x00003f84, 0x000e1ff6), // udf 0x000e1ff6
            Word::arm(0x00003f88, 0x00000559), // andeq r0, r0, r9, asr r5
            Word::arm(0x00003f8c, 0x000e3ff2), // udf 0x000e3ff2
            Word::arm(0x00003f90, 0x000e4ffa), // udf 0x000e4ffa
            Word::arm(0x00003f98, 0x000e6ff2), // udf 0x000e6ff2
            Word::arm(0x00003f9c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003fa0, 0x000e8ffa), // udf 0x000e8ffa
            Word::arm(0x00003fa4, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003fa8, 0x000eaffe), // udf 0x000eaffe
            Word::arm(0x00003fac, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003fb0, 0x000ecffe), // udf 0x000ecffe
            Word::arm(0x00003fb8, 0x000eeffa), // udf 0x000eeffa
            Word::arm(0x00003fc0, 0x000f0ff2), // udf 0x000f0ff2
            Word::arm(0x00003fc4, 0x000f199a), // udf 0x000f199a
            Word::arm(0x00003fc8, 0x000f2ffe), // udf 0x000f2ffe
            Word::arm(0x00003fcc, 0x000f3d9e), // udf 0x000f3d9e
            Word::arm(0x00003fd8, 0x000f6ffe), // udf 0x000f6ffe
            Word::arm(0x00003fdc, 0x000c4ffa), // udf 0x000c4ffa
            Word::arm(0x00003fe0, 0x000f8242), // andeq r8, pc, r2, asr #4
            Word::arm(0x00003fe4, 0x000f9ff6), // udf 0x000f9ff6
            Word::arm(0x00003fe8, 0x000faffe), // udf 0x000faffe
            Word::arm(0x00003ff4, 0x000fdffa), // udf 0x000fdffa
            Word::arm(0x00003ff8, 0x000f0ff9), // udf 0x000f0ff9
            Word::arm(0x00003ffc, 0x000fffba), // udf 0x000fffba
            Word::arm(0x00004000, 0x00003d51), // andeq r3, r0, r1, asr sp
            Word::arm(0x00004404, 0x10100cbe), // udf 0x10100cbe
        ],
    });
}

//! Fuzz regression `seed_00000003f549543d_pagelink`: divergence, seed 0x3f549543d, run through the run loop (blocks chained) to tick 4794; the block-by-block run agreed
//! registers differ (rows marked *)
//! ticks: interpreter 4794, JIT 4796
//! memory 0x00000000: interpreter e3a0f900, JIT e3a0f902
//! memory 0x00000008: interpreter e1f8f00e, JIT e1b0f00e
//! memory 0x000000e0: interpreter 000f6ff6, JIT f4ad5c97
//! memory 0x000000e4: interpreter 000000e2, JIT b17acdbe
//! memory 0x000000e8: interpreter 000152a2, JIT 0291e6bf
//! memory 0x00000384: interpreter 3c007b77, JIT 3c657b77
//! memory 0x00003c68: interpreter 0001a00a, JIT 0001000a
//! memory 0x00003c74: interpreter 0001dffa, JIT 0001f6fa
//! memory 0x00003c80: interpreter 00013ff2, JIT 0001faf2
//! memory 0x00003c8c: interpreter 00000000, JIT 0000f200
//! memory 0x00003c98: interpreter 1678c5f2, JIT 1678fef2
//! memory 0x00003ca4: interpreter 00029ffe, JIT 0002f2fe
//! memory 0x00003cb0: interpreter 00020ffd, JIT 00025efd
//! memory 0x00003cbc: interpreter 00000ff9, JIT 0000f2f9
//! memory 0x00003cc8: interpreter 00030ff5, JIT 0003dcf5
//! memory 0x00003cd4: interpreter 0003519e, JIT 0003f69e
//! memory: 71 words differ in all
//! trace words differ (1400 recorded by the interpreter, 963 by the JIT):

use arm::cp15::Cp15Regs;
use arm::CpuState;
use goldtrace::fuzz::{Spec, Word};

#[test]
fn replays_without_divergence() {
    super::replay(Spec {
        seed: 0x3f549543d,
        fill_seed: 0x40c3b385dd980d23,
        ticks: 0,
        blocks: 1000,
        traced: true,
        state: CpuState {
            r: [
                0xffffffe6, 0x5cf08, 0x551ab4e, 0xffffffe3, 0x95017b0c, 0x8, 0x100001, 0xc00008a0,
                0x5, 0x10000a, 0xc00007a4, 0xa6938, 0xca7bc, 0x9f754, 0x406f0, 0x8788,
            ],
            n: 0x1,
            z: 0x1,
            c: 0x0,
            v: 0x1,
            cpsr_rest: 0x90,
            banked_r13_r14: [
                [0x39624, 0x3],
                [0x4e2a0, 0x8810],
                [0xde7c8, 0xc0000c70],
                [0xc3634, 0x8a3e],
                [0x29524, 0x8ebd],
                [0x100002, 0x8f64],
            ],
            banked_r8_r12: [
                [0x100009, 0x14344, 0x929b8, 0x4dcbc, 0x1aff8],
                [0x10000a, 0x5fdfeac9, 0x35fca, 0xffffffea, 0xc12b03e1],
            ],
            spsr: [
                0x0, 0x98000037, 0x800000d0, 0xa800005b, 0x380000d1, 0x480000f3,
            ],
            ..CpuState::new()
        },
        cp15: Cp15Regs {
            control: 0x90379,
            ttbr0: 0x4000,
            ttbr1: 0x0,
            ttbcr: 0x0,
            dacr: 0x63c73ee4,
            dfsr: 0x0,
            ifsr: 0x0,
            far: 0x0,
            dlockdown: 0x0,
            ilockdown: 0x0,
            fcse_pid: 0x0,
            context_id: 0x0,
        },
        code: vec![
            Word::arm(0x00008000, 0x312fc58f), // smlawbcc pc, pc, r5, ip
            Word::arm(0x00008004, 0xd14b2095), // swpble r2, r5, [fp]
            Word::arm(0x00008008, 0x636af8eb), // msrvs SPSR_fx, #15400960
            Word::arm(0x0000800c, 0x9113093d), // tstls r3, sp, lsr r9
            Word::arm(0x00008010, 0xb111d0d0), // ldrsblt sp, [r1, -r0]
            Word::arm(0x00008014, 0xd723607d), // udf 0xd723607d
            Word::arm(0x00008018, 0x212c7284), // smlawbcs ip, r4, r2, r7
            Word::arm(0x0000801c, 0x710ec099), // swpvc ip, r9, [lr]
            Word::arm(0x00008020, 0x0eb1ef97), // mrceq 15, 5, lr, cr1, cr7, {4}
            Word::arm(0x00008024, 0xb1f0951b), // mvnslt r9, fp, lsl r5
            Word::arm(0x00008028, 0xe1a150f8), // udf 0xe1a150f8
            Word::arm(0x0000802c, 0xcc56ed4d), // mrrcgt 13, 4, lr, r6, cr13
            Word::arm(0x00008030, 0x212fff22), // bxjcs r2
            Word::arm(0x00008034, 0x474eb441), // strbmi fp, [lr, -r1, asr #8]
            Word::arm(0x00008038, 0x1023041d), // eorne r0, r3, sp, lsl r4
            Word::arm(0x0000803c, 0x116506ab), // smultbne r5, fp, r6
            Word::arm(0x00008040, 0x519cac3d), // orrspl sl, ip, sp, lsr ip
            Word::arm(0x00008044, 0xfaffffe0), // blx 0x7fcc
            Word::arm(0x00008048, 0x5c2faf3a), // stcpl 15, cr10, [pc], #-232
            Word::arm(0x0000804c, 0xb186b0d6), // udf 0xb186b0d6
            Word::arm(0x00008050, 0x612e0de9), // smulwtvs lr, r9, sp
            Word::arm(0x00008054, 0x119ca14c), // orrsne sl, ip, ip, asr #2
            Word::arm(0x00008058, 0x7324fdae), // msrvc CPSR_s, #11136
            Word::arm(0x0000805c, 0x7168f004), // msrvc SPSR_f, r4
            Word::arm(0x00008060, 0x7978bf3c), // ldmdbvc r8!, {r2, r3, r4, r5, r8, r9, sl, fp, ip, sp, pc}^
            Word::arm(0x00008064, 0x99aff154), // udf 0x99aff154
            Word::arm(0x00008068, 0xf5dcf2e6), // pld [ip, #742]
            Word::arm(0x0000806c, 0x912fff29), // bxjls r9
            Word::arm(0x00008070, 0x510c09e3), // smlattpl ip, r3, r9, r0
            Word::arm(0x00008074, 0xa1700180), // cmnge r0, r0, lsl #3
            Word::arm(0x00008078, 0x262a0e5a), // udf 0x262a0e5a
            Word::arm(0x0000807c, 0x708440f6), // strdvc r4, [r4], r6
            Word::arm(0x00008080, 0xb16ef00f), // msrlt SPSR_fsx, pc
            Word::arm(0x00008084, 0x00579cf9), // ldrsheq r9, [r7], #-201
            Word::arm(0x00008088, 0xec535ca7), // mrrc 12, 10, r5, r3, cr7
            Word::arm(0x0000808c, 0x95d27fe2), // ldrbls r7, [r2, #4066]
            Word::arm(0x00008090, 0x7320f703), // wfivc
            Word::arm(0x00008094, 0x712dc474), // bkpt 0xdc44
            Word::arm(0x00008098, 0xc02020d6), // udf 0xc02020d6
            Word::arm(0x0000809c, 0xbaef563f), // blt 0xffbdd9a0
            Word::arm(0x000080a0, 0x9109058e), // smlabbls r9, lr, r5, r0
            Word::arm(0x000080a4, 0x114286a3), // smlaltbne r8, r2, r3, r6
            Word::arm(0x000080a8, 0x912fff36), // blxls r6
            Word::arm(0x000080ac, 0x20cb659f), // smullcs r6, fp, pc, r5
            Word::arm(0x000080b0, 0x016900e5), // smultteq r9, r5, r0
            Word::arm(0x000080b4, 0x81b0db7d), // rorshi sp, sp, fp
            Word::arm(0x000080b8, 0x91289473), // bkpt 0x8943
            Word::arm(0x000080bc, 0x00616adb), // udf 0x00616adb
            Word::arm(0x000080c0, 0x7e9f18a3), // cdpvc 8, 9, cr1, cr15, cr3, {5}
            Word::arm(0x000080c4, 0x916f3f1c), // clzls r3, ip
            Word::arm(0x000080c8, 0xf5d9f56b), // pld [r9, #1387]
            Word::arm(0x000080cc, 0xdcccffa7), // stclle 15, cr15, [ip], {167}
            Word::arm(0x000080d0, 0xe2943e5b), // adds r3, r4, #1456
            Word::arm(0x000080d4, 0xa4d5ab6a), // ldrbge sl, [r5], #2922
            Word::arm(0x000080d8, 0xeec8bf7e), // mcr 15, 6, fp, cr8, cr14, {3}
            Word::arm(0x000080dc, 0x312fff3a), // blxcc sl
            Word::arm(0x000080e0, 0x31e0e67c), // mvncc lr, ip, ror r6
            Word::arm(0x000080e4, 0x031e0dec), // tsteq lr, #236, 26
            Word::arm(0x000080e8, 0x5032e597), // mlaspl r2, r7, r5, lr
            Word::arm(0x000080ec, 0x0fa06a01), // svceq 0x00a06a01
            Word::arm(0x000080f0, 0x4320fc03), // wfimi
            Word::arm(0x000080f4, 0xc12192c5), // smlawtgt r1, r5, r2, r9
            Word::arm(0x000080f8, 0xc003bd5b), // andgt fp, r3, fp, asr sp
            Word::arm(0x000080fc, 0x14971be2), // ldrne r1, [r7], #3042
            Word::arm(0x00008100, 0x0948ea4b), // stmdbeq r8, {r0, r1, r3, r6, r9, fp, sp, lr, pc}^
            Word::arm(0x00008104, 0x2de0bf63), // stclcs 15, cr11, [r0, #396]!
            Word::arm(0x00008108, 0x11767cf6), // ldrshne r7, [r6, #-198]!
            Word::arm(0x0000810c, 0x61281057), // qsubvs r1, r7, r8
            Word::arm(0x00008110, 0x7113047c), // tstvc r3, ip, ror r4
            Word::arm(0x00008114, 0xa397f6d8), // orrsge pc, r7, #216, 12
            Word::arm(0x00008118, 0x410de09f), // swpmi lr, pc, [sp]
            Word::arm(0x0000811c, 0xb31a0df7), // tstlt sl, #15808
            Word::arm(0x00008120, 0xfa6e6be6), // blx 0x1ba30c0
            Word::arm(0x00008124, 0x312fff1c), // bxcc ip
            Word::arm(0x00008128, 0x5c5495da), // mrrcpl 5, 13, r9, r4, cr10
            Word::arm(0x0000812c, 0xf551f384), // pld [r1, #-900]
            Word::arm(0x00008130, 0xdff84c65), // svcle 0x00f84c65
            Word::arm(0x00008134, 0xfab5dfdb), // blx 0xfed800a8
            Word::arm(0x00008138, 0x1c537b5f), // mrrcne 11, 5, r7, r3, cr15
            Word::arm(0x0000813c, 0xe3886e80), // orr r6, r8, #128, 28
            Word::arm(0x00008140, 0xa1cf1a15), // bicge r1, pc, r5, lsl sl
            Word::arm(0x00008144, 0x81520b28), // cmphi r2, r8, lsr #22
            Word::arm(0x00008148, 0x583e4757), // ldmdapl lr!, {r0, r1, r2, r4, r6, r8, r9, sl, lr}
            Word::arm(0x0000814c, 0xd125017d), // bkpt 0x501d
            Word::arm(0x00008150, 0x2107509b), // swpcs r5, fp, [r7]
            Word::arm(0x00008154, 0x01e03353), // mvneq r3, r3, asr r3
            Word::arm(0x00008158, 0x23b0073a), // movscs r0, #15204352
            Word::arm(0x0000815c, 0x35342ef8), // ldrcc r2, [r4, #-3832]!
            Word::arm(0x00008160, 0x100f029f), // mulne pc, pc, r2
            Word::arm(0x00008164, 0x6b42a1d0), // blvs 0x10b08ac
            Word::arm(0x00008168, 0x51096092), // swppl r6, r2, [r9]
            Word::arm(0x0000816c, 0x0069a33a), // rsbeq sl, r9, sl, lsr r3
            Word::arm(0x00008170, 0x1360fa11), // msrne SPSR_, #69632
            Word::arm(0x00008174, 0x11cdf3db), // udf 0x11cdf3db
            Word::arm(0x00008178, 0x210f8000), // mrscs r8, CPSR
            Word::arm(0x0000817c, 0x3ef6dfee), // cdpcc 15, 15, cr13, cr6, cr14, {7}
            Word::arm(0x00008180, 0x402d40ba), // strhtmi r4, [sp], -sl
            Word::arm(0x00008184, 0x1320fca6), // nopne {166}
            Word::arm(0x00008188, 0x7d168fbf), // ldcvc 15, cr8, [r6, #-764]
            Word::arm(0x0000818c, 0x614c7bcd), // smlalbtvs r7, ip, sp, fp
            Word::arm(0x00008190, 0x61370a44), // teqvs r7, r4, asr #20
            Word::arm(0x00008194, 0xa442515d), // strbge r5, [r2], #-349
            Word::arm(0x00008198, 0x518374a1), // orrpl r7, r3, r1, lsr #9
            Word::arm(0x0000819c, 0x112624cd), // smlawtne r6, sp, r4, r2
            Word::arm(0x000081a0, 0x5e961e0d), // cdppl 14, 9, cr1, cr6, cr13, {0}
            Word::arm(0x000081a4, 0x31cdf401), // biccc pc, sp, r1, lsl #8
            Word::arm(0x000081a8, 0x212a08ad), // smulwbcs sl, sp, r8
            Word::arm(0x000081ac, 0x7320f618), // nopvc {24}
            Word::arm(0x000081b0, 0xb010b0b3), // ldrhlt fp, [r0], -r3
            Word::arm(0x000081b4, 0x1326f9d7), // msrne CPSR_sx, #3522560
            Word::arm(0x000081b8, 0xa495ebe4), // ldrge lr, [r5], #3044
            Word::arm(0x000081bc, 0x91f09a00), // mvnsls r9, r0, lsl #20
            Word::arm(0x000081c0, 0xa13c0e15), // teqge ip, r5, lsl lr
            Word::arm(0x000081c4, 0x4fcd4e91), // svcmi 0x00cd4e91
            Word::arm(0x000081c8, 0xa14fa000), // mrsge sl, SPSR
            Word::arm(0x000081cc, 0x71b0242e), // lsrsvc r2, lr, #8
            Word::arm(0x000081d0, 0x7126ed87), // smlawbvc r6, r7, sp, lr
            Word::arm(0x000081d4, 0x300f049a), // mulcc pc, sl, r4
            Word::arm(0x000081d8, 0x88a13a28), // stmiahi r1!, {r3, r5, r9, fp, ip, sp}
            Word::arm(0x000081dc, 0xe12203e0), // smulwt r2, r0, r3
            Word::arm(0x000081e0, 0xf40b46cd), // udf 0xf40b46cd
            Word::arm(0x000081e4, 0xe127205e), // qsub r2, lr, r7
            Word::arm(0x000081e8, 0x11d0a345), // bicsne sl, r0, r5, asr #6
            Word::arm(0x000081ec, 0x216f1f1f), // clzcs r1, pc
            Word::arm(0x000081f0, 0x712ded86), // smlawbvc sp, r6, sp, lr
            Word::arm(0x000081f4, 0xe14dbcc0), // smlalbt fp, sp, r0, ip
            Word::arm(0x000081f8, 0x916804a3), // smultbls r8, r3, r4
            Word::arm(0x000081fc, 0xa12ddfc5), // smlawtge sp, r5, pc, sp
            Word::arm(0x00008200, 0x93390510), // teqls r9, #16, 10
            Word::arm(0x00008204, 0x23340d02), // teqcs r4, #2, 26
            Word::arm(0x00008208, 0xf9c99f9e), // udf 0xf9c99f9e
            Word::arm(0x0000820c, 0x91ccb33e), // bicls fp, ip, lr, lsr r3
            Word::arm(0x00008210, 0x512fff14), // bxpl r4
            Word::arm(0x00008214, 0x4bfffffa), // blmi 0x8204
            Word::arm(0x00008218, 0xb365f9e3), // msrlt SPSR_sc, #3719168
            Word::arm(0x0000821c, 0xb19c437c), // orrslt r4, ip, ip, ror r3
            Word::arm(0x00008220, 0xa51025db), // ldrge r2, [r0, #-1499]
            Word::arm(0x00008224, 0x712405a8), // smulwbvc r4, r8, r5
            Word::arm(0x00008228, 0xec5baffa), // mrrc 15, 15, sl, fp, cr10
            Word::arm(0x0000822c, 0xb1f707ff), // ldrshlt r0, [r7, #127]!
            Word::arm(0x00008230, 0xa04b7fc0), // subge r7, fp, r0, asr #31
            Word::arm(0x00008234, 0xa16ef002), // msrge SPSR_fsx, r2
            Word::arm(0x00008238, 0x312fff30), // blxcc r0
            Word::arm(0x0000823c, 0xf752f445), // pld [r2, -r5, asr #8]
            Word::arm(0x00008240, 0x11d0d1f3), // ldrshne sp, [r0, #19]
            Word::arm(0x00008244, 0x412b0de3), // smulwtmi fp, r3, sp
            Word::arm(0x00008248, 0x308b5d82), // addcc r5, fp, r2, lsl #27
            Word::arm(0x0000824c, 0xae919065), // cdpge 0, 9, cr9, cr1, cr5, {3}
            Word::arm(0x00008250, 0xb16e0083), // smulbblt lr, r3, r0
            Word::arm(0x00008254, 0x92dbbbc5), // sbcsls fp, fp, #201728
            Word::arm(0x00008258, 0x3149305e), // qdaddcc r3, lr, r9
            Word::arm(0x0000825c, 0xfb00003b), // blx 0x8352
            Word::arm(0x00008260, 0x71e0c42e), // mvnvc ip, lr, lsr #8
            Word::arm(0x00008264, 0x71640a8f), // smulbbvc r4, pc, sl
            Word::arm(0x00008268, 0x3138d0b6), // ldrhcc sp, [r8, -r6]!
            Word::arm(0x0000826c, 0xd06558ba), // strhtle r5, [r5], #-138
            Word::arm(0x00008270, 0xc120f00f), // msrgt CPSR_, pc
            Word::arm(0x00008274, 0x5ebb6f1e), // mrcpl 15, 5, r6, cr11, cr14, {0}
            Word::arm(0x00008278, 0xd1f04cc5), // mvnsle r4, r5, asr #25
            Word::arm(0x0000827c, 0xf7d6f06a), // pld [r6, sl, rrx]
            Word::arm(0x00008280, 0xa0bd20df), // ldrsbtge r2, [sp], pc
            Word::arm(0x00008284, 0xf754fe20), // pld [r4, -r0, lsr #28]
            Word::arm(0x00008288, 0xa8d1f088), // ldmge r1, {r3, r7, ip, sp, lr, pc}^
            Word::arm(0x0000828c, 0x112d2b77), // bkpt 0xd2b7
            Word::arm(0x00008290, 0x9166f00a), // msrls SPSR_sx, sl
            Word::arm(0x00008294, 0x71bd70b6), // ldrhvc r7, [sp, r6]!
            Word::arm(0x00008298, 0x219e8ac6), // orrscs r8, lr, r6, asr #21
            Word::arm(0x0000829c, 0xa0d5599a), // smullsge r5, r5, sl, r9
            Word::arm(0x000082a0, 0xa320fd71), // nopge {113}
            Word::arm(0x000082a4, 0xc1c73e1c), // bicgt r3, r7, ip, lsl lr
            Word::arm(0x000082a8, 0x0320ffa9), // nopeq {169}
            Word::arm(0x000082ac, 0xc12110d1), // udf 0xc12110d1
            Word::arm(0x000082b0, 0xa19a20ba), // ldrhge r2, [sl, sl]
            Word::arm(0x000082b4, 0x233e0b25), // teqcs lr, #37888
            Word::arm(0x000082b8, 0x416af003), // msrmi SPSR_fx, r3
            Word::arm(0x000082bc, 0x7007f0fe), // udf 0x7007f0fe
            Word::arm(0x000082c0, 0x4133024f), // teqmi r3, pc, asr #4
            Word::arm(0x000082c4, 0xa12940bc), // strhge r4, [r9, -ip]!
            Word::arm(0x000082c8, 0x10080c9e), // mulne r8, lr, ip
            Word::arm(0x000082cc, 0x316e0181), // smulbbcc lr, r1, r1
            Word::arm(0x000082d0, 0x3ea3e826), // cdpcc 8, 10, cr14, cr3, cr6, {1}
            Word::arm(0x000082d4, 0xb16437d3), // udf 0xb16437d3
            Word::arm(0x000082d8, 0x216f2f11), // clzcs r2, r1
            Word::arm(0x000082dc, 0xd12202a5), // smulwble r2, r5, r2
            Word::arm(0x000082e0, 0x1c526f93), // mrrcne 15, 9, r6, r2, cr3
            Word::arm(0x000082e4, 0x21254679), // bkpt 0x5469
            Word::arm(0x000082e8, 0xd12fff32), // blxle r2
            Word::arm(0x000082ec, 0x212fff3e), // blxcs lr
            Word::arm(0x000082f0, 0x913ad0f3), // ldrshls sp, [sl, -r3]!
            Word::arm(0x000082f4, 0x1008039a), // mulne r8, sl, r3
            Word::arm(0x000082f8, 0xa156066d), // cmpge r6, sp, ror #12
            Word::arm(0x000082fc, 0xa0fdc5d5), // ldrsbtge ip, [sp], #85
            Word::arm(0x00008300, 0x81da9665), // bicshi r9, sl, r5, ror #12
            Word::arm(0x00008304, 0x812fff16), // bxhi r6
            Word::arm(0x00008308, 0x012fff1b), // bxeq fp
            Word::arm(0x0000830c, 0xd8aaa347), // stmiale sl!, {r0, r1, r2, r6, r8, r9, sp, pc}
            Word::arm(0x00008310, 0x3137082b), // teqcc r7, fp, lsr #16
            Word::arm(0x00008314, 0x716a0ec7), // smulbtvc sl, r7, lr
            Word::arm(0x00008318, 0x911d000d), // tstls sp, sp
            Word::arm(0x0000831c, 0x78587a8e), // ldmdavc r8, {r1, r2, r3, r7, r9, fp, ip, sp, lr}^
            Word::arm(0x00008320, 0xdc420e40), // mcrrle 14, 4, r0, r2, cr0
            Word::arm(0x00008324, 0x1ebfbfe0), // cdpne 15, 11, cr11, cr15, cr0, {7}
            Word::arm(0x00008328, 0x41eb8bb2), // strhmi r8, [fp, #178]!
            Word::arm(0x0000832c, 0x1320f803), // wfine
            Word::arm(0x00008330, 0x502fd292), // mlapl pc, r2, r2, sp
            Word::arm(0x00008334, 0x5320f69b), // noppl {155}
            Word::arm(0x00008338, 0x609d20d6), // ldrsbvs r2, [sp], r6
            Word::arm(0x0000833c, 0xbc91855e), // ldclt 5, cr8, [r1], {94}
            Word::arm(0x00008340, 0xe12fff3b), // blx fp
            Word::arm(0x00008344, 0x71281ec6), // smlawtvc r8, r6, lr, r1
            Word::arm(0x00008348, 0xf92ed9b6), // udf 0xf92ed9b6
            Word::arm(0x0000834c, 0x30cd86b0), // strhcc r8, [sp], #96
            Word::arm(0x00008350, 0xb14e309d), // swpblt r3, sp, [lr]
            Word::arm(0x00008354, 0x51d6ebdc), // ldrsbpl lr, [r6, #188]
            Word::arm(0x00008358, 0xb320f784), // noplt {132}
            Word::arm(0x0000835c, 0x31590d38), // cmpcc r9, r8, lsr sp
            Word::arm(0x00008360, 0xce09a228), // cdpgt 2, 0, cr10, cr9, cr8, {1}
            Word::arm(0x00008364, 0x00d91727), // sbcseq r1, r9, r7, lsr #14
            Word::arm(0x00008368, 0x1114045f), // tstne r4, pc, asr r4
            Word::arm(0x0000836c, 0x8155055a), // cmphi r5, sl, asr r5
            Word::arm(0x00008370, 0x473e6d61), // ldrmi r6, [lr, -r1, ror #26]!
            Word::arm(0x00008374, 0x203e2c97), // mlascs lr, r7, ip, r2
            Word::arm(0x00008378, 0xfb000017), // blx 0x83de
            Word::arm(0x0000837c, 0x93b09a47), // movsls r9, #290816
            Word::arm(0x00008380, 0x1eb76c33), // mrcne 12, 5, r6, cr7, cr3, {1}
            Word::arm(0x00008384, 0x6039908c), // eorsvs r9, r9, ip, lsl #1
            Word::arm(0x00008388, 0x217a08b2), // ldrhcs r0, [sl, #-130]!
            Word::arm(0x0000838c, 0xb14ce055), // qdaddlt lr, r5, ip
            Word::arm(0x00008390, 0x73f02646), // mvnsvc r2, #73400320
            Word::arm(0x00008394, 0xfbffffcb), // blx 0x82ca
            Word::arm(0x00008398, 0x1127f006), // msrne CPSR_sxc, r6
            Word::arm(0x0000839c, 0xb11e0da5), // tstlt lr, r5, lsr #27
            Word::arm(0x000083a0, 0xd0020b9f), // mulle r2, pc, fp
            Word::arm(0x000083a4, 0xa14fc1f4), // strdge ip, [pc, #-20]
            Word::arm(0x000083a8, 0x565bb717), // udf 0x565bb717
            Word::arm(0x000083ac, 0x63590104), // cmpvs r9, #4, 2
            Word::arm(0x000083b0, 0x93f09eb2), // mvnsls r9, #2848
            Word::arm(0x000083b4, 0xa360f5a9), // msrge SPSR_, #708837376
            Word::arm(0x000083b8, 0x77181fbb), // udf 0x77181fbb
            Word::arm(0x000083bc, 0x41390f4c), // teqmi r9, ip, asr #30
            Word::arm(0x000083c0, 0x70080b9a), // mulvc r8, sl, fp
            Word::arm(0x000083c4, 0x20dbe9a4), // sbcscs lr, fp, r4, lsr #19
            Word::arm(0x000083c8, 0x04f5185b), // ldrbteq r1, [r5], #2139
            Word::arm(0x000083cc, 0xc04474ff), // udf 0xc04474ff
            Word::arm(0x000083d0, 0x182a4726), // stmdane sl!, {r1, r2, r5, r8, r9, sl, lr}
            Word::arm(0x000083d4, 0x7120605c), // qsubvc r6, ip, r0
            Word::arm(0x000083d8, 0x491646e4), // ldmdbmi r6, {r2, r5, r6, r7, r9, sl, lr}
            Word::arm(0x000083dc, 0xc14c87f9), // strdgt r8, [ip, #-121]
            Word::arm(0x000083e0, 0x5696cc42), // ldrpl ip, [r6], r2, asr #24
            Word::arm(0x000083e4, 0x513d0f61), // teqpl sp, r1, ror #30
            Word::arm(0x000083e8, 0x01c6abac), // biceq sl, r6, ip, lsr #23
            Word::arm(0x000083ec, 0xd03ad19a), // mlasle sl, sl, r1, sp
            Word::arm(0x000083f0, 0xc725e6fe), // udf 0xc725e6fe
            Word::arm(0x000083f4, 0x64572b26), // ldrbvs r2, [r7], #-2854
            Word::arm(0x000083f8, 0x316f02c9), // smulbtcc pc, r9, r2
            Word::arm(0x000083fc, 0xc102ebcf), // smlabtgt r2, pc, fp, lr
            Word::arm(0x00008400, 0x11e070e5), // mvnne r7, r5, ror #1
            Word::arm(0x00008404, 0xf5daff7a), // pld [sl, #3962]
            Word::arm(0x00008408, 0xb00d20b9), // strhlt r2, [sp], -r9
            Word::arm(0x0000840c, 0xf7d0f149), // pld [r0, r9, asr #2]
            Word::arm(0x00008410, 0xc1b0c28d), // lslsgt ip, sp, #5
            Word::arm(0x00008414, 0x316f8f17), // clzcc r8, r7
            Word::arm(0x00008418, 0x314897e1), // smlalttcc r9, r8, r1, r7
            Word::arm(0x0000841c, 0xf55df3ed), // pld [sp, #-1005]
            Word::arm(0x00008420, 0xa12fff3f), // blxge pc
            Word::arm(0x00008424, 0xb0ce0a0d), // sbclt r0, lr, sp, lsl #20
            Word::arm(0x00008428, 0x412600b6), // strhmi r0, [r6, -r6]!
            Word::arm(0x0000842c, 0x715f0baf), // cmpvc pc, pc, lsr #23
            Word::arm(0x00008430, 0xa0f63a72), // rscsge r3, r6, r2, ror sl
            Word::arm(0x00008434, 0x83c5f993), // bichi pc, r5, #2408448
            Word::arm(0x00008438, 0xe121467e), // bkpt 0x146e
            Word::arm(0x0000843c, 0x93b00eed), // movsls r0, #3792
            Word::arm(0x00008440, 0x132df82b), // msrne CPSR_fsc, #2818048
            Word::arm(0x00008444, 0x19809fd2), // stmibne r0, {r1, r4, r6, r7, r8, r9, sl, fp, ip, pc}
            Word::arm(0x00008448, 0xc12a277e), // bkpt 0xa27e
            Word::arm(0x0000844c, 0x716ef009), // msrvc SPSR_fsx, r9
            Word::arm(0x00008450, 0x91f9cebe), // ldrhls ip, [r9, #238]!
            Word::arm(0x00008454, 0xc0c0fb9f), // smullgt pc, r0, pc, fp
            Word::arm(0x00008458, 0xb004ee7c), // andlt lr, r4, ip, ror lr
            Word::arm(0x0000845c, 0x2017d0b5), // ldrhcs sp, [r7], -r5
            Word::arm(0x00008460, 0x61100ae2), // tstvs r0, r2, ror #21
            Word::arm(0x00008464, 0x20190092), // mulscs r9, r2, r0
            Word::arm(0x00008468, 0x612fff23), // bxjvs r3
            Word::arm(0x0000846c, 0x73f04b82), // mvnsvc r4, #133120
            Word::arm(0x00008470, 0xec415fea), // mcrr 15, 14, r5, r1, cr10
            Word::arm(0x00008474, 0x43a0c55d), // movmi ip, #390070272
            Word::arm(0x00008478, 0x614a2def), // smlalttvs r2, sl, pc, sp
            Word::arm(0x0000847c, 0x53991e8d), // orrspl r1, r9, #2256
            Word::arm(0x00008480, 0x612fff21), // bxjvs r1
            Word::arm(0x00008484, 0x719db0fc), // ldrshvc fp, [sp, ip]
            Word::arm(0x00008488, 0x7361f47f), // msrvc SPSR_c, #2130706432
            Word::arm(0x0000848c, 0x71de507d), // bicsvc r5, lr, sp, ror r0
            Word::arm(0x00008490, 0x482a9311), // stmdami sl!, {r0, r4, r8, r9, ip, pc}
            Word::arm(0x00008494, 0x119d9065), // orrsne r9, sp, r5, rrx
            Word::arm(0x00008498, 0x5cfe48af), // ldclpl 8, cr4, [lr], #700
            Word::arm(0x0000849c, 0x3bffffd5), // blcc 0x83f8
            Word::arm(0x000084a0, 0xe320ff03), // wfi
            Word::arm(0x000084a4, 0xa60bc4d0), // udf 0xa60bc4d0
            Word::arm(0x000084a8, 0xa3570245), // cmpge r7, #1342177284
            Word::arm(0x000084ac, 0xa7684e17), // udf 0xa7684e17
            Word::arm(0x000084b0, 0xb14718e8), // smlalttlt r1, r7, r8, r8
            Word::arm(0x000084b4, 0x810b9093), // swphi r9, r3, [fp]
            Word::arm(0x000084b8, 0x048b8211), // streq r8, [fp], #529
            Word::arm(0x000084bc, 0x63f022df), // mvnsvs r2, #-268435443
            Word::arm(0x000084c0, 0xdf8aad09), // svcle 0x008aad09
            Word::arm(0x000084c4, 0xc0289e80), // eorgt r9, r8, r0, lsl #29
            Word::arm(0x000084c8, 0x31600b80), // smulbbcc r0, r0, fp
            Word::arm(0x000084cc, 0xc320ff4a), // nopgt {74}
            Word::arm(0x000084d0, 0x61428054), // qdaddvs r8, r4, r2
            Word::arm(0x000084d4, 0xcee76fbf), // mcrgt 15, 7, r6, cr7, cr15, {5}
            Word::arm(0x000084d8, 0x8124947d), // bkpt 0x494d
            Word::arm(0x000084dc, 0x50b89c9e), // umlalspl r9, r8, lr, ip
            Word::arm(0x000084e0, 0xa4046a0f), // strge r6, [r4], #-2575
            Word::arm(0x000084e4, 0x46e89331), // udf 0x46e89331
            Word::arm(0x000084e8, 0x9a00001e), // bls 0x8568
            Word::arm(0x000084ec, 0xb105c05a), // qaddlt ip, sl, r5
            Word::arm(0x000084f0, 0x41814c09), // orrmi r4, r1, r9, lsl #24
            Word::arm(0x000084f4, 0x5282ee03), // addpl lr, r2, #3, 28
            Word::arm(0x000084f8, 0x614e4d8f), // smlalbbvs r4, lr, pc, sp
            Word::arm(0x000084fc, 0xa062eb57), // rsbge lr, r2, r7, asr fp
            Word::arm(0x00008500, 0x012fff19), // bxeq r9
            Word::arm(0x00008504, 0xb320fb03), // wfilt
            Word::arm(0x00008508, 0xb14fc000), // mrslt ip, SPSR
            Word::arm(0x0000850c, 0xf5d8f3b3), // pld [r8, #947]
            Word::arm(0x00008510, 0xfb000037), // blx 0x85f6
            Word::arm(0x00008514, 0xb1330cea), // teqlt r3, sl, ror #25
            Word::arm(0x00008518, 0x81f04f39), // mvnshi r4, r9, lsr pc
            Word::arm(0x0000851c, 0x9050c0bf), // ldrhls ip, [r0], #-15
            Word::arm(0x00008520, 0x619e70b5), // ldrhvs r7, [lr, r5]
            Word::arm(0x00008524, 0x6004049b), // mulvs r4, fp, r4
            Word::arm(0x00008528, 0x010515c8), // smlabteq r5, r8, r5, r1
            Word::arm(0x0000852c, 0x0c5def0f), // mrrceq 15, 0, lr, sp, cr15
            Word::arm(0x00008530, 0xf752f366), // pld [r2, -r6, ror #6]
            Word::arm(0x00008534, 0xae5f3f0b), // cdpge 15, 5, cr3, cr15, cr11, {0}
            Word::arm(0x00008538, 0x6320fc80), // nopvs {128}
            Word::arm(0x0000853c, 0x712003a7), // smulwbvc r0, r7, r3
            Word::arm(0x00008540, 0x21a0b137), // lsrcs fp, r7, r1
            Word::arm(0x00008544, 0x8038119e), // mlashi r8, lr, r1, r1
            Word::arm(0x00008548, 0x914187c7), // smlalbtls r8, r1, r7, r7
            Word::arm(0x0000854c, 0x91b0a4c9), // asrsls sl, r9, #9
            Word::arm(0x00008550, 0x2320fc58), // nopcs {88}
            Word::arm(0x00008554, 0x9218461c), // andsls r4, r8, #28, 12
            Word::arm(0x00008558, 0x212ecf74), // bkpt 0xecf4
            Word::arm(0x0000855c, 0x667737fc), // udf 0x667737fc
            Word::arm(0x00008560, 0x1e5a7fc7), // cdpne 15, 5, cr7, cr10, cr7, {6}
            Word::arm(0x00008564, 0x9107b3c0), // smlabtls r7, r0, r3, fp
            Word::arm(0x00008568, 0xac594f6c), // mrrcge 15, 6, r4, r9, cr12
            Word::arm(0x0000856c, 0x6998542c), // ldmibvs r8, {r2, r3, r5, sl, ip, lr}
            Word::arm(0x00008570, 0xa16df00c), // msrge SPSR_fsc, ip
            Word::arm(0x00008574, 0x73a09ef7), // movvc r9, #3952
            Word::arm(0x00008578, 0x9ed3c3f5), // mrcls 3, 6, ip, cr3, cr5, {7}
            Word::arm(0x0000857c, 0x07ffbfa9), // ldrbeq fp, [pc, r9, lsr #31]!
            Word::arm(0x00008580, 0xc122c77a), // bkpt 0x2c7a
            Word::arm(0x00008584, 0x5320f202), // noppl {2}
            Word::arm(0x00008588, 0x607a6c62), // rsbsvs r6, sl, r2, ror #24
            Word::arm(0x0000858c, 0x719a1718), // orrsvc r1, sl, r8, lsl r7
            Word::arm(0x00008590, 0x310f29a7), // smlatbcc pc, r7, r9, r2
            Word::arm(0x00008594, 0xeefa6ff6), // mrc 15, 7, r6, cr10, cr6, {7}
            Word::arm(0x00008598, 0x01d9acbb), // ldrheq sl, [r9, #203]
            Word::arm(0x0000859c, 0x61650583), // smulbbvs r5, r3, r5
            Word::arm(0x000085a0, 0x7f4dacc3), // svcvc 0x004dacc3
            Word::arm(0x000085a4, 0x9692e369), // ldrls lr, [r2], r9, ror #6
            Word::arm(0x000085a8, 0xd104b08d), // smlabble r4, sp, r0, fp
            Word::arm(0x000085ac, 0x93e01e0b), // mvnls r1, #11, 28
            Word::arm(0x000085b0, 0xe33f0a5e), // teq pc, #385024
            Word::arm(0x000085b4, 0x012ea0c3), // smlawteq lr, r3, r0, sl
            Word::arm(0x000085b8, 0xee9712a8), // cdp 2, 9, cr1, cr7, cr8, {5}
            Word::arm(0x000085bc, 0xfb000040), // blx 0x86c6
            Word::arm(0x000085c0, 0x9f559d70), // svcls 0x00559d70
            Word::arm(0x000085c4, 0xd0be50fa), // ldrshtle r5, [lr], sl
            Word::arm(0x000085c8, 0x39dbdb35), // ldmibcc fp, {r0, r2, r4, r5, r8, r9, fp, ip, lr, pc}^
            Word::arm(0x000085cc, 0x212fff3b), // blxcs fp
            Word::arm(0x000085d0, 0xa1d6dd7a), // bicsge sp, r6, sl, ror sp
            Word::arm(0x000085d4, 0xe390fbae), // orrs pc, r0, #178176
            Word::arm(0x000085d8, 0x8126b57f), // bkpt 0x6b5f
            Word::arm(0x000085dc, 0xa31c04df), // tstge ip, #-553648128
            Word::arm(0x000085e0, 0xc1b3c0ba), // ldrhgt ip, [r3, sl]!
            Word::arm(0x000085e4, 0x805cc7d7), // ldrsbhi ip, [ip], #-119
            Word::arm(0x000085e8, 0xa3550863), // cmpge r5, #6488064
            Word::arm(0x000085ec, 0xb1d02877), // bicslt r2, r0, r7, ror r8
            Word::arm(0x000085f0, 0x21086093), // swpcs r6, r3, [r8]
            Word::arm(0x000085f4, 0x46950243), // ldrmi r0, [r5], r3, asr #4
            Word::arm(0x000085f8, 0x8b000000), // blhi 0x8600
            Word::arm(0x000085fc, 0xf65e5972), // udf 0xf65e5972
            Word::arm(0x00008600, 0x4bbf5ef4), // blmi 0xfefe01d8
            Word::arm(0x00008604, 0x714e488a), // smlalbbvc r4, lr, sl, r8
            Word::arm(0x00008608, 0xe156d7f6), // ldrsh sp, [r6, #-118]
            Word::arm(0x0000860c, 0xf5d2fcd7), // pld [r2, #3287]
            Word::arm(0x00008610, 0x90e9d2ab), // rscls sp, r9, fp, lsr #5
            Word::arm(0x00008614, 0x912008a6), // smulwbls r0, r6, r8
            Word::arm(0x00008618, 0x07de4cac), // ldrbeq r4, [lr, ip, lsr #25]
            Word::arm(0x0000861c, 0x9c6f829a), // stclls 2, cr8, [pc], #-616
            Word::arm(0x00008620, 0x3c573880), // mrrccc 8, 8, r3, r7, cr0
            Word::arm(0x00008624, 0x2ca6af43), // stccs 15, cr10, [r6], #268
            Word::arm(0x00008628, 0xe36efd9c), // msr SPSR_fsx, #156, 26
            Word::arm(0x0000862c, 0xd32bf915), // msrle CPSR_fxc, #344064
            Word::arm(0x00008630, 0xe2ab46c1), // adc r4, fp, #202375168
            Word::arm(0x00008634, 0x4e84cdaa), // cdpmi 13, 8, cr12, cr4, cr10, {5}
            Word::arm(0x00008638, 0xc449310c), // strbgt r3, [r9], #-268
            Word::arm(0x0000863c, 0x118db17a), // orrne fp, sp, sl, ror r1
            Word::arm(0x00008640, 0xdeace90e), // cdple 9, 10, cr14, cr12, cr14, {0}
            Word::arm(0x00008644, 0xe1290bee), // smulwt r9, lr, fp
            Word::arm(0x00008648, 0xa3e00370), // mvnge r0, #112, 6
            Word::arm(0x0000864c, 0x4f9c4b3a), // svcmi 0x009c4b3a
            Word::arm(0x00008650, 0xad901d92), // ldcge 13, cr1, [r0, #584]
            Word::arm(0x00008654, 0x01dea431), // bicseq sl, lr, r1, lsr r4
            Word::arm(0x00008658, 0x314c0056), // qdaddcc r0, r6, ip
            Word::arm(0x0000865c, 0xaaffffc0), // bge 0x8564
            Word::arm(0x00008660, 0x774a72fa), // udf 0x774a72fa
            Word::arm(0x00008664, 0x812f8cc8), // smlawthi pc, r8, ip, r8
            Word::arm(0x00008668, 0x2c910fb1), // ldccs 15, cr0, [r1], {177}
            Word::arm(0x0000866c, 0x114f0cab), // smlaltbne r0, pc, fp, ip
            Word::arm(0x00008670, 0x414fc000), // mrsmi ip, SPSR
            Word::arm(0x00008674, 0xe8a11409), // stmia r1!, {r0, r3, sl, ip}
            Word::arm(0x00008678, 0x914eeee9), // smlalttls lr, lr, r9, lr
            Word::arm(0x0000867c, 0x70fc9cdb), // ldrsbtvc r9, [ip], #203
            Word::arm(0x00008680, 0x74b8e840), // ldrtvc lr, [r8], #2112
            Word::arm(0x00008684, 0xf7d1fca7), // pld [r1, r7, lsr #25]
            Word::arm(0x00008688, 0x03e091f6), // mvneq r9, #-2147483587
            Word::arm(0x0000868c, 0xcef0cf5c), // mrcgt 15, 7, ip, cr0, cr12, {2}
            Word::arm(0x00008690, 0xe1deead8), // ldrsb lr, [lr, #168]
            Word::arm(0x00008694, 0x312fff3e), // blxcc lr
            Word::arm(0x00008698, 0xab000014), // blge 0x86f0
            Word::arm(0x0000869c, 0x06f5b804), // ldrbteq fp, [r5], r4, lsl #16
            Word::arm(0x000086a0, 0xbc405fed), // mcrrlt 15, 14, r5, r0, cr13
            Word::arm(0x000086a4, 0x436cf594), // msrmi SPSR_fs, #148, 10
            Word::arm(0x000086a8, 0xb75e6ca5), // ldrblt r6, [lr, -r5, lsr #25]
            Word::arm(0x000086ac, 0x7060a6f3), // udf 0x7060a6f3
            Word::arm(0x000086b0, 0x617a087c), // cmnvs sl, ip, ror r8
            Word::arm(0x000086b4, 0x738981e9), // orrvc r8, r9, #1073741882
            Word::arm(0x000086b8, 0x6164f008), // msrvs SPSR_s, r8
            Word::arm(0x000086bc, 0xd320f303), // wfile
            Word::arm(0x000086c0, 0x3320f203), // wficc
            Word::arm(0x000086c4, 0xfa000002), // blx 0x86d4
            Word::arm(0x000086c8, 0x31c189a3), // biccc r8, r1, r3, lsr #19
            Word::arm(0x000086cc, 0xa0b690dd), // ldrsbtge r9, [r6], sp
            Word::arm(0x000086d0, 0x0320fc03), // wfieq
            Word::arm(0x000086d4, 0xc07987bf), // ldrhtgt r8, [r9], #-127
            Word::arm(0x000086d8, 0xe3a07c79), // mov r7, #30976
            Word::arm(0x000086dc, 0x114b8c82), // smlalbbne r8, fp, r2, ip
            Word::arm(0x000086e0, 0x0512ebc6), // ldreq lr, [r2, #-3014]
            Word::arm(0x000086e4, 0x2104bda7), // smlatbcs r4, r7, sp, fp
            Word::arm(0x000086e8, 0x7e168f13), // mrcvc 15, 0, r8, cr6, cr3, {0}
            Word::arm(0x000086ec, 0x0642c79c), // udf 0x0642c79c
            Word::arm(0x000086f0, 0x701b0290), // mulsvc fp, r0, r2
            Word::arm(0x000086f4, 0x512fff1d), // bxpl sp
            Word::arm(0x000086f8, 0xea000034), // b 0x87d0
            Word::arm(0x000086fc, 0xa15f05ad), // cmpge pc, sp, lsr #11
            Word::arm(0x00008700, 0xae3a36e9), // cdpge 6, 3, cr3, cr10, cr9, {7}
            Word::arm(0x00008704, 0xd12fff33), // blxle r3
            Word::arm(0x00008708, 0x84fdb97e), // ldrbthi fp, [sp], #2430
            Word::arm(0x0000870c, 0x20ca6538), // sbccs r6, sl, r8, lsr r5
            Word::arm(0x00008710, 0x00060796), // muleq r6, r6, r7
            Word::arm(0x00008714, 0x5056de66), // subspl sp, r6, r6, ror #28
            Word::arm(0x00008718, 0x812fff14), // bxhi r4
            Word::arm(0x0000871c, 0xfa000026), // blx 0x87bc
            Word::arm(0x00008720, 0xe1d99a2e), // bics r9, r9, lr, lsr #20
            Word::arm(0x00008724, 0x014fd000), // mrseq sp, SPSR
            Word::arm(0x00008728, 0xe1a0c132), // lsr ip, r2, r1
            Word::arm(0x0000872c, 0x71c553df), // udf 0x71c553df
            Word::arm(0x00008730, 0xd2af5c92), // adcle r5, pc, #37376
            Word::arm(0x00008734, 0xa13050ba), // ldrhge r5, [r0, -sl]!
            Word::arm(0x00008738, 0x1143c092), // swpbne ip, r2, [r3]
            Word::arm(0x0000873c, 0x614fe000), // mrsvs lr, SPSR
            Word::arm(0x00008740, 0xd14ef090), // swpble pc, r0, [lr]
            Word::arm(0x00008744, 0x806966d2), // udf 0x806966d2
            Word::arm(0x00008748, 0x31d466f4), // ldrshcc r6, [r4, #100]
            Word::arm(0x0000874c, 0x51750986), // cmnpl r5, r6, lsl #19
            Word::arm(0x00008750, 0xe12fff19), // bx r9
            Word::arm(0x00008754, 0x4c484ff7), // mcrrmi 15, 15, r4, r8, cr7
            Word::arm(0x00008758, 0x7093dc8c), // addsvc sp, r3, ip, lsl #25
            Word::arm(0x0000875c, 0x714a20b0), // strhvc r2, [sl, #-0]
            Word::arm(0x00008760, 0x30dd88db), // ldrsbcc r8, [sp], #139
            Word::arm(0x00008764, 0xb0ec27dc), // udf 0xb0ec27dc
            Word::arm(0x00008768, 0x311d00f2), // ldrshcc r0, [sp, -r2]
            Word::arm(0x0000876c, 0x80a75c93), // umlalhi r5, r7, r3, ip
            Word::arm(0x00008770, 0x9122d0c8), // smlawtls r2, r8, r0, sp
            Word::arm(0x00008774, 0xbec0eef6), // mcrlt 14, 6, lr, cr0, cr6, {7}
            Word::arm(0x00008778, 0x1f3f19b1), // svcne 0x003f19b1
            Word::arm(0x0000877c, 0x4320f503), // wfimi
            Word::arm(0x00008780, 0x612fff3e), // blxvs lr
            Word::arm(0x00008784, 0x51500e79), // cmppl r0, r9, ror lr
            Word::arm(0x00008788, 0x612ef05b), // qsubvs pc, fp, lr
            Word::arm(0x0000878c, 0x93dd1b58), // bicsls r1, sp, #88, 22
            Word::arm(0x00008790, 0x41dea130), // bicsmi sl, lr, r0, lsr r1
            Word::arm(0x00008794, 0x519d2000), // orrspl r2, sp, r0
            Word::arm(0x00008798, 0x414a8092), // swpbmi r8, r2, [sl]
            Word::arm(0x0000879c, 0x205faeea), // subscs sl, pc, sl, ror #29
            Word::arm(0x000087a0, 0x00248154), // eoreq r8, r4, r4, asr r1
            Word::arm(0x000087a4, 0x061d5228), // ldreq r5, [sp], -r8, lsr #4
            Word::arm(0x000087a8, 0xe33a0981), // teq sl, #2113536
            Word::arm(0x000087ac, 0xa11f0534), // tstge pc, r4, lsr r5
            Word::arm(0x000087b0, 0x910aa093), // swpls sl, r3, [sl]
            Word::arm(0x000087b4, 0x9320f803), // wfils
            Word::arm(0x000087b8, 0x916601cb), // smulbtls r6, fp, r1
            Word::arm(0x000087bc, 0xa8087918), // stmdage r8, {r3, r4, r8, fp, ip, sp, lr}
            Word::arm(0x000087c0, 0xd10ff000), // mrsle pc, CPSR
            Word::arm(0x000087c4, 0x212b06ae), // smulwbcs fp, lr, r6
            Word::arm(0x000087c8, 0x436df44c), // msrmi SPSR_fsc, #76, 8
            Word::arm(0x000087cc, 0x21253071), // bkpt 0x5301
            Word::arm(0x000087d0, 0xa16fcf1e), // clzge ip, lr
            Word::arm(0x000087d4, 0x0366f935), // msreq SPSR_sx, #868352
            Word::arm(0x000087d8, 0x4e695090), // mcrmi 0, 3, r5, cr9, cr0, {4}
            Word::arm(0x000087dc, 0xe10c80f2), // strd r8, [ip, -r2]
            Word::arm(0x000087e0, 0x316f2f1c), // clzcc r2, ip
            Word::arm(0x000087e4, 0x0102a09d), // swpeq sl, sp, [r2]
            Word::arm(0x000087e8, 0x208fb897), // umullcs fp, pc, r7, r8
            Word::arm(0x000087ec, 0x519720f1), // ldrshpl r2, [r7, r1]
            Word::arm(0x000087f0, 0x3e51fd3c), // mrccc 13, 2, APSR_nzcv, cr1, cr12, {1}
            Word::arm(0x000087f4, 0x81b0ea58), // asrshi lr, r8, sl
            Word::arm(0x000087f8, 0xe70b302a), // str r3, [fp, -sl, lsr #32]
            Word::arm(0x000087fc, 0x6320f41b), // nopvs {27}
            Word::arm(0x00008800, 0x81d342a9), // bicshi r4, r3, r9, lsr #5
            Word::arm(0x00008804, 0x412fff1c), // bxmi ip
            Word::arm(0x00008808, 0x073470a7), // ldreq r7, [r4, -r7, lsr #1]!
            Word::arm(0x0000880c, 0xe12fff3c), // blx ip
            Word::arm(0x00008810, 0x40070a9e), // mulmi r7, lr, sl
            Word::arm(0x00008814, 0xc1390e0b), // teqgt r9, fp, lsl #28
            Word::arm(0x00008818, 0x513560b5), // ldrhpl r6, [r5, -r5]!
            Word::arm(0x0000881c, 0x50eb9860), // rscpl r9, fp, r0, ror #16
            Word::arm(0x00008820, 0x314d87a7), // smlaltbcc r8, sp, r7, r7
            Word::arm(0x00008824, 0x2108d7ea), // smlattcs r8, sl, r7, sp
            Word::arm(0x00008828, 0x10f8a08b), // rscsne sl, r8, fp, lsl #1
            Word::arm(0x0000882c, 0xdc17bfe3), // udf 0xdc17bfe3
            Word::arm(0x00008830, 0xfa08ba11), // blx 0x23707c
            Word::arm(0x00008834, 0x0320f303), // wfieq
            Word::arm(0x00008838, 0xe1d8088a), // bics r0, r8, sl, lsl #17
            Word::arm(0x0000883c, 0x812fff23), // bxjhi r3
            Word::arm(0x00008840, 0xf5d0f598), // pld [r0, #1432]
            Word::arm(0x00008844, 0x20349499), // mlascs r4, r9, r4, r9
            Word::arm(0x00008848, 0x32e23046), // rsccc r3, r2, #70
            Word::arm(0x0000884c, 0x014f8000), // mrseq r8, SPSR
            Word::arm(0x00008850, 0xf0b62b56), // udf 0xf0b62b56
            Word::arm(0x00008854, 0xc10772af), // smlatbgt r7, pc, r2, r7
            Word::arm(0x00008858, 0xd149a05d), // qdaddle sl, sp, r9
            Word::arm(0x0000885c, 0x216f6f17), // clzcs r6, r7
            Word::arm(0x00008860, 0x716100e9), // smulttvc r1, r9, r0
            Word::arm(0x00008864, 0xf7defbca), // pld [lr, sl, asr #23]
            Word::arm(0x00008868, 0x71130454), // tstvc r3, r4, asr r4
            Word::arm(0x0000886c, 0x51c41c3c), // bicpl r1, r4, ip, lsr ip
            Word::arm(0x00008870, 0x7f559bef), // svcvc 0x00559bef
            Word::arm(0x00008874, 0xf55df71b), // pld [sp, #-1819]
            Word::arm(0x00008878, 0x000970f0), // udf 0x000970f0
            Word::arm(0x0000887c, 0x25d6a7c6), // ldrbcs sl, [r6, #1990]
            Word::arm(0x00008880, 0x212fff29), // bxjcs r9
            Word::arm(0x00008884, 0x712fff3a), // blxvc sl
            Word::arm(0x00008888, 0x73b0f262), // movsvc pc, #536870918
            Word::arm(0x0000888c, 0xc128ed77), // bkpt 0x8ed7
            Word::arm(0x00008890, 0xd1170253), // tstle r7, r3, asr r2
            Word::arm(0x00008894, 0xd12e09ac), // smulwble lr, ip, r9
            Word::arm(0x00008898, 0x8ecaff2a), // cdphi 15, 12, cr15, cr10, cr10, {1}
            Word::arm(0x0000889c, 0x7386add1), // orrvc sl, r6, #13376
            Word::arm(0x000088a0, 0x0cba5136), // ldceq 1, cr5, [sl], #216
            Word::arm(0x000088a4, 0x1320f403), // wfine
            Word::arm(0x000088a8, 0x22c53ead), // sbccs r3, r5, #2768
            Word::arm(0x000088ac, 0xcf3918ff), // svcgt 0x003918ff
            Word::arm(0x000088b0, 0x310f3000), // mrscc r3, CPSR
            Word::arm(0x000088b4, 0xa17db6b8), // ldrhge fp, [sp, #-104]!
            Word::arm(0x000088b8, 0x108c5030), // addne r5, ip, r0, lsr r0
            Word::arm(0x000088bc, 0x41a0ba35), // lsrmi fp, r5, sl
            Word::arm(0x000088c0, 0xace93f4d), // stclge 15, cr3, [r9], #308
            Word::arm(0x000088c4, 0x5c51bcd3), // mrrcpl 12, 13, fp, r1, cr3
            Word::arm(0x000088c8, 0x10a620dc), // udf 0x10a620dc
            Word::arm(0x000088cc, 0x514ca1aa), // smlaltbpl sl, ip, sl, r1
            Word::arm(0x000088d0, 0x3e3e502c), // cdpcc 0, 3, cr5, cr14, cr12, {1}
            Word::arm(0x000088d4, 0x002a7394), // mlaeq sl, r4, r3, r7
            Word::arm(0x000088d8, 0x916403a4), // smultbls r4, r4, r3
            Word::arm(0x000088dc, 0xf558f36d), // pld [r8, #-877]
            Word::arm(0x000088e0, 0x60120e9e), // mulsvs r2, lr, lr
            Word::arm(0x000088e4, 0xb027959a), // mlalt r7, sl, r5, r9
            Word::arm(0x000088e8, 0xcdf01f7f), // ldclgt 15, cr1, [r0, #508]!
            Word::arm(0x000088ec, 0xd320fc03), // wfile
            Word::arm(0x000088f0, 0x7320f803), // wfivc
            Word::arm(0x000088f4, 0x412fff2d), // bxjmi sp
            Word::arm(0x000088f8, 0xd1239577), // bkpt 0x3957
            Word::arm(0x000088fc, 0x0123d08f), // smlawbeq r3, pc, r0, sp
            Word::arm(0x00008900, 0xb12fff18), // bxlt r8
            Word::arm(0x00008904, 0x418350fc), // udf 0x418350fc
            Word::arm(0x00008908, 0x6320f791), // nopvs {145}
            Word::arm(0x0000890c, 0xa1582efb), // ldrshge r2, [r8, #-235]
            Word::arm(0x00008910, 0xf7d3fa0b), // pld [r3, fp, lsl #20]
            Word::arm(0x00008914, 0xe0bb7b93), // umlals r7, fp, r3, fp
            Word::arm(0x00008918, 0x00fbd65e), // rscseq sp, fp, lr, asr r6
            Word::arm(0x0000891c, 0x1eefb165), // cdpne 1, 14, cr11, cr15, cr5, {3}
            Word::arm(0x00008920, 0x31259971), // bkpt 0x5991
            Word::arm(0x00008924, 0x3104f09f), // swpcc pc, pc, [r4]
            Word::arm(0x00008928, 0x90828298), // umullls r8, r2, r8, r2
            Word::arm(0x0000892c, 0xf5d4f2f3), // pld [r4, #755]
            Word::arm(0x00008930, 0x8149dfa1), // smlaltbhi sp, r9, r1, pc
            Word::arm(0x00008934, 0xf7def18d), // pld [lr, sp, lsl #3]
            Word::arm(0x00008938, 0xfa000039), // blx 0x8a24
            Word::arm(0x0000893c, 0x412fff34), // blxmi r4
            Word::arm(0x00008940, 0xd12fff18), // bxle r8
            Word::arm(0x00008944, 0x012fff3c), // blxeq ip
            Word::arm(0x00008948, 0x2043f6fa), // udf 0x2043f6fa
            Word::arm(0x0000894c, 0xdc6e7f54), // stclle 15, cr7, [lr], #-336
            Word::arm(0x00008950, 0x914fa000), // mrsls sl, SPSR
            Word::arm(0x00008954, 0x318845e1), // orrcc r4, r8, r1, ror #11
            Word::arm(0x00008958, 0x1018049d), // mulsne r8, sp, r4
            Word::arm(0x0000895c, 0x112de5ca), // smlawtne sp, sl, r5, lr
            Word::arm(0x00008960, 0xfb000029), // blx 0x8a0e
            Word::arm(0x00008964, 0x30fe1cd9), // ldrsbtcc r1, [lr], #201
            Word::arm(0x00008968, 0x317917fa), // ldrshcc r1, [r9, #-122]!
            Word::arm(0x0000896c, 0x6461958a), // strbtvs r9, [r1], #-1418
            Word::arm(0x00008970, 0x3c51cf62), // mrrccc 15, 6, ip, r1, cr2
            Word::arm(0x00008974, 0x416f8f13), // clzmi r8, r3
            Word::arm(0x00008978, 0xe0fea81b), // rscs sl, lr, fp, lsl r8
            Word::arm(0x0000897c, 0xa149205e), // qdaddge r2, lr, r9
            Word::arm(0x00008980, 0xc0c8679a), // smullgt r6, r8, sl, r7
            Word::arm(0x00008984, 0x91b00f16), // lslsls r0, r6, pc
            Word::arm(0x00008988, 0x812fff14), // bxhi r4
            Word::arm(0x0000898c, 0x15584836), // ldrbne r4, [r8, #-2102]
            Word::arm(0x00008990, 0x8c4fec2a), // mcrrhi 12, 2, lr, pc, cr10
            Word::arm(0x00008994, 0x90a970b5), // strhtls r7, [r9], r5
            Word::arm(0x00008998, 0x710b209f), // swpvc r2, pc, [fp]
            Word::arm(0x0000899c, 0x3d1ecf6d), // ldccc 15, cr12, [lr, #-436]
            Word::arm(0x000089a0, 0xe12fff36), // blx r6
            Word::arm(0x000089a4, 0x91d4cc7b), // bicsls ip, r4, fp, ror ip
            Word::arm(0x000089a8, 0xc4434e6c), // strbgt r4, [r3], #-3692
            Word::arm(0x000089ac, 0xa12f01ee), // smulwtge pc, lr, r1
            Word::arm(0x000089b0, 0xde028f9a), // mcrle 15, 0, r8, cr2, cr10, {4}
            Word::arm(0x000089b4, 0x8e59bf78), // mrchi 15, 2, fp, cr9, cr8, {3}
            Word::arm(0x000089b8, 0x416407e5), // smulttmi r4, r5, r7
            Word::arm(0x000089bc, 0x6042bed5), // udf 0x6042bed5
            Word::arm(0x000089c0, 0xd320f603), // wfile
            Word::arm(0x000089c4, 0x612fff24), // bxjvs r4
            Word::arm(0x000089c8, 0x33b05eb3), // movscc r5, #2864
            Word::arm(0x000089cc, 0x0cb89df4), // ldceq 13, cr9, [r8], #976
            Word::arm(0x000089d0, 0x3878f7ea), // ldmdacc r8!, {r1, r3, r5, r6, r7, r8, r9, sl, ip, sp, lr, pc}^
            Word::arm(0x000089d4, 0xe0f2c7b0), // ldrht ip, [r2], #112
            Word::arm(0x000089d8, 0x93f0a5e1), // mvnsls sl, #943718400
            Word::arm(0x000089dc, 0x1bffffed), // blne 0x8998
            Word::arm(0x000089e0, 0x002500fb), // udf 0x002500fb
            Word::arm(0x000089e4, 0xccc25f25), // stclgt 15, cr5, [r2], {37}
            Word::arm(0x000089e8, 0x014e62c3), // smlalbteq r6, lr, r3, r2
            Word::arm(0x000089ec, 0x3320fc03), // wficc
            Word::arm(0x000089f0, 0x2320feed), // nopcs {237}
            Word::arm(0x000089f4, 0x432afc75), // msrmi CPSR_fx, #29952
            Word::arm(0x000089f8, 0xfb67e375), // blx 0x1a017d6
            Word::arm(0x000089fc, 0xb1450098), // swpblt r0, r8, [r5]
            Word::arm(0x00008a00, 0xfdc343b7), // udf 0xfdc343b7
            Word::arm(0x00008a04, 0xfbffffca), // blx 0x8936
            Word::arm(0x00008a08, 0x11406094), // swpbne r6, r4, [r0]
            Word::arm(0x00008a0c, 0xc104b09e), // swpgt fp, lr, [r4]
            Word::arm(0x00008a10, 0xb32cfb38), // msrlt CPSR_fs, #56, 22
            Word::arm(0x00008a14, 0x612fff37), // blxvs r7
            Word::arm(0x00008a18, 0x797c30ed), // ldmdbvc ip!, {r0, r2, r3, r5, r6, r7, ip, sp}^
            Word::arm(0x00008a1c, 0x81d466ef), // bicshi r6, r4, pc, ror #13
            Word::arm(0x00008a20, 0xfb000008), // blx 0x8a4a
            Word::arm(0x00008a24, 0x835a0d65), // cmphi sl, #6464
            Word::arm(0x00008a28, 0x27f36c4e), // ldrbcs r6, [r3, lr, asr #24]!
            Word::arm(0x00008a2c, 0x412000a1), // smulwbmi r0, r1, r0
            Word::arm(0x00008a30, 0x6e3d7f52), // mrcvs 15, 1, r7, cr13, cr2, {2}
            Word::arm(0x00008a34, 0x71d027f4), // ldrshvc r2, [r0, #116]
            Word::arm(0x00008a38, 0xc4f73390), // ldrbtgt r3, [r7], #912
            Word::arm(0x00008a3c, 0x312fff3c), // blxcc ip
            Word::arm(0x00008a40, 0x035d02b1), // cmpeq sp, #268435467
            Word::arm(0x00008a44, 0x00f584be), // ldrhteq r8, [r5], #78
            Word::arm(0x00008a48, 0xb144f2a3), // smlaltblt pc, r4, r3, r2
            Word::arm(0x00008a4c, 0xb1630ee6), // smulttlt r3, r6, lr
            Word::arm(0x00008a50, 0xf26ef27d), // udf 0xf26ef27d
            Word::arm(0x00008a54, 0x71b390d5), // ldrsbvc r9, [r3, r5]!
            Word::arm(0x00008a58, 0xb5ac668c), // strlt r6, [ip, #1676]!
            Word::arm(0x00008a5c, 0x519dff2e), // orrspl pc, sp, lr, lsr #30
            Word::arm(0x00008a60, 0x5fa3499f), // svcpl 0x00a3499f
            Word::arm(0x00008a64, 0x8ec9905e), // mcrhi 0, 6, r9, cr9, cr14, {2}
            Word::arm(0x00008a68, 0x1320fd03), // wfine
            Word::arm(0x00008a6c, 0x7214b805), // andsvc fp, r4, #327680
            Word::arm(0x00008a70, 0xa046871b), // subge r8, r6, fp, lsl r7
            Word::arm(0x00008a74, 0xb1f03a8a), // mvnslt r3, sl, lsl #21
            Word::arm(0x00008a78, 0xc12fff3a), // blxgt sl
            Word::arm(0x00008a7c, 0x912bf00d), // msrls CPSR_fxc, sp
            Word::arm(0x00008a80, 0x716f0f13), // clzvc r0, r3
            Word::arm(0x00008a84, 0x1320f203), // wfine
            Word::arm(0x00008a88, 0x8188e0d9), // ldrdhi lr, [r8, r9]
            Word::arm(0x00008a8c, 0x0c4220c5), // mcrreq 0, 12, r2, r2, cr5
            Word::arm(0x00008a90, 0xc328fc22), // msrgt CPSR_f, #8704
            Word::arm(0x00008a94, 0xa16f3f1d), // clzge r3, sp
            Word::arm(0x00008a98, 0x5b000005), // blpl 0x8ab4
            Word::arm(0x00008a9c, 0x0100a0b6), // strheq sl, [r0, -r6]
            Word::arm(0x00008aa0, 0x7c501fe9), // mrrcvc 15, 14, r1, r0, cr9
            Word::arm(0x00008aa4, 0xe7ca9636), // udf 0xe7ca9636
            Word::arm(0x00008aa8, 0x111307ec), // tstne r3, ip, ror #15
            Word::arm(0x00008aac, 0xc12d1f86), // smlawbgt sp, r6, pc, r1
            Word::arm(0x00008ab0, 0x7021e0f5), // udf 0x7021e0f5
            Word::arm(0x00008ab4, 0x002a709f), // mlaeq sl, pc, r0, r7
            Word::arm(0x00008ab8, 0x71075091), // swpvc r5, r1, [r7]
            Word::arm(0x00008abc, 0x61083050), // qaddvs r3, r0, r8
            Word::arm(0x00008ac0, 0x40db5292), // smullsmi r5, fp, r2, r2
            Word::arm(0x00008ac4, 0x710d9093), // swpvc r9, r3, [sp]
            Word::arm(0x00008ac8, 0x210d7099), // swpcs r7, r9, [sp]
            Word::arm(0x00008acc, 0xa12502e4), // smulwtge r5, r4, r2
            Word::arm(0x00008ad0, 0x01f0e3c1), // mvnseq lr, r1, asr #7
            Word::arm(0x00008ad4, 0x905d42f7), // ldrshls r4, [sp], #-39
            Word::arm(0x00008ad8, 0x50392ecc), // eorspl r2, r9, ip, asr #29
            Word::arm(0x00008adc, 0xf750fd4f), // pld [r0, -pc, asr #26]
            Word::arm(0x00008ae0, 0xf551f68c), // pld [r1, #-1676]
            Word::arm(0x00008ae4, 0xd12e99cf), // smlawtle lr, pc, r9, r9
            Word::arm(0x00008ae8, 0x212af001), // msrcs CPSR_fx, r1
            Word::arm(0x00008aec, 0x3390db9f), // orrscc sp, r0, #162816
            Word::arm(0x00008af0, 0x6019f0d5), // ldrsbvs pc, [r9], -r5
            Word::arm(0x00008af4, 0xb0bc9aab), // adcslt r9, ip, fp, lsr #21
            Word::arm(0x00008af8, 0xefbf8b11), // svc 0x00bf8b11
            Word::arm(0x00008afc, 0x41df761b), // bicsmi r7, pc, fp, lsl r6
            Word::arm(0x00008b00, 0x512fff2e), // bxjpl lr
            Word::arm(0x00008b04, 0x4320fb03), // wfimi
            Word::arm(0x00008b08, 0x12822430), // addne r2, r2, #48, 8
            Word::arm(0x00008b0c, 0x6141b09d), // swpbvs fp, sp, [r1]
            Word::arm(0x00008b10, 0xa1099cae), // smlatbge r9, lr, ip, r9
            Word::arm(0x00008b14, 0x9320ff7a), // nopls {122}
            Word::arm(0x00008b18, 0xb320f703), // wfilt
            Word::arm(0x00008b1c, 0xc12a4051), // qsubgt r4, r1, sl
            Word::arm(0x00008b20, 0x5affffc6), // bpl 0x8a40
            Word::arm(0x00008b24, 0x0e86bf45), // cdpeq 15, 8, cr11, cr6, cr5, {2}
            Word::arm(0x00008b28, 0x212cc055), // qsubcs ip, r5, ip
            Word::arm(0x00008b2c, 0xd12902a7), // smulwble r9, r7, r2
            Word::arm(0x00008b30, 0xe12c9770), // bkpt 0xc970
            Word::arm(0x00008b34, 0xc12fff3b), // blxgt fp
            Word::arm(0x00008b38, 0x6326f68d), // msrvs CPSR_sx, #147849216
            Word::arm(0x00008b3c, 0x213d05a9), // teqcs sp, r9, lsr #11
            Word::arm(0x00008b40, 0xc12b7082), // smlawbgt fp, r2, r0, r7
            Word::arm(0x00008b44, 0x237d0de4), // cmncs sp, #228, 26
            Word::arm(0x00008b48, 0xd328fd48), // msrle CPSR_f, #72, 26
            Word::arm(0x00008b4c, 0xf5d0f57e), // pld [r0, #1406]
            Word::arm(0x00008b50, 0x91ae60fb), // strdls r6, [lr, fp]!
            Word::arm(0x00008b54, 0x2ea29fc1), // cdpcs 15, 10, cr9, cr2, cr1, {6}
            Word::arm(0x00008b58, 0xc14e32e2), // smlalttgt r3, lr, r2, r2
            Word::arm(0x00008b5c, 0x9bffffc3), // blls 0x8a70
            Word::arm(0x00008b60, 0x41e07b59), // mvnmi r7, r9, asr fp
            Word::arm(0x00008b64, 0x512b277f), // bkpt 0xb27f
            Word::arm(0x00008b68, 0x1101709c), // swpne r7, ip, [r1]
            Word::arm(0x00008b6c, 0xe36dfee3), // msr SPSR_fsc, #3632
            Word::arm(0x00008b70, 0xa190c237), // orrsge ip, r0, r7, lsr r2
            Word::arm(0x00008b74, 0x9e410be3), // cdpls 11, 4, cr0, cr1, cr3, {7}
            Word::arm(0x00008b78, 0xa14be09d), // swpbge lr, sp, [fp]
            Word::arm(0x00008b7c, 0x61b0c057), // asrsvs ip, r7, r0
            Word::arm(0x00008b80, 0x2979b1fb), // ldmdbcs r9!, {r0, r1, r3, r4, r5, r6, r7, r8, ip, sp, pc}^
            Word::arm(0x00008b84, 0x21240fef), // smulwtcs r4, pc, pc
            Word::arm(0x00008b88, 0x61a4a0b7), // strhvs sl, [r4, r7]!
            Word::arm(0x00008b8c, 0x0fbc8c21), // svceq 0x00bc8c21
            Word::arm(0x00008b90, 0x110d43e6), // smlattne sp, r6, r3, r4
            Word::arm(0x00008b94, 0xb2d64283), // sbcslt r4, r6, #805306376
            Word::arm(0x00008b98, 0x00a3d590), // umlaleq sp, r3, r0, r5
            Word::arm(0x00008b9c, 0x410ff000), // mrsmi pc, CPSR
            Word::arm(0x00008ba0, 0xbbffffea), // bllt 0x8b50
            Word::arm(0x00008ba4, 0x712205a9), // smulwbvc r2, r9, r5
            Word::arm(0x00008ba8, 0x40337592), // mlasmi r3, r2, r5, r7
            Word::arm(0x00008bac, 0x514b96c1), // smlalbtpl r9, fp, r1, r6
            Word::arm(0x00008bb0, 0x0320ff81), // nopeq {129}
            Word::arm(0x00008bb4, 0x12ab3e12), // adcne r3, fp, #288
            Word::arm(0x00008bb8, 0x900dd0f1), // udf 0x900dd0f1
            Word::arm(0x00008bbc, 0x85f5c159), // ldrbhi ip, [r5, #345]!
            Word::arm(0x00008bc0, 0x210f2000), // mrscs r2, CPSR
            Word::arm(0x00008bc4, 0x6e88af33), // mcrvs 15, 4, sl, cr8, cr3, {1}
            Word::arm(0x00008bc8, 0xe169e055), // qdsub lr, r5, r9
            Word::arm(0x00008bcc, 0xb0080a98), // mullt r8, r8, sl
            Word::arm(0x00008bd0, 0xe14d4981), // smlalbb r4, sp, r1, r9
            Word::arm(0x00008bd4, 0x512902eb), // smulwtpl r9, fp, r2
            Word::arm(0x00008bd8, 0xd12fff38), // blxle r8
            Word::arm(0x00008bdc, 0xc12cf275), // bkpt 0xcf25
            Word::arm(0x00008be0, 0x7084d876), // addvc sp, r4, r6, ror r8
            Word::arm(0x00008be4, 0xa1209056), // qsubge r9, r6, r0
            Word::arm(0x00008be8, 0xf752f5e3), // pld [r2, -r3, ror #11]
            Word::arm(0x00008bec, 0x6104a09e), // swpvs sl, lr, [r4]
            Word::arm(0x00008bf0, 0x9098e0f3), // ldrshls lr, [r8], r3
            Word::arm(0x00008bf4, 0xbd6a3075), // stcllt 0, cr3, [sl, #-468]!
            Word::arm(0x00008bf8, 0xe39b8499), // orrs r8, fp, #-1728053248
            Word::arm(0x00008bfc, 0x01f955f3), // ldrsheq r5, [r9, #83]!
            Word::arm(0x00008c00, 0xe231b203), // eors fp, r1, #805306368
            Word::arm(0x00008c04, 0xb10f5000), // mrslt r5, CPSR
            Word::arm(0x00008c08, 0xd12fff25), // bxjle r5
            Word::arm(0x00008c0c, 0x6322f292), // msrvs CPSR_x, #536870921
            Word::arm(0x00008c10, 0xd0030290), // mulle r3, r0, r2
            Word::arm(0x00008c14, 0x71e8c7bd), // strhvc ip, [r8, #125]!
            Word::arm(0x00008c18, 0x614e848b), // smlalbbvs r8, lr, fp, r4
            Word::arm(0x00008c1c, 0x071d2fb7), // udf 0x071d2fb7
            Word::arm(0x00008c20, 0x00e72282), // rsceq r2, r7, r2, lsl #5
            Word::arm(0x00008c24, 0xe0426dbc), // strh r6, [r2], #-220
            Word::arm(0x00008c28, 0x70adc4cb), // adcvc ip, sp, fp, asr #9
            Word::arm(0x00008c2c, 0x635a0289), // cmpvs sl, #-1879048184
            Word::arm(0x00008c30, 0x116f0189), // smulbbne pc, r9, r1
            Word::arm(0x00008c34, 0xe6392540), // ldrt r2, [r9], -r0, asr #10
            Word::arm(0x00008c38, 0x1123c0bc), // strhne ip, [r3, -ip]!
            Word::arm(0x00008c3c, 0x916cf002), // msrls SPSR_fs, r2
            Word::arm(0x00008c40, 0xc129267a), // bkpt 0x926a
            Word::arm(0x00008c44, 0x806f9fd7), // udf 0x806f9fd7
            Word::arm(0x00008c48, 0xc4e9115a), // strbtgt r1, [r9], #346
            Word::arm(0x00008c4c, 0xb0a90084), // adclt r0, r9, r4, lsl #1
            Word::arm(0x00008c50, 0xa0cfa5df), // ldrdge sl, [pc], #95
            Word::arm(0x00008c54, 0xb17323b4), // ldrhlt r2, [r3, #-52]!
            Word::arm(0x00008c58, 0xd14f28cd), // smlalbtle r2, pc, sp, r8
            Word::arm(0x00008c5c, 0xc5793720), // ldrbgt r3, [r9, #-1824]!
            Word::arm(0x00008c60, 0xb1c7253b), // biclt r2, r7, fp, lsr r5
            Word::arm(0x00008c64, 0xeeb011c2), // cdp 1, 11, cr1, cr0, cr2, {6}
            Word::arm(0x00008c68, 0x133b0483), // teqne fp, #-2097152000
            Word::arm(0x00008c6c, 0xb320f403), // wfilt
            Word::arm(0x00008c70, 0xe12e1d86), // smlawb lr, r6, sp, r1
            Word::arm(0x00008c74, 0x1106f058), // qaddne pc, r8, r6
            Word::arm(0x00008c78, 0x9125f00d), // msrls CPSR_sc, sp
            Word::arm(0x00008c7c, 0xe1a0812f), // lsr r8, pc, #2
            Word::arm(0x00008c80, 0x307f5fb5), // ldrhtcc r5, [pc], #-245
            Word::arm(0x00008c84, 0xe02d2e90), // mla sp, r0, lr, r2
            Word::arm(0x00008c88, 0xd7de524a), // ldrble r5, [lr, sl, asr #4]
            Word::arm(0x00008c8c, 0xdb000031), // blle 0x8d58
            Word::arm(0x00008c90, 0x7320f7f7), // nopvc {247}
            Word::arm(0x00008c94, 0xe18cd7e3), // orr sp, ip, r3, ror #15
            Word::arm(0x00008c98, 0xf7d5f0ef), // pld [r5, pc, ror #1]
            Word::arm(0x00008c9c, 0xc0afa0de), // udf 0xc0afa0de
            Word::arm(0x00008ca0, 0x2eb92f18), // mrccs 15, 5, r2, cr9, cr8, {0}
            Word::arm(0x00008ca4, 0xd16e08a3), // smultble lr, r3, r8
            Word::arm(0x00008ca8, 0xec028f5e), // udf 0xec028f5e
            Word::arm(0x00008cac, 0x916506c3), // smulbtls r5, r3, r6
            Word::arm(0x00008cb0, 0x012fff1d), // bxeq sp
            Word::arm(0x00008cb4, 0x905349b4), // ldrhls r4, [r3], #-148
            Word::arm(0x00008cb8, 0xb3f0a673), // mvnslt sl, #120586240
            Word::arm(0x00008cbc, 0x310f1000), // mrscc r1, CPSR
            Word::arm(0x00008cc0, 0xb01b029b), // mulslt fp, fp, r2
            Word::arm(0x00008cc4, 0xb074d018), // rsbslt sp, r4, r8, lsl r0
            Word::arm(0x00008cc8, 0x816f8f1f), // clzhi r8, pc
            Word::arm(0x00008ccc, 0x2150062e), // cmpcs r0, lr, lsr #12
            Word::arm(0x00008cd0, 0xb11a0e67), // tstlt sl, r7, ror #28
            Word::arm(0x00008cd4, 0xce639f4a), // cdpgt 15, 6, cr9, cr3, cr10, {2}
            Word::arm(0x00008cd8, 0x3031a892), // mlascc r1, r2, r8, sl
            Word::arm(0x00008cdc, 0x4f505c75), // svcmi 0x00505c75
            Word::arm(0x00008ce0, 0x6161f00d), // msrvs SPSR_c, sp
            Word::arm(0x00008ce4, 0x416f9f12), // clzmi r9, r2
            Word::arm(0x00008ce8, 0x8320f403), // wfihi
            Word::arm(0x00008cec, 0x53a07e8a), // movpl r7, #2208
            Word::arm(0x00008cf0, 0x31992d85), // orrscc r2, r9, r5, lsl #27
            Word::arm(0x00008cf4, 0xf5d2f61c), // pld [r2, #1564]
            Word::arm(0x00008cf8, 0xe320fe03), // wfi
            Word::arm(0x00008cfc, 0xf757f186), // pld [r7, -r6, lsl #3]
            Word::arm(0x00008d00, 0x3e4a177b), // mcrcc 7, 2, r1, cr10, cr11, {3}
            Word::arm(0x00008d04, 0xc67f1c9e), // udf 0xc67f1c9e
            Word::arm(0x00008d08, 0x316fbf19), // clzcc fp, r9
            Word::arm(0x00008d0c, 0xd33e07ba), // teqle lr, #48758784
            Word::arm(0x00008d10, 0x31cc540e), // biccc r5, ip, lr, lsl #8
            Word::arm(0x00008d14, 0x60a380fb), // udf 0x60a380fb
            Word::arm(0x00008d18, 0x010c1685), // smlabbeq ip, r5, r6, r1
            Word::arm(0x00008d1c, 0x016d0c86), // smulbbeq sp, r6, ip
            Word::arm(0x00008d20, 0x132df23b), // msrne CPSR_fsc, #-1342177277
            Word::arm(0x00008d24, 0x7179042a), // cmnvc r9, sl, lsr #8
            Word::arm(0x00008d28, 0x216d7ef7), // udf 0x216d7ef7
            Word::arm(0x00008d2c, 0x14290fe3), // strtne r0, [r9], #-4067
            Word::arm(0x00008d30, 0x4e434ada), // mcrmi 10, 2, r4, cr3, cr10, {6}
            Word::arm(0x00008d34, 0x26f3315c), // udf 0x26f3315c
            Word::arm(0x00008d38, 0x112ff00c), // msrne CPSR_fsxc, ip
            Word::arm(0x00008d3c, 0xc546bfd2), // strbgt fp, [r6, #-4050]
            Word::arm(0x00008d40, 0xd108605c), // qaddle r6, ip, r8
            Word::arm(0x00008d44, 0x21710205), // cmncs r1, r5, lsl #4
            Word::arm(0x00008d48, 0x316f03cd), // smulbtcc pc, sp, r3
            Word::arm(0x00008d4c, 0x4e839114), // mcrmi 1, 4, r9, cr3, cr4, {0}
            Word::arm(0x00008d50, 0x0b00000c), // bleq 0x8d88
            Word::arm(0x00008d54, 0x636cf6a4), // msrvs SPSR_fs, #164, 12
            Word::arm(0x00008d58, 0xa0382994), // mlasge r8, r4, r9, r2
            Word::arm(0x00008d5c, 0x31680bc2), // smulbtcc r8, r2, fp
            Word::arm(0x00008d60, 0xa111090e), // tstge r1, lr, lsl #18
            Word::arm(0x00008d64, 0xf55af2d3), // pld [sl, #-723]
            Word::arm(0x00008d68, 0xc01d6b1b), // andsgt r6, sp, fp, lsl fp
            Word::arm(0x00008d6c, 0x112d06e6), // smulwtne sp, r6, r6
            Word::arm(0x00008d70, 0xd109418b), // smlabble r9, fp, r1, r4
            Word::arm(0x00008d74, 0xf48811e3), // udf 0xf48811e3
            Word::arm(0x00008d78, 0xf8ab1eec), // udf 0xf8ab1eec
            Word::arm(0x00008d7c, 0xa12fff23), // bxjge r3
            Word::arm(0x00008d80, 0x21a0dd2f), // lsrcs sp, pc, #26
            Word::arm(0x00008d84, 0x919fd25a), // orrsls sp, pc, sl, asr r2
            Word::arm(0x00008d88, 0xb1f01372), // mvnslt r1, r2, ror r3
            Word::arm(0x00008d8c, 0xe12fff25), // bxj r5
            Word::arm(0x00008d90, 0x5167f00d), // msrpl SPSR_sxc, sp
            Word::arm(0x00008d94, 0xf558fa4b), // pld [r8, #-2635]
            Word::arm(0x00008d98, 0x50ac30f9), // udf 0x50ac30f9
            Word::arm(0x00008d9c, 0x61e869f7), // strdvs r6, [r8, #151]!
            Word::arm(0x00008da0, 0x5e91df4c), // cdppl 15, 9, cr13, cr1, cr12, {2}
            Word::arm(0x00008da4, 0xa16bf00c), // msrge SPSR_fxc, ip
            Word::arm(0x00008da8, 0x8142df84), // smlalbbhi sp, r2, r4, pc
            Word::arm(0x00008dac, 0x410d005f), // qaddmi r0, pc, sp
            Word::arm(0x00008db0, 0xf5ddfc07), // pld [sp, #3079]
            Word::arm(0x00008db4, 0x20040c98), // mulcs r4, r8, ip
            Word::arm(0x00008db8, 0x23996cf2), // orrscs r6, r9, #61952
            Word::arm(0x00008dbc, 0x31f948d4), // ldrsbcc r4, [r9, #132]!
            Word::arm(0x00008dc0, 0x101dc870), // andsne ip, sp, r0, ror r8
            Word::arm(0x00008dc4, 0x612fff13), // bxvs r3
            Word::arm(0x00008dc8, 0x863b6528), // ldrthi r6, [fp], -r8, lsr #10
            Word::arm(0x00008dcc, 0x67e866d0), // udf 0x67e866d0
            Word::arm(0x00008dd0, 0x578bd5e8), // strpl sp, [fp, r8, ror #11]
            Word::arm(0x00008dd4, 0x712240b3), // strhvc r4, [r2, -r3]!
            Word::arm(0x00008dd8, 0x31c0a1c0), // biccc sl, r0, r0, asr #3
            Word::arm(0x00008ddc, 0xa1266174), // bkpt 0x6614
            Word::arm(0x00008de0, 0xe198be1a), // orrs fp, r8, sl, lsl lr
            Word::arm(0x00008de4, 0xe122f053), // qsub pc, r3, r2
            Word::arm(0x00008de8, 0x312c2277), // bkpt 0xc227
            Word::arm(0x00008dec, 0xb11560f0), // ldrshlt r6, [r5, -r0]
            Word::arm(0x00008df0, 0x512fff25), // bxjpl r5
            Word::arm(0x00008df4, 0xd188f0d5), // udf 0xd188f0d5
            Word::arm(0x00008df8, 0xb4d997f0), // ldrblt r9, [r9], #2032
            Word::arm(0x00008dfc, 0x0165f009), // msreq SPSR_sc, r9
            Word::arm(0x00008e00, 0x758025aa), // strvc r2, [r0, #1450]
            Word::arm(0x00008e04, 0x412d0bea), // smulwtmi sp, sl, fp
            Word::arm(0x00008e08, 0xa042a0f1), // strdge sl, [r2], #-1
            Word::arm(0x00008e0c, 0xd12fff24), // bxjle r4
            Word::arm(0x00008e10, 0xb12e0ae0), // smulwtlt lr, r0, sl
            Word::arm(0x00008e14, 0x416f6f1d), // clzmi r6, sp
            Word::arm(0x00008e18, 0x30c8edd1), // ldrdcc lr, [r8], #209
            Word::arm(0x00008e1c, 0x40f62fd2), // ldrsbtmi r2, [r6], #242
            Word::arm(0x00008e20, 0x600490bb), // strhvs r9, [r4], -fp
            Word::arm(0x00008e24, 0x937a0bb3), // cmnls sl, #183296
            Word::arm(0x00008e28, 0x71d99e59), // bicsvc r9, r9, r9, asr lr
            Word::arm(0x00008e2c, 0xc20a1c61), // andgt r1, sl, #24832
            Word::arm(0x00008e30, 0xfab09dbc), // blx 0xfec30528
            Word::arm(0x00008e34, 0x5d3a0ff1), // ldcpl 15, cr0, [sl, #-964]!
            Word::arm(0x00008e38, 0x4320f903), // wfimi
            Word::arm(0x00008e3c, 0x3328fa73), // msrcc CPSR_f, #471040
            Word::arm(0x00008e40, 0x4320ff8c), // nopmi {140}
            Word::arm(0x00008e44, 0x2095319a), // umullscs r3, r5, sl, r1
            Word::arm(0x00008e48, 0x916af008), // msrls SPSR_fx, r8
            Word::arm(0x00008e4c, 0x60a5f69d), // umlalvs pc, r5, sp, r6
            Word::arm(0x00008e50, 0x202f30b0), // strhtcs r3, [pc], -r0
            Word::arm(0x00008e54, 0x3320f292), // nopcc {146}
            Word::arm(0x00008e58, 0x500540d7), // ldrdpl r4, [r5], -r7
            Word::arm(0x00008e5c, 0xfd449767), // udf 0xfd449767
            Word::arm(0x00008e60, 0xe1de457a), // bics r4, lr, sl, ror r5
            Word::arm(0x00008e64, 0xa155061c), // cmpge r5, ip, lsl r6
            Word::arm(0x00008e68, 0xa0bba0be), // ldrhtge sl, [fp], lr
            Word::arm(0x00008e6c, 0x3166f006), // msrcc SPSR_sx, r6
            Word::arm(0x00008e70, 0x21467da0), // smlaltbcs r7, r6, r0, sp
            Word::arm(0x00008e74, 0xe1d8b224), // bics fp, r8, r4, lsr #4
            Word::arm(0x00008e78, 0x617ed4ba), // ldrhvs sp, [lr, #-74]!
            Word::arm(0x00008e7c, 0x61390920), // teqvs r9, r0, lsr #18
            Word::arm(0x00008e80, 0xd3968999), // orrsle r8, r6, #2506752
            Word::arm(0x00008e84, 0x6c594f9f), // mrrcvs 15, 9, r4, r9, cr15
            Word::arm(0x00008e88, 0x11496098), // swpbne r6, r8, [r9]
            Word::arm(0x00008e8c, 0x514233d5), // udf 0x514233d5
            Word::arm(0x00008e90, 0xfb000023), // blx 0x8f26
            Word::arm(0x00008e94, 0x4c4540b8), // mcrrmi 0, 11, r4, r5, cr8
            Word::arm(0x00008e98, 0xe6770fa9), // ldrbt r0, [r7], -r9, lsr #31
            Word::arm(0x00008e9c, 0x716305a6), // smultbvc r3, r6, r5
            Word::arm(0x00008ea0, 0x801a0e92), // mulshi sl, r2, lr
            Word::arm(0x00008ea4, 0xef6ebc42), // svc 0x006ebc42
            Word::arm(0x00008ea8, 0x910a009e), // swpls r0, lr, [sl]
            Word::arm(0x00008eac, 0x212ff003), // msrcs CPSR_fsxc, r3
            Word::arm(0x00008eb0, 0x9f7f46d1), // svcls 0x007f46d1
            Word::arm(0x00008eb4, 0x5320f003), // wfipl
            Word::arm(0x00008eb8, 0xce536c91), // mrcgt 12, 2, r6, cr3, cr1, {4}
            Word::arm(0x00008ebc, 0x312cf003), // msrcc CPSR_fs, r3
            Word::arm(0x00008ec0, 0x90399e07), // eorsls r9, r9, r7, lsl #28
            Word::arm(0x00008ec4, 0xa12fff13), // bxge r3
            Word::arm(0x00008ec8, 0x3f9946ba), // svccc 0x009946ba
            Word::arm(0x00008ecc, 0xc195ee33), // orrsgt lr, r5, r3, lsr lr
            Word::arm(0x00008ed0, 0xa12fff2a), // bxjge sl
            Word::arm(0x00008ed4, 0xb122ccc3), // smlawtlt r2, r3, ip, ip
            Word::arm(0x00008ed8, 0x012bc87a), // bkpt 0xbc8a
            Word::arm(0x00008edc, 0x89a701ad), // stmibhi r7!, {r0, r2, r3, r5, r7, r8}
            Word::arm(0x00008ee0, 0x3007049c), // mulcc r7, ip, r4
            Word::arm(0x00008ee4, 0x139c2696), // orrsne r2, ip, #157286400
            Word::arm(0x00008ee8, 0xf559fe10), // pld [r9, #-3600]
            Word::arm(0x00008eec, 0x913490dc), // ldrsbls r9, [r4, -ip]!
            Word::arm(0x00008ef0, 0x214117af), // smlaltbcs r1, r1, pc, r7
            Word::arm(0x00008ef4, 0x110f9000), // mrsne r9, CPSR
            Word::arm(0x00008ef8, 0x3122f00b), // msrcc CPSR_x, fp
            Word::arm(0x00008efc, 0xd03970d7), // ldrsbtle r7, [r9], -r7
            Word::arm(0x00008f00, 0xb10f7000), // mrslt r7, CPSR
            Word::arm(0x00008f04, 0x0127d97a), // bkpt 0x7d9a
            Word::arm(0x00008f08, 0xe36cf3b5), // msr SPSR_fs, #-738197502
            Word::arm(0x00008f0c, 0x6029399c), // mlavs r9, ip, r9, r3
            Word::arm(0x00008f10, 0xfa000008), // blx 0x8f38
            Word::arm(0x00008f14, 0x6570073c), // ldrbvs r0, [r0, #-1852]!
            Word::arm(0x00008f18, 0xa12fff10), // bxge r0
            Word::arm(0x00008f1c, 0xa12fff2b), // bxjge fp
            Word::arm(0x00008f20, 0x6146c05c), // qdaddvs ip, ip, r6
            Word::arm(0x00008f24, 0xf5d6fcf3), // pld [r6, #3315]
            Word::arm(0x00008f28, 0x216ff00e), // msrcs SPSR_fsxc, lr
            Word::arm(0x00008f2c, 0x3809817f), // stmdacc r9, {r0, r1, r2, r3, r4, r5, r6, r8, pc}
            Word::arm(0x00008f30, 0x916e09cd), // smulbtls lr, sp, r9
            Word::arm(0x00008f34, 0x88c757ad), // stmiahi r7, {r0, r2, r3, r5, r7, r8, r9, sl, ip, lr}^
            Word::arm(0x00008f38, 0x312fff30), // blxcc r0
            Word::arm(0x00008f3c, 0x30162f32), // andscc r2, r6, r2, lsr pc
            Word::arm(0x00008f40, 0x819fd0ff), // ldrshhi sp, [pc, pc]
            Word::arm(0x00008f44, 0xe1e537b6), // strh r3, [r5, #118]!
            Word::arm(0x00008f48, 0x610ff000), // mrsvs pc, CPSR
            Word::arm(0x00008f4c, 0x13e0d1bf), // mvnne sp, #-1073741777
            Word::arm(0x00008f50, 0xf753fd24), // pld [r3, -r4, lsr #26]
            Word::arm(0x00008f54, 0x612fff22), // bxjvs r2
            Word::arm(0x00008f58, 0xf551f251), // pld [r1, #-593]
            Word::arm(0x00008f5c, 0x81b680fa), // ldrshhi r8, [r6, sl]!
            Word::arm(0x00008f60, 0x1160905c), // qdsubne r9, ip, r0
            Word::arm(0x00008f64, 0x41237c7b), // bkpt 0x37cb
            Word::arm(0x00008f68, 0xa10f7000), // mrsge r7, CPSR
            Word::arm(0x00008f6c, 0x3f45496d), // svccc 0x0045496d
            Word::arm(0x00008f70, 0xf19826e5), // udf 0xf19826e5
            Word::arm(0x00008f74, 0x216f4f1b), // clzcs r4, fp
            Word::arm(0x00008f78, 0x3320f003), // wficc
            Word::arm(0x00008f7c, 0x3b00003b), // blcc 0x9070
            Word::arm(0x00008f80, 0x614b1f81), // smlalbbvs r1, fp, r1, pc
            Word::arm(0x00008f84, 0x332af159), // msrcc CPSR_fx, #1073741846
            Word::arm(0x00008f88, 0xa12fff37), // blxge r7
            Word::arm(0x00008f8c, 0x214f705f), // qdaddcs r7, pc, pc
            Word::arm(0x00008f90, 0x3645594d), // strbcc r5, [r5], -sp, asr #18
            Word::arm(0x00008f94, 0xd0314193), // mlasle r1, r3, r1, r4
            Word::arm(0x00008f98, 0xb1722db2), // ldrhlt r2, [r2, #-210]!
            Word::arm(0x00008f9c, 0x8370001f), // cmnhi r0, #31
            Word::arm(0x00008fa0, 0x51a0b371), // rorpl fp, r1, r3
            Word::arm(0x00008fa4, 0x30867b99), // umullcc r7, r6, r9, fp
            Word::arm(0x00008fa8, 0x7320fcf7), // nopvc {247}
            Word::arm(0x00008fac, 0x61b8f0d9), // ldrsbvs pc, [r8, r9]!
            Word::arm(0x00008fb0, 0xb185135e), // orrlt r1, r5, lr, asr r3
            Word::arm(0x00008fb4, 0x433b034c), // teqmi fp, #76, 6
            Word::arm(0x00008fb8, 0xcc202f09), // stcgt 15, cr2, [r0], #-36
            Word::arm(0x00008fbc, 0x0d6e4577), // stcleq 5, cr4, [lr, #-476]!
            Word::arm(0x00008fc0, 0xee2d3944), // cdp 9, 2, cr3, cr13, cr4, {2}
            Word::arm(0x00008fc4, 0xfa00000b), // blx 0x8ff8
            Word::arm(0x00008fc8, 0xe1e70ed1), // ldrd r0, [r7, #225]!
            Word::arm(0x00008fcc, 0x52cb18b6), // sbcpl r1, fp, #11927552
            Word::arm(0x00008fd0, 0x2364f0b6), // msrcs SPSR_s, #182
            Word::arm(0x00008fd4, 0xfaffffd4), // blx 0x8f2c
            Word::arm(0x00008fd8, 0x71e00612), // mvnvc r0, r2, lsl r6
            Word::arm(0x00008fdc, 0xb16f08a1), // smultblt pc, r1, r8
            Word::arm(0x00008fe0, 0x8104e1c3), // smlabthi r4, r3, r1, lr
            Word::arm(0x00008fe4, 0x414dc05b), // qdaddmi ip, fp, sp
            Word::arm(0x00008fe8, 0xf5c7c03a), // udf 0xf5c7c03a
            Word::arm(0x00008fec, 0x82ebe13c), // rschi lr, fp, #60, 2
            Word::arm(0x00008ff0, 0x112cb0fe), // udf 0x112cb0fe
            Word::arm(0x00008ff4, 0x0145d48e), // smlalbbeq sp, r5, lr, r4
            Word::arm(0x00008ff8, 0xc1230ee8), // smulwtgt r3, r8, lr
            Word::arm(0x00008ffc, 0x816f4f18), // clzhi r4, r8
            Word::arm(0x00003c00, 0x00000ff6), // udf 0x00000ff6
            Word::arm(0x00003c04, 0x000ceff6), // udf 0x000ceff6
            Word::arm(0x00003c08, 0x00067ff6), // udf 0x00067ff6
            Word::arm(0x00003c0c, 0x00000ff5), // udf 0x00000ff5
            Word::arm(0x00003c10, 0x00004ff6), // udf 0x00004ff6
            Word::arm(0x00003c14, 0x00000ff5), // udf 0x00000ff5
            Word::arm(0x00003c18, 0x00006756), // andeq r6, r0, r6, asr r7
            Word::arm(0x00003c1c, 0x00007ff2), // udf 0x00007ff2
            Word::arm(0x00003c20, 0x00008ff6), // udf 0x00008ff6
            Word::arm(0x00003c24, 0x00009552), // andeq r9, r0, r2, asr r5
            Word::arm(0x00003c28, 0x0000affe), // udf 0x0000affe
            Word::arm(0x00003c2c, 0x00000ffd), // udf 0x00000ffd
            Word::arm(0x00003c34, 0x0000d6a2), // andeq sp, r0, r2, lsr #13
            Word::arm(0x00003c38, 0x00000009), // andeq r0, r0, r9
            Word::arm(0x00003c3c, 0x0000fffa), // udf 0x0000fffa
            Word::arm(0x00003c40, 0x000f6ff6), // udf 0x000f6ff6
            Word::arm(0x00003c44, 0x00011aa2), // andeq r1, r1, r2, lsr #21
            Word::arm(0x00003c48, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003c4c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003c50, 0x00014ffa), // udf 0x00014ffa
            Word::arm(0x00003c54, 0x00015ff6), // udf 0x00015ff6
            Word::arm(0x00003c58, 0x00010ff5), // udf 0x00010ff5
            Word::arm(0x00003c5c, 0x0001735e), // andeq r7, r1, lr, asr r3
            Word::arm(0x00003c60, 0x00018ffa), // udf 0x00018ffa
            Word::arm(0x00003c64, 0x000d6ffa), // udf 0x000d6ffa
            Word::arm(0x00003c68, 0x0001a00a), // andeq sl, r1, sl
            Word::arm(0x00003c6c, 0x0001bff2), // udf 0x0001bff2
            Word::arm(0x00003c74, 0x0001dffa), // udf 0x0001dffa
            Word::arm(0x00003c78, 0x0001effe), // udf 0x0001effe
            Word::arm(0x00003c80, 0x00013ff2), // udf 0x00013ff2
            Word::arm(0x00003c84, 0x000d1ff2), // udf 0x000d1ff2
            Word::arm(0x00003c88, 0x00020ff9), // udf 0x00020ff9
            Word::arm(0x00003c8c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003c90, 0x0002455e), // andeq r4, r2, lr, asr r5
            Word::arm(0x00003c94, 0x00020ff5), // udf 0x00020ff5
            Word::arm(0x00003c9c, 0x00027ff2), // udf 0x00027ff2
            Word::arm(0x00003ca0, 0x0002ca9a), // udf 0x0002ca9a
            Word::arm(0x00003ca4, 0x00029ffe), // udf 0x00029ffe
            Word::arm(0x00003cac, 0x0002b5be), // udf 0x0002b5be
            Word::arm(0x00003cb0, 0x00020ffd), // udf 0x00020ffd
            Word::arm(0x00003cb4, 0x0002dff6), // udf 0x0002dff6
            Word::arm(0x00003cb8, 0x00004ff2), // udf 0x00004ff2
            Word::arm(0x00003cbc, 0x00000ff9), // udf 0x00000ff9
            Word::arm(0x00003cc0, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003cc4, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003cc8, 0x00030ff5), // udf 0x00030ff5
            Word::arm(0x00003cd0, 0x00034552), // andeq r4, r3, r2, asr r5
            Word::arm(0x00003cd4, 0x0003519e), // udf 0x0003519e
            Word::arm(0x00003cd8, 0x00036ffe), // udf 0x00036ffe
            Word::arm(0x00003ce0, 0x00038546), // andeq r8, r3, r6, asr #10
            Word::arm(0x00003ce4, 0x0003955e), // andeq r9, r3, lr, asr r5
            Word::arm(0x00003cf0, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003cf8, 0x00030ff1), // udf 0x00030ff1
            Word::arm(0x00003cfc, 0x0003f922), // andeq pc, r3, r2, lsr #18
            Word::arm(0x00003d00, 0x00040ff6), // udf 0x00040ff6
            Word::arm(0x00003d04, 0x00041ffa), // udf 0x00041ffa
            Word::arm(0x00003d08, 0x00042ffe), // udf 0x00042ffe
            Word::arm(0x00003d0c, 0x000d7ff6), // udf 0x000d7ff6
            Word::arm(0x00003d10, 0x00044ff2), // udf 0x00044ff2
            Word::arm(0x00003d14, 0x0004500e), // andeq r5, r4, lr
            Word::arm(0x00003d18, 0x00040ffd), // udf 0x00040ffd
            Word::arm(0x00003d1c, 0x0008d002), // andeq sp, r8, r2
            Word::arm(0x00003d20, 0x00048ffe), // udf 0x00048ffe
            Word::arm(0x00003d24, 0x000ebffe), // udf 0x000ebffe
            Word::arm(0x00003d28, 0x0000d55a), // andeq sp, r0, sl, asr r5
            Word::arm(0x00003d2c, 0x0004bb6e), // andeq fp, r4, lr, ror #22
            Word::arm(0x00003d34, 0x0004dffe), // udf 0x0004dffe
            Word::arm(0x00003d38, 0x0004eff6), // udf 0x0004eff6
            Word::arm(0x00003d40, 0x00050ffe), // udf 0x00050ffe
            Word::arm(0x00003d48, 0x00050ffd), // udf 0x00050ffd
            Word::arm(0x00003d4c, 0x00053ff6), // udf 0x00053ff6
            Word::arm(0x00003d50, 0x00050ff9), // udf 0x00050ff9
            Word::arm(0x00003d54, 0x0005000d), // andeq r0, r5, sp
            Word::arm(0x00003d5c, 0x000578de), // udf 0x000578de
            Word::arm(0x00003d68, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003d6c, 0x0004bff2), // udf 0x0004bff2
            Word::arm(0x00003d70, 0x00050ff9), // udf 0x00050ff9
            Word::arm(0x00003d78, 0x0005eff2), // udf 0x0005eff2
            Word::arm(0x00003d7c, 0x0005fffa), // udf 0x0005fffa
            Word::arm(0x00003d88, 0x000e4aa2), // andeq r4, lr, r2, lsr #21
            Word::arm(0x00003d8c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003d90, 0x00064ff2), // udf 0x00064ff2
            Word::arm(0x00003d94, 0x00060ff9), // udf 0x00060ff9
            Word::arm(0x00003d9c, 0x00067ffa), // udf 0x00067ffa
            Word::arm(0x00003da0, 0x00068ffa), // udf 0x00068ffa
            Word::arm(0x00003da4, 0x00069e5e), // andeq r9, r6, lr, asr lr
            Word::arm(0x00003dac, 0x00060aad), // andeq r0, r6, sp, lsr #21
            Word::arm(0x00003db0, 0x000c23be), // udf 0x000c23be
            Word::arm(0x00003db4, 0x0006dffa), // udf 0x0006dffa
            Word::arm(0x00003dbc, 0x0008bff6), // udf 0x0008bff6
            Word::arm(0x00003dcc, 0x00073ffa), // udf 0x00073ffa
            Word::arm(0x00003dd4, 0x00075ff6), // udf 0x00075ff6
            Word::arm(0x00003dd8, 0x00076ff2), // udf 0x00076ff2
            Word::arm(0x00003ddc, 0x000b0555), // andeq r0, fp, r5, asr r5
            Word::arm(0x00003de0, 0x00078ff6), // udf 0x00078ff6
            Word::arm(0x00003de4, 0x00079ff2), // udf 0x00079ff2
            Word::arm(0x00003de8, 0x000f4ffa), // udf 0x000f4ffa
            Word::arm(0x00003dec, 0x0007bffa), // udf 0x0007bffa
            Word::arm(0x00003df0, 0x0007cffa), // udf 0x0007cffa
            Word::arm(0x00003df4, 0x0007dffa), // udf 0x0007dffa
            Word::arm(0x00003dfc, 0x0007fff6), // udf 0x0007fff6
            Word::arm(0x00003e00, 0x00080ffa), // udf 0x00080ffa
            Word::arm(0x00003e04, 0x0008155e), // andeq r1, r8, lr, asr r5
            Word::arm(0x00003e08, 0x00082ea6), // andeq r2, r8, r6, lsr #29
            Word::arm(0x00003e0c, 0x00080ff1), // udf 0x00080ff1
            Word::arm(0x00003e10, 0x00084eea), // andeq r4, r8, sl, ror #29
            Word::arm(0x00003e14, 0x00085ff2), // udf 0x00085ff2
            Word::arm(0x00003e18, 0x00086ffa), // udf 0x00086ffa
            Word::arm(0x00003e1c, 0x0007cff2), // udf 0x0007cff2
            Word::arm(0x00003e20, 0x00088ff2), // udf 0x00088ff2
            Word::arm(0x00003e24, 0x00089ff6), // udf 0x00089ff6
            Word::arm(0x00003e28, 0x00097ffa), // udf 0x00097ffa
            Word::arm(0x00003e2c, 0x0008bff6), // udf 0x0008bff6
            Word::arm(0x00003e38, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003e3c, 0x0008fffa), // udf 0x0008fffa
            Word::arm(0x00003e44, 0x00091ff2), // udf 0x00091ff2
            Word::arm(0x00003e48, 0x00092ffe), // udf 0x00092ffe
            Word::arm(0x00003e4c, 0x0009355a), // andeq r3, r9, sl, asr r5
            Word::arm(0x00003e50, 0x000f0555), // andeq r0, pc, r5, asr r5
            Word::arm(0x00003e54, 0x00095ffa), // udf 0x00095ffa
            Word::arm(0x00003e58, 0x00096ffa), // udf 0x00096ffa
            Word::arm(0x00003e5c, 0x00097ffe), // udf 0x00097ffe
            Word::arm(0x00003e60, 0x00098006), // andeq r8, r9, r6
            Word::arm(0x00003e64, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003e6c, 0x000faaaa), // andeq sl, pc, sl, lsr #21
            Word::arm(0x00003e70, 0x00078006), // andeq r8, r7, r6
            Word::arm(0x00003e74, 0x0009d002), // andeq sp, r9, r2
            Word::arm(0x00003e78, 0x0009effa), // udf 0x0009effa
            Word::arm(0x00003e7c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003e80, 0x000a055e), // andeq r0, sl, lr, asr r5
            Word::arm(0x00003e84, 0x000a1122), // andeq r1, sl, r2, lsr #2
            Word::arm(0x00003e88, 0x000d39ea), // andeq r3, sp, sl, ror #19
            Word::arm(0x00003e8c, 0x000a3ff6), // udf 0x000a3ff6
            Word::arm(0x00003e90, 0x0003aff2), // udf 0x0003aff2
            Word::arm(0x00003e94, 0x000a5886), // andeq r5, sl, r6, lsl #17
            Word::arm(0x00003e98, 0x000a0aad), // andeq r0, sl, sp, lsr #21
            Word::arm(0x00003e9c, 0x000a7ffe), // udf 0x000a7ffe
            Word::arm(0x00003ea0, 0x00072ff2), // udf 0x00072ff2
            Word::arm(0x00003ea4, 0x000a9ffa), // udf 0x000a9ffa
            Word::arm(0x00003ea8, 0x0002f006), // andeq pc, r2, r6
            Word::arm(0x00003eac, 0x000abffa), // udf 0x000abffa
            Word::arm(0x00003eb0, 0x000acffe), // udf 0x000acffe
            Word::arm(0x00003eb4, 0x000adff2), // udf 0x000adff2
            Word::arm(0x00003eb8, 0x000ae55a), // andeq lr, sl, sl, asr r5
            Word::arm(0x00003ebc, 0x000afff6), // udf 0x000afff6
            Word::arm(0x00003ec0, 0x000b0ff1), // udf 0x000b0ff1
            Word::arm(0x00003ec4, 0x000c3ff2), // udf 0x000c3ff2
            Word::arm(0x00003ecc, 0x000b3ff2), // udf 0x000b3ff2
            Word::arm(0x00003ed0, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003ed4, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003ed8, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003edc, 0x000e7ffa), // udf 0x000e7ffa
            Word::arm(0x00003ee0, 0x00003ff2), // udf 0x00003ff2
            Word::arm(0x00003ee8, 0x00073aa6), // andeq r3, r7, r6, lsr #21
            Word::arm(0x00003eec, 0x000bbaee), // andeq fp, fp, lr, ror #21
            Word::arm(0x00003ef0, 0x000bcffa), // udf 0x000bcffa
            Word::arm(0x00003ef8, 0x000beffa), // udf 0x000beffa
            Word::arm(0x00003efc, 0x000bfff2), // udf 0x000bfff2
            Word::arm(0x00003f04, 0x000c0ff9), // udf 0x000c0ff9
            Word::arm(0x00003f08, 0x000c2ff6), // udf 0x000c2ff6
            Word::arm(0x00003f10, 0x000c4ff6), // udf 0x000c4ff6
            Word::arm(0x00003f18, 0x000c6ffe), // udf 0x000c6ffe
            Word::arm(0x00003f1c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f20, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f24, 0x000c9006), // andeq r9, ip, r6
            Word::arm(0x00003f28, 0x000caffa), // udf 0x000caffa
            Word::arm(0x00003f2c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f30, 0x000ccff2), // udf 0x000ccff2
            Word::arm(0x00003f34, 0x000cd8f2), // udf 0x000cd8f2
            Word::arm(0x00003f38, 0x000ceff6), // udf 0x000ceff6
            Word::arm(0x00003f3c, 0x000cfffe), // udf 0x000cfffe
            Word::arm(0x00003f40, 0x000f2ffa), // udf 0x000f2ffa
            Word::arm(0x00003f44, 0x000d1ffe), // udf 0x000d1ffe
            Word::arm(0x00003f4c, 0x000d3ff6), // udf 0x000d3ff6
            Word::arm(0x00003f50, 0x000d4ffe), // udf 0x000d4ffe
            Word::arm(0x00003f54, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f58, 0x000d630a), // andeq r6, sp, sl, lsl #6
            Word::arm(0x00003f5c, 0x000d7ff2), // udf 0x000d7ff2
            Word::arm(0x00003f60, 0x000d0aad), // andeq r0, sp, sp, lsr #21
            Word::arm(0x00003f64, 0x000d900e), // andeq r9, sp, lr
            Word::arm(0x00003f68, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f70, 0x000dcffa), // udf 0x000dcffa
            Word::arm(0x00003f74, 0x000ddaae), // andeq sp, sp, lr, lsr #21
            Word::arm(0x00003f7c, 0x000d0ff9), // udf 0x000d0ff9
            Word::arm(0x00003f80, 0x000e0e4a), // andeq r0, lr, sl, asr #28
            Word::arm(0x00003f84, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f88, 0x000e2aaa), // andeq r2, lr, sl, lsr #21
            Word::arm(0x00003f8c, 0x000e3ff2), // udf 0x000e3ff2
            Word::arm(0x00003f90, 0x000e4ff2), // udf 0x000e4ff2
            Word::arm(0x00003f94, 0x000e555e), // andeq r5, lr, lr, asr r5
            Word::arm(0x00003f98, 0x000e0ff6), // udf 0x000e0ff6
            Word::arm(0x00003f9c, 0x000e055d), // andeq r0, lr, sp, asr r5
            Word::arm(0x00003fa0, 0x000e8ff2), // udf 0x000e8ff2
            Word::arm(0x00003fa4, 0x000e9ff6), // udf 0x000e9ff6
            Word::arm(0x00003fa8, 0x000ea93e), // andeq sl, lr, lr, lsr r9
            Word::arm(0x00003fac, 0x000eb58a), // andeq fp, lr, sl, lsl #11
            Word::arm(0x00003fb0, 0x000ec1ba), // udf 0x000ec1ba
            Word::arm(0x00003fb4, 0x000eda16), // andeq sp, lr, r6, lsl sl
            Word::arm(0x00003fb8, 0x000eeff2), // udf 0x000eeff2
            Word::arm(0x00003fbc, 0x000ef2b2), // udf 0x000ef2b2
            Word::arm(0x00003fc0, 0x000f0ffe), // udf 0x000f0ffe
            Word::arm(0x00003fc4, 0x000f1aaa), // andeq r1, pc, sl, lsr #21
            Word::arm(0x00003fc8, 0x0000eff6), // udf 0x0000eff6
            Word::arm(0x00003fcc, 0x000f0ff5), // udf 0x000f0ff5
            Word::arm(0x00003fd0, 0x000f4ffe), // udf 0x000f4ffe
            Word::arm(0x00003fd8, 0x000f6ffe), // udf 0x000f6ffe
            Word::arm(0x00003fdc, 0x000f7aae), // andeq r7, pc, lr, lsr #21
            Word::arm(0x00003fe0, 0x000f8ffe), // udf 0x000f8ffe
            Word::arm(0x00003fe4, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003fe8, 0x00069ff2), // udf 0x00069ff2
            Word::arm(0x00003fec, 0x000a5ff6), // udf 0x000a5ff6
            Word::arm(0x00003ff4, 0x000fdffe), // udf 0x000fdffe
            Word::arm(0x00003ff8, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003ffc, 0x000ff006), // andeq pc, pc, r6
            Word::arm(0x00004000, 0x00003df1), // udf 0x00003df1
            Word::arm(0x00004404, 0x10100d3e), // andsne r0, r0, lr, lsr sp
            Word::arm(0x00007000, 0xc0000cb6), // udf 0xc0000cb6
        ],
    });
}

//! Fuzz regression `seed_000000028fa748cb_ramend`: divergence, seed 0x28fa748cb, block #107 at 0x000ffffe (Thumb), tick 232
//! registers differ (rows marked *)
//! ticks: interpreter 233, JIT 234
//! memory 0x000ffffc: interpreter 00000051, JIT 00000061

use arm::cp15::Cp15Regs;
use arm::CpuState;
use goldtrace::fuzz::{Spec, Word};

#[test]
fn replays_without_divergence() {
    super::replay(Spec {
        seed: 0x28fa748cb,
        fill_seed: 0x4988b12c85ed2320,
        ticks: 0,
        blocks: 108,
        traced: false,
        state: CpuState {
            r: [
                0xfffff, 0xb7ccc, 0xffffffff, 0x94c10, 0xfffffff1, 0x6f73a22c, 0xffff1, 0x101f1070,
                0x59202, 0xffff5, 0xffffffea, 0x1d, 0xd, 0x80bfc, 0x8248, 0x8214,
            ],
            n: 0x0,
            z: 0x1,
            c: 0x1,
            v: 0x1,
            cpsr_rest: 0x92,
            banked_r13_r14: [
                [0xc06b4, 0x8a5b],
                [0x6d104, 0x8fc4],
                [0x9495c, 0x8fa7],
                [0xffffc, 0x886c],
                [0xb823c, 0x8da3],
                [0xa39c8, 0x887f],
            ],
            banked_r8_r12: [
                [0x20, 0xfffffffb, 0xfffffff8, 0x6c27e407, 0x7ca3a113],
                [0xffffffe2, 0x71eec, 0xf5854c99, 0xfffffff5, 0xbcc0c],
            ],
            spsr: [0x0, 0xf80000f0, 0xf80000bb, 0xd3, 0x12, 0x480000f2],
            ..CpuState::new()
        },
        cp15: Cp15Regs {
            control: 0x90279,
            ttbr0: 0x4000,
            ttbr1: 0x0,
            ttbcr: 0x0,
            dacr: 0x1d852dc1,
            dfsr: 0x0,
            ifsr: 0x0,
            far: 0x0,
            dlockdown: 0x0,
            ilockdown: 0x0,
            fcse_pid: 0x0,
            context_id: 0x0,
        },
        code: vec![
            Word::arm(0x00008000, 0x014549af), // smlaltbeq r4, r5, pc, r9
            Word::arm(0x00008004, 0x4bf25ffa), // blmi 0xffc9fff4
            Word::arm(0x00008008, 0x016f1f1e), // clzeq r1, lr
            Word::arm(0x0000800c, 0x21d96ac4), // bicscs r6, r9, r4, asr #21
            Word::arm(0x00008010, 0x512ee583), // smlawbpl lr, r3, r5, lr
            Word::arm(0x00008014, 0x9c417f8e), // mcrrls 15, 8, r7, r1, cr14
            Word::arm(0x00008018, 0x312fff11), // bxcc r1
            Word::arm(0x0000801c, 0xe129658d), // smlawb r9, sp, r5, r6
            Word::arm(0x00008020, 0xc0343692), // mlasgt r4, r2, r6, r3
            Word::arm(0x00008024, 0x53b0ce76), // movspl ip, #1888
            Word::arm(0x00008028, 0xb0a3a165), // adclt sl, r3, r5, ror #2
            Word::arm(0x0000802c, 0xda000038), // ble 0x8114
            Word::arm(0x00008030, 0x71bc50b4), // ldrhvc r5, [ip, r4]!
            Word::arm(0x00008034, 0xc9df475b), // udf 0xc9df475b
            Word::arm(0x00008038, 0x005027bd), // ldrheq r2, [r0], #-125
            Word::arm(0x0000803c, 0x2fae63c7), // svccs 0x00ae63c7
            Word::arm(0x00008040, 0x81250aa0), // smulwbhi r5, r0, sl
            Word::arm(0x00008044, 0xdd768d2b), // ldclle 13, cr8, [r6, #-172]!
            Word::arm(0x00008048, 0xf5dffaf1), // pld [pc, #2801]
            Word::arm(0x0000804c, 0x1c590be7), // mrrcne 11, 14, r0, r9, cr7
            Word::arm(0x00008050, 0x012fff29), // bxjeq r9
            Word::arm(0x00008054, 0x212eb37a), // bkpt 0xeb3a
            Word::arm(0x00008058, 0x70ffa659), // rscsvc sl, pc, r9, asr r6
            Word::arm(0x0000805c, 0xf5ddf93f), // pld [sp, #2367]
            Word::arm(0x00008060, 0x0040767a), // subeq r7, r0, sl, ror r6
            Word::arm(0x00008064, 0x4bffffc2), // blmi 0x7f74
            Word::arm(0x00008068, 0xcaffffc6), // bgt 0x7f88
            Word::arm(0x0000806c, 0x111704a8), // tstne r7, r8, lsr #9
            Word::arm(0x00008070, 0x1e7b1f5f), // mrcne 15, 3, r1, cr11, cr15, {2}
            Word::arm(0x00008074, 0x416f08da), // ldrdmi r0, [pc, #-138]
            Word::arm(0x00008078, 0x01948bc9), // orrseq r8, r4, r9, asr #23
            Word::arm(0x0000807c, 0xb320f803), // wfilt
            Word::arm(0x00008080, 0x4320fb03), // wfimi
            Word::arm(0x00008084, 0x8146d095), // swpbhi sp, r5, [r6]
            Word::arm(0x00008088, 0x11e0d24c), // mvnne sp, ip, asr #4
            Word::arm(0x0000808c, 0xb0e573bf), // strhtlt r7, [r5], #63
            Word::arm(0x00008090, 0xf5d8f39c), // pld [r8, #924]
            Word::arm(0x00008094, 0x2f319fb8), // svccs 0x00319fb8
            Word::arm(0x00008098, 0xc16c0ca5), // smultbgt ip, r5, ip
            Word::arm(0x0000809c, 0xaa00000f), // bge 0x80e0
            Word::arm(0x000080a0, 0x21475fc8), // smlalbtcs r5, r7, r8, pc
            Word::arm(0x000080a4, 0xa020accf), // eorge sl, r0, pc, asr #25
            Word::arm(0x000080a8, 0x88386587), // ldmdahi r8!, {r0, r1, r2, r7, r8, sl, sp, lr}
            Word::arm(0x000080ac, 0x23550d8e), // cmpcs r5, #9088
            Word::arm(0x000080b0, 0xd09870b9), // ldrhle r7, [r8], r9
            Word::arm(0x000080b4, 0x06d7e785), // ldrbeq lr, [r7], r5, lsl #15
            Word::arm(0x000080b8, 0xbe10aa4e), // cdplt 10, 1, cr10, cr0, cr14, {2}
            Word::arm(0x000080bc, 0x513ce0fd), // ldrshpl lr, [ip, -sp]!
            Word::arm(0x000080c0, 0xb1484782), // smlalbblt r4, r8, r2, r7
            Word::arm(0x000080c4, 0x710f8ba9), // smlatbvc pc, r9, fp, r8
            Word::arm(0x000080c8, 0x8c603f0d), // stclhi 15, cr3, [r0], #-52
            Word::arm(0x000080cc, 0xa18fd0fc), // udf 0xa18fd0fc
            Word::arm(0x000080d0, 0x81370222), // teqhi r7, r2, lsr #4
            Word::arm(0x000080d4, 0x90ff53d6), // ldrsbtls r5, [pc], #54
            Word::arm(0x000080d8, 0xf557f32c), // pld [r7, #-812]
            Word::arm(0x000080dc, 0xc090a43e), // addsgt sl, r0, lr, lsr r4
            Word::arm(0x000080e0, 0x9ed0fff4), // mrcls 15, 6, APSR_nzcv, cr0, cr4, {7}
            Word::arm(0x000080e4, 0x7ed4bf6c), // cdpvc 15, 13, cr11, cr4, cr12, {3}
            Word::arm(0x000080e8, 0x133d036d), // teqne sp, #-1275068415
            Word::arm(0x000080ec, 0x06eccc5f), // udf 0x06eccc5f
            Word::arm(0x000080f0, 0xf334f7ef), // udf 0xf334f7ef
            Word::arm(0x000080f4, 0xa286cd87), // addge ip, r6, #8640
            Word::arm(0x000080f8, 0x316804c7), // smulbtcc r8, r7, r4
            Word::arm(0x000080fc, 0x3313085e), // tstcc r3, #6160384
            Word::arm(0x00008100, 0xf757fd2f), // pld [r7, -pc, lsr #26]
            Word::arm(0x00008104, 0x71e633f0), // udf 0x71e633f0
            Word::arm(0x00008108, 0x400d30b9), // strhmi r3, [sp], -r9
            Word::arm(0x0000810c, 0x112fff27), // bxjne r7
            Word::arm(0x00008110, 0xf5d0f11c), // pld [r0, #284]
            Word::arm(0x00008114, 0xc0040491), // mulgt r4, r1, r4
            Word::arm(0x00008118, 0xfb95eb7c), // blx 0xfe582f12
            Word::arm(0x0000811c, 0x22013864), // andcs r3, r1, #100, 16
            Word::arm(0x00008120, 0x812fff13), // bxhi r3
            Word::arm(0x00008124, 0xd325f647), // msrle CPSR_sc, #74448896
            Word::arm(0x00008128, 0x41965b15), // orrsmi r5, r6, r5, lsl fp
            Word::arm(0x0000812c, 0x51ca23fc), // strdpl r2, [sl, #60]
            Word::arm(0x00008130, 0x50e512f3), // udf 0x50e512f3
            Word::arm(0x00008134, 0x82b58dcf), // adcshi r8, r5, #13248
            Word::arm(0x00008138, 0x112fff17), // bxne r7
            Word::arm(0x0000813c, 0x0120f009), // msreq CPSR_, r9
            Word::arm(0x00008140, 0xaf8ec781), // svcge 0x008ec781
            Word::arm(0x00008144, 0x412fff32), // blxmi r2
            Word::arm(0x00008148, 0x9327f14e), // msrls CPSR_sxc, #-2147483629
            Word::arm(0x0000814c, 0xc320f24a), // nopgt {74}
            Word::arm(0x00008150, 0x9a000019), // bls 0x81bc
            Word::arm(0x00008154, 0x713809a7), // teqvc r8, r7, lsr #19
            Word::arm(0x00008158, 0x812c3f86), // smlawbhi ip, r6, pc, r3
            Word::arm(0x0000815c, 0x521eb1f1), // andspl fp, lr, #1073741884
            Word::arm(0x00008160, 0x2140b3fe), // udf 0x2140b3fe
            Word::arm(0x00008164, 0x41a660be), // strhmi r6, [r6, lr]!
            Word::arm(0x00008168, 0xd1a01353), // asrle r1, r3, r3
            Word::arm(0x0000816c, 0x912fff1e), // bxls lr
            Word::arm(0x00008170, 0xa1f0af5b), // mvnsge sl, fp, asr pc
            Word::arm(0x00008174, 0x914f2a83), // smlalbbls r2, pc, r3, sl
            Word::arm(0x00008178, 0xc320fc03), // wfigt
            Word::arm(0x0000817c, 0xb109d05e), // qaddlt sp, lr, r9
            Word::arm(0x00008180, 0x7b00000f), // blvc 0x81c4
            Word::arm(0x00008184, 0x742ad525), // strtvc sp, [sl], #-1317
            Word::arm(0x00008188, 0xd12fff18), // bxle r8
            Word::arm(0x0000818c, 0xd320ffd8), // nople {216}
            Word::arm(0x00008190, 0xb0150f97), // mulslt r5, r7, pc
            Word::arm(0x00008194, 0x827c1022), // rsbshi r1, ip, #34
            Word::arm(0x00008198, 0x81414c8b), // smlalbbhi r4, r1, fp, ip
            Word::arm(0x0000819c, 0x118eac1c), // orrne sl, lr, ip, lsl ip
            Word::arm(0x000081a0, 0x30bf30d3), // ldrsbtcc r3, [pc], r3
            Word::arm(0x000081a4, 0x2a000027), // bcs 0x8248
            Word::arm(0x000081a8, 0x5ed60fc7), // cdppl 15, 13, cr0, cr6, cr7, {6}
            Word::arm(0x000081ac, 0xd3f00c6e), // mvnsle r0, #28160
            Word::arm(0x000081b0, 0x87958c54), // udf 0x87958c54
            Word::arm(0x000081b4, 0x819ea6c2), // orrshi sl, lr, r2, asr #13
            Word::arm(0x000081b8, 0xf7dcfa69), // pld [ip, r9, ror #20]
            Word::arm(0x000081bc, 0x43160121), // tstmi r6, #1073741832
            Word::arm(0x000081c0, 0x7130f0f6), // ldrshvc pc, [r0, -r6]!
            Word::arm(0x000081c4, 0x714e1097), // swpbvc r1, r7, [lr]
            Word::arm(0x000081c8, 0x11273c75), // bkpt 0x73c5
            Word::arm(0x000081cc, 0x27a7e48c), // strcs lr, [r7, ip, lsl #9]!
            Word::arm(0x000081d0, 0x610b5096), // swpvs r5, r6, [fp]
            Word::arm(0x000081d4, 0x01778fd5), // ldrsbeq r8, [r7, #-245]!
            Word::arm(0x000081d8, 0x81110f66), // tsthi r1, r6, ror #30
            Word::arm(0x000081dc, 0x613e0b5c), // teqvs lr, ip, asr fp
            Word::arm(0x000081e0, 0xfbffffee), // blx 0x81a2
            Word::arm(0x000081e4, 0x40110c9f), // mulsmi r1, pc, ip
            Word::arm(0x000081e8, 0x4323f56f), // msrmi CPSR_xc, #465567744
            Word::arm(0x000081ec, 0x1012029f), // mulsne r2, pc, r2
            Word::arm(0x000081f0, 0xe12fff2d), // bxj sp
            Word::arm(0x000081f4, 0xe12fff15), // bx r5
            Word::arm(0x000081f8, 0xfaffffd8), // blx 0x8160
            Word::arm(0x000081fc, 0x51976675), // orrspl r6, r7, r5, ror r6
            Word::arm(0x00008200, 0x106f1cbf), // strhtne r1, [pc], #-207
            Word::arm(0x00008204, 0x70f6e23a), // rscsvc lr, r6, sl, lsr r2
            Word::arm(0x00008208, 0x28e42111), // stmiacs r4!, {r0, r4, r8, sp}^
            Word::arm(0x0000820c, 0x712d497d), // bkpt 0xd49d
            Word::arm(0x00008210, 0x5e496fea), // cdppl 15, 4, cr6, cr9, cr10, {7}
            Word::arm(0x00008214, 0xe10ff000), // mrs pc, CPSR
            Word::arm(0x00008218, 0xb38fa192), // orrlt sl, pc, #-2147483612
            Word::arm(0x0000821c, 0x94abfcaa), // strtls pc, [fp], #3242
            Word::arm(0x00008220, 0xd124f00f), // msrle CPSR_s, pc
            Word::arm(0x00008224, 0xd0c3a8f4), // strdle sl, [r3], #132
            Word::arm(0x00008228, 0xf5dbf6fe), // pld [fp, #1790]
            Word::arm(0x0000822c, 0xa1f0c4e9), // mvnsge ip, r9, ror #9
            Word::arm(0x00008230, 0x814d5056), // qdaddhi r5, r6, sp
            Word::arm(0x00008234, 0xae35dc9a), // mrcge 12, 1, sp, cr5, cr10, {4}
            Word::arm(0x00008238, 0xde0baf23), // cdple 15, 0, cr10, cr11, cr3, {1}
            Word::arm(0x0000823c, 0x71b0f835), // lsrsvc pc, r5, r8
            Word::arm(0x00008240, 0x0ec585cc), // cdpeq 5, 12, cr8, cr5, cr12, {6}
            Word::arm(0x00008244, 0xcbffffed), // blgt 0x8200
            Word::arm(0x00008248, 0x010f4055), // qaddeq r4, r5, pc
            Word::arm(0x0000824c, 0x812fff36), // blxhi r6
            Word::arm(0x00008250, 0xb0b8d0d7), // ldrsbtlt sp, [r8], r7
            Word::arm(0x00008254, 0xfb000007), // blx 0x827a
            Word::arm(0x00008258, 0xd1036da5), // smlatble r3, r5, sp, r6
            Word::arm(0x0000825c, 0x316e0488), // smulbbcc lr, r8, r4
            Word::arm(0x00008260, 0x612fff21), // bxjvs r1
            Word::arm(0x00008264, 0x615f06ae), // cmpvs pc, lr, lsr #13
            Word::arm(0x00008268, 0x2102ceef), // smlattcs r2, pc, lr, ip
            Word::arm(0x0000826c, 0x131606a2), // tstne r6, #169869312
            Word::arm(0x00008270, 0xe3b069c8), // movs r6, #200, 18
            Word::arm(0x00008274, 0xd02190b3), // strhtle r9, [r1], -r3
            Word::arm(0x00008278, 0x61b0035f), // asrsvs r0, pc, r3
            Word::arm(0x0000827c, 0x714e7055), // qdaddvc r7, r5, lr
            Word::arm(0x00008280, 0xa1f0801e), // mvnsge r8, lr, lsl r0
            Word::arm(0x00008284, 0xd2bab246), // adcsle fp, sl, #1610612740
            Word::arm(0x00008288, 0xb11d0fc0), // tstlt sp, r0, asr #31
            Word::arm(0x0000828c, 0x514e5092), // swpbpl r5, r2, [lr]
            Word::arm(0x00008290, 0x01d69d3c), // bicseq r9, r6, ip, lsr sp
            Word::arm(0x00008294, 0xd68b0c5c), // udf 0xd68b0c5c
            Word::arm(0x00008298, 0xe101c097), // swp ip, r7, [r1]
            Word::arm(0x0000829c, 0x0c462698), // mcrreq 6, 9, r2, r6, cr8
            Word::arm(0x000082a0, 0xf69bfe99), // udf 0xf69bfe99
            Word::arm(0x000082a4, 0xd16f7f1a), // clzle r7, sl
            Word::arm(0x000082a8, 0x608b70f6), // udf 0x608b70f6
            Word::arm(0x000082ac, 0xd386e6b9), // orrle lr, r6, #193986560
            Word::arm(0x000082b0, 0xe12fff26), // bxj r6
            Word::arm(0x000082b4, 0xf65a6bb8), // udf 0xf65a6bb8
            Word::arm(0x000082b8, 0x814f0000), // mrshi r0, SPSR
            Word::arm(0x000082bc, 0x21043099), // swpcs r3, r9, [r4]
            Word::arm(0x000082c0, 0x5320fb03), // wfipl
            Word::arm(0x000082c4, 0xe14f8000), // mrs r8, SPSR
            Word::arm(0x000082c8, 0x4c598428), // mrrcmi 4, 2, r8, r9, cr8
            Word::arm(0x000082cc, 0x512fff1f), // bxpl pc
            Word::arm(0x000082d0, 0x212fff2f), // bxjcs pc
            Word::arm(0x000082d4, 0x5329f9a7), // msrpl CPSR_fc, #2736128
            Word::arm(0x000082d8, 0xe12fff34), // blx r4
            Word::arm(0x000082dc, 0x92864346), // addls r4, r6, #402653185
            Word::arm(0x000082e0, 0x7320f903), // wfivc
            Word::arm(0x000082e4, 0x549be60d), // ldrpl lr, [fp], #1549
            Word::arm(0x000082e8, 0x610f6000), // mrsvs r6, CPSR
            Word::arm(0x000082ec, 0x21a06fa2), // lsrcs r6, r2, #31
            Word::arm(0x000082f0, 0x01a0f2a6), // lsreq pc, r6, #5
            Word::arm(0x000082f4, 0xc11ea0bb), // ldrhgt sl, [lr, -fp]
            Word::arm(0x000082f8, 0xa320fc03), // wfige
            Word::arm(0x000082fc, 0xc12e02e5), // smulwtgt lr, r5, r2
            Word::arm(0x00008300, 0x112503a8), // smulwbne r5, r8, r3
            Word::arm(0x00008304, 0xf67b900a), // udf 0xf67b900a
            Word::arm(0x00008308, 0x8ce196de), // stclhi 6, cr9, [r1], #888
            Word::arm(0x0000830c, 0xf69a2adc), // udf 0xf69a2adc
            Word::arm(0x00008310, 0x50d723b5), // ldrhpl r2, [r7], #53
            Word::arm(0x00008314, 0x0145e2aa), // smlaltbeq lr, r5, sl, r2
            Word::arm(0x00008318, 0xfa000016), // blx 0x8378
            Word::arm(0x0000831c, 0x100b0c95), // mulne fp, r5, ip
            Word::arm(0x00008320, 0x5126ea7d), // bkpt 0x6ead
            Word::arm(0x00008324, 0x132afe76), // msrne CPSR_fx, #1888
            Word::arm(0x00008328, 0xe12fff22), // bxj r2
            Word::arm(0x0000832c, 0xf5d7f1db), // pld [r7, #475]
            Word::arm(0x00008330, 0xb1e06e76), // mvnlt r6, r6, ror lr
            Word::arm(0x00008334, 0xf75af88f), // pld [sl, -pc, lsl #17]
            Word::arm(0x00008338, 0x610f7000), // mrsvs r7, CPSR
            Word::arm(0x0000833c, 0x8f449813), // svchi 0x00449813
            Word::arm(0x00008340, 0xf75efe0a), // pld [lr, -sl, lsl #28]
            Word::arm(0x00008344, 0x312fff35), // blxcc r5
            Word::arm(0x00008348, 0xc1a06009), // movgt r6, r9
            Word::arm(0x0000834c, 0xfa000016), // blx 0x83ac
            Word::arm(0x00008350, 0xa10f1000), // mrsge r1, CPSR
            Word::arm(0x00008354, 0xa10f4000), // mrsge r4, CPSR
            Word::arm(0x00008358, 0x212ad3ce), // smlawtcs sl, lr, r3, sp
            Word::arm(0x0000835c, 0x60c79ef4), // udf 0x60c79ef4
            Word::arm(0x00008360, 0x114ebe8c), // smlalbbne fp, lr, ip, lr
            Word::arm(0x00008364, 0x302fd0b9), // strhtcc sp, [pc], -r9
            Word::arm(0x00008368, 0x01f09cf4), // ldrsheq r9, [r0, #196]!
            Word::arm(0x0000836c, 0x51380d08), // teqpl r8, r8, lsl #26
            Word::arm(0x00008370, 0x016fef10), // clzeq lr, r0
            Word::arm(0x00008374, 0xe3952a7b), // orrs r2, r5, #503808
            Word::arm(0x00008378, 0x60134f73), // andsvs r4, r3, r3, ror pc
            Word::arm(0x0000837c, 0x20a870b5), // strhtcs r7, [r8], r5
            Word::arm(0x00008380, 0xa70033d7), // udf 0xa70033d7
            Word::arm(0x00008384, 0x50004b33), // andpl r4, r0, r3, lsr fp
            Word::arm(0x00008388, 0x002d30d6), // udf 0x002d30d6
            Word::arm(0x0000838c, 0x7022ad9c), // mlavc r2, ip, sp, sl
            Word::arm(0x00008390, 0x631a03d2), // tstvs sl, #1207959555
            Word::arm(0x00008394, 0xf515c1ad), // udf 0xf515c1ad
            Word::arm(0x00008398, 0x916f7f1f), // clzls r7, pc
            Word::arm(0x0000839c, 0x161e472a), // ldrne r4, [lr], -sl, lsr #14
            Word::arm(0x000083a0, 0xb0cd5cb0), // strhlt r5, [sp], #192
            Word::arm(0x000083a4, 0x9e23ff03), // cdpls 15, 2, cr15, cr3, cr3, {0}
            Word::arm(0x000083a8, 0x9e3c4dae), // cdpls 13, 3, cr4, cr12, cr14, {5}
            Word::arm(0x000083ac, 0xc12fff2d), // bxjgt sp
            Word::arm(0x000083b0, 0xaaffffc6), // bge 0x82d0
            Word::arm(0x000083b4, 0x3f0bb84f), // svccc 0x000bb84f
            Word::arm(0x000083b8, 0x32fe0f49), // rscscc r0, lr, #292
            Word::arm(0x000083bc, 0x3320f2c1), // nopcc {193}
            Word::arm(0x000083c0, 0x510113a3), // smlatbpl r1, r3, r3, r1
            Word::arm(0x000083c4, 0x712fff18), // bxvc r8
            Word::arm(0x000083c8, 0xf5d7fdcc), // pld [r7, #3532]
            Word::arm(0x000083cc, 0xc39c6bf6), // orrsgt r6, ip, #251904
            Word::arm(0x000083d0, 0xd3f05288), // mvnsle r5, #136, 4
            Word::arm(0x000083d4, 0x412fff1b), // bxmi fp
            Word::arm(0x000083d8, 0xf759f52a), // pld [r9, -sl, lsr #10]
            Word::arm(0x000083dc, 0x473e1045), // ldrmi r1, [lr, -r5, asr #32]!
            Word::arm(0x000083e0, 0xf755f4e1), // pld [r5, -r1, ror #9]
            Word::arm(0x000083e4, 0xdae6d669), // ble 0xff9bdd90
            Word::arm(0x000083e8, 0xb320ff10), // noplt {16}
            Word::arm(0x000083ec, 0x85bca05b), // ldrhi sl, [ip, #91]!
            Word::arm(0x000083f0, 0x031a0de1), // tsteq sl, #14400
            Word::arm(0x000083f4, 0x4320fd03), // wfimi
            Word::arm(0x000083f8, 0x6317068e), // tstvs r7, #148897792
            Word::arm(0x000083fc, 0x012fff32), // blxeq r2
            Word::arm(0x00008400, 0x212200e7), // smulwtcs r2, r7, r0
            Word::arm(0x00008404, 0x7b000038), // blvc 0x84ec
            Word::arm(0x00008408, 0x913690d6), // ldrsbls r9, [r6, -r6]!
            Word::arm(0x0000840c, 0x2e76e1bb), // mrccs 1, 3, lr, cr6, cr11, {5}
            Word::arm(0x00008410, 0x214f6000), // mrscs r6, SPSR
            Word::arm(0x00008414, 0xa13b40d1), // ldrsbge r4, [fp, -r1]!
            Word::arm(0x00008418, 0xdc324f62), // ldcle 15, cr4, [r2], #-392
            Word::arm(0x0000841c, 0xa99dda7b), // ldmibge sp, {r0, r1, r3, r4, r5, r6, r9, fp, ip, lr, pc}
            Word::arm(0x00008420, 0xfab42f94), // blx 0xfed14278
            Word::arm(0x00008424, 0xa320f903), // wfige
            Word::arm(0x00008428, 0x492e025d), // stmdbmi lr!, {r0, r2, r3, r4, r6, r9}
            Word::arm(0x0000842c, 0x212fff18), // bxcs r8
            Word::arm(0x00008430, 0xe16fef1b), // clz lr, fp
            Word::arm(0x00008434, 0x7e1e9e50), // mrcvc 14, 0, r9, cr14, cr0, {2}
            Word::arm(0x00008438, 0xb15007ee), // cmplt r0, lr, ror #15
            Word::arm(0x0000843c, 0x90699bb1), // strhtls r9, [r9], #-177
            Word::arm(0x00008440, 0xe60b936f), // str r9, [fp], -pc, ror #6
            Word::arm(0x00008444, 0x53e074b8), // mvnpl r7, #184, 8
            Word::arm(0x00008448, 0x310f7000), // mrscc r7, CPSR
            Word::arm(0x0000844c, 0xf7ddf249), // pld [sp, r9, asr #4]
            Word::arm(0x00008450, 0xa320f78d), // nopge {141}
            Word::arm(0x00008454, 0x51270ae6), // smulwtpl r7, r6, sl
            Word::arm(0x00008458, 0xf7d5f108), // pld [r5, r8, lsl #2]
            Word::arm(0x0000845c, 0x0c56dfd8), // mrrceq 15, 13, sp, r6, cr8
            Word::arm(0x00008460, 0x102d1894), // mlane sp, r4, r8, r1
            Word::arm(0x00008464, 0x30222c92), // mlacc r2, r2, ip, r2
            Word::arm(0x00008468, 0x71241059), // qsubvc r1, r9, r4
            Word::arm(0x0000846c, 0x40a1da95), // umlalmi sp, r1, r5, sl
            Word::arm(0x00008470, 0x2146d05b), // qdaddcs sp, fp, r6
            Word::arm(0x00008474, 0x40fa0fbc), // ldrhtmi r0, [sl], #252
            Word::arm(0x00008478, 0x8124a77a), // bkpt 0x4a7a
            Word::arm(0x0000847c, 0x6eff6794), // mrcvs 7, 7, r6, cr15, cr4, {4}
            Word::arm(0x00008480, 0xf5ba72b4), // udf 0xf5ba72b4
            Word::arm(0x00008484, 0xa764b622), // strbge fp, [r4, -r2, lsr #12]!
            Word::arm(0x00008488, 0xe12fff2d), // bxj sp
            Word::arm(0x0000848c, 0x5122e072), // bkpt 0x2e02
            Word::arm(0x00008490, 0x4320fc03), // wfimi
            Word::arm(0x00008494, 0xf5ddf629), // pld [sp, #1577]
            Word::arm(0x00008498, 0xa1c4cfbf), // strhge ip, [r4, #255]
            Word::arm(0x0000849c, 0x3122fdcf), // smlawtcc r2, pc, sp, pc
            Word::arm(0x000084a0, 0xd3876cf6), // orrle r6, r7, #62976
            Word::arm(0x000084a4, 0x00942b97), // umullseq r2, r4, r7, fp
            Word::arm(0x000084a8, 0xb1215ec8), // smlawtlt r1, r8, lr, r5
            Word::arm(0x000084ac, 0xc763c41a), // udf 0xc763c41a
            Word::arm(0x000084b0, 0xf1eeb283), // udf 0xf1eeb283
            Word::arm(0x000084b4, 0x512fff1d), // bxpl sp
            Word::arm(0x000084b8, 0xa08cc295), // umullge ip, ip, r5, r2
            Word::arm(0x000084bc, 0x612591c1), // smlawtvs r5, r1, r1, r9
            Word::arm(0x000084c0, 0x108bab9b), // umullne sl, fp, fp, fp
            Word::arm(0x000084c4, 0xf5d6f68e), // pld [r6, #1678]
            Word::arm(0x000084c8, 0x51c645cc), // bicpl r4, r6, ip, asr #11
            Word::arm(0x000084cc, 0x36256040), // strtcc r6, [r5], -r0, asr #32
            Word::arm(0x000084d0, 0x611480b3), // ldrhvs r8, [r4, -r3]
            Word::arm(0x000084d4, 0xd0100c99), // mulsle r0, r9, ip
            Word::arm(0x000084d8, 0x3121f00a), // msrcc CPSR_c, sl
            Word::arm(0x000084dc, 0xd12fff26), // bxjle r6
            Word::arm(0x000084e0, 0x6eff23ec), // cdpvs 3, 15, cr2, cr15, cr12, {7}
            Word::arm(0x000084e4, 0xb16200ad), // smultblt r2, sp, r0
            Word::arm(0x000084e8, 0x00b90230), // adcseq r0, r9, r0, lsr r2
            Word::arm(0x000084ec, 0x26ad4202), // strtcs r4, [sp], r2, lsl #4
            Word::arm(0x000084f0, 0x51520ca9), // cmppl r2, r9, lsr #25
            Word::arm(0x000084f4, 0x95e251ac), // strbls r5, [r2, #428]!
            Word::arm(0x000084f8, 0x312d00ec), // smulwtcc sp, ip, r0
            Word::arm(0x000084fc, 0x806a9eff), // udf 0x806a9eff
            Word::arm(0x00008500, 0x636dfb7a), // msrvs SPSR_fsc, #124928
            Word::arm(0x00008504, 0x00e0f6fe), // udf 0x00e0f6fe
            Word::arm(0x00008508, 0x0177f5f3), // ldrsheq pc, [r7, #-83]!
            Word::arm(0x0000850c, 0xd1cd89fc), // strdle r8, [sp, #156]
            Word::arm(0x00008510, 0x2806f6b8), // stmdacs r6, {r3, r4, r5, r7, r9, sl, ip, sp, lr, pc}
            Word::arm(0x00008514, 0xd324f8d6), // msrle CPSR_s, #14024704
            Word::arm(0x00008518, 0x312496c1), // smlawtcc r4, r1, r6, r9
            Word::arm(0x0000851c, 0xa12fff2a), // bxjge sl
            Word::arm(0x00008520, 0xf5d3f203), // pld [r3, #515]
            Word::arm(0x00008524, 0xf551fdba), // pld [r1, #-3514]
            Word::arm(0x00008528, 0x8c5d7e08), // mrrchi 14, 0, r7, sp, cr8
            Word::arm(0x0000852c, 0x404a5f10), // submi r5, sl, r0, lsl pc
            Word::arm(0x00008530, 0xd1b0935b), // asrsle r9, fp, r3
            Word::arm(0x00008534, 0xbe11afaf), // cdplt 15, 1, cr10, cr1, cr15, {5}
            Word::arm(0x00008538, 0xe19ac0f3), // ldrsh ip, [sl, r3]
            Word::arm(0x0000853c, 0x11a09852), // asrne r9, r2, r8
            Word::arm(0x00008540, 0x2360f50e), // msrcs SPSR_, #58720256
            Word::arm(0x00008544, 0xe320f980), // nop {128}
            Word::arm(0x00008548, 0xc1e61cdc), // udf 0xc1e61cdc
            Word::arm(0x0000854c, 0x510f49c3), // smlabtpl pc, r3, r9, r4
            Word::arm(0x00008550, 0x913460db), // ldrsbls r6, [r4, -fp]!
            Word::arm(0x00008554, 0x00d8aabd), // ldrheq sl, [r8], #173
            Word::arm(0x00008558, 0x0196f6c6), // orrseq pc, r6, r6, asr #13
            Word::arm(0x0000855c, 0x509048e5), // addspl r4, r0, r5, ror #17
            Word::arm(0x00008560, 0x41857231), // orrmi r7, r5, r1, lsr r2
            Word::arm(0x00008564, 0xa320f65c), // nopge {92}
            Word::arm(0x00008568, 0x31674050), // qdsubcc r4, r0, r7
            Word::arm(0x0000856c, 0x6101e058), // qaddvs lr, r8, r1
            Word::arm(0x00008570, 0x3106f2ce), // smlabtcc r6, lr, r2, pc
            Word::arm(0x00008574, 0xa71ad8b7), // udf 0xa71ad8b7
            Word::arm(0x00008578, 0x801e0a93), // mulshi lr, r3, sl
            Word::arm(0x0000857c, 0x810f0000), // mrshi r0, CPSR
            Word::arm(0x00008580, 0xc1691db7), // strhgt r1, [r9, #-215]!
            Word::arm(0x00008584, 0xd9f50ff1), // ldmible r5!, {r0, r4, r5, r6, r7, r8, r9, sl, fp}^
            Word::arm(0x00008588, 0xa0e639de), // udf 0xa0e639de
            Word::arm(0x0000858c, 0x712a2886), // smlawbvc sl, r6, r8, r2
            Word::arm(0x00008590, 0xc14cc090), // swpbgt ip, r0, [ip]
            Word::arm(0x00008594, 0x3366f5a7), // msrcc SPSR_sx, #700448768
            Word::arm(0x00008598, 0x612fff12), // bxvs r2
            Word::arm(0x0000859c, 0x36749db3), // udf 0x36749db3
            Word::arm(0x000085a0, 0x91021f8f), // smlabbls r2, pc, pc, r1
            Word::arm(0x000085a4, 0x51976faf), // orrspl r6, r7, pc, lsr #31
            Word::arm(0x000085a8, 0xf64e58d9), // udf 0xf64e58d9
            Word::arm(0x000085ac, 0xf07e72a5), // udf 0xf07e72a5
            Word::arm(0x000085b0, 0x00180890), // mulseq r8, r0, r8
            Word::arm(0x000085b4, 0x4076efcb), // rsbsmi lr, r6, fp, asr #31
            Word::arm(0x000085b8, 0x8320f403), // wfihi
            Word::arm(0x000085bc, 0x7c84ce3a), // stcvc 14, cr12, [r4], {58}
            Word::arm(0x000085c0, 0x29741174), // ldmdbcs r4!, {r2, r4, r5, r6, r8, ip}^
            Word::arm(0x000085c4, 0x83860195), // orrhi r0, r6, #1073741861
            Word::arm(0x000085c8, 0x8c4bd554), // mcrrhi 5, 5, sp, fp, cr4
            Word::arm(0x000085cc, 0x27ea65d3), // udf 0x27ea65d3
            Word::arm(0x000085d0, 0xa12fff19), // bxge r9
            Word::arm(0x000085d4, 0x6f1101a9), // svcvs 0x001101a9
            Word::arm(0x000085d8, 0x61a0a51d), // lslvs sl, sp, r5
            Word::arm(0x000085dc, 0xe66b8e8e), // strbt r8, [fp], -lr, lsl #29
            Word::arm(0x000085e0, 0x7364f651), // msrvc SPSR_s, #84934656
            Word::arm(0x000085e4, 0xd13505a0), // teqle r5, r0, lsr #11
            Word::arm(0x000085e8, 0xf7d9f1c4), // pld [r9, r4, asr #3]
            Word::arm(0x000085ec, 0x016705c2), // smulbteq r7, r2, r5
            Word::arm(0x000085f0, 0x8321fbc4), // msrhi CPSR_c, #196, 22
            Word::arm(0x000085f4, 0x816fff1f), // clzhi pc, pc
            Word::arm(0x000085f8, 0x304f16e1), // subcc r1, pc, r1, ror #13
            Word::arm(0x000085fc, 0x1123cf72), // bkpt 0x3cf2
            Word::arm(0x00008600, 0x46d5aabf), // udf 0x46d5aabf
            Word::arm(0x00008604, 0xd1b056c5), // asrsle r5, r5, #13
            Word::arm(0x00008608, 0xb02cab91), // mlalt ip, r1, fp, sl
            Word::arm(0x0000860c, 0x21750c39), // cmncs r5, r9, lsr ip
            Word::arm(0x00008610, 0x8388cec8), // orrhi ip, r8, #200, 28
            Word::arm(0x00008614, 0xa1e0d262), // mvnge sp, r2, ror #4
            Word::arm(0x00008618, 0xae3c3ae0), // cdpge 10, 3, cr3, cr12, cr0, {7}
            Word::arm(0x0000861c, 0x78df90db), // udf 0x78df90db
            Word::arm(0x00008620, 0xd2aa490c), // adcle r4, sl, #12, 18
            Word::arm(0x00008624, 0x6c592a47), // mrrcvs 10, 4, r2, r9, cr7
            Word::arm(0x00008628, 0x812fff34), // blxhi r4
            Word::arm(0x0000862c, 0xd00e0993), // mulle lr, r3, r9
            Word::arm(0x00008630, 0x0143f9ed), // smlaltteq pc, r3, sp, r9
            Word::arm(0x00008634, 0x70b49890), // umlalsvc r9, r4, r0, r8
            Word::arm(0x00008638, 0x1affffc7), // bne 0x855c
            Word::arm(0x0000863c, 0xf75ff3ce), // pld [pc, -lr, asr #7]
            Word::arm(0x00008640, 0x61089ba9), // smlatbvs r8, r9, fp, r9
            Word::arm(0x00008644, 0xa06d4daf), // rsbge r4, sp, pc, lsr #27
            Word::arm(0x00008648, 0xd1e0dac0), // mvnle sp, r0, asr #21
            Word::arm(0x0000864c, 0x11e0801d), // mvnne r8, sp, lsl r0
            Word::arm(0x00008650, 0x4320f503), // wfimi
            Word::arm(0x00008654, 0xf753f969), // pld [r3, -r9, ror #18]
            Word::arm(0x00008658, 0x61229bc8), // smlawtvs r2, r8, fp, r9
            Word::arm(0x0000865c, 0xa1467094), // swpbge r7, r4, [r6]
            Word::arm(0x00008660, 0x712fff3a), // blxvc sl
            Word::arm(0x00008664, 0x9320fa31), // nopls {49}
            Word::arm(0x00008668, 0x33360819), // teqcc r6, #1638400
            Word::arm(0x0000866c, 0x61c438a4), // bicvs r3, r4, r4, lsr #17
            Word::arm(0x00008670, 0x1126f009), // msrne CPSR_sx, r9
            Word::arm(0x00008674, 0x0320f503), // wfieq
            Word::arm(0x00008678, 0xe12fff20), // bxj r0
            Word::arm(0x0000867c, 0x614f07a9), // smlaltbvs r0, pc, r9, r7
            Word::arm(0x00008680, 0x37ebcdb8), // udf 0x37ebcdb8
            Word::arm(0x00008684, 0xdc57d16a), // mrrcle 1, 6, sp, r7, cr10
            Word::arm(0x00008688, 0x410d10d6), // udf 0x410d10d6
            Word::arm(0x0000868c, 0xce87ff4d), // cdpgt 15, 8, cr15, cr7, cr13, {2}
            Word::arm(0x00008690, 0xfbffffe6), // blx 0x8632
            Word::arm(0x00008694, 0x9e148fc9), // cdpls 15, 1, cr8, cr4, cr9, {6}
            Word::arm(0x00008698, 0x1672f426), // ldrbtne pc, [r2], -r6, lsr #8
            Word::arm(0x0000869c, 0x51008090), // swppl r8, r0, [r0]
            Word::arm(0x000086a0, 0x9186db7e), // orrls sp, r6, lr, ror fp
            Word::arm(0x000086a4, 0x312fff29), // bxjcc r9
            Word::arm(0x000086a8, 0x21271053), // qsubcs r1, r3, r7
            Word::arm(0x000086ac, 0xc164f005), // msrgt SPSR_s, r5
            Word::arm(0x000086b0, 0xb16d04cf), // smulbtlt sp, pc, r4
            Word::arm(0x000086b4, 0xf6ddfc63), // udf 0xf6ddfc63
            Word::arm(0x000086b8, 0x1c5ee46a), // mrrcne 4, 6, lr, lr, cr10
            Word::arm(0x000086bc, 0x239b84e8), // orrscs r8, fp, #232, 8
            Word::arm(0x000086c0, 0xfbfffff4), // blx 0x869a
            Word::arm(0x000086c4, 0xc1cf64b8), // strhgt r6, [pc, #72]
            Word::arm(0x000086c8, 0x4f07d586), // svcmi 0x0007d586
            Word::arm(0x000086cc, 0x51ae50b5), // strhpl r5, [lr, r5]!
            Word::arm(0x000086d0, 0xf75ffe60), // pld [pc, -r0, ror #28]
            Word::arm(0x000086d4, 0x7150e2fc), // ldrshvc lr, [r0, #-44]
            Word::arm(0x000086d8, 0x21c96c53), // biccs r6, r9, r3, asr ip
            Word::arm(0x000086dc, 0x30272f73), // eorcc r2, r7, r3, ror pc
            Word::arm(0x000086e0, 0x602160d1), // udf 0x602160d1
            Word::arm(0x000086e4, 0x93f05a19), // mvnsls r5, #102400
            Word::arm(0x000086e8, 0x01660e85), // smulbbeq r6, r5, lr
            Word::arm(0x000086ec, 0x61250ce7), // smulwtvs r5, r7, ip
            Word::arm(0x000086f0, 0x812fff21), // bxjhi r1
            Word::arm(0x000086f4, 0x5398c1b6), // orrspl ip, r8, #-2147483603
            Word::arm(0x000086f8, 0x505c79f2), // ldrshpl r7, [ip], #-146
            Word::arm(0x000086fc, 0x732df9a5), // msrvc CPSR_fsc, #2703360
            Word::arm(0x00008700, 0x4320f503), // wfimi
            Word::arm(0x00008704, 0x3717420c), // ldrcc r4, [r7, -ip, lsl #4]
            Word::arm(0x00008708, 0xd16e0eed), // smulttle lr, sp, lr
            Word::arm(0x0000870c, 0xc3db7465), // bicsgt r7, fp, #1694498816
            Word::arm(0x00008710, 0x0c519f00), // mrrceq 15, 0, r9, r1, cr0
            Word::arm(0x00008714, 0x31406096), // swpbcc r6, r6, [r0]
            Word::arm(0x00008718, 0x1c4c5d05), // mcrrne 13, 0, r5, ip, cr5
            Word::arm(0x0000871c, 0xa0a370dd), // udf 0xa0a370dd
            Word::arm(0x00008720, 0x619f50d0), // ldrsbvs r5, [pc, r0]
            Word::arm(0x00008724, 0xd12acc7b), // bkpt 0xaccb
            Word::arm(0x00008728, 0x439b3f35), // orrsmi r3, fp, #53, 30
            Word::arm(0x0000872c, 0xe0c9d199), // smull sp, r9, r9, r1
            Word::arm(0x00008730, 0x50008d3f), // andpl r8, r0, pc, lsr sp
            Word::arm(0x00008734, 0x38eb671d), // stmiacc fp!, {r0, r2, r3, r4, r8, r9, sl, sp, lr}^
            Word::arm(0x00008738, 0xb39f7564), // orrslt r7, pc, #100, 10
            Word::arm(0x0000873c, 0x8981076c), // stmibhi r1, {r2, r3, r5, r6, r8, r9, sl}
            Word::arm(0x00008740, 0x519cc33a), // orrspl ip, ip, sl, lsr r3
            Word::arm(0x00008744, 0xd14cf9e9), // smlalttle pc, ip, r9, r9
            Word::arm(0x00008748, 0x712fff1e), // bxvc lr
            Word::arm(0x0000874c, 0xd103f057), // qaddle pc, r7, r3
            Word::arm(0x00008750, 0xc1620e89), // smulbbgt r2, r9, lr
            Word::arm(0x00008754, 0x712bc772), // bkpt 0xbc72
            Word::arm(0x00008758, 0x612c3b73), // bkpt 0xc3b3
            Word::arm(0x0000875c, 0xe12fff31), // blx r1
            Word::arm(0x00008760, 0xe3d7d503), // bics sp, r7, #12582912
            Word::arm(0x00008764, 0x21d4cf3c), // bicscs ip, r4, ip, lsr pc
            Word::arm(0x00008768, 0x8190ddce), // orrshi sp, r0, lr, asr #27
            Word::arm(0x0000876c, 0xd0674ff0), // udf 0xd0674ff0
            Word::arm(0x00008770, 0xfb00002e), // blx 0x8832
            Word::arm(0x00008774, 0x71370c7a), // teqvc r7, sl, ror ip
            Word::arm(0x00008778, 0xb11ee0d8), // ldrsblt lr, [lr, -r8]
            Word::arm(0x0000877c, 0xdf2d4933), // svcle 0x002d4933
            Word::arm(0x00008780, 0x6045eafb), // strdvs lr, [r5], #-171
            Word::arm(0x00008784, 0x7bffffd9), // blvc 0x86f0
            Word::arm(0x00008788, 0x712a7478), // bkpt 0xa748
            Word::arm(0x0000878c, 0xd02790b9), // strhtle r9, [r7], -r9
            Word::arm(0x00008790, 0xc320f92c), // nopgt {44}
            Word::arm(0x00008794, 0x912fff33), // blxls r3
            Word::arm(0x00008798, 0xd11608cb), // tstle r6, fp, asr #17
            Word::arm(0x0000879c, 0x112a05e6), // smulwtne sl, r6, r5
            Word::arm(0x000087a0, 0x8fc2a92e), // svchi 0x00c2a92e
            Word::arm(0x000087a4, 0x012fff3b), // blxeq fp
            Word::arm(0x000087a8, 0x4c00df33), // udf 0x4c00df33
            Word::arm(0x000087ac, 0x90b06e9b), // umlalsls r6, r0, fp, lr
            Word::arm(0x000087b0, 0x60c9f339), // sbcvs pc, r9, r9, lsr r3
            Word::arm(0x000087b4, 0x7320fe3b), // nopvc {59}
            Word::arm(0x000087b8, 0x2c5caf34), // mrrccs 15, 3, sl, ip, cr4
            Word::arm(0x000087bc, 0x30bca0bd), // ldrhtcc sl, [ip], sp
            Word::arm(0x000087c0, 0xfbffffca), // blx 0x86f2
            Word::arm(0x000087c4, 0xe15357b3), // ldrh r5, [r3, #-115]
            Word::arm(0x000087c8, 0x617e034c), // cmnvs lr, ip, asr #6
            Word::arm(0x000087cc, 0xc122fe77), // bkpt 0x2fe7
            Word::arm(0x000087d0, 0x901120f8), // ldrshls r2, [r1], -r8
            Word::arm(0x000087d4, 0x9d1e430e), // ldcls 3, cr4, [lr, #-56]
            Word::arm(0x000087d8, 0xa14fd08e), // smlalbbge sp, pc, lr, r0
            Word::arm(0x000087dc, 0x13c66238), // bicne r6, r6, #56, 4
            Word::arm(0x000087e0, 0xa037f0f9), // ldrshtge pc, [r7], -r9
            Word::arm(0x000087e4, 0x0affffdb), // beq 0x8758
            Word::arm(0x000087e8, 0xd1570ac0), // cmple r7, r0, asr #21
            Word::arm(0x000087ec, 0xfbfffff7), // blx 0x87d2
            Word::arm(0x000087f0, 0x07289cc3), // streq r9, [r8, -r3, asr #25]!
            Word::arm(0x000087f4, 0xbff0c575), // svclt 0x00f0c575
            Word::arm(0x000087f8, 0x74dd8e60), // ldrbvc r8, [sp], #3680
            Word::arm(0x000087fc, 0xdc4705ab), // mcrrle 5, 10, r0, r7, cr11
            Word::arm(0x00008800, 0x81e0618f), // mvnhi r6, pc, lsl #3
            Word::arm(0x00008804, 0xa16f0ce9), // smulttge pc, r9, ip
            Word::arm(0x00008808, 0x47166999), // udf 0x47166999
            Word::arm(0x0000880c, 0x3eb7dfa4), // cdpcc 15, 11, cr13, cr7, cr4, {5}
            Word::arm(0x00008810, 0x73a040cb), // movvc r4, #203
            Word::arm(0x00008814, 0x814d00e6), // smlaltthi r0, sp, r6, r0
            Word::arm(0x00008818, 0x2eda4f83), // cdpcs 15, 13, cr4, cr10, cr3, {4}
            Word::arm(0x0000881c, 0x31660dc3), // smulbtcc r6, r3, sp
            Word::arm(0x00008820, 0xc096299d), // umullsgt r2, r6, sp, r9
            Word::arm(0x00008824, 0x61f0d43c), // mvnsvs sp, ip, lsr r4
            Word::arm(0x00008828, 0xe147baa7), // smlaltb fp, r7, r7, sl
            Word::arm(0x0000882c, 0x043dc578), // ldrteq ip, [sp], #-1400
            Word::arm(0x00008830, 0xa320fe92), // nopge {146}
            Word::arm(0x00008834, 0x31e08f02), // mvncc r8, r2, lsl #30
            Word::arm(0x00008838, 0x41150b86), // tstmi r5, r6, lsl #23
            Word::arm(0x0000883c, 0x41100063), // tstmi r0, r3, rrx
            Word::arm(0x00008840, 0x9eb16d07), // cdpls 13, 11, cr6, cr1, cr7, {0}
            Word::arm(0x00008844, 0x06d513e4), // ldrbeq r1, [r5], r4, ror #7
            Word::arm(0x00008848, 0x67da7f4c), // ldrbvs r7, [sl, ip, asr #30]
            Word::arm(0x0000884c, 0xf7d7f28e), // pld [r7, lr, lsl #5]
            Word::arm(0x00008850, 0x10008fab), // andne r8, r0, fp, lsr #31
            Word::arm(0x00008854, 0x6320fe03), // wfivs
            Word::arm(0x00008858, 0xb0ae3695), // umlallt r3, lr, r5, r6
            Word::arm(0x0000885c, 0xceceef58), // mcrgt 15, 6, lr, cr14, cr8, {2}
            Word::arm(0x00008860, 0xd18690b6), // strhle r9, [r6, r6]
            Word::arm(0x00008864, 0xc363fa0a), // msrgt SPSR_xc, #40960
            Word::arm(0x00008868, 0x83f0425b), // mvnshi r4, #-1342177275
            Word::arm(0x0000886c, 0x410f9000), // mrsmi r9, CPSR
            Word::arm(0x00008870, 0xa1f0097d), // mvnsge r0, sp, ror r9
            Word::arm(0x00008874, 0x7024e0d5), // udf 0x7024e0d5
            Word::arm(0x00008878, 0xfa00002a), // blx 0x8928
            Word::arm(0x0000887c, 0x41230da1), // smulwbmi r3, r1, sp
            Word::arm(0x00008880, 0xa01e0b96), // mulsge lr, r6, fp
            Word::arm(0x00008884, 0xd06c7ffc), // udf 0xd06c7ffc
            Word::arm(0x00008888, 0xa12fc472), // bkpt 0xfc42
            Word::arm(0x0000888c, 0x810b73cb), // smlabthi fp, fp, r3, r7
            Word::arm(0x00008890, 0xc62bb304), // strtgt fp, [fp], -r4, lsl #6
            Word::arm(0x00008894, 0x2fd4d830), // svccs 0x00d4d830
            Word::arm(0x00008898, 0x8320f103), // wfihi
            Word::arm(0x0000889c, 0x7320f0b5), // nopvc {181}
            Word::arm(0x000088a0, 0x612c41c3), // smlawtvs ip, r3, r1, r4
            Word::arm(0x000088a4, 0xf98f5ccf), // udf 0xf98f5ccf
            Word::arm(0x000088a8, 0x20b83598), // umlalscs r3, r8, r8, r5
            Word::arm(0x000088ac, 0x91252f72), // bkpt 0x52f2
            Word::arm(0x000088b0, 0xa16c0a83), // smulbbge ip, r3, sl
            Word::arm(0x000088b4, 0xc37d0491), // cmngt sp, #-1862270976
            Word::arm(0x000088b8, 0xf5d2fd28), // pld [r2, #3368]
            Word::arm(0x000088bc, 0x714d2052), // qdaddvc r2, r2, sp
            Word::arm(0x000088c0, 0x8142c096), // swpbhi ip, r6, [r2]
            Word::arm(0x000088c4, 0x212fff29), // bxjcs r9
            Word::arm(0x000088c8, 0x40354d99), // mlasmi r5, r9, sp, r4
            Word::arm(0x000088cc, 0x302f4897), // mlacc pc, r7, r8, r4
            Word::arm(0x000088d0, 0xf5d1f3a7), // pld [r1, #935]
            Word::arm(0x000088d4, 0xb12904ad), // smulwblt r9, sp, r4
            Word::arm(0x000088d8, 0x912fff28), // bxjls r8
            Word::arm(0x000088dc, 0x5e05e43d), // mcrpl 4, 0, lr, cr5, cr13, {1}
            Word::arm(0x000088e0, 0xf7daf547), // pld [sl, r7, asr #10]
            Word::arm(0x000088e4, 0xf5dff2d3), // pld [pc, #723]
            Word::arm(0x000088e8, 0x51834907), // orrpl r4, r3, r7, lsl #18
            Word::arm(0x000088ec, 0x611e0fea), // tstvs lr, sl, ror #31
            Word::arm(0x000088f0, 0xd12fff24), // bxjle r4
            Word::arm(0x000088f4, 0xb182478c), // orrlt r4, r2, ip, lsl #15
            Word::arm(0x000088f8, 0xb190d02f), // orrslt sp, r0, pc, lsr #32
            Word::arm(0x000088fc, 0xcf532baa), // svcgt 0x00532baa
            Word::arm(0x00008900, 0xa5a37448), // strge r7, [r3, #1096]!
            Word::arm(0x00008904, 0xc35c07b8), // cmpgt ip, #184, 14
            Word::arm(0x00008908, 0x5320f703), // wfipl
            Word::arm(0x0000890c, 0x0d3e0de6), // ldceq 13, cr0, [lr, #-920]!
            Word::arm(0x00008910, 0x7e60f15a), // mcrvc 1, 3, pc, cr0, cr10, {2}
            Word::arm(0x00008914, 0xe12fff1a), // bx sl
            Word::arm(0x00008918, 0xc12fff2f), // bxjgt pc
            Word::arm(0x0000891c, 0xdea22ff9), // mcrle 15, 5, r2, cr2, cr9, {7}
            Word::arm(0x00008920, 0xc0a01496), // umlalgt r1, r0, r6, r4
            Word::arm(0x00008924, 0x212fff3c), // blxcs ip
            Word::arm(0x00008928, 0xc1906ded), // orrsgt r6, r0, sp, ror #27
            Word::arm(0x0000892c, 0xd0ed00fa), // udf 0xd0ed00fa
            Word::arm(0x00008930, 0xeef49f6d), // cdp 15, 15, cr9, cr4, cr13, {3}
            Word::arm(0x00008934, 0x39251e84), // stmdbcc r5!, {r2, r7, r9, sl, fp, ip}
            Word::arm(0x00008938, 0xa03b80f0), // ldrshtge r8, [fp], -r0
            Word::arm(0x0000893c, 0x41280ead), // smulwbmi r8, sp, lr
            Word::arm(0x00008940, 0x407ab600), // rsbsmi fp, sl, r0, lsl #12
            Word::arm(0x00008944, 0xf7ddfa2d), // pld [sp, sp, lsr #20]
            Word::arm(0x00008948, 0x909f6313), // addsls r6, pc, r3, lsl r3
            Word::arm(0x0000894c, 0xa16f0f1c), // clzge r0, ip
            Word::arm(0x00008950, 0x41e0c971), // mvnmi ip, r1, ror r9
            Word::arm(0x00008954, 0x2100f099), // swpcs pc, r9, [r0]
            Word::arm(0x00008958, 0x91f00678), // mvnsls r0, r8, ror r6
            Word::arm(0x0000895c, 0xe320f43e), // nop {62}
            Word::arm(0x00008960, 0x918c20d5), // ldrdls r2, [ip, r5]
            Word::arm(0x00008964, 0xb320f203), // wfilt
            Word::arm(0x00008968, 0x43a07f51), // movmi r7, #324
            Word::arm(0x0000896c, 0xf0c8e34b), // udf 0xf0c8e34b
            Word::arm(0x00008970, 0xf440c6e0), // udf 0xf440c6e0
            Word::arm(0x00008974, 0x612f8ac9), // smlawtvs pc, r9, sl, r8
            Word::arm(0x00008978, 0x4397282b), // orrsmi r2, r7, #2818048
            Word::arm(0x0000897c, 0x314f3000), // mrscc r3, SPSR
            Word::arm(0x00008980, 0x2f27ef17), // svccs 0x0027ef17
            Word::arm(0x00008984, 0x21720e3e), // cmncs r2, lr, lsr lr
            Word::arm(0x00008988, 0x611950f1), // ldrshvs r5, [r9, -r1]
            Word::arm(0x0000898c, 0x9c8dbf11), // stcls 15, cr11, [sp], {17}
            Word::arm(0x00008990, 0x395a3d99), // ldmdbcc sl, {r0, r3, r4, r7, r8, sl, fp, ip, sp}^
            Word::arm(0x00008994, 0xd361feb0), // msrle SPSR_c, #176, 28
            Word::arm(0x00008998, 0x38865f16), // stmcc r6, {r1, r2, r4, r8, r9, sl, fp, ip, lr}
            Word::arm(0x0000899c, 0x81280da2), // smulwbhi r8, r2, sp
            Word::arm(0x000089a0, 0xc10524e9), // smlattgt r5, r9, r4, r2
            Word::arm(0x000089a4, 0xd11ca0ba), // ldrhle sl, [ip, -sl]
            Word::arm(0x000089a8, 0x810051ec), // smlatthi r0, ip, r1, r5
            Word::arm(0x000089ac, 0xf5d9fe6b), // pld [r9, #3691]
            Word::arm(0x000089b0, 0xa0000192), // mulge r0, r2, r1
            Word::arm(0x000089b4, 0x7364f07c), // msrvc SPSR_s, #124
            Word::arm(0x000089b8, 0xfb32122c), // blx 0xc8d272
            Word::arm(0x000089bc, 0xd12fff1c), // bxle ip
            Word::arm(0x000089c0, 0xd1550c47), // cmple r5, r7, asr #24
            Word::arm(0x000089c4, 0xc12fff1b), // bxgt fp
            Word::arm(0x000089c8, 0x114ca4c4), // smlalbtne sl, ip, r4, r4
            Word::arm(0x000089cc, 0xc12605e2), // smulwtgt r6, r2, r5
            Word::arm(0x000089d0, 0xb36cfc8a), // msrlt SPSR_fs, #35328
            Word::arm(0x000089d4, 0xa130b0fd), // ldrshge fp, [r0, -sp]!
            Word::arm(0x000089d8, 0xe14f6000), // mrs r6, SPSR
            Word::arm(0x000089dc, 0xc08a60f8), // strdgt r6, [sl], r8
            Word::arm(0x000089e0, 0xc12fff31), // blxgt r1
            Word::arm(0x000089e4, 0x00cb20b6), // strheq r2, [fp], #6
            Word::arm(0x000089e8, 0x6e3dc984), // cdpvs 9, 3, cr12, cr13, cr4, {4}
            Word::arm(0x000089ec, 0xfa00003f), // blx 0x8af0
            Word::arm(0x000089f0, 0x312e2fc0), // smlawtcc lr, r0, pc, r2
            Word::arm(0x000089f4, 0xa652622d), // ldrbge r6, [r2], -sp, lsr #4
            Word::arm(0x000089f8, 0xfbffffd4), // blx 0x8952
            Word::arm(0x000089fc, 0x907902b8), // ldrhtls r0, [r9], #-40
            Word::arm(0x00008a00, 0x415108ef), // cmpmi r1, pc, ror #17
            Word::arm(0x00008a04, 0x211d0962), // tstcs sp, r2, ror #18
            Word::arm(0x00008a08, 0x612400eb), // smulwtvs r4, fp, r0
            Word::arm(0x00008a0c, 0x1108c588), // smlabbne r8, r8, r5, ip
            Word::arm(0x00008a10, 0xf7d6f080), // pld [r6, r0, lsl #1]
            Word::arm(0x00008a14, 0x116df00b), // msrne SPSR_fsc, fp
            Word::arm(0x00008a18, 0x612fff26), // bxjvs r6
            Word::arm(0x00008a1c, 0x90980c7a), // addsls r0, r8, sl, ror ip
            Word::arm(0x00008a20, 0xb02c5b31), // eorlt r5, ip, r1, lsr fp
            Word::arm(0x00008a24, 0xc15b01a9), // cmpgt fp, r9, lsr #3
            Word::arm(0x00008a28, 0x3108fb89), // smlabbcc r8, r9, fp, pc
            Word::arm(0x00008a2c, 0x08843348), // stmeq r4, {r3, r6, r8, r9, ip, sp}
            Word::arm(0x00008a30, 0xc16f6f12), // clzgt r6, r2
            Word::arm(0x00008a34, 0x116f6f18), // clzne r6, r8
            Word::arm(0x00008a38, 0x712fff23), // bxjvc r3
            Word::arm(0x00008a3c, 0xf75ff5a9), // pld [pc, -r9, lsr #11]
            Word::arm(0x00008a40, 0x5721db00), // strpl sp, [r1, -r0, lsl #22]!
            Word::arm(0x00008a44, 0x61dae438), // bicsvs lr, sl, r8, lsr r4
            Word::arm(0x00008a48, 0xf59c692e), // udf 0xf59c692e
            Word::arm(0x00008a4c, 0xd12fff16), // bxle r6
            Word::arm(0x00008a50, 0xa6009d0c), // strge r9, [r0], -ip, lsl #26
            Word::arm(0x00008a54, 0x91310776), // teqls r1, r6, ror r7
            Word::arm(0x00008a58, 0xe16ef002), // msr SPSR_fsx, r2
            Word::arm(0x00008a5c, 0x647987ce), // ldrbtvs r8, [r9], #-1998
            Word::arm(0x00008a60, 0xe12ff00e), // msr CPSR_fsxc, lr
            Word::arm(0x00008a64, 0xc14ff000), // mrsgt pc, SPSR
            Word::arm(0x00008a68, 0x9e2368dd), // mcrls 8, 1, r6, cr3, cr13, {6}
            Word::arm(0x00008a6c, 0x114fb000), // mrsne fp, SPSR
            Word::arm(0x00008a70, 0x412fff22), // bxjmi r2
            Word::arm(0x00008a74, 0x40bf7c3f), // adcsmi r7, pc, pc, lsr ip
            Word::arm(0x00008a78, 0xc16fef1c), // clzgt lr, ip
            Word::arm(0x00008a7c, 0x61a09b34), // lsrvs r9, r4, fp
            Word::arm(0x00008a80, 0xe14fb000), // mrs fp, SPSR
            Word::arm(0x00008a84, 0xe3cbb541), // bic fp, fp, #272629760
            Word::arm(0x00008a88, 0xe16a0fce), // smulbt sl, lr, pc
            Word::arm(0x00008a8c, 0x510e0054), // qaddpl r0, r4, lr
            Word::arm(0x00008a90, 0xc9394796), // ldmdbgt r9!, {r1, r2, r4, r7, r8, r9, sl, lr}
            Word::arm(0x00008a94, 0xe138037b), // teq r8, fp, ror r3
            Word::arm(0x00008a98, 0xe10ff09e), // swp pc, lr, [pc]
            Word::arm(0x00008a9c, 0x005fa774), // subseq sl, pc, r4, ror r7
            Word::arm(0x00008aa0, 0xa12fff35), // blxge r5
            Word::arm(0x00008aa4, 0xc320fb03), // wfigt
            Word::arm(0x00008aa8, 0x40c233db), // udf 0x40c233db
            Word::arm(0x00008aac, 0x71300f30), // teqvc r0, r0, lsr pc
            Word::arm(0x00008ab0, 0x13a0cc12), // movne ip, #4608
            Word::arm(0x00008ab4, 0xe10320d1), // ldrd r2, [r3, -r1]
            Word::arm(0x00008ab8, 0xa1600ca8), // smultbge r0, r8, ip
            Word::arm(0x00008abc, 0x62f8e371), // rscsvs lr, r8, #-1006632959
            Word::arm(0x00008ac0, 0x2c37ffc8), // ldccs 15, cr15, [r7], #-800
            Word::arm(0x00008ac4, 0x44fce09f), // ldrbtmi lr, [ip], #159
            Word::arm(0x00008ac8, 0x61a0e133), // lsrvs lr, r3, r1
            Word::arm(0x00008acc, 0xb77e22fb), // udf 0xb77e22fb
            Word::arm(0x00008ad0, 0x200e10b3), // strhcs r1, [lr], -r3
            Word::arm(0x00008ad4, 0xf559fd70), // pld [r9, #-3440]
            Word::arm(0x00008ad8, 0x20486dbd), // strhcs r6, [r8], #-221
            Word::arm(0x00008adc, 0xa4d38806), // ldrbge r8, [r3], #2054
            Word::arm(0x00008ae0, 0x614863de), // ldrdvs r6, [r8, #-62]
            Word::arm(0x00008ae4, 0x0c574fe6), // mrrceq 15, 14, r4, r7, cr6
            Word::arm(0x00008ae8, 0x6001a981), // andvs sl, r1, r1, lsl #19
            Word::arm(0x00008aec, 0x9a8da474), // bls 0xfe371cc4
            Word::arm(0x00008af0, 0xc1a00627), // lsrgt r0, r7, #12
            Word::arm(0x00008af4, 0x312fd4ca), // smlawtcc pc, sl, r4, sp
            Word::arm(0x00008af8, 0xe6eed145), // strbt sp, [lr], r5, asr #2
            Word::arm(0x00008afc, 0xfb00002f), // blx 0x8bc2
            Word::arm(0x00008b00, 0x914d60db), // ldrdls r6, [sp, #-11]
            Word::arm(0x00008b04, 0x71f0a832), // mvnsvc sl, r2, lsr r8
            Word::arm(0x00008b08, 0x01c15315), // biceq r5, r1, r5, lsl r3
            Word::arm(0x00008b0c, 0x212fff31), // blxcs r1
            Word::arm(0x00008b10, 0x1cb58fde), // ldcne 15, cr8, [r5], #888
            Word::arm(0x00008b14, 0x81f0bf39), // mvnshi fp, r9, lsr pc
            Word::arm(0x00008b18, 0x0168105f), // qdsubeq r1, pc, r8
            Word::arm(0x00008b1c, 0xc12fff33), // blxgt r3
            Word::arm(0x00008b20, 0x4106c2a0), // smlatbmi r6, r0, r2, ip
            Word::arm(0x00008b24, 0xd0cec0db), // ldrdle ip, [lr], #11
            Word::arm(0x00008b28, 0x4320f503), // wfimi
            Word::arm(0x00008b2c, 0xe12fff2b), // bxj fp
            Word::arm(0x00008b30, 0xd1918331), // orrsle r8, r1, r1, lsr r3
            Word::arm(0x00008b34, 0xf5d6f71c), // pld [r6, #1820]
            Word::arm(0x00008b38, 0xb12b0ceb), // smulwtlt fp, fp, ip
            Word::arm(0x00008b3c, 0xa1690fa9), // smultbge r9, r9, pc
            Word::arm(0x00008b40, 0x415a78f7), // ldrshmi r7, [sl, #-135]
            Word::arm(0x00008b44, 0x9e7cc112), // mrcls 1, 3, ip, cr12, cr2, {0}
            Word::arm(0x00008b48, 0xc8f4465a), // ldmgt r4!, {r1, r3, r4, r6, r9, sl, lr}^
            Word::arm(0x00008b4c, 0x512fff2b), // bxjpl fp
            Word::arm(0x00008b50, 0xa0060393), // mulge r6, r3, r3
            Word::arm(0x00008b54, 0x835803fb), // cmphi r8, #-335544317
            Word::arm(0x00008b58, 0xa10931c4), // smlabtge r9, r4, r1, r3
            Word::arm(0x00008b5c, 0x426a1a85), // rsbmi r1, sl, #544768
            Word::arm(0x00008b60, 0x6ed8cfa0), // cdpvs 15, 13, cr12, cr8, cr0, {5}
            Word::arm(0x00008b64, 0xa12fff3a), // blxge sl
            Word::arm(0x00008b68, 0x916c0ae0), // smulttls ip, r0, sl
            Word::arm(0x00008b6c, 0xfbde2bd7), // blx 0xff793ad2
            Word::arm(0x00008b70, 0x912a40c4), // smlawtls sl, r4, r0, r4
            Word::arm(0x00008b74, 0x313b0655), // teqcc fp, r5, asr r6
            Word::arm(0x00008b78, 0xf7d0fd27), // pld [r0, r7, lsr #26]
            Word::arm(0x00008b7c, 0x512fff1c), // bxpl ip
            Word::arm(0x00008b80, 0xb12606e0), // smulwtlt r6, r0, r6
            Word::arm(0x00008b84, 0x710f2000), // mrsvc r2, CPSR
            Word::arm(0x00008b88, 0xb12fff13), // bxlt r3
            Word::arm(0x00008b8c, 0xd90f23b3), // udf 0xd90f23b3
            Word::arm(0x00008b90, 0x7123f488), // smlawbvc r3, r8, r4, pc
            Word::arm(0x00008b94, 0x300860f0), // strdcc r6, [r8], -r0
            Word::arm(0x00008b98, 0xc6e47b5a), // udf 0xc6e47b5a
            Word::arm(0x00008b9c, 0x7c544f39), // mrrcvc 15, 3, r4, r4, cr9
            Word::arm(0x00008ba0, 0x136cf478), // msrne SPSR_fs, #120, 8
            Word::arm(0x00008ba4, 0xe12d0cab), // smulwb sp, fp, ip
            Word::arm(0x00008ba8, 0x41650aaf), // smultbmi r5, pc, sl
            Word::arm(0x00008bac, 0xc16f0ce2), // smulttgt pc, r2, ip
            Word::arm(0x00008bb0, 0x4b000015), // blmi 0x8c0c
            Word::arm(0x00008bb4, 0x5f5bc2a7), // svcpl 0x005bc2a7
            Word::arm(0x00008bb8, 0xb09d0391), // umullslt r0, sp, r1, r3
            Word::arm(0x00008bbc, 0xb12fff38), // blxlt r8
            Word::arm(0x00008bc0, 0x6c00c079), // udf 0x6c00c079
            Word::arm(0x00008bc4, 0x0368fd45), // msreq SPSR_f, #4416
            Word::arm(0x00008bc8, 0x112220f4), // strdne r2, [r2, -r4]!
            Word::arm(0x00008bcc, 0x1040c2de), // ldrdne ip, [r0], #-46
            Word::arm(0x00008bd0, 0x25cadd35), // strbcs sp, [sl, #3381]
            Word::arm(0x00008bd4, 0x1106d9c4), // smlabtne r6, r4, r9, sp
            Word::arm(0x00008bd8, 0x507d68b1), // ldrhtpl r6, [sp], #-129
            Word::arm(0x00008bdc, 0xc16f1f1d), // clzgt r1, sp
            Word::arm(0x00008be0, 0x73340da7), // teqvc r4, #10688
            Word::arm(0x00008be4, 0xe11440fb), // ldrsh r4, [r4, -fp]
            Word::arm(0x00008be8, 0x516d0ee0), // smulttpl sp, r0, lr
            Word::arm(0x00008bec, 0x17720afb), // udf 0x17720afb
            Word::arm(0x00008bf0, 0x511f0344), // tstpl pc, r4, asr #6
            Word::arm(0x00008bf4, 0x0121dcca), // smlawteq r1, sl, ip, sp
            Word::arm(0x00008bf8, 0x16b103fa), // udf 0x16b103fa
            Word::arm(0x00008bfc, 0xb12ca0d7), // ldrdlt sl, [ip, -r7]!
            Word::arm(0x00008c00, 0xd038619e), // mlasle r8, lr, r1, r6
            Word::arm(0x00008c04, 0x7390f7f8), // orrsvc pc, r0, #248, 14
            Word::arm(0x00008c08, 0x710351ad), // smlatbvc r3, sp, r1, r5
            Word::arm(0x00008c0c, 0xd1df17e0), // bicsle r1, pc, r0, ror #15
            Word::arm(0x00008c10, 0xf422dfdc), // udf 0xf422dfdc
            Word::arm(0x00008c14, 0xf3b143b7), // udf 0xf3b143b7
            Word::arm(0x00008c18, 0xf7d7f8ef), // pld [r7, pc, ror #17]
            Word::arm(0x00008c1c, 0x20170b95), // mulscs r7, r5, fp
            Word::arm(0x00008c20, 0x50513f3a), // subspl r3, r1, sl, lsr pc
            Word::arm(0x00008c24, 0xc320f700), // nopgt {0}
            Word::arm(0x00008c28, 0x014c5054), // qdaddeq r5, r4, ip
            Word::arm(0x00008c2c, 0x810f8095), // swphi r8, r5, [pc]
            Word::arm(0x00008c30, 0x112fff3f), // blxne pc
            Word::arm(0x00008c34, 0xa12fff29), // bxjge r9
            Word::arm(0x00008c38, 0xb12cc050), // qsublt ip, r0, ip
            Word::arm(0x00008c3c, 0x003f439e), // mlaseq pc, lr, r3, r4
            Word::arm(0x00008c40, 0x4f156dd6), // svcmi 0x00156dd6
            Word::arm(0x00008c44, 0xef4a636a), // svc 0x004a636a
            Word::arm(0x00008c48, 0x412beccf), // smlawtmi fp, pc, ip, lr
            Word::arm(0x00008c4c, 0xc14b6093), // swpbgt r6, r3, [fp]
            Word::arm(0x00008c50, 0xf5daf048), // pld [sl, #72]
            Word::arm(0x00008c54, 0x3362f497), // msrcc SPSR_x, #-1761607680
            Word::arm(0x00008c58, 0x488123a7), // stmmi r1, {r0, r1, r2, r5, r7, r8, r9, sp}
            Word::arm(0x00008c5c, 0x96f15c6a), // ldrbtls r5, [r1], sl, ror #24
            Word::arm(0x00008c60, 0x410efeec), // smlattmi lr, ip, lr, pc
            Word::arm(0x00008c64, 0x42334ba4), // eorsmi r4, r3, #164, 22
            Word::arm(0x00008c68, 0xa39783d5), // orrsge r8, r7, #1409286147
            Word::arm(0x00008c6c, 0x2e6ec605), // cdpcs 6, 6, cr12, cr14, cr5, {0}
            Word::arm(0x00008c70, 0xce00bacc), // cdpgt 10, 0, cr11, cr0, cr12, {6}
            Word::arm(0x00008c74, 0x5320f103), // wfipl
            Word::arm(0x00008c78, 0xa0b10ca4), // adcsge r0, r1, r4, lsr #25
            Word::arm(0x00008c7c, 0xe1406098), // swpb r6, r8, [r0]
            Word::arm(0x00008c80, 0x914fb000), // mrsls fp, SPSR
            Word::arm(0x00008c84, 0xb147248a), // smlalbblt r2, r7, sl, r4
            Word::arm(0x00008c88, 0x603df752), // eorsvs pc, sp, r2, asr r7
            Word::arm(0x00008c8c, 0x219e3215), // orrscs r3, lr, r5, lsl r2
            Word::arm(0x00008c90, 0x603c0997), // mlasvs ip, r7, r9, r0
            Word::arm(0x00008c94, 0x4320fc70), // nopmi {112}
            Word::arm(0x00008c98, 0xfbffffe2), // blx 0x8c2a
            Word::arm(0x00008c9c, 0xa0c92ed4), // ldrdge r2, [r9], #228
            Word::arm(0x00008ca0, 0xe320f703), // wfi
            Word::arm(0x00008ca4, 0x11276979), // bkpt 0x7699
            Word::arm(0x00008ca8, 0x5e3fb0eb), // cdppl 0, 3, cr11, cr15, cr11, {7}
            Word::arm(0x00008cac, 0x40f67db1), // ldrhtmi r7, [r6], #209
            Word::arm(0x00008cb0, 0xc1260ce7), // smulwtgt r6, r7, ip
            Word::arm(0x00008cb4, 0xd1610eae), // smultble r1, lr, lr
            Word::arm(0x00008cb8, 0xc14f3000), // mrsgt r3, SPSR
            Word::arm(0x00008cbc, 0xfeed7a37), // udf 0xfeed7a37
            Word::arm(0x00008cc0, 0x1e854f7a), // mcrne 15, 4, r4, cr5, cr10, {3}
            Word::arm(0x00008cc4, 0xa16f0f14), // clzge r0, r4
            Word::arm(0x00008cc8, 0x9c59ade5), // mrrcls 13, 14, sl, r9, cr5
            Word::arm(0x00008ccc, 0xd0120d9f), // mulsle r2, pc, sp
            Word::arm(0x00008cd0, 0xc18e48e7), // orrgt r4, lr, r7, ror #17
            Word::arm(0x00008cd4, 0x012fff3d), // blxeq sp
            Word::arm(0x00008cd8, 0x4da52fdf), // stcmi 15, cr2, [r5, #892]!
            Word::arm(0x00008cdc, 0x1e795201), // cdpne 2, 7, cr5, cr9, cr1, {0}
            Word::arm(0x00008ce0, 0xf7dbf36a), // pld [fp, sl, ror #6]
            Word::arm(0x00008ce4, 0x91e04e1f), // mvnls r4, pc, lsl lr
            Word::arm(0x00008ce8, 0x316bf009), // msrcc SPSR_fxc, r9
            Word::arm(0x00008cec, 0xc147fea1), // smlaltbgt pc, r7, r1, lr
            Word::arm(0x00008cf0, 0xf55ffaee), // pld [pc, #-2798]
            Word::arm(0x00008cf4, 0x613b0f3b), // teqvs fp, fp, lsr pc
            Word::arm(0x00008cf8, 0x2e6ecc60), // cdpcs 12, 6, cr12, cr14, cr0, {3}
            Word::arm(0x00008cfc, 0x81ef19fe), // udf 0x81ef19fe
            Word::arm(0x00008d00, 0x76c1f6ac), // strbvc pc, [r1], ip, lsr #13
            Word::arm(0x00008d04, 0x400eb421), // andmi fp, lr, r1, lsr #8
            Word::arm(0x00008d08, 0x80accd63), // adchi ip, ip, r3, ror #26
            Word::arm(0x00008d0c, 0x00a7e0ff), // udf 0x00a7e0ff
            Word::arm(0x00008d10, 0xb07f56ff), // ldrshtlt r5, [pc], #-111
            Word::arm(0x00008d14, 0x519e20fd), // ldrshpl r2, [lr, sp]
            Word::arm(0x00008d18, 0xb0e75bc0), // rsclt r5, r7, r0, asr #23
            Word::arm(0x00008d1c, 0x1102b4ea), // smlattne r2, sl, r4, fp
            Word::arm(0x00008d20, 0xe1570942), // cmp r7, r2, asr #18
            Word::arm(0x00008d24, 0x2fd0fc55), // svccs 0x00d0fc55
            Word::arm(0x00008d28, 0x0ed60363), // cdpeq 3, 13, cr0, cr6, cr3, {3}
            Word::arm(0x00008d2c, 0x21fa5bf3), // ldrshcs r5, [sl, #179]!
            Word::arm(0x00008d30, 0xaeb34f7f), // mrcge 15, 5, r4, cr3, cr15, {3}
            Word::arm(0x00008d34, 0x6c5f6f50), // mrrcvs 15, 5, r6, pc, cr0
            Word::arm(0x00008d38, 0x00190b9f), // mulseq r9, pc, fp
            Word::arm(0x00008d3c, 0xe105c093), // swp ip, r3, [r5]
            Word::arm(0x00008d40, 0x83dac924), // bicshi ip, sl, #36, 18
            Word::arm(0x00008d44, 0x4affffde), // bmi 0x8cc4
            Word::arm(0x00008d48, 0x01a01315), // lsleq r1, r5, r3
            Word::arm(0x00008d4c, 0xf557fd4e), // pld [r7, #-3406]
            Word::arm(0x00008d50, 0x210f5094), // swpcs r5, r4, [pc]
            Word::arm(0x00008d54, 0x1affffd9), // bne 0x8cc0
            Word::arm(0x00008d58, 0x717560b8), // ldrhvc r6, [r5, #-8]!
            Word::arm(0x00008d5c, 0xfa00001a), // blx 0x8dcc
            Word::arm(0x00008d60, 0x012fff33), // blxeq r3
            Word::arm(0x00008d64, 0x2c566bd9), // mrrccs 11, 13, r6, r6, cr9
            Word::arm(0x00008d68, 0xa102b0bc), // strhge fp, [r2, -ip]
            Word::arm(0x00008d6c, 0x50a950da), // udf 0x50a950da
            Word::arm(0x00008d70, 0xf7d4fbe7), // pld [r4, r7, ror #23]
            Word::arm(0x00008d74, 0x05fa44ff), // ldrbeq r4, [sl, #1279]!
            Word::arm(0x00008d78, 0x4a000023), // bmi 0x8e0c
            Word::arm(0x00008d7c, 0x4476badf), // ldrbtmi fp, [r6], #-2783
            Word::arm(0x00008d80, 0x1a000017), // bne 0x8de4
            Word::arm(0x00008d84, 0xc320fdd9), // nopgt {217}
            Word::arm(0x00008d88, 0xc1710b68), // cmngt r1, r8, ror #22
            Word::arm(0x00008d8c, 0x3d55b362), // ldclcc 3, cr11, [r5, #-392]
            Word::arm(0x00008d90, 0xd129027b), // bkpt 0x902b
            Word::arm(0x00008d94, 0x61a0595a), // asrvs r5, sl, r9
            Word::arm(0x00008d98, 0x9daef518), // stcls 5, cr15, [lr, #96]!
            Word::arm(0x00008d9c, 0x23e0a48b), // mvncs sl, #-1962934272
            Word::arm(0x00008da0, 0x2107eca1), // smlatbcs r7, r1, ip, lr
            Word::arm(0x00008da4, 0x510fb0e2), // smlattpl pc, r2, r0, fp
            Word::arm(0x00008da8, 0x375b0ee5), // ldrbcc r0, [fp, -r5, ror #29]
            Word::arm(0x00008dac, 0x402be89a), // mlami fp, sl, r8, lr
            Word::arm(0x00008db0, 0x720d8a48), // andvc r8, sp, #72, 20
            Word::arm(0x00008db4, 0x30135f19), // andscc r5, r3, r9, lsl pc
            Word::arm(0x00008db8, 0xf5d8f720), // pld [r8, #1824]
            Word::arm(0x00008dbc, 0xb125f00d), // msrlt CPSR_sc, sp
            Word::arm(0x00008dc0, 0x10c924fc), // strdne r2, [r9], #76
            Word::arm(0x00008dc4, 0xd327f875), // msrle CPSR_sxc, #7667712
            Word::arm(0x00008dc8, 0x6371014b), // cmnvs r1, #-1073741806
            Word::arm(0x00008dcc, 0xa320fa03), // wfige
            Word::arm(0x00008dd0, 0xf38e07d5), // udf 0xf38e07d5
            Word::arm(0x00008dd4, 0xce5e5ba5), // cdpgt 11, 5, cr5, cr14, cr5, {5}
            Word::arm(0x00008dd8, 0x212fff3d), // blxcs sp
            Word::arm(0x00008ddc, 0x612529c4), // smlawtvs r5, r4, r9, r2
            Word::arm(0x00008de0, 0x31221a7d), // bkpt 0x21ad
            Word::arm(0x00008de4, 0x30f6fbb2), // ldrhtcc pc, [r6], #178
            Word::arm(0x00008de8, 0x014f6000), // mrseq r6, SPSR
            Word::arm(0x00008dec, 0xc0911831), // addsgt r1, r1, r1, lsr r8
            Word::arm(0x00008df0, 0xe03af399), // mlas sl, r9, r3, pc
            Word::arm(0x00008df4, 0x73f05f23), // mvnsvc r5, #35, 30
            Word::arm(0x00008df8, 0xa00d0096), // mulge sp, r6, r0
            Word::arm(0x00008dfc, 0x21498094), // swpbcs r8, r4, [r9]
            Word::arm(0x00008e00, 0x3bca129c), // blcc 0xff28d878
            Word::arm(0x00008e04, 0x30338a1a), // eorscc r8, r3, sl, lsl sl
            Word::arm(0x00008e08, 0x001d0098), // mulseq sp, r8, r0
            Word::arm(0x00008e0c, 0x416708ed), // smulttmi r7, sp, r8
            Word::arm(0x00008e10, 0x114aa38a), // smlalbbne sl, sl, sl, r3
            Word::arm(0x00008e14, 0xc94d4bfd), // stmdbgt sp, {r0, r2, r3, r4, r5, r6, r7, r8, r9, fp, lr}^
            Word::arm(0x00008e18, 0x312fff1c), // bxcc ip
            Word::arm(0x00008e1c, 0x5207d4fa), // andpl sp, r7, #-100663296
            Word::arm(0x00008e20, 0x2120f00f), // msrcs CPSR_, pc
            Word::arm(0x00008e24, 0xf5d2f960), // pld [r2, #2400]
            Word::arm(0x00008e28, 0xae2e3f6e), // cdpge 15, 2, cr3, cr14, cr14, {3}
            Word::arm(0x00008e2c, 0x6129d8c5), // smlawtvs r9, r5, r8, sp
            Word::arm(0x00008e30, 0x9127f004), // msrls CPSR_sxc, r4
            Word::arm(0x00008e34, 0x0676e09e), // udf 0x0676e09e
            Word::arm(0x00008e38, 0x5057270f), // subspl r2, r7, pc, lsl #14
            Word::arm(0x00008e3c, 0x0363f1c0), // msreq SPSR_xc, #192, 2
            Word::arm(0x00008e40, 0xe1cfe5fa), // strd lr, [pc, #90]
            Word::arm(0x00008e44, 0xf558fe71), // pld [r8, #-3697]
            Word::arm(0x00008e48, 0x9299f93a), // addsls pc, r9, #950272
            Word::arm(0x00008e4c, 0x416f4f1e), // clzmi r4, lr
            Word::arm(0x00008e50, 0x8021b199), // mlahi r1, r9, r1, fp
            Word::arm(0x00008e54, 0xae5aff19), // mrcge 15, 2, APSR_nzcv, cr10, cr9, {0}
            Word::arm(0x00008e58, 0x300a0598), // mulcc sl, r8, r5
            Word::arm(0x00008e5c, 0xe14330a8), // smlaltb r3, r3, r8, r0
            Word::arm(0x00008e60, 0x50004d1a), // andpl r4, r0, sl, lsl sp
            Word::arm(0x00008e64, 0xfb000037), // blx 0x8f4a
            Word::arm(0x00008e68, 0xb3d1503a), // bicslt r5, r1, #58
            Word::arm(0x00008e6c, 0x531708a8), // tstpl r7, #168, 16
            Word::arm(0x00008e70, 0xf5ddf17d), // pld [sp, #381]
            Word::arm(0x00008e74, 0x212d0be2), // smulwtcs sp, r2, fp
            Word::arm(0x00008e78, 0x512fff3f), // blxpl pc
            Word::arm(0x00008e7c, 0x11210cec), // smulwtne r1, ip, ip
            Word::arm(0x00008e80, 0xb14e73c0), // smlalbtlt r7, lr, r0, r3
            Word::arm(0x00008e84, 0x011d0a8a), // tsteq sp, sl, lsl #21
            Word::arm(0x00008e88, 0xf755fc8f), // pld [r5, -pc, lsl #25]
            Word::arm(0x00008e8c, 0xb3a06d9e), // movlt r6, #10112
            Word::arm(0x00008e90, 0xb180e0f5), // strdlt lr, [r0, r5]
            Word::arm(0x00008e94, 0x902170f9), // udf 0x902170f9
            Word::arm(0x00008e98, 0x6eaa6f18), // mcrvs 15, 5, r6, cr10, cr8, {0}
            Word::arm(0x00008e9c, 0x43f0c351), // mvnsmi ip, #1140850689
            Word::arm(0x00008ea0, 0x11602df5), // strdne r2, [r0, #-213]!
            Word::arm(0x00008ea4, 0x9a00000c), // bls 0x8edc
            Word::arm(0x00008ea8, 0xd12802e3), // smulwtle r8, r3, r2
            Word::arm(0x00008eac, 0x31b03a71), // rorscc r3, r1, sl
            Word::arm(0x00008eb0, 0x712b2ccd), // smlawtvc fp, sp, ip, r2
            Word::arm(0x00008eb4, 0x67c71656), // udf 0x67c71656
            Word::arm(0x00008eb8, 0xa42867b3), // strtge r6, [r8], #-1971
            Word::arm(0x00008ebc, 0x40d96ab7), // ldrhmi r6, [r9], #167
            Word::arm(0x00008ec0, 0x515e0531), // cmppl lr, r1, lsr r5
            Word::arm(0x00008ec4, 0xd13b033b), // teqle fp, fp, lsr r3
            Word::arm(0x00008ec8, 0xd12400a8), // smulwble r4, r8, r0
            Word::arm(0x00008ecc, 0x4101f09c), // swpmi pc, ip, [r1]
            Word::arm(0x00008ed0, 0x2142d283), // smlalbbcs sp, r2, r3, r2
            Word::arm(0x00008ed4, 0xe03240b8), // ldrht r4, [r2], -r8
            Word::arm(0x00008ed8, 0xa60cec56), // udf 0xa60cec56
            Word::arm(0x00008edc, 0xc10917e6), // smlattgt r9, r6, r7, r1
            Word::arm(0x00008ee0, 0xf5cc743a), // udf 0xf5cc743a
            Word::arm(0x00008ee4, 0x918aa45e), // orrls sl, sl, lr, asr r4
            Word::arm(0x00008ee8, 0xc16bf001), // msrgt SPSR_fxc, r1
            Word::arm(0x00008eec, 0x212e0571), // bkpt 0xe051
            Word::arm(0x00008ef0, 0xf7d6ff8f), // pld [r6, pc, lsl #31]
            Word::arm(0x00008ef4, 0x1c411d5c), // mcrrne 13, 5, r1, r1, cr12
            Word::arm(0x00008ef8, 0xde2f596e), // cdple 9, 2, cr5, cr15, cr14, {3}
            Word::arm(0x00008efc, 0x81240ce0), // smulwthi r4, r0, ip
            Word::arm(0x00008f00, 0xb0100d9c), // mulslt r0, ip, sp
            Word::arm(0x00008f04, 0xce402f44), // cdpgt 15, 4, cr2, cr0, cr4, {2}
            Word::arm(0x00008f08, 0x417f0fec), // cmnmi pc, ip, ror #31
            Word::arm(0x00008f0c, 0x31530c17), // cmpcc r3, r7, lsl ip
            Word::arm(0x00008f10, 0x312fff3a), // blxcc sl
            Word::arm(0x00008f14, 0x212fff10), // bxcs r0
            Word::arm(0x00008f18, 0x3e9d4f86), // cdpcc 15, 9, cr4, cr13, cr6, {4}
            Word::arm(0x00008f1c, 0x616f6f10), // clzvs r6, r0
            Word::arm(0x00008f20, 0x60c9c016), // sbcvs ip, r9, r6, lsl r0
            Word::arm(0x00008f24, 0x6320f15a), // nopvs {90}
            Word::arm(0x00008f28, 0xa1b0c416), // lslsge ip, r6, r4
            Word::arm(0x00008f2c, 0x71072889), // smlabbvc r7, r9, r8, r2
            Word::arm(0x00008f30, 0xb12a397b), // bkpt 0xa39b
            Word::arm(0x00008f34, 0xa077a6d4), // ldrsbtge sl, [r7], #-100
            Word::arm(0x00008f38, 0xe1021bcc), // smlabt r2, ip, fp, r1
            Word::arm(0x00008f3c, 0x602cba3c), // eorvs fp, ip, ip, lsr sl
            Word::arm(0x00008f40, 0xc0aa545f), // adcgt r5, sl, pc, asr r4
            Word::arm(0x00008f44, 0xd0160c9c), // mulsle r6, ip, ip
            Word::arm(0x00008f48, 0x70daedf8), // ldrshvc lr, [sl], #216
            Word::arm(0x00008f4c, 0xe3f05efa), // mvns r5, #4000
            Word::arm(0x00008f50, 0x312fff32), // blxcc r2
            Word::arm(0x00008f54, 0x8163f004), // msrhi SPSR_xc, r4
            Word::arm(0x00008f58, 0xa04c7bda), // udf 0xa04c7bda
            Word::arm(0x00008f5c, 0xc14c0ca0), // smlaltbgt r0, ip, r0, ip
            Word::arm(0x00008f60, 0x500f039a), // mulpl pc, sl, r3
            Word::arm(0x00008f64, 0x116fdf15), // clzne sp, r5
            Word::arm(0x00008f68, 0xf23959d8), // udf 0xf23959d8
            Word::arm(0x00008f6c, 0x312c1886), // smlawbcc ip, r6, r8, r1
            Word::arm(0x00008f70, 0x719800c5), // orrsvc r0, r8, r5, asr #1
            Word::arm(0x00008f74, 0xb1f09c82), // mvnslt r9, r2, lsl #25
            Word::arm(0x00008f78, 0x610f0000), // mrsvs r0, CPSR
            Word::arm(0x00008f7c, 0xc04ba3b8), // strhgt sl, [fp], #-56
            Word::arm(0x00008f80, 0x716f0f10), // clzvc r0, r0
            Word::arm(0x00008f84, 0x9f915749), // svcls 0x00915749
            Word::arm(0x00008f88, 0xd847fbfa), // stmdale r7, {r1, r3, r4, r5, r6, r7, r8, r9, fp, ip, sp, lr, pc}^
            Word::arm(0x00008f8c, 0xef16af3f), // svc 0x0016af3f
            Word::arm(0x00008f90, 0x314732e5), // smlalttcc r3, r7, r5, r2
            Word::arm(0x00008f94, 0x40f397ad), // rscsmi r9, r3, sp, lsr #15
            Word::arm(0x00008f98, 0x716f3f11), // clzvc r3, r1
            Word::arm(0x00008f9c, 0x33740eaf), // cmncc r4, #2800
            Word::arm(0x00008fa0, 0xb0682719), // rsblt r2, r8, r9, lsl r7
            Word::arm(0x00008fa4, 0x33a04033), // movcc r4, #51
            Word::arm(0x00008fa8, 0x517045b9), // ldrhpl r4, [r0, #-89]!
            Word::arm(0x00008fac, 0x60b97090), // umlalsvs r7, r9, r0, r0
            Word::arm(0x00008fb0, 0xe148b0dc), // udf 0xe148b0dc
            Word::arm(0x00008fb4, 0xa1e0f741), // mvnge pc, r1, asr #14
            Word::arm(0x00008fb8, 0xb1224577), // bkpt 0x2457
            Word::arm(0x00008fbc, 0x0269ea0d), // rsbeq lr, r9, #53248
            Word::arm(0x00008fc0, 0xf5d9903c), // udf 0xf5d9903c
            Word::arm(0x00008fc4, 0x8c444910), // mcrrhi 9, 1, r4, r4, cr0
            Word::arm(0x00008fc8, 0xf5dcf495), // pld [ip, #1173]
            Word::arm(0x00008fcc, 0x316f0e89), // smulbbcc pc, r9, lr
            Word::arm(0x00008fd0, 0x303f859e), // mlascc pc, lr, r5, r8
            Word::arm(0x00008fd4, 0xe014059b), // muls r4, fp, r5
            Word::arm(0x00008fd8, 0x2149aced), // smlalttcs sl, r9, sp, ip
            Word::arm(0x00008fdc, 0x236af429), // msrcs SPSR_fx, #687865856
            Word::arm(0x00008fe0, 0x5320fa41), // noppl {65}
            Word::arm(0x00008fe4, 0xbdd52f78), // ldcllt 15, cr2, [r5, #480]
            Word::arm(0x00008fe8, 0xf7d0f6ed), // pld [r0, sp, ror #13]
            Word::arm(0x00008fec, 0xe2baf736), // adcs pc, sl, #14155776
            Word::arm(0x00008ff0, 0x012fff3a), // blxeq sl
            Word::arm(0x00008ff4, 0x0140fa80), // smlalbbeq pc, r0, r0, sl
            Word::arm(0x00008ff8, 0x61ce02b8), // strhvs r0, [lr, #40]
            Word::arm(0x00008ffc, 0x2e1cbf0e), // cdpcs 15, 1, cr11, cr12, cr14, {0}
            Word::arm(0x00003c00, 0x00000ff2), // udf 0x00000ff2
            Word::arm(0x00003c04, 0x00030ffe), // udf 0x00030ffe
            Word::arm(0x00003c08, 0x00002ffa), // udf 0x00002ffa
            Word::arm(0x00003c0c, 0x00003ffe), // udf 0x00003ffe
            Word::arm(0x00003c10, 0x00004ffe), // udf 0x00004ffe
            Word::arm(0x00003c14, 0x00005d9a), // udf 0x00005d9a
            Word::arm(0x00003c18, 0x00000ffd), // udf 0x00000ffd
            Word::arm(0x00003c20, 0x00008ff2), // udf 0x00008ff2
            Word::arm(0x00003c24, 0x000c7ff2), // udf 0x000c7ff2
            Word::arm(0x00003c28, 0x0000aaaa), // andeq sl, r0, sl, lsr #21
            Word::arm(0x00003c2c, 0x0000bff2), // udf 0x0000bff2
            Word::arm(0x00003c30, 0x0000cffa), // udf 0x0000cffa
            Word::arm(0x00003c34, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003c38, 0x0000eff6), // udf 0x0000eff6
            Word::arm(0x00003c3c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003c40, 0x00010ffa), // udf 0x00010ffa
            Word::arm(0x00003c44, 0x00011ffe), // udf 0x00011ffe
            Word::arm(0x00003c50, 0x0001455e), // andeq r4, r1, lr, asr r5
            Word::arm(0x00003c54, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003c60, 0x00028ffa), // udf 0x00028ffa
            Word::arm(0x00003c64, 0x00019ff6), // udf 0x00019ff6
            Word::arm(0x00003c68, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003c6c, 0x0001bff2), // udf 0x0001bff2
            Word::arm(0x00003c70, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003c74, 0x0001dffe), // udf 0x0001dffe
            Word::arm(0x00003c78, 0x0001effe), // udf 0x0001effe
            Word::arm(0x00003c80, 0x00020ff6), // udf 0x00020ff6
            Word::arm(0x00003c84, 0x00021ff2), // udf 0x00021ff2
            Word::arm(0x00003c88, 0x0002255a), // andeq r2, r2, sl, asr r5
            Word::arm(0x00003c90, 0x00024636), // andeq r4, r2, r6, lsr r6
            Word::arm(0x00003c94, 0x00025ce2), // andeq r5, r2, r2, ror #25
            Word::arm(0x00003c98, 0x00022ff2), // udf 0x00022ff2
            Word::arm(0x00003ca4, 0x00029aae), // andeq r9, r2, lr, lsr #21
            Word::arm(0x00003ca8, 0x0002aff6), // udf 0x0002aff6
            Word::arm(0x00003cb0, 0x0002cff2), // udf 0x0002cff2
            Word::arm(0x00003cb8, 0x0002effa), // udf 0x0002effa
            Word::arm(0x00003cbc, 0x0001fff2), // udf 0x0001fff2
            Word::arm(0x00003cc0, 0x00030ff6), // udf 0x00030ff6
            Word::arm(0x00003cd0, 0x000349b2), // udf 0x000349b2
            Word::arm(0x00003cd8, 0x00030ffd), // udf 0x00030ffd
            Word::arm(0x00003cdc, 0x00037ff6), // udf 0x00037ff6
            Word::arm(0x00003ce0, 0x000e83ce), // andeq r8, lr, lr, asr #7
            Word::arm(0x00003ce4, 0x00039ffe), // udf 0x00039ffe
            Word::arm(0x00003ce8, 0x0003a2ce), // andeq sl, r3, lr, asr #5
            Word::arm(0x00003cec, 0x00030ffd), // udf 0x00030ffd
            Word::arm(0x00003cf0, 0x00030ff5), // udf 0x00030ff5
            Word::arm(0x00003cf4, 0x0003dffa), // udf 0x0003dffa
            Word::arm(0x00003cf8, 0x0003effa), // udf 0x0003effa
            Word::arm(0x00003cfc, 0x0003fffa), // udf 0x0003fffa
            Word::arm(0x00003d00, 0x0004055e), // andeq r0, r4, lr, asr r5
            Word::arm(0x00003d04, 0x0004100e), // andeq r1, r4, lr
            Word::arm(0x00003d08, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003d0c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003d10, 0x00044ffa), // udf 0x00044ffa
            Word::arm(0x00003d14, 0x00045ffa), // udf 0x00045ffa
            Word::arm(0x00003d18, 0x00046eca), // andeq r6, r4, sl, asr #29
            Word::arm(0x00003d1c, 0x00047ffa), // udf 0x00047ffa
            Word::arm(0x00003d20, 0x000583d2), // udf 0x000583d2
            Word::arm(0x00003d2c, 0x0004bffe), // udf 0x0004bffe
            Word::arm(0x00003d30, 0x0004c28e), // andeq ip, r4, lr, lsl #5
            Word::arm(0x00003d34, 0x0004dffa), // udf 0x0004dffa
            Word::arm(0x00003d38, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003d3c, 0x000ccffe), // udf 0x000ccffe
            Word::arm(0x00003d48, 0x00030ff9), // udf 0x00030ff9
            Word::arm(0x00003d4c, 0x0005300a), // andeq r3, r5, sl
            Word::arm(0x00003d50, 0x00054ff6), // udf 0x00054ff6
            Word::arm(0x00003d58, 0x00056ff6), // udf 0x00056ff6
            Word::arm(0x00003d5c, 0x00050ff9), // udf 0x00050ff9
            Word::arm(0x00003d60, 0x00058ff2), // udf 0x00058ff2
            Word::arm(0x00003d64, 0x000e6aa6), // andeq r6, lr, r6, lsr #21
            Word::arm(0x00003d68, 0x0005a2c2), // andeq sl, r5, r2, asr #5
            Word::arm(0x00003d6c, 0x0005bffa), // udf 0x0005bffa
            Word::arm(0x00003d70, 0x0005cff2), // udf 0x0005cff2
            Word::arm(0x00003d74, 0x0005dffa), // udf 0x0005dffa
            Word::arm(0x00003d84, 0x00061782), // andeq r1, r6, r2, lsl #15
            Word::arm(0x00003d8c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003d90, 0x0008aff2), // udf 0x0008aff2
            Word::arm(0x00003d94, 0x00060ff1), // udf 0x00060ff1
            Word::arm(0x00003d98, 0x00031ff6), // udf 0x00031ff6
            Word::arm(0x00003da0, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003da4, 0x00069ffe), // udf 0x00069ffe
            Word::arm(0x00003da8, 0x0006aff6), // udf 0x0006aff6
            Word::arm(0x00003dac, 0x0009fe3e), // andeq pc, r9, lr, lsr lr
            Word::arm(0x00003db0, 0x0006cff2), // udf 0x0006cff2
            Word::arm(0x00003db4, 0x0006dffe), // udf 0x0006dffe
            Word::arm(0x00003db8, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003dbc, 0x0006fff6), // udf 0x0006fff6
            Word::arm(0x00003dc0, 0x00070ff2), // udf 0x00070ff2
            Word::arm(0x00003dc4, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003dc8, 0x00072006), // andeq r2, r7, r6
            Word::arm(0x00003dcc, 0x00073156), // andeq r3, r7, r6, asr r1
            Word::arm(0x00003dd0, 0x00074aa6), // andeq r4, r7, r6, lsr #21
            Word::arm(0x00003dd4, 0x00075ff6), // udf 0x00075ff6
            Word::arm(0x00003dd8, 0x0007600a), // andeq r6, r7, sl
            Word::arm(0x00003ddc, 0x00077ffa), // udf 0x00077ffa
            Word::arm(0x00003de0, 0x000bb8aa), // andeq fp, fp, sl, lsr #17
            Word::arm(0x00003de4, 0x00045c96), // udf 0x00045c96
            Word::arm(0x00003de8, 0x0007aab6), // udf 0x0007aab6
            Word::arm(0x00003dec, 0x0007bffa), // udf 0x0007bffa
            Word::arm(0x00003df0, 0x0007cffa), // udf 0x0007cffa
            Word::arm(0x00003df4, 0x0007dffa), // udf 0x0007dffa
            Word::arm(0x00003dfc, 0x0007faa6), // andeq pc, r7, r6, lsr #21
            Word::arm(0x00003e04, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003e08, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003e10, 0x000b0ff6), // udf 0x000b0ff6
            Word::arm(0x00003e14, 0x00080ff9), // udf 0x00080ff9
            Word::arm(0x00003e18, 0x00086a82), // andeq r6, r8, r2, lsl #21
            Word::arm(0x00003e1c, 0x000caaa2), // andeq sl, ip, r2, lsr #21
            Word::arm(0x00003e20, 0x00088ff2), // udf 0x00088ff2
            Word::arm(0x00003e24, 0x00089ffa), // udf 0x00089ffa
            Word::arm(0x00003e28, 0x0008affe), // udf 0x0008affe
            Word::arm(0x00003e30, 0x0008cffe), // udf 0x0008cffe
            Word::arm(0x00003e34, 0x0008dffa), // udf 0x0008dffa
            Word::arm(0x00003e38, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003e3c, 0x0008fe9a), // udf 0x0008fe9a
            Word::arm(0x00003e40, 0x0005b4f2), // udf 0x0005b4f2
            Word::arm(0x00003e44, 0x00091aa6), // andeq r1, r9, r6, lsr #21
            Word::arm(0x00003e48, 0x00092ff6), // udf 0x00092ff6
            Word::arm(0x00003e4c, 0x00093aa2), // andeq r3, r9, r2, lsr #21
            Word::arm(0x00003e50, 0x00094ff2), // udf 0x00094ff2
            Word::arm(0x00003e54, 0x00031c82), // andeq r1, r3, r2, lsl #25
            Word::arm(0x00003e58, 0x0009647a), // andeq r6, r9, sl, ror r4
            Word::arm(0x00003e5c, 0x000ae0fe), // strdeq lr, [sl], -lr
            Word::arm(0x00003e60, 0x00098ffa), // udf 0x00098ffa
            Word::arm(0x00003e64, 0x000999d6), // udf 0x000999d6
            Word::arm(0x00003e68, 0x00090551), // andeq r0, r9, r1, asr r5
            Word::arm(0x00003e6c, 0x0009bff2), // udf 0x0009bff2
            Word::arm(0x00003e74, 0x00090aad), // andeq r0, r9, sp, lsr #21
            Word::arm(0x00003e78, 0x0009eff2), // udf 0x0009eff2
            Word::arm(0x00003e80, 0x000a03f2), // udf 0x000a03f2
            Word::arm(0x00003e84, 0x000a0ff5), // udf 0x000a0ff5
            Word::arm(0x00003e88, 0x000a2ff2), // udf 0x000a2ff2
            Word::arm(0x00003e8c, 0x000a3ff6), // udf 0x000a3ff6
            Word::arm(0x00003e90, 0x00082aae), // andeq r2, r8, lr, lsr #21
            Word::arm(0x00003e94, 0x00015ffa), // udf 0x00015ffa
            Word::arm(0x00003e98, 0x000a6aae), // andeq r6, sl, lr, lsr #21
            Word::arm(0x00003e9c, 0x000a7ffa), // udf 0x000a7ffa
            Word::arm(0x00003ea0, 0x00051ffa), // udf 0x00051ffa
            Word::arm(0x00003ea4, 0x000a9a6a), // andeq r9, sl, sl, ror #20
            Word::arm(0x00003ea8, 0x000aadaa), // andeq sl, sl, sl, lsr #27
            Word::arm(0x00003eac, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003eb0, 0x000acffa), // udf 0x000acffa
            Word::arm(0x00003eb4, 0x00036ff2), // udf 0x00036ff2
            Word::arm(0x00003eb8, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003ebc, 0x000afe0e), // andeq pc, sl, lr, lsl #28
            Word::arm(0x00003ec4, 0x00078ff2), // udf 0x00078ff2
            Word::arm(0x00003ee0, 0x000b8dc2), // andeq r8, fp, r2, asr #27
            Word::arm(0x00003ee4, 0x000b9ff6), // udf 0x000b9ff6
            Word::arm(0x00003ee8, 0x000baffe), // udf 0x000baffe
            Word::arm(0x00003eec, 0x000bbffe), // udf 0x000bbffe
            Word::arm(0x00003ef0, 0x000bcffe), // udf 0x000bcffe
            Word::arm(0x00003ef8, 0x000b0ff5), // udf 0x000b0ff5
            Word::arm(0x00003efc, 0x000bfffe), // udf 0x000bfffe
            Word::arm(0x00003f00, 0x000c000d), // andeq r0, ip, sp
            Word::arm(0x00003f04, 0x000c1aaa), // andeq r1, ip, sl, lsr #21
            Word::arm(0x00003f0c, 0x0006eff2), // udf 0x0006eff2
            Word::arm(0x00003f10, 0x000c4aa6), // andeq r4, ip, r6, lsr #21
            Word::arm(0x00003f14, 0x000c5ff2), // udf 0x000c5ff2
            Word::arm(0x00003f1c, 0x000c7006), // andeq r7, ip, r6
            Word::arm(0x00003f20, 0x000c8ffa), // udf 0x000c8ffa
            Word::arm(0x00003f24, 0x000c9ffa), // udf 0x000c9ffa
            Word::arm(0x00003f2c, 0x000cbabe), // udf 0x000cbabe
            Word::arm(0x00003f34, 0x000cdffe), // udf 0x000cdffe
            Word::arm(0x00003f38, 0x0003cff2), // udf 0x0003cff2
            Word::arm(0x00003f3c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f40, 0x000d017e), // andeq r0, sp, lr, ror r1
            Word::arm(0x00003f44, 0x000d155a), // andeq r1, sp, sl, asr r5
            Word::arm(0x00003f54, 0x000d5ffa), // udf 0x000d5ffa
            Word::arm(0x00003f58, 0x000d0ff9), // udf 0x000d0ff9
            Word::arm(0x00003f5c, 0x000d7ff6), // udf 0x000d7ff6
            Word::arm(0x00003f64, 0x000d9ffe), // udf 0x000d9ffe
            Word::arm(0x00003f6c, 0x000dbffa), // udf 0x000dbffa
            Word::arm(0x00003f70, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f74, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f78, 0x000dee2a), // andeq lr, sp, sl, lsr #28
            Word::arm(0x00003f7c, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f80, 0x000e0ff6), // udf 0x000e0ff6
            Word::arm(0x00003f84, 0x000e1ff2), // udf 0x000e1ff2
            Word::arm(0x00003f88, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003f9c, 0x00084002), // andeq r4, r8, r2
            Word::arm(0x00003fa0, 0x000e8ff6), // udf 0x000e8ff6
            Word::arm(0x00003fa4, 0x000e9ffa), // udf 0x000e9ffa
            Word::arm(0x00003fa8, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003fac, 0x000ebffe), // udf 0x000ebffe
            Word::arm(0x00003fb0, 0x000e0551), // andeq r0, lr, r1, asr r5
            Word::arm(0x00003fb4, 0x000edffe), // udf 0x000edffe
            Word::arm(0x00003fb8, 0x000ee3ca), // andeq lr, lr, sl, asr #7
            Word::arm(0x00003fbc, 0x000efff6), // udf 0x000efff6
            Word::arm(0x00003fc4, 0x000f1ffe), // udf 0x000f1ffe
            Word::arm(0x00003fc8, 0x000f2ff6), // udf 0x000f2ff6
            Word::arm(0x00003fd4, 0x000f5ffe), // udf 0x000f5ffe
            Word::arm(0x00003fd8, 0x000f600a), // andeq r6, pc, sl
            Word::arm(0x00003fdc, 0x000f7ff6), // udf 0x000f7ff6
            Word::arm(0x00003fe0, 0x0008a30e), // andeq sl, r8, lr, lsl #6
            Word::arm(0x00003fe8, 0x00000000), // andeq r0, r0, r0
            Word::arm(0x00003fec, 0x000fbff6), // udf 0x000fbff6
            Word::arm(0x00003ff4, 0x000fdff6), // udf 0x000fdff6
            Word::arm(0x00003ffc, 0x000ffffe), // udf 0x000ffffe
            Word::arm(0x00004000, 0x00003c71), // andeq r3, r0, r1, ror ip
            Word::arm(0x00004404, 0x10100dbe), // udf 0x10100dbe
            Word::arm(0x00007ffc, 0xfff000da), // udf 0xfff000da
        ],
    });
}

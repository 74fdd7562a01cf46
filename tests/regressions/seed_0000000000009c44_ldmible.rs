//! Fuzz regression `seed_0000000000009c44_ldmible`: divergence, seed 0x9c44, block #307 at 0x513957d0 (ARM), tick 913
//! registers differ (rows marked *)
//! Cause: a native `LDM {.., pc}^` whose SPSR changes the mode (done by the LDM helper)
//! went on with the next instruction instead of continuing at the restored PC.

use arm::cp15::Cp15Regs;
use arm::CpuState;
use goldtrace::fuzz::{Spec, Word};

#[test]
fn replays_without_divergence() {
    super::replay(Spec {
        seed: 0x9c44,
        fill_seed: 0x4b63325aed68b868,
        ticks: 0,
        blocks: 308,
        traced: false,
        state: CpuState {
            r: [
                0xd441cf8d, 0xe58b0, 0x7c80c, 0x3a38a704, 0xcbabc, 0x101f1038, 0x1bde9, 0xc8b1a,
                0xd, 0x24e58, 0xd6000, 0xffff8, 0xffffffe0, 0xbf490, 0xc0000134, 0x85e6,
            ],
            n: 0x1,
            z: 0x1,
            c: 0x0,
            v: 0x0,
            cpsr_rest: 0x71,
            banked_r13_r14: [
                [0x100000, 0xb],
                [0xb3cc0, 0x8440],
                [0xffff8, 0xfffffff6],
                [0xd8fc4, 0xffffffe9],
                [0x8c89c, 0xa22c6],
                [0xaaf54, 0x800a],
            ],
            banked_r8_r12: [
                [0x1d, 0xffffffe3, 0x5f484, 0x4, 0xc00002cc],
                [0x12, 0xffffffe7, 0xedd9c, 0xcd27c998, 0x696d27d5],
            ],
            spsr: [
                0x0, 0x10000057, 0x5800001f, 0x58000077, 0x8000010, 0xa80000bb,
            ],
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
            Word::thumb(0x00008000, 0x0000de0d), // udf #13
            Word::thumb(0x00008002, 0x0000ff9f), // bl.suffix pc, lr, #3902
            Word::thumb(0x00008004, 0x0000faaa), // bl.suffix pc, lr, #1364
            Word::thumb(0x00008006, 0x0000fd63), // bl.suffix pc, lr, #2758
            Word::thumb(0x00008008, 0x0000bc7c), // pop {r2, r3, r4, r5, r6}
            Word::thumb(0x0000800a, 0x0000b0d8), // sub sp, #352
            Word::thumb(0x0000800c, 0x0000be2f), // bkpt 0x002f
            Word::thumb(0x0000800e, 0x0000477d), // udf 0x477d
            Word::thumb(0x00008010, 0x000048d4), // ldr r0, [pc, #848]
            Word::thumb(0x00008012, 0x0000b02c), // add sp, #176
            Word::thumb(0x00008014, 0x00004b2c), // ldr r3, [pc, #176]
            Word::thumb(0x00008016, 0x000025ec), // movs r5, #236
            Word::thumb(0x00008018, 0x00002a53), // cmp r2, #83
            Word::thumb(0x0000801a, 0x00004748), // bx r9
            Word::thumb(0x0000801c, 0x000047c0), // blx r8
            Word::thumb(0x0000801e, 0x0000caa9), // ldmia r2!, {r0, r3, r5, r7}
            Word::thumb(0x00008020, 0x0000bf4b), // udf 0xbf4b
            Word::thumb(0x00008022, 0x0000ccc8), // ldmia r4!, {r3, r6, r7}
            Word::thumb(0x00008024, 0x0000bc81), // pop {r0, r7}
            Word::thumb(0x00008026, 0x00002fad), // cmp r7, #173
            Word::thumb(0x00008028, 0x000084e2), // strh r2, [r4, #38]
            Word::thumb(0x0000802a, 0x0000caa9), // ldmia r2!, {r0, r3, r5, r7}
            Word::thumb(0x0000802c, 0x0000b049), // add sp, #292
            Word::thumb(0x0000802e, 0x0000b2bd), // udf 0xb2bd
            Word::thumb(0x00008030, 0x0000c68a), // stmia r6!, {r1, r3, r7}
            Word::thumb(0x00008032, 0x0000f000), // bl 0x8074
            Word::thumb(0x00008034, 0x0000f81f), // bl.suffix pc, lr, #62
            Word::thumb(0x00008036, 0x0000992b), // ldr r1, [sp, #172]
            Word::thumb(0x00008038, 0x0000b068), // add sp, #416
            Word::thumb(0x0000803a, 0x0000e93a), // blx.suffix pc, lr, #628
            Word::thumb(0x0000803c, 0x0000a9c8), // add r1, sp, #800
            Word::thumb(0x0000803e, 0x0000be33), // bkpt 0x0033
            Word::thumb(0x00008040, 0x0000c4fd), // stmia r4!, {r0, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x00008042, 0x00001a23), // subs r3, r4, r0
            Word::thumb(0x00008044, 0x0000b540), // push {r6, lr}
            Word::thumb(0x00008046, 0x0000b38c), // udf 0xb38c
            Word::thumb(0x00008048, 0x0000b1bc), // udf 0xb1bc
            Word::thumb(0x0000804a, 0x0000b019), // add sp, #100
            Word::thumb(0x0000804c, 0x00001f8f), // subs r7, r1, #6
            Word::thumb(0x0000804e, 0x0000b0f9), // sub sp, #484
            Word::thumb(0x00008050, 0x0000bb50), // udf 0xbb50
            Word::thumb(0x00008052, 0x0000f913), // bl.suffix pc, lr, #550
            Word::thumb(0x00008054, 0x0000ee45), // blx.suffix pc, lr, #3210
            Word::thumb(0x00008056, 0x00001a0d), // subs r5, r1, r0
            Word::thumb(0x00008058, 0x00001d86), // adds r6, r0, #6
            Word::thumb(0x0000805a, 0x0000e7f1), // b.n 0x8040
            Word::thumb(0x0000805c, 0x0000b608), // udf 0xb608
            Word::thumb(0x0000805e, 0x0000e51a), // b.n 0x7a96
            Word::thumb(0x00008060, 0x00004e17), // ldr r6, [pc, #92]
            Word::thumb(0x00008062, 0x0000b7a8), // udf 0xb7a8
            Word::thumb(0x00008064, 0x0000b0f5), // sub sp, #468
            Word::thumb(0x00008066, 0x00003004), // adds r0, #4
            Word::thumb(0x00008068, 0x000071de), // strb r6, [r3, #7]
            Word::thumb(0x0000806a, 0x0000de22), // udf #34
            Word::thumb(0x0000806c, 0x0000366d), // adds r6, #109
            Word::thumb(0x0000806e, 0x0000cb82), // ldmia r3!, {r1, r7}
            Word::thumb(0x00008070, 0x0000f000), // blx 0x8d9c
            Word::thumb(0x00008072, 0x0000ee94), // blx.suffix pc, lr, #3368
            Word::thumb(0x00008074, 0x00002a27), // cmp r2, #39
            Word::thumb(0x00008076, 0x0000e7e5), // b.n 0x8044
            Word::thumb(0x00008078, 0x0000483f), // ldr r0, [pc, #252]
            Word::thumb(0x0000807a, 0x000093ce), // str r3, [sp, #824]
            Word::thumb(0x0000807c, 0x0000e819), // blx.suffix pc, lr, #50
            Word::thumb(0x0000807e, 0x0000b023), // add sp, #140
            Word::thumb(0x00008080, 0x0000a3f7), // add r3, pc, #988
            Word::thumb(0x00008082, 0x0000cd71), // ldmia r5, {r0, r4, r5, r6}
            Word::thumb(0x00008084, 0x000094d6), // str r4, [sp, #856]
            Word::thumb(0x00008086, 0x00001cc7), // adds r7, r0, #3
            Word::thumb(0x00008088, 0x0000d44b), // bmi.n 0x8122
            Word::thumb(0x0000808a, 0x0000b475), // push {r0, r2, r4, r5, r6}
            Word::thumb(0x0000808c, 0x0000b0fe), // sub sp, #504
            Word::thumb(0x0000808e, 0x0000ea81), // blx.suffix pc, lr, #1282
            Word::thumb(0x00008090, 0x000047d0), // blx sl
            Word::thumb(0x00008092, 0x0000a68e), // add r6, pc, #568
            Word::thumb(0x00008094, 0x00004db8), // ldr r5, [pc, #736]
            Word::thumb(0x00008096, 0x0000ebc8), // blx.suffix pc, lr, #1936
            Word::thumb(0x00008098, 0x00002503), // movs r5, #3
            Word::thumb(0x0000809a, 0x00007ccb), // ldrb r3, [r1, #19]
            Word::thumb(0x0000809c, 0x000084ce), // strh r6, [r1, #38]
            Word::thumb(0x0000809e, 0x0000d56c), // bpl.n 0x817a
            Word::thumb(0x000080a0, 0x0000be59), // bkpt 0x0059
            Word::thumb(0x000080a2, 0x0000462d), // mov r5, r5
            Word::thumb(0x000080a4, 0x00004770), // bx lr
            Word::thumb(0x000080a6, 0x0000df1f), // svc 31
            Word::thumb(0x000080a8, 0x0000bc21), // pop {r0, r5}
            Word::thumb(0x000080aa, 0x000045f3), // cmp fp, lr
            Word::thumb(0x000080ac, 0x00000c8f), // lsrs r7, r1, #18
            Word::thumb(0x000080ae, 0x0000b258), // udf 0xb258
            Word::thumb(0x000080b0, 0x0000bc7f), // pop {r0, r1, r2, r3, r4, r5, r6}
            Word::thumb(0x000080b2, 0x00005730), // ldrsb r0, [r6, r4]
            Word::thumb(0x000080b4, 0x00005a29), // ldrh r1, [r5, r0]
            Word::thumb(0x000080b6, 0x00009505), // str r5, [sp, #20]
            Word::thumb(0x000080b8, 0x0000df95), // svc 149
            Word::thumb(0x000080ba, 0x00005991), // ldr r1, [r2, r6]
            Word::thumb(0x000080bc, 0x0000e952), // blx.suffix pc, lr, #676
            Word::thumb(0x000080be, 0x0000cd95), // ldmia r5!, {r0, r2, r4, r7}
            Word::thumb(0x000080c0, 0x0000a03c), // add r0, pc, #240
            Word::thumb(0x000080c2, 0x0000c9e3), // ldmia r1, {r0, r1, r5, r6, r7}
            Word::thumb(0x000080c4, 0x0000b56a), // push {r1, r3, r5, r6, lr}
            Word::thumb(0x000080c6, 0x0000de1c), // udf #28
            Word::thumb(0x000080c8, 0x0000f7ff), // blx 0x7628
            Word::thumb(0x000080ca, 0x0000eaae), // blx.suffix pc, lr, #1372
            Word::thumb(0x000080cc, 0x000047a2), // udf 0x47a2
            Word::thumb(0x000080ce, 0x00001b65), // subs r5, r4, r5
            Word::thumb(0x000080d0, 0x0000bed8), // bkpt 0x00d8
            Word::thumb(0x000080d2, 0x000046d5), // mov sp, sl
            Word::thumb(0x000080d4, 0x0000deb6), // udf #182
            Word::thumb(0x000080d6, 0x00002baf), // cmp r3, #175
            Word::thumb(0x000080d8, 0x0000c076), // stmia r0!, {r1, r2, r4, r5, r6}
            Word::thumb(0x000080da, 0x00009f0b), // ldr r7, [sp, #44]
            Word::thumb(0x000080dc, 0x0000d955), // bls.n 0x818a
            Word::thumb(0x000080de, 0x0000f849), // bl.suffix pc, lr, #146
            Word::thumb(0x000080e0, 0x00004e04), // ldr r6, [pc, #16]
            Word::thumb(0x000080e2, 0x0000d6ec), // bvs.n 0x80be
            Word::thumb(0x000080e4, 0x000046f4), // mov ip, lr
            Word::thumb(0x000080e6, 0x0000bf9a), // udf 0xbf9a
            Word::thumb(0x000080e8, 0x0000df7b), // svc 123
            Word::thumb(0x000080ea, 0x0000d17d), // bne.n 0x81e8
            Word::thumb(0x000080ec, 0x0000b936), // udf 0xb936
            Word::thumb(0x000080ee, 0x00000b47), // lsrs r7, r0, #13
            Word::thumb(0x000080f0, 0x0000f81c), // bl.suffix pc, lr, #56
            Word::thumb(0x000080f2, 0x000047dd), // udf 0x47dd
            Word::thumb(0x000080f4, 0x00008624), // strh r4, [r4, #48]
            Word::thumb(0x000080f6, 0x00003698), // adds r6, #152
            Word::thumb(0x000080f8, 0x0000feac), // bl.suffix pc, lr, #3416
            Word::thumb(0x000080fa, 0x0000c1fe), // stmia r1!, {r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x000080fc, 0x000019a6), // adds r6, r4, r6
            Word::thumb(0x000080fe, 0x0000a1d7), // add r1, pc, #860
            Word::thumb(0x00008100, 0x0000e8ab), // blx.suffix pc, lr, #342
            Word::thumb(0x00008102, 0x000057c1), // ldrsb r1, [r0, r7]
            Word::thumb(0x00008104, 0x0000f99c), // bl.suffix pc, lr, #824
            Word::thumb(0x00008106, 0x0000ae1d), // add r6, sp, #116
            Word::thumb(0x00008108, 0x0000dafc), // bge.n 0x8104
            Word::thumb(0x0000810a, 0x0000dc57), // bgt.n 0x81bc
            Word::thumb(0x0000810c, 0x0000b061), // add sp, #388
            Word::thumb(0x0000810e, 0x000042d6), // cmn r6, r2
            Word::thumb(0x00008110, 0x0000beca), // bkpt 0x00ca
            Word::thumb(0x00008112, 0x0000539d), // strh r5, [r3, r6]
            Word::thumb(0x00008114, 0x0000e692), // b.n 0x7e3c
            Word::thumb(0x00008116, 0x0000da6a), // bge.n 0x81ee
            Word::thumb(0x00008118, 0x0000af9f), // add r7, sp, #636
            Word::thumb(0x0000811a, 0x000047e8), // blx sp
            Word::thumb(0x0000811c, 0x0000be9b), // bkpt 0x009b
            Word::thumb(0x0000811e, 0x0000b07b), // add sp, #492
            Word::thumb(0x00008120, 0x0000487e), // ldr r0, [pc, #504]
            Word::thumb(0x00008122, 0x0000d45d), // bmi.n 0x81e0
            Word::thumb(0x00008124, 0x00009ecd), // ldr r6, [sp, #820]
            Word::thumb(0x00008126, 0x0000ea4e), // blx.suffix pc, lr, #1180
            Word::thumb(0x00008128, 0x00009be0), // ldr r3, [sp, #896]
            Word::thumb(0x0000812a, 0x0000b0ba), // sub sp, #232
            Word::thumb(0x0000812c, 0x0000b4ec), // push {r2, r3, r5, r6, r7}
            Word::thumb(0x0000812e, 0x000005af), // lsls r7, r5, #22
            Word::thumb(0x00008130, 0x0000e94b), // blx.suffix pc, lr, #662
            Word::thumb(0x00008132, 0x0000dfa5), // svc 165
            Word::thumb(0x00008134, 0x0000236a), // movs r3, #106
            Word::thumb(0x00008136, 0x0000bc93), // pop {r0, r1, r4, r7}
            Word::thumb(0x00008138, 0x0000de9b), // udf #155
            Word::thumb(0x0000813a, 0x00003ce8), // subs r4, #232
            Word::thumb(0x0000813c, 0x0000f000), // blx 0x8910
            Word::thumb(0x0000813e, 0x0000ebe8), // blx.suffix pc, lr, #2000
            Word::thumb(0x00008140, 0x0000b680), // udf 0xb680
            Word::thumb(0x00008142, 0x00008804), // ldrh r4, [r0, #0]
            Word::thumb(0x00008144, 0x0000330a), // adds r3, #10
            Word::thumb(0x00008146, 0x0000ef21), // blx.suffix pc, lr, #3650
            Word::thumb(0x00008148, 0x0000d2d1), // bcs.n 0x80ee
            Word::thumb(0x0000814a, 0x0000a37b), // add r3, pc, #492
            Word::thumb(0x0000814c, 0x0000bb3d), // udf 0xbb3d
            Word::thumb(0x0000814e, 0x0000e693), // b.n 0x7e78
            Word::thumb(0x00008150, 0x00000fe5), // lsrs r5, r4, #31
            Word::thumb(0x00008152, 0x0000bef0), // bkpt 0x00f0
            Word::thumb(0x00008154, 0x0000f000), // blx 0x8d78
            Word::thumb(0x00008156, 0x0000ee10), // blx.suffix pc, lr, #3104
            Word::thumb(0x00008158, 0x00008db3), // ldrh r3, [r6, #44]
            Word::thumb(0x0000815a, 0x0000b430), // push {r4, r5}
            Word::thumb(0x0000815c, 0x0000ecd2), // blx.suffix pc, lr, #2468
            Word::thumb(0x0000815e, 0x0000e759), // b.n 0x8014
            Word::thumb(0x00008160, 0x0000df71), // svc 113
            Word::thumb(0x00008162, 0x000044e0), // add r8, ip
            Word::thumb(0x00008164, 0x0000af49), // add r7, sp, #292
            Word::thumb(0x00008166, 0x0000f7ff), // bl 0x7df0
            Word::thumb(0x00008168, 0x0000fe43), // bl.suffix pc, lr, #3206
            Word::thumb(0x0000816a, 0x0000bc58), // pop {r3, r4, r6}
            Word::thumb(0x0000816c, 0x0000b0c8), // sub sp, #288
            Word::thumb(0x0000816e, 0x000082b4), // strh r4, [r6, #20]
            Word::thumb(0x00008170, 0x0000de9e), // udf #158
            Word::thumb(0x00008172, 0x0000b4c5), // push {r0, r2, r6, r7}
            Word::thumb(0x00008174, 0x0000cf74), // ldmia r7!, {r2, r4, r5, r6}
            Word::thumb(0x00008176, 0x00009ed1), // ldr r6, [sp, #836]
            Word::thumb(0x00008178, 0x0000bd6c), // pop {r2, r3, r5, r6, pc}
            Word::thumb(0x0000817a, 0x0000b677), // udf 0xb677
            Word::thumb(0x0000817c, 0x0000a00c), // add r0, pc, #48
            Word::thumb(0x0000817e, 0x0000518f), // str r7, [r1, r6]
            Word::thumb(0x00008180, 0x000033d5), // adds r3, #213
            Word::thumb(0x00008182, 0x0000f7ff), // blx 0x803c
            Word::thumb(0x00008184, 0x0000ef5c), // blx.suffix pc, lr, #3768
            Word::thumb(0x00008186, 0x0000def8), // udf #248
            Word::thumb(0x00008188, 0x0000df38), // svc 56
            Word::thumb(0x0000818a, 0x0000d3a1), // bcc.n 0x80d0
            Word::thumb(0x0000818c, 0x00004734), // udf 0x4734
            Word::thumb(0x0000818e, 0x000045ca), // cmp sl, r9
            Word::thumb(0x00008190, 0x0000bd82), // pop {r1, r7, pc}
            Word::thumb(0x00008192, 0x0000b38e), // udf 0xb38e
            Word::thumb(0x00008194, 0x0000ec16), // blx.suffix pc, lr, #2092
            Word::thumb(0x00008196, 0x00009e2f), // ldr r6, [sp, #188]
            Word::thumb(0x00008198, 0x0000ee3d), // blx.suffix pc, lr, #3194
            Word::thumb(0x0000819a, 0x0000c2a5), // stmia r2!, {r0, r2, r5, r7}
            Word::thumb(0x0000819c, 0x0000f000), // blx 0x8340
            Word::thumb(0x0000819e, 0x0000e8d0), // blx.suffix pc, lr, #416
            Word::thumb(0x000081a0, 0x0000e2b2), // b.n 0x8708
            Word::thumb(0x000081a2, 0x0000aa82), // add r2, sp, #520
            Word::thumb(0x000081a4, 0x0000a6c1), // add r6, pc, #772
            Word::thumb(0x000081a6, 0x00009184), // str r1, [sp, #528]
            Word::thumb(0x000081a8, 0x0000b128), // udf 0xb128
            Word::thumb(0x000081aa, 0x0000b021), // add sp, #132
            Word::thumb(0x000081ac, 0x0000ce7c), // ldmia r6, {r2, r3, r4, r5, r6}
            Word::thumb(0x000081ae, 0x0000519a), // str r2, [r3, r6]
            Word::thumb(0x000081b0, 0x00004610), // mov r0, r2
            Word::thumb(0x000081b2, 0x0000beb8), // bkpt 0x00b8
            Word::thumb(0x000081b4, 0x0000be12), // bkpt 0x0012
            Word::thumb(0x000081b6, 0x0000b4df), // push {r0, r1, r2, r3, r4, r6, r7}
            Word::thumb(0x000081b8, 0x0000cdde), // ldmia r5!, {r1, r2, r3, r4, r6, r7}
            Word::thumb(0x000081ba, 0x0000f8a9), // bl.suffix pc, lr, #338
            Word::thumb(0x000081bc, 0x0000b518), // push {r3, r4, lr}
            Word::thumb(0x000081be, 0x00008104), // strh r4, [r0, #8]
            Word::thumb(0x000081c0, 0x00004034), // ands r4, r6
            Word::thumb(0x000081c2, 0x00008063), // strh r3, [r4, #2]
            Word::thumb(0x000081c4, 0x0000df32), // svc 50
            Word::thumb(0x000081c6, 0x00004e8f), // ldr r6, [pc, #572]
            Word::thumb(0x000081c8, 0x00001fa4), // subs r4, r4, #6
            Word::thumb(0x000081ca, 0x0000bd24), // pop {r2, r5, pc}
            Word::thumb(0x000081cc, 0x0000ccf0), // ldmia r4, {r4, r5, r6, r7}
            Word::thumb(0x000081ce, 0x0000a294), // add r2, pc, #592
            Word::thumb(0x000081d0, 0x000041f2), // rors r2, r6
            Word::thumb(0x000081d2, 0x000052d7), // strh r7, [r2, r3]
            Word::thumb(0x000081d4, 0x0000c6fe), // stmia r6!, {r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x000081d6, 0x0000ef01), // blx.suffix pc, lr, #3586
            Word::thumb(0x000081d8, 0x0000a7bb), // add r7, pc, #748
            Word::thumb(0x000081da, 0x0000bdff), // pop {r0, r1, r2, r3, r4, r5, r6, r7, pc}
            Word::thumb(0x000081dc, 0x0000f7ff), // bl 0x7d26
            Word::thumb(0x000081de, 0x0000fda3), // bl.suffix pc, lr, #2886
            Word::thumb(0x000081e0, 0x00001a88), // subs r0, r1, r2
            Word::thumb(0x000081e2, 0x00004c00), // ldr r4, [pc, #0]
            Word::thumb(0x000081e4, 0x0000e017), // b.n 0x8216
            Word::thumb(0x000081e6, 0x0000d3d0), // bcc.n 0x818a
            Word::thumb(0x000081e8, 0x0000f000), // bl 0x8efa
            Word::thumb(0x000081ea, 0x0000fe87), // bl.suffix pc, lr, #3342
            Word::thumb(0x000081ec, 0x0000ad00), // add r5, sp, #0
            Word::thumb(0x000081ee, 0x0000c683), // stmia r6!, {r0, r1, r7}
            Word::thumb(0x000081f0, 0x000040f0), // lsrs r0, r6
            Word::thumb(0x000081f2, 0x0000b05f), // add sp, #380
            Word::thumb(0x000081f4, 0x0000bfe3), // udf 0xbfe3
            Word::thumb(0x000081f6, 0x0000ac04), // add r4, sp, #16
            Word::thumb(0x000081f8, 0x0000fa2d), // bl.suffix pc, lr, #1114
            Word::thumb(0x000081fa, 0x0000f000), // bl.prefix lr, pc, #0
            Word::thumb(0x000081fc, 0x000090fa), // str r0, [sp, #1000]
            Word::thumb(0x000081fe, 0x0000a422), // add r4, pc, #136
            Word::thumb(0x00008200, 0x0000c5bd), // stmia r5!, {r0, r2, r3, r4, r5, r7}
            Word::thumb(0x00008202, 0x0000b02b), // add sp, #172
            Word::thumb(0x00008204, 0x0000ef35), // blx.suffix pc, lr, #3690
            Word::thumb(0x00008206, 0x0000afd7), // add r7, sp, #860
            Word::thumb(0x00008208, 0x00004962), // ldr r1, [pc, #392]
            Word::thumb(0x0000820a, 0x0000c85f), // ldmia r0, {r0, r1, r2, r3, r4, r6}
            Word::thumb(0x0000820c, 0x0000057c), // lsls r4, r7, #21
            Word::thumb(0x0000820e, 0x000077a3), // strb r3, [r4, #30]
            Word::thumb(0x00008210, 0x0000f7ff), // blx 0x7e08
            Word::thumb(0x00008212, 0x0000edfa), // blx.suffix pc, lr, #3060
            Word::thumb(0x00008214, 0x0000de62), // udf #98
            Word::thumb(0x00008216, 0x000047c8), // blx r9
            Word::thumb(0x00008218, 0x0000c6e3), // stmia r6!, {r0, r1, r5, r6, r7}
            Word::thumb(0x0000821a, 0x0000d7b6), // bvc.n 0x818a
            Word::thumb(0x0000821c, 0x00002d48), // cmp r5, #72
            Word::thumb(0x0000821e, 0x0000ac1e), // add r4, sp, #120
            Word::thumb(0x00008220, 0x0000e40e), // b.n 0x7a40
            Word::thumb(0x00008222, 0x0000bc80), // pop {r7}
            Word::thumb(0x00008224, 0x0000acb5), // add r4, sp, #724
            Word::thumb(0x00008226, 0x0000dcc7), // bgt.n 0x81b8
            Word::thumb(0x00008228, 0x0000eb1d), // blx.suffix pc, lr, #1594
            Word::thumb(0x0000822a, 0x0000f7ff), // bl 0x796a
            Word::thumb(0x0000822c, 0x0000fb9e), // bl.suffix pc, lr, #1852
            Word::thumb(0x0000822e, 0x0000b847), // udf 0xb847
            Word::thumb(0x00008230, 0x0000b956), // udf 0xb956
            Word::thumb(0x00008232, 0x00001ed6), // subs r6, r2, #3
            Word::thumb(0x00008234, 0x0000de13), // udf #19
            Word::thumb(0x00008236, 0x0000b45d), // push {r0, r2, r3, r4, r6}
            Word::thumb(0x00008238, 0x00004854), // ldr r0, [pc, #336]
            Word::thumb(0x0000823a, 0x00001ae5), // subs r5, r4, r3
            Word::thumb(0x0000823c, 0x0000de36), // udf #54
            Word::thumb(0x0000823e, 0x00005110), // str r0, [r2, r4]
            Word::thumb(0x00008240, 0x00008339), // strh r1, [r7, #24]
            Word::thumb(0x00008242, 0x0000776d), // strb r5, [r5, #29]
            Word::thumb(0x00008244, 0x0000831c), // strh r4, [r3, #24]
            Word::thumb(0x00008246, 0x0000a2f1), // add r2, pc, #964
            Word::thumb(0x00008248, 0x0000f6e9), // bl 0xffef1650
            Word::thumb(0x0000824a, 0x0000fa02), // bl.suffix pc, lr, #1028
            Word::thumb(0x0000824c, 0x0000f7ff), // blx 0x7708
            Word::thumb(0x0000824e, 0x0000ea5c), // blx.suffix pc, lr, #1208
            Word::thumb(0x00008250, 0x00006e03), // ldr r3, [r0, #96]
            Word::thumb(0x00008252, 0x0000d3c9), // bcc.n 0x81e8
            Word::thumb(0x00008254, 0x00001b34), // subs r4, r6, r4
            Word::thumb(0x00008256, 0x0000bc0b), // pop {r0, r1, r3}
            Word::thumb(0x00008258, 0x0000e955), // blx.suffix pc, lr, #682
            Word::thumb(0x0000825a, 0x000047b8), // blx r7
            Word::thumb(0x0000825c, 0x0000fcd7), // bl.suffix pc, lr, #2478
            Word::thumb(0x0000825e, 0x0000de89), // udf #137
            Word::thumb(0x00008260, 0x00002410), // movs r4, #16
            Word::thumb(0x00008262, 0x000070a2), // strb r2, [r4, #2]
            Word::thumb(0x00008264, 0x0000debe), // udf #190
            Word::thumb(0x00008266, 0x00009e02), // ldr r6, [sp, #8]
            Word::thumb(0x00008268, 0x00006927), // ldr r7, [r4, #16]
            Word::thumb(0x0000826a, 0x0000e9b0), // blx.suffix pc, lr, #864
            Word::thumb(0x0000826c, 0x0000e9f9), // blx.suffix pc, lr, #1010
            Word::thumb(0x0000826e, 0x00001caa), // adds r2, r5, #2
            Word::thumb(0x00008270, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x00008272, 0x00004791), // udf 0x4791
            Word::thumb(0x00008274, 0x0000eb96), // blx.suffix pc, lr, #1836
            Word::thumb(0x00008276, 0x000053ec), // strh r4, [r5, r7]
            Word::thumb(0x00008278, 0x0000df2d), // svc 45
            Word::thumb(0x0000827a, 0x0000de03), // udf #3
            Word::thumb(0x0000827c, 0x0000e03c), // b.n 0x82f8
            Word::thumb(0x0000827e, 0x000045c9), // cmp r9, r9
            Word::thumb(0x00008280, 0x0000134e), // asrs r6, r1, #13
            Word::thumb(0x00008282, 0x0000c4c3), // stmia r4!, {r0, r1, r6, r7}
            Word::thumb(0x00008284, 0x00001920), // adds r0, r4, r4
            Word::thumb(0x00008286, 0x00000572), // lsls r2, r6, #21
            Word::thumb(0x00008288, 0x0000de45), // udf #69
            Word::thumb(0x0000828a, 0x0000410f), // asrs r7, r1
            Word::thumb(0x0000828c, 0x0000f000), // bl 0x916c
            Word::thumb(0x0000828e, 0x0000ff6e), // bl.suffix pc, lr, #3804
            Word::thumb(0x00008290, 0x0000b3ba), // udf 0xb3ba
            Word::thumb(0x00008292, 0x0000c0b8), // stmia r0!, {r3, r4, r5, r7}
            Word::thumb(0x00008294, 0x0000b93b), // udf 0xb93b
            Word::thumb(0x00008296, 0x00004711), // udf 0x4711
            Word::thumb(0x00008298, 0x000059ba), // ldr r2, [r7, r6]
            Word::thumb(0x0000829a, 0x00004897), // ldr r0, [pc, #604]
            Word::thumb(0x0000829c, 0x0000e7e8), // b.n 0x8270
            Word::thumb(0x0000829e, 0x0000dfca), // svc 202
            Word::thumb(0x000082a0, 0x0000e009), // b.n 0x82b6
            Word::thumb(0x000082a2, 0x0000b539), // push {r0, r3, r4, r5, lr}
            Word::thumb(0x000082a4, 0x0000463d), // mov r5, r7
            Word::thumb(0x000082a6, 0x000092f5), // str r2, [sp, #980]
            Word::thumb(0x000082a8, 0x0000fd11), // bl.suffix pc, lr, #2594
            Word::thumb(0x000082aa, 0x0000c45c), // stmia r4!, {r2, r3, r4, r6}
            Word::thumb(0x000082ac, 0x00001c99), // adds r1, r3, #2
            Word::thumb(0x000082ae, 0x0000cc5b), // ldmia r4, {r0, r1, r3, r4, r6}
            Word::thumb(0x000082b0, 0x0000bc40), // pop {r6}
            Word::thumb(0x000082b2, 0x0000b88f), // udf 0xb88f
            Word::thumb(0x000082b4, 0x0000df98), // svc 152
            Word::thumb(0x000082b6, 0x0000bd6d), // pop {r0, r2, r3, r5, r6, pc}
            Word::thumb(0x000082b8, 0x0000a06a), // add r0, pc, #424
            Word::thumb(0x000082ba, 0x000045a9), // cmp r9, r5
            Word::thumb(0x000082bc, 0x00001c9b), // adds r3, r3, #2
            Word::thumb(0x000082be, 0x0000de45), // udf #69
            Word::thumb(0x000082c0, 0x00004770), // bx lr
            Word::thumb(0x000082c2, 0x0000b81e), // udf 0xb81e
            Word::thumb(0x000082c4, 0x00002782), // movs r7, #130
            Word::thumb(0x000082c6, 0x0000db49), // blt.n 0x835c
            Word::thumb(0x000082c8, 0x00005b5e), // ldrh r6, [r3, r5]
            Word::thumb(0x000082ca, 0x0000cfe8), // ldmia r7, {r3, r5, r6, r7}
            Word::thumb(0x000082cc, 0x0000e7e4), // b.n 0x8298
            Word::thumb(0x000082ce, 0x00007356), // strb r6, [r2, #13]
            Word::thumb(0x000082d0, 0x00008ef9), // ldrh r1, [r7, #54]
            Word::thumb(0x000082d2, 0x00009cb9), // ldr r4, [sp, #740]
            Word::thumb(0x000082d4, 0x0000e428), // b.n 0x7b28
            Word::thumb(0x000082d6, 0x0000c743), // stmia r7!, {r0, r1, r6}
            Word::thumb(0x000082d8, 0x00004580), // cmp r8, r0
            Word::thumb(0x000082da, 0x00002eba), // cmp r6, #186
            Word::thumb(0x000082dc, 0x00001d78), // adds r0, r7, #5
            Word::thumb(0x000082de, 0x0000433a), // orrs r2, r7
            Word::thumb(0x000082e0, 0x0000dd00), // ble.n 0x82e4
            Word::thumb(0x000082e2, 0x00007198), // strb r0, [r3, #6]
            Word::thumb(0x000082e4, 0x0000cf6b), // ldmia r7!, {r0, r1, r3, r5, r6}
            Word::thumb(0x000082e6, 0x000047dc), // udf 0x47dc
            Word::thumb(0x000082e8, 0x0000acea), // add r4, sp, #936
            Word::thumb(0x000082ea, 0x0000d5a4), // bpl.n 0x8236
            Word::thumb(0x000082ec, 0x00000a41), // lsrs r1, r0, #9
            Word::thumb(0x000082ee, 0x00001b62), // subs r2, r4, r5
            Word::thumb(0x000082f0, 0x0000dec8), // udf #200
            Word::thumb(0x000082f2, 0x00008c1b), // ldrh r3, [r3, #32]
            Word::thumb(0x000082f4, 0x00005ddc), // ldrb r4, [r3, r7]
            Word::thumb(0x000082f6, 0x0000b0e1), // sub sp, #388
            Word::thumb(0x000082f8, 0x00002b67), // cmp r3, #103
            Word::thumb(0x000082fa, 0x00001bb1), // subs r1, r6, r6
            Word::thumb(0x000082fc, 0x000058cd), // ldr r5, [r1, r3]
            Word::thumb(0x000082fe, 0x00000265), // lsls r5, r4, #9
            Word::thumb(0x00008300, 0x0000b027), // add sp, #156
            Word::thumb(0x00008302, 0x000047ce), // udf 0x47ce
            Word::thumb(0x00008304, 0x0000bcb4), // pop {r2, r4, r5, r7}
            Word::thumb(0x00008306, 0x0000fdeb), // bl.suffix pc, lr, #3030
            Word::thumb(0x00008308, 0x0000e7d0), // b.n 0x82ac
            Word::thumb(0x0000830a, 0x00008398), // strh r0, [r3, #28]
            Word::thumb(0x0000830c, 0x0000bd7c), // pop {r2, r3, r4, r5, r6, pc}
            Word::thumb(0x0000830e, 0x0000b0f5), // sub sp, #468
            Word::thumb(0x00008310, 0x00006b54), // ldr r4, [r2, #52]
            Word::thumb(0x00008312, 0x0000eb9c), // blx.suffix pc, lr, #1848
            Word::thumb(0x00008314, 0x00005196), // str r6, [r2, r6]
            Word::thumb(0x00008316, 0x0000c0ab), // stmia r0!, {r0, r1, r3, r5, r7}
            Word::thumb(0x00008318, 0x0000bed6), // bkpt 0x00d6
            Word::thumb(0x0000831a, 0x0000ab46), // add r3, sp, #280
            Word::thumb(0x0000831c, 0x0000bd95), // pop {r0, r2, r4, r7, pc}
            Word::thumb(0x0000831e, 0x0000b578), // push {r3, r4, r5, r6, lr}
            Word::thumb(0x00008320, 0x0000197c), // adds r4, r7, r5
            Word::thumb(0x00008322, 0x0000f000), // bl.prefix lr, pc, #0
            Word::thumb(0x00008324, 0x0000bc04), // pop {r2}
            Word::thumb(0x00008326, 0x0000bc1a), // pop {r1, r3, r4}
            Word::thumb(0x00008328, 0x00009e24), // ldr r6, [sp, #144]
            Word::thumb(0x0000832a, 0x00004778), // bx pc
            Word::thumb(0x0000832c, 0x0000e8d6), // blx.suffix pc, lr, #428
            Word::thumb(0x0000832e, 0x0000790f), // ldrb r7, [r1, #4]
            Word::thumb(0x00008330, 0x0000a140), // add r1, pc, #256
            Word::thumb(0x00008332, 0x00004781), // udf 0x4781
            Word::thumb(0x00008334, 0x0000dd6b), // ble.n 0x840e
            Word::thumb(0x00008336, 0x0000472e), // udf 0x472e
            Word::thumb(0x00008338, 0x000043b5), // bics r5, r6
            Word::thumb(0x0000833a, 0x0000c8ff), // ldmia r0, {r0, r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x0000833c, 0x0000d1ea), // bne.n 0x8314
            Word::thumb(0x0000833e, 0x0000a995), // add r1, sp, #596
            Word::thumb(0x00008340, 0x0000aa2c), // add r2, sp, #176
            Word::thumb(0x00008342, 0x0000bea9), // bkpt 0x00a9
            Word::thumb(0x00008344, 0x00004a0c), // ldr r2, [pc, #48]
            Word::thumb(0x00008346, 0x0000b59d), // push {r0, r2, r3, r4, r7, lr}
            Word::thumb(0x00008348, 0x0000064e), // lsls r6, r1, #25
            Word::thumb(0x0000834a, 0x00004f52), // ldr r7, [pc, #328]
            Word::thumb(0x0000834c, 0x0000a5b7), // add r5, pc, #732
            Word::thumb(0x0000834e, 0x0000deb2), // udf #178
            Word::thumb(0x00008350, 0x000060d0), // str r0, [r2, #12]
            Word::thumb(0x00008352, 0x00005654), // ldrsb r4, [r2, r1]
            Word::thumb(0x00008354, 0x00000c89), // lsrs r1, r1, #18
            Word::thumb(0x00008356, 0x00009333), // str r3, [sp, #204]
            Word::thumb(0x00008358, 0x0000fdae), // bl.suffix pc, lr, #2908
            Word::thumb(0x0000835a, 0x0000df3b), // svc 59
            Word::thumb(0x0000835c, 0x00003712), // adds r7, #18
            Word::thumb(0x0000835e, 0x0000f7ff), // bl 0x7b1e
            Word::thumb(0x00008360, 0x0000fbde), // bl.suffix pc, lr, #1980
            Word::thumb(0x00008362, 0x0000bd75), // pop {r0, r2, r4, r5, r6, pc}
            Word::thumb(0x00008364, 0x0000b487), // push {r0, r1, r2, r7}
            Word::thumb(0x00008366, 0x00001e40), // subs r0, r0, #1
            Word::thumb(0x00008368, 0x0000f000), // blx 0x8a28
            Word::thumb(0x0000836a, 0x0000eb5e), // blx.suffix pc, lr, #1724
            Word::thumb(0x0000836c, 0x000047c2), // udf 0x47c2
            Word::thumb(0x0000836e, 0x000046f2), // mov sl, lr
            Word::thumb(0x00008370, 0x0000b406), // push {r1, r2}
            Word::thumb(0x00008372, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x00008374, 0x0000de7b), // udf #123
            Word::thumb(0x00008376, 0x00007d17), // ldrb r7, [r2, #20]
            Word::thumb(0x00008378, 0x0000b057), // add sp, #348
            Word::thumb(0x0000837a, 0x0000180a), // adds r2, r1, r0
            Word::thumb(0x0000837c, 0x000067db), // str r3, [r3, #124]
            Word::thumb(0x0000837e, 0x0000bde1), // pop {r0, r5, r6, r7, pc}
            Word::thumb(0x00008380, 0x00004720), // bx r4
            Word::thumb(0x00008382, 0x00004740), // bx r8
            Word::thumb(0x00008384, 0x0000a8aa), // add r0, sp, #680
            Word::thumb(0x00008386, 0x000046cd), // mov sp, r9
            Word::thumb(0x00008388, 0x000047a0), // blx r4
            Word::thumb(0x0000838a, 0x0000bd3a), // pop {r1, r3, r4, r5, pc}
            Word::thumb(0x0000838c, 0x0000df27), // svc 39
            Word::thumb(0x0000838e, 0x000088e0), // ldrh r0, [r4, #6]
            Word::thumb(0x00008390, 0x00001ae7), // subs r7, r4, r3
            Word::thumb(0x00008392, 0x0000de81), // udf #129
            Word::thumb(0x00008394, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x00008396, 0x0000df1f), // svc 31
            Word::thumb(0x00008398, 0x0000c43f), // stmia r4!, {r0, r1, r2, r3, r4, r5}
            Word::thumb(0x0000839a, 0x000047c1), // udf 0x47c1
            Word::thumb(0x0000839c, 0x0000442c), // add r4, r5
            Word::thumb(0x0000839e, 0x0000bce8), // pop {r3, r5, r6, r7}
            Word::thumb(0x000083a0, 0x0000eed8), // blx.suffix pc, lr, #3504
            Word::thumb(0x000083a2, 0x0000cbe2), // ldmia r3!, {r1, r5, r6, r7}
            Word::thumb(0x000083a4, 0x00004706), // udf 0x4706
            Word::thumb(0x000083a6, 0x00007756), // strb r6, [r2, #29]
            Word::thumb(0x000083a8, 0x00001634), // asrs r4, r6, #24
            Word::thumb(0x000083aa, 0x0000b062), // add sp, #392
            Word::thumb(0x000083ac, 0x0000b509), // push {r0, r3, lr}
            Word::thumb(0x000083ae, 0x00001e91), // subs r1, r2, #2
            Word::thumb(0x000083b0, 0x00001848), // adds r0, r1, r1
            Word::thumb(0x000083b2, 0x000005f0), // lsls r0, r6, #23
            Word::thumb(0x000083b4, 0x0000de72), // udf #114
            Word::thumb(0x000083b6, 0x00001945), // adds r5, r0, r5
            Word::thumb(0x000083b8, 0x00001e8c), // subs r4, r1, #2
            Word::thumb(0x000083ba, 0x00004457), // add r7, sl
            Word::thumb(0x000083bc, 0x0000bc4f), // pop {r0, r1, r2, r3, r6}
            Word::thumb(0x000083be, 0x0000b33b), // udf 0xb33b
            Word::thumb(0x000083c0, 0x000042d1), // cmn r1, r2
            Word::thumb(0x000083c2, 0x0000c809), // ldmia r0, {r0, r3}
            Word::thumb(0x000083c4, 0x0000fde0), // bl.suffix pc, lr, #3008
            Word::thumb(0x000083c6, 0x000047f6), // udf 0x47f6
            Word::thumb(0x000083c8, 0x0000ae06), // add r6, sp, #24
            Word::thumb(0x000083ca, 0x00001380), // asrs r0, r0, #14
            Word::thumb(0x000083cc, 0x0000af99), // add r7, sp, #612
            Word::thumb(0x000083ce, 0x000026af), // movs r6, #175
            Word::thumb(0x000083d0, 0x0000c1df), // stmia r1!, {r0, r1, r2, r3, r4, r6, r7}
            Word::thumb(0x000083d2, 0x0000ed41), // blx.suffix pc, lr, #2690
            Word::thumb(0x000083d4, 0x0000b0dc), // sub sp, #368
            Word::thumb(0x000083d6, 0x0000bd9e), // pop {r1, r2, r3, r4, r7, pc}
            Word::thumb(0x000083d8, 0x0000f000), // bl 0x862e
            Word::thumb(0x000083da, 0x0000f929), // bl.suffix pc, lr, #594
            Word::thumb(0x000083dc, 0x00004d62), // ldr r5, [pc, #392]
            Word::thumb(0x000083de, 0x000047e9), // udf 0x47e9
            Word::thumb(0x000083e0, 0x0000a89c), // add r0, sp, #624
            Word::thumb(0x000083e2, 0x0000147a), // asrs r2, r7, #17
            Word::thumb(0x000083e4, 0x0000b05c), // add sp, #368
            Word::thumb(0x000083e6, 0x00003476), // adds r4, #118
            Word::thumb(0x000083e8, 0x00001eca), // subs r2, r1, #3
            Word::thumb(0x000083ea, 0x00000b6b), // lsrs r3, r5, #13
            Word::thumb(0x000083ec, 0x00001a81), // subs r1, r0, r2
            Word::thumb(0x000083ee, 0x0000e53d), // b.n 0x7e6c
            Word::thumb(0x000083f0, 0x0000c48b), // stmia r4!, {r0, r1, r3, r7}
            Word::thumb(0x000083f2, 0x0000dfbf), // svc 191
            Word::thumb(0x000083f4, 0x0000466a), // mov r2, sp
            Word::thumb(0x000083f6, 0x0000df88), // svc 136
            Word::thumb(0x000083f8, 0x000072e2), // strb r2, [r4, #11]
            Word::thumb(0x000083fa, 0x00004f49), // ldr r7, [pc, #292]
            Word::thumb(0x000083fc, 0x0000403f), // ands r7, r7
            Word::thumb(0x000083fe, 0x0000c934), // ldmia r1!, {r2, r4, r5}
            Word::thumb(0x00008400, 0x0000f000), // blx 0x88b0
            Word::thumb(0x00008402, 0x0000ea56), // blx.suffix pc, lr, #1196
            Word::thumb(0x00008404, 0x000098e7), // ldr r0, [sp, #924]
            Word::thumb(0x00008406, 0x0000c62c), // stmia r6!, {r2, r3, r5}
            Word::thumb(0x00008408, 0x0000b0f9), // sub sp, #484
            Word::thumb(0x0000840a, 0x0000fed1), // bl.suffix pc, lr, #3490
            Word::thumb(0x0000840c, 0x00000989), // lsrs r1, r1, #6
            Word::thumb(0x0000840e, 0x0000df68), // svc 104
            Word::thumb(0x00008410, 0x0000a66c), // add r6, pc, #432
            Word::thumb(0x00008412, 0x0000bb4b), // udf 0xbb4b
            Word::thumb(0x00008414, 0x0000bcbd), // pop {r0, r2, r3, r4, r5, r7}
            Word::thumb(0x00008416, 0x0000e670), // b.n 0x80fa
            Word::thumb(0x00008418, 0x0000ded8), // udf #216
            Word::thumb(0x0000841a, 0x0000b077), // add sp, #476
            Word::thumb(0x0000841c, 0x0000be72), // bkpt 0x0072
            Word::thumb(0x0000841e, 0x0000daf3), // bge.n 0x8408
            Word::thumb(0x00008420, 0x00006c5e), // ldr r6, [r3, #68]
            Word::thumb(0x00008422, 0x00001edd), // subs r5, r3, #3
            Word::thumb(0x00008424, 0x00001f5d), // subs r5, r3, #5
            Word::thumb(0x00008426, 0x0000d5d0), // bpl.n 0x83ca
            Word::thumb(0x00008428, 0x0000ee1d), // blx.suffix pc, lr, #3130
            Word::thumb(0x0000842a, 0x0000b862), // udf 0xb862
            Word::thumb(0x0000842c, 0x00006646), // str r6, [r0, #100]
            Word::thumb(0x0000842e, 0x00004a31), // ldr r2, [pc, #196]
            Word::thumb(0x00008430, 0x0000d401), // bmi.n 0x8436
            Word::thumb(0x00008432, 0x0000de96), // udf #150
            Word::thumb(0x00008434, 0x0000de91), // udf #145
            Word::thumb(0x00008436, 0x0000b492), // push {r1, r4, r7}
            Word::thumb(0x00008438, 0x0000b5f5), // push {r0, r2, r4, r5, r6, r7, lr}
            Word::thumb(0x0000843a, 0x0000f7ff), // bl 0x8362
            Word::thumb(0x0000843c, 0x0000ff92), // bl.suffix pc, lr, #3876
            Word::thumb(0x0000843e, 0x0000fb82), // bl.suffix pc, lr, #1796
            Word::thumb(0x00008440, 0x00008d50), // ldrh r0, [r2, #42]
            Word::thumb(0x00008442, 0x0000441e), // add r6, r3
            Word::thumb(0x00008444, 0x0000ab87), // add r3, sp, #540
            Word::thumb(0x00008446, 0x0000d261), // bcs.n 0x850c
            Word::thumb(0x00008448, 0x000097bc), // str r7, [sp, #752]
            Word::thumb(0x0000844a, 0x00004d39), // ldr r5, [pc, #228]
            Word::thumb(0x0000844c, 0x0000e5c3), // b.n 0x7fd6
            Word::thumb(0x0000844e, 0x0000df08), // svc 8
            Word::thumb(0x00008450, 0x0000c5d1), // stmia r5!, {r0, r4, r6, r7}
            Word::thumb(0x00008452, 0x0000b099), // sub sp, #100
            Word::thumb(0x00008454, 0x0000edbb), // blx.suffix pc, lr, #2934
            Word::thumb(0x00008456, 0x0000aede), // add r6, sp, #888
            Word::thumb(0x00008458, 0x0000bcdf), // pop {r0, r1, r2, r3, r4, r6, r7}
            Word::thumb(0x0000845a, 0x0000466e), // mov r6, sp
            Word::thumb(0x0000845c, 0x00001f1c), // subs r4, r3, #4
            Word::thumb(0x0000845e, 0x0000b5fc), // push {r2, r3, r4, r5, r6, r7, lr}
            Word::thumb(0x00008460, 0x000047fd), // udf 0x47fd
            Word::thumb(0x00008462, 0x00009c17), // ldr r4, [sp, #92]
            Word::thumb(0x00008464, 0x0000475d), // udf 0x475d
            Word::thumb(0x00008466, 0x00001e99), // subs r1, r3, #2
            Word::thumb(0x00008468, 0x000042dd), // cmn r5, r3
            Word::thumb(0x0000846a, 0x0000f828), // bl.suffix pc, lr, #80
            Word::thumb(0x0000846c, 0x0000bef5), // bkpt 0x00f5
            Word::thumb(0x0000846e, 0x00005305), // strh r5, [r0, r4]
            Word::thumb(0x00008470, 0x0000da3b), // bge.n 0x84ea
            Word::thumb(0x00008472, 0x0000c1ca), // stmia r1!, {r1, r3, r6, r7}
            Word::thumb(0x00008474, 0x00005f38), // ldrsh r0, [r7, r4]
            Word::thumb(0x00008476, 0x0000d143), // bne.n 0x8500
            Word::thumb(0x00008478, 0x0000cabd), // ldmia r2, {r0, r2, r3, r4, r5, r7}
            Word::thumb(0x0000847a, 0x00004d80), // ldr r5, [pc, #512]
            Word::thumb(0x0000847c, 0x0000c89e), // ldmia r0!, {r1, r2, r3, r4, r7}
            Word::thumb(0x0000847e, 0x00001850), // adds r0, r2, r1
            Word::thumb(0x00008480, 0x0000a870), // add r0, sp, #448
            Word::thumb(0x00008482, 0x0000fe86), // bl.suffix pc, lr, #3340
            Word::thumb(0x00008484, 0x00001fba), // subs r2, r7, #6
            Word::thumb(0x00008486, 0x00004780), // blx r0
            Word::thumb(0x00008488, 0x00008b33), // ldrh r3, [r6, #24]
            Word::thumb(0x0000848a, 0x0000f8cc), // bl.suffix pc, lr, #408
            Word::thumb(0x0000848c, 0x0000ff86), // bl.suffix pc, lr, #3852
            Word::thumb(0x0000848e, 0x0000ca98), // ldmia r2!, {r3, r4, r7}
            Word::thumb(0x00008490, 0x00008e96), // ldrh r6, [r2, #52]
            Word::thumb(0x00008492, 0x0000eae4), // blx.suffix pc, lr, #1480
            Word::thumb(0x00008494, 0x00005d33), // ldrb r3, [r6, r4]
            Word::thumb(0x00008496, 0x0000cdd1), // ldmia r5!, {r0, r4, r6, r7}
            Word::thumb(0x00008498, 0x0000b02b), // add sp, #172
            Word::thumb(0x0000849a, 0x0000bad7), // udf 0xbad7
            Word::thumb(0x0000849c, 0x0000a449), // add r4, pc, #292
            Word::thumb(0x0000849e, 0x0000c339), // stmia r3!, {r0, r3, r4, r5}
            Word::thumb(0x000084a0, 0x0000a916), // add r1, sp, #88
            Word::thumb(0x000084a2, 0x0000a5ba), // add r5, pc, #744
            Word::thumb(0x000084a4, 0x0000de1d), // udf #29
            Word::thumb(0x000084a6, 0x0000f7ff), // blx 0x7c14
            Word::thumb(0x000084a8, 0x0000ebb6), // blx.suffix pc, lr, #1900
            Word::thumb(0x000084aa, 0x0000b0ec), // sub sp, #432
            Word::thumb(0x000084ac, 0x0000c033), // stmia r0!, {r0, r1, r4, r5}
            Word::thumb(0x000084ae, 0x0000f000), // bl.prefix lr, pc, #0
            Word::thumb(0x000084b0, 0x00001869), // adds r1, r5, r1
            Word::thumb(0x000084b2, 0x0000f2a3), // blx 0x2abc24
            Word::thumb(0x000084b4, 0x0000ebb8), // blx.suffix pc, lr, #1904
            Word::thumb(0x000084b6, 0x0000aaaa), // add r2, sp, #680
            Word::thumb(0x000084b8, 0x0000d72e), // bvc.n 0x8518
            Word::thumb(0x000084ba, 0x0000e7e5), // b.n 0x8488
            Word::thumb(0x000084bc, 0x000041da), // rors r2, r3
            Word::thumb(0x000084be, 0x0000dfa6), // svc 166
            Word::thumb(0x000084c0, 0x000095f2), // str r5, [sp, #968]
            Word::thumb(0x000084c2, 0x0000b1f0), // udf 0xb1f0
            Word::thumb(0x000084c4, 0x00003ec1), // subs r6, #193
            Word::thumb(0x000084c6, 0x0000e7e2), // b.n 0x848e
            Word::thumb(0x000084c8, 0x00007aa8), // ldrb r0, [r5, #10]
            Word::thumb(0x000084ca, 0x0000e206), // b.n 0x88da
            Word::thumb(0x000084cc, 0x000047c0), // blx r8
            Word::thumb(0x000084ce, 0x0000ca8c), // ldmia r2, {r2, r3, r7}
            Word::thumb(0x000084d0, 0x0000d49b), // bmi.n 0x840a
            Word::thumb(0x000084d2, 0x000047c1), // udf 0x47c1
            Word::thumb(0x000084d4, 0x0000b3e9), // udf 0xb3e9
            Word::thumb(0x000084d6, 0x0000bc4b), // pop {r0, r1, r3, r6}
            Word::thumb(0x000084d8, 0x0000014a), // lsls r2, r1, #5
            Word::thumb(0x000084da, 0x00007615), // strb r5, [r2, #24]
            Word::thumb(0x000084dc, 0x00007558), // strb r0, [r3, #21]
            Word::thumb(0x000084de, 0x0000d07a), // beq.n 0x85d6
            Word::thumb(0x000084e0, 0x0000bd5b), // pop {r0, r1, r3, r4, r6, pc}
            Word::thumb(0x000084e2, 0x000059f9), // ldr r1, [r7, r7]
            Word::thumb(0x000084e4, 0x000080cc), // strh r4, [r1, #6]
            Word::thumb(0x000084e6, 0x00004782), // udf 0x4782
            Word::thumb(0x000084e8, 0x0000edc9), // blx.suffix pc, lr, #2962
            Word::thumb(0x000084ea, 0x0000b882), // udf 0xb882
            Word::thumb(0x000084ec, 0x0000ee9a), // blx.suffix pc, lr, #3380
            Word::thumb(0x000084ee, 0x0000413e), // asrs r6, r7
            Word::thumb(0x000084f0, 0x0000dffb), // svc 251
            Word::thumb(0x000084f2, 0x0000c5a3), // stmia r5!, {r0, r1, r5, r7}
            Word::thumb(0x000084f4, 0x0000ed76), // blx.suffix pc, lr, #2796
            Word::thumb(0x000084f6, 0x0000de27), // udf #39
            Word::thumb(0x000084f8, 0x000047b1), // udf 0x47b1
            Word::thumb(0x000084fa, 0x0000a8a1), // add r0, sp, #644
            Word::thumb(0x000084fc, 0x0000b58a), // push {r1, r3, r7, lr}
            Word::thumb(0x000084fe, 0x0000a423), // add r4, pc, #140
            Word::thumb(0x00008500, 0x00000314), // lsls r4, r2, #12
            Word::thumb(0x00008502, 0x0000b491), // push {r0, r4, r7}
            Word::thumb(0x00008504, 0x0000dfbf), // svc 191
            Word::thumb(0x00008506, 0x0000bc74), // pop {r2, r4, r5, r6}
            Word::thumb(0x00008508, 0x0000bc24), // pop {r2, r5}
            Word::thumb(0x0000850a, 0x0000efbc), // blx.suffix pc, lr, #3960
            Word::thumb(0x0000850c, 0x0000bc37), // pop {r0, r1, r2, r4, r5}
            Word::thumb(0x0000850e, 0x0000cd51), // ldmia r5!, {r0, r4, r6}
            Word::thumb(0x00008510, 0x0000e136), // b.n 0x8780
            Word::thumb(0x00008512, 0x0000457b), // cmp r3, pc
            Word::thumb(0x00008514, 0x0000df33), // svc 51
            Word::thumb(0x00008516, 0x0000becb), // bkpt 0x00cb
            Word::thumb(0x00008518, 0x0000de70), // udf #112
            Word::thumb(0x0000851a, 0x0000f000), // bl 0x869e
            Word::thumb(0x0000851c, 0x0000f8c0), // bl.suffix pc, lr, #384
            Word::thumb(0x0000851e, 0x00005c73), // ldrb r3, [r6, r1]
            Word::thumb(0x00008520, 0x0000def7), // udf #247
            Word::thumb(0x00008522, 0x0000b067), // add sp, #412
            Word::thumb(0x00008524, 0x0000be8d), // bkpt 0x008d
            Word::thumb(0x00008526, 0x0000427d), // negs r5, r7
            Word::thumb(0x00008528, 0x000051df), // str r7, [r3, r7]
            Word::thumb(0x0000852a, 0x00004ed7), // ldr r6, [pc, #860]
            Word::thumb(0x0000852c, 0x0000dea0), // udf #160
            Word::thumb(0x0000852e, 0x0000a835), // add r0, sp, #212
            Word::thumb(0x00008530, 0x0000cc05), // ldmia r4!, {r0, r2}
            Word::thumb(0x00008532, 0x0000c45f), // stmia r4!, {r0, r1, r2, r3, r4, r6}
            Word::thumb(0x00008534, 0x0000bd10), // pop {r4, pc}
            Word::thumb(0x00008536, 0x0000be48), // bkpt 0x0048
            Word::thumb(0x00008538, 0x000047e8), // blx sp
            Word::thumb(0x0000853a, 0x000047e2), // udf 0x47e2
            Word::thumb(0x0000853c, 0x0000f7ff), // blx 0x7e08
            Word::thumb(0x0000853e, 0x0000ec64), // blx.suffix pc, lr, #2248
            Word::thumb(0x00008540, 0x0000f5c0), // blx 0xffdc8cac
            Word::thumb(0x00008542, 0x0000ebb4), // blx.suffix pc, lr, #1896
            Word::thumb(0x00008544, 0x0000de09), // udf #9
            Word::thumb(0x00008546, 0x00004318), // orrs r0, r3
            Word::thumb(0x00008548, 0x0000af85), // add r7, sp, #532
            Word::thumb(0x0000854a, 0x0000b5e9), // push {r0, r3, r5, r6, r7, lr}
            Word::thumb(0x0000854c, 0x00008bdd), // ldrh r5, [r3, #30]
            Word::thumb(0x0000854e, 0x0000c13b), // stmia r1!, {r0, r1, r3, r4, r5}
            Word::thumb(0x00008550, 0x00004389), // bics r1, r1
            Word::thumb(0x00008552, 0x0000b018), // add sp, #96
            Word::thumb(0x00008554, 0x0000fc59), // bl.suffix pc, lr, #2226
            Word::thumb(0x00008556, 0x000015e4), // asrs r4, r4, #23
            Word::thumb(0x00008558, 0x000047de), // udf 0x47de
            Word::thumb(0x0000855a, 0x0000ff57), // bl.suffix pc, lr, #3758
            Word::thumb(0x0000855c, 0x0000489a), // ldr r0, [pc, #616]
            Word::thumb(0x0000855e, 0x0000b0ef), // sub sp, #444
            Word::thumb(0x00008560, 0x0000be9a), // bkpt 0x009a
            Word::thumb(0x00008562, 0x0000aa28), // add r2, sp, #160
            Word::thumb(0x00008564, 0x0000b6ab), // udf 0xb6ab
            Word::thumb(0x00008566, 0x0000dd88), // ble.n 0x847a
            Word::thumb(0x00008568, 0x000047e8), // blx sp
            Word::thumb(0x0000856a, 0x0000e7cc), // b.n 0x8506
            Word::thumb(0x0000856c, 0x000026b4), // movs r6, #180
            Word::thumb(0x0000856e, 0x000047b0), // blx r6
            Word::thumb(0x00008570, 0x000041f9), // rors r1, r7
            Word::thumb(0x00008572, 0x0000bdc8), // pop {r3, r6, r7, pc}
            Word::thumb(0x00008574, 0x0000b4b3), // push {r0, r1, r4, r5, r7}
            Word::thumb(0x00008576, 0x0000e34d), // b.n 0x8c14
            Word::thumb(0x00008578, 0x0000569f), // ldrsb r7, [r3, r2]
            Word::thumb(0x0000857a, 0x0000deef), // udf #239
            Word::thumb(0x0000857c, 0x00004387), // bics r7, r0
            Word::thumb(0x0000857e, 0x00004626), // mov r6, r4
            Word::thumb(0x00008580, 0x000043dc), // mvns r4, r3
            Word::thumb(0x00008582, 0x0000ce0f), // ldmia r6!, {r0, r1, r2, r3}
            Word::thumb(0x00008584, 0x0000e24f), // b.n 0x8a26
            Word::thumb(0x00008586, 0x000047b0), // blx r6
            Word::thumb(0x00008588, 0x0000a169), // add r1, pc, #420
            Word::thumb(0x0000858a, 0x0000f000), // blx 0x8b18
            Word::thumb(0x0000858c, 0x0000eac6), // blx.suffix pc, lr, #1420
            Word::thumb(0x0000858e, 0x000090f7), // str r0, [sp, #988]
            Word::thumb(0x00008590, 0x0000df93), // svc 147
            Word::thumb(0x00008592, 0x0000f84d), // bl.suffix pc, lr, #154
            Word::thumb(0x00008594, 0x0000df30), // svc 48
            Word::thumb(0x00008596, 0x0000be66), // bkpt 0x0066
            Word::thumb(0x00008598, 0x0000a820), // add r0, sp, #128
            Word::thumb(0x0000859a, 0x0000de34), // udf #52
            Word::thumb(0x0000859c, 0x00001f9e), // subs r6, r3, #6
            Word::thumb(0x0000859e, 0x00000b73), // lsrs r3, r6, #13
            Word::thumb(0x000085a0, 0x000047a8), // blx r5
            Word::thumb(0x000085a2, 0x00007cce), // ldrb r6, [r1, #19]
            Word::thumb(0x000085a4, 0x000090c6), // str r0, [sp, #792]
            Word::thumb(0x000085a6, 0x000047f8), // blx pc
            Word::thumb(0x000085a8, 0x00004616), // mov r6, r2
            Word::thumb(0x000085aa, 0x00006192), // str r2, [r2, #24]
            Word::thumb(0x000085ac, 0x0000321d), // adds r2, #29
            Word::thumb(0x000085ae, 0x00004796), // udf 0x4796
            Word::thumb(0x000085b0, 0x00004773), // udf 0x4773
            Word::thumb(0x000085b2, 0x0000f000), // bl 0x93ee
            Word::thumb(0x000085b4, 0x0000ff1c), // bl.suffix pc, lr, #3640
            Word::thumb(0x000085b6, 0x0000b04f), // add sp, #316
            Word::thumb(0x000085b8, 0x00004739), // udf 0x4739
            Word::thumb(0x000085ba, 0x0000df04), // svc 4
            Word::thumb(0x000085bc, 0x0000421f), // tst r7, r3
            Word::thumb(0x000085be, 0x00004506), // cmp r6, r0
            Word::thumb(0x000085c0, 0x0000a630), // add r6, pc, #192
            Word::thumb(0x000085c2, 0x0000bef5), // bkpt 0x00f5
            Word::thumb(0x000085c4, 0x000055b4), // strb r4, [r6, r6]
            Word::thumb(0x000085c6, 0x0000bc8f), // pop {r0, r1, r2, r3, r7}
            Word::thumb(0x000085c8, 0x0000dcfd), // bgt.n 0x85c6
            Word::thumb(0x000085ca, 0x0000d034), // beq.n 0x8636
            Word::thumb(0x000085cc, 0x000032e3), // adds r2, #227
            Word::thumb(0x000085ce, 0x00001879), // adds r1, r7, r1
            Word::thumb(0x000085d0, 0x0000df26), // svc 38
            Word::thumb(0x000085d2, 0x00008482), // strh r2, [r0, #36]
            Word::thumb(0x000085d4, 0x0000ce5d), // ldmia r6, {r0, r2, r3, r4, r6}
            Word::thumb(0x000085d6, 0x0000bdf2), // pop {r1, r4, r5, r6, r7, pc}
            Word::thumb(0x000085d8, 0x00004b3b), // ldr r3, [pc, #236]
            Word::thumb(0x000085da, 0x00001f3e), // subs r6, r7, #4
            Word::thumb(0x000085dc, 0x0000affd), // add r7, sp, #1012
            Word::thumb(0x000085de, 0x0000dcc0), // bgt.n 0x8562
            Word::thumb(0x000085e0, 0x0000406c), // eors r4, r5
            Word::thumb(0x000085e2, 0x000041c8), // rors r0, r1
            Word::thumb(0x000085e4, 0x0000dd66), // ble.n 0x86b4
            Word::thumb(0x000085e6, 0x000045b3), // cmp fp, r6
            Word::thumb(0x000085e8, 0x00001ae1), // subs r1, r4, r3
            Word::thumb(0x000085ea, 0x00001860), // adds r0, r4, r1
            Word::thumb(0x000085ec, 0x00003032), // adds r0, #50
            Word::thumb(0x000085ee, 0x0000bd33), // pop {r0, r1, r4, r5, pc}
            Word::thumb(0x000085f0, 0x00004243), // negs r3, r0
            Word::thumb(0x000085f2, 0x0000be2d), // bkpt 0x002d
            Word::thumb(0x000085f4, 0x0000b460), // push {r5, r6}
            Word::thumb(0x000085f6, 0x0000eaa1), // blx.suffix pc, lr, #1346
            Word::thumb(0x000085f8, 0x00001a45), // subs r5, r0, r1
            Word::thumb(0x000085fa, 0x0000be9a), // bkpt 0x009a
            Word::thumb(0x000085fc, 0x0000eb1c), // blx.suffix pc, lr, #1592
            Word::thumb(0x000085fe, 0x0000413c), // asrs r4, r7
            Word::thumb(0x00008600, 0x000056b3), // ldrsb r3, [r6, r2]
            Word::thumb(0x00008602, 0x0000be60), // bkpt 0x0060
            Word::thumb(0x00008604, 0x0000e039), // b.n 0x867a
            Word::thumb(0x00008606, 0x00004d0d), // ldr r5, [pc, #52]
            Word::thumb(0x00008608, 0x00002cbf), // cmp r4, #191
            Word::thumb(0x0000860a, 0x0000cc10), // ldmia r4, {r4}
            Word::thumb(0x0000860c, 0x00004b89), // ldr r3, [pc, #548]
            Word::thumb(0x0000860e, 0x00004777), // udf 0x4777
            Word::thumb(0x00008610, 0x0000c58c), // stmia r5!, {r2, r3, r7}
            Word::thumb(0x00008612, 0x0000bf10), // udf 0xbf10
            Word::thumb(0x00008614, 0x0000ecab), // blx.suffix pc, lr, #2390
            Word::thumb(0x00008616, 0x0000f4ac), // bl 0xffcb4818
            Word::thumb(0x00008618, 0x0000f8ff), // bl.suffix pc, lr, #510
            Word::thumb(0x0000861a, 0x0000df7b), // svc 123
            Word::thumb(0x0000861c, 0x0000a603), // add r6, pc, #12
            Word::thumb(0x0000861e, 0x0000b0d4), // sub sp, #336
            Word::thumb(0x00008620, 0x0000c8e1), // ldmia r0, {r0, r5, r6, r7}
            Word::thumb(0x00008622, 0x0000de6e), // udf #110
            Word::thumb(0x00008624, 0x0000bdf8), // pop {r3, r4, r5, r6, r7, pc}
            Word::thumb(0x00008626, 0x000047e1), // udf 0x47e1
            Word::thumb(0x00008628, 0x0000a310), // add r3, pc, #64
            Word::thumb(0x0000862a, 0x0000d863), // bhi.n 0x86f4
            Word::thumb(0x0000862c, 0x0000dec2), // udf #194
            Word::thumb(0x0000862e, 0x0000e9e3), // blx.suffix pc, lr, #966
            Word::thumb(0x00008630, 0x0000350a), // adds r5, #10
            Word::thumb(0x00008632, 0x0000c299), // stmia r2!, {r0, r3, r4, r7}
            Word::thumb(0x00008634, 0x00005596), // strb r6, [r2, r6]
            Word::thumb(0x00008636, 0x00006aa9), // ldr r1, [r5, #40]
            Word::thumb(0x00008638, 0x000045cb), // cmp fp, r9
            Word::thumb(0x0000863a, 0x00007bfd), // ldrb r5, [r7, #15]
            Word::thumb(0x0000863c, 0x00009c8e), // ldr r4, [sp, #568]
            Word::thumb(0x0000863e, 0x0000e814), // blx.suffix pc, lr, #40
            Word::thumb(0x00008640, 0x0000992b), // ldr r1, [sp, #172]
            Word::thumb(0x00008642, 0x000042a8), // cmp r0, r5
            Word::thumb(0x00008644, 0x0000f7ff), // blx 0x78dc
            Word::thumb(0x00008646, 0x0000e94a), // blx.suffix pc, lr, #660
            Word::thumb(0x00008648, 0x0000b0c5), // sub sp, #276
            Word::thumb(0x0000864a, 0x0000edbe), // blx.suffix pc, lr, #2940
            Word::thumb(0x0000864c, 0x0000eb05), // blx.suffix pc, lr, #1546
            Word::thumb(0x0000864e, 0x0000de30), // udf #48
            Word::thumb(0x00008650, 0x00001f8a), // subs r2, r1, #6
            Word::thumb(0x00008652, 0x0000af30), // add r7, sp, #192
            Word::thumb(0x00008654, 0x0000fa7d), // bl.suffix pc, lr, #1274
            Word::thumb(0x00008656, 0x0000b52d), // push {r0, r2, r3, r5, lr}
            Word::thumb(0x00008658, 0x0000bd8d), // pop {r0, r2, r3, r7, pc}
            Word::thumb(0x0000865a, 0x00004610), // mov r0, r2
            Word::thumb(0x0000865c, 0x00007cf7), // ldrb r7, [r6, #19]
            Word::thumb(0x0000865e, 0x00004863), // ldr r0, [pc, #396]
            Word::thumb(0x00008660, 0x0000b474), // push {r2, r4, r5, r6}
            Word::thumb(0x00008662, 0x00009f1d), // ldr r7, [sp, #116]
            Word::thumb(0x00008664, 0x000047d8), // blx fp
            Word::thumb(0x00008666, 0x0000a3fe), // add r3, pc, #1016
            Word::thumb(0x00008668, 0x0000d9f2), // bls.n 0x8650
            Word::thumb(0x0000866a, 0x0000c44e), // stmia r4!, {r1, r2, r3, r6}
            Word::thumb(0x0000866c, 0x0000a037), // add r0, pc, #220
            Word::thumb(0x0000866e, 0x00001069), // asrs r1, r5, #1
            Word::thumb(0x00008670, 0x0000ac00), // add r4, sp, #0
            Word::thumb(0x00008672, 0x0000beb7), // bkpt 0x00b7
            Word::thumb(0x00008674, 0x0000fd4a), // bl.suffix pc, lr, #2708
            Word::thumb(0x00008676, 0x00004724), // udf 0x4724
            Word::thumb(0x00008678, 0x00001fd9), // subs r1, r3, #7
            Word::thumb(0x0000867a, 0x00001d7b), // adds r3, r7, #5
            Word::thumb(0x0000867c, 0x0000f7ff), // bl 0x77d4
            Word::thumb(0x0000867e, 0x0000f8aa), // bl.suffix pc, lr, #340
            Word::thumb(0x00008680, 0x000047ee), // udf 0x47ee
            Word::thumb(0x00008682, 0x0000dfac), // svc 172
            Word::thumb(0x00008684, 0x0000e6ad), // b.n 0x83e2
            Word::thumb(0x00008686, 0x0000bca6), // pop {r1, r2, r5, r7}
            Word::thumb(0x00008688, 0x0000aab5), // add r2, sp, #724
            Word::thumb(0x0000868a, 0x0000f000), // bl.prefix lr, pc, #0
            Word::thumb(0x0000868c, 0x00005e02), // ldrsh r2, [r0, r0]
            Word::thumb(0x0000868e, 0x0000f000), // bl 0x8cfa
            Word::thumb(0x00008690, 0x0000fb34), // bl.suffix pc, lr, #1640
            Word::thumb(0x00008692, 0x0000a3ce), // add r3, pc, #824
            Word::thumb(0x00008694, 0x0000e00c), // b.n 0x86b0
            Word::thumb(0x00008696, 0x00001ee4), // subs r4, r4, #3
            Word::thumb(0x00008698, 0x0000d413), // bmi.n 0x86c2
            Word::thumb(0x0000869a, 0x0000b06b), // add sp, #428
            Word::thumb(0x0000869c, 0x0000bd3a), // pop {r1, r3, r4, r5, pc}
            Word::thumb(0x0000869e, 0x0000f000), // bl 0x87d6
            Word::thumb(0x000086a0, 0x0000f89a), // bl.suffix pc, lr, #308
            Word::thumb(0x000086a2, 0x0000a3e1), // add r3, pc, #900
            Word::thumb(0x000086a4, 0x0000bed8), // bkpt 0x00d8
            Word::thumb(0x000086a6, 0x0000181c), // adds r4, r3, r0
            Word::thumb(0x000086a8, 0x0000de41), // udf #65
            Word::thumb(0x000086aa, 0x00002339), // movs r3, #57
            Word::thumb(0x000086ac, 0x0000b6b2), // udf 0xb6b2
            Word::thumb(0x000086ae, 0x000009bb), // lsrs r3, r7, #6
            Word::thumb(0x000086b0, 0x0000bc28), // pop {r3, r5}
            Word::thumb(0x000086b2, 0x0000b5ef), // push {r0, r1, r2, r3, r5, r6, r7, lr}
            Word::thumb(0x000086b4, 0x0000aef0), // add r6, sp, #960
            Word::thumb(0x000086b6, 0x000047a0), // blx r4
            Word::thumb(0x000086b8, 0x0000156b), // asrs r3, r5, #21
            Word::thumb(0x000086ba, 0x000018d5), // adds r5, r2, r3
            Word::thumb(0x000086bc, 0x00008fb3), // ldrh r3, [r6, #60]
            Word::thumb(0x000086be, 0x0000b6dd), // udf 0xb6dd
            Word::thumb(0x000086c0, 0x0000354b), // adds r5, #75
            Word::thumb(0x000086c2, 0x0000a859), // add r0, sp, #356
            Word::thumb(0x000086c4, 0x0000da2e), // bge.n 0x8724
            Word::thumb(0x000086c6, 0x000041d3), // rors r3, r2
            Word::thumb(0x000086c8, 0x00009686), // str r6, [sp, #536]
            Word::thumb(0x000086ca, 0x00009a7a), // ldr r2, [sp, #488]
            Word::thumb(0x000086cc, 0x0000df82), // svc 130
            Word::thumb(0x000086ce, 0x0000e7fb), // b.n 0x86c8
            Word::thumb(0x000086d0, 0x00004ed4), // ldr r6, [pc, #848]
            Word::thumb(0x000086d2, 0x0000f000), // blx 0x8878
            Word::thumb(0x000086d4, 0x0000e8d2), // blx.suffix pc, lr, #420
            Word::thumb(0x000086d6, 0x00004748), // bx r9
            Word::thumb(0x000086d8, 0x0000dea6), // udf #166
            Word::thumb(0x000086da, 0x0000446c), // add r4, sp
            Word::thumb(0x000086dc, 0x0000472e), // udf 0x472e
            Word::thumb(0x000086de, 0x0000c56f), // stmia r5!, {r0, r1, r2, r3, r5, r6}
            Word::thumb(0x000086e0, 0x0000bc4c), // pop {r2, r3, r6}
            Word::thumb(0x000086e2, 0x0000e7d8), // b.n 0x8696
            Word::thumb(0x000086e4, 0x0000acc5), // add r4, sp, #788
            Word::thumb(0x000086e6, 0x00001197), // asrs r7, r2, #6
            Word::thumb(0x000086e8, 0x000047b5), // udf 0x47b5
            Word::thumb(0x000086ea, 0x0000802f), // strh r7, [r5, #0]
            Word::thumb(0x000086ec, 0x0000b697), // udf 0xb697
            Word::thumb(0x000086ee, 0x00004628), // mov r0, r5
            Word::thumb(0x000086f0, 0x00002919), // cmp r1, #25
            Word::thumb(0x000086f2, 0x0000f831), // bl.suffix pc, lr, #98
            Word::thumb(0x000086f4, 0x00005800), // ldr r0, [r0, r0]
            Word::thumb(0x000086f6, 0x0000dfc6), // svc 198
            Word::thumb(0x000086f8, 0x00004eec), // ldr r6, [pc, #944]
            Word::thumb(0x000086fa, 0x00008d38), // ldrh r0, [r7, #40]
            Word::thumb(0x000086fc, 0x0000b442), // push {r1, r6}
            Word::thumb(0x000086fe, 0x00008b72), // ldrh r2, [r6, #26]
            Word::thumb(0x00008700, 0x0000c506), // stmia r5!, {r1, r2}
            Word::thumb(0x00008702, 0x00001f55), // subs r5, r2, #5
            Word::thumb(0x00008704, 0x00001bab), // subs r3, r5, r6
            Word::thumb(0x00008706, 0x000042b7), // cmp r7, r6
            Word::thumb(0x00008708, 0x0000b044), // add sp, #272
            Word::thumb(0x0000870a, 0x00004725), // udf 0x4725
            Word::thumb(0x0000870c, 0x0000fd34), // bl.suffix pc, lr, #2664
            Word::thumb(0x0000870e, 0x00008999), // ldrh r1, [r3, #12]
            Word::thumb(0x00008710, 0x0000a1da), // add r1, pc, #872
            Word::thumb(0x00008712, 0x0000a198), // add r1, pc, #608
            Word::thumb(0x00008714, 0x0000d540), // bpl.n 0x8798
            Word::thumb(0x00008716, 0x0000e481), // b.n 0x801c
            Word::thumb(0x00008718, 0x0000e8d9), // blx.suffix pc, lr, #434
            Word::thumb(0x0000871a, 0x000047a8), // blx r5
            Word::thumb(0x0000871c, 0x00002ca9), // cmp r4, #169
            Word::thumb(0x0000871e, 0x0000fd6d), // bl.suffix pc, lr, #2778
            Word::thumb(0x00008720, 0x0000b0c9), // sub sp, #292
            Word::thumb(0x00008722, 0x0000b48e), // push {r1, r2, r3, r7}
            Word::thumb(0x00008724, 0x0000b0fb), // sub sp, #492
            Word::thumb(0x00008726, 0x0000b552), // push {r1, r4, r6, lr}
            Word::thumb(0x00008728, 0x0000ec94), // blx.suffix pc, lr, #2344
            Word::thumb(0x0000872a, 0x000028bd), // cmp r0, #189
            Word::thumb(0x0000872c, 0x00003246), // adds r2, #70
            Word::thumb(0x0000872e, 0x0000bb26), // udf 0xbb26
            Word::thumb(0x00008730, 0x0000d6af), // bvs.n 0x8692
            Word::thumb(0x00008732, 0x0000ee33), // blx.suffix pc, lr, #3174
            Word::thumb(0x00008734, 0x0000f8ee), // bl.suffix pc, lr, #476
            Word::thumb(0x00008736, 0x000055b1), // strb r1, [r6, r6]
            Word::thumb(0x00008738, 0x00001738), // asrs r0, r7, #28
            Word::thumb(0x0000873a, 0x00004127), // asrs r7, r4
            Word::thumb(0x0000873c, 0x0000aa8b), // add r2, sp, #556
            Word::thumb(0x0000873e, 0x0000fc0c), // bl.suffix pc, lr, #2072
            Word::thumb(0x00008740, 0x00004fb0), // ldr r7, [pc, #704]
            Word::thumb(0x00008742, 0x0000f000), // blx 0x8e70
            Word::thumb(0x00008744, 0x0000eb96), // blx.suffix pc, lr, #1836
            Word::thumb(0x00008746, 0x0000f7ff), // blx 0x843c
            Word::thumb(0x00008748, 0x0000ee7a), // blx.suffix pc, lr, #3316
            Word::thumb(0x0000874a, 0x0000b5bb), // push {r0, r1, r3, r4, r5, r7, lr}
            Word::thumb(0x0000874c, 0x00004628), // mov r0, r5
            Word::thumb(0x0000874e, 0x0000bd18), // pop {r3, r4, pc}
            Word::thumb(0x00008750, 0x000089cc), // ldrh r4, [r1, #14]
            Word::thumb(0x00008752, 0x0000bb48), // udf 0xbb48
            Word::thumb(0x00008754, 0x0000d220), // bcs.n 0x8798
            Word::thumb(0x00008756, 0x0000f2df), // blx 0x2e800c
            Word::thumb(0x00008758, 0x0000ec5a), // blx.suffix pc, lr, #2228
            Word::thumb(0x0000875a, 0x00009b5a), // ldr r3, [sp, #360]
            Word::thumb(0x0000875c, 0x0000f2cc), // blx 0x2d4e24
            Word::thumb(0x0000875e, 0x0000eb62), // blx.suffix pc, lr, #1732
            Word::thumb(0x00008760, 0x000089f3), // ldrh r3, [r6, #14]
            Word::thumb(0x00008762, 0x0000f7c9), // blx 0xfffd2440
            Word::thumb(0x00008764, 0x0000ee6e), // blx.suffix pc, lr, #3292
            Word::thumb(0x00008766, 0x0000f7ff), // bl 0x7ca4
            Word::thumb(0x00008768, 0x0000fa9d), // bl.suffix pc, lr, #1338
            Word::thumb(0x0000876a, 0x0000405c), // eors r4, r3
            Word::thumb(0x0000876c, 0x00008364), // strh r4, [r4, #26]
            Word::thumb(0x0000876e, 0x0000c0aa), // stmia r0!, {r1, r3, r5, r7}
            Word::thumb(0x00008770, 0x0000a4ab), // add r4, pc, #684
            Word::thumb(0x00008772, 0x0000eddb), // blx.suffix pc, lr, #2998
            Word::thumb(0x00008774, 0x000047d9), // udf 0x47d9
            Word::thumb(0x00008776, 0x0000883d), // ldrh r5, [r7, #0]
            Word::thumb(0x00008778, 0x0000432c), // orrs r4, r5
            Word::thumb(0x0000877a, 0x0000e850), // blx.suffix pc, lr, #160
            Word::thumb(0x0000877c, 0x0000c061), // stmia r0!, {r0, r5, r6}
            Word::thumb(0x0000877e, 0x0000de71), // udf #113
            Word::thumb(0x00008780, 0x0000b443), // push {r0, r1, r6}
            Word::thumb(0x00008782, 0x000084bb), // strh r3, [r7, #36]
            Word::thumb(0x00008784, 0x0000d0c2), // beq.n 0x870c
            Word::thumb(0x00008786, 0x00004a25), // ldr r2, [pc, #148]
            Word::thumb(0x00008788, 0x0000447a), // add r2, pc
            Word::thumb(0x0000878a, 0x0000df0a), // svc 10
            Word::thumb(0x0000878c, 0x0000be7a), // bkpt 0x007a
            Word::thumb(0x0000878e, 0x0000bedd), // bkpt 0x00dd
            Word::thumb(0x00008790, 0x0000d5ba), // bpl.n 0x8708
            Word::thumb(0x00008792, 0x0000dea4), // udf #164
            Word::thumb(0x00008794, 0x00004447), // add r7, r8
            Word::thumb(0x00008796, 0x000079ab), // ldrb r3, [r5, #6]
            Word::thumb(0x00008798, 0x0000de81), // udf #129
            Word::thumb(0x0000879a, 0x0000d3e2), // bcc.n 0x8762
            Word::thumb(0x0000879c, 0x0000e14c), // b.n 0x8a38
            Word::thumb(0x0000879e, 0x0000efda), // blx.suffix pc, lr, #4020
            Word::thumb(0x000087a0, 0x0000848b), // strh r3, [r1, #36]
            Word::thumb(0x000087a2, 0x0000457c), // cmp r4, pc
            Word::thumb(0x000087a4, 0x0000b5f9), // push {r0, r3, r4, r5, r6, r7, lr}
            Word::thumb(0x000087a6, 0x0000b055), // add sp, #340
            Word::thumb(0x000087a8, 0x00007a0e), // ldrb r6, [r1, #8]
            Word::thumb(0x000087aa, 0x00004632), // mov r2, r6
            Word::thumb(0x000087ac, 0x000039f1), // subs r1, #241
            Word::thumb(0x000087ae, 0x00009682), // str r6, [sp, #520]
            Word::thumb(0x000087b0, 0x0000e125), // b.n 0x89fe
            Word::thumb(0x000087b2, 0x00004728), // bx r5
            Word::thumb(0x000087b4, 0x0000b7a2), // udf 0xb7a2
            Word::thumb(0x000087b6, 0x0000b479), // push {r0, r3, r4, r5, r6}
            Word::thumb(0x000087b8, 0x00004633), // mov r3, r6
            Word::thumb(0x000087ba, 0x0000ae20), // add r6, sp, #128
            Word::thumb(0x000087bc, 0x0000fdec), // bl.suffix pc, lr, #3032
            Word::thumb(0x000087be, 0x0000cdff), // ldmia r5, {r0, r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x000087c0, 0x0000b0e2), // sub sp, #392
            Word::thumb(0x000087c2, 0x000088bc), // ldrh r4, [r7, #4]
            Word::thumb(0x000087c4, 0x00005a96), // ldrh r6, [r2, r2]
            Word::thumb(0x000087c6, 0x0000bed7), // bkpt 0x00d7
            Word::thumb(0x000087c8, 0x0000b374), // udf 0xb374
            Word::thumb(0x000087ca, 0x0000b416), // push {r1, r2, r4}
            Word::thumb(0x000087cc, 0x0000ea54), // blx.suffix pc, lr, #1192
            Word::thumb(0x000087ce, 0x0000473e), // udf 0x473e
            Word::thumb(0x000087d0, 0x00004dff), // ldr r5, [pc, #1020]
            Word::thumb(0x000087d2, 0x0000def9), // udf #249
            Word::thumb(0x000087d4, 0x0000437b), // muls r3, r7
            Word::thumb(0x000087d6, 0x0000b4a3), // push {r0, r1, r5, r7}
            Word::thumb(0x000087d8, 0x00004432), // add r2, r6
            Word::thumb(0x000087da, 0x0000be55), // bkpt 0x0055
            Word::thumb(0x000087dc, 0x0000e008), // b.n 0x87f0
            Word::thumb(0x000087de, 0x0000af61), // add r7, sp, #388
            Word::thumb(0x000087e0, 0x00005358), // strh r0, [r3, r5]
            Word::thumb(0x000087e2, 0x0000be23), // bkpt 0x0023
            Word::thumb(0x000087e4, 0x0000a6c3), // add r6, pc, #780
            Word::thumb(0x000087e6, 0x0000df44), // svc 68
            Word::thumb(0x000087e8, 0x0000c150), // stmia r1!, {r4, r6}
            Word::thumb(0x000087ea, 0x00003a25), // subs r2, #37
            Word::thumb(0x000087ec, 0x000045c3), // cmp fp, r8
            Word::thumb(0x000087ee, 0x000088fc), // ldrh r4, [r7, #6]
            Word::thumb(0x000087f0, 0x0000e6a3), // b.n 0x853a
            Word::thumb(0x000087f2, 0x0000fd7f), // bl.suffix pc, lr, #2814
            Word::thumb(0x000087f4, 0x00001919), // adds r1, r3, r4
            Word::thumb(0x000087f6, 0x00001c8c), // adds r4, r1, #2
            Word::thumb(0x000087f8, 0x000009fc), // lsrs r4, r7, #7
            Word::thumb(0x000087fa, 0x0000adc9), // add r5, sp, #804
            Word::thumb(0x000087fc, 0x000047f9), // udf 0x47f9
            Word::thumb(0x000087fe, 0x00004ac0), // ldr r2, [pc, #768]
            Word::thumb(0x00008800, 0x0000fb32), // bl.suffix pc, lr, #1636
            Word::thumb(0x00008802, 0x00008a46), // ldrh r6, [r0, #18]
            Word::thumb(0x00008804, 0x0000de49), // udf #73
            Word::thumb(0x00008806, 0x00001830), // adds r0, r6, r0
            Word::thumb(0x00008808, 0x000047d0), // blx sl
            Word::thumb(0x0000880a, 0x0000b838), // udf 0xb838
            Word::thumb(0x0000880c, 0x00001947), // adds r7, r0, r5
            Word::thumb(0x0000880e, 0x0000ab16), // add r3, sp, #88
            Word::thumb(0x00008810, 0x000094f8), // str r4, [sp, #992]
            Word::thumb(0x00008812, 0x0000de39), // udf #57
            Word::thumb(0x00008814, 0x0000f000), // blx 0x8ed4
            Word::thumb(0x00008816, 0x0000eb5e), // blx.suffix pc, lr, #1724
            Word::thumb(0x00008818, 0x000084f9), // strh r1, [r7, #38]
            Word::thumb(0x0000881a, 0x0000b675), // udf 0xb675
            Word::thumb(0x0000881c, 0x0000fc9d), // bl.suffix pc, lr, #2362
            Word::thumb(0x0000881e, 0x0000decd), // udf #205
            Word::thumb(0x00008820, 0x0000bca2), // pop {r1, r5, r7}
            Word::thumb(0x00008822, 0x0000c559), // stmia r5!, {r0, r3, r4, r6}
            Word::thumb(0x00008824, 0x0000e411), // b.n 0x804a
            Word::thumb(0x00008826, 0x00004836), // ldr r0, [pc, #216]
            Word::thumb(0x00008828, 0x0000b07c), // add sp, #496
            Word::thumb(0x0000882a, 0x000065b4), // str r4, [r6, #88]
            Word::thumb(0x0000882c, 0x00008b00), // ldrh r0, [r0, #24]
            Word::thumb(0x0000882e, 0x00008a3e), // ldrh r6, [r7, #16]
            Word::thumb(0x00008830, 0x0000b09a), // sub sp, #104
            Word::thumb(0x00008832, 0x0000be37), // bkpt 0x0037
            Word::thumb(0x00008834, 0x00001b67), // subs r7, r4, r5
            Word::thumb(0x00008836, 0x0000d06d), // beq.n 0x8914
            Word::thumb(0x00008838, 0x00007a14), // ldrb r4, [r2, #8]
            Word::thumb(0x0000883a, 0x0000eeb4), // blx.suffix pc, lr, #3432
            Word::thumb(0x0000883c, 0x0000ac1e), // add r4, sp, #120
            Word::thumb(0x0000883e, 0x0000be1e), // bkpt 0x001e
            Word::thumb(0x00008840, 0x0000df0c), // svc 12
            Word::thumb(0x00008842, 0x0000b060), // add sp, #384
            Word::thumb(0x00008844, 0x0000b4fe), // push {r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x00008846, 0x0000a992), // add r1, sp, #584
            Word::thumb(0x00008848, 0x0000dfaf), // svc 175
            Word::thumb(0x0000884a, 0x00001de3), // adds r3, r4, #7
            Word::thumb(0x0000884c, 0x0000fb2d), // bl.suffix pc, lr, #1626
            Word::thumb(0x0000884e, 0x0000d13e), // bne.n 0x88ce
            Word::thumb(0x00008850, 0x00004748), // bx r9
            Word::thumb(0x00008852, 0x0000ceb4), // ldmia r6!, {r2, r4, r5, r7}
            Word::thumb(0x00008854, 0x0000df11), // svc 17
            Word::thumb(0x00008856, 0x00001834), // adds r4, r6, r0
            Word::thumb(0x00008858, 0x0000eb9c), // blx.suffix pc, lr, #1848
            Word::thumb(0x0000885a, 0x00004f7f), // ldr r7, [pc, #508]
            Word::thumb(0x0000885c, 0x0000e7c3), // b.n 0x87e6
            Word::thumb(0x0000885e, 0x00007661), // strb r1, [r4, #25]
            Word::thumb(0x00008860, 0x0000deac), // udf #172
            Word::thumb(0x00008862, 0x0000af9e), // add r7, sp, #632
            Word::thumb(0x00008864, 0x0000cea4), // ldmia r6!, {r2, r5, r7}
            Word::thumb(0x00008866, 0x0000184e), // adds r6, r1, r1
            Word::thumb(0x00008868, 0x0000befb), // bkpt 0x00fb
            Word::thumb(0x0000886a, 0x0000eb23), // blx.suffix pc, lr, #1606
            Word::thumb(0x0000886c, 0x0000c5ad), // stmia r5!, {r0, r2, r3, r5, r7}
            Word::thumb(0x0000886e, 0x00008080), // strh r0, [r0, #4]
            Word::thumb(0x00008870, 0x00004730), // bx r6
            Word::thumb(0x00008872, 0x0000fcb6), // bl.suffix pc, lr, #2412
            Word::thumb(0x00008874, 0x0000ba43), // udf 0xba43
            Word::thumb(0x00008876, 0x0000c94a), // ldmia r1, {r1, r3, r6}
            Word::thumb(0x00008878, 0x0000bdf4), // pop {r2, r4, r5, r6, r7, pc}
            Word::thumb(0x0000887a, 0x000050ed), // str r5, [r5, r3]
            Word::thumb(0x0000887c, 0x0000c3a1), // stmia r3!, {r0, r5, r7}
            Word::thumb(0x0000887e, 0x0000cb70), // ldmia r3!, {r4, r5, r6}
            Word::thumb(0x00008880, 0x0000df43), // svc 67
            Word::thumb(0x00008882, 0x000014b4), // asrs r4, r6, #18
            Word::thumb(0x00008884, 0x00005634), // ldrsb r4, [r6, r0]
            Word::thumb(0x00008886, 0x0000b07a), // add sp, #488
            Word::thumb(0x00008888, 0x0000d83d), // bhi.n 0x8906
            Word::thumb(0x0000888a, 0x0000b50d), // push {r0, r2, r3, lr}
            Word::thumb(0x0000888c, 0x0000464e), // mov r6, r9
            Word::thumb(0x0000888e, 0x0000463b), // mov r3, r7
            Word::thumb(0x00008890, 0x0000b130), // udf 0xb130
            Word::thumb(0x00008892, 0x0000ef79), // blx.suffix pc, lr, #3826
            Word::thumb(0x00008894, 0x0000a1ec), // add r1, pc, #944
            Word::thumb(0x00008896, 0x0000bc91), // pop {r0, r4, r7}
            Word::thumb(0x00008898, 0x000047a8), // blx r5
            Word::thumb(0x0000889a, 0x0000b39c), // udf 0xb39c
            Word::thumb(0x0000889c, 0x0000ca0c), // ldmia r2, {r2, r3}
            Word::thumb(0x0000889e, 0x0000407c), // eors r4, r7
            Word::thumb(0x000088a0, 0x0000de8f), // udf #143
            Word::thumb(0x000088a2, 0x0000e020), // b.n 0x88e6
            Word::thumb(0x000088a4, 0x0000c17a), // stmia r1!, {r1, r3, r4, r5, r6}
            Word::thumb(0x000088a6, 0x00008f5b), // ldrh r3, [r3, #58]
            Word::thumb(0x000088a8, 0x0000bc40), // pop {r6}
            Word::thumb(0x000088aa, 0x0000bedf), // bkpt 0x00df
            Word::thumb(0x000088ac, 0x0000756d), // strb r5, [r5, #21]
            Word::thumb(0x000088ae, 0x00000b4d), // lsrs r5, r1, #13
            Word::thumb(0x000088b0, 0x00004a46), // ldr r2, [pc, #280]
            Word::thumb(0x000088b2, 0x0000c234), // stmia r2!, {r2, r4, r5}
            Word::thumb(0x000088b4, 0x00001f9c), // subs r4, r3, #6
            Word::thumb(0x000088b6, 0x0000cf53), // ldmia r7!, {r0, r1, r4, r6}
            Word::thumb(0x000088b8, 0x000047d8), // blx fp
            Word::thumb(0x000088ba, 0x0000e254), // b.n 0x8d66
            Word::thumb(0x000088bc, 0x0000b543), // push {r0, r1, r6, lr}
            Word::thumb(0x000088be, 0x00001a1a), // subs r2, r3, r0
            Word::thumb(0x000088c0, 0x0000ab72), // add r3, sp, #456
            Word::thumb(0x000088c2, 0x0000b41e), // push {r1, r2, r3, r4}
            Word::thumb(0x000088c4, 0x0000befa), // bkpt 0x00fa
            Word::thumb(0x000088c6, 0x0000c01d), // stmia r0!, {r0, r2, r3, r4}
            Word::thumb(0x000088c8, 0x0000df45), // svc 69
            Word::thumb(0x000088ca, 0x0000b9d6), // udf 0xb9d6
            Word::thumb(0x000088cc, 0x00009b5c), // ldr r3, [sp, #368]
            Word::thumb(0x000088ce, 0x0000caed), // ldmia r2, {r0, r2, r3, r5, r6, r7}
            Word::thumb(0x000088d0, 0x0000b448), // push {r3, r6}
            Word::thumb(0x000088d2, 0x0000b030), // add sp, #192
            Word::thumb(0x000088d4, 0x0000dfa4), // svc 164
            Word::thumb(0x000088d6, 0x0000b3de), // udf 0xb3de
            Word::thumb(0x000088d8, 0x000047c5), // udf 0x47c5
            Word::thumb(0x000088da, 0x0000be64), // bkpt 0x0064
            Word::thumb(0x000088dc, 0x00004700), // bx r0
            Word::thumb(0x000088de, 0x0000b00e), // add sp, #56
            Word::thumb(0x000088e0, 0x00001dc0), // adds r0, r0, #7
            Word::thumb(0x000088e2, 0x000065b2), // str r2, [r6, #88]
            Word::thumb(0x000088e4, 0x00000f41), // lsrs r1, r0, #29
            Word::thumb(0x000088e6, 0x0000dfbb), // svc 187
            Word::thumb(0x000088e8, 0x00004718), // bx r3
            Word::thumb(0x000088ea, 0x0000058d), // lsls r5, r1, #22
            Word::thumb(0x000088ec, 0x00006e96), // ldr r6, [r2, #104]
            Word::thumb(0x000088ee, 0x0000e431), // b.n 0x8154
            Word::thumb(0x000088f0, 0x0000c674), // stmia r6!, {r2, r4, r5, r6}
            Word::thumb(0x000088f2, 0x00001b69), // subs r1, r5, r5
            Word::thumb(0x000088f4, 0x0000227c), // movs r2, #124
            Word::thumb(0x000088f6, 0x0000f000), // blx 0x969c
            Word::thumb(0x000088f8, 0x0000eed2), // blx.suffix pc, lr, #3492
            Word::thumb(0x000088fa, 0x0000f7ff), // blx 0x86e4
            Word::thumb(0x000088fc, 0x0000eef4), // blx.suffix pc, lr, #3560
            Word::thumb(0x000088fe, 0x00004788), // blx r1
            Word::thumb(0x00008900, 0x00005341), // strh r1, [r0, r5]
            Word::thumb(0x00008902, 0x000047f5), // udf 0x47f5
            Word::thumb(0x00008904, 0x0000f846), // bl.suffix pc, lr, #140
            Word::thumb(0x00008906, 0x0000be2a), // bkpt 0x002a
            Word::thumb(0x00008908, 0x00005941), // ldr r1, [r0, r5]
            Word::thumb(0x0000890a, 0x0000de1a), // udf #26
            Word::thumb(0x0000890c, 0x0000423c), // tst r4, r7
            Word::thumb(0x0000890e, 0x00005ad8), // ldrh r0, [r3, r3]
            Word::thumb(0x00008910, 0x0000ff34), // bl.suffix pc, lr, #3688
            Word::thumb(0x00008912, 0x00003208), // adds r2, #8
            Word::thumb(0x00008914, 0x00001883), // adds r3, r0, r2
            Word::thumb(0x00008916, 0x00008b5b), // ldrh r3, [r3, #26]
            Word::thumb(0x00008918, 0x0000e004), // b.n 0x8924
            Word::thumb(0x0000891a, 0x0000d0e9), // beq.n 0x88f0
            Word::thumb(0x0000891c, 0x0000c5b0), // stmia r5!, {r4, r5, r7}
            Word::thumb(0x0000891e, 0x00009691), // str r6, [sp, #580]
            Word::thumb(0x00008920, 0x00004760), // bx ip
            Word::thumb(0x00008922, 0x0000b0dd), // sub sp, #372
            Word::thumb(0x00008924, 0x00008493), // strh r3, [r2, #36]
            Word::thumb(0x00008926, 0x0000aa64), // add r2, sp, #400
            Word::thumb(0x00008928, 0x0000e7ee), // b.n 0x8908
            Word::thumb(0x0000892a, 0x00001841), // adds r1, r0, r1
            Word::thumb(0x0000892c, 0x0000d5b9), // bpl.n 0x88a2
            Word::thumb(0x0000892e, 0x00001cda), // adds r2, r3, #3
            Word::thumb(0x00008930, 0x00004e90), // ldr r6, [pc, #576]
            Word::thumb(0x00008932, 0x000020ca), // movs r0, #202
            Word::thumb(0x00008934, 0x0000bcfc), // pop {r2, r3, r4, r5, r6, r7}
            Word::thumb(0x00008936, 0x0000cbc1), // ldmia r3!, {r0, r6, r7}
            Word::thumb(0x00008938, 0x00004475), // add r5, lr
            Word::thumb(0x0000893a, 0x0000de38), // udf #56
            Word::thumb(0x0000893c, 0x0000b524), // push {r2, r5, lr}
            Word::thumb(0x0000893e, 0x0000bc81), // pop {r0, r7}
            Word::thumb(0x00008940, 0x0000cb78), // ldmia r3, {r3, r4, r5, r6}
            Word::thumb(0x00008942, 0x0000bcc9), // pop {r0, r3, r6, r7}
            Word::thumb(0x00008944, 0x0000f8af), // bl.suffix pc, lr, #350
            Word::thumb(0x00008946, 0x0000a6d2), // add r6, pc, #840
            Word::thumb(0x00008948, 0x00006ed7), // ldr r7, [r2, #108]
            Word::thumb(0x0000894a, 0x0000b0fc), // sub sp, #496
            Word::thumb(0x0000894c, 0x0000839e), // strh r6, [r3, #28]
            Word::thumb(0x0000894e, 0x0000f7ff), // bl 0x7ed4
            Word::thumb(0x00008950, 0x0000fac1), // bl.suffix pc, lr, #1410
            Word::thumb(0x00008952, 0x000050fb), // str r3, [r7, r3]
            Word::thumb(0x00008954, 0x0000dabe), // bge.n 0x88d4
            Word::thumb(0x00008956, 0x0000be05), // bkpt 0x0005
            Word::thumb(0x00008958, 0x0000fc6f), // bl.suffix pc, lr, #2270
            Word::thumb(0x0000895a, 0x000093cf), // str r3, [sp, #828]
            Word::thumb(0x0000895c, 0x0000a3d4), // add r3, pc, #848
            Word::thumb(0x0000895e, 0x000065c0), // str r0, [r0, #92]
            Word::thumb(0x00008960, 0x00004ac6), // ldr r2, [pc, #792]
            Word::thumb(0x00008962, 0x00001f05), // subs r5, r0, #4
            Word::thumb(0x00008964, 0x0000de73), // udf #115
            Word::thumb(0x00008966, 0x0000b238), // udf 0xb238
            Word::thumb(0x00008968, 0x0000d4aa), // bmi.n 0x88c0
            Word::thumb(0x0000896a, 0x0000a815), // add r0, sp, #84
            Word::thumb(0x0000896c, 0x00005a89), // ldrh r1, [r1, r2]
            Word::thumb(0x0000896e, 0x0000190f), // adds r7, r1, r4
            Word::thumb(0x00008970, 0x0000406d), // eors r5, r5
            Word::thumb(0x00008972, 0x0000b857), // udf 0xb857
            Word::thumb(0x00008974, 0x0000d3a7), // bcc.n 0x88c6
            Word::thumb(0x00008976, 0x000049cd), // ldr r1, [pc, #820]
            Word::thumb(0x00008978, 0x00000ff3), // lsrs r3, r6, #31
            Word::thumb(0x0000897a, 0x0000b5b9), // push {r0, r3, r4, r5, r7, lr}
            Word::thumb(0x0000897c, 0x00004e94), // ldr r6, [pc, #592]
            Word::thumb(0x0000897e, 0x0000bd69), // pop {r0, r3, r5, r6, pc}
            Word::thumb(0x00008980, 0x0000ae77), // add r6, sp, #476
            Word::thumb(0x00008982, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x00008984, 0x000043aa), // bics r2, r5
            Word::thumb(0x00008986, 0x0000ae9d), // add r6, sp, #628
            Word::thumb(0x00008988, 0x000040f4), // lsrs r4, r6
            Word::thumb(0x0000898a, 0x0000dfe6), // svc 230
            Word::thumb(0x0000898c, 0x00009e91), // ldr r6, [sp, #580]
            Word::thumb(0x0000898e, 0x0000f000), // bl 0x93c6
            Word::thumb(0x00008990, 0x0000fd1a), // bl.suffix pc, lr, #2612
            Word::thumb(0x00008992, 0x00006934), // ldr r4, [r6, #16]
            Word::thumb(0x00008994, 0x0000bcad), // pop {r0, r2, r3, r5, r7}
            Word::thumb(0x00008996, 0x0000ea5c), // blx.suffix pc, lr, #1208
            Word::thumb(0x00008998, 0x0000ac5a), // add r4, sp, #360
            Word::thumb(0x0000899a, 0x0000b011), // add sp, #68
            Word::thumb(0x0000899c, 0x000035a3), // adds r5, #163
            Word::thumb(0x0000899e, 0x0000b0a4), // sub sp, #144
            Word::thumb(0x000089a0, 0x0000e7bf), // b.n 0x8922
            Word::thumb(0x000089a2, 0x00005a75), // ldrh r5, [r6, r1]
            Word::thumb(0x000089a4, 0x00004710), // bx r2
            Word::thumb(0x000089a6, 0x000059d7), // ldr r7, [r2, r7]
            Word::thumb(0x000089a8, 0x0000212d), // movs r1, #45
            Word::thumb(0x000089aa, 0x000082ce), // strh r6, [r1, #22]
            Word::thumb(0x000089ac, 0x0000b85c), // udf 0xb85c
            Word::thumb(0x000089ae, 0x00007a21), // ldrb r1, [r4, #8]
            Word::thumb(0x000089b0, 0x00001f83), // subs r3, r0, #6
            Word::thumb(0x000089b2, 0x0000e9a1), // blx.suffix pc, lr, #834
            Word::thumb(0x000089b4, 0x0000b7d3), // udf 0xb7d3
            Word::thumb(0x000089b6, 0x000047d4), // udf 0x47d4
            Word::thumb(0x000089b8, 0x00005e57), // ldrsh r7, [r2, r1]
            Word::thumb(0x000089ba, 0x0000bd34), // pop {r2, r4, r5, pc}
            Word::thumb(0x000089bc, 0x0000af75), // add r7, sp, #468
            Word::thumb(0x000089be, 0x0000bad8), // udf 0xbad8
            Word::thumb(0x000089c0, 0x0000d986), // bls.n 0x88d0
            Word::thumb(0x000089c2, 0x00004a39), // ldr r2, [pc, #228]
            Word::thumb(0x000089c4, 0x00001c88), // adds r0, r1, #2
            Word::thumb(0x000089c6, 0x0000804a), // strh r2, [r1, #2]
            Word::thumb(0x000089c8, 0x0000b016), // add sp, #88
            Word::thumb(0x000089ca, 0x0000ece0), // blx.suffix pc, lr, #2496
            Word::thumb(0x000089cc, 0x0000df7c), // svc 124
            Word::thumb(0x000089ce, 0x00004144), // adcs r4, r0
            Word::thumb(0x000089d0, 0x00003a6e), // subs r2, #110
            Word::thumb(0x000089d2, 0x000018de), // adds r6, r3, r3
            Word::thumb(0x000089d4, 0x0000df1d), // svc 29
            Word::thumb(0x000089d6, 0x0000a1d9), // add r1, pc, #868
            Word::thumb(0x000089d8, 0x00001df6), // adds r6, r6, #7
            Word::thumb(0x000089da, 0x000047d5), // udf 0x47d5
            Word::thumb(0x000089dc, 0x00009352), // str r3, [sp, #328]
            Word::thumb(0x000089de, 0x0000b4b7), // push {r0, r1, r2, r4, r5, r7}
            Word::thumb(0x000089e0, 0x00004721), // udf 0x4721
            Word::thumb(0x000089e2, 0x000046a0), // mov r8, r4
            Word::thumb(0x000089e4, 0x000046d2), // mov sl, sl
            Word::thumb(0x000089e6, 0x0000180b), // adds r3, r1, r0
            Word::thumb(0x000089e8, 0x0000ce03), // ldmia r6!, {r0, r1}
            Word::thumb(0x000089ea, 0x0000c6a1), // stmia r6!, {r0, r5, r7}
            Word::thumb(0x000089ec, 0x000049c1), // ldr r1, [pc, #772]
            Word::thumb(0x000089ee, 0x0000b0d1), // sub sp, #324
            Word::thumb(0x000089f0, 0x00005b8f), // ldrh r7, [r1, r6]
            Word::thumb(0x000089f2, 0x0000dd89), // ble.n 0x8908
            Word::thumb(0x000089f4, 0x0000f000), // bl 0x9810
            Word::thumb(0x000089f6, 0x0000ff0c), // bl.suffix pc, lr, #3608
            Word::thumb(0x000089f8, 0x000081fd), // strh r5, [r7, #14]
            Word::thumb(0x000089fa, 0x0000b658), // udf 0xb658
            Word::thumb(0x000089fc, 0x0000fe89), // bl.suffix pc, lr, #3346
            Word::thumb(0x000089fe, 0x000099b0), // ldr r1, [sp, #704]
            Word::thumb(0x00008a00, 0x0000cc37), // ldmia r4, {r0, r1, r2, r4, r5}
            Word::thumb(0x00008a02, 0x0000b437), // push {r0, r1, r2, r4, r5}
            Word::thumb(0x00008a04, 0x0000929f), // str r2, [sp, #636]
            Word::thumb(0x00008a06, 0x000054bd), // strb r5, [r7, r2]
            Word::thumb(0x00008a08, 0x0000a36d), // add r3, pc, #436
            Word::thumb(0x00008a0a, 0x0000d019), // beq.n 0x8a40
            Word::thumb(0x00008a0c, 0x000047d1), // udf 0x47d1
            Word::thumb(0x00008a0e, 0x0000d261), // bcs.n 0x8ad4
            Word::thumb(0x00008a10, 0x000046c6), // mov lr, r8
            Word::thumb(0x00008a12, 0x0000a845), // add r0, sp, #276
            Word::thumb(0x00008a14, 0x0000908c), // str r0, [sp, #560]
            Word::thumb(0x00008a16, 0x0000df9c), // svc 156
            Word::thumb(0x00008a18, 0x00001f12), // subs r2, r2, #4
            Word::thumb(0x00008a1a, 0x0000a603), // add r6, pc, #12
            Word::thumb(0x00008a1c, 0x0000435b), // muls r3, r3
            Word::thumb(0x00008a1e, 0x0000b45f), // push {r0, r1, r2, r3, r4, r6}
            Word::thumb(0x00008a20, 0x0000f7ff), // bl 0x84e2
            Word::thumb(0x00008a22, 0x0000fd5f), // bl.suffix pc, lr, #2750
            Word::thumb(0x00008a24, 0x0000de48), // udf #72
            Word::thumb(0x00008a26, 0x000000ee), // lsls r6, r5, #3
            Word::thumb(0x00008a28, 0x00001e31), // subs r1, r6, #0
            Word::thumb(0x00008a2a, 0x000046a3), // mov fp, r4
            Word::thumb(0x00008a2c, 0x00008388), // strh r0, [r1, #28]
            Word::thumb(0x00008a2e, 0x000087c7), // strh r7, [r0, #62]
            Word::thumb(0x00008a30, 0x0000df45), // svc 69
            Word::thumb(0x00008a32, 0x00008194), // strh r4, [r2, #12]
            Word::thumb(0x00008a34, 0x000047f8), // blx pc
            Word::thumb(0x00008a36, 0x00007a1d), // ldrb r5, [r3, #8]
            Word::thumb(0x00008a38, 0x00001a4a), // subs r2, r1, r1
            Word::thumb(0x00008a3a, 0x0000c575), // stmia r5!, {r0, r2, r4, r5, r6}
            Word::thumb(0x00008a3c, 0x0000ff3a), // bl.suffix pc, lr, #3700
            Word::thumb(0x00008a3e, 0x0000b163), // udf 0xb163
            Word::thumb(0x00008a40, 0x00005cbd), // ldrb r5, [r7, r2]
            Word::thumb(0x00008a42, 0x00005573), // strb r3, [r6, r5]
            Word::thumb(0x00008a44, 0x0000b53b), // push {r0, r1, r3, r4, r5, lr}
            Word::thumb(0x00008a46, 0x000047d0), // blx sl
            Word::thumb(0x00008a48, 0x0000fe39), // bl.suffix pc, lr, #3186
            Word::thumb(0x00008a4a, 0x00001f9b), // subs r3, r3, #6
            Word::thumb(0x00008a4c, 0x00004788), // blx r1
            Word::thumb(0x00008a4e, 0x0000bb6a), // udf 0xbb6a
            Word::thumb(0x00008a50, 0x0000aebc), // add r6, sp, #752
            Word::thumb(0x00008a52, 0x0000ded4), // udf #212
            Word::thumb(0x00008a54, 0x0000975f), // str r7, [sp, #380]
            Word::thumb(0x00008a56, 0x0000467e), // mov r6, pc
            Word::thumb(0x00008a58, 0x000078ce), // ldrb r6, [r1, #3]
            Word::thumb(0x00008a5a, 0x00009cf6), // ldr r4, [sp, #984]
            Word::thumb(0x00008a5c, 0x0000de80), // udf #128
            Word::thumb(0x00008a5e, 0x0000425d), // negs r5, r3
            Word::thumb(0x00008a60, 0x0000beb8), // bkpt 0x00b8
            Word::thumb(0x00008a62, 0x000046b2), // mov sl, r6
            Word::thumb(0x00008a64, 0x00006557), // str r7, [r2, #84]
            Word::thumb(0x00008a66, 0x0000ae75), // add r6, sp, #468
            Word::thumb(0x00008a68, 0x0000355d), // adds r5, #93
            Word::thumb(0x00008a6a, 0x0000ba75), // udf 0xba75
            Word::thumb(0x00008a6c, 0x0000b46a), // push {r1, r3, r5, r6}
            Word::thumb(0x00008a6e, 0x000047e0), // blx ip
            Word::thumb(0x00008a70, 0x0000b02d), // add sp, #180
            Word::thumb(0x00008a72, 0x0000bc46), // pop {r1, r2, r6}
            Word::thumb(0x00008a74, 0x00007723), // strb r3, [r4, #28]
            Word::thumb(0x00008a76, 0x0000df7f), // svc 127
            Word::thumb(0x00008a78, 0x0000df9c), // svc 156
            Word::thumb(0x00008a7a, 0x00001d93), // adds r3, r2, #6
            Word::thumb(0x00008a7c, 0x0000a5fa), // add r5, pc, #1000
            Word::thumb(0x00008a7e, 0x0000770b), // strb r3, [r1, #28]
            Word::thumb(0x00008a80, 0x0000e8e1), // blx.suffix pc, lr, #450
            Word::thumb(0x00008a82, 0x00004ee7), // ldr r6, [pc, #924]
            Word::thumb(0x00008a84, 0x00005971), // ldr r1, [r6, r5]
            Word::thumb(0x00008a86, 0x0000f81b), // bl.suffix pc, lr, #54
            Word::thumb(0x00008a88, 0x0000dfbc), // svc 188
            Word::thumb(0x00008a8a, 0x00004709), // udf 0x4709
            Word::thumb(0x00008a8c, 0x000036d9), // adds r6, #217
            Word::thumb(0x00008a8e, 0x000044ac), // add ip, r5
            Word::thumb(0x00008a90, 0x0000ed53), // blx.suffix pc, lr, #2726
            Word::thumb(0x00008a92, 0x0000f000), // blx 0x97dc
            Word::thumb(0x00008a94, 0x0000eea4), // blx.suffix pc, lr, #3400
            Word::thumb(0x00008a96, 0x00002efb), // cmp r6, #251
            Word::thumb(0x00008a98, 0x00008e9c), // ldrh r4, [r3, #52]
            Word::thumb(0x00008a9a, 0x0000a3a9), // add r3, pc, #676
            Word::thumb(0x00008a9c, 0x000047c8), // blx r9
            Word::thumb(0x00008a9e, 0x0000ca50), // ldmia r2!, {r4, r6}
            Word::thumb(0x00008aa0, 0x000055d6), // strb r6, [r2, r7]
            Word::thumb(0x00008aa2, 0x0000436d), // muls r5, r5
            Word::thumb(0x00008aa4, 0x0000bc82), // pop {r1, r7}
            Word::thumb(0x00008aa6, 0x0000f822), // bl.suffix pc, lr, #68
            Word::thumb(0x00008aa8, 0x00009c1c), // ldr r4, [sp, #112]
            Word::thumb(0x00008aaa, 0x0000ec95), // blx.suffix pc, lr, #2346
            Word::thumb(0x00008aac, 0x00002e3c), // cmp r6, #60
            Word::thumb(0x00008aae, 0x0000b5ba), // push {r1, r3, r4, r5, r7, lr}
            Word::thumb(0x00008ab0, 0x0000b128), // udf 0xb128
            Word::thumb(0x00008ab2, 0x0000b015), // add sp, #84
            Word::thumb(0x00008ab4, 0x0000beb9), // bkpt 0x00b9
            Word::thumb(0x00008ab6, 0x0000b0c0), // sub sp, #256
            Word::thumb(0x00008ab8, 0x0000b4d5), // push {r0, r2, r4, r6, r7}
            Word::thumb(0x00008aba, 0x00008d24), // ldrh r4, [r4, #40]
            Word::thumb(0x00008abc, 0x0000a592), // add r5, pc, #584
            Word::thumb(0x00008abe, 0x0000a65b), // add r6, pc, #364
            Word::thumb(0x00008ac0, 0x000019d7), // adds r7, r2, r7
            Word::thumb(0x00008ac2, 0x0000e7d6), // b.n 0x8a72
            Word::thumb(0x00008ac4, 0x00009f3e), // ldr r7, [sp, #248]
            Word::thumb(0x00008ac6, 0x0000dec7), // udf #199
            Word::thumb(0x00008ac8, 0x00004725), // udf 0x4725
            Word::thumb(0x00008aca, 0x00001eae), // subs r6, r5, #2
            Word::thumb(0x00008acc, 0x00009fef), // ldr r7, [sp, #956]
            Word::thumb(0x00008ace, 0x0000a01a), // add r0, pc, #104
            Word::thumb(0x00008ad0, 0x00005579), // strb r1, [r7, r5]
            Word::thumb(0x00008ad2, 0x00008fa5), // ldrh r5, [r4, #60]
            Word::thumb(0x00008ad4, 0x000021b1), // movs r1, #177
            Word::thumb(0x00008ad6, 0x0000794e), // ldrb r6, [r1, #5]
            Word::thumb(0x00008ad8, 0x0000b0db), // sub sp, #364
            Word::thumb(0x00008ada, 0x0000bc1e), // pop {r1, r2, r3, r4}
            Word::thumb(0x00008adc, 0x0000b087), // sub sp, #28
            Word::thumb(0x00008ade, 0x0000be84), // bkpt 0x0084
            Word::thumb(0x00008ae0, 0x0000aa25), // add r2, sp, #148
            Word::thumb(0x00008ae2, 0x0000022f), // lsls r7, r5, #8
            Word::thumb(0x00008ae4, 0x0000a08c), // add r0, pc, #560
            Word::thumb(0x00008ae6, 0x0000de47), // udf #71
            Word::thumb(0x00008ae8, 0x0000df41), // svc 65
            Word::thumb(0x00008aea, 0x0000b435), // push {r0, r2, r4, r5}
            Word::thumb(0x00008aec, 0x00003722), // adds r7, #34
            Word::thumb(0x00008aee, 0x0000ec5c), // blx.suffix pc, lr, #2232
            Word::thumb(0x00008af0, 0x0000fc05), // bl.suffix pc, lr, #2058
            Word::thumb(0x00008af2, 0x0000ae31), // add r6, sp, #196
            Word::thumb(0x00008af4, 0x000099fc), // ldr r1, [sp, #1008]
            Word::thumb(0x00008af6, 0x0000b6a1), // udf 0xb6a1
            Word::thumb(0x00008af8, 0x00004319), // orrs r1, r3
            Word::thumb(0x00008afa, 0x0000b059), // add sp, #356
            Word::thumb(0x00008afc, 0x00004737), // udf 0x4737
            Word::thumb(0x00008afe, 0x000047c7), // udf 0x47c7
            Word::thumb(0x00008b00, 0x00004715), // udf 0x4715
            Word::thumb(0x00008b02, 0x0000acc8), // add r4, sp, #800
            Word::thumb(0x00008b04, 0x0000a9ee), // add r1, sp, #952
            Word::thumb(0x00008b06, 0x000059c9), // ldr r1, [r1, r7]
            Word::thumb(0x00008b08, 0x00006dc2), // ldr r2, [r0, #92]
            Word::thumb(0x00008b0a, 0x0000dfc2), // svc 194
            Word::thumb(0x00008b0c, 0x0000a431), // add r4, pc, #196
            Word::thumb(0x00008b0e, 0x000065d0), // str r0, [r2, #92]
            Word::thumb(0x00008b10, 0x0000b4e7), // push {r0, r1, r2, r5, r6, r7}
            Word::thumb(0x00008b12, 0x00004087), // lsls r7, r0
            Word::thumb(0x00008b14, 0x0000076f), // lsls r7, r5, #29
            Word::thumb(0x00008b16, 0x0000f8dd), // bl.suffix pc, lr, #442
            Word::thumb(0x00008b18, 0x0000be18), // bkpt 0x0018
            Word::thumb(0x00008b1a, 0x0000aeca), // add r6, sp, #808
            Word::thumb(0x00008b1c, 0x0000356d), // adds r5, #109
            Word::thumb(0x00008b1e, 0x0000150d), // asrs r5, r1, #20
            Word::thumb(0x00008b20, 0x00004438), // add r0, r7
            Word::thumb(0x00008b22, 0x000001d9), // lsls r1, r3, #7
            Word::thumb(0x00008b24, 0x0000f000), // blx 0x8e94
            Word::thumb(0x00008b26, 0x0000e9b6), // blx.suffix pc, lr, #876
            Word::thumb(0x00008b28, 0x0000be76), // bkpt 0x0076
            Word::thumb(0x00008b2a, 0x0000b4fa), // push {r1, r3, r4, r5, r6, r7}
            Word::thumb(0x00008b2c, 0x00001ab9), // subs r1, r7, r2
            Word::thumb(0x00008b2e, 0x0000c52d), // stmia r5!, {r0, r2, r3, r5}
            Word::thumb(0x00008b30, 0x0000285f), // cmp r0, #95
            Word::thumb(0x00008b32, 0x0000fe1a), // bl.suffix pc, lr, #3124
            Word::thumb(0x00008b34, 0x0000ca62), // ldmia r2!, {r1, r5, r6}
            Word::thumb(0x00008b36, 0x0000a74c), // add r7, pc, #304
            Word::thumb(0x00008b38, 0x00004355), // muls r5, r2
            Word::thumb(0x00008b3a, 0x0000d9d3), // bls.n 0x8ae4
            Word::thumb(0x00008b3c, 0x00005e22), // ldrsh r2, [r4, r0]
            Word::thumb(0x00008b3e, 0x0000dec6), // udf #198
            Word::thumb(0x00008b40, 0x0000b0bc), // sub sp, #240
            Word::thumb(0x00008b42, 0x00004efb), // ldr r6, [pc, #1004]
            Word::thumb(0x00008b44, 0x0000b4b1), // push {r0, r4, r5, r7}
            Word::thumb(0x00008b46, 0x00009897), // ldr r0, [sp, #604]
            Word::thumb(0x00008b48, 0x00003180), // adds r1, #128
            Word::thumb(0x00008b4a, 0x00002166), // movs r1, #102
            Word::thumb(0x00008b4c, 0x0000b1f7), // udf 0xb1f7
            Word::thumb(0x00008b4e, 0x00003912), // subs r1, #18
            Word::thumb(0x00008b50, 0x00001bc7), // subs r7, r0, r7
            Word::thumb(0x00008b52, 0x0000a79f), // add r7, pc, #636
            Word::thumb(0x00008b54, 0x00001dd8), // adds r0, r3, #7
            Word::thumb(0x00008b56, 0x000041f8), // rors r0, r7
            Word::thumb(0x00008b58, 0x000046d9), // mov r9, fp
            Word::thumb(0x00008b5a, 0x0000a002), // add r0, pc, #8
            Word::thumb(0x00008b5c, 0x0000f7ff), // bl 0x839a
            Word::thumb(0x00008b5e, 0x0000fc1d), // bl.suffix pc, lr, #2106
            Word::thumb(0x00008b60, 0x0000c129), // stmia r1!, {r0, r3, r5}
            Word::thumb(0x00008b62, 0x00008f28), // ldrh r0, [r5, #56]
            Word::thumb(0x00008b64, 0x0000b39c), // udf 0xb39c
            Word::thumb(0x00008b66, 0x0000df0b), // svc 11
            Word::thumb(0x00008b68, 0x0000e918), // blx.suffix pc, lr, #560
            Word::thumb(0x00008b6a, 0x0000b610), // udf 0xb610
            Word::thumb(0x00008b6c, 0x0000204f), // movs r0, #79
            Word::thumb(0x00008b6e, 0x000085eb), // strh r3, [r5, #46]
            Word::thumb(0x00008b70, 0x0000fcc6), // bl.suffix pc, lr, #2444
            Word::thumb(0x00008b72, 0x0000df2c), // svc 44
            Word::thumb(0x00008b74, 0x0000de34), // udf #52
            Word::thumb(0x00008b76, 0x0000b3af), // udf 0xb3af
            Word::thumb(0x00008b78, 0x000078b3), // ldrb r3, [r6, #2]
            Word::thumb(0x00008b7a, 0x000070e2), // strb r2, [r4, #3]
            Word::thumb(0x00008b7c, 0x00004470), // add r0, lr
            Word::thumb(0x00008b7e, 0x00001881), // adds r1, r0, r2
            Word::thumb(0x00008b80, 0x0000f194), // blx 0x19cdf4
            Word::thumb(0x00008b82, 0x0000e938), // blx.suffix pc, lr, #624
            Word::thumb(0x00008b84, 0x0000dad7), // bge.n 0x8b36
            Word::thumb(0x00008b86, 0x0000dfa5), // svc 165
            Word::thumb(0x00008b88, 0x0000fee7), // bl.suffix pc, lr, #3534
            Word::thumb(0x00008b8a, 0x0000b551), // push {r0, r4, r6, lr}
            Word::thumb(0x00008b8c, 0x0000b009), // add sp, #36
            Word::thumb(0x00008b8e, 0x0000de07), // udf #7
            Word::thumb(0x00008b90, 0x0000be45), // bkpt 0x0045
            Word::thumb(0x00008b92, 0x0000bc8d), // pop {r0, r2, r3, r7}
            Word::thumb(0x00008b94, 0x000026cc), // movs r6, #204
            Word::thumb(0x00008b96, 0x0000b43c), // push {r2, r3, r4, r5}
            Word::thumb(0x00008b98, 0x000092c4), // str r2, [sp, #784]
            Word::thumb(0x00008b9a, 0x0000be3f), // bkpt 0x003f
            Word::thumb(0x00008b9c, 0x0000484b), // ldr r0, [pc, #300]
            Word::thumb(0x00008b9e, 0x0000e7f2), // b.n 0x8b86
            Word::thumb(0x00008ba0, 0x00001efc), // subs r4, r7, #3
            Word::thumb(0x00008ba2, 0x0000bba0), // udf 0xbba0
            Word::thumb(0x00008ba4, 0x0000731c), // strb r4, [r3, #12]
            Word::thumb(0x00008ba6, 0x000089ad), // ldrh r5, [r5, #12]
            Word::thumb(0x00008ba8, 0x00009bc9), // ldr r3, [sp, #804]
            Word::thumb(0x00008baa, 0x00005c31), // ldrb r1, [r6, r0]
            Word::thumb(0x00008bac, 0x00001f7f), // subs r7, r7, #5
            Word::thumb(0x00008bae, 0x0000c508), // stmia r5!, {r3}
            Word::thumb(0x00008bb0, 0x000082c5), // strh r5, [r0, #22]
            Word::thumb(0x00008bb2, 0x0000de29), // udf #41
            Word::thumb(0x00008bb4, 0x0000b858), // udf 0xb858
            Word::thumb(0x00008bb6, 0x0000c011), // stmia r0!, {r0, r4}
            Word::thumb(0x00008bb8, 0x0000bea8), // bkpt 0x00a8
            Word::thumb(0x00008bba, 0x0000f7ff), // bl 0x7cce
            Word::thumb(0x00008bbc, 0x0000f888), // bl.suffix pc, lr, #272
            Word::thumb(0x00008bbe, 0x00004780), // blx r0
            Word::thumb(0x00008bc0, 0x0000fcdf), // bl.suffix pc, lr, #2494
            Word::thumb(0x00008bc2, 0x0000bde8), // pop {r3, r5, r6, r7, pc}
            Word::thumb(0x00008bc4, 0x00000976), // lsrs r6, r6, #5
            Word::thumb(0x00008bc6, 0x0000dec1), // udf #193
            Word::thumb(0x00008bc8, 0x00002a8b), // cmp r2, #139
            Word::thumb(0x00008bca, 0x0000e003), // b.n 0x8bd4
            Word::thumb(0x00008bcc, 0x000036d5), // adds r6, #213
            Word::thumb(0x00008bce, 0x00004975), // ldr r1, [pc, #468]
            Word::thumb(0x00008bd0, 0x0000bb21), // udf 0xbb21
            Word::thumb(0x00008bd2, 0x000095a5), // str r5, [sp, #660]
            Word::thumb(0x00008bd4, 0x0000df15), // svc 21
            Word::thumb(0x00008bd6, 0x000003d7), // lsls r7, r2, #15
            Word::thumb(0x00008bd8, 0x00001bf3), // subs r3, r6, r7
            Word::thumb(0x00008bda, 0x0000b5f6), // push {r1, r2, r4, r5, r6, r7, lr}
            Word::thumb(0x00008bdc, 0x00004ac7), // ldr r2, [pc, #796]
            Word::thumb(0x00008bde, 0x0000de43), // udf #67
            Word::thumb(0x00008be0, 0x0000c4d4), // stmia r4!, {r2, r4, r6, r7}
            Word::thumb(0x00008be2, 0x00009f7f), // ldr r7, [sp, #508]
            Word::thumb(0x00008be4, 0x000092da), // str r2, [sp, #872]
            Word::thumb(0x00008be6, 0x0000bea2), // bkpt 0x00a2
            Word::thumb(0x00008be8, 0x0000b04f), // add sp, #316
            Word::thumb(0x00008bea, 0x0000b558), // push {r3, r4, r6, lr}
            Word::thumb(0x00008bec, 0x0000de0a), // udf #10
            Word::thumb(0x00008bee, 0x00004793), // udf 0x4793
            Word::thumb(0x00008bf0, 0x0000c960), // ldmia r1!, {r5, r6}
            Word::thumb(0x00008bf2, 0x0000d3ef), // bcc.n 0x8bd4
            Word::thumb(0x00008bf4, 0x000043c6), // mvns r6, r0
            Word::thumb(0x00008bf6, 0x00005ee5), // ldrsh r5, [r4, r3]
            Word::thumb(0x00008bf8, 0x00004a95), // ldr r2, [pc, #596]
            Word::thumb(0x00008bfa, 0x0000b734), // udf 0xb734
            Word::thumb(0x00008bfc, 0x0000df45), // svc 69
            Word::thumb(0x00008bfe, 0x0000f7ff), // bl 0x860c
            Word::thumb(0x00008c00, 0x0000fd05), // bl.suffix pc, lr, #2570
            Word::thumb(0x00008c02, 0x0000b065), // add sp, #404
            Word::thumb(0x00008c04, 0x00009c4c), // ldr r4, [sp, #304]
            Word::thumb(0x00008c06, 0x0000caba), // ldmia r2!, {r1, r3, r4, r5, r7}
            Word::thumb(0x00008c08, 0x0000cf23), // ldmia r7!, {r0, r1, r5}
            Word::thumb(0x00008c0a, 0x0000c5e0), // stmia r5!, {r5, r6, r7}
            Word::thumb(0x00008c0c, 0x00005815), // ldr r5, [r2, r0]
            Word::thumb(0x00008c0e, 0x0000b0f7), // sub sp, #476
            Word::thumb(0x00008c10, 0x000056ca), // ldrsb r2, [r1, r3]
            Word::thumb(0x00008c12, 0x0000bf5a), // udf 0xbf5a
            Word::thumb(0x00008c14, 0x0000b25b), // udf 0xb25b
            Word::thumb(0x00008c16, 0x0000fad6), // bl.suffix pc, lr, #1452
            Word::thumb(0x00008c18, 0x0000fbb4), // bl.suffix pc, lr, #1896
            Word::thumb(0x00008c1a, 0x0000b0ce), // sub sp, #312
            Word::thumb(0x00008c1c, 0x0000df02), // svc 2
            Word::thumb(0x00008c1e, 0x00000459), // lsls r1, r3, #17
            Word::thumb(0x00008c20, 0x000014d2), // asrs r2, r2, #19
            Word::thumb(0x00008c22, 0x000047c0), // blx r8
            Word::thumb(0x00008c24, 0x00004f14), // ldr r7, [pc, #80]
            Word::thumb(0x00008c26, 0x000047ec), // udf 0x47ec
            Word::thumb(0x00008c28, 0x0000d16c), // bne.n 0x8d04
            Word::thumb(0x00008c2a, 0x00004dc7), // ldr r5, [pc, #796]
            Word::thumb(0x00008c2c, 0x000047c0), // blx r8
            Word::thumb(0x00008c2e, 0x0000add8), // add r5, sp, #864
            Word::thumb(0x00008c30, 0x0000a823), // add r0, sp, #140
            Word::thumb(0x00008c32, 0x00001a7f), // subs r7, r7, r1
            Word::thumb(0x00008c34, 0x00001bbe), // subs r6, r7, r6
            Word::thumb(0x00008c36, 0x00004a5d), // ldr r2, [pc, #372]
            Word::thumb(0x00008c38, 0x00004798), // blx r3
            Word::thumb(0x00008c3a, 0x00004c5e), // ldr r4, [pc, #376]
            Word::thumb(0x00008c3c, 0x0000d1d5), // bne.n 0x8bea
            Word::thumb(0x00008c3e, 0x0000e811), // blx.suffix pc, lr, #34
            Word::thumb(0x00008c40, 0x0000b1c9), // udf 0xb1c9
            Word::thumb(0x00008c42, 0x0000f7ff), // blx 0x8b0c
            Word::thumb(0x00008c44, 0x0000ef64), // blx.suffix pc, lr, #3784
            Word::thumb(0x00008c46, 0x0000470b), // udf 0x470b
            Word::thumb(0x00008c48, 0x0000f81c), // bl.suffix pc, lr, #56
            Word::thumb(0x00008c4a, 0x00001b24), // subs r4, r4, r4
            Word::thumb(0x00008c4c, 0x00003571), // adds r5, #113
            Word::thumb(0x00008c4e, 0x0000826a), // strh r2, [r5, #18]
            Word::thumb(0x00008c50, 0x0000fbfb), // bl.suffix pc, lr, #2038
            Word::thumb(0x00008c52, 0x0000ea06), // blx.suffix pc, lr, #1036
            Word::thumb(0x00008c54, 0x0000b6af), // udf 0xb6af
            Word::thumb(0x00008c56, 0x00004138), // asrs r0, r7
            Word::thumb(0x00008c58, 0x0000d8f6), // bhi.n 0x8c48
            Word::thumb(0x00008c5a, 0x00000838), // lsrs r0, r7, #32
            Word::thumb(0x00008c5c, 0x0000d04a), // beq.n 0x8cf4
            Word::thumb(0x00008c5e, 0x0000cf61), // ldmia r7!, {r0, r5, r6}
            Word::thumb(0x00008c60, 0x0000dc8d), // bgt.n 0x8b7e
            Word::thumb(0x00008c62, 0x000048dc), // ldr r0, [pc, #880]
            Word::thumb(0x00008c64, 0x0000decf), // udf #207
            Word::thumb(0x00008c66, 0x0000b088), // sub sp, #32
            Word::thumb(0x00008c68, 0x0000df44), // svc 68
            Word::thumb(0x00008c6a, 0x0000f7ff), // blx 0x839c
            Word::thumb(0x00008c6c, 0x0000eb98), // blx.suffix pc, lr, #1840
            Word::thumb(0x00008c6e, 0x0000f7ff), // blx 0x7ea4
            Word::thumb(0x00008c70, 0x0000e91a), // blx.suffix pc, lr, #564
            Word::thumb(0x00008c72, 0x0000e024), // b.n 0x8cbe
            Word::thumb(0x00008c74, 0x0000dcdf), // bgt.n 0x8c36
            Word::thumb(0x00008c76, 0x0000dee0), // udf #224
            Word::thumb(0x00008c78, 0x00001f06), // subs r6, r0, #4
            Word::thumb(0x00008c7a, 0x0000df63), // svc 99
            Word::thumb(0x00008c7c, 0x0000ecdc), // blx.suffix pc, lr, #2488
            Word::thumb(0x00008c7e, 0x0000e91c), // blx.suffix pc, lr, #568
            Word::thumb(0x00008c80, 0x0000cd2d), // ldmia r5, {r0, r2, r3, r5}
            Word::thumb(0x00008c82, 0x0000c587), // stmia r5!, {r0, r1, r2, r7}
            Word::thumb(0x00008c84, 0x00004839), // ldr r0, [pc, #228]
            Word::thumb(0x00008c86, 0x00004796), // udf 0x4796
            Word::thumb(0x00008c88, 0x00004784), // udf 0x4784
            Word::thumb(0x00008c8a, 0x0000aea0), // add r6, sp, #640
            Word::thumb(0x00008c8c, 0x00004707), // udf 0x4707
            Word::thumb(0x00008c8e, 0x0000b0e8), // sub sp, #416
            Word::thumb(0x00008c90, 0x0000ebf6), // blx.suffix pc, lr, #2028
            Word::thumb(0x00008c92, 0x00004cdd), // ldr r4, [pc, #884]
            Word::thumb(0x00008c94, 0x00004038), // ands r0, r7
            Word::thumb(0x00008c96, 0x0000decb), // udf #203
            Word::thumb(0x00008c98, 0x0000ef6b), // blx.suffix pc, lr, #3798
            Word::thumb(0x00008c9a, 0x0000d241), // bcs.n 0x8d20
            Word::thumb(0x00008c9c, 0x000019b3), // adds r3, r6, r6
            Word::thumb(0x00008c9e, 0x0000733b), // strb r3, [r7, #12]
            Word::thumb(0x00008ca0, 0x0000c795), // stmia r7!, {r0, r2, r4, r7}
            Word::thumb(0x00008ca2, 0x00001d7f), // adds r7, r7, #5
            Word::thumb(0x00008ca4, 0x0000b0de), // sub sp, #376
            Word::thumb(0x00008ca6, 0x0000a60f), // add r6, pc, #60
            Word::thumb(0x00008ca8, 0x0000f8de), // bl.suffix pc, lr, #444
            Word::thumb(0x00008caa, 0x0000445f), // add r7, fp
            Word::thumb(0x00008cac, 0x0000b40d), // push {r0, r2, r3}
            Word::thumb(0x00008cae, 0x00004bea), // ldr r3, [pc, #936]
            Word::thumb(0x00008cb0, 0x0000b0b5), // sub sp, #212
            Word::thumb(0x00008cb2, 0x00003b67), // subs r3, #103
            Word::thumb(0x00008cb4, 0x0000bea5), // bkpt 0x00a5
            Word::thumb(0x00008cb6, 0x0000562e), // ldrsb r6, [r5, r0]
            Word::thumb(0x00008cb8, 0x0000210d), // movs r1, #13
            Word::thumb(0x00008cba, 0x000047b0), // blx r6
            Word::thumb(0x00008cbc, 0x0000bd85), // pop {r0, r2, r7, pc}
            Word::thumb(0x00008cbe, 0x00004075), // eors r5, r6
            Word::thumb(0x00008cc0, 0x00006152), // str r2, [r2, #20]
            Word::thumb(0x00008cc2, 0x0000f7ff), // blx 0x8a80
            Word::thumb(0x00008cc4, 0x0000eede), // blx.suffix pc, lr, #3516
            Word::thumb(0x00008cc6, 0x0000de59), // udf #89
            Word::thumb(0x00008cc8, 0x0000deca), // udf #202
            Word::thumb(0x00008cca, 0x0000b087), // sub sp, #28
            Word::thumb(0x00008ccc, 0x0000ca34), // ldmia r2, {r2, r4, r5}
            Word::thumb(0x00008cce, 0x0000435a), // muls r2, r3
            Word::thumb(0x00008cd0, 0x0000e89e), // blx.suffix pc, lr, #316
            Word::thumb(0x00008cd2, 0x0000152d), // asrs r5, r5, #20
            Word::thumb(0x00008cd4, 0x0000b461), // push {r0, r5, r6}
            Word::thumb(0x00008cd6, 0x000081eb), // strh r3, [r5, #14]
            Word::thumb(0x00008cd8, 0x0000215e), // movs r1, #94
            Word::thumb(0x00008cda, 0x0000fea5), // bl.suffix pc, lr, #3402
            Word::thumb(0x00008cdc, 0x00006083), // str r3, [r0, #8]
            Word::thumb(0x00008cde, 0x0000470a), // udf 0x470a
            Word::thumb(0x00008ce0, 0x00009beb), // ldr r3, [sp, #940]
            Word::thumb(0x00008ce2, 0x0000ee6c), // blx.suffix pc, lr, #3288
            Word::thumb(0x00008ce4, 0x0000af99), // add r7, sp, #612
            Word::thumb(0x00008ce6, 0x0000cef6), // ldmia r6, {r1, r2, r4, r5, r6, r7}
            Word::thumb(0x00008ce8, 0x00005f5c), // ldrsh r4, [r3, r5]
            Word::thumb(0x00008cea, 0x0000c06a), // stmia r0!, {r1, r3, r5, r6}
            Word::thumb(0x00008cec, 0x0000e614), // b.n 0x8918
            Word::thumb(0x00008cee, 0x000084cc), // strh r4, [r1, #38]
            Word::thumb(0x00008cf0, 0x0000c597), // stmia r5!, {r0, r1, r2, r4, r7}
            Word::thumb(0x00008cf2, 0x0000be84), // bkpt 0x0084
            Word::thumb(0x00008cf4, 0x00001c49), // adds r1, r1, #1
            Word::thumb(0x00008cf6, 0x0000470d), // udf 0x470d
            Word::thumb(0x00008cf8, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x00008cfa, 0x0000a628), // add r6, pc, #160
            Word::thumb(0x00008cfc, 0x00008f61), // ldrh r1, [r4, #58]
            Word::thumb(0x00008cfe, 0x0000dbcc), // blt.n 0x8c9a
            Word::thumb(0x00008d00, 0x000011d2), // asrs r2, r2, #7
            Word::thumb(0x00008d02, 0x00009358), // str r3, [sp, #352]
            Word::thumb(0x00008d04, 0x00000208), // lsls r0, r1, #8
            Word::thumb(0x00008d06, 0x0000b0c4), // sub sp, #272
            Word::thumb(0x00008d08, 0x000082e2), // strh r2, [r4, #22]
            Word::thumb(0x00008d0a, 0x00001ea8), // subs r0, r5, #2
            Word::thumb(0x00008d0c, 0x00004f71), // ldr r7, [pc, #452]
            Word::thumb(0x00008d0e, 0x0000c775), // stmia r7!, {r0, r2, r4, r5, r6}
            Word::thumb(0x00008d10, 0x0000b0b0), // sub sp, #192
            Word::thumb(0x00008d12, 0x0000aa7b), // add r2, sp, #492
            Word::thumb(0x00008d14, 0x00004798), // blx r3
            Word::thumb(0x00008d16, 0x000067f7), // str r7, [r6, #124]
            Word::thumb(0x00008d18, 0x00004414), // add r4, r2
            Word::thumb(0x00008d1a, 0x000010d6), // asrs r6, r2, #3
            Word::thumb(0x00008d1c, 0x00008a02), // ldrh r2, [r0, #16]
            Word::thumb(0x00008d1e, 0x0000bd94), // pop {r2, r4, r7, pc}
            Word::thumb(0x00008d20, 0x000086ef), // strh r7, [r5, #54]
            Word::thumb(0x00008d22, 0x0000bec9), // bkpt 0x00c9
            Word::thumb(0x00008d24, 0x00001e96), // subs r6, r2, #2
            Word::thumb(0x00008d26, 0x0000de8b), // udf #139
            Word::thumb(0x00008d28, 0x0000c7d6), // stmia r7!, {r1, r2, r4, r6, r7}
            Word::thumb(0x00008d2a, 0x0000b094), // sub sp, #80
            Word::thumb(0x00008d2c, 0x0000fe68), // bl.suffix pc, lr, #3280
            Word::thumb(0x00008d2e, 0x0000a654), // add r6, pc, #336
            Word::thumb(0x00008d30, 0x0000b4b0), // push {r4, r5, r7}
            Word::thumb(0x00008d32, 0x0000f000), // bl 0x9948
            Word::thumb(0x00008d34, 0x0000fe09), // bl.suffix pc, lr, #3090
            Word::thumb(0x00008d36, 0x00005661), // ldrsb r1, [r4, r1]
            Word::thumb(0x00008d38, 0x0000d545), // bpl.n 0x8dc6
            Word::thumb(0x00008d3a, 0x00004fc5), // ldr r7, [pc, #788]
            Word::thumb(0x00008d3c, 0x000022af), // movs r2, #175
            Word::thumb(0x00008d3e, 0x0000ce4e), // ldmia r6, {r1, r2, r3, r6}
            Word::thumb(0x00008d40, 0x00004bba), // ldr r3, [pc, #744]
            Word::thumb(0x00008d42, 0x0000b005), // add sp, #20
            Word::thumb(0x00008d44, 0x000047e4), // udf 0x47e4
            Word::thumb(0x00008d46, 0x0000bd00), // pop {pc}
            Word::thumb(0x00008d48, 0x00004234), // tst r4, r6
            Word::thumb(0x00008d4a, 0x0000afd4), // add r7, sp, #848
            Word::thumb(0x00008d4c, 0x00009c38), // ldr r4, [sp, #224]
            Word::thumb(0x00008d4e, 0x0000d611), // bvs.n 0x8d74
            Word::thumb(0x00008d50, 0x0000619b), // str r3, [r3, #24]
            Word::thumb(0x00008d52, 0x0000ae24), // add r6, sp, #144
            Word::thumb(0x00008d54, 0x00005908), // ldr r0, [r1, r4]
            Word::thumb(0x00008d56, 0x0000995d), // ldr r1, [sp, #372]
            Word::thumb(0x00008d58, 0x0000bff1), // udf 0xbff1
            Word::thumb(0x00008d5a, 0x0000ea2e), // blx.suffix pc, lr, #1116
            Word::thumb(0x00008d5c, 0x0000fc15), // bl.suffix pc, lr, #2090
            Word::thumb(0x00008d5e, 0x0000df0e), // svc 14
            Word::thumb(0x00008d60, 0x000018f4), // adds r4, r6, r3
            Word::thumb(0x00008d62, 0x0000ec85), // blx.suffix pc, lr, #2314
            Word::thumb(0x00008d64, 0x0000f000), // bl 0x969e
            Word::thumb(0x00008d66, 0x0000fc9b), // bl.suffix pc, lr, #2358
            Word::thumb(0x00008d68, 0x00004787), // udf 0x4787
            Word::thumb(0x00008d6a, 0x0000b356), // udf 0xb356
            Word::thumb(0x00008d6c, 0x00004269), // negs r1, r5
            Word::thumb(0x00008d6e, 0x0000dd1f), // ble.n 0x8db0
            Word::thumb(0x00008d70, 0x00001be6), // subs r6, r4, r7
            Word::thumb(0x00008d72, 0x00001739), // asrs r1, r7, #28
            Word::thumb(0x00008d74, 0x00009e52), // ldr r6, [sp, #328]
            Word::thumb(0x00008d76, 0x0000e7f9), // b.n 0x8d6c
            Word::thumb(0x00008d78, 0x00001929), // adds r1, r5, r4
            Word::thumb(0x00008d7a, 0x0000c64f), // stmia r6!, {r0, r1, r2, r3, r6}
            Word::thumb(0x00008d7c, 0x0000df63), // svc 99
            Word::thumb(0x00008d7e, 0x000046ed), // mov sp, sp
            Word::thumb(0x00008d80, 0x0000824b), // strh r3, [r1, #18]
            Word::thumb(0x00008d82, 0x0000bc5a), // pop {r1, r3, r4, r6}
            Word::thumb(0x00008d84, 0x0000e007), // b.n 0x8d96
            Word::thumb(0x00008d86, 0x00001b6f), // subs r7, r5, r5
            Word::thumb(0x00008d88, 0x00003a57), // subs r2, #87
            Word::thumb(0x00008d8a, 0x000018aa), // adds r2, r5, r2
            Word::thumb(0x00008d8c, 0x00007514), // strb r4, [r2, #20]
            Word::thumb(0x00008d8e, 0x00005b9f), // ldrh r7, [r3, r6]
            Word::thumb(0x00008d90, 0x0000edec), // blx.suffix pc, lr, #3032
            Word::thumb(0x00008d92, 0x00005184), // str r4, [r0, r6]
            Word::thumb(0x00008d94, 0x000074e6), // strb r6, [r4, #19]
            Word::thumb(0x00008d96, 0x0000ac3d), // add r4, sp, #244
            Word::thumb(0x00008d98, 0x0000b486), // push {r1, r2, r7}
            Word::thumb(0x00008d9a, 0x0000a264), // add r2, pc, #400
            Word::thumb(0x00008d9c, 0x0000ad3e), // add r5, sp, #248
            Word::thumb(0x00008d9e, 0x000047f0), // blx lr
            Word::thumb(0x00008da0, 0x0000bcb1), // pop {r0, r4, r5, r7}
            Word::thumb(0x00008da2, 0x000041ca), // rors r2, r1
            Word::thumb(0x00008da4, 0x00007a82), // ldrb r2, [r0, #10]
            Word::thumb(0x00008da6, 0x0000efca), // blx.suffix pc, lr, #3988
            Word::thumb(0x00008da8, 0x00004877), // ldr r0, [pc, #476]
            Word::thumb(0x00008daa, 0x00003baf), // subs r3, #175
            Word::thumb(0x00008dac, 0x00001780), // asrs r0, r0, #30
            Word::thumb(0x00008dae, 0x0000b5f6), // push {r1, r2, r4, r5, r6, r7, lr}
            Word::thumb(0x00008db0, 0x0000ac06), // add r4, sp, #24
            Word::thumb(0x00008db2, 0x00005b84), // ldrh r4, [r0, r6]
            Word::thumb(0x00008db4, 0x0000bee0), // bkpt 0x00e0
            Word::thumb(0x00008db6, 0x0000a49d), // add r4, pc, #628
            Word::thumb(0x00008db8, 0x0000e87f), // blx.suffix pc, lr, #254
            Word::thumb(0x00008dba, 0x000035a3), // adds r5, #163
            Word::thumb(0x00008dbc, 0x0000b4c5), // push {r0, r2, r6, r7}
            Word::thumb(0x00008dbe, 0x000047f7), // udf 0x47f7
            Word::thumb(0x00008dc0, 0x000047d6), // udf 0x47d6
            Word::thumb(0x00008dc2, 0x0000186a), // adds r2, r5, r1
            Word::thumb(0x00008dc4, 0x000047eb), // udf 0x47eb
            Word::thumb(0x00008dc6, 0x000047d8), // blx fp
            Word::thumb(0x00008dc8, 0x00008232), // strh r2, [r6, #16]
            Word::thumb(0x00008dca, 0x00008ac6), // ldrh r6, [r0, #22]
            Word::thumb(0x00008dcc, 0x00001bf7), // subs r7, r6, r7
            Word::thumb(0x00008dce, 0x000047f0), // blx lr
            Word::thumb(0x00008dd0, 0x00004aa4), // ldr r2, [pc, #656]
            Word::thumb(0x00008dd2, 0x0000e96c), // blx.suffix pc, lr, #728
            Word::thumb(0x00008dd4, 0x0000df28), // svc 40
            Word::thumb(0x00008dd6, 0x0000c9ec), // ldmia r1!, {r2, r3, r5, r6, r7}
            Word::thumb(0x00008dd8, 0x00004030), // ands r0, r6
            Word::thumb(0x00008dda, 0x0000b5a8), // push {r3, r5, r7, lr}
            Word::thumb(0x00008ddc, 0x0000f83f), // bl.suffix pc, lr, #126
            Word::thumb(0x00008dde, 0x0000be1b), // bkpt 0x001b
            Word::thumb(0x00008de0, 0x0000dede), // udf #222
            Word::thumb(0x00008de2, 0x00001f26), // subs r6, r4, #4
            Word::thumb(0x00008de4, 0x0000de3d), // udf #61
            Word::thumb(0x00008de6, 0x0000a0e2), // add r0, pc, #904
            Word::thumb(0x00008de8, 0x00001804), // adds r4, r0, r0
            Word::thumb(0x00008dea, 0x0000dfed), // svc 237
            Word::thumb(0x00008dec, 0x00004d0f), // ldr r5, [pc, #60]
            Word::thumb(0x00008dee, 0x0000be94), // bkpt 0x0094
            Word::thumb(0x00008df0, 0x000047f1), // udf 0x47f1
            Word::thumb(0x00008df2, 0x00004f1e), // ldr r7, [pc, #120]
            Word::thumb(0x00008df4, 0x0000c964), // ldmia r1!, {r2, r5, r6}
            Word::thumb(0x00008df6, 0x00004823), // ldr r0, [pc, #140]
            Word::thumb(0x00008df8, 0x000083fa), // strh r2, [r7, #30]
            Word::thumb(0x00008dfa, 0x0000ba6c), // udf 0xba6c
            Word::thumb(0x00008dfc, 0x0000b510), // push {r4, lr}
            Word::thumb(0x00008dfe, 0x0000a25a), // add r2, pc, #360
            Word::thumb(0x00008e00, 0x0000a0ae), // add r0, pc, #696
            Word::thumb(0x00008e02, 0x0000e01c), // b.n 0x8e3e
            Word::thumb(0x00008e04, 0x0000159a), // asrs r2, r3, #22
            Word::thumb(0x00008e06, 0x0000c4dc), // stmia r4!, {r2, r3, r4, r6, r7}
            Word::thumb(0x00008e08, 0x000007fa), // lsls r2, r7, #31
            Word::thumb(0x00008e0a, 0x0000b42f), // push {r0, r1, r2, r3, r5}
            Word::thumb(0x00008e0c, 0x0000c5b0), // stmia r5!, {r4, r5, r7}
            Word::thumb(0x00008e0e, 0x0000e06f), // b.n 0x8ef0
            Word::thumb(0x00008e10, 0x0000526a), // strh r2, [r5, r1]
            Word::thumb(0x00008e12, 0x0000ca88), // ldmia r2!, {r3, r7}
            Word::thumb(0x00008e14, 0x00001a85), // subs r5, r0, r2
            Word::thumb(0x00008e16, 0x0000ca49), // ldmia r2!, {r0, r3, r6}
            Word::thumb(0x00008e18, 0x0000431c), // orrs r4, r3
            Word::thumb(0x00008e1a, 0x00009282), // str r2, [sp, #520]
            Word::thumb(0x00008e1c, 0x0000aafe), // add r2, sp, #1016
            Word::thumb(0x00008e1e, 0x00008323), // strh r3, [r4, #24]
            Word::thumb(0x00008e20, 0x00001a02), // subs r2, r0, r0
            Word::thumb(0x00008e22, 0x0000984e), // ldr r0, [sp, #312]
            Word::thumb(0x00008e24, 0x00003fae), // subs r7, #174
            Word::thumb(0x00008e26, 0x00001bb1), // subs r1, r6, r6
            Word::thumb(0x00008e28, 0x0000bc91), // pop {r0, r4, r7}
            Word::thumb(0x00008e2a, 0x0000c35b), // stmia r3!, {r0, r1, r3, r4, r6}
            Word::thumb(0x00008e2c, 0x00004775), // udf 0x4775
            Word::thumb(0x00008e2e, 0x00005763), // ldrsb r3, [r4, r5]
            Word::thumb(0x00008e30, 0x000095f3), // str r5, [sp, #972]
            Word::thumb(0x00008e32, 0x0000be13), // bkpt 0x0013
            Word::thumb(0x00008e34, 0x0000476d), // udf 0x476d
            Word::thumb(0x00008e36, 0x00009112), // str r1, [sp, #72]
            Word::thumb(0x00008e38, 0x0000f8a0), // bl.suffix pc, lr, #320
            Word::thumb(0x00008e3a, 0x0000bebc), // bkpt 0x00bc
            Word::thumb(0x00008e3c, 0x00000b3f), // lsrs r7, r7, #12
            Word::thumb(0x00008e3e, 0x00004c94), // ldr r4, [pc, #592]
            Word::thumb(0x00008e40, 0x0000decb), // udf #203
            Word::thumb(0x00008e42, 0x00005410), // strb r0, [r2, r0]
            Word::thumb(0x00008e44, 0x0000de1c), // udf #28
            Word::thumb(0x00008e46, 0x0000ae83), // add r6, sp, #524
            Word::thumb(0x00008e48, 0x0000321d), // adds r2, #29
            Word::thumb(0x00008e4a, 0x0000b28d), // udf 0xb28d
            Word::thumb(0x00008e4c, 0x00009aa0), // ldr r2, [sp, #640]
            Word::thumb(0x00008e4e, 0x000049ac), // ldr r1, [pc, #688]
            Word::thumb(0x00008e50, 0x0000bc35), // pop {r0, r2, r4, r5}
            Word::thumb(0x00008e52, 0x0000de73), // udf #115
            Word::thumb(0x00008e54, 0x00003a87), // subs r2, #135
            Word::thumb(0x00008e56, 0x0000bee0), // bkpt 0x00e0
            Word::thumb(0x00008e58, 0x0000e978), // blx.suffix pc, lr, #752
            Word::thumb(0x00008e5a, 0x0000a87b), // add r0, sp, #492
            Word::thumb(0x00008e5c, 0x0000a283), // add r2, pc, #524
            Word::thumb(0x00008e5e, 0x0000564c), // ldrsb r4, [r1, r1]
            Word::thumb(0x00008e60, 0x00004e17), // ldr r6, [pc, #92]
            Word::thumb(0x00008e62, 0x0000efeb), // blx.suffix pc, lr, #4054
            Word::thumb(0x00008e64, 0x0000cd9b), // ldmia r5!, {r0, r1, r3, r4, r7}
            Word::thumb(0x00008e66, 0x0000be3b), // bkpt 0x003b
            Word::thumb(0x00008e68, 0x0000defc), // udf #252
            Word::thumb(0x00008e6a, 0x0000a5ab), // add r5, pc, #684
            Word::thumb(0x00008e6c, 0x0000b0bd), // sub sp, #244
            Word::thumb(0x00008e6e, 0x0000ad93), // add r5, sp, #588
            Word::thumb(0x00008e70, 0x0000b0ee), // sub sp, #440
            Word::thumb(0x00008e72, 0x000047f0), // blx lr
            Word::thumb(0x00008e74, 0x0000b40c), // push {r2, r3}
            Word::thumb(0x00008e76, 0x0000dec2), // udf #194
            Word::thumb(0x00008e78, 0x0000bcde), // pop {r1, r2, r3, r4, r6, r7}
            Word::thumb(0x00008e7a, 0x00001bfb), // subs r3, r7, r7
            Word::thumb(0x00008e7c, 0x00004728), // bx r5
            Word::thumb(0x00008e7e, 0x0000a554), // add r5, pc, #336
            Word::thumb(0x00008e80, 0x000093f2), // str r3, [sp, #968]
            Word::thumb(0x00008e82, 0x00004492), // add sl, r2
            Word::thumb(0x00008e84, 0x00004ab6), // ldr r2, [pc, #728]
            Word::thumb(0x00008e86, 0x00004d27), // ldr r5, [pc, #156]
            Word::thumb(0x00008e88, 0x000047d7), // udf 0x47d7
            Word::thumb(0x00008e8a, 0x000016da), // asrs r2, r3, #27
            Word::thumb(0x00008e8c, 0x0000e002), // b.n 0x8e94
            Word::thumb(0x00008e8e, 0x0000a84b), // add r0, sp, #300
            Word::thumb(0x00008e90, 0x000005fc), // lsls r4, r7, #23
            Word::thumb(0x00008e92, 0x0000dfeb), // svc 235
            Word::thumb(0x00008e94, 0x00004604), // mov r4, r0
            Word::thumb(0x00008e96, 0x000012b8), // asrs r0, r7, #10
            Word::thumb(0x00008e98, 0x0000bc16), // pop {r1, r2, r4}
            Word::thumb(0x00008e9a, 0x0000b47e), // push {r1, r2, r3, r4, r5, r6}
            Word::thumb(0x00008e9c, 0x0000b465), // push {r0, r2, r5, r6}
            Word::thumb(0x00008e9e, 0x000098f1), // ldr r0, [sp, #964]
            Word::thumb(0x00008ea0, 0x0000d38e), // bcc.n 0x8dc0
            Word::thumb(0x00008ea2, 0x0000953c), // str r5, [sp, #240]
            Word::thumb(0x00008ea4, 0x0000fe31), // bl.suffix pc, lr, #3170
            Word::thumb(0x00008ea6, 0x0000f644), // bl 0xffe4d91c
            Word::thumb(0x00008ea8, 0x0000fd39), // bl.suffix pc, lr, #2674
            Word::thumb(0x00008eaa, 0x0000a18f), // add r1, pc, #572
            Word::thumb(0x00008eac, 0x00001977), // adds r7, r6, r5
            Word::thumb(0x00008eae, 0x00005b17), // ldrh r7, [r2, r4]
            Word::thumb(0x00008eb0, 0x0000bf81), // udf 0xbf81
            Word::thumb(0x00008eb2, 0x0000cb96), // ldmia r3!, {r1, r2, r4, r7}
            Word::thumb(0x00008eb4, 0x0000e19c), // b.n 0x91f0
            Word::thumb(0x00008eb6, 0x00005002), // str r2, [r0, r0]
            Word::thumb(0x00008eb8, 0x00003edf), // subs r6, #223
            Word::thumb(0x00008eba, 0x0000ea46), // blx.suffix pc, lr, #1164
            Word::thumb(0x00008ebc, 0x0000f7ff), // blx 0x8a4c
            Word::thumb(0x00008ebe, 0x0000edc6), // blx.suffix pc, lr, #2956
            Word::thumb(0x00008ec0, 0x0000a69f), // add r6, pc, #636
            Word::thumb(0x00008ec2, 0x0000412b), // asrs r3, r5
            Word::thumb(0x00008ec4, 0x000047e8), // blx sp
            Word::thumb(0x00008ec6, 0x00004fa2), // ldr r7, [pc, #648]
            Word::thumb(0x00008ec8, 0x00004798), // blx r3
            Word::thumb(0x00008eca, 0x000047b8), // blx r7
            Word::thumb(0x00008ecc, 0x0000de5a), // udf #90
            Word::thumb(0x00008ece, 0x00004384), // bics r4, r0
            Word::thumb(0x00008ed0, 0x0000d885), // bhi.n 0x8dde
            Word::thumb(0x00008ed2, 0x000018cc), // adds r4, r1, r3
            Word::thumb(0x00008ed4, 0x0000f1d6), // blx 0x1df958
            Word::thumb(0x00008ed6, 0x0000ed40), // blx.suffix pc, lr, #2688
            Word::thumb(0x00008ed8, 0x0000b7b4), // udf 0xb7b4
            Word::thumb(0x00008eda, 0x00004778), // bx pc
            Word::thumb(0x00008edc, 0x0000af41), // add r7, sp, #260
            Word::thumb(0x00008ede, 0x0000def5), // udf #245
            Word::thumb(0x00008ee0, 0x0000d941), // bls.n 0x8f66
            Word::thumb(0x00008ee2, 0x00005ec0), // ldrsh r0, [r0, r3]
            Word::thumb(0x00008ee4, 0x0000de79), // udf #121
            Word::thumb(0x00008ee6, 0x0000400d), // ands r5, r1
            Word::thumb(0x00008ee8, 0x00004785), // udf 0x4785
            Word::thumb(0x00008eea, 0x0000381a), // subs r0, #26
            Word::thumb(0x00008eec, 0x0000be12), // bkpt 0x0012
            Word::thumb(0x00008eee, 0x0000bfcb), // udf 0xbfcb
            Word::thumb(0x00008ef0, 0x0000b629), // udf 0xb629
            Word::thumb(0x00008ef2, 0x00003078), // adds r0, #120
            Word::thumb(0x00008ef4, 0x00009a32), // ldr r2, [sp, #200]
            Word::thumb(0x00008ef6, 0x0000419d), // sbcs r5, r3
            Word::thumb(0x00008ef8, 0x00004701), // udf 0x4701
            Word::thumb(0x00008efa, 0x0000cb8a), // ldmia r3, {r1, r3, r7}
            Word::thumb(0x00008efc, 0x0000decc), // udf #204
            Word::thumb(0x00008efe, 0x00001b9d), // subs r5, r3, r6
            Word::thumb(0x00008f00, 0x000042ce), // cmn r6, r1
            Word::thumb(0x00008f02, 0x000046a3), // mov fp, r4
            Word::thumb(0x00008f04, 0x0000470f), // udf 0x470f
            Word::thumb(0x00008f06, 0x0000f80e), // bl.suffix pc, lr, #28
            Word::thumb(0x00008f08, 0x0000e7ee), // b.n 0x8ee8
            Word::thumb(0x00008f0a, 0x00001b6a), // subs r2, r5, r5
            Word::thumb(0x00008f0c, 0x000089d6), // ldrh r6, [r2, #14]
            Word::thumb(0x00008f0e, 0x00008ee4), // ldrh r4, [r4, #54]
            Word::thumb(0x00008f10, 0x0000bc69), // pop {r0, r3, r5, r6}
            Word::thumb(0x00008f12, 0x00004767), // udf 0x4767
            Word::thumb(0x00008f14, 0x0000de61), // udf #97
            Word::thumb(0x00008f16, 0x000044c9), // add r9, r9
            Word::thumb(0x00008f18, 0x000052f4), // strh r4, [r6, r3]
            Word::thumb(0x00008f1a, 0x0000b0e0), // sub sp, #384
            Word::thumb(0x00008f1c, 0x00000a13), // lsrs r3, r2, #8
            Word::thumb(0x00008f1e, 0x0000f7ff), // bl 0x8d06
            Word::thumb(0x00008f20, 0x0000fef2), // bl.suffix pc, lr, #3556
            Word::thumb(0x00008f22, 0x0000a513), // add r5, pc, #76
            Word::thumb(0x00008f24, 0x0000def4), // udf #244
            Word::thumb(0x00008f26, 0x0000c93a), // ldmia r1, {r1, r3, r4, r5}
            Word::thumb(0x00008f28, 0x0000198b), // adds r3, r1, r6
            Word::thumb(0x00008f2a, 0x0000fa83), // bl.suffix pc, lr, #1286
            Word::thumb(0x00008f2c, 0x00006579), // str r1, [r7, #84]
            Word::thumb(0x00008f2e, 0x00004749), // udf 0x4749
            Word::thumb(0x00008f30, 0x000047f0), // blx lr
            Word::thumb(0x00008f32, 0x00009aea), // ldr r2, [sp, #936]
            Word::thumb(0x00008f34, 0x0000c581), // stmia r5!, {r0, r7}
            Word::thumb(0x00008f36, 0x000023eb), // movs r3, #235
            Word::thumb(0x00008f38, 0x0000f000), // blx 0x9c08
            Word::thumb(0x00008f3a, 0x0000ee66), // blx.suffix pc, lr, #3276
            Word::thumb(0x00008f3c, 0x0000f9af), // bl.suffix pc, lr, #862
            Word::thumb(0x00008f3e, 0x00006560), // str r0, [r4, #84]
            Word::thumb(0x00008f40, 0x0000d70e), // bvc.n 0x8f60
            Word::thumb(0x00008f42, 0x00009d90), // ldr r5, [sp, #576]
            Word::thumb(0x00008f44, 0x0000656b), // str r3, [r5, #84]
            Word::thumb(0x00008f46, 0x00004798), // blx r3
            Word::thumb(0x00008f48, 0x0000c69a), // stmia r6!, {r1, r3, r4, r7}
            Word::thumb(0x00008f4a, 0x0000becd), // bkpt 0x00cd
            Word::thumb(0x00008f4c, 0x000047c0), // blx r8
            Word::thumb(0x00008f4e, 0x00005cf3), // ldrb r3, [r6, r3]
            Word::thumb(0x00008f50, 0x0000bc3d), // pop {r0, r2, r3, r4, r5}
            Word::thumb(0x00008f52, 0x00001b01), // subs r1, r0, r4
            Word::thumb(0x00008f54, 0x0000b0e5), // sub sp, #404
            Word::thumb(0x00008f56, 0x0000335d), // adds r3, #93
            Word::thumb(0x00008f58, 0x00004aa7), // ldr r2, [pc, #668]
            Word::thumb(0x00008f5a, 0x0000c940), // ldmia r1!, {r6}
            Word::thumb(0x00008f5c, 0x00004cbc), // ldr r4, [pc, #752]
            Word::thumb(0x00008f5e, 0x000047e6), // udf 0x47e6
            Word::thumb(0x00008f60, 0x0000df23), // svc 35
            Word::thumb(0x00008f62, 0x00007014), // strb r4, [r2, #0]
            Word::thumb(0x00008f64, 0x00005ea9), // ldrsh r1, [r5, r2]
            Word::thumb(0x00008f66, 0x00001b8a), // subs r2, r1, r6
            Word::thumb(0x00008f68, 0x00004ce3), // ldr r4, [pc, #908]
            Word::thumb(0x00008f6a, 0x00009185), // str r1, [sp, #532]
            Word::thumb(0x00008f6c, 0x0000f92a), // bl.suffix pc, lr, #596
            Word::thumb(0x00008f6e, 0x0000ee98), // blx.suffix pc, lr, #3376
            Word::thumb(0x00008f70, 0x0000bea1), // bkpt 0x00a1
            Word::thumb(0x00008f72, 0x0000a178), // add r1, pc, #480
            Word::thumb(0x00008f74, 0x0000a602), // add r6, pc, #8
            Word::thumb(0x00008f76, 0x000018e0), // adds r0, r4, r3
            Word::thumb(0x00008f78, 0x00004abd), // ldr r2, [pc, #756]
            Word::thumb(0x00008f7a, 0x0000b07e), // add sp, #504
            Word::thumb(0x00008f7c, 0x0000987c), // ldr r0, [sp, #496]
            Word::thumb(0x00008f7e, 0x0000c883), // ldmia r0, {r0, r1, r7}
            Word::thumb(0x00008f80, 0x0000cef3), // ldmia r6, {r0, r1, r4, r5, r6, r7}
            Word::thumb(0x00008f82, 0x0000de2e), // udf #46
            Word::thumb(0x00008f84, 0x0000cc69), // ldmia r4!, {r0, r3, r5, r6}
            Word::thumb(0x00008f86, 0x0000bdd5), // pop {r0, r2, r4, r6, r7, pc}
            Word::thumb(0x00008f88, 0x0000be56), // bkpt 0x0056
            Word::thumb(0x00008f8a, 0x000047fa), // udf 0x47fa
            Word::thumb(0x00008f8c, 0x0000de01), // udf #1
            Word::thumb(0x00008f8e, 0x00001eb0), // subs r0, r6, #2
            Word::thumb(0x00008f90, 0x0000c777), // stmia r7!, {r0, r1, r2, r4, r5, r6}
            Word::thumb(0x00008f92, 0x00008a5b), // ldrh r3, [r3, #18]
            Word::thumb(0x00008f94, 0x0000dfae), // svc 174
            Word::thumb(0x00008f96, 0x0000c06a), // stmia r0!, {r1, r3, r5, r6}
            Word::thumb(0x00008f98, 0x0000bc65), // pop {r0, r2, r5, r6}
            Word::thumb(0x00008f9a, 0x00003da5), // subs r5, #165
            Word::thumb(0x00008f9c, 0x000043f6), // mvns r6, r6
            Word::thumb(0x00008f9e, 0x0000f000), // bl 0x9584
            Word::thumb(0x00008fa0, 0x0000faf1), // bl.suffix pc, lr, #1506
            Word::thumb(0x00008fa2, 0x0000942a), // str r4, [sp, #168]
            Word::thumb(0x00008fa4, 0x0000b00e), // add sp, #56
            Word::thumb(0x00008fa6, 0x00008db6), // ldrh r6, [r6, #44]
            Word::thumb(0x00008fa8, 0x0000a382), // add r3, pc, #520
            Word::thumb(0x00008faa, 0x00004c33), // ldr r4, [pc, #204]
            Word::thumb(0x00008fac, 0x000059b8), // ldr r0, [r7, r6]
            Word::thumb(0x00008fae, 0x0000a366), // add r3, pc, #408
            Word::thumb(0x00008fb0, 0x00004738), // bx r7
            Word::thumb(0x00008fb2, 0x0000be25), // bkpt 0x0025
            Word::thumb(0x00008fb4, 0x0000d185), // bne.n 0x8ec2
            Word::thumb(0x00008fb6, 0x0000bd0d), // pop {r0, r2, r3, pc}
            Word::thumb(0x00008fb8, 0x00001bbc), // subs r4, r7, r6
            Word::thumb(0x00008fba, 0x00007a49), // ldrb r1, [r1, #9]
            Word::thumb(0x00008fbc, 0x00009335), // str r3, [sp, #212]
            Word::thumb(0x00008fbe, 0x0000abf0), // add r3, sp, #960
            Word::thumb(0x00008fc0, 0x0000c906), // ldmia r1, {r1, r2}
            Word::thumb(0x00008fc2, 0x0000b951), // udf 0xb951
            Word::thumb(0x00008fc4, 0x000042f0), // cmn r0, r6
            Word::thumb(0x00008fc6, 0x0000c90a), // ldmia r1, {r1, r3}
            Word::thumb(0x00008fc8, 0x00001ceb), // adds r3, r5, #3
            Word::thumb(0x00008fca, 0x0000b00a), // add sp, #40
            Word::thumb(0x00008fcc, 0x00007fcd), // ldrb r5, [r1, #31]
            Word::thumb(0x00008fce, 0x0000535f), // strh r7, [r3, r5]
            Word::thumb(0x00008fd0, 0x000096bb), // str r6, [sp, #748]
            Word::thumb(0x00008fd2, 0x0000b384), // udf 0xb384
            Word::thumb(0x00008fd4, 0x0000fb84), // bl.suffix pc, lr, #1800
            Word::thumb(0x00008fd6, 0x0000bfb7), // udf 0xbfb7
            Word::thumb(0x00008fd8, 0x0000aea9), // add r6, sp, #676
            Word::thumb(0x00008fda, 0x0000d526), // bpl.n 0x902a
            Word::thumb(0x00008fdc, 0x0000b0fc), // sub sp, #496
            Word::thumb(0x00008fde, 0x0000e8fe), // blx.suffix pc, lr, #508
            Word::thumb(0x00008fe0, 0x00004708), // bx r1
            Word::thumb(0x00008fe2, 0x00001d45), // adds r5, r0, #5
            Word::thumb(0x00008fe4, 0x0000128c), // asrs r4, r1, #10
            Word::thumb(0x00008fe6, 0x00001fd4), // subs r4, r2, #7
            Word::thumb(0x00008fe8, 0x0000c379), // stmia r3!, {r0, r3, r4, r5, r6}
            Word::thumb(0x00008fea, 0x00004180), // sbcs r0, r0
            Word::thumb(0x00008fec, 0x0000b4a8), // push {r3, r5, r7}
            Word::thumb(0x00008fee, 0x0000ac20), // add r4, sp, #128
            Word::thumb(0x00008ff0, 0x0000514b), // str r3, [r1, r5]
            Word::thumb(0x00008ff2, 0x000019c1), // adds r1, r0, r7
            Word::thumb(0x00008ff4, 0x0000210a), // movs r1, #10
            Word::thumb(0x00008ff6, 0x0000b68b), // udf 0xb68b
            Word::thumb(0x00008ff8, 0x00001a78), // subs r0, r7, r1
            Word::thumb(0x00008ffa, 0x00004750), // bx sl
            Word::thumb(0x00008ffc, 0x00008cf7), // ldrh r7, [r6, #38]
            Word::thumb(0x00008ffe, 0x0000470c), // udf 0x470c
        ],
    });
}

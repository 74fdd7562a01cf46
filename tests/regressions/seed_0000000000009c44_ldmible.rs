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
            Word::thumb(0x00008000, 0x0000de0d), // udf #0xd
            Word::thumb(0x00008002, 0x0000ff9f), // (undefined)
            Word::thumb(0x00008004, 0x0000faaa), // (undefined)
            Word::thumb(0x00008006, 0x0000fd63), // (undefined)
            Word::thumb(0x00008008, 0x0000bc7c), // pop {r2, r3, r4, r5, r6}
            Word::thumb(0x0000800a, 0x0000b0d8), // sub sp, #0x160
            Word::thumb(0x0000800c, 0x0000be2f), // bkpt #0x2f
            Word::thumb(0x0000800e, 0x0000477d), // bxns pc
            Word::thumb(0x00008010, 0x000048d4), // ldr r0, [pc, #0x350]
            Word::thumb(0x00008012, 0x0000b02c), // add sp, #0xb0
            Word::thumb(0x00008014, 0x00004b2c), // ldr r3, [pc, #0xb0]
            Word::thumb(0x00008016, 0x000025ec), // movs r5, #0xec
            Word::thumb(0x00008018, 0x00002a53), // cmp r2, #0x53
            Word::thumb(0x0000801a, 0x00004748), // bx sb
            Word::thumb(0x0000801c, 0x000047c0), // blx r8
            Word::thumb(0x0000801e, 0x0000caa9), // ldm r2!, {r0, r3, r5, r7}
            Word::thumb(0x00008020, 0x0000bf4b), // itete mi
            Word::thumb(0x00008022, 0x0000ccc8), // ldm r4!, {r3, r6, r7}
            Word::thumb(0x00008024, 0x0000bc81), // pop {r0, r7}
            Word::thumb(0x00008026, 0x00002fad), // cmp r7, #0xad
            Word::thumb(0x00008028, 0x000084e2), // strh r2, [r4, #0x26]
            Word::thumb(0x0000802a, 0x0000caa9), // ldm r2!, {r0, r3, r5, r7}
            Word::thumb(0x0000802c, 0x0000b049), // add sp, #0x124
            Word::thumb(0x0000802e, 0x0000b2bd), // uxth r5, r7
            Word::thumb(0x00008030, 0x0000c68a), // stm r6!, {r1, r3, r7}
            Word::thumb(0x00008032, 0x0000f000), // (undefined)
            Word::thumb(0x00008034, 0x0000f81f), // (undefined)
            Word::thumb(0x00008036, 0x0000992b), // ldr r1, [sp, #0xac]
            Word::thumb(0x00008038, 0x0000b068), // add sp, #0x1a0
            Word::thumb(0x0000803a, 0x0000e93a), // (undefined)
            Word::thumb(0x0000803c, 0x0000a9c8), // add r1, sp, #0x320
            Word::thumb(0x0000803e, 0x0000be33), // bkpt #0x33
            Word::thumb(0x00008040, 0x0000c4fd), // stm r4!, {r0, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x00008042, 0x00001a23), // subs r3, r4, r0
            Word::thumb(0x00008044, 0x0000b540), // push {r6, lr}
            Word::thumb(0x00008046, 0x0000b38c), // cbz r4, #0x80ac
            Word::thumb(0x00008048, 0x0000b1bc), // cbz r4, #0x807a
            Word::thumb(0x0000804a, 0x0000b019), // add sp, #0x64
            Word::thumb(0x0000804c, 0x00001f8f), // subs r7, r1, #6
            Word::thumb(0x0000804e, 0x0000b0f9), // sub sp, #0x1e4
            Word::thumb(0x00008050, 0x0000bb50), // cbnz r0, #0x80a8
            Word::thumb(0x00008052, 0x0000f913), // (undefined)
            Word::thumb(0x00008054, 0x0000ee45), // (undefined)
            Word::thumb(0x00008056, 0x00001a0d), // subs r5, r1, r0
            Word::thumb(0x00008058, 0x00001d86), // adds r6, r0, #6
            Word::thumb(0x0000805a, 0x0000e7f1), // b #0x8040
            Word::thumb(0x0000805c, 0x0000b608), // (undefined)
            Word::thumb(0x0000805e, 0x0000e51a), // b #0x7a96
            Word::thumb(0x00008060, 0x00004e17), // ldr r6, [pc, #0x5c]
            Word::thumb(0x00008062, 0x0000b7a8), // (undefined)
            Word::thumb(0x00008064, 0x0000b0f5), // sub sp, #0x1d4
            Word::thumb(0x00008066, 0x00003004), // adds r0, #4
            Word::thumb(0x00008068, 0x000071de), // strb r6, [r3, #7]
            Word::thumb(0x0000806a, 0x0000de22), // udf #0x22
            Word::thumb(0x0000806c, 0x0000366d), // adds r6, #0x6d
            Word::thumb(0x0000806e, 0x0000cb82), // ldm r3!, {r1, r7}
            Word::thumb(0x00008070, 0x0000f000), // (undefined)
            Word::thumb(0x00008072, 0x0000ee94), // (undefined)
            Word::thumb(0x00008074, 0x00002a27), // cmp r2, #0x27
            Word::thumb(0x00008076, 0x0000e7e5), // b #0x8044
            Word::thumb(0x00008078, 0x0000483f), // ldr r0, [pc, #0xfc]
            Word::thumb(0x0000807a, 0x000093ce), // str r3, [sp, #0x338]
            Word::thumb(0x0000807c, 0x0000e819), // (undefined)
            Word::thumb(0x0000807e, 0x0000b023), // add sp, #0x8c
            Word::thumb(0x00008080, 0x0000a3f7), // adr r3, #0x3dc
            Word::thumb(0x00008082, 0x0000cd71), // ldm r5, {r0, r4, r5, r6}
            Word::thumb(0x00008084, 0x000094d6), // str r4, [sp, #0x358]
            Word::thumb(0x00008086, 0x00001cc7), // adds r7, r0, #3
            Word::thumb(0x00008088, 0x0000d44b), // bmi #0x8122
            Word::thumb(0x0000808a, 0x0000b475), // push {r0, r2, r4, r5, r6}
            Word::thumb(0x0000808c, 0x0000b0fe), // sub sp, #0x1f8
            Word::thumb(0x0000808e, 0x0000ea81), // (undefined)
            Word::thumb(0x00008090, 0x000047d0), // blx sl
            Word::thumb(0x00008092, 0x0000a68e), // adr r6, #0x238
            Word::thumb(0x00008094, 0x00004db8), // ldr r5, [pc, #0x2e0]
            Word::thumb(0x00008096, 0x0000ebc8), // (undefined)
            Word::thumb(0x00008098, 0x00002503), // movs r5, #3
            Word::thumb(0x0000809a, 0x00007ccb), // ldrb r3, [r1, #0x13]
            Word::thumb(0x0000809c, 0x000084ce), // strh r6, [r1, #0x26]
            Word::thumb(0x0000809e, 0x0000d56c), // bpl #0x817a
            Word::thumb(0x000080a0, 0x0000be59), // bkpt #0x59
            Word::thumb(0x000080a2, 0x0000462d), // mov r5, r5
            Word::thumb(0x000080a4, 0x00004770), // bx lr
            Word::thumb(0x000080a6, 0x0000df1f), // svc #0x1f
            Word::thumb(0x000080a8, 0x0000bc21), // pop {r0, r5}
            Word::thumb(0x000080aa, 0x000045f3), // cmp fp, lr
            Word::thumb(0x000080ac, 0x00000c8f), // lsrs r7, r1, #0x12
            Word::thumb(0x000080ae, 0x0000b258), // sxtb r0, r3
            Word::thumb(0x000080b0, 0x0000bc7f), // pop {r0, r1, r2, r3, r4, r5, r6}
            Word::thumb(0x000080b2, 0x00005730), // ldrsb r0, [r6, r4]
            Word::thumb(0x000080b4, 0x00005a29), // ldrh r1, [r5, r0]
            Word::thumb(0x000080b6, 0x00009505), // str r5, [sp, #0x14]
            Word::thumb(0x000080b8, 0x0000df95), // svc #0x95
            Word::thumb(0x000080ba, 0x00005991), // ldr r1, [r2, r6]
            Word::thumb(0x000080bc, 0x0000e952), // (undefined)
            Word::thumb(0x000080be, 0x0000cd95), // ldm r5!, {r0, r2, r4, r7}
            Word::thumb(0x000080c0, 0x0000a03c), // adr r0, #0xf0
            Word::thumb(0x000080c2, 0x0000c9e3), // ldm r1, {r0, r1, r5, r6, r7}
            Word::thumb(0x000080c4, 0x0000b56a), // push {r1, r3, r5, r6, lr}
            Word::thumb(0x000080c6, 0x0000de1c), // udf #0x1c
            Word::thumb(0x000080c8, 0x0000f7ff), // (undefined)
            Word::thumb(0x000080ca, 0x0000eaae), // (undefined)
            Word::thumb(0x000080cc, 0x000047a2), // (undefined)
            Word::thumb(0x000080ce, 0x00001b65), // subs r5, r4, r5
            Word::thumb(0x000080d0, 0x0000bed8), // bkpt #0xd8
            Word::thumb(0x000080d2, 0x000046d5), // mov sp, sl
            Word::thumb(0x000080d4, 0x0000deb6), // udf #0xb6
            Word::thumb(0x000080d6, 0x00002baf), // cmp r3, #0xaf
            Word::thumb(0x000080d8, 0x0000c076), // stm r0!, {r1, r2, r4, r5, r6}
            Word::thumb(0x000080da, 0x00009f0b), // ldr r7, [sp, #0x2c]
            Word::thumb(0x000080dc, 0x0000d955), // bls #0x818a
            Word::thumb(0x000080de, 0x0000f849), // (undefined)
            Word::thumb(0x000080e0, 0x00004e04), // ldr r6, [pc, #0x10]
            Word::thumb(0x000080e2, 0x0000d6ec), // bvs #0x80be
            Word::thumb(0x000080e4, 0x000046f4), // mov ip, lr
            Word::thumb(0x000080e6, 0x0000bf9a), // itte ls
            Word::thumb(0x000080e8, 0x0000df7b), // svc #0x7b
            Word::thumb(0x000080ea, 0x0000d17d), // bne #0x81e8
            Word::thumb(0x000080ec, 0x0000b936), // cbnz r6, #0x80fc
            Word::thumb(0x000080ee, 0x00000b47), // lsrs r7, r0, #0xd
            Word::thumb(0x000080f0, 0x0000f81c), // (undefined)
            Word::thumb(0x000080f2, 0x000047dd), // blxns fp
            Word::thumb(0x000080f4, 0x00008624), // strh r4, [r4, #0x30]
            Word::thumb(0x000080f6, 0x00003698), // adds r6, #0x98
            Word::thumb(0x000080f8, 0x0000feac), // (undefined)
            Word::thumb(0x000080fa, 0x0000c1fe), // stm r1!, {r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x000080fc, 0x000019a6), // adds r6, r4, r6
            Word::thumb(0x000080fe, 0x0000a1d7), // adr r1, #0x35c
            Word::thumb(0x00008100, 0x0000e8ab), // (undefined)
            Word::thumb(0x00008102, 0x000057c1), // ldrsb r1, [r0, r7]
            Word::thumb(0x00008104, 0x0000f99c), // (undefined)
            Word::thumb(0x00008106, 0x0000ae1d), // add r6, sp, #0x74
            Word::thumb(0x00008108, 0x0000dafc), // bge #0x8104
            Word::thumb(0x0000810a, 0x0000dc57), // bgt #0x81bc
            Word::thumb(0x0000810c, 0x0000b061), // add sp, #0x184
            Word::thumb(0x0000810e, 0x000042d6), // cmn r6, r2
            Word::thumb(0x00008110, 0x0000beca), // bkpt #0xca
            Word::thumb(0x00008112, 0x0000539d), // strh r5, [r3, r6]
            Word::thumb(0x00008114, 0x0000e692), // b #0x7e3c
            Word::thumb(0x00008116, 0x0000da6a), // bge #0x81ee
            Word::thumb(0x00008118, 0x0000af9f), // add r7, sp, #0x27c
            Word::thumb(0x0000811a, 0x000047e8), // blx sp
            Word::thumb(0x0000811c, 0x0000be9b), // bkpt #0x9b
            Word::thumb(0x0000811e, 0x0000b07b), // add sp, #0x1ec
            Word::thumb(0x00008120, 0x0000487e), // ldr r0, [pc, #0x1f8]
            Word::thumb(0x00008122, 0x0000d45d), // bmi #0x81e0
            Word::thumb(0x00008124, 0x00009ecd), // ldr r6, [sp, #0x334]
            Word::thumb(0x00008126, 0x0000ea4e), // (undefined)
            Word::thumb(0x00008128, 0x00009be0), // ldr r3, [sp, #0x380]
            Word::thumb(0x0000812a, 0x0000b0ba), // sub sp, #0xe8
            Word::thumb(0x0000812c, 0x0000b4ec), // push {r2, r3, r5, r6, r7}
            Word::thumb(0x0000812e, 0x000005af), // lsls r7, r5, #0x16
            Word::thumb(0x00008130, 0x0000e94b), // (undefined)
            Word::thumb(0x00008132, 0x0000dfa5), // svc #0xa5
            Word::thumb(0x00008134, 0x0000236a), // movs r3, #0x6a
            Word::thumb(0x00008136, 0x0000bc93), // pop {r0, r1, r4, r7}
            Word::thumb(0x00008138, 0x0000de9b), // udf #0x9b
            Word::thumb(0x0000813a, 0x00003ce8), // subs r4, #0xe8
            Word::thumb(0x0000813c, 0x0000f000), // (undefined)
            Word::thumb(0x0000813e, 0x0000ebe8), // (undefined)
            Word::thumb(0x00008140, 0x0000b680), // (undefined)
            Word::thumb(0x00008142, 0x00008804), // ldrh r4, [r0]
            Word::thumb(0x00008144, 0x0000330a), // adds r3, #0xa
            Word::thumb(0x00008146, 0x0000ef21), // (undefined)
            Word::thumb(0x00008148, 0x0000d2d1), // bhs #0x80ee
            Word::thumb(0x0000814a, 0x0000a37b), // adr r3, #0x1ec
            Word::thumb(0x0000814c, 0x0000bb3d), // cbnz r5, #0x819e
            Word::thumb(0x0000814e, 0x0000e693), // b #0x7e78
            Word::thumb(0x00008150, 0x00000fe5), // lsrs r5, r4, #0x1f
            Word::thumb(0x00008152, 0x0000bef0), // bkpt #0xf0
            Word::thumb(0x00008154, 0x0000f000), // (undefined)
            Word::thumb(0x00008156, 0x0000ee10), // (undefined)
            Word::thumb(0x00008158, 0x00008db3), // ldrh r3, [r6, #0x2c]
            Word::thumb(0x0000815a, 0x0000b430), // push {r4, r5}
            Word::thumb(0x0000815c, 0x0000ecd2), // (undefined)
            Word::thumb(0x0000815e, 0x0000e759), // b #0x8014
            Word::thumb(0x00008160, 0x0000df71), // svc #0x71
            Word::thumb(0x00008162, 0x000044e0), // add r8, ip
            Word::thumb(0x00008164, 0x0000af49), // add r7, sp, #0x124
            Word::thumb(0x00008166, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008168, 0x0000fe43), // (undefined)
            Word::thumb(0x0000816a, 0x0000bc58), // pop {r3, r4, r6}
            Word::thumb(0x0000816c, 0x0000b0c8), // sub sp, #0x120
            Word::thumb(0x0000816e, 0x000082b4), // strh r4, [r6, #0x14]
            Word::thumb(0x00008170, 0x0000de9e), // udf #0x9e
            Word::thumb(0x00008172, 0x0000b4c5), // push {r0, r2, r6, r7}
            Word::thumb(0x00008174, 0x0000cf74), // ldm r7!, {r2, r4, r5, r6}
            Word::thumb(0x00008176, 0x00009ed1), // ldr r6, [sp, #0x344]
            Word::thumb(0x00008178, 0x0000bd6c), // pop {r2, r3, r5, r6, pc}
            Word::thumb(0x0000817a, 0x0000b677), // cpsid aif
            Word::thumb(0x0000817c, 0x0000a00c), // adr r0, #0x30
            Word::thumb(0x0000817e, 0x0000518f), // str r7, [r1, r6]
            Word::thumb(0x00008180, 0x000033d5), // adds r3, #0xd5
            Word::thumb(0x00008182, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008184, 0x0000ef5c), // (undefined)
            Word::thumb(0x00008186, 0x0000def8), // udf #0xf8
            Word::thumb(0x00008188, 0x0000df38), // svc #0x38
            Word::thumb(0x0000818a, 0x0000d3a1), // blo #0x80d0
            Word::thumb(0x0000818c, 0x00004734), // bxns r6
            Word::thumb(0x0000818e, 0x000045ca), // cmp sl, sb
            Word::thumb(0x00008190, 0x0000bd82), // pop {r1, r7, pc}
            Word::thumb(0x00008192, 0x0000b38e), // cbz r6, #0x81f8
            Word::thumb(0x00008194, 0x0000ec16), // (undefined)
            Word::thumb(0x00008196, 0x00009e2f), // ldr r6, [sp, #0xbc]
            Word::thumb(0x00008198, 0x0000ee3d), // (undefined)
            Word::thumb(0x0000819a, 0x0000c2a5), // stm r2!, {r0, r2, r5, r7}
            Word::thumb(0x0000819c, 0x0000f000), // (undefined)
            Word::thumb(0x0000819e, 0x0000e8d0), // (undefined)
            Word::thumb(0x000081a0, 0x0000e2b2), // b #0x8708
            Word::thumb(0x000081a2, 0x0000aa82), // add r2, sp, #0x208
            Word::thumb(0x000081a4, 0x0000a6c1), // adr r6, #0x304
            Word::thumb(0x000081a6, 0x00009184), // str r1, [sp, #0x210]
            Word::thumb(0x000081a8, 0x0000b128), // cbz r0, #0x81b6
            Word::thumb(0x000081aa, 0x0000b021), // add sp, #0x84
            Word::thumb(0x000081ac, 0x0000ce7c), // ldm r6, {r2, r3, r4, r5, r6}
            Word::thumb(0x000081ae, 0x0000519a), // str r2, [r3, r6]
            Word::thumb(0x000081b0, 0x00004610), // mov r0, r2
            Word::thumb(0x000081b2, 0x0000beb8), // bkpt #0xb8
            Word::thumb(0x000081b4, 0x0000be12), // bkpt #0x12
            Word::thumb(0x000081b6, 0x0000b4df), // push {r0, r1, r2, r3, r4, r6, r7}
            Word::thumb(0x000081b8, 0x0000cdde), // ldm r5!, {r1, r2, r3, r4, r6, r7}
            Word::thumb(0x000081ba, 0x0000f8a9), // (undefined)
            Word::thumb(0x000081bc, 0x0000b518), // push {r3, r4, lr}
            Word::thumb(0x000081be, 0x00008104), // strh r4, [r0, #8]
            Word::thumb(0x000081c0, 0x00004034), // ands r4, r6
            Word::thumb(0x000081c2, 0x00008063), // strh r3, [r4, #2]
            Word::thumb(0x000081c4, 0x0000df32), // svc #0x32
            Word::thumb(0x000081c6, 0x00004e8f), // ldr r6, [pc, #0x23c]
            Word::thumb(0x000081c8, 0x00001fa4), // subs r4, r4, #6
            Word::thumb(0x000081ca, 0x0000bd24), // pop {r2, r5, pc}
            Word::thumb(0x000081cc, 0x0000ccf0), // ldm r4, {r4, r5, r6, r7}
            Word::thumb(0x000081ce, 0x0000a294), // adr r2, #0x250
            Word::thumb(0x000081d0, 0x000041f2), // rors r2, r6
            Word::thumb(0x000081d2, 0x000052d7), // strh r7, [r2, r3]
            Word::thumb(0x000081d4, 0x0000c6fe), // stm r6!, {r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x000081d6, 0x0000ef01), // (undefined)
            Word::thumb(0x000081d8, 0x0000a7bb), // adr r7, #0x2ec
            Word::thumb(0x000081da, 0x0000bdff), // pop {r0, r1, r2, r3, r4, r5, r6, r7, pc}
            Word::thumb(0x000081dc, 0x0000f7ff), // (undefined)
            Word::thumb(0x000081de, 0x0000fda3), // (undefined)
            Word::thumb(0x000081e0, 0x00001a88), // subs r0, r1, r2
            Word::thumb(0x000081e2, 0x00004c00), // ldr r4, [pc, #0]
            Word::thumb(0x000081e4, 0x0000e017), // b #0x8216
            Word::thumb(0x000081e6, 0x0000d3d0), // blo #0x818a
            Word::thumb(0x000081e8, 0x0000f000), // (undefined)
            Word::thumb(0x000081ea, 0x0000fe87), // (undefined)
            Word::thumb(0x000081ec, 0x0000ad00), // add r5, sp, #0
            Word::thumb(0x000081ee, 0x0000c683), // stm r6!, {r0, r1, r7}
            Word::thumb(0x000081f0, 0x000040f0), // lsrs r0, r6
            Word::thumb(0x000081f2, 0x0000b05f), // add sp, #0x17c
            Word::thumb(0x000081f4, 0x0000bfe3), // ittte al
            Word::thumb(0x000081f6, 0x0000ac04), // add r4, sp, #0x10
            Word::thumb(0x000081f8, 0x0000fa2d), // (undefined)
            Word::thumb(0x000081fa, 0x0000f000), // (undefined)
            Word::thumb(0x000081fc, 0x000090fa), // str r0, [sp, #0x3e8]
            Word::thumb(0x000081fe, 0x0000a422), // adr r4, #0x88
            Word::thumb(0x00008200, 0x0000c5bd), // stm r5!, {r0, r2, r3, r4, r5, r7}
            Word::thumb(0x00008202, 0x0000b02b), // add sp, #0xac
            Word::thumb(0x00008204, 0x0000ef35), // (undefined)
            Word::thumb(0x00008206, 0x0000afd7), // add r7, sp, #0x35c
            Word::thumb(0x00008208, 0x00004962), // ldr r1, [pc, #0x188]
            Word::thumb(0x0000820a, 0x0000c85f), // ldm r0, {r0, r1, r2, r3, r4, r6}
            Word::thumb(0x0000820c, 0x0000057c), // lsls r4, r7, #0x15
            Word::thumb(0x0000820e, 0x000077a3), // strb r3, [r4, #0x1e]
            Word::thumb(0x00008210, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008212, 0x0000edfa), // (undefined)
            Word::thumb(0x00008214, 0x0000de62), // udf #0x62
            Word::thumb(0x00008216, 0x000047c8), // blx sb
            Word::thumb(0x00008218, 0x0000c6e3), // stm r6!, {r0, r1, r5, r6, r7}
            Word::thumb(0x0000821a, 0x0000d7b6), // bvc #0x818a
            Word::thumb(0x0000821c, 0x00002d48), // cmp r5, #0x48
            Word::thumb(0x0000821e, 0x0000ac1e), // add r4, sp, #0x78
            Word::thumb(0x00008220, 0x0000e40e), // b #0x7a40
            Word::thumb(0x00008222, 0x0000bc80), // pop {r7}
            Word::thumb(0x00008224, 0x0000acb5), // add r4, sp, #0x2d4
            Word::thumb(0x00008226, 0x0000dcc7), // bgt #0x81b8
            Word::thumb(0x00008228, 0x0000eb1d), // (undefined)
            Word::thumb(0x0000822a, 0x0000f7ff), // (undefined)
            Word::thumb(0x0000822c, 0x0000fb9e), // (undefined)
            Word::thumb(0x0000822e, 0x0000b847), // (undefined)
            Word::thumb(0x00008230, 0x0000b956), // cbnz r6, #0x8248
            Word::thumb(0x00008232, 0x00001ed6), // subs r6, r2, #3
            Word::thumb(0x00008234, 0x0000de13), // udf #0x13
            Word::thumb(0x00008236, 0x0000b45d), // push {r0, r2, r3, r4, r6}
            Word::thumb(0x00008238, 0x00004854), // ldr r0, [pc, #0x150]
            Word::thumb(0x0000823a, 0x00001ae5), // subs r5, r4, r3
            Word::thumb(0x0000823c, 0x0000de36), // udf #0x36
            Word::thumb(0x0000823e, 0x00005110), // str r0, [r2, r4]
            Word::thumb(0x00008240, 0x00008339), // strh r1, [r7, #0x18]
            Word::thumb(0x00008242, 0x0000776d), // strb r5, [r5, #0x1d]
            Word::thumb(0x00008244, 0x0000831c), // strh r4, [r3, #0x18]
            Word::thumb(0x00008246, 0x0000a2f1), // adr r2, #0x3c4
            Word::thumb(0x00008248, 0x0000f6e9), // (undefined)
            Word::thumb(0x0000824a, 0x0000fa02), // (undefined)
            Word::thumb(0x0000824c, 0x0000f7ff), // (undefined)
            Word::thumb(0x0000824e, 0x0000ea5c), // (undefined)
            Word::thumb(0x00008250, 0x00006e03), // ldr r3, [r0, #0x60]
            Word::thumb(0x00008252, 0x0000d3c9), // blo #0x81e8
            Word::thumb(0x00008254, 0x00001b34), // subs r4, r6, r4
            Word::thumb(0x00008256, 0x0000bc0b), // pop {r0, r1, r3}
            Word::thumb(0x00008258, 0x0000e955), // (undefined)
            Word::thumb(0x0000825a, 0x000047b8), // blx r7
            Word::thumb(0x0000825c, 0x0000fcd7), // (undefined)
            Word::thumb(0x0000825e, 0x0000de89), // udf #0x89
            Word::thumb(0x00008260, 0x00002410), // movs r4, #0x10
            Word::thumb(0x00008262, 0x000070a2), // strb r2, [r4, #2]
            Word::thumb(0x00008264, 0x0000debe), // udf #0xbe
            Word::thumb(0x00008266, 0x00009e02), // ldr r6, [sp, #8]
            Word::thumb(0x00008268, 0x00006927), // ldr r7, [r4, #0x10]
            Word::thumb(0x0000826a, 0x0000e9b0), // (undefined)
            Word::thumb(0x0000826c, 0x0000e9f9), // (undefined)
            Word::thumb(0x0000826e, 0x00001caa), // adds r2, r5, #2
            Word::thumb(0x00008270, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008272, 0x00004791), // (undefined)
            Word::thumb(0x00008274, 0x0000eb96), // (undefined)
            Word::thumb(0x00008276, 0x000053ec), // strh r4, [r5, r7]
            Word::thumb(0x00008278, 0x0000df2d), // svc #0x2d
            Word::thumb(0x0000827a, 0x0000de03), // udf #3
            Word::thumb(0x0000827c, 0x0000e03c), // b #0x82f8
            Word::thumb(0x0000827e, 0x000045c9), // cmp sb, sb
            Word::thumb(0x00008280, 0x0000134e), // asrs r6, r1, #0xd
            Word::thumb(0x00008282, 0x0000c4c3), // stm r4!, {r0, r1, r6, r7}
            Word::thumb(0x00008284, 0x00001920), // adds r0, r4, r4
            Word::thumb(0x00008286, 0x00000572), // lsls r2, r6, #0x15
            Word::thumb(0x00008288, 0x0000de45), // udf #0x45
            Word::thumb(0x0000828a, 0x0000410f), // asrs r7, r1
            Word::thumb(0x0000828c, 0x0000f000), // (undefined)
            Word::thumb(0x0000828e, 0x0000ff6e), // (undefined)
            Word::thumb(0x00008290, 0x0000b3ba), // cbz r2, #0x8302
            Word::thumb(0x00008292, 0x0000c0b8), // stm r0!, {r3, r4, r5, r7}
            Word::thumb(0x00008294, 0x0000b93b), // cbnz r3, #0x82a6
            Word::thumb(0x00008296, 0x00004711), // bx r2
            Word::thumb(0x00008298, 0x000059ba), // ldr r2, [r7, r6]
            Word::thumb(0x0000829a, 0x00004897), // ldr r0, [pc, #0x25c]
            Word::thumb(0x0000829c, 0x0000e7e8), // b #0x8270
            Word::thumb(0x0000829e, 0x0000dfca), // svc #0xca
            Word::thumb(0x000082a0, 0x0000e009), // b #0x82b6
            Word::thumb(0x000082a2, 0x0000b539), // push {r0, r3, r4, r5, lr}
            Word::thumb(0x000082a4, 0x0000463d), // mov r5, r7
            Word::thumb(0x000082a6, 0x000092f5), // str r2, [sp, #0x3d4]
            Word::thumb(0x000082a8, 0x0000fd11), // (undefined)
            Word::thumb(0x000082aa, 0x0000c45c), // stm r4!, {r2, r3, r4, r6}
            Word::thumb(0x000082ac, 0x00001c99), // adds r1, r3, #2
            Word::thumb(0x000082ae, 0x0000cc5b), // ldm r4, {r0, r1, r3, r4, r6}
            Word::thumb(0x000082b0, 0x0000bc40), // pop {r6}
            Word::thumb(0x000082b2, 0x0000b88f), // (undefined)
            Word::thumb(0x000082b4, 0x0000df98), // svc #0x98
            Word::thumb(0x000082b6, 0x0000bd6d), // pop {r0, r2, r3, r5, r6, pc}
            Word::thumb(0x000082b8, 0x0000a06a), // adr r0, #0x1a8
            Word::thumb(0x000082ba, 0x000045a9), // cmp sb, r5
            Word::thumb(0x000082bc, 0x00001c9b), // adds r3, r3, #2
            Word::thumb(0x000082be, 0x0000de45), // udf #0x45
            Word::thumb(0x000082c0, 0x00004770), // bx lr
            Word::thumb(0x000082c2, 0x0000b81e), // (undefined)
            Word::thumb(0x000082c4, 0x00002782), // movs r7, #0x82
            Word::thumb(0x000082c6, 0x0000db49), // blt #0x835c
            Word::thumb(0x000082c8, 0x00005b5e), // ldrh r6, [r3, r5]
            Word::thumb(0x000082ca, 0x0000cfe8), // ldm r7, {r3, r5, r6, r7}
            Word::thumb(0x000082cc, 0x0000e7e4), // b #0x8298
            Word::thumb(0x000082ce, 0x00007356), // strb r6, [r2, #0xd]
            Word::thumb(0x000082d0, 0x00008ef9), // ldrh r1, [r7, #0x36]
            Word::thumb(0x000082d2, 0x00009cb9), // ldr r4, [sp, #0x2e4]
            Word::thumb(0x000082d4, 0x0000e428), // b #0x7b28
            Word::thumb(0x000082d6, 0x0000c743), // stm r7!, {r0, r1, r6}
            Word::thumb(0x000082d8, 0x00004580), // cmp r8, r0
            Word::thumb(0x000082da, 0x00002eba), // cmp r6, #0xba
            Word::thumb(0x000082dc, 0x00001d78), // adds r0, r7, #5
            Word::thumb(0x000082de, 0x0000433a), // orrs r2, r7
            Word::thumb(0x000082e0, 0x0000dd00), // ble #0x82e4
            Word::thumb(0x000082e2, 0x00007198), // strb r0, [r3, #6]
            Word::thumb(0x000082e4, 0x0000cf6b), // ldm r7!, {r0, r1, r3, r5, r6}
            Word::thumb(0x000082e6, 0x000047dc), // blxns fp
            Word::thumb(0x000082e8, 0x0000acea), // add r4, sp, #0x3a8
            Word::thumb(0x000082ea, 0x0000d5a4), // bpl #0x8236
            Word::thumb(0x000082ec, 0x00000a41), // lsrs r1, r0, #9
            Word::thumb(0x000082ee, 0x00001b62), // subs r2, r4, r5
            Word::thumb(0x000082f0, 0x0000dec8), // udf #0xc8
            Word::thumb(0x000082f2, 0x00008c1b), // ldrh r3, [r3, #0x20]
            Word::thumb(0x000082f4, 0x00005ddc), // ldrb r4, [r3, r7]
            Word::thumb(0x000082f6, 0x0000b0e1), // sub sp, #0x184
            Word::thumb(0x000082f8, 0x00002b67), // cmp r3, #0x67
            Word::thumb(0x000082fa, 0x00001bb1), // subs r1, r6, r6
            Word::thumb(0x000082fc, 0x000058cd), // ldr r5, [r1, r3]
            Word::thumb(0x000082fe, 0x00000265), // lsls r5, r4, #9
            Word::thumb(0x00008300, 0x0000b027), // add sp, #0x9c
            Word::thumb(0x00008302, 0x000047ce), // blxns sb
            Word::thumb(0x00008304, 0x0000bcb4), // pop {r2, r4, r5, r7}
            Word::thumb(0x00008306, 0x0000fdeb), // (undefined)
            Word::thumb(0x00008308, 0x0000e7d0), // b #0x82ac
            Word::thumb(0x0000830a, 0x00008398), // strh r0, [r3, #0x1c]
            Word::thumb(0x0000830c, 0x0000bd7c), // pop {r2, r3, r4, r5, r6, pc}
            Word::thumb(0x0000830e, 0x0000b0f5), // sub sp, #0x1d4
            Word::thumb(0x00008310, 0x00006b54), // ldr r4, [r2, #0x34]
            Word::thumb(0x00008312, 0x0000eb9c), // (undefined)
            Word::thumb(0x00008314, 0x00005196), // str r6, [r2, r6]
            Word::thumb(0x00008316, 0x0000c0ab), // stm r0!, {r0, r1, r3, r5, r7}
            Word::thumb(0x00008318, 0x0000bed6), // bkpt #0xd6
            Word::thumb(0x0000831a, 0x0000ab46), // add r3, sp, #0x118
            Word::thumb(0x0000831c, 0x0000bd95), // pop {r0, r2, r4, r7, pc}
            Word::thumb(0x0000831e, 0x0000b578), // push {r3, r4, r5, r6, lr}
            Word::thumb(0x00008320, 0x0000197c), // adds r4, r7, r5
            Word::thumb(0x00008322, 0x0000f000), // (undefined)
            Word::thumb(0x00008324, 0x0000bc04), // pop {r2}
            Word::thumb(0x00008326, 0x0000bc1a), // pop {r1, r3, r4}
            Word::thumb(0x00008328, 0x00009e24), // ldr r6, [sp, #0x90]
            Word::thumb(0x0000832a, 0x00004778), // bx pc
            Word::thumb(0x0000832c, 0x0000e8d6), // (undefined)
            Word::thumb(0x0000832e, 0x0000790f), // ldrb r7, [r1, #4]
            Word::thumb(0x00008330, 0x0000a140), // adr r1, #0x100
            Word::thumb(0x00008332, 0x00004781), // (undefined)
            Word::thumb(0x00008334, 0x0000dd6b), // ble #0x840e
            Word::thumb(0x00008336, 0x0000472e), // bxns r5
            Word::thumb(0x00008338, 0x000043b5), // bics r5, r6
            Word::thumb(0x0000833a, 0x0000c8ff), // ldm r0, {r0, r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x0000833c, 0x0000d1ea), // bne #0x8314
            Word::thumb(0x0000833e, 0x0000a995), // add r1, sp, #0x254
            Word::thumb(0x00008340, 0x0000aa2c), // add r2, sp, #0xb0
            Word::thumb(0x00008342, 0x0000bea9), // bkpt #0xa9
            Word::thumb(0x00008344, 0x00004a0c), // ldr r2, [pc, #0x30]
            Word::thumb(0x00008346, 0x0000b59d), // push {r0, r2, r3, r4, r7, lr}
            Word::thumb(0x00008348, 0x0000064e), // lsls r6, r1, #0x19
            Word::thumb(0x0000834a, 0x00004f52), // ldr r7, [pc, #0x148]
            Word::thumb(0x0000834c, 0x0000a5b7), // adr r5, #0x2dc
            Word::thumb(0x0000834e, 0x0000deb2), // udf #0xb2
            Word::thumb(0x00008350, 0x000060d0), // str r0, [r2, #0xc]
            Word::thumb(0x00008352, 0x00005654), // ldrsb r4, [r2, r1]
            Word::thumb(0x00008354, 0x00000c89), // lsrs r1, r1, #0x12
            Word::thumb(0x00008356, 0x00009333), // str r3, [sp, #0xcc]
            Word::thumb(0x00008358, 0x0000fdae), // (undefined)
            Word::thumb(0x0000835a, 0x0000df3b), // svc #0x3b
            Word::thumb(0x0000835c, 0x00003712), // adds r7, #0x12
            Word::thumb(0x0000835e, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008360, 0x0000fbde), // (undefined)
            Word::thumb(0x00008362, 0x0000bd75), // pop {r0, r2, r4, r5, r6, pc}
            Word::thumb(0x00008364, 0x0000b487), // push {r0, r1, r2, r7}
            Word::thumb(0x00008366, 0x00001e40), // subs r0, r0, #1
            Word::thumb(0x00008368, 0x0000f000), // (undefined)
            Word::thumb(0x0000836a, 0x0000eb5e), // (undefined)
            Word::thumb(0x0000836c, 0x000047c2), // (undefined)
            Word::thumb(0x0000836e, 0x000046f2), // mov sl, lr
            Word::thumb(0x00008370, 0x0000b406), // push {r1, r2}
            Word::thumb(0x00008372, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008374, 0x0000de7b), // udf #0x7b
            Word::thumb(0x00008376, 0x00007d17), // ldrb r7, [r2, #0x14]
            Word::thumb(0x00008378, 0x0000b057), // add sp, #0x15c
            Word::thumb(0x0000837a, 0x0000180a), // adds r2, r1, r0
            Word::thumb(0x0000837c, 0x000067db), // str r3, [r3, #0x7c]
            Word::thumb(0x0000837e, 0x0000bde1), // pop {r0, r5, r6, r7, pc}
            Word::thumb(0x00008380, 0x00004720), // bx r4
            Word::thumb(0x00008382, 0x00004740), // bx r8
            Word::thumb(0x00008384, 0x0000a8aa), // add r0, sp, #0x2a8
            Word::thumb(0x00008386, 0x000046cd), // mov sp, sb
            Word::thumb(0x00008388, 0x000047a0), // blx r4
            Word::thumb(0x0000838a, 0x0000bd3a), // pop {r1, r3, r4, r5, pc}
            Word::thumb(0x0000838c, 0x0000df27), // svc #0x27
            Word::thumb(0x0000838e, 0x000088e0), // ldrh r0, [r4, #6]
            Word::thumb(0x00008390, 0x00001ae7), // subs r7, r4, r3
            Word::thumb(0x00008392, 0x0000de81), // udf #0x81
            Word::thumb(0x00008394, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008396, 0x0000df1f), // svc #0x1f
            Word::thumb(0x00008398, 0x0000c43f), // stm r4!, {r0, r1, r2, r3, r4, r5}
            Word::thumb(0x0000839a, 0x000047c1), // (undefined)
            Word::thumb(0x0000839c, 0x0000442c), // add r4, r5
            Word::thumb(0x0000839e, 0x0000bce8), // pop {r3, r5, r6, r7}
            Word::thumb(0x000083a0, 0x0000eed8), // (undefined)
            Word::thumb(0x000083a2, 0x0000cbe2), // ldm r3!, {r1, r5, r6, r7}
            Word::thumb(0x000083a4, 0x00004706), // bxns r0
            Word::thumb(0x000083a6, 0x00007756), // strb r6, [r2, #0x1d]
            Word::thumb(0x000083a8, 0x00001634), // asrs r4, r6, #0x18
            Word::thumb(0x000083aa, 0x0000b062), // add sp, #0x188
            Word::thumb(0x000083ac, 0x0000b509), // push {r0, r3, lr}
            Word::thumb(0x000083ae, 0x00001e91), // subs r1, r2, #2
            Word::thumb(0x000083b0, 0x00001848), // adds r0, r1, r1
            Word::thumb(0x000083b2, 0x000005f0), // lsls r0, r6, #0x17
            Word::thumb(0x000083b4, 0x0000de72), // udf #0x72
            Word::thumb(0x000083b6, 0x00001945), // adds r5, r0, r5
            Word::thumb(0x000083b8, 0x00001e8c), // subs r4, r1, #2
            Word::thumb(0x000083ba, 0x00004457), // add r7, sl
            Word::thumb(0x000083bc, 0x0000bc4f), // pop {r0, r1, r2, r3, r6}
            Word::thumb(0x000083be, 0x0000b33b), // cbz r3, #0x8410
            Word::thumb(0x000083c0, 0x000042d1), // cmn r1, r2
            Word::thumb(0x000083c2, 0x0000c809), // ldm r0, {r0, r3}
            Word::thumb(0x000083c4, 0x0000fde0), // (undefined)
            Word::thumb(0x000083c6, 0x000047f6), // blxns lr
            Word::thumb(0x000083c8, 0x0000ae06), // add r6, sp, #0x18
            Word::thumb(0x000083ca, 0x00001380), // asrs r0, r0, #0xe
            Word::thumb(0x000083cc, 0x0000af99), // add r7, sp, #0x264
            Word::thumb(0x000083ce, 0x000026af), // movs r6, #0xaf
            Word::thumb(0x000083d0, 0x0000c1df), // stm r1!, {r0, r1, r2, r3, r4, r6, r7}
            Word::thumb(0x000083d2, 0x0000ed41), // (undefined)
            Word::thumb(0x000083d4, 0x0000b0dc), // sub sp, #0x170
            Word::thumb(0x000083d6, 0x0000bd9e), // pop {r1, r2, r3, r4, r7, pc}
            Word::thumb(0x000083d8, 0x0000f000), // (undefined)
            Word::thumb(0x000083da, 0x0000f929), // (undefined)
            Word::thumb(0x000083dc, 0x00004d62), // ldr r5, [pc, #0x188]
            Word::thumb(0x000083de, 0x000047e9), // (undefined)
            Word::thumb(0x000083e0, 0x0000a89c), // add r0, sp, #0x270
            Word::thumb(0x000083e2, 0x0000147a), // asrs r2, r7, #0x11
            Word::thumb(0x000083e4, 0x0000b05c), // add sp, #0x170
            Word::thumb(0x000083e6, 0x00003476), // adds r4, #0x76
            Word::thumb(0x000083e8, 0x00001eca), // subs r2, r1, #3
            Word::thumb(0x000083ea, 0x00000b6b), // lsrs r3, r5, #0xd
            Word::thumb(0x000083ec, 0x00001a81), // subs r1, r0, r2
            Word::thumb(0x000083ee, 0x0000e53d), // b #0x7e6c
            Word::thumb(0x000083f0, 0x0000c48b), // stm r4!, {r0, r1, r3, r7}
            Word::thumb(0x000083f2, 0x0000dfbf), // svc #0xbf
            Word::thumb(0x000083f4, 0x0000466a), // mov r2, sp
            Word::thumb(0x000083f6, 0x0000df88), // svc #0x88
            Word::thumb(0x000083f8, 0x000072e2), // strb r2, [r4, #0xb]
            Word::thumb(0x000083fa, 0x00004f49), // ldr r7, [pc, #0x124]
            Word::thumb(0x000083fc, 0x0000403f), // ands r7, r7
            Word::thumb(0x000083fe, 0x0000c934), // ldm r1!, {r2, r4, r5}
            Word::thumb(0x00008400, 0x0000f000), // (undefined)
            Word::thumb(0x00008402, 0x0000ea56), // (undefined)
            Word::thumb(0x00008404, 0x000098e7), // ldr r0, [sp, #0x39c]
            Word::thumb(0x00008406, 0x0000c62c), // stm r6!, {r2, r3, r5}
            Word::thumb(0x00008408, 0x0000b0f9), // sub sp, #0x1e4
            Word::thumb(0x0000840a, 0x0000fed1), // (undefined)
            Word::thumb(0x0000840c, 0x00000989), // lsrs r1, r1, #6
            Word::thumb(0x0000840e, 0x0000df68), // svc #0x68
            Word::thumb(0x00008410, 0x0000a66c), // adr r6, #0x1b0
            Word::thumb(0x00008412, 0x0000bb4b), // cbnz r3, #0x8468
            Word::thumb(0x00008414, 0x0000bcbd), // pop {r0, r2, r3, r4, r5, r7}
            Word::thumb(0x00008416, 0x0000e670), // b #0x80fa
            Word::thumb(0x00008418, 0x0000ded8), // udf #0xd8
            Word::thumb(0x0000841a, 0x0000b077), // add sp, #0x1dc
            Word::thumb(0x0000841c, 0x0000be72), // bkpt #0x72
            Word::thumb(0x0000841e, 0x0000daf3), // bge #0x8408
            Word::thumb(0x00008420, 0x00006c5e), // ldr r6, [r3, #0x44]
            Word::thumb(0x00008422, 0x00001edd), // subs r5, r3, #3
            Word::thumb(0x00008424, 0x00001f5d), // subs r5, r3, #5
            Word::thumb(0x00008426, 0x0000d5d0), // bpl #0x83ca
            Word::thumb(0x00008428, 0x0000ee1d), // (undefined)
            Word::thumb(0x0000842a, 0x0000b862), // (undefined)
            Word::thumb(0x0000842c, 0x00006646), // str r6, [r0, #0x64]
            Word::thumb(0x0000842e, 0x00004a31), // ldr r2, [pc, #0xc4]
            Word::thumb(0x00008430, 0x0000d401), // bmi #0x8436
            Word::thumb(0x00008432, 0x0000de96), // udf #0x96
            Word::thumb(0x00008434, 0x0000de91), // udf #0x91
            Word::thumb(0x00008436, 0x0000b492), // push {r1, r4, r7}
            Word::thumb(0x00008438, 0x0000b5f5), // push {r0, r2, r4, r5, r6, r7, lr}
            Word::thumb(0x0000843a, 0x0000f7ff), // (undefined)
            Word::thumb(0x0000843c, 0x0000ff92), // (undefined)
            Word::thumb(0x0000843e, 0x0000fb82), // (undefined)
            Word::thumb(0x00008440, 0x00008d50), // ldrh r0, [r2, #0x2a]
            Word::thumb(0x00008442, 0x0000441e), // add r6, r3
            Word::thumb(0x00008444, 0x0000ab87), // add r3, sp, #0x21c
            Word::thumb(0x00008446, 0x0000d261), // bhs #0x850c
            Word::thumb(0x00008448, 0x000097bc), // str r7, [sp, #0x2f0]
            Word::thumb(0x0000844a, 0x00004d39), // ldr r5, [pc, #0xe4]
            Word::thumb(0x0000844c, 0x0000e5c3), // b #0x7fd6
            Word::thumb(0x0000844e, 0x0000df08), // svc #8
            Word::thumb(0x00008450, 0x0000c5d1), // stm r5!, {r0, r4, r6, r7}
            Word::thumb(0x00008452, 0x0000b099), // sub sp, #0x64
            Word::thumb(0x00008454, 0x0000edbb), // (undefined)
            Word::thumb(0x00008456, 0x0000aede), // add r6, sp, #0x378
            Word::thumb(0x00008458, 0x0000bcdf), // pop {r0, r1, r2, r3, r4, r6, r7}
            Word::thumb(0x0000845a, 0x0000466e), // mov r6, sp
            Word::thumb(0x0000845c, 0x00001f1c), // subs r4, r3, #4
            Word::thumb(0x0000845e, 0x0000b5fc), // push {r2, r3, r4, r5, r6, r7, lr}
            Word::thumb(0x00008460, 0x000047fd), // blxns pc
            Word::thumb(0x00008462, 0x00009c17), // ldr r4, [sp, #0x5c]
            Word::thumb(0x00008464, 0x0000475d), // bxns fp
            Word::thumb(0x00008466, 0x00001e99), // subs r1, r3, #2
            Word::thumb(0x00008468, 0x000042dd), // cmn r5, r3
            Word::thumb(0x0000846a, 0x0000f828), // (undefined)
            Word::thumb(0x0000846c, 0x0000bef5), // bkpt #0xf5
            Word::thumb(0x0000846e, 0x00005305), // strh r5, [r0, r4]
            Word::thumb(0x00008470, 0x0000da3b), // bge #0x84ea
            Word::thumb(0x00008472, 0x0000c1ca), // stm r1!, {r1, r3, r6, r7}
            Word::thumb(0x00008474, 0x00005f38), // ldrsh r0, [r7, r4]
            Word::thumb(0x00008476, 0x0000d143), // bne #0x8500
            Word::thumb(0x00008478, 0x0000cabd), // ldm r2, {r0, r2, r3, r4, r5, r7}
            Word::thumb(0x0000847a, 0x00004d80), // ldr r5, [pc, #0x200]
            Word::thumb(0x0000847c, 0x0000c89e), // ldm r0!, {r1, r2, r3, r4, r7}
            Word::thumb(0x0000847e, 0x00001850), // adds r0, r2, r1
            Word::thumb(0x00008480, 0x0000a870), // add r0, sp, #0x1c0
            Word::thumb(0x00008482, 0x0000fe86), // (undefined)
            Word::thumb(0x00008484, 0x00001fba), // subs r2, r7, #6
            Word::thumb(0x00008486, 0x00004780), // blx r0
            Word::thumb(0x00008488, 0x00008b33), // ldrh r3, [r6, #0x18]
            Word::thumb(0x0000848a, 0x0000f8cc), // (undefined)
            Word::thumb(0x0000848c, 0x0000ff86), // (undefined)
            Word::thumb(0x0000848e, 0x0000ca98), // ldm r2!, {r3, r4, r7}
            Word::thumb(0x00008490, 0x00008e96), // ldrh r6, [r2, #0x34]
            Word::thumb(0x00008492, 0x0000eae4), // (undefined)
            Word::thumb(0x00008494, 0x00005d33), // ldrb r3, [r6, r4]
            Word::thumb(0x00008496, 0x0000cdd1), // ldm r5!, {r0, r4, r6, r7}
            Word::thumb(0x00008498, 0x0000b02b), // add sp, #0xac
            Word::thumb(0x0000849a, 0x0000bad7), // revsh r7, r2
            Word::thumb(0x0000849c, 0x0000a449), // adr r4, #0x124
            Word::thumb(0x0000849e, 0x0000c339), // stm r3!, {r0, r3, r4, r5}
            Word::thumb(0x000084a0, 0x0000a916), // add r1, sp, #0x58
            Word::thumb(0x000084a2, 0x0000a5ba), // adr r5, #0x2e8
            Word::thumb(0x000084a4, 0x0000de1d), // udf #0x1d
            Word::thumb(0x000084a6, 0x0000f7ff), // (undefined)
            Word::thumb(0x000084a8, 0x0000ebb6), // (undefined)
            Word::thumb(0x000084aa, 0x0000b0ec), // sub sp, #0x1b0
            Word::thumb(0x000084ac, 0x0000c033), // stm r0!, {r0, r1, r4, r5}
            Word::thumb(0x000084ae, 0x0000f000), // (undefined)
            Word::thumb(0x000084b0, 0x00001869), // adds r1, r5, r1
            Word::thumb(0x000084b2, 0x0000f2a3), // (undefined)
            Word::thumb(0x000084b4, 0x0000ebb8), // (undefined)
            Word::thumb(0x000084b6, 0x0000aaaa), // add r2, sp, #0x2a8
            Word::thumb(0x000084b8, 0x0000d72e), // bvc #0x8518
            Word::thumb(0x000084ba, 0x0000e7e5), // b #0x8488
            Word::thumb(0x000084bc, 0x000041da), // rors r2, r3
            Word::thumb(0x000084be, 0x0000dfa6), // svc #0xa6
            Word::thumb(0x000084c0, 0x000095f2), // str r5, [sp, #0x3c8]
            Word::thumb(0x000084c2, 0x0000b1f0), // cbz r0, #0x8502
            Word::thumb(0x000084c4, 0x00003ec1), // subs r6, #0xc1
            Word::thumb(0x000084c6, 0x0000e7e2), // b #0x848e
            Word::thumb(0x000084c8, 0x00007aa8), // ldrb r0, [r5, #0xa]
            Word::thumb(0x000084ca, 0x0000e206), // b #0x88da
            Word::thumb(0x000084cc, 0x000047c0), // blx r8
            Word::thumb(0x000084ce, 0x0000ca8c), // ldm r2, {r2, r3, r7}
            Word::thumb(0x000084d0, 0x0000d49b), // bmi #0x840a
            Word::thumb(0x000084d2, 0x000047c1), // (undefined)
            Word::thumb(0x000084d4, 0x0000b3e9), // cbz r1, #0x8552
            Word::thumb(0x000084d6, 0x0000bc4b), // pop {r0, r1, r3, r6}
            Word::thumb(0x000084d8, 0x0000014a), // lsls r2, r1, #5
            Word::thumb(0x000084da, 0x00007615), // strb r5, [r2, #0x18]
            Word::thumb(0x000084dc, 0x00007558), // strb r0, [r3, #0x15]
            Word::thumb(0x000084de, 0x0000d07a), // beq #0x85d6
            Word::thumb(0x000084e0, 0x0000bd5b), // pop {r0, r1, r3, r4, r6, pc}
            Word::thumb(0x000084e2, 0x000059f9), // ldr r1, [r7, r7]
            Word::thumb(0x000084e4, 0x000080cc), // strh r4, [r1, #6]
            Word::thumb(0x000084e6, 0x00004782), // (undefined)
            Word::thumb(0x000084e8, 0x0000edc9), // (undefined)
            Word::thumb(0x000084ea, 0x0000b882), // (undefined)
            Word::thumb(0x000084ec, 0x0000ee9a), // (undefined)
            Word::thumb(0x000084ee, 0x0000413e), // asrs r6, r7
            Word::thumb(0x000084f0, 0x0000dffb), // svc #0xfb
            Word::thumb(0x000084f2, 0x0000c5a3), // stm r5!, {r0, r1, r5, r7}
            Word::thumb(0x000084f4, 0x0000ed76), // (undefined)
            Word::thumb(0x000084f6, 0x0000de27), // udf #0x27
            Word::thumb(0x000084f8, 0x000047b1), // (undefined)
            Word::thumb(0x000084fa, 0x0000a8a1), // add r0, sp, #0x284
            Word::thumb(0x000084fc, 0x0000b58a), // push {r1, r3, r7, lr}
            Word::thumb(0x000084fe, 0x0000a423), // adr r4, #0x8c
            Word::thumb(0x00008500, 0x00000314), // lsls r4, r2, #0xc
            Word::thumb(0x00008502, 0x0000b491), // push {r0, r4, r7}
            Word::thumb(0x00008504, 0x0000dfbf), // svc #0xbf
            Word::thumb(0x00008506, 0x0000bc74), // pop {r2, r4, r5, r6}
            Word::thumb(0x00008508, 0x0000bc24), // pop {r2, r5}
            Word::thumb(0x0000850a, 0x0000efbc), // (undefined)
            Word::thumb(0x0000850c, 0x0000bc37), // pop {r0, r1, r2, r4, r5}
            Word::thumb(0x0000850e, 0x0000cd51), // ldm r5!, {r0, r4, r6}
            Word::thumb(0x00008510, 0x0000e136), // b #0x8780
            Word::thumb(0x00008512, 0x0000457b), // cmp r3, pc
            Word::thumb(0x00008514, 0x0000df33), // svc #0x33
            Word::thumb(0x00008516, 0x0000becb), // bkpt #0xcb
            Word::thumb(0x00008518, 0x0000de70), // udf #0x70
            Word::thumb(0x0000851a, 0x0000f000), // (undefined)
            Word::thumb(0x0000851c, 0x0000f8c0), // (undefined)
            Word::thumb(0x0000851e, 0x00005c73), // ldrb r3, [r6, r1]
            Word::thumb(0x00008520, 0x0000def7), // udf #0xf7
            Word::thumb(0x00008522, 0x0000b067), // add sp, #0x19c
            Word::thumb(0x00008524, 0x0000be8d), // bkpt #0x8d
            Word::thumb(0x00008526, 0x0000427d), // rsbs r5, r7, #0
            Word::thumb(0x00008528, 0x000051df), // str r7, [r3, r7]
            Word::thumb(0x0000852a, 0x00004ed7), // ldr r6, [pc, #0x35c]
            Word::thumb(0x0000852c, 0x0000dea0), // udf #0xa0
            Word::thumb(0x0000852e, 0x0000a835), // add r0, sp, #0xd4
            Word::thumb(0x00008530, 0x0000cc05), // ldm r4!, {r0, r2}
            Word::thumb(0x00008532, 0x0000c45f), // stm r4!, {r0, r1, r2, r3, r4, r6}
            Word::thumb(0x00008534, 0x0000bd10), // pop {r4, pc}
            Word::thumb(0x00008536, 0x0000be48), // bkpt #0x48
            Word::thumb(0x00008538, 0x000047e8), // blx sp
            Word::thumb(0x0000853a, 0x000047e2), // (undefined)
            Word::thumb(0x0000853c, 0x0000f7ff), // (undefined)
            Word::thumb(0x0000853e, 0x0000ec64), // (undefined)
            Word::thumb(0x00008540, 0x0000f5c0), // (undefined)
            Word::thumb(0x00008542, 0x0000ebb4), // (undefined)
            Word::thumb(0x00008544, 0x0000de09), // udf #9
            Word::thumb(0x00008546, 0x00004318), // orrs r0, r3
            Word::thumb(0x00008548, 0x0000af85), // add r7, sp, #0x214
            Word::thumb(0x0000854a, 0x0000b5e9), // push {r0, r3, r5, r6, r7, lr}
            Word::thumb(0x0000854c, 0x00008bdd), // ldrh r5, [r3, #0x1e]
            Word::thumb(0x0000854e, 0x0000c13b), // stm r1!, {r0, r1, r3, r4, r5}
            Word::thumb(0x00008550, 0x00004389), // bics r1, r1
            Word::thumb(0x00008552, 0x0000b018), // add sp, #0x60
            Word::thumb(0x00008554, 0x0000fc59), // (undefined)
            Word::thumb(0x00008556, 0x000015e4), // asrs r4, r4, #0x17
            Word::thumb(0x00008558, 0x000047de), // blxns fp
            Word::thumb(0x0000855a, 0x0000ff57), // (undefined)
            Word::thumb(0x0000855c, 0x0000489a), // ldr r0, [pc, #0x268]
            Word::thumb(0x0000855e, 0x0000b0ef), // sub sp, #0x1bc
            Word::thumb(0x00008560, 0x0000be9a), // bkpt #0x9a
            Word::thumb(0x00008562, 0x0000aa28), // add r2, sp, #0xa0
            Word::thumb(0x00008564, 0x0000b6ab), // (undefined)
            Word::thumb(0x00008566, 0x0000dd88), // ble #0x847a
            Word::thumb(0x00008568, 0x000047e8), // blx sp
            Word::thumb(0x0000856a, 0x0000e7cc), // b #0x8506
            Word::thumb(0x0000856c, 0x000026b4), // movs r6, #0xb4
            Word::thumb(0x0000856e, 0x000047b0), // blx r6
            Word::thumb(0x00008570, 0x000041f9), // rors r1, r7
            Word::thumb(0x00008572, 0x0000bdc8), // pop {r3, r6, r7, pc}
            Word::thumb(0x00008574, 0x0000b4b3), // push {r0, r1, r4, r5, r7}
            Word::thumb(0x00008576, 0x0000e34d), // b #0x8c14
            Word::thumb(0x00008578, 0x0000569f), // ldrsb r7, [r3, r2]
            Word::thumb(0x0000857a, 0x0000deef), // udf #0xef
            Word::thumb(0x0000857c, 0x00004387), // bics r7, r0
            Word::thumb(0x0000857e, 0x00004626), // mov r6, r4
            Word::thumb(0x00008580, 0x000043dc), // mvns r4, r3
            Word::thumb(0x00008582, 0x0000ce0f), // ldm r6!, {r0, r1, r2, r3}
            Word::thumb(0x00008584, 0x0000e24f), // b #0x8a26
            Word::thumb(0x00008586, 0x000047b0), // blx r6
            Word::thumb(0x00008588, 0x0000a169), // adr r1, #0x1a4
            Word::thumb(0x0000858a, 0x0000f000), // (undefined)
            Word::thumb(0x0000858c, 0x0000eac6), // (undefined)
            Word::thumb(0x0000858e, 0x000090f7), // str r0, [sp, #0x3dc]
            Word::thumb(0x00008590, 0x0000df93), // svc #0x93
            Word::thumb(0x00008592, 0x0000f84d), // (undefined)
            Word::thumb(0x00008594, 0x0000df30), // svc #0x30
            Word::thumb(0x00008596, 0x0000be66), // bkpt #0x66
            Word::thumb(0x00008598, 0x0000a820), // add r0, sp, #0x80
            Word::thumb(0x0000859a, 0x0000de34), // udf #0x34
            Word::thumb(0x0000859c, 0x00001f9e), // subs r6, r3, #6
            Word::thumb(0x0000859e, 0x00000b73), // lsrs r3, r6, #0xd
            Word::thumb(0x000085a0, 0x000047a8), // blx r5
            Word::thumb(0x000085a2, 0x00007cce), // ldrb r6, [r1, #0x13]
            Word::thumb(0x000085a4, 0x000090c6), // str r0, [sp, #0x318]
            Word::thumb(0x000085a6, 0x000047f8), // blx pc
            Word::thumb(0x000085a8, 0x00004616), // mov r6, r2
            Word::thumb(0x000085aa, 0x00006192), // str r2, [r2, #0x18]
            Word::thumb(0x000085ac, 0x0000321d), // adds r2, #0x1d
            Word::thumb(0x000085ae, 0x00004796), // blxns r2
            Word::thumb(0x000085b0, 0x00004773), // bx lr
            Word::thumb(0x000085b2, 0x0000f000), // (undefined)
            Word::thumb(0x000085b4, 0x0000ff1c), // (undefined)
            Word::thumb(0x000085b6, 0x0000b04f), // add sp, #0x13c
            Word::thumb(0x000085b8, 0x00004739), // bx r7
            Word::thumb(0x000085ba, 0x0000df04), // svc #4
            Word::thumb(0x000085bc, 0x0000421f), // tst r7, r3
            Word::thumb(0x000085be, 0x00004506), // cmp r6, r0
            Word::thumb(0x000085c0, 0x0000a630), // adr r6, #0xc0
            Word::thumb(0x000085c2, 0x0000bef5), // bkpt #0xf5
            Word::thumb(0x000085c4, 0x000055b4), // strb r4, [r6, r6]
            Word::thumb(0x000085c6, 0x0000bc8f), // pop {r0, r1, r2, r3, r7}
            Word::thumb(0x000085c8, 0x0000dcfd), // bgt #0x85c6
            Word::thumb(0x000085ca, 0x0000d034), // beq #0x8636
            Word::thumb(0x000085cc, 0x000032e3), // adds r2, #0xe3
            Word::thumb(0x000085ce, 0x00001879), // adds r1, r7, r1
            Word::thumb(0x000085d0, 0x0000df26), // svc #0x26
            Word::thumb(0x000085d2, 0x00008482), // strh r2, [r0, #0x24]
            Word::thumb(0x000085d4, 0x0000ce5d), // ldm r6, {r0, r2, r3, r4, r6}
            Word::thumb(0x000085d6, 0x0000bdf2), // pop {r1, r4, r5, r6, r7, pc}
            Word::thumb(0x000085d8, 0x00004b3b), // ldr r3, [pc, #0xec]
            Word::thumb(0x000085da, 0x00001f3e), // subs r6, r7, #4
            Word::thumb(0x000085dc, 0x0000affd), // add r7, sp, #0x3f4
            Word::thumb(0x000085de, 0x0000dcc0), // bgt #0x8562
            Word::thumb(0x000085e0, 0x0000406c), // eors r4, r5
            Word::thumb(0x000085e2, 0x000041c8), // rors r0, r1
            Word::thumb(0x000085e4, 0x0000dd66), // ble #0x86b4
            Word::thumb(0x000085e6, 0x000045b3), // cmp fp, r6
            Word::thumb(0x000085e8, 0x00001ae1), // subs r1, r4, r3
            Word::thumb(0x000085ea, 0x00001860), // adds r0, r4, r1
            Word::thumb(0x000085ec, 0x00003032), // adds r0, #0x32
            Word::thumb(0x000085ee, 0x0000bd33), // pop {r0, r1, r4, r5, pc}
            Word::thumb(0x000085f0, 0x00004243), // rsbs r3, r0, #0
            Word::thumb(0x000085f2, 0x0000be2d), // bkpt #0x2d
            Word::thumb(0x000085f4, 0x0000b460), // push {r5, r6}
            Word::thumb(0x000085f6, 0x0000eaa1), // (undefined)
            Word::thumb(0x000085f8, 0x00001a45), // subs r5, r0, r1
            Word::thumb(0x000085fa, 0x0000be9a), // bkpt #0x9a
            Word::thumb(0x000085fc, 0x0000eb1c), // (undefined)
            Word::thumb(0x000085fe, 0x0000413c), // asrs r4, r7
            Word::thumb(0x00008600, 0x000056b3), // ldrsb r3, [r6, r2]
            Word::thumb(0x00008602, 0x0000be60), // bkpt #0x60
            Word::thumb(0x00008604, 0x0000e039), // b #0x867a
            Word::thumb(0x00008606, 0x00004d0d), // ldr r5, [pc, #0x34]
            Word::thumb(0x00008608, 0x00002cbf), // cmp r4, #0xbf
            Word::thumb(0x0000860a, 0x0000cc10), // ldm r4, {r4}
            Word::thumb(0x0000860c, 0x00004b89), // ldr r3, [pc, #0x224]
            Word::thumb(0x0000860e, 0x00004777), // bxns lr
            Word::thumb(0x00008610, 0x0000c58c), // stm r5!, {r2, r3, r7}
            Word::thumb(0x00008612, 0x0000bf10), // yield
            Word::thumb(0x00008614, 0x0000ecab), // (undefined)
            Word::thumb(0x00008616, 0x0000f4ac), // (undefined)
            Word::thumb(0x00008618, 0x0000f8ff), // (undefined)
            Word::thumb(0x0000861a, 0x0000df7b), // svc #0x7b
            Word::thumb(0x0000861c, 0x0000a603), // adr r6, #0xc
            Word::thumb(0x0000861e, 0x0000b0d4), // sub sp, #0x150
            Word::thumb(0x00008620, 0x0000c8e1), // ldm r0, {r0, r5, r6, r7}
            Word::thumb(0x00008622, 0x0000de6e), // udf #0x6e
            Word::thumb(0x00008624, 0x0000bdf8), // pop {r3, r4, r5, r6, r7, pc}
            Word::thumb(0x00008626, 0x000047e1), // (undefined)
            Word::thumb(0x00008628, 0x0000a310), // adr r3, #0x40
            Word::thumb(0x0000862a, 0x0000d863), // bhi #0x86f4
            Word::thumb(0x0000862c, 0x0000dec2), // udf #0xc2
            Word::thumb(0x0000862e, 0x0000e9e3), // (undefined)
            Word::thumb(0x00008630, 0x0000350a), // adds r5, #0xa
            Word::thumb(0x00008632, 0x0000c299), // stm r2!, {r0, r3, r4, r7}
            Word::thumb(0x00008634, 0x00005596), // strb r6, [r2, r6]
            Word::thumb(0x00008636, 0x00006aa9), // ldr r1, [r5, #0x28]
            Word::thumb(0x00008638, 0x000045cb), // cmp fp, sb
            Word::thumb(0x0000863a, 0x00007bfd), // ldrb r5, [r7, #0xf]
            Word::thumb(0x0000863c, 0x00009c8e), // ldr r4, [sp, #0x238]
            Word::thumb(0x0000863e, 0x0000e814), // (undefined)
            Word::thumb(0x00008640, 0x0000992b), // ldr r1, [sp, #0xac]
            Word::thumb(0x00008642, 0x000042a8), // cmp r0, r5
            Word::thumb(0x00008644, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008646, 0x0000e94a), // (undefined)
            Word::thumb(0x00008648, 0x0000b0c5), // sub sp, #0x114
            Word::thumb(0x0000864a, 0x0000edbe), // (undefined)
            Word::thumb(0x0000864c, 0x0000eb05), // (undefined)
            Word::thumb(0x0000864e, 0x0000de30), // udf #0x30
            Word::thumb(0x00008650, 0x00001f8a), // subs r2, r1, #6
            Word::thumb(0x00008652, 0x0000af30), // add r7, sp, #0xc0
            Word::thumb(0x00008654, 0x0000fa7d), // (undefined)
            Word::thumb(0x00008656, 0x0000b52d), // push {r0, r2, r3, r5, lr}
            Word::thumb(0x00008658, 0x0000bd8d), // pop {r0, r2, r3, r7, pc}
            Word::thumb(0x0000865a, 0x00004610), // mov r0, r2
            Word::thumb(0x0000865c, 0x00007cf7), // ldrb r7, [r6, #0x13]
            Word::thumb(0x0000865e, 0x00004863), // ldr r0, [pc, #0x18c]
            Word::thumb(0x00008660, 0x0000b474), // push {r2, r4, r5, r6}
            Word::thumb(0x00008662, 0x00009f1d), // ldr r7, [sp, #0x74]
            Word::thumb(0x00008664, 0x000047d8), // blx fp
            Word::thumb(0x00008666, 0x0000a3fe), // adr r3, #0x3f8
            Word::thumb(0x00008668, 0x0000d9f2), // bls #0x8650
            Word::thumb(0x0000866a, 0x0000c44e), // stm r4!, {r1, r2, r3, r6}
            Word::thumb(0x0000866c, 0x0000a037), // adr r0, #0xdc
            Word::thumb(0x0000866e, 0x00001069), // asrs r1, r5, #1
            Word::thumb(0x00008670, 0x0000ac00), // add r4, sp, #0
            Word::thumb(0x00008672, 0x0000beb7), // bkpt #0xb7
            Word::thumb(0x00008674, 0x0000fd4a), // (undefined)
            Word::thumb(0x00008676, 0x00004724), // bxns r4
            Word::thumb(0x00008678, 0x00001fd9), // subs r1, r3, #7
            Word::thumb(0x0000867a, 0x00001d7b), // adds r3, r7, #5
            Word::thumb(0x0000867c, 0x0000f7ff), // (undefined)
            Word::thumb(0x0000867e, 0x0000f8aa), // (undefined)
            Word::thumb(0x00008680, 0x000047ee), // blxns sp
            Word::thumb(0x00008682, 0x0000dfac), // svc #0xac
            Word::thumb(0x00008684, 0x0000e6ad), // b #0x83e2
            Word::thumb(0x00008686, 0x0000bca6), // pop {r1, r2, r5, r7}
            Word::thumb(0x00008688, 0x0000aab5), // add r2, sp, #0x2d4
            Word::thumb(0x0000868a, 0x0000f000), // (undefined)
            Word::thumb(0x0000868c, 0x00005e02), // ldrsh r2, [r0, r0]
            Word::thumb(0x0000868e, 0x0000f000), // (undefined)
            Word::thumb(0x00008690, 0x0000fb34), // (undefined)
            Word::thumb(0x00008692, 0x0000a3ce), // adr r3, #0x338
            Word::thumb(0x00008694, 0x0000e00c), // b #0x86b0
            Word::thumb(0x00008696, 0x00001ee4), // subs r4, r4, #3
            Word::thumb(0x00008698, 0x0000d413), // bmi #0x86c2
            Word::thumb(0x0000869a, 0x0000b06b), // add sp, #0x1ac
            Word::thumb(0x0000869c, 0x0000bd3a), // pop {r1, r3, r4, r5, pc}
            Word::thumb(0x0000869e, 0x0000f000), // (undefined)
            Word::thumb(0x000086a0, 0x0000f89a), // (undefined)
            Word::thumb(0x000086a2, 0x0000a3e1), // adr r3, #0x384
            Word::thumb(0x000086a4, 0x0000bed8), // bkpt #0xd8
            Word::thumb(0x000086a6, 0x0000181c), // adds r4, r3, r0
            Word::thumb(0x000086a8, 0x0000de41), // udf #0x41
            Word::thumb(0x000086aa, 0x00002339), // movs r3, #0x39
            Word::thumb(0x000086ac, 0x0000b6b2), // (undefined)
            Word::thumb(0x000086ae, 0x000009bb), // lsrs r3, r7, #6
            Word::thumb(0x000086b0, 0x0000bc28), // pop {r3, r5}
            Word::thumb(0x000086b2, 0x0000b5ef), // push {r0, r1, r2, r3, r5, r6, r7, lr}
            Word::thumb(0x000086b4, 0x0000aef0), // add r6, sp, #0x3c0
            Word::thumb(0x000086b6, 0x000047a0), // blx r4
            Word::thumb(0x000086b8, 0x0000156b), // asrs r3, r5, #0x15
            Word::thumb(0x000086ba, 0x000018d5), // adds r5, r2, r3
            Word::thumb(0x000086bc, 0x00008fb3), // ldrh r3, [r6, #0x3c]
            Word::thumb(0x000086be, 0x0000b6dd), // (undefined)
            Word::thumb(0x000086c0, 0x0000354b), // adds r5, #0x4b
            Word::thumb(0x000086c2, 0x0000a859), // add r0, sp, #0x164
            Word::thumb(0x000086c4, 0x0000da2e), // bge #0x8724
            Word::thumb(0x000086c6, 0x000041d3), // rors r3, r2
            Word::thumb(0x000086c8, 0x00009686), // str r6, [sp, #0x218]
            Word::thumb(0x000086ca, 0x00009a7a), // ldr r2, [sp, #0x1e8]
            Word::thumb(0x000086cc, 0x0000df82), // svc #0x82
            Word::thumb(0x000086ce, 0x0000e7fb), // b #0x86c8
            Word::thumb(0x000086d0, 0x00004ed4), // ldr r6, [pc, #0x350]
            Word::thumb(0x000086d2, 0x0000f000), // (undefined)
            Word::thumb(0x000086d4, 0x0000e8d2), // (undefined)
            Word::thumb(0x000086d6, 0x00004748), // bx sb
            Word::thumb(0x000086d8, 0x0000dea6), // udf #0xa6
            Word::thumb(0x000086da, 0x0000446c), // add r4, sp, r4
            Word::thumb(0x000086dc, 0x0000472e), // bxns r5
            Word::thumb(0x000086de, 0x0000c56f), // stm r5!, {r0, r1, r2, r3, r5, r6}
            Word::thumb(0x000086e0, 0x0000bc4c), // pop {r2, r3, r6}
            Word::thumb(0x000086e2, 0x0000e7d8), // b #0x8696
            Word::thumb(0x000086e4, 0x0000acc5), // add r4, sp, #0x314
            Word::thumb(0x000086e6, 0x00001197), // asrs r7, r2, #6
            Word::thumb(0x000086e8, 0x000047b5), // blxns r6
            Word::thumb(0x000086ea, 0x0000802f), // strh r7, [r5]
            Word::thumb(0x000086ec, 0x0000b697), // (undefined)
            Word::thumb(0x000086ee, 0x00004628), // mov r0, r5
            Word::thumb(0x000086f0, 0x00002919), // cmp r1, #0x19
            Word::thumb(0x000086f2, 0x0000f831), // (undefined)
            Word::thumb(0x000086f4, 0x00005800), // ldr r0, [r0, r0]
            Word::thumb(0x000086f6, 0x0000dfc6), // svc #0xc6
            Word::thumb(0x000086f8, 0x00004eec), // ldr r6, [pc, #0x3b0]
            Word::thumb(0x000086fa, 0x00008d38), // ldrh r0, [r7, #0x28]
            Word::thumb(0x000086fc, 0x0000b442), // push {r1, r6}
            Word::thumb(0x000086fe, 0x00008b72), // ldrh r2, [r6, #0x1a]
            Word::thumb(0x00008700, 0x0000c506), // stm r5!, {r1, r2}
            Word::thumb(0x00008702, 0x00001f55), // subs r5, r2, #5
            Word::thumb(0x00008704, 0x00001bab), // subs r3, r5, r6
            Word::thumb(0x00008706, 0x000042b7), // cmp r7, r6
            Word::thumb(0x00008708, 0x0000b044), // add sp, #0x110
            Word::thumb(0x0000870a, 0x00004725), // bxns r4
            Word::thumb(0x0000870c, 0x0000fd34), // (undefined)
            Word::thumb(0x0000870e, 0x00008999), // ldrh r1, [r3, #0xc]
            Word::thumb(0x00008710, 0x0000a1da), // adr r1, #0x368
            Word::thumb(0x00008712, 0x0000a198), // adr r1, #0x260
            Word::thumb(0x00008714, 0x0000d540), // bpl #0x8798
            Word::thumb(0x00008716, 0x0000e481), // b #0x801c
            Word::thumb(0x00008718, 0x0000e8d9), // (undefined)
            Word::thumb(0x0000871a, 0x000047a8), // blx r5
            Word::thumb(0x0000871c, 0x00002ca9), // cmp r4, #0xa9
            Word::thumb(0x0000871e, 0x0000fd6d), // (undefined)
            Word::thumb(0x00008720, 0x0000b0c9), // sub sp, #0x124
            Word::thumb(0x00008722, 0x0000b48e), // push {r1, r2, r3, r7}
            Word::thumb(0x00008724, 0x0000b0fb), // sub sp, #0x1ec
            Word::thumb(0x00008726, 0x0000b552), // push {r1, r4, r6, lr}
            Word::thumb(0x00008728, 0x0000ec94), // (undefined)
            Word::thumb(0x0000872a, 0x000028bd), // cmp r0, #0xbd
            Word::thumb(0x0000872c, 0x00003246), // adds r2, #0x46
            Word::thumb(0x0000872e, 0x0000bb26), // cbnz r6, #0x877a
            Word::thumb(0x00008730, 0x0000d6af), // bvs #0x8692
            Word::thumb(0x00008732, 0x0000ee33), // (undefined)
            Word::thumb(0x00008734, 0x0000f8ee), // (undefined)
            Word::thumb(0x00008736, 0x000055b1), // strb r1, [r6, r6]
            Word::thumb(0x00008738, 0x00001738), // asrs r0, r7, #0x1c
            Word::thumb(0x0000873a, 0x00004127), // asrs r7, r4
            Word::thumb(0x0000873c, 0x0000aa8b), // add r2, sp, #0x22c
            Word::thumb(0x0000873e, 0x0000fc0c), // (undefined)
            Word::thumb(0x00008740, 0x00004fb0), // ldr r7, [pc, #0x2c0]
            Word::thumb(0x00008742, 0x0000f000), // (undefined)
            Word::thumb(0x00008744, 0x0000eb96), // (undefined)
            Word::thumb(0x00008746, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008748, 0x0000ee7a), // (undefined)
            Word::thumb(0x0000874a, 0x0000b5bb), // push {r0, r1, r3, r4, r5, r7, lr}
            Word::thumb(0x0000874c, 0x00004628), // mov r0, r5
            Word::thumb(0x0000874e, 0x0000bd18), // pop {r3, r4, pc}
            Word::thumb(0x00008750, 0x000089cc), // ldrh r4, [r1, #0xe]
            Word::thumb(0x00008752, 0x0000bb48), // cbnz r0, #0x87a8
            Word::thumb(0x00008754, 0x0000d220), // bhs #0x8798
            Word::thumb(0x00008756, 0x0000f2df), // (undefined)
            Word::thumb(0x00008758, 0x0000ec5a), // (undefined)
            Word::thumb(0x0000875a, 0x00009b5a), // ldr r3, [sp, #0x168]
            Word::thumb(0x0000875c, 0x0000f2cc), // (undefined)
            Word::thumb(0x0000875e, 0x0000eb62), // (undefined)
            Word::thumb(0x00008760, 0x000089f3), // ldrh r3, [r6, #0xe]
            Word::thumb(0x00008762, 0x0000f7c9), // (undefined)
            Word::thumb(0x00008764, 0x0000ee6e), // (undefined)
            Word::thumb(0x00008766, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008768, 0x0000fa9d), // (undefined)
            Word::thumb(0x0000876a, 0x0000405c), // eors r4, r3
            Word::thumb(0x0000876c, 0x00008364), // strh r4, [r4, #0x1a]
            Word::thumb(0x0000876e, 0x0000c0aa), // stm r0!, {r1, r3, r5, r7}
            Word::thumb(0x00008770, 0x0000a4ab), // adr r4, #0x2ac
            Word::thumb(0x00008772, 0x0000eddb), // (undefined)
            Word::thumb(0x00008774, 0x000047d9), // (undefined)
            Word::thumb(0x00008776, 0x0000883d), // ldrh r5, [r7]
            Word::thumb(0x00008778, 0x0000432c), // orrs r4, r5
            Word::thumb(0x0000877a, 0x0000e850), // (undefined)
            Word::thumb(0x0000877c, 0x0000c061), // stm r0!, {r0, r5, r6}
            Word::thumb(0x0000877e, 0x0000de71), // udf #0x71
            Word::thumb(0x00008780, 0x0000b443), // push {r0, r1, r6}
            Word::thumb(0x00008782, 0x000084bb), // strh r3, [r7, #0x24]
            Word::thumb(0x00008784, 0x0000d0c2), // beq #0x870c
            Word::thumb(0x00008786, 0x00004a25), // ldr r2, [pc, #0x94]
            Word::thumb(0x00008788, 0x0000447a), // add r2, pc
            Word::thumb(0x0000878a, 0x0000df0a), // svc #0xa
            Word::thumb(0x0000878c, 0x0000be7a), // bkpt #0x7a
            Word::thumb(0x0000878e, 0x0000bedd), // bkpt #0xdd
            Word::thumb(0x00008790, 0x0000d5ba), // bpl #0x8708
            Word::thumb(0x00008792, 0x0000dea4), // udf #0xa4
            Word::thumb(0x00008794, 0x00004447), // add r7, r8
            Word::thumb(0x00008796, 0x000079ab), // ldrb r3, [r5, #6]
            Word::thumb(0x00008798, 0x0000de81), // udf #0x81
            Word::thumb(0x0000879a, 0x0000d3e2), // blo #0x8762
            Word::thumb(0x0000879c, 0x0000e14c), // b #0x8a38
            Word::thumb(0x0000879e, 0x0000efda), // (undefined)
            Word::thumb(0x000087a0, 0x0000848b), // strh r3, [r1, #0x24]
            Word::thumb(0x000087a2, 0x0000457c), // cmp r4, pc
            Word::thumb(0x000087a4, 0x0000b5f9), // push {r0, r3, r4, r5, r6, r7, lr}
            Word::thumb(0x000087a6, 0x0000b055), // add sp, #0x154
            Word::thumb(0x000087a8, 0x00007a0e), // ldrb r6, [r1, #8]
            Word::thumb(0x000087aa, 0x00004632), // mov r2, r6
            Word::thumb(0x000087ac, 0x000039f1), // subs r1, #0xf1
            Word::thumb(0x000087ae, 0x00009682), // str r6, [sp, #0x208]
            Word::thumb(0x000087b0, 0x0000e125), // b #0x89fe
            Word::thumb(0x000087b2, 0x00004728), // bx r5
            Word::thumb(0x000087b4, 0x0000b7a2), // (undefined)
            Word::thumb(0x000087b6, 0x0000b479), // push {r0, r3, r4, r5, r6}
            Word::thumb(0x000087b8, 0x00004633), // mov r3, r6
            Word::thumb(0x000087ba, 0x0000ae20), // add r6, sp, #0x80
            Word::thumb(0x000087bc, 0x0000fdec), // (undefined)
            Word::thumb(0x000087be, 0x0000cdff), // ldm r5, {r0, r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x000087c0, 0x0000b0e2), // sub sp, #0x188
            Word::thumb(0x000087c2, 0x000088bc), // ldrh r4, [r7, #4]
            Word::thumb(0x000087c4, 0x00005a96), // ldrh r6, [r2, r2]
            Word::thumb(0x000087c6, 0x0000bed7), // bkpt #0xd7
            Word::thumb(0x000087c8, 0x0000b374), // cbz r4, #0x8828
            Word::thumb(0x000087ca, 0x0000b416), // push {r1, r2, r4}
            Word::thumb(0x000087cc, 0x0000ea54), // (undefined)
            Word::thumb(0x000087ce, 0x0000473e), // bxns r7
            Word::thumb(0x000087d0, 0x00004dff), // ldr r5, [pc, #0x3fc]
            Word::thumb(0x000087d2, 0x0000def9), // (undefined)
            Word::thumb(0x000087d4, 0x0000437b), // muls r3, r7, r3
            Word::thumb(0x000087d6, 0x0000b4a3), // push {r0, r1, r5, r7}
            Word::thumb(0x000087d8, 0x00004432), // add r2, r6
            Word::thumb(0x000087da, 0x0000be55), // bkpt #0x55
            Word::thumb(0x000087dc, 0x0000e008), // b #0x87f0
            Word::thumb(0x000087de, 0x0000af61), // add r7, sp, #0x184
            Word::thumb(0x000087e0, 0x00005358), // strh r0, [r3, r5]
            Word::thumb(0x000087e2, 0x0000be23), // bkpt #0x23
            Word::thumb(0x000087e4, 0x0000a6c3), // adr r6, #0x30c
            Word::thumb(0x000087e6, 0x0000df44), // svc #0x44
            Word::thumb(0x000087e8, 0x0000c150), // stm r1!, {r4, r6}
            Word::thumb(0x000087ea, 0x00003a25), // subs r2, #0x25
            Word::thumb(0x000087ec, 0x000045c3), // cmp fp, r8
            Word::thumb(0x000087ee, 0x000088fc), // ldrh r4, [r7, #6]
            Word::thumb(0x000087f0, 0x0000e6a3), // b #0x853a
            Word::thumb(0x000087f2, 0x0000fd7f), // (undefined)
            Word::thumb(0x000087f4, 0x00001919), // adds r1, r3, r4
            Word::thumb(0x000087f6, 0x00001c8c), // adds r4, r1, #2
            Word::thumb(0x000087f8, 0x000009fc), // lsrs r4, r7, #7
            Word::thumb(0x000087fa, 0x0000adc9), // add r5, sp, #0x324
            Word::thumb(0x000087fc, 0x000047f9), // (undefined)
            Word::thumb(0x000087fe, 0x00004ac0), // ldr r2, [pc, #0x300]
            Word::thumb(0x00008800, 0x0000fb32), // (undefined)
            Word::thumb(0x00008802, 0x00008a46), // ldrh r6, [r0, #0x12]
            Word::thumb(0x00008804, 0x0000de49), // udf #0x49
            Word::thumb(0x00008806, 0x00001830), // adds r0, r6, r0
            Word::thumb(0x00008808, 0x000047d0), // blx sl
            Word::thumb(0x0000880a, 0x0000b838), // (undefined)
            Word::thumb(0x0000880c, 0x00001947), // adds r7, r0, r5
            Word::thumb(0x0000880e, 0x0000ab16), // add r3, sp, #0x58
            Word::thumb(0x00008810, 0x000094f8), // str r4, [sp, #0x3e0]
            Word::thumb(0x00008812, 0x0000de39), // udf #0x39
            Word::thumb(0x00008814, 0x0000f000), // (undefined)
            Word::thumb(0x00008816, 0x0000eb5e), // (undefined)
            Word::thumb(0x00008818, 0x000084f9), // strh r1, [r7, #0x26]
            Word::thumb(0x0000881a, 0x0000b675), // cpsid af
            Word::thumb(0x0000881c, 0x0000fc9d), // (undefined)
            Word::thumb(0x0000881e, 0x0000decd), // udf #0xcd
            Word::thumb(0x00008820, 0x0000bca2), // pop {r1, r5, r7}
            Word::thumb(0x00008822, 0x0000c559), // stm r5!, {r0, r3, r4, r6}
            Word::thumb(0x00008824, 0x0000e411), // b #0x804a
            Word::thumb(0x00008826, 0x00004836), // ldr r0, [pc, #0xd8]
            Word::thumb(0x00008828, 0x0000b07c), // add sp, #0x1f0
            Word::thumb(0x0000882a, 0x000065b4), // str r4, [r6, #0x58]
            Word::thumb(0x0000882c, 0x00008b00), // ldrh r0, [r0, #0x18]
            Word::thumb(0x0000882e, 0x00008a3e), // ldrh r6, [r7, #0x10]
            Word::thumb(0x00008830, 0x0000b09a), // sub sp, #0x68
            Word::thumb(0x00008832, 0x0000be37), // bkpt #0x37
            Word::thumb(0x00008834, 0x00001b67), // subs r7, r4, r5
            Word::thumb(0x00008836, 0x0000d06d), // beq #0x8914
            Word::thumb(0x00008838, 0x00007a14), // ldrb r4, [r2, #8]
            Word::thumb(0x0000883a, 0x0000eeb4), // (undefined)
            Word::thumb(0x0000883c, 0x0000ac1e), // add r4, sp, #0x78
            Word::thumb(0x0000883e, 0x0000be1e), // bkpt #0x1e
            Word::thumb(0x00008840, 0x0000df0c), // svc #0xc
            Word::thumb(0x00008842, 0x0000b060), // add sp, #0x180
            Word::thumb(0x00008844, 0x0000b4fe), // push {r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x00008846, 0x0000a992), // add r1, sp, #0x248
            Word::thumb(0x00008848, 0x0000dfaf), // svc #0xaf
            Word::thumb(0x0000884a, 0x00001de3), // adds r3, r4, #7
            Word::thumb(0x0000884c, 0x0000fb2d), // (undefined)
            Word::thumb(0x0000884e, 0x0000d13e), // bne #0x88ce
            Word::thumb(0x00008850, 0x00004748), // bx sb
            Word::thumb(0x00008852, 0x0000ceb4), // ldm r6!, {r2, r4, r5, r7}
            Word::thumb(0x00008854, 0x0000df11), // svc #0x11
            Word::thumb(0x00008856, 0x00001834), // adds r4, r6, r0
            Word::thumb(0x00008858, 0x0000eb9c), // (undefined)
            Word::thumb(0x0000885a, 0x00004f7f), // ldr r7, [pc, #0x1fc]
            Word::thumb(0x0000885c, 0x0000e7c3), // b #0x87e6
            Word::thumb(0x0000885e, 0x00007661), // strb r1, [r4, #0x19]
            Word::thumb(0x00008860, 0x0000deac), // udf #0xac
            Word::thumb(0x00008862, 0x0000af9e), // add r7, sp, #0x278
            Word::thumb(0x00008864, 0x0000cea4), // ldm r6!, {r2, r5, r7}
            Word::thumb(0x00008866, 0x0000184e), // adds r6, r1, r1
            Word::thumb(0x00008868, 0x0000befb), // bkpt #0xfb
            Word::thumb(0x0000886a, 0x0000eb23), // (undefined)
            Word::thumb(0x0000886c, 0x0000c5ad), // stm r5!, {r0, r2, r3, r5, r7}
            Word::thumb(0x0000886e, 0x00008080), // strh r0, [r0, #4]
            Word::thumb(0x00008870, 0x00004730), // bx r6
            Word::thumb(0x00008872, 0x0000fcb6), // (undefined)
            Word::thumb(0x00008874, 0x0000ba43), // rev16 r3, r0
            Word::thumb(0x00008876, 0x0000c94a), // ldm r1, {r1, r3, r6}
            Word::thumb(0x00008878, 0x0000bdf4), // pop {r2, r4, r5, r6, r7, pc}
            Word::thumb(0x0000887a, 0x000050ed), // str r5, [r5, r3]
            Word::thumb(0x0000887c, 0x0000c3a1), // stm r3!, {r0, r5, r7}
            Word::thumb(0x0000887e, 0x0000cb70), // ldm r3!, {r4, r5, r6}
            Word::thumb(0x00008880, 0x0000df43), // svc #0x43
            Word::thumb(0x00008882, 0x000014b4), // asrs r4, r6, #0x12
            Word::thumb(0x00008884, 0x00005634), // ldrsb r4, [r6, r0]
            Word::thumb(0x00008886, 0x0000b07a), // add sp, #0x1e8
            Word::thumb(0x00008888, 0x0000d83d), // bhi #0x8906
            Word::thumb(0x0000888a, 0x0000b50d), // push {r0, r2, r3, lr}
            Word::thumb(0x0000888c, 0x0000464e), // mov r6, sb
            Word::thumb(0x0000888e, 0x0000463b), // mov r3, r7
            Word::thumb(0x00008890, 0x0000b130), // cbz r0, #0x88a0
            Word::thumb(0x00008892, 0x0000ef79), // (undefined)
            Word::thumb(0x00008894, 0x0000a1ec), // adr r1, #0x3b0
            Word::thumb(0x00008896, 0x0000bc91), // pop {r0, r4, r7}
            Word::thumb(0x00008898, 0x000047a8), // blx r5
            Word::thumb(0x0000889a, 0x0000b39c), // cbz r4, #0x8904
            Word::thumb(0x0000889c, 0x0000ca0c), // ldm r2, {r2, r3}
            Word::thumb(0x0000889e, 0x0000407c), // eors r4, r7
            Word::thumb(0x000088a0, 0x0000de8f), // udf #0x8f
            Word::thumb(0x000088a2, 0x0000e020), // b #0x88e6
            Word::thumb(0x000088a4, 0x0000c17a), // stm r1!, {r1, r3, r4, r5, r6}
            Word::thumb(0x000088a6, 0x00008f5b), // ldrh r3, [r3, #0x3a]
            Word::thumb(0x000088a8, 0x0000bc40), // pop {r6}
            Word::thumb(0x000088aa, 0x0000bedf), // bkpt #0xdf
            Word::thumb(0x000088ac, 0x0000756d), // strb r5, [r5, #0x15]
            Word::thumb(0x000088ae, 0x00000b4d), // lsrs r5, r1, #0xd
            Word::thumb(0x000088b0, 0x00004a46), // ldr r2, [pc, #0x118]
            Word::thumb(0x000088b2, 0x0000c234), // stm r2!, {r2, r4, r5}
            Word::thumb(0x000088b4, 0x00001f9c), // subs r4, r3, #6
            Word::thumb(0x000088b6, 0x0000cf53), // ldm r7!, {r0, r1, r4, r6}
            Word::thumb(0x000088b8, 0x000047d8), // blx fp
            Word::thumb(0x000088ba, 0x0000e254), // b #0x8d66
            Word::thumb(0x000088bc, 0x0000b543), // push {r0, r1, r6, lr}
            Word::thumb(0x000088be, 0x00001a1a), // subs r2, r3, r0
            Word::thumb(0x000088c0, 0x0000ab72), // add r3, sp, #0x1c8
            Word::thumb(0x000088c2, 0x0000b41e), // push {r1, r2, r3, r4}
            Word::thumb(0x000088c4, 0x0000befa), // bkpt #0xfa
            Word::thumb(0x000088c6, 0x0000c01d), // stm r0!, {r0, r2, r3, r4}
            Word::thumb(0x000088c8, 0x0000df45), // svc #0x45
            Word::thumb(0x000088ca, 0x0000b9d6), // cbnz r6, #0x8902
            Word::thumb(0x000088cc, 0x00009b5c), // ldr r3, [sp, #0x170]
            Word::thumb(0x000088ce, 0x0000caed), // ldm r2, {r0, r2, r3, r5, r6, r7}
            Word::thumb(0x000088d0, 0x0000b448), // push {r3, r6}
            Word::thumb(0x000088d2, 0x0000b030), // add sp, #0xc0
            Word::thumb(0x000088d4, 0x0000dfa4), // svc #0xa4
            Word::thumb(0x000088d6, 0x0000b3de), // cbz r6, #0x8950
            Word::thumb(0x000088d8, 0x000047c5), // blxns r8
            Word::thumb(0x000088da, 0x0000be64), // bkpt #0x64
            Word::thumb(0x000088dc, 0x00004700), // bx r0
            Word::thumb(0x000088de, 0x0000b00e), // add sp, #0x38
            Word::thumb(0x000088e0, 0x00001dc0), // adds r0, r0, #7
            Word::thumb(0x000088e2, 0x000065b2), // str r2, [r6, #0x58]
            Word::thumb(0x000088e4, 0x00000f41), // lsrs r1, r0, #0x1d
            Word::thumb(0x000088e6, 0x0000dfbb), // svc #0xbb
            Word::thumb(0x000088e8, 0x00004718), // bx r3
            Word::thumb(0x000088ea, 0x0000058d), // lsls r5, r1, #0x16
            Word::thumb(0x000088ec, 0x00006e96), // ldr r6, [r2, #0x68]
            Word::thumb(0x000088ee, 0x0000e431), // b #0x8154
            Word::thumb(0x000088f0, 0x0000c674), // stm r6!, {r2, r4, r5, r6}
            Word::thumb(0x000088f2, 0x00001b69), // subs r1, r5, r5
            Word::thumb(0x000088f4, 0x0000227c), // movs r2, #0x7c
            Word::thumb(0x000088f6, 0x0000f000), // (undefined)
            Word::thumb(0x000088f8, 0x0000eed2), // (undefined)
            Word::thumb(0x000088fa, 0x0000f7ff), // (undefined)
            Word::thumb(0x000088fc, 0x0000eef4), // (undefined)
            Word::thumb(0x000088fe, 0x00004788), // blx r1
            Word::thumb(0x00008900, 0x00005341), // strh r1, [r0, r5]
            Word::thumb(0x00008902, 0x000047f5), // blxns lr
            Word::thumb(0x00008904, 0x0000f846), // (undefined)
            Word::thumb(0x00008906, 0x0000be2a), // bkpt #0x2a
            Word::thumb(0x00008908, 0x00005941), // ldr r1, [r0, r5]
            Word::thumb(0x0000890a, 0x0000de1a), // udf #0x1a
            Word::thumb(0x0000890c, 0x0000423c), // tst r4, r7
            Word::thumb(0x0000890e, 0x00005ad8), // ldrh r0, [r3, r3]
            Word::thumb(0x00008910, 0x0000ff34), // (undefined)
            Word::thumb(0x00008912, 0x00003208), // adds r2, #8
            Word::thumb(0x00008914, 0x00001883), // adds r3, r0, r2
            Word::thumb(0x00008916, 0x00008b5b), // ldrh r3, [r3, #0x1a]
            Word::thumb(0x00008918, 0x0000e004), // b #0x8924
            Word::thumb(0x0000891a, 0x0000d0e9), // beq #0x88f0
            Word::thumb(0x0000891c, 0x0000c5b0), // stm r5!, {r4, r5, r7}
            Word::thumb(0x0000891e, 0x00009691), // str r6, [sp, #0x244]
            Word::thumb(0x00008920, 0x00004760), // bx ip
            Word::thumb(0x00008922, 0x0000b0dd), // sub sp, #0x174
            Word::thumb(0x00008924, 0x00008493), // strh r3, [r2, #0x24]
            Word::thumb(0x00008926, 0x0000aa64), // add r2, sp, #0x190
            Word::thumb(0x00008928, 0x0000e7ee), // b #0x8908
            Word::thumb(0x0000892a, 0x00001841), // adds r1, r0, r1
            Word::thumb(0x0000892c, 0x0000d5b9), // bpl #0x88a2
            Word::thumb(0x0000892e, 0x00001cda), // adds r2, r3, #3
            Word::thumb(0x00008930, 0x00004e90), // ldr r6, [pc, #0x240]
            Word::thumb(0x00008932, 0x000020ca), // movs r0, #0xca
            Word::thumb(0x00008934, 0x0000bcfc), // pop {r2, r3, r4, r5, r6, r7}
            Word::thumb(0x00008936, 0x0000cbc1), // ldm r3!, {r0, r6, r7}
            Word::thumb(0x00008938, 0x00004475), // add r5, lr
            Word::thumb(0x0000893a, 0x0000de38), // udf #0x38
            Word::thumb(0x0000893c, 0x0000b524), // push {r2, r5, lr}
            Word::thumb(0x0000893e, 0x0000bc81), // pop {r0, r7}
            Word::thumb(0x00008940, 0x0000cb78), // ldm r3, {r3, r4, r5, r6}
            Word::thumb(0x00008942, 0x0000bcc9), // pop {r0, r3, r6, r7}
            Word::thumb(0x00008944, 0x0000f8af), // (undefined)
            Word::thumb(0x00008946, 0x0000a6d2), // adr r6, #0x348
            Word::thumb(0x00008948, 0x00006ed7), // ldr r7, [r2, #0x6c]
            Word::thumb(0x0000894a, 0x0000b0fc), // sub sp, #0x1f0
            Word::thumb(0x0000894c, 0x0000839e), // strh r6, [r3, #0x1c]
            Word::thumb(0x0000894e, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008950, 0x0000fac1), // (undefined)
            Word::thumb(0x00008952, 0x000050fb), // str r3, [r7, r3]
            Word::thumb(0x00008954, 0x0000dabe), // bge #0x88d4
            Word::thumb(0x00008956, 0x0000be05), // bkpt #5
            Word::thumb(0x00008958, 0x0000fc6f), // (undefined)
            Word::thumb(0x0000895a, 0x000093cf), // str r3, [sp, #0x33c]
            Word::thumb(0x0000895c, 0x0000a3d4), // adr r3, #0x350
            Word::thumb(0x0000895e, 0x000065c0), // str r0, [r0, #0x5c]
            Word::thumb(0x00008960, 0x00004ac6), // ldr r2, [pc, #0x318]
            Word::thumb(0x00008962, 0x00001f05), // subs r5, r0, #4
            Word::thumb(0x00008964, 0x0000de73), // udf #0x73
            Word::thumb(0x00008966, 0x0000b238), // sxth r0, r7
            Word::thumb(0x00008968, 0x0000d4aa), // bmi #0x88c0
            Word::thumb(0x0000896a, 0x0000a815), // add r0, sp, #0x54
            Word::thumb(0x0000896c, 0x00005a89), // ldrh r1, [r1, r2]
            Word::thumb(0x0000896e, 0x0000190f), // adds r7, r1, r4
            Word::thumb(0x00008970, 0x0000406d), // eors r5, r5
            Word::thumb(0x00008972, 0x0000b857), // (undefined)
            Word::thumb(0x00008974, 0x0000d3a7), // blo #0x88c6
            Word::thumb(0x00008976, 0x000049cd), // ldr r1, [pc, #0x334]
            Word::thumb(0x00008978, 0x00000ff3), // lsrs r3, r6, #0x1f
            Word::thumb(0x0000897a, 0x0000b5b9), // push {r0, r3, r4, r5, r7, lr}
            Word::thumb(0x0000897c, 0x00004e94), // ldr r6, [pc, #0x250]
            Word::thumb(0x0000897e, 0x0000bd69), // pop {r0, r3, r5, r6, pc}
            Word::thumb(0x00008980, 0x0000ae77), // add r6, sp, #0x1dc
            Word::thumb(0x00008982, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008984, 0x000043aa), // bics r2, r5
            Word::thumb(0x00008986, 0x0000ae9d), // add r6, sp, #0x274
            Word::thumb(0x00008988, 0x000040f4), // lsrs r4, r6
            Word::thumb(0x0000898a, 0x0000dfe6), // svc #0xe6
            Word::thumb(0x0000898c, 0x00009e91), // ldr r6, [sp, #0x244]
            Word::thumb(0x0000898e, 0x0000f000), // (undefined)
            Word::thumb(0x00008990, 0x0000fd1a), // (undefined)
            Word::thumb(0x00008992, 0x00006934), // ldr r4, [r6, #0x10]
            Word::thumb(0x00008994, 0x0000bcad), // pop {r0, r2, r3, r5, r7}
            Word::thumb(0x00008996, 0x0000ea5c), // (undefined)
            Word::thumb(0x00008998, 0x0000ac5a), // add r4, sp, #0x168
            Word::thumb(0x0000899a, 0x0000b011), // add sp, #0x44
            Word::thumb(0x0000899c, 0x000035a3), // adds r5, #0xa3
            Word::thumb(0x0000899e, 0x0000b0a4), // sub sp, #0x90
            Word::thumb(0x000089a0, 0x0000e7bf), // b #0x8922
            Word::thumb(0x000089a2, 0x00005a75), // ldrh r5, [r6, r1]
            Word::thumb(0x000089a4, 0x00004710), // bx r2
            Word::thumb(0x000089a6, 0x000059d7), // ldr r7, [r2, r7]
            Word::thumb(0x000089a8, 0x0000212d), // movs r1, #0x2d
            Word::thumb(0x000089aa, 0x000082ce), // strh r6, [r1, #0x16]
            Word::thumb(0x000089ac, 0x0000b85c), // (undefined)
            Word::thumb(0x000089ae, 0x00007a21), // ldrb r1, [r4, #8]
            Word::thumb(0x000089b0, 0x00001f83), // subs r3, r0, #6
            Word::thumb(0x000089b2, 0x0000e9a1), // (undefined)
            Word::thumb(0x000089b4, 0x0000b7d3), // (undefined)
            Word::thumb(0x000089b6, 0x000047d4), // blxns sl
            Word::thumb(0x000089b8, 0x00005e57), // ldrsh r7, [r2, r1]
            Word::thumb(0x000089ba, 0x0000bd34), // pop {r2, r4, r5, pc}
            Word::thumb(0x000089bc, 0x0000af75), // add r7, sp, #0x1d4
            Word::thumb(0x000089be, 0x0000bad8), // revsh r0, r3
            Word::thumb(0x000089c0, 0x0000d986), // bls #0x88d0
            Word::thumb(0x000089c2, 0x00004a39), // ldr r2, [pc, #0xe4]
            Word::thumb(0x000089c4, 0x00001c88), // adds r0, r1, #2
            Word::thumb(0x000089c6, 0x0000804a), // strh r2, [r1, #2]
            Word::thumb(0x000089c8, 0x0000b016), // add sp, #0x58
            Word::thumb(0x000089ca, 0x0000ece0), // (undefined)
            Word::thumb(0x000089cc, 0x0000df7c), // svc #0x7c
            Word::thumb(0x000089ce, 0x00004144), // adcs r4, r0
            Word::thumb(0x000089d0, 0x00003a6e), // subs r2, #0x6e
            Word::thumb(0x000089d2, 0x000018de), // adds r6, r3, r3
            Word::thumb(0x000089d4, 0x0000df1d), // svc #0x1d
            Word::thumb(0x000089d6, 0x0000a1d9), // adr r1, #0x364
            Word::thumb(0x000089d8, 0x00001df6), // adds r6, r6, #7
            Word::thumb(0x000089da, 0x000047d5), // blxns sl
            Word::thumb(0x000089dc, 0x00009352), // str r3, [sp, #0x148]
            Word::thumb(0x000089de, 0x0000b4b7), // push {r0, r1, r2, r4, r5, r7}
            Word::thumb(0x000089e0, 0x00004721), // bx r4
            Word::thumb(0x000089e2, 0x000046a0), // mov r8, r4
            Word::thumb(0x000089e4, 0x000046d2), // mov sl, sl
            Word::thumb(0x000089e6, 0x0000180b), // adds r3, r1, r0
            Word::thumb(0x000089e8, 0x0000ce03), // ldm r6!, {r0, r1}
            Word::thumb(0x000089ea, 0x0000c6a1), // stm r6!, {r0, r5, r7}
            Word::thumb(0x000089ec, 0x000049c1), // ldr r1, [pc, #0x304]
            Word::thumb(0x000089ee, 0x0000b0d1), // sub sp, #0x144
            Word::thumb(0x000089f0, 0x00005b8f), // ldrh r7, [r1, r6]
            Word::thumb(0x000089f2, 0x0000dd89), // ble #0x8908
            Word::thumb(0x000089f4, 0x0000f000), // (undefined)
            Word::thumb(0x000089f6, 0x0000ff0c), // (undefined)
            Word::thumb(0x000089f8, 0x000081fd), // strh r5, [r7, #0xe]
            Word::thumb(0x000089fa, 0x0000b658), // setend be
            Word::thumb(0x000089fc, 0x0000fe89), // (undefined)
            Word::thumb(0x000089fe, 0x000099b0), // ldr r1, [sp, #0x2c0]
            Word::thumb(0x00008a00, 0x0000cc37), // ldm r4, {r0, r1, r2, r4, r5}
            Word::thumb(0x00008a02, 0x0000b437), // push {r0, r1, r2, r4, r5}
            Word::thumb(0x00008a04, 0x0000929f), // str r2, [sp, #0x27c]
            Word::thumb(0x00008a06, 0x000054bd), // strb r5, [r7, r2]
            Word::thumb(0x00008a08, 0x0000a36d), // adr r3, #0x1b4
            Word::thumb(0x00008a0a, 0x0000d019), // beq #0x8a40
            Word::thumb(0x00008a0c, 0x000047d1), // (undefined)
            Word::thumb(0x00008a0e, 0x0000d261), // bhs #0x8ad4
            Word::thumb(0x00008a10, 0x000046c6), // mov lr, r8
            Word::thumb(0x00008a12, 0x0000a845), // add r0, sp, #0x114
            Word::thumb(0x00008a14, 0x0000908c), // str r0, [sp, #0x230]
            Word::thumb(0x00008a16, 0x0000df9c), // svc #0x9c
            Word::thumb(0x00008a18, 0x00001f12), // subs r2, r2, #4
            Word::thumb(0x00008a1a, 0x0000a603), // adr r6, #0xc
            Word::thumb(0x00008a1c, 0x0000435b), // muls r3, r3, r3
            Word::thumb(0x00008a1e, 0x0000b45f), // push {r0, r1, r2, r3, r4, r6}
            Word::thumb(0x00008a20, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008a22, 0x0000fd5f), // (undefined)
            Word::thumb(0x00008a24, 0x0000de48), // udf #0x48
            Word::thumb(0x00008a26, 0x000000ee), // lsls r6, r5, #3
            Word::thumb(0x00008a28, 0x00001e31), // subs r1, r6, #0
            Word::thumb(0x00008a2a, 0x000046a3), // mov fp, r4
            Word::thumb(0x00008a2c, 0x00008388), // strh r0, [r1, #0x1c]
            Word::thumb(0x00008a2e, 0x000087c7), // strh r7, [r0, #0x3e]
            Word::thumb(0x00008a30, 0x0000df45), // svc #0x45
            Word::thumb(0x00008a32, 0x00008194), // strh r4, [r2, #0xc]
            Word::thumb(0x00008a34, 0x000047f8), // blx pc
            Word::thumb(0x00008a36, 0x00007a1d), // ldrb r5, [r3, #8]
            Word::thumb(0x00008a38, 0x00001a4a), // subs r2, r1, r1
            Word::thumb(0x00008a3a, 0x0000c575), // stm r5!, {r0, r2, r4, r5, r6}
            Word::thumb(0x00008a3c, 0x0000ff3a), // (undefined)
            Word::thumb(0x00008a3e, 0x0000b163), // cbz r3, #0x8a5a
            Word::thumb(0x00008a40, 0x00005cbd), // ldrb r5, [r7, r2]
            Word::thumb(0x00008a42, 0x00005573), // strb r3, [r6, r5]
            Word::thumb(0x00008a44, 0x0000b53b), // push {r0, r1, r3, r4, r5, lr}
            Word::thumb(0x00008a46, 0x000047d0), // blx sl
            Word::thumb(0x00008a48, 0x0000fe39), // (undefined)
            Word::thumb(0x00008a4a, 0x00001f9b), // subs r3, r3, #6
            Word::thumb(0x00008a4c, 0x00004788), // blx r1
            Word::thumb(0x00008a4e, 0x0000bb6a), // cbnz r2, #0x8aac
            Word::thumb(0x00008a50, 0x0000aebc), // add r6, sp, #0x2f0
            Word::thumb(0x00008a52, 0x0000ded4), // udf #0xd4
            Word::thumb(0x00008a54, 0x0000975f), // str r7, [sp, #0x17c]
            Word::thumb(0x00008a56, 0x0000467e), // mov r6, pc
            Word::thumb(0x00008a58, 0x000078ce), // ldrb r6, [r1, #3]
            Word::thumb(0x00008a5a, 0x00009cf6), // ldr r4, [sp, #0x3d8]
            Word::thumb(0x00008a5c, 0x0000de80), // udf #0x80
            Word::thumb(0x00008a5e, 0x0000425d), // rsbs r5, r3, #0
            Word::thumb(0x00008a60, 0x0000beb8), // bkpt #0xb8
            Word::thumb(0x00008a62, 0x000046b2), // mov sl, r6
            Word::thumb(0x00008a64, 0x00006557), // str r7, [r2, #0x54]
            Word::thumb(0x00008a66, 0x0000ae75), // add r6, sp, #0x1d4
            Word::thumb(0x00008a68, 0x0000355d), // adds r5, #0x5d
            Word::thumb(0x00008a6a, 0x0000ba75), // rev16 r5, r6
            Word::thumb(0x00008a6c, 0x0000b46a), // push {r1, r3, r5, r6}
            Word::thumb(0x00008a6e, 0x000047e0), // blx ip
            Word::thumb(0x00008a70, 0x0000b02d), // add sp, #0xb4
            Word::thumb(0x00008a72, 0x0000bc46), // pop {r1, r2, r6}
            Word::thumb(0x00008a74, 0x00007723), // strb r3, [r4, #0x1c]
            Word::thumb(0x00008a76, 0x0000df7f), // svc #0x7f
            Word::thumb(0x00008a78, 0x0000df9c), // svc #0x9c
            Word::thumb(0x00008a7a, 0x00001d93), // adds r3, r2, #6
            Word::thumb(0x00008a7c, 0x0000a5fa), // adr r5, #0x3e8
            Word::thumb(0x00008a7e, 0x0000770b), // strb r3, [r1, #0x1c]
            Word::thumb(0x00008a80, 0x0000e8e1), // (undefined)
            Word::thumb(0x00008a82, 0x00004ee7), // ldr r6, [pc, #0x39c]
            Word::thumb(0x00008a84, 0x00005971), // ldr r1, [r6, r5]
            Word::thumb(0x00008a86, 0x0000f81b), // (undefined)
            Word::thumb(0x00008a88, 0x0000dfbc), // svc #0xbc
            Word::thumb(0x00008a8a, 0x00004709), // bx r1
            Word::thumb(0x00008a8c, 0x000036d9), // adds r6, #0xd9
            Word::thumb(0x00008a8e, 0x000044ac), // add ip, r5
            Word::thumb(0x00008a90, 0x0000ed53), // (undefined)
            Word::thumb(0x00008a92, 0x0000f000), // (undefined)
            Word::thumb(0x00008a94, 0x0000eea4), // (undefined)
            Word::thumb(0x00008a96, 0x00002efb), // cmp r6, #0xfb
            Word::thumb(0x00008a98, 0x00008e9c), // ldrh r4, [r3, #0x34]
            Word::thumb(0x00008a9a, 0x0000a3a9), // adr r3, #0x2a4
            Word::thumb(0x00008a9c, 0x000047c8), // blx sb
            Word::thumb(0x00008a9e, 0x0000ca50), // ldm r2!, {r4, r6}
            Word::thumb(0x00008aa0, 0x000055d6), // strb r6, [r2, r7]
            Word::thumb(0x00008aa2, 0x0000436d), // muls r5, r5, r5
            Word::thumb(0x00008aa4, 0x0000bc82), // pop {r1, r7}
            Word::thumb(0x00008aa6, 0x0000f822), // (undefined)
            Word::thumb(0x00008aa8, 0x00009c1c), // ldr r4, [sp, #0x70]
            Word::thumb(0x00008aaa, 0x0000ec95), // (undefined)
            Word::thumb(0x00008aac, 0x00002e3c), // cmp r6, #0x3c
            Word::thumb(0x00008aae, 0x0000b5ba), // push {r1, r3, r4, r5, r7, lr}
            Word::thumb(0x00008ab0, 0x0000b128), // cbz r0, #0x8abe
            Word::thumb(0x00008ab2, 0x0000b015), // add sp, #0x54
            Word::thumb(0x00008ab4, 0x0000beb9), // bkpt #0xb9
            Word::thumb(0x00008ab6, 0x0000b0c0), // sub sp, #0x100
            Word::thumb(0x00008ab8, 0x0000b4d5), // push {r0, r2, r4, r6, r7}
            Word::thumb(0x00008aba, 0x00008d24), // ldrh r4, [r4, #0x28]
            Word::thumb(0x00008abc, 0x0000a592), // adr r5, #0x248
            Word::thumb(0x00008abe, 0x0000a65b), // adr r6, #0x16c
            Word::thumb(0x00008ac0, 0x000019d7), // adds r7, r2, r7
            Word::thumb(0x00008ac2, 0x0000e7d6), // b #0x8a72
            Word::thumb(0x00008ac4, 0x00009f3e), // ldr r7, [sp, #0xf8]
            Word::thumb(0x00008ac6, 0x0000dec7), // udf #0xc7
            Word::thumb(0x00008ac8, 0x00004725), // bxns r4
            Word::thumb(0x00008aca, 0x00001eae), // subs r6, r5, #2
            Word::thumb(0x00008acc, 0x00009fef), // ldr r7, [sp, #0x3bc]
            Word::thumb(0x00008ace, 0x0000a01a), // adr r0, #0x68
            Word::thumb(0x00008ad0, 0x00005579), // strb r1, [r7, r5]
            Word::thumb(0x00008ad2, 0x00008fa5), // ldrh r5, [r4, #0x3c]
            Word::thumb(0x00008ad4, 0x000021b1), // movs r1, #0xb1
            Word::thumb(0x00008ad6, 0x0000794e), // ldrb r6, [r1, #5]
            Word::thumb(0x00008ad8, 0x0000b0db), // sub sp, #0x16c
            Word::thumb(0x00008ada, 0x0000bc1e), // pop {r1, r2, r3, r4}
            Word::thumb(0x00008adc, 0x0000b087), // sub sp, #0x1c
            Word::thumb(0x00008ade, 0x0000be84), // bkpt #0x84
            Word::thumb(0x00008ae0, 0x0000aa25), // add r2, sp, #0x94
            Word::thumb(0x00008ae2, 0x0000022f), // lsls r7, r5, #8
            Word::thumb(0x00008ae4, 0x0000a08c), // adr r0, #0x230
            Word::thumb(0x00008ae6, 0x0000de47), // udf #0x47
            Word::thumb(0x00008ae8, 0x0000df41), // svc #0x41
            Word::thumb(0x00008aea, 0x0000b435), // push {r0, r2, r4, r5}
            Word::thumb(0x00008aec, 0x00003722), // adds r7, #0x22
            Word::thumb(0x00008aee, 0x0000ec5c), // (undefined)
            Word::thumb(0x00008af0, 0x0000fc05), // (undefined)
            Word::thumb(0x00008af2, 0x0000ae31), // add r6, sp, #0xc4
            Word::thumb(0x00008af4, 0x000099fc), // ldr r1, [sp, #0x3f0]
            Word::thumb(0x00008af6, 0x0000b6a1), // (undefined)
            Word::thumb(0x00008af8, 0x00004319), // orrs r1, r3
            Word::thumb(0x00008afa, 0x0000b059), // add sp, #0x164
            Word::thumb(0x00008afc, 0x00004737), // bxns r6
            Word::thumb(0x00008afe, 0x000047c7), // blxns r8
            Word::thumb(0x00008b00, 0x00004715), // bxns r2
            Word::thumb(0x00008b02, 0x0000acc8), // add r4, sp, #0x320
            Word::thumb(0x00008b04, 0x0000a9ee), // add r1, sp, #0x3b8
            Word::thumb(0x00008b06, 0x000059c9), // ldr r1, [r1, r7]
            Word::thumb(0x00008b08, 0x00006dc2), // ldr r2, [r0, #0x5c]
            Word::thumb(0x00008b0a, 0x0000dfc2), // svc #0xc2
            Word::thumb(0x00008b0c, 0x0000a431), // adr r4, #0xc4
            Word::thumb(0x00008b0e, 0x000065d0), // str r0, [r2, #0x5c]
            Word::thumb(0x00008b10, 0x0000b4e7), // push {r0, r1, r2, r5, r6, r7}
            Word::thumb(0x00008b12, 0x00004087), // lsls r7, r0
            Word::thumb(0x00008b14, 0x0000076f), // lsls r7, r5, #0x1d
            Word::thumb(0x00008b16, 0x0000f8dd), // (undefined)
            Word::thumb(0x00008b18, 0x0000be18), // bkpt #0x18
            Word::thumb(0x00008b1a, 0x0000aeca), // add r6, sp, #0x328
            Word::thumb(0x00008b1c, 0x0000356d), // adds r5, #0x6d
            Word::thumb(0x00008b1e, 0x0000150d), // asrs r5, r1, #0x14
            Word::thumb(0x00008b20, 0x00004438), // add r0, r7
            Word::thumb(0x00008b22, 0x000001d9), // lsls r1, r3, #7
            Word::thumb(0x00008b24, 0x0000f000), // (undefined)
            Word::thumb(0x00008b26, 0x0000e9b6), // (undefined)
            Word::thumb(0x00008b28, 0x0000be76), // bkpt #0x76
            Word::thumb(0x00008b2a, 0x0000b4fa), // push {r1, r3, r4, r5, r6, r7}
            Word::thumb(0x00008b2c, 0x00001ab9), // subs r1, r7, r2
            Word::thumb(0x00008b2e, 0x0000c52d), // stm r5!, {r0, r2, r3, r5}
            Word::thumb(0x00008b30, 0x0000285f), // cmp r0, #0x5f
            Word::thumb(0x00008b32, 0x0000fe1a), // (undefined)
            Word::thumb(0x00008b34, 0x0000ca62), // ldm r2!, {r1, r5, r6}
            Word::thumb(0x00008b36, 0x0000a74c), // adr r7, #0x130
            Word::thumb(0x00008b38, 0x00004355), // muls r5, r2, r5
            Word::thumb(0x00008b3a, 0x0000d9d3), // bls #0x8ae4
            Word::thumb(0x00008b3c, 0x00005e22), // ldrsh r2, [r4, r0]
            Word::thumb(0x00008b3e, 0x0000dec6), // udf #0xc6
            Word::thumb(0x00008b40, 0x0000b0bc), // sub sp, #0xf0
            Word::thumb(0x00008b42, 0x00004efb), // ldr r6, [pc, #0x3ec]
            Word::thumb(0x00008b44, 0x0000b4b1), // push {r0, r4, r5, r7}
            Word::thumb(0x00008b46, 0x00009897), // ldr r0, [sp, #0x25c]
            Word::thumb(0x00008b48, 0x00003180), // adds r1, #0x80
            Word::thumb(0x00008b4a, 0x00002166), // movs r1, #0x66
            Word::thumb(0x00008b4c, 0x0000b1f7), // cbz r7, #0x8b8c
            Word::thumb(0x00008b4e, 0x00003912), // subs r1, #0x12
            Word::thumb(0x00008b50, 0x00001bc7), // subs r7, r0, r7
            Word::thumb(0x00008b52, 0x0000a79f), // adr r7, #0x27c
            Word::thumb(0x00008b54, 0x00001dd8), // adds r0, r3, #7
            Word::thumb(0x00008b56, 0x000041f8), // rors r0, r7
            Word::thumb(0x00008b58, 0x000046d9), // mov sb, fp
            Word::thumb(0x00008b5a, 0x0000a002), // adr r0, #8
            Word::thumb(0x00008b5c, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008b5e, 0x0000fc1d), // (undefined)
            Word::thumb(0x00008b60, 0x0000c129), // stm r1!, {r0, r3, r5}
            Word::thumb(0x00008b62, 0x00008f28), // ldrh r0, [r5, #0x38]
            Word::thumb(0x00008b64, 0x0000b39c), // cbz r4, #0x8bce
            Word::thumb(0x00008b66, 0x0000df0b), // svc #0xb
            Word::thumb(0x00008b68, 0x0000e918), // (undefined)
            Word::thumb(0x00008b6a, 0x0000b610), // (undefined)
            Word::thumb(0x00008b6c, 0x0000204f), // movs r0, #0x4f
            Word::thumb(0x00008b6e, 0x000085eb), // strh r3, [r5, #0x2e]
            Word::thumb(0x00008b70, 0x0000fcc6), // (undefined)
            Word::thumb(0x00008b72, 0x0000df2c), // svc #0x2c
            Word::thumb(0x00008b74, 0x0000de34), // udf #0x34
            Word::thumb(0x00008b76, 0x0000b3af), // cbz r7, #0x8be4
            Word::thumb(0x00008b78, 0x000078b3), // ldrb r3, [r6, #2]
            Word::thumb(0x00008b7a, 0x000070e2), // strb r2, [r4, #3]
            Word::thumb(0x00008b7c, 0x00004470), // add r0, lr
            Word::thumb(0x00008b7e, 0x00001881), // adds r1, r0, r2
            Word::thumb(0x00008b80, 0x0000f194), // (undefined)
            Word::thumb(0x00008b82, 0x0000e938), // (undefined)
            Word::thumb(0x00008b84, 0x0000dad7), // bge #0x8b36
            Word::thumb(0x00008b86, 0x0000dfa5), // svc #0xa5
            Word::thumb(0x00008b88, 0x0000fee7), // (undefined)
            Word::thumb(0x00008b8a, 0x0000b551), // push {r0, r4, r6, lr}
            Word::thumb(0x00008b8c, 0x0000b009), // add sp, #0x24
            Word::thumb(0x00008b8e, 0x0000de07), // udf #7
            Word::thumb(0x00008b90, 0x0000be45), // bkpt #0x45
            Word::thumb(0x00008b92, 0x0000bc8d), // pop {r0, r2, r3, r7}
            Word::thumb(0x00008b94, 0x000026cc), // movs r6, #0xcc
            Word::thumb(0x00008b96, 0x0000b43c), // push {r2, r3, r4, r5}
            Word::thumb(0x00008b98, 0x000092c4), // str r2, [sp, #0x310]
            Word::thumb(0x00008b9a, 0x0000be3f), // bkpt #0x3f
            Word::thumb(0x00008b9c, 0x0000484b), // ldr r0, [pc, #0x12c]
            Word::thumb(0x00008b9e, 0x0000e7f2), // b #0x8b86
            Word::thumb(0x00008ba0, 0x00001efc), // subs r4, r7, #3
            Word::thumb(0x00008ba2, 0x0000bba0), // cbnz r0, #0x8c0e
            Word::thumb(0x00008ba4, 0x0000731c), // strb r4, [r3, #0xc]
            Word::thumb(0x00008ba6, 0x000089ad), // ldrh r5, [r5, #0xc]
            Word::thumb(0x00008ba8, 0x00009bc9), // ldr r3, [sp, #0x324]
            Word::thumb(0x00008baa, 0x00005c31), // ldrb r1, [r6, r0]
            Word::thumb(0x00008bac, 0x00001f7f), // subs r7, r7, #5
            Word::thumb(0x00008bae, 0x0000c508), // stm r5!, {r3}
            Word::thumb(0x00008bb0, 0x000082c5), // strh r5, [r0, #0x16]
            Word::thumb(0x00008bb2, 0x0000de29), // udf #0x29
            Word::thumb(0x00008bb4, 0x0000b858), // (undefined)
            Word::thumb(0x00008bb6, 0x0000c011), // stm r0!, {r0, r4}
            Word::thumb(0x00008bb8, 0x0000bea8), // bkpt #0xa8
            Word::thumb(0x00008bba, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008bbc, 0x0000f888), // (undefined)
            Word::thumb(0x00008bbe, 0x00004780), // blx r0
            Word::thumb(0x00008bc0, 0x0000fcdf), // (undefined)
            Word::thumb(0x00008bc2, 0x0000bde8), // pop {r3, r5, r6, r7, pc}
            Word::thumb(0x00008bc4, 0x00000976), // lsrs r6, r6, #5
            Word::thumb(0x00008bc6, 0x0000dec1), // udf #0xc1
            Word::thumb(0x00008bc8, 0x00002a8b), // cmp r2, #0x8b
            Word::thumb(0x00008bca, 0x0000e003), // b #0x8bd4
            Word::thumb(0x00008bcc, 0x000036d5), // adds r6, #0xd5
            Word::thumb(0x00008bce, 0x00004975), // ldr r1, [pc, #0x1d4]
            Word::thumb(0x00008bd0, 0x0000bb21), // cbnz r1, #0x8c1c
            Word::thumb(0x00008bd2, 0x000095a5), // str r5, [sp, #0x294]
            Word::thumb(0x00008bd4, 0x0000df15), // svc #0x15
            Word::thumb(0x00008bd6, 0x000003d7), // lsls r7, r2, #0xf
            Word::thumb(0x00008bd8, 0x00001bf3), // subs r3, r6, r7
            Word::thumb(0x00008bda, 0x0000b5f6), // push {r1, r2, r4, r5, r6, r7, lr}
            Word::thumb(0x00008bdc, 0x00004ac7), // ldr r2, [pc, #0x31c]
            Word::thumb(0x00008bde, 0x0000de43), // udf #0x43
            Word::thumb(0x00008be0, 0x0000c4d4), // stm r4!, {r2, r4, r6, r7}
            Word::thumb(0x00008be2, 0x00009f7f), // ldr r7, [sp, #0x1fc]
            Word::thumb(0x00008be4, 0x000092da), // str r2, [sp, #0x368]
            Word::thumb(0x00008be6, 0x0000bea2), // bkpt #0xa2
            Word::thumb(0x00008be8, 0x0000b04f), // add sp, #0x13c
            Word::thumb(0x00008bea, 0x0000b558), // push {r3, r4, r6, lr}
            Word::thumb(0x00008bec, 0x0000de0a), // udf #0xa
            Word::thumb(0x00008bee, 0x00004793), // (undefined)
            Word::thumb(0x00008bf0, 0x0000c960), // ldm r1!, {r5, r6}
            Word::thumb(0x00008bf2, 0x0000d3ef), // blo #0x8bd4
            Word::thumb(0x00008bf4, 0x000043c6), // mvns r6, r0
            Word::thumb(0x00008bf6, 0x00005ee5), // ldrsh r5, [r4, r3]
            Word::thumb(0x00008bf8, 0x00004a95), // ldr r2, [pc, #0x254]
            Word::thumb(0x00008bfa, 0x0000b734), // (undefined)
            Word::thumb(0x00008bfc, 0x0000df45), // svc #0x45
            Word::thumb(0x00008bfe, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008c00, 0x0000fd05), // (undefined)
            Word::thumb(0x00008c02, 0x0000b065), // add sp, #0x194
            Word::thumb(0x00008c04, 0x00009c4c), // ldr r4, [sp, #0x130]
            Word::thumb(0x00008c06, 0x0000caba), // ldm r2!, {r1, r3, r4, r5, r7}
            Word::thumb(0x00008c08, 0x0000cf23), // ldm r7!, {r0, r1, r5}
            Word::thumb(0x00008c0a, 0x0000c5e0), // stm r5!, {r5, r6, r7}
            Word::thumb(0x00008c0c, 0x00005815), // ldr r5, [r2, r0]
            Word::thumb(0x00008c0e, 0x0000b0f7), // sub sp, #0x1dc
            Word::thumb(0x00008c10, 0x000056ca), // ldrsb r2, [r1, r3]
            Word::thumb(0x00008c12, 0x0000bf5a), // itte pl
            Word::thumb(0x00008c14, 0x0000b25b), // sxtb r3, r3
            Word::thumb(0x00008c16, 0x0000fad6), // (undefined)
            Word::thumb(0x00008c18, 0x0000fbb4), // (undefined)
            Word::thumb(0x00008c1a, 0x0000b0ce), // sub sp, #0x138
            Word::thumb(0x00008c1c, 0x0000df02), // svc #2
            Word::thumb(0x00008c1e, 0x00000459), // lsls r1, r3, #0x11
            Word::thumb(0x00008c20, 0x000014d2), // asrs r2, r2, #0x13
            Word::thumb(0x00008c22, 0x000047c0), // blx r8
            Word::thumb(0x00008c24, 0x00004f14), // ldr r7, [pc, #0x50]
            Word::thumb(0x00008c26, 0x000047ec), // blxns sp
            Word::thumb(0x00008c28, 0x0000d16c), // bne #0x8d04
            Word::thumb(0x00008c2a, 0x00004dc7), // ldr r5, [pc, #0x31c]
            Word::thumb(0x00008c2c, 0x000047c0), // blx r8
            Word::thumb(0x00008c2e, 0x0000add8), // add r5, sp, #0x360
            Word::thumb(0x00008c30, 0x0000a823), // add r0, sp, #0x8c
            Word::thumb(0x00008c32, 0x00001a7f), // subs r7, r7, r1
            Word::thumb(0x00008c34, 0x00001bbe), // subs r6, r7, r6
            Word::thumb(0x00008c36, 0x00004a5d), // ldr r2, [pc, #0x174]
            Word::thumb(0x00008c38, 0x00004798), // blx r3
            Word::thumb(0x00008c3a, 0x00004c5e), // ldr r4, [pc, #0x178]
            Word::thumb(0x00008c3c, 0x0000d1d5), // bne #0x8bea
            Word::thumb(0x00008c3e, 0x0000e811), // (undefined)
            Word::thumb(0x00008c40, 0x0000b1c9), // cbz r1, #0x8c76
            Word::thumb(0x00008c42, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008c44, 0x0000ef64), // (undefined)
            Word::thumb(0x00008c46, 0x0000470b), // bx r1
            Word::thumb(0x00008c48, 0x0000f81c), // (undefined)
            Word::thumb(0x00008c4a, 0x00001b24), // subs r4, r4, r4
            Word::thumb(0x00008c4c, 0x00003571), // adds r5, #0x71
            Word::thumb(0x00008c4e, 0x0000826a), // strh r2, [r5, #0x12]
            Word::thumb(0x00008c50, 0x0000fbfb), // (undefined)
            Word::thumb(0x00008c52, 0x0000ea06), // (undefined)
            Word::thumb(0x00008c54, 0x0000b6af), // (undefined)
            Word::thumb(0x00008c56, 0x00004138), // asrs r0, r7
            Word::thumb(0x00008c58, 0x0000d8f6), // bhi #0x8c48
            Word::thumb(0x00008c5a, 0x00000838), // lsrs r0, r7, #0x20
            Word::thumb(0x00008c5c, 0x0000d04a), // beq #0x8cf4
            Word::thumb(0x00008c5e, 0x0000cf61), // ldm r7!, {r0, r5, r6}
            Word::thumb(0x00008c60, 0x0000dc8d), // bgt #0x8b7e
            Word::thumb(0x00008c62, 0x000048dc), // ldr r0, [pc, #0x370]
            Word::thumb(0x00008c64, 0x0000decf), // udf #0xcf
            Word::thumb(0x00008c66, 0x0000b088), // sub sp, #0x20
            Word::thumb(0x00008c68, 0x0000df44), // svc #0x44
            Word::thumb(0x00008c6a, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008c6c, 0x0000eb98), // (undefined)
            Word::thumb(0x00008c6e, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008c70, 0x0000e91a), // (undefined)
            Word::thumb(0x00008c72, 0x0000e024), // b #0x8cbe
            Word::thumb(0x00008c74, 0x0000dcdf), // bgt #0x8c36
            Word::thumb(0x00008c76, 0x0000dee0), // udf #0xe0
            Word::thumb(0x00008c78, 0x00001f06), // subs r6, r0, #4
            Word::thumb(0x00008c7a, 0x0000df63), // svc #0x63
            Word::thumb(0x00008c7c, 0x0000ecdc), // (undefined)
            Word::thumb(0x00008c7e, 0x0000e91c), // (undefined)
            Word::thumb(0x00008c80, 0x0000cd2d), // ldm r5, {r0, r2, r3, r5}
            Word::thumb(0x00008c82, 0x0000c587), // stm r5!, {r0, r1, r2, r7}
            Word::thumb(0x00008c84, 0x00004839), // ldr r0, [pc, #0xe4]
            Word::thumb(0x00008c86, 0x00004796), // blxns r2
            Word::thumb(0x00008c88, 0x00004784), // blxns r0
            Word::thumb(0x00008c8a, 0x0000aea0), // add r6, sp, #0x280
            Word::thumb(0x00008c8c, 0x00004707), // bxns r0
            Word::thumb(0x00008c8e, 0x0000b0e8), // sub sp, #0x1a0
            Word::thumb(0x00008c90, 0x0000ebf6), // (undefined)
            Word::thumb(0x00008c92, 0x00004cdd), // ldr r4, [pc, #0x374]
            Word::thumb(0x00008c94, 0x00004038), // ands r0, r7
            Word::thumb(0x00008c96, 0x0000decb), // udf #0xcb
            Word::thumb(0x00008c98, 0x0000ef6b), // (undefined)
            Word::thumb(0x00008c9a, 0x0000d241), // bhs #0x8d20
            Word::thumb(0x00008c9c, 0x000019b3), // adds r3, r6, r6
            Word::thumb(0x00008c9e, 0x0000733b), // strb r3, [r7, #0xc]
            Word::thumb(0x00008ca0, 0x0000c795), // stm r7!, {r0, r2, r4, r7}
            Word::thumb(0x00008ca2, 0x00001d7f), // adds r7, r7, #5
            Word::thumb(0x00008ca4, 0x0000b0de), // sub sp, #0x178
            Word::thumb(0x00008ca6, 0x0000a60f), // adr r6, #0x3c
            Word::thumb(0x00008ca8, 0x0000f8de), // (undefined)
            Word::thumb(0x00008caa, 0x0000445f), // add r7, fp
            Word::thumb(0x00008cac, 0x0000b40d), // push {r0, r2, r3}
            Word::thumb(0x00008cae, 0x00004bea), // ldr r3, [pc, #0x3a8]
            Word::thumb(0x00008cb0, 0x0000b0b5), // sub sp, #0xd4
            Word::thumb(0x00008cb2, 0x00003b67), // subs r3, #0x67
            Word::thumb(0x00008cb4, 0x0000bea5), // bkpt #0xa5
            Word::thumb(0x00008cb6, 0x0000562e), // ldrsb r6, [r5, r0]
            Word::thumb(0x00008cb8, 0x0000210d), // movs r1, #0xd
            Word::thumb(0x00008cba, 0x000047b0), // blx r6
            Word::thumb(0x00008cbc, 0x0000bd85), // pop {r0, r2, r7, pc}
            Word::thumb(0x00008cbe, 0x00004075), // eors r5, r6
            Word::thumb(0x00008cc0, 0x00006152), // str r2, [r2, #0x14]
            Word::thumb(0x00008cc2, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008cc4, 0x0000eede), // (undefined)
            Word::thumb(0x00008cc6, 0x0000de59), // udf #0x59
            Word::thumb(0x00008cc8, 0x0000deca), // udf #0xca
            Word::thumb(0x00008cca, 0x0000b087), // sub sp, #0x1c
            Word::thumb(0x00008ccc, 0x0000ca34), // ldm r2, {r2, r4, r5}
            Word::thumb(0x00008cce, 0x0000435a), // muls r2, r3, r2
            Word::thumb(0x00008cd0, 0x0000e89e), // (undefined)
            Word::thumb(0x00008cd2, 0x0000152d), // asrs r5, r5, #0x14
            Word::thumb(0x00008cd4, 0x0000b461), // push {r0, r5, r6}
            Word::thumb(0x00008cd6, 0x000081eb), // strh r3, [r5, #0xe]
            Word::thumb(0x00008cd8, 0x0000215e), // movs r1, #0x5e
            Word::thumb(0x00008cda, 0x0000fea5), // (undefined)
            Word::thumb(0x00008cdc, 0x00006083), // str r3, [r0, #8]
            Word::thumb(0x00008cde, 0x0000470a), // bx r1
            Word::thumb(0x00008ce0, 0x00009beb), // ldr r3, [sp, #0x3ac]
            Word::thumb(0x00008ce2, 0x0000ee6c), // (undefined)
            Word::thumb(0x00008ce4, 0x0000af99), // add r7, sp, #0x264
            Word::thumb(0x00008ce6, 0x0000cef6), // ldm r6, {r1, r2, r4, r5, r6, r7}
            Word::thumb(0x00008ce8, 0x00005f5c), // ldrsh r4, [r3, r5]
            Word::thumb(0x00008cea, 0x0000c06a), // stm r0!, {r1, r3, r5, r6}
            Word::thumb(0x00008cec, 0x0000e614), // b #0x8918
            Word::thumb(0x00008cee, 0x000084cc), // strh r4, [r1, #0x26]
            Word::thumb(0x00008cf0, 0x0000c597), // stm r5!, {r0, r1, r2, r4, r7}
            Word::thumb(0x00008cf2, 0x0000be84), // bkpt #0x84
            Word::thumb(0x00008cf4, 0x00001c49), // adds r1, r1, #1
            Word::thumb(0x00008cf6, 0x0000470d), // bxns r1
            Word::thumb(0x00008cf8, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008cfa, 0x0000a628), // adr r6, #0xa0
            Word::thumb(0x00008cfc, 0x00008f61), // ldrh r1, [r4, #0x3a]
            Word::thumb(0x00008cfe, 0x0000dbcc), // blt #0x8c9a
            Word::thumb(0x00008d00, 0x000011d2), // asrs r2, r2, #7
            Word::thumb(0x00008d02, 0x00009358), // str r3, [sp, #0x160]
            Word::thumb(0x00008d04, 0x00000208), // lsls r0, r1, #8
            Word::thumb(0x00008d06, 0x0000b0c4), // sub sp, #0x110
            Word::thumb(0x00008d08, 0x000082e2), // strh r2, [r4, #0x16]
            Word::thumb(0x00008d0a, 0x00001ea8), // subs r0, r5, #2
            Word::thumb(0x00008d0c, 0x00004f71), // ldr r7, [pc, #0x1c4]
            Word::thumb(0x00008d0e, 0x0000c775), // stm r7!, {r0, r2, r4, r5, r6}
            Word::thumb(0x00008d10, 0x0000b0b0), // sub sp, #0xc0
            Word::thumb(0x00008d12, 0x0000aa7b), // add r2, sp, #0x1ec
            Word::thumb(0x00008d14, 0x00004798), // blx r3
            Word::thumb(0x00008d16, 0x000067f7), // str r7, [r6, #0x7c]
            Word::thumb(0x00008d18, 0x00004414), // add r4, r2
            Word::thumb(0x00008d1a, 0x000010d6), // asrs r6, r2, #3
            Word::thumb(0x00008d1c, 0x00008a02), // ldrh r2, [r0, #0x10]
            Word::thumb(0x00008d1e, 0x0000bd94), // pop {r2, r4, r7, pc}
            Word::thumb(0x00008d20, 0x000086ef), // strh r7, [r5, #0x36]
            Word::thumb(0x00008d22, 0x0000bec9), // bkpt #0xc9
            Word::thumb(0x00008d24, 0x00001e96), // subs r6, r2, #2
            Word::thumb(0x00008d26, 0x0000de8b), // udf #0x8b
            Word::thumb(0x00008d28, 0x0000c7d6), // stm r7!, {r1, r2, r4, r6, r7}
            Word::thumb(0x00008d2a, 0x0000b094), // sub sp, #0x50
            Word::thumb(0x00008d2c, 0x0000fe68), // (undefined)
            Word::thumb(0x00008d2e, 0x0000a654), // adr r6, #0x150
            Word::thumb(0x00008d30, 0x0000b4b0), // push {r4, r5, r7}
            Word::thumb(0x00008d32, 0x0000f000), // (undefined)
            Word::thumb(0x00008d34, 0x0000fe09), // (undefined)
            Word::thumb(0x00008d36, 0x00005661), // ldrsb r1, [r4, r1]
            Word::thumb(0x00008d38, 0x0000d545), // bpl #0x8dc6
            Word::thumb(0x00008d3a, 0x00004fc5), // ldr r7, [pc, #0x314]
            Word::thumb(0x00008d3c, 0x000022af), // movs r2, #0xaf
            Word::thumb(0x00008d3e, 0x0000ce4e), // ldm r6, {r1, r2, r3, r6}
            Word::thumb(0x00008d40, 0x00004bba), // ldr r3, [pc, #0x2e8]
            Word::thumb(0x00008d42, 0x0000b005), // add sp, #0x14
            Word::thumb(0x00008d44, 0x000047e4), // blxns ip
            Word::thumb(0x00008d46, 0x0000bd00), // pop {pc}
            Word::thumb(0x00008d48, 0x00004234), // tst r4, r6
            Word::thumb(0x00008d4a, 0x0000afd4), // add r7, sp, #0x350
            Word::thumb(0x00008d4c, 0x00009c38), // ldr r4, [sp, #0xe0]
            Word::thumb(0x00008d4e, 0x0000d611), // bvs #0x8d74
            Word::thumb(0x00008d50, 0x0000619b), // str r3, [r3, #0x18]
            Word::thumb(0x00008d52, 0x0000ae24), // add r6, sp, #0x90
            Word::thumb(0x00008d54, 0x00005908), // ldr r0, [r1, r4]
            Word::thumb(0x00008d56, 0x0000995d), // ldr r1, [sp, #0x174]
            Word::thumb(0x00008d58, 0x0000bff1), // itttt al
            Word::thumb(0x00008d5a, 0x0000ea2e), // (undefined)
            Word::thumb(0x00008d5c, 0x0000fc15), // (undefined)
            Word::thumb(0x00008d5e, 0x0000df0e), // svc #0xe
            Word::thumb(0x00008d60, 0x000018f4), // adds r4, r6, r3
            Word::thumb(0x00008d62, 0x0000ec85), // (undefined)
            Word::thumb(0x00008d64, 0x0000f000), // (undefined)
            Word::thumb(0x00008d66, 0x0000fc9b), // (undefined)
            Word::thumb(0x00008d68, 0x00004787), // blxns r0
            Word::thumb(0x00008d6a, 0x0000b356), // cbz r6, #0x8dc2
            Word::thumb(0x00008d6c, 0x00004269), // rsbs r1, r5, #0
            Word::thumb(0x00008d6e, 0x0000dd1f), // ble #0x8db0
            Word::thumb(0x00008d70, 0x00001be6), // subs r6, r4, r7
            Word::thumb(0x00008d72, 0x00001739), // asrs r1, r7, #0x1c
            Word::thumb(0x00008d74, 0x00009e52), // ldr r6, [sp, #0x148]
            Word::thumb(0x00008d76, 0x0000e7f9), // b #0x8d6c
            Word::thumb(0x00008d78, 0x00001929), // adds r1, r5, r4
            Word::thumb(0x00008d7a, 0x0000c64f), // stm r6!, {r0, r1, r2, r3, r6}
            Word::thumb(0x00008d7c, 0x0000df63), // svc #0x63
            Word::thumb(0x00008d7e, 0x000046ed), // mov sp, sp
            Word::thumb(0x00008d80, 0x0000824b), // strh r3, [r1, #0x12]
            Word::thumb(0x00008d82, 0x0000bc5a), // pop {r1, r3, r4, r6}
            Word::thumb(0x00008d84, 0x0000e007), // b #0x8d96
            Word::thumb(0x00008d86, 0x00001b6f), // subs r7, r5, r5
            Word::thumb(0x00008d88, 0x00003a57), // subs r2, #0x57
            Word::thumb(0x00008d8a, 0x000018aa), // adds r2, r5, r2
            Word::thumb(0x00008d8c, 0x00007514), // strb r4, [r2, #0x14]
            Word::thumb(0x00008d8e, 0x00005b9f), // ldrh r7, [r3, r6]
            Word::thumb(0x00008d90, 0x0000edec), // (undefined)
            Word::thumb(0x00008d92, 0x00005184), // str r4, [r0, r6]
            Word::thumb(0x00008d94, 0x000074e6), // strb r6, [r4, #0x13]
            Word::thumb(0x00008d96, 0x0000ac3d), // add r4, sp, #0xf4
            Word::thumb(0x00008d98, 0x0000b486), // push {r1, r2, r7}
            Word::thumb(0x00008d9a, 0x0000a264), // adr r2, #0x190
            Word::thumb(0x00008d9c, 0x0000ad3e), // add r5, sp, #0xf8
            Word::thumb(0x00008d9e, 0x000047f0), // blx lr
            Word::thumb(0x00008da0, 0x0000bcb1), // pop {r0, r4, r5, r7}
            Word::thumb(0x00008da2, 0x000041ca), // rors r2, r1
            Word::thumb(0x00008da4, 0x00007a82), // ldrb r2, [r0, #0xa]
            Word::thumb(0x00008da6, 0x0000efca), // (undefined)
            Word::thumb(0x00008da8, 0x00004877), // ldr r0, [pc, #0x1dc]
            Word::thumb(0x00008daa, 0x00003baf), // subs r3, #0xaf
            Word::thumb(0x00008dac, 0x00001780), // asrs r0, r0, #0x1e
            Word::thumb(0x00008dae, 0x0000b5f6), // push {r1, r2, r4, r5, r6, r7, lr}
            Word::thumb(0x00008db0, 0x0000ac06), // add r4, sp, #0x18
            Word::thumb(0x00008db2, 0x00005b84), // ldrh r4, [r0, r6]
            Word::thumb(0x00008db4, 0x0000bee0), // bkpt #0xe0
            Word::thumb(0x00008db6, 0x0000a49d), // adr r4, #0x274
            Word::thumb(0x00008db8, 0x0000e87f), // (undefined)
            Word::thumb(0x00008dba, 0x000035a3), // adds r5, #0xa3
            Word::thumb(0x00008dbc, 0x0000b4c5), // push {r0, r2, r6, r7}
            Word::thumb(0x00008dbe, 0x000047f7), // blxns lr
            Word::thumb(0x00008dc0, 0x000047d6), // blxns sl
            Word::thumb(0x00008dc2, 0x0000186a), // adds r2, r5, r1
            Word::thumb(0x00008dc4, 0x000047eb), // (undefined)
            Word::thumb(0x00008dc6, 0x000047d8), // blx fp
            Word::thumb(0x00008dc8, 0x00008232), // strh r2, [r6, #0x10]
            Word::thumb(0x00008dca, 0x00008ac6), // ldrh r6, [r0, #0x16]
            Word::thumb(0x00008dcc, 0x00001bf7), // subs r7, r6, r7
            Word::thumb(0x00008dce, 0x000047f0), // blx lr
            Word::thumb(0x00008dd0, 0x00004aa4), // ldr r2, [pc, #0x290]
            Word::thumb(0x00008dd2, 0x0000e96c), // (undefined)
            Word::thumb(0x00008dd4, 0x0000df28), // svc #0x28
            Word::thumb(0x00008dd6, 0x0000c9ec), // ldm r1!, {r2, r3, r5, r6, r7}
            Word::thumb(0x00008dd8, 0x00004030), // ands r0, r6
            Word::thumb(0x00008dda, 0x0000b5a8), // push {r3, r5, r7, lr}
            Word::thumb(0x00008ddc, 0x0000f83f), // (undefined)
            Word::thumb(0x00008dde, 0x0000be1b), // bkpt #0x1b
            Word::thumb(0x00008de0, 0x0000dede), // udf #0xde
            Word::thumb(0x00008de2, 0x00001f26), // subs r6, r4, #4
            Word::thumb(0x00008de4, 0x0000de3d), // udf #0x3d
            Word::thumb(0x00008de6, 0x0000a0e2), // adr r0, #0x388
            Word::thumb(0x00008de8, 0x00001804), // adds r4, r0, r0
            Word::thumb(0x00008dea, 0x0000dfed), // svc #0xed
            Word::thumb(0x00008dec, 0x00004d0f), // ldr r5, [pc, #0x3c]
            Word::thumb(0x00008dee, 0x0000be94), // bkpt #0x94
            Word::thumb(0x00008df0, 0x000047f1), // (undefined)
            Word::thumb(0x00008df2, 0x00004f1e), // ldr r7, [pc, #0x78]
            Word::thumb(0x00008df4, 0x0000c964), // ldm r1!, {r2, r5, r6}
            Word::thumb(0x00008df6, 0x00004823), // ldr r0, [pc, #0x8c]
            Word::thumb(0x00008df8, 0x000083fa), // strh r2, [r7, #0x1e]
            Word::thumb(0x00008dfa, 0x0000ba6c), // rev16 r4, r5
            Word::thumb(0x00008dfc, 0x0000b510), // push {r4, lr}
            Word::thumb(0x00008dfe, 0x0000a25a), // adr r2, #0x168
            Word::thumb(0x00008e00, 0x0000a0ae), // adr r0, #0x2b8
            Word::thumb(0x00008e02, 0x0000e01c), // b #0x8e3e
            Word::thumb(0x00008e04, 0x0000159a), // asrs r2, r3, #0x16
            Word::thumb(0x00008e06, 0x0000c4dc), // stm r4!, {r2, r3, r4, r6, r7}
            Word::thumb(0x00008e08, 0x000007fa), // lsls r2, r7, #0x1f
            Word::thumb(0x00008e0a, 0x0000b42f), // push {r0, r1, r2, r3, r5}
            Word::thumb(0x00008e0c, 0x0000c5b0), // stm r5!, {r4, r5, r7}
            Word::thumb(0x00008e0e, 0x0000e06f), // b #0x8ef0
            Word::thumb(0x00008e10, 0x0000526a), // strh r2, [r5, r1]
            Word::thumb(0x00008e12, 0x0000ca88), // ldm r2!, {r3, r7}
            Word::thumb(0x00008e14, 0x00001a85), // subs r5, r0, r2
            Word::thumb(0x00008e16, 0x0000ca49), // ldm r2!, {r0, r3, r6}
            Word::thumb(0x00008e18, 0x0000431c), // orrs r4, r3
            Word::thumb(0x00008e1a, 0x00009282), // str r2, [sp, #0x208]
            Word::thumb(0x00008e1c, 0x0000aafe), // add r2, sp, #0x3f8
            Word::thumb(0x00008e1e, 0x00008323), // strh r3, [r4, #0x18]
            Word::thumb(0x00008e20, 0x00001a02), // subs r2, r0, r0
            Word::thumb(0x00008e22, 0x0000984e), // ldr r0, [sp, #0x138]
            Word::thumb(0x00008e24, 0x00003fae), // subs r7, #0xae
            Word::thumb(0x00008e26, 0x00001bb1), // subs r1, r6, r6
            Word::thumb(0x00008e28, 0x0000bc91), // pop {r0, r4, r7}
            Word::thumb(0x00008e2a, 0x0000c35b), // stm r3!, {r0, r1, r3, r4, r6}
            Word::thumb(0x00008e2c, 0x00004775), // bxns lr
            Word::thumb(0x00008e2e, 0x00005763), // ldrsb r3, [r4, r5]
            Word::thumb(0x00008e30, 0x000095f3), // str r5, [sp, #0x3cc]
            Word::thumb(0x00008e32, 0x0000be13), // bkpt #0x13
            Word::thumb(0x00008e34, 0x0000476d), // bxns sp
            Word::thumb(0x00008e36, 0x00009112), // str r1, [sp, #0x48]
            Word::thumb(0x00008e38, 0x0000f8a0), // (undefined)
            Word::thumb(0x00008e3a, 0x0000bebc), // bkpt #0xbc
            Word::thumb(0x00008e3c, 0x00000b3f), // lsrs r7, r7, #0xc
            Word::thumb(0x00008e3e, 0x00004c94), // ldr r4, [pc, #0x250]
            Word::thumb(0x00008e40, 0x0000decb), // udf #0xcb
            Word::thumb(0x00008e42, 0x00005410), // strb r0, [r2, r0]
            Word::thumb(0x00008e44, 0x0000de1c), // udf #0x1c
            Word::thumb(0x00008e46, 0x0000ae83), // add r6, sp, #0x20c
            Word::thumb(0x00008e48, 0x0000321d), // adds r2, #0x1d
            Word::thumb(0x00008e4a, 0x0000b28d), // uxth r5, r1
            Word::thumb(0x00008e4c, 0x00009aa0), // ldr r2, [sp, #0x280]
            Word::thumb(0x00008e4e, 0x000049ac), // ldr r1, [pc, #0x2b0]
            Word::thumb(0x00008e50, 0x0000bc35), // pop {r0, r2, r4, r5}
            Word::thumb(0x00008e52, 0x0000de73), // udf #0x73
            Word::thumb(0x00008e54, 0x00003a87), // subs r2, #0x87
            Word::thumb(0x00008e56, 0x0000bee0), // bkpt #0xe0
            Word::thumb(0x00008e58, 0x0000e978), // (undefined)
            Word::thumb(0x00008e5a, 0x0000a87b), // add r0, sp, #0x1ec
            Word::thumb(0x00008e5c, 0x0000a283), // adr r2, #0x20c
            Word::thumb(0x00008e5e, 0x0000564c), // ldrsb r4, [r1, r1]
            Word::thumb(0x00008e60, 0x00004e17), // ldr r6, [pc, #0x5c]
            Word::thumb(0x00008e62, 0x0000efeb), // (undefined)
            Word::thumb(0x00008e64, 0x0000cd9b), // ldm r5!, {r0, r1, r3, r4, r7}
            Word::thumb(0x00008e66, 0x0000be3b), // bkpt #0x3b
            Word::thumb(0x00008e68, 0x0000defc), // udf #0xfc
            Word::thumb(0x00008e6a, 0x0000a5ab), // adr r5, #0x2ac
            Word::thumb(0x00008e6c, 0x0000b0bd), // sub sp, #0xf4
            Word::thumb(0x00008e6e, 0x0000ad93), // add r5, sp, #0x24c
            Word::thumb(0x00008e70, 0x0000b0ee), // sub sp, #0x1b8
            Word::thumb(0x00008e72, 0x000047f0), // blx lr
            Word::thumb(0x00008e74, 0x0000b40c), // push {r2, r3}
            Word::thumb(0x00008e76, 0x0000dec2), // udf #0xc2
            Word::thumb(0x00008e78, 0x0000bcde), // pop {r1, r2, r3, r4, r6, r7}
            Word::thumb(0x00008e7a, 0x00001bfb), // subs r3, r7, r7
            Word::thumb(0x00008e7c, 0x00004728), // bx r5
            Word::thumb(0x00008e7e, 0x0000a554), // adr r5, #0x150
            Word::thumb(0x00008e80, 0x000093f2), // str r3, [sp, #0x3c8]
            Word::thumb(0x00008e82, 0x00004492), // add sl, r2
            Word::thumb(0x00008e84, 0x00004ab6), // ldr r2, [pc, #0x2d8]
            Word::thumb(0x00008e86, 0x00004d27), // ldr r5, [pc, #0x9c]
            Word::thumb(0x00008e88, 0x000047d7), // blxns sl
            Word::thumb(0x00008e8a, 0x000016da), // asrs r2, r3, #0x1b
            Word::thumb(0x00008e8c, 0x0000e002), // b #0x8e94
            Word::thumb(0x00008e8e, 0x0000a84b), // add r0, sp, #0x12c
            Word::thumb(0x00008e90, 0x000005fc), // lsls r4, r7, #0x17
            Word::thumb(0x00008e92, 0x0000dfeb), // svc #0xeb
            Word::thumb(0x00008e94, 0x00004604), // mov r4, r0
            Word::thumb(0x00008e96, 0x000012b8), // asrs r0, r7, #0xa
            Word::thumb(0x00008e98, 0x0000bc16), // pop {r1, r2, r4}
            Word::thumb(0x00008e9a, 0x0000b47e), // push {r1, r2, r3, r4, r5, r6}
            Word::thumb(0x00008e9c, 0x0000b465), // push {r0, r2, r5, r6}
            Word::thumb(0x00008e9e, 0x000098f1), // ldr r0, [sp, #0x3c4]
            Word::thumb(0x00008ea0, 0x0000d38e), // blo #0x8dc0
            Word::thumb(0x00008ea2, 0x0000953c), // str r5, [sp, #0xf0]
            Word::thumb(0x00008ea4, 0x0000fe31), // (undefined)
            Word::thumb(0x00008ea6, 0x0000f644), // (undefined)
            Word::thumb(0x00008ea8, 0x0000fd39), // (undefined)
            Word::thumb(0x00008eaa, 0x0000a18f), // adr r1, #0x23c
            Word::thumb(0x00008eac, 0x00001977), // adds r7, r6, r5
            Word::thumb(0x00008eae, 0x00005b17), // ldrh r7, [r2, r4]
            Word::thumb(0x00008eb0, 0x0000bf81), // itttt hi
            Word::thumb(0x00008eb2, 0x0000cb96), // ldm r3!, {r1, r2, r4, r7}
            Word::thumb(0x00008eb4, 0x0000e19c), // b #0x91f0
            Word::thumb(0x00008eb6, 0x00005002), // str r2, [r0, r0]
            Word::thumb(0x00008eb8, 0x00003edf), // subs r6, #0xdf
            Word::thumb(0x00008eba, 0x0000ea46), // (undefined)
            Word::thumb(0x00008ebc, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008ebe, 0x0000edc6), // (undefined)
            Word::thumb(0x00008ec0, 0x0000a69f), // adr r6, #0x27c
            Word::thumb(0x00008ec2, 0x0000412b), // asrs r3, r5
            Word::thumb(0x00008ec4, 0x000047e8), // blx sp
            Word::thumb(0x00008ec6, 0x00004fa2), // ldr r7, [pc, #0x288]
            Word::thumb(0x00008ec8, 0x00004798), // blx r3
            Word::thumb(0x00008eca, 0x000047b8), // blx r7
            Word::thumb(0x00008ecc, 0x0000de5a), // udf #0x5a
            Word::thumb(0x00008ece, 0x00004384), // bics r4, r0
            Word::thumb(0x00008ed0, 0x0000d885), // bhi #0x8dde
            Word::thumb(0x00008ed2, 0x000018cc), // adds r4, r1, r3
            Word::thumb(0x00008ed4, 0x0000f1d6), // (undefined)
            Word::thumb(0x00008ed6, 0x0000ed40), // (undefined)
            Word::thumb(0x00008ed8, 0x0000b7b4), // (undefined)
            Word::thumb(0x00008eda, 0x00004778), // bx pc
            Word::thumb(0x00008edc, 0x0000af41), // add r7, sp, #0x104
            Word::thumb(0x00008ede, 0x0000def5), // udf #0xf5
            Word::thumb(0x00008ee0, 0x0000d941), // bls #0x8f66
            Word::thumb(0x00008ee2, 0x00005ec0), // ldrsh r0, [r0, r3]
            Word::thumb(0x00008ee4, 0x0000de79), // udf #0x79
            Word::thumb(0x00008ee6, 0x0000400d), // ands r5, r1
            Word::thumb(0x00008ee8, 0x00004785), // blxns r0
            Word::thumb(0x00008eea, 0x0000381a), // subs r0, #0x1a
            Word::thumb(0x00008eec, 0x0000be12), // bkpt #0x12
            Word::thumb(0x00008eee, 0x0000bfcb), // itete gt
            Word::thumb(0x00008ef0, 0x0000b629), // (undefined)
            Word::thumb(0x00008ef2, 0x00003078), // adds r0, #0x78
            Word::thumb(0x00008ef4, 0x00009a32), // ldr r2, [sp, #0xc8]
            Word::thumb(0x00008ef6, 0x0000419d), // sbcs r5, r3
            Word::thumb(0x00008ef8, 0x00004701), // bx r0
            Word::thumb(0x00008efa, 0x0000cb8a), // ldm r3, {r1, r3, r7}
            Word::thumb(0x00008efc, 0x0000decc), // udf #0xcc
            Word::thumb(0x00008efe, 0x00001b9d), // subs r5, r3, r6
            Word::thumb(0x00008f00, 0x000042ce), // cmn r6, r1
            Word::thumb(0x00008f02, 0x000046a3), // mov fp, r4
            Word::thumb(0x00008f04, 0x0000470f), // bxns r1
            Word::thumb(0x00008f06, 0x0000f80e), // (undefined)
            Word::thumb(0x00008f08, 0x0000e7ee), // b #0x8ee8
            Word::thumb(0x00008f0a, 0x00001b6a), // subs r2, r5, r5
            Word::thumb(0x00008f0c, 0x000089d6), // ldrh r6, [r2, #0xe]
            Word::thumb(0x00008f0e, 0x00008ee4), // ldrh r4, [r4, #0x36]
            Word::thumb(0x00008f10, 0x0000bc69), // pop {r0, r3, r5, r6}
            Word::thumb(0x00008f12, 0x00004767), // bxns ip
            Word::thumb(0x00008f14, 0x0000de61), // udf #0x61
            Word::thumb(0x00008f16, 0x000044c9), // add sb, sb
            Word::thumb(0x00008f18, 0x000052f4), // strh r4, [r6, r3]
            Word::thumb(0x00008f1a, 0x0000b0e0), // sub sp, #0x180
            Word::thumb(0x00008f1c, 0x00000a13), // lsrs r3, r2, #8
            Word::thumb(0x00008f1e, 0x0000f7ff), // (undefined)
            Word::thumb(0x00008f20, 0x0000fef2), // (undefined)
            Word::thumb(0x00008f22, 0x0000a513), // adr r5, #0x4c
            Word::thumb(0x00008f24, 0x0000def4), // udf #0xf4
            Word::thumb(0x00008f26, 0x0000c93a), // ldm r1, {r1, r3, r4, r5}
            Word::thumb(0x00008f28, 0x0000198b), // adds r3, r1, r6
            Word::thumb(0x00008f2a, 0x0000fa83), // (undefined)
            Word::thumb(0x00008f2c, 0x00006579), // str r1, [r7, #0x54]
            Word::thumb(0x00008f2e, 0x00004749), // bx sb
            Word::thumb(0x00008f30, 0x000047f0), // blx lr
            Word::thumb(0x00008f32, 0x00009aea), // ldr r2, [sp, #0x3a8]
            Word::thumb(0x00008f34, 0x0000c581), // stm r5!, {r0, r7}
            Word::thumb(0x00008f36, 0x000023eb), // movs r3, #0xeb
            Word::thumb(0x00008f38, 0x0000f000), // (undefined)
            Word::thumb(0x00008f3a, 0x0000ee66), // (undefined)
            Word::thumb(0x00008f3c, 0x0000f9af), // (undefined)
            Word::thumb(0x00008f3e, 0x00006560), // str r0, [r4, #0x54]
            Word::thumb(0x00008f40, 0x0000d70e), // bvc #0x8f60
            Word::thumb(0x00008f42, 0x00009d90), // ldr r5, [sp, #0x240]
            Word::thumb(0x00008f44, 0x0000656b), // str r3, [r5, #0x54]
            Word::thumb(0x00008f46, 0x00004798), // blx r3
            Word::thumb(0x00008f48, 0x0000c69a), // stm r6!, {r1, r3, r4, r7}
            Word::thumb(0x00008f4a, 0x0000becd), // bkpt #0xcd
            Word::thumb(0x00008f4c, 0x000047c0), // blx r8
            Word::thumb(0x00008f4e, 0x00005cf3), // ldrb r3, [r6, r3]
            Word::thumb(0x00008f50, 0x0000bc3d), // pop {r0, r2, r3, r4, r5}
            Word::thumb(0x00008f52, 0x00001b01), // subs r1, r0, r4
            Word::thumb(0x00008f54, 0x0000b0e5), // sub sp, #0x194
            Word::thumb(0x00008f56, 0x0000335d), // adds r3, #0x5d
            Word::thumb(0x00008f58, 0x00004aa7), // ldr r2, [pc, #0x29c]
            Word::thumb(0x00008f5a, 0x0000c940), // ldm r1!, {r6}
            Word::thumb(0x00008f5c, 0x00004cbc), // ldr r4, [pc, #0x2f0]
            Word::thumb(0x00008f5e, 0x000047e6), // blxns ip
            Word::thumb(0x00008f60, 0x0000df23), // svc #0x23
            Word::thumb(0x00008f62, 0x00007014), // strb r4, [r2]
            Word::thumb(0x00008f64, 0x00005ea9), // ldrsh r1, [r5, r2]
            Word::thumb(0x00008f66, 0x00001b8a), // subs r2, r1, r6
            Word::thumb(0x00008f68, 0x00004ce3), // ldr r4, [pc, #0x38c]
            Word::thumb(0x00008f6a, 0x00009185), // str r1, [sp, #0x214]
            Word::thumb(0x00008f6c, 0x0000f92a), // (undefined)
            Word::thumb(0x00008f6e, 0x0000ee98), // (undefined)
            Word::thumb(0x00008f70, 0x0000bea1), // bkpt #0xa1
            Word::thumb(0x00008f72, 0x0000a178), // adr r1, #0x1e0
            Word::thumb(0x00008f74, 0x0000a602), // adr r6, #8
            Word::thumb(0x00008f76, 0x000018e0), // adds r0, r4, r3
            Word::thumb(0x00008f78, 0x00004abd), // ldr r2, [pc, #0x2f4]
            Word::thumb(0x00008f7a, 0x0000b07e), // add sp, #0x1f8
            Word::thumb(0x00008f7c, 0x0000987c), // ldr r0, [sp, #0x1f0]
            Word::thumb(0x00008f7e, 0x0000c883), // ldm r0, {r0, r1, r7}
            Word::thumb(0x00008f80, 0x0000cef3), // ldm r6, {r0, r1, r4, r5, r6, r7}
            Word::thumb(0x00008f82, 0x0000de2e), // udf #0x2e
            Word::thumb(0x00008f84, 0x0000cc69), // ldm r4!, {r0, r3, r5, r6}
            Word::thumb(0x00008f86, 0x0000bdd5), // pop {r0, r2, r4, r6, r7, pc}
            Word::thumb(0x00008f88, 0x0000be56), // bkpt #0x56
            Word::thumb(0x00008f8a, 0x000047fa), // (undefined)
            Word::thumb(0x00008f8c, 0x0000de01), // udf #1
            Word::thumb(0x00008f8e, 0x00001eb0), // subs r0, r6, #2
            Word::thumb(0x00008f90, 0x0000c777), // stm r7!, {r0, r1, r2, r4, r5, r6}
            Word::thumb(0x00008f92, 0x00008a5b), // ldrh r3, [r3, #0x12]
            Word::thumb(0x00008f94, 0x0000dfae), // svc #0xae
            Word::thumb(0x00008f96, 0x0000c06a), // stm r0!, {r1, r3, r5, r6}
            Word::thumb(0x00008f98, 0x0000bc65), // pop {r0, r2, r5, r6}
            Word::thumb(0x00008f9a, 0x00003da5), // subs r5, #0xa5
            Word::thumb(0x00008f9c, 0x000043f6), // mvns r6, r6
            Word::thumb(0x00008f9e, 0x0000f000), // (undefined)
            Word::thumb(0x00008fa0, 0x0000faf1), // (undefined)
            Word::thumb(0x00008fa2, 0x0000942a), // str r4, [sp, #0xa8]
            Word::thumb(0x00008fa4, 0x0000b00e), // add sp, #0x38
            Word::thumb(0x00008fa6, 0x00008db6), // ldrh r6, [r6, #0x2c]
            Word::thumb(0x00008fa8, 0x0000a382), // adr r3, #0x208
            Word::thumb(0x00008faa, 0x00004c33), // ldr r4, [pc, #0xcc]
            Word::thumb(0x00008fac, 0x000059b8), // ldr r0, [r7, r6]
            Word::thumb(0x00008fae, 0x0000a366), // adr r3, #0x198
            Word::thumb(0x00008fb0, 0x00004738), // bx r7
            Word::thumb(0x00008fb2, 0x0000be25), // bkpt #0x25
            Word::thumb(0x00008fb4, 0x0000d185), // bne #0x8ec2
            Word::thumb(0x00008fb6, 0x0000bd0d), // pop {r0, r2, r3, pc}
            Word::thumb(0x00008fb8, 0x00001bbc), // subs r4, r7, r6
            Word::thumb(0x00008fba, 0x00007a49), // ldrb r1, [r1, #9]
            Word::thumb(0x00008fbc, 0x00009335), // str r3, [sp, #0xd4]
            Word::thumb(0x00008fbe, 0x0000abf0), // add r3, sp, #0x3c0
            Word::thumb(0x00008fc0, 0x0000c906), // ldm r1, {r1, r2}
            Word::thumb(0x00008fc2, 0x0000b951), // cbnz r1, #0x8fda
            Word::thumb(0x00008fc4, 0x000042f0), // cmn r0, r6
            Word::thumb(0x00008fc6, 0x0000c90a), // ldm r1, {r1, r3}
            Word::thumb(0x00008fc8, 0x00001ceb), // adds r3, r5, #3
            Word::thumb(0x00008fca, 0x0000b00a), // add sp, #0x28
            Word::thumb(0x00008fcc, 0x00007fcd), // ldrb r5, [r1, #0x1f]
            Word::thumb(0x00008fce, 0x0000535f), // strh r7, [r3, r5]
            Word::thumb(0x00008fd0, 0x000096bb), // str r6, [sp, #0x2ec]
            Word::thumb(0x00008fd2, 0x0000b384), // cbz r4, #0x9036
            Word::thumb(0x00008fd4, 0x0000fb84), // (undefined)
            Word::thumb(0x00008fd6, 0x0000bfb7), // itett lt
            Word::thumb(0x00008fd8, 0x0000aea9), // add r6, sp, #0x2a4
            Word::thumb(0x00008fda, 0x0000d526), // bpl #0x902a
            Word::thumb(0x00008fdc, 0x0000b0fc), // sub sp, #0x1f0
            Word::thumb(0x00008fde, 0x0000e8fe), // (undefined)
            Word::thumb(0x00008fe0, 0x00004708), // bx r1
            Word::thumb(0x00008fe2, 0x00001d45), // adds r5, r0, #5
            Word::thumb(0x00008fe4, 0x0000128c), // asrs r4, r1, #0xa
            Word::thumb(0x00008fe6, 0x00001fd4), // subs r4, r2, #7
            Word::thumb(0x00008fe8, 0x0000c379), // stm r3!, {r0, r3, r4, r5, r6}
            Word::thumb(0x00008fea, 0x00004180), // sbcs r0, r0
            Word::thumb(0x00008fec, 0x0000b4a8), // push {r3, r5, r7}
            Word::thumb(0x00008fee, 0x0000ac20), // add r4, sp, #0x80
            Word::thumb(0x00008ff0, 0x0000514b), // str r3, [r1, r5]
            Word::thumb(0x00008ff2, 0x000019c1), // adds r1, r0, r7
            Word::thumb(0x00008ff4, 0x0000210a), // movs r1, #0xa
            Word::thumb(0x00008ff6, 0x0000b68b), // (undefined)
            Word::thumb(0x00008ff8, 0x00001a78), // subs r0, r7, r1
            Word::thumb(0x00008ffa, 0x00004750), // bx sl
            Word::thumb(0x00008ffc, 0x00008cf7), // ldrh r7, [r6, #0x26]
            Word::thumb(0x00008ffe, 0x0000470c), // bxns r1
        ],
    });
}

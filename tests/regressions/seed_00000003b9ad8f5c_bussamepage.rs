//! Fuzz regression `seed_00000003b9ad8f5c_bussamepage`: divergence, seed 0x3b9ad8f5c, run through the run loop (blocks chained) to tick 1599; the block-by-block run agreed
//! registers differ (rows marked *)
//! trace words differ (1921 recorded by the interpreter, 1925 by the JIT):

use arm::cp15::Cp15Regs;
use arm::CpuState;
use goldtrace::fuzz::{Spec, Word};

#[test]
fn replays_without_divergence() {
    super::replay(Spec {
        seed: 0x3b9ad8f5c,
        fill_seed: 0x3c83c89cac3dd950,
        ticks: 0,
        blocks: 1000,
        traced: true,
        state: CpuState {
            r: [
                0xa41d4592, 0x5510e528, 0x3e4b95da, 0xa886a896, 0x1, 0x101f1064, 0xdfb9c, 0x10000e,
                0x54fc4, 0x19, 0x1f, 0xffffffea, 0x305c8, 0x52ea4, 0x10000d, 0x8620,
            ],
            n: 0x1,
            z: 0x1,
            c: 0x1,
            v: 0x1,
            cpsr_rest: 0x80000f1,
            banked_r13_r14: [
                [0x60a9c, 0x806d],
                [0x6ee9c, 0x84a3],
                [0x689d0, 0x89464],
                [0x9f6857c1, 0xd],
                [0x9ed64, 0x8cdd],
                [0x5695c, 0x89e0],
            ],
            banked_r8_r12: [
                [0x95344, 0x253969f8, 0x54654, 0xb, 0x14],
                [0x101f1020, 0x1a, 0x61ab1aa3, 0xffffffed, 0xfffffff1],
            ],
            spsr: [0x0, 0x98000012, 0x50, 0x50000051, 0xa000005b, 0x10000071],
            ..CpuState::new()
        },
        cp15: Cp15Regs {
            control: 0x90379,
            ttbr0: 0x4000,
            ttbr1: 0x0,
            ttbcr: 0x0,
            dacr: 0x45433da3,
            dfsr: 0x0,
            ifsr: 0x0,
            far: 0x0,
            dlockdown: 0x0,
            ilockdown: 0x0,
            fcse_pid: 0x0,
            context_id: 0x0,
        },
        code: vec![
            Word::thumb(0x00008000, 0x00004758), // bx fp
            Word::thumb(0x00008002, 0x0000de27), // udf #39
            Word::thumb(0x00008004, 0x0000df72), // svc 114
            Word::thumb(0x00008006, 0x0000fc06), // bl.suffix pc, lr, #2060
            Word::thumb(0x00008008, 0x0000c0a7), // stmia r0!, {r0, r1, r2, r5, r7}
            Word::thumb(0x0000800a, 0x000023ef), // movs r3, #239
            Word::thumb(0x0000800c, 0x0000be96), // bkpt 0x0096
            Word::thumb(0x0000800e, 0x0000bdbd), // pop {r0, r2, r3, r4, r5, r7, pc}
            Word::thumb(0x00008010, 0x0000bd21), // pop {r0, r5, pc}
            Word::thumb(0x00008012, 0x00009e38), // ldr r6, [sp, #224]
            Word::thumb(0x00008014, 0x0000e039), // b.n 0x808a
            Word::thumb(0x00008016, 0x000046f2), // mov sl, lr
            Word::thumb(0x00008018, 0x000047c0), // blx r8
            Word::thumb(0x0000801a, 0x0000faaa), // bl.suffix pc, lr, #1364
            Word::thumb(0x0000801c, 0x000050cf), // str r7, [r1, r3]
            Word::thumb(0x0000801e, 0x00004af4), // ldr r2, [pc, #976]
            Word::thumb(0x00008020, 0x0000ef39), // blx.suffix pc, lr, #3698
            Word::thumb(0x00008022, 0x0000c0c2), // stmia r0!, {r1, r6, r7}
            Word::thumb(0x00008024, 0x0000f7ff), // blx 0x76dc
            Word::thumb(0x00008026, 0x0000eb5a), // blx.suffix pc, lr, #1716
            Word::thumb(0x00008028, 0x00004e01), // ldr r6, [pc, #4]
            Word::thumb(0x0000802a, 0x0000beb1), // bkpt 0x00b1
            Word::thumb(0x0000802c, 0x000047f5), // udf 0x47f5
            Word::thumb(0x0000802e, 0x0000dfaa), // svc 170
            Word::thumb(0x00008030, 0x0000d845), // bhi.n 0x80be
            Word::thumb(0x00008032, 0x0000825c), // strh r4, [r3, #18]
            Word::thumb(0x00008034, 0x000047fc), // udf 0x47fc
            Word::thumb(0x00008036, 0x00004009), // ands r1, r1
            Word::thumb(0x00008038, 0x00004504), // cmp r4, r0
            Word::thumb(0x0000803a, 0x0000197f), // adds r7, r7, r5
            Word::thumb(0x0000803c, 0x0000f000), // blx 0x8800
            Word::thumb(0x0000803e, 0x0000ebe0), // blx.suffix pc, lr, #1984
            Word::thumb(0x00008040, 0x0000b525), // push {r0, r2, r5, lr}
            Word::thumb(0x00008042, 0x00004167), // adcs r7, r4
            Word::thumb(0x00008044, 0x0000c0c6), // stmia r0!, {r1, r2, r6, r7}
            Word::thumb(0x00008046, 0x0000ba95), // udf 0xba95
            Word::thumb(0x00008048, 0x000095b8), // str r5, [sp, #736]
            Word::thumb(0x0000804a, 0x0000d109), // bne.n 0x8060
            Word::thumb(0x0000804c, 0x0000cce4), // ldmia r4!, {r2, r5, r6, r7}
            Word::thumb(0x0000804e, 0x0000dfa2), // svc 162
            Word::thumb(0x00008050, 0x00004db3), // ldr r5, [pc, #716]
            Word::thumb(0x00008052, 0x0000bc7f), // pop {r0, r1, r2, r3, r4, r5, r6}
            Word::thumb(0x00008054, 0x0000b5e2), // push {r1, r5, r6, r7, lr}
            Word::thumb(0x00008056, 0x0000c6ca), // stmia r6!, {r1, r3, r6, r7}
            Word::thumb(0x00008058, 0x0000c1c4), // stmia r1!, {r2, r6, r7}
            Word::thumb(0x0000805a, 0x0000df6b), // svc 107
            Word::thumb(0x0000805c, 0x00009b72), // ldr r3, [sp, #456]
            Word::thumb(0x0000805e, 0x0000be67), // bkpt 0x0067
            Word::thumb(0x00008060, 0x0000bd95), // pop {r0, r2, r4, r7, pc}
            Word::thumb(0x00008062, 0x0000452d), // cmp r5, r5
            Word::thumb(0x00008064, 0x0000f000), // blx 0x8a3c
            Word::thumb(0x00008066, 0x0000ecea), // blx.suffix pc, lr, #2516
            Word::thumb(0x00008068, 0x0000627c), // str r4, [r7, #36]
            Word::thumb(0x0000806a, 0x0000c5b6), // stmia r5!, {r1, r2, r4, r5, r7}
            Word::thumb(0x0000806c, 0x0000d34c), // bcc.n 0x8108
            Word::thumb(0x0000806e, 0x0000dd96), // ble.n 0x7f9e
            Word::thumb(0x00008070, 0x0000e7c1), // b.n 0x7ff6
            Word::thumb(0x00008072, 0x0000ad6d), // add r5, sp, #436
            Word::thumb(0x00008074, 0x000054a7), // strb r7, [r4, r2]
            Word::thumb(0x00008076, 0x0000cf45), // ldmia r7!, {r0, r2, r6}
            Word::thumb(0x00008078, 0x0000b241), // udf 0xb241
            Word::thumb(0x0000807a, 0x0000ef7a), // blx.suffix pc, lr, #3828
            Word::thumb(0x0000807c, 0x00004597), // cmp pc, r2
            Word::thumb(0x0000807e, 0x000040da), // lsrs r2, r3
            Word::thumb(0x00008080, 0x000045f5), // cmp sp, lr
            Word::thumb(0x00008082, 0x0000b581), // push {r0, r7, lr}
            Word::thumb(0x00008084, 0x0000cc8c), // ldmia r4!, {r2, r3, r7}
            Word::thumb(0x00008086, 0x000045a7), // cmp pc, r4
            Word::thumb(0x00008088, 0x0000c8d3), // ldmia r0, {r0, r1, r4, r6, r7}
            Word::thumb(0x0000808a, 0x0000b077), // add sp, #476
            Word::thumb(0x0000808c, 0x0000fc0d), // bl.suffix pc, lr, #2074
            Word::thumb(0x0000808e, 0x000047d8), // blx fp
            Word::thumb(0x00008090, 0x000095ba), // str r5, [sp, #744]
            Word::thumb(0x00008092, 0x00004768), // bx sp
            Word::thumb(0x00008094, 0x00003479), // adds r4, #121
            Word::thumb(0x00008096, 0x00005939), // ldr r1, [r7, r4]
            Word::thumb(0x00008098, 0x000000ff), // lsls r7, r7, #3
            Word::thumb(0x0000809a, 0x0000f000), // bl 0x8264
            Word::thumb(0x0000809c, 0x0000f8e3), // bl.suffix pc, lr, #454
            Word::thumb(0x0000809e, 0x00001cff), // adds r7, r7, #3
            Word::thumb(0x000080a0, 0x0000bf3c), // udf 0xbf3c
            Word::thumb(0x000080a2, 0x0000ff44), // bl.suffix pc, lr, #3720
            Word::thumb(0x000080a4, 0x0000de83), // udf #131
            Word::thumb(0x000080a6, 0x0000b408), // push {r3}
            Word::thumb(0x000080a8, 0x000095b6), // str r5, [sp, #728]
            Word::thumb(0x000080aa, 0x000088eb), // ldrh r3, [r5, #6]
            Word::thumb(0x000080ac, 0x00004528), // cmp r0, r5
            Word::thumb(0x000080ae, 0x000086d7), // strh r7, [r2, #54]
            Word::thumb(0x000080b0, 0x00005a82), // ldrh r2, [r0, r2]
            Word::thumb(0x000080b2, 0x0000adc6), // add r5, sp, #792
            Word::thumb(0x000080b4, 0x0000b430), // push {r4, r5}
            Word::thumb(0x000080b6, 0x000076ff), // strb r7, [r7, #27]
            Word::thumb(0x000080b8, 0x0000cb5f), // ldmia r3, {r0, r1, r2, r3, r4, r6}
            Word::thumb(0x000080ba, 0x00009a60), // ldr r2, [sp, #384]
            Word::thumb(0x000080bc, 0x000075c5), // strb r5, [r0, #23]
            Word::thumb(0x000080be, 0x0000384f), // subs r0, #79
            Word::thumb(0x000080c0, 0x0000b0c7), // sub sp, #284
            Word::thumb(0x000080c2, 0x00001f39), // subs r1, r7, #4
            Word::thumb(0x000080c4, 0x0000423f), // tst r7, r7
            Word::thumb(0x000080c6, 0x0000542e), // strb r6, [r5, r0]
            Word::thumb(0x000080c8, 0x0000336e), // adds r3, #110
            Word::thumb(0x000080ca, 0x0000be17), // bkpt 0x0017
            Word::thumb(0x000080cc, 0x00008e76), // ldrh r6, [r6, #50]
            Word::thumb(0x000080ce, 0x0000e7ff), // b.n 0x80d0
            Word::thumb(0x000080d0, 0x0000827c), // strh r4, [r7, #18]
            Word::thumb(0x000080d2, 0x000059f6), // ldr r6, [r6, r7]
            Word::thumb(0x000080d4, 0x0000e7dd), // b.n 0x8092
            Word::thumb(0x000080d6, 0x0000bfa8), // udf 0xbfa8
            Word::thumb(0x000080d8, 0x0000b460), // push {r5, r6}
            Word::thumb(0x000080da, 0x0000be6f), // bkpt 0x006f
            Word::thumb(0x000080dc, 0x0000f7ff), // bl 0x75ac
            Word::thumb(0x000080de, 0x0000fa66), // bl.suffix pc, lr, #1228
            Word::thumb(0x000080e0, 0x0000a3af), // add r3, pc, #700
            Word::thumb(0x000080e2, 0x0000c284), // stmia r2!, {r2, r7}
            Word::thumb(0x000080e4, 0x00004740), // bx r8
            Word::thumb(0x000080e6, 0x0000476e), // udf 0x476e
            Word::thumb(0x000080e8, 0x00007727), // strb r7, [r4, #28]
            Word::thumb(0x000080ea, 0x000021b6), // movs r1, #182
            Word::thumb(0x000080ec, 0x0000b526), // push {r1, r2, r5, lr}
            Word::thumb(0x000080ee, 0x0000b91a), // udf 0xb91a
            Word::thumb(0x000080f0, 0x0000bdda), // pop {r1, r3, r4, r6, r7, pc}
            Word::thumb(0x000080f2, 0x0000b280), // udf 0xb280
            Word::thumb(0x000080f4, 0x0000a9c1), // add r1, sp, #772
            Word::thumb(0x000080f6, 0x0000d4e1), // bmi.n 0x80bc
            Word::thumb(0x000080f8, 0x0000b0e7), // sub sp, #412
            Word::thumb(0x000080fa, 0x00001ff5), // subs r5, r6, #7
            Word::thumb(0x000080fc, 0x0000be49), // bkpt 0x0049
            Word::thumb(0x000080fe, 0x00008caf), // ldrh r7, [r5, #36]
            Word::thumb(0x00008100, 0x0000c1cd), // stmia r1!, {r0, r2, r3, r6, r7}
            Word::thumb(0x00008102, 0x0000a06d), // add r0, pc, #436
            Word::thumb(0x00008104, 0x0000f7ff), // blx 0x78a4
            Word::thumb(0x00008106, 0x0000ebce), // blx.suffix pc, lr, #1948
            Word::thumb(0x00008108, 0x0000fb01), // bl.suffix pc, lr, #1538
            Word::thumb(0x0000810a, 0x0000ddbf), // ble.n 0x808c
            Word::thumb(0x0000810c, 0x00004a7f), // ldr r2, [pc, #508]
            Word::thumb(0x0000810e, 0x0000c891), // ldmia r0, {r0, r4, r7}
            Word::thumb(0x00008110, 0x0000e1e1), // b.n 0x84d6
            Word::thumb(0x00008112, 0x00007c01), // ldrb r1, [r0, #16]
            Word::thumb(0x00008114, 0x0000648f), // str r7, [r1, #72]
            Word::thumb(0x00008116, 0x0000ea6e), // blx.suffix pc, lr, #1244
            Word::thumb(0x00008118, 0x0000fccf), // bl.suffix pc, lr, #2462
            Word::thumb(0x0000811a, 0x0000dee1), // udf #225
            Word::thumb(0x0000811c, 0x000051cc), // str r4, [r1, r7]
            Word::thumb(0x0000811e, 0x0000aec1), // add r6, sp, #772
            Word::thumb(0x00008120, 0x00003f29), // subs r7, #41
            Word::thumb(0x00008122, 0x00004750), // bx sl
            Word::thumb(0x00008124, 0x0000ad3f), // add r5, sp, #252
            Word::thumb(0x00008126, 0x00001a7c), // subs r4, r7, r1
            Word::thumb(0x00008128, 0x00004bcf), // ldr r3, [pc, #828]
            Word::thumb(0x0000812a, 0x000084f3), // strh r3, [r6, #38]
            Word::thumb(0x0000812c, 0x000012cb), // asrs r3, r1, #11
            Word::thumb(0x0000812e, 0x00003805), // subs r0, #5
            Word::thumb(0x00008130, 0x00004eec), // ldr r6, [pc, #944]
            Word::thumb(0x00008132, 0x00004491), // add r9, r2
            Word::thumb(0x00008134, 0x0000ac87), // add r4, sp, #540
            Word::thumb(0x00008136, 0x0000cf0d), // ldmia r7!, {r0, r2, r3}
            Word::thumb(0x00008138, 0x00009ee0), // ldr r6, [sp, #896]
            Word::thumb(0x0000813a, 0x00001ba4), // subs r4, r4, r6
            Word::thumb(0x0000813c, 0x000069cc), // ldr r4, [r1, #28]
            Word::thumb(0x0000813e, 0x0000a38c), // add r3, pc, #560
            Word::thumb(0x00008140, 0x0000c9fe), // ldmia r1, {r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x00008142, 0x0000b015), // add sp, #84
            Word::thumb(0x00008144, 0x000048e5), // ldr r0, [pc, #916]
            Word::thumb(0x00008146, 0x00004493), // add fp, r2
            Word::thumb(0x00008148, 0x00001986), // adds r6, r0, r6
            Word::thumb(0x0000814a, 0x0000db63), // blt.n 0x8214
            Word::thumb(0x0000814c, 0x0000465d), // mov r5, fp
            Word::thumb(0x0000814e, 0x00002427), // movs r4, #39
            Word::thumb(0x00008150, 0x0000a771), // add r7, pc, #452
            Word::thumb(0x00008152, 0x00004cbc), // ldr r4, [pc, #752]
            Word::thumb(0x00008154, 0x000035dd), // adds r5, #221
            Word::thumb(0x00008156, 0x0000cc49), // ldmia r4!, {r0, r3, r6}
            Word::thumb(0x00008158, 0x00004775), // udf 0x4775
            Word::thumb(0x0000815a, 0x000038d8), // subs r0, #216
            Word::thumb(0x0000815c, 0x00002a5a), // cmp r2, #90
            Word::thumb(0x0000815e, 0x0000978c), // str r7, [sp, #560]
            Word::thumb(0x00008160, 0x00009079), // str r0, [sp, #484]
            Word::thumb(0x00008162, 0x00001b4e), // subs r6, r1, r5
            Word::thumb(0x00008164, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x00008166, 0x0000ceaa), // ldmia r6!, {r1, r3, r5, r7}
            Word::thumb(0x00008168, 0x000015a0), // asrs r0, r4, #22
            Word::thumb(0x0000816a, 0x0000ed40), // blx.suffix pc, lr, #2688
            Word::thumb(0x0000816c, 0x0000eff4), // blx.suffix pc, lr, #4072
            Word::thumb(0x0000816e, 0x0000ef86), // blx.suffix pc, lr, #3852
            Word::thumb(0x00008170, 0x00003580), // adds r5, #128
            Word::thumb(0x00008172, 0x0000be12), // bkpt 0x0012
            Word::thumb(0x00008174, 0x00004189), // sbcs r1, r1
            Word::thumb(0x00008176, 0x0000319b), // adds r1, #155
            Word::thumb(0x00008178, 0x0000fd5a), // bl.suffix pc, lr, #2740
            Word::thumb(0x0000817a, 0x0000fd28), // bl.suffix pc, lr, #2640
            Word::thumb(0x0000817c, 0x00007ced), // ldrb r5, [r5, #19]
            Word::thumb(0x0000817e, 0x00004bf7), // ldr r3, [pc, #988]
            Word::thumb(0x00008180, 0x00005a41), // ldrh r1, [r0, r1]
            Word::thumb(0x00008182, 0x00001bd9), // subs r1, r3, r7
            Word::thumb(0x00008184, 0x000018cd), // adds r5, r1, r3
            Word::thumb(0x00008186, 0x0000e7df), // b.n 0x8148
            Word::thumb(0x00008188, 0x000080f9), // strh r1, [r7, #6]
            Word::thumb(0x0000818a, 0x0000a86d), // add r0, sp, #436
            Word::thumb(0x0000818c, 0x0000841a), // strh r2, [r3, #32]
            Word::thumb(0x0000818e, 0x0000de0a), // udf #10
            Word::thumb(0x00008190, 0x0000bda8), // pop {r3, r5, r7, pc}
            Word::thumb(0x00008192, 0x0000eb05), // blx.suffix pc, lr, #1546
            Word::thumb(0x00008194, 0x0000dedf), // udf #223
            Word::thumb(0x00008196, 0x0000df3c), // svc 60
            Word::thumb(0x00008198, 0x0000d713), // bvc.n 0x81c2
            Word::thumb(0x0000819a, 0x0000df37), // svc 55
            Word::thumb(0x0000819c, 0x00001c13), // adds r3, r2, #0
            Word::thumb(0x0000819e, 0x0000b5ea), // push {r1, r3, r5, r6, r7, lr}
            Word::thumb(0x000081a0, 0x0000e7c4), // b.n 0x812c
            Word::thumb(0x000081a2, 0x0000df71), // svc 113
            Word::thumb(0x000081a4, 0x0000402a), // ands r2, r5
            Word::thumb(0x000081a6, 0x0000f000), // blx 0x8504
            Word::thumb(0x000081a8, 0x0000e9ae), // blx.suffix pc, lr, #860
            Word::thumb(0x000081aa, 0x000046cb), // mov fp, r9
            Word::thumb(0x000081ac, 0x000023f2), // movs r3, #242
            Word::thumb(0x000081ae, 0x00004986), // ldr r1, [pc, #536]
            Word::thumb(0x000081b0, 0x0000fdb4), // bl.suffix pc, lr, #2920
            Word::thumb(0x000081b2, 0x00006f17), // ldr r7, [r2, #112]
            Word::thumb(0x000081b4, 0x0000803d), // strh r5, [r7, #0]
            Word::thumb(0x000081b6, 0x0000c764), // stmia r7!, {r2, r5, r6}
            Word::thumb(0x000081b8, 0x0000517d), // str r5, [r7, r5]
            Word::thumb(0x000081ba, 0x0000bdef), // pop {r0, r1, r2, r3, r5, r6, r7, pc}
            Word::thumb(0x000081bc, 0x00008d4f), // ldrh r7, [r1, #42]
            Word::thumb(0x000081be, 0x00001c15), // adds r5, r2, #0
            Word::thumb(0x000081c0, 0x0000d4e4), // bmi.n 0x818c
            Word::thumb(0x000081c2, 0x0000a1b7), // add r1, pc, #732
            Word::thumb(0x000081c4, 0x0000bdc3), // pop {r0, r1, r6, r7, pc}
            Word::thumb(0x000081c6, 0x0000899f), // ldrh r7, [r3, #12]
            Word::thumb(0x000081c8, 0x0000bc2c), // pop {r2, r3, r5}
            Word::thumb(0x000081ca, 0x0000f000), // blx 0x82f4
            Word::thumb(0x000081cc, 0x0000e894), // blx.suffix pc, lr, #296
            Word::thumb(0x000081ce, 0x00004709), // udf 0x4709
            Word::thumb(0x000081d0, 0x0000b555), // push {r0, r2, r4, r6, lr}
            Word::thumb(0x000081d2, 0x0000f000), // blx 0x86ec
            Word::thumb(0x000081d4, 0x0000ea8c), // blx.suffix pc, lr, #1304
            Word::thumb(0x000081d6, 0x00001eb5), // subs r5, r6, #2
            Word::thumb(0x000081d8, 0x0000bffa), // udf 0xbffa
            Word::thumb(0x000081da, 0x0000de6f), // udf #111
            Word::thumb(0x000081dc, 0x000047e5), // udf 0x47e5
            Word::thumb(0x000081de, 0x0000be35), // bkpt 0x0035
            Word::thumb(0x000081e0, 0x0000420d), // tst r5, r1
            Word::thumb(0x000081e2, 0x0000be37), // bkpt 0x0037
            Word::thumb(0x000081e4, 0x00005a8b), // ldrh r3, [r1, r2]
            Word::thumb(0x000081e6, 0x0000425f), // negs r7, r3
            Word::thumb(0x000081e8, 0x0000b03c), // add sp, #240
            Word::thumb(0x000081ea, 0x0000df3f), // svc 63
            Word::thumb(0x000081ec, 0x0000b9e6), // udf 0xb9e6
            Word::thumb(0x000081ee, 0x00009490), // str r4, [sp, #576]
            Word::thumb(0x000081f0, 0x00005884), // ldr r4, [r0, r2]
            Word::thumb(0x000081f2, 0x0000dfad), // svc 173
            Word::thumb(0x000081f4, 0x00000447), // lsls r7, r0, #17
            Word::thumb(0x000081f6, 0x0000ebe4), // blx.suffix pc, lr, #1992
            Word::thumb(0x000081f8, 0x000046b5), // mov sp, r6
            Word::thumb(0x000081fa, 0x0000e7ce), // b.n 0x819a
            Word::thumb(0x000081fc, 0x0000c13e), // stmia r1!, {r1, r2, r3, r4, r5}
            Word::thumb(0x000081fe, 0x00006dda), // ldr r2, [r3, #92]
            Word::thumb(0x00008200, 0x0000ff78), // bl.suffix pc, lr, #3824
            Word::thumb(0x00008202, 0x00001cf4), // adds r4, r6, #3
            Word::thumb(0x00008204, 0x00006c4a), // ldr r2, [r1, #68]
            Word::thumb(0x00008206, 0x00000c06), // lsrs r6, r0, #16
            Word::thumb(0x00008208, 0x0000be60), // bkpt 0x0060
            Word::thumb(0x0000820a, 0x0000475d), // udf 0x475d
            Word::thumb(0x0000820c, 0x0000470f), // udf 0x470f
            Word::thumb(0x0000820e, 0x0000bbbc), // udf 0xbbbc
            Word::thumb(0x00008210, 0x0000c31e), // stmia r3!, {r1, r2, r3, r4}
            Word::thumb(0x00008212, 0x0000dff3), // svc 243
            Word::thumb(0x00008214, 0x00001e9c), // subs r4, r3, #2
            Word::thumb(0x00008216, 0x0000bdd7), // pop {r0, r1, r2, r4, r6, r7, pc}
            Word::thumb(0x00008218, 0x0000ecf4), // blx.suffix pc, lr, #2536
            Word::thumb(0x0000821a, 0x00001e3c), // subs r4, r7, #0
            Word::thumb(0x0000821c, 0x0000441d), // add r5, r3
            Word::thumb(0x0000821e, 0x0000a915), // add r1, sp, #84
            Word::thumb(0x00008220, 0x0000b0c4), // sub sp, #272
            Word::thumb(0x00008222, 0x0000e174), // b.n 0x850e
            Word::thumb(0x00008224, 0x000046a2), // mov sl, r4
            Word::thumb(0x00008226, 0x00004704), // udf 0x4704
            Word::thumb(0x00008228, 0x0000e026), // b.n 0x8278
            Word::thumb(0x0000822a, 0x0000b387), // udf 0xb387
            Word::thumb(0x0000822c, 0x0000e6f9), // b.n 0x8022
            Word::thumb(0x0000822e, 0x0000399b), // subs r1, #155
            Word::thumb(0x00008230, 0x00000a84), // lsrs r4, r0, #10
            Word::thumb(0x00008232, 0x000009bd), // lsrs r5, r7, #6
            Word::thumb(0x00008234, 0x0000b2ec), // udf 0xb2ec
            Word::thumb(0x00008236, 0x0000b42b), // push {r0, r1, r3, r5}
            Word::thumb(0x00008238, 0x00003aea), // subs r2, #234
            Word::thumb(0x0000823a, 0x00001da5), // adds r5, r4, #6
            Word::thumb(0x0000823c, 0x0000f7ff), // bl 0x8192
            Word::thumb(0x0000823e, 0x0000ffa9), // bl.suffix pc, lr, #3922
            Word::thumb(0x00008240, 0x000047a0), // blx r4
            Word::thumb(0x00008242, 0x000045cf), // cmp pc, r9
            Word::thumb(0x00008244, 0x0000e83e), // blx.suffix pc, lr, #124
            Word::thumb(0x00008246, 0x0000de83), // udf #131
            Word::thumb(0x00008248, 0x0000bd03), // pop {r0, r1, pc}
            Word::thumb(0x0000824a, 0x000018c2), // adds r2, r0, r3
            Word::thumb(0x0000824c, 0x0000e7d5), // b.n 0x81fa
            Word::thumb(0x0000824e, 0x0000dbe2), // blt.n 0x8216
            Word::thumb(0x00008250, 0x00007ba3), // ldrb r3, [r4, #14]
            Word::thumb(0x00008252, 0x0000df87), // svc 135
            Word::thumb(0x00008254, 0x00004f4f), // ldr r7, [pc, #316]
            Word::thumb(0x00008256, 0x0000effe), // blx.suffix pc, lr, #4092
            Word::thumb(0x00008258, 0x0000a948), // add r1, sp, #288
            Word::thumb(0x0000825a, 0x0000bee6), // bkpt 0x00e6
            Word::thumb(0x0000825c, 0x00004d9e), // ldr r5, [pc, #632]
            Word::thumb(0x0000825e, 0x0000df84), // svc 132
            Word::thumb(0x00008260, 0x0000b730), // udf 0xb730
            Word::thumb(0x00008262, 0x0000a665), // add r6, pc, #404
            Word::thumb(0x00008264, 0x000019dd), // adds r5, r3, r7
            Word::thumb(0x00008266, 0x0000f000), // bl 0x917a
            Word::thumb(0x00008268, 0x0000ff88), // bl.suffix pc, lr, #3856
            Word::thumb(0x0000826a, 0x0000bec9), // bkpt 0x00c9
            Word::thumb(0x0000826c, 0x0000479e), // udf 0x479e
            Word::thumb(0x0000826e, 0x0000be0d), // bkpt 0x000d
            Word::thumb(0x00008270, 0x00004e52), // ldr r6, [pc, #328]
            Word::thumb(0x00008272, 0x00000835), // lsrs r5, r6, #32
            Word::thumb(0x00008274, 0x0000e303), // b.n 0x887e
            Word::thumb(0x00008276, 0x00000350), // lsls r0, r2, #13
            Word::thumb(0x00008278, 0x0000b4bb), // push {r0, r1, r3, r4, r5, r7}
            Word::thumb(0x0000827a, 0x00004384), // bics r4, r0
            Word::thumb(0x0000827c, 0x0000be17), // bkpt 0x0017
            Word::thumb(0x0000827e, 0x0000bc85), // pop {r0, r2, r7}
            Word::thumb(0x00008280, 0x0000fa4f), // bl.suffix pc, lr, #1182
            Word::thumb(0x00008282, 0x0000bc19), // pop {r0, r3, r4}
            Word::thumb(0x00008284, 0x0000a343), // add r3, pc, #268
            Word::thumb(0x00008286, 0x0000ea45), // blx.suffix pc, lr, #1162
            Word::thumb(0x00008288, 0x0000eec5), // blx.suffix pc, lr, #3466
            Word::thumb(0x0000828a, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x0000828c, 0x000047a0), // blx r4
            Word::thumb(0x0000828e, 0x000047bd), // udf 0x47bd
            Word::thumb(0x00008290, 0x0000749b), // strb r3, [r3, #18]
            Word::thumb(0x00008292, 0x0000386e), // subs r0, #110
            Word::thumb(0x00008294, 0x00005815), // ldr r5, [r2, r0]
            Word::thumb(0x00008296, 0x0000f8c9), // bl.suffix pc, lr, #402
            Word::thumb(0x00008298, 0x00007207), // strb r7, [r0, #8]
            Word::thumb(0x0000829a, 0x00002c3a), // cmp r4, #58
            Word::thumb(0x0000829c, 0x0000d29f), // bcs.n 0x81de
            Word::thumb(0x0000829e, 0x0000417e), // adcs r6, r7
            Word::thumb(0x000082a0, 0x00000fa5), // lsrs r5, r4, #30
            Word::thumb(0x000082a2, 0x0000c701), // stmia r7!, {r0}
            Word::thumb(0x000082a4, 0x0000a974), // add r1, sp, #464
            Word::thumb(0x000082a6, 0x00004569), // cmp r1, sp
            Word::thumb(0x000082a8, 0x0000ae7e), // add r6, sp, #504
            Word::thumb(0x000082aa, 0x0000a0ad), // add r0, pc, #692
            Word::thumb(0x000082ac, 0x0000dfe1), // svc 225
            Word::thumb(0x000082ae, 0x000047f9), // udf 0x47f9
            Word::thumb(0x000082b0, 0x0000e865), // blx.suffix pc, lr, #202
            Word::thumb(0x000082b2, 0x0000dedb), // udf #219
            Word::thumb(0x000082b4, 0x0000b02c), // add sp, #176
            Word::thumb(0x000082b6, 0x0000bc50), // pop {r4, r6}
            Word::thumb(0x000082b8, 0x0000ae15), // add r6, sp, #84
            Word::thumb(0x000082ba, 0x0000bea2), // bkpt 0x00a2
            Word::thumb(0x000082bc, 0x0000b49a), // push {r1, r3, r4, r7}
            Word::thumb(0x000082be, 0x0000be9d), // bkpt 0x009d
            Word::thumb(0x000082c0, 0x00001c9f), // adds r7, r3, #2
            Word::thumb(0x000082c2, 0x0000ae50), // add r6, sp, #320
            Word::thumb(0x000082c4, 0x00008634), // strh r4, [r6, #48]
            Word::thumb(0x000082c6, 0x0000692c), // ldr r4, [r5, #16]
            Word::thumb(0x000082c8, 0x000019ab), // adds r3, r5, r6
            Word::thumb(0x000082ca, 0x00004771), // udf 0x4771
            Word::thumb(0x000082cc, 0x00009a75), // ldr r2, [sp, #468]
            Word::thumb(0x000082ce, 0x00009265), // str r2, [sp, #404]
            Word::thumb(0x000082d0, 0x0000df89), // svc 137
            Word::thumb(0x000082d2, 0x0000f000), // blx 0x8db8
            Word::thumb(0x000082d4, 0x0000ed72), // blx.suffix pc, lr, #2788
            Word::thumb(0x000082d6, 0x0000ff15), // bl.suffix pc, lr, #3626
            Word::thumb(0x000082d8, 0x00000264), // lsls r4, r4, #9
            Word::thumb(0x000082da, 0x00002817), // cmp r0, #23
            Word::thumb(0x000082dc, 0x0000459f), // cmp pc, r3
            Word::thumb(0x000082de, 0x0000fb87), // bl.suffix pc, lr, #1806
            Word::thumb(0x000082e0, 0x0000a14e), // add r1, pc, #312
            Word::thumb(0x000082e2, 0x0000b653), // udf 0xb653
            Word::thumb(0x000082e4, 0x0000dfdf), // svc 223
            Word::thumb(0x000082e6, 0x0000f99d), // bl.suffix pc, lr, #826
            Word::thumb(0x000082e8, 0x0000a7ef), // add r7, pc, #956
            Word::thumb(0x000082ea, 0x000076df), // strb r7, [r3, #27]
            Word::thumb(0x000082ec, 0x0000df96), // svc 150
            Word::thumb(0x000082ee, 0x0000e80a), // blx.suffix pc, lr, #20
            Word::thumb(0x000082f0, 0x0000413b), // asrs r3, r7
            Word::thumb(0x000082f2, 0x0000b615), // udf 0xb615
            Word::thumb(0x000082f4, 0x00009069), // str r0, [sp, #420]
            Word::thumb(0x000082f6, 0x00005365), // strh r5, [r4, r5]
            Word::thumb(0x000082f8, 0x00006279), // str r1, [r7, #36]
            Word::thumb(0x000082fa, 0x0000b09a), // sub sp, #104
            Word::thumb(0x000082fc, 0x0000ff0b), // bl.suffix pc, lr, #3606
            Word::thumb(0x000082fe, 0x0000cd7a), // ldmia r5, {r1, r3, r4, r5, r6}
            Word::thumb(0x00008300, 0x0000812d), // strh r5, [r5, #8]
            Word::thumb(0x00008302, 0x0000336a), // adds r3, #106
            Word::thumb(0x00008304, 0x0000a1d7), // add r1, pc, #860
            Word::thumb(0x00008306, 0x0000548a), // strb r2, [r1, r2]
            Word::thumb(0x00008308, 0x00008552), // strh r2, [r2, #42]
            Word::thumb(0x0000830a, 0x00005129), // str r1, [r5, r4]
            Word::thumb(0x0000830c, 0x00001aa4), // subs r4, r4, r2
            Word::thumb(0x0000830e, 0x00004770), // bx lr
            Word::thumb(0x00008310, 0x0000de4b), // udf #75
            Word::thumb(0x00008312, 0x0000d8f9), // bhi.n 0x8308
            Word::thumb(0x00008314, 0x00008390), // strh r0, [r2, #28]
            Word::thumb(0x00008316, 0x0000cefa), // ldmia r6, {r1, r3, r4, r5, r6, r7}
            Word::thumb(0x00008318, 0x0000bd24), // pop {r2, r5, pc}
            Word::thumb(0x0000831a, 0x0000a8fb), // add r0, sp, #1004
            Word::thumb(0x0000831c, 0x0000b04f), // add sp, #316
            Word::thumb(0x0000831e, 0x0000fc26), // bl.suffix pc, lr, #2124
            Word::thumb(0x00008320, 0x0000e7f8), // b.n 0x8314
            Word::thumb(0x00008322, 0x00004d3a), // ldr r5, [pc, #232]
            Word::thumb(0x00008324, 0x000015da), // asrs r2, r3, #23
            Word::thumb(0x00008326, 0x0000dea1), // udf #161
            Word::thumb(0x00008328, 0x0000f947), // bl.suffix pc, lr, #654
            Word::thumb(0x0000832a, 0x000047e0), // blx ip
            Word::thumb(0x0000832c, 0x0000f5d2), // blx 0xffdda348
            Word::thumb(0x0000832e, 0x0000e80c), // blx.suffix pc, lr, #24
            Word::thumb(0x00008330, 0x0000c0a4), // stmia r0!, {r2, r5, r7}
            Word::thumb(0x00008332, 0x00007895), // ldrb r5, [r2, #2]
            Word::thumb(0x00008334, 0x0000bc1a), // pop {r1, r3, r4}
            Word::thumb(0x00008336, 0x0000474a), // udf 0x474a
            Word::thumb(0x00008338, 0x0000df6f), // svc 111
            Word::thumb(0x0000833a, 0x0000d3a0), // bcc.n 0x827e
            Word::thumb(0x0000833c, 0x000014d3), // asrs r3, r2, #19
            Word::thumb(0x0000833e, 0x0000b0af), // sub sp, #188
            Word::thumb(0x00008340, 0x0000df39), // svc 57
            Word::thumb(0x00008342, 0x0000c86c), // ldmia r0!, {r2, r3, r5, r6}
            Word::thumb(0x00008344, 0x0000b5b4), // push {r2, r4, r5, r7, lr}
            Word::thumb(0x00008346, 0x000047b8), // blx r7
            Word::thumb(0x00008348, 0x0000d629), // bvs.n 0x839e
            Word::thumb(0x0000834a, 0x0000eea0), // blx.suffix pc, lr, #3392
            Word::thumb(0x0000834c, 0x000049f2), // ldr r1, [pc, #968]
            Word::thumb(0x0000834e, 0x0000b04e), // add sp, #312
            Word::thumb(0x00008350, 0x0000bc8a), // pop {r1, r3, r7}
            Word::thumb(0x00008352, 0x0000bb8b), // udf 0xbb8b
            Word::thumb(0x00008354, 0x0000b0c2), // sub sp, #264
            Word::thumb(0x00008356, 0x0000c943), // ldmia r1, {r0, r1, r6}
            Word::thumb(0x00008358, 0x0000ec0e), // blx.suffix pc, lr, #2076
            Word::thumb(0x0000835a, 0x00004790), // blx r2
            Word::thumb(0x0000835c, 0x0000edf3), // blx.suffix pc, lr, #3046
            Word::thumb(0x0000835e, 0x0000de80), // udf #128
            Word::thumb(0x00008360, 0x0000b5f7), // push {r0, r1, r2, r4, r5, r6, r7, lr}
            Word::thumb(0x00008362, 0x0000bd44), // pop {r2, r6, pc}
            Word::thumb(0x00008364, 0x0000f000), // blx 0x84dc
            Word::thumb(0x00008366, 0x0000e8ba), // blx.suffix pc, lr, #372
            Word::thumb(0x00008368, 0x000052ad), // strh r5, [r5, r2]
            Word::thumb(0x0000836a, 0x0000db3d), // blt.n 0x83e8
            Word::thumb(0x0000836c, 0x0000049b), // lsls r3, r3, #18
            Word::thumb(0x0000836e, 0x0000f7ff), // bl 0x7a4c
            Word::thumb(0x00008370, 0x0000fb6d), // bl.suffix pc, lr, #1754
            Word::thumb(0x00008372, 0x00004c84), // ldr r4, [pc, #528]
            Word::thumb(0x00008374, 0x000000ba), // lsls r2, r7, #2
            Word::thumb(0x00008376, 0x00001f68), // subs r0, r5, #5
            Word::thumb(0x00008378, 0x0000ccf4), // ldmia r4, {r2, r4, r5, r6, r7}
            Word::thumb(0x0000837a, 0x00004823), // ldr r0, [pc, #140]
            Word::thumb(0x0000837c, 0x0000be63), // bkpt 0x0063
            Word::thumb(0x0000837e, 0x00004655), // mov r5, sl
            Word::thumb(0x00008380, 0x000047a8), // blx r5
            Word::thumb(0x00008382, 0x0000b033), // add sp, #204
            Word::thumb(0x00008384, 0x0000be59), // bkpt 0x0059
            Word::thumb(0x00008386, 0x0000b448), // push {r3, r6}
            Word::thumb(0x00008388, 0x0000fcaa), // bl.suffix pc, lr, #2388
            Word::thumb(0x0000838a, 0x0000b5de), // push {r1, r2, r3, r4, r6, r7, lr}
            Word::thumb(0x0000838c, 0x0000e7ef), // b.n 0x836e
            Word::thumb(0x0000838e, 0x0000b58a), // push {r1, r3, r7, lr}
            Word::thumb(0x00008390, 0x0000e03f), // b.n 0x8412
            Word::thumb(0x00008392, 0x0000edab), // blx.suffix pc, lr, #2902
            Word::thumb(0x00008394, 0x000064ca), // str r2, [r1, #76]
            Word::thumb(0x00008396, 0x0000fa12), // bl.suffix pc, lr, #1060
            Word::thumb(0x00008398, 0x00004d4e), // ldr r5, [pc, #312]
            Word::thumb(0x0000839a, 0x00008a57), // ldrh r7, [r2, #18]
            Word::thumb(0x0000839c, 0x0000dfda), // svc 218
            Word::thumb(0x0000839e, 0x0000be5d), // bkpt 0x005d
            Word::thumb(0x000083a0, 0x0000b079), // add sp, #484
            Word::thumb(0x000083a2, 0x0000d250), // bcs.n 0x8446
            Word::thumb(0x000083a4, 0x0000eac0), // blx.suffix pc, lr, #1408
            Word::thumb(0x000083a6, 0x0000d817), // bhi.n 0x83d8
            Word::thumb(0x000083a8, 0x0000dffa), // svc 250
            Word::thumb(0x000083aa, 0x0000a231), // add r2, pc, #196
            Word::thumb(0x000083ac, 0x00001949), // adds r1, r1, r5
            Word::thumb(0x000083ae, 0x0000beb8), // bkpt 0x00b8
            Word::thumb(0x000083b0, 0x0000a384), // add r3, pc, #528
            Word::thumb(0x000083b2, 0x0000c509), // stmia r5!, {r0, r3}
            Word::thumb(0x000083b4, 0x0000dfbe), // svc 190
            Word::thumb(0x000083b6, 0x0000c181), // stmia r1!, {r0, r7}
            Word::thumb(0x000083b8, 0x0000df6c), // svc 108
            Word::thumb(0x000083ba, 0x0000b340), // udf 0xb340
            Word::thumb(0x000083bc, 0x0000de97), // udf #151
            Word::thumb(0x000083be, 0x0000c9aa), // ldmia r1, {r1, r3, r5, r7}
            Word::thumb(0x000083c0, 0x00001b20), // subs r0, r4, r4
            Word::thumb(0x000083c2, 0x00001bf1), // subs r1, r6, r7
            Word::thumb(0x000083c4, 0x0000c52b), // stmia r5!, {r0, r1, r3, r5}
            Word::thumb(0x000083c6, 0x0000aabe), // add r2, sp, #760
            Word::thumb(0x000083c8, 0x0000c264), // stmia r2!, {r2, r5, r6}
            Word::thumb(0x000083ca, 0x00002e76), // cmp r6, #118
            Word::thumb(0x000083cc, 0x0000bbaf), // udf 0xbbaf
            Word::thumb(0x000083ce, 0x0000c0eb), // stmia r0!, {r0, r1, r3, r5, r6, r7}
            Word::thumb(0x000083d0, 0x0000932b), // str r3, [sp, #172]
            Word::thumb(0x000083d2, 0x0000ce87), // ldmia r6!, {r0, r1, r2, r7}
            Word::thumb(0x000083d4, 0x0000321f), // adds r2, #31
            Word::thumb(0x000083d6, 0x00001d63), // adds r3, r4, #5
            Word::thumb(0x000083d8, 0x0000b0e3), // sub sp, #396
            Word::thumb(0x000083da, 0x0000c152), // stmia r1!, {r1, r4, r6}
            Word::thumb(0x000083dc, 0x0000f000), // bl.prefix lr, pc, #0
            Word::thumb(0x000083de, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x000083e0, 0x0000cada), // ldmia r2!, {r1, r3, r4, r6, r7}
            Word::thumb(0x000083e2, 0x0000b872), // udf 0xb872
            Word::thumb(0x000083e4, 0x00001be7), // subs r7, r4, r7
            Word::thumb(0x000083e6, 0x0000b0c5), // sub sp, #276
            Word::thumb(0x000083e8, 0x00008eaa), // ldrh r2, [r5, #52]
            Word::thumb(0x000083ea, 0x0000f000), // bl 0x92aa
            Word::thumb(0x000083ec, 0x0000ff5e), // bl.suffix pc, lr, #3772
            Word::thumb(0x000083ee, 0x00000883), // lsrs r3, r0, #2
            Word::thumb(0x000083f0, 0x0000b4c9), // push {r0, r3, r6, r7}
            Word::thumb(0x000083f2, 0x0000bce4), // pop {r2, r5, r6, r7}
            Word::thumb(0x000083f4, 0x0000f974), // bl.suffix pc, lr, #744
            Word::thumb(0x000083f6, 0x0000436a), // muls r2, r5
            Word::thumb(0x000083f8, 0x000048cb), // ldr r0, [pc, #812]
            Word::thumb(0x000083fa, 0x0000b7cb), // udf 0xb7cb
            Word::thumb(0x000083fc, 0x0000dea4), // udf #164
            Word::thumb(0x000083fe, 0x0000df69), // svc 105
            Word::thumb(0x00008400, 0x00004710), // bx r2
            Word::thumb(0x00008402, 0x0000ff8e), // bl.suffix pc, lr, #3868
            Word::thumb(0x00008404, 0x0000dde6), // ble.n 0x83d4
            Word::thumb(0x00008406, 0x0000abf1), // add r3, sp, #964
            Word::thumb(0x00008408, 0x0000b5ea), // push {r1, r3, r5, r6, r7, lr}
            Word::thumb(0x0000840a, 0x0000e011), // b.n 0x8430
            Word::thumb(0x0000840c, 0x00004f4c), // ldr r7, [pc, #304]
            Word::thumb(0x0000840e, 0x0000f000), // blx 0x8670
            Word::thumb(0x00008410, 0x0000e930), // blx.suffix pc, lr, #608
            Word::thumb(0x00008412, 0x00004450), // add r0, sl
            Word::thumb(0x00008414, 0x0000f7ff), // bl 0x7a62
            Word::thumb(0x00008416, 0x0000fb25), // bl.suffix pc, lr, #1610
            Word::thumb(0x00008418, 0x00006056), // str r6, [r2, #4]
            Word::thumb(0x0000841a, 0x00004f7e), // ldr r7, [pc, #504]
            Word::thumb(0x0000841c, 0x000047f0), // blx lr
            Word::thumb(0x0000841e, 0x0000e17e), // b.n 0x871e
            Word::thumb(0x00008420, 0x00007faa), // ldrb r2, [r5, #30]
            Word::thumb(0x00008422, 0x00001a39), // subs r1, r7, r0
            Word::thumb(0x00008424, 0x00004322), // orrs r2, r4
            Word::thumb(0x00008426, 0x0000bcae), // pop {r1, r2, r3, r5, r7}
            Word::thumb(0x00008428, 0x00001d2a), // adds r2, r5, #4
            Word::thumb(0x0000842a, 0x0000cc18), // ldmia r4, {r3, r4}
            Word::thumb(0x0000842c, 0x0000dff9), // svc 249
            Word::thumb(0x0000842e, 0x0000a9ad), // add r1, sp, #692
            Word::thumb(0x00008430, 0x0000e216), // b.n 0x8860
            Word::thumb(0x00008432, 0x00001a38), // subs r0, r7, r0
            Word::thumb(0x00008434, 0x00009d12), // ldr r5, [sp, #72]
            Word::thumb(0x00008436, 0x00006833), // ldr r3, [r6, #0]
            Word::thumb(0x00008438, 0x00004770), // bx lr
            Word::thumb(0x0000843a, 0x000009dc), // lsrs r4, r3, #7
            Word::thumb(0x0000843c, 0x0000a89a), // add r0, sp, #616
            Word::thumb(0x0000843e, 0x000047b0), // blx r6
            Word::thumb(0x00008440, 0x0000f7ff), // blx 0x839c
            Word::thumb(0x00008442, 0x0000efac), // blx.suffix pc, lr, #3928
            Word::thumb(0x00008444, 0x0000a219), // add r2, pc, #100
            Word::thumb(0x00008446, 0x0000f834), // bl.suffix pc, lr, #104
            Word::thumb(0x00008448, 0x00009035), // str r0, [sp, #212]
            Word::thumb(0x0000844a, 0x0000ccff), // ldmia r4, {r0, r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x0000844c, 0x0000db26), // blt.n 0x849c
            Word::thumb(0x0000844e, 0x0000ec0a), // blx.suffix pc, lr, #2068
            Word::thumb(0x00008450, 0x0000e87c), // blx.suffix pc, lr, #248
            Word::thumb(0x00008452, 0x00008795), // strh r5, [r2, #60]
            Word::thumb(0x00008454, 0x0000be0d), // bkpt 0x000d
            Word::thumb(0x00008456, 0x0000aa81), // add r2, sp, #516
            Word::thumb(0x00008458, 0x0000c404), // stmia r4!, {r2}
            Word::thumb(0x0000845a, 0x00004827), // ldr r0, [pc, #156]
            Word::thumb(0x0000845c, 0x0000a388), // add r3, pc, #544
            Word::thumb(0x0000845e, 0x0000df96), // svc 150
            Word::thumb(0x00008460, 0x0000b96a), // udf 0xb96a
            Word::thumb(0x00008462, 0x00000e0c), // lsrs r4, r1, #24
            Word::thumb(0x00008464, 0x0000d627), // bvs.n 0x84b6
            Word::thumb(0x00008466, 0x00004718), // bx r3
            Word::thumb(0x00008468, 0x0000bf6e), // udf 0xbf6e
            Word::thumb(0x0000846a, 0x0000d62e), // bvs.n 0x84ca
            Word::thumb(0x0000846c, 0x0000ee48), // blx.suffix pc, lr, #3216
            Word::thumb(0x0000846e, 0x0000c057), // stmia r0!, {r0, r1, r2, r4, r6}
            Word::thumb(0x00008470, 0x0000bcbb), // pop {r0, r1, r3, r4, r5, r7}
            Word::thumb(0x00008472, 0x0000471a), // udf 0x471a
            Word::thumb(0x00008474, 0x0000ed69), // blx.suffix pc, lr, #2770
            Word::thumb(0x00008476, 0x00004ae3), // ldr r2, [pc, #908]
            Word::thumb(0x00008478, 0x0000df71), // svc 113
            Word::thumb(0x0000847a, 0x00004710), // bx r2
            Word::thumb(0x0000847c, 0x0000bee6), // bkpt 0x00e6
            Word::thumb(0x0000847e, 0x0000b0fb), // sub sp, #492
            Word::thumb(0x00008480, 0x00001e52), // subs r2, r2, #1
            Word::thumb(0x00008482, 0x0000872d), // strh r5, [r5, #56]
            Word::thumb(0x00008484, 0x000009c2), // lsrs r2, r0, #7
            Word::thumb(0x00008486, 0x0000923a), // str r2, [sp, #232]
            Word::thumb(0x00008488, 0x0000c201), // stmia r2!, {r0}
            Word::thumb(0x0000848a, 0x0000169b), // asrs r3, r3, #26
            Word::thumb(0x0000848c, 0x0000e853), // blx.suffix pc, lr, #166
            Word::thumb(0x0000848e, 0x000046c8), // mov r8, r9
            Word::thumb(0x00008490, 0x0000bd41), // pop {r0, r6, pc}
            Word::thumb(0x00008492, 0x000036f9), // adds r6, #249
            Word::thumb(0x00008494, 0x0000461e), // mov r6, r3
            Word::thumb(0x00008496, 0x00000019), // movs r1, r3
            Word::thumb(0x00008498, 0x0000df82), // svc 130
            Word::thumb(0x0000849a, 0x0000474b), // udf 0x474b
            Word::thumb(0x0000849c, 0x0000e025), // b.n 0x84ea
            Word::thumb(0x0000849e, 0x00005d07), // ldrb r7, [r0, r4]
            Word::thumb(0x000084a0, 0x0000a1d6), // add r1, pc, #856
            Word::thumb(0x000084a2, 0x00004707), // udf 0x4707
            Word::thumb(0x000084a4, 0x0000de60), // udf #96
            Word::thumb(0x000084a6, 0x000047cc), // udf 0x47cc
            Word::thumb(0x000084a8, 0x0000df20), // svc 32
            Word::thumb(0x000084aa, 0x0000c444), // stmia r4!, {r2, r6}
            Word::thumb(0x000084ac, 0x0000e004), // b.n 0x84b8
            Word::thumb(0x000084ae, 0x0000f000), // blx 0x877c
            Word::thumb(0x000084b0, 0x0000e966), // blx.suffix pc, lr, #716
            Word::thumb(0x000084b2, 0x0000a87d), // add r0, sp, #500
            Word::thumb(0x000084b4, 0x0000ccd9), // ldmia r4, {r0, r3, r4, r6, r7}
            Word::thumb(0x000084b6, 0x0000e00f), // b.n 0x84d8
            Word::thumb(0x000084b8, 0x00004768), // bx sp
            Word::thumb(0x000084ba, 0x0000de61), // udf #97
            Word::thumb(0x000084bc, 0x0000c140), // stmia r1!, {r6}
            Word::thumb(0x000084be, 0x0000aac4), // add r2, sp, #784
            Word::thumb(0x000084c0, 0x0000dfb3), // svc 179
            Word::thumb(0x000084c2, 0x0000468e), // mov lr, r1
            Word::thumb(0x000084c4, 0x0000fb66), // bl.suffix pc, lr, #1740
            Word::thumb(0x000084c6, 0x00005d59), // ldrb r1, [r3, r5]
            Word::thumb(0x000084c8, 0x00001984), // adds r4, r0, r6
            Word::thumb(0x000084ca, 0x0000a8ca), // add r0, sp, #808
            Word::thumb(0x000084cc, 0x0000de34), // udf #52
            Word::thumb(0x000084ce, 0x00001383), // asrs r3, r0, #14
            Word::thumb(0x000084d0, 0x0000b426), // push {r1, r2, r5}
            Word::thumb(0x000084d2, 0x0000a53d), // add r5, pc, #244
            Word::thumb(0x000084d4, 0x0000439c), // bics r4, r3
            Word::thumb(0x000084d6, 0x0000beca), // bkpt 0x00ca
            Word::thumb(0x000084d8, 0x00001ffe), // subs r6, r7, #7
            Word::thumb(0x000084da, 0x0000ffe3), // bl.suffix pc, lr, #4038
            Word::thumb(0x000084dc, 0x000041b3), // sbcs r3, r6
            Word::thumb(0x000084de, 0x0000d561), // bpl.n 0x85a4
            Word::thumb(0x000084e0, 0x0000bee2), // bkpt 0x00e2
            Word::thumb(0x000084e2, 0x00000b09), // lsrs r1, r1, #12
            Word::thumb(0x000084e4, 0x0000cfd7), // ldmia r7, {r0, r1, r2, r4, r6, r7}
            Word::thumb(0x000084e6, 0x00009520), // str r5, [sp, #128]
            Word::thumb(0x000084e8, 0x00004527), // cmp r7, r4
            Word::thumb(0x000084ea, 0x00004780), // blx r0
            Word::thumb(0x000084ec, 0x0000367a), // adds r6, #122
            Word::thumb(0x000084ee, 0x0000db30), // blt.n 0x8552
            Word::thumb(0x000084f0, 0x0000be0b), // bkpt 0x000b
            Word::thumb(0x000084f2, 0x0000bd5e), // pop {r1, r2, r3, r4, r6, pc}
            Word::thumb(0x000084f4, 0x0000fbd5), // bl.suffix pc, lr, #1962
            Word::thumb(0x000084f6, 0x0000dee3), // udf #227
            Word::thumb(0x000084f8, 0x0000e017), // b.n 0x852a
            Word::thumb(0x000084fa, 0x0000b438), // push {r3, r4, r5}
            Word::thumb(0x000084fc, 0x0000b0e6), // sub sp, #408
            Word::thumb(0x000084fe, 0x0000a43b), // add r4, pc, #236
            Word::thumb(0x00008500, 0x0000dfe8), // svc 232
            Word::thumb(0x00008502, 0x0000b538), // push {r3, r4, r5, lr}
            Word::thumb(0x00008504, 0x00001fed), // subs r5, r5, #7
            Word::thumb(0x00008506, 0x0000e9ec), // blx.suffix pc, lr, #984
            Word::thumb(0x00008508, 0x00007923), // ldrb r3, [r4, #4]
            Word::thumb(0x0000850a, 0x00003729), // adds r7, #41
            Word::thumb(0x0000850c, 0x000043ab), // bics r3, r5
            Word::thumb(0x0000850e, 0x0000ea7c), // blx.suffix pc, lr, #1272
            Word::thumb(0x00008510, 0x00004db5), // ldr r5, [pc, #724]
            Word::thumb(0x00008512, 0x0000f03f), // bl 0x47834
            Word::thumb(0x00008514, 0x0000f98f), // bl.suffix pc, lr, #798
            Word::thumb(0x00008516, 0x0000be7d), // bkpt 0x007d
            Word::thumb(0x00008518, 0x0000c4e1), // stmia r4!, {r0, r5, r6, r7}
            Word::thumb(0x0000851a, 0x0000c9a4), // ldmia r1!, {r2, r5, r7}
            Word::thumb(0x0000851c, 0x00002bdf), // cmp r3, #223
            Word::thumb(0x0000851e, 0x0000b31e), // udf 0xb31e
            Word::thumb(0x00008520, 0x0000fe49), // bl.suffix pc, lr, #3218
            Word::thumb(0x00008522, 0x0000c8db), // ldmia r0, {r0, r1, r3, r4, r6, r7}
            Word::thumb(0x00008524, 0x000047b7), // udf 0x47b7
            Word::thumb(0x00008526, 0x0000b5ec), // push {r2, r3, r5, r6, r7, lr}
            Word::thumb(0x00008528, 0x000016c2), // asrs r2, r0, #27
            Word::thumb(0x0000852a, 0x000018fa), // adds r2, r7, r3
            Word::thumb(0x0000852c, 0x0000b7f3), // udf 0xb7f3
            Word::thumb(0x0000852e, 0x0000a100), // add r1, pc, #0
            Word::thumb(0x00008530, 0x0000b1fc), // udf 0xb1fc
            Word::thumb(0x00008532, 0x000049a6), // ldr r1, [pc, #664]
            Word::thumb(0x00008534, 0x00001850), // adds r0, r2, r1
            Word::thumb(0x00008536, 0x0000befe), // bkpt 0x00fe
            Word::thumb(0x00008538, 0x0000b528), // push {r3, r5, lr}
            Word::thumb(0x0000853a, 0x0000af34), // add r7, sp, #208
            Word::thumb(0x0000853c, 0x0000401a), // ands r2, r3
            Word::thumb(0x0000853e, 0x000054e7), // strb r7, [r4, r3]
            Word::thumb(0x00008540, 0x0000df30), // svc 48
            Word::thumb(0x00008542, 0x000046e5), // mov sp, ip
            Word::thumb(0x00008544, 0x00005136), // str r6, [r6, r4]
            Word::thumb(0x00008546, 0x0000aff5), // add r7, sp, #980
            Word::thumb(0x00008548, 0x00004296), // cmp r6, r2
            Word::thumb(0x0000854a, 0x0000b08c), // sub sp, #48
            Word::thumb(0x0000854c, 0x00003d90), // subs r5, #144
            Word::thumb(0x0000854e, 0x0000a0dc), // add r0, pc, #880
            Word::thumb(0x00008550, 0x0000df2e), // svc 46
            Word::thumb(0x00008552, 0x000007e4), // lsls r4, r4, #31
            Word::thumb(0x00008554, 0x0000fb96), // bl.suffix pc, lr, #1836
            Word::thumb(0x00008556, 0x0000c627), // stmia r6!, {r0, r1, r2, r5}
            Word::thumb(0x00008558, 0x00004861), // ldr r0, [pc, #388]
            Word::thumb(0x0000855a, 0x00000f1c), // lsrs r4, r3, #28
            Word::thumb(0x0000855c, 0x0000aba0), // add r3, sp, #640
            Word::thumb(0x0000855e, 0x00004788), // blx r1
            Word::thumb(0x00008560, 0x00000bd7), // lsrs r7, r2, #15
            Word::thumb(0x00008562, 0x00003b63), // subs r3, #99
            Word::thumb(0x00008564, 0x0000eb36), // blx.suffix pc, lr, #1644
            Word::thumb(0x00008566, 0x0000f7ab), // bl.prefix lr, pc, #-348160
            Word::thumb(0x00008568, 0x0000defe), // udf #254
            Word::thumb(0x0000856a, 0x0000b0e6), // sub sp, #408
            Word::thumb(0x0000856c, 0x00004816), // ldr r0, [pc, #88]
            Word::thumb(0x0000856e, 0x0000bd44), // pop {r2, r6, pc}
            Word::thumb(0x00008570, 0x0000ac79), // add r4, sp, #484
            Word::thumb(0x00008572, 0x00008cf7), // ldrh r7, [r6, #38]
            Word::thumb(0x00008574, 0x0000520c), // strh r4, [r1, r0]
            Word::thumb(0x00008576, 0x0000d135), // bne.n 0x85e4
            Word::thumb(0x00008578, 0x0000e177), // b.n 0x886a
            Word::thumb(0x0000857a, 0x00007f75), // ldrb r5, [r6, #29]
            Word::thumb(0x0000857c, 0x00005848), // ldr r0, [r1, r1]
            Word::thumb(0x0000857e, 0x00004016), // ands r6, r2
            Word::thumb(0x00008580, 0x00001f40), // subs r0, r0, #5
            Word::thumb(0x00008582, 0x0000b0cf), // sub sp, #316
            Word::thumb(0x00008584, 0x0000e3b4), // b.n 0x8cf0
            Word::thumb(0x00008586, 0x00000d01), // lsrs r1, r0, #20
            Word::thumb(0x00008588, 0x0000c50b), // stmia r5!, {r0, r1, r3}
            Word::thumb(0x0000858a, 0x0000f000), // blx 0x91ec
            Word::thumb(0x0000858c, 0x0000ee30), // blx.suffix pc, lr, #3168
            Word::thumb(0x0000858e, 0x0000b503), // push {r0, r1, lr}
            Word::thumb(0x00008590, 0x00007e33), // ldrb r3, [r6, #24]
            Word::thumb(0x00008592, 0x0000f000), // blx 0x8b54
            Word::thumb(0x00008594, 0x0000eae0), // blx.suffix pc, lr, #1472
            Word::thumb(0x00008596, 0x0000ce3b), // ldmia r6!, {r0, r1, r3, r4, r5}
            Word::thumb(0x00008598, 0x0000580c), // ldr r4, [r1, r0]
            Word::thumb(0x0000859a, 0x0000230d), // movs r3, #13
            Word::thumb(0x0000859c, 0x00004478), // add r0, pc
            Word::thumb(0x0000859e, 0x0000f7ff), // blx 0x8340
            Word::thumb(0x000085a0, 0x0000eed0), // blx.suffix pc, lr, #3488
            Word::thumb(0x000085a2, 0x00002be2), // cmp r3, #226
            Word::thumb(0x000085a4, 0x0000aa0c), // add r2, sp, #48
            Word::thumb(0x000085a6, 0x0000c2ce), // stmia r2!, {r1, r2, r3, r6, r7}
            Word::thumb(0x000085a8, 0x00009b65), // ldr r3, [sp, #404]
            Word::thumb(0x000085aa, 0x000025ea), // movs r5, #234
            Word::thumb(0x000085ac, 0x00001e91), // subs r1, r2, #2
            Word::thumb(0x000085ae, 0x00001f68), // subs r0, r5, #5
            Word::thumb(0x000085b0, 0x0000474e), // udf 0x474e
            Word::thumb(0x000085b2, 0x0000a11e), // add r1, pc, #120
            Word::thumb(0x000085b4, 0x00009c09), // ldr r4, [sp, #36]
            Word::thumb(0x000085b6, 0x0000448a), // add sl, r1
            Word::thumb(0x000085b8, 0x000005d4), // lsls r4, r2, #23
            Word::thumb(0x000085ba, 0x000047f8), // blx pc
            Word::thumb(0x000085bc, 0x0000bc05), // pop {r0, r2}
            Word::thumb(0x000085be, 0x0000ebc2), // blx.suffix pc, lr, #1924
            Word::thumb(0x000085c0, 0x0000dfe4), // svc 228
            Word::thumb(0x000085c2, 0x000083f5), // strh r5, [r6, #30]
            Word::thumb(0x000085c4, 0x0000de8a), // udf #138
            Word::thumb(0x000085c6, 0x0000b098), // sub sp, #96
            Word::thumb(0x000085c8, 0x0000c580), // stmia r5!, {r7}
            Word::thumb(0x000085ca, 0x0000b0f7), // sub sp, #476
            Word::thumb(0x000085cc, 0x00002e3e), // cmp r6, #62
            Word::thumb(0x000085ce, 0x0000ea36), // blx.suffix pc, lr, #1132
            Word::thumb(0x000085d0, 0x000089ca), // ldrh r2, [r1, #14]
            Word::thumb(0x000085d2, 0x0000b0ce), // sub sp, #312
            Word::thumb(0x000085d4, 0x0000b3b2), // udf 0xb3b2
            Word::thumb(0x000085d6, 0x0000bd8f), // pop {r0, r1, r2, r3, r7, pc}
            Word::thumb(0x000085d8, 0x000047d5), // udf 0x47d5
            Word::thumb(0x000085da, 0x00001c39), // adds r1, r7, #0
            Word::thumb(0x000085dc, 0x0000dfea), // svc 234
            Word::thumb(0x000085de, 0x00008613), // strh r3, [r2, #48]
            Word::thumb(0x000085e0, 0x000046fb), // mov fp, pc
            Word::thumb(0x000085e2, 0x0000faf4), // bl.suffix pc, lr, #1512
            Word::thumb(0x000085e4, 0x0000a54b), // add r5, pc, #300
            Word::thumb(0x000085e6, 0x0000bcef), // pop {r0, r1, r2, r3, r5, r6, r7}
            Word::thumb(0x000085e8, 0x000057a6), // ldrsb r6, [r4, r6]
            Word::thumb(0x000085ea, 0x0000f000), // blx 0x8d08
            Word::thumb(0x000085ec, 0x0000eb8e), // blx.suffix pc, lr, #1820
            Word::thumb(0x000085ee, 0x00004708), // bx r1
            Word::thumb(0x000085f0, 0x0000afb0), // add r7, sp, #704
            Word::thumb(0x000085f2, 0x000047c8), // blx r9
            Word::thumb(0x000085f4, 0x0000cb12), // ldmia r3!, {r1, r4}
            Word::thumb(0x000085f6, 0x0000408e), // lsls r6, r1
            Word::thumb(0x000085f8, 0x0000be4d), // bkpt 0x004d
            Word::thumb(0x000085fa, 0x0000819c), // strh r4, [r3, #12]
            Word::thumb(0x000085fc, 0x00001b15), // subs r5, r2, r4
            Word::thumb(0x000085fe, 0x0000ea85), // blx.suffix pc, lr, #1290
            Word::thumb(0x00008600, 0x0000b0b6), // sub sp, #216
            Word::thumb(0x00008602, 0x0000955b), // str r5, [sp, #364]
            Word::thumb(0x00008604, 0x00003c2a), // subs r4, #42
            Word::thumb(0x00008606, 0x0000ebc4), // blx.suffix pc, lr, #1928
            Word::thumb(0x00008608, 0x000040ec), // lsrs r4, r5
            Word::thumb(0x0000860a, 0x0000ab92), // add r3, sp, #584
            Word::thumb(0x0000860c, 0x00001f43), // subs r3, r0, #5
            Word::thumb(0x0000860e, 0x0000b12d), // udf 0xb12d
            Word::thumb(0x00008610, 0x0000b444), // push {r2, r6}
            Word::thumb(0x00008612, 0x0000bb71), // udf 0xbb71
            Word::thumb(0x00008614, 0x00000f69), // lsrs r1, r5, #29
            Word::thumb(0x00008616, 0x00005eb8), // ldrsh r0, [r7, r2]
            Word::thumb(0x00008618, 0x0000bc49), // pop {r0, r3, r6}
            Word::thumb(0x0000861a, 0x0000df72), // svc 114
            Word::thumb(0x0000861c, 0x0000ec10), // blx.suffix pc, lr, #2080
            Word::thumb(0x0000861e, 0x000003d5), // lsls r5, r2, #15
            Word::thumb(0x00008620, 0x0000478f), // udf 0x478f
            Word::thumb(0x00008622, 0x0000f7ff), // bl 0x7da4
            Word::thumb(0x00008624, 0x0000fbbf), // bl.suffix pc, lr, #1918
            Word::thumb(0x00008626, 0x00009f66), // ldr r7, [sp, #408]
            Word::thumb(0x00008628, 0x000085ce), // strh r6, [r1, #46]
            Word::thumb(0x0000862a, 0x00008ca2), // ldrh r2, [r4, #36]
            Word::thumb(0x0000862c, 0x0000b015), // add sp, #84
            Word::thumb(0x0000862e, 0x00004bf2), // ldr r3, [pc, #968]
            Word::thumb(0x00008630, 0x00005101), // str r1, [r0, r4]
            Word::thumb(0x00008632, 0x000035af), // adds r5, #175
            Word::thumb(0x00008634, 0x0000f672), // bl 0xffe7a8b6
            Word::thumb(0x00008636, 0x0000f93f), // bl.suffix pc, lr, #638
            Word::thumb(0x00008638, 0x00001b2d), // subs r5, r5, r4
            Word::thumb(0x0000863a, 0x0000220e), // movs r2, #14
            Word::thumb(0x0000863c, 0x00008cef), // ldrh r7, [r5, #38]
            Word::thumb(0x0000863e, 0x0000b52f), // push {r0, r1, r2, r3, r5, lr}
            Word::thumb(0x00008640, 0x00004715), // udf 0x4715
            Word::thumb(0x00008642, 0x0000ea21), // blx.suffix pc, lr, #1090
            Word::thumb(0x00008644, 0x0000ff7d), // bl.suffix pc, lr, #3834
            Word::thumb(0x00008646, 0x0000df4e), // svc 78
            Word::thumb(0x00008648, 0x0000a18b), // add r1, pc, #556
            Word::thumb(0x0000864a, 0x0000a4c6), // add r4, pc, #792
            Word::thumb(0x0000864c, 0x00004767), // udf 0x4767
            Word::thumb(0x0000864e, 0x00004689), // mov r9, r1
            Word::thumb(0x00008650, 0x00004e3f), // ldr r6, [pc, #252]
            Word::thumb(0x00008652, 0x0000b064), // add sp, #400
            Word::thumb(0x00008654, 0x0000475c), // udf 0x475c
            Word::thumb(0x00008656, 0x00001b94), // subs r4, r2, r6
            Word::thumb(0x00008658, 0x00004718), // bx r3
            Word::thumb(0x0000865a, 0x00004400), // add r0, r0
            Word::thumb(0x0000865c, 0x0000b44a), // push {r1, r3, r6}
            Word::thumb(0x0000865e, 0x00000f9b), // lsrs r3, r3, #30
            Word::thumb(0x00008660, 0x0000bdf8), // pop {r3, r4, r5, r6, r7, pc}
            Word::thumb(0x00008662, 0x0000c5cd), // stmia r5!, {r0, r2, r3, r6, r7}
            Word::thumb(0x00008664, 0x0000b02f), // add sp, #188
            Word::thumb(0x00008666, 0x0000a217), // add r2, pc, #92
            Word::thumb(0x00008668, 0x0000a071), // add r0, pc, #452
            Word::thumb(0x0000866a, 0x0000c6bf), // stmia r6!, {r0, r1, r2, r3, r4, r5, r7}
            Word::thumb(0x0000866c, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x0000866e, 0x00004567), // cmp r7, ip
            Word::thumb(0x00008670, 0x0000f7ff), // bl 0x792a
            Word::thumb(0x00008672, 0x0000f95b), // bl.suffix pc, lr, #694
            Word::thumb(0x00008674, 0x0000be11), // bkpt 0x0011
            Word::thumb(0x00008676, 0x0000b396), // udf 0xb396
            Word::thumb(0x00008678, 0x00004733), // udf 0x4733
            Word::thumb(0x0000867a, 0x00001d60), // adds r0, r4, #5
            Word::thumb(0x0000867c, 0x0000b5c0), // push {r6, r7, lr}
            Word::thumb(0x0000867e, 0x00004521), // cmp r1, r4
            Word::thumb(0x00008680, 0x00008c71), // ldrh r1, [r6, #34]
            Word::thumb(0x00008682, 0x00004055), // eors r5, r2
            Word::thumb(0x00008684, 0x0000df0f), // svc 15
            Word::thumb(0x00008686, 0x000047bc), // udf 0x47bc
            Word::thumb(0x00008688, 0x0000b0a9), // sub sp, #164
            Word::thumb(0x0000868a, 0x0000dec5), // udf #197
            Word::thumb(0x0000868c, 0x000056cd), // ldrsb r5, [r1, r3]
            Word::thumb(0x0000868e, 0x00004296), // cmp r6, r2
            Word::thumb(0x00008690, 0x00004bff), // ldr r3, [pc, #1020]
            Word::thumb(0x00008692, 0x0000abc8), // add r3, sp, #800
            Word::thumb(0x00008694, 0x0000f7ff), // blx 0x8030
            Word::thumb(0x00008696, 0x0000eccc), // blx.suffix pc, lr, #2456
            Word::thumb(0x00008698, 0x00004723), // udf 0x4723
            Word::thumb(0x0000869a, 0x0000df6d), // svc 109
            Word::thumb(0x0000869c, 0x0000de99), // udf #153
            Word::thumb(0x0000869e, 0x000029fc), // cmp r1, #252
            Word::thumb(0x000086a0, 0x0000be2d), // bkpt 0x002d
            Word::thumb(0x000086a2, 0x0000d8ae), // bhi.n 0x8602
            Word::thumb(0x000086a4, 0x000035a8), // adds r5, #168
            Word::thumb(0x000086a6, 0x00004728), // bx r5
            Word::thumb(0x000086a8, 0x0000b08b), // sub sp, #44
            Word::thumb(0x000086aa, 0x00008ded), // ldrh r5, [r5, #46]
            Word::thumb(0x000086ac, 0x00000a4f), // lsrs r7, r1, #9
            Word::thumb(0x000086ae, 0x00002589), // movs r5, #137
            Word::thumb(0x000086b0, 0x0000deca), // udf #202
            Word::thumb(0x000086b2, 0x0000df1e), // svc 30
            Word::thumb(0x000086b4, 0x0000f93d), // bl.suffix pc, lr, #634
            Word::thumb(0x000086b6, 0x0000b675), // udf 0xb675
            Word::thumb(0x000086b8, 0x0000d3fd), // bcc.n 0x86b6
            Word::thumb(0x000086ba, 0x0000ac9a), // add r4, sp, #616
            Word::thumb(0x000086bc, 0x000046ba), // mov sl, r7
            Word::thumb(0x000086be, 0x0000bdf3), // pop {r0, r1, r4, r5, r6, r7, pc}
            Word::thumb(0x000086c0, 0x0000b24f), // udf 0xb24f
            Word::thumb(0x000086c2, 0x0000f000), // blx 0x9510
            Word::thumb(0x000086c4, 0x0000ef26), // blx.suffix pc, lr, #3660
            Word::thumb(0x000086c6, 0x0000584c), // ldr r4, [r1, r1]
            Word::thumb(0x000086c8, 0x0000b0d1), // sub sp, #324
            Word::thumb(0x000086ca, 0x0000de20), // udf #32
            Word::thumb(0x000086cc, 0x0000b36d), // udf 0xb36d
            Word::thumb(0x000086ce, 0x0000a0fc), // add r0, pc, #1008
            Word::thumb(0x000086d0, 0x00008ee0), // ldrh r0, [r4, #54]
            Word::thumb(0x000086d2, 0x0000bc74), // pop {r2, r4, r5, r6}
            Word::thumb(0x000086d4, 0x0000c7cf), // stmia r7!, {r0, r1, r2, r3, r6, r7}
            Word::thumb(0x000086d6, 0x0000ba2f), // udf 0xba2f
            Word::thumb(0x000086d8, 0x00001f9e), // subs r6, r3, #6
            Word::thumb(0x000086da, 0x0000b01c), // add sp, #112
            Word::thumb(0x000086dc, 0x000089c4), // ldrh r4, [r0, #14]
            Word::thumb(0x000086de, 0x0000ae87), // add r6, sp, #540
            Word::thumb(0x000086e0, 0x000088cc), // ldrh r4, [r1, #6]
            Word::thumb(0x000086e2, 0x0000b9b7), // udf 0xb9b7
            Word::thumb(0x000086e4, 0x00008b4a), // ldrh r2, [r1, #26]
            Word::thumb(0x000086e6, 0x0000e0e1), // b.n 0x88ac
            Word::thumb(0x000086e8, 0x0000dee4), // udf #228
            Word::thumb(0x000086ea, 0x0000b0c4), // sub sp, #272
            Word::thumb(0x000086ec, 0x00008e19), // ldrh r1, [r3, #48]
            Word::thumb(0x000086ee, 0x000042e2), // cmn r2, r4
            Word::thumb(0x000086f0, 0x0000b4fa), // push {r1, r3, r4, r5, r6, r7}
            Word::thumb(0x000086f2, 0x00009bba), // ldr r3, [sp, #744]
            Word::thumb(0x000086f4, 0x0000b57f), // push {r0, r1, r2, r3, r4, r5, r6, lr}
            Word::thumb(0x000086f6, 0x00005a65), // ldrh r5, [r4, r1]
            Word::thumb(0x000086f8, 0x0000a971), // add r1, sp, #452
            Word::thumb(0x000086fa, 0x00008fb8), // ldrh r0, [r7, #60]
            Word::thumb(0x000086fc, 0x0000f7ff), // blx 0x777c
            Word::thumb(0x000086fe, 0x0000e83e), // blx.suffix pc, lr, #124
            Word::thumb(0x00008700, 0x0000c05d), // stmia r0!, {r0, r2, r3, r4, r6}
            Word::thumb(0x00008702, 0x0000f88f), // bl.suffix pc, lr, #286
            Word::thumb(0x00008704, 0x000047a1), // udf 0x47a1
            Word::thumb(0x00008706, 0x0000eb86), // blx.suffix pc, lr, #1804
            Word::thumb(0x00008708, 0x0000be97), // bkpt 0x0097
            Word::thumb(0x0000870a, 0x000093ec), // str r3, [sp, #944]
            Word::thumb(0x0000870c, 0x0000fa7c), // bl.suffix pc, lr, #1272
            Word::thumb(0x0000870e, 0x0000ec2f), // blx.suffix pc, lr, #2142
            Word::thumb(0x00008710, 0x0000bc61), // pop {r0, r5, r6}
            Word::thumb(0x00008712, 0x0000e29d), // b.n 0x8c50
            Word::thumb(0x00008714, 0x00001b38), // subs r0, r7, r4
            Word::thumb(0x00008716, 0x00004cb0), // ldr r4, [pc, #704]
            Word::thumb(0x00008718, 0x0000a814), // add r0, sp, #80
            Word::thumb(0x0000871a, 0x0000be2c), // bkpt 0x002c
            Word::thumb(0x0000871c, 0x0000beca), // bkpt 0x00ca
            Word::thumb(0x0000871e, 0x0000b717), // udf 0xb717
            Word::thumb(0x00008720, 0x0000c0ba), // stmia r0!, {r1, r3, r4, r5, r7}
            Word::thumb(0x00008722, 0x00004408), // add r0, r1
            Word::thumb(0x00008724, 0x00003045), // adds r0, #69
            Word::thumb(0x00008726, 0x0000b404), // push {r2}
            Word::thumb(0x00008728, 0x000044d0), // add r8, sl
            Word::thumb(0x0000872a, 0x0000c769), // stmia r7!, {r0, r3, r5, r6}
            Word::thumb(0x0000872c, 0x0000df16), // svc 22
            Word::thumb(0x0000872e, 0x00001c9c), // adds r4, r3, #2
            Word::thumb(0x00008730, 0x0000dbcc), // blt.n 0x86cc
            Word::thumb(0x00008732, 0x0000433e), // orrs r6, r7
            Word::thumb(0x00008734, 0x00004760), // bx ip
            Word::thumb(0x00008736, 0x0000ce2b), // ldmia r6!, {r0, r1, r3, r5}
            Word::thumb(0x00008738, 0x0000c7fe), // stmia r7!, {r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x0000873a, 0x0000a623), // add r6, pc, #140
            Word::thumb(0x0000873c, 0x0000be41), // bkpt 0x0041
            Word::thumb(0x0000873e, 0x0000cc2f), // ldmia r4!, {r0, r1, r2, r3, r5}
            Word::thumb(0x00008740, 0x00009b9d), // ldr r3, [sp, #628]
            Word::thumb(0x00008742, 0x0000bda0), // pop {r5, r7, pc}
            Word::thumb(0x00008744, 0x0000bdf6), // pop {r1, r2, r4, r5, r6, r7, pc}
            Word::thumb(0x00008746, 0x0000e6d4), // b.n 0x84f2
            Word::thumb(0x00008748, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x0000874a, 0x0000c88f), // ldmia r0, {r0, r1, r2, r3, r7}
            Word::thumb(0x0000874c, 0x0000db4f), // blt.n 0x87ee
            Word::thumb(0x0000874e, 0x0000f8c7), // bl.suffix pc, lr, #398
            Word::thumb(0x00008750, 0x0000c65b), // stmia r6!, {r0, r1, r3, r4, r6}
            Word::thumb(0x00008752, 0x000047e8), // blx sp
            Word::thumb(0x00008754, 0x00005377), // strh r7, [r6, r5]
            Word::thumb(0x00008756, 0x0000f6f4), // blx 0xffefcdec
            Word::thumb(0x00008758, 0x0000eb4a), // blx.suffix pc, lr, #1684
            Word::thumb(0x0000875a, 0x00004024), // ands r4, r4
            Word::thumb(0x0000875c, 0x00000466), // lsls r6, r4, #17
            Word::thumb(0x0000875e, 0x00001b61), // subs r1, r4, r5
            Word::thumb(0x00008760, 0x00001ccb), // adds r3, r1, #3
            Word::thumb(0x00008762, 0x0000be7e), // bkpt 0x007e
            Word::thumb(0x00008764, 0x0000448d), // add sp, r1
            Word::thumb(0x00008766, 0x000058b8), // ldr r0, [r7, r2]
            Word::thumb(0x00008768, 0x0000f7ff), // bl 0x85ba
            Word::thumb(0x0000876a, 0x0000ff27), // bl.suffix pc, lr, #3662
            Word::thumb(0x0000876c, 0x000043d9), // mvns r1, r3
            Word::thumb(0x0000876e, 0x0000a8f9), // add r0, sp, #996
            Word::thumb(0x00008770, 0x00003162), // adds r1, #98
            Word::thumb(0x00008772, 0x000019ad), // adds r5, r5, r6
            Word::thumb(0x00008774, 0x00002144), // movs r1, #68
            Word::thumb(0x00008776, 0x0000ec86), // blx.suffix pc, lr, #2316
            Word::thumb(0x00008778, 0x00002574), // movs r5, #116
            Word::thumb(0x0000877a, 0x00007c1e), // ldrb r6, [r3, #16]
            Word::thumb(0x0000877c, 0x00004730), // bx r6
            Word::thumb(0x0000877e, 0x00005169), // str r1, [r5, r5]
            Word::thumb(0x00008780, 0x000093b3), // str r3, [sp, #716]
            Word::thumb(0x00008782, 0x0000affc), // add r7, sp, #1008
            Word::thumb(0x00008784, 0x000019f7), // adds r7, r6, r7
            Word::thumb(0x00008786, 0x0000df80), // svc 128
            Word::thumb(0x00008788, 0x0000b052), // add sp, #328
            Word::thumb(0x0000878a, 0x0000288e), // cmp r0, #142
            Word::thumb(0x0000878c, 0x0000d5cb), // bpl.n 0x8726
            Word::thumb(0x0000878e, 0x0000c19a), // stmia r1!, {r1, r3, r4, r7}
            Word::thumb(0x00008790, 0x00003d61), // subs r5, #97
            Word::thumb(0x00008792, 0x0000f507), // bl 0xffd0f8ae
            Word::thumb(0x00008794, 0x0000f88c), // bl.suffix pc, lr, #280
            Word::thumb(0x00008796, 0x0000b097), // sub sp, #92
            Word::thumb(0x00008798, 0x0000ef07), // blx.suffix pc, lr, #3598
            Word::thumb(0x0000879a, 0x00009fed), // ldr r7, [sp, #948]
            Word::thumb(0x0000879c, 0x000047e0), // blx ip
            Word::thumb(0x0000879e, 0x0000d7a2), // bvc.n 0x86e6
            Word::thumb(0x000087a0, 0x0000b011), // add sp, #68
            Word::thumb(0x000087a2, 0x0000479c), // udf 0x479c
            Word::thumb(0x000087a4, 0x0000de34), // udf #52
            Word::thumb(0x000087a6, 0x0000f44c), // bl 0xffc55150
            Word::thumb(0x000087a8, 0x0000fcd3), // bl.suffix pc, lr, #2470
            Word::thumb(0x000087aa, 0x0000be95), // bkpt 0x0095
            Word::thumb(0x000087ac, 0x000030d9), // adds r0, #217
            Word::thumb(0x000087ae, 0x00004728), // bx r5
            Word::thumb(0x000087b0, 0x000011f4), // asrs r4, r6, #7
            Word::thumb(0x000087b2, 0x0000a087), // add r0, pc, #540
            Word::thumb(0x000087b4, 0x0000de91), // udf #145
            Word::thumb(0x000087b6, 0x0000becd), // bkpt 0x00cd
            Word::thumb(0x000087b8, 0x0000f51b), // bl 0xffd23f5e
            Word::thumb(0x000087ba, 0x0000fbd1), // bl.suffix pc, lr, #1954
            Word::thumb(0x000087bc, 0x00004612), // mov r2, r2
            Word::thumb(0x000087be, 0x0000df83), // svc 131
            Word::thumb(0x000087c0, 0x00003caa), // subs r4, #170
            Word::thumb(0x000087c2, 0x0000d762), // bvc.n 0x888a
            Word::thumb(0x000087c4, 0x00009f31), // ldr r7, [sp, #196]
            Word::thumb(0x000087c6, 0x0000478d), // udf 0x478d
            Word::thumb(0x000087c8, 0x0000c364), // stmia r3!, {r2, r5, r6}
            Word::thumb(0x000087ca, 0x00005f69), // ldrsh r1, [r5, r5]
            Word::thumb(0x000087cc, 0x000003ce), // lsls r6, r1, #15
            Word::thumb(0x000087ce, 0x0000ef45), // blx.suffix pc, lr, #3722
            Word::thumb(0x000087d0, 0x000007bd), // lsls r5, r7, #30
            Word::thumb(0x000087d2, 0x0000d50d), // bpl.n 0x87f0
            Word::thumb(0x000087d4, 0x0000bf86), // udf 0xbf86
            Word::thumb(0x000087d6, 0x000081a9), // strh r1, [r5, #12]
            Word::thumb(0x000087d8, 0x00001e9f), // subs r7, r3, #2
            Word::thumb(0x000087da, 0x000040d4), // lsrs r4, r2
            Word::thumb(0x000087dc, 0x000041b0), // sbcs r0, r6
            Word::thumb(0x000087de, 0x0000f000), // bl 0x96b6
            Word::thumb(0x000087e0, 0x0000ff6a), // bl.suffix pc, lr, #3796
            Word::thumb(0x000087e2, 0x0000cb19), // ldmia r3, {r0, r3, r4}
            Word::thumb(0x000087e4, 0x0000beb6), // bkpt 0x00b6
            Word::thumb(0x000087e6, 0x0000aaee), // add r2, sp, #952
            Word::thumb(0x000087e8, 0x0000c30a), // stmia r3!, {r1, r3}
            Word::thumb(0x000087ea, 0x0000de25), // udf #37
            Word::thumb(0x000087ec, 0x0000aed6), // add r6, sp, #856
            Word::thumb(0x000087ee, 0x0000deb8), // udf #184
            Word::thumb(0x000087f0, 0x000040e4), // lsrs r4, r4
            Word::thumb(0x000087f2, 0x0000ce8b), // ldmia r6!, {r0, r1, r3, r7}
            Word::thumb(0x000087f4, 0x0000e03a), // b.n 0x886c
            Word::thumb(0x000087f6, 0x000057c1), // ldrsb r1, [r0, r7]
            Word::thumb(0x000087f8, 0x0000bb4b), // udf 0xbb4b
            Word::thumb(0x000087fa, 0x0000b5b2), // push {r1, r4, r5, r7, lr}
            Word::thumb(0x000087fc, 0x00009eda), // ldr r6, [sp, #872]
            Word::thumb(0x000087fe, 0x0000be51), // bkpt 0x0051
            Word::thumb(0x00008800, 0x0000d96b), // bls.n 0x88da
            Word::thumb(0x00008802, 0x000050c6), // str r6, [r0, r3]
            Word::thumb(0x00008804, 0x0000f000), // blx 0x891c
            Word::thumb(0x00008806, 0x0000e88a), // blx.suffix pc, lr, #276
            Word::thumb(0x00008808, 0x0000fd2e), // bl.suffix pc, lr, #2652
            Word::thumb(0x0000880a, 0x0000ba96), // udf 0xba96
            Word::thumb(0x0000880c, 0x0000ebc7), // blx.suffix pc, lr, #1934
            Word::thumb(0x0000880e, 0x0000e024), // b.n 0x885a
            Word::thumb(0x00008810, 0x0000bce7), // pop {r0, r1, r2, r5, r6, r7}
            Word::thumb(0x00008812, 0x000031d5), // adds r1, #213
            Word::thumb(0x00008814, 0x0000456e), // cmp r6, sp
            Word::thumb(0x00008816, 0x00001f6c), // subs r4, r5, #5
            Word::thumb(0x00008818, 0x0000b00b), // add sp, #44
            Word::thumb(0x0000881a, 0x00001cbb), // adds r3, r7, #2
            Word::thumb(0x0000881c, 0x0000ebca), // blx.suffix pc, lr, #1940
            Word::thumb(0x0000881e, 0x00008ca9), // ldrh r1, [r5, #36]
            Word::thumb(0x00008820, 0x0000d893), // bhi.n 0x874a
            Word::thumb(0x00008822, 0x0000c2a9), // stmia r2!, {r0, r3, r5, r7}
            Word::thumb(0x00008824, 0x000097f5), // str r7, [sp, #980]
            Word::thumb(0x00008826, 0x0000a9d5), // add r1, sp, #852
            Word::thumb(0x00008828, 0x00009d33), // ldr r5, [sp, #204]
            Word::thumb(0x0000882a, 0x00007c82), // ldrb r2, [r0, #18]
            Word::thumb(0x0000882c, 0x00008829), // ldrh r1, [r5, #0]
            Word::thumb(0x0000882e, 0x0000cfa3), // ldmia r7, {r0, r1, r5, r7}
            Word::thumb(0x00008830, 0x00008bd2), // ldrh r2, [r2, #30]
            Word::thumb(0x00008832, 0x00007a34), // ldrb r4, [r6, #8]
            Word::thumb(0x00008834, 0x0000454b), // cmp r3, r9
            Word::thumb(0x00008836, 0x0000e763), // b.n 0x8700
            Word::thumb(0x00008838, 0x0000a872), // add r0, sp, #456
            Word::thumb(0x0000883a, 0x0000b0fb), // sub sp, #492
            Word::thumb(0x0000883c, 0x000038b5), // subs r0, #181
            Word::thumb(0x0000883e, 0x0000df55), // svc 85
            Word::thumb(0x00008840, 0x0000197a), // adds r2, r7, r5
            Word::thumb(0x00008842, 0x00004d64), // ldr r5, [pc, #400]
            Word::thumb(0x00008844, 0x0000befd), // bkpt 0x00fd
            Word::thumb(0x00008846, 0x0000e00a), // b.n 0x885e
            Word::thumb(0x00008848, 0x0000ef44), // blx.suffix pc, lr, #3720
            Word::thumb(0x0000884a, 0x00004e79), // ldr r6, [pc, #484]
            Word::thumb(0x0000884c, 0x00001bbd), // subs r5, r7, r6
            Word::thumb(0x0000884e, 0x000047ca), // udf 0x47ca
            Word::thumb(0x00008850, 0x00007c71), // ldrb r1, [r6, #17]
            Word::thumb(0x00008852, 0x0000d858), // bhi.n 0x8906
            Word::thumb(0x00008854, 0x00004760), // bx ip
            Word::thumb(0x00008856, 0x0000deee), // udf #238
            Word::thumb(0x00008858, 0x0000d8e8), // bhi.n 0x882c
            Word::thumb(0x0000885a, 0x0000c049), // stmia r0!, {r0, r3, r6}
            Word::thumb(0x0000885c, 0x0000de15), // udf #21
            Word::thumb(0x0000885e, 0x0000d71a), // bvc.n 0x8896
            Word::thumb(0x00008860, 0x0000d6fa), // bvs.n 0x8858
            Word::thumb(0x00008862, 0x0000e968), // blx.suffix pc, lr, #720
            Word::thumb(0x00008864, 0x00001c03), // adds r3, r0, #0
            Word::thumb(0x00008866, 0x0000b517), // push {r0, r1, r2, r4, lr}
            Word::thumb(0x00008868, 0x0000ada4), // add r5, sp, #656
            Word::thumb(0x0000886a, 0x0000d944), // bls.n 0x88f6
            Word::thumb(0x0000886c, 0x00004464), // add r4, ip
            Word::thumb(0x0000886e, 0x0000e037), // b.n 0x88e0
            Word::thumb(0x00008870, 0x00004eb5), // ldr r6, [pc, #724]
            Word::thumb(0x00008872, 0x000019b6), // adds r6, r6, r6
            Word::thumb(0x00008874, 0x00001a5a), // subs r2, r3, r1
            Word::thumb(0x00008876, 0x00008923), // ldrh r3, [r4, #8]
            Word::thumb(0x00008878, 0x0000c6b8), // stmia r6!, {r3, r4, r5, r7}
            Word::thumb(0x0000887a, 0x00004743), // udf 0x4743
            Word::thumb(0x0000887c, 0x0000b05e), // add sp, #376
            Word::thumb(0x0000887e, 0x0000f000), // bl.prefix lr, pc, #0
            Word::thumb(0x00008880, 0x0000cb4e), // ldmia r3, {r1, r2, r3, r6}
            Word::thumb(0x00008882, 0x00008256), // strh r6, [r2, #18]
            Word::thumb(0x00008884, 0x000028eb), // cmp r0, #235
            Word::thumb(0x00008886, 0x000088ad), // ldrh r5, [r5, #4]
            Word::thumb(0x00008888, 0x0000f7ff), // bl 0x7d64
            Word::thumb(0x0000888a, 0x0000fa6c), // bl.suffix pc, lr, #1240
            Word::thumb(0x0000888c, 0x00006d6d), // ldr r5, [r5, #84]
            Word::thumb(0x0000888e, 0x0000d3fa), // bcc.n 0x8886
            Word::thumb(0x00008890, 0x00004207), // tst r7, r0
            Word::thumb(0x00008892, 0x0000be04), // bkpt 0x0004
            Word::thumb(0x00008894, 0x0000bc00), // pop {}
            Word::thumb(0x00008896, 0x0000948c), // str r4, [sp, #560]
            Word::thumb(0x00008898, 0x00004027), // ands r7, r4
            Word::thumb(0x0000889a, 0x00005e4b), // ldrsh r3, [r1, r1]
            Word::thumb(0x0000889c, 0x0000cb42), // ldmia r3!, {r1, r6}
            Word::thumb(0x0000889e, 0x0000c0f0), // stmia r0!, {r4, r5, r6, r7}
            Word::thumb(0x000088a0, 0x00001b06), // subs r6, r0, r4
            Word::thumb(0x000088a2, 0x00000d9c), // lsrs r4, r3, #22
            Word::thumb(0x000088a4, 0x0000e03a), // b.n 0x891c
            Word::thumb(0x000088a6, 0x000047f0), // blx lr
            Word::thumb(0x000088a8, 0x0000e7e5), // b.n 0x8876
            Word::thumb(0x000088aa, 0x0000b0b4), // sub sp, #208
            Word::thumb(0x000088ac, 0x00004373), // muls r3, r6
            Word::thumb(0x000088ae, 0x0000a4a6), // add r4, pc, #664
            Word::thumb(0x000088b0, 0x000047e0), // blx ip
            Word::thumb(0x000088b2, 0x0000431d), // orrs r5, r3
            Word::thumb(0x000088b4, 0x0000cbae), // ldmia r3, {r1, r2, r3, r5, r7}
            Word::thumb(0x000088b6, 0x0000b363), // udf 0xb363
            Word::thumb(0x000088b8, 0x000051f4), // str r4, [r6, r7]
            Word::thumb(0x000088ba, 0x0000cf85), // ldmia r7, {r0, r2, r7}
            Word::thumb(0x000088bc, 0x00004798), // blx r3
            Word::thumb(0x000088be, 0x000097cc), // str r7, [sp, #816]
            Word::thumb(0x000088c0, 0x0000e7d3), // b.n 0x886a
            Word::thumb(0x000088c2, 0x0000a645), // add r6, pc, #276
            Word::thumb(0x000088c4, 0x00002c34), // cmp r4, #52
            Word::thumb(0x000088c6, 0x00004748), // bx r9
            Word::thumb(0x000088c8, 0x0000ad54), // add r5, sp, #336
            Word::thumb(0x000088ca, 0x00009187), // str r1, [sp, #540]
            Word::thumb(0x000088cc, 0x0000a99b), // add r1, sp, #620
            Word::thumb(0x000088ce, 0x00003814), // subs r0, #20
            Word::thumb(0x000088d0, 0x000047f8), // blx pc
            Word::thumb(0x000088d2, 0x0000ffb8), // bl.suffix pc, lr, #3952
            Word::thumb(0x000088d4, 0x00000566), // lsls r6, r4, #21
            Word::thumb(0x000088d6, 0x0000ff2e), // bl.suffix pc, lr, #3676
            Word::thumb(0x000088d8, 0x0000ea49), // blx.suffix pc, lr, #1170
            Word::thumb(0x000088da, 0x0000b6f4), // udf 0xb6f4
            Word::thumb(0x000088dc, 0x00001a55), // subs r5, r2, r1
            Word::thumb(0x000088de, 0x0000be8c), // bkpt 0x008c
            Word::thumb(0x000088e0, 0x0000be54), // bkpt 0x0054
            Word::thumb(0x000088e2, 0x0000e347), // b.n 0x8f74
            Word::thumb(0x000088e4, 0x0000ade9), // add r5, sp, #932
            Word::thumb(0x000088e6, 0x0000d39c), // bcc.n 0x8822
            Word::thumb(0x000088e8, 0x00004043), // eors r3, r0
            Word::thumb(0x000088ea, 0x00001d30), // adds r0, r6, #4
            Word::thumb(0x000088ec, 0x00003d25), // subs r5, #37
            Word::thumb(0x000088ee, 0x000047dd), // udf 0x47dd
            Word::thumb(0x000088f0, 0x0000ce94), // ldmia r6!, {r2, r4, r7}
            Word::thumb(0x000088f2, 0x00008a59), // ldrh r1, [r3, #18]
            Word::thumb(0x000088f4, 0x000046eb), // mov fp, sp
            Word::thumb(0x000088f6, 0x00001a37), // subs r7, r6, r0
            Word::thumb(0x000088f8, 0x0000fc7b), // bl.suffix pc, lr, #2294
            Word::thumb(0x000088fa, 0x0000b470), // push {r4, r5, r6}
            Word::thumb(0x000088fc, 0x0000a56f), // add r5, pc, #444
            Word::thumb(0x000088fe, 0x0000b49c), // push {r2, r3, r4, r7}
            Word::thumb(0x00008900, 0x0000bef2), // bkpt 0x00f2
            Word::thumb(0x00008902, 0x00004dbd), // ldr r5, [pc, #756]
            Word::thumb(0x00008904, 0x0000bd3f), // pop {r0, r1, r2, r3, r4, r5, pc}
            Word::thumb(0x00008906, 0x00000446), // lsls r6, r0, #17
            Word::thumb(0x00008908, 0x000025dc), // movs r5, #220
            Word::thumb(0x0000890a, 0x000020f3), // movs r0, #243
            Word::thumb(0x0000890c, 0x000031e9), // adds r1, #233
            Word::thumb(0x0000890e, 0x000049c5), // ldr r1, [pc, #788]
            Word::thumb(0x00008910, 0x0000f7ff), // blx 0x7d84
            Word::thumb(0x00008912, 0x0000ea38), // blx.suffix pc, lr, #1136
            Word::thumb(0x00008914, 0x00005e97), // ldrsh r7, [r2, r2]
            Word::thumb(0x00008916, 0x00004fd8), // ldr r7, [pc, #864]
            Word::thumb(0x00008918, 0x0000c879), // ldmia r0, {r0, r3, r4, r5, r6}
            Word::thumb(0x0000891a, 0x0000904c), // str r0, [sp, #304]
            Word::thumb(0x0000891c, 0x0000de36), // udf #54
            Word::thumb(0x0000891e, 0x0000025a), // lsls r2, r3, #9
            Word::thumb(0x00008920, 0x0000f7ff), // blx 0x8858
            Word::thumb(0x00008922, 0x0000ef9a), // blx.suffix pc, lr, #3892
            Word::thumb(0x00008924, 0x00008f13), // ldrh r3, [r2, #56]
            Word::thumb(0x00008926, 0x000096ce), // str r6, [sp, #824]
            Word::thumb(0x00008928, 0x0000df1a), // svc 26
            Word::thumb(0x0000892a, 0x00004702), // udf 0x4702
            Word::thumb(0x0000892c, 0x0000151c), // asrs r4, r3, #20
            Word::thumb(0x0000892e, 0x0000bd47), // pop {r0, r1, r2, r6, pc}
            Word::thumb(0x00008930, 0x00004745), // udf 0x4745
            Word::thumb(0x00008932, 0x00004048), // eors r0, r1
            Word::thumb(0x00008934, 0x000047b0), // blx r6
            Word::thumb(0x00008936, 0x0000e00f), // b.n 0x8958
            Word::thumb(0x00008938, 0x0000adf4), // add r5, sp, #976
            Word::thumb(0x0000893a, 0x00001e8f), // subs r7, r1, #2
            Word::thumb(0x0000893c, 0x00002c63), // cmp r4, #99
            Word::thumb(0x0000893e, 0x00004660), // mov r0, ip
            Word::thumb(0x00008940, 0x0000bdfa), // pop {r1, r3, r4, r5, r6, r7, pc}
            Word::thumb(0x00008942, 0x00004079), // eors r1, r7
            Word::thumb(0x00008944, 0x0000c6db), // stmia r6!, {r0, r1, r3, r4, r6, r7}
            Word::thumb(0x00008946, 0x0000bef9), // bkpt 0x00f9
            Word::thumb(0x00008948, 0x0000a91a), // add r1, sp, #104
            Word::thumb(0x0000894a, 0x00003b5a), // subs r3, #90
            Word::thumb(0x0000894c, 0x00009a29), // ldr r2, [sp, #164]
            Word::thumb(0x0000894e, 0x0000625a), // str r2, [r3, #36]
            Word::thumb(0x00008950, 0x0000e724), // b.n 0x879c
            Word::thumb(0x00008952, 0x00008745), // strh r5, [r0, #58]
            Word::thumb(0x00008954, 0x00002067), // movs r0, #103
            Word::thumb(0x00008956, 0x0000ff3e), // bl.suffix pc, lr, #3708
            Word::thumb(0x00008958, 0x0000deb4), // udf #180
            Word::thumb(0x0000895a, 0x0000aba6), // add r3, sp, #664
            Word::thumb(0x0000895c, 0x0000b031), // add sp, #196
            Word::thumb(0x0000895e, 0x00004188), // sbcs r0, r1
            Word::thumb(0x00008960, 0x0000ae02), // add r6, sp, #8
            Word::thumb(0x00008962, 0x0000eb59), // blx.suffix pc, lr, #1714
            Word::thumb(0x00008964, 0x0000bdc5), // pop {r0, r2, r6, r7, pc}
            Word::thumb(0x00008966, 0x0000be34), // bkpt 0x0034
            Word::thumb(0x00008968, 0x0000b596), // push {r1, r2, r4, r7, lr}
            Word::thumb(0x0000896a, 0x0000fd1a), // bl.suffix pc, lr, #2612
            Word::thumb(0x0000896c, 0x0000ba23), // udf 0xba23
            Word::thumb(0x0000896e, 0x000045ba), // cmp sl, r7
            Word::thumb(0x00008970, 0x0000a4d9), // add r4, pc, #868
            Word::thumb(0x00008972, 0x00004732), // udf 0x4732
            Word::thumb(0x00008974, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x00008976, 0x00001d8f), // adds r7, r1, #6
            Word::thumb(0x00008978, 0x00007913), // ldrb r3, [r2, #4]
            Word::thumb(0x0000897a, 0x0000a27d), // add r2, pc, #500
            Word::thumb(0x0000897c, 0x0000de13), // udf #19
            Word::thumb(0x0000897e, 0x0000e2a0), // b.n 0x8ec2
            Word::thumb(0x00008980, 0x0000bfd7), // udf 0xbfd7
            Word::thumb(0x00008982, 0x00004f5a), // ldr r7, [pc, #360]
            Word::thumb(0x00008984, 0x000002f9), // lsls r1, r7, #11
            Word::thumb(0x00008986, 0x00009f51), // ldr r7, [sp, #324]
            Word::thumb(0x00008988, 0x0000c794), // stmia r7!, {r2, r4, r7}
            Word::thumb(0x0000898a, 0x0000eb0e), // blx.suffix pc, lr, #1564
            Word::thumb(0x0000898c, 0x0000e33e), // b.n 0x900c
            Word::thumb(0x0000898e, 0x0000dfbc), // svc 188
            Word::thumb(0x00008990, 0x0000a73e), // add r7, pc, #248
            Word::thumb(0x00008992, 0x000075b7), // strb r7, [r6, #22]
            Word::thumb(0x00008994, 0x0000ea72), // blx.suffix pc, lr, #1252
            Word::thumb(0x00008996, 0x00004b65), // ldr r3, [pc, #404]
            Word::thumb(0x00008998, 0x00001c02), // adds r2, r0, #0
            Word::thumb(0x0000899a, 0x0000b0b7), // sub sp, #220
            Word::thumb(0x0000899c, 0x0000f895), // bl.suffix pc, lr, #298
            Word::thumb(0x0000899e, 0x00009ff2), // ldr r7, [sp, #968]
            Word::thumb(0x000089a0, 0x000051da), // str r2, [r3, r7]
            Word::thumb(0x000089a2, 0x00001898), // adds r0, r3, r2
            Word::thumb(0x000089a4, 0x0000de4a), // udf #74
            Word::thumb(0x000089a6, 0x00001e15), // subs r5, r2, #0
            Word::thumb(0x000089a8, 0x00004794), // udf 0x4794
            Word::thumb(0x000089aa, 0x0000dfb1), // svc 177
            Word::thumb(0x000089ac, 0x0000b547), // push {r0, r1, r2, r6, lr}
            Word::thumb(0x000089ae, 0x0000d283), // bcs.n 0x88b8
            Word::thumb(0x000089b0, 0x0000c97b), // ldmia r1, {r0, r1, r3, r4, r5, r6}
            Word::thumb(0x000089b2, 0x0000eb7f), // blx.suffix pc, lr, #1790
            Word::thumb(0x000089b4, 0x0000c4ff), // stmia r4!, {r0, r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x000089b6, 0x00005402), // strb r2, [r0, r0]
            Word::thumb(0x000089b8, 0x0000de72), // udf #114
            Word::thumb(0x000089ba, 0x0000454b), // cmp r3, r9
            Word::thumb(0x000089bc, 0x00001776), // asrs r6, r6, #29
            Word::thumb(0x000089be, 0x00000287), // lsls r7, r0, #10
            Word::thumb(0x000089c0, 0x00004560), // cmp r0, ip
            Word::thumb(0x000089c2, 0x00004f40), // ldr r7, [pc, #256]
            Word::thumb(0x000089c4, 0x00004863), // ldr r0, [pc, #396]
            Word::thumb(0x000089c6, 0x0000d806), // bhi.n 0x89d6
            Word::thumb(0x000089c8, 0x0000dffc), // svc 252
            Word::thumb(0x000089ca, 0x0000df0b), // svc 11
            Word::thumb(0x000089cc, 0x0000b3c0), // udf 0xb3c0
            Word::thumb(0x000089ce, 0x0000d558), // bpl.n 0x8a82
            Word::thumb(0x000089d0, 0x00001e8a), // subs r2, r1, #2
            Word::thumb(0x000089d2, 0x0000bcf8), // pop {r3, r4, r5, r6, r7}
            Word::thumb(0x000089d4, 0x0000b682), // udf 0xb682
            Word::thumb(0x000089d6, 0x00000e37), // lsrs r7, r6, #24
            Word::thumb(0x000089d8, 0x00004dd3), // ldr r5, [pc, #844]
            Word::thumb(0x000089da, 0x0000de1b), // udf #27
            Word::thumb(0x000089dc, 0x000044d5), // add sp, sl
            Word::thumb(0x000089de, 0x000001d3), // lsls r3, r2, #7
            Word::thumb(0x000089e0, 0x0000c95d), // ldmia r1!, {r0, r2, r3, r4, r6}
            Word::thumb(0x000089e2, 0x0000a4d4), // add r4, pc, #848
            Word::thumb(0x000089e4, 0x0000d7de), // bvc.n 0x89a4
            Word::thumb(0x000089e6, 0x0000d5fc), // bpl.n 0x89e2
            Word::thumb(0x000089e8, 0x0000b0f4), // sub sp, #464
            Word::thumb(0x000089ea, 0x0000cba0), // ldmia r3!, {r5, r7}
            Word::thumb(0x000089ec, 0x0000464b), // mov r3, r9
            Word::thumb(0x000089ee, 0x0000df19), // svc 25
            Word::thumb(0x000089f0, 0x0000b448), // push {r3, r6}
            Word::thumb(0x000089f2, 0x0000b5d2), // push {r1, r4, r6, r7, lr}
            Word::thumb(0x000089f4, 0x0000dfb7), // svc 183
            Word::thumb(0x000089f6, 0x0000456c), // cmp r4, sp
            Word::thumb(0x000089f8, 0x0000452c), // cmp r4, r5
            Word::thumb(0x000089fa, 0x000086e9), // strh r1, [r5, #54]
            Word::thumb(0x000089fc, 0x0000f2c1), // bl 0x2ca3f8
            Word::thumb(0x000089fe, 0x0000fcfc), // bl.suffix pc, lr, #2552
            Word::thumb(0x00008a00, 0x0000e40d), // b.n 0x821e
            Word::thumb(0x00008a02, 0x0000a26a), // add r2, pc, #424
            Word::thumb(0x00008a04, 0x0000a675), // add r6, pc, #468
            Word::thumb(0x00008a06, 0x0000d09b), // beq.n 0x8940
            Word::thumb(0x00008a08, 0x000060f0), // str r0, [r6, #12]
            Word::thumb(0x00008a0a, 0x00009cfc), // ldr r4, [sp, #1008]
            Word::thumb(0x00008a0c, 0x0000655a), // str r2, [r3, #84]
            Word::thumb(0x00008a0e, 0x0000a189), // add r1, pc, #548
            Word::thumb(0x00008a10, 0x0000c053), // stmia r0!, {r0, r1, r4, r6}
            Word::thumb(0x00008a12, 0x0000e3d0), // b.n 0x91b6
            Word::thumb(0x00008a14, 0x0000b788), // udf 0xb788
            Word::thumb(0x00008a16, 0x0000def1), // udf #241
            Word::thumb(0x00008a18, 0x0000e039), // b.n 0x8a8e
            Word::thumb(0x00008a1a, 0x0000399e), // subs r1, #158
            Word::thumb(0x00008a1c, 0x00004722), // udf 0x4722
            Word::thumb(0x00008a1e, 0x0000b0e9), // sub sp, #420
            Word::thumb(0x00008a20, 0x0000fd64), // bl.suffix pc, lr, #2760
            Word::thumb(0x00008a22, 0x0000aefe), // add r6, sp, #1016
            Word::thumb(0x00008a24, 0x0000a968), // add r1, sp, #416
            Word::thumb(0x00008a26, 0x00004738), // bx r7
            Word::thumb(0x00008a28, 0x0000bc0b), // pop {r0, r1, r3}
            Word::thumb(0x00008a2a, 0x0000eee9), // blx.suffix pc, lr, #3538
            Word::thumb(0x00008a2c, 0x0000032d), // lsls r5, r5, #12
            Word::thumb(0x00008a2e, 0x00006eb0), // ldr r0, [r6, #104]
            Word::thumb(0x00008a30, 0x0000b295), // udf 0xb295
            Word::thumb(0x00008a32, 0x0000a291), // add r2, pc, #580
            Word::thumb(0x00008a34, 0x0000bc56), // pop {r1, r2, r4, r6}
            Word::thumb(0x00008a36, 0x0000aab3), // add r2, sp, #716
            Word::thumb(0x00008a38, 0x0000e7ca), // b.n 0x89d0
            Word::thumb(0x00008a3a, 0x0000b048), // add sp, #288
            Word::thumb(0x00008a3c, 0x00001868), // adds r0, r5, r1
            Word::thumb(0x00008a3e, 0x0000c5da), // stmia r5!, {r1, r3, r4, r6, r7}
            Word::thumb(0x00008a40, 0x000047ee), // udf 0x47ee
            Word::thumb(0x00008a42, 0x0000de01), // udf #1
            Word::thumb(0x00008a44, 0x0000013a), // lsls r2, r7, #4
            Word::thumb(0x00008a46, 0x00004629), // mov r1, r5
            Word::thumb(0x00008a48, 0x00003439), // adds r4, #57
            Word::thumb(0x00008a4a, 0x0000bea4), // bkpt 0x00a4
            Word::thumb(0x00008a4c, 0x0000be60), // bkpt 0x0060
            Word::thumb(0x00008a4e, 0x0000be0f), // bkpt 0x000f
            Word::thumb(0x00008a50, 0x0000ac04), // add r4, sp, #16
            Word::thumb(0x00008a52, 0x0000df39), // svc 57
            Word::thumb(0x00008a54, 0x0000e556), // b.n 0x8504
            Word::thumb(0x00008a56, 0x0000a497), // add r4, pc, #604
            Word::thumb(0x00008a58, 0x00009d60), // ldr r5, [sp, #384]
            Word::thumb(0x00008a5a, 0x0000d62d), // bvs.n 0x8ab8
            Word::thumb(0x00008a5c, 0x0000a986), // add r1, sp, #536
            Word::thumb(0x00008a5e, 0x0000bdc5), // pop {r0, r2, r6, r7, pc}
            Word::thumb(0x00008a60, 0x000041ec), // rors r4, r5
            Word::thumb(0x00008a62, 0x0000a5fc), // add r5, pc, #1008
            Word::thumb(0x00008a64, 0x0000fea7), // bl.suffix pc, lr, #3406
            Word::thumb(0x00008a66, 0x0000b536), // push {r1, r2, r4, r5, lr}
            Word::thumb(0x00008a68, 0x0000e607), // b.n 0x867a
            Word::thumb(0x00008a6a, 0x00006e21), // ldr r1, [r4, #96]
            Word::thumb(0x00008a6c, 0x000087e4), // strh r4, [r4, #62]
            Word::thumb(0x00008a6e, 0x0000cd31), // ldmia r5, {r0, r4, r5}
            Word::thumb(0x00008a70, 0x0000c6cf), // stmia r6!, {r0, r1, r2, r3, r6, r7}
            Word::thumb(0x00008a72, 0x0000c707), // stmia r7!, {r0, r1, r2}
            Word::thumb(0x00008a74, 0x0000ac37), // add r4, sp, #220
            Word::thumb(0x00008a76, 0x0000c4aa), // stmia r4!, {r1, r3, r5, r7}
            Word::thumb(0x00008a78, 0x0000bed7), // bkpt 0x00d7
            Word::thumb(0x00008a7a, 0x00004731), // udf 0x4731
            Word::thumb(0x00008a7c, 0x000045f5), // cmp sp, lr
            Word::thumb(0x00008a7e, 0x000081d9), // strh r1, [r3, #14]
            Word::thumb(0x00008a80, 0x0000a638), // add r6, pc, #224
            Word::thumb(0x00008a82, 0x00001b9a), // subs r2, r3, r6
            Word::thumb(0x00008a84, 0x0000417b), // adcs r3, r7
            Word::thumb(0x00008a86, 0x0000fe49), // bl.suffix pc, lr, #3218
            Word::thumb(0x00008a88, 0x00001b74), // subs r4, r6, r5
            Word::thumb(0x00008a8a, 0x0000daf3), // bge.n 0x8a74
            Word::thumb(0x00008a8c, 0x0000b8ea), // udf 0xb8ea
            Word::thumb(0x00008a8e, 0x0000aa3d), // add r2, sp, #244
            Word::thumb(0x00008a90, 0x0000bef7), // bkpt 0x00f7
            Word::thumb(0x00008a92, 0x0000da6d), // bge.n 0x8b70
            Word::thumb(0x00008a94, 0x0000c482), // stmia r4!, {r1, r7}
            Word::thumb(0x00008a96, 0x00002f21), // cmp r7, #33
            Word::thumb(0x00008a98, 0x000047d2), // udf 0x47d2
            Word::thumb(0x00008a9a, 0x0000df94), // svc 148
            Word::thumb(0x00008a9c, 0x00004770), // bx lr
            Word::thumb(0x00008a9e, 0x00007615), // strb r5, [r2, #24]
            Word::thumb(0x00008aa0, 0x00001c32), // adds r2, r6, #0
            Word::thumb(0x00008aa2, 0x0000cf8d), // ldmia r7, {r0, r2, r3, r7}
            Word::thumb(0x00008aa4, 0x00009812), // ldr r0, [sp, #72]
            Word::thumb(0x00008aa6, 0x0000f000), // blx 0x8b08
            Word::thumb(0x00008aa8, 0x0000e830), // blx.suffix pc, lr, #96
            Word::thumb(0x00008aaa, 0x0000e034), // b.n 0x8b16
            Word::thumb(0x00008aac, 0x000005de), // lsls r6, r3, #23
            Word::thumb(0x00008aae, 0x0000be6b), // bkpt 0x006b
            Word::thumb(0x00008ab0, 0x0000e3ed), // b.n 0x928e
            Word::thumb(0x00008ab2, 0x0000e7e7), // b.n 0x8a84
            Word::thumb(0x00008ab4, 0x0000b50c), // push {r2, r3, lr}
            Word::thumb(0x00008ab6, 0x0000fd5c), // bl.suffix pc, lr, #2744
            Word::thumb(0x00008ab8, 0x0000b42f), // push {r0, r1, r2, r3, r5}
            Word::thumb(0x00008aba, 0x0000ac8e), // add r4, sp, #568
            Word::thumb(0x00008abc, 0x00004874), // ldr r0, [pc, #464]
            Word::thumb(0x00008abe, 0x0000447f), // add r7, pc
            Word::thumb(0x00008ac0, 0x00004738), // bx r7
            Word::thumb(0x00008ac2, 0x00009953), // ldr r1, [sp, #332]
            Word::thumb(0x00008ac4, 0x000047c8), // blx r9
            Word::thumb(0x00008ac6, 0x0000c036), // stmia r0!, {r1, r2, r4, r5}
            Word::thumb(0x00008ac8, 0x00004753), // udf 0x4753
            Word::thumb(0x00008aca, 0x00000b94), // lsrs r4, r2, #14
            Word::thumb(0x00008acc, 0x0000ae00), // add r6, sp, #0
            Word::thumb(0x00008ace, 0x0000f815), // bl.suffix pc, lr, #42
            Word::thumb(0x00008ad0, 0x0000bb2a), // udf 0xbb2a
            Word::thumb(0x00008ad2, 0x00001d2f), // adds r7, r5, #4
            Word::thumb(0x00008ad4, 0x0000fbe6), // bl.suffix pc, lr, #1996
            Word::thumb(0x00008ad6, 0x0000a5ff), // add r5, pc, #1020
            Word::thumb(0x00008ad8, 0x0000bec2), // bkpt 0x00c2
            Word::thumb(0x00008ada, 0x00001c47), // adds r7, r0, #1
            Word::thumb(0x00008adc, 0x00000f64), // lsrs r4, r4, #29
            Word::thumb(0x00008ade, 0x000066a2), // str r2, [r4, #104]
            Word::thumb(0x00008ae0, 0x00009a0d), // ldr r2, [sp, #52]
            Word::thumb(0x00008ae2, 0x0000fdaa), // bl.suffix pc, lr, #2900
            Word::thumb(0x00008ae4, 0x00004f43), // ldr r7, [pc, #268]
            Word::thumb(0x00008ae6, 0x00008d6c), // ldrh r4, [r5, #42]
            Word::thumb(0x00008ae8, 0x0000ee6a), // blx.suffix pc, lr, #3284
            Word::thumb(0x00008aea, 0x00006a33), // ldr r3, [r6, #32]
            Word::thumb(0x00008aec, 0x00004186), // sbcs r6, r0
            Word::thumb(0x00008aee, 0x0000bd93), // pop {r0, r1, r4, r7, pc}
            Word::thumb(0x00008af0, 0x0000ec5d), // blx.suffix pc, lr, #2234
            Word::thumb(0x00008af2, 0x0000b056), // add sp, #344
            Word::thumb(0x00008af4, 0x000050b6), // str r6, [r6, r2]
            Word::thumb(0x00008af6, 0x0000d2f1), // bcs.n 0x8adc
            Word::thumb(0x00008af8, 0x00004d46), // ldr r5, [pc, #280]
            Word::thumb(0x00008afa, 0x0000fcdc), // bl.suffix pc, lr, #2488
            Word::thumb(0x00008afc, 0x00007cdf), // ldrb r7, [r3, #19]
            Word::thumb(0x00008afe, 0x0000a923), // add r1, sp, #140
            Word::thumb(0x00008b00, 0x0000cc40), // ldmia r4!, {r6}
            Word::thumb(0x00008b02, 0x0000c1aa), // stmia r1!, {r1, r3, r5, r7}
            Word::thumb(0x00008b04, 0x0000473b), // udf 0x473b
            Word::thumb(0x00008b06, 0x0000458d), // cmp sp, r1
            Word::thumb(0x00008b08, 0x00004755), // udf 0x4755
            Word::thumb(0x00008b0a, 0x00000329), // lsls r1, r5, #12
            Word::thumb(0x00008b0c, 0x00005123), // str r3, [r4, r4]
            Word::thumb(0x00008b0e, 0x0000b068), // add sp, #416
            Word::thumb(0x00008b10, 0x0000f0d9), // bl.prefix lr, pc, #888832
            Word::thumb(0x00008b12, 0x00001a54), // subs r4, r2, r1
            Word::thumb(0x00008b14, 0x0000f3d0), // bl 0x3d9780
            Word::thumb(0x00008b16, 0x0000fe34), // bl.suffix pc, lr, #3176
            Word::thumb(0x00008b18, 0x00004788), // blx r1
            Word::thumb(0x00008b1a, 0x0000bd72), // pop {r1, r4, r5, r6, pc}
            Word::thumb(0x00008b1c, 0x00004d2c), // ldr r5, [pc, #176]
            Word::thumb(0x00008b1e, 0x00004278), // negs r0, r7
            Word::thumb(0x00008b20, 0x0000b304), // udf 0xb304
            Word::thumb(0x00008b22, 0x0000f942), // bl.suffix pc, lr, #644
            Word::thumb(0x00008b24, 0x0000a30e), // add r3, pc, #56
            Word::thumb(0x00008b26, 0x0000c41c), // stmia r4!, {r2, r3, r4}
            Word::thumb(0x00008b28, 0x0000f000), // bl.prefix lr, pc, #0
            Word::thumb(0x00008b2a, 0x000047c0), // blx r8
            Word::thumb(0x00008b2c, 0x0000b01f), // add sp, #124
            Word::thumb(0x00008b2e, 0x0000cd4d), // ldmia r5!, {r0, r2, r3, r6}
            Word::thumb(0x00008b30, 0x000045dc), // cmp ip, fp
            Word::thumb(0x00008b32, 0x0000b5a7), // push {r0, r1, r2, r5, r7, lr}
            Word::thumb(0x00008b34, 0x0000fb66), // bl.suffix pc, lr, #1740
            Word::thumb(0x00008b36, 0x0000dc21), // bgt.n 0x8b7c
            Word::thumb(0x00008b38, 0x000040b5), // lsls r5, r6
            Word::thumb(0x00008b3a, 0x0000495f), // ldr r1, [pc, #380]
            Word::thumb(0x00008b3c, 0x0000c629), // stmia r6!, {r0, r3, r5}
            Word::thumb(0x00008b3e, 0x0000be72), // bkpt 0x0072
            Word::thumb(0x00008b40, 0x0000bee0), // bkpt 0x00e0
            Word::thumb(0x00008b42, 0x0000cb51), // ldmia r3!, {r0, r4, r6}
            Word::thumb(0x00008b44, 0x0000bca2), // pop {r1, r5, r7}
            Word::thumb(0x00008b46, 0x00001b7c), // subs r4, r7, r5
            Word::thumb(0x00008b48, 0x0000461b), // mov r3, r3
            Word::thumb(0x00008b4a, 0x0000af91), // add r7, sp, #580
            Word::thumb(0x00008b4c, 0x000031c8), // adds r1, #200
            Word::thumb(0x00008b4e, 0x00004778), // bx pc
            Word::thumb(0x00008b50, 0x0000f7ff), // bl 0x87a6
            Word::thumb(0x00008b52, 0x0000fe29), // bl.suffix pc, lr, #3154
            Word::thumb(0x00008b54, 0x00008713), // strh r3, [r2, #56]
            Word::thumb(0x00008b56, 0x0000b08a), // sub sp, #40
            Word::thumb(0x00008b58, 0x0000c485), // stmia r4!, {r0, r2, r7}
            Word::thumb(0x00008b5a, 0x0000bcef), // pop {r0, r1, r2, r3, r5, r6, r7}
            Word::thumb(0x00008b5c, 0x0000ac7f), // add r4, sp, #508
            Word::thumb(0x00008b5e, 0x00004e25), // ldr r6, [pc, #148]
            Word::thumb(0x00008b60, 0x0000d470), // bmi.n 0x8c44
            Word::thumb(0x00008b62, 0x00002ae8), // cmp r2, #232
            Word::thumb(0x00008b64, 0x0000dfcf), // svc 207
            Word::thumb(0x00008b66, 0x000047bc), // udf 0x47bc
            Word::thumb(0x00008b68, 0x00004369), // muls r1, r5
            Word::thumb(0x00008b6a, 0x0000aaec), // add r2, sp, #944
            Word::thumb(0x00008b6c, 0x00004a45), // ldr r2, [pc, #276]
            Word::thumb(0x00008b6e, 0x00004730), // bx r6
            Word::thumb(0x00008b70, 0x00001b66), // subs r6, r4, r5
            Word::thumb(0x00008b72, 0x0000459c), // cmp ip, r3
            Word::thumb(0x00008b74, 0x00004fe8), // ldr r7, [pc, #928]
            Word::thumb(0x00008b76, 0x00008122), // strh r2, [r4, #8]
            Word::thumb(0x00008b78, 0x0000bea0), // bkpt 0x00a0
            Word::thumb(0x00008b7a, 0x0000fa6e), // bl.suffix pc, lr, #1244
            Word::thumb(0x00008b7c, 0x00001eb1), // subs r1, r6, #2
            Word::thumb(0x00008b7e, 0x0000bd9a), // pop {r1, r3, r4, r7, pc}
            Word::thumb(0x00008b80, 0x0000cf1b), // ldmia r7!, {r0, r1, r3, r4}
            Word::thumb(0x00008b82, 0x0000cef9), // ldmia r6, {r0, r3, r4, r5, r6, r7}
            Word::thumb(0x00008b84, 0x00002b79), // cmp r3, #121
            Word::thumb(0x00008b86, 0x0000ad35), // add r5, sp, #212
            Word::thumb(0x00008b88, 0x000000fa), // lsls r2, r7, #3
            Word::thumb(0x00008b8a, 0x000009b9), // lsrs r1, r7, #6
            Word::thumb(0x00008b8c, 0x0000038b), // lsls r3, r1, #14
            Word::thumb(0x00008b8e, 0x00004736), // udf 0x4736
            Word::thumb(0x00008b90, 0x0000c059), // stmia r0!, {r0, r3, r4, r6}
            Word::thumb(0x00008b92, 0x0000f000), // blx 0x8e30
            Word::thumb(0x00008b94, 0x0000e94e), // blx.suffix pc, lr, #668
            Word::thumb(0x00008b96, 0x00009316), // str r3, [sp, #88]
            Word::thumb(0x00008b98, 0x000045c9), // cmp r9, r9
            Word::thumb(0x00008b9a, 0x0000a0ce), // add r0, pc, #824
            Word::thumb(0x00008b9c, 0x0000b4d2), // push {r1, r4, r6, r7}
            Word::thumb(0x00008b9e, 0x0000ecb5), // blx.suffix pc, lr, #2410
            Word::thumb(0x00008ba0, 0x0000bfb5), // udf 0xbfb5
            Word::thumb(0x00008ba2, 0x0000e7cb), // b.n 0x8b3c
            Word::thumb(0x00008ba4, 0x0000a21f), // add r2, pc, #124
            Word::thumb(0x00008ba6, 0x0000df9e), // svc 158
            Word::thumb(0x00008ba8, 0x0000bec2), // bkpt 0x00c2
            Word::thumb(0x00008baa, 0x000042b8), // cmp r0, r7
            Word::thumb(0x00008bac, 0x00001fc6), // subs r6, r0, #7
            Word::thumb(0x00008bae, 0x00001f7b), // subs r3, r7, #5
            Word::thumb(0x00008bb0, 0x0000b3ad), // udf 0xb3ad
            Word::thumb(0x00008bb2, 0x0000bd80), // pop {r7, pc}
            Word::thumb(0x00008bb4, 0x0000fe89), // bl.suffix pc, lr, #3346
            Word::thumb(0x00008bb6, 0x0000cf2c), // ldmia r7!, {r2, r3, r5}
            Word::thumb(0x00008bb8, 0x0000b031), // add sp, #196
            Word::thumb(0x00008bba, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x00008bbc, 0x00005f5b), // ldrsh r3, [r3, r5]
            Word::thumb(0x00008bbe, 0x0000cee9), // ldmia r6, {r0, r3, r5, r6, r7}
            Word::thumb(0x00008bc0, 0x00003857), // subs r0, #87
            Word::thumb(0x00008bc2, 0x0000b061), // add sp, #388
            Word::thumb(0x00008bc4, 0x0000be6e), // bkpt 0x006e
            Word::thumb(0x00008bc6, 0x000060d3), // str r3, [r2, #12]
            Word::thumb(0x00008bc8, 0x0000e016), // b.n 0x8bf8
            Word::thumb(0x00008bca, 0x0000f6a0), // blx 0xffea9698
            Word::thumb(0x00008bcc, 0x0000ed66), // blx.suffix pc, lr, #2764
            Word::thumb(0x00008bce, 0x00003c21), // subs r4, #33
            Word::thumb(0x00008bd0, 0x00004811), // ldr r0, [pc, #68]
            Word::thumb(0x00008bd2, 0x0000be39), // bkpt 0x0039
            Word::thumb(0x00008bd4, 0x0000e8ed), // blx.suffix pc, lr, #474
            Word::thumb(0x00008bd6, 0x0000b426), // push {r1, r2, r5}
            Word::thumb(0x00008bd8, 0x0000b0b0), // sub sp, #192
            Word::thumb(0x00008bda, 0x0000a7de), // add r7, pc, #888
            Word::thumb(0x00008bdc, 0x0000b8ae), // udf 0xb8ae
            Word::thumb(0x00008bde, 0x00001d28), // adds r0, r5, #4
            Word::thumb(0x00008be0, 0x0000e5ac), // b.n 0x873c
            Word::thumb(0x00008be2, 0x00001c22), // adds r2, r4, #0
            Word::thumb(0x00008be4, 0x0000457f), // cmp r7, pc
            Word::thumb(0x00008be6, 0x0000745a), // strb r2, [r3, #17]
            Word::thumb(0x00008be8, 0x0000df27), // svc 39
            Word::thumb(0x00008bea, 0x0000da17), // bge.n 0x8c1c
            Word::thumb(0x00008bec, 0x00004332), // orrs r2, r6
            Word::thumb(0x00008bee, 0x00004543), // cmp r3, r8
            Word::thumb(0x00008bf0, 0x000047b1), // udf 0x47b1
            Word::thumb(0x00008bf2, 0x0000bd75), // pop {r0, r2, r4, r5, r6, pc}
            Word::thumb(0x00008bf4, 0x0000753b), // strb r3, [r7, #20]
            Word::thumb(0x00008bf6, 0x00006c08), // ldr r0, [r1, #64]
            Word::thumb(0x00008bf8, 0x0000be91), // bkpt 0x0091
            Word::thumb(0x00008bfa, 0x0000bd8e), // pop {r1, r2, r3, r7, pc}
            Word::thumb(0x00008bfc, 0x0000b08f), // sub sp, #60
            Word::thumb(0x00008bfe, 0x0000e393), // b.n 0x9328
            Word::thumb(0x00008c00, 0x0000411e), // asrs r6, r3
            Word::thumb(0x00008c02, 0x00004784), // udf 0x4784
            Word::thumb(0x00008c04, 0x0000114d), // asrs r5, r1, #5
            Word::thumb(0x00008c06, 0x0000d3ee), // bcc.n 0x8be6
            Word::thumb(0x00008c08, 0x000047a0), // blx r4
            Word::thumb(0x00008c0a, 0x000047d0), // blx sl
            Word::thumb(0x00008c0c, 0x0000d93f), // bls.n 0x8c8e
            Word::thumb(0x00008c0e, 0x0000bc47), // pop {r0, r1, r2, r6}
            Word::thumb(0x00008c10, 0x0000cc23), // ldmia r4!, {r0, r1, r5}
            Word::thumb(0x00008c12, 0x00000eee), // lsrs r6, r5, #27
            Word::thumb(0x00008c14, 0x00001dde), // adds r6, r3, #7
            Word::thumb(0x00008c16, 0x00004753), // udf 0x4753
            Word::thumb(0x00008c18, 0x0000ef79), // blx.suffix pc, lr, #3826
            Word::thumb(0x00008c1a, 0x00001d09), // adds r1, r1, #4
            Word::thumb(0x00008c1c, 0x0000df53), // svc 83
            Word::thumb(0x00008c1e, 0x0000ccdd), // ldmia r4, {r0, r2, r3, r4, r6, r7}
            Word::thumb(0x00008c20, 0x0000e00d), // b.n 0x8c3e
            Word::thumb(0x00008c22, 0x0000efb3), // blx.suffix pc, lr, #3942
            Word::thumb(0x00008c24, 0x0000f7ff), // blx 0x7f88
            Word::thumb(0x00008c26, 0x0000e9b0), // blx.suffix pc, lr, #864
            Word::thumb(0x00008c28, 0x0000c295), // stmia r2!, {r0, r2, r4, r7}
            Word::thumb(0x00008c2a, 0x0000c959), // ldmia r1!, {r0, r3, r4, r6}
            Word::thumb(0x00008c2c, 0x0000bc63), // pop {r0, r1, r5, r6}
            Word::thumb(0x00008c2e, 0x00001e7a), // subs r2, r7, #1
            Word::thumb(0x00008c30, 0x0000ac93), // add r4, sp, #588
            Word::thumb(0x00008c32, 0x0000b477), // push {r0, r1, r2, r4, r5, r6}
            Word::thumb(0x00008c34, 0x000013dd), // asrs r5, r3, #15
            Word::thumb(0x00008c36, 0x0000b264), // udf 0xb264
            Word::thumb(0x00008c38, 0x0000d619), // bvs.n 0x8c6e
            Word::thumb(0x00008c3a, 0x0000d627), // bvs.n 0x8c8c
            Word::thumb(0x00008c3c, 0x0000bac8), // udf 0xbac8
            Word::thumb(0x00008c3e, 0x0000deed), // udf #237
            Word::thumb(0x00008c40, 0x0000f708), // bl 0xfff118f6
            Word::thumb(0x00008c42, 0x0000fe59), // bl.suffix pc, lr, #3250
            Word::thumb(0x00008c44, 0x00008644), // strh r4, [r0, #50]
            Word::thumb(0x00008c46, 0x00001f9c), // subs r4, r3, #6
            Word::thumb(0x00008c48, 0x0000f7ff), // bl 0x8110
            Word::thumb(0x00008c4a, 0x0000fa62), // bl.suffix pc, lr, #1220
            Word::thumb(0x00008c4c, 0x0000452e), // cmp r6, r5
            Word::thumb(0x00008c4e, 0x0000c378), // stmia r3!, {r3, r4, r5, r6}
            Word::thumb(0x00008c50, 0x00004dee), // ldr r5, [pc, #952]
            Word::thumb(0x00008c52, 0x000013e2), // asrs r2, r4, #15
            Word::thumb(0x00008c54, 0x0000827b), // strh r3, [r7, #18]
            Word::thumb(0x00008c56, 0x0000e8b1), // blx.suffix pc, lr, #354
            Word::thumb(0x00008c58, 0x00004d88), // ldr r5, [pc, #544]
            Word::thumb(0x00008c5a, 0x00008d7e), // ldrh r6, [r7, #42]
            Word::thumb(0x00008c5c, 0x0000c9cc), // ldmia r1!, {r2, r3, r6, r7}
            Word::thumb(0x00008c5e, 0x0000066b), // lsls r3, r5, #25
            Word::thumb(0x00008c60, 0x0000ed69), // blx.suffix pc, lr, #2770
            Word::thumb(0x00008c62, 0x0000bd5a), // pop {r1, r3, r4, r6, pc}
            Word::thumb(0x00008c64, 0x000018cb), // adds r3, r1, r3
            Word::thumb(0x00008c66, 0x000091eb), // str r1, [sp, #940]
            Word::thumb(0x00008c68, 0x0000fea7), // bl.suffix pc, lr, #3406
            Word::thumb(0x00008c6a, 0x000044c3), // add fp, r8
            Word::thumb(0x00008c6c, 0x00005c8f), // ldrb r7, [r1, r2]
            Word::thumb(0x00008c6e, 0x00008a88), // ldrh r0, [r1, #20]
            Word::thumb(0x00008c70, 0x0000fc27), // bl.suffix pc, lr, #2126
            Word::thumb(0x00008c72, 0x00004798), // blx r3
            Word::thumb(0x00008c74, 0x0000f6ae), // blx 0xffeb7954
            Word::thumb(0x00008c76, 0x0000ee6e), // blx.suffix pc, lr, #3292
            Word::thumb(0x00008c78, 0x0000bc78), // pop {r3, r4, r5, r6}
            Word::thumb(0x00008c7a, 0x00004228), // tst r0, r5
            Word::thumb(0x00008c7c, 0x0000bd84), // pop {r2, r7, pc}
            Word::thumb(0x00008c7e, 0x00004140), // adcs r0, r0
            Word::thumb(0x00008c80, 0x00001810), // adds r0, r2, r0
            Word::thumb(0x00008c82, 0x0000c0e3), // stmia r0!, {r0, r1, r5, r6, r7}
            Word::thumb(0x00008c84, 0x0000e1bb), // b.n 0x8ffe
            Word::thumb(0x00008c86, 0x00004760), // bx ip
            Word::thumb(0x00008c88, 0x00004750), // bx sl
            Word::thumb(0x00008c8a, 0x0000e014), // b.n 0x8cb6
            Word::thumb(0x00008c8c, 0x000000fe), // lsls r6, r7, #3
            Word::thumb(0x00008c8e, 0x00005923), // ldr r3, [r4, r4]
            Word::thumb(0x00008c90, 0x0000b028), // add sp, #160
            Word::thumb(0x00008c92, 0x0000d230), // bcs.n 0x8cf6
            Word::thumb(0x00008c94, 0x00001e6c), // subs r4, r5, #1
            Word::thumb(0x00008c96, 0x00008299), // strh r1, [r3, #20]
            Word::thumb(0x00008c98, 0x00001a2b), // subs r3, r5, r0
            Word::thumb(0x00008c9a, 0x00001b2c), // subs r4, r5, r4
            Word::thumb(0x00008c9c, 0x00009ade), // ldr r2, [sp, #888]
            Word::thumb(0x00008c9e, 0x00004249), // negs r1, r1
            Word::thumb(0x00008ca0, 0x00001446), // asrs r6, r0, #17
            Word::thumb(0x00008ca2, 0x0000b029), // add sp, #164
            Word::thumb(0x00008ca4, 0x00004540), // cmp r0, r8
            Word::thumb(0x00008ca6, 0x0000be43), // bkpt 0x0043
            Word::thumb(0x00008ca8, 0x0000cf5e), // ldmia r7!, {r1, r2, r3, r4, r6}
            Word::thumb(0x00008caa, 0x000057a6), // ldrsb r6, [r4, r6]
            Word::thumb(0x00008cac, 0x00004768), // bx sp
            Word::thumb(0x00008cae, 0x0000a612), // add r6, pc, #72
            Word::thumb(0x00008cb0, 0x00008916), // ldrh r6, [r2, #8]
            Word::thumb(0x00008cb2, 0x0000df33), // svc 51
            Word::thumb(0x00008cb4, 0x0000ecf4), // blx.suffix pc, lr, #2536
            Word::thumb(0x00008cb6, 0x0000dbf2), // blt.n 0x8c9e
            Word::thumb(0x00008cb8, 0x00004bf4), // ldr r3, [pc, #976]
            Word::thumb(0x00008cba, 0x0000fccb), // bl.suffix pc, lr, #2454
            Word::thumb(0x00008cbc, 0x00000949), // lsrs r1, r1, #5
            Word::thumb(0x00008cbe, 0x0000683f), // ldr r7, [r7, #0]
            Word::thumb(0x00008cc0, 0x0000b02b), // add sp, #172
            Word::thumb(0x00008cc2, 0x000019c2), // adds r2, r0, r7
            Word::thumb(0x00008cc4, 0x00001c99), // adds r1, r3, #2
            Word::thumb(0x00008cc6, 0x0000cc1d), // ldmia r4, {r0, r2, r3, r4}
            Word::thumb(0x00008cc8, 0x0000408c), // lsls r4, r1
            Word::thumb(0x00008cca, 0x00008ef4), // ldrh r4, [r6, #54]
            Word::thumb(0x00008ccc, 0x0000df04), // svc 4
            Word::thumb(0x00008cce, 0x0000b447), // push {r0, r1, r2, r6}
            Word::thumb(0x00008cd0, 0x0000156f), // asrs r7, r5, #21
            Word::thumb(0x00008cd2, 0x000044ea), // add sl, sp
            Word::thumb(0x00008cd4, 0x0000e1ec), // b.n 0x90b0
            Word::thumb(0x00008cd6, 0x00004718), // bx r3
            Word::thumb(0x00008cd8, 0x00004168), // adcs r0, r5
            Word::thumb(0x00008cda, 0x000047d0), // blx sl
            Word::thumb(0x00008cdc, 0x0000f7ff), // blx 0x8690
            Word::thumb(0x00008cde, 0x0000ecd8), // blx.suffix pc, lr, #2480
            Word::thumb(0x00008ce0, 0x00005afb), // ldrh r3, [r7, r3]
            Word::thumb(0x00008ce2, 0x00003a67), // subs r2, #103
            Word::thumb(0x00008ce4, 0x0000be46), // bkpt 0x0046
            Word::thumb(0x00008ce6, 0x0000715f), // strb r7, [r3, #5]
            Word::thumb(0x00008ce8, 0x0000c07d), // stmia r0!, {r0, r2, r3, r4, r5, r6}
            Word::thumb(0x00008cea, 0x0000bd7f), // pop {r0, r1, r2, r3, r4, r5, r6, pc}
            Word::thumb(0x00008cec, 0x0000c17f), // stmia r1!, {r0, r1, r2, r3, r4, r5, r6}
            Word::thumb(0x00008cee, 0x00005d5e), // ldrb r6, [r3, r5]
            Word::thumb(0x00008cf0, 0x00007298), // strb r0, [r3, #10]
            Word::thumb(0x00008cf2, 0x0000475a), // udf 0x475a
            Word::thumb(0x00008cf4, 0x0000b442), // push {r1, r6}
            Word::thumb(0x00008cf6, 0x0000cf0b), // ldmia r7!, {r0, r1, r3}
            Word::thumb(0x00008cf8, 0x0000ce3c), // ldmia r6!, {r2, r3, r4, r5}
            Word::thumb(0x00008cfa, 0x0000ce27), // ldmia r6!, {r0, r1, r2, r5}
            Word::thumb(0x00008cfc, 0x0000ef8f), // blx.suffix pc, lr, #3870
            Word::thumb(0x00008cfe, 0x0000b56d), // push {r0, r2, r3, r5, r6, lr}
            Word::thumb(0x00008d00, 0x0000be0a), // bkpt 0x000a
            Word::thumb(0x00008d02, 0x0000de4e), // udf #78
            Word::thumb(0x00008d04, 0x0000d885), // bhi.n 0x8c12
            Word::thumb(0x00008d06, 0x0000b5d9), // push {r0, r3, r4, r6, r7, lr}
            Word::thumb(0x00008d08, 0x00003a54), // subs r2, #84
            Word::thumb(0x00008d0a, 0x0000badc), // udf 0xbadc
            Word::thumb(0x00008d0c, 0x0000be55), // bkpt 0x0055
            Word::thumb(0x00008d0e, 0x00000e11), // lsrs r1, r2, #24
            Word::thumb(0x00008d10, 0x00004783), // udf 0x4783
            Word::thumb(0x00008d12, 0x0000c6ec), // stmia r6!, {r2, r3, r5, r6, r7}
            Word::thumb(0x00008d14, 0x0000f000), // blx 0x9488
            Word::thumb(0x00008d16, 0x0000ebb8), // blx.suffix pc, lr, #1904
            Word::thumb(0x00008d18, 0x000019e5), // adds r5, r4, r7
            Word::thumb(0x00008d1a, 0x0000c680), // stmia r6!, {r7}
            Word::thumb(0x00008d1c, 0x00001e33), // subs r3, r6, #0
            Word::thumb(0x00008d1e, 0x00004092), // lsls r2, r2
            Word::thumb(0x00008d20, 0x0000a824), // add r0, sp, #144
            Word::thumb(0x00008d22, 0x0000dfa8), // svc 168
            Word::thumb(0x00008d24, 0x0000ef69), // blx.suffix pc, lr, #3794
            Word::thumb(0x00008d26, 0x00009e48), // ldr r6, [sp, #288]
            Word::thumb(0x00008d28, 0x00001332), // asrs r2, r6, #12
            Word::thumb(0x00008d2a, 0x00001cdc), // adds r4, r3, #3
            Word::thumb(0x00008d2c, 0x0000a0c4), // add r0, pc, #784
            Word::thumb(0x00008d2e, 0x0000470d), // udf 0x470d
            Word::thumb(0x00008d30, 0x0000bef1), // bkpt 0x00f1
            Word::thumb(0x00008d32, 0x000076a8), // strb r0, [r5, #26]
            Word::thumb(0x00008d34, 0x0000b059), // add sp, #356
            Word::thumb(0x00008d36, 0x0000a68e), // add r6, pc, #568
            Word::thumb(0x00008d38, 0x0000adb4), // add r5, sp, #720
            Word::thumb(0x00008d3a, 0x00001df8), // adds r0, r7, #7
            Word::thumb(0x00008d3c, 0x0000a98c), // add r1, sp, #560
            Word::thumb(0x00008d3e, 0x0000df00), // svc 0
            Word::thumb(0x00008d40, 0x0000a079), // add r0, pc, #484
            Word::thumb(0x00008d42, 0x0000dee8), // udf #232
            Word::thumb(0x00008d44, 0x0000cd3f), // ldmia r5, {r0, r1, r2, r3, r4, r5}
            Word::thumb(0x00008d46, 0x0000be65), // bkpt 0x0065
            Word::thumb(0x00008d48, 0x0000560c), // ldrsb r4, [r1, r0]
            Word::thumb(0x00008d4a, 0x0000c989), // ldmia r1!, {r0, r3, r7}
            Word::thumb(0x00008d4c, 0x000066c9), // str r1, [r1, #108]
            Word::thumb(0x00008d4e, 0x0000e714), // b.n 0x8b7a
            Word::thumb(0x00008d50, 0x0000448e), // add lr, r1
            Word::thumb(0x00008d52, 0x000047e1), // udf 0x47e1
            Word::thumb(0x00008d54, 0x0000198c), // adds r4, r1, r6
            Word::thumb(0x00008d56, 0x0000464d), // mov r5, r9
            Word::thumb(0x00008d58, 0x000098cd), // ldr r0, [sp, #820]
            Word::thumb(0x00008d5a, 0x0000eca8), // blx.suffix pc, lr, #2384
            Word::thumb(0x00008d5c, 0x00004492), // add sl, r2
            Word::thumb(0x00008d5e, 0x0000a247), // add r2, pc, #284
            Word::thumb(0x00008d60, 0x0000b0db), // sub sp, #364
            Word::thumb(0x00008d62, 0x0000bebf), // bkpt 0x00bf
            Word::thumb(0x00008d64, 0x0000df0a), // svc 10
            Word::thumb(0x00008d66, 0x0000e101), // b.n 0x8f6c
            Word::thumb(0x00008d68, 0x0000c137), // stmia r1!, {r0, r1, r2, r4, r5}
            Word::thumb(0x00008d6a, 0x0000d670), // bvs.n 0x8e4e
            Word::thumb(0x00008d6c, 0x0000b061), // add sp, #388
            Word::thumb(0x00008d6e, 0x0000ff28), // bl.suffix pc, lr, #3664
            Word::thumb(0x00008d70, 0x0000e7d5), // b.n 0x8d1e
            Word::thumb(0x00008d72, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x00008d74, 0x00001a2e), // subs r6, r5, r0
            Word::thumb(0x00008d76, 0x00001fef), // subs r7, r5, #7
            Word::thumb(0x00008d78, 0x0000d21a), // bcs.n 0x8db0
            Word::thumb(0x00008d7a, 0x0000c9a8), // ldmia r1!, {r3, r5, r7}
            Word::thumb(0x00008d7c, 0x000021bb), // movs r1, #187
            Word::thumb(0x00008d7e, 0x0000bc97), // pop {r0, r1, r2, r4, r7}
            Word::thumb(0x00008d80, 0x00004034), // ands r4, r6
            Word::thumb(0x00008d82, 0x0000cf5e), // ldmia r7!, {r1, r2, r3, r4, r6}
            Word::thumb(0x00008d84, 0x0000c9e9), // ldmia r1!, {r0, r3, r5, r6, r7}
            Word::thumb(0x00008d86, 0x00004740), // bx r8
            Word::thumb(0x00008d88, 0x0000be6a), // bkpt 0x006a
            Word::thumb(0x00008d8a, 0x00006338), // str r0, [r7, #48]
            Word::thumb(0x00008d8c, 0x0000c74a), // stmia r7!, {r1, r3, r6}
            Word::thumb(0x00008d8e, 0x00001ca6), // adds r6, r4, #2
            Word::thumb(0x00008d90, 0x0000dfa3), // svc 163
            Word::thumb(0x00008d92, 0x0000b42c), // push {r2, r3, r5}
            Word::thumb(0x00008d94, 0x00004997), // ldr r1, [pc, #604]
            Word::thumb(0x00008d96, 0x0000b244), // udf 0xb244
            Word::thumb(0x00008d98, 0x00001ed3), // subs r3, r2, #3
            Word::thumb(0x00008d9a, 0x0000420f), // tst r7, r1
            Word::thumb(0x00008d9c, 0x000043bd), // bics r5, r7
            Word::thumb(0x00008d9e, 0x0000e037), // b.n 0x8e10
            Word::thumb(0x00008da0, 0x0000f7ff), // bl 0x8d00
            Word::thumb(0x00008da2, 0x0000ffae), // bl.suffix pc, lr, #3932
            Word::thumb(0x00008da4, 0x0000ea53), // blx.suffix pc, lr, #1190
            Word::thumb(0x00008da6, 0x0000b3bf), // udf 0xb3bf
            Word::thumb(0x00008da8, 0x00000e37), // lsrs r7, r6, #24
            Word::thumb(0x00008daa, 0x0000f7ff), // bl 0x7e7e
            Word::thumb(0x00008dac, 0x0000f868), // bl.suffix pc, lr, #208
            Word::thumb(0x00008dae, 0x0000f7ff), // bl 0x7eb8
            Word::thumb(0x00008db0, 0x0000f883), // bl.suffix pc, lr, #262
            Word::thumb(0x00008db2, 0x000059a2), // ldr r2, [r4, r6]
            Word::thumb(0x00008db4, 0x0000af99), // add r7, sp, #612
            Word::thumb(0x00008db6, 0x0000a613), // add r6, pc, #76
            Word::thumb(0x00008db8, 0x00004398), // bics r0, r3
            Word::thumb(0x00008dba, 0x00004500), // cmp r0, r0
            Word::thumb(0x00008dbc, 0x000043b9), // bics r1, r7
            Word::thumb(0x00008dbe, 0x0000f955), // bl.suffix pc, lr, #682
            Word::thumb(0x00008dc0, 0x00001ed6), // subs r6, r2, #3
            Word::thumb(0x00008dc2, 0x000087f7), // strh r7, [r6, #62]
            Word::thumb(0x00008dc4, 0x0000be91), // bkpt 0x0091
            Word::thumb(0x00008dc6, 0x00005dca), // ldrb r2, [r1, r7]
            Word::thumb(0x00008dc8, 0x00004484), // add ip, r0
            Word::thumb(0x00008dca, 0x0000f7ff), // bl 0x81b0
            Word::thumb(0x00008dcc, 0x0000f9f1), // bl.suffix pc, lr, #994
            Word::thumb(0x00008dce, 0x0000ec0f), // blx.suffix pc, lr, #2078
            Word::thumb(0x00008dd0, 0x000084a7), // strh r7, [r4, #36]
            Word::thumb(0x00008dd2, 0x00007576), // strb r6, [r6, #21]
            Word::thumb(0x00008dd4, 0x0000f9e5), // bl.suffix pc, lr, #970
            Word::thumb(0x00008dd6, 0x00003d7e), // subs r5, #126
            Word::thumb(0x00008dd8, 0x0000c662), // stmia r6!, {r1, r5, r6}
            Word::thumb(0x00008dda, 0x0000b843), // udf 0xb843
            Word::thumb(0x00008ddc, 0x00004798), // blx r3
            Word::thumb(0x00008dde, 0x00001a15), // subs r5, r2, r0
            Word::thumb(0x00008de0, 0x0000b4b7), // push {r0, r1, r2, r4, r5, r7}
            Word::thumb(0x00008de2, 0x0000ea5e), // blx.suffix pc, lr, #1212
            Word::thumb(0x00008de4, 0x000068db), // ldr r3, [r3, #12]
            Word::thumb(0x00008de6, 0x0000abf4), // add r3, sp, #976
            Word::thumb(0x00008de8, 0x0000f000), // blx 0x992c
            Word::thumb(0x00008dea, 0x0000eda0), // blx.suffix pc, lr, #2880
            Word::thumb(0x00008dec, 0x00001c48), // adds r0, r1, #1
            Word::thumb(0x00008dee, 0x0000458f), // cmp pc, r1
            Word::thumb(0x00008df0, 0x0000865b), // strh r3, [r3, #50]
            Word::thumb(0x00008df2, 0x000046ce), // mov lr, r9
            Word::thumb(0x00008df4, 0x0000b483), // push {r0, r1, r7}
            Word::thumb(0x00008df6, 0x0000e00d), // b.n 0x8e14
            Word::thumb(0x00008df8, 0x0000b7bb), // udf 0xb7bb
            Word::thumb(0x00008dfa, 0x0000f000), // bl 0x93e6
            Word::thumb(0x00008dfc, 0x0000faf4), // bl.suffix pc, lr, #1512
            Word::thumb(0x00008dfe, 0x00001aee), // subs r6, r5, r3
            Word::thumb(0x00008e00, 0x00000e53), // lsrs r3, r2, #25
            Word::thumb(0x00008e02, 0x00004718), // bx r3
            Word::thumb(0x00008e04, 0x00001c1e), // adds r6, r3, #0
            Word::thumb(0x00008e06, 0x0000bc1c), // pop {r2, r3, r4}
            Word::thumb(0x00008e08, 0x0000b0af), // sub sp, #188
            Word::thumb(0x00008e0a, 0x0000dbe6), // blt.n 0x8dda
            Word::thumb(0x00008e0c, 0x0000ade7), // add r5, sp, #924
            Word::thumb(0x00008e0e, 0x00002b97), // cmp r3, #151
            Word::thumb(0x00008e10, 0x0000cad4), // ldmia r2, {r2, r4, r6, r7}
            Word::thumb(0x00008e12, 0x0000e004), // b.n 0x8e1e
            Word::thumb(0x00008e14, 0x0000b0d1), // sub sp, #324
            Word::thumb(0x00008e16, 0x0000a0b7), // add r0, pc, #732
            Word::thumb(0x00008e18, 0x0000c3a6), // stmia r3!, {r1, r2, r5, r7}
            Word::thumb(0x00008e1a, 0x0000a066), // add r0, pc, #408
            Word::thumb(0x00008e1c, 0x0000a8ec), // add r0, sp, #944
            Word::thumb(0x00008e1e, 0x0000f000), // bl 0x9dec
            Word::thumb(0x00008e20, 0x0000ffe5), // bl.suffix pc, lr, #4042
            Word::thumb(0x00008e22, 0x00003ea2), // subs r6, #162
            Word::thumb(0x00008e24, 0x0000428d), // cmp r5, r1
            Word::thumb(0x00008e26, 0x00007a71), // ldrb r1, [r6, #9]
            Word::thumb(0x00008e28, 0x00001979), // adds r1, r7, r5
            Word::thumb(0x00008e2a, 0x000050c8), // str r0, [r1, r3]
            Word::thumb(0x00008e2c, 0x000096f6), // str r6, [sp, #984]
            Word::thumb(0x00008e2e, 0x0000ffdb), // bl.suffix pc, lr, #4022
            Word::thumb(0x00008e30, 0x00000a27), // lsrs r7, r4, #8
            Word::thumb(0x00008e32, 0x0000db85), // blt.n 0x8d40
            Word::thumb(0x00008e34, 0x0000de8f), // udf #143
            Word::thumb(0x00008e36, 0x0000b40b), // push {r0, r1, r3}
            Word::thumb(0x00008e38, 0x000047ed), // udf 0x47ed
            Word::thumb(0x00008e3a, 0x00000dc9), // lsrs r1, r1, #23
            Word::thumb(0x00008e3c, 0x000089ab), // ldrh r3, [r5, #12]
            Word::thumb(0x00008e3e, 0x0000455e), // cmp r6, fp
            Word::thumb(0x00008e40, 0x00001c1e), // adds r6, r3, #0
            Word::thumb(0x00008e42, 0x0000bb4e), // udf 0xbb4e
            Word::thumb(0x00008e44, 0x0000be8c), // bkpt 0x008c
            Word::thumb(0x00008e46, 0x0000de72), // udf #114
            Word::thumb(0x00008e48, 0x0000471b), // udf 0x471b
            Word::thumb(0x00008e4a, 0x0000dedb), // udf #219
            Word::thumb(0x00008e4c, 0x00008d96), // ldrh r6, [r2, #44]
            Word::thumb(0x00008e4e, 0x0000615f), // str r7, [r3, #20]
            Word::thumb(0x00008e50, 0x0000a1af), // add r1, pc, #700
            Word::thumb(0x00008e52, 0x0000be5d), // bkpt 0x005d
            Word::thumb(0x00008e54, 0x0000ec35), // blx.suffix pc, lr, #2154
            Word::thumb(0x00008e56, 0x0000628c), // str r4, [r1, #40]
            Word::thumb(0x00008e58, 0x000048ce), // ldr r0, [pc, #824]
            Word::thumb(0x00008e5a, 0x0000c4c0), // stmia r4!, {r6, r7}
            Word::thumb(0x00008e5c, 0x0000dfef), // svc 239
            Word::thumb(0x00008e5e, 0x0000007f), // lsls r7, r7, #1
            Word::thumb(0x00008e60, 0x000047ac), // udf 0x47ac
            Word::thumb(0x00008e62, 0x0000b677), // udf 0xb677
            Word::thumb(0x00008e64, 0x000044a9), // add r9, r5
            Word::thumb(0x00008e66, 0x0000919f), // str r1, [sp, #636]
            Word::thumb(0x00008e68, 0x0000649c), // str r4, [r3, #72]
            Word::thumb(0x00008e6a, 0x000000f1), // lsls r1, r6, #3
            Word::thumb(0x00008e6c, 0x0000bf04), // udf 0xbf04
            Word::thumb(0x00008e6e, 0x0000619c), // str r4, [r3, #24]
            Word::thumb(0x00008e70, 0x0000ef8c), // blx.suffix pc, lr, #3864
            Word::thumb(0x00008e72, 0x0000fbdd), // bl.suffix pc, lr, #1978
            Word::thumb(0x00008e74, 0x0000b084), // sub sp, #16
            Word::thumb(0x00008e76, 0x0000dce9), // bgt.n 0x8e4c
            Word::thumb(0x00008e78, 0x0000c182), // stmia r1!, {r1, r7}
            Word::thumb(0x00008e7a, 0x0000cdf9), // ldmia r5, {r0, r3, r4, r5, r6, r7}
            Word::thumb(0x00008e7c, 0x0000a810), // add r0, sp, #64
            Word::thumb(0x00008e7e, 0x0000b0a0), // sub sp, #128
            Word::thumb(0x00008e80, 0x0000317a), // adds r1, #122
            Word::thumb(0x00008e82, 0x00004b7e), // ldr r3, [pc, #504]
            Word::thumb(0x00008e84, 0x0000bd2e), // pop {r1, r2, r3, r5, pc}
            Word::thumb(0x00008e86, 0x000028e6), // cmp r0, #230
            Word::thumb(0x00008e88, 0x000019b8), // adds r0, r7, r6
            Word::thumb(0x00008e8a, 0x0000e7d7), // b.n 0x8e3c
            Word::thumb(0x00008e8c, 0x0000b4df), // push {r0, r1, r2, r3, r4, r6, r7}
            Word::thumb(0x00008e8e, 0x00004770), // bx lr
            Word::thumb(0x00008e90, 0x00001989), // adds r1, r1, r6
            Word::thumb(0x00008e92, 0x0000e7da), // b.n 0x8e4a
            Word::thumb(0x00008e94, 0x000044d4), // add ip, sl
            Word::thumb(0x00008e96, 0x0000f8eb), // bl.suffix pc, lr, #470
            Word::thumb(0x00008e98, 0x0000a7bb), // add r7, pc, #748
            Word::thumb(0x00008e9a, 0x000050e3), // str r3, [r4, r3]
            Word::thumb(0x00008e9c, 0x00004d81), // ldr r5, [pc, #516]
            Word::thumb(0x00008e9e, 0x0000474f), // udf 0x474f
            Word::thumb(0x00008ea0, 0x0000dfc3), // svc 195
            Word::thumb(0x00008ea2, 0x0000bd6e), // pop {r1, r2, r3, r5, r6, pc}
            Word::thumb(0x00008ea4, 0x0000f113), // bl.prefix lr, pc, #1126400
            Word::thumb(0x00008ea6, 0x0000a21c), // add r2, pc, #112
            Word::thumb(0x00008ea8, 0x0000c6ec), // stmia r6!, {r2, r3, r5, r6, r7}
            Word::thumb(0x00008eaa, 0x0000df39), // svc 57
            Word::thumb(0x00008eac, 0x00009459), // str r4, [sp, #356]
            Word::thumb(0x00008eae, 0x00001deb), // adds r3, r5, #7
            Word::thumb(0x00008eb0, 0x0000df47), // svc 71
            Word::thumb(0x00008eb2, 0x00004b31), // ldr r3, [pc, #196]
            Word::thumb(0x00008eb4, 0x0000e7df), // b.n 0x8e76
            Word::thumb(0x00008eb6, 0x000042ef), // cmn r7, r5
            Word::thumb(0x00008eb8, 0x0000beb4), // bkpt 0x00b4
            Word::thumb(0x00008eba, 0x00000cc7), // lsrs r7, r0, #19
            Word::thumb(0x00008ebc, 0x000061c3), // str r3, [r0, #28]
            Word::thumb(0x00008ebe, 0x00004c6f), // ldr r4, [pc, #444]
            Word::thumb(0x00008ec0, 0x0000e3c8), // b.n 0x9654
            Word::thumb(0x00008ec2, 0x0000eaba), // blx.suffix pc, lr, #1396
            Word::thumb(0x00008ec4, 0x0000b060), // add sp, #384
            Word::thumb(0x00008ec6, 0x0000f000), // blx 0x8ef8
            Word::thumb(0x00008ec8, 0x0000e818), // blx.suffix pc, lr, #48
            Word::thumb(0x00008eca, 0x0000dfdf), // svc 223
            Word::thumb(0x00008ecc, 0x0000bbfd), // udf 0xbbfd
            Word::thumb(0x00008ece, 0x0000b203), // udf 0xb203
            Word::thumb(0x00008ed0, 0x0000c200), // stmia r2!, {}
            Word::thumb(0x00008ed2, 0x0000d3c8), // bcc.n 0x8e66
            Word::thumb(0x00008ed4, 0x0000e0b4), // b.n 0x9040
            Word::thumb(0x00008ed6, 0x0000f7ff), // blx 0x89f4
            Word::thumb(0x00008ed8, 0x0000ed8e), // blx.suffix pc, lr, #2844
            Word::thumb(0x00008eda, 0x0000de0b), // udf #11
            Word::thumb(0x00008edc, 0x00002d67), // cmp r5, #103
            Word::thumb(0x00008ede, 0x0000957a), // str r5, [sp, #488]
            Word::thumb(0x00008ee0, 0x00007b71), // ldrb r1, [r6, #13]
            Word::thumb(0x00008ee2, 0x0000df5b), // svc 91
            Word::thumb(0x00008ee4, 0x0000530b), // strh r3, [r1, r4]
            Word::thumb(0x00008ee6, 0x00001e5a), // subs r2, r3, #1
            Word::thumb(0x00008ee8, 0x00005556), // strb r6, [r2, r5]
            Word::thumb(0x00008eea, 0x0000b0ef), // sub sp, #444
            Word::thumb(0x00008eec, 0x0000ac33), // add r4, sp, #204
            Word::thumb(0x00008eee, 0x0000184d), // adds r5, r1, r1
            Word::thumb(0x00008ef0, 0x00002961), // cmp r1, #97
            Word::thumb(0x00008ef2, 0x00001a1a), // subs r2, r3, r0
            Word::thumb(0x00008ef4, 0x000083a6), // strh r6, [r4, #28]
            Word::thumb(0x00008ef6, 0x00001aae), // subs r6, r5, r2
            Word::thumb(0x00008ef8, 0x0000be22), // bkpt 0x0022
            Word::thumb(0x00008efa, 0x00004678), // mov r0, pc
            Word::thumb(0x00008efc, 0x0000574c), // ldrsb r4, [r1, r5]
            Word::thumb(0x00008efe, 0x0000beb1), // bkpt 0x00b1
            Word::thumb(0x00008f00, 0x0000801c), // strh r4, [r3, #0]
            Word::thumb(0x00008f02, 0x00004646), // mov r6, r8
            Word::thumb(0x00008f04, 0x0000a88f), // add r0, sp, #572
            Word::thumb(0x00008f06, 0x0000b5ab), // push {r0, r1, r3, r5, r7, lr}
            Word::thumb(0x00008f08, 0x0000be98), // bkpt 0x0098
            Word::thumb(0x00008f0a, 0x0000470d), // udf 0x470d
            Word::thumb(0x00008f0c, 0x0000447a), // add r2, pc
            Word::thumb(0x00008f0e, 0x0000d9f0), // bls.n 0x8ef2
            Word::thumb(0x00008f10, 0x0000e69c), // b.n 0x8c4c
            Word::thumb(0x00008f12, 0x00004798), // blx r3
            Word::thumb(0x00008f14, 0x0000ccc3), // ldmia r4!, {r0, r1, r6, r7}
            Word::thumb(0x00008f16, 0x0000cfb8), // ldmia r7, {r3, r4, r5, r7}
            Word::thumb(0x00008f18, 0x0000df7b), // svc 123
            Word::thumb(0x00008f1a, 0x00007b44), // ldrb r4, [r0, #13]
            Word::thumb(0x00008f1c, 0x00004ae9), // ldr r2, [pc, #932]
            Word::thumb(0x00008f1e, 0x0000b494), // push {r2, r4, r7}
            Word::thumb(0x00008f20, 0x0000bedb), // bkpt 0x00db
            Word::thumb(0x00008f22, 0x0000f7ff), // bl 0x8d9a
            Word::thumb(0x00008f24, 0x0000ff3a), // bl.suffix pc, lr, #3700
            Word::thumb(0x00008f26, 0x0000fa95), // bl.suffix pc, lr, #1322
            Word::thumb(0x00008f28, 0x0000fbdd), // bl.suffix pc, lr, #1978
            Word::thumb(0x00008f2a, 0x0000b009), // add sp, #36
            Word::thumb(0x00008f2c, 0x00004716), // udf 0x4716
            Word::thumb(0x00008f2e, 0x00004b2b), // ldr r3, [pc, #172]
            Word::thumb(0x00008f30, 0x0000c26f), // stmia r2!, {r0, r1, r2, r3, r5, r6}
            Word::thumb(0x00008f32, 0x0000416a), // adcs r2, r5
            Word::thumb(0x00008f34, 0x00004cd0), // ldr r4, [pc, #832]
            Word::thumb(0x00008f36, 0x00004657), // mov r7, sl
            Word::thumb(0x00008f38, 0x00001fde), // subs r6, r3, #7
            Word::thumb(0x00008f3a, 0x00005cd3), // ldrb r3, [r2, r3]
            Word::thumb(0x00008f3c, 0x0000fb98), // bl.suffix pc, lr, #1840
            Word::thumb(0x00008f3e, 0x000083c3), // strh r3, [r0, #30]
            Word::thumb(0x00008f40, 0x00004426), // add r6, r4
            Word::thumb(0x00008f42, 0x000050be), // str r6, [r7, r2]
            Word::thumb(0x00008f44, 0x0000b416), // push {r1, r2, r4}
            Word::thumb(0x00008f46, 0x00004562), // cmp r2, ip
            Word::thumb(0x00008f48, 0x00006a2c), // ldr r4, [r5, #32]
            Word::thumb(0x00008f4a, 0x0000df34), // svc 52
            Word::thumb(0x00008f4c, 0x0000bc55), // pop {r0, r2, r4, r6}
            Word::thumb(0x00008f4e, 0x0000ff7c), // bl.suffix pc, lr, #3832
            Word::thumb(0x00008f50, 0x00001ef4), // subs r4, r6, #3
            Word::thumb(0x00008f52, 0x0000443d), // add r5, r7
            Word::thumb(0x00008f54, 0x0000efd4), // blx.suffix pc, lr, #4008
            Word::thumb(0x00008f56, 0x0000ebef), // blx.suffix pc, lr, #2014
            Word::thumb(0x00008f58, 0x000047b1), // udf 0x47b1
            Word::thumb(0x00008f5a, 0x0000de0a), // udf #10
            Word::thumb(0x00008f5c, 0x00003f2e), // subs r7, #46
            Word::thumb(0x00008f5e, 0x0000b0bb), // sub sp, #236
            Word::thumb(0x00008f60, 0x0000b003), // add sp, #12
            Word::thumb(0x00008f62, 0x0000f8f3), // bl.suffix pc, lr, #486
            Word::thumb(0x00008f64, 0x0000dfc6), // svc 198
            Word::thumb(0x00008f66, 0x0000b093), // sub sp, #76
            Word::thumb(0x00008f68, 0x0000e865), // blx.suffix pc, lr, #202
            Word::thumb(0x00008f6a, 0x0000e01f), // b.n 0x8fac
            Word::thumb(0x00008f6c, 0x00001bfe), // subs r6, r7, r7
            Word::thumb(0x00008f6e, 0x0000ce20), // ldmia r6!, {r5}
            Word::thumb(0x00008f70, 0x0000aa95), // add r2, sp, #596
            Word::thumb(0x00008f72, 0x000002ba), // lsls r2, r7, #10
            Word::thumb(0x00008f74, 0x000095a3), // str r5, [sp, #652]
            Word::thumb(0x00008f76, 0x0000e00b), // b.n 0x8f90
            Word::thumb(0x00008f78, 0x000047d1), // udf 0x47d1
            Word::thumb(0x00008f7a, 0x000047a2), // udf 0x47a2
            Word::thumb(0x00008f7c, 0x0000cc99), // ldmia r4, {r0, r3, r4, r7}
            Word::thumb(0x00008f7e, 0x0000e3d3), // b.n 0x9728
            Word::thumb(0x00008f80, 0x00004172), // adcs r2, r6
            Word::thumb(0x00008f82, 0x0000f000), // bl 0x90e0
            Word::thumb(0x00008f84, 0x0000f8ad), // bl.suffix pc, lr, #346
            Word::thumb(0x00008f86, 0x0000a823), // add r0, sp, #140
            Word::thumb(0x00008f88, 0x0000b49d), // push {r0, r2, r3, r4, r7}
            Word::thumb(0x00008f8a, 0x000001b5), // lsls r5, r6, #6
            Word::thumb(0x00008f8c, 0x0000fdf9), // bl.suffix pc, lr, #3058
            Word::thumb(0x00008f8e, 0x0000eb3e), // blx.suffix pc, lr, #1660
            Word::thumb(0x00008f90, 0x00004935), // ldr r1, [pc, #212]
            Word::thumb(0x00008f92, 0x00001936), // adds r6, r6, r4
            Word::thumb(0x00008f94, 0x00006a09), // ldr r1, [r1, #32]
            Word::thumb(0x00008f96, 0x00007a16), // ldrb r6, [r2, #8]
            Word::thumb(0x00008f98, 0x0000ebcb), // blx.suffix pc, lr, #1942
            Word::thumb(0x00008f9a, 0x0000de9a), // udf #154
            Word::thumb(0x00008f9c, 0x0000f822), // bl.suffix pc, lr, #68
            Word::thumb(0x00008f9e, 0x000096bf), // str r6, [sp, #764]
            Word::thumb(0x00008fa0, 0x00001d64), // adds r4, r4, #5
            Word::thumb(0x00008fa2, 0x00001eb9), // subs r1, r7, #2
            Word::thumb(0x00008fa4, 0x0000af5f), // add r7, sp, #380
            Word::thumb(0x00008fa6, 0x0000de92), // udf #146
            Word::thumb(0x00008fa8, 0x00004271), // negs r1, r6
            Word::thumb(0x00008faa, 0x0000ad86), // add r5, sp, #536
            Word::thumb(0x00008fac, 0x0000df8c), // svc 140
            Word::thumb(0x00008fae, 0x0000bdec), // pop {r2, r3, r5, r6, r7, pc}
            Word::thumb(0x00008fb0, 0x0000acdc), // add r4, sp, #880
            Word::thumb(0x00008fb2, 0x0000a2be), // add r2, pc, #760
            Word::thumb(0x00008fb4, 0x0000df88), // svc 136
            Word::thumb(0x00008fb6, 0x000019c5), // adds r5, r0, r7
            Word::thumb(0x00008fb8, 0x0000cb46), // ldmia r3!, {r1, r2, r6}
            Word::thumb(0x00008fba, 0x0000f5e8), // bl 0xffdf172c
            Word::thumb(0x00008fbc, 0x0000fbb7), // bl.suffix pc, lr, #1902
            Word::thumb(0x00008fbe, 0x0000fe14), // bl.suffix pc, lr, #3112
            Word::thumb(0x00008fc0, 0x00004de0), // ldr r5, [pc, #896]
            Word::thumb(0x00008fc2, 0x0000a3a2), // add r3, pc, #648
            Word::thumb(0x00008fc4, 0x0000b7d2), // udf 0xb7d2
            Word::thumb(0x00008fc6, 0x00005edd), // ldrsh r5, [r3, r3]
            Word::thumb(0x00008fc8, 0x0000c54c), // stmia r5!, {r2, r3, r6}
            Word::thumb(0x00008fca, 0x00008560), // strh r0, [r4, #42]
            Word::thumb(0x00008fcc, 0x000045aa), // cmp sl, r5
            Word::thumb(0x00008fce, 0x00005e92), // ldrsh r2, [r2, r2]
            Word::thumb(0x00008fd0, 0x0000438c), // bics r4, r1
            Word::thumb(0x00008fd2, 0x00004721), // udf 0x4721
            Word::thumb(0x00008fd4, 0x00008b0d), // ldrh r5, [r1, #24]
            Word::thumb(0x00008fd6, 0x0000c646), // stmia r6!, {r1, r2, r6}
            Word::thumb(0x00008fd8, 0x0000be49), // bkpt 0x0049
            Word::thumb(0x00008fda, 0x000041b2), // sbcs r2, r6
            Word::thumb(0x00008fdc, 0x0000499d), // ldr r1, [pc, #628]
            Word::thumb(0x00008fde, 0x0000db70), // blt.n 0x90c2
            Word::thumb(0x00008fe0, 0x0000bd0e), // pop {r1, r2, r3, pc}
            Word::thumb(0x00008fe2, 0x00004d96), // ldr r5, [pc, #600]
            Word::thumb(0x00008fe4, 0x000012cb), // asrs r3, r1, #11
            Word::thumb(0x00008fe6, 0x00007096), // strb r6, [r2, #2]
            Word::thumb(0x00008fe8, 0x0000e719), // b.n 0x8e1e
            Word::thumb(0x00008fea, 0x0000de1a), // udf #26
            Word::thumb(0x00008fec, 0x0000760d), // strb r5, [r1, #24]
            Word::thumb(0x00008fee, 0x00004480), // add r8, r0
            Word::thumb(0x00008ff0, 0x0000f000), // blx 0x998c
            Word::thumb(0x00008ff2, 0x0000eccc), // blx.suffix pc, lr, #2456
            Word::thumb(0x00008ff4, 0x0000804b), // strh r3, [r1, #2]
            Word::thumb(0x00008ff6, 0x00001ee5), // subs r5, r4, #3
            Word::thumb(0x00008ff8, 0x00008460), // strh r0, [r4, #34]
            Word::thumb(0x00008ffa, 0x0000b4db), // push {r0, r1, r3, r4, r6, r7}
            Word::thumb(0x00008ffc, 0x00004247), // negs r7, r0
            Word::thumb(0x00008ffe, 0x00001aba), // subs r2, r7, r2
            Word::arm(0x00003c00, 0x00000ff6),   // udf 0x00000ff6
            Word::arm(0x00003c04, 0x0000055d),   // andeq r0, r0, sp, asr r5
            Word::arm(0x00003c08, 0x0000255e),   // andeq r2, r0, lr, asr r5
            Word::arm(0x00003c0c, 0x00003ffa),   // udf 0x00003ffa
            Word::arm(0x00003c10, 0x00004ff6),   // udf 0x00004ff6
            Word::arm(0x00003c14, 0x00005ff6),   // udf 0x00005ff6
            Word::arm(0x00003c18, 0x00000ff5),   // udf 0x00000ff5
            Word::arm(0x00003c1c, 0x00000ff5),   // udf 0x00000ff5
            Word::arm(0x00003c20, 0x00008ffe),   // udf 0x00008ffe
            Word::arm(0x00003c24, 0x00058ffa),   // udf 0x00058ffa
            Word::arm(0x00003c28, 0x00010005),   // andeq r0, r1, r5
            Word::arm(0x00003c2c, 0x0000b11e),   // andeq fp, r0, lr, lsl r1
            Word::arm(0x00003c30, 0x0000cff6),   // udf 0x0000cff6
            Word::arm(0x00003c34, 0x0000dffe),   // udf 0x0000dffe
            Word::arm(0x00003c38, 0x0000effe),   // udf 0x0000effe
            Word::arm(0x00003c3c, 0x0000fff6),   // udf 0x0000fff6
            Word::arm(0x00003c40, 0x000100ea),   // andeq r0, r1, sl, ror #1
            Word::arm(0x00003c44, 0x00011006),   // andeq r1, r1, r6
            Word::arm(0x00003c48, 0x00012ff2),   // udf 0x00012ff2
            Word::arm(0x00003c4c, 0x000e7ffe),   // udf 0x000e7ffe
            Word::arm(0x00003c54, 0x0001532e),   // andeq r5, r1, lr, lsr #6
            Word::arm(0x00003c5c, 0x00017ff2),   // udf 0x00017ff2
            Word::arm(0x00003c60, 0x0001800e),   // andeq r8, r1, lr
            Word::arm(0x00003c64, 0x00019ffa),   // udf 0x00019ffa
            Word::arm(0x00003c68, 0x0001affa),   // udf 0x0001affa
            Word::arm(0x00003c6c, 0x0001bff2),   // udf 0x0001bff2
            Word::arm(0x00003c74, 0x0001dffe),   // udf 0x0001dffe
            Word::arm(0x00003c78, 0x000deffe),   // udf 0x000deffe
            Word::arm(0x00003c80, 0x00020ffa),   // udf 0x00020ffa
            Word::arm(0x00003c84, 0x00021ff2),   // udf 0x00021ff2
            Word::arm(0x00003c8c, 0x00047ffa),   // udf 0x00047ffa
            Word::arm(0x00003c90, 0x00024bb6),   // udf 0x00024bb6
            Word::arm(0x00003c98, 0x00000000),   // andeq r0, r0, r0
            Word::arm(0x00003ca4, 0x00070ffe),   // udf 0x00070ffe
            Word::arm(0x00003ca8, 0x00059ff6),   // udf 0x00059ff6
            Word::arm(0x00003cac, 0x000e0ff6),   // udf 0x000e0ff6
            Word::arm(0x00003cb0, 0x0002cff2),   // udf 0x0002cff2
            Word::arm(0x00003cb4, 0x0002dff6),   // udf 0x0002dff6
            Word::arm(0x00003cb8, 0x000ba0ba),   // strheq sl, [fp], -sl
            Word::arm(0x00003cbc, 0x00000000),   // andeq r0, r0, r0
            Word::arm(0x00003cc0, 0x00030efe),   // udf 0x00030efe
            Word::arm(0x00003cc4, 0x0003193a),   // andeq r1, r3, sl, lsr r9
            Word::arm(0x00003cc8, 0x00032ff6),   // udf 0x00032ff6
            Word::arm(0x00003ccc, 0x00000000),   // andeq r0, r0, r0
            Word::arm(0x00003cd0, 0x00034ffe),   // udf 0x00034ffe
            Word::arm(0x00003cd4, 0x00000000),   // andeq r0, r0, r0
            Word::arm(0x00003cd8, 0x00036ff6),   // udf 0x00036ff6
            Word::arm(0x00003cdc, 0x000370ee),   // andeq r7, r3, lr, ror #1
            Word::arm(0x00003ce4, 0x00039552),   // andeq r9, r3, r2, asr r5
            Word::arm(0x00003ce8, 0x0003a52a),   // andeq sl, r3, sl, lsr #10
            Word::arm(0x00003cf0, 0x0003cffa),   // udf 0x0003cffa
            Word::arm(0x00003cf4, 0x0003dff2),   // udf 0x0003dff2
            Word::arm(0x00003cf8, 0x00001842),   // andeq r1, r0, r2, asr #16
            Word::arm(0x00003cfc, 0x0003fffa),   // udf 0x0003fffa
            Word::arm(0x00003d00, 0x00040ff5),   // udf 0x00040ff5
            Word::arm(0x00003d04, 0x00040ffd),   // udf 0x00040ffd
            Word::arm(0x00003d08, 0x00042ffe),   // udf 0x00042ffe
            Word::arm(0x00003d0c, 0x00043ffe),   // udf 0x00043ffe
            Word::arm(0x00003d14, 0x00045ffa),   // udf 0x00045ffa
            Word::arm(0x00003d18, 0x00040ff1),   // udf 0x00040ff1
            Word::arm(0x00003d1c, 0x00047ff2),   // udf 0x00047ff2
            Word::arm(0x00003d20, 0x0004839e),   // udf 0x0004839e
            Word::arm(0x00003d24, 0x00030ff2),   // udf 0x00030ff2
            Word::arm(0x00003d28, 0x000e0ffd),   // udf 0x000e0ffd
            Word::arm(0x00003d30, 0x0004cffa),   // udf 0x0004cffa
            Word::arm(0x00003d34, 0x0004d002),   // andeq sp, r4, r2
            Word::arm(0x00003d38, 0x0004eaae),   // andeq lr, r4, lr, lsr #21
            Word::arm(0x00003d3c, 0x0004faaa),   // andeq pc, r4, sl, lsr #21
            Word::arm(0x00003d48, 0x00052ff6),   // udf 0x00052ff6
            Word::arm(0x00003d50, 0x00054dd2),   // udf 0x00054dd2
            Word::arm(0x00003d54, 0x0008fff2),   // udf 0x0008fff2
            Word::arm(0x00003d5c, 0x00050ff5),   // udf 0x00050ff5
            Word::arm(0x00003d60, 0x00058ffe),   // udf 0x00058ffe
            Word::arm(0x00003d64, 0x00059aae),   // andeq r9, r5, lr, lsr #21
            Word::arm(0x00003d68, 0x0005aff6),   // udf 0x0005aff6
            Word::arm(0x00003d6c, 0x00000000),   // andeq r0, r0, r0
            Word::arm(0x00003d74, 0x0005dffe),   // udf 0x0005dffe
            Word::arm(0x00003d78, 0x0005effe),   // udf 0x0005effe
            Word::arm(0x00003d7c, 0x0005f3c6),   // andeq pc, r5, r6, asr #7
            Word::arm(0x00003d84, 0x00061ffe),   // udf 0x00061ffe
            Word::arm(0x00003d88, 0x000d6fa6),   // andeq r6, sp, r6, lsr #31
            Word::arm(0x00003d8c, 0x000a7ff2),   // udf 0x000a7ff2
            Word::arm(0x00003d94, 0x00026ffa),   // udf 0x00026ffa
            Word::arm(0x00003d9c, 0x00067ffe),   // udf 0x00067ffe
            Word::arm(0x00003da0, 0x00000000),   // andeq r0, r0, r0
            Word::arm(0x00003da4, 0x00069ffe),   // udf 0x00069ffe
            Word::arm(0x00003da8, 0x0006affe),   // udf 0x0006affe
            Word::arm(0x00003dac, 0x0006bff6),   // udf 0x0006bff6
            Word::arm(0x00003db0, 0x00060559),   // andeq r0, r6, r9, asr r5
            Word::arm(0x00003db8, 0x0006ea56),   // andeq lr, r6, r6, asr sl
            Word::arm(0x00003dc0, 0x00000000),   // andeq r0, r0, r0
            Word::arm(0x00003dc4, 0x00071ffe),   // udf 0x00071ffe
            Word::arm(0x00003dd4, 0x00075f12),   // andeq r5, r7, r2, lsl pc
            Word::arm(0x00003dd8, 0x00070aa9),   // andeq r0, r7, r9, lsr #21
            Word::arm(0x00003ddc, 0x00077ff2),   // udf 0x00077ff2
            Word::arm(0x00003de4, 0x00079ffa),   // udf 0x00079ffa
            Word::arm(0x00003de8, 0x000c2ff2),   // udf 0x000c2ff2
            Word::arm(0x00003df0, 0x0007cffe),   // udf 0x0007cffe
            Word::arm(0x00003df4, 0x00000000),   // andeq r0, r0, r0
            Word::arm(0x00003df8, 0x0007eff2),   // udf 0x0007eff2
            Word::arm(0x00003e00, 0x00080ff2),   // udf 0x00080ff2
            Word::arm(0x00003e04, 0x00080ff1),   // udf 0x00080ff1
            Word::arm(0x00003e08, 0x0008200e),   // andeq r2, r8, lr
            Word::arm(0x00003e0c, 0x000837c6),   // andeq r3, r8, r6, asr #15
            Word::arm(0x00003e10, 0x00000000),   // andeq r0, r0, r0
            Word::arm(0x00003e14, 0x0008575e),   // andeq r5, r8, lr, asr r7
            Word::arm(0x00003e18, 0x00086ff6),   // udf 0x00086ff6
            Word::arm(0x00003e20, 0x00000ff1),   // udf 0x00000ff1
            Word::arm(0x00003e24, 0x00021176),   // andeq r1, r2, r6, ror r1
            Word::arm(0x00003e28, 0x0008aff2),   // udf 0x0008aff2
            Word::arm(0x00003e2c, 0x0008bff6),   // udf 0x0008bff6
            Word::arm(0x00003e30, 0x0008cff2),   // udf 0x0008cff2
            Word::arm(0x00003e38, 0x0008effa),   // udf 0x0008effa
            Word::arm(0x00003e3c, 0x00000000),   // andeq r0, r0, r0
            Word::arm(0x00003e40, 0x00090ff2),   // udf 0x00090ff2
            Word::arm(0x00003e44, 0x00091ffe),   // udf 0x00091ffe
            Word::arm(0x00003e48, 0x00090aad),   // andeq r0, r9, sp, lsr #21
            Word::arm(0x00003e4c, 0x000b6ece),   // andeq r6, fp, lr, asr #29
            Word::arm(0x00003e50, 0x00000000),   // andeq r0, r0, r0
            Word::arm(0x00003e54, 0x00095ffe),   // udf 0x00095ffe
            Word::arm(0x00003e58, 0x00010e1a),   // andeq r0, r1, sl, lsl lr
            Word::arm(0x00003e5c, 0x0009723a),   // andeq r7, r9, sl, lsr r2
            Word::arm(0x00003e60, 0x00098ffe),   // udf 0x00098ffe
            Word::arm(0x00003e64, 0x00099ff6),   // udf 0x00099ff6
            Word::arm(0x00003e68, 0x00000000),   // andeq r0, r0, r0
            Word::arm(0x00003e74, 0x0009dffa),   // udf 0x0009dffa
            Word::arm(0x00003e78, 0x0009e00a),   // andeq lr, r9, sl
            Word::arm(0x00003e84, 0x000a1ff2),   // udf 0x000a1ff2
            Word::arm(0x00003e8c, 0x000a3ff2),   // udf 0x000a3ff2
            Word::arm(0x00003e90, 0x000a4ff2),   // udf 0x000a4ff2
            Word::arm(0x00003e94, 0x00000000),   // andeq r0, r0, r0
            Word::arm(0x00003e98, 0x000a6aa6),   // andeq r6, sl, r6, lsr #21
            Word::arm(0x00003e9c, 0x000a7556),   // andeq r7, sl, r6, asr r5
            Word::arm(0x00003ea0, 0x000a800e),   // andeq r8, sl, lr
            Word::arm(0x00003ea4, 0x000a9f72),   // andeq r9, sl, r2, ror pc
            Word::arm(0x00003ea8, 0x000a0ff5),   // udf 0x000a0ff5
            Word::arm(0x00003eac, 0x000afffe),   // udf 0x000afffe
            Word::arm(0x00003eb0, 0x00000000),   // andeq r0, r0, r0
            Word::arm(0x00003eb4, 0x000d0ffd),   // udf 0x000d0ffd
            Word::arm(0x00003eb8, 0x0006b552),   // andeq fp, r6, r2, asr r5
            Word::arm(0x00003ebc, 0x000af87a),   // andeq pc, sl, sl, ror r8
            Word::arm(0x00003ec0, 0x000b0ff2),   // udf 0x000b0ff2
            Word::arm(0x00003ec4, 0x000b125a),   // andeq r1, fp, sl, asr r2
            Word::arm(0x00003ecc, 0x000b3ffe),   // udf 0x000b3ffe
            Word::arm(0x00003ed4, 0x000b5ffa),   // udf 0x000b5ffa
            Word::arm(0x00003edc, 0x000b7ff2),   // udf 0x000b7ff2
            Word::arm(0x00003ee4, 0x000b9aaa),   // andeq r9, fp, sl, lsr #21
            Word::arm(0x00003ee8, 0x000baffa),   // udf 0x000baffa
            Word::arm(0x00003eec, 0x000bbffa),   // udf 0x000bbffa
            Word::arm(0x00003ef0, 0x000bcaa2),   // andeq ip, fp, r2, lsr #21
            Word::arm(0x00003ef4, 0x000bdff6),   // udf 0x000bdff6
            Word::arm(0x00003ef8, 0x000b0ff1),   // udf 0x000b0ff1
            Word::arm(0x00003f00, 0x000c0ff5),   // udf 0x000c0ff5
            Word::arm(0x00003f04, 0x000c1556),   // andeq r1, ip, r6, asr r5
            Word::arm(0x00003f08, 0x000c0005),   // andeq r0, ip, r5
            Word::arm(0x00003f0c, 0x000c0ff9),   // udf 0x000c0ff9
            Word::arm(0x00003f14, 0x000c5ffe),   // udf 0x000c5ffe
            Word::arm(0x00003f18, 0x000c6aaa),   // andeq r6, ip, sl, lsr #21
            Word::arm(0x00003f28, 0x00000000),   // andeq r0, r0, r0
            Word::arm(0x00003f2c, 0x000cbffa),   // udf 0x000cbffa
            Word::arm(0x00003f30, 0x000ccffe),   // udf 0x000ccffe
            Word::arm(0x00003f38, 0x000ce756),   // andeq lr, ip, r6, asr r7
            Word::arm(0x00003f3c, 0x000d2ffa),   // udf 0x000d2ffa
            Word::arm(0x00003f40, 0x00000000),   // andeq r0, r0, r0
            Word::arm(0x00003f48, 0x000d200a),   // andeq r2, sp, sl
            Word::arm(0x00003f4c, 0x000b500e),   // andeq r5, fp, lr
            Word::arm(0x00003f50, 0x000d4ffa),   // udf 0x000d4ffa
            Word::arm(0x00003f54, 0x000d5ffa),   // udf 0x000d5ffa
            Word::arm(0x00003f58, 0x000d6cde),   // udf 0x000d6cde
            Word::arm(0x00003f60, 0x000d855e),   // andeq r8, sp, lr, asr r5
            Word::arm(0x00003f64, 0x0009e5d2),   // udf 0x0009e5d2
            Word::arm(0x00003f68, 0x000da552),   // andeq sl, sp, r2, asr r5
            Word::arm(0x00003f70, 0x0007955a),   // andeq r9, r7, sl, asr r5
            Word::arm(0x00003f78, 0x000deff6),   // udf 0x000deff6
            Word::arm(0x00003f84, 0x000e1ffe),   // udf 0x000e1ffe
            Word::arm(0x00003f88, 0x000e2006),   // andeq r2, lr, r6
            Word::arm(0x00003f8c, 0x000e3aa6),   // andeq r3, lr, r6, lsr #21
            Word::arm(0x00003f90, 0x000e4ff2),   // udf 0x000e4ff2
            Word::arm(0x00003f94, 0x000e5e3e),   // andeq r5, lr, lr, lsr lr
            Word::arm(0x00003f98, 0x000e6ece),   // andeq r6, lr, lr, asr #29
            Word::arm(0x00003f9c, 0x000e755e),   // andeq r7, lr, lr, asr r5
            Word::arm(0x00003fa0, 0x000e8006),   // andeq r8, lr, r6
            Word::arm(0x00003fa4, 0x000e9ff2),   // udf 0x000e9ff2
            Word::arm(0x00003fa8, 0x000eaaae),   // andeq sl, lr, lr, lsr #21
            Word::arm(0x00003fac, 0x000ebff6),   // udf 0x000ebff6
            Word::arm(0x00003fb0, 0x00067ff6),   // udf 0x00067ff6
            Word::arm(0x00003fb4, 0x000ed55a),   // andeq sp, lr, sl, asr r5
            Word::arm(0x00003fbc, 0x000efff2),   // udf 0x000efff2
            Word::arm(0x00003fc0, 0x000f02ce),   // andeq r0, pc, lr, asr #5
            Word::arm(0x00003fc8, 0x000f2ff6),   // udf 0x000f2ff6
            Word::arm(0x00003fcc, 0x00030aae),   // andeq r0, r3, lr, lsr #21
            Word::arm(0x00003fd0, 0x000f4ff6),   // udf 0x000f4ff6
            Word::arm(0x00003fd4, 0x000362e2),   // andeq r6, r3, r2, ror #5
            Word::arm(0x00003fd8, 0x00020ff1),   // udf 0x00020ff1
            Word::arm(0x00003fe0, 0x000f8ffa),   // udf 0x000f8ffa
            Word::arm(0x00003fe4, 0x000f9ff6),   // udf 0x000f9ff6
            Word::arm(0x00003fe8, 0x000fa45e),   // andeq sl, pc, lr, asr r4
            Word::arm(0x00003fec, 0x000ceffa),   // udf 0x000ceffa
            Word::arm(0x00003ff4, 0x000c3ffa),   // udf 0x000c3ffa
            Word::arm(0x00003ff8, 0x000f0ff9),   // udf 0x000f0ff9
            Word::arm(0x00003ffc, 0x000f000d),   // andeq r0, pc, sp
            Word::arm(0x00004000, 0x00003d11),   // andeq r3, r0, r1, lsl sp
            Word::arm(0x00004404, 0x10100d9a),   // mulsne r0, sl, sp
            Word::arm(0x00007000, 0xc0000cf2),   // udf 0xc0000cf2
            Word::arm(0x00007ffc, 0xfff00d32),   // udf 0xfff00d32
        ],
    });
}

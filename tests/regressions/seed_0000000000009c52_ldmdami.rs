//! Fuzz regression `seed_0000000000009c52_ldmdami`: divergence, seed 0x9c52, block #100 at 0x00000010 (ARM), tick 264
//! registers differ (rows marked *)
//! Cause: the LDM helper's exception-return flag shared a bit with the addressing mode,
//! so an `LDMDA {.., pc}^` that changes the mode loaded from the DB addresses.

use arm::cp15::Cp15Regs;
use arm::CpuState;
use goldtrace::fuzz::{Spec, Word};

#[test]
fn replays_without_divergence() {
    super::replay(Spec {
        seed: 0x9c52,
        fill_seed: 0x8d4229362946c8aa,
        ticks: 0,
        blocks: 101,
        traced: false,
        state: CpuState {
            r: [
                0xc00003e8, 0xcaaf0, 0x37c54, 0x8dd44, 0xffffffff, 0xc00006e8, 0x101f1094, 0xa,
                0x1f, 0xc04f87f8, 0xd3eb9be4, 0xd31253f8, 0x100006, 0x54ca8, 0x555bd914, 0x8084,
            ],
            n: 0x1,
            z: 0x0,
            c: 0x1,
            v: 0x0,
            cpsr_rest: 0x8000071,
            banked_r13_r14: [
                [0x28524, 0x8109],
                [0xc6d8c, 0xe2102],
                [0x5dea4, 0x68b7c],
                [0x64ec0, 0x8822],
                [0xcf198, 0x8cb1],
                [0x4c6dc, 0x85ce],
            ],
            banked_r8_r12: [
                [0xffff9, 0xdea8f772, 0x1b, 0x100001, 0x5b3fc],
                [0xa52d85ce, 0xf7d11195, 0x6fe00, 0xc1be68d7, 0xc65d9],
            ],
            spsr: [
                0x0, 0xd8000053, 0x5000007b, 0xc0000037, 0x800000df, 0xc00000fb,
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
            Word::thumb(0x00008000, 0x0000fdad), // bl.suffix pc, lr, #2906
            Word::thumb(0x00008002, 0x00009fd9), // ldr r7, [sp, #868]
            Word::thumb(0x00008004, 0x0000bc4b), // pop {r0, r1, r3, r6}
            Word::thumb(0x00008006, 0x0000b5bf), // push {r0, r1, r2, r3, r4, r5, r7, lr}
            Word::thumb(0x00008008, 0x0000df71), // svc 113
            Word::thumb(0x0000800a, 0x00004849), // ldr r0, [pc, #292]
            Word::thumb(0x0000800c, 0x0000e629), // b.n 0x7c62
            Word::thumb(0x0000800e, 0x0000b45c), // push {r2, r3, r4, r6}
            Word::thumb(0x00008010, 0x00004c55), // ldr r4, [pc, #340]
            Word::thumb(0x00008012, 0x0000f000), // bl.prefix lr, pc, #0
            Word::thumb(0x00008014, 0x000047b6), // udf 0x47b6
            Word::thumb(0x00008016, 0x0000cea8), // ldmia r6!, {r3, r5, r7}
            Word::thumb(0x00008018, 0x00008d52), // ldrh r2, [r2, #42]
            Word::thumb(0x0000801a, 0x0000bca3), // pop {r0, r1, r5, r7}
            Word::thumb(0x0000801c, 0x0000bd48), // pop {r3, r6, pc}
            Word::thumb(0x0000801e, 0x000047db), // udf 0x47db
            Word::thumb(0x00008020, 0x0000cf8a), // ldmia r7, {r1, r3, r7}
            Word::thumb(0x00008022, 0x00007b1f), // ldrb r7, [r3, #12]
            Word::thumb(0x00008024, 0x0000686b), // ldr r3, [r5, #4]
            Word::thumb(0x00008026, 0x0000af82), // add r7, sp, #520
            Word::thumb(0x00008028, 0x00001a74), // subs r4, r6, r1
            Word::thumb(0x0000802a, 0x0000b3b9), // udf 0xb3b9
            Word::thumb(0x0000802c, 0x00005152), // str r2, [r2, r5]
            Word::thumb(0x0000802e, 0x0000e4c7), // b.n 0x79c0
            Word::thumb(0x00008030, 0x00008c5c), // ldrh r4, [r3, #34]
            Word::thumb(0x00008032, 0x0000a79e), // add r7, pc, #632
            Word::thumb(0x00008034, 0x0000b0c0), // sub sp, #256
            Word::thumb(0x00008036, 0x0000b442), // push {r1, r6}
            Word::thumb(0x00008038, 0x0000f822), // bl.suffix pc, lr, #68
            Word::thumb(0x0000803a, 0x0000de26), // udf #38
            Word::thumb(0x0000803c, 0x0000479c), // udf 0x479c
            Word::thumb(0x0000803e, 0x00001b74), // subs r4, r6, r5
            Word::thumb(0x00008040, 0x0000ae09), // add r6, sp, #36
            Word::thumb(0x00008042, 0x0000df46), // svc 70
            Word::thumb(0x00008044, 0x0000b5ee), // push {r1, r2, r3, r5, r6, r7, lr}
            Word::thumb(0x00008046, 0x00008c5d), // ldrh r5, [r3, #34]
            Word::thumb(0x00008048, 0x0000be73), // bkpt 0x0073
            Word::thumb(0x0000804a, 0x00004b62), // ldr r3, [pc, #392]
            Word::thumb(0x0000804c, 0x00001873), // adds r3, r6, r1
            Word::thumb(0x0000804e, 0x0000a60a), // add r6, pc, #40
            Word::thumb(0x00008050, 0x0000f7ff), // bl 0x7ea0
            Word::thumb(0x00008052, 0x0000ff26), // bl.suffix pc, lr, #3660
            Word::thumb(0x00008054, 0x0000bc3d), // pop {r0, r2, r3, r4, r5}
            Word::thumb(0x00008056, 0x00002eb3), // cmp r6, #179
            Word::thumb(0x00008058, 0x00004794), // udf 0x4794
            Word::thumb(0x0000805a, 0x000042a9), // cmp r1, r5
            Word::thumb(0x0000805c, 0x00004e48), // ldr r6, [pc, #288]
            Word::thumb(0x0000805e, 0x000049e5), // ldr r1, [pc, #916]
            Word::thumb(0x00008060, 0x0000b08b), // sub sp, #44
            Word::thumb(0x00008062, 0x00009e2b), // ldr r6, [sp, #172]
            Word::thumb(0x00008064, 0x0000a283), // add r2, pc, #524
            Word::thumb(0x00008066, 0x00002d15), // cmp r5, #21
            Word::thumb(0x00008068, 0x0000a4c8), // add r4, pc, #800
            Word::thumb(0x0000806a, 0x00004580), // cmp r8, r0
            Word::thumb(0x0000806c, 0x0000d7a7), // bvc.n 0x7fbe
            Word::thumb(0x0000806e, 0x00004718), // bx r3
            Word::thumb(0x00008070, 0x0000bc56), // pop {r1, r2, r4, r6}
            Word::thumb(0x00008072, 0x00001c81), // adds r1, r0, #2
            Word::thumb(0x00008074, 0x0000f000), // bl.prefix lr, pc, #0
            Word::thumb(0x00008076, 0x0000bc70), // pop {r4, r5, r6}
            Word::thumb(0x00008078, 0x0000ea73), // blx.suffix pc, lr, #1254
            Word::thumb(0x0000807a, 0x0000d9a6), // bls.n 0x7fca
            Word::thumb(0x0000807c, 0x0000eec6), // blx.suffix pc, lr, #3468
            Word::thumb(0x0000807e, 0x0000b5da), // push {r1, r3, r4, r6, r7, lr}
            Word::thumb(0x00008080, 0x0000b7d7), // udf 0xb7d7
            Word::thumb(0x00008082, 0x0000c380), // stmia r3!, {r7}
            Word::thumb(0x00008084, 0x00001fed), // subs r5, r5, #7
            Word::thumb(0x00008086, 0x0000bc69), // pop {r0, r3, r5, r6}
            Word::thumb(0x00008088, 0x0000f000), // blx 0x85cc
            Word::thumb(0x0000808a, 0x0000eaa0), // blx.suffix pc, lr, #1344
            Word::thumb(0x0000808c, 0x0000eb59), // blx.suffix pc, lr, #1714
            Word::thumb(0x0000808e, 0x00001d8c), // adds r4, r1, #6
            Word::thumb(0x00008090, 0x0000ea54), // blx.suffix pc, lr, #1192
            Word::thumb(0x00008092, 0x00001b6c), // subs r4, r5, r5
            Word::thumb(0x00008094, 0x0000977c), // str r7, [sp, #496]
            Word::thumb(0x00008096, 0x0000a3b7), // add r3, pc, #732
            Word::thumb(0x00008098, 0x0000450e), // cmp r6, r1
            Word::thumb(0x0000809a, 0x000027e7), // movs r7, #231
            Word::thumb(0x0000809c, 0x000050c1), // str r1, [r0, r3]
            Word::thumb(0x0000809e, 0x0000bc52), // pop {r1, r4, r6}
            Word::thumb(0x000080a0, 0x0000b0b0), // sub sp, #192
            Word::thumb(0x000080a2, 0x0000abd0), // add r3, sp, #832
            Word::thumb(0x000080a4, 0x000079a6), // ldrb r6, [r4, #6]
            Word::thumb(0x000080a6, 0x000086fb), // strh r3, [r7, #54]
            Word::thumb(0x000080a8, 0x0000b5bd), // push {r0, r2, r3, r4, r5, r7, lr}
            Word::thumb(0x000080aa, 0x0000a835), // add r0, sp, #212
            Word::thumb(0x000080ac, 0x00001df4), // adds r4, r6, #7
            Word::thumb(0x000080ae, 0x00004275), // negs r5, r6
            Word::thumb(0x000080b0, 0x000047d7), // udf 0x47d7
            Word::thumb(0x000080b2, 0x0000dff1), // svc 241
            Word::thumb(0x000080b4, 0x0000bae9), // udf 0xbae9
            Word::thumb(0x000080b6, 0x00008862), // ldrh r2, [r4, #2]
            Word::thumb(0x000080b8, 0x0000d442), // bmi.n 0x8140
            Word::thumb(0x000080ba, 0x00001ad7), // subs r7, r2, r3
            Word::thumb(0x000080bc, 0x000047fe), // udf 0x47fe
            Word::thumb(0x000080be, 0x0000f642), // blx 0xffe4a2ac
            Word::thumb(0x000080c0, 0x0000e8f6), // blx.suffix pc, lr, #492
            Word::thumb(0x000080c2, 0x00004718), // bx r3
            Word::thumb(0x000080c4, 0x0000d379), // bcc.n 0x81ba
            Word::thumb(0x000080c6, 0x0000de65), // udf #101
            Word::thumb(0x000080c8, 0x0000f000), // blx 0x8eb4
            Word::thumb(0x000080ca, 0x0000eef4), // blx.suffix pc, lr, #3560
            Word::thumb(0x000080cc, 0x0000beea), // bkpt 0x00ea
            Word::thumb(0x000080ce, 0x00001dda), // adds r2, r3, #7
            Word::thumb(0x000080d0, 0x000095bb), // str r5, [sp, #748]
            Word::thumb(0x000080d2, 0x0000bed0), // bkpt 0x00d0
            Word::thumb(0x000080d4, 0x000047a0), // blx r4
            Word::thumb(0x000080d6, 0x0000beb6), // bkpt 0x00b6
            Word::thumb(0x000080d8, 0x0000b0f2), // sub sp, #456
            Word::thumb(0x000080da, 0x0000e863), // blx.suffix pc, lr, #198
            Word::thumb(0x000080dc, 0x0000eca0), // blx.suffix pc, lr, #2368
            Word::thumb(0x000080de, 0x0000b23e), // udf 0xb23e
            Word::thumb(0x000080e0, 0x0000bed8), // bkpt 0x00d8
            Word::thumb(0x000080e2, 0x00004706), // udf 0x4706
            Word::thumb(0x000080e4, 0x000022a6), // movs r2, #166
            Word::thumb(0x000080e6, 0x000058fd), // ldr r5, [r7, r3]
            Word::thumb(0x000080e8, 0x00009c2d), // ldr r4, [sp, #180]
            Word::thumb(0x000080ea, 0x000043fa), // mvns r2, r7
            Word::thumb(0x000080ec, 0x00005470), // strb r0, [r6, r1]
            Word::thumb(0x000080ee, 0x0000bee6), // bkpt 0x00e6
            Word::thumb(0x000080f0, 0x00001bf2), // subs r2, r6, r7
            Word::thumb(0x000080f2, 0x0000df23), // svc 35
            Word::thumb(0x000080f4, 0x00009eeb), // ldr r6, [sp, #940]
            Word::thumb(0x000080f6, 0x0000df5d), // svc 93
            Word::thumb(0x000080f8, 0x0000cddb), // ldmia r5!, {r0, r1, r3, r4, r6, r7}
            Word::thumb(0x000080fa, 0x000072f2), // strb r2, [r6, #11]
            Word::thumb(0x000080fc, 0x0000c0e9), // stmia r0!, {r0, r3, r5, r6, r7}
            Word::thumb(0x000080fe, 0x000046bd), // mov sp, r7
            Word::thumb(0x00008100, 0x00004ae5), // ldr r2, [pc, #916]
            Word::thumb(0x00008102, 0x00008e48), // ldrh r0, [r1, #50]
            Word::thumb(0x00008104, 0x00005321), // strh r1, [r4, r4]
            Word::thumb(0x00008106, 0x00001b07), // subs r7, r0, r4
            Word::thumb(0x00008108, 0x0000b642), // udf 0xb642
            Word::thumb(0x0000810a, 0x0000b596), // push {r1, r2, r4, r7, lr}
            Word::thumb(0x0000810c, 0x0000ee64), // blx.suffix pc, lr, #3272
            Word::thumb(0x0000810e, 0x0000a0e5), // add r0, pc, #916
            Word::thumb(0x00008110, 0x0000b0c0), // sub sp, #256
            Word::thumb(0x00008112, 0x0000dece), // udf #206
            Word::thumb(0x00008114, 0x00001f88), // subs r0, r1, #6
            Word::thumb(0x00008116, 0x0000de1e), // udf #30
            Word::thumb(0x00008118, 0x00009af4), // ldr r2, [sp, #976]
            Word::thumb(0x0000811a, 0x000047ec), // udf 0x47ec
            Word::thumb(0x0000811c, 0x000044ae), // add lr, r5
            Word::thumb(0x0000811e, 0x0000de3d), // udf #61
            Word::thumb(0x00008120, 0x0000de06), // udf #6
            Word::thumb(0x00008122, 0x00004738), // bx r7
            Word::thumb(0x00008124, 0x0000fc3d), // bl.suffix pc, lr, #2170
            Word::thumb(0x00008126, 0x00000dea), // lsrs r2, r5, #23
            Word::thumb(0x00008128, 0x0000b1aa), // udf 0xb1aa
            Word::thumb(0x0000812a, 0x00004442), // add r2, r8
            Word::thumb(0x0000812c, 0x0000b312), // udf 0xb312
            Word::thumb(0x0000812e, 0x0000b497), // push {r0, r1, r2, r4, r7}
            Word::thumb(0x00008130, 0x00001977), // adds r7, r6, r5
            Word::thumb(0x00008132, 0x00001aa4), // subs r4, r4, r2
            Word::thumb(0x00008134, 0x0000be9c), // bkpt 0x009c
            Word::thumb(0x00008136, 0x0000eac9), // blx.suffix pc, lr, #1426
            Word::thumb(0x00008138, 0x00008853), // ldrh r3, [r2, #2]
            Word::thumb(0x0000813a, 0x0000faa7), // bl.suffix pc, lr, #1358
            Word::thumb(0x0000813c, 0x00002e52), // cmp r6, #82
            Word::thumb(0x0000813e, 0x000089d2), // ldrh r2, [r2, #14]
            Word::thumb(0x00008140, 0x00005684), // ldrsb r4, [r0, r2]
            Word::thumb(0x00008142, 0x0000a024), // add r0, pc, #144
            Word::thumb(0x00008144, 0x0000c0dd), // stmia r0!, {r0, r2, r3, r4, r6, r7}
            Word::thumb(0x00008146, 0x00006fc4), // ldr r4, [r0, #124]
            Word::thumb(0x00008148, 0x0000b04b), // add sp, #300
            Word::thumb(0x0000814a, 0x0000420b), // tst r3, r1
            Word::thumb(0x0000814c, 0x000099be), // ldr r1, [sp, #760]
            Word::thumb(0x0000814e, 0x0000e4ce), // b.n 0x7aee
            Word::thumb(0x00008150, 0x0000c44c), // stmia r4!, {r2, r3, r6}
            Word::thumb(0x00008152, 0x0000450d), // cmp r5, r1
            Word::thumb(0x00008154, 0x0000b03a), // add sp, #232
            Word::thumb(0x00008156, 0x000096a2), // str r6, [sp, #648]
            Word::thumb(0x00008158, 0x0000b09c), // sub sp, #112
            Word::thumb(0x0000815a, 0x0000bd99), // pop {r0, r3, r4, r7, pc}
            Word::thumb(0x0000815c, 0x000093b8), // str r3, [sp, #736]
            Word::thumb(0x0000815e, 0x00001fc3), // subs r3, r0, #7
            Word::thumb(0x00008160, 0x0000c76c), // stmia r7!, {r2, r3, r5, r6}
            Word::thumb(0x00008162, 0x0000ca41), // ldmia r2!, {r0, r6}
            Word::thumb(0x00008164, 0x0000b0b5), // sub sp, #212
            Word::thumb(0x00008166, 0x0000f000), // blx 0x8174
            Word::thumb(0x00008168, 0x0000e806), // blx.suffix pc, lr, #12
            Word::thumb(0x0000816a, 0x0000684f), // ldr r7, [r1, #4]
            Word::thumb(0x0000816c, 0x00001c0e), // adds r6, r1, #0
            Word::thumb(0x0000816e, 0x000040a3), // lsls r3, r4
            Word::thumb(0x00008170, 0x0000a434), // add r4, pc, #208
            Word::thumb(0x00008172, 0x0000b8ad), // udf 0xb8ad
            Word::thumb(0x00008174, 0x00001b1b), // subs r3, r3, r4
            Word::thumb(0x00008176, 0x0000bf3c), // udf 0xbf3c
            Word::thumb(0x00008178, 0x000003e7), // lsls r7, r4, #15
            Word::thumb(0x0000817a, 0x0000f000), // bl 0x8406
            Word::thumb(0x0000817c, 0x0000f944), // bl.suffix pc, lr, #648
            Word::thumb(0x0000817e, 0x0000b5a6), // push {r1, r2, r5, r7, lr}
            Word::thumb(0x00008180, 0x0000b59b), // push {r0, r1, r3, r4, r7, lr}
            Word::thumb(0x00008182, 0x0000464b), // mov r3, r9
            Word::thumb(0x00008184, 0x000040a7), // lsls r7, r4
            Word::thumb(0x00008186, 0x0000be60), // bkpt 0x0060
            Word::thumb(0x00008188, 0x00009fbb), // ldr r7, [sp, #748]
            Word::thumb(0x0000818a, 0x0000bcb1), // pop {r0, r4, r5, r7}
            Word::thumb(0x0000818c, 0x00009210), // str r2, [sp, #64]
            Word::thumb(0x0000818e, 0x0000a94c), // add r1, sp, #304
            Word::thumb(0x00008190, 0x0000c85b), // ldmia r0, {r0, r1, r3, r4, r6}
            Word::thumb(0x00008192, 0x00001b12), // subs r2, r2, r4
            Word::thumb(0x00008194, 0x0000d5b0), // bpl.n 0x80f8
            Word::thumb(0x00008196, 0x00009d0d), // ldr r5, [sp, #52]
            Word::thumb(0x00008198, 0x00004559), // cmp r1, fp
            Word::thumb(0x0000819a, 0x00001e3c), // subs r4, r7, #0
            Word::thumb(0x0000819c, 0x0000a9fe), // add r1, sp, #1016
            Word::thumb(0x0000819e, 0x0000df37), // svc 55
            Word::thumb(0x000081a0, 0x00001d3f), // adds r7, r7, #4
            Word::thumb(0x000081a2, 0x0000bc5b), // pop {r0, r1, r3, r4, r6}
            Word::thumb(0x000081a4, 0x00001878), // adds r0, r7, r1
            Word::thumb(0x000081a6, 0x00004b18), // ldr r3, [pc, #96]
            Word::thumb(0x000081a8, 0x00008986), // ldrh r6, [r0, #12]
            Word::thumb(0x000081aa, 0x00000d51), // lsrs r1, r2, #21
            Word::thumb(0x000081ac, 0x00004730), // bx r6
            Word::thumb(0x000081ae, 0x00004741), // udf 0x4741
            Word::thumb(0x000081b0, 0x0000dc04), // bgt.n 0x81bc
            Word::thumb(0x000081b2, 0x0000c1c8), // stmia r1!, {r3, r6, r7}
            Word::thumb(0x000081b4, 0x0000bea7), // bkpt 0x00a7
            Word::thumb(0x000081b6, 0x000047d4), // udf 0x47d4
            Word::thumb(0x000081b8, 0x00009ed3), // ldr r6, [sp, #844]
            Word::thumb(0x000081ba, 0x0000c756), // stmia r7!, {r1, r2, r4, r6}
            Word::thumb(0x000081bc, 0x0000e632), // b.n 0x7e24
            Word::thumb(0x000081be, 0x00004a6b), // ldr r2, [pc, #428]
            Word::thumb(0x000081c0, 0x000044b5), // add sp, r6
            Word::thumb(0x000081c2, 0x0000c154), // stmia r1!, {r2, r4, r6}
            Word::thumb(0x000081c4, 0x00004fa2), // ldr r7, [pc, #648]
            Word::thumb(0x000081c6, 0x0000cb28), // ldmia r3, {r3, r5}
            Word::thumb(0x000081c8, 0x000043b9), // bics r1, r7
            Word::thumb(0x000081ca, 0x0000d569), // bpl.n 0x82a0
            Word::thumb(0x000081cc, 0x0000f000), // blx 0x9058
            Word::thumb(0x000081ce, 0x0000ef44), // blx.suffix pc, lr, #3720
            Word::thumb(0x000081d0, 0x0000be57), // bkpt 0x0057
            Word::thumb(0x000081d2, 0x0000c754), // stmia r7!, {r2, r4, r6}
            Word::thumb(0x000081d4, 0x00004790), // blx r2
            Word::thumb(0x000081d6, 0x0000fae6), // bl.suffix pc, lr, #1484
            Word::thumb(0x000081d8, 0x0000be80), // bkpt 0x0080
            Word::thumb(0x000081da, 0x0000bd2e), // pop {r1, r2, r3, r5, pc}
            Word::thumb(0x000081dc, 0x00007a05), // ldrb r5, [r0, #8]
            Word::thumb(0x000081de, 0x00004d51), // ldr r5, [pc, #324]
            Word::thumb(0x000081e0, 0x000047d8), // blx fp
            Word::thumb(0x000081e2, 0x00004a9c), // ldr r2, [pc, #624]
            Word::thumb(0x000081e4, 0x0000b54a), // push {r1, r3, r6, lr}
            Word::thumb(0x000081e6, 0x0000bef2), // bkpt 0x00f2
            Word::thumb(0x000081e8, 0x00001a79), // subs r1, r7, r1
            Word::thumb(0x000081ea, 0x00005fa8), // ldrsh r0, [r5, r6]
            Word::thumb(0x000081ec, 0x0000be53), // bkpt 0x0053
            Word::thumb(0x000081ee, 0x0000a859), // add r0, sp, #356
            Word::thumb(0x000081f0, 0x0000f43f), // bl 0xffc47dac
            Word::thumb(0x000081f2, 0x0000fddc), // bl.suffix pc, lr, #3000
            Word::thumb(0x000081f4, 0x0000bc14), // pop {r2, r4}
            Word::thumb(0x000081f6, 0x00004787), // udf 0x4787
            Word::thumb(0x000081f8, 0x00003d1b), // subs r5, #27
            Word::thumb(0x000081fa, 0x0000637e), // str r6, [r7, #52]
            Word::thumb(0x000081fc, 0x0000c03c), // stmia r0!, {r2, r3, r4, r5}
            Word::thumb(0x000081fe, 0x0000d0c2), // beq.n 0x8186
            Word::thumb(0x00008200, 0x0000df07), // svc 7
            Word::thumb(0x00008202, 0x00006150), // str r0, [r2, #20]
            Word::thumb(0x00008204, 0x000047ed), // udf 0x47ed
            Word::thumb(0x00008206, 0x0000f7ff), // blx 0x7dd0
            Word::thumb(0x00008208, 0x0000ede4), // blx.suffix pc, lr, #3016
            Word::thumb(0x0000820a, 0x0000f83f), // bl.suffix pc, lr, #126
            Word::thumb(0x0000820c, 0x0000bcdf), // pop {r0, r1, r2, r3, r4, r6, r7}
            Word::thumb(0x0000820e, 0x000013ba), // asrs r2, r7, #14
            Word::thumb(0x00008210, 0x0000d1cb), // bne.n 0x81aa
            Word::thumb(0x00008212, 0x00006c13), // ldr r3, [r2, #64]
            Word::thumb(0x00008214, 0x0000c345), // stmia r3!, {r0, r2, r6}
            Word::thumb(0x00008216, 0x00004533), // cmp r3, r6
            Word::thumb(0x00008218, 0x0000df70), // svc 112
            Word::thumb(0x0000821a, 0x000047fe), // udf 0x47fe
            Word::thumb(0x0000821c, 0x0000465c), // mov r4, fp
            Word::thumb(0x0000821e, 0x00004d07), // ldr r5, [pc, #28]
            Word::thumb(0x00008220, 0x0000bee4), // bkpt 0x00e4
            Word::thumb(0x00008222, 0x0000cbd0), // ldmia r3!, {r4, r6, r7}
            Word::thumb(0x00008224, 0x0000b04f), // add sp, #316
            Word::thumb(0x00008226, 0x00004720), // bx r4
            Word::thumb(0x00008228, 0x0000ab69), // add r3, sp, #420
            Word::thumb(0x0000822a, 0x0000474b), // udf 0x474b
            Word::thumb(0x0000822c, 0x00004748), // bx r9
            Word::thumb(0x0000822e, 0x0000b08f), // sub sp, #60
            Word::thumb(0x00008230, 0x00004b4a), // ldr r3, [pc, #296]
            Word::thumb(0x00008232, 0x0000183c), // adds r4, r7, r0
            Word::thumb(0x00008234, 0x0000f984), // bl.suffix pc, lr, #776
            Word::thumb(0x00008236, 0x0000e5be), // b.n 0x7db6
            Word::thumb(0x00008238, 0x0000afbd), // add r7, sp, #756
            Word::thumb(0x0000823a, 0x0000b6e8), // udf 0xb6e8
            Word::thumb(0x0000823c, 0x00004e29), // ldr r6, [pc, #164]
            Word::thumb(0x0000823e, 0x0000e360), // b.n 0x8902
            Word::thumb(0x00008240, 0x00004707), // udf 0x4707
            Word::thumb(0x00008242, 0x00004725), // udf 0x4725
            Word::thumb(0x00008244, 0x0000642a), // str r2, [r5, #64]
            Word::thumb(0x00008246, 0x0000fc95), // bl.suffix pc, lr, #2346
            Word::thumb(0x00008248, 0x00008611), // strh r1, [r2, #48]
            Word::thumb(0x0000824a, 0x00001e76), // subs r6, r6, #1
            Word::thumb(0x0000824c, 0x0000c9ef), // ldmia r1, {r0, r1, r2, r3, r5, r6, r7}
            Word::thumb(0x0000824e, 0x000041a3), // sbcs r3, r4
            Word::thumb(0x00008250, 0x0000ab73), // add r3, sp, #460
            Word::thumb(0x00008252, 0x0000be8e), // bkpt 0x008e
            Word::thumb(0x00008254, 0x0000be0e), // bkpt 0x000e
            Word::thumb(0x00008256, 0x0000defd), // udf #253
            Word::thumb(0x00008258, 0x0000182f), // adds r7, r5, r0
            Word::thumb(0x0000825a, 0x0000e036), // b.n 0x82ca
            Word::thumb(0x0000825c, 0x0000e00c), // b.n 0x8278
            Word::thumb(0x0000825e, 0x0000df53), // svc 83
            Word::thumb(0x00008260, 0x000079da), // ldrb r2, [r3, #7]
            Word::thumb(0x00008262, 0x000054af), // strb r7, [r5, r2]
            Word::thumb(0x00008264, 0x00000bd4), // lsrs r4, r2, #15
            Word::thumb(0x00008266, 0x0000e679), // b.n 0x7f5c
            Word::thumb(0x00008268, 0x0000e42f), // b.n 0x7aca
            Word::thumb(0x0000826a, 0x0000ccc2), // ldmia r4!, {r1, r6, r7}
            Word::thumb(0x0000826c, 0x000046bf), // mov pc, r7
            Word::thumb(0x0000826e, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x00008270, 0x00001d51), // adds r1, r2, #5
            Word::thumb(0x00008272, 0x0000eea7), // blx.suffix pc, lr, #3406
            Word::thumb(0x00008274, 0x0000736c), // strb r4, [r5, #13]
            Word::thumb(0x00008276, 0x00001a07), // subs r7, r0, r0
            Word::thumb(0x00008278, 0x0000f7ff), // bl 0x7c24
            Word::thumb(0x0000827a, 0x0000fcd4), // bl.suffix pc, lr, #2472
            Word::thumb(0x0000827c, 0x0000c276), // stmia r2!, {r1, r2, r4, r5, r6}
            Word::thumb(0x0000827e, 0x00005789), // ldrsb r1, [r1, r6]
            Word::thumb(0x00008280, 0x0000bea3), // bkpt 0x00a3
            Word::thumb(0x00008282, 0x0000bd5c), // pop {r2, r3, r4, r6, pc}
            Word::thumb(0x00008284, 0x0000c891), // ldmia r0, {r0, r4, r7}
            Word::thumb(0x00008286, 0x00004758), // bx fp
            Word::thumb(0x00008288, 0x00009ada), // ldr r2, [sp, #872]
            Word::thumb(0x0000828a, 0x00007e2f), // ldrb r7, [r5, #24]
            Word::thumb(0x0000828c, 0x0000b022), // add sp, #136
            Word::thumb(0x0000828e, 0x0000ded4), // udf #212
            Word::thumb(0x00008290, 0x00004737), // udf 0x4737
            Word::thumb(0x00008292, 0x000047cf), // udf 0x47cf
            Word::thumb(0x00008294, 0x0000caca), // ldmia r2!, {r1, r3, r6, r7}
            Word::thumb(0x00008296, 0x0000916c), // str r1, [sp, #432]
            Word::thumb(0x00008298, 0x00003692), // adds r6, #146
            Word::thumb(0x0000829a, 0x0000bcd0), // pop {r4, r6, r7}
            Word::thumb(0x0000829c, 0x0000df83), // svc 131
            Word::thumb(0x0000829e, 0x0000e011), // b.n 0x82c4
            Word::thumb(0x000082a0, 0x000045da), // cmp sl, fp
            Word::thumb(0x000082a2, 0x000047cd), // udf 0x47cd
            Word::thumb(0x000082a4, 0x0000c53c), // stmia r5!, {r2, r3, r4, r5}
            Word::thumb(0x000082a6, 0x00001c4a), // adds r2, r1, #1
            Word::thumb(0x000082a8, 0x00009bf3), // ldr r3, [sp, #972]
            Word::thumb(0x000082aa, 0x0000b7dd), // udf 0xb7dd
            Word::thumb(0x000082ac, 0x0000de30), // udf #48
            Word::thumb(0x000082ae, 0x0000bef3), // bkpt 0x00f3
            Word::thumb(0x000082b0, 0x00004660), // mov r0, ip
            Word::thumb(0x000082b2, 0x00007da0), // ldrb r0, [r4, #22]
            Word::thumb(0x000082b4, 0x0000bc43), // pop {r0, r1, r6}
            Word::thumb(0x000082b6, 0x00001a31), // subs r1, r6, r0
            Word::thumb(0x000082b8, 0x0000198c), // adds r4, r1, r6
            Word::thumb(0x000082ba, 0x0000de4b), // udf #75
            Word::thumb(0x000082bc, 0x0000d234), // bcs.n 0x8328
            Word::thumb(0x000082be, 0x0000ca34), // ldmia r2, {r2, r4, r5}
            Word::thumb(0x000082c0, 0x00005b68), // ldrh r0, [r5, r5]
            Word::thumb(0x000082c2, 0x00001957), // adds r7, r2, r5
            Word::thumb(0x000082c4, 0x000045cc), // cmp ip, r9
            Word::thumb(0x000082c6, 0x0000fe43), // bl.suffix pc, lr, #3206
            Word::thumb(0x000082c8, 0x000053bc), // strh r4, [r7, r6]
            Word::thumb(0x000082ca, 0x0000b4f5), // push {r0, r2, r4, r5, r6, r7}
            Word::thumb(0x000082cc, 0x00001f31), // subs r1, r6, #4
            Word::thumb(0x000082ce, 0x0000b1c7), // udf 0xb1c7
            Word::thumb(0x000082d0, 0x00001d4d), // adds r5, r1, #5
            Word::thumb(0x000082d2, 0x000047eb), // udf 0x47eb
            Word::thumb(0x000082d4, 0x0000e02b), // b.n 0x832e
            Word::thumb(0x000082d6, 0x0000de04), // udf #4
            Word::thumb(0x000082d8, 0x0000dd9c), // ble.n 0x8214
            Word::thumb(0x000082da, 0x0000ec39), // blx.suffix pc, lr, #2162
            Word::thumb(0x000082dc, 0x0000446d), // add r5, sp
            Word::thumb(0x000082de, 0x00004ab3), // ldr r2, [pc, #716]
            Word::thumb(0x000082e0, 0x000000ea), // lsls r2, r5, #3
            Word::thumb(0x000082e2, 0x0000e4a0), // b.n 0x7c26
            Word::thumb(0x000082e4, 0x0000bc29), // pop {r0, r3, r5}
            Word::thumb(0x000082e6, 0x0000b209), // udf 0xb209
            Word::thumb(0x000082e8, 0x000049c4), // ldr r1, [pc, #784]
            Word::thumb(0x000082ea, 0x0000636a), // str r2, [r5, #52]
            Word::thumb(0x000082ec, 0x0000409b), // lsls r3, r3
            Word::thumb(0x000082ee, 0x000038d6), // subs r0, #214
            Word::thumb(0x000082f0, 0x0000bddf), // pop {r0, r1, r2, r3, r4, r6, r7, pc}
            Word::thumb(0x000082f2, 0x00003bc6), // subs r3, #198
            Word::thumb(0x000082f4, 0x0000d598), // bpl.n 0x8228
            Word::thumb(0x000082f6, 0x0000ebed), // blx.suffix pc, lr, #2010
            Word::thumb(0x000082f8, 0x0000de72), // udf #114
            Word::thumb(0x000082fa, 0x0000be43), // bkpt 0x0043
            Word::thumb(0x000082fc, 0x00004f31), // ldr r7, [pc, #196]
            Word::thumb(0x000082fe, 0x0000bee6), // bkpt 0x00e6
            Word::thumb(0x00008300, 0x0000f7ff), // bl 0x78f6
            Word::thumb(0x00008302, 0x0000faf9), // bl.suffix pc, lr, #1522
            Word::thumb(0x00008304, 0x00001cbc), // adds r4, r7, #2
            Word::thumb(0x00008306, 0x0000fb3f), // bl.suffix pc, lr, #1662
            Word::thumb(0x00008308, 0x0000bef3), // bkpt 0x00f3
            Word::thumb(0x0000830a, 0x0000b5bf), // push {r0, r1, r2, r3, r4, r5, r7, lr}
            Word::thumb(0x0000830c, 0x0000e021), // b.n 0x8352
            Word::thumb(0x0000830e, 0x0000c22f), // stmia r2!, {r0, r1, r2, r3, r5}
            Word::thumb(0x00008310, 0x0000e003), // b.n 0x831a
            Word::thumb(0x00008312, 0x0000457c), // cmp r4, pc
            Word::thumb(0x00008314, 0x0000c749), // stmia r7!, {r0, r3, r6}
            Word::thumb(0x00008316, 0x00004530), // cmp r0, r6
            Word::thumb(0x00008318, 0x0000b4e5), // push {r0, r2, r5, r6, r7}
            Word::thumb(0x0000831a, 0x0000ac8c), // add r4, sp, #560
            Word::thumb(0x0000831c, 0x0000a079), // add r0, pc, #484
            Word::thumb(0x0000831e, 0x000053f5), // strh r5, [r6, r7]
            Word::thumb(0x00008320, 0x000095b7), // str r5, [sp, #732]
            Word::thumb(0x00008322, 0x0000df96), // svc 150
            Word::thumb(0x00008324, 0x0000b075), // add sp, #468
            Word::thumb(0x00008326, 0x0000e079), // b.n 0x841c
            Word::thumb(0x00008328, 0x0000415c), // adcs r4, r3
            Word::thumb(0x0000832a, 0x0000dfef), // svc 239
            Word::thumb(0x0000832c, 0x0000c160), // stmia r1!, {r5, r6}
            Word::thumb(0x0000832e, 0x0000bd7f), // pop {r0, r1, r2, r3, r4, r5, r6, pc}
            Word::thumb(0x00008330, 0x000047ed), // udf 0x47ed
            Word::thumb(0x00008332, 0x0000b026), // add sp, #152
            Word::thumb(0x00008334, 0x0000bc09), // pop {r0, r3}
            Word::thumb(0x00008336, 0x0000a30c), // add r3, pc, #48
            Word::thumb(0x00008338, 0x0000b098), // sub sp, #96
            Word::thumb(0x0000833a, 0x0000ada5), // add r5, sp, #660
            Word::thumb(0x0000833c, 0x0000b6d4), // udf 0xb6d4
            Word::thumb(0x0000833e, 0x0000c6f1), // stmia r6!, {r0, r4, r5, r6, r7}
            Word::thumb(0x00008340, 0x000049d2), // ldr r1, [pc, #840]
            Word::thumb(0x00008342, 0x00000ef6), // lsrs r6, r6, #27
            Word::thumb(0x00008344, 0x00005027), // str r7, [r4, r0]
            Word::thumb(0x00008346, 0x000019bc), // adds r4, r7, r6
            Word::thumb(0x00008348, 0x0000a15c), // add r1, pc, #368
            Word::thumb(0x0000834a, 0x0000beb6), // bkpt 0x00b6
            Word::thumb(0x0000834c, 0x0000ed80), // blx.suffix pc, lr, #2816
            Word::thumb(0x0000834e, 0x0000a1da), // add r1, pc, #872
            Word::thumb(0x00008350, 0x00004e96), // ldr r6, [pc, #600]
            Word::thumb(0x00008352, 0x0000fad6), // bl.suffix pc, lr, #1452
            Word::thumb(0x00008354, 0x0000ee3c), // blx.suffix pc, lr, #3192
            Word::thumb(0x00008356, 0x0000a640), // add r6, pc, #256
            Word::thumb(0x00008358, 0x0000f000), // bl.prefix lr, pc, #0
            Word::thumb(0x0000835a, 0x00002eaa), // cmp r6, #170
            Word::thumb(0x0000835c, 0x00008d12), // ldrh r2, [r2, #40]
            Word::thumb(0x0000835e, 0x0000eb18), // blx.suffix pc, lr, #1584
            Word::thumb(0x00008360, 0x0000037c), // lsls r4, r7, #13
            Word::thumb(0x00008362, 0x0000a024), // add r0, pc, #144
            Word::thumb(0x00008364, 0x0000aa66), // add r2, sp, #408
            Word::thumb(0x00008366, 0x00006ece), // ldr r6, [r1, #108]
            Word::thumb(0x00008368, 0x0000be25), // bkpt 0x0025
            Word::thumb(0x0000836a, 0x0000b56d), // push {r0, r2, r3, r5, r6, lr}
            Word::thumb(0x0000836c, 0x0000df14), // svc 20
            Word::thumb(0x0000836e, 0x00004748), // bx r9
            Word::thumb(0x00008370, 0x00001349), // asrs r1, r1, #13
            Word::thumb(0x00008372, 0x00004603), // mov r3, r0
            Word::thumb(0x00008374, 0x000082ab), // strh r3, [r5, #20]
            Word::thumb(0x00008376, 0x0000df55), // svc 85
            Word::thumb(0x00008378, 0x0000c89d), // ldmia r0, {r0, r2, r3, r4, r7}
            Word::thumb(0x0000837a, 0x0000913c), // str r1, [sp, #240]
            Word::thumb(0x0000837c, 0x000047a9), // udf 0x47a9
            Word::thumb(0x0000837e, 0x00004637), // mov r7, r6
            Word::thumb(0x00008380, 0x0000def6), // udf #246
            Word::thumb(0x00008382, 0x000047c8), // blx r9
            Word::thumb(0x00008384, 0x0000b434), // push {r2, r4, r5}
            Word::thumb(0x00008386, 0x000045b7), // cmp pc, r6
            Word::thumb(0x00008388, 0x000049d5), // ldr r1, [pc, #852]
            Word::thumb(0x0000838a, 0x0000d0ba), // beq.n 0x8302
            Word::thumb(0x0000838c, 0x0000aaf3), // add r2, sp, #972
            Word::thumb(0x0000838e, 0x0000c9dc), // ldmia r1!, {r2, r3, r4, r6, r7}
            Word::thumb(0x00008390, 0x0000b661), // udf 0xb661
            Word::thumb(0x00008392, 0x0000dd61), // ble.n 0x8458
            Word::thumb(0x00008394, 0x0000dea4), // udf #164
            Word::thumb(0x00008396, 0x0000a987), // add r1, sp, #540
            Word::thumb(0x00008398, 0x0000be60), // bkpt 0x0060
            Word::thumb(0x0000839a, 0x0000e05a), // b.n 0x8452
            Word::thumb(0x0000839c, 0x00001e3e), // subs r6, r7, #0
            Word::thumb(0x0000839e, 0x0000be6b), // bkpt 0x006b
            Word::thumb(0x000083a0, 0x0000a74c), // add r7, pc, #304
            Word::thumb(0x000083a2, 0x0000c0ac), // stmia r0!, {r2, r3, r5, r7}
            Word::thumb(0x000083a4, 0x0000a6d3), // add r6, pc, #844
            Word::thumb(0x000083a6, 0x0000bd72), // pop {r1, r4, r5, r6, pc}
            Word::thumb(0x000083a8, 0x00006cbd), // ldr r5, [r7, #72]
            Word::thumb(0x000083aa, 0x00005d71), // ldrb r1, [r6, r5]
            Word::thumb(0x000083ac, 0x00004791), // udf 0x4791
            Word::thumb(0x000083ae, 0x0000ce2b), // ldmia r6!, {r0, r1, r3, r5}
            Word::thumb(0x000083b0, 0x0000d408), // bmi.n 0x83c4
            Word::thumb(0x000083b2, 0x00000afb), // lsrs r3, r7, #11
            Word::thumb(0x000083b4, 0x0000486a), // ldr r0, [pc, #424]
            Word::thumb(0x000083b6, 0x000018c4), // adds r4, r0, r3
            Word::thumb(0x000083b8, 0x00009feb), // ldr r7, [sp, #940]
            Word::thumb(0x000083ba, 0x0000c0fb), // stmia r0!, {r0, r1, r3, r4, r5, r6, r7}
            Word::thumb(0x000083bc, 0x000041ef), // rors r7, r5
            Word::thumb(0x000083be, 0x00001a14), // subs r4, r2, r0
            Word::thumb(0x000083c0, 0x0000733e), // strb r6, [r7, #12]
            Word::thumb(0x000083c2, 0x0000b0f4), // sub sp, #464
            Word::thumb(0x000083c4, 0x0000dea1), // udf #161
            Word::thumb(0x000083c6, 0x000047c2), // udf 0x47c2
            Word::thumb(0x000083c8, 0x00004770), // bx lr
            Word::thumb(0x000083ca, 0x0000d08c), // beq.n 0x82e6
            Word::thumb(0x000083cc, 0x000048d1), // ldr r0, [pc, #836]
            Word::thumb(0x000083ce, 0x00008a86), // ldrh r6, [r0, #20]
            Word::thumb(0x000083d0, 0x0000defd), // udf #253
            Word::thumb(0x000083d2, 0x0000be31), // bkpt 0x0031
            Word::thumb(0x000083d4, 0x0000c8e0), // ldmia r0!, {r5, r6, r7}
            Word::thumb(0x000083d6, 0x0000c2ec), // stmia r2!, {r2, r3, r5, r6, r7}
            Word::thumb(0x000083d8, 0x0000b53d), // push {r0, r2, r3, r4, r5, lr}
            Word::thumb(0x000083da, 0x00002e8f), // cmp r6, #143
            Word::thumb(0x000083dc, 0x00004750), // bx sl
            Word::thumb(0x000083de, 0x0000dea7), // udf #167
            Word::thumb(0x000083e0, 0x0000bd5f), // pop {r0, r1, r2, r3, r4, r6, pc}
            Word::thumb(0x000083e2, 0x00004825), // ldr r0, [pc, #148]
            Word::thumb(0x000083e4, 0x00004710), // bx r2
            Word::thumb(0x000083e6, 0x0000cd12), // ldmia r5!, {r1, r4}
            Word::thumb(0x000083e8, 0x0000f000), // bl 0x8f2e
            Word::thumb(0x000083ea, 0x0000fda1), // bl.suffix pc, lr, #2882
            Word::thumb(0x000083ec, 0x0000cf38), // ldmia r7!, {r3, r4, r5}
            Word::thumb(0x000083ee, 0x00006e8b), // ldr r3, [r1, #104]
            Word::thumb(0x000083f0, 0x00003e17), // subs r6, #23
            Word::thumb(0x000083f2, 0x000080fa), // strh r2, [r7, #6]
            Word::thumb(0x000083f4, 0x0000b2a4), // udf 0xb2a4
            Word::thumb(0x000083f6, 0x0000bed7), // bkpt 0x00d7
            Word::thumb(0x000083f8, 0x0000cde5), // ldmia r5, {r0, r2, r5, r6, r7}
            Word::thumb(0x000083fa, 0x0000b5f7), // push {r0, r1, r2, r4, r5, r6, r7, lr}
            Word::thumb(0x000083fc, 0x00004730), // bx r6
            Word::thumb(0x000083fe, 0x0000c6f9), // stmia r6!, {r0, r3, r4, r5, r6, r7}
            Word::thumb(0x00008400, 0x0000a5a5), // add r5, pc, #660
            Word::thumb(0x00008402, 0x0000acf3), // add r4, sp, #972
            Word::thumb(0x00008404, 0x00004f65), // ldr r7, [pc, #404]
            Word::thumb(0x00008406, 0x0000a468), // add r4, pc, #416
            Word::thumb(0x00008408, 0x0000e048), // b.n 0x849c
            Word::thumb(0x0000840a, 0x0000e920), // blx.suffix pc, lr, #576
            Word::thumb(0x0000840c, 0x00004021), // ands r1, r4
            Word::thumb(0x0000840e, 0x000080cb), // strh r3, [r1, #6]
            Word::thumb(0x00008410, 0x00004792), // udf 0x4792
            Word::thumb(0x00008412, 0x0000a22a), // add r2, pc, #168
            Word::thumb(0x00008414, 0x0000df8d), // svc 141
            Word::thumb(0x00008416, 0x00004835), // ldr r0, [pc, #212]
            Word::thumb(0x00008418, 0x0000e009), // b.n 0x842e
            Word::thumb(0x0000841a, 0x00004445), // add r5, r8
            Word::thumb(0x0000841c, 0x0000f000), // bl 0x85ce
            Word::thumb(0x0000841e, 0x0000f8d7), // bl.suffix pc, lr, #430
            Word::thumb(0x00008420, 0x0000de5d), // udf #93
            Word::thumb(0x00008422, 0x00004f97), // ldr r7, [pc, #604]
            Word::thumb(0x00008424, 0x0000dea5), // udf #165
            Word::thumb(0x00008426, 0x0000de64), // udf #100
            Word::thumb(0x00008428, 0x0000cc02), // ldmia r4!, {r1}
            Word::thumb(0x0000842a, 0x0000e595), // b.n 0x7f58
            Word::thumb(0x0000842c, 0x0000492f), // ldr r1, [pc, #188]
            Word::thumb(0x0000842e, 0x00004689), // mov r9, r1
            Word::thumb(0x00008430, 0x0000b0be), // sub sp, #248
            Word::thumb(0x00008432, 0x00005fdc), // ldrsh r4, [r3, r7]
            Word::thumb(0x00008434, 0x00001925), // adds r5, r4, r4
            Word::thumb(0x00008436, 0x0000dfa3), // svc 163
            Word::thumb(0x00008438, 0x00006c04), // ldr r4, [r0, #64]
            Word::thumb(0x0000843a, 0x0000db8a), // blt.n 0x8352
            Word::thumb(0x0000843c, 0x0000fa19), // bl.suffix pc, lr, #1074
            Word::thumb(0x0000843e, 0x0000a0b3), // add r0, pc, #716
            Word::thumb(0x00008440, 0x0000bfeb), // udf 0xbfeb
            Word::thumb(0x00008442, 0x0000bb85), // udf 0xbb85
            Word::thumb(0x00008444, 0x0000b406), // push {r1, r2}
            Word::thumb(0x00008446, 0x00005f05), // ldrsh r5, [r0, r4]
            Word::thumb(0x00008448, 0x0000b5f4), // push {r2, r4, r5, r6, r7, lr}
            Word::thumb(0x0000844a, 0x0000beb8), // bkpt 0x00b8
            Word::thumb(0x0000844c, 0x000007e4), // lsls r4, r4, #31
            Word::thumb(0x0000844e, 0x0000be7e), // bkpt 0x007e
            Word::thumb(0x00008450, 0x0000e110), // b.n 0x8674
            Word::thumb(0x00008452, 0x0000de86), // udf #134
            Word::thumb(0x00008454, 0x00004477), // add r7, lr
            Word::thumb(0x00008456, 0x0000dc1e), // bgt.n 0x8496
            Word::thumb(0x00008458, 0x00001e5e), // subs r6, r3, #1
            Word::thumb(0x0000845a, 0x000049f8), // ldr r1, [pc, #992]
            Word::thumb(0x0000845c, 0x0000deb9), // udf #185
            Word::thumb(0x0000845e, 0x0000a6af), // add r6, pc, #700
            Word::thumb(0x00008460, 0x00006001), // str r1, [r0, #0]
            Word::thumb(0x00008462, 0x0000b05c), // add sp, #368
            Word::thumb(0x00008464, 0x0000fe46), // bl.suffix pc, lr, #3212
            Word::thumb(0x00008466, 0x0000b598), // push {r3, r4, r7, lr}
            Word::thumb(0x00008468, 0x0000c2d2), // stmia r2!, {r1, r4, r6, r7}
            Word::thumb(0x0000846a, 0x00005f3c), // ldrsh r4, [r7, r4]
            Word::thumb(0x0000846c, 0x00001c90), // adds r0, r2, #2
            Word::thumb(0x0000846e, 0x00009397), // str r3, [sp, #604]
            Word::thumb(0x00008470, 0x0000f8e1), // bl.suffix pc, lr, #450
            Word::thumb(0x00008472, 0x00002084), // movs r0, #132
            Word::thumb(0x00008474, 0x0000ab56), // add r3, sp, #344
            Word::thumb(0x00008476, 0x0000dfaf), // svc 175
            Word::thumb(0x00008478, 0x000025de), // movs r5, #222
            Word::thumb(0x0000847a, 0x0000c4a9), // stmia r4!, {r0, r3, r5, r7}
            Word::thumb(0x0000847c, 0x0000f000), // bl 0x8984
            Word::thumb(0x0000847e, 0x0000fa82), // bl.suffix pc, lr, #1284
            Word::thumb(0x00008480, 0x0000bd41), // pop {r0, r6, pc}
            Word::thumb(0x00008482, 0x0000ea4d), // blx.suffix pc, lr, #1178
            Word::thumb(0x00008484, 0x00008c3f), // ldrh r7, [r7, #32]
            Word::thumb(0x00008486, 0x0000d9d7), // bls.n 0x8438
            Word::thumb(0x00008488, 0x0000b598), // push {r3, r4, r7, lr}
            Word::thumb(0x0000848a, 0x0000f000), // bl 0x84dc
            Word::thumb(0x0000848c, 0x0000f827), // bl.suffix pc, lr, #78
            Word::thumb(0x0000848e, 0x0000447c), // add r4, pc
            Word::thumb(0x00008490, 0x00004d01), // ldr r5, [pc, #4]
            Word::thumb(0x00008492, 0x0000b040), // add sp, #256
            Word::thumb(0x00008494, 0x0000a142), // add r1, pc, #264
            Word::thumb(0x00008496, 0x00004569), // cmp r1, sp
            Word::thumb(0x00008498, 0x0000de65), // udf #101
            Word::thumb(0x0000849a, 0x0000a33d), // add r3, pc, #244
            Word::thumb(0x0000849c, 0x0000bea1), // bkpt 0x00a1
            Word::thumb(0x0000849e, 0x000084ed), // strh r5, [r5, #38]
            Word::thumb(0x000084a0, 0x00004b52), // ldr r3, [pc, #328]
            Word::thumb(0x000084a2, 0x0000776d), // strb r5, [r5, #29]
            Word::thumb(0x000084a4, 0x000073e9), // strb r1, [r5, #15]
            Word::thumb(0x000084a6, 0x0000f7ff), // blx 0x7e78
            Word::thumb(0x000084a8, 0x0000ece8), // blx.suffix pc, lr, #2512
            Word::thumb(0x000084aa, 0x00004484), // add ip, r0
            Word::thumb(0x000084ac, 0x0000b4bc), // push {r2, r3, r4, r5, r7}
            Word::thumb(0x000084ae, 0x0000dff4), // svc 244
            Word::thumb(0x000084b0, 0x000018c1), // adds r1, r0, r3
            Word::thumb(0x000084b2, 0x00009899), // ldr r0, [sp, #612]
            Word::thumb(0x000084b4, 0x00004e14), // ldr r6, [pc, #80]
            Word::thumb(0x000084b6, 0x00001ee4), // subs r4, r4, #3
            Word::thumb(0x000084b8, 0x0000dea9), // udf #169
            Word::thumb(0x000084ba, 0x0000bc53), // pop {r0, r1, r4, r6}
            Word::thumb(0x000084bc, 0x000084a9), // strh r1, [r5, #36]
            Word::thumb(0x000084be, 0x0000b59d), // push {r0, r2, r3, r4, r7, lr}
            Word::thumb(0x000084c0, 0x0000fcf2), // bl.suffix pc, lr, #2532
            Word::thumb(0x000084c2, 0x00002a7d), // cmp r2, #125
            Word::thumb(0x000084c4, 0x0000f7ff), // bl 0x7982
            Word::thumb(0x000084c6, 0x0000fa5d), // bl.suffix pc, lr, #1210
            Word::thumb(0x000084c8, 0x0000fb7d), // bl.suffix pc, lr, #1786
            Word::thumb(0x000084ca, 0x0000e35d), // b.n 0x8b88
            Word::thumb(0x000084cc, 0x0000dfca), // svc 202
            Word::thumb(0x000084ce, 0x00009937), // ldr r1, [sp, #220]
            Word::thumb(0x000084d0, 0x000051dd), // str r5, [r3, r7]
            Word::thumb(0x000084d2, 0x0000f000), // blx 0x86c4
            Word::thumb(0x000084d4, 0x0000e8f8), // blx.suffix pc, lr, #496
            Word::thumb(0x000084d6, 0x000046d8), // mov r8, fp
            Word::thumb(0x000084d8, 0x0000dffd), // svc 253
            Word::thumb(0x000084da, 0x0000a979), // add r1, sp, #484
            Word::thumb(0x000084dc, 0x00009b91), // ldr r3, [sp, #580]
            Word::thumb(0x000084de, 0x00007412), // strb r2, [r2, #16]
            Word::thumb(0x000084e0, 0x00004f2f), // ldr r7, [pc, #188]
            Word::thumb(0x000084e2, 0x000044ea), // add sl, sp
            Word::thumb(0x000084e4, 0x0000cf10), // ldmia r7!, {r4}
            Word::thumb(0x000084e6, 0x0000dfc2), // svc 194
            Word::thumb(0x000084e8, 0x0000d1eb), // bne.n 0x84c2
            Word::thumb(0x000084ea, 0x00004601), // mov r1, r0
            Word::thumb(0x000084ec, 0x0000e98a), // blx.suffix pc, lr, #788
            Word::thumb(0x000084ee, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x000084f0, 0x0000e7d0), // b.n 0x8494
            Word::thumb(0x000084f2, 0x0000928e), // str r2, [sp, #568]
            Word::thumb(0x000084f4, 0x00005d3e), // ldrb r6, [r7, r4]
            Word::thumb(0x000084f6, 0x0000bdcb), // pop {r0, r1, r3, r6, r7, pc}
            Word::thumb(0x000084f8, 0x0000ee0f), // blx.suffix pc, lr, #3102
            Word::thumb(0x000084fa, 0x0000915f), // str r1, [sp, #380]
            Word::thumb(0x000084fc, 0x0000d01b), // beq.n 0x8536
            Word::thumb(0x000084fe, 0x00003bed), // subs r3, #237
            Word::thumb(0x00008500, 0x00004d40), // ldr r5, [pc, #256]
            Word::thumb(0x00008502, 0x0000bcc2), // pop {r1, r6, r7}
            Word::thumb(0x00008504, 0x0000083d), // lsrs r5, r7, #32
            Word::thumb(0x00008506, 0x00005341), // strh r1, [r0, r5]
            Word::thumb(0x00008508, 0x00004cf2), // ldr r4, [pc, #968]
            Word::thumb(0x0000850a, 0x0000b41f), // push {r0, r1, r2, r3, r4}
            Word::thumb(0x0000850c, 0x0000b104), // udf 0xb104
            Word::thumb(0x0000850e, 0x0000d510), // bpl.n 0x8532
            Word::thumb(0x00008510, 0x0000b0e7), // sub sp, #412
            Word::thumb(0x00008512, 0x0000dc1d), // bgt.n 0x8550
            Word::thumb(0x00008514, 0x000049c4), // ldr r1, [pc, #784]
            Word::thumb(0x00008516, 0x0000ed6c), // blx.suffix pc, lr, #2776
            Word::thumb(0x00008518, 0x0000f000), // bl 0x8672
            Word::thumb(0x0000851a, 0x0000f8ab), // bl.suffix pc, lr, #342
            Word::thumb(0x0000851c, 0x00001acb), // subs r3, r1, r3
            Word::thumb(0x0000851e, 0x0000b1c3), // udf 0xb1c3
            Word::thumb(0x00008520, 0x0000b937), // udf 0xb937
            Word::thumb(0x00008522, 0x00008e85), // ldrh r5, [r0, #52]
            Word::thumb(0x00008524, 0x0000ca4a), // ldmia r2!, {r1, r3, r6}
            Word::thumb(0x00008526, 0x0000cbd9), // ldmia r3, {r0, r3, r4, r6, r7}
            Word::thumb(0x00008528, 0x00000b8d), // lsrs r5, r1, #14
            Word::thumb(0x0000852a, 0x0000b07b), // add sp, #492
            Word::thumb(0x0000852c, 0x0000b03c), // add sp, #240
            Word::thumb(0x0000852e, 0x00009ffe), // ldr r7, [sp, #1016]
            Word::thumb(0x00008530, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x00008532, 0x0000b0c8), // sub sp, #288
            Word::thumb(0x00008534, 0x00004718), // bx r3
            Word::thumb(0x00008536, 0x0000bcf5), // pop {r0, r2, r4, r5, r6, r7}
            Word::thumb(0x00008538, 0x000047b0), // blx r6
            Word::thumb(0x0000853a, 0x0000bc70), // pop {r4, r5, r6}
            Word::thumb(0x0000853c, 0x00009d60), // ldr r5, [sp, #384]
            Word::thumb(0x0000853e, 0x0000a284), // add r2, pc, #528
            Word::thumb(0x00008540, 0x000055d2), // strb r2, [r2, r7]
            Word::thumb(0x00008542, 0x0000e62b), // b.n 0x819c
            Word::thumb(0x00008544, 0x0000074a), // lsls r2, r1, #29
            Word::thumb(0x00008546, 0x0000de3e), // udf #62
            Word::thumb(0x00008548, 0x000041aa), // sbcs r2, r5
            Word::thumb(0x0000854a, 0x0000bb2d), // udf 0xbb2d
            Word::thumb(0x0000854c, 0x0000503d), // str r5, [r7, r0]
            Word::thumb(0x0000854e, 0x0000b423), // push {r0, r1, r5}
            Word::thumb(0x00008550, 0x0000cc7a), // ldmia r4, {r1, r3, r4, r5, r6}
            Word::thumb(0x00008552, 0x0000c63a), // stmia r6!, {r1, r3, r4, r5}
            Word::thumb(0x00008554, 0x0000bdd3), // pop {r0, r1, r4, r6, r7, pc}
            Word::thumb(0x00008556, 0x00005189), // str r1, [r1, r6]
            Word::thumb(0x00008558, 0x000044c8), // add r8, r9
            Word::thumb(0x0000855a, 0x00004494), // add ip, r2
            Word::thumb(0x0000855c, 0x0000b0ac), // sub sp, #176
            Word::thumb(0x0000855e, 0x000046e2), // mov sl, ip
            Word::thumb(0x00008560, 0x000081db), // strh r3, [r3, #14]
            Word::thumb(0x00008562, 0x0000be6f), // bkpt 0x006f
            Word::thumb(0x00008564, 0x0000be2a), // bkpt 0x002a
            Word::thumb(0x00008566, 0x00001952), // adds r2, r2, r5
            Word::thumb(0x00008568, 0x0000b5a2), // push {r1, r5, r7, lr}
            Word::thumb(0x0000856a, 0x00001925), // adds r5, r4, r4
            Word::thumb(0x0000856c, 0x0000be7e), // bkpt 0x007e
            Word::thumb(0x0000856e, 0x0000474f), // udf 0x474f
            Word::thumb(0x00008570, 0x00004764), // udf 0x4764
            Word::thumb(0x00008572, 0x0000bce9), // pop {r0, r3, r5, r6, r7}
            Word::thumb(0x00008574, 0x00008284), // strh r4, [r0, #20]
            Word::thumb(0x00008576, 0x0000a225), // add r2, pc, #148
            Word::thumb(0x00008578, 0x000043ce), // mvns r6, r1
            Word::thumb(0x0000857a, 0x0000bc20), // pop {r5}
            Word::thumb(0x0000857c, 0x000091f8), // str r1, [sp, #992]
            Word::thumb(0x0000857e, 0x00001005), // asrs r5, r0, #32
            Word::thumb(0x00008580, 0x0000e037), // b.n 0x85f2
            Word::thumb(0x00008582, 0x0000f000), // bl 0x91fa
            Word::thumb(0x00008584, 0x0000fe3a), // bl.suffix pc, lr, #3188
            Word::thumb(0x00008586, 0x000047b1), // udf 0x47b1
            Word::thumb(0x00008588, 0x0000a680), // add r6, pc, #512
            Word::thumb(0x0000858a, 0x0000b1ff), // udf 0xb1ff
            Word::thumb(0x0000858c, 0x0000bc0b), // pop {r0, r1, r3}
            Word::thumb(0x0000858e, 0x0000df1e), // svc 30
            Word::thumb(0x00008590, 0x0000a4e0), // add r4, pc, #896
            Word::thumb(0x00008592, 0x0000bc37), // pop {r0, r1, r2, r4, r5}
            Word::thumb(0x00008594, 0x00008388), // strh r0, [r1, #28]
            Word::thumb(0x00008596, 0x0000a377), // add r3, pc, #476
            Word::thumb(0x00008598, 0x000040c8), // lsrs r0, r1
            Word::thumb(0x0000859a, 0x0000e856), // blx.suffix pc, lr, #172
            Word::thumb(0x0000859c, 0x0000f9ec), // bl.suffix pc, lr, #984
            Word::thumb(0x0000859e, 0x00009d38), // ldr r5, [sp, #224]
            Word::thumb(0x000085a0, 0x0000b445), // push {r0, r2, r6}
            Word::thumb(0x000085a2, 0x00004780), // blx r0
            Word::thumb(0x000085a4, 0x00009770), // str r7, [sp, #448]
            Word::thumb(0x000085a6, 0x000047b5), // udf 0x47b5
            Word::thumb(0x000085a8, 0x0000f7ff), // bl 0x80a8
            Word::thumb(0x000085aa, 0x0000fd7e), // bl.suffix pc, lr, #2812
            Word::thumb(0x000085ac, 0x0000e875), // blx.suffix pc, lr, #234
            Word::thumb(0x000085ae, 0x00007f16), // ldrb r6, [r2, #28]
            Word::thumb(0x000085b0, 0x0000df46), // svc 70
            Word::thumb(0x000085b2, 0x00008343), // strh r3, [r0, #26]
            Word::thumb(0x000085b4, 0x0000df33), // svc 51
            Word::thumb(0x000085b6, 0x0000e7c2), // b.n 0x853e
            Word::thumb(0x000085b8, 0x000071c2), // strb r2, [r0, #7]
            Word::thumb(0x000085ba, 0x00006a6d), // ldr r5, [r5, #36]
            Word::thumb(0x000085bc, 0x0000148e), // asrs r6, r1, #18
            Word::thumb(0x000085be, 0x00004f29), // ldr r7, [pc, #164]
            Word::thumb(0x000085c0, 0x000031c2), // adds r1, #194
            Word::thumb(0x000085c2, 0x0000d731), // bvc.n 0x8628
            Word::thumb(0x000085c4, 0x00006e41), // ldr r1, [r0, #100]
            Word::thumb(0x000085c6, 0x0000ad89), // add r5, sp, #548
            Word::thumb(0x000085c8, 0x00001e10), // subs r0, r2, #0
            Word::thumb(0x000085ca, 0x0000ceca), // ldmia r6, {r1, r3, r6, r7}
            Word::thumb(0x000085cc, 0x0000ba58), // udf 0xba58
            Word::thumb(0x000085ce, 0x000020e9), // movs r0, #233
            Word::thumb(0x000085d0, 0x0000b5ca), // push {r1, r3, r6, r7, lr}
            Word::thumb(0x000085d2, 0x0000a3f2), // add r3, pc, #968
            Word::thumb(0x000085d4, 0x00003e92), // subs r6, #146
            Word::thumb(0x000085d6, 0x0000fb7f), // bl.suffix pc, lr, #1790
            Word::thumb(0x000085d8, 0x00008554), // strh r4, [r2, #42]
            Word::thumb(0x000085da, 0x0000470b), // udf 0x470b
            Word::thumb(0x000085dc, 0x0000eeb7), // blx.suffix pc, lr, #3438
            Word::thumb(0x000085de, 0x0000a945), // add r1, sp, #276
            Word::thumb(0x000085e0, 0x0000c87d), // ldmia r0, {r0, r2, r3, r4, r5, r6}
            Word::thumb(0x000085e2, 0x0000181b), // adds r3, r3, r0
            Word::thumb(0x000085e4, 0x000043a8), // bics r0, r5
            Word::thumb(0x000085e6, 0x00004758), // bx fp
            Word::thumb(0x000085e8, 0x000018ad), // adds r5, r5, r2
            Word::thumb(0x000085ea, 0x0000f7ff), // bl 0x8412
            Word::thumb(0x000085ec, 0x0000ff12), // bl.suffix pc, lr, #3620
            Word::thumb(0x000085ee, 0x0000db40), // blt.n 0x8672
            Word::thumb(0x000085f0, 0x0000b46b), // push {r0, r1, r3, r5, r6}
            Word::thumb(0x000085f2, 0x00004791), // udf 0x4791
            Word::thumb(0x000085f4, 0x0000629e), // str r6, [r3, #40]
            Word::thumb(0x000085f6, 0x0000b45e), // push {r1, r2, r3, r4, r6}
            Word::thumb(0x000085f8, 0x0000df43), // svc 67
            Word::thumb(0x000085fa, 0x0000b4c7), // push {r0, r1, r2, r6, r7}
            Word::thumb(0x000085fc, 0x0000de19), // udf #25
            Word::thumb(0x000085fe, 0x000047e5), // udf 0x47e5
            Word::thumb(0x00008600, 0x0000b007), // add sp, #28
            Word::thumb(0x00008602, 0x0000b074), // add sp, #464
            Word::thumb(0x00008604, 0x00004d14), // ldr r5, [pc, #80]
            Word::thumb(0x00008606, 0x00006304), // str r4, [r0, #48]
            Word::thumb(0x00008608, 0x0000c966), // ldmia r1, {r1, r2, r5, r6}
            Word::thumb(0x0000860a, 0x0000b52e), // push {r1, r2, r3, r5, lr}
            Word::thumb(0x0000860c, 0x00005a8d), // ldrh r5, [r1, r2]
            Word::thumb(0x0000860e, 0x0000c9a0), // ldmia r1!, {r5, r7}
            Word::thumb(0x00008610, 0x00001c70), // adds r0, r6, #1
            Word::thumb(0x00008612, 0x000040b8), // lsls r0, r7
            Word::thumb(0x00008614, 0x000018fa), // adds r2, r7, r3
            Word::thumb(0x00008616, 0x0000835f), // strh r7, [r3, #26]
            Word::thumb(0x00008618, 0x0000ba78), // udf 0xba78
            Word::thumb(0x0000861a, 0x0000dfff), // svc 255
            Word::thumb(0x0000861c, 0x00004228), // tst r0, r5
            Word::thumb(0x0000861e, 0x0000b0ff), // sub sp, #508
            Word::thumb(0x00008620, 0x00005ebf), // ldrsh r7, [r7, r2]
            Word::thumb(0x00008622, 0x000093e0), // str r3, [sp, #896]
            Word::thumb(0x00008624, 0x00007f98), // ldrb r0, [r3, #30]
            Word::thumb(0x00008626, 0x0000dbc4), // blt.n 0x85b2
            Word::thumb(0x00008628, 0x0000dec0), // udf #192
            Word::thumb(0x0000862a, 0x000040ee), // lsrs r6, r5
            Word::thumb(0x0000862c, 0x00004565), // cmp r5, ip
            Word::thumb(0x0000862e, 0x0000c9ea), // ldmia r1, {r1, r3, r5, r6, r7}
            Word::thumb(0x00008630, 0x0000b328), // udf 0xb328
            Word::thumb(0x00008632, 0x00004748), // bx r9
            Word::thumb(0x00008634, 0x0000af92), // add r7, sp, #584
            Word::thumb(0x00008636, 0x0000c812), // ldmia r0!, {r1, r4}
            Word::thumb(0x00008638, 0x0000e31d), // b.n 0x8c76
            Word::thumb(0x0000863a, 0x0000cfa9), // ldmia r7, {r0, r3, r5, r7}
            Word::thumb(0x0000863c, 0x0000de03), // udf #3
            Word::thumb(0x0000863e, 0x00008e75), // ldrh r5, [r6, #50]
            Word::thumb(0x00008640, 0x0000fb84), // bl.suffix pc, lr, #1800
            Word::thumb(0x00008642, 0x0000a2a5), // add r2, pc, #660
            Word::thumb(0x00008644, 0x0000de59), // udf #89
            Word::thumb(0x00008646, 0x0000dfcc), // svc 204
            Word::thumb(0x00008648, 0x0000c67e), // stmia r6!, {r1, r2, r3, r4, r5, r6}
            Word::thumb(0x0000864a, 0x0000e7f9), // b.n 0x8640
            Word::thumb(0x0000864c, 0x0000df58), // svc 88
            Word::thumb(0x0000864e, 0x0000cf0f), // ldmia r7!, {r0, r1, r2, r3}
            Word::thumb(0x00008650, 0x0000bf5d), // udf 0xbf5d
            Word::thumb(0x00008652, 0x0000b8df), // udf 0xb8df
            Word::thumb(0x00008654, 0x0000df78), // svc 120
            Word::thumb(0x00008656, 0x0000dda5), // ble.n 0x85a4
            Word::thumb(0x00008658, 0x0000dee7), // udf #231
            Word::thumb(0x0000865a, 0x0000dfdd), // svc 221
            Word::thumb(0x0000865c, 0x0000bc12), // pop {r1, r4}
            Word::thumb(0x0000865e, 0x0000a8d5), // add r0, sp, #852
            Word::thumb(0x00008660, 0x00005c54), // ldrb r4, [r2, r1]
            Word::thumb(0x00008662, 0x0000b6e7), // udf 0xb6e7
            Word::thumb(0x00008664, 0x0000c5bf), // stmia r5!, {r0, r1, r2, r3, r4, r5, r7}
            Word::thumb(0x00008666, 0x0000f000), // bl 0x93f4
            Word::thumb(0x00008668, 0x0000fec5), // bl.suffix pc, lr, #3466
            Word::thumb(0x0000866a, 0x0000b523), // push {r0, r1, r5, lr}
            Word::thumb(0x0000866c, 0x00004012), // ands r2, r2
            Word::thumb(0x0000866e, 0x0000efcd), // blx.suffix pc, lr, #3994
            Word::thumb(0x00008670, 0x000019c6), // adds r6, r0, r7
            Word::thumb(0x00008672, 0x0000c478), // stmia r4!, {r3, r4, r5, r6}
            Word::thumb(0x00008674, 0x00006375), // str r5, [r6, #52]
            Word::thumb(0x00008676, 0x000043f6), // mvns r6, r6
            Word::thumb(0x00008678, 0x0000aef7), // add r6, sp, #988
            Word::thumb(0x0000867a, 0x00004cbb), // ldr r4, [pc, #748]
            Word::thumb(0x0000867c, 0x0000cc54), // ldmia r4, {r2, r4, r6}
            Word::thumb(0x0000867e, 0x0000de50), // udf #80
            Word::thumb(0x00008680, 0x00001e02), // subs r2, r0, #0
            Word::thumb(0x00008682, 0x0000c025), // stmia r0!, {r0, r2, r5}
            Word::thumb(0x00008684, 0x0000fe46), // bl.suffix pc, lr, #3212
            Word::thumb(0x00008686, 0x00004087), // lsls r7, r0
            Word::thumb(0x00008688, 0x0000bc3f), // pop {r0, r1, r2, r3, r4, r5}
            Word::thumb(0x0000868a, 0x0000b017), // add sp, #92
            Word::thumb(0x0000868c, 0x000027a0), // movs r7, #160
            Word::thumb(0x0000868e, 0x00001fcd), // subs r5, r1, #7
            Word::thumb(0x00008690, 0x0000b1e4), // udf 0xb1e4
            Word::thumb(0x00008692, 0x000070a5), // strb r5, [r4, #2]
            Word::thumb(0x00008694, 0x0000fb20), // bl.suffix pc, lr, #1600
            Word::thumb(0x00008696, 0x00006b81), // ldr r1, [r0, #56]
            Word::thumb(0x00008698, 0x00004790), // blx r2
            Word::thumb(0x0000869a, 0x0000c03a), // stmia r0!, {r1, r3, r4, r5}
            Word::thumb(0x0000869c, 0x0000bb51), // udf 0xbb51
            Word::thumb(0x0000869e, 0x0000813f), // strh r7, [r7, #8]
            Word::thumb(0x000086a0, 0x000035fc), // adds r5, #252
            Word::thumb(0x000086a2, 0x0000554d), // strb r5, [r1, r5]
            Word::thumb(0x000086a4, 0x0000bd59), // pop {r0, r3, r4, r6, pc}
            Word::thumb(0x000086a6, 0x0000be22), // bkpt 0x0022
            Word::thumb(0x000086a8, 0x0000830f), // strh r7, [r1, #24]
            Word::thumb(0x000086aa, 0x0000f000), // blx 0x8fe4
            Word::thumb(0x000086ac, 0x0000ec9c), // blx.suffix pc, lr, #2360
            Word::thumb(0x000086ae, 0x00001821), // adds r1, r4, r0
            Word::thumb(0x000086b0, 0x0000bd21), // pop {r0, r5, pc}
            Word::thumb(0x000086b2, 0x0000e9cb), // blx.suffix pc, lr, #918
            Word::thumb(0x000086b4, 0x0000f7d9), // blx 0xfffe23f4
            Word::thumb(0x000086b6, 0x0000ee9e), // blx.suffix pc, lr, #3388
            Word::thumb(0x000086b8, 0x0000db4d), // blt.n 0x8756
            Word::thumb(0x000086ba, 0x0000a9c7), // add r1, sp, #796
            Word::thumb(0x000086bc, 0x0000f80b), // bl.suffix pc, lr, #22
            Word::thumb(0x000086be, 0x00001c93), // adds r3, r2, #2
            Word::thumb(0x000086c0, 0x000096eb), // str r6, [sp, #940]
            Word::thumb(0x000086c2, 0x0000a4d1), // add r4, pc, #836
            Word::thumb(0x000086c4, 0x00004a26), // ldr r2, [pc, #152]
            Word::thumb(0x000086c6, 0x0000a7ae), // add r7, pc, #696
            Word::thumb(0x000086c8, 0x000092ce), // str r2, [sp, #824]
            Word::thumb(0x000086ca, 0x00007f6a), // ldrb r2, [r5, #29]
            Word::thumb(0x000086cc, 0x0000fa7d), // bl.suffix pc, lr, #1274
            Word::thumb(0x000086ce, 0x00001ddb), // adds r3, r3, #7
            Word::thumb(0x000086d0, 0x0000007b), // lsls r3, r7, #1
            Word::thumb(0x000086d2, 0x00003c3c), // subs r4, #60
            Word::thumb(0x000086d4, 0x0000b429), // push {r0, r3, r5}
            Word::thumb(0x000086d6, 0x0000be0d), // bkpt 0x000d
            Word::thumb(0x000086d8, 0x0000eca8), // blx.suffix pc, lr, #2384
            Word::thumb(0x000086da, 0x0000df7e), // svc 126
            Word::thumb(0x000086dc, 0x0000b934), // udf 0xb934
            Word::thumb(0x000086de, 0x000043e5), // mvns r5, r4
            Word::thumb(0x000086e0, 0x000047e4), // udf 0x47e4
            Word::thumb(0x000086e2, 0x0000be77), // bkpt 0x0077
            Word::thumb(0x000086e4, 0x0000de07), // udf #7
            Word::thumb(0x000086e6, 0x0000de24), // udf #36
            Word::thumb(0x000086e8, 0x0000e012), // b.n 0x8710
            Word::thumb(0x000086ea, 0x00008c26), // ldrh r6, [r4, #32]
            Word::thumb(0x000086ec, 0x000041e9), // rors r1, r5
            Word::thumb(0x000086ee, 0x0000df58), // svc 88
            Word::thumb(0x000086f0, 0x000053b2), // strh r2, [r6, r6]
            Word::thumb(0x000086f2, 0x0000d17a), // bne.n 0x87ea
            Word::thumb(0x000086f4, 0x0000b4e8), // push {r3, r5, r6, r7}
            Word::thumb(0x000086f6, 0x00004772), // udf 0x4772
            Word::thumb(0x000086f8, 0x0000c93f), // ldmia r1, {r0, r1, r2, r3, r4, r5}
            Word::thumb(0x000086fa, 0x0000c037), // stmia r0!, {r0, r1, r2, r4, r5}
            Word::thumb(0x000086fc, 0x0000934f), // str r3, [sp, #316]
            Word::thumb(0x000086fe, 0x00004da6), // ldr r5, [pc, #664]
            Word::thumb(0x00008700, 0x0000de76), // udf #118
            Word::thumb(0x00008702, 0x00005afc), // ldrh r4, [r7, r3]
            Word::thumb(0x00008704, 0x00004767), // udf 0x4767
            Word::thumb(0x00008706, 0x0000d6f2), // bvs.n 0x86ee
            Word::thumb(0x00008708, 0x00006a62), // ldr r2, [r4, #36]
            Word::thumb(0x0000870a, 0x0000f7ff), // bl 0x7af8
            Word::thumb(0x0000870c, 0x0000f9f5), // bl.suffix pc, lr, #1002
            Word::thumb(0x0000870e, 0x00004103), // asrs r3, r0
            Word::thumb(0x00008710, 0x00004770), // bx lr
            Word::thumb(0x00008712, 0x0000be83), // bkpt 0x0083
            Word::thumb(0x00008714, 0x00006002), // str r2, [r0, #0]
            Word::thumb(0x00008716, 0x000047b8), // blx r7
            Word::thumb(0x00008718, 0x0000b0aa), // sub sp, #168
            Word::thumb(0x0000871a, 0x000044b3), // add fp, r6
            Word::thumb(0x0000871c, 0x0000b0e9), // sub sp, #420
            Word::thumb(0x0000871e, 0x0000de0c), // udf #12
            Word::thumb(0x00008720, 0x000047b2), // udf 0x47b2
            Word::thumb(0x00008722, 0x00004e03), // ldr r6, [pc, #12]
            Word::thumb(0x00008724, 0x0000b9d7), // udf 0xb9d7
            Word::thumb(0x00008726, 0x0000fb1c), // bl.suffix pc, lr, #1592
            Word::thumb(0x00008728, 0x00008f96), // ldrh r6, [r2, #60]
            Word::thumb(0x0000872a, 0x0000463f), // mov r7, r7
            Word::thumb(0x0000872c, 0x000081f6), // strh r6, [r6, #14]
            Word::thumb(0x0000872e, 0x00008801), // ldrh r1, [r0, #0]
            Word::thumb(0x00008730, 0x0000ec75), // blx.suffix pc, lr, #2282
            Word::thumb(0x00008732, 0x00001e35), // subs r5, r6, #0
            Word::thumb(0x00008734, 0x0000bd6f), // pop {r0, r1, r2, r3, r5, r6, pc}
            Word::thumb(0x00008736, 0x000040cd), // lsrs r5, r1
            Word::thumb(0x00008738, 0x00004787), // udf 0x4787
            Word::thumb(0x0000873a, 0x0000f7ff), // blx 0x8250
            Word::thumb(0x0000873c, 0x0000ed8a), // blx.suffix pc, lr, #2836
            Word::thumb(0x0000873e, 0x0000b0fa), // sub sp, #488
            Word::thumb(0x00008740, 0x00006ae5), // ldr r5, [r4, #44]
            Word::thumb(0x00008742, 0x0000c044), // stmia r0!, {r2, r6}
            Word::thumb(0x00008744, 0x0000f000), // bl.prefix lr, pc, #0
            Word::thumb(0x00008746, 0x000047b0), // blx r6
            Word::thumb(0x00008748, 0x000020a9), // movs r0, #169
            Word::thumb(0x0000874a, 0x0000fa2f), // bl.suffix pc, lr, #1118
            Word::thumb(0x0000874c, 0x00004241), // negs r1, r0
            Word::thumb(0x0000874e, 0x00000037), // movs r7, r6
            Word::thumb(0x00008750, 0x0000878a), // strh r2, [r1, #60]
            Word::thumb(0x00008752, 0x0000c352), // stmia r3!, {r1, r4, r6}
            Word::thumb(0x00008754, 0x000016d7), // asrs r7, r2, #27
            Word::thumb(0x00008756, 0x00009224), // str r2, [sp, #144]
            Word::thumb(0x00008758, 0x000099f4), // ldr r1, [sp, #976]
            Word::thumb(0x0000875a, 0x0000f000), // bl 0x948a
            Word::thumb(0x0000875c, 0x0000fe96), // bl.suffix pc, lr, #3372
            Word::thumb(0x0000875e, 0x00005141), // str r1, [r0, r5]
            Word::thumb(0x00008760, 0x0000ea2e), // blx.suffix pc, lr, #1116
            Word::thumb(0x00008762, 0x00002f6f), // cmp r7, #111
            Word::thumb(0x00008764, 0x0000e023), // b.n 0x87ae
            Word::thumb(0x00008766, 0x0000c4d0), // stmia r4!, {r4, r6, r7}
            Word::thumb(0x00008768, 0x00002550), // movs r5, #80
            Word::thumb(0x0000876a, 0x00001c9a), // adds r2, r3, #2
            Word::thumb(0x0000876c, 0x0000d2ea), // bcs.n 0x8744
            Word::thumb(0x0000876e, 0x00001dd8), // adds r0, r3, #7
            Word::thumb(0x00008770, 0x0000c9ea), // ldmia r1, {r1, r3, r5, r6, r7}
            Word::thumb(0x00008772, 0x0000b443), // push {r0, r1, r6}
            Word::thumb(0x00008774, 0x00002cc3), // cmp r4, #195
            Word::thumb(0x00008776, 0x00001921), // adds r1, r4, r4
            Word::thumb(0x00008778, 0x0000ada4), // add r5, sp, #656
            Word::thumb(0x0000877a, 0x0000b668), // udf 0xb668
            Word::thumb(0x0000877c, 0x00001c42), // adds r2, r0, #1
            Word::thumb(0x0000877e, 0x0000d15f), // bne.n 0x8840
            Word::thumb(0x00008780, 0x0000d686), // bvs.n 0x8690
            Word::thumb(0x00008782, 0x00008f68), // ldrh r0, [r5, #58]
            Word::thumb(0x00008784, 0x0000d182), // bne.n 0x868c
            Word::thumb(0x00008786, 0x0000bc5b), // pop {r0, r1, r3, r4, r6}
            Word::thumb(0x00008788, 0x0000f532), // bl 0xffd3a882
            Word::thumb(0x0000878a, 0x0000f87b), // bl.suffix pc, lr, #246
            Word::thumb(0x0000878c, 0x00004750), // bx sl
            Word::thumb(0x0000878e, 0x0000a483), // add r4, pc, #524
            Word::thumb(0x00008790, 0x00004d1c), // ldr r5, [pc, #112]
            Word::thumb(0x00008792, 0x00004f26), // ldr r7, [pc, #152]
            Word::thumb(0x00008794, 0x0000447c), // add r4, pc
            Word::thumb(0x00008796, 0x00001b31), // subs r1, r6, r4
            Word::thumb(0x00008798, 0x0000dcc2), // bgt.n 0x8720
            Word::thumb(0x0000879a, 0x0000ae38), // add r6, sp, #224
            Word::thumb(0x0000879c, 0x00007655), // strb r5, [r2, #25]
            Word::thumb(0x0000879e, 0x00000f20), // lsrs r0, r4, #28
            Word::thumb(0x000087a0, 0x00004014), // ands r4, r2
            Word::thumb(0x000087a2, 0x0000bc33), // pop {r0, r1, r4, r5}
            Word::thumb(0x000087a4, 0x0000543c), // strb r4, [r7, r0]
            Word::thumb(0x000087a6, 0x0000a796), // add r7, pc, #600
            Word::thumb(0x000087a8, 0x0000b093), // sub sp, #76
            Word::thumb(0x000087aa, 0x0000813f), // strh r7, [r7, #8]
            Word::thumb(0x000087ac, 0x0000cda6), // ldmia r5, {r1, r2, r5, r7}
            Word::thumb(0x000087ae, 0x0000e7f9), // b.n 0x87a4
            Word::thumb(0x000087b0, 0x00003a20), // subs r2, #32
            Word::thumb(0x000087b2, 0x0000a071), // add r0, pc, #452
            Word::thumb(0x000087b4, 0x0000bd25), // pop {r0, r2, r5, pc}
            Word::thumb(0x000087b6, 0x0000896c), // ldrh r4, [r5, #10]
            Word::thumb(0x000087b8, 0x0000f7ff), // bl 0x8216
            Word::thumb(0x000087ba, 0x0000fd2d), // bl.suffix pc, lr, #2650
            Word::thumb(0x000087bc, 0x0000b05e), // add sp, #376
            Word::thumb(0x000087be, 0x00004725), // udf 0x4725
            Word::thumb(0x000087c0, 0x000085bf), // strh r7, [r7, #44]
            Word::thumb(0x000087c2, 0x00005665), // ldrsb r5, [r4, r1]
            Word::thumb(0x000087c4, 0x00008ecd), // ldrh r5, [r1, #54]
            Word::thumb(0x000087c6, 0x0000e7fd), // b.n 0x87c4
            Word::thumb(0x000087c8, 0x0000ffe0), // bl.suffix pc, lr, #4032
            Word::thumb(0x000087ca, 0x000081aa), // strh r2, [r5, #12]
            Word::thumb(0x000087cc, 0x00004748), // bx r9
            Word::thumb(0x000087ce, 0x0000c9b4), // ldmia r1!, {r2, r4, r5, r7}
            Word::thumb(0x000087d0, 0x00001dbc), // adds r4, r7, #6
            Word::thumb(0x000087d2, 0x00001d76), // adds r6, r6, #5
            Word::thumb(0x000087d4, 0x00002850), // cmp r0, #80
            Word::thumb(0x000087d6, 0x00000240), // lsls r0, r0, #9
            Word::thumb(0x000087d8, 0x00006093), // str r3, [r2, #8]
            Word::thumb(0x000087da, 0x0000df45), // svc 69
            Word::thumb(0x000087dc, 0x00001959), // adds r1, r3, r5
            Word::thumb(0x000087de, 0x00002b3d), // cmp r3, #61
            Word::thumb(0x000087e0, 0x0000be23), // bkpt 0x0023
            Word::thumb(0x000087e2, 0x0000c150), // stmia r1!, {r4, r6}
            Word::thumb(0x000087e4, 0x00001d29), // adds r1, r5, #4
            Word::thumb(0x000087e6, 0x0000be8e), // bkpt 0x008e
            Word::thumb(0x000087e8, 0x0000be4c), // bkpt 0x004c
            Word::thumb(0x000087ea, 0x0000be2f), // bkpt 0x002f
            Word::thumb(0x000087ec, 0x00004e6a), // ldr r6, [pc, #424]
            Word::thumb(0x000087ee, 0x0000c0b6), // stmia r0!, {r1, r2, r4, r5, r7}
            Word::thumb(0x000087f0, 0x0000e472), // b.n 0x80d8
            Word::thumb(0x000087f2, 0x00004053), // eors r3, r2
            Word::thumb(0x000087f4, 0x00001342), // asrs r2, r0, #13
            Word::thumb(0x000087f6, 0x0000ebf0), // blx.suffix pc, lr, #2016
            Word::thumb(0x000087f8, 0x000019ae), // adds r6, r5, r6
            Word::thumb(0x000087fa, 0x0000c7db), // stmia r7!, {r0, r1, r3, r4, r6, r7}
            Word::thumb(0x000087fc, 0x0000020a), // lsls r2, r1, #8
            Word::thumb(0x000087fe, 0x0000df8d), // svc 141
            Word::thumb(0x00008800, 0x0000bb73), // udf 0xbb73
            Word::thumb(0x00008802, 0x0000bc85), // pop {r0, r2, r7}
            Word::thumb(0x00008804, 0x0000c9ac), // ldmia r1!, {r2, r3, r5, r7}
            Word::thumb(0x00008806, 0x00001d3b), // adds r3, r7, #4
            Word::thumb(0x00008808, 0x0000987a), // ldr r0, [sp, #488]
            Word::thumb(0x0000880a, 0x00001c5d), // adds r5, r3, #1
            Word::thumb(0x0000880c, 0x000044eb), // add fp, sp
            Word::thumb(0x0000880e, 0x000044cd), // add sp, r9
            Word::thumb(0x00008810, 0x00009052), // str r0, [sp, #328]
            Word::thumb(0x00008812, 0x0000bc78), // pop {r3, r4, r5, r6}
            Word::thumb(0x00008814, 0x0000b8ee), // udf 0xb8ee
            Word::thumb(0x00008816, 0x0000f845), // bl.suffix pc, lr, #138
            Word::thumb(0x00008818, 0x0000af4a), // add r7, sp, #296
            Word::thumb(0x0000881a, 0x0000f00f), // bl 0x17c14
            Word::thumb(0x0000881c, 0x0000f9fb), // bl.suffix pc, lr, #1014
            Word::thumb(0x0000881e, 0x00007f4a), // ldrb r2, [r1, #29]
            Word::thumb(0x00008820, 0x00004b1a), // ldr r3, [pc, #104]
            Word::thumb(0x00008822, 0x0000bce4), // pop {r2, r5, r6, r7}
            Word::thumb(0x00008824, 0x0000ce25), // ldmia r6!, {r0, r2, r5}
            Word::thumb(0x00008826, 0x00004445), // add r5, r8
            Word::thumb(0x00008828, 0x00004bcd), // ldr r3, [pc, #820]
            Word::thumb(0x0000882a, 0x0000e442), // b.n 0x80b2
            Word::thumb(0x0000882c, 0x00001f51), // subs r1, r2, #5
            Word::thumb(0x0000882e, 0x0000b481), // push {r0, r7}
            Word::thumb(0x00008830, 0x0000abdb), // add r3, sp, #876
            Word::thumb(0x00008832, 0x0000c7a6), // stmia r7!, {r1, r2, r5, r7}
            Word::thumb(0x00008834, 0x0000d72f), // bvc.n 0x8896
            Word::thumb(0x00008836, 0x00004768), // bx sp
            Word::thumb(0x00008838, 0x000044b3), // add fp, r6
            Word::thumb(0x0000883a, 0x00000444), // lsls r4, r0, #17
            Word::thumb(0x0000883c, 0x0000bca1), // pop {r0, r5, r7}
            Word::thumb(0x0000883e, 0x000096f4), // str r6, [sp, #976]
            Word::thumb(0x00008840, 0x0000fbde), // bl.suffix pc, lr, #1980
            Word::thumb(0x00008842, 0x0000aa70), // add r2, sp, #448
            Word::thumb(0x00008844, 0x00001865), // adds r5, r4, r1
            Word::thumb(0x00008846, 0x000045dc), // cmp ip, fp
            Word::thumb(0x00008848, 0x0000deda), // udf #218
            Word::thumb(0x0000884a, 0x0000de1b), // udf #27
            Word::thumb(0x0000884c, 0x00004a9f), // ldr r2, [pc, #636]
            Word::thumb(0x0000884e, 0x0000ae38), // add r6, sp, #224
            Word::thumb(0x00008850, 0x000047a9), // udf 0x47a9
            Word::thumb(0x00008852, 0x0000df74), // svc 116
            Word::thumb(0x00008854, 0x000059ef), // ldr r7, [r5, r7]
            Word::thumb(0x00008856, 0x0000b509), // push {r0, r3, lr}
            Word::thumb(0x00008858, 0x0000bd12), // pop {r1, r4, pc}
            Word::thumb(0x0000885a, 0x0000d271), // bcs.n 0x8940
            Word::thumb(0x0000885c, 0x00000681), // lsls r1, r0, #26
            Word::thumb(0x0000885e, 0x0000f7ff), // bl 0x7f56
            Word::thumb(0x00008860, 0x0000fb7a), // bl.suffix pc, lr, #1780
            Word::thumb(0x00008862, 0x0000466d), // mov r5, sp
            Word::thumb(0x00008864, 0x000048c1), // ldr r0, [pc, #772]
            Word::thumb(0x00008866, 0x0000d29a), // bcs.n 0x879e
            Word::thumb(0x00008868, 0x0000afc1), // add r7, sp, #772
            Word::thumb(0x0000886a, 0x0000de1a), // udf #26
            Word::thumb(0x0000886c, 0x0000472b), // udf 0x472b
            Word::thumb(0x0000886e, 0x00002689), // movs r6, #137
            Word::thumb(0x00008870, 0x0000df58), // svc 88
            Word::thumb(0x00008872, 0x0000e9e9), // blx.suffix pc, lr, #978
            Word::thumb(0x00008874, 0x0000e0ad), // b.n 0x89d2
            Word::thumb(0x00008876, 0x00008560), // strh r0, [r4, #42]
            Word::thumb(0x00008878, 0x00006d0a), // ldr r2, [r1, #80]
            Word::thumb(0x0000887a, 0x00004783), // udf 0x4783
            Word::thumb(0x0000887c, 0x0000b423), // push {r0, r1, r5}
            Word::thumb(0x0000887e, 0x0000bdd6), // pop {r1, r2, r4, r6, r7, pc}
            Word::thumb(0x00008880, 0x00004111), // asrs r1, r2
            Word::thumb(0x00008882, 0x0000f000), // bl 0x964a
            Word::thumb(0x00008884, 0x0000fee2), // bl.suffix pc, lr, #3524
            Word::thumb(0x00008886, 0x0000621a), // str r2, [r3, #32]
            Word::thumb(0x00008888, 0x0000a047), // add r0, pc, #284
            Word::thumb(0x0000888a, 0x0000de07), // udf #7
            Word::thumb(0x0000888c, 0x00007abd), // ldrb r5, [r7, #10]
            Word::thumb(0x0000888e, 0x0000b301), // udf 0xb301
            Word::thumb(0x00008890, 0x0000df6e), // svc 110
            Word::thumb(0x00008892, 0x0000ce93), // ldmia r6!, {r0, r1, r4, r7}
            Word::thumb(0x00008894, 0x00004171), // adcs r1, r6
            Word::thumb(0x00008896, 0x0000421e), // tst r6, r3
            Word::thumb(0x00008898, 0x0000c106), // stmia r1!, {r1, r2}
            Word::thumb(0x0000889a, 0x000081da), // strh r2, [r3, #14]
            Word::thumb(0x0000889c, 0x0000ab15), // add r3, sp, #84
            Word::thumb(0x0000889e, 0x00004a31), // ldr r2, [pc, #196]
            Word::thumb(0x000088a0, 0x0000f965), // bl.suffix pc, lr, #714
            Word::thumb(0x000088a2, 0x000047c8), // blx r9
            Word::thumb(0x000088a4, 0x00001808), // adds r0, r1, r0
            Word::thumb(0x000088a6, 0x00008d9f), // ldrh r7, [r3, #44]
            Word::thumb(0x000088a8, 0x0000f000), // bl 0x98a8
            Word::thumb(0x000088aa, 0x0000fffe), // bl.suffix pc, lr, #4092
            Word::thumb(0x000088ac, 0x000047f0), // blx lr
            Word::thumb(0x000088ae, 0x00001fbc), // subs r4, r7, #6
            Word::thumb(0x000088b0, 0x00004788), // blx r1
            Word::thumb(0x000088b2, 0x0000deed), // udf #237
            Word::thumb(0x000088b4, 0x00002194), // movs r1, #148
            Word::thumb(0x000088b6, 0x0000be7d), // bkpt 0x007d
            Word::thumb(0x000088b8, 0x0000a368), // add r3, pc, #416
            Word::thumb(0x000088ba, 0x0000c7e1), // stmia r7!, {r0, r5, r6, r7}
            Word::thumb(0x000088bc, 0x0000ff86), // bl.suffix pc, lr, #3852
            Word::thumb(0x000088be, 0x00004307), // orrs r7, r0
            Word::thumb(0x000088c0, 0x00004d20), // ldr r5, [pc, #128]
            Word::thumb(0x000088c2, 0x0000bdf0), // pop {r4, r5, r6, r7, pc}
            Word::thumb(0x000088c4, 0x0000c6eb), // stmia r6!, {r0, r1, r3, r5, r6, r7}
            Word::thumb(0x000088c6, 0x000045d5), // cmp sp, sl
            Word::thumb(0x000088c8, 0x00006768), // str r0, [r5, #116]
            Word::thumb(0x000088ca, 0x0000b44b), // push {r0, r1, r3, r6}
            Word::thumb(0x000088cc, 0x0000c89e), // ldmia r0!, {r1, r2, r3, r4, r7}
            Word::thumb(0x000088ce, 0x00001de8), // adds r0, r5, #7
            Word::thumb(0x000088d0, 0x0000b36d), // udf 0xb36d
            Word::thumb(0x000088d2, 0x000047cf), // udf 0x47cf
            Word::thumb(0x000088d4, 0x0000f5d5), // bl 0xffdde1ea
            Word::thumb(0x000088d6, 0x0000fc89), // bl.suffix pc, lr, #2322
            Word::thumb(0x000088d8, 0x0000b0c5), // sub sp, #276
            Word::thumb(0x000088da, 0x0000fda3), // bl.suffix pc, lr, #2886
            Word::thumb(0x000088dc, 0x0000e27c), // b.n 0x8dd8
            Word::thumb(0x000088de, 0x0000ded0), // udf #208
            Word::thumb(0x000088e0, 0x0000bc8f), // pop {r0, r1, r2, r3, r7}
            Word::thumb(0x000088e2, 0x000047ec), // udf 0x47ec
            Word::thumb(0x000088e4, 0x0000b43a), // push {r1, r3, r4, r5}
            Word::thumb(0x000088e6, 0x0000e24f), // b.n 0x8d88
            Word::thumb(0x000088e8, 0x0000b8ce), // udf 0xb8ce
            Word::thumb(0x000088ea, 0x00001060), // asrs r0, r4, #1
            Word::thumb(0x000088ec, 0x00000463), // lsls r3, r4, #17
            Word::thumb(0x000088ee, 0x00008902), // ldrh r2, [r0, #8]
            Word::thumb(0x000088f0, 0x00001774), // asrs r4, r6, #29
            Word::thumb(0x000088f2, 0x0000f7ff), // bl 0x882c
            Word::thumb(0x000088f4, 0x0000ff9b), // bl.suffix pc, lr, #3894
            Word::thumb(0x000088f6, 0x0000bd2a), // pop {r1, r3, r5, pc}
            Word::thumb(0x000088f8, 0x0000b025), // add sp, #148
            Word::thumb(0x000088fa, 0x0000e7cb), // b.n 0x8894
            Word::thumb(0x000088fc, 0x00009834), // ldr r0, [sp, #208]
            Word::thumb(0x000088fe, 0x00001c02), // adds r2, r0, #0
            Word::thumb(0x00008900, 0x0000a3d6), // add r3, pc, #856
            Word::thumb(0x00008902, 0x000047f1), // udf 0x47f1
            Word::thumb(0x00008904, 0x0000de2b), // udf #43
            Word::thumb(0x00008906, 0x00001e27), // subs r7, r4, #0
            Word::thumb(0x00008908, 0x00004562), // cmp r2, ip
            Word::thumb(0x0000890a, 0x00001b5a), // subs r2, r3, r5
            Word::thumb(0x0000890c, 0x00006880), // ldr r0, [r0, #8]
            Word::thumb(0x0000890e, 0x0000de62), // udf #98
            Word::thumb(0x00008910, 0x0000d67e), // bvs.n 0x8a10
            Word::thumb(0x00008912, 0x00000153), // lsls r3, r2, #5
            Word::thumb(0x00008914, 0x0000e5f0), // b.n 0x84f8
            Word::thumb(0x00008916, 0x00004718), // bx r3
            Word::thumb(0x00008918, 0x0000de85), // udf #133
            Word::thumb(0x0000891a, 0x0000437d), // muls r5, r7
            Word::thumb(0x0000891c, 0x0000c814), // ldmia r0!, {r2, r4}
            Word::thumb(0x0000891e, 0x0000c2de), // stmia r2!, {r1, r2, r3, r4, r6, r7}
            Word::thumb(0x00008920, 0x0000b3e2), // udf 0xb3e2
            Word::thumb(0x00008922, 0x0000fd30), // bl.suffix pc, lr, #2656
            Word::thumb(0x00008924, 0x0000a46b), // add r4, pc, #428
            Word::thumb(0x00008926, 0x0000dfc3), // svc 195
            Word::thumb(0x00008928, 0x0000a35c), // add r3, pc, #368
            Word::thumb(0x0000892a, 0x0000c5df), // stmia r5!, {r0, r1, r2, r3, r4, r6, r7}
            Word::thumb(0x0000892c, 0x0000471a), // udf 0x471a
            Word::thumb(0x0000892e, 0x0000412b), // asrs r3, r5
            Word::thumb(0x00008930, 0x00009fb5), // ldr r7, [sp, #724]
            Word::thumb(0x00008932, 0x00004b90), // ldr r3, [pc, #576]
            Word::thumb(0x00008934, 0x0000471f), // udf 0x471f
            Word::thumb(0x00008936, 0x0000a292), // add r2, pc, #584
            Word::thumb(0x00008938, 0x0000b06d), // add sp, #436
            Word::thumb(0x0000893a, 0x0000de12), // udf #18
            Word::thumb(0x0000893c, 0x000073e9), // strb r1, [r5, #15]
            Word::thumb(0x0000893e, 0x0000be68), // bkpt 0x0068
            Word::thumb(0x00008940, 0x0000fdb9), // bl.suffix pc, lr, #2930
            Word::thumb(0x00008942, 0x0000bd2d), // pop {r0, r2, r3, r5, pc}
            Word::thumb(0x00008944, 0x0000ded2), // udf #210
            Word::thumb(0x00008946, 0x00005031), // str r1, [r6, r0]
            Word::thumb(0x00008948, 0x00009385), // str r3, [sp, #532]
            Word::thumb(0x0000894a, 0x0000560a), // ldrsb r2, [r1, r0]
            Word::thumb(0x0000894c, 0x0000bc80), // pop {r7}
            Word::thumb(0x0000894e, 0x0000c464), // stmia r4!, {r2, r5, r6}
            Word::thumb(0x00008950, 0x0000cbfe), // ldmia r3, {r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x00008952, 0x0000cdb2), // ldmia r5, {r1, r4, r5, r7}
            Word::thumb(0x00008954, 0x0000a8ec), // add r0, sp, #944
            Word::thumb(0x00008956, 0x0000295b), // cmp r1, #91
            Word::thumb(0x00008958, 0x0000b3b1), // udf 0xb3b1
            Word::thumb(0x0000895a, 0x0000b24e), // udf 0xb24e
            Word::thumb(0x0000895c, 0x0000bae6), // udf 0xbae6
            Word::thumb(0x0000895e, 0x000045e2), // cmp sl, ip
            Word::thumb(0x00008960, 0x0000aae0), // add r2, sp, #896
            Word::thumb(0x00008962, 0x0000a529), // add r5, pc, #164
            Word::thumb(0x00008964, 0x0000b053), // add sp, #332
            Word::thumb(0x00008966, 0x0000a768), // add r7, pc, #416
            Word::thumb(0x00008968, 0x0000e168), // b.n 0x8c3c
            Word::thumb(0x0000896a, 0x0000b5c8), // push {r3, r6, r7, lr}
            Word::thumb(0x0000896c, 0x0000f000), // bl.prefix lr, pc, #0
            Word::thumb(0x0000896e, 0x0000ef53), // blx.suffix pc, lr, #3750
            Word::thumb(0x00008970, 0x00004e70), // ldr r6, [pc, #448]
            Word::thumb(0x00008972, 0x0000bd1f), // pop {r0, r1, r2, r3, r4, pc}
            Word::thumb(0x00008974, 0x00004522), // cmp r2, r4
            Word::thumb(0x00008976, 0x00008530), // strh r0, [r6, #40]
            Word::thumb(0x00008978, 0x00005833), // ldr r3, [r6, r0]
            Word::thumb(0x0000897a, 0x0000ec41), // blx.suffix pc, lr, #2178
            Word::thumb(0x0000897c, 0x00004778), // bx pc
            Word::thumb(0x0000897e, 0x0000bc7d), // pop {r0, r2, r3, r4, r5, r6}
            Word::thumb(0x00008980, 0x00004417), // add r7, r2
            Word::thumb(0x00008982, 0x00001814), // adds r4, r2, r0
            Word::thumb(0x00008984, 0x0000de71), // udf #113
            Word::thumb(0x00008986, 0x0000fabe), // bl.suffix pc, lr, #1404
            Word::thumb(0x00008988, 0x0000584d), // ldr r5, [r1, r1]
            Word::thumb(0x0000898a, 0x0000c403), // stmia r4!, {r0, r1}
            Word::thumb(0x0000898c, 0x00005c38), // ldrb r0, [r7, r0]
            Word::thumb(0x0000898e, 0x0000fadc), // bl.suffix pc, lr, #1464
            Word::thumb(0x00008990, 0x0000472e), // udf 0x472e
            Word::thumb(0x00008992, 0x00004e83), // ldr r6, [pc, #524]
            Word::thumb(0x00008994, 0x0000285d), // cmp r0, #93
            Word::thumb(0x00008996, 0x00001a27), // subs r7, r4, r0
            Word::thumb(0x00008998, 0x0000e7e4), // b.n 0x8964
            Word::thumb(0x0000899a, 0x0000d6dc), // bvs.n 0x8956
            Word::thumb(0x0000899c, 0x00004742), // udf 0x4742
            Word::thumb(0x0000899e, 0x0000dd75), // ble.n 0x8a8c
            Word::thumb(0x000089a0, 0x000034d1), // adds r4, #209
            Word::thumb(0x000089a2, 0x000083e5), // strh r5, [r4, #30]
            Word::thumb(0x000089a4, 0x00006294), // str r4, [r2, #40]
            Word::thumb(0x000089a6, 0x0000d7c2), // bvc.n 0x892e
            Word::thumb(0x000089a8, 0x0000def7), // udf #247
            Word::thumb(0x000089aa, 0x000089fc), // ldrh r4, [r7, #14]
            Word::thumb(0x000089ac, 0x00001dc6), // adds r6, r0, #7
            Word::thumb(0x000089ae, 0x000040d2), // lsrs r2, r2
            Word::thumb(0x000089b0, 0x00005c2a), // ldrb r2, [r5, r0]
            Word::thumb(0x000089b2, 0x000018a7), // adds r7, r4, r2
            Word::thumb(0x000089b4, 0x00001929), // adds r1, r5, r4
            Word::thumb(0x000089b6, 0x0000c193), // stmia r1!, {r0, r1, r4, r7}
            Word::thumb(0x000089b8, 0x0000a380), // add r3, pc, #512
            Word::thumb(0x000089ba, 0x0000d8e7), // bhi.n 0x898c
            Word::thumb(0x000089bc, 0x0000472f), // udf 0x472f
            Word::thumb(0x000089be, 0x0000372d), // adds r7, #45
            Word::thumb(0x000089c0, 0x00006791), // str r1, [r2, #120]
            Word::thumb(0x000089c2, 0x00009b77), // ldr r3, [sp, #476]
            Word::thumb(0x000089c4, 0x00004cf3), // ldr r4, [pc, #972]
            Word::thumb(0x000089c6, 0x0000de77), // udf #119
            Word::thumb(0x000089c8, 0x0000de49), // udf #73
            Word::thumb(0x000089ca, 0x0000fc6b), // bl.suffix pc, lr, #2262
            Word::thumb(0x000089cc, 0x0000dfba), // svc 186
            Word::thumb(0x000089ce, 0x0000a266), // add r2, pc, #408
            Word::thumb(0x000089d0, 0x00001f64), // subs r4, r4, #5
            Word::thumb(0x000089d2, 0x00004dab), // ldr r5, [pc, #684]
            Word::thumb(0x000089d4, 0x0000ab13), // add r3, sp, #76
            Word::thumb(0x000089d6, 0x000047c0), // blx r8
            Word::thumb(0x000089d8, 0x00004541), // cmp r1, r8
            Word::thumb(0x000089da, 0x0000b4a0), // push {r5, r7}
            Word::thumb(0x000089dc, 0x0000ebbd), // blx.suffix pc, lr, #1914
            Word::thumb(0x000089de, 0x0000f000), // bl 0x9188
            Word::thumb(0x000089e0, 0x0000fbd3), // bl.suffix pc, lr, #1958
            Word::thumb(0x000089e2, 0x0000df33), // svc 51
            Word::thumb(0x000089e4, 0x00005b45), // ldrh r5, [r0, r5]
            Word::thumb(0x000089e6, 0x0000bd1a), // pop {r1, r3, r4, pc}
            Word::thumb(0x000089e8, 0x0000a7be), // add r7, pc, #760
            Word::thumb(0x000089ea, 0x00005802), // ldr r2, [r0, r0]
            Word::thumb(0x000089ec, 0x00004737), // udf 0x4737
            Word::thumb(0x000089ee, 0x00008945), // ldrh r5, [r0, #10]
            Word::thumb(0x000089f0, 0x0000e306), // b.n 0x9000
            Word::thumb(0x000089f2, 0x0000e34e), // b.n 0x9092
            Word::thumb(0x000089f4, 0x00004793), // udf 0x4793
            Word::thumb(0x000089f6, 0x0000b5ea), // push {r1, r3, r5, r6, r7, lr}
            Word::thumb(0x000089f8, 0x000044c4), // add ip, r8
            Word::thumb(0x000089fa, 0x000052df), // strh r7, [r3, r3]
            Word::thumb(0x000089fc, 0x0000002b), // movs r3, r5
            Word::thumb(0x000089fe, 0x00004758), // bx fp
            Word::thumb(0x00008a00, 0x000047f0), // blx lr
            Word::thumb(0x00008a02, 0x000047f0), // blx lr
            Word::thumb(0x00008a04, 0x0000c888), // ldmia r0!, {r3, r7}
            Word::thumb(0x00008a06, 0x0000f570), // bl.prefix lr, pc, #-2686976
            Word::thumb(0x00008a08, 0x00004309), // orrs r1, r1
            Word::thumb(0x00008a0a, 0x0000d57b), // bpl.n 0x8b04
            Word::thumb(0x00008a0c, 0x0000473b), // udf 0x473b
            Word::thumb(0x00008a0e, 0x0000bea9), // bkpt 0x00a9
            Word::thumb(0x00008a10, 0x00002674), // movs r6, #116
            Word::thumb(0x00008a12, 0x0000b005), // add sp, #20
            Word::thumb(0x00008a14, 0x0000de16), // udf #22
            Word::thumb(0x00008a16, 0x0000caaf), // ldmia r2, {r0, r1, r2, r3, r5, r7}
            Word::thumb(0x00008a18, 0x0000c9ec), // ldmia r1!, {r2, r3, r5, r6, r7}
            Word::thumb(0x00008a1a, 0x0000eeba), // blx.suffix pc, lr, #3444
            Word::thumb(0x00008a1c, 0x0000b986), // udf 0xb986
            Word::thumb(0x00008a1e, 0x00001fce), // subs r6, r1, #7
            Word::thumb(0x00008a20, 0x0000de93), // udf #147
            Word::thumb(0x00008a22, 0x0000e6e7), // b.n 0x87f4
            Word::thumb(0x00008a24, 0x000080e4), // strh r4, [r4, #6]
            Word::thumb(0x00008a26, 0x0000b404), // push {r2}
            Word::thumb(0x00008a28, 0x0000475e), // udf 0x475e
            Word::thumb(0x00008a2a, 0x0000ecbe), // blx.suffix pc, lr, #2428
            Word::thumb(0x00008a2c, 0x0000b4e4), // push {r2, r5, r6, r7}
            Word::thumb(0x00008a2e, 0x0000ad47), // add r5, sp, #284
            Word::thumb(0x00008a30, 0x0000be5e), // bkpt 0x005e
            Word::thumb(0x00008a32, 0x0000de82), // udf #130
            Word::thumb(0x00008a34, 0x0000be27), // bkpt 0x0027
            Word::thumb(0x00008a36, 0x0000a68d), // add r6, pc, #564
            Word::thumb(0x00008a38, 0x00004721), // udf 0x4721
            Word::thumb(0x00008a3a, 0x0000b6d7), // udf 0xb6d7
            Word::thumb(0x00008a3c, 0x000091db), // str r1, [sp, #876]
            Word::thumb(0x00008a3e, 0x000040be), // lsls r6, r7
            Word::thumb(0x00008a40, 0x0000b5c1), // push {r0, r6, r7, lr}
            Word::thumb(0x00008a42, 0x0000f843), // bl.suffix pc, lr, #134
            Word::thumb(0x00008a44, 0x0000dfcd), // svc 205
            Word::thumb(0x00008a46, 0x0000520b), // strh r3, [r1, r0]
            Word::thumb(0x00008a48, 0x000044d3), // add fp, sl
            Word::thumb(0x00008a4a, 0x0000f7ff), // bl 0x8722
            Word::thumb(0x00008a4c, 0x0000fe6a), // bl.suffix pc, lr, #3284
            Word::thumb(0x00008a4e, 0x0000de21), // udf #33
            Word::thumb(0x00008a50, 0x0000bebf), // bkpt 0x00bf
            Word::thumb(0x00008a52, 0x00004736), // udf 0x4736
            Word::thumb(0x00008a54, 0x00003e4d), // subs r6, #77
            Word::thumb(0x00008a56, 0x0000bce2), // pop {r1, r5, r6, r7}
            Word::thumb(0x00008a58, 0x0000df06), // svc 6
            Word::thumb(0x00008a5a, 0x000055ef), // strb r7, [r5, r7]
            Word::thumb(0x00008a5c, 0x0000fd66), // bl.suffix pc, lr, #2764
            Word::thumb(0x00008a5e, 0x0000a895), // add r0, sp, #596
            Word::thumb(0x00008a60, 0x00005c98), // ldrb r0, [r3, r2]
            Word::thumb(0x00008a62, 0x000093b6), // str r3, [sp, #728]
            Word::thumb(0x00008a64, 0x0000b782), // udf 0xb782
            Word::thumb(0x00008a66, 0x00001c35), // adds r5, r6, #0
            Word::thumb(0x00008a68, 0x0000df4c), // svc 76
            Word::thumb(0x00008a6a, 0x000042d2), // cmn r2, r2
            Word::thumb(0x00008a6c, 0x00004796), // udf 0x4796
            Word::thumb(0x00008a6e, 0x0000be14), // bkpt 0x0014
            Word::thumb(0x00008a70, 0x0000de70), // udf #112
            Word::thumb(0x00008a72, 0x0000dd63), // ble.n 0x8b3c
            Word::thumb(0x00008a74, 0x0000b4ce), // push {r1, r2, r3, r6, r7}
            Word::thumb(0x00008a76, 0x0000df9d), // svc 157
            Word::thumb(0x00008a78, 0x0000d6fb), // bvs.n 0x8a72
            Word::thumb(0x00008a7a, 0x0000f7ff), // blx 0x7b8c
            Word::thumb(0x00008a7c, 0x0000e888), // blx.suffix pc, lr, #272
            Word::thumb(0x00008a7e, 0x00001ed7), // subs r7, r2, #3
            Word::thumb(0x00008a80, 0x00000491), // lsls r1, r2, #18
            Word::thumb(0x00008a82, 0x0000b52e), // push {r1, r2, r3, r5, lr}
            Word::thumb(0x00008a84, 0x0000ad86), // add r5, sp, #536
            Word::thumb(0x00008a86, 0x0000d9e5), // bls.n 0x8a54
            Word::thumb(0x00008a88, 0x0000b16a), // udf 0xb16a
            Word::thumb(0x00008a8a, 0x0000d79e), // bvc.n 0x89ca
            Word::thumb(0x00008a8c, 0x00007bf8), // ldrb r0, [r7, #15]
            Word::thumb(0x00008a8e, 0x00001b28), // subs r0, r5, r4
            Word::thumb(0x00008a90, 0x0000b49f), // push {r0, r1, r2, r3, r4, r7}
            Word::thumb(0x00008a92, 0x0000087e), // lsrs r6, r7, #1
            Word::thumb(0x00008a94, 0x00004750), // bx sl
            Word::thumb(0x00008a96, 0x0000de2f), // udf #47
            Word::thumb(0x00008a98, 0x0000e592), // b.n 0x85c0
            Word::thumb(0x00008a9a, 0x00004432), // add r2, r6
            Word::thumb(0x00008a9c, 0x0000bcd0), // pop {r4, r6, r7}
            Word::thumb(0x00008a9e, 0x0000bc78), // pop {r3, r4, r5, r6}
            Word::thumb(0x00008aa0, 0x0000e61c), // b.n 0x86dc
            Word::thumb(0x00008aa2, 0x000046dc), // mov ip, fp
            Word::thumb(0x00008aa4, 0x0000c4a4), // stmia r4!, {r2, r5, r7}
            Word::thumb(0x00008aa6, 0x00000349), // lsls r1, r1, #13
            Word::thumb(0x00008aa8, 0x0000b03f), // add sp, #252
            Word::thumb(0x00008aaa, 0x0000462d), // mov r5, r5
            Word::thumb(0x00008aac, 0x0000da8b), // bge.n 0x89c6
            Word::thumb(0x00008aae, 0x00004708), // bx r1
            Word::thumb(0x00008ab0, 0x0000f7ff), // bl 0x83bc
            Word::thumb(0x00008ab2, 0x0000fc84), // bl.suffix pc, lr, #2312
            Word::thumb(0x00008ab4, 0x0000b512), // push {r1, r4, lr}
            Word::thumb(0x00008ab6, 0x00009bcb), // ldr r3, [sp, #812]
            Word::thumb(0x00008ab8, 0x0000f952), // bl.suffix pc, lr, #676
            Word::thumb(0x00008aba, 0x0000b525), // push {r0, r2, r5, lr}
            Word::thumb(0x00008abc, 0x00007c2f), // ldrb r7, [r5, #16]
            Word::thumb(0x00008abe, 0x0000ef7b), // blx.suffix pc, lr, #3830
            Word::thumb(0x00008ac0, 0x0000a197), // add r1, pc, #604
            Word::thumb(0x00008ac2, 0x0000bcba), // pop {r1, r3, r4, r5, r7}
            Word::thumb(0x00008ac4, 0x0000fc14), // bl.suffix pc, lr, #2088
            Word::thumb(0x00008ac6, 0x0000486a), // ldr r0, [pc, #424]
            Word::thumb(0x00008ac8, 0x000047c0), // blx r8
            Word::thumb(0x00008aca, 0x0000b4e3), // push {r0, r1, r5, r6, r7}
            Word::thumb(0x00008acc, 0x00004ea6), // ldr r6, [pc, #664]
            Word::thumb(0x00008ace, 0x0000c7a8), // stmia r7!, {r3, r5, r7}
            Word::thumb(0x00008ad0, 0x0000cefb), // ldmia r6, {r0, r1, r3, r4, r5, r6, r7}
            Word::thumb(0x00008ad2, 0x0000a0ce), // add r0, pc, #824
            Word::thumb(0x00008ad4, 0x0000f000), // bl 0x8d32
            Word::thumb(0x00008ad6, 0x0000f92d), // bl.suffix pc, lr, #602
            Word::thumb(0x00008ad8, 0x000047bf), // udf 0x47bf
            Word::thumb(0x00008ada, 0x000027d6), // movs r7, #214
            Word::thumb(0x00008adc, 0x0000f7ff), // bl.prefix lr, pc, #-4096
            Word::thumb(0x00008ade, 0x0000bdd6), // pop {r1, r2, r4, r6, r7, pc}
            Word::thumb(0x00008ae0, 0x0000b70e), // udf 0xb70e
            Word::thumb(0x00008ae2, 0x0000b468), // push {r3, r5, r6}
            Word::thumb(0x00008ae4, 0x0000f95a), // bl.suffix pc, lr, #692
            Word::thumb(0x00008ae6, 0x00008d6b), // ldrh r3, [r5, #42]
            Word::thumb(0x00008ae8, 0x0000fe42), // bl.suffix pc, lr, #3204
            Word::thumb(0x00008aea, 0x00004bae), // ldr r3, [pc, #696]
            Word::thumb(0x00008aec, 0x0000cb97), // ldmia r3!, {r0, r1, r2, r4, r7}
            Word::thumb(0x00008aee, 0x0000eedd), // blx.suffix pc, lr, #3514
            Word::thumb(0x00008af0, 0x0000df72), // svc 114
            Word::thumb(0x00008af2, 0x0000dfc1), // svc 193
            Word::thumb(0x00008af4, 0x00001fbd), // subs r5, r7, #6
            Word::thumb(0x00008af6, 0x0000c559), // stmia r5!, {r0, r3, r4, r6}
            Word::thumb(0x00008af8, 0x0000be5e), // bkpt 0x005e
            Word::thumb(0x00008afa, 0x0000e541), // b.n 0x8580
            Word::thumb(0x00008afc, 0x0000b05a), // add sp, #360
            Word::thumb(0x00008afe, 0x0000bcc3), // pop {r0, r1, r6, r7}
            Word::thumb(0x00008b00, 0x000006a7), // lsls r7, r4, #26
            Word::thumb(0x00008b02, 0x00006ed3), // ldr r3, [r2, #108]
            Word::thumb(0x00008b04, 0x0000ab78), // add r3, sp, #480
            Word::thumb(0x00008b06, 0x000047a3), // udf 0x47a3
            Word::thumb(0x00008b08, 0x0000de8a), // udf #138
            Word::thumb(0x00008b0a, 0x0000422b), // tst r3, r5
            Word::thumb(0x00008b0c, 0x0000d6a3), // bvs.n 0x8a56
            Word::thumb(0x00008b0e, 0x0000ed00), // blx.suffix pc, lr, #2560
            Word::thumb(0x00008b10, 0x00004c98), // ldr r4, [pc, #608]
            Word::thumb(0x00008b12, 0x0000bd6f), // pop {r0, r1, r2, r3, r5, r6, pc}
            Word::thumb(0x00008b14, 0x000047e0), // blx ip
            Word::thumb(0x00008b16, 0x00001d59), // adds r1, r3, #5
            Word::thumb(0x00008b18, 0x0000bdad), // pop {r0, r2, r3, r5, r7, pc}
            Word::thumb(0x00008b1a, 0x00001859), // adds r1, r3, r1
            Word::thumb(0x00008b1c, 0x0000df23), // svc 35
            Word::thumb(0x00008b1e, 0x0000ec24), // blx.suffix pc, lr, #2120
            Word::thumb(0x00008b20, 0x0000def8), // udf #248
            Word::thumb(0x00008b22, 0x00004ef5), // ldr r6, [pc, #980]
            Word::thumb(0x00008b24, 0x0000bac1), // udf 0xbac1
            Word::thumb(0x00008b26, 0x0000b01a), // add sp, #104
            Word::thumb(0x00008b28, 0x0000edfa), // blx.suffix pc, lr, #3060
            Word::thumb(0x00008b2a, 0x00005fce), // ldrsh r6, [r1, r7]
            Word::thumb(0x00008b2c, 0x0000bcd1), // pop {r0, r4, r6, r7}
            Word::thumb(0x00008b2e, 0x0000488c), // ldr r0, [pc, #560]
            Word::thumb(0x00008b30, 0x0000c046), // stmia r0!, {r1, r2, r6}
            Word::thumb(0x00008b32, 0x0000a106), // add r1, pc, #24
            Word::thumb(0x00008b34, 0x000045ab), // cmp fp, r5
            Word::thumb(0x00008b36, 0x00001d0f), // adds r7, r1, #4
            Word::thumb(0x00008b38, 0x0000466a), // mov r2, sp
            Word::thumb(0x00008b3a, 0x0000df5c), // svc 92
            Word::thumb(0x00008b3c, 0x00001d7e), // adds r6, r7, #5
            Word::thumb(0x00008b3e, 0x00004770), // bx lr
            Word::thumb(0x00008b40, 0x00008491), // strh r1, [r2, #36]
            Word::thumb(0x00008b42, 0x0000b4b6), // push {r1, r2, r4, r5, r7}
            Word::thumb(0x00008b44, 0x00009112), // str r1, [sp, #72]
            Word::thumb(0x00008b46, 0x0000a0fd), // add r0, pc, #1012
            Word::thumb(0x00008b48, 0x0000472f), // udf 0x472f
            Word::thumb(0x00008b4a, 0x0000b729), // udf 0xb729
            Word::thumb(0x00008b4c, 0x00004789), // udf 0x4789
            Word::thumb(0x00008b4e, 0x00004953), // ldr r1, [pc, #332]
            Word::thumb(0x00008b50, 0x00004770), // bx lr
            Word::thumb(0x00008b52, 0x0000c3a5), // stmia r3!, {r0, r2, r5, r7}
            Word::thumb(0x00008b54, 0x0000bd58), // pop {r3, r4, r6, pc}
            Word::thumb(0x00008b56, 0x0000dbb5), // blt.n 0x8ac4
            Word::thumb(0x00008b58, 0x0000453c), // cmp r4, r7
            Word::thumb(0x00008b5a, 0x00007efe), // ldrb r6, [r7, #27]
            Word::thumb(0x00008b5c, 0x0000fc89), // bl.suffix pc, lr, #2322
            Word::thumb(0x00008b5e, 0x00007918), // ldrb r0, [r3, #4]
            Word::thumb(0x00008b60, 0x0000f7ff), // bl 0x852c
            Word::thumb(0x00008b62, 0x0000fce4), // bl.suffix pc, lr, #2504
            Word::thumb(0x00008b64, 0x0000c6a0), // stmia r6!, {r5, r7}
            Word::thumb(0x00008b66, 0x00004712), // udf 0x4712
            Word::thumb(0x00008b68, 0x0000e077), // b.n 0x8c5a
            Word::thumb(0x00008b6a, 0x00001f24), // subs r4, r4, #4
            Word::thumb(0x00008b6c, 0x000059d2), // ldr r2, [r2, r7]
            Word::thumb(0x00008b6e, 0x00001f71), // subs r1, r6, #5
            Word::thumb(0x00008b70, 0x000047c4), // udf 0x47c4
            Word::thumb(0x00008b72, 0x0000ee02), // blx.suffix pc, lr, #3076
            Word::thumb(0x00008b74, 0x0000bee5), // bkpt 0x00e5
            Word::thumb(0x00008b76, 0x00008c4c), // ldrh r4, [r1, #34]
            Word::thumb(0x00008b78, 0x0000cb7e), // ldmia r3, {r1, r2, r3, r4, r5, r6}
            Word::thumb(0x00008b7a, 0x00001e2a), // subs r2, r5, #0
            Word::thumb(0x00008b7c, 0x0000414c), // adcs r4, r1
            Word::thumb(0x00008b7e, 0x0000decf), // udf #207
            Word::thumb(0x00008b80, 0x00005d11), // ldrb r1, [r2, r4]
            Word::thumb(0x00008b82, 0x0000f000), // blx 0x8c5c
            Word::thumb(0x00008b84, 0x0000e86c), // blx.suffix pc, lr, #216
            Word::thumb(0x00008b86, 0x0000b788), // udf 0xb788
            Word::thumb(0x00008b88, 0x0000b039), // add sp, #228
            Word::thumb(0x00008b8a, 0x00006fff), // ldr r7, [r7, #124]
            Word::thumb(0x00008b8c, 0x00003081), // adds r0, #129
            Word::thumb(0x00008b8e, 0x0000e9b5), // blx.suffix pc, lr, #874
            Word::thumb(0x00008b90, 0x0000428a), // cmp r2, r1
            Word::thumb(0x00008b92, 0x0000c459), // stmia r4!, {r0, r3, r4, r6}
            Word::thumb(0x00008b94, 0x00004726), // udf 0x4726
            Word::thumb(0x00008b96, 0x0000b85e), // udf 0xb85e
            Word::thumb(0x00008b98, 0x0000f000), // bl 0x9662
            Word::thumb(0x00008b9a, 0x0000fd63), // bl.suffix pc, lr, #2758
            Word::thumb(0x00008b9c, 0x0000b7a1), // udf 0xb7a1
            Word::thumb(0x00008b9e, 0x00001dfd), // adds r5, r7, #7
            Word::thumb(0x00008ba0, 0x0000bd56), // pop {r1, r2, r4, r6, pc}
            Word::thumb(0x00008ba2, 0x0000812e), // strh r6, [r5, #8]
            Word::thumb(0x00008ba4, 0x0000befc), // bkpt 0x00fc
            Word::thumb(0x00008ba6, 0x0000c023), // stmia r0!, {r0, r1, r5}
            Word::thumb(0x00008ba8, 0x00006f07), // ldr r7, [r0, #112]
            Word::thumb(0x00008baa, 0x0000ded6), // udf #214
            Word::thumb(0x00008bac, 0x00006346), // str r6, [r0, #52]
            Word::thumb(0x00008bae, 0x00003c20), // subs r4, #32
            Word::thumb(0x00008bb0, 0x0000bed8), // bkpt 0x00d8
            Word::thumb(0x00008bb2, 0x0000b434), // push {r2, r4, r5}
            Word::thumb(0x00008bb4, 0x00001d54), // adds r4, r2, #5
            Word::thumb(0x00008bb6, 0x00007e65), // ldrb r5, [r4, #25]
            Word::thumb(0x00008bb8, 0x00004f59), // ldr r7, [pc, #356]
            Word::thumb(0x00008bba, 0x000008ec), // lsrs r4, r5, #3
            Word::thumb(0x00008bbc, 0x0000e7d1), // b.n 0x8b62
            Word::thumb(0x00008bbe, 0x0000e73f), // b.n 0x8a40
            Word::thumb(0x00008bc0, 0x000089b3), // ldrh r3, [r6, #12]
            Word::thumb(0x00008bc2, 0x0000a7bf), // add r7, pc, #764
            Word::thumb(0x00008bc4, 0x0000b4ea), // push {r1, r3, r5, r6, r7}
            Word::thumb(0x00008bc6, 0x0000966b), // str r6, [sp, #428]
            Word::thumb(0x00008bc8, 0x00005b2d), // ldrh r5, [r5, r4]
            Word::thumb(0x00008bca, 0x0000b0cc), // sub sp, #304
            Word::thumb(0x00008bcc, 0x0000846d), // strh r5, [r5, #34]
            Word::thumb(0x00008bce, 0x0000467d), // mov r5, pc
            Word::thumb(0x00008bd0, 0x0000de72), // udf #114
            Word::thumb(0x00008bd2, 0x00006c2b), // ldr r3, [r5, #64]
            Word::thumb(0x00008bd4, 0x0000a03c), // add r0, pc, #240
            Word::thumb(0x00008bd6, 0x0000df24), // svc 36
            Word::thumb(0x00008bd8, 0x0000c1dd), // stmia r1!, {r0, r2, r3, r4, r6, r7}
            Word::thumb(0x00008bda, 0x00009b68), // ldr r3, [sp, #416]
            Word::thumb(0x00008bdc, 0x0000fabb), // bl.suffix pc, lr, #1398
            Word::thumb(0x00008bde, 0x0000082a), // lsrs r2, r5, #32
            Word::thumb(0x00008be0, 0x0000b04d), // add sp, #308
            Word::thumb(0x00008be2, 0x0000a9d6), // add r1, sp, #856
            Word::thumb(0x00008be4, 0x0000b4e9), // push {r0, r3, r5, r6, r7}
            Word::thumb(0x00008be6, 0x000047a1), // udf 0x47a1
            Word::thumb(0x00008be8, 0x000047f1), // udf 0x47f1
            Word::thumb(0x00008bea, 0x00008d20), // ldrh r0, [r4, #40]
            Word::thumb(0x00008bec, 0x00007395), // strb r5, [r2, #14]
            Word::thumb(0x00008bee, 0x00000d07), // lsrs r7, r0, #20
            Word::thumb(0x00008bf0, 0x0000469a), // mov sl, r3
            Word::thumb(0x00008bf2, 0x00002513), // movs r5, #19
            Word::thumb(0x00008bf4, 0x0000aadb), // add r2, sp, #876
            Word::thumb(0x00008bf6, 0x00004742), // udf 0x4742
            Word::thumb(0x00008bf8, 0x0000dee7), // udf #231
            Word::thumb(0x00008bfa, 0x00000462), // lsls r2, r4, #17
            Word::thumb(0x00008bfc, 0x0000deff), // udf #255
            Word::thumb(0x00008bfe, 0x0000b03e), // add sp, #248
            Word::thumb(0x00008c00, 0x0000c24a), // stmia r2!, {r1, r3, r6}
            Word::thumb(0x00008c02, 0x00001ac9), // subs r1, r1, r3
            Word::thumb(0x00008c04, 0x0000a100), // add r1, pc, #0
            Word::thumb(0x00008c06, 0x000032b2), // adds r2, #178
            Word::thumb(0x00008c08, 0x0000de5f), // udf #95
            Word::thumb(0x00008c0a, 0x0000c231), // stmia r2!, {r0, r4, r5}
            Word::thumb(0x00008c0c, 0x0000b0a2), // sub sp, #136
            Word::thumb(0x00008c0e, 0x0000440c), // add r4, r1
            Word::thumb(0x00008c10, 0x00001ebe), // subs r6, r7, #2
            Word::thumb(0x00008c12, 0x0000ca47), // ldmia r2, {r0, r1, r2, r6}
            Word::thumb(0x00008c14, 0x00009d52), // ldr r5, [sp, #328]
            Word::thumb(0x00008c16, 0x00004b66), // ldr r3, [pc, #408]
            Word::thumb(0x00008c18, 0x0000f194), // blx 0x19d6c4
            Word::thumb(0x00008c1a, 0x0000ed54), // blx.suffix pc, lr, #2728
            Word::thumb(0x00008c1c, 0x0000f000), // bl 0x926a
            Word::thumb(0x00008c1e, 0x0000fb25), // bl.suffix pc, lr, #1610
            Word::thumb(0x00008c20, 0x0000ef86), // blx.suffix pc, lr, #3852
            Word::thumb(0x00008c22, 0x0000df6e), // svc 110
            Word::thumb(0x00008c24, 0x0000b04e), // add sp, #312
            Word::thumb(0x00008c26, 0x00004341), // muls r1, r0
            Word::thumb(0x00008c28, 0x0000dce8), // bgt.n 0x8bfc
            Word::thumb(0x00008c2a, 0x0000fa36), // bl.suffix pc, lr, #1132
            Word::thumb(0x00008c2c, 0x0000df27), // svc 39
            Word::thumb(0x00008c2e, 0x000096ff), // str r6, [sp, #1020]
            Word::thumb(0x00008c30, 0x0000c42a), // stmia r4!, {r1, r3, r5}
            Word::thumb(0x00008c32, 0x0000a0a6), // add r0, pc, #664
            Word::thumb(0x00008c34, 0x0000be62), // bkpt 0x0062
            Word::thumb(0x00008c36, 0x0000e029), // b.n 0x8c8c
            Word::thumb(0x00008c38, 0x00001cc2), // adds r2, r0, #3
            Word::thumb(0x00008c3a, 0x00005900), // ldr r0, [r0, r4]
            Word::thumb(0x00008c3c, 0x0000268d), // movs r6, #141
            Word::thumb(0x00008c3e, 0x00001c63), // adds r3, r4, #1
            Word::thumb(0x00008c40, 0x00004300), // orrs r0, r0
            Word::thumb(0x00008c42, 0x000045ce), // cmp lr, r9
            Word::thumb(0x00008c44, 0x00001b88), // subs r0, r1, r6
            Word::thumb(0x00008c46, 0x00001bf5), // subs r5, r6, r7
            Word::thumb(0x00008c48, 0x0000ca5e), // ldmia r2, {r1, r2, r3, r4, r6}
            Word::thumb(0x00008c4a, 0x0000cbac), // ldmia r3, {r2, r3, r5, r7}
            Word::thumb(0x00008c4c, 0x000082d7), // strh r7, [r2, #22]
            Word::thumb(0x00008c4e, 0x0000e881), // blx.suffix pc, lr, #258
            Word::thumb(0x00008c50, 0x00006165), // str r5, [r4, #20]
            Word::thumb(0x00008c52, 0x000044ee), // add lr, sp
            Word::thumb(0x00008c54, 0x00004718), // bx r3
            Word::thumb(0x00008c56, 0x0000109c), // asrs r4, r3, #2
            Word::thumb(0x00008c58, 0x0000f87b), // bl.suffix pc, lr, #246
            Word::thumb(0x00008c5a, 0x0000a8a1), // add r0, sp, #644
            Word::thumb(0x00008c5c, 0x0000ff93), // bl.suffix pc, lr, #3878
            Word::thumb(0x00008c5e, 0x0000b62e), // udf 0xb62e
            Word::thumb(0x00008c60, 0x0000e7e6), // b.n 0x8c30
            Word::thumb(0x00008c62, 0x0000bdba), // pop {r1, r3, r4, r5, r7, pc}
            Word::thumb(0x00008c64, 0x0000ad1a), // add r5, sp, #104
            Word::thumb(0x00008c66, 0x0000ef28), // blx.suffix pc, lr, #3664
            Word::thumb(0x00008c68, 0x00004122), // asrs r2, r4
            Word::thumb(0x00008c6a, 0x0000fac2), // bl.suffix pc, lr, #1412
            Word::thumb(0x00008c6c, 0x000047e8), // blx sp
            Word::thumb(0x00008c6e, 0x0000a66c), // add r6, pc, #432
            Word::thumb(0x00008c70, 0x0000aa20), // add r2, sp, #128
            Word::thumb(0x00008c72, 0x0000034e), // lsls r6, r1, #13
            Word::thumb(0x00008c74, 0x0000f8f9), // bl.suffix pc, lr, #498
            Word::thumb(0x00008c76, 0x00004c8d), // ldr r4, [pc, #564]
            Word::thumb(0x00008c78, 0x0000be4b), // bkpt 0x004b
            Word::thumb(0x00008c7a, 0x0000b447), // push {r0, r1, r2, r6}
            Word::thumb(0x00008c7c, 0x0000bdc4), // pop {r2, r6, r7, pc}
            Word::thumb(0x00008c7e, 0x000085ee), // strh r6, [r5, #46]
            Word::thumb(0x00008c80, 0x0000dfa2), // svc 162
            Word::thumb(0x00008c82, 0x0000e565), // b.n 0x8750
            Word::thumb(0x00008c84, 0x0000df78), // svc 120
            Word::thumb(0x00008c86, 0x0000de9a), // udf #154
            Word::thumb(0x00008c88, 0x0000ec73), // blx.suffix pc, lr, #2278
            Word::thumb(0x00008c8a, 0x0000c7eb), // stmia r7!, {r0, r1, r3, r5, r6, r7}
            Word::thumb(0x00008c8c, 0x00001b23), // subs r3, r4, r4
            Word::thumb(0x00008c8e, 0x000001f4), // lsls r4, r6, #7
            Word::thumb(0x00008c90, 0x0000c1ec), // stmia r1!, {r2, r3, r5, r6, r7}
            Word::thumb(0x00008c92, 0x0000d7f2), // bvc.n 0x8c7a
            Word::thumb(0x00008c94, 0x0000e7e0), // b.n 0x8c58
            Word::thumb(0x00008c96, 0x000059d1), // ldr r1, [r2, r7]
            Word::thumb(0x00008c98, 0x0000a741), // add r7, pc, #260
            Word::thumb(0x00008c9a, 0x00009e22), // ldr r6, [sp, #136]
            Word::thumb(0x00008c9c, 0x0000fbc3), // bl.suffix pc, lr, #1926
            Word::thumb(0x00008c9e, 0x0000af08), // add r7, sp, #32
            Word::thumb(0x00008ca0, 0x0000b3a2), // udf 0xb3a2
            Word::thumb(0x00008ca2, 0x00009418), // str r4, [sp, #96]
            Word::thumb(0x00008ca4, 0x0000916f), // str r1, [sp, #444]
            Word::thumb(0x00008ca6, 0x00009de4), // ldr r5, [sp, #912]
            Word::thumb(0x00008ca8, 0x00001d3d), // adds r5, r7, #4
            Word::thumb(0x00008caa, 0x00004931), // ldr r1, [pc, #196]
            Word::thumb(0x00008cac, 0x0000d1ff), // bne.n 0x8cae
            Word::thumb(0x00008cae, 0x00001627), // asrs r7, r4, #24
            Word::thumb(0x00008cb0, 0x00009656), // str r6, [sp, #344]
            Word::thumb(0x00008cb2, 0x0000bc9b), // pop {r0, r1, r3, r4, r7}
            Word::thumb(0x00008cb4, 0x00005bbd), // ldrh r5, [r7, r6]
            Word::thumb(0x00008cb6, 0x000047c8), // blx r9
            Word::thumb(0x00008cb8, 0x0000fc35), // bl.suffix pc, lr, #2154
            Word::thumb(0x00008cba, 0x0000f956), // bl.suffix pc, lr, #684
            Word::thumb(0x00008cbc, 0x0000fb59), // bl.suffix pc, lr, #1714
            Word::thumb(0x00008cbe, 0x000019dc), // adds r4, r3, r7
            Word::thumb(0x00008cc0, 0x0000a868), // add r0, sp, #416
            Word::thumb(0x00008cc2, 0x0000dae6), // bge.n 0x8c92
            Word::thumb(0x00008cc4, 0x0000b0b2), // sub sp, #200
            Word::thumb(0x00008cc6, 0x0000eec9), // blx.suffix pc, lr, #3474
            Word::thumb(0x00008cc8, 0x00001afa), // subs r2, r7, r3
            Word::thumb(0x00008cca, 0x0000b054), // add sp, #336
            Word::thumb(0x00008ccc, 0x00007898), // ldrb r0, [r3, #2]
            Word::thumb(0x00008cce, 0x0000ade2), // add r5, sp, #904
            Word::thumb(0x00008cd0, 0x00001b64), // subs r4, r4, r5
            Word::thumb(0x00008cd2, 0x0000dfab), // svc 171
            Word::thumb(0x00008cd4, 0x00001a1a), // subs r2, r3, r0
            Word::thumb(0x00008cd6, 0x0000b034), // add sp, #208
            Word::thumb(0x00008cd8, 0x00008bff), // ldrh r7, [r7, #30]
            Word::thumb(0x00008cda, 0x0000cf57), // ldmia r7!, {r0, r1, r2, r4, r6}
            Word::thumb(0x00008cdc, 0x00004771), // udf 0x4771
            Word::thumb(0x00008cde, 0x0000a309), // add r3, pc, #36
            Word::thumb(0x00008ce0, 0x0000b04a), // add sp, #296
            Word::thumb(0x00008ce2, 0x00004e6c), // ldr r6, [pc, #432]
            Word::thumb(0x00008ce4, 0x0000b0da), // sub sp, #360
            Word::thumb(0x00008ce6, 0x00004141), // adcs r1, r0
            Word::thumb(0x00008ce8, 0x000020a0), // movs r0, #160
            Word::thumb(0x00008cea, 0x00009fa9), // ldr r7, [sp, #676]
            Word::thumb(0x00008cec, 0x00004760), // bx ip
            Word::thumb(0x00008cee, 0x00003c18), // subs r4, #24
            Word::thumb(0x00008cf0, 0x0000539f), // strh r7, [r3, r6]
            Word::thumb(0x00008cf2, 0x0000cb3c), // ldmia r3, {r2, r3, r4, r5}
            Word::thumb(0x00008cf4, 0x0000b8f4), // udf 0xb8f4
            Word::thumb(0x00008cf6, 0x0000c749), // stmia r7!, {r0, r3, r6}
            Word::thumb(0x00008cf8, 0x0000b50d), // push {r0, r2, r3, lr}
            Word::thumb(0x00008cfa, 0x0000bd22), // pop {r1, r5, pc}
            Word::thumb(0x00008cfc, 0x0000fdcd), // bl.suffix pc, lr, #2970
            Word::thumb(0x00008cfe, 0x0000b00e), // add sp, #56
            Word::thumb(0x00008d00, 0x00004700), // bx r0
            Word::thumb(0x00008d02, 0x0000df22), // svc 34
            Word::thumb(0x00008d04, 0x00003059), // adds r0, #89
            Word::thumb(0x00008d06, 0x0000de24), // udf #36
            Word::thumb(0x00008d08, 0x0000c172), // stmia r1!, {r1, r4, r5, r6}
            Word::thumb(0x00008d0a, 0x000058de), // ldr r6, [r3, r3]
            Word::thumb(0x00008d0c, 0x00004092), // lsls r2, r2
            Word::thumb(0x00008d0e, 0x0000b0c7), // sub sp, #284
            Word::thumb(0x00008d10, 0x00008f07), // ldrh r7, [r0, #56]
            Word::thumb(0x00008d12, 0x0000b38b), // udf 0xb38b
            Word::thumb(0x00008d14, 0x00008c9b), // ldrh r3, [r3, #36]
            Word::thumb(0x00008d16, 0x0000f7ff), // blx 0x8384
            Word::thumb(0x00008d18, 0x0000eb36), // blx.suffix pc, lr, #1644
            Word::thumb(0x00008d1a, 0x0000fe11), // bl.suffix pc, lr, #3106
            Word::thumb(0x00008d1c, 0x0000e468), // b.n 0x85f0
            Word::thumb(0x00008d1e, 0x0000eb64), // blx.suffix pc, lr, #1736
            Word::thumb(0x00008d20, 0x000007e6), // lsls r6, r4, #31
            Word::thumb(0x00008d22, 0x000090d9), // str r0, [sp, #868]
            Word::thumb(0x00008d24, 0x0000b5d6), // push {r1, r2, r4, r6, r7, lr}
            Word::thumb(0x00008d26, 0x000073d0), // strb r0, [r2, #15]
            Word::thumb(0x00008d28, 0x0000b0e2), // sub sp, #392
            Word::thumb(0x00008d2a, 0x0000dfa0), // svc 160
            Word::thumb(0x00008d2c, 0x0000fc9a), // bl.suffix pc, lr, #2356
            Word::thumb(0x00008d2e, 0x0000b45d), // push {r0, r2, r3, r4, r6}
            Word::thumb(0x00008d30, 0x0000be3c), // bkpt 0x003c
            Word::thumb(0x00008d32, 0x0000be8f), // bkpt 0x008f
            Word::thumb(0x00008d34, 0x0000c7e3), // stmia r7!, {r0, r1, r5, r6, r7}
            Word::thumb(0x00008d36, 0x0000944a), // str r4, [sp, #296]
            Word::thumb(0x00008d38, 0x0000dff9), // svc 249
            Word::thumb(0x00008d3a, 0x0000a45c), // add r4, pc, #368
            Word::thumb(0x00008d3c, 0x00006acd), // ldr r5, [r1, #44]
            Word::thumb(0x00008d3e, 0x0000c1f9), // stmia r1!, {r0, r3, r4, r5, r6, r7}
            Word::thumb(0x00008d40, 0x00004c04), // ldr r4, [pc, #16]
            Word::thumb(0x00008d42, 0x0000455a), // cmp r2, fp
            Word::thumb(0x00008d44, 0x0000854e), // strh r6, [r1, #42]
            Word::thumb(0x00008d46, 0x00004d9f), // ldr r5, [pc, #636]
            Word::thumb(0x00008d48, 0x00003fdc), // subs r7, #220
            Word::thumb(0x00008d4a, 0x00004e88), // ldr r6, [pc, #544]
            Word::thumb(0x00008d4c, 0x0000b8ea), // udf 0xb8ea
            Word::thumb(0x00008d4e, 0x0000eb71), // blx.suffix pc, lr, #1762
            Word::thumb(0x00008d50, 0x00006a00), // ldr r0, [r0, #32]
            Word::thumb(0x00008d52, 0x0000562e), // ldrsb r6, [r5, r0]
            Word::thumb(0x00008d54, 0x00002620), // movs r6, #32
            Word::thumb(0x00008d56, 0x0000cfc7), // ldmia r7, {r0, r1, r2, r6, r7}
            Word::thumb(0x00008d58, 0x0000ebf2), // blx.suffix pc, lr, #2020
            Word::thumb(0x00008d5a, 0x0000ccdb), // ldmia r4, {r0, r1, r3, r4, r6, r7}
            Word::thumb(0x00008d5c, 0x0000ebf3), // blx.suffix pc, lr, #2022
            Word::thumb(0x00008d5e, 0x000089c3), // ldrh r3, [r0, #14]
            Word::thumb(0x00008d60, 0x00004782), // udf 0x4782
            Word::thumb(0x00008d62, 0x0000b49c), // push {r2, r3, r4, r7}
            Word::thumb(0x00008d64, 0x00001e33), // subs r3, r6, #0
            Word::thumb(0x00008d66, 0x0000a5cb), // add r5, pc, #812
            Word::thumb(0x00008d68, 0x00004865), // ldr r0, [pc, #404]
            Word::thumb(0x00008d6a, 0x00004780), // blx r0
            Word::thumb(0x00008d6c, 0x00000790), // lsls r0, r2, #30
            Word::thumb(0x00008d6e, 0x0000b49a), // push {r1, r3, r4, r7}
            Word::thumb(0x00008d70, 0x00001a29), // subs r1, r5, r0
            Word::thumb(0x00008d72, 0x00000d1c), // lsrs r4, r3, #20
            Word::thumb(0x00008d74, 0x0000f848), // bl.suffix pc, lr, #144
            Word::thumb(0x00008d76, 0x00001f31), // subs r1, r6, #4
            Word::thumb(0x00008d78, 0x0000acc0), // add r4, sp, #768
            Word::thumb(0x00008d7a, 0x0000cc8e), // ldmia r4!, {r1, r2, r3, r7}
            Word::thumb(0x00008d7c, 0x00002a50), // cmp r2, #80
            Word::thumb(0x00008d7e, 0x0000dee9), // udf #233
            Word::thumb(0x00008d80, 0x00004903), // ldr r1, [pc, #12]
            Word::thumb(0x00008d82, 0x00006d15), // ldr r5, [r2, #80]
            Word::thumb(0x00008d84, 0x0000a58d), // add r5, pc, #564
            Word::thumb(0x00008d86, 0x000048f6), // ldr r0, [pc, #984]
            Word::thumb(0x00008d88, 0x0000c87a), // ldmia r0!, {r1, r3, r4, r5, r6}
            Word::thumb(0x00008d8a, 0x0000b6b2), // udf 0xb6b2
            Word::thumb(0x00008d8c, 0x0000de5d), // udf #93
            Word::thumb(0x00008d8e, 0x000030f0), // adds r0, #240
            Word::thumb(0x00008d90, 0x00004409), // add r1, r1
            Word::thumb(0x00008d92, 0x00009c7d), // ldr r4, [sp, #500]
            Word::thumb(0x00008d94, 0x000047eb), // udf 0x47eb
            Word::thumb(0x00008d96, 0x0000ab09), // add r3, sp, #36
            Word::thumb(0x00008d98, 0x0000d9d0), // bls.n 0x8d3c
            Word::thumb(0x00008d9a, 0x00001f50), // subs r0, r2, #5
            Word::thumb(0x00008d9c, 0x000041a8), // sbcs r0, r5
            Word::thumb(0x00008d9e, 0x0000b023), // add sp, #140
            Word::thumb(0x00008da0, 0x0000bd74), // pop {r2, r4, r5, r6, pc}
            Word::thumb(0x00008da2, 0x0000b548), // push {r3, r6, lr}
            Word::thumb(0x00008da4, 0x000048c1), // ldr r0, [pc, #772]
            Word::thumb(0x00008da6, 0x0000fdd2), // bl.suffix pc, lr, #2980
            Word::thumb(0x00008da8, 0x0000de37), // udf #55
            Word::thumb(0x00008daa, 0x0000fb22), // bl.suffix pc, lr, #1604
            Word::thumb(0x00008dac, 0x000047d2), // udf 0x47d2
            Word::thumb(0x00008dae, 0x0000d3bd), // bcc.n 0x8d2c
            Word::thumb(0x00008db0, 0x0000bd8b), // pop {r0, r1, r3, r7, pc}
            Word::thumb(0x00008db2, 0x0000f812), // bl.suffix pc, lr, #36
            Word::thumb(0x00008db4, 0x0000bcad), // pop {r0, r2, r3, r5, r7}
            Word::thumb(0x00008db6, 0x0000b00a), // add sp, #40
            Word::thumb(0x00008db8, 0x0000de1e), // udf #30
            Word::thumb(0x00008dba, 0x00004ede), // ldr r6, [pc, #888]
            Word::thumb(0x00008dbc, 0x00001b49), // subs r1, r1, r5
            Word::thumb(0x00008dbe, 0x00001d87), // adds r7, r0, #6
            Word::thumb(0x00008dc0, 0x0000be36), // bkpt 0x0036
            Word::thumb(0x00008dc2, 0x0000fed2), // bl.suffix pc, lr, #3492
            Word::thumb(0x00008dc4, 0x0000dd46), // ble.n 0x8e54
            Word::thumb(0x00008dc6, 0x0000be97), // bkpt 0x0097
            Word::thumb(0x00008dc8, 0x00001d7c), // adds r4, r7, #5
            Word::thumb(0x00008dca, 0x0000a673), // add r6, pc, #460
            Word::thumb(0x00008dcc, 0x0000eaf6), // blx.suffix pc, lr, #1516
            Word::thumb(0x00008dce, 0x0000c125), // stmia r1!, {r0, r2, r5}
            Word::thumb(0x00008dd0, 0x0000b5e2), // push {r1, r5, r6, r7, lr}
            Word::thumb(0x00008dd2, 0x0000fb3d), // bl.suffix pc, lr, #1658
            Word::thumb(0x00008dd4, 0x0000b03d), // add sp, #244
            Word::thumb(0x00008dd6, 0x00000b23), // lsrs r3, r4, #12
            Word::thumb(0x00008dd8, 0x0000bd77), // pop {r0, r1, r2, r4, r5, r6, pc}
            Word::thumb(0x00008dda, 0x000041d4), // rors r4, r2
            Word::thumb(0x00008ddc, 0x0000dfa0), // svc 160
            Word::thumb(0x00008dde, 0x0000df79), // svc 121
            Word::thumb(0x00008de0, 0x00004da0), // ldr r5, [pc, #640]
            Word::thumb(0x00008de2, 0x00004708), // bx r1
            Word::thumb(0x00008de4, 0x0000577c), // ldrsb r4, [r7, r5]
            Word::thumb(0x00008de6, 0x000047a1), // udf 0x47a1
            Word::thumb(0x00008de8, 0x0000be2d), // bkpt 0x002d
            Word::thumb(0x00008dea, 0x0000bc24), // pop {r2, r5}
            Word::thumb(0x00008dec, 0x00007f50), // ldrb r0, [r2, #29]
            Word::thumb(0x00008dee, 0x0000aff2), // add r7, sp, #968
            Word::thumb(0x00008df0, 0x0000e9d4), // blx.suffix pc, lr, #936
            Word::thumb(0x00008df2, 0x0000b090), // sub sp, #64
            Word::thumb(0x00008df4, 0x0000ef88), // blx.suffix pc, lr, #3856
            Word::thumb(0x00008df6, 0x0000f8e7), // bl.suffix pc, lr, #462
            Word::thumb(0x00008df8, 0x0000c83c), // ldmia r0!, {r2, r3, r4, r5}
            Word::thumb(0x00008dfa, 0x0000d694), // bvs.n 0x8d26
            Word::thumb(0x00008dfc, 0x000056ac), // ldrsb r4, [r5, r2]
            Word::thumb(0x00008dfe, 0x000043f6), // mvns r6, r6
            Word::thumb(0x00008e00, 0x0000d955), // bls.n 0x8eae
            Word::thumb(0x00008e02, 0x00001b71), // subs r1, r6, r5
            Word::thumb(0x00008e04, 0x0000d6d3), // bvs.n 0x8dae
            Word::thumb(0x00008e06, 0x00004fe7), // ldr r7, [pc, #924]
            Word::thumb(0x00008e08, 0x0000cc7b), // ldmia r4, {r0, r1, r3, r4, r5, r6}
            Word::thumb(0x00008e0a, 0x00002530), // movs r5, #48
            Word::thumb(0x00008e0c, 0x0000c52f), // stmia r5!, {r0, r1, r2, r3, r5}
            Word::thumb(0x00008e0e, 0x00007a36), // ldrb r6, [r6, #8]
            Word::thumb(0x00008e10, 0x00001b91), // subs r1, r2, r6
            Word::thumb(0x00008e12, 0x00001bfb), // subs r3, r7, r7
            Word::thumb(0x00008e14, 0x00008c3a), // ldrh r2, [r7, #32]
            Word::thumb(0x00008e16, 0x0000c99b), // ldmia r1, {r0, r1, r3, r4, r7}
            Word::thumb(0x00008e18, 0x00006d3b), // ldr r3, [r7, #80]
            Word::thumb(0x00008e1a, 0x0000a710), // add r7, pc, #64
            Word::thumb(0x00008e1c, 0x0000a733), // add r7, pc, #204
            Word::thumb(0x00008e1e, 0x00001db1), // adds r1, r6, #6
            Word::thumb(0x00008e20, 0x0000b560), // push {r5, r6, lr}
            Word::thumb(0x00008e22, 0x000046e7), // mov pc, ip
            Word::thumb(0x00008e24, 0x00009097), // str r0, [sp, #604]
            Word::thumb(0x00008e26, 0x0000de71), // udf #113
            Word::thumb(0x00008e28, 0x0000b4e0), // push {r5, r6, r7}
            Word::thumb(0x00008e2a, 0x0000e7ca), // b.n 0x8dc2
            Word::thumb(0x00008e2c, 0x0000de45), // udf #69
            Word::thumb(0x00008e2e, 0x0000cc01), // ldmia r4!, {r0}
            Word::thumb(0x00008e30, 0x0000e4bc), // b.n 0x87ac
            Word::thumb(0x00008e32, 0x0000e5af), // b.n 0x8994
            Word::thumb(0x00008e34, 0x0000c418), // stmia r4!, {r3, r4}
            Word::thumb(0x00008e36, 0x0000df3a), // svc 58
            Word::thumb(0x00008e38, 0x0000c9fe), // ldmia r1, {r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x00008e3a, 0x0000bde7), // pop {r0, r1, r2, r5, r6, r7, pc}
            Word::thumb(0x00008e3c, 0x00004350), // muls r0, r2
            Word::thumb(0x00008e3e, 0x0000eb72), // blx.suffix pc, lr, #1764
            Word::thumb(0x00008e40, 0x0000ab95), // add r3, sp, #596
            Word::thumb(0x00008e42, 0x0000de77), // udf #119
            Word::thumb(0x00008e44, 0x0000dbd4), // blt.n 0x8df0
            Word::thumb(0x00008e46, 0x0000ceb5), // ldmia r6!, {r0, r2, r4, r5, r7}
            Word::thumb(0x00008e48, 0x00007342), // strb r2, [r0, #13]
            Word::thumb(0x00008e4a, 0x0000cefe), // ldmia r6, {r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x00008e4c, 0x0000cf07), // ldmia r7!, {r0, r1, r2}
            Word::thumb(0x00008e4e, 0x00001dd7), // adds r7, r2, #7
            Word::thumb(0x00008e50, 0x00004788), // blx r1
            Word::thumb(0x00008e52, 0x0000dff2), // svc 242
            Word::thumb(0x00008e54, 0x0000b427), // push {r0, r1, r2, r5}
            Word::thumb(0x00008e56, 0x0000ac38), // add r4, sp, #224
            Word::thumb(0x00008e58, 0x0000cf9b), // ldmia r7, {r0, r1, r3, r4, r7}
            Word::thumb(0x00008e5a, 0x0000c493), // stmia r4!, {r0, r1, r4, r7}
            Word::thumb(0x00008e5c, 0x0000deb5), // udf #181
            Word::thumb(0x00008e5e, 0x00004748), // bx r9
            Word::thumb(0x00008e60, 0x000043cb), // mvns r3, r1
            Word::thumb(0x00008e62, 0x0000b3ea), // udf 0xb3ea
            Word::thumb(0x00008e64, 0x0000bd66), // pop {r1, r2, r5, r6, pc}
            Word::thumb(0x00008e66, 0x0000f7ff), // bl 0x819a
            Word::thumb(0x00008e68, 0x0000f998), // bl.suffix pc, lr, #816
            Word::thumb(0x00008e6a, 0x000047c8), // blx r9
            Word::thumb(0x00008e6c, 0x0000de71), // udf #113
            Word::thumb(0x00008e6e, 0x00001b4c), // subs r4, r1, r5
            Word::thumb(0x00008e70, 0x0000948e), // str r4, [sp, #568]
            Word::thumb(0x00008e72, 0x00004758), // bx fp
            Word::thumb(0x00008e74, 0x00001d65), // adds r5, r4, #5
            Word::thumb(0x00008e76, 0x0000fca8), // bl.suffix pc, lr, #2384
            Word::thumb(0x00008e78, 0x0000dc94), // bgt.n 0x8da4
            Word::thumb(0x00008e7a, 0x0000a5b6), // add r5, pc, #728
            Word::thumb(0x00008e7c, 0x00004786), // udf 0x4786
            Word::thumb(0x00008e7e, 0x000030e4), // adds r0, #228
            Word::thumb(0x00008e80, 0x00001eae), // subs r6, r5, #2
            Word::thumb(0x00008e82, 0x00004421), // add r1, r4
            Word::thumb(0x00008e84, 0x000043dd), // mvns r5, r3
            Word::thumb(0x00008e86, 0x00001f1e), // subs r6, r3, #4
            Word::thumb(0x00008e88, 0x0000b57b), // push {r0, r1, r3, r4, r5, r6, lr}
            Word::thumb(0x00008e8a, 0x0000b66d), // udf 0xb66d
            Word::thumb(0x00008e8c, 0x0000df59), // svc 89
            Word::thumb(0x00008e8e, 0x000040b6), // lsls r6, r6
            Word::thumb(0x00008e90, 0x0000318e), // adds r1, #142
            Word::thumb(0x00008e92, 0x00004ef3), // ldr r6, [pc, #972]
            Word::thumb(0x00008e94, 0x00008c9f), // ldrh r7, [r3, #36]
            Word::thumb(0x00008e96, 0x00009212), // str r2, [sp, #72]
            Word::thumb(0x00008e98, 0x0000b4f4), // push {r2, r4, r5, r6, r7}
            Word::thumb(0x00008e9a, 0x0000c5ef), // stmia r5!, {r0, r1, r2, r3, r5, r6, r7}
            Word::thumb(0x00008e9c, 0x00009f88), // ldr r7, [sp, #544]
            Word::thumb(0x00008e9e, 0x000047f9), // udf 0x47f9
            Word::thumb(0x00008ea0, 0x000004b3), // lsls r3, r6, #18
            Word::thumb(0x00008ea2, 0x00004770), // bx lr
            Word::thumb(0x00008ea4, 0x0000e94d), // blx.suffix pc, lr, #666
            Word::thumb(0x00008ea6, 0x0000d653), // bvs.n 0x8f50
            Word::thumb(0x00008ea8, 0x0000fc61), // bl.suffix pc, lr, #2242
            Word::thumb(0x00008eaa, 0x0000a835), // add r0, sp, #212
            Word::thumb(0x00008eac, 0x0000dc73), // bgt.n 0x8f96
            Word::thumb(0x00008eae, 0x0000b07a), // add sp, #488
            Word::thumb(0x00008eb0, 0x0000b41b), // push {r0, r1, r3, r4}
            Word::thumb(0x00008eb2, 0x0000e7b0), // b.n 0x8e16
            Word::thumb(0x00008eb4, 0x0000b4e9), // push {r0, r3, r5, r6, r7}
            Word::thumb(0x00008eb6, 0x000073b2), // strb r2, [r6, #14]
            Word::thumb(0x00008eb8, 0x0000b877), // udf 0xb877
            Word::thumb(0x00008eba, 0x00000812), // lsrs r2, r2, #32
            Word::thumb(0x00008ebc, 0x0000de7b), // udf #123
            Word::thumb(0x00008ebe, 0x0000df61), // svc 97
            Word::thumb(0x00008ec0, 0x0000de5b), // udf #91
            Word::thumb(0x00008ec2, 0x000047fb), // udf 0x47fb
            Word::thumb(0x00008ec4, 0x00001e3d), // subs r5, r7, #0
            Word::thumb(0x00008ec6, 0x0000502a), // str r2, [r5, r0]
            Word::thumb(0x00008ec8, 0x00001d7d), // adds r5, r7, #5
            Word::thumb(0x00008eca, 0x0000a962), // add r1, sp, #392
            Word::thumb(0x00008ecc, 0x0000852a), // strh r2, [r5, #40]
            Word::thumb(0x00008ece, 0x00003241), // adds r2, #65
            Word::thumb(0x00008ed0, 0x0000f000), // blx 0x9bac
            Word::thumb(0x00008ed2, 0x0000ee6c), // blx.suffix pc, lr, #3288
            Word::thumb(0x00008ed4, 0x0000b154), // udf 0xb154
            Word::thumb(0x00008ed6, 0x0000cf71), // ldmia r7!, {r0, r4, r5, r6}
            Word::thumb(0x00008ed8, 0x0000df82), // svc 130
            Word::thumb(0x00008eda, 0x0000a097), // add r0, pc, #604
            Word::thumb(0x00008edc, 0x0000b071), // add sp, #452
            Word::thumb(0x00008ede, 0x0000be89), // bkpt 0x0089
            Word::thumb(0x00008ee0, 0x00001ea4), // subs r4, r4, #2
            Word::thumb(0x00008ee2, 0x000095e9), // str r5, [sp, #932]
            Word::thumb(0x00008ee4, 0x0000c34f), // stmia r3!, {r0, r1, r2, r3, r6}
            Word::thumb(0x00008ee6, 0x0000bc96), // pop {r1, r2, r4, r7}
            Word::thumb(0x00008ee8, 0x0000f863), // bl.suffix pc, lr, #198
            Word::thumb(0x00008eea, 0x0000ef53), // blx.suffix pc, lr, #3750
            Word::thumb(0x00008eec, 0x0000a050), // add r0, pc, #320
            Word::thumb(0x00008eee, 0x00000011), // movs r1, r2
            Word::thumb(0x00008ef0, 0x0000be78), // bkpt 0x0078
            Word::thumb(0x00008ef2, 0x0000dcc6), // bgt.n 0x8e82
            Word::thumb(0x00008ef4, 0x000047f0), // blx lr
            Word::thumb(0x00008ef6, 0x0000be6a), // bkpt 0x006a
            Word::thumb(0x00008ef8, 0x0000c824), // ldmia r0!, {r2, r5}
            Word::thumb(0x00008efa, 0x0000ce5a), // ldmia r6, {r1, r3, r4, r6}
            Word::thumb(0x00008efc, 0x0000b936), // udf 0xb936
            Word::thumb(0x00008efe, 0x00004777), // udf 0x4777
            Word::thumb(0x00008f00, 0x00001ee9), // subs r1, r5, #3
            Word::thumb(0x00008f02, 0x00009c20), // ldr r4, [sp, #128]
            Word::thumb(0x00008f04, 0x0000ad7e), // add r5, sp, #504
            Word::thumb(0x00008f06, 0x00006f68), // ldr r0, [r5, #116]
            Word::thumb(0x00008f08, 0x0000e141), // b.n 0x918e
            Word::thumb(0x00008f0a, 0x000000e7), // lsls r7, r4, #3
            Word::thumb(0x00008f0c, 0x0000aa4c), // add r2, sp, #304
            Word::thumb(0x00008f0e, 0x0000c1b3), // stmia r1!, {r0, r1, r4, r5, r7}
            Word::thumb(0x00008f10, 0x00001cc7), // adds r7, r0, #3
            Word::thumb(0x00008f12, 0x0000b59a), // push {r1, r3, r4, r7, lr}
            Word::thumb(0x00008f14, 0x0000b518), // push {r3, r4, lr}
            Word::thumb(0x00008f16, 0x0000deac), // udf #172
            Word::thumb(0x00008f18, 0x000018cc), // adds r4, r1, r3
            Word::thumb(0x00008f1a, 0x00007c41), // ldrb r1, [r0, #17]
            Word::thumb(0x00008f1c, 0x0000e968), // blx.suffix pc, lr, #720
            Word::thumb(0x00008f1e, 0x0000888a), // ldrh r2, [r1, #4]
            Word::thumb(0x00008f20, 0x0000da16), // bge.n 0x8f50
            Word::thumb(0x00008f22, 0x00004708), // bx r1
            Word::thumb(0x00008f24, 0x00004738), // bx r7
            Word::thumb(0x00008f26, 0x000008ef), // lsrs r7, r5, #3
            Word::thumb(0x00008f28, 0x000047b8), // blx r7
            Word::thumb(0x00008f2a, 0x0000194c), // adds r4, r1, r5
            Word::thumb(0x00008f2c, 0x00008629), // strh r1, [r5, #48]
            Word::thumb(0x00008f2e, 0x0000b01b), // add sp, #108
            Word::thumb(0x00008f30, 0x0000b5c4), // push {r2, r6, r7, lr}
            Word::thumb(0x00008f32, 0x0000d541), // bpl.n 0x8fb8
            Word::thumb(0x00008f34, 0x0000b031), // add sp, #196
            Word::thumb(0x00008f36, 0x00004c40), // ldr r4, [pc, #256]
            Word::thumb(0x00008f38, 0x0000234d), // movs r3, #77
            Word::thumb(0x00008f3a, 0x0000b5e7), // push {r0, r1, r2, r5, r6, r7, lr}
            Word::thumb(0x00008f3c, 0x00008463), // strh r3, [r4, #34]
            Word::thumb(0x00008f3e, 0x00000683), // lsls r3, r0, #26
            Word::thumb(0x00008f40, 0x00005d53), // ldrb r3, [r2, r5]
            Word::thumb(0x00008f42, 0x000057aa), // ldrsb r2, [r5, r6]
            Word::thumb(0x00008f44, 0x000053cb), // strh r3, [r1, r7]
            Word::thumb(0x00008f46, 0x00009743), // str r7, [sp, #268]
            Word::thumb(0x00008f48, 0x0000e003), // b.n 0x8f52
            Word::thumb(0x00008f4a, 0x0000b045), // add sp, #276
            Word::thumb(0x00008f4c, 0x0000c362), // stmia r3!, {r1, r5, r6}
            Word::thumb(0x00008f4e, 0x0000fada), // bl.suffix pc, lr, #1460
            Word::thumb(0x00008f50, 0x00005a1d), // ldrh r5, [r3, r0]
            Word::thumb(0x00008f52, 0x00002e10), // cmp r6, #16
            Word::thumb(0x00008f54, 0x0000eba1), // blx.suffix pc, lr, #1858
            Word::thumb(0x00008f56, 0x0000b55c), // push {r2, r3, r4, r6, lr}
            Word::thumb(0x00008f58, 0x00004788), // blx r1
            Word::thumb(0x00008f5a, 0x00008bb1), // ldrh r1, [r6, #28]
            Word::thumb(0x00008f5c, 0x000053bd), // strh r5, [r7, r6]
            Word::thumb(0x00008f5e, 0x00002d81), // cmp r5, #129
            Word::thumb(0x00008f60, 0x00003e84), // subs r6, #132
            Word::thumb(0x00008f62, 0x0000471f), // udf 0x471f
            Word::thumb(0x00008f64, 0x0000497f), // ldr r1, [pc, #508]
            Word::thumb(0x00008f66, 0x000047f8), // blx pc
            Word::thumb(0x00008f68, 0x00003e3f), // subs r6, #63
            Word::thumb(0x00008f6a, 0x0000fb86), // bl.suffix pc, lr, #1804
            Word::thumb(0x00008f6c, 0x0000bc3c), // pop {r2, r3, r4, r5}
            Word::thumb(0x00008f6e, 0x0000b5d0), // push {r4, r6, r7, lr}
            Word::thumb(0x00008f70, 0x0000426d), // negs r5, r5
            Word::thumb(0x00008f72, 0x00004356), // muls r6, r2
            Word::thumb(0x00008f74, 0x0000a7b4), // add r7, pc, #720
            Word::thumb(0x00008f76, 0x00004783), // udf 0x4783
            Word::thumb(0x00008f78, 0x000040a3), // lsls r3, r4
            Word::thumb(0x00008f7a, 0x0000d430), // bmi.n 0x8fde
            Word::thumb(0x00008f7c, 0x000047c0), // blx r8
            Word::thumb(0x00008f7e, 0x00004110), // asrs r0, r2
            Word::thumb(0x00008f80, 0x000006ae), // lsls r6, r5, #26
            Word::thumb(0x00008f82, 0x00004732), // udf 0x4732
            Word::thumb(0x00008f84, 0x0000dfea), // svc 234
            Word::thumb(0x00008f86, 0x0000462d), // mov r5, r5
            Word::thumb(0x00008f88, 0x0000f7ff), // blx 0x8a2c
            Word::thumb(0x00008f8a, 0x0000ed50), // blx.suffix pc, lr, #2720
            Word::thumb(0x00008f8c, 0x000044e2), // add sl, ip
            Word::thumb(0x00008f8e, 0x0000e7de), // b.n 0x8f4e
            Word::thumb(0x00008f90, 0x000047d8), // blx fp
            Word::thumb(0x00008f92, 0x000098e7), // ldr r0, [sp, #924]
            Word::thumb(0x00008f94, 0x00001b2c), // subs r4, r5, r4
            Word::thumb(0x00008f96, 0x00001e1a), // subs r2, r3, #0
            Word::thumb(0x00008f98, 0x000014c2), // asrs r2, r0, #19
            Word::thumb(0x00008f9a, 0x0000aca7), // add r4, sp, #668
            Word::thumb(0x00008f9c, 0x00001fdd), // subs r5, r3, #7
            Word::thumb(0x00008f9e, 0x00001d09), // adds r1, r1, #4
            Word::thumb(0x00008fa0, 0x0000c1c0), // stmia r1!, {r6, r7}
            Word::thumb(0x00008fa2, 0x0000b152), // udf 0xb152
            Word::thumb(0x00008fa4, 0x0000ff05), // bl.suffix pc, lr, #3594
            Word::thumb(0x00008fa6, 0x0000beab), // bkpt 0x00ab
            Word::thumb(0x00008fa8, 0x0000be65), // bkpt 0x0065
            Word::thumb(0x00008faa, 0x000047e8), // blx sp
            Word::thumb(0x00008fac, 0x0000bd2f), // pop {r0, r1, r2, r3, r5, pc}
            Word::thumb(0x00008fae, 0x0000be6e), // bkpt 0x006e
            Word::thumb(0x00008fb0, 0x000047e0), // blx ip
            Word::thumb(0x00008fb2, 0x0000025e), // lsls r6, r3, #9
            Word::thumb(0x00008fb4, 0x0000500d), // str r5, [r1, r0]
            Word::thumb(0x00008fb6, 0x0000df4a), // svc 74
            Word::thumb(0x00008fb8, 0x0000b4b3), // push {r0, r1, r4, r5, r7}
            Word::thumb(0x00008fba, 0x0000367f), // adds r6, #127
            Word::thumb(0x00008fbc, 0x00004492), // add sl, r2
            Word::thumb(0x00008fbe, 0x000024e3), // movs r4, #227
            Word::thumb(0x00008fc0, 0x0000a8da), // add r0, sp, #872
            Word::thumb(0x00008fc2, 0x0000a2dc), // add r2, pc, #880
            Word::thumb(0x00008fc4, 0x0000b097), // sub sp, #92
            Word::thumb(0x00008fc6, 0x0000b06c), // add sp, #432
            Word::thumb(0x00008fc8, 0x0000a866), // add r0, sp, #408
            Word::thumb(0x00008fca, 0x00005b6a), // ldrh r2, [r5, r5]
            Word::thumb(0x00008fcc, 0x0000cebb), // ldmia r6!, {r0, r1, r3, r4, r5, r7}
            Word::thumb(0x00008fce, 0x000006f5), // lsls r5, r6, #27
            Word::thumb(0x00008fd0, 0x00001c6e), // adds r6, r5, #1
            Word::thumb(0x00008fd2, 0x00008756), // strh r6, [r2, #58]
            Word::thumb(0x00008fd4, 0x0000eb86), // blx.suffix pc, lr, #1804
            Word::thumb(0x00008fd6, 0x0000b096), // sub sp, #88
            Word::thumb(0x00008fd8, 0x0000b541), // push {r0, r6, lr}
            Word::thumb(0x00008fda, 0x0000debe), // udf #190
            Word::thumb(0x00008fdc, 0x0000e027), // b.n 0x902e
            Word::thumb(0x00008fde, 0x00008959), // ldrh r1, [r3, #10]
            Word::thumb(0x00008fe0, 0x0000b035), // add sp, #212
            Word::thumb(0x00008fe2, 0x00007c67), // ldrb r7, [r4, #17]
            Word::thumb(0x00008fe4, 0x00007c7c), // ldrb r4, [r7, #17]
            Word::thumb(0x00008fe6, 0x0000de1c), // udf #28
            Word::thumb(0x00008fe8, 0x0000a045), // add r0, pc, #276
            Word::thumb(0x00008fea, 0x00003d6f), // subs r5, #111
            Word::thumb(0x00008fec, 0x0000be60), // bkpt 0x0060
            Word::thumb(0x00008fee, 0x0000dfa5), // svc 165
            Word::thumb(0x00008ff0, 0x0000a478), // add r4, pc, #480
            Word::thumb(0x00008ff2, 0x0000fbd6), // bl.suffix pc, lr, #1964
            Word::thumb(0x00008ff4, 0x0000472b), // udf 0x472b
            Word::thumb(0x00008ff6, 0x0000bfa6), // udf 0xbfa6
            Word::thumb(0x00008ff8, 0x0000429f), // cmp r7, r3
            Word::thumb(0x00008ffa, 0x00003bc0), // subs r3, #192
            Word::thumb(0x00008ffc, 0x0000e031), // b.n 0x9062
            Word::thumb(0x00008ffe, 0x0000e234), // b.n 0x946a
        ],
    });
}

//! Fuzz regression `seed_0000000000005500_chained`: divergence, seed 0x5500, run through the run loop (blocks chained) to tick 3567; the block-by-block run agreed
//! registers differ (rows marked *)
//! d11: interpreter 7c677edbc5a2d1b8, JIT 7b0e7577c5a2d1b8
//! (ARMv7-A profile: `goldtrace-fuzz --profile armv7 --seed 21760 --cases 1`.) Only
//! d11's high half (s23) differs, after a run through the run loop (the JIT chaining
//! blocks, interrupt lines rising); block by block the engines agree. Thumb case; at the
//! last agreeing tick both are at 0x8110 (`uxtb16 r3, r8, ror #8; b.w 0x7a0300`, into
//! the bus's hashed words), FPSCR 0x71800095 at the start (RMode 10, FZ), so the word
//! that writes s23 runs from the bus region or at 0x811a (`vfms.f32 s23, s10, s9`).
//! The tick at which they first differ depends on the tick model of the tree built.
//! Narrowed by hand (interpreter alone, then the run-loop report of f547e41): the JIT
//! enters the block at 0x8110 with ITSTATE 0xd7 (CPSR 160dd63b, flags N=0 Z=0 V=1), runs
//! `uxtb16` (LE, passes), then `sub sp, #468` at 0x8114 although its IT condition (GT)
//! fails (r13 c73 -> a9f), then `hvc` at 0x8116 (UNDEFINED here) with SPSR_und ITSTATE
//! 0xce, the state of the `sub`, not advanced; the interpreter saves 0xdc (the `hvc`'s
//! own state, as QEMU's gen_exception_insn does). The Undefined handler's MOVS pc, lr
//! then returns to `vfms.f32 s23, s10, s9` at 0x811a under different IT states, which the
//! loop through 0x8110..0x811a accumulates into s23. As if the JIT ran a translation of
//! the block made for IT state 0 (no IT conditions, no IT advance): the IT state came
//! from `msr CPSR_fsx, r4` at 0x810c, two instructions before, which the interpreter's
//! `status::msr` lets write the IT bits; QEMU 7.2's `msr_mask` clears CPSR_EXEC (T, IT,
//! J) from every MSR to the CPSR, so on QEMU the IT state would have stayed 0.

use arm::cp15::Cp15Regs;
use arm::state::{ExclusiveMonitor, VfpRegs};
use arm::CpuState;
use goldtrace::fuzz::{Spec, Word};

#[test]
fn replays_without_divergence() {
    super::replay(Spec {
        seed: 0x5500,
        fill_seed: 0x857a1de41f99f85e,
        ticks: 0,
        blocks: 1000,
        traced: false,
        state: CpuState {
            r: [
                0xb3168, 0x38688, 0x37908, 0x19, 0x167a0, 0x20, 0xb9a90, 0xaa2e4, 0xb0f5b, 0xb39c8,
                0x4d8a4, 0xc0000c5c, 0xfffffff4, 0xc164c, 0x9e547f94, 0x84b2,
            ],
            n: 0x1,
            z: 0x0,
            c: 0x0,
            v: 0x0,
            cpsr_rest: 0x5003b,
            banked_r13_r14: [
                [0xb92e4, 0x101f1068],
                [0x9f35c, 0x13ab35e2],
                [0xd787c, 0x8000],
                [0x100007, 0xffffffe1],
                [0xffff8, 0x816d],
                [0x41c84, 0x37318],
            ],
            banked_r8_r12: [
                [0x5, 0x220a8cc8, 0xda828, 0x4663930a, 0xfffffffe],
                [0x27f18, 0x10000c, 0x0, 0x618cc, 0x15],
            ],
            spsr: [
                0x0, 0x480401f3, 0x68040097, 0xc80f0097, 0x680101d7, 0x80050152,
            ],
            vfp: VfpRegs {
                d: [
                    0x44c456e9b935964f,
                    0x3ff118bfef470816,
                    0x0,
                    0x7ff4000000000001,
                    0xfa3c0927d2cebff0,
                    0x7f8000003fc1f31c,
                    0x0,
                    0x7b2c2f832b2d01ea,
                    0x3faf6f3b3f800000,
                    0xff800000,
                    0x3ffb25895d1b44f6,
                    0xcf000000c5a2d1b8,
                    0xfff80000deadbeef,
                    0xf9ce8c5d6818e242,
                    0xbff8000000000000,
                    0x7fefffffffffffff,
                    0x7ff0000000000000,
                    0x5327ce758f4e7c34,
                    0x7fefffffffffffff,
                    0xdd2aba57c5cdb4d8,
                    0xa815a1c7fc0e8009,
                    0x800000,
                    0xfff80000deadbeef,
                    0x0,
                    0x7f7fffff3fd38df5,
                    0x3ffa03678c2813d2,
                    0x3ff0000000000000,
                    0xf8cc2726a4347556,
                    0x7f8000003fc5c486,
                    0x3ffec963dd6fa032,
                    0x7ff4000000000001,
                    0x3fca0eab,
                ],
                fpscr: 0x71800095,
                fpexc: 0x40000000,
            },
            monitor: ExclusiveMonitor {
                addr: None,
                value: 0x0,
            },
            psr_bits: 0xfe0fffff,
        },
        cp15: Cp15Regs {
            control: 0xc50078,
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
            Word::thumb(0x00008000, 0x00000be5), // lsrs r5, r4, #15
            Word::thumb(0x00008002, 0x0000eead), // vfms.f64 d13, d29, d12
            Word::thumb(0x00008004, 0x0000dbcc), // (second half)
            Word::thumb(0x00008006, 0x0000ba2d), // rev r5, r5
            Word::thumb(0x00008008, 0x0000eef3), // vcvtb.f16.f32 s1, s12
            Word::thumb(0x0000800a, 0x00000a46), // (second half)
            Word::thumb(0x0000800c, 0x00009f26), // ldr r7, [sp, #152]
            Word::thumb(0x0000800e, 0x00004661), // mov r1, ip
            Word::thumb(0x00008010, 0x0000eee8), // vmsr fpexc, pc
            Word::thumb(0x00008012, 0x0000fa10), // (second half)
            Word::thumb(0x00008014, 0x0000c0d9), // stmia r0!, {r0, r3, r4, r6, r7}
            Word::thumb(0x00008016, 0x0000500c), // str r4, [r1, r0]
            Word::thumb(0x00008018, 0x0000e7c1), // b.n 0x7f9e
            Word::thumb(0x0000801a, 0x0000f010), // ands.w r5, r0, #188743680
            Word::thumb(0x0000801c, 0x00006534), // (second half)
            Word::thumb(0x0000801e, 0x0000de64), // udf #100
            Word::thumb(0x00008020, 0x0000bcbe), // pop {r1, r2, r3, r4, r5, r7}
            Word::thumb(0x00008022, 0x00004eb3), // ldr r6, [pc, #716]
            Word::thumb(0x00008024, 0x0000b5e0), // push {r5, r6, r7, lr}
            Word::thumb(0x00008026, 0x0000b4e5), // push {r0, r2, r5, r6, r7}
            Word::thumb(0x00008028, 0x0000eeb2), // vcvtt.f32.f16 s16, s13
            Word::thumb(0x0000802a, 0x00008ae6), // (second half)
            Word::thumb(0x0000802c, 0x0000fbcc), // smlalbb r8, r2, ip, r6
            Word::thumb(0x0000802e, 0x00008286), // (second half)
            Word::thumb(0x00008030, 0x0000bf37), // itett cc
            Word::thumb(0x00008032, 0x0000eedd), // vfnms.f64 d20, d13, d29
            Word::thumb(0x00008034, 0x00004b2d), // (second half)
            Word::thumb(0x00008036, 0x0000b34b), // cbz r3, 0x808c
            Word::thumb(0x00008038, 0x0000eb17), // cmn.w r7, ip, lsl #5
            Word::thumb(0x0000803a, 0x00001f4c), // (second half)
            Word::thumb(0x0000803c, 0x0000e00d), // b.n 0x805a
            Word::thumb(0x0000803e, 0x00001e34), // subs r4, r6, #0
            Word::thumb(0x00008040, 0x0000ba51), // rev16 r1, r2
            Word::thumb(0x00008042, 0x0000fa52), // uxtab r4, r2, r5, ror #8
            Word::thumb(0x00008044, 0x0000f495), // (second half)
            Word::thumb(0x00008046, 0x0000eac4), // pkhtb pc, r4, pc, asr #16
            Word::thumb(0x00008048, 0x00004f2f), // (second half)
            Word::thumb(0x0000804a, 0x00003df5), // subs r5, #245
            Word::thumb(0x0000804c, 0x0000bf8a), // itet hi
            Word::thumb(0x0000804e, 0x0000dea5), // udf #165
            Word::thumb(0x00008050, 0x0000eeea), // vfms.f32 s15, s20, s18
            Word::thumb(0x00008052, 0x00007a49), // (second half)
            Word::thumb(0x00008054, 0x0000e7e5), // b.n 0x8022
            Word::thumb(0x00008056, 0x0000e8d7), // udf 0xe8d70d7f
            Word::thumb(0x00008058, 0x00000d7f), // (second half)
            Word::thumb(0x0000805a, 0x0000bfc6), // itte gt
            Word::thumb(0x0000805c, 0x0000ee94), // vfnma.f32 s28, s8, s21
            Word::thumb(0x0000805e, 0x0000ea6a), // (second half)
            Word::thumb(0x00008060, 0x0000bfb0), // nop {11}
            Word::thumb(0x00008062, 0x0000f244), // movw r4, #16693
            Word::thumb(0x00008064, 0x00001435), // (second half)
            Word::thumb(0x00008066, 0x0000fb4f), // smlsdx r6, pc, r3, r6
            Word::thumb(0x00008068, 0x00006613), // (second half)
            Word::thumb(0x0000806a, 0x0000eeb1), // vsqrt.f64 d8, d28
            Word::thumb(0x0000806c, 0x00008bec), // (second half)
            Word::thumb(0x0000806e, 0x00001a33), // subs r3, r6, r0
            Word::thumb(0x00008070, 0x0000f85e), // ldr.w r7, [lr, #-158]
            Word::thumb(0x00008072, 0x00007c9e), // (second half)
            Word::thumb(0x00008074, 0x0000d2e0), // bcs.n 0x8038
            Word::thumb(0x00008076, 0x0000b061), // add sp, #388
            Word::thumb(0x00008078, 0x0000bee5), // bkpt 0x00e5
            Word::thumb(0x0000807a, 0x0000f60c), // addw pc, ip, #2725
            Word::thumb(0x0000807c, 0x00002fa5), // (second half)
            Word::thumb(0x0000807e, 0x0000bbb6), // cbnz r6, 0x80ee
            Word::thumb(0x00008080, 0x0000b433), // push {r0, r1, r4, r5}
            Word::thumb(0x00008082, 0x0000a664), // add r6, pc, #400
            Word::thumb(0x00008084, 0x0000f3bf), // clrex
            Word::thumb(0x00008086, 0x00008f2f), // (second half)
            Word::thumb(0x00008088, 0x00004c32), // ldr r4, [pc, #200]
            Word::thumb(0x0000808a, 0x0000e19e), // b.n 0x83ca
            Word::thumb(0x0000808c, 0x0000eeb8), // vcvt.f64.s32 d13, s20
            Word::thumb(0x0000808e, 0x0000dbca), // (second half)
            Word::thumb(0x00008090, 0x00001c28), // adds r0, r5, #0
            Word::thumb(0x00008092, 0x00004770), // bx lr
            Word::thumb(0x00008094, 0x0000eeaf), // vfma.f32 s24, s31, s31
            Word::thumb(0x00008096, 0x0000caaf), // (second half)
            Word::thumb(0x00008098, 0x00001fb6), // subs r6, r6, #6
            Word::thumb(0x0000809a, 0x0000ec49), // mcrr 15, 11, r4, r9, cr3
            Word::thumb(0x0000809c, 0x00004fb3), // (second half)
            Word::thumb(0x0000809e, 0x000045f8), // cmp r8, pc
            Word::thumb(0x000080a0, 0x0000a3f3), // add r3, pc, #972
            Word::thumb(0x000080a2, 0x0000de2f), // udf #47
            Word::thumb(0x000080a4, 0x00001bdf), // subs r7, r3, r7
            Word::thumb(0x000080a6, 0x0000f80e), // strb.w r6, [lr, r0, lsl #3]
            Word::thumb(0x000080a8, 0x00006030), // (second half)
            Word::thumb(0x000080aa, 0x0000bf40), // sev
            Word::thumb(0x000080ac, 0x0000fbe6), // umaal r2, r8, r6, sl
            Word::thumb(0x000080ae, 0x0000286a), // (second half)
            Word::thumb(0x000080b0, 0x0000bdde), // pop {r1, r2, r3, r4, r6, r7, pc}
            Word::thumb(0x000080b2, 0x0000e9bc), // rfeia ip!
            Word::thumb(0x000080b4, 0x0000c000), // (second half)
            Word::thumb(0x000080b6, 0x0000fb2c), // smlad sl, ip, fp, r6
            Word::thumb(0x000080b8, 0x00006a0b), // (second half)
            Word::thumb(0x000080ba, 0x00001873), // adds r3, r6, r1
            Word::thumb(0x000080bc, 0x000079cb), // ldrb r3, [r1, #7]
            Word::thumb(0x000080be, 0x0000fbca), // smlald r3, r3, sl, sl
            Word::thumb(0x000080c0, 0x000033ca), // (second half)
            Word::thumb(0x000080c2, 0x0000e8d9), // tbb [r9, fp]
            Word::thumb(0x000080c4, 0x0000f00b), // (second half)
            Word::thumb(0x000080c6, 0x0000be52), // bkpt 0x0052
            Word::thumb(0x000080c8, 0x0000bf40), // sev
            Word::thumb(0x000080ca, 0x0000bf5b), // ittet pl
            Word::thumb(0x000080cc, 0x0000eeb5), // vcmpe.f64 d0, #0.0
            Word::thumb(0x000080ce, 0x00000bc0), // (second half)
            Word::thumb(0x000080d0, 0x0000b650), // setend le
            Word::thumb(0x000080d2, 0x00001ecc), // subs r4, r1, #3
            Word::thumb(0x000080d4, 0x0000bb9c), // cbnz r4, 0x813e
            Word::thumb(0x000080d6, 0x0000fb93), // sdiv pc, r3, r7
            Word::thumb(0x000080d8, 0x0000fff7), // (second half)
            Word::thumb(0x000080da, 0x000041c5), // rors r5, r0
            Word::thumb(0x000080dc, 0x0000ed6b), // udf 0xed6b5a6e
            Word::thumb(0x000080de, 0x00005a6e), // (second half)
            Word::thumb(0x000080e0, 0x0000f07f), // mvns.w r0, #4143380214
            Word::thumb(0x000080e2, 0x000030f6), // (second half)
            Word::thumb(0x000080e4, 0x0000bfdc), // itt le
            Word::thumb(0x000080e6, 0x000041e9), // rors r1, r5
            Word::thumb(0x000080e8, 0x000047e6), // udf 0x47e6
            Word::thumb(0x000080ea, 0x0000b96d), // cbnz r5, 0x8108
            Word::thumb(0x000080ec, 0x000007fc), // lsls r4, r7, #31
            Word::thumb(0x000080ee, 0x00001889), // adds r1, r1, r2
            Word::thumb(0x000080f0, 0x0000f9b8), // ldrsh.w pc, [r8, #140]
            Word::thumb(0x000080f2, 0x0000f08c), // (second half)
            Word::thumb(0x000080f4, 0x0000f3bf), // dmb ishst
            Word::thumb(0x000080f6, 0x00008f5a), // (second half)
            Word::thumb(0x000080f8, 0x0000ed79), // udf 0xed79aada
            Word::thumb(0x000080fa, 0x0000aada), // (second half)
            Word::thumb(0x000080fc, 0x0000f8dc), // ldr.w r9, [ip, #287]
            Word::thumb(0x000080fe, 0x0000911f), // (second half)
            Word::thumb(0x00008100, 0x0000bfd9), // ittee le
            Word::thumb(0x00008102, 0x0000c6ed), // stmia r6!, {r0, r2, r3, r5, r6, r7}
            Word::thumb(0x00008104, 0x0000ee5a), // vnmla.f64 d21, d10, d25
            Word::thumb(0x00008106, 0x00005b69), // (second half)
            Word::thumb(0x00008108, 0x0000ea5f), // movs.w r7, r3, asr #9
            Word::thumb(0x0000810a, 0x00002763), // (second half)
            Word::thumb(0x0000810c, 0x0000f384), // msr CPSR_fsx, r4
            Word::thumb(0x0000810e, 0x00008e00), // (second half)
            Word::thumb(0x00008110, 0x0000fa3f), // uxtb16 r3, r8, ror #8
            Word::thumb(0x00008112, 0x0000f398), // (second half)
            Word::thumb(0x00008114, 0x0000b0f5), // sub sp, #468
            Word::thumb(0x00008116, 0x0000f7e5), // hvc #22889
            Word::thumb(0x00008118, 0x00008969), // (second half)
            Word::thumb(0x0000811a, 0x0000eee5), // vfms.f32 s23, s10, s9
            Word::thumb(0x0000811c, 0x0000ba64), // (second half)
            Word::thumb(0x0000811e, 0x0000b042), // add sp, #264
            Word::thumb(0x00008120, 0x00004239), // tst r1, r7
            Word::thumb(0x00008122, 0x0000f093), // teq r3, #57147392
            Word::thumb(0x00008124, 0x00007f5a), // (second half)
            Word::thumb(0x00008126, 0x0000f6a0), // subw sp, r0, #2457
            Word::thumb(0x00008128, 0x00001d99), // (second half)
            Word::thumb(0x0000812a, 0x0000ee00), // vmla.f32 s6, s1, s17
            Word::thumb(0x0000812c, 0x00003aa8), // (second half)
            Word::thumb(0x0000812e, 0x0000bc30), // pop {r4, r5}
            Word::thumb(0x00008130, 0x0000e98d), // srsia sp, #0
            Word::thumb(0x00008132, 0x0000c000), // (second half)
            Word::thumb(0x00008134, 0x0000bce8), // pop {r3, r5, r6, r7}
            Word::thumb(0x00008136, 0x0000e7e8), // b.n 0x810a
            Word::thumb(0x00008138, 0x0000eef8), // vcvt.f64.u32 d20, s21
            Word::thumb(0x0000813a, 0x00004b6a), // (second half)
            Word::thumb(0x0000813c, 0x0000fb79), // usada8 lr, r9, lr, r1
            Word::thumb(0x0000813e, 0x00001e0e), // (second half)
            Word::thumb(0x00008140, 0x0000eeb4), // vcmpe.f64 d15, d26
            Word::thumb(0x00008142, 0x0000fbea), // (second half)
            Word::thumb(0x00008144, 0x00001c95), // adds r5, r2, #2
            Word::thumb(0x00008146, 0x0000bac9), // revsh r1, r1
            Word::thumb(0x00008148, 0x0000bfc1), // itttt gt
            Word::thumb(0x0000814a, 0x00004683), // mov fp, r0
            Word::thumb(0x0000814c, 0x0000f0be), // bcs.w 0x1064a4
            Word::thumb(0x0000814e, 0x0000a9aa), // (second half)
            Word::thumb(0x00008150, 0x000047b0), // blx r6
            Word::thumb(0x00008152, 0x0000aefa), // add r6, sp, #1000
            Word::thumb(0x00008154, 0x0000fbd4), // smlsldx r0, ip, r4, ip
            Word::thumb(0x00008156, 0x00000cdc), // (second half)
            Word::thumb(0x00008158, 0x0000ce1d), // ldmia r6!, {r0, r2, r3, r4}
            Word::thumb(0x0000815a, 0x00009631), // str r6, [sp, #196]
            Word::thumb(0x0000815c, 0x0000ca79), // ldmia r2!, {r0, r3, r4, r5, r6}
            Word::thumb(0x0000815e, 0x0000ebbd), // subs.w r0, sp, r8, asr #21
            Word::thumb(0x00008160, 0x00005068), // (second half)
            Word::thumb(0x00008162, 0x0000bf33), // iteet cc
            Word::thumb(0x00008164, 0x0000450b), // cmp r3, r1
            Word::thumb(0x00008166, 0x0000fa8c), // qsub ip, r0, ip
            Word::thumb(0x00008168, 0x0000fca0), // (second half)
            Word::thumb(0x0000816a, 0x0000fb7d), // usad8 r2, sp, pc
            Word::thumb(0x0000816c, 0x0000f20f), // (second half)
            Word::thumb(0x0000816e, 0x0000f11a), // cmn.w sl, #337641472
            Word::thumb(0x00008170, 0x00005fa1), // (second half)
            Word::thumb(0x00008172, 0x0000bf4e), // itee mi
            Word::thumb(0x00008174, 0x0000f85a), // ldrt r1, [sl, #136]
            Word::thumb(0x00008176, 0x00001e88), // (second half)
            Word::thumb(0x00008178, 0x00004c9a), // ldr r4, [pc, #616]
            Word::thumb(0x0000817a, 0x0000eb1b), // cmn.w fp, r1, ror #7
            Word::thumb(0x0000817c, 0x00001ff1), // (second half)
            Word::thumb(0x0000817e, 0x0000fb0e), // mul.w r8, lr, r1
            Word::thumb(0x00008180, 0x0000f801), // (second half)
            Word::thumb(0x00008182, 0x0000ea2c), // bic.w r9, ip, r3, lsr #31
            Word::thumb(0x00008184, 0x000079d3), // (second half)
            Word::thumb(0x00008186, 0x0000fbba), // udiv pc, sl, r0
            Word::thumb(0x00008188, 0x0000fff0), // (second half)
            Word::thumb(0x0000818a, 0x0000ed2d), // udf 0xed2d3ab5
            Word::thumb(0x0000818c, 0x00003ab5), // (second half)
            Word::thumb(0x0000818e, 0x0000b660), // cpsie
            Word::thumb(0x00008190, 0x000047e0), // blx ip
            Word::thumb(0x00008192, 0x0000fa0f), // sxth.w r0, r0, ror #24
            Word::thumb(0x00008194, 0x0000f0b0), // (second half)
            Word::thumb(0x00008196, 0x0000ec4e), // vmov d19, r3, lr
            Word::thumb(0x00008198, 0x00003b33), // (second half)
            Word::thumb(0x0000819a, 0x00001dec), // adds r4, r5, #7
            Word::thumb(0x0000819c, 0x0000df87), // svc 135
            Word::thumb(0x0000819e, 0x00004d93), // ldr r5, [pc, #588]
            Word::thumb(0x000081a0, 0x000040dc), // lsrs r4, r3
            Word::thumb(0x000081a2, 0x00001c91), // adds r1, r2, #2
            Word::thumb(0x000081a4, 0x00004708), // bx r1
            Word::thumb(0x000081a6, 0x00004099), // lsls r1, r3
            Word::thumb(0x000081a8, 0x00009fa9), // ldr r7, [sp, #676]
            Word::thumb(0x000081aa, 0x0000ba16), // rev r6, r2
            Word::thumb(0x000081ac, 0x0000e8fd), // ldrd lr, r3, [sp], #924
            Word::thumb(0x000081ae, 0x0000e3e7), // (second half)
            Word::thumb(0x000081b0, 0x0000b02c), // add sp, #176
            Word::thumb(0x000081b2, 0x0000eef1), // vneg.f64 d30, d17
            Word::thumb(0x000081b4, 0x0000eb61), // (second half)
            Word::thumb(0x000081b6, 0x0000eed7), // mrc 15, 6, r3, cr7, cr4, {3}
            Word::thumb(0x000081b8, 0x00003f74), // (second half)
            Word::thumb(0x000081ba, 0x0000e8db), // tbb [fp, lr]
            Word::thumb(0x000081bc, 0x0000f00e), // (second half)
            Word::thumb(0x000081be, 0x0000eb0c), // add.w sl, ip, fp, asr #19
            Word::thumb(0x000081c0, 0x00004aeb), // (second half)
            Word::thumb(0x000081c2, 0x0000eedd), // vfnma.f64 d28, d29, d25
            Word::thumb(0x000081c4, 0x0000cbe9), // (second half)
            Word::thumb(0x000081c6, 0x0000fa84), // qdsub sp, lr, r4
            Word::thumb(0x000081c8, 0x0000fdbe), // (second half)
            Word::thumb(0x000081ca, 0x0000be25), // bkpt 0x0025
            Word::thumb(0x000081cc, 0x0000eb1a), // cmn.w sl, r8, lsl #30
            Word::thumb(0x000081ce, 0x00007f88), // (second half)
            Word::thumb(0x000081d0, 0x0000dafc), // bge.n 0x81cc
            Word::thumb(0x000081d2, 0x0000a827), // add r0, sp, #156
            Word::thumb(0x000081d4, 0x0000f801), // strb.w r2, [r1, #-19]
            Word::thumb(0x000081d6, 0x00002c13), // (second half)
            Word::thumb(0x000081d8, 0x0000dedf), // udf #223
            Word::thumb(0x000081da, 0x00006311), // str r1, [r2, #48]
            Word::thumb(0x000081dc, 0x0000e876), // ldrd ip, sp, [r6], #-892
            Word::thumb(0x000081de, 0x0000cddf), // (second half)
            Word::thumb(0x000081e0, 0x0000ee3b), // vadd.f64 d15, d11, d19
            Word::thumb(0x000081e2, 0x0000fb23), // (second half)
            Word::thumb(0x000081e4, 0x00001d0b), // adds r3, r1, #4
            Word::thumb(0x000081e6, 0x0000fb0a), // mla r7, sl, lr, sl
            Word::thumb(0x000081e8, 0x0000a70e), // (second half)
            Word::thumb(0x000081ea, 0x0000fb93), // sdiv r1, r3, sl
            Word::thumb(0x000081ec, 0x0000f1fa), // (second half)
            Word::thumb(0x000081ee, 0x000062ad), // str r5, [r5, #40]
            Word::thumb(0x000081f0, 0x0000f852), // ldrt sp, [r2, #10]
            Word::thumb(0x000081f2, 0x0000de0a), // (second half)
            Word::thumb(0x000081f4, 0x00009119), // str r1, [sp, #100]
            Word::thumb(0x000081f6, 0x0000f3ab), // usat16 lr, #27, fp
            Word::thumb(0x000081f8, 0x00000e1b), // (second half)
            Word::thumb(0x000081fa, 0x0000e847), // udf 0xe847ee5a
            Word::thumb(0x000081fc, 0x0000ee5a), // (second half)
            Word::thumb(0x000081fe, 0x0000bf45), // ittet mi
            Word::thumb(0x00008200, 0x0000bf60), // nop {6}
            Word::thumb(0x00008202, 0x0000fa7c), // rors.w sl, ip, r5
            Word::thumb(0x00008204, 0x0000fa05), // (second half)
            Word::thumb(0x00008206, 0x0000aec3), // add r6, sp, #780
            Word::thumb(0x00008208, 0x0000e85a), // ldrex lr, [sl, #404]
            Word::thumb(0x0000820a, 0x0000ef65), // (second half)
            Word::thumb(0x0000820c, 0x00005183), // str r3, [r0, r6]
            Word::thumb(0x0000820e, 0x0000eb0e), // add.w fp, lr, r0, lsl #5
            Word::thumb(0x00008210, 0x00001b40), // (second half)
            Word::thumb(0x00008212, 0x0000a81c), // add r0, sp, #112
            Word::thumb(0x00008214, 0x0000f3ff), // mrs r1, SPSR
            Word::thumb(0x00008216, 0x00008100), // (second half)
            Word::thumb(0x00008218, 0x0000c43c), // stmia r4!, {r2, r3, r4, r5}
            Word::thumb(0x0000821a, 0x0000bf9d), // ittte ls
            Word::thumb(0x0000821c, 0x00004365), // muls r5, r4
            Word::thumb(0x0000821e, 0x0000b965), // cbnz r5, 0x823a
            Word::thumb(0x00008220, 0x0000672f), // str r7, [r5, #112]
            Word::thumb(0x00008222, 0x00001dda), // adds r2, r3, #7
            Word::thumb(0x00008224, 0x0000eebd), // vcvtr.s32.f64 s24, d23
            Word::thumb(0x00008226, 0x0000cb67), // (second half)
            Word::thumb(0x00008228, 0x0000ee15), // vmov r8, s10
            Word::thumb(0x0000822a, 0x00008a10), // (second half)
            Word::thumb(0x0000822c, 0x00004b44), // ldr r3, [pc, #272]
            Word::thumb(0x0000822e, 0x0000eef1), // vmrs r4, fpscr
            Word::thumb(0x00008230, 0x00004a10), // (second half)
            Word::thumb(0x00008232, 0x0000bee5), // bkpt 0x00e5
            Word::thumb(0x00008234, 0x0000c780), // stmia r7!, {r7}
            Word::thumb(0x00008236, 0x0000e361), // b.n 0x88fc
            Word::thumb(0x00008238, 0x0000f3bf), // isb #8
            Word::thumb(0x0000823a, 0x00008f68), // (second half)
            Word::thumb(0x0000823c, 0x0000b1e1), // cbz r1, 0x8278
            Word::thumb(0x0000823e, 0x0000eef7), // vcvt.f32.f64 s23, d29
            Word::thumb(0x00008240, 0x0000bbed), // (second half)
            Word::thumb(0x00008242, 0x0000eec2), // vdiv.f64 d27, d18, d5
            Word::thumb(0x00008244, 0x0000bb85), // (second half)
            Word::thumb(0x00008246, 0x0000ec45), // vmov d2, r4, r5
            Word::thumb(0x00008248, 0x00004b12), // (second half)
            Word::thumb(0x0000824a, 0x0000bfad), // iteet ge
            Word::thumb(0x0000824c, 0x0000ee68), // vnmul.f32 s11, s17, s17
            Word::thumb(0x0000824e, 0x00005ae8), // (second half)
            Word::thumb(0x00008250, 0x0000eeb1), // vneg.f64 d11, d26
            Word::thumb(0x00008252, 0x0000bb6a), // (second half)
            Word::thumb(0x00008254, 0x0000e840), // strex lr, r5, [r0, #232]
            Word::thumb(0x00008256, 0x00005e3a), // (second half)
            Word::thumb(0x00008258, 0x00004aa4), // ldr r2, [pc, #656]
            Word::thumb(0x0000825a, 0x000093ce), // str r3, [sp, #824]
            Word::thumb(0x0000825c, 0x0000a278), // add r2, pc, #480
            Word::thumb(0x0000825e, 0x0000e74c), // b.n 0x80fa
            Word::thumb(0x00008260, 0x0000b650), // setend le
            Word::thumb(0x00008262, 0x0000b0a7), // sub sp, #156
            Word::thumb(0x00008264, 0x0000e7cc), // b.n 0x8200
            Word::thumb(0x00008266, 0x0000a484), // add r4, pc, #528
            Word::thumb(0x00008268, 0x00009fe3), // ldr r7, [sp, #908]
            Word::thumb(0x0000826a, 0x0000f34c), // udf 0xf34c6b8b
            Word::thumb(0x0000826c, 0x00006b8b), // (second half)
            Word::thumb(0x0000826e, 0x0000fa5f), // uxtb.w sp, ip, ror #24
            Word::thumb(0x00008270, 0x0000fdbc), // (second half)
            Word::thumb(0x00008272, 0x0000ea91), // teq r1, sp, ror #15
            Word::thumb(0x00008274, 0x00003ffd), // (second half)
            Word::thumb(0x00008276, 0x0000f85d), // ldr.w r5, [sp, #-241]
            Word::thumb(0x00008278, 0x00005cf1), // (second half)
            Word::thumb(0x0000827a, 0x0000ee01), // vmov s3, r3
            Word::thumb(0x0000827c, 0x00003a90), // (second half)
            Word::thumb(0x0000827e, 0x0000446e), // add r6, sp
            Word::thumb(0x00008280, 0x0000f911), // ldrsb.w r5, [r1], #22
            Word::thumb(0x00008282, 0x00005b16), // (second half)
            Word::thumb(0x00008284, 0x0000fa5f), // uxtb.w r9, r9, ror #16
            Word::thumb(0x00008286, 0x0000f9a9), // (second half)
            Word::thumb(0x00008288, 0x0000bfc1), // itttt gt
            Word::thumb(0x0000828a, 0x0000b081), // sub sp, #4
            Word::thumb(0x0000828c, 0x0000ea87), // eor.w r3, r7, r7, asr #9
            Word::thumb(0x0000828e, 0x00002367), // (second half)
            Word::thumb(0x00008290, 0x0000bac0), // revsh r0, r0
            Word::thumb(0x00008292, 0x00003ee8), // subs r6, #232
            Word::thumb(0x00008294, 0x000005ec), // lsls r4, r5, #23
            Word::thumb(0x00008296, 0x0000f203), // addw r7, r3, #1849
            Word::thumb(0x00008298, 0x00007739), // (second half)
            Word::thumb(0x0000829a, 0x0000f802), // strb.w sp, [r2, r7, lsl #2]
            Word::thumb(0x0000829c, 0x0000d027), // (second half)
            Word::thumb(0x0000829e, 0x0000b1ff), // cbz r7, 0x82e0
            Word::thumb(0x000082a0, 0x0000bac1), // revsh r1, r0
            Word::thumb(0x000082a2, 0x0000b2aa), // uxth r2, r5
            Word::thumb(0x000082a4, 0x0000f097), // teq r7, #263192576
            Word::thumb(0x000082a6, 0x00006f7b), // (second half)
            Word::thumb(0x000082a8, 0x0000b663), // cpsie if
            Word::thumb(0x000082aa, 0x0000f3de), // subs pc, lr, #0
            Word::thumb(0x000082ac, 0x00008f00), // (second half)
            Word::thumb(0x000082ae, 0x0000eea0), // vfma.f64 d14, d16, d5
            Word::thumb(0x000082b0, 0x0000eb85), // (second half)
            Word::thumb(0x000082b2, 0x0000f854), // ldr.w fp, [r4], #-121
            Word::thumb(0x000082b4, 0x0000b979), // (second half)
            Word::thumb(0x000082b6, 0x0000b661), // cpsie f
            Word::thumb(0x000082b8, 0x0000ecdf), // udf 0xecdf7a67
            Word::thumb(0x000082ba, 0x00007a67), // (second half)
            Word::thumb(0x000082bc, 0x0000ac37), // add r4, sp, #220
            Word::thumb(0x000082be, 0x0000b3a7), // cbz r7, 0x832a
            Word::thumb(0x000082c0, 0x0000f7e2), // hvc #11766
            Word::thumb(0x000082c2, 0x00008df6), // (second half)
            Word::thumb(0x000082c4, 0x0000ee17), // vnmls.f64 d6, d23, d20
            Word::thumb(0x000082c6, 0x00006ba4), // (second half)
            Word::thumb(0x000082c8, 0x0000ee4b), // vmla.f32 s17, s22, s19
            Word::thumb(0x000082ca, 0x00008a29), // (second half)
            Word::thumb(0x000082cc, 0x00001c2b), // adds r3, r5, #0
            Word::thumb(0x000082ce, 0x0000bde7), // pop {r0, r1, r2, r5, r6, r7, pc}
            Word::thumb(0x000082d0, 0x000047e9), // udf 0x47e9
            Word::thumb(0x000082d2, 0x0000eda3), // stc 13, cr15, [r3, #576]!
            Word::thumb(0x000082d4, 0x0000fd90), // (second half)
            Word::thumb(0x000082d6, 0x0000bfc6), // itte gt
            Word::thumb(0x000082d8, 0x0000fa4f), // sxtb.w r4, r7
            Word::thumb(0x000082da, 0x0000f487), // (second half)
            Word::thumb(0x000082dc, 0x0000b241), // sxtb r1, r0
            Word::thumb(0x000082de, 0x0000463e), // mov r6, r7
            Word::thumb(0x000082e0, 0x00001d27), // adds r7, r4, #4
            Word::thumb(0x000082e2, 0x0000a635), // add r6, pc, #212
            Word::thumb(0x000082e4, 0x0000b279), // sxtb r1, r7
            Word::thumb(0x000082e6, 0x0000bd94), // pop {r2, r4, r7, pc}
            Word::thumb(0x000082e8, 0x0000a0b4), // add r0, pc, #720
            Word::thumb(0x000082ea, 0x0000b650), // setend le
            Word::thumb(0x000082ec, 0x0000c1e4), // stmia r1!, {r2, r5, r6, r7}
            Word::thumb(0x000082ee, 0x0000fb6b), // smmlsr r3, fp, lr, r5
            Word::thumb(0x000082f0, 0x0000531e), // (second half)
            Word::thumb(0x000082f2, 0x0000063f), // lsls r7, r7, #24
            Word::thumb(0x000082f4, 0x0000b650), // setend le
            Word::thumb(0x000082f6, 0x0000bf86), // itte hi
            Word::thumb(0x000082f8, 0x0000c8c6), // ldmia r0!, {r1, r2, r6, r7}
            Word::thumb(0x000082fa, 0x0000f84f), // udf 0xf84f8032
            Word::thumb(0x000082fc, 0x00008032), // (second half)
            Word::thumb(0x000082fe, 0x0000e855), // ldrex ip, [r5, #976]
            Word::thumb(0x00008300, 0x0000cff4), // (second half)
            Word::thumb(0x00008302, 0x00005d66), // ldrb r6, [r4, r5]
            Word::thumb(0x00008304, 0x0000bad0), // revsh r0, r2
            Word::thumb(0x00008306, 0x0000fa55), // asrs.w r3, r5, r2
            Word::thumb(0x00008308, 0x0000f302), // (second half)
            Word::thumb(0x0000830a, 0x000019e6), // adds r6, r4, r7
            Word::thumb(0x0000830c, 0x0000c73b), // stmia r7!, {r0, r1, r3, r4, r5}
            Word::thumb(0x0000830e, 0x0000be77), // bkpt 0x0077
            Word::thumb(0x00008310, 0x0000b0a7), // sub sp, #156
            Word::thumb(0x00008312, 0x0000fb73), // usada8 r5, r3, r5, fp
            Word::thumb(0x00008314, 0x0000b505), // (second half)
            Word::thumb(0x00008316, 0x0000cccc), // ldmia r4!, {r2, r3, r6, r7}
            Word::thumb(0x00008318, 0x0000f5c0), // rsb r2, r0, #752
            Word::thumb(0x0000831a, 0x0000723c), // (second half)
            Word::thumb(0x0000831c, 0x0000f414), // tst.w r4, #117760
            Word::thumb(0x0000831e, 0x00003fe6), // (second half)
            Word::thumb(0x00008320, 0x0000badb), // revsh r3, r3
            Word::thumb(0x00008322, 0x0000fb19), // smultt pc, r9, fp
            Word::thumb(0x00008324, 0x0000ff3b), // (second half)
            Word::thumb(0x00008326, 0x00001c94), // adds r4, r2, #2
            Word::thumb(0x00008328, 0x0000bae3), // revsh r3, r4
            Word::thumb(0x0000832a, 0x0000fa89), // qdadd r7, r7, r9
            Word::thumb(0x0000832c, 0x0000f797), // (second half)
            Word::thumb(0x0000832e, 0x0000d7c1), // bvc.n 0x82b4
            Word::thumb(0x00008330, 0x0000e7d8), // b.n 0x82e4
            Word::thumb(0x00008332, 0x0000bfa1), // itttt ge
            Word::thumb(0x00008334, 0x0000be58), // bkpt 0x0058
            Word::thumb(0x00008336, 0x0000e028), // b.n 0x838a
            Word::thumb(0x00008338, 0x0000fb2d), // smladx r7, sp, fp, r6
            Word::thumb(0x0000833a, 0x0000671b), // (second half)
            Word::thumb(0x0000833c, 0x0000ee74), // vadd.f64 d19, d20, d18
            Word::thumb(0x0000833e, 0x00003ba2), // (second half)
            Word::thumb(0x00008340, 0x0000fb42), // smlsdx fp, r2, r6, r5
            Word::thumb(0x00008342, 0x00005b16), // (second half)
            Word::thumb(0x00008344, 0x00001c59), // adds r1, r3, #1
            Word::thumb(0x00008346, 0x0000fbe6), // umaal r5, lr, r6, r4
            Word::thumb(0x00008348, 0x00005e64), // (second half)
            Word::thumb(0x0000834a, 0x0000fb1e), // smultb r6, lr, r2
            Word::thumb(0x0000834c, 0x0000f622), // (second half)
            Word::thumb(0x0000834e, 0x0000b650), // setend le
            Word::thumb(0x00008350, 0x00009f86), // ldr r7, [sp, #536]
            Word::thumb(0x00008352, 0x0000fb52), // smmul sp, r2, r5
            Word::thumb(0x00008354, 0x0000fd05), // (second half)
            Word::thumb(0x00008356, 0x0000ee1e), // mrc 6, 0, r8, cr14, cr13, {6}
            Word::thumb(0x00008358, 0x000086dd), // (second half)
            Word::thumb(0x0000835a, 0x0000eef1), // vneg.f32 s15, s15
            Word::thumb(0x0000835c, 0x00007a67), // (second half)
            Word::thumb(0x0000835e, 0x0000bafa), // revsh r2, r7
            Word::thumb(0x00008360, 0x0000eee8), // vmsr fpexc, fp
            Word::thumb(0x00008362, 0x0000ba10), // (second half)
            Word::thumb(0x00008364, 0x0000eee1), // vmsr fpscr, r4
            Word::thumb(0x00008366, 0x00004a10), // (second half)
            Word::thumb(0x00008368, 0x00004729), // udf 0x4729
            Word::thumb(0x0000836a, 0x0000f9be), // ldrsh.w pc, [lr, #3209]
            Word::thumb(0x0000836c, 0x0000fc89), // (second half)
            Word::thumb(0x0000836e, 0x0000fb1b), // smlatt r6, fp, r7, r0
            Word::thumb(0x00008370, 0x00000637), // (second half)
            Word::thumb(0x00008372, 0x000094fe), // str r4, [sp, #1016]
            Word::thumb(0x00008374, 0x0000eee4), // vfms.f32 s31, s8, s22
            Word::thumb(0x00008376, 0x0000fa4b), // (second half)
            Word::thumb(0x00008378, 0x0000eeb5), // vcmpe.f32 s10, #0.0
            Word::thumb(0x0000837a, 0x00005ac0), // (second half)
            Word::thumb(0x0000837c, 0x0000eba2), // sub.w r9, r2, pc, ror #22
            Word::thumb(0x0000837e, 0x000059bf), // (second half)
            Word::thumb(0x00008380, 0x0000c68c), // stmia r6!, {r2, r3, r7}
            Word::thumb(0x00008382, 0x0000bfc1), // itttt gt
            Word::thumb(0x00008384, 0x000047d5), // udf 0x47d5
            Word::thumb(0x00008386, 0x0000b4c2), // push {r1, r6, r7}
            Word::thumb(0x00008388, 0x000082c0), // strh r0, [r0, #22]
            Word::thumb(0x0000838a, 0x0000b1a7), // cbz r7, 0x83b6
            Word::thumb(0x0000838c, 0x00001955), // adds r5, r2, r5
            Word::thumb(0x0000838e, 0x000040b4), // lsls r4, r6
            Word::thumb(0x00008390, 0x0000c9f2), // ldmia r1, {r1, r4, r5, r6, r7}
            Word::thumb(0x00008392, 0x0000aa42), // add r2, sp, #264
            Word::thumb(0x00008394, 0x0000ee56), // vnmls.f32 s19, s13, s23
            Word::thumb(0x00008396, 0x00009aab), // (second half)
            Word::thumb(0x00008398, 0x0000eee7), // vmsr mvfr0, r9
            Word::thumb(0x0000839a, 0x00009a10), // (second half)
            Word::thumb(0x0000839c, 0x0000bf49), // itett mi
            Word::thumb(0x0000839e, 0x0000555f), // strb r7, [r3, r5]
            Word::thumb(0x000083a0, 0x00004700), // bx r0
            Word::thumb(0x000083a2, 0x0000eb1a), // cmn.w sl, r9, ror #13
            Word::thumb(0x000083a4, 0x00003f79), // (second half)
            Word::thumb(0x000083a6, 0x0000ba1d), // rev r5, r3
            Word::thumb(0x000083a8, 0x00004790), // blx r2
            Word::thumb(0x000083aa, 0x00004979), // ldr r1, [pc, #484]
            Word::thumb(0x000083ac, 0x0000e6a8), // b.n 0x8100
            Word::thumb(0x000083ae, 0x00000a9a), // lsrs r2, r3, #10
            Word::thumb(0x000083b0, 0x0000ba72), // rev16 r2, r6
            Word::thumb(0x000083b2, 0x0000c194), // stmia r1!, {r2, r4, r7}
            Word::thumb(0x000083b4, 0x00007e00), // ldrb r0, [r0, #24]
            Word::thumb(0x000083b6, 0x00009fb8), // ldr r7, [sp, #736]
            Word::thumb(0x000083b8, 0x0000b650), // setend le
            Word::thumb(0x000083ba, 0x0000473e), // udf 0x473e
            Word::thumb(0x000083bc, 0x0000ecfd), // udf 0xecfd6af8
            Word::thumb(0x000083be, 0x00006af8), // (second half)
            Word::thumb(0x000083c0, 0x0000e7f1), // b.n 0x83a6
            Word::thumb(0x000083c2, 0x00002431), // movs r4, #49
            Word::thumb(0x000083c4, 0x0000fb11), // smlatt r0, r1, r7, r0
            Word::thumb(0x000083c6, 0x00000037), // (second half)
            Word::thumb(0x000083c8, 0x00004530), // cmp r0, r6
            Word::thumb(0x000083ca, 0x0000fb37), // smulwb r0, r7, r0
            Word::thumb(0x000083cc, 0x0000f000), // (second half)
            Word::thumb(0x000083ce, 0x00001d48), // adds r0, r1, #5
            Word::thumb(0x000083d0, 0x00000ba3), // lsrs r3, r4, #14
            Word::thumb(0x000083d2, 0x0000c19a), // stmia r1!, {r1, r3, r4, r7}
            Word::thumb(0x000083d4, 0x0000f6a1), // subw lr, r1, #3729
            Word::thumb(0x000083d6, 0x00006e91), // (second half)
            Word::thumb(0x000083d8, 0x0000b0dd), // sub sp, #372
            Word::thumb(0x000083da, 0x0000476a), // udf 0x476a
            Word::thumb(0x000083dc, 0x0000a892), // add r0, sp, #584
            Word::thumb(0x000083de, 0x0000f841), // strt r7, [r1, #253]
            Word::thumb(0x000083e0, 0x00007efd), // (second half)
            Word::thumb(0x000083e2, 0x0000aeca), // add r6, sp, #808
            Word::thumb(0x000083e4, 0x0000be2d), // bkpt 0x002d
            Word::thumb(0x000083e6, 0x0000e843), // strex r8, r2, [r3, #976]
            Word::thumb(0x000083e8, 0x000028f4), // (second half)
            Word::thumb(0x000083ea, 0x00009dbb), // ldr r5, [sp, #748]
            Word::thumb(0x000083ec, 0x0000ec41), // mcrr 15, 0, r8, r1, cr11
            Word::thumb(0x000083ee, 0x00008f0b), // (second half)
            Word::thumb(0x000083f0, 0x00004f24), // ldr r7, [pc, #144]
            Word::thumb(0x000083f2, 0x0000bf91), // iteee ls
            Word::thumb(0x000083f4, 0x0000bc72), // pop {r1, r4, r5, r6}
            Word::thumb(0x000083f6, 0x0000fbbf), // udiv r3, pc, sp
            Word::thumb(0x000083f8, 0x0000f3fd), // (second half)
            Word::thumb(0x000083fa, 0x0000fb4d), // smusdx r9, sp, ip
            Word::thumb(0x000083fc, 0x0000f91c), // (second half)
            Word::thumb(0x000083fe, 0x000046ee), // mov lr, sp
            Word::thumb(0x00008400, 0x0000eeb7), // vcvt.f32.f64 s18, d20
            Word::thumb(0x00008402, 0x00009be4), // (second half)
            Word::thumb(0x00008404, 0x0000ba07), // rev r7, r0
            Word::thumb(0x00008406, 0x0000eeb5), // vcmp.f32 s6, #0.0
            Word::thumb(0x00008408, 0x00003a40), // (second half)
            Word::thumb(0x0000840a, 0x0000e85e), // ldrex ip, [lr, #236]
            Word::thumb(0x0000840c, 0x0000cf3b), // (second half)
            Word::thumb(0x0000840e, 0x0000eeb8), // vcvt.f32.u32 s12, s31
            Word::thumb(0x00008410, 0x00006a6f), // (second half)
            Word::thumb(0x00008412, 0x000040f8), // lsrs r0, r7
            Word::thumb(0x00008414, 0x0000b660), // cpsie
            Word::thumb(0x00008416, 0x0000f84c), // str.w r6, [ip, #-235]
            Word::thumb(0x00008418, 0x00006ceb), // (second half)
            Word::thumb(0x0000841a, 0x0000f886), // strb.w r3, [r6, #3715]
            Word::thumb(0x0000841c, 0x00003e83), // (second half)
            Word::thumb(0x0000841e, 0x0000eb47), // adc.w lr, r7, lr, lsl #27
            Word::thumb(0x00008420, 0x00006ece), // (second half)
            Word::thumb(0x00008422, 0x0000116e), // asrs r6, r5, #5
            Word::thumb(0x00008424, 0x0000f6af), // subw r3, pc, #2335
            Word::thumb(0x00008426, 0x0000131f), // (second half)
            Word::thumb(0x00008428, 0x0000f1a0), // sub.w r5, r0, #29622272
            Word::thumb(0x0000842a, 0x000075e2), // (second half)
            Word::thumb(0x0000842c, 0x0000f849), // str.w r2, [r9, #-128]!
            Word::thumb(0x0000842e, 0x00002d80), // (second half)
            Word::thumb(0x00008430, 0x0000bf18), // it ne
            Word::thumb(0x00008432, 0x0000b02f), // add sp, #188
            Word::thumb(0x00008434, 0x0000ee15), // vnmla.f32 s8, s11, s30
            Word::thumb(0x00008436, 0x00004acf), // (second half)
            Word::thumb(0x00008438, 0x0000be29), // bkpt 0x0029
            Word::thumb(0x0000843a, 0x0000bf70), // nop {7}
            Word::thumb(0x0000843c, 0x00000ced), // lsrs r5, r5, #19
            Word::thumb(0x0000843e, 0x0000ab02), // add r3, sp, #8
            Word::thumb(0x00008440, 0x0000f3af), // nop.w {9}
            Word::thumb(0x00008442, 0x00008009), // (second half)
            Word::thumb(0x00008444, 0x0000fbc9), // smlal r4, ip, r9, r1
            Word::thumb(0x00008446, 0x00004c01), // (second half)
            Word::thumb(0x00008448, 0x0000458e), // cmp lr, r1
            Word::thumb(0x0000844a, 0x0000ecfd), // udf 0xecfdba58
            Word::thumb(0x0000844c, 0x0000ba58), // (second half)
            Word::thumb(0x0000844e, 0x0000f840), // str.w sl, [r0], #-121
            Word::thumb(0x00008450, 0x0000a979), // (second half)
            Word::thumb(0x00008452, 0x0000e0f8), // b.n 0x8646
            Word::thumb(0x00008454, 0x0000eef0), // vabs.f32 s27, s9
            Word::thumb(0x00008456, 0x0000dae4), // (second half)
            Word::thumb(0x00008458, 0x0000b2f6), // uxtb r6, r6
            Word::thumb(0x0000845a, 0x0000bafe), // revsh r6, r7
            Word::thumb(0x0000845c, 0x0000ee0a), // vmla.f64 d0, d26, d6
            Word::thumb(0x0000845e, 0x00000b86), // (second half)
            Word::thumb(0x00008460, 0x0000ee9f), // vfnma.f32 s4, s31, s24
            Word::thumb(0x00008462, 0x00002acc), // (second half)
            Word::thumb(0x00008464, 0x000044c8), // add r8, r9
            Word::thumb(0x00008466, 0x0000ccc0), // ldmia r4!, {r6, r7}
            Word::thumb(0x00008468, 0x0000fa97), // rbit ip, lr
            Word::thumb(0x0000846a, 0x0000fcae), // (second half)
            Word::thumb(0x0000846c, 0x00001f77), // subs r7, r6, #5
            Word::thumb(0x0000846e, 0x0000be45), // bkpt 0x0045
            Word::thumb(0x00008470, 0x0000eec2), // mcr 15, 6, sl, cr2, cr12, {1}
            Word::thumb(0x00008472, 0x0000af3c), // (second half)
            Word::thumb(0x00008474, 0x0000bfc8), // it gt
            Word::thumb(0x00008476, 0x0000eed6), // vfnms.f64 d18, d22, d7
            Word::thumb(0x00008478, 0x00002b87), // (second half)
            Word::thumb(0x0000847a, 0x00004632), // mov r2, r6
            Word::thumb(0x0000847c, 0x0000ec58), // vmov r8, r8, d6
            Word::thumb(0x0000847e, 0x00008b16), // (second half)
            Word::thumb(0x00008480, 0x0000ee00), // vmla.f32 s30, s1, s28
            Word::thumb(0x00008482, 0x0000fa8e), // (second half)
            Word::thumb(0x00008484, 0x0000e82d), // srsdb sp!, #2
            Word::thumb(0x00008486, 0x0000c002), // (second half)
            Word::thumb(0x00008488, 0x00004d56), // ldr r5, [pc, #344]
            Word::thumb(0x0000848a, 0x0000b650), // setend le
            Word::thumb(0x0000848c, 0x000043a7), // bics r7, r4
            Word::thumb(0x0000848e, 0x000057b1), // ldrsb r1, [r6, r6]
            Word::thumb(0x00008490, 0x0000fb1c), // smlatt r0, ip, sp, r8
            Word::thumb(0x00008492, 0x0000803d), // (second half)
            Word::thumb(0x00008494, 0x0000b286), // uxth r6, r0
            Word::thumb(0x00008496, 0x000047ca), // udf 0x47ca
            Word::thumb(0x00008498, 0x0000b260), // sxtb r0, r4
            Word::thumb(0x0000849a, 0x0000f348), // sbfx r3, r8, #6, #1
            Word::thumb(0x0000849c, 0x00001380), // (second half)
            Word::thumb(0x0000849e, 0x0000eeb3), // vcvtt.f16.f32 s0, s20
            Word::thumb(0x000084a0, 0x00000aca), // (second half)
            Word::thumb(0x000084a2, 0x0000eef0), // vabs.f32 s17, s30
            Word::thumb(0x000084a4, 0x00008acf), // (second half)
            Word::thumb(0x000084a6, 0x0000fb77), // usad8 r1, r7, r2
            Word::thumb(0x000084a8, 0x0000f102), // (second half)
            Word::thumb(0x000084aa, 0x0000eee7), // vmsr mvfr0, r0
            Word::thumb(0x000084ac, 0x00000a10), // (second half)
            Word::thumb(0x000084ae, 0x0000b21e), // sxth r6, r3
            Word::thumb(0x000084b0, 0x0000b658), // setend be
            Word::thumb(0x000084b2, 0x0000ba26), // rev r6, r4
            Word::thumb(0x000084b4, 0x00001343), // asrs r3, r0, #13
            Word::thumb(0x000084b6, 0x0000f0c0), // bcc.w 0x851c
            Word::thumb(0x000084b8, 0x00008031), // (second half)
            Word::thumb(0x000084ba, 0x0000bf50), // nop {5}
            Word::thumb(0x000084bc, 0x0000f84a), // str.w r8, [sl, #-67]
            Word::thumb(0x000084be, 0x00008c43), // (second half)
            Word::thumb(0x000084c0, 0x0000eef8), // vcvt.f64.s32 d26, s0
            Word::thumb(0x000084c2, 0x0000abc0), // (second half)
            Word::thumb(0x000084c4, 0x0000b376), // cbz r6, 0x8524
            Word::thumb(0x000084c6, 0x000042a7), // cmp r7, r4
            Word::thumb(0x000084c8, 0x000044b2), // add sl, r6
            Word::thumb(0x000084ca, 0x000004f4), // lsls r4, r6, #19
            Word::thumb(0x000084cc, 0x0000bcfd), // pop {r0, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x000084ce, 0x0000c4fd), // stmia r4!, {r0, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x000084d0, 0x0000f8dc), // ldr.w sp, [ip, #1406]
            Word::thumb(0x000084d2, 0x0000d57e), // (second half)
            Word::thumb(0x000084d4, 0x0000e83a), // rfedb sl!
            Word::thumb(0x000084d6, 0x0000c000), // (second half)
            Word::thumb(0x000084d8, 0x00005c7b), // ldrb r3, [r7, r1]
            Word::thumb(0x000084da, 0x0000fa0f), // sxth.w r9, r4, ror #24
            Word::thumb(0x000084dc, 0x0000f9b4), // (second half)
            Word::thumb(0x000084de, 0x0000ec92), // udf 0xec92fae3
            Word::thumb(0x000084e0, 0x0000fae3), // (second half)
            Word::thumb(0x000084e2, 0x0000b665), // cpsie af
            Word::thumb(0x000084e4, 0x0000eefd), // vcvtr.s32.f64 s29, d25
            Word::thumb(0x000084e6, 0x0000eb69), // (second half)
            Word::thumb(0x000084e8, 0x0000b061), // add sp, #388
            Word::thumb(0x000084ea, 0x0000eeb3), // vcvtb.f16.f32 s8, s27
            Word::thumb(0x000084ec, 0x00004a6d), // (second half)
            Word::thumb(0x000084ee, 0x0000ec58), // vmov r3, r8, s16, s17
            Word::thumb(0x000084f0, 0x00003a18), // (second half)
            Word::thumb(0x000084f2, 0x0000e7ee), // b.n 0x84d2
            Word::thumb(0x000084f4, 0x0000eeb8), // vcvt.f64.u32 d12, s17
            Word::thumb(0x000084f6, 0x0000cb68), // (second half)
            Word::thumb(0x000084f8, 0x00002a92), // cmp r2, #146
            Word::thumb(0x000084fa, 0x0000c9c0), // ldmia r1!, {r6, r7}
            Word::thumb(0x000084fc, 0x0000f6a9), // bge.w 0xfff71c44
            Word::thumb(0x000084fe, 0x0000a3a2), // (second half)
            Word::thumb(0x00008500, 0x0000bfb0), // nop {11}
            Word::thumb(0x00008502, 0x0000bf91), // iteee ls
            Word::thumb(0x00008504, 0x0000b5ca), // push {r1, r3, r6, r7, lr}
            Word::thumb(0x00008506, 0x0000f8df), // ldr.w r4, [pc, #2644]
            Word::thumb(0x00008508, 0x00004a54), // (second half)
            Word::thumb(0x0000850a, 0x0000b650), // setend le
            Word::thumb(0x0000850c, 0x0000004b), // lsls r3, r1, #1
            Word::thumb(0x0000850e, 0x0000ea4d), // orr.w r8, sp, r8, lsl #20
            Word::thumb(0x00008510, 0x00005808), // (second half)
            Word::thumb(0x00008512, 0x0000c8d3), // ldmia r0, {r0, r1, r4, r6, r7}
            Word::thumb(0x00008514, 0x0000f855), // ldr.w r3, [r5, #-186]
            Word::thumb(0x00008516, 0x00003cba), // (second half)
            Word::thumb(0x00008518, 0x00001af0), // subs r0, r6, r3
            Word::thumb(0x0000851a, 0x00001b61), // subs r1, r4, r5
            Word::thumb(0x0000851c, 0x0000ea5e), // orrs.w r7, lr, r7, asr #14
            Word::thumb(0x0000851e, 0x000037a7), // (second half)
            Word::thumb(0x00008520, 0x0000eeb4), // vcmpe.f32 s12, s13
            Word::thumb(0x00008522, 0x00006ae6), // (second half)
            Word::thumb(0x00008524, 0x0000f44f), // mov.w r9, #1280
            Word::thumb(0x00008526, 0x000069a0), // (second half)
            Word::thumb(0x00008528, 0x0000eeae), // vfms.f32 s22, s28, s26
            Word::thumb(0x0000852a, 0x0000ba4d), // (second half)
            Word::thumb(0x0000852c, 0x0000bde0), // pop {r5, r6, r7, pc}
            Word::thumb(0x0000852e, 0x0000fbd2), // smlsld r4, pc, r2, r0
            Word::thumb(0x00008530, 0x00004fc0), // (second half)
            Word::thumb(0x00008532, 0x0000b2b2), // uxth r2, r6
            Word::thumb(0x00008534, 0x0000f148), // adc.w r5, r8, #139460608
            Word::thumb(0x00008536, 0x00006505), // (second half)
            Word::thumb(0x00008538, 0x0000ec4b), // vmov s31, s32, r5, fp
            Word::thumb(0x0000853a, 0x00005a3f), // (second half)
            Word::thumb(0x0000853c, 0x0000d5ca), // bpl.n 0x84d4
            Word::thumb(0x0000853e, 0x0000d21d), // bcs.n 0x857c
            Word::thumb(0x00008540, 0x0000eef1), // vneg.f32 s19, s20
            Word::thumb(0x00008542, 0x00009a4a), // (second half)
            Word::thumb(0x00008544, 0x0000dfcc), // svc 204
            Word::thumb(0x00008546, 0x0000bfa0), // nop {10}
            Word::thumb(0x00008548, 0x0000ee8e), // vdiv.f64 d6, d30, d26
            Word::thumb(0x0000854a, 0x00006baa), // (second half)
            Word::thumb(0x0000854c, 0x0000b5fe), // push {r1, r2, r3, r4, r5, r6, r7, lr}
            Word::thumb(0x0000854e, 0x0000240e), // movs r4, #14
            Word::thumb(0x00008550, 0x0000f3cb), // bxj fp
            Word::thumb(0x00008552, 0x00008f00), // (second half)
            Word::thumb(0x00008554, 0x0000ecb6), // udf 0xecb6eaf6
            Word::thumb(0x00008556, 0x0000eaf6), // (second half)
            Word::thumb(0x00008558, 0x0000e94d), // strd fp, ip, [sp, #-80]
            Word::thumb(0x0000855a, 0x0000bc14), // (second half)
            Word::thumb(0x0000855c, 0x0000f077), // udf 0xf0771f30
            Word::thumb(0x0000855e, 0x00001f30), // (second half)
            Word::thumb(0x00008560, 0x0000eef6), // vmrs ip, mvfr1
            Word::thumb(0x00008562, 0x0000ca10), // (second half)
            Word::thumb(0x00008564, 0x0000bfef), // iteee al
            Word::thumb(0x00008566, 0x0000b650), // setend le
            Word::thumb(0x00008568, 0x00004794), // udf 0x4794
            Word::thumb(0x0000856a, 0x000094c1), // str r4, [sp, #772]
            Word::thumb(0x0000856c, 0x0000fb17), // smulbt sp, r7, pc
            Word::thumb(0x0000856e, 0x0000fd1f), // (second half)
            Word::thumb(0x00008570, 0x0000f02a), // bic.w r8, sl, #35127296
            Word::thumb(0x00008572, 0x00007806), // (second half)
            Word::thumb(0x00008574, 0x0000ba1d), // rev r5, r3
            Word::thumb(0x00008576, 0x0000b9f4), // cbnz r4, 0x85b6
            Word::thumb(0x00008578, 0x00002176), // movs r1, #118
            Word::thumb(0x0000857a, 0x0000ee49), // vmla.f64 d17, d9, d15
            Word::thumb(0x0000857c, 0x00001b0f), // (second half)
            Word::thumb(0x0000857e, 0x0000ed9d), // vldr d13, [sp, #132]
            Word::thumb(0x00008580, 0x0000db21), // (second half)
            Word::thumb(0x00008582, 0x0000abe0), // add r3, sp, #896
            Word::thumb(0x00008584, 0x00004f6b), // ldr r7, [pc, #428]
            Word::thumb(0x00008586, 0x0000b277), // sxtb r7, r6
            Word::thumb(0x00008588, 0x0000bfeb), // itete al
            Word::thumb(0x0000858a, 0x00001b7f), // subs r7, r7, r5
            Word::thumb(0x0000858c, 0x0000bf10), // yield
            Word::thumb(0x0000858e, 0x0000ee7a), // vsub.f32 s7, s20, s3
            Word::thumb(0x00008590, 0x00003a61), // (second half)
            Word::thumb(0x00008592, 0x0000165f), // asrs r7, r3, #25
            Word::thumb(0x00008594, 0x00006151), // str r1, [r2, #20]
            Word::thumb(0x00008596, 0x0000f81c), // ldrbt r2, [ip, #124]
            Word::thumb(0x00008598, 0x00002e7c), // (second half)
            Word::thumb(0x0000859a, 0x0000e869), // strd lr, r7, [r9], #-596
            Word::thumb(0x0000859c, 0x0000e795), // (second half)
            Word::thumb(0x0000859e, 0x0000b400), // push {}
            Word::thumb(0x000085a0, 0x0000f2a7), // subw r4, r7, #1709
            Word::thumb(0x000085a2, 0x000064ad), // (second half)
            Word::thumb(0x000085a4, 0x000052c6), // strh r6, [r0, r3]
            Word::thumb(0x000085a6, 0x0000fb10), // smlabt lr, r0, r5, r5
            Word::thumb(0x000085a8, 0x00005e15), // (second half)
            Word::thumb(0x000085aa, 0x0000df23), // svc 35
            Word::thumb(0x000085ac, 0x0000e8d2), // ldrexd r4, r2, [r2]
            Word::thumb(0x000085ae, 0x0000427f), // (second half)
            Word::thumb(0x000085b0, 0x0000dfb2), // svc 178
            Word::thumb(0x000085b2, 0x0000bfa4), // itt ge
            Word::thumb(0x000085b4, 0x0000cc54), // ldmia r4, {r2, r4, r6}
            Word::thumb(0x000085b6, 0x0000b676), // cpsid ai
            Word::thumb(0x000085b8, 0x0000b672), // cpsid i
            Word::thumb(0x000085ba, 0x00006044), // str r4, [r0, #4]
            Word::thumb(0x000085bc, 0x0000beac), // bkpt 0x00ac
            Word::thumb(0x000085be, 0x00000cc1), // lsrs r1, r0, #19
            Word::thumb(0x000085c0, 0x0000c37b), // stmia r3!, {r0, r1, r3, r4, r5, r6}
            Word::thumb(0x000085c2, 0x000014bb), // asrs r3, r7, #18
            Word::thumb(0x000085c4, 0x00004909), // ldr r1, [pc, #36]
            Word::thumb(0x000085c6, 0x0000a23b), // add r2, pc, #236
            Word::thumb(0x000085c8, 0x0000be7e), // bkpt 0x007e
            Word::thumb(0x000085ca, 0x0000bf99), // ittee ls
            Word::thumb(0x000085cc, 0x00004739), // udf 0x4739
            Word::thumb(0x000085ce, 0x0000bf80), // nop {8}
            Word::thumb(0x000085d0, 0x0000bcf2), // pop {r1, r4, r5, r6, r7}
            Word::thumb(0x000085d2, 0x0000b415), // push {r0, r2, r4}
            Word::thumb(0x000085d4, 0x0000193f), // adds r7, r7, r4
            Word::thumb(0x000085d6, 0x0000beb5), // bkpt 0x00b5
            Word::thumb(0x000085d8, 0x0000eebc), // vcvtr.u32.f64 s20, d10
            Word::thumb(0x000085da, 0x0000ab4a), // (second half)
            Word::thumb(0x000085dc, 0x0000b4b1), // push {r0, r4, r5, r7}
            Word::thumb(0x000085de, 0x0000f3ff), // mrs sl, SPSR
            Word::thumb(0x000085e0, 0x00008a00), // (second half)
            Word::thumb(0x000085e2, 0x0000f487), // eor.w r2, r7, #27392
            Word::thumb(0x000085e4, 0x000042d6), // (second half)
            Word::thumb(0x000085e6, 0x0000b0e6), // sub sp, #408
            Word::thumb(0x000085e8, 0x00004777), // udf 0x4777
            Word::thumb(0x000085ea, 0x0000ec5d), // mrrc 12, 12, r9, sp, cr4
            Word::thumb(0x000085ec, 0x00009cc4), // (second half)
            Word::thumb(0x000085ee, 0x0000f84c), // str.w r6, [ip, #-205]!
            Word::thumb(0x000085f0, 0x00006dcd), // (second half)
            Word::thumb(0x000085f2, 0x0000cb3c), // ldmia r3, {r2, r3, r4, r5}
            Word::thumb(0x000085f4, 0x0000fb51), // smmulr sp, r1, r0
            Word::thumb(0x000085f6, 0x0000fd10), // (second half)
            Word::thumb(0x000085f8, 0x0000be9b), // bkpt 0x009b
            Word::thumb(0x000085fa, 0x0000dffd), // svc 253
            Word::thumb(0x000085fc, 0x00004c41), // ldr r4, [pc, #260]
            Word::thumb(0x000085fe, 0x000051e1), // str r1, [r4, r7]
            Word::thumb(0x00008600, 0x0000ba37), // rev r7, r6
            Word::thumb(0x00008602, 0x0000fab5), // clz r9, pc
            Word::thumb(0x00008604, 0x0000f98f), // (second half)
            Word::thumb(0x00008606, 0x0000ce4a), // ldmia r6, {r1, r3, r6}
            Word::thumb(0x00008608, 0x0000d82f), // bhi.n 0x866a
            Word::thumb(0x0000860a, 0x0000f06d), // orn pc, sp, #98566144
            Word::thumb(0x0000860c, 0x00006fbc), // (second half)
            Word::thumb(0x0000860e, 0x0000ae42), // add r6, sp, #264
            Word::thumb(0x00008610, 0x0000f34e), // udf 0xf34e4bd3
            Word::thumb(0x00008612, 0x00004bd3), // (second half)
            Word::thumb(0x00008614, 0x0000e81c), // rfedb ip
            Word::thumb(0x00008616, 0x0000c000), // (second half)
            Word::thumb(0x00008618, 0x0000fb6b), // smmls r1, fp, r3, r9
            Word::thumb(0x0000861a, 0x00009103), // (second half)
            Word::thumb(0x0000861c, 0x0000411f), // asrs r7, r3
            Word::thumb(0x0000861e, 0x0000deae), // udf #174
            Word::thumb(0x00008620, 0x0000e9f3), // ldrd r6, r6, [r3, #332]!
            Word::thumb(0x00008622, 0x00006653), // (second half)
            Word::thumb(0x00008624, 0x0000ee23), // vnmul.f64 d0, d19, d0
            Word::thumb(0x00008626, 0x00000bc0), // (second half)
            Word::thumb(0x00008628, 0x00004712), // udf 0x4712
            Word::thumb(0x0000862a, 0x0000fbc4), // smlalbb sl, r4, r4, sp
            Word::thumb(0x0000862c, 0x0000a48d), // (second half)
            Word::thumb(0x0000862e, 0x0000f8d2), // ldr.w r3, [r2, #1016]
            Word::thumb(0x00008630, 0x000033f8), // (second half)
            Word::thumb(0x00008632, 0x00001831), // adds r1, r6, r0
            Word::thumb(0x00008634, 0x0000b464), // push {r2, r5, r6}
            Word::thumb(0x00008636, 0x0000de7d), // udf #125
            Word::thumb(0x00008638, 0x0000d34a), // bcc.n 0x86d0
            Word::thumb(0x0000863a, 0x00006f2c), // ldr r4, [r5, #112]
            Word::thumb(0x0000863c, 0x0000ea0c), // and.w r4, ip, r0, asr #5
            Word::thumb(0x0000863e, 0x00001460), // (second half)
            Word::thumb(0x00008640, 0x0000452b), // cmp r3, r5
            Word::thumb(0x00008642, 0x00004730), // bx r6
            Word::thumb(0x00008644, 0x0000fa2f), // sxtb16 r2, pc, ror #8
            Word::thumb(0x00008646, 0x0000f29f), // (second half)
            Word::thumb(0x00008648, 0x0000e85e), // ldrex lr, [lr, #256]
            Word::thumb(0x0000864a, 0x0000ef40), // (second half)
            Word::thumb(0x0000864c, 0x0000eef8), // vmrs r1, fpexc
            Word::thumb(0x0000864e, 0x00001a10), // (second half)
            Word::thumb(0x00008650, 0x0000e8f9), // ldrd r2, sl, [r9], #832
            Word::thumb(0x00008652, 0x00002ad0), // (second half)
            Word::thumb(0x00008654, 0x0000b664), // cpsie a
            Word::thumb(0x00008656, 0x00006ce2), // ldr r2, [r4, #76]
            Word::thumb(0x00008658, 0x0000f47f), // mvns.w fp, #8519680
            Word::thumb(0x0000865a, 0x00000b02), // (second half)
            Word::thumb(0x0000865c, 0x0000ee4c), // vmls.f32 s13, s25, s9
            Word::thumb(0x0000865e, 0x00006ae4), // (second half)
            Word::thumb(0x00008660, 0x0000e01b), // b.n 0x869a
            Word::thumb(0x00008662, 0x0000b022), // add sp, #136
            Word::thumb(0x00008664, 0x0000df44), // svc 68
            Word::thumb(0x00008666, 0x0000def6), // udf #246
            Word::thumb(0x00008668, 0x000019df), // adds r7, r3, r7
            Word::thumb(0x0000866a, 0x0000b1db), // cbz r3, 0x86a4
            Word::thumb(0x0000866c, 0x0000b2df), // uxtb r7, r3
            Word::thumb(0x0000866e, 0x0000fbc9), // smlal r5, lr, r9, fp
            Word::thumb(0x00008670, 0x00005e0b), // (second half)
            Word::thumb(0x00008672, 0x00003989), // subs r1, #137
            Word::thumb(0x00008674, 0x0000c545), // stmia r5!, {r0, r2, r6}
            Word::thumb(0x00008676, 0x00008e07), // ldrh r7, [r0, #48]
            Word::thumb(0x00008678, 0x0000f1ba), // cmp.w sl, #3
            Word::thumb(0x0000867a, 0x00000f03), // (second half)
            Word::thumb(0x0000867c, 0x0000f000), // bl 0x86b0
            Word::thumb(0x0000867e, 0x0000f818), // (second half)
            Word::thumb(0x00008680, 0x0000d02c), // beq.n 0x86dc
            Word::thumb(0x00008682, 0x0000cde0), // ldmia r5, {r5, r6, r7}
            Word::thumb(0x00008684, 0x0000ee42), // vmls.f32 s1, s4, s10
            Word::thumb(0x00008686, 0x00000a45), // (second half)
            Word::thumb(0x00008688, 0x0000bf10), // yield
            Word::thumb(0x0000868a, 0x0000ba55), // rev16 r5, r2
            Word::thumb(0x0000868c, 0x0000ec5f), // vmov ip, pc, s1, s2
            Word::thumb(0x0000868e, 0x0000ca30), // (second half)
            Word::thumb(0x00008690, 0x0000ee1c), // vnmls.f64 d14, d12, d19
            Word::thumb(0x00008692, 0x0000eb23), // (second half)
            Word::thumb(0x00008694, 0x00005b33), // ldrh r3, [r6, r4]
            Word::thumb(0x00008696, 0x0000bafd), // revsh r5, r7
            Word::thumb(0x00008698, 0x00001efc), // subs r4, r7, #3
            Word::thumb(0x0000869a, 0x0000cab5), // ldmia r2, {r0, r2, r4, r5, r7}
            Word::thumb(0x0000869c, 0x0000b0b9), // sub sp, #228
            Word::thumb(0x0000869e, 0x0000b658), // setend be
            Word::thumb(0x000086a0, 0x0000fb02), // mla pc, r2, sl, r2
            Word::thumb(0x000086a2, 0x00002f0a), // (second half)
            Word::thumb(0x000086a4, 0x0000f2af), // subw r8, pc, #875
            Word::thumb(0x000086a6, 0x0000386b), // (second half)
            Word::thumb(0x000086a8, 0x00004429), // add r1, r5
            Word::thumb(0x000086aa, 0x0000de70), // udf #112
            Word::thumb(0x000086ac, 0x0000ea16), // tst.w r6, r5, asr #8
            Word::thumb(0x000086ae, 0x00002f25), // (second half)
            Word::thumb(0x000086b0, 0x0000fb49), // smlsdx pc, r9, r1, r5
            Word::thumb(0x000086b2, 0x00005f11), // (second half)
            Word::thumb(0x000086b4, 0x00004da8), // ldr r5, [pc, #672]
            Word::thumb(0x000086b6, 0x0000bf0d), // iteet eq
            Word::thumb(0x000086b8, 0x00000a12), // lsrs r2, r2, #8
            Word::thumb(0x000086ba, 0x0000ecfd), // udf 0xecfdbaaf
            Word::thumb(0x000086bc, 0x0000baaf), // (second half)
            Word::thumb(0x000086be, 0x0000bae9), // revsh r1, r5
            Word::thumb(0x000086c0, 0x0000bdb7), // pop {r0, r1, r2, r4, r5, r7, pc}
            Word::thumb(0x000086c2, 0x0000ea74), // orns r2, r4, r7, ror #9
            Word::thumb(0x000086c4, 0x00002277), // (second half)
            Word::thumb(0x000086c6, 0x0000e0ee), // b.n 0x88a6
            Word::thumb(0x000086c8, 0x0000eeb3), // vcvtb.f16.f32 s22, s7
            Word::thumb(0x000086ca, 0x0000ba63), // (second half)
            Word::thumb(0x000086cc, 0x0000bb18), // cbnz r0, 0x8716
            Word::thumb(0x000086ce, 0x0000eeb8), // vcvt.f64.u32 d6, s17
            Word::thumb(0x000086d0, 0x00006b68), // (second half)
            Word::thumb(0x000086d2, 0x0000eef8), // vcvt.f64.s32 d19, s20
            Word::thumb(0x000086d4, 0x00003bca), // (second half)
            Word::thumb(0x000086d6, 0x0000df9c), // svc 156
            Word::thumb(0x000086d8, 0x0000f3bf), // ssbb
            Word::thumb(0x000086da, 0x00008f40), // (second half)
            Word::thumb(0x000086dc, 0x0000eeb1), // vsqrt.f64 d3, d20
            Word::thumb(0x000086de, 0x00003be4), // (second half)
            Word::thumb(0x000086e0, 0x0000f326), // ssat16 r1, #21, r6
            Word::thumb(0x000086e2, 0x00000114), // (second half)
            Word::thumb(0x000086e4, 0x0000de60), // udf #96
            Word::thumb(0x000086e6, 0x0000eebb), // vcvt.f32.u16 s2, s2, #-1
            Word::thumb(0x000086e8, 0x00001a68), // (second half)
            Word::thumb(0x000086ea, 0x0000bc82), // pop {r1, r7}
            Word::thumb(0x000086ec, 0x0000bf55), // itete pl
            Word::thumb(0x000086ee, 0x0000b673), // cpsid if
            Word::thumb(0x000086f0, 0x0000bc86), // pop {r1, r2, r7}
            Word::thumb(0x000086f2, 0x0000bae5), // revsh r5, r4
            Word::thumb(0x000086f4, 0x0000de25), // udf #37
            Word::thumb(0x000086f6, 0x0000fb4c), // smusdx r5, ip, sl
            Word::thumb(0x000086f8, 0x0000f51a), // (second half)
            Word::thumb(0x000086fa, 0x0000a425), // add r4, pc, #148
            Word::thumb(0x000086fc, 0x00004ff5), // ldr r7, [pc, #980]
            Word::thumb(0x000086fe, 0x0000be68), // bkpt 0x0068
            Word::thumb(0x00008700, 0x0000ec45), // mcrr 14, 8, r3, r5, cr11
            Word::thumb(0x00008702, 0x00003e8b), // (second half)
            Word::thumb(0x00008704, 0x0000ec46), // vmov s0, s1, r7, r6
            Word::thumb(0x00008706, 0x00007a10), // (second half)
            Word::thumb(0x00008708, 0x0000ee68), // vmul.f64 d27, d8, d17
            Word::thumb(0x0000870a, 0x0000bb21), // (second half)
            Word::thumb(0x0000870c, 0x0000b658), // setend be
            Word::thumb(0x0000870e, 0x0000ec4b), // mcrr 15, 9, r4, fp, cr1
            Word::thumb(0x00008710, 0x00004f91), // (second half)
            Word::thumb(0x00008712, 0x0000b179), // cbz r1, 0x8734
            Word::thumb(0x00008714, 0x0000f6ff), // blt.w 0x86be
            Word::thumb(0x00008716, 0x0000afd3), // (second half)
            Word::thumb(0x00008718, 0x0000ba6e), // rev16 r6, r5
            Word::thumb(0x0000871a, 0x0000e8d8), // udf 0xe8d8df5f
            Word::thumb(0x0000871c, 0x0000df5f), // (second half)
            Word::thumb(0x0000871e, 0x0000f56e), // sbc.w sp, lr, #1540096
            Word::thumb(0x00008720, 0x00001dbc), // (second half)
            Word::thumb(0x00008722, 0x0000b666), // cpsie ai
            Word::thumb(0x00008724, 0x0000b650), // setend le
            Word::thumb(0x00008726, 0x0000f000), // beq.w 0x874c
            Word::thumb(0x00008728, 0x00008011), // (second half)
            Word::thumb(0x0000872a, 0x0000eebd), // vcvt.s32.f32 s10, s9
            Word::thumb(0x0000872c, 0x00005ae4), // (second half)
            Word::thumb(0x0000872e, 0x0000b034), // add sp, #208
            Word::thumb(0x00008730, 0x0000bf0d), // iteet eq
            Word::thumb(0x00008732, 0x00004b32), // ldr r3, [pc, #200]
            Word::thumb(0x00008734, 0x0000f34b), // udf 0xf34b631a
            Word::thumb(0x00008736, 0x0000631a), // (second half)
            Word::thumb(0x00008738, 0x00004392), // bics r2, r2
            Word::thumb(0x0000873a, 0x0000477e), // udf 0x477e
            Word::thumb(0x0000873c, 0x0000ee61), // vmul.f64 d20, d1, d5
            Word::thumb(0x0000873e, 0x00004b05), // (second half)
            Word::thumb(0x00008740, 0x0000f39f), // msr SPSR_f, pc
            Word::thumb(0x00008742, 0x00008800), // (second half)
            Word::thumb(0x00008744, 0x0000091f), // lsrs r7, r3, #4
            Word::thumb(0x00008746, 0x0000eef1), // vneg.f32 s29, s6
            Word::thumb(0x00008748, 0x0000ea43), // (second half)
            Word::thumb(0x0000874a, 0x0000eeb4), // vmov.f64 d9, #77
            Word::thumb(0x0000874c, 0x00009b0d), // (second half)
            Word::thumb(0x0000874e, 0x0000ee70), // vadd.f32 s13, s0, s5
            Word::thumb(0x00008750, 0x00006a22), // (second half)
            Word::thumb(0x00008752, 0x0000bafd), // revsh r5, r7
            Word::thumb(0x00008754, 0x0000f000), // blx 0x87c0
            Word::thumb(0x00008756, 0x0000e834), // (second half)
            Word::thumb(0x00008758, 0x0000fb3e), // smulwb fp, lr, r4
            Word::thumb(0x0000875a, 0x0000fb04), // (second half)
            Word::thumb(0x0000875c, 0x0000f099), // teq r9, #73924608
            Word::thumb(0x0000875e, 0x00006f8d), // (second half)
            Word::thumb(0x00008760, 0x0000375e), // adds r7, #94
            Word::thumb(0x00008762, 0x0000eebf), // vcvt.u16.f64 d13, d13, #-13
            Word::thumb(0x00008764, 0x0000db6e), // (second half)
            Word::thumb(0x00008766, 0x0000fb76), // usad8 r0, r6, r8
            Word::thumb(0x00008768, 0x0000f008), // (second half)
            Word::thumb(0x0000876a, 0x000005fe), // lsls r6, r7, #23
            Word::thumb(0x0000876c, 0x0000ba1a), // rev r2, r3
            Word::thumb(0x0000876e, 0x0000b658), // setend be
            Word::thumb(0x00008770, 0x0000ee07), // vmls.f64 d15, d23, d2
            Word::thumb(0x00008772, 0x0000fbc2), // (second half)
            Word::thumb(0x00008774, 0x0000cf8e), // ldmia r7, {r1, r2, r3, r7}
            Word::thumb(0x00008776, 0x00008a48), // ldrh r0, [r1, #18]
            Word::thumb(0x00008778, 0x00002de8), // cmp r5, #232
            Word::thumb(0x0000877a, 0x0000ba77), // rev16 r7, r6
            Word::thumb(0x0000877c, 0x0000eef1), // vneg.f64 d25, d9
            Word::thumb(0x0000877e, 0x00009b49), // (second half)
            Word::thumb(0x00008780, 0x0000ee8d), // cdp 15, 8, cr10, cr13, cr11, {2}
            Word::thumb(0x00008782, 0x0000af4b), // (second half)
            Word::thumb(0x00008784, 0x0000f3bf), // clrex
            Word::thumb(0x00008786, 0x00008f2f), // (second half)
            Word::thumb(0x00008788, 0x0000df5b), // svc 91
            Word::thumb(0x0000878a, 0x0000ee7c), // cdp 5, 7, cr4, cr12, cr1, {1}
            Word::thumb(0x0000878c, 0x00004521), // (second half)
            Word::thumb(0x0000878e, 0x0000bf02), // ittt eq
            Word::thumb(0x00008790, 0x0000c65c), // stmia r6!, {r2, r3, r4, r6}
            Word::thumb(0x00008792, 0x0000f209), // addw r9, r9, #291
            Word::thumb(0x00008794, 0x00001923), // (second half)
            Word::thumb(0x00008796, 0x00005131), // str r1, [r6, r4]
            Word::thumb(0x00008798, 0x0000a407), // add r4, pc, #28
            Word::thumb(0x0000879a, 0x0000f3af), // nop.w {8}
            Word::thumb(0x0000879c, 0x00008008), // (second half)
            Word::thumb(0x0000879e, 0x0000ad1c), // add r5, sp, #112
            Word::thumb(0x000087a0, 0x0000eb74), // sbcs.w r6, r4, r6, lsl #20
            Word::thumb(0x000087a2, 0x00005606), // (second half)
            Word::thumb(0x000087a4, 0x0000f85f), // ldr.w r1, [pc, #-2761]
            Word::thumb(0x000087a6, 0x00001ac9), // (second half)
            Word::thumb(0x000087a8, 0x0000d22b), // bcs.n 0x8802
            Word::thumb(0x000087aa, 0x0000574f), // ldrsb r7, [r1, r5]
            Word::thumb(0x000087ac, 0x0000f1ba), // cmp.w sl, #24903680
            Word::thumb(0x000087ae, 0x00007fbe), // (second half)
            Word::thumb(0x000087b0, 0x0000751c), // strb r4, [r3, #20]
            Word::thumb(0x000087b2, 0x0000e845), // strex ip, r0, [r5, #200]
            Word::thumb(0x000087b4, 0x00000c32), // (second half)
            Word::thumb(0x000087b6, 0x0000fbba), // udiv ip, sl, r0
            Word::thumb(0x000087b8, 0x0000fcf0), // (second half)
            Word::thumb(0x000087ba, 0x0000eef7), // vmrs r5, mvfr0
            Word::thumb(0x000087bc, 0x00005a10), // (second half)
            Word::thumb(0x000087be, 0x00004d06), // ldr r5, [pc, #24]
            Word::thumb(0x000087c0, 0x0000ecfb), // udf 0xecfbfa2c
            Word::thumb(0x000087c2, 0x0000fa2c), // (second half)
            Word::thumb(0x000087c4, 0x00001b12), // subs r2, r2, r4
            Word::thumb(0x000087c6, 0x0000cb23), // ldmia r3!, {r0, r1, r5}
            Word::thumb(0x000087c8, 0x0000b666), // cpsie ai
            Word::thumb(0x000087ca, 0x0000f006), // and.w r0, r6, #12976326
            Word::thumb(0x000087cc, 0x000010c6), // (second half)
            Word::thumb(0x000087ce, 0x0000e9ad), // srsia sp!, #31
            Word::thumb(0x000087d0, 0x0000c01f), // (second half)
            Word::thumb(0x000087d2, 0x000082e8), // strh r0, [r5, #22]
            Word::thumb(0x000087d4, 0x0000a8b0), // add r0, sp, #704
            Word::thumb(0x000087d6, 0x0000eef4), // cdp 15, 15, cr4, cr4, cr15, {6}
            Word::thumb(0x000087d8, 0x00004fcf), // (second half)
            Word::thumb(0x000087da, 0x0000b2a8), // uxth r0, r5
            Word::thumb(0x000087dc, 0x00009e38), // ldr r6, [sp, #224]
            Word::thumb(0x000087de, 0x0000ed1d), // vldr s18, [sp, #-900]
            Word::thumb(0x000087e0, 0x00009ae1), // (second half)
            Word::thumb(0x000087e2, 0x0000a2d6), // add r2, pc, #856
            Word::thumb(0x000087e4, 0x0000b3ec), // cbz r4, 0x8862
            Word::thumb(0x000087e6, 0x0000ed2d), // udf 0xed2d1b25
            Word::thumb(0x000087e8, 0x00001b25), // (second half)
            Word::thumb(0x000087ea, 0x0000dff5), // svc 245
            Word::thumb(0x000087ec, 0x0000dde0), // ble.n 0x87b0
            Word::thumb(0x000087ee, 0x0000e889), // stmia.w r9, {r0, r1, r2, r3, r4, r5, fp, lr}
            Word::thumb(0x000087f0, 0x0000483f), // (second half)
            Word::thumb(0x000087f2, 0x0000f854), // ldrt ip, [r4, #126]
            Word::thumb(0x000087f4, 0x0000ce7e), // (second half)
            Word::thumb(0x000087f6, 0x0000b096), // sub sp, #88
            Word::thumb(0x000087f8, 0x0000ee06), // vmov.32 d6[0], r4
            Word::thumb(0x000087fa, 0x00004b10), // (second half)
            Word::thumb(0x000087fc, 0x00004045), // eors r5, r0
            Word::thumb(0x000087fe, 0x0000eef7), // vcvt.f64.f32 d18, s0
            Word::thumb(0x00008800, 0x00002ac0), // (second half)
            Word::thumb(0x00008802, 0x0000eeef), // vfma.f64 d27, d31, d13
            Word::thumb(0x00008804, 0x0000bb8d), // (second half)
            Word::thumb(0x00008806, 0x0000eef8), // vcvt.f64.u32 d22, s22
            Word::thumb(0x00008808, 0x00006b4b), // (second half)
            Word::thumb(0x0000880a, 0x0000ed63), // udf 0xed639af4
            Word::thumb(0x0000880c, 0x00009af4), // (second half)
            Word::thumb(0x0000880e, 0x0000ca26), // ldmia r2, {r1, r2, r5}
            Word::thumb(0x00008810, 0x0000a66b), // add r6, pc, #428
            Word::thumb(0x00008812, 0x0000be4a), // bkpt 0x004a
            Word::thumb(0x00008814, 0x0000bf34), // ite cc
            Word::thumb(0x00008816, 0x00001dc0), // adds r0, r0, #7
            Word::thumb(0x00008818, 0x0000bf8f), // iteee hi
            Word::thumb(0x0000881a, 0x00002c93), // cmp r4, #147
            Word::thumb(0x0000881c, 0x0000ebae), // sub.w r1, lr, r5, lsl #10
            Word::thumb(0x0000881e, 0x00002185), // (second half)
            Word::thumb(0x00008820, 0x0000bf50), // nop {5}
            Word::thumb(0x00008822, 0x0000bfe4), // itt al
            Word::thumb(0x00008824, 0x0000aeff), // add r6, sp, #1020
            Word::thumb(0x00008826, 0x0000d0e0), // beq.n 0x87ea
            Word::thumb(0x00008828, 0x0000eef1), // vneg.f32 s1, s26
            Word::thumb(0x0000882a, 0x00000a4d), // (second half)
            Word::thumb(0x0000882c, 0x0000bf99), // ittee ls
            Word::thumb(0x0000882e, 0x0000eed8), // vfnms.f32 s1, s16, s24
            Word::thumb(0x00008830, 0x00000a0c), // (second half)
            Word::thumb(0x00008832, 0x0000a8b0), // add r0, sp, #704
            Word::thumb(0x00008834, 0x0000fa56), // uxtab r3, r6, r0
            Word::thumb(0x00008836, 0x0000f380), // (second half)
            Word::thumb(0x00008838, 0x0000b005), // add sp, #20
            Word::thumb(0x0000883a, 0x0000eef0), // vmrs pc, fpsid
            Word::thumb(0x0000883c, 0x0000fa10), // (second half)
            Word::thumb(0x0000883e, 0x0000eef7), // vmrs sp, mvfr0
            Word::thumb(0x00008840, 0x0000da10), // (second half)
            Word::thumb(0x00008842, 0x0000f3a8), // usat16 fp, #29, r8
            Word::thumb(0x00008844, 0x00000b1d), // (second half)
            Word::thumb(0x00008846, 0x0000fb2e), // smladx r9, lr, r4, r6
            Word::thumb(0x00008848, 0x00006914), // (second half)
            Word::thumb(0x0000884a, 0x0000b257), // sxtb r7, r2
            Word::thumb(0x0000884c, 0x00001dc5), // adds r5, r0, #7
            Word::thumb(0x0000884e, 0x0000fa8c), // qadd r8, r7, ip
            Word::thumb(0x00008850, 0x0000f887), // (second half)
            Word::thumb(0x00008852, 0x0000bf2a), // itet cs
            Word::thumb(0x00008854, 0x0000e998), // rfeia r8
            Word::thumb(0x00008856, 0x0000c000), // (second half)
            Word::thumb(0x00008858, 0x0000a1d5), // add r1, pc, #852
            Word::thumb(0x0000885a, 0x0000f54e), // adc.w r4, lr, #270
            Word::thumb(0x0000885c, 0x00007487), // (second half)
            Word::thumb(0x0000885e, 0x0000eee7), // vmsr mvfr0, fp
            Word::thumb(0x00008860, 0x0000ba10), // (second half)
            Word::thumb(0x00008862, 0x0000fb2b), // smladx sl, fp, r2, r5
            Word::thumb(0x00008864, 0x00005a12), // (second half)
            Word::thumb(0x00008866, 0x0000deb7), // udf #183
            Word::thumb(0x00008868, 0x0000bcb5), // pop {r0, r2, r4, r5, r7}
            Word::thumb(0x0000886a, 0x0000b25e), // sxtb r6, r3
            Word::thumb(0x0000886c, 0x0000ee82), // vdiv.f32 s0, s4, s29
            Word::thumb(0x0000886e, 0x00000a2e), // (second half)
            Word::thumb(0x00008870, 0x0000e8d2), // udf 0xe8d2dd7f
            Word::thumb(0x00008872, 0x0000dd7f), // (second half)
            Word::thumb(0x00008874, 0x0000a796), // add r7, pc, #600
            Word::thumb(0x00008876, 0x0000eeb4), // vcmp.f64 d3, d28
            Word::thumb(0x00008878, 0x00003b6c), // (second half)
            Word::thumb(0x0000887a, 0x00001be9), // subs r1, r5, r7
            Word::thumb(0x0000887c, 0x0000bf80), // nop {8}
            Word::thumb(0x0000887e, 0x0000a777), // add r7, pc, #476
            Word::thumb(0x00008880, 0x0000ea9c), // teq ip, pc, lsl #30
            Word::thumb(0x00008882, 0x00007f8f), // (second half)
            Word::thumb(0x00008884, 0x0000bfde), // ittt le
            Word::thumb(0x00008886, 0x0000b289), // uxth r1, r1
            Word::thumb(0x00008888, 0x0000fb5a), // smmla r3, sl, r8, r1
            Word::thumb(0x0000888a, 0x00001308), // (second half)
            Word::thumb(0x0000888c, 0x0000ee36), // vsub.f64 d4, d6, d19
            Word::thumb(0x0000888e, 0x00004b63), // (second half)
            Word::thumb(0x00008890, 0x0000bae6), // revsh r6, r4
            Word::thumb(0x00008892, 0x0000ebba), // subs.w r6, sl, r7, lsr #16
            Word::thumb(0x00008894, 0x00004617), // (second half)
            Word::thumb(0x00008896, 0x0000d133), // bne.n 0x8900
            Word::thumb(0x00008898, 0x00001b3f), // subs r7, r7, r4
            Word::thumb(0x0000889a, 0x0000db28), // blt.n 0x88ee
            Word::thumb(0x0000889c, 0x0000eea0), // vfms.f64 d3, d16, d27
            Word::thumb(0x0000889e, 0x00003beb), // (second half)
            Word::thumb(0x000088a0, 0x0000b08a), // sub sp, #40
            Word::thumb(0x000088a2, 0x00001a4b), // subs r3, r1, r1
            Word::thumb(0x000088a4, 0x0000f5bf), // bvs.w 0x883e
            Word::thumb(0x000088a6, 0x0000afcb), // (second half)
            Word::thumb(0x000088a8, 0x00006ed6), // ldr r6, [r2, #108]
            Word::thumb(0x000088aa, 0x0000bec6), // bkpt 0x00c6
            Word::thumb(0x000088ac, 0x0000e82d), // srsdb sp!, #21
            Word::thumb(0x000088ae, 0x0000c015), // (second half)
            Word::thumb(0x000088b0, 0x0000fb59), // smmul r1, r9, r1
            Word::thumb(0x000088b2, 0x0000f101), // (second half)
            Word::thumb(0x000088b4, 0x0000a66f), // add r6, pc, #444
            Word::thumb(0x000088b6, 0x0000eef5), // vmov.f64 d20, #92
            Word::thumb(0x000088b8, 0x00004b0c), // (second half)
            Word::thumb(0x000088ba, 0x0000b0f9), // sub sp, #484
            Word::thumb(0x000088bc, 0x0000b9ee), // cbnz r6, 0x88fa
            Word::thumb(0x000088be, 0x000018a2), // adds r2, r4, r2
            Word::thumb(0x000088c0, 0x0000b662), // cpsie i
            Word::thumb(0x000088c2, 0x0000ece0), // udf 0xece0db44
            Word::thumb(0x000088c4, 0x0000db44), // (second half)
            Word::thumb(0x000088c6, 0x000019f5), // adds r5, r6, r7
            Word::thumb(0x000088c8, 0x000065c7), // str r7, [r0, #92]
            Word::thumb(0x000088ca, 0x0000b2d2), // uxtb r2, r2
            Word::thumb(0x000088cc, 0x0000baca), // revsh r2, r1
            Word::thumb(0x000088ce, 0x0000f38f), // msr CPSR_f, pc
            Word::thumb(0x000088d0, 0x00008800), // (second half)
            Word::thumb(0x000088d2, 0x0000b336), // cbz r6, 0x8922
            Word::thumb(0x000088d4, 0x00001591), // asrs r1, r2, #22
            Word::thumb(0x000088d6, 0x0000ab9b), // add r3, sp, #620
            Word::thumb(0x000088d8, 0x0000f8d1), // ldr.w r3, [r1, #869]
            Word::thumb(0x000088da, 0x00003365), // (second half)
            Word::thumb(0x000088dc, 0x0000f1bf), // subs.w r7, pc, #33
            Word::thumb(0x000088de, 0x00000721), // (second half)
            Word::thumb(0x000088e0, 0x0000ec4e), // mcrr 14, 13, r8, lr, cr8
            Word::thumb(0x000088e2, 0x00008ed8), // (second half)
            Word::thumb(0x000088e4, 0x0000bfca), // itet gt
            Word::thumb(0x000088e6, 0x0000de1e), // udf #30
            Word::thumb(0x000088e8, 0x0000b661), // cpsie f
            Word::thumb(0x000088ea, 0x0000eef8), // vmrs r5, fpexc
            Word::thumb(0x000088ec, 0x00005a10), // (second half)
            Word::thumb(0x000088ee, 0x00009898), // ldr r0, [sp, #608]
            Word::thumb(0x000088f0, 0x0000b94d), // cbnz r5, 0x8906
            Word::thumb(0x000088f2, 0x0000449d), // add sp, r3
            Word::thumb(0x000088f4, 0x0000e4e4), // b.n 0x82c0
            Word::thumb(0x000088f6, 0x0000eefc), // vcvt.u32.f32 s11, s14
            Word::thumb(0x000088f8, 0x00005ac7), // (second half)
            Word::thumb(0x000088fa, 0x000012af), // asrs r7, r5, #10
            Word::thumb(0x000088fc, 0x0000bfa1), // itttt ge
            Word::thumb(0x000088fe, 0x000047f8), // blx pc
            Word::thumb(0x00008900, 0x0000a116), // add r1, pc, #88
            Word::thumb(0x00008902, 0x0000bdc7), // pop {r0, r1, r2, r6, r7, pc}
            Word::thumb(0x00008904, 0x0000f44f), // mov.w ip, #3376
            Word::thumb(0x00008906, 0x00006c53), // (second half)
            Word::thumb(0x00008908, 0x0000bf97), // itett ls
            Word::thumb(0x0000890a, 0x0000b247), // sxtb r7, r0
            Word::thumb(0x0000890c, 0x0000ea2f), // bic.w r4, pc, pc, ror #10
            Word::thumb(0x0000890e, 0x000024bf), // (second half)
            Word::thumb(0x00008910, 0x000003b7), // lsls r7, r6, #14
            Word::thumb(0x00008912, 0x0000f99f), // pli [pc, #491]
            Word::thumb(0x00008914, 0x0000f1eb), // (second half)
            Word::thumb(0x00008916, 0x0000ed50), // vldr s11, [r0, #-908]
            Word::thumb(0x00008918, 0x00005ae3), // (second half)
            Word::thumb(0x0000891a, 0x0000baf0), // revsh r0, r6
            Word::thumb(0x0000891c, 0x0000429b), // cmp r3, r3
            Word::thumb(0x0000891e, 0x0000457b), // cmp r3, pc
            Word::thumb(0x00008920, 0x00001b39), // subs r1, r7, r4
            Word::thumb(0x00008922, 0x00003e5e), // subs r6, #94
            Word::thumb(0x00008924, 0x0000ee04), // vmov.32 d20[0], ip
            Word::thumb(0x00008926, 0x0000cb90), // (second half)
            Word::thumb(0x00008928, 0x0000b664), // cpsie a
            Word::thumb(0x0000892a, 0x0000ebb4), // cmp.w r4, r4, asr #11
            Word::thumb(0x0000892c, 0x00002fe4), // (second half)
            Word::thumb(0x0000892e, 0x0000bae0), // revsh r0, r4
            Word::thumb(0x00008930, 0x0000ec51), // vmov r2, r1, d9
            Word::thumb(0x00008932, 0x00002b19), // (second half)
            Word::thumb(0x00008934, 0x0000bf55), // itete pl
            Word::thumb(0x00008936, 0x0000ea74), // orns r1, r4, ip, lsr #27
            Word::thumb(0x00008938, 0x000061dc), // (second half)
            Word::thumb(0x0000893a, 0x0000fb53), // smmla r6, r3, fp, fp
            Word::thumb(0x0000893c, 0x0000b60b), // (second half)
            Word::thumb(0x0000893e, 0x0000bac8), // revsh r0, r1
            Word::thumb(0x00008940, 0x0000460c), // mov r4, r1
            Word::thumb(0x00008942, 0x0000f161), // sbc.w fp, r1, #212860928
            Word::thumb(0x00008944, 0x00006b4b), // (second half)
            Word::thumb(0x00008946, 0x0000c959), // ldmia r1!, {r0, r3, r4, r6}
            Word::thumb(0x00008948, 0x0000b2cb), // uxtb r3, r1
            Word::thumb(0x0000894a, 0x0000ba1e), // rev r6, r3
            Word::thumb(0x0000894c, 0x000042e2), // cmn r2, r4
            Word::thumb(0x0000894e, 0x00004031), // ands r1, r6
            Word::thumb(0x00008950, 0x000045f8), // cmp r8, pc
            Word::thumb(0x00008952, 0x0000fb3d), // smlawt r6, sp, ip, sl
            Word::thumb(0x00008954, 0x0000a61c), // (second half)
            Word::thumb(0x00008956, 0x0000719c), // strb r4, [r3, #6]
            Word::thumb(0x00008958, 0x0000ee9c), // vfnms.f64 d9, d28, d22
            Word::thumb(0x0000895a, 0x00009ba6), // (second half)
            Word::thumb(0x0000895c, 0x0000c612), // stmia r6!, {r1, r4}
            Word::thumb(0x0000895e, 0x0000f3ff), // mrs r0, SPSR
            Word::thumb(0x00008960, 0x00008000), // (second half)
            Word::thumb(0x00008962, 0x0000ea78), // orns r0, r8, sl, lsl #31
            Word::thumb(0x00008964, 0x000070ca), // (second half)
            Word::thumb(0x00008966, 0x0000ee6b), // vmul.f32 s5, s22, s16
            Word::thumb(0x00008968, 0x00002a08), // (second half)
            Word::thumb(0x0000896a, 0x0000b289), // uxth r1, r1
            Word::thumb(0x0000896c, 0x00005298), // strh r0, [r3, r2]
            Word::thumb(0x0000896e, 0x0000be55), // bkpt 0x0055
            Word::thumb(0x00008970, 0x0000d73e), // bvc.n 0x89f0
            Word::thumb(0x00008972, 0x00004243), // negs r3, r0
            Word::thumb(0x00008974, 0x0000202d), // movs r0, #45
            Word::thumb(0x00008976, 0x0000020b), // lsls r3, r1, #8
            Word::thumb(0x00008978, 0x0000ee4e), // vmla.f64 d29, d30, d22
            Word::thumb(0x0000897a, 0x0000dba6), // (second half)
            Word::thumb(0x0000897c, 0x0000df7d), // svc 125
            Word::thumb(0x0000897e, 0x0000ecbd), // udf 0xecbd8a3a
            Word::thumb(0x00008980, 0x00008a3a), // (second half)
            Word::thumb(0x00008982, 0x0000b340), // cbz r0, 0x89d6
            Word::thumb(0x00008984, 0x0000ec4e), // vmov d0, sl, lr
            Word::thumb(0x00008986, 0x0000ab10), // (second half)
            Word::thumb(0x00008988, 0x0000f3ef), // mrs sp, CPSR
            Word::thumb(0x0000898a, 0x00008d00), // (second half)
            Word::thumb(0x0000898c, 0x0000bf10), // yield
            Word::thumb(0x0000898e, 0x0000f565), // sbc.w r5, r5, #1128
            Word::thumb(0x00008990, 0x0000658d), // (second half)
            Word::thumb(0x00008992, 0x0000de1c), // udf #28
            Word::thumb(0x00008994, 0x0000ba27), // rev r7, r4
            Word::thumb(0x00008996, 0x00004787), // udf 0x4787
            Word::thumb(0x00008998, 0x0000b658), // setend be
            Word::thumb(0x0000899a, 0x0000ea0a), // and.w sl, sl, pc, lsl #23
            Word::thumb(0x0000899c, 0x00005acf), // (second half)
            Word::thumb(0x0000899e, 0x0000307d), // adds r0, #125
            Word::thumb(0x000089a0, 0x0000bae9), // revsh r1, r5
            Word::thumb(0x000089a2, 0x0000d5c0), // bpl.n 0x8926
            Word::thumb(0x000089a4, 0x0000fa5f), // uxtb.w r9, r3, ror #8
            Word::thumb(0x000089a6, 0x0000f993), // (second half)
            Word::thumb(0x000089a8, 0x00008b76), // ldrh r6, [r6, #26]
            Word::thumb(0x000089aa, 0x0000be4a), // bkpt 0x004a
            Word::thumb(0x000089ac, 0x0000ba32), // rev r2, r6
            Word::thumb(0x000089ae, 0x0000dea7), // udf #167
            Word::thumb(0x000089b0, 0x0000b509), // push {r0, r3, lr}
            Word::thumb(0x000089b2, 0x0000ea7f), // mvns.w r1, sl, lsr #24
            Word::thumb(0x000089b4, 0x0000611a), // (second half)
            Word::thumb(0x000089b6, 0x000045f2), // cmp sl, lr
            Word::thumb(0x000089b8, 0x0000f82d), // strht r2, [sp, #215]
            Word::thumb(0x000089ba, 0x00002ed7), // (second half)
            Word::thumb(0x000089bc, 0x0000eef1), // vsqrt.f64 d23, d23
            Word::thumb(0x000089be, 0x00007be7), // (second half)
            Word::thumb(0x000089c0, 0x0000bf1d), // ittte ne
            Word::thumb(0x000089c2, 0x0000fb9a), // sdiv sp, sl, r6
            Word::thumb(0x000089c4, 0x0000fdf6), // (second half)
            Word::thumb(0x000089c6, 0x0000bacc), // revsh r4, r1
            Word::thumb(0x000089c8, 0x00008f1e), // ldrh r6, [r3, #56]
            Word::thumb(0x000089ca, 0x000030a3), // adds r0, #163
            Word::thumb(0x000089cc, 0x0000aafb), // add r2, sp, #1004
            Word::thumb(0x000089ce, 0x0000963a), // str r6, [sp, #232]
            Word::thumb(0x000089d0, 0x0000bea0), // bkpt 0x00a0
            Word::thumb(0x000089d2, 0x0000e7d5), // b.n 0x8980
            Word::thumb(0x000089d4, 0x0000dd37), // ble.n 0x8a46
            Word::thumb(0x000089d6, 0x0000b658), // setend be
            Word::thumb(0x000089d8, 0x000047f0), // blx lr
            Word::thumb(0x000089da, 0x0000f3af), // cps.unpredictable 1, ai, 20
            Word::thumb(0x000089dc, 0x000083d4), // (second half)
            Word::thumb(0x000089de, 0x00000d00), // lsrs r0, r0, #20
            Word::thumb(0x000089e0, 0x0000f36f), // udf 0xf36f45d1
            Word::thumb(0x000089e2, 0x000045d1), // (second half)
            Word::thumb(0x000089e4, 0x000048eb), // ldr r0, [pc, #940]
            Word::thumb(0x000089e6, 0x0000fa4d), // asr.w lr, sp, r8
            Word::thumb(0x000089e8, 0x0000fe08), // (second half)
            Word::thumb(0x000089ea, 0x00008f68), // ldrh r0, [r5, #58]
            Word::thumb(0x000089ec, 0x0000b650), // setend le
            Word::thumb(0x000089ee, 0x00002b68), // cmp r3, #104
            Word::thumb(0x000089f0, 0x0000bfa0), // nop {10}
            Word::thumb(0x000089f2, 0x0000eef0), // vmrs r2, fpsid
            Word::thumb(0x000089f4, 0x00002a10), // (second half)
            Word::thumb(0x000089f6, 0x0000f3c5), // bxj r5
            Word::thumb(0x000089f8, 0x00008f00), // (second half)
            Word::thumb(0x000089fa, 0x0000ee0a), // vmov s21, r9
            Word::thumb(0x000089fc, 0x00009a90), // (second half)
            Word::thumb(0x000089fe, 0x000006ff), // lsls r7, r7, #27
            Word::thumb(0x00008a00, 0x0000ccd8), // ldmia r4, {r3, r4, r6, r7}
            Word::thumb(0x00008a02, 0x00001889), // adds r1, r1, r2
            Word::thumb(0x00008a04, 0x0000e834), // rfedb r4!
            Word::thumb(0x00008a06, 0x0000c000), // (second half)
            Word::thumb(0x00008a08, 0x0000f385), // usat r2, #0, r5, lsl #18
            Word::thumb(0x00008a0a, 0x00004280), // (second half)
            Word::thumb(0x00008a0c, 0x0000c6bd), // stmia r6!, {r0, r2, r3, r4, r5, r7}
            Word::thumb(0x00008a0e, 0x0000bfc4), // itt gt
            Word::thumb(0x00008a10, 0x0000fb67), // smmls r1, r7, sp, r7
            Word::thumb(0x00008a12, 0x0000710d), // (second half)
            Word::thumb(0x00008a14, 0x0000d016), // beq.n 0x8a44
            Word::thumb(0x00008a16, 0x00001890), // adds r0, r2, r2
            Word::thumb(0x00008a18, 0x0000b059), // add sp, #356
            Word::thumb(0x00008a1a, 0x00004524), // cmp r4, r4
            Word::thumb(0x00008a1c, 0x0000fa8c), // qdsub r2, fp, ip
            Word::thumb(0x00008a1e, 0x0000f2bb), // (second half)
            Word::thumb(0x00008a20, 0x0000a994), // add r1, sp, #592
            Word::thumb(0x00008a22, 0x00001ddc), // adds r4, r3, #7
            Word::thumb(0x00008a24, 0x00004770), // bx lr
            Word::thumb(0x00008a26, 0x0000ee45), // vmla.f64 d29, d21, d24
            Word::thumb(0x00008a28, 0x0000dba8), // (second half)
            Word::thumb(0x00008a2a, 0x0000822f), // strh r7, [r5, #16]
            Word::thumb(0x00008a2c, 0x0000f99f), // pli [pc, #712]
            Word::thumb(0x00008a2e, 0x0000f2c8), // (second half)
            Word::thumb(0x00008a30, 0x00005265), // strh r5, [r4, r1]
            Word::thumb(0x00008a32, 0x0000f1b9), // cmp.w r9, #549453824
            Word::thumb(0x00008a34, 0x00005f03), // (second half)
            Word::thumb(0x00008a36, 0x000093b6), // str r3, [sp, #728]
            Word::thumb(0x00008a38, 0x0000a6f2), // add r6, pc, #968
            Word::thumb(0x00008a3a, 0x0000b671), // cpsid f
            Word::thumb(0x00008a3c, 0x0000b673), // cpsid if
            Word::thumb(0x00008a3e, 0x0000de72), // udf #114
            Word::thumb(0x00008a40, 0x0000ee3e), // vmov.32 r9, d14[1]
            Word::thumb(0x00008a42, 0x00009b10), // (second half)
            Word::thumb(0x00008a44, 0x0000475c), // udf 0x475c
            Word::thumb(0x00008a46, 0x0000515b), // str r3, [r3, r5]
            Word::thumb(0x00008a48, 0x0000c97c), // ldmia r1!, {r2, r3, r4, r5, r6}
            Word::thumb(0x00008a4a, 0x0000cb0d), // ldmia r3, {r0, r2, r3}
            Word::thumb(0x00008a4c, 0x0000ca9a), // ldmia r2!, {r1, r3, r4, r7}
            Word::thumb(0x00008a4e, 0x0000f60f), // addw r4, pc, #2720
            Word::thumb(0x00008a50, 0x000024a0), // (second half)
            Word::thumb(0x00008a52, 0x0000bc9d), // pop {r0, r2, r3, r4, r7}
            Word::thumb(0x00008a54, 0x0000e95a), // ldrd sl, r2, [sl, #-812]
            Word::thumb(0x00008a56, 0x0000a2cb), // (second half)
            Word::thumb(0x00008a58, 0x0000f5b0), // cmp.w r0, #241664
            Word::thumb(0x00008a5a, 0x00003f6c), // (second half)
            Word::thumb(0x00008a5c, 0x0000e8db), // tbb [fp, lr]
            Word::thumb(0x00008a5e, 0x0000f00e), // (second half)
            Word::thumb(0x00008a60, 0x0000b4b4), // push {r2, r4, r5, r7}
            Word::thumb(0x00008a62, 0x0000ec5f), // vmov r8, pc, d3
            Word::thumb(0x00008a64, 0x00008b13), // (second half)
            Word::thumb(0x00008a66, 0x0000f7f3), // smc #3
            Word::thumb(0x00008a68, 0x00008000), // (second half)
            Word::thumb(0x00008a6a, 0x0000ccbb), // ldmia r4, {r0, r1, r3, r4, r5, r7}
            Word::thumb(0x00008a6c, 0x0000c50c), // stmia r5!, {r2, r3}
            Word::thumb(0x00008a6e, 0x00005d08), // ldrb r0, [r1, r4]
            Word::thumb(0x00008a70, 0x0000f485), // eor.w r6, r5, #1294336
            Word::thumb(0x00008a72, 0x0000169e), // (second half)
            Word::thumb(0x00008a74, 0x0000f8a0), // strh.w r3, [r0, #2951]
            Word::thumb(0x00008a76, 0x00003b87), // (second half)
            Word::thumb(0x00008a78, 0x00004448), // add r0, r9
            Word::thumb(0x00008a7a, 0x0000fb20), // smlad r4, r0, r0, r0
            Word::thumb(0x00008a7c, 0x00000400), // (second half)
            Word::thumb(0x00008a7e, 0x0000f000), // b.w 0x8a88
            Word::thumb(0x00008a80, 0x0000b803), // (second half)
            Word::thumb(0x00008a82, 0x0000ea11), // tst.w r1, r1, lsl #19
            Word::thumb(0x00008a84, 0x00004fc1), // (second half)
            Word::thumb(0x00008a86, 0x0000e644), // b.n 0x8712
            Word::thumb(0x00008a88, 0x0000ec8b), // udf 0xec8b4ad6
            Word::thumb(0x00008a8a, 0x00004ad6), // (second half)
            Word::thumb(0x00008a8c, 0x0000ea6e), // orn sp, lr, r8, ror #2
            Word::thumb(0x00008a8e, 0x00000db8), // (second half)
            Word::thumb(0x00008a90, 0x0000b963), // cbnz r3, 0x8aac
            Word::thumb(0x00008a92, 0x0000eeb2), // vcvtt.f32.f16 s8, s18
            Word::thumb(0x00008a94, 0x00004ac9), // (second half)
            Word::thumb(0x00008a96, 0x0000f5cd), // rsb sp, sp, #2441216
            Word::thumb(0x00008a98, 0x00001d15), // (second half)
            Word::thumb(0x00008a9a, 0x0000fbb1), // udiv sp, r1, ip
            Word::thumb(0x00008a9c, 0x0000fdfc), // (second half)
            Word::thumb(0x00008a9e, 0x0000b051), // add sp, #324
            Word::thumb(0x00008aa0, 0x00003233), // adds r2, #51
            Word::thumb(0x00008aa2, 0x0000f8df), // ldr.w r6, [pc, #426]
            Word::thumb(0x00008aa4, 0x000061aa), // (second half)
            Word::thumb(0x00008aa6, 0x000047f2), // udf 0x47f2
            Word::thumb(0x00008aa8, 0x0000f6a8), // subw r2, r8, #2063
            Word::thumb(0x00008aaa, 0x0000020f), // (second half)
            Word::thumb(0x00008aac, 0x0000be85), // bkpt 0x0085
            Word::thumb(0x00008aae, 0x0000eef8), // vmrs r4, fpexc
            Word::thumb(0x00008ab0, 0x00004a10), // (second half)
            Word::thumb(0x00008ab2, 0x0000ee7c), // vsub.f64 d30, d28, d10
            Word::thumb(0x00008ab4, 0x0000ebca), // (second half)
            Word::thumb(0x00008ab6, 0x0000f45f), // movs.w pc, #15532032
            Word::thumb(0x00008ab8, 0x00000f6d), // (second half)
            Word::thumb(0x00008aba, 0x0000b650), // setend le
            Word::thumb(0x00008abc, 0x0000f843), // str.w r9, [r3, #-104]!
            Word::thumb(0x00008abe, 0x00009d68), // (second half)
            Word::thumb(0x00008ac0, 0x0000f836), // pldw [r6, fp, lsl #2]
            Word::thumb(0x00008ac2, 0x0000f02b), // (second half)
            Word::thumb(0x00008ac4, 0x0000ed2d), // udf 0xed2d6a95
            Word::thumb(0x00008ac6, 0x00006a95), // (second half)
            Word::thumb(0x00008ac8, 0x0000f6bf), // bge.w 0x8aca
            Word::thumb(0x00008aca, 0x0000afff), // (second half)
            Word::thumb(0x00008acc, 0x0000bf70), // nop {7}
            Word::thumb(0x00008ace, 0x000047a0), // blx r4
            Word::thumb(0x00008ad0, 0x0000d23c), // bcs.n 0x8b4c
            Word::thumb(0x00008ad2, 0x0000eb48), // adc.w pc, r8, r2, ror #23
            Word::thumb(0x00008ad4, 0x00005ff2), // (second half)
            Word::thumb(0x00008ad6, 0x00005935), // ldr r5, [r6, r4]
            Word::thumb(0x00008ad8, 0x00001d9c), // adds r4, r3, #6
            Word::thumb(0x00008ada, 0x0000bcdc), // pop {r2, r3, r4, r6, r7}
            Word::thumb(0x00008adc, 0x0000a533), // add r5, pc, #204
            Word::thumb(0x00008ade, 0x00004788), // blx r1
            Word::thumb(0x00008ae0, 0x000023ef), // movs r3, #239
            Word::thumb(0x00008ae2, 0x00004070), // eors r0, r6
            Word::thumb(0x00008ae4, 0x0000f849), // str.w r1, [r9], #-189
            Word::thumb(0x00008ae6, 0x000019bd), // (second half)
            Word::thumb(0x00008ae8, 0x0000fbe2), // umaal fp, r3, r2, r6
            Word::thumb(0x00008aea, 0x0000b366), // (second half)
            Word::thumb(0x00008aec, 0x00008009), // strh r1, [r1, #0]
            Word::thumb(0x00008aee, 0x0000fad1), // usub16 r6, r1, pc
            Word::thumb(0x00008af0, 0x0000f64f), // (second half)
            Word::thumb(0x00008af2, 0x0000b650), // setend le
            Word::thumb(0x00008af4, 0x0000fabd), // clz sl, fp
            Word::thumb(0x00008af6, 0x0000fa8b), // (second half)
            Word::thumb(0x00008af8, 0x0000a124), // add r1, pc, #144
            Word::thumb(0x00008afa, 0x0000fbcb), // smlal r5, pc, fp, ip
            Word::thumb(0x00008afc, 0x00005f0c), // (second half)
            Word::thumb(0x00008afe, 0x00008dda), // ldrh r2, [r3, #46]
            Word::thumb(0x00008b00, 0x0000ca7c), // ldmia r2, {r2, r3, r4, r5, r6}
            Word::thumb(0x00008b02, 0x00003fec), // subs r7, #236
            Word::thumb(0x00008b04, 0x0000f85d), // ldr.w r7, [sp, r5]
            Word::thumb(0x00008b06, 0x00007005), // (second half)
            Word::thumb(0x00008b08, 0x0000ee09), // vmov s19, r5
            Word::thumb(0x00008b0a, 0x00005a90), // (second half)
            Word::thumb(0x00008b0c, 0x0000414e), // adcs r6, r1
            Word::thumb(0x00008b0e, 0x00007731), // strb r1, [r6, #28]
            Word::thumb(0x00008b10, 0x0000eeb5), // vcmp.f32 s28, #0.0
            Word::thumb(0x00008b12, 0x0000ea40), // (second half)
            Word::thumb(0x00008b14, 0x0000f808), // strb.w lr, [r8, #-109]
            Word::thumb(0x00008b16, 0x0000ec6d), // (second half)
            Word::thumb(0x00008b18, 0x0000c623), // stmia r6!, {r0, r1, r5}
            Word::thumb(0x00008b1a, 0x0000460d), // mov r5, r1
            Word::thumb(0x00008b1c, 0x0000f83b), // ldrh.w fp, [fp, #-153]
            Word::thumb(0x00008b1e, 0x0000bc99), // (second half)
            Word::thumb(0x00008b20, 0x0000a119), // add r1, pc, #100
            Word::thumb(0x00008b22, 0x0000f403), // and.w lr, r3, #209920
            Word::thumb(0x00008b24, 0x00003e4d), // (second half)
            Word::thumb(0x00008b26, 0x0000ee98), // vfnma.f64 d9, d24, d12
            Word::thumb(0x00008b28, 0x00009bcc), // (second half)
            Word::thumb(0x00008b2a, 0x0000bf73), // iteet vc
            Word::thumb(0x00008b2c, 0x0000d683), // bvs.n 0x8a36
            Word::thumb(0x00008b2e, 0x000040b5), // lsls r5, r6
            Word::thumb(0x00008b30, 0x0000b165), // cbz r5, 0x8b4c
            Word::thumb(0x00008b32, 0x0000fb4f), // smusdx pc, pc, lr
            Word::thumb(0x00008b34, 0x0000ff1e), // (second half)
            Word::thumb(0x00008b36, 0x0000eee0), // vmsr fpsid, lr
            Word::thumb(0x00008b38, 0x0000ea10), // (second half)
            Word::thumb(0x00008b3a, 0x00000a2f), // lsrs r7, r5, #8
            Word::thumb(0x00008b3c, 0x0000cdb7), // ldmia r5, {r0, r1, r2, r4, r5, r7}
            Word::thumb(0x00008b3e, 0x0000b26a), // sxtb r2, r5
            Word::thumb(0x00008b40, 0x0000eeb3), // vcvtb.f16.f32 s2, s14
            Word::thumb(0x00008b42, 0x00001a47), // (second half)
            Word::thumb(0x00008b44, 0x0000f6af), // subw fp, pc, #3435
            Word::thumb(0x00008b46, 0x00005b6b), // (second half)
            Word::thumb(0x00008b48, 0x0000bf02), // ittt eq
            Word::thumb(0x00008b4a, 0x0000f85b), // ldrt r4, [fp, #58]
            Word::thumb(0x00008b4c, 0x00004e3a), // (second half)
            Word::thumb(0x00008b4e, 0x000006fb), // lsls r3, r7, #27
            Word::thumb(0x00008b50, 0x0000b673), // cpsid if
            Word::thumb(0x00008b52, 0x0000bf6d), // iteet vs
            Word::thumb(0x00008b54, 0x0000f3c8), // udf 0xf3c87153
            Word::thumb(0x00008b56, 0x00007153), // (second half)
            Word::thumb(0x00008b58, 0x0000b670), // cpsid
            Word::thumb(0x00008b5a, 0x0000b286), // uxth r6, r0
            Word::thumb(0x00008b5c, 0x0000bf63), // ittte vs
            Word::thumb(0x00008b5e, 0x0000f7fd), // udf.w #55624
            Word::thumb(0x00008b60, 0x0000a948), // (second half)
            Word::thumb(0x00008b62, 0x0000ed72), // udf 0xed723bf5
            Word::thumb(0x00008b64, 0x00003bf5), // (second half)
            Word::thumb(0x00008b66, 0x0000bf74), // ite vc
            Word::thumb(0x00008b68, 0x00004748), // bx r9
            Word::thumb(0x00008b6a, 0x0000bd50), // pop {r4, r6, pc}
            Word::thumb(0x00008b6c, 0x00001e61), // subs r1, r4, #1
            Word::thumb(0x00008b6e, 0x0000ecd0), // vldmia r0, {s1-s5}
            Word::thumb(0x00008b70, 0x00000a05), // (second half)
            Word::thumb(0x00008b72, 0x0000f3a8), // usat lr, #10, r8, asr #27
            Word::thumb(0x00008b74, 0x00006eca), // (second half)
            Word::thumb(0x00008b76, 0x0000b2d7), // uxtb r7, r2
            Word::thumb(0x00008b78, 0x0000fbe5), // umlal ip, sp, r5, r3
            Word::thumb(0x00008b7a, 0x0000cd03), // (second half)
            Word::thumb(0x00008b7c, 0x0000eefc), // vcvt.u32.f32 s27, s9
            Word::thumb(0x00008b7e, 0x0000dae4), // (second half)
            Word::thumb(0x00008b80, 0x0000c15e), // stmia r1!, {r1, r2, r3, r4, r6}
            Word::thumb(0x00008b82, 0x0000e939), // ldmdb r9!, {r0, r1, r2, r5, r6, r7, fp, pc}
            Word::thumb(0x00008b84, 0x000088e7), // (second half)
            Word::thumb(0x00008b86, 0x0000f7f5), // udf.w #20570
            Word::thumb(0x00008b88, 0x0000a05a), // (second half)
            Word::thumb(0x00008b8a, 0x0000bfda), // itte le
            Word::thumb(0x00008b8c, 0x0000ec45), // vmov d29, r0, r5
            Word::thumb(0x00008b8e, 0x00000b3d), // (second half)
            Word::thumb(0x00008b90, 0x0000e84d), // strex fp, r8, [sp, #520]
            Word::thumb(0x00008b92, 0x00008b82), // (second half)
            Word::thumb(0x00008b94, 0x0000baf9), // revsh r1, r7
            Word::thumb(0x00008b96, 0x0000bf93), // iteet ls
            Word::thumb(0x00008b98, 0x0000c4fe), // stmia r4!, {r1, r2, r3, r4, r5, r6, r7}
            Word::thumb(0x00008b9a, 0x0000eeb2), // vcvtt.f32.f16 s20, s22
            Word::thumb(0x00008b9c, 0x0000aacb), // (second half)
            Word::thumb(0x00008b9e, 0x0000eebf), // vcvt.u32.f32 s10, s10, #17
            Word::thumb(0x00008ba0, 0x00005ae7), // (second half)
            Word::thumb(0x00008ba2, 0x0000fbce), // smlaltt r9, r2, lr, r4
            Word::thumb(0x00008ba4, 0x000092b4), // (second half)
            Word::thumb(0x00008ba6, 0x0000b675), // cpsid af
            Word::thumb(0x00008ba8, 0x0000478c), // udf 0x478c
            Word::thumb(0x00008baa, 0x00001ec3), // subs r3, r0, #3
            Word::thumb(0x00008bac, 0x0000e849), // strex r3, r9, [r9, #632]
            Word::thumb(0x00008bae, 0x0000939e), // (second half)
            Word::thumb(0x00008bb0, 0x0000dfc4), // svc 196
            Word::thumb(0x00008bb2, 0x0000ee5e), // vnmls.f32 s5, s28, s18
            Word::thumb(0x00008bb4, 0x00002a09), // (second half)
            Word::thumb(0x00008bb6, 0x0000b909), // cbnz r1, 0x8bbc
            Word::thumb(0x00008bb8, 0x0000f6c2), // movt r1, #10462
            Word::thumb(0x00008bba, 0x000001de), // (second half)
            Word::thumb(0x00008bbc, 0x00007f0e), // ldrb r6, [r1, #28]
            Word::thumb(0x00008bbe, 0x0000fb40), // smlsd r9, r0, r9, r9
            Word::thumb(0x00008bc0, 0x00009909), // (second half)
            Word::thumb(0x00008bc2, 0x0000f36f), // udf 0xf36f6b46
            Word::thumb(0x00008bc4, 0x00006b46), // (second half)
            Word::thumb(0x00008bc6, 0x00004442), // add r2, r8
            Word::thumb(0x00008bc8, 0x0000bfce), // itee gt
            Word::thumb(0x00008bca, 0x0000ee46), // vmls.f32 s5, s13, s7
            Word::thumb(0x00008bcc, 0x00002ae3), // (second half)
            Word::thumb(0x00008bce, 0x0000e413), // b.n 0x83f8
            Word::thumb(0x00008bd0, 0x0000baf6), // revsh r6, r6
            Word::thumb(0x00008bd2, 0x00004720), // bx r4
            Word::thumb(0x00008bd4, 0x0000bf74), // ite vc
            Word::thumb(0x00008bd6, 0x0000bf3f), // itttt cc
            Word::thumb(0x00008bd8, 0x0000eee9), // vfma.f64 d27, d25, d2
            Word::thumb(0x00008bda, 0x0000bb82), // (second half)
            Word::thumb(0x00008bdc, 0x0000bf40), // sev
            Word::thumb(0x00008bde, 0x0000bf07), // ittee eq
            Word::thumb(0x00008be0, 0x0000e98d), // srsia sp, #10
            Word::thumb(0x00008be2, 0x0000c00a), // (second half)
            Word::thumb(0x00008be4, 0x0000f1bd), // b.w 0xdc6372
            Word::thumb(0x00008be6, 0x000093c5), // (second half)
            Word::thumb(0x00008be8, 0x00005a89), // ldrh r1, [r1, r2]
            Word::thumb(0x00008bea, 0x0000f822), // strht r7, [r2, #21]
            Word::thumb(0x00008bec, 0x00007e15), // (second half)
            Word::thumb(0x00008bee, 0x00003420), // adds r4, #32
            Word::thumb(0x00008bf0, 0x0000f34a), // udf 0xf34a7d43
            Word::thumb(0x00008bf2, 0x00007d43), // (second half)
            Word::thumb(0x00008bf4, 0x00001c95), // adds r5, r2, #2
            Word::thumb(0x00008bf6, 0x0000f3bf), // isb #0
            Word::thumb(0x00008bf8, 0x00008f60), // (second half)
            Word::thumb(0x00008bfa, 0x0000baf4), // revsh r4, r6
            Word::thumb(0x00008bfc, 0x0000f5ad), // sub.w pc, sp, #32768
            Word::thumb(0x00008bfe, 0x00004f00), // (second half)
            Word::thumb(0x00008c00, 0x0000476f), // udf 0x476f
            Word::thumb(0x00008c02, 0x0000b658), // setend be
            Word::thumb(0x00008c04, 0x00005757), // ldrsb r7, [r2, r5]
            Word::thumb(0x00008c06, 0x0000a6cd), // add r6, pc, #820
            Word::thumb(0x00008c08, 0x0000bf0c), // ite eq
            Word::thumb(0x00008c0a, 0x0000ee91), // vfnma.f32 s26, s3, s2
            Word::thumb(0x00008c0c, 0x0000dac1), // (second half)
            Word::thumb(0x00008c0e, 0x00001c94), // adds r4, r2, #2
            Word::thumb(0x00008c10, 0x0000108c), // asrs r4, r1, #2
            Word::thumb(0x00008c12, 0x0000566f), // ldrsb r7, [r5, r1]
            Word::thumb(0x00008c14, 0x0000b22d), // sxth r5, r5
            Word::thumb(0x00008c16, 0x0000f38a), // msr CPSR_fc, sl
            Word::thumb(0x00008c18, 0x00008900), // (second half)
            Word::thumb(0x00008c1a, 0x0000f6dc), // bl 0xffee4c50
            Word::thumb(0x00008c1c, 0x0000f819), // (second half)
            Word::thumb(0x00008c1e, 0x0000bf2e), // itee cs
            Word::thumb(0x00008c20, 0x0000f88e), // strb.w r7, [lr, #3804]
            Word::thumb(0x00008c22, 0x00007edc), // (second half)
            Word::thumb(0x00008c24, 0x0000477d), // udf 0x477d
            Word::thumb(0x00008c26, 0x0000f32e), // ssat16 r5, #15, lr
            Word::thumb(0x00008c28, 0x0000050e), // (second half)
            Word::thumb(0x00008c2a, 0x00004dc8), // ldr r5, [pc, #800]
            Word::thumb(0x00008c2c, 0x0000bfc0), // nop {12}
            Word::thumb(0x00008c2e, 0x0000bcf2), // pop {r1, r4, r5, r6, r7}
            Word::thumb(0x00008c30, 0x00004798), // blx r3
            Word::thumb(0x00008c32, 0x0000d4cd), // bmi.n 0x8bd0
            Word::thumb(0x00008c34, 0x0000927c), // str r2, [sp, #496]
            Word::thumb(0x00008c36, 0x0000eeb5), // vcmp.f32 s2, #0.0
            Word::thumb(0x00008c38, 0x00001a40), // (second half)
            Word::thumb(0x00008c3a, 0x0000f07a), // orns fp, sl, #63
            Word::thumb(0x00008c3c, 0x00000b3f), // (second half)
            Word::thumb(0x00008c3e, 0x00004760), // bx ip
            Word::thumb(0x00008c40, 0x0000cf22), // ldmia r7!, {r1, r5}
            Word::thumb(0x00008c42, 0x0000bf96), // itet ls
            Word::thumb(0x00008c44, 0x0000bf6e), // itee vs
            Word::thumb(0x00008c46, 0x00001933), // adds r3, r6, r4
            Word::thumb(0x00008c48, 0x00001f4a), // subs r2, r1, #5
            Word::thumb(0x00008c4a, 0x000047b0), // blx r6
            Word::thumb(0x00008c4c, 0x0000bf46), // itte mi
            Word::thumb(0x00008c4e, 0x0000f8df), // ldr.w fp, [pc, #870]
            Word::thumb(0x00008c50, 0x0000b366), // (second half)
            Word::thumb(0x00008c52, 0x0000f104), // add.w r0, r4, #952107008
            Word::thumb(0x00008c54, 0x00005063), // (second half)
            Word::thumb(0x00008c56, 0x0000bcf4), // pop {r2, r4, r5, r6, r7}
            Word::thumb(0x00008c58, 0x0000bae6), // revsh r6, r4
            Word::thumb(0x00008c5a, 0x0000f83c), // pldw [ip, r5, lsl #2]
            Word::thumb(0x00008c5c, 0x0000f025), // (second half)
            Word::thumb(0x00008c5e, 0x00008776), // strh r6, [r6, #58]
            Word::thumb(0x00008c60, 0x0000bfae), // itee ge
            Word::thumb(0x00008c62, 0x0000eef0), // vmov.f32 s31, s14
            Word::thumb(0x00008c64, 0x0000fa47), // (second half)
            Word::thumb(0x00008c66, 0x0000067b), // lsls r3, r7, #25
            Word::thumb(0x00008c68, 0x0000f3de), // subs pc, lr, #140
            Word::thumb(0x00008c6a, 0x00008f8c), // (second half)
            Word::thumb(0x00008c6c, 0x0000b0d3), // sub sp, #332
            Word::thumb(0x00008c6e, 0x0000eac6), // pkhbt sl, r6, r1, lsl #3
            Word::thumb(0x00008c70, 0x00000ac1), // (second half)
            Word::thumb(0x00008c72, 0x0000bf5f), // itttt pl
            Word::thumb(0x00008c74, 0x0000f481), // eor.w r3, r1, #30336
            Word::thumb(0x00008c76, 0x000043ed), // (second half)
            Word::thumb(0x00008c78, 0x00007f26), // ldrb r6, [r4, #28]
            Word::thumb(0x00008c7a, 0x0000eeb2), // vcvtt.f32.f16 s22, s17
            Word::thumb(0x00008c7c, 0x0000bae8), // (second half)
            Word::thumb(0x00008c7e, 0x0000ba69), // rev16 r1, r5
            Word::thumb(0x00008c80, 0x0000bfc6), // itte gt
            Word::thumb(0x00008c82, 0x0000b0f4), // sub sp, #464
            Word::thumb(0x00008c84, 0x0000eeb2), // vcvtb.f32.f16 s30, s16
            Word::thumb(0x00008c86, 0x0000fa48), // (second half)
            Word::thumb(0x00008c88, 0x0000f806), // strb.w r4, [r6, #-56]
            Word::thumb(0x00008c8a, 0x00004c38), // (second half)
            Word::thumb(0x00008c8c, 0x0000489a), // ldr r0, [pc, #616]
            Word::thumb(0x00008c8e, 0x0000f8bf), // ldrh.w sp, [pc, #1183]
            Word::thumb(0x00008c90, 0x0000d49f), // (second half)
            Word::thumb(0x00008c92, 0x0000b000), // add sp, #0
            Word::thumb(0x00008c94, 0x0000f510), // cmn.w r0, #3328
            Word::thumb(0x00008c96, 0x00006f50), // (second half)
            Word::thumb(0x00008c98, 0x00006d6a), // ldr r2, [r5, #84]
            Word::thumb(0x00008c9a, 0x00004381), // bics r1, r0
            Word::thumb(0x00008c9c, 0x0000bf1c), // itt ne
            Word::thumb(0x00008c9e, 0x0000bfdd), // ittte le
            Word::thumb(0x00008ca0, 0x0000f84d), // strt r8, [sp, #90]
            Word::thumb(0x00008ca2, 0x00008e5a), // (second half)
            Word::thumb(0x00008ca4, 0x0000fbad), // umull r5, r9, sp, r5
            Word::thumb(0x00008ca6, 0x00005905), // (second half)
            Word::thumb(0x00008ca8, 0x00005007), // str r7, [r0, r0]
            Word::thumb(0x00008caa, 0x0000f505), // add.w sp, r5, #47616
            Word::thumb(0x00008cac, 0x00004d3a), // (second half)
            Word::thumb(0x00008cae, 0x000058b4), // ldr r4, [r6, r2]
            Word::thumb(0x00008cb0, 0x0000bfbc), // itt lt
            Word::thumb(0x00008cb2, 0x000047f8), // blx pc
            Word::thumb(0x00008cb4, 0x0000f911), // ldrsbt r9, [r1, #238]
            Word::thumb(0x00008cb6, 0x00009eee), // (second half)
            Word::thumb(0x00008cb8, 0x0000c037), // stmia r0!, {r0, r1, r2, r4, r5}
            Word::thumb(0x00008cba, 0x0000f516), // cmn.w r6, #1432
            Word::thumb(0x00008cbc, 0x00006fb3), // (second half)
            Word::thumb(0x00008cbe, 0x0000df60), // svc 96
            Word::thumb(0x00008cc0, 0x0000bfeb), // itete al
            Word::thumb(0x00008cc2, 0x0000ee10), // mrc 12, 0, r3, cr0, cr2, {0}
            Word::thumb(0x00008cc4, 0x00003c12), // (second half)
            Word::thumb(0x00008cc6, 0x0000eeb0), // vabs.f32 s16, s10
            Word::thumb(0x00008cc8, 0x00008ac5), // (second half)
            Word::thumb(0x00008cca, 0x0000e8dc), // udf 0xe8dc997f
            Word::thumb(0x00008ccc, 0x0000997f), // (second half)
            Word::thumb(0x00008cce, 0x0000dea0), // udf #160
            Word::thumb(0x00008cd0, 0x0000bd1f), // pop {r0, r1, r2, r3, r4, pc}
            Word::thumb(0x00008cd2, 0x0000403c), // ands r4, r7
            Word::thumb(0x00008cd4, 0x0000f000), // b.w 0x8ce4
            Word::thumb(0x00008cd6, 0x0000b806), // (second half)
            Word::thumb(0x00008cd8, 0x0000bf03), // ittte eq
            Word::thumb(0x00008cda, 0x0000bef5), // bkpt 0x00f5
            Word::thumb(0x00008cdc, 0x00008659), // strh r1, [r3, #50]
            Word::thumb(0x00008cde, 0x00001d20), // adds r0, r4, #4
            Word::thumb(0x00008ce0, 0x0000eefa), // vcvt.f64.s16 d17, d17, #-6
            Word::thumb(0x00008ce2, 0x00001b4b), // (second half)
            Word::thumb(0x00008ce4, 0x0000bf73), // iteet vc
            Word::thumb(0x00008ce6, 0x0000b075), // add sp, #468
            Word::thumb(0x00008ce8, 0x0000fbbc), // udiv r6, ip, lr
            Word::thumb(0x00008cea, 0x0000f6fe), // (second half)
            Word::thumb(0x00008cec, 0x0000ad31), // add r5, sp, #196
            Word::thumb(0x00008cee, 0x0000e8c1), // strexd lr, r6, r0, [r1]
            Word::thumb(0x00008cf0, 0x0000607e), // (second half)
            Word::thumb(0x00008cf2, 0x0000ebbe), // subs.w r8, lr, r7, lsl #24
            Word::thumb(0x00008cf4, 0x00006807), // (second half)
            Word::thumb(0x00008cf6, 0x0000cc6c), // ldmia r4!, {r2, r3, r5, r6}
            Word::thumb(0x00008cf8, 0x00003b7d), // subs r3, #125
            Word::thumb(0x00008cfa, 0x0000e8d7), // ldrexb sl, [r7]
            Word::thumb(0x00008cfc, 0x0000af4f), // (second half)
            Word::thumb(0x00008cfe, 0x0000b677), // cpsid aif
            Word::thumb(0x00008d00, 0x0000ea93), // eors.w ip, r3, r7, lsr #9
            Word::thumb(0x00008d02, 0x00002c57), // (second half)
            Word::thumb(0x00008d04, 0x0000b650), // setend le
            Word::thumb(0x00008d06, 0x00004775), // udf 0x4775
            Word::thumb(0x00008d08, 0x00005c2b), // ldrb r3, [r5, r0]
            Word::thumb(0x00008d0a, 0x0000bd31), // pop {r0, r4, r5, pc}
            Word::thumb(0x00008d0c, 0x00000429), // lsls r1, r5, #16
            Word::thumb(0x00008d0e, 0x0000e012), // b.n 0x8d36
            Word::thumb(0x00008d10, 0x0000fbe2), // umlal ip, r1, r2, pc
            Word::thumb(0x00008d12, 0x0000c10f), // (second half)
            Word::thumb(0x00008d14, 0x0000e939), // ldmdb r9!, {r1, r5, r6, r7, fp, ip}
            Word::thumb(0x00008d16, 0x000018e2), // (second half)
            Word::thumb(0x00008d18, 0x000028fd), // cmp r0, #253
            Word::thumb(0x00008d1a, 0x0000ed20), // udf 0xed207b43
            Word::thumb(0x00008d1c, 0x00007b43), // (second half)
            Word::thumb(0x00008d1e, 0x0000f349), // udf 0xf349739f
            Word::thumb(0x00008d20, 0x0000739f), // (second half)
            Word::thumb(0x00008d22, 0x0000a2b7), // add r2, pc, #732
            Word::thumb(0x00008d24, 0x0000d028), // beq.n 0x8d78
            Word::thumb(0x00008d26, 0x0000e40e), // b.n 0x8546
            Word::thumb(0x00008d28, 0x0000ea06), // and.w fp, r6, r5, ror #18
            Word::thumb(0x00008d2a, 0x00004bb5), // (second half)
            Word::thumb(0x00008d2c, 0x0000d510), // bpl.n 0x8d50
            Word::thumb(0x00008d2e, 0x00005f5e), // ldrsh r6, [r3, r5]
            Word::thumb(0x00008d30, 0x00001fa0), // subs r0, r4, #6
            Word::thumb(0x00008d32, 0x0000fb94), // sdiv lr, r4, r4
            Word::thumb(0x00008d34, 0x0000fef4), // (second half)
            Word::thumb(0x00008d36, 0x0000f827), // strh.w ip, [r7, #-77]!
            Word::thumb(0x00008d38, 0x0000cd4d), // (second half)
            Word::thumb(0x00008d3a, 0x0000ee7e), // vadd.f64 d20, d14, d29
            Word::thumb(0x00008d3c, 0x00004b2d), // (second half)
            Word::thumb(0x00008d3e, 0x0000def2), // udf #242
            Word::thumb(0x00008d40, 0x0000eeb5), // vcmpe.f32 s26, #0.0
            Word::thumb(0x00008d42, 0x0000dac0), // (second half)
            Word::thumb(0x00008d44, 0x0000ac40), // add r4, sp, #256
            Word::thumb(0x00008d46, 0x0000b658), // setend be
            Word::thumb(0x00008d48, 0x0000f8d1), // ldr.w r7, [r1, #921]
            Word::thumb(0x00008d4a, 0x00007399), // (second half)
            Word::thumb(0x00008d4c, 0x0000f10a), // add.w r5, sl, #131074
            Word::thumb(0x00008d4e, 0x00001502), // (second half)
            Word::thumb(0x00008d50, 0x0000b381), // cbz r1, 0x8db4
            Word::thumb(0x00008d52, 0x0000ee1c), // vmov ip, s25
            Word::thumb(0x00008d54, 0x0000ca90), // (second half)
            Word::thumb(0x00008d56, 0x0000f80b), // strb.w r2, [fp], #76
            Word::thumb(0x00008d58, 0x00002b4c), // (second half)
            Word::thumb(0x00008d5a, 0x0000f7e4), // hvc #18209
            Word::thumb(0x00008d5c, 0x00008721), // (second half)
            Word::thumb(0x00008d5e, 0x0000c9fb), // ldmia r1, {r0, r1, r3, r4, r5, r6, r7}
            Word::thumb(0x00008d60, 0x0000df93), // svc 147
            Word::thumb(0x00008d62, 0x0000c6ed), // stmia r6!, {r0, r2, r3, r5, r6, r7}
            Word::thumb(0x00008d64, 0x0000b386), // cbz r6, 0x8dc8
            Word::thumb(0x00008d66, 0x0000f086), // eor.w pc, r6, #20
            Word::thumb(0x00008d68, 0x00000f14), // (second half)
            Word::thumb(0x00008d6a, 0x0000ba1d), // rev r5, r3
            Word::thumb(0x00008d6c, 0x0000bfa5), // ittet ge
            Word::thumb(0x00008d6e, 0x0000ee0b), // vmov s23, r9
            Word::thumb(0x00008d70, 0x00009a90), // (second half)
            Word::thumb(0x00008d72, 0x0000ec47), // vmov s26, s27, r2, r7
            Word::thumb(0x00008d74, 0x00002a1d), // (second half)
            Word::thumb(0x00008d76, 0x0000bf14), // ite ne
            Word::thumb(0x00008d78, 0x0000e8c4), // strexd ip, r1, r2, [r4]
            Word::thumb(0x00008d7a, 0x0000127c), // (second half)
            Word::thumb(0x00008d7c, 0x0000e025), // b.n 0x8dca
            Word::thumb(0x00008d7e, 0x0000f1d8), // rsbs r0, r8, #3840206052
            Word::thumb(0x00008d80, 0x000030e4), // (second half)
            Word::thumb(0x00008d82, 0x0000eeff), // vcvt.u16.f32 s5, s5, #-9
            Word::thumb(0x00008d84, 0x00002a6c), // (second half)
            Word::thumb(0x00008d86, 0x0000a76a), // add r7, pc, #424
            Word::thumb(0x00008d88, 0x00004620), // mov r0, r4
            Word::thumb(0x00008d8a, 0x0000b007), // add sp, #28
            Word::thumb(0x00008d8c, 0x0000eef8), // vmrs pc, fpexc
            Word::thumb(0x00008d8e, 0x0000fa10), // (second half)
            Word::thumb(0x00008d90, 0x0000f3cb), // bxj fp
            Word::thumb(0x00008d92, 0x00008f00), // (second half)
            Word::thumb(0x00008d94, 0x00009b3b), // ldr r3, [sp, #236]
            Word::thumb(0x00008d96, 0x00009e46), // ldr r6, [sp, #280]
            Word::thumb(0x00008d98, 0x0000b650), // setend le
            Word::thumb(0x00008d9a, 0x0000ee65), // vnmul.f64 d26, d21, d28
            Word::thumb(0x00008d9c, 0x0000abec), // (second half)
            Word::thumb(0x00008d9e, 0x0000c428), // stmia r4!, {r3, r5}
            Word::thumb(0x00008da0, 0x00007f81), // ldrb r1, [r0, #30]
            Word::thumb(0x00008da2, 0x0000464e), // mov r6, r9
            Word::thumb(0x00008da4, 0x0000e80d), // srsdb sp, #30
            Word::thumb(0x00008da6, 0x0000c01e), // (second half)
            Word::thumb(0x00008da8, 0x0000ea96), // eors.w r0, r6, r9, lsr #30
            Word::thumb(0x00008daa, 0x00007099), // (second half)
            Word::thumb(0x00008dac, 0x0000be60), // bkpt 0x0060
            Word::thumb(0x00008dae, 0x0000bf47), // ittee mi
            Word::thumb(0x00008db0, 0x0000a310), // add r3, pc, #64
            Word::thumb(0x00008db2, 0x0000d5e3), // bpl.n 0x8d7c
            Word::thumb(0x00008db4, 0x0000b21c), // sxth r4, r3
            Word::thumb(0x00008db6, 0x0000bfab), // itete ge
            Word::thumb(0x00008db8, 0x0000eeb5), // vcmp.f64 d15, #0.0
            Word::thumb(0x00008dba, 0x0000fb40), // (second half)
            Word::thumb(0x00008dbc, 0x0000bfa2), // ittt ge
            Word::thumb(0x00008dbe, 0x0000467d), // mov r5, pc
            Word::thumb(0x00008dc0, 0x0000cb4d), // ldmia r3, {r0, r2, r3, r6}
            Word::thumb(0x00008dc2, 0x0000f84d), // str.w r7, [sp, sl, lsl #3]
            Word::thumb(0x00008dc4, 0x0000703a), // (second half)
            Word::thumb(0x00008dc6, 0x0000eeb8), // vcvt.f32.u32 s16, s25
            Word::thumb(0x00008dc8, 0x00008a6c), // (second half)
            Word::thumb(0x00008dca, 0x00009356), // str r3, [sp, #344]
            Word::thumb(0x00008dcc, 0x0000f916), // ldrsb.w sp, [r6, #158]!
            Word::thumb(0x00008dce, 0x0000df9e), // (second half)
            Word::thumb(0x00008dd0, 0x0000f000), // bl 0x8e1a
            Word::thumb(0x00008dd2, 0x0000f823), // (second half)
            Word::thumb(0x00008dd4, 0x0000fb3c), // smulwt pc, ip, r7
            Word::thumb(0x00008dd6, 0x0000ff17), // (second half)
            Word::thumb(0x00008dd8, 0x0000890b), // ldrh r3, [r1, #8]
            Word::thumb(0x00008dda, 0x00001811), // adds r1, r2, r0
            Word::thumb(0x00008ddc, 0x0000f8d5), // ldr.w r7, [r5, #2929]
            Word::thumb(0x00008dde, 0x00007b71), // (second half)
            Word::thumb(0x00008de0, 0x0000f43d), // bics.w r4, sp, #40704
            Word::thumb(0x00008de2, 0x0000441f), // (second half)
            Word::thumb(0x00008de4, 0x000003fe), // lsls r6, r7, #15
            Word::thumb(0x00008de6, 0x000066d6), // str r6, [r2, #108]
            Word::thumb(0x00008de8, 0x0000bf00), // nop
            Word::thumb(0x00008dea, 0x0000b26b), // sxtb r3, r5
            Word::thumb(0x00008dec, 0x0000ebb6), // cmp.w r6, r6, lsl #6
            Word::thumb(0x00008dee, 0x00001f86), // (second half)
            Word::thumb(0x00008df0, 0x0000bcd1), // pop {r0, r4, r6, r7}
            Word::thumb(0x00008df2, 0x0000eed0), // vfnma.f64 d24, d16, d19
            Word::thumb(0x00008df4, 0x00008be3), // (second half)
            Word::thumb(0x00008df6, 0x0000e294), // b.n 0x9322
            Word::thumb(0x00008df8, 0x0000bf57), // itett pl
            Word::thumb(0x00008dfa, 0x0000ae6c), // add r6, sp, #432
            Word::thumb(0x00008dfc, 0x0000fb3f), // smulwt r3, pc, sp
            Word::thumb(0x00008dfe, 0x0000f31d), // (second half)
            Word::thumb(0x00008e00, 0x00005d57), // ldrb r7, [r2, r5]
            Word::thumb(0x00008e02, 0x00002aae), // cmp r2, #174
            Word::thumb(0x00008e04, 0x0000bfac), // ite ge
            Word::thumb(0x00008e06, 0x0000f853), // ldr.w r4, [r3], #-171
            Word::thumb(0x00008e08, 0x000049ab), // (second half)
            Word::thumb(0x00008e0a, 0x0000f119), // cmn.w r9, #2964369584
            Word::thumb(0x00008e0c, 0x00003fb0), // (second half)
            Word::thumb(0x00008e0e, 0x000097b1), // str r7, [sp, #708]
            Word::thumb(0x00008e10, 0x0000baff), // revsh r7, r7
            Word::thumb(0x00008e12, 0x0000fa3c), // uxtab16 sp, ip, pc, ror #8
            Word::thumb(0x00008e14, 0x0000fd9f), // (second half)
            Word::thumb(0x00008e16, 0x0000a700), // add r7, pc, #0
            Word::thumb(0x00008e18, 0x00003c97), // subs r4, #151
            Word::thumb(0x00008e1a, 0x0000f39e), // msr SPSR_, lr
            Word::thumb(0x00008e1c, 0x00008000), // (second half)
            Word::thumb(0x00008e1e, 0x0000be19), // bkpt 0x0019
            Word::thumb(0x00008e20, 0x0000a325), // add r3, pc, #148
            Word::thumb(0x00008e22, 0x0000c041), // stmia r0!, {r0, r6}
            Word::thumb(0x00008e24, 0x00004728), // bx r5
            Word::thumb(0x00008e26, 0x0000be1d), // bkpt 0x001d
            Word::thumb(0x00008e28, 0x0000eef8), // vmrs r8, fpexc
            Word::thumb(0x00008e2a, 0x00008a10), // (second half)
            Word::thumb(0x00008e2c, 0x0000bf15), // itete ne
            Word::thumb(0x00008e2e, 0x0000bf3b), // ittet cc
            Word::thumb(0x00008e30, 0x0000eef8), // vmrs r8, fpexc
            Word::thumb(0x00008e32, 0x00008a10), // (second half)
            Word::thumb(0x00008e34, 0x0000a299), // add r2, pc, #612
            Word::thumb(0x00008e36, 0x0000f85e), // ldr.w fp, [lr, #-128]
            Word::thumb(0x00008e38, 0x0000bc80), // (second half)
            Word::thumb(0x00008e3a, 0x0000de57), // udf #87
            Word::thumb(0x00008e3c, 0x0000eef1), // vmrs lr, fpscr
            Word::thumb(0x00008e3e, 0x0000ea10), // (second half)
            Word::thumb(0x00008e40, 0x0000fb44), // smlsdx r7, r4, r0, ip
            Word::thumb(0x00008e42, 0x0000c710), // (second half)
            Word::thumb(0x00008e44, 0x0000bfab), // itete ge
            Word::thumb(0x00008e46, 0x0000faba), // clz r8, lr
            Word::thumb(0x00008e48, 0x0000f88e), // (second half)
            Word::thumb(0x00008e4a, 0x0000f32e), // ssat16 sl, #9, lr
            Word::thumb(0x00008e4c, 0x00000a08), // (second half)
            Word::thumb(0x00008e4e, 0x00001bd6), // subs r6, r2, r7
            Word::thumb(0x00008e50, 0x0000ee11), // vmov ip, s3
            Word::thumb(0x00008e52, 0x0000ca90), // (second half)
            Word::thumb(0x00008e54, 0x0000fb5e), // smmlar sp, lr, r7, ip
            Word::thumb(0x00008e56, 0x0000cd17), // (second half)
            Word::thumb(0x00008e58, 0x00002dd2), // cmp r5, #210
            Word::thumb(0x00008e5a, 0x00009634), // str r6, [sp, #208]
            Word::thumb(0x00008e5c, 0x0000df1b), // svc 27
            Word::thumb(0x00008e5e, 0x0000ee63), // vnmul.f32 s11, s7, s11
            Word::thumb(0x00008e60, 0x00005ae5), // (second half)
            Word::thumb(0x00008e62, 0x0000bccc), // pop {r2, r3, r6, r7}
            Word::thumb(0x00008e64, 0x0000f6a8), // subw r7, r8, #2283
            Word::thumb(0x00008e66, 0x000007eb), // (second half)
            Word::thumb(0x00008e68, 0x0000e8fd), // ldrd r2, sp, [sp], #240
            Word::thumb(0x00008e6a, 0x00002d3c), // (second half)
            Word::thumb(0x00008e6c, 0x0000b650), // setend le
            Word::thumb(0x00008e6e, 0x000053d4), // strh r4, [r2, r7]
            Word::thumb(0x00008e70, 0x0000bf67), // ittee vs
            Word::thumb(0x00008e72, 0x0000b0e8), // sub sp, #416
            Word::thumb(0x00008e74, 0x0000fb0a), // mul.w r1, sl, ip
            Word::thumb(0x00008e76, 0x0000f10c), // (second half)
            Word::thumb(0x00008e78, 0x0000bea9), // bkpt 0x00a9
            Word::thumb(0x00008e7a, 0x0000f3bf), // isb #0
            Word::thumb(0x00008e7c, 0x00008f60), // (second half)
            Word::thumb(0x00008e7e, 0x0000f837), // pldw [r7, lr, lsl #1]
            Word::thumb(0x00008e80, 0x0000f01e), // (second half)
            Word::thumb(0x00008e82, 0x0000ed72), // udf 0xed72ab32
            Word::thumb(0x00008e84, 0x0000ab32), // (second half)
            Word::thumb(0x00008e86, 0x0000ed2d), // udf 0xed2d1bf8
            Word::thumb(0x00008e88, 0x00001bf8), // (second half)
            Word::thumb(0x00008e8a, 0x0000b650), // setend le
            Word::thumb(0x00008e8c, 0x0000b658), // setend be
            Word::thumb(0x00008e8e, 0x0000b569), // push {r0, r3, r5, r6, lr}
            Word::thumb(0x00008e90, 0x0000bf50), // nop {5}
            Word::thumb(0x00008e92, 0x0000bdfa), // pop {r1, r3, r4, r5, r6, r7, pc}
            Word::thumb(0x00008e94, 0x0000eb6e), // sbc.w r1, lr, r0, ror #1
            Word::thumb(0x00008e96, 0x00000170), // (second half)
            Word::thumb(0x00008e98, 0x0000bf70), // nop {7}
            Word::thumb(0x00008e9a, 0x0000df21), // svc 33
            Word::thumb(0x00008e9c, 0x0000e8d4), // tbb [r4, sl]
            Word::thumb(0x00008e9e, 0x0000f00a), // (second half)
            Word::thumb(0x00008ea0, 0x0000ea9c), // teq ip, r5, lsr #2
            Word::thumb(0x00008ea2, 0x00000f95), // (second half)
            Word::thumb(0x00008ea4, 0x0000eeb8), // vcvt.f64.s32 d5, s5
            Word::thumb(0x00008ea6, 0x00005be2), // (second half)
            Word::thumb(0x00008ea8, 0x0000471f), // udf 0x471f
            Word::thumb(0x00008eaa, 0x0000fa1f), // uxth.w ip, pc, ror #24
            Word::thumb(0x00008eac, 0x0000fcbf), // (second half)
            Word::thumb(0x00008eae, 0x0000f3ab), // usat r5, #8, fp, asr #5
            Word::thumb(0x00008eb0, 0x00001548), // (second half)
            Word::thumb(0x00008eb2, 0x0000b28a), // uxth r2, r1
            Word::thumb(0x00008eb4, 0x0000b40b), // push {r0, r1, r3}
            Word::thumb(0x00008eb6, 0x0000c663), // stmia r6!, {r0, r1, r5, r6}
            Word::thumb(0x00008eb8, 0x0000b661), // cpsie f
            Word::thumb(0x00008eba, 0x0000c755), // stmia r7!, {r0, r2, r4, r6}
            Word::thumb(0x00008ebc, 0x0000bf79), // ittee vc
            Word::thumb(0x00008ebe, 0x0000fa93), // uadd16 r0, r3, ip
            Word::thumb(0x00008ec0, 0x0000f04c), // (second half)
            Word::thumb(0x00008ec2, 0x0000fb18), // smulbt r0, r8, r4
            Word::thumb(0x00008ec4, 0x0000f014), // (second half)
            Word::thumb(0x00008ec6, 0x00004e28), // ldr r6, [pc, #160]
            Word::thumb(0x00008ec8, 0x0000fb0c), // mla pc, ip, pc, r1
            Word::thumb(0x00008eca, 0x00001f0f), // (second half)
            Word::thumb(0x00008ecc, 0x000077e0), // strb r0, [r4, #31]
            Word::thumb(0x00008ece, 0x0000ea7f), // mvns.w sp, r1, lsl #2
            Word::thumb(0x00008ed0, 0x00000d81), // (second half)
            Word::thumb(0x00008ed2, 0x0000a0ed), // add r0, pc, #948
            Word::thumb(0x00008ed4, 0x0000bd6b), // pop {r0, r1, r3, r5, r6, pc}
            Word::thumb(0x00008ed6, 0x0000b0ff), // sub sp, #508
            Word::thumb(0x00008ed8, 0x0000de4d), // udf #77
            Word::thumb(0x00008eda, 0x0000eef3), // vcvtt.f16.f32 s17, s20
            Word::thumb(0x00008edc, 0x00008aca), // (second half)
            Word::thumb(0x00008ede, 0x0000eef1), // vmrs sp, fpscr
            Word::thumb(0x00008ee0, 0x0000da10), // (second half)
            Word::thumb(0x00008ee2, 0x0000452d), // cmp r5, r5
            Word::thumb(0x00008ee4, 0x0000fb35), // smulwb sp, r5, r1
            Word::thumb(0x00008ee6, 0x0000fd01), // (second half)
            Word::thumb(0x00008ee8, 0x0000875b), // strh r3, [r3, #58]
            Word::thumb(0x00008eea, 0x0000f85b), // ldr.w fp, [fp, r0, lsl #3]
            Word::thumb(0x00008eec, 0x0000b030), // (second half)
            Word::thumb(0x00008eee, 0x0000ee05), // vmov s10, sl
            Word::thumb(0x00008ef0, 0x0000aa10), // (second half)
            Word::thumb(0x00008ef2, 0x0000ee15), // vnmla.f32 s14, s10, s4
            Word::thumb(0x00008ef4, 0x00007a42), // (second half)
            Word::thumb(0x00008ef6, 0x0000d6f0), // bvs.n 0x8eda
            Word::thumb(0x00008ef8, 0x0000d317), // bcc.n 0x8f2a
            Word::thumb(0x00008efa, 0x0000f3de), // subs pc, lr, #0
            Word::thumb(0x00008efc, 0x00008f00), // (second half)
            Word::thumb(0x00008efe, 0x0000fa4f), // sxtb.w sl, r3
            Word::thumb(0x00008f00, 0x0000fa83), // (second half)
            Word::thumb(0x00008f02, 0x0000e9b0), // rfeia r0!
            Word::thumb(0x00008f04, 0x0000c000), // (second half)
            Word::thumb(0x00008f06, 0x0000bf46), // itte mi
            Word::thumb(0x00008f08, 0x0000eef2), // vcvtb.f32.f16 s17, s26
            Word::thumb(0x00008f0a, 0x00008a4d), // (second half)
            Word::thumb(0x00008f0c, 0x0000bc6f), // pop {r0, r1, r2, r3, r5, r6}
            Word::thumb(0x00008f0e, 0x00004634), // mov r4, r6
            Word::thumb(0x00008f10, 0x0000baed), // revsh r5, r5
            Word::thumb(0x00008f12, 0x0000d1e5), // bne.n 0x8ee0
            Word::thumb(0x00008f14, 0x00006d40), // ldr r0, [r0, #84]
            Word::thumb(0x00008f16, 0x0000f3bf), // pssbb
            Word::thumb(0x00008f18, 0x00008f44), // (second half)
            Word::thumb(0x00008f1a, 0x0000fbcd), // smlal r9, r7, sp, ip
            Word::thumb(0x00008f1c, 0x0000970c), // (second half)
            Word::thumb(0x00008f1e, 0x00007626), // strb r6, [r4, #24]
            Word::thumb(0x00008f20, 0x0000bf2f), // iteee cs
            Word::thumb(0x00008f22, 0x0000d2e5), // bcs.n 0x8ef0
            Word::thumb(0x00008f24, 0x0000b677), // cpsid aif
            Word::thumb(0x00008f26, 0x0000b45a), // push {r1, r3, r4, r6}
            Word::thumb(0x00008f28, 0x0000ebb1), // cmp.w r1, r2, ror #10
            Word::thumb(0x00008f2a, 0x00002fb2), // (second half)
            Word::thumb(0x00008f2c, 0x000047d8), // blx fp
            Word::thumb(0x00008f2e, 0x00001ba8), // subs r0, r5, r6
            Word::thumb(0x00008f30, 0x000040de), // lsrs r6, r3
            Word::thumb(0x00008f32, 0x00001b6d), // subs r5, r5, r5
            Word::thumb(0x00008f34, 0x0000e82d), // srsdb sp!, #16
            Word::thumb(0x00008f36, 0x0000c010), // (second half)
            Word::thumb(0x00008f38, 0x0000ea14), // tst.w r4, ip, lsl #7
            Word::thumb(0x00008f3a, 0x00001fcc), // (second half)
            Word::thumb(0x00008f3c, 0x0000bfa0), // nop {10}
            Word::thumb(0x00008f3e, 0x0000e019), // b.n 0x8f74
            Word::thumb(0x00008f40, 0x00005e0e), // ldrsh r6, [r1, r0]
            Word::thumb(0x00008f42, 0x00004730), // bx r6
            Word::thumb(0x00008f44, 0x0000e979), // ldrd r0, r5, [r9, #-456]!
            Word::thumb(0x00008f46, 0x00000572), // (second half)
            Word::thumb(0x00008f48, 0x0000fbc2), // smlald r3, pc, r2, sp
            Word::thumb(0x00008f4a, 0x00003fcd), // (second half)
            Word::thumb(0x00008f4c, 0x0000ec46), // vmov s3, s4, r8, r6
            Word::thumb(0x00008f4e, 0x00008a31), // (second half)
            Word::thumb(0x00008f50, 0x0000bf20), // wfe
            Word::thumb(0x00008f52, 0x0000fbb1), // udiv r6, r1, fp
            Word::thumb(0x00008f54, 0x0000f6fb), // (second half)
            Word::thumb(0x00008f56, 0x0000fbda), // smlsldx r7, r5, sl, r3
            Word::thumb(0x00008f58, 0x000075d3), // (second half)
            Word::thumb(0x00008f5a, 0x00003925), // subs r1, #37
            Word::thumb(0x00008f5c, 0x0000c6d6), // stmia r6!, {r1, r2, r4, r6, r7}
            Word::thumb(0x00008f5e, 0x0000ee2e), // vnmul.f32 s28, s28, s13
            Word::thumb(0x00008f60, 0x0000ea66), // (second half)
            Word::thumb(0x00008f62, 0x0000f3cb), // bxj fp
            Word::thumb(0x00008f64, 0x00008f00), // (second half)
            Word::thumb(0x00008f66, 0x0000fb1a), // smlatt r0, sl, r5, r4
            Word::thumb(0x00008f68, 0x00004035), // (second half)
            Word::thumb(0x00008f6a, 0x0000f840), // str.w r6, [r0, #-254]!
            Word::thumb(0x00008f6c, 0x00006dfe), // (second half)
            Word::thumb(0x00008f6e, 0x00001b84), // subs r4, r0, r6
            Word::thumb(0x00008f70, 0x0000476b), // udf 0x476b
            Word::thumb(0x00008f72, 0x00004f0f), // ldr r7, [pc, #60]
            Word::thumb(0x00008f74, 0x0000ea15), // ands.w r5, r5, r0, asr #2
            Word::thumb(0x00008f76, 0x000005a0), // (second half)
            Word::thumb(0x00008f78, 0x0000ec54), // mrrc 14, 13, sp, r4, cr11
            Word::thumb(0x00008f7a, 0x0000dedb), // (second half)
            Word::thumb(0x00008f7c, 0x00004768), // bx sp
            Word::thumb(0x00008f7e, 0x0000bfc1), // itttt gt
            Word::thumb(0x00008f80, 0x00004d0c), // ldr r5, [pc, #48]
            Word::thumb(0x00008f82, 0x0000ba3e), // rev r6, r7
            Word::thumb(0x00008f84, 0x0000ea81), // eor.w sl, r1, ip, lsr #2
            Word::thumb(0x00008f86, 0x00000a9c), // (second half)
            Word::thumb(0x00008f88, 0x0000b658), // setend be
            Word::thumb(0x00008f8a, 0x0000df31), // svc 49
            Word::thumb(0x00008f8c, 0x0000c863), // ldmia r0, {r0, r1, r5, r6}
            Word::thumb(0x00008f8e, 0x0000b239), // sxth r1, r7
            Word::thumb(0x00008f90, 0x0000f99c), // ldrsb.w r5, [ip, #3300]
            Word::thumb(0x00008f92, 0x00005ce4), // (second half)
            Word::thumb(0x00008f94, 0x000070b5), // strb r5, [r6, #2]
            Word::thumb(0x00008f96, 0x0000e87f), // ldrd r3, r4, [pc], #-388
            Word::thumb(0x00008f98, 0x00003461), // (second half)
            Word::thumb(0x00008f9a, 0x00001e48), // subs r0, r1, #1
            Word::thumb(0x00008f9c, 0x0000eee1), // vmsr fpscr, r9
            Word::thumb(0x00008f9e, 0x00009a10), // (second half)
            Word::thumb(0x00008fa0, 0x0000ed2d), // udf 0xed2d3bb4
            Word::thumb(0x00008fa2, 0x00003bb4), // (second half)
            Word::thumb(0x00008fa4, 0x0000f83b), // ldrh.w fp, [fp, #-85]
            Word::thumb(0x00008fa6, 0x0000bc55), // (second half)
            Word::thumb(0x00008fa8, 0x0000bc72), // pop {r1, r4, r5, r6}
            Word::thumb(0x00008faa, 0x0000df40), // svc 64
            Word::thumb(0x00008fac, 0x0000f542), // adc.w r3, r2, #1136
            Word::thumb(0x00008fae, 0x0000638e), // (second half)
            Word::thumb(0x00008fb0, 0x0000eef3), // vcvtb.f16.f32 s29, s19
            Word::thumb(0x00008fb2, 0x0000ea69), // (second half)
            Word::thumb(0x00008fb4, 0x0000f3bf), // isb #5
            Word::thumb(0x00008fb6, 0x00008f65), // (second half)
            Word::thumb(0x00008fb8, 0x0000e8c1), // udf 0xe8c1ed79
            Word::thumb(0x00008fba, 0x0000ed79), // (second half)
            Word::thumb(0x00008fbc, 0x0000eed0), // cdp 6, 13, cr7, cr0, cr11, {5}
            Word::thumb(0x00008fbe, 0x000076ab), // (second half)
            Word::thumb(0x00008fc0, 0x00001a05), // subs r5, r0, r0
            Word::thumb(0x00008fc2, 0x00004e97), // ldr r6, [pc, #604]
            Word::thumb(0x00008fc4, 0x0000b045), // add sp, #276
            Word::thumb(0x00008fc6, 0x0000f53f), // bmi.w 0x8fa4
            Word::thumb(0x00008fc8, 0x0000afed), // (second half)
            Word::thumb(0x00008fca, 0x00009686), // str r6, [sp, #536]
            Word::thumb(0x00008fcc, 0x0000eebb), // vmov.f32 s22, #176
            Word::thumb(0x00008fce, 0x0000ba00), // (second half)
            Word::thumb(0x00008fd0, 0x00008548), // strh r0, [r1, #42]
            Word::thumb(0x00008fd2, 0x0000e8d3), // ldrexd r0, r3, [r3]
            Word::thumb(0x00008fd4, 0x0000037f), // (second half)
            Word::thumb(0x00008fd6, 0x0000ea8d), // eor.w sl, sp, r3, ror #3
            Word::thumb(0x00008fd8, 0x00000af3), // (second half)
            Word::thumb(0x00008fda, 0x0000f117), // cmn.w r7, #7798903
            Word::thumb(0x00008fdc, 0x00001f77), // (second half)
            Word::thumb(0x00008fde, 0x0000b164), // cbz r4, 0x8ffa
            Word::thumb(0x00008fe0, 0x0000f388), // usat r9, #21, r8, lsl #10
            Word::thumb(0x00008fe2, 0x00002995), // (second half)
            Word::thumb(0x00008fe4, 0x0000f834), // ldrht ip, [r4, #4]
            Word::thumb(0x00008fe6, 0x0000ce04), // (second half)
            Word::thumb(0x00008fe8, 0x0000f544), // adc.w r9, r4, #34304
            Word::thumb(0x00008fea, 0x00004906), // (second half)
            Word::thumb(0x00008fec, 0x0000f3de), // subs pc, lr, #16
            Word::thumb(0x00008fee, 0x00008f10), // (second half)
            Word::thumb(0x00008ff0, 0x0000ec96), // udf 0xec969a56
            Word::thumb(0x00008ff2, 0x00009a56), // (second half)
            Word::thumb(0x00008ff4, 0x0000eefd), // vcvtr.s32.f64 s23, d29
            Word::thumb(0x00008ff6, 0x0000bb6d), // (second half)
            Word::thumb(0x00008ff8, 0x0000ee2d), // vmul.f32 s16, s27, s10
            Word::thumb(0x00008ffa, 0x00008a85), // (second half)
            Word::thumb(0x00008ffc, 0x0000bacc), // revsh r4, r1
            Word::thumb(0x00008ffe, 0x0000b658), // setend be
        ],
    });
}

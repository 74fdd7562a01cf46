//! Fuzz regression `seed_0000000000000467_bhi`: divergence, seed 0x467, block #229 at 0x56a8efd4 (ARM), tick 436
//! registers differ (rows marked *)
//! (ARMv7-A profile: `goldtrace-fuzz --profile armv7 --seed 1127 --cases 1`.) The block
//! is one `bhi` in ARM state with ITSTATE 0x94 in the CPSR (0x38029717: T = 0, IT bits
//! 15:10 = 100101), a state an exception return reaches when the SPSR it restores has
//! T = 0 and IT != 0 (random MSR SPSR and RFE write such values), or directly an
//! `MSR CPSR_x/_f` in ARM state, which the interpreter's `status::msr` lets write the IT
//! bits (QEMU 7.2's `msr_mask` clears T, IT and J from MSR writes to the CPSR). The interpreter
//! advances the IT state after the ARM instruction (`arm::interp::execute_sized`),
//! the JIT's native branch keeps it: cpsr interpreter 38028b17, JIT 38029717. The ten
//! other divergences of the first ARMv7 runs were all ARM-state blocks with IT bits set.
//! QEMU 7.2 does neither: its A32 translator never advances condexec and
//! `arm_tr_tb_start` zeroes `env->condexec_bits` at the start of a TB whose flags hold
//! IT bits (an exception inside the TB saves the bits it started with).

use arm::cp15::Cp15Regs;
use arm::state::{ExclusiveMonitor, VfpRegs};
use arm::CpuState;
use goldtrace::fuzz::{Spec, Word};

#[test]
fn replays_without_divergence() {
    super::replay(Spec {
        seed: 0x467,
        fill_seed: 0x7b93593d3874e384,
        ticks: 0,
        blocks: 230,
        traced: true,
        state: CpuState {
            r: [
                0x10000d, 0x38c0c, 0xee078, 0x2274625a, 0x100000, 0xc000023c, 0x100008, 0x93708,
                0xffffa, 0x100003, 0x7, 0x7, 0x10000a, 0x2eac0, 0x5fca9755, 0x8490,
            ],
            n: 0x1,
            z: 0x0,
            c: 0x1,
            v: 0x0,
            cpsr_rest: 0x8040092,
            banked_r13_r14: [
                [0xfffffff0, 0xe608337f],
                [0x7d3d0, 0x8ed4],
                [0xa4788, 0x100008],
                [0x23d2c, 0x85dc],
                [0xbbe30, 0x8b7b],
                [0xffff8, 0x5b7c3cf0],
            ],
            banked_r8_r12: [
                [0xfffffffa, 0x101f10d4, 0x83720, 0xb5020, 0x89968],
                [0x249bc, 0x13, 0x6689a17f, 0x534472a1, 0x99a84],
            ],
            spsr: [
                0x0, 0x700201df, 0x5800011f, 0xb00c001b, 0x480600b1, 0x6803009f,
            ],
            vfp: VfpRegs {
                d: [
                    0x18818621582559e9,
                    0x3ffba4420173fcbb,
                    0x4309f72108c17fae,
                    0x3ffbb62a9193e976,
                    0x3ffc264ec6b5ad16,
                    0x10000000000000,
                    0x3ff3295474bd7849,
                    0x0,
                    0x41e0000000000000,
                    0xfff0000000000000,
                    0x567eb288c2e4556b,
                    0x41e0000000000000,
                    0xb218f34b7fa00001,
                    0x7ff8000000000000,
                    0xcf000000ffc01234,
                    0x41e0000000000000,
                    0x3ff218a57ac4d467,
                    0x7fc00000ff800000,
                    0xbaa3d6858ae3880d,
                    0x95183c42c189e02e,
                    0x17f1676b6a4bdb51,
                    0x7fefffffffffffff,
                    0xfffffffffffff,
                    0x3ffaa1ef50647fd5,
                    0x10d68f5799960d67,
                    0x9684d32b5e479538,
                    0x7fefffffffffffff,
                    0x7ff8000000000000,
                    0x2d3a77d24bfdd6f0,
                    0xfbc262852eaf4557,
                    0x3ffb589712910ef3,
                    0x1,
                ],
                fpscr: 0xf6400004,
                fpexc: 0x40000000,
            },
            monitor: ExclusiveMonitor {
                addr: None,
                value: 0x0,
            },
            psr_bits: 0xfe0fffff,
        },
        cp15: Cp15Regs {
            control: 0xc5007a,
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
            Word::arm(0x00008000, 0x6efccac9), // vcvtvs.u32.f32 s25, s18
            Word::arm(0x00008004, 0xeed79a2d), // vfnms.f32 s19, s14, s27
            Word::arm(0x00008008, 0x914ca300), // mrsls sl, SPSR_mon
            Word::arm(0x0000800c, 0x8757e633), // smmlarhi r7, r3, r6, lr
            Word::arm(0x00008010, 0xf99a0a00), // rfeib sl
            Word::arm(0x00008014, 0x2329f4e0), // msrcs CPSR_fc, #224, 8
            Word::arm(0x00008018, 0xf61fbd4c), // nop.hint 0xf61fbd4c
            Word::arm(0x0000801c, 0xf7d4f1c0), // pld [r4, r0, asr #3]
            Word::arm(0x00008020, 0x5320fb01), // yieldpl
            Word::arm(0x00008024, 0x4ed2aa41), // vfnmami.f32 s21, s4, s2
            Word::arm(0x00008028, 0xd18acf92), // strexle ip, r2, [sl]
            Word::arm(0x0000802c, 0x66037fdf), // udf 0x66037fdf
            Word::arm(0x00008030, 0x812507a4), // smulwbhi r5, r4, r7
            Word::arm(0x00008034, 0x9ec4ea8f), // vdivls.f32 s29, s9, s30
            Word::arm(0x00008038, 0x7ef18a10), // vmrsvc r8, fpscr
            Word::arm(0x0000803c, 0xb1dc5860), // bicslt r5, ip, r0, ror #16
            Word::arm(0x00008040, 0xf96d051b), // srsdb sp!, #27
            Word::arm(0x00008044, 0x4d722a99), // udf 0x4d722a99
            Word::arm(0x00008048, 0x26eb6f3c), // usat16cs r6, #11, ip
            Word::arm(0x0000804c, 0x7125f008), // msrvc CPSR_sc, r8
            Word::arm(0x00008050, 0xf57ff068), // isb #8
            Word::arm(0x00008054, 0x010277a8), // smlatbeq r2, r8, r7, r7
            Word::arm(0x00008058, 0x07eb48df), // ubfxeq r4, pc, #17, #12
            Word::arm(0x0000805c, 0x96e0cf3d), // usat16ls ip, #0, sp
            Word::arm(0x00008060, 0x1022179b), // mlane r2, fp, r7, r1
            Word::arm(0x00008064, 0x70a3b0b7), // strhtvc fp, [r3], r7
            Word::arm(0x00008068, 0xf1020101), // cps #1
            Word::arm(0x0000806c, 0xbe9edba3), // vfnmslt.f64 d13, d30, d19
            Word::arm(0x00008070, 0x51d35f9f), // ldrexbpl r5, [r3]
            Word::arm(0x00008074, 0x3e049ba6), // vmlacc.f64 d9, d20, d22
            Word::arm(0x00008078, 0xcef15e15), // mrcgt 14, 7, r5, cr1, cr5, {0}
            Word::arm(0x0000807c, 0x6eb87aca), // vcvtvs.f32.s32 s14, s20
            Word::arm(0x00008080, 0x9160006e), // eretls
            Word::arm(0x00008084, 0xe78bfe12), // usad8 fp, r2, lr
            Word::arm(0x00008088, 0xb6ffffba), // revshlt pc, sl
            Word::arm(0x0000808c, 0x3709143b), // smladxcc r9, fp, r4, r1
            Word::arm(0x00008090, 0x77be475d), // udf 0x77be475d
            Word::arm(0x00008094, 0xf93f0a00), // rfedb pc!
            Word::arm(0x00008098, 0x0629cff5), // qsub8eq ip, r9, r5
            Word::arm(0x0000809c, 0x51ef2f93), // udf 0x51ef2f93
            Word::arm(0x000080a0, 0xf452ff91), // pli [r2, #-3985]
            Word::arm(0x000080a4, 0x3e42fa41), // vmlscc.f32 s31, s4, s2
            Word::arm(0x000080a8, 0x2ef2ba48), // vcvtbcs.f32.f16 s23, s16
            Word::arm(0x000080ac, 0xdeba7fe7), // cdple 15, 11, cr7, cr10, cr7, {7}
            Word::arm(0x000080b0, 0x53420d2d), // movtpl r0, #11565
            Word::arm(0x000080b4, 0x416100c5), // smulbtmi r1, r5, r0
            Word::arm(0x000080b8, 0xbef25ac8), // vcvttlt.f32.f16 s11, s16
            Word::arm(0x000080bc, 0x7eb43bed), // vcmpevc.f64 d3, d29
            Word::arm(0x000080c0, 0x6e6a9a4a), // vnmulvs.f32 s19, s20, s20
            Word::arm(0x000080c4, 0xac528a13), // vmovge r8, r2, s6, s7
            Word::arm(0x000080c8, 0x116af000), // msrne SPSR_fx, r0
            Word::arm(0x000080cc, 0x94758292), // ldrbtls r8, [r5], #-658
            Word::arm(0x000080d0, 0xa680dfb9), // selge sp, r0, r9
            Word::arm(0x000080d4, 0x6076f5b6), // ldrhtvs pc, [r6], #-86
            Word::arm(0x000080d8, 0x317e0ef9), // ldrshcc r0, [lr, #-233]!
            Word::arm(0x000080dc, 0xe14292a4), // smlaltb r9, r2, r4, r2
            Word::arm(0x000080e0, 0xf1080001), // cps #1
            Word::arm(0x000080e4, 0x0320faf9), // dbgeq #9
            Word::arm(0x000080e8, 0xaeb08bc8), // vabsge.f64 d8, d8
            Word::arm(0x000080ec, 0x92d4d24f), // sbcsls sp, r4, #-268435452
            Word::arm(0x000080f0, 0x7c48db3b), // vmovvc d27, sp, r8
            Word::arm(0x000080f4, 0xf83d0a00), // rfeda sp!
            Word::arm(0x000080f8, 0x40ed3d99), // smlalmi r3, sp, r9, sp
            Word::arm(0x000080fc, 0x11c07d52), // bicne r7, r0, r2, asr sp
            Word::arm(0x00008100, 0x51600076), // smcpl 6
            Word::arm(0x00008104, 0xb6bf2f3c), // revlt r2, ip
            Word::arm(0x00008108, 0x26ffffb8), // revshcs pc, r8
            Word::arm(0x0000810c, 0xd7873113), // usada8le r7, r3, r1, r3
            Word::arm(0x00008110, 0xe15f46f6), // ldrsh r4, [pc, #-102]
            Word::arm(0x00008114, 0xf57ff01f), // clrex
            Word::arm(0x00008118, 0x29c514d9), // stmibcs r5, {r0, r3, r4, r6, r7, sl, ip}^
            Word::arm(0x0000811c, 0x812fff35), // blxhi r5
            Word::arm(0x00008120, 0xc1600072), // smcgt 2
            Word::arm(0x00008124, 0xeef2cacf), // vcvtt.f32.f16 s25, s30
            Word::arm(0x00008128, 0x10680bfa), // udf 0x10680bfa
            Word::arm(0x0000812c, 0x7320ff02), // wfevc
            Word::arm(0x00008130, 0x21883f95), // strexcs r3, r5, [r8]
            Word::arm(0x00008134, 0xcef2eae4), // vcvttgt.f32.f16 s29, s9
            Word::arm(0x00008138, 0xf453f820), // pli [r3, #-2080]
            Word::arm(0x0000813c, 0x4d795ba0), // udf 0x4d795ba0
            Word::arm(0x00008140, 0xbef80a10), // vmrslt r0, fpexc
            Word::arm(0x00008144, 0xde1fba02), // vnmlsle.f32 s22, s30, s4
            Word::arm(0x00008148, 0x1e605b41), // vnmulne.f64 d21, d0, d1
            Word::arm(0x0000814c, 0x5eb52b40), // vcmppl.f64 d2, #0.0
            Word::arm(0x00008150, 0x50efaeba), // strhtpl sl, [pc], #234
            Word::arm(0x00008154, 0x61847f94), // strexvs r7, r4, [r4]
            Word::arm(0x00008158, 0x6127b275), // bkpt 0x7b25
            Word::arm(0x0000815c, 0x4eb8fa05), // vmovmi.f32 s30, #133
            Word::arm(0x00008160, 0x5004c0fe), // strdpl ip, [r4], -lr
            Word::arm(0x00008164, 0xfbffffc8), // blx 0x808e
            Word::arm(0x00008168, 0xbeb23a45), // vcvtblt.f32.f16 s6, s10
            Word::arm(0x0000816c, 0xf790fa80), // pldw [r0, r0, lsl #21]
            Word::arm(0x00008170, 0xa189e74b), // orrge lr, r9, fp, asr #14
            Word::arm(0x00008174, 0x003ae797), // mlaseq sl, r7, r7, lr
            Word::arm(0x00008178, 0xf755fae8), // pld [r5, -r8, ror #21]
            Word::arm(0x0000817c, 0xf9900a00), // rfeib r0
            Word::arm(0x00008180, 0x912e105d), // qsubls r1, sp, lr
            Word::arm(0x00008184, 0xf57ff048), // dsb #8
            Word::arm(0x00008188, 0x2fc11b96), // svccs 0x00c11b96
            Word::arm(0x0000818c, 0x5ecb3baa), // vdivpl.f64 d19, d27, d26
            Word::arm(0x00008190, 0xf558f87f), // pld [r8, #-2175]
            Word::arm(0x00008194, 0xf419e4b6), // nop.hint 0xf419e4b6
            Word::arm(0x00008198, 0x212d9051), // qsubcs r9, r1, sp
            Word::arm(0x0000819c, 0x475e30f9), // smmlsrmi lr, r9, r0, r3
            Word::arm(0x000081a0, 0x5e38df81), // cdppl 15, 3, cr13, cr8, cr1, {4}
            Word::arm(0x000081a4, 0xf57ff05b), // dmb ish
            Word::arm(0x000081a8, 0xf10200cd), // cps #13
            Word::arm(0x000081ac, 0xf790fe61), // pldw [r0, r1, ror #28]
            Word::arm(0x000081b0, 0xbcc11b02), // vstmialt r1, {d17}
            Word::arm(0x000081b4, 0x86247f93), // qadd8hi r7, r4, r3
            Word::arm(0x000081b8, 0xb6ff9f35), // rbitlt r9, r5
            Word::arm(0x000081bc, 0x77dfaa9f), // bfcvc sl, #21, #11
            Word::arm(0x000081c0, 0xaca3dfa1), // stcge 15, cr13, [r3], #644
            Word::arm(0x000081c4, 0x37f0eed8), // udf 0x37f0eed8
            Word::arm(0x000081c8, 0x20f0bf99), // smlalscs fp, r0, r9, pc
            Word::arm(0x000081cc, 0x2ef16ac2), // vsqrtcs.f32 s13, s4
            Word::arm(0x000081d0, 0xbe1c4aa9), // vnmlslt.f32 s8, s25, s19
            Word::arm(0x000081d4, 0xf57ff06e), // isb #14
            Word::arm(0x000081d8, 0x8e630f07), // cdphi 15, 6, cr0, cr3, cr7, {0}
            Word::arm(0x000081dc, 0xf57ff065), // isb #5
            Word::arm(0x000081e0, 0x236ef952), // msrcs SPSR_fsx, #1343488
            Word::arm(0x000081e4, 0xce67aae1), // vnmulgt.f32 s21, s15, s3
            Word::arm(0x000081e8, 0x803fcf9d), // mlashi pc, sp, pc, ip
            Word::arm(0x000081ec, 0xae8e3a88), // vdivge.f32 s6, s29, s16
            Word::arm(0x000081f0, 0x36ffdfb6), // revshcc sp, r6
            Word::arm(0x000081f4, 0xb6ed9c7f), // uxtablt r9, sp, pc, ror #24
            Word::arm(0x000081f8, 0x4320fb04), // sevmi
            Word::arm(0x000081fc, 0x120f9f10), // andne r9, pc, #16, 30
            Word::arm(0x00008200, 0xd100a0d7), // ldrdle sl, [r0, -r7]
            Word::arm(0x00008204, 0xa12fff35), // blxge r5
            Word::arm(0x00008208, 0x5eb0db4e), // vmovpl.f64 d13, d14
            Word::arm(0x0000820c, 0xe1270050), // qsub r0, r0, r7
            Word::arm(0x00008210, 0xeef14aef), // vsqrt.f32 s9, s31
            Word::arm(0x00008214, 0xf1010000), // setend le
            Word::arm(0x00008218, 0x1e1cdb90), // vmovne.32 sp, d28[0]
            Word::arm(0x0000821c, 0xf0aaa3dd), // udf 0xf0aaa3dd
            Word::arm(0x00008220, 0x0ef46a46), // vcmpeq.f32 s13, s12
            Word::arm(0x00008224, 0xe748e37e), // smlsldx lr, r8, lr, r3
            Word::arm(0x00008228, 0xf693030e), // nop.hint 0xf693030e
            Word::arm(0x0000822c, 0xa320f428), // nopge {40}
            Word::arm(0x00008230, 0x4125f20a), // msrmi SP_usr, sl
            Word::arm(0x00008234, 0x26ff9f37), // rbitcs r9, r7
            Word::arm(0x00008238, 0x512fff37), // blxpl r7
            Word::arm(0x0000823c, 0x77052f7d), // smlsdxvc r5, sp, pc, r2
            Word::arm(0x00008240, 0xbcb91a44), // udf 0xbcb91a44
            Word::arm(0x00008244, 0xf6d5f7a0), // pli [r5, r0, lsr #15]
            Word::arm(0x00008248, 0xf57ff054), // dmb #4
            Word::arm(0x0000824c, 0xc1c36f91), // strexbgt r6, r1, [r3]
            Word::arm(0x00008250, 0xcee00a10), // vmsrgt fpsid, r0
            Word::arm(0x00008254, 0xf84d050c), // udf 0xf84d050c
            Word::arm(0x00008258, 0x07f57ddd), // udf 0x07f57ddd
            Word::arm(0x0000825c, 0xa1340b2a), // teqge r4, sl, lsr #22
            Word::arm(0x00008260, 0x312df005), // msrcc CPSR_fsc, r5
            Word::arm(0x00008264, 0x26910474), // udf 0x26910474
            Word::arm(0x00008268, 0x70226290), // mlavc r2, r0, r2, r6
            Word::arm(0x0000826c, 0x9c850b16), // vstmials r5, {d0-d10}
            Word::arm(0x00008270, 0xe1ea2cb1), // strh r2, [sl, #193]!
            Word::arm(0x00008274, 0x5675dfd4), // udf 0x5675dfd4
            Word::arm(0x00008278, 0x4327f3c3), // msrmi CPSR_sxc, #201326595
            Word::arm(0x0000827c, 0xfb000015), // blx 0x82da
            Word::arm(0x00008280, 0xd1b0b38b), // lslsle fp, fp, #7
            Word::arm(0x00008284, 0xcd86db7f), // vstrgt d13, [r6, #508]
            Word::arm(0x00008288, 0xfa000038), // blx 0x8370
            Word::arm(0x0000828c, 0xdd75ab7a), // udf 0xdd75ab7a
            Word::arm(0x00008290, 0x7701da30), // smladxvc r1, r0, sl, sp
            Word::arm(0x00008294, 0xf6dcf2c3), // pli [ip, r3, asr #5]
            Word::arm(0x00008298, 0x1ec88a26), // vdivne.f32 s17, s16, s13
            Word::arm(0x0000829c, 0xa148f5fd), // udf 0xa148f5fd
            Word::arm(0x000082a0, 0xa7061115), // smladge r6, r5, r1, r1
            Word::arm(0x000082a4, 0x6cfd5b3d), // udf 0x6cfd5b3d
            Word::arm(0x000082a8, 0xf793fc6d), // pldw [r3, sp, ror #24]
            Word::arm(0x000082ac, 0x5320fb04), // sevpl
            Word::arm(0x000082b0, 0x3e10eb90), // vmovcc.32 lr, d16[0]
            Word::arm(0x000082b4, 0x31ffbf9f), // udf 0x31ffbf9f
            Word::arm(0x000082b8, 0xe320f002), // wfe
            Word::arm(0x000082bc, 0x9f495d90), // svcls 0x00495d90
            Word::arm(0x000082c0, 0x77561d37), // smmlarvc r6, r7, sp, r1
            Word::arm(0x000082c4, 0x712fff18), // bxvc r8
            Word::arm(0x000082c8, 0xd320ff03), // wfile
            Word::arm(0x000082cc, 0x064acfd8), // udf 0x064acfd8
            Word::arm(0x000082d0, 0xc7058b1b), // smladgt r5, fp, fp, r8
            Word::arm(0x000082d4, 0xc7810314), // usada8gt r1, r4, r3, r0
            Word::arm(0x000082d8, 0x1c4b0b3b), // vmovne d27, r0, fp
            Word::arm(0x000082dc, 0xdebf8b0d), // vmovle.f64 d8, #253
            Word::arm(0x000082e0, 0xf57ff059), // dmb ishld
            Word::arm(0x000082e4, 0x604d7001), // subvs r7, sp, r1
            Word::arm(0x000082e8, 0xf61ed903), // nop.hint 0xf61ed903
            Word::arm(0x000082ec, 0x0a00002f), // beq 0x83b0
            Word::arm(0x000082f0, 0xf71df108), // pldw [sp, -r8, lsl #2]
            Word::arm(0x000082f4, 0x0c516f40), // mrrceq 15, 4, r6, r1, cr0
            Word::arm(0x000082f8, 0x4ef4fb41), // vcmpmi.f64 d31, d1
            Word::arm(0x000082fc, 0xf5168453), // udf 0xf5168453
            Word::arm(0x00008300, 0x3e52fb0c), // vnmlscc.f64 d31, d2, d12
            Word::arm(0x00008304, 0xeeb22ace), // vcvtt.f32.f16 s4, s28
            Word::arm(0x00008308, 0x16bf8f33), // revne r8, r3
            Word::arm(0x0000830c, 0xf108011e), // cps #30
            Word::arm(0x00008310, 0x01a2ef9c), // strexdeq lr, ip, [r2]
            Word::arm(0x00008314, 0xe0ae10d3), // udf 0xe0ae10d3
            Word::arm(0x00008318, 0x7ebf5bc5), // vcvtvc.u32.f64 d5, d5, #22
            Word::arm(0x0000831c, 0x3320f1f1), // dbgcc #1
            Word::arm(0x00008320, 0x4320fae7), // nopmi {231}
            Word::arm(0x00008324, 0x0320f2f2), // dbgeq #2
            Word::arm(0x00008328, 0xb15f094c), // cmplt pc, ip, asr #18
            Word::arm(0x0000832c, 0xd34e1251), // movtle r1, #57937
            Word::arm(0x00008330, 0x010fe000), // mrseq lr, CPSR
            Word::arm(0x00008334, 0x2e9fea07), // vfnmscs.f32 s28, s30, s14
            Word::arm(0x00008338, 0xf55af704), // pld [sl, #-1796]
            Word::arm(0x0000833c, 0x675ed6d3), // smmlsvs lr, r3, r6, sp
            Word::arm(0x00008340, 0x8cbd5b5d), // udf 0x8cbd5b5d
            Word::arm(0x00008344, 0xb1a81f9b), // udf 0xb1a81f9b
            Word::arm(0x00008348, 0x114a83c1), // smlalbtne r8, sl, r1, r3
            Word::arm(0x0000834c, 0xf57ff01f), // clrex
            Word::arm(0x00008350, 0xeef8ca4b), // vcvt.f32.u32 s25, s22
            Word::arm(0x00008354, 0x5124a78d), // smlawbpl r4, sp, r7, sl
            Word::arm(0x00008358, 0x3ebfeae2), // vcvtcc.u32.f32 s28, s28, #27
            Word::arm(0x0000835c, 0x8ef4cac2), // vcmpehi.f32 s25, s4
            Word::arm(0x00008360, 0x4320f202), // wfemi
            Word::arm(0x00008364, 0x96e56f3f), // usat16ls r6, #5, pc
            Word::arm(0x00008368, 0xc757e735), // smmlargt r7, r5, r7, lr
            Word::arm(0x0000836c, 0xf45cfef9), // pli [ip, #-3833]
            Word::arm(0x00008370, 0x1160006e), // eretne
            Word::arm(0x00008374, 0x514b8092), // swpbpl r8, r2, [fp]
            Word::arm(0x00008378, 0x56ab7edc), // ssatpl r7, #12, ip, asr #29
            Word::arm(0x0000837c, 0x633f0662), // teqvs pc, #102760448
            Word::arm(0x00008380, 0x96abaf30), // ssat16ls sl, #12, r0
            Word::arm(0x00008384, 0x36847fbd), // selcc r7, r4, sp
            Word::arm(0x00008388, 0x79acacef), // stmibvc ip!, {r0, r1, r2, r3, r5, r6, r7, sl, fp, sp, pc}
            Word::arm(0x0000838c, 0xd00a0f96), // mulle sl, r6, pc
            Word::arm(0x00008390, 0x61dc9f9f), // ldrexbvs r9, [ip]
            Word::arm(0x00008394, 0xdc401ff3), // mcrrle 15, 15, r1, r0, cr3
            Word::arm(0x00008398, 0x11b0ea7d), // rorsne lr, sp, sl
            Word::arm(0x0000839c, 0xf49afc2e), // nop.hint 0xf49afc2e
            Word::arm(0x000083a0, 0x6e883bae), // vdivvs.f64 d3, d24, d30
            Word::arm(0x000083a4, 0x901590ba), // ldrhls r9, [r5], -sl
            Word::arm(0x000083a8, 0x300000fc), // strdcc r0, [r0], -ip
            Word::arm(0x000083ac, 0x0e3cbb90), // vmoveq.32 fp, d28[1]
            Word::arm(0x000083b0, 0x87015879), // smlsdxhi r1, r9, r8, r5
            Word::arm(0x000083b4, 0x519df374), // orrspl pc, sp, r4, ror r3
            Word::arm(0x000083b8, 0xf57ff067), // isb #7
            Word::arm(0x000083bc, 0x5afffff3), // bpl 0x8390
            Word::arm(0x000083c0, 0x4c59cedf), // mrrcmi 14, 13, ip, r9, cr15
            Word::arm(0x000083c4, 0xe12ff207), // msr (UNDEF: 47), r7
            Word::arm(0x000083c8, 0x169c507a), // udf 0x169c507a
            Word::arm(0x000083cc, 0x1028ff90), // mlane r8, r0, pc, pc
            Word::arm(0x000083d0, 0xf79af2cc), // pldw [sl, ip, asr #5]
            Word::arm(0x000083d4, 0xae0c0a10), // vmovge s24, r0
            Word::arm(0x000083d8, 0xddf20f28), // ldclle 15, cr0, [r2, #160]!
            Word::arm(0x000083dc, 0x8320fb04), // sevhi
            Word::arm(0x000083e0, 0xbbffffc8), // bllt 0x8308
            Word::arm(0x000083e4, 0x7322ffd6), // msrvc CPSR_x, #856
            Word::arm(0x000083e8, 0xc183df9c), // strexgt sp, ip, [r3]
            Word::arm(0x000083ec, 0x013604ed), // teqeq r6, sp, ror #9
            Word::arm(0x000083f0, 0x8efffa4d), // vcvthi.u16.f32 s31, s31, #-10
            Word::arm(0x000083f4, 0x51b0bac0), // asrspl fp, r0, #21
            Word::arm(0x000083f8, 0x9320fe7a), // nopls {122}
            Word::arm(0x000083fc, 0xf457fb46), // pli [r7, #-2886]
            Word::arm(0x00008400, 0xf96d0517), // srsdb sp!, #23
            Word::arm(0x00008404, 0x36fde897), // usatcc lr, #29, r7, lsl #17
            Word::arm(0x00008408, 0x1320fdc8), // nopne {200}
            Word::arm(0x0000840c, 0x012fff12), // bxeq r2
            Word::arm(0x00008410, 0xc03a80f0), // ldrshtgt r8, [sl], -r0
            Word::arm(0x00008414, 0xf614db43), // nop.hint 0xf614db43
            Word::arm(0x00008418, 0x9160007e), // smcls 14
            Word::arm(0x0000841c, 0xd680dfb3), // selle sp, r0, r3
            Word::arm(0x00008420, 0x1e6ddb44), // vnmulne.f64 d29, d13, d4
            Word::arm(0x00008424, 0x4ecaea02), // vdivmi.f32 s29, s20, s4
            Word::arm(0x00008428, 0x91de2f9f), // ldrexbls r2, [lr]
            Word::arm(0x0000842c, 0x7124f008), // msrvc CPSR_s, r8
            Word::arm(0x00008430, 0x970d8a1a), // smladls sp, sl, sl, r8
            Word::arm(0x00008434, 0x918850d0), // udf 0x918850d0
            Word::arm(0x00008438, 0xd1e29f9a), // strexhle r9, sl, [r2]
            Word::arm(0x0000843c, 0x9108f098), // swpls pc, r8, [r8]
            Word::arm(0x00008440, 0x11720d8d), // cmnne r2, sp, lsl #27
            Word::arm(0x00008444, 0x81d40f9f), // ldrexbhi r0, [r4]
            Word::arm(0x00008448, 0xf1010200), // setend be
            Word::arm(0x0000844c, 0xd102a09e), // swple sl, lr, [r2]
            Word::arm(0x00008450, 0xf792f7a6), // pldw [r2, r6, lsr #15]
            Word::arm(0x00008454, 0xd739608b), // ldrle r6, [r9, -fp, lsl #1]!
            Word::arm(0x00008458, 0x6142009e), // swpbvs r0, lr, [r2]
            Word::arm(0x0000845c, 0xdebe1de2), // cdple 13, 11, cr1, cr14, cr2, {7}
            Word::arm(0x00008460, 0xe100a7e0), // smlatt r0, r0, r7, sl
            Word::arm(0x00008464, 0x968fe4d0), // pkhtbls lr, pc, r0, asr #9
            Word::arm(0x00008468, 0x00ff5adb), // ldrsbteq r5, [pc], #171
            Word::arm(0x0000846c, 0x2056e3f4), // ldrshcs lr, [r6], #-52
            Word::arm(0x00008470, 0x0160006e), // ereteq
            Word::arm(0x00008474, 0x35636ade), // strbcc r6, [r3, #-2782]!
            Word::arm(0x00008478, 0xf552fe84), // pld [r2, #-3716]
            Word::arm(0x0000847c, 0xbe082a10), // vmovlt s16, r2
            Word::arm(0x00008480, 0x012fff2d), // bxjeq sp
            Word::arm(0x00008484, 0xde541a59), // udf 0xde541a59
            Word::arm(0x00008488, 0x41e40f93), // strexhmi r0, r3, [r4]
            Word::arm(0x0000848c, 0xc34e3609), // movtgt r3, #58889
            Word::arm(0x00008490, 0xe75367fd), // smmlsr r3, sp, r7, r6
            Word::arm(0x00008494, 0xa1db1f9f), // ldrexbge r1, [fp]
            Word::arm(0x00008498, 0x118330f4), // udf 0x118330f4
            Word::arm(0x0000849c, 0xbc4acb13), // vmovlt d3, ip, sl
            Word::arm(0x000084a0, 0xde0d3a10), // vmovle s26, r3
            Word::arm(0x000084a4, 0x5123f200), // msrpl R11_usr, r0
            Word::arm(0x000084a8, 0x2ed48ae8), // vfnmacs.f32 s17, s9, s17
            Word::arm(0x000084ac, 0xe12fff2c), // bxj ip
            Word::arm(0x000084b0, 0xf6d4fd61), // pli [r4, r1, ror #26]
            Word::arm(0x000084b4, 0x3e591baf), // vnmlscc.f64 d17, d25, d31
            Word::arm(0x000084b8, 0x7eb3fa42), // vcvtbvc.f16.f32 s30, s4
            Word::arm(0x000084bc, 0x710f5000), // mrsvc r5, CPSR
            Word::arm(0x000084c0, 0xd6efcf35), // usat16le ip, #15, r5
            Word::arm(0x000084c4, 0xf5dcf3be), // pld [ip, #958]
            Word::arm(0x000084c8, 0x17074b1a), // smladne r7, sl, fp, r4
            Word::arm(0x000084cc, 0xfaffffe4), // blx 0x8464
            Word::arm(0x000084d0, 0xf517f1bf), // pldw [r7, #-447]
            Word::arm(0x000084d4, 0xde760840), // cdple 8, 7, cr0, cr6, cr0, {2}
            Word::arm(0x000084d8, 0x871ffe14), // sdivhi pc, r4, lr
            Word::arm(0x000084dc, 0xac9dab8e), // udf 0xac9dab8e
            Word::arm(0x000084e0, 0xf41e3746), // nop.hint 0xf41e3746
            Word::arm(0x000084e4, 0x2066bc88), // rsbcs fp, r6, r8, lsl #25
            Word::arm(0x000084e8, 0x116faf19), // clzne sl, r9
            Word::arm(0x000084ec, 0xb70d7336), // smladxlt sp, r6, r3, r7
            Word::arm(0x000084f0, 0x16d4cc76), // udf 0x16d4cc76
            Word::arm(0x000084f4, 0x8ebd7e96), // mrchi 14, 5, r7, cr13, cr6, {4}
            Word::arm(0x000084f8, 0xfafffff8), // blx 0x84e0
            Word::arm(0x000084fc, 0xa12fff15), // bxge r5
            Word::arm(0x00008500, 0xe6afb929), // strt fp, [pc], r9, lsr #18
            Word::arm(0x00008504, 0xf4195d7f), // nop.hint 0xf4195d7f
            Word::arm(0x00008508, 0x66638721), // strbtvs r8, [r3], -r1, lsr #14
            Word::arm(0x0000850c, 0x41330356), // teqmi r3, r6, asr r3
            Word::arm(0x00008510, 0xe320f654), // nop {84}
            Word::arm(0x00008514, 0x36a047d0), // ssatcc r4, #1, r0, asr #15
            Word::arm(0x00008518, 0x036bf396), // msreq SPSR_fxc, #1476395010
            Word::arm(0x0000851c, 0x819d8924), // orrshi r8, sp, r4, lsr #18
            Word::arm(0x00008520, 0x91150402), // tstls r5, r2, lsl #8
            Word::arm(0x00008524, 0x41dd3f9f), // ldrexbmi r3, [sp]
            Word::arm(0x00008528, 0x81802f98), // strexhi r2, r8, [r0]
            Word::arm(0x0000852c, 0x610b1184), // smlabbvs fp, r4, r1, r1
            Word::arm(0x00008530, 0xf51cf2cd), // pldw [ip, #-717]
            Word::arm(0x00008534, 0xc19b4f9f), // ldrexgt r4, [fp]
            Word::arm(0x00008538, 0x21983817), // orrscs r3, r8, r7, lsl r8
            Word::arm(0x0000853c, 0x2140b375), // hvccs 2869
            Word::arm(0x00008540, 0x01ff6f9f), // udf 0x01ff6f9f
            Word::arm(0x00008544, 0x112ff30d), // msrne SP_hyp, sp
            Word::arm(0x00008548, 0x2e80ea2b), // vdivcs.f32 s28, s0, s23
            Word::arm(0x0000854c, 0x1eb4fac5), // vcmpene.f32 s30, s10
            Word::arm(0x00008550, 0xf472e547), // udf 0xf472e547
            Word::arm(0x00008554, 0xe0638791), // mls r3, r1, r7, r8
            Word::arm(0x00008558, 0xd1f9df9f), // ldrexhle sp, [r9]
            Word::arm(0x0000855c, 0x1ef1abe1), // vsqrtne.f64 d26, d17
            Word::arm(0x00008560, 0xd1f63f9f), // ldrexhle r3, [r6]
            Word::arm(0x00008564, 0x8160006e), // erethi
            Word::arm(0x00008568, 0xc1640588), // smulbbgt r4, r8, r5
            Word::arm(0x0000856c, 0xe6b1fc5d), // ssat pc, #18, sp, asr #24
            Word::arm(0x00008570, 0xf57ff01f), // clrex
            Word::arm(0x00008574, 0x5ef6fa10), // vmrspl pc, mvfr1
            Word::arm(0x00008578, 0x5d0a2b05), // vstrpl d2, [sl, #-20]
            Word::arm(0x0000857c, 0x0d6d7a8b), // udf 0x0d6d7a8b
            Word::arm(0x00008580, 0x5e957a8d), // vfnmspl.f32 s14, s11, s26
            Word::arm(0x00008584, 0x470d9315), // smladmi sp, r5, r3, r9
            Word::arm(0x00008588, 0x2701dc55), // smlsdcs r1, r5, ip, sp
            Word::arm(0x0000858c, 0xf57ff01f), // clrex
            Word::arm(0x00008590, 0x93cc363f), // bicls r3, ip, #66060288
            Word::arm(0x00008594, 0x4eb80bc0), // vcvtmi.f64.s32 d0, s0
            Word::arm(0x00008598, 0xf5d3fc2b), // pld [r3, #3115]
            Word::arm(0x0000859c, 0xa1608050), // qdsubge r8, r0, r0
            Word::arm(0x000085a0, 0xe6e64f34), // usat16 r4, #6, r4
            Word::arm(0x000085a4, 0x2ed70a80), // vfnmscs.f32 s1, s15, s0
            Word::arm(0x000085a8, 0xd160007c), // smcle 12
            Word::arm(0x000085ac, 0x57540733), // smmlarpl r4, r3, r7, r0
            Word::arm(0x000085b0, 0xaeb35ae9), // vcvttge.f16.f32 s10, s19
            Word::arm(0x000085b4, 0xf9bb0a00), // rfeib fp!
            Word::arm(0x000085b8, 0x264a7f7c), // udf 0x264a7f7c
            Word::arm(0x000085bc, 0xfb000001), // blx 0x85ca
            Word::arm(0x000085c0, 0xf712f1a0), // pldw [r2, -r0, lsr #3]
            Word::arm(0x000085c4, 0x91b01e29), // lsrsls r1, r9, #28
            Word::arm(0x000085c8, 0xce16e43c), // mrcgt 4, 0, lr, cr6, cr12, {1}
            Word::arm(0x000085cc, 0xe1decf58), // bics ip, lr, r8, asr pc
            Word::arm(0x000085d0, 0xe145f300), // mrs pc, (UNDEF: 117)
            Word::arm(0x000085d4, 0xcaffffde), // bgt 0x8554
            Word::arm(0x000085d8, 0xffea8555), // udf 0xffea8555
            Word::arm(0x000085dc, 0xc12cf00e), // msrgt CPSR_fs, lr
            Word::arm(0x000085e0, 0xa29657a6), // addsge r5, r6, #43515904
            Word::arm(0x000085e4, 0xf57ff047), // dsb un
            Word::arm(0x000085e8, 0x5eb4aa47), // vcmppl.f32 s20, s14
            Word::arm(0x000085ec, 0xf4d1f128), // pli [r1, #296]
            Word::arm(0x000085f0, 0x112fff36), // blxne r6
            Word::arm(0x000085f4, 0x5eb84aec), // vcvtpl.f32.s32 s8, s25
            Word::arm(0x000085f8, 0xa12fff38), // blxge r8
            Word::arm(0x000085fc, 0x9307bc72), // movwls fp, #31858
            Word::arm(0x00008600, 0xf57ff05d), // dmb ld
            Word::arm(0x00008604, 0xf9b80a00), // rfeib r8!
            Word::arm(0x00008608, 0x9750b835), // smmlarls r0, r5, r8, fp
            Word::arm(0x0000860c, 0xdeb8ea44), // vcvtle.f32.u32 s28, s8
            Word::arm(0x00008610, 0x51600071), // smcpl 1
            Word::arm(0x00008614, 0xecbd4b2a), // udf 0xecbd4b2a
            Word::arm(0x00008618, 0xc10d9300), // mrsgt r9, SP_mon
            Word::arm(0x0000861c, 0xbeb8ca43), // vcvtlt.f32.u32 s24, s6
            Word::arm(0x00008620, 0x706585de), // udf 0x706585de
            Word::arm(0x00008624, 0xf57ff063), // isb #3
            Word::arm(0x00008628, 0x375a3b15), // smmlacc sl, r5, fp, r3
            Word::arm(0x0000862c, 0x515b0f06), // cmppl fp, r6, lsl #30
            Word::arm(0x00008630, 0xdcb93b9f), // udf 0xdcb93b9f
            Word::arm(0x00008634, 0x46de647f), // udf 0x46de647f
            Word::arm(0x00008638, 0xf695e683), // nop.hint 0xf695e683
            Word::arm(0x0000863c, 0x20b8d0b1), // ldrhtcs sp, [r8], r1
            Word::arm(0x00008640, 0xc121f30b), // msrgt SP_irq, fp
            Word::arm(0x00008644, 0x368fd2d7), // pkhtbcc sp, pc, r7, asr #5
            Word::arm(0x00008648, 0x1320f801), // yieldne
            Word::arm(0x0000864c, 0x00512559), // subseq r2, r1, r9, asr r5
            Word::arm(0x00008650, 0x512d07a7), // smulwbpl sp, r7, r7
            Word::arm(0x00008654, 0xd12fff1e), // bxle lr
            Word::arm(0x00008658, 0x7e149a65), // vnmlavc.f32 s18, s8, s11
            Word::arm(0x0000865c, 0xded35b61), // vfnmale.f64 d21, d3, d17
            Word::arm(0x00008660, 0x078e5218), // usada8eq lr, r8, r2, r5
            Word::arm(0x00008664, 0x7144d09b), // swpbvc sp, fp, [r4]
            Word::arm(0x00008668, 0x616f8f1e), // clzvs r8, lr
            Word::arm(0x0000866c, 0xf4158c28), // nop.hint 0xf4158c28
            Word::arm(0x00008670, 0xf558fadf), // pld [r8, #-2783]
            Word::arm(0x00008674, 0xdc715f6b), // ldclle 15, cr5, [r1], #-428
            Word::arm(0x00008678, 0xa745bd32), // smlaldxge fp, r5, r2, sp
            Word::arm(0x0000867c, 0xc75ed5fa), // smmlsrgt lr, sl, r5, sp
            Word::arm(0x00008680, 0xf695ec4f), // nop.hint 0xf695ec4f
            Word::arm(0x00008684, 0xa0969c42), // addsge r9, r6, r2, asr #24
            Word::arm(0x00008688, 0xf711f84f), // pldw [r1, -pc, asr #16]
            Word::arm(0x0000868c, 0x6e041be6), // vmlsvs.f64 d1, d20, d22
            Word::arm(0x00008690, 0xfb000026), // blx 0x8732
            Word::arm(0x00008694, 0xee194a90), // vmov r4, s19
            Word::arm(0x00008698, 0x212e40d0), // ldrdcs r4, [lr, -r0]!
            Word::arm(0x0000869c, 0xf5d6fa0d), // pld [r6, #2573]
            Word::arm(0x000086a0, 0x012fff25), // bxjeq r5
            Word::arm(0x000086a4, 0x61d49f9f), // ldrexbvs r9, [r4]
            Word::arm(0x000086a8, 0xb16f0f12), // clzlt r0, r2
            Word::arm(0x000086ac, 0xcbffffca), // blgt 0x85dc
            Word::arm(0x000086b0, 0xf718fe28), // pldw [r8, -r8, lsr #28]
            Word::arm(0x000086b4, 0x81a1ef9a), // strexdhi lr, sl, [r1]
            Word::arm(0x000086b8, 0x1320f352), // nopne {82}
            Word::arm(0x000086bc, 0x6e1f3ae8), // vnmlavs.f32 s6, s31, s17
            Word::arm(0x000086c0, 0x05eccc9c), // strbeq ip, [ip, #3228]!
            Word::arm(0x000086c4, 0x00ef1456), // rsceq r1, pc, r6, asr r4
            Word::arm(0x000086c8, 0xf6d6fcca), // pli [r6, sl, asr #25]
            Word::arm(0x000086cc, 0x2e233a4c), // vnmulcs.f32 s6, s6, s24
            Word::arm(0x000086d0, 0xf41f6aa6), // nop.hint 0xf41f6aa6
            Word::arm(0x000086d4, 0x7320f001), // yieldvc
            Word::arm(0x000086d8, 0xc12fff10), // bxgt r0
            Word::arm(0x000086dc, 0x46ff0fbd), // revshmi r0, sp
            Word::arm(0x000086e0, 0xc2432ff0), // subgt r2, r3, #240, 30
            Word::arm(0x000086e4, 0xc1e07ba9), // mvngt r7, r9, lsr #23
            Word::arm(0x000086e8, 0x3ef87a10), // vmrscc r7, fpexc
            Word::arm(0x000086ec, 0xa1c20f91), // strexbge r0, r1, [r2]
            Word::arm(0x000086f0, 0x070e1e15), // smladeq lr, r5, lr, r1
            Word::arm(0x000086f4, 0xbc42df25), // mcrrlt 15, 2, sp, r2, cr5
            Word::arm(0x000086f8, 0x6320f204), // sevvs
            Word::arm(0x000086fc, 0xc7f1e7da), // udf 0xc7f1e7da
            Word::arm(0x00008700, 0xce04bafb), // udf 0xce04bafb
            Word::arm(0x00008704, 0x6e7b0a0c), // vaddvs.f32 s1, s22, s24
            Word::arm(0x00008708, 0x373d46e0), // ldrcc r4, [sp, -r0, ror #13]!
            Word::arm(0x0000870c, 0xe734f318), // udiv r4, r8, r3
            Word::arm(0x00008710, 0x8320fce0), // nophi {224}
            Word::arm(0x00008714, 0x76a37f38), // ssat16vc r7, #4, r8
            Word::arm(0x00008718, 0x07837d19), // usada8eq r3, r9, sp, r7
            Word::arm(0x0000871c, 0xd14f8000), // mrsle r8, SPSR
            Word::arm(0x00008720, 0xf57ff05a), // dmb ishst
            Word::arm(0x00008724, 0xae1ebb24), // vnmlsge.f64 d11, d14, d20
            Word::arm(0x00008728, 0xb1b0c88b), // lslslt ip, fp, #17
            Word::arm(0x0000872c, 0x6757cbd9), // smmlsvs r7, r9, fp, ip
            Word::arm(0x00008730, 0x80f1a09a), // smlalshi sl, r1, sl, r0
            Word::arm(0x00008734, 0xf1010200), // setend be
            Word::arm(0x00008738, 0x765c56e6), // ldrbvc r5, [ip], -r6, ror #13
            Word::arm(0x0000873c, 0x019afc5c), // orrseq pc, sl, ip, asr ip
            Word::arm(0x00008740, 0xd101c05e), // qaddle ip, lr, r1
            Word::arm(0x00008744, 0x26ffaf30), // rbitcs sl, r0
            Word::arm(0x00008748, 0xf86d0516), // udf 0xf86d0516
            Word::arm(0x0000874c, 0x71481da1), // smlaltbvc r1, r8, r1, sp
            Word::arm(0x00008750, 0xd16d008e), // smulbble sp, lr, r0
            Word::arm(0x00008754, 0x3f65b3db), // svccc 0x0065b3db
            Word::arm(0x00008758, 0xf57ff05d), // dmb ld
            Word::arm(0x0000875c, 0x217693b0), // ldrhcs r9, [r6, #-48]!
            Word::arm(0x00008760, 0xe33005d9), // teq r0, #910163968
            Word::arm(0x00008764, 0x77504435), // smmlarvc r0, r5, r4, r4
            Word::arm(0x00008768, 0x2067ff96), // mlscs r7, r6, pc, pc
            Word::arm(0x0000876c, 0x870b0f49), // strhi r0, [fp, -r9, asr #30]
            Word::arm(0x00008770, 0x6320fa02), // wfevs
            Word::arm(0x00008774, 0x412fff20), // bxjmi r0
            Word::arm(0x00008778, 0xf57ff055), // dmb nshld
            Word::arm(0x0000877c, 0xa1a72f95), // udf 0xa1a72f95
            Word::arm(0x00008780, 0x3324f5be), // msrcc CPSR_s, #796917760
            Word::arm(0x00008784, 0xb6e72f30), // usat16lt r2, #7, r0
            Word::arm(0x00008788, 0x71281379), // bkpt 0x8139
            Word::arm(0x0000878c, 0xa1acbf99), // udf 0xa1acbf99
            Word::arm(0x00008790, 0x001230d5), // ldrsbeq r3, [r2], -r5
            Word::arm(0x00008794, 0x7163f05b), // qdsubvc pc, fp, r3
            Word::arm(0x00008798, 0xcef3ca69), // vcvtbgt.f16.f32 s25, s19
            Word::arm(0x0000879c, 0xd10cf097), // swple pc, r7, [ip]
            Word::arm(0x000087a0, 0x3e427aef), // vmlscc.f32 s15, s5, s31
            Word::arm(0x000087a4, 0x6e5e4bc9), // vnmlavs.f64 d20, d30, d9
            Word::arm(0x000087a8, 0x9320f503), // wfils
            Word::arm(0x000087ac, 0x668e2fbc), // selvs r2, lr, ip
            Word::arm(0x000087b0, 0x8e74da21), // vaddhi.f32 s27, s8, s3
            Word::arm(0x000087b4, 0xee10ea29), // vnmls.f32 s28, s0, s19
            Word::arm(0x000087b8, 0x91a73f90), // strexdls r3, r0, [r7]
            Word::arm(0x000087bc, 0xe10062ca), // smlabt r0, sl, r2, r6
            Word::arm(0x000087c0, 0x1c4b2b1c), // vmovne d12, r2, fp
            Word::arm(0x000087c4, 0xa75c17f3), // smmlsrge ip, r3, r7, r1
            Word::arm(0x000087c8, 0x73b0c8d0), // movsvc ip, #208, 16
            Word::arm(0x000087cc, 0x1e98da04), // vfnmsne.f32 s26, s16, s8
            Word::arm(0x000087d0, 0x96ffdfbe), // revshls sp, lr
            Word::arm(0x000087d4, 0x7320f701), // yieldvc
            Word::arm(0x000087d8, 0x8ef1fae2), // vsqrthi.f32 s31, s5
            Word::arm(0x000087dc, 0xd1e09f99), // udf 0xd1e09f99
            Word::arm(0x000087e0, 0xf57ff041), // dsb oshld
            Word::arm(0x000087e4, 0xcafffff7), // bgt 0x87c8
            Word::arm(0x000087e8, 0xf57ff01f), // clrex
            Word::arm(0x000087ec, 0xafc7f201), // svcge 0x00c7f201
            Word::arm(0x000087f0, 0xee09fa06), // vmla.f32 s30, s18, s12
            Word::arm(0x000087f4, 0xe12fff2d), // bxj sp
            Word::arm(0x000087f8, 0xc163d4fb), // udf 0xc163d4fb
            Word::arm(0x000087fc, 0xf8ed0515), // udf 0xf8ed0515
            Word::arm(0x00008800, 0xdbfffff0), // blle 0x87c8
            Word::arm(0x00008804, 0x4789891b), // usada8mi r9, fp, r9, r8
            Word::arm(0x00008808, 0xaeb83a40), // vcvtge.f32.u32 s6, s0
            Word::arm(0x0000880c, 0x7ebb8f73), // mrcvc 15, 5, r8, cr11, cr3, {3}
            Word::arm(0x00008810, 0xf5dcf329), // pld [ip, #809]
            Word::arm(0x00008814, 0x4320fc04), // sevmi
            Word::arm(0x00008818, 0xd12fff13), // bxle r3
            Word::arm(0x0000881c, 0x7327fdd5), // msrvc CPSR_sxc, #13632
            Word::arm(0x00008820, 0x3fb4c151), // svccc 0x00b4c151
            Word::arm(0x00008824, 0xe16d008c), // smulbb sp, ip, r0
            Word::arm(0x00008828, 0x010f3000), // mrseq r3, CPSR
            Word::arm(0x0000882c, 0xe320f401), // yield
            Word::arm(0x00008830, 0xd6714f1a), // uhadd16le r4, r1, sl
            Word::arm(0x00008834, 0x8e723be8), // vsubhi.f64 d19, d18, d24
            Word::arm(0x00008838, 0xd7841e16), // usada8le r4, r6, lr, r1
            Word::arm(0x0000883c, 0xf4dffcbd), // pli [pc, #3261]
            Word::arm(0x00008840, 0xa320f9e3), // nopge {227}
            Word::arm(0x00008844, 0xf596f25f), // pldw [r6, #607]
            Word::arm(0x00008848, 0x317d0716), // cmncc sp, r6, lsl r7
            Word::arm(0x0000884c, 0x13130093), // tstne r3, #147
            Word::arm(0x00008850, 0xa14fa000), // mrsge sl, SPSR
            Word::arm(0x00008854, 0x612e50ca), // smlawtvs lr, sl, r0, r5
            Word::arm(0x00008858, 0xf9c8691b), // udf 0xf9c8691b
            Word::arm(0x0000885c, 0xf653fbe4), // pli [r3, -r4, ror #23]
            Word::arm(0x00008860, 0xeef28a44), // vcvtb.f32.f16 s17, s8
            Word::arm(0x00008864, 0x212970f2), // udf 0x212970f2
            Word::arm(0x00008868, 0x0eb38a67), // vcvtbeq.f16.f32 s16, s15
            Word::arm(0x0000886c, 0x1d6d8b28), // udf 0x1d6d8b28
            Word::arm(0x00008870, 0x978ff511), // usad8ls pc, r1, r5
            Word::arm(0x00008874, 0xe320fc02), // wfe
            Word::arm(0x00008878, 0x3e4bcba6), // vmlacc.f64 d28, d27, d22
            Word::arm(0x0000887c, 0x816bf30a), // msrhi (UNDEF: 123), sl
            Word::arm(0x00008880, 0xf5d6f8e5), // pld [r6, #2277]
            Word::arm(0x00008884, 0x2c5eb393), // mrrccs 3, 9, fp, lr, cr3
            Word::arm(0x00008888, 0x53c2a316), // bicpl sl, r2, #1476395008
            Word::arm(0x0000888c, 0x414c9b83), // smlalbbmi r9, ip, r3, fp
            Word::arm(0x00008890, 0xaeb0db6b), // vmovge.f64 d13, d27
            Word::arm(0x00008894, 0xf57ff042), // dsb oshst
            Word::arm(0x00008898, 0x8e59db84), // vnmlshi.f64 d29, d25, d4
            Word::arm(0x0000889c, 0xd1600077), // smcle 7
            Word::arm(0x000088a0, 0x3ef34a07), // vmovcc.f32 s9, #55
            Word::arm(0x000088a4, 0xa374064d), // cmnge r4, #80740352
            Word::arm(0x000088a8, 0xceb85b44), // vcvtgt.f64.u32 d5, s8
            Word::arm(0x000088ac, 0xa1bc0f9f), // ldrexdge r0, [ip]
            Word::arm(0x000088b0, 0xbe1f5bad), // vnmlslt.f64 d5, d31, d29
            Word::arm(0x000088b4, 0xe1f08e5b), // mvns r8, fp, asr lr
            Word::arm(0x000088b8, 0xc30c8b07), // movwgt r8, #51975
            Word::arm(0x000088bc, 0xf6d1f524), // pli [r1, r4, lsr #10]
            Word::arm(0x000088c0, 0x603afa91), // mlasvs sl, r1, sl, pc
            Word::arm(0x000088c4, 0xce37aa28), // vaddgt.f32 s20, s14, s17
            Word::arm(0x000088c8, 0x4d6d4a52), // udf 0x4d6d4a52
            Word::arm(0x000088cc, 0xf9ed051f), // srsib sp!, #31
            Word::arm(0x000088d0, 0xd1eaff91), // udf 0xd1eaff91
            Word::arm(0x000088d4, 0x3e07cb23), // vmlacc.f64 d12, d7, d19
            Word::arm(0x000088d8, 0x61925f9f), // ldrexvs r5, [r2]
            Word::arm(0x000088dc, 0x56f354de), // usatpl r5, #19, lr, asr #9
            Word::arm(0x000088e0, 0x2320f201), // yieldcs
            Word::arm(0x000088e4, 0x112f9b7d), // bkpt 0xf9bd
            Word::arm(0x000088e8, 0xf5d6f724), // pld [r6, #1828]
            Word::arm(0x000088ec, 0xf4dbf6c2), // pli [fp, #1730]
            Word::arm(0x000088f0, 0xc19f8f9f), // udf 0xc19f8f9f
            Word::arm(0x000088f4, 0xe1280aec), // smulwt r8, ip, sl
            Word::arm(0x000088f8, 0xd0110491), // mulsle r1, r1, r4
            Word::arm(0x000088fc, 0xd7b90557), // udf 0xd7b90557
            Word::arm(0x00008900, 0xd160007a), // smcle 10
            Word::arm(0x00008904, 0x76e5af3c), // usat16vc sl, #5, ip
            Word::arm(0x00008908, 0x71c54f93), // strexbvc r4, r3, [r5]
            Word::arm(0x0000890c, 0x1320fbf7), // dbgne #7
            Word::arm(0x00008910, 0x908330d8), // udf 0x908330d8
            Word::arm(0x00008914, 0x31a0ed27), // lsrcc lr, r7, #26
            Word::arm(0x00008918, 0x10724f36), // rsbsne r4, r2, r6, lsr pc
            Word::arm(0x0000891c, 0xf49b6c4f), // nop.hint 0xf49b6c4f
            Word::arm(0x00008920, 0xf6d4f9e6), // pli [r4, r6, ror #19]
            Word::arm(0x00008924, 0x1320f401), // yieldne
            Word::arm(0x00008928, 0x820f770a), // andhi r7, pc, #2621440
            Word::arm(0x0000892c, 0x51c6ff98), // udf 0x51c6ff98
            Word::arm(0x00008930, 0x87d1251d), // bfihi r2, sp, #10, #8
            Word::arm(0x00008934, 0xeef6ea02), // vmov.f32 s29, #98
            Word::arm(0x00008938, 0x11320026), // teqne r2, r6, lsr #32
            Word::arm(0x0000893c, 0x475137d5), // smmlsmi r1, r5, r7, r3
            Word::arm(0x00008940, 0x8e928ae4), // vfnmahi.f32 s16, s5, s9
            Word::arm(0x00008944, 0x9dd7da80), // vldrls s27, [r7, #512]
            Word::arm(0x00008948, 0xd320f111), // nople {17}
            Word::arm(0x0000894c, 0x71f03c61), // mvnsvc r3, r1, ror #24
            Word::arm(0x00008950, 0xa0ce2551), // sbcge r2, lr, r1, asr r5
            Word::arm(0x00008954, 0x71cd4f92), // strexbvc r4, r2, [sp]
            Word::arm(0x00008958, 0x8ebebb48), // vcvthi.s16.f64 d11, d11, #0
            Word::arm(0x0000895c, 0xc6250f50), // qsaxgt r0, r5, r0
            Word::arm(0x00008960, 0xb160006e), // eretlt
            Word::arm(0x00008964, 0xdcac7b0c), // vstmiale ip!, {d7-d12}
            Word::arm(0x00008968, 0xd7fd1fd2), // udf 0xd7fd1fd2
            Word::arm(0x0000896c, 0xb19f7e7b), // orrslt r7, pc, fp, ror lr
            Word::arm(0x00008970, 0xb12fff33), // blxlt r3
            Word::arm(0x00008974, 0xb1e0f116), // mvnlt pc, r6, lsl r1
            Word::arm(0x00008978, 0x91fa68bd), // ldrhls r6, [sl, #141]!
            Word::arm(0x0000897c, 0x6192643f), // orrsvs r6, r2, pc, lsr r4
            Word::arm(0x00008980, 0x605c8803), // subsvs r8, ip, r3, lsl #16
            Word::arm(0x00008984, 0xb65c0fd0), // udf 0xb65c0fd0
            Word::arm(0x00008988, 0xd15f0fac), // cmple pc, ip, lsr #31
            Word::arm(0x0000898c, 0x016f2f1f), // clzeq r2, pc
            Word::arm(0x00008990, 0x8ef41be9), // vcmpehi.f64 d17, d25
            Word::arm(0x00008994, 0xfb00002b), // blx 0x8a4a
            Word::arm(0x00008998, 0x4128b5c1), // smlawtmi r8, r1, r5, fp
            Word::arm(0x0000899c, 0xf495916b), // nop.hint 0xf495916b
            Word::arm(0x000089a0, 0x1ebd6a03), // vmovne.f32 s12, #211
            Word::arm(0x000089a4, 0x5320f202), // wfepl
            Word::arm(0x000089a8, 0x40680f92), // mlsmi r8, r2, pc, r0
            Word::arm(0x000089ac, 0x37069b1d), // smladcc r6, sp, fp, r9
            Word::arm(0x000089b0, 0xf8cd0515), // udf 0xf8cd0515
            Word::arm(0x000089b4, 0xc6bfdf3f), // revgt sp, pc
            Word::arm(0x000089b8, 0x31a0b88d), // lslcc fp, sp, #17
            Word::arm(0x000089bc, 0xa1d69f9f), // ldrexbge r9, [r6]
            Word::arm(0x000089c0, 0xc12c2274), // bkpt 0xc224
            Word::arm(0x000089c4, 0x9cfd9ad8), // udf 0x9cfd9ad8
            Word::arm(0x000089c8, 0x63e0bff7), // mvnvs fp, #988
            Word::arm(0x000089cc, 0x66d74474), // udf 0x66d74474
            Word::arm(0x000089d0, 0x23c192f5), // biccs r9, r1, #1342177295
            Word::arm(0x000089d4, 0x6ebbab61), // vcvtvs.f64.u16 d10, d10, #13
            Word::arm(0x000089d8, 0xf8ed0507), // udf 0xf8ed0507
            Word::arm(0x000089dc, 0xf57ff043), // dsb osh
            Word::arm(0x000089e0, 0xce0f0a4c), // vmlsgt.f32 s0, s30, s24
            Word::arm(0x000089e4, 0x3c552f64), // mrrccc 15, 6, r2, r5, cr4
            Word::arm(0x000089e8, 0x2e7baaeb), // vsubcs.f32 s21, s23, s23
            Word::arm(0x000089ec, 0x072e74af), // streq r7, [lr, -pc, lsr #9]!
            Word::arm(0x000089f0, 0xc014f0b7), // ldrhgt pc, [r4], -r7
            Word::arm(0x000089f4, 0x17c2b693), // udf 0x17c2b693
            Word::arm(0x000089f8, 0x8c43da12), // vmovhi s4, s5, sp, r3
            Word::arm(0x000089fc, 0xe78a0816), // usada8 sl, r6, r8, r0
            Word::arm(0x00008a00, 0xce3f0b6e), // vsubgt.f64 d0, d15, d30
            Word::arm(0x00008a04, 0xc33b0064), // teqgt fp, #100
            Word::arm(0x00008a08, 0x3e40a82d), // cdpcc 8, 4, cr10, cr0, cr13, {1}
            Word::arm(0x00008a0c, 0xf57ff04f), // dsb sy
            Word::arm(0x00008a10, 0x4ed10a03), // vfnmsmi.f32 s1, s2, s6
            Word::arm(0x00008a14, 0x019fef9f), // udf 0x019fef9f
            Word::arm(0x00008a18, 0x26fc6c7b), // uxtahcs r6, ip, fp, ror #24
            Word::arm(0x00008a1c, 0xde4e4b89), // vmlale.f64 d20, d30, d9
            Word::arm(0x00008a20, 0x4c5969f0), // mrrcmi 9, 15, r6, r9, cr0
            Word::arm(0x00008a24, 0x284eca3f), // stmdacs lr, {r0, r1, r2, r3, r4, r5, r9, fp, lr, pc}^
            Word::arm(0x00008a28, 0x81913f9f), // ldrexhi r3, [r1]
            Word::arm(0x00008a2c, 0x60a4f0fc), // udf 0x60a4f0fc
            Word::arm(0x00008a30, 0xe1200ae9), // smulwt r0, r9, sl
            Word::arm(0x00008a34, 0x1e8ec3c7), // cdpne 3, 8, cr12, cr14, cr7, {6}
            Word::arm(0x00008a38, 0xc6ff3f3a), // rbitgt r3, sl
            Word::arm(0x00008a3c, 0x01b51f9f), // udf 0x01b51f9f
            Word::arm(0x00008a40, 0xc0434595), // umaalgt r4, r3, r5, r5
            Word::arm(0x00008a44, 0xda000011), // ble 0x8a90
            Word::arm(0x00008a48, 0x1160006e), // eretne
            Word::arm(0x00008a4c, 0xac5aba1d), // vmovge fp, sl, s26, s27
            Word::arm(0x00008a50, 0x6181c851), // orrvs ip, r1, r1, asr r8
            Word::arm(0x00008a54, 0x3e1bda6b), // vnmlacc.f32 s26, s22, s23
            Word::arm(0x00008a58, 0x010c9092), // swpeq r9, r2, [ip]
            Word::arm(0x00008a5c, 0x11350a8c), // teqne r5, ip, lsl #21
            Word::arm(0x00008a60, 0x9e1b4b6b), // vnmlals.f64 d4, d11, d27
            Word::arm(0x00008a64, 0x11c1d3f0), // udf 0x11c1d3f0
            Word::arm(0x00008a68, 0x91a28f9d), // udf 0x91a28f9d
            Word::arm(0x00008a6c, 0x06898512), // pkhbteq r8, r9, r2, lsl #10
            Word::arm(0x00008a70, 0x506395ec), // rsbpl r9, r3, ip, ror #11
            Word::arm(0x00008a74, 0x914481e1), // smlalttls r8, r4, r1, r1
            Word::arm(0x00008a78, 0xce78702c), // cdpgt 0, 7, cr7, cr8, cr12, {1}
            Word::arm(0x00008a7c, 0x5cfd0a85), // udf 0x5cfd0a85
            Word::arm(0x00008a80, 0xf558f61f), // pld [r8, #-1567]
            Word::arm(0x00008a84, 0x8e003a8c), // vmlahi.f32 s6, s1, s24
            Word::arm(0x00008a88, 0x06ff1f3b), // rbiteq r1, fp
            Word::arm(0x00008a8c, 0xa6f4f47d), // uxtahge pc, r4, sp, ror #8
            Word::arm(0x00008a90, 0x504e6ea2), // subpl r6, lr, r2, lsr #29
            Word::arm(0x00008a94, 0x816902c9), // smulbthi r9, r9, r2
            Word::arm(0x00008a98, 0x51a0dc03), // lslpl sp, r3, #24
            Word::arm(0x00008a9c, 0x23e068bc), // mvncs r6, #188, 16
            Word::arm(0x00008aa0, 0x704da5df), // ldrdvc sl, [sp], #-95
            Word::arm(0x00008aa4, 0x5080e0b9), // strhpl lr, [r0], r9
            Word::arm(0x00008aa8, 0xd348d788), // movtle sp, #34696
            Word::arm(0x00008aac, 0xd1170850), // tstle r7, r0, asr r8
            Word::arm(0x00008ab0, 0x9eb0eacb), // vabsls.f32 s28, s22
            Word::arm(0x00008ab4, 0x8e1b9a62), // vnmlahi.f32 s18, s22, s5
            Word::arm(0x00008ab8, 0xf650f92d), // pli [r0, -sp, lsr #18]
            Word::arm(0x00008abc, 0xe6a4ef3b), // ssat16 lr, #5, fp
            Word::arm(0x00008ac0, 0xf9b18ddb), // udf 0xf9b18ddb
            Word::arm(0x00008ac4, 0xf1010000), // setend le
            Word::arm(0x00008ac8, 0xf49d8116), // nop.hint 0xf49d8116
            Word::arm(0x00008acc, 0x73b0b2e5), // movsvc fp, #1342177294
            Word::arm(0x00008ad0, 0x4f1c852e), // svcmi 0x001c852e
            Word::arm(0x00008ad4, 0xd6899fb1), // selle r9, r9, r1
            Word::arm(0x00008ad8, 0x2b00002f), // blcs 0x8b9c
            Word::arm(0x00008adc, 0x3dc90afd), // vstrcc s1, [r9, #1012]
            Word::arm(0x00008ae0, 0x212fff28), // bxjcs r8
            Word::arm(0x00008ae4, 0x8076c6fd), // ldrshthi ip, [r6], #-109
            Word::arm(0x00008ae8, 0x578e0e16), // usada8pl lr, r6, lr, r0
            Word::arm(0x00008aec, 0xf57ff04a), // dsb ishst
            Word::arm(0x00008af0, 0x4650caa2), // ldrbmi ip, [r0], -r2, lsr #21
            Word::arm(0x00008af4, 0xf57ff01f), // clrex
            Word::arm(0x00008af8, 0x3749fa14), // smlaldcc pc, r9, r4, sl
            Word::arm(0x00008afc, 0xf759f600), // pld [r9, -r0, lsl #12]
            Word::arm(0x00008b00, 0x2e647513), // mcrcs 5, 3, r7, cr4, cr3, {0}
            Word::arm(0x00008b04, 0xf57ff06e), // isb #14
            Word::arm(0x00008b08, 0x1320f603), // wfine
            Word::arm(0x00008b0c, 0x91493200), // mrsls r3, (UNDEF: 105)
            Word::arm(0x00008b10, 0x814713dc), // udf 0x814713dc
            Word::arm(0x00008b14, 0x06852fbb), // seleq r2, r5, fp
            Word::arm(0x00008b18, 0x80ee5b92), // smlalhi r5, lr, r2, fp
            Word::arm(0x00008b1c, 0xe730f91d), // udiv r0, sp, r9
            Word::arm(0x00008b20, 0xf411b9dd), // nop.hint 0xf411b9dd
            Word::arm(0x00008b24, 0xc320fe01), // yieldgt
            Word::arm(0x00008b28, 0xf1010200), // setend be
            Word::arm(0x00008b2c, 0x2ddfbb6a), // vldrcs d27, [pc, #424]
            Word::arm(0x00008b30, 0x912202ac), // smulwbls r2, ip, r2
            Word::arm(0x00008b34, 0x0c4d5380), // mcrreq 3, 8, r5, sp, cr0
            Word::arm(0x00008b38, 0x431a045c), // tstmi sl, #92, 8
            Word::arm(0x00008b3c, 0x52a0254b), // adcpl r2, r0, #314572800
            Word::arm(0x00008b40, 0xf41c4a8c), // nop.hint 0xf41c4a8c
            Word::arm(0x00008b44, 0xd16ef008), // msrle SPSR_fsx, r8
            Word::arm(0x00008b48, 0x4e4c4ae3), // vmlsmi.f32 s9, s25, s7
            Word::arm(0x00008b4c, 0x812fa0be), // strhhi sl, [pc, -lr]
            Word::arm(0x00008b50, 0xfddbe133), // udf 0xfddbe133
            Word::arm(0x00008b54, 0x8eb71ae1), // vcvthi.f64.f32 d1, s3
            Word::arm(0x00008b58, 0xc0c074aa), // sbcgt r7, r0, sl, lsr #9
            Word::arm(0x00008b5c, 0xf10e0149), // cpsid af,#9
            Word::arm(0x00008b60, 0x3320f303), // wficc
            Word::arm(0x00008b64, 0xd746d337), // smlaldxle sp, r6, r7, r3
            Word::arm(0x00008b68, 0x3366f484), // msrcc SPSR_sx, #132, 8
            Word::arm(0x00008b6c, 0xc1c14500), // bicgt r4, r1, r0, lsl #10
            Word::arm(0x00008b70, 0x7ebc5ae2), // vcvtvc.u32.f32 s10, s5
            Word::arm(0x00008b74, 0xe1438056), // qdadd r8, r6, r3
            Word::arm(0x00008b78, 0x46ffaf36), // rbitmi sl, r6
            Word::arm(0x00008b7c, 0xf75efaae), // pld [lr, -lr, lsr #21]
            Word::arm(0x00008b80, 0x5754bef1), // smmlsrpl r4, r1, lr, fp
            Word::arm(0x00008b84, 0xfaffffcd), // blx 0x8ac0
            Word::arm(0x00008b88, 0x31e02e56), // mvncc r2, r6, asr lr
            Word::arm(0x00008b8c, 0x41d77d43), // bicsmi r7, r7, r3, asr #26
            Word::arm(0x00008b90, 0x1363f5df), // msrne SPSR_xc, #935329792
            Word::arm(0x00008b94, 0x3e0edbcc), // vmlscc.f64 d13, d30, d12
            Word::arm(0x00008b98, 0x61d60084), // bicsvs r0, r6, r4, lsl #1
            Word::arm(0x00008b9c, 0xf57ff060), // isb #0
            Word::arm(0x00008ba0, 0x46e1fa59), // usatmi pc, #1, r9, asr #20
            Word::arm(0x00008ba4, 0xb1b01a27), // lsrslt r1, r7, #20
            Word::arm(0x00008ba8, 0xf57ff06c), // isb #12
            Word::arm(0x00008bac, 0x56a81798), // ssatpl r1, #9, r8, lsl #15
            Word::arm(0x00008bb0, 0x51449200), // mrspl r9, (UNDEF: 100)
            Word::arm(0x00008bb4, 0x0123a676), // bkpt 0x3a66
            Word::arm(0x00008bb8, 0xceb39a6b), // vcvtbgt.f16.f32 s18, s23
            Word::arm(0x00008bbc, 0xb12a2053), // qsublt r2, r3, sl
            Word::arm(0x00008bc0, 0xaee72a10), // vmsrge mvfr0, r2
            Word::arm(0x00008bc4, 0xd09fd0b3), // ldrhle sp, [pc], r3
            Word::arm(0x00008bc8, 0x10150593), // mulsne r5, r3, r5
            Word::arm(0x00008bcc, 0xf7c4db9b), // udf 0xf7c4db9b
            Word::arm(0x00008bd0, 0x51c3ff99), // udf 0x51c3ff99
            Word::arm(0x00008bd4, 0xa14f3370), // hvcge 62256
            Word::arm(0x00008bd8, 0x26a8df36), // ssat16cs sp, #9, r6
            Word::arm(0x00008bdc, 0x11b55f9f), // udf 0x11b55f9f
            Word::arm(0x00008be0, 0x8deacc67), // stclhi 12, cr12, [sl, #412]!
            Word::arm(0x00008be4, 0xdcc3f5dc), // stclle 5, cr15, [r3], {220}
            Word::arm(0x00008be8, 0xf5d8ffc5), // pld [r8, #4037]
            Word::arm(0x00008bec, 0x3101c9cc), // smlabtcc r1, ip, r9, ip
            Word::arm(0x00008bf0, 0x0681e79c), // pkhbteq lr, r1, ip, lsl #15
            Word::arm(0x00008bf4, 0xa1bd7f9f), // udf 0xa1bd7f9f
            Word::arm(0x00008bf8, 0xf6962505), // nop.hint 0xf6962505
            Word::arm(0x00008bfc, 0xa1b22f9f), // ldrexdge r2, [r2]
            Word::arm(0x00008c00, 0x86844758), // pkhtbhi r4, r4, r8, asr #14
            Word::arm(0x00008c04, 0x114fa000), // mrsne sl, SPSR
            Word::arm(0x00008c08, 0xd320fc01), // yieldle
            Word::arm(0x00008c0c, 0xc034829e), // mlasgt r4, lr, r2, r8
            Word::arm(0x00008c10, 0x81259289), // smlawbhi r5, r9, r2, r9
            Word::arm(0x00008c14, 0x50c4d1b6), // strhpl sp, [r4], #22
            Word::arm(0x00008c18, 0xf1010200), // setend be
            Word::arm(0x00008c1c, 0x6d5e9b40), // vldrvs d25, [lr, #-256]
            Word::arm(0x00008c20, 0x9ef42b41), // vcmpls.f64 d18, d1
            Word::arm(0x00008c24, 0x816fef1a), // clzhi lr, sl
            Word::arm(0x00008c28, 0xf41ff8f7), // nop.hint 0xf41ff8f7
            Word::arm(0x00008c2c, 0xd190af9f), // ldrexle r10, [r0]
            Word::arm(0x00008c30, 0xb165028c), // smulbblt r5, ip, r2
            Word::arm(0x00008c34, 0xf10a01cd), // cpsie aif,#13
            Word::arm(0x00008c38, 0x26bfdf36), // revcs sp, r6
            Word::arm(0x00008c3c, 0xe1de8f9f), // ldrexb r8, [lr]
            Word::arm(0x00008c40, 0xe12fff10), // bx r0
            Word::arm(0x00008c44, 0x6eab2ae7), // vfmsvs.f32 s4, s23, s15
            Word::arm(0x00008c48, 0xfa00002f), // blx 0x8d0c
            Word::arm(0x00008c4c, 0xf693a2ef), // nop.hint 0xf693a2ef
            Word::arm(0x00008c50, 0x3ef1ba10), // vmrscc fp, fpscr
            Word::arm(0x00008c54, 0x4320f603), // wfimi
            Word::arm(0x00008c58, 0xf5d4f3f2), // pld [r4, #1010]
            Word::arm(0x00008c5c, 0xa00db0f5), // udf 0xa00db0f5
            Word::arm(0x00008c60, 0x0024dc94), // mlaeq r4, r4, ip, sp
            Word::arm(0x00008c64, 0xf459f633), // pli [r9, #-1587]
            Word::arm(0x00008c68, 0xa141505e), // qdaddge r5, lr, r1
            Word::arm(0x00008c6c, 0xd1f08a43), // mvnsle r8, r3, asr #20
            Word::arm(0x00008c70, 0xac57bb3e), // vmovge fp, r7, d30
            Word::arm(0x00008c74, 0x012fff22), // bxjeq r2
            Word::arm(0x00008c78, 0xb6ff6fb2), // revshlt r6, r2
            Word::arm(0x00008c7c, 0x7e799a22), // vaddvc.f32 s19, s18, s5
            Word::arm(0x00008c80, 0xaef12a10), // vmrsge r2, fpscr
            Word::arm(0x00008c84, 0x4ead5b06), // vfmami.f64 d5, d13, d6
            Word::arm(0x00008c88, 0x3ff639ad), // svccc 0x00f639ad
            Word::arm(0x00008c8c, 0xdeb25ae1), // vcvttle.f32.f16 s10, s3
            Word::arm(0x00008c90, 0xa0d5309d), // smullsge r3, r5, sp, r0
            Word::arm(0x00008c94, 0xc30cbd6f), // movwgt fp, #52591
            Word::arm(0x00008c98, 0x275f6ff8), // smmlsrcs pc, r8, pc, r6
            Word::arm(0x00008c9c, 0x57db2e91), // udf 0x57db2e91
            Word::arm(0x00008ca0, 0x2160006e), // eretcs
            Word::arm(0x00008ca4, 0xd144b57e), // hvcle 19294
            Word::arm(0x00008ca8, 0xfb000007), // blx 0x8cce
            Word::arm(0x00008cac, 0x7707e551), // smlsdvc r7, r1, r5, lr
            Word::arm(0x00008cb0, 0x8fe7785a), // svchi 0x00e7785a
            Word::arm(0x00008cb4, 0x0320f002), // wfeeq
            Word::arm(0x00008cb8, 0x06ff0e5d), // usateq r0, #31, sp, asr #28
            Word::arm(0x00008cbc, 0xb6ff9fb0), // revshlt r9, r0
            Word::arm(0x00008cc0, 0xd1ebf8f9), // udf 0xd1ebf8f9
            Word::arm(0x00008cc4, 0xfc8a9ef7), // udf 0xfc8a9ef7
            Word::arm(0x00008cc8, 0xe0e144e1), // rsc r4, r1, r1, ror #9
            Word::arm(0x00008ccc, 0xb320fb01), // yieldlt
            Word::arm(0x00008cd0, 0xde6a5aea), // vnmulle.f32 s11, s21, s21
            Word::arm(0x00008cd4, 0xb1d52034), // bicslt r2, r5, r4, lsr r0
            Word::arm(0x00008cd8, 0x81650486), // smulbbhi r5, r6, r4
            Word::arm(0x00008cdc, 0x232bf7cd), // msrcs CPSR_fxc, #53739520
            Word::arm(0x00008ce0, 0xbe5f7a61), // vnmlalt.f32 s15, s30, s3
            Word::arm(0x00008ce4, 0x2eb7ebcc), // vcvtcs.f32.f64 s28, d12
            Word::arm(0x00008ce8, 0xfa000033), // blx 0x8dbc
            Word::arm(0x00008cec, 0x7086e0da), // ldrdvc lr, [r6], sl
            Word::arm(0x00008cf0, 0x7ee81a10), // vmsrvc fpexc, r1
            Word::arm(0x00008cf4, 0xf57ff056), // dmb unst
            Word::arm(0x00008cf8, 0x331f0e16), // tstcc pc, #352
            Word::arm(0x00008cfc, 0xf71df3ad), // pldw [sp, -sp, lsr #7]
            Word::arm(0x00008d00, 0x9743415d), // smlsldls r4, r3, sp, r1
            Word::arm(0x00008d04, 0xa1a130b0), // strhge r3, [r1, r0]!
            Word::arm(0x00008d08, 0xf656fbef), // pli [r6, -pc, ror #23]
            Word::arm(0x00008d0c, 0xc14ae77a), // hvcgt 44666
            Word::arm(0x00008d10, 0xf75cfc85), // pld [ip, -r5, lsl #25]
            Word::arm(0x00008d14, 0x4e09ea90), // vmovmi s19, lr
            Word::arm(0x00008d18, 0xc12ee481), // smlawbgt lr, r1, r4, lr
            Word::arm(0x00008d1c, 0x768eca1c), // pkhbtvc ip, lr, ip, lsl #20
            Word::arm(0x00008d20, 0xd0b44f9c), // umlalsle r4, r4, ip, pc
            Word::arm(0x00008d24, 0x17c1dd9e), // udf 0x17c1dd9e
            Word::arm(0x00008d28, 0xf1010000), // setend le
            Word::arm(0x00008d2c, 0x1142309c), // swpbne r3, ip, [r2]
            Word::arm(0x00008d30, 0x36c3a47c), // uxtab16cc sl, r3, ip, ror #8
            Word::arm(0x00008d34, 0x6320f503), // wfivs
            Word::arm(0x00008d38, 0x1e09bb80), // vmlane.f64 d11, d25, d0
            Word::arm(0x00008d3c, 0xe15e0613), // cmp lr, r3, lsl r6
            Word::arm(0x00008d40, 0x9e6bdbb7), // udf 0x9e6bdbb7
            Word::arm(0x00008d44, 0xdef29a45), // vcvtble.f32.f16 s19, s10
            Word::arm(0x00008d48, 0xa124ce82), // smlawbge r4, r2, lr, ip
            Word::arm(0x00008d4c, 0x46ff3f3e), // rbitmi r3, lr
            Word::arm(0x00008d50, 0x069f0072), // udf 0x069f0072
            Word::arm(0x00008d54, 0xdeaeab8c), // vfmale.f64 d10, d30, d12
            Word::arm(0x00008d58, 0x0c4cab3f), // vmoveq d31, sl, ip
            Word::arm(0x00008d5c, 0x716709ef), // smulttvc r7, pc, r9
            Word::arm(0x00008d60, 0x43c213c5), // bicmi r1, r2, #335544323
            Word::arm(0x00008d64, 0x4094745b), // addsmi r7, r4, fp, asr r4
            Word::arm(0x00008d68, 0x81a0bf9d), // udf 0x81a0bf9d
            Word::arm(0x00008d6c, 0xc6ff4fbf), // revshgt r4, pc
            Word::arm(0x00008d70, 0x668f1fb0), // selvs r1, pc, r0
            Word::arm(0x00008d74, 0xae4dab45), // vmlsge.f64 d26, d13, d5
            Word::arm(0x00008d78, 0x0320f801), // yieldeq
            Word::arm(0x00008d7c, 0xf41a43b2), // nop.hint 0xf41a43b2
            Word::arm(0x00008d80, 0xb0060e92), // mullt r6, r2, lr
            Word::arm(0x00008d84, 0x2ef1ba10), // vmrscs fp, fpscr
            Word::arm(0x00008d88, 0x504dc89c), // umaalpl ip, sp, ip, r8
            Word::arm(0x00008d8c, 0x2064e8f7), // udf 0x2064e8f7
            Word::arm(0x00008d90, 0xd18427ae), // orrle r2, r4, lr, lsr #15
            Word::arm(0x00008d94, 0xb367f392), // msrlt SPSR_sxc, #1207959554
            Word::arm(0x00008d98, 0x3ef06b67), // vmovcc.f64 d22, d23
            Word::arm(0x00008d9c, 0x912fff10), // bxls r0
            Word::arm(0x00008da0, 0x8eb8ba41), // vcvthi.f32.u32 s22, s2
            Word::arm(0x00008da4, 0xf8ba0a00), // rfeia sl!
            Word::arm(0x00008da8, 0xaeb2ba65), // vcvtbge.f32.f16 s22, s11
            Word::arm(0x00008dac, 0xf57ff01f), // clrex
            Word::arm(0x00008db0, 0x11934f9f), // ldrexne r4, [r3]
            Word::arm(0x00008db4, 0x8e65da03), // vmulhi.f32 s27, s10, s6
            Word::arm(0x00008db8, 0x719d7f9f), // ldrexvc r7, [sp]
            Word::arm(0x00008dbc, 0x3ef5bbc0), // vcmpecc.f64 d27, #0.0
            Word::arm(0x00008dc0, 0x31bd5f9f), // udf 0x31bd5f9f
            Word::arm(0x00008dc4, 0xf57ff01f), // clrex
            Word::arm(0x00008dc8, 0xa6897fb6), // selge r7, r9, r6
            Word::arm(0x00008dcc, 0xde799b22), // vaddle.f64 d25, d9, d18
            Word::arm(0x00008dd0, 0x81630ecd), // smulbthi r3, sp, lr
            Word::arm(0x00008dd4, 0x873af019), // udivhi sl, r9, r0
            Word::arm(0x00008dd8, 0xa1a00f5f), // asrge r0, pc, pc
            Word::arm(0x00008ddc, 0xc12fff18), // bxgt r8
            Word::arm(0x00008de0, 0x7127f004), // msrvc CPSR_sxc, r4
            Word::arm(0x00008de4, 0xed6deb6f), // udf 0xed6deb6f
            Word::arm(0x00008de8, 0xeeb08a0e), // vmov.f32 s16, #14
            Word::arm(0x00008dec, 0xee678a0a), // vmul.f32 s17, s14, s20
            Word::arm(0x00008df0, 0x5167f303), // msrpl (UNDEF: 119), r3
            Word::arm(0x00008df4, 0x9369f103), // msrls SPSR_fc, #-1073741824
            Word::arm(0x00008df8, 0xd142b679), // hvcle 11113
            Word::arm(0x00008dfc, 0xb6f4329a), // usatlt r3, #20, sl, lsl #5
            Word::arm(0x00008e00, 0xa10620b9), // strhge r2, [r6, -r9]
            Word::arm(0x00008e04, 0xf57ff04e), // dsb st
            Word::arm(0x00008e08, 0x8e55ebc4), // vnmlahi.f64 d30, d21, d4
            Word::arm(0x00008e0c, 0x0320fdb1), // nopeq {177}
            Word::arm(0x00008e10, 0x2ee84a67), // vfmscs.f32 s9, s16, s15
            Word::arm(0x00008e14, 0xdebcfbcb), // vcvtle.u32.f64 s30, d11
            Word::arm(0x00008e18, 0x90892f71), // addls r2, r9, r1, ror pc
            Word::arm(0x00008e1c, 0x29888e40), // stmibcs r8, {r6, r9, sl, fp, pc}
            Word::arm(0x00008e20, 0x503b689d), // mlaspl fp, sp, r8, r6
            Word::arm(0x00008e24, 0xa01e069e), // mulsge lr, lr, r6
            Word::arm(0x00008e28, 0x76a0cfda), // ssatvc ip, #1, sl, asr #31
            Word::arm(0x00008e2c, 0xf57ff052), // dmb oshst
            Word::arm(0x00008e30, 0x3ee78a10), // vmsrcc mvfr0, r8
            Word::arm(0x00008e34, 0x3cfd5a19), // udf 0x3cfd5a19
            Word::arm(0x00008e38, 0x7320fd03), // wfivc
            Word::arm(0x00008e3c, 0xb01c6a6b), // andslt r6, ip, fp, ror #20
            Word::arm(0x00008e40, 0x2e101b26), // vnmlscs.f64 d1, d0, d22
            Word::arm(0x00008e44, 0xf7dff406), // pld [pc, r6, lsl #8]
            Word::arm(0x00008e48, 0xc320fb04), // sevgt
            Word::arm(0x00008e4c, 0x8e20bb45), // vnmulhi.f64 d11, d0, d5
            Word::arm(0x00008e50, 0xd6819fb7), // selle r9, r1, r7
            Word::arm(0x00008e54, 0xf1010000), // setend le
            Word::arm(0x00008e58, 0x82abc4bc), // adchi ip, fp, #188, 8
            Word::arm(0x00008e5c, 0x9ee76a10), // vmsrls mvfr0, r6
            Word::arm(0x00008e60, 0xe3d04e4f), // bics r4, r0, #1264
            Word::arm(0x00008e64, 0x1160007c), // smcne 12
            Word::arm(0x00008e68, 0x91474095), // swpbls r4, r5, [r7]
            Word::arm(0x00008e6c, 0x30acf0fb), // udf 0x30acf0fb
            Word::arm(0x00008e70, 0x8756dc13), // smmlahi r6, r3, ip, sp
            Word::arm(0x00008e74, 0x0ef4cb46), // vcmpeq.f64 d28, d6
            Word::arm(0x00008e78, 0xdcbdfb3a), // udf 0xdcbdfb3a
            Word::arm(0x00008e7c, 0xf754f1ce), // pld [r4, -lr, asr #3]
            Word::arm(0x00008e80, 0x06ee0f30), // usat16eq r0, #14, r0
            Word::arm(0x00008e84, 0x1101c05f), // qaddne ip, pc, r1
            Word::arm(0x00008e88, 0xd12fff33), // blxle r3
            Word::arm(0x00008e8c, 0x7eb4abcf), // vcmpevc.f64 d10, d15
            Word::arm(0x00008e90, 0xf65ef962), // pli [lr, -r2, ror #18]
            Word::arm(0x00008e94, 0x7e7a7ba0), // vaddvc.f64 d23, d26, d16
            Word::arm(0x00008e98, 0x17f60047), // ldrbne r0, [r6, r7, asr #32]!
            Word::arm(0x00008e9c, 0xf10c0053), // cps #19
            Word::arm(0x00008ea0, 0x51d61f9f), // ldrexbpl r1, [r6]
            Word::arm(0x00008ea4, 0x030a7fd8), // movweq r7, #45016
            Word::arm(0x00008ea8, 0x965fcf5e), // usaxls ip, pc, lr
            Word::arm(0x00008eac, 0xc360fa2f), // msrgt SPSR_, #192512
            Word::arm(0x00008eb0, 0x27dfa012), // bfics sl, r2, #0, #32
            Word::arm(0x00008eb4, 0x41dbef9f), // ldrexbmi lr, [fp]
            Word::arm(0x00008eb8, 0xf799f348), // pldw [r9, r8, asr #6]
            Word::arm(0x00008ebc, 0x768fcfb7), // selvc ip, pc, r7
            Word::arm(0x00008ec0, 0xb320f703), // wfilt
            Word::arm(0x00008ec4, 0xb68e3fb4), // sellt r3, lr, r4
            Word::arm(0x00008ec8, 0xeef0cb6b), // vmov.f64 d28, d27
            Word::arm(0x00008ecc, 0x8c50ef9f), // mrrchi 15, 9, lr, r0, cr15
            Word::arm(0x00008ed0, 0xe12497cd), // smlawt r4, sp, r7, r9
            Word::arm(0x00008ed4, 0xf57ff01f), // clrex
            Word::arm(0x00008ed8, 0xd6bfbfb3), // rev16le fp, r3
            Word::arm(0x00008edc, 0xd6e3b29f), // usatle fp, #3, pc, lsl #5
            Word::arm(0x00008ee0, 0x6eb26ae9), // vcvttvs.f32.f16 s12, s19
            Word::arm(0x00008ee4, 0x0320f301), // yieldeq
            Word::arm(0x00008ee8, 0xf57ff01f), // clrex
            Word::arm(0x00008eec, 0xd122f20a), // msrle R10_usr, sl
            Word::arm(0x00008ef0, 0xe126f306), // msr LR_und, r6
            Word::arm(0x00008ef4, 0xad6beb67), // udf 0xad6beb67
            Word::arm(0x00008ef8, 0x1e8ff478), // mcrne 4, 4, pc, cr15, cr8, {3}
            Word::arm(0x00008efc, 0x66ff9f39), // rbitvs r9, r9
            Word::arm(0x00008f00, 0xc14a1bc3), // smlalbtgt r1, sl, r3, fp
            Word::arm(0x00008f04, 0xe1bb1f9f), // udf 0xe1bb1f9f
            Word::arm(0x00008f08, 0x11e39f9c), // strexhne r9, ip, [r3]
            Word::arm(0x00008f0c, 0xf57ff053), // dmb osh
            Word::arm(0x00008f10, 0xbc4054e4), // mcrrlt 4, 14, r5, r0, cr4
            Word::arm(0x00008f14, 0x56ffdfb3), // revshpl sp, r3
            Word::arm(0x00008f18, 0xf658fc82), // pli [r8, -r2, lsl #25]
            Word::arm(0x00008f1c, 0xf9ed051f), // srsib sp!, #31
            Word::arm(0x00008f20, 0x212b01ea), // smulwtcs fp, sl, r1
            Word::arm(0x00008f24, 0xb7551fd5), // smmlslt r5, r5, pc, r1
            Word::arm(0x00008f28, 0x3fd8bafc), // svccc 0x00d8bafc
            Word::arm(0x00008f2c, 0x51cfff9d), // udf 0x51cfff9d
            Word::arm(0x00008f30, 0x94e31664), // strbtls r1, [r3], #1636
            Word::arm(0x00008f34, 0xddd68fdc), // ldclle 15, cr8, [r6, #880]
            Word::arm(0x00008f38, 0x57024810), // smladpl r2, r0, r8, r4
            Word::arm(0x00008f3c, 0xbef18bc9), // vsqrtlt.f64 d24, d9
            Word::arm(0x00008f40, 0xf1010200), // setend be
            Word::arm(0x00008f44, 0x6320f90e), // nopvs {14}
            Word::arm(0x00008f48, 0x368fafbc), // selcc sl, pc, ip
            Word::arm(0x00008f4c, 0x58a93bdf), // stmiapl r9!, {r0, r1, r2, r3, r4, r6, r7, r8, r9, fp, ip, sp}
            Word::arm(0x00008f50, 0xdd598f12), // ldclle 15, cr8, [r9, #-72]
            Word::arm(0x00008f54, 0x81b37f9f), // udf 0x81b37f9f
            Word::arm(0x00008f58, 0xa123af71), // bkpt 0x3af1
            Word::arm(0x00008f5c, 0x8e48dbca), // vmlshi.f64 d29, d24, d10
            Word::arm(0x00008f60, 0x3e9c0a04), // vfnmscc.f32 s0, s24, s8
            Word::arm(0x00008f64, 0x27ab2ad3), // udf 0x27ab2ad3
            Word::arm(0x00008f68, 0xf57ff01f), // clrex
            Word::arm(0x00008f6c, 0xdcda4a46), // udf 0xdcda4a46
            Word::arm(0x00008f70, 0x77f6e75f), // udf 0x77f6e75f
            Word::arm(0x00008f74, 0xa320f802), // wfege
            Word::arm(0x00008f78, 0x9320fe02), // wfels
            Word::arm(0x00008f7c, 0x8d7e1af4), // udf 0x8d7e1af4
            Word::arm(0x00008f80, 0x873eff1d), // udivhi lr, sp, pc
            Word::arm(0x00008f84, 0x0ef50bc0), // vcmpeeq.f64 d16, #0.0
            Word::arm(0x00008f88, 0x178e3e13), // usada8ne lr, r3, lr, r3
            Word::arm(0x00008f8c, 0xf1060054), // cps #20
            Word::arm(0x00008f90, 0x902ec590), // mlals lr, r0, r5, ip
            Word::arm(0x00008f94, 0x4e088be4), // vmlsmi.f64 d8, d24, d20
            Word::arm(0x00008f98, 0xf8150a00), // rfeda r5
            Word::arm(0x00008f9c, 0xe0e531b7), // strht r3, [r5], #23
            Word::arm(0x00008fa0, 0x7c4fca19), // vmovvc s18, s19, ip, pc
            Word::arm(0x00008fa4, 0x03a0bdfa), // moveq fp, #16000
            Word::arm(0x00008fa8, 0x76b0351f), // ssatvc r3, #17, pc, lsl #10
            Word::arm(0x00008fac, 0x5320f1f0), // dbgpl #0
            Word::arm(0x00008fb0, 0x4eb26a67), // vcvtbmi.f32.f16 s12, s15
            Word::arm(0x00008fb4, 0x11600072), // smcne 2
            Word::arm(0x00008fb8, 0x11600076), // smcne 6
            Word::arm(0x00008fbc, 0x27e5b760), // strbcs fp, [r5, r0, ror #14]!
            Word::arm(0x00008fc0, 0xf418be0e), // nop.hint 0xf418be0e
            Word::arm(0x00008fc4, 0xbef75a10), // vmrslt r5, mvfr0
            Word::arm(0x00008fc8, 0x1ca8dbd7), // udf 0x1ca8dbd7
            Word::arm(0x00008fcc, 0x818b640b), // orrhi r6, fp, fp, lsl #8
            Word::arm(0x00008fd0, 0x8d2dba80), // udf 0x8d2dba80
            Word::arm(0x00008fd4, 0xc1abcf9f), // udf 0xc1abcf9f
            Word::arm(0x00008fd8, 0xe1492778), // hvc 37496
            Word::arm(0x00008fdc, 0x3e3ea5f2), // mrccc 5, 1, sl, cr14, cr2, {7}
            Word::arm(0x00008fe0, 0xf57ff01f), // clrex
            Word::arm(0x00008fe4, 0x174a637c), // smlsldxne r6, sl, ip, r3
            Word::arm(0x00008fe8, 0x431b0ac0), // tstmi fp, #192, 20
            Word::arm(0x00008fec, 0x0e07da90), // vmoveq s15, sp
            Word::arm(0x00008ff0, 0x0160006e), // ereteq
            Word::arm(0x00008ff4, 0x816fdf12), // clzhi sp, r2
            Word::arm(0x00008ff8, 0x82d30152), // sbcshi r0, r3, #-2147483628
            Word::arm(0x00008ffc, 0xbee7ba10), // vmsrlt mvfr0, fp
        ],
    });
}

//! Tests of the ARMv7-A cost model; words from `arm-linux-gnueabihf-as -march=armv7ve
//! -mfpu=vfpv4`.

use super::{BlockTicks, Class, CortexTicks};
use crate::decode::{
    decode_arm_on, decode_thumb_on, random_word_decoding_to_on, Entry, ARM_TABLE, THUMB32_TABLE,
    THUMB_TABLE, VFP_TABLE,
};
use crate::insn::{Cond, Insn};
use crate::ticks::{InsnTicks, TickModel};
use crate::Profile;

const V7: Profile = Profile::ARMV7A;

/// Taken costs of an ARM sequence in one block.
fn arm(words: &[u32]) -> Vec<u32> {
    let mut m = CortexTicks::new();
    words
        .iter()
        .map(|&w| m.insn(&decode_arm_on(V7, w)).taken)
        .collect()
}

const ADD: u32 = 0xe0810002; // add r0, r1, r2
const LDR_R2: u32 = 0xe5912000; // ldr r2, [r1]
const MUL_R2: u32 = 0xe0020493; // mul r2, r3, r4

#[test]
fn class_costs() {
    assert_eq!(arm(&[ADD]), [1]);
    assert_eq!(arm(&[0xe0810312]), [1]); // add r0, r1, r2, lsl r3: 1 on the A8
    assert_eq!(arm(&[MUL_R2]), [2]);
    assert_eq!(arm(&[0xe0203291]), [2]); // mla
    assert_eq!(arm(&[0xe0810392]), [3]); // umull
    assert_eq!(arm(&[0xe1600281]), [1]); // smulbb
    assert_eq!(arm(&[0xe710f211]), [10]); // sdiv
    assert_eq!(arm(&[LDR_R2]), [1]);
    assert_eq!(arm(&[0xe7912103]), [1]); // ldr r2, [r1, r3, lsl #2]
    assert_eq!(arm(&[0xe7912183]), [2]); // ldr r2, [r1, r3, lsl #3]
    assert_eq!(arm(&[0xe5812000]), [1]); // str
    assert_eq!(arm(&[0xe890001e]), [2]); // ldm r0, {r1-r4}: two per cycle
    assert_eq!(arm(&[0xe890003e]), [3]); // ldm r0, {r1-r5}
    assert_eq!(arm(&[0xe92d4010]), [1]); // push {r4, lr}
    assert_eq!(arm(&[0xeafffffe]), [1]); // b
    assert_eq!(arm(&[0xee310b02]), [1]); // vadd.f64
    assert_eq!(arm(&[0xee800a81]), [10]); // vdiv.f32
    assert_eq!(arm(&[0xee810b02]), [20]); // vdiv.f64
    assert_eq!(arm(&[0xeeb10bc1]), [28]); // vsqrt.f64
    assert_eq!(arm(&[0xee010b02]), [2]); // vmla.f64
    assert_eq!(arm(&[0xed910b00]), [1]); // vldr d0, [r1]
}

#[test]
fn timing_table_is_consistent() {
    // The integer rows' latency is issue + result stage - 2 (E2 reader).
    for (class, stage) in [
        (Class::Alu, 2),
        (Class::Mul16, 5),
        (Class::Mac16, 5),
        (Class::Mul32, 5),
        (Class::Mac32, 5),
        (Class::Mul64, 5),
        (Class::Load, 3),
    ] {
        let t = class.timing();
        assert_eq!(t.latency, t.issue + stage - 2, "{class:?}");
    }
}

#[test]
fn integer_interlocks() {
    // Load-use: a result at E3, read at E2 one cycle later: one stall (add r0, r1, r2).
    assert_eq!(arm(&[LDR_R2, 0xe0810002]), [1, 2]);
    // A shifted operand is read at E1: two stalls (add r0, r1, r2, lsl #1).
    assert_eq!(arm(&[LDR_R2, 0xe0810082]), [1, 3]);
    // Store data is read at E3: no stall (str r2, [r1]).
    assert_eq!(arm(&[LDR_R2, 0xe5812000]), [1, 1]);
    // An ALU result feeds the next ALU instruction freely (add r3, r1, r0), a shifted
    // operand one cycle later (add r3, r1, r0, lsl #2).
    assert_eq!(arm(&[ADD, 0xe0813000]), [1, 1]);
    assert_eq!(arm(&[ADD, 0xe0813100]), [1, 2]);
    // MOV writes at E1: even a shifted reader does not wait (mov r0, r2).
    assert_eq!(arm(&[0xe1a00002, 0xe0813100]), [1, 1]);
    // A multiply's result at E5 of its second cycle: ready 5 cycles after its start.
    assert_eq!(arm(&[MUL_R2, 0xe0810002]), [2, 4]);
    // The addend is read at E4: a load just before does not stall it (ldr r3; mla r0,
    // r1, r2, r3), but a multiplicand, read at E1, does (ldr r1; mla).
    assert_eq!(arm(&[0xe5913000, 0xe0203291]), [1, 2]);
    assert_eq!(arm(&[0xe5911000, 0xe0203291]), [1, 4]);
    // ldm r0, {r1-r4}: r1, r2 at E3 of the first cycle, r3, r4 of the second
    // (add r0, r0, r4; add r0, r0, r1).
    assert_eq!(arm(&[0xe890001e, 0xe0800004]), [2, 2]);
    assert_eq!(arm(&[0xe890001e, 0xe0800001]), [2, 1]);
}

#[test]
fn vfp_interlocks() {
    // vmul.f32 s0 (latency 5); vadd.f32 s3, s0, s4 waits 4.
    assert_eq!(arm(&[0xee200a81, 0xee701a02]), [1, 5]);
    // vcmp.f32 s0, s1 after the multiply waits for s0; VMRS APSR_nzcv for the flags.
    assert_eq!(arm(&[0xee200a81, 0xeeb40a60, 0xeef1fa10]), [1, 5, 1]);
    // vmov r0, s0 (to core, latency 2); add r1, r0, r2 waits one.
    assert_eq!(arm(&[0xee100a10, 0xe0801002]), [1, 2]);
    // vldr d0 (latency 2); vmla.f64 d0, d1, d2 reads d0 as its addend.
    assert_eq!(arm(&[0xed910b00, 0xee010b02]), [1, 3]);
    // vldmia r0, {d0-d3}: 64 bits a cycle, the list ready 2 after the last cycle;
    // vadd.f64 d4, d3, d3 waits one. vpush {s0-s2}: 3 words, 2 cycles.
    assert_eq!(arm(&[0xec900b08, 0xee334b03]), [4, 2]);
    assert_eq!(arm(&[0xed2d0a03]), [2]);
}

#[test]
fn interlock_resets_at_block_start() {
    let mut m = CortexTicks::new();
    m.insn(&decode_arm_on(V7, LDR_R2));
    m.new_block();
    assert_eq!(m.insn(&decode_arm_on(V7, ADD)).taken, 1);
}

#[test]
fn failed_conditions_cost_one() {
    let one = |insn: Insn| CortexTicks::new().insn(&insn);
    let cond = |untaken, taken| InsnTicks { untaken, taken };
    assert_eq!(one(decode_arm_on(V7, 0x10810002)), cond(1, 1)); // addne
    assert_eq!(one(decode_arm_on(V7, 0x1890001e)), cond(1, 2)); // ldmne r0, {r1-r4}
    assert_eq!(one(decode_arm_on(V7, 0xe890001e)), InsnTicks::flat(2));
    assert_eq!(one(decode_arm_on(V7, 0x0e810b02)), cond(1, 20)); // vdiv.f64eq
                                                                 // A Thumb instruction in an IT block, its condition set by the block builder.
    let (insn, len) = decode_thumb_on(V7, 0x4350, 0, true); // muls r0, r2 -> mul
    assert_eq!(len, 2);
    assert_eq!(one(insn), InsnTicks::flat(2));
    assert_eq!(one(Insn::new(Cond::Eq, insn.op)), cond(1, 2));
}

#[test]
fn block_ticks_picks_the_model_by_profile() {
    let mut v5 = BlockTicks::for_profile(Profile::ARMV5TE);
    let mut reference = TickModel::new();
    for w in [LDR_R2, 0xe0010392, 0x18bd80f0] {
        let insn = crate::decode::decode_arm(w);
        assert_eq!(v5.insn(&insn, w, 4), reference.arm(w));
    }
    for hw in [0x680au16, 0x4350, 0xd0fe] {
        let insn = crate::decode::decode_thumb(hw);
        assert_eq!(v5.insn(&insn, hw as u32, 2), reference.thumb(hw));
    }
    let mut v7 = BlockTicks::for_profile(V7);
    assert!(matches!(v7, BlockTicks::CortexA(_)));
    assert_eq!(
        v7.insn(&decode_arm_on(V7, 0xee810b02), 0xee810b02, 4).taken,
        20
    );
}

/// Draws `per_entry` words for every entry of `table` that exists on ARMv7-A.
fn each_word(table: &'static [Entry], per_entry: usize, mut f: impl FnMut(&Entry, u32)) {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut rng = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed >> 16) as u32
    };
    for (i, e) in table.iter().enumerate() {
        for _ in 0..per_entry {
            if let Some(w) = random_word_decoding_to_on(V7, table, i, &mut rng) {
                f(e, w);
            }
        }
    }
}

#[test]
fn every_armv7_entry_costs_at_least_one() {
    let mut seen = 0;
    let mut check = |e: &Entry, w: u32, insn: Insn| {
        // On a fresh model: the class cost alone (stalls only add to it).
        let mut m = CortexTicks::new();
        let t = m.insn(&insn);
        assert!(t.taken >= 1 && t.untaken >= 1, "{e:?} {w:#010x}: {t:?}");
        assert!(t.untaken <= t.taken, "{e:?} {w:#010x}: {t:?}");
        seen += 1;
    };
    each_word(ARM_TABLE, 8, |e, w| check(e, w, decode_arm_on(V7, w)));
    each_word(VFP_TABLE, 8, |e, w| check(e, w, decode_arm_on(V7, w)));
    each_word(THUMB_TABLE, 8, |e, w| {
        check(e, w, decode_thumb_on(V7, w as u16, 0, false).0)
    });
    each_word(THUMB32_TABLE, 8, |e, w| {
        check(
            e,
            w,
            decode_thumb_on(V7, (w >> 16) as u16, w as u16, false).0,
        )
    });
    assert!(seen > 1000, "{seen} words");
}

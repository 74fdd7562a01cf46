//! Instructions that go through the decoder: a small ARM/Thumb program, and random
//! words executed to show that no guest input panics the host.

use super::*;
use crate::decode::{decode_arm, decode_thumb};

/// Assembled by arm-linux-gnueabi-as -march=armv5te, linked at 0x1000.
const PROGRAM: &[u32] = &[
    0xe3a00005,  // 1000: mov   r0, #5
    0xe3a01003,  // 1004: mov   r1, #3
    0xe0902101,  // 1008: adds  r2, r0, r1, lsl #2
    0xe0513000,  // 100c: subs  r3, r1, r0
    0xe0040190,  // 1010: mul   r4, r0, r1
    0xe3a05a02,  // 1014: mov   r5, #0x2000
    0xe5a52004,  // 1018: str   r2, [r5, #4]!
    0xe4156004,  // 101c: ldr   r6, [r5], #-4
    0xe92d000f,  // 1020: push  {r0, r1, r2, r3}
    0xe8bd0780,  // 1024: pop   {r7, r8, r9, sl}
    0xe16fbf10,  // 1028: clz   fp, r0
    0xe101c050,  // 102c: qadd  ip, r0, r1
    0xe1b000a0,  // 1030: lsrs  r0, r0, #1
    0x22800c01,  // 1034: addcs r0, r0, #0x100
    0x32800c02,  // 1038: addcc r0, r0, #0x200
    0xfa000000,  // 103c: blx   1044 <thumbcode>
    0xea000006,  // 1040: b     1060 <end>
    0x2401_b510, // 1044: push {r4, lr}        1046: movs r4, #1
    0xf000_0124, // 1048: lsls r4, r4, #4      104a: bl 1052 (prefix)
    0x1824_f802, // 104c: bl (suffix)          104e: adds r4, r4, r0
    0xa102_bd10, // 1050: pop {r4, pc}         1052: adr r1, 105c
    0x4801_6809, // 1054: ldr r1, [r1, #0]     1056: ldr r0, [pc, #4]
    0x4770_4348, // 1058: muls r0, r1          105a: bx lr
    0x00000007,  // 105c: .word 7
    0xe1a0c004,  // 1060: mov   ip, r4
];

/// Fetches, decodes and executes from r15 until it reaches `end`.
fn run_until(c: &mut Core, end: u32) -> usize {
    let mut n = 0;
    while c.s.r[15] != end {
        assert!(n < 1000, "runaway at {:#x}", c.s.r[15]);
        let pc = c.s.r[15];
        let thumb = c.s.thumb();
        let insn = if thumb {
            decode_thumb(c.ram.read16(pc).unwrap())
        } else {
            decode_arm(c.ram.read32(pc).unwrap())
        };
        let step = execute(c, &insn, pc, thumb);
        assert_ne!(step, Step::Exception, "exception at {pc:#x}: {insn:?}");
        n += 1;
    }
    n
}

#[test]
fn arm_and_thumb_program() {
    let mut c = core();
    for (i, w) in PROGRAM.iter().enumerate() {
        c.ram.write32(0x1000 + 4 * i as u32, *w);
    }
    c.s.r[13] = 0x8000;
    c.s.r[15] = 0x1000;
    let steps = run_until(&mut c, 0x1064);
    assert_eq!(steps, 30);
    let want: [u32; 15] = [
        49,
        7,
        17,
        0xffff_fffe,
        15,
        0x2000,
        17,
        5,
        3,
        17,
        0xffff_fffe,
        29,
        15,
        0x8000,
        0x104f,
    ];
    assert_eq!(c.s.r[..15], want);
    assert_eq!(flags(&c), (0, 0, 0, 0));
    assert!(!c.s.thumb());
    assert_eq!(word(&c, 0x2004), 17);
}

#[test]
fn random_words_never_panic() {
    let mut c = core();
    let mut rng = testrng::Rng::new(0x9e37_79b9_7f4a_7c15);
    let modes = Mode::ALL;
    for i in 0..60_000u32 {
        for r in 0..15 {
            // mostly small addresses inside RAM, sometimes anything
            let v = rng.next_u32();
            c.s.r[r] = if v & 0x10 != 0 { v } else { v & 0xfffc };
        }
        c.s.set_cpsr(rng.next_u32() & 0xf800_0000 | modes[i as usize % modes.len()] as u32);
        let thumb = i % 3 == 0;
        let insn = if thumb {
            decode_thumb(rng.next_u32() as u16)
        } else {
            decode_arm(rng.next_u32())
        };
        let addr = rng.next_u32() & 0xfffe & if thumb { !0 } else { !2 };
        let step = execute(&mut c, &insn, addr, thumb);
        if matches!(step, Step::Next | Step::CondFailed) {
            assert_eq!(c.s.r[15], addr + if thumb { 2 } else { 4 }, "{insn:?}");
        }
    }
}

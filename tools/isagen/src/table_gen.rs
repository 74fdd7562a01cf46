//! Cases drawn from the decode tables themselves: for every encoding of the `isa`
//! crate's ARM and Thumb tables whose effect the harness can observe safely (data
//! processing, multiplies, the DSP and saturating instructions, CLZ, MRS), words are
//! drawn with [`isa::decode::random_word_decoding_to`] (so each one decodes with that
//! entry, the first match) and written as `.inst` words with their disassembly, so a
//! new table line is covered without writing a generator for it.

use crate::case::Case;
use crate::rng::Rng;
use isa::decode::{
    decode_arm, decode_thumb, random_word_decoding_to, Entry, ARM_TABLE, THUMB_TABLE,
};
use isa::insn::{Clz, DataProc, DspMul, Insn, Mrs, Multiply, MultiplyLong, Op, Reg, Sat, Shifter};

/// The encodings whose words the harness can run as they come (registers only; no
/// memory, no branch, no mode change).
const ARM_ENTRIES: &[&str] = &[
    "MUL",
    "MLA",
    "MULL",
    "CLZ",
    "QADD_QSUB",
    "SMLAxy",
    "SMLAWy",
    "SMULWy",
    "SMLALxy",
    "SMULxy",
    "MRS",
    "DP_reg_imm",
    "ORR_BIC_reg_imm",
    "MOV_MVN_reg_imm",
    "TEST_reg_imm",
    "DP_reg_reg",
    "ORR_BIC_reg_reg",
    "MOV_MVN_reg_reg",
    "TEST_reg_reg",
    "DP_imm",
    "ORR_BIC_imm",
    "MOV_MVN_imm",
    "TEST_imm",
];
const THUMB_ENTRIES: &[&str] = &[
    "ADD_SUB_reg",
    "ADD_SUB_imm3",
    "SHIFT_imm",
    "MOV_CMP_ADD_SUB_imm8",
    "ALU_reg",
];

/// The registers an instruction names, or `None` for an operation outside the list.
fn registers(insn: &Insn) -> Option<Vec<Reg>> {
    let op2 = |s: &Shifter| match *s {
        Shifter::Imm { .. } => vec![],
        Shifter::RegImm { rm, .. } => vec![rm],
        Shifter::RegReg { rm, rs, .. } => vec![rm, rs],
    };
    Some(match insn.op {
        Op::Alu(DataProc { rd, rn, op2: o, .. }) => [vec![rd, rn], op2(&o)].concat(),
        Op::Mul(Multiply { rd, rn, rs, rm, .. }) => vec![rd, rn, rs, rm],
        Op::MulLong(MultiplyLong {
            rdlo, rdhi, rs, rm, ..
        }) => vec![rdlo, rdhi, rs, rm],
        Op::Dsp(DspMul::Smla { rd, rm, rs, rn, .. } | DspMul::Smlaw { rd, rm, rs, rn, .. }) => {
            vec![rd, rm, rs, rn]
        }
        Op::Dsp(DspMul::Smul { rd, rm, rs, .. } | DspMul::Smulw { rd, rm, rs, .. }) => {
            vec![rd, rm, rs]
        }
        Op::Dsp(DspMul::Smlal {
            rdlo, rdhi, rm, rs, ..
        }) => vec![rdlo, rdhi, rm, rs],
        Op::Sat(Sat { rd, rm, rn, .. }) => vec![rd, rm, rn],
        Op::Clz(Clz { rd, rm }) => vec![rd, rm],
        Op::Mrs(Mrs { rd, .. }) => vec![rd],
        _ => return None,
    })
}

/// Whether the harness runs `insn` with an outcome the architecture defines: no SP or
/// PC operand (r13 stays the harness's stack pointer), and none of the UNPREDICTABLE
/// register overlaps of the multiplies (ARM ARM A4.1.40, A4.1.87, A4.1.129).
fn runnable(insn: &Insn) -> bool {
    let Some(regs) = registers(insn) else {
        return false;
    };
    if regs.iter().any(|&r| r == 13 || r == 15) {
        return false;
    }
    match insn.op {
        Op::Mul(Multiply { rd, rm, .. }) => rd != rm,
        Op::MulLong(MultiplyLong { rdlo, rdhi, rm, .. }) => {
            rdlo != rdhi && rdlo != rm && rdhi != rm
        }
        Op::Dsp(DspMul::Smlal { rdlo, rdhi, .. }) => rdlo != rdhi,
        _ => true,
    }
}

fn entries(table: &'static [Entry], names: &[&str]) -> Vec<usize> {
    (0..table.len())
        .filter(|&i| names.contains(&table[i].name))
        .collect()
}

/// `per_entry` cases for each runnable entry of the ARM table, then of the Thumb table.
pub fn cases(rng: &mut Rng, per_entry: u32) -> Vec<Case> {
    let mut out = Vec::new();
    for thumb in [false, true] {
        let (table, names) = if thumb {
            (THUMB_TABLE, THUMB_ENTRIES)
        } else {
            (ARM_TABLE, ARM_ENTRIES)
        };
        for i in entries(table, names) {
            let mut made = 0;
            for _ in 0..per_entry * 50 {
                if made == per_entry {
                    break;
                }
                let Some(w) = random_word_decoding_to(table, i, || rng.u32()) else {
                    break;
                };
                let insn = if thumb {
                    decode_thumb(w as u16)
                } else {
                    decode_arm(w)
                };
                if !runnable(&insn) {
                    continue;
                }
                let mut c = Case::new(thumb, rng.flags(), rng.seed32());
                if thumb {
                    let text = isa::disasm::thumb(w as u16, 0);
                    c.t16(format!(".inst.n {w:#06x} @ {} {text}", table[i].name));
                } else {
                    let text = isa::disasm::arm(w, 0);
                    c.body
                        .push(format!(".inst {w:#010x} @ {} {text}", table[i].name));
                }
                out.push(c);
                made += 1;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_entry_exists_and_gets_cases() {
        for n in ARM_ENTRIES {
            assert!(ARM_TABLE.iter().any(|e| e.name == *n), "{n}");
        }
        for n in THUMB_ENTRIES {
            assert!(THUMB_TABLE.iter().any(|e| e.name == *n), "{n}");
        }
        let cs = cases(&mut Rng::new(7), 3);
        assert_eq!(cs.len(), 3 * (ARM_ENTRIES.len() + THUMB_ENTRIES.len()));
        for c in &cs {
            assert!(c.text().starts_with(".inst"), "{}", c.text());
            let text = c.text();
            let mut words = text.split(|ch: char| !ch.is_ascii_alphanumeric());
            assert!(!words.any(|w| w == "sp" || w == "pc"), "{text}");
        }
    }

    #[test]
    fn sp_pc_and_overlapping_multiplies_are_left_out() {
        assert!(!runnable(&decode_arm(0xe1a0_d001))); // mov sp, r1
        assert!(!runnable(&decode_arm(0xe08f_0001))); // add r0, pc, r1
        assert!(!runnable(&decode_arm(0xe000_0190))); // mul r0, r0, r1
        assert!(runnable(&decode_arm(0xe000_0291))); // mul r0, r1, r2
        assert!(!runnable(&decode_arm(0xe591_0000))); // ldr r0, [r1]
    }
}

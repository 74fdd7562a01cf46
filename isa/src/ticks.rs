//! The tick (cycle) cost model: the Android emulator's `get_insn_ticks_arm` /
//! `get_insn_ticks_thumb`, reimplemented from `docs/android-qtrace-format.md` §12.4.
//!
//! Costs are static, computed once per block at discovery. A small register-interlock
//! model adds stall cycles when an instruction reads a register that an earlier load or
//! swap of the same block has not produced yet; it is reset at each block start
//! ([`TickModel::new_block`]). Conditions are ignored by the interlock model.
//!
//! The match masks below are the reference's, kept as they are even where they do not
//! line up with the instruction classes they are named after (for example the
//! "halfword" masks test bits 7:4 = 1001, so a real LDRH costs the default 1, and
//! `MOVS`/`ORRS`/`BICS`/`MVNS` immediate skip the register-use term, and the BX, BLX
//! and CLZ masks compare against values whose should-be-one fields are clear, so real
//! BX/BLX/CLZ words cost the default 1); matching the original numbers is the point.

/// What an instruction costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct InsnTicks {
    /// The cost when the condition fails: 1 for a conditional ARM instruction (the
    /// "untaken conditional costs 1" rule of §12.2), equal to `taken` otherwise.
    pub untaken: u32,
    /// The cost when the instruction executes.
    pub taken: u32,
}

impl InsnTicks {
    /// The same cost whether or not the condition passes.
    pub const fn flat(cost: u32) -> InsnTicks {
        InsnTicks {
            untaken: cost,
            taken: cost,
        }
    }
}

/// The per-block interlock state of the cost model.
#[derive(Clone, Debug, Default)]
pub struct TickModel {
    /// Cycles accumulated since the start of the block.
    base: i64,
    /// For each register, the value of `base` from which it can be read without stall.
    ready: [i64; 16],
}

fn count(list: u32) -> i64 {
    list.count_ones() as i64
}

fn field(i: u32, lo: u32) -> usize {
    ((i >> lo) & 15) as usize
}

impl TickModel {
    pub fn new() -> TickModel {
        TickModel::default()
    }

    /// Resets the interlock model: call at the start of every block.
    pub fn new_block(&mut self) {
        *self = TickModel::default();
    }

    /// Extra stall cycles if `r` is read now.
    fn use_reg(&self, r: usize) -> i64 {
        (self.ready[r] - self.base).max(0)
    }

    /// `r` becomes readable `delay` cycles after the current instruction's start.
    fn def_reg(&mut self, r: usize, delay: i64) {
        self.ready[r] = self.base + delay;
    }

    /// The cost of an ARM instruction and how it is charged. Condition NV (the
    /// unconditional space: BLX imm, PLD, undefined) is charged nothing: since the
    /// 2011-05-11 refactor of the Android translator the NV path's tick macro is
    /// empty (§12.2, §16), and that modern behaviour is the one followed here. The
    /// interlock model still advances by the instruction's static cost (3 for BLX,
    /// 1 otherwise), as `get_insn_ticks_arm` does in every version.
    pub fn arm(&mut self, word: u32) -> InsnTicks {
        let cost = self.arm_cost(word);
        match word >> 28 {
            0xe => InsnTicks::flat(cost),
            0xf => InsnTicks::flat(0),
            _ => InsnTicks {
                untaken: 1,
                taken: cost,
            },
        }
    }

    /// The cost of a Thumb halfword (each half of a BL pair separately). Thumb costs
    /// are charged whole, conditional branches included.
    pub fn thumb(&mut self, hw: u16) -> InsnTicks {
        InsnTicks::flat(self.thumb_cost(hw as u32))
    }

    /// The cost of a 32-bit Thumb-2 instruction (`first << 16 | second` halfwords):
    /// a provisional single-issue table in the ARM1176JZF-S TRM's classes (chapter
    /// 16): 1 for data processing, branches and single transfers, 2 for the 32-bit
    /// multiplies, 3 for the long multiplies, 1 + registers / 2 for LDM/STM, 10 for
    /// the divides (the A15 iterates), 1 for everything else. Not yet the documented
    /// Cortex-A class table the ARMv7 work calls for; charged whole, like Thumb.
    pub fn thumb32(&mut self, word: u32) -> InsnTicks {
        let op1 = (word >> 27) & 3;
        let op2 = (word >> 20) & 0x7f;
        let cost = match op1 {
            // Load/store multiple: 1 + half the registers, rounded up.
            1 if op2 & 0x64 == 0 => 1 + (word & 0xffff).count_ones().div_ceil(2),
            3 if op2 & 0x78 == 0x30 => 2,                               // multiply, MLA, MLS
            3 if op2 & 0x78 == 0x38 && (word >> 4) & 0xf == 0xf => 10, // SDIV/UDIV
            3 if op2 & 0x78 == 0x38 => 3,                               // long multiplies
            _ => 1,
        };
        self.base += cost as i64;
        InsnTicks::flat(cost)
    }

    /// `get_insn_ticks_arm`: the static cost, advancing the interlock base.
    fn arm_cost(&mut self, i: u32) -> u32 {
        let r = self.arm_cost_inner(i);
        self.base += r;
        r as u32
    }

    fn arm_cost_inner(&mut self, i: u32) -> i64 {
        let load = i & 0x0010_0000 != 0;
        let (rm, rs, rd, rn) = (field(i, 0), field(i, 8), field(i, 12), field(i, 16));
        let mut r = 1;
        if i >> 28 == 0xf {
            return if i >> 25 == 0x7d { 3 } else { 1 };
        }
        match (i >> 25) & 7 {
            0 if i & 0x90 == 0x90 => {
                if i & 0x0fc0_00f0 == 0x90 {
                    // MUL/MLA; a MUL with bits 15:12 != 0 is undefined and costs 1.
                    if i & 0x0020_0000 != 0 {
                        r += self.use_reg(rd);
                    } else if rd != 0 {
                        return 1;
                    }
                    r += 2 + self.use_reg(rm) + self.use_reg(rs);
                } else if i & 0x0f80_00f0 == 0x0080_0090 {
                    // UMULL/UMLAL/SMULL/SMLAL
                    if i & 0x0020_0000 != 0 {
                        r += self.use_reg(rd) + self.use_reg(rn);
                    }
                    r += 3 + self.use_reg(rm) + self.use_reg(rs);
                } else if i & 0x0fd0_0ff0 == 0x0100_0090 {
                    // SWP/SWPB: the def goes to bits 11:8, as coded.
                    r = 2 + self.use_reg(rm);
                    self.def_reg(rs, r + 1);
                } else if i & 0x0e40_0ff0 == 0x90 {
                    r += self.use_reg(rn) + self.use_reg(rm);
                    if load {
                        self.def_reg(rd, r + 2);
                    }
                } else if i & 0x0e40_0ff0 == 0x0040_0090 {
                    r += self.use_reg(rn);
                    if load {
                        self.def_reg(rd, r + 2);
                    }
                } else if i & 0x0e50_0fd0 == 0xd0 {
                    // LDRD/STRD register: 1
                } else if i & 0x0e50_0fd0 == 0x0010_00d0 {
                    r += self.use_reg(rn) + self.use_reg(rm);
                    if load {
                        self.def_reg(rd, r + 2);
                    }
                } else if i & 0x0e50_00d0 == 0x0040_00d0 {
                    // LDRD/STRD immediate: 1
                } else if i & 0x0e50_00d0 == 0x0050_00d0 {
                    r += self.use_reg(rn);
                    if load {
                        self.def_reg(rd, r + 2);
                    }
                }
            }
            0 if i & 0x0f90_0000 == 0x0100_0000 => {
                // Miscellaneous: MSR reg, BX, CLZ, BLX reg read Rm; the rest costs 1.
                let reads_rm = match (i >> 4) & 15 {
                    0 => i & 0x0fb0_fff0 == 0x0120_f000,
                    1 => i & 0x0fff_fff0 == 0x0120_0010 || i & 0x0fff_0ff0 == 0x0160_0010,
                    3 => i & 0x0fff_fff0 == 0x0120_0030,
                    _ => false,
                };
                if reads_rm {
                    r += self.use_reg(rm);
                }
            }
            0 => {
                // Data processing, register operand.
                r += self.use_reg(rn) + self.use_reg(rm);
                if i & 0x10 != 0 {
                    r += 1 + self.use_reg(rs);
                }
            }
            // The register at bits 15:12, as coded; MOVS/ORRS/BICS/MVNS skip it.
            1 if i & 0x0190_0000 != 0x0190_0000 => r += self.use_reg(rd),
            1 => {}
            2 => {
                r += self.use_reg(rn);
                if load {
                    if rd == 15 {
                        r = 5;
                    } else {
                        self.def_reg(rd, r + 1);
                    }
                }
            }
            3 if i & 0x10 == 0 => {
                r += self.use_reg(rm) + self.use_reg(rn);
                if load {
                    if rd == 15 {
                        r = 5;
                    } else {
                        self.def_reg(rd, r + 1);
                    }
                }
            }
            3 => {} // media/undefined: 1
            4 => {
                let n = count(i & 0xffff);
                // The Rn interlock term is computed and then discarded, as coded.
                if load {
                    r = if i & 0x8000 != 0 { n + 4 } else { n.max(2) };
                    for reg in 0..15 {
                        if i & (1 << reg) != 0 {
                            self.def_reg(reg, r);
                        }
                    }
                } else {
                    r = n.max(2);
                }
            }
            6 if load => r += self.use_reg(rn),
            _ => {} // B/BL (5), STC (6), CDP/MRC/MCR/SWI (7): 1
        }
        r
    }

    /// `get_insn_ticks_thumb`: the static cost, advancing the interlock base.
    fn thumb_cost(&mut self, i: u32) -> u32 {
        let r = self.thumb_cost_inner(i);
        self.base += r;
        r as u32
    }

    fn thumb_cost_inner(&mut self, i: u32) -> i64 {
        let lo = |at: u32| ((i >> at) & 7) as usize;
        let (rd, rn, rm) = (lo(0), lo(3), lo(6));
        let mut r = 1;
        match (i >> 11) & 31 {
            0..=2 => r += self.use_reg(rn),
            3 => {
                r += self.use_reg(rn);
                if i & 0x400 == 0 {
                    r += self.use_reg(rm);
                }
            }
            4 => {}
            5..=7 => r += self.use_reg(lo(8)),
            8 => {
                if i & 0x400 == 0 {
                    // The same field twice, as coded.
                    r += 2 * self.use_reg(rn);
                } else if (i >> 8) & 3 != 3 {
                    let hn = (i & 7) as usize | ((i >> 4) & 8) as usize;
                    r += self.use_reg(hn) + self.use_reg(((i >> 3) & 15) as usize);
                } else if i & 0xff07 == 0x4700 {
                    r = 3 + self.use_reg(((i >> 3) & 15) as usize);
                }
            }
            9 => self.def_reg(lo(8), r + 1),
            10 | 11 => {
                r += self.use_reg(rn) + self.use_reg(rm);
                match (i >> 9) & 7 {
                    0..=2 => r += self.use_reg(rd),
                    4 => self.def_reg(rd, r + 1),
                    _ => self.def_reg(rd, r + 2),
                }
            }
            12 | 14 | 16 => r += self.use_reg(rd) + self.use_reg(rn),
            13 => {
                r += self.use_reg(rn);
                self.def_reg(rd, r + 1);
            }
            15 | 17 => {
                r += self.use_reg(rn);
                self.def_reg(rd, r + 2);
            }
            18 => r += self.use_reg(((i >> 8) & 3) as usize),
            19 => self.def_reg(((i >> 8) & 3) as usize, r + 1),
            20 | 21 => r += self.use_reg(((i >> 8) & 3) as usize),
            22 | 23 => {
                if i & 0xff00 == 0xb000 {
                    r += self.use_reg(14);
                } else if i & 0x0600 == 0x0400 {
                    r = count(i & 0x1ff).max(2);
                    for reg in 0..9 {
                        if i & (1 << reg) != 0 {
                            if i & 0x0800 != 0 {
                                self.def_reg(reg, r);
                            } else {
                                r += self.use_reg(reg);
                            }
                        }
                    }
                }
            }
            24 | 25 => {
                r = count(i & 0xff).max(2) + self.use_reg(lo(8));
                for reg in 0..8 {
                    if i & (1 << reg) != 0 {
                        if i & 0x0800 != 0 {
                            self.def_reg(reg, r);
                        } else {
                            r += self.use_reg(reg);
                        }
                    }
                }
            }
            26 | 27 if (i >> 8) & 15 < 14 => r = 3,
            28 | 31 => r = 3,
            29 if i & 1 == 0 => r = 3,
            _ => {} // UDF/SWI (26, 27), BLX suffix with bit 0 (29), prefix (30): 1
        }
        r
    }
}

#[cfg(test)]
mod tests {
    //! One test per row of the §12.4 tables at least; words from `arm-linux-gnueabi-as`.

    use super::{InsnTicks, TickModel};

    /// Taken costs of an ARM sequence in one block.
    fn arm(words: &[u32]) -> Vec<u32> {
        let mut m = TickModel::new();
        m.new_block();
        words.iter().map(|&w| m.arm(w).taken).collect()
    }

    fn thumb(hws: &[u16]) -> Vec<u32> {
        let mut m = TickModel::new();
        m.new_block();
        hws.iter().map(|&h| m.thumb(h).taken).collect()
    }

    const LDR_R2: u32 = 0xe5912000; // ldr r2, [r1]: r2 ready 2 cycles after its start + 1
    const LDRSB_R2: u32 = 0xe1d120d0; // ldrsb r2, [r1]: def(r2, cost + 2)

    #[test]
    fn arm_nv_and_conditions() {
        let mut m = TickModel::new();
        // BLX imm and other NV words: not charged (post-2011), but the interlock base
        // advances by 3 / 1.
        assert_eq!(m.arm(0xfa000002), InsnTicks::flat(0));
        assert_eq!(m.arm(0xf5d1f004), InsnTicks::flat(0));
        assert_eq!(m.base, 4);
        // Conditional: 1 when untaken, full cost when taken.
        assert_eq!(
            m.arm(0x18bd80f0), // ldmne sp!, {r4-r7, pc}
            InsnTicks {
                untaken: 1,
                taken: 9
            }
        );
        assert_eq!(m.arm(0xe8bd80f0), InsnTicks::flat(9)); // AL: flat
    }

    #[test]
    fn arm_multiplies() {
        assert_eq!(arm(&[0xe0010392]), [3]); // mul r1, r2, r3
        assert_eq!(arm(&[0xe0347695]), [3]); // mlas r4, r5, r6, r7
        assert_eq!(arm(&[0xe0015392]), [1]); // mul with bits 15:12 != 0: undefined
        assert_eq!(arm(&[0xe0810392]), [4]); // umull
        assert_eq!(arm(&[0xe0f54796]), [4]); // smlals
                                             // Interlocks: a loaded register used as Rm, Rs, Rn (MLA) or RdLo/RdHi (UMLAL).
        assert_eq!(arm(&[LDR_R2, 0xe0010392]), [1, 4]); // mul r1, r2, r3: Rm = r2
        assert_eq!(arm(&[LDR_R2, 0xe0010293]), [1, 4]); // mul r1, r3, r2: Rs = r2
        assert_eq!(arm(&[LDR_R2, 0xe0212394]), [1, 4]); // mla r1, r4, r3, r2: Rn
        assert_eq!(arm(&[LDR_R2, 0xe0a21394]), [1, 5]); // umlal r1, r2, r4, r3: RdHi
        assert_eq!(arm(&[LDR_R2, 0xe0821394]), [1, 4]); // umull: no RdHi use
    }

    #[test]
    fn arm_swap_and_extra_loads() {
        // swp r0, r1, [r2]: 2 + use(Rm); def(bits 11:8 = r0, 3)
        assert_eq!(arm(&[0xe1020091]), [2]);
        assert_eq!(arm(&[LDR_R2, 0xe1012092]), [1, 3]); // swp r1, r2, [r1]: use(r2)
                                                        // def of bits 11:8 (r0 here), ready at base + 3
                                                        // mov r3, r0 after swp: 1 + use(Rn field = r0) + use(Rm = r0) = 3
        assert_eq!(arm(&[0xe1020091, 0xe1a03000]), [2, 3]);
        // "halfword" masks of the table (bits 7:4 = 1001, as coded): a word matching
        // only them, e.g. 0xe1100090 (bits 24, 20 set; no MUL/SWP match).
        assert_eq!(arm(&[LDR_R2, 0xe1120090]), [1, 2]); // Rn = r2
        assert_eq!(arm(&[0xe1520090, 0xe1a03005]), [1, 3]); // load: def(r5, 1 + 2)
                                                            // A real LDRH (bits 7:4 = 1011) matches no row: 1, no interlock.
        assert_eq!(arm(&[LDR_R2, 0xe1d200b0]), [1, 1]);
        // LDRD/STRD: 1, no uses.
        assert_eq!(arm(&[LDR_R2, 0xe1c220d8]), [1, 1]); // ldrd r2, [r2, #8]
        assert_eq!(arm(&[LDR_R2, 0xe18240d2]), [1, 1]); // ldrd r4, [r2, r2]
                                                        // LDRSB/LDRSH register: 1 + use(Rn) + use(Rm), def(Rd, cost + 2)
        assert_eq!(arm(&[LDR_R2, 0xe19130d2]), [1, 2]); // ldrsb r3, [r1, r2]
                                                        // immediate: 1 + use(Rn)
        assert_eq!(arm(&[LDR_R2, 0xe1d230d0]), [1, 2]); // ldrsb r3, [r2]
        assert_eq!(arm(&[LDRSB_R2, 0xe1a03002]), [1, 3]); // mov r3, r2: 2 stalls
    }

    #[test]
    fn arm_misc() {
        assert_eq!(arm(&[LDR_R2, 0xe129f002]), [1, 2]); // msr cpsr_fc, r2
                                                        // The BX/CLZ/BLX masks compare against values with the SBO fields clear, so
                                                        // real BX/CLZ/BLX words never match them (as coded): 1, no Rm use...
        assert_eq!(arm(&[LDR_R2, 0xe12fff12]), [1, 1]); // bx r2
        assert_eq!(arm(&[LDR_R2, 0xe16f0f12]), [1, 1]); // clz r0, r2
        assert_eq!(arm(&[LDR_R2, 0xe12fff32]), [1, 1]); // blx r2
                                                        // ...while the words the masks name do (bits 19:8 clear).
        assert_eq!(arm(&[LDR_R2, 0xe1200012]), [1, 2]);
        assert_eq!(arm(&[LDR_R2, 0xe1600012]), [1, 2]);
        assert_eq!(arm(&[LDR_R2, 0xe1200032]), [1, 2]);
        assert_eq!(arm(&[LDR_R2, 0xe1020052]), [1, 1]); // qadd r0, r2, r2: DSP, 1
        assert_eq!(arm(&[LDR_R2, 0xe1014382]), [1, 1]); // smlabb: misc, 1
        assert_eq!(arm(&[LDR_R2, 0xe14f2000]), [1, 1]); // mrs: 1
    }

    #[test]
    fn arm_data_processing() {
        assert_eq!(arm(&[0xe0810002]), [1]); // add r0, r1, r2
        assert_eq!(arm(&[LDR_R2, 0xe0810002]), [1, 2]); // Rm interlock
        assert_eq!(arm(&[LDR_R2, 0xe0820001]), [1, 2]); // Rn interlock
        assert_eq!(arm(&[0xe0810312]), [2]); // add r0, r1, r2, lsl r3
        assert_eq!(arm(&[LDR_R2, 0xe0810213]), [1, 3]); // add r0, r1, r3, lsl r2
                                                        // immediate: use of bits 15:12 as coded (Rd!)
        assert_eq!(arm(&[LDR_R2, 0xe2812001]), [1, 2]); // add r2, r1, #1
        assert_eq!(arm(&[LDR_R2, 0xe2821001]), [1, 1]); // add r1, r2, #1: Rn not used
                                                        // MOVS/ORRS/BICS/MVNS immediate and MSR imm masks skip the use term
        assert_eq!(arm(&[LDR_R2, 0xe3b02001]), [1, 1]); // movs r2, #1
        assert_eq!(arm(&[0xe328f20f]), [1]); // msr cpsr_f, #0xf0000000: use(r15) = 0
    }

    #[test]
    fn arm_single_transfers() {
        assert_eq!(arm(&[LDR_R2, 0xe5923000]), [1, 2]); // ldr r3, [r2]
        assert_eq!(arm(&[0xe591f000]), [5]); // ldr pc, [r1]
        assert_eq!(arm(&[LDR_R2, 0xe592f000]), [1, 5]); // ldr pc, [r2]: 5 flat
        assert_eq!(arm(&[LDR_R2, 0xe7913002]), [1, 2]); // ldr r3, [r1, r2]
        assert_eq!(arm(&[0xe791f002]), [5]); // ldr pc, [r1, r2]
        assert_eq!(arm(&[LDR_R2, 0xe5812000]), [1, 1]); // str r2, [r1]: Rd not used
        assert_eq!(arm(&[LDR_R2, 0xe6bf0f32]), [1, 1]); // rev (011, bit 4): 1
                                                        // LDR def: ready cost + 1 after the start
        assert_eq!(arm(&[LDR_R2, 0xe1a00000, 0xe1a03002]), [1, 1, 1]);
    }

    #[test]
    fn arm_block_transfers_branches_coprocessors() {
        assert_eq!(arm(&[0xe8bd80f0]), [9]); // pop {r4-r7, pc}: n + 4
        assert_eq!(arm(&[0xe8bd0001]), [2]); // pop {r0}: max(2, n)
        assert_eq!(arm(&[0xe8bd00f0]), [4]);
        assert_eq!(arm(&[LDR_R2, 0xe8920003]), [1, 2]); // ldm r2, {r0, r1}: Rn dropped
        assert_eq!(arm(&[0xe92d4010]), [2]); // push {r4, lr}
        assert_eq!(arm(&[0xe92d40f0]), [5]);
        // LDM defs every listed register with the LDM's cost.
        assert_eq!(arm(&[0xe8bd00f0, 0xe1a00004]), [4, 1]); // ready at 4 = base
        assert_eq!(arm(&[0xea000000, 0xebfffffd]), [1, 1]); // b, bl
        assert_eq!(arm(&[LDR_R2, 0xed927504]), [1, 2]); // ldc p5, c7, [r2, #16]
        assert_eq!(arm(&[LDR_R2, 0xed827504]), [1, 1]); // stc: no use
        assert_eq!(arm(&[0xee070f9a, 0xef000000, 0xee4213a3]), [1, 1, 1]);
    }

    #[test]
    fn interlock_resets_at_block_start() {
        let mut m = TickModel::new();
        m.arm(LDRSB_R2);
        assert_eq!(m.arm(0xe1a03002).taken, 3);
        m.arm(LDRSB_R2);
        m.new_block();
        assert_eq!(m.arm(0xe1a03002).taken, 1);
    }

    const T_LDR_R2: u16 = 0x680a; // ldr r2, [r1]: def(r2, 2 + ...)

    #[test]
    fn thumb_rows() {
        assert_eq!(thumb(&[T_LDR_R2, 0x0093]), [1, 2]); // lsls r3, r2, #2
        assert_eq!(thumb(&[T_LDR_R2, 0x1888]), [1, 2]); // adds r0, r1, r2: Rm
        assert_eq!(thumb(&[T_LDR_R2, 0x1c90]), [1, 2]); // adds r0, r2, #2: Rn
        assert_eq!(thumb(&[T_LDR_R2, 0x2201]), [1, 1]); // movs r2, #1
        assert_eq!(thumb(&[T_LDR_R2, 0x3201]), [1, 2]); // adds r2, #1
        assert_eq!(thumb(&[T_LDR_R2, 0x4010]), [1, 3]); // ands r0, r2: 2 x use
        assert_eq!(thumb(&[T_LDR_R2, 0x4350]), [1, 3]); // muls r0, r2: same field
        assert_eq!(thumb(&[T_LDR_R2, 0x4410]), [1, 2]); // add r0, r2 (hi)
        assert_eq!(thumb(&[T_LDR_R2, 0x4770]), [1, 3]); // bx lr
        assert_eq!(thumb(&[T_LDR_R2, 0x4790]), [1, 4]); // blx r2
        assert_eq!(thumb(&[0x4a01, 0x0010]), [1, 2]); // ldr r2, [pc, #4]; lsls r0, r2
        assert_eq!(thumb(&[T_LDR_R2, 0x5088]), [1, 2]); // str r0, [r1, r2]
        assert_eq!(thumb(&[T_LDR_R2, 0x5053]), [1, 2]); // str r3, [r2, r1]
        assert_eq!(thumb(&[T_LDR_R2, 0x504a]), [1, 2]); // str r2, [r1, r1]: Rd
        assert_eq!(thumb(&[0x5853, 0x0018]), [1, 2]); // ldr r3, [r2, r1]: def +1
        assert_eq!(thumb(&[0x5c53, 0x0018]), [1, 3]); // ldrb r3, [r2, r1]: def +2
        assert_eq!(thumb(&[T_LDR_R2, 0x6013]), [1, 2]); // str r3, [r2]
        assert_eq!(thumb(&[T_LDR_R2, 0x7011]), [1, 2]); // strb r1, [r2]: Rn... as Rn
        assert_eq!(thumb(&[T_LDR_R2, 0x6813]), [1, 2]); // ldr r3, [r2]
        assert_eq!(thumb(&[0x7813, 0x0018]), [1, 3]); // ldrb r3, [r2]; use r3
        assert_eq!(thumb(&[T_LDR_R2, 0x8002]), [1, 2]); // strh r2, [r0]: Rd
        assert_eq!(thumb(&[0x8813, 0x0018]), [1, 3]); // ldrh r3, [r2]
        assert_eq!(thumb(&[T_LDR_R2, 0x9000]), [1, 1]); // str r0, [sp]: use(r0)
        assert_eq!(thumb(&[0x9a00, 0x0010]), [1, 2]); // ldr r2, [sp]: def((i>>8)&3 = 2)
        assert_eq!(thumb(&[T_LDR_R2, 0xa200]), [1, 2]); // add r2, pc, #0: use(2)
        assert_eq!(thumb(&[T_LDR_R2, 0xaa00]), [1, 2]); // add r2, sp, #0
        assert_eq!(thumb(&[0xb081]), [1]); // sub sp, #4: use(r14)
        assert_eq!(thumb(&[0xb5f0]), [5]); // push {r4-r7, lr}: n = 5
        assert_eq!(thumb(&[T_LDR_R2, 0xb404]), [1, 3]); // push {r2}: 2 + use
        assert_eq!(thumb(&[0xbc04, 0x0010]), [2, 1]); // pop {r2}: ready at 2
        assert_eq!(thumb(&[0xbe00]), [1]); // bkpt
        assert_eq!(thumb(&[T_LDR_R2, 0xc006]), [1, 3]); // stmia r0!, {r1, r2}
        assert_eq!(thumb(&[T_LDR_R2, 0xca03]), [1, 3]); // ldmia r2!, {r0, r1}
        assert_eq!(thumb(&[0xde00, 0xdf00, 0xd0fe]), [1, 1, 3]); // udf, svc, beq
        assert_eq!(thumb(&[0xe7fe]), [3]); // b
        assert_eq!(thumb(&[0xf000, 0xf800]), [1, 3]); // bl pair = 4
        assert_eq!(thumb(&[0xf000, 0xe800]), [1, 3]); // blx pair
        assert_eq!(thumb(&[0xe801]), [1]); // blx suffix, bit 0 set
    }
}

//! The tick (cycle) cost model: the Android emulator's `get_insn_ticks_arm` /
//! `get_insn_ticks_thumb`, reimplemented from `reference/android-qtrace-format.md` §12.4.
//!
//! Costs are static, computed once per block at discovery. A small register-interlock
//! model adds stall cycles when an instruction reads a register that an earlier load or
//! swap of the same block has not produced yet; it is reset at each block start
//! ([`TickModel::new_block`]). Conditions are ignored by the interlock model.
//!
//! The match masks below are the reference's, kept as they are even where they do not
//! line up with the instruction classes they are named after (for example the
//! "halfword" masks test bits 7:4 = 1001, so a real LDRH costs the default 1, and
//! `MOVS`/`ORRS`/`BICS`/`MVNS` immediate skip the register-use term); matching the
//! original numbers is the point.

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
            1 => {
                if i & 0x0190_0000 != 0x0190_0000 {
                    // The register at bits 15:12, as coded.
                    r += self.use_reg(rd);
                }
            }
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
            3 => {
                if i & 0x10 == 0 {
                    r += self.use_reg(rm) + self.use_reg(rn);
                    if load {
                        if rd == 15 {
                            r = 5;
                        } else {
                            self.def_reg(rd, r + 1);
                        }
                    }
                }
            }
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
            6 => {
                if load {
                    r += self.use_reg(rn);
                }
            }
            _ => {} // B/BL (5), CDP/MRC/MCR/SWI (7): 1
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
            26 | 27 => {
                if (i >> 8) & 15 < 14 {
                    r = 3;
                }
            }
            28 | 31 => r = 3,
            29 => {
                if i & 1 == 0 {
                    r = 3;
                }
            }
            _ => {} // 30: BL/BLX prefix
        }
        r
    }
}

//! Handlers of the Thumb-2 32-bit decode table, part four: the multiplies and divides
//! (hw1 `111110110` and `111110111`), as the same operations ARM state decodes to.
//! Registers SP and PC as operands, UNPREDICTABLE here, are read and written as
//! written: QEMU 7.2's `trans_*` functions for them check no register.

use super::thumb32::{al, reg};
use super::{bit, bits};
use crate::insn::{DspMul, Insn, MulV6, Multiply, MultiplyLong, Op, Reg, Usad8, PC};

/// The four registers of the multiplies: Rn 19:16, Ra (or RdLo) 15:12, Rd (or RdHi)
/// 11:8, Rm 3:0.
fn rn_ra_rd_rm(w: u32) -> (Reg, Reg, Reg, Reg) {
    (reg(w, 16), reg(w, 12), reg(w, 8), reg(w, 0))
}

/// MUL/MLA Rd, Rn, Rm{, Ra} (Ra = 1111 is MUL): ARM's Rm * Rs + Rn with Rm = Rn,
/// Rs = Rm and Rn = Ra. Never sets flags.
pub(super) fn mul(w: u32) -> Insn {
    let (rn, ra, rd, rm) = rn_ra_rd_rm(w);
    al(Op::Mul(Multiply {
        acc: ra != PC,
        s: false,
        rd,
        rn: if ra != PC { ra } else { 0 },
        rs: rm,
        rm: rn,
    }))
}

/// MLS Rd, Rn, Rm, Ra.
pub(super) fn mls(w: u32) -> Insn {
    let (rn, ra, rd, rm) = rn_ra_rd_rm(w);
    al(Op::MulV6(MulV6::Mls { rd, rn, rm, ra }))
}

/// SMULL/UMULL/SMLAL/UMLAL RdLo, RdHi, Rn, Rm (bit 22 unsigned, bit 21 accumulate).
pub(super) fn mul_long(w: u32) -> Insn {
    let (rn, rdlo, rdhi, rm) = rn_ra_rd_rm(w);
    al(Op::MulLong(MultiplyLong {
        signed: !bit(w, 21),
        acc: bit(w, 22),
        s: false,
        rdlo,
        rdhi,
        rs: rm,
        rm: rn,
    }))
}

/// UMAAL RdLo, RdHi, Rn, Rm.
pub(super) fn umaal(w: u32) -> Insn {
    let (rn, rdlo, rdhi, rm) = rn_ra_rd_rm(w);
    al(Op::MulV6(MulV6::Umaal { rdlo, rdhi, rn, rm }))
}

/// SMLA<x><y>/SMUL<x><y> Rd, Rn, Rm{, Ra}: N (bit 5) picks Rn's half, M (bit 4) Rm's;
/// Ra = 1111 is SMUL.
pub(super) fn smla_xy(w: u32) -> Insn {
    let (rn, ra, rd, rm) = rn_ra_rd_rm(w);
    let (x_top, y_top) = (bit(w, 5), bit(w, 4));
    al(Op::Dsp(if ra == PC {
        DspMul::Smul {
            x_top,
            y_top,
            rd,
            rm: rn,
            rs: rm,
        }
    } else {
        DspMul::Smla {
            x_top,
            y_top,
            rd,
            rm: rn,
            rs: rm,
            rn: ra,
        }
    }))
}

/// SMLAW<y>/SMULW<y> Rd, Rn, Rm{, Ra}: M (bit 4) picks Rm's half; Ra = 1111 is SMULW.
pub(super) fn smlaw_y(w: u32) -> Insn {
    let (rn, ra, rd, rm) = rn_ra_rd_rm(w);
    let y_top = bit(w, 4);
    al(Op::Dsp(if ra == PC {
        DspMul::Smulw {
            y_top,
            rd,
            rm: rn,
            rs: rm,
        }
    } else {
        DspMul::Smlaw {
            y_top,
            rd,
            rm: rn,
            rs: rm,
            rn: ra,
        }
    }))
}

/// SMLAL<x><y> RdLo, RdHi, Rn, Rm.
pub(super) fn smlal_xy(w: u32) -> Insn {
    let (rn, rdlo, rdhi, rm) = rn_ra_rd_rm(w);
    al(Op::Dsp(DspMul::Smlal {
        x_top: bit(w, 5),
        y_top: bit(w, 4),
        rdlo,
        rdhi,
        rm: rn,
        rs: rm,
    }))
}

/// SMLAD/SMLSD{X} (bit 22 subtracts, bit 4 swaps), SMUAD/SMUSD{X} with Ra = 1111.
pub(super) fn smlad(w: u32) -> Insn {
    let (rn, ra, rd, rm) = rn_ra_rd_rm(w);
    al(Op::MulV6(MulV6::Smlad {
        rd,
        rn,
        rm,
        ra: (ra != PC).then_some(ra),
        sub: bit(w, 22),
        swap: bit(w, 4),
    }))
}

/// SMLALD/SMLSLD{X} RdLo, RdHi, Rn, Rm (bit 20 subtracts, bit 4 swaps).
pub(super) fn smlald(w: u32) -> Insn {
    let (rn, rdlo, rdhi, rm) = rn_ra_rd_rm(w);
    al(Op::MulV6(MulV6::Smlald {
        rdlo,
        rdhi,
        rn,
        rm,
        sub: bit(w, 20),
        swap: bit(w, 4),
    }))
}

/// SMMUL/SMMLA{R} (bits 22:20 = 101) and SMMLS{R} (110), R in bit 4; Ra = 1111 is
/// SMMUL. SMMLS with Ra = 1111 is UNPREDICTABLE: QEMU's op_smmla then skips the
/// accumulate whatever the operation, so it is SMMUL{R} too (as in ARM state).
pub(super) fn smmul(w: u32) -> Insn {
    let (rn, ra, rd, rm) = rn_ra_rd_rm(w);
    let ra = (ra != PC).then_some(ra);
    al(Op::MulV6(MulV6::Smmul {
        rd,
        rn,
        rm,
        ra,
        sub: ra.is_some() && bits(w, 22, 20) == 0b110,
        round: bit(w, 4),
    }))
}

/// USAD8/USADA8 Rd, Rn, Rm{, Ra} (Ra = 1111 is USAD8).
pub(super) fn usad8(w: u32) -> Insn {
    let (rn, ra, rd, rm) = rn_ra_rd_rm(w);
    al(Op::Usad8(Usad8 {
        rd,
        rn,
        rm,
        ra: (ra != PC).then_some(ra),
    }))
}

/// SDIV/UDIV Rd, Rn, Rm (bit 21 unsigned).
pub(super) fn div(w: u32) -> Insn {
    let (rn, _, rd, rm) = rn_ra_rd_rm(w);
    al(Op::MulV6(MulV6::Div {
        signed: !bit(w, 21),
        rd,
        rn,
        rm,
    }))
}

//! Which decoded ARMv6/v7 instructions a v7 case can run as they come, and the
//! operand values that make them safe and interesting: registers get edge values, the
//! base of a load or store is set so the access lands in the scratch area. Shared by
//! the ARM-state and Thumb-2 table generators.

use crate::case_v7::{scratch_addr, V7Case};
use crate::rng::Rng;
use isa::insn::{
    BitFieldOp, BlockMode, BlockTransfer, Clz, DataProc, DspMul, ExclSize, Exclusive, Hint, Insn,
    MemSize, MulV6, Multiply, MultiplyLong, Offset, Op, Reg, Sat, Shifter, Swap, Transfer,
};

/// The registers a register-only instruction names (sources and destinations), or
/// `None` when `op` is not one. UNPREDICTABLE overlaps of the long multiplies' two
/// destinations are left out (`None`).
fn register_operands(op: &Op) -> Option<Vec<Reg>> {
    let op2 = |s: &Shifter| match *s {
        Shifter::Imm { .. } => vec![],
        Shifter::RegImm { rm, .. } => vec![rm],
        Shifter::RegReg { rm, rs, .. } => vec![rm, rs],
    };
    let two = |lo: Reg, hi: Reg| (lo != hi).then_some(());
    Some(match *op {
        Op::Alu(DataProc { rd, rn, op2: o, .. }) | Op::Orn(DataProc { rd, rn, op2: o, .. }) => {
            [vec![rd, rn], op2(&o)].concat()
        }
        Op::Mul(Multiply { rd, rn, rs, rm, .. }) => vec![rd, rn, rs, rm],
        Op::MulLong(MultiplyLong {
            rdlo, rdhi, rs, rm, ..
        }) => {
            two(rdlo, rdhi)?;
            vec![rdlo, rdhi, rs, rm]
        }
        Op::Dsp(DspMul::Smla { rd, rm, rs, rn, .. } | DspMul::Smlaw { rd, rm, rs, rn, .. }) => {
            vec![rd, rm, rs, rn]
        }
        Op::Dsp(DspMul::Smul { rd, rm, rs, .. } | DspMul::Smulw { rd, rm, rs, .. }) => {
            vec![rd, rm, rs]
        }
        Op::Dsp(DspMul::Smlal {
            rdlo, rdhi, rm, rs, ..
        }) => {
            two(rdlo, rdhi)?;
            vec![rdlo, rdhi, rm, rs]
        }
        Op::Sat(Sat { rd, rm, rn, .. }) => vec![rd, rm, rn],
        Op::Clz(Clz { rd, rm }) => vec![rd, rm],
        Op::Mrs(m) => vec![m.rd],
        Op::Parallel(p) => vec![p.rd, p.rn, p.rm],
        Op::Saturate(s) => vec![s.rd, s.rn],
        Op::Saturate16(s) => vec![s.rd, s.rn],
        Op::Extend(e) => [vec![e.rd, e.rm], e.rn.into_iter().collect()].concat(),
        Op::Pack(p) => vec![p.rd, p.rn, p.rm],
        Op::Reverse(r) => vec![r.rd, r.rm],
        Op::Select(s) => vec![s.rd, s.rn, s.rm],
        Op::Usad8(u) => [vec![u.rd, u.rn, u.rm], u.ra.into_iter().collect()].concat(),
        Op::MulV6(m) => match m {
            MulV6::Mls { rd, rn, rm, ra } => vec![rd, rn, rm, ra],
            MulV6::Umaal { rdlo, rdhi, rn, rm }
            | MulV6::Smlald {
                rdlo, rdhi, rn, rm, ..
            } => {
                two(rdlo, rdhi)?;
                vec![rdlo, rdhi, rn, rm]
            }
            MulV6::Smmul { rd, rn, rm, ra, .. } | MulV6::Smlad { rd, rn, rm, ra, .. } => {
                [vec![rd, rn, rm], ra.into_iter().collect()].concat()
            }
            MulV6::Div { rd, rn, rm, .. } => vec![rd, rn, rm],
        },
        // BFC's Rn field is 1111 (no source).
        Op::BitField(b) if b.op == BitFieldOp::Bfc => vec![b.rd],
        Op::BitField(b) => vec![b.rd, b.rn],
        Op::MovWide(m) => vec![m.rd],
        // CLREX, the preloads, the hints but WFI (no interrupt would end it), the
        // barriers: nothing to set up.
        Op::Clrex | Op::Nop | Op::Barrier(_) => vec![],
        Op::Hint(h) if h != Hint::Wfi => vec![],
        // CPS in SVC to a mode this CPU has (Monitor and Hyp are not there).
        Op::Cps(c)
            if c.mode
                .is_none_or(|m| [0x10, 0x11, 0x12, 0x13, 0x17, 0x1b, 0x1f].contains(&m)) =>
        {
            vec![]
        }
        _ => return None,
    })
}

/// Access length and natural alignment of a single transfer.
fn size_of(size: MemSize) -> u32 {
    match size {
        MemSize::Byte | MemSize::SignedByte => 1,
        MemSize::Half | MemSize::SignedHalf => 2,
        MemSize::Word => 4,
        MemSize::Double => 8,
    }
}

/// The value of an offset register `rm` (set here) shifted as the offset says.
fn offset_value(c: &mut V7Case, rng: &mut Rng, off: Offset) -> u32 {
    match off {
        Offset::Imm(v) => v,
        Offset::Reg { rm, kind, amount } => {
            let v = if rng.chance(60) {
                rng.below(64)
            } else {
                rng.u32()
            };
            c.reg(rm, v);
            isa::shift::shift_imm(kind, v, amount, c.flags & (1 << 29) != 0).0
        }
    }
}

/// Sets the base so that an access at `ea` happens: `pre` adds the offset first.
fn set_base(c: &mut V7Case, rn: Reg, ea: u32, off: u32, up: bool, pre: bool) {
    let signed = if up { off } else { off.wrapping_neg() };
    let base = if pre { ea.wrapping_sub(signed) } else { ea };
    c.reg(rn, base);
}

/// LDR/STR in every size and addressing form (the T forms included).
fn transfer(c: &mut V7Case, rng: &mut Rng, t: Transfer) -> bool {
    let double = t.size == MemSize::Double;
    let rd2 = if double { t.rd + 1 } else { t.rd };
    let rm = match t.offset {
        Offset::Reg { rm, .. } => Some(rm),
        Offset::Imm(_) => None,
    };
    let wb = t.mode.writeback || !t.mode.pre;
    if [t.rd, rd2].iter().any(|&r| r >= 13)
        || t.rn == 15
        || rm.is_some_and(|m| m >= 13 || m == t.rn || (double && (m == t.rd || m == rd2)))
        || (wb && (t.rn == t.rd || t.rn == rd2))
    {
        return false;
    }
    let len = size_of(t.size);
    let align = match t.size {
        MemSize::Double => 4,
        MemSize::Half | MemSize::SignedHalf | MemSize::Word if rng.chance(10) => 1,
        _ => len,
    };
    let ea = scratch_addr(rng, len, align);
    let off = offset_value(c, rng, t.offset);
    set_base(c, t.rn, ea, off, t.mode.up, t.mode.pre);
    if !t.load {
        c.operand(rng, t.rd);
        c.operand(rng, rd2);
    }
    true
}

/// LDREX/STREX of every size; a lone STREX fails (the runtime clears the monitor).
fn exclusive(c: &mut V7Case, rng: &mut Rng, x: Exclusive) -> bool {
    let double = x.size == ExclSize::Double;
    let mut regs = vec![x.rt, x.rn];
    if double {
        regs.push(x.rt2);
    }
    if !x.load {
        regs.push(x.rd);
    }
    if regs.iter().any(|&r| r == 15 || (r == 13 && r != x.rn))
        || (x.load && double && x.rt == x.rt2)
        || (!x.load && (x.rd == x.rn || x.rd == x.rt || (double && x.rd == x.rt2)))
    {
        return false;
    }
    let len = match x.size {
        ExclSize::Byte => 1,
        ExclSize::Half => 2,
        ExclSize::Word => 4,
        ExclSize::Double => 8,
    };
    let align = if rng.chance(5) { 1 } else { len };
    let ea = scratch_addr(rng, len, align);
    c.reg(x.rn, ea.wrapping_sub(x.imm));
    if !x.load {
        c.operand(rng, x.rt);
        c.operand(rng, x.rt2);
    }
    true
}

/// LDM/STM (PUSH/POP in Thumb): no PC or SP in the list, no `^`, no writeback with the
/// base in the list (UNPREDICTABLE on ARMv7); the base is set so the words land in the
/// scratch area.
fn block(c: &mut V7Case, rng: &mut Rng, b: BlockTransfer) -> bool {
    let list = u32::from(b.list);
    if b.rn == 15
        || b.s_bit
        || list & 0xa000 != 0
        || list == 0
        || (b.writeback && list & 1 << b.rn != 0)
    {
        return false;
    }
    let len = list.count_ones() * 4;
    let ea = scratch_addr(rng, len, 4);
    let base = match b.mode {
        BlockMode::Ia => ea,
        BlockMode::Ib => ea.wrapping_sub(4),
        BlockMode::Da => ea + len - 4,
        BlockMode::Db => ea + len,
    };
    c.reg(b.rn, base);
    if !b.load {
        for r in (0..13).filter(|r| list & 1 << r != 0) {
            c.operand(rng, r);
        }
        c.operand(rng, 14);
    }
    true
}

/// Sets up `insn` for a case; false when the case cannot run it (PC or SP operands,
/// UNPREDICTABLE overlaps, effects outside registers, flags and the scratch area).
pub fn prepare(c: &mut V7Case, rng: &mut Rng, insn: &Insn) -> bool {
    match insn.op {
        Op::Mem(t) => transfer(c, rng, t),
        Op::Exclusive(x) => exclusive(c, rng, x),
        Op::Block(b) => block(c, rng, b),
        // SWP/SWPB (ARMv7 leaves them to SCTLR.SW; QEMU decides): Rn apart from Rd/Rm.
        Op::Swap(Swap { rd, rm, rn, byte }) => {
            if [rd, rm, rn].iter().any(|&r| r >= 13) || rn == rd || rn == rm {
                return false;
            }
            c.reg(rn, scratch_addr(rng, 4, if byte { 1 } else { 4 }));
            c.operand(rng, rm);
            true
        }
        Op::Dual(d) => {
            let wb = d.mode.writeback || !d.mode.pre;
            if [d.rt, d.rt2].iter().any(|&r| r >= 13)
                || d.rn == 15
                || (d.load && d.rt == d.rt2)
                || (wb && (d.rn == d.rt || d.rn == d.rt2))
            {
                return false;
            }
            let align = if rng.chance(5) { 1 } else { 4 };
            let ea = scratch_addr(rng, 8, align);
            set_base(c, d.rn, ea, d.imm, d.mode.up, d.mode.pre);
            if !d.load {
                c.operand(rng, d.rt);
                c.operand(rng, d.rt2);
            }
            true
        }
        ref op => {
            let Some(regs) = register_operands(op) else {
                return false;
            };
            if regs.iter().any(|&r| r >= 13) {
                return false;
            }
            for r in regs {
                c.operand(rng, r);
            }
            true
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::case_v7::{PROFILE, SCRATCH};
    use isa::decode::decode_arm_on;

    fn prep(word: u32) -> Option<V7Case> {
        let mut rng = Rng::new(3);
        let mut c = V7Case::new(false, &mut rng);
        prepare(&mut c, &mut rng, &decode_arm_on(PROFILE, word)).then_some(c)
    }

    #[test]
    fn register_ops_in_memory_ops_with_a_scratch_base_out() {
        assert!(prep(0xe6510f12).is_some()); // sadd8 r0, r1, r2
        assert!(prep(0xe710f211).is_some()); // sdiv r0, r1, r2
        assert!(prep(0xe6bf0f3d).is_none()); // rev r0, sp
        assert!(prep(0xe320f003).is_none()); // wfi
        assert!(prep(0xee070f15).is_none()); // mcr p15 (cache maintenance)
        let c = prep(0xe5910004).unwrap(); // ldr r0, [r1, #4]
        let base = u32::from_str_radix(c.regs[&1].trim_start_matches("0x"), 16).unwrap();
        assert!((SCRATCH..SCRATCH + 512).contains(&(base + 4)), "{base:#x}");
        assert!(prep(0xe5b11004).is_none()); // ldr r1, [r1, #4]! (UNPREDICTABLE)
    }
}

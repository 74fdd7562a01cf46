//! Guest flags left in the host flags across instructions: an ADDS, SUBS, CMP, CMN or
//! RSBS (unconditional, or conditional on the flags of one of those, `defers`) does not
//! store N, Z, C and V to `Core` when it runs; they stay only in the host flags
//! ("unstored", `RegCache::unstored`) until an instruction that needs them in `Core`,
//! before which they are stored (`emit_store`), or until an unconditional such
//! instruction overwrites all four, which drops the stores.
//!
//! Only instructions that neither read the flags from `Core` nor clobber the host flags
//! nor can leave the block let them stay unstored (`fate`): MOV and MVN of an immediate
//! or an unshifted register (no flags set; a conditional one tested on the host flags,
//! not recorded: the recording's `or` clobbers them), and the flag-setting operations
//! above (`cmp r4, r2; cmpcs r3, r0; bcs` stores once, before the branch). Everything else (helpers, memory accesses, which may fault, exits, MRS, the
//! escape hatch, IT blocks, conditional branches) stores them first: `Core` is exact
//! wherever anything but the block's own code can look at it, so exceptions, interrupts
//! (taken at block entry) and the run loop see what they saw before. Two exceptions keep
//! that exactness another way: a CMP's flags across a native IT that ends its block and
//! the fused boundary after it (`Remat`: set again from its registers, and stored where
//! the boundary leaves), and a conditional flag setter that stores earlier flags on its
//! failing path only (`stores_on_fail`).

use arm::block::BlockInsn;
use arm::insn::{
    AluOp, Cond, DataProc, Extend, MemSize, MovWide, Multiply, Op, Reg, ShiftKind, Shifter,
    Transfer, PC,
};
use dynasmrt::DynasmApi;

use super::cond::{self, HostFlags};
use super::regcache::RegCache;
use super::{asm, off, Ops};

/// Stores the guest flags that the host flags hold (`kind`, after an x86 `add`/`adc` or
/// `sub`/`sbb`) to `Core`. Leaves the host flags as they are.
pub fn emit_store(ops: &mut Ops, kind: HostFlags) {
    match kind {
        HostFlags::Add => asm!(ops
            ; sets BYTE [state + off::N]
            ; setz BYTE [state + off::Z]
            ; setc BYTE [state + off::C]
            ; seto BYTE [state + off::V]
        ),
        HostFlags::Sub => asm!(ops
            ; sets BYTE [state + off::N]
            ; setz BYTE [state + off::Z]
            ; setnc BYTE [state + off::C]
            ; seto BYTE [state + off::V]
        ),
        HostFlags::Logic | HostFlags::None => {
            unreachable!("JIT: only an addition's or subtraction's flags stay unstored")
        }
    }
}

/// How the host flags are set again to the unstored flags of a CMP (`cmp` of two cache
/// registers, or of one with an immediate: `HostFlags::Sub`) while those registers still
/// hold its operands: only across a native IT that ends its block and into the block a
/// fused translation puts after it (`translate_fused`), whose boundary check clobbers
/// the host flags. The flags stay unstored there: the boundary's way out sets them
/// again and stores them, and so does the next block before its first instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Remat {
    /// `cmp` of the first host register with the second.
    Regs(u8, u8),
    /// `cmp` of the host register with the immediate.
    Imm(u8, i32),
}

/// Emits the `cmp` of `r`: the host flags hold the CMP's flags again (`HostFlags::Sub`).
pub fn emit_remat(ops: &mut Ops, r: Remat) {
    match r {
        Remat::Regs(a, b) => asm!(ops; cmp Rd(a), Rd(b)),
        Remat::Imm(a, v) => asm!(ops; cmp Rd(a), v),
    }
}

/// A CMP whose flags `Core` holds (`Recmp::of`), as guest registers: while neither
/// operand register is written and no other instruction sets the flags
/// (`Recmp::survives`), the same `cmp` of their current values sets the host flags to
/// them again (`HostFlags::Sub`). A conditional instruction after something that
/// clobbered the host flags (an x86 `and`, an in-place `add`, a memory access) tests
/// its condition on them after that one `cmp` (`emit_recmp`) instead of reading the
/// flags back from `Core` (two to four instructions a test, for GT and LE three
/// loads), and the conditional instructions after it that leave the host flags alone
/// test them with a `jcc` alone. Nothing is stored: `Core` holds the flags already.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recmp {
    rn: Reg,
    rhs: RecmpRhs,
}

/// A `Recmp`'s second operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RecmpRhs {
    Reg(Reg),
    Imm(u32),
}

impl Recmp {
    /// The recomparison of `bi` where it is an unconditional CMP of a register with an
    /// immediate or an unshifted register (neither the PC), run natively outside an IT
    /// block (`native`, `in_it`): after it `Core`'s flags (stored, or left in the host
    /// flags until they are) are those of `cmp rn, rhs`.
    pub fn of(bi: &BlockInsn, native: bool, in_it: bool) -> Option<Recmp> {
        let Op::Alu(DataProc {
            op: AluOp::Cmp,
            s: true,
            rn,
            op2,
            ..
        }) = bi.insn.op
        else {
            return None;
        };
        let rhs = match op2 {
            Shifter::Imm { value, .. } => RecmpRhs::Imm(value),
            Shifter::RegImm {
                rm,
                kind: ShiftKind::Lsl,
                amount: 0,
            } if rm != PC => RecmpRhs::Reg(rm),
            _ => return None,
        };
        let unconditional = matches!(bi.insn.cond, Cond::Al | Cond::Nv);
        (native && !in_it && unconditional && rn != PC).then_some(Recmp { rn, rhs })
    }

    /// Whether the recomparison still gives `Core`'s flags after `bi`: `bi` sets no
    /// flags and writes no register but a destination other than the CMP's operands,
    /// whether it passes or not (data processing without S, single loads and stores,
    /// MOVW/MOVT and the extends, MUL/MLA without S, IT; not to the PC). Any other
    /// instruction ends it. A CMP that starts a new one is `Recmp::of`'s.
    pub fn survives(self, bi: &BlockInsn) -> bool {
        let written: u16 = match bi.insn.op {
            Op::Alu(DataProc { s: false, rd, .. })
            | Op::Mul(Multiply { s: false, rd, .. })
            | Op::MovWide(MovWide { rd, .. })
            | Op::Extend(Extend { rd, .. }) => 1 << rd,
            // A load's destination and a base written back (post-indexed forms
            // always write back).
            Op::Mem(Transfer {
                load,
                size,
                rd,
                rn,
                mode,
                ..
            }) if size != MemSize::Double => {
                let back = mode.writeback || !mode.pre;
                u16::from(load) << rd | u16::from(back) << rn
            }
            // IT writes neither (its IT state is no flag).
            Op::Nop | Op::It(_) => 0,
            _ => return false,
        };
        let read = 1u16 << self.rn
            | match self.rhs {
                RecmpRhs::Reg(rm) => 1 << rm,
                RecmpRhs::Imm(_) => 0,
            };
        written & (read | 1 << PC) == 0
    }
}

/// Emits the `cmp` of `r` on the guest registers' current values: from their cache
/// registers where they are cached (`RegCache::peek`: nothing is loaded or marked as
/// used), else from `Core` (an uncached register is never dirty). The host flags then
/// hold `Core`'s flags (`HostFlags::Sub`). Clobbers `eax`.
pub fn emit_recmp(ops: &mut Ops, rc: &RegCache, r: Recmp) {
    let hn = rc.peek(r.rn);
    match (hn, r.rhs) {
        (Some(hn), RecmpRhs::Imm(v)) => asm!(ops; cmp Rd(hn), v as i32),
        (None, RecmpRhs::Imm(v)) => {
            asm!(ops; cmp DWORD [state + off::reg(r.rn)], v as i32)
        }
        (Some(hn), RecmpRhs::Reg(rm)) => match rc.peek(rm) {
            Some(hm) => asm!(ops; cmp Rd(hn), Rd(hm)),
            None => asm!(ops; cmp Rd(hn), DWORD [state + off::reg(rm)]),
        },
        (None, RecmpRhs::Reg(rm)) => match rc.peek(rm) {
            Some(hm) => asm!(ops; cmp DWORD [state + off::reg(r.rn)], Rd(hm)),
            None => asm!(ops
                ; mov eax, DWORD [state + off::reg(r.rn)]
                ; cmp eax, DWORD [state + off::reg(rm)]
            ),
        },
    }
}

/// Whether a conditional `bi` tested on the host flags `flags` (which hold the unstored
/// flags) needs them in `Core` only where its condition fails: an ADDS, SUBS, CMP, CMN
/// or RSBS emitted natively (`native`, not writing r15, operands that do not read C),
/// which on its passing path sets all four flags without reading them and stores them
/// at once (inside an IT block, or with flags of another kind than its own: otherwise
/// `defers` keeps them unstored). The failing path stores the earlier flags (out of
/// line, `insn::emit_head`); the passing path stores nothing but its own.
pub fn stores_on_fail(bi: &BlockInsn, flags: HostFlags, native: bool) -> bool {
    let Op::Alu(DataProc { op, s, rd, op2, .. }) = bi.insn.op else {
        return false;
    };
    let arithmetic = matches!(
        op,
        AluOp::Add | AluOp::Cmn | AluOp::Sub | AluOp::Cmp | AluOp::Rsb
    );
    let reads_c = matches!(
        op2,
        Shifter::RegImm {
            kind: ShiftKind::Ror,
            amount: 0,
            ..
        }
    );
    let conditional = !matches!(bi.insn.cond, Cond::Al | Cond::Nv);
    native
        && arithmetic
        && s
        && (rd != PC || op.is_test())
        && !reads_c
        && conditional
        && cond::host_testable(bi.insn.cond, flags)
}

/// What an instruction does to flags left unstored before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    /// It may read them from `Core`, clobber the host flags or leave the block: store
    /// them first.
    Store,
    /// It leaves the host flags and `Core`'s flags alone: they stay unstored.
    Keep,
    /// It sets all four from the host flags without reading them, or after reading C
    /// from the host flags (an ADCS or SBCS, `host_carry`): the stores are dropped
    /// (and its own flags stay unstored, `defers`).
    Overwrite,
    /// It reads C from the host flags and then clobbers them, setting none (an ADC or
    /// SBC without S, `host_carry`): stored first unless nothing can look at them
    /// before an instruction after it overwrites all four (`overwritten_after`).
    Consume,
}

/// Where the carry-in of an ADC or SBC comes from the host flags `flags` instead of
/// `Core`: an unconditional one emitted natively outside an IT block, of an immediate
/// or an unshifted register (its operands are loaded with `mov` alone, which leaves
/// the host flags as they were at its start), not reading or writing r15, after an
/// x86 `add`/`adc` or `sub`/`sbb` that set the guest's flags (`HostFlags::Add`: C =
/// CF; `Sub`: C = !CF, which an x86 `sbb` takes as it is and an `adc` after a `cmc`).
/// Returns the kind of the host flags it reads C from. One to two instructions fewer
/// than reading C back from `Core` (`movzx; bt` or `cmp`), and the flags an earlier
/// ADDS, SUBS or CMP left unstored need not be stored for it (`Fate::Overwrite`,
/// `Fate::Consume`): a 64-bit addition, subtraction or comparison (`adds; adc`,
/// `subs; sbc`, `cmp; sbcs`) keeps its carry in the host flags.
pub fn host_carry(
    bi: &BlockInsn,
    flags: HostFlags,
    native: bool,
    in_it: bool,
) -> Option<HostFlags> {
    let Op::Alu(DataProc {
        op: AluOp::Adc | AluOp::Sbc,
        rd,
        rn,
        op2,
        ..
    }) = bi.insn.op
    else {
        return None;
    };
    let plain = match op2 {
        Shifter::Imm { .. } => true,
        Shifter::RegImm { rm, kind, amount } => kind == ShiftKind::Lsl && amount == 0 && rm != PC,
        Shifter::RegReg { .. } => false,
    };
    let unconditional = matches!(bi.insn.cond, Cond::Al | Cond::Nv);
    let from_host = matches!(flags, HostFlags::Add | HostFlags::Sub);
    (native && !in_it && unconditional && plain && rd != PC && rn != PC && from_host)
        .then_some(flags)
}

/// How an instruction after a point treats the guest flags `Core` should hold there
/// (`overwritten_after`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Use {
    /// It may read them (a condition, a carry-in, RRX), or something may look at
    /// `Core` during or after it (a helper, a memory access, which may fault, the
    /// escape hatch, an exit, the block's end).
    Read,
    /// It does not read them, calls nothing and cannot leave the block or raise an
    /// exception, and sets none of them or only some (a logical operation's N, Z and
    /// C, a MULS's N and Z, which leave V): what comes after it decides whether the
    /// flags before it are looked at.
    Pass,
    /// It sets all four without reading them, calling nothing.
    Overwrite,
}

/// How `bi` treats the flags before it (`Use`); `native`: not through the escape hatch;
/// `in_it`: inside an IT block.
fn flag_use(bi: &BlockInsn, native: bool, in_it: bool) -> Use {
    let unconditional = matches!(bi.insn.cond, Cond::Al | Cond::Nv);
    if !native || in_it || !unconditional || !super::it::pure(bi, native) {
        return Use::Read;
    }
    match bi.insn.op {
        Op::Alu(DataProc { op, s, op2, .. }) => {
            let reads_c = matches!(op, AluOp::Adc | AluOp::Sbc | AluOp::Rsc)
                || matches!(
                    op2,
                    Shifter::RegImm {
                        kind: ShiftKind::Ror,
                        amount: 0,
                        ..
                    }
                );
            let full = matches!(
                op,
                AluOp::Add | AluOp::Cmn | AluOp::Sub | AluOp::Cmp | AluOp::Rsb
            );
            match (reads_c, s) {
                (true, _) => Use::Read,
                (false, true) if full => Use::Overwrite,
                // Nothing, or N, Z and C of a logical operation (V stays).
                (false, _) => Use::Pass,
            }
        }
        // The multiplies (N and Z with S), CLZ, MOVW/MOVT, the extends, bit-field and
        // reverse operations.
        _ => Use::Pass,
    }
}

/// Where the guest flags of a block's instructions `insns` (at most 64) are
/// overwritten unread: bit `i` of the first mask where the flags after instruction `i`
/// are overwritten by a later instruction of the same run before anything can look at
/// them (`Use`), so that a store of them there would be overwritten unread; bit `i` of
/// the second where the flags before instruction `i` are (it does not read them).
/// `native(bi)`: whether `bi` is emitted natively; `in_it(i)`: whether instruction `i`
/// runs inside an IT block. The last instruction's flags are always looked at (the
/// block's end, a fused boundary's check).
pub fn overwritten_after(
    insns: &[BlockInsn],
    native: impl Fn(&BlockInsn) -> bool,
    in_it: impl Fn(usize) -> bool,
) -> (u64, u64) {
    assert!(
        insns.len() <= 64,
        "JIT: a block of more than 64 instructions"
    );
    let (mut after, mut before) = (0u64, 0u64);
    // Whether the flags before instruction `i + 1` are overwritten unread.
    let mut overwritten = false;
    for i in (0..insns.len()).rev() {
        if overwritten {
            after |= 1 << i;
        }
        overwritten = match flag_use(&insns[i], native(&insns[i]), in_it(i)) {
            Use::Read => false,
            Use::Pass => overwritten,
            Use::Overwrite => true,
        };
        if overwritten {
            before |= 1 << i;
        }
    }
    (after, before)
}

/// What `bi` does to unstored flags, where the host flags hold `flags` at its start.
/// `native`: it is emitted natively (not through the escape hatch); `in_it`: it runs
/// inside an IT block; `recorded`: its passed condition is recorded (an `or`).
pub fn fate(bi: &BlockInsn, flags: HostFlags, native: bool, in_it: bool, recorded: bool) -> Fate {
    if !native || in_it {
        return Fate::Store;
    }
    let Op::Alu(DataProc {
        op, s, rd, rn, op2, ..
    }) = bi.insn.op
    else {
        return Fate::Store;
    };
    let unconditional = matches!(bi.insn.cond, Cond::Al | Cond::Nv);
    if host_carry(bi, flags, native, in_it).is_some() {
        // C read from the host flags: an ADCS or SBCS then sets all four.
        return if s { Fate::Overwrite } else { Fate::Consume };
    }
    if defers(bi, flags, native, in_it, recorded) {
        // A conditional one leaves the earlier flags in the host flags where it fails.
        return if unconditional {
            Fate::Overwrite
        } else {
            Fate::Keep
        };
    }
    let plain = match op2 {
        Shifter::Imm { .. } => true,
        Shifter::RegImm { kind, amount, .. } => kind == ShiftKind::Lsl && amount == 0,
        Shifter::RegReg { .. } => false,
    };
    let tested_on_host = unconditional || cond::host_testable(bi.insn.cond, flags) && !recorded;
    let dp = DataProc { op, s, rd, rn, op2 };
    let keeps = matches!(op, AluOp::Mov | AluOp::Mvn) && !s && rd != PC && plain
        || super::alu::keeps_host_flags(&dp);
    if keeps && tested_on_host {
        Fate::Keep
    } else {
        Fate::Store
    }
}

/// Whether `bi` leaves its own flags unstored (arguments as for `fate`): an ADDS,
/// SUBS, CMP, CMN or RSBS (x86 `add`/`sub`: all four flags in the host flags) whose
/// operands do not read C (not RRX), emitted natively outside an IT block and not
/// writing r15; unconditional, or with its condition tested on the host flags `flags`
/// (not recorded), which hold flags of the same kind: then the host flags hold the
/// guest's on both paths (its own where it passed, the earlier ones where it failed).
pub fn defers(bi: &BlockInsn, flags: HostFlags, native: bool, in_it: bool, recorded: bool) -> bool {
    let Op::Alu(DataProc { op, s, rd, op2, .. }) = bi.insn.op else {
        return false;
    };
    let kind = match op {
        AluOp::Add | AluOp::Cmn => HostFlags::Add,
        AluOp::Sub | AluOp::Cmp | AluOp::Rsb => HostFlags::Sub,
        // x86 `adc`/`sbb` set all four as `add`/`sub` do; only where C came from the
        // host flags (unconditional: `Core`'s flags were not stored for it).
        AluOp::Adc if host_carry(bi, flags, native, in_it).is_some() => HostFlags::Add,
        AluOp::Sbc if host_carry(bi, flags, native, in_it).is_some() => HostFlags::Sub,
        _ => return false,
    };
    let reads_c = matches!(
        op2,
        Shifter::RegImm {
            kind: ShiftKind::Ror,
            amount: 0,
            ..
        }
    );
    let cond = bi.insn.cond;
    let both_paths = cond == Cond::Al
        || cond != Cond::Nv && cond::host_testable(cond, flags) && flags == kind && !recorded;
    native && !in_it && s && (rd != PC || op.is_test()) && !reads_c && both_paths
}

#[cfg(test)]
mod tests {
    use super::super::tests::{block_code, occurrences};
    use super::*;

    /// How many times the block of ARM words `words` at 0x8000 stores N (one per set of
    /// flag stores), translated with recording off or on.
    fn n_stores(words: &[u32], traced: bool) -> usize {
        let mut ops = Ops::new(0);
        asm!(ops; sets BYTE [state + off::N]);
        let pat = ops.finalize().unwrap();
        occurrences(&block_code(words, traced.then_some(5)), &pat)
    }

    #[test]
    fn flags_overwritten_before_a_read_are_not_stored() {
        // cmp ip, lr; movne r2, ip; moveq r2, #0; subs r3, r3, #1; bne .-0x30: only the
        // SUBS's flags reach `Core` (before the branch, which leaves the block).
        let words = [
            0xe15c_000e,
            0x11a0_200c,
            0x03a0_2000,
            0xe253_3001,
            0x1aff_fff2,
        ];
        assert_eq!(n_stores(&words, false), 1);
        // Recorded too: a MOV costs the same whether it passes or not, so it has no
        // time bit (no `or` to clobber the host flags).
        assert_eq!(n_stores(&words, true), 1);
        // cmp r0, #1; adds r1, r1, r2; mov r3, #4: the ADDS's flags stored at the end.
        assert_eq!(n_stores(&[0xe350_0001, 0xe091_1002, 0xe3a0_3004], false), 1);
    }

    #[test]
    fn a_conditional_compare_on_the_host_flags_keeps_them_unstored() {
        // cmp r4, r2; cmpcs r3, r0; bcs .-0x14 (bc's multiply loop): one store, before
        // the branch.
        assert_eq!(n_stores(&[0xe154_0002, 0x2153_0000, 0x2aff_fff9], false), 1);
        // cmp r4, r2; addscs r3, r3, r0 (flags of another kind: CMP's stored first).
        assert_eq!(n_stores(&[0xe154_0002, 0x2093_3000, 0xe1a0_0000], false), 2);
    }

    #[test]
    fn an_add_done_with_lea_keeps_the_flags_in_the_host_flags() {
        // cmp r0, #1; add r5, r1, r4, lsl #2 (`lea`); cmp r0, #2: the first CMP's flags
        // are overwritten unstored, only the second's are stored.
        assert_eq!(n_stores(&[0xe350_0001, 0xe081_5104, 0xe350_0002], false), 1);
        // add r1, r1, r4, lsl #1 (Rd = Rn, shifted: `lea` too).
        assert_eq!(n_stores(&[0xe350_0001, 0xe081_1084, 0xe350_0002], false), 1);
        // add r1, r1, r4 and add r1, r1, #8 (Rd = Rn: a `lea` in r1's register too).
        assert_eq!(n_stores(&[0xe350_0001, 0xe081_1004, 0xe350_0002], false), 1);
        assert_eq!(n_stores(&[0xe350_0001, 0xe281_1008, 0xe350_0002], false), 1);
        // and r1, r1, #255 and and r1, r2, #255 (a `movzx`).
        assert_eq!(n_stores(&[0xe350_0001, 0xe201_10ff, 0xe350_0002], false), 1);
        assert_eq!(n_stores(&[0xe350_0001, 0xe202_10ff, 0xe350_0002], false), 1);
        // eor r1, r1, r4 and and r1, r1, #254 (x86 `xor` and `and`, which clobber them),
        // with movne r3, #1 after them (which reads them): stored before them.
        assert_eq!(
            n_stores(&[0xe350_0001, 0xe021_1004, 0x13a0_3001, 0xe350_0002], false),
            2
        );
        assert_eq!(
            n_stores(&[0xe350_0001, 0xe201_10fe, 0x13a0_3001, 0xe350_0002], false),
            2
        );
        // Without the MOVNE the second CMP overwrites them unread: not stored.
        assert_eq!(n_stores(&[0xe350_0001, 0xe021_1004, 0xe350_0002], false), 1);
        // add r1, r2, #8; sub r1, r2, #8 (`lea` of an immediate).
        assert_eq!(n_stores(&[0xe350_0001, 0xe282_1008, 0xe350_0002], false), 1);
        assert_eq!(n_stores(&[0xe350_0001, 0xe242_1008, 0xe350_0002], false), 1);
        // add r1, r1, r4, lsl #4 (beyond `lea`'s scales), then movne r3, #1.
        assert_eq!(
            n_stores(&[0xe350_0001, 0xe081_1204, 0x13a0_3001, 0xe350_0002], false),
            2
        );
    }

    /// How many conditions of the block of ARM words `words` at 0x8000 read the flags
    /// back from `Core` (`movzx eax, BYTE [state + off::N]`: GE, LT, GT, LE).
    fn n_core_tests(words: &[u32]) -> usize {
        let mut ops = Ops::new(0);
        asm!(ops; movzx eax, BYTE [state + off::N]);
        let pat = ops.finalize().unwrap();
        occurrences(&block_code(words, None), &pat)
    }

    #[test]
    fn a_compare_is_made_again_where_its_flags_were_clobbered() {
        // cmp r0, r1; and r2, r3, #1 (an x86 `and`); movgt r4, #1; movle r4, #0: GT
        // and LE tested on a second `cmp r0, r1`, not read from `Core`.
        let gt_le = [0xc3a0_4001, 0xd3a0_4000];
        let words = [&[0xe150_0001, 0xe203_2001][..], &gt_le].concat();
        assert_eq!(n_core_tests(&words), 0);
        // cmp r0, #5; ldr r2, [r1] (the probe clobbers them); orrgt r3, r3, #1 (an
        // in-place `or`, clobbering them again); movle r4, #0: both made again.
        let words = [0xe350_0005, 0xe591_2000, 0xc383_3001, 0xd3a0_4000];
        assert_eq!(n_core_tests(&words), 0);
        // With r1 written (and r1, r3, #1), or r0 by a load's writeback (ldr r2,
        // [r0], #4) or a load (ldr r0, [r1]), or a flag setter between (tst r3, #1,
        // which leaves C and V): read from `Core`.
        for between in [0xe203_1001, 0xe490_2004, 0xe591_0000, 0xe313_0001] {
            let words = [&[0xe150_0001, between][..], &gt_le].concat();
            assert_eq!(n_core_tests(&words), 2, "{between:#010x}");
        }
        // A conditional CMP (cmpeq r0, r1) starts none: its flags or the earlier ones.
        let words = [&[0xe150_0002, 0x0150_0001, 0xe203_2001][..], &gt_le].concat();
        assert_eq!(n_core_tests(&words), 2);
    }

    #[test]
    fn flags_are_stored_before_what_may_read_them() {
        // cmp r0, #1; ldr r1, [r2] (may fault); cmp r0, #2.
        assert_eq!(n_stores(&[0xe350_0001, 0xe592_1000, 0xe350_0002], false), 2);
        // cmp r0, #1; adcs r1, r1, r2, lsl #1: a shifted operand's ADCS reads C from
        // `Core`, and stores its own.
        assert_eq!(n_stores(&[0xe350_0001, 0xe0b1_1082], false), 2);
        // cmp r0, #1; orr r1, r1, #1 (clobbers the host flags); movne r3, #1; cmp r0, #2.
        assert_eq!(
            n_stores(&[0xe350_0001, 0xe381_1001, 0x13a0_3001, 0xe350_0002], false),
            2
        );
        // cmp r0, #1; mrs r1, cpsr.
        assert_eq!(n_stores(&[0xe350_0001, 0xe10f_1000], false), 1);
        // cmp r0, #1; cmp r0, r1, rrx (reads C): both stored.
        assert_eq!(n_stores(&[0xe350_0001, 0xe150_0061, 0xe1a0_0000], false), 2);
    }

    /// How many times the block of ARM words `words` reads C back from `Core` for an
    /// ADC (`movzx r8d, BYTE [state + off::C]`) or an SBC (`cmp BYTE [..], 1`).
    fn n_carry_reads(words: &[u32]) -> usize {
        let mut ops = Ops::new(0);
        asm!(ops; movzx r8d, BYTE [state + off::C]);
        let adc = ops.finalize().unwrap();
        let mut ops = Ops::new(0);
        asm!(ops; cmp BYTE [state + off::C], 1);
        let sbc = ops.finalize().unwrap();
        let code = block_code(words, None);
        occurrences(&code, &adc) + occurrences(&code, &sbc)
    }

    #[test]
    fn a_carry_comes_from_the_host_flags() {
        // adds r0, r0, r2; adc r1, r1, r3; subs r4, r4, r6; sbc r5, r5, r7; cmp r0, r2;
        // sbcs r8, r1, r3 (64-bit add, subtract, compare): C from the host flags each
        // time, only the SBCS's flags stored (at the block's end).
        let words = [
            0xe090_0002,
            0xe0a1_1003,
            0xe054_4006,
            0xe0c5_5007,
            0xe150_0002,
            0xe0d1_8003,
        ];
        assert_eq!(n_carry_reads(&words), 0);
        assert_eq!(n_stores(&words, false), 1);
        // cmp r0, #1; adc r1, r1, r2; mov r3, #4 (the block's end reads the CMP's
        // flags: stored before the ADC, which takes C from the host flags).
        let words = [0xe350_0001, 0xe0a1_1002, 0xe3a0_3004];
        assert_eq!((n_carry_reads(&words), n_stores(&words, false)), (0, 1));
        // After a logical MOVS (C not in the host flags), or an ADC of a shifted
        // register: from `Core`.
        assert_eq!(n_carry_reads(&[0xe1b0_0001, 0xe0a1_1002]), 1);
        assert_eq!(n_carry_reads(&[0xe350_0001, 0xe0a1_1082]), 1);
    }

    #[test]
    fn a_logical_flag_setters_flags_overwritten_unread_are_not_stored() {
        // movs r0, r1; ands r2, r2, #3; cmp r0, #0: only the CMP's flags are stored.
        assert_eq!(n_stores(&[0xe1b0_0001, 0xe212_2003, 0xe350_0000], false), 1);
        let mut ops = Ops::new(0);
        asm!(ops; setz BYTE [state + off::Z]);
        let z = ops.finalize().unwrap();
        let code = block_code(&[0xe1b0_0001, 0xe212_2003, 0xe350_0000], None);
        assert_eq!(occurrences(&code, &z), 1);
        // movs r0, r1; ldr r2, [r3] (may fault): the MOVS's are stored.
        let code = block_code(&[0xe1b0_0001, 0xe593_2000, 0xe350_0000], None);
        assert_eq!(occurrences(&code, &z), 2);
    }
}

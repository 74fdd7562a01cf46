//! Data processing (AND ... MVN) with immediate, immediate-shifted and
//! register-shifted register operands, translated natively (a write to the PC without
//! S too: the caller continues at `chain`). Guest N/Z/C/V map onto x86 SF/ZF/CF/OF; ARM's C
//! after a subtraction is the inverse of x86's borrow (CF), so SUB-class operations
//! store `setnc`, and SBC/RSC load `!C` into CF before `sbb`. Flags are read as bytes
//! (see `cond`).

use super::Ops;
use arm::insn::{AluOp, DataProc, Reg, ShiftKind, Shifter, PC};
use dynasmrt::{DynasmApi, DynasmLabelApi};

use super::cond::HostFlags;
use super::flags::Remat;
use super::regcache::{Operands, RegCache, HOST_REGS};
use super::{asm, off};

/// Whether `emit_alu` handles this form (otherwise the escape hatch runs it): all but
/// the exception return (`S` with Rd = PC).
pub fn supported(op: AluOp, s: bool, rd: Reg) -> bool {
    rd != PC || !s || op.is_test()
}

/// The guest registers a data-processing instruction reads (for `RegCache::prepare`).
pub fn operands(op: AluOp, rn: Reg, op2: &Shifter) -> Operands {
    let mut regs = match *op2 {
        Shifter::Imm { .. } => Operands::new(),
        Shifter::RegImm { rm, .. } => Operands::from([rm]),
        Shifter::RegReg { rm, rs, .. } => Operands::from([rs, rm]),
    };
    if op.uses_rn() {
        regs.push(rn);
    }
    regs
}

/// The source of `dp` when it is a plain register move, `MOV Rd, Rm` without S, neither
/// register the PC: one host move (or none, see `moves_to_itself`).
fn plain_move(dp: &DataProc) -> Option<Reg> {
    match *dp {
        DataProc {
            op: AluOp::Mov,
            s: false,
            rd,
            op2:
                Shifter::RegImm {
                    rm,
                    kind: ShiftKind::Lsl,
                    amount: 0,
                },
            ..
        } if rd != PC && rm != PC => Some(rm),
        _ => None,
    }
}

/// Whether `emit_alu` computes `dp` with one `lea`, which leaves the host flags alone:
/// ADD without S of a register shifted left by 0 to 3 places, ADD or SUB without S of an
/// immediate, no operand nor Rd the PC (Rd = Rn too: `lea` into Rn's cache register is
/// as short as an in-place `add` or `sub` and keeps the flags a later condition tests).
pub fn adds_with_lea(dp: &DataProc) -> bool {
    match *dp {
        DataProc {
            op: AluOp::Add | AluOp::Sub,
            s: false,
            rd,
            rn,
            op2: Shifter::Imm { .. },
        } => rd != PC && rn != PC,
        DataProc {
            op: AluOp::Add,
            s: false,
            rd,
            rn,
            op2:
                Shifter::RegImm {
                    rm,
                    kind: ShiftKind::Lsl,
                    amount,
                },
        } => amount <= 3 && rd != PC && rn != PC && rm != PC,
        _ => false,
    }
}

/// Whether `dp` is AND without S of Rn (not the PC) with 0xff, which
/// `emit_alu` computes with one `movzx`: it leaves the host flags alone (`and r2, r2,
/// #255` between a CMP and the conditional instructions that test it).
pub fn zero_extends(dp: &DataProc) -> bool {
    matches!(
        *dp,
        DataProc {
            op: AluOp::And,
            s: false,
            rd,
            rn,
            op2: Shifter::Imm { value: 0xff, .. },
        } if rd != PC && rn != PC
    )
}

/// Whether `emit_alu`'s code for `dp` leaves the host flags alone although it computes
/// something (`adds_with_lea`, `zero_extends`): the one rule for `emit_alu` and for
/// `flags::fate`. (MOV and MVN of an immediate or an unshifted register keep them too.)
pub fn keeps_host_flags(dp: &DataProc) -> bool {
    adds_with_lea(dp) || zero_extends(dp)
}

/// Whether `dp` moves a register to itself without setting flags (`mov r0, r0`, the
/// NOP of ARM code before ARMv6K; Thumb's `mov r8, r8`): it changes nothing, and
/// `emit_alu` emits nothing for it.
pub fn moves_to_itself(dp: &DataProc) -> bool {
    plain_move(dp) == Some(dp.rd)
}

/// Loads guest register `r` into `ecx`/`eax` (`dst` 0 = eax, 1 = ecx) through the
/// register cache; PC reads give `pc_read`.
fn load_reg(ops: &mut Ops, rc: &mut RegCache, dst: u8, r: Reg, pc_read: u32) {
    rc.load(ops, dst, r, pc_read);
}

/// Where the shifter carry-out is.
#[derive(Clone, Copy)]
enum Carry {
    /// C is left unchanged.
    Unchanged,
    Const(bool),
    /// 0/1 in `edx`.
    InEdx,
}

/// Computes the shifter operand into `ecx` and says where its carry-out is; without
/// `carry_out` (no logical operation with S reads it) the carry-out is not computed and
/// `Carry::Unchanged` returned.
fn emit_shifter(
    ops: &mut Ops,
    rc: &mut RegCache,
    op2: &Shifter,
    pc_read: u32,
    carry_out: bool,
) -> Carry {
    let (carry, at) = emit_shifter_anywhere(ops, rc, op2, pc_read, carry_out);
    if at != 1 {
        asm!(ops; mov ecx, Rd(at));
    }
    carry
}

/// `emit_shifter` leaving the operand where its code computed it: `ecx`, or `eax` for a
/// shift by register (returned as a host register number), so that a move (MOV, MVN)
/// writes it from there with no copy.
fn emit_shifter_anywhere(
    ops: &mut Ops,
    rc: &mut RegCache,
    op2: &Shifter,
    pc_read: u32,
    carry_out: bool,
) -> (Carry, u8) {
    let carry = match *op2 {
        Shifter::Imm { value, carry } => {
            asm!(ops; mov ecx, value as i32);
            match carry {
                Some(c) => Carry::Const(c),
                None => Carry::Unchanged,
            }
        }
        Shifter::RegImm { rm, kind, amount } if !carry_out => {
            load_reg(ops, rc, 1, rm, pc_read);
            let n = amount as i8;
            match (kind, amount) {
                (ShiftKind::Lsl, 0) => {}
                (ShiftKind::Lsl, _) => asm!(ops; shl ecx, n),
                (ShiftKind::Lsr, 0) => asm!(ops; xor ecx, ecx),
                (ShiftKind::Lsr, _) => asm!(ops; shr ecx, n),
                (ShiftKind::Asr, 0) => asm!(ops; sar ecx, 31),
                (ShiftKind::Asr, _) => asm!(ops; sar ecx, n),
                (ShiftKind::Ror, 0) => asm!(ops
                    ; movzx edx, BYTE [state + off::C]
                    ; shr edx, 1
                    ; rcr ecx, 1
                ),
                (ShiftKind::Ror, _) => asm!(ops; ror ecx, n),
            }
            Carry::Unchanged
        }
        Shifter::RegImm { rm, kind, amount } => {
            load_reg(ops, rc, 1, rm, pc_read);
            let n = amount as i8;
            match (kind, amount) {
                (ShiftKind::Lsl, 0) => Carry::Unchanged,
                (ShiftKind::Lsl, _) => {
                    asm!(ops; xor edx, edx; shl ecx, n; setc dl);
                    Carry::InEdx
                }
                (ShiftKind::Lsr, 0) => {
                    asm!(ops; mov edx, ecx; shr edx, 31; xor ecx, ecx);
                    Carry::InEdx
                }
                (ShiftKind::Lsr, _) => {
                    asm!(ops; xor edx, edx; shr ecx, n; setc dl);
                    Carry::InEdx
                }
                (ShiftKind::Asr, 0) => {
                    asm!(ops; sar ecx, 31; mov edx, ecx; and edx, 1);
                    Carry::InEdx
                }
                (ShiftKind::Asr, _) => {
                    asm!(ops; xor edx, edx; sar ecx, n; setc dl);
                    Carry::InEdx
                }
                (ShiftKind::Ror, 0) => {
                    // RRX: C into bit 31, bit 0 out.
                    asm!(ops
                        ; movzx edx, BYTE [state + off::C]
                        ; shr edx, 1
                        ; rcr ecx, 1
                        ; setc dl
                    );
                    Carry::InEdx
                }
                (ShiftKind::Ror, _) => {
                    asm!(ops; xor edx, edx; ror ecx, n; setc dl);
                    Carry::InEdx
                }
            }
        }
        Shifter::RegReg { rm, kind, rs } if !carry_out && super::tlb::host_has_bmi2() => {
            let (hm, hs) = shift_reg_operands(ops, rc, rm, rs, pc_read);
            emit_shift_reg_bmi2(ops, kind, (hm, hs), 1);
            return (Carry::Unchanged, 1);
        }
        Shifter::RegReg { rm, kind, rs } if !carry_out => {
            emit_shift_reg_value(ops, rc, kind, rm, rs, pc_read);
            return (Carry::Unchanged, 0);
        }
        Shifter::RegReg { rm, kind, rs } => {
            emit_shift_reg(ops, rc, kind, rm, rs, pc_read);
            return (Carry::InEdx, 0);
        }
    };
    (carry, 1)
}

/// The host registers holding a shift by register's value Rm and amount Rs (their
/// cache registers, else `eax` and `ecx` loaded from `Core`; PC reads `pc_read`), as
/// (Rm's, Rs's).
fn shift_reg_operands(
    ops: &mut Ops,
    rc: &mut RegCache,
    rm: Reg,
    rs: Reg,
    pc_read: u32,
) -> (u8, u8) {
    let mut read = |r: Reg, scratch: u8| {
        if r == PC {
            asm!(ops; mov Rd(scratch), pc_read as i32);
            scratch
        } else {
            rc.operand(ops, r, scratch)
        }
    };
    let hs = read(rs, 1);
    let hm = read(rm, 0);
    (hm, hs)
}

/// The value of a shift by register without its carry-out into host register `to`,
/// with BMI2's shifts, which take the amount from any register and leave the host flags
/// alone: an amount's bottom byte of 32 or more (bits 5 to 7 of `hs`) gives 0 (LSL,
/// LSR) or a shift by 31 (ASR). `hm` and `hs` are read before `to` is written (any may
/// be the same). Clobbers `ecx` (ROR; and `eax` for a rotation into `ecx`), `edx`.
fn emit_shift_reg_bmi2(ops: &mut Ops, kind: ShiftKind, (hm, hs): (u8, u8), to: u8) {
    match kind {
        ShiftKind::Lsl => asm!(ops
            ; xor edx, edx
            ; test Rd(hs), 0xe0
            ; shlx Rd(to), Rd(hm), Rd(hs)
            ; cmovnz Rd(to), edx
        ),
        ShiftKind::Lsr => asm!(ops
            ; xor edx, edx
            ; test Rd(hs), 0xe0
            ; shrx Rd(to), Rd(hm), Rd(hs)
            ; cmovnz Rd(to), edx
        ),
        ShiftKind::Asr => asm!(ops
            ; mov edx, 31
            ; test Rd(hs), 0xe0
            ; cmovz edx, Rd(hs)
            ; sarx Rd(to), Rd(hm), edx
        ),
        // x86 rotates by the count modulo 32, as ARM does; the count goes in `cl`, so
        // a rotation into `ecx` is done in `eax`.
        ShiftKind::Ror if to == 1 => {
            if hs != 1 {
                asm!(ops; mov ecx, Rd(hs));
            }
            if hm != 0 {
                asm!(ops; mov eax, Rd(hm));
            }
            asm!(ops; ror eax, cl; mov ecx, eax);
        }
        ShiftKind::Ror => {
            if hs != 1 {
                asm!(ops; mov ecx, Rd(hs));
            }
            if to != hm {
                asm!(ops; mov Rd(to), Rd(hm));
            }
            asm!(ops; ror Rd(to), cl);
        }
    }
}

/// The value of a shift by register without its carry-out (`emit_shift_reg`),
/// branchless: x86 shifts by the amount modulo 32, so amounts of 32 to 255 are fixed
/// up with a conditional move. Result in `eax`; clobbers `ecx`, `edx`.
fn emit_shift_reg_value(
    ops: &mut Ops,
    rc: &mut RegCache,
    kind: ShiftKind,
    rm: Reg,
    rs: Reg,
    pc_read: u32,
) {
    load_reg(ops, rc, 1, rs, pc_read);
    load_reg(ops, rc, 0, rm, pc_read);
    asm!(ops; movzx ecx, cl);
    match kind {
        ShiftKind::Lsl => asm!(ops
            ; xor edx, edx
            ; shl eax, cl
            ; cmp ecx, 32
            ; cmovae eax, edx
        ),
        ShiftKind::Lsr => asm!(ops
            ; xor edx, edx
            ; shr eax, cl
            ; cmp ecx, 32
            ; cmovae eax, edx
        ),
        // 32 and more: every bit a copy of bit 31, as a shift by 31 gives.
        ShiftKind::Asr => asm!(ops
            ; mov edx, 31
            ; cmp ecx, 32
            ; cmovae ecx, edx
            ; sar eax, cl
        ),
        ShiftKind::Ror => asm!(ops; ror eax, cl),
    }
}

/// A shift by register (`arm::shift::shift_reg`): value Rm, amount the bottom byte of
/// Rs (both read PC as `pc_read`, as the interpreter does). Result in `eax`, carry-out
/// in `edx`; clobbers `ecx`.
fn emit_shift_reg(
    ops: &mut Ops,
    rc: &mut RegCache,
    kind: ShiftKind,
    rm: Reg,
    rs: Reg,
    pc_read: u32,
) {
    load_reg(ops, rc, 1, rs, pc_read);
    load_reg(ops, rc, 0, rm, pc_read);
    asm!(ops
        ; and ecx, 0xff
        ; movzx edx, BYTE [state + off::C]
        ; test ecx, ecx
        ; jz >done
        ; xor edx, edx
    );
    match kind {
        ShiftKind::Lsl => asm!(ops
            ; cmp ecx, 32
            ; jae >big
            ; shl eax, cl
            ; setc dl
            ; jmp >done
            ; big:
            ; jne >zero
            ; mov edx, eax
            ; and edx, 1
            ; zero:
            ; xor eax, eax
        ),
        ShiftKind::Lsr => asm!(ops
            ; cmp ecx, 32
            ; jae >big
            ; shr eax, cl
            ; setc dl
            ; jmp >done
            ; big:
            ; jne >zero
            ; mov edx, eax
            ; shr edx, 31
            ; zero:
            ; xor eax, eax
        ),
        ShiftKind::Asr => asm!(ops
            ; cmp ecx, 32
            ; jae >big
            ; sar eax, cl
            ; setc dl
            ; jmp >done
            ; big:
            ; sar eax, 31
            ; mov edx, eax
            ; and edx, 1
        ),
        // x86 rotates by the count modulo 32, as ARM does; C is bit 31 of the result
        // (also for a multiple of 32, where the value is unchanged).
        ShiftKind::Ror => asm!(ops
            ; ror eax, cl
            ; mov edx, eax
            ; shr edx, 31
        ),
    }
    asm!(ops; done:);
}

/// What a data-processing instruction's code does to the host flags.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlagEffect {
    /// Sets them from its operation (with S): they hold the guest flags as said.
    Set(HostFlags),
    /// Leaves them alone (MOV and MVN without S of an immediate or an unshifted
    /// register: only `mov` and `not`).
    Keeps,
    Clobbers,
}

/// How a data-processing result is written to the PC.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PcWrite {
    /// Aligned for the current state, as the interpreter's `set_reg` does (ARMv5, and
    /// Thumb on ARMv7): `thumb` says which.
    Aligned { thumb: bool },
    /// ARMv7's ALUWritePC in ARM state (Arm ARM A2.3.1): it interworks, as a load does.
    /// `emit_alu` leaves the result in `eax` unwritten: the caller interworks
    /// (`branch::emit_interwork_from`, which writes r15 and the T bit).
    Interworks,
}

/// Emits a data-processing instruction (condition handled by the caller).
/// `pc_read` is the value an operand PC reads (address + 8 in ARM, + 4 in Thumb). A
/// result written to the PC is written as `pc_write` says, and left in `eax` (the
/// target a predicted exit compares, `chain::emit_predicted`). Returns what its code
/// does to the host flags.
pub fn emit_alu(
    ops: &mut Ops,
    rc: &mut RegCache,
    dp: &DataProc,
    pc_read: u32,
    pc_write: PcWrite,
) -> FlagEffect {
    let DataProc {
        op,
        s,
        rd,
        rn,
        ref op2,
    } = *dp;
    // An ADC's or SBC's carry-in from the host flags (`flags::host_carry`): its
    // operand is an immediate or an unshifted register, which the arms below that
    // take it load with `mov` alone.
    let carry_in = rc.host_carry.take();
    // A plain move: Rm's host register is written to Rd's directly (not through `eax`),
    // nothing for a move to itself; `mov` leaves the host flags alone.
    if let Some(rm) = plain_move(dp) {
        if rm != rd {
            let hm = rc.operand(ops, rm, 0);
            rc.store(ops, rd, hm);
        }
        return FlagEffect::Keeps;
    }
    // Result in eax (or, done in place, in Rd's cache register); arithmetic ops store
    // their flags right after computing them.
    // (Not what leaves the host flags alone: that is computed below, in place too.)
    let in_place = if keeps_host_flags(dp) {
        None
    } else {
        emit_in_place(ops, rc, (op, carry_in), (rd, rn), op2, pc_read, s)
    };
    let mut res = in_place.map_or(0, |(h, _)| h);
    // Whether the code leaves the host flags alone (`lea`).
    let mut keeps = false;
    // Whether a TST's `test` has set N and Z in the host flags already (no result).
    let mut tested = false;
    let carry = match *op2 {
        _ if in_place.is_some() => in_place.map_or(Carry::Unchanged, |(_, c)| c),
        // CMP of a register with an immediate or an unshifted register: `cmp` on the
        // host registers themselves (no result is kept).
        Shifter::Imm { value, .. } if op == AluOp::Cmp && rn != PC => {
            let hn = rc.operand(ops, rn, 0);
            asm!(ops; cmp Rd(hn), value as i32);
            if rc.defer_flags && HOST_REGS.contains(&hn) {
                rc.remat = Some(Remat::Imm(hn, value as i32));
            }
            Carry::Unchanged
        }
        Shifter::RegImm {
            rm,
            kind: ShiftKind::Lsl,
            amount: 0,
        } if op == AluOp::Cmp && rn != PC && rm != PC => {
            let hm = rc.operand(ops, rm, 1);
            let hn = rc.operand(ops, rn, 0);
            asm!(ops; cmp Rd(hn), Rd(hm));
            if rc.defer_flags && HOST_REGS.contains(&hn) && HOST_REGS.contains(&hm) {
                rc.remat = Some(Remat::Regs(hn, hm));
            }
            Carry::Unchanged
        }
        // TST of a register with an immediate or an unshifted register: one `test` of
        // the host registers themselves, which sets N and Z (no result is kept).
        Shifter::Imm { value, carry } if op == AluOp::Tst && rn != PC => {
            let hn = rc.operand(ops, rn, 0);
            asm!(ops; test Rd(hn), value as i32);
            tested = true;
            carry.map_or(Carry::Unchanged, Carry::Const)
        }
        Shifter::RegImm {
            rm,
            kind: ShiftKind::Lsl,
            amount: 0,
        } if op == AluOp::Tst && rn != PC && rm != PC => {
            let hm = rc.operand(ops, rm, 1);
            let hn = rc.operand(ops, rn, 0);
            asm!(ops; test Rd(hn), Rd(hm));
            tested = true;
            Carry::Unchanged
        }
        // ADD without S of a register shifted left by 0 to 3 places: one `lea`, which
        // leaves the host flags alone (`add r5, r1, r4, lsl #2`, an array's element).
        Shifter::RegImm {
            rm,
            kind: ShiftKind::Lsl,
            amount,
        } if adds_with_lea(dp) => {
            let hm = rc.operand(ops, rm, 1);
            let hn = rc.operand(ops, rn, 0);
            // Into Rd's cache register where it has one (after the operands: see `dest`).
            let to = rc.dest(ops, rd).unwrap_or(0);
            match amount {
                0 => asm!(ops; lea Rd(to), [Rq(hn) + Rq(hm)]),
                1 => asm!(ops; lea Rd(to), [Rq(hn) + Rq(hm) * 2]),
                2 => asm!(ops; lea Rd(to), [Rq(hn) + Rq(hm) * 4]),
                _ => asm!(ops; lea Rd(to), [Rq(hn) + Rq(hm) * 8]),
            }
            res = to;
            keeps = true;
            Carry::Unchanged
        }
        // ADD or SUB without S of an immediate: one `lea` too (`add r5, r2, #8`;
        // `subgt r2, r2, #10` in r2's cache register).
        Shifter::Imm { value, .. } if adds_with_lea(dp) => {
            let hn = rc.operand(ops, rn, 0);
            let to = rc.dest(ops, rd).unwrap_or(0);
            let d = match op {
                AluOp::Add => value as i32,
                _ => (value as i32).wrapping_neg(),
            };
            asm!(ops; lea Rd(to), [Rq(hn) + d]);
            res = to;
            keeps = true;
            Carry::Unchanged
        }
        // AND without S with 0xff: one `movzx`, which keeps the host flags.
        Shifter::Imm { .. } if zero_extends(dp) => {
            let hn = rc.operand(ops, rn, 0);
            let to = rc.dest(ops, rd).unwrap_or(0);
            emit_zero_extend_byte(ops, to, hn);
            res = to;
            keeps = true;
            Carry::Unchanged
        }
        // MOV without S of an immediate: into Rd's cache register, or into `Core`
        // alone where Rd is not cached in a conditional body (`store_imm`).
        Shifter::Imm { value, .. } if op == AluOp::Mov && !s && rd != PC => {
            rc.store_imm(ops, rd, value);
            return FlagEffect::Keeps;
        }
        // MOV or MVN without S of a register shifted by a register, with BMI2: shifted
        // into Rd's cache register.
        Shifter::RegReg { rm, kind, rs }
            if matches!(op, AluOp::Mov | AluOp::Mvn)
                && !s
                && rd != PC
                && super::tlb::host_has_bmi2() =>
        {
            let regs = shift_reg_operands(ops, rc, rm, rs, pc_read);
            let to = rc.dest(ops, rd).unwrap_or(0);
            emit_shift_reg_bmi2(ops, kind, regs, to);
            if op == AluOp::Mvn {
                asm!(ops; not Rd(to));
            }
            res = to;
            Carry::Unchanged
        }
        // MOV or MVN without S of a register shifted by an immediate: shifted in Rd's
        // cache register where it has one (`mov ebp, esi; shl ebp, 24`, or the shift
        // alone for Rd = Rm), not through `ecx`.
        Shifter::RegImm { rm, .. }
            if matches!(op, AluOp::Mov | AluOp::Mvn) && !s && rd != PC && rm != PC =>
        {
            let hm = rc.operand(ops, rm, 1);
            let to = rc.dest(ops, rd).unwrap_or(1);
            if to != hm {
                asm!(ops; mov Rd(to), Rd(hm));
            }
            emit_shift_imm_on(ops, op2, to);
            if op == AluOp::Mvn {
                asm!(ops; not Rd(to));
            }
            res = to;
            Carry::Unchanged
        }
        // An unshifted register operand is read where it is (its cache register), for
        // the operations that take it as it is; its carry-out is C unchanged.
        Shifter::RegImm {
            rm,
            kind: ShiftKind::Lsl,
            amount: 0,
        } if rm != PC && direct_operand(op) => {
            let hm = rc.operand(ops, rm, 1);
            if op.uses_rn() {
                load_reg(ops, rc, 0, rn, pc_read);
            }
            emit_op_reg(ops, op, hm, carry_in);
            Carry::Unchanged
        }
        // An immediate operand goes into the x86 operation itself (not RSB/RSC, whose
        // operand order needs it in a register).
        Shifter::Imm { value, carry } if !matches!(op, AluOp::Rsb | AluOp::Rsc) => {
            if op.uses_rn() {
                load_reg(ops, rc, 0, rn, pc_read);
            }
            emit_op_imm(ops, op, value, carry_in);
            carry.map_or(Carry::Unchanged, Carry::Const)
        }
        // A move of a shifted register is written from where the shifter left it.
        _ if matches!(op, AluOp::Mov | AluOp::Mvn) => {
            let (carry, at) = emit_shifter_anywhere(ops, rc, op2, pc_read, s);
            if op == AluOp::Mvn {
                asm!(ops; not Rd(at));
            }
            res = at;
            carry
        }
        _ => {
            assert!(
                carry_in.is_none(),
                "JIT: a carry from the host flags past a shift"
            );
            let carry = emit_shifter(ops, rc, op2, pc_read, s && op.is_logical());
            if op.uses_rn() {
                load_reg(ops, rc, 0, rn, pc_read);
            }
            emit_op(ops, op, None);
            carry
        }
    };
    let flags = match op {
        _ if !s => HostFlags::None,
        AluOp::Add | AluOp::Cmn | AluOp::Adc => HostFlags::Add,
        AluOp::Sub | AluOp::Cmp | AluOp::Sbc | AluOp::Rsb | AluOp::Rsc => HostFlags::Sub,
        _ => HostFlags::Logic,
    };
    // A logical operation's N, Z and C overwritten unread (`flags::overwritten_after`):
    // nothing stored, and the host flags left as the operation left them.
    let unread = s && flags == HostFlags::Logic && rc.flags_dead;
    if s && !unread {
        match flags {
            // Left in the host flags where the instruction allows (`flags::defers`).
            HostFlags::Add | HostFlags::Sub if rc.defer_flags => rc.unstored = Some(flags),
            HostFlags::Add | HostFlags::Sub => super::flags::emit_store(ops, flags),
            _ => {
                if !tested {
                    asm!(ops; test Rd(res), Rd(res));
                }
                asm!(ops
                    ; sets BYTE [state + off::N]
                    ; setz BYTE [state + off::Z]
                );
                match carry {
                    Carry::Unchanged => {}
                    Carry::Const(c) => asm!(ops; mov DWORD [state + off::C], c as i32),
                    Carry::InEdx => asm!(ops; mov DWORD [state + off::C], edx),
                }
            }
        }
    }
    if let Some((h, _)) = in_place {
        // Rd is neither the PC nor a test's: its cache register holds the result
        // (`store` from it moves nothing).
        rc.store(ops, rd, h);
    } else if !op.is_test() {
        if rd == PC && res != 0 {
            asm!(ops; mov eax, Rd(res));
        }
        match (rd == PC, pc_write) {
            (true, PcWrite::Interworks) => return FlagEffect::Clobbers,
            (true, PcWrite::Aligned { thumb }) => {
                asm!(ops; and eax, if thumb { !1 } else { !3 });
                rc.store(ops, rd, 0);
            }
            (false, _) => rc.store(ops, rd, res),
        }
    }
    let plain_operand = match *op2 {
        Shifter::Imm { .. } => true,
        Shifter::RegImm { kind, amount, .. } => kind == ShiftKind::Lsl && amount == 0,
        Shifter::RegReg { .. } => false,
    };
    if unread {
        FlagEffect::Clobbers
    } else if s {
        FlagEffect::Set(flags)
    } else if keeps || matches!(op, AluOp::Mov | AluOp::Mvn) && plain_operand && rd != PC {
        FlagEffect::Keeps
    } else {
        FlagEffect::Clobbers
    }
}

/// `Rd = Rd op operand` on Rd's cache register itself, where Rd (= Rn, not the PC) is
/// cached and the operand is an immediate or a register other than the PC (shifted by
/// an immediate: computed in `ecx` first): one x86 instruction (after the shift) instead
/// of a copy into `eax`, the operation and a copy back (`sub r3, r3, r6`, Thumb's `adds
/// r2, #1`, `orr r0, r0, r1, lsl #8`). Emits it and returns the cache register and the
/// shifter's carry-out (computed where `s` and a logical operation read it), or emits
/// nothing and returns `None`. The host flags it leaves are those the operation on `eax`
/// would leave. An ADC's or SBC's carry-in comes as `emit_carry_in` says.
fn emit_in_place(
    ops: &mut Ops,
    rc: &mut RegCache,
    (op, carry_in): (AluOp, Option<HostFlags>),
    (rd, rn): (Reg, Reg),
    op2: &Shifter,
    pc_read: u32,
    s: bool,
) -> Option<(u8, Carry)> {
    if rd != rn
        || rd == PC
        || !matches!(
            op,
            AluOp::And
                | AluOp::Eor
                | AluOp::Orr
                | AluOp::Add
                | AluOp::Adc
                | AluOp::Sub
                | AluOp::Sbc
                | AluOp::Bic
        )
    {
        return None;
    }
    match *op2 {
        Shifter::Imm { value, carry } => {
            let h = rc.host_of(rn)?;
            emit_op_imm_on(ops, op, h, value, carry_in);
            Some((h, carry.map_or(Carry::Unchanged, Carry::Const)))
        }
        Shifter::RegImm {
            rm,
            kind: ShiftKind::Lsl,
            amount: 0,
        } if rm != PC && op != AluOp::Bic => {
            // Rd first (marked as used), so that loading the operand does not replace
            // it; then checked again, in case the operand's load took its slot.
            rc.host_of(rn)?;
            let hm = rc.operand(ops, rm, 1);
            let h = rc.host_of(rn)?;
            emit_op_reg_on(ops, op, h, hm, carry_in);
            Some((h, Carry::Unchanged))
        }
        // (A shift by register in `ecx` only with BMI2: without it, `emit_shifter`
        // leaves the value in `eax` and copies it.)
        Shifter::RegImm { rm, .. } | Shifter::RegReg { rm, .. }
            if rm != PC
                && op != AluOp::Bic
                && (matches!(op2, Shifter::RegImm { .. })
                    || !(s && op.is_logical()) && super::tlb::host_has_bmi2()) =>
        {
            rc.host_of(rn)?;
            assert!(
                carry_in.is_none(),
                "JIT: a carry from the host flags past a shift"
            );
            let carry = emit_shifter(ops, rc, op2, pc_read, s && op.is_logical());
            // Rd was marked as used before the operand's load: still cached.
            let h = rc
                .host_of(rn)
                .expect("JIT: Rd's cache register lost to its operand");
            emit_op_reg_on(ops, op, h, 1, None);
            Some((h, carry))
        }
        _ => None,
    }
}

/// Shifts host register `h` in place as the shifter operand `op2` (a register shifted
/// by an immediate) says, without its carry-out (`emit_shifter_anywhere`'s forms on
/// `ecx`). Clobbers `edx` for RRX.
fn emit_shift_imm_on(ops: &mut Ops, op2: &Shifter, h: u8) {
    let Shifter::RegImm { kind, amount, .. } = *op2 else {
        unreachable!("JIT: a shift by an immediate expected");
    };
    let n = amount as i8;
    match (kind, amount) {
        (ShiftKind::Lsl, 0) => {}
        (ShiftKind::Lsl, _) => asm!(ops; shl Rd(h), n),
        (ShiftKind::Lsr, 0) => asm!(ops; xor Rd(h), Rd(h)),
        (ShiftKind::Lsr, _) => asm!(ops; shr Rd(h), n),
        (ShiftKind::Asr, 0) => asm!(ops; sar Rd(h), 31),
        (ShiftKind::Asr, _) => asm!(ops; sar Rd(h), n),
        (ShiftKind::Ror, 0) => asm!(ops
            ; movzx edx, BYTE [state + off::C]
            ; shr edx, 1
            ; rcr Rd(h), 1
        ),
        (ShiftKind::Ror, _) => asm!(ops; ror Rd(h), n),
    }
}

/// `to` = the low byte of host register `from`, zero-extended: one `movzx`, which
/// leaves the host flags alone. The byte registers are named, not numbered: `spl` to
/// `dil` need a REX prefix, without which the same numbers are `ah` to `bh`.
fn emit_zero_extend_byte(ops: &mut Ops, to: u8, from: u8) {
    match from {
        0 => asm!(ops; movzx Rd(to), al),
        1 => asm!(ops; movzx Rd(to), cl),
        2 => asm!(ops; movzx Rd(to), dl),
        3 => asm!(ops; movzx Rd(to), bl),
        5 => asm!(ops; movzx Rd(to), bpl),
        6 => asm!(ops; movzx Rd(to), sil),
        7 => asm!(ops; movzx Rd(to), dil),
        8 => asm!(ops; movzx Rd(to), r8b),
        9 => asm!(ops; movzx Rd(to), r9b),
        10 => asm!(ops; movzx Rd(to), r10b),
        11 => asm!(ops; movzx Rd(to), r11b),
        12 => asm!(ops; movzx Rd(to), r12b),
        13 => asm!(ops; movzx Rd(to), r13b),
        14 => asm!(ops; movzx Rd(to), r14b),
        15 => asm!(ops; movzx Rd(to), r15b),
        _ => unreachable!("JIT: rsp holds no guest value"),
    }
}

/// Sets the host carry flag to what an ADC's carry-in (C) or an SBC's or RSC's borrow
/// (!C) is before its x86 `adc` or `sbb`: from `Core`'s C, or from the host flags
/// where `carry_in` says they hold the guest's (`flags::host_carry`: as they are, or
/// complemented with `cmc`). Clobbers `r8` (from `Core`, for ADC). Nothing for the
/// other operations.
fn emit_carry_in(ops: &mut Ops, op: AluOp, carry_in: Option<HostFlags>) {
    match (op, carry_in) {
        (AluOp::Adc, None) => asm!(ops
            ; movzx r8d, BYTE [state + off::C]
            ; bt r8d, 0
        ),
        (AluOp::Sbc | AluOp::Rsc, None) => asm!(ops; cmp BYTE [state + off::C], 1),
        (AluOp::Adc, Some(HostFlags::Add)) | (AluOp::Sbc, Some(HostFlags::Sub)) => {}
        (AluOp::Adc, Some(HostFlags::Sub)) | (AluOp::Sbc, Some(HostFlags::Add)) => {
            asm!(ops; cmc)
        }
        (_, None) => {}
        (_, Some(k)) => unreachable!("JIT: a carry-in from host flags {k:?} for {op:?}"),
    }
}

/// `h = h op imm` (the operations `emit_in_place` takes).
fn emit_op_imm_on(ops: &mut Ops, op: AluOp, h: u8, imm: u32, carry_in: Option<HostFlags>) {
    let v = imm as i32;
    emit_carry_in(ops, op, carry_in);
    match op {
        AluOp::And => asm!(ops; and Rd(h), v),
        AluOp::Eor => asm!(ops; xor Rd(h), v),
        AluOp::Orr => asm!(ops; or Rd(h), v),
        AluOp::Bic => asm!(ops; and Rd(h), !v),
        AluOp::Add => asm!(ops; add Rd(h), v),
        AluOp::Adc => asm!(ops; adc Rd(h), v),
        AluOp::Sub => asm!(ops; sub Rd(h), v),
        AluOp::Sbc => asm!(ops; sbb Rd(h), v),
        _ => unreachable!("JIT: {op:?} is not done in place"),
    }
}

/// `h = h op hm` (the operations `emit_in_place` takes, but BIC).
fn emit_op_reg_on(ops: &mut Ops, op: AluOp, h: u8, hm: u8, carry_in: Option<HostFlags>) {
    emit_carry_in(ops, op, carry_in);
    match op {
        AluOp::And => asm!(ops; and Rd(h), Rd(hm)),
        AluOp::Eor => asm!(ops; xor Rd(h), Rd(hm)),
        AluOp::Orr => asm!(ops; or Rd(h), Rd(hm)),
        AluOp::Add => asm!(ops; add Rd(h), Rd(hm)),
        AluOp::Adc => asm!(ops; adc Rd(h), Rd(hm)),
        AluOp::Sub => asm!(ops; sub Rd(h), Rd(hm)),
        AluOp::Sbc => asm!(ops; sbb Rd(h), Rd(hm)),
        _ => unreachable!("JIT: {op:?} is not done in place"),
    }
}

/// The operation itself: `eax` = Rn (loaded when used) op `ecx` (the shifter operand),
/// leaving the host flags of an arithmetic operation for the caller; an ADC's or SBC's
/// carry-in as `emit_carry_in` says.
fn emit_op(ops: &mut Ops, op: AluOp, carry_in: Option<HostFlags>) {
    match op {
        AluOp::And | AluOp::Tst => asm!(ops; and eax, ecx),
        AluOp::Eor | AluOp::Teq => asm!(ops; xor eax, ecx),
        AluOp::Orr => asm!(ops; or eax, ecx),
        AluOp::Bic => asm!(ops; not ecx; and eax, ecx),
        AluOp::Mov => asm!(ops; mov eax, ecx),
        AluOp::Mvn => asm!(ops; mov eax, ecx; not eax),
        AluOp::Add | AluOp::Cmn => asm!(ops; add eax, ecx),
        AluOp::Adc => {
            emit_carry_in(ops, op, carry_in);
            asm!(ops; adc eax, ecx);
        }
        AluOp::Sub | AluOp::Cmp => asm!(ops; sub eax, ecx),
        AluOp::Sbc => {
            emit_carry_in(ops, op, carry_in);
            asm!(ops; sbb eax, ecx);
        }
        AluOp::Rsb => asm!(ops; xchg eax, ecx; sub eax, ecx),
        AluOp::Rsc => {
            asm!(ops; xchg eax, ecx);
            emit_carry_in(ops, op, carry_in);
            asm!(ops; sbb eax, ecx);
        }
    }
}

/// Whether `emit_op_reg` does `op`.
fn direct_operand(op: AluOp) -> bool {
    !matches!(op, AluOp::Bic | AluOp::Mvn | AluOp::Rsb | AluOp::Rsc)
}

/// `emit_op` with the second operand in host register `h` (through `ecx` for the
/// operations `direct_operand` leaves out).
fn emit_op_reg(ops: &mut Ops, op: AluOp, h: u8, carry_in: Option<HostFlags>) {
    match op {
        AluOp::And | AluOp::Tst => asm!(ops; and eax, Rd(h)),
        AluOp::Eor | AluOp::Teq => asm!(ops; xor eax, Rd(h)),
        AluOp::Orr => asm!(ops; or eax, Rd(h)),
        AluOp::Mov => asm!(ops; mov eax, Rd(h)),
        AluOp::Add | AluOp::Cmn => asm!(ops; add eax, Rd(h)),
        AluOp::Adc => {
            emit_carry_in(ops, op, carry_in);
            asm!(ops; adc eax, Rd(h));
        }
        AluOp::Sub | AluOp::Cmp => asm!(ops; sub eax, Rd(h)),
        AluOp::Sbc => {
            emit_carry_in(ops, op, carry_in);
            asm!(ops; sbb eax, Rd(h));
        }
        AluOp::Bic | AluOp::Mvn | AluOp::Rsb | AluOp::Rsc => {
            asm!(ops; mov ecx, Rd(h));
            emit_op(ops, op, carry_in);
        }
    }
}

/// `emit_op` with the immediate `imm` as the second operand (not RSB/RSC).
fn emit_op_imm(ops: &mut Ops, op: AluOp, imm: u32, carry_in: Option<HostFlags>) {
    let v = imm as i32;
    match op {
        AluOp::And | AluOp::Tst => asm!(ops; and eax, v),
        AluOp::Eor | AluOp::Teq => asm!(ops; xor eax, v),
        AluOp::Orr => asm!(ops; or eax, v),
        AluOp::Bic => asm!(ops; and eax, !v),
        AluOp::Mov => asm!(ops; mov eax, v),
        AluOp::Mvn => asm!(ops; mov eax, !v),
        AluOp::Add | AluOp::Cmn => asm!(ops; add eax, v),
        AluOp::Adc => {
            emit_carry_in(ops, op, carry_in);
            asm!(ops; adc eax, v);
        }
        AluOp::Sub | AluOp::Cmp => asm!(ops; sub eax, v),
        AluOp::Sbc => {
            emit_carry_in(ops, op, carry_in);
            asm!(ops; sbb eax, v);
        }
        AluOp::Rsb | AluOp::Rsc => {
            asm!(ops; mov ecx, v);
            emit_op(ops, op, carry_in);
        }
    }
}

/// The result of a data-processing operation into `eax`, no flags set, nothing written
/// (for the exception return, `MOVS PC, ...`). Clobbers `ecx`, `edx`, `r8`.
pub fn emit_alu_value(
    ops: &mut Ops,
    rc: &mut RegCache,
    op: AluOp,
    rn: Reg,
    op2: &Shifter,
    pc_read: u32,
) {
    emit_shifter(ops, rc, op2, pc_read, false);
    if op.uses_rn() {
        load_reg(ops, rc, 0, rn, pc_read);
    }
    emit_op(ops, op, None);
}

/// Thumb-2's ORN Rd, Rn, <shifter> (`Op::Orn`, the interpreter's `alu::orn`): Rd = Rn OR
/// NOT shifter; with S, N and Z from the result and C from the shifter. Rd is not the
/// PC (UNPREDICTABLE: the caller leaves it to the escape hatch). Returns what its code
/// does to the host flags (`emit_alu`).
pub fn emit_orn(ops: &mut Ops, rc: &mut RegCache, dp: &DataProc, pc_read: u32) -> FlagEffect {
    let carry = emit_shifter(ops, rc, &dp.op2, pc_read, dp.s);
    load_reg(ops, rc, 0, dp.rn, pc_read);
    asm!(ops
        ; not ecx
        ; or eax, ecx
    );
    if dp.s {
        asm!(ops
            ; test eax, eax
            ; sets BYTE [state + off::N]
            ; setz BYTE [state + off::Z]
        );
        match carry {
            Carry::Unchanged => {}
            Carry::Const(c) => asm!(ops; mov DWORD [state + off::C], c as i32),
            Carry::InEdx => asm!(ops; mov DWORD [state + off::C], edx),
        }
    }
    rc.store(ops, dp.rd, 0);
    if dp.s {
        FlagEffect::Set(HostFlags::Logic)
    } else {
        FlagEffect::Clobbers
    }
}

//! VFP instructions computed in generated code where the host's SSE arithmetic gives
//! the guest's result and flags bit for bit; everything else (and every operand or
//! mode where that is not certain) jumps to the instruction's slow path, the call of
//! the interpreter's semantics (`vfp::emit_exec`), before anything is written.
//!
//! When SSE and the Arm ARM's softfloat agree. For add, subtract, multiply, divide,
//! square root and the conversions, IEEE 754 fixes the rounded result in
//! round-to-nearest-even; the two differ only in what this module never lets through:
//! - NaN results (which NaN propagates, default NaN, IOC), infinite results (overflow,
//!   division by zero) and results with a biased exponent of 0 or 1 (zero, denormal,
//!   or the smallest normal, which may have been tiny before rounding: Arm detects
//!   tininess before rounding, x86 after), each by a test of the result's exponent;
//! - FPSCR.FZ set (denormal inputs flushed with IDC) and a rounding mode other than
//!   round-to-nearest: the fast path needs FZ and RMode clear;
//! - the inexact flag: SSE's is not read, so an operation that may be inexact runs
//!   natively only once FPSCR.IXC is set already (it is sticky: the guest's first
//!   inexact operation sets it through the slow path, and it stays set until the guest
//!   writes FPSCR).
//!
//! The multiply-accumulate forms (VMLA, VMLS, VNMLA, VNMLS) are, as in QEMU 7.2, a
//! product rounded and then a sum rounded: both results are tested. Negations are sign
//! flips of a rounded result, exact in round-to-nearest. VABS, VNEG, VMOV, the moves to
//! and from core registers, VMRS and the conversion from a 32-bit integer to double
//! precision are exact whatever the modes. VLDR/VSTR and VLDM/VSTM run natively when
//! the whole transfer lies in one page the TLB maps (the inline probe, word alignment
//! required as VFP requires it).

use arm::insn::{BlockMode, Reg, VReg, Vfp, VfpCvt, VfpOp2, VfpOp3, PC};
use arm::mmu::AccessKind;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::regcache::RegCache;
use super::tlb::{emit_tlb_probe, tlb_for, ProbeAddr};
use super::{asm, off, Ops};

/// FPSCR bits the fast paths read.
const FPSCR_FZ: u32 = 1 << 24;
const FPSCR_RMODE: u32 = 3 << 22;
const FPSCR_IXC: u32 = 1 << 4;
/// VMRS/VMSR's number of FPSCR.
const REG_FPSCR: u8 = 1;

/// Whether `emit` has a native form of `v` (it may still take the slow path at run
/// time). Fused multiply-adds, the fixed-point, half-precision and unsigned-result
/// conversions, VMSR and the moves that write r15 stay with the interpreter.
pub fn supported(v: &Vfp) -> bool {
    match *v {
        Vfp::Op3 { op, .. } => {
            !matches!(op, VfpOp3::Fma | VfpOp3::Fms | VfpOp3::Fnma | VfpOp3::Fnms)
        }
        Vfp::Op2 { .. } | Vfp::MovImm { .. } | Vfp::Cmp { .. } => true,
        Vfp::Cvt { kind, .. } => matches!(
            kind,
            VfpCvt::Precision | VfpCvt::FromInt { .. } | VfpCvt::ToInt { signed: true, .. }
        ),
        Vfp::MovCore { to_core, rt, .. } | Vfp::MovScalar { to_core, rt, .. } => {
            !to_core || rt != PC
        }
        Vfp::MovCore2 {
            to_core, rt, rt2, ..
        } => !to_core || rt != PC && rt2 != PC,
        // VMRS of FPSCR (to r15: APSR_nzcv).
        Vfp::Sys { to_core, reg, .. } => to_core && reg == REG_FPSCR,
        Vfp::Mem { .. } => true,
        Vfp::Block {
            writeback,
            rn,
            mode,
            ..
        } => !(writeback && rn == PC) && matches!(mode, BlockMode::Ia | BlockMode::Db),
    }
}

/// Offset of single-precision register Sn (the low word of D(n/2) for even n: the
/// host is little-endian).
fn s_off(n: u8) -> i32 {
    off::VFP_D + 4 * i32::from(n)
}

/// Offset of double-precision register Dn.
fn d_off(n: u8) -> i32 {
    off::VFP_D + 8 * i32::from(n)
}

fn reg_off(r: VReg) -> i32 {
    if r.double {
        d_off(r.n)
    } else {
        s_off(r.n)
    }
}

/// Jumps to `slow` unless FZ and RMode are clear and, with `inexact` (the operation may
/// round), IXC is set. Clobbers `eax`.
fn emit_mode_check(ops: &mut Ops, inexact: bool, slow: DynamicLabel) {
    let (mask, want) = if inexact {
        (FPSCR_FZ | FPSCR_RMODE | FPSCR_IXC, FPSCR_IXC)
    } else {
        (FPSCR_FZ | FPSCR_RMODE, 0)
    };
    asm!(ops
        ; mov eax, DWORD [state + off::FPSCR]
        ; and eax, mask as i32
        ; cmp eax, want as i32
        ; jne =>slow
    );
}

/// Moves the result in `xmm0` to `eax`/`rax` and jumps to `slow` unless its biased
/// exponent lies in 2..=max-1 (see the module comment). Clobbers `ecx`.
fn emit_result_check(ops: &mut Ops, double: bool, slow: DynamicLabel) {
    if double {
        asm!(ops
            ; movq rax, xmm0
            ; lea rcx, [rax + rax]
            ; shr rcx, 53
            ; sub ecx, 2
            ; cmp ecx, 2044
            ; ja =>slow
        );
    } else {
        asm!(ops
            ; movd eax, xmm0
            ; lea ecx, [rax + rax]
            ; shr ecx, 24
            ; sub ecx, 2
            ; cmp ecx, 252
            ; ja =>slow
        );
    }
}

/// Stores `eax`/`rax` to `r`, with its sign flipped when `negate`.
fn emit_store(ops: &mut Ops, r: VReg, negate: bool) {
    let at = reg_off(r);
    if r.double {
        if negate {
            asm!(ops
                ; btc rax, 63
            );
        }
        asm!(ops; mov QWORD [state + at], rax);
    } else {
        if negate {
            asm!(ops; xor eax, i32::MIN);
        }
        asm!(ops; mov DWORD [state + at], eax);
    }
}

/// The basic operations SSE has.
#[derive(Clone, Copy)]
enum Arith {
    Add,
    Sub,
    Mul,
    Div,
}

/// `xmm0` = `xmm0` op (the register at `src`, or `xmm1` when `src` is None).
fn emit_arith(ops: &mut Ops, a: Arith, double: bool, src: Option<i32>) {
    match (double, src) {
        (false, Some(m)) => match a {
            Arith::Add => asm!(ops; addss xmm0, DWORD [state + m]),
            Arith::Sub => asm!(ops; subss xmm0, DWORD [state + m]),
            Arith::Mul => asm!(ops; mulss xmm0, DWORD [state + m]),
            Arith::Div => asm!(ops; divss xmm0, DWORD [state + m]),
        },
        (true, Some(m)) => match a {
            Arith::Add => asm!(ops; addsd xmm0, QWORD [state + m]),
            Arith::Sub => asm!(ops; subsd xmm0, QWORD [state + m]),
            Arith::Mul => asm!(ops; mulsd xmm0, QWORD [state + m]),
            Arith::Div => asm!(ops; divsd xmm0, QWORD [state + m]),
        },
        (false, None) => match a {
            Arith::Add => asm!(ops; addss xmm0, xmm1),
            Arith::Sub => asm!(ops; subss xmm0, xmm1),
            Arith::Mul => asm!(ops; mulss xmm0, xmm1),
            Arith::Div => asm!(ops; divss xmm0, xmm1),
        },
        (true, None) => match a {
            Arith::Add => asm!(ops; addsd xmm0, xmm1),
            Arith::Sub => asm!(ops; subsd xmm0, xmm1),
            Arith::Mul => asm!(ops; mulsd xmm0, xmm1),
            Arith::Div => asm!(ops; divsd xmm0, xmm1),
        },
    }
}

/// `xmm` (0 or 1) = the register at `at`.
fn emit_load_x(ops: &mut Ops, xmm: u8, double: bool, at: i32) {
    match (xmm, double) {
        (0, false) => asm!(ops; movss xmm0, DWORD [state + at]),
        (0, true) => asm!(ops; movsd xmm0, QWORD [state + at]),
        (_, false) => asm!(ops; movss xmm1, DWORD [state + at]),
        (_, true) => asm!(ops; movsd xmm1, QWORD [state + at]),
    }
}

/// Emits `v` natively (`supported(v)`), jumping to `slow` (before anything is written)
/// where the interpreter must run it. Core registers go through `rc`; `pc_read` is the
/// value a PC operand reads; `user` selects the TLB of memory accesses. Clobbers `rax`,
/// `rcx`, `rdx`, `r13`, `xmm0`, `xmm1` and the host flags.
pub fn emit(
    ops: &mut Ops,
    rc: &mut RegCache,
    v: &Vfp,
    (pc_read, user): (u32, bool),
    slow: DynamicLabel,
) {
    match *v {
        Vfp::Op3 { op, vd, vn, vm } => emit_op3(ops, op, (vd, vn, vm), slow),
        Vfp::Op2 { op, vd, vm } => emit_op2(ops, op, vd, vm, slow),
        Vfp::MovImm { vd, bits } => {
            if vd.double {
                asm!(ops
                    ; mov rax, QWORD bits as i64
                    ; mov QWORD [state + d_off(vd.n)], rax
                );
            } else {
                asm!(ops; mov DWORD [state + s_off(vd.n)], bits as u32 as i32);
            }
        }
        Vfp::Cmp { vd, vm, .. } => emit_cmp(ops, vd, vm, slow),
        Vfp::Cvt { kind, vd, vm } => emit_cvt(ops, kind, vd, vm, slow),
        Vfp::MovCore { to_core, rt, sn } => emit_move_core(ops, rc, to_core, rt, sn, pc_read),
        Vfp::MovScalar {
            to_core,
            rt,
            dn,
            index,
        } => emit_move_core(ops, rc, to_core, rt, dn * 2 + index, pc_read),
        Vfp::MovCore2 {
            to_core,
            rt,
            rt2,
            vm,
        } => {
            // The two words: Dm's halves, or Sm and Sm+1.
            let (lo, hi) = if vm.double {
                (d_off(vm.n), d_off(vm.n) + 4)
            } else {
                (s_off(vm.n), s_off(vm.n + 1))
            };
            if to_core {
                // The interpreter writes Rt, then Rt2 (the second wins where they are
                // the same register, UNPREDICTABLE).
                asm!(ops; mov eax, DWORD [state + lo]);
                rc.store(ops, rt, 0);
                asm!(ops; mov eax, DWORD [state + hi]);
                rc.store(ops, rt2, 0);
            } else {
                rc.load(ops, 0, rt, pc_read);
                asm!(ops; mov DWORD [state + lo], eax);
                rc.load(ops, 0, rt2, pc_read);
                asm!(ops; mov DWORD [state + hi], eax);
            }
        }
        Vfp::Sys { rt, .. } => {
            asm!(ops; mov eax, DWORD [state + off::FPSCR]);
            if rt == PC {
                // VMRS APSR_nzcv, FPSCR: N, Z, C, V from bits 31-28.
                for (bit, at) in [(31, off::N), (30, off::Z), (29, off::C), (28, off::V)] {
                    asm!(ops
                        ; mov ecx, eax
                        ; shr ecx, bit
                        ; and ecx, 1
                        ; mov DWORD [state + at], ecx
                    );
                }
            } else {
                rc.store(ops, rt, 0);
            }
        }
        Vfp::Mem {
            load,
            vd,
            rn,
            up,
            imm,
        } => {
            let imm = if up {
                imm as i32
            } else {
                (imm as i32).wrapping_neg()
            };
            emit_base(ops, rc, rn, pc_read);
            asm!(ops; lea r13d, [rcx + imm]);
            let bytes = if vd.double { 8 } else { 4 };
            emit_span_probe(ops, load, user, bytes, slow);
            emit_copy(ops, load, vd, 1);
        }
        Vfp::Block {
            load,
            mode,
            writeback,
            rn,
            vd,
            count,
            words,
        } => {
            let span = 4 * i32::from(words);
            emit_base(ops, rc, rn, pc_read);
            let first = if mode == BlockMode::Db { -span } else { 0 };
            asm!(ops; lea r13d, [rcx + first]);
            emit_span_probe(ops, load, user, span as u32, slow);
            emit_copy(ops, load, vd, count);
            if writeback {
                let after = if mode == BlockMode::Db { -span } else { span };
                // The base again (the probe clobbered `rcx`): r13d is base + first.
                asm!(ops; lea ecx, [r13 + (after - first)]);
                rc.store(ops, rn, 1);
            }
        }
    }
}

fn emit_op3(ops: &mut Ops, op: VfpOp3, (vd, vn, vm): (VReg, VReg, VReg), slow: DynamicLabel) {
    let double = vd.double;
    emit_mode_check(ops, true, slow);
    emit_load_x(ops, 0, double, reg_off(vn));
    let (first, negate) = match op {
        VfpOp3::Add => (Arith::Add, false),
        VfpOp3::Sub => (Arith::Sub, false),
        VfpOp3::Div => (Arith::Div, false),
        VfpOp3::Nmul => (Arith::Mul, true),
        _ => (Arith::Mul, false),
    };
    emit_arith(ops, first, double, Some(reg_off(vm)));
    emit_result_check(ops, double, slow);
    // The accumulating forms: the product (in xmm0, tested) with Vd.
    let acc = match op {
        // Vd + p.
        VfpOp3::Mla => Some((Arith::Add, false, false)),
        // Vd - p.
        VfpOp3::Mls => Some((Arith::Sub, false, false)),
        // -(Vd + p).
        VfpOp3::Nmla => Some((Arith::Add, false, true)),
        // p - Vd.
        VfpOp3::Nmls => Some((Arith::Sub, true, false)),
        _ => None,
    };
    let negate = match acc {
        None => negate,
        Some((a, product_first, negate_sum)) => {
            if product_first {
                // xmm0 = p, xmm1 = Vd.
                emit_load_x(ops, 1, double, reg_off(vd));
            } else {
                // xmm0 = Vd, xmm1 = p.
                asm!(ops; movaps xmm1, xmm0);
                emit_load_x(ops, 0, double, reg_off(vd));
            }
            emit_arith(ops, a, double, None);
            emit_result_check(ops, double, slow);
            negate_sum
        }
    };
    emit_store(ops, vd, negate);
}

fn emit_op2(ops: &mut Ops, op: VfpOp2, vd: VReg, vm: VReg, slow: DynamicLabel) {
    let (from, to) = (reg_off(vm), reg_off(vd));
    match (op, vd.double) {
        (VfpOp2::Sqrt, double) => {
            emit_mode_check(ops, true, slow);
            if double {
                asm!(ops; sqrtsd xmm0, QWORD [state + from]);
            } else {
                asm!(ops; sqrtss xmm0, DWORD [state + from]);
            }
            emit_result_check(ops, double, slow);
            emit_store(ops, vd, false);
        }
        (_, true) => {
            asm!(ops; mov rax, QWORD [state + from]);
            match op {
                VfpOp2::Abs => asm!(ops; btr rax, 63),
                VfpOp2::Neg => asm!(ops; btc rax, 63),
                _ => {}
            }
            asm!(ops; mov QWORD [state + to], rax);
        }
        (_, false) => {
            asm!(ops; mov eax, DWORD [state + from]);
            match op {
                VfpOp2::Abs => asm!(ops; and eax, i32::MAX),
                VfpOp2::Neg => asm!(ops; xor eax, i32::MIN),
                _ => {}
            }
            asm!(ops; mov DWORD [state + to], eax);
        }
    }
}

/// VCMP/VCMPE: ordered operands compare exactly and signal nothing (FZ clear); an
/// unordered pair (a NaN) takes the slow path (IOC, and which NaNs signal).
fn emit_cmp(ops: &mut Ops, vd: VReg, vm: Option<VReg>, slow: DynamicLabel) {
    let double = vd.double;
    emit_mode_check(ops, false, slow);
    emit_load_x(ops, 0, double, reg_off(vd));
    match (vm, double) {
        (Some(m), false) => asm!(ops; ucomiss xmm0, DWORD [state + reg_off(m)]),
        (Some(m), true) => asm!(ops; ucomisd xmm0, QWORD [state + reg_off(m)]),
        (None, false) => asm!(ops; xorps xmm1, xmm1; ucomiss xmm0, xmm1),
        (None, true) => asm!(ops; xorps xmm1, xmm1; ucomisd xmm0, xmm1),
    }
    // NZCV: equal 0110, less 1000, greater 0010 (`mov` keeps the host flags).
    asm!(ops
        ; jp =>slow
        ; mov eax, 0x6 << 28
        ; je >set
        ; mov eax, i32::MIN
        ; jb >set
        ; mov eax, 0x2 << 28
        ; set:
        ; mov ecx, DWORD [state + off::FPSCR]
        ; and ecx, 0x0fff_ffff
        ; or ecx, eax
        ; mov DWORD [state + off::FPSCR], ecx
    );
}

fn emit_cvt(ops: &mut Ops, kind: VfpCvt, vd: VReg, vm: VReg, slow: DynamicLabel) {
    let (from, to) = (reg_off(vm), reg_off(vd));
    match kind {
        // To double precision: exact, no flags.
        VfpCvt::FromInt { signed } if vd.double => {
            if signed {
                asm!(ops; cvtsi2sd xmm0, DWORD [state + from]);
            } else {
                asm!(ops
                    ; mov eax, DWORD [state + from]
                    ; cvtsi2sd xmm0, rax
                );
            }
            asm!(ops; movsd QWORD [state + to], xmm0);
        }
        // To single precision: rounded (a nonzero integer is never tiny).
        VfpCvt::FromInt { signed } => {
            emit_mode_check(ops, true, slow);
            if signed {
                asm!(ops; cvtsi2ss xmm0, DWORD [state + from]);
            } else {
                asm!(ops
                    ; mov eax, DWORD [state + from]
                    ; cvtsi2ss xmm0, rax
                );
            }
            asm!(ops; movss DWORD [state + to], xmm0);
        }
        // Single to double: exact for every non-NaN, non-infinite operand (FZ clear).
        VfpCvt::Precision if vd.double => {
            emit_mode_check(ops, false, slow);
            asm!(ops
                ; mov eax, DWORD [state + from]
                ; not eax
                ; test eax, 0x7f80_0000
                ; jz =>slow
                ; cvtss2sd xmm0, DWORD [state + from]
                ; movsd QWORD [state + to], xmm0
            );
        }
        VfpCvt::Precision => {
            emit_mode_check(ops, true, slow);
            asm!(ops; cvtsd2ss xmm0, QWORD [state + from]);
            emit_result_check(ops, false, slow);
            emit_store(ops, vd, false);
        }
        // To a signed 32-bit integer: x86's out-of-range answer (0x80000000, also for
        // a NaN) takes the slow path, which saturates as Arm does.
        VfpCvt::ToInt { round_zero, .. } => {
            emit_mode_check(ops, true, slow);
            match (vm.double, round_zero) {
                (true, true) => asm!(ops; cvttsd2si eax, QWORD [state + from]),
                (true, false) => asm!(ops; cvtsd2si eax, QWORD [state + from]),
                (false, true) => asm!(ops; cvttss2si eax, DWORD [state + from]),
                (false, false) => asm!(ops; cvtss2si eax, DWORD [state + from]),
            }
            asm!(ops
                ; cmp eax, i32::MIN
                ; je =>slow
                ; mov DWORD [state + to], eax
            );
        }
        _ => unreachable!("emit_cvt of an unsupported conversion"),
    }
}

/// VMOV between core register `rt` and single-precision register `sn`.
fn emit_move_core(ops: &mut Ops, rc: &mut RegCache, to_core: bool, rt: Reg, sn: u8, pc_read: u32) {
    if to_core {
        asm!(ops; mov eax, DWORD [state + s_off(sn)]);
        rc.store(ops, rt, 0);
    } else {
        rc.load(ops, 0, rt, pc_read);
        asm!(ops; mov DWORD [state + s_off(sn)], eax);
    }
}

/// `ecx` = the base of a VFP load or store (a PC base reads word-aligned).
fn emit_base(ops: &mut Ops, rc: &mut RegCache, rn: Reg, pc_read: u32) {
    rc.load(ops, 1, rn, pc_read & !3);
}

/// The TLB probe of the transfer of `bytes` bytes from the address in `r13d`: word
/// alignment (VFP requires it whatever SCTLR.A says), every byte in the page, a hit.
/// Leaves the host address in `rax` + `r13`. Clobbers `rax`, `rdx`, `ecx`.
fn emit_span_probe(ops: &mut Ops, load: bool, user: bool, bytes: u32, slow: DynamicLabel) {
    let kind = if load {
        AccessKind::Read
    } else {
        AccessKind::Write
    };
    asm!(ops
        ; mov ecx, r13d
        ; and ecx, 0xfff
        ; cmp ecx, (0x1000 - bytes) as i32
        ; ja =>slow
    );
    emit_tlb_probe(ops, ProbeAddr::Reg(13), tlb_for(user, kind), 3, slow);
}

/// Copies `count` registers from `vd` on between the VFP registers and the host
/// address `rax` + `r13`.
fn emit_copy(ops: &mut Ops, load: bool, vd: VReg, count: u8) {
    for i in 0..count {
        let r = VReg {
            double: vd.double,
            n: vd.n + i,
        };
        let at = reg_off(r);
        let mem = i32::from(i) * if vd.double { 8 } else { 4 };
        match (load, vd.double) {
            (true, true) => asm!(ops
                ; mov rcx, QWORD [rax + r13 + mem]
                ; mov QWORD [state + at], rcx
            ),
            (true, false) => asm!(ops
                ; mov ecx, DWORD [rax + r13 + mem]
                ; mov DWORD [state + at], ecx
            ),
            (false, true) => asm!(ops
                ; mov rcx, QWORD [state + at]
                ; mov QWORD [rax + r13 + mem], rcx
            ),
            (false, false) => asm!(ops
                ; mov ecx, DWORD [state + at]
                ; mov DWORD [rax + r13 + mem], ecx
            ),
        }
    }
}

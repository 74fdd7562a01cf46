//! The disassembly of VFP instructions ([`Op::Vfp`]), as GNU objdump 2.40 spells them
//! for ARM and Thumb-2 (`arm-linux-gnueabihf-objdump -d`): the same text in both states
//! but for the condition, which a Thumb-2 VFP instruction only has inside an IT block.
//!
//! Deliberate differences from objdump, all checked by `tests/objdump_vfp.rs`:
//! - objdump's trailing `@` comments (a VMOV immediate's value, a literal's address,
//!   `Deprecated` after FLDMX/FSTMX, `Impl def`) are left out;
//! - a word the decoder makes UNDEFINED because QEMU 7.2 rejects it for the Cortex-A15
//!   with neon=off (VCMP #0.0 with a non-zero Vm, an empty or overlong VLDM/VSTM list,
//!   VLDM/VSTM writing back to PC, Advanced SIMD, half precision with doubles, ARMv8 and
//!   M-profile encodings) reads as the disassembler's `udf`, where objdump decodes it;
//! - Thumb-2 VLDMIA PC, {list} without writeback (UNPREDICTABLE, run by QEMU from
//!   Align(PC, 4)) reads as such, where objdump reads the M-profile VSCCLRM.
//!
//! [`Op::Vfp`]: crate::insn::Op::Vfp

use crate::disasm::{cond_suffix, reg_name, Text};
use crate::insn::{BlockMode, Cond, VReg, Vfp, VfpCvt, VfpOp2, VfpOp3};

/// `s3` / `d17`.
fn vreg(r: VReg) -> String {
    format!("{}{}", if r.double { 'd' } else { 's' }, r.n)
}

/// `.f32` / `.f64`: the type suffix of a register's precision.
fn ftype(r: VReg) -> &'static str {
    if r.double {
        ".f64"
    } else {
        ".f32"
    }
}

fn text(mnemonic: String, operands: String) -> Text {
    Text { mnemonic, operands }
}

fn op3_name(op: VfpOp3) -> &'static str {
    match op {
        VfpOp3::Add => "vadd",
        VfpOp3::Sub => "vsub",
        VfpOp3::Mul => "vmul",
        VfpOp3::Nmul => "vnmul",
        VfpOp3::Div => "vdiv",
        VfpOp3::Mla => "vmla",
        VfpOp3::Mls => "vmls",
        VfpOp3::Nmla => "vnmla",
        VfpOp3::Nmls => "vnmls",
        VfpOp3::Fma => "vfma",
        VfpOp3::Fms => "vfms",
        VfpOp3::Fnma => "vfnma",
        VfpOp3::Fnms => "vfnms",
    }
}

fn op2_name(op: VfpOp2) -> &'static str {
    match op {
        VfpOp2::Mov => "vmov",
        VfpOp2::Abs => "vabs",
        VfpOp2::Neg => "vneg",
        VfpOp2::Sqrt => "vsqrt",
    }
}

/// The VFP system registers by their VMRS/VMSR number.
fn sys_reg_name(reg: u8) -> String {
    match reg {
        0 => "fpsid".into(),
        1 => "fpscr".into(),
        6 => "mvfr1".into(),
        7 => "mvfr0".into(),
        8 => "fpexc".into(),
        // The decoder makes no other register; spelled as a number should one come.
        n => format!("<reg{n}>"),
    }
}

/// The 8-bit immediate of VMOV Vd, #imm back from the expanded constant (objdump
/// prints the encoding's imm8): a (the sign), b (the exponent's second bit) and
/// cdefgh (the exponent's low two bits and the fraction's top four).
fn vmov_imm8(bits: u64, double: bool) -> u64 {
    if double {
        (bits >> 63) << 7 | (bits >> 61 & 1) << 6 | (bits >> 48 & 0x3f)
    } else {
        (bits >> 31 & 1) << 7 | (bits >> 29 & 1) << 6 | (bits >> 19 & 0x3f)
    }
}

/// `{d8}` / `{s16-s31}`.
fn reg_list(first: VReg, count: u8) -> String {
    let last = VReg {
        n: first.n + count - 1,
        ..first
    };
    if count == 1 {
        format!("{{{}}}", vreg(first))
    } else {
        format!("{{{}-{}}}", vreg(first), vreg(last))
    }
}

fn cvt_text(kind: VfpCvt, vd: VReg, vm: VReg, c: &str) -> Text {
    let int = |signed: bool, size: u8| format!(".{}{size}", if signed { 's' } else { 'u' });
    let regs = format!("{}, {}", vreg(vd), vreg(vm));
    match kind {
        VfpCvt::Precision => text(format!("vcvt{c}{}{}", ftype(vd), ftype(vm)), regs),
        VfpCvt::FromInt { signed } => {
            text(format!("vcvt{c}{}{}", ftype(vd), int(signed, 32)), regs)
        }
        VfpCvt::ToInt { signed, round_zero } => {
            let r = if round_zero { "" } else { "r" };
            text(format!("vcvt{r}{c}{}{}", int(signed, 32), ftype(vm)), regs)
        }
        VfpCvt::Fixed {
            to_fixed,
            signed,
            size,
            frac_bits,
        } => {
            let (to, from) = if to_fixed {
                (int(signed, size), ftype(vd).to_string())
            } else {
                (ftype(vd).to_string(), int(signed, size))
            };
            text(
                format!("vcvt{c}{to}{from}"),
                format!("{regs}, #{frac_bits}"),
            )
        }
        VfpCvt::Half { to_half, top } => {
            let bt = if top { 't' } else { 'b' };
            let types = if to_half { ".f16.f32" } else { ".f32.f16" };
            text(format!("vcvt{bt}{c}{types}"), regs)
        }
    }
}

/// The disassembly of a VFP instruction with condition `cond` (`Al` for Thumb-2 outside
/// an IT block).
pub fn vfp(v: &Vfp, cond: Cond) -> Text {
    let c = cond_suffix(cond);
    match *v {
        Vfp::Op3 { op, vd, vn, vm } => text(
            format!("{}{c}{}", op3_name(op), ftype(vd)),
            format!("{}, {}, {}", vreg(vd), vreg(vn), vreg(vm)),
        ),
        Vfp::Op2 { op, vd, vm } => text(
            format!("{}{c}{}", op2_name(op), ftype(vd)),
            format!("{}, {}", vreg(vd), vreg(vm)),
        ),
        Vfp::MovImm { vd, bits } => text(
            format!("vmov{c}{}", ftype(vd)),
            format!("{}, #{}", vreg(vd), vmov_imm8(bits, vd.double)),
        ),
        Vfp::Cmp { e, vd, vm } => text(
            format!("vcmp{}{c}{}", if e { "e" } else { "" }, ftype(vd)),
            match vm {
                Some(vm) => format!("{}, {}", vreg(vd), vreg(vm)),
                None => format!("{}, #0.0", vreg(vd)),
            },
        ),
        Vfp::Cvt { kind, vd, vm } => cvt_text(kind, vd, vm, c),
        Vfp::MovCore { to_core, rt, sn } => {
            let (s, r) = (
                vreg(VReg {
                    double: false,
                    n: sn,
                }),
                reg_name(rt),
            );
            let ops = if to_core {
                format!("{r}, {s}")
            } else {
                format!("{s}, {r}")
            };
            text(format!("vmov{c}"), ops)
        }
        Vfp::MovCore2 {
            to_core,
            rt,
            rt2,
            vm,
        } => {
            let fp = if vm.double {
                vreg(vm)
            } else {
                // The second single of S31 is "s32" to objdump too.
                format!("{}, s{}", vreg(vm), vm.n + 1)
            };
            let core = format!("{}, {}", reg_name(rt), reg_name(rt2));
            let ops = if to_core {
                format!("{core}, {fp}")
            } else {
                format!("{fp}, {core}")
            };
            text(format!("vmov{c}"), ops)
        }
        Vfp::MovScalar {
            to_core,
            rt,
            dn,
            index,
        } => {
            let scalar = format!("d{dn}[{index}]");
            let ops = if to_core {
                format!("{}, {scalar}", reg_name(rt))
            } else {
                format!("{scalar}, {}", reg_name(rt))
            };
            text(format!("vmov{c}.32"), ops)
        }
        Vfp::Sys { to_core, rt, reg } => {
            let name = sys_reg_name(reg);
            if to_core {
                let rt = if rt == 15 && reg == 1 {
                    "APSR_nzcv"
                } else {
                    reg_name(rt)
                };
                text(format!("vmrs{c}"), format!("{rt}, {name}"))
            } else {
                text(format!("vmsr{c}"), format!("{name}, {}", reg_name(rt)))
            }
        }
        Vfp::Mem {
            load,
            vd,
            rn,
            up,
            imm,
        } => {
            let name = if load { "vldr" } else { "vstr" };
            let base = reg_name(rn);
            let addr = match (up, imm) {
                (true, 0) => format!("[{base}]"),
                (true, _) => format!("[{base}, #{imm}]"),
                (false, _) => format!("[{base}, #-{imm}]"),
            };
            text(format!("{name}{c}"), format!("{}, {addr}", vreg(vd)))
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
            let list = reg_list(vd, count);
            let db = mode == BlockMode::Db;
            // FLDMX/FSTMX: doubles with an odd word count.
            let fstmx = vd.double && words & 1 == 1;
            if rn == 13 && writeback && !fstmx && load != db {
                let name = if load { "vpop" } else { "vpush" };
                return text(format!("{name}{c}"), list);
            }
            let name = format!(
                "{}{}m{}{}",
                if fstmx { "f" } else { "v" },
                if load { "ld" } else { "st" },
                if db { "db" } else { "ia" },
                if fstmx { "x" } else { "" },
            );
            let wb = if writeback { "!" } else { "" };
            text(
                format!("{name}{c}"),
                format!("{}{wb}, {list}", reg_name(rn)),
            )
        }
    }
}

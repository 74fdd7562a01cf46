//! The Thumb-2 disassembler's spellings of the media instructions and the multiplies
//! (extends, parallel add/subtract, the DSP and ARMv6 multiplies), as objdump spells
//! them; a part of `disasm_thumb2.rs`.

use super::{regs, t};
use crate::disasm::Text;
use crate::insn::{DspMul, Extend, ExtendSize, MulV6, ParKind, ParOp, Parallel, Reg};

pub(super) fn par_name(p: &Parallel) -> String {
    let k = match p.kind {
        ParKind::S => "s",
        ParKind::Q => "q",
        ParKind::Sh => "sh",
        ParKind::U => "u",
        ParKind::Uq => "uq",
        ParKind::Uh => "uh",
    };
    let o = match p.op {
        ParOp::Add16 => "add16",
        ParOp::Asx => "asx",
        ParOp::Sax => "sax",
        ParOp::Sub16 => "sub16",
        ParOp::Add8 => "add8",
        ParOp::Sub8 => "sub8",
    };
    format!("{k}{o}")
}

pub(super) fn extend(x: &Extend) -> Text {
    let s = if x.signed { "s" } else { "u" };
    let sz = match x.size {
        ExtendSize::Byte => "b",
        ExtendSize::Half => "h",
        ExtendSize::Byte16 => "b16",
    };
    let rot = if x.rotation != 0 {
        format!(", ror #{}", x.rotation)
    } else {
        String::new()
    };
    match x.rn {
        Some(rn) => t(
            format!("{s}xta{sz}"),
            format!("{}{rot}", regs(&[x.rd, rn, x.rm])),
        ),
        None => {
            let w = if x.size == ExtendSize::Byte16 {
                ""
            } else {
                ".w"
            };
            t(
                format!("{s}xt{sz}{w}"),
                format!("{}{rot}", regs(&[x.rd, x.rm])),
            )
        }
    }
}

pub(super) fn dsp(d: &DspMul) -> Text {
    let xy = |b: bool| if b { "t" } else { "b" };
    match *d {
        DspMul::Smla {
            x_top,
            y_top,
            rd,
            rm,
            rs,
            rn,
        } => t(
            format!("smla{}{}", xy(x_top), xy(y_top)),
            regs(&[rd, rm, rs, rn]),
        ),
        DspMul::Smul {
            x_top,
            y_top,
            rd,
            rm,
            rs,
        } => t(
            format!("smul{}{}", xy(x_top), xy(y_top)),
            regs(&[rd, rm, rs]),
        ),
        DspMul::Smlaw {
            y_top,
            rd,
            rm,
            rs,
            rn,
        } => t(format!("smlaw{}", xy(y_top)), regs(&[rd, rm, rs, rn])),
        DspMul::Smulw { y_top, rd, rm, rs } => {
            t(format!("smulw{}", xy(y_top)), regs(&[rd, rm, rs]))
        }
        DspMul::Smlal {
            x_top,
            y_top,
            rdlo,
            rdhi,
            rm,
            rs,
        } => t(
            format!("smlal{}{}", xy(x_top), xy(y_top)),
            regs(&[rdlo, rdhi, rm, rs]),
        ),
    }
}

pub(super) fn mul_v6(name: &str, w: u32, m: &MulV6) -> Text {
    let x = |b: bool| if b { "x" } else { "" };
    match *m {
        MulV6::Mls { rd, rn, rm, ra } => t("mls", regs(&[rd, rn, rm, ra])),
        MulV6::Umaal { rdlo, rdhi, rn, rm } => t("umaal", regs(&[rdlo, rdhi, rn, rm])),
        MulV6::Smmul {
            rd,
            rn,
            rm,
            ra,
            round,
            ..
        } => {
            let rr = if round { "r" } else { "" };
            // SMMLS with Ra = PC decodes as SMMUL (QEMU) but reads as written.
            let ra = if name == "SMMLS" {
                Some(((w >> 12) & 15) as Reg)
            } else {
                ra
            };
            let base = match name {
                "SMMLS" => "smmls",
                "SMMLA" => "smmla",
                _ => "smmul",
            };
            match ra {
                Some(a) => t(format!("{base}{rr}"), regs(&[rd, rn, rm, a])),
                None => t(format!("{base}{rr}"), regs(&[rd, rn, rm])),
            }
        }
        MulV6::Smlad {
            rd,
            rn,
            rm,
            ra,
            sub,
            swap,
        } => {
            let base = match (sub, ra.is_some()) {
                (false, true) => "smlad",
                (true, true) => "smlsd",
                (false, false) => "smuad",
                (true, false) => "smusd",
            };
            match ra {
                Some(a) => t(format!("{base}{}", x(swap)), regs(&[rd, rn, rm, a])),
                None => t(format!("{base}{}", x(swap)), regs(&[rd, rn, rm])),
            }
        }
        MulV6::Smlald {
            rdlo,
            rdhi,
            rn,
            rm,
            sub,
            swap,
        } => t(
            format!("{}{}", if sub { "smlsld" } else { "smlald" }, x(swap)),
            regs(&[rdlo, rdhi, rn, rm]),
        ),
        MulV6::Div { signed, rd, rn, rm } => {
            t(if signed { "sdiv" } else { "udiv" }, regs(&[rd, rn, rm]))
        }
    }
}

//! The disassembly of the ARM-state encodings of ARMv6 to ARMv7VE, as GNU objdump 2.40
//! prints them for an ARMv7VE object (`arm-linux-gnueabi-objdump -d`); used by
//! [`super::arm_on`] for the entries that only later profiles have.
//!
//! objdump's own quirks are kept, so that the text compares equal: `ROR` in capitals
//! for UXTAB16's rotation by 24, `asr #0` for SSAT/USAT's encoded ASR #32, `asr #32`
//! for PKHTB's, no space after the comma of `cpsie af,#19`, HVC's and SMC's immediate
//! in decimal without `#`, LDREXD/STREXD naming only Rt, DSB #0, #4 and #12 read as
//! `ssbb`/`pssbb`/`dfb` (ARMv8's and ARMv8-R's names), the barrier options by their names (`un` for NSH), and LDREX's Rt by
//! number (`r10`). The unallocated memory hints, which objdump reads as PLDW or as
//! UNDEFINED, read `nop.hint` with the word.

use super::{cond_suffix, mem_operand, reg_name, shift_name, Text};
use crate::decode::Entry;
use crate::insn::{
    AddrMode, BitField, BitFieldOp, BlockMode, Cps, ExclSize, Exclusive, Extend, ExtendSize, Hint,
    Insn, MovWide, MulV6, Offset, Op, Pack, ParKind, ParOp, Parallel, Reg, RevKind, Reverse, Rfe,
    Saturate, Saturate16, Select, Setend, ShiftKind, Srs, Swi, Usad8,
};

/// The text of `w`, decoded as `insn` by the ARMv6+ entry `e`; `None` for entries
/// ARMv5TE has too (spelled by the ARMv5TE disassembler).
pub(super) fn text(e: &Entry, w: u32, insn: &Insn) -> Option<Text> {
    let c = cond_suffix(insn.cond);
    // Encodings this CPU UNDEFs as a whole, named as objdump names them.
    match e.name {
        "SMC" => return Some(Text::new(format!("smc{c}"), format!("{}", w & 15))),
        "MRS_bank" => {
            let ops = format!("{}, {}", reg_name(field(w, 12)), banked_name(w));
            return Some(Text::new(format!("mrs{c}"), ops));
        }
        "MSR_bank" => {
            let ops = format!("{}, {}", banked_name(w), reg_name(field(w, 0)));
            return Some(Text::new(format!("msr{c}"), ops));
        }
        "ERET" => return Some(Text::new(format!("eret{c}"), "")),
        "PLI_imm" | "PLI_reg" => return Some(preload("pli", w)),
        "PLDW_imm" | "PLDW_reg" => return Some(preload("pldw", w)),
        // objdump has no spelling of its own for these (PLDW or UNDEFINED).
        "MEMHINT_imm" | "MEMHINT_reg" => return Some(Text::new("nop.hint", format!("0x{w:08x}"))),
        _ => {}
    }
    let t = match insn.op {
        Op::Parallel(p) => parallel(&p, c),
        Op::Saturate(s) => saturate(&s, c),
        Op::Saturate16(s) => saturate16(&s, c),
        Op::Extend(x) => extend(&x, c),
        Op::Pack(p) => pack(&p, c),
        Op::Reverse(Reverse { kind, rd, rm }) => {
            let name = match kind {
                RevKind::Rev => "rev",
                RevKind::Rev16 => "rev16",
                RevKind::Revsh => "revsh",
                RevKind::Rbit => "rbit",
            };
            Text::new(format!("{name}{c}"), regs(&[rd, rm]))
        }
        Op::Select(Select { rd, rn, rm }) => Text::new(format!("sel{c}"), regs(&[rd, rn, rm])),
        Op::Usad8(Usad8 { rd, rn, rm, ra }) => match ra {
            Some(ra) => Text::new(format!("usada8{c}"), regs(&[rd, rn, rm, ra])),
            None => Text::new(format!("usad8{c}"), regs(&[rd, rn, rm])),
        },
        Op::MulV6(m) => mul_v6(&m, w, c),
        Op::BitField(b) => bit_field(&b, c),
        Op::MovWide(MovWide { top, rd, imm }) => Text::new(
            format!("{}{c}", if top { "movt" } else { "movw" }),
            format!("{}, #{imm}", reg_name(rd)),
        ),
        Op::Exclusive(x) => exclusive(&x, c),
        Op::Clrex => Text::new("clrex", ""),
        Op::Cps(p) => cps(&p, w),
        Op::Setend(Setend { big }) => Text::new("setend", if big { "be" } else { "le" }),
        Op::Srs(Srs {
            mode,
            writeback,
            target_mode,
        }) => Text::new(
            format!("srs{}", block_suffix(mode)),
            format!("sp{}, #{target_mode}", if writeback { "!" } else { "" }),
        ),
        Op::Rfe(Rfe {
            mode,
            writeback,
            rn,
        }) => Text::new(
            format!("rfe{}", block_suffix(mode)),
            format!("{}{}", reg_name(rn), if writeback { "!" } else { "" }),
        ),
        Op::Barrier(_) => barrier(w),
        Op::Hint(h) => match h {
            Hint::Dbg => Text::new(format!("dbg{c}"), format!("#{}", w & 15)),
            _ => Text::new(format!("{}{c}", hint_name(h)), ""),
        },
        Op::Hvc(Swi { imm }) => Text::new(format!("hvc{c}"), format!("{imm}")),
        // The ARMv5TE spelling of the others (Nop, Undefined) serves.
        _ => return None,
    };
    Some(t)
}

/// Register field at `lo`.
fn field(w: u32, lo: u32) -> Reg {
    ((w >> lo) & 15) as Reg
}

fn regs(rs: &[Reg]) -> String {
    let names: Vec<&str> = rs.iter().map(|&r| reg_name(r)).collect();
    names.join(", ")
}

fn block_suffix(mode: BlockMode) -> &'static str {
    match mode {
        BlockMode::Ia => "ia",
        BlockMode::Ib => "ib",
        BlockMode::Da => "da",
        BlockMode::Db => "db",
    }
}

fn parallel(p: &Parallel, c: &str) -> Text {
    let kind = match p.kind {
        ParKind::S => "s",
        ParKind::Q => "q",
        ParKind::Sh => "sh",
        ParKind::U => "u",
        ParKind::Uq => "uq",
        ParKind::Uh => "uh",
    };
    let op = match p.op {
        ParOp::Add16 => "add16",
        ParOp::Asx => "asx",
        ParOp::Sax => "sax",
        ParOp::Sub16 => "sub16",
        ParOp::Add8 => "add8",
        ParOp::Sub8 => "sub8",
    };
    Text::new(format!("{kind}{op}{c}"), regs(&[p.rd, p.rn, p.rm]))
}

/// The encoded saturation field: SSAT's `#sat` is the bit count, the field plus one.
fn saturate(s: &Saturate, c: &str) -> Text {
    let name = if s.signed { "ssat" } else { "usat" };
    let shift = match (s.shift, s.amount) {
        (ShiftKind::Lsl, 0) => String::new(),
        (kind, n) => format!(", {} #{n}", shift_name(kind)),
    };
    Text::new(
        format!("{name}{c}"),
        format!(
            "{}, #{}, {}{shift}",
            reg_name(s.rd),
            s.sat_bits,
            reg_name(s.rn)
        ),
    )
}

fn saturate16(s: &Saturate16, c: &str) -> Text {
    let name = if s.signed { "ssat16" } else { "usat16" };
    Text::new(
        format!("{name}{c}"),
        format!("{}, #{}, {}", reg_name(s.rd), s.sat_bits, reg_name(s.rn)),
    )
}

fn extend(x: &Extend, c: &str) -> Text {
    let sign = if x.signed { "s" } else { "u" };
    let size = match x.size {
        ExtendSize::Byte => "b",
        ExtendSize::Half => "h",
        ExtendSize::Byte16 => "b16",
    };
    let a = if x.rn.is_some() { "a" } else { "" };
    // objdump's table spells UXTAB16's rotation by 24 in capitals.
    let ror = if !x.signed && x.size == ExtendSize::Byte16 && x.rn.is_some() && x.rotation == 24 {
        "ROR"
    } else {
        "ror"
    };
    let rot = if x.rotation == 0 {
        String::new()
    } else {
        format!(", {ror} #{}", x.rotation)
    };
    let ops = match x.rn {
        Some(rn) => regs(&[x.rd, rn, x.rm]),
        None => regs(&[x.rd, x.rm]),
    };
    Text::new(format!("{sign}xt{a}{size}{c}"), format!("{ops}{rot}"))
}

fn pack(p: &Pack, c: &str) -> Text {
    let ops = regs(&[p.rd, p.rn, p.rm]);
    if p.tb {
        let n = if p.amount == 0 { 32 } else { p.amount };
        Text::new(format!("pkhtb{c}"), format!("{ops}, asr #{n}"))
    } else if p.amount == 0 {
        Text::new(format!("pkhbt{c}"), ops)
    } else {
        Text::new(format!("pkhbt{c}"), format!("{ops}, lsl #{}", p.amount))
    }
}

/// The multiplies; `w` gives SMMLS{R} with Ra = PC its own spelling (decoded as SMMUL).
fn mul_v6(m: &MulV6, w: u32, c: &str) -> Text {
    let x = |swap: bool| if swap { "x" } else { "" };
    let (name, ops) = match *m {
        MulV6::Mls { rd, rn, rm, ra } => ("mls".to_string(), regs(&[rd, rn, rm, ra])),
        MulV6::Umaal { rdlo, rdhi, rn, rm } => ("umaal".to_string(), regs(&[rdlo, rdhi, rn, rm])),
        MulV6::Smmul {
            rd,
            rn,
            rm,
            ra,
            round,
            ..
        } => {
            let r = if round { "r" } else { "" };
            match ra {
                Some(ra) if w & (1 << 6) != 0 => (format!("smmls{r}"), regs(&[rd, rn, rm, ra])),
                Some(ra) => (format!("smmla{r}"), regs(&[rd, rn, rm, ra])),
                None if w & (1 << 6) != 0 => (format!("smmls{r}"), regs(&[rd, rn, rm, 15])),
                None => (format!("smmul{r}"), regs(&[rd, rn, rm])),
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
            let op = if sub { "s" } else { "a" };
            match ra {
                Some(ra) => (format!("sml{op}d{}", x(swap)), regs(&[rd, rn, rm, ra])),
                None => (format!("smu{op}d{}", x(swap)), regs(&[rd, rn, rm])),
            }
        }
        MulV6::Smlald {
            rdlo,
            rdhi,
            rn,
            rm,
            sub,
            swap,
        } => {
            let op = if sub { "s" } else { "a" };
            (format!("sml{op}ld{}", x(swap)), regs(&[rdlo, rdhi, rn, rm]))
        }
        MulV6::Div { signed, rd, rn, rm } => (
            if signed { "sdiv" } else { "udiv" }.to_string(),
            regs(&[rd, rn, rm]),
        ),
    };
    Text::new(format!("{name}{c}"), ops)
}

fn bit_field(b: &BitField, c: &str) -> Text {
    let (name, rn) = match b.op {
        BitFieldOp::Bfc => ("bfc", None),
        BitFieldOp::Bfi => ("bfi", Some(b.rn)),
        BitFieldOp::Sbfx => ("sbfx", Some(b.rn)),
        BitFieldOp::Ubfx => ("ubfx", Some(b.rn)),
    };
    let regs = match rn {
        Some(rn) => regs(&[b.rd, rn]),
        None => reg_name(b.rd).to_string(),
    };
    Text::new(
        format!("{name}{c}"),
        format!("{regs}, #{}, #{}", b.lsb, b.width),
    )
}

/// objdump names one register of LDREXD/STREXD, the first of the pair.
fn exclusive(x: &Exclusive, c: &str) -> Text {
    let size = match x.size {
        ExclSize::Word => "",
        ExclSize::Double => "d",
        ExclSize::Byte => "b",
        ExclSize::Half => "h",
    };
    let addr = format!("[{}]", reg_name(x.rn));
    if x.load {
        // objdump's LDREX (word) template writes Rt by number (`r10`, not `sl`).
        let rt = if x.size == ExclSize::Word {
            format!("r{}", x.rt)
        } else {
            reg_name(x.rt).to_string()
        };
        Text::new(format!("ldrex{size}{c}"), format!("{rt}, {addr}"))
    } else {
        Text::new(
            format!("strex{size}{c}"),
            format!("{}, {addr}", regs(&[x.rd, x.rt])),
        )
    }
}

/// CPS as objdump's three patterns read it: `cpsie`/`cpsid` with the named masks
/// (and `,#mode` when M is set) where imod is 1x and the mode field is empty or M is
/// set; otherwise `cps #mode`.
fn cps(p: &Cps, w: u32) -> Text {
    let mode = w & 31;
    let m = p.mode.is_some();
    match p.enable {
        Some(enable) if m || mode == 0 => {
            let mut flags = String::new();
            for (bit, ch) in [(4, 'a'), (2, 'i'), (1, 'f')] {
                if p.aif & bit != 0 {
                    flags.push(ch);
                }
            }
            if m {
                flags.push_str(&format!(",#{mode}"));
            }
            Text::new(if enable { "cpsie" } else { "cpsid" }, flags)
        }
        _ => Text::new("cps", format!("#{mode}")),
    }
}

/// DSB/DMB/ISB with objdump's option names (and its names for DSB #0, #4, #12: the
/// ARMv8 SSBB, PSSBB and DFB); the Thumb-2 forms have the same low 8 bits.
pub(super) fn barrier(w: u32) -> Text {
    let option = w & 15;
    match (w >> 4) & 15 {
        0b0100 if option == 0 => Text::new("ssbb", ""),
        0b0100 if option == 4 => Text::new("pssbb", ""),
        0b0100 if option == 12 => Text::new("dfb", ""),
        0b0110 => {
            let o = if option == 15 {
                "sy".to_string()
            } else {
                format!("#{option}")
            };
            Text::new("isb", o)
        }
        op => {
            const NAMES: [&str; 16] = [
                "", "oshld", "oshst", "osh", "", "nshld", "unst", "un", "", "ishld", "ishst",
                "ish", "", "ld", "st", "sy",
            ];
            let o = match NAMES[option as usize] {
                "" => format!("#{option}"),
                n => n.to_string(),
            };
            Text::new(if op == 0b0100 { "dsb" } else { "dmb" }, o)
        }
    }
}

fn hint_name(h: Hint) -> &'static str {
    match h {
        Hint::Nop => "nop",
        Hint::Yield => "yield",
        Hint::Wfe => "wfe",
        Hint::Wfi => "wfi",
        Hint::Sev => "sev",
        Hint::Dbg => "dbg",
    }
}

/// PLI/PLDW [Rn, #+/-imm12] or [Rn, +/-Rm{, shift}] (bit 25: register).
fn preload(name: &str, w: u32) -> Text {
    let rn = field(w, 16);
    let mode = AddrMode {
        pre: true,
        up: w & (1 << 23) != 0,
        writeback: false,
    };
    let offset = if w & (1 << 25) == 0 {
        Offset::Imm(w & 0xfff)
    } else {
        let kind = match (w >> 5) & 3 {
            0 => ShiftKind::Lsl,
            1 => ShiftKind::Lsr,
            2 => ShiftKind::Asr,
            _ => ShiftKind::Ror,
        };
        Offset::Reg {
            rm: field(w, 0),
            kind,
            amount: ((w >> 7) & 31) as u8,
        }
    };
    Text::new(name, mem_operand(rn, &offset, &mode, false))
}

/// The banked register of MRS/MSR (banked) as objdump names it (R = bit 22, SYSm =
/// bit 8 and bits 19:16), or `(UNDEF: n)` for an unallocated one.
fn banked_name(w: u32) -> String {
    let r = w & (1 << 22) != 0;
    let sysm = ((w >> 4) & 0x10) | ((w >> 16) & 15);
    let name: Option<String> = if r {
        match sysm {
            0x0e => Some("SPSR_fiq".into()),
            0x10 => Some("SPSR_irq".into()),
            0x12 => Some("SPSR_svc".into()),
            0x14 => Some("SPSR_abt".into()),
            0x16 => Some("SPSR_und".into()),
            0x1c => Some("SPSR_mon".into()),
            0x1e => Some("SPSR_hyp".into()),
            _ => None,
        }
    } else {
        match sysm {
            0..=4 => Some(format!("R{}_usr", sysm + 8)),
            5 => Some("SP_usr".into()),
            6 => Some("LR_usr".into()),
            8..=12 => Some(format!("R{sysm}_fiq")),
            13 => Some("SP_fiq".into()),
            14 => Some("LR_fiq".into()),
            0x10..=0x17 | 0x1c | 0x1d => {
                const MODES: [&str; 4] = ["irq", "svc", "abt", "und"];
                let mode = if sysm >= 0x1c {
                    "mon"
                } else {
                    MODES[((sysm - 0x10) / 2) as usize]
                };
                let reg = if sysm & 1 != 0 { "SP" } else { "LR" };
                Some(format!("{reg}_{mode}"))
            }
            0x1e => Some("ELR_hyp".into()),
            0x1f => Some("SP_hyp".into()),
            _ => None,
        }
    };
    name.unwrap_or_else(|| {
        let n = ((w >> 16) & 0x40) | ((w >> 4) & 0x20) | sysm;
        format!("(UNDEF: {n})")
    })
}

#[cfg(test)]
mod tests {
    use crate::arch::Profile;
    use crate::disasm::{arm, arm_on};

    fn a7(w: u32) -> String {
        arm_on(Profile::ARMV7A, w, 0x1000).to_string()
    }

    /// objdump's text for an armv7ve object (binutils 2.40), word by word.
    #[test]
    fn armv7_spellings() {
        for (w, text) in [
            (0xe6110f12, "sadd16 r0, r1, r2"),
            (0x16243f35, "qasxne r3, r4, r5"),
            (0xe6af0051, "ssat r0, #16, r1, asr #0"),
            (0xe6bf0191, "ssat r0, #32, r1, lsl #3"),
            (0xe6e00f31, "usat16 r0, #0, r1"),
            (0xe6af0471, "sxtb r0, r1, ror #8"),
            (0xe6c10c72, "uxtab16 r0, r1, r2, ROR #24"),
            (0xe6810c72, "sxtab16 r0, r1, r2, ror #24"),
            (0xe6810052, "pkhtb r0, r1, r2, asr #32"),
            (0xe6810012, "pkhbt r0, r1, r2"),
            (0xe6ff0f31, "rbit r0, r1"),
            (0xe780f211, "usad8 r0, r1, r2"),
            (0xe750f2d1, "smmls r0, r1, r2, pc"),
            (0xe750f231, "smmulr r0, r1, r2"),
            (0xe700f271, "smusdx r0, r1, r2"),
            (0xe7410332, "smlaldx r0, r1, r2, r3"),
            (0xe0410392, "umaal r0, r1, r2, r3"),
            (0x0710f211, "sdiveq r0, r1, r2"),
            (0xe7cb021f, "bfc r0, #4, #8"),
            (0xe7a401d1, "sbfx r0, r1, #3, #5"),
            (0xe3010234, "movw r0, #4660"),
            (0x1199af9f, "ldrexne r10, [r9]"),
            (0xe1b20f9f, "ldrexd r0, [r2]"),
            (0xe1a40f92, "strexd r0, r2, [r4]"),
            (0xf57ff01f, "clrex"),
            (0xf10a0153, "cpsie af,#19"),
            (0xf10c0000, "cpsid"),
            (0xf1080013, "cps #19"),
            (0xf1010200, "setend be"),
            (0xf96d0513, "srsdb sp!, #19"),
            (0xf8310a00, "rfeda r1!"),
            (0xf57ff05b, "dmb ish"),
            (0xf57ff057, "dmb un"),
            (0xf57ff040, "ssbb"),
            (0xf57ff06f, "isb sy"),
            (0xf650f001, "pli [r0, -r1]"),
            (0xf710f1c1, "pldw [r0, -r1, asr #3]"),
            (0x0320f003, "wfieq"),
            (0xe320f0f5, "dbg #5"),
            (0xe1412374, "hvc 4660"),
            (0x01600070, "smceq 0"),
            (0xe160006e, "eret"),
            (0xe1000300, "mrs r0, LR_irq"),
            (0xe160f301, "msr SPSR_irq, r1"),
            (0xe12ff200, "msr (UNDEF: 47), r0"),
            (0xe7f000f0, "udf #0"),
            (0xe0f100b4, "ldrht r0, [r1], #4"),
            (0xf4100000, "nop.hint 0xf4100000"),
        ] {
            assert_eq!(a7(w), text, "{w:#010x}");
        }
    }

    /// What QEMU UNDEFs reads `udf` with the word; ARMv5TE's view is unchanged.
    #[test]
    fn undefined_and_armv5_views() {
        assert_eq!(a7(0xe8b10003), "udf 0xe8b10003"); // ldm r1!, {r0, r1}
        assert_eq!(a7(0xf8cd0500), "udf 0xf8cd0500"); // srsia sp, #0
        assert_eq!(a7(0xf0000000), "udf 0xf0000000"); // cond NV
        assert_eq!(arm(0xe8b10003, 0x1000).to_string(), "ldm r1!, {r0, r1}");
        assert_eq!(arm(0xe6110f12, 0x1000).to_string(), "udf 0xe6110f12");
        assert_eq!(arm(0xe320f003, 0x1000).to_string(), "wfi");
        assert_eq!(arm(0xe320f001, 0x1000).to_string(), "nop {1}");
    }
}

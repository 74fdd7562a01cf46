//! The Thumb disassembly of ARMv6T2 to ARMv7VE: the 32-bit Thumb-2 encodings and the
//! 16-bit ones ARMv6/v6T2 add, as `arm-linux-gnueabihf-objdump -d -M force-thumb`
//! (binutils 2.40) spells them for an ARMv7VE object: `.w` where a 16-bit encoding of
//! the same instruction exists, decimal immediates, branch targets as addresses.
//! Like the 16-bit Thumb disassembler, the text is built from the table entry and the
//! word's fields, with the decoded [`Insn`] where it already holds them. The
//! deliberate differences from objdump are listed (with their reasons) in one place,
//! `tests/objdump_thumb2.rs`; the main one is that a word the decoder makes UNDEFINED
//! (QEMU 7.2's choices) reads `udf 0x<word>`.

use super::{cond_suffix, reg_name, Text};
use crate::decode::Entry;
use crate::insn::{
    BitField, BitFieldOp, Cond, CoprocReg, CpMem, CpReg2, ExclSize, Exclusive, Insn, MemSize,
    Offset, Op, Reg, RevKind, ShiftKind, Transfer,
};

#[path = "disasm_thumb2_media.rs"]
mod media;
#[path = "disasm_thumb2_sys.rs"]
mod sys;

use media::{dsp, extend, mul_v6, par_name};
use sys::{cps, hint32, mem_hint, HINTS};

fn r(w: u32, at: u32) -> &'static str {
    reg_name(((w >> at) & 15) as Reg)
}

fn t(m: impl Into<String>, o: impl Into<String>) -> Text {
    Text {
        mnemonic: m.into(),
        operands: o.into(),
    }
}

pub(super) fn undefined32(w: u32) -> Text {
    t("udf", format!("0x{w:08x}"))
}

fn shift_name(k: ShiftKind) -> &'static str {
    match k {
        ShiftKind::Lsl => "lsl",
        ShiftKind::Lsr => "lsr",
        ShiftKind::Asr => "asr",
        ShiftKind::Ror => "ror",
    }
}

/// `, lsl #2`, `, rrx`, `, lsr #32` for an immediate-shifted register.
fn imm_shift(kind: ShiftKind, amount: u8) -> String {
    match (kind, amount) {
        (ShiftKind::Lsl, 0) => String::new(),
        (ShiftKind::Ror, 0) => ", rrx".into(),
        (ShiftKind::Lsr | ShiftKind::Asr, 0) => format!(", {} #32", shift_name(kind)),
        _ => format!(", {} #{amount}", shift_name(kind)),
    }
}

/// ThumbExpandImm of the word's i:imm3:imm8.
fn mod_imm(w: u32) -> u32 {
    let imm12 = ((w >> 26) & 1) << 11 | ((w >> 12) & 7) << 8 | (w & 0xff);
    let imm8 = imm12 & 0xff;
    if imm12 >> 10 == 0 {
        match (imm12 >> 8) & 3 {
            0 => imm8,
            1 => imm8 * 0x0001_0001,
            2 => imm8 * 0x0100_0100,
            _ => imm8 * 0x0101_0101,
        }
    } else {
        (0x80 | (imm12 & 0x7f)).rotate_right(imm12 >> 7)
    }
}

/// The data-processing entries (modified immediate and shifted register): the name
/// comes from the entry (ORN decodes as ORR or Op::Orn), `.w` where a 16-bit form
/// exists (all but ORN and TEQ).
fn data_proc(e: &Entry, w: u32) -> Text {
    let base = e.name.split('_').next().unwrap_or("").to_ascii_lowercase();
    let imm = e.name.ends_with("_imm");
    let s = if w & (1 << 20) != 0 && !matches!(base.as_str(), "tst" | "teq" | "cmp" | "cmn") {
        "s"
    } else {
        ""
    };
    let wide = if matches!(base.as_str(), "orn" | "teq" | "rsb") {
        ""
    } else {
        ".w"
    };
    let op2 = if imm {
        format!("#{}", mod_imm(w))
    } else {
        let kind = [
            ShiftKind::Lsl,
            ShiftKind::Lsr,
            ShiftKind::Asr,
            ShiftKind::Ror,
        ][((w >> 4) & 3) as usize];
        let amount = (((w >> 12) & 7) << 2 | ((w >> 6) & 3)) as u8;
        format!("{}{}", r(w, 0), imm_shift(kind, amount))
    };
    let m = format!("{base}{s}{wide}");
    match base.as_str() {
        "tst" | "teq" | "cmp" | "cmn" => t(m, format!("{}, {op2}", r(w, 16))),
        "mov" | "mvn" => t(m, format!("{}, {op2}", r(w, 8))),
        _ => t(m, format!("{}, {}, {op2}", r(w, 8), r(w, 16),)),
    }
}

fn mem_size(size: MemSize) -> &'static str {
    match size {
        MemSize::Word => "",
        MemSize::Byte => "b",
        MemSize::SignedByte => "sb",
        MemSize::Half => "h",
        MemSize::SignedHalf => "sh",
        MemSize::Double => "d",
    }
}

fn single(x: &Transfer) -> Text {
    let name = format!(
        "{}{}{}",
        if x.load { "ldr" } else { "str" },
        mem_size(x.size),
        if x.user { "t" } else { ".w" }
    );
    let sign = if x.mode.up { "" } else { "-" };
    let (rt, rn) = (reg_name(x.rd), reg_name(x.rn));
    let ops = match (x.offset, x.mode.pre, x.mode.writeback) {
        (Offset::Reg { rm, amount, .. }, _, _) => {
            let sh = if amount != 0 {
                format!(", lsl #{amount}")
            } else {
                String::new()
            };
            format!("{rt}, [{rn}, {}{sh}]", reg_name(rm))
        }
        // objdump leaves a zero offset out, and its sign with it.
        (Offset::Imm(0), true, wb) => format!("{rt}, [{rn}]{}", if wb { "!" } else { "" }),
        (Offset::Imm(0), false, _) => format!("{rt}, [{rn}], #0"),
        (Offset::Imm(v), true, false) => format!("{rt}, [{rn}, #{sign}{v}]"),
        (Offset::Imm(v), true, true) => format!("{rt}, [{rn}, #{sign}{v}]!"),
        (Offset::Imm(v), false, _) => format!("{rt}, [{rn}], #{sign}{v}"),
    };
    t(name, ops)
}

fn reg_list(list: u16) -> String {
    let regs: Vec<&str> = (0..16)
        .filter(|i| list & (1 << i) != 0)
        .map(|i| reg_name(i as Reg))
        .collect();
    format!("{{{}}}", regs.join(", "))
}

fn regs(rs: &[Reg]) -> String {
    rs.iter()
        .map(|&x| reg_name(x))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A branch target as objdump prints it.
fn target(addr: u32, offset: i32) -> String {
    format!("0x{:x}", addr.wrapping_add(4).wrapping_add(offset as u32))
}

/// The text of a 32-bit Thumb-2 word that `e` decodes to `insn`, at `addr`.
pub(super) fn text32(e: &Entry, w: u32, addr: u32, insn: &Insn) -> Text {
    let name = e.name;
    match insn.op {
        Op::Undefined => match name {
            "UDF" => t(
                "udf.w",
                format!("#{}", ((w >> 16) & 15) << 12 | (w & 0xfff)),
            ),
            "SMC" => t("smc", format!("#{}", (w >> 16) & 15)),
            _ => undefined32(w),
        },
        Op::Alu(_) | Op::Orn(_) => match name {
            "ADDW" | "SUBW" => t(
                name.to_ascii_lowercase(),
                format!("{}, {}, #{}", r(w, 8), r(w, 16), imm12(w)),
            ),
            "SUBS_PC_LR" | "ERET" => t("subs", format!("pc, lr, #{}", w & 0xff)),
            "SHIFT_reg" => {
                let k = ["lsl", "lsr", "asr", "ror"][((w >> 21) & 3) as usize];
                let s = if w & (1 << 20) != 0 { "s" } else { "" };
                t(
                    format!("{k}{s}.w"),
                    format!("{}, {}, {}", r(w, 8), r(w, 16), r(w, 0)),
                )
            }
            _ => data_proc(e, w),
        },
        Op::ThumbAdr(a) => {
            let sub = w & (1 << 23) != 0;
            let v = if sub { a.imm.wrapping_neg() } else { a.imm };
            t(
                if sub { "subw" } else { "addw" },
                format!("{}, pc, #{v}", reg_name(a.rd)),
            )
        }
        Op::MovWide(m) => t(
            if m.top { "movt" } else { "movw" },
            format!("{}, #{}", reg_name(m.rd), m.imm),
        ),
        Op::Saturate(s) => {
            let sh = match (s.shift, s.amount) {
                (ShiftKind::Lsl, 0) => String::new(),
                (k, n) => format!(", {} #{n}", shift_name(k)),
            };
            t(
                if s.signed { "ssat" } else { "usat" },
                format!(
                    "{}, #{}, {}{sh}",
                    reg_name(s.rd),
                    s.sat_bits,
                    reg_name(s.rn)
                ),
            )
        }
        Op::Saturate16(s) => t(
            if s.signed { "ssat16" } else { "usat16" },
            format!("{}, #{}, {}", reg_name(s.rd), s.sat_bits, reg_name(s.rn)),
        ),
        Op::BitField(BitField {
            op,
            rd,
            rn,
            lsb,
            width,
        }) => match op {
            BitFieldOp::Bfc => t("bfc", format!("{}, #{lsb}, #{width}", reg_name(rd))),
            BitFieldOp::Bfi => t(
                "bfi",
                format!("{}, {}, #{lsb}, #{width}", reg_name(rd), reg_name(rn)),
            ),
            BitFieldOp::Sbfx => t(
                "sbfx",
                format!("{}, {}, #{lsb}, #{width}", reg_name(rd), reg_name(rn)),
            ),
            BitFieldOp::Ubfx => t(
                "ubfx",
                format!("{}, {}, #{lsb}, #{width}", reg_name(rd), reg_name(rn)),
            ),
        },
        Op::Msr(_) => {
            let mut f = String::new();
            for (bit, ch) in [(8, 'f'), (4, 's'), (2, 'x'), (1, 'c')] {
                if (w >> 8) & bit != 0 {
                    f.push(ch);
                }
            }
            let psr = if w & (1 << 20) != 0 { "SPSR" } else { "CPSR" };
            t("msr", format!("{psr}_{f}, {}", r(w, 16)))
        }
        Op::Mrs(m) => t(
            "mrs",
            format!(
                "{}, {}",
                reg_name(m.rd),
                if m.spsr { "SPSR" } else { "CPSR" }
            ),
        ),
        Op::Nop | Op::Hint(_) if name == "HINT" => hint32(w & 0xff),
        Op::Cps(_) => cps(w),
        Op::Clrex => t("clrex", ""),
        Op::Barrier(_) => super::arm_v7::barrier(w),
        Op::Bx(b) => t("bxj", reg_name(b.rm)),
        Op::Hvc(s) => t("hvc", format!("#{}", s.imm)),
        Op::Branch(b) => {
            let m = if b.link {
                "bl".to_string()
            } else {
                format!("b{}.w", cond_suffix(insn.cond))
            };
            t(m, target(addr, b.offset))
        }
        Op::BlxImm(b) => t(
            "blx",
            format!(
                "0x{:x}",
                ((addr.wrapping_add(4)) & !3).wrapping_add(b.offset as u32)
            ),
        ),
        Op::Nop => mem_hint(e, w),
        Op::Mem(ref x) => single(x),
        Op::Dual(d) => {
            let sign = if d.mode.up { "" } else { "-" };
            let (rt, rt2, rn) = (reg_name(d.rt), reg_name(d.rt2), reg_name(d.rn));
            let addr = match (d.mode.pre, d.mode.writeback) {
                // objdump drops a zero added offset, and the `!` with it.
                (true, _) if d.imm == 0 && d.mode.up => format!("[{rn}]"),
                (true, false) => format!("[{rn}, #{sign}{}]", d.imm),
                (true, true) => format!("[{rn}, #{sign}{}]!", d.imm),
                (false, _) => format!("[{rn}], #{sign}{}", d.imm),
            };
            t(
                if d.load { "ldrd" } else { "strd" },
                format!("{rt}, {rt2}, {addr}"),
            )
        }
        Op::Exclusive(Exclusive {
            load,
            size,
            rd,
            rt,
            rt2,
            rn,
            imm,
        }) => {
            let sz = match size {
                ExclSize::Byte => "b",
                ExclSize::Half => "h",
                ExclSize::Word => "",
                ExclSize::Double => "d",
            };
            let mut ops = Vec::new();
            if !load {
                ops.push(reg_name(rd).to_string());
            }
            ops.push(reg_name(rt).to_string());
            if size == ExclSize::Double {
                ops.push(reg_name(rt2).to_string());
            }
            let a = if size == ExclSize::Word && imm != 0 {
                format!("[{}, #{imm}]", reg_name(rn))
            } else {
                format!("[{}]", reg_name(rn))
            };
            ops.push(a);
            t(
                format!("{}ex{sz}", if load { "ldr" } else { "str" }),
                ops.join(", "),
            )
        }
        Op::TableBranch(b) => {
            if b.half {
                t(
                    "tbh",
                    format!("[{}, {}, lsl #1]", reg_name(b.rn), reg_name(b.rm)),
                )
            } else {
                t("tbb", format!("[{}, {}]", reg_name(b.rn), reg_name(b.rm)))
            }
        }
        Op::Block(b) => {
            let wb = if b.writeback { "!" } else { "" };
            let m = match (b.load, b.mode) {
                (true, crate::insn::BlockMode::Ia) => "ldmia.w",
                (false, crate::insn::BlockMode::Ia) => "stmia.w",
                (true, _) => "ldmdb",
                (false, _) => "stmdb",
            };
            t(m, format!("{}{wb}, {}", reg_name(b.rn), reg_list(b.list)))
        }
        Op::Srs(s) => {
            let m = if s.mode == crate::insn::BlockMode::Ia {
                "srsia"
            } else {
                "srsdb"
            };
            let wb = if s.writeback { "!" } else { "" };
            t(m, format!("sp{wb}, #{}", s.target_mode))
        }
        Op::Rfe(f) => {
            let m = if f.mode == crate::insn::BlockMode::Ia {
                "rfeia"
            } else {
                "rfedb"
            };
            let wb = if f.writeback { "!" } else { "" };
            t(m, format!("{}{wb}", reg_name(f.rn)))
        }
        Op::Pack(p) => {
            let (m, sh) = if p.tb {
                (
                    "pkhtb",
                    format!(", asr #{}", if p.amount == 0 { 32 } else { p.amount }),
                )
            } else if p.amount == 0 {
                ("pkhbt", String::new())
            } else {
                ("pkhbt", format!(", lsl #{}", p.amount))
            };
            t(m, format!("{}{sh}", regs(&[p.rd, p.rn, p.rm])))
        }
        Op::Extend(x) => extend(&x),
        Op::Parallel(ref p) => t(par_name(p), regs(&[p.rd, p.rn, p.rm])),
        Op::Sat(s) => {
            let m = match s.op {
                crate::insn::QOp::Qadd => "qadd",
                crate::insn::QOp::Qsub => "qsub",
                crate::insn::QOp::Qdadd => "qdadd",
                crate::insn::QOp::Qdsub => "qdsub",
            };
            t(m, regs(&[s.rd, s.rm, s.rn]))
        }
        Op::Reverse(v) => {
            let m = match v.kind {
                RevKind::Rev => "rev.w",
                RevKind::Rev16 => "rev16.w",
                RevKind::Rbit => "rbit",
                RevKind::Revsh => "revsh.w",
            };
            t(m, regs(&[v.rd, v.rm]))
        }
        Op::Select(s) => t("sel", regs(&[s.rd, s.rn, s.rm])),
        Op::Clz(c) => t("clz", regs(&[c.rd, c.rm])),
        Op::Mul(m) => {
            if m.acc {
                t("mla", regs(&[m.rd, m.rm, m.rs, m.rn]))
            } else {
                t("mul.w", regs(&[m.rd, m.rm, m.rs]))
            }
        }
        Op::MulLong(m) => {
            let n = match (m.signed, m.acc) {
                (true, false) => "smull",
                (false, false) => "umull",
                (true, true) => "smlal",
                (false, true) => "umlal",
            };
            t(n, regs(&[m.rdlo, m.rdhi, m.rm, m.rs]))
        }
        Op::Dsp(d) => dsp(&d),
        Op::MulV6(m) => mul_v6(name, w, &m),
        Op::Usad8(u) => match u.ra {
            Some(a) => t("usada8", regs(&[u.rd, u.rn, u.rm, a])),
            None => t("usad8", regs(&[u.rd, u.rn, u.rm])),
        },
        Op::CpReg(CoprocReg {
            load,
            cp,
            opc1,
            rd,
            crn,
            crm,
            opc2,
        }) => {
            let rd = if load && rd == 15 {
                "APSR_nzcv"
            } else {
                reg_name(rd)
            };
            t(
                if load { "mrc" } else { "mcr" },
                format!("{cp}, {opc1}, {rd}, cr{crn}, cr{crm}, {{{opc2}}}"),
            )
        }
        Op::CpReg2(CpReg2 {
            load,
            cp,
            opc,
            rd,
            rn,
            crm,
        }) => t(
            if load { "mrrc" } else { "mcrr" },
            format!("{cp}, {opc}, {}, {}, cr{crm}", reg_name(rd), reg_name(rn)),
        ),
        Op::Cdp(c) => t(
            "cdp",
            format!(
                "{}, {}, cr{}, cr{}, cr{}, {{{}}}",
                c.cp, c.opc1, c.crd, c.crn, c.crm, c.opc2
            ),
        ),
        Op::CpMem(CpMem {
            load,
            cp,
            crd,
            rn,
            offset,
            mode,
            long,
        }) => {
            let n = format!(
                "{}{}",
                if load { "ldc" } else { "stc" },
                if long { "l" } else { "" }
            );
            let sign = if mode.up { "" } else { "-" };
            let rn = reg_name(rn);
            let a = match (mode.pre, mode.writeback) {
                (false, false) => format!("[{rn}], {{{}}}", w & 0xff),
                (true, _) if offset == 0 && mode.up => format!("[{rn}]"),
                (true, false) => format!("[{rn}, #{sign}{offset}]"),
                (true, true) => format!("[{rn}, #{sign}{offset}]!"),
                (false, true) => format!("[{rn}], #{sign}{offset}"),
            };
            t(n, format!("{cp}, cr{crd}, {a}"))
        }
        _ => undefined32(w),
    }
}

fn imm12(w: u32) -> u32 {
    ((w >> 26) & 1) << 11 | ((w >> 12) & 7) << 8 | (w & 0xff)
}

/// The text of a 16-bit halfword of the ARMv6/v6T2 entries, or `None` for the entries
/// ARMv5T already had.
pub(super) fn text16(e: &Entry, w: u32, addr: u32) -> Option<Text> {
    let lo = |at: u32| reg_name(((w >> at) & 7) as Reg);
    Some(match e.name {
        "CBZ_CBNZ" => {
            let off = ((w >> 9) & 1) << 6 | ((w >> 3) & 31) << 1;
            t(
                if w & (1 << 11) != 0 { "cbnz" } else { "cbz" },
                format!("{}, 0x{:x}", lo(0), addr.wrapping_add(4).wrapping_add(off)),
            )
        }
        "EXTEND" => {
            let n = ["sxth", "sxtb", "uxth", "uxtb"][((w >> 6) & 3) as usize];
            t(n, format!("{}, {}", lo(0), lo(3)))
        }
        "SETEND" => t("setend", if w & 8 != 0 { "be" } else { "le" }),
        "CPS" => {
            let flags: String = [(4, 'a'), (2, 'i'), (1, 'f')]
                .iter()
                .filter(|(b, _)| w & b != 0)
                .map(|&(_, ch)| ch)
                .collect();
            t(if w & 16 != 0 { "cpsid" } else { "cpsie" }, flags)
        }
        "REV_REV16" | "REVSH" => {
            let n = ["rev", "rev16", "hlt", "revsh"][((w >> 6) & 3) as usize];
            t(n, format!("{}, {}", lo(0), lo(3)))
        }
        "HINT" => match (w >> 4) & 15 {
            h @ 0..=4 => t(HINTS[h as usize], ""),
            h => t("nop", format!("{{{h}}}")),
        },
        "IT" => {
            let first = (w >> 4) & 15;
            let mask = w & 15;
            let size = 4 - mask.trailing_zeros();
            let mut s = String::from("it");
            for i in 1..size {
                let bit = (mask >> (4 - i)) & 1;
                s.push(if bit == (first & 1) { 't' } else { 'e' });
            }
            let c = match Cond::from_bits(first) {
                Cond::Al => "al",
                Cond::Nv => "nv",
                c => cond_suffix(c),
            };
            t(s, c)
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use crate::arch::Profile;
    use crate::disasm::thumb_on;

    /// A word (`hw1 << 16 | hw2`) or a halfword at 0x1000, as text.
    fn t(w: u32) -> String {
        let (hw1, hw2) = if w > 0xffff {
            ((w >> 16) as u16, w as u16)
        } else {
            (w as u16, 0)
        };
        thumb_on(Profile::ARMV7A, hw1, hw2, 0x1000).0.to_string()
    }

    /// Spellings from `arm-linux-gnueabihf-objdump -d` of an armv7ve object (the
    /// objdump check in tests/objdump_thumb2.rs covers every entry).
    #[test]
    fn objdump_spellings() {
        for (w, text) in [
            (0xf002_21ff, "and.w r1, r2, #4278255360"),
            (0xf068_07ff, "orn r7, r8, #255"),
            (0xf2af_0368, "subw r3, pc, #104"),
            (0xf64a_34cd, "movw r4, #43981"),
            (0xebb4_0325, "subs.w r3, r4, r5, asr #32"),
            (0xea4f_093a, "mov.w r9, sl, rrx"),
            (0xfa75_f406, "rors.w r4, r5, r6"),
            (0xf36f_76df, "bfc r6, #31, #1"),
            (0xfa1f_f384, "uxth.w r3, r4"),
            (0xfb55_f416, "smmulr r4, r5, r6"),
            (0xf935_4902, "ldrsh.w r4, [r5], #-2"),
            (0xe972_01ff, "ldrd r0, r1, [r2, #-1020]!"),
            (0xe8c6_4573, "strexd r3, r4, r5, [r6]"),
            (0xe8bd_8030, "ldmia.w sp!, {r4, r5, pc}"),
            (0xf3af_85f3, "cpsie aif, #19"),
            (0xf3bf_8f5b, "dmb ish"),
            (0xf3de_8f04, "subs pc, lr, #4"),
            (0xf7ea_8bcd, "hvc #43981"),
            (0xf000_bffe, "b.w 0x2000"),
            (0xf000_ea00, "blx 0x1404"),
            (0xee07_0f95, "mcr 15, 0, r0, cr7, cr5, {4}"),
            (0xb100, "cbz r0, 0x1004"),
            (0xbf15, "itete ne"),
            (0xbf70, "nop {7}"),
            (0xb658, "setend be"),
            // A word the decoder makes UNDEFINED (a store with Rn = PC, as QEMU).
            (0xf8cf_0000, "udf 0xf8cf0000"),
        ] {
            assert_eq!(t(w), text, "{w:08x}");
        }
    }
}

//! The disassembler: ARMv5TE ARM and Thumb words as text, driven by the decode tables.
//!
//! Each word is looked up in [`ARM_TABLE`] / [`THUMB_TABLE`] (the same first-match rule
//! as the decoder). An ARM word is decoded by the entry's handler and the resulting
//! [`Insn`] is spelled out, the raw word adding only what the `Insn` leaves out (an
//! immediate's rotation, a hint's operand). A Thumb halfword is spelled from its entry
//! and the entry's fields, because objdump's Thumb syntax names the Thumb form
//! (`lsls r0, r1, #3`, `push {r4, lr}`), which the shared `Insn` does not keep.
//!
//! The syntax is the unified syntax (UAL) as GNU objdump 2.40 prints it for an
//! ARMv5TE target: `S` before the condition (`andseq`), `push`/`pop`, `svc`, the UAL
//! shift mnemonics for MOV with a shift (`lsl r0, r1, #2`), decimal immediates, branch
//! targets as absolute addresses, and objdump's default register names (`sl`,
//! `ip`, `sp`, `lr`, `pc` for r10-r15). Deliberate differences from objdump, all
//! checked by `tests/objdump.rs`:
//! - objdump's trailing `@` comments (the literal's address, the hexadecimal value of
//!   an immediate) are left out;
//! - an encoding that ARMv5TE does not have (ARMv6 and later, VFP/NEON, FPA or Maverick
//!   spellings of coprocessor words, Thumb-2) and one the decoder treats as UNDEFINED
//!   (should-be-zero fields that are not zero, an empty LDM/STM list, LDM/STM with
//!   Rn = PC) is shown as `udf` with the whole word, where objdump decodes what a later
//!   architecture or another coprocessor would make of it; the architecture's own
//!   permanently undefined space (`udf #imm16`) is spelled as objdump spells it;
//! - a Thumb BL/BLX half seen alone (objdump always pairs them) reads
//!   `bl.prefix lr, pc, #off` / `bl.suffix pc, lr, #off` / `blx.suffix pc, lr, #off`.

use crate::arch::Profile;
use crate::decode::{decode_arm_on, decode_thumb, lookup, lookup_on, Entry};
use crate::decode::{decode_thumb_on, ARM_TABLE, THUMB32_TABLE, THUMB_TABLE};
use crate::insn::{
    AddrMode, AluOp, Bkpt, BlockMode, BlockTransfer, BlxImm, BlxReg, Branch, Bx, Cdp, Clz, Cond,
    CoprocReg, CpMem, CpReg2, DataProc, DspMul, Insn, MemSize, Mrs, Msr, Multiply, MultiplyLong,
    Offset, Op, QOp, Reg, Sat, ShiftKind, Shifter, Swap, Swi, ThumbBlPrefix, ThumbBlSuffix,
    Transfer,
};
use std::fmt;

#[path = "disasm_arm_v7.rs"]
mod arm_v7;
#[path = "disasm_thumb2.rs"]
mod thumb2;

/// One disassembled instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text {
    /// The mnemonic with its condition and size suffixes (`ldrbeq`).
    pub mnemonic: String,
    /// The operands, comma-separated; empty when there are none.
    pub operands: String,
}

impl Text {
    fn new(mnemonic: impl Into<String>, operands: impl Into<String>) -> Text {
        Text {
            mnemonic: mnemonic.into(),
            operands: operands.into(),
        }
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.operands.is_empty() {
            f.write_str(&self.mnemonic)
        } else {
            write!(f, "{} {}", self.mnemonic, self.operands)
        }
    }
}

/// The register names objdump prints by default.
pub fn reg_name(r: Reg) -> &'static str {
    const NAMES: [&str; 16] = [
        "r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "sl", "fp", "ip", "sp", "lr",
        "pc",
    ];
    NAMES[(r & 15) as usize]
}

pub(crate) fn cond_suffix(c: Cond) -> &'static str {
    const S: [&str; 16] = [
        "eq", "ne", "cs", "cc", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le", "", "",
    ];
    S[c as usize]
}

fn alu_name(op: AluOp) -> &'static str {
    const N: [&str; 16] = [
        "and", "eor", "sub", "rsb", "add", "adc", "sbc", "rsc", "tst", "teq", "cmp", "cmn", "orr",
        "mov", "bic", "mvn",
    ];
    N[op as usize]
}

fn shift_name(k: ShiftKind) -> &'static str {
    match k {
        ShiftKind::Lsl => "lsl",
        ShiftKind::Lsr => "lsr",
        ShiftKind::Asr => "asr",
        ShiftKind::Ror => "ror",
    }
}

fn reg_list(list: u16) -> String {
    let regs: Vec<&str> = (0..16)
        .filter(|r| list & (1 << r) != 0)
        .map(|r| reg_name(r as Reg))
        .collect();
    format!("{{{}}}", regs.join(", "))
}

/// `, lsl #2`, `, rrx`, `, lsr #32`: the shift of a register operand as encoded in an
/// immediate (empty for the plain register).
fn imm_shift(kind: ShiftKind, amount: u8) -> String {
    match (kind, amount) {
        (ShiftKind::Lsl, 0) => String::new(),
        (ShiftKind::Ror, 0) => ", rrx".into(),
        (ShiftKind::Lsr | ShiftKind::Asr, 0) => format!(", {} #32", shift_name(kind)),
        _ => format!(", {} #{amount}", shift_name(kind)),
    }
}

/// An ARM modified immediate (8 bits rotated right by twice the 4-bit field) as objdump
/// writes it: the value, or `#imm8, rotation` when the assembler would have chosen
/// another rotation for the same value (so that the text reassembles to the same word).
fn arm_imm(w: u32) -> String {
    let imm8 = w & 0xff;
    let rot = ((w >> 8) & 15) * 2;
    let value = imm8.rotate_right(rot);
    let canonical = (0..32).step_by(2).find(|&r| value.rotate_left(r) <= 0xff);
    if canonical == Some(rot) {
        format!("#{}", value as i32)
    } else {
        format!("#{imm8}, {rot}")
    }
}

/// The shifter operand; `w` is the raw word, for an immediate's rotation.
fn shifter(op2: &Shifter, w: u32) -> String {
    match *op2 {
        Shifter::Imm { .. } => arm_imm(w),
        Shifter::RegImm { rm, kind, amount } => {
            format!("{}{}", reg_name(rm), imm_shift(kind, amount))
        }
        Shifter::RegReg { rm, kind, rs } => {
            format!("{}, {} {}", reg_name(rm), shift_name(kind), reg_name(rs))
        }
    }
}

/// The disassembly of an ARM-state word at `addr` on the ARMv5TE profile.
pub fn arm(word: u32, addr: u32) -> Text {
    arm_on(Profile::ARMV5TE, word, addr)
}

/// The disassembly of an ARM-state word at `addr` as `profile` decodes it: the
/// encodings of ARMv6 and later are spelled by [`arm_v7`] (as objdump does for an
/// ARMv7VE object), the others as for ARMv5TE.
pub fn arm_on(profile: Profile, word: u32, addr: u32) -> Text {
    let insn = decode_arm_on(profile, word);
    match lookup_on(profile, ARM_TABLE, word) {
        Some(e) => arm_v7::text(e, word, &insn).unwrap_or_else(|| arm_text(e, word, addr, &insn)),
        None => undefined_arm(word),
    }
}

/// The disassembly of a Thumb halfword at `addr`. The halves of BL/BLX read as such
/// (see [`thumb_pair`] for the pair).
pub fn thumb(hw: u16, addr: u32) -> Text {
    match lookup(THUMB_TABLE, hw as u32) {
        Some(e) => thumb_text(e, hw as u32, addr),
        None => undefined_thumb(hw as u32),
    }
}

/// The disassembly of the Thumb instruction that starts with halfword `hw1` at `addr`
/// as `profile` decodes it (`hw2`, the next halfword, is read only for a 32-bit
/// instruction), with its length in bytes. On a Thumb-2 profile the 32-bit encodings
/// and the ARMv6/v6T2 16-bit ones are spelled by `disasm_thumb2.rs` as objdump does for an
/// ARMv7VE object (`-M force-thumb`), VFP words by [`crate::disasm_vfp`]; on ARMv5TE
/// this is [`thumb`].
pub fn thumb_on(profile: Profile, hw1: u16, hw2: u16, addr: u32) -> (Text, u32) {
    let (insn, len) = decode_thumb_on(profile, hw1, hw2, false);
    if len == 4 {
        let w = (hw1 as u32) << 16 | hw2 as u32;
        let text = match (insn.op, lookup_on(profile, THUMB32_TABLE, w)) {
            (Op::Vfp(ref v), _) => crate::disasm_vfp::vfp(v, Cond::Al),
            (_, Some(e)) => thumb2::text32(e, w, addr, &insn),
            (_, None) => thumb2::undefined32(w),
        };
        return (text, 4);
    }
    let w = hw1 as u32;
    let text = match lookup_on(profile, THUMB_TABLE, w) {
        Some(e) => thumb2::text16(e, w, addr).unwrap_or_else(|| thumb_text(e, w, addr)),
        None => undefined_thumb(w),
    };
    (text, 2)
}

/// The disassembly of a Thumb BL/BLX pair (`first`, the prefix, at `addr`), or `None`
/// when the two halfwords are not such a pair.
pub fn thumb_pair(first: u16, second: u16, addr: u32) -> Option<Text> {
    let Op::ThumbBlPrefix(ThumbBlPrefix { offset }) = decode_thumb(first).op else {
        return None;
    };
    let Op::ThumbBlSuffix(ThumbBlSuffix {
        offset: lo,
        exchange,
    }) = decode_thumb(second).op
    else {
        return None;
    };
    let lr = addr.wrapping_add(4).wrapping_add(offset as u32);
    let mut target = lr.wrapping_add(lo);
    if exchange {
        target &= !3;
    }
    Some(Text::new(
        if exchange { "blx" } else { "bl" },
        format!("0x{target:x}"),
    ))
}

/// Whether a Thumb halfword is the first half of a BL/BLX pair.
pub fn is_thumb_bl_prefix(hw: u16) -> bool {
    matches!(decode_thumb(hw).op, Op::ThumbBlPrefix(_))
}

/// Whether a Thumb halfword is the second half of a BL/BLX pair.
pub fn is_thumb_bl_suffix(hw: u16) -> bool {
    matches!(decode_thumb(hw).op, Op::ThumbBlSuffix(_))
}

/// An UNDEFINED ARM word: the permanently undefined space 0xe7fxxxfx has a spelling of
/// its own (`udf #imm16`), any other is `udf` with the whole word.
fn undefined_arm(word: u32) -> Text {
    if word & 0xfff0_00f0 == 0xe7f0_00f0 {
        Text::new("udf", format!("#{}", ((word >> 4) & 0xfff0) | (word & 0xf)))
    } else {
        Text::new("udf", format!("0x{word:08x}"))
    }
}

fn undefined_thumb(hw: u32) -> Text {
    Text::new("udf", format!("0x{hw:04x}"))
}

fn mem_operand(rn: Reg, offset: &Offset, mode: &AddrMode, force_imm: bool) -> String {
    let sign = if mode.up { "" } else { "-" };
    let off = match *offset {
        Offset::Imm(0) if mode.pre && mode.up && !mode.writeback && !force_imm => None,
        Offset::Imm(v) => Some(format!("#{sign}{v}")),
        Offset::Reg { rm, kind, amount } => {
            Some(format!("{sign}{}{}", reg_name(rm), imm_shift(kind, amount)))
        }
    };
    let base = reg_name(rn);
    match (mode.pre, off) {
        (true, None) => format!("[{base}]{}", if mode.writeback { "!" } else { "" }),
        (true, Some(o)) => format!("[{base}, {o}]{}", if mode.writeback { "!" } else { "" }),
        (false, Some(o)) => format!("[{base}], {o}"),
        (false, None) => format!("[{base}]"),
    }
}

fn arm_text(e: &Entry, w: u32, addr: u32, insn: &Insn) -> Text {
    let c = cond_suffix(insn.cond);
    let pc = addr.wrapping_add(8);
    match insn.op {
        Op::Alu(DataProc { op, s, rd, rn, op2 }) => {
            let s = if s && !op.is_test() { "s" } else { "" };
            if op == AluOp::Mov {
                match op2 {
                    Shifter::RegImm { rm, kind, amount }
                        if !(kind == ShiftKind::Lsl && amount == 0) =>
                    {
                        let (name, ops) = match (kind, amount) {
                            (ShiftKind::Ror, 0) => ("rrx", String::new()),
                            (ShiftKind::Lsr | ShiftKind::Asr, 0) => {
                                (shift_name(kind), ", #32".into())
                            }
                            _ => (shift_name(kind), format!(", #{amount}")),
                        };
                        return Text::new(
                            format!("{name}{s}{c}"),
                            format!("{}, {}{ops}", reg_name(rd), reg_name(rm)),
                        );
                    }
                    Shifter::RegReg { rm, kind, rs } => {
                        return Text::new(
                            format!("{}{s}{c}", shift_name(kind)),
                            format!("{}, {}, {}", reg_name(rd), reg_name(rm), reg_name(rs)),
                        );
                    }
                    _ => {}
                }
            }
            let ops = if op.is_test() {
                format!("{}, {}", reg_name(rn), shifter(&op2, w))
            } else if !op.uses_rn() {
                format!("{}, {}", reg_name(rd), shifter(&op2, w))
            } else {
                format!("{}, {}, {}", reg_name(rd), reg_name(rn), shifter(&op2, w))
            };
            Text::new(format!("{}{s}{c}", alu_name(op)), ops)
        }
        Op::Mul(Multiply {
            acc,
            s,
            rd,
            rn,
            rs,
            rm,
        }) => {
            let s = if s { "s" } else { "" };
            if acc {
                Text::new(
                    format!("mla{s}{c}"),
                    format!(
                        "{}, {}, {}, {}",
                        reg_name(rd),
                        reg_name(rm),
                        reg_name(rs),
                        reg_name(rn)
                    ),
                )
            } else {
                Text::new(
                    format!("mul{s}{c}"),
                    format!("{}, {}, {}", reg_name(rd), reg_name(rm), reg_name(rs)),
                )
            }
        }
        Op::MulLong(MultiplyLong {
            signed,
            acc,
            s,
            rdlo,
            rdhi,
            rs,
            rm,
        }) => {
            let name = match (signed, acc) {
                (false, false) => "umull",
                (false, true) => "umlal",
                (true, false) => "smull",
                (true, true) => "smlal",
            };
            let s = if s { "s" } else { "" };
            Text::new(
                format!("{name}{s}{c}"),
                format!(
                    "{}, {}, {}, {}",
                    reg_name(rdlo),
                    reg_name(rdhi),
                    reg_name(rm),
                    reg_name(rs)
                ),
            )
        }
        Op::Dsp(d) => {
            let xy = |t: bool| if t { "t" } else { "b" };
            let (name, regs): (String, Vec<Reg>) = match d {
                DspMul::Smla {
                    x_top,
                    y_top,
                    rd,
                    rm,
                    rs,
                    rn,
                } => (
                    format!("smla{}{}", xy(x_top), xy(y_top)),
                    vec![rd, rm, rs, rn],
                ),
                DspMul::Smul {
                    x_top,
                    y_top,
                    rd,
                    rm,
                    rs,
                } => (format!("smul{}{}", xy(x_top), xy(y_top)), vec![rd, rm, rs]),
                DspMul::Smlaw {
                    y_top,
                    rd,
                    rm,
                    rs,
                    rn,
                } => (format!("smlaw{}", xy(y_top)), vec![rd, rm, rs, rn]),
                DspMul::Smulw { y_top, rd, rm, rs } => {
                    (format!("smulw{}", xy(y_top)), vec![rd, rm, rs])
                }
                DspMul::Smlal {
                    x_top,
                    y_top,
                    rdlo,
                    rdhi,
                    rm,
                    rs,
                } => (
                    format!("smlal{}{}", xy(x_top), xy(y_top)),
                    vec![rdlo, rdhi, rm, rs],
                ),
            };
            let ops: Vec<&str> = regs.into_iter().map(reg_name).collect();
            Text::new(format!("{name}{c}"), ops.join(", "))
        }
        Op::Sat(Sat { op, rd, rm, rn }) => {
            let name = match op {
                QOp::Qadd => "qadd",
                QOp::Qsub => "qsub",
                QOp::Qdadd => "qdadd",
                QOp::Qdsub => "qdsub",
            };
            Text::new(
                format!("{name}{c}"),
                format!("{}, {}, {}", reg_name(rd), reg_name(rm), reg_name(rn)),
            )
        }
        Op::Clz(Clz { rd, rm }) => Text::new(
            format!("clz{c}"),
            format!("{}, {}", reg_name(rd), reg_name(rm)),
        ),
        Op::Mem(Transfer {
            load,
            size,
            rd,
            rn,
            offset,
            mode,
            user,
        }) => {
            let base = if load { "ldr" } else { "str" };
            let sz = match size {
                MemSize::Word => "",
                MemSize::Byte => "b",
                MemSize::SignedByte => "sb",
                MemSize::Half => "h",
                MemSize::SignedHalf => "sh",
                MemSize::Double => "d",
            };
            let t = if user { "t" } else { "" };
            // One-register stack pushes and pops read as such.
            let one = Offset::Imm(4);
            if size == MemSize::Word && !user && rn == 13 && offset == one {
                if !load && mode.pre && !mode.up && mode.writeback {
                    return Text::new(format!("push{c}"), format!("{{{}}}", reg_name(rd)));
                }
                if load && !mode.pre && mode.up {
                    return Text::new(format!("pop{c}"), format!("{{{}}}", reg_name(rd)));
                }
            }
            // LDRD/STRD name only the first of the two registers.
            let regs = reg_name(rd);
            // objdump shows a PC-based halfword, signed or doubleword transfer without
            // its (UNPREDICTABLE) writeback.
            let mut mode = mode;
            if rn == 15 && size != MemSize::Word && size != MemSize::Byte && mode.pre {
                mode.writeback = false;
            }
            Text::new(
                format!("{base}{sz}{t}{c}"),
                format!("{regs}, {}", mem_operand(rn, &offset, &mode, false)),
            )
        }
        Op::Block(BlockTransfer {
            load,
            mode,
            writeback,
            s_bit,
            rn,
            list,
        }) => {
            let wb = if writeback { "!" } else { "" };
            let hat = if s_bit { "^" } else { "" };
            let stack = rn == 13 && writeback && !s_bit && list.count_ones() > 1;
            if stack && load && mode == BlockMode::Ia {
                return Text::new(format!("pop{c}"), reg_list(list));
            }
            if stack && !load && mode == BlockMode::Db {
                return Text::new(format!("push{c}"), reg_list(list));
            }
            let m = match mode {
                // A plain STM (no writeback, no `^`) is `stm`, the others `stmia`.
                BlockMode::Ia if !load && (writeback || s_bit) => "ia",
                BlockMode::Ia => "",
                BlockMode::Ib => "ib",
                BlockMode::Da => "da",
                BlockMode::Db => "db",
            };
            Text::new(
                format!("{}{m}{c}", if load { "ldm" } else { "stm" }),
                format!("{}{wb}, {}{hat}", reg_name(rn), reg_list(list)),
            )
        }
        Op::Swap(Swap { byte, rd, rm, rn }) => Text::new(
            format!("swp{}{c}", if byte { "b" } else { "" }),
            format!("{}, {}, [{}]", reg_name(rd), reg_name(rm), reg_name(rn)),
        ),
        Op::Branch(Branch { link, offset }) => Text::new(
            format!("{}{c}", if link { "bl" } else { "b" }),
            format!("0x{:x}", pc.wrapping_add(offset as u32)),
        ),
        Op::BlxImm(BlxImm { offset }) => {
            Text::new("blx", format!("0x{:x}", pc.wrapping_add(offset as u32)))
        }
        Op::Bx(Bx { rm }) => Text::new(
            format!("{}{c}", if e.name == "BXJ" { "bxj" } else { "bx" }),
            reg_name(rm),
        ),
        Op::BlxReg(BlxReg { rm }) => Text::new(format!("blx{c}"), reg_name(rm)),
        Op::Mrs(Mrs { rd, spsr }) => Text::new(
            format!("mrs{c}"),
            format!("{}, {}", reg_name(rd), if spsr { "SPSR" } else { "CPSR" }),
        ),
        Op::Msr(Msr { spsr, fields, src }) => {
            let mut f = String::new();
            for (bit, ch) in [(8, 'f'), (4, 's'), (2, 'x'), (1, 'c')] {
                if fields & bit != 0 {
                    f.push(ch);
                }
            }
            let psr = if spsr { "SPSR" } else { "CPSR" };
            let src = shifter(&src, w);
            Text::new(format!("msr{c}"), format!("{psr}_{f}, {src}"))
        }
        Op::Swi(Swi { imm }) => Text::new(format!("svc{c}"), format!("0x{imm:08x}")),
        Op::Bkpt(Bkpt { imm }) => Text::new("bkpt", format!("0x{imm:04x}")),
        Op::Cdp(Cdp {
            cp,
            opc1,
            crd,
            crn,
            crm,
            opc2,
        }) => Text::new(
            format!("cdp{c}"),
            format!("{cp}, {opc1}, cr{crd}, cr{crn}, cr{crm}, {{{opc2}}}"),
        ),
        Op::CpReg(CoprocReg {
            load,
            cp,
            opc1,
            rd,
            crn,
            crm,
            opc2,
        }) => {
            if e.name == "WFI_hint" {
                return Text::new(format!("wfi{c}"), "");
            }
            // MRC to r15 sets the flags: objdump names it APSR_nzcv.
            let rd = if load && rd == 15 {
                "APSR_nzcv"
            } else {
                reg_name(rd)
            };
            Text::new(
                format!("{}{c}", if load { "mrc" } else { "mcr" }),
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
        }) => Text::new(
            format!("{}{c}", if load { "mrrc" } else { "mcrr" }),
            format!("{cp}, {opc}, {}, {}, cr{crm}", reg_name(rd), reg_name(rn)),
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
            let name = format!(
                "{}{}{c}",
                if load { "ldc" } else { "stc" },
                if long { "l" } else { "" }
            );
            let ops = if !mode.pre && !mode.writeback {
                // Unindexed: the 8-bit field is an option for the coprocessor.
                format!("[{}], {{{}}}", reg_name(rn), w & 0xff)
            } else {
                mem_operand(rn, &Offset::Imm(offset), &mode, true)
            };
            Text::new(name, format!("{cp}, cr{crd}, {ops}"))
        }
        Op::Nop => match e.name {
            "PLD_imm" | "PLD_reg" => pld_text(w),
            _ => Text::new(format!("nop{c}"), format!("{{{}}}", w & 0xff)),
        },
        Op::Undefined => undefined_arm(w),
        Op::ThumbBlPrefix(_) | Op::ThumbBlSuffix(_) | Op::ThumbAdr(_) => undefined_arm(w),
        Op::Vfp(v) => crate::disasm_vfp::vfp(&v, insn.cond),
        // The operations of ARMv6 and later never come out of the ARMv5TE view of the
        // table that `arm` decodes with.
        _ => undefined_arm(w),
    }
}

fn pld_text(w: u32) -> Text {
    let rn = ((w >> 16) & 15) as Reg;
    let up = w & (1 << 23) != 0;
    let mode = AddrMode {
        pre: true,
        up,
        writeback: false,
    };
    let offset = if w & (1 << 25) == 0 {
        Offset::Imm(w & 0xfff)
    } else {
        Offset::Reg {
            rm: (w & 15) as Reg,
            kind: match (w >> 5) & 3 {
                0 => ShiftKind::Lsl,
                1 => ShiftKind::Lsr,
                2 => ShiftKind::Asr,
                _ => ShiftKind::Ror,
            },
            amount: ((w >> 7) & 31) as u8,
        }
    };
    Text::new("pld", mem_operand(rn, &offset, &mode, false))
}

fn lo(w: u32, at: u32) -> &'static str {
    reg_name(((w >> at) & 7) as Reg)
}

fn thumb_text(e: &Entry, w: u32, addr: u32) -> Text {
    let pc = addr.wrapping_add(4);
    let imm5 = (w >> 6) & 31;
    let (rd, rn_or_rm) = (lo(w, 0), lo(w, 3));
    match e.name {
        "ADD_SUB_reg" => Text::new(
            if w & (1 << 9) != 0 { "subs" } else { "adds" },
            format!("{rd}, {rn_or_rm}, {}", lo(w, 6)),
        ),
        "ADD_SUB_imm3" => Text::new(
            if w & (1 << 9) != 0 { "subs" } else { "adds" },
            format!("{rd}, {rn_or_rm}, #{}", (w >> 6) & 7),
        ),
        "SHIFT_imm" => {
            let op = (w >> 11) & 3;
            if op == 0 && imm5 == 0 {
                return Text::new("movs", format!("{rd}, {rn_or_rm}"));
            }
            let amount = if op != 0 && imm5 == 0 { 32 } else { imm5 };
            let name = ["lsls", "lsrs", "asrs"][op as usize];
            Text::new(name, format!("{rd}, {rn_or_rm}, #{amount}"))
        }
        "MOV_CMP_ADD_SUB_imm8" => {
            let name = ["movs", "cmp", "adds", "subs"][((w >> 11) & 3) as usize];
            Text::new(name, format!("{}, #{}", lo(w, 8), w & 0xff))
        }
        "ALU_reg" => {
            const N: [&str; 16] = [
                "ands", "eors", "lsls", "lsrs", "asrs", "adcs", "sbcs", "rors", "tst", "negs",
                "cmp", "cmn", "orrs", "muls", "bics", "mvns",
            ];
            let op = ((w >> 6) & 15) as usize;
            Text::new(N[op], format!("{rd}, {rn_or_rm}"))
        }
        "BX_BLX" => {
            let rm = reg_name(((w >> 3) & 15) as Reg);
            Text::new(if w & (1 << 7) != 0 { "blx" } else { "bx" }, rm)
        }
        "HI_ADD_CMP_MOV" => {
            let rd = reg_name(((w & 7) | ((w >> 4) & 8)) as Reg);
            let rm = reg_name(((w >> 3) & 15) as Reg);
            let op = (w >> 8) & 3;
            if op == 2 && w & 0xff == 0xc0 {
                return Text::new("nop", "");
            }
            Text::new(["add", "cmp", "mov"][op as usize], format!("{rd}, {rm}"))
        }
        "LDR_literal" => Text::new("ldr", format!("{}, [pc, #{}]", lo(w, 8), (w & 0xff) * 4)),
        "LDST_reg" => {
            const N: [&str; 8] = [
                "str", "strh", "strb", "ldrsb", "ldr", "ldrh", "ldrb", "ldrsh",
            ];
            Text::new(
                N[((w >> 9) & 7) as usize],
                format!("{rd}, [{rn_or_rm}, {}]", lo(w, 6)),
            )
        }
        "LDST_imm" => {
            let byte = w & (1 << 12) != 0;
            let load = w & (1 << 11) != 0;
            let name = match (load, byte) {
                (false, false) => "str",
                (false, true) => "strb",
                (true, false) => "ldr",
                (true, true) => "ldrb",
            };
            let off = if byte { imm5 } else { imm5 * 4 };
            Text::new(name, thumb_imm_addr(rd, rn_or_rm, off))
        }
        "LDRH_STRH_imm" => Text::new(
            if w & (1 << 11) != 0 { "ldrh" } else { "strh" },
            thumb_imm_addr(rd, rn_or_rm, imm5 * 2),
        ),
        "LDR_STR_sp" => Text::new(
            if w & (1 << 11) != 0 { "ldr" } else { "str" },
            thumb_imm_addr(lo(w, 8), "sp", (w & 0xff) * 4),
        ),
        "ADR" => Text::new("add", format!("{}, pc, #{}", lo(w, 8), (w & 0xff) * 4)),
        "ADD_sp" => Text::new("add", format!("{}, sp, #{}", lo(w, 8), (w & 0xff) * 4)),
        "ADJUST_sp" => Text::new(
            if w & (1 << 7) != 0 { "sub" } else { "add" },
            format!("sp, #{}", (w & 0x7f) * 4),
        ),
        "PUSH" | "POP" => {
            let extra = if w & (1 << 8) != 0 {
                if e.name == "PUSH" {
                    1 << 14
                } else {
                    1 << 15
                }
            } else {
                0
            };
            Text::new(
                e.name.to_ascii_lowercase(),
                reg_list((w & 0xff) as u16 | extra),
            )
        }
        "BKPT" => Text::new("bkpt", format!("0x{:04x}", w & 0xff)),
        "STMIA" | "LDMIA" => {
            let rn = (w >> 8) & 7;
            let list = (w & 0xff) as u16;
            let wb = if e.name == "LDMIA" && list & (1 << rn) != 0 {
                ""
            } else {
                "!"
            };
            Text::new(
                e.name.to_ascii_lowercase(),
                format!("{}{wb}, {}", lo(w, 8), reg_list(list)),
            )
        }
        "UDF" => Text::new("udf", format!("#{}", w & 0xff)),
        "SWI" => Text::new("svc", format!("{}", w & 0xff)),
        "B_cond" => {
            let off = ((w & 0xff) as u8 as i8 as i32) << 1;
            Text::new(
                format!("b{}.n", cond_suffix(Cond::from_bits(w >> 8))),
                format!("0x{:x}", pc.wrapping_add(off as u32)),
            )
        }
        "B" => {
            let off = (((w & 0x7ff) << 21) as i32) >> 20;
            Text::new("b.n", format!("0x{:x}", pc.wrapping_add(off as u32)))
        }
        "BL_prefix" => {
            let off = (((w & 0x7ff) << 21) as i32) >> 9;
            Text::new("bl.prefix", format!("lr, pc, #{off}"))
        }
        "BL_suffix" | "BLX_suffix" => {
            let name = if e.name == "BL_suffix" {
                "bl.suffix"
            } else {
                "blx.suffix"
            };
            Text::new(name, format!("pc, lr, #{}", (w & 0x7ff) << 1))
        }
        // The undefined spaces (BX_undef, MISC_undef).
        _ => undefined_thumb(w),
    }
}

fn thumb_imm_addr(rd: &str, rn: &str, off: u32) -> String {
    format!("{rd}, [{rn}, #{off}]")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a(w: u32) -> String {
        arm(w, 0x1000).to_string()
    }

    fn t(hw: u16) -> String {
        thumb(hw, 0x1000).to_string()
    }

    #[test]
    fn arm_spellings() {
        assert_eq!(a(0xe3a0_0001), "mov r0, #1");
        assert_eq!(a(0x0090_1002), "addseq r1, r0, r2");
        assert_eq!(a(0xe1a0_0101), "lsl r0, r1, #2");
        assert_eq!(a(0xe8bd_8010), "pop {r4, pc}");
        assert_eq!(a(0xe92d_4010), "push {r4, lr}");
        assert_eq!(a(0xe12f_ff1e), "bx lr");
        assert_eq!(a(0xeb00_0000), "bl 0x1008");
        assert_eq!(a(0xe59f_0004), "ldr r0, [pc, #4]");
        assert_eq!(a(0xe491_0004), "ldr r0, [r1], #4");
        assert_eq!(a(0xe7f0_00f0), "udf #0");
        // An immediate the assembler would encode with another rotation.
        assert_eq!(a(0xe226_6140), "eor r6, r6, #64, 2");
        assert_eq!(a(0xe3e0_33bc), "mvn r3, #188, 6");
        assert_eq!(a(0xe3a0_0101), "mov r0, #1073741824");
        assert_eq!(a(0xe3e0_0000), "mvn r0, #0");
        // STM with writeback is `stmia`, LDM stays `ldm`; one-register push and pop.
        assert_eq!(
            a(0xe8a1_0ff0),
            "stmia r1!, {r4, r5, r6, r7, r8, r9, sl, fp}"
        );
        assert_eq!(a(0xe8b0_0ff0), "ldm r0!, {r4, r5, r6, r7, r8, r9, sl, fp}");
        assert_eq!(a(0xe52d_3004), "push {r3}");
        assert_eq!(a(0xe49d_0004), "pop {r0}");
        // LDRD names one register; zero offsets with writeback are written out.
        assert_eq!(a(0xe1a9_60f2), "strd r6, [r9, r2]!");
        assert_eq!(a(0xe5ab_7000), "str r7, [fp, #0]!");
        assert_eq!(a(0xee11_ff10), "mrc 15, 0, APSR_nzcv, cr1, cr0, {0}");
        assert_eq!(a(0xe10f_0000), "mrs r0, CPSR");
        assert_eq!(a(0xe321_f0d3), "msr CPSR_c, #211");
        assert_eq!(a(0xef00_0042), "svc 0x00000042");
        assert_eq!(a(0xfa00_0000), "blx 0x1008");
        // A word ARMv5TE does not define (ARMv6 REV).
        assert_eq!(a(0xe6bf_0f31), "udf 0xe6bf0f31");
    }

    #[test]
    fn thumb_spellings() {
        assert_eq!(t(0x2001), "movs r0, #1");
        assert_eq!(t(0x4770), "bx lr");
        assert_eq!(t(0xb510), "push {r4, lr}");
        assert_eq!(t(0xe7fe), "b.n 0x1000");
        assert_eq!(t(0xdf00), "svc 0");
        assert_eq!(
            thumb_pair(0xf000, 0xf802, 0x1000).unwrap().to_string(),
            "bl 0x1008"
        );
        assert_eq!(t(0xf000), "bl.prefix lr, pc, #0");
        assert_eq!(t(0xf802), "bl.suffix pc, lr, #4");
        assert_eq!(
            thumb_pair(0xf000, 0xe802, 0x1002).unwrap().to_string(),
            "blx 0x1008"
        );
        assert_eq!(t(0x0000), "movs r0, r0");
        assert_eq!(t(0x0848), "lsrs r0, r1, #1");
        assert_eq!(t(0x1088), "asrs r0, r1, #2");
        assert_eq!(t(0x4362), "muls r2, r4");
        assert_eq!(t(0x4248), "negs r0, r1");
        assert_eq!(t(0x46c0), "nop");
        assert_eq!(t(0x6008), "str r0, [r1, #0]");
        assert_eq!(t(0xd1fb), "bne.n 0xffa");
        assert_eq!(t(0xc90f), "ldmia r1, {r0, r1, r2, r3}");
        assert_eq!(t(0xc9f0), "ldmia r1!, {r4, r5, r6, r7}");
        assert_eq!(t(0xb2bd), "udf 0xb2bd"); // ARMv6 UXTH
        assert_eq!(t(0xdeff), "udf #255");
    }
}

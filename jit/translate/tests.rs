//! Coverage of the native emitters: instructions drawn from every entry of the decode
//! tables are translated one by one, and only the forms left to shared
//! helpers (system operations) and the UNPREDICTABLE forms may use the escape hatch.

use arm::block::{self, Block};
use arm::decode::{random_word_decoding_to, ARM_TABLE};
use arm::insn::{
    BlockTransfer, Clz, CoprocReg, MemSize, Mrs, Multiply, MultiplyLong, Op, Sat, Swap, Transfer,
    LR, PC,
};

use super::translate_block;

/// The host code of the block of ARM words `words` at 0x8000 (which must make one
/// block), translated for a privileged block with recording off or, with `trace_slot`,
/// on; for tests that count an instruction pattern in it.
pub(super) fn block_code(words: &[u32], trace_slot: Option<u32>) -> Vec<u8> {
    let b: Block = block::discover(0x8000, false, &mut |a| {
        words.get((a as usize).wrapping_sub(0x8000) / 4).copied()
    });
    assert_eq!(b.insns.len(), words.len(), "one block");
    translate_block(0x10_0000, &b, 0x8000, false, 0, trace_slot, &|_, _| None).code
}

/// How many times the bytes of `pattern` occur in `code`.
pub(super) fn occurrences(code: &[u8], pattern: &[u8]) -> usize {
    code.windows(pattern.len())
        .filter(|w| *w == pattern)
        .count()
}

/// The escape-hatch sites of the one-instruction block made of `word`, translated for
/// a privileged (or, with `user`, a User-mode) block.
fn hatch_sites(word: u32, thumb: bool, user: bool) -> u32 {
    let pc = 0x8000;
    let b: Block = block::discover(pc, thumb, &mut |a| (a == pc).then_some(word));
    assert_eq!(b.insns.len(), 1, "{word:#x}");
    translate_block(0x10_0000, &b, pc, user, 0, None, &|_, _| None).hatch_sites
}

/// Whether `op` is one of the forms that may run through the escape hatch: the system
/// operations (coprocessors other than the CP15 cache operations, SWI, BKPT,
/// Undefined) and the UNPREDICTABLE ones (a PC destination or operand where the ARM
/// ARM says UNPREDICTABLE). Exception returns and MSR are native, with the escape
/// hatch only as the slow path of a mode change.
fn may_use_hatch(op: &Op) -> bool {
    match *op {
        Op::Swi(_) | Op::Bkpt(_) | Op::Undefined => true,
        Op::Cdp(_) | Op::CpReg2(_) | Op::CpMem(_) => true,
        // MCR p15 to c7: the cache operations are native but for wait-for-interrupt.
        Op::CpReg(CoprocReg {
            load: false,
            cp: 15,
            opc1: 0,
            crn: 7,
            crm,
            opc2,
            ..
        }) => [(0, 4), (8, 2)].contains(&(crm, opc2)),
        Op::CpReg(_) => true,
        Op::Block(BlockTransfer {
            load,
            writeback,
            s_bit,
            rn,
            list,
            ..
        }) => list == 0 || rn == PC || (s_bit && load && list & 1 << PC == 0 && writeback),
        Op::Mem(Transfer {
            size, rd, rn, mode, ..
        }) => {
            (size == MemSize::Double && (rd & 1 != 0 || rd == LR))
                || ((!mode.pre || mode.writeback) && rn == PC)
        }
        Op::Swap(Swap { rd, rm, rn, .. }) => [rd, rm, rn].contains(&PC),
        Op::Mul(Multiply { rd, .. })
        | Op::Clz(Clz { rd, .. })
        | Op::Mrs(Mrs { rd, .. })
        | Op::Sat(Sat { rd, .. }) => rd == PC,
        Op::MulLong(MultiplyLong { rdlo, rdhi, .. }) => rdlo == PC || rdhi == PC,
        Op::Dsp(d) => match d {
            arm::insn::DspMul::Smlal { rdlo, rdhi, .. } => rdlo == PC || rdhi == PC,
            arm::insn::DspMul::Smla { rd, .. }
            | arm::insn::DspMul::Smul { rd, .. }
            | arm::insn::DspMul::Smlaw { rd, .. }
            | arm::insn::DspMul::Smulw { rd, .. } => rd == PC,
        },
        _ => false,
    }
}

/// Random words from the workspace's test generator.
fn rng(seed: u64) -> impl FnMut() -> u32 {
    let mut r = testrng::Rng::new(seed);
    move || r.next_u32()
}

/// Checks that every one of `forms` (a name and an instruction word) that
/// `may_use_hatch` does not allow is native in each privilege of `users`, and that more
/// than `min` were checked.
fn assert_native(forms: Vec<(&str, u32)>, thumb: bool, users: &[bool], min: usize) {
    let (mut checked, mut hatched) = (0, Vec::new());
    for (name, word) in forms {
        let insn = if thumb {
            arm::decode::decode_thumb(word as u16)
        } else {
            arm::decode::decode_arm(word)
        };
        if may_use_hatch(&insn.op) {
            continue;
        }
        if users
            .iter()
            .any(|&user| hatch_sites(word, thumb, user) != 0)
        {
            hatched.push(format!("{name} {word:#010x} {insn:?}"));
        }
        checked += 1;
    }
    assert!(
        hatched.is_empty(),
        "escape hatch used by:\n{}",
        hatched.join("\n")
    );
    assert!(checked > min, "{checked}");
}

#[test]
fn every_arm_form_but_system_ops_and_unpredictable_ones_is_native() {
    let mut next = rng(0x5eed);
    let mut forms = Vec::new();
    for (index, entry) in ARM_TABLE.iter().enumerate() {
        for _ in 0..300 {
            if let Some(word) = random_word_decoding_to(ARM_TABLE, index, &mut next) {
                forms.push((entry.name, word));
            }
        }
    }
    assert_native(forms, false, &[false, true], 5000);
}

#[test]
fn every_thumb_form_but_system_ops_is_native() {
    let forms = (0..=0xffffu32).map(|hw| ("thumb", hw)).collect();
    assert_native(forms, true, &[false], 60000);
}

/// The count can fail: a system operation is one hatch site; an exception return or a
/// plain CP15 register access is none (the escape hatch is only its slow path, for a
/// mode change or User mode).
#[test]
fn system_operations_are_counted_as_hatch_sites() {
    // SWI 0; MCR p15, 0, r0, c7, c0, 4 (WFI); BKPT 0; an undefined encoding.
    for word in [0xef00_0000, 0xee07_0f90, 0xe120_0070, 0xe7f0_00f0] {
        assert_eq!(hatch_sites(word, false, false), 1, "{word:#010x}");
    }
    // Thumb SWI 0.
    assert_eq!(hatch_sites(0xdf00, true, false), 1);
    // MOVS pc, lr; SUBS pc, lr, #4; LDMIA sp!, {pc}^; MRC and MCR p15, 0, r0, c3, c0, 0
    // (DACR); MRC p15, 0, r0, c1, c0, 0 (control); the ARM926's CP15 operations of
    // `translate::cp15`: MCR p15, 0, r0, c8, c7, 0 (TLB flush), MCR p15, 0, r0, c2, c0, 0
    // (TTBR0), MCR p15, 0, r0, c1, c0, 0 (control), MRC p15, 0, r15, c7, c14, 3.
    for word in [
        0xe1b0_f00e,
        0xe25e_f004,
        0xe8fd_8000,
        0xee13_0f10,
        0xee03_0f10,
        0xee11_0f10,
        0xee08_0f17,
        0xee02_0f10,
        0xee01_0f10,
        0xee17_ff7e,
    ] {
        assert_eq!(hatch_sites(word, false, false), 0, "{word:#010x}");
    }
}

/// The escape-hatch sites of the one-instruction ARMv7-A block made of `word` (a 32-bit
/// Thumb-2 instruction as `first << 16 | second` when `thumb`), or `None` when the
/// word does not make a one-instruction block.
fn hatch_sites_v7(word: u32, thumb: bool) -> Option<u32> {
    let pc = 0x8000;
    let b: Block = block::discover_on(arm::block::Profile::ARMV7A, pc, thumb, 0, &mut |a| match (
        thumb,
        a - pc,
    ) {
        (false, 0) => Some(word),
        (true, 0) => Some(word >> 16),
        (true, 2) => Some(word & 0xffff),
        _ => None,
    });
    (b.insns.len() == 1)
        .then(|| translate_block(0x10_0000, &b, pc, false, 0, None, &|_, _| None).hatch_sites)
}

/// Whether `op` may use the escape hatch on ARMv7-A: the system operations (but the
/// thread ID registers and the cache maintenance of CP15, CPS without a mode change,
/// MRS, MSR of the SPSR or of the CPSR's c and f fields, CLREX), the UNPREDICTABLE
/// forms the ARMv5 list names, the ARMv6 media operations that set GE or Q but UADD8
/// and SEL, the other v6 multiplies (not yet native), the doubleword exclusives,
/// SETEND, SRS/RFE, the VFP system registers but FPSCR, and the writes of r15
/// that ARMv7 interworks or that are UNPREDICTABLE.
fn may_use_hatch_v7(op: &Op, _thumb: bool) -> bool {
    use arm::insn::{DataProc, DualTransfer, ExclSize, Exclusive, MulV6, ParKind, ParOp, Vfp};
    match *op {
        Op::CpReg(CoprocReg {
            load,
            cp,
            opc1,
            rd,
            crn,
            crm,
            opc2,
        }) => {
            let tpidr = crn == 13 && opc1 == 0 && crm == 0 && (2..=4).contains(&opc2);
            let maintenance = !load && crn == 7 && opc1 == 0 && crm != 4 && crm != 8;
            return !(cp == 15 && rd != PC && (tpidr || maintenance));
        }
        Op::Mrs(Mrs { rd, .. }) => return rd == PC,
        Op::Msr(arm::insn::Msr { spsr, fields, .. }) => return !spsr && fields & 0b0110 != 0,
        _ => {}
    }
    if may_use_hatch(op) {
        return true;
    }
    match *op {
        Op::Parallel(p) => {
            !(p.kind == ParKind::U && p.op == ParOp::Add8) || [p.rd, p.rn, p.rm].contains(&PC)
        }
        Op::Select(s) => [s.rd, s.rn, s.rm].contains(&PC),
        Op::Exclusive(Exclusive {
            load,
            size,
            rd,
            rt,
            rn,
            ..
        }) => size == ExclSize::Double || rt == PC || rn == PC || (!load && rd == PC),
        Op::Cps(c) => c.mode.is_some(),
        Op::Orn(DataProc { rd, .. }) => rd == PC,
        Op::Saturate(_)
        | Op::Saturate16(_)
        | Op::Pack(_)
        | Op::Usad8(_)
        | Op::Srs(_)
        | Op::Rfe(_)
        | Op::Setend(_)
        | Op::Hvc(_) => true,
        Op::MulV6(MulV6::Mls { rd, .. } | MulV6::Div { rd, .. }) => rd == PC,
        Op::MulV6(_) => true,
        Op::Hint(h) => h == arm::insn::Hint::Wfi,
        Op::Alu(DataProc { rd: PC, s, op, .. }) => !op.is_test() && s,
        Op::Dual(DualTransfer {
            rt, rt2, rn, mode, ..
        }) => rt == PC || rt2 == PC || (rn == PC && (mode.writeback || !mode.pre)),
        Op::ThumbAdr(arm::insn::ThumbAdr { rd, .. }) => rd == PC,
        Op::Block(BlockTransfer { s_bit, .. }) => s_bit,
        Op::MovWide(arm::insn::MovWide { rd, .. })
        | Op::Extend(arm::insn::Extend { rd, .. })
        | Op::BitField(arm::insn::BitField { rd, .. })
        | Op::Reverse(arm::insn::Reverse { rd, .. }) => rd == PC,
        Op::Vfp(Vfp::Sys { reg, .. }) => reg != 1,
        Op::Vfp(Vfp::MovCore2 {
            to_core: true,
            rt,
            rt2,
            ..
        }) => rt == PC || rt2 == PC,
        Op::Vfp(Vfp::MovScalar {
            to_core: true, rt, ..
        }) => rt == PC,
        Op::Vfp(Vfp::Block { writeback, rn, .. }) => writeback && rn == PC,
        _ => false,
    }
}

/// Every ARMv7-A form of the ARM, Thumb-2 and VFP tables that `may_use_hatch_v7` does
/// not name is translated without the escape hatch (outside an IT block).
#[test]
fn every_armv7_form_but_system_and_media_ops_is_native() {
    use arm::decode::{random_word_decoding_to_on, THUMB32_TABLE, VFP_TABLE};
    let v7 = arm::block::Profile::ARMV7A;
    let mut next = rng(0x7a15);
    let (mut checked, mut hatched) = (0, Vec::new());
    let tables = [
        (ARM_TABLE, false),
        (THUMB32_TABLE, true),
        (VFP_TABLE, false),
    ];
    for (table, thumb) in tables {
        for (index, entry) in table.iter().enumerate() {
            for _ in 0..100 {
                let Some(word) = random_word_decoding_to_on(v7, table, index, &mut next) else {
                    continue;
                };
                // VFP words run in ARM state (condition AL).
                let word = if std::ptr::eq(table, VFP_TABLE) {
                    word & 0x0fff_ffff | 0xe000_0000
                } else {
                    word
                };
                let insn = if thumb {
                    arm::decode::decode_thumb_on(v7, (word >> 16) as u16, word as u16, false).0
                } else {
                    arm::decode::decode_arm_on(v7, word)
                };
                if may_use_hatch_v7(&insn.op, thumb) {
                    continue;
                }
                match hatch_sites_v7(word, thumb) {
                    Some(0) => checked += 1,
                    Some(_) => hatched.push(format!("{} {word:#010x} {insn:?}", entry.name)),
                    None => {}
                }
            }
        }
    }
    assert!(
        hatched.is_empty(),
        "escape hatch used by {} forms:\n{}",
        hatched.len(),
        hatched.join("\n")
    );
    assert!(checked > 5000, "{checked}");
}

/// The code length of the privileged ARM block made of `words` at 0x8000.
fn code_len(words: &[u32]) -> usize {
    let b: Block = block::discover(0x8000, false, &mut |a| {
        words.get((a as usize).wrapping_sub(0x8000) / 4).copied()
    });
    assert_eq!(b.insns.len(), words.len());
    translate_block(0x10_0000, &b, 0x8000, false, 0, None, &|_, _| None)
        .code
        .len()
}

#[test]
fn a_move_of_a_register_to_itself_emits_nothing() {
    const BX_LR: u32 = 0xe12f_ff1e;
    let alone = code_len(&[BX_LR]);
    // mov r0, r0; mov r8, r8; movne r3, r3.
    for nop in [0xe1a0_0000, 0xe1a0_8008, 0x11a0_3003] {
        let with = code_len(&[nop, BX_LR]);
        let bytes = with - alone;
        // A conditional one keeps its condition test (its time bit when recording).
        let test = if nop >> 28 == 0xe { 0 } else { 16 };
        assert!(bytes <= test, "{nop:#010x}: {bytes} bytes");
    }
    // A move from another register, and one that sets flags, are emitted.
    for mov in [0xe1a0_0001, 0xe1b0_0000] {
        assert!(code_len(&[mov, BX_LR]) > alone, "{mov:#010x}");
    }
}

/// The assembler and cold-path queue that a translation leaves to the next one on its
/// thread (`Scratch`) carry nothing over: a loop with memory accesses (cold paths)
/// translated after other blocks gives the bytes it gives as the first translation of a
/// thread, in one pass and with the second pass of a loop head.
#[test]
fn a_translation_does_not_depend_on_the_ones_before_it() {
    use super::{translate_in, Runtime};
    let pc = 0x8000;
    // ldr r0, [r1]; str r0, [r2, #4]; add r1, r1, #1; b 0x8000
    let words = [0xe591_0000u32, 0xe582_0004, 0xe281_1001, 0xeaff_fffb];
    let translate = move |self_link: bool| {
        let b: Block = block::discover(pc, false, &mut |a| {
            words.get(((a - pc) / 4) as usize).copied()
        });
        assert_eq!(b.insns.len(), 4);
        let rt = Runtime {
            jump_cache: 0x20_0000,
            stubs: None,
            self_link,
        };
        translate_in(0x10_0000, &b, (pc, false), rt, Some(7), &|_, _| None).code
    };
    let first = |self_link| {
        std::thread::spawn(move || translate(self_link))
            .join()
            .unwrap()
    };
    let (one_pass, looped) = (first(false), first(true));
    assert_ne!(one_pass, looped, "the loop head's pass changes the code");
    let mut next = rng(14);
    for _ in 0..50 {
        let index = (next() as usize) % ARM_TABLE.len();
        let Some(word) = random_word_decoding_to(ARM_TABLE, index, &mut next) else {
            continue;
        };
        let b: Block = block::discover(pc, false, &mut |a| (a == pc).then_some(word));
        translate_block(0x30_0000, &b, pc, false, 0, Some(3), &|_, _| None);
    }
    assert_eq!(translate(false), one_pass);
    assert_eq!(translate(true), looped);
}

/// The host code of the block of ARM words `words` at 0x8000 (one block, privileged),
/// translated with the code cache's shared stubs (a single access's slow path through
/// `Stubs::mem`).
fn block_code_with_stubs(words: &[u32]) -> Vec<u8> {
    use super::chain::Stubs;
    use super::{translate_in, Runtime};
    let b: Block = block::discover(0x8000, false, &mut |a| {
        words.get((a as usize).wrapping_sub(0x8000) / 4).copied()
    });
    assert_eq!(b.insns.len(), words.len(), "one block");
    let stubs = Stubs {
        probe: 0x0ff0_0000,
        mem: 0x0ff0_0100,
        epilogue: 0x0ff0_0200,
        predict: 0x0ff0_0300,
    };
    let rt = Runtime {
        jump_cache: 0x2000_0000,
        stubs: Some(stubs),
        self_link: false,
    };
    translate_in(0x1000_0000, &b, (0x8000, false), rt, None, &|_, _| None).code
}

/// The bytes `emit` assembles.
fn assembled(emit: &dyn Fn(&mut super::Ops)) -> Vec<u8> {
    let mut ops = super::Ops::new(0);
    emit(&mut ops);
    ops.finalize().unwrap().to_vec()
}

#[test]
fn a_load_lands_in_its_destinations_cache_register() {
    use super::asm;
    use dynasmrt::DynasmApi;
    // ldr r0, [r1]; ldrb r2, [r1, #1]; add r3, r0, r2: r1 in rbp (5), r0 in rsi (6), r2
    // in rdi (7); each load straight into its register, not through eax and a move.
    let code = block_code_with_stubs(&[0xe591_0000, 0xe5d1_2001, 0xe080_3002]);
    let load = assembled(&|o| asm!(o; mov Rd(6), DWORD [rax + Rq(5)]));
    assert_eq!(occurrences(&code, &load), 1);
    let byte = assembled(&|o| asm!(o; movzx Rd(7), BYTE [rax + r13]));
    assert_eq!(occurrences(&code, &byte), 1);
    let via_eax = assembled(&|o| asm!(o; mov eax, DWORD [rax + Rq(5)]));
    assert_eq!(occurrences(&code, &via_eax), 0);
    // The slow path's way back moves the stub's `eax` into each.
    for h in [6, 7] {
        let back = assembled(&|o| asm!(o; mov Rd(h), eax));
        assert_eq!(occurrences(&code, &back), 1, "host register {h}");
    }
    // ldr r1, [r1], #4 (Rd = Rn, written back): through eax, as before.
    let code = block_code_with_stubs(&[0xe491_1004, 0xe1a0_0000]);
    let via_eax = assembled(&|o| asm!(o; mov eax, DWORD [rax + Rq(5)]));
    assert_eq!(occurrences(&code, &via_eax), 1);
}

#[test]
fn ldm_and_stm_probe_once_and_move_uncached_pairs_as_one_word() {
    use super::{asm, off};
    use dynasmrt::DynasmApi;
    // stmdb r0!, {r4-r7}; ldmia r1, {r2-r5}: no separate alignment or page test (the
    // probe's tag compare has both), and the uncached registers two at a time.
    let code = block_code(&[0xe920_00f0, 0xe891_003c, 0xe1a0_0000], None);
    let test = assembled(&|o| asm!(o; test r13d, 3));
    assert_eq!(occurrences(&code, &test), 0);
    let page = assembled(&|o| asm!(o; and ecx, 0xfff));
    assert_eq!(occurrences(&code, &page), 0);
    for r in [4, 6] {
        let pair = assembled(&|o| asm!(o; mov rcx, QWORD [state + off::reg(r)]));
        assert_eq!(occurrences(&code, &pair), 1, "r{r}");
    }
    for r in [2, 4] {
        let pair = assembled(&|o| asm!(o; mov QWORD [state + off::reg(r)], rcx));
        assert_eq!(occurrences(&code, &pair), 1, "r{r}");
    }
}

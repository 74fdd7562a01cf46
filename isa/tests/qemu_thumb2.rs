//! The Thumb-2 decoder's UNDEFINED choices against QEMU 7.2 itself: random words of
//! every THUMB32_TABLE entry, of the ARMv6/v6T2 16-bit entries and of the whole 32-bit
//! Thumb space run one by one, in Thumb state, in a bare-metal program on
//! `qemu-system-arm -M virt -cpu cortex-a15,neon=off`, which records for each whether
//! it raised the Undefined Instruction exception; the decoder must say `Op::Undefined`
//! for exactly those. Skipped, with a message, when qemu-system-arm or the cross
//! binutils are not installed.
//!
//! The program runs each word in SVC mode with r0-r14 pointing into scratch RAM. Left
//! out, because running them would leave the runner (and are checked by the unit
//! tests instead): what our decoder reads as a branch or a write of PC, STRD with
//! Rn = PC (QEMU stores it, into the program), IT, the mode and state changes (CPS,
//! MSR, SETEND, SRS, RFE), WFI (it would wait forever), and the
//! words whose UNDEF is decided at run time from the machine's state rather than by
//! the decoder: the coprocessor instructions (the engines' coprocessor model), HVC
//! (the PSCI conduit: QEMU UNDEFs an HVC that is not a PSCI call) and the VFP space
//! (tests/qemu_vfp.rs). Also left out: the one deliberate difference, [`s_to_pc`].

use isa::decode::{decode_thumb_on, random_word_decoding_to_on, THUMB32_TABLE, THUMB_TABLE};
use isa::insn::{DspMul, Hint, MulV6};
use isa::{Insn, Op, Profile};
use std::fmt::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const QEMU: &str = "qemu-system-arm";
const AS: &str = "arm-linux-gnueabihf-as";
const LD: &str = "arm-linux-gnueabihf-ld";
const A15: Profile = Profile::ARMV7A;
/// Random words per table entry, and from the whole 32-bit space.
const PER_ENTRY: usize = 40;
const SPACE_WORDS: usize = 8000;
const PC: u8 = 15;

/// Whether an operation writes PC (a branch, for QEMU) as decoded.
fn writes_pc(op: &Op) -> bool {
    match *op {
        Op::Alu(d) | Op::Orn(d) => d.rd == PC && !d.op.is_test(),
        Op::Mul(m) => m.rd == PC,
        Op::MulLong(m) => m.rdlo == PC || m.rdhi == PC,
        Op::Dsp(
            DspMul::Smla { rd, .. }
            | DspMul::Smul { rd, .. }
            | DspMul::Smlaw { rd, .. }
            | DspMul::Smulw { rd, .. },
        ) => rd == PC,
        Op::Dsp(DspMul::Smlal { rdlo, rdhi, .. }) => rdlo == PC || rdhi == PC,
        Op::MulV6(
            MulV6::Mls { rd, .. }
            | MulV6::Smmul { rd, .. }
            | MulV6::Smlad { rd, .. }
            | MulV6::Div { rd, .. },
        ) => rd == PC,
        Op::MulV6(MulV6::Umaal { rdlo, rdhi, .. } | MulV6::Smlald { rdlo, rdhi, .. }) => {
            rdlo == PC || rdhi == PC
        }
        Op::Sat(s) => s.rd == PC,
        Op::Clz(c) => c.rd == PC,
        Op::Mem(t) => (t.load && t.rd == PC) || (t.rn == PC && t.mode.writeback),
        Op::Block(b) => (b.load && b.list & 0x8000 != 0) || (b.writeback && b.rn == PC),
        Op::Dual(d) => (d.load && (d.rt == PC || d.rt2 == PC)) || (d.rn == PC && d.mode.writeback),
        Op::Exclusive(e) => e.load && (e.rt == PC || e.rt2 == PC),
        Op::Parallel(p) => p.rd == PC,
        Op::Saturate(s) => s.rd == PC,
        Op::Saturate16(s) => s.rd == PC,
        Op::Extend(x) => x.rd == PC,
        Op::Pack(p) => p.rd == PC,
        Op::Reverse(r) => r.rd == PC,
        Op::Select(s) => s.rd == PC,
        Op::Usad8(u) => u.rd == PC,
        Op::BitField(b) => b.rd == PC,
        Op::MovWide(m) => m.rd == PC,
        Op::Mrs(m) => m.rd == PC,
        Op::ThumbAdr(a) => a.rd == PC,
        _ => false,
    }
}

/// The one deliberate difference from QEMU: BIC/ORR/ORN/MVN/ADC/SBC/RSB with S to PC,
/// which QEMU runs as a branch that also sets the flags and `Op::Alu` cannot say
/// (with S, Rd = PC is an exception return), decode as Undefined (see thumb32_dp.rs).
fn s_to_pc(w: u32) -> bool {
    let dp = w >> 27 == 0b11110 && w >> 25 & 1 == 0 && w >> 15 & 1 == 0 // modified imm.
        || w >> 25 == 0b1110101; // shifted register
    let op = w >> 21 & 15;
    let mov = op == 0b0010 && w >> 16 & 15 == 15;
    dp && w >> 20 & 1 == 1
        && w >> 8 & 15 == 15
        && ![0b0000, 0b0100, 0b1000, 0b1101].contains(&op)
        && !mov
}

/// Whether the word can run in the runner and its outcome is the decoder's to say.
fn runnable(insn: &Insn) -> bool {
    match insn.op {
        Op::Undefined => true,
        Op::Branch(_)
        | Op::BlxImm(_)
        | Op::Bx(_)
        | Op::BlxReg(_)
        | Op::Cbz(_)
        | Op::TableBranch(_)
        | Op::It(_)
        | Op::Cps(_)
        | Op::Msr(_)
        | Op::Setend(_)
        | Op::Srs(_)
        | Op::Rfe(_)
        | Op::Hint(Hint::Wfi)
        | Op::Hvc(_)
        | Op::Swi(_)
        | Op::CpReg(_)
        | Op::CpReg2(_)
        | Op::Cdp(_)
        | Op::CpMem(_)
        | Op::Vfp(_) => false,
        // STRD with Rn = PC (UNPREDICTABLE): QEMU stores it, into the program.
        Op::Dual(d) if !d.load && d.rn == PC => false,
        ref op => !writes_pc(op),
    }
}

fn decode(w: u32) -> Insn {
    let (hw1, hw2) = if w > 0xffff {
        ((w >> 16) as u16, w as u16)
    } else {
        (w as u16, 0)
    };
    decode_thumb_on(A15, hw1, hw2, false).0
}

/// The words to run: a 32-bit word as `hw1 << 16 | hw2`, a halfword as itself.
fn words() -> Vec<u32> {
    // QEMU_T2_SEED draws another sample (for exploring; the default is fixed).
    let seed = std::env::var("QEMU_T2_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x07b2_9e3d);
    let mut rng = testrng::Rng::new(seed);
    let mut out = Vec::new();
    for (i, e) in THUMB32_TABLE.iter().enumerate() {
        // Up to PER_ENTRY runnable words of the entry, from at most four times as many.
        let mut n = 0;
        for _ in 0..PER_ENTRY * 4 {
            let w = random_word_decoding_to_on(A15, THUMB32_TABLE, i, || rng.next_u32())
                .unwrap_or_else(|| panic!("no word for {e:?}"));
            if n < PER_ENTRY && runnable(&decode(w)) && !s_to_pc(w) {
                out.push(w);
                n += 1;
            }
        }
    }
    for (i, e) in THUMB_TABLE.iter().enumerate() {
        if !e.exists_on(A15) || e.exists_on(Profile::ARMV5TE) {
            continue;
        }
        for _ in 0..PER_ENTRY {
            let w = random_word_decoding_to_on(A15, THUMB_TABLE, i, || rng.next_u32())
                .unwrap_or_else(|| panic!("no halfword for {e:?}"));
            if runnable(&decode(w)) {
                out.push(w);
            }
        }
    }
    // The unallocated 16-bit spaces of 1011 (halfwords that no entry takes).
    for hw in [
        0xb600u32, 0xb650, 0xb670, 0xb700, 0xb7ff, 0xb800, 0xb8ff, 0xba80, 0xbabf,
    ] {
        out.push(hw);
    }
    let mut space = 0;
    while space < SPACE_WORDS {
        // hw1 bits 15:11 = 11101, 11110 or 11111.
        let w = rng.next_u32();
        if w >> 27 < 0b11101 {
            continue;
        }
        if runnable(&decode(w)) && !s_to_pc(w) {
            out.push(w);
            space += 1;
        }
    }
    out
}

/// The bare-metal program: a runner, the exception vectors, and one 8-byte Thumb stub
/// per word (the instruction, then a branch to "executed"). It prints one letter per
/// word on the PL011 as it goes (E executed, U undefined, A/P data/prefetch abort, X
/// another exception) and exits through semihosting.
fn program(words: &[u32]) -> String {
    let n = words.len();
    let mut s = String::new();
    s.push_str(
        "    .syntax unified\n    .arm\n    .text\n    .global _start\n_start:\n\
         \x20   ldr r0, =vectors\n    mcr p15, 0, r0, c12, c0, 0\n\
         \x20   mrc p15, 0, r0, c1, c0, 2\n    orr r0, r0, #0xf00000\n\
         \x20   mcr p15, 0, r0, c1, c0, 2\n    isb\n\
         \x20   mov r0, #0x40000000\n    vmsr fpexc, r0\n\
         \x20   mov r0, #0\n    ldr r1, =cur\n    str r0, [r1]\n\
         next:\n    cps #0x13\n    ldr r1, =cur\n    ldr r0, [r1]\n",
    );
    let _ = writeln!(s, "    ldr r2, ={n}");
    s.push_str(
        "    cmp r0, r2\n    beq done\n    ldr r3, =stubs\n    add r3, r3, r0, lsl #3\n\
         \x20   orr r3, r3, #1\n    str r3, target\n\
         \x20   msr cpsr_f, #0\n    ldr r0, =0x40400000\n",
    );
    for r in [
        "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12", "sp", "lr",
    ] {
        let _ = writeln!(s, "    mov {r}, r0");
    }
    s.push_str(
        "    ldr pc, target\ntarget: .word 0\n\
         record:\n    ldr r1, =0x09000000\n    str r4, [r1]\n\
         \x20   ldr r1, =cur\n    ldr r0, [r1]\n    add r0, r0, #1\n    str r0, [r1]\n    b next\n\
         undef_h:\n    mov r4, #'U'\n    cps #0x13\n    b record\n\
         dabt_h:\n    mov r4, #'A'\n    cps #0x13\n    b record\n\
         pabt_h:\n    mov r4, #'P'\n    cps #0x13\n    b record\n\
         other_h:\n    mov r4, #'X'\n    cps #0x13\n    b record\n\
         done:\n    ldr r1, =0x09000000\n",
    );
    s.push_str(
        "    mov r4, #10\n    str r4, [r1]\n\
         \x20   mov r0, #0x18\n    ldr r1, =0x20026\n    svc 0x123456\n2:  b 2b\n\
         \x20   .ltorg\n    .balign 32\n\
         vectors:\n    b _start\n    b undef_h\n    b other_h\n    b pabt_h\n\
         \x20   b dabt_h\n    b other_h\n    b other_h\n    b other_h\nstubs:\n    .thumb\n",
    );
    for &w in words {
        if w > 0xffff {
            let _ = writeln!(s, "    .inst.w 0x{w:08x}\n    b.w landing_t");
        } else {
            let _ = writeln!(
                s,
                "    .inst.n 0x{w:04x}\n    .inst.n 0xbf00\n    b.w landing_t"
            );
        }
    }
    s.push_str("landing_t:\n    movs r4, #'E'\n    ldr r0, =record\n    bx r0\n    .ltorg\n");
    s.push_str("    .data\ncur: .word 0\n");
    s
}

fn run(tool: &str, args: &[&std::ffi::OsStr]) {
    let st = Command::new(tool).args(args).status().expect("run a tool");
    assert!(st.success(), "{tool} {args:?} failed");
}

/// Runs the program in QEMU and returns its one line of results.
fn qemu_results(dir: &Path, words: &[u32]) -> String {
    let src = dir.join("t2.s");
    let obj = dir.join("t2.o");
    let elf = dir.join("t2.elf");
    std::fs::write(&src, program(words)).expect("write the program");
    run(
        AS,
        &[
            "-march=armv7ve".as_ref(),
            "-mfpu=vfpv4".as_ref(),
            src.as_ref(),
            "-o".as_ref(),
            obj.as_ref(),
        ],
    );
    run(
        LD,
        &[
            "-Ttext=0x40100000".as_ref(),
            obj.as_ref(),
            "-o".as_ref(),
            elf.as_ref(),
        ],
    );
    let mut child = Command::new(QEMU)
        .args(["-M", "virt", "-cpu", "cortex-a15,neon=off", "-m", "256"])
        .args(["-display", "none", "-monitor", "none", "-serial", "stdio"])
        .args(["-semihosting", "-nic", "none", "-kernel"])
        .arg(&elf)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start qemu-system-arm");
    let start = Instant::now();
    while child.try_wait().expect("wait for qemu").is_none() {
        if start.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            let out = child.wait_with_output().expect("qemu's output");
            let got = String::from_utf8_lossy(&out.stdout).trim().len();
            let at = words.get(got).map(|w| format!("{w:08x}"));
            panic!("qemu-system-arm did not finish in 120 s: stuck at word {got} ({at:?})");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let out = child.wait_with_output().expect("qemu's output");
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

#[test]
fn undefined_exactly_where_qemu_undefs() {
    let have = |tool: &str| Command::new(tool).arg("--version").output().is_ok();
    if ![QEMU, AS, LD].iter().all(|t| have(t)) {
        eprintln!("{QEMU} or {AS}/{LD} not installed: QEMU comparison skipped");
        return;
    }
    // QEMU_T2_WORDS=hex,hex,.. runs those words instead (for looking into one).
    let words = match std::env::var("QEMU_T2_WORDS") {
        Ok(list) => list
            .split(',')
            .map(|h| u32::from_str_radix(h.trim(), 16).expect("a hexadecimal word"))
            .collect(),
        Err(_) => words(),
    };
    let words = match std::env::var("QEMU_T2_RANGE") {
        Ok(r) => {
            let (a, b) = r.split_once("..").expect("a..b");
            words[a.parse::<usize>().unwrap()..b.parse::<usize>().unwrap()].to_vec()
        }
        Err(_) => words,
    };
    if words.len() <= 16 {
        eprintln!("words: {words:08x?}");
    }
    let dir = std::env::temp_dir().join(format!("goldtrace-qemu-t2-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create a temporary directory");
    let results = qemu_results(&dir, &words);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(results.len(), words.len(), "QEMU's results: {results:?}");

    let mut wrong = Vec::new();
    let (mut undefined, mut executed) = (0, 0);
    for (i, (&w, qemu)) in words.iter().zip(results.chars()).enumerate() {
        let ours = decode(w).op;
        match (qemu, ours == Op::Undefined) {
            ('U', true) => undefined += 1,
            // A data abort or BKPT's prefetch abort: decoded and run all the same.
            ('E' | 'A' | 'P', false) => executed += 1,
            _ => wrong.push(format!(
                "#{i} {w:08x}: QEMU {qemu}, ours {ours:?} (after {:08x?})",
                &words[i.saturating_sub(3)..i]
            )),
        }
    }
    eprintln!(
        "{} words: {executed} executed and {undefined} UNDEFINED by both",
        words.len()
    );
    for m in wrong.iter().take(300) {
        eprintln!("{m}");
    }
    assert!(wrong.is_empty(), "{} words differ from QEMU", wrong.len());
}

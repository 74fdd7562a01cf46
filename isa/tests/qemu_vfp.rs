//! The VFP decoder's UNDEFINED choices against QEMU 7.2 itself: random words of every
//! VFP_TABLE entry and of the whole coprocessor 10/11 space (condition AL, which is
//! also the Thumb-2 form) run one by one, in ARM and in Thumb state, in a bare-metal
//! program on `qemu-system-arm -M virt -cpu cortex-a15,neon=off`,
//! which records for each whether it raised the Undefined Instruction exception; the
//! decoder must say `Op::Undefined` for exactly those. Skipped, with a message, when
//! qemu-system-arm or the cross binutils are not installed.
//!
//! The program runs each word in SVC mode with VFP enabled (CPACR, FPEXC.EN), FPSCR
//! zero (no short vectors), r0-r14 pointing into scratch RAM and every VFP register
//! holding the address of the code that records "executed" (so a VMOV that writes the
//! PC, which QEMU runs, lands there too). Stores with PC as the base are left out (they
//! would overwrite the program); what such a word decodes to is checked by the unit tests.

use isa::decode::{decode_arm_on, decode_thumb_on, random_word_decoding_to_on, VFP_TABLE};
use isa::{Op, Profile};
use std::fmt::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const QEMU: &str = "qemu-system-arm";
const AS: &str = "arm-linux-gnueabihf-as";
const LD: &str = "arm-linux-gnueabihf-ld";
const A15: Profile = Profile::ARMV7A;
/// Random words per table entry, and from the whole coprocessor 10/11 space.
const PER_ENTRY: usize = 50;
const SPACE_WORDS: usize = 10000;

/// A store whose base register is the PC (it would write into the program).
fn stores_to_code(w: u32) -> bool {
    w >> 25 & 7 == 0b110 && w >> 20 & 1 == 0 && w >> 16 & 15 == 15
}

/// The words to run, all with condition AL.
fn words() -> Vec<u32> {
    let mut rng = testrng::Rng::new(0x9e3d_7a15);
    let mut out = Vec::new();
    for i in 0..VFP_TABLE.len() {
        let mut n = 0;
        while n < PER_ENTRY {
            let w = random_word_decoding_to_on(A15, VFP_TABLE, i, || rng.next_u32())
                .expect("an entry with no word");
            let w = w & 0x0fff_ffff | 0xe000_0000;
            if !stores_to_code(w) {
                out.push(w);
                n += 1;
            }
        }
    }
    while out.len() < VFP_TABLE.len() * PER_ENTRY + SPACE_WORDS {
        // Bits 27:26 = 11 and 11:9 = 101; bits 27:24 = 1111 is SVC, not a coprocessor.
        let w = 0xec00_0a00 | (rng.next_u32() & 0x03ff_f1ff);
        if w >> 24 != 0xef && !stores_to_code(w) {
            out.push(w);
        }
    }
    out
}

/// The bare-metal program: a runner, the exception vectors, and one stub per word
/// (the word, then a branch to "executed"). It prints one letter per word on the
/// PL011 (E executed, U undefined, A/P data/prefetch abort, X another exception) and
/// exits through semihosting.
fn program(words: &[u32], thumb: bool, fpscr: u32) -> String {
    let n = words.len();
    let mut s = String::new();
    s.push_str(
        "    .syntax unified\n    .arm\n    .text\n    .global _start\n_start:\n\
         \x20   ldr r0, =vectors\n    mcr p15, 0, r0, c12, c0, 0\n\
         \x20   mrc p15, 0, r0, c1, c0, 2\n    orr r0, r0, #0xf00000\n\
         \x20   mcr p15, 0, r0, c1, c0, 2\n    isb\n\
         \x20   mov r0, #0\n    ldr r1, =cur\n    str r0, [r1]\n\
         next:\n    cps #0x13\n    ldr r1, =cur\n    ldr r0, [r1]\n",
    );
    let _ = writeln!(s, "    ldr r2, ={n}");
    s.push_str("    cmp r0, r2\n    beq done\n    ldr r3, =stubs\n    add r3, r3, r0, lsl #3\n");
    // A Thumb stub is entered by the interworking LDR PC below; a VMOV that writes the
    // PC stays in the stub's state (QEMU clears the low bit(s) without interworking),
    // so the VFP registers hold the landing address of that state.
    let landing = if thumb {
        "    orr r3, r3, #1\n    str r3, target\n    ldr r0, =landing_t\n"
    } else {
        "    str r3, target\n    ldr r0, =landing\n"
    };
    s.push_str(landing);
    s.push_str(
        "    mov r1, #0x40000000\n    vmsr fpexc, r1\n    mov r1, #0\n    vmsr fpscr, r1\n\
         \x20   vmov d0, r0, r0\n",
    );
    for d in 1..32 {
        let _ = writeln!(s, "    vmov.f64 d{d}, d0");
    }
    // The FPSCR under test (LEN/STRIDE), once the runner's own VMOV.F64 are done.
    let _ = writeln!(s, "    ldr r1, =0x{fpscr:08x}\n    vmsr fpscr, r1");
    s.push_str("    msr cpsr_f, #0\n    ldr r0, =0x40400000\n");
    for r in [
        "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12", "sp", "lr",
    ] {
        let _ = writeln!(s, "    mov {r}, r0");
    }
    s.push_str(
        "    ldr pc, target\ntarget: .word 0\n\
         landing:\n    mov r4, #'E'\n\
         record:\n    ldr r1, =cur\n    ldr r0, [r1]\n    ldr r2, =results\n\
         \x20   strb r4, [r2, r0]\n    add r0, r0, #1\n    str r0, [r1]\n    b next\n\
         undef_h:\n    mov r4, #'U'\n    cps #0x13\n    b record\n\
         dabt_h:\n    mov r4, #'A'\n    cps #0x13\n    b record\n\
         pabt_h:\n    mov r4, #'P'\n    cps #0x13\n    b record\n\
         other_h:\n    mov r4, #'X'\n    cps #0x13\n    b record\n\
         done:\n    ldr r1, =0x09000000\n    ldr r2, =results\n",
    );
    let _ = writeln!(s, "    ldr r3, ={n}");
    s.push_str(
        "1:  ldrb r4, [r2], #1\n    str r4, [r1]\n    subs r3, r3, #1\n    bne 1b\n\
         \x20   mov r4, #10\n    str r4, [r1]\n\
         \x20   mov r0, #0x18\n    ldr r1, =0x20026\n    svc 0x123456\n2:  b 2b\n\
         \x20   .ltorg\n    .balign 32\n\
         vectors:\n    b _start\n    b undef_h\n    b other_h\n    b pabt_h\n\
         \x20   b dabt_h\n    b other_h\n    b other_h\n    b other_h\nstubs:\n",
    );
    if thumb {
        // Each stub is 8 bytes in both states: the word and a 4-byte branch.
        s.push_str("    .thumb\n");
        for w in words {
            let _ = write!(s, "    .inst.w 0x{w:08x}\n    b.w landing_t\n");
        }
        s.push_str("landing_t:\n    movs r4, #'E'\n    ldr r0, =record\n    bx r0\n    .ltorg\n");
    } else {
        for w in words {
            let _ = write!(s, "    .inst 0x{w:08x}\n    b landing\n");
        }
    }
    let _ = write!(s, "    .data\ncur: .word 0\nresults: .space {}\n", n + 4);
    s
}

fn run(tool: &str, args: &[&std::ffi::OsStr]) {
    let st = Command::new(tool).args(args).status().expect("run a tool");
    assert!(st.success(), "{tool} {args:?} failed");
}

/// Runs the program in QEMU and returns its one line of results.
fn qemu_results(dir: &Path, words: &[u32], thumb: bool, fpscr: u32) -> String {
    let name = format!("{}{fpscr:x}", if thumb { "thumb" } else { "arm" });
    let src = dir.join(format!("{name}.s"));
    let obj = dir.join(format!("{name}.o"));
    let elf = dir.join(format!("{name}.elf"));
    std::fs::write(&src, program(words, thumb, fpscr)).expect("write the program");
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
            panic!("qemu-system-arm did not finish in 120 s");
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
    let words = words();
    let dir = std::env::temp_dir().join(format!("goldtrace-qemu-vfp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create a temporary directory");
    let arm = qemu_results(&dir, &words, false, 0);
    let thumb = qemu_results(&dir, &words, true, 0);
    // FPSCR.LEN = 1 and, apart, STRIDE = 1 (the A15 has no short vectors).
    let len = qemu_results(&dir, &words, false, 1 << 16);
    let stride = qemu_results(&dir, &words, false, 1 << 20);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(arm.len(), words.len(), "QEMU's ARM results: {arm:?}");
    assert_eq!(thumb.len(), words.len(), "QEMU's Thumb results: {thumb:?}");

    let mut wrong = Vec::new();
    let (mut undefined, mut executed) = (0, 0);
    for ((&w, a), t) in words.iter().zip(arm.chars()).zip(thumb.chars()) {
        let in_arm = decode_arm_on(A15, w).op;
        let (in_thumb, _) = decode_thumb_on(A15, (w >> 16) as u16, w as u16, false);
        for (state, qemu, ours) in [("ARM", a, in_arm), ("Thumb", t, in_thumb.op)] {
            match (qemu, ours == Op::Undefined) {
                ('U', true) => undefined += 1,
                ('E', false) => executed += 1,
                _ => wrong.push(format!("{state} {w:08x}: QEMU {qemu}, ours {ours:?}")),
            }
        }
    }
    // With FPSCR.LEN or STRIDE non-zero, QEMU also UNDEFs what short vectors would repeat.
    let mut vector_undefined = 0;
    for ((&w, l), st) in words.iter().zip(len.chars()).zip(stride.chars()) {
        // Whether our decoding says the word runs with short vectors set.
        let runs = match decode_arm_on(A15, w).op {
            Op::Vfp(v) => !v.undef_on_short_vectors(),
            _ => false,
        };
        for (field, qemu) in [("LEN", l), ("STRIDE", st)] {
            match (qemu, runs) {
                ('U', false) => vector_undefined += 1,
                ('E', true) => {}
                _ => wrong.push(format!(
                    "FPSCR.{field} = 1, {w:08x}: QEMU {qemu}, ours runs: {runs}"
                )),
            }
        }
    }
    eprintln!("with FPSCR.LEN or STRIDE set: {vector_undefined} UNDEFINED by both");
    eprintln!(
        "{} words in both states: {executed} executed and {undefined} UNDEFINED by both",
        words.len()
    );
    for m in &wrong {
        eprintln!("{m}");
    }
    assert!(wrong.is_empty(), "{} words differ from QEMU", wrong.len());
}

//! The ARMv7-A decoder's UNDEFINED choices against QEMU 7.2 itself: every word below is
//! executed once on `qemu-system-arm -M virt -cpu cortex-a15,neon=off` by a bare-metal
//! harness (all registers pointing at a scratch area, Z and C set, LR at the next
//! instruction and SPSR = CPSR so that ERET returns there) whose Undefined Instruction
//! handler records the word; the record must say UNDEFINED exactly where
//! `decode_arm_on(Profile::ARMV7A, ..)` decodes `Op::Undefined` with a passing
//! condition. The words are random words of every ARM table entry that ARMv7-A has and
//! ARMv5TE has not, fewer of the ARMv5TE entries (read on ARMv7-A), only those whose
//! execution the harness survives (no PC write, no mode, endianness or state change, no
//! coprocessor access, no WFI), and chosen corners. Skipped, with a
//! message, when the cross tools or QEMU are not installed.

use isa::arch::Profile;
use isa::decode::{decode_arm_on, random_word_decoding_to_on, ARM_TABLE};
use isa::insn::{Hint, Insn, MulV6, Op, Reg};
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const AS: &str = "arm-linux-gnueabi-as";
const LD: &str = "arm-linux-gnueabi-ld";
const QEMU: &str = "qemu-system-arm";

/// Corners checked by hand to be safe in the harness (ERET returns to LR, CPS #19 stays
/// in SVC, HVC with a non-PSCI function number returns).
const CHOSEN: &[u32] = &[
    0xe1910e9f, 0xe19f0f9f, 0xe1b21f9f, 0xe1b2ef9f, 0xe1820f90, 0xe1800f91, 0xe1a43f92, 0xe1820f92,
    0xe1b10f9f, 0xe7a40fd1, 0xe7c0021f, 0xf8cd0500, 0xf8cd051a, 0xf8cd0516, 0xf8cd0513, 0xe8b10003,
    0xe8b10005, 0xe1600070, 0xe1000200, 0xe120f200, 0xe14e0200, 0xe320f101, 0xe320f1f5, 0xe320f010,
    0xf4100000, 0xf6100000, 0xf6100010, 0xf6d0f010, 0xf1060013, 0xf1000000, 0xf1020020, 0xf1030013,
    0xe160006e, 0xe3200000, 0xf57ff070, 0xf57ff01e, 0xf57ff04c, 0xf8900a01, 0xf1010201, 0xf3000000,
    0xf0000000, 0x07f000f0, 0x17f000f0, 0xe7f000f0, 0xe0f100b4, 0xe1412374, 0xe750f2d1,
];

/// Whether the harness survives executing `insn` (its registers all point at scratch).
fn harmless(insn: &Insn) -> bool {
    let ok = |r: Reg| r != 15;
    match insn.op {
        Op::Undefined | Op::Exclusive(_) | Op::Clrex | Op::Barrier(_) | Op::Nop => true,
        Op::Parallel(p) => ok(p.rd),
        Op::Saturate(s) => ok(s.rd),
        Op::Saturate16(s) => ok(s.rd),
        Op::Extend(x) => ok(x.rd),
        Op::Pack(p) => ok(p.rd),
        Op::Reverse(r) => ok(r.rd),
        Op::Select(s) => ok(s.rd),
        Op::Usad8(u) => ok(u.rd),
        Op::MulV6(m) => match m {
            MulV6::Mls { rd, .. }
            | MulV6::Smmul { rd, .. }
            | MulV6::Smlad { rd, .. }
            | MulV6::Div { rd, .. } => ok(rd),
            MulV6::Umaal { rdlo, rdhi, .. } | MulV6::Smlald { rdlo, rdhi, .. } => {
                ok(rdlo) && ok(rdhi)
            }
        },
        Op::BitField(b) => ok(b.rd),
        Op::MovWide(m) => ok(m.rd),
        Op::Hint(h) => h != Hint::Wfi,
        Op::Block(b) => b.list & 0x8000 == 0 && !b.s_bit,
        // The ARMv5TE operations, read on ARMv7-A.
        Op::Alu(d) => ok(d.rd),
        Op::Mul(m) => ok(m.rd),
        Op::MulLong(m) => ok(m.rdlo) && ok(m.rdhi),
        Op::Dsp(_) => !matches!(insn.op, Op::Dsp(d) if dsp_writes_pc(d)),
        Op::Sat(q) => ok(q.rd),
        Op::Clz(c) => ok(c.rd),
        Op::Mem(t) => ok(t.rd) && ok(t.rn),
        Op::Swap(w) => ok(w.rd) && ok(w.rn),
        Op::Mrs(m) => ok(m.rd),
        _ => false,
    }
}

fn dsp_writes_pc(d: isa::insn::DspMul) -> bool {
    use isa::insn::DspMul::*;
    match d {
        Smla { rd, .. } | Smul { rd, .. } | Smlaw { rd, .. } | Smulw { rd, .. } => rd == 15,
        Smlal { rdlo, rdhi, .. } => rdlo == 15 || rdhi == 15,
    }
}

/// The words and whether our decoder makes each UNDEFINED (with the harness's flags:
/// N = 0, Z = 1, C = 1, V = 0).
fn cases() -> Vec<(u32, bool)> {
    let verdict = |w: u32| {
        let insn = decode_arm_on(Profile::ARMV7A, w);
        insn.op == Op::Undefined && insn.cond.passes(0, 1, 1, 0)
    };
    let mut out: Vec<(u32, bool)> = CHOSEN.iter().map(|&w| (w, verdict(w))).collect();
    let mut r = testrng::Rng::new(0x51ce_0007);
    let mut rng = || r.next_u32();
    for (i, e) in ARM_TABLE.iter().enumerate() {
        if !e.exists_on(Profile::ARMV7A) {
            continue;
        }
        // The new entries in earnest; the ARMv5TE ones for their ARMv7 reading.
        let per_entry = if e.exists_on(Profile::ARMV5TE) { 6 } else { 16 };
        let mut n = 0;
        for _ in 0..400 {
            let Some(w) = random_word_decoding_to_on(Profile::ARMV7A, ARM_TABLE, i, &mut rng)
            else {
                break;
            };
            if harmless(&decode_arm_on(Profile::ARMV7A, w)) {
                out.push((w, verdict(w)));
                n += 1;
                if n == per_entry {
                    break;
                }
            }
        }
    }
    out
}

/// `ldr rd, =sym` without a literal pool (the program is too long for one).
fn load(rd: &str, sym: &str) -> String {
    format!("    movw {rd}, #:lower16:{sym}\n    movt {rd}, #:upper16:{sym}\n")
}

/// The harness: each word preceded by the register set-up, then the record written to
/// the PL011 as one digit per word (0 executed, 1 Undefined, 2 data abort, 3 prefetch
/// abort, 4 SVC) and PSCI SYSTEM_OFF.
fn program(words: &[u32]) -> String {
    let mut s = String::from(".syntax unified\n.arm\n.text\n.global _start\n_start:\n");
    s += &load("r0", "vectors");
    s += "    mcr p15, 0, r0, c12, c0, 0\n";
    for (i, w) in words.iter().enumerate() {
        s += &load("r0", "cur");
        s += &format!("    movw r1, #{i}\n    str r1, [r0]\n");
        s += &load("r0", "scratch");
        for r in 1..=12 {
            s += &format!("    mov r{r}, r0\n");
        }
        s += &load("sp", "stack_top");
        s += "    mrs lr, cpsr\n    bic lr, lr, #0xf0000000\n    msr cpsr_f, lr\n";
        s += "    msr spsr_cxsf, lr\n    adr lr, 1f\n    cmp r0, r0\n";
        s += &format!("    .inst 0x{w:08x}\n1:\n");
    }
    s += &load("r4", "results");
    s += &load("r5", "0x09000000");
    s += &format!("    mov r6, #0\n    movw r7, #{}\n", words.len());
    s += "2:  ldrb r0, [r4, r6]\n    add r0, r0, #'0'\n    strb r0, [r5]\n";
    s += "    add r6, r6, #1\n    cmp r6, r7\n    blt 2b\n    mov r0, #10\n    strb r0, [r5]\n";
    s += &load("r0", "0x84000008");
    s += "    hvc #0\n3:  b 3b\n.balign 32\nvectors:\n    b .\n    b undef\n    b svc\n";
    s += "    b pabt\n    b dabt\n    b .\n    b .\n    b .\n";
    for (label, code, ret) in [
        ("undef", 1, "movs pc, lr"),
        ("svc", 4, "movs pc, lr"),
        ("pabt", 3, "movs pc, lr"),
        ("dabt", 2, "subs pc, lr, #4"),
    ] {
        s += &format!("{label}:\n");
        s += &load("r0", "cur");
        s += "    ldr r0, [r0]\n";
        s += &load("r1", "results");
        s += &format!("    mov r2, #{code}\n    strb r2, [r1, r0]\n    {ret}\n");
    }
    s += ".data\n.balign 8\ncur: .word 0\nresults: .space 4096\n.balign 8\n.space 512\n";
    s += "scratch: .space 512\n.space 4096\nstack_top:\n";
    s
}

fn run(cmd: &mut Command) -> bool {
    cmd.status().map(|s| s.success()).unwrap_or(false)
}

/// Runs QEMU on `elf` and returns the last line it printed, or `None` after 60 s.
fn qemu(elf: &Path) -> Option<String> {
    let mut child = Command::new(QEMU)
        .args(["-M", "virt", "-cpu", "cortex-a15,neon=off", "-m", "256M"])
        .args(["-nographic", "-no-reboot", "-net", "none", "-kernel"])
        .arg(elf)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let start = Instant::now();
    while child.try_wait().ok()?.is_none() {
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let mut out = String::new();
    child.stdout.take()?.read_to_string(&mut out).ok()?;
    out.lines().last().map(|l| l.trim().to_string())
}

#[test]
fn armv7_undefined_choices_match_qemu() {
    let tools = [AS, LD, QEMU]
        .iter()
        .all(|t| Command::new(t).arg("--version").output().is_ok());
    if !tools {
        eprintln!("{AS}, {LD} or {QEMU} not installed: skipped");
        return;
    }
    let cases = cases();
    let words: Vec<u32> = cases.iter().map(|c| c.0).collect();
    let dir = std::env::temp_dir().join(format!("goldtrace-qemu-v7-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (src, obj, elf) = (dir.join("t.s"), dir.join("t.o"), dir.join("t.elf"));
    std::fs::write(&src, program(&words)).unwrap();
    assert!(run(Command::new(AS)
        .args(["-march=armv7ve", "-o"])
        .arg(&obj)
        .arg(&src)));
    assert!(run(Command::new(LD)
        .args(["-Ttext=0x40010000", "-Tdata=0x40200000", "-o"])
        .arg(&elf)
        .arg(&obj)));
    let record = qemu(&elf).expect("QEMU ran the harness to its end");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(record.len(), words.len(), "one digit per word: {record}");
    let mut bad = Vec::new();
    for ((w, ours), got) in cases.iter().zip(record.bytes()) {
        assert!(got != b'3' && got != b'4', "{w:08x}: prefetch abort or SVC");
        if (got == b'1') != *ours {
            bad.push(format!(
                "{w:08x}: ours {}, QEMU {}",
                if *ours { "UNDEFINED" } else { "executes" },
                if got == b'1' { "UNDEFINED" } else { "executes" }
            ));
        }
    }
    let undefined = cases.iter().filter(|c| c.1).count();
    eprintln!("{} words, {undefined} UNDEFINED", cases.len());
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    // Both verdicts are well represented.
    assert!(undefined > 50 && cases.len() - undefined > 300);
}

//! ISA tests checked against QEMU: every program in `tests/isa/` runs on our emulator
//! and its UART output must equal, byte for byte, the output recorded from
//! `qemu-system-arm -M versatilepb` (see `tests/isa/README.md`).

use std::path::{Path, PathBuf};

use goldtrace::bios::run_elf;
use goldtrace::machine::EngineKind;

/// Generous: a 500-case program runs a few million instructions.
const MAX_TICKS: u64 = 2_000_000_000;

fn isa_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/isa")
}

/// The source lines of case `idx` in `asm`: its instruction(s) and its descriptor.
fn case_source(asm: &str, idx: usize) -> String {
    let label = format!("c{idx}: @ case {idx}");
    let mut out = Vec::new();
    let mut lines = asm.lines().skip_while(|l| l.trim() != label);
    if lines.next().is_some() {
        for l in lines.take_while(|l| !l.trim_start().starts_with("b post")) {
            let l = l.trim();
            if !l.starts_with('.') || l.starts_with(".inst") || l.starts_with(".short") {
                out.push(l.to_string());
            }
        }
    }
    let desc = format!(".word c{idx},");
    let desc_thumb = format!(".word c{idx}+1,");
    if let Some(d) = asm
        .lines()
        .find(|l| l.starts_with(&desc) || l.starts_with(&desc_thumb))
    {
        out.push(format!("(descriptor: {d})"));
    }
    if out.is_empty() {
        "(case source not found)".into()
    } else {
        out.join(" | ")
    }
}

/// Compares one program line by line (cases are independent: the runtime resets the
/// whole state before each). Returns the number of cases that matched and a report of
/// each differing case.
fn check(elf: &Path, engine: EngineKind) -> (usize, Vec<String>) {
    let name = elf.file_stem().unwrap().to_string_lossy().into_owned();
    let expected = std::fs::read_to_string(elf.with_extension("expected"))
        .unwrap_or_else(|e| panic!("{name}.expected: {e}"));
    let run = match run_elf(elf, MAX_TICKS, engine) {
        Ok(r) => r,
        Err(e) => return (0, vec![format!("{name}: {e}")]),
    };
    let got = String::from_utf8_lossy(&run.serial);
    let asm = std::fs::read_to_string(elf.with_extension("s")).unwrap_or_default();
    let got_lines: Vec<&str> = got.lines().collect();
    let mut matched = 0;
    let mut fails = Vec::new();
    for (i, want) in expected.lines().enumerate() {
        let have = got_lines.get(i).copied().unwrap_or("<no output>");
        if want == have {
            matched += usize::from(!want.starts_with("END"));
            continue;
        }
        let src = usize::from_str_radix(want.split(' ').next().unwrap_or(""), 16)
            .map(|idx| case_source(&asm, idx))
            .unwrap_or_default();
        fails.push(format!(
            "{name} line {} (run ended {:?} after {} ticks)\n  qemu: {want}\n  ours: {have}\n  case: {src}",
            i + 1,
            run.stop,
            run.ticks
        ));
    }
    if fails.is_empty() && got.as_bytes() != expected.as_bytes() {
        fails.push(format!("{name}: output differs after the expected end"));
    }
    (matched, fails)
}

#[test]
fn isa_programs_match_qemu_interpreter() {
    check_all(EngineKind::Interp);
}

#[test]
fn isa_programs_match_qemu_jit() {
    check_all(EngineKind::Jit);
}

/// Lockstep compares the JIT with the interpreter after every block, and fails on the
/// first difference (with the report on stderr) as well as on a QEMU mismatch.
#[test]
fn isa_programs_match_qemu_lockstep() {
    check_all(EngineKind::Lockstep);
}

fn check_all(engine: EngineKind) {
    let mut elfs: Vec<PathBuf> = std::fs::read_dir(isa_dir())
        .expect("tests/isa")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "elf"))
        .collect();
    elfs.sort();
    assert!(
        elfs.len() >= 60,
        "ISA programs missing: run tests/isa/record.sh"
    );
    let (mut total, mut cases) = (0, 0);
    let mut failures = Vec::new();
    for elf in &elfs {
        let (n, fails) = check(elf, engine);
        total += n;
        cases += n + fails.len();
        if !fails.is_empty() {
            failures.push(fails);
        }
    }
    println!(
        "isa ({engine:?}): {} programs, {cases} cases compared, {total} match QEMU, {} programs differ",
        elfs.len(),
        failures.len()
    );
    for fails in &failures {
        println!("{} differing lines; the first ones:", fails.len());
        for f in fails.iter().take(3) {
            println!("{f}");
        }
    }
    assert!(
        failures.is_empty(),
        "{} cases in {} programs differ from QEMU",
        cases - total,
        failures.len()
    );
}

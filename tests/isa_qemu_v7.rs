//! ARMv7 ISA tests checked against QEMU: every program in `tests/isa_v7/` runs on our
//! Cortex-A15 on the `virt` board and its UART output must equal, line by line, the
//! output recorded from `qemu-system-arm -M virt -cpu cortex-a15,neon=off` (see
//! `tests/isa_v7/README.md`). A differing case is reported with its instruction words,
//! their disassembly, its descriptor and the two lines with the differing fields marked.

use std::path::{Path, PathBuf};

use goldtrace::bios::{run_elf_bytes_on, BareBoard};
use goldtrace::machine::EngineKind;

/// A 500-case program runs about 3 million ticks: 30 times that ends a run that went
/// astray (a wrong exception return address loops) in seconds.
const MAX_TICKS: u64 = 100_000_000;

/// `tests/isa_v7`, or the folder named by ISA_V7_DIR (to run a few programs recorded
/// elsewhere with `record.sh`).
fn isa_dir() -> PathBuf {
    std::env::var_os("ISA_V7_DIR").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/isa_v7"),
        PathBuf::from,
    )
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
        out.join("\n        ")
    }
}

/// The fields of a case line (`r3=...`, `c=...`) that differ between `want` and
/// `have`, as `name: qemu -> ours`.
fn field_diff(want: &str, have: &str) -> String {
    let fields = |l: &str| -> Vec<(String, String)> {
        l.split(' ')
            .skip(1)
            .filter_map(|f| f.split_once('='))
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    let (w, h) = (fields(want), fields(have));
    let mut keys: Vec<&String> = w.iter().chain(h.iter()).map(|(k, _)| k).collect();
    keys.dedup();
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for k in keys {
        if seen.contains(&k) {
            continue;
        }
        seen.push(k);
        let get = |v: &[(String, String)]| {
            v.iter()
                .find(|(kk, _)| kk == k)
                .map_or("-".to_string(), |(_, x)| x.clone())
        };
        let (a, b) = (get(&w), get(&h));
        if a != b {
            out.push(format!("{k}: {a} -> {b}"));
        }
    }
    out.join(", ")
}

/// Compares one program line by line (cases are independent: the runtime resets the
/// whole state before each). Returns the number of cases that matched and a report of
/// each differing case.
fn check(elf: &Path, engine: EngineKind) -> (usize, Vec<String>) {
    let name = elf.file_stem().unwrap().to_string_lossy().into_owned();
    let expected = std::fs::read_to_string(elf.with_extension("expected"))
        .unwrap_or_else(|e| panic!("{name}.expected: {e}"));
    let bytes = std::fs::read(elf).unwrap_or_else(|e| panic!("{name}.elf: {e}"));
    let run = match run_elf_bytes_on(BareBoard::Virt, &bytes, MAX_TICKS, engine) {
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
            "{name} line {} (run ended {:?} after {} ticks)\n  qemu: {want}\n  ours: {have}\n  diff: {}\n  case: {src}",
            i + 1,
            run.stop,
            run.ticks,
            field_diff(want, have)
        ));
    }
    if fails.is_empty() && got.as_bytes() != expected.as_bytes() {
        fails.push(format!("{name}: output differs after the expected end"));
    }
    (matched, fails)
}

/// Runs every program whose name starts with `prefix` ("" for all) on `engine`, prints
/// per-group counts and the first differing cases of each program, and fails on any
/// difference.
fn check_all(engine: EngineKind, prefix: &str) {
    let mut elfs: Vec<PathBuf> = std::fs::read_dir(isa_dir())
        .expect("tests/isa_v7")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "elf"))
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(prefix))
        })
        .collect();
    elfs.sort();
    assert!(
        !elfs.is_empty(),
        "ARMv7 ISA programs {prefix}* missing: run tests/isa_v7/record.sh"
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
        "isa_v7 {prefix}* ({engine:?}): {} programs, {cases} cases compared, {total} match QEMU, {} programs differ",
        elfs.len(),
        failures.len()
    );
    // ISA_V7_SHOW=N prints the first N differing cases of each program (default 3).
    let show = std::env::var("ISA_V7_SHOW")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3);
    for fails in &failures {
        println!("{} differing lines; the first ones:", fails.len());
        for f in fails.iter().take(show) {
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

#[test]
fn isa_v7_arm_matches_qemu_interpreter() {
    check_all(EngineKind::Interp, "arm");
}

#[test]
fn isa_v7_thumb2_matches_qemu_interpreter() {
    check_all(EngineKind::Interp, "thumb");
}

#[test]
fn isa_v7_vfp_matches_qemu_interpreter() {
    check_all(EngineKind::Interp, "vfp");
}

/// The hand-written programs whose names the three groups above do not take.
#[test]
fn isa_v7_edge_programs_match_qemu_interpreter() {
    check_all(EngineKind::Interp, "mmu_edge");
    check_all(EngineKind::Interp, "v7_edge");
}

#[test]
fn isa_v7_matches_qemu_jit() {
    check_all(EngineKind::Jit, "");
}

/// Lockstep compares the JIT with the interpreter after every block, and fails on the
/// first difference as well as on a QEMU mismatch (24 s of CPU in release since lockstep
/// stopped copying the TLB for every block; it was 7 minutes).
#[test]
fn isa_v7_matches_qemu_lockstep() {
    check_all(EngineKind::Lockstep, "");
}

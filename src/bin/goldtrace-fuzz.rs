//! `goldtrace-fuzz`: runs random instruction streams on the interpreter and the JIT
//! side by side until they disagree (or Ctrl-C, or `--cases`), printing progress; a
//! divergence is reported and written out as a regression test in tests/regressions/.
#![forbid(unsafe_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Parser;
use goldtrace::fuzz::{Config, Divergence, Fuzzer};

#[derive(Parser, Debug)]
#[command(
    name = "goldtrace-fuzz",
    about = "Differential fuzzing of goldtrace's JIT against its interpreter"
)]
struct Args {
    /// Seed of the first case (case k uses seed S + k).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Number of cases to run (default: until a divergence or Ctrl-C).
    #[arg(long)]
    cases: Option<u64>,
    /// Fraction of cases that start in Thumb state.
    #[arg(long, default_value_t = 0.4)]
    thumb_ratio: f64,
    /// Blocks per case.
    #[arg(long, default_value_t = 1000)]
    blocks: u32,
    /// Fraction of cases that run with the MMU on.
    #[arg(long, default_value_t = 0.25)]
    mmu_ratio: f64,
    /// Fraction of cases in which both engines record the trace (their words compared).
    #[arg(long, default_value_t = 0.5)]
    trace_ratio: f64,
    /// Where regression tests are written.
    #[arg(long, default_value = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/regressions"))]
    regressions: PathBuf,
    /// Instead of fuzzing, rewrite the disassembly comments of the regression files
    /// in the `--regressions` folder with the current disassembler, and exit.
    #[arg(long)]
    reannotate: bool,
}

fn main() -> ExitCode {
    let args = Args::parse();
    if args.reannotate {
        return reannotate(&args.regressions);
    }
    let stop = Arc::new(AtomicBool::new(false));
    for sig in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
        if let Err(e) = signal_hook::flag::register(sig, stop.clone()) {
            eprintln!("goldtrace-fuzz: cannot handle signal {sig}: {e}");
        }
    }
    let cfg = Config {
        blocks: args.blocks,
        thumb_ratio: args.thumb_ratio.clamp(0.0, 1.0),
        mmu_ratio: args.mmu_ratio.clamp(0.0, 1.0),
        trace_ratio: args.trace_ratio.clamp(0.0, 1.0),
        ..Config::default()
    };
    let mut fz = match Fuzzer::new() {
        Ok(f) => f,
        Err(e) => {
            eprintln!("goldtrace-fuzz: cannot allocate the JIT's code buffer: {e}");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let mut last = start;
    let (mut cases, mut insns) = (0u64, 0u64);
    let mut seed = args.seed;
    while !stop.load(Ordering::Relaxed) && !matches!(args.cases, Some(n) if cases >= n) {
        match fz.run_case(seed, &cfg) {
            Ok(s) => insns += s.insns,
            Err(d) => {
                eprintln!("{d}");
                record(&d, &args.regressions);
                return ExitCode::from(1);
            }
        }
        cases += 1;
        seed = seed.wrapping_add(1);
        if last.elapsed() >= Duration::from_secs(5) {
            last = Instant::now();
            progress(cases, insns, seed, start);
        }
    }
    progress(cases, insns, seed, start);
    ExitCode::SUCCESS
}

fn progress(cases: u64, insns: u64, next_seed: u64, start: Instant) {
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    println!(
        "{cases} cases, {insns} guest instructions, {:.2} M insns/s, next seed {next_seed}",
        insns as f64 / secs / 1e6
    );
    let _ = std::io::stdout().flush();
}

/// Rewrites the disassembly comments of every `seed_*.rs` in `dir`.
fn reannotate(dir: &Path) -> ExitCode {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("goldtrace-fuzz: cannot read {}: {e}", dir.display());
            return ExitCode::from(2);
        }
    };
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.extension().is_some_and(|x| x == "rs")
                && p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("seed_"))
        })
        .collect();
    files.sort();
    for f in &files {
        let result = std::fs::read_to_string(f)
            .and_then(|t| std::fs::write(f, goldtrace::fuzz::reannotate_regression(&t)));
        if let Err(e) = result {
            eprintln!("goldtrace-fuzz: cannot rewrite {}: {e}", f.display());
            return ExitCode::from(2);
        }
        println!("{}", f.display());
    }
    ExitCode::SUCCESS
}

/// Writes the regression test and adds it to `main.rs` of the regressions folder.
fn record(d: &Divergence, dir: &Path) {
    let Some(text) = d.regression_file() else {
        return;
    };
    let name = d.test_name();
    let file = dir.join(format!("{name}.rs"));
    if let Err(e) = std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&file, text)) {
        eprintln!("goldtrace-fuzz: cannot write {}: {e}", file.display());
        return;
    }
    // Lay it out in the project's style (best effort: the file is valid as written).
    let _ = std::process::Command::new("rustfmt")
        .args(["--edition", "2021"])
        .arg(&file)
        .status();
    let main = dir.join("main.rs");
    let line = format!("mod {name};\n");
    let old = std::fs::read_to_string(&main).unwrap_or_default();
    if !old.contains(&line) {
        if let Err(e) = std::fs::write(&main, old + &line) {
            eprintln!("goldtrace-fuzz: cannot update {}: {e}", main.display());
        }
    }
    eprintln!(
        "goldtrace-fuzz: regression test written to {} (listed in {})",
        file.display(),
        main.display()
    );
}

//! `goldtrace-fuzz`: runs random instruction streams on the interpreter and the JIT
//! side by side until they disagree (or Ctrl-C, or `--cases`), printing progress; a
//! divergence is reported and written out as a regression test in tests/regressions/
//! (with `--keep-going`, every divergence, and the run goes on). `--profile armv7` runs
//! the cases on the Cortex-A15 (Thumb-2, IT blocks, VFP) instead of the ARM926.
//! A case that runs longer than `--case-timeout` or grows the process beyond
//! `--case-memory` is reported with its seed (a hang of an engine is a finding too, and
//! the fuzzer's logs of a hung case grow by hundreds of MB a second). The first Ctrl-C (or SIGTERM) ends the run after the
//! case under way, a second one at once.
#![forbid(unsafe_code)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Parser;
use goldtrace::fuzz::{Config, Divergence, Fuzzer, Profile};

/// `--profile`.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum ProfileArg {
    Armv5,
    Armv7,
}

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
    /// The CPU: armv5 (the ARM926) or armv7 (the Cortex-A15: Thumb-2, IT, VFP).
    #[arg(long, value_enum, default_value_t = ProfileArg::Armv5)]
    profile: ProfileArg,
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
    /// Seconds a case may run before it is reported as a hang (0: never).
    #[arg(long, default_value_t = 30)]
    case_timeout: u64,
    /// MiB of resident memory the process may reach before the case under way is
    /// reported as a hang (0: no limit).
    #[arg(long, default_value_t = 2048)]
    case_memory: u64,
    /// Go on after a divergence (each is reported and written out); the exit status
    /// is then 1 if any case diverged.
    #[arg(long)]
    keep_going: bool,
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
        // A second signal (the flag already set) ends the process at once: a case that
        // does not finish cannot hold it.
        let r = signal_hook::flag::register_conditional_shutdown(sig, 130, stop.clone())
            .and_then(|_| signal_hook::flag::register(sig, stop.clone()));
        if let Err(e) = r {
            eprintln!("goldtrace-fuzz: cannot handle signal {sig}: {e}");
        }
    }
    let watch = Watchdog::start(args.case_timeout, args.case_memory);
    let cfg = Config {
        profile: match args.profile {
            ProfileArg::Armv5 => Profile::Armv5,
            ProfileArg::Armv7 => Profile::Armv7,
        },
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
    let (mut cases, mut insns, mut diverged) = (0u64, 0u64, 0u64);
    let mut seed = args.seed;
    while !stop.load(Ordering::Relaxed) && !matches!(args.cases, Some(n) if cases >= n) {
        watch.case(cases, seed);
        match fz.run_case(seed, &cfg) {
            Ok(s) => insns += s.insns,
            Err(d) => {
                eprintln!("{d}");
                record(&d, &args.regressions);
                if !args.keep_going {
                    return ExitCode::from(1);
                }
                diverged += 1;
                println!("divergence {diverged}: seed {seed} ({})", d.test_name());
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
    if diverged > 0 {
        println!("{diverged} of {cases} cases diverged");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}

/// Reports a case that runs too long or grows the process too far: a thread looks
/// every quarter second at which case is under way. It counts its own wake-ups, not the
/// wall clock, so a process stopped for a while (SIGSTOP, a suspended terminal) does
/// not make a case look slow.
struct Watchdog {
    /// The case's seed and how many cases started before it (`u64::MAX`: none yet).
    seed: Arc<AtomicU64>,
    case: Arc<AtomicU64>,
}

/// How often the watchdog looks.
const WATCH_MS: u64 = 250;

impl Watchdog {
    fn start(limit_s: u64, limit_mib: u64) -> Watchdog {
        let w = Watchdog {
            seed: Arc::new(AtomicU64::new(0)),
            case: Arc::new(AtomicU64::new(u64::MAX)),
        };
        if limit_s > 0 || limit_mib > 0 {
            let (seed, case) = (w.seed.clone(), w.case.clone());
            std::thread::spawn(move || {
                let (mut watched, mut looks) = (u64::MAX, 0u64);
                loop {
                    std::thread::sleep(Duration::from_millis(WATCH_MS));
                    let c = case.load(Ordering::Acquire);
                    if c != watched {
                        (watched, looks) = (c, 0);
                    }
                    if c == u64::MAX {
                        continue;
                    }
                    looks += 1;
                    let ran_s = looks * WATCH_MS / 1000;
                    let why = if limit_s > 0 && ran_s >= limit_s {
                        format!("has run for {ran_s} s without finishing")
                    } else {
                        match resident_mib() {
                            Some(m) if limit_mib > 0 && m >= limit_mib => {
                                format!("has grown the process to {m} MiB")
                            }
                            _ => continue,
                        }
                    };
                    let s = seed.load(Ordering::Acquire);
                    eprintln!(
                        "goldtrace-fuzz: hang: the case of seed {s} ({s:#x}) {why} (re-run it \
                         alone: --seed {s} --cases 1)"
                    );
                    std::process::exit(1);
                }
            });
        }
        w
    }

    /// Case number `n` of the run, of `seed`, starts now.
    fn case(&self, n: u64, seed: u64) {
        self.seed.store(seed, Ordering::Release);
        self.case.store(n, Ordering::Release);
    }
}

/// The process's resident memory (Linux's `/proc/self/statm`, pages of 4 KiB).
fn resident_mib() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4 / 1024)
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

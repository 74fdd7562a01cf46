//! `compare`: the boot comparison. Times the default guest's boot (to the
//! GOLDTRACE-BOOT-OK line) and boot + workload (to GOLDTRACE-WORKLOAD-DONE, and to
//! the process exit) under `goldtrace --engine interp`, `--engine jit`, the JIT with
//! `--trace`, and `qemu-system-arm -M versatilepb` when installed. The variants
//! alternate, N rounds; the medians come out as a markdown table.
//!
//! Markers are timestamped as the bytes arrive on the child's stdout (read in raw
//! chunks, so a line without its newline yet still counts).
#![forbid(unsafe_code)]

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

const BOOT_MARK: &[u8] = b"GOLDTRACE-BOOT-OK";
const DONE_MARK: &[u8] = b"GOLDTRACE-WORKLOAD-DONE";
const APPEND: &str = "console=ttyAMA0 panic=-1 lpj=500000";

const USAGE: &str =
    "usage: compare [--bin GOLDTRACE] [--old GOLDTRACE] [--runs N] [--timeout SECS] [--no-qemu] [--no-trace]
       compare --bench-guest [--machine versatilepb|virt] [--runs N] [--workloads LIST] [--interp LIST|none] [--qemu10 PATH] [...]

Times the default guest (guest/out) under goldtrace's interpreter, its JIT, the JIT
with --trace (when the binary has it) and qemu-system-arm (when installed), N runs
each (default 3), alternating, and prints a markdown table of the medians.
--bin defaults to target/release/goldtrace (build it with cargo build --release).
--old GOLDTRACE: a second binary's JIT in every round too (\"goldtrace jit (old)\"), so that
an old and a new build alternate within one run; with --bench-guest, a line pairs them
round by round (new / old per workload).

--bench-guest: the benchmark guest (guest/bench: Debian programs) instead, per
workload (from the host times of its BENCH-START and BENCH-END console lines): the
JIT, the JIT traced, the interpreter on the workloads of --interp (default gawk,sqlite),
qemu-system-arm (QEMU 7.2 on Debian 12) and QEMU 10 when present (--qemu10, default
guest/build/qemu10/root/usr/bin/qemu-system-arm from guest/bench/fetch-qemu10.sh),
with ratios against the faster QEMU per workload. --workloads defaults to every
workload but urandom. --machine virt: the armhf benchmark guest (guest/armhf/bench,
in guest/out/armhf) on goldtrace's virt board and QEMU's -M virt -cpu cortex-a15,neon=off
(QEMU 10: also vfp-d32=off), checked against guest/expected/armhf-bench-qemu-checksums.txt.";

struct Options {
    bin: PathBuf,
    /// `--old`: another build whose JIT runs in every round beside `bin`'s.
    old: Option<PathBuf>,
    runs: usize,
    timeout: Duration,
    qemu: bool,
    trace: bool,
    bench_guest: bool,
    workloads: Option<String>,
    interp: String,
    qemu10: Option<PathBuf>,
    /// `--machine virt`: the armhf benchmark guest on the virt board.
    virt: bool,
}

fn parse_args() -> Result<Options, String> {
    let root = workspace_root();
    let mut o = Options {
        bin: root.join("target/release/goldtrace"),
        old: None,
        runs: 3,
        timeout: Duration::from_secs(600),
        qemu: true,
        trace: true,
        bench_guest: false,
        workloads: None,
        interp: "gawk,sqlite".into(),
        qemu10: None,
        virt: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match a.as_str() {
            "--bin" => o.bin = PathBuf::from(value("--bin")?),
            "--old" => o.old = Some(PathBuf::from(value("--old")?)),
            "--runs" => {
                o.runs = value("--runs")?
                    .parse()
                    .map_err(|e| format!("--runs: {e}"))?;
                if o.runs == 0 {
                    return Err("--runs must be at least 1".into());
                }
            }
            "--timeout" => {
                let s: u64 = value("--timeout")?
                    .parse()
                    .map_err(|e| format!("--timeout: {e}"))?;
                o.timeout = Duration::from_secs(s);
            }
            "--no-qemu" => o.qemu = false,
            "--no-trace" => o.trace = false,
            "--bench-guest" => o.bench_guest = true,
            "--workloads" => o.workloads = Some(value("--workloads")?),
            "--interp" => o.interp = value("--interp")?,
            "--qemu10" => o.qemu10 = Some(PathBuf::from(value("--qemu10")?)),
            "--machine" => {
                o.virt = match value("--machine")?.as_str() {
                    "virt" => true,
                    "versatilepb" => false,
                    other => return Err(format!("--machine: unknown board {other:?}")),
                }
            }
            "-h" | "--help" => return Err(USAGE.into()),
            other => return Err(format!("unknown argument {other}\n{USAGE}")),
        }
    }
    Ok(o)
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

/// One way of running the guest.
struct Variant {
    name: &'static str,
    program: PathBuf,
    args: Vec<String>,
    /// A trace directory to remove after each run.
    scratch: Option<PathBuf>,
}

/// What one run measured (seconds from spawn).
#[derive(Clone, Debug, Default)]
struct Sample {
    boot: Option<f64>,
    done: Option<f64>,
    exit: f64,
    ok: bool,
    ticks: Option<u64>,
    note: String,
}

fn find_in_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// The lines of the expected workload output the run must contain.
fn expected_lines(root: &Path) -> Vec<String> {
    std::fs::read_to_string(root.join("guest/expected/qemu-checksums.txt"))
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(str::to_string)
        .collect()
}

fn find(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

/// `after N ticks` in goldtrace's exit line.
fn parse_ticks(stderr: &str) -> Option<u64> {
    let rest = stderr.split(" after ").nth(1)?;
    rest.split_whitespace().next()?.parse().ok()
}

fn run_once(v: &Variant, timeout: Duration, expected: &[String]) -> Sample {
    if let Some(d) = &v.scratch {
        let _ = std::fs::remove_dir_all(d);
    }
    let start = Instant::now();
    let child = Command::new(&v.program)
        .args(&v.args)
        .env("QEMU_AUDIO_DRV", "none")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => {
            return Sample {
                note: format!("cannot start {}: {e}", v.program.display()),
                ..Sample::default()
            }
        }
    };
    let (Some(mut out), Some(mut err)) = (child.stdout.take(), child.stderr.take()) else {
        let _ = child.kill();
        let _ = child.wait();
        return Sample {
            note: "no pipes".into(),
            ..Sample::default()
        };
    };
    let (tx, rx) = mpsc::channel::<(Instant, Vec<u8>)>();
    let reader = std::thread::spawn(move || {
        let mut buf = [0u8; 8192];
        while let Ok(n) = out.read(&mut buf) {
            if n == 0 || tx.send((Instant::now(), buf[..n].to_vec())).is_err() {
                break;
            }
        }
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = err.read_to_end(&mut s);
        s
    });
    let mut stdout = Vec::new();
    let (mut boot, mut done) = (None, None);
    let deadline = start + timeout;
    let mut timed_out = false;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left) {
            Ok((t, chunk)) => {
                // A marker may straddle chunks: search the tail plus the new bytes.
                let from = stdout.len().saturating_sub(DONE_MARK.len());
                stdout.extend_from_slice(&chunk);
                let fresh = &stdout[from..];
                let secs = (t - start).as_secs_f64();
                if boot.is_none() && find(fresh, BOOT_MARK) {
                    boot = Some(secs);
                }
                if done.is_none() && find(fresh, DONE_MARK) {
                    done = Some(secs);
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                timed_out = true;
                let _ = child.kill();
                break;
            }
        }
    }
    let status = child.wait();
    let exit = start.elapsed().as_secs_f64();
    let _ = reader.join();
    let stderr = String::from_utf8_lossy(&err_reader.join().unwrap_or_default()).into_owned();
    if let Some(d) = &v.scratch {
        let _ = std::fs::remove_dir_all(d);
    }
    let text = String::from_utf8_lossy(&stdout);
    let missing: Vec<&String> = expected
        .iter()
        .filter(|l| !text.lines().any(|t| t.trim_end() == l.as_str()))
        .collect();
    let mut note = String::new();
    if timed_out {
        note = format!("killed after {} s", timeout.as_secs());
    } else if !missing.is_empty() {
        note = format!("missing output: {}", missing[0]);
    } else if let Ok(s) = &status {
        if !s.success() {
            note = format!("exit status {s}");
        }
    }
    Sample {
        boot,
        done,
        exit,
        ok: note.is_empty(),
        ticks: parse_ticks(&stderr),
        note,
    }
}

fn median(mut v: Vec<f64>) -> Option<f64> {
    if v.is_empty() {
        return None;
    }
    v.sort_by(f64::total_cmp);
    let n = v.len();
    Some(if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    })
}

fn cpu_model() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into())
}

fn date() -> String {
    Command::new("date")
        .args(["-u", "+%Y-%m-%d %H:%M UTC"])
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "unknown date".into())
}

fn fmt_secs(v: Option<f64>) -> String {
    v.map_or("-".into(), |s| format!("{s:.2}"))
}

fn fmt_ratio(num: Option<f64>, den: Option<f64>) -> String {
    match (num, den) {
        (Some(n), Some(d)) if d > 0.0 => format!("{:.2}x", n / d),
        _ => "-".into(),
    }
}

fn main() -> ExitCode {
    let o = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    if o.bench_guest {
        return bench_guest::main(&o);
    }
    let root = workspace_root();
    let out = root.join("guest/out");
    let (kernel, dtb, initrd) = (
        out.join("zImage"),
        out.join("goldtrace.dtb"),
        out.join("initramfs.cpio.gz"),
    );
    if let Some(p) = [&kernel, &dtb, &initrd].into_iter().find(|p| !p.exists()) {
        eprintln!(
            "compare: {} is missing (build the guest with guest/build.sh)",
            p.display()
        );
        return ExitCode::from(2);
    }
    if let Some(p) = std::iter::once(&o.bin).chain(&o.old).find(|p| !p.is_file()) {
        eprintln!(
            "compare: {} is missing (cargo build --release, or --bin PATH)",
            p.display()
        );
        return ExitCode::from(2);
    }
    let gt = |name, engine: &str, extra: &[String], scratch| Variant {
        name,
        program: o.bin.clone(),
        args: [
            vec!["--engine".to_string(), engine.to_string()],
            extra.to_vec(),
        ]
        .concat(),
        scratch,
    };
    let mut variants = vec![
        gt("goldtrace interp", "interp", &[], None),
        gt("goldtrace jit", "jit", &[], None),
    ];
    if let Some(old) = &o.old {
        variants.push(Variant {
            program: old.clone(),
            ..gt("goldtrace jit (old)", "jit", &[], None)
        });
    }
    let help = Command::new(&o.bin)
        .arg("--help")
        .output()
        .map(|h| String::from_utf8_lossy(&h.stdout).into_owned())
        .unwrap_or_default();
    if o.trace && help.contains("--trace") {
        let dir = std::env::temp_dir().join(format!("goldtrace-compare-{}", std::process::id()));
        let extra = [
            "--trace".to_string(),
            dir.display().to_string(),
            "--force".to_string(),
        ];
        variants.push(gt("goldtrace jit --trace", "jit", &extra, Some(dir)));
    }
    let qemu = if o.qemu {
        find_in_path("qemu-system-arm")
    } else {
        None
    };
    if let Some(q) = &qemu {
        let s = |p: &Path| p.display().to_string();
        variants.push(Variant {
            name: "qemu-system-arm",
            program: q.clone(),
            args: vec![
                "-M".into(),
                "versatilepb".into(),
                "-m".into(),
                "128M".into(),
                "-kernel".into(),
                s(&kernel),
                "-dtb".into(),
                s(&dtb),
                "-initrd".into(),
                s(&initrd),
                "-append".into(),
                APPEND.into(),
                "-nographic".into(),
                "-no-reboot".into(),
            ],
            scratch: None,
        });
    }
    let expected = expected_lines(&root);
    let mut samples: Vec<Vec<Sample>> = vec![Vec::new(); variants.len()];
    for round in 0..o.runs {
        for (i, v) in variants.iter().enumerate() {
            let s = run_once(v, o.timeout, &expected);
            eprintln!(
                "round {}/{}: {:<22} boot {} s, workload {} s, exit {:.2} s{}",
                round + 1,
                o.runs,
                v.name,
                fmt_secs(s.boot),
                fmt_secs(s.done),
                s.exit,
                if s.ok {
                    String::new()
                } else {
                    format!(" (FAILED: {})", s.note)
                }
            );
            samples[i].push(s);
        }
    }

    struct Row {
        boot: Option<f64>,
        done: Option<f64>,
        exit: Option<f64>,
    }
    let rows: Vec<Row> = samples
        .iter()
        .map(|ss| {
            let good: Vec<&Sample> = ss.iter().filter(|s| s.ok).collect();
            Row {
                boot: median(good.iter().filter_map(|s| s.boot).collect()),
                done: median(good.iter().filter_map(|s| s.done).collect()),
                exit: median(good.iter().map(|s| s.exit).collect()),
            }
        })
        .collect();
    let idx = |name: &str| variants.iter().position(|v| v.name == name);
    let interp = idx("goldtrace interp").map(|i| &rows[i]);
    let qemu_row = idx("qemu-system-arm").map(|i| &rows[i]);

    println!("## Boot comparison, {}", date());
    println!();
    println!(
        "Machine: {} logical CPUs, {}. Load average at the end: {}.",
        std::thread::available_parallelism().map_or(0, |n| n.get()),
        cpu_model(),
        std::fs::read_to_string("/proc/loadavg")
            .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
            .unwrap_or_else(|_| "unknown".into())
    );
    println!(
        "Median of {} run(s) each, variants alternating; wall seconds from process start.",
        o.runs
    );
    println!();
    println!("| variant | boot (to BOOT-OK) | boot + workload (to WORKLOAD-DONE) | to exit | runs ok | speed-up vs interp (workload) | time vs QEMU (boot / workload) |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (i, v) in variants.iter().enumerate() {
        let r = &rows[i];
        let ok = samples[i].iter().filter(|s| s.ok).count();
        let vs_interp = fmt_ratio(interp.and_then(|x| x.done), r.done);
        let vs_qemu = match qemu_row {
            Some(q) => format!(
                "{} / {}",
                fmt_ratio(r.boot, q.boot),
                fmt_ratio(r.done, q.done)
            ),
            None => "-".into(),
        };
        println!(
            "| {} | {} | {} | {} | {ok}/{} | {vs_interp} | {vs_qemu} |",
            v.name,
            fmt_secs(r.boot),
            fmt_secs(r.done),
            fmt_secs(r.exit),
            samples[i].len()
        );
    }
    let ticks: Vec<String> = variants
        .iter()
        .zip(&samples)
        .filter_map(|(v, ss)| {
            ss.iter()
                .find_map(|s| s.ticks)
                .map(|t| format!("{}: {t}", v.name))
        })
        .collect();
    if !ticks.is_empty() {
        println!();
        println!("Guest ticks at exit: {}.", ticks.join(", "));
    }
    if qemu.is_none() && o.qemu {
        println!();
        println!("qemu-system-arm is not installed: no QEMU row.");
    }
    let failed = samples.iter().flatten().filter(|s| !s.ok).count();
    if failed > 0 {
        eprintln!("compare: {failed} run(s) failed (see above); their times are left out");
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}

/// `compare --bench-guest`: the benchmark guest (guest/bench), timed per workload.
mod bench_guest {
    use super::*;

    /// A run's console lines, each with the host time its newline arrived.
    struct Timed {
        lines: Vec<(f64, String)>,
        exit: f64,
        note: String,
        ticks: Option<u64>,
    }

    impl Timed {
        fn at(&self, line: &str) -> Option<f64> {
            self.lines
                .iter()
                .find(|(_, l)| l.trim_end() == line)
                .map(|(t, _)| *t)
        }

        /// Wall seconds of `name` (BENCH-START to BENCH-END), if its checksum is right.
        fn workload(&self, name: &str, want: &str) -> Option<f64> {
            let got = self.lines.iter().any(|(_, l)| l.trim_end() == want);
            let (a, b) = (
                self.at(&format!("BENCH-START {name}"))?,
                self.at(&format!("BENCH-END {name}"))?,
            );
            got.then_some(b - a)
        }
    }

    fn run_timed(program: &Path, args: &[String], timeout: Duration) -> Timed {
        let start = Instant::now();
        let child = Command::new(program)
            .args(args)
            .env("QEMU_AUDIO_DRV", "none")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn();
        let mut t = Timed {
            lines: Vec::new(),
            exit: 0.0,
            note: String::new(),
            ticks: None,
        };
        let mut child = match child {
            Ok(c) => c,
            Err(e) => {
                t.note = format!("cannot start {}: {e}", program.display());
                return t;
            }
        };
        let (Some(mut out), Some(mut err)) = (child.stdout.take(), child.stderr.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            t.note = "no pipes".into();
            return t;
        };
        let (tx, rx) = mpsc::channel::<(Instant, Vec<u8>)>();
        let reader = std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = out.read(&mut buf) {
                if n == 0 || tx.send((Instant::now(), buf[..n].to_vec())).is_err() {
                    break;
                }
            }
        });
        let err_reader = std::thread::spawn(move || {
            let mut s = Vec::new();
            let _ = err.read_to_end(&mut s);
            s
        });
        let deadline = start + timeout;
        let mut partial = Vec::new();
        loop {
            match rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
                Ok((when, chunk)) => {
                    let secs = (when - start).as_secs_f64();
                    for &b in &chunk {
                        if b == b'\n' {
                            let line = String::from_utf8_lossy(&partial)
                                .trim_end_matches('\r')
                                .to_string();
                            t.lines.push((secs, line));
                            partial.clear();
                        } else {
                            partial.push(b);
                        }
                    }
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    t.note = format!("killed after {} s", timeout.as_secs());
                    let _ = child.kill();
                    break;
                }
            }
        }
        let status = child.wait();
        t.exit = start.elapsed().as_secs_f64();
        let _ = reader.join();
        let stderr = String::from_utf8_lossy(&err_reader.join().unwrap_or_default()).into_owned();
        t.ticks = parse_ticks(&stderr);
        if t.note.is_empty() {
            match status {
                Ok(s) if !s.success() => t.note = format!("exit status {s}"),
                Err(e) => t.note = format!("wait: {e}"),
                _ => {}
            }
        }
        if t.note.is_empty() && t.at("GOLDTRACE-WORKLOAD-DONE").is_none() {
            t.note = "no GOLDTRACE-WORKLOAD-DONE".into();
        }
        t
    }

    struct Variant {
        name: String,
        program: PathBuf,
        args: Vec<String>,
        /// The workloads it runs (the interpreter's are a subset).
        workloads: Vec<String>,
        scratch: Option<PathBuf>,
        qemu: bool,
    }

    fn geomean(v: &[f64]) -> Option<f64> {
        (!v.is_empty()).then(|| (v.iter().map(|x| x.ln()).sum::<f64>() / v.len() as f64).exp())
    }

    /// Ratios of variant `i` to the faster QEMU of the same round.
    struct Paired {
        /// Per workload, the median over the rounds where every variant's run was good.
        medians: Vec<f64>,
        /// Per round with every workload good, the geometric mean over the workloads.
        rounds: Vec<f64>,
    }

    fn round_paired(
        runs: &[Vec<Timed>],
        i: usize,
        qemu_idx: &[usize],
        workloads: &[String],
        expected: &[(String, String)],
    ) -> Paired {
        let rounds = runs[i].len();
        // ratio[k][r]: workload k in round r, when both sides ran it with the right checksum.
        let ratio: Vec<Vec<Option<f64>>> = workloads
            .iter()
            .map(|w| {
                let want = &expected.iter().find(|(n, _)| n == w).unwrap().1;
                let time = |t: &Timed| t.note.is_empty().then(|| t.workload(w, want)).flatten();
                (0..rounds)
                    .map(|r| {
                        let own = time(&runs[i][r])?;
                        let best = qemu_idx
                            .iter()
                            .filter_map(|&q| runs[q].get(r).and_then(time))
                            .min_by(f64::total_cmp)?;
                        (best > 0.0).then(|| own / best)
                    })
                    .collect()
            })
            .collect();
        let medians = ratio
            .iter()
            .filter_map(|per_round| median(per_round.iter().flatten().copied().collect()))
            .collect();
        let rounds = (0..rounds)
            .filter_map(|r| {
                let all: Option<Vec<f64>> = ratio.iter().map(|k| k[r]).collect();
                geomean(&all?)
            })
            .collect();
        Paired { medians, rounds }
    }

    /// Per workload, the median over the rounds of variant `new`'s time over variant
    /// `old`'s in the same round (rounds where both printed the right checksum).
    fn new_over_old(
        runs: &[Vec<Timed>],
        new: usize,
        old: usize,
        workloads: &[String],
        expected: &[(String, String)],
    ) -> Vec<Option<f64>> {
        workloads
            .iter()
            .map(|w| {
                let want = &expected.iter().find(|(n, _)| n == w).unwrap().1;
                let time = |t: &Timed| t.note.is_empty().then(|| t.workload(w, want)).flatten();
                let ratios = runs[new]
                    .iter()
                    .zip(&runs[old])
                    .filter_map(|(a, b)| Some(time(a)? / time(b).filter(|&b| b > 0.0)?))
                    .collect();
                median(ratios)
            })
            .collect()
    }

    fn qemu_version(q: &Path) -> String {
        Command::new(q)
            .arg("--version")
            .output()
            .ok()
            .and_then(|o| {
                let s = String::from_utf8_lossy(&o.stdout).into_owned();
                s.split_whitespace()
                    .skip_while(|w| *w != "version")
                    .nth(1)
                    .map(str::to_string)
            })
            .unwrap_or_else(|| "?".into())
    }

    /// Which benchmark guest on which board: its files and each program's arguments.
    struct Guest {
        kernel: PathBuf,
        initrd: PathBuf,
        /// The tree QEMU boots (versatilepb); `None`: QEMU generates its own (virt).
        qemu_dtb: Option<PathBuf>,
        checksums: PathBuf,
        append: &'static str,
        /// Arguments before goldtrace's own (the board).
        goldtrace_args: Vec<String>,
        /// The board and CPU arguments of QEMU 7.2 and of QEMU 10.
        qemu72: Vec<&'static str>,
        qemu10: Vec<&'static str>,
        /// What builds it, the table's title, what a tick is.
        build: &'static str,
        title: &'static str,
        tick: &'static str,
    }

    impl Guest {
        /// The armel guest (guest/bench) on the Versatile PB.
        fn versatilepb(root: &Path) -> Guest {
            let out = root.join("guest/out");
            Guest {
                kernel: out.join("zImage"),
                initrd: out.join("bench-initramfs.cpio.gz"),
                qemu_dtb: Some(out.join("bench-qemu.dtb")),
                checksums: root.join("guest/bench/qemu-checksums.txt"),
                append: APPEND,
                goldtrace_args: Vec::new(),
                qemu72: vec!["-M", "versatilepb"],
                qemu10: vec!["-M", "versatilepb"],
                build: "guest/build.sh",
                title: "",
                tick: "1 tick = 5 ns at the nominal 200 MHz",
            }
        }

        /// The armhf guest (guest/armhf/bench) on the virt board. QEMU generates its
        /// tree with a random /chosen/rng-seed, credited at boot as goldtrace's fixed
        /// one is; no checksum depends on its bytes. -nic none: goldtrace's board has
        /// no NIC. QEMU 10 refuses neon=off with the 32 double registers.
        fn virt(root: &Path) -> Guest {
            let out = root.join("guest/out/armhf");
            Guest {
                kernel: out.join("vmlinuz"),
                initrd: out.join("bench-initramfs.cpio.gz"),
                qemu_dtb: None,
                checksums: root.join("guest/expected/armhf-bench-qemu-checksums.txt"),
                append: "console=ttyAMA0 panic=-1 cryptomgr.notests",
                goldtrace_args: vec!["--machine".into(), "virt".into()],
                qemu72: vec!["-M", "virt", "-cpu", "cortex-a15,neon=off", "-nic", "none"],
                qemu10: vec![
                    "-M",
                    "virt",
                    "-cpu",
                    "cortex-a15,neon=off,vfp-d32=off",
                    "-nic",
                    "none",
                ],
                build: "guest/armhf/build.sh, then guest/armhf/bench/build.sh",
                title: " (armhf, virt)",
                tick: "1 tick = 1 ns on virt",
            }
        }
    }

    pub fn main(o: &Options) -> ExitCode {
        let root = workspace_root();
        let guest = if o.virt {
            Guest::virt(&root)
        } else {
            Guest::versatilepb(&root)
        };
        let (kernel, initrd) = (&guest.kernel, &guest.initrd);
        if let Some(p) = [kernel, initrd, &o.bin]
            .into_iter()
            .chain(&o.old)
            .chain(&guest.qemu_dtb)
            .find(|p| !p.exists())
        {
            eprintln!(
                "compare: {} is missing ({} builds the benchmark guest; cargo build --release the binary)",
                p.display(),
                guest.build
            );
            return ExitCode::from(2);
        }
        let sums = std::fs::read_to_string(&guest.checksums).unwrap_or_default();
        // name -> the CHECKSUM line QEMU printed at the full size.
        let expected: Vec<(String, String)> = sums
            .lines()
            .filter_map(|l| {
                let f: Vec<&str> = l.split_whitespace().collect();
                (f.len() == 4 && f[0] == "full").then(|| {
                    (
                        f[1].to_string(),
                        format!("CHECKSUM {} {} {}", f[1], f[2], f[3]),
                    )
                })
            })
            .collect();
        let workloads: Vec<String> = match &o.workloads {
            Some(list) => list.split(',').map(str::to_string).collect(),
            None => expected
                .iter()
                .map(|(n, _)| n.clone())
                .filter(|n| n != "urandom")
                .collect(),
        };
        if let Some(w) = workloads
            .iter()
            .find(|w| !expected.iter().any(|(n, _)| n == *w))
        {
            eprintln!(
                "compare: no recorded checksum for workload {w:?} ({})",
                guest.checksums.display()
            );
            return ExitCode::from(2);
        }
        let interp: Vec<String> = if o.interp == "none" {
            Vec::new()
        } else {
            o.interp.split(',').map(str::to_string).collect()
        };
        if let Some(w) = interp.iter().find(|w| !workloads.contains(w)) {
            eprintln!("compare: --interp workload {w:?} is not among the workloads");
            return ExitCode::from(2);
        }
        let s = |p: &Path| p.display().to_string();
        let append = |list: &[String]| format!("{} bench={}", guest.append, list.join(","));
        let gt = |name: &str, engine: &str, list: &[String], extra: &[String], scratch| Variant {
            name: name.to_string(),
            program: o.bin.clone(),
            args: [
                guest.goldtrace_args.clone(),
                vec![
                    "--engine".into(),
                    engine.into(),
                    "--initrd".into(),
                    s(initrd),
                    "--append".into(),
                    append(list),
                ],
                extra.to_vec(),
            ]
            .concat(),
            workloads: list.to_vec(),
            scratch,
            qemu: false,
        };
        let mut variants = Vec::new();
        if !interp.is_empty() {
            variants.push(gt("goldtrace interp", "interp", &interp, &[], None));
        }
        variants.push(gt("goldtrace jit", "jit", &workloads, &[], None));
        if let Some(old) = &o.old {
            variants.push(Variant {
                program: old.clone(),
                ..gt("goldtrace jit (old)", "jit", &workloads, &[], None)
            });
        }
        if o.trace {
            let dir =
                std::env::temp_dir().join(format!("goldtrace-compare-{}", std::process::id()));
            let extra = ["--trace".to_string(), s(&dir), "--force".to_string()];
            variants.push(gt(
                "goldtrace jit --trace",
                "jit",
                &workloads,
                &extra,
                Some(dir),
            ));
        }
        let qemu = |name: String, program: PathBuf, machine: &[&str]| Variant {
            name,
            args: [
                machine.iter().map(|a| a.to_string()).collect(),
                vec!["-m".into(), "128M".into(), "-kernel".into(), s(kernel)],
                guest
                    .qemu_dtb
                    .iter()
                    .flat_map(|d| ["-dtb".to_string(), s(d)])
                    .collect(),
                vec![
                    "-initrd".into(),
                    s(initrd),
                    "-append".into(),
                    append(&workloads),
                    "-nographic".into(),
                    "-no-reboot".into(),
                ],
            ]
            .concat(),
            program,
            workloads: workloads.clone(),
            scratch: None,
            qemu: true,
        };
        if o.qemu {
            if let Some(q) = find_in_path("qemu-system-arm") {
                variants.push(qemu(format!("QEMU {}", qemu_version(&q)), q, &guest.qemu72));
            }
            let q10 = o
                .qemu10
                .clone()
                .unwrap_or_else(|| root.join("guest/build/qemu10/root/usr/bin/qemu-system-arm"));
            if q10.is_file() {
                let mut v = qemu(
                    format!("QEMU {}", qemu_version(&q10)),
                    q10.clone(),
                    &guest.qemu10,
                );
                // QEMU 10 ignores QEMU_AUDIO_DRV and would load the installed QEMU's
                // audio module, which aborts it.
                v.args.extend(["-audio".into(), "none".into()]);
                // Its firmware and data directory, from the same package set.
                if let Some(data) = q10
                    .parent()
                    .and_then(Path::parent)
                    .map(|usr| usr.join("share/qemu"))
                    .filter(|d| d.is_dir())
                {
                    v.args.extend(["-L".into(), s(&data)]);
                }
                variants.push(v);
            } else if o.qemu10.is_some() {
                eprintln!("compare: {} is missing", q10.display());
                return ExitCode::from(2);
            }
        }

        // runs[variant][round]
        let mut runs: Vec<Vec<Timed>> = variants.iter().map(|_| Vec::new()).collect();
        for round in 0..o.runs {
            for (i, v) in variants.iter().enumerate() {
                if let Some(d) = &v.scratch {
                    let _ = std::fs::remove_dir_all(d);
                }
                let t = run_timed(&v.program, &v.args, o.timeout);
                if let Some(d) = &v.scratch {
                    let _ = std::fs::remove_dir_all(d);
                }
                let times: Vec<String> = v
                    .workloads
                    .iter()
                    .map(|w| {
                        let want = &expected.iter().find(|(n, _)| n == w).unwrap().1;
                        format!("{w} {}", fmt_secs(t.workload(w, want)))
                    })
                    .collect();
                eprintln!(
                    "round {}/{}: {:<22} exit {:.2} s: {}{}",
                    round + 1,
                    o.runs,
                    v.name,
                    t.exit,
                    times.join(", "),
                    if t.note.is_empty() {
                        String::new()
                    } else {
                        format!(" (FAILED: {})", t.note)
                    }
                );
                runs[i].push(t);
            }
        }

        // Medians per variant and workload; a run whose checksum is wrong counts as none.
        let mut failed = 0;
        let med = |i: usize, w: &str, failed: &mut usize| -> Option<f64> {
            if !variants[i].workloads.iter().any(|x| x == w) {
                return None;
            }
            let want = &expected.iter().find(|(n, _)| n == w).unwrap().1;
            let v: Vec<f64> = runs[i]
                .iter()
                .filter(|t| t.note.is_empty())
                .filter_map(|t| t.workload(w, want))
                .collect();
            if v.len() < runs[i].len() {
                *failed += runs[i].len() - v.len();
            }
            median(v)
        };
        let table: Vec<Vec<Option<f64>>> = (0..variants.len())
            .map(|i| workloads.iter().map(|w| med(i, w, &mut failed)).collect())
            .collect();
        let qemu_idx: Vec<usize> = (0..variants.len()).filter(|&i| variants[i].qemu).collect();
        let best_qemu: Vec<Option<f64>> = (0..workloads.len())
            .map(|k| {
                qemu_idx
                    .iter()
                    .filter_map(|&i| table[i][k])
                    .min_by(f64::total_cmp)
            })
            .collect();

        println!("## Benchmark guest{}, {}", guest.title, date());
        println!();
        println!(
            "Machine: {} logical CPUs, {}. Load average at the end: {}.",
            std::thread::available_parallelism().map_or(0, |n| n.get()),
            cpu_model(),
            std::fs::read_to_string("/proc/loadavg")
                .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
                .unwrap_or_else(|_| "unknown".into())
        );
        println!(
            "Median of {} run(s) each, variants alternating; wall seconds per workload \
             (host times of its BENCH-START and BENCH-END lines); x = time / the faster QEMU's.",
            o.runs
        );
        println!();
        let mut head = "| workload |".to_string();
        let mut rule = "| --- |".to_string();
        for v in &variants {
            head += &format!(" {} |", v.name);
            rule += " ---: |";
            if !v.qemu {
                head += &format!(" {} / QEMU |", v.name.trim_start_matches("goldtrace "));
                rule += " ---: |";
            }
        }
        println!("{head}\n{rule}");
        let mut ratios: Vec<Vec<f64>> = variants.iter().map(|_| Vec::new()).collect();
        for (k, w) in workloads.iter().enumerate() {
            let mut row = format!("| {w} |");
            for (i, v) in variants.iter().enumerate() {
                row += &format!(" {} |", fmt_secs(table[i][k]));
                if !v.qemu {
                    row += &format!(" {} |", fmt_ratio(table[i][k], best_qemu[k]));
                    if let (Some(a), Some(b)) = (table[i][k], best_qemu[k]) {
                        if b > 0.0 {
                            ratios[i].push(a / b);
                        }
                    }
                }
            }
            println!("{row}");
        }
        let mut row = "| geometric mean |".to_string();
        for (i, v) in variants.iter().enumerate() {
            row += " |";
            if !v.qemu {
                row += &format!(
                    " {} |",
                    geomean(&ratios[i]).map_or("-".into(), |g| format!("{g:.2}x"))
                );
            }
        }
        println!("{row}");
        // On a host whose speed drifts between runs, times taken tens of seconds apart vary more
        // than the engines differ: each round's ratio against that round's faster QEMU pairs
        // runs close in time.
        for (i, v) in variants.iter().enumerate().filter(|(_, v)| !v.qemu) {
            let paired = round_paired(&runs, i, &qemu_idx, &workloads, &expected);
            if let Some(g) = geomean(&paired.medians) {
                let rounds: Vec<String> =
                    paired.rounds.iter().map(|r| format!("{r:.2}x")).collect();
                println!();
                println!(
                    "Paired by round ({}): the geometric mean of each workload's median ratio to \
                     the same round's faster QEMU is {g:.2}x; each round's own geometric mean: {}.",
                    v.name,
                    rounds.join(", ")
                );
            }
        }
        let jit = |name: &str| variants.iter().position(|v| v.name == name);
        if let (Some(new), Some(old)) = (jit("goldtrace jit"), jit("goldtrace jit (old)")) {
            let per: Vec<(&String, f64)> = workloads
                .iter()
                .zip(new_over_old(&runs, new, old, &workloads, &expected))
                .filter_map(|(w, r)| Some((w, r?)))
                .collect();
            let medians: Vec<f64> = per.iter().map(|&(_, r)| r).collect();
            if let Some(g) = geomean(&medians) {
                let each: Vec<String> = per.iter().map(|(w, r)| format!("{w} {r:.2}")).collect();
                println!();
                println!(
                    "New against old, paired by round (the JIT of --bin over that of --old in \
                     the same round, median per workload): geometric mean {g:.2}; {}.",
                    each.join(", ")
                );
            }
        }
        let rates: Vec<String> = variants
            .iter()
            .zip(&runs)
            .filter_map(|(v, ts)| {
                let t = ts.iter().find(|t| t.note.is_empty() && t.ticks.is_some())?;
                let ticks = t.ticks?;
                Some(format!(
                    "{}: {ticks} ticks, {:.0} M ticks/s over the whole run",
                    v.name,
                    ticks as f64 / t.exit / 1e6
                ))
            })
            .collect();
        if !rates.is_empty() {
            println!();
            println!(
                "Guest ticks ({}; instructions cost 1 or more): {}.",
                guest.tick,
                rates.join("; ")
            );
        }
        if failed > 0 {
            eprintln!(
                "compare: {failed} workload run(s) failed or printed a wrong checksum; left out"
            );
            return ExitCode::from(1);
        }
        ExitCode::SUCCESS
    }
}

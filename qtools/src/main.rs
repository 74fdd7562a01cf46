//! `qtools`: offline analysis of qtrace directories: `qtools <command> TRACE [ELF...]`.
// Denied, not forbidden: one call to glibc's `mallopt` at the start ([`fixed_mmap_threshold`]).
#![deny(unsafe_code)]

use std::fs::File;
use std::io::{BufWriter, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use qtools::cmd::{self, ProfileBy, TimeRange};
use qtools::{cachesim, Filter, Format, Options, Session};

/// Offline profiling of goldtrace / Android-emulator qtrace directories.
#[derive(Parser, Debug)]
#[command(name = "qtools", version)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Args, Debug)]
struct Common {
    /// The trace directory.
    trace: PathBuf,
    /// ELF files: the kernel (vmlinux) first; others are used for mapped paths with the same
    /// file name. Without any, the default guest's vmlinux is used if it exists.
    elfs: Vec<PathBuf>,
    /// Root directory that mapped paths are looked up under (default: the guest's rootfs).
    #[arg(short = 'r', long)]
    root: Option<PathBuf>,
    /// Directory of separate debug files, searched by build-id and by `.gnu_debuglink` before
    /// `ROOT/usr/lib/debug` (repeatable).
    #[arg(long = "debug-dir")]
    debug_dir: Vec<PathBuf>,
    /// Do not load any kernel symbols.
    #[arg(long)]
    no_vmlinux: bool,
    /// ELF of code that runs before the kernel maps anything (the zImage decompressor,
    /// `arch/arm/boot/compressed/vmlinux`), found by content (repeatable). Default: the default
    /// guest's, if its kernel build tree is there and the default vmlinux is used.
    #[arg(long = "boot")]
    boot: Vec<PathBuf>,
    /// Only these: a pid, a function name, `:kernel` or `:libs` (repeatable).
    #[arg(short = 'i', long = "include")]
    include: Vec<String>,
    /// Leave these out: a pid, a function name, `:kernel` or `:libs` (repeatable).
    #[arg(short = 'e', long = "exclude")]
    exclude: Vec<String>,
    /// Merge all kernel (`:kernel`) or library (`:libs`) symbols into one.
    #[arg(short = 'l', long = "merge")]
    merge: Vec<String>,
    /// Output format of tabular commands.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// CPU clock, for seconds and microseconds (default: the trace's tick rate, its recipe's
    /// `tick-hz`; for older traces 200 on versatilepb, 1000 on virt).
    #[arg(long)]
    mhz: Option<u32>,
    /// Do not print warnings about missing or stripped ELF files.
    #[arg(short = 'q', long)]
    quiet: bool,
}

#[derive(Args, Debug)]
struct Range {
    /// First time (cycles) shown.
    #[arg(long)]
    start: Option<u64>,
    /// Last time (cycles) shown.
    #[arg(long)]
    end: Option<u64>,
}

#[derive(Args, Debug)]
struct Output {
    /// Output file (default: standard output).
    #[arg(short = 'o', long)]
    output: Option<PathBuf>,
}

#[derive(Args, Debug)]
struct CachesimArgs {
    /// The memory trace file.
    file: PathBuf,
    /// The block trace the memory trace was replayed from: names the functions of kernel and
    /// user code, and the processes (with the usual kernel/ELF defaults and --root).
    #[arg(long)]
    trace: Option<PathBuf>,
    /// A kernel ELF: names kernel functions (with --trace, replaces the default vmlinux).
    #[arg(long)]
    image: Option<PathBuf>,
    /// Root directory that mapped paths are looked up under (with --trace).
    #[arg(short = 'r', long)]
    root: Option<PathBuf>,
    /// L1 instruction cache size in bytes (suffix K or M allowed).
    #[arg(long, default_value = "32K", value_parser = parse_size)]
    l1i_size: u32,
    /// L1 instruction cache ways.
    #[arg(long, default_value_t = 4)]
    l1i_assoc: u32,
    /// L1 instruction cache line bytes.
    #[arg(long, default_value_t = 32)]
    l1i_line: u32,
    /// L1 data cache size in bytes (suffix K or M allowed).
    #[arg(long, default_value = "32K", value_parser = parse_size)]
    l1d_size: u32,
    /// L1 data cache ways.
    #[arg(long, default_value_t = 4)]
    l1d_assoc: u32,
    /// L1 data cache line bytes.
    #[arg(long, default_value_t = 32)]
    l1d_line: u32,
    /// Add a unified, physically addressed L2 of this size (suffix K or M allowed).
    #[arg(long, value_parser = parse_size)]
    l2_size: Option<u32>,
    /// L2 ways.
    #[arg(long, default_value_t = 8)]
    l2_assoc: u32,
    /// L2 line bytes.
    #[arg(long, default_value_t = 32)]
    l2_line: u32,
    /// Replacement policy of every cache.
    #[arg(long, value_enum, default_value_t = cachesim::Replacement::Random)]
    replacement: cachesim::Replacement,
    /// Seed of the random replacement.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Write-through data caches (default: write-back).
    #[arg(long)]
    write_through: bool,
    /// Allocate a line on a write miss (default: only on a read miss, as the ARM926EJ-S).
    #[arg(long)]
    write_allocate: bool,
    /// Look the L1 caches up by physical address (no flush on context switches is needed).
    #[arg(long)]
    physical: bool,
    /// Flush the L1 caches when the running address space changes (virtual addressing only).
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set)]
    flush_on_switch: bool,
    /// Functions listed.
    #[arg(long, default_value_t = 30)]
    limit: usize,
}

/// A size in bytes, with an optional K (1024) or M (1024*1024) suffix.
fn parse_size(s: &str) -> Result<u32, String> {
    let (num, mul) = match s.char_indices().last() {
        Some((i, 'k' | 'K')) => (&s[..i], 1024),
        Some((i, 'm' | 'M')) => (&s[..i], 1024 * 1024),
        _ => (s, 1),
    };
    num.parse::<u32>()
        .ok()
        .and_then(|n| n.checked_mul(mul))
        .ok_or_else(|| format!("{s:?} is not a size in bytes (like 32768, 32K or 1M)"))
}

impl CachesimArgs {
    fn config(&self) -> anyhow::Result<cachesim::HierarchyConfig> {
        let cache = |name: &str, size, assoc, line| -> anyhow::Result<cachesim::CacheConfig> {
            let geometry = cachesim::Geometry { size, assoc, line };
            geometry.check(name)?;
            Ok(cachesim::CacheConfig {
                geometry,
                replacement: self.replacement,
                seed: self.seed,
                write_back: !self.write_through,
                write_allocate: self.write_allocate,
            })
        };
        Ok(cachesim::HierarchyConfig {
            l1i: cache("L1I", self.l1i_size, self.l1i_assoc, self.l1i_line)?,
            l1d: cache("L1D", self.l1d_size, self.l1d_assoc, self.l1d_line)?,
            l2: match self.l2_size {
                Some(size) => Some(cache("L2", size, self.l2_assoc, self.l2_line)?),
                None => None,
            },
            physical: self.physical,
        })
    }
}

/// `qtools cachesim`.
fn run_cachesim(a: &CachesimArgs, out: &mut dyn Write) -> anyhow::Result<()> {
    let cfg = a.config()?;
    let report = cachesim::ReportOptions { limit: a.limit };
    let flush = a.flush_on_switch && !a.physical;
    let session = match &a.trace {
        Some(t) => {
            let root = a
                .root
                .clone()
                .unwrap_or_else(|| qtools::default_root_for(t));
            let vmlinux = a
                .image
                .clone()
                .or_else(|| qtools::machine::default_vmlinux_for(t));
            qtools::symbols::DebugSearch::for_root(&[], &root).install();
            let opts = Options {
                vmlinux,
                root,
                warnings: true,
                mhz: qtools::machine::tick_mhz(t),
                ..Options::default()
            };
            Some(Session::open(t, opts)?)
        }
        None => None,
    };
    let symbols = match (&session, &a.image) {
        (Some(s), _) => cmd::SymbolSource::Trace(s),
        (None, Some(elf)) => cmd::SymbolSource::Kernel(elf),
        (None, None) => cmd::SymbolSource::None,
    };
    cmd::cachesim(&a.file, &cfg, flush, &symbols, &report, out)
}

#[derive(Subcommand, Debug)]
enum Cmd {
    /// Write the Android qtrace v2 directory OUT from a compact trace (byte-identical to
    /// what `goldtrace --trace-format android` writes for the same run).
    ExportQtrace {
        /// The compact trace directory.
        trace: PathBuf,
        /// The qtrace v2 directory to write.
        out: PathBuf,
        /// Overwrite an existing trace in OUT.
        #[arg(long)]
        force: bool,
    },
    /// What a trace holds: format, counts, sizes, how to re-run it (the recipe) and,
    /// with --chunks, the chunk index.
    Info {
        /// The trace directory.
        trace: PathBuf,
        /// Print the chunk index.
        #[arg(long)]
        chunks: bool,
    },
    /// A memory-reference trace (`goldtrace replay --memtrace`) as text, one line per record.
    MemtraceDump {
        /// The memory trace file.
        file: PathBuf,
    },
    /// Simulate L1 instruction and data caches (and an optional L2) on a memory-reference trace:
    /// hits, misses and miss rates per cache, per process and per function. The defaults are the
    /// ARM926EJ-S's (32 KB, 4-way, 32-byte lines, random replacement, write-back, no write
    /// allocation, virtually addressed and flushed when the address space changes).
    Cachesim(Box<CachesimArgs>),
    /// Compare two runs: cycles per function (or process, thread, file, block) in A and B,
    /// the difference and the ratio, largest difference first; functions matched by name and
    /// file. The header says whether the runs had the same recipe.
    Diff(Box<cmd::DiffArgs>),
    /// Write the trace as Parquet tables OUT/TABLE/run=LABEL/part-N.parquet (functions,
    /// blocks, processes, events, exceptions, runs; with --executions every block execution).
    ExportParquet(Box<qtools::parquet::ExportArgs>),
    /// SQL over the Parquet tables of export-parquet (a folder of them, or a trace exported
    /// on the fly), with Apache DataFusion (built with the cargo feature `sql`).
    Sql(Box<cmd::SqlArgs>),
    /// Check counts, numbering and times (post_trace/check_trace); exit 1 on a problem.
    Check {
        #[command(flatten)]
        c: Common,
    },
    /// Every executed instruction: time, pid, address, encoding, symbol+offset, disassembly.
    Dump {
        #[command(flatten)]
        c: Common,
        #[command(flatten)]
        r: Range,
    },
    /// Every block execution (bb_dump).
    Blocks {
        #[command(flatten)]
        c: Common,
        #[command(flatten)]
        r: Range,
    },
    /// Every static block with the file and symbol it ran in.
    Bb2sym {
        #[command(flatten)]
        c: Common,
    },
    /// Blocks by elapsed cycles, with per-instruction cycles.
    Bbprof {
        #[command(flatten)]
        c: Common,
        #[command(flatten)]
        r: Range,
        /// Blocks shown.
        #[arg(long, default_value_t = 20)]
        limit: usize,
    },
    /// Flat profile (profile_trace): cycles and percent by function, thread, process or file.
    Profile {
        #[command(flatten)]
        c: Common,
        #[command(flatten)]
        r: Range,
        /// What to group by.
        #[arg(long, value_enum, default_value_t = ProfileBy::Function)]
        by: ProfileBy,
    },
    /// Per-thread CPU time, parent, flags and argv (profile_pid); with a window, the CPU
    /// time within it.
    Pids {
        #[command(flatten)]
        c: Common,
        #[command(flatten)]
        r: Range,
    },
    /// The process events (read_pid).
    Events {
        #[command(flatten)]
        c: Common,
        #[command(flatten)]
        r: Range,
    },
    /// The exception records (exc_dump).
    Exceptions {
        #[command(flatten)]
        c: Common,
        #[command(flatten)]
        r: Range,
    },
    /// Every process's mapped regions at the end (dump_regions).
    Regions {
        #[command(flatten)]
        c: Common,
    },
    /// Histogram of block-number deltas (hist_trace).
    Hist {
        #[command(flatten)]
        c: Common,
        #[command(flatten)]
        r: Range,
    },
    /// Functions that never ran; with --insns, instruction coverage of those that did.
    Coverage {
        #[command(flatten)]
        c: Common,
        #[command(flatten)]
        r: Range,
        /// Also per-function instruction coverage.
        #[arg(long)]
        insns: bool,
    },
    /// Reconstructed call-stack pushes and pops (stack_dump), or all stacks at --at.
    Stack {
        #[command(flatten)]
        c: Common,
        #[command(flatten)]
        r: Range,
        /// Print every thread's stack at this time instead.
        #[arg(long)]
        at: Option<u64>,
    },
    /// Call tree with durations, like ftrace's function_graph.
    Calltree {
        #[command(flatten)]
        c: Common,
        #[command(flatten)]
        r: Range,
        /// Deepest call level shown.
        #[arg(long, default_value_t = 64)]
        max_depth: usize,
    },
    /// A traceview (dmtrace) file of the reconstructed calls (q2dm).
    Dmtrace {
        #[command(flatten)]
        c: Common,
        #[command(flatten)]
        r: Range,
        #[command(flatten)]
        o: Output,
    },
    /// An SVG flame graph of cycles by call stack.
    Flamegraph {
        #[command(flatten)]
        c: Common,
        #[command(flatten)]
        r: Range,
        #[command(flatten)]
        o: Output,
        /// Title of the graph.
        #[arg(long, default_value = "qtools flame graph")]
        title: String,
    },
    /// A Perfetto trace (protobuf) for ui.perfetto.dev or trace_processor; with `--format json`,
    /// Chrome trace-event JSON (for small windows).
    Perfetto {
        #[command(flatten)]
        c: Common,
        #[command(flatten)]
        o: Output,
        #[command(flatten)]
        r: Range,
        /// Leave out slices shorter than this many cycles (default: chosen from the trace so that
        /// the file is about --size-mb; 0 with --format json).
        #[arg(long)]
        min_cycles: Option<u64>,
        /// The size in MB (10^6 bytes) that the chosen minimum slice duration aims at.
        #[arg(long, default_value_t = cmd::DEFAULT_TARGET_BYTES / 1_000_000)]
        size_mb: u64,
    },
}

impl Cmd {
    fn common(&self) -> &Common {
        match self {
            Cmd::ExportQtrace { .. }
            | Cmd::Info { .. }
            | Cmd::MemtraceDump { .. }
            | Cmd::Cachesim(_)
            | Cmd::Diff(_)
            | Cmd::ExportParquet(_)
            | Cmd::Sql(_) => {
                unreachable!("handled before a session is opened")
            }
            Cmd::Check { c }
            | Cmd::Dump { c, .. }
            | Cmd::Blocks { c, .. }
            | Cmd::Bb2sym { c }
            | Cmd::Bbprof { c, .. }
            | Cmd::Profile { c, .. }
            | Cmd::Pids { c, .. }
            | Cmd::Events { c, .. }
            | Cmd::Exceptions { c, .. }
            | Cmd::Regions { c }
            | Cmd::Hist { c, .. }
            | Cmd::Coverage { c, .. }
            | Cmd::Stack { c, .. }
            | Cmd::Calltree { c, .. }
            | Cmd::Dmtrace { c, .. }
            | Cmd::Flamegraph { c, .. }
            | Cmd::Perfetto { c, .. } => c,
        }
    }
}

impl Cmd {
    /// The window of the commands that take it through the session's options.
    fn window(&self) -> TimeRange {
        match self {
            Cmd::Bbprof { r, .. }
            | Cmd::Profile { r, .. }
            | Cmd::Pids { r, .. }
            | Cmd::Hist { r, .. }
            | Cmd::Coverage { r, .. }
            | Cmd::Flamegraph { r, .. }
            | Cmd::Events { r, .. }
            | Cmd::Exceptions { r, .. }
            | Cmd::Dmtrace { r, .. } => range(r),
            _ => TimeRange::default(),
        }
    }
}

fn range(r: &Range) -> TimeRange {
    TimeRange {
        start: r.start,
        end: r.end,
    }
}

fn open_out(o: &Output) -> anyhow::Result<Box<dyn Write>> {
    Ok(match &o.output {
        Some(p) => Box::new(BufWriter::new(
            File::create(p).map_err(|e| anyhow::anyhow!("{}: {e}", p.display()))?,
        )),
        None => Box::new(BufWriter::new(std::io::stdout().lock())),
    })
}

/// Runs the command; Ok(false) means "ran, found problems" (exit 1).
fn run(cmd: &Cmd, s: &Session) -> anyhow::Result<bool> {
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let o: &mut dyn Write = &mut out;
    match cmd {
        Cmd::ExportQtrace { .. }
        | Cmd::Info { .. }
        | Cmd::MemtraceDump { .. }
        | Cmd::Cachesim(_)
        | Cmd::Diff(_)
        | Cmd::ExportParquet(_)
        | Cmd::Sql(_) => {}
        Cmd::Check { .. } => {
            let ok = cmd::check(s, o)?;
            o.flush()?;
            return Ok(ok);
        }
        Cmd::Dump { r, .. } => cmd::dump(s, range(r), o)?,
        Cmd::Blocks { r, .. } => cmd::blocks(s, range(r), o)?,
        Cmd::Bb2sym { .. } => cmd::bb2sym(s, o)?,
        Cmd::Bbprof { limit, .. } => cmd::bbprof(s, *limit, o)?,
        Cmd::Profile { by, .. } => cmd::profile(s, *by, o)?,
        Cmd::Pids { .. } => cmd::pids(s, o)?,
        Cmd::Events { .. } => cmd::events(s, o)?,
        Cmd::Exceptions { .. } => cmd::exceptions(s, o)?,
        Cmd::Regions { .. } => cmd::regions(s, o)?,
        Cmd::Hist { .. } => cmd::hist(s, o)?,
        Cmd::Coverage { insns, .. } => cmd::coverage(s, *insns, o)?,
        Cmd::Stack { r, at, .. } => cmd::stack(s, range(r), *at, o)?,
        Cmd::Calltree { r, max_depth, .. } => cmd::calltree(s, range(r), *max_depth, o)?,
        Cmd::Dmtrace { o: out, .. } => {
            let mut w = open_out(out)?;
            cmd::dmtrace(s, &mut w)?;
            w.flush()?;
        }
        Cmd::Flamegraph { o: out, title, .. } => {
            let mut w = open_out(out)?;
            cmd::flamegraph(s, title, &mut w)?;
            w.flush()?;
        }
        Cmd::Perfetto {
            o: out,
            r,
            min_cycles,
            size_mb,
            ..
        } => {
            let opts = cmd::PerfettoOptions {
                min_cycles: *min_cycles,
                target_bytes: size_mb.saturating_mul(1_000_000),
                range: range(r),
            };
            if s.opts.format == Format::Json {
                let mut w = open_out(out)?;
                cmd::perfetto_json(s, &opts, &mut w)?;
                w.flush()?;
            } else {
                if out.output.is_none() && std::io::stdout().is_terminal() {
                    anyhow::bail!("perfetto writes a binary trace: give -o FILE");
                }
                let mut w = open_out(out)?;
                let report = cmd::perfetto_trace(s, &opts, &mut w)?;
                w.flush()?;
                eprintln!("qtools: perfetto: {report}");
            }
        }
    }
    o.flush()?;
    Ok(true)
}

/// The commands that open no session.
fn run_plain(cmd: &Cmd) -> Option<anyhow::Result<()>> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    match cmd {
        Cmd::ExportQtrace {
            trace,
            out: dir,
            force,
        } => Some(qtools::compact::export_qtrace(trace, dir, *force, &mut out)),
        Cmd::Info { trace, chunks } => Some(qtools::compact::info(trace, *chunks, &mut out)),
        Cmd::MemtraceDump { file } => {
            let mut w = BufWriter::new(out);
            Some(cmd::memtrace_dump(file, &mut w).and_then(|()| Ok(w.flush()?)))
        }
        Cmd::Cachesim(a) => {
            let mut w = BufWriter::new(out);
            Some(run_cachesim(a, &mut w).and_then(|()| Ok(w.flush()?)))
        }
        Cmd::Diff(a) => {
            let mut w = BufWriter::new(out);
            Some(cmd::diff(a, &mut w).and_then(|()| Ok(w.flush()?)))
        }
        Cmd::ExportParquet(a) => Some(qtools::parquet::export_parquet(a, &mut out)),
        Cmd::Sql(a) => {
            let mut w = BufWriter::new(out);
            Some(cmd::sql(a, &mut w).and_then(|()| Ok(w.flush()?)))
        }
        _ => None,
    }
}

/// `check` of a compact trace reads its files first, before a session opens (the readers stop
/// quietly at damage): on a problem it reports them all and exits 1; `None` goes on.
fn check_compact_files(cmd: &Cmd, trace: &std::path::Path) -> Option<ExitCode> {
    if !matches!(cmd, Cmd::Check { .. }) || !tracefmt::compact::is_compact(trace) {
        return None;
    }
    let rep = qtools::tracecheck::check_files(trace);
    if rep.is_ok() {
        return None;
    }
    let stdout = std::io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    match qtools::tracecheck::write_problems(&rep, &mut out).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            eprintln!("qtools: error: {e}");
        }
        _ => {}
    }
    Some(ExitCode::from(1))
}

/// The output's reader went away (`qtools ... | head`): not an error.
fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.downcast_ref::<std::io::Error>()
        .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
}

/// Blocks from this size up are mapped on their own by glibc's malloc, and unmapped when freed.
const MMAP_THRESHOLD: i32 = 1 << 20;

/// Fixes glibc's threshold for mapping a block on its own at [`MMAP_THRESHOLD`] (unless the
/// environment sets it: `MALLOC_MMAP_THRESHOLD_` or `GLIBC_TUNABLES`).
///
/// By default the threshold moves: each time a mapped block is freed it rises to that block's
/// size (up to 32 MiB), and each heap then keeps up to twice that free at its top. Blocks of a
/// few MB made on one thread and freed on another (the pieces' effects, the workers' outputs)
/// then come from the heaps, every thread's heap keeps its own high-water mark, and the peak
/// depended on which large block happened to be freed first and how the threads' work fell:
/// `perfetto` 281-446 MB on the 1.18 G-execution benchmark trace and 347-373 MB on one 3x
/// longer, run to run (qtools/MEASUREMENTS.md, "glibc's moving mmap threshold").
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[allow(
    unsafe_code,
    reason = "mallopt: glibc's own call, before any thread starts"
)]
fn fixed_mmap_threshold() {
    if std::env::var_os("MALLOC_MMAP_THRESHOLD_").is_some()
        || std::env::var_os("GLIBC_TUNABLES").is_some()
    {
        return;
    }
    // SAFETY: `mallopt` only sets a parameter of the allocator; called before any other thread
    // exists, and a value it refuses leaves the default.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD);
    }
}

/// Other allocators keep their own ways.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn fixed_mmap_threshold() {}

fn main() -> ExitCode {
    fixed_mmap_threshold();
    let cli = Cli::parse();
    if let Some(r) = run_plain(&cli.cmd) {
        return match r {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("qtools: error: {e:#}");
                ExitCode::from(2)
            }
        };
    }
    let c = cli.cmd.common();
    if let Some(code) = check_compact_files(&cli.cmd, &c.trace) {
        return code;
    }
    let filter = match Filter::new(&c.include, &c.exclude, &c.merge) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("qtools: error: {e:#}");
            return ExitCode::from(2);
        }
    };
    let mut elfs = c.elfs.iter();
    let vmlinux = match elfs.next() {
        Some(k) => Some(k.clone()),
        None if c.no_vmlinux => None,
        None => qtools::machine::default_vmlinux_for(&c.trace),
    };
    let boot = if !c.boot.is_empty() {
        c.boot.clone()
    } else if c.elfs.is_empty() && !c.no_vmlinux {
        qtools::machine::default_decompressor_for(&c.trace)
            .into_iter()
            .collect()
    } else {
        Vec::new()
    };
    let root = c
        .root
        .clone()
        .unwrap_or_else(|| qtools::default_root_for(&c.trace));
    qtools::symbols::DebugSearch::for_root(&c.debug_dir, &root).install();
    let opts = Options {
        vmlinux,
        root,
        filter,
        format: c.format,
        mhz: c.mhz.unwrap_or_else(|| qtools::machine::tick_mhz(&c.trace)),
        elfs: elfs.cloned().collect(),
        boot,
        warnings: !c.quiet,
        window: cli.cmd.window(),
    };
    let session = match Session::open(&c.trace, opts) {
        Ok(s) if c.no_vmlinux => Session {
            kallsyms: None,
            ..s
        },
        Ok(s) => s,
        Err(e) => {
            eprintln!("qtools: error: {e:#}");
            return ExitCode::from(2);
        }
    };
    match run(&cli.cmd, &session) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            if is_broken_pipe(&e) {
                return ExitCode::SUCCESS;
            }
            eprintln!("qtools: error: {e:#}");
            ExitCode::from(1)
        }
    }
}

//! `goldtrace`: boots an ARM Linux guest (or a bare-metal ELF) on an emulated
//! Versatile PB, with the JIT, the interpreter, or both in lockstep.
#![forbid(unsafe_code)]

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use arm::run::Stop;
use arm::SystemRequest;
use clap::Parser;
use goldtrace::boot;
use goldtrace::desc::{BoardKind, Boot, CpuKind, LinuxImage, MachineDesc};
use goldtrace::gdb::console::OnceConsole;
use goldtrace::gdb::GdbOptions;
use goldtrace::machine::{self, ClockKind, Console, EngineKind};
use goldtrace::program::init::{self, ProgramState};
use goldtrace::tracer::{TraceFormat, Tracer};

/// The default guest built by `guest/build.sh`.
const GUEST_OUT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/guest/out");
/// The default kernel command line: console on UART0, reboot at once on panic, and a
/// fixed loops-per-jiffy so that no calibration depends on timing.
const DEFAULT_APPEND: &str = "console=ttyAMA0 panic=-1 lpj=500000";

#[derive(Parser, Debug)]
#[command(
    name = "goldtrace",
    version,
    about = "Full-system ARM926 (Versatile PB) emulator with a JIT and a goldfish-style tracer",
    after_help = "With no arguments, boots the default guest from guest/out (build it with guest/build.sh).\nOn a terminal the console is raw: Ctrl-A x leaves the emulator.",
    args_conflicts_with_subcommands = true
)]
struct Cli {
    #[command(subcommand)]
    cmd: Option<Cmd>,
    #[command(flatten)]
    boot: Args,
}

#[derive(clap::Subcommand, Debug)]
enum Cmd {
    /// Run one ARM Linux program on the default kernel: an initramfs is made with the
    /// program, its shared libraries and --add's files; the program's exit status is
    /// goldtrace's.
    Run(RunArgs),
    /// Re-run a traced run from its recipe (files checked by SHA-256, console input fed
    /// at the recorded ticks), record it again and compare the new trace with the
    /// recorded one chunk by chunk.
    Replay(ReplayArgs),
}

/// `goldtrace run [OPTIONS] -- PROG [ARGS...]`.
#[derive(clap::Args, Debug)]
#[command(
    after_help = "The program runs as /usr/local/bin/PROG in the guest, its libraries in /lib. Its standard input is goldtrace's (a terminal: raw, Ctrl-A x leaves; a pipe: passed on once the program starts, Ctrl-D at its end). Exit status: the program's (128+N for signal N); 2 for goldtrace's own errors."
)]
struct RunArgs {
    #[command(flatten)]
    boot: Args,
    /// Where the program's loader and shared libraries are found (its DT_NEEDED
    /// entries, transitively). Default: the Debian cross toolchain's
    /// /usr/arm-linux-gnueabi.
    #[arg(long, value_name = "DIR")]
    sysroot: Option<PathBuf>,
    /// Put a host file or folder (recursively) into the guest at GUEST (default:
    /// its name in --cwd). Repeatable.
    #[arg(long, value_name = "HOST[:GUEST]")]
    add: Vec<String>,
    /// The program's working directory in the guest.
    #[arg(long, value_name = "DIR", default_value = "/root")]
    cwd: String,
    /// Set a variable in the program's environment (PATH and HOME are set).
    /// Repeatable.
    #[arg(long, value_name = "NAME=VALUE")]
    env: Vec<String>,
    /// Record blocks only from the program's exec to its exit (with --trace): the
    /// profile holds the program and the kernel's work for it, none of the boot.
    #[arg(long, requires = "trace")]
    trace_only_program: bool,
    /// The program and its arguments.
    #[arg(
        value_name = "PROG [ARGS]...",
        required = true,
        trailing_var_arg = true,
        allow_hyphen_values = true
    )]
    command: Vec<String>,
}

/// The options every way of starting a machine shares.
#[derive(clap::Args, Debug)]
struct Args {
    /// The board, by QEMU's -M name.
    #[arg(long, short = 'M', value_enum, value_name = "BOARD")]
    machine: Option<BoardKind>,
    /// The CPU, by QEMU's -cpu name (default: the board's).
    #[arg(long, value_enum, value_name = "CPU")]
    cpu: Option<CpuKind>,
    /// Kernel: a zImage or a vmlinux ELF.
    #[arg(long, value_name = "FILE")]
    kernel: Option<PathBuf>,
    /// Device tree blob (its /memory and /chosen are patched).
    #[arg(long, value_name = "FILE")]
    dtb: Option<PathBuf>,
    /// Initial RAM disk.
    #[arg(long, value_name = "FILE")]
    initrd: Option<PathBuf>,
    /// Kernel command line [default: console=ttyAMA0 panic=-1 lpj=500000; `run`
    /// adds quiet].
    #[arg(long, value_name = "ARGS")]
    append: Option<String>,
    /// Run a bare-metal ELF instead of Linux (entered like QEMU's -kernel prog.elf).
    #[arg(long, value_name = "ELF", conflicts_with_all = ["kernel", "dtb", "initrd"])]
    bios: Option<PathBuf>,
    /// RAM size: MiB, or with a suffix as QEMU's -m takes it (`256M`, `1G`, `131072K`).
    #[arg(long, short = 'm', value_name = "SIZE", default_value = "128", value_parser = parse_mib)]
    memory: u32,
    /// Seed of the guest's random generator: 64 bytes derived from N (a u64, decimal
    /// or 0x hex) go into the device tree's /chosen/rng-seed; `none` leaves it out.
    /// Default: a fixed seed.
    #[arg(long, value_name = "N|none")]
    rng_seed: Option<String>,
    /// Execution engine.
    #[arg(long, value_enum, default_value_t = EngineKind::Jit)]
    engine: EngineKind,
    /// Time source of the devices: virtual (deterministic, counts CPU ticks) or host.
    #[arg(long, value_enum, default_value_t = ClockKind::Virtual)]
    clock: ClockKind,
    /// Stop after this many CPU ticks (exit code 1). Lockstep divergence exits 3.
    #[arg(long, value_name = "N")]
    max_ticks: Option<u64>,
    /// Write /tmp/perf-<pid>.map so that `perf report` names translated blocks (JIT).
    #[arg(long)]
    perf_map: bool,
    /// Print every translated block's guest and host disassembly on stderr (JIT).
    #[arg(long)]
    dump_blocks: bool,
    /// Log guest accesses to unassigned addresses (once per address).
    #[arg(long)]
    guest_errors: bool,
    /// Write a trace directory NAME: executed blocks, exceptions and the guest's
    /// process events (`qtools` reads it; `qtools export-qtrace` writes the Android
    /// qtrace v2 from it).
    #[arg(long, value_name = "NAME")]
    trace: Option<PathBuf>,
    /// The trace's format: compact (chunked and compressed, the default) or android
    /// (the Android emulator's qtrace v2 directory, written directly).
    #[arg(long, value_enum, value_name = "compact|android", default_value_t = TraceFormatArg::Compact, requires = "trace")]
    trace_format: TraceFormatArg,
    /// Overwrite an existing trace in --trace NAME.
    #[arg(long, requires = "trace")]
    force: bool,
    /// Whether block recording starts on (default on). The guest's
    /// /sys/qemu_trace/state and SIGUSR1 (start) / SIGUSR2 (stop) switch it later;
    /// process events are recorded from boot either way.
    #[arg(long, value_enum, value_name = "on|off", requires = "trace")]
    tracing: Option<OnOff>,
    /// Listen for a debugger (GDB remote protocol) on tcp::PORT or tcp:HOST:PORT
    /// (port 0: any free port, printed on stderr), as QEMU's -gdb.
    #[arg(long, value_name = "tcp::PORT")]
    gdb: Option<String>,
    /// Shorthand for --gdb tcp::1234.
    #[arg(short = 's')]
    gdb_default_port: bool,
    /// Wait for the debugger before the first instruction (with no --gdb or -s, the
    /// stub listens on port 1234).
    #[arg(short = 'S')]
    gdb_wait: bool,
    /// With the debugger: checkpoint the machine every TICKS (at the end of a 20 M
    /// tick run slice) so that going back re-runs from the nearest checkpoint
    /// instead of from the start. With --trace: save a checkpoint every TICKS into
    /// the trace directory (NAME/checkpoints), where `goldtrace replay NAME --from`
    /// starts from the latest one before the window.
    #[arg(long, value_name = "TICKS", value_parser = clap::value_parser!(u64).range(1..))]
    checkpoint_every: Option<u64>,
    /// With the debugger: bound the checkpoints' RAM pages to SIZE bytes (suffix K, M
    /// or G): over it, every other old checkpoint is dropped, so they thin out with
    /// age (going back before the oldest one kept re-runs from the start).
    #[arg(long, value_name = "SIZE", requires = "checkpoint_every", value_parser = parse_size)]
    checkpoint_memory: Option<usize>,
    /// Enable the emulator's trace events matching PATTERN (`*` and `?` globs; a
    /// leading `-` disables; repeatable, applied in order, as QEMU's -trace enable=).
    /// `--trace-event help` lists the events.
    #[arg(
        long = "trace-event",
        value_name = "PATTERN",
        allow_hyphen_values = true
    )]
    trace_event: Vec<String>,
    /// Enable the events of the patterns in FILE (one per line, `#` comments), after
    /// the --trace-event ones; SIGHUP re-reads it during the run.
    #[arg(long = "trace-events", value_name = "FILE")]
    trace_events: Option<PathBuf>,
    /// Where enabled events go: log (text lines, stderr by default), simple (QEMU's
    /// simpletrace binary format, read by its scripts/simpletrace.py) or trace (into the
    /// --trace directory, shown by `qtools perfetto`).
    #[arg(long, value_enum, value_name = "log|simple|trace")]
    trace_backend: Option<goldtrace::events::BackendKind>,
    /// The events' output file (log: instead of stderr; simple: default trace-<pid>).
    #[arg(long, value_name = "FILE")]
    trace_event_file: Option<PathBuf>,
    /// Write the catalogue as QEMU's trace-events file (what simpletrace.py needs)
    /// to FILE and exit.
    #[arg(long, value_name = "FILE")]
    trace_event_list_file: Option<PathBuf>,
}

/// `--trace-format`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum TraceFormatArg {
    Compact,
    Android,
}

/// `--tracing on|off`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum OnOff {
    On,
    Off,
}

/// A size in whole MiB: a bare number is MiB; `K`, `M`, `G` (optionally followed by `B`
/// or `iB`, any case) are binary multiples, as QEMU reads `-m`.
fn parse_mib(s: &str) -> Result<u32, String> {
    let t = s.trim();
    let digits = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (num, unit) = t.split_at(digits);
    let n: u64 = num
        .parse()
        .map_err(|_| format!("{s:?} is not a size (a number of MiB, or with K, M or G)"))?;
    let unit = unit.to_ascii_lowercase();
    let unit = unit
        .strip_suffix("ib")
        .or_else(|| unit.strip_suffix('b').filter(|u| !u.is_empty()))
        .unwrap_or(&unit);
    let kib = match unit {
        "" | "m" => n.checked_mul(1024),
        "k" => Some(n),
        "g" => n.checked_mul(1024 * 1024),
        _ => return Err(format!("{s:?}: unknown size suffix (use K, M or G)")),
    }
    .ok_or_else(|| format!("{s:?} is too large"))?;
    if kib % 1024 != 0 {
        return Err(format!("{s:?} is not a whole number of MiB"));
    }
    u32::try_from(kib / 1024).map_err(|_| format!("{s:?} is too large"))
}

/// `goldtrace replay TRACE`: re-runs a recorded run and verifies its trace.
#[derive(clap::Args, Debug)]
#[command(
    after_help = "Exit status: 0 verified, 3 diverged (the first differing execution is printed), 2 an error (a file whose hash changed, a damaged trace)."
)]
struct ReplayArgs {
    /// The recorded compact trace directory (--trace NAME).
    #[arg(value_name = "TRACE")]
    trace: PathBuf,
    /// Run on this engine instead of the recorded one (the trace is the same).
    #[arg(long, value_enum)]
    engine: Option<EngineKind>,
    /// Stop at this tick and verify the trace up to it.
    #[arg(long, value_name = "N")]
    max_ticks: Option<u64>,
    /// Show the guest's console output.
    #[arg(long)]
    console: bool,
    /// Keep the replay's trace in DIR (overwritten) instead of a temporary directory.
    #[arg(long, value_name = "DIR")]
    keep: Option<PathBuf>,
    /// The window's first tick: the run goes there on the chosen engine (from the
    /// latest checkpoint saved in TRACE before it, if any), then on the interpreter,
    /// writing every instruction that starts in [--from, --to).
    #[arg(long, value_name = "TICK", conflicts_with_all = ["call", "exception"])]
    from: Option<u64>,
    /// The tick where the window (and the replay) ends (default: --length after its
    /// start).
    #[arg(long, value_name = "TICK")]
    to: Option<u64>,
    /// The window's length in ticks when --to is not given.
    #[arg(
        long,
        value_name = "TICKS",
        default_value_t = 1_000_000,
        conflicts_with = "to"
    )]
    length: u64,
    /// The thread of --call (a pid as qtools shows it; 0 is the idle thread and the
    /// kernel before the first switch).
    #[arg(long, value_name = "P", requires = "call")]
    pid: Option<u32>,
    /// The window starts at the Nth call (1 first, the default) of FUNCTION in
    /// thread --pid: the Nth execution of the function's first block in the
    /// recorded trace while the thread runs. FUNCTION is a kernel symbol (vmlinux
    /// beside the kernel, or the bare-metal ELF's) or a function of the executable or
    /// a library the thread maps (read under --root), at its address in the thread
    /// at the time; @FILE picks one of several (vmlinux, a mapped path, its file name
    /// or the name up to a dot or dash: main@gt-threads, memcpy@libc, or @0xADDRESS).
    #[arg(
        long,
        value_name = "FUNCTION[@FILE][#N]",
        requires = "pid",
        conflicts_with = "exception"
    )]
    call: Option<String>,
    /// The guest's root file system, where --call reads the files the thread maps
    /// (default: the rootfs folder beside the recorded initrd, guest/out/bench-rootfs
    /// for bench-initramfs.cpio.gz, else qtools' default guest/out/rootfs).
    #[arg(long, value_name = "DIR", requires = "call")]
    root: Option<PathBuf>,
    /// The window starts at the trace's Nth exception record (1 first): the entry to
    /// its vector.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    exception: Option<u64>,
    /// Write the window as Tarmac text (Arm's Tarmac Trace Utilities read it).
    #[arg(long, value_name = "FILE")]
    tarmac: Option<PathBuf>,
    /// Write the window's instruction fetches and data accesses as a memory-reference
    /// trace (docs/memtrace-format.md; `qtools memtrace-dump FILE` prints it).
    #[arg(long, value_name = "FILE")]
    memtrace: Option<PathBuf>,
    /// Write the window's calls and returns as ftrace's function_graph text (names
    /// from vmlinux beside the kernel, or from the bare-metal ELF).
    #[arg(long, value_name = "FILE")]
    function_graph: Option<PathBuf>,
    /// Checkpoint the machine every TICKS (at the end of a 20 M tick run slice),
    /// keeping the checkpoints in memory for the replay's run (or, with
    /// --save-checkpoints, writing them into the trace directory) and reporting what
    /// they cost.
    #[arg(long, value_name = "TICKS", value_parser = clap::value_parser!(u64).range(1..))]
    checkpoint_every: Option<u64>,
    /// Save the checkpoints of --checkpoint-every into TRACE/checkpoints (replacing
    /// those there), for later replays of windows to start from; for traces
    /// recorded without `--checkpoint-every`.
    #[arg(
        long,
        requires = "checkpoint_every",
        conflicts_with = "checkpoint_memory"
    )]
    save_checkpoints: bool,
    /// Do not start a window from the checkpoints saved in the trace directory: run
    /// from the boot (and verify every chunk).
    #[arg(long, conflicts_with = "save_checkpoints")]
    no_checkpoints: bool,
    /// Bound the checkpoints' RAM pages to SIZE bytes (suffix K, M or G): over it,
    /// every other old checkpoint is dropped, so they thin out with age.
    #[arg(long, value_name = "SIZE", requires = "checkpoint_every", value_parser = parse_size)]
    checkpoint_memory: Option<usize>,
    /// Record the run up to a window too and compare it block by block with the
    /// recording (slower). By default the run to a window is not recorded and is
    /// verified by the exceptions it takes (tick, pc, vector, instructions); a
    /// replay without a window always verifies block by block.
    #[arg(long)]
    verify_blocks: bool,
}

/// A size in bytes, with an optional K, M or G suffix (powers of 1024).
fn parse_size(s: &str) -> Result<usize, String> {
    let (digits, shift) = match s.as_bytes().last() {
        Some(b'k' | b'K') => (&s[..s.len() - 1], 10),
        Some(b'm' | b'M') => (&s[..s.len() - 1], 20),
        Some(b'g' | b'G') => (&s[..s.len() - 1], 30),
        _ => (s, 0),
    };
    let n: usize = digits
        .parse()
        .map_err(|_| format!("{s:?} is not a size (a number with K, M or G)"))?;
    n.checked_mul(1 << shift)
        .ok_or_else(|| format!("{s:?} is too large"))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (result, who) = match cli.cmd {
        Some(Cmd::Replay(args)) => (replay(args), "goldtrace replay"),
        Some(Cmd::Run(args)) => (run_program(args), "goldtrace run"),
        None => (run(cli.boot, None), "goldtrace"),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("{who}: {e:#}");
            ExitCode::from(2)
        }
    }
}

/// A program `goldtrace run` boots with.
struct ProgramRun {
    image: goldtrace::program::ProgramImage,
    trace_only: bool,
    /// goldtrace's standard input is a terminal.
    interactive: bool,
}

/// `goldtrace run`: makes the program's initramfs, then boots as [`run`] does.
fn run_program(args: RunArgs) -> anyhow::Result<ExitCode> {
    use goldtrace::program;
    use std::io::IsTerminal;
    if args.boot.initrd.is_some() || args.boot.bios.is_some() {
        anyhow::bail!("--initrd and --bios are not for `run` (it makes the initramfs)");
    }
    let interactive = std::io::stdin().is_terminal();
    let (prog, prog_args) = args
        .command
        .split_first()
        .ok_or_else(|| anyhow::anyhow!("no program given"))?;
    let out = PathBuf::from(GUEST_OUT);
    let base = program::Base {
        initrd: out.join("initramfs.cpio.gz"),
        root: Some(out.join("rootfs")).filter(|r| r.is_dir()),
    };
    if args.boot.kernel.is_none() && !out.join("zImage").exists() {
        anyhow::bail!(
            "the default guest is not built ({} is missing): run guest/build.sh",
            out.join("zImage").display()
        );
    }
    let image = program::build(
        &program::ProgramSpec {
            program: PathBuf::from(prog),
            args: prog_args.to_vec(),
            sysroot: args.sysroot.clone(),
            add: args.add.clone(),
            cwd: args.cwd.clone(),
            env: args.env.clone(),
            interactive,
        },
        &base,
    )?;
    run(
        args.boot,
        Some(ProgramRun {
            image,
            trace_only: args.trace_only_program,
            interactive,
        }),
    )
}

/// The machine the arguments describe; `program` with the path its initramfs was
/// written to.
fn machine_desc(
    args: &Args,
    program: Option<(&ProgramRun, PathBuf)>,
) -> anyhow::Result<MachineDesc> {
    let board = args.machine.unwrap_or(BoardKind::VersatilePb);
    let out = PathBuf::from(GUEST_OUT);
    let linux = |initrd: Option<PathBuf>, append: String| LinuxImage {
        kernel: args.kernel.clone().unwrap_or_else(|| out.join("zImage")),
        dtb: args
            .dtb
            .clone()
            .unwrap_or_else(|| out.join("goldtrace.dtb")),
        initrd,
        append: args.append.clone().unwrap_or(append),
    };
    let boot = match (&args.bios, program) {
        (Some(elf), _) => Boot::Bare { elf: elf.clone() },
        (None, Some((p, initrd))) => Boot::Program {
            linux: linux(Some(initrd), format!("{DEFAULT_APPEND} quiet")),
            program: p.image.guest_program.clone(),
            files: p.image.files.clone(),
        },
        (None, None) => {
            let initrd = match &args.initrd {
                Some(p) => Some(p.clone()),
                None if args.kernel.is_none() => Some(out.join("initramfs.cpio.gz")),
                None => None,
            };
            Boot::Linux(linux(initrd, DEFAULT_APPEND.to_string()))
        }
    };
    let desc = MachineDesc {
        board,
        cpu: args.cpu.unwrap_or(board.cpus()[0]),
        memory_mib: args.memory,
        clock: args.clock,
        boot,
        rng_seed: parse_rng_seed(args.rng_seed.as_deref())?,
    };
    desc.check()?;
    Ok(desc)
}

/// Writes the program's initramfs: into the trace directory, or else into the cache
/// (`$XDG_CACHE_HOME/goldtrace/run` or `~/.cache/goldtrace/run`, by content hash).
fn write_program_initrd(bytes: &[u8], trace: Option<&Tracer>) -> anyhow::Result<PathBuf> {
    let path = match trace {
        Some(t) => t.dir().join("initramfs.cpio"),
        None => {
            let cache = std::env::var_os("XDG_CACHE_HOME")
                .map(PathBuf::from)
                .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
                .unwrap_or_else(std::env::temp_dir)
                .join("goldtrace/run");
            std::fs::create_dir_all(&cache)
                .map_err(|e| anyhow::anyhow!("cannot create {}: {e}", cache.display()))?;
            cache.join(format!("{}.cpio", goldtrace::recipe::sha256_hex(bytes)))
        }
    };
    if !path.exists() || trace.is_some() {
        std::fs::write(&path, bytes)
            .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?;
    }
    Ok(path)
}

/// Boots the machine `args` describe (with `program`'s initramfs for `run`) and runs
/// it to its end.
fn run(args: Args, program: Option<ProgramRun>) -> anyhow::Result<ExitCode> {
    if args.memory < 16 || args.memory > 1024 {
        anyhow::bail!("--memory {}M is outside 16M..=1024M", args.memory);
    }
    if args.trace_event.iter().any(|p| p == "help") {
        goldtrace::events::register_all();
        print!("{}", goldtrace_events::help_text());
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(out) = &args.trace_event_list_file {
        goldtrace::events::register_all();
        std::fs::write(out, goldtrace_events::trace_events_file())
            .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", out.display()))?;
        return Ok(ExitCode::SUCCESS);
    }
    let panicked = Arc::new(AtomicBool::new(false));
    let tracer = match &args.trace {
        Some(dir) => {
            let format = match args.trace_format {
                TraceFormatArg::Compact => TraceFormat::Compact,
                TraceFormatArg::Android => TraceFormat::Android,
            };
            let t = Tracer::create(dir, args.force, format)?;
            let t = match &program {
                Some(p) if p.trace_only => t.only_program(&p.image.guest_program),
                _ => t.with_recording(args.tracing != Some(OnOff::Off)),
            };
            t.install_signal_handlers()
                .map_err(|e| anyhow::anyhow!("cannot install the signal handlers: {e}"))?;
            Some(t)
        }
        None => None,
    };
    let events = goldtrace::events::EventSession::start(&goldtrace::events::EventOptions {
        patterns: args.trace_event.clone(),
        events_file: args.trace_events.clone(),
        backend: args.trace_backend,
        output: args.trace_event_file.clone(),
        trace_dir: args.trace.clone(),
    })?;
    let gdb = gdb_options(&args)?;
    if args.checkpoint_every.is_some() {
        match (&gdb, &tracer) {
            (Some(_), Some(_)) => {
                anyhow::bail!("--checkpoint-every is for --gdb or --trace, not both")
            }
            (None, None) => {
                anyhow::bail!("--checkpoint-every needs --trace (saved into the trace) or --gdb")
            }
            (None, Some(_)) if args.trace_format != TraceFormatArg::Compact => {
                anyhow::bail!(
                    "--checkpoint-every saves into compact traces only (replays read those)"
                )
            }
            (None, Some(_)) if args.clock != ClockKind::Virtual => {
                anyhow::bail!("--checkpoint-every needs --clock virtual")
            }
            (None, Some(_)) if args.checkpoint_memory.is_some() => {
                anyhow::bail!("--checkpoint-memory bounds the debugger's checkpoints (those saved into the trace are not kept in memory)")
            }
            _ => {}
        }
    }
    let shown = Arc::new(AtomicU64::new(0));
    let written = Arc::new(AtomicU64::new(0));
    let console_for = || -> Box<dyn std::io::Write + Send> {
        let console = Console::new(std::io::stdout(), panicked.clone());
        match &gdb {
            // Going back re-runs the guest: each byte of its output is shown once.
            Some(_) => Box::new(OnceConsole::tracking(
                Box::new(console),
                shown.clone(),
                written.clone(),
            )),
            None => Box::new(console),
        }
    };
    // Saving checkpoints into the trace: the threads the trace device reports go
    // into them (a window's outputs name them).
    let threads = (tracer.is_some() && args.checkpoint_every.is_some())
        .then(|| Arc::new(goldtrace::replay::pids::Threads::default()));
    let initrd = match &program {
        Some(p) => Some(write_program_initrd(&p.image.initrd, tracer.as_ref())?),
        None => None,
    };
    let desc = machine_desc(&args, program.as_ref().zip(initrd))?;
    let mut core = desc.build(
        console_for(),
        args.guest_errors,
        tracer.as_ref(),
        threads.clone(),
    )?;
    let mut recipe = match &tracer {
        Some(t) => {
            if let Some(p) = &program {
                goldtrace::program::write_trace_root(
                    t.dir(),
                    &p.image.files,
                    &PathBuf::from(GUEST_OUT).join("rootfs"),
                )?;
            }
            let trace_only = program.as_ref().is_some_and(|p| p.trace_only);
            Some(write_recipe(t.dir(), &args, &desc, trace_only)?)
        }
        None => None,
    };
    let mut saver = match (&tracer, args.checkpoint_every, &threads) {
        (Some(t), Some(every), Some(_)) => Some(goldtrace::checkpoint::saver::Saver::create(
            t.dir(),
            every,
            goldtrace::checkpoint::file::recording_id(t.dir())?,
        )?),
        (Some(t), _, _) => {
            // Checkpoints of an earlier recording in this directory no longer fit.
            let _ = std::fs::remove_file(t.dir().join(goldtrace::checkpoint::file::FILE_NAME));
            None
        }
        _ => None,
    };
    let mut inputs_fed = 0usize;
    let mut save_failed = None;
    let mut hooks = Vec::new();
    if args.perf_map {
        let (hook, path) = machine::perf_map_hook()?;
        eprintln!("goldtrace: writing {}", path.display());
        hooks.push(hook);
    }
    if args.dump_blocks {
        hooks.push(machine::dump_hook());
    }
    let mut engine = machine::make_engine_observed(args.engine, hooks)?;
    let max_ticks = args.max_ticks.unwrap_or(u64::MAX);
    let start = Instant::now();
    let mut interrupted = false;
    // A program's piped input waits until it runs (the kernel's UART driver drops
    // what arrives before the console is open).
    let piped = program.as_ref().is_some_and(|p| !p.interactive);
    let input = match piped {
        true => Some((machine::piped_input(), None)),
        false => machine::console_input().map(|(rx, raw)| (rx, Some(raw))),
    };
    let mut input_open = !piped;
    let mut quit = false;
    let mut between = |core: &mut arm::Core| {
        if !input_open {
            input_open = program_state(core) != ProgramState::NotStarted;
        }
        if let (Some((rx, _)), true) = (&input, input_open) {
            while let Ok(i) = rx.try_recv() {
                match i {
                    machine::Input::Bytes(b) => {
                        goldtrace::events::console_input(b.len() as u32);
                        if let Some(r) = recipe.as_mut() {
                            r.input(core.ticks, &b);
                            inputs_fed += 1;
                        }
                        core.bus.console_input(&b)
                    }
                    machine::Input::Quit => quit = true,
                }
            }
        }
        events.poll(core.ticks);
        interrupted = matches!(&tracer, Some(t) if !t.poll());
        // After the slice's input, as a replay feeds it: a replay from the
        // checkpoint goes on with the next input.
        if let (Some(s), Some(t), Some(th)) = (saver.as_mut(), &tracer, &threads) {
            let position = || goldtrace::checkpoint::RunPosition {
                inputs_fed,
                tracer_recording: t.recording(),
                threads: Some(th.snapshot()),
                ..Default::default()
            };
            if let Err(e) = s.maybe_save(core, position) {
                save_failed = Some(e);
            }
        }
        !interrupted && !quit && save_failed.is_none()
    };
    let stop = match &gdb {
        Some(opts) => {
            // Going back rebuilds the machine: not with a trace being written, and
            // only on the deterministic virtual clock.
            let mut rebuild = || desc.build(console_for(), args.guest_errors, None, None);
            let deterministic = tracer.is_none() && args.clock == ClockKind::Virtual;
            if args.checkpoint_every.is_some() && !deterministic {
                anyhow::bail!("--checkpoint-every needs --clock virtual");
            }
            let history = goldtrace::gdb::History {
                rebuild: deterministic.then_some(&mut rebuild),
                checkpoint_every: args.checkpoint_every,
                checkpoint_memory: args.checkpoint_memory,
                console_written: Some(written.clone()),
            };
            let (stop, e) =
                goldtrace::gdb::run(opts, engine, &mut core, history, max_ticks, &mut between)?;
            engine = e;
            stop
        }
        None => machine::run_sliced(engine.as_mut(), &mut core, max_ticks, between),
    };
    drop(input);
    let secs = start.elapsed().as_secs_f64();
    events.finish()?;
    let ticks = core.ticks;
    if let Some(t) = tracer {
        core.flush_trace_events();
        core.tracer = None;
        eprintln!("{}", t.finish(ticks)?);
    }
    if let Some(e) = save_failed {
        return Err(e.context("saving a checkpoint (the trace is complete up to here)"));
    }
    if let Some(s) = saver.as_mut() {
        s.finish()?;
        eprintln!("goldtrace: {}", s.summary());
    }
    let rate = ticks as f64 / secs.max(1e-9);
    eprintln!(
        "goldtrace: {} after {ticks} ticks ({:.3} s of guest time at {} MHz); {secs:.2} s host, {:.1} M ticks/s",
        describe(stop),
        ticks as f64 / devices::CPU_HZ as f64,
        devices::CPU_HZ / 1_000_000,
        rate / 1e6
    );
    if interrupted {
        eprintln!("goldtrace: interrupted by a signal");
        return Ok(ExitCode::from(130));
    }
    let stats = engine.stats();
    if !stats.is_empty() {
        eprintln!("goldtrace: {stats}");
    }
    if panicked.load(Ordering::Relaxed) {
        eprintln!("goldtrace: the guest kernel panicked");
        return Ok(ExitCode::from(1));
    }
    if let Some(p) = &program {
        match program_state(&mut core) {
            ProgramState::Exited(status) => return Ok(ExitCode::from(status)),
            state => eprintln!(
                "goldtrace: {} {}",
                p.image.guest_program,
                if state == ProgramState::Running {
                    "did not finish"
                } else {
                    "did not start"
                }
            ),
        }
        if !matches!(stop, Stop::TickLimit | Stop::Diverged) {
            return Ok(ExitCode::from(1));
        }
    }
    Ok(match stop {
        Stop::Request(SystemRequest::Reset) | Stop::Halted => ExitCode::SUCCESS,
        Stop::Request(SystemRequest::Stop) => ExitCode::SUCCESS,
        Stop::TickLimit => ExitCode::from(1),
        Stop::Diverged => ExitCode::from(3),
    })
}

fn replay(args: ReplayArgs) -> anyhow::Result<ExitCode> {
    use goldtrace::replay::{ReplayOptions, Verdict, WindowSpec};
    let start = Instant::now();
    use goldtrace::replay::locate::Target;
    let target = match (&args.call, args.exception) {
        (Some(call), _) => Some(Target::call(args.pid.unwrap_or(0), call)?),
        (None, Some(nth)) => Some(Target::Exception { nth }),
        (None, None) => None,
    };
    let from = match (&target, args.from) {
        (Some(t), _) => {
            let found = goldtrace::replay::locate_window(&args.trace, t, args.root.as_deref())?;
            eprintln!(
                "goldtrace replay: {} starts at tick {} (address {:#010x}{})",
                match t {
                    Target::Call {
                        pid, function, nth, ..
                    } => format!("call #{nth} of {function} in thread {pid}"),
                    Target::Exception { nth } => format!("exception #{nth}"),
                },
                found.tick,
                found.addr,
                found.file.map_or(String::new(), |f| format!(" in {f}"))
            );
            Some(found.tick)
        }
        (None, from) => from,
    };
    let window = match from {
        Some(from) => Some(WindowSpec {
            from,
            to: args.to.unwrap_or(from.saturating_add(args.length)),
            tarmac: args.tarmac.clone(),
            memtrace: args.memtrace.clone(),
            function_graph: args.function_graph.clone(),
        }),
        None if args.tarmac.is_some()
            || args.memtrace.is_some()
            || args.function_graph.is_some()
            || args.to.is_some() =>
        {
            anyhow::bail!("a window needs --from, --call or --exception")
        }
        None => None,
    };
    let in_memory = args.checkpoint_every.filter(|_| !args.save_checkpoints);
    let checkpoints = in_memory.map(|every| {
        let set = goldtrace::checkpoint::Checkpoints::new(every)
            .with_memory_limit(args.checkpoint_memory.unwrap_or(usize::MAX));
        std::rc::Rc::new(std::cell::RefCell::new(set))
    });
    let report = goldtrace::replay::replay(ReplayOptions {
        window,
        trace: args.trace.clone(),
        engine: args.engine,
        max_ticks: args.max_ticks,
        keep: args.keep,
        console: args
            .console
            .then(|| Box::new(std::io::stdout()) as Box<dyn std::io::Write + Send>),
        checkpoints: checkpoints.clone(),
        saved_checkpoints: !args.no_checkpoints,
        save_checkpoints: args.checkpoint_every.filter(|_| args.save_checkpoints),
        verify_blocks: args.verify_blocks,
    })?;
    for line in &report.notes {
        eprintln!("goldtrace replay: {line}");
    }
    eprintln!(
        "goldtrace replay: {} after {} ticks on the {} ({} of {} console inputs fed); {:.2} s host",
        describe(report.stop),
        report.ticks,
        format!("{:?}", report.engine).to_lowercase(),
        report.inputs_fed,
        report.inputs_recorded,
        start.elapsed().as_secs_f64()
    );
    if let Some(c) = &checkpoints {
        let c = c.borrow();
        eprintln!(
            "goldtrace replay: checkpoints: {} taken every {} ticks, {} dropped over the memory bound, {} kept ({:.1} MiB of RAM pages), {:.2} s taking them",
            c.taken,
            c.every(),
            c.dropped,
            c.list().len(),
            c.ram_bytes as f64 / f64::from(1 << 20),
            c.secs
        );
    }
    if let Some(w) = &report.window {
        eprintln!(
            "goldtrace replay: window: {:.2} s to tick {} on the {}, {:.2} s on the interpreter, of which {:.2} s in the window ({} instructions, {:.2} M/s with the outputs)",
            w.prefix_secs,
            w.detail_from,
            format!("{:?}", report.engine).to_lowercase(),
            w.detail_secs,
            w.window_secs,
            w.instructions,
            w.instructions as f64 / w.window_secs.max(1e-9) / 1e6
        );
        for line in &w.outputs {
            eprintln!("goldtrace replay: {line}");
        }
    }
    Ok(match report.verdict {
        Verdict::Verified {
            chunks,
            execs,
            last_time,
            partial,
        } => {
            eprintln!(
                "goldtrace replay: verified {chunks} chunks, {execs} executions up to tick {last_time}{}",
                if partial { " (stopped early: the last chunk matches the start of the recorded one)" } else { ": the replay equals the recording" }
            );
            ExitCode::SUCCESS
        }
        Verdict::Diverged(d) => {
            eprintln!("goldtrace replay: diverged at {d}");
            ExitCode::from(3)
        }
        Verdict::PrefixDiverged(line) => {
            eprintln!("goldtrace replay: diverged before the window: {line}");
            ExitCode::from(3)
        }
        Verdict::VerifiedFrom {
            from,
            execs,
            last_time,
            partial,
        } => {
            let since = match report.exceptions_verified {
                Some(n) => format!("tick {from} (and {n} exceptions before it)"),
                None => format!("the checkpoint at tick {from}"),
            };
            eprintln!(
                "goldtrace replay: verified {execs} executions from {since} up to tick {last_time}{}",
                if partial { " (stopped early)" } else { ": the replay equals the recording from there" }
            );
            ExitCode::SUCCESS
        }
    })
}

/// Where `goldtrace run`'s program stands (SYS_FLAGS, see `goldtrace::program::init`).
fn program_state(core: &mut arm::Core) -> ProgramState {
    let flags = core
        .bus
        .read(core.ticks, init::SYS_FLAGS, arm::AccessSize::Word)
        .unwrap_or(0);
    ProgramState::from_flags(flags)
}

/// `--gdb`, `-s`, `-S`.
fn gdb_options(args: &Args) -> anyhow::Result<Option<GdbOptions>> {
    let spec = match (&args.gdb, args.gdb_default_port || args.gdb_wait) {
        (Some(spec), _) => spec.clone(),
        (None, true) => "tcp::1234".to_string(),
        (None, false) => return Ok(None),
    };
    let (host, port) = goldtrace::gdb::parse_spec(&spec).map_err(|e| anyhow::anyhow!(e))?;
    Ok(Some(GdbOptions {
        host,
        port,
        wait: args.gdb_wait,
    }))
}

/// Writes the trace's recipe: the machine description (the files booted among it)
/// and every option that changes what the guest does (console input is added as it
/// arrives).
fn write_recipe(
    dir: &std::path::Path,
    args: &Args,
    desc: &MachineDesc,
    trace_only_program: bool,
) -> anyhow::Result<goldtrace::recipe::Recipe> {
    let (mut lines, files) = desc.recipe_entries();
    lines.push(("engine", format!("{:?}", args.engine).to_lowercase()));
    lines.push((
        "tracing",
        if args.tracing == Some(OnOff::Off) || trace_only_program {
            "off"
        } else {
            "on"
        }
        .to_string(),
    ));
    if trace_only_program {
        lines.push(("trace-only-program", "on".to_string()));
    }
    if let Some(n) = args.max_ticks {
        lines.push(("max-ticks", n.to_string()));
    }
    let files: Vec<(&str, &std::path::Path)> =
        files.iter().map(|(k, p)| (*k, p.as_path())).collect();
    goldtrace::recipe::Recipe::create(dir, &lines, &files)
}

/// `--rng-seed N|none` (absent: the default seed).
fn parse_rng_seed(arg: Option<&str>) -> anyhow::Result<Option<u64>> {
    let Some(text) = arg else {
        return Ok(Some(boot::DEFAULT_RNG_SEED));
    };
    if text == "none" {
        return Ok(None);
    }
    let parsed = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => text.parse(),
    };
    parsed.map(Some).map_err(|_| {
        anyhow::anyhow!("--rng-seed {text:?}: expected a 64-bit number (decimal or 0x hex) or none")
    })
}

fn describe(stop: Stop) -> &'static str {
    match stop {
        Stop::Request(SystemRequest::Reset) => "guest reset the board",
        Stop::Request(SystemRequest::Stop) => "stopped",
        Stop::Halted => "guest halted (CPU idle with interrupts masked, or stuck going from exception to exception)",
        Stop::TickLimit => "reached --max-ticks",
        Stop::Diverged => "lockstep divergence (reported above)",
    }
}

#[cfg(test)]
mod tests {
    use super::parse_mib;

    #[test]
    fn sizes_take_qemus_suffixes() {
        assert_eq!(parse_mib("128"), Ok(128));
        assert_eq!(parse_mib("256M"), Ok(256));
        assert_eq!(parse_mib("256MiB"), Ok(256));
        assert_eq!(parse_mib("1G"), Ok(1024));
        assert_eq!(parse_mib("1gb"), Ok(1024));
        assert_eq!(parse_mib("131072K"), Ok(128));
        assert!(parse_mib("1500K")
            .unwrap_err()
            .contains("whole number of MiB"));
        assert!(parse_mib("100X").unwrap_err().contains("suffix"));
        assert!(parse_mib("M").is_err());
        assert!(parse_mib("99999999999G").is_err());
    }
}

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
use goldtrace::boot::{self, LinuxBoot};
use goldtrace::gdb::console::OnceConsole;
use goldtrace::gdb::GdbOptions;
use goldtrace::machine::{self, ClockKind, Console, EngineKind};
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
    after_help = "With no arguments, boots the default guest from guest/out (build it with guest/build.sh).\nOn a terminal the console is raw: Ctrl-A x leaves the emulator."
)]
struct Args {
    /// Kernel: a zImage or a vmlinux ELF.
    #[arg(long, value_name = "FILE")]
    kernel: Option<PathBuf>,
    /// Device tree blob (its /memory and /chosen are patched).
    #[arg(long, value_name = "FILE")]
    dtb: Option<PathBuf>,
    /// Initial RAM disk.
    #[arg(long, value_name = "FILE")]
    initrd: Option<PathBuf>,
    /// Kernel command line.
    #[arg(long, value_name = "ARGS", default_value = DEFAULT_APPEND)]
    append: String,
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
#[derive(Parser, Debug)]
#[command(
    name = "goldtrace replay",
    about = "Re-runs a traced run from its recipe (files checked by SHA-256, console input fed at the recorded ticks), records it again and compares the new trace with the recorded one chunk by chunk",
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
    if std::env::args_os().nth(1).is_some_and(|a| a == "replay") {
        let args = ReplayArgs::parse_from(std::env::args_os().skip(1));
        return match replay(args) {
            Ok(code) => code,
            Err(e) => {
                eprintln!("goldtrace replay: {e:#}");
                ExitCode::from(2)
            }
        };
    }
    let args = Args::parse();
    match run(args) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("goldtrace: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn run(args: Args) -> anyhow::Result<ExitCode> {
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
            let t = Tracer::create(dir, args.force, format)?
                .with_recording(args.tracing != Some(OnOff::Off));
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
    let mut core = make_machine(&args, console_for(), tracer.as_ref(), threads.clone())?;
    let mut recipe = match &tracer {
        Some(t) => Some(write_recipe(t.dir(), &args)?),
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
    let input = machine::console_input();
    let mut quit = false;
    let mut between = |core: &mut arm::Core| {
        if let Some((rx, _)) = &input {
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
            let mut rebuild = || make_machine(&args, console_for(), None, None);
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
    Ok(match stop {
        Stop::Request(SystemRequest::Reset) | Stop::Halted => ExitCode::SUCCESS,
        Stop::Request(SystemRequest::Stop | SystemRequest::PowerOff) => ExitCode::SUCCESS,
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

/// Builds the machine the arguments describe: the board, and the bare-metal ELF or
/// the Linux guest loaded. Called again to go back in time under the debugger.
fn make_machine(
    args: &Args,
    console: Box<dyn std::io::Write + Send>,
    tracer: Option<&Tracer>,
    threads: Option<Arc<goldtrace::replay::pids::Threads>>,
) -> anyhow::Result<arm::Core> {
    let device = tracer.map(Tracer::device_handle).map(|d| match threads {
        Some(t) => Box::new(goldtrace::replay::pids::Watch::new(d, t)) as Box<_>,
        None => d,
    });
    let mut core = machine::make_core(args.memory, args.clock, console, args.guest_errors, device)?;
    core.tracer = tracer.map(Tracer::core_handle);
    match &args.bios {
        Some(elf) => {
            let data = std::fs::read(elf)
                .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", elf.display()))?;
            let entry = goldtrace::elf::load_elf(&data, &mut core.ram)
                .map_err(|e| anyhow::anyhow!("{}: {e}", elf.display()))?;
            core.s
                .set_cpsr(goldtrace::bios::RESET_CPSR | if entry & 1 != 0 { 0x20 } else { 0 });
            core.s.r[15] = entry & !1;
        }
        None => {
            let out = PathBuf::from(GUEST_OUT);
            let cfg = LinuxBoot {
                kernel: args.kernel.clone().unwrap_or_else(|| out.join("zImage")),
                dtb: args
                    .dtb
                    .clone()
                    .unwrap_or_else(|| out.join("goldtrace.dtb")),
                initrd: match &args.initrd {
                    Some(p) => Some(p.clone()),
                    None if args.kernel.is_none() => Some(out.join("initramfs.cpio.gz")),
                    None => None,
                },
                cmdline: args.append.clone(),
            };
            let seed = parse_rng_seed(args.rng_seed.as_deref())?;
            boot::load_linux_seeded(&mut core.ram, &mut core.s, &cfg, seed)?;
        }
    }
    Ok(core)
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

/// Writes the trace's recipe: the files booted and every option that changes what
/// the guest does (console input is added as it arrives).
fn write_recipe(dir: &std::path::Path, args: &Args) -> anyhow::Result<goldtrace::recipe::Recipe> {
    let out = PathBuf::from(GUEST_OUT);
    let mut lines = vec![
        ("engine", format!("{:?}", args.engine).to_lowercase()),
        ("memory", args.memory.to_string()),
        ("clock", format!("{:?}", args.clock).to_lowercase()),
        (
            "tracing",
            if args.tracing == Some(OnOff::Off) {
                "off"
            } else {
                "on"
            }
            .to_string(),
        ),
        (
            "rng-seed",
            match parse_rng_seed(args.rng_seed.as_deref())? {
                Some(n) => n.to_string(),
                None => "none".to_string(),
            },
        ),
    ];
    if let Some(n) = args.max_ticks {
        lines.push(("max-ticks", n.to_string()));
    }
    let mut files: Vec<(&str, PathBuf)> = Vec::new();
    match &args.bios {
        Some(elf) => files.push(("bios", elf.clone())),
        None => {
            lines.push(("append", args.append.clone()));
            files.push((
                "kernel",
                args.kernel.clone().unwrap_or_else(|| out.join("zImage")),
            ));
            files.push((
                "dtb",
                args.dtb
                    .clone()
                    .unwrap_or_else(|| out.join("goldtrace.dtb")),
            ));
            match (&args.initrd, &args.kernel) {
                (Some(p), _) => files.push(("initrd", p.clone())),
                (None, None) => files.push(("initrd", out.join("initramfs.cpio.gz"))),
                (None, Some(_)) => {}
            }
        }
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
        Stop::Request(SystemRequest::PowerOff) => "guest powered the board off",
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

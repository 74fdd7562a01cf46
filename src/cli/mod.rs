//! The `goldtrace` command line: the arguments (clap subcommands `run` and `replay`,
//! booting without one, over the shared [`Args`]) and one module per command. The
//! binary only parses and dispatches.

mod boot;
mod program;
mod replay;

use std::path::PathBuf;

use arm::run::Stop;
use arm::SystemRequest;
use clap::Parser;

use crate::desc::{BoardKind, CpuKind};
use crate::machine::{ClockKind, EngineKind};

pub use boot::boot;
pub use program::run_program;
pub use replay::replay;

/// The default guest built by `guest/build.sh`.
const GUEST_OUT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/guest/out");

#[derive(Parser, Debug)]
#[command(
    name = "goldtrace",
    version,
    about = "Full-system ARM926 (Versatile PB) emulator with a JIT and a goldfish-style tracer",
    after_help = "With no arguments, boots the default guest from guest/out (build it with guest/build.sh).\nOn a terminal the console is raw: Ctrl-A x leaves the emulator.",
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub cmd: Option<Cmd>,
    #[command(flatten)]
    pub boot: Args,
}

#[derive(clap::Subcommand, Debug)]
#[allow(
    clippy::large_enum_variant,
    reason = "parsed once per process; boxing would only move the bytes"
)]
pub enum Cmd {
    /// Run one ARM Linux program on the default kernel: an initramfs is made with the
    /// program, its shared libraries and --add's files; the program's exit status is
    /// goldtrace's. The board is the program's: versatilepb for armel, virt for armhf.
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
pub struct RunArgs {
    /// Where the program's loader and shared libraries are found (its DT_NEEDED
    /// entries, transitively). Default: the Debian cross toolchain's
    /// /usr/arm-linux-gnueabi (armel programs) or /usr/arm-linux-gnueabihf (armhf).
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
    #[command(flatten, next_help_heading = "Machine options")]
    boot: Args,
}

/// The options every way of starting a machine shares.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The board, by QEMU's -M name.
    #[arg(long, short = 'M', value_enum, value_name = "BOARD")]
    machine: Option<BoardKind>,
    /// The CPU, by QEMU's -cpu name (default: the board's).
    #[arg(long, value_enum, value_name = "CPU")]
    cpu: Option<CpuKind>,
    /// Kernel: a zImage or a vmlinux ELF.
    #[arg(long, value_name = "FILE")]
    kernel: Option<PathBuf>,
    /// Device tree blob (its /memory and /chosen are patched) [default: versatilepb:
    /// guest/out/goldtrace.dtb; virt: generated for the machine, as QEMU does].
    #[arg(long, value_name = "FILE")]
    dtb: Option<PathBuf>,
    /// Initial RAM disk.
    #[arg(long, value_name = "FILE")]
    initrd: Option<PathBuf>,
    /// Kernel command line [default: versatilepb: console=ttyAMA0 panic=-1
    /// lpj=500000; virt: console=ttyAMA0 panic=-1 cryptomgr.notests; `run` adds quiet].
    #[arg(long, value_name = "ARGS")]
    append: Option<String>,
    /// Attach a raw disk image as a virtio-blk disk, as QEMU's -drive spells it:
    /// file=IMG[,format=raw][,snapshot=on|off]. Writes go to an overlay in memory and
    /// the image never changes (snapshot=on, the default; at most 1 GiB written);
    /// snapshot=off writes to the image (not with --trace). On virt repeatable, placed
    /// as QEMU's -device virtio-blk-device (the first in the last slot); versatilepb
    /// takes one, a virtio-mmio transport goldtrace adds at 0x10160000 (SIC line 9).
    #[arg(long, value_name = "file=IMG[,...]")]
    drive: Vec<String>,
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
    trace_backend: Option<crate::events::BackendKind>,
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
pub enum TraceFormatArg {
    Compact,
    Android,
}

/// `--tracing on|off`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum OnOff {
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
pub struct ReplayArgs {
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

/// `--rng-seed N|none` (absent: the default seed).
pub(crate) fn parse_rng_seed(arg: Option<&str>) -> anyhow::Result<Option<u64>> {
    let Some(text) = arg else {
        return Ok(Some(crate::boot::DEFAULT_RNG_SEED));
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

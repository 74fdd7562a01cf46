//! Booting a machine and running it to its end: a Linux guest, a bare-metal ELF or
//! (for `goldtrace run`) a program on the default guest, with the console, the
//! tracer, checkpoints, the debugger and the emulator's trace events.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use arm::run::Stop;
use arm::SystemRequest;

use super::{describe, parse_rng_seed, Args, OnOff, TraceFormatArg, GUEST_OUT};
use crate::desc::{BoardKind, Boot, LinuxImage, MachineDesc};
use crate::drive::Drive;
use crate::gdb::console::OnceConsole;
use crate::gdb::GdbOptions;
use crate::machine::{self, ClockKind, Console};
use crate::program::init::{self, ProgramState};
use crate::tracer::{TraceFormat, Tracer};

/// A program `goldtrace run` boots with.
pub(super) struct ProgramRun {
    pub image: crate::program::ProgramImage,
    pub trace_only: bool,
    /// goldtrace's standard input is a terminal.
    pub interactive: bool,
}

/// The board the arguments (and `run`'s program) ask for.
fn board_of(args: &Args, program: Option<&ProgramRun>) -> BoardKind {
    match program {
        Some(p) => p.image.board,
        None => args.machine.unwrap_or(BoardKind::VersatilePb),
    }
}

/// The `--drive` disks, checked before anything is written: each option, the board,
/// the image (it opens and is whole sectors), and no `snapshot=off` with `--trace`.
fn drives(args: &Args, program: Option<&ProgramRun>) -> anyhow::Result<Vec<Drive>> {
    let drives = args
        .drive
        .iter()
        .map(|s| Drive::parse(s))
        .collect::<anyhow::Result<Vec<_>>>()?;
    if drives.is_empty() {
        return Ok(drives);
    }
    if board_of(args, program) == BoardKind::VersatilePb && drives.len() > 1 {
        anyhow::bail!("--drive: the versatilepb board has one virtio-mmio transport (given {}; --machine virt has 32)", drives.len());
    }
    if args.trace.is_some() && drives.iter().any(|d| !d.snapshot) {
        anyhow::bail!("--drive snapshot=off with --trace: writing to the image would make the run impossible to replay (leave snapshot on)");
    }
    for d in &drives {
        d.check()?;
    }
    Ok(drives)
}

/// The machine the arguments describe, with `drives`; `program` with the path its
/// initramfs was written to.
fn machine_desc(
    args: &Args,
    drives: Vec<Drive>,
    program: Option<(&ProgramRun, PathBuf)>,
) -> anyhow::Result<MachineDesc> {
    let board = board_of(args, program.as_ref().map(|(p, _)| *p));
    let out = board.default_guest(&PathBuf::from(GUEST_OUT));
    let linux = |initrd: Option<PathBuf>, append: String| LinuxImage {
        kernel: args.kernel.clone().unwrap_or_else(|| out.kernel.clone()),
        dtb: args.dtb.clone().or_else(|| out.dtb.clone()),
        initrd,
        append: args.append.clone().unwrap_or(append),
    };
    let boot = match (&args.bios, program) {
        (Some(elf), _) => Boot::Bare { elf: elf.clone() },
        (None, Some((p, initrd))) => Boot::Program {
            linux: linux(
                Some(initrd),
                format!("{} {}", out.append, program_quiet(board)),
            ),
            program: p.image.guest_program.clone(),
            files: p.image.files.clone(),
        },
        (None, None) => {
            let initrd = match &args.initrd {
                Some(p) => Some(p.clone()),
                None if args.kernel.is_none() => Some(out.initrd.clone()),
                None => None,
            };
            Boot::Linux(linux(initrd, out.append.clone()))
        }
    };
    let desc = MachineDesc {
        board,
        cpu: args.cpu.unwrap_or(board.cpus()[0]),
        memory_mib: args.memory,
        clock: args.clock,
        boot,
        rng_seed: parse_rng_seed(args.rng_seed.as_deref())?,
        drives,
    };
    desc.check()?;
    Ok(desc)
}

/// What `run` adds to the kernel command line so that the console shows the program's
/// output and nothing of the boot: `quiet`; on `virt` also `loglevel=3`, because the
/// stock armhf kernel logs two harmless errors at every boot (no Spectre v2 firmware
/// workaround, no CPU clock-frequency in the tree; QEMU's boot logs them too).
fn program_quiet(board: BoardKind) -> &'static str {
    match board {
        BoardKind::VersatilePb => "quiet",
        BoardKind::Virt => "quiet loglevel=3",
    }
}

/// The program's initramfs on disk for as long as the run needs it: in the trace
/// directory (kept: the recipe names it), or else a temporary file removed at the end.
struct InitrdFile {
    path: PathBuf,
    temporary: bool,
}

impl Drop for InitrdFile {
    fn drop(&mut self) {
        if self.temporary {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// Writes the program's initramfs (see [`InitrdFile`]).
fn write_program_initrd(bytes: &[u8], trace: Option<&Tracer>) -> anyhow::Result<InitrdFile> {
    let file = match trace {
        Some(t) => InitrdFile {
            path: t.dir().join("initramfs.cpio"),
            temporary: false,
        },
        None => InitrdFile {
            path: std::env::temp_dir().join(format!(
                "goldtrace-run-{}-{}.cpio",
                std::process::id(),
                &crate::recipe::sha256_hex(bytes)[..16]
            )),
            temporary: true,
        },
    };
    std::fs::write(&file.path, bytes)
        .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", file.path.display()))?;
    Ok(file)
}

/// `goldtrace` without a command: boots the machine `args` describe and runs it to
/// its end.
pub fn boot(args: Args) -> anyhow::Result<ExitCode> {
    boot_with(args, None)
}

/// Boots the machine `args` describe (with `program`'s initramfs for `run`) and runs
/// it to its end.
pub(super) fn boot_with(args: Args, program: Option<ProgramRun>) -> anyhow::Result<ExitCode> {
    if args.trace_event.iter().any(|p| p == "help") {
        crate::events::register_all();
        print!("{}", goldtrace_events::help_text());
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(out) = &args.trace_event_list_file {
        crate::events::register_all();
        std::fs::write(out, goldtrace_events::trace_events_file())
            .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", out.display()))?;
        return Ok(ExitCode::SUCCESS);
    }
    let panicked = Arc::new(AtomicBool::new(false));
    let drives = drives(&args, program.as_ref())?;
    let tracer = create_tracer(&args, program.as_ref())?;
    let events = crate::events::EventSession::start(&crate::events::EventOptions {
        patterns: args.trace_event.clone(),
        events_file: args.trace_events.clone(),
        backend: args.trace_backend,
        output: args.trace_event_file.clone(),
        trace_dir: args.trace.clone(),
    })?;
    let gdb = gdb_options(&args)?;
    check_checkpoint_options(&args, gdb.is_some(), tracer.is_some())?;
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
        .then(|| Arc::new(crate::replay::pids::Threads::default()));
    let initrd = match &program {
        Some(p) => Some(write_program_initrd(&p.image.initrd, tracer.as_ref())?),
        None => None,
    };
    let desc = machine_desc(
        &args,
        drives,
        program
            .as_ref()
            .zip(initrd.as_ref().map(|f| f.path.clone())),
    )?;
    goldtrace_events::set_ns_per_tick(1_000_000_000 / desc.board.tick_hz());
    let mut core = desc.build(
        console_for(),
        args.guest_errors,
        tracer.as_ref(),
        threads.clone(),
    )?;
    let mut recipe = match &tracer {
        Some(t) => {
            if let Some(p) = &program {
                crate::program::write_trace_root(
                    t.dir(),
                    &p.image.files,
                    &desc.board.default_guest(&PathBuf::from(GUEST_OUT)).rootfs,
                )?;
            }
            let trace_only = program.as_ref().is_some_and(|p| p.trace_only);
            Some(write_recipe(t.dir(), &args, &desc, trace_only)?)
        }
        None => None,
    };
    let mut saver = match (&tracer, args.checkpoint_every, &threads) {
        (Some(t), Some(every), Some(_)) => Some(crate::checkpoint::saver::Saver::create(
            t.dir(),
            every,
            crate::checkpoint::file::recording_id(t.dir())?,
        )?),
        (Some(t), _, _) => {
            // Checkpoints of an earlier recording in this directory no longer fit.
            let _ = std::fs::remove_file(t.dir().join(crate::checkpoint::file::FILE_NAME));
            None
        }
        _ => None,
    };
    let mut inputs_fed = 0usize;
    let mut save_failed = None;
    let mut hooks = Vec::new();
    let mut perf_map = None;
    if args.perf_map {
        let (hook, path) = machine::perf_map_hook()?;
        eprintln!("goldtrace: writing {}", path.display());
        hooks.push(hook);
        perf_map = Some(path);
    }
    if args.dump_blocks {
        hooks.push(machine::dump_hook());
    }
    let mut engine = machine::make_engine_observed(args.engine, hooks)?;
    if let Some(path) = &perf_map {
        machine::perf_map_symbols(path, engine.as_ref())?;
    }
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
            input_open = program_state(core, desc.board) != ProgramState::NotStarted;
        }
        if let (Some((rx, _)), true) = (&input, input_open) {
            while let Ok(i) = rx.try_recv() {
                match i {
                    machine::Input::Bytes(b) => {
                        crate::events::console_input(b.len() as u32);
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
            let position = || crate::checkpoint::RunPosition {
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
            // A disk written through (`snapshot=off`) is not as it was at the start.
            let deterministic = tracer.is_none()
                && args.clock == ClockKind::Virtual
                && desc.drives.iter().all(|d| d.snapshot);
            if args.checkpoint_every.is_some() && !deterministic {
                anyhow::bail!("--checkpoint-every needs --clock virtual");
            }
            let history = crate::gdb::History {
                rebuild: deterministic.then_some(&mut rebuild),
                checkpoint_every: args.checkpoint_every,
                checkpoint_memory: args.checkpoint_memory,
                console_written: Some(written.clone()),
            };
            let (stop, e) =
                crate::gdb::run(opts, engine, &mut core, history, max_ticks, &mut between)?;
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
        ticks as f64 / desc.board.tick_hz() as f64,
        desc.board.tick_hz() / 1_000_000,
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
    // `main` returns next: the engine's memory goes with the process.
    engine.end_at_exit();
    if panicked.load(Ordering::Relaxed) {
        eprintln!("goldtrace: the guest kernel panicked");
        return Ok(ExitCode::from(1));
    }
    Ok(exit_status(stop, program.as_ref(), &mut core))
}

/// goldtrace's exit status when the run ended by `stop`: for `run`, the program's.
fn exit_status(stop: Stop, program: Option<&ProgramRun>, core: &mut arm::Core) -> ExitCode {
    if let Some(p) = program {
        match program_state(core, p.image.board) {
            ProgramState::Exited(status) => return ExitCode::from(status),
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
            return ExitCode::from(1);
        }
    }
    match stop {
        Stop::Request(SystemRequest::Reset) | Stop::Halted => ExitCode::SUCCESS,
        Stop::Request(SystemRequest::Stop | SystemRequest::PowerOff) => ExitCode::SUCCESS,
        Stop::TickLimit => ExitCode::from(1),
        Stop::Diverged => ExitCode::from(3),
    }
}

/// The tracer of `--trace` (recording from the start, or only the program's run).
fn create_tracer(args: &Args, program: Option<&ProgramRun>) -> anyhow::Result<Option<Tracer>> {
    Ok(match &args.trace {
        Some(dir) => {
            let format = match args.trace_format {
                TraceFormatArg::Compact => TraceFormat::Compact,
                TraceFormatArg::Android => TraceFormat::Android,
            };
            let t = Tracer::create(dir, args.force, format)?;
            let t = match program {
                Some(p) if p.trace_only => t.only_program(&p.image.guest_program),
                _ => t.with_recording(args.tracing != Some(OnOff::Off)),
            };
            t.install_signal_handlers()
                .map_err(|e| anyhow::anyhow!("cannot install the signal handlers: {e}"))?;
            Some(t)
        }
        None => None,
    })
}

/// `--checkpoint-every` saves into a compact trace recorded on the virtual clock, or
/// serves the debugger: not both.
fn check_checkpoint_options(args: &Args, gdb: bool, tracer: bool) -> anyhow::Result<()> {
    if args.checkpoint_every.is_none() {
        return Ok(());
    }
    match (gdb, tracer) {
        (true, true) => {
            anyhow::bail!("--checkpoint-every is for --gdb or --trace, not both")
        }
        (false, false) => {
            anyhow::bail!("--checkpoint-every needs --trace (saved into the trace) or --gdb")
        }
        (false, true) if args.trace_format != TraceFormatArg::Compact => {
            anyhow::bail!("--checkpoint-every saves into compact traces only (replays read those)")
        }
        (false, true) if args.clock != ClockKind::Virtual => {
            anyhow::bail!("--checkpoint-every needs --clock virtual")
        }
        (false, true) if args.checkpoint_memory.is_some() => {
            anyhow::bail!("--checkpoint-memory bounds the debugger's checkpoints (those saved into the trace are not kept in memory)")
        }
        _ => {}
    }
    Ok(())
}

/// Where `goldtrace run`'s program stands on `board` (SYS_FLAGS or goldtrace's status
/// register, see `crate::program::init`).
fn program_state(core: &mut arm::Core, board: BoardKind) -> ProgramState {
    let flags = core
        .bus
        .read(
            core.ticks,
            init::status_address(board),
            arm::AccessSize::Word,
        )
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
    let (host, port) = crate::gdb::parse_spec(&spec).map_err(|e| anyhow::anyhow!(e))?;
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
) -> anyhow::Result<crate::recipe::Recipe> {
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
    crate::recipe::Recipe::create(dir, &lines, &files)
}

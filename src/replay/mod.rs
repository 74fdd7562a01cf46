//! Deterministic replay of a recorded run (`goldtrace replay TRACE`): the trace's
//! recipe gives the files booted (checked against their SHA-256), the options and the
//! console input with the tick at which the guest received it. The replay boots the
//! same machine, feeds the input at the same ticks, records a compact trace again into
//! a temporary directory and compares it with the recorded `events` chunk by chunk
//! (see [`compare`]). A window can start from a checkpoint, taken earlier in the same
//! process or saved in the trace directory (`crate::checkpoint::file`); the replay
//! is then compared with the recording from the checkpoint's tick on.

pub mod compare;
pub mod fgraph;
pub mod locate;
pub mod memrefs;
pub mod pids;
pub mod reach;
pub mod recipe;
pub mod tarmac;
mod text;
pub mod window;

use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Arc;
use std::time::Instant;

use arm::run::Stop;

use crate::machine::{self, EngineKind};
use crate::tracer::{TraceFormat, Tracer};
pub use compare::{Divergence, Verdict};
pub use recipe::RecipeSpec;

/// What to replay and how.
#[derive(Default)]
pub struct ReplayOptions {
    /// The recorded compact trace directory.
    pub trace: PathBuf,
    /// Another engine than the recorded one (traces are engine-independent).
    pub engine: Option<EngineKind>,
    /// Stop (and verify) at this tick instead of where the recorded run ended.
    pub max_ticks: Option<u64>,
    /// Keep the replay's trace here instead of a temporary directory.
    pub keep: Option<PathBuf>,
    /// Where the guest's console output goes (`None`: dropped).
    pub console: Option<Box<dyn std::io::Write + Send>>,
    /// A window of the run to write in detail (the replay stops at its end).
    pub window: Option<WindowSpec>,
    /// Checkpoints of this trace's run shared between the replays of one process:
    /// a replay adds one at the end of a run slice when one is due, and a window
    /// starts from the latest one at or before it (that replay is compared with the
    /// recording from the checkpoint's tick on, see [`Verdict::VerifiedFrom`]).
    pub checkpoints: Option<SharedCheckpoints>,
    /// A window starts from the latest checkpoint at or before it saved in the
    /// trace directory (`TRACE/checkpoints`), when there is one.
    pub saved_checkpoints: bool,
    /// Save a checkpoint every this many ticks into the trace directory (replacing
    /// the checkpoints there; removed again if the replay diverges).
    pub save_checkpoints: Option<u64>,
    /// Record the run up to a window too and compare it block by block with the
    /// recording (by default the run to a window is not recorded and is verified by
    /// the exceptions it takes, see [`reach`]).
    pub verify_blocks: bool,
}

/// Checkpoints shared between replays of one trace in one process.
pub type SharedCheckpoints = Rc<std::cell::RefCell<crate::checkpoint::Checkpoints>>;

/// The window of a replay written in detail, and the outputs wanted.
#[derive(Debug, Clone, Default)]
pub struct WindowSpec {
    /// The ticks `[from, to)`: every instruction starting in them is written.
    pub from: u64,
    pub to: u64,
    /// Tarmac text.
    pub tarmac: Option<PathBuf>,
    /// The memory-reference trace (`tracefmt::memtrace`).
    pub memtrace: Option<PathBuf>,
    /// The function graph (ftrace's `function_graph` text).
    pub function_graph: Option<PathBuf>,
}

/// What a window produced, and what it cost.
#[derive(Debug, Clone)]
pub struct WindowReport {
    /// One line per output.
    pub outputs: Vec<String>,
    /// Instructions in the window.
    pub instructions: u64,
    /// Host seconds to reach the interpreter's start (a slice boundary at most
    /// [`machine::SLICE_TICKS`] before the window) on the chosen engine, and the tick
    /// reached.
    pub prefix_secs: f64,
    pub detail_from: u64,
    /// Host seconds on the interpreter with the outputs: in all, and from the
    /// window's first instruction to the end.
    pub detail_secs: f64,
    pub window_secs: f64,
}

impl std::fmt::Debug for ReplayOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReplayOptions")
            .field("trace", &self.trace)
            .field("engine", &self.engine)
            .field("max_ticks", &self.max_ticks)
            .field("keep", &self.keep)
            .field("console", &self.console.is_some())
            .field("window", &self.window)
            .field("checkpoints", &self.checkpoints.is_some())
            .field("saved_checkpoints", &self.saved_checkpoints)
            .field("save_checkpoints", &self.save_checkpoints)
            .field("verify_blocks", &self.verify_blocks)
            .finish()
    }
}

/// What a replay found.
#[derive(Debug)]
pub struct ReplayReport {
    pub verdict: Verdict,
    /// How the replayed run stopped, and its final tick.
    pub stop: Stop,
    pub ticks: u64,
    /// The engine that ran it.
    pub engine: EngineKind,
    /// Console inputs fed, of those recorded.
    pub inputs_fed: usize,
    pub inputs_recorded: usize,
    /// The window's outputs, when one was asked for.
    pub window: Option<WindowReport>,
    /// Lines for the user: the checkpoint the replay started from, damaged
    /// checkpoints skipped, the checkpoints saved.
    pub notes: Vec<String>,
    /// The tick the replay started at: 0, or the checkpoint's.
    pub started_at: u64,
    /// With a window's fast reach (see [`reach`]): the exceptions of the run up to
    /// the detail found equal to the recorded ones.
    pub exceptions_verified: Option<u64>,
}

/// Reads and checks the recipe of `trace`: its options and files (a file whose
/// SHA-256 differs from the recipe's is an error).
pub fn load_recipe(trace: &Path) -> anyhow::Result<RecipeSpec> {
    if !tracefmt::compact::is_compact(trace) {
        anyhow::bail!(
            "{}: not a compact trace (replay needs the recipe and events of --trace)",
            trace.display()
        );
    }
    let path = trace.join(tracefmt::compact::RECIPE_FILE);
    let text = std::fs::read_to_string(&path)
        .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", path.display()))?;
    let spec = recipe::parse(&text).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
    recipe::check_files(&spec)?;
    Ok(spec)
}

/// Builds the recorded run's machine (board, RAM, the guest loaded) reporting to
/// `tracer` (and the thread switches to `threads`).
pub fn make_machine(
    spec: &RecipeSpec,
    console: Box<dyn std::io::Write + Send>,
    tracer: Option<&Tracer>,
    threads: Option<Arc<pids::Threads>>,
) -> anyhow::Result<arm::Core> {
    let desc = crate::desc::MachineDesc::from_recipe(spec)?;
    goldtrace_events::set_ns_per_tick(1_000_000_000 / desc.board.tick_hz());
    desc.build(console, false, tracer, threads)
}

/// A fresh temporary directory for the replay's trace.
fn temp_dir() -> PathBuf {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(0);
    std::env::temp_dir().join(format!(
        "goldtrace-replay-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ))
}

/// Removes the temporary trace directory when dropped.
struct TempTrace(Option<PathBuf>);

impl Drop for TempTrace {
    fn drop(&mut self) {
        if let Some(p) = &self.0 {
            let _ = std::fs::remove_dir_all(p);
        }
    }
}

/// Replays `opts.trace` and verifies the new recording against it.
pub fn replay(opts: ReplayOptions) -> anyhow::Result<ReplayReport> {
    let spec = load_recipe(&opts.trace)?;
    if spec.trace_only_program && (opts.checkpoints.is_some() || opts.save_checkpoints.is_some()) {
        anyhow::bail!(
            "checkpoints cannot replay a --trace-only-program trace (a checkpoint does not keep the program's window)"
        );
    }
    let engine_kind = opts.engine.unwrap_or(spec.engine);
    let (dir, _cleanup) = match &opts.keep {
        Some(d) => (d.clone(), TempTrace(None)),
        None => {
            let d = temp_dir();
            (d.clone(), TempTrace(Some(d)))
        }
    };
    // The recorded trace's token revision (older traces: revision 0), so chunks compare
    // byte for byte; a trace that cannot be opened fails in the comparison, with its reason.
    let tokens = tracefmt::compact::CompactReader::open(&opts.trace)
        .map_or(tracefmt::compact::frame::TOKENS_ALT, |r| r.tokens());
    let tracer =
        Tracer::create_with_tokens(&dir, opts.keep.is_some(), TraceFormat::Compact, tokens)?;
    let tracer = match (&spec.program, spec.trace_only_program) {
        (Some(program), true) => tracer.only_program(program),
        _ => tracer.with_recording(spec.tracing),
    };
    let console = opts
        .console
        .unwrap_or_else(|| Box::new(std::io::sink()) as Box<dyn std::io::Write + Send>);
    let threads = Arc::new(pids::Threads::default());
    let mut core = make_machine(&spec, console, Some(&tracer), Some(threads.clone()))?;
    let mut engine = machine::make_engine(engine_kind)?;
    let recorded_max = spec.max_ticks.unwrap_or(u64::MAX);
    let mut max_ticks = opts.max_ticks.map_or(recorded_max, |m| m.min(recorded_max));
    if let Some(w) = &opts.window {
        max_ticks = max_ticks.min(w.to);
    }
    let stopped_early = max_ticks < recorded_max;
    let mut notes = Vec::new();
    // A window starts from the latest checkpoint before it (at the end of a run
    // slice: the slices go on aligned with the recorded run's), in memory or in the
    // trace directory.
    let mut resumed = match (&opts.window, &opts.checkpoints) {
        (Some(w), Some(c)) => c.borrow().at_or_before(w.from),
        _ => None,
    };
    if let (Some(w), true, None) = (&opts.window, opts.saved_checkpoints, opts.save_checkpoints) {
        let start = Instant::now();
        let (cp, lines) = saved_checkpoint(&opts.trace, w.from)?;
        notes.extend(lines);
        if let Some(cp) = cp {
            if resumed.as_ref().is_none_or(|r| r.ticks < cp.ticks) {
                notes.push(format!(
                    "starting from the checkpoint at tick {} saved in {} (read in {:.2} s)",
                    cp.ticks,
                    opts.trace
                        .join(crate::checkpoint::file::FILE_NAME)
                        .display(),
                    start.elapsed().as_secs_f64()
                ));
                resumed = Some(Arc::new(cp));
            }
        }
    }
    let saver = match opts.save_checkpoints {
        Some(every) => Some(crate::checkpoint::saver::Saver::create(
            &opts.trace,
            every,
            crate::checkpoint::file::recording_id(&opts.trace)?,
        )?),
        None => None,
    };
    let mut feed = Feeder {
        inputs: &spec.inputs,
        next: 0,
        checkpoints: opts.checkpoints.clone(),
        saver,
        threads: threads.clone(),
        tracer: &tracer,
        failed: None,
        unrecorded: false,
    };
    // The fast reach: a window's prefix runs without recording when the recorded
    // run was recording there (from the boot, or at the checkpoint). Not in lockstep,
    // whose second engine would log each exception again.
    let recorded_on = resumed
        .as_ref()
        .map_or(spec.tracing, |cp| cp.position.tracer_recording);
    let mut reach = match &opts.window {
        Some(_) if !opts.verify_blocks && recorded_on && engine_kind != EngineKind::Lockstep => {
            Some(Reach {
                check: Err(reach::ExceptionCheck::open_on_thread(
                    &opts.trace,
                    resumed.as_ref().map_or(0, |c| c.ticks),
                )),
                stops: threads.recording_stops(),
                diverged: None,
                from: None,
                skip_marks: 0,
                secs: 0.0,
            })
        }
        _ => None,
    };
    if let Some(cp) = &resumed {
        cp.restore_into(&mut core, engine.as_mut())?;
        feed.next = cp.position.inputs_fed;
        if reach.is_none() {
            tracer.set_recording(cp.position.tracer_recording);
        }
        if let Some(t) = &cp.position.threads {
            threads.restore(t);
        }
    }
    // The recorded chunk the comparison from the detail's start reads first, decoded
    // on another thread while the run gets there.
    let predecoded = match (&reach, &opts.window) {
        (Some(_), Some(w)) => {
            let (trace, near) = (opts.trace.clone(), w.from.saturating_sub(APPROACH_TICKS));
            std::thread::Builder::new()
                .name("replay-predecode".into())
                .spawn(move || compare::predecode(&trace, near))
                .ok()
        }
        _ => None,
    };
    if reach.is_some() {
        tracer.set_recording_quietly(false);
        core.recording = false;
        core.exception_log = Some(Vec::new());
        feed.unrecorded = true;
        threads.set_unrecorded(true);
    }
    let mut window_report = None;
    let stop = match &opts.window {
        None => machine::run_sliced(engine.as_mut(), &mut core, max_ticks, |core| {
            feed.feed(core);
            feed.checkpoint(core)
        }),
        Some(w) => {
            let (stop, report) = run_window(
                &opts.trace,
                w,
                &spec,
                &threads,
                engine.as_mut(),
                &mut core,
                max_ticks,
                &mut feed,
                reach.as_mut(),
            )?;
            window_report = report;
            stop
        }
    };
    if let Some(e) = feed.failed.take() {
        return Err(e);
    }
    let inputs_fed = feed.next;
    let saver = feed.saver.take();
    drop(feed);
    let ticks = core.ticks;
    core.flush_trace_events();
    core.tracer = None;
    drop(core);
    tracer.finish(ticks)?;
    let start = Instant::now();
    let verdict = match (&reach, &resumed) {
        (Some(r), _) => match (&r.diverged, r.from) {
            (Some(line), _) => Verdict::PrefixDiverged(line.clone()),
            (None, Some(from)) => {
                let pre = predecoded
                    .and_then(|h| h.join().ok())
                    .and_then(Result::ok)
                    .unwrap_or_default();
                notes.push(format!(
                    "run to tick {from} without recording, its {} exceptions equal to the recorded ones ({:.2} s comparing them)",
                    r.compared(), r.secs
                ));
                compare::compare_from_skipping(
                    &opts.trace,
                    &dir,
                    from,
                    stopped_early,
                    r.skip_marks,
                    pre,
                )?
            }
            (None, None) => anyhow::bail!("the replay ended before the window's detail"),
        },
        (None, Some(cp)) => compare::compare_from(&opts.trace, &dir, cp.ticks, stopped_early)?,
        (None, None) => compare::compare(&opts.trace, &dir, stopped_early)?,
    };
    notes.push(format!(
        "compared with the recording in {:.2} s",
        start.elapsed().as_secs_f64()
    ));
    if let Some(mut s) = saver {
        s.finish()?;
        if matches!(verdict, Verdict::Diverged(_) | Verdict::PrefixDiverged(_)) {
            let path = opts.trace.join(crate::checkpoint::file::FILE_NAME);
            let _ = std::fs::remove_file(&path);
            notes.push(format!(
                "{} removed: the replay diverged from the recording",
                path.display()
            ));
        } else {
            notes.push(s.summary());
        }
    }
    Ok(ReplayReport {
        verdict,
        stop,
        ticks,
        engine: engine_kind,
        inputs_fed,
        inputs_recorded: spec.inputs.len(),
        window: window_report,
        notes,
        started_at: resumed.as_ref().map_or(0, |c| c.ticks),
        exceptions_verified: reach.as_ref().map(Reach::compared),
    })
}

/// The latest checkpoint at or before `ticks` saved in the trace directory `trace`
/// (`None` when there is no file or none fits), and a line for each damaged one
/// skipped. A file that is not a checkpoint file of this recording is an error.
fn saved_checkpoint(
    trace: &Path,
    ticks: u64,
) -> anyhow::Result<(Option<crate::checkpoint::Checkpoint>, Vec<String>)> {
    use crate::checkpoint::file::{recording_id, CheckpointFile, FILE_NAME};
    let path = trace.join(FILE_NAME);
    if !path.exists() {
        return Ok((None, Vec::new()));
    }
    let file = CheckpointFile::open(&path, recording_id(trace)?)?;
    let mut lines = file.warnings.clone();
    let (cp, more) = file.load_at_or_before(ticks);
    lines.extend(more);
    if cp.is_none() && !lines.is_empty() {
        lines.push("no saved checkpoint is usable: the replay starts from the boot".into());
    }
    Ok((cp, lines))
}

/// Console input fed at the recorded ticks, and the checkpoints taken at slice ends.
struct Feeder<'a> {
    inputs: &'a [(u64, Vec<u8>)],
    next: usize,
    checkpoints: Option<SharedCheckpoints>,
    saver: Option<crate::checkpoint::saver::Saver>,
    threads: Arc<pids::Threads>,
    tracer: &'a Tracer,
    failed: Option<anyhow::Error>,
    /// The run is not recorded though the recorded run was (a window's fast reach):
    /// checkpoints say what the recorded run's state was.
    unrecorded: bool,
}

/// The state of a window's fast reach (see [`reach`]).
struct Reach {
    /// The check, or the thread opening it.
    check: Result<reach::ExceptionCheck, reach::Opening>,
    /// The guest's requests to stop recording when the replay started.
    stops: u64,
    /// The first difference found.
    diverged: Option<String>,
    /// The tick where recording started (the detail's start), and the recorded
    /// exception markers stamped there that the prefix took.
    from: Option<u64>,
    skip_marks: usize,
    /// Host seconds spent comparing exceptions.
    secs: f64,
}

impl Reach {
    /// The check (waiting for the thread that opens it, the first time).
    fn check(&mut self) -> anyhow::Result<&mut reach::ExceptionCheck> {
        if let Err(opening) = &mut self.check {
            self.check = Ok(opening.join()?);
        }
        match &mut self.check {
            Ok(c) => Ok(c),
            Err(_) => anyhow::bail!("the exception check is not open"),
        }
    }

    fn compared(&self) -> u64 {
        self.check.as_ref().map_or(0, |c| c.compared)
    }

    /// Compares the exceptions the run took since the last call; false (stop) at the
    /// first difference.
    fn verify(&mut self, core: &mut arm::Core, threads: &pids::Threads) -> anyhow::Result<bool> {
        let start = Instant::now();
        let notes = core
            .exception_log
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default();
        let found = self.check()?.check(&notes)?;
        self.secs += start.elapsed().as_secs_f64();
        if let Some(line) = found {
            self.diverged = Some(line);
        } else if threads.recording_stops() != self.stops {
            anyhow::bail!(
                "the guest stopped block recording before tick {}: the run to the window cannot be verified by its exceptions; re-run with --verify-blocks",
                core.ticks
            );
        }
        Ok(self.diverged.is_none())
    }

    /// The prefix ends here: checks the last exceptions, then starts recording
    /// (the engines translate afresh); false if the prefix diverged.
    fn start_detail(
        &mut self,
        engine: &mut dyn arm::run::Engine,
        core: &mut arm::Core,
        feed: &mut Feeder,
    ) -> anyhow::Result<bool> {
        if !self.verify(core, &feed.threads)? {
            return Ok(false);
        }
        if let Some(line) = self.check()?.finish(core.ticks)? {
            self.diverged = Some(line);
            return Ok(false);
        }
        core.exception_log = None;
        feed.unrecorded = false;
        feed.threads.set_unrecorded(false);
        feed.tracer.set_recording_quietly(true);
        arm::run::apply_trace_toggle(engine, core);
        self.from = Some(core.ticks);
        self.skip_marks = self.check()?.taken_at(core.ticks);
        Ok(true)
    }
}

impl Feeder<'_> {
    /// Hands the guest every input due by now. The recorded run took input between
    /// slices of `machine::run_sliced`, at the tick the slice ended: the same slices
    /// end at the same ticks here.
    fn feed(&mut self, core: &mut arm::Core) {
        while let Some((tick, bytes)) = self.inputs.get(self.next) {
            if *tick > core.ticks {
                break;
            }
            core.bus.console_input(bytes);
            self.next += 1;
        }
    }

    /// Takes a checkpoint if one is due (after the slice's input was fed); false
    /// (stop the run) if that failed.
    fn checkpoint(&mut self, core: &mut arm::Core) -> bool {
        let mut done = Ok(());
        // Unrecorded, the checkpoint still holds the recorded run's trace state: a
        // replay from it records (and the core had handed blocks to the tracer).
        let kept = (core.recording, core.trace_handed);
        if self.unrecorded {
            (core.recording, core.trace_handed) = (true, true);
        }
        if let Some(c) = self.checkpoints.clone() {
            done = c.borrow_mut().maybe_take(core, || self.position());
        }
        if let (Ok(()), Some(mut saver)) = (&done, self.saver.take()) {
            done = saver.maybe_save(core, || self.position()).map(|_| ());
            self.saver = Some(saver);
        }
        (core.recording, core.trace_handed) = kept;
        match done {
            Ok(()) => true,
            Err(e) => {
                self.failed = Some(e);
                false
            }
        }
    }

    /// Where the run outside the machine is, for a checkpoint.
    fn position(&self) -> crate::checkpoint::RunPosition {
        crate::checkpoint::RunPosition {
            inputs_fed: self.next,
            tracer_recording: self.unrecorded || self.tracer.recording(),
            threads: Some(self.threads.snapshot()),
            ..Default::default()
        }
    }
}

/// The ELF files whose symbols name the run's functions: the bare-metal ELF, or the
/// kernel (if it is an ELF) and `vmlinux` beside it.
fn symbol_files(spec: &RecipeSpec) -> Vec<PathBuf> {
    crate::desc::MachineDesc::from_recipe(spec)
        .map(|d| d.symbol_files())
        .unwrap_or_default()
}

/// Finds the start of a window named by a call or an exception in the recorded
/// trace `trace` (see [`locate`]); user-space files are read under `root` (default:
/// [`locate::default_root`]).
pub fn locate_window(
    trace: &Path,
    target: &locate::Target,
    root: Option<&Path>,
) -> anyhow::Result<locate::Found> {
    let spec = load_recipe(trace)?;
    let own = trace.join(qtools::TRACE_ROOT_DIR);
    let root = match root {
        Some(r) => r.to_path_buf(),
        None if own.is_dir() => own,
        None => locate::default_root(spec.file("initrd").map(|f| f.path.as_path())),
    };
    locate::find(trace, target, &symbol_files(&spec), &root)
}

/// The names in the function graph of a window ending at `to`: the kernel's (the
/// kernel file if it is an ELF, else `vmlinux` beside it, else the trace's kallsyms)
/// or the bare-metal ELF's, and user space's from the files the threads map.
fn graph_names(trace: &Path, spec: &RecipeSpec, to: u64) -> anyhow::Result<fgraph::Names> {
    let elf = symbol_files(spec)
        .iter()
        .filter_map(|p| std::fs::read(p).ok())
        .find(|d| d.starts_with(b"\x7fELF"))
        .map(|d| fgraph::Symbols::from_elf(&d));
    let own = trace.join(qtools::TRACE_ROOT_DIR);
    let root = match own.is_dir() {
        true => own,
        false => locate::default_root(spec.file("initrd").map(|f| f.path.as_path())),
    };
    fgraph::Names::for_trace(trace, elf, &root, to)
}

/// Creates the window's outputs.
fn window_outputs(
    trace: &Path,
    w: &WindowSpec,
    spec: &RecipeSpec,
    threads: &Arc<pids::Threads>,
) -> anyhow::Result<Vec<Box<dyn window::Detail>>> {
    let create = |path: &Path| {
        std::fs::File::create(path)
            .map(|f| std::io::BufWriter::with_capacity(1 << 20, f))
            .map_err(|e| anyhow::anyhow!("cannot create {}: {e}", path.display()))
    };
    let mut outputs: Vec<Box<dyn window::Detail>> = Vec::new();
    if let Some(path) = &w.tarmac {
        let profile = crate::desc::MachineDesc::from_recipe(spec)?
            .cpu
            .model()
            .profile;
        outputs.push(Box::new(tarmac::Tarmac::new(create(path)?, profile)));
    }
    if let Some(path) = &w.memtrace {
        let thumb2 = crate::desc::MachineDesc::from_recipe(spec)?
            .cpu
            .model()
            .profile
            .thumb2();
        let m = memrefs::Memrefs::new(create(path)?, thumb2)
            .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?;
        outputs.push(Box::new(m));
    }
    if let Some(path) = &w.function_graph {
        let names = graph_names(trace, spec, w.to)?;
        let tick_hz = crate::desc::MachineDesc::from_recipe(spec)?.board.tick_hz();
        let g = fgraph::FunctionGraph::new(create(path)?, names, threads.clone(), tick_hz);
        outputs.push(Box::new(g));
    }
    Ok(outputs)
}

/// How far before the window the engine hands over to the interpreter: more than
/// any block's ticks, so that no instruction of the window runs on the engine.
const APPROACH_TICKS: u64 = 100_000;

/// Runs to the window on `engine`, then through it on the interpreter with the
/// outputs observing every instruction. Slices of `machine::run_sliced` end at the
/// same ticks as the recorded run's (input arrives there); in the slice holding
/// `w.from`, the engine runs on to [`APPROACH_TICKS`] before it and the interpreter
/// takes over there, at a block boundary; the outputs see what starts at `w.from`.
/// With `reach`, the run up to the start of that slice is not recorded and is
/// verified by its exceptions (no report when they differ from the recorded ones).
#[allow(
    clippy::too_many_arguments,
    reason = "the replay's parts, borrowed separately"
)]
fn run_window(
    trace: &Path,
    w: &WindowSpec,
    spec: &RecipeSpec,
    threads: &Arc<pids::Threads>,
    engine: &mut dyn arm::run::Engine,
    core: &mut arm::Core,
    max_ticks: u64,
    feed: &mut Feeder,
    mut reach: Option<&mut Reach>,
) -> anyhow::Result<(Stop, Option<WindowReport>)> {
    if w.from >= w.to {
        anyhow::bail!("the window --from {} --to {} is empty", w.from, w.to);
    }
    let outputs = window_outputs(trace, w, spec, threads)?;
    let start = Instant::now();
    let mut switched = core.ticks.saturating_add(machine::SLICE_TICKS) > w.from;
    let mut failed = None;
    if !switched {
        let stop = machine::run_sliced(engine, core, max_ticks, |core| {
            feed.feed(core);
            switched = core.ticks.saturating_add(machine::SLICE_TICKS) > w.from;
            if let Some(r) = reach.as_deref_mut() {
                match r.verify(core, &feed.threads) {
                    Ok(true) => {}
                    Ok(false) => return false,
                    Err(e) => {
                        failed = Some(e);
                        return false;
                    }
                }
            }
            feed.checkpoint(core) && !switched
        });
        if let Some(e) = failed {
            return Err(e);
        }
        if reach.as_ref().is_some_and(|r| r.diverged.is_some()) {
            return Ok((stop, None));
        }
        if !switched {
            anyhow::bail!(
                "the run ended ({stop:?}) at tick {} before the window at tick {}",
                core.ticks,
                w.from
            );
        }
    }
    // Within the slice, the engine goes on to just before the window (engines change
    // at any block boundary without the guest seeing it; input waits for the slice's
    // end, which the interpreter reaches below).
    let slice_end = core
        .ticks
        .saturating_add(machine::SLICE_TICKS)
        .min(max_ticks);
    let near = w.from.saturating_sub(APPROACH_TICKS);
    if near > core.ticks {
        match arm::run::run_engine(engine, core, near.min(slice_end)) {
            Stop::TickLimit => {}
            stop => anyhow::bail!(
                "the run ended ({stop:?}) at tick {} before the window at tick {}",
                core.ticks,
                w.from
            ),
        }
    }
    // Unrecorded up to here: recording starts where the interpreter takes over.
    if let Some(r) = reach {
        if !r.start_detail(engine, core, feed)? {
            return Ok((Stop::Request(arm::SystemRequest::Stop), None));
        }
    }
    let prefix_secs = start.elapsed().as_secs_f64();
    let detail_from = core.ticks;
    let shared = window::Window::new(w.from, w.to, outputs, threads.clone());
    core.observer = Some(arm::observe::Observer::new(Box::new(
        window::WindowObserver(shared.clone()),
    )));
    let mut interp = arm::run::Interpreter::new();
    let start = Instant::now();
    // The rest of the slice, then slices aligned with the recorded run's.
    let stop = match arm::run::run_engine(&mut interp, core, slice_end) {
        Stop::TickLimit if core.ticks < max_ticks => {
            feed.feed(core);
            machine::run_sliced(&mut interp, core, max_ticks, |core| {
                feed.feed(core);
                true
            })
        }
        stop => stop,
    };
    core.observer = None;
    let detail_secs = start.elapsed().as_secs_f64();
    let window = Rc::try_unwrap(shared)
        .map_err(|_| anyhow::anyhow!("the window's outputs are still in use"))?
        .into_inner();
    let instructions = window.instructions;
    let window_secs = window.started.map_or(0.0, |t| t.elapsed().as_secs_f64());
    let outputs = window.finish()?;
    Ok((
        stop,
        Some(WindowReport {
            outputs,
            instructions,
            prefix_secs,
            detail_from,
            detail_secs,
            window_secs,
        }),
    ))
}

//! Deterministic replay of a recorded run (`goldtrace replay TRACE`): the trace's
//! recipe gives the files booted (checked against their SHA-256), the options and the
//! console input with the tick at which the guest received it. The replay boots the
//! same machine, feeds the input at the same ticks, records a compact trace again into
//! a temporary directory and compares it with the recorded `events` chunk by chunk
//! (see [`compare`]).

pub mod compare;
pub mod recipe;

use std::path::{Path, PathBuf};

use arm::run::Stop;

use crate::boot::{self, LinuxBoot};
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
}

impl std::fmt::Debug for ReplayOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReplayOptions")
            .field("trace", &self.trace)
            .field("engine", &self.engine)
            .field("max_ticks", &self.max_ticks)
            .field("keep", &self.keep)
            .field("console", &self.console.is_some())
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
/// `tracer`.
pub fn make_machine(
    spec: &RecipeSpec,
    console: Box<dyn std::io::Write + Send>,
    tracer: Option<&Tracer>,
) -> anyhow::Result<arm::Core> {
    let mut core = machine::make_core(
        spec.memory,
        spec.clock,
        console,
        false,
        tracer.map(Tracer::device_handle),
    )?;
    core.tracer = tracer.map(Tracer::core_handle);
    if let Some(bios) = spec.file("bios") {
        let data = std::fs::read(&bios.path)
            .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", bios.path.display()))?;
        let entry = crate::elf::load_elf(&data, &mut core.ram)
            .map_err(|e| anyhow::anyhow!("{}: {e}", bios.path.display()))?;
        core.s
            .set_cpsr(crate::bios::RESET_CPSR | if entry & 1 != 0 { 0x20 } else { 0 });
        core.s.r[15] = entry & !1;
        return Ok(core);
    }
    let path = |key: &str| spec.file(key).map(|f| f.path.clone());
    let cfg = LinuxBoot {
        kernel: path("kernel").ok_or_else(|| anyhow::anyhow!("the recipe has no kernel"))?,
        dtb: path("dtb").ok_or_else(|| anyhow::anyhow!("the recipe has no dtb"))?,
        initrd: path("initrd"),
        cmdline: spec.append.clone().unwrap_or_default(),
    };
    boot::load_linux_seeded(&mut core.ram, &mut core.s, &cfg, spec.rng_seed)?;
    Ok(core)
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
    let engine_kind = opts.engine.unwrap_or(spec.engine);
    let (dir, _cleanup) = match &opts.keep {
        Some(d) => (d.clone(), TempTrace(None)),
        None => {
            let d = temp_dir();
            (d.clone(), TempTrace(Some(d)))
        }
    };
    let tracer = Tracer::create(&dir, opts.keep.is_some(), TraceFormat::Compact)?
        .with_recording(spec.tracing);
    let console = opts
        .console
        .unwrap_or_else(|| Box::new(std::io::sink()) as Box<dyn std::io::Write + Send>);
    let mut core = make_machine(&spec, console, Some(&tracer))?;
    let mut engine = machine::make_engine(engine_kind)?;
    let recorded_max = spec.max_ticks.unwrap_or(u64::MAX);
    let max_ticks = opts.max_ticks.map_or(recorded_max, |m| m.min(recorded_max));
    let stopped_early = max_ticks < recorded_max;
    let mut next_input = 0usize;
    let inputs = &spec.inputs;
    // The recorded run took input between slices of `machine::run_sliced`, at the tick
    // the slice ended: the same slices end at the same ticks here.
    let stop = machine::run_sliced(engine.as_mut(), &mut core, max_ticks, |core| {
        while let Some((tick, bytes)) = inputs.get(next_input) {
            if *tick > core.ticks {
                break;
            }
            core.bus.console_input(bytes);
            next_input += 1;
        }
        true
    });
    let ticks = core.ticks;
    core.flush_trace_events();
    core.tracer = None;
    drop(core);
    tracer.finish(ticks)?;
    let verdict = compare::compare(&opts.trace, &dir, stopped_early)?;
    Ok(ReplayReport {
        verdict,
        stop,
        ticks,
        engine: engine_kind,
        inputs_fed: next_input,
        inputs_recorded: inputs.len(),
    })
}

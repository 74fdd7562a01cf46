//! The emulator's trace events on the command line: the whole catalogue (every
//! crate's events, this crate's own below), `--trace-event` patterns and
//! `--trace-events` files, the back-end selection, and switching at run time: SIGHUP
//! re-reads the `--trace-events` file, applied between slices like the tracer's
//! SIGUSR1/SIGUSR2.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use goldtrace_events::log::LogBackend;
use goldtrace_events::simple::SimpleBackend;

goldtrace_events::events! {
    /// Bytes the guest wrote to the console (UART0), as text.
    fn console_output(len: u32, text: &str) = "%u bytes \"%s\"";
    /// Bytes typed on the host's console, on their way to UART0.
    fn console_input(len: u32) = "%u bytes";
    /// A slice of the run loop ended (console input and host signals are polled).
    fn run_slice(ticks: u64) = "tick %u";
    /// The trace's block recording was switched (guest request or host signal).
    fn trace_recording(on: u32) = "on %u";
}

/// Every crate's events, registered in a fixed order (the simple format's ids; the
/// `virt` board's devices, which declare their own, come last so that the ids of the
/// others stay what they were).
pub fn register_all() {
    goldtrace_events::register(&[
        devices::events::EVENTS,
        arm::events::EVENTS,
        jit::events::EVENTS,
        EVENTS,
        devices::gic::events::EVENTS,
        devices::virtio::events::EVENTS,
        devices::psci::events::EVENTS,
    ]);
}

/// Where enabled events go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BackendKind {
    /// One text line per event on stderr, or in --trace-event-file.
    Log,
    /// QEMU's simpletrace binary file (--trace-event-file, default trace-<pid>).
    Simple,
    /// Into the goldfish trace of --trace DIR (the simple format in DIR/emulator-events
    /// with DIR/trace-events): `qtools perfetto` shows them as instants.
    Trace,
}

/// The command line's event options.
#[derive(Clone, Debug, Default)]
pub struct EventOptions {
    /// `--trace-event` patterns, in order (`help` is handled before).
    pub patterns: Vec<String>,
    /// `--trace-events FILE`.
    pub events_file: Option<PathBuf>,
    pub backend: Option<BackendKind>,
    /// `--trace-event-file FILE`.
    pub output: Option<PathBuf>,
    /// `--trace DIR`, for the `trace` back-end.
    pub trace_dir: Option<PathBuf>,
}

/// The events of a run: reloads the events file on SIGHUP, finishes the back-end.
pub struct EventSession {
    events_file: Option<PathBuf>,
    reload: Arc<AtomicBool>,
    active: bool,
}

impl EventSession {
    /// Registers the catalogue, applies the patterns (CLI first, then the file) and
    /// installs the back-end when any event may be enabled.
    pub fn start(opts: &EventOptions) -> anyhow::Result<EventSession> {
        register_all();
        goldtrace_events::apply_patterns(&opts.patterns)?;
        if let Some(f) = &opts.events_file {
            goldtrace_events::apply_patterns(&goldtrace_events::read_patterns_file(f)?)?;
        }
        let active = !opts.patterns.is_empty() || opts.events_file.is_some();
        if active {
            install_backend(opts)?;
        }
        let reload = Arc::new(AtomicBool::new(false));
        if opts.events_file.is_some() {
            signal_hook::flag::register(signal_hook::consts::SIGHUP, Arc::clone(&reload))
                .map_err(|e| anyhow::anyhow!("cannot install the SIGHUP handler: {e}"))?;
        }
        Ok(EventSession {
            events_file: opts.events_file.clone(),
            reload,
            active,
        })
    }

    /// Between slices: re-applies the events file after a SIGHUP. A file that
    /// cannot be read or applied is reported and the events stay as they were.
    pub fn poll(&self, ticks: u64) {
        goldtrace_events::set_now(ticks);
        run_slice(ticks);
        if !self.reload.swap(false, Ordering::Relaxed) {
            return;
        }
        let Some(f) = &self.events_file else { return };
        let applied = goldtrace_events::read_patterns_file(f)
            .and_then(|p| goldtrace_events::apply_patterns(&p));
        match applied {
            Ok(()) => eprintln!("goldtrace: trace events re-read from {}", f.display()),
            Err(e) => eprintln!("goldtrace: SIGHUP: {e}"),
        }
    }

    /// Writes out what the back-end holds.
    pub fn finish(self) -> anyhow::Result<()> {
        if self.active {
            goldtrace_events::shutdown()
                .map_err(|e| anyhow::anyhow!("cannot write the trace events: {e}"))?;
        }
        Ok(())
    }
}

fn install_backend(opts: &EventOptions) -> anyhow::Result<()> {
    let output = opts.output.as_deref();
    let create = |p: &Path| {
        std::fs::File::create(p).map_err(|e| anyhow::anyhow!("cannot create {}: {e}", p.display()))
    };
    let simple = |path: &Path| -> anyhow::Result<()> {
        let f = create(path)?;
        let b = SimpleBackend::new(
            Box::new(std::io::BufWriter::with_capacity(1 << 20, f)),
            goldtrace_events::simple::DEFAULT_CAPACITY,
        )
        .map_err(|e| anyhow::anyhow!("cannot start the trace writer: {e}"))?;
        goldtrace_events::install(Arc::new(b));
        Ok(())
    };
    match opts.backend.unwrap_or(BackendKind::Log) {
        BackendKind::Log => {
            let out: Box<dyn std::io::Write + Send> = match output {
                Some(p) => Box::new(std::io::BufWriter::new(create(p)?)),
                None => Box::new(std::io::stderr()),
            };
            goldtrace_events::install(Arc::new(LogBackend::new(out)));
        }
        BackendKind::Simple => {
            let path = output
                .map(Path::to_path_buf)
                .unwrap_or_else(|| PathBuf::from(format!("trace-{}", std::process::id())));
            simple(&path)?;
        }
        BackendKind::Trace => {
            let Some(dir) = &opts.trace_dir else {
                anyhow::bail!("--trace-backend trace needs --trace DIR");
            };
            if output.is_some() {
                anyhow::bail!(
                    "--trace-backend trace writes into --trace DIR, not --trace-event-file"
                );
            }
            let decls = dir.join(goldtrace_events::read::TRACE_DIR_DECLS);
            std::fs::write(&decls, goldtrace_events::trace_events_file())
                .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", decls.display()))?;
            simple(&dir.join(goldtrace_events::read::TRACE_DIR_EVENTS))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::register_all;

    #[test]
    fn every_format_fits_its_arguments_and_names_are_unique() {
        register_all();
        let cat = goldtrace_events::catalogue();
        assert!(cat.len() >= 30, "{} events", cat.len());
        for ev in &cat {
            if let Err(e) = goldtrace_events::format::check(ev.format, ev.args) {
                panic!("{}: {e}", ev.name);
            }
            assert!(!ev.doc.trim().is_empty(), "{} has no description", ev.name);
        }
        let mut names: Vec<_> = cat.iter().map(|e| e.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), cat.len());
    }
}

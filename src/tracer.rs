//! The tracer: owns the trace directory (written with `tracefmt`), numbers blocks,
//! rebuilds instruction times from executed-block events, records exceptions and the
//! goldfish device's process events, and follows the recording switch (`--tracing`,
//! the guest's `ENABLE` register, SIGUSR1/SIGUSR2).
//!
//! One [`Tracer`] is shared by two thin handles: [`CoreTracer`] (an
//! `arm::trace::Tracer` for `Core::tracer`) and [`DeviceSink`] (the trace device's
//! `TraceEvents`, for `BoardConfig::trace`). The run loop polls [`Tracer::poll`] and
//! [`Tracer::take_toggle`] between slices; the end of the run calls
//! [`Tracer::finish`].

mod blocks;
mod device;
mod kallsyms;
mod signals;
mod state;
#[cfg(test)]
mod tests;

use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;

use arm::block::Block;
use tracefmt::compact::{CompactRecorder, RecorderOptions};
use tracefmt::record::{thread_cpu, AndroidRecorder};
use tracefmt::TraceWriter;

pub use blocks::{BlockNumbers, Numbered};
pub use device::DeviceSink;
pub use kallsyms::KALLSYMS_FILE;
use state::{Recorder, Shared};
pub use tracefmt::record::{BlockTable, InsnCost};

/// Which format `--trace` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum TraceFormat {
    /// The compact, chunked trace (`tracefmt::compact`).
    #[default]
    Compact,
    /// The Android emulator's qtrace v2 directory, written directly.
    Android,
}

/// A tracing session.
#[derive(Debug)]
pub struct Tracer {
    shared: Shared,
    dir: PathBuf,
    format: TraceFormat,
}

/// The tracer as the core sees it.
#[derive(Debug)]
pub struct CoreTracer {
    shared: Shared,
}

impl arm::trace::Tracer for CoreTracer {
    fn recording(&self) -> bool {
        self.shared.recording()
    }
    fn block_number(&mut self, block: &Block) -> u32 {
        self.shared.lock().block_number(block)
    }
    fn executed(&mut self, events: &[u64]) {
        self.shared.lock().executed(events);
    }
    fn executed_buffer(&mut self, buf: Box<[u64]>, len: usize) -> Box<[u64]> {
        self.shared.lock().executed_buffer(buf, len)
    }
    fn take_toggle(&mut self) -> bool {
        self.shared.ctl.toggled.swap(false, Ordering::Relaxed)
    }
}

/// What the finished trace holds, for the exit summary.
#[derive(Debug, Clone)]
pub struct TraceSummary {
    pub dir: PathBuf,
    pub header: tracefmt::Header,
    /// Executed blocks recorded.
    pub executions: u64,
    /// Ticks from the first to the last recorded block.
    pub cycles: u64,
    /// Wall-clock seconds spent recording.
    pub elapsed_secs: f64,
    /// CPU seconds each recording thread used, and the emulator's thread (which
    /// finished the trace), whole run.
    pub busy_secs: Vec<(String, f64)>,
    pub emulator_secs: f64,
    /// Size of all trace files, and of those holding the executions.
    pub bytes: u64,
    pub dynamic_bytes: u64,
    /// Executions dropped because they named no numbered block (an engine bug).
    pub unknown_blocks: u64,
}

fn rate(v: f64) -> String {
    if v >= 1e6 {
        format!("{:.1}M", v / 1e6)
    } else if v >= 1e3 {
        format!("{:.1}K", v / 1e3)
    } else {
        format!("{v:.0}")
    }
}

impl std::fmt::Display for TraceSummary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let per_sec = self.cycles as f64 / self.elapsed_secs.max(1e-6);
        writeln!(
            f,
            "Elapsed seconds: {:.3}, simulated cycles/sec: {}",
            self.elapsed_secs,
            rate(per_sec)
        )?;
        let per_block = self.dynamic_bytes as f64 / (self.executions.max(1)) as f64;
        let threads: Vec<String> = self
            .busy_secs
            .iter()
            .map(|(name, secs)| format!("{name} {secs:.2} s"))
            .collect();
        write!(
            f,
            "trace {}: {} bytes; {} static blocks, {} executed blocks, {} instructions; \
             executions {} bytes ({per_block:.3} bytes per executed block); \
             recording threads used {} of CPU, the emulator's thread {:.2} s",
            self.dir.display(),
            self.bytes,
            self.header.num_static_bb.saturating_sub(1),
            self.executions,
            self.header.num_dynamic_insn,
            self.dynamic_bytes,
            threads.join(", "),
            self.emulator_secs
        )?;
        if self.unknown_blocks != 0 {
            write!(
                f,
                "; {} executions of unnumbered blocks dropped",
                self.unknown_blocks
            )?;
        }
        Ok(())
    }
}

impl Tracer {
    /// Creates the trace directory `dir` in `format`. An existing trace there is
    /// refused unless `force`. Recording starts on (see [`Tracer::set_recording`]).
    pub fn create(dir: &Path, force: bool, format: TraceFormat) -> anyhow::Result<Tracer> {
        Self::create_with_tokens(dir, force, format, tracefmt::compact::frame::TOKENS_ALT)
    }

    /// As [`Tracer::create`], a compact trace's events written in token revision `tokens`:
    /// a replay records in the revision of the trace it verifies, whose chunk cuts depend
    /// on the encoded bytes.
    pub fn create_with_tokens(
        dir: &Path,
        force: bool,
        format: TraceFormat,
        tokens: u16,
    ) -> anyhow::Result<Tracer> {
        let exists = |p: &Path| {
            anyhow::anyhow!(
                "{}: a trace already exists there (use --force to overwrite it)",
                p.display()
            )
        };
        let recorder = match format {
            TraceFormat::Compact => {
                if !force && tracefmt::compact::recorder::trace_exists(dir) {
                    return Err(exists(dir));
                }
                let r = CompactRecorder::create_with_tokens(
                    dir,
                    force,
                    RecorderOptions::default(),
                    tokens,
                )
                .map_err(|e| anyhow::anyhow!("cannot create the trace: {e}"))?;
                Recorder::Compact(r)
            }
            TraceFormat::Android => {
                if !force && tracefmt::compact::recorder::trace_exists(dir) {
                    return Err(exists(dir));
                }
                let writer = TraceWriter::create(dir, force).map_err(|e| match e {
                    tracefmt::Error::AlreadyExists(p) => exists(&p),
                    e => anyhow::anyhow!("cannot create the trace: {e}"),
                })?;
                for stale in [
                    tracefmt::compact::BLOCKS_FILE,
                    tracefmt::compact::EVENTS_FILE,
                    tracefmt::compact::SUMMARY_FILE,
                ] {
                    let _ = std::fs::remove_file(dir.join(stale));
                }
                let r = AndroidRecorder::spawn(writer)
                    .map_err(|e| anyhow::anyhow!("cannot start the recording thread: {e}"))?;
                Recorder::Android(r)
            }
        };
        kallsyms::KallsymsFile::remove_stale(dir);
        let shared = Shared::new(recorder, true);
        Ok(Tracer {
            shared,
            dir: dir.to_path_buf(),
            format,
        })
    }

    /// The trace directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Sets the initial recording state (`--tracing on|off`) quietly: no toggle.
    pub fn with_recording(self, on: bool) -> Tracer {
        self.shared.set_initial(on);
        self
    }

    /// Records blocks only from the exec of the program at guest path `path` to its
    /// exit (the trace device reports both): recording starts off.
    pub fn only_program(self, path: &str) -> Tracer {
        *self
            .shared
            .program
            .lock()
            .unwrap_or_else(|e| e.into_inner()) = Some(device::ProgramWindow::new(path));
        self.with_recording(false)
    }

    /// Turns block recording on or off quietly (no announcement), as a replay does
    /// around the prefix it runs without recording; the run loop follows it (see
    /// `arm::run::apply_trace_toggle`).
    pub fn set_recording_quietly(&self, on: bool) {
        self.shared.set_initial(on);
    }

    /// The handle for `Core::tracer`.
    pub fn core_handle(&self) -> Box<dyn arm::trace::Tracer> {
        Box::new(CoreTracer {
            shared: self.shared.clone(),
        })
    }

    /// The handle for `BoardConfig::trace` (the goldfish trace device).
    pub fn device_handle(&self) -> Box<dyn devices::goldfish_trace::TraceEvents + Send> {
        Box::new(DeviceSink {
            shared: self.shared.clone(),
            kallsyms: std::sync::Arc::new(std::sync::Mutex::new(kallsyms::KallsymsFile::new(
                &self.dir,
            ))),
        })
    }

    /// Whether executed blocks are recorded now.
    pub fn recording(&self) -> bool {
        self.shared.recording()
    }

    /// Turns block recording on or off (`--tracing`, or the host's request).
    pub fn set_recording(&self, on: bool) {
        crate::events::trace_recording(u32::from(on));
        self.shared.set_recording(on);
    }

    /// Whether recording changed since the last call: the engines must then drop
    /// their translated blocks (`engine.flush(core)`), since recording is compiled in.
    pub fn take_toggle(&self) -> bool {
        self.shared.ctl.toggled.swap(false, Ordering::Relaxed)
    }

    /// Installs the SIGUSR1/SIGUSR2 (start/stop recording) and SIGINT/SIGTERM (finish
    /// the trace and exit) handlers.
    pub fn install_signal_handlers(&self) -> std::io::Result<()> {
        signals::install(&self.shared.ctl.host_request, &self.shared.ctl.terminate)
    }

    /// Applies pending host signals; `false` when the run must end (SIGINT/SIGTERM).
    pub fn poll(&self) -> bool {
        self.shared.lock().ship_if_stale();
        match self.shared.ctl.host_request.swap(0, Ordering::Relaxed) {
            signals::START => self.set_recording(true),
            signals::STOP => self.set_recording(false),
            _ => {}
        }
        !self.shared.ctl.terminate.load(Ordering::Relaxed)
    }

    /// Ends the trace at tick `final_ticks`: writes what is pending, the closing
    /// records and the header. Call `core.flush_trace_events()` first so that the
    /// core's buffered executions are in.
    pub fn finish(self, final_ticks: u64) -> anyhow::Result<TraceSummary> {
        let emulator = thread_cpu(std::time::Duration::ZERO);
        // A program's window ends the block record at its exit (else the profile would
        // give the rest of the run to the last block recorded).
        let final_ticks = match &*self
            .shared
            .program
            .lock()
            .unwrap_or_else(|e| e.into_inner())
        {
            Some(w) => w.ended_at.map_or(final_ticks, |t| t.min(final_ticks)),
            None => final_ticks,
        };
        let mut st = self.shared.lock();
        let dir = self.dir.clone();
        let done = st
            .finish(final_ticks)
            .map_err(|e| anyhow::anyhow!("{}: the trace is incomplete: {e}", dir.display()))?;
        let size = |name: &str| std::fs::metadata(dir.join(name)).map_or(0, |m| m.len());
        let (bytes, dynamic_bytes) = match self.format {
            TraceFormat::Compact => (
                size(tracefmt::compact::BLOCKS_FILE)
                    + size(tracefmt::compact::EVENTS_FILE)
                    + size(tracefmt::compact::SUMMARY_FILE),
                size(tracefmt::compact::EVENTS_FILE) + size(tracefmt::compact::SUMMARY_FILE),
            ),
            TraceFormat::Android => (
                tracefmt::FILE_NAMES.iter().map(|n| size(n)).sum(),
                size("qtrace.bb") + size("qtrace.insn"),
            ),
        };
        Ok(TraceSummary {
            header: done.header,
            executions: done.executions,
            cycles: done.last_time.saturating_sub(done.first_time.unwrap_or(0)),
            elapsed_secs: st.elapsed.as_secs_f64(),
            busy_secs: done
                .busy
                .iter()
                .map(|(n, d)| (n.clone(), d.as_secs_f64()))
                .collect(),
            emulator_secs: emulator.as_secs_f64(),
            bytes,
            dynamic_bytes,
            unknown_blocks: done.unknown_blocks,
            dir,
        })
    }
}

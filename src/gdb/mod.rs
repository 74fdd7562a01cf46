//! A GDB remote stub (`--gdb tcp::PORT`, `-s`, `-S`, as QEMU spells them): gdb
//! connects with `target remote`, and reads and writes registers and memory, sets
//! breakpoints and watchpoints, steps, continues, interrupts, detaches, kills, and
//! goes back in time (`reverse-stepi`, `reverse-continue`, by re-running the
//! deterministic machine from the start, or with `--checkpoint-every` from the
//! nearest checkpoint before the target).
//!
//! - [`packet`]: framing, checksums, acks, the interrupt byte (a reader thread);
//! - [`commands`]: the packet dispatcher (registers, memory, breakpoints, queries);
//! - [`target`]: the ARM target description and register numbering;
//! - [`engine`]: the run control, an engine wrapping the JIT;
//! - [`watch`]: the data accesses of an instruction, for watchpoints;
//! - [`console`]: the console of re-executed runs.

pub mod commands;
pub mod console;
pub mod engine;
pub mod packet;
pub mod target;
pub mod watch;

use std::net::TcpListener;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use arm::run::{Engine, Stop};
use arm::{Core, SystemRequest};

use engine::{DebugEngine, Outcome};
use packet::Conn;

/// Where the stub listens and whether the guest waits for the debugger.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GdbOptions {
    /// Host to bind (`127.0.0.1` when the spec names none).
    pub host: String,
    /// TCP port (0: any free port, printed on stderr).
    pub port: u16,
    /// `-S`: wait for the debugger before the first instruction.
    pub wait: bool,
}

/// Parses QEMU's device spec: `tcp::PORT`, `tcp:HOST:PORT`, or a bare port.
pub fn parse_spec(spec: &str) -> Result<(String, u16), String> {
    let bad = || format!("--gdb {spec:?}: expected tcp::PORT or tcp:HOST:PORT");
    let (host, port) = match spec.strip_prefix("tcp:") {
        Some(rest) => rest.rsplit_once(':').ok_or_else(bad)?,
        None if !spec.is_empty() && spec.bytes().all(|b| b.is_ascii_digit()) => ("", spec),
        None => return Err(bad()),
    };
    let port = port.parse::<u16>().map_err(|_| bad())?;
    let host = if host.is_empty() { "127.0.0.1" } else { host };
    Ok((host.to_string(), port))
}

/// A machine builder for going back in time: a fresh `Core` booted exactly like the
/// first one.
pub type Rebuild<'a> = &'a mut dyn FnMut() -> anyhow::Result<Core>;

/// How the debugger goes back in time.
#[derive(Default)]
pub struct History<'a> {
    /// Rebuilds the machine to re-run it from the start.
    pub rebuild: Option<Rebuild<'a>>,
    /// Takes a checkpoint every this many ticks (at the end of a run slice) and
    /// goes back from the nearest one before the target instead of from the start.
    pub checkpoint_every: Option<u64>,
    /// Bounds the checkpoints' RAM pages to this many bytes (see
    /// [`crate::checkpoint::Checkpoints::with_memory_limit`]); going back past the
    /// oldest one kept re-runs from the start.
    pub checkpoint_memory: Option<usize>,
    /// The console's count of bytes written (a checkpoint puts it back, so that
    /// [`console::OnceConsole`] shows each byte once).
    pub console_written: Option<Arc<AtomicU64>>,
}

impl History<'_> {
    fn can_reverse(&self) -> bool {
        self.rebuild.is_some() || self.checkpoint_every.is_some()
    }

    fn position(&self) -> crate::checkpoint::RunPosition {
        crate::checkpoint::RunPosition {
            console_written: self
                .console_written
                .as_ref()
                .map_or(0, |w| w.load(Ordering::Relaxed)),
            ..Default::default()
        }
    }
}

/// Runs `core` like `machine::run_sliced` with the stub listening. With a way back
/// in `history` the debugger can go back in time. Returns how the run ended and the
/// wrapped engine (for its statistics).
pub fn run(
    opts: &GdbOptions,
    jit: Box<dyn Engine>,
    core: &mut Core,
    mut history: History,
    max_ticks: u64,
    between: &mut dyn FnMut(&mut Core) -> bool,
) -> anyhow::Result<(Stop, Box<dyn Engine>)> {
    let listener = TcpListener::bind((opts.host.as_str(), opts.port))
        .map_err(|e| anyhow::anyhow!("--gdb: cannot listen on {}:{}: {e}", opts.host, opts.port))?;
    let local = listener.local_addr()?;
    eprintln!(
        "goldtrace: gdb stub listening on {local}{}",
        if opts.wait {
            " (waiting for the debugger)"
        } else {
            ""
        }
    );
    let attention = Arc::new(AtomicBool::new(false));
    let incoming: Arc<Mutex<Option<Conn>>> = Arc::new(Mutex::new(None));
    {
        let (attention, incoming) = (attention.clone(), incoming.clone());
        std::thread::Builder::new()
            .name("gdb-accept".into())
            .spawn(move || {
                for stream in listener.incoming().flatten() {
                    if let Ok(c) = Conn::new(stream, attention.clone()) {
                        *incoming.lock().unwrap_or_else(|e| e.into_inner()) = Some(c);
                        attention.store(true, Ordering::Release);
                    }
                }
            })?;
    }
    if opts.wait {
        while incoming.lock().unwrap_or_else(|e| e.into_inner()).is_none() {
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }
    let mut dbg = DebugEngine::new(jit, attention, incoming, history.can_reverse());
    let mut checkpoints = history.checkpoint_every.map(|every| {
        crate::checkpoint::Checkpoints::new(every)
            .with_memory_limit(history.checkpoint_memory.unwrap_or(usize::MAX))
    });
    if let Some(c) = checkpoints.as_mut() {
        c.take(core, history.position())?;
    }
    let mut failed = None;
    loop {
        let stop = crate::machine::run_sliced(&mut dbg, core, max_ticks, |c| {
            // After the input of this slice end is in the UART: a restore must
            // bring it back.
            let go_on = between(c);
            if let Some(cps) = checkpoints.as_mut() {
                if let Err(e) = cps.maybe_take(c, || history.position()) {
                    failed = Some(e);
                    return false;
                }
            }
            go_on
        });
        if let Some(e) = failed.take() {
            return Err(e);
        }
        match dbg.outcome.take() {
            Some(Outcome::Restart) => {
                let from = dbg.restart_tick();
                match checkpoints.as_ref().and_then(|c| c.at_or_before(from)) {
                    Some(cp) => {
                        cp.restore_into(core, &mut dbg)?;
                        if let Some(w) = &history.console_written {
                            w.store(cp.position.console_written, Ordering::Relaxed);
                        }
                    }
                    None => {
                        // Before the oldest checkpoint kept (they thin out over the
                        // memory bound): from the start.
                        let Some(rb) = history.rebuild.as_mut() else {
                            anyhow::bail!("gdb: going back needs a machine that can be rebuilt");
                        };
                        *core = rb()?;
                    }
                }
                dbg.restarted(core);
            }
            Some(Outcome::Kill) => {
                report(checkpoints.as_ref());
                return Ok((Stop::Request(SystemRequest::Stop), dbg.into_inner()));
            }
            None => {
                report(checkpoints.as_ref());
                let code = match stop {
                    Stop::Request(_) | Stop::Halted => 0,
                    Stop::TickLimit | Stop::Diverged => 1,
                };
                dbg.finished(code);
                return Ok((stop, dbg.into_inner()));
            }
        }
    }
}

/// One line on stderr about the checkpoints taken.
fn report(checkpoints: Option<&crate::checkpoint::Checkpoints>) {
    if let Some(c) = checkpoints {
        let n = c.list().len();
        eprintln!(
            "goldtrace: gdb: {n} checkpoints (every {} ticks), {:.1} MiB of RAM pages in all ({:.2} MiB each on average), {:.1} ms each to take, {} dropped over the memory bound",
            c.every(),
            c.ram_bytes as f64 / (1 << 20) as f64,
            c.ram_bytes as f64 / (1 << 20) as f64 / n.max(1) as f64,
            c.secs * 1e3 / c.taken.max(1) as f64,
            c.dropped
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_as_qemu_spells_them() {
        assert_eq!(parse_spec("tcp::1234"), Ok(("127.0.0.1".into(), 1234)));
        assert_eq!(parse_spec("tcp:0.0.0.0:99"), Ok(("0.0.0.0".into(), 99)));
        assert_eq!(parse_spec("4321"), Ok(("127.0.0.1".into(), 4321)));
        assert!(parse_spec("tcp::x").is_err());
        assert!(parse_spec("tcp:1234").is_err());
        assert!(parse_spec("udp::1").is_err());
    }
}

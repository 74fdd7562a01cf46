//! The machine: a `Core` on the Versatile PB board, set up for a Linux guest or a
//! bare-metal ELF, run by the chosen engine.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use arm::run::{self, Engine, Stop};
use arm::{Core, Ram};
use devices::{Board, BoardConfig, Clock};

/// Which engine runs the guest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum EngineKind {
    /// The dynamic binary translator (the default).
    Jit,
    /// The interpreter (the reference).
    Interp,
    /// Both, compared after every block.
    Lockstep,
}

/// How device time relates to CPU ticks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ClockKind {
    /// Timers count CPU ticks at the nominal frequency: runs are deterministic.
    Virtual,
    /// Timers follow the host's wall clock (interactive use).
    Host,
}

/// Builds the engine of `kind`.
pub fn make_engine(kind: EngineKind) -> std::io::Result<Box<dyn Engine>> {
    Ok(match kind {
        EngineKind::Interp => Box::new(run::Interpreter::new()),
        EngineKind::Jit => Box::new(jit::Jit::new()?),
        EngineKind::Lockstep => Box::new(crate::lockstep::Lockstep::new()?),
    })
}

/// A console sink that passes the guest's output on and notices a kernel panic.
pub struct Console<W: Write + Send> {
    out: W,
    tail: Vec<u8>,
    panicked: Arc<AtomicBool>,
}

const PANIC_MARK: &[u8] = b"Kernel panic - not syncing";

impl<W: Write + Send> Console<W> {
    pub fn new(out: W, panicked: Arc<AtomicBool>) -> Console<W> {
        Console {
            out,
            tail: Vec::new(),
            panicked,
        }
    }
}

impl<W: Write + Send> Write for Console<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.tail.extend_from_slice(buf);
        if self.tail.windows(PANIC_MARK.len()).any(|w| w == PANIC_MARK) {
            self.panicked.store(true, Ordering::Relaxed);
        }
        let keep = self.tail.len().saturating_sub(PANIC_MARK.len());
        self.tail.drain(..keep);
        self.out.write_all(buf)?;
        if buf.contains(&b'\n') {
            self.out.flush()?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

/// Creates a core with `memory_mib` MiB of RAM on the Versatile PB board; with
/// `trace` the board has the goldfish trace device, reporting to it.
pub fn make_core(
    memory_mib: u32,
    clock: ClockKind,
    console: Box<dyn Write + Send>,
    guest_errors: bool,
    trace: Option<Box<dyn devices::goldfish_trace::TraceEvents + Send>>,
) -> std::io::Result<Core> {
    let ram = Ram::new(memory_mib << 20)?;
    let board = Board::new(BoardConfig {
        console: Some(console),
        clock: match clock {
            ClockKind::Virtual => Clock::Virtual,
            ClockKind::Host => Clock::host(),
        },
        guest_errors,
        trace,
        ..BoardConfig::default()
    });
    Ok(Core::new(ram, Box::new(board)))
}

/// Runs `core` with `engine` in slices, calling `between` after each slice (to feed
/// console input, look at signals); stops at `max_ticks`, a request or a halt.
pub fn run_sliced(
    engine: &mut dyn Engine,
    core: &mut Core,
    max_ticks: u64,
    mut between: impl FnMut(&mut Core) -> bool,
) -> Stop {
    const SLICE: u64 = 20_000_000;
    loop {
        let until = core.ticks.saturating_add(SLICE).min(max_ticks);
        match run::run_engine(engine, core, until) {
            Stop::TickLimit if core.ticks < max_ticks => {
                if !between(core) {
                    return Stop::Request(arm::SystemRequest::Stop);
                }
            }
            stop => return stop,
        }
    }
}

/// When stdin is a terminal, a thread that forwards what the user types to the guest's
/// console (line by line: the terminal stays in its normal mode). `None` otherwise, so
/// that a run without input (CI, pipes) never waits on stdin.
pub fn console_input() -> Option<std::sync::mpsc::Receiver<Vec<u8>>> {
    use std::io::{IsTerminal, Read};
    if !std::io::stdin().is_terminal() {
        return None;
    }
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut buf = [0u8; 256];
        let mut stdin = std::io::stdin();
        while let Ok(n) = stdin.read(&mut buf) {
            if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    Some(rx)
}

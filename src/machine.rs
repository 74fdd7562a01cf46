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

impl ClockKind {
    /// The devices' clock for this kind.
    pub fn device_clock(self) -> devices::Clock {
        match self {
            ClockKind::Virtual => devices::Clock::Virtual,
            ClockKind::Host => devices::Clock::host(),
        }
    }
}

/// Builds the engine of `kind`.
pub fn make_engine(kind: EngineKind) -> std::io::Result<Box<dyn Engine>> {
    make_engine_observed(kind, Vec::new())
}

/// Builds the engine of `kind`; a JIT gets the given translation observers.
pub fn make_engine_observed(
    kind: EngineKind,
    hooks: Vec<jit::TranslateHook>,
) -> std::io::Result<Box<dyn Engine>> {
    Ok(match kind {
        EngineKind::Interp => Box::new(run::Interpreter::new()),
        EngineKind::Jit => {
            let mut j = jit::Jit::new()?;
            for h in hooks {
                j.on_translate(h);
            }
            Box::new(j)
        }
        EngineKind::Lockstep => Box::new(crate::lockstep::Lockstep::new()?),
    })
}

/// `--perf-map`: names every translated block in `/tmp/perf-<pid>.map`, the file `perf`
/// reads for JIT code (`START SIZE NAME`, hex), as `guest:<address>:<arm|thumb>`. The
/// file is appended to, so that [`perf_map_symbols`] can add the engine's own code.
pub fn perf_map_hook() -> std::io::Result<(jit::TranslateHook, std::path::PathBuf)> {
    let path = std::path::PathBuf::from(format!("/tmp/perf-{}.map", std::process::id()));
    std::fs::File::create(&path)?;
    let file = std::fs::OpenOptions::new().append(true).open(&path)?;
    let mut out = std::io::BufWriter::new(file);
    let hook: jit::TranslateHook = Box::new(move |blocks, addr, code| {
        // A translation of several blocks is named by its entry.
        let block = blocks[0];
        let state = if block.thumb { "thumb" } else { "arm" };
        let _ = writeln!(
            out,
            "{addr:x} {:x} guest:{:08x}:{state}",
            code.len(),
            block.pc
        );
    });
    Ok((hook, path))
}

/// `--perf-map`: adds the engine's named code outside translations (`Engine::
/// code_symbols`: the JIT's shared stubs) to the map at `path`.
pub fn perf_map_symbols(path: &std::path::Path, engine: &dyn Engine) -> std::io::Result<()> {
    let mut out = std::fs::OpenOptions::new().append(true).open(path)?;
    let mut text = String::new();
    for (addr, size, name) in engine.code_symbols() {
        text.push_str(&format!("{addr:x} {size:x} {name}\n"));
    }
    out.write_all(text.as_bytes())
}

/// `--dump-blocks`: prints every translated block's guest and host disassembly on
/// stderr.
pub fn dump_hook() -> jit::TranslateHook {
    Box::new(|blocks, addr, code| eprint!("{}", dump_text(blocks, addr, code)))
}

/// What `--dump-blocks` prints for one translation: a header naming its entry block, the
/// guest instructions of every block it holds, the host code.
fn dump_text(blocks: &[&arm::block::Block], addr: usize, code: &[u8]) -> String {
    let block = blocks[0];
    let insns: usize = blocks.iter().map(|b| b.insns.len()).sum();
    let mut text = format!(
        "block {:08x} ({}, {insns} instructions) -> host {addr:#x}, {} bytes\n",
        block.pc,
        if block.thumb { "Thumb" } else { "ARM" },
        code.len()
    );
    // The blocks translated inline after the first one (`jit::translate::translate_fused`)
    // follow it, each under its own address.
    for (n, b) in blocks.iter().enumerate() {
        if n > 0 {
            text.push_str(&format!("  then block {:08x}\n", b.pc));
        }
        let words: Vec<(u32, u32)> = b.insns.iter().map(|i| (i.addr, i.raw)).collect();
        let armv7 = b.profile != isa::Profile::ARMV5TE;
        for l in crate::disasm::guest_lines(&words, b.thumb, armv7) {
            text.push_str(&format!("  {l}\n"));
        }
    }
    for l in crate::disasm::host(code) {
        text.push_str(&format!("    {l}\n"));
    }
    text
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
        if crate::events::event_desc::console_output.enabled() {
            crate::events::console_output(buf.len() as u32, &String::from_utf8_lossy(buf));
        }
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

pub use devices::pl011::CapturedConsole;

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

/// The length of a slice of [`run_sliced`] in ticks: console input reaches the guest
/// at slice ends (a replay must end its slices where the recorded run did).
pub const SLICE_TICKS: u64 = 20_000_000;

/// Runs `core` with `engine` in slices, calling `between` after each slice (to feed
/// console input, look at signals); stops at `max_ticks`, a request or a halt.
pub fn run_sliced(
    engine: &mut dyn Engine,
    core: &mut Core,
    max_ticks: u64,
    mut between: impl FnMut(&mut Core) -> bool,
) -> Stop {
    loop {
        let until = core.ticks.saturating_add(SLICE_TICKS).min(max_ticks);
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

/// Console input from an interactive terminal.
pub enum Input {
    Bytes(Vec<u8>),
    /// The user typed the escape sequence (Ctrl-A x) to leave the emulator.
    Quit,
}

/// The terminal in raw mode for as long as this lives (restored on drop, also when
/// the emulator unwinds).
pub struct RawTerminal;

impl Drop for RawTerminal {
    fn drop(&mut self) {
        let _ = crossterm::terminal::disable_raw_mode();
    }
}

/// When stdin is a terminal: puts it in raw mode (so keys, Ctrl-C included, reach the
/// guest's shell as typed) and starts a thread that forwards what the user types.
/// Ctrl-A x leaves the emulator, as in QEMU; Ctrl-A Ctrl-A sends one Ctrl-A. `None`
/// otherwise, so that a run without a terminal (CI, pipes) never reads stdin.
pub fn console_input() -> Option<(std::sync::mpsc::Receiver<Input>, RawTerminal)> {
    use std::io::{IsTerminal, Read};
    if !std::io::stdin().is_terminal() || crossterm::terminal::enable_raw_mode().is_err() {
        return None;
    }
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut buf = [0u8; 256];
        let mut stdin = std::io::stdin();
        let mut escape = false;
        while let Ok(n) = stdin.read(&mut buf) {
            if n == 0 {
                break;
            }
            let mut out = Vec::with_capacity(n);
            for &b in &buf[..n] {
                match (escape, b) {
                    (false, 0x01) => escape = true,
                    (true, b'x' | b'X') => {
                        let _ = tx.send(Input::Quit);
                        return;
                    }
                    (true, _) => {
                        escape = false;
                        out.push(b);
                    }
                    (false, _) => out.push(b),
                }
            }
            if !out.is_empty() && tx.send(Input::Bytes(out)).is_err() {
                break;
            }
        }
    });
    Some((rx, RawTerminal))
}

/// A program's standard input when goldtrace's is not a terminal (a pipe, a file): a
/// thread forwards what it reads. At its end the thread sends Ctrl-D, twice after a
/// partial line, which a guest reading its console in canonical mode takes as the
/// end of its input.
pub fn piped_input() -> std::sync::mpsc::Receiver<Input> {
    use std::io::Read;
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        let mut stdin = std::io::stdin();
        let mut last = b'\n';
        loop {
            match stdin.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    last = buf[n - 1];
                    if tx.send(Input::Bytes(buf[..n].to_vec())).is_err() {
                        return;
                    }
                }
            }
        }
        let eof = if last == b'\n' {
            &b"\x04"[..]
        } else {
            b"\x04\x04"
        };
        let _ = tx.send(Input::Bytes(eof.to_vec()));
    });
    rx
}

#[cfg(test)]
mod tests {
    use arm::block::{discover_on, Profile};

    use super::dump_text;

    /// The Thumb block of halfwords `hws` at `pc` on ARMv7-A, in IT state `it`.
    fn thumb_block(pc: u32, hws: &[u16], it: u8) -> arm::block::Block {
        discover_on(Profile::ARMV7A, pc, true, it, &mut |a| {
            hws.get((a as usize).wrapping_sub(pc as usize) / 2)
                .map(|&h| u32::from(h))
        })
    }

    #[test]
    fn a_fused_translation_dumps_every_block_it_holds() {
        // ldrb.w r4, [r1], #1; muls r4, r5; cmp r0, r1; it cs | cmpcs r2, r3 (bc's loop).
        let a = thumb_block(0x8000, &[0xf811, 0x4b01, 0x436c, 0x4288, 0xbf28], 0);
        let b = thumb_block(0x800a, &[0x429a], 0x28);
        let text = dump_text(&[&a, &b], 0x1000, &[0xc3]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "block 00008000 (Thumb, 5 instructions) -> host 0x1000, 1 bytes"
        );
        let then = lines.iter().position(|l| *l == "  then block 0000800a");
        let then = then.unwrap_or_else(|| panic!("no second block in\n{text}"));
        // The first block's four instructions before it, the second's after it.
        assert_eq!(then, 5, "{text}");
        assert!(!text.contains("udf"), "{text}");
        assert!(lines[then + 1].contains("cmp"), "{text}");
        // As the Cortex-A15 reads them: one line for the 32-bit LDRB.W, the IT as an IT.
        assert!(
            lines[1].contains("f811 4b01") && lines[1].contains("ldrb"),
            "{text}"
        );
        assert!(lines[4].contains("it"), "{text}");
        assert!(lines.last().unwrap().contains("ret"), "{text}");
    }
}

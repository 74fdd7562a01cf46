//! The `log` back-end: one line per event, as QEMU's `log` back-end prints them,
//! stamped with the device time instead of the host's:
//! `TICKS@NSns:name formatted-arguments`, e.g.
//! `1234567@6172835ns:pl011_write UARTDR (0x000) <- 0x41`.

use std::io::Write;
use std::sync::Mutex;

use crate::{format, Backend, Event, Value};

/// Writes event lines to a stream (stderr or a file).
pub struct LogBackend {
    out: Mutex<Box<dyn Write + Send>>,
}

impl std::fmt::Debug for LogBackend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LogBackend")
    }
}

impl LogBackend {
    /// Lines go to `out`; wrap a file in a `BufWriter`, [`Backend::finish`]
    /// flushes it.
    pub fn new(out: Box<dyn Write + Send>) -> LogBackend {
        LogBackend {
            out: Mutex::new(out),
        }
    }
}

/// One event line, without the newline.
pub fn line(event: &Event, ticks: u64, args: &[Value<'_>]) -> String {
    format!(
        "{ticks}@{}ns:{} {}",
        ticks.saturating_mul(crate::ns_per_tick()),
        event.name,
        format::render(event.format, args)
    )
}

impl Backend for LogBackend {
    fn record(&self, event: &'static Event, ticks: u64, args: &[Value<'_>]) {
        let mut text = line(event, ticks, args);
        text.push('\n');
        let mut out = self.out.lock().unwrap_or_else(|e| e.into_inner());
        // A closed stderr or a full disk must not stop the emulator.
        let _ = out.write_all(text.as_bytes());
    }

    fn finish(&self) -> std::io::Result<()> {
        self.out.lock().unwrap_or_else(|e| e.into_inner()).flush()
    }
}

//! The console of a debugged run: going back in time re-runs the machine from the
//! start, and the guest writes its output again; each byte reaches the terminal
//! once.

use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// A console that drops the bytes an earlier run of the same machine already showed.
pub struct OnceConsole {
    inner: Box<dyn Write + Send>,
    /// Bytes this run wrote (a checkpoint's restore sets it back).
    written: Arc<AtomicU64>,
    /// Bytes shown, over all runs.
    shown: Arc<AtomicU64>,
}

impl OnceConsole {
    /// A console for one run; every run of the machine shares `shown`.
    pub fn new(inner: Box<dyn Write + Send>, shown: Arc<AtomicU64>) -> OnceConsole {
        OnceConsole::tracking(inner, shown, Arc::new(AtomicU64::new(0)))
    }

    /// A console whose count of bytes written is `written` (set to 0 here): going
    /// back to a checkpoint sets it to the checkpoint's position.
    pub fn tracking(
        inner: Box<dyn Write + Send>,
        shown: Arc<AtomicU64>,
        written: Arc<AtomicU64>,
    ) -> OnceConsole {
        written.store(0, Ordering::Relaxed);
        OnceConsole {
            inner,
            written,
            shown,
        }
    }
}

impl Write for OnceConsole {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let start = self.written.fetch_add(buf.len() as u64, Ordering::Relaxed);
        let end = start + buf.len() as u64;
        let shown = self.shown.load(Ordering::Relaxed);
        if end > shown {
            let skip = shown.saturating_sub(start) as usize;
            self.inner.write_all(&buf[skip..])?;
            self.shown.store(end, Ordering::Relaxed);
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::CapturedConsole;

    #[test]
    fn a_second_run_shows_only_what_is_new() {
        let out = CapturedConsole::default();
        let shown = Arc::new(AtomicU64::new(0));
        let mut first = OnceConsole::new(Box::new(out.clone()), shown.clone());
        first.write_all(b"hello ").unwrap();
        first.write_all(b"wor").unwrap();
        let mut second = OnceConsole::new(Box::new(out.clone()), shown.clone());
        second.write_all(b"hel").unwrap();
        second.write_all(b"lo world").unwrap();
        second.write_all(b"!").unwrap();
        assert_eq!(out.contents(), b"hello world!");
    }

    #[test]
    fn going_back_to_a_position_shows_only_what_is_new() {
        let out = CapturedConsole::default();
        let shown = Arc::new(AtomicU64::new(0));
        let written = Arc::new(AtomicU64::new(7));
        let mut c = OnceConsole::tracking(Box::new(out.clone()), shown, written.clone());
        c.write_all(b"abcdef").unwrap();
        written.store(3, Ordering::Relaxed);
        c.write_all(b"defgh").unwrap();
        assert_eq!(out.contents(), b"abcdefgh");
        assert_eq!(written.load(Ordering::Relaxed), 8);
    }
}

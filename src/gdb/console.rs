//! The console of a debugged run: going back in time re-runs the machine from the
//! start, and the guest writes its output again; each byte reaches the terminal
//! once.

use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// A console that drops the bytes an earlier run of the same machine already showed.
pub struct OnceConsole {
    inner: Box<dyn Write + Send>,
    /// Bytes this run wrote.
    written: u64,
    /// Bytes shown, over all runs.
    shown: Arc<AtomicU64>,
}

impl OnceConsole {
    /// A console for one run; every run of the machine shares `shown`.
    pub fn new(inner: Box<dyn Write + Send>, shown: Arc<AtomicU64>) -> OnceConsole {
        OnceConsole {
            inner,
            written: 0,
            shown,
        }
    }
}

impl Write for OnceConsole {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let start = self.written;
        self.written += buf.len() as u64;
        let shown = self.shown.load(Ordering::Relaxed);
        if self.written > shown {
            let skip = shown.saturating_sub(start) as usize;
            self.inner.write_all(&buf[skip..])?;
            self.shown.store(self.written, Ordering::Relaxed);
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
}

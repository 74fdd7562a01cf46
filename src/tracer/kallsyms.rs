//! The trace's `kallsyms` file: the guest kernel's `/proc/kallsyms` as its trace driver
//! hands it over (`KALLSYMS`), appended piece by piece, so that `qtools` can name the
//! functions of a kernel whose ELF is not at hand (a stock distribution kernel).

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The file's name in the trace directory (`qtools` reads it by this name).
pub const KALLSYMS_FILE: &str = "kallsyms";

/// The most bytes kept: a stock kernel's list is about 2 MB; more is a guest gone wrong.
pub const KALLSYMS_LIMIT: u64 = 64 << 20;

/// Appends the pieces to `DIR/kallsyms`, up to [`KALLSYMS_LIMIT`] bytes; the first
/// problem is said once on stderr and later pieces are dropped.
#[derive(Debug)]
pub struct KallsymsFile {
    path: PathBuf,
    file: Option<File>,
    written: u64,
    /// A problem was said: nothing more is written.
    stopped: bool,
}

impl KallsymsFile {
    /// The file of the trace in `dir`; nothing is created before the first piece.
    pub fn new(dir: &Path) -> KallsymsFile {
        KallsymsFile {
            path: dir.join(KALLSYMS_FILE),
            file: None,
            written: 0,
            stopped: false,
        }
    }

    /// Removes a file left by an earlier trace in `dir` (`--force`), which would name
    /// this run's kernel with another kernel's symbols.
    pub fn remove_stale(dir: &Path) {
        let _ = std::fs::remove_file(dir.join(KALLSYMS_FILE));
    }

    /// Appends `piece`.
    pub fn append(&mut self, piece: &[u8]) {
        if self.stopped {
            return;
        }
        if self.written + piece.len() as u64 > KALLSYMS_LIMIT {
            self.stop(format!(
                "the guest's kernel symbols exceed {KALLSYMS_LIMIT} bytes: the rest is dropped"
            ));
            return;
        }
        if self.file.is_none() {
            match OpenOptions::new()
                .create(true)
                .append(true)
                .open(&self.path)
            {
                Ok(f) => self.file = Some(f),
                Err(e) => return self.stop(format!("cannot create {}: {e}", self.path.display())),
            }
        }
        let file = self.file.as_mut().expect("opened above");
        match file.write_all(piece) {
            Ok(()) => self.written += piece.len() as u64,
            Err(e) => self.stop(format!("cannot write {}: {e}", self.path.display())),
        }
    }

    fn stop(&mut self, why: String) {
        eprintln!("goldtrace: warning: {why}");
        self.stopped = true;
        self.file = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_are_appended_until_the_limit() {
        let dir = std::env::temp_dir().join(format!("goldtrace-kallsyms-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        KallsymsFile::remove_stale(&dir);
        let mut k = KallsymsFile::new(&dir);
        assert!(!dir.join(KALLSYMS_FILE).exists(), "nothing before a piece");
        k.append(b"c0008000 T _te");
        k.append(b"xt\n");
        assert_eq!(
            std::fs::read(dir.join(KALLSYMS_FILE)).unwrap(),
            b"c0008000 T _text\n"
        );
        k.written = KALLSYMS_LIMIT - 2;
        k.append(b"abc");
        k.append(b"a");
        assert_eq!(
            std::fs::read(dir.join(KALLSYMS_FILE)).unwrap(),
            b"c0008000 T _text\n",
            "over the limit: dropped, and everything after"
        );
        KallsymsFile::remove_stale(&dir);
        assert!(!dir.join(KALLSYMS_FILE).exists());
        std::fs::remove_dir(&dir).unwrap();
    }
}

//! The trace's recipe: what a later run needs to repeat a traced run exactly (the
//! files booted, with their content hashes; every option that changes what the guest
//! does; the console input with the tick at which the guest received each byte).
//! It is a text file of `key: value` lines in the trace directory (`recipe`);
//! `qtools info TRACE` prints it.

use std::fmt::Write as _;
use std::io::Write;
use std::path::Path;

use sha2::{Digest, Sha256};

/// The recipe being written.
#[derive(Debug)]
pub struct Recipe {
    file: std::fs::File,
}

/// The SHA-256 of the file at `path`, in hex (read in pieces: a disk image may be
/// larger than memory).
pub fn sha256_of(path: &Path) -> anyhow::Result<String> {
    let err = |e: std::io::Error| anyhow::anyhow!("cannot read {}: {e}", path.display());
    let mut file = std::fs::File::open(path).map_err(err)?;
    let mut hasher = Sha256::new();
    let mut buf = vec![0; 1 << 20];
    loop {
        match std::io::Read::read(&mut file, &mut buf) {
            Ok(0) => break,
            Ok(n) => hasher.update(&buf[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(err(e)),
        }
    }
    Ok(hex(&hasher.finalize()))
}

fn hex(digest: &[u8]) -> String {
    let mut s = String::with_capacity(2 * digest.len());
    for b in digest {
        let _ = write!(s, "{b:02x}");
    }
    s
}

/// The SHA-256 of `data`, in hex.
pub fn sha256_hex(data: &[u8]) -> String {
    hex(&Sha256::digest(data))
}

impl Recipe {
    /// Writes the recipe's fixed part to `dir/recipe`: `lines` of options (`key`,
    /// `value`) and `files` (`key`, path) with their hashes.
    pub fn create(
        dir: &Path,
        lines: &[(&str, String)],
        files: &[(&str, &Path)],
    ) -> anyhow::Result<Recipe> {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        let mut text = String::from("goldtrace-recipe: 1\n");
        let _ = writeln!(text, "start: {}.{}", now.as_secs(), now.subsec_micros());
        for (k, v) in lines {
            let _ = writeln!(text, "{k}: {v}");
        }
        for (k, p) in files {
            let abs = std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
            let _ = writeln!(text, "{k}: {} sha256={}", abs.display(), sha256_of(p)?);
        }
        let path = dir.join(tracefmt::compact::RECIPE_FILE);
        let mut file = std::fs::File::create(&path)
            .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?;
        file.write_all(text.as_bytes())
            .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?;
        Ok(Recipe { file })
    }

    /// Notes console input `bytes` received by the guest at tick `ticks` (written at
    /// once, so a killed run keeps it).
    pub fn input(&mut self, ticks: u64, bytes: &[u8]) {
        let mut line = format!("input: {ticks} ");
        for b in bytes {
            let _ = write!(line, "{b:02x}");
        }
        line.push('\n');
        let _ = self.file.write_all(line.as_bytes());
    }
}

//! Switching events on and off by name pattern, as QEMU's `-trace enable=`:
//! `*` matches any run of characters, `?` one character, and a leading `-`
//! disables what the rest matches. Patterns apply in order, so `'pl011_*'`
//! followed by `'-pl011_read'` leaves the UART's writes on.

use std::path::Path;

use crate::catalogue;

/// A pattern that matches no event, or an events file that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PatternError(pub String);

impl std::fmt::Display for PatternError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PatternError {}

/// Whether `name` matches the glob `pat` (`*` and `?`).
pub fn glob_match(pat: &str, name: &str) -> bool {
    let (p, n) = (pat.as_bytes(), name.as_bytes());
    let (mut pi, mut ni) = (0, 0);
    // The last `*` seen and the name position it has been tried up to.
    let mut star: Option<(usize, usize)> = None;
    while ni < n.len() {
        match p.get(pi) {
            Some(b'*') => {
                star = Some((pi, ni));
                pi += 1;
            }
            Some(&c) if c == b'?' || c == n[ni] => {
                pi += 1;
                ni += 1;
            }
            _ => match star {
                Some((sp, sn)) => {
                    pi = sp + 1;
                    ni = sn + 1;
                    star = Some((sp, sn + 1));
                }
                None => return false,
            },
        }
    }
    p[pi..].iter().all(|&c| c == b'*')
}

/// Applies one pattern to the global catalogue; returns how many events it
/// matched. A pattern matching nothing is an error (most likely a typo).
pub fn set_pattern(pattern: &str) -> Result<usize, PatternError> {
    let (on, pat) = match pattern.strip_prefix('-') {
        Some(rest) => (false, rest),
        None => (true, pattern),
    };
    if pat.is_empty() {
        return Err(PatternError(format!(
            "empty trace event pattern {pattern:?}"
        )));
    }
    let mut n = 0;
    for ev in catalogue() {
        if glob_match(pat, ev.name) {
            ev.set_enabled(on);
            n += 1;
        }
    }
    if n == 0 {
        return Err(PatternError(format!(
            "no trace event matches {pat:?} (`--trace-event help` lists them)"
        )));
    }
    Ok(n)
}

/// Applies patterns in order; stops at the first that matches nothing.
pub fn apply_patterns<S: AsRef<str>>(patterns: &[S]) -> Result<(), PatternError> {
    for p in patterns {
        set_pattern(p.as_ref())?;
    }
    Ok(())
}

/// The patterns of an events file: one per line; blank lines and lines starting
/// with `#` are skipped, surrounding white space is ignored.
pub fn parse_patterns(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

/// Reads an events file (see [`parse_patterns`]).
pub fn read_patterns_file(path: &Path) -> Result<Vec<String>, PatternError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| PatternError(format!("cannot read {}: {e}", path.display())))?;
    Ok(parse_patterns(&text))
}

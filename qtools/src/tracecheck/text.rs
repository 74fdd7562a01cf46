//! The text files of a compact trace: `recipe` (`key: value` lines) and `kallsyms` (the
//! guest kernel's symbol lines). They carry no checksum, so only their form is checked.

use std::path::Path;

use super::FileReport;
use crate::kallsyms::KALLSYMS_FILE;
use tracefmt::compact::RECIPE_FILE;

/// Reads `dir/name` as UTF-8 text if it is there; a problem when it does not read.
fn read_text(dir: &Path, name: &str, rep: &mut FileReport) -> Option<String> {
    let p = dir.join(name);
    if !p.exists() {
        return None;
    }
    let bytes = match std::fs::read(&p) {
        Ok(b) => b,
        Err(e) => {
            rep.push(format!("{}: {e}", p.display()));
            return None;
        }
    };
    match String::from_utf8(bytes) {
        Ok(s) => Some(s),
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            rep.push(format!("{}: byte {at}: not UTF-8 text", p.display()));
            None
        }
    }
}

/// Byte offset of each line of `text`, with the line.
fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split_inclusive('\n').scan(0usize, |at, l| {
        let start = *at;
        *at += l.len();
        Some((start, l.trim_end_matches('\n')))
    })
}

/// `recipe`: every line is `key: value`, the key one word.
pub(super) fn check_recipe(dir: &Path, rep: &mut FileReport) {
    let Some(text) = read_text(dir, RECIPE_FILE, rep) else {
        return;
    };
    for (at, line) in lines(&text) {
        let good = line.split_once(':').is_some_and(|(k, _)| {
            !k.is_empty()
                && k.bytes()
                    .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_')
        });
        if !good {
            rep.push(format!(
                "{}: line at byte {at} is not `key: value`: {line:?}",
                dir.join(RECIPE_FILE).display()
            ));
            return;
        }
    }
}

/// `kallsyms`: every line is `ADDRESS TYPE NAME`, then a tab and `[module]` for a module's.
pub(super) fn check_kallsyms(dir: &Path, rep: &mut FileReport) {
    let Some(text) = read_text(dir, KALLSYMS_FILE, rep) else {
        return;
    };
    for (at, line) in lines(&text) {
        if !kallsyms_line(line) {
            rep.push(format!(
                "{}: line at byte {at} is not a kernel symbol line: {line:?}",
                dir.join(KALLSYMS_FILE).display()
            ));
            return;
        }
    }
}

fn kallsyms_line(line: &str) -> bool {
    let (body, module) = match line.split_once('\t') {
        Some((b, m)) => (b, Some(m)),
        None => (line, None),
    };
    let mut f = body.split(' ');
    let (Some(addr), Some(kind), Some(name), None) = (f.next(), f.next(), f.next(), f.next())
    else {
        return false;
    };
    addr.len() == 8
        && addr.bytes().all(|c| c.is_ascii_hexdigit())
        && kind.len() == 1
        && kind.bytes().all(|c| c.is_ascii_alphabetic() || c == b'?')
        && !name.is_empty()
        && name.bytes().all(|c| c.is_ascii_graphic())
        && module.is_none_or(|m| m.len() > 2 && m.starts_with('[') && m.ends_with(']'))
}

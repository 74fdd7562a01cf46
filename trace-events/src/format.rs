//! The events' printf-style format strings: parsed into literal text and
//! conversions, rendered for the log back-end, and rewritten as C for the
//! generated `trace-events` file.
//!
//! Supported: `%%`, the flags `-`, `0`, `#`, a width, length modifiers (`h`, `l`,
//! `ll`, `z`, accepted and ignored: arguments are 64-bit values) and the
//! conversions `d i u x X o c s`.

use crate::{ArgDesc, ArgType, Value};

/// One conversion specification.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    pub left: bool,
    pub zero: bool,
    pub alt: bool,
    pub width: usize,
    pub conv: char,
}

/// A piece of a parsed format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece<'a> {
    Text(&'a str),
    Percent,
    Conv(Spec),
}

/// A format string that is not in the supported subset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError(pub String);

impl std::fmt::Display for FormatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Splits `fmt` into text and conversions.
pub fn parse(fmt: &str) -> Result<Vec<Piece<'_>>, FormatError> {
    let mut out = Vec::new();
    let b = fmt.as_bytes();
    let mut i = 0;
    let mut text_start = 0;
    while i < b.len() {
        if b[i] != b'%' {
            i += 1;
            continue;
        }
        if text_start < i {
            out.push(Piece::Text(&fmt[text_start..i]));
        }
        let start = i;
        i += 1;
        if b.get(i) == Some(&b'%') {
            out.push(Piece::Percent);
            i += 1;
            text_start = i;
            continue;
        }
        let mut spec = Spec {
            left: false,
            zero: false,
            alt: false,
            width: 0,
            conv: ' ',
        };
        while let Some(&c) = b.get(i) {
            match c {
                b'-' => spec.left = true,
                b'0' => spec.zero = true,
                b'#' => spec.alt = true,
                _ => break,
            }
            i += 1;
        }
        while let Some(&c) = b.get(i).filter(|c| c.is_ascii_digit()) {
            spec.width = spec.width * 10 + usize::from(c - b'0');
            i += 1;
        }
        while matches!(b.get(i), Some(b'h' | b'l' | b'z' | b'j')) {
            i += 1;
        }
        match b.get(i) {
            Some(&c) if b"diuxXocs".contains(&c) => spec.conv = char::from(c),
            _ => {
                return Err(FormatError(format!(
                    "unsupported conversion at byte {start} of {fmt:?}"
                )))
            }
        }
        i += 1;
        out.push(Piece::Conv(spec));
        text_start = i;
    }
    if text_start < b.len() {
        out.push(Piece::Text(&fmt[text_start..]));
    }
    Ok(out)
}

/// The number of conversions in `fmt` (each consumes one argument).
pub fn conversions(fmt: &str) -> Result<usize, FormatError> {
    Ok(parse(fmt)?
        .iter()
        .filter(|p| matches!(p, Piece::Conv(_)))
        .count())
}

fn pad(out: &mut String, s: &str, spec: &Spec, prefix: &str) {
    let len = s.len() + prefix.len();
    let fill = spec.width.saturating_sub(len);
    if spec.left {
        out.push_str(prefix);
        out.push_str(s);
        out.extend(std::iter::repeat_n(' ', fill));
    } else if spec.zero {
        out.push_str(prefix);
        out.extend(std::iter::repeat_n('0', fill));
        out.push_str(s);
    } else {
        out.extend(std::iter::repeat_n(' ', fill));
        out.push_str(prefix);
        out.push_str(s);
    }
}

fn render_one(out: &mut String, spec: &Spec, v: Option<&Value<'_>>) {
    let n = match v {
        Some(Value::Int(n)) => *n,
        Some(Value::Str(s)) => {
            pad(out, s, spec, "");
            return;
        }
        None => {
            out.push_str("<missing>");
            return;
        }
    };
    let (s, prefix) = match spec.conv {
        'd' | 'i' => (format!("{}", n as i64), ""),
        'u' => (n.to_string(), ""),
        'x' => (format!("{n:x}"), if spec.alt && n != 0 { "0x" } else { "" }),
        'X' => (format!("{n:X}"), if spec.alt && n != 0 { "0X" } else { "" }),
        'o' => (format!("{n:o}"), if spec.alt && n != 0 { "0" } else { "" }),
        'c' => (
            char::from_u32(n as u32)
                .filter(|c| !c.is_control())
                .map_or_else(|| "?".to_string(), String::from),
            "",
        ),
        // A string conversion given a number.
        _ => (n.to_string(), ""),
    };
    pad(out, &s, spec, prefix);
}

/// Renders `fmt` with `args` as C's printf would. A format outside the subset is
/// shown as written, followed by the raw arguments.
pub fn render(fmt: &str, args: &[Value<'_>]) -> String {
    let Ok(pieces) = parse(fmt) else {
        return format!("{fmt} {args:?}");
    };
    let mut out = String::new();
    let mut next = args.iter();
    for p in &pieces {
        match p {
            Piece::Text(t) => out.push_str(t),
            Piece::Percent => out.push('%'),
            Piece::Conv(spec) => render_one(&mut out, spec, next.next()),
        }
    }
    out
}

/// `fmt` as a C string literal's contents for QEMU's `trace-events` file:
/// conversions of 64-bit arguments use `PRIx64` and its kin.
pub fn c_format(fmt: &str, args: &[ArgDesc]) -> String {
    let Ok(pieces) = parse(fmt) else {
        return fmt.replace('\\', "\\\\").replace('"', "\\\"");
    };
    let mut out = String::new();
    let mut next = args.iter();
    for p in &pieces {
        match p {
            Piece::Text(t) => out.push_str(&t.replace('\\', "\\\\").replace('"', "\\\"")),
            Piece::Percent => out.push_str("%%"),
            Piece::Conv(spec) => {
                out.push('%');
                if spec.left {
                    out.push('-');
                }
                if spec.zero {
                    out.push('0');
                }
                if spec.alt {
                    out.push('#');
                }
                if spec.width > 0 {
                    out.push_str(&spec.width.to_string());
                }
                let wide = next.next().is_some_and(|a| a.ty == ArgType::U64);
                if wide && spec.conv != 's' && spec.conv != 'c' {
                    out.push_str(&format!("\" PRI{}64 \"", spec.conv));
                } else {
                    out.push(spec.conv);
                }
            }
        }
    }
    out
}

/// Checks that `fmt` has one conversion per argument, `%s` exactly for the
/// string arguments.
pub fn check(fmt: &str, args: &[ArgDesc]) -> Result<(), FormatError> {
    let convs: Vec<Spec> = parse(fmt)?
        .into_iter()
        .filter_map(|p| match p {
            Piece::Conv(s) => Some(s),
            _ => None,
        })
        .collect();
    if convs.len() != args.len() {
        return Err(FormatError(format!(
            "{} conversions for {} arguments in {fmt:?}",
            convs.len(),
            args.len()
        )));
    }
    for (c, a) in convs.iter().zip(args) {
        if (c.conv == 's') != (a.ty == ArgType::Str) {
            return Err(FormatError(format!(
                "%{} does not fit argument {} ({}) in {fmt:?}",
                c.conv,
                a.name,
                a.ty.c_type()
            )));
        }
    }
    Ok(())
}

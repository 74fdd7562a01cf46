//! Reading back a simple-format file (see [`crate::simple`] for the layout) with
//! the `trace-events` file that declares its events: what `qtools perfetto` uses
//! to show the emulator's events beside the guest's.

use crate::simple::{
    DROPPED_EVENT_ID, HEADER_EVENT_ID, HEADER_MAGIC, HEADER_VERSION, RECORD_TYPE_EVENT,
    RECORD_TYPE_MAPPING,
};

/// In a goldfish trace directory (`--trace DIR --trace-backend trace`): the
/// emulator's events in the simple format, and the `trace-events` file that
/// declares them.
pub const TRACE_DIR_EVENTS: &str = "emulator-events";
pub const TRACE_DIR_DECLS: &str = "trace-events";

/// One event of a `trace-events` file: its name and its arguments (name, whether
/// a string).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decl {
    pub name: String,
    pub args: Vec<(String, bool)>,
}

/// An argument value read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OwnedValue {
    Int(u64),
    Str(String),
}

/// One record read back: an event with its arguments, or a count of dropped
/// records (`name` "dropped", one `Int` argument named `count`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    pub name: String,
    pub ns: u64,
    pub pid: u32,
    pub args: Vec<(String, OwnedValue)>,
}

/// A malformed `trace-events` line or simple-format file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadError {
    /// A `trace-events` line that is not `name(type arg, ...) "format"`.
    BadDeclaration { line: usize },
    /// The file does not start with the simpletrace header of version 4.
    BadHeader,
    /// The file ends inside a record that starts at this byte.
    Truncated { at: usize },
    /// A record type other than mapping (0) or event (1).
    BadRecordType { at: usize, kind: u64 },
    /// An event id with no mapping record before it.
    UnknownId { at: usize, id: u64 },
    /// A mapped name that the `trace-events` file does not declare.
    Undeclared { name: String },
    /// A record whose length field disagrees with its arguments.
    BadLength { at: usize },
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::BadDeclaration { line } => {
                write!(f, "trace-events line {line} is not name(args) \"format\"")
            }
            ReadError::BadHeader => f.write_str("not a simpletrace file of version 4"),
            ReadError::Truncated { at } => write!(f, "the record at byte {at} is cut short"),
            ReadError::BadRecordType { at, kind } => {
                write!(f, "unknown record type {kind} at byte {at}")
            }
            ReadError::UnknownId { at, id } => write!(f, "unmapped event id {id} at byte {at}"),
            ReadError::Undeclared { name } => {
                write!(f, "event {name} is not in the trace-events file")
            }
            ReadError::BadLength { at } => write!(f, "wrong length field at byte {at}"),
        }
    }
}

impl std::error::Error for ReadError {}

/// Parses a `trace-events` file.
pub fn parse_declarations(text: &str) -> Result<Vec<Decl>, ReadError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = || ReadError::BadDeclaration { line: i + 1 };
        let open = line.find('(').ok_or_else(bad)?;
        let close = line.find(')').ok_or_else(bad)?;
        if close < open {
            return Err(bad());
        }
        let mut args = Vec::new();
        let inner = line[open + 1..close].trim();
        if inner != "void" {
            for a in inner.split(',') {
                let a = a.trim();
                let (ty, name) = match a.rfind('*') {
                    Some(star) => (&a[..=star], a[star + 1..].trim()),
                    None => a.rsplit_once(' ').ok_or_else(bad)?,
                };
                if name.is_empty() {
                    return Err(bad());
                }
                let ty = ty.trim();
                args.push((
                    name.to_string(),
                    ty.starts_with("const char") || ty == "char *",
                ));
            }
        }
        out.push(Decl {
            name: line[..open].trim().to_string(),
            args,
        });
    }
    Ok(out)
}

struct Bytes<'a> {
    data: &'a [u8],
    pos: usize,
    start: usize,
}

impl Bytes<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], ReadError> {
        let end = self.pos.checked_add(n).filter(|&e| e <= self.data.len());
        let end = end.ok_or(ReadError::Truncated { at: self.start })?;
        let s = &self.data[self.pos..end];
        self.pos = end;
        Ok(s)
    }
    fn u64(&mut self) -> Result<u64, ReadError> {
        let b = self.take(8)?;
        Ok(u64::from_le_bytes(b.try_into().unwrap_or_default()))
    }
    fn u32(&mut self) -> Result<u32, ReadError> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes(b.try_into().unwrap_or_default()))
    }
}

/// Reads every record of a simple-format file.
pub fn read_simple(data: &[u8], decls: &[Decl]) -> Result<Vec<Record>, ReadError> {
    let mut b = Bytes {
        data,
        pos: 0,
        start: 0,
    };
    let header = (b.u64(), b.u64(), b.u64());
    if header != (Ok(HEADER_EVENT_ID), Ok(HEADER_MAGIC), Ok(HEADER_VERSION)) {
        return Err(ReadError::BadHeader);
    }
    let mut names: Vec<(u64, usize)> = Vec::new();
    let mut out = Vec::new();
    while b.pos < data.len() {
        b.start = b.pos;
        match b.u64()? {
            RECORD_TYPE_MAPPING => {
                let id = b.u64()?;
                let len = b.u32()? as usize;
                let name = String::from_utf8_lossy(b.take(len)?).into_owned();
                let d = decls
                    .iter()
                    .position(|d| d.name == name)
                    .ok_or(ReadError::Undeclared { name })?;
                names.push((id, d));
            }
            RECORD_TYPE_EVENT => {
                let id = b.u64()?;
                let ns = b.u64()?;
                let length = b.u32()? as usize;
                let pid = b.u32()?;
                let args_at = b.pos;
                let (name, args) = if id == DROPPED_EVENT_ID {
                    (
                        "dropped".to_string(),
                        vec![("count".to_string(), OwnedValue::Int(b.u64()?))],
                    )
                } else {
                    let &(_, d) = names
                        .iter()
                        .find(|(i, _)| *i == id)
                        .ok_or(ReadError::UnknownId { at: b.start, id })?;
                    let mut args = Vec::new();
                    for (arg, is_str) in &decls[d].args {
                        let v = if *is_str {
                            let n = b.u32()? as usize;
                            OwnedValue::Str(String::from_utf8_lossy(b.take(n)?).into_owned())
                        } else {
                            OwnedValue::Int(b.u64()?)
                        };
                        args.push((arg.clone(), v));
                    }
                    (decls[d].name.clone(), args)
                };
                if b.pos - args_at + 24 != length {
                    return Err(ReadError::BadLength { at: b.start });
                }
                out.push(Record {
                    name,
                    ns,
                    pid,
                    args,
                });
            }
            kind => return Err(ReadError::BadRecordType { at: b.start, kind }),
        }
    }
    Ok(out)
}

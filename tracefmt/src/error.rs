//! Error values of the trace format: one variant per kind of malformed input or I/O failure.

use std::path::PathBuf;

/// Every way reading or writing a trace can fail. File names and byte offsets are in the message.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// An operating-system I/O error on one file. The message already says it, so it is not
    /// also given as the error's source (error chains would repeat it).
    #[error("{path}: {error}")]
    Io {
        /// The file or directory involved.
        path: PathBuf,
        /// The underlying error.
        error: std::io::Error,
    },
    /// `TraceWriter::create` found an existing trace and `force` was not given.
    #[error("{0}: a trace already exists here (use force to overwrite)")]
    AlreadyExists(PathBuf),
    /// The header of `qtrace.static` is shorter than 88 bytes.
    #[error("{file}: header is {len} bytes long, expected 88")]
    ShortHeader {
        /// File name.
        file: String,
        /// Bytes present.
        len: usize,
    },
    /// The ident field is neither `qemu_trace_file` nor all zeros (an unfinished trace).
    #[error("{file}: bad ident at byte 0: {found:02x?}")]
    BadIdent {
        /// File name.
        file: String,
        /// The 16 bytes found.
        found: [u8; 16],
    },
    /// The header version is not 2.
    #[error("{file}: trace version {found} at byte 16, expected 2")]
    BadVersion {
        /// File name.
        file: String,
        /// Version found.
        found: i32,
    },
    /// A header count differs from what the files hold.
    #[error("{file}: header field {field} is {header}, but the trace holds {actual}")]
    CountMismatch {
        /// File name.
        file: String,
        /// Header field name.
        field: &'static str,
        /// Value in the header.
        header: u64,
        /// Value counted from the records.
        actual: u64,
    },
    /// A varint's length byte promises more bytes than the file has.
    #[error("{file}: truncated varint at byte {offset} (record starts at byte {record})")]
    TruncatedVarint {
        /// File name.
        file: String,
        /// Offset of the varint's first byte.
        offset: usize,
        /// Offset of the record holding it.
        record: usize,
    },
    /// A varint starts with one of the reserved prefixes 0xFD..=0xFF.
    #[error("{file}: reserved varint prefix 0x{byte:02x} at byte {offset}")]
    ReservedVarint {
        /// File name.
        file: String,
        /// Offset of the prefix byte.
        offset: usize,
        /// The byte.
        byte: u8,
    },
    /// A fixed-size record, string or instruction list runs past the end of the file.
    #[error("{file}: truncated {what} at byte {offset}: {need} bytes needed, {have} left")]
    Truncated {
        /// File name.
        file: String,
        /// What was being read.
        what: &'static str,
        /// Offset where it starts.
        offset: usize,
        /// Bytes it needs.
        need: u64,
        /// Bytes left in the file.
        have: usize,
    },
    /// The file ends after a complete record but without its terminator (a killed or still running writer).
    #[error("{file}: no terminator: the file ends after the record ending at byte {offset}")]
    MissingTerminator {
        /// File name.
        file: String,
        /// File length.
        offset: usize,
    },
    /// Bytes follow the terminator.
    #[error("{file}: {len} bytes after the terminator at byte {offset}")]
    TrailingData {
        /// File name.
        file: String,
        /// Offset of the first byte after the terminator.
        offset: usize,
        /// Number of extra bytes.
        len: usize,
    },
    /// A `qtrace.pid` record type outside 1..=12 (or the never-written 11).
    #[error("{file}: unknown pid record type {rec_type} at byte {offset}")]
    UnknownPidRecord {
        /// File name.
        file: String,
        /// Record start offset.
        offset: usize,
        /// Type found.
        rec_type: u64,
    },
    /// Static block records are not numbered 0, 1, 2, ...
    #[error("{file}: static block at byte {offset} is numbered {found}, expected {expected}")]
    StaticOutOfSequence {
        /// File name.
        file: String,
        /// Record offset.
        offset: usize,
        /// Number expected.
        expected: u64,
        /// Number found.
        found: u64,
    },
    /// A record names a block number that has no static record.
    #[error("{file}: record at byte {offset} names block {bb_num}, but there are only {num_static} static blocks")]
    BlockOutOfRange {
        /// File name.
        file: String,
        /// Record offset.
        offset: usize,
        /// Block number found.
        bb_num: u64,
        /// Number of static blocks.
        num_static: u64,
    },
    /// A field does not fit its type (e.g. a 32-bit address above 2^32).
    #[error("{file}: {field} value {value} at byte {offset} is out of range")]
    ValueOutOfRange {
        /// File name.
        file: String,
        /// Field name.
        field: &'static str,
        /// Record offset.
        offset: usize,
        /// Value found.
        value: u64,
    },
    /// A `.bb` record would have a start time not after the previous record's (it would read as EOF).
    #[error("{file}: record at byte {offset} does not advance time")]
    TimeNotAdvancing {
        /// File name.
        file: String,
        /// Record offset.
        offset: usize,
    },
    /// The writer was given a static block out of numbering order.
    #[error("static block {found} recorded out of sequence (expected {expected})")]
    WriterStaticSequence {
        /// Next number expected.
        expected: u64,
        /// Number given.
        found: u64,
    },
    /// A Thumb block word is neither a halfword (upper 16 bits zero), a wrapped halfword,
    /// nor a 32-bit Thumb-2 instruction.
    #[error("static block {bb_num}: word {index} (0x{word:08x}) is not a Thumb instruction")]
    BadThumbWord {
        /// Block number.
        bb_num: u64,
        /// Word index.
        index: usize,
        /// Word value.
        word: u32,
    },
    /// The Android qtrace v2 format stores 16-bit Thumb halfwords only: its tools would
    /// read a 32-bit Thumb-2 instruction as two 16-bit ones.
    #[error("static block {bb_num} at {addr:#010x} holds 32-bit Thumb-2 instructions, which the Android qtrace v2 format cannot represent (its tools would read them as pairs of 16-bit instructions); qtools reads this trace directly")]
    Thumb2InQtrace {
        /// Block number.
        bb_num: u64,
        /// Guest address.
        addr: u32,
    },
    /// A chunk of a compact trace file is cut short or damaged; the chunks before it read.
    #[error("{file}: chunk {chunk} at byte {offset}: {what}")]
    Chunk {
        /// File name.
        file: String,
        /// The chunk's number in its file (0 first).
        chunk: u64,
        /// The chunk's byte offset in the file.
        offset: u64,
        /// What is wrong.
        what: String,
    },
    /// The writer thread stopped (after an I/O error or a panic).
    #[error("trace writer thread stopped: {0}")]
    WriterStopped(String),
}

impl Error {
    /// True for the errors a killed writer leaves behind (a partial tail or a missing terminator).
    pub fn is_truncation(&self) -> bool {
        matches!(
            self,
            Error::TruncatedVarint { .. }
                | Error::Truncated { .. }
                | Error::MissingTerminator { .. }
        )
    }
}

/// Result with this crate's error.
pub type Result<T, E = Error> = std::result::Result<T, E>;

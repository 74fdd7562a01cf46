//! The memory-reference trace: every instruction fetch and data access of a replayed window, with
//! markers for context switches, exceptions, system calls and time, in a compact delta-encoded
//! binary stream (`docs/memtrace-format.md`).
//!
//! [`MemtraceWriter`] encodes [`MemRef`]s; [`MemtraceReader`] iterates over them again. Both keep
//! the same prediction state ([`State`]), so a record stores only what the previous records do not
//! already say: a sequential ARM fetch whose encoding was seen before is one byte.
//!
//! Two versions: 3 can say that a 4-byte fetch is a 32-bit Thumb-2 instruction and is
//! written for CPUs that have Thumb-2 (ARMv7-A); 2, which cannot, for the others (the
//! ARM926), so that their traces stay byte for byte what they were. Readers take both.

mod read;
mod write;

#[cfg(test)]
mod tests;

pub use read::MemtraceReader;
pub use write::MemtraceWriter;

/// The first 8 bytes of every memory-trace file.
pub const MAGIC: [u8; 8] = *b"GTMEMTRC";
/// The newest format version (a little-endian u32 after the magic): a fetch may be a
/// 32-bit Thumb-2 instruction. Written for a CPU with Thumb-2.
pub const VERSION: u32 = 3;
/// The version without 32-bit Thumb fetches, written for a CPU without Thumb-2 (ARMv5TE),
/// whose traces it keeps unchanged. Read as before.
pub const VERSION_2: u32 = 2;
/// Bytes of the file header: magic then version.
pub const HEADER_LEN: usize = 12;

/// One record of the stream, in execution order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MemRef {
    /// An instruction fetch: virtual PC, its physical address, 2 or 4 bytes, the encoding
    /// and the instruction set.
    Fetch {
        /// Virtual address of the instruction.
        pc: u32,
        /// Physical address of the instruction.
        paddr: u32,
        /// 4 (ARM or 32-bit Thumb-2) or 2 (16-bit Thumb).
        size: u8,
        /// The instruction word: ARM's word, a 16-bit Thumb halfword in the low 16 bits, a
        /// 32-bit Thumb-2 instruction's halfwords as `first << 16 | second`.
        encoding: u32,
        /// A Thumb instruction (always with size 2; with size 4 only in version 3).
        thumb: bool,
    },
    /// A data read made by the instruction at `pc`.
    Read {
        /// Virtual address of the instruction that reads.
        pc: u32,
        /// Virtual address read.
        vaddr: u32,
        /// Physical address read.
        paddr: u32,
        /// Bytes read (1 to 255).
        size: u8,
    },
    /// A data write made by the instruction at `pc`.
    Write {
        /// Virtual address of the instruction that writes.
        pc: u32,
        /// Virtual address written.
        vaddr: u32,
        /// Physical address written.
        paddr: u32,
        /// Bytes written (1 to 255).
        size: u8,
    },
    /// A context switch (the trace device's pid register was written).
    Switch {
        /// Virtual time of the event.
        tick: u64,
        /// The process now running.
        pid: u32,
    },
    /// An exception entry (IRQ, SWI, aborts, undefined instruction...).
    Exception {
        /// Virtual time of the event.
        tick: u64,
        /// The PC at which the exception was taken.
        pc: u32,
        /// The vector's address.
        vector: u32,
    },
    /// A system call (SWI with its number: r7 for EABI).
    Syscall {
        /// Virtual time of the event.
        tick: u64,
        /// The system call number.
        number: u32,
    },
    /// A time stamp, at least one per block.
    Tick {
        /// Virtual time.
        tick: u64,
    },
}

/// Every way reading a memory trace can fail; offsets count bytes from the start of the file.
#[derive(Debug, thiserror::Error)]
pub enum MemtraceError {
    /// The underlying reader failed.
    #[error("memtrace: read error: {0}")]
    Io(#[from] std::io::Error),
    /// The file does not start with [`MAGIC`].
    #[error("not a memory trace: bad magic {found:02x?} at byte 0")]
    BadMagic {
        /// The bytes found (fewer where the file is shorter).
        found: Vec<u8>,
    },
    /// The header's version is neither [`VERSION_2`] nor [`VERSION`].
    #[error("memtrace: format version {found} at byte 8, expected {VERSION_2} or {VERSION}")]
    BadVersion {
        /// Version found.
        found: u32,
    },
    /// The file ends inside a record (or inside the header).
    #[error("memtrace: truncated record at byte {offset}: the file ends at byte {end}")]
    Truncated {
        /// Offset of the incomplete record's first byte.
        offset: u64,
        /// Length of the file.
        end: u64,
    },
    /// The file ends after a whole record without the end mark.
    #[error("memtrace: no end mark: the file ends at byte {offset} (an interrupted writer?)")]
    MissingEnd {
        /// Length of the file.
        offset: u64,
    },
    /// A tag byte that no record kind uses.
    #[error("memtrace: unknown record tag 0x{tag:02x} at byte {offset}")]
    BadTag {
        /// Offset of the tag.
        offset: u64,
        /// The tag.
        tag: u8,
    },
    /// A varint starting with a reserved prefix byte (0xFD..=0xFF).
    #[error("memtrace: bad varint prefix 0x{byte:02x} in the record at byte {offset}")]
    BadVarint {
        /// Offset of the record.
        offset: u64,
        /// The prefix byte.
        byte: u8,
    },
    /// A field's value does not fit its type.
    #[error("memtrace: {field} value {value} out of range in the record at byte {offset}")]
    OutOfRange {
        /// Offset of the record.
        offset: u64,
        /// Field name.
        field: &'static str,
        /// The value decoded.
        value: u64,
    },
    /// A fetch reuses an encoding the encoding table does not hold for its physical address.
    #[error("memtrace: fetch at byte {offset} reuses an unknown encoding for paddr 0x{paddr:08x}")]
    UnknownEncoding {
        /// Offset of the record.
        offset: u64,
        /// The fetch's physical address.
        paddr: u32,
    },
    /// The end mark's record count differs from the records read.
    #[error(
        "memtrace: end mark at byte {offset} counts {expected} records, the file holds {found}"
    )]
    CountMismatch {
        /// Offset of the end mark.
        offset: u64,
        /// Count in the end mark.
        expected: u64,
        /// Records read.
        found: u64,
    },
    /// Bytes follow the end mark.
    #[error("memtrace: {len} bytes after the end mark at byte {offset}")]
    TrailingData {
        /// Offset of the first byte after the end mark.
        offset: u64,
        /// How many bytes follow (at least; the reader stops counting at one buffer).
        len: u64,
    },
}

// Tag byte layout (see docs/memtrace-format.md, "Records").
/// Clear top bit: a fetch.
pub(crate) const FETCH_MASK: u8 = 0x80;
/// Fetch flag: a signed PC delta from the predicted PC follows.
pub(crate) const F_PC: u8 = 0x01;
/// Fetch flag: a Thumb (2-byte) instruction.
pub(crate) const F_THUMB: u8 = 0x02;
/// Fetch flag: the encoding follows (2 or 4 bytes, little-endian).
pub(crate) const F_ENC: u8 = 0x04;
/// Fetch flag: a signed delta of the fetch translation offset follows.
pub(crate) const F_PHYS: u8 = 0x08;
/// Fetch flag (version 3): a 4-byte Thumb instruction, 32-bit Thumb-2; only with
/// [`F_THUMB`] clear.
pub(crate) const F_THUMB32: u8 = 0x10;
/// Fetch bits that must be zero in version 2.
pub(crate) const F_RESERVED_V2: u8 = 0x70;
/// Fetch bits that must be zero in version 3.
pub(crate) const F_RESERVED_V3: u8 = 0x60;

/// The fetch bits that must be zero in `version` (2 or 3).
pub(crate) fn fetch_reserved(version: u32) -> u8 {
    if version == VERSION_2 {
        F_RESERVED_V2
    } else {
        F_RESERVED_V3
    }
}

/// `10wsspav`: a data access (bit 5 set for a write).
pub(crate) const DATA: u8 = 0x80;
/// Data flag: a write.
pub(crate) const D_WRITE: u8 = 0x20;
/// Data size code (bits 3..4): 0 = 1 byte, 1 = 2, 2 = 4, 3 = a size byte follows.
pub(crate) const D_SIZE_SHIFT: u32 = 3;
/// Data flag: a signed PC delta from the last fetch's PC follows.
pub(crate) const D_PC: u8 = 0x04;
/// Data flag: a signed delta of the data translation offset follows.
pub(crate) const D_PHYS: u8 = 0x02;
/// Data flag: a signed address delta from the predicted address follows.
pub(crate) const D_ADDR: u8 = 0x01;

/// `11kkkkkk`: markers.
pub(crate) const MARKER: u8 = 0xC0;
/// Marker: context switch (tick delta, pid).
pub(crate) const M_SWITCH: u8 = 0xC0;
/// Marker: exception (tick delta, pc, vector).
pub(crate) const M_EXCEPTION: u8 = 0xC1;
/// Marker: system call (tick delta, number).
pub(crate) const M_SYSCALL: u8 = 0xC2;
/// Marker: time stamp (tick delta).
pub(crate) const M_TICK: u8 = 0xC3;
/// The end mark (record count).
pub(crate) const M_END: u8 = 0xFF;

/// Entries of the encoding table (a power of two).
pub(crate) const ENC_TABLE_LEN: usize = 1 << 16;
/// Entries of the translation table (a power of two).
pub(crate) const TLB_LEN: usize = 256;
/// Entries of the per-PC data address table (a power of two).
pub(crate) const PCV_LEN: usize = 256;

/// Longest possible record in bytes: a data access with every field (tag, size byte, three 5-byte
/// varints) or a marker with a 9-byte tick and two 5-byte values; rounded up.
pub(crate) const MAX_RECORD: usize = 32;

/// The prediction state that writer and reader update identically after each record
/// (`docs/memtrace-format.md`, "Prediction state").
pub(crate) struct State {
    /// Where the next fetch is predicted: the previous fetch's PC plus its size.
    pub next_pc: u32,
    /// The last fetch's PC (the predicted PC of a data access).
    pub last_pc: u32,
    /// `paddr - pc` of the last fetch (wrapping).
    fetch_off: u32,
    /// The last data access's address plus its size.
    next_vaddr: u32,
    /// `paddr - vaddr` of the last data access (wrapping).
    data_off: u32,
    /// The tick of the last marker.
    pub tick: u64,
    /// Records so far.
    pub count: u64,
    /// The fetch tag bits that must be zero (the file's version's).
    pub fetch_reserved: u8,
    /// Direct-mapped table of (paddr, encoding) by `(paddr >> 1) % ENC_TABLE_LEN`; an empty
    /// slot holds a key no address of that slot has (see [`State::new`]). Eight bytes a slot,
    /// so that the table (512 KB) stays in a host cache as much as it can.
    pub enc: Vec<(u32, u32)>,
    /// Direct-mapped table of (`vpn << 1 | 1`, `paddr - vaddr`) by the 4 KB virtual page number
    /// `vpn % TLB_LEN`; key 0 means empty.
    tlb: Vec<(u32, u32)>,
    /// Direct-mapped table of (`pc | 1`, that PC's last data address plus size) by
    /// `(pc >> 1) % PCV_LEN`; key 0 means empty.
    pcv: Vec<(u32, u32)>,
}

impl State {
    /// The state before the first record.
    pub fn new() -> Self {
        State {
            next_pc: 0,
            last_pc: 0,
            fetch_off: 0,
            next_vaddr: 0,
            data_off: 0,
            tick: 0,
            count: 0,
            fetch_reserved: F_RESERVED_V2,
            // Slot `s` holds addresses whose bits 1..=16 are `s`; its empty key has them `!s`.
            enc: (0..ENC_TABLE_LEN as u32)
                .map(|s| ((!s & (ENC_TABLE_LEN as u32 - 1)) << 1, 0))
                .collect(),
            tlb: vec![(0, 0); TLB_LEN],
            pcv: vec![(0, 0); PCV_LEN],
        }
    }

    /// The table slot of `paddr`.
    #[inline]
    pub fn enc_slot(paddr: u32) -> usize {
        (paddr as usize >> 1) & (ENC_TABLE_LEN - 1)
    }

    /// The table key of `paddr` (never its slot's empty key).
    #[inline]
    pub fn enc_key(paddr: u32) -> u32 {
        paddr
    }

    /// The translation of `addr`'s page if the table holds it, else `fallback`.
    #[inline]
    fn translation(&self, addr: u32, fallback: u32) -> u32 {
        let vpn = addr >> 12;
        let (key, off) = self.tlb[vpn as usize & (TLB_LEN - 1)];
        if key == vpn << 1 | 1 {
            off
        } else {
            fallback
        }
    }

    /// The predicted `paddr - pc` of a fetch at `pc`.
    #[inline]
    pub fn fetch_off(&self, pc: u32) -> u32 {
        self.translation(pc, self.fetch_off)
    }

    /// The predicted `paddr - vaddr` of a data access at `vaddr`.
    #[inline]
    pub fn data_off(&self, vaddr: u32) -> u32 {
        self.translation(vaddr, self.data_off)
    }

    /// The predicted address of a data access made by `pc`.
    #[inline]
    pub fn vaddr(&self, pc: u32) -> u32 {
        let (key, next) = self.pcv[(pc as usize >> 1) & (PCV_LEN - 1)];
        if key == pc | 1 {
            next
        } else {
            self.next_vaddr
        }
    }

    /// Records a fetch.
    #[inline]
    pub fn fetched(&mut self, pc: u32, size: u8, off: u32) {
        self.next_pc = pc.wrapping_add(size.into());
        self.last_pc = pc;
        self.fetch_off = off;
        self.tlb[(pc >> 12) as usize & (TLB_LEN - 1)] = ((pc >> 12) << 1 | 1, off);
    }

    /// Records a data access.
    #[inline]
    pub fn accessed(&mut self, pc: u32, vaddr: u32, size: u8, off: u32) {
        let next = vaddr.wrapping_add(size.into());
        self.next_vaddr = next;
        self.data_off = off;
        self.tlb[(vaddr >> 12) as usize & (TLB_LEN - 1)] = ((vaddr >> 12) << 1 | 1, off);
        self.pcv[(pc as usize >> 1) & (PCV_LEN - 1)] = (pc | 1, next);
    }
}

/// The size code of a data access of `size` bytes (3: an explicit size byte follows).
#[inline]
pub(crate) fn size_code(size: u8) -> u8 {
    match size {
        1 => 0,
        2 => 1,
        4 => 2,
        _ => 3,
    }
}

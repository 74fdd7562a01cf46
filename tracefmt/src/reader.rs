//! The trace reader: opens a qtrace directory and decodes its records lazily, borrowing strings and
//! instruction words from the file bytes.
//!
//! [`TraceReader::open`] memory-maps each file (see [`map_file`], the crate's one `unsafe`), so a
//! trace is streamed from the page cache and never loaded whole; [`TraceReader::from_sources`]
//! decodes the same way over any bytes (buffers in tests). Static blocks are indexed once at open,
//! so looking one up by number is a table access.

use std::path::{Path, PathBuf};

use crate::bb::{BbExecIter, BbRecordIter};
use crate::bb_split::{BbSegment, BbSplitter};
use crate::compact::native::Backend;
use crate::compact::CompactReader;
use crate::error::{Error, Result};
use crate::exc::ExcIter;
use crate::header::{Header, HEADER_SIZE, IDENT, VERSION};
use crate::insn::{InsnRecordIter, InsnTimeIter};
use crate::insn_stream::{CompactInsnTimes, InsnTimes};
use crate::method::MethodIter;
use crate::pid::PidIter;
use crate::static_bb::{StaticBlock, StaticIter};
use crate::writer::FILE_NAMES;

/// The bytes of one trace file: a `Vec<u8>`, a memory map, anything that derefs to bytes.
pub type Source = Box<dyn AsRef<[u8]> + Send + Sync>;

/// Memory-maps the file at `path` read-only (an empty file reads as an empty buffer, since a
/// zero-length map is not portable).
#[allow(
    unsafe_code,
    reason = "memory-mapping a file is unsafe: see the SAFETY comment"
)]
pub fn map_file(path: &Path) -> std::io::Result<Source> {
    let f = std::fs::File::open(path)?;
    if f.metadata()?.len() == 0 {
        return Ok(Box::new(Vec::<u8>::new()));
    }
    // SAFETY: the map is read-only and private to this reader. It stays valid only while no one
    // truncates or rewrites the file; trace files are written once by the tracer and not modified
    // while a reader has them open (a writer still running only appends past what was mapped,
    // which the map does not cover). Decoding is bounds-checked, so changed bytes would read as a
    // corrupt trace, not as memory unsafety in our code.
    let map = unsafe { memmap2::Mmap::map(&f)? };
    Ok(Box::new(map))
}

/// A file mapped read-only and shared whose pages its reader gives back once it has read them
/// ([`Mapped::release`]), so that reading a file from start to end does not leave it resident.
pub struct Mapped {
    /// `None` for an empty file (a zero-length map is not portable).
    map: Option<memmap2::Mmap>,
}

/// The kernel's fault-around window (`fault_around_bytes`, 64 KiB by default).
const FAULT_AROUND: usize = 64 << 10;

impl Mapped {
    /// Maps the file at `path`.
    #[allow(unsafe_code, reason = "memory-maps the file")]
    pub fn open(path: &Path) -> std::io::Result<Mapped> {
        let f = std::fs::File::open(path)?;
        if f.metadata()?.len() == 0 {
            return Ok(Mapped { map: None });
        }
        // SAFETY: as in `map_file`: a read-only map of a file the tracer wrote once and does not
        // rewrite while it is read (a writer still running only appends past the map's end);
        // decoding is bounds-checked, so changed bytes would read as a corrupt trace.
        let map = unsafe { memmap2::Mmap::map(&f)? };
        Ok(Mapped { map: Some(map) })
    }

    /// The file's bytes.
    pub fn bytes(&self) -> &[u8] {
        self.map.as_deref().unwrap_or(&[])
    }

    /// Drops the resident pages of bytes `start..start + len` (all of the fault-around windows
    /// they lie in): touched again, they are read again from the page cache or the file.
    #[allow(unsafe_code, reason = "MADV_DONTNEED on the file's read-only map")]
    pub fn release(&self, start: u64, len: u64) {
        let Some(m) = &self.map else {
            return;
        };
        let Ok(start) = usize::try_from(start) else {
            return;
        };
        let end =
            usize::try_from((start as u64).saturating_add(len)).map_or(m.len(), |e| e.min(m.len()));
        if start >= end {
            return;
        }
        // A page fault on a file map also maps the cached pages of its whole FAULT_AROUND
        // window (aligned in the address space), which can be frames read and released
        // before: widen to those windows, so each frame's reading leaves nothing behind.
        let base = m.as_ptr() as usize;
        let lo = ((base + start) & !(FAULT_AROUND - 1)).max(base) - base;
        let hi = ((base + end).next_multiple_of(FAULT_AROUND)).min(base + m.len()) - base;
        // SAFETY: `Mmap::map` maps the file read-only and shared (MAP_SHARED, PROT_READ); on
        // such a mapping MADV_DONTNEED only unmaps this process's copies of the pages, and the
        // next access maps them again with the file's contents (madvise(2)), so every byte,
        // and every slice borrowed from the map, reads the same as before (the file is not
        // rewritten, see `Mapped::open`). A failure only leaves the pages resident.
        let _ =
            unsafe { m.unchecked_advise_range(memmap2::UncheckedAdvice::DontNeed, lo, hi - lo) };
    }
}

impl AsRef<[u8]> for Mapped {
    fn as_ref(&self) -> &[u8] {
        self.bytes()
    }
}

/// Where one static block's record lies, indexed at open.
#[derive(Debug, Clone, Copy)]
struct BlockIndex {
    offset: usize,
    bb_addr: u32,
    num_insns: u32,
}

/// An open trace directory.
pub struct TraceReader {
    dir: PathBuf,
    names: [String; 6],
    sources: [Source; 6],
    header: Header,
    blocks: Vec<BlockIndex>,
    num_static_insn: u64,
    static_tail: Option<Error>,
    /// A compact trace read through this interface (see [`crate::compact::native`]).
    compact: Option<Box<Backend>>,
}

impl std::fmt::Debug for TraceReader {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TraceReader")
            .field("dir", &self.dir)
            .field("header", &self.header)
            .field("static_blocks", &self.blocks.len())
            .finish_non_exhaustive()
    }
}

impl TraceReader {
    /// Opens the trace directory `dir`: reads the header, checks ident (a zero ident means an
    /// unfinished trace, accepted) and version, and indexes the static blocks, which must be numbered
    /// 0, 1, 2, ... In a finished trace the static counts must match the header. A missing
    /// `qtrace.method` reads as empty.
    pub fn open(dir: &Path) -> Result<TraceReader> {
        let mut sources: Vec<Source> = Vec::with_capacity(6);
        for name in FILE_NAMES {
            let p = dir.join(name);
            match map_file(&p) {
                Ok(v) => sources.push(v),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound && name == "qtrace.method" => {
                    sources.push(Box::new(crate::method::METHOD_TERMINATOR.to_vec()))
                }
                Err(e) => return Err(Error::Io { path: p, error: e }),
            }
        }
        let sources: [Source; 6] = match sources.try_into() {
            Ok(s) => s,
            Err(_) => unreachable!("six files were pushed"),
        };
        TraceReader::from_sources(dir, sources)
    }

    /// Opens a trace from the bytes of its six files, in the order of [`FILE_NAMES`]
    /// (static, bb, insn, exc, pid, method). `dir` is used in messages.
    pub fn from_sources(dir: &Path, sources: [Source; 6]) -> Result<TraceReader> {
        let names = FILE_NAMES.map(|n| dir.join(n).display().to_string());
        let data = (*sources[0]).as_ref();
        let file = names[0].as_str();
        let head: &[u8; HEADER_SIZE] = data
            .get(..HEADER_SIZE)
            .and_then(|h| h.try_into().ok())
            .ok_or_else(|| Error::ShortHeader {
                file: file.to_string(),
                len: data.len(),
            })?;
        let header = Header::from_bytes(head);
        let finished = header.ident == IDENT;
        if !finished && header.ident != [0; 16] {
            return Err(Error::BadIdent {
                file: file.to_string(),
                found: header.ident,
            });
        }
        if header.version != VERSION {
            return Err(Error::BadVersion {
                file: file.to_string(),
                found: header.version,
            });
        }
        let mut blocks: Vec<BlockIndex> = Vec::new();
        let mut num_static_insn = 0u64;
        let mut static_tail = None;
        for r in StaticIter::new(data, HEADER_SIZE, file) {
            match r {
                Ok(b) => {
                    let expected = blocks.len() as u64;
                    if b.bb_num != expected {
                        return Err(Error::StaticOutOfSequence {
                            file: file.to_string(),
                            offset: b.offset,
                            expected,
                            found: b.bb_num,
                        });
                    }
                    blocks.push(BlockIndex {
                        offset: b.offset,
                        bb_addr: b.bb_addr,
                        num_insns: b.num_insns() as u32,
                    });
                    num_static_insn += b.num_insns() as u64;
                }
                Err(e) if finished => return Err(e),
                Err(e) => static_tail = Some(e),
            }
        }
        if finished {
            let actual = blocks.len() as u64;
            if header.num_static_bb != actual {
                return Err(Error::CountMismatch {
                    file: file.to_string(),
                    field: "num_static_bb",
                    header: header.num_static_bb,
                    actual,
                });
            }
            if header.num_static_insn != num_static_insn {
                return Err(Error::CountMismatch {
                    file: file.to_string(),
                    field: "num_static_insn",
                    header: header.num_static_insn,
                    actual: num_static_insn,
                });
            }
        }
        Ok(TraceReader {
            dir: dir.to_path_buf(),
            names,
            sources,
            header,
            blocks,
            num_static_insn,
            static_tail,
            compact: None,
        })
    }

    /// Opens the trace directory `dir` in either form: a compact trace (see
    /// [`crate::compact::native`]) or Android qtrace v2.
    pub fn open_any(dir: &Path) -> Result<TraceReader> {
        if crate::compact::is_compact(dir) {
            crate::compact::native::open(dir)
        } else {
            TraceReader::open(dir)
        }
    }

    /// Makes this reader (of the small files made from a compact trace) read that trace.
    pub(crate) fn attach_compact(&mut self, dir: &Path, backend: Backend) {
        self.dir = dir.to_path_buf();
        self.names = FILE_NAMES.map(|n| dir.join(n).display().to_string());
        self.compact = Some(Box::new(backend));
    }

    /// The compact trace this reader reads, if it is one.
    pub fn compact(&self) -> Option<&CompactReader> {
        self.compact.as_deref().map(Backend::compact)
    }

    /// The trace in Android qtrace v2 form: this reader, or for a compact trace its full
    /// export, made on first use (in a temporary directory removed with this reader).
    pub fn full(&self) -> Result<&TraceReader> {
        match &self.compact {
            None => Ok(self),
            Some(b) => b.full().map_err(|e| Error::WriterStopped(e.to_string())),
        }
    }

    /// The full form for the records only it has; on failure an empty reader whose
    /// iterators report the error (named as the file).
    fn full_or(&self) -> (&TraceReader, Option<&str>) {
        match &self.compact {
            None => (self, None),
            Some(b) => match b.full() {
                Ok(r) => (r, None),
                Err(e) => (self, Some(e)),
            },
        }
    }

    fn bytes(&self, k: usize) -> &[u8] {
        (*self.sources[k]).as_ref()
    }

    /// The trace directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The header as stored.
    pub fn header(&self) -> &Header {
        &self.header
    }

    /// True if the writer finished (ident present); false for a killed or running writer's trace.
    pub fn is_finished(&self) -> bool {
        self.header.is_finished()
    }

    /// Static blocks present (block 0 included).
    pub fn num_static_blocks(&self) -> u64 {
        self.blocks.len() as u64
    }

    /// Instruction words over all static blocks present.
    pub fn num_static_insns(&self) -> u64 {
        self.num_static_insn
    }

    /// In an unfinished trace, the error that ended the static records (a partial last record).
    pub fn static_tail_error(&self) -> Option<&Error> {
        self.static_tail.as_ref()
    }

    /// The static block numbered `bb_num`.
    #[inline]
    pub fn static_block(&self, bb_num: u64) -> Option<StaticBlock<'_>> {
        let b = self.blocks.get(usize::try_from(bb_num).ok()?)?;
        Some(StaticBlock::at(
            self.bytes(0),
            b.offset,
            bb_num,
            b.bb_addr,
            b.num_insns,
        ))
    }

    /// Each static block's address as stored (bit 0 set for Thumb), indexed by block number.
    pub fn block_addrs(&self) -> Vec<u32> {
        self.blocks.iter().map(|b| b.bb_addr).collect()
    }

    /// Each static block's instruction count, indexed by block number.
    pub fn block_lens(&self) -> Vec<u32> {
        self.blocks.iter().map(|b| b.num_insns).collect()
    }

    /// All static blocks in file order (complete records only).
    pub fn static_blocks(&self) -> impl Iterator<Item = StaticBlock<'_>> + '_ {
        (0..self.num_static_blocks()).filter_map(move |n| self.static_block(n))
    }

    /// The raw `.bb` records with their byte offsets, closing record included.
    pub fn bb_records(&self) -> BbRecordIter<'_> {
        match self.full_or() {
            (_, Some(e)) => BbRecordIter::new(&[], e),
            (r, None) => BbRecordIter::new(r.bytes(1), &r.names[1]),
        }
    }

    /// Block executions in time order, repeats expanded, numbered from 1, block numbers checked
    /// against the static blocks. The closing event (block 0) comes last.
    /// A compact trace's are decoded a chunk at a time as they are read (the executions of
    /// one segment of [`Self::bb_segments`] holding every chunk).
    pub fn bb_execs(&self) -> BbExecIter<'_> {
        if let Some(b) = &self.compact {
            let all = b.segments(u64::MAX);
            return b.segment_execs(&self.names[1], &all[0]);
        }
        match self.full_or() {
            (_, Some(e)) => BbExecIter::new(&[], e, None),
            (r, None) => BbExecIter::new(r.bytes(1), &r.names[1], Some(r.num_static_blocks())),
        }
    }

    /// `.bb` cut into segments of at least `min_execs` executions that decode independently (see
    /// [`crate::bb_split`]); one segment when the file has no quiet point.
    pub fn bb_segments(&self, min_execs: u64) -> Segments<'_> {
        match &self.compact {
            Some(b) => Segments::Chunks(b.segments(min_execs).into_iter()),
            None => Segments::Split(BbSplitter::new(self.bytes(1), &self.names[1], min_execs)),
        }
    }

    /// The executions of one segment from [`Self::bb_segments`], as [`Self::bb_execs`] gives them.
    pub fn bb_segment_execs(&self, seg: &BbSegment) -> BbExecIter<'_> {
        if let Some(b) = &self.compact {
            return b.segment_execs(&self.names[1], seg);
        }
        BbExecIter::segment(
            self.bytes(1),
            &self.names[1],
            Some(self.num_static_blocks()),
            seg,
        )
    }

    /// For a compact trace, hands the executions of one segment from [`Self::bb_segments`] to
    /// `v` as [`Self::bb_segment_execs`] would give them, decoding straight into it (no
    /// buffer of executions); `None` for a qtrace v2 trace. On an error the executions
    /// handed over are a prefix of those the iterator gives, possibly longer than the
    /// iterator's before its error.
    pub fn bb_segment_visit<V: crate::bb_exec::ExecVisitor>(
        &self,
        seg: &BbSegment,
        v: &mut V,
    ) -> Option<Result<()>> {
        let b = self.compact.as_ref()?;
        Some(b.segment_visit(seg, v))
    }

    /// The `.insn` records.
    pub fn insn_records(&self) -> InsnRecordIter<'_> {
        match self.full_or() {
            (_, Some(e)) => InsnRecordIter::new(&[], e),
            (r, None) => InsnRecordIter::new(r.bytes(2), &r.names[2]),
        }
    }

    /// Absolute instruction start times. A compact trace's are rebuilt a chunk at a time
    /// as they are read (see [`crate::insn_stream`]): the values the qtrace v2 export's
    /// `qtrace.insn` holds, without making it.
    pub fn insn_times(&self) -> InsnTimes<'_> {
        match &self.compact {
            Some(b) => InsnTimes::Compact(Box::new(CompactInsnTimes::new(b.compact()))),
            None => InsnTimes::File(InsnTimeIter::new(self.bytes(2), &self.names[2])),
        }
    }

    /// The exception records.
    pub fn exceptions(&self) -> ExcIter<'_> {
        ExcIter::new(self.bytes(3), &self.names[3])
    }

    /// The pid events.
    pub fn pid_events(&self) -> PidIter<'_> {
        PidIter::new(self.bytes(4), &self.names[4])
    }

    /// The method records.
    pub fn method_records(&self) -> MethodIter<'_> {
        MethodIter::new(self.bytes(5), &self.names[5])
    }

    /// Block events as qtools' `ReadBB` gives them: each execution with its instruction count
    /// (the first exception record with its record number overrides the static count) and the pid
    /// current at its start (pid switches with time <= the event's apply).
    pub fn events(&self) -> EventIter<'_> {
        EventIter {
            reader: self,
            execs: self.bb_execs(),
            exc: self.exceptions(),
            next_exc: None,
            exc_done: false,
            pids: self.pid_events(),
            next_switch: None,
            pid_done: false,
            pid: 0,
            failed: false,
        }
    }
}

/// One block event with its instruction count and pid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BbEvent<'a> {
    /// Start time.
    pub time: u64,
    /// Block number (0 for the closing event).
    pub bb_num: u64,
    /// 1-based dynamic record number.
    pub recnum: u64,
    /// Instructions that started.
    pub num_insns: u32,
    /// Thread current at `time`.
    pub pid: u32,
    /// The static block.
    pub block: StaticBlock<'a>,
}

/// See [`TraceReader::events`]. Errors of `.bb`, `.exc` or `.pid` end the iteration.
pub struct EventIter<'a> {
    reader: &'a TraceReader,
    execs: BbExecIter<'a>,
    exc: ExcIter<'a>,
    next_exc: Option<crate::exc::ExcRecord>,
    exc_done: bool,
    pids: PidIter<'a>,
    next_switch: Option<(u64, u32)>,
    pid_done: bool,
    pid: u32,
    failed: bool,
}

impl std::fmt::Debug for EventIter<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EventIter").field("pid", &self.pid).finish()
    }
}

impl<'a> EventIter<'a> {
    fn num_insns(&mut self, recnum: u64, full: u32) -> Result<u32> {
        loop {
            match self.next_exc {
                Some(e) if e.recnum >= recnum => {
                    return Ok(if e.recnum == recnum {
                        e.num_insns
                    } else {
                        full
                    })
                }
                _ if self.exc_done => return Ok(full),
                _ => match self.exc.next() {
                    Some(r) => self.next_exc = Some(r?),
                    None => self.exc_done = true,
                },
            }
        }
    }

    fn pid_at(&mut self, time: u64) -> Result<u32> {
        loop {
            if let Some((t, p)) = self.next_switch {
                if t > time {
                    return Ok(self.pid);
                }
                self.pid = p;
                self.next_switch = None;
            }
            if self.pid_done {
                return Ok(self.pid);
            }
            match self.pids.next() {
                Some(r) => {
                    let r = r?;
                    if let crate::pid::PidEvent::Switch { pid } = r.event {
                        self.next_switch = Some((r.time, pid));
                    }
                }
                None => self.pid_done = true,
            }
        }
    }

    fn step(&mut self) -> Option<Result<BbEvent<'a>>> {
        let ex = match self.execs.next()? {
            Ok(e) => e,
            Err(e) => return Some(Err(e)),
        };
        let block = self.reader.static_block(ex.bb_num)?;
        let full = block.num_insns() as u32;
        let num_insns = match self.num_insns(ex.recnum, full) {
            Ok(n) => n,
            Err(e) => return Some(Err(e)),
        };
        let pid = match self.pid_at(ex.time) {
            Ok(p) => p,
            Err(e) => return Some(Err(e)),
        };
        Some(Ok(BbEvent {
            time: ex.time,
            bb_num: ex.bb_num,
            recnum: ex.recnum,
            num_insns,
            pid,
            block,
        }))
    }
}

impl<'a> Iterator for EventIter<'a> {
    type Item = Result<BbEvent<'a>>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        let r = self.step();
        if matches!(r, Some(Err(_))) {
            self.failed = true;
        }
        r
    }
}

/// The segments of [`TraceReader::bb_segments`]: split at quiet points of `qtrace.bb`, or
/// at chunk boundaries of a compact trace.
#[derive(Debug)]
pub enum Segments<'a> {
    Split(BbSplitter<'a>),
    Chunks(std::vec::IntoIter<BbSegment>),
}

impl Iterator for Segments<'_> {
    type Item = BbSegment;

    fn next(&mut self) -> Option<BbSegment> {
        match self {
            Segments::Split(s) => s.next(),
            Segments::Chunks(c) => c.next(),
        }
    }
}

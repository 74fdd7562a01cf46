//! The `simple` back-end: QEMU's simpletrace binary format (log version 4),
//! which QEMU's `scripts/simpletrace.py` reads with the `trace-events` file of
//! [`crate::trace_events_file`].
//!
//! The file, all fields little-endian (the host's order, as QEMU writes them):
//!
//! ```text
//! header   u64 0xffff_ffff_ffff_ffff, u64 magic 0xf2b1_77cb_0aa4_29b4, u64 version 4
//! mapping  u64 0 (record type), u64 event id, u32 name length, name bytes
//! event    u64 1 (record type), u64 event id, u64 timestamp (ns), u32 length, u32 pid,
//!          arguments: integers as u64, strings as u32 length + bytes
//! dropped  an event record with id 0xffff_ffff_ffff_fffe and one u64: the count
//! ```
//!
//! `length` counts the event record from its id to its last argument byte (the
//! record type before it not included). Every event of the catalogue gets a
//! mapping record after the header. The timestamp is guest time: device ticks
//! times [`crate::ns_per_tick`].
//!
//! Records are encoded by the emulating thread into a bounded queue; a writer
//! thread empties it into the file. When the queue is full the record is dropped
//! and counted, and the writer puts a dropped record with the count before the
//! next record it writes (or at the end), as QEMU's writer thread does.

use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use crate::{catalogue, Backend, Event, Value};

pub const HEADER_EVENT_ID: u64 = u64::MAX;
pub const HEADER_MAGIC: u64 = 0xf2b1_77cb_0aa4_29b4;
pub const HEADER_VERSION: u64 = 4;
pub const DROPPED_EVENT_ID: u64 = u64::MAX - 1;
pub const RECORD_TYPE_MAPPING: u64 = 0;
pub const RECORD_TYPE_EVENT: u64 = 1;
/// Strings are cut to this many bytes, as QEMU's `MAX_TRACE_STRLEN`.
pub const MAX_STRING: usize = 512;
/// Records the queue holds before new ones are dropped.
pub const DEFAULT_CAPACITY: usize = 64 * 1024;

/// Size of the event record header after the record type: id, timestamp,
/// length, pid.
const RECORD_HEADER: usize = 8 + 8 + 4 + 4;

/// The simple back-end: a bounded queue and its writer thread.
pub struct SimpleBackend {
    queue: Mutex<Option<SyncSender<Vec<u8>>>>,
    dropped: Arc<AtomicU64>,
    writer: Mutex<Option<JoinHandle<std::io::Result<()>>>>,
    pid: u32,
}

impl std::fmt::Debug for SimpleBackend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SimpleBackend")
            .field("dropped", &self.dropped.load(Ordering::Relaxed))
            .finish()
    }
}

/// Encodes one event record, record type included.
pub fn encode_record(id: u64, ns: u64, pid: u32, args: &[Value<'_>]) -> Vec<u8> {
    let payload: usize = args
        .iter()
        .map(|a| match a {
            Value::Int(_) => 8,
            Value::Str(s) => 4 + s.len().min(MAX_STRING),
        })
        .sum();
    let mut r = Vec::with_capacity(8 + RECORD_HEADER + payload);
    r.extend_from_slice(&RECORD_TYPE_EVENT.to_le_bytes());
    r.extend_from_slice(&id.to_le_bytes());
    r.extend_from_slice(&ns.to_le_bytes());
    r.extend_from_slice(&((RECORD_HEADER + payload) as u32).to_le_bytes());
    r.extend_from_slice(&pid.to_le_bytes());
    for a in args {
        match a {
            Value::Int(n) => r.extend_from_slice(&n.to_le_bytes()),
            Value::Str(s) => {
                let b = &s.as_bytes()[..s.len().min(MAX_STRING)];
                r.extend_from_slice(&(b.len() as u32).to_le_bytes());
                r.extend_from_slice(b);
            }
        }
    }
    r
}

/// The file header and a mapping record for each event of the catalogue.
fn encode_preamble(events: &[&Event]) -> Vec<u8> {
    let mut r = Vec::new();
    for w in [HEADER_EVENT_ID, HEADER_MAGIC, HEADER_VERSION] {
        r.extend_from_slice(&w.to_le_bytes());
    }
    for ev in events {
        let Some(id) = ev.id() else { continue };
        r.extend_from_slice(&RECORD_TYPE_MAPPING.to_le_bytes());
        r.extend_from_slice(&u64::from(id).to_le_bytes());
        r.extend_from_slice(&(ev.name.len() as u32).to_le_bytes());
        r.extend_from_slice(ev.name.as_bytes());
    }
    r
}

/// The writer thread: header and mappings, then records as they come, a
/// dropped record wherever records were lost.
fn write_out(
    mut out: Box<dyn Write + Send>,
    preamble: Vec<u8>,
    queue: Receiver<Vec<u8>>,
    dropped: Arc<AtomicU64>,
    pid: u32,
) -> std::io::Result<()> {
    out.write_all(&preamble)?;
    let mut last_ns = 0;
    let put_dropped = |out: &mut Box<dyn Write + Send>, ns: u64| {
        let n = dropped.swap(0, Ordering::Relaxed);
        if n > 0 {
            out.write_all(&encode_record(DROPPED_EVENT_ID, ns, pid, &[Value::Int(n)]))
        } else {
            Ok(())
        }
    };
    while let Ok(rec) = queue.recv() {
        let ns = u64::from_le_bytes(rec[16..24].try_into().unwrap_or_default());
        put_dropped(&mut out, ns)?;
        out.write_all(&rec)?;
        last_ns = ns;
    }
    put_dropped(&mut out, last_ns)?;
    out.flush()
}

impl SimpleBackend {
    /// A back-end writing to `out` through a queue of `capacity` records; the
    /// mapping records name the events registered so far.
    pub fn new(out: Box<dyn Write + Send>, capacity: usize) -> std::io::Result<SimpleBackend> {
        let (tx, rx) = sync_channel(capacity);
        let dropped = Arc::new(AtomicU64::new(0));
        let pid = std::process::id();
        let preamble = encode_preamble(&catalogue());
        let d = Arc::clone(&dropped);
        let writer = std::thread::Builder::new()
            .name("trace-simple".into())
            .spawn(move || write_out(out, preamble, rx, d, pid))?;
        Ok(SimpleBackend {
            queue: Mutex::new(Some(tx)),
            dropped,
            writer: Mutex::new(Some(writer)),
            pid,
        })
    }

    /// A back-end writing the file at `path` (created or truncated).
    pub fn create(path: &std::path::Path) -> std::io::Result<SimpleBackend> {
        let f = std::fs::File::create(path)?;
        SimpleBackend::new(
            Box::new(std::io::BufWriter::with_capacity(1 << 20, f)),
            DEFAULT_CAPACITY,
        )
    }

    /// Records dropped so far and not yet reported in the file.
    pub fn pending_dropped(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }
}

impl Backend for SimpleBackend {
    fn record(&self, event: &'static Event, ticks: u64, args: &[Value<'_>]) {
        let Some(id) = event.id() else { return };
        let rec = encode_record(
            u64::from(id),
            ticks.saturating_mul(crate::ns_per_tick()),
            self.pid,
            args,
        );
        let queue = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        let Some(tx) = queue.as_ref() else { return };
        match tx.try_send(rec) {
            Ok(()) => {}
            // Full, or the writer stopped on an I/O error: the record is lost.
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => {
                self.dropped.fetch_add(1, Ordering::Relaxed);
            }
        }
    }

    fn finish(&self) -> std::io::Result<()> {
        drop(self.queue.lock().unwrap_or_else(|e| e.into_inner()).take());
        let handle = self.writer.lock().unwrap_or_else(|e| e.into_inner()).take();
        match handle {
            Some(h) => h
                .join()
                .unwrap_or_else(|_| Err(std::io::Error::other("the trace writer thread panicked"))),
            None => Ok(()),
        }
    }
}

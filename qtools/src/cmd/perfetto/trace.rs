//! A streaming writer of Perfetto's protobuf trace format: a `Trace` is a sequence of
//! `TracePacket`s (field 1, repeated), each written as soon as it is made, so the whole file
//! never sits in memory.
//!
//! Field numbers are those of Perfetto's `protos/perfetto/trace/` definitions (trace_packet.proto,
//! track_event/track_event.proto, track_descriptor.proto, process_descriptor.proto,
//! thread_descriptor.proto, interned_data.proto, debug_annotation.proto). Every packet belongs
//! to one writer sequence: the first clears the sequence's incremental state, and event names
//! are interned (an `EventName` in the packet's `InternedData` the first time, its `iid` after).

use std::collections::HashMap;
use std::io::{self, Write};

use super::wire::{len_field_len, put_varint, varint_field_len, Msg, LEN};

/// `Trace.packet`.
const TRACE_PACKET: u32 = 1;

/// `TracePacket` fields.
mod packet {
    pub const TIMESTAMP: u32 = 8;
    pub const TRUSTED_PACKET_SEQUENCE_ID: u32 = 10;
    pub const TRACK_EVENT: u32 = 11;
    pub const INTERNED_DATA: u32 = 12;
    pub const SEQUENCE_FLAGS: u32 = 13;
    pub const TRACK_DESCRIPTOR: u32 = 60;
    /// `SequenceFlags.SEQ_INCREMENTAL_STATE_CLEARED`.
    pub const SEQ_INCREMENTAL_STATE_CLEARED: u64 = 1;
    /// `SequenceFlags.SEQ_NEEDS_INCREMENTAL_STATE`.
    pub const SEQ_NEEDS_INCREMENTAL_STATE: u64 = 2;
}

/// `TrackEvent` fields and its `Type` values.
mod event {
    pub const DEBUG_ANNOTATIONS: u32 = 4;
    pub const TYPE: u32 = 9;
    pub const NAME_IID: u32 = 10;
    pub const TRACK_UUID: u32 = 11;
    pub const TYPE_SLICE_BEGIN: u64 = 1;
    pub const TYPE_SLICE_END: u64 = 2;
    pub const TYPE_INSTANT: u64 = 3;
}

/// `InternedData.event_names` and `EventName` fields.
mod interned {
    pub const EVENT_NAMES: u32 = 2;
    pub const IID: u32 = 1;
    pub const NAME: u32 = 2;
}

/// `DebugAnnotation` fields.
mod annotation {
    pub const INT_VALUE: u32 = 4;
    pub const STRING_VALUE: u32 = 6;
    pub const POINTER_VALUE: u32 = 7;
    pub const NAME: u32 = 10;
}

/// `TrackDescriptor`, `ProcessDescriptor` and `ThreadDescriptor` fields.
mod track {
    pub const UUID: u32 = 1;
    pub const NAME: u32 = 2;
    pub const PROCESS: u32 = 3;
    pub const THREAD: u32 = 4;
    pub const PARENT_UUID: u32 = 5;
    pub const PROCESS_PID: u32 = 1;
    pub const PROCESS_CMDLINE: u32 = 2;
    pub const PROCESS_NAME: u32 = 6;
    pub const THREAD_PID: u32 = 1;
    pub const THREAD_TID: u32 = 2;
    pub const THREAD_NAME: u32 = 5;
}

/// The one writer sequence of the file.
const SEQUENCE_ID: u64 = 1;

/// What a track is.
#[derive(Debug, Clone, Copy)]
pub enum TrackKind<'a> {
    /// A process: pid, name and command line.
    Process {
        /// Process id (thread-group id).
        pid: u32,
        /// Name.
        name: &'a str,
        /// Command line, argv[0] first.
        cmdline: &'a [String],
    },
    /// A thread of process `pid`, nested under that process's track.
    Thread {
        /// The process's track.
        process: u64,
        /// Process id.
        pid: u32,
        /// Thread id.
        tid: u32,
        /// Name.
        name: &'a str,
    },
    /// A named track under another (`parent`'s uuid).
    Child {
        /// Parent track.
        parent: u64,
        /// Name.
        name: &'a str,
    },
}

/// A value of an instant's argument (a `DebugAnnotation`).
#[derive(Debug, Clone, Copy)]
pub enum Arg<'a> {
    /// A signed integer.
    Int(i64),
    /// A string.
    Str(&'a str),
    /// An address.
    Ptr(u64),
}

/// Writes packets to `out`.
pub struct TraceWriter<W: Write> {
    out: W,
    /// The packet being built.
    pkt: Vec<u8>,
    /// Interned event names: the caller's key to the `iid`.
    names: HashMap<u64, u64>,
    first: bool,
    bytes: u64,
}

impl<W: Write> TraceWriter<W> {
    /// A writer with an empty trace.
    pub fn new(out: W) -> TraceWriter<W> {
        TraceWriter {
            out,
            pkt: Vec::with_capacity(256),
            names: HashMap::new(),
            first: true,
            bytes: 0,
        }
    }

    /// Bytes written so far.
    pub fn bytes(&self) -> u64 {
        self.bytes
    }

    /// Flushes and returns the output.
    pub fn finish(mut self) -> io::Result<W> {
        self.out.flush()?;
        Ok(self.out)
    }

    /// Writes one packet: `timestamp`, the sequence id and flags, and what `body` adds.
    fn packet(
        &mut self,
        ts: u64,
        needs_state: bool,
        body: impl FnOnce(&mut Msg<'_>),
    ) -> io::Result<()> {
        let mut pkt = std::mem::take(&mut self.pkt);
        pkt.clear();
        let mut m = Msg::new(&mut pkt);
        m.uint(packet::TIMESTAMP, ts);
        m.uint(packet::TRUSTED_PACKET_SEQUENCE_ID, SEQUENCE_ID);
        let mut flags = 0;
        if self.first {
            flags |= packet::SEQ_INCREMENTAL_STATE_CLEARED;
            self.first = false;
        }
        if needs_state {
            flags |= packet::SEQ_NEEDS_INCREMENTAL_STATE;
        }
        if flags != 0 {
            m.uint(packet::SEQUENCE_FLAGS, flags);
        }
        body(&mut m);
        let mut head = Vec::with_capacity(8);
        put_varint(&mut head, u64::from(TRACE_PACKET << 3 | LEN));
        put_varint(&mut head, pkt.len() as u64);
        let r = self
            .out
            .write_all(&head)
            .and_then(|()| self.out.write_all(&pkt));
        self.bytes += (head.len() + pkt.len()) as u64;
        self.pkt = pkt;
        r
    }

    /// Describes track `uuid` (again, to rename it).
    pub fn track(&mut self, ts: u64, uuid: u64, kind: TrackKind<'_>) -> io::Result<()> {
        self.packet(ts, false, |m| {
            m.msg(packet::TRACK_DESCRIPTOR, |d| {
                d.uint(track::UUID, uuid);
                match kind {
                    TrackKind::Process { pid, name, cmdline } => {
                        d.msg(track::PROCESS, |p| {
                            p.int(track::PROCESS_PID, i64::from(pid));
                            for a in cmdline {
                                p.str(track::PROCESS_CMDLINE, a);
                            }
                            if !name.is_empty() {
                                p.str(track::PROCESS_NAME, name);
                            }
                        });
                    }
                    TrackKind::Thread {
                        process,
                        pid,
                        tid,
                        name,
                    } => {
                        d.uint(track::PARENT_UUID, process);
                        d.msg(track::THREAD, |t| {
                            t.int(track::THREAD_PID, i64::from(pid));
                            t.int(track::THREAD_TID, i64::from(tid));
                            if !name.is_empty() {
                                t.str(track::THREAD_NAME, name);
                            }
                        });
                    }
                    TrackKind::Child { parent, name } => {
                        d.uint(track::PARENT_UUID, parent);
                        d.str(track::NAME, name);
                    }
                }
            });
        })
    }

    /// The `iid` of the name the caller calls `key`, and whether it is new.
    fn intern(&mut self, key: u64) -> (u64, bool) {
        let next = self.names.len() as u64 + 1;
        let iid = *self.names.entry(key).or_insert(next);
        (iid, iid == next)
    }

    /// A track event of `ty` named `name` (interned under `key`) on `track`, with `args`.
    fn event(
        &mut self,
        ts: u64,
        track_uuid: u64,
        ty: u64,
        name: Option<(u64, &str)>,
        args: &[(&str, Arg<'_>)],
    ) -> io::Result<()> {
        let name = name.map(|(key, text)| {
            let (iid, new) = self.intern(key);
            (iid, new.then_some(text))
        });
        self.packet(ts, true, |m| {
            if let Some((iid, Some(text))) = name {
                m.msg(packet::INTERNED_DATA, |d| {
                    d.msg(interned::EVENT_NAMES, |n| {
                        n.uint(interned::IID, iid);
                        n.str(interned::NAME, text);
                    });
                });
            }
            m.msg(packet::TRACK_EVENT, |e| {
                e.uint(event::TYPE, ty);
                e.uint(event::TRACK_UUID, track_uuid);
                if let Some((iid, _)) = name {
                    e.uint(event::NAME_IID, iid);
                }
                for (k, v) in args {
                    e.msg(event::DEBUG_ANNOTATIONS, |a| {
                        a.str(annotation::NAME, k);
                        match *v {
                            Arg::Int(i) => a.int(annotation::INT_VALUE, i),
                            Arg::Str(s) => a.str(annotation::STRING_VALUE, s),
                            Arg::Ptr(p) => a.uint(annotation::POINTER_VALUE, p),
                        };
                    });
                }
            });
        })
    }

    /// Begins a slice named `name` (interned under `key`) on `track`.
    pub fn begin(&mut self, ts: u64, track: u64, key: u64, name: &str) -> io::Result<()> {
        self.event(ts, track, event::TYPE_SLICE_BEGIN, Some((key, name)), &[])
    }

    /// Ends the innermost open slice on `track`.
    pub fn end(&mut self, ts: u64, track: u64) -> io::Result<()> {
        self.event(ts, track, event::TYPE_SLICE_END, None, &[])
    }

    /// An instant event named `name` (interned under `key`) on `track`.
    pub fn instant(
        &mut self,
        ts: u64,
        track: u64,
        (key, name): (u64, &str),
        args: &[(&str, Arg<'_>)],
    ) -> io::Result<()> {
        self.event(ts, track, event::TYPE_INSTANT, Some((key, name)), args)
    }
}

/// Bytes of one packet holding a slice-begin (`name_iid` given) or slice-end event, its name
/// already interned: what [`TraceWriter::begin`] and [`TraceWriter::end`] write.
pub fn slice_packet_len(ts: u64, track_uuid: u64, name_iid: Option<u64>) -> usize {
    let mut ev = varint_field_len(event::TYPE, event::TYPE_SLICE_BEGIN)
        + varint_field_len(event::TRACK_UUID, track_uuid);
    if let Some(iid) = name_iid {
        ev += varint_field_len(event::NAME_IID, iid);
    }
    let body = varint_field_len(packet::TIMESTAMP, ts)
        + varint_field_len(packet::TRUSTED_PACKET_SEQUENCE_ID, SEQUENCE_ID)
        + varint_field_len(packet::SEQUENCE_FLAGS, packet::SEQ_NEEDS_INCREMENTAL_STATE)
        + len_field_len(packet::TRACK_EVENT, ev);
    len_field_len(TRACE_PACKET, body)
}

/// Bytes that interning a name of `len` bytes adds to the packet that first uses it.
pub fn interned_name_len(iid: u64, len: usize) -> usize {
    let name = varint_field_len(interned::IID, iid) + len_field_len(interned::NAME, len);
    len_field_len(
        packet::INTERNED_DATA,
        len_field_len(interned::EVENT_NAMES, name),
    )
}

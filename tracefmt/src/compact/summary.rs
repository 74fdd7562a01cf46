//! Chunk summaries: what a reader needs of a chunk without decoding its executions.
//!
//! The encoder writes one frame (magic `GTSM`, the same header fields as the chunk's
//! events frame) per chunk into the `summary` file, after the chunk's events frame. Its
//! payload is LEB128: the latest event time of the chunk, then tokens in stream order:
//!
//! | token | then | meaning |
//! | ---: | --- | --- |
//! | 0 | n, instructions, and (block, record time) of the first, second and last | n consecutive block executions |
//! | 1 | time, pc, target, instructions + 1 (0: the whole block) | an exception marker |
//! | 2 | | an execution of an unnumbered block |
//! | 3 | kind, time, fields (as in the events frame) | a process event |
//! | 4 | final tick | the end of the trace |
//!
//! Record times are the times `qtrace.bb` gives the executions ([`record_time`], carried
//! across chunks by the encoder). With them a reader writes the exception and process
//! records and the counts of the Android form (see [`super::native`]) without touching
//! every execution; a trace without the file (or a chunk without its summary: a killed
//! run) is summarised by decoding instead.
//!
//! [`record_time`]: crate::record::record_time

use super::decode;
use super::encode::{kind_of, put_process_fields};
use super::leb::{put, Reader};
use crate::record::{ExceptionEvent, Process, WHOLE_BLOCK};

pub const SUMMARY_MAGIC: [u8; 4] = *b"GTSM";

const RUN: u64 = 0;
const EXCEPTION: u64 = 1;
const SKIPPED: u64 = 2;
const PROCESS: u64 = 3;
const END: u64 = 4;

/// Consecutive block executions: how many, their static instructions, and (block,
/// record time) of the first, the second and the last, which are all that the pid
/// statistics of the Android header can depend on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SumRun {
    pub n: u64,
    pub insns: u64,
    pub first: (u64, u64),
    pub second: (u64, u64),
    pub last: (u64, u64),
}

impl SumRun {
    #[inline]
    pub fn new(at: (u64, u64), insns: u32) -> SumRun {
        SumRun {
            n: 1,
            insns: u64::from(insns),
            first: at,
            second: at,
            last: at,
        }
    }

    #[inline]
    pub fn push(&mut self, at: (u64, u64), insns: u32) {
        self.n += 1;
        self.insns += u64::from(insns);
        if self.n == 2 {
            self.second = at;
        }
        self.last = at;
    }

    pub fn put(&self, w: &mut Vec<u8>) {
        for v in [
            RUN,
            self.n,
            self.insns,
            self.first.0,
            self.first.1,
            self.second.0,
            self.second.1,
            self.last.0,
            self.last.1,
        ] {
            put(w, v);
        }
    }
}

/// What a summary holds, in stream order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SumItem {
    Run(SumRun),
    Exception(ExceptionEvent),
    /// An execution of a block not defined (the Android form drops it).
    Skipped,
    Process(Process),
    End(u64),
}

/// A chunk's summary.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Summary {
    pub items: Vec<SumItem>,
    /// The latest event time of the chunk.
    pub max_time: u64,
}

/// An exception marker at `time`, as the events frame has it (`pc << 32 | target`, the
/// instructions + 1 or 0).
pub fn put_exception(w: &mut Vec<u8>, time: u64, pc_target: u64, insns: u64) {
    for v in [
        EXCEPTION,
        time,
        pc_target >> 32,
        pc_target & 0xffff_ffff,
        insns,
    ] {
        put(w, v);
    }
}

pub fn put_skipped(w: &mut Vec<u8>) {
    put(w, SKIPPED);
}

pub fn put_process(w: &mut Vec<u8>, p: &Process) {
    put(w, PROCESS);
    put(w, kind_of(&p.event));
    put(w, p.time);
    put_process_fields(w, &p.event);
}

pub fn put_end(w: &mut Vec<u8>, final_time: u64) {
    put(w, END);
    put(w, final_time);
}

/// The whole payload: the tokens after the chunk's latest event time.
pub fn finish(tokens: Vec<u8>, max_time: u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(tokens.len() + 10);
    put(&mut out, max_time);
    out.extend_from_slice(&tokens);
    out
}

/// Reads a summary payload.
pub fn parse(raw: &[u8]) -> Result<Summary, String> {
    let mut r = Reader::new(raw);
    let cut = |r: &Reader| format!("summary cut short at payload byte {}", r.pos());
    let max_time = r.get().ok_or_else(|| cut(&r))?;
    let mut items = Vec::new();
    while !r.at_end() {
        let at = r.pos();
        let tag = r.get().ok_or_else(|| cut(&r))?;
        let mut g = || {
            r.get()
                .ok_or_else(|| format!("summary cut short after byte {at}"))
        };
        items.push(match tag {
            RUN => {
                let v = [g()?, g()?, g()?, g()?, g()?, g()?, g()?, g()?];
                SumItem::Run(SumRun {
                    n: v[0],
                    insns: v[1],
                    first: (v[2], v[3]),
                    second: (v[4], v[5]),
                    last: (v[6], v[7]),
                })
            }
            EXCEPTION => {
                let (time, pc, target, n) = (g()?, g()?, g()?, g()?);
                let insns = match n {
                    0 => None,
                    n => Some(u32::try_from(n - 1).map_err(|_| format!("bad count at {at}"))?),
                };
                let (Ok(pc), Ok(target)) = (u32::try_from(pc), u32::try_from(target)) else {
                    return Err(format!("bad exception at summary byte {at}"));
                };
                debug_assert!(insns != Some(WHOLE_BLOCK));
                SumItem::Exception(ExceptionEvent {
                    time,
                    pc,
                    target,
                    insns,
                })
            }
            SKIPPED => SumItem::Skipped,
            PROCESS => {
                let kind = g()?;
                let time = g()?;
                let event = decode::process(kind, &mut r)
                    .ok_or_else(|| format!("bad process event at summary byte {at}"))?;
                SumItem::Process(Process { time, event })
            }
            END => SumItem::End(g()?),
            t => return Err(format!("unknown summary token {t} at byte {at}")),
        });
    }
    Ok(Summary { items, max_time })
}

//! Decoding chunk payloads (the tokens of [`super::encode`]) and block frames.

use super::encode::{
    alt_of, kind, Alternatives, Successor, TAG_ALT, TAG_ALT1, TAG_BLOCK, TAG_END, TAG_EXCEPTION,
    TAG_HITS, TAG_PROCESS, TAG_RAW,
};
use super::leb::Reader;
use crate::record::{BlockDef, ExecEvent, InsnCost, Process, ProcessEvent, WHOLE_BLOCK};

/// What a chunk holds, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decoded {
    /// Executed blocks and exception markers.
    Events(Vec<ExecEvent>),
    Process(Process),
    /// The end of the trace at the final tick.
    End {
        final_time: u64,
    },
}

/// Decodes one blocks frame's payload.
pub fn blocks(raw: &[u8], out: &mut Vec<BlockDef>) -> Result<(), String> {
    let mut r = Reader::new(raw);
    let cut = |r: &Reader| format!("block record cut short at payload byte {}", r.pos());
    while !r.at_end() {
        let n = r.get_u32().ok_or_else(|| cut(&r))?;
        let addr = r.get_u32().ok_or_else(|| cut(&r))?;
        let thumb = r.get().ok_or_else(|| cut(&r))? != 0;
        let nw = r.get().ok_or_else(|| cut(&r))? as usize;
        if nw > raw.len() {
            return Err(format!(
                "block {n}: {nw} words in a {}-byte frame",
                raw.len()
            ));
        }
        let mut words = Vec::with_capacity(nw);
        for _ in 0..nw {
            words.push(r.get_u32().ok_or_else(|| cut(&r))?);
        }
        let nc = r.get().ok_or_else(|| cut(&r))? as usize;
        if nc > raw.len() {
            return Err(format!(
                "block {n}: {nc} costs in a {}-byte frame",
                raw.len()
            ));
        }
        let mut costs = Vec::with_capacity(nc);
        for _ in 0..nc {
            let t = r.get().ok_or_else(|| cut(&r))?;
            let untaken = r.get_u32().ok_or_else(|| cut(&r))?;
            costs.push(InsnCost {
                taken: (t >> 1) as u32,
                untaken,
                conditional: t & 1 != 0,
            });
        }
        let mask_bits = r.get().ok_or_else(|| cut(&r))?;
        let expected = out.len() as u64 + 1;
        if u64::from(n) != expected {
            return Err(format!("block {n} where block {expected} was expected"));
        }
        out.push(BlockDef {
            n,
            addr,
            thumb,
            words: words.into(),
            costs: costs.into(),
            mask_bits,
        });
    }
    Ok(())
}

/// Where [`ChunkDecoder::run`] puts what a chunk holds, in order.
pub trait Sink {
    /// An executed block or an exception marker.
    fn event(&mut self, ev: ExecEvent);
    fn process(&mut self, p: Process);
    fn end(&mut self, final_time: u64);
}

/// The sink of [`ChunkDecoder::decode`]: events in vectors of at most `batch`, each
/// reserved for what is left of the chunk's expected events (so a chunk's vectors together
/// reserve about what it holds, however many process events split them).
struct Collect<'o> {
    out: &'o mut Vec<Decoded>,
    events: Vec<ExecEvent>,
    batch: usize,
    /// Events expected after those pushed (a hint: past it, the vector grows).
    left: usize,
}

impl Collect<'_> {
    fn flush(&mut self) {
        if !self.events.is_empty() {
            let next = Vec::with_capacity(self.batch.min(self.left));
            let full = std::mem::replace(&mut self.events, next);
            self.out.push(Decoded::Events(full));
        }
    }
}

impl Sink for Collect<'_> {
    #[inline(always)]
    fn event(&mut self, ev: ExecEvent) {
        self.events.push(ev);
        self.left = self.left.saturating_sub(1);
        if self.events.len() >= self.batch {
            self.flush();
        }
    }

    fn process(&mut self, p: Process) {
        self.flush();
        self.out.push(Decoded::Process(p));
    }

    fn end(&mut self, final_time: u64) {
        self.flush();
        self.out.push(Decoded::End { final_time });
    }
}

/// A sink that keeps only the end record's final tick (the reader's `find_end`).
#[derive(Debug, Default)]
pub struct LastEnd(pub Option<u64>);

impl Sink for LastEnd {
    #[inline(always)]
    fn event(&mut self, _: ExecEvent) {}

    fn process(&mut self, _: Process) {}

    fn end(&mut self, final_time: u64) {
        self.0 = Some(final_time);
    }
}

/// Decodes chunks of either token revision (the first has no tags 6 and 7); keeps
/// its prediction table between calls (reset per chunk).
#[derive(Debug, Default)]
pub struct ChunkDecoder {
    succ: Vec<Successor>,
    alts: Vec<Alternatives>,
    chunk_id: u32,
}

impl ChunkDecoder {
    /// Decodes the payload of an events frame whose first event time is `first_time`,
    /// given the mask bits of the blocks defined (block n at n - 1). Events come in
    /// vectors of at most `batch` events, reserved for the `expected` events of the chunk
    /// (its header's count; more only regrow them).
    pub fn decode(
        &mut self,
        raw: &[u8],
        first_time: u64,
        mask_bits: &[u64],
        (batch, expected): (usize, usize),
        out: &mut Vec<Decoded>,
    ) -> Result<(), String> {
        let mut sink = Collect {
            out,
            events: Vec::with_capacity(batch.min(expected)),
            batch,
            left: expected,
        };
        let r = self.run(raw, first_time, mask_bits, &mut sink);
        sink.flush();
        r
    }

    /// As [`Self::decode`], handing everything to `sink` as it is decoded.
    #[inline]
    pub fn run<S: Sink>(
        &mut self,
        raw: &[u8],
        first_time: u64,
        mask_bits: &[u64],
        sink: &mut S,
    ) -> Result<(), String> {
        self.chunk_id = self.chunk_id.wrapping_add(1).max(1);
        let need = mask_bits.len() + 1;
        if self.succ.len() < need {
            // A decoder kept for later chunks grows its tables as blocks are defined: by a
            // sixteenth more than needed, not the doubling `resize` would make of them.
            let room = need + need / 16 - self.succ.len();
            self.succ.reserve_exact(room);
            self.alts.reserve_exact(room);
            self.succ.resize(need, Successor::default());
            self.alts.resize(need, Alternatives::default());
        }
        let id = self.chunk_id;
        let mut r = Reader::new(raw);
        let mut last_time: Option<u64> = None;
        let mut prev_bb = 0u32;
        let mut proc_time = 0u64;
        let known = mask_bits.len() as u64;
        let cut = |r: &Reader| format!("token cut short at payload byte {}", r.pos());
        let time_of = |d: i64, last: &mut Option<u64>| -> u64 {
            let t = last.unwrap_or(first_time).wrapping_add(d as u64);
            *last = Some(t);
            t
        };
        while !r.at_end() {
            let at = r.pos();
            let v = r.get().ok_or_else(|| cut(&r))?;
            let arg = v >> 3;
            match v & 7 {
                TAG_HITS | TAG_ALT1 | TAG_ALT => {
                    let Some(mut t) = last_time else {
                        return Err(format!(
                            "predicted executions at payload byte {at} before any"
                        ));
                    };
                    let (hits, rank) = match v & 7 {
                        TAG_HITS => (arg, 0),
                        tag => alt_of(tag, arg),
                    };
                    if hits > (1 << 32) {
                        return Err(format!("{hits} predicted executions at payload byte {at}"));
                    }
                    for _ in 0..hits {
                        let s = self.succ[prev_bb as usize];
                        if s.chunk != id {
                            return Err(format!(
                                "no prediction after block {prev_bb} at payload byte {at}"
                            ));
                        }
                        t = t.wrapping_add(s.dt);
                        sink.event(ExecEvent {
                            time: t,
                            bb: s.bb,
                            aux: 0,
                            mask: s.mask,
                        });
                        prev_bb = s.bb;
                    }
                    if rank != 0 {
                        let p = prev_bb as usize;
                        let (old, Some(a)) = (self.succ[p], self.alts[p].get(id, rank)) else {
                            return Err(format!(
                                "no alternative {rank} after block {prev_bb} at payload byte {at}"
                            ));
                        };
                        t = t.wrapping_add(a.dt);
                        sink.event(ExecEvent {
                            time: t,
                            bb: a.bb,
                            aux: 0,
                            mask: a.mask,
                        });
                        self.succ[p] = Successor { chunk: id, ..a };
                        self.alts[p].promote(rank, &old);
                        prev_bb = a.bb;
                    }
                    last_time = Some(t);
                }
                TAG_BLOCK | TAG_RAW => {
                    let d = r.get_signed().ok_or_else(|| cut(&r))?;
                    let prev_time = last_time;
                    let time = time_of(d, &mut last_time);
                    let (bb, pad, mask) = if v & 7 == TAG_BLOCK {
                        if arg == 0 || arg > known {
                            return Err(format!("block {arg} at payload byte {at} is not defined"));
                        }
                        let bits = mask_bits[arg as usize - 1];
                        let mask = if bits != 0 {
                            r.get().ok_or_else(|| cut(&r))?
                        } else {
                            0
                        };
                        (arg as u32, 0, mask)
                    } else {
                        let bb = r.get_u32().ok_or_else(|| cut(&r))?;
                        let pad = r.get_u32().ok_or_else(|| cut(&r))?;
                        let mask = r.get().ok_or_else(|| cut(&r))?;
                        (bb, pad, mask)
                    };
                    sink.event(ExecEvent {
                        time,
                        bb,
                        aux: pad,
                        mask,
                    });
                    if bb != 0 && u64::from(bb) <= known {
                        let p = prev_bb as usize;
                        let old = std::mem::replace(
                            &mut self.succ[p],
                            Successor {
                                chunk: id,
                                bb,
                                mask,
                                dt: prev_time.map_or(u64::MAX, |p| time.wrapping_sub(p)),
                            },
                        );
                        self.alts[p].demote(id, &old);
                        prev_bb = bb;
                    }
                }
                TAG_EXCEPTION => {
                    let d = r.get_signed().ok_or_else(|| cut(&r))?;
                    let time = time_of(d, &mut last_time);
                    let pc = r.get_u32().ok_or_else(|| cut(&r))?;
                    let target = r.get_u32().ok_or_else(|| cut(&r))?;
                    let n = r.get().ok_or_else(|| cut(&r))?;
                    let insns = match n {
                        0 => WHOLE_BLOCK,
                        n => u32::try_from(n - 1).map_err(|_| format!("bad count at {at}"))?,
                    };
                    sink.event(ExecEvent::exception(time, pc, target, insns));
                    prev_bb = 0;
                }
                TAG_PROCESS => {
                    let d = r.get_signed().ok_or_else(|| cut(&r))?;
                    proc_time = proc_time.wrapping_add(d as u64);
                    let event = process(arg, &mut r).ok_or_else(|| {
                        format!("process event of kind {arg} at payload byte {at} is cut short or unknown")
                    })?;
                    sink.process(Process {
                        time: proc_time,
                        event,
                    });
                }
                TAG_END => {
                    let final_time = r.get().ok_or_else(|| cut(&r))?;
                    sink.end(final_time);
                }
                t => return Err(format!("unknown token kind {t} at payload byte {at}")),
            }
        }
        Ok(())
    }
}

pub fn process(k: u64, r: &mut Reader) -> Option<ProcessEvent> {
    let bytes = |r: &mut Reader| r.get_bytes().map(<[u8]>::to_vec);
    Some(match k {
        kind::SWITCH => ProcessEvent::Switch { pid: r.get_u32()? },
        kind::FORK => ProcessEvent::Fork {
            tgid: r.get_u32()?,
            pid: r.get_u32()?,
        },
        kind::CLONE => ProcessEvent::Clone {
            tgid: r.get_u32()?,
            pid: r.get_u32()?,
        },
        kind::EXEC => {
            let n = r.get()?;
            let mut argv = Vec::new();
            for _ in 0..n {
                argv.push(bytes(r)?);
            }
            ProcessEvent::Exec { argv }
        }
        kind::MMAP => ProcessEvent::Mmap {
            start: r.get_u32()?,
            end: r.get_u32()?,
            offset: r.get_u32()?,
            path: bytes(r)?,
        },
        kind::MUNMAP => ProcessEvent::Munmap {
            start: r.get_u32()?,
            end: r.get_u32()?,
        },
        kind::EXIT => ProcessEvent::Exit { code: r.get_u32()? },
        kind::NAME => ProcessEvent::Name {
            pid: r.get_u32()?,
            name: bytes(r)?,
        },
        kind::KTHREAD_NAME => ProcessEvent::KthreadName {
            tgid: r.get_u32()?,
            pid: r.get_u32()?,
            name: bytes(r)?,
        },
        kind::SYMBOL_ADD => ProcessEvent::SymbolAdd {
            addr: r.get_u32()?,
            name: bytes(r)?,
        },
        kind::SYMBOL_REMOVE => ProcessEvent::SymbolRemove { addr: r.get_u32()? },
        kind::METHOD => ProcessEvent::Method {
            addr: r.get_u32()?,
            pid: r.get_u32()?,
            call_type: r.get_u32()?,
        },
        _ => return None,
    })
}

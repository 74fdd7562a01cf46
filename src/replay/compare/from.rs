//! Comparing the trace of a replay that started from a checkpoint with the recorded
//! trace from the checkpoint's tick on: record by record, since the two traces'
//! chunks and block numbers differ.

use std::path::Path;

use std::collections::HashMap;
use tracefmt::compact::summary::SumItem;
use tracefmt::compact::Decoded;
use tracefmt::record::{ExecEvent, EXCEPTION_MARK};

use super::{block, describe, open, time_of, Divergence, Record, Trace, Verdict};

/// Whether two records of traces that number their blocks differently (one started
/// from a checkpoint) say the same thing: executions by time, mask, marker and the
/// block's address and words. `seen[n]` is the recorded block found equal to the
/// replay's block `n` (0: none yet), so that each pair's words are compared once.
fn same_moved(a: &Trace, ra: &Record, b: &Trace, rb: &Record, seen: &mut Vec<u32>) -> bool {
    let (Record::Exec(x), Record::Exec(y)) = (ra, rb) else {
        return ra == rb;
    };
    if (x.time, x.aux, x.mask) != (y.time, y.aux, y.mask) {
        return false;
    }
    if x.bb == EXCEPTION_MARK || y.bb == EXCEPTION_MARK {
        return x.bb == y.bb;
    }
    let n = y.bb as usize;
    if seen.get(n) == Some(&x.bb) {
        return true;
    }
    let equal = match (block(a, x.bb), block(b, y.bb)) {
        (Some(p), Some(q)) => p.addr == q.addr && p.thumb == q.thumb && p.words == q.words,
        _ => false,
    };
    if equal {
        if seen.len() <= n {
            seen.resize(n + 1, 0);
        }
        seen[n] = x.bb;
    }
    equal
}

/// A record of a trace with its chunk and, for an execution, its number in the
/// whole trace.
type Placed = (usize, u64, Record);

/// The executions and end records of a trace from a chunk on, one at a time, each
/// chunk decoded once; the process events met on the way stamped at or after `from`
/// are kept aside in `procs`.
struct Stream<'a> {
    t: &'a Trace,
    /// The next chunk to decode, and the chunk where the stream ends.
    next: usize,
    end: usize,
    from: u64,
    dec: tracefmt::compact::decode::ChunkDecoder,
    out: Vec<Decoded>,
    /// The decoded chunk (in batches) and the batch of executions being read.
    batches: std::vec::IntoIter<Decoded>,
    events: std::vec::IntoIter<ExecEvent>,
    chunk: usize,
    exec: u64,
    procs: Vec<Placed>,
    /// Exception markers stamped `from` to step over (verified otherwise).
    skip_marks: usize,
    /// Chunks decoded beforehand.
    pre: HashMap<usize, Vec<Decoded>>,
}

/// A recorded trace opened, and some of its chunks decoded, ahead of a comparison
/// (by [`predecode`], on another thread while the replay runs).
#[derive(Default)]
pub struct Predecoded {
    trace: Option<Trace>,
    chunks: HashMap<usize, Vec<Decoded>>,
}

/// Opens the recorded trace `recorded` and decodes the chunk that a comparison from
/// about tick `from` reads first (the one holding the first execution at or after
/// it).
pub fn predecode(recorded: &Path, from: u64) -> anyhow::Result<Predecoded> {
    let trace = open(recorded)?;
    let mut chunks = HashMap::new();
    if let Some(k) = trace
        .frames
        .iter()
        .position(|f| f.header.count > 0 && f.header.last_time >= from)
    {
        let mut out = Vec::new();
        trace
            .reader
            .decode(k, 4096, &mut Default::default(), &mut out)
            .map_err(|e| anyhow::anyhow!("{}: {e}", recorded.display()))?;
        chunks.insert(k, out);
    }
    Ok(Predecoded {
        trace: Some(trace),
        chunks,
    })
}

impl<'a> Stream<'a> {
    fn new(t: &'a Trace, from_chunk: usize, from: u64) -> Stream<'a> {
        Stream {
            t,
            next: from_chunk,
            end: t.frames.len(),
            from,
            dec: Default::default(),
            out: Vec::new(),
            batches: Vec::new().into_iter(),
            events: Vec::new().into_iter(),
            chunk: from_chunk,
            exec: 0,
            procs: Vec::new(),
            skip_marks: 0,
            pre: HashMap::new(),
        }
    }

    /// The next execution or end record stamped at or after `from`, or `None` at the
    /// end of the stream.
    fn next_exec(&mut self) -> anyhow::Result<Option<Placed>> {
        loop {
            while let Some(r) = self.next_record() {
                let n = self.exec;
                let t = time_of(&r).unwrap_or(u64::MAX);
                if matches!(r, Record::Exec(_)) {
                    self.exec += 1;
                }
                if t < self.from {
                    continue;
                }
                if self.skip_marks > 0
                    && t == self.from
                    && matches!(&r, Record::Exec(e) if e.bb == EXCEPTION_MARK)
                {
                    self.skip_marks -= 1;
                    continue;
                }
                match r {
                    Record::Process(_) => self.procs.push((self.chunk, n, r)),
                    r => return Ok(Some((self.chunk, n, r))),
                }
            }
            if !self.load_next()? {
                return Ok(None);
            }
        }
    }

    /// Decodes the next chunk (false at the end of the stream).
    fn load_next(&mut self) -> anyhow::Result<bool> {
        let k = self.next;
        let Some(f) = self.t.frames.get(k).filter(|_| k < self.end) else {
            return Ok(false);
        };
        self.next += 1;
        self.chunk = k;
        self.exec = f.header.first;
        self.out.clear();
        if let Some(out) = self.pre.remove(&k) {
            self.batches = out.into_iter();
            return Ok(true);
        }
        self.t
            .reader
            .decode(k, 4096, &mut self.dec, &mut self.out)
            .map_err(|e| anyhow::anyhow!("{}: {e}", self.t.reader.dir().display()))?;
        self.batches = std::mem::take(&mut self.out).into_iter();
        Ok(true)
    }

    /// The next record of the chunk decoded, or `None` at its end.
    fn next_record(&mut self) -> Option<Record> {
        loop {
            if let Some(e) = self.events.next() {
                return Some(Record::Exec(e));
            }
            match self.batches.next()? {
                Decoded::Events(evs) => self.events = evs.into_iter(),
                Decoded::Process(p) => return Some(Record::Process(p)),
                Decoded::End { final_time } => return Some(Record::End(final_time)),
            }
        }
    }

    /// When the stream's first chunk has a summary and its executions all ran before
    /// `from`, takes the chunk's process events stamped at or after `from` from the
    /// summary instead of decoding the chunk.
    /// `any`: whatever the chunk's times (the executions are not wanted).
    /// True if it did.
    fn process_events_from_summary(&mut self, any: bool) -> bool {
        let k = self.next;
        let Some(f) = self.t.frames.get(k).filter(|_| k < self.end) else {
            return false;
        };
        if !any && f.header.count > 0 && f.header.last_time >= self.from {
            return false;
        }
        let Some(summary) = self.t.reader.summary(k) else {
            return false;
        };
        let mut exec = f.header.first;
        for item in summary.items {
            match item {
                SumItem::Run(r) => exec += r.n,
                SumItem::Exception(_) | SumItem::Skipped => exec += 1,
                SumItem::Process(p) if p.time >= self.from => {
                    self.procs.push((k, exec, Record::Process(p)));
                }
                SumItem::Process(_) | SumItem::End(_) => {}
            }
        }
        self.next += 1;
        self.chunk = k;
        self.exec = exec;
        true
    }

    /// Reads the rest of the stream for its process events (from the chunks'
    /// summaries where they have one).
    fn drain(&mut self) -> anyhow::Result<()> {
        loop {
            while let Some(r) = self.next_record() {
                match &r {
                    Record::Process(p) if p.time >= self.from => {
                        self.procs.push((self.chunk, self.exec, r));
                    }
                    Record::Exec(_) => self.exec += 1,
                    _ => {}
                }
            }
            if !self.process_events_from_summary(true) && !self.load_next()? {
                return Ok(());
            }
        }
    }
}

/// Compares the trace of a replay that started from a checkpoint at tick `from`
/// (so it holds only what ran from there) with the recorded trace from that tick on.
/// The executions (with the end record) and the process events are compared as two
/// sequences, as [`compare`] does within a chunk: the recorded ones stamped before
/// `from` ran before the checkpoint (a block starts before the slice end where the
/// checkpoint was taken, or at or after it), and chunk boundaries differ between the
/// two traces, so records are compared one by one, not chunks. `stopped_early`: the
/// replay stopped before the recorded run's end; the recorded records after its stop
/// are not looked at.
pub fn compare_from(
    recorded: &Path,
    replayed: &Path,
    from: u64,
    stopped_early: bool,
) -> anyhow::Result<Verdict> {
    compare_from_skipping(
        recorded,
        replayed,
        from,
        stopped_early,
        0,
        Predecoded::default(),
    )
}

/// [`compare_from`] for a replay that recorded from tick `from` on but ran (without
/// recording) before it: the replay's records stamped before `from` (process events)
/// are not looked at, and the first `skip_marks` recorded exception markers stamped
/// `from` are stepped over (taken at the end of the run before `from`, and verified
/// there, see [`crate::replay::reach`]). `pre`: recorded chunks decoded already.
pub fn compare_from_skipping(
    recorded: &Path,
    replayed: &Path,
    from: u64,
    stopped_early: bool,
    skip_marks: usize,
    mut pre: Predecoded,
) -> anyhow::Result<Verdict> {
    let a = match pre.trace.take() {
        Some(t) => t,
        None => open(recorded)?,
    };
    let b = open(replayed)?;
    // The first chunk with executions at or after `from`, and the one before it (a
    // process event is handed to the tracer at once, executions in batches: one
    // stamped after `from` can sit before executions stamped before it).
    let first = a
        .frames
        .iter()
        .position(|f| f.header.count > 0 && f.header.last_time >= from)
        .unwrap_or(a.frames.len());
    let diverged = |x: Option<&Placed>, y: Option<&Placed>, exec: u64| {
        Verdict::Diverged(Divergence {
            chunk: x.map_or(a.frames.len() as u64, |r| r.0 as u64),
            exec: x.map_or(exec, |r| r.1),
            recorded: x.map(|r| describe(&a, &r.2)),
            replayed: y.map(|r| describe(&b, &r.2)),
            time: x
                .and_then(|r| time_of(&r.2))
                .into_iter()
                .chain(y.and_then(|r| time_of(&r.2)))
                .min(),
        })
    };
    let mut xa = Stream::new(&a, first.saturating_sub(1), from);
    xa.skip_marks = skip_marks;
    xa.pre = pre.chunks;
    if first > 0 {
        xa.process_events_from_summary(false);
    }
    let mut xb = Stream::new(&b, 0, from);
    let mut execs = 0u64;
    let mut last_time = from;
    let mut next_exec = 0u64;
    let mut seen = Vec::new();
    let stop = loop {
        let y = xb.next_exec()?;
        let x = match &y {
            Some((_, _, Record::End(t))) if stopped_early => break *t,
            _ => xa.next_exec()?,
        };
        if let Some(x) = &x {
            next_exec = x.1 + u64::from(matches!(x.2, Record::Exec(_)));
        }
        match (&x, &y) {
            (None, None) => break last_time,
            (Some((_, _, rx)), Some((_, _, ry))) if same_moved(&a, rx, &b, ry, &mut seen) => {
                if let Record::Exec(e) = ry {
                    execs += 1;
                    last_time = e.time;
                } else {
                    // Both ended at the same tick.
                    break last_time;
                }
            }
            _ => return Ok(diverged(x.as_ref(), y.as_ref(), next_exec)),
        }
    };
    // Process events: every recorded one stamped in [from, stop) (or from `from` on
    // when the replay ran to the end) must be in the replay, in order.
    if stopped_early {
        // Past the stop, a chunk of the recording can still hold an event from
        // before it (by one batch of executions): look one chunk further, no more.
        let after = a
            .frames
            .iter()
            .position(|f| f.header.count > 0 && f.header.first_time > stop)
            .unwrap_or(a.frames.len());
        xa.end = (after + 1).min(a.frames.len()).max(xa.next);
    }
    xa.drain()?;
    xb.drain()?;
    let recorded_procs = xa
        .procs
        .iter()
        .filter(|r| !stopped_early || time_of(&r.2).is_some_and(|t| t < stop));
    let mut replayed_procs = xb.procs.iter();
    for x in recorded_procs {
        match replayed_procs.next() {
            Some(y) if y.2 == x.2 => {}
            y => return Ok(diverged(Some(x), y, next_exec)),
        }
    }
    if let Some(y) = replayed_procs.next() {
        return Ok(diverged(None, Some(y), next_exec));
    }
    Ok(Verdict::VerifiedFrom {
        from,
        execs,
        last_time,
        partial: stopped_early,
    })
}

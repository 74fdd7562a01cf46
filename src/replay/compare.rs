//! Comparing a re-recorded compact trace with the recorded one, chunk by chunk: equal
//! frames (header and stored bytes) pass at once; otherwise both chunks are decoded
//! and the first record that differs is reported.

use std::path::Path;

use tracefmt::compact::frame::{self, Located, EVENTS_MAGIC};
use tracefmt::compact::{CompactReader, Decoded, EVENTS_FILE};
use tracefmt::record::{BlockDef, ExecEvent, Process};

/// One decoded record of a chunk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Record {
    Exec(ExecEvent),
    Process(Process),
    End(u64),
}

/// Where the two traces part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Divergence {
    /// The chunk (0 first) and the execution's number in the whole trace (0 first).
    pub chunk: u64,
    pub exec: u64,
    /// What each trace holds there (`None`: it has ended).
    pub recorded: Option<String>,
    pub replayed: Option<String>,
    /// The tick of the first of the two records.
    pub time: Option<u64>,
}

impl std::fmt::Display for Divergence {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let show = |r: &Option<String>| r.clone().unwrap_or_else(|| "the end of the trace".into());
        write!(f, "chunk {}, execution {}", self.chunk, self.exec)?;
        if let Some(t) = self.time {
            write!(f, ", tick {t}")?;
        }
        write!(
            f,
            ": recorded {}, replayed {}",
            show(&self.recorded),
            show(&self.replayed)
        )
    }
}

/// The comparison's result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Every chunk compared equal: `chunks` of them, `execs` executions, the replay's
    /// last tick. `partial`: the replay stopped early and its last chunk matched the
    /// start of the recorded one.
    Verified {
        chunks: u64,
        execs: u64,
        last_time: u64,
        partial: bool,
    },
    Diverged(Divergence),
    /// The replay started from a checkpoint at tick `from` (taken by an earlier
    /// verified replay in this process): its trace starts mid-run and is not compared.
    FromCheckpoint {
        from: u64,
    },
}

struct Trace {
    reader: CompactReader,
    data: Vec<u8>,
    frames: Vec<Located>,
}

fn open(dir: &Path) -> anyhow::Result<Trace> {
    let reader = CompactReader::open(dir)
        .map_err(|e| anyhow::anyhow!("{}: not a readable compact trace: {e}", dir.display()))?;
    let path = dir.join(EVENTS_FILE);
    let data =
        std::fs::read(&path).map_err(|e| anyhow::anyhow!("cannot read {}: {e}", path.display()))?;
    let (frames, _) = frame::scan(&data, EVENTS_MAGIC, EVENTS_FILE);
    // The reader's index stops where the blocks do; use the shorter of the two.
    let frames = frames.into_iter().take(reader.num_chunks()).collect();
    Ok(Trace {
        reader,
        data,
        frames,
    })
}

fn frame_bytes<'a>(t: &'a Trace, f: &Located) -> &'a [u8] {
    let start = f.offset as usize;
    &t.data[start..start + frame::HEADER_LEN + f.header.stored_len as usize]
}

fn records(t: &Trace, k: usize) -> anyhow::Result<Vec<Record>> {
    let mut out = Vec::new();
    let mut dec = tracefmt::compact::decode::ChunkDecoder::default();
    t.reader
        .decode(k, 1 << 16, &mut dec, &mut out)
        .map_err(|e| anyhow::anyhow!("{}: {e}", t.reader.dir().display()))?;
    let mut recs = Vec::new();
    for d in out {
        match d {
            Decoded::Events(evs) => recs.extend(evs.into_iter().map(Record::Exec)),
            Decoded::Process(p) => recs.push(Record::Process(p)),
            Decoded::End { final_time } => recs.push(Record::End(final_time)),
        }
    }
    Ok(recs)
}

fn block(t: &Trace, n: u32) -> Option<&BlockDef> {
    t.reader.blocks().get((n as usize).checked_sub(1)?)
}

fn describe(t: &Trace, r: &Record) -> String {
    match r {
        Record::Exec(e) if e.aux != 0 => format!(
            "exception marker after {} instructions of block {} at tick {}",
            e.aux, e.bb, e.time
        ),
        Record::Exec(e) => match block(t, e.bb) {
            Some(b) => format!(
                "block {} at {:#010x}{} at tick {}",
                e.bb,
                b.addr,
                if b.thumb { " (Thumb)" } else { "" },
                e.time
            ),
            None => format!("undefined block {} at tick {}", e.bb, e.time),
        },
        Record::Process(p) => format!("process event {:?}", p),
        Record::End(t) => format!("the end record at tick {t}"),
    }
}

/// Whether two records say the same thing: executions by time, mask and the block's
/// address and words (block numbers alone could name different blocks).
fn same(a: &Trace, ra: &Record, b: &Trace, rb: &Record) -> bool {
    match (ra, rb) {
        (Record::Exec(x), Record::Exec(y)) => {
            x == y && {
                let (bx, by) = (block(a, x.bb), block(b, y.bb));
                match (bx, by) {
                    (Some(p), Some(q)) => {
                        p.addr == q.addr && p.thumb == q.thumb && p.words == q.words
                    }
                    (None, None) => true,
                    _ => false,
                }
            }
        }
        _ => ra == rb,
    }
}

fn time_of(r: &Record) -> Option<u64> {
    match r {
        Record::Exec(e) => Some(e.time),
        Record::Process(p) => Some(p.time),
        Record::End(t) => Some(*t),
    }
}

/// Compares the replay's trace `replayed` with `recorded`. `stopped_early`: the replay
/// was told to stop before the recorded run's end, so its last chunk (which holds its
/// end record) need only match the start of the recorded chunk.
pub fn compare(recorded: &Path, replayed: &Path, stopped_early: bool) -> anyhow::Result<Verdict> {
    let a = open(recorded)?;
    let b = open(replayed)?;
    let mut execs = 0u64;
    let mut last_time = 0u64;
    let n = b.frames.len();
    for k in 0..n {
        let fb = &b.frames[k];
        let last = k + 1 == n;
        if let Some(fa) = a.frames.get(k) {
            if frame_bytes(&a, fa) == frame_bytes(&b, fb) {
                execs += fb.header.count;
                if fb.header.count > 0 {
                    last_time = fb.header.last_time;
                }
                continue;
            }
        }
        // Decode both and find the first record that differs.
        let ra = if k < a.frames.len() {
            records(&a, k)?
        } else {
            Vec::new()
        };
        let rb = records(&b, k)?;
        let chunk_first = fb.header.first;
        let mut exec = chunk_first;
        for (i, y) in rb.iter().enumerate() {
            let x = ra.get(i);
            let allowed_end = stopped_early && last && matches!(y, Record::End(_));
            if allowed_end {
                break;
            }
            if !matches!(x, Some(x) if same(&a, x, &b, y)) {
                return Ok(Verdict::Diverged(Divergence {
                    chunk: k as u64,
                    exec,
                    recorded: x.map(|x| describe(&a, x)),
                    replayed: Some(describe(&b, y)),
                    time: x.and_then(time_of).into_iter().chain(time_of(y)).min(),
                }));
            }
            if let Record::Exec(e) = y {
                exec += 1;
                last_time = e.time;
            }
        }
        if !(stopped_early && last) && ra.len() > rb.len() {
            let x = &ra[rb.len()];
            return Ok(Verdict::Diverged(Divergence {
                chunk: k as u64,
                exec,
                recorded: Some(describe(&a, x)),
                replayed: None,
                time: time_of(x),
            }));
        }
        execs = exec;
    }
    if !stopped_early && a.frames.len() > n {
        let k = n;
        let ra = records(&a, k)?;
        return Ok(Verdict::Diverged(Divergence {
            chunk: k as u64,
            exec: execs,
            recorded: Some(
                ra.first()
                    .map_or_else(|| "an empty chunk".into(), |x| describe(&a, x)),
            ),
            replayed: None,
            time: ra.first().and_then(time_of),
        }));
    }
    Ok(Verdict::Verified {
        chunks: n as u64,
        execs,
        last_time,
        partial: stopped_early,
    })
}

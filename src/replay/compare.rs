//! Comparing a re-recorded compact trace with the recorded one, chunk by chunk: equal
//! frames (header and stored bytes) pass at once; otherwise both chunks are decoded
//! and the first record that differs is reported.

use std::path::Path;

use tracefmt::compact::frame::{self, Located, EVENTS_MAGIC};
use tracefmt::compact::{CompactReader, Decoded, EVENTS_FILE};
use tracefmt::record::{BlockDef, ExecEvent, Process};

mod from;
pub use from::{compare_from, compare_from_skipping, predecode, Predecoded};

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
    /// The run up to the window (not recorded) took an exception other than the
    /// recorded one, or missed one: the line says which (see [`super::reach`]).
    PrefixDiverged(String),
    /// The replay started from a checkpoint at tick `from`, and its `execs`
    /// executions up to tick `last_time` equal the recorded ones from that tick on
    /// (`partial`: the replay stopped before the recorded run's end); see
    /// [`compare_from`].
    VerifiedFrom {
        from: u64,
        execs: u64,
        last_time: u64,
        partial: bool,
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

/// Whether two frames hold the same chunk stored differently (another zstd level: a
/// trace recorded before the recorder's level changed): their headers agree but for
/// how the payload is stored, and the payloads decompress to the same bytes. A frame
/// that cannot be read is not the same (the records' comparison then reports it).
fn same_payload(a: &[u8], fa: &Located, b: &[u8], fb: &Located) -> bool {
    let stored_as = |h: &frame::FrameHeader| frame::FrameHeader {
        compression: 0,
        stored_len: 0,
        payload_crc: 0,
        ..*h
    };
    stored_as(&fa.header) == stored_as(&fb.header)
        && match (
            frame::payload(a, fa, EVENTS_FILE),
            frame::payload(b, fb, EVENTS_FILE),
        ) {
            (Ok(x), Ok(y)) => x == y,
            _ => false,
        }
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
        Record::Exec(e) => match (e.as_exception(), block(t, e.bb)) {
            (Some(x), _) => format!(
                "exception at {:#010x} to {:#010x} after {} of the block before, at tick {}",
                x.pc,
                x.target,
                x.insns.map_or_else(
                    || "all instructions".into(),
                    |n| format!("{n} instructions")
                ),
                x.time
            ),
            (None, Some(b)) => format!(
                "block {} at {:#010x}{} at tick {}",
                e.bb,
                b.addr,
                if b.thumb { " (Thumb)" } else { "" },
                e.time
            ),
            (None, None) => format!("undefined block {} at tick {}", e.bb, e.time),
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

/// How many executions `recs` holds, as a chunk header counts them (an exception
/// marker is not one), and the time of the last.
fn executions(recs: &[Record]) -> (u64, Option<u64>) {
    recs.iter()
        .filter_map(|r| match r {
            Record::Exec(e) if e.as_exception().is_none() => Some(e.time),
            _ => None,
        })
        .fold((0, None), |(n, _), t| (n + 1, Some(t)))
}

fn time_of(r: &Record) -> Option<u64> {
    match r {
        Record::Exec(e) => Some(e.time),
        Record::Process(p) => Some(p.time),
        Record::End(t) => Some(*t),
    }
}

/// Where two chunks' records part: the index in each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Parting {
    recorded: usize,
    replayed: usize,
}

/// The first place where the recorded chunk `ra` and the replayed `rb` differ
/// (`same` compares two records), or `None`. The executions (with the end record)
/// and the process events are compared as two sequences: where a process event
/// falls among the executions depends on when the core handed its batch of
/// executions to the tracer (a checkpoint hands them over early), not on the run.
/// `partial`: `rb` is the last chunk of a replay told to stop early; it is compared
/// only up to where the replay stopped (its end record): the recorded executions
/// after that are not looked at, nor the recorded process events stamped at or
/// after the stop (they can sit before executions of earlier ticks).
fn first_difference(
    ra: &[Record],
    rb: &[Record],
    partial: bool,
    same: impl Fn(&Record, &Record) -> bool,
) -> Option<Parting> {
    let stop = match rb.last() {
        Some(Record::End(t)) if partial => Some(*t),
        _ => None,
    };
    let is_process = |r: &Record| matches!(r, Record::Process(_));
    let mut first: Option<Parting> = None;
    for process in [false, true] {
        let xs: Vec<usize> = (0..ra.len())
            .filter(|&i| is_process(&ra[i]) == process)
            .filter(|&i| match (&ra[i], stop) {
                (Record::Process(p), Some(t)) => p.time < t,
                _ => true,
            })
            .collect();
        let ys: Vec<usize> = (0..rb.len())
            .filter(|&j| is_process(&rb[j]) == process)
            .filter(|&j| stop.is_none() || !matches!(rb[j], Record::End(_)))
            .collect();
        let at = (0..ys.len())
            .find(|&n| !xs.get(n).is_some_and(|&i| same(&ra[i], &rb[ys[n]])))
            .or_else(|| ((process || stop.is_none()) && xs.len() > ys.len()).then_some(ys.len()));
        if let Some(n) = at {
            let p = Parting {
                recorded: xs.get(n).copied().unwrap_or(ra.len()),
                replayed: ys.get(n).copied().unwrap_or(rb.len()),
            };
            if first.is_none_or(|f| p.replayed < f.replayed) {
                first = Some(p);
            }
        }
    }
    first
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
            if frame_bytes(&a, fa) == frame_bytes(&b, fb) || same_payload(&a.data, fa, &b.data, fb)
            {
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
        let partial = stopped_early && last;
        let diff = first_difference(&ra, &rb, partial, |x, y| same(&a, x, &b, y));
        let agreed = &rb[..diff.map_or(rb.len(), |d| d.replayed.min(rb.len()))];
        let (n, t) = executions(agreed);
        let exec = fb.header.first + n;
        last_time = t.unwrap_or(last_time);
        if let Some(d) = diff {
            let (x, y) = (ra.get(d.recorded), rb.get(d.replayed));
            return Ok(Verdict::Diverged(Divergence {
                chunk: k as u64,
                exec,
                recorded: x.map(|x| describe(&a, x)),
                replayed: y.map(|y| describe(&b, y)),
                time: x
                    .and_then(time_of)
                    .into_iter()
                    .chain(y.and_then(time_of))
                    .min(),
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

#[cfg(test)]
mod tests {
    use super::*;
    use tracefmt::record::ProcessEvent;
    use Record::End;

    fn exec(time: u64, bb: u32) -> Record {
        Record::Exec(ExecEvent {
            time,
            bb,
            ..ExecEvent::default()
        })
    }

    fn switch(time: u64, pid: u32) -> Record {
        Record::Process(Process {
            time,
            event: ProcessEvent::Switch { pid },
        })
    }

    /// One events frame of `raw` at zstd `level`, found again by a scan.
    fn stored(raw: &[u8], level: i32, count: u64) -> (Vec<u8>, Located) {
        let header = frame::FrameHeader {
            magic: EVENTS_MAGIC,
            tokens: frame::TOKENS_ALT,
            first: 7,
            count,
            first_time: 100,
            last_time: 900,
            blocks_defined: 3,
            ..frame::FrameHeader::default()
        };
        let data = frame::build(header, raw, level);
        let f = frame::scan(&data, EVENTS_MAGIC, EVENTS_FILE).0[0];
        (data, f)
    }

    #[test]
    fn a_chunk_stored_at_another_zstd_level_is_the_same_chunk() {
        // Words from a small vocabulary in a pseudo-random order: compressible, with
        // matches a faster level finds fewer of.
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut raw = Vec::new();
        while raw.len() < 200_000 {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let word = (x >> 52) as u32 % 700;
            raw.extend_from_slice(format!("w{} ", word * 37).as_bytes());
        }
        let (a, fa) = stored(&raw, 3, 40);
        let (b, fb) = stored(&raw, 1, 40);
        assert_ne!(
            a, b,
            "the levels store the same bytes: the test proves nothing"
        );
        assert!(same_payload(&a, &fa, &b, &fb));
        let (c, fc) = stored(&raw, 0, 40);
        assert!(same_payload(&a, &fa, &c, &fc));
        // Another payload, or another header, is another chunk.
        let mut other = raw.clone();
        other[150_000] ^= 1;
        let (d, fd) = stored(&other, 1, 40);
        assert!(!same_payload(&a, &fa, &d, &fd));
        let (e, fe) = stored(&raw, 1, 41);
        assert!(!same_payload(&a, &fa, &e, &fe));
        // A damaged payload is not the same (the records' comparison reports it).
        let mut bad = b.clone();
        let at = bad.len() - 10;
        bad[at] ^= 0xff;
        assert!(!same_payload(&a, &fa, &bad, &fb));
    }

    #[test]
    fn exception_markers_are_not_executions() {
        let marker = Record::Exec(ExecEvent::exception(35, 0x8000, 0xffff_0018, 2));
        let recs = [exec(10, 1), switch(20, 5), exec(30, 2), marker, exec(40, 3)];
        assert_eq!(executions(&recs), (3, Some(40)));
        assert_eq!(executions(&recs[..4]), (2, Some(30)));
        assert_eq!(executions(&recs[1..2]), (0, None));
    }

    fn diff(ra: &[Record], rb: &[Record], partial: bool) -> Option<Parting> {
        first_difference(ra, rb, partial, |x, y| x == y)
    }

    /// The recorded chunk as the recorder writes it: a switch at tick 180 handed to
    /// the tracer before the batch of executions from tick 100 on.
    fn recorded() -> Vec<Record> {
        vec![
            exec(90, 1),
            switch(180, 2),
            exec(100, 2),
            exec(150, 3),
            exec(200, 4),
            End(210),
        ]
    }

    #[test]
    fn a_replay_stopped_before_a_process_event_steps_over_it() {
        // Stopped at tick 160: the switch at 180 never happened in the replay.
        let rb = [exec(90, 1), exec(100, 2), exec(150, 3), End(160)];
        assert_eq!(diff(&recorded(), &rb, true), None);
        // Had it stopped at 190, the replay must hold the switch (anywhere among the
        // executions: where the core's batches end is not the run's business).
        let rb = [exec(90, 1), exec(100, 2), exec(150, 3), End(190)];
        assert_eq!(
            diff(&recorded(), &rb, true),
            Some(Parting {
                recorded: 1,
                replayed: 4
            })
        );
        let rb = [exec(90, 1), switch(180, 2), exec(100, 2), End(190)];
        assert_eq!(diff(&recorded(), &rb, true), None);
        let rb = [exec(90, 1), exec(100, 2), switch(180, 2), End(190)];
        assert_eq!(diff(&recorded(), &rb, true), None);
        let rb = [exec(90, 1), exec(100, 2), switch(180, 3), End(190)];
        assert_eq!(
            diff(&recorded(), &rb, true),
            Some(Parting {
                recorded: 1,
                replayed: 2
            })
        );
    }

    #[test]
    fn the_recorded_events_before_the_stop_still_count() {
        // A different block before the stop, and a switch before the stop missing.
        let rb = [exec(90, 1), exec(100, 2), exec(150, 9), End(160)];
        assert_eq!(
            diff(&recorded(), &rb, true),
            Some(Parting {
                recorded: 3,
                replayed: 2
            })
        );
        let ra = [exec(90, 1), switch(95, 2), exec(100, 2), End(210)];
        let rb = [exec(90, 1), exec(100, 2), End(160)];
        assert_eq!(
            diff(&ra, &rb, true),
            Some(Parting {
                recorded: 1,
                replayed: 3
            })
        );
    }

    #[test]
    fn a_whole_chunk_must_match_to_its_end() {
        let ra = recorded();
        assert_eq!(diff(&ra, &ra, false), None);
        // Not stopped early: the recorded switch is missing.
        let rb = [
            exec(90, 1),
            exec(100, 2),
            exec(150, 3),
            exec(200, 4),
            End(210),
        ];
        assert_eq!(
            diff(&ra, &rb, false),
            Some(Parting {
                recorded: 1,
                replayed: 5
            })
        );
        // The replay's trace ends before the recorded one's.
        assert_eq!(
            diff(&ra, &ra[..3], false),
            Some(Parting {
                recorded: 3,
                replayed: 3
            })
        );
    }
}

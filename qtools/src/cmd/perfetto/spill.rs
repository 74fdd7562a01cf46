//! A chosen minimum in one replay: the packets written with a lower minimum, kept in a temporary
//! file, then written again with the chosen one.
//!
//! Whether a slice is written depends on the minimum in one way only: a slice is written if it
//! is long enough or if its begin was written (a slice it contains was long enough), and a
//! begin is written just before the end of the first slice at or below its level that is long
//! enough. So the file of a minimum `min` is a function of the file of any lower minimum `low`
//! (every slice that `min` writes, `low` writes too, with the begins of its levels before its
//! end), given each end's duration: [`Spill::write_kept`] replays the `low` file's packets with a
//! stack of begins per track, writes an end when its slice's begin was written or the slice is
//! long enough under `min` (then the begins not yet written first), and skips it otherwise.
//!
//! The minimum may even change during the replay that writes the spill, as long as it never
//! exceeds the chosen one: the rules above hold for each slice with the minimum in force when it
//! ends. [`super::Histogram::lower_bound`] gives such a minimum from the slices counted so far,
//! so that the spill holds little more than the file's target size for each stretch of the
//! trace.
//!
//! The file is removed as soon as it is made (it lives while it is open), so it is gone however
//! the command ends.

use std::fs::{File, OpenOptions};
use std::io::{self, BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

use super::trace::{Arg, TraceWriter, TrackKind};
use super::wire::put_varint;
use super::Packets;
use crate::fasthash::FastMap;

/// Record tags.
const TRACK: u8 = 1;
const INSTANT: u8 = 2;
const BEGIN: u8 = 3;
const END: u8 = 4;

/// Track kinds.
const PROCESS: u8 = 0;
const THREAD: u8 = 1;
const CHILD: u8 = 2;

/// Argument kinds.
const INT: u8 = 0;
const STR: u8 = 1;
const PTR: u8 = 2;

/// The packets of a replay with a low minimum, in a temporary file, each end with its slice's
/// duration; the bytes of the tracks and instants alone counted on the side.
pub(super) struct Spill {
    file: BufWriter<File>,
    rec: Vec<u8>,
    /// The timestamp of the last record (timestamps are stored as differences to it).
    last_ts: u64,
    /// The functions' labels, by name key, as first given.
    labels: FastMap<u64, String>,
    /// The tracks and instants alone, as the file of a minimum no slice reaches has them.
    fixed: TraceWriter<io::Sink>,
    /// Bytes in the temporary file.
    spilled: u64,
}

fn zigzag(v: i64) -> u64 {
    ((v << 1) ^ (v >> 63)) as u64
}

fn unzigzag(v: u64) -> i64 {
    ((v >> 1) as i64) ^ -((v & 1) as i64)
}

/// Temporary files made by this process, to name the next one.
static MADE: AtomicU64 = AtomicU64::new(0);

/// A new temporary file in `TMPDIR`, already removed from its directory.
fn temporary() -> io::Result<File> {
    let dir: PathBuf = std::env::temp_dir();
    loop {
        let n = MADE.fetch_add(1, Ordering::Relaxed);
        let path = dir.join(format!("qtools-perfetto-{}-{n}.slices", std::process::id()));
        let f = match OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(f) => f,
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => {
                return Err(io::Error::new(
                    e.kind(),
                    format!(
                        "cannot make a temporary file in {} (TMPDIR): {e}",
                        dir.display()
                    ),
                ))
            }
        };
        std::fs::remove_file(&path)?;
        return Ok(f);
    }
}

impl Spill {
    /// A spill in a new temporary file.
    pub(super) fn new() -> io::Result<Spill> {
        Ok(Spill {
            file: BufWriter::with_capacity(1 << 20, temporary()?),
            rec: Vec::with_capacity(256),
            last_ts: 0,
            labels: FastMap::default(),
            fixed: TraceWriter::new(io::sink()),
            spilled: 0,
        })
    }

    /// Bytes kept in the temporary file so far.
    pub(super) fn spilled(&self) -> u64 {
        self.spilled
    }

    fn head(&mut self, tag: u8, ts: u64) {
        self.rec.clear();
        self.rec.push(tag);
        put_varint(&mut self.rec, zigzag(ts.wrapping_sub(self.last_ts) as i64));
        self.last_ts = ts;
    }

    fn str(&mut self, s: &str) {
        put_varint(&mut self.rec, s.len() as u64);
        self.rec.extend_from_slice(s.as_bytes());
    }

    fn put(&mut self) -> io::Result<()> {
        self.spilled += self.rec.len() as u64;
        self.file.write_all(&self.rec)
    }

    /// Writes the packets kept, leaving out the slices shorter than `min` as a replay with
    /// that minimum does, to `w`; the slices written.
    pub(super) fn write_kept<W: Write>(self, min: u64, w: &mut TraceWriter<W>) -> io::Result<u64> {
        let mut file = self.file.into_inner().map_err(|e| e.into_error())?;
        file.seek(SeekFrom::Start(0))?;
        let mut r = Reader {
            r: BufReader::with_capacity(1 << 20, file),
            ts: 0,
        };
        // Per track: the begins kept of its open slices, and how many of them are written.
        let mut open: FastMap<u64, (Vec<(u64, u64)>, usize)> = FastMap::default();
        let mut slices = 0;
        while let Some(tag) = r.tag()? {
            let ts = r.ts()?;
            match tag {
                TRACK => {
                    let uuid = r.varint()?;
                    match r.byte()? {
                        PROCESS => {
                            let pid = r.varint()? as u32;
                            let name = r.string()?;
                            let n = r.varint()?;
                            let cmdline =
                                (0..n).map(|_| r.string()).collect::<io::Result<Vec<_>>>()?;
                            let kind = TrackKind::Process {
                                pid,
                                name: &name,
                                cmdline: &cmdline,
                            };
                            w.track(ts, uuid, kind)?;
                        }
                        THREAD => {
                            let process = r.varint()?;
                            let pid = r.varint()? as u32;
                            let tid = r.varint()? as u32;
                            let name = r.string()?;
                            let kind = TrackKind::Thread {
                                process,
                                pid,
                                tid,
                                name: &name,
                            };
                            w.track(ts, uuid, kind)?;
                        }
                        CHILD => {
                            let parent = r.varint()?;
                            let name = r.string()?;
                            w.track(
                                ts,
                                uuid,
                                TrackKind::Child {
                                    parent,
                                    name: &name,
                                },
                            )?;
                        }
                        _ => return Err(corrupt()),
                    }
                }
                INSTANT => {
                    let track = r.varint()?;
                    let key = r.varint()?;
                    let name = r.string()?;
                    let n = r.varint()?;
                    let mut args = Vec::new();
                    for _ in 0..n {
                        let k = r.string()?;
                        let v = match r.byte()? {
                            INT => Value::Int(unzigzag(r.varint()?)),
                            STR => Value::Str(r.string()?),
                            PTR => Value::Ptr(r.varint()?),
                            _ => return Err(corrupt()),
                        };
                        args.push((k, v));
                    }
                    let args: Vec<(&str, Arg<'_>)> =
                        args.iter().map(|(k, v)| (k.as_str(), v.arg())).collect();
                    w.instant(ts, track, (key, &name), &args)?;
                }
                BEGIN => {
                    let track = r.varint()?;
                    let key = r.varint()?;
                    open.entry(track).or_default().0.push((ts, key));
                }
                END => {
                    let track = r.varint()?;
                    let dur = r.varint()?;
                    let (stack, written) = open.get_mut(&track).ok_or_else(corrupt)?;
                    let i = stack.len().checked_sub(1).ok_or_else(corrupt)?;
                    if i < *written || dur >= min {
                        for &(bts, key) in &stack[*written..] {
                            let label = self.labels.get(&key).ok_or_else(corrupt)?;
                            w.begin(bts, track, key, label)?;
                        }
                        w.end(ts, track)?;
                        slices += 1;
                        *written = i;
                    }
                    stack.pop();
                    *written = (*written).min(i);
                }
                _ => return Err(corrupt()),
            }
        }
        Ok(slices)
    }
}

fn corrupt() -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidData,
        "perfetto's temporary file of slices reads back wrong",
    )
}

/// An instant's argument read back.
enum Value {
    Int(i64),
    Str(String),
    Ptr(u64),
}

impl Value {
    fn arg(&self) -> Arg<'_> {
        match self {
            Value::Int(i) => Arg::Int(*i),
            Value::Str(s) => Arg::Str(s),
            Value::Ptr(p) => Arg::Ptr(*p),
        }
    }
}

/// Reads the records back.
struct Reader<R: Read> {
    r: R,
    ts: u64,
}

impl<R: Read> Reader<R> {
    fn byte(&mut self) -> io::Result<u8> {
        let mut b = [0u8];
        self.r.read_exact(&mut b)?;
        Ok(b[0])
    }

    /// The next record's tag, `None` at the end.
    fn tag(&mut self) -> io::Result<Option<u8>> {
        let mut b = [0u8];
        match self.r.read(&mut b)? {
            0 => Ok(None),
            _ => Ok(Some(b[0])),
        }
    }

    fn varint(&mut self) -> io::Result<u64> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            v |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(corrupt())
    }

    fn ts(&mut self) -> io::Result<u64> {
        let d = unzigzag(self.varint()?);
        self.ts = self.ts.wrapping_add(d as u64);
        Ok(self.ts)
    }

    fn string(&mut self) -> io::Result<String> {
        let n = self.varint()? as usize;
        let mut b = vec![0u8; n];
        self.r.read_exact(&mut b)?;
        String::from_utf8(b).map_err(|_| corrupt())
    }
}

impl Packets for Spill {
    fn track(&mut self, ts: u64, uuid: u64, kind: TrackKind<'_>) -> io::Result<()> {
        self.fixed.track(ts, uuid, kind)?;
        self.head(TRACK, ts);
        put_varint(&mut self.rec, uuid);
        match kind {
            TrackKind::Process { pid, name, cmdline } => {
                self.rec.push(PROCESS);
                put_varint(&mut self.rec, u64::from(pid));
                self.str(name);
                put_varint(&mut self.rec, cmdline.len() as u64);
                for a in cmdline {
                    self.str(a);
                }
            }
            TrackKind::Thread {
                process,
                pid,
                tid,
                name,
            } => {
                self.rec.push(THREAD);
                put_varint(&mut self.rec, process);
                put_varint(&mut self.rec, u64::from(pid));
                put_varint(&mut self.rec, u64::from(tid));
                self.str(name);
            }
            TrackKind::Child { parent, name } => {
                self.rec.push(CHILD);
                put_varint(&mut self.rec, parent);
                self.str(name);
            }
        }
        self.put()
    }

    fn instant(
        &mut self,
        ts: u64,
        track: u64,
        (key, name): (u64, &str),
        args: &[(&str, Arg<'_>)],
    ) -> io::Result<()> {
        self.fixed.instant(ts, track, (key, name), args)?;
        self.head(INSTANT, ts);
        put_varint(&mut self.rec, track);
        put_varint(&mut self.rec, key);
        self.str(name);
        put_varint(&mut self.rec, args.len() as u64);
        for (k, v) in args {
            self.str(k);
            match *v {
                Arg::Int(i) => {
                    self.rec.push(INT);
                    put_varint(&mut self.rec, zigzag(i));
                }
                Arg::Str(s) => {
                    self.rec.push(STR);
                    self.str(s);
                }
                Arg::Ptr(p) => {
                    self.rec.push(PTR);
                    put_varint(&mut self.rec, p);
                }
            }
        }
        self.put()
    }

    fn begin(&mut self, ts: u64, track: u64, key: u64, name: &str) -> io::Result<()> {
        self.labels.entry(key).or_insert_with(|| name.to_string());
        self.head(BEGIN, ts);
        put_varint(&mut self.rec, track);
        put_varint(&mut self.rec, key);
        self.put()
    }

    /// Bytes of the tracks and instants so far: the file of a minimum no slice reaches.
    fn fixed_bytes(&self) -> u64 {
        self.fixed.bytes()
    }

    fn end(&mut self, ts: u64, track: u64, dur: u64) -> io::Result<()> {
        self.head(END, ts);
        put_varint(&mut self.rec, track);
        put_varint(&mut self.rec, dur);
        self.put()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The writing rules of `Out::close` on tracks of their own: level `i` of a track ends; it
    /// is written if its begin was (`i < emitted`) or if it is long enough, after the begins
    /// not written yet.
    struct Rules<P: Packets> {
        w: P,
        /// Per track: its open levels (start, name key) and how many have their begin written.
        lanes: Vec<(Vec<(u64, u64)>, usize)>,
        slices: u64,
    }

    impl<P: Packets> Rules<P> {
        fn push(&mut self, track: usize, key: u64, t: u64) {
            self.lanes[track].0.push((t, key));
        }

        fn pop(&mut self, track: usize, t: u64, min: u64) {
            let (levels, emitted) = &mut self.lanes[track];
            let i = levels.len() - 1;
            let dur = t - levels[i].0;
            if i < *emitted || dur >= min {
                for &(s, key) in &levels[*emitted..] {
                    self.w
                        .begin(s, track as u64, key, &format!("f{key}"))
                        .unwrap();
                }
                self.w.end(t, track as u64, dur).unwrap();
                self.slices += 1;
                *emitted = i;
            }
            levels.pop();
            *emitted = (*emitted).min(i);
        }
    }

    /// Random nested slices on 3 tracks with instants and tracks between them, written with a
    /// minimum directly and through a spill whose minimum moves at random below it: the same
    /// bytes. Breaks if `write_kept` forgets which begins it wrote (`*written = i` left out:
    /// begins written again). (`i < *written` alone changes nothing: a slice whose begin was
    /// written contains one long enough, so it is long enough itself; the rule is kept as
    /// `Out::close` has it.)
    #[test]
    fn a_spill_of_a_lower_minimum_writes_the_file_of_the_minimum() {
        let mut r = testrng::Rng::new(0x5b11_1000);
        for round in 0..200u64 {
            let min = 1 + r.below(60);
            let mut direct = Rules {
                w: TraceWriter::new(Vec::new()),
                lanes: vec![(Vec::new(), 0); 3],
                slices: 0,
            };
            let mut low = Rules {
                w: Spill::new().unwrap(),
                lanes: vec![(Vec::new(), 0); 3],
                slices: 0,
            };
            let mut t = 0;
            for _ in 0..400 {
                t += 1 + r.below(20);
                let track = r.below(3) as usize;
                let lmin = if round % 4 == 0 {
                    min
                } else {
                    r.below(min + 1)
                };
                match r.below(10) {
                    0..=3 if direct.lanes[track].0.len() < 12 => {
                        let key = r.below(7);
                        direct.push(track, key, t);
                        low.push(track, key, t);
                    }
                    0..=6 if !direct.lanes[track].0.is_empty() => {
                        direct.pop(track, t, min);
                        low.pop(track, t, lmin);
                    }
                    7 => {
                        let args = [("n", Arg::Int(-(t as i64))), ("s", Arg::Str("x"))];
                        let name = (100 + r.below(3), "instant");
                        direct.w.instant(t, 9, name, &args).unwrap();
                        low.w.instant(t, 9, name, &args).unwrap();
                    }
                    8 => {
                        let kind = TrackKind::Thread {
                            process: 7,
                            pid: 3,
                            tid: track as u32,
                            name: "th",
                        };
                        Packets::track(&mut direct.w, t, track as u64, kind).unwrap();
                        Packets::track(&mut low.w, t, track as u64, kind).unwrap();
                    }
                    _ => {}
                }
            }
            for track in 0..3 {
                while !direct.lanes[track].0.is_empty() {
                    t += 1;
                    direct.pop(track, t, min);
                    low.pop(track, t, 0);
                }
            }
            let mut w = TraceWriter::new(Vec::new());
            let slices = low.w.write_kept(min, &mut w).unwrap();
            assert_eq!(slices, direct.slices, "round {round}, minimum {min}");
            let (a, b) = (direct.w.finish().unwrap(), w.finish().unwrap());
            assert!(
                a == b,
                "round {round}, minimum {min}: {} bytes against {}",
                b.len(),
                a.len()
            );
        }
    }
}

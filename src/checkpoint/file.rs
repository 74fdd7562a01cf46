//! Checkpoints in the trace directory (`TRACE/checkpoints`, docs/checkpoint-format.md):
//! a header naming the recording, then one record per checkpoint in tick order. A
//! record holds the machine's state but RAM ([`super::codec`]) and the RAM pages that
//! differ from the record before (zstd-compressed; the first record's "before" is
//! RAM of zeros), so restoring checkpoint k reads records 0..=k. Each record is
//! written with one `write` and carries its length and a checksum: a run killed
//! while writing leaves the records before it usable, and a damaged record makes the
//! reader fall back to the one before.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use devices::state::{StateReader, StateWriter};

use super::codec::MachineState;
use super::{Checkpoint, RamImage, PAGE};

/// The file's name in the trace directory.
pub const FILE_NAME: &str = "checkpoints";
/// The file's first bytes, then the version.
const MAGIC: &[u8; 8] = b"GTCKPT\r\n";
const VERSION: u32 = 1;
/// Each record's first bytes.
const RECORD_MAGIC: &[u8; 4] = b"CKPT";
/// A record's header: magic, body length (u64), tick (u64), checksum (u64).
const RECORD_HEADER: usize = 4 + 8 + 8 + 8;
/// zstd level of the RAM pages: on the default boot 3 gives 9.0 MiB for 0.14 s of the
/// writer thread's CPU, 1 10.3 MiB for 0.11 s, 6 8.8 MiB for 0.25 s.
const ZSTD_LEVEL: i32 = 3;
/// The most RAM a record may describe (the emulator's limit).
const MAX_RAM: u64 = 1 << 30;

/// The checksum of a record's body: FNV-1a over 64-bit words.
fn checksum(body: &[u8]) -> u64 {
    super::ram_hash(body) ^ body.len() as u64
}

/// What identifies a recording: a hash of its recipe's start time and the hashes of
/// the files it booted (the lines written when the recording starts; others are
/// added as it runs and ends). A checkpoint file of another recording in the same
/// directory is not used.
pub fn recording_id(trace: &Path) -> anyhow::Result<u64> {
    let path = trace.join(tracefmt::compact::RECIPE_FILE);
    let text = std::fs::read_to_string(&path)
        .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", path.display()))?;
    let fixed: String = text
        .lines()
        .filter(|l| l.starts_with("start:") || l.contains(" sha256="))
        .flat_map(|l| [l, "\n"])
        .collect();
    Ok(super::ram_hash(fixed.as_bytes()))
}

/// Appends checkpoints to a file.
pub struct CheckpointWriter {
    file: std::fs::File,
    path: PathBuf,
    /// The RAM of the record written last.
    last: Option<RamImage>,
    /// Records and bytes written.
    pub records: usize,
    pub bytes: u64,
}

impl std::fmt::Debug for CheckpointWriter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CheckpointWriter")
            .field("path", &self.path)
            .field("records", &self.records)
            .finish()
    }
}

impl CheckpointWriter {
    /// Creates (or empties) `path` for the checkpoints of the recording `id`.
    pub fn create(path: &Path, id: u64) -> anyhow::Result<CheckpointWriter> {
        let err = |e: std::io::Error| anyhow::anyhow!("cannot write {}: {e}", path.display());
        let mut file = std::fs::File::create(path).map_err(err)?;
        let mut head = MAGIC.to_vec();
        head.extend_from_slice(&VERSION.to_le_bytes());
        head.extend_from_slice(&(PAGE as u32).to_le_bytes());
        head.extend_from_slice(&id.to_le_bytes());
        file.write_all(&head).map_err(err)?;
        Ok(CheckpointWriter {
            file,
            path: path.to_path_buf(),
            last: None,
            records: 0,
            bytes: head.len() as u64,
        })
    }

    /// Appends `cp` (later than the record before); returns the record's bytes.
    pub fn append(&mut self, cp: &Checkpoint) -> anyhow::Result<u64> {
        let body = record_body(cp, self.last.as_ref())?;
        let mut rec = Vec::with_capacity(RECORD_HEADER + body.len());
        rec.extend_from_slice(RECORD_MAGIC);
        rec.extend_from_slice(&(body.len() as u64).to_le_bytes());
        rec.extend_from_slice(&cp.ticks.to_le_bytes());
        rec.extend_from_slice(&checksum(&body).to_le_bytes());
        rec.extend_from_slice(&body);
        // One write: the operating system has the record once it returns, so a killed
        // run keeps it.
        self.file
            .write_all(&rec)
            .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", self.path.display()))?;
        self.last = Some(cp.ram().clone());
        self.records += 1;
        self.bytes += rec.len() as u64;
        Ok(rec.len() as u64)
    }
}

/// A record's body: the state, the RAM size, the pages now zero, the pages with new
/// contents and those contents compressed.
fn record_body(cp: &Checkpoint, prev: Option<&RamImage>) -> anyhow::Result<Vec<u8>> {
    let pages = cp.ram().pages();
    let mut zero = Vec::new();
    let mut changed = Vec::new();
    let mut data = Vec::new();
    for (i, p) in pages.iter().enumerate() {
        let same = match prev.and_then(|r| r.pages().get(i)) {
            Some(q) => Arc::ptr_eq(p, q) || **p == **q,
            None => p.iter().all(|&b| b == 0),
        };
        if same {
            continue;
        }
        if p.iter().all(|&b| b == 0) {
            zero.push(i as u32);
        } else {
            changed.push(i as u32);
            data.extend_from_slice(p);
        }
    }
    let packed = zstd::bulk::compress(&data, ZSTD_LEVEL)
        .map_err(|e| anyhow::anyhow!("cannot compress the checkpoint's RAM: {e}"))?;
    let ram_size: usize = pages.iter().map(|p| p.len()).sum();
    let mut w = StateWriter::new();
    w.bytes(&cp.machine_state().to_bytes());
    w.u64(ram_size as u64);
    w.len(zero.len());
    w.u32s(&zero);
    w.len(changed.len());
    w.u32s(&changed);
    w.bytes(&packed);
    Ok(w.into_bytes())
}

/// One record found in the file.
#[derive(Debug, Clone, Copy)]
struct Entry {
    ticks: u64,
    /// The body's offset and length.
    at: usize,
    len: usize,
    check: u64,
}

/// A checkpoint file opened for reading.
pub struct CheckpointFile {
    path: PathBuf,
    data: Vec<u8>,
    entries: Vec<Entry>,
    /// What was wrong with the file's end (a record cut short), one line each.
    pub warnings: Vec<String>,
}

impl std::fmt::Debug for CheckpointFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CheckpointFile")
            .field("path", &self.path)
            .field("records", &self.entries.len())
            .finish()
    }
}

fn le_u32(b: &[u8]) -> u32 {
    let mut a = [0; 4];
    a.copy_from_slice(&b[..4]);
    u32::from_le_bytes(a)
}

fn le_u64(b: &[u8]) -> u64 {
    let mut a = [0; 8];
    a.copy_from_slice(&b[..8]);
    u64::from_le_bytes(a)
}

impl CheckpointFile {
    /// Opens `path` and lists its records. A file that is not a checkpoint file of
    /// recording `id` (wrong magic, version, page size or recording) is an error; a
    /// record cut short or not starting with its magic ends the list with a warning.
    pub fn open(path: &Path, id: u64) -> anyhow::Result<CheckpointFile> {
        let data = std::fs::read(path)
            .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", path.display()))?;
        CheckpointFile::from_bytes(path, data, id)
    }

    /// [`CheckpointFile::open`] on the file's bytes `data` (`path` names it in
    /// messages).
    fn from_bytes(path: &Path, data: Vec<u8>, id: u64) -> anyhow::Result<CheckpointFile> {
        let bad = |what: &str| {
            anyhow::anyhow!(
                "{}: not a usable checkpoint file ({what}); use --no-checkpoints to replay without it",
                path.display()
            )
        };
        if data.len() < 24 || &data[..8] != MAGIC {
            return Err(bad("no checkpoint header"));
        }
        let version = le_u32(&data[8..]);
        if version != VERSION {
            return Err(bad(&format!(
                "version {version}, this build reads {VERSION}"
            )));
        }
        if le_u32(&data[12..]) as usize != PAGE {
            return Err(bad("another page size"));
        }
        if le_u64(&data[16..]) != id {
            return Err(bad("written for another recording in this directory"));
        }
        let mut entries = Vec::new();
        let mut warnings = Vec::new();
        let mut at = 24;
        while at < data.len() {
            let n = entries.len();
            let rest = &data[at..];
            if rest.len() < RECORD_HEADER {
                warnings.push(format!(
                    "{}: checkpoint {n} is cut short (a run stopped while writing it?); {n} checkpoints usable",
                    path.display()
                ));
                break;
            }
            if &rest[..4] != RECORD_MAGIC {
                warnings.push(format!(
                    "{}: checkpoint {n} at byte {at} has no record header; {n} checkpoints usable",
                    path.display()
                ));
                break;
            }
            let len = le_u64(&rest[4..]);
            if len > (rest.len() - RECORD_HEADER) as u64 {
                warnings.push(format!(
                    "{}: checkpoint {n} is cut short (a run stopped while writing it?); {n} checkpoints usable",
                    path.display()
                ));
                break;
            }
            let ticks = le_u64(&rest[12..]);
            if entries.last().is_some_and(|e: &Entry| e.ticks >= ticks) {
                warnings.push(format!(
                    "{}: checkpoint {n} is not later than the one before; {n} checkpoints usable",
                    path.display()
                ));
                break;
            }
            entries.push(Entry {
                ticks,
                at: at + RECORD_HEADER,
                len: len as usize,
                check: le_u64(&rest[20..]),
            });
            at += RECORD_HEADER + len as usize;
        }
        Ok(CheckpointFile {
            path: path.to_path_buf(),
            data,
            entries,
            warnings,
        })
    }

    /// The ticks of the checkpoints listed.
    pub fn ticks(&self) -> Vec<u64> {
        self.entries.iter().map(|e| e.ticks).collect()
    }

    /// The latest checkpoint at or before `ticks` whose records read back. A damaged
    /// record (checksum, contents) adds a warning line and the search goes on with
    /// the checkpoints before it; `None` when none is left.
    pub fn load_at_or_before(&self, ticks: u64) -> (Option<Checkpoint>, Vec<String>) {
        let mut warnings = Vec::new();
        let mut k = self.entries.partition_point(|e| e.ticks <= ticks);
        while k > 0 {
            match self.load(k - 1) {
                Ok(cp) => return (Some(cp), warnings),
                Err((bad, why)) => {
                    warnings.push(format!(
                        "{}: checkpoint {bad} (tick {}) is damaged ({why}); {}",
                        self.path.display(),
                        self.entries[bad].ticks,
                        match bad.checked_sub(1) {
                            Some(b) => format!(
                                "using the ones before (the latest at tick {})",
                                self.entries[b].ticks
                            ),
                            None => "no checkpoint is usable".to_string(),
                        }
                    ));
                    k = k.min(bad);
                }
            }
        }
        (None, warnings)
    }

    /// Reads checkpoint `k`: the RAM pages of records 0..=k and the state of record
    /// k. An error names the record at fault and why.
    fn load(&self, k: usize) -> Result<Checkpoint, (usize, String)> {
        let zero: Arc<[u8]> = Arc::from(vec![0u8; PAGE]);
        let mut pages: Vec<Arc<[u8]>> = Vec::new();
        let mut state = None;
        for (i, e) in self.entries[..=k].iter().enumerate() {
            let body = &self.data[e.at..e.at + e.len];
            if checksum(body) != e.check {
                return Err((i, "checksum mismatch".into()));
            }
            let st = apply(body, i == 0, &mut pages, &zero).map_err(|why| (i, why))?;
            if i == k {
                let s = MachineState::from_bytes(st).map_err(|e| (i, e.to_string()))?;
                if s.ticks != e.ticks {
                    return Err((i, format!("its state is of tick {}", s.ticks)));
                }
                state = Some(s);
            }
        }
        let state = state.ok_or((k, "no state".to_string()))?;
        Ok(Checkpoint::from_parts(state, RamImage { pages }))
    }
}

/// Applies one record's pages to `pages` (sized by the first record); returns the
/// record's state bytes.
fn apply<'a>(
    body: &'a [u8],
    first: bool,
    pages: &mut Vec<Arc<[u8]>>,
    zero: &Arc<[u8]>,
) -> Result<&'a [u8], String> {
    let e = |e: devices::state::StateError| e.to_string();
    let mut r = StateReader::new(body);
    let state = r.bytes(1 << 28, "state").map_err(e)?;
    let ram = r.u64("RAM size").map_err(e)?;
    if ram > MAX_RAM || ram % PAGE as u64 != 0 {
        return Err(format!("RAM size {ram}"));
    }
    let count = (ram / PAGE as u64) as usize;
    if first {
        *pages = vec![zero.clone(); count];
    } else if count != pages.len() {
        return Err(format!("{count} pages of RAM after {}", pages.len()));
    }
    let n = r.len(count, "zero pages").map_err(e)?;
    let mut zeroed = vec![0u32; n];
    r.u32s(&mut zeroed, "zero pages").map_err(e)?;
    let n = r.len(count, "pages").map_err(e)?;
    let mut changed = vec![0u32; n];
    r.u32s(&mut changed, "pages").map_err(e)?;
    let packed = r.bytes(usize::MAX >> 1, "page data").map_err(e)?;
    r.finish().map_err(e)?;
    if let Some(bad) = zeroed
        .iter()
        .chain(&changed)
        .find(|&&p| p as usize >= count)
    {
        return Err(format!("page {bad} outside RAM"));
    }
    let data = zstd::bulk::decompress(packed, changed.len() * PAGE)
        .map_err(|err| format!("page data: {err}"))?;
    if data.len() != changed.len() * PAGE {
        return Err(format!(
            "{} bytes of page data for {} pages",
            data.len(),
            changed.len()
        ));
    }
    for &p in &zeroed {
        pages[p as usize] = zero.clone();
    }
    for (&p, bytes) in changed.iter().zip(data.chunks(PAGE)) {
        pages[p as usize] = Arc::from(bytes);
    }
    Ok(state)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checkpoint::RunPosition;

    fn checkpoint(ticks: u64, ram: &[u8], prev: Option<&Checkpoint>) -> Checkpoint {
        let zero: Arc<[u8]> = Arc::from(vec![0u8; PAGE]);
        let (image, _) = RamImage::capture(ram, prev.map(|p| p.ram()), &zero);
        let state = MachineState {
            ticks,
            cpu: arm::CpuState::new(),
            cp15: arm::cp15::Cp15Regs::reset(),
            next_check: ticks + 5,
            lines: arm::bus::Irqs::default(),
            recording: true,
            trace_handed: false,
            bus: vec![9; 40],
            position: RunPosition {
                inputs_fed: ticks as usize,
                ..RunPosition::default()
            },
            v7: None,
        };
        Checkpoint::from_parts(state, image)
    }

    fn flat(c: &Checkpoint) -> Vec<u8> {
        c.ram().pages().concat()
    }

    /// Three checkpoints of a changing 8-page RAM written and read back; then the
    /// file damaged in each of several ways.
    #[test]
    fn records_read_back_and_damage_falls_back_to_earlier_ones() {
        let dir = std::env::temp_dir().join(format!("goldtrace-ckfile-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(FILE_NAME);
        let mut ram = vec![0u8; 8 * PAGE];
        ram[3 * PAGE + 1] = 7;
        ram[5 * PAGE] = 1;
        let a = checkpoint(100, &ram, None);
        ram[5 * PAGE] = 0; // back to zero
        ram[6 * PAGE + 9] = 3;
        let b = checkpoint(200, &ram, Some(&a));
        ram[3 * PAGE + 1] = 8;
        let c = checkpoint(300, &ram, Some(&b));
        let mut w = CheckpointWriter::create(&path, 42).unwrap();
        let sizes: Vec<u64> = [&a, &b, &c].iter().map(|x| w.append(x).unwrap()).collect();
        drop(w);
        let f = CheckpointFile::open(&path, 42).unwrap();
        assert_eq!(f.ticks(), [100, 200, 300]);
        assert!(f.warnings.is_empty());
        for (want, at) in [(&a, 150), (&b, 200), (&c, u64::MAX)] {
            let (got, warn) = f.load_at_or_before(at);
            let got = got.unwrap();
            assert!(warn.is_empty());
            assert_eq!(got.ticks, want.ticks);
            assert_eq!(flat(&got), flat(want));
            assert_eq!(got.machine_state(), want.machine_state());
        }
        assert!(f.load_at_or_before(99).0.is_none());
        assert!(CheckpointFile::open(&path, 43)
            .unwrap_err()
            .to_string()
            .contains("another recording"));

        let bytes = std::fs::read(&path).unwrap();
        let header = 24;
        let end_of = |n: usize| header + sizes[..n].iter().sum::<u64>() as usize;
        // Cut in the middle of the last record: two usable, one warning.
        std::fs::write(&path, &bytes[..end_of(2) + 30]).unwrap();
        let f = CheckpointFile::open(&path, 42).unwrap();
        assert_eq!(f.ticks(), [100, 200]);
        assert_eq!(f.warnings.len(), 1, "{:?}", f.warnings);
        assert!(f.warnings[0].contains("cut short"));
        // A flipped byte in the second record's pages: the first is used.
        let mut bad = bytes.clone();
        bad[end_of(2) - 3] ^= 0x40;
        std::fs::write(&path, &bad).unwrap();
        let f = CheckpointFile::open(&path, 42).unwrap();
        let (got, warn) = f.load_at_or_before(u64::MAX);
        assert_eq!(got.unwrap().ticks, 100);
        assert_eq!(warn.len(), 1, "{warn:?}");
        assert!(
            warn[0].contains("checkpoint 1 (tick 200) is damaged"),
            "{warn:?}"
        );
        // A flipped byte in the first: none.
        let mut bad = bytes.clone();
        bad[header + RECORD_HEADER + 2] ^= 1;
        std::fs::write(&path, &bad).unwrap();
        let (got, warn) = CheckpointFile::open(&path, 42)
            .unwrap()
            .load_at_or_before(u64::MAX);
        assert!(got.is_none());
        assert!(warn.last().unwrap().contains("no checkpoint is usable"));
        // Every cut of the file, and every byte flipped, opens or fails without a
        // panic; a flipped byte is never taken for a good checkpoint.
        for cut in 0..bytes.len() {
            if let Ok(f) = CheckpointFile::from_bytes(&path, bytes[..cut].to_vec(), 42) {
                let _ = f.load_at_or_before(u64::MAX);
            }
        }
        for at in 24..bytes.len() {
            let mut bad = bytes.clone();
            bad[at] ^= 0x01;
            if let Ok(f) = CheckpointFile::from_bytes(&path, bad, 42) {
                if let (Some(cp), _) = f.load_at_or_before(u64::MAX) {
                    let want = [&a, &b, &c].into_iter().find(|x| x.ticks == cp.ticks);
                    let want = want.expect("a checkpoint of a listed tick");
                    assert_eq!(flat(&cp), flat(want), "byte {at} flipped");
                    assert_eq!(cp.machine_state(), want.machine_state(), "byte {at}");
                }
            }
        }
        std::fs::write(&path, b"not a checkpoint file at all").unwrap();
        assert!(CheckpointFile::open(&path, 42)
            .unwrap_err()
            .to_string()
            .contains("not a usable checkpoint file"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}

//! What a virtio-blk disk reads and writes: the [`BlockBackend`] trait, a host file,
//! a copy-on-write [`Overlay`] over another backend (QEMU's `snapshot=on`) and an
//! in-memory disk.

use std::collections::BTreeMap;
use std::fs::File;
use std::io;
use std::os::unix::fs::FileExt;
use std::path::Path;

use crate::state::{StateReader, StateWriter};

/// A disk's contents. Offsets and lengths are in bytes; the device checks them against
/// [`BlockBackend::len`] before calling.
pub trait BlockBackend: Send {
    /// The disk's size in bytes.
    fn len(&self) -> u64;
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    fn read_at(&mut self, offset: u64, buf: &mut [u8]) -> io::Result<()>;
    fn write_at(&mut self, offset: u64, buf: &[u8]) -> io::Result<()>;
    fn flush(&mut self) -> io::Result<()>;
    /// Whether the guest may only read (the device offers VIRTIO_BLK_F_RO).
    fn read_only(&self) -> bool {
        false
    }
    /// What a checkpoint must hold to give the disk back as it is now: `Some(bytes)`
    /// (empty when nothing changes, as for a read-only file), or `None` when that
    /// cannot be kept (writes went to a host file).
    fn save(&self) -> Option<Vec<u8>>;
    /// Puts back what [`BlockBackend::save`] returned.
    fn load(&mut self, state: &[u8]) -> Result<(), String>;
}

/// A host file. Written only when opened writable (and then not checkpointable).
#[derive(Debug)]
pub struct FileBackend {
    file: File,
    len: u64,
    read_only: bool,
}

impl FileBackend {
    pub fn open(path: &Path, read_only: bool) -> io::Result<FileBackend> {
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(!read_only)
            .open(path)?;
        let len = file.metadata()?.len();
        Ok(FileBackend {
            file,
            len,
            read_only,
        })
    }
}

impl BlockBackend for FileBackend {
    fn len(&self) -> u64 {
        self.len
    }
    fn read_at(&mut self, offset: u64, buf: &mut [u8]) -> io::Result<()> {
        self.file.read_exact_at(buf, offset)
    }
    fn write_at(&mut self, offset: u64, buf: &[u8]) -> io::Result<()> {
        if self.read_only {
            return Err(io::Error::new(
                io::ErrorKind::PermissionDenied,
                "read-only disk",
            ));
        }
        self.file.write_all_at(buf, offset)
    }
    fn flush(&mut self) -> io::Result<()> {
        if self.read_only {
            return Ok(());
        }
        self.file.sync_data()
    }
    fn read_only(&self) -> bool {
        self.read_only
    }
    fn save(&self) -> Option<Vec<u8>> {
        self.read_only.then(Vec::new)
    }
    fn load(&mut self, state: &[u8]) -> Result<(), String> {
        match state.is_empty() && self.read_only {
            true => Ok(()),
            false => Err("a writable disk file cannot be restored".into()),
        }
    }
}

/// An in-memory disk (tests, small images).
#[derive(Debug, Clone)]
pub struct MemBackend {
    pub data: Vec<u8>,
    pub read_only: bool,
}

impl MemBackend {
    pub fn new(data: Vec<u8>) -> MemBackend {
        MemBackend {
            data,
            read_only: false,
        }
    }
}

fn range(len: usize, offset: u64, n: usize) -> io::Result<std::ops::Range<usize>> {
    let start = usize::try_from(offset).map_err(|_| io::ErrorKind::InvalidInput)?;
    match start.checked_add(n) {
        Some(end) if end <= len => Ok(start..end),
        _ => Err(io::ErrorKind::UnexpectedEof.into()),
    }
}

impl BlockBackend for MemBackend {
    fn len(&self) -> u64 {
        self.data.len() as u64
    }
    fn read_at(&mut self, offset: u64, buf: &mut [u8]) -> io::Result<()> {
        let r = range(self.data.len(), offset, buf.len())?;
        buf.copy_from_slice(&self.data[r]);
        Ok(())
    }
    fn write_at(&mut self, offset: u64, buf: &[u8]) -> io::Result<()> {
        if self.read_only {
            return Err(io::Error::new(
                io::ErrorKind::PermissionDenied,
                "read-only disk",
            ));
        }
        let r = range(self.data.len(), offset, buf.len())?;
        self.data[r].copy_from_slice(buf);
        Ok(())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
    fn read_only(&self) -> bool {
        self.read_only
    }
    fn save(&self) -> Option<Vec<u8>> {
        Some(self.data.clone())
    }
    fn load(&mut self, state: &[u8]) -> Result<(), String> {
        if state.len() != self.data.len() {
            return Err(format!(
                "the saved disk has {} bytes, this one {}",
                state.len(),
                self.data.len()
            ));
        }
        self.data.copy_from_slice(state);
        Ok(())
    }
}

/// Copy-on-write over a backend that is only read (QEMU's `snapshot=on`): written
/// chunks of [`Overlay::CHUNK`] bytes live in memory, the base is never written. At
/// most `limit` bytes of chunks are held: a write that needs more fails (the guest sees
/// an I/O error) rather than growing without bound. A checkpoint holds the chunks.
pub struct Overlay {
    base: Box<dyn BlockBackend>,
    chunks: BTreeMap<u64, Box<[u8]>>,
    limit: usize,
}

impl std::fmt::Debug for Overlay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Overlay")
            .field("chunks", &self.chunks.len())
            .field("limit", &self.limit)
            .finish_non_exhaustive()
    }
}

impl Overlay {
    /// The unit of copy-on-write.
    pub const CHUNK: u64 = 4096;

    /// An overlay over `base` holding at most `limit` bytes of written chunks.
    pub fn new(base: Box<dyn BlockBackend>, limit: usize) -> Overlay {
        Overlay {
            base,
            chunks: BTreeMap::new(),
            limit,
        }
    }

    /// Bytes of chunks held.
    pub fn held(&self) -> usize {
        self.chunks.len() * Self::CHUNK as usize
    }

    fn check(&self, offset: u64, n: usize) -> io::Result<()> {
        match offset.checked_add(n as u64) {
            Some(end) if end <= self.base.len() => Ok(()),
            _ => Err(io::ErrorKind::UnexpectedEof.into()),
        }
    }

    /// The chunk at `index`, read from the base the first time.
    fn chunk(&mut self, index: u64) -> io::Result<&mut Box<[u8]>> {
        if !self.chunks.contains_key(&index) {
            if self.held() + Self::CHUNK as usize > self.limit {
                return Err(io::Error::new(
                    io::ErrorKind::OutOfMemory,
                    "disk overlay full",
                ));
            }
            let start = index * Self::CHUNK;
            let n = Self::CHUNK.min(self.base.len() - start) as usize;
            let mut data = vec![0; n];
            self.base.read_at(start, &mut data)?;
            self.chunks.insert(index, data.into_boxed_slice());
        }
        Ok(self.chunks.get_mut(&index).expect("inserted"))
    }
}

/// Splits `[offset, offset + n)` into (chunk index, offset in chunk, offset in buffer, length).
fn pieces(offset: u64, n: usize) -> impl Iterator<Item = (u64, usize, usize, usize)> {
    let mut done = 0usize;
    std::iter::from_fn(move || {
        if done >= n {
            return None;
        }
        let at = offset + done as u64;
        let within = (at % Overlay::CHUNK) as usize;
        let len = (Overlay::CHUNK as usize - within).min(n - done);
        let piece = (at / Overlay::CHUNK, within, done, len);
        done += len;
        Some(piece)
    })
}

impl BlockBackend for Overlay {
    fn len(&self) -> u64 {
        self.base.len()
    }
    fn read_at(&mut self, offset: u64, buf: &mut [u8]) -> io::Result<()> {
        self.check(offset, buf.len())?;
        for (index, within, at, len) in pieces(offset, buf.len()) {
            let dst = &mut buf[at..at + len];
            match self.chunks.get(&index) {
                Some(c) => dst.copy_from_slice(&c[within..within + len]),
                None => self.base.read_at(offset + at as u64, dst)?,
            }
        }
        Ok(())
    }
    fn write_at(&mut self, offset: u64, buf: &[u8]) -> io::Result<()> {
        self.check(offset, buf.len())?;
        for (index, within, at, len) in pieces(offset, buf.len()) {
            self.chunk(index)?[within..within + len].copy_from_slice(&buf[at..at + len]);
        }
        Ok(())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
    fn save(&self) -> Option<Vec<u8>> {
        let mut w = StateWriter::new();
        w.len(self.chunks.len());
        for (index, data) in &self.chunks {
            w.u64(*index);
            w.bytes(data);
        }
        Some(w.into_bytes())
    }
    fn load(&mut self, state: &[u8]) -> Result<(), String> {
        let mut r = StateReader::new(state);
        let err = |e: crate::state::StateError| e.to_string();
        let max = self.limit / Self::CHUNK as usize;
        let n = r.len(max, "overlay chunks").map_err(err)?;
        let mut chunks = BTreeMap::new();
        for _ in 0..n {
            let index = r.u64("overlay chunk index").map_err(err)?;
            let data = r
                .bytes(Self::CHUNK as usize, "overlay chunk")
                .map_err(err)?;
            let start = index
                .checked_mul(Self::CHUNK)
                .filter(|s| *s < self.base.len());
            let Some(start) = start else {
                return Err(format!("overlay chunk {index} is past the disk's end"));
            };
            if data.len() as u64 != Self::CHUNK.min(self.base.len() - start) {
                return Err(format!("overlay chunk {index} has {} bytes", data.len()));
            }
            chunks.insert(index, data.to_vec().into_boxed_slice());
        }
        r.finish().map_err(err)?;
        self.chunks = chunks;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn disk(n: usize) -> MemBackend {
        MemBackend::new((0..n).map(|i| (i * 7) as u8).collect())
    }

    #[test]
    fn overlay_keeps_writes_and_leaves_the_base_alone() {
        let base = disk(3 * 4096 + 100);
        let mut o = Overlay::new(Box::new(base.clone()), 2 * 4096);
        o.write_at(4090, &[0xaa; 20]).unwrap();
        assert_eq!(o.held(), 2 * 4096);
        let mut buf = [0; 30];
        o.read_at(4085, &mut buf).unwrap();
        assert_eq!(&buf[..5], &base.data[4085..4090]);
        assert_eq!(&buf[5..25], &[0xaa; 20]);
        assert_eq!(&buf[25..], &base.data[4110..4115]);
        // A third chunk is over the limit: the write fails, nothing changes.
        assert!(o.write_at(3 * 4096, &[1]).is_err());
        assert!(o.read_at(3 * 4096 + 99, &mut [0; 2]).is_err());
        // The state reads back into a fresh overlay.
        let saved = o.save().unwrap();
        let mut p = Overlay::new(Box::new(base.clone()), 2 * 4096);
        p.load(&saved).unwrap();
        let mut again = [0; 30];
        p.read_at(4085, &mut again).unwrap();
        assert_eq!(buf, again);
        assert!(Overlay::new(Box::new(base), 4096).load(&saved).is_err());
    }

    #[test]
    fn the_last_partial_chunk_is_copied_whole() {
        let base = disk(4096 + 100);
        let mut o = Overlay::new(Box::new(base.clone()), 1 << 20);
        o.write_at(4096 + 99, &[5]).unwrap();
        let mut buf = [0; 100];
        o.read_at(4096, &mut buf).unwrap();
        assert_eq!(&buf[..99], &base.data[4096..4195]);
        assert_eq!(buf[99], 5);
    }
}

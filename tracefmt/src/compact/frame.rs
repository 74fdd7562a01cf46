//! Frames: the unit both compact files are written, read and checked in.
//!
//! A frame is a 64-byte header and a payload. The header, little-endian:
//!
//! | bytes | field |
//! | ---: | --- |
//! | 0..4 | magic: `GTEV` (events) or `GTBK` (blocks) |
//! | 4..6 | compression: 0 none, 1 zstd |
//! | 6..8 | token revision of an events payload (see [`super::encode`]): 0 the first token set, 1 with the alternative-successor tokens; 0 in the other files |
//! | 8..12 | payload length in the file |
//! | 12..16 | payload length decompressed |
//! | 16..20 | CRC-32 (IEEE) of the payload as stored |
//! | 20..24 | CRC-32 of bytes 0..20 and 24..64 (the header itself) |
//! | 24..32 | executions before this frame (events) / first block number (blocks) |
//! | 32..40 | executions in this frame / blocks in this frame |
//! | 40..48 | first event time: the tick the frame's time deltas start from |
//! | 48..56 | last event time (ticks) |
//! | 56..64 | blocks defined once this frame's blocks frame is written |

use crate::error::Error;

pub const HEADER_LEN: usize = 64;
pub const EVENTS_MAGIC: [u8; 4] = *b"GTEV";
pub const BLOCKS_MAGIC: [u8; 4] = *b"GTBK";
pub const COMPRESSION_NONE: u32 = 0;
pub const COMPRESSION_ZSTD: u32 = 1;
/// The token revisions an events payload can have (see [`super::encode`]): the first
/// (tags 0-5, one predicted successor per block), and the one with the
/// alternative-successor tokens (tags 6 and 7), which the recorder writes.
pub const TOKENS_FIRST: u16 = 0;
pub const TOKENS_ALT: u16 = 1;
/// No frame payload is larger (a corrupt length is refused rather than allocated).
pub const MAX_PAYLOAD: u32 = 1 << 28;

/// A frame's header fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FrameHeader {
    pub magic: [u8; 4],
    pub compression: u32,
    /// The events payload's token revision ([`TOKENS_FIRST`], [`TOKENS_ALT`]).
    pub tokens: u16,
    pub stored_len: u32,
    pub raw_len: u32,
    pub payload_crc: u32,
    pub first: u64,
    pub count: u64,
    pub first_time: u64,
    pub last_time: u64,
    pub blocks_defined: u64,
}

impl FrameHeader {
    pub fn to_bytes(&self) -> [u8; HEADER_LEN] {
        let mut b = [0u8; HEADER_LEN];
        b[0..4].copy_from_slice(&self.magic);
        b[4..6].copy_from_slice(&(self.compression as u16).to_le_bytes());
        b[6..8].copy_from_slice(&self.tokens.to_le_bytes());
        b[8..12].copy_from_slice(&self.stored_len.to_le_bytes());
        b[12..16].copy_from_slice(&self.raw_len.to_le_bytes());
        b[16..20].copy_from_slice(&self.payload_crc.to_le_bytes());
        b[24..32].copy_from_slice(&self.first.to_le_bytes());
        b[32..40].copy_from_slice(&self.count.to_le_bytes());
        b[40..48].copy_from_slice(&self.first_time.to_le_bytes());
        b[48..56].copy_from_slice(&self.last_time.to_le_bytes());
        b[56..64].copy_from_slice(&self.blocks_defined.to_le_bytes());
        let crc = header_crc(&b);
        b[20..24].copy_from_slice(&crc.to_le_bytes());
        b
    }

    /// Parses and checks a header; `Err` says what is wrong.
    pub fn parse(b: &[u8; HEADER_LEN], magic: [u8; 4]) -> Result<FrameHeader, String> {
        let u16_at = |i: usize| u16::from_le_bytes(b[i..i + 2].try_into().unwrap_or_default());
        let u32_at = |i: usize| u32::from_le_bytes(b[i..i + 4].try_into().unwrap_or_default());
        let u64_at = |i: usize| u64::from_le_bytes(b[i..i + 8].try_into().unwrap_or_default());
        if b[0..4] != magic {
            return Err(format!(
                "bad magic {:02x?} (expected {:?})",
                &b[0..4],
                String::from_utf8_lossy(&magic)
            ));
        }
        if u32_at(20) != header_crc(b) {
            return Err("header checksum mismatch".into());
        }
        let h = FrameHeader {
            magic,
            compression: u32::from(u16_at(4)),
            tokens: u16_at(6),
            stored_len: u32_at(8),
            raw_len: u32_at(12),
            payload_crc: u32_at(16),
            first: u64_at(24),
            count: u64_at(32),
            first_time: u64_at(40),
            last_time: u64_at(48),
            blocks_defined: u64_at(56),
        };
        if h.compression > COMPRESSION_ZSTD {
            return Err(format!("unknown compression {}", h.compression));
        }
        if h.tokens > TOKENS_ALT {
            return Err(format!("unknown token revision {}", h.tokens));
        }
        if h.stored_len > MAX_PAYLOAD || h.raw_len > MAX_PAYLOAD {
            return Err(format!(
                "payload length {} / {} is too large",
                h.stored_len, h.raw_len
            ));
        }
        Ok(h)
    }
}

fn header_crc(b: &[u8; HEADER_LEN]) -> u32 {
    let mut h = crc32fast::Hasher::new();
    h.update(&b[0..20]);
    h.update(&b[24..]);
    h.finalize()
}

/// Builds a whole frame: header and payload, compressed at zstd `level` (0: stored as it
/// is; negative: zstd's fast levels). A payload zstd fails to compress is stored as it
/// is, so nothing is lost.
pub fn build(mut header: FrameHeader, raw: &[u8], level: i32) -> Vec<u8> {
    let compressed = (level != 0 && raw.len() > 64)
        .then(|| zstd::bulk::compress(raw, level).ok())
        .flatten();
    let stored = match compressed {
        Some(z) => {
            header.compression = COMPRESSION_ZSTD;
            z
        }
        None => {
            header.compression = COMPRESSION_NONE;
            raw.to_vec()
        }
    };
    header.stored_len = stored.len() as u32;
    header.raw_len = raw.len() as u32;
    header.payload_crc = crc32fast::hash(&stored);
    let mut out = Vec::with_capacity(HEADER_LEN + stored.len());
    out.extend_from_slice(&header.to_bytes());
    out.extend_from_slice(&stored);
    out
}

/// One frame found in a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Located {
    pub header: FrameHeader,
    /// Byte offset of the header in the file.
    pub offset: u64,
    /// The frame's number in its file.
    pub index: u64,
}

/// How a scan of a file ended.
#[derive(Debug)]
pub enum ScanEnd {
    /// At the file's end, after a whole frame.
    Clean,
    /// The last frame is cut short (a killed writer).
    Truncated(Error),
    /// A damaged frame; the frames before it are good.
    Corrupt(Error),
}

/// Finds every frame of `data` by hopping from header to header (payloads are not
/// read), stopping at the first frame that is cut short or damaged.
pub fn scan(data: &[u8], magic: [u8; 4], file: &str) -> (Vec<Located>, ScanEnd) {
    scan_releasing(data, magic, file, &mut |_, _| {})
}

/// How far [`scan_releasing`] goes between two calls of its `passed`.
const PASSED_STEP: usize = 4 << 20;

/// [`scan`], calling `passed(start, len)` for each stretch of `data` the scan has gone
/// past (every [`PASSED_STEP`] bytes, then the rest at the end): a caller whose `data` is
/// a mapped file gives back the pages the scan touched as it goes, so the scan's resident
/// pages stay a few MiB whatever the file's length.
pub fn scan_releasing(
    data: &[u8],
    magic: [u8; 4],
    file: &str,
    passed: &mut dyn FnMut(u64, u64),
) -> (Vec<Located>, ScanEnd) {
    let mut done = 0usize;
    let (frames, end) = scan_from(data, magic, file, &mut |pos| {
        if pos - done >= PASSED_STEP {
            passed(done as u64, (pos - done) as u64);
            done = pos;
        }
    });
    passed(done as u64, (data.len() - done) as u64);
    (frames, end)
}

/// [`scan`]'s loop, calling `at(pos)` at each frame's start.
fn scan_from(
    data: &[u8],
    magic: [u8; 4],
    file: &str,
    at: &mut dyn FnMut(usize),
) -> (Vec<Located>, ScanEnd) {
    let mut frames = Vec::new();
    let mut pos = 0usize;
    loop {
        at(pos);
        if pos == data.len() {
            return (frames, ScanEnd::Clean);
        }
        let chunk = frames.len() as u64;
        let err = |what: String| Error::Chunk {
            file: file.to_string(),
            chunk,
            offset: pos as u64,
            what,
        };
        let Some(head) = data.get(pos..pos + HEADER_LEN) else {
            let e = err(format!(
                "cut short: {} of {HEADER_LEN} header bytes",
                data.len() - pos
            ));
            return (frames, ScanEnd::Truncated(e));
        };
        let head: &[u8; HEADER_LEN] = head.try_into().unwrap_or(&[0; HEADER_LEN]);
        let header = match FrameHeader::parse(head, magic) {
            Ok(h) => h,
            Err(what) => return (frames, ScanEnd::Corrupt(err(what))),
        };
        let end = pos + HEADER_LEN + header.stored_len as usize;
        if end > data.len() {
            let e = err(format!(
                "cut short: {} of {} payload bytes",
                data.len() - pos - HEADER_LEN,
                header.stored_len
            ));
            return (frames, ScanEnd::Truncated(e));
        }
        frames.push(Located {
            header,
            offset: pos as u64,
            index: frames.len() as u64,
        });
        pos = end;
    }
}

/// The payload of frame `f` of `data`, checked and decompressed.
pub fn payload(data: &[u8], f: &Located, file: &str) -> Result<Vec<u8>, Error> {
    let err = |what: String| Error::Chunk {
        file: file.to_string(),
        chunk: f.index,
        offset: f.offset,
        what,
    };
    let start = f.offset as usize + HEADER_LEN;
    let stored = data
        .get(start..start + f.header.stored_len as usize)
        .ok_or_else(|| err("cut short".into()))?;
    if crc32fast::hash(stored) != f.header.payload_crc {
        return Err(err("payload checksum mismatch".into()));
    }
    let raw = match f.header.compression {
        COMPRESSION_NONE => stored.to_vec(),
        _ => zstd::bulk::decompress(stored, f.header.raw_len as usize)
            .map_err(|e| err(format!("cannot decompress: {e}")))?,
    };
    if raw.len() != f.header.raw_len as usize {
        return Err(err(format!(
            "decompressed to {} bytes, header says {}",
            raw.len(),
            f.header.raw_len
        )));
    }
    Ok(raw)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `n` frames of `len`-byte stored payloads.
    fn frames(n: usize, len: usize) -> Vec<u8> {
        let mut data = Vec::new();
        for i in 0..n {
            let header = FrameHeader {
                magic: EVENTS_MAGIC,
                first: i as u64,
                ..FrameHeader::default()
            };
            data.extend(build(header, &vec![i as u8; len], 0));
        }
        data
    }

    /// The stretches `scan_releasing` reports, and its result.
    fn passed(data: &[u8]) -> (Vec<(u64, u64)>, Vec<Located>, ScanEnd) {
        let mut seen = Vec::new();
        let (found, end) = scan_releasing(data, EVENTS_MAGIC, "events", &mut |at, len| {
            seen.push((at, len))
        });
        (seen, found, end)
    }

    #[test]
    fn fast_negative_levels_compress_and_level_zero_stores() {
        let raw: Vec<u8> = (0..20_000u32).map(|i| (i % 7) as u8).collect();
        for (level, compression) in [
            (0, COMPRESSION_NONE),
            (1, COMPRESSION_ZSTD),
            (-3, COMPRESSION_ZSTD),
        ] {
            let data = build(
                FrameHeader {
                    magic: EVENTS_MAGIC,
                    ..FrameHeader::default()
                },
                &raw,
                level,
            );
            let (found, end) = scan(&data, EVENTS_MAGIC, "events");
            assert!(matches!(end, ScanEnd::Clean));
            assert_eq!(found[0].header.compression, compression, "level {level}");
            if level != 0 {
                assert!(
                    data.len() < raw.len() / 4,
                    "level {level}: {} bytes",
                    data.len()
                );
            }
            assert_eq!(
                payload(&data, &found[0], "events").unwrap(),
                raw,
                "level {level}"
            );
        }
    }

    #[test]
    fn the_scan_hands_back_what_it_passed_in_steps_and_finds_the_same_frames() {
        let data = frames(3000, 4000);
        let (seen, found, end) = passed(&data);
        assert_eq!(found, scan(&data, EVENTS_MAGIC, "events").0);
        assert_eq!(found.len(), 3000);
        assert!(matches!(end, ScanEnd::Clean));
        // Contiguous from 0 to the end, a step (and at most one frame more) at a time.
        assert!(seen.len() >= 3, "{seen:?}");
        let mut next = 0;
        for &(at, len) in &seen {
            assert_eq!(at, next);
            assert!(len as usize <= PASSED_STEP + HEADER_LEN + 4000, "{len}");
            next = at + len;
        }
        assert_eq!(next, data.len() as u64);

        // A file cut short: handed back to its end all the same.
        let cut = &data[..data.len() - 100];
        let (seen, found, end) = passed(cut);
        assert_eq!(found.len(), 2999);
        assert!(matches!(end, ScanEnd::Truncated(_)));
        assert_eq!(seen.iter().map(|s| s.1).sum::<u64>(), cut.len() as u64);
    }
}

//! The 88-byte `TraceHeader` at the start of `qtrace.static` (§4.1), little-endian.

use std::time::{SystemTime, UNIX_EPOCH};

/// Size of the header in bytes.
pub const HEADER_SIZE: usize = 88;
/// The ident of a finished trace: `"qemu_trace_file"` and a NUL.
pub const IDENT: [u8; 16] = *b"qemu_trace_file\0";
/// The format version this crate writes and reads.
pub const VERSION: i32 = 2;

/// The header fields, in file order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Header {
    /// `IDENT` in a finished trace; all zeros while the writer runs (or after it was killed).
    pub ident: [u8; 16],
    /// Format version (2).
    pub version: i32,
    /// Wall-clock seconds when the trace was created.
    pub start_sec: u32,
    /// Microseconds part of the creation time.
    pub start_usec: u32,
    /// Creation date as BCD `yyyy << 16 | mm << 8 | dd` (UTC: the host time zone is not consulted).
    pub pdate: u32,
    /// Creation time as BCD `hh << 16 | mm << 8 | ss` (UTC).
    pub ptime: u32,
    /// Distinct pids current at some bb event (closing event included).
    pub num_used_pids: u32,
    /// Lowest pid in 0..32768 never current at a bb event, or -1.
    pub first_unused_pid: i32,
    /// Static block records, the dummy block 0 included.
    pub num_static_bb: u64,
    /// Instruction words over all static blocks.
    pub num_static_insn: u64,
    /// Block executions (repeats expanded) plus the closing bb-0 event.
    pub num_dynamic_bb: u64,
    /// Executed instructions (exception-adjusted).
    pub num_dynamic_insn: u64,
    /// Wall-clock microseconds spent tracing.
    pub elapsed_usecs: u64,
}

impl Header {
    /// A fresh header for a trace created now: version and times set, ident and counts zero.
    pub fn new_now() -> Header {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        Header::created_at(now.as_secs() as u32, now.subsec_micros())
    }

    /// A fresh header for a trace created at `secs`.`usecs` since the Unix epoch.
    pub fn created_at(secs: u32, usecs: u32) -> Header {
        let secs = u64::from(secs);
        let (y, m, d) = civil_from_days((secs / 86_400) as i64);
        let sod = secs % 86_400;
        Header {
            version: VERSION,
            start_sec: secs as u32,
            start_usec: usecs,
            pdate: (bcd(y as u32 % 10_000, 4) << 16) | (bcd(m, 2) << 8) | bcd(d, 2),
            ptime: (bcd((sod / 3600) as u32, 2) << 16)
                | (bcd((sod / 60 % 60) as u32, 2) << 8)
                | bcd((sod % 60) as u32, 2),
            ..Header::default()
        }
    }

    /// True when the ident is filled in (the writer finished cleanly).
    pub fn is_finished(&self) -> bool {
        self.ident == IDENT
    }

    /// The 88 header bytes.
    pub fn to_bytes(&self) -> [u8; HEADER_SIZE] {
        let mut b = [0u8; HEADER_SIZE];
        b[0..16].copy_from_slice(&self.ident);
        b[16..20].copy_from_slice(&self.version.to_le_bytes());
        b[20..24].copy_from_slice(&self.start_sec.to_le_bytes());
        b[24..28].copy_from_slice(&self.start_usec.to_le_bytes());
        b[28..32].copy_from_slice(&self.pdate.to_le_bytes());
        b[32..36].copy_from_slice(&self.ptime.to_le_bytes());
        b[36..40].copy_from_slice(&self.num_used_pids.to_le_bytes());
        b[40..44].copy_from_slice(&self.first_unused_pid.to_le_bytes());
        b[48..56].copy_from_slice(&self.num_static_bb.to_le_bytes());
        b[56..64].copy_from_slice(&self.num_static_insn.to_le_bytes());
        b[64..72].copy_from_slice(&self.num_dynamic_bb.to_le_bytes());
        b[72..80].copy_from_slice(&self.num_dynamic_insn.to_le_bytes());
        b[80..88].copy_from_slice(&self.elapsed_usecs.to_le_bytes());
        b
    }

    /// Parses the 88 header bytes (no validation).
    pub fn from_bytes(b: &[u8; HEADER_SIZE]) -> Header {
        let u32_at = |o: usize| u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]]);
        let u64_at = |o: usize| u64::from(u32_at(o)) | (u64::from(u32_at(o + 4)) << 32);
        let mut ident = [0u8; 16];
        ident.copy_from_slice(&b[0..16]);
        Header {
            ident,
            version: u32_at(16) as i32,
            start_sec: u32_at(20),
            start_usec: u32_at(24),
            pdate: u32_at(28),
            ptime: u32_at(32),
            num_used_pids: u32_at(36),
            first_unused_pid: u32_at(40) as i32,
            num_static_bb: u64_at(48),
            num_static_insn: u64_at(56),
            num_dynamic_bb: u64_at(64),
            num_dynamic_insn: u64_at(72),
            elapsed_usecs: u64_at(80),
        }
    }
}

fn bcd(v: u32, digits: u32) -> u32 {
    (0..digits).fold(0, |acc, i| acc | ((v / 10u32.pow(i) % 10) << (4 * i)))
}

/// Days since 1970-01-01 to (year, month, day), proleptic Gregorian.
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_offsets() {
        let h = Header {
            ident: IDENT,
            version: 2,
            start_sec: 0x1122_3344,
            start_usec: 5,
            pdate: 0x2009_0519,
            ptime: 0x0012_3456,
            num_used_pids: 7,
            first_unused_pid: -1,
            num_static_bb: 0x0102_0304_0506_0708,
            num_static_insn: 9,
            num_dynamic_bb: 10,
            num_dynamic_insn: 11,
            elapsed_usecs: 12,
        };
        let b = h.to_bytes();
        assert_eq!(&b[0..16], b"qemu_trace_file\0");
        assert_eq!(b[16], 2);
        assert_eq!(&b[20..24], &[0x44, 0x33, 0x22, 0x11]);
        assert_eq!(&b[28..32], &[0x19, 0x05, 0x09, 0x20]);
        assert_eq!(&b[40..44], &[0xff; 4]);
        assert_eq!(&b[44..48], &[0; 4]);
        assert_eq!(&b[48..56], &[8, 7, 6, 5, 4, 3, 2, 1]);
        assert_eq!(b[80], 12);
        assert_eq!(Header::from_bytes(&b), h);
    }

    #[test]
    fn dates_in_bcd() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(14_383), (2009, 5, 19));
        assert_eq!(bcd(2009, 4), 0x2009);
        assert_eq!(bcd(7, 2), 0x07);
        let h = Header::new_now();
        assert_eq!(h.version, 2);
        assert!(!h.is_finished());
        assert!(h.pdate >> 16 >= 0x2020);
    }
}

//! Round trips of random streams, truncation at every byte, and each kind of malformed input.

use super::*;
use crate::testutil::Rng;

/// Writes `recs` as a version 2 file and returns the file and the offset at which each
/// record starts (plus the end mark's offset last).
fn encode(recs: &[MemRef]) -> (Vec<u8>, Vec<u64>) {
    encode_version(recs, VERSION_2)
}

/// [`encode`] with the header's `version`.
fn encode_version(recs: &[MemRef], version: u32) -> (Vec<u8>, Vec<u64>) {
    let mut w = MemtraceWriter::with_version(Vec::new(), version).unwrap();
    let mut starts = Vec::new();
    for r in recs {
        starts.push(w.bytes());
        w.push(r).unwrap();
    }
    starts.push(w.bytes());
    (w.finish().unwrap(), starts)
}

fn decode_all(file: &[u8]) -> Result<Vec<MemRef>, MemtraceError> {
    MemtraceReader::new(file)?.collect()
}

/// A fully random record: any addresses, sizes and ticks the format accepts (32-bit Thumb
/// fetches only with `thumb32`, which version 3 alone can hold).
fn random_ref(g: &mut Rng, thumb32: bool) -> MemRef {
    let w32 = |g: &mut Rng| {
        // Mix of small and full-range values, so every varint length is used.
        let bits = g.below(33) as u32;
        (g.below(1 << 32) as u32) & (u64::from(u32::MAX) >> (32 - bits)) as u32
    };
    let tick = |g: &mut Rng| g.below(u64::MAX) >> g.below(64);
    match g.below(7) {
        0 => {
            let (thumb, size) = match g.below(if thumb32 { 3 } else { 2 }) {
                0 => (true, 2),
                1 => (false, 4),
                _ => (true, 4),
            };
            MemRef::Fetch {
                pc: w32(g),
                paddr: w32(g),
                size,
                encoding: if size == 2 { w32(g) & 0xFFFF } else { w32(g) },
                thumb,
            }
        }
        k @ (1 | 2) => {
            let (pc, vaddr, paddr) = (w32(g), w32(g), w32(g));
            let size = [1, 2, 4, 8, 16, 255][g.below(6) as usize];
            if k == 1 {
                MemRef::Read {
                    pc,
                    vaddr,
                    paddr,
                    size,
                }
            } else {
                MemRef::Write {
                    pc,
                    vaddr,
                    paddr,
                    size,
                }
            }
        }
        3 => MemRef::Switch {
            tick: tick(g),
            pid: w32(g),
        },
        4 => MemRef::Exception {
            tick: tick(g),
            pc: w32(g),
            vector: w32(g),
        },
        5 => MemRef::Syscall {
            tick: tick(g),
            number: w32(g),
        },
        _ => MemRef::Tick { tick: tick(g) },
    }
}

/// A stream shaped like a program's: blocks of sequential ARM or Thumb fetches from a few loops
/// (so encodings repeat), loads and stores near a stack pointer and in arrays, a tick per block,
/// and now and then an exception, a system call or a context switch.
pub(crate) fn realistic_stream(seed: u64, n: usize) -> Vec<MemRef> {
    let mut g = Rng::new(seed);
    let mut out = Vec::with_capacity(n + 64);
    let mut tick = 0u64;
    let mut sp = 0xbeff_f000u32;
    let mut array = 0x0002_0000u32;
    let funcs: Vec<u32> = (0..64)
        .map(|i| 0x8000 + i * 0x400 + (g.below(64) as u32) * 4)
        .collect();
    while out.len() < n {
        let base = funcs[g.below(funcs.len() as u64) as usize];
        let kernel = base < 0x9000;
        let (pc0, off) = if kernel {
            (0xc000_0000 | base, 0x4000_0000u32)
        } else {
            (base, 0x0100_0000u32)
        };
        let thumb = !kernel && base & 0x400 != 0;
        let size = if thumb { 2 } else { 4 };
        let len = 3 + g.below(10) as u32;
        for i in 0..len {
            let pc = pc0 + i * u32::from(size);
            out.push(MemRef::Fetch {
                pc,
                paddr: pc.wrapping_add(off),
                size,
                encoding: if thumb {
                    (pc >> 1) & 0xFFFF
                } else {
                    0xe000_0000 | pc >> 2
                },
                thumb,
            });
            match g.below(10) {
                0..=1 => {
                    let vaddr = sp.wrapping_add(4 * g.below(16) as u32);
                    out.push(MemRef::Read {
                        pc,
                        vaddr,
                        paddr: vaddr.wrapping_sub(0x8000_0000),
                        size: 4,
                    });
                }
                2 => {
                    sp = sp.wrapping_sub(16);
                    for k in 0..4 {
                        let vaddr = sp + 4 * k;
                        out.push(MemRef::Write {
                            pc,
                            vaddr,
                            paddr: vaddr.wrapping_sub(0x8000_0000),
                            size: 4,
                        });
                    }
                }
                3 => {
                    array = array.wrapping_add(1 + g.below(8) as u32);
                    out.push(MemRef::Read {
                        pc,
                        vaddr: array,
                        paddr: array + 0x0300_0000,
                        size: 1,
                    });
                }
                _ => {}
            }
        }
        tick += u64::from(len);
        out.push(MemRef::Tick { tick });
        match g.below(200) {
            0 => out.push(MemRef::Exception {
                tick,
                pc: pc0,
                vector: 0xffff_0018,
            }),
            1 => out.push(MemRef::Syscall { tick, number: 4 }),
            2 => out.push(MemRef::Switch {
                tick,
                pid: 100 + g.below(4) as u32,
            }),
            _ => {}
        }
    }
    out
}

#[test]
fn random_streams_round_trip() {
    let mut g = Rng::new(0x5eed_1234_abcd_0001);
    for round in 0..40 {
        let n = g.below(2000) as usize;
        let recs: Vec<MemRef> = (0..n).map(|_| random_ref(&mut g, false)).collect();
        let (file, _) = encode(&recs);
        assert_eq!(decode_all(&file).unwrap(), recs, "round {round}");
        let recs: Vec<MemRef> = (0..n).map(|_| random_ref(&mut g, true)).collect();
        let (file, _) = encode_version(&recs, VERSION);
        assert_eq!(decode_all(&file).unwrap(), recs, "round {round}, version 3");
    }
}

/// The Thumb-2 fetches of a version 3 file: the flag, the encoding's four bytes
/// (`first << 16 | second`, little-endian) and the same prediction as any fetch.
#[test]
fn a_thumb2_fetch_is_flagged_in_version_3() {
    let t32 = |pc: u32, encoding: u32| MemRef::Fetch {
        pc,
        paddr: pc + 0x4000_0000,
        size: 4,
        encoding,
        thumb: true,
    };
    let mut w = MemtraceWriter::with_version(Vec::new(), VERSION).unwrap();
    // push.w {r4-r11, lr} at 0x10234: pc and offset deltas, encoding.
    w.push(&t32(0x1_0234, 0xe92d_4ff0)).unwrap();
    let before = w.bytes();
    // The next 4-byte Thumb-2 instruction, sequential: tag and encoding only.
    w.push(&t32(0x1_0238, 0xf8d3_3098)).unwrap();
    assert_eq!(w.bytes() - before, 5);
    // Again, at a known paddr: the tag alone, which still says Thumb-2.
    w.push(&t32(0x1_0234, 0xe92d_4ff0)).unwrap();
    let before = w.bytes();
    w.push(&t32(0x1_0238, 0xf8d3_3098)).unwrap();
    assert_eq!(w.bytes() - before, 1);
    let file = w.finish().unwrap();
    assert_eq!(file[8..12], 3u32.to_le_bytes());
    let tag = file[HEADER_LEN];
    assert_eq!(tag, F_THUMB32 | F_ENC | F_PHYS | F_PC, "{tag:#x}");
    // The encoding: the first halfword in the high half of a little-endian word.
    assert!(file.windows(4).any(|b| b == [0xf0, 0x4f, 0x2d, 0xe9]));
    let back = decode_all(&file).unwrap();
    assert_eq!(back[3], t32(0x1_0238, 0xf8d3_3098));
    let mut r = MemtraceReader::new(&file[..]).unwrap();
    assert_eq!(r.version(), VERSION);
    assert!(r.all(|x| matches!(
        x,
        Ok(MemRef::Fetch {
            thumb: true,
            size: 4,
            ..
        })
    )));
}

/// A stream with no 32-bit Thumb fetch is the same records in either version: only the
/// header's version differs. So a CPU without Thumb-2 loses nothing by keeping version 2.
#[test]
fn without_thumb2_the_versions_differ_only_in_the_header() {
    let recs = realistic_stream(17, 20_000);
    let (v2, _) = encode(&recs);
    let (v3, _) = encode_version(&recs, VERSION);
    assert_eq!(v2[..8], v3[..8]);
    assert_eq!((v2[8], v3[8]), (2, 3));
    assert_eq!(v2[12..], v3[12..]);
    assert_eq!(MemtraceReader::new(&v2[..]).unwrap().version(), VERSION_2);
    assert_eq!(decode_all(&v3).unwrap(), recs);
}

/// Version 2 has no Thumb-2 fetch: the writer refuses one, the reader refuses its flag;
/// version 3 refuses the flag beside the 2-byte Thumb one, and its other reserved bits.
#[test]
fn the_thumb2_flag_exists_in_version_3_only() {
    let t32 = MemRef::Fetch {
        pc: 0x8000,
        paddr: 0x8000,
        size: 4,
        encoding: 0xf000_f800,
        thumb: true,
    };
    let mut w = MemtraceWriter::new(Vec::new()).unwrap();
    let e = w.push(&t32).unwrap_err();
    assert_eq!(e.kind(), std::io::ErrorKind::InvalidInput);
    assert!(e.to_string().contains("version 2"), "{e}");
    assert_eq!(w.records(), 0);
    assert!(MemtraceWriter::with_version(Vec::new(), 4).is_err());

    let (v3, starts) = encode_version(&[t32], VERSION);
    let at = starts[0] as usize;
    let mut v2 = v3.clone();
    v2[8] = 2;
    assert!(matches!(
        decode_all(&v2),
        Err(MemtraceError::BadTag { tag: 0x15, .. })
    ));
    for tag in [0x12, 0x16, 0x20, 0x40] {
        let mut bad = v3.clone();
        bad[at] = tag;
        match decode_all(&bad) {
            Err(MemtraceError::BadTag { offset, tag: t }) => {
                assert_eq!((offset, t), (at as u64, tag))
            }
            r => panic!("tag {tag:#x}: {r:?}"),
        }
    }
}

#[test]
fn realistic_stream_round_trips_and_is_compact() {
    let recs = realistic_stream(7, 200_000);
    let (file, _) = encode(&recs);
    assert_eq!(decode_all(&file).unwrap(), recs);
    let refs = recs
        .iter()
        .filter(|r| {
            matches!(
                r,
                MemRef::Fetch { .. } | MemRef::Read { .. } | MemRef::Write { .. }
            )
        })
        .count();
    let per_ref = file.len() as f64 / refs as f64;
    // Every record has at least its tag byte; ticks add some more. A loose bound that a format
    // storing absolute addresses (12+ bytes a reference) could not meet.
    assert!(per_ref < 3.0, "{per_ref:.2} bytes per reference");
}

#[test]
fn sequential_known_fetch_is_one_byte() {
    let f = |pc: u32| MemRef::Fetch {
        pc,
        paddr: pc - 0xc000_0000,
        size: 4,
        encoding: 0xe1a0_0000,
        thumb: false,
    };
    let mut w = MemtraceWriter::new(Vec::new()).unwrap();
    w.push(&f(0xc000_8000)).unwrap();
    // The same encoding at a new paddr is not known yet: tag + 4 bytes.
    let before = w.bytes();
    w.push(&f(0xc000_8004)).unwrap();
    assert_eq!(w.bytes() - before, 5);
    // A jump back: tag + a one-byte delta (-8), encoding known.
    let before = w.bytes();
    w.push(&f(0xc000_8000)).unwrap();
    assert_eq!(w.bytes() - before, 2);
    // Sequential and known: the tag alone.
    let before = w.bytes();
    w.push(&f(0xc000_8004)).unwrap();
    assert_eq!(w.bytes() - before, 1);
}

#[test]
fn truncation_at_every_byte_names_the_record() {
    let recs = realistic_stream(3, 120);
    let (file, starts) = encode(&recs);
    for cut in 0..file.len() {
        let err = decode_all(&file[..cut]).unwrap_err();
        let cut64 = cut as u64;
        match err {
            MemtraceError::BadMagic { .. } => assert!(cut < 8, "cut {cut}"),
            MemtraceError::Truncated { offset, end } => {
                assert_eq!(end, cut64);
                if cut < HEADER_LEN {
                    assert_eq!(offset, 0);
                } else {
                    // The record that holds the cut.
                    let k = starts.partition_point(|&s| s <= cut64) - 1;
                    assert_eq!(offset, starts[k], "cut {cut}");
                    assert!(starts[k] < cut64);
                }
            }
            MemtraceError::MissingEnd { offset } => {
                assert_eq!(offset, cut64);
                assert!(
                    starts.contains(&cut64),
                    "cut {cut} is not a record boundary"
                );
            }
            e => panic!("cut {cut}: unexpected error {e}"),
        }
    }
    assert_eq!(decode_all(&file).unwrap(), recs);
}

#[test]
fn malformed_inputs_are_errors() {
    let recs = realistic_stream(5, 50);
    let (file, starts) = encode(&recs);

    let mut bad = file.clone();
    bad[8] = 9;
    assert!(matches!(
        decode_all(&bad),
        Err(MemtraceError::BadVersion { found: 9 })
    ));

    let mut bad = file.clone();
    bad[3] = b'x';
    assert!(matches!(
        decode_all(&bad),
        Err(MemtraceError::BadMagic { .. })
    ));

    let mut bad = file.clone();
    bad.push(0);
    assert!(matches!(
        decode_all(&bad),
        Err(MemtraceError::TrailingData { len: 1, .. })
    ));

    // A reserved fetch bit, and an unused marker code, in the place of the tenth record's tag.
    for tag in [0x10, 0xC4, 0xFE] {
        let mut bad = file.clone();
        bad[starts[10] as usize] = tag;
        match decode_all(&bad) {
            Err(MemtraceError::BadTag { offset, tag: t }) => {
                assert_eq!((offset, t), (starts[10], tag))
            }
            r => panic!("tag {tag:#x}: {r:?}"),
        }
    }

    // The end mark's count, one too high.
    let mut bad = file[..*starts.last().unwrap() as usize].to_vec();
    bad.push(M_END);
    crate::varint::put_uvarint(&mut bad, recs.len() as u64 + 1);
    assert!(matches!(
        decode_all(&bad),
        Err(MemtraceError::CountMismatch { .. })
    ));

    // A fetch that claims a known encoding the table does not hold.
    let mut w = Vec::from(&file[..HEADER_LEN]);
    w.push(0);
    w.push(M_END);
    w.push(1);
    assert!(matches!(
        decode_all(&w),
        Err(MemtraceError::UnknownEncoding { paddr: 0, .. })
    ));

    // A pid that does not fit 32 bits.
    let mut w = Vec::from(&file[..HEADER_LEN]);
    w.push(M_SWITCH);
    w.push(0);
    crate::varint::put_uvarint(&mut w, 1 << 33);
    assert!(matches!(
        decode_all(&w),
        Err(MemtraceError::OutOfRange { field: "pid", .. })
    ));
}

#[test]
fn writer_rejects_what_it_cannot_encode() {
    let mut w = MemtraceWriter::new(Vec::new()).unwrap();
    for r in [
        MemRef::Fetch {
            pc: 0,
            paddr: 0,
            size: 3,
            encoding: 0,
            thumb: false,
        },
        MemRef::Fetch {
            pc: 0,
            paddr: 0,
            size: 2,
            encoding: 0x1_0000,
            thumb: true,
        },
        MemRef::Fetch {
            pc: 0,
            paddr: 0,
            size: 2,
            encoding: 0,
            thumb: false,
        },
        MemRef::Read {
            pc: 0,
            vaddr: 0,
            paddr: 0,
            size: 0,
        },
    ] {
        let e = w.push(&r).unwrap_err();
        assert_eq!(e.kind(), std::io::ErrorKind::InvalidInput);
    }
    assert_eq!(w.records(), 0);
    let file = w.finish().unwrap();
    assert_eq!(decode_all(&file).unwrap(), []);
}

/// A reader whose input hands over one byte per `read` call sees the same records.
#[test]
fn byte_at_a_time_input() {
    struct OneByte<'a>(&'a [u8]);
    impl std::io::Read for OneByte<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            match (self.0.split_first(), buf.first_mut()) {
                (Some((&b, rest)), Some(slot)) => {
                    *slot = b;
                    self.0 = rest;
                    Ok(1)
                }
                _ => Ok(0),
            }
        }
    }
    let recs = realistic_stream(11, 3000);
    let (file, _) = encode(&recs);
    let back: Vec<MemRef> = MemtraceReader::new(OneByte(&file))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(back, recs);
}

/// Everything `next_batch` gives, batch by batch, then its error if any.
fn batches(file: &[u8], max: usize) -> (Vec<MemRef>, Option<String>) {
    let mut r = match MemtraceReader::new(file) {
        Ok(r) => r,
        Err(e) => return (Vec::new(), Some(e.to_string())),
    };
    let mut all = Vec::new();
    let mut batch = Vec::new();
    loop {
        match r.next_batch(&mut batch, max) {
            Ok(0) => return (all, None),
            Ok(n) => {
                assert!(n <= max);
                all.extend_from_slice(&batch);
            }
            Err(e) => {
                all.extend_from_slice(&batch);
                return (all, Some(e.to_string()));
            }
        }
    }
}

/// Everything the iterator gives, then its error if any.
fn one_by_one(file: &[u8]) -> (Vec<MemRef>, Option<String>) {
    let mut r = match MemtraceReader::new(file) {
        Ok(r) => r,
        Err(e) => return (Vec::new(), Some(e.to_string())),
    };
    let mut all = Vec::new();
    for x in &mut r {
        match x {
            Ok(m) => all.push(m),
            Err(e) => return (all, Some(e.to_string())),
        }
    }
    (all, None)
}

#[test]
fn batches_read_what_the_iterator_reads() {
    // Long enough to refill the reader's buffer several times.
    let recs = realistic_stream(13, 400_000);
    let (file, starts) = encode(&recs);
    for max in [1, 7, 4096, usize::MAX] {
        assert_eq!(batches(&file, max), (recs.clone(), None), "max {max}");
    }
    // Damaged: cut inside a record far in, a bad tag, a bad varint prefix.
    let mut damaged = vec![file[..file.len() / 2 + 1].to_vec()];
    let mut bad = file.clone();
    bad[starts[300_000] as usize] = 0x7f;
    damaged.push(bad);
    let mut bad = file.clone();
    let k = (100_000..)
        .find(|&k| matches!(recs[k], MemRef::Read { .. }) && starts[k + 1] - starts[k] > 1)
        .unwrap();
    bad[starts[k] as usize + 1] = 0xff;
    damaged.push(bad);
    for d in &damaged {
        let want = one_by_one(d);
        assert!(want.1.is_some());
        for max in [1, 5, 100_000] {
            assert_eq!(batches(d, max), want, "max {max}");
        }
    }
}

#[test]
fn an_empty_encoding_slot_matches_no_address_of_its_slot() {
    let st = State::new();
    for (s, &(key, _)) in st.enc.iter().enumerate() {
        assert_ne!(State::enc_slot(key), s, "slot {s}: empty key {key:#x}");
    }
}

//! Writer -> reader round trips, header counts, byte-level edges, and truncation at every byte.

use std::path::{Path, PathBuf};

use tracefmt::{
    check, unwrap_thumb, Error, ExcRecord, FinishInfo, PidEvent, TraceReader, TraceWriter,
    FILE_NAMES,
};

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tracefmt-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

use testrng::Rng;

#[derive(Clone)]
struct Block {
    addr: u32,
    thumb: bool,
    words: Vec<u32>,
}

/// What a random run fed to the writer, kept to compare with what the reader returns.
struct Model {
    blocks: Vec<Block>,
    execs: Vec<(u64, u64)>,
    excs: Vec<(u64, u32, u32, u32, usize)>,
    pids: Vec<(u64, PidOwned)>,
    insns: Vec<u64>,
    final_time: u64,
}

#[derive(Clone, Debug, PartialEq)]
enum PidOwned {
    Fork(u32, u32),
    Clone(u32, u32),
    Switch(u32),
    Exec(Vec<Vec<u8>>),
    Mmap(u32, u32, u32, Vec<u8>),
    Munmap(u32, u32),
    Exit(u32),
    Name(u32, Vec<u8>),
    Kthread(u32, u32, Vec<u8>),
    SymAdd(u32, Vec<u8>),
    SymRemove(u32),
}

fn owned(ev: &PidEvent<'_>) -> PidOwned {
    match ev {
        PidEvent::Fork { tgid, pid } => PidOwned::Fork(*tgid, *pid),
        PidEvent::Clone { tgid, pid } => PidOwned::Clone(*tgid, *pid),
        PidEvent::Switch { pid } => PidOwned::Switch(*pid),
        PidEvent::Exec { argv } => PidOwned::Exec(argv.iter().map(|a| a.to_vec()).collect()),
        PidEvent::Mmap {
            start,
            end,
            offset,
            path,
        } => PidOwned::Mmap(*start, *end, *offset, path.to_vec()),
        PidEvent::Munmap { start, end } => PidOwned::Munmap(*start, *end),
        PidEvent::Exit { code } => PidOwned::Exit(*code),
        PidEvent::Name { pid, name } => PidOwned::Name(*pid, name.to_vec()),
        PidEvent::KthreadName { tgid, pid, name } => PidOwned::Kthread(*tgid, *pid, name.to_vec()),
        PidEvent::SymbolAdd { addr, name } => PidOwned::SymAdd(*addr, name.to_vec()),
        PidEvent::SymbolRemove { addr } => PidOwned::SymRemove(*addr),
    }
}

fn random_bytes(r: &mut Rng, max: u64) -> Vec<u8> {
    (0..r.below(max)).map(|_| r.next_u64() as u8).collect()
}

fn random_pid_event(r: &mut Rng) -> PidOwned {
    let v = |r: &mut Rng| (r.next_u64() >> (r.below(32) + 32)) as u32;
    match r.below(11) {
        0 => PidOwned::Fork(v(r), v(r)),
        1 => PidOwned::Clone(v(r), v(r)),
        2 => PidOwned::Switch(r.below(40) as u32),
        3 => PidOwned::Exec((0..r.below(4)).map(|_| random_bytes(r, 20)).collect()),
        4 => PidOwned::Mmap(v(r), v(r), v(r), random_bytes(r, 300)),
        5 => PidOwned::Munmap(v(r), v(r)),
        6 => PidOwned::Exit(v(r)),
        7 => {
            let mut name = random_bytes(r, 16);
            if name.last() == Some(&b'\n') {
                name.pop();
            }
            PidOwned::Name(v(r), name)
        }
        8 => PidOwned::Kthread(v(r), v(r), random_bytes(r, 16)),
        9 => PidOwned::SymAdd(v(r), random_bytes(r, 30)),
        _ => PidOwned::SymRemove(v(r)),
    }
}

fn write_pid(w: &mut TraceWriter, t: u64, ev: &PidOwned) {
    match ev {
        PidOwned::Fork(a, b) => w.record_fork(t, *a, *b),
        PidOwned::Clone(a, b) => w.record_clone(t, *a, *b),
        PidOwned::Switch(p) => w.record_switch(t, *p),
        PidOwned::Exec(argv) => {
            let refs: Vec<&[u8]> = argv.iter().map(|a| a.as_slice()).collect();
            w.record_exec(t, &refs)
        }
        PidOwned::Mmap(s, e, o, p) => w.record_mmap(t, *s, *e, *o, p),
        PidOwned::Munmap(s, e) => w.record_munmap(t, *s, *e),
        PidOwned::Exit(c) => w.record_exit(t, *c),
        PidOwned::Name(p, n) => w.record_name(t, *p, n),
        PidOwned::Kthread(a, b, n) => w.record_kthread_name(t, *a, *b, n),
        PidOwned::SymAdd(a, n) => w.record_symbol_add(t, *a, n),
        PidOwned::SymRemove(a) => w.record_symbol_remove(t, *a),
    }
}

/// Drives a writer with a random but well-formed run: loops (so repeats compress), exceptions,
/// pid events of every type, instruction times.
fn random_run(seed: u64, dir: &Path, n_execs: usize) -> (Model, tracefmt::Header) {
    let mut r = Rng::new(seed | 1);
    let mut w = TraceWriter::create(dir, false).unwrap();
    let mut m = Model {
        blocks: vec![Block {
            addr: 0,
            thumb: false,
            words: vec![],
        }],
        execs: vec![],
        excs: vec![],
        pids: vec![],
        insns: vec![],
        final_time: 0,
    };
    let mut time = 1 + r.below(5);
    let mut loop_block = None;
    for i in 0..n_execs {
        if m.blocks.len() == 1 || r.below(8) == 0 {
            let thumb = r.below(3) == 0;
            let n = r.below(12) as usize;
            let words: Vec<u32> = (0..n)
                .map(|_| {
                    if thumb {
                        r.next_u64() as u16 as u32
                    } else {
                        r.next_u64() as u32
                    }
                })
                .collect();
            let addr = (r.next_u64() as u32) & !1;
            w.record_static_block(m.blocks.len() as u64, addr, thumb, &words)
                .unwrap();
            m.blocks.push(Block { addr, thumb, words });
        }
        if r.below(10) == 0 {
            let ev = random_pid_event(&mut r);
            write_pid(&mut w, time, &ev);
            m.pids.push((time, ev));
        }
        let bb = match loop_block {
            Some((b, left)) if left > 0 => {
                loop_block = Some((b, left - 1));
                b
            }
            _ => {
                let b = 1 + r.below(m.blocks.len() as u64 - 1);
                if r.below(4) == 0 {
                    loop_block = Some((b, r.below(20)));
                }
                b
            }
        };
        w.record_bb(bb, time);
        m.execs.push((bb, time));
        let n = m.blocks[bb as usize].words.len() as u32;
        for k in 0..n {
            w.record_insn(time + u64::from(k));
            m.insns.push(time + u64::from(k));
        }
        if r.below(15) == 0 && i > 0 {
            let ran = r.below(u64::from(n) + 1) as u32;
            let pc = 0x100 + r.below(1000) as u32;
            let target = r.next_u64() as u32;
            w.record_exception(time + 1, pc, target, ran);
            m.excs.push((time + 1, pc, target, ran, m.execs.len()));
        }
        // The next block starts after this one's instructions.
        time += u64::from(n)
            + if loop_block.is_some() {
                3
            } else {
                1 + r.below(40)
            };
        if r.below(500) == 0 {
            time += 1 << (20 + r.below(30));
        }
    }
    m.final_time = time + 5;
    assert_eq!(w.adjustments(), Default::default());
    let h = w
        .finish(FinishInfo {
            final_time: m.final_time,
            elapsed_usecs: 1234,
        })
        .unwrap();
    (m, h)
}

fn expected_counts(m: &Model) -> (u64, u64, u32, i32) {
    let mut dyn_insn = 0u64;
    let mut exc_iter = m.excs.iter().peekable();
    for (i, (bb, _)) in m.execs.iter().enumerate() {
        let recnum = i + 1;
        let mut n = m.blocks[*bb as usize].words.len() as u64;
        let mut first = true;
        while let Some(e) = exc_iter.peek() {
            if e.4 != recnum {
                break;
            }
            if first {
                n = u64::from(e.3);
                first = false;
            }
            exc_iter.next();
        }
        dyn_insn += n;
    }
    // Pids: the last switch with time <= each event's time.
    let mut used = std::collections::BTreeSet::new();
    let switches: Vec<(u64, u32)> = m
        .pids
        .iter()
        .filter_map(|(t, e)| {
            if let PidOwned::Switch(p) = e {
                Some((*t, *p))
            } else {
                None
            }
        })
        .collect();
    let times = m.execs.iter().map(|e| e.1).chain([m.final_time]);
    for t in times {
        let pid = switches.iter().rev().find(|s| s.0 <= t).map_or(0, |s| s.1);
        used.insert(pid);
    }
    let first_unused = (0..32768)
        .find(|p| !used.contains(p))
        .map_or(-1, |p| p as i32);
    (
        m.execs.len() as u64 + 1,
        dyn_insn,
        used.len() as u32,
        first_unused,
    )
}

#[test]
fn seeded_round_trip_of_every_record_type() {
    for seed in 1..=12u64 {
        let dir = tmp(&format!("rt{seed}"));
        let (m, h) = random_run(seed * 0x9E37_79B9, &dir, 300 + 400 * seed as usize);
        let rd = TraceReader::open(&dir).unwrap();
        assert!(rd.is_finished());
        assert_eq!(rd.header(), &h);
        // Static blocks.
        assert_eq!(rd.num_static_blocks(), m.blocks.len() as u64);
        for (i, b) in m.blocks.iter().enumerate() {
            let s = rd.static_block(i as u64).unwrap();
            assert_eq!((s.addr(), s.is_thumb()), (b.addr, b.thumb));
            let words: Vec<u32> = s.words().collect();
            if b.thumb {
                let hws: Vec<u32> = words.iter().map(|w| u32::from(unwrap_thumb(*w))).collect();
                assert_eq!(hws, b.words);
            } else {
                assert_eq!(words, b.words);
            }
        }
        // Executions (repeats expanded) in order, then the closing event.
        let execs: Vec<(u64, u64)> = rd
            .bb_execs()
            .map(|e| e.map(|e| (e.bb_num, e.time)))
            .collect::<Result<_, _>>()
            .unwrap();
        assert!(execs[..execs.len() - 1] == m.execs[..], "executions differ");
        assert_eq!(execs.last(), Some(&(0, m.final_time)));
        let raw = rd.bb_records().count() as u64;
        assert!(
            raw < execs.len() as u64,
            "repeat compression folded nothing"
        );
        // Exceptions.
        let excs: Vec<ExcRecord> = rd.exceptions().collect::<Result<_, _>>().unwrap();
        assert_eq!(excs.len(), m.excs.len());
        for (x, e) in excs.iter().zip(&m.excs) {
            let (bb, start) = m.execs[e.4 - 1];
            assert_eq!(
                (
                    x.time,
                    x.current_pc,
                    x.target_pc,
                    x.num_insns,
                    x.recnum,
                    x.bb_num,
                    x.bb_start_time
                ),
                (e.0, e.1, e.2, e.3, e.4 as u64, bb, start)
            );
        }
        // Pid events.
        let pids: Vec<(u64, PidOwned)> = rd
            .pid_events()
            .map(|r| r.map(|r| (r.time, owned(&r.event))))
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(pids, m.pids);
        // Instruction times.
        let insns: Vec<u64> = rd.insn_times().collect::<Result<_, _>>().unwrap();
        assert!(insns == m.insns, "instruction times differ");
        assert_eq!(rd.method_records().count(), 0);
        // Header counts equal the records, computed independently here and by check().
        let (dyn_bb, dyn_insn, used, first_unused) = expected_counts(&m);
        assert_eq!(h.num_static_bb, m.blocks.len() as u64);
        assert_eq!(
            h.num_static_insn,
            m.blocks.iter().map(|b| b.words.len() as u64).sum::<u64>()
        );
        assert_eq!(h.num_dynamic_bb, dyn_bb);
        assert_eq!(h.num_dynamic_insn, dyn_insn);
        assert_eq!(h.num_used_pids, used);
        assert_eq!(h.first_unused_pid, first_unused);
        assert_eq!(h.elapsed_usecs, 1234);
        let rep = check(&dir);
        assert!(rep.is_ok(), "{:?}", rep.problems);
        assert_eq!(rep.dynamic_bbs, dyn_bb);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn exact_bytes_of_a_tiny_trace() {
    let dir = tmp("tiny");
    let mut w = TraceWriter::create(&dir, false).unwrap();
    w.record_static_block(1, 0x8000, false, &[0xE3A0_0001, 0xEAFF_FFFE])
        .unwrap();
    w.record_static_block(2, 0x9000, true, &[0x4770]).unwrap();
    w.record_kthread_name(0, 0, 0, b"swapper");
    w.record_bb(1, 1);
    w.record_bb(2, 3);
    w.record_bb(1, 4);
    w.record_bb(1, 7);
    w.record_switch(7, 5);
    w.record_bb(1, 10);
    w.record_exception(11, 0x8004, 0xFFFF_0008, 1);
    let h = w
        .finish(FinishInfo {
            final_time: 20,
            elapsed_usecs: 9,
        })
        .unwrap();
    let bb = std::fs::read(dir.join("qtrace.bb")).unwrap();
    // bb1@1 repeat 3 period 3 (4, 7, 10); bb2@3; closing bb0@20; terminator.
    assert_eq!(bb, [1, 1, 3, 3, 1, 2, 0, 0x7e, 17, 0, 0, 0, 0]);
    let exc = std::fs::read(dir.join("qtrace.exc")).unwrap();
    assert_eq!(
        exc,
        [
            11, // time
            0xC0, 0x80, 0x04, // current pc 0x8004
            5,    // record number: the fifth execution
            0xF0, 0xFF, 0xFF, 0x00, 0x08, // target 0xffff0008
            1, 10, 1, // block 1 started at 10, one instruction ran
            0, 0, 0, 0, 0, 0, 0, // terminator
        ]
    );
    let pid = std::fs::read(dir.join("qtrace.pid")).unwrap();
    assert_eq!(
        pid,
        [0, 7, 0, 0, 7, b's', b'w', b'a', b'p', b'p', b'e', b'r', 7, 3, 5, 0, 0]
    );
    assert_eq!(std::fs::read(dir.join("qtrace.method")).unwrap(), [0, 0]);
    let st = std::fs::read(dir.join("qtrace.static")).unwrap();
    assert_eq!(st.len(), 88 + 16 + (16 + 8) + (16 + 4));
    assert_eq!(&st[..16], b"qemu_trace_file\0");
    assert_eq!(&st[88..104], &[0; 16]);
    assert_eq!(&st[136..140], &[0x01, 0x90, 0, 0]);
    assert_eq!(&st[144..148], &0xF7F4_77F0u32.to_le_bytes());
    assert_eq!(h.num_static_bb, 3);
    assert_eq!(h.num_static_insn, 3);
    assert_eq!(h.num_dynamic_bb, 6);
    // 4 full runs of bb1 (2 each) + bb2 (1) with the last bb1 cut to 1 by the exception.
    assert_eq!(h.num_dynamic_insn, 2 * 3 + 1 + 1);
    // pid 0 at times 1..4, pid 5 from 7 on (the switch at 7 applies to the block at 7).
    assert_eq!((h.num_used_pids, h.first_unused_pid), (2, 1));
    let ev: Vec<_> = TraceReader::open(&dir)
        .unwrap()
        .events()
        .map(|e| e.map(|e| (e.time, e.bb_num, e.num_insns, e.pid)))
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(
        ev,
        [
            (1, 1, 2, 0),
            (3, 2, 1, 0),
            (4, 1, 2, 0),
            (7, 1, 2, 5),
            (10, 1, 1, 5),
            (20, 0, 0, 5)
        ]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn existing_trace_is_refused_unless_forced() {
    let dir = tmp("exists");
    TraceWriter::create(&dir, false)
        .unwrap()
        .finish(FinishInfo::default())
        .unwrap();
    assert!(matches!(
        TraceWriter::create(&dir, false),
        Err(Error::AlreadyExists(_))
    ));
    let mut w = TraceWriter::create(&dir, true).unwrap();
    w.record_static_block(1, 0x100, false, &[1]).unwrap();
    assert!(matches!(
        w.record_static_block(3, 0, false, &[]),
        Err(Error::WriterStaticSequence {
            expected: 2,
            found: 3
        })
    ));
    assert!(matches!(
        w.record_static_block(2, 0, true, &[0x1234_5678]),
        Err(Error::BadThumbWord { index: 0, .. })
    ));
    w.finish(FinishInfo::default()).unwrap();
    assert!(check(&dir).is_ok());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn dropped_writer_leaves_a_readable_unfinished_trace() {
    let dir = tmp("dropped");
    let mut w = TraceWriter::create(&dir, false).unwrap();
    w.record_static_block(1, 0x100, false, &[1, 2]).unwrap();
    for t in 1..10_000u64 {
        w.record_bb(1, t * 2);
    }
    w.record_switch(5, 3);
    w.flush().unwrap();
    drop(w);
    let rd = TraceReader::open(&dir).unwrap();
    assert!(!rd.is_finished());
    let mut n = 0;
    let mut last = None;
    for e in rd.bb_execs() {
        match e {
            Ok(_) => n += 1,
            Err(e) => last = Some(e),
        }
    }
    assert_eq!(n, 9_999);
    assert!(matches!(last, Some(Error::MissingTerminator { .. })));
    let rep = check(&dir);
    assert!(!rep.finished);
    assert!(!rep.is_ok());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_header_fields_have_precise_errors() {
    let dir = tmp("badhdr");
    let (_, _) = random_run(77, &dir, 50);
    let path = dir.join("qtrace.static");
    let good = std::fs::read(&path).unwrap();
    let mut b = good.clone();
    b[3] = b'X';
    std::fs::write(&path, &b).unwrap();
    assert!(matches!(
        TraceReader::open(&dir),
        Err(Error::BadIdent { .. })
    ));
    let mut b = good.clone();
    b[16] = 1;
    std::fs::write(&path, &b).unwrap();
    assert!(matches!(
        TraceReader::open(&dir),
        Err(Error::BadVersion { found: 1, .. })
    ));
    let mut b = good.clone();
    b[48] = b[48].wrapping_add(1);
    std::fs::write(&path, &b).unwrap();
    let e = TraceReader::open(&dir).unwrap_err();
    assert!(
        matches!(
            e,
            Error::CountMismatch {
                field: "num_static_bb",
                ..
            }
        ),
        "{e}"
    );
    let mut b = good.clone();
    b[64] = b[64].wrapping_add(1);
    std::fs::write(&path, &b).unwrap();
    let rep = check(&dir);
    assert!(
        rep.problems.iter().any(|p| p.contains("num_dynamic_bb")),
        "{:?}",
        rep.problems
    );
    let mut b = good.clone();
    b[88] = 1; // dummy block numbered 1
    std::fs::write(&path, &b).unwrap();
    assert!(matches!(
        TraceReader::open(&dir),
        Err(Error::StaticOutOfSequence {
            offset: 88,
            expected: 0,
            found: 1,
            ..
        })
    ));
    std::fs::write(&path, &good[..40]).unwrap();
    assert!(matches!(
        TraceReader::open(&dir),
        Err(Error::ShortHeader { len: 40, .. })
    ));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Reads everything a reader offers; returns whether any error was reported.
fn read_all(dir: &Path) -> bool {
    let rd = match TraceReader::open(dir) {
        Ok(r) => r,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            return true;
        }
    };
    let mut err = rd.static_tail_error().is_some();
    for b in rd.static_blocks() {
        let _ = b.words().count();
    }
    err |= rd.bb_execs().any(|e| e.is_err());
    err |= rd.events().any(|e| e.is_err());
    err |= rd.insn_times().any(|e| e.is_err());
    err |= rd.exceptions().any(|e| e.is_err());
    err |= rd.pid_events().any(|e| e.is_err());
    err |= rd.method_records().any(|e| e.is_err());
    let _ = check(dir);
    err
}

#[test]
fn truncating_any_file_at_any_byte_never_panics() {
    let src = tmp("trunc-src");
    random_run(4242, &src, 120);
    for name in FILE_NAMES {
        let full = std::fs::read(src.join(name)).unwrap();
        let dir = tmp(&format!("trunc-{name}"));
        std::fs::create_dir_all(&dir).unwrap();
        for other in FILE_NAMES {
            std::fs::copy(src.join(other), dir.join(other)).unwrap();
        }
        for cut in 0..full.len() {
            std::fs::write(dir.join(name), &full[..cut]).unwrap();
            let had_error = read_all(&dir);
            // Every file but .insn has a terminator, so any cut of those is reported.
            if name != "qtrace.insn" {
                assert!(had_error, "{name} cut at {cut} read as complete");
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    let _ = std::fs::remove_dir_all(&src);
}

#[test]
fn corrupting_any_byte_never_panics() {
    let src = tmp("flip-src");
    random_run(99, &src, 80);
    let dir = tmp("flip");
    std::fs::create_dir_all(&dir).unwrap();
    let mut r = Rng::new(12345);
    for name in FILE_NAMES {
        let full = std::fs::read(src.join(name)).unwrap();
        for other in FILE_NAMES {
            std::fs::copy(src.join(other), dir.join(other)).unwrap();
        }
        for i in 0..full.len() {
            let mut b = full.clone();
            b[i] = r.next_u64() as u8;
            std::fs::write(dir.join(name), &b).unwrap();
            read_all(&dir);
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&src);
}

//! Tracer tests through its handles: blocks, executions, exceptions and device events
//! go in, and the finished trace is read back with `tracefmt`.

use std::path::PathBuf;

use arm::block::{discover, Block};
use arm::trace::BbEvent;
use tracefmt::record::raw::timed_words;
use tracefmt::{PidEvent, TraceReader};

use super::*;

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("goldtrace-tracer-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

/// Discovers a block from `words` (ARM words or Thumb halfwords) placed at `pc`.
pub(super) fn block(pc: u32, thumb: bool, words: &[u32]) -> Block {
    let size = if thumb { 2 } else { 4 };
    discover(pc, thumb, &mut |a| {
        words.get(((a - pc) / size) as usize).copied()
    })
}

pub(super) fn ev(time: u64, bb: u32, mask: u64) -> BbEvent {
    BbEvent {
        time,
        bb,
        aux: 0,
        mask,
    }
}

// mov r0, #1 ; mulne r1, r2, r3 ; ldmeq r4, {r5-r8} ; b .
const ARM: [u32; 4] = [0xe3a0_0001, 0x1001_0392, 0x0894_01e0, 0xeaff_fffe];
// movs r0, #1 ; b .
const THUMB: [u32; 2] = [0x2001, 0xe7fe];

/// Start times of the instructions of `b` run from `t` with `mask`, `n` of them.
fn expected_times(b: &Block, t: u64, mask: u64, n: usize) -> Vec<u64> {
    let mut out = Vec::new();
    let mut t = t;
    let mut bit = 0;
    for i in b.insns.iter().take(n) {
        out.push(t);
        let cond = !b.thumb && !matches!(i.insn.cond, arm::Cond::Al | arm::Cond::Nv);
        t += u64::from(if cond && mask >> bit & 1 == 0 {
            i.ticks.untaken
        } else {
            i.ticks.taken
        });
        bit += u32::from(cond);
    }
    out
}

#[test]
fn a_session_round_trips_through_the_trace_files() {
    let dir = temp_dir("session");
    let tracer = Tracer::create(&dir, false, TraceFormat::Android).unwrap();
    let mut core = tracer.core_handle();
    let mut dev = tracer.device_handle();
    let a = block(0x8000, false, &ARM);
    let t = block(0x9000, true, &THUMB);
    dev.init_name(0, 0, 0, b"swapper");
    dev.switch(5, 1);
    assert_eq!(core.block_number(&a), 1);
    assert_eq!(core.block_number(&t), 2);
    assert_eq!(core.block_number(&a), 1, "rediscovery keeps the number");
    let events = [
        ev(10, 1, 0b01),
        ev(30, 2, 0),
        ev(40, 1, 0b11),
        ev(60, 1, 0b10),
    ];
    core.executed(&timed_words(&events[..2]));
    dev.fork(35, 2, 2);
    dev.exec(36, &[b"/bin/busybox", b"true"]);
    dev.mmap(37, 0x10000, 0x9c000, 0, b"/bin/busybox");
    core.executed(&timed_words(&events[2..]));
    // The last execution is cut short after 2 instructions (a data abort, say).
    core.executed(&timed_words(&[BbEvent::exception(
        63,
        0x8004,
        0xffff_0010,
        2,
    )]));
    dev.exit(70, 7 << 8);
    let sum = tracer.finish(80).unwrap();
    assert_eq!(sum.executions, 4);
    assert_eq!(sum.cycles, 50);

    let rep = tracefmt::check(&dir);
    assert!(rep.is_ok(), "{:?}", rep.problems);
    let r = TraceReader::open(&dir).unwrap();
    let statics: Vec<_> = r.static_blocks().collect();
    assert_eq!(statics.len(), 3);
    assert_eq!(statics[1].words().collect::<Vec<_>>(), ARM);
    assert_eq!(statics[2].bb_addr, 0x9001, "Thumb bit set");
    assert_eq!(
        statics[2]
            .words()
            .map(tracefmt::unwrap_thumb)
            .collect::<Vec<_>>(),
        [0x2001, 0xe7fe]
    );
    let execs: Vec<_> = r.events().map(|e| e.unwrap()).collect();
    let got: Vec<_> = execs
        .iter()
        .map(|e| (e.time, e.bb_num, e.num_insns))
        .collect();
    // Trace time is the tick counter plus one (`TIME_BASE`).
    assert_eq!(
        got,
        [(11, 1, 4), (31, 2, 2), (41, 1, 4), (61, 1, 2), (81, 0, 0)]
    );
    assert_eq!(execs[3].pid, 1);
    let mut want = expected_times(&a, 11, 0b01, 4);
    want.extend(expected_times(&t, 31, 0, 2));
    want.extend(expected_times(&a, 41, 0b11, 4));
    want.extend(expected_times(&a, 61, 0b10, 2));
    let times: Vec<u64> = r.insn_times().map(|x| x.unwrap()).collect();
    assert_eq!(times, want);
    assert_ne!(
        expected_times(&a, 0, 0, 4),
        expected_times(&a, 0, 0b11, 4),
        "the mask matters"
    );
    let exc: Vec<_> = r.exceptions().map(|x| x.unwrap()).collect();
    assert_eq!(exc.len(), 1);
    assert_eq!(
        (exc[0].recnum, exc[0].num_insns, exc[0].bb_start_time),
        (4, 2, 61)
    );
    let pids: Vec<_> = r.pid_events().map(|p| p.unwrap()).collect();
    assert_eq!(pids.len(), 6);
    assert_eq!(
        pids[3].event,
        PidEvent::Exec {
            argv: vec![b"/bin/busybox".as_slice(), b"true".as_slice()]
        }
    );
    assert_eq!(pids[5].event, PidEvent::Exit { code: 0x700 });
    assert_eq!(r.header().num_dynamic_insn, 4 + 2 + 4 + 2);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_existing_trace_needs_force() {
    let dir = temp_dir("force");
    Tracer::create(&dir, false, TraceFormat::Android)
        .unwrap()
        .finish(1)
        .unwrap();
    let err = Tracer::create(&dir, false, TraceFormat::Android)
        .unwrap_err()
        .to_string();
    assert!(err.contains("--force"), "{err}");
    assert!(!err.contains('\n'));
    let again = Tracer::create(&dir, true, TraceFormat::Android).unwrap();
    let sum = again.finish(1).unwrap();
    assert_eq!(sum.executions, 0);
    assert!(tracefmt::check(&dir).is_ok());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn recording_follows_the_guest_and_the_host() {
    let dir = temp_dir("toggle");
    let tracer = Tracer::create(&dir, false, TraceFormat::Android)
        .unwrap()
        .with_recording(false);
    let core = tracer.core_handle();
    let mut dev = tracer.device_handle();
    assert!(!core.recording() && !dev.recording());
    assert!(!tracer.take_toggle(), "the initial state is no toggle");
    dev.enable(10, true);
    assert!(core.recording() && tracer.recording());
    assert!(tracer.take_toggle());
    assert!(!tracer.take_toggle(), "taken once");
    dev.enable(11, true);
    assert!(!tracer.take_toggle(), "no change, no toggle");
    // SIGUSR2 as the handler records it.
    tracer
        .shared
        .ctl
        .host_request
        .store(signals::STOP, Ordering::Relaxed);
    assert!(tracer.poll());
    assert!(!core.recording());
    assert!(tracer.take_toggle());
    tracer.shared.ctl.terminate.store(true, Ordering::Relaxed);
    assert!(!tracer.poll(), "SIGINT/SIGTERM end the run");
    // Method records only while recording.
    dev.method(20, 0x1234, 1, 0);
    dev.enable(30, true);
    dev.method(40, 0x1234, 1, 1);
    tracer.finish(50).unwrap();
    let r = TraceReader::open(&dir).unwrap();
    let m: Vec<_> = r.method_records().map(|x| x.unwrap()).collect();
    assert_eq!(m.len(), 1);
    assert_eq!((m[0].time, m[0].call_type), (41, 1));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn unknown_block_numbers_are_dropped_not_written() {
    let dir = temp_dir("unknown");
    let tracer = Tracer::create(&dir, false, TraceFormat::Android).unwrap();
    let mut core = tracer.core_handle();
    core.block_number(&block(0x8000, false, &ARM));
    core.executed(&timed_words(&[
        ev(5, 1, 0),
        ev(9, 0, 0),
        ev(12, 99, 0),
        ev(20, 1, 0),
    ]));
    let sum = tracer.finish(30).unwrap();
    assert_eq!((sum.executions, sum.unknown_blocks), (2, 2));
    assert!(tracefmt::check(&dir).is_ok());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Records `n` executions alternating between two blocks, through `executed` in
/// slices or through `executed_buffer` with whole buffers, with exceptions and a
/// process event in between; returns the trace's `.bb`, `.insn` and `.exc` bytes.
fn record_alternating(name: &str, n: usize, handover: bool) -> Vec<Vec<u8>> {
    let dir = temp_dir(name);
    let tracer = Tracer::create(&dir, false, TraceFormat::Android).unwrap();
    let mut core = tracer.core_handle();
    let mut dev = tracer.device_handle();
    core.block_number(&block(0x8000, false, &ARM));
    core.block_number(&block(0x9000, true, &THUMB));
    let events: Vec<BbEvent> = (0..n)
        .map(|i| ev(10 + 7 * i as u64, 1 + (i % 3 == 0) as u32, i as u64 & 3))
        .collect();
    let mut spare: Box<[u64]> = vec![0; 3000].into();
    for (k, chunk) in events.chunks(1000).enumerate() {
        let words = timed_words(chunk);
        if handover {
            let mut buf = std::mem::take(&mut spare);
            buf[..words.len()].copy_from_slice(&words);
            spare = core.executed_buffer(buf, words.len());
            assert_eq!(
                spare.len(),
                3000,
                "an empty buffer of the same size comes back"
            );
        } else {
            core.executed(&words);
        }
        if k % 2 == 1 {
            let last = chunk[chunk.len() - 1];
            core.executed(&timed_words(&[BbEvent::exception(
                last.time + 1,
                0x8004,
                0xffff_0008,
                2,
            )]));
            dev.switch(last.time + 1, k as u32);
        }
    }
    let sum = tracer.finish(10 + 7 * n as u64).unwrap();
    assert_eq!(sum.executions, n as u64);
    let files = ["qtrace.bb", "qtrace.insn", "qtrace.exc", "qtrace.pid"]
        .iter()
        .map(|f| std::fs::read(dir.join(f)).unwrap())
        .collect();
    std::fs::remove_dir_all(&dir).unwrap();
    files
}

#[test]
fn handed_over_buffers_record_what_copied_slices_record() {
    // Enough executions for several batches to the recording thread.
    let n = 100_000;
    let copied = record_alternating("copied", n, false);
    let handed = record_alternating("handed", n, true);
    assert!(copied[2].len() > 7 * 10, "exceptions were recorded");
    assert_eq!(copied, handed);
}

#[test]
fn blocks_from_tick_zero_keep_their_spacing() {
    let dir = temp_dir("tick-zero");
    let tracer = Tracer::create(&dir, false, TraceFormat::Android).unwrap();
    let mut core = tracer.core_handle();
    // One `mov r0, #1`: a one-tick block, run at ticks 0, 1, 2.
    let one = block(0x8000, false, &[0xe3a0_0001]);
    assert_eq!(one.insns.len(), 1);
    assert_eq!(one.insns[0].ticks.taken, 1);
    core.block_number(&one);
    // The engines' words: a time, then three executions timed by the block's cost.
    let w = tracefmt::record::raw::block_word(1);
    core.executed(&[u64::from(tracefmt::record::raw::W_TIME), 0, w, w, w]);
    tracer.finish(3).unwrap();
    let r = TraceReader::open(&dir).unwrap();
    let times: Vec<u64> = r.events().map(|e| e.unwrap().time).collect();
    assert_eq!(
        times,
        [1, 2, 3, 4],
        "every time one tick later, none moved apart"
    );
    let insn: Vec<u64> = r.insn_times().map(|x| x.unwrap()).collect();
    assert_eq!(insn, [1, 2, 3]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_tracer_dropped_without_finish_leaves_what_it_recorded() {
    let dir = temp_dir("dropped");
    let tracer = Tracer::create(&dir, false, TraceFormat::Android).unwrap();
    let mut core = tracer.core_handle();
    core.block_number(&block(0x8000, false, &ARM));
    let events: Vec<BbEvent> = (0..5000).map(|i| ev(10 + 20 * i, 1, 1)).collect();
    core.executed(&timed_words(&events));
    drop(core);
    drop(tracer);
    // Dropping waited for the recording threads: the files hold the executions (the
    // header stays unfinished, as after a kill).
    let size = |f: &str| std::fs::metadata(dir.join(f)).unwrap().len();
    assert!(size("qtrace.bb") > 0, "block records written");
    assert!(size("qtrace.insn") > 0, "instruction times written");
    let data = std::fs::read(dir.join("qtrace.bb")).unwrap();
    let records: Vec<_> = tracefmt::bb::BbRecordIter::new(&data, "qtrace.bb")
        .filter_map(Result::ok)
        .collect();
    let execs: u64 = records.iter().map(|(_, r)| u64::from(r.repeat) + 1).sum();
    assert_eq!(execs, 5000);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_interrupt_after_a_block_reports_all_its_instructions() {
    let dir = temp_dir("whole");
    let tracer = Tracer::create(&dir, false, TraceFormat::Android).unwrap();
    let mut core = tracer.core_handle();
    let a = block(0x8000, false, &ARM);
    core.block_number(&a);
    core.block_number(&block(0x9000, true, &THUMB));
    let whole = arm::trace::WHOLE_BLOCK;
    core.executed(&timed_words(&[
        ev(10, 2, 0),
        ev(20, 1, 0b11),
        BbEvent::exception(30, 0x800c, 0xffff_0018, whole),
        ev(40, 2, 0),
        BbEvent::exception(41, 0x9000, 0xffff_0018, whole),
    ]));
    tracer.finish(50).unwrap();
    let r = TraceReader::open(&dir).unwrap();
    let exc: Vec<_> = r.exceptions().map(|x| x.unwrap()).collect();
    let got: Vec<_> = exc.iter().map(|x| (x.bb_num, x.num_insns)).collect();
    assert_eq!(got, [(1, 4), (2, 2)], "each block's whole length");
    let times: Vec<u64> = r.insn_times().map(|x| x.unwrap()).collect();
    let mut want = expected_times(&block(0x9000, true, &THUMB), 11, 0, 2);
    want.extend(expected_times(&a, 21, 0b11, 4));
    want.extend(expected_times(&block(0x9000, true, &THUMB), 41, 0, 2));
    assert_eq!(times, want, "no instruction time is cut");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The core gets back the buffer the recorder returned last (whose pages it wrote
/// most recently), not the oldest; one of another size is not handed out.
#[test]
fn spare_buffers_newest_first() {
    let (tx, rx) = std::sync::mpsc::channel::<Box<[u64]>>();
    let mut spares = state::SpareBoxes::new(rx);
    for tag in 1..=3u64 {
        tx.send(vec![tag; 16].into()).unwrap();
    }
    assert_eq!(spares.take(16)[0], 3);
    tx.send(vec![4; 16].into()).unwrap();
    assert_eq!(spares.take(16)[0], 4);
    assert_eq!(spares.take(16)[0], 2);
    assert_eq!(spares.take(16)[0], 1);
    // None left: a new, zeroed one.
    assert_eq!(spares.take(16)[..], [0; 16]);
    tx.send(vec![5; 8].into()).unwrap();
    assert_eq!(spares.take(16)[..], [0; 16]);
}

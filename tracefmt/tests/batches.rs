//! The writer's compression batches: at most 1024 records each, so that a reader never
//! holds more than 1024 pending repetitions (the Android reader's limit), and the
//! executions still replay exactly.

use tracefmt::bb::BbRecordIter;
use tracefmt::writer::BATCH_RECORDS;
use tracefmt::{FinishInfo, TraceReader, TraceWriter};

/// Writes 4 rounds of round-robin executions over `blocks` blocks, checks the replay
/// and returns the most repetitions pending at once and the number of records.
fn round_robin(blocks: u64) -> (usize, usize) {
    let dir =
        std::env::temp_dir().join(format!("tracefmt-batches-{}-{blocks}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut w = TraceWriter::create(&dir, false).unwrap();
    for n in 1..=blocks {
        w.record_static_block(n, 0x8000 + 4 * n as u32, false, &[0xe1a0_0000])
            .unwrap();
    }
    // Round-robin over more blocks than a batch holds, several rounds with a fixed
    // period: every execution after the first round could fold into a repetition.
    let mut execs = Vec::new();
    let mut t = 1;
    for _round in 0..4 {
        for n in 1..=blocks {
            w.record_bb(n, t);
            execs.push((t, n));
            t += 1;
        }
    }
    w.finish(FinishInfo {
        final_time: t,
        elapsed_usecs: 1,
    })
    .unwrap();

    // Replay the raw records as the Android reader does and count pending repetitions.
    let data = std::fs::read(dir.join("qtrace.bb")).unwrap();
    let mut pending: Vec<u64> = Vec::new(); // time of each record's last repetition
    let mut most = 0;
    let mut records = 0;
    for r in BbRecordIter::new(&data, "qtrace.bb") {
        let (_, rec) = r.unwrap();
        records += 1;
        pending.retain(|&last| last > rec.start_time);
        if rec.repeat != 0 {
            pending.push(rec.start_time + u64::from(rec.repeat) * rec.time_diff);
        }
        most = most.max(pending.len());
    }

    let r = TraceReader::open(&dir).unwrap();
    let got: Vec<(u64, u64)> = r
        .events()
        .map(|e| e.unwrap())
        .filter(|e| e.bb_num != 0)
        .map(|e| (e.time, e.bb_num))
        .collect();
    assert_eq!(got, execs);
    std::fs::remove_dir_all(&dir).unwrap();
    (most, records)
}

#[test]
fn pending_repetitions_stay_within_the_readers_limit() {
    // A period longer than a batch: nothing folds, and nothing is pending.
    let (most, records) = round_robin(2000);
    assert!(most <= BATCH_RECORDS, "{most} pending repetitions");
    assert_eq!(records, 4 * 2000 + 1, "closing record included");
    // A period that fits a batch: the rounds fold into one record per block, all
    // pending at once, within the limit.
    let (most, records) = round_robin(1000);
    assert_eq!(most, 1000);
    assert_eq!(records, 1000 + 1);
}

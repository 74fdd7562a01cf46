//! `qtrace.insn` written through an `InsnWriter` on another thread is the same file as when the
//! trace writer records instruction times itself.

use tracefmt::{FinishInfo, TraceWriter};

/// Records blocks and instruction times; with `split`, the times go through an `InsnWriter` on a
/// second thread (after a few recorded directly). Returns the bytes of every file but the header.
fn record(name: &str, split: bool) -> Vec<Vec<u8>> {
    let dir = std::env::temp_dir().join(format!("tracefmt-split-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut w = TraceWriter::create(&dir, false).unwrap();
    w.record_static_block(1, 0x8000, false, &[0xe1a0_0000, 0xe1a0_0000, 0xeaff_fffd])
        .unwrap();
    let times: Vec<u64> = (0..300_000u64).map(|i| 10 + 5 * i).collect();
    w.record_insn(5);
    w.record_insn_runs(6, &[(1, 2)]);
    if split {
        let mut iw = w.split_insn();
        let t = times.clone();
        let h = std::thread::spawn(move || {
            for &t in &t {
                iw.record_insn_runs(t, &[(1, 1), (3, 1)]);
            }
            iw.finish().unwrap();
        });
        // The trace writer carries on with blocks meanwhile.
        for &t in &times {
            w.record_bb(1, t);
        }
        h.join().unwrap();
    } else {
        for &t in &times {
            w.record_bb(1, t);
            w.record_insn_runs(t, &[(1, 1), (3, 1)]);
        }
    }
    w.finish(FinishInfo {
        final_time: 10 + 5 * 300_000,
        elapsed_usecs: 1,
    })
    .unwrap();
    let files = ["qtrace.bb", "qtrace.insn", "qtrace.exc", "qtrace.pid"]
        .iter()
        .map(|f| std::fs::read(dir.join(f)).unwrap())
        .collect();
    std::fs::remove_dir_all(&dir).unwrap();
    files
}

#[test]
fn split_instruction_times_write_the_same_file() {
    let one = record("one", false);
    let two = record("two", true);
    assert!(
        one[1].len() > 64 * 1024,
        "several buffers of instruction times"
    );
    for (k, (a, b)) in one.iter().zip(&two).enumerate() {
        let first = a.iter().zip(b.iter()).position(|(x, y)| x != y);
        assert!(
            a.len() == b.len() && first.is_none(),
            "file {k}: {} vs {} bytes, first difference at {first:?}",
            a.len(),
            b.len()
        );
    }
}

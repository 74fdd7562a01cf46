//! The instruction times and executions a compact trace streams equal those of its qtrace v2
//! export, on streams with exceptions that cut blocks short, unnumbered blocks, blocks defined
//! mid-trace, conditional costs, times that go back and several chunks.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::compact::{CompactReader, CompactRecorder, RecorderOptions};
use crate::record::{
    Batch, BlockDef, EventBuf, ExecEvent, InsnCost, Item, Process, ProcessEvent, WHOLE_BLOCK,
};
use crate::{FinishInfo, TraceReader};

fn temp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "tracefmt-insn-stream-{name}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&d);
    d
}

/// Block `n` of `insns` instructions; with `conditional`, every other one is conditional
/// (a failed condition costs 1, a passed one 2 to 4) and owns a mask bit.
fn block(n: u32, insns: usize, conditional: bool) -> BlockDef {
    let costs: Vec<InsnCost> = (0..insns)
        .map(|i| InsnCost {
            taken: 2 + (i as u32 % 3),
            untaken: 1,
            conditional: conditional && i % 2 == 1,
        })
        .collect();
    let conds = (0..insns.saturating_sub(1)).filter(|i| i % 2 == 1).count();
    BlockDef {
        n,
        addr: 0x1_0000 + n * 0x80,
        thumb: false,
        words: (0..insns as u32).map(|i| 0xe1a0_0000 | i).collect(),
        costs: costs.into(),
        mask_bits: if conditional { (1 << conds) - 1 } else { 0 },
    }
}

/// `execs` executions over blocks 1-5 (6 defined halfway), spaced at their cost or less
/// (every 50th starts before the previous block's instructions are done: its times go
/// back), with exceptions of both kinds, unnumbered blocks and process events.
fn stream(execs: usize) -> Vec<Item> {
    let mut items: Vec<Item> = (1..=5)
        .map(|n| Item::Block(block(n, 1 + 2 * n as usize, n % 2 == 0)))
        .collect();
    let mut evs = Vec::new();
    let mut t = 50u64;
    let mut x = 7u32;
    let mut top = 5u32;
    for i in 0..execs {
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
        let bb = 1 + (x >> 20) % top;
        evs.push(ExecEvent {
            time: t,
            bb,
            aux: 0,
            mask: u64::from(x >> 8) & 0xff,
        });
        t += if i % 50 == 0 {
            1
        } else {
            4 * u64::from(bb) + 3
        };
        if i % 701 == 3 {
            evs.push(ExecEvent::exception(t, 0x1004, 0xffff_0008, WHOLE_BLOCK));
            t += 2;
        }
        if i % 907 == 5 {
            evs.push(ExecEvent::exception(t, 0x1008, 0xffff_0010, 2));
        }
        if i % 1303 == 9 {
            evs.push(ExecEvent::exception(t, 0x100c, 0xffff_0010, 0));
        }
        if i % 1999 == 11 {
            evs.push(ExecEvent {
                time: t,
                bb: 77,
                aux: 0,
                mask: 0,
            });
            t += 3;
        }
        if i % 5003 == 13 {
            items.push(Item::Events(EventBuf::Timed(std::mem::take(&mut evs))));
            items.push(Item::Process(Process {
                time: t,
                event: ProcessEvent::Switch { pid: i as u32 },
            }));
        }
        if i == execs / 2 {
            items.push(Item::Events(EventBuf::Timed(std::mem::take(&mut evs))));
            items.push(Item::Block(block(6, 40, true)));
            top = 6;
        }
    }
    items.push(Item::Events(EventBuf::Timed(evs)));
    items
}

fn record(dir: &Path, items: Vec<Item>) {
    let opts = RecorderOptions {
        level: 1,
        threads: 2,
    };
    let mut r = CompactRecorder::create(dir, false, opts).unwrap();
    for chunk in items.chunks(5) {
        let batch = Batch {
            items: chunk
                .iter()
                .map(|i| match i {
                    Item::Block(b) => Item::Block(b.clone()),
                    Item::Events(EventBuf::Timed(e)) => Item::Events(EventBuf::Timed(e.clone())),
                    Item::Events(_) => unreachable!("the test makes timed events"),
                    Item::Process(p) => Item::Process(p.clone()),
                })
                .collect(),
            recycle: None,
        };
        assert!(r.send(Arc::new(batch)));
    }
    r.finish(FinishInfo {
        final_time: 1 << 40,
        elapsed_usecs: 3,
    })
    .unwrap();
}

#[test]
fn a_compact_trace_streams_the_times_and_executions_of_its_export() {
    let dir = temp("trace");
    record(&dir, stream(2_300_000));
    let out = temp("export");
    crate::compact::export(&CompactReader::open(&dir).unwrap(), &out, false).unwrap();
    let full = TraceReader::open(&out).unwrap();
    let native = TraceReader::open_any(&dir).unwrap();
    assert!(native.compact().unwrap().num_chunks() >= 3);
    let want: Vec<u64> = full.insn_times().map(Result::unwrap).collect();
    let got: Vec<u64> = native.insn_times().map(Result::unwrap).collect();
    assert!(want.len() > 10_000_000);
    assert!(
        want.windows(2).any(|w| w[1] == w[0]),
        "no time went back (stored as a zero difference)"
    );
    assert_eq!(got.len(), want.len());
    let first_diff = got.iter().zip(&want).position(|(a, b)| a != b);
    assert_eq!(first_diff, None, "instruction times differ");
    let execs = |r: &TraceReader| -> Vec<(u64, u64, u64)> {
        r.bb_execs()
            .map(|e| e.map(|e| (e.time, e.bb_num, e.recnum)).unwrap())
            .collect()
    };
    let (a, b) = (execs(&native), execs(&full));
    assert!(a.len() > 2_000_000);
    assert!(a == b, "executions differ");
    // Skipping to a time on the way.
    let mid = want[want.len() / 2];
    let mut it = native.insn_times();
    assert_eq!(it.next_at_or_after(mid).unwrap().unwrap(), mid);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn a_damaged_chunk_ends_the_times_with_its_error() {
    let dir = temp("damaged");
    record(&dir, stream(2_300_000));
    let r = CompactReader::open(&dir).unwrap();
    let second = r.chunks()[1];
    drop(r);
    // A byte in the middle of the second chunk's payload.
    let path = dir.join(crate::compact::EVENTS_FILE);
    let mut bytes = std::fs::read(&path).unwrap();
    let at = (second.offset + second.stored / 2) as usize;
    bytes[at] ^= 0x5a;
    std::fs::write(&path, &bytes).unwrap();
    let c = CompactReader::open(&dir).unwrap();
    let mut times = crate::insn_stream::CompactInsnTimes::new(&c);
    let mut ok = 0u64;
    let err = loop {
        match times.next() {
            Some(Ok(_)) => ok += 1,
            Some(Err(e)) => break e,
            None => panic!("no error after {ok} times"),
        }
    };
    assert!(ok > 1_000_000, "{ok} times before the damage");
    assert!(err.to_string().contains("chunk"), "{err}");
    assert!(times.next().is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

//! [`check_files`] on stress traces: a clean one passes with every summary matching its
//! chunk; frames rebuilt with good checksums around wrong contents are caught by what they
//! hold, not by their checksums.

use std::path::{Path, PathBuf};

use tracefmt::compact::frame::{self, Located, BLOCKS_MAGIC, EVENTS_MAGIC};
use tracefmt::compact::summary::{self, SumItem, SUMMARY_MAGIC};

use super::check_files;
use crate::stress::{self, Shape};

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("qtools-tracecheck-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("scratch dir");
    d
}

/// A stress trace of three chunks (a chunk holds at most 2^20 executions).
fn three_chunks(name: &str) -> (PathBuf, u64) {
    let w = stress::write(&scratch(name), &Shape::loops(80_000)).expect("writes");
    (w.trace, w.execs)
}

fn frames(path: &Path, magic: [u8; 4]) -> (Vec<u8>, Vec<Located>) {
    let data = std::fs::read(path).expect("reads");
    let (f, _) = frame::scan(&data, magic, "x");
    (data, f)
}

/// Replaces frame `k` of `path` with `header` and `payload` (checksums made good).
fn rewrite(
    path: &Path,
    magic: [u8; 4],
    k: usize,
    edit: impl FnOnce(&mut frame::FrameHeader, &mut Vec<u8>),
) {
    let (data, fs) = frames(path, magic);
    let f = fs[k];
    let mut raw = frame::payload(&data, &f, "x").expect("good payload");
    let mut h = f.header;
    edit(&mut h, &mut raw);
    let start = f.offset as usize;
    let end = start + frame::HEADER_LEN + f.header.stored_len as usize;
    let mut out = data[..start].to_vec();
    out.extend(frame::build(h, &raw, 0));
    out.extend_from_slice(&data[end..]);
    std::fs::write(path, out).expect("writes");
}

#[test]
fn a_clean_trace_passes_with_every_summary_matching() {
    let (trace, execs) = three_chunks("clean");
    let rep = check_files(&trace);
    assert!(rep.is_ok(), "{:?}", rep.problems);
    assert_eq!(rep.chunks, 3);
    assert_eq!(rep.summaries, 3);
    assert_eq!(rep.execs, execs);
    assert!(rep.finished);
}

#[test]
fn a_summary_that_disagrees_with_its_chunk_is_named() {
    let (trace, _) = three_chunks("summary-lies");
    let path = trace.join("summary");
    rewrite(&path, SUMMARY_MAGIC, 1, |_, raw| {
        let mut s = summary::parse(raw).expect("parses");
        let Some(SumItem::Run(r)) = s.items.iter_mut().find(|i| matches!(i, SumItem::Run(_)))
        else {
            panic!("no run in {s:?}");
        };
        r.n += 1;
        raw.clear();
        // Rebuilt token by token, as the writer writes it.
        tracefmt::compact::leb::put(raw, s.max_time);
        for item in &s.items {
            match item {
                SumItem::Run(r) => r.put(raw),
                other => panic!("a loop trace's middle chunk holds only runs, not {other:?}"),
            }
        }
    });
    let rep = check_files(&trace);
    assert_eq!(rep.problems.len(), 1, "{:?}", rep.problems);
    let p = &rep.problems[0];
    assert!(
        p.contains("/summary: chunk 1 at byte") && p.contains("differs from events chunk 1"),
        "{p}"
    );
}

#[test]
fn headers_that_disagree_with_the_chunks_are_named() {
    let (trace, _) = three_chunks("headers");
    let events = trace.join("events");
    rewrite(&events, EVENTS_MAGIC, 2, |h, _| h.first += 1);
    let rep = check_files(&trace);
    let all = rep.problems.join("\n");
    assert!(
        all.contains("/events: chunk 2 at byte") && all.contains("executions come before it"),
        "{all}"
    );
    // The summary still describes the chunk as it was.
    assert!(
        all.contains("/summary: chunk 2") && all.contains("does not describe events chunk 2"),
        "{all}"
    );

    let (trace, _) = three_chunks("block-numbers");
    rewrite(&trace.join("blocks"), BLOCKS_MAGIC, 0, |h, _| h.first = 2);
    let rep = check_files(&trace);
    let all = rep.problems.join("\n");
    assert!(
        all.contains("/blocks: chunk 0 at byte 0: header says")
            && all.contains("from block 2, but"),
        "{all}"
    );
    assert!(
        all.contains("/events: chunk 0 at byte 0: block 1 at payload byte"),
        "{all}"
    );
}

#[test]
fn an_unfinished_trace_is_a_problem() {
    let (trace, _) = three_chunks("unfinished");
    let (data, fs) = frames(&trace.join("events"), EVENTS_MAGIC);
    let last = fs[2];
    std::fs::write(trace.join("events"), &data[..last.offset as usize]).expect("writes");
    let (sdata, sfs) = frames(&trace.join("summary"), SUMMARY_MAGIC);
    std::fs::write(trace.join("summary"), &sdata[..sfs[2].offset as usize]).expect("writes");
    let rep = check_files(&trace);
    assert_eq!(rep.problems.len(), 1, "{:?}", rep.problems);
    assert!(
        rep.problems[0].contains("/events: chunk 1 at byte")
            && rep.problems[0].contains("no end record")
    );
}

#[test]
fn text_files_must_have_their_form() {
    let (trace, _) = three_chunks("text");
    std::fs::write(trace.join("recipe"), "engine: jit\nmemory 128\n").expect("writes");
    std::fs::write(trace.join("kallsyms"), "c0008000 T stext\nc0008100 T\n").expect("writes");
    let rep = check_files(&trace);
    assert_eq!(rep.problems.len(), 2, "{:?}", rep.problems);
    assert!(
        rep.problems[0].contains("/recipe: line at byte 12"),
        "{}",
        rep.problems[0]
    );
    assert!(
        rep.problems[1].contains("/kallsyms: line at byte 17"),
        "{}",
        rep.problems[1]
    );
    std::fs::write(trace.join("recipe"), b"engine: \xff\n").expect("writes");
    std::fs::write(trace.join("kallsyms"), "bf004140 d $d\t[goldtrace]\n").expect("writes");
    let rep = check_files(&trace);
    assert_eq!(rep.problems.len(), 1, "{:?}", rep.problems);
    assert!(
        rep.problems[0].contains("/recipe: byte 8: not UTF-8"),
        "{}",
        rep.problems[0]
    );
}

//! Where qtools follows the original Android tools exactly: `dump --start T` starts at the
//! instruction time T (read_trace's `-s`), `hist` counts every block event as hist_trace does
//! (the first one's delta from block 0, the closing event's back to 0), and `coverage` lists
//! every function that never ran, several of them with one name included.

mod common;

use common::run;
use qtools::cmd::{self, TimeRange};
use qtools::{Options, Session};

fn session(name: &str) -> Session {
    let (dir, vmlinux, root) = common::fixture(name);
    let opts = Options {
        vmlinux: Some(vmlinux),
        root,
        ..Options::default()
    };
    Session::open(&dir, opts).expect("fixture opens")
}

fn lines(b: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(b)
        .lines()
        .map(str::to_string)
        .collect()
}

/// The time of a `dump` line.
fn time_of(line: &str) -> u64 {
    line.split(' ').next().unwrap().parse().unwrap()
}

#[test]
fn dump_window_starts_and_ends_at_instruction_times() {
    let s = session("orig-dump");
    let all = lines(&run(&s, |s, o| cmd::dump(s, TimeRange::default(), o)));
    let last = time_of(all.last().unwrap());
    // Some instruction starts after its block: a window starting there cuts a block.
    let mut mid_block = 0;
    for t in 0..=last + 1 {
        for end in [None, Some(t + 3)] {
            let range = TimeRange {
                start: Some(t),
                end,
            };
            let got = lines(&run(&s, |s, o| cmd::dump(s, range, o)));
            let want: Vec<String> = all
                .iter()
                .filter(|l| range.contains(time_of(l)))
                .cloned()
                .collect();
            assert_eq!(got, want, "dump --start {t} --end {end:?}");
        }
        // The fixture's first block starts at 1 with an instruction at 2 (`mov; bl`).
        if all.iter().any(|l| time_of(l) == t)
            && !lines(&run(&s, |s, o| cmd::blocks(s, TimeRange::default(), o)))
                .iter()
                .skip(1)
                .any(|l| l.split_whitespace().next() == Some(&t.to_string()))
        {
            mid_block += 1;
        }
    }
    assert!(mid_block > 5, "{mid_block} windows start inside a block");
    let from2 = lines(&run(&s, |s, o| {
        cmd::dump(
            s,
            TimeRange {
                start: Some(2),
                end: None,
            },
            o,
        )
    }));
    assert!(
        from2[0].starts_with("2 p0 c0008004 eb00003e start_kernel+04"),
        "{}",
        from2[0]
    );
}

#[test]
fn hist_counts_every_block_event() {
    let s = session("orig-hist");
    let text = String::from_utf8(run(&s, |s, o| cmd::hist(s, o))).unwrap();
    let bbs: Vec<i64> = s
        .reader
        .bb_execs()
        .map(|e| e.unwrap().bb_num as i64)
        .collect();
    assert_eq!(*bbs.last().unwrap(), 0, "the closing event is block 0");
    let field = |name: &str| -> u64 {
        text.lines()
            .find_map(|l| l.strip_prefix(name))
            .unwrap()
            .trim()
            .parse()
            .unwrap()
    };
    assert_eq!(field("total:"), bbs.len() as u64, "{text}");
    // Every delta, from block 0 before the first to block 0 at the end, has its count.
    let mut deltas = std::collections::BTreeMap::new();
    let mut prev = 0;
    for &b in &bbs {
        *deltas.entry(b - prev).or_insert(0u64) += 1;
        prev = b;
    }
    let rows: std::collections::BTreeMap<i64, u64> = text
        .lines()
        .skip_while(|l| !l.starts_with("delta"))
        .skip(1)
        .map(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            (f[0].parse().unwrap(), f[1].parse().unwrap())
        })
        .collect();
    assert_eq!(rows, deltas, "{text}");
    assert_eq!(field("under:") + field("over:"), 0);
}

#[test]
fn coverage_lists_each_function_of_a_shared_name() {
    let (dir, _, root) = common::fixture("orig-coverage");
    // A kernel whose `dup` is two functions (static functions of two files), the first of them
    // run by the trace (the fixture's block at c0008100), and whose `twin` is two that never run.
    let vmlinux = dir.parent().unwrap().join("vmlinux-dups");
    common::write_elf(
        &vmlinux,
        false,
        0xc000_8000,
        0x400,
        &[
            ("start_kernel", 0xc000_8000, 0x100),
            ("dup", 0xc000_8100, 0x100),
            ("vector_swi", 0xc000_8200, 0x80),
            ("ret_fast_syscall", 0xc000_8280, 0x80),
            ("dup", 0xc000_8300, 0x10),
            ("twin", 0xc000_8310, 0x10),
            ("twin", 0xc000_8320, 0x10),
        ],
    );
    let opts = Options {
        vmlinux: Some(vmlinux),
        root,
        ..Options::default()
    };
    let s = Session::open(&dir, opts).unwrap();
    let text = String::from_utf8(run(&s, |s, o| cmd::coverage(s, false, o))).unwrap();
    let kernel: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("k ") && l.ends_with("vmlinux"))
        .map(|l| l.split_whitespace().nth(1).unwrap())
        .collect();
    assert_eq!(kernel, ["dup", "twin", "twin"], "{text}");
    let count: usize = text
        .lines()
        .find_map(|l| l.strip_prefix("never executed:"))
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    assert_eq!(count, text.lines().skip(2).count(), "{text}");
}

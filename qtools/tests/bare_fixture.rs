//! Golden outputs of every command on the fixture that goldtrace itself recorded from a bare-metal
//! program (`tests/fixture/`, see its README; `QTOOLS_BLESS=1` re-blesses), plus the facts the
//! program makes true whatever the cycle model: its functions, processes, exception and SWI number.

mod common;

use std::path::{Path, PathBuf};

use common::run;
use qtools::cmd::{self, ProfileBy, TimeRange};
use qtools::{Filter, Format, Options, Session};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixture")
}

fn session(format: Format, filter: Filter) -> Session {
    let opts = Options {
        vmlinux: None,
        root: fixture(),
        filter,
        format,
        ..Options::default()
    };
    Session::open(&fixture().join("trace"), opts).expect("fixture opens")
}

fn golden(name: &str, got: &[u8]) {
    common::check_golden("tests/golden/bare", name, got);
}

fn text(b: Vec<u8>) -> String {
    String::from_utf8(b).unwrap()
}

#[test]
fn every_command_matches_golden() {
    let s = session(Format::Text, Filter::default());
    let all = TimeRange::default();
    let mut check_out = Vec::new();
    assert!(cmd::check(&s, &mut check_out).unwrap());
    golden("check.txt", &check_out);
    golden("dump.txt", &run(&s, |s, o| cmd::dump(s, all, o)));
    golden("blocks.txt", &run(&s, |s, o| cmd::blocks(s, all, o)));
    golden("bb2sym.txt", &run(&s, |s, o| cmd::bb2sym(s, o)));
    golden("bbprof.txt", &run(&s, |s, o| cmd::bbprof(s, 8, o)));
    for (name, by) in [
        ("profile.txt", ProfileBy::Function),
        ("profile-pid.txt", ProfileBy::Pid),
        ("profile-process.txt", ProfileBy::Process),
        ("profile-library.txt", ProfileBy::Library),
    ] {
        golden(name, &run(&s, |s, o| cmd::profile(s, by, o)));
    }
    golden("pids.txt", &run(&s, |s, o| cmd::pids(s, o)));
    golden("events.txt", &run(&s, |s, o| cmd::events(s, o)));
    golden("exceptions.txt", &run(&s, |s, o| cmd::exceptions(s, o)));
    golden("regions.txt", &run(&s, |s, o| cmd::regions(s, o)));
    golden("hist.txt", &run(&s, |s, o| cmd::hist(s, o)));
    golden("coverage.txt", &run(&s, |s, o| cmd::coverage(s, true, o)));
    golden("stack.txt", &run(&s, |s, o| cmd::stack(s, all, None, o)));
    golden(
        "stack-at.txt",
        &run(&s, |s, o| cmd::stack(s, all, Some(1200), o)),
    );
    golden(
        "calltree.txt",
        &run(&s, |s, o| cmd::calltree(s, all, 64, o)),
    );
    golden(
        "flamegraph.folded",
        cmd::folded(&s).unwrap().join("\n").as_bytes(),
    );
    golden("perfetto.json", &run(&s, |s, o| cmd::perfetto(s, 0, o)));
    golden("dmtrace.bin", &run(&s, |s, o| cmd::dmtrace(s, o)));
    let j = session(Format::Json, Filter::default());
    golden(
        "profile.json",
        &run(&j, |s, o| cmd::profile(s, ProfileBy::Function, o)),
    );
    let f = Filter::new(&["2".into()], &[], &[]).unwrap();
    let p2 = session(Format::Text, f);
    golden(
        "profile-pid2.txt",
        &run(&p2, |s, o| cmd::profile(s, ProfileBy::Function, o)),
    );
}

#[test]
fn the_program_is_what_the_tools_see() {
    let s = session(Format::Text, Filter::default());
    // ARM and Thumb functions by name, from the ELF that the mmap event names.
    let prof = text(run(&s, |s, o| cmd::profile(s, ProfileBy::Function, o)));
    for f in [
        "main",
        "square",
        "thumb_sum",
        "thumb_add",
        "swi_entry",
        "count_down",
    ] {
        assert!(
            prof.lines()
                .any(|l| l.contains(&format!(" {f} ")) && l.contains("/prog.elf")),
            "{f} missing:\n{prof}"
        );
    }
    // init (exec'd with its argv), the forked child that named itself and exited, the thread.
    let pids = text(run(&s, |s, o| cmd::pids(s, o)));
    let row = |pid: &str| {
        pids.lines()
            .find(|l| l.split_whitespace().next() == Some(pid))
            .unwrap_or_else(|| panic!("pid {pid} missing:\n{pids}"))
            .to_string()
    };
    assert!(row("1").contains("/prog.elf fixture") && row("1").contains(" E "));
    assert!(row("2").contains("child") && row("2").contains("TX"));
    assert!(row("3").contains("TC"));
    // The child's cycles are all in the Thumb loop it ran (and the trace device writes around it).
    let p2 = session(Format::Json, Filter::new(&["2".into()], &[], &[]).unwrap());
    let v: serde_json::Value =
        serde_json::from_slice(&run(&p2, |s, o| cmd::profile(s, ProfileBy::Function, o))).unwrap();
    let names: Vec<&str> = v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["function"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"thumb_sum") && names.contains(&"fork_child"));
    assert!(!names.contains(&"main") && !names.contains(&"count_down"));
    // One exception: the SWI, two instructions into its block, going to the SWI vector.
    let exc = text(run(&s, |s, o| cmd::exceptions(s, o)));
    let rows: Vec<&str> = exc.lines().skip(1).collect();
    assert_eq!(rows.len(), 1, "{exc}");
    let cols: Vec<&str> = rows[0].split_whitespace().collect();
    assert_eq!(cols[3], "00000008");
    // The sum of per-function cycles is the trace's total.
    let j = session(Format::Json, Filter::default());
    let v: serde_json::Value =
        serde_json::from_slice(&run(&j, |s, o| cmd::profile(s, ProfileBy::Function, o))).unwrap();
    let sum: u64 = v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["cycles"].as_u64().unwrap())
        .sum();
    assert_eq!(sum, v["total cycles"].as_u64().unwrap());
}

#[test]
fn the_fixture_is_what_build_sh_records() {
    // The checked-in trace is goldtrace's own output: a finished header, and every static block
    // lies in the ELF's text (the program never leaves it).
    let s = session(Format::Text, Filter::default());
    assert!(s.reader.is_finished());
    let elf = std::fs::read(fixture().join("prog.elf")).unwrap();
    assert_eq!(&elf[..4], b"\x7fELF");
    for b in s.reader.static_blocks().skip(1) {
        assert!(b.addr() < 0x400, "block {} at {:#x}", b.bb_num, b.addr());
    }
}

//! The golden outputs hold for both forms of the same run: `tests/fixture/trace` (Android
//! qtrace v2, which `bare_fixture.rs` checks) and `tests/fixture/compact`, the compact trace
//! goldtrace writes by default for the same program and run (see the fixture's README).
//! Every command reads the compact trace straight from its chunks (or, for instruction
//! times, through its export), and must print what it prints for the qtrace v2 form.

mod common;

use std::path::{Path, PathBuf};

use common::run;
use qtools::cmd::{self, ProfileBy, TimeRange};
use qtools::{Filter, Format, Options, Session};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixture")
}

fn session(form: &str, format: Format, filter: Filter) -> Session {
    let opts = Options {
        vmlinux: None,
        root: fixture(),
        filter,
        format,
        ..Options::default()
    };
    Session::open(&fixture().join(form), opts).expect("fixture opens")
}

/// Compares with the golden file that `bare_fixture.rs` keeps (never blesses it).
fn golden(name: &str, got: &[u8]) {
    let path = fixture().join("../golden/bare").join(name);
    let want = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(
        want == got,
        "{name}: the compact form differs from the golden file:\n{}",
        String::from_utf8_lossy(got)
    );
}

#[test]
fn the_compact_fixture_is_read_natively() {
    let s = session("compact", Format::Text, Filter::default());
    assert!(s.reader.compact().is_some());
    let q = session("trace", Format::Text, Filter::default());
    assert_eq!(
        s.reader.header().num_dynamic_bb,
        q.reader.header().num_dynamic_bb
    );
    assert_eq!(s.reader.num_static_blocks(), q.reader.num_static_blocks());
}

#[test]
fn the_compact_fixture_exports_to_the_qtrace_fixture() {
    let out = std::env::temp_dir().join(format!("qtools-both-forms-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let r = tracefmt::compact::CompactReader::open(&fixture().join("compact")).unwrap();
    tracefmt::compact::export(&r, &out, false).unwrap();
    for name in tracefmt::FILE_NAMES {
        let want = std::fs::read(fixture().join("trace").join(name)).unwrap();
        let got = std::fs::read(out.join(name)).unwrap();
        assert!(want == got, "{name} differs");
    }
    std::fs::remove_dir_all(&out).unwrap();
}

#[test]
fn every_command_matches_golden_on_the_compact_form() {
    if std::env::var_os("QTOOLS_BLESS").is_some() {
        return;
    }
    let s = session("compact", Format::Text, Filter::default());
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
    let j = session("compact", Format::Json, Filter::default());
    golden(
        "profile.json",
        &run(&j, |s, o| cmd::profile(s, ProfileBy::Function, o)),
    );
    let f = Filter::new(&["2".into()], &[], &[]).unwrap();
    let p2 = session("compact", Format::Text, f);
    golden(
        "profile-pid2.txt",
        &run(&p2, |s, o| cmd::profile(s, ProfileBy::Function, o)),
    );
}

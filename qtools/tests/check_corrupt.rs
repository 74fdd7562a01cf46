//! `qtools check` on damaged copies of a compact trace: every file (summary included) flipped,
//! truncated, zeroed and extended in several places; each copy must fail with exit 1 and a
//! problem line naming the damaged file, never a panic, a hang or an internal message.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use qtools::stress::{self, Shape};

/// How long one `check` may take before it counts as a hang.
const LIMIT: Duration = Duration::from_secs(120);

/// Runs `qtools check DIR`; its exit code, standard output and error.
fn check(dir: &Path) -> (i32, String, String) {
    let scratch = dir.with_extension("out");
    let (out, err) = (scratch.join("stdout"), scratch.join("stderr"));
    std::fs::create_dir_all(&scratch).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_qtools"))
        .args(["check", dir.to_str().unwrap(), "--no-vmlinux"])
        .stdout(std::fs::File::create(&out).unwrap())
        .stderr(std::fs::File::create(&err).unwrap())
        .stdin(Stdio::null())
        .spawn()
        .expect("qtools runs");
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > LIMIT {
            let _ = child.kill();
            panic!("qtools check {} ran past {LIMIT:?}", dir.display());
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    (
        status.code().unwrap_or(-1),
        std::fs::read_to_string(&out).unwrap(),
        std::fs::read_to_string(&err).unwrap(),
    )
}

/// A way to damage a file: what it does, and the doing.
type Damage = (String, Box<dyn Fn(&mut Vec<u8>)>);

/// The ways a file of `len` bytes is damaged.
fn damages(len: usize) -> Vec<Damage> {
    let mut d: Vec<Damage> = Vec::new();
    for at in [0, 5, 20, 40, 70, len / 3, len / 2, len - 2] {
        d.push((
            format!("bit flip at {at}"),
            Box::new(move |b: &mut Vec<u8>| b[at] ^= 0x04),
        ));
    }
    for keep in [len - 1, len / 2, 63, 1, 0] {
        d.push((
            format!("cut to {keep} bytes"),
            Box::new(move |b: &mut Vec<u8>| b.truncate(keep)),
        ));
    }
    let mid = len / 2;
    d.push((
        format!("24 zero bytes at {mid}"),
        Box::new(move |b: &mut Vec<u8>| b[mid..(mid + 24).min(len)].fill(0)),
    ));
    d.push((
        "16 bytes appended".into(),
        Box::new(|b: &mut Vec<u8>| b.extend_from_slice(&[0x47; 16])),
    ));
    d
}

#[test]
fn every_damaged_file_fails_check_with_its_name() {
    let base = common::scratch("check-corrupt");
    // Three chunks (a chunk holds at most 2^20 executions).
    let w = stress::write(&base.join("good"), &Shape::loops(80_000)).expect("writes");
    let (code, out, err) = check(&w.trace);
    assert_eq!(code, 0, "the clean trace: {out}{err}");
    assert!(out.ends_with("ok\n"), "{out}");

    let mut cases = 0;
    for file in ["blocks", "events", "summary", "recipe"] {
        let good = std::fs::read(w.trace.join(file)).unwrap();
        let damages = match file {
            // The recipe has no checksum: only a broken `key: value` line is seen.
            "recipe" => vec![(
                "its colon replaced".to_string(),
                Box::new(|b: &mut Vec<u8>| {
                    let at = b.iter().position(|&c| c == b':').unwrap();
                    b[at] = b'=';
                }) as Box<dyn Fn(&mut Vec<u8>)>,
            )],
            _ => damages(good.len()),
        };
        for (what, damage) in damages {
            let dir = base.join(format!("case-{cases}"));
            std::fs::create_dir_all(&dir).unwrap();
            for f in ["blocks", "events", "summary", "recipe"] {
                std::fs::copy(w.trace.join(f), dir.join(f)).unwrap();
            }
            let mut b = good.clone();
            damage(&mut b);
            std::fs::write(dir.join(file), &b).unwrap();
            let (code, out, err) = check(&dir);
            let case = format!("{file}, {what}:\n{out}{err}");
            assert_eq!(code, 1, "{case}");
            assert!(out.ends_with("FAILED\n"), "{case}");
            assert!(!err.contains("panicked"), "{case}");
            for internal in ["qtrace v2", "writer thread", "convert"] {
                assert!(!out.contains(internal) && !err.contains(internal), "{case}");
            }
            let named = format!("{}: ", dir.join(file).display());
            assert!(
                out.lines()
                    .any(|l| l.starts_with("problem: ") && l.contains(&named)),
                "no problem names {named}: {case}"
            );
            let _ = std::fs::remove_dir_all(&dir);
            cases += 1;
        }
    }
    assert_eq!(cases, 3 * 15 + 1);
}

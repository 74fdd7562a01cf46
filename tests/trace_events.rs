//! The emulator's trace events end to end: a bare-metal program (tests/bare/crc32)
//! run with events enabled, its output checked on each back-end against what the
//! program is known to do (it prints one line through UART0's UARTDR, polling UARTFR
//! before each byte, then unlocks SYS_LOCK and writes SYS_RESETCTL). The simple
//! format is read by a decoder written here from QEMU's description of the format
//! (docs/devel/tracing.rst, scripts/simpletrace.py), not with the writer's code.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn goldtrace(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_goldtrace"))
        .args(args)
        .output()
        .expect("running goldtrace")
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("goldtrace-ev-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn bare(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/bare")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

fn expected_output() -> Vec<u8> {
    std::fs::read(bare("crc32.expected")).unwrap()
}

const UART0: u32 = 0x101f_1000;

/// A `log` line: (ticks, ns, name, rest).
fn parse_log_line(l: &str) -> (u64, u64, &str, &str) {
    let (ticks, rest) = l.split_once('@').unwrap_or_else(|| panic!("{l}"));
    let (ns, rest) = rest.split_once("ns:").unwrap_or_else(|| panic!("{l}"));
    let (name, args) = rest.split_once(' ').unwrap_or((rest, ""));
    (ticks.parse().unwrap(), ns.parse().unwrap(), name, args)
}

#[test]
fn log_backend_shows_the_uart_writes_and_the_reset() {
    let dir = scratch("log");
    let log = dir.join("events.log");
    let out = goldtrace(&[
        "--bios",
        &bare("crc32.elf"),
        "--trace-event",
        "pl011_*",
        "--trace-event",
        "-pl011_read",
        "--trace-event",
        "sysregs_write",
        "--trace-event-file",
        log.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(out.stdout, expected_output());
    let text = std::fs::read_to_string(&log).unwrap();
    let lines: Vec<_> = text.lines().map(parse_log_line).collect();
    let mut sent = Vec::new();
    let mut last = 0;
    for &(ticks, ns, name, args) in &lines {
        assert_eq!(ns, ticks * 5, "{args}");
        assert!(ticks >= last, "time goes back at {name} {args}");
        last = ticks;
        assert_ne!(name, "pl011_read", "-pl011_read is disabled");
        if name == "pl011_write" {
            // "UARTDR @ 0x101f1000 <- 0x43 (1 bytes)"
            let rest = args.strip_prefix("UARTDR @ 0x101f1000 <- 0x").unwrap();
            let (hex, size) = rest.split_once(' ').unwrap();
            assert_eq!(size, "(1 bytes)");
            sent.push(u8::from_str_radix(hex, 16).unwrap());
        }
    }
    assert_eq!(sent, expected_output());
    let sys: Vec<_> = lines
        .iter()
        .filter(|l| l.2 == "sysregs_write")
        .map(|l| l.3)
        .collect();
    assert_eq!(
        sys,
        [
            "SYS_LOCK @ 0x10000020 <- 0xa05f (4 bytes)",
            "SYS_RESETCTL @ 0x10000040 <- 0x105 (4 bytes)"
        ]
    );
}

/// One event of a `trace-events` file: its name and which arguments are strings.
struct EventDecl {
    name: String,
    strings: Vec<bool>,
    arg_names: Vec<String>,
}

/// Reads a QEMU `trace-events` file: `name(type name, ...) "format"` per line.
fn parse_trace_events(text: &str) -> Vec<EventDecl> {
    let mut v = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let open = line.find('(').unwrap();
        let close = line.find(')').unwrap();
        assert!(line[close + 1..].trim_start().starts_with('"'), "{line}");
        assert!(line.ends_with('"'), "{line}");
        let args = &line[open + 1..close];
        let (mut strings, mut arg_names) = (Vec::new(), Vec::new());
        if args != "void" {
            for a in args.split(',') {
                let a = a.trim();
                let (ty, name) = match a.rfind('*') {
                    Some(star) => (&a[..=star], a[star + 1..].trim()),
                    None => a.rsplit_once(' ').unwrap(),
                };
                strings.push(ty.trim().starts_with("const char"));
                arg_names.push(name.to_string());
            }
        }
        v.push(EventDecl {
            name: line[..open].to_string(),
            strings,
            arg_names,
        });
    }
    v
}

#[derive(Debug, PartialEq)]
enum Arg {
    Int(u64),
    Str(String),
}

#[derive(Debug)]
struct Record {
    name: String,
    ns: u64,
    pid: u32,
    args: HashMap<String, Arg>,
}

struct Cursor<'a>(&'a [u8]);

impl Cursor<'_> {
    fn u64(&mut self) -> u64 {
        let (a, b) = self.0.split_at(8);
        self.0 = b;
        u64::from_le_bytes(a.try_into().unwrap())
    }
    fn u32(&mut self) -> u32 {
        let (a, b) = self.0.split_at(4);
        self.0 = b;
        u32::from_le_bytes(a.try_into().unwrap())
    }
    fn bytes(&mut self, n: usize) -> Vec<u8> {
        let (a, b) = self.0.split_at(n);
        self.0 = b;
        a.to_vec()
    }
}

/// Decodes a simpletrace log (version 4): the header, then mapping records (type 0:
/// id, name) and event records (type 1: id, timestamp, length, pid, arguments).
/// Returns the records and the dropped count.
fn decode_simple(data: &[u8], decls: &[EventDecl]) -> (Vec<Record>, u64) {
    let mut c = Cursor(data);
    assert_eq!(c.u64(), u64::MAX, "header event id");
    assert_eq!(c.u64(), 0xf2b1_77cb_0aa4_29b4, "magic");
    assert_eq!(c.u64(), 4, "log version");
    let by_name: HashMap<&str, &EventDecl> = decls.iter().map(|d| (d.name.as_str(), d)).collect();
    let mut names: HashMap<u64, String> = HashMap::new();
    let (mut records, mut dropped) = (Vec::new(), 0);
    while !c.0.is_empty() {
        match c.u64() {
            0 => {
                let id = c.u64();
                let len = c.u32() as usize;
                let name = String::from_utf8(c.bytes(len)).unwrap();
                assert!(by_name.contains_key(name.as_str()), "{name} not declared");
                names.insert(id, name);
            }
            1 => {
                let id = c.u64();
                let ns = c.u64();
                let length = c.u32() as usize;
                let pid = c.u32();
                let before = c.0.len();
                if id == u64::MAX - 1 {
                    dropped += c.u64();
                } else {
                    let name = names[&id].clone();
                    let decl = by_name[name.as_str()];
                    let mut args = HashMap::new();
                    for (is_str, arg) in decl.strings.iter().zip(&decl.arg_names) {
                        let v = if *is_str {
                            let n = c.u32() as usize;
                            Arg::Str(String::from_utf8(c.bytes(n)).unwrap())
                        } else {
                            Arg::Int(c.u64())
                        };
                        args.insert(arg.clone(), v);
                    }
                    records.push(Record {
                        name,
                        ns,
                        pid,
                        args,
                    });
                }
                assert_eq!(24 + before - c.0.len(), length, "record length field");
            }
            t => panic!("unknown record type {t}"),
        }
    }
    (records, dropped)
}

#[test]
fn simple_backend_file_decodes_independently() {
    let dir = scratch("simple");
    let file = dir.join("trace.bin");
    let list = dir.join("trace-events");
    let out = goldtrace(&["--trace-event-list-file", list.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
    let out = goldtrace(&[
        "--bios",
        &bare("crc32.elf"),
        "--trace-backend",
        "simple",
        "--trace-event",
        "pl011_*",
        "--trace-event",
        "sysregs_*",
        "--trace-event",
        "jit_translate",
        "--trace-event-file",
        file.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    let decls = parse_trace_events(&std::fs::read_to_string(&list).unwrap());
    assert!(decls.len() >= 30);
    let (records, dropped) = decode_simple(&std::fs::read(&file).unwrap(), &decls);
    assert_eq!(dropped, 0);
    let int = |r: &Record, k: &str| match &r.args[k] {
        Arg::Int(n) => *n,
        a => panic!("{k}: {a:?}"),
    };
    let string = |r: &Record, k: &str| match &r.args[k] {
        Arg::Str(s) => s.clone(),
        a => panic!("{k}: {a:?}"),
    };
    let pid = records[0].pid;
    assert!(records.iter().all(|r| r.pid == pid));
    assert!(records.windows(2).all(|w| w[0].ns <= w[1].ns));
    let writes: Vec<&Record> = records.iter().filter(|r| r.name == "pl011_write").collect();
    let sent: Vec<u8> = writes.iter().map(|r| int(r, "value") as u8).collect();
    assert_eq!(sent, expected_output());
    for w in &writes {
        assert_eq!(string(w, "reg"), "UARTDR");
        assert_eq!(int(w, "addr"), u64::from(UART0));
        assert_eq!(int(w, "size"), 1);
    }
    // putc polls UARTFR once per byte; the FIFO is always empty (TXFE | RXFE).
    let reads: Vec<&Record> = records.iter().filter(|r| r.name == "pl011_read").collect();
    assert_eq!(reads.len(), sent.len());
    assert!(reads
        .iter()
        .all(|r| string(r, "reg") == "UARTFR" && int(r, "value") == 0x90));
    let sys: Vec<(String, u64)> = records
        .iter()
        .filter(|r| r.name == "sysregs_write")
        .map(|r| (string(r, "reg"), int(r, "value")))
        .collect();
    assert_eq!(
        sys,
        [
            ("SYS_LOCK".to_string(), 0xa05f),
            ("SYS_RESETCTL".to_string(), 0x105)
        ]
    );
    // The JIT translated the blocks that ran, the first at the entry point 0.
    let translated: Vec<&Record> = records
        .iter()
        .filter(|r| r.name == "jit_translate")
        .collect();
    assert!(!translated.is_empty());
    assert!(translated.iter().any(|r| int(r, "vpc") == 0));
}

#[test]
fn help_lists_the_catalogue_and_bad_patterns_are_one_line() {
    let out = goldtrace(&["--trace-event", "help"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for name in [
        "pl011_write",
        "arm_exception",
        "tlb_flush",
        "jit_translate",
        "guest_error",
    ] {
        assert!(text.contains(name), "{name} missing from:\n{text}");
    }
    let out = goldtrace(&["--bios", &bare("crc32.elf"), "--trace-event", "pl0111_*"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("pl0111_*"), "{err}");
    let missing = scratch("help").join("none.events");
    let out = goldtrace(&[
        "--bios",
        &bare("crc32.elf"),
        "--trace-events",
        missing.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
}

#[test]
fn an_events_file_enables_its_patterns() {
    let dir = scratch("file");
    let events = dir.join("events");
    std::fs::write(&events, "# the aborts\narm_exception\nmmu_*\n\n").unwrap();
    let log = dir.join("log");
    let out = goldtrace(&[
        "--bios",
        &bare("pabt.elf"),
        "--trace-events",
        events.to_str().unwrap(),
        "--trace-event-file",
        log.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    let text = std::fs::read_to_string(&log).unwrap();
    let count = |name: &str| text.lines().filter(|l| parse_log_line(l).2 == name).count();
    // pabt branches ten times to an unmapped page: ten prefetch aborts taken.
    assert_eq!(count("mmu_prefetch_abort"), 10, "{text}");
    let taken: Vec<&str> = text
        .lines()
        .map(parse_log_line)
        .filter(|l| l.2 == "arm_exception")
        .map(|l| l.3)
        .collect();
    assert_eq!(taken.len(), 10, "{text}");
    assert!(taken
        .iter()
        .all(|a| a.starts_with("prefetch_abort at 0x4000")));
}

#[test]
fn trace_backend_events_are_perfetto_instants() {
    let dir = scratch("trace").join("t");
    let _ = std::fs::remove_dir_all(&dir);
    let out = goldtrace(&[
        "--bios",
        &bare("pabt.elf"),
        "--trace",
        dir.to_str().unwrap(),
        "--trace-backend",
        "trace",
        "--trace-event",
        "arm_exception",
        "--trace-event",
        "mmu_prefetch_abort",
    ]);
    assert!(out.status.success(), "{out:?}");
    let pf = dir.with_file_name("t.pftrace");
    let run = |d: &Path| {
        let out = Command::new(common::qtools_bin())
            .args(["perfetto", "--no-vmlinux", "-o", pf.to_str().unwrap()])
            .arg(d)
            .output()
            .expect("running qtools");
        assert!(out.status.success(), "{out:?}");
        let report = String::from_utf8_lossy(&out.stderr).into_owned();
        (report, std::fs::read(&pf).unwrap())
    };
    let (report, bytes) = run(&dir);
    let has = |b: &[u8], s: &str| b.windows(s.len()).any(|w| w == s.as_bytes());
    // The ten aborts: qtools's own exception instants, plus the emulator's ten
    // arm_exception and ten mmu_prefetch_abort events.
    assert!(report.contains(" 30 instants"), "{report}");
    assert!(has(&bytes, "arm_exception") && has(&bytes, "mmu_prefetch_abort"));
    // Without the emulator's events only the exception records remain.
    std::fs::remove_file(dir.join("emulator-events")).unwrap();
    let (report, bytes) = run(&dir);
    assert!(report.contains(" 10 instants"), "{report}");
    assert!(!has(&bytes, "arm_exception"));
}

#[test]
fn trace_backend_needs_a_trace_directory() {
    let out = goldtrace(&[
        "--bios",
        &bare("crc32.elf"),
        "--trace-backend",
        "trace",
        "--trace-event",
        "pl011_*",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("--trace DIR"), "{err}");
}

mod common;

#[test]
fn sighup_rereads_the_events_file_during_a_boot() {
    use std::io::Read;
    if !common::guest_present() {
        return;
    }
    let dir = scratch("sighup");
    let events = dir.join("events");
    let log = dir.join("log");
    std::fs::write(&events, "sysregs_write\n").unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_goldtrace"))
        .args(["--trace-events", events.to_str().unwrap()])
        .args(["--trace-event-file", log.to_str().unwrap()])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // The console is read on a thread; the banner says the kernel is running.
    let mut stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        let (mut all, mut buf, mut told) = (Vec::new(), [0u8; 4096], false);
        while let Ok(n) = stdout.read(&mut buf) {
            if n == 0 {
                break;
            }
            all.extend_from_slice(&buf[..n]);
            if !told && all.windows(13).any(|w| w == b"Linux version") {
                told = true;
                let _ = tx.send(all.len());
            }
        }
        all
    });
    let before = rx
        .recv_timeout(std::time::Duration::from_secs(120))
        .expect("the kernel's banner");
    std::fs::write(&events, "pl011_write\n").unwrap();
    let kill = Command::new("kill")
        .args(["-HUP", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let out = child.wait_with_output().unwrap();
    let console = reader.join().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("trace events re-read"), "{stderr}");
    let text = std::fs::read_to_string(&log).unwrap();
    let uart: Vec<&str> = text
        .lines()
        .filter(|l| parse_log_line(l).2 == "pl011_write")
        .collect();
    let dr = uart.iter().filter(|l| l.contains("UARTDR")).count();
    // Only the bytes printed after the reload are there: some, not all.
    assert!(dr > 0, "{text}");
    assert!(
        dr <= console.len() - before,
        "{dr} UARTDR writes, {} bytes after the banner",
        console.len() - before
    );
}

#[test]
fn the_default_boot_logs_every_console_byte_as_a_uartdr_write() {
    if !common::guest_present() {
        return;
    }
    let out = goldtrace(&["--trace-event", "pl011_*"]);
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut sent = Vec::new();
    let mut polls = 0;
    for l in stderr.lines().filter(|l| !l.starts_with("goldtrace:")) {
        let (_, _, name, args) = parse_log_line(l);
        match name {
            "pl011_write" if args.starts_with("UARTDR @ 0x101f1000 <- 0x") => {
                let hex = args[25..].split(' ').next().unwrap();
                sent.push(u8::from_str_radix(hex, 16).unwrap());
            }
            "pl011_read" if args.starts_with("UARTFR @ 0x101f1018") => polls += 1,
            "pl011_read" | "pl011_write" => {}
            _ => panic!("not a pl011 event: {l}"),
        }
    }
    assert_eq!(sent, out.stdout);
    assert!(
        polls >= sent.len() / 2,
        "{polls} UARTFR polls for {} bytes",
        sent.len()
    );
}

#[test]
fn the_escape_hatch_reports_each_instruction_it_runs() {
    let out = goldtrace(&[
        "--bios",
        &bare("pabt.elf"),
        "--engine",
        "jit",
        "--trace-event",
        "jit_escape_hatch_run",
    ]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8_lossy(&out.stderr);
    let runs: Vec<&str> = text
        .lines()
        .filter(|l| l.contains(":jit_escape_hatch_run "))
        .map(|l| parse_log_line(l).3)
        .collect();
    // The abort handler returns with `movs pc, r7` (an exception return, which
    // generated code leaves to the interpreter) once per prefetch abort, ten times;
    // the first time its block runs on the interpreter (the JIT translates a block
    // when it runs again), so the hatch runs it nine times.
    assert_eq!(runs.len(), 9, "{text}");
    let first = runs[0];
    assert!(first.ends_with("thumb 0 word 0xe1b0f007"), "{first}");
    assert!(runs.iter().all(|r| *r == first), "{runs:?}");
}

#[test]
fn a_boot_in_the_simple_format_decodes_independently() {
    if !common::guest_present() {
        return;
    }
    let dir = scratch("simple-boot");
    let file = dir.join("trace.bin");
    let list = dir.join("trace-events");
    let out = goldtrace(&["--trace-event-list-file", list.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
    let out = goldtrace(&[
        "--trace-backend",
        "simple",
        "--trace-event",
        "pl011_write",
        "--trace-event",
        "sysregs_write",
        "--trace-event-file",
        file.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    let decls = parse_trace_events(&std::fs::read_to_string(&list).unwrap());
    let (records, dropped) = decode_simple(&std::fs::read(&file).unwrap(), &decls);
    assert_eq!(dropped, 0);
    assert!(records.windows(2).all(|w| w[0].ns <= w[1].ns));
    // Every byte the console printed is a UARTDR write, in order.
    let sent: Vec<u8> = records
        .iter()
        .filter(|r| r.name == "pl011_write")
        .filter(|r| matches!(&r.args["reg"], Arg::Str(s) if s == "UARTDR"))
        .map(|r| match r.args["value"] {
            Arg::Int(v) => v as u8,
            ref a => panic!("value: {a:?}"),
        })
        .collect();
    assert_eq!(sent, out.stdout);
    // The guest reboots at the end: it unlocks the system registers and resets the
    // board through SYS_RESETCTL, the last two records.
    let last: Vec<(&str, &Arg)> = records[records.len() - 2..]
        .iter()
        .map(|r| (r.name.as_str(), &r.args["reg"]))
        .collect();
    assert!(
        matches!(last[..], [("sysregs_write", Arg::Str(a)), ("sysregs_write", Arg::Str(b))]
            if a == "SYS_LOCK" && b == "SYS_RESETCTL"),
        "{last:?}"
    );
}

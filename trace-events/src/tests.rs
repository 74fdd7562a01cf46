//! Unit tests: patterns, formats, the macro's functions and the simple writer's
//! queue (the file format itself is checked by an independent decoder in the
//! workspace's integration tests).

use std::io::Write;
use std::sync::{Arc, Mutex};

use crate::format::{c_format, conversions, render};
use crate::pattern::{glob_match, parse_patterns};
use crate::simple::{SimpleBackend, DROPPED_EVENT_ID};
use crate::{ArgDesc, ArgType, Backend, Event, Value};

crate::events! {
    /// A test event with two integer arguments and a string.
    fn unit_access(reg: &str, offset: u32, value: u64) = "%s (0x%03x) = 0x%x";
    /// A test event without arguments.
    fn unit_tick() = "tick";
}

#[test]
fn globs_match_like_qemus() {
    assert!(glob_match("pl011_*", "pl011_write"));
    assert!(glob_match("*", "anything"));
    assert!(glob_match("*_write", "pl011_write"));
    assert!(glob_match("p?011_*e", "pl011_write"));
    assert!(glob_match("*a*b*", "xxaxxbxx"));
    assert!(!glob_match("pl011_*", "sp804_write"));
    assert!(!glob_match("pl011_read", "pl011_reads"));
    assert!(!glob_match("*a*b", "xxaxxbxx"));
    assert!(!glob_match("", "x"));
    assert!(glob_match("", ""));
}

#[test]
fn events_files_skip_comments_and_blanks() {
    let p = parse_patterns("# comment\n  pl011_*  \n\n-pl011_read\n");
    assert_eq!(p, vec!["pl011_*", "-pl011_read"]);
}

#[test]
fn formats_render_as_printf() {
    let a = [Value::Int(0x41), Value::Str("UARTDR"), Value::Int(7)];
    assert_eq!(render("%x %s %u", &a), "41 UARTDR 7");
    assert_eq!(render("%08x|%-4s|%4u|%%", &a), "00000041|UARTDR|   7|%");
    assert_eq!(
        render("%#x %c", &[Value::Int(255), Value::Int(0x41)]),
        "0xff A"
    );
    assert_eq!(render("%d", &[Value::Int(u64::MAX)]), "-1");
    assert_eq!(render("%x %x", &[Value::Int(1)]), "1 <missing>");
    assert_eq!(conversions("a %x b %%, %s").unwrap(), 2);
    assert!(conversions("%f").is_err());
}

#[test]
fn formats_are_checked_against_the_arguments() {
    assert!(crate::format::check("%s (0x%03x) = 0x%x", event_desc::unit_access.args).is_ok());
    let swapped = crate::format::check("0x%x %s %x", event_desc::unit_access.args);
    assert!(swapped.unwrap_err().0.contains("does not fit argument reg"));
    assert!(crate::format::check("%s", event_desc::unit_access.args).is_err());
}

#[test]
fn c_formats_use_pri_macros_for_64_bit_arguments() {
    let args = [
        ArgDesc {
            name: "a",
            ty: ArgType::U32,
        },
        ArgDesc {
            name: "b",
            ty: ArgType::U64,
        },
    ];
    assert_eq!(c_format("a 0x%x b %08x", &args), "a 0x%x b %08\" PRIx64 \"");
    assert_eq!(c_format("100%% \"q\"", &[]), "100%% \\\"q\\\"");
}

#[test]
fn trace_events_lines_follow_qemus_syntax() {
    let ev = &event_desc::unit_access;
    assert_eq!(
        ev.trace_events_line(),
        "unit_access(const char *reg, uint32_t offset, uint64_t value) \"%s (0x%03x) = 0x%\" PRIx64 \"\""
    );
    assert_eq!(
        event_desc::unit_tick.trace_events_line(),
        "unit_tick(void) \"tick\""
    );
}

/// Collects emissions as log lines.
struct Collect(Mutex<Vec<String>>);

impl Backend for Collect {
    fn record(&self, event: &'static Event, ticks: u64, args: &[Value<'_>]) {
        self.0
            .lock()
            .unwrap()
            .push(crate::log::line(event, ticks, args));
    }
}

#[test]
fn generated_functions_record_only_when_enabled() {
    crate::register(&[EVENTS]);
    let c = Arc::new(Collect(Mutex::new(Vec::new())));
    crate::install(c.clone());
    crate::set_now(1000);
    unit_access("UARTRSR", 4, 9);
    crate::set_pattern("unit_*").unwrap();
    crate::set_pattern("-unit_tick").unwrap();
    unit_access("UARTDR", 0, 0x41);
    unit_tick();
    assert!(crate::set_pattern("nothing_matches_*").is_err());
    crate::shutdown().unwrap();
    unit_access("UARTDR", 0, 0x42);
    let lines = c.0.lock().unwrap().clone();
    assert_eq!(lines, vec!["1000@5000ns:unit_access UARTDR (0x000) = 0x41"]);
    assert!(crate::find("unit_tick").is_some_and(|e| e.id().is_some()));
}

/// A writer that blocks until released, so that the queue fills up.
struct Gate {
    open: Arc<Mutex<bool>>,
    cv: Arc<std::sync::Condvar>,
    out: Arc<Mutex<Vec<u8>>>,
}

impl Write for Gate {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let mut open = self.open.lock().unwrap();
        while !*open {
            open = self.cv.wait(open).unwrap();
        }
        self.out.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_full_queue_drops_and_counts_records() {
    static EV: Event = Event::new("unit_queue", &[], "", "");
    static GROUP: &[&Event] = &[&EV];
    crate::register(&[GROUP]);
    let open = Arc::new(Mutex::new(false));
    let cv = Arc::new(std::sync::Condvar::new());
    let out = Arc::new(Mutex::new(Vec::new()));
    let gate = Gate {
        open: open.clone(),
        cv: cv.clone(),
        out: out.clone(),
    };
    let b = SimpleBackend::new(Box::new(gate), 3).unwrap();
    for t in 0..10 {
        b.record(&EV, t, &[]);
    }
    assert_eq!(b.pending_dropped(), 7);
    *open.lock().unwrap() = true;
    cv.notify_all();
    b.finish().unwrap();
    // The writer wakes with 7 records lost: the dropped record comes before the
    // three queued records.
    let bytes = out.lock().unwrap().clone();
    let rec_len = 8 + 24;
    let tail = &bytes[bytes.len() - 3 * rec_len - (rec_len + 8)..];
    let word = |i: usize| u64::from_le_bytes(tail[i..i + 8].try_into().unwrap());
    assert_eq!(word(8), DROPPED_EVENT_ID);
    assert_eq!(word(32), 7);
    let id = u64::from(EV.id().unwrap());
    for (k, t) in (0..3).zip(0u64..) {
        let at = rec_len + 8 + k * rec_len;
        assert_eq!(word(at + 8), id);
        assert_eq!(word(at + 16), t * crate::NS_PER_TICK);
    }
}

#[test]
fn simple_files_read_back_and_damage_is_reported() {
    static EV: Event = Event::new(
        "unit_read",
        &[
            ArgDesc {
                name: "reg",
                ty: ArgType::Str,
            },
            ArgDesc {
                name: "v",
                ty: ArgType::U32,
            },
        ],
        "%s %x",
        "",
    );
    static GROUP: &[&Event] = &[&EV];
    crate::register(&[GROUP]);
    let out = Arc::new(Mutex::new(Vec::new()));
    let gate = Gate {
        open: Arc::new(Mutex::new(true)),
        cv: Arc::new(std::sync::Condvar::new()),
        out: out.clone(),
    };
    let b = SimpleBackend::new(Box::new(gate), 16).unwrap();
    b.record(&EV, 7, &[Value::Str("UARTDR"), Value::Int(0x41)]);
    b.finish().unwrap();
    let bytes = out.lock().unwrap().clone();
    let decls = crate::read::parse_declarations(&crate::trace_events_file()).unwrap();
    let recs = crate::read::read_simple(&bytes, &decls).unwrap();
    assert_eq!(recs.len(), 1);
    assert_eq!(recs[0].name, "unit_read");
    assert_eq!(recs[0].ns, 35);
    assert_eq!(
        recs[0].args,
        vec![
            (
                "reg".to_string(),
                crate::read::OwnedValue::Str("UARTDR".into())
            ),
            ("v".to_string(), crate::read::OwnedValue::Int(0x41)),
        ]
    );
    let cut = crate::read::read_simple(&bytes[..bytes.len() - 3], &decls);
    assert!(matches!(cut, Err(crate::read::ReadError::Truncated { .. })));
    assert_eq!(
        crate::read::read_simple(&bytes[8..], &decls),
        Err(crate::read::ReadError::BadHeader)
    );
    let only_other = crate::read::parse_declarations("other(void) \"\"\n").unwrap();
    assert!(matches!(
        crate::read::read_simple(&bytes, &only_other),
        Err(crate::read::ReadError::Undeclared { .. })
    ));
}

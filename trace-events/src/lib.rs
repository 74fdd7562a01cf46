//! The emulator's own trace events, in the manner of QEMU's tracetool.
//!
//! Each crate with events declares them once, in one [`events!`] invocation: a
//! name, typed arguments and a printf-style format string per event. The macro
//! generates one function per event whose disabled cost is one load of the
//! event's flag (`Relaxed`) and a branch predicted not taken; the recording path
//! is out of line ([`Event::emit`]). The binary gathers the crates' lists into the
//! global catalogue ([`register`]), switches events on and off by glob pattern
//! ([`set_pattern`], [`apply_patterns`]) and installs back-ends ([`install`]):
//! [`log::LogBackend`] (one line per event) and [`simple::SimpleBackend`]
//! (QEMU's simpletrace binary file, written by a thread).
//!
//! Time: events carry no timestamp argument. The emulator publishes the current
//! device time in nominal CPU ticks with [`set_now`] (at each device access and
//! each slice), and back-ends stamp records with it; one tick is
//! [`ns_per_tick`] guest nanoseconds.
#![forbid(unsafe_code)]

pub mod format;
pub mod log;
pub mod pattern;
pub mod read;
pub mod simple;

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};

/// Guest nanoseconds per tick at the Versatile PB's nominal 200 MHz CPU clock.
pub const NS_PER_TICK: u64 = 5;

/// Guest nanoseconds per tick of the machine running ([`NS_PER_TICK`] unless the
/// machine set its own: 1 on `virt`).
static NS_PER_TICK_NOW: AtomicU64 = AtomicU64::new(NS_PER_TICK);

/// Sets the machine's guest nanoseconds per tick, before any event is written.
pub fn set_ns_per_tick(ns: u64) {
    NS_PER_TICK_NOW.store(ns.max(1), Ordering::Relaxed);
}

/// The machine's guest nanoseconds per tick (see [`set_ns_per_tick`]).
pub fn ns_per_tick() -> u64 {
    NS_PER_TICK_NOW.load(Ordering::Relaxed)
}

/// The type of an event argument, as the generated `trace-events` file names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgType {
    U8,
    U16,
    U32,
    U64,
    I32,
    Bool,
    Str,
}

impl ArgType {
    /// The C type QEMU's tracetool expects for this argument.
    pub fn c_type(self) -> &'static str {
        match self {
            ArgType::U8 => "uint8_t",
            ArgType::U16 => "uint16_t",
            ArgType::U32 => "uint32_t",
            ArgType::U64 => "uint64_t",
            ArgType::I32 => "int32_t",
            ArgType::Bool => "bool",
            ArgType::Str => "const char *",
        }
    }
}

/// One declared argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArgDesc {
    pub name: &'static str,
    pub ty: ArgType,
}

/// The value of an argument at one emission. Integers are widened to 64 bits
/// (signed ones sign-extended), as the simple format stores them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value<'a> {
    Int(u64),
    Str(&'a str),
}

/// A Rust type that can be an event argument.
pub trait EventArg {
    const TYPE: ArgType;
    fn value(&self) -> Value<'_>;
}

macro_rules! int_arg {
    ($t:ty, $k:ident) => {
        impl EventArg for $t {
            const TYPE: ArgType = ArgType::$k;
            #[inline(always)]
            fn value(&self) -> Value<'_> {
                Value::Int(*self as u64)
            }
        }
    };
}
int_arg!(u8, U8);
int_arg!(u16, U16);
int_arg!(u32, U32);
int_arg!(u64, U64);
int_arg!(i32, I32);

impl EventArg for bool {
    const TYPE: ArgType = ArgType::Bool;
    #[inline(always)]
    fn value(&self) -> Value<'_> {
        Value::Int(u64::from(*self))
    }
}

impl EventArg for &str {
    const TYPE: ArgType = ArgType::Str;
    #[inline(always)]
    fn value(&self) -> Value<'_> {
        Value::Str(self)
    }
}

/// An event of the catalogue: its description, its enable flag and its number in
/// the global catalogue (assigned by [`register`]).
#[derive(Debug)]
pub struct Event {
    pub name: &'static str,
    pub args: &'static [ArgDesc],
    pub format: &'static str,
    pub doc: &'static str,
    enabled: AtomicBool,
    id: AtomicU32,
}

/// `Event::id` of an event not yet registered.
const UNREGISTERED: u32 = u32::MAX;

impl Event {
    /// An event, disabled and not yet registered (the macro's constructor).
    pub const fn new(
        name: &'static str,
        args: &'static [ArgDesc],
        format: &'static str,
        doc: &'static str,
    ) -> Event {
        Event {
            name,
            args,
            format,
            doc,
            enabled: AtomicBool::new(false),
            id: AtomicU32::new(UNREGISTERED),
        }
    }

    /// Whether the event is recorded: the one check on the hot path.
    #[inline(always)]
    pub fn enabled(&self) -> bool {
        self.enabled.load(Ordering::Relaxed)
    }

    /// Switches the event on or off.
    pub fn set_enabled(&self, on: bool) {
        self.enabled.store(on, Ordering::Relaxed);
    }

    /// The event's number in the global catalogue (the simple format's event id).
    pub fn id(&self) -> Option<u32> {
        match self.id.load(Ordering::Relaxed) {
            UNREGISTERED => None,
            id => Some(id),
        }
    }

    /// Hands one emission to every installed back-end, stamped with the current
    /// device time. Kept out of line so that the disabled path stays one branch.
    #[cold]
    #[inline(never)]
    pub fn emit(&'static self, args: &[Value<'_>]) {
        let ticks = now();
        let backends = BACKENDS.read().unwrap_or_else(|e| e.into_inner());
        for b in backends.iter() {
            b.record(self, ticks, args);
        }
    }

    /// The QEMU `trace-events` line of this event: `name(type arg, ...) "format"`,
    /// with 64-bit conversions rewritten to the `PRI*64` macros C needs.
    pub fn trace_events_line(&self) -> String {
        let args = if self.args.is_empty() {
            "void".to_string()
        } else {
            self.args
                .iter()
                .map(|a| {
                    let t = a.ty.c_type();
                    if t.ends_with('*') {
                        format!("{t}{}", a.name)
                    } else {
                        format!("{t} {}", a.name)
                    }
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        format!(
            "{}({args}) \"{}\"",
            self.name,
            format::c_format(self.format, self.args)
        )
    }
}

/// Declares a crate's events: one function per event, and `EVENTS`, the crate's
/// list for [`register`].
///
/// ```
/// goldtrace_events::events! {
///     /// A byte left the UART.
///     fn demo_tx(ch: u32, reg: &str) = "ch 0x%x reg %s";
/// }
/// demo_tx(0x41, "UARTDR"); // disabled: one flag check
/// assert_eq!(EVENTS[0].name, "demo_tx");
/// ```
#[macro_export]
macro_rules! events {
    ($( $(#[doc = $doc:literal])* fn $name:ident($($arg:ident: $ty:ty),* $(,)?) = $fmt:literal; )*) => {
        /// The event descriptions behind this crate's event functions.
        #[doc(hidden)]
        #[allow(non_upper_case_globals, reason = "each description is named after its event function")]
        pub mod event_desc {
            $(
                pub static $name: $crate::Event = $crate::Event::new(
                    stringify!($name),
                    &[$($crate::ArgDesc {
                        name: stringify!($arg),
                        ty: <$ty as $crate::EventArg>::TYPE,
                    }),*],
                    $fmt,
                    concat!($($doc, "\n"),*),
                );
            )*
        }

        $(
            $(#[doc = $doc])*
            #[inline(always)]
            pub fn $name($($arg: $ty),*) {
                if event_desc::$name.enabled() {
                    event_desc::$name.emit(&[$($crate::EventArg::value(&$arg)),*]);
                }
            }
        )*

        /// This crate's events, for the global catalogue.
        pub static EVENTS: &[&$crate::Event] = &[$(&event_desc::$name),*];
    };
}

/// A destination of event records.
pub trait Backend: Send + Sync {
    /// Records one emission of `event` at device time `ticks`.
    fn record(&self, event: &'static Event, ticks: u64, args: &[Value<'_>]);
    /// Writes out everything recorded (at the end of the run); later records may
    /// be lost.
    fn finish(&self) -> std::io::Result<()> {
        Ok(())
    }
}

static NOW: AtomicU64 = AtomicU64::new(0);
static BACKENDS: RwLock<Vec<Arc<dyn Backend>>> = RwLock::new(Vec::new());
static CATALOGUE: Mutex<Vec<&'static Event>> = Mutex::new(Vec::new());

/// Publishes the current device time (nominal CPU ticks) for the records' stamps.
#[inline(always)]
pub fn set_now(ticks: u64) {
    NOW.store(ticks, Ordering::Relaxed);
}

/// The device time last published with [`set_now`].
pub fn now() -> u64 {
    NOW.load(Ordering::Relaxed)
}

/// Adds crates' event lists to the global catalogue, numbering new events in
/// order (an event already registered keeps its number). Two different events
/// with the same name are a bug of the catalogues and panic.
pub fn register(groups: &[&'static [&'static Event]]) {
    let mut cat = CATALOGUE.lock().unwrap_or_else(|e| e.into_inner());
    for ev in groups.iter().flat_map(|g| g.iter().copied()) {
        if cat.iter().any(|e| std::ptr::eq(*e, ev)) {
            continue;
        }
        assert!(
            !cat.iter().any(|e| e.name == ev.name),
            "two trace events are named {}",
            ev.name
        );
        ev.id.store(cat.len() as u32, Ordering::Relaxed);
        cat.push(ev);
    }
}

/// The global catalogue, in id order.
pub fn catalogue() -> Vec<&'static Event> {
    CATALOGUE.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// The event named `name` in the global catalogue.
pub fn find(name: &str) -> Option<&'static Event> {
    catalogue().into_iter().find(|e| e.name == name)
}

/// Adds a back-end: every enabled event is recorded by every installed back-end.
pub fn install(backend: Arc<dyn Backend>) {
    BACKENDS
        .write()
        .unwrap_or_else(|e| e.into_inner())
        .push(backend);
}

/// Disables every event, removes the back-ends and finishes them (the simple
/// back-end's thread writes out its buffer); the first error is returned.
pub fn shutdown() -> std::io::Result<()> {
    for ev in catalogue() {
        ev.set_enabled(false);
    }
    let backends = std::mem::take(&mut *BACKENDS.write().unwrap_or_else(|e| e.into_inner()));
    let mut result = Ok(());
    for b in backends {
        let r = b.finish();
        if result.is_ok() {
            result = r;
        }
    }
    result
}

/// The QEMU `trace-events` file of the whole catalogue, which QEMU's
/// `scripts/simpletrace.py` needs to read a simple-format file.
pub fn trace_events_file() -> String {
    let mut out = String::from(
        "# goldtrace's trace events, generated by `goldtrace --trace-event-list-file`.\n\
         # Format: name(type arg, ...) \"printf format\" (QEMU's trace-events syntax).\n",
    );
    for ev in catalogue() {
        out.push_str(&ev.trace_events_line());
        out.push('\n');
    }
    out
}

/// The `--trace-event help` text: every event with its arguments and the first
/// line of its description.
pub fn help_text() -> String {
    let mut out = String::new();
    for ev in catalogue() {
        let args: Vec<String> = ev
            .args
            .iter()
            .map(|a| format!("{}: {}", a.name, a.ty.c_type()))
            .collect();
        let doc = ev.doc.lines().next().unwrap_or("").trim();
        out.push_str(&format!(
            "{}{} ({})  {doc}\n",
            if ev.enabled() { "*" } else { " " },
            ev.name,
            args.join(", ")
        ));
    }
    out
}

pub use pattern::{apply_patterns, read_patterns_file, set_pattern, PatternError};

#[cfg(test)]
mod tests;

//! A guest doing strange things to the devices: seeded random reads and writes of every
//! size at every device window (the registers, the rest of each window, unassigned
//! addresses), the goldfish trace device following pointers into a guest memory that
//! holds random bytes and unmapped pages, console input, and time jumping forward by
//! random amounts or to the next device event.
//!
//! What must hold: nothing panics; a device event is always in the future (so the run
//! loop that skips to it always makes time pass); output stays in proportion to the
//! accesses; and a board restored from a snapshot taken anywhere in the sequence (as a
//! checkpoint does) behaves exactly like the original from there on: the same values
//! read, the same interrupt lines and next events, the same console output and trace
//! events. `GOLDTRACE_DEVICE_FUZZ_SEEDS=N` runs more seeds than CI does.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use arm::bus::{AccessSize, Bus, GuestMemory, Irqs};
use devices::goldfish_trace::events::{Print, TraceEvents};
use devices::goldfish_trace::regs;
use devices::pl011::CapturedConsole;
use devices::{Board, BoardConfig};
use testrng::Rng;

/// Every device window of the board (guest/README.md's map), the trace device's two
/// pages, and two unassigned pages.
const WINDOWS: &[u32] = &[
    0x1000_0000, // sysregs
    0x1000_3000, // sic
    0x1000_4000,
    0x1000_5000,
    0x1000_6000,
    0x1000_7000,
    0x1000_9000, // uart3
    0x1000_b000,
    0x1012_0000,
    0x1013_0000,
    0x1014_0000, // vic
    0x1015_0000, // goldfish trace, page 0
    0x1015_1000, // goldfish trace, page 1
    0x101e_0000, // sp810
    0x101e_2000, // sp804 0/1
    0x101e_3000, // sp804 2/3
    0x101e_4000,
    0x101e_8000, // pl031
    0x101f_1000, // uart0
    0x101f_2000,
    0x101f_3000,
    0x1016_0000, // unassigned
    0x2000_0000, // unassigned
];

/// The trace device's events, one line each, into a [`CapturedConsole`] (any shared
/// byte buffer does).
struct Log {
    out: CapturedConsole,
    /// The tracer's switch (not part of the board: a restored board's twin starts
    /// with the original's).
    recording: Arc<AtomicBool>,
}

impl Log {
    fn line(&mut self, s: String) {
        let _ = writeln!(self.out, "{s}");
    }
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

impl TraceEvents for Log {
    fn switch(&mut self, now: u64, pid: u32) {
        self.line(format!("{now} switch {pid}"));
    }
    fn fork(&mut self, now: u64, tgid: u32, pid: u32) {
        self.line(format!("{now} fork {tgid} {pid}"));
    }
    fn clone_thread(&mut self, now: u64, tgid: u32, pid: u32) {
        self.line(format!("{now} clone {tgid} {pid}"));
    }
    fn exec(&mut self, now: u64, argv: &[&[u8]]) {
        let args: Vec<String> = argv.iter().map(|a| text(a)).collect();
        self.line(format!("{now} exec {args:?}"));
    }
    fn mmap(&mut self, now: u64, start: u32, end: u32, offset: u32, path: &[u8]) {
        self.line(format!(
            "{now} mmap {start:#x} {end:#x} {offset:#x} {}",
            text(path)
        ));
    }
    fn init_exec(&mut self, now: u64, start: u32, end: u32, offset: u32, path: &[u8]) {
        self.line(format!(
            "{now} init_exec {start:#x} {end:#x} {offset:#x} {}",
            text(path)
        ));
    }
    fn munmap(&mut self, now: u64, start: u32, end: u32) {
        self.line(format!("{now} munmap {start:#x} {end:#x}"));
    }
    fn exit(&mut self, now: u64, code: u32) {
        self.line(format!("{now} exit {code}"));
    }
    fn name(&mut self, now: u64, pid: u32, name: &[u8]) {
        self.line(format!("{now} name {pid} {}", text(name)));
    }
    fn init_name(&mut self, now: u64, tgid: u32, pid: u32, name: &[u8]) {
        self.line(format!("{now} init_name {tgid} {pid} {}", text(name)));
    }
    fn dyn_sym(&mut self, now: u64, addr: u32, name: &[u8]) {
        self.line(format!("{now} dyn_sym {addr:#x} {}", text(name)));
    }
    fn remove_sym(&mut self, now: u64, addr: u32) {
        self.line(format!("{now} remove_sym {addr:#x}"));
    }
    fn enable(&mut self, now: u64, on: bool) {
        self.recording.store(on, Ordering::Relaxed);
        self.line(format!("{now} enable {on}"));
    }
    fn recording(&self) -> bool {
        self.recording.load(Ordering::Relaxed)
    }
    fn stop(&mut self, now: u64) {
        self.line(format!("{now} stop"));
    }
    fn method(&mut self, now: u64, addr: u32, pid: u32, call_type: u32) {
        self.line(format!("{now} method {addr:#x} {pid} {call_type}"));
    }
    fn print(&mut self, now: u64, what: &Print) {
        self.line(format!("{now} print {what:?}"));
    }
}

/// Guest memory for the trace device: bytes that are a hash of the address (mostly
/// printable, with a NUL now and then to end strings), except in the pages of
/// `hole`, which do not translate.
struct Memory {
    hole: std::ops::Range<u32>,
}

impl GuestMemory for Memory {
    fn read_virt(&self, vaddr: u32, buf: &mut [u8]) -> Result<(), u32> {
        for (i, b) in buf.iter_mut().enumerate() {
            let a = vaddr.wrapping_add(i as u32);
            if self.hole.contains(&(a >> 12)) {
                return Err(a);
            }
            let h = a.wrapping_mul(0x9e37_79b1).rotate_left(7) ^ a >> 5;
            *b = if h.is_multiple_of(61) {
                0
            } else {
                b'a' + (h % 26) as u8
            };
        }
        Ok(())
    }
}

/// A board with its console and trace event outputs.
struct Rig {
    board: Board,
    console: CapturedConsole,
    events: CapturedConsole,
    recording: Arc<AtomicBool>,
}

impl Rig {
    fn new(recording: bool) -> Rig {
        let (console, events) = (CapturedConsole::default(), CapturedConsole::default());
        let recording = Arc::new(AtomicBool::new(recording));
        let board = Board::new(BoardConfig {
            console: Some(Box::new(console.clone())),
            trace: Some(Box::new(Log {
                out: events.clone(),
                recording: recording.clone(),
            })),
            ..BoardConfig::default()
        });
        Rig {
            board,
            console,
            events,
            recording,
        }
    }
}

/// One thing the guest (or the host) does to the board.
#[derive(Clone, Debug)]
enum Op {
    Read(u32, AccessSize),
    Write(u32, AccessSize, u32),
    /// Time passes by this many ticks.
    Wait(u64),
    /// Time passes to the next device event.
    ToEvent,
    Input(Vec<u8>),
}

/// What an op gave, to compare two boards.
#[derive(Debug, PartialEq, Eq)]
enum Seen {
    Read(Option<u32>),
    Write(bool),
    Time(u64, Irqs, u64),
    Input,
}

fn size(rng: &mut Rng) -> AccessSize {
    match rng.below(8) {
        0 => AccessSize::Byte,
        1 => AccessSize::Half,
        _ => AccessSize::Word,
    }
}

fn value(rng: &mut Rng) -> u32 {
    match rng.below(8) {
        0 => 0,
        1 => u32::MAX,
        2 => 1 << rng.below(32),
        3 | 4 => rng.below(0x100) as u32,
        _ => rng.next_u32(),
    }
}

fn address(rng: &mut Rng) -> u32 {
    let base = WINDOWS[rng.below(WINDOWS.len() as u64) as usize];
    let off = match rng.below(10) {
        // The registers most devices have.
        0..=5 => (rng.below(0x48) as u32) & !3,
        // The trace device's later registers, the PrimeCell IDs.
        6 => 0xc0 + ((rng.below(0xe0) as u32) & !3),
        7 => 0xfe0 + ((rng.below(0x20) as u32) & !3),
        8 => rng.below(0x1000) as u32,
        // Unaligned.
        _ => (rng.below(0x48) as u32) | (1 + rng.below(3) as u32),
    };
    base + off
}

fn op(rng: &mut Rng) -> Op {
    match rng.below(100) {
        0..=39 => Op::Write(address(rng), size(rng), value(rng)),
        40..=74 => Op::Read(address(rng), size(rng)),
        75..=89 => Op::Wait(match rng.below(4) {
            0 => 1 + rng.below(16),
            1 => rng.below(10_000),
            2 => rng.below(2_000_000),
            _ => rng.below(1 << 32),
        }),
        90..=96 => Op::ToEvent,
        _ => Op::Input(
            (0..1 + rng.below(40))
                .map(|_| rng.next_u32() as u8)
                .collect(),
        ),
    }
}

/// Does `op` at `*now` (moving time on), and checks that the next event is ahead.
fn apply(rig: &mut Rig, now: &mut u64, op: &Op, mem: &Memory, seed: u64) -> Seen {
    let b = &mut rig.board;
    match op {
        Op::Read(a, s) => Seen::Read(b.read(*now, *a, *s).ok()),
        Op::Write(a, s, v) => {
            let ok = b
                .write_with_memory(*now, *a, *s, *v, &mut arm::bus::ReadOnly(mem))
                .is_ok();
            let _ = b.take_request();
            Seen::Write(ok)
        }
        Op::Wait(_) | Op::ToEvent => {
            let irqs = b.interrupts(*now);
            let next = b.next_event(*now);
            assert!(
                next > *now,
                "seed {seed}: next device event at {next}, not after now ({now})"
            );
            *now = match op {
                Op::Wait(t) => now.saturating_add(*t),
                _ if next == u64::MAX => *now + 1,
                _ => next,
            };
            Seen::Time(*now, irqs, next)
        }
        Op::Input(bytes) => {
            b.push_input(bytes);
            Seen::Input
        }
    }
}

/// One seed: `ops` random operations; a snapshot at a random point is restored into
/// a second board, which must then behave like the first.
fn run(seed: u64, ops: usize) {
    let mut rng = Rng::new(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x5eed);
    let hole_start = rng.next_u32() >> 12;
    let mem = Memory {
        hole: hole_start..hole_start.saturating_add(1 + rng.below(0x4000) as u32),
    };
    let snap_at = rng.below(ops as u64) as usize;
    let mut a = Rig::new(true);
    let mut twin: Option<(Rig, usize, usize)> = None;
    let mut now = rng.below(1 << 20);
    let mut writes = 0u64;
    for i in 0..ops {
        if i == snap_at {
            let state = a
                .board
                .snapshot()
                .expect("a board on virtual time can be saved");
            let mut b = Rig::new(a.recording.load(Ordering::Relaxed));
            if let Err(e) = b.board.restore(&state) {
                panic!("seed {seed}: restoring the board's own snapshot failed: {e}");
            }
            twin = Some((b, a.console.len(), a.events.len()));
        }
        let o = op(&mut rng);
        if let Op::Write(..) | Op::Input(_) = o {
            writes += 1;
        }
        let t = now;
        let seen = apply(&mut a, &mut now, &o, &mem, seed);
        if let Some((b, _, _)) = twin.as_mut() {
            let mut tb = t;
            let seen_b = apply(b, &mut tb, &o, &mem, seed);
            assert_eq!(
                seen, seen_b,
                "seed {seed}: op {i} ({o:x?}) at tick {t} gives something else on the board \
                 restored from the snapshot taken before op {snap_at}"
            );
        }
    }
    if let Some((b, console_from, events_from)) = twin {
        assert!(
            a.console.contents()[console_from..] == b.console.contents(),
            "seed {seed}: console output differs after the snapshot"
        );
        assert!(
            a.events.contents()[events_from..] == b.events.contents(),
            "seed {seed}: trace events differ after the snapshot:\n{}\n---\n{}",
            text(&a.events.contents()[events_from..]),
            text(&b.events.contents())
        );
    }
    // Each write prints at most a line of the console or an event whose strings the
    // device bounds by a page.
    let bound = (writes as usize + 1) * (regs::PAGE as usize * 4 + 100);
    assert!(
        a.console.len() + a.events.len() <= bound,
        "seed {seed}: output grew beyond its bound"
    );
}

#[test]
fn random_device_accesses_never_panic_and_survive_a_snapshot() {
    let seeds = std::env::var("GOLDTRACE_DEVICE_FUZZ_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300u64);
    for seed in 0..seeds {
        run(seed, 4000);
    }
}

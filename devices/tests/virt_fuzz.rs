//! A guest doing strange things to the `virt` board (in the manner of `fuzz.rs` for
//! Versatile PB): seeded random reads and writes of every size in every device window
//! (the GIC's two blocks and the gap between them, the PrimeCells, empty and occupied
//! virtio slots, the trace device), left-out and unassigned addresses, HVCs, the CPU's
//! timer lines, console input and time passing. The virtio devices' DMA goes to a RAM
//! of random bytes (so their rings are mostly garbage) and the trace device's pointers
//! to hashed memory.
//!
//! What must hold: nothing panics; a device event is always in the future; and a board
//! restored from a snapshot taken anywhere (with a copy of the RAM then) behaves
//! exactly like the original from there on: the same answers, interrupt lines, next
//! events, console output, trace events and RAM. `GOLDTRACE_DEVICE_FUZZ_SEEDS=N` runs
//! more seeds than CI does.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use arm::bus::{AccessSize, Bus, CpuLines, GuestMemory, Irqs};
use devices::board::virt::{VirtBoard, VirtConfig};
use devices::goldfish_trace::events::{Print, TraceEvents};
use devices::pl011::CapturedConsole;
use devices::virtio::{MemBackend, Overlay};
use testrng::Rng;

const RAM_BASE: u32 = 0x4000_0000;
const RAM_SIZE: usize = 0x1_0000;

/// Window bases: GIC distributor, the gap after it, CPU interface (two pages), PL011,
/// PL031, PL061, virtio slots 31 (disk), 30 (read-only disk), 29 and 0 (empty), the
/// trace device's pages, fw_cfg, unassigned.
const WINDOWS: &[u32] = &[
    0x0800_0000,
    0x0800_0c00,
    0x0800_f000,
    0x0801_0000,
    0x0801_1000,
    0x0901_0000,
    0x0900_0000,
    0x0903_0000,
    0x0a00_3e00,
    0x0a00_3c00,
    0x0a00_3a00,
    0x0a00_0000,
    0x0b00_0000,
    0x0b00_1000,
    0x0902_0000,
    0x0c00_0000,
];

/// The trace device's events, one line each.
struct Log {
    out: CapturedConsole,
    recording: Arc<AtomicBool>,
}

impl Log {
    fn line(&mut self, s: String) {
        let _ = writeln!(self.out, "{s}");
    }
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
        self.line(format!("{now} exec {argv:?}"));
    }
    fn mmap(&mut self, now: u64, start: u32, end: u32, offset: u32, path: &[u8]) {
        self.line(format!(
            "{now} mmap {start:#x} {end:#x} {offset:#x} {path:?}"
        ));
    }
    fn munmap(&mut self, now: u64, start: u32, end: u32) {
        self.line(format!("{now} munmap {start:#x} {end:#x}"));
    }
    fn exit(&mut self, now: u64, code: u32) {
        self.line(format!("{now} exit {code}"));
    }
    fn name(&mut self, now: u64, pid: u32, name: &[u8]) {
        self.line(format!("{now} name {pid} {name:?}"));
    }
    fn init_name(&mut self, now: u64, tgid: u32, pid: u32, name: &[u8]) {
        self.line(format!("{now} init_name {tgid} {pid} {name:?}"));
    }
    fn dyn_sym(&mut self, now: u64, addr: u32, name: &[u8]) {
        self.line(format!("{now} dyn_sym {addr:#x} {name:?}"));
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

/// Guest memory: RAM for DMA, hashed bytes for the trace device's virtual reads.
#[derive(Clone, PartialEq, Eq)]
struct Memory {
    ram: Vec<u8>,
}

impl GuestMemory for Memory {
    fn read_virt(&self, vaddr: u32, buf: &mut [u8]) -> Result<(), u32> {
        for (i, b) in buf.iter_mut().enumerate() {
            let a = vaddr.wrapping_add(i as u32);
            if a >> 28 == 0xf {
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
    fn read_phys(&self, paddr: u32, buf: &mut [u8]) -> Result<(), u32> {
        let start = paddr.checked_sub(RAM_BASE).ok_or(paddr)? as usize;
        let src = self.ram.get(start..start + buf.len()).ok_or(paddr)?;
        buf.copy_from_slice(src);
        Ok(())
    }
    fn write_phys(&mut self, paddr: u32, buf: &[u8]) -> Result<(), u32> {
        let start = paddr.checked_sub(RAM_BASE).ok_or(paddr)? as usize;
        let dst = self.ram.get_mut(start..start + buf.len()).ok_or(paddr)?;
        dst.copy_from_slice(buf);
        Ok(())
    }
}

struct Rig {
    board: VirtBoard,
    mem: Memory,
    console: CapturedConsole,
    events: CapturedConsole,
    recording: Arc<AtomicBool>,
}

fn disk() -> Vec<u8> {
    (0..32 * 512u32).map(|i| (i * 7 + (i >> 9)) as u8).collect()
}

impl Rig {
    fn new(recording: bool, mem: Memory) -> Rig {
        let (console, events) = (CapturedConsole::default(), CapturedConsole::default());
        let recording = Arc::new(AtomicBool::new(recording));
        let mut ro = MemBackend::new(disk());
        ro.read_only = true;
        let board = VirtBoard::new(VirtConfig {
            console: Some(Box::new(console.clone())),
            trace: Some(Box::new(Log {
                out: events.clone(),
                recording: recording.clone(),
            })),
            disks: vec![
                Box::new(Overlay::new(Box::new(MemBackend::new(disk())), 8 * 4096)),
                Box::new(ro),
            ],
            ..VirtConfig::default()
        });
        Rig {
            board,
            mem,
            console,
            events,
            recording,
        }
    }
}

#[derive(Clone, Debug)]
enum Op {
    Read(u32, AccessSize),
    Write(u32, AccessSize, u32),
    Wait(u64),
    ToEvent,
    Input(Vec<u8>),
    Hvc(u16, [u32; 4]),
    Timers(bool, bool),
}

#[derive(Debug, PartialEq, Eq)]
enum Seen {
    Read(Option<u32>),
    Write(bool),
    Time(u64, Irqs, u64),
    Hvc(bool, u32),
    Nothing,
}

fn size(rng: &mut Rng) -> AccessSize {
    match rng.below(6) {
        0 => AccessSize::Byte,
        1 => AccessSize::Half,
        _ => AccessSize::Word,
    }
}

fn value(rng: &mut Rng) -> u32 {
    match rng.below(10) {
        0 => 0,
        1 => u32::MAX,
        2 => 1 << rng.below(32),
        3 | 4 => rng.below(0x100) as u32,
        5 | 6 => RAM_BASE + (rng.below(RAM_SIZE as u64) as u32 & !0xf),
        _ => rng.next_u32(),
    }
}

fn address(rng: &mut Rng) -> u32 {
    let base = WINDOWS[rng.below(WINDOWS.len() as u64) as usize];
    let off = match rng.below(10) {
        0..=5 => (rng.below(0x120) as u32) & !3,
        6 => 0xf00 + ((rng.below(0x100) as u32) & !3),
        7 => rng.below(0x1000) as u32,
        8 => 0x400 + rng.below(0x200) as u32,
        _ => (rng.below(0x48) as u32) | (1 + rng.below(3) as u32),
    };
    base + off
}

fn op(rng: &mut Rng) -> Op {
    match rng.below(100) {
        0..=39 => Op::Write(address(rng), size(rng), value(rng)),
        40..=71 => Op::Read(address(rng), size(rng)),
        72..=84 => Op::Wait(match rng.below(4) {
            0 => 1 + rng.below(16),
            1 => rng.below(10_000),
            2 => rng.below(2_000_000_000),
            _ => rng.below(1 << 36),
        }),
        85..=90 => Op::ToEvent,
        91..=93 => Op::Timers(rng.below(2) == 0, rng.below(2) == 0),
        94..=96 => {
            let f = match rng.below(3) {
                0 => 0x8400_0000 + rng.below(0x14) as u32,
                1 => 0xc400_0000 + rng.below(0x14) as u32,
                _ => rng.next_u32(),
            };
            Op::Hvc(rng.below(2) as u16, [f, value(rng), value(rng), value(rng)])
        }
        _ => Op::Input(
            (0..1 + rng.below(40))
                .map(|_| rng.next_u32() as u8)
                .collect(),
        ),
    }
}

fn apply(rig: &mut Rig, now: &mut u64, op: &Op, seed: u64) -> Seen {
    let b = &mut rig.board;
    let seen = match op {
        Op::Read(a, s) => Seen::Read(b.read(*now, *a, *s).ok()),
        Op::Write(a, s, v) => {
            Seen::Write(b.write_with_memory(*now, *a, *s, *v, &mut rig.mem).is_ok())
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
            b.console_input(bytes);
            Seen::Nothing
        }
        Op::Hvc(imm, args) => {
            let mut a = *args;
            Seen::Hvc(b.hvc(*imm, &mut a), a[0])
        }
        Op::Timers(phys, virt) => {
            b.cpu_lines(
                *now,
                CpuLines {
                    phys_timer: *phys,
                    virt_timer: *virt,
                },
            );
            Seen::Nothing
        }
    };
    let _ = b.take_request();
    seen
}

fn run(seed: u64, ops: usize) {
    let mut rng = Rng::new(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x7e57);
    let ram = (0..RAM_SIZE).map(|_| rng.next_u32() as u8).collect();
    let snap_at = rng.below(ops as u64) as usize;
    let mut a = Rig::new(true, Memory { ram });
    let mut twin: Option<(Rig, usize, usize)> = None;
    let mut now = rng.below(1 << 20);
    for i in 0..ops {
        if i == snap_at {
            let state = a
                .board
                .snapshot()
                .expect("a board on virtual time with saveable disks");
            let mut b = Rig::new(a.recording.load(Ordering::Relaxed), a.mem.clone());
            if let Err(e) = b.board.restore(&state) {
                panic!("seed {seed}: restoring the board's own snapshot failed: {e}");
            }
            twin = Some((b, a.console.len(), a.events.len()));
        }
        let o = op(&mut rng);
        let t = now;
        let seen = apply(&mut a, &mut now, &o, seed);
        if let Some((b, _, _)) = twin.as_mut() {
            let mut tb = t;
            let seen_b = apply(b, &mut tb, &o, seed);
            assert_eq!(
                seen, seen_b,
                "seed {seed}: op {i} ({o:x?}) at tick {t} differs on the board restored before op {snap_at}"
            );
        }
    }
    if let Some((b, console_from, events_from)) = twin {
        assert!(
            a.console.contents()[console_from..] == b.console.contents(),
            "seed {seed}: console differs"
        );
        assert!(
            a.events.contents()[events_from..] == b.events.contents(),
            "seed {seed}: trace events differ"
        );
        assert!(a.mem == b.mem, "seed {seed}: RAM differs");
    }
}

#[test]
fn random_virt_accesses_never_panic_and_survive_a_snapshot() {
    let seeds = std::env::var("GOLDTRACE_DEVICE_FUZZ_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100u64);
    for seed in 0..seeds {
        run(seed, 3000);
    }
}

#[test]
fn a_board_with_a_writable_disk_file_cannot_be_saved() {
    let path = std::env::temp_dir().join(format!("goldtrace-virt-fuzz-{}.img", std::process::id()));
    std::fs::write(&path, disk()).unwrap();
    let file = devices::virtio::FileBackend::open(&path, false).unwrap();
    let b = VirtBoard::new(VirtConfig {
        disks: vec![Box::new(file)],
        ..VirtConfig::default()
    });
    assert!(b.snapshot().is_none());
    let ro = devices::virtio::FileBackend::open(&path, true).unwrap();
    let b = VirtBoard::new(VirtConfig {
        disks: vec![Box::new(ro)],
        ..VirtConfig::default()
    });
    assert!(b.snapshot().is_some());
    std::fs::remove_file(&path).unwrap();
}

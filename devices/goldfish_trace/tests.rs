//! Unit tests of the trace device with a fake guest memory and a recording sink.

use std::sync::{Arc, Mutex};

use super::regs::{off, BASE, SIZE};
use super::*;
use crate::board::{Board, BoardConfig};
use arm::bus::Bus;

/// Guest virtual memory: one readable range; everything else faults.
struct FakeMem {
    base: u32,
    bytes: Vec<u8>,
}

impl FakeMem {
    fn new(base: u32, len: usize) -> FakeMem {
        FakeMem {
            base,
            bytes: vec![0xaa; len],
        }
    }
    fn put(&mut self, va: u32, data: &[u8]) {
        let at = (va - self.base) as usize;
        self.bytes[at..at + data.len()].copy_from_slice(data);
    }
}

impl GuestMemory for FakeMem {
    fn read_virt(&self, vaddr: u32, buf: &mut [u8]) -> Result<(), u32> {
        for (i, b) in buf.iter_mut().enumerate() {
            let va = vaddr.wrapping_add(i as u32);
            let at = va.wrapping_sub(self.base) as usize;
            *b = *self.bytes.get(at).ok_or(va)?;
        }
        Ok(())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Ev {
    Switch(u64, u32),
    Fork(u32, u32),
    Clone(u32, u32),
    Exec(Vec<Vec<u8>>),
    Mmap(u32, u32, u32, Vec<u8>),
    InitExec(u32, u32, u32, Vec<u8>),
    Munmap(u32, u32),
    Exit(u32),
    Name(u32, Vec<u8>),
    InitName(u32, u32, Vec<u8>),
    Sym(u32, Vec<u8>),
    Unsym(u32),
    Enable(bool),
    Stop,
    Method(u32, u32, u32),
    Print(Print),
    Kallsyms(Vec<u8>),
}

#[derive(Clone, Default)]
struct Sink {
    log: Arc<Mutex<Vec<Ev>>>,
    on: Arc<Mutex<bool>>,
}

impl Sink {
    fn push(&self, e: Ev) {
        self.log.lock().unwrap().push(e);
    }
    fn take(&self) -> Vec<Ev> {
        std::mem::take(&mut *self.log.lock().unwrap())
    }
}

impl TraceEvents for Sink {
    fn switch(&mut self, now: u64, pid: u32) {
        self.push(Ev::Switch(now, pid));
    }
    fn fork(&mut self, _: u64, tgid: u32, pid: u32) {
        self.push(Ev::Fork(tgid, pid));
    }
    fn clone_thread(&mut self, _: u64, tgid: u32, pid: u32) {
        self.push(Ev::Clone(tgid, pid));
    }
    fn exec(&mut self, _: u64, argv: &[&[u8]]) {
        self.push(Ev::Exec(argv.iter().map(|a| a.to_vec()).collect()));
    }
    fn mmap(&mut self, _: u64, s: u32, e: u32, o: u32, p: &[u8]) {
        self.push(Ev::Mmap(s, e, o, p.to_vec()));
    }
    fn init_exec(&mut self, _: u64, s: u32, e: u32, o: u32, p: &[u8]) {
        self.push(Ev::InitExec(s, e, o, p.to_vec()));
    }
    fn munmap(&mut self, _: u64, s: u32, e: u32) {
        self.push(Ev::Munmap(s, e));
    }
    fn exit(&mut self, _: u64, code: u32) {
        self.push(Ev::Exit(code));
    }
    fn name(&mut self, _: u64, pid: u32, name: &[u8]) {
        self.push(Ev::Name(pid, name.to_vec()));
    }
    fn init_name(&mut self, _: u64, tgid: u32, pid: u32, name: &[u8]) {
        self.push(Ev::InitName(tgid, pid, name.to_vec()));
    }
    fn dyn_sym(&mut self, _: u64, addr: u32, name: &[u8]) {
        self.push(Ev::Sym(addr, name.to_vec()));
    }
    fn remove_sym(&mut self, _: u64, addr: u32) {
        self.push(Ev::Unsym(addr));
    }
    fn enable(&mut self, _: u64, on: bool) {
        *self.on.lock().unwrap() = on;
        self.push(Ev::Enable(on));
    }
    fn recording(&self) -> bool {
        *self.on.lock().unwrap()
    }
    fn stop(&mut self, _: u64) {
        self.push(Ev::Stop);
    }
    fn method(&mut self, _: u64, addr: u32, pid: u32, call_type: u32) {
        self.push(Ev::Method(addr, pid, call_type));
    }
    fn kallsyms(&mut self, _: u64, piece: &[u8]) {
        self.push(Ev::Kallsyms(piece.to_vec()));
    }
    fn print(&mut self, _: u64, what: &Print) {
        self.push(Ev::Print(what.clone()));
    }
}

const KVA: u32 = 0xc080_0000;
const W: AccessSize = AccessSize::Word;

fn setup() -> (GoldfishTrace, Sink, FakeMem) {
    let sink = Sink::default();
    let dev = GoldfishTrace::new(Box::new(sink.clone()), false);
    (dev, sink, FakeMem::new(KVA, 0x3000))
}

fn wr(dev: &mut GoldfishTrace, mem: &FakeMem, offset: u32, value: u32) {
    dev.write_with_memory(100, offset, W, value, &mut arm::bus::ReadOnly(mem));
}

#[test]
fn primecell_id_matches_the_driver() {
    let (mut dev, _, _) = setup();
    let ids: Vec<u32> = (0..8).map(|i| dev.read(0, 0x1fe0 + 4 * i, W)).collect();
    assert_eq!(ids, [0x54, 0x7d, 0x04, 0x00, 0x0d, 0xf0, 0x05, 0xb1]);
    let periph = ids[..4]
        .iter()
        .enumerate()
        .fold(0u32, |a, (i, b)| a | b << (8 * i));
    assert_eq!(periph, 0x0004_7d54);
    assert!(dev.guest_errors().is_empty());
}

#[test]
fn switch_fork_clone_exit_munmap_and_latches() {
    let (mut dev, sink, mem) = setup();
    dev.write_with_memory(1234, off::SWITCH, W, 7, &mut arm::bus::ReadOnly(&mem));
    wr(&mut dev, &mem, off::TGID, 40);
    wr(&mut dev, &mem, off::FORK, 41);
    wr(&mut dev, &mem, off::TGID, 1);
    wr(&mut dev, &mem, off::CLONE, 42);
    wr(&mut dev, &mem, off::UNMAP_START, 0x4000);
    wr(&mut dev, &mem, off::UNMAP_END, 0x6000);
    wr(&mut dev, &mem, off::EXIT, 7 << 8);
    wr(&mut dev, &mem, off::REMOVE_ADDR, 0xbeef);
    assert_eq!(
        sink.take(),
        [
            Ev::Switch(1234, 7),
            Ev::Fork(40, 41),
            Ev::Clone(1, 42),
            Ev::Munmap(0x4000, 0x6000),
            Ev::Exit(0x700),
            Ev::Unsym(0xbeef),
        ]
    );
}

#[test]
fn exec_splits_the_argv_buffer() {
    let (mut dev, sink, mut mem) = setup();
    mem.put(KVA + 0x100, b"/bin/busybox\0true\0one two\0");
    wr(&mut dev, &mem, off::CMDLINE_LEN, 26);
    wr(&mut dev, &mem, off::CMDLINE, KVA + 0x100);
    // A buffer cut short: the bytes after the last NUL are one more argument.
    wr(&mut dev, &mem, off::CMDLINE_LEN, 16);
    wr(&mut dev, &mem, off::CMDLINE, KVA + 0x100);
    assert_eq!(
        sink.take(),
        [
            Ev::Exec(vec![
                b"/bin/busybox".to_vec(),
                b"true".to_vec(),
                b"one two".to_vec()
            ]),
            Ev::Exec(vec![b"/bin/busybox".to_vec(), b"tru".to_vec()]),
        ]
    );
}

#[test]
fn exec_length_is_bounded_to_a_page() {
    let (mut dev, sink, mut mem) = setup();
    mem.put(KVA + 0x1000 - 2, b"a\0");
    wr(&mut dev, &mem, off::CMDLINE_LEN, 0x7fff_ffff);
    wr(&mut dev, &mem, off::CMDLINE, KVA);
    let evs = sink.take();
    let [Ev::Exec(argv)] = &evs[..] else {
        panic!("{evs:?}")
    };
    assert_eq!(argv.len(), 1, "only the first page is read");
    assert_eq!(argv[0].len(), 0x1000 - 1);
    assert_eq!(dev.guest_errors().len(), 1);
}

#[test]
fn mmap_uses_the_latches_and_reads_the_path() {
    let (mut dev, sink, mut mem) = setup();
    mem.put(KVA + 0x800, b"/bin/busybox\0");
    wr(&mut dev, &mem, off::EXECVE_VMSTART, 0x10000);
    wr(&mut dev, &mem, off::EXECVE_VMEND, 0x9c000);
    wr(&mut dev, &mem, off::EXECVE_OFFSET, 0x1000);
    wr(&mut dev, &mem, off::MMAP_EXEPATH, KVA + 0x800);
    wr(&mut dev, &mem, off::EXECVE_EXEPATH, KVA + 0x800);
    let path = b"/bin/busybox".to_vec();
    assert_eq!(
        sink.take(),
        [
            Ev::Mmap(0x10000, 0x9c000, 0x1000, path.clone()),
            Ev::InitExec(0x10000, 0x9c000, 0x1000, path),
        ]
    );
}

#[test]
fn names_symbols_and_init_tasks() {
    let (mut dev, sink, mut mem) = setup();
    mem.put(KVA, b"md5sum\n\0");
    mem.put(KVA + 0x40, b"kthreadd\0");
    mem.put(KVA + 0x80, b"my_jit_fn\0");
    wr(&mut dev, &mem, off::SWITCH, 55);
    wr(&mut dev, &mem, off::NAME, KVA);
    wr(&mut dev, &mem, off::TGID, 2);
    wr(&mut dev, &mem, off::INIT_PID, 2);
    wr(&mut dev, &mem, off::INIT_NAME, KVA + 0x40);
    wr(&mut dev, &mem, off::DYN_SYM_ADDR, 0x8000);
    wr(&mut dev, &mem, off::DYN_SYM, KVA + 0x80);
    assert_eq!(
        sink.take(),
        [
            Ev::Switch(100, 55),
            Ev::Name(55, b"md5sum".to_vec()),
            Ev::InitName(2, 2, b"kthreadd".to_vec()),
            Ev::Sym(0x8000, b"my_jit_fn".to_vec()),
        ]
    );
}

#[test]
fn strings_cross_pages_and_are_bounded() {
    let (mut dev, sink, mut mem) = setup();
    mem.put(KVA + 0xffc, b"abcdefgh\0");
    wr(&mut dev, &mem, off::NAME, KVA + 0xffc);
    // No NUL within 4 KiB: cut at 4096 bytes, without touching the faulting page after.
    mem.put(KVA + 0x1000, &[b'x'; 0x1000]);
    wr(&mut dev, &mem, off::PRINT_STR, KVA + 0x1000);
    let evs = sink.take();
    assert_eq!(evs[0], Ev::Name(0, b"abcdefgh".to_vec()));
    let Ev::Print(Print::Str(s)) = &evs[1] else {
        panic!("{evs:?}")
    };
    assert_eq!(s.len(), 0x1000);
    assert!(dev.guest_errors().is_empty());
}

#[test]
fn a_string_ending_before_an_unmapped_page_is_read() {
    let (mut dev, sink, mut mem) = setup();
    mem.put(KVA + 0x2ff0, b"tail\0");
    wr(&mut dev, &mem, off::NAME, KVA + 0x2ff0);
    assert_eq!(sink.take(), [Ev::Name(0, b"tail".to_vec())]);
}

#[test]
fn bad_pointers_and_offsets_are_guest_errors_logged_once() {
    let (mut dev, sink, mem) = setup();
    for _ in 0..3 {
        wr(&mut dev, &mem, off::NAME, 0x1000);
        wr(&mut dev, &mem, off::MMAP_EXEPATH, 0xffff_fffe);
        wr(&mut dev, &mem, off::CMDLINE_LEN, 8);
        wr(&mut dev, &mem, off::CMDLINE, KVA + 0x2ffc);
        wr(&mut dev, &mem, 0x008, 1); // EXECVE_PID: defined, not handled
        wr(&mut dev, &mem, 0xffc, 1);
        assert_eq!(dev.read(0, off::SWITCH, W), 0);
    }
    assert!(sink.take().is_empty(), "no event from bad input");
    let errs = dev.guest_errors();
    assert_eq!(errs.len(), 6, "{errs:?}");
    assert!(errs[0].contains("NAME points at 0x00001000"));
    assert!(errs[2].contains("unreadable at 0xc0803000"));
}

#[test]
fn plain_write_without_memory_view_never_panics() {
    let (mut dev, sink, _) = setup();
    dev.write(0, off::NAME, W, KVA);
    dev.write(0, off::CMDLINE, W, KVA);
    dev.write(0, off::SWITCH, W, 3);
    assert_eq!(sink.take(), [Ev::Switch(0, 3)]);
    assert_eq!(dev.guest_errors().len(), 2);
}

#[test]
fn enable_reads_the_recording_state_and_stop_requests_once() {
    let (mut dev, sink, mem) = setup();
    assert_eq!(dev.read(0, off::ENABLE, W), 0);
    wr(&mut dev, &mem, off::ENABLE, 1);
    assert_eq!(dev.read(0, off::ENABLE, W), 1);
    wr(&mut dev, &mem, off::ENABLE, 5);
    wr(&mut dev, &mem, off::ENABLE, 0);
    assert_eq!(dev.read(0, off::ENABLE, W), 0);
    assert_eq!(dev.take_request(), None);
    wr(&mut dev, &mem, off::STOP_EMU, 1);
    assert_eq!(dev.take_request(), Some(SystemRequest::Stop));
    assert_eq!(dev.take_request(), None);
    assert_eq!(sink.take(), [Ev::Enable(true), Ev::Enable(false), Ev::Stop]);
}

#[test]
fn user_page_methods_and_prints() {
    let (mut dev, sink, mem) = setup();
    wr(&mut dev, &mem, off::SWITCH, 9);
    wr(&mut dev, &mem, 0x1000, 0x1234);
    wr(&mut dev, &mem, 0x1014, 0x5678);
    wr(&mut dev, &mem, 0x1800, 1); // memcheck word: ignored
    wr(&mut dev, &mem, off::PRINT_NUM_DEC, 42);
    wr(&mut dev, &mem, off::PRINT_NUM_HEX, 0xab);
    assert_eq!(dev.read(0, 0x1004, W), 0);
    assert_eq!(
        sink.take()[1..],
        [
            Ev::Method(0x1234, 9, 0),
            Ev::Method(0x5678, 9, 5),
            Ev::Print(Print::Dec(42)),
            Ev::Print(Print::Hex(0xab)),
        ]
    );
    assert!(dev.guest_errors().is_empty());
}

#[test]
fn board_routes_memory_writes_and_requests_to_the_device() {
    let sink = Sink::default();
    let mut board = Board::new(BoardConfig {
        trace: Some(Box::new(sink.clone())),
        ..BoardConfig::default()
    });
    let mut mem = FakeMem::new(KVA, 0x1000);
    mem.put(KVA, b"init\0");
    board
        .write_with_memory(77, BASE + off::SWITCH, W, 1, &mut arm::bus::ReadOnly(&mem))
        .unwrap();
    board
        .write_with_memory(78, BASE + off::NAME, W, KVA, &mut arm::bus::ReadOnly(&mem))
        .unwrap();
    assert_eq!(board.read(0, BASE + 0x1fe0, W).unwrap(), 0x54);
    assert_eq!(board.read(0, BASE + SIZE - 4, W).unwrap(), 0xb1);
    board
        .write_with_memory(
            79,
            BASE + off::STOP_EMU,
            W,
            1,
            &mut arm::bus::ReadOnly(&mem),
        )
        .unwrap();
    assert_eq!(board.take_request(), Some(SystemRequest::Stop));
    assert_eq!(
        sink.take(),
        [Ev::Switch(77, 1), Ev::Name(1, b"init".to_vec()), Ev::Stop]
    );
}

#[test]
fn board_without_tracer_has_no_device() {
    let mut board = Board::new(BoardConfig::default());
    assert_eq!(board.read(0, BASE + 0x1fe0, W).unwrap(), 0);
}

#[test]
fn kallsyms_pieces_are_bounded_and_bad_pointers_are_guest_errors() {
    let (mut dev, sink, _) = setup();
    let mut mem = FakeMem::new(KVA, 0x12000);
    let text = b"c0008000 T _text\nbf000000 t gt_probe\t[goldtrace]\n";
    mem.put(KVA + 0x10, text);
    wr(&mut dev, &mem, off::KALLSYMS_LEN, text.len() as u32);
    wr(&mut dev, &mem, off::KALLSYMS, KVA + 0x10);
    // The latch stays: a second piece of the same length.
    wr(&mut dev, &mem, off::KALLSYMS, KVA + 0x10);
    assert_eq!(
        sink.take(),
        [Ev::Kallsyms(text.to_vec()), Ev::Kallsyms(text.to_vec())]
    );
    // 64 KiB exactly is taken; one byte more is refused whole.
    wr(&mut dev, &mem, off::KALLSYMS_LEN, regs::KALLSYMS_MAX);
    wr(&mut dev, &mem, off::KALLSYMS, KVA);
    assert!(matches!(&sink.take()[..], [Ev::Kallsyms(p)] if p.len() == 65536));
    wr(&mut dev, &mem, off::KALLSYMS_LEN, regs::KALLSYMS_MAX + 1);
    wr(&mut dev, &mem, off::KALLSYMS, KVA);
    // A piece running past readable memory, and one at an unmapped address.
    wr(&mut dev, &mem, off::KALLSYMS_LEN, 0x100);
    wr(&mut dev, &mem, off::KALLSYMS, KVA + 0x11f80);
    wr(&mut dev, &mem, off::KALLSYMS, 0x1000);
    dev.write(0, off::KALLSYMS, W, KVA);
    assert!(sink.take().is_empty(), "no piece from bad input");
    let errs = dev.guest_errors();
    assert_eq!(errs.len(), 4, "{errs:?}");
    assert!(
        errs[0].contains("KALLSYMS_LEN 65537 is over 65536"),
        "{errs:?}"
    );
    assert!(errs[1].contains("unreadable at 0xc0812000"), "{errs:?}");
    assert!(
        errs[2].contains("KALLSYMS points at 0x00001000"),
        "{errs:?}"
    );
    assert!(errs[3].contains("without a memory view"), "{errs:?}");
}

#[test]
fn the_kallsyms_latch_is_saved_and_an_older_state_loads() {
    let (mut dev, _, mem) = setup();
    wr(&mut dev, &mem, off::KALLSYMS_LEN, 1234);
    let bytes = crate::state::to_bytes(&dev);
    let (mut other, _, _) = setup();
    crate::state::from_bytes(&mut other, &bytes).unwrap();
    assert_eq!(other.latch.kallsyms_len, 1234);
    let (mut old, _, _) = setup();
    old.latch.kallsyms_len = 9;
    crate::state::from_bytes(&mut old, &bytes[..bytes.len() - 4]).unwrap();
    assert_eq!(old.latch.kallsyms_len, 0);
}

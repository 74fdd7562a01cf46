//! The `virt` board against QEMU 7.2: each record of `tests/virt_probe/` (what a probe
//! program did on `qemu-system-arm -M virt` and what QEMU answered) is replayed on a
//! [`VirtBoard`] through its `arm::Bus`, with a RAM of the test's own for the probe's
//! stores and the devices' DMA, and every answer must be QEMU's, except where the
//! board departs on purpose (each allowance below says why).

use arm::bus::{AccessSize, Bus, CpuLines, GuestMemory};
use devices::board::virt::{VirtBoard, VirtConfig, RAM_BASE};
use devices::virtio::{BlockBackend, MemBackend, Overlay};

/// The probes' RAM (enough for their rings and buffers).
struct Ram(Vec<u8>);

const RAM_SIZE: usize = 4 << 20;

impl Ram {
    fn new() -> Ram {
        Ram(vec![0; RAM_SIZE])
    }
    fn range(&self, paddr: u32, n: usize) -> Option<std::ops::Range<usize>> {
        let start = paddr.checked_sub(RAM_BASE)? as usize;
        (start + n <= self.0.len()).then_some(start..start + n)
    }
    fn word(&self, paddr: u32) -> u32 {
        let r = self.range(paddr, 4).expect("probe RAM");
        u32::from_le_bytes(self.0[r].try_into().unwrap())
    }
}

impl GuestMemory for Ram {
    fn read_virt(&self, vaddr: u32, buf: &mut [u8]) -> Result<(), u32> {
        self.read_phys(vaddr, buf)
    }
    fn read_phys(&self, paddr: u32, buf: &mut [u8]) -> Result<(), u32> {
        let r = self.range(paddr, buf.len()).ok_or(paddr)?;
        buf.copy_from_slice(&self.0[r]);
        Ok(())
    }
    fn write_phys(&mut self, paddr: u32, buf: &[u8]) -> Result<(), u32> {
        let r = self.range(paddr, buf.len()).ok_or(paddr)?;
        self.0[r].copy_from_slice(buf);
        Ok(())
    }
}

/// probe.h's fill pattern and checksum.
fn fill_byte(seed: u32, i: u32) -> u8 {
    (seed
        .wrapping_mul(7)
        .wrapping_add(i.wrapping_mul(13))
        .wrapping_add(i >> 8)) as u8
}

/// disk.py's image.
fn disk_image() -> Vec<u8> {
    (0..65536u32)
        .map(|i| (i.wrapping_mul(131) + (i >> 9)) as u8)
        .collect()
}

/// What the board may answer where QEMU's answer is in `line`.
enum Allow {
    Exact,
    /// Not compared (time, or a device left out).
    Skip,
    /// A bit set of which the board's must be a subset, and the board's exact value.
    Subset(u32),
}

fn hex(s: &str) -> u32 {
    u32::from_str_radix(s, 16).unwrap_or_else(|_| panic!("bad number {s}"))
}

fn size(op: &str) -> AccessSize {
    match &op[op.len() - 1..] {
        "1" => AccessSize::Byte,
        "2" => AccessSize::Half,
        _ => AccessSize::Word,
    }
}

/// Replays `record` on `board`; `allow` names the departures.
fn replay(record: &str, board: &mut VirtBoard, allow: impl Fn(&str, u32, u32) -> Allow) {
    let mut ram = Ram::new();
    let mut now = 0u64;
    let mut failures = Vec::new();
    for (n, line) in record.lines().enumerate() {
        now += 100;
        let f: Vec<&str> = line.split_whitespace().collect();
        let at = || format!("line {}: {line}", n + 1);
        match f.as_slice() {
            [] | ["END"] => {}
            [c, ..] if c.starts_with('#') => {}
            [op @ ("R1" | "R2" | "R4"), addr, value] => {
                let addr = hex(addr);
                let got = board.read(now, addr, size(op));
                let got = match got {
                    Ok(v) => format!("{v:08x}"),
                    Err(_) => "ABORT".into(),
                };
                let ok = match (*value, allow(op, addr, 0)) {
                    ("timed", _) | (_, Allow::Skip) => true,
                    (v, Allow::Subset(ours)) => got == format!("{ours:08x}") && ours & !hex(v) == 0,
                    (v, Allow::Exact) => got == v,
                };
                if !ok {
                    failures.push(format!("{}: board {got}", at()));
                }
            }
            [op @ ("W1" | "W2" | "W4"), addr, value] => {
                let addr = hex(addr);
                let v = if *value == "ABORT" { 0 } else { hex(value) };
                let allowed = allow(op, addr, v);
                let got = board.write_with_memory(now, addr, size(op), v, &mut ram);
                if got.is_err() != (*value == "ABORT") && !matches!(allowed, Allow::Skip) {
                    failures.push(format!("{}: board {got:?}", at()));
                }
            }
            ["ISR", v] => {
                let irqs = board.interrupts(now);
                let got = u32::from(irqs.irq) << 7 | u32::from(irqs.fiq) << 6;
                if got != hex(v) {
                    failures.push(format!("{}: board ISR {got:08x}", at()));
                }
            }
            ["VT", v] => board.cpu_lines(
                now,
                CpuLines {
                    phys_timer: false,
                    virt_timer: *v == "1",
                },
            ),
            ["MW4", addr, v] => ram.write_phys(hex(addr), &hex(v).to_le_bytes()).unwrap(),
            ["MR4", addr, v] => {
                let got = ram.word(hex(addr));
                if got != hex(v) {
                    failures.push(format!("{}: board's RAM {got:08x}", at()));
                }
            }
            ["MFILL", addr, len, seed] => {
                let bytes: Vec<u8> = (0..hex(len)).map(|i| fill_byte(hex(seed), i)).collect();
                ram.write_phys(hex(addr), &bytes).unwrap();
            }
            ["MSUM", addr, len, sum] => {
                let mut bytes = vec![0; hex(len) as usize];
                ram.read_phys(hex(addr), &mut bytes).unwrap();
                let got = bytes
                    .iter()
                    .fold(0u32, |s, b| s.wrapping_mul(31).wrapping_add(u32::from(*b)));
                if got != hex(sum) {
                    failures.push(format!("{}: board's RAM sums to {got:08x}", at()));
                }
            }
            ["HVC", imm, r0, r1, r2, r3, "->", result] => {
                let mut args = [hex(r0), hex(r1), hex(r2), hex(r3)];
                let answered = board.hvc(hex(imm) as u16, &mut args);
                let got = if answered {
                    format!("{:08x}", args[0])
                } else {
                    "UNDEF".into()
                };
                if got != *result {
                    failures.push(format!("{}: board {got}", at()));
                }
            }
            _ => panic!("{}: unknown record line", at()),
        }
    }
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn record(name: &str) -> String {
    let path = format!(
        "{}/tests/virt_probe/qemu_{name}.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn gic_answers_as_qemu() {
    let mut b = VirtBoard::new(VirtConfig::default());
    replay(&record("gic"), &mut b, |_, _, _| Allow::Exact);
}

/// The left-out devices' addresses: QEMU answers with its flash (holding the device
/// tree it loaded for the ELF), its GICv2m and its fw_cfg; the board reads zero there.
fn left_out(addr: u32) -> bool {
    addr < 0x0800_0000
        || (0x0802_0000..0x0802_1000).contains(&addr)
        || (0x0902_0000..0x0902_0018).contains(&addr)
}

#[test]
fn psci_and_the_map_answer_as_qemu() {
    let mut b = VirtBoard::new(VirtConfig::default());
    replay(&record("psci"), &mut b, |_, addr, _| {
        if left_out(addr) {
            Allow::Skip
        } else {
            Allow::Exact
        }
    });
    assert!(b
        .guest_errors()
        .iter()
        .any(|e| e.contains("0x0b000000") && e.contains("external abort")));
}

/// The board's DeviceFeatures words for a disk (QEMU offers more: see virtio::blk).
const FEATURES: [u32; 2] = [0x1000_0654, 0x1];
const F_RO: u32 = 1 << 5;

/// Replays a virtio record on a board with `disks` in `slots` (`read_only` among them):
/// the board's DeviceFeatures must be its own, within QEMU's.
fn virtio_replay(name: &str, disks: Vec<Box<dyn BlockBackend>>, slots: &[u32], read_only: &[u32]) {
    let mut b = VirtBoard::new(VirtConfig {
        disks,
        ..VirtConfig::default()
    });
    let sel = std::cell::RefCell::new([0usize; 32]);
    replay(&record(name), &mut b, |op, addr, value| {
        let slot = addr.wrapping_sub(0x0a00_0000) / 0x200;
        if slot >= 32 || !slots.contains(&slot) {
            return Allow::Exact;
        }
        match (op, addr & 0x1ff) {
            ("W4", 0x14) => sel.borrow_mut()[slot as usize] = usize::from(value != 0),
            ("R4", 0x10) => {
                let word = sel.borrow()[slot as usize];
                let ro = if read_only.contains(&slot) && word == 0 {
                    F_RO
                } else {
                    0
                };
                return Allow::Subset(FEATURES[word] | ro);
            }
            _ => {}
        }
        Allow::Exact
    });
}

#[test]
fn empty_virtio_slots_answer_as_qemu() {
    let mut b = VirtBoard::new(VirtConfig::default());
    replay(&record("virtio_empty"), &mut b, |_, _, _| Allow::Exact);
}

#[test]
fn a_virtio_disk_answers_as_qemu() {
    let disk = Overlay::new(Box::new(MemBackend::new(disk_image())), 1 << 20);
    virtio_replay("virtio_blk", vec![Box::new(disk)], &[31], &[]);
}

#[test]
fn two_disks_fill_the_slots_from_the_top() {
    let mut ro = MemBackend::new(disk_image());
    ro.read_only = true;
    let rw = Overlay::new(Box::new(MemBackend::new(disk_image())), 1 << 20);
    virtio_replay(
        "virtio_two",
        vec![Box::new(ro), Box::new(rw)],
        &[31, 30],
        &[31],
    );
}

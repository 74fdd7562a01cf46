//! virtio unit tests: a driver's queue in a fake guest memory, requests served through
//! the transport's registers, the bytes, used ring and status checked.

use arm::bus::GuestMemory;
use arm::AccessSize;

use super::blk::{self, S_IOERR, S_OK, S_UNSUPP};
use super::mmio::reg;
use super::{Blk, BlockBackend, MemBackend, Overlay, VirtioMmio};
use crate::bus::Device;

/// 64 KiB of guest RAM at 0x40000000.
struct Mem(Vec<u8>);

const BASE: u32 = 0x4000_0000;
const DESC: u32 = BASE;
const AVAIL: u32 = BASE + 0x1000;
const USED: u32 = BASE + 0x2000;
const QSIZE: u32 = 16;

impl Mem {
    fn new() -> Mem {
        Mem(vec![0; 0x1_0000])
    }
    fn put(&mut self, addr: u32, bytes: &[u8]) {
        self.write_phys(addr, bytes).unwrap();
    }
    fn get(&self, addr: u32, n: usize) -> Vec<u8> {
        let mut b = vec![0; n];
        self.read_phys(addr, &mut b).unwrap();
        b
    }
    fn u16(&self, addr: u32) -> u16 {
        u16::from_le_bytes(self.get(addr, 2).try_into().unwrap())
    }
    fn u32(&self, addr: u32) -> u32 {
        u32::from_le_bytes(self.get(addr, 4).try_into().unwrap())
    }
    fn desc(&mut self, table: u32, i: u32, addr: u32, len: u32, flags: u16, next: u16) {
        let mut d = Vec::new();
        d.extend_from_slice(&u64::from(addr).to_le_bytes());
        d.extend_from_slice(&len.to_le_bytes());
        d.extend_from_slice(&flags.to_le_bytes());
        d.extend_from_slice(&next.to_le_bytes());
        self.put(table + 16 * i, &d);
    }
    fn header(&mut self, at: u32, kind: u32, sector: u64) {
        let mut h = kind.to_le_bytes().to_vec();
        h.extend_from_slice(&[0; 4]);
        h.extend_from_slice(&sector.to_le_bytes());
        self.put(at, &h);
    }
}

impl GuestMemory for Mem {
    fn read_virt(&self, vaddr: u32, buf: &mut [u8]) -> Result<(), u32> {
        self.read_phys(vaddr, buf)
    }
    fn read_phys(&self, paddr: u32, buf: &mut [u8]) -> Result<(), u32> {
        let start = paddr.checked_sub(BASE).ok_or(paddr)? as usize;
        let src = self.0.get(start..start + buf.len()).ok_or(paddr)?;
        buf.copy_from_slice(src);
        Ok(())
    }
    fn write_phys(&mut self, paddr: u32, buf: &[u8]) -> Result<(), u32> {
        let start = paddr.checked_sub(BASE).ok_or(paddr)? as usize;
        let dst = self.0.get_mut(start..start + buf.len()).ok_or(paddr)?;
        dst.copy_from_slice(buf);
        Ok(())
    }
}

const NEXT: u16 = 1;
const WRITE: u16 = 2;
const INDIRECT: u16 = 4;

/// A disk of 16 sectors, sector s filled with byte s, and a driver that has set the
/// device up with queue 0 (size 16) in `Mem`.
struct Driver {
    dev: VirtioMmio,
    mem: Mem,
    avail: u16,
}

impl Driver {
    fn new(read_only: bool) -> Driver {
        let data: Vec<u8> = (0..16 * 512).map(|i| (i / 512) as u8).collect();
        let mut disk = MemBackend::new(data);
        disk.read_only = read_only;
        Driver::with_disk(Box::new(disk))
    }

    fn with_disk(disk: Box<dyn BlockBackend>) -> Driver {
        let mut d = Driver {
            dev: VirtioMmio::with_blk(Blk::new(disk)),
            mem: Mem::new(),
            avail: 0,
        };
        for (r, v) in [
            (reg::STATUS, 0),
            (reg::STATUS, 1),
            (reg::STATUS, 3),
            (reg::DRIVER_FEATURES_SEL, 1),
            (reg::DRIVER_FEATURES, 1),
            (reg::DRIVER_FEATURES_SEL, 0),
            (
                reg::DRIVER_FEATURES,
                (blk::F_FLUSH | blk::F_INDIRECT_DESC) as u32,
            ),
            (reg::STATUS, 0xb),
            (reg::QUEUE_SEL, 0),
            (reg::QUEUE_NUM, QSIZE),
            (reg::QUEUE_DESC_LOW, DESC),
            (reg::QUEUE_DRIVER_LOW, AVAIL),
            (reg::QUEUE_DEVICE_LOW, USED),
            (reg::QUEUE_READY, 1),
            (reg::STATUS, 0xf),
        ] {
            d.write(r, v);
        }
        d
    }

    fn write(&mut self, r: u32, v: u32) {
        self.dev
            .write_with_memory(0, r, AccessSize::Word, v, &mut self.mem);
    }

    fn read(&mut self, r: u32) -> u32 {
        self.dev.read(0, r, AccessSize::Word)
    }

    /// Publishes chain `head` and notifies.
    fn submit(&mut self, head: u16) {
        let slot = u32::from(self.avail) % QSIZE;
        self.mem.put(AVAIL + 4 + 2 * slot, &head.to_le_bytes());
        self.avail = self.avail.wrapping_add(1);
        self.mem.put(AVAIL + 2, &self.avail.to_le_bytes());
        self.write(reg::QUEUE_NOTIFY, 0);
    }

    /// The used ring's last element (id, len) and the interrupt status, acknowledged.
    fn used(&mut self) -> (u32, u32) {
        let idx = u32::from(self.mem.u16(USED + 2));
        assert_eq!(idx, u32::from(self.avail), "every request completed");
        let slot = (idx - 1) % QSIZE;
        assert_eq!(self.read(reg::INTERRUPT_STATUS), 1);
        assert_eq!(self.dev.outputs(), 1);
        self.write(reg::INTERRUPT_ACK, 1);
        assert_eq!(self.dev.outputs(), 0);
        (
            self.mem.u32(USED + 4 + 8 * slot),
            self.mem.u32(USED + 8 + 8 * slot),
        )
    }
}

const HDR: u32 = BASE + 0x3000;
const STATUS: u32 = BASE + 0x3100;
const DATA: u32 = BASE + 0x4000;

#[test]
fn in_out_flush_move_the_bytes() {
    let mut d = Driver::new(false);
    // IN sector 3.
    d.mem.header(HDR, blk::T_IN, 3);
    d.mem.desc(DESC, 0, HDR, 16, NEXT, 1);
    d.mem.desc(DESC, 1, DATA, 512, WRITE | NEXT, 2);
    d.mem.desc(DESC, 2, STATUS, 1, WRITE, 0);
    d.mem.put(STATUS, &[0xff]);
    d.submit(0);
    assert_eq!(d.used(), (0, 513));
    assert_eq!(d.mem.get(STATUS, 1), [S_OK]);
    assert_eq!(d.mem.get(DATA, 512), vec![3; 512]);
    // OUT sector 5 from a chain starting at descriptor 4, then read it back.
    d.mem.put(DATA, &[0xab; 512]);
    d.mem.header(HDR + 0x10, blk::T_OUT, 5);
    d.mem.desc(DESC, 4, HDR + 0x10, 16, NEXT, 5);
    d.mem.desc(DESC, 5, DATA, 512, NEXT, 6);
    d.mem.desc(DESC, 6, STATUS, 1, WRITE, 0);
    d.submit(4);
    assert_eq!(d.used(), (4, 1));
    assert_eq!(d.mem.get(STATUS, 1), [S_OK]);
    d.mem.header(HDR, blk::T_IN, 5);
    d.mem.put(DATA, &[0; 512]);
    d.submit(0);
    assert_eq!(d.mem.get(DATA, 512), vec![0xab; 512]);
    d.used();
    // FLUSH: header and status only.
    d.mem.header(HDR, blk::T_FLUSH, 0);
    d.mem.desc(DESC, 7, HDR, 16, NEXT, 8);
    d.mem.desc(DESC, 8, STATUS, 1, WRITE, 0);
    d.mem.put(STATUS, &[0xff]);
    d.submit(7);
    assert_eq!(d.used(), (7, 1));
    assert_eq!(d.mem.get(STATUS, 1), [S_OK]);
    // Past the end, a partial sector, an unknown type.
    for (kind, sector, len, status) in [
        (blk::T_IN, 16, 512, S_IOERR),
        (blk::T_IN, 0, 100, S_IOERR),
        (77, 0, 512, S_UNSUPP),
    ] {
        d.mem.header(HDR, kind, sector);
        d.mem.desc(DESC, 1, DATA, len, WRITE | NEXT, 2);
        d.submit(0);
        assert_eq!(d.used(), (0, len + 1));
        assert_eq!(d.mem.get(STATUS, 1), [status]);
    }
}

#[test]
fn a_chain_of_three_crosses_pages() {
    let mut d = Driver::new(false);
    // Header, 1024 bytes of data straddling the 0x40006000 page boundary, status.
    let data = BASE + 0x5e00;
    d.mem.header(HDR, blk::T_IN, 7);
    d.mem.desc(DESC, 9, HDR, 16, NEXT, 3);
    d.mem.desc(DESC, 3, data, 1024, WRITE | NEXT, 12);
    d.mem.desc(DESC, 12, STATUS, 1, WRITE, 0);
    d.submit(9);
    assert_eq!(d.used(), (9, 1025));
    assert_eq!(d.mem.get(STATUS, 1), [S_OK]);
    let got = d.mem.get(data, 1024);
    assert_eq!(&got[..512], &[7; 512][..]);
    assert_eq!(&got[512..], &[8; 512][..]);
}

#[test]
fn indirect_tables_and_split_buffers() {
    let mut d = Driver::new(false);
    let table = BASE + 0x800;
    d.mem.header(HDR, blk::T_IN, 2);
    d.mem.desc(table, 0, HDR, 8, NEXT, 1);
    d.mem.desc(table, 1, HDR + 8, 8, NEXT, 2);
    d.mem.desc(table, 2, DATA, 100, WRITE | NEXT, 3);
    d.mem.desc(table, 3, DATA + 0x400, 412, WRITE | NEXT, 4);
    d.mem.desc(table, 4, STATUS, 1, WRITE, 0);
    d.mem.desc(DESC, 0, table, 5 * 16, INDIRECT, 0);
    d.submit(0);
    assert_eq!(d.used(), (0, 513));
    assert_eq!(d.mem.get(DATA, 100), vec![2; 100]);
    assert_eq!(d.mem.get(DATA + 0x400, 412), vec![2; 412]);
    assert_eq!(d.mem.get(STATUS, 1), [S_OK]);
}

#[test]
fn read_only_disks_refuse_writes() {
    let mut d = Driver::new(true);
    d.write(reg::DEVICE_FEATURES_SEL, 0);
    assert_ne!(d.read(reg::DEVICE_FEATURES) & blk::F_RO as u32, 0);
    d.mem.header(HDR, blk::T_OUT, 1);
    d.mem.desc(DESC, 0, HDR, 16, NEXT, 1);
    d.mem.desc(DESC, 1, DATA, 512, NEXT, 2);
    d.mem.desc(DESC, 2, STATUS, 1, WRITE, 0);
    d.submit(0);
    assert_eq!(d.used(), (0, 1));
    assert_eq!(d.mem.get(STATUS, 1), [S_IOERR]);
}

#[test]
fn a_looping_chain_breaks_the_device_until_reset() {
    let mut d = Driver::new(false);
    d.mem.header(HDR, blk::T_IN, 0);
    d.mem.desc(DESC, 0, HDR, 16, NEXT, 1);
    d.mem.desc(DESC, 1, DATA, 512, WRITE | NEXT, 0);
    d.submit(0);
    assert_eq!(d.read(reg::STATUS) & 0x40, 0x40, "DEVICE_NEEDS_RESET");
    assert_eq!(
        d.read(reg::INTERRUPT_STATUS),
        2,
        "config change, nothing used"
    );
    assert_eq!(d.mem.u16(USED + 2), 0);
    d.write(reg::STATUS, 0);
    assert_eq!(d.read(reg::STATUS), 0);
    assert_eq!(d.read(reg::INTERRUPT_STATUS), 0);
    assert_eq!(d.read(reg::QUEUE_READY), 0);
}

#[test]
fn no_interrupt_when_the_driver_says_so() {
    let mut d = Driver::new(false);
    d.mem.put(AVAIL, &1u16.to_le_bytes());
    d.mem.header(HDR, blk::T_FLUSH, 0);
    d.mem.desc(DESC, 0, HDR, 16, NEXT, 1);
    d.mem.desc(DESC, 1, STATUS, 1, WRITE, 0);
    d.submit(0);
    assert_eq!(d.mem.u16(USED + 2), 1);
    assert_eq!(d.read(reg::INTERRUPT_STATUS), 0);
}

#[test]
fn state_round_trips_with_the_overlay() {
    let base = MemBackend::new(vec![0; 8 * 512]);
    let mut d = Driver::with_disk(Box::new(Overlay::new(Box::new(base.clone()), 1 << 16)));
    d.mem.put(DATA, &[0x5a; 512]);
    d.mem.header(HDR, blk::T_OUT, 1);
    d.mem.desc(DESC, 0, HDR, 16, NEXT, 1);
    d.mem.desc(DESC, 1, DATA, 512, NEXT, 2);
    d.mem.desc(DESC, 2, STATUS, 1, WRITE, 0);
    d.submit(0);
    d.used();
    let saved = d.dev.snapshot().unwrap();
    let mut twin = VirtioMmio::with_blk(Blk::new(Box::new(Overlay::new(Box::new(base), 1 << 16))));
    twin.restore(&saved).unwrap();
    assert_eq!(twin.snapshot().unwrap(), saved);
    // The twin reads the written sector back from its restored overlay.
    let mut t = Driver {
        dev: twin,
        mem: Mem(d.mem.0.clone()),
        avail: d.avail,
    };
    t.mem.put(DATA, &[0; 512]);
    t.mem.header(HDR, blk::T_IN, 1);
    t.mem.desc(DESC, 1, DATA, 512, WRITE | NEXT, 2);
    t.submit(0);
    t.used();
    assert_eq!(t.mem.get(DATA, 512), vec![0x5a; 512]);
    assert!(VirtioMmio::empty()
        .restore(&saved[..saved.len() - 1])
        .is_err());
}

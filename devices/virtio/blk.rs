//! virtio-blk (virtio 1.1 §5.2): requests IN, OUT, FLUSH and GET_ID on one queue,
//! completed at once (in virtual time) against a [`BlockBackend`].
//!
//! Features offered: SEG_MAX, GEOMETRY, BLK_SIZE, FLUSH, TOPOLOGY (QEMU 7.2's values,
//! read from its config space by `tests/virt_probe/virtio_probe.c`), RO for a read-only
//! disk, and of the transport's INDIRECT_DESC and VERSION_1. Not offered, although
//! QEMU 7.2 offers them: CONFIG_WCE (the cache mode is fixed: writeback, flushed on
//! FLUSH), DISCARD, WRITE_ZEROES, EVENT_IDX, RING_RESET; Linux uses none of them
//! unless offered. The config space is QEMU's byte for byte (0x39 bytes, discard and
//! write-zeroes limits included), so the fields a driver reads agree.
//!
//! As QEMU: a request's used length is the total of its device-writable buffers; IN
//! and OUT must cover whole 512-byte sectors inside the disk (else IOERR); GET_ID
//! writes the serial number, empty here, so one NUL byte; an unknown type is UNSUPP.
//! A request without a 16-byte header and a status byte, or with a device-readable
//! buffer after a writable one, breaks the device (it then needs a reset).

use arm::bus::GuestMemory;

use super::backend::BlockBackend;
use super::queue::{self, Chain, Segment};

/// The virtio device ID of a block device.
pub const DEVICE_ID: u32 = 2;
/// Request types.
pub const T_IN: u32 = 0;
pub const T_OUT: u32 = 1;
pub const T_FLUSH: u32 = 4;
pub const T_GET_ID: u32 = 8;
/// Status bytes.
pub const S_OK: u8 = 0;
pub const S_IOERR: u8 = 1;
pub const S_UNSUPP: u8 = 2;
/// Feature bits.
pub const F_SEG_MAX: u64 = 1 << 2;
pub const F_GEOMETRY: u64 = 1 << 4;
pub const F_RO: u64 = 1 << 5;
pub const F_BLK_SIZE: u64 = 1 << 6;
pub const F_FLUSH: u64 = 1 << 9;
pub const F_TOPOLOGY: u64 = 1 << 10;
pub const F_INDIRECT_DESC: u64 = 1 << 28;
pub const F_VERSION_1: u64 = 1 << 32;
/// What a writable disk offers.
pub const FEATURES: u64 =
    F_SEG_MAX | F_GEOMETRY | F_BLK_SIZE | F_FLUSH | F_TOPOLOGY | F_INDIRECT_DESC | F_VERSION_1;

const SECTOR: u64 = 512;
const HEADER: usize = 16;
/// VIRTIO_BLK_ID_BYTES.
const ID_BYTES: usize = 20;
/// The config space's length (QEMU: up to write_zeroes_may_unmap).
const CONFIG_LEN: usize = 0x39;
/// seg_max: QEMU's queue size 256 less 2.
const SEG_MAX: u32 = 254;
/// The largest request QEMU takes (BDRV_REQUEST_MAX_SECTORS), in sectors.
const MAX_REQUEST_SECTORS: u64 = (i32::MAX as u64 & !(SECTOR - 1)) / SECTOR;

/// A virtio-blk device.
pub struct Blk {
    backend: Box<dyn BlockBackend>,
    config: [u8; CONFIG_LEN],
}

impl std::fmt::Debug for Blk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Blk")
            .field("sectors", &self.sectors())
            .finish_non_exhaustive()
    }
}

impl Blk {
    pub fn new(backend: Box<dyn BlockBackend>) -> Blk {
        let sectors = backend.len() / SECTOR;
        let mut config = [0; CONFIG_LEN];
        let mut put = |at: usize, bytes: &[u8]| config[at..at + bytes.len()].copy_from_slice(bytes);
        put(0x00, &sectors.to_le_bytes());
        put(0x0c, &SEG_MAX.to_le_bytes());
        // hw/block/hd-geometry.c's guess for a disk without a partition table.
        let cylinders = (sectors / (16 * 63)).clamp(2, 16383) as u16;
        put(0x10, &cylinders.to_le_bytes());
        put(0x12, &[16, 63]);
        put(0x14, &(SECTOR as u32).to_le_bytes());
        put(0x20, &[1]); // writeback
        put(0x22, &1u16.to_le_bytes()); // num_queues
        put(0x24, &0x3f_ffffu32.to_le_bytes()); // max_discard_sectors
        put(0x28, &1u32.to_le_bytes()); // max_discard_seg
        put(0x2c, &1u32.to_le_bytes()); // discard_sector_alignment
        put(0x30, &0x3f_ffffu32.to_le_bytes()); // max_write_zeroes_sectors
        put(0x34, &1u32.to_le_bytes()); // max_write_zeroes_seg
        Blk { backend, config }
    }

    pub fn features(&self) -> u64 {
        FEATURES | if self.backend.read_only() { F_RO } else { 0 }
    }

    pub fn config(&self) -> &[u8] {
        &self.config
    }

    fn sectors(&self) -> u64 {
        self.backend.len() / SECTOR
    }

    pub fn backend(&self) -> &dyn BlockBackend {
        self.backend.as_ref()
    }

    pub fn backend_mut(&mut self) -> &mut dyn BlockBackend {
        self.backend.as_mut()
    }

    /// Whether `len` bytes from `sector` are whole sectors inside the disk.
    fn in_range(&self, sector: u64, len: u64) -> bool {
        let n = len / SECTOR;
        len.is_multiple_of(SECTOR)
            && n <= MAX_REQUEST_SECTORS
            && sector <= self.sectors()
            && n <= self.sectors() - sector
    }

    /// Serves one request; returns the used length, or why the device is broken.
    pub fn handle(&mut self, chain: &Chain, mem: &mut dyn GuestMemory) -> Result<u32, String> {
        let split = chain
            .segments
            .iter()
            .position(|s| s.write)
            .unwrap_or(chain.segments.len());
        let (out, inp) = chain.segments.split_at(split);
        if inp.iter().any(|s| !s.write) {
            return Err("a device-readable buffer after a writable one".into());
        }
        let out_len: u64 = out.iter().map(|s| u64::from(s.len)).sum();
        let in_len: u64 = inp.iter().map(|s| u64::from(s.len)).sum();
        if out_len < HEADER as u64 || in_len < 1 {
            return Err("virtio-blk request without its header or status".into());
        }
        let mut header = [0; HEADER];
        gather(mem, out, 0, &mut header)?;
        let kind = u32::from_le_bytes(header[0..4].try_into().expect("4 bytes"));
        let sector = u64::from_le_bytes(header[8..16].try_into().expect("8 bytes"));
        let data_in = in_len - 1;
        let status = match kind {
            T_IN if self.in_range(sector, data_in) => {
                let mut data = vec![0; data_in as usize];
                match self.backend.read_at(sector * SECTOR, &mut data) {
                    Ok(()) => {
                        scatter(mem, inp, 0, &data)?;
                        S_OK
                    }
                    Err(_) => S_IOERR,
                }
            }
            T_OUT if self.in_range(sector, out_len - HEADER as u64) => {
                let mut data = vec![0; (out_len - HEADER as u64) as usize];
                gather(mem, out, HEADER as u64, &mut data)?;
                match self.backend.write_at(sector * SECTOR, &data) {
                    Ok(()) => S_OK,
                    Err(_) => S_IOERR,
                }
            }
            T_IN | T_OUT => S_IOERR,
            T_FLUSH => match self.backend.flush() {
                Ok(()) => S_OK,
                Err(_) => S_IOERR,
            },
            T_GET_ID => {
                // The serial number is empty: its terminating NUL only.
                let n = 1.min(data_in as usize).min(ID_BYTES);
                scatter(mem, inp, 0, &vec![0; n])?;
                S_OK
            }
            _ => S_UNSUPP,
        };
        super::events::virtio_blk_request(kind, sector, data_in as u32, u32::from(status));
        scatter(mem, inp, in_len - 1, &[status])?;
        Ok(in_len as u32)
    }
}

/// Copies `buf.len()` bytes from offset `at` of the chain's segments.
fn gather(mem: &dyn GuestMemory, segs: &[Segment], at: u64, buf: &mut [u8]) -> Result<(), String> {
    each_piece(segs, at, buf.len(), |addr, from, n| {
        queue::read(mem, addr, &mut buf[from..from + n]).map_err(|e| e.to_string())
    })
}

/// Copies `data` to offset `at` of the chain's segments.
fn scatter(
    mem: &mut dyn GuestMemory,
    segs: &[Segment],
    at: u64,
    data: &[u8],
) -> Result<(), String> {
    each_piece(segs, at, data.len(), |addr, from, n| {
        queue::write(mem, addr, &data[from..from + n]).map_err(|e| e.to_string())
    })
}

/// Calls `f(guest address, offset in the bytes, length)` for each piece of
/// `[at, at + len)` of the segments laid end to end.
fn each_piece(
    segs: &[Segment],
    at: u64,
    len: usize,
    mut f: impl FnMut(u64, usize, usize) -> Result<(), String>,
) -> Result<(), String> {
    let mut start = 0u64;
    let mut done = 0usize;
    for s in segs {
        let end = start + u64::from(s.len);
        let pos = at + done as u64;
        if done < len && pos < end {
            let n = ((end - pos) as usize).min(len - done);
            f(s.addr + (pos - start), done, n)?;
            done += n;
        }
        start = end;
    }
    Ok(())
}

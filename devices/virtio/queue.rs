//! Split virtqueues (virtio 1.1 §2.6): a driver's descriptor chains taken from the
//! available ring, followed through indirect tables, and returned on the used ring,
//! all in guest physical memory through the `GuestMemory` of the notify write.

use arm::bus::GuestMemory;

/// Descriptor flags.
const F_NEXT: u16 = 1;
const F_WRITE: u16 = 2;
const F_INDIRECT: u16 = 4;
/// Available ring flag: the driver wants no interrupt.
pub const AVAIL_NO_INTERRUPT: u16 = 1;
/// The largest queue a driver may ask for (QEMU's VIRTQUEUE_MAX_SIZE, QueueNumMax).
pub const MAX_SIZE: u32 = 1024;
/// The size a queue has until the driver writes QueueNum (QEMU's virtio-blk default).
pub const DEFAULT_SIZE: u32 = 256;

/// Why a queue cannot be used: the device then needs a reset (QEMU's virtio_error).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum QueueError {
    #[error("ring or descriptor at {0:#x} is outside RAM")]
    Memory(u64),
    #[error("descriptor index {0} is past the table")]
    BadIndex(u32),
    #[error("descriptor chain longer than its table (a loop)")]
    Loop,
    #[error("indirect table of {0} bytes is not a whole number of descriptors")]
    BadIndirect(u32),
    #[error("indirect descriptor inside an indirect table")]
    NestedIndirect,
    #[error("the driver published {0} new buffers on a queue of {1}")]
    TooMany(u16, u32),
}

/// One buffer of a chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Segment {
    pub addr: u64,
    pub len: u32,
    /// Device-writable.
    pub write: bool,
}

/// A chain taken from the available ring.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chain {
    pub head: u16,
    pub segments: Vec<Segment>,
}

/// A queue's registers and ring positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Queue {
    pub size: u32,
    pub ready: bool,
    pub desc: u64,
    pub driver: u64,
    pub device: u64,
    /// The next available ring entry to take, and the next used ring entry.
    pub last_avail: u16,
    pub used_idx: u16,
}

impl Default for Queue {
    fn default() -> Self {
        Queue {
            size: DEFAULT_SIZE,
            ready: false,
            desc: 0,
            driver: 0,
            device: 0,
            last_avail: 0,
            used_idx: 0,
        }
    }
}

pub(crate) fn read(mem: &dyn GuestMemory, addr: u64, buf: &mut [u8]) -> Result<(), QueueError> {
    let a = u32::try_from(addr).map_err(|_| QueueError::Memory(addr))?;
    mem.read_phys(a, buf).map_err(|_| QueueError::Memory(addr))
}

pub(crate) fn write(mem: &mut dyn GuestMemory, addr: u64, buf: &[u8]) -> Result<(), QueueError> {
    let a = u32::try_from(addr).map_err(|_| QueueError::Memory(addr))?;
    mem.write_phys(a, buf).map_err(|_| QueueError::Memory(addr))
}

fn read_u16(mem: &dyn GuestMemory, addr: u64) -> Result<u16, QueueError> {
    let mut b = [0; 2];
    read(mem, addr, &mut b)?;
    Ok(u16::from_le_bytes(b))
}

/// A descriptor: address, length, flags, next.
fn descriptor(
    mem: &dyn GuestMemory,
    table: u64,
    i: u32,
) -> Result<(u64, u32, u16, u16), QueueError> {
    let mut d = [0; 16];
    read(mem, table + 16 * u64::from(i), &mut d)?;
    let addr = u64::from_le_bytes(d[0..8].try_into().expect("8 bytes"));
    let len = u32::from_le_bytes(d[8..12].try_into().expect("4 bytes"));
    let flags = u16::from_le_bytes([d[12], d[13]]);
    let next = u16::from_le_bytes([d[14], d[15]]);
    Ok((addr, len, flags, next))
}

impl Queue {
    /// The next chain the driver made available, if any.
    pub fn pop(&mut self, mem: &dyn GuestMemory) -> Result<Option<Chain>, QueueError> {
        let avail_idx = read_u16(mem, self.driver + 2)?;
        let waiting = avail_idx.wrapping_sub(self.last_avail);
        if waiting == 0 {
            return Ok(None);
        }
        if u32::from(waiting) > self.size {
            return Err(QueueError::TooMany(waiting, self.size));
        }
        let slot = u32::from(self.last_avail) % self.size;
        let head = read_u16(mem, self.driver + 4 + 2 * u64::from(slot))?;
        self.last_avail = self.last_avail.wrapping_add(1);
        let mut chain = Chain {
            head,
            segments: Vec::new(),
        };
        self.walk(
            mem,
            self.desc,
            self.size,
            u32::from(head),
            &mut chain,
            false,
        )?;
        Ok(Some(chain))
    }

    /// Follows the chain from `index` in the table at `table` of `count` entries.
    fn walk(
        &self,
        mem: &dyn GuestMemory,
        table: u64,
        count: u32,
        mut index: u32,
        chain: &mut Chain,
        indirect: bool,
    ) -> Result<(), QueueError> {
        for _ in 0..count {
            if index >= count {
                return Err(QueueError::BadIndex(index));
            }
            let (addr, len, flags, next) = descriptor(mem, table, index)?;
            if flags & F_INDIRECT != 0 {
                if indirect {
                    return Err(QueueError::NestedIndirect);
                }
                if !len.is_multiple_of(16) || len == 0 {
                    return Err(QueueError::BadIndirect(len));
                }
                // An indirect descriptor ends the chain in the main table.
                return self.walk(mem, addr, len / 16, 0, chain, true);
            }
            chain.segments.push(Segment {
                addr,
                len,
                write: flags & F_WRITE != 0,
            });
            if flags & F_NEXT == 0 {
                return Ok(());
            }
            index = u32::from(next);
        }
        Err(QueueError::Loop)
    }

    /// Returns chain `head` on the used ring with `len` bytes written.
    pub fn push(
        &mut self,
        mem: &mut dyn GuestMemory,
        head: u16,
        len: u32,
    ) -> Result<(), QueueError> {
        let slot = u32::from(self.used_idx) % self.size;
        let mut elem = [0; 8];
        elem[0..4].copy_from_slice(&u32::from(head).to_le_bytes());
        elem[4..8].copy_from_slice(&len.to_le_bytes());
        write(mem, self.device + 4 + 8 * u64::from(slot), &elem)?;
        self.used_idx = self.used_idx.wrapping_add(1);
        write(mem, self.device + 2, &self.used_idx.to_le_bytes())
    }

    /// Whether the driver lets the device interrupt (no VRING_AVAIL_F_NO_INTERRUPT).
    pub fn wants_interrupt(&self, mem: &dyn GuestMemory) -> Result<bool, QueueError> {
        Ok(read_u16(mem, self.driver)? & AVAIL_NO_INTERRUPT == 0)
    }
}

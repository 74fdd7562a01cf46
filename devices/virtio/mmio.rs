//! The virtio-mmio transport, version 2 (virtio 1.1 §4.2.2), as QEMU 7.2 answers with
//! `-global virtio-mmio.force-legacy=false` (measured by
//! `tests/virt_probe/virtio_probe.c`, records `tests/virt_probe/qemu_virtio_*.txt`):
//! - a slot without a device reads MagicValue, Version 2 and VendorID, zero elsewhere,
//!   at any access size, and ignores writes (Linux then finds DeviceID 0 and skips it);
//! - with a device, registers take word accesses only (others read zero, writes are
//!   ignored); the config space from 0x100 takes any size and reads all-ones past its
//!   end; nothing in it is writable;
//! - DeviceFeaturesSel and DriverFeaturesSel hold 0 or 1 (any non-zero value is 1);
//!   QueueNumMax is 1024 for a queue that exists, else 0; QueueNum, QueueDesc, Driver
//!   and Device are write-only (read zero); SHMLenLow/High read all-ones (no shared
//!   memory); FEATURES_OK is accepted whatever the driver chose, features not offered
//!   being dropped;
//! - InterruptStatus bit 0 rises when a request completes (unless the driver set
//!   VRING_AVAIL_F_NO_INTERRUPT) and the output line is high while InterruptStatus is
//!   non-zero; InterruptACK clears bits;
//! - writing Status 0 resets the device (queues, features, interrupt).
//!
//! Requests complete during the QueueNotify write, so their effects are in virtual
//! time. A queue the driver corrupts (see [`QueueError`]) breaks the device as QEMU's
//! virtio_error does: Status gains DEVICE_NEEDS_RESET, InterruptStatus bit 1 (config
//! change) rises, and the queue is not served until a reset.

use arm::bus::GuestMemory;
use arm::AccessSize;

use super::blk::Blk;
use super::queue::{Queue, QueueError, MAX_SIZE};
use crate::bus::Device;
use crate::events::RegTrace;
use crate::state::{StateError, StateReader, StateWriter};

/// Register offsets.
pub mod reg {
    pub const MAGIC: u32 = 0x000;
    pub const VERSION: u32 = 0x004;
    pub const DEVICE_ID: u32 = 0x008;
    pub const VENDOR_ID: u32 = 0x00c;
    pub const DEVICE_FEATURES: u32 = 0x010;
    pub const DEVICE_FEATURES_SEL: u32 = 0x014;
    pub const DRIVER_FEATURES: u32 = 0x020;
    pub const DRIVER_FEATURES_SEL: u32 = 0x024;
    pub const QUEUE_SEL: u32 = 0x030;
    pub const QUEUE_NUM_MAX: u32 = 0x034;
    pub const QUEUE_NUM: u32 = 0x038;
    pub const QUEUE_READY: u32 = 0x044;
    pub const QUEUE_NOTIFY: u32 = 0x050;
    pub const INTERRUPT_STATUS: u32 = 0x060;
    pub const INTERRUPT_ACK: u32 = 0x064;
    pub const STATUS: u32 = 0x070;
    pub const QUEUE_DESC_LOW: u32 = 0x080;
    pub const QUEUE_DESC_HIGH: u32 = 0x084;
    pub const QUEUE_DRIVER_LOW: u32 = 0x090;
    pub const QUEUE_DRIVER_HIGH: u32 = 0x094;
    pub const QUEUE_DEVICE_LOW: u32 = 0x0a0;
    pub const QUEUE_DEVICE_HIGH: u32 = 0x0a4;
    pub const SHM_LEN_LOW: u32 = 0x0b0;
    pub const SHM_LEN_HIGH: u32 = 0x0b4;
    pub const CONFIG_GENERATION: u32 = 0x0fc;
    pub const CONFIG: u32 = 0x100;
}

/// "virt" and QEMU's vendor ID "QEMU".
pub const MAGIC: u32 = 0x7472_6976;
pub const VERSION: u32 = 2;
pub const VENDOR_ID: u32 = 0x554d_4551;
/// Status bits.
const STATUS_FEATURES_OK: u32 = 8;
const STATUS_NEEDS_RESET: u32 = 0x40;
/// InterruptStatus bits.
const INT_USED_BUFFER: u32 = 1;
const INT_CONFIG: u32 = 2;
/// QueueSel values QEMU keeps (VIRTIO_QUEUE_MAX).
const QUEUE_SEL_MAX: u32 = 1024;
/// Queues of a block device.
const NUM_QUEUES: usize = 1;

/// The transport's register events.
pub static TRACE: RegTrace = RegTrace::new(
    &super::events::event_desc::virtio_mmio_read,
    &super::events::event_desc::virtio_mmio_write,
    super::events::virtio_mmio_read,
    super::events::virtio_mmio_write,
    reg_name,
);

/// The name of the register at `offset` (trace events).
pub fn reg_name(offset: u32, _write: bool) -> &'static str {
    use reg::*;
    match offset {
        MAGIC => "MagicValue",
        VERSION => "Version",
        DEVICE_ID => "DeviceID",
        VENDOR_ID => "VendorID",
        DEVICE_FEATURES => "DeviceFeatures",
        DEVICE_FEATURES_SEL => "DeviceFeaturesSel",
        DRIVER_FEATURES => "DriverFeatures",
        DRIVER_FEATURES_SEL => "DriverFeaturesSel",
        QUEUE_SEL => "QueueSel",
        QUEUE_NUM_MAX => "QueueNumMax",
        QUEUE_NUM => "QueueNum",
        QUEUE_READY => "QueueReady",
        QUEUE_NOTIFY => "QueueNotify",
        INTERRUPT_STATUS => "InterruptStatus",
        INTERRUPT_ACK => "InterruptACK",
        STATUS => "Status",
        QUEUE_DESC_LOW => "QueueDescLow",
        QUEUE_DESC_HIGH => "QueueDescHigh",
        QUEUE_DRIVER_LOW => "QueueDriverLow",
        QUEUE_DRIVER_HIGH => "QueueDriverHigh",
        QUEUE_DEVICE_LOW => "QueueDeviceLow",
        QUEUE_DEVICE_HIGH => "QueueDeviceHigh",
        SHM_LEN_LOW => "SHMLenLow",
        SHM_LEN_HIGH => "SHMLenHigh",
        CONFIG_GENERATION => "ConfigGeneration",
        CONFIG.. => "Config",
        _ => "reserved",
    }
}

/// One virtio-mmio slot, empty or holding a block device.
pub struct VirtioMmio {
    blk: Option<Blk>,
    device_features_sel: u32,
    driver_features_sel: u32,
    driver_features: [u32; 2],
    queue_sel: u32,
    queues: [Queue; NUM_QUEUES],
    status: u32,
    interrupt: u32,
    /// Set by a corrupt queue until the next reset.
    broken: bool,
}

impl std::fmt::Debug for VirtioMmio {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VirtioMmio")
            .field("blk", &self.blk)
            .field("status", &self.status)
            .finish_non_exhaustive()
    }
}

impl VirtioMmio {
    /// A slot without a device (QEMU's empty transports).
    pub fn empty() -> VirtioMmio {
        VirtioMmio {
            blk: None,
            device_features_sel: 0,
            driver_features_sel: 0,
            driver_features: [0; 2],
            queue_sel: 0,
            queues: [Queue::default(); NUM_QUEUES],
            status: 0,
            interrupt: 0,
            broken: false,
        }
    }

    /// A slot holding a block device.
    pub fn with_blk(blk: Blk) -> VirtioMmio {
        VirtioMmio {
            blk: Some(blk),
            ..VirtioMmio::empty()
        }
    }

    /// The block device, if the slot holds one.
    pub fn blk(&self) -> Option<&Blk> {
        self.blk.as_ref()
    }

    /// The features the driver accepted (FEATURES_OK), as the device applies them.
    pub fn negotiated(&self) -> u64 {
        let offered = self.blk.as_ref().map_or(0, Blk::features);
        (u64::from(self.driver_features[1]) << 32 | u64::from(self.driver_features[0])) & offered
    }

    fn reset(&mut self) {
        let blk = self.blk.take();
        *self = VirtioMmio {
            blk,
            ..VirtioMmio::empty()
        };
    }

    fn queue(&mut self) -> Option<&mut Queue> {
        self.queues.get_mut(self.queue_sel as usize)
    }

    fn read_register(&mut self, offset: u32, blk: (u32, u64)) -> u32 {
        use reg::*;
        let (device_id, features) = blk;
        match offset {
            MAGIC => self::MAGIC,
            VERSION => self::VERSION,
            DEVICE_ID => device_id,
            VENDOR_ID => self::VENDOR_ID,
            DEVICE_FEATURES => (features >> (32 * self.device_features_sel)) as u32,
            QUEUE_NUM_MAX => self.queue().map_or(0, |_| MAX_SIZE),
            QUEUE_READY => self.queue().map_or(0, |q| u32::from(q.ready)),
            INTERRUPT_STATUS => self.interrupt,
            STATUS => self.status,
            SHM_LEN_LOW | SHM_LEN_HIGH => u32::MAX,
            CONFIG_GENERATION => 0,
            _ => 0,
        }
    }

    fn write_register(&mut self, offset: u32, value: u32, mem: Option<&mut dyn GuestMemory>) {
        use reg::*;
        let set_low = |r: &mut u64, v: u32| *r = (*r & !0xffff_ffff) | u64::from(v);
        let set_high = |r: &mut u64, v: u32| *r = (*r & 0xffff_ffff) | u64::from(v) << 32;
        match offset {
            DEVICE_FEATURES_SEL => self.device_features_sel = u32::from(value != 0),
            DRIVER_FEATURES_SEL => self.driver_features_sel = u32::from(value != 0),
            DRIVER_FEATURES => self.driver_features[self.driver_features_sel as usize] = value,
            QUEUE_SEL if value < QUEUE_SEL_MAX => self.queue_sel = value,
            QUEUE_NUM => {
                if let Some(q) = self.queue() {
                    if (1..=MAX_SIZE).contains(&value) {
                        q.size = value;
                    }
                }
            }
            QUEUE_READY => {
                if let Some(q) = self.queue() {
                    q.ready = value != 0;
                }
            }
            QUEUE_DESC_LOW | QUEUE_DESC_HIGH | QUEUE_DRIVER_LOW | QUEUE_DRIVER_HIGH
            | QUEUE_DEVICE_LOW | QUEUE_DEVICE_HIGH => {
                if let Some(q) = self.queue() {
                    let field = match offset & !7 {
                        QUEUE_DESC_LOW => &mut q.desc,
                        QUEUE_DRIVER_LOW => &mut q.driver,
                        _ => &mut q.device,
                    };
                    if offset & 4 == 0 {
                        set_low(field, value);
                    } else {
                        set_high(field, value);
                    }
                }
            }
            QUEUE_NOTIFY => {
                super::events::virtio_notify(value);
                if let Some(mem) = mem {
                    self.notify(value, mem);
                } else {
                    crate::events::guest_error(offset, "virtio: QueueNotify without a memory view");
                }
            }
            INTERRUPT_ACK => self.interrupt &= !value,
            STATUS if value == 0 => self.reset(),
            STATUS => {
                if value & STATUS_FEATURES_OK != 0 && self.status & STATUS_FEATURES_OK == 0 {
                    let accepted = self.negotiated();
                    self.driver_features = [accepted as u32, (accepted >> 32) as u32];
                }
                self.status = value & 0xff;
            }
            _ => {}
        }
    }

    /// Serves every request the driver made available on queue `index`.
    fn notify(&mut self, index: u32, mem: &mut dyn GuestMemory) {
        let Some(blk) = self.blk.as_mut() else { return };
        let Some(q) = self.queues.get_mut(index as usize) else {
            return;
        };
        if !q.ready || self.broken {
            return;
        }
        let mut served = false;
        let result = (|| -> Result<(), String> {
            while let Some(chain) = q.pop(mem).map_err(|e: QueueError| e.to_string())? {
                let len = blk.handle(&chain, mem)?;
                q.push(mem, chain.head, len).map_err(|e| e.to_string())?;
                served = true;
            }
            Ok(())
        })();
        if served && q.wants_interrupt(mem).unwrap_or(true) {
            self.interrupt |= INT_USED_BUFFER;
        }
        if let Err(why) = result {
            crate::events::guest_error(reg::QUEUE_NOTIFY, &format!("virtio-blk: {why}"));
            self.broken = true;
            self.status |= STATUS_NEEDS_RESET;
            self.interrupt |= INT_CONFIG;
        }
    }

    fn config_read(&self, offset: u32, size: AccessSize) -> u32 {
        let config = self.blk.as_ref().map_or(&[][..], Blk::config);
        let at = (offset - reg::CONFIG) as usize;
        let n = size as usize;
        match config.get(at..at + n) {
            Some(b) => b.iter().rev().fold(0, |v, x| v << 8 | u32::from(*x)),
            None => u32::MAX,
        }
    }
}

impl Device for VirtioMmio {
    fn keeps_time(&self) -> bool {
        false
    }

    fn read(&mut self, _now: u64, offset: u32, size: AccessSize) -> u32 {
        let lane = (offset & 3) * 8;
        let Some(blk) = self.blk.as_ref() else {
            // No backend: the identification registers only, at any size (QEMU
            // decodes the exact offset: a byte at MagicValue + 1 reads zero).
            return match offset {
                reg::MAGIC => MAGIC,
                reg::VERSION => VERSION,
                reg::VENDOR_ID => VENDOR_ID,
                _ => 0,
            };
        };
        let id = (super::blk::DEVICE_ID, blk.features());
        if offset >= reg::CONFIG {
            return self.config_read(offset, size).wrapping_shl(lane);
        }
        if size != AccessSize::Word {
            crate::events::guest_error(offset, "virtio: register read that is not a word");
            return 0;
        }
        self.read_register(offset, id)
    }

    fn write(&mut self, now: u64, offset: u32, size: AccessSize, value: u32) {
        self.write_access(now, offset, size, value, None);
    }

    fn write_with_memory(
        &mut self,
        now: u64,
        offset: u32,
        size: AccessSize,
        value: u32,
        mem: &mut dyn GuestMemory,
    ) {
        self.write_access(now, offset, size, value, Some(mem));
    }

    fn outputs(&self) -> u32 {
        u32::from(self.interrupt != 0)
    }

    fn trace(&self) -> &'static RegTrace {
        &TRACE
    }

    fn byte_addressed(&self) -> bool {
        true
    }

    fn snapshot(&self) -> Option<crate::bus::DeviceState> {
        let mut w = StateWriter::new();
        w.u32s(&[
            self.device_features_sel,
            self.driver_features_sel,
            self.driver_features[0],
            self.driver_features[1],
            self.queue_sel,
            self.status,
            self.interrupt,
        ]);
        w.bool(self.broken);
        for q in &self.queues {
            w.u32(q.size);
            w.bool(q.ready);
            w.u64(q.desc);
            w.u64(q.driver);
            w.u64(q.device);
            w.u32(u32::from(q.last_avail) | u32::from(q.used_idx) << 16);
        }
        match self.blk.as_ref().map(|b| b.backend().save()) {
            // A disk whose writes went to a host file cannot be saved: the board
            // refuses checkpoints before asking (`VirtBoard::snapshot`).
            Some(disk) => w.bytes(&disk.unwrap_or_default()),
            None => w.bytes(&[]),
        }
        Some(w.into_bytes())
    }

    fn restore(&mut self, state: &[u8]) -> Result<(), StateError> {
        let mut r = StateReader::new(state);
        let mut regs = [0; 7];
        r.u32s(&mut regs, "virtio-mmio registers")?;
        let broken = r.bool("virtio-mmio broken")?;
        let mut queues = [Queue::default(); NUM_QUEUES];
        for q in &mut queues {
            q.size = r.u32("virtio queue size")?;
            if !(1..=MAX_SIZE).contains(&q.size) {
                return Err(StateError::BadValue {
                    what: "virtio queue size",
                    value: u64::from(q.size),
                });
            }
            q.ready = r.bool("virtio queue ready")?;
            q.desc = r.u64("virtio queue desc")?;
            q.driver = r.u64("virtio queue driver")?;
            q.device = r.u64("virtio queue device")?;
            let idx = r.u32("virtio queue indices")?;
            q.last_avail = idx as u16;
            q.used_idx = (idx >> 16) as u16;
        }
        let disk = r.bytes(usize::MAX >> 1, "virtio disk")?;
        r.finish()?;
        let [dfs, drfs, df0, df1, sel, status, interrupt] = regs;
        if dfs > 1 || drfs > 1 || sel >= QUEUE_SEL_MAX {
            return Err(StateError::BadValue {
                what: "virtio feature or queue selector",
                value: u64::from(dfs.max(drfs).max(sel)),
            });
        }
        if let Some(blk) = self.blk.as_mut() {
            blk.backend_mut()
                .load(disk)
                .map_err(|_| StateError::BadValue {
                    what: "virtio disk",
                    value: disk.len() as u64,
                })?;
        }
        self.device_features_sel = dfs;
        self.driver_features_sel = drfs;
        self.driver_features = [df0, df1];
        self.queue_sel = sel;
        self.status = status;
        self.interrupt = interrupt;
        self.broken = broken;
        self.queues = queues;
        Ok(())
    }
}

impl VirtioMmio {
    fn write_access(
        &mut self,
        _now: u64,
        offset: u32,
        size: AccessSize,
        value: u32,
        mem: Option<&mut dyn GuestMemory>,
    ) {
        if self.blk.is_none() || offset >= reg::CONFIG {
            return;
        }
        if size != AccessSize::Word {
            crate::events::guest_error(offset, "virtio: register write that is not a word");
            return;
        }
        self.write_register(offset, value, mem);
    }
}

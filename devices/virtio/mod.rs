//! virtio over MMIO: the version 2 transport QEMU's `virt` board has in 32 slots
//! ([`mmio`]), split virtqueues ([`queue`]), the block device ([`blk`]) and the disks
//! behind it ([`backend`]).

pub mod backend;
pub mod blk;
pub mod mmio;
pub mod queue;
#[cfg(test)]
mod tests;

pub use backend::{BlockBackend, FileBackend, MemBackend, Overlay};
pub use blk::Blk;
pub use mmio::VirtioMmio;

/// virtio's trace events.
pub mod events {
    goldtrace_events::events! {
        /// A read of a virtio-mmio register.
        fn virtio_mmio_read(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x -> 0x%x (%u bytes)";
        /// A write of a virtio-mmio register.
        fn virtio_mmio_write(reg: &str, addr: u32, value: u32, size: u32) = "%s @ 0x%08x <- 0x%x (%u bytes)";
        /// The driver notified a queue (QueueNotify).
        fn virtio_notify(queue: u32) = "queue %u";
        /// A virtio-blk request completed: type, first sector, data bytes, status.
        fn virtio_blk_request(kind: u32, sector: u64, len: u32, status: u32) = "type %u sector %lu len %u status %u";
    }
}

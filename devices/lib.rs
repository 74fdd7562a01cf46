//! The devices behind the MMIO bus of the Versatile PB and `virt` boards, and the
//! goldfish trace device.
//!
//! Devices follow the TinyEMU pattern: each one answers reads and writes at an
//! offset inside its window, holds its own interrupt output lines, and, when it
//! depends on time, computes its state lazily from the current device time
//! (`now`, in nominal CPU ticks) and reports when it next changes by itself.
//! `board::Board` (Versatile PB) and `board::virt::VirtBoard` wire them into a memory
//! map and implement `arm::Bus`.
#![forbid(unsafe_code)]

pub mod board;
pub mod bus;
pub mod clock;
pub mod events;
pub mod gic;
pub mod goldfish_trace;
pub mod irq;
pub mod pl011;
pub mod pl031;
pub mod primecell;
pub mod psci;
pub mod sic;
pub mod sp804;
pub mod sp810;
pub mod state;
pub mod sysregs;
pub mod vic;
pub mod virtio;

pub use arm::bus::{AccessSize, Irqs, SystemRequest};
pub use board::virt::{VirtBoard, VirtConfig};
pub use board::{Board, BoardConfig};
pub use bus::{DevId, Device, Mmio};
pub use clock::{Clock, CPU_HZ};

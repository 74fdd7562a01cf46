//! goldtrace's program-status register: one word a guest writes and the host reads,
//! by which the `/init` of `goldtrace run` says where its program stands on a board
//! without the Versatile PB's SYS_FLAGS (`virt`). Not part of the goldfish device:
//! it has its own page after the trace device's window, because the trace driver
//! claims that window and a kernel with `IO_STRICT_DEVMEM` then refuses busybox
//! `devmem` there; an address no driver claims stays open to `/dev/mem`.

use arm::bus::AccessSize;

use crate::bus::Device;

/// Where `virt` maps it when running a program: the page after the trace device's
/// 8 KiB (unassigned on QEMU's map, like the trace device's own address).
pub const VIRT_BASE: u32 = crate::board::virt::TRACE_BASE + super::regs::SIZE;
/// One page.
pub const SIZE: u32 = 0x1000;
/// The register's offset; every other offset reads 0 and ignores writes.
pub const STATUS: u32 = 0x000;

/// The register: what the guest last wrote, 0 at reset.
#[derive(Clone, Copy, Debug, Default)]
pub struct ProgramStatus {
    value: u32,
}

impl ProgramStatus {
    pub fn new() -> ProgramStatus {
        ProgramStatus::default()
    }

    /// The value last written.
    pub fn value(&self) -> u32 {
        self.value
    }
}

impl crate::state::SaveState for ProgramStatus {
    fn save(&self, w: &mut crate::state::StateWriter) {
        w.u32(self.value);
    }
    fn load(&mut self, r: &mut crate::state::StateReader) -> Result<(), crate::state::StateError> {
        self.value = r.u32("program status")?;
        Ok(())
    }
}

impl Device for ProgramStatus {
    crate::saved_state!();

    fn read(&mut self, _now: u64, offset: u32, _size: AccessSize) -> u32 {
        if offset == STATUS {
            self.value
        } else {
            0
        }
    }

    fn write(&mut self, _now: u64, offset: u32, _size: AccessSize, value: u32) {
        if offset == STATUS {
            self.value = value;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_register_keeps_what_the_guest_wrote() {
        let mut d = ProgramStatus::new();
        assert_eq!(d.read(0, STATUS, AccessSize::Word), 0);
        d.write(5, STATUS, AccessSize::Word, 0x4754_0003);
        d.write(5, 4, AccessSize::Word, 9);
        assert_eq!(d.read(6, STATUS, AccessSize::Word), 0x4754_0003);
        assert_eq!(d.read(6, 4, AccessSize::Word), 0);
        let saved = d.snapshot().unwrap();
        let mut e = ProgramStatus::new();
        e.restore(&saved).unwrap();
        assert_eq!(e.value(), 0x4754_0003);
        assert_eq!(VIRT_BASE, 0x0b00_2000);
    }
}

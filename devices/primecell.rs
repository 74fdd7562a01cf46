//! PrimeCell identification registers (offsets 0xfe0-0xffc of every AMBA
//! peripheral): PeriphID0-3 then PCellID0-3, one byte each in bits [7:0].
//!
//! Values are those qemu-system-arm 7.2 returns on versatilepb (recorded in
//! tests/fixtures/qemu-ids.txt), which match the TRMs of the modelled cells.

/// Offset of PeriphID0; the eight ID registers follow at 4-byte steps.
pub const ID_BASE: u32 = 0xfe0;

/// The eight ID bytes of one PrimeCell.
pub type PrimeCellId = [u8; 8];

/// The PrimeCell component ID shared by every cell (PCellID0-3).
const PCELL: [u8; 4] = [0x0d, 0xf0, 0x05, 0xb1];

const fn id(p: [u8; 4]) -> PrimeCellId {
    [
        p[0], p[1], p[2], p[3], PCELL[0], PCELL[1], PCELL[2], PCELL[3],
    ]
}

/// PL190 vectored interrupt controller.
pub const PL190: PrimeCellId = id([0x90, 0x11, 0x04, 0x00]);
/// SP804 dual timer.
pub const SP804: PrimeCellId = id([0x04, 0x18, 0x14, 0x00]);
/// PL011 UART (ARM's ID; QEMU's Luminary variant differs, not used here).
pub const PL011: PrimeCellId = id([0x11, 0x10, 0x14, 0x00]);
/// PL031 real-time clock.
pub const PL031: PrimeCellId = id([0x31, 0x10, 0x14, 0x00]);
/// PL061 GPIO.
pub const PL061: PrimeCellId = id([0x61, 0x10, 0x04, 0x00]);
/// PL110 colour LCD controller.
pub const PL110: PrimeCellId = id([0x10, 0x11, 0x04, 0x00]);
/// PL080 DMA controller (QEMU reports revision 0x0a in PeriphID3).
pub const PL080: PrimeCellId = id([0x80, 0x10, 0x04, 0x0a]);
/// PL041 AACI.
pub const PL041: PrimeCellId = id([0x41, 0x10, 0x04, 0x29]);
/// PL181 MMCI.
pub const PL181: PrimeCellId = id([0x81, 0x11, 0x04, 0x00]);
/// PL050 KMI.
pub const PL050: PrimeCellId = id([0x50, 0x10, 0x04, 0x00]);

/// The ID register at `offset`, if `offset` is one of them.
pub fn read_id(id: &PrimeCellId, offset: u32) -> Option<u32> {
    if (ID_BASE..ID_BASE + 32).contains(&offset) && offset.is_multiple_of(4) {
        Some(u32::from(id[((offset - ID_BASE) / 4) as usize]))
    } else {
        None
    }
}

/// The name of the ID register at `offset` (PeriphID0-3, PCellID0-3), if it is one.
pub fn id_name(offset: u32) -> Option<&'static str> {
    const NAMES: [&str; 8] = [
        "PeriphID0",
        "PeriphID1",
        "PeriphID2",
        "PeriphID3",
        "PCellID0",
        "PCellID1",
        "PCellID2",
        "PCellID3",
    ];
    if (ID_BASE..ID_BASE + 32).contains(&offset) && offset.is_multiple_of(4) {
        Some(NAMES[((offset - ID_BASE) / 4) as usize])
    } else {
        None
    }
}

/// Register names of a cell modelled by its IDs only (trace events).
pub fn reg_name(offset: u32, _write: bool) -> &'static str {
    id_name(offset).unwrap_or("unmodelled")
}

/// A PrimeCell that this emulator does not model beyond its identity: the
/// kernel's AMBA bus only reads the ID registers of these. Every other register
/// reads as zero and ignores writes (a departure from the hardware, whose
/// drivers are not built into the guest).
#[derive(Clone, Copy, Debug)]
pub struct IdOnly {
    id: PrimeCellId,
}

impl IdOnly {
    pub fn new(id: PrimeCellId) -> IdOnly {
        IdOnly { id }
    }
}

impl crate::bus::Device for IdOnly {
    fn read(&mut self, _now: u64, offset: u32, _size: arm::AccessSize) -> u32 {
        read_id(&self.id, offset).unwrap_or(0)
    }

    fn write(&mut self, _now: u64, _offset: u32, _size: arm::AccessSize, _value: u32) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_laid_out_in_order() {
        assert_eq!(read_id(&PL011, 0xfe0), Some(0x11));
        assert_eq!(read_id(&PL011, 0xfe8), Some(0x14));
        assert_eq!(read_id(&PL011, 0xffc), Some(0xb1));
        assert_eq!(read_id(&PL011, 0xfdc), None);
        assert_eq!(read_id(&PL011, 0x1000), None);
        assert_eq!(read_id(&PL011, 0xfe1), None);
    }

    #[test]
    fn id_only_device_answers_ids_and_zero() {
        use crate::bus::Device;
        let mut d = IdOnly::new(PL061);
        assert_eq!(d.read(0, 0xfe0, arm::AccessSize::Word), 0x61);
        d.write(0, 0x400, arm::AccessSize::Word, 0xff);
        assert_eq!(d.read(0, 0x400, arm::AccessSize::Word), 0);
    }
}

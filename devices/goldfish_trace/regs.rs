//! The register map of the goldfish `qemu_trace` device (docs/android-qtrace-format.md §13.2):
//! page 0 for the guest kernel, page 1 for user space, PrimeCell IDs at the end of page 1.

/// Base address of the device on our Versatile PB map (guest/README.md, `goldtrace.dts`);
/// other boards map it elsewhere (`GoldfishTrace::at_base`).
pub const BASE: u32 = 0x1015_0000;
/// The most bytes one `KALLSYMS` write hands over; a longer `KALLSYMS_LEN` is refused.
pub const KALLSYMS_MAX: u32 = 64 * 1024;
/// Two 4 KiB pages.
pub const SIZE: u32 = 0x2000;
/// The size of a page, and the bound on every string the device copies out of the guest.
pub const PAGE: u32 = 0x1000;

/// Page-0 registers (byte offsets; index i of the Android device is at 4·i).
pub mod off {
    pub const SWITCH: u32 = 0x000;
    pub const FORK: u32 = 0x004;
    pub const EXECVE_VMSTART: u32 = 0x00c;
    pub const EXECVE_VMEND: u32 = 0x010;
    pub const EXECVE_OFFSET: u32 = 0x014;
    pub const EXECVE_EXEPATH: u32 = 0x018;
    pub const EXIT: u32 = 0x01c;
    pub const CMDLINE: u32 = 0x020;
    pub const CMDLINE_LEN: u32 = 0x024;
    pub const MMAP_EXEPATH: u32 = 0x028;
    pub const INIT_PID: u32 = 0x02c;
    pub const INIT_NAME: u32 = 0x030;
    pub const CLONE: u32 = 0x034;
    pub const UNMAP_START: u32 = 0x038;
    pub const UNMAP_END: u32 = 0x03c;
    pub const NAME: u32 = 0x040;
    pub const TGID: u32 = 0x044;
    pub const DYN_SYM: u32 = 0x0c8;
    pub const DYN_SYM_ADDR: u32 = 0x0cc;
    pub const REMOVE_ADDR: u32 = 0x0d0;
    /// Not on the Android device: latch, the length of the next `KALLSYMS` piece.
    pub const KALLSYMS_LEN: u32 = 0x0d4;
    /// Not on the Android device: the VA of `KALLSYMS_LEN` bytes of the guest kernel's
    /// `/proc/kallsyms` (the loadable driver sends it at probe: a stock kernel ships no
    /// symbols).
    pub const KALLSYMS: u32 = 0x0d8;
    pub const PRINT_STR: u32 = 0x0f0;
    pub const PRINT_NUM_DEC: u32 = 0x0f4;
    pub const PRINT_NUM_HEX: u32 = 0x0f8;
    pub const STOP_EMU: u32 = 0x168;
    pub const ENABLE: u32 = 0x190;
    /// Page 1, word 0: the first of the 64 method-trace words (call type = word index).
    pub const METHOD_BASE: u32 = 0x1000;
    /// One past the last method-trace word.
    pub const METHOD_END: u32 = 0x1100;
    /// PeriphID0; PeriphID0-3 and PCellID0-3 follow at 4-byte steps.
    pub const ID_BASE: u32 = 0x1fe0;
}

/// PeriphID0-3 then PCellID0-3: peripheral ID 0x00047d54 (designer 0x47, part 0xd54,
/// revision 0), the driver's `amba_id`, and the PrimeCell component ID 0xb105f00d.
pub const PRIMECELL_ID: [u8; 8] = [0x54, 0x7d, 0x04, 0x00, 0x0d, 0xf0, 0x05, 0xb1];

/// The data-sheet name of a page-0 register, for guest-error messages.
pub fn name(offset: u32) -> &'static str {
    match offset {
        off::SWITCH => "SWITCH",
        off::FORK => "FORK",
        off::EXECVE_VMSTART => "EXECVE_VMSTART",
        off::EXECVE_VMEND => "EXECVE_VMEND",
        off::EXECVE_OFFSET => "EXECVE_OFFSET",
        off::EXECVE_EXEPATH => "EXECVE_EXEPATH",
        off::EXIT => "EXIT",
        off::CMDLINE => "CMDLINE",
        off::CMDLINE_LEN => "CMDLINE_LEN",
        off::MMAP_EXEPATH => "MMAP_EXEPATH",
        off::INIT_PID => "INIT_PID",
        off::INIT_NAME => "INIT_NAME",
        off::CLONE => "CLONE",
        off::UNMAP_START => "UNMAP_START",
        off::UNMAP_END => "UNMAP_END",
        off::NAME => "NAME",
        off::TGID => "TGID",
        off::DYN_SYM => "DYN_SYM",
        off::DYN_SYM_ADDR => "DYN_SYM_ADDR",
        off::REMOVE_ADDR => "REMOVE_ADDR",
        off::KALLSYMS_LEN => "KALLSYMS_LEN",
        off::KALLSYMS => "KALLSYMS",
        off::PRINT_STR => "PRINT_STR",
        off::PRINT_NUM_DEC => "PRINT_NUM_DEC",
        off::PRINT_NUM_HEX => "PRINT_NUM_HEX",
        off::STOP_EMU => "STOP_EMU",
        off::ENABLE => "ENABLE",
        _ => "unknown",
    }
}

/// The name of the register at `offset` in either page (trace events).
pub fn reg_name(offset: u32, _write: bool) -> &'static str {
    const IDS: [&str; 8] = [
        "PeriphID0",
        "PeriphID1",
        "PeriphID2",
        "PeriphID3",
        "PCellID0",
        "PCellID1",
        "PCellID2",
        "PCellID3",
    ];
    match offset {
        0..PAGE => name(offset),
        off::METHOD_BASE..off::METHOD_END => "METHOD_TRACE",
        off::ID_BASE.. if offset < SIZE => IDS[((offset - off::ID_BASE) / 4) as usize % 8],
        _ => "unknown",
    }
}

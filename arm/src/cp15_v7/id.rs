//! The identification registers of the Cortex-A15 exactly as QEMU 7.2 reports them
//! for `-M virt -cpu cortex-a15,neon=off` (no EL2, no EL3, one CPU).
//!
//! Every value was read with MRC under `qemu-system-arm` 7.2 (Debian's 7.2.22) by
//! `tests/bare/v7/cp15_probe.c`; where it differs from the values QEMU's
//! `cortex_a15_initfn` sets, the difference is QEMU's realize step for this
//! configuration (said per constant).

/// c0,c0,0 Main ID: r4p0, "not requiring expensive TLB flush errata" (QEMU's comment;
/// sources before 7.2 had r2p1, 0x412fc0f1). QEMU also answers c0,c0,4, c0,c0,6
/// (REVIDR) and c0,c0,7 with this value.
pub const MIDR: u32 = 0x414f_c0f0;
/// c0,c0,1 Cache type: 64-byte lines, PIPT instruction cache.
pub const CTR: u32 = 0x8444_c004;
/// c0,c0,2 TCM type: none.
pub const TCMTR: u32 = 0;
/// c0,c0,3 TLB type: unified.
pub const TLBTR: u32 = 0;
/// c0,c0,5 Multiprocessor affinity: MP extensions format (bit 31), not
/// uniprocessor, cluster 0 CPU 0 (QEMU's value for CPU 0 of `virt`).
pub const MPIDR: u32 = 0x8000_0000;
/// c0,c1,0 ID_PFR0: ARM, Thumb-2, ThumbEE, Jazelle (trivial).
pub const ID_PFR0: u32 = 0x0000_1131;
/// c0,c1,1 ID_PFR1: programmers' model and generic timer; QEMU clears the
/// Security (bits 7:4) and Virtualization (15:12) fields without EL3 and EL2
/// (the initfn's value is 0x00011011).
pub const ID_PFR1: u32 = 0x0001_0001;
/// c0,c1,2 ID_DFR0: QEMU clears the secure debug field (bits 7:4) without EL3
/// (the initfn's value is 0x02010555).
pub const ID_DFR0: u32 = 0x0201_0505;
/// c0,c1,3 ID_AFR0.
pub const ID_AFR0: u32 = 0;
/// c0,c1,4..7 ID_MMFR0..3. MMFR0's VMSA field (5) means VMSAv7 with PXN and the
/// long-descriptor format.
pub const ID_MMFR: [u32; 4] = [0x1020_1105, 0x2000_0000, 0x0124_0000, 0x0210_2211];
/// c0,c2,0..5 ID_ISAR0..5 (ISAR0 reports SDIV/UDIV in ARM and Thumb).
pub const ID_ISAR: [u32; 6] = [
    0x0210_1110,
    0x1311_2111,
    0x2123_2041,
    0x1111_2131,
    0x1001_1142,
    0,
];
/// opc1 1, c0,c0,1 Cache level ID: L1 I+D, L2 unified, LoUU 1, LoC 2.
pub const CLIDR: u32 = 0x0a20_0023;
/// opc1 1, c0,c0,0 Cache size ID, indexed by CSSELR (level << 1 | InD): 32 KiB L1
/// data, 32 KiB L1 instruction, 4 MiB L2; every other selection reads 0.
pub const CCSIDR: [u32; 3] = [0x701f_e00a, 0x201f_e00a, 0x711f_e07a];
/// opc1 1, c0,c0,7 Auxiliary ID.
pub const AIDR: u32 = 0;
/// opc1 1, c9,c0,2 L2 control (Cortex-A15 specific): one CPU (bits 25:24 = 0) and
/// the interrupt controller present (bit 23), as QEMU's `a15_l2ctlr_read`.
pub const L2CTLR: u32 = 0x0080_0000;
/// opc1 4, c15,c0,0 Configuration base address: the GIC's base on `virt`.
pub const CBAR: u32 = 0x0800_0000;

/// The cache size ID register for a CSSELR value.
pub fn ccsidr(csselr: u32) -> u32 {
    CCSIDR.get(csselr as usize).copied().unwrap_or(0)
}

//! CP14 of the Cortex-A15 as QEMU 7.2 answers it: the v7.1 debug registers Linux's
//! `hw_breakpoint` touches, ThumbEE's TEECR/TEEHBR and the trivial Jazelle registers.
//!
//! Breakpoints and watchpoints are stored, never armed: QEMU arms them only in
//! halting or monitor debug with MDBGen and an enabled debug exception; goldtrace
//! takes no debug exceptions (a departure only for a guest that debugs itself).

/// DBGDIDR: 4 watchpoints, 6 breakpoints, 2 context comparators, v7.1 debug.
pub const DBGDIDR: u32 = 0x3515_f021;
/// DBGDEVID as measured. QEMU 7.2 defines DBGDEVID, DBGDEVID1 and DBGDEVID2 at
/// c7,c0,2, c7,c0,1 and c7,c0,0 (the architecture puts them at c7,c2,7, c7,c1,7 and
/// c7,c0,7); we answer where QEMU answers.
pub const DBGDEVID: u32 = 0x0111_0f13;
/// DBGOSLSR with the OS lock clear: OSLM = 0b10 (bit 3).
pub const DBGOSLSR_BASE: u32 = 0x8;
/// DBGOSLSR.OSLK.
pub const OSLK: u32 = 1 << 1;
/// The value of DBGOSLAR that sets the OS lock; any other clears it.
pub const OSLAR_KEY: u32 = 0xc5ac_ce55;
/// Breakpoints and watchpoints DBGDIDR announces.
pub const BRPS: usize = 6;
pub const WRPS: usize = 4;

/// The CP14 registers that hold state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cp14Regs {
    pub dbgbvr: [u32; BRPS],
    pub dbgbcr: [u32; BRPS],
    pub dbgwvr: [u32; WRPS],
    pub dbgwcr: [u32; WRPS],
    /// DBGDSCRext as written (every bit kept, as QEMU's MDSCR); DBGDSCRint reads it.
    pub dbgdscr: u32,
    /// The OS lock (set at reset: DBGOSLSR reads 0xa).
    pub os_lock: bool,
    /// DBGOSDLR.DLK.
    pub osdlr: u32,
    /// TEECR: bit 0 (XED) only.
    pub teecr: u32,
    pub teehbr: u32,
}

impl Cp14Regs {
    pub fn reset() -> Cp14Regs {
        Cp14Regs {
            dbgbvr: [0; BRPS],
            dbgbcr: [0; BRPS],
            dbgwvr: [0; WRPS],
            dbgwcr: [0; WRPS],
            dbgdscr: 0,
            os_lock: true,
            osdlr: 0,
            teecr: 0,
            teehbr: 0,
        }
    }
}

impl Default for Cp14Regs {
    fn default() -> Cp14Regs {
        Cp14Regs::reset()
    }
}

/// MRC p14 at PL1: the value, or `None` (Undefined). DBGOSLAR is write-only.
pub fn read(r: &Cp14Regs, opc1: u8, crn: u8, crm: u8, opc2: u8) -> Option<u32> {
    let m = crm as usize;
    Some(match (opc1, crn, crm, opc2) {
        (0, 0, 0, 0) => DBGDIDR,
        (0, 0, 1, 0) => r.dbgdscr,
        (0, 0, 2, 2) => r.dbgdscr,
        // DBGDCCINT, DBGVCR: QEMU's no-op registers, whose MRC leaves Rt unchanged;
        // we read 0 (departure: no software reads these for a value).
        (0, 0, 2, 0) | (0, 0, 7, 0) => 0,
        (0, 0, _, 4) if m < BRPS => r.dbgbvr[m],
        (0, 0, _, 5) if m < BRPS => r.dbgbcr[m],
        (0, 0, _, 6) if m < WRPS => r.dbgwvr[m],
        (0, 0, _, 7) if m < WRPS => r.dbgwcr[m],
        (0, 1, 0, 0) | (0, 2, 0, 0) => 0, // DBGDRAR, DBGDSAR: no memory-mapped debug
        (0, 1, 1, 4) => DBGOSLSR_BASE | if r.os_lock { OSLK } else { 0 },
        (0, 1, 3, 4) => r.osdlr,
        (0, 7, 0, 2) => DBGDEVID,
        (0, 7, 0, 0 | 1) => 0,
        (6, 0, 0, 0) => r.teecr,
        (6, 1, 0, 0) => r.teehbr,
        (7, 0..=2, 0, 0) => 0, // JIDR, JOSCR, JMCR: trivial Jazelle
        _ => return None,
    })
}

/// MCR p14 at PL1: `Some(())` when the register exists and takes writes, `None`
/// (Undefined) otherwise.
pub fn write(r: &mut Cp14Regs, opc1: u8, crn: u8, crm: u8, opc2: u8, value: u32) -> Option<()> {
    let m = crm as usize;
    match (opc1, crn, crm, opc2) {
        (0, 0, 2, 2) => r.dbgdscr = value,
        (0, 0, 2, 0) | (0, 0, 7, 0) => {}
        (0, 0, _, 4) if m < BRPS => r.dbgbvr[m] = value,
        // BAS[1] and BAS[3] are read-only copies of BAS[0] and BAS[2] (QEMU's
        // dbgbcr_write).
        (0, 0, _, 5) if m < BRPS => {
            let bas0 = (value >> 5) & 1;
            let bas2 = (value >> 7) & 1;
            r.dbgbcr[m] = (value & !(1 << 6 | 1 << 8)) | bas0 << 6 | bas2 << 8;
        }
        (0, 0, _, 6) if m < WRPS => r.dbgwvr[m] = value & !3,
        (0, 0, _, 7) if m < WRPS => r.dbgwcr[m] = value,
        (0, 1, 0, 4) => r.os_lock = value == OSLAR_KEY,
        (0, 1, 3, 4) => r.osdlr = value & 1,
        (6, 0, 0, 0) => r.teecr = value & 1,
        (6, 1, 0, 0) => r.teehbr = value,
        (7, 1 | 2, 0, 0) => {}
        _ => return None,
    }
    Some(())
}

/// MRRC p14 at PL1: DBGDRAR and DBGDSAR (64-bit forms), both 0.
pub fn read64(opc1: u8, crm: u8) -> Option<u64> {
    match (opc1, crm) {
        (0, 1 | 2) => Some(0),
        _ => None,
    }
}

/// Whether PL0 may execute this MRC p14 (DBGDIDR, DBGDRAR, DBGDSAR, and TEEHBR
/// unless TEECR.XED).
pub fn pl0_readable(r: &Cp14Regs, opc1: u8, crn: u8, crm: u8, opc2: u8) -> bool {
    match (opc1, crn, crm, opc2) {
        (0, 0..=2, 0, 0) => true,
        (6, 1, 0, 0) => r.teecr & 1 == 0,
        _ => false,
    }
}

/// Whether PL0 may execute this MCR p14 (TEEHBR unless TEECR.XED).
pub fn pl0_writable(r: &Cp14Regs, opc1: u8, crn: u8, crm: u8, opc2: u8) -> bool {
    matches!((opc1, crn, crm, opc2), (6, 1, 0, 0)) && r.teecr & 1 == 0
}

/// Whether PL0 may execute this MRRC p14.
pub fn pl0_readable64(opc1: u8, crm: u8) -> bool {
    read64(opc1, crm).is_some()
}

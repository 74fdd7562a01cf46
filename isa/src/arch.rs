//! Architecture versions and CPU profiles: which encodings of the decode tables exist.
//!
//! Every table entry names the version it appeared in ([`Entry::since`]); catch-all
//! entries that stand for "nothing here yet" also name the version that filled the
//! space ([`Entry::until`]). A [`Profile`] is a CPU's view of the tables: an entry
//! exists on it when `since <= profile.arch < until`. So the ARM926 (ARMv5TE) sees
//! exactly the ARMv5TE tables, and ARMv7-A sees the new encodings with the old
//! catch-alls gone.
//!
//! [`Entry::since`]: crate::decode::Entry::since
//! [`Entry::until`]: crate::decode::Entry::until

/// Architecture versions, oldest first (the order is the ordering of the enum).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Arch {
    V1,
    V2,
    /// ARMv2a: SWP.
    V2a,
    V3,
    /// ARMv3M: the long multiplies.
    V3M,
    V4,
    /// ARMv4T: Thumb and BX.
    V4T,
    V5,
    /// ARMv5T: BLX, CLZ, BKPT, the Thumb BLX.
    V5T,
    /// ARMv5TE: the DSP multiplies, QADD, LDRD/STRD, PLD, MCRR.
    V5TE,
    /// ARMv5TEJ: BXJ.
    V5TEJ,
    /// ARMv6: the media instructions, LDREX/STREX, CPS/SRS/RFE, SETEND, REV.
    V6,
    /// ARMv6K: the byte, halfword and doubleword exclusives, CLREX, the hints.
    V6K,
    /// ARMv6T2: Thumb-2, MOVW/MOVT, the bit-field instructions, RBIT, MLS.
    V6T2,
    /// ARMv7: DMB/DSB/ISB, PLI, DBG.
    V7,
    /// ARMv7 with the virtualization extensions (the Cortex-A15): SDIV/UDIV in ARM state.
    V7VE,
    /// ARMv8 (AArch32): encodings that stay undefined on every profile here.
    V8,
}

/// The instruction sets a CPU has: its architecture version and its optional extensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Profile {
    /// The architecture version: entries up to this one exist.
    pub arch: Arch,
    /// VFP (VFPv3 with VFPv4's fused multiply-add and 32 double registers).
    pub vfp: bool,
}

impl Profile {
    /// The ARM926EJ-S: ARMv5TE, no VFP (Jazelle absent, so BXJ is BX).
    pub const ARMV5TE: Profile = Profile {
        arch: Arch::V5TEJ,
        vfp: false,
    };

    /// The Cortex-A15 as QEMU's `-cpu cortex-a15,neon=off`: ARMv7-A with the
    /// virtualization extensions' divide, VFPv4-D32, no Advanced SIMD.
    pub const ARMV7A: Profile = Profile {
        arch: Arch::V7VE,
        vfp: true,
    };

    /// Whether the 32-bit Thumb encodings (Thumb-2) exist.
    pub fn thumb2(&self) -> bool {
        self.arch >= Arch::V6T2
    }

    /// Whether an encoding that appeared in `since` and was replaced in `until` exists.
    pub fn has(&self, since: Arch, until: Option<Arch>) -> bool {
        since <= self.arch && until.is_none_or(|u| self.arch < u)
    }
}

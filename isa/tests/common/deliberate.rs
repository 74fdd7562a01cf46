//! The deliberate differences of the ARMv7 disassembler from GNU objdump, the one list
//! the objdump tests share: ARM state ([`arm`]), Thumb state ([`thumb`]) and the VFP
//! words in either ([`vfp`]). Each returns why a difference is deliberate, or `None`
//! when it is a mismatch.
#![allow(dead_code, reason = "each test uses the lists of its states")]

use isa::disasm::Text;

/// ARM state: why a difference from objdump is deliberate, or `None` when it is a mismatch.
pub fn arm(ours: &Text, theirs: &str, w: u32) -> Option<&'static str> {
    let undef = ours.mnemonic == "udf" && ours.operands.starts_with("0x");
    if undef && theirs.is_empty() {
        return Some("undefined for both");
    }
    if undef {
        return Some(
            "UNDEFINED here (QEMU 7.2's choice for an UNPREDICTABLE form, or no such \
             instruction on this CPU: NEON, ARMv8, coprocessor 2 forms), objdump decodes it",
        );
    }
    let hints = ["yield", "wfe", "wfi", "sev", "dbg", "nop"];
    if hints.iter().any(|h| ours.mnemonic.starts_with(h))
        && theirs.starts_with("msr")
        && w & 0xf00 != 0
    {
        return Some("hint with bits 11:8 set: QEMU ignores them, objdump reads MSR CPSR_");
    }
    // FPA (p1, p2), Maverick (p4-p6), p9: objdump spells these coprocessors' words
    // its own way (as tests/objdump.rs lists for ARMv5TE); p10/p11 are VFP's.
    let generic = ["cdp", "ldc", "stc", "mcr", "mrc", "mcrr", "mrrc"];
    let cp: Option<u32> = ours.operands.split(',').next().and_then(|c| c.parse().ok());
    if generic.iter().any(|g| ours.mnemonic.starts_with(g))
        && matches!(cp, Some(1 | 2 | 4 | 5 | 6 | 9))
    {
        return Some("coprocessor p1/p2/p4-p6/p9 in objdump's FPA/Maverick spelling");
    }
    if ours.mnemonic.starts_with("bkpt") && w >> 28 != 0xe && theirs.is_empty() {
        return Some("conditional BKPT: UNPREDICTABLE, QEMU conditional, objdump UNDEFINED");
    }
    if ours.mnemonic == "nop.hint" {
        return Some("unallocated memory hint (v7MP NOP in QEMU), objdump's PLDW or UNDEFINED");
    }
    None
}

/// Thumb state: why a difference from objdump is deliberate, or `None` when it is a mismatch: the
/// one list of the Thumb-2 disassembler's deliberate differences.
pub fn thumb(ours: &Text, theirs: &str, w: u32) -> Option<&'static str> {
    let undef = ours.mnemonic == "udf" && ours.operands.starts_with("0x");
    if undef && (theirs.is_empty() || theirs.starts_with("undefined")) {
        return Some("undefined for both");
    }
    if undef {
        return Some(
            "UNDEFINED here (QEMU 7.2's choice for an UNPREDICTABLE form: a store with \
             Rn = PC, LDM/STM with fewer than two registers or writeback into the list, \
             exclusives with SP/PC or overlapping registers, bit fields beyond bit 31, \
             BIC/ORR/ORN/MVN/ADC/SBC/RSB with S to PC; or no such instruction on this \
             CPU: SMC, ARMv8 HLT, SRS to Hyp, Monitor or no mode), objdump decodes it",
        );
    }
    let rm_twice = ["clz", "rev.w", "rev16.w", "revsh.w", "rbit"];
    if rm_twice.contains(&ours.mnemonic.as_str()) && (w >> 16) & 15 != w & 15 {
        return Some(
            "CLZ/REV/RBIT with the two copies of Rm differing (UNPREDICTABLE): QEMU reads \
             bits 3:0 and so do we, objdump prints bits 19:16",
        );
    }
    if ours.mnemonic == "cps.unpredictable" {
        return Some(
            "CPS with UNPREDICTABLE fields (imod 01, a/i/f or mode bits without their \
             enable): QEMU executes it (shown as its fields), objdump says undefined",
        );
    }
    // FPA (p1, p2), Maverick (p4-p6) and p9: objdump spells these coprocessors' words
    // its own way; the decoder has only the generic forms (as tests/objdump.rs lists
    // for ARMv5TE).
    let generic = ["cdp", "ldc", "stc", "mcr", "mrc", "mcrr", "mrrc"];
    let cp: Option<u32> = ours.operands.split(',').next().and_then(|c| c.parse().ok());
    if generic.iter().any(|g| ours.mnemonic.starts_with(g))
        && matches!(cp, Some(1 | 2 | 4 | 5 | 6 | 9))
    {
        return Some("coprocessor p1/p2/p4-p6/p9 in objdump's FPA/Maverick/VFP spelling");
    }
    if matches!(cp, Some(15))
        && ["ldc", "stc"].iter().any(|g| ours.mnemonic.starts_with(g))
        && ["vldr", "vstr"].contains(&theirs)
    {
        return Some("LDC/STC p15 in objdump's ARMv8.1-M VLDR/VSTR (system register) spelling");
    }
    let literal_down = w >> 28 == 0xf && (w >> 16) & 0xfe8f == 0xf80f && w & (1 << 20) != 0;
    if literal_down && theirs.ends_with('t') {
        return Some(
            "a literal load with U = 0 and offset bits 11:8 = 1110: the literal for the \
             architecture and QEMU, LDRT and the like for objdump",
        );
    }
    if ours.mnemonic.starts_with("ldr") && (w >> 12) & 15 == 15 && theirs.starts_with("pl") {
        return Some(
            "a byte or halfword load to PC with writeback or unprivileged (UNPREDICTABLE): \
             QEMU loads, objdump reads a preload",
        );
    }
    if ours.mnemonic.starts_with("nop") && ours.operands.starts_with('{') {
        return Some("a reserved hint (NOP, as QEMU) that objdump names by ARMv8 or v8.1-M");
    }
    if ["bxaut", "autg", "pacg", "pac", "aut"].contains(&theirs) {
        return Some("objdump's ARMv8.1-M PACBTI reading of a multiply with Rd = PC");
    }
    None
}

/// A VFP word in either state (`thumb`): why a difference from objdump is deliberate.
pub fn vfp(ours: &Text, theirs: &str, thumb: bool) -> Option<&'static str> {
    if ours.mnemonic == "udf" {
        return Some("UNDEFINED on the A15 (QEMU 7.2), objdump decodes it");
    }
    if thumb && ours.mnemonic == "vldmia" && theirs == "vscclrm" {
        return Some("Thumb VLDMIA PC without writeback, objdump's M-profile VSCCLRM");
    }
    None
}

//! The decode tables: one line per encoding (name, bit pattern, handler), first match
//! wins. Letters name fields for the reader (c cond, n Rn, d Rd, m Rm, s Rs or S bit,
//! i immediate, r rotate or register list, o opcode, t shift type, S the S bit, p/u/b/w/l
//! the P/U/B/W/L bits, x/y the DSP halves, f the MSR field mask); only `0`/`1` are fixed and `cccc` is a condition field.
//! Each entry names the architecture version it appeared in (`.since`); a catch-all
//! for a space that a later version fills names that version (`.until`), so a CPU
//! profile sees exactly its own encodings (see [`crate::arch`]).

use super::arm as a;
use super::arm_v6 as m;
use super::arm_v6_sys as y;
use super::thumb as t;
use super::thumb16_v6 as t6;
use super::thumb32 as t2;
use super::thumb32_dp as dp;
use super::thumb32_mem as tm;
use super::vfp as v;
use super::Entry;
use crate::arch::Arch;

/// ARM-state encodings of ARMv5TE to ARMv7VE. The unconditional space (cond = 1111)
/// comes first and ends with a catch-all on every profile (`UNCOND_undef` before
/// ARMv6, `UNCOND_undef_v6` after the ARMv6+ entries), so the conditional entries below
/// never see cond = 1111 (their `cccc` bits would otherwise match it). The ARMv6+
/// handlers are in `arm_v6` (data processing) and `arm_v6_sys` (system), with the
/// choices QEMU 7.2 makes for the Cortex-A15 written there. Extra field letters: a Ra,
/// h/l RdHi/RdLo, k/z the parallel kind and extend size, w a width, e the SETEND bit.
pub static ARM_TABLE: &[Entry] = &[
    // --- cond = 1111 --------------------------------------------------------------
    Entry::new("BLX_imm", "1111101hiiiiiiiiiiiiiiiiiiiiiiii", a::blx_imm).since(Arch::V5), // v5
    Entry::new("PLD_imm", "11110101u101nnnn1111iiiiiiiiiiii", a::pld).since(Arch::V5TE),   // v5TE
    Entry::new("PLD_reg", "11110111u101nnnn1111iiiiitt0mmmm", a::pld).since(Arch::V5TE),   // v5TE
    Entry::new(
        "UNCOND_undef",
        "1111----------------------------",
        a::uncond_undefined,
    )
    .until(Arch::V6),
    Entry::new("CPS", "111100010000iim00000000aif0mmmmm", y::cps).since(Arch::V6), // v6
    Entry::new("SETEND", "1111000100000001000000e000000000", y::setend).since(Arch::V6), // v6
    Entry::new("SRS", "1111100pu1w0110100000101000mmmmm", y::srs).since(Arch::V6), // v6
    Entry::new("RFE", "1111100pu0w1nnnn0000101000000000", y::rfe).since(Arch::V6), // v6
    Entry::new("CLREX", "11110101011111111111000000011111", y::clrex).since(Arch::V6K), // v6K
    Entry::new("DSB", "1111010101111111111100000100oooo", y::barrier).since(Arch::V7), // v7
    Entry::new("DMB", "1111010101111111111100000101oooo", y::barrier).since(Arch::V7), // v7
    Entry::new("ISB", "1111010101111111111100000110oooo", y::barrier).since(Arch::V7), // v7
    Entry::new("PLI_imm", "11110100u101nnnn1111iiiiiiiiiiii", y::hint_nop).since(Arch::V7), // v7
    Entry::new("PLI_reg", "11110110u101nnnn1111iiiiitt0mmmm", y::hint_nop).since(Arch::V7), // v7
    Entry::new("PLDW_imm", "11110101u001nnnn1111iiiiiiiiiiii", y::hint_nop).since(Arch::V7), // v7MP
    Entry::new("PLDW_reg", "11110111u001nnnn1111iiiiitt0mmmm", y::hint_nop).since(Arch::V7), // v7MP
    // The unallocated memory hints of ARMv7 with the MP extensions execute as NOP.
    Entry::new(
        "MEMHINT_imm",
        "11110100-001--------------------",
        y::hint_nop,
    )
    .since(Arch::V7), // v7MP
    Entry::new(
        "MEMHINT_reg",
        "11110110-001---------------0----",
        y::hint_nop,
    )
    .since(Arch::V7), // v7MP
    // Everything else with cond = 1111 (the coprocessor "2" forms, Advanced SIMD, SB,
    // ...) is UNDEFINED on ARMv7 too; this keeps it from the conditional entries below.
    Entry::new(
        "UNCOND_undef_v6",
        "1111----------------------------",
        a::uncond_undefined,
    )
    .since(Arch::V6),
    // --- multiplies and swap (bits 7:4 = 1001) -----------------------------------
    Entry::new("MUL", "cccc0000000Sdddd0000ssss1001mmmm", a::mul).since(Arch::V2), // v2
    Entry::new("MLA", "cccc0000001Sddddnnnnssss1001mmmm", a::mul).since(Arch::V2), // v2
    Entry::new("MULL", "cccc00001uaSddddnnnnssss1001mmmm", a::mul_long).since(Arch::V3M), // v3M
    Entry::new("UMAAL", "cccc00000100hhhhllllmmmm1001nnnn", m::umaal).since(Arch::V6), // v6
    Entry::new("MLS", "cccc00000110ddddaaaammmm1001nnnn", m::mls).since(Arch::V6T2), // v6T2
    Entry::new("SWP", "cccc00010b00nnnndddd00001001mmmm", a::swp).since(Arch::V2a), // v2a
    Entry::new("STREX", "cccc00011000nnnndddd11111001tttt", y::exclusive).since(Arch::V6), // v6
    Entry::new("LDREX", "cccc00011001nnnntttt111110011111", y::exclusive).since(Arch::V6), // v6
    Entry::new("STREXD", "cccc00011010nnnndddd11111001tttt", y::exclusive).since(Arch::V6K), // v6K
    Entry::new("LDREXD", "cccc00011011nnnntttt111110011111", y::exclusive).since(Arch::V6K), // v6K
    Entry::new("STREXB", "cccc00011100nnnndddd11111001tttt", y::exclusive).since(Arch::V6K), // v6K
    Entry::new("LDREXB", "cccc00011101nnnntttt111110011111", y::exclusive).since(Arch::V6K), // v6K
    Entry::new("STREXH", "cccc00011110nnnndddd11111001tttt", y::exclusive).since(Arch::V6K), // v6K
    Entry::new("LDREXH", "cccc00011111nnnntttt111110011111", y::exclusive).since(Arch::V6K), // v6K
    // --- halfword, signed and doubleword transfers ---------------------------------
    Entry::new(
        "LDRH_STRH_reg",
        "cccc000pu0wlnnnndddd00001011mmmm",
        a::ldst_half,
    )
    .since(Arch::V4), // v4
    Entry::new(
        "LDRH_STRH_imm",
        "cccc000pu1wlnnnnddddiiii1011iiii",
        a::ldst_half,
    )
    .since(Arch::V4), // v4
    Entry::new(
        "LDRSB_LDRSH_reg",
        "cccc000pu0w1nnnndddd000011h1mmmm",
        a::ld_signed,
    )
    .since(Arch::V4), // v4
    Entry::new(
        "LDRSB_LDRSH_imm",
        "cccc000pu1w1nnnnddddiiii11h1iiii",
        a::ld_signed,
    )
    .since(Arch::V4), // v4
    Entry::new(
        "LDRD_STRD_reg",
        "cccc000pu0w0nnnndddd000011s1mmmm",
        a::ldst_double,
    )
    .since(Arch::V5TE), // v5TE
    Entry::new(
        "LDRD_STRD_imm",
        "cccc000pu1w0nnnnddddiiii11s1iiii",
        a::ldst_double,
    )
    .since(Arch::V5TE), // v5TE
    // --- miscellaneous (opcode 10xx without S) -----------------------------------
    Entry::new("MRS", "cccc00010r001111dddd000000000000", a::mrs).since(Arch::V3), // v3
    Entry::new("MSR_reg", "cccc00010r10ffff111100000000mmmm", a::msr_reg).since(Arch::V3), // v3
    Entry::new("BX", "cccc000100101111111111110001mmmm", a::bx).since(Arch::V4T),  // v4T
    Entry::new("BXJ", "cccc000100101111111111110010mmmm", a::bx).since(Arch::V5TEJ), // v5TEJ
    Entry::new("BLX_reg", "cccc000100101111111111110011mmmm", a::blx_reg).since(Arch::V5), // v5
    Entry::new("CLZ", "cccc000101101111dddd11110001mmmm", a::clz).since(Arch::V5), // v5
    Entry::new("QADD_QSUB", "cccc00010oo0nnnndddd00000101mmmm", a::qop).since(Arch::V5TE), // v5TE
    Entry::new("BKPT", "cccc00010010iiiiiiiiiiii0111iiii", a::bkpt).since(Arch::V5), // v5
    Entry::new("HVC", "cccc00010100iiiiiiiiiiii0111iiii", y::hvc).since(Arch::V7VE), // v7VE
    Entry::new("ERET", "cccc0001011000000000000001101110", y::eret).since(Arch::V7VE), // v7VE
    // SMC and the banked-register MRS/MSR are UNDEFINED on this CPU (see arm_v6_sys).
    Entry::new("SMC", "cccc000101100000000000000111iiii", a::undefined).since(Arch::V6K), // v6K
    Entry::new("MRS_bank", "cccc00010r00mmmmdddd001m00000000", a::undefined).since(Arch::V7VE), // v7VE
    Entry::new("MSR_bank", "cccc00010r10mmmm1111001m0000nnnn", a::undefined).since(Arch::V7VE), // v7VE
    Entry::new("SMLAxy", "cccc00010000ddddnnnnssss1yx0mmmm", a::smla_xy).since(Arch::V5TE), // v5TE
    Entry::new("SMLAWy", "cccc00010010ddddnnnnssss1y00mmmm", a::smlaw_y).since(Arch::V5TE), // v5TE
    Entry::new("SMULWy", "cccc00010010dddd0000ssss1y10mmmm", a::smulw_y).since(Arch::V5TE), // v5TE
    Entry::new("SMLALxy", "cccc00010100ddddnnnnssss1yx0mmmm", a::smlal_xy).since(Arch::V5TE), // v5TE
    Entry::new("SMULxy", "cccc00010110dddd0000ssss1yx0mmmm", a::smul_xy).since(Arch::V5TE), // v5TE
    // --- data processing, register shifted by immediate ----------------------------
    // QEMU requires the should-be-zero Rd of TST..CMN and Rn of MOV/MVN to be zero
    // and UNDEFs otherwise (ARM ARM A5.1: SBZ, UNPREDICTABLE if not); so do we.
    Entry::new(
        "DP_reg_imm",
        "cccc0000oooSnnnnddddiiiiitt0mmmm",
        a::dp_reg_imm,
    )
    .since(Arch::V1), // v1
    Entry::new(
        "ORR_BIC_reg_imm",
        "cccc00011o0Snnnnddddiiiiitt0mmmm",
        a::dp_reg_imm,
    ),
    Entry::new(
        "MOV_MVN_reg_imm",
        "cccc00011o1S0000ddddiiiiitt0mmmm",
        a::dp_reg_imm,
    ),
    Entry::new(
        "TEST_reg_imm",
        "cccc00010oo1nnnn0000iiiiitt0mmmm",
        a::dp_reg_imm,
    ),
    // --- data processing, register shifted by register -----------------------------
    Entry::new(
        "DP_reg_reg",
        "cccc0000oooSnnnnddddssss0tt1mmmm",
        a::dp_reg_reg,
    )
    .since(Arch::V1), // v1
    Entry::new(
        "ORR_BIC_reg_reg",
        "cccc00011o0Snnnnddddssss0tt1mmmm",
        a::dp_reg_reg,
    ),
    Entry::new(
        "MOV_MVN_reg_reg",
        "cccc00011o1S0000ddddssss0tt1mmmm",
        a::dp_reg_reg,
    ),
    Entry::new(
        "TEST_reg_reg",
        "cccc00010oo1nnnn0000ssss0tt1mmmm",
        a::dp_reg_reg,
    ),
    // --- data processing, immediate; MSR immediate and the hint space --------------
    Entry::new("DP_imm", "cccc0010oooSnnnnddddrrrriiiiiiii", a::dp_imm).since(Arch::V1), // v1
    Entry::new("ORR_BIC_imm", "cccc00111o0Snnnnddddrrrriiiiiiii", a::dp_imm),
    Entry::new("MOV_MVN_imm", "cccc00111o1S0000ddddrrrriiiiiiii", a::dp_imm),
    Entry::new("TEST_imm", "cccc00110oo1nnnn0000rrrriiiiiiii", a::dp_imm),
    Entry::new("MOVW_MOVT", "cccc00110t00iiiiddddiiiiiiiiiiii", m::mov_wide).since(Arch::V6T2), // v6T2
    Entry::new("YIELD", "cccc0011001000001111----00000001", y::hint).since(Arch::V6K), // v6K
    Entry::new("WFE", "cccc0011001000001111----00000010", y::hint).since(Arch::V6K),   // v6K
    Entry::new("WFI", "cccc0011001000001111----00000011", y::hint).since(Arch::V6K),   // v6K
    Entry::new("SEV", "cccc0011001000001111----00000100", y::hint).since(Arch::V6K),   // v6K
    Entry::new("DBG", "cccc0011001000001111----1111oooo", y::hint).since(Arch::V7),    // v7
    Entry::new("WFI_hint", "cccc0011001000001111----00000011", a::wfi_hint).until(Arch::V6K), // QEMU
    Entry::new("NOP_hint", "cccc0011001000001111------------", a::nop_hint), // QEMU
    Entry::new("MSR_imm", "cccc00110r10ffff1111rrrriiiiiiii", a::msr_imm).since(Arch::V3), // v3
    // --- single loads and stores -------------------------------------------------
    Entry::new(
        "LDR_STR_imm",
        "cccc010pubwlnnnnddddiiiiiiiiiiii",
        a::ldst_imm,
    )
    .since(Arch::V1), // v1
    Entry::new(
        "LDR_STR_reg",
        "cccc011pubwlnnnnddddiiiiitt0mmmm",
        a::ldst_reg,
    )
    .since(Arch::V1), // v1
    // --- the media space (bits 27:25 = 011, bit 4 = 1) of ARMv6 and later ----------
    // Bits 11:8 of the parallel ops, SSAT16, SEL and REV* are should-be-one and 9:8 of
    // the extends should-be-zero, fixed as in QEMU's patterns. The rest of the space,
    // the permanently undefined 0111 1111 ... 1111 included, is UNDEFINED.
    Entry::new("PARALLEL", "cccc01100kkknnnndddd1111ooo1mmmm", m::parallel).since(Arch::V6), // v6
    Entry::new("PKH", "cccc01101000nnnnddddiiiiit01mmmm", m::pack).since(Arch::V6),          // v6
    Entry::new("SSAT_USAT", "cccc01101u1sssssddddiiiiit01nnnn", m::saturate).since(Arch::V6), // v6
    Entry::new(
        "SSAT16_USAT16",
        "cccc01101u10ssssdddd11110011nnnn",
        m::saturate16,
    )
    .since(Arch::V6), // v6
    Entry::new("EXTEND", "cccc01101uzznnnnddddrr000111mmmm", m::extend).since(Arch::V6),     // v6
    Entry::new("SEL", "cccc01101000nnnndddd11111011mmmm", m::select).since(Arch::V6),        // v6
    Entry::new("REV_REV16", "cccc011010111111dddd1111o011mmmm", m::reverse).since(Arch::V6), // v6
    Entry::new("REVSH", "cccc011011111111dddd11111011mmmm", m::reverse).since(Arch::V6),     // v6
    Entry::new("RBIT", "cccc011011111111dddd11110011mmmm", m::reverse).since(Arch::V6T2),    // v6T2
    Entry::new("SMLAD", "cccc01110000ddddaaaammmm0sx1nnnn", m::smlad).since(Arch::V6),       // v6
    Entry::new("SDIV_UDIV", "cccc011100u1dddd1111mmmm0001nnnn", m::div).since(Arch::V7VE),   // v7VE
    Entry::new("SMLALD", "cccc01110100hhhhllllmmmm0sx1nnnn", m::smlald).since(Arch::V6),     // v6
    Entry::new("SMMLA", "cccc01110101ddddaaaammmm00r1nnnn", m::smmla).since(Arch::V6),       // v6
    Entry::new("SMMLS", "cccc01110101ddddaaaammmm11r1nnnn", m::smmla).since(Arch::V6),       // v6
    Entry::new("USADA8", "cccc01111000ddddaaaammmm0001nnnn", m::usad8).since(Arch::V6),      // v6
    Entry::new("SBFX_UBFX", "cccc01111u1wwwwwddddlllll101nnnn", m::bfx).since(Arch::V6T2),   // v6T2
    Entry::new("BFC_BFI", "cccc0111110mmmmmddddlllll001nnnn", m::bfi).since(Arch::V6T2),     // v6T2
    // On ARMv5TE nothing of the media space exists.
    Entry::new(
        "MEDIA_undef",
        "cccc011--------------------1----",
        a::undefined,
    )
    .until(Arch::V6),
    // --- block transfer and branches ---------------------------------------------
    Entry::new("LDM_STM", "cccc100puswlnnnnrrrrrrrrrrrrrrrr", a::block)
        .since(Arch::V1)
        .until(Arch::V7), // v1
    Entry::new(
        "LDM_STM_v7",
        "cccc100puswlnnnnrrrrrrrrrrrrrrrr",
        y::block_v7,
    )
    .since(Arch::V7), // v7
    Entry::new("B_BL", "cccc101liiiiiiiiiiiiiiiiiiiiiiii", a::branch).since(Arch::V1), // v1
    // --- coprocessors and SWI ----------------------------------------------------
    Entry::new(
        "MCRR_MRRC",
        "cccc1100010lnnnnddddppppoooommmm",
        a::mcrr_mrrc,
    )
    .since(Arch::V5TE), // v5TE
    Entry::new("LDC_STC", "cccc110punwlnnnnddddppppiiiiiiii", a::ldc_stc).since(Arch::V2), // v2
    Entry::new("CDP", "cccc1110oooonnnnddddppppooo0mmmm", a::cdp).since(Arch::V2),         // v2
    Entry::new("MCR_MRC", "cccc1110ooolnnnnddddppppooo1mmmm", a::mcr_mrc).since(Arch::V2), // v2
    Entry::new("SWI", "cccc1111iiiiiiiiiiiiiiiiiiiiiiii", a::swi).since(Arch::V1),         // v1
];

/// Thumb (ARMv5T) 16-bit encodings.
pub static THUMB_TABLE: &[Entry] = &[
    Entry::new("ADD_SUB_reg", "000110ommmnnnddd", t::add_sub_reg).since(Arch::V4T), // v4T
    Entry::new("ADD_SUB_imm3", "000111oiiinnnddd", t::add_sub_imm3).since(Arch::V4T), // v4T
    Entry::new("SHIFT_imm", "000ooiiiiimmmddd", t::shift_imm).since(Arch::V4T), // v4T (oo = 11 above)
    Entry::new("MOV_CMP_ADD_SUB_imm8", "001oodddiiiiiiii", t::imm8).since(Arch::V4T), // v4T
    Entry::new("ALU_reg", "010000oooommmddd", t::alu_reg).since(Arch::V4T),     // v4T
    Entry::new("BX_BLX", "01000111lmmmm000", t::bx_blx).since(Arch::V4T),       // v4T, BLX v5T
    // 010001 11 with bits 2:0 != 000: the ARMv8-M BXNS/BLXNS space, UNDEFINED here.
    Entry::new("BX_undef", "01000111--------", t::undefined),
    Entry::new("HI_ADD_CMP_MOV", "010001oohmmmmddd", t::hi_reg).since(Arch::V4T), // v4T (oo = 11 above)
    Entry::new("LDR_literal", "01001dddiiiiiiii", t::ldr_literal).since(Arch::V4T), // v4T
    Entry::new("LDST_reg", "0101ooommmnnnddd", t::ldst_reg).since(Arch::V4T),     // v4T
    Entry::new("LDST_imm", "011bliiiiinnnddd", t::ldst_imm).since(Arch::V4T),     // v4T
    Entry::new("LDRH_STRH_imm", "1000liiiiinnnddd", t::ldst_half_imm).since(Arch::V4T), // v4T
    Entry::new("LDR_STR_sp", "1001ldddiiiiiiii", t::ldst_sp).since(Arch::V4T),    // v4T
    Entry::new("ADR", "10100dddiiiiiiii", t::adr).since(Arch::V4T),               // v4T
    Entry::new("ADD_sp", "10101dddiiiiiiii", t::add_sp).since(Arch::V4T),         // v4T
    Entry::new("ADJUST_sp", "10110000oiiiiiii", t::adjust_sp).since(Arch::V4T),   // v4T
    Entry::new("PUSH", "1011010rllllllll", t::push).since(Arch::V4T),             // v4T
    Entry::new("POP", "1011110rllllllll", t::pop).since(Arch::V4T),               // v4T
    Entry::new("BKPT", "10111110iiiiiiii", t::bkpt).since(Arch::V5T),             // v5T
    // CBZ, SXTH, REV, CPS, SETEND, IT and the hints are ARMv6/v6T2: UNDEFINED here.
    Entry::new("MISC_undef", "1011------------", t::undefined).until(Arch::V6),
    // --- ARMv6 and ARMv6T2 in that space; what no entry takes (1011 0110 0xxx, 1011 0111,
    // 1011 1000, ARMv8's HLT 1011 1010 10xx) is UNDEFINED ----------------------------
    Entry::new("CBZ_CBNZ", "1011o0i1iiiiinnn", t6::cbz).since(Arch::V6T2), // v6T2
    Entry::new("EXTEND", "10110010oommmddd", t6::extend).since(Arch::V6),  // v6
    Entry::new("SETEND", "101101100101e000", t6::setend).since(Arch::V6),  // v6
    Entry::new("CPS", "10110110011o0aif", t6::cps).since(Arch::V6),        // v6
    Entry::new("REV_REV16", "101110100ommmddd", t6::reverse).since(Arch::V6), // v6
    Entry::new("REVSH", "1011101011mmmddd", t6::reverse).since(Arch::V6),  // v6
    Entry::new("HINT", "10111111oooo0000", t6::hint).since(Arch::V6T2),    // v6T2, YIELD.. v6K
    Entry::new("IT", "10111111ccccmmmm", t6::it).since(Arch::V6T2),        // v6T2
    Entry::new("STMIA", "11000nnnllllllll", t::stmia).since(Arch::V4T),    // v4T
    Entry::new("LDMIA", "11001nnnllllllll", t::ldmia).since(Arch::V4T),    // v4T
    Entry::new("UDF", "11011110iiiiiiii", t::undefined),                   // cond 1110: UNDEFINED
    Entry::new("SWI", "11011111iiiiiiii", t::swi).since(Arch::V4T),        // v4T
    Entry::new("B_cond", "1101cccciiiiiiii", t::b_cond).since(Arch::V4T),  // v4T
    Entry::new("B", "11100iiiiiiiiiii", t::b).since(Arch::V4T),            // v4T
    Entry::new("BLX_suffix", "11101iiiiiiiiiii", t::blx_suffix)
        .since(Arch::V5T)
        .until(Arch::V6T2), // v5T
    Entry::new("BL_prefix", "11110iiiiiiiiiii", t::bl_prefix)
        .since(Arch::V4T)
        .until(Arch::V6T2), // v4T
    Entry::new("BL_suffix", "11111iiiiiiiiiii", t::bl_suffix)
        .since(Arch::V4T)
        .until(Arch::V6T2), // v4T
];

/// Thumb-2 32-bit encodings (ARMv6T2 and later), matched against `hw1 << 16 | hw2`;
/// each pattern is written as its two halfwords. Extra letters: j the J1/J2 bits of a
/// branch offset, a Ra, l RdLo (or the L bit), t Rt/Rt2, e the SETEND E bit. What no
/// entry takes is UNDEFINED: the coprocessor "2" forms and Advanced SIMD (hw1
/// `111x 11xx` with bit 12 set), ARMv8's additions (CRC32, acquire/release, SB,
/// the M profile's TT/SG), and the banked MRS/MSR of a CPU without EL2.
#[rustfmt::skip] // one line per encoding, each pattern as its two halfwords
pub static THUMB32_TABLE: &[Entry] = &[
    // --- data processing, modified immediate (hw1 11110i0 op S Rn, hw2 0 imm3 Rd imm8)
    Entry::new("TST_imm", concat!("11110i000001nnnn", "0iii1111iiiiiiii"), dp::dp_imm).since(Arch::V6T2),
    Entry::new("AND_imm", concat!("11110i00000snnnn", "0iiiddddiiiiiiii"), dp::dp_imm).since(Arch::V6T2),
    Entry::new("BIC_imm", concat!("11110i00001snnnn", "0iiiddddiiiiiiii"), dp::dp_imm).since(Arch::V6T2),
    Entry::new("MOV_imm", concat!("11110i00010s1111", "0iiiddddiiiiiiii"), dp::dp_imm).since(Arch::V6T2),
    Entry::new("ORR_imm", concat!("11110i00010snnnn", "0iiiddddiiiiiiii"), dp::dp_imm).since(Arch::V6T2),
    Entry::new("MVN_imm", concat!("11110i00011s1111", "0iiiddddiiiiiiii"), dp::dp_imm).since(Arch::V6T2),
    Entry::new("ORN_imm", concat!("11110i00011snnnn", "0iiiddddiiiiiiii"), dp::dp_imm).since(Arch::V6T2),
    Entry::new("TEQ_imm", concat!("11110i001001nnnn", "0iii1111iiiiiiii"), dp::dp_imm).since(Arch::V6T2),
    Entry::new("EOR_imm", concat!("11110i00100snnnn", "0iiiddddiiiiiiii"), dp::dp_imm).since(Arch::V6T2),
    Entry::new("CMN_imm", concat!("11110i010001nnnn", "0iii1111iiiiiiii"), dp::dp_imm).since(Arch::V6T2),
    Entry::new("ADD_imm", concat!("11110i01000snnnn", "0iiiddddiiiiiiii"), dp::dp_imm).since(Arch::V6T2),
    Entry::new("ADC_imm", concat!("11110i01010snnnn", "0iiiddddiiiiiiii"), dp::dp_imm).since(Arch::V6T2),
    Entry::new("SBC_imm", concat!("11110i01011snnnn", "0iiiddddiiiiiiii"), dp::dp_imm).since(Arch::V6T2),
    Entry::new("CMP_imm", concat!("11110i011011nnnn", "0iii1111iiiiiiii"), dp::dp_imm).since(Arch::V6T2),
    Entry::new("SUB_imm", concat!("11110i01101snnnn", "0iiiddddiiiiiiii"), dp::dp_imm).since(Arch::V6T2),
    Entry::new("RSB_imm", concat!("11110i01110snnnn", "0iiiddddiiiiiiii"), dp::dp_imm).since(Arch::V6T2),
    // --- data processing, plain binary immediate (hw1 11110i1) ---------------------------
    Entry::new("ADR_add", concat!("11110i1000001111", "0iiiddddiiiiiiii"), dp::adr).since(Arch::V6T2),
    Entry::new("ADDW", concat!("11110i100000nnnn", "0iiiddddiiiiiiii"), dp::add_sub_wide).since(Arch::V6T2),
    Entry::new("MOVW", concat!("11110i100100iiii", "0iiiddddiiiiiiii"), dp::mov_wide).since(Arch::V6T2),
    Entry::new("ADR_sub", concat!("11110i1010101111", "0iiiddddiiiiiiii"), dp::adr).since(Arch::V6T2),
    Entry::new("SUBW", concat!("11110i101010nnnn", "0iiiddddiiiiiiii"), dp::add_sub_wide).since(Arch::V6T2),
    Entry::new("MOVT", concat!("11110i101100iiii", "0iiiddddiiiiiiii"), dp::mov_wide).since(Arch::V6T2),
    Entry::new("SSAT16", concat!("111100110010nnnn", "0000dddd000iiiii"), dp::saturate16).since(Arch::V6T2),
    Entry::new("SSAT", concat!("1111001100o0nnnn", "0iiiddddii0iiiii"), dp::saturate).since(Arch::V6T2),
    Entry::new("SBFX", concat!("111100110100nnnn", "0iiiddddii0iiiii"), dp::bfx).since(Arch::V6T2),
    Entry::new("BFC", concat!("1111001101101111", "0iiiddddii0iiiii"), dp::bfi).since(Arch::V6T2),
    Entry::new("BFI", concat!("111100110110nnnn", "0iiiddddii0iiiii"), dp::bfi).since(Arch::V6T2),
    Entry::new("USAT16", concat!("111100111010nnnn", "0000dddd000iiiii"), dp::saturate16).since(Arch::V6T2),
    Entry::new("USAT", concat!("1111001110o0nnnn", "0iiiddddii0iiiii"), dp::saturate).since(Arch::V6T2),
    Entry::new("UBFX", concat!("111100111100nnnn", "0iiiddddii0iiiii"), dp::bfx).since(Arch::V6T2),
    // --- branches and miscellaneous control (hw1 11110, hw2 1) ---------------------------
    Entry::new("MSR_reg", concat!("11110011100onnnn", "1000oooo00000000"), t2::msr).since(Arch::V6T2),
    Entry::new("HINT", concat!("1111001110101111", "10000000oooooooo"), t2::hint).since(Arch::V6T2), // v6T2, YIELD.. v6K, DBG v7
    Entry::new("CPS", concat!("1111001110101111", "10000oomaifiiiii"), t2::cps).since(Arch::V6T2),
    Entry::new("CLREX", concat!("1111001110111111", "1000111100101111"), t2::clrex).since(Arch::V7), // v7 (v6K in ARM)
    Entry::new("DSB", concat!("1111001110111111", "100011110100oooo"), t2::barrier).since(Arch::V7),
    Entry::new("DMB", concat!("1111001110111111", "100011110101oooo"), t2::barrier).since(Arch::V7),
    Entry::new("ISB", concat!("1111001110111111", "100011110110oooo"), t2::barrier).since(Arch::V7),
    Entry::new("BXJ", concat!("111100111100mmmm", "1000111100000000"), t2::bxj).since(Arch::V6T2),
    Entry::new("ERET", concat!("1111001111011110", "1000111100000000"), t2::subs_pc_lr).since(Arch::V7VE),
    Entry::new("SUBS_PC_LR", concat!("1111001111011110", "10001111iiiiiiii"), t2::subs_pc_lr).since(Arch::V6T2),
    Entry::new("MRS", concat!("11110011111o1111", "1000dddd00000000"), t2::mrs).since(Arch::V6T2),
    Entry::new("HVC", concat!("111101111110iiii", "1000iiiiiiiiiiii"), t2::hvc).since(Arch::V7VE),
    // SMC needs the Security Extensions, which the `virt` board's A15 lacks: UNDEFINED
    // (QEMU's pre_smc helper raises it at run time; no PSCI conduit is SMC there).
    Entry::new("SMC", concat!("111101111111iiii", "1000000000000000"), t2::undefined).since(Arch::V6T2),
    Entry::new("UDF", concat!("111101111111iiii", "1010iiiiiiiiiiii"), t2::undefined).since(Arch::V6T2),
    Entry::new("B_cond", concat!("11110scccciiiiii", "10j0jiiiiiiiiiii"), t2::b_cond).since(Arch::V6T2),
    Entry::new("B", concat!("11110siiiiiiiiii", "10j1jiiiiiiiiiii"), t2::b).since(Arch::V6T2),
    Entry::new("BLX_imm", concat!("11110siiiiiiiiii", "11j0jiiiiiiiiii0"), t2::blx).since(Arch::V6T2),
    Entry::new("BL", concat!("11110siiiiiiiiii", "11j1jiiiiiiiiiii"), t2::bl).since(Arch::V6T2),
    // --- memory hints: loads of bytes/halfwords to PC without writeback (hw1 1111100)
    Entry::new("PLD_PLI_lit", concat!("1111100ou0o11111", "1111iiiiiiiiiiii"), tm::mem_hint).since(Arch::V6T2), // PLI v7, PLDW v7MP
    Entry::new("PLD_PLI_imm12", concat!("1111100o10o1nnnn", "1111iiiiiiiiiiii"), tm::mem_hint).since(Arch::V6T2),
    Entry::new("PLD_PLI_neg", concat!("1111100o00o1nnnn", "11111100iiiiiiii"), tm::mem_hint).since(Arch::V6T2),
    Entry::new("PLD_PLI_reg", concat!("1111100o00o1nnnn", "1111000000iimmmm"), tm::mem_hint).since(Arch::V6T2),
    // --- single loads (o: bit 8 signed, bit 5 halfword) ---------------------------------
    Entry::new("LDR_lit", concat!("11111000u1011111", "ttttiiiiiiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("LDR_imm12", concat!("111110001101nnnn", "ttttiiiiiiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("LDR_imm8", concat!("111110000101nnnn", "tttt1pu1iiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("LDR_neg", concat!("111110000101nnnn", "tttt1100iiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("LDRT", concat!("111110000101nnnn", "tttt1110iiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("LDR_reg", concat!("111110000101nnnn", "tttt000000iimmmm"), tm::single).since(Arch::V6T2),
    Entry::new("LDR_BH_lit", concat!("1111100ou0o11111", "ttttiiiiiiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("LDR_BH_imm12", concat!("1111100o10o1nnnn", "ttttiiiiiiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("LDR_BH_imm8", concat!("1111100o00o1nnnn", "tttt1pu1iiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("LDR_BH_neg", concat!("1111100o00o1nnnn", "tttt1100iiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("LDR_BH_T", concat!("1111100o00o1nnnn", "tttt1110iiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("LDR_BH_reg", concat!("1111100o00o1nnnn", "tttt000000iimmmm"), tm::single).since(Arch::V6T2),
    // --- single stores (o: bit 5 halfword) -------------------------------------------
    Entry::new("STR_imm12", concat!("111110001100nnnn", "ttttiiiiiiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("STR_imm8", concat!("111110000100nnnn", "tttt1pu1iiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("STR_neg", concat!("111110000100nnnn", "tttt1100iiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("STRT", concat!("111110000100nnnn", "tttt1110iiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("STR_reg", concat!("111110000100nnnn", "tttt000000iimmmm"), tm::single).since(Arch::V6T2),
    Entry::new("STR_BH_imm12", concat!("1111100010o0nnnn", "ttttiiiiiiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("STR_BH_imm8", concat!("1111100000o0nnnn", "tttt1pu1iiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("STR_BH_neg", concat!("1111100000o0nnnn", "tttt1100iiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("STR_BH_T", concat!("1111100000o0nnnn", "tttt1110iiiiiiii"), tm::single).since(Arch::V6T2),
    Entry::new("STR_BH_reg", concat!("1111100000o0nnnn", "tttt000000iimmmm"), tm::single).since(Arch::V6T2),
    // --- exclusives, table branches, doubleword (hw1 1110100 P U 1 W L) -------------------
    Entry::new("STREX", concat!("111010000100nnnn", "ttttddddiiiiiiii"), tm::strex).since(Arch::V6T2),
    Entry::new("LDREX", concat!("111010000101nnnn", "tttt1111iiiiiiii"), tm::ldrex).since(Arch::V6T2),
    Entry::new("STREXB_H", concat!("111010001100nnnn", "tttt1111010odddd"), tm::strex_bhd).since(Arch::V7), // v7 (v6K in ARM)
    Entry::new("STREXD", concat!("111010001100nnnn", "tttttttt0111dddd"), tm::strex_bhd).since(Arch::V7),
    Entry::new("TBB_TBH", concat!("111010001101nnnn", "11110000000ommmm"), tm::table_branch).since(Arch::V6T2),
    Entry::new("LDREXB_H", concat!("111010001101nnnn", "tttt1111010o1111"), tm::ldrex_bhd).since(Arch::V7),
    Entry::new("LDREXD", concat!("111010001101nnnn", "tttttttt01111111"), tm::ldrex_bhd).since(Arch::V7),
    Entry::new("LDRD_STRD_post", concat!("11101000u11lnnnn", "ttttttttiiiiiiii"), tm::dual).since(Arch::V6T2),
    Entry::new("LDRD_STRD_pre", concat!("11101001u1wlnnnn", "ttttttttiiiiiiii"), tm::dual).since(Arch::V6T2),
    // --- load/store multiple, SRS, RFE (hw1 1110100 op 0 W L) ---------------------------
    Entry::new("SRS_DB", concat!("1110100000w01101", "11000000000iiiii"), tm::srs).since(Arch::V6T2),
    Entry::new("SRS_IA", concat!("1110100110w01101", "11000000000iiiii"), tm::srs).since(Arch::V6T2),
    Entry::new("RFE_DB", concat!("1110100000w1nnnn", "1100000000000000"), tm::rfe).since(Arch::V6T2),
    Entry::new("RFE_IA", concat!("1110100110w1nnnn", "1100000000000000"), tm::rfe).since(Arch::V6T2),
    Entry::new("LDM_STM_IA", concat!("1110100010wlnnnn", "rrrrrrrrrrrrrrrr"), tm::block).since(Arch::V6T2),
    Entry::new("LDM_STM_DB", concat!("1110100100wlnnnn", "rrrrrrrrrrrrrrrr"), tm::block).since(Arch::V6T2),
    // --- data processing, shifted register (hw1 1110101 op S Rn, hw2 0 imm3 Rd imm2 t Rm)
    Entry::new("TST_reg", concat!("111010100001nnnn", "0iii1111iittmmmm"), dp::dp_reg).since(Arch::V6T2),
    Entry::new("AND_reg", concat!("11101010000snnnn", "0iiiddddiittmmmm"), dp::dp_reg).since(Arch::V6T2),
    Entry::new("BIC_reg", concat!("11101010001snnnn", "0iiiddddiittmmmm"), dp::dp_reg).since(Arch::V6T2),
    Entry::new("MOV_reg", concat!("11101010010s1111", "0iiiddddiittmmmm"), dp::dp_reg).since(Arch::V6T2),
    Entry::new("ORR_reg", concat!("11101010010snnnn", "0iiiddddiittmmmm"), dp::dp_reg).since(Arch::V6T2),
    Entry::new("MVN_reg", concat!("11101010011s1111", "0iiiddddiittmmmm"), dp::dp_reg).since(Arch::V6T2),
    Entry::new("ORN_reg", concat!("11101010011snnnn", "0iiiddddiittmmmm"), dp::dp_reg).since(Arch::V6T2),
    Entry::new("TEQ_reg", concat!("111010101001nnnn", "0iii1111iittmmmm"), dp::dp_reg).since(Arch::V6T2),
    Entry::new("EOR_reg", concat!("11101010100snnnn", "0iiiddddiittmmmm"), dp::dp_reg).since(Arch::V6T2),
    Entry::new("PKH", concat!("111010101100nnnn", "0iiiddddiio0mmmm"), dp::pkh).since(Arch::V6T2),
    Entry::new("CMN_reg", concat!("111010110001nnnn", "0iii1111iittmmmm"), dp::dp_reg).since(Arch::V6T2),
    Entry::new("ADD_reg", concat!("11101011000snnnn", "0iiiddddiittmmmm"), dp::dp_reg).since(Arch::V6T2),
    Entry::new("ADC_reg", concat!("11101011010snnnn", "0iiiddddiittmmmm"), dp::dp_reg).since(Arch::V6T2),
    Entry::new("SBC_reg", concat!("11101011011snnnn", "0iiiddddiittmmmm"), dp::dp_reg).since(Arch::V6T2),
    Entry::new("CMP_reg", concat!("111010111011nnnn", "0iii1111iittmmmm"), dp::dp_reg).since(Arch::V6T2),
    Entry::new("SUB_reg", concat!("11101011101snnnn", "0iiiddddiittmmmm"), dp::dp_reg).since(Arch::V6T2),
    Entry::new("RSB_reg", concat!("11101011110snnnn", "0iiiddddiittmmmm"), dp::dp_reg).since(Arch::V6T2),
    // --- data processing, register (hw1 11111010, hw2 1111) --------------------------
    Entry::new("SHIFT_reg", concat!("111110100ttsnnnn", "1111dddd0000mmmm"), dp::shift_reg).since(Arch::V6T2),
    Entry::new("EXTEND_H_B16", concat!("1111101000oo1111", "1111dddd10iimmmm"), dp::extend).since(Arch::V6T2),
    Entry::new("EXTEND_ADD_H_B16", concat!("1111101000oonnnn", "1111dddd10iimmmm"), dp::extend).since(Arch::V6T2),
    Entry::new("EXTEND_B", concat!("11111010010o1111", "1111dddd10iimmmm"), dp::extend).since(Arch::V6T2),
    Entry::new("EXTEND_ADD_B", concat!("11111010010onnnn", "1111dddd10iimmmm"), dp::extend).since(Arch::V6T2),
    Entry::new("PARALLEL", concat!("111110101ooonnnn", "1111dddd0ooommmm"), dp::parallel).since(Arch::V6T2),
    Entry::new("QADD_QSUB", concat!("111110101000nnnn", "1111dddd10oommmm"), dp::qop).since(Arch::V6T2),
    Entry::new("REV_RBIT", concat!("111110101001nnnn", "1111dddd10oommmm"), dp::reverse).since(Arch::V6T2),
    Entry::new("SEL", concat!("111110101010nnnn", "1111dddd1000mmmm"), dp::select).since(Arch::V6T2),
    Entry::new("CLZ", concat!("111110101011nnnn", "1111dddd1000mmmm"), dp::clz).since(Arch::V6T2),
    // --- multiplies and divides (hw1 111110110 op Rn, hw2 Ra Rd op Rm) --------------------
    Entry::new("MUL", concat!("111110110000nnnn", "1111dddd0000mmmm"), dp::mul).since(Arch::V6T2),
    Entry::new("MLA", concat!("111110110000nnnn", "aaaadddd0000mmmm"), dp::mul).since(Arch::V6T2),
    Entry::new("MLS", concat!("111110110000nnnn", "aaaadddd0001mmmm"), dp::mls).since(Arch::V6T2),
    Entry::new("SMULxy", concat!("111110110001nnnn", "1111dddd00xymmmm"), dp::smla_xy).since(Arch::V6T2),
    Entry::new("SMLAxy", concat!("111110110001nnnn", "aaaadddd00xymmmm"), dp::smla_xy).since(Arch::V6T2),
    Entry::new("SMUAD", concat!("111110110010nnnn", "1111dddd000xmmmm"), dp::smlad).since(Arch::V6T2),
    Entry::new("SMLAD", concat!("111110110010nnnn", "aaaadddd000xmmmm"), dp::smlad).since(Arch::V6T2),
    Entry::new("SMULWy", concat!("111110110011nnnn", "1111dddd000ymmmm"), dp::smlaw_y).since(Arch::V6T2),
    Entry::new("SMLAWy", concat!("111110110011nnnn", "aaaadddd000ymmmm"), dp::smlaw_y).since(Arch::V6T2),
    Entry::new("SMUSD", concat!("111110110100nnnn", "1111dddd000xmmmm"), dp::smlad).since(Arch::V6T2),
    Entry::new("SMLSD", concat!("111110110100nnnn", "aaaadddd000xmmmm"), dp::smlad).since(Arch::V6T2),
    Entry::new("SMMUL", concat!("111110110101nnnn", "1111dddd000xmmmm"), dp::smmul).since(Arch::V6T2),
    Entry::new("SMMLA", concat!("111110110101nnnn", "aaaadddd000xmmmm"), dp::smmul).since(Arch::V6T2),
    Entry::new("SMMLS", concat!("111110110110nnnn", "aaaadddd000xmmmm"), dp::smmul).since(Arch::V6T2),
    Entry::new("USAD8", concat!("111110110111nnnn", "1111dddd0000mmmm"), dp::usad8).since(Arch::V6T2),
    Entry::new("USADA8", concat!("111110110111nnnn", "aaaadddd0000mmmm"), dp::usad8).since(Arch::V6T2),
    Entry::new("SMULL", concat!("111110111000nnnn", "lllldddd0000mmmm"), dp::mul_long).since(Arch::V6T2),
    Entry::new("SDIV", concat!("111110111001nnnn", "1111dddd1111mmmm"), dp::div).since(Arch::V7VE), // v7VE (v7-R)
    Entry::new("UMULL", concat!("111110111010nnnn", "lllldddd0000mmmm"), dp::mul_long).since(Arch::V6T2),
    Entry::new("UDIV", concat!("111110111011nnnn", "1111dddd1111mmmm"), dp::div).since(Arch::V7VE), // v7VE (v7-R)
    Entry::new("SMLAL", concat!("111110111100nnnn", "lllldddd0000mmmm"), dp::mul_long).since(Arch::V6T2),
    Entry::new("SMLALxy", concat!("111110111100nnnn", "lllldddd10xymmmm"), dp::smlal_xy).since(Arch::V6T2),
    Entry::new("SMLALD", concat!("111110111100nnnn", "lllldddd110xmmmm"), dp::smlald).since(Arch::V6T2),
    Entry::new("SMLSLD", concat!("111110111101nnnn", "lllldddd110xmmmm"), dp::smlald).since(Arch::V6T2),
    Entry::new("UMLAL", concat!("111110111110nnnn", "lllldddd0000mmmm"), dp::mul_long).since(Arch::V6T2),
    Entry::new("UMAAL", concat!("111110111110nnnn", "lllldddd0110mmmm"), dp::umaal).since(Arch::V6T2),
    // --- coprocessors other than 10/11 (the VFP table takes those first): the ARM
    // encodings with cond 1110, decoded by the ARM handlers -------------------------------
    Entry::new("MCRR_MRRC", concat!("11101100010lnnnn", "ttttppppoooommmm"), a::mcrr_mrrc).since(Arch::V6T2),
    Entry::new("LDC_STC", concat!("1110110punwlnnnn", "ddddppppiiiiiiii"), a::ldc_stc).since(Arch::V6T2),
    Entry::new("CDP", concat!("11101110oooonnnn", "ddddppppooo0mmmm"), a::cdp).since(Arch::V6T2),
    Entry::new("MCR_MRC", concat!("11101110ooolnnnn", "ttttppppooo1mmmm"), a::mcr_mrc).since(Arch::V6T2),
];

/// VFP encodings (coprocessors 10 and 11; VFPv3 and VFPv4's fused multiply-add), in
/// their ARM form: a Thumb-2 VFP word is the ARM word with condition 1110. Letters: d/n/m
/// a register's field and its extra bit (D, N, M), s sz (double precision), t Rt/Rt2, o
/// the operation or direction, i an immediate, r a VFP system register, u/w/l the U/W/L
/// bits, e the E (quiet-NaN signalling) bit, x a T, signed, sx or scalar-index bit. All
/// are VFPv3-D32 as the Cortex-A15 has them (D16-D31 everywhere); the VFPv2 subset is
/// not a profile here, so every entry is `.since(V7)`. What no entry takes is UNDEFINED
/// (see `decode/vfp.rs` for which encodings this CPU lacks and why).
pub static VFP_TABLE: &[Entry] = &[
    // --- three registers: bits 23, 21:20 and 6 name the operation ----------------------
    Entry::new("VMLA", "cccc11100d00nnnndddd101sn0m0mmmm", v::op3).since(Arch::V7), // VFPv2
    Entry::new("VMLS", "cccc11100d00nnnndddd101sn1m0mmmm", v::op3).since(Arch::V7), // VFPv2
    Entry::new("VNMLS", "cccc11100d01nnnndddd101sn0m0mmmm", v::op3).since(Arch::V7), // VFPv2
    Entry::new("VNMLA", "cccc11100d01nnnndddd101sn1m0mmmm", v::op3).since(Arch::V7), // VFPv2
    Entry::new("VMUL", "cccc11100d10nnnndddd101sn0m0mmmm", v::op3).since(Arch::V7), // VFPv2
    Entry::new("VNMUL", "cccc11100d10nnnndddd101sn1m0mmmm", v::op3).since(Arch::V7), // VFPv2
    Entry::new("VADD", "cccc11100d11nnnndddd101sn0m0mmmm", v::op3).since(Arch::V7), // VFPv2
    Entry::new("VSUB", "cccc11100d11nnnndddd101sn1m0mmmm", v::op3).since(Arch::V7), // VFPv2
    Entry::new("VDIV", "cccc11101d00nnnndddd101sn0m0mmmm", v::op3).since(Arch::V7), // VFPv2
    Entry::new("VFNMS", "cccc11101d01nnnndddd101sn0m0mmmm", v::op3).since(Arch::V7), // VFPv4
    Entry::new("VFNMA", "cccc11101d01nnnndddd101sn1m0mmmm", v::op3).since(Arch::V7), // VFPv4
    Entry::new("VFMA", "cccc11101d10nnnndddd101sn0m0mmmm", v::op3).since(Arch::V7), // VFPv4
    Entry::new("VFMS", "cccc11101d10nnnndddd101sn1m0mmmm", v::op3).since(Arch::V7), // VFPv4
    // --- 1D11: immediate move, one register, compares and conversions ---------------------
    Entry::new("VMOV_imm", "cccc11101d11iiiidddd101s0000iiii", v::vmov_imm).since(Arch::V7), // VFPv3
    Entry::new("VMOV_reg", "cccc11101d110000dddd101s01m0mmmm", v::op2).since(Arch::V7), // VFPv2
    Entry::new("VABS", "cccc11101d110000dddd101s11m0mmmm", v::op2).since(Arch::V7),     // VFPv2
    Entry::new("VNEG", "cccc11101d110001dddd101s01m0mmmm", v::op2).since(Arch::V7),     // VFPv2
    Entry::new("VSQRT", "cccc11101d110001dddd101s11m0mmmm", v::op2).since(Arch::V7),    // VFPv2
    Entry::new(
        "VCVTB_VCVTT_from_f16",
        "cccc11101d110010dddd1010x1m0mmmm",
        v::cvt_half,
    )
    .since(Arch::V7), // VFPv3 half-precision extension
    Entry::new(
        "VCVTB_VCVTT_to_f16",
        "cccc11101d110011dddd1010x1m0mmmm",
        v::cvt_half,
    )
    .since(Arch::V7), // VFPv3 half-precision extension
    Entry::new("VCMP", "cccc11101d110100dddd101se1m0mmmm", v::vcmp).since(Arch::V7),    // VFPv2
    // Vm and M are (0) in VCMP #0.0: QEMU UNDEFs a word with any of them set.
    Entry::new("VCMP_zero", "cccc11101d110101dddd101se1000000", v::vcmp).since(Arch::V7), // VFPv2
    Entry::new(
        "VCVT_f64_f32",
        "cccc11101d110111dddd101s11m0mmmm",
        v::cvt_precision,
    )
    .since(Arch::V7), // VFPv2
    Entry::new(
        "VCVT_from_int",
        "cccc11101d111000dddd101sx1m0mmmm",
        v::cvt_from_int,
    )
    .since(Arch::V7), // VFPv2
    Entry::new(
        "VCVT_fixed",
        "cccc11101d111o1udddd101sx1i0iiii",
        v::cvt_fixed,
    )
    .since(Arch::V7), // VFPv3
    Entry::new(
        "VCVT_to_int",
        "cccc11101d11110xdddd101so1m0mmmm",
        v::cvt_to_int,
    )
    .since(Arch::V7), // VFPv2
    // --- transfers between core and VFP registers ---------------------------------------
    Entry::new(
        "VMOV_core_single",
        "cccc1110000onnnntttt1010n0010000",
        v::mov_core,
    )
    .since(Arch::V7), // VFPv2
    Entry::new(
        "VMOV_scalar",
        "cccc111000xonnnntttt1011n0010000",
        v::mov_scalar,
    )
    .since(Arch::V7), // VFPv2 (32-bit scalars only)
    Entry::new(
        "VMRS_VMSR_FPSID_FPSCR",
        "cccc1110111o000rtttt101000010000",
        v::sys,
    )
    .since(Arch::V7), // VFPv2
    Entry::new("VMRS_VMSR_MVFR", "cccc1110111o011rtttt101000010000", v::sys).since(Arch::V7), // VFPv3
    Entry::new(
        "VMRS_VMSR_FPEXC",
        "cccc1110111o1000tttt101000010000",
        v::sys,
    )
    .since(Arch::V7), // VFPv2
    Entry::new(
        "VMOV_core_double",
        "cccc1100010otttttttt101100m1mmmm",
        v::mov_core2,
    )
    .since(Arch::V7), // VFPv2
    Entry::new(
        "VMOV_core_2single",
        "cccc1100010otttttttt101000m1mmmm",
        v::mov_core2,
    )
    .since(Arch::V7), // VFPv2
    // --- loads and stores (P U W: 1 x 0 VLDR/VSTR, 0 1 x and 1 0 1 VLDM/VSTM) ---------
    Entry::new("VLDR_VSTR", "cccc1101ud0lnnnndddd101siiiiiiii", v::mem).since(Arch::V7), // VFPv2
    Entry::new("VPOP", "cccc11001d111101dddd101siiiiiiii", v::block).since(Arch::V7),    // VFPv2
    Entry::new("VPUSH", "cccc11010d101101dddd101siiiiiiii", v::block).since(Arch::V7),   // VFPv2
    Entry::new("VLDM_VSTM_IA", "cccc11001dwlnnnndddd101siiiiiiii", v::block).since(Arch::V7), // VFPv2
    Entry::new("VLDM_VSTM_DB", "cccc11010d1lnnnndddd101siiiiiiii", v::block).since(Arch::V7), // VFPv2
];

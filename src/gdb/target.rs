//! The target description gdb reads (`qXfer:features:read:target.xml`): ARM's core
//! feature (r0-r15, CPSR as register 25), an extra feature with the banked registers,
//! the SPSRs and the translation table base, and on a CPU with VFP the VFP registers
//! as QEMU 7.2's stub offers them for `cortex-a15,neon=off` (its `arm-vfp3.xml`:
//! `org.gnu.gdb.arm.vfp` with d0-d31 and fpscr, gdb adding s0-s31 itself; and its
//! `arm-vfp-sysregs.xml`: fpsid and fpexc); and reading and writing those registers
//! by number on a `Core`.

use arm::state::Mode;
// FPSID as VMRS reads it; the FPSCR bits that hold state, the only ones a write keeps
// (as QEMU's `vfp_set_fpscr`); FPEXC.EN, the one FPEXC bit QEMU's stub writes.
use arm::interp::{FPEXC_EN, FPSCR_BITS, FPSID};
use arm::Core;

/// gdb's number of the CPSR in the `org.gnu.gdb.arm.core` feature (16-24 are the FPA
/// registers this core does not have).
pub const CPSR: usize = 25;

/// A register beyond r0-r15 and the CPSR, in the order of their numbers (from 26).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Extra {
    /// r8-r12 of the User bank (index 0) or of FIQ mode (index 1).
    R8To12 {
        fiq: bool,
        r: usize,
    },
    /// r13/r14 of a bank ([`Mode::bank`]).
    R13R14 {
        bank: usize,
        r: usize,
    },
    /// The SPSR of a bank (1..=5).
    Spsr {
        bank: usize,
    },
    /// CP15 translation table base 0 (read only), for process-limited breakpoints.
    Ttbr0,
    /// VFP double register Dn (64 bits).
    D(usize),
    Fpscr,
    Fpsid,
    Fpexc,
}

const BANKS: [&str; 6] = ["usr", "fiq", "irq", "svc", "abt", "und"];

/// The banked registers, the SPSRs and TTBR0 (feature `org.goldtrace.arm.banked`).
fn banked() -> Vec<(String, Extra)> {
    let mut v = Vec::new();
    for (fiq, bank) in [(false, "usr"), (true, "fiq")] {
        for r in 8..13 {
            v.push((format!("r{r}_{bank}"), Extra::R8To12 { fiq, r }));
        }
    }
    for (bank, name) in BANKS.iter().enumerate() {
        for r in [13, 14] {
            v.push((format!("r{r}_{name}"), Extra::R13R14 { bank, r }));
        }
    }
    for (bank, name) in BANKS.iter().enumerate().skip(1) {
        v.push((format!("spsr_{name}"), Extra::Spsr { bank }));
    }
    v.push(("ttbr0".to_string(), Extra::Ttbr0));
    v
}

/// The VFP registers: d0-d31 and fpscr (feature `org.gnu.gdb.arm.vfp`), then fpsid
/// and fpexc (`org.gnu.gdb.arm.vfp-sysregs`).
fn vfp() -> Vec<(String, Extra)> {
    let mut v: Vec<(String, Extra)> = (0..32).map(|d| (format!("d{d}"), Extra::D(d))).collect();
    v.push(("fpscr".to_string(), Extra::Fpscr));
    v.push(("fpsid".to_string(), Extra::Fpsid));
    v.push(("fpexc".to_string(), Extra::Fpexc));
    v
}

/// The registers after the CPSR that `core` has, in number order from 26.
fn extras(core: &Core) -> Vec<(String, Extra)> {
    let mut v = banked();
    if core.model.profile.vfp {
        v.extend(vfp());
    }
    v
}

/// The numbers of every register of `core`, in `g` packet order.
pub fn numbers(core: &Core) -> Vec<usize> {
    (0..16)
        .chain([CPSR])
        .chain((0..extras(core).len()).map(|i| CPSR + 1 + i))
        .collect()
}

/// The target description XML for `core`.
pub fn xml(core: &Core) -> String {
    let mut s = String::from(
        "<?xml version=\"1.0\"?>\n<!DOCTYPE target SYSTEM \"gdb-target.dtd\">\n<target version=\"1.0\">\n<architecture>arm</architecture>\n<feature name=\"org.gnu.gdb.arm.core\">\n",
    );
    for r in 0..13 {
        s.push_str(&format!(
            "<reg name=\"r{r}\" bitsize=\"32\" type=\"uint32\"/>\n"
        ));
    }
    s.push_str("<reg name=\"sp\" bitsize=\"32\" type=\"data_ptr\"/>\n");
    s.push_str("<reg name=\"lr\" bitsize=\"32\"/>\n");
    s.push_str("<reg name=\"pc\" bitsize=\"32\" type=\"code_ptr\"/>\n");
    s.push_str(&format!(
        "<reg name=\"cpsr\" bitsize=\"32\" regnum=\"{CPSR}\"/>\n</feature>\n<feature name=\"org.goldtrace.arm.banked\">\n"
    ));
    for (i, (name, e)) in extras(core).iter().enumerate() {
        let n = CPSR + 1 + i;
        let attrs = match e {
            Extra::D(0) => {
                s.push_str("</feature>\n<feature name=\"org.gnu.gdb.arm.vfp\">\n");
                "bitsize=\"64\" type=\"ieee_double\""
            }
            Extra::D(_) => "bitsize=\"64\" type=\"ieee_double\"",
            Extra::Fpscr => "bitsize=\"32\" type=\"int\" group=\"float\"",
            Extra::Fpsid => {
                s.push_str("</feature>\n<feature name=\"org.gnu.gdb.arm.vfp-sysregs\">\n");
                "bitsize=\"32\" type=\"int\" group=\"float\""
            }
            Extra::Fpexc => "bitsize=\"32\" type=\"int\" group=\"float\"",
            _ => "bitsize=\"32\" type=\"uint32\"",
        };
        let group = match e {
            Extra::D(_) | Extra::Fpscr | Extra::Fpsid | Extra::Fpexc => "",
            _ => " group=\"system\"",
        };
        s.push_str(&format!(
            "<reg name=\"{name}\" {attrs} regnum=\"{n}\"{group}/>\n"
        ));
    }
    s.push_str("</feature>\n</target>\n");
    s
}

fn extra(core: &Core, n: usize) -> Option<Extra> {
    n.checked_sub(CPSR + 1)
        .and_then(|i| extras(core).get(i).map(|e| e.1))
}

/// The width of register `n` in bytes (4, or 8 for a VFP double register); `None`
/// for a number that does not exist.
pub fn width(core: &Core, n: usize) -> Option<usize> {
    match n {
        0..=15 | CPSR => Some(4),
        _ => match extra(core, n)? {
            Extra::D(_) => Some(8),
            _ => Some(4),
        },
    }
}

/// The translation table base register 0 of either CP15 (on ARMv7 its low word).
pub fn ttbr0(core: &Core) -> u32 {
    match &core.mmu.v7 {
        Some(r) => r.ttbr0 as u32,
        None => core.mmu.regs.ttbr0,
    }
}

/// Reads register `n` (its [`width`] in bytes); `None` for a number that does not
/// exist.
pub fn read(core: &Core, n: usize) -> Option<u64> {
    let s = &core.s;
    let mode = s.mode();
    let v = match n {
        0..=15 => s.r[n],
        CPSR => s.cpsr(),
        _ => match extra(core, n)? {
            Extra::R8To12 { fiq, r } => {
                if fiq == (mode == Mode::Fiq) {
                    s.r[r]
                } else {
                    s.banked_r8_r12[usize::from(fiq)][r - 8]
                }
            }
            Extra::R13R14 { bank, r } => {
                if bank == mode.bank() {
                    s.r[r]
                } else {
                    s.banked_r13_r14[bank][r - 13]
                }
            }
            Extra::Spsr { bank } => s.spsr[bank],
            Extra::Ttbr0 => ttbr0(core),
            Extra::D(d) => return Some(s.vfp.d[d]),
            Extra::Fpscr => s.vfp.fpscr,
            Extra::Fpsid => FPSID,
            Extra::Fpexc => s.vfp.fpexc,
        },
    };
    Some(u64::from(v))
}

/// Writes register `n`; false for a number that does not exist or cannot be written.
/// A CPSR write re-banks the registers when it changes the mode. As QEMU's stub does,
/// a PC write clears bit 0 (gdb may write a Thumb address), an FPSCR write keeps the
/// bits that hold state, an FPEXC write only EN, and FPSID ignores writes (QEMU's
/// writes its copy, which nothing else reads).
pub fn write(core: &mut Core, n: usize, value: u64) -> bool {
    let mode = core.s.mode();
    let word = value as u32;
    let e = extra(core, n);
    let s = &mut core.s;
    match n {
        15 => s.r[15] = word & !1,
        0..=14 => s.r[n] = word,
        CPSR => {
            if Mode::from_bits(word).is_none() {
                return false;
            }
            s.set_cpsr(word);
        }
        _ => match e {
            Some(Extra::R8To12 { fiq, r }) => {
                if fiq == (mode == Mode::Fiq) {
                    s.r[r] = word;
                } else {
                    s.banked_r8_r12[usize::from(fiq)][r - 8] = word;
                }
            }
            Some(Extra::R13R14 { bank, r }) => {
                if bank == mode.bank() {
                    s.r[r] = word;
                } else {
                    s.banked_r13_r14[bank][r - 13] = word;
                }
            }
            Some(Extra::Spsr { bank }) => s.spsr[bank] = word,
            Some(Extra::D(d)) => s.vfp.d[d] = value,
            Some(Extra::Fpscr) => s.vfp.fpscr = word & FPSCR_BITS,
            Some(Extra::Fpexc) => s.vfp.fpexc = word & FPEXC_EN,
            Some(Extra::Fpsid) => {}
            Some(Extra::Ttbr0) | None => return false,
        },
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn core() -> Core {
        let ram = arm::Ram::new(1 << 20).unwrap();
        Core::new(ram, Box::new(NoBus))
    }

    fn a15() -> Core {
        let mut c = core();
        c.set_model(&arm::cpu_model::CORTEX_A15);
        c
    }

    /// The number of the register named `name` in `core`'s description.
    fn number(core: &Core, name: &str) -> usize {
        CPSR + 1 + extras(core).iter().position(|e| e.0 == name).unwrap()
    }

    #[test]
    fn numbers_follow_the_xml() {
        let core = core();
        let xml = xml(&core);
        let nums = numbers(&core);
        assert_eq!(nums.len(), 17 + 28);
        assert!(xml.contains("<reg name=\"cpsr\" bitsize=\"32\" regnum=\"25\"/>"));
        assert!(xml.contains(&format!(
            "name=\"ttbr0\" bitsize=\"32\" type=\"uint32\" regnum=\"{}\"",
            nums.last().unwrap()
        )));
        // The ARM926 has no VFP: none offered.
        assert!(!xml.contains("vfp") && !xml.contains("\"d0\""), "{xml}");
    }

    #[test]
    fn an_armv7_core_offers_the_vfp_registers_as_qemu_does() {
        let core = a15();
        let xml = xml(&core);
        let nums = numbers(&core);
        // r0-r15, cpsr, 28 banked, d0-d31, fpscr, fpsid, fpexc.
        assert_eq!(nums.len(), 17 + 28 + 35);
        let vfp = &xml[xml.find("<feature name=\"org.gnu.gdb.arm.vfp\">").unwrap()..];
        let d0 = number(&core, "d0");
        assert!(vfp.starts_with(&format!(
            "<feature name=\"org.gnu.gdb.arm.vfp\">\n<reg name=\"d0\" bitsize=\"64\" type=\"ieee_double\" regnum=\"{d0}\"/>"
        )), "{xml}");
        assert!(vfp.contains(&format!(
            "<reg name=\"d31\" bitsize=\"64\" type=\"ieee_double\" regnum=\"{}\"/>\n<reg name=\"fpscr\" bitsize=\"32\" type=\"int\" group=\"float\" regnum=\"{}\"/>\n</feature>",
            d0 + 31,
            d0 + 32
        )), "{xml}");
        assert!(xml.contains("<feature name=\"org.gnu.gdb.arm.vfp-sysregs\">\n<reg name=\"fpsid\""));
        assert_eq!(width(&core, d0 + 5), Some(8));
        assert_eq!(width(&core, d0 + 32), Some(4));
        assert_eq!(width(&core, CPSR), Some(4));
        assert_eq!(width(&core, 500), None);
    }

    #[test]
    fn vfp_registers_read_and_write_the_register_file() {
        let mut core = a15();
        let (d0, fpscr) = (number(&core, "d0"), number(&core, "fpscr"));
        let (fpsid, fpexc) = (number(&core, "fpsid"), number(&core, "fpexc"));
        core.s.vfp.d[7] = 0x4009_21fb_5444_2d18; // pi
        core.s.vfp.fpscr = 0x8000_0010;
        assert_eq!(read(&core, d0 + 7), Some(0x4009_21fb_5444_2d18));
        assert_eq!(read(&core, fpscr), Some(0x8000_0010));
        assert_eq!(read(&core, fpsid), Some(0x4104_30f0));
        assert!(write(&mut core, d0 + 31, 0x3ff0_0000_0000_0000));
        assert_eq!(core.s.vfp.d[31], 0x3ff0_0000_0000_0000);
        // Bits of the FPSCR that hold no state are dropped, as VMSR drops them.
        assert!(write(&mut core, fpscr, 0xffff_ffff));
        assert_eq!(core.s.vfp.fpscr, 0xf7f7_009f);
        assert!(write(&mut core, fpexc, 0xffff_ffff));
        assert_eq!(core.s.vfp.fpexc, 1 << 30);
        assert!(write(&mut core, fpsid, 0));
        assert_eq!(read(&core, fpsid), Some(0x4104_30f0));
    }

    #[test]
    fn the_cpsr_shows_thumb_and_it_state_and_pc_writes_drop_bit_0() {
        let mut core = a15();
        // Thumb, IT state 0b0001_1001 (ITSTATE[1:0] at bits 26:25, [7:2] at 15:10).
        let cpsr: u32 = 0x1d3 | 0x20 | (0b01 << 25) | (0b00_0110 << 10);
        assert!(write(&mut core, CPSR, u64::from(cpsr)));
        assert_eq!(read(&core, CPSR), Some(u64::from(cpsr)));
        assert!(write(&mut core, 15, 0x4000_0101));
        assert_eq!(core.s.r[15], 0x4000_0100);
    }

    #[test]
    fn ttbr0_is_the_armv7_cp15s_on_an_armv7_core() {
        let mut core = a15();
        core.mmu.v7.as_mut().unwrap().ttbr0 = 0x4123_406a;
        assert_eq!(read(&core, number(&core, "ttbr0")), Some(0x4123_406a));
        let mut old = self::core();
        old.mmu.regs.ttbr0 = 0x0010_4000;
        assert_eq!(read(&old, number(&old, "ttbr0")), Some(0x0010_4000));
    }

    struct NoBus;

    impl arm::Bus for NoBus {
        fn read(&mut self, _: u64, _: u32, _: arm::AccessSize) -> Result<u32, arm::BusFault> {
            Err(arm::BusFault)
        }
        fn write(
            &mut self,
            _: u64,
            _: u32,
            _: arm::AccessSize,
            _: u32,
        ) -> Result<(), arm::BusFault> {
            Err(arm::BusFault)
        }
        fn interrupts(&mut self, _: u64) -> arm::Irqs {
            arm::Irqs::default()
        }
        fn next_event(&self, _: u64) -> u64 {
            u64::MAX
        }
        fn take_request(&mut self) -> Option<arm::SystemRequest> {
            None
        }
    }

    #[test]
    fn banked_registers_read_the_right_bank() {
        let mut core = core();
        // Reset state: SVC mode.
        core.s.r[13] = 0x1000;
        core.s.banked_r13_r14[2][0] = 0x2000; // IRQ's sp
        let n = |name: &str| CPSR + 1 + banked().iter().position(|e| e.0 == name).unwrap();
        assert_eq!(read(&core, n("r13_svc")), Some(0x1000));
        assert_eq!(read(&core, n("r13_irq")), Some(0x2000));
        assert!(write(&mut core, n("r14_irq"), 0x3000));
        assert!(write(&mut core, CPSR, 0x12 | 0xc0));
        assert_eq!(core.s.r[13], 0x2000);
        assert_eq!(core.s.r[14], 0x3000);
        assert_eq!(read(&core, n("r13_svc")), Some(0x1000));
        assert!(!write(&mut core, CPSR, 0x15));
        assert_eq!(read(&core, 200), None);
    }
}

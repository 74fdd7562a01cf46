//! The target description gdb reads (`qXfer:features:read:target.xml`): ARM's core
//! feature (r0-r15, CPSR as register 25) and an extra feature with the banked
//! registers, the SPSRs and the translation table base; and reading and writing those
//! registers by number on a `Core`.

use arm::state::Mode;
use arm::Core;

/// gdb's number of the CPSR in the `org.gnu.gdb.arm.core` feature (16-24 are the FPA
/// registers this core does not have).
pub const CPSR: usize = 25;

/// A register beyond r0-r15 and the CPSR, in the order of their numbers (from 26).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Extra {
    /// r8-r12 of the User bank (index 0) or of FIQ mode (index 1).
    R8To12 { fiq: bool, r: usize },
    /// r13/r14 of a bank ([`Mode::bank`]).
    R13R14 { bank: usize, r: usize },
    /// The SPSR of a bank (1..=5).
    Spsr { bank: usize },
    /// CP15 translation table base 0 (read only), for process-limited breakpoints.
    Ttbr0,
}

const BANKS: [&str; 6] = ["usr", "fiq", "irq", "svc", "abt", "und"];

fn extras() -> Vec<(String, Extra)> {
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

/// The numbers of every register, in `g` packet order.
pub fn numbers() -> Vec<usize> {
    (0..16)
        .chain([CPSR])
        .chain((0..extras().len()).map(|i| CPSR + 1 + i))
        .collect()
}

/// The target description XML.
pub fn xml() -> String {
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
    for (i, (name, _)) in extras().iter().enumerate() {
        s.push_str(&format!(
            "<reg name=\"{name}\" bitsize=\"32\" type=\"uint32\" regnum=\"{}\" group=\"system\"/>\n",
            CPSR + 1 + i
        ));
    }
    s.push_str("</feature>\n</target>\n");
    s
}

fn extra(n: usize) -> Option<Extra> {
    n.checked_sub(CPSR + 1)
        .and_then(|i| extras().get(i).map(|e| e.1))
}

/// Reads register `n`; `None` for a number that does not exist.
pub fn read(core: &Core, n: usize) -> Option<u32> {
    let s = &core.s;
    let mode = s.mode();
    Some(match n {
        0..=15 => s.r[n],
        CPSR => s.cpsr(),
        _ => match extra(n)? {
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
            Extra::Ttbr0 => core.mmu.regs.ttbr0,
        },
    })
}

/// Writes register `n`; false for a number that does not exist or cannot be written.
/// A CPSR write re-banks the registers when it changes the mode.
pub fn write(core: &mut Core, n: usize, value: u32) -> bool {
    let mode = core.s.mode();
    let s = &mut core.s;
    match n {
        0..=15 => s.r[n] = value,
        CPSR => {
            if Mode::from_bits(value).is_none() {
                return false;
            }
            s.set_cpsr(value);
        }
        _ => match extra(n) {
            Some(Extra::R8To12 { fiq, r }) => {
                if fiq == (mode == Mode::Fiq) {
                    s.r[r] = value;
                } else {
                    s.banked_r8_r12[usize::from(fiq)][r - 8] = value;
                }
            }
            Some(Extra::R13R14 { bank, r }) => {
                if bank == mode.bank() {
                    s.r[r] = value;
                } else {
                    s.banked_r13_r14[bank][r - 13] = value;
                }
            }
            Some(Extra::Spsr { bank }) => s.spsr[bank] = value,
            Some(Extra::Ttbr0) | None => return false,
        },
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_follow_the_xml() {
        let xml = xml();
        let nums = numbers();
        assert_eq!(nums.len(), 17 + extras().len());
        assert!(xml.contains("<reg name=\"cpsr\" bitsize=\"32\" regnum=\"25\"/>"));
        assert!(xml.contains(&format!(
            "name=\"ttbr0\" bitsize=\"32\" type=\"uint32\" regnum=\"{}\"",
            nums.last().unwrap()
        )));
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
        let ram = arm::Ram::new(1 << 20).unwrap();
        let mut core = Core::new(ram, Box::new(NoBus));
        // Reset state: SVC mode.
        core.s.r[13] = 0x1000;
        core.s.banked_r13_r14[2][0] = 0x2000; // IRQ's sp
        let n = |name: &str| CPSR + 1 + extras().iter().position(|e| e.0 == name).unwrap();
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

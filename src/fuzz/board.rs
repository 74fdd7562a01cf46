//! The fuzzer's machine: the RAM layout, the exception vectors and their handlers, the
//! background fill of RAM, a bus that answers every read with a value derived from
//! the address and records every access, and interrupt lines that rise and fall on a
//! schedule of the case's own.
//!
//! Everything here is a fixed function of its inputs: recorded regression tests rely
//! on it, so changing any of it changes what old regression specs run.

use std::cell::RefCell;
use std::rc::Rc;

use arm::{AccessSize, Bus, BusFault, Irqs, SystemRequest};

/// Guest RAM size: small, so that comparing all of it is cheap.
pub const RAM_SIZE: u32 = 1 << 20;
/// Where the random instruction stream goes (one 4 KiB page).
pub const CODE_BASE: u32 = 0x8000;
/// Size of the code page.
pub const CODE_SIZE: u32 = 0x1000;
/// The prefetch-abort handler.
const PABT_HANDLER: u32 = 0x100;
/// Physical addresses in `[FAULT_BASE, FAULT_END)` answer with an external abort.
pub const FAULT_BASE: u32 = 0xc000_0000;
pub const FAULT_END: u32 = 0xd000_0000;

/// `MOV pc, #0x8000`: back to the start of the code page.
const MOV_PC_CODE: u32 = 0xe3a0_f902;
/// `MOVS pc, lr`: return to the next instruction, restoring CPSR from SPSR.
const MOVS_PC_LR: u32 = 0xe1b0_f00e;
/// `SUBS pc, lr, #4`: return past a data abort (to the next instruction).
const SUBS_PC_LR_4: u32 = 0xe25e_f004;
/// `AND lr, lr, #0x3fc`.
const AND_LR_3FC: u32 = 0xe20e_efff;
/// `ORR lr, lr, #0x8000`.
const ORR_LR_8000: u32 = 0xe38e_e902;

/// The vectors and handlers, as (address, ARM word). Undefined and SWI return to the
/// next instruction; a data abort skips the faulting access; a prefetch abort re-enters
/// the code page at an offset taken from the faulting address (so that it does not
/// fault again at once); reset and the reserved vector restart the code page.
pub fn vector_words() -> Vec<(u32, u32)> {
    let b = |from: u32, to: u32| 0xea00_0000 | ((to.wrapping_sub(from + 8) >> 2) & 0x00ff_ffff);
    vec![
        (0x00, MOV_PC_CODE),
        (0x04, MOVS_PC_LR),
        (0x08, MOVS_PC_LR),
        (0x0c, b(0x0c, PABT_HANDLER)),
        (0x10, SUBS_PC_LR_4),
        (0x14, MOV_PC_CODE),
        (0x18, SUBS_PC_LR_4),
        (0x1c, SUBS_PC_LR_4),
        (PABT_HANDLER, AND_LR_3FC),
        (PABT_HANDLER + 4, ORR_LR_8000),
        (PABT_HANDLER + 8, MOVS_PC_LR),
    ]
}

/// splitmix64: the generator behind every random choice of the fuzzer.
#[derive(Clone, Debug)]
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    pub fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    /// A value in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u32) -> u32 {
        ((u64::from(self.next_u32()) * u64::from(n)) >> 32) as u32
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        ((self.next_u64() >> 11) as f64 / (1u64 << 53) as f64) < p
    }
}

/// Fills RAM with the background pattern of `fill_seed`: random bytes, so that loads
/// return varied values and stray jumps run random code.
pub fn fill_ram(bytes: &mut [u8], fill_seed: u64) {
    let mut rng = Rng(fill_seed);
    for chunk in bytes.chunks_mut(8) {
        let v = rng.next_u64().to_le_bytes();
        chunk.copy_from_slice(&v[..chunk.len()]);
    }
}

/// What the bus answers for a read of `size` at `addr`: a hash of the address.
pub fn bus_value(addr: u32, size: AccessSize) -> Option<u32> {
    if (FAULT_BASE..FAULT_END).contains(&addr) {
        return None;
    }
    let mut z = u64::from(addr).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z ^= z >> 29;
    let v = (z >> 16) as u32;
    Some(match size {
        AccessSize::Byte => v & 0xff,
        AccessSize::Half => v & 0xffff,
        AccessSize::Word => v,
    })
}

/// One access that reached the bus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    pub write: bool,
    pub addr: u32,
    pub size: AccessSize,
    pub value: u32,
    pub ticks: u64,
}

impl std::fmt::Display for Access {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {:#010x} {:?} {:#x} at tick {}",
            if self.write { "write" } else { "read " },
            self.addr,
            self.size,
            self.value,
            self.ticks
        )
    }
}

/// When the interrupt lines are up: each line rises at every multiple of its period and
/// stays up for `high` ticks (period 0: never). Only runs through the run loop sample
/// them (the block-by-block comparison never does).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lines {
    pub irq: (u64, u64),
    pub fiq: (u64, u64),
}

impl Lines {
    /// The schedule of a case, drawn from its fill seed: IRQ in most cases, FIQ in some,
    /// periods of tens to hundreds of ticks.
    pub fn of(fill_seed: u64) -> Lines {
        let mut rng = Rng(fill_seed ^ 0x6972_715f_6669_715f);
        let mut line = |p: f64| {
            if !rng.chance(p) {
                return (0, 0);
            }
            let period = 16 + u64::from(rng.below(400));
            (period, 1 + u64::from(rng.below(period as u32 / 2)))
        };
        Lines {
            irq: line(0.7),
            fiq: line(0.3),
        }
    }

    fn up((period, high): (u64, u64), now: u64) -> bool {
        period != 0 && now % period < high
    }

    /// The first tick after `now` at which the line changes.
    fn next_edge((period, high): (u64, u64), now: u64) -> u64 {
        if period == 0 {
            return u64::MAX;
        }
        let start = now - now % period;
        if now % period < high {
            start + high
        } else {
            start + period
        }
    }
}

/// The bus: no devices, deterministic reads, writes accepted, every access logged.
pub struct FuzzBus {
    pub log: Rc<RefCell<Vec<Access>>>,
    pub lines: Lines,
}

impl Bus for FuzzBus {
    fn read(&mut self, now: u64, addr: u32, size: AccessSize) -> Result<u32, BusFault> {
        let value = bus_value(addr, size).ok_or(BusFault)?;
        self.log.borrow_mut().push(Access {
            write: false,
            addr,
            size,
            value,
            ticks: now,
        });
        Ok(value)
    }

    fn write(&mut self, now: u64, addr: u32, size: AccessSize, value: u32) -> Result<(), BusFault> {
        self.log.borrow_mut().push(Access {
            write: true,
            addr,
            size,
            value,
            ticks: now,
        });
        bus_value(addr, size).map(|_| ()).ok_or(BusFault)
    }

    fn interrupts(&mut self, now: u64) -> Irqs {
        Irqs {
            irq: Lines::up(self.lines.irq, now),
            fiq: Lines::up(self.lines.fiq, now),
        }
    }

    fn next_event(&self, now: u64) -> u64 {
        Lines::next_edge(self.lines.irq, now).min(Lines::next_edge(self.lines.fiq, now))
    }

    fn take_request(&mut self) -> Option<SystemRequest> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vectors_disassemble_as_intended() {
        let words = vector_words();
        let text = crate::disasm::guest_words(&words, false).join("\n");
        for want in [
            "mov pc, #32768",
            "movs pc, lr",
            "subs pc, lr, #4",
            "and lr, lr, #1020",
            "orr lr, lr, #32768",
            "b 0x100",
        ] {
            assert!(text.contains(want), "missing `{want}` in\n{text}");
        }
    }

    #[test]
    fn lines_rise_and_fall_on_their_schedule() {
        let lines = Lines {
            irq: (10, 3),
            fiq: (0, 0),
        };
        let up: Vec<bool> = (0..12).map(|t| Lines::up(lines.irq, t)).collect();
        assert_eq!(
            up,
            [true, true, true, false, false, false, false, false, false, false, true, true]
        );
        assert_eq!(Lines::next_edge(lines.irq, 0), 3);
        assert_eq!(Lines::next_edge(lines.irq, 3), 10);
        assert_eq!(Lines::next_edge(lines.irq, 9), 10);
        assert_eq!(Lines::next_edge(lines.fiq, 9), u64::MAX);
        assert!(!Lines::up(lines.fiq, 0));
    }

    #[test]
    fn bus_faults_only_in_its_window() {
        assert_eq!(bus_value(FAULT_BASE, AccessSize::Word), None);
        assert_eq!(bus_value(FAULT_END - 1, AccessSize::Byte), None);
        assert!(bus_value(FAULT_END, AccessSize::Word).is_some());
        assert!(bus_value(0x101f_1000, AccessSize::Half).unwrap() <= 0xffff);
        assert_ne!(
            bus_value(0x1000_0000, AccessSize::Word),
            bus_value(0x1000_0004, AccessSize::Word)
        );
    }
}

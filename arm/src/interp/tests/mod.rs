//! Unit tests of the interpreter: each instruction class against expectations
//! computed by hand from the ARM ARM (and, where it is UNPREDICTABLE, from what
//! QEMU 7.2 was observed to do).

mod alu;
mod block;
mod branch;
mod decoded;
mod mem;
mod system;
mod v6;

use super::{execute, Step};
use crate::bus::{AccessSize, Bus, BusFault, Irqs, SystemRequest};
use crate::core::Core;
use crate::insn::{Cond, DataProc, Insn, Op};
use crate::ram::Ram;
use crate::state::{psr, Mode};

/// Physical addresses at and above this answer with a bus error.
pub const BAD: u32 = 0xe000_0000;
/// The address test instructions run at.
pub const AT: u32 = 0x1000;

/// A bus where everything below [`BAD`] reads as zero and ignores writes.
pub struct TestBus;

impl Bus for TestBus {
    fn read(&mut self, _now: u64, addr: u32, _size: AccessSize) -> Result<u32, BusFault> {
        if addr >= BAD {
            Err(BusFault)
        } else {
            Ok(0)
        }
    }
    fn write(&mut self, _now: u64, addr: u32, _size: AccessSize, _v: u32) -> Result<(), BusFault> {
        if addr >= BAD {
            Err(BusFault)
        } else {
            Ok(())
        }
    }
    fn interrupts(&mut self, _now: u64) -> Irqs {
        Irqs::default()
    }
    fn next_event(&self, _now: u64) -> u64 {
        u64::MAX
    }
    fn take_request(&mut self) -> Option<SystemRequest> {
        None
    }
}

/// A core with 64 KiB of RAM, in SVC mode.
pub fn core() -> Core {
    Core::new(Ram::new(0x10000).unwrap(), Box::new(TestBus))
}

/// Runs `op` unconditionally at [`AT`] in ARM state.
pub fn arm(c: &mut Core, op: Op) -> Step {
    execute(c, &Insn::always(op), AT, false)
}

/// Runs `op` unconditionally at [`AT`] in Thumb state (the T bit is set first).
pub fn thumb(c: &mut Core, op: Op) -> Step {
    c.s.cpsr_rest |= psr::T;
    execute(c, &Insn::always(op), AT, true)
}

pub fn flags(c: &Core) -> (u32, u32, u32, u32) {
    (c.s.n, c.s.z, c.s.c, c.s.v)
}

pub fn set_flags(c: &mut Core, n: u32, z: u32, cf: u32, v: u32) {
    (c.s.n, c.s.z, c.s.c, c.s.v) = (n, z, cf, v);
}

pub fn word(c: &Core, addr: u32) -> u32 {
    c.ram.read32(addr).unwrap()
}

/// Asserts that an Undefined Instruction exception was taken at [`AT`].
pub fn assert_undefined(c: &Core, step: Step, thumb: bool) {
    assert_eq!(step, Step::Exception);
    assert_eq!(c.s.mode(), Mode::Undef);
    assert_eq!(c.s.r[15], 0x04);
    assert_eq!(c.s.r[14], AT + if thumb { 2 } else { 4 });
}

#[test]
fn failed_condition_only_advances_the_pc() {
    let mut c = core();
    c.s.r[1] = 5;
    set_flags(&mut c, 0, 0, 0, 0);
    let insn = Insn::new(
        Cond::Eq,
        Op::Alu(DataProc {
            op: crate::insn::AluOp::Mov,
            s: true,
            rd: 0,
            rn: 0,
            op2: crate::insn::Shifter::reg(1),
        }),
    );
    assert_eq!(execute(&mut c, &insn, AT, false), Step::CondFailed);
    assert_eq!((c.s.r[0], c.s.r[15]), (0, AT + 4));
    assert_eq!(execute(&mut c, &insn, AT, true), Step::CondFailed);
    assert_eq!(c.s.r[15], AT + 2);
    c.s.z = 1;
    assert_eq!(execute(&mut c, &insn, AT, false), Step::Next);
    assert_eq!((c.s.r[0], c.s.r[15], c.s.z), (5, AT + 4, 0));
}

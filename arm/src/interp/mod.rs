//! The interpreter: the ARMv5TE semantics of one decoded [`Insn`] over a [`Core`].
//!
//! [`execute`] runs one instruction at a known virtual address; the run loop calls it
//! for each instruction of a decoded block. Where the ARM ARM leaves a choice
//! UNPREDICTABLE, the handlers do what QEMU 7.2 does for `-cpu arm926` (observed with
//! bare-metal programs on `qemu-system-arm -M versatilepb`) and say so where they do it.

mod alu;
mod block_xfer;
mod branch;
mod coproc;
mod excl;
mod media;
mod mem;
mod mul;
mod mul_v6;
mod status;
mod system_v6;
mod thumb2;
mod vfp;

#[cfg(test)]
pub(crate) mod tests;

pub use mem::UNALIGNED_WORD_ROTATES;

use crate::core::Core;
use crate::cp15::Cp15Effect;
use crate::exception::{self, Exception};
use crate::insn::{
    BlxImm, BlxReg, Branch, Bx, Clz, DataProc, Insn, It, Mrs, Msr, Op, Reg, Sat, Setend, Swap, Swi,
    ThumbAdr, ThumbBlPrefix, ThumbBlSuffix,
};
use crate::mmu::Fault;
use crate::state::psr;

/// How an instruction ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// It ran and fell through: r15 holds the next sequential address.
    Next,
    /// It wrote the PC or the execution state (branch, load to PC, exception return).
    Branched,
    /// It raised an exception, which has been entered (Undefined, SWI, BKPT's prefetch
    /// abort, data abort): r15 holds the vector.
    Exception,
    /// Its condition failed: nothing happened but r15 advanced (the caller charges one
    /// tick).
    CondFailed,
    /// A CP15 write asked to wait for an interrupt (c7, c0, 4). r15 holds the next
    /// instruction.
    Wfi,
    /// A CP15 write changed the memory system (TLB flushed, DACR or control register
    /// changed): the run loop flushes its virtually indexed caches. r15 holds the next
    /// instruction.
    Cp15(Cp15Effect),
}

/// Executes the instruction `insn` found at virtual address `addr`, in Thumb state when
/// `thumb`, with the length of a 16-bit Thumb or an ARM instruction (see
/// [`execute_sized`]).
pub fn execute(core: &mut Core, insn: &Insn, addr: u32, thumb: bool) -> Step {
    execute_sized(core, insn, addr, thumb, if thumb { 2 } else { 4 })
}

/// Executes the instruction `insn` of `len` bytes (as the decoder returned it) found at
/// virtual address `addr`, in Thumb state when `thumb`. Sets r15 to the next
/// instruction (or to the branch target / vector), and moves the IT state on (see
/// [`advance_it`]).
pub fn execute_sized(core: &mut Core, insn: &Insn, addr: u32, thumb: bool, len: u32) -> Step {
    let it = core.s.cpsr_rest & psr::IT;
    // ARM state never moves an IT state on (the run loop clears a stale one at the
    // next block, as QEMU does).
    if it == 0 || !thumb {
        return execute_op(core, insn, addr, thumb, len);
    }
    // In an IT block. An SVC returns to the next instruction with the IT state
    // already advanced (Arm ARM B1.8.3); other exceptions save the state of the
    // instruction that raised them.
    if matches!(insn.op, Op::Swi(_)) {
        core.s.cpsr_rest = (core.s.cpsr_rest & !psr::IT) | advance_it(it);
        return execute_op(core, insn, addr, thumb, len);
    }
    let step = execute_op(core, insn, addr, thumb, len);
    // An exception return that restored another IT state keeps it; otherwise the
    // state moves on (a branch is the last instruction of its IT block, so the state
    // ends there).
    if step != Step::Exception && core.s.cpsr_rest & psr::IT == it {
        core.s.cpsr_rest = (core.s.cpsr_rest & !psr::IT) | advance_it(it);
    }
    step
}

/// Executes the VFP instruction `v` of `len` bytes at `addr` without its access checks,
/// which the caller made for its whole block (`vfp_allowed`): the JIT's direct call
/// into the VFP semantics. Leaves r15 and the IT state alone.
pub fn execute_vfp(
    core: &mut Core,
    v: &crate::insn::Vfp,
    addr: u32,
    thumb: bool,
    len: u32,
) -> Step {
    vfp::ungated(core, Ctx { addr, thumb, len }, v)
}

pub use vfp::all_allowed as vfp_allowed;
/// The VFP system registers' constants that gdb's stub shows as the CPU reads them.
pub use vfp::{FPEXC_EN, FPSCR_BITS, FPSID};

/// The IT state as an 8-bit ITSTATE value (Arm ARM A2.5.2) from its CPSR bits.
pub fn it_state(cpsr: u32) -> u8 {
    (((cpsr >> 25) & 3) | ((cpsr >> 8) & 0xfc)) as u8
}

/// The CPSR bits of an 8-bit ITSTATE value.
pub fn it_bits(state: u8) -> u32 {
    let s = state as u32;
    ((s & 3) << 25) | ((s & 0xfc) << 8)
}

/// The CPSR's IT bits after one instruction of the block (ITAdvance): the mask shifts
/// left; after the last instruction the state is zero.
pub fn advance_it(bits: u32) -> u32 {
    let s = it_state(bits);
    if s & 7 == 0 {
        0
    } else {
        it_bits((s & 0xe0) | ((s << 1) & 0x1f))
    }
}

fn execute_op(core: &mut Core, insn: &Insn, addr: u32, thumb: bool, len: u32) -> Step {
    let next = addr.wrapping_add(len);
    core.s.r[15] = next;
    let s = &core.s;
    if !insn.cond.passes(s.n, s.z, s.c, s.v) {
        return Step::CondFailed;
    }
    let cx = Ctx { addr, thumb, len };
    match insn.op {
        Op::Alu(DataProc { op, s, rd, rn, op2 }) => {
            alu::data_processing(core, cx, op, s, rd, rn, op2)
        }
        Op::Mul(ref m) => mul::mul(core, cx, m),
        Op::MulLong(ref m) => mul::mul_long(core, cx, m),
        Op::Dsp(d) => mul::dsp(core, cx, d),
        Op::Sat(Sat { op, rd, rm, rn }) => alu::saturate(core, cx, op, rd, rm, rn),
        Op::Clz(Clz { rd, rm }) => {
            let v = cx.reg(core, rm).leading_zeros();
            cx.set_reg(core, rd, v)
        }
        Op::Mem(ref t) => mem::single(core, cx, t),
        Op::Block(ref b) => block_xfer::block(core, cx, b),
        Op::Swap(Swap { byte, rd, rm, rn }) => mem::swap(core, cx, byte, rd, rm, rn),
        Op::Branch(Branch { link, offset }) => branch::branch(core, cx, link, offset),
        Op::BlxImm(BlxImm { offset }) => branch::blx_imm(core, cx, offset),
        Op::Bx(Bx { rm }) => branch::bx(core, cx, rm, false),
        Op::BlxReg(BlxReg { rm }) => branch::bx(core, cx, rm, true),
        Op::ThumbBlPrefix(ThumbBlPrefix { offset }) => {
            core.s.r[14] = cx.pc().wrapping_add(offset as u32);
            Step::Next
        }
        Op::ThumbBlSuffix(ThumbBlSuffix { offset, exchange }) => {
            branch::thumb_bl_suffix(core, cx, offset, exchange)
        }
        Op::ThumbAdr(ThumbAdr { rd, imm }) => {
            cx.set_reg(core, rd, (cx.pc() & !3).wrapping_add(imm))
        }
        Op::Mrs(Mrs { rd, spsr }) => status::mrs(core, cx, rd, spsr),
        Op::Msr(Msr { spsr, fields, src }) => status::msr(core, cx, spsr, fields, src),
        Op::Swi(_) => cx.raise(core, Exception::Swi),
        // ARMv5: BKPT is a prefetch abort; QEMU reports it in the IFSR as a debug
        // event (status 0b0010).
        Op::Bkpt(_) => {
            core.mmu.record_prefetch_abort(Fault { fsr: 0b0010, addr });
            cx.raise(core, Exception::PrefetchAbort)
        }
        Op::CpReg(ref c) => coproc::cp_reg(core, cx, c),
        Op::CpReg2(ref c) => coproc::cp_reg2(core, cx, c),
        Op::Cdp(_) | Op::CpMem(_) => coproc::no_coprocessor(core, cx),
        Op::Nop => Step::Next,
        Op::Undefined => cx.raise(core, Exception::Undefined),
        Op::Parallel(ref p) => media::parallel(core, cx, p),
        Op::Saturate(ref s) => media::saturate(core, cx, s),
        Op::Saturate16(ref s) => media::saturate16(core, cx, s),
        Op::Extend(ref e) => media::extend(core, cx, e),
        Op::Pack(ref p) => media::pack(core, cx, p),
        Op::Reverse(ref r) => media::reverse(core, cx, r),
        Op::Select(ref s) => media::select(core, cx, s),
        Op::Usad8(ref u) => media::usad8(core, cx, u),
        Op::BitField(ref b) => media::bit_field(core, cx, b),
        Op::MovWide(ref m) => media::mov_wide(core, cx, m),
        Op::MulV6(ref m) => mul_v6::mul_v6(core, cx, m),
        Op::Exclusive(ref e) => excl::exclusive(core, cx, e),
        Op::Clrex => excl::clrex(core),
        Op::Cps(ref c) => system_v6::cps(core, c),
        Op::Srs(ref s) => system_v6::srs(core, cx, s),
        Op::Rfe(ref r) => system_v6::rfe(core, cx, r),
        Op::Setend(Setend { big }) => system_v6::setend(core, big),
        Op::Hint(h) => system_v6::hint(h),
        Op::Barrier(_) => Step::Next,
        Op::It(It { firstcond, mask }) => {
            core.s.cpsr_rest = (core.s.cpsr_rest & !psr::IT) | it_bits(firstcond << 4 | mask);
            Step::Next
        }
        Op::Cbz(ref c) => thumb2::cbz(core, cx, c),
        Op::TableBranch(ref t) => thumb2::table_branch(core, cx, t),
        Op::Dual(ref d) => thumb2::dual(core, cx, d),
        Op::Vfp(ref v) => vfp::vfp(core, cx, v),
        Op::Orn(ref d) => alu::orn(core, cx, d),
        // Without EL2, and with no PSCI firmware answering it, HVC is UNDEFINED (QEMU
        // 7.2's cortex-a15 without EL2); a board that implements PSCI over HVC answers
        // it before the interpreter sees it.
        Op::Hvc(Swi { imm }) => {
            let mut args = [core.s.r[0], core.s.r[1], core.s.r[2], core.s.r[3]];
            if core.bus.hvc(imm as u16, &mut args) {
                core.s.r[0] = args[0];
                // A power-off or reset request is taken at the next boundary.
                core.next_check = 0;
                core.devices_touched = true;
                Step::Next
            } else {
                cx.raise(core, Exception::Undefined)
            }
        }
    }
}

/// Where the instruction being executed sits: everything a handler needs besides
/// the instruction's own fields.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ctx {
    pub addr: u32,
    pub thumb: bool,
    /// The instruction's length in bytes (2 or 4).
    pub len: u32,
}

impl Ctx {
    /// The value r15 reads as: the instruction's address plus 8 (ARM) or 4 (Thumb).
    /// QEMU reads +8 even as the Rm/Rn of a register-shifted operand, where the
    /// ARM926 pipeline would give +12 (ARM ARM A5.1.5: UNPREDICTABLE for Rs = PC).
    #[inline]
    pub fn pc(self) -> u32 {
        self.addr.wrapping_add(if self.thumb { 4 } else { 8 })
    }

    /// Reads register `r` as an operand.
    #[inline]
    pub fn reg(self, core: &Core, r: Reg) -> u32 {
        if r == 15 {
            self.pc()
        } else {
            core.s.r[r as usize]
        }
    }

    /// The next sequential instruction's address.
    #[inline]
    pub fn next(self) -> u32 {
        self.addr.wrapping_add(self.len)
    }

    /// Writes register `r`. A write to r15 is a branch without a state change (ARMv5:
    /// only BX, BLX and loads interwork): bits 1:0 (ARM) or bit 0 (Thumb) are cleared,
    /// as QEMU's `store_reg` does.
    #[inline]
    pub fn set_reg(self, core: &mut Core, r: Reg, value: u32) -> Step {
        if r == 15 {
            core.s.r[15] = value & if self.thumb { !1 } else { !3 };
            Step::Branched
        } else {
            core.s.r[r as usize] = value;
            Step::Next
        }
    }

    /// Raises a synchronous exception at this instruction.
    pub fn raise(self, core: &mut Core, exc: Exception) -> Step {
        // The link is the address + 2 in Thumb state even for a 32-bit instruction:
        // QEMU 7.2 (arm_cpu_do_interrupt_aarch32) adds 2 for EXCP_UDEF in Thumb, and
        // SVC has no 32-bit Thumb form.
        exception::enter(core, exc, self.addr);
        Step::Exception
    }
}

/// Writes a loaded value or a BX target to the PC with ARMv5 interworking: bit 0
/// selects Thumb state. An ARM target with bit 1 set is UNPREDICTABLE (ARM ARM
/// A4.1.10); the PC is word-aligned then.
#[inline]
pub(crate) fn interwork(core: &mut Core, target: u32) -> Step {
    if target & 1 != 0 {
        core.s.cpsr_rest |= psr::T;
        core.s.r[15] = target & !1;
    } else {
        core.s.cpsr_rest &= !psr::T;
        core.s.r[15] = target & !3;
    }
    Step::Branched
}

/// Exception return (`MOVS PC, ...`, `SUBS PC, ...`, `LDM {.., pc}^`): CPSR = SPSR,
/// then PC = `target` aligned for the restored state (QEMU's `cpsr_write_eret`).
/// Only called in privileged modes; in System mode, which has no SPSR, QEMU uses the
/// SPSR slot shared with User mode, and so does this.
pub(crate) fn exception_return(core: &mut Core, target: u32) -> Step {
    let spsr = current_spsr(core);
    core.s.set_cpsr(spsr);
    core.s.r[15] = target & if core.s.thumb() { !1 } else { !3 };
    Step::Branched
}

/// The SPSR of the current mode; in User and System mode the slot QEMU uses for them
/// (bank 0), which only `MSR SPSR` in System mode writes.
#[inline]
pub(crate) fn current_spsr(core: &Core) -> u32 {
    core.s.spsr[core.s.mode().bank()]
}

//! `extern "sysv64"` runtime helpers that generated code calls. Each takes the
//! `*mut Core` that generated code keeps in `rbx`; guest registers and flags live in
//! `Core` at all times, so no helper needs anything written back before the call.

use arm::block::BlockInsn;
use arm::interp::{self, Step};
use arm::Core;

/// Executes one instruction with the interpreter (the escape hatch) and charges its
/// ticks exactly as the interpreter's run loop does. Returns 0 to go on with the next
/// instruction, or the `ExitCode` that ends the block.
///
/// Reads and writes: all guest state.
pub extern "sysv64" fn interp_step(
    core: *mut Core,
    bi: *const BlockInsn,
    addr: u32,
    thumb: u32,
) -> u32 {
    // SAFETY: generated code passes the `&mut Core` given to `Prologue::enter` (not
    // otherwise used while generated code runs) and a pointer into a decoded block
    // that the code cache keeps alive as long as the code exists.
    let (core, bi) = unsafe { (&mut *core, &*bi) };
    match interp::execute(core, &bi.insn, addr, thumb != 0) {
        Step::Next | Step::Cp15(_) => {
            core.ticks += u64::from(bi.ticks.taken);
            0
        }
        Step::CondFailed => {
            core.ticks += u64::from(bi.ticks.untaken);
            0
        }
        Step::Branched | Step::Exception => {
            core.ticks += u64::from(bi.ticks.taken);
            crate::translate::ExitCode::Continue as u32
        }
        Step::Wfi => {
            core.ticks += u64::from(bi.ticks.taken);
            crate::translate::ExitCode::Wfi as u32
        }
    }
}

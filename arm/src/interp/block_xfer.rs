//! LDM/STM in the four addressing modes, with writeback, the `^` forms (User-bank
//! transfer, and `LDM {.., pc}^` exception return), and ARMv5 interworking on a load
//! of the PC.
//!
//! Rules chosen where the ARM ARM leaves a choice (QEMU 7.2, arm926, observed):
//! - An empty register list, or Rn = PC, is Undefined.
//! - A `^` form in User mode is Undefined, and so is the User-bank form (no PC in an
//!   LDM list) with writeback.
//! - STM stores the original base wherever the base sits in the list, and r15 as
//!   the instruction's address + 8.
//! - LDM with writeback and the base in the list: the loaded value wins.
//! - Address bits 1:0 are ignored (each word is at `address & !3`).
//! - An access that aborts changes no register (all words are loaded before any
//!   register is written, so the base is "restored"); stores already made stay.

use super::{exception_return, interwork, mem::unprivileged, Ctx, Step};
use crate::bus::AccessSize;
use crate::core::Core;
use crate::exception::{self, Exception};
use crate::insn::{BlockMode, BlockTransfer};

pub(super) fn block(core: &mut Core, cx: Ctx, b: &BlockTransfer) -> Step {
    let BlockTransfer {
        load,
        mode,
        writeback,
        s_bit,
        rn,
        list,
    } = *b;
    let n = list.count_ones();
    if n == 0 || rn == 15 {
        return cx.raise(core, Exception::Undefined);
    }
    let pc_in_list = list & 0x8000 != 0;
    let user_bank = s_bit && !(load && pc_in_list);
    if s_bit && (!core.s.mode().privileged() || (load && user_bank && writeback)) {
        return cx.raise(core, Exception::Undefined);
    }
    let base = core.s.r[rn as usize];
    let bytes = 4 * n;
    let (start, new_base) = match mode {
        BlockMode::Ia => (base, base.wrapping_add(bytes)),
        BlockMode::Ib => (base.wrapping_add(4), base.wrapping_add(bytes)),
        BlockMode::Da => (
            base.wrapping_sub(bytes).wrapping_add(4),
            base.wrapping_sub(bytes),
        ),
        BlockMode::Db => (base.wrapping_sub(bytes), base.wrapping_sub(bytes)),
    };
    let access_user = unprivileged(core, false);
    let mut addr = start & !3;

    if !load {
        for r in 0..16usize {
            if list & (1 << r) == 0 {
                continue;
            }
            let value = if r == 15 {
                cx.pc()
            } else if user_bank {
                core.s.user_reg(r)
            } else {
                core.s.r[r]
            };
            if let Err(e) = core.write(addr, AccessSize::Word, value, access_user) {
                exception::data_abort(core, exception::data_fault(e, addr), cx.addr);
                return Step::Exception;
            }
            addr = addr.wrapping_add(4);
        }
        if writeback {
            core.s.r[rn as usize] = new_base;
        }
        return Step::Next;
    }

    let mut values = [0u32; 16];
    for (r, slot) in values.iter_mut().enumerate() {
        if list & (1 << r) == 0 {
            continue;
        }
        match core.read(addr, AccessSize::Word, access_user) {
            Ok(v) => *slot = v,
            Err(e) => {
                exception::data_abort(core, exception::data_fault(e, addr), cx.addr);
                return Step::Exception;
            }
        }
        addr = addr.wrapping_add(4);
    }
    if writeback {
        core.s.r[rn as usize] = new_base;
    }
    for (r, &v) in values.iter().enumerate().take(15) {
        if list & (1 << r) == 0 {
            continue;
        }
        if user_bank {
            core.s.set_user_reg(r, v);
        } else {
            core.s.r[r] = v;
        }
    }
    if pc_in_list {
        if s_bit {
            return exception_return(core, values[15]);
        }
        return interwork(core, values[15]);
    }
    Step::Next
}

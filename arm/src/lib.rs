//! The ARM architecture (the ARM926EJ-S's ARMv5TE, and ARMv7-A for the Cortex-A15),
//! independent of any execution engine:
//! CPU state, the decoder, block discovery, the interpreter, CP15 and the MMU, and the
//! tick (cycle) cost model. The JIT consumes the same decoded instructions and state.
//! The instruction set itself (`decode`, `insn`, `shift`, `ticks`) lives in the `isa`
//! crate and is re-exported here under the same paths.
#![forbid(unsafe_code)]

pub mod bus;
pub use isa::insn;
pub mod state;

pub use bus::{AccessSize, Bus, BusFault, CpuLines, Irqs, SystemRequest};
pub use insn::{
    AluOp, BlockTransfer, Cond, CoprocReg, DataProc, Insn, Multiply, MultiplyLong, Op, Reg,
    ShiftKind, Shifter, Transfer,
};
pub use state::{CpuState, Mode};
pub mod ram;
pub use ram::Ram;
pub mod core;
pub mod cp15;
pub mod cp15_v7;
pub mod cpu_model;
pub mod events;
pub mod mmu;
pub mod observe;
pub mod tlb;
pub use crate::core::{BusAccess, BusLog, Core, MemError, RamWrite};
pub mod block;
pub use isa::decode;
pub mod exception;
pub mod interp;
pub mod run;
pub use isa::shift;
pub use isa::ticks;
pub mod trace;

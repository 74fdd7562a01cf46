//! The ARM instruction sets (ARMv5TE, and ARMv6 to ARMv7-A with Thumb-2 and VFP) as data, with no
//! dependencies: the decode tables and the decoded instruction ([`insn::Insn`]), the
//! barrel-shifter helpers, goldfish's tick cost model and a disassembler driven by the
//! same tables. The `arm` crate re-exports these modules under their old paths.
#![forbid(unsafe_code)]

pub mod arch;
pub mod decode;
pub mod disasm;
pub mod disasm_vfp;
pub mod flow;
pub mod insn;
mod insn_v7;
pub mod shift;
pub mod ticks;

pub use arch::{Arch, Profile};
pub use insn::{AluOp, Cond, Insn, Op, Reg, ShiftKind, Shifter};

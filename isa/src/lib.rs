//! The ARMv5TE instruction set (ARM and Thumb, no Thumb-2) as data, with no
//! dependencies: the decode tables and the decoded instruction ([`insn::Insn`]), the
//! barrel-shifter helpers, goldfish's tick cost model and a disassembler driven by the
//! same tables. The `arm` crate re-exports these modules under their old paths.
#![forbid(unsafe_code)]

pub mod decode;
pub mod disasm;
pub mod flow;
pub mod insn;
pub mod shift;
pub mod ticks;

pub use insn::{AluOp, Cond, Insn, Op, Reg, ShiftKind, Shifter};

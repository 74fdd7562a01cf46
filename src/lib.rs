//! goldtrace as a library: the machine (board, boot loader), the run loop glue, the
//! tracer and the bare-metal runner. The `goldtrace` binary is a thin CLI over it.
#![forbid(unsafe_code)]

pub mod bios;
pub mod boot;
pub mod boot_virt;
pub mod checkpoint;
pub mod cli;
pub mod desc;
pub mod disasm;
pub mod divergence;
pub mod drive;
pub mod dtb_virt;
pub mod elf;
pub mod events;
pub mod fdt;
pub mod fuzz;
pub mod gdb;
pub mod lockstep;
pub mod machine;
pub mod program;
pub mod recipe;
pub mod replay;
pub mod tracer;

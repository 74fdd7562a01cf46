//! The dynamic binary translator: blocks from `arm::block` compiled to x86-64 with
//! `dynasmrt`, the code cache with its jump cache, and self-modifying-code
//! invalidation. `Jit` is an `arm::run::Engine`, so it runs under the same run loop
//! (interrupts, WFI, halting) as the interpreter and charges the same ticks.

pub mod abi;
pub mod cache;
pub mod codebuf;
pub mod events;
mod fasthash;
pub mod helpers;
pub mod translate;

pub use cache::{Jit, TranslateHook};

//! The dynamic binary translator: ARM blocks from `arm::block` compiled to x86-64 with
//! `dynasmrt`, the code cache, chaining and invalidation.

pub mod helpers;
pub mod translate;

//! `goldtrace`: boots an ARM Linux guest (or a bare-metal ELF, or one program with
//! `goldtrace run`) on an emulated Versatile PB, with the JIT, the interpreter, or both
//! in lockstep. Parses the command line and dispatches (`goldtrace::cli`).
#![forbid(unsafe_code)]

use std::process::ExitCode;

use clap::Parser;
use goldtrace::cli::{self, Cli, Cmd};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (result, who) = match cli.cmd {
        Some(Cmd::Replay(args)) => (cli::replay(args), "goldtrace replay"),
        Some(Cmd::Run(args)) => (cli::run_program(args), "goldtrace run"),
        None => (cli::boot(cli.boot), "goldtrace"),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("{who}: {e:#}");
            ExitCode::from(2)
        }
    }
}

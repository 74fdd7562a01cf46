//! `goldtrace run -- PROG ARGS`: the program's initramfs, then the boot.

use std::path::PathBuf;
use std::process::ExitCode;

use super::boot::{boot_with, ProgramRun};
use super::{RunArgs, GUEST_OUT};
use crate::desc::BoardKind;

/// `goldtrace run`: makes the program's initramfs, then boots as [`super::boot`] does.
pub fn run_program(args: RunArgs) -> anyhow::Result<ExitCode> {
    use crate::program;
    use std::io::IsTerminal;
    if args.boot.initrd.is_some() || args.boot.bios.is_some() {
        anyhow::bail!("--initrd and --bios are not for `run` (it makes the initramfs)");
    }
    if args.trace_only_program && args.boot.checkpoint_every.is_some() {
        anyhow::bail!(
            "--checkpoint-every cannot go with --trace-only-program (a checkpoint does not keep the program's window)"
        );
    }
    let interactive = std::io::stdin().is_terminal();
    let (prog, prog_args) = args
        .command
        .split_first()
        .ok_or_else(|| anyhow::anyhow!("no program given"))?;
    let spec = program::ProgramSpec {
        program: PathBuf::from(prog),
        args: prog_args.to_vec(),
        sysroot: args.sysroot.clone(),
        machine: args.boot.machine,
        add: args.add.clone(),
        cwd: args.cwd.clone(),
        env: args.env.clone(),
        interactive,
    };
    let board = program::board(&spec)?;
    let guest = board.default_guest(&PathBuf::from(GUEST_OUT));
    let base = program::Base {
        initrd: guest.initrd,
        root: Some(guest.rootfs).filter(|r| r.is_dir()),
    };
    if args.boot.kernel.is_none() && !guest.kernel.exists() {
        anyhow::bail!(
            "the {} board's default guest is not built ({} is missing): run {}",
            board.name(),
            guest.kernel.display(),
            match board {
                BoardKind::VersatilePb => "guest/build.sh",
                BoardKind::Virt => "guest/armhf/build.sh",
            }
        );
    }
    let image = program::build(&spec, &base)?;
    boot_with(
        args.boot,
        Some(ProgramRun {
            image,
            trace_only: args.trace_only_program,
            interactive,
        }),
    )
}

//! Writes a stress trace (see `qtools::stress`) for longer runs than the tests':
//! `cargo run --release -p qtools --example stress_trace -- SHAPE N DIR`, SHAPE one of
//! `loops` (N iterations), `deep` (recursion N frames deep), `procs` (N processes); then
//! `qtools calltree DIR/trace -r DIR/root --no-vmlinux`.

use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use qtools::stress::{self, Shape};

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [shape, n, dir] = args.as_slice() else {
        bail!("usage: stress_trace loops|deep|procs N DIR");
    };
    let n: u64 = n.parse().context("N")?;
    let shape = match shape.as_str() {
        "loops" => Shape::loops(n),
        "deep" => Shape::deep(u32::try_from(n).context("N")?),
        "procs" => Shape::processes(u32::try_from(n).context("N")?),
        s => bail!("unknown shape {s}: loops, deep or procs"),
    };
    let dir = PathBuf::from(dir);
    let w = stress::write(&dir, &shape)?;
    println!(
        "{}: {} block executions, ends at cycle {}; root {}",
        w.trace.display(),
        w.execs,
        w.end,
        w.root.display()
    );
    Ok(())
}

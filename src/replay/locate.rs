//! Windows named by what the profiles show rather than by ticks: the Nth call of a
//! function in a thread (`--pid P --call FUNCTION[#N]`) or the Nth exception record
//! (`--exception N`), found in the recorded trace. A call is the execution of a
//! block starting at the function's address while the thread runs (a call always
//! starts a block: BL, BLX and returns end theirs); an exception is a marker record
//! (the vector is its target). Both give the tick the window starts at.

use std::path::{Path, PathBuf};

use tracefmt::compact::{CompactReader, Decoded};
use tracefmt::record::{ExecEvent, ProcessEvent, EXCEPTION_MARK};

/// What starts a window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// The `nth` (1 first) call of `function` while thread `pid` runs.
    Call {
        pid: u32,
        function: String,
        nth: u64,
    },
    /// The `nth` (1 first) exception record of the trace.
    Exception { nth: u64 },
}

impl Target {
    /// `FUNCTION` or `FUNCTION#N` for thread `pid`.
    pub fn call(pid: u32, spec: &str) -> anyhow::Result<Target> {
        let (function, nth) = match spec.rsplit_once('#') {
            Some((f, n)) => (
                f,
                n.parse::<u64>().ok().filter(|&n| n > 0).ok_or_else(|| {
                    anyhow::anyhow!("--call {spec:?}: #N must be a number from 1")
                })?,
            ),
            None => (spec, 1),
        };
        if function.is_empty() {
            anyhow::bail!("--call {spec:?}: no function named");
        }
        Ok(Target::Call {
            pid,
            function: function.to_string(),
            nth,
        })
    }
}

/// Where a target was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Found {
    /// The tick of the call's first instruction, or of the exception's entry.
    pub tick: u64,
    /// The function's address, or the exception's vector.
    pub addr: u32,
}

/// The address of `name` in the ELF files `elves` (the first that has it).
pub fn symbol_address(elves: &[PathBuf], name: &str) -> anyhow::Result<u32> {
    use object::{Object, ObjectSymbol};
    let mut looked = Vec::new();
    for path in elves {
        let Ok(data) = std::fs::read(path) else {
            continue;
        };
        let Ok(file) = object::File::parse(&*data) else {
            continue;
        };
        looked.push(path.display().to_string());
        if let Some(s) = file
            .symbols()
            .find(|s| s.name().is_ok_and(|n| n == name) && s.address() != 0)
        {
            return Ok(s.address() as u32 & !1);
        }
    }
    if looked.is_empty() {
        anyhow::bail!("--call {name}: no ELF file with symbols (vmlinux beside the kernel, or the bare-metal ELF)");
    }
    anyhow::bail!("--call {name}: no such symbol in {}", looked.join(", "))
}

/// Finds `target` in the compact trace `dir`; `addr` is the function's address for
/// a call.
pub fn find(dir: &Path, target: &Target, addr: Option<u32>) -> anyhow::Result<Found> {
    let reader = CompactReader::open(dir)
        .map_err(|e| anyhow::anyhow!("{}: not a readable compact trace: {e}", dir.display()))?;
    let starts: Vec<u32> = reader.blocks().iter().map(|b| b.addr).collect();
    let mut pid = 0u32;
    let mut seen = 0u64;
    let mut dec = tracefmt::compact::decode::ChunkDecoder::default();
    let mut out = Vec::new();
    let mut hit = |e: &ExecEvent, pid: u32| -> Option<Found> {
        // Compact traces hold the guest's ticks (TIME_BASE is added on export).
        let tick = e.time;
        match target {
            Target::Exception { nth } if e.bb == EXCEPTION_MARK => {
                seen += 1;
                (seen == *nth).then_some(Found {
                    tick,
                    addr: e.mask as u32,
                })
            }
            Target::Call { pid: want, nth, .. }
                if e.bb != EXCEPTION_MARK
                    && pid == *want
                    && e.bb
                        .checked_sub(1)
                        .and_then(|i| starts.get(i as usize))
                        .is_some_and(|&a| Some(a) == addr) =>
            {
                seen += 1;
                (seen == *nth).then_some(Found {
                    tick,
                    addr: addr.unwrap_or(0),
                })
            }
            _ => None,
        }
    };
    for k in 0..reader.num_chunks() {
        out.clear();
        reader
            .decode(k, 1 << 16, &mut dec, &mut out)
            .map_err(|e| anyhow::anyhow!("{}: {e}", dir.display()))?;
        for d in &out {
            match d {
                Decoded::Events(evs) => {
                    for e in evs {
                        if let Some(f) = hit(e, pid) {
                            return Ok(f);
                        }
                    }
                }
                Decoded::Process(p) => {
                    if let ProcessEvent::Switch { pid: p } = p.event {
                        pid = p;
                    }
                }
                Decoded::End { .. } => {}
            }
        }
    }
    match target {
        Target::Exception { nth } => {
            anyhow::bail!("--exception {nth}: the trace has {seen} exception records")
        }
        Target::Call { pid, function, nth } => anyhow::bail!(
            "--call {function}#{nth}: thread {pid} calls it {seen} times in the trace"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn call_specs() {
        assert_eq!(
            Target::call(5, "schedule#3").unwrap(),
            Target::Call {
                pid: 5,
                function: "schedule".into(),
                nth: 3
            }
        );
        assert_eq!(
            Target::call(0, "do_timer").unwrap(),
            Target::Call {
                pid: 0,
                function: "do_timer".into(),
                nth: 1
            }
        );
        assert!(Target::call(1, "f#0").is_err());
        assert!(Target::call(1, "f#x").is_err());
        assert!(Target::call(1, "#2").is_err());
    }
}

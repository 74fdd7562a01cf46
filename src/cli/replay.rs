//! `goldtrace replay TRACE`: re-runs a recorded run and verifies its trace, or writes
//! a window of it in detail.

use std::process::ExitCode;
use std::time::Instant;

use super::{describe, ReplayArgs};

/// Replays `args.trace` as the arguments say.
pub fn replay(args: ReplayArgs) -> anyhow::Result<ExitCode> {
    use crate::replay::{ReplayOptions, Verdict, WindowSpec};
    let start = Instant::now();
    use crate::replay::locate::Target;
    let target = match (&args.call, args.exception) {
        (Some(call), _) => Some(Target::call(args.pid.unwrap_or(0), call)?),
        (None, Some(nth)) => Some(Target::Exception { nth }),
        (None, None) => None,
    };
    let from = match (&target, args.from) {
        (Some(t), _) => {
            let found = crate::replay::locate_window(&args.trace, t, args.root.as_deref())?;
            eprintln!(
                "goldtrace replay: {} starts at tick {} (address {:#010x}{})",
                match t {
                    Target::Call {
                        pid, function, nth, ..
                    } => format!("call #{nth} of {function} in thread {pid}"),
                    Target::Exception { nth } => format!("exception #{nth}"),
                },
                found.tick,
                found.addr,
                found.file.map_or(String::new(), |f| format!(" in {f}"))
            );
            Some(found.tick)
        }
        (None, from) => from,
    };
    let window = match from {
        Some(from) => Some(WindowSpec {
            from,
            to: args.to.unwrap_or(from.saturating_add(args.length)),
            tarmac: args.tarmac.clone(),
            memtrace: args.memtrace.clone(),
            function_graph: args.function_graph.clone(),
        }),
        None if args.tarmac.is_some()
            || args.memtrace.is_some()
            || args.function_graph.is_some()
            || args.to.is_some() =>
        {
            anyhow::bail!("a window needs --from, --call or --exception")
        }
        None => None,
    };
    let in_memory = args.checkpoint_every.filter(|_| !args.save_checkpoints);
    let checkpoints = in_memory.map(|every| {
        let set = crate::checkpoint::Checkpoints::new(every)
            .with_memory_limit(args.checkpoint_memory.unwrap_or(usize::MAX));
        std::rc::Rc::new(std::cell::RefCell::new(set))
    });
    let report = crate::replay::replay(ReplayOptions {
        window,
        trace: args.trace.clone(),
        engine: args.engine,
        max_ticks: args.max_ticks,
        keep: args.keep,
        console: args
            .console
            .then(|| Box::new(std::io::stdout()) as Box<dyn std::io::Write + Send>),
        checkpoints: checkpoints.clone(),
        saved_checkpoints: !args.no_checkpoints,
        save_checkpoints: args.checkpoint_every.filter(|_| args.save_checkpoints),
        verify_blocks: args.verify_blocks,
    })?;
    for line in &report.notes {
        eprintln!("goldtrace replay: {line}");
    }
    eprintln!(
        "goldtrace replay: {} after {} ticks on the {} ({} of {} console inputs fed); {:.2} s host",
        describe(report.stop),
        report.ticks,
        format!("{:?}", report.engine).to_lowercase(),
        report.inputs_fed,
        report.inputs_recorded,
        start.elapsed().as_secs_f64()
    );
    if let Some(c) = &checkpoints {
        let c = c.borrow();
        eprintln!(
            "goldtrace replay: checkpoints: {} taken every {} ticks, {} dropped over the memory bound, {} kept ({:.1} MiB of RAM pages), {:.2} s taking them",
            c.taken,
            c.every(),
            c.dropped,
            c.list().len(),
            c.ram_bytes as f64 / f64::from(1 << 20),
            c.secs
        );
    }
    if let Some(w) = &report.window {
        eprintln!(
            "goldtrace replay: window: {:.2} s to tick {} on the {}, {:.2} s on the interpreter, of which {:.2} s in the window ({} instructions, {:.2} M/s with the outputs)",
            w.prefix_secs,
            w.detail_from,
            format!("{:?}", report.engine).to_lowercase(),
            w.detail_secs,
            w.window_secs,
            w.instructions,
            w.instructions as f64 / w.window_secs.max(1e-9) / 1e6
        );
        for line in &w.outputs {
            eprintln!("goldtrace replay: {line}");
        }
    }
    Ok(match report.verdict {
        Verdict::Verified {
            chunks,
            execs,
            last_time,
            partial,
        } => {
            eprintln!(
                "goldtrace replay: verified {chunks} chunks, {execs} executions up to tick {last_time}{}",
                if partial { " (stopped early: the last chunk matches the start of the recorded one)" } else { ": the replay equals the recording" }
            );
            ExitCode::SUCCESS
        }
        Verdict::Diverged(d) => {
            eprintln!("goldtrace replay: diverged at {d}");
            ExitCode::from(3)
        }
        Verdict::PrefixDiverged(line) => {
            eprintln!("goldtrace replay: diverged before the window: {line}");
            ExitCode::from(3)
        }
        Verdict::VerifiedFrom {
            from,
            execs,
            last_time,
            partial,
        } => {
            let since = match report.exceptions_verified {
                Some(n) => format!("tick {from} (and {n} exceptions before it)"),
                None => format!("the checkpoint at tick {from}"),
            };
            eprintln!(
                "goldtrace replay: verified {execs} executions from {since} up to tick {last_time}{}",
                if partial { " (stopped early)" } else { ": the replay equals the recording from there" }
            );
            ExitCode::SUCCESS
        }
    })
}

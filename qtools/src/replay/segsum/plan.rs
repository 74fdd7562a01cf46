//! What the decoding threads need besides `.bb`, read once before they start: where the pid events
//! apply and which executions the exception records cut short.

use tracefmt::TraceReader;

use crate::replay::Cut;

/// What the decoding threads need besides `.bb`: where the pid events apply and which executions
/// the exception records cut short.
pub(super) struct Plan {
    /// The running maximum of the pid events' times, as far as they read.
    pub(super) pid_max: Vec<u64>,
    /// Each execution an exception record cuts short, by record number.
    pub(super) excs: Vec<Cut>,
    /// Where reading `.exc` fails.
    pub(super) exc_err: ExcFailure,
    pub(super) lens: Vec<u32>,
}

/// Where reading `.exc` fails, and why.
pub(super) struct ExcFailure {
    /// The execution at which it fails (0: before the first; `u64::MAX`: never).
    pub(super) at: u64,
    /// The error, as printed.
    msg: String,
}

/// What [`exception_plan`] finds.
struct Exceptions {
    cuts: Vec<Cut>,
    failure: ExcFailure,
}

impl Plan {
    pub(super) fn new(reader: &TraceReader) -> Self {
        let mut pid_max = Vec::new();
        let mut m = 0;
        for r in reader.pid_events() {
            let Ok(r) = r else { break };
            m = m.max(r.time);
            pid_max.push(m);
        }
        let Exceptions {
            cuts: excs,
            failure: exc_err,
        } = exception_plan(reader);
        Plan {
            pid_max,
            excs,
            exc_err,
            lens: reader.block_lens(),
        }
    }

    /// How many pid events have been applied before an execution at `time`.
    pub(super) fn applied_at(&self, time: u64) -> usize {
        self.pid_max.partition_point(|&t| t <= time)
    }

    /// The first entry of `excs` at or after execution `recnum`.
    pub(super) fn exc_from(&self, recnum: u64) -> usize {
        self.excs.partition_point(|e| e.recnum < recnum)
    }

    /// The record number of the next execution at or after `excs[pos]` that needs a look.
    pub(super) fn exc_next(&self, pos: usize) -> u64 {
        self.excs
            .get(pos)
            .map_or(u64::MAX, |e| e.recnum)
            .min(self.exc_err.at)
    }

    pub(super) fn exc_error(&self) -> anyhow::Error {
        anyhow::anyhow!("{}", self.exc_err.msg)
    }
}

/// Which executions the exception records cut short, and where reading them fails, exactly as a
/// replay in order finds them: before the first execution it reads one record; at every execution
/// whose record number is >= the record read, it skips the records with smaller numbers, takes the
/// instruction count of the first with the execution's number and skips the others with it.
fn exception_plan(reader: &TraceReader) -> Exceptions {
    let dir = reader.dir();
    let mut it = reader.exceptions();
    let mut read = move || match it.next() {
        Some(Ok(e)) => Ok(Cut {
            recnum: e.recnum,
            num_insns: e.num_insns,
        }),
        Some(Err(e)) => Err(format!(
            "{:#}",
            anyhow::Error::new(e).context(format!("reading {}", dir.display()))
        )),
        None => Ok(Cut::NONE),
    };
    let mut excs = Vec::new();
    let mut next = match read() {
        Ok(n) => n,
        Err(msg) => {
            return Exceptions {
                cuts: excs,
                failure: ExcFailure { at: 0, msg },
            }
        }
    };
    let mut r = 1u64;
    while next.recnum != u64::MAX {
        let at = r.max(next.recnum);
        let mut step = || -> Result<(), String> {
            while at > next.recnum {
                next = read()?;
            }
            if at == next.recnum {
                excs.push(next);
                while next.recnum == at {
                    next = read()?;
                }
            }
            Ok(())
        };
        if let Err(msg) = step() {
            return Exceptions {
                cuts: excs,
                failure: ExcFailure { at, msg },
            };
        }
        r = at.saturating_add(1);
    }
    Exceptions {
        cuts: excs,
        failure: ExcFailure {
            at: u64::MAX,
            msg: String::new(),
        },
    }
}

//! The fast reach of a replay window: the run up to the window's detail goes without
//! block recording (engines translate no trace code), and is verified by the
//! exceptions it takes instead of its blocks. Every exception the engines report
//! (interrupts, aborts, SWI, undefined instructions) goes into
//! [`arm::Core::exception_log`] with its tick, where it was raised, its vector and the
//! instructions of the block before it; at each run slice's end the log is compared
//! with the recorded trace's exception markers (from the chunk summaries, or by
//! decoding a chunk without one). The first difference stops the replay; the
//! recording and its block-by-block comparison start at the detail.

use std::collections::VecDeque;
use std::path::Path;

use arm::core::ExceptionNote;
use tracefmt::compact::summary::SumItem;
use tracefmt::compact::{CompactReader, Decoded};
use tracefmt::record::{ExceptionEvent, WHOLE_BLOCK};

/// The recorded exception markers, read chunk by chunk as the replay needs them,
/// and the replay's exceptions compared with them so far.
pub struct ExceptionCheck {
    reader: CompactReader,
    next_chunk: usize,
    pending: VecDeque<ExceptionEvent>,
    dec: tracefmt::compact::decode::ChunkDecoder,
    /// Exceptions compared equal so far.
    pub compared: u64,
    /// The tick of the last one, and how many of the replay's were stamped with it.
    last_tick: Option<u64>,
    at_last_tick: usize,
}

/// How an exception reads in a message.
fn show(tick: u64, pc: u32, target: u32, insns: Option<u32>) -> String {
    format!(
        "tick {tick}, pc {pc:#010x} to {target:#010x} after {}",
        insns.map_or_else(|| "the whole block".into(), |n| format!("{n} instructions"))
    )
}

fn show_note(n: &ExceptionNote) -> String {
    show(
        n.ticks,
        n.pc,
        n.target,
        (n.insns != WHOLE_BLOCK).then_some(n.insns),
    )
}

fn show_event(e: &ExceptionEvent) -> String {
    show(e.time, e.pc, e.target, e.insns)
}

const ADVICE: &str =
    "re-run with --verify-blocks to find the first diverging block (the prefix is then recorded and compared block by block)";

/// An [`ExceptionCheck`] being opened on another thread.
pub struct Opening(Option<std::thread::JoinHandle<anyhow::Result<ExceptionCheck>>>);

impl Opening {
    /// Waits for the check.
    pub fn join(&mut self) -> anyhow::Result<ExceptionCheck> {
        self.0
            .take()
            .ok_or_else(|| anyhow::anyhow!("the exception check was taken already"))?
            .join()
            .map_err(|_| anyhow::anyhow!("the thread reading the recorded exceptions failed"))?
    }
}

impl ExceptionCheck {
    /// [`ExceptionCheck::open`] on another thread (reading the trace's blocks takes
    /// a while; the run meanwhile goes on).
    pub fn open_on_thread(trace: &Path, from: u64) -> Opening {
        let trace = trace.to_path_buf();
        Opening(Some(std::thread::spawn(move || {
            ExceptionCheck::open(&trace, from)
        })))
    }

    /// Reads the exception markers of the compact trace `trace` from the chunk
    /// holding tick `from` on (the replay starts there: the boot, or a checkpoint).
    pub fn open(trace: &Path, from: u64) -> anyhow::Result<ExceptionCheck> {
        let reader = CompactReader::open(trace).map_err(|e| {
            anyhow::anyhow!("{}: not a readable compact trace: {e}", trace.display())
        })?;
        let next_chunk = if from == 0 {
            0
        } else {
            // A chunk holding executions stamped before `from` can hold markers at or
            // after it (and the chunk before the first one at `from` too, by a batch):
            // start one chunk early and skip what is stamped before `from`.
            reader
                .chunks()
                .iter()
                .position(|c| c.execs > 0 && c.last_time >= from)
                .unwrap_or(reader.num_chunks())
                .saturating_sub(1)
        };
        let mut check = ExceptionCheck {
            reader,
            next_chunk,
            pending: VecDeque::new(),
            dec: Default::default(),
            compared: 0,
            last_tick: None,
            at_last_tick: 0,
        };
        if from > 0 {
            check.skip_before(from)?;
        }
        Ok(check)
    }

    /// Drops the recorded markers stamped before `from`.
    fn skip_before(&mut self, from: u64) -> anyhow::Result<()> {
        while let Some(e) = self.peek()? {
            if e.time >= from {
                break;
            }
            self.pending.pop_front();
        }
        Ok(())
    }

    /// Reads chunks until a marker is pending or the trace ends.
    fn peek(&mut self) -> anyhow::Result<Option<ExceptionEvent>> {
        while self.pending.is_empty() {
            let k = self.next_chunk;
            if k >= self.reader.num_chunks() {
                return Ok(None);
            }
            self.next_chunk += 1;
            match self.reader.summary(k) {
                Some(s) => self.pending.extend(s.items.iter().filter_map(|i| match i {
                    SumItem::Exception(e) => Some(*e),
                    _ => None,
                })),
                None => {
                    let mut out = Vec::new();
                    self.reader
                        .decode(k, 1 << 16, &mut self.dec, &mut out)
                        .map_err(|e| anyhow::anyhow!("{}: {e}", self.reader.dir().display()))?;
                    for d in out {
                        if let Decoded::Events(evs) = d {
                            self.pending
                                .extend(evs.iter().filter_map(|e| e.as_exception()));
                        }
                    }
                }
            }
        }
        Ok(self.pending.front().copied())
    }

    /// Compares the replay's exceptions `notes` (in the order taken) with the next
    /// recorded ones: `Ok(Some(line))` at the first difference.
    pub fn check(&mut self, notes: &[ExceptionNote]) -> anyhow::Result<Option<String>> {
        for n in notes {
            let number = self.compared + 1;
            let recorded = self.peek()?;
            let equal = recorded.is_some_and(|e| {
                (e.time, e.pc, e.target, e.insns.unwrap_or(WHOLE_BLOCK))
                    == (n.ticks, n.pc, n.target, n.insns)
            });
            if !equal {
                return Ok(Some(format!(
                    "exception #{number} differs: recorded {}, replayed {}; {ADVICE}",
                    recorded.map_or_else(|| "the end of the trace".into(), |e| show_event(&e)),
                    show_note(n)
                )));
            }
            self.pending.pop_front();
            self.compared = number;
            if self.last_tick == Some(n.ticks) {
                self.at_last_tick += 1;
            } else {
                self.last_tick = Some(n.ticks);
                self.at_last_tick = 1;
            }
        }
        Ok(None)
    }

    /// The prefix ended at tick `now`: every recorded exception stamped before it
    /// must have been taken (`Ok(Some(line))` if one was not).
    pub fn finish(&mut self, now: u64) -> anyhow::Result<Option<String>> {
        match self.peek()? {
            Some(e) if e.time < now => Ok(Some(format!(
                "exception #{} differs: recorded {}, replayed none before tick {now}; {ADVICE}",
                self.compared + 1,
                show_event(&e)
            ))),
            _ => Ok(None),
        }
    }

    /// How many of the replay's exceptions were stamped `tick` (the recording of the
    /// detail, starting at `tick`, lacks them; the comparison from there skips them).
    pub fn taken_at(&self, tick: u64) -> usize {
        if self.last_tick == Some(tick) {
            self.at_last_tick
        } else {
            0
        }
    }
}

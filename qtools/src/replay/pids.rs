//! The pid events not applied yet, applied to the [`Model`] in file order as the replay reaches
//! their times.

use std::iter::Peekable;

use anyhow::Result;
use tracefmt::pid::PidIter;
use tracefmt::{PidEvent, TraceReader};

use crate::model::Model;

/// The pid events not applied yet, in file order.
pub(crate) struct Pids<'a> {
    iter: Peekable<PidIter<'a>>,
    /// Time of the next one; `u64::MAX` when none.
    pub(crate) next: u64,
    /// How many have been applied.
    pub(crate) applied: usize,
}

impl<'a> Pids<'a> {
    /// All of `reader`'s pid events; call [`Self::peek`] before applying any.
    pub(crate) fn new(reader: &'a TraceReader) -> Self {
        Pids {
            iter: reader.pid_events().peekable(),
            next: 0,
            applied: 0,
        }
    }

    /// Reads the time of the next event; fails when it cannot be read.
    pub(crate) fn peek(&mut self) -> Result<()> {
        self.next = match self.iter.peek() {
            Some(Ok(r)) => r.time,
            Some(Err(_)) => match self.iter.next() {
                Some(Err(e)) => return Err(anyhow::Error::new(e).context("reading the pid events")),
                _ => u64::MAX,
            },
            None => u64::MAX,
        };
        Ok(())
    }

    /// Applies the next events while their time is <= `time` (all of them with `u64::MAX`) and
    /// fewer than `upto` have been applied, calling `f` after each.
    pub(crate) fn apply(
        &mut self,
        time: u64,
        upto: usize,
        model: &mut Model,
        mut f: impl FnMut(&Model, u64, &PidEvent<'_>),
    ) -> Result<()> {
        while self.next <= time && self.applied < upto {
            match self.iter.next() {
                Some(Ok(rec)) => {
                    model.apply(rec.time, &rec.event);
                    self.applied += 1;
                    f(model, rec.time, &rec.event);
                }
                Some(Err(e)) => return Err(anyhow::Error::new(e).context("reading the pid events")),
                None => {
                    self.next = u64::MAX;
                    break;
                }
            }
            self.peek()?;
        }
        Ok(())
    }
}

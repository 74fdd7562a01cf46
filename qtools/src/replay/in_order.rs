//! The driver behind [`replay`](super::replay): every block execution of the [`Stream`], with its
//! duration, thread and function, handed to a [`Visitor`] in time order.

use anyhow::Result;
use tracefmt::TraceReader;

use super::resolver::Resolver;
use super::stream::Stream;
use super::{Event, Summary, Visitor};
use crate::model::Model;

/// Replays `st` into `v`: each execution goes over once the next one gives its duration.
pub(super) fn replay_with(
    reader: &TraceReader,
    st: &mut Stream<'_>,
    model: &mut Model,
    v: &mut dyn Visitor,
) -> Result<Summary> {
    let mut res = Resolver::new(reader);
    let mut sum = Summary::default();
    let mut pending: Option<Event<'_>> = None;
    let mut end = 0u64;
    // Blocks outside the model's window are replayed (pid events still apply) but not
    // handed to the visitor.
    let window = model.window;
    res.refresh(model);
    while let Some(ex) = st.next()? {
        if let Some(mut p) = pending.take() {
            p.dur = ex.time.saturating_sub(p.time);
            v.block(model, &p);
            if v.done() {
                sum.end = ex.time;
                return Ok(sum);
            }
        }
        if st.pids.next <= ex.time {
            v.before_pid_events(model);
            st.pids
                .apply(ex.time, usize::MAX, model, |m, t, e| v.pid_event(m, t, e))?;
            res.refresh(model);
        }
        if ex.bb == 0 {
            end = ex.time;
            continue;
        }
        let Some(block) = reader.static_block(ex.bb as u64) else {
            break;
        };
        if !window.contains(ex.time) {
            continue;
        }
        let (func, offset) = res.resolve(model, ex.bb);
        if sum.events == 0 {
            sum.start = ex.time;
        }
        sum.events += 1;
        sum.insns += u64::from(ex.num_insns);
        pending = Some(Event {
            time: ex.time,
            dur: 0,
            bb_num: ex.bb as u64,
            recnum: ex.recnum,
            num_insns: ex.num_insns,
            pid: model.current,
            addr: block.addr(),
            thumb: block.is_thumb(),
            func,
            offset,
            block,
        });
    }
    if let Some(mut p) = pending.take() {
        p.dur = end.saturating_sub(p.time);
        v.block(model, &p);
    }
    // Pid events after the last block still shape the process list.
    v.before_pid_events(model);
    st.pids
        .apply(u64::MAX, usize::MAX, model, |m, t, e| v.pid_event(m, t, e))?;
    sum.end = end.max(sum.start);
    model.summarize_warnings();
    v.end(model, sum.end);
    Ok(sum)
}

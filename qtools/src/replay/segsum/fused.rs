//! A compact trace's executions counted as its chunks decode ([`Decoder::sum_visit`]), with no
//! buffer of executions in between.

use std::ops::ControlFlow;

use tracefmt::bb_exec::ExecVisitor;
use tracefmt::bb_split::BbSegment;
use tracefmt::TraceReader;

use super::decoder::{Decoder, Stop, Tally, Walk};
use super::SegSums;

impl Decoder<'_> {
    /// The sums of segment `seg` of a compact trace, counted as its chunks decode (no buffer of
    /// executions in between); the same as [`Self::sum`] gives. `None` for a qtrace v2 trace,
    /// and where the times go back or a chunk fails to decode: [`Self::sum`] then goes over the
    /// segment again and handles both exactly as for a trace of the other form.
    pub(super) fn sum_visit(&mut self, reader: &TraceReader, seg: &BbSegment) -> Option<SegSums> {
        self.restart();
        let mut f = Fused {
            w: Walk {
                pb: self.plan.lens.len(),
                tp: 0,
                applied: 0,
                switch: u64::MAX,
                exc_pos: 0,
                exc_next: u64::MAX,
            },
            d: self,
            s: SegSums::default(),
            recnum: seg.execs_before,
            stop: None,
        };
        if reader.bb_segment_visit(seg, &mut f)?.is_err() {
            return None;
        }
        if matches!(f.stop, Some(Stop::Back)) {
            return None;
        }
        let Fused {
            d,
            w,
            mut s,
            recnum,
            ..
        } = f;
        s.recnum = recnum;
        d.finish(&mut s, &w);
        Some(s)
    }
}

/// A decoding thread counting a compact trace's executions as they decode
/// ([`Decoder::sum_visit`]): [`Decoder::sum`]'s loop, one execution at a time.
struct Fused<'d, 'p> {
    d: &'d mut Decoder<'p>,
    w: Walk,
    s: SegSums,
    /// Record number of the last execution.
    recnum: u64,
    /// Why the segment stopped early, if it did.
    stop: Option<Stop>,
}

impl Fused<'_, '_> {
    /// Counts the leading executions of a batch that need no look beyond their block's
    /// counter: times that go on, no pid event applying, not the closing event (the caller
    /// leaves out the executions from the next exception cut on); the number counted.
    #[inline(always)]
    fn plain(&mut self, times: &[u64], bbs: &[u32]) -> usize {
        let Decoder {
            tally,
            touched,
            seg,
            part_execs,
            ..
        } = &mut *self.d;
        let seg = *seg;
        let (mut pb, mut tp, switch) = (self.w.pb, self.w.tp, self.w.switch);
        let mut done = 0;
        for (&time, &bb) in times.iter().zip(bbs) {
            if time < tp || time >= switch || bb == 0 {
                break;
            }
            tally[pb].cycles += time - tp;
            let bb = bb as usize;
            let t = &mut tally[bb];
            if t.seg != seg {
                *t = Tally {
                    seg,
                    ..Tally::default()
                };
                touched.push(bb);
            }
            t.count += 1;
            (pb, tp) = (bb, time);
            done += 1;
        }
        (self.w.pb, self.w.tp) = (pb, tp);
        *part_execs += done as u64;
        self.recnum += done as u64;
        if done > 0 && self.s.start.is_none() {
            self.s.start = Some(times[0]);
        }
        done
    }

    /// Counts one execution, whatever it needs.
    #[inline(always)]
    fn one(&mut self, time: u64, bb: u32) {
        self.recnum += 1;
        let plan = self.d.plan;
        if self.s.first.is_none() {
            self.s.first = Some(time);
            self.w.tp = time;
            self.w.applied = plan.applied_at(time);
            self.w.switch = plan
                .pid_max
                .get(self.w.applied)
                .copied()
                .unwrap_or(u64::MAX);
            self.w.exc_pos = plan.exc_from(self.recnum);
            self.w.exc_next = plan.exc_next(self.w.exc_pos);
        }
        if bb != 0 && self.s.start.is_none() {
            self.s.start = Some(time);
        }
        // A part closes before its counters could overflow.
        if self.d.part_execs == u64::from(u32::MAX) {
            self.d.close(&mut self.s, self.w.applied);
        }
        self.d.part_execs += 1;
        if let ControlFlow::Break(why) =
            self.d
                .step(&mut self.w, &mut self.s, self.recnum, time, bb as usize)
        {
            self.stop = Some(why);
        }
    }
}

impl ExecVisitor for Fused<'_, '_> {
    fn execs(&mut self, times: &[u64], bbs: &[u32]) {
        let mut i = 0;
        while i < times.len() && self.stop.is_none() {
            // The executions before the next exception cut that keep the part's counters in
            // range go the short way.
            let room = (self.w.exc_next.saturating_sub(self.recnum + 1))
                .min(u64::from(u32::MAX) - self.d.part_execs.min(u64::from(u32::MAX)))
                .min((times.len() - i) as u64) as usize;
            if self.s.first.is_some() && room > 0 {
                let done = self.plain(&times[i..i + room], &bbs[i..i + room]);
                i += done;
                if done == room {
                    continue;
                }
            }
            self.one(times[i], bbs[i]);
            i += 1;
        }
    }

    fn done(&self) -> bool {
        self.stop.is_some()
    }
}

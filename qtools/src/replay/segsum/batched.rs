//! A segment's executions in batches, as [`BbExecIter`] decodes them: plain batches one execution
//! at a time, sorted chunks run by run.

use std::ops::ControlFlow;

use tracefmt::bb_exec::{BbExecIter, Runs, SortedRuns};
use tracefmt::prefetch::prefetch;

use super::decoder::{BlockCut, Decoder, RunSum, Stop, Tally, Walk};
use super::SegSums;

impl Decoder<'_> {
    /// The sums of the executions of `it`; `None` when their times go back.
    pub(super) fn sum(&mut self, mut it: BbExecIter<'_>, dir: &std::path::Path) -> Option<SegSums> {
        let plan = self.plan;
        let mut s = SegSums::default();
        // What an abandoned segment left is forgotten.
        self.restart();
        let mut w = Walk {
            pb: plan.lens.len(),
            tp: 0,
            applied: 0,
            switch: u64::MAX,
            exc_pos: 0,
            exc_next: u64::MAX,
        };
        while let Some(b) = it.next_runs() {
            let b = match b {
                Ok(b) => b,
                Err(e) => {
                    s.err =
                        Some(anyhow::Error::new(e).context(format!("reading {}", dir.display())));
                    break;
                }
            };
            let (first_recnum, n, first) = match &b {
                Runs::Plain(p) => (p.first_recnum, p.execs.len(), p.execs.first().map(|e| e.0)),
                Runs::Sorted(r) => (r.first_recnum, r.keys.len(), r.iter().next().map(|e| e.0)),
            };
            if s.first.is_none() {
                let time = first.unwrap_or(0);
                s.first = Some(time);
                w.tp = time;
                w.applied = plan.applied_at(time);
                w.switch = plan.pid_max.get(w.applied).copied().unwrap_or(u64::MAX);
                w.exc_pos = plan.exc_from(first_recnum);
                w.exc_next = plan.exc_next(w.exc_pos);
            }
            if s.start.is_none() {
                s.start = match &b {
                    Runs::Plain(p) => p.execs.iter().find(|e| e.1 != 0).map(|e| e.0),
                    Runs::Sorted(r) => r.iter().find(|e| e.1 != 0).map(|e| e.0),
                };
            }
            let n = n as u64;
            if self.part_execs + n > u64::from(u32::MAX) {
                self.close(&mut s, w.applied);
            }
            self.part_execs += n;
            s.recnum = first_recnum + n - 1;
            let go = match &b {
                Runs::Plain(p) => p.execs.iter().enumerate().try_for_each(|(i, e)| {
                    self.step(&mut w, &mut s, first_recnum + i as u64, e.0, e.1 as usize)
                }),
                Runs::Sorted(r) => match self.by_runs(&mut w, r) {
                    Some(true) => ControlFlow::Continue(()),
                    Some(false) => r.iter().enumerate().try_for_each(|(i, (time, bb))| {
                        self.step(&mut w, &mut s, first_recnum + i as u64, time, bb as usize)
                    }),
                    None => ControlFlow::Break(Stop::Back),
                },
            };
            match go {
                ControlFlow::Continue(()) => {}
                ControlFlow::Break(Stop::Back) => return None,
                ControlFlow::Break(Stop::Failed) => break,
            }
        }
        self.finish(&mut s, &w);
        Some(s)
    }

    /// Counts a sorted chunk run by run: per execution only the cycles and count of its run (a
    /// small table), then each run's sums to its block. `Some(false)` (nothing counted) when the
    /// chunk needs [`Self::step`]: a pid event applies in it, it holds a closing event, or reading
    /// `.exc` fails in it; `None` when its times go back.
    fn by_runs(&mut self, w: &mut Walk, r: &SortedRuns<'_>) -> Option<bool> {
        let plan = self.plan;
        let (Some(&k0), Some(&kn)) = (r.keys.first(), r.keys.last()) else {
            return Some(true);
        };
        let (first, last) = (r.time_of(k0), r.time_of(kn));
        if first < w.tp {
            return None;
        }
        let last_recnum = r.first_recnum + r.keys.len() as u64 - 1;
        if last >= w.switch || last_recnum >= plan.exc_err.at || r.bbs.contains(&0) {
            return Some(false);
        }
        self.tally[w.pb].cycles += first - w.tp;
        if self.runs.len() < r.bbs.len() {
            self.runs.resize(r.bbs.len(), RunSum::default());
        }
        let runs = &mut self.runs[..r.bbs.len()];
        let (mut pt, mut pr) = (first, SortedRuns::run_of(k0));
        runs[pr].count = 1;
        for &k in &r.keys[1..] {
            let (t, run) = (r.time_of(k), SortedRuns::run_of(k));
            runs[pr].cycles += t - pt;
            runs[run].count += 1;
            (pt, pr) = (t, run);
        }
        (w.pb, w.tp) = (r.bbs[pr] as usize, pt);
        for (i, &bb) in r.bbs.iter().enumerate() {
            // The counters are scattered: ask for the one a few runs ahead.
            if let Some(&ahead) = r.bbs.get(i + 8) {
                prefetch(self.tally.as_ptr().wrapping_add(ahead as usize));
            }
            let RunSum { count, cycles } = std::mem::take(&mut self.runs[i]);
            if count == 0 {
                continue;
            }
            let bb = bb as usize;
            let t = &mut self.tally[bb];
            if t.seg != self.seg {
                *t = Tally {
                    seg: self.seg,
                    ..Tally::default()
                };
                self.touched.push(bb);
            }
            t.count += count;
            t.cycles += cycles;
        }
        while w.exc_next <= last_recnum {
            let k = r.keys[(w.exc_next - r.first_recnum) as usize];
            self.cuts.push(BlockCut {
                bb: r.bbs[SortedRuns::run_of(k)] as usize,
                num_insns: plan.excs[w.exc_pos].num_insns,
            });
            w.exc_pos += 1;
            w.exc_next = plan.exc_next(w.exc_pos);
        }
        Some(true)
    }
}

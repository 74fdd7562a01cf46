//! The replay in order's second lane (see `replay/par/segs.rs`, `SegRun::turn`): the execution
//! right after a call or a return, taken from its block's entry when that entry's function holds
//! in the current context, against the sequential replay (`QTOOLS_THREADS=1`). Random traces
//! written through the real recorder, made of calls and returns that mostly follow a call
//! stack (so that returns pop frames pushed in the same piece), with right after a call or a
//! return what the second lane must stop at: a context switch, a mapping (a new address space
//! generation, so every user block's entry is stale), an exception that cuts the callee's first
//! block short, a window that starts or ends there, a stop (`stack --end`), a filter.

mod common;

use std::path::Path;

use testrng::Rng;
use tracefmt::record::{EventBuf, ExecEvent, Item};
use tracefmt::FinishInfo;

use common::{bb, cut_by_exception, FUNCS, PER_FUNC, USER, VECTORS};

/// Function `f`'s callees: two others of its kind (user or kernel).
fn callees(f: usize) -> [usize; 2] {
    if f < USER {
        [(f + 1) % USER, (f + 2) % USER]
    } else {
        [USER + (f - USER + 1) % 2, USER + (f - USER + 1) % 2]
    }
}

/// A random trace under `dir` (`dir/trace`, `dir/root`) of about `n` executions; returns the
/// times of some executions right after a call or a return (window bounds), and of the end.
fn write_trace(dir: &Path, seed: u64, n: usize) -> (Vec<u64>, u64) {
    let mut rng = Rng::new(seed);
    let mut rec = common::replay_recorder(dir);
    let mut send = |items: Vec<Item>| common::send(&mut rec, items);
    send(
        common::call_blocks(callees)
            .into_iter()
            .map(Item::Block)
            .collect(),
    );
    let mut t = 100u64;
    let pids = [2u32, 3, 4];
    send(common::start_processes(&pids, t));
    // Each thread's block and the blocks its calls return to.
    let mut at = [(0usize, 0usize); 3];
    let mut stacks: [Vec<(usize, usize)>; 3] = Default::default();
    let mut cur = 2usize;
    let mut turns = Vec::new();
    let mut evs = Vec::new();
    for _ in 0..n {
        let (f, k) = at[cur];
        evs.push(ExecEvent {
            time: t,
            bb: bb(f, k),
            aux: 0,
            mask: 0,
        });
        t += 1 + rng.below(4);
        let stack = &mut stacks[cur];
        let turn = f != VECTORS && matches!(k, 0 | 1 | 4);
        // Where the thread goes on: mostly where the block's flow leads, now and then anywhere.
        at[cur] = if rng.below(64) == 0 {
            let f = rng.below(FUNCS.len() as u64) as usize;
            (f, rng.below(PER_FUNC as u64) as usize)
        } else if f == VECTORS {
            (USER, 0)
        } else {
            match k {
                0 | 1 if stack.len() < 24 => {
                    stack.push((f, k + 1));
                    (callees(f)[k], 0)
                }
                0 | 1 => (f, k + 1),
                2 => (f, 3),
                3 => (f, 4),
                _ => stack.pop().unwrap_or((rng.below(USER as u64) as usize, 1)),
            }
        };
        if !turn {
            continue;
        }
        if rng.below(50) == 0 && turns.len() < 64 {
            turns.push(t);
        }
        // What the second lane must stop at, right after a call or a return.
        match rng.below(100) {
            // The next execution (the callee's first, or the caller's after the call) cut
            // short by an exception after its first instruction, or after the whole block.
            0 | 1 => {
                cut_by_exception(&mut rng, &mut evs, &mut t, at[cur]);
                at[cur] = (VECTORS, 1);
            }
            // A context switch, or a mapping (a new address space generation).
            2..=4 => {
                let (event, to) = common::switch_or_map(&mut rng, 3, &pids);
                cur = to.unwrap_or(cur);
                send(common::events_then(&mut evs, t, event));
                t += 1;
            }
            _ => {}
        }
        if evs.len() >= 1 << 16 {
            send(vec![Item::Events(EventBuf::Timed(std::mem::take(
                &mut evs,
            )))]);
        }
    }
    send(vec![Item::Events(EventBuf::Timed(evs))]);
    let end = t + 10;
    rec.finish(FinishInfo {
        final_time: end,
        elapsed_usecs: 1,
    })
    .unwrap();
    (turns, end)
}

/// Random traces of several chunks, each command printing the same on 2 and 3 workers (two
/// stages, tasks of several sizes) as sequentially; the windows start and end at an execution
/// right after a call or a return.
#[test]
fn executions_after_calls_and_returns_print_as_the_sequential_replay() {
    for seed in [1u64, 2] {
        let dir = common::scratch(&format!("turns-{seed}"));
        let (turns, _end) = write_trace(&dir, seed, 2_200_000);
        assert!(
            turns.len() >= 4,
            "seed {seed}: {} window bounds",
            turns.len()
        );
        let mut rng = Rng::new(seed ^ 0x7e57);
        let i = rng.below(turns.len() as u64 / 2) as usize;
        let j = turns.len() / 2 + rng.below(turns.len() as u64 / 2) as usize;
        let (a, b) = (turns[i].to_string(), turns[j].to_string());
        common::stack_commands_agree(&dir, seed, &a, &b, &[(2, 1000), (3, 1 << 16)]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

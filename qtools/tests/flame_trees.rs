//! `flamegraph` without records (`replay::par::replay_flame`: each piece's local call trees,
//! mapped onto the real call paths by the stacks stage) against the sequential replay
//! (`QTOOLS_THREADS=1`). Random traces written through the real recorder: calls and returns
//! that mostly follow a call stack per thread, jumps anywhere (unwinds, tail calls into another
//! function), exceptions that cut a block short (the vector page, then the kernel, whose return
//! to user space cuts the kernel frames), context switches and mappings, and now and then a
//! recursion deeper than the stacks keep (`callstack::MAX_DEPTH`, 400), which a piece's effect
//! cannot apply: that replay starts again with the pieces' records.

mod common;

use std::path::Path;

use testrng::Rng;
use tracefmt::record::{EventBuf, ExecEvent, Item};
use tracefmt::FinishInfo;

use common::{bb, cut_by_exception, FUNCS, PER_FUNC, USER, VECTORS};

/// The function that calls itself (`common::FUNCS`' fourth).
const RECURSIVE: usize = 3;

/// Function `f`'s callees from its blocks 0 and 1: others of its kind, but the recursive
/// function's block 0 calls itself.
fn callees(f: usize) -> [usize; 2] {
    if f == RECURSIVE {
        [RECURSIVE, 0]
    } else if f < USER {
        [(f + 1) % USER, (f + 2) % USER]
    } else {
        [USER + (f - USER + 1) % 2, USER + (f - USER) % 2]
    }
}

/// A random trace under `dir` (`dir/trace`, `dir/root`) of about `n` executions; returns some
/// execution times (window bounds).
fn write_trace(dir: &Path, seed: u64, n: usize) -> Vec<u64> {
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
    // Each thread's block, the blocks its calls return to, and how deep its calls may go.
    let mut at = [(0usize, 0usize); 3];
    let mut stacks: [Vec<(usize, usize)>; 3] = Default::default();
    let mut limit = [24usize; 3];
    let mut cur = 0usize;
    let mut times = Vec::new();
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
        if rng.below(20_000) == 0 && times.len() < 64 {
            times.push(t);
        }
        let stack = &mut stacks[cur];
        if stack.len() < 24 {
            limit[cur] = 24;
        }
        // Now and then a recursion past the stacks' depth, unwound by its returns.
        if f == RECURSIVE && k == 0 && rng.below(300) == 0 {
            limit[cur] = 420 + rng.below(200) as usize;
        }
        at[cur] = if rng.below(64) == 0 {
            // A jump anywhere: an unwind, a tail call, a return to user space.
            let f = rng.below(FUNCS.len() as u64) as usize;
            (f, rng.below(PER_FUNC as u64) as usize)
        } else if f == VECTORS {
            (USER, 0)
        } else {
            match k {
                0 | 1 if stack.len() < limit[cur] => {
                    stack.push((f, k + 1));
                    (callees(f)[k], 0)
                }
                0 | 1 => (f, k + 1),
                2 => (f, 3),
                3 => (f, 4),
                _ => stack.pop().unwrap_or((rng.below(USER as u64) as usize, 1)),
            }
        };
        match rng.below(400) {
            // An exception after the next block's first instruction or after all of it.
            0 | 1 => {
                cut_by_exception(&mut rng, &mut evs, &mut t, at[cur]);
                at[cur] = (VECTORS, 1);
            }
            // A context switch, or a mapping.
            2..=5 => {
                let (event, to) = common::switch_or_map(&mut rng, 4, &pids);
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
    rec.finish(FinishInfo {
        final_time: t + 10,
        elapsed_usecs: 1,
    })
    .unwrap();
    times
}

/// `qtools flamegraph ARGS -o out` with the environment `env`: the SVG and the standard error.
fn flamegraph(args: &[&str], env: &[(&str, &str)], out: &Path) -> (Vec<u8>, String) {
    let r = std::process::Command::new(env!("CARGO_BIN_EXE_qtools"))
        .arg("flamegraph")
        .args(args)
        .arg("-o")
        .arg(out)
        .envs(env.iter().copied())
        .env("QTOOLS_TIMES", "1")
        .output()
        .expect("qtools runs");
    let err = String::from_utf8_lossy(&r.stderr).into_owned();
    assert!(
        r.status.success(),
        "qtools flamegraph {args:?} failed: {err}"
    );
    (std::fs::read(out).expect("the SVG"), err)
}

/// Each trace's SVG, whole and with a pid, a function left out, a window and the libraries
/// merged, is the sequential replay's on 2 and 3 workers with 1 to 3 resolving threads and
/// pieces of several sizes, without records and with them (`QTOOLS_FLAME_RECS=1`), and as the
/// workers' replay makes it (`QTOOLS_FLAME_TREES=0`); some of those replays meet a piece past
/// the stacks' depth and start again with records.
#[test]
fn flame_graphs_without_records_are_the_sequential_ones() {
    let mut again = 0;
    for seed in [1u64, 2] {
        let dir = common::scratch(&format!("flame-trees-{seed}"));
        let times = write_trace(&dir, seed, 1_500_000);
        assert!(
            times.len() >= 4,
            "seed {seed}: {} window bounds",
            times.len()
        );
        let (a, b) = (times[1].to_string(), times[times.len() - 2].to_string());
        let t = dir.join("trace").display().to_string();
        let r = dir.join("root").display().to_string();
        let options: [Vec<&str>; 5] = [
            vec![],
            vec!["-i", "3"],
            vec!["-e", "f1"],
            vec!["--start", &a, "--end", &b],
            vec!["-l", ":libs", "-i", "2", "-i", "4"],
        ];
        for opts in &options {
            let args: Vec<&str> = [t.as_str(), "-r", r.as_str(), "--no-vmlinux"]
                .into_iter()
                .chain(opts.iter().copied())
                .collect();
            let out = dir.join("flame.svg");
            let (one, _) = flamegraph(&args, &[("QTOOLS_THREADS", "1")], &out);
            assert!(!one.is_empty(), "seed {seed} {opts:?}: an empty SVG");
            let runs: [&[(&str, &str)]; 6] = [
                &[
                    ("QTOOLS_THREADS", "2"),
                    ("QTOOLS_RESOLVERS", "1"),
                    ("QTOOLS_TASK_RECS", "1000"),
                ],
                &[
                    ("QTOOLS_THREADS", "2"),
                    ("QTOOLS_RESOLVERS", "2"),
                    ("QTOOLS_TASK_RECS", "97"),
                ],
                &[
                    ("QTOOLS_THREADS", "3"),
                    ("QTOOLS_RESOLVERS", "3"),
                    ("QTOOLS_TASK_RECS", "65536"),
                ],
                &[
                    ("QTOOLS_THREADS", "3"),
                    ("QTOOLS_RESOLVERS", "2"),
                    ("QTOOLS_TASK_RECS", "5000"),
                ],
                &[
                    ("QTOOLS_THREADS", "2"),
                    ("QTOOLS_FLAME_RECS", "1"),
                    ("QTOOLS_TASK_RECS", "1000"),
                ],
                &[
                    ("QTOOLS_THREADS", "2"),
                    ("QTOOLS_FLAME_TREES", "0"),
                    ("QTOOLS_TASK_RECS", "1000"),
                ],
            ];
            for env in runs {
                let (par, err) = flamegraph(&args, env, &out);
                assert!(
                    par == one,
                    "seed {seed} {opts:?} {env:?}: {} bytes, sequential {}",
                    par.len(),
                    one.len()
                );
                if err.contains("replayed again") {
                    again += 1;
                }
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(again > 0, "no replay met a piece past the stacks' depth");
}

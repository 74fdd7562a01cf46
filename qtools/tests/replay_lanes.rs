//! The replay in order's fast path for executions that only extend a run (see
//! `replay/par/segs.rs`, `SegRun::lane`, and `replay/par.rs`, `Held::lane`) against the sequential
//! replay (`QTOOLS_THREADS=1`): random traces written through the real recorder, whose executions
//! mostly stay in one function (long runs of jumps and fall-throughs) and are cut by everything
//! the fast path must stop at: calls and returns, kernel and vector-page blocks, exceptions that
//! cut a block short, context switches and mappings between two executions of a run, windows that
//! start and end inside one, filters, segments and tasks that end inside one.

mod common;

use std::path::Path;

use testrng::Rng;
use tracefmt::record::{BlockDef, EventBuf, ExecEvent, Item};
use tracefmt::FinishInfo;

const NOP: u32 = 0xe1a0_0000;
const BX_LR: u32 = 0xe12f_ff1e;

/// A branch (`op`: condition and opcode bits) at `from` to `to`.
fn branch(op: u32, from: u32, to: u32) -> u32 {
    op | (to.wrapping_sub(from + 8) >> 2) & 0x00ff_ffff
}

/// Where the blocks of each function start: four functions of `/bin/prog` (with symbols), one
/// of a stripped library, the kernel, and the vector page.
const FUNCS: [u32; 7] = [
    0x8000,
    0x8100,
    0x8200,
    0x8300,
    0x1_0000,
    0xc000_8000,
    0xffff_0000,
];
/// Blocks per function, 8 bytes apart (two instructions each).
const PER_FUNC: u32 = 4;

/// The blocks, numbered from 1 (function `i / PER_FUNC`, block `i % PER_FUNC` of it), each a
/// `nop` and a last instruction drawn from: a jump within the function, a conditional jump, a
/// call, a return, a `nop` (falling through).
fn blocks(rng: &mut Rng) -> Vec<BlockDef> {
    let mut v = Vec::new();
    for (f, &base) in FUNCS.iter().enumerate() {
        for k in 0..PER_FUNC {
            let addr = base + 8 * k;
            let last = addr + 4;
            let other = FUNCS[rng.below(4) as usize];
            let word = match rng.below(10) {
                0..=3 => branch(0xea00_0000, last, base + 8 * rng.below(4) as u32),
                4 => branch(0x0a00_0000, last, base),
                5 | 6 => branch(0xeb00_0000, last, other),
                7 => BX_LR,
                _ => NOP,
            };
            v.push(common::nop_and(f as u32 * PER_FUNC + k + 1, addr, word));
        }
    }
    v
}

/// A random trace under `dir` (`dir/trace`, `dir/root`) of about `n` executions; returns the
/// time of its end.
fn write_trace(dir: &Path, seed: u64, n: usize) -> u64 {
    let mut rng = Rng::new(seed);
    let mut rec = common::replay_recorder(dir);
    let mut send = |items: Vec<Item>| common::send(&mut rec, items);
    send(blocks(&mut rng).into_iter().map(Item::Block).collect());
    let mut t = 100u64;
    let pids = [2u32, 3, 4];
    send(common::start_processes(&pids, t));
    let nblocks = FUNCS.len() as u32 * PER_FUNC;
    let mut evs = Vec::new();
    let mut bb = 1u32;
    for _ in 0..n {
        // Mostly another block of the same function (runs), now and then any block.
        bb = if rng.below(8) == 0 {
            1 + rng.below(u64::from(nblocks)) as u32
        } else {
            (bb - 1) / PER_FUNC * PER_FUNC + 1 + rng.below(u64::from(PER_FUNC)) as u32
        };
        evs.push(ExecEvent {
            time: t,
            bb,
            aux: 0,
            mask: 0,
        });
        t += 1 + rng.below(4);
        match rng.below(2000) {
            // An exception after the first instruction, or after the whole block.
            0..=19 => {
                let insns = if rng.below(2) == 0 { 1 } else { u32::MAX };
                evs.push(ExecEvent::exception(t, 0x8000, 0xffff_0008, insns));
                t += 1;
            }
            // A context switch, or a mapping (a new address space generation) between two
            // executions that would have joined a run.
            20..=25 => {
                let (event, _) = common::switch_or_map(&mut rng, 3, &pids);
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
    end
}

/// Random traces of several chunks (so that several threads resolve their segments), each
/// command printing the same in one stage (2 workers), in two (3 workers) and sequentially.
#[test]
fn runs_extended_on_the_fast_path_print_as_the_sequential_replay() {
    for seed in [1u64, 2] {
        let dir = common::scratch(&format!("lanes-{seed}"));
        let end = write_trace(&dir, seed, 2_400_000 + 600_000 * seed as usize);
        let mut rng = Rng::new(seed ^ 0x5eed);
        let a = (rng.below(end / 2) + end / 8).to_string();
        let b = (end / 2 + rng.below(end / 3)).to_string();
        common::stack_commands_agree(&dir, seed, &a, &b, &[(2, 1000), (3, 777), (3, 1 << 16)]);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

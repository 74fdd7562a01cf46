//! The synthetic trace fixture: hand-written ELF32 files (a kernel, an executable, a shared
//! library, a stripped executable) and a small trace written with `tracefmt::TraceWriter`.
#![allow(dead_code, reason = "each test binary uses a part of the fixture")]

use std::path::{Path, PathBuf};

use tracefmt::{FinishInfo, TraceWriter};

/// Writes a minimal ARM ELF32 file (see [`qtools::stress::write_elf`]).
pub fn write_elf(
    path: &Path,
    dynamic: bool,
    text_addr: u32,
    text_size: u32,
    syms: &[(&str, u32, u32)],
) {
    qtools::stress::write_elf(path, dynamic, text_addr, text_size, syms).expect("write ELF");
}

/// A fresh scratch directory for one test.
pub fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("qtools-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("scratch dir");
    d
}

/// The fixture: returns (trace dir, vmlinux path, root dir).
pub fn fixture(name: &str) -> (PathBuf, PathBuf, PathBuf) {
    let base = scratch(name);
    let root = base.join("root");
    std::fs::create_dir_all(root.join("bin")).unwrap();
    std::fs::create_dir_all(root.join("lib")).unwrap();
    let vmlinux = base.join("vmlinux");
    write_elf(
        &vmlinux,
        false,
        0xc000_8000,
        0x300,
        &[
            ("start_kernel", 0xc000_8000, 0x100),
            ("schedule", 0xc000_8100, 0x100),
            ("vector_swi", 0xc000_8200, 0x80),
            ("ret_fast_syscall", 0xc000_8280, 0x80),
            ("never_called", 0xc000_8300, 0),
        ],
    );
    write_elf(
        &root.join("bin/app"),
        false,
        0x8000,
        0x100,
        &[
            ("main", 0x8000, 0x40),
            ("helper", 0x8040, 0x20),
            ("thumb_fn", 0x8061, 0x20),
            ("unused_fn", 0x8080, 0x10),
        ],
    );
    write_elf(
        &root.join("lib/libc.so"),
        true,
        0,
        0x200,
        &[("memcpy", 0x100, 0x40)],
    );
    write_elf(&root.join("bin/stripped"), false, 0x10000, 0x100, &[]);
    let dir = base.join("trace");
    write_trace(&dir);
    (dir, vmlinux, root)
}

const NOP: u32 = 0xe1a0_0000;

fn write_trace(dir: &Path) {
    let mut w = TraceWriter::create(dir, true).expect("create trace");
    let blocks: &[(u32, bool, &[u32])] = &[
        (0xc000_8000, false, &[0xe3a0_0001, 0xeb00_003e]), // 1 start_kernel: mov; bl schedule
        (0xc000_8100, false, &[0xe3a0_0000, 0xe12f_ff1e]), // 2 schedule: mov; bx lr
        (0xc000_8280, false, &[0xe3a0_0000, 0xe1b0_f00e]), // 3 ret_fast_syscall: mov; movs pc, lr
        (0x8000, false, &[0xe3a0_0001, 0xeb00_000e]),      // 4 main: mov; bl helper
        (0x8040, false, &[0xe3a0_0000, 0xe12f_ff1e]),      // 5 helper: mov; bx lr
        (0x8008, false, &[NOP, 0xeb00_0000]),              // 6 main+8: nop; bl memcpy
        (0x4000_0100, false, &[NOP, NOP, 0xe12f_ff1e]),    // 7 memcpy: nop; nop; bx lr
        (0x8010, false, &[NOP, 0xef00_0000]),              // 8 main+0x10: nop; svc 0
        (0xffff_0008, false, &[0xea00_0000]),              // 9 vector:swi: b vector_swi
        (0xc000_8200, false, &[NOP, NOP, 0xea00_001c]),    // 10 vector_swi: b ret_fast_syscall
        (0x8018, false, &[NOP, 0xfa00_0010]),              // 11 main+0x18: nop; blx thumb_fn
        (0x8060, true, &[0x2001, 0x4770]),                 // 12 thumb_fn: movs r0, #1; bx lr
        (0x8020, false, &[NOP, NOP, NOP]),                 // 13 main+0x20 (cut by an irq)
        (0xffff_0018, false, &[0xea00_0000]),              // 14 vector:irq
        (0x1_0010, false, &[NOP, 0xeaff_fffd]),            // 15 stripped code: loop
        (0x2_0000, false, &[NOP]),                         // 16 unmapped address
    ];
    for (i, (addr, thumb, words)) in blocks.iter().enumerate() {
        w.record_static_block(i as u64 + 1, *addr, *thumb, words)
            .unwrap();
    }
    let n = |bb: usize| blocks[bb - 1].2.len() as u64;
    let run = |w: &mut TraceWriter, bb: usize, t: u64, cut: Option<u64>| {
        w.record_bb(bb as u64, t);
        let k = cut.unwrap_or(n(bb));
        for i in 0..k {
            w.record_insn(t + i);
        }
    };
    w.record_kthread_name(0, 0, 0, b"swapper");
    run(&mut w, 1, 1, None);
    run(&mut w, 2, 5, None);
    // pid 1: forked, execs /bin/app with its library and a stripped helper mapped.
    w.record_fork(9, 1, 1);
    w.record_switch(9, 1);
    w.record_exec(9, &[b"/bin/app", b"-v"]);
    w.record_mmap(9, 0x8000, 0x9000, 0, b"/bin/app");
    w.record_mmap(9, 0x4000_0000, 0x4000_1000, 0, b"/lib/libc.so");
    run(&mut w, 3, 9, None);
    for (bb, t) in [
        (4, 12),
        (5, 15),
        (6, 18),
        (7, 21),
        (8, 25),
        (9, 28),
        (10, 30),
        (3, 34),
        (11, 37),
        (12, 40),
    ] {
        run(&mut w, bb, t, None);
    }
    run(&mut w, 13, 43, Some(2));
    w.record_exception(45, 0x8024, 0xffff_0018, 2);
    run(&mut w, 14, 45, None);
    run(&mut w, 2, 47, None);
    // pid 2: forked by pid 1, execs the stripped program, loops, jumps to an unmapped address.
    w.record_fork(50, 2, 2);
    w.record_switch(50, 2);
    w.record_exec(50, &[b"/bin/stripped"]);
    w.record_mmap(50, 0x1_0000, 0x1_1000, 0, b"/bin/stripped");
    run(&mut w, 3, 50, None);
    for t in [53, 56, 59] {
        run(&mut w, 15, t, None);
    }
    run(&mut w, 16, 62, None);
    w.record_exit(64, 3);
    // Back to pid 1, which clones a thread (pid 3) and unmaps half of its library.
    w.record_switch(64, 1);
    w.record_clone(64, 1, 3);
    w.record_name(64, 3, b"worker\n");
    w.record_munmap(64, 0x4000_0800, 0x4000_1000);
    run(&mut w, 3, 64, None);
    run(&mut w, 4, 67, None);
    w.record_switch(70, 3);
    run(&mut w, 5, 70, None);
    run(&mut w, 7, 73, None);
    w.finish(FinishInfo {
        final_time: 80,
        elapsed_usecs: 1000,
    })
    .unwrap();
}

/// Compares `got` with the golden file `name` under `dir` (relative to the package), or
/// writes it there when `QTOOLS_BLESS` is set.
pub fn check_golden(dir: &str, name: &str, got: &[u8]) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir).join(name);
    if std::env::var_os("QTOOLS_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, got).unwrap();
        return;
    }
    let want = std::fs::read(&path)
        .unwrap_or_else(|_| panic!("{} missing: run with QTOOLS_BLESS=1", path.display()));
    if want != got {
        panic!(
            "{name} differs from {}:\n--- got ---\n{}",
            path.display(),
            String::from_utf8_lossy(got)
        );
    }
}

/// The output of one command on `s`.
pub fn run(
    s: &qtools::Session,
    f: impl FnOnce(&qtools::Session, &mut Vec<u8>) -> anyhow::Result<()>,
) -> Vec<u8> {
    let mut out = Vec::new();
    f(s, &mut out).expect("command runs");
    out
}

/// The directory of the committed bare-metal fixture (its ELF and its `compact` trace).
pub fn fixture_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixture")
}

/// A session over the fixture's compact trace, its ELF found under the fixture's directory.
pub fn fixture_session() -> qtools::Session {
    let opts = qtools::Options {
        vmlinux: None,
        root: fixture_dir(),
        ..qtools::Options::default()
    };
    qtools::Session::open(&fixture_dir().join("compact"), opts).expect("fixture opens")
}

/// The real boot trace the test command records (`GOLDTRACE_BOOT_TRACE_COMPACT`), opened
/// with the default vmlinux when it is there; `None`, said on stderr, when it is not set.
pub fn boot_trace_session() -> Option<qtools::Session> {
    let Some(dir) = std::env::var_os("GOLDTRACE_BOOT_TRACE_COMPACT") else {
        eprintln!("GOLDTRACE_BOOT_TRACE_COMPACT not set: skipped");
        return None;
    };
    let vmlinux = qtools::default_vmlinux();
    let opts = qtools::Options {
        vmlinux: vmlinux.exists().then_some(vmlinux),
        ..qtools::Options::default()
    };
    Some(qtools::Session::open(Path::new(&dir), opts).unwrap())
}

/// The Python of a virtual environment with DuckDB and pyarrow (`QTOOLS_DUCKDB_PYTHON`, or
/// `/tmp/venv-duckdb`, which `scripts/test.sh` and `tests/parquet_duckdb.sh` make); `None`,
/// said on stderr with `what` was skipped, when there is none.
pub fn duckdb_python(what: &str) -> Option<PathBuf> {
    let python = std::env::var_os("QTOOLS_DUCKDB_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/tmp/venv-duckdb/bin/python"));
    let ok = std::process::Command::new(&python)
        .args(["-c", "import duckdb, pyarrow"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        eprintln!(
            "skipped {what}: no {} with duckdb and pyarrow (tests/parquet_duckdb.sh makes one)",
            python.display()
        );
    }
    ok.then_some(python)
}

/// `qtools ARGS` with `threads` workers, tasks of `task_recs` records, 2 resolving threads
/// and the environment variables `env` (after those): its standard output, or the file it
/// wrote to `out`; `dmtrace`'s start time zeroed (a synthetic trace has no recipe, so it is
/// the time of the run).
pub fn qtools_tasks(
    args: &[&str],
    threads: usize,
    task_recs: usize,
    env: &[(&str, &str)],
    out: Option<&Path>,
) -> Vec<u8> {
    let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_qtools"));
    c.args(args)
        .env("QTOOLS_THREADS", threads.to_string())
        .env("QTOOLS_TASK_RECS", task_recs.to_string())
        .env("QTOOLS_RESOLVERS", "2")
        .envs(env.iter().copied());
    if let Some(o) = out {
        c.arg("-o").arg(o);
    }
    let r = c.output().expect("qtools runs");
    assert!(
        r.status.success(),
        "qtools {args:?} failed: {}",
        String::from_utf8_lossy(&r.stderr)
    );
    let mut bytes = match out {
        Some(o) => std::fs::read(o).expect("output file"),
        None => r.stdout,
    };
    if args.first() == Some(&"dmtrace") {
        if let Some(p) = bytes.windows(4).position(|w| w == b"SLOW") {
            bytes[p + 8..p + 16].fill(0);
        }
    }
    bytes
}

/// A block of two ARM instructions, a `nop` and `last`, each one tick taken or not (the blocks
/// of `replay_lanes`' and `replay_turns`' random traces).
pub fn nop_and(n: u32, addr: u32, last: u32) -> tracefmt::record::BlockDef {
    const NOP: u32 = 0xe1a0_0000;
    let cost = tracefmt::record::InsnCost {
        taken: 1,
        untaken: 1,
        conditional: false,
    };
    tracefmt::record::BlockDef {
        n,
        addr,
        thumb: false,
        words: vec![NOP, last].into(),
        costs: vec![cost; 2].into(),
        mask_bits: 0,
    }
}

/// `dir/root` for `replay_lanes`' and `replay_turns`' traces (`/bin/prog` with the functions
/// f0-f3 at 0x8000, 0x100 bytes each, and a stripped `/lib/nosym.so`), and a compact
/// recorder of `dir/trace`.
pub fn replay_recorder(dir: &Path) -> tracefmt::compact::CompactRecorder {
    use qtools::stress::write_elf;
    let root = dir.join("root");
    std::fs::create_dir_all(root.join("bin")).unwrap();
    std::fs::create_dir_all(root.join("lib")).unwrap();
    let syms = [
        ("f0", 0x8000, 0x100),
        ("f1", 0x8100, 0x100),
        ("f2", 0x8200, 0x100),
        ("f3", 0x8300, 0x100),
    ];
    write_elf(&root.join("bin/prog"), false, 0x8000, 0x400, &syms).unwrap();
    write_elf(&root.join("lib/nosym.so"), true, 0, 0x100, &[]).unwrap();
    let opts = tracefmt::compact::RecorderOptions {
        level: 1,
        threads: 1,
    };
    tracefmt::compact::CompactRecorder::create(&dir.join("trace"), true, opts).unwrap()
}

/// Sends `items` to `rec` as one batch.
pub fn send(rec: &mut tracefmt::compact::CompactRecorder, items: Vec<tracefmt::record::Item>) {
    let sent = rec.send(std::sync::Arc::new(tracefmt::record::Batch {
        items,
        recycle: None,
    }));
    assert!(sent, "the recorder stopped");
}

/// `replay_lanes`' and `replay_turns`' check on the trace in `dir` (`replay_recorder`'s):
/// `flamegraph` (all and `-i 3`), `calltree` (all and from `a` to `b`), `stack` from `a` to
/// `b`, `dmtrace` and `perfetto` print the same on each of `matrix`'s (workers, records a
/// task) as sequentially.
pub fn stack_commands_agree(dir: &Path, seed: u64, a: &str, b: &str, matrix: &[(usize, usize)]) {
    let t = dir.join("trace").display().to_string();
    let r = dir.join("root").display().to_string();
    let runs: [(&str, Vec<&str>, bool); 7] = [
        ("flamegraph", vec!["flamegraph"], true),
        ("flamegraph-pid", vec!["flamegraph", "-i", "3"], true),
        ("calltree", vec!["calltree"], false),
        (
            "calltree-window",
            vec!["calltree", "--start", a, "--end", b],
            false,
        ),
        (
            "stack-window",
            vec!["stack", "--start", a, "--end", b],
            false,
        ),
        ("dmtrace", vec!["dmtrace"], true),
        ("perfetto", vec!["perfetto", "--min-cycles", "1"], true),
    ];
    for (name, args, file) in runs {
        let all: Vec<&str> = args
            .iter()
            .copied()
            .chain([t.as_str(), "-r", r.as_str(), "--no-vmlinux"])
            .collect();
        let out = |tag: &str| file.then(|| dir.join(format!("{name}-{tag}.out")));
        let one = qtools_tasks(&all, 1, 1 << 16, &[], out("one").as_deref());
        assert!(!one.is_empty(), "seed {seed}: {name} printed nothing");
        for &(threads, recs) in matrix {
            let par = qtools_tasks(&all, threads, recs, &[], out("par").as_deref());
            assert!(
                par == one,
                "seed {seed}: {name} on {threads} workers, tasks of {recs}: {} bytes, \
                 sequential {}",
                par.len(),
                one.len()
            );
        }
    }
}

/// `replay_turns`' and `flame_trees`' program: functions of blocks that call, jump and return.
/// Where each function's blocks start: four of `/bin/prog` (with symbols, see
/// [`replay_recorder`]), one of a stripped library, two in the kernel, and the vector page (its
/// block 1 is where exceptions enter).
pub const FUNCS: [u32; 8] = [
    0x8000,
    0x8100,
    0x8200,
    0x8300,
    0x1_0000,
    0xc000_8000,
    0xc000_8100,
    0xffff_0000,
];
/// The user functions (the first five; the kernel's are the two after).
pub const USER: usize = 5;
pub const VECTORS: usize = 7;
/// Blocks per function, 8 bytes apart (two instructions each): 0 and 1 end with a call (the
/// block after each is where the call returns to), 2 with a jump to 3, 3 falls through to 4,
/// 4 returns. The vector page's blocks jump to the first user function.
pub const PER_FUNC: usize = 5;

/// Block number (from 1) of block `k` of function `f` (see [`FUNCS`]).
pub fn bb(f: usize, k: usize) -> u32 {
    (f * PER_FUNC + k + 1) as u32
}

/// The blocks of [`FUNCS`], function `f`'s blocks 0 and 1 calling `callees(f)`.
pub fn call_blocks(callees: fn(usize) -> [usize; 2]) -> Vec<tracefmt::record::BlockDef> {
    const BX_LR: u32 = 0xe12f_ff1e;
    // A branch (`op`: condition and opcode bits) at `from` to `to`.
    let branch = |op: u32, from: u32, to: u32| op | (to.wrapping_sub(from + 8) >> 2) & 0x00ff_ffff;
    let mut v = Vec::new();
    for (f, &base) in FUNCS.iter().enumerate() {
        for k in 0..PER_FUNC {
            let addr = base + 8 * k as u32;
            let last = addr + 4;
            let word = if f == VECTORS {
                branch(0xea00_0000, last, FUNCS[USER])
            } else {
                match k {
                    0 | 1 => branch(0xeb00_0000, last, FUNCS[callees(f)[k]]),
                    2 => branch(0xea00_0000, last, base + 8 * 3),
                    3 => 0xe1a0_0000,
                    _ => BX_LR,
                }
            };
            v.push(nop_and(bb(f, k), addr, word));
        }
    }
    v
}

/// A process event at `time`.
pub fn proc(time: u64, event: tracefmt::record::ProcessEvent) -> tracefmt::record::Item {
    tracefmt::record::Item::Process(tracefmt::record::Process { time, event })
}

/// A mapping of one page of `path` at `start`.
pub fn mmap(start: u32, path: &str) -> tracefmt::record::ProcessEvent {
    tracefmt::record::ProcessEvent::Mmap {
        start,
        end: start + 0x1000,
        offset: 0,
        path: path.as_bytes().to_vec(),
    }
}

/// Each of `pids` forked, switched to, exec'ing `/bin/prog` and mapping it and
/// `/lib/nosym.so` at time `t` (the start of [`replay_recorder`]'s traces).
pub fn start_processes(pids: &[u32], t: u64) -> Vec<tracefmt::record::Item> {
    use tracefmt::record::ProcessEvent;
    let mut items = Vec::new();
    for &pid in pids {
        items.push(proc(t, ProcessEvent::Fork { tgid: pid, pid }));
        items.push(proc(t, ProcessEvent::Switch { pid }));
        items.push(proc(
            t,
            ProcessEvent::Exec {
                argv: vec![b"/bin/prog".to_vec()],
            },
        ));
        items.push(proc(t, mmap(0x8000, "/bin/prog")));
        items.push(proc(t, mmap(0x1_0000, "/lib/nosym.so")));
    }
    items
}

/// Block `(f, k)`'s execution at `*t`, cut short by an exception after its first instruction
/// or after all of it (`rng`'s choice), pushed to `evs`; `*t` moves past both.
pub fn cut_by_exception(
    rng: &mut testrng::Rng,
    evs: &mut Vec<tracefmt::record::ExecEvent>,
    t: &mut u64,
    (f, k): (usize, usize),
) {
    evs.push(tracefmt::record::ExecEvent {
        time: *t,
        bb: bb(f, k),
        aux: 0,
        mask: 0,
    });
    *t += 1;
    let insns = if rng.below(2) == 0 { 1 } else { u32::MAX };
    evs.push(tracefmt::record::ExecEvent::exception(
        *t,
        FUNCS[f],
        0xffff_0008,
        insns,
    ));
    *t += 1;
}

/// A mapping of `/lib/nosym.so` at one of 16 pages (one time in `map_one_in`), else a switch to
/// one of `pids`, with its index.
pub fn switch_or_map(
    rng: &mut testrng::Rng,
    map_one_in: u64,
    pids: &[u32],
) -> (tracefmt::record::ProcessEvent, Option<usize>) {
    if rng.below(map_one_in) == 0 {
        (
            mmap(0x2_0000 + 0x1000 * rng.below(16) as u32, "/lib/nosym.so"),
            None,
        )
    } else {
        let cur = rng.below(pids.len() as u64) as usize;
        let pid = pids[cur];
        (tracefmt::record::ProcessEvent::Switch { pid }, Some(cur))
    }
}

/// The executions `evs` (taken) and then `event` at `t`, as one batch's items.
pub fn events_then(
    evs: &mut Vec<tracefmt::record::ExecEvent>,
    t: u64,
    event: tracefmt::record::ProcessEvent,
) -> Vec<tracefmt::record::Item> {
    use tracefmt::record::{EventBuf, Item};
    vec![
        Item::Events(EventBuf::Timed(std::mem::take(evs))),
        proc(t, event),
    ]
}

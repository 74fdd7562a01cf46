//! Synthetic compact traces of extreme shapes, written through tracefmt's real recorder: many
//! executions of the same few blocks, recursion thousands of frames deep, `longjmp`-style unwinds
//! that skip frames, thousands of short-lived processes. `tests/stress.rs` runs the call-stack
//! commands on them; `cargo run --release -p qtools --example stress_trace` writes the full-size
//! shapes for longer runs.
//!
//! The program is one ARM executable, `/bin/stress` (an ELF with symbols is written under the
//! returned root), whose `main` loops forever over:
//!
//! ```text
//! main:    0x8000  nop; bl leaf          leaf:    0x8100  nop; bx lr
//!          0x8008  nop; bl rec           rec:     0x8200  nop; beq 0x8210
//!          0x8010  nop; bl thrower                0x8208  nop; bl rec
//!          0x8018  nop; b main                    0x8210  nop; bx lr
//! thrower: 0x8300  nop; beq 0x8310       nosym:  0x10000  nop; bx lr  (/lib/nosym.so, stripped)
//!          0x8308  nop; bl thrower
//!          0x8310  nop; b 0x8018   (the longjmp back into main, skipping every thrower frame)
//! ```
//!
//! `rec` recurses [`Shape::rec_depth`] frames deep and returns frame by frame; `thrower`
//! recurses [`Shape::throw_depth`] frames and jumps back into `main`. With [`Shape::nosym`],
//! `main`'s first call lands in `nosym` (code with no symbol), which returns into `leaf` (a
//! return that matches no call). Every instruction costs one cycle.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::{anyhow, Result};
use tracefmt::compact::{CompactRecorder, RecorderOptions};
use tracefmt::record::{
    Batch, BlockDef, EventBuf, ExecEvent, InsnCost, Item, Process, ProcessEvent,
};
use tracefmt::FinishInfo;

/// What a stress trace holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    /// Processes forked one after the other, each exec'ing `/bin/stress` and exiting.
    pub processes: u32,
    /// Iterations of `main`'s loop in each process.
    pub iterations: u64,
    /// Frames of `rec` on the deepest stack of each iteration.
    pub rec_depth: u32,
    /// Frames of `thrower` that each iteration's `longjmp` skips.
    pub throw_depth: u32,
    /// Whether `main` calls `nosym` (code with no symbol) before `leaf`.
    pub nosym: bool,
}

impl Shape {
    /// One process, `iterations` iterations of a shallow loop (4 frames of `rec`, 3 of
    /// `thrower`): the same blocks executed again and again.
    pub fn loops(iterations: u64) -> Shape {
        Shape {
            processes: 1,
            iterations,
            rec_depth: 4,
            throw_depth: 3,
            nosym: true,
        }
    }

    /// One process, two iterations of recursion `depth` frames deep.
    pub fn deep(depth: u32) -> Shape {
        Shape {
            processes: 1,
            iterations: 2,
            rec_depth: depth,
            throw_depth: depth / 2,
            nosym: false,
        }
    }

    /// `n` short-lived processes of 20 iterations each.
    pub fn processes(n: u32) -> Shape {
        Shape {
            processes: n,
            iterations: 20,
            rec_depth: 2,
            throw_depth: 2,
            nosym: true,
        }
    }

    /// Block executions of one iteration of `main`'s loop.
    pub fn execs_per_iteration(&self) -> u64 {
        let rec = 3 * u64::from(self.rec_depth) + 2;
        let throw = 2 * u64::from(self.throw_depth) + 2;
        5 + rec + throw + u64::from(self.nosym)
    }

    /// Block executions of the whole trace.
    pub fn execs(&self) -> u64 {
        u64::from(self.processes) * self.iterations * self.execs_per_iteration()
    }
}

/// A written stress trace.
#[derive(Debug, Clone)]
pub struct Written {
    /// The compact trace.
    pub trace: PathBuf,
    /// The root file system (`bin/stress`) to give qtools with `-r`.
    pub root: PathBuf,
    /// Block executions written.
    pub execs: u64,
    /// The time of the trace's end.
    pub end: u64,
}

const NOP: u32 = 0xe1a0_0000;
const BX_LR: u32 = 0xe12f_ff1e;

/// `b`/`bl`/`beq` at `from` to `to`: condition and opcode bits in `op`.
fn branch(op: u32, from: u32, to: u32) -> u32 {
    op | (to.wrapping_sub(from + 8) >> 2) & 0x00ff_ffff
}

fn b(from: u32, to: u32) -> u32 {
    branch(0xea00_0000, from, to)
}

fn bl(from: u32, to: u32) -> u32 {
    branch(0xeb00_0000, from, to)
}

fn beq(from: u32, to: u32) -> u32 {
    branch(0x0a00_0000, from, to)
}

/// The program's blocks, numbered from 1 in this order: each a `nop` and a branch.
const BLOCK_ADDRS: [u32; 12] = [
    0x8000, 0x8008, 0x8010, 0x8018, // main
    0x8100, // leaf
    0x8200, 0x8208, 0x8210, // rec
    0x8300, 0x8308, 0x8310,   // thrower
    0x1_0000, // nosym
];

/// Block numbers, in the order of [`BLOCK_ADDRS`].
mod bb {
    pub const MAIN_LEAF: u32 = 1;
    pub const MAIN_REC: u32 = 2;
    pub const MAIN_THROW: u32 = 3;
    pub const MAIN_LOOP: u32 = 4;
    pub const LEAF: u32 = 5;
    pub const REC: u32 = 6;
    pub const REC_CALL: u32 = 7;
    pub const REC_RET: u32 = 8;
    pub const THROW: u32 = 9;
    pub const THROW_CALL: u32 = 10;
    pub const THROW_JMP: u32 = 11;
    pub const NOSYM: u32 = 12;
}

fn block_words(addr: u32) -> [u32; 2] {
    let last = addr + 4;
    [
        NOP,
        match addr {
            0x8000 => bl(last, 0x8100),
            0x8008 => bl(last, 0x8200),
            0x8010 => bl(last, 0x8300),
            0x8018 => b(last, 0x8000),
            0x8200 => beq(last, 0x8210),
            0x8208 => bl(last, 0x8200),
            0x8300 => beq(last, 0x8310),
            0x8308 => bl(last, 0x8300),
            0x8310 => b(last, 0x8018),
            _ => BX_LR,
        },
    ]
}

/// The blocks the recorder is given, every instruction one cycle.
fn blocks() -> Vec<BlockDef> {
    BLOCK_ADDRS
        .iter()
        .enumerate()
        .map(|(i, &addr)| BlockDef {
            n: i as u32 + 1,
            addr,
            thumb: false,
            words: block_words(addr).to_vec().into(),
            costs: vec![
                InsnCost {
                    taken: 1,
                    untaken: 1,
                    conditional: false,
                };
                2
            ]
            .into(),
            mask_bits: 0,
        })
        .collect()
}

/// The block numbers of one iteration of `main`'s loop, in order.
pub fn iteration(shape: &Shape) -> Vec<u32> {
    let mut v = vec![bb::MAIN_LEAF];
    if shape.nosym {
        // `main` reaches `leaf` through code with no symbol: `nosym` returns into `leaf`'s
        // caller as a tail call would.
        v.push(bb::NOSYM);
    }
    v.extend([bb::LEAF, bb::MAIN_REC]);
    for _ in 0..shape.rec_depth {
        v.extend([bb::REC, bb::REC_CALL]);
    }
    v.push(bb::REC);
    v.extend(std::iter::repeat_n(
        bb::REC_RET,
        shape.rec_depth as usize + 1,
    ));
    v.push(bb::MAIN_THROW);
    for _ in 0..shape.throw_depth {
        v.extend([bb::THROW, bb::THROW_CALL]);
    }
    v.extend([bb::THROW, bb::THROW_JMP, bb::MAIN_LOOP]);
    v
}

/// Executions per recorder batch.
const BATCH: usize = 1 << 16;

/// Writes the stress trace of `shape` under `dir` (`dir/trace`, `dir/root`), replacing what is
/// there.
pub fn write(dir: &Path, shape: &Shape) -> Result<Written> {
    let trace = dir.join("trace");
    let root = dir.join("root");
    std::fs::create_dir_all(root.join("bin"))?;
    write_elf(
        &root.join("bin/stress"),
        false,
        0x8000,
        0x500,
        &[
            ("main", 0x8000, 0x100),
            ("leaf", 0x8100, 0x100),
            ("rec", 0x8200, 0x100),
            ("thrower", 0x8300, 0x100),
        ],
    )?;
    std::fs::create_dir_all(root.join("lib"))?;
    write_elf(&root.join("lib/nosym.so"), true, 0, 0x100, &[])?;
    let opts = RecorderOptions {
        level: 1,
        threads: 1,
    };
    let mut rec = CompactRecorder::create(&trace, true, opts)?;
    let mut send = |items: Vec<Item>| -> Result<()> {
        let ok = rec.send(Arc::new(Batch {
            items,
            recycle: None,
        }));
        ok.then_some(())
            .ok_or_else(|| anyhow!("the recorder stopped"))
    };
    send(blocks().into_iter().map(Item::Block).collect())?;
    let body = iteration(shape);
    let mut t = 100u64;
    let mut execs = 0u64;
    let mut evs: Vec<ExecEvent> = Vec::with_capacity(BATCH);
    for p in 0..shape.processes {
        let pid = 2 + p;
        let proc = |event| Item::Process(Process { time: t, event });
        let start = vec![
            Item::Events(EventBuf::Timed(std::mem::take(&mut evs))),
            proc(ProcessEvent::Fork { tgid: pid, pid }),
            proc(ProcessEvent::Switch { pid }),
            proc(ProcessEvent::Exec {
                argv: vec![b"/bin/stress".to_vec(), p.to_string().into_bytes()],
            }),
            proc(ProcessEvent::Mmap {
                start: 0x8000,
                end: 0x9000,
                offset: 0,
                path: b"/bin/stress".to_vec(),
            }),
            proc(ProcessEvent::Mmap {
                start: 0x1_0000,
                end: 0x1_1000,
                offset: 0,
                path: b"/lib/nosym.so".to_vec(),
            }),
        ];
        send(start)?;
        for _ in 0..shape.iterations {
            for &n in &body {
                evs.push(ExecEvent {
                    time: t,
                    bb: n,
                    aux: 0,
                    mask: 0,
                });
                t += 2;
                if evs.len() == BATCH {
                    let full = std::mem::replace(&mut evs, Vec::with_capacity(BATCH));
                    send(vec![Item::Events(EventBuf::Timed(full))])?;
                }
            }
            execs += body.len() as u64;
        }
        let exit = Item::Process(Process {
            time: t,
            event: ProcessEvent::Exit { code: 0 },
        });
        send(vec![
            Item::Events(EventBuf::Timed(std::mem::take(&mut evs))),
            exit,
        ])?;
    }
    let end = t + 10;
    rec.finish(FinishInfo {
        final_time: end,
        elapsed_usecs: 1,
    })
    .map_err(|e| anyhow!("{}: {e}", trace.display()))?;
    Ok(Written {
        trace,
        root,
        execs,
        end,
    })
}

/// Writes a minimal ARM ELF32 file: one `.text` section at `text_addr` of `text_size` bytes and,
/// unless `syms` is empty, a `.symtab` of global functions (name, address, size).
pub fn write_elf(
    path: &Path,
    dynamic: bool,
    text_addr: u32,
    text_size: u32,
    syms: &[(&str, u32, u32)],
) -> std::io::Result<()> {
    let with_syms = !syms.is_empty();
    let shstr: &[u8] = if with_syms {
        b"\0.text\0.symtab\0.strtab\0.shstrtab\0"
    } else {
        b"\0.text\0.shstrtab\0"
    };
    let mut strtab = vec![0u8];
    let mut symtab = vec![0u8; 16];
    for (name, addr, size) in syms {
        let off = strtab.len() as u32;
        strtab.extend_from_slice(name.as_bytes());
        strtab.push(0);
        symtab.extend_from_slice(&off.to_le_bytes());
        symtab.extend_from_slice(&addr.to_le_bytes());
        symtab.extend_from_slice(&size.to_le_bytes());
        symtab.push(0x12); // STB_GLOBAL, STT_FUNC
        symtab.push(0);
        symtab.extend_from_slice(&1u16.to_le_bytes());
    }
    let text_off = 52u32;
    let symtab_off = text_off + text_size;
    let strtab_off = symtab_off + if with_syms { symtab.len() as u32 } else { 0 };
    let shstr_off = strtab_off + if with_syms { strtab.len() as u32 } else { 0 };
    let sh_off = (shstr_off + shstr.len() as u32 + 3) & !3;
    let shnum: u16 = if with_syms { 5 } else { 3 };
    let mut f = Vec::new();
    f.extend_from_slice(&[0x7f, b'E', b'L', b'F', 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    f.extend_from_slice(&(if dynamic { 3u16 } else { 2u16 }).to_le_bytes());
    f.extend_from_slice(&40u16.to_le_bytes());
    f.extend_from_slice(&1u32.to_le_bytes());
    f.extend_from_slice(&text_addr.to_le_bytes());
    f.extend_from_slice(&0u32.to_le_bytes());
    f.extend_from_slice(&sh_off.to_le_bytes());
    f.extend_from_slice(&0x0500_0000u32.to_le_bytes());
    for v in [52u16, 32, 0, 40, shnum, shnum - 1] {
        f.extend_from_slice(&v.to_le_bytes());
    }
    f.resize(f.len() + text_size as usize, 0);
    if with_syms {
        f.extend_from_slice(&symtab);
        f.extend_from_slice(&strtab);
    }
    f.extend_from_slice(shstr);
    f.resize(sh_off as usize, 0);
    let mut sh = |name: u32, ty: u32, flags: u32, addr: u32, off: u32, size: u32, link: u32| {
        let (info, entsize) = if ty == 2 { (1, 16) } else { (0, 0) };
        for v in [name, ty, flags, addr, off, size, link, info, 4, entsize] {
            f.extend_from_slice(&v.to_le_bytes());
        }
    };
    sh(0, 0, 0, 0, 0, 0, 0);
    sh(1, 1, 6, text_addr, text_off, text_size, 0);
    if with_syms {
        sh(7, 2, 0, 0, symtab_off, symtab.len() as u32, 3);
        sh(15, 3, 0, 0, strtab_off, strtab.len() as u32, 0);
        sh(23, 3, 0, 0, shstr_off, shstr.len() as u32, 0);
    } else {
        sh(7, 3, 0, 0, shstr_off, shstr.len() as u32, 0);
    }
    std::fs::write(path, f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_blocks_branch_where_the_listing_says() {
        let d = crate::disasm::Disasm::new();
        assert_eq!(d.insn(false, bl(0x8004, 0x8100), 0x8004), "bl 0x8100");
        assert_eq!(d.insn(false, b(0x8314, 0x8018), 0x8314), "b 0x8018");
        assert_eq!(d.insn(false, beq(0x8204, 0x8210), 0x8204), "beq 0x8210");
        let shape = Shape::loops(1);
        assert_eq!(iteration(&shape).len() as u64, shape.execs_per_iteration());
        let deep = Shape::deep(10);
        assert_eq!(iteration(&deep).len() as u64, deep.execs_per_iteration());
    }
}

//! Watchpoints: the data accesses an instruction is about to make, worked out from
//! its decoded form and the registers before it runs (the same address arithmetic as
//! the interpreter's loads and stores), checked against gdb's watched ranges.

use arm::block::BlockInsn;
use arm::insn::{AddrMode, BlockMode, MemSize, Offset};
use arm::insn::{
    BlockTransfer, DualTransfer, ExclSize, Exclusive, Swap, TableBranch, Transfer, Vfp,
};
use arm::{Core, Op};

/// What a watchpoint watches (gdb's Z2, Z3 and Z4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WatchKind {
    Write,
    Read,
    Access,
}

impl WatchKind {
    /// The stop reply's name of the kind (`watch`, `rwatch`, `awatch`).
    pub fn reply_name(self) -> &'static str {
        match self {
            WatchKind::Write => "watch",
            WatchKind::Read => "rwatch",
            WatchKind::Access => "awatch",
        }
    }
}

/// A watched range of virtual addresses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Watch {
    pub addr: u32,
    pub len: u32,
    pub kind: WatchKind,
}

/// One data access: `len` bytes at `addr`, a read or a write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    pub addr: u32,
    pub len: u32,
    pub write: bool,
}

/// The data accesses `bi` (at virtual `addr`, Thumb when `thumb`) makes when it runs
/// now; none when its condition fails. An access that faults is still reported (gdb
/// then stops at the abort vector, as after any other access).
pub fn accesses(core: &Core, bi: &BlockInsn, addr: u32, thumb: bool) -> Vec<Access> {
    let s = &core.s;
    if !bi.insn.cond.passes(s.n, s.z, s.c, s.v) {
        return Vec::new();
    }
    let pc = addr.wrapping_add(if thumb { 4 } else { 8 });
    let reg = |r: u8| if r == 15 { pc } else { s.r[usize::from(r)] };
    match bi.insn.op {
        Op::Mem(Transfer {
            load,
            size,
            rn,
            offset,
            mode,
            ..
        }) => {
            let base = if rn == 15 { pc & !3 } else { reg(rn) };
            let off = match offset {
                Offset::Imm(v) => v,
                Offset::Reg { rm, kind, amount } => {
                    arm::shift::shift_imm(kind, reg(rm), amount, s.c != 0).0
                }
            };
            let va = effective(base, off, mode);
            let len = match size {
                MemSize::Byte | MemSize::SignedByte => 1,
                MemSize::Half | MemSize::SignedHalf => 2,
                MemSize::Word => 4,
                MemSize::Double => 8,
            };
            vec![Access {
                addr: va,
                len,
                write: !load,
            }]
        }
        Op::Block(BlockTransfer {
            load,
            mode,
            rn,
            list,
            ..
        }) => {
            let n = list.count_ones();
            if n == 0 {
                return Vec::new();
            }
            let base = reg(rn);
            let start = match mode {
                BlockMode::Ia => base,
                BlockMode::Ib => base.wrapping_add(4),
                BlockMode::Da => base.wrapping_sub(4 * n).wrapping_add(4),
                BlockMode::Db => base.wrapping_sub(4 * n),
            };
            vec![Access {
                addr: start,
                len: 4 * n,
                write: !load,
            }]
        }
        Op::Swap(Swap { byte, rn, .. }) => {
            let len = if byte { 1 } else { 4 };
            let a = reg(rn);
            vec![
                Access {
                    addr: a,
                    len,
                    write: false,
                },
                Access {
                    addr: a,
                    len,
                    write: true,
                },
            ]
        }
        // LDREX/STREX: a store is reported whether or not the monitor lets it write.
        Op::Exclusive(Exclusive {
            load,
            size,
            rn,
            imm,
            ..
        }) => {
            let len = match size {
                ExclSize::Byte => 1,
                ExclSize::Half => 2,
                ExclSize::Word => 4,
                ExclSize::Double => 8,
            };
            vec![Access {
                addr: reg(rn).wrapping_add(imm),
                len,
                write: !load,
            }]
        }
        Op::Dual(DualTransfer {
            load,
            rn,
            imm,
            mode,
            ..
        }) => {
            let base = if rn == 15 { pc & !3 } else { reg(rn) };
            vec![Access {
                addr: effective(base, imm, mode),
                len: 8,
                write: !load,
            }]
        }
        // TBB/TBH read their table entry.
        Op::TableBranch(TableBranch { half, rn, rm }) => {
            let index = reg(rm);
            let (addr, len) = match half {
                true => (reg(rn).wrapping_add(index << 1), 2),
                false => (reg(rn).wrapping_add(index), 1),
            };
            vec![Access {
                addr,
                len,
                write: false,
            }]
        }
        Op::Vfp(Vfp::Mem {
            load,
            vd,
            rn,
            up,
            imm,
        }) => {
            let base = if rn == 15 { pc & !3 } else { reg(rn) };
            vec![Access {
                addr: match up {
                    true => base.wrapping_add(imm),
                    false => base.wrapping_sub(imm),
                },
                len: if vd.double { 8 } else { 4 },
                write: !load,
            }]
        }
        Op::Vfp(Vfp::Block {
            load,
            mode,
            rn,
            words,
            ..
        }) => {
            let len = 4 * u32::from(words);
            let start = match mode {
                BlockMode::Db => reg(rn).wrapping_sub(len),
                _ => reg(rn),
            };
            vec![Access {
                addr: start,
                len,
                write: !load,
            }]
        }
        _ => Vec::new(),
    }
}

fn effective(base: u32, off: u32, mode: AddrMode) -> u32 {
    let offset_addr = if mode.up {
        base.wrapping_add(off)
    } else {
        base.wrapping_sub(off)
    };
    if mode.pre {
        offset_addr
    } else {
        base
    }
}

/// The first watchpoint `access` triggers.
pub fn hit(watches: &[Watch], access: &Access) -> Option<Watch> {
    watches.iter().copied().find(|w| {
        let kind_ok = match w.kind {
            WatchKind::Write => access.write,
            WatchKind::Read => !access.write,
            WatchKind::Access => true,
        };
        let (a0, a1) = (
            u64::from(access.addr),
            u64::from(access.addr) + u64::from(access.len),
        );
        let (w0, w1) = (
            u64::from(w.addr),
            u64::from(w.addr) + u64::from(w.len.max(1)),
        );
        kind_ok && a0 < w1 && w0 < a1
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(raw: u32, thumb: bool, core: &Core) -> Vec<Access> {
        let insn = if thumb {
            arm::decode::decode_thumb(raw as u16)
        } else {
            arm::decode::decode_arm(raw)
        };
        let bi = BlockInsn {
            addr: 0x8000,
            raw,
            len: if thumb { 2 } else { 4 },
            insn,
            ticks: Default::default(),
        };
        accesses(core, &bi, 0x8000, thumb)
    }

    fn core() -> Core {
        struct NoBus;
        impl arm::Bus for NoBus {
            fn read(&mut self, _: u64, _: u32, _: arm::AccessSize) -> Result<u32, arm::BusFault> {
                Err(arm::BusFault)
            }
            fn write(
                &mut self,
                _: u64,
                _: u32,
                _: arm::AccessSize,
                _: u32,
            ) -> Result<(), arm::BusFault> {
                Err(arm::BusFault)
            }
            fn interrupts(&mut self, _: u64) -> arm::Irqs {
                arm::Irqs::default()
            }
            fn next_event(&self, _: u64) -> u64 {
                u64::MAX
            }
            fn take_request(&mut self) -> Option<arm::SystemRequest> {
                None
            }
        }
        Core::new(arm::Ram::new(1 << 20).unwrap(), Box::new(NoBus))
    }

    /// The accesses of an ARMv7-A instruction: an ARM word, or a 32-bit Thumb-2 one as
    /// `hw1 << 16 | hw2`.
    fn one_v7(raw: u32, thumb: bool, core: &Core) -> Vec<Access> {
        let profile = isa::arch::Profile::ARMV7A;
        let (insn, len) = match thumb {
            true => arm::decode::decode_thumb_on(profile, (raw >> 16) as u16, raw as u16, false),
            false => (arm::decode::decode_arm_on(profile, raw), 4),
        };
        let bi = BlockInsn {
            addr: 0x8000,
            raw,
            len: len as u8,
            insn,
            ticks: Default::default(),
        };
        accesses(core, &bi, 0x8000, thumb)
    }

    #[test]
    fn armv7_loads_and_stores() {
        let mut c = core();
        c.s.r[1] = 0x1000;
        c.s.r[2] = 3;
        c.s.r[13] = 0x2000;
        let acc = |addr, len, write| vec![Access { addr, len, write }];
        // vstr d0, [r1, #8]; vpush {d8-d9}; ldrex r0, [r1]; strexd r0, r2, r3, [r1]
        assert_eq!(one_v7(0xed81_0b02, false, &c), acc(0x1008, 8, true));
        assert_eq!(one_v7(0xed2d_8b04, false, &c), acc(0x1ff0, 16, true));
        assert_eq!(one_v7(0xe191_0f9f, false, &c), acc(0x1000, 4, false));
        assert_eq!(one_v7(0xe1a1_0f92, false, &c), acc(0x1000, 8, true));
        // Thumb-2: ldrd r2, r3, [r1, #8]; tbh [r1, r2, lsl #1]; vldmia r1!, {s0-s2}
        assert_eq!(one_v7(0xe9d1_2302, true, &c), acc(0x1008, 8, false));
        assert_eq!(one_v7(0xe8d1_f012, true, &c), acc(0x1006, 2, false));
        assert_eq!(one_v7(0xecb1_0a03, true, &c), acc(0x1000, 12, false));
    }

    #[test]
    fn single_loads_and_stores() {
        let mut c = core();
        c.s.r[1] = 0x1000;
        c.s.r[2] = 3;
        // str r0, [r1, #8]
        assert_eq!(
            one(0xe581_0008, false, &c),
            vec![Access {
                addr: 0x1008,
                len: 4,
                write: true
            }]
        );
        // ldrb r0, [r1, -r2, lsl #2]
        assert_eq!(
            one(0xe751_0102, false, &c),
            vec![Access {
                addr: 0x1000 - 12,
                len: 1,
                write: false
            }]
        );
        // ldr r0, [r1], #4 (post-indexed: the base itself)
        assert_eq!(
            one(0xe491_0004, false, &c),
            vec![Access {
                addr: 0x1000,
                len: 4,
                write: false
            }]
        );
        // Thumb ldr r0, [pc, #4] at 0x8000: Align(0x8004, 4) + 4
        assert_eq!(
            one(0x4801, true, &c),
            vec![Access {
                addr: 0x8008,
                len: 4,
                write: false
            }]
        );
        // ldrne with Z set: nothing
        c.s.z = 1;
        assert!(one(0x1591_0000, false, &c).is_empty());
    }

    #[test]
    fn block_transfers_and_hits() {
        let mut c = core();
        c.s.r[13] = 0x2000;
        // push {r4, r5, lr} = stmdb sp!, {r4, r5, lr}
        let a = one(0xe92d_4030, false, &c);
        assert_eq!(
            a,
            vec![Access {
                addr: 0x2000 - 12,
                len: 12,
                write: true
            }]
        );
        let w = [Watch {
            addr: 0x1ffc,
            len: 4,
            kind: WatchKind::Write,
        }];
        assert_eq!(hit(&w, &a[0]), Some(w[0]));
        let r = [Watch {
            addr: 0x1ffc,
            len: 4,
            kind: WatchKind::Read,
        }];
        assert_eq!(hit(&r, &a[0]), None);
        let outside = [Watch {
            addr: 0x2000,
            len: 4,
            kind: WatchKind::Access,
        }];
        assert_eq!(hit(&outside, &a[0]), None);
    }
}

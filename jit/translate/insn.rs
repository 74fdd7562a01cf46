//! One instruction of a block: the condition, the native emitter of its class (or the
//! escape hatch), the condition-mask bit while recording, and the ticks.
//!
//! Ticks are charged lazily: instructions that run entirely in generated code without
//! calling out add their cost to `Pending`, a translation-time count of ticks not yet
//! added to `Core::ticks`, and the count is added in one go where anything can look at
//! the time: before a helper call (the escape hatch, a memory slow path, which adds it
//! and takes it back when the access completes), at a conditional instruction whose
//! cost differs between passing and failing, and wherever the block is left. So `Core::ticks` is exact at every point where the
//! interpreter's would be observed, as before.

use arm::block::BlockInsn;
use arm::insn::{
    BitField, BlockTransfer, BlxImm, BlxReg, Branch, Bx, Cbz, Clz, Cond, CoprocReg, DataProc,
    Extend, Hint, It, MemSize, MovWide, Mrs, Msr, MulV6, Multiply, Op, Reverse, Sat, Swap,
    ThumbAdr, ThumbBlPrefix, ThumbBlSuffix, Transfer, LR, PC,
};
use arm::state::psr;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::cond::HostFlags;

use super::{
    alu, asm, block_xfer, branch, chain, cond, cp15, double, dsp, emit_cond_passed, excl, fallback,
    flags, it, media, mem, mul, off, parallel, regcache::RegCache, status, swap, system_v7, table,
    vfp, InsnTrace, Labels, LoopHead, Ops, Site,
};

/// Ticks of the instructions emitted so far that generated code has not yet added to
/// `Core::ticks`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Pending(pub i32);

impl Pending {
    /// Emits the addition of the pending ticks plus `extra`; nothing stays pending. The
    /// addition is a `lea`: it leaves the host flags alone (`cond::HostFlags` may stay
    /// valid across a conditional instruction's two paths).
    pub fn flush(&mut self, ops: &mut Ops, extra: i32) {
        let n = self.0 + extra;
        if n != 0 {
            asm!(ops; lea ticks, [ticks + n]);
        }
        self.0 = 0;
    }

    /// Emits the addition of the pending ticks plus `extra` on one path, keeping the
    /// count pending for the others.
    pub fn add_here(self, ops: &mut Ops, extra: i32) {
        let n = self.0 + extra;
        if n != 0 {
            asm!(ops; lea ticks, [ticks + n]);
        }
    }
}

fn unconditional(bi: &BlockInsn) -> bool {
    matches!(bi.insn.cond, Cond::Al | Cond::Nv)
}

/// The instruction being emitted, as the functions that begin and end it need it.
#[derive(Clone, Copy)]
struct Cx<'a> {
    l: &'a Labels<'a>,
    bi: &'a BlockInsn,
    tr: InsnTrace,
    thumb: bool,
    /// What the host flags hold at the instruction's start.
    flags: cond::HostFlags,
    /// Unstored flags of this kind are stored on the failing path only, out of line
    /// (`flags::stores_on_fail`).
    store_on_fail: Option<cond::HostFlags>,
}

/// Begins an instruction that runs natively: the condition test (a failing condition
/// jumps to the label returned) and, while recording, the condition-mask bit on the
/// passing path.
fn emit_head(ops: &mut Ops, cx: Cx) -> DynamicLabel {
    let fail = ops.new_dynamic_label();
    let target = match cx.store_on_fail {
        Some(kind) => {
            // The condition is tested on the host flags, which the jump leaves as
            // they were: stored on the way to `fail`.
            assert!(
                cond::host_testable(cx.bi.insn.cond, cx.flags) && cx.flags == kind,
                "JIT: flags stored on a failing path not tested on the host flags"
            );
            let store = ops.new_dynamic_label();
            cx.l.cold.defer(move |ops| {
                asm!(ops; =>store);
                flags::emit_store(ops, kind);
                asm!(ops; jmp =>fail);
            });
            store
        }
        None => fail,
    };
    cond::emit_cond_fail_jump(ops, cx.bi.insn.cond, cx.flags, target);
    if let Some(bit) = cx.tr.cond_bit {
        emit_cond_passed(ops, bit, cx.tr.wide);
    }
    fail
}

/// Ends an instruction that ran natively without calling out (its condition test jumps
/// to `fail`): the ticks of an unconditional one, or of a conditional one that costs
/// the same whether it passes or not, stay pending; another conditional one adds the
/// pending ticks and its own taken or untaken cost on each path. With `branches`
/// (r15 was written) the passing path continues at `chain`.
fn finish_native(ops: &mut Ops, cx: Cx, fail: DynamicLabel, branches: bool, pending: &mut Pending) {
    let (taken, untaken) = (cx.bi.ticks.taken as i32, cx.bi.ticks.untaken as i32);
    if branches {
        let chain = cx.l.chain;
        pending.add_here(ops, taken);
        asm!(ops; jmp =>chain; =>fail);
        pending.flush(ops, untaken);
    } else if unconditional(cx.bi) || taken == untaken {
        // Both paths cost the same (always so on the Cortex-A15; on the ARM926 for data
        // processing): the cost stays pending, and a failing condition jumps to the
        // end of the body.
        asm!(ops; =>fail);
        pending.0 += taken;
    } else {
        let done = ops.new_dynamic_label();
        pending.add_here(ops, taken);
        asm!(ops; jmp =>done; =>fail);
        pending.add_here(ops, untaken);
        asm!(ops; =>done);
        pending.0 = 0;
    }
}

/// `finish_native` of an instruction that loaded r15 with interworking (`eax` holds the
/// target, `branch::emit_interwork_from`): the passing path continues at the target
/// predicted in the code (`chain::emit_predicted`).
fn finish_predicted(ops: &mut Ops, cx: Cx, fail: DynamicLabel, site: &Site, pending: &mut Pending) {
    pending.add_here(ops, cx.bi.ticks.taken as i32);
    chain::emit_predicted(ops, cx.l, site);
    asm!(ops; =>fail);
    pending.flush(ops, cx.bi.ticks.untaken as i32);
}

/// Ends an instruction whose native form jumps to `hatch` (before it has written
/// anything) where it cannot finish inline: the native path adds the ticks and goes on
/// (at `chain` with `branches`), the `hatch` path runs the instruction with the
/// interpreter (which re-checks the condition, that passed, charges the ticks and sets
/// the mask bit itself) and goes on where the others do, or at `after_hatch` where
/// given, and the failing path (`fail`) adds the untaken cost.
fn finish_hatched(
    ops: &mut Ops,
    cx: Cx,
    (fail, hatch): (DynamicLabel, DynamicLabel),
    (branches, after_hatch): (bool, Option<DynamicLabel>),
    pending: &mut Pending,
) {
    let (taken, untaken) = (cx.bi.ticks.taken as i32, cx.bi.ticks.untaken as i32);
    let done = ops.new_dynamic_label();
    let passed = if branches { cx.l.chain } else { done };
    pending.add_here(ops, taken);
    asm!(ops; jmp =>passed; =>hatch);
    pending.add_here(ops, 0);
    fallback::emit_interp_step(ops, cx.l, cx.bi, cx.thumb, cx.tr.meta());
    let hatched = after_hatch.unwrap_or(done);
    asm!(ops; jmp =>hatched; =>fail);
    pending.add_here(ops, untaken);
    asm!(ops; =>done);
    pending.0 = 0;
}

/// Emits one instruction: natively where the translator covers its form, else
/// through the interpreter (`fallback`). Data processing, single loads and stores and
/// the multiplies read and write guest registers through the register cache `rc`;
/// after any other instruction it is cleared (see `regcache`).
pub fn emit_insn(
    ops: &mut Ops,
    l: &Labels,
    rc: &mut RegCache,
    bi: &BlockInsn,
    site: &Site,
    tr: InsnTrace,
    pending: &mut Pending,
) {
    // A conditional instruction adds nothing to the cache past its condition test:
    // cache-aware emitters `prepare` their operands before it.
    rc.set_alloc(unconditional(bi));
    let native = native(bi, site);
    // Inside an IT block (ARMv7 Thumb): the IT state before this instruction.
    let it_now = if site.in_it {
        it::state_at(site.it, tr.index)
    } else {
        0
    };
    assert_eq!(rc.it_now, it_now, "JIT: the IT state lost");
    // The IT bits' update is deferred past the instructions that nothing can observe
    // it from (`it::pure`); anything else finds them exact in `Core`.
    if !(it::pure(bi, native) && (it_now == 0 || it::in_it(bi) == it::InIt::After)) {
        it::emit_sync(ops, rc);
    }
    // Unstored flags that a fused boundary's check clobbered are set again first.
    rc.restore_flags(ops);
    let remat = rc.remat.take();
    let recmp = rc.recmp.take();
    let mut flags = std::mem::take(&mut rc.flags);
    // Flags an earlier instruction left in the host flags only: stored first unless
    // this one keeps or overwrites them (the `flags` module).
    // Registers left dirty by the instructions before are stored before any other
    // kind of instruction (see `regcache`).
    // A native IT (outside an IT block) writes no guest register and calls nothing:
    // registers stay dirty across it, and into the block a fused translation puts
    // after it (stored on the boundary's way out, `translate_fused`).
    let native_it = site.armv7 && it_now == 0 && matches!(bi.insn.op, Op::It(_));
    let keeps = native
        && (keeps_dirty(bi) || native_it || loop_head(bi, site).is_some())
        && (it_now == 0 || it::in_it(bi) != it::InIt::Hatch);
    if !keeps {
        rc.emit_flush(ops);
    }
    rc.set_write_back(keeps);
    let recorded = tr.cond_bit.is_some();
    // A native IT that ends a block with a fused successor leaves a CMP's flags
    // unstored: they are set again past the boundary (`flags::Remat`).
    let carries = native_it
        && rc.carry_flags
        && remat.is_some()
        && rc.unstored == Some(HostFlags::Sub)
        && flags == HostFlags::Sub;
    // A conditional flag setter stores earlier flags on its failing path only.
    let on_fail = native
        && (it_now == 0 || it::in_it(bi) == it::InIt::After)
        && flags::stores_on_fail(bi, flags, native);
    if let Some(kind) = rc.unstored.filter(|_| !carries) {
        assert_eq!(flags, kind, "JIT: unstored flags outlived the host flags");
        match flags::fate(bi, flags, native, it_now != 0, recorded) {
            // Overwritten unread after this instruction, which does not read them.
            flags::Fate::Store if rc.flags_dead_before => rc.unstored = None,
            flags::Fate::Store if on_fail => {
                rc.store_on_fail = Some(kind);
                rc.unstored = None;
            }
            flags::Fate::Store => {
                flags::emit_store(ops, kind);
                rc.unstored = None;
            }
            flags::Fate::Overwrite => rc.unstored = None,
            // Read from the host flags, then clobbered: stored unless overwritten
            // unread after it (the store leaves the host flags as they are).
            flags::Fate::Consume => {
                if !rc.flags_dead {
                    flags::emit_store(ops, kind);
                }
                rc.unstored = None;
            }
            flags::Fate::Keep => {}
        }
    }
    // A condition after something that clobbered the host flags (`Core` holds the
    // flags then) is tested on them again where a CMP's operands are unchanged: one
    // `cmp` instead of reading them from `Core` (`flags::Recmp`).
    // Inside an IT block too, where nothing moves the IT state on in `Core` between
    // the `cmp` and the test (`it::InIt::After`: its update is deferred or after it).
    let tested_first = it_now == 0 || it::in_it(bi) == it::InIt::After;
    if let Some(r) = recmp.filter(|_| flags == HostFlags::None && native && tested_first) {
        if !unconditional(bi) {
            flags::emit_recmp(ops, rc, r);
            flags = HostFlags::Sub;
        }
    }
    rc.defer_flags = flags::defers(bi, flags, native, it_now != 0, recorded);
    rc.host_carry = flags::host_carry(bi, flags, native, it_now != 0);
    let in_it = if it_now == 0 {
        None
    } else {
        // Only the first instruction of a block can find the host flags valid in an
        // IT block (set again past a fused boundary); its condition is tested on them
        // where nothing moves the IT state on before the test.
        let kind = it::in_it(bi);
        if kind != it::InIt::After {
            flags = HostFlags::None;
        }
        Some(kind)
    };
    if in_it == Some(it::InIt::Hatch) {
        assert!(rc.store_on_fail.is_none(), "JIT: a hatch stores no flags");
        // The interpreter moves the state on itself (`Core` held it, above).
        pending.flush(ops, 0);
        fallback::emit_hatch(ops, l, bi, site, tr.meta());
        rc.it_now = arm::block::it_step(it_now);
        rc.it_core = rc.it_now;
        rc.set_alloc(true);
        rc.set_write_back(false);
        rc.invalidate(ALL);
        return;
    }
    if in_it == Some(it::InIt::Before) {
        rc.it_now = arm::block::it_step(it_now);
        it::emit_sync(ops, rc);
    }
    let (written, after) = emit_op(ops, l, rc, bi, site, tr, pending, flags);
    if in_it == Some(it::InIt::After) {
        // Moved on in `Core` where something can look (`it::emit_sync`): at the next
        // instruction that is not pure, a fused boundary's way out, the block's end.
        // Both paths of the instruction leave `Core`'s IT bits as they were (an
        // `After` form never takes the escape hatch), and the host flags as `emit_op`
        // says.
        rc.it_now = arm::block::it_step(it_now);
    }
    rc.defer_flags = false;
    assert!(
        rc.host_carry.is_none(),
        "JIT: a carry from the host flags not used"
    );
    rc.set_write_back(false);
    assert!(
        rc.store_on_fail.is_none(),
        "JIT: a failing path's flag stores not emitted"
    );
    if carries {
        // Clobbered by the IT bits' update; set again where they are needed.
        rc.remat = remat;
    } else if let Some(kind) = rc.unstored {
        assert_eq!(after, kind, "JIT: unstored flags lost from the host flags");
    }
    rc.set_alloc(true);
    rc.invalidate(written);
    rc.flags = after;
    rc.recmp = flags::Recmp::of(bi, native, it_now != 0).or(recmp.filter(|r| r.survives(bi)));
}

/// Whether `bi` may leave the guest registers it writes dirty in the register cache
/// (`regcache`): the forms whose native emitters read and write guest registers only
/// through the cache, call no helper but a memory access's slow path (which stores the
/// dirty registers first) and never leave the block: data processing, single loads and
/// stores, LDM/STM without `^` (a register it transfers that is not cached is read or
/// written in `Core`, exact for it: only cached registers are ever dirty), multiplies
/// and the register operations of `media` and `parallel`, none of them writing r15; and
/// the instructions that do nothing (PLD, hints but WFI, barriers). Exactly the guards of their arms in `emit_op`, so that each is
/// emitted there (with `native`: not through the escape hatch).
fn keeps_dirty(bi: &BlockInsn) -> bool {
    match bi.insn.op {
        Op::Alu(DataProc { op, s, rd, .. }) => rd != PC && alu::supported(op, s, rd),
        Op::Mem(Transfer {
            load,
            size,
            rd,
            rn,
            mode,
            ..
        }) => size != MemSize::Double && mem::supported(size, rn, &mode) && !(load && rd == PC),
        // LDM/STM without `^` and not loading the PC: it reads and writes registers
        // through the cache, and its slow path stores the dirty ones first.
        Op::Block(BlockTransfer {
            load,
            writeback,
            s_bit,
            rn,
            list,
            ..
        }) => {
            block_xfer::supported(load, writeback, s_bit, rn, list)
                && !s_bit
                && !(load && list & (1 << PC) != 0)
        }
        // PLD, the hints but WFI and the barriers: nothing at all.
        Op::Nop | Op::Barrier(_) => true,
        Op::Hint(h) => h != Hint::Wfi,
        Op::Mul(Multiply { rd, .. }) => mul::mul_supported(rd),
        Op::MulLong(ref m) => mul::mul_long_supported(m.rdlo, m.rdhi),
        Op::MovWide(MovWide { rd, .. })
        | Op::Extend(Extend { rd, .. })
        | Op::BitField(BitField { rd, .. })
        | Op::Reverse(Reverse { rd, .. })
        | Op::MulV6(MulV6::Mls { rd, .. } | MulV6::Div { rd, .. }) => media::supported(rd),
        Op::Orn(DataProc { rd, .. }) => rd != PC,
        Op::Parallel(ref p) => parallel::parallel_supported(p) && p.rd != PC,
        Op::Select(ref s) => parallel::select_supported(s) && s.rd != PC,
        _ => false,
    }
}

/// Whether `bi` is emitted natively rather than through the escape hatch as a whole
/// (some native forms still take it as a slow path).
pub(super) fn native(bi: &BlockInsn, site: &Site) -> bool {
    !site.armv7 || native_on_armv7(bi, site)
}

/// Whether `bi` runs natively and keeps registers dirty (`keeps_dirty`): what may run
/// between the accesses of a group sharing one TLB probe (`mem::plan_groups`).
pub(super) fn plain(bi: &BlockInsn, site: &Site) -> bool {
    native(bi, site) && keeps_dirty(bi)
}

/// The loop head (`LoopHead`) `bi` branches back to, if it is such a branch: its taken
/// path keeps the loop's dirty registers in their host registers
/// (`chain::emit_back_edge`) and its other path stores them.
fn loop_head<'a>(bi: &BlockInsn, site: &Site<'a>) -> Option<&'a LoopHead> {
    let Op::Branch(Branch {
        link: false,
        offset,
    }) = bi.insn.op
    else {
        return None;
    };
    let pc_read = bi.addr.wrapping_add(if site.thumb { 4 } else { 8 });
    let target = pc_read.wrapping_add(offset as u32);
    site.head.filter(|h| h.pc == target && !site.in_it)
}

/// `emit_op`'s result for an instruction that may have written any guest register or
/// clobbered the cache's host registers.
const ALL: u16 = 0xffff;

/// `emit_insn` without the cache bookkeeping: returns the mask of guest registers whose
/// cached copies may be stale now: 0 when the instruction was emitted cache-aware
/// (every guest register it wrote went through `rc`, and every helper call it made
/// reloads the cache), the registers an LDM/STM wrote in `Core`, or `ALL`; and what the
/// host flags hold of the guest flags at its end (`flags` at its start).
#[allow(
    clippy::too_many_arguments,
    reason = "the caller's translation state in its parts (labels, register cache, instruction, site, trace bits, pending ticks, host flags), of which it builds `Cx`"
)]
fn emit_op(
    ops: &mut Ops,
    l: &Labels,
    rc: &mut RegCache,
    bi: &BlockInsn,
    site: &Site,
    tr: InsnTrace,
    pending: &mut Pending,
    flags: cond::HostFlags,
) -> (u16, cond::HostFlags) {
    let thumb = site.thumb;
    let cx = Cx {
        l,
        bi,
        tr,
        thumb,
        flags,
        store_on_fail: None,
    };
    let pc_read = bi.addr.wrapping_add(if thumb { 4 } else { 8 });
    let next = bi.addr.wrapping_add(bi.len as u32);
    if site.armv7 && !native_on_armv7(bi, site) {
        pending.flush(ops, 0);
        fallback::emit_hatch(ops, l, bi, site, tr.meta());
        return (ALL, HostFlags::None);
    }
    let (taken, untaken) = (bi.ticks.taken as i32, bi.ticks.untaken as i32);
    // Where a memory access is translated (the pending ticks are those before it).
    let at = mem::Where {
        pc_read,
        insn_addr: bi.addr,
        user: site.user,
        taken,
        meta: tr.meta(),
        pending: pending.0,
    };

    match bi.insn.op {
        Op::Alu(DataProc {
            op,
            s: true,
            rd: PC,
            rn,
            op2,
        }) if !op.is_test() => {
            // The exception return (`MOVS PC, LR`, `SUBS PC, LR, #4`): inline while the
            // mode stays, else (a mode change, or User mode where it is Undefined) the
            // escape hatch.
            let fail = emit_head(ops, cx);
            let hatch = ops.new_dynamic_label();
            alu::emit_alu_value(ops, rc, op, rn, &op2, pc_read);
            asm!(ops; mov r10d, eax);
            status::emit_eret_check(ops, hatch, hatch);
            asm!(ops; mov eax, r10d);
            status::emit_exception_return(ops);
            finish_hatched(ops, cx, (fail, hatch), (true, None), pending);
        }
        Op::Alu(DataProc { op, s, rd, rn, op2 }) if alu::supported(op, s, rd) => {
            let dp = DataProc { op, s, rd, rn, op2 };
            // A move of a register to itself reads nothing: nothing is emitted for it.
            if !alu::moves_to_itself(&dp) {
                rc.prepare(ops, &alu::operands(op, rn, &op2));
            }
            let cx = Cx {
                store_on_fail: rc.store_on_fail.take(),
                ..cx
            };
            let fail = emit_head(ops, cx);
            // ARMv7 interworks where ARM code writes the PC (the S forms are the
            // exception returns, above).
            let pc_write = if site.armv7 && !thumb {
                alu::PcWrite::Interworks
            } else {
                alu::PcWrite::Aligned { thumb }
            };
            let effect = alu::emit_alu(ops, rc, &dp, pc_read, pc_write);
            let branches = rd == PC && !op.is_test();
            if branches {
                // The target is in `eax` (`mov pc, lr`, a switch's `add pc, pc, rN, lsl
                // #2`): predicted as a load of r15 is.
                if pc_write == alu::PcWrite::Interworks {
                    branch::emit_interwork_from(ops, l, thumb);
                }
                finish_predicted(ops, cx, fail, site, pending);
            } else {
                finish_native(ops, cx, fail, false, pending);
            }
            // What the host flags hold where the paths meet: after an unconditional
            // instruction, what it left; after a conditional one whose condition was
            // tested on the host flags (its failing path keeps them), only what both
            // paths agree on (the ticks are added with `lea`).
            let out = match effect {
                alu::FlagEffect::Set(k) => k,
                alu::FlagEffect::Keeps => flags,
                alu::FlagEffect::Clobbers => HostFlags::None,
            };
            let paths_agree = unconditional(bi)
                || cond::host_testable(bi.insn.cond, flags)
                    && out == flags
                    // Recording marks a passed condition with an `or` before the body.
                    && (tr.cond_bit.is_none() || effect != alu::FlagEffect::Keeps);
            let after = if !branches && paths_agree {
                out
            } else {
                HostFlags::None
            };
            return (0, after);
        }
        Op::Branch(Branch { link, offset }) => {
            let target = pc_read.wrapping_add(offset as u32);
            let fail = emit_head(ops, cx);
            if link {
                let lr = if thumb { next | 1 } else { next };
                asm!(ops; mov DWORD [state + off::reg(LR)], lr as i32);
            }
            pending.add_here(ops, taken);
            match loop_head(bi, site) {
                // r15 is stored where the back edge's check leaves, not here.
                Some(head) => chain::emit_back_edge(ops, l, rc, head),
                None => {
                    asm!(ops; mov DWORD [state + off::reg(PC)], target as i32);
                    chain::emit_goto(ops, l, site, target)
                }
            }
            asm!(ops
                ; =>fail
                ; mov DWORD [state + off::reg(PC)], next as i32
            );
            pending.flush(ops, untaken);
            // (Registers left dirty by a back edge's block, `loop_head`.)
            rc.emit_flush(ops);
            chain::emit_goto(ops, l, site, next);
        }
        Op::Mem(Transfer {
            load,
            size,
            rd,
            rn,
            offset,
            mode,
            user,
        }) if size == MemSize::Double && double::supported(rd, rn, &mode)
            || mem::supported(size, rn, &mode) =>
        {
            if size != MemSize::Double {
                let member = matches!(
                    rc.groups.role(tr.index as usize),
                    mem::GroupRole::Member { .. }
                );
                rc.prepare(ops, &mem::operands(load, rd, rn, &offset, member));
            }
            let fail = emit_head(ops, cx);
            let access = mem::Access {
                load,
                size,
                rd,
                rn,
                offset,
                mode,
                t_variant: user,
            };
            if size == MemSize::Double {
                double::emit_double(ops, l, rc, &access, &at);
            } else {
                mem::emit_mem(ops, l, rc, &access, &at);
            }
            if load && rd == PC {
                finish_predicted(ops, cx, fail, site, pending);
            } else {
                finish_native(ops, cx, fail, false, pending);
            }
            return (
                if size == MemSize::Double { ALL } else { 0 },
                HostFlags::None,
            );
        }
        Op::Swap(Swap { byte, rd, rm, rn }) if swap::supported(rd, rm, rn) => {
            let fail = emit_head(ops, cx);
            swap::emit_swap(ops, l, rc, byte, (rd, rm, rn), &at);
            finish_native(ops, cx, fail, false, pending);
        }
        Op::Bx(Bx { rm }) | Op::BlxReg(BlxReg { rm }) => {
            let link =
                matches!(bi.insn.op, Op::BlxReg(_)).then_some(if thumb { next | 1 } else { next });
            let fail = emit_head(ops, cx);
            branch::emit_bx(ops, l, rm, link, pc_read, thumb);
            pending.add_here(ops, taken);
            chain::emit_predicted(ops, l, site);
            asm!(ops
                ; =>fail
                ; mov DWORD [state + off::reg(PC)], next as i32
            );
            pending.flush(ops, untaken);
            chain::emit_goto(ops, l, site, next);
        }
        Op::BlxImm(BlxImm { offset }) if bi.insn.cond == Cond::Al => {
            let chain = l.chain;
            if thumb {
                let target = (pc_read & !3).wrapping_add(offset as u32);
                branch::emit_blx_imm_thumb(ops, target, next);
            } else {
                branch::emit_blx_imm(ops, pc_read.wrapping_add(offset as u32), next);
            }
            pending.flush(ops, taken);
            asm!(ops; jmp =>chain);
        }
        Op::ThumbBlPrefix(ThumbBlPrefix { offset }) if bi.insn.cond == Cond::Al => {
            branch::emit_bl_prefix(ops, pc_read, offset);
            pending.0 += taken;
        }
        Op::ThumbBlSuffix(ThumbBlSuffix { offset, exchange }) if bi.insn.cond == Cond::Al => {
            pending.flush(ops, taken);
            branch::emit_bl_suffix(ops, l, offset, exchange, next);
        }
        Op::Block(BlockTransfer {
            load,
            mode,
            writeback,
            s_bit,
            rn,
            list,
        }) if block_xfer::supported(load, writeback, s_bit, rn, list) => {
            let fail = emit_head(ops, cx);
            let hatch = ops.new_dynamic_label();
            let x = block_xfer::Transfer {
                load,
                mode,
                writeback,
                s_bit,
                rn,
                list,
            };
            let branches = load && list & (1 << PC) != 0;
            // A `^` form in User mode goes to `hatch`: the interpreter raises Undefined.
            if block_xfer::emit_block_xfer(ops, l, rc, &x, &at, hatch) {
                finish_hatched(ops, cx, (fail, hatch), (branches, None), pending);
            } else {
                // Without `^` (the `^` forms took `hatch`) the inline path writes the
                // loaded registers and the base through the cache, and its slow path
                // reloads the cache: nothing cached is stale. A load of the PC leaves
                // its target in `eax` (0 after the slow path, which no link has).
                if branches {
                    finish_predicted(ops, cx, fail, site, pending);
                } else {
                    finish_native(ops, cx, fail, false, pending);
                }
                return (0, HostFlags::None);
            }
        }
        Op::Mrs(Mrs { rd, spsr }) if status::mrs_supported(rd) => {
            emit_guarded(ops, cx, pending, |ops, slow| {
                status::emit_mrs(ops, rd, spsr, site.armv7, slow)
            });
        }
        Op::Msr(Msr { spsr, fields, src }) => {
            let implemented = if site.armv7 {
                psr::IMPLEMENTED_V7
            } else {
                psr::IMPLEMENTED
            };
            // A CPSR write that ends the block: its escape-hatch path (a change of mode)
            // goes on where the block's end says (`RegCache::resync`).
            let after_hatch = if spsr { None } else { rc.resync.take() };
            emit_guarded_then(ops, cx, pending, after_hatch, |ops, slow| {
                status::emit_msr(ops, spsr, fields, implemented, &src, pc_read, slow)
            });
        }
        // ARMv7 CP15 (before the ARMv5 forms below, which `native_on_armv7` does not let
        // through otherwise).
        Op::CpReg(CoprocReg {
            load,
            cp,
            opc1,
            rd,
            crn,
            crm,
            opc2,
        }) if site.armv7 => match system_v7::cp15_op(load, cp, rd, (opc1, crn, crm, opc2)) {
            Some(op) => emit_guarded(ops, cx, pending, |ops, slow| {
                system_v7::emit_cp15(ops, op, rd, slow)
            }),
            None => {
                pending.flush(ops, 0);
                fallback::emit_hatch(ops, l, bi, site, tr.meta());
            }
        },
        Op::Cps(ref c) if site.armv7 => {
            emit_guarded(ops, cx, pending, |ops, _| {
                system_v7::emit_cps(ops, c);
                false
            });
        }
        Op::Clrex if site.armv7 => {
            emit_guarded(ops, cx, pending, |ops, _| {
                system_v7::emit_clrex(ops);
                false
            });
        }
        Op::Exclusive(ref e) if site.armv7 => {
            let fail = emit_head(ops, cx);
            let hatch = ops.new_dynamic_label();
            excl::emit_exclusive(ops, e, site.user, hatch);
            finish_hatched(ops, cx, (fail, hatch), (false, None), pending);
        }
        // CLZ to the PC is UNPREDICTABLE (ARM ARM, CLZ): the escape hatch runs it.
        Op::Clz(Clz { rd, rm }) if rd != PC => {
            emit_guarded(ops, cx, pending, |ops, _| {
                status::emit_clz(ops, rd, rm, pc_read);
                false
            });
        }
        Op::CpReg(CoprocReg {
            load,
            cp,
            opc1,
            rd,
            crn,
            crm,
            opc2,
        }) if status::cp15_reg_supported(load, cp, opc1, rd, (crn, crm, opc2)) => {
            let next = bi.addr.wrapping_add(u32::from(bi.len));
            emit_guarded(ops, cx, pending, |ops, slow| {
                let pcs = (pc_read, next);
                status::emit_cp15_reg(ops, load, opc1, rd, (crn, crm, opc2), pcs, slow);
                true
            });
        }
        // The ARM926's CP15 operations with effects beyond a register (`cp15`).
        Op::CpReg(ref c) if cp15::supported(c) => {
            emit_guarded(ops, cx, pending, |ops, slow| {
                cp15::emit(ops, c, (pc_read, next), slow)
            });
        }
        // PLD and the other hints: nothing is written, nothing called (registers stay
        // cached, and dirty: `keeps_dirty`).
        Op::Nop => {
            emit_guarded(ops, cx, pending, |_, _| false);
            return (0, HostFlags::None);
        }
        Op::ThumbAdr(ThumbAdr { rd, imm }) if rd != PC => {
            emit_guarded(ops, cx, pending, |ops, _| {
                status::emit_adr(ops, rd, imm, pc_read);
                false
            });
        }
        Op::Mul(Multiply {
            acc,
            s,
            rd,
            rn,
            rs,
            rm,
        }) if mul::mul_supported(rd) => {
            rc.prepare(ops, &[rm, rs, rn][..if acc { 3 } else { 2 }]);
            emit_guarded(ops, cx, pending, |ops, _| {
                mul::emit_mul(ops, rc, acc, s, (rd, rn, rs, rm), pc_read);
                false
            });
            // A conditional MULS leaves the host flags of its condition test on the
            // failing path, not the guest's N and Z: only an unconditional one is known
            // to end with them (fuzz regression `seed_000000003ade6a8b_mulsvs`).
            let after = if s && unconditional(bi) {
                HostFlags::Logic
            } else {
                HostFlags::None
            };
            return (0, after);
        }
        Op::MulLong(ref m) if mul::mul_long_supported(m.rdlo, m.rdhi) => {
            rc.prepare(
                ops,
                &[m.rm, m.rs, m.rdhi, m.rdlo][..if m.acc { 4 } else { 2 }],
            );
            emit_guarded(ops, cx, pending, |ops, _| {
                mul::emit_mul_long(ops, rc, m, pc_read);
                false
            });
            return (0, HostFlags::None);
        }
        Op::Dsp(d) if dsp::dsp_mul_supported(&d) => {
            emit_guarded(ops, cx, pending, |ops, _| {
                dsp::emit_dsp_mul(ops, &d, pc_read);
                false
            });
        }
        Op::Sat(Sat { op, rd, rm, rn }) if dsp::saturate_supported(rd) => {
            emit_guarded(ops, cx, pending, |ops, _| {
                dsp::emit_saturate(ops, op, rd, rm, rn, pc_read);
                false
            });
        }
        Op::CpReg(CoprocReg {
            load,
            cp,
            opc1,
            crn,
            crm,
            opc2,
            ..
        }) if status::cache_op_supported(load, cp, opc1, crn, crm, opc2) => {
            emit_guarded(ops, cx, pending, |ops, slow| {
                status::emit_cache_op(ops, slow);
                true
            });
        }
        Op::MovWide(ref m) => {
            if m.top {
                rc.prepare(ops, &[m.rd]);
            }
            emit_guarded(ops, cx, pending, |ops, _| {
                media::emit_mov_wide(ops, rc, m);
                false
            });
            return (0, HostFlags::None);
        }
        Op::Extend(ref e) => {
            rc.prepare(ops, &media::extend_operands(e));
            emit_guarded(ops, cx, pending, |ops, _| {
                media::emit_extend(ops, rc, e, pc_read);
                false
            });
            return (0, HostFlags::None);
        }
        Op::BitField(ref b) => {
            rc.prepare(ops, &media::bit_field_operands(b));
            emit_guarded(ops, cx, pending, |ops, _| {
                media::emit_bit_field(ops, rc, b, pc_read);
                false
            });
            return (0, HostFlags::None);
        }
        Op::Reverse(ref r) => {
            rc.prepare(ops, &[r.rm]);
            emit_guarded(ops, cx, pending, |ops, _| {
                media::emit_reverse(ops, rc, r, pc_read);
                false
            });
            return (0, HostFlags::None);
        }
        Op::Orn(ref d) if d.rd != PC => {
            rc.prepare(ops, &alu::operands(arm::insn::AluOp::Orr, d.rn, &d.op2));
            let fail = emit_head(ops, cx);
            let effect = alu::emit_orn(ops, rc, d, pc_read);
            finish_native(ops, cx, fail, false, pending);
            // As for data processing: only an unconditional ORNS is known to leave the
            // guest's N and Z in the host flags (and the `test` after the carry).
            let after = match effect {
                alu::FlagEffect::Set(k) if unconditional(bi) => k,
                _ => HostFlags::None,
            };
            return (0, after);
        }
        Op::Parallel(ref p) if parallel::parallel_supported(p) => {
            rc.prepare(ops, &[p.rn, p.rm]);
            emit_guarded(ops, cx, pending, |ops, _| {
                parallel::emit_uadd8(ops, rc, (p.rd, p.rn, p.rm));
                false
            });
            return (0, HostFlags::None);
        }
        Op::Select(ref s) if parallel::select_supported(s) => {
            rc.prepare(ops, &[s.rn, s.rm]);
            emit_guarded(ops, cx, pending, |ops, _| {
                parallel::emit_sel(ops, rc, s);
                false
            });
            return (0, HostFlags::None);
        }
        Op::MulV6(MulV6::Mls { rd, rn, rm, ra }) => {
            rc.prepare(ops, &[rn, rm, ra]);
            emit_guarded(ops, cx, pending, |ops, _| {
                media::emit_mls(ops, rc, (rd, rn, rm, ra), pc_read);
                false
            });
            return (0, HostFlags::None);
        }
        Op::MulV6(MulV6::Div { signed, rd, rn, rm }) => {
            rc.prepare(ops, &[rn, rm]);
            emit_guarded(ops, cx, pending, |ops, _| {
                media::emit_div(ops, rc, signed, (rd, rn, rm), pc_read);
                false
            });
            return (0, HostFlags::None);
        }
        Op::Cbz(Cbz {
            nonzero,
            rn,
            offset,
        }) if site.armv7 => {
            // Never conditional (CBZ in an IT block is UNPREDICTABLE: `it::in_it`
            // hands it to the escape hatch); either way it costs its taken ticks.
            let target = pc_read.wrapping_add(offset) & !1;
            let not_taken = ops.new_dynamic_label();
            rc.load(ops, 0, rn, pc_read);
            asm!(ops; test eax, eax);
            if nonzero {
                asm!(ops; jz =>not_taken);
            } else {
                asm!(ops; jnz =>not_taken);
            }
            asm!(ops; mov DWORD [state + off::reg(PC)], target as i32);
            pending.add_here(ops, taken);
            chain::emit_goto(ops, l, site, target);
            asm!(ops
                ; =>not_taken
                ; mov DWORD [state + off::reg(PC)], next as i32
            );
            pending.flush(ops, taken);
            chain::emit_goto(ops, l, site, next);
        }
        Op::TableBranch(ref t) if site.armv7 => {
            rc.prepare(ops, &[t.rn, t.rm]);
            let fail = emit_head(ops, cx);
            table::emit_table_branch(ops, l, rc, t, &at);
            finish_predicted(ops, cx, fail, site, pending);
            return (0, HostFlags::None);
        }
        Op::Dual(ref d) if site.armv7 => {
            let fail = emit_head(ops, cx);
            double::emit_dual(ops, l, rc, d, &at);
            finish_native(ops, cx, fail, false, pending);
        }
        Op::It(It { firstcond, mask }) if site.armv7 => {
            // It writes no guest register and leaves the cache's host registers alone
            // (the registers the next block of a fused translation reads stay cached).
            // The state it sets goes to `Core` where something can look
            // (`it::emit_sync`): the block's end, or in a fused translation the
            // boundary's way out or the first instruction of the IT block that is not
            // pure.
            emit_guarded(ops, cx, pending, |_, _| false);
            rc.it_now = firstcond << 4 | mask;
            return (0, HostFlags::None);
        }
        Op::Vfp(ref v) if site.armv7 && vfp::supported(v, site.big_endian) => {
            // The gate's call clobbers the host flags.
            let cx = if vfp::emit_gate(ops, rc, site, tr.index, pending) {
                Cx {
                    flags: HostFlags::None,
                    ..cx
                }
            } else {
                cx
            };
            if vfp::touches_memory(v) {
                // A device or an abort sees the time before the instruction.
                pending.flush(ops, 0);
            }
            let fail = emit_head(ops, cx);
            vfp::emit_insn(ops, l, rc, bi, (pc_read, site.user), at.meta_taken());
            finish_native(ops, cx, fail, false, pending);
            return (0, HostFlags::None);
        }
        // What the interpreter does for these: nothing (WFI stays with the escape
        // hatch: it waits).
        Op::Hint(h) if h != Hint::Wfi => {
            emit_guarded(ops, cx, pending, |_, _| false);
            return (0, HostFlags::None);
        }
        Op::Barrier(_) => {
            emit_guarded(ops, cx, pending, |_, _| false);
            return (0, HostFlags::None);
        }
        _ => {
            pending.flush(ops, 0);
            fallback::emit_hatch(ops, l, bi, site, tr.meta());
        }
    }
    (ALL, HostFlags::None)
}

/// Whether an instruction of ARMv7-A code is emitted natively; the others go through
/// the escape hatch (the interpreter's semantics), which serves every ARMv7 operation.
/// Native: the operations whose meaning is the same as on the ARM926 and whose native
/// forms know nothing of the CPU (data processing, multiplies, CLZ and the saturating
/// arithmetic, single loads and stores, LDM/STM, SWP, B/BL, BX/BLX register; a load of
/// r15 interworks on both), the ARMv6T2/v7 register operations of `media`, CBZ/CBNZ,
/// Thumb-2's LDRD/STRD and TBB/TBH, IT, the hints and barriers that do nothing here,
/// and VFP (`vfp`); data processing writing r15 interworks in ARM state (`alu::PcWrite`). Not
/// native: the `^` forms, big-endian data accesses, and the CPSR, CP15 and
/// exception-return paths, which read ARMv5 constants. Inside an IT block `it::in_it`
/// narrows this further.
fn native_on_armv7(bi: &BlockInsn, site: &Site) -> bool {
    let memory = matches!(
        bi.insn.op,
        Op::Mem(_)
            | Op::Block(_)
            | Op::Swap(_)
            | Op::Dual(_)
            | Op::Exclusive(_)
            | Op::TableBranch(_)
    );
    if site.big_endian && memory {
        return false;
    }
    match bi.insn.op {
        Op::Alu(DataProc { rd, s, op, .. }) => rd != PC || !s || op.is_test(),
        Op::Mem(_) | Op::Dsp(_) | Op::Swap(_) | Op::Nop | Op::Branch(_) => true,
        Op::Bx(_) | Op::BlxReg(_) | Op::ThumbAdr(_) | Op::Cbz(_) | Op::TableBranch(_) => true,
        Op::BlxImm(_) => true,
        Op::Mul(Multiply { rd, .. }) | Op::Clz(Clz { rd, .. }) | Op::Sat(Sat { rd, .. }) => {
            rd != PC
        }
        Op::MulLong(ref m) => m.rdlo != PC && m.rdhi != PC,
        Op::Block(BlockTransfer { s_bit, .. }) => !s_bit,
        Op::MovWide(MovWide { rd, .. })
        | Op::Extend(Extend { rd, .. })
        | Op::BitField(BitField { rd, .. })
        | Op::Reverse(Reverse { rd, .. })
        | Op::MulV6(MulV6::Mls { rd, .. } | MulV6::Div { rd, .. }) => media::supported(rd),
        Op::Dual(ref d) => double::dual_supported(d),
        Op::It(_) => !site.in_it,
        Op::Hint(h) => h != Hint::Wfi,
        Op::Barrier(_) | Op::Vfp(_) | Op::Clrex => true,
        Op::Mrs(Mrs { rd, .. }) => status::mrs_supported(rd),
        Op::Msr(Msr { spsr, fields, .. }) => status::msr_supported_v7(spsr, fields),
        Op::CpReg(CoprocReg {
            load,
            cp,
            opc1,
            rd,
            crn,
            crm,
            opc2,
        }) => system_v7::cp15_op(load, cp, rd, (opc1, crn, crm, opc2)).is_some(),
        Op::Cps(ref c) => system_v7::cps_supported(c),
        Op::Exclusive(ref e) => excl::supported(e),
        Op::Parallel(ref p) => parallel::parallel_supported(p),
        Op::Orn(DataProc { rd, .. }) => rd != PC,
        Op::Select(ref s) => parallel::select_supported(s),
        _ => false,
    }
}

/// Emits an instruction whose native form cannot raise an exception: the condition
/// test, `body` (which may jump to the `slow` label it is given before it has written
/// anything, to run the instruction through the escape hatch instead, and then returns
/// true), the condition mask bit and the ticks.
fn emit_guarded(
    ops: &mut Ops,
    cx: Cx,
    pending: &mut Pending,
    body: impl FnOnce(&mut Ops, DynamicLabel) -> bool,
) {
    emit_guarded_then(ops, cx, pending, None, body);
}

/// `emit_guarded`, with the escape-hatch path going on at `after_hatch` where given
/// (`finish_hatched`).
fn emit_guarded_then(
    ops: &mut Ops,
    cx: Cx,
    pending: &mut Pending,
    after_hatch: Option<DynamicLabel>,
    body: impl FnOnce(&mut Ops, DynamicLabel) -> bool,
) {
    let (fail, slow) = (ops.new_dynamic_label(), ops.new_dynamic_label());
    cond::emit_cond_fail_jump(ops, cx.bi.insn.cond, cx.flags, fail);
    let uses_slow = body(ops, slow);
    if let Some(bit) = cx.tr.cond_bit {
        emit_cond_passed(ops, bit, cx.tr.wide);
    }
    if uses_slow {
        finish_hatched(ops, cx, (fail, slow), (false, after_hatch), pending);
    } else {
        assert!(
            after_hatch.is_none(),
            "JIT: a way on after the escape hatch without one"
        );
        finish_native(ops, cx, fail, false, pending);
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::block_code;
    use super::*;

    /// How many tick additions (`lea r15, [r15 + disp]`, disp8 or disp32) the block of
    /// ARM words `words` at 0x8000 has, on all paths.
    fn tick_additions(words: &[u32]) -> usize {
        let code = block_code(words, None);
        let mut ops = Ops::new(0);
        asm!(ops; lea ticks, [ticks + 1]);
        let pat = ops.finalize().unwrap();
        // REX.WRB, the opcode, then ModRM: r15 with disp8 (0x7f) or disp32 (0xbf).
        assert_eq!(pat[..3], [0x4d, 0x8d, 0x7f]);
        code.windows(3)
            .filter(|w| w[..2] == pat[..2] && (w[2] == 0x7f || w[2] == 0xbf))
            .count()
    }

    #[test]
    fn a_conditional_that_costs_the_same_either_way_leaves_its_ticks_pending() {
        // cmp r0, #1; addeq r1, r1, #1; addne r2, r2, #1; mov r3, #4: one addition, at
        // the end (the ARM926 charges a failed data-processing instruction as a passed
        // one).
        let words = [0xe350_0001, 0x0281_1001, 0x1282_2001, 0xe3a0_3004];
        assert_eq!(tick_additions(&words), 1);
        // muleq r1, r2, r3 costs more when it passes: its two paths add their own, and
        // the end adds the MOV's.
        assert_eq!(tick_additions(&[0xe350_0001, 0x0001_0392, 0xe3a0_3004]), 3);
    }
}

//! `extern "sysv64"` runtime helpers that generated code calls. Each takes the
//! `*mut Core` that generated code keeps in `rbx`; guest registers and flags live in
//! `Core` at all times, so no helper needs anything written back before the call.

pub mod profile;

use arm::block::BlockInsn;
use arm::cp15::Cp15Effect;
use arm::exception;
use arm::interp::{self, Step};
use arm::mmu::{fsr, AccessKind, Fault};
use arm::state::psr;
use arm::AccessSize;
use arm::Core;

use crate::abi::{
    jump_slot, jump_tag, ExitCode, JumpEntry, BLOCK_ERET, BLOCK_LOAD, BLOCK_THUMB, BLOCK_USER_BANK,
    BLOCK_WRITEBACK, CPSR_KEY_MASK, DOUBLE_LOAD, JUMP_CACHE, MEM_USER,
};
use crate::abi::{
    meta_cond_bit, meta_index, MemFrame, MemSite, MEM_ABORTED_BIT, MEM_SITE_AT, MEM_SITE_BYTES,
    META_COST_SHIFT, META_RECORDING, STEP_CHAIN, STEP_NEXT,
};

thread_local! {
    /// Instructions the escape hatch ran on this thread (`interp_step` calls).
    static HATCH_RUNS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many instructions the escape hatch has run on this thread (statistics: the
/// JIT's `stats` line counts those of its engine's lifetime).
pub fn hatch_runs() -> u64 {
    HATCH_RUNS.with(std::cell::Cell::get)
}

/// `meta` is `InsnTrace::meta`: the instruction's index in its block and, while
/// recording, its bit in the block's condition mask.
///
/// Executes one instruction with the interpreter (the escape hatch) and charges its
/// ticks exactly as the interpreter's run loop does. Returns `STEP_NEXT` to go on with
/// the next instruction, `STEP_CHAIN` when it branched or raised an exception (continue
/// at r15), or the `ExitCode` that returns to the run loop.
///
/// Reads and writes: all guest state.
pub(crate) extern "sysv64" fn interp_step(
    core: *mut Core,
    bi: *const BlockInsn,
    addr: u32,
    thumb: u32,
    meta: u32,
) -> u32 {
    // SAFETY: generated code passes the `&mut Core` given to `Prologue::enter` (not
    // otherwise used while generated code runs) and a pointer into a decoded block
    // that the code cache keeps alive as long as the code exists.
    let (core, bi) = unsafe { (&mut *core, &*bi) };
    crate::events::jit_escape_hatch_run(addr, thumb, bi.raw);
    HATCH_RUNS.with(|n| n.set(n.get() + 1));
    if profile::enabled() {
        profile::count(bi, thumb != 0);
    }
    let masks = core.s.cpsr_rest & (psr::I | psr::F);
    let mode = core.s.cpsr_rest & psr::MODE;
    let privileged = core.s.mode().privileged();
    let step = interp::execute_sized(core, &bi.insn, addr, thumb != 0, bi.len as u32);
    if core.s.cpsr_rest & psr::MODE != mode || matches!(step, Step::Cp15(_)) {
        entering_code(core);
        let next = addr.wrapping_add(u32::from(bi.len));
        if next_needs_lookup(core, privileged, step, next) {
            core.next_check = 0;
        }
    }
    if masks & !core.s.cpsr_rest != 0 && (core.lines.irq || core.lines.fiq) {
        // An I or F mask was cleared: a pending interrupt may have become deliverable,
        // stop at the next block. Setting a mask makes nothing deliverable, and with
        // both lines low nothing can be taken before the next device event or MMIO
        // access, which stop the chain themselves (Linux masks and unmasks IRQs all
        // the time: leaving the chain for each would cost a run-loop turn).
        core.next_check = 0;
    }
    if let Some(bit) = meta_cond_bit(meta).filter(|_| step != Step::CondFailed) {
        core.trace_cond_passed(bit);
    }
    match step {
        Step::Next | Step::Cp15(_) => {
            core.ticks += u64::from(bi.ticks.taken);
            STEP_NEXT
        }
        Step::CondFailed => {
            core.ticks += u64::from(bi.ticks.untaken);
            STEP_NEXT
        }
        Step::Branched => {
            core.ticks += u64::from(bi.ticks.taken);
            STEP_CHAIN
        }
        Step::Exception => {
            core.ticks += u64::from(bi.ticks.taken);
            if meta & META_RECORDING != 0 || core.exception_log.is_some() {
                let target = core.s.r[15];
                core.note_exception(addr, target, meta_index(meta) + 1);
            }
            STEP_CHAIN
        }
        Step::Wfi => {
            core.ticks += u64::from(bi.ticks.taken);
            ExitCode::Wfi as u32
        }
    }
}

/// Whether the block after an escape-hatch instruction that changed the mode or CP15
/// (`step`) must be looked up by the run loop, as the interpreter fetches it, rather
/// than entered through a link made under the old state; `next` is the address after the
/// instruction, `was_privileged` the privilege before it. So it must where the privilege
/// changed and the code would go on through a link (translations and the TLB arrays they
/// probe are per privilege): after an instruction that falls through (MSR, CPS), whose
/// next block is linked under the old privilege. An instruction that branched or raised
/// an exception (SWI, an exception return) goes on through the jump-cache probe
/// (`STEP_CHAIN`), which compares the CPSR's mode with the entry's and confirms it with
/// the fetch array of the new privilege, made ready for it by `entering_code`: it finds
/// only blocks translated for that privilege, and a miss returns to the run loop anyway
/// (as the native `LDM {.., pc}^` does, `exception_return`). It must also where the control
/// register changed (the MMU, alignment checking, vectors), and where a TLB operation or a
/// DACR write left the next instruction's page out of the fetch array: a link within a
/// page was made while that entry held the page's mapping (`dacr_written` asks the same
/// after the inline DACR write), and one to another page probes the fetch array itself.
/// A mode change that keeps the privilege needs no lookup: translations read the mode
/// (banked registers, SPSR) from `Core` when they run. (Whether an interrupt became
/// deliverable is `interp_step`'s own check of the masks.)
///
/// Reads: the mode, the DACR, the TLB.
fn next_needs_lookup(core: &Core, was_privileged: bool, step: Step, next: u32) -> bool {
    let privileged = core.s.mode().privileged();
    match step {
        Step::Branched | Step::Exception => false,
        _ if privileged != was_privileged => true,
        Step::Cp15(Cp15Effect::TlbFlushed | Cp15Effect::DacrChanged) => {
            let fetch = AccessKind::Fetch.index();
            let dacr = core.mmu.regs.dacr;
            core.mmu
                .tlb
                .lookup(next, fetch, !privileged, dacr)
                .is_none()
        }
        Step::Cp15(_) => true,
        _ => false,
    }
}

/// Where generated code may run next, in the mode the CPU is in now: its TLB probes
/// leave out the DACR check, so the arrays it probes are made to hold only entries the
/// DACR permits: the privileged arrays always (`arm::tlb::Tlb::enter_privileged`, a
/// compare while the DACR is the one they were made for), the User arrays in User mode
/// (`enter_user`). Called by the run loop's entry into generated code, after every
/// instruction of the escape hatch that writes CP15 (the DACR among them) or changes the
/// mode, and on every other way into User mode that generated code does not leave
/// through the run loop. The ARM926's DACR write inline (`translate::status`) calls
/// `dacr_written` instead, before any further access.
pub(crate) fn entering_code(core: &mut Core) {
    let dacr = core.mmu.regs.dacr;
    core.mmu.tlb.enter_privileged(dacr);
    if !core.s.mode().privileged() {
        core.mmu.tlb.enter_user(dacr);
    }
}

/// After the ARM926's inline DACR write (privileged, so only the privileged arrays
/// apply): drops the privileged entries the new DACR does not permit
/// (`arm::tlb::Tlb::enter_privileged`, no scan for a write that only grants) and
/// returns whether generated code may go on in the chain to the instruction at `next`:
/// nonzero exactly when the privileged fetch array still maps `next`'s page. Links to
/// other pages and jump-cache hits probe that array again, but a direct jump within the
/// page is not probed: where the page is no longer mapped there (its domain revoked, or
/// its entry gone for another reason) the generated code ends the chain, and the run
/// loop looks the next block up (raising the prefetch abort where the fetch faults).
///
/// Reads: the DACR. Writes nothing of the guest state (the TLB is not architectural).
pub(crate) extern "sysv64" fn dacr_written(core: *mut Core, next: u32) -> u32 {
    // SAFETY: `core` as in `interp_step`.
    let core = unsafe { &mut *core };
    let dacr = core.mmu.regs.dacr;
    let tlb = &mut core.mmu.tlb;
    tlb.enter_privileged(dacr);
    let fetch = AccessKind::Fetch.index();
    tlb.lookup(next, fetch, false, dacr).is_some() as u32
}

/// MCR p15 of the ARM926 from translated code (`translate::cp15`), in a privileged mode,
/// for the writes that may invalidate TLB entries (the TLB operations, TTBR0, TTBR1,
/// TTBCR, the FCSE PID): `Mmu::cp15_write` of `value` to the register that `enc` names
/// (opc1, CRn, CRm, opc2 in bytes 0-3), then what `interp_step` does after a CP15 write:
/// the arrays made ready for generated code again (`entering_code`), and the chain ended
/// (`next_check` 0) where the TLB no longer maps `next`, the address of the instruction
/// after it, in the fetch array (`next_needs_lookup`). Returns 0, or 1 where the write
/// did nothing because it is not one of those (no such register, or WFI): the escape
/// hatch then runs the instruction (Undefined, or the wait).
///
/// Reads: the DACR, the mode. Writes: the CP15 register; nothing else of the guest state
/// (the TLB is not architectural).
pub(crate) extern "sysv64" fn cp15_write(core: *mut Core, enc: u32, value: u32, next: u32) -> u32 {
    // SAFETY: `core` as in `interp_step`.
    let core = unsafe { &mut *core };
    let [opc1, crn, crm, opc2] = enc.to_le_bytes();
    match core.mmu.cp15_write(opc1, crn, crm, opc2, value) {
        Some(Cp15Effect::None) => 0,
        Some(Cp15Effect::Wfi) | None => 1,
        Some(effect) => {
            entering_code(core);
            if next_needs_lookup(core, true, Step::Cp15(effect), next) {
                core.next_check = 0;
            }
            0
        }
    }
}

/// Entries of the jump cache with its second way: the `JUMP_CACHE` entries that
/// generated code probes, then as many that only `lookup` does, slot for slot: where
/// a block's entry was displaced from the first way (`Jit::lookup` moves it there).
pub(crate) const JUMP_CACHE_WAYS: usize = 2 * JUMP_CACHE;

/// Finds the block at r15 in the jump cache: returns the host address of its entry
/// (which does the tick check), or 0 when the run loop must look it up (a miss, or a
/// fetch that does not translate: the run loop then raises the prefetch abort). A
/// block found in the second way changes places with the one in the first.
///
/// Reads: r15, CPSR (Thumb bit, mode). Writes nothing of the guest state (a TLB fill
/// is not architectural).
pub(crate) extern "sysv64" fn lookup(core: *mut Core, jump_cache: *mut JumpEntry) -> usize {
    // SAFETY: `core` as in `interp_step`; `jump_cache` is the live jump cache of the
    // engine running this code (`JUMP_CACHE_WAYS` entries, boxed, never moved; generated
    // code holds no reference into it while it calls this).
    let (core, jc) = unsafe {
        (
            &mut *core,
            std::slice::from_raw_parts_mut(jump_cache, JUMP_CACHE_WAYS),
        )
    };
    let pc = core.s.r[15];
    let slot = jump_slot(pc);
    let cpsr = core.s.cpsr_rest & CPSR_KEY_MASK;
    let way = if jc[slot].vpc == pc && jc[slot].cpsr == cpsr {
        slot
    } else if jc[JUMP_CACHE + slot].vpc == pc && jc[JUMP_CACHE + slot].cpsr == cpsr {
        JUMP_CACHE + slot
    } else {
        return refill(core, jc, slot);
    };
    let thumb = core.s.thumb();
    let user = !core.s.mode().privileged();
    let size = if thumb { 2 } else { 4 };
    match core
        .mmu
        .translate(&core.ram, pc, AccessKind::Fetch, user, size)
    {
        Ok(paddr) if jc[way].tag == jump_tag(paddr, user, thumb) => {
            if way != slot {
                jc.swap(slot, way);
            }
            jc[slot].entry
        }
        _ => 0,
    }
}

/// A predicted exit (`translate::chain::emit_predicted`) at host address `site` found
/// another target than the one its code holds, or none yet: finds the block at r15 as
/// `lookup` does and, where there is one, has the code cache link the site to it
/// (`cache::link_predicted`, while the site has links left). Returns the entry of the
/// block (which does the tick check), or 0 where the run loop must look.
///
/// Reads: r15, the CPSR. Writes nothing of the guest state.
pub(crate) extern "sysv64" fn predict_miss(
    core: *mut Core,
    site: usize,
    jump_cache: *mut JumpEntry,
) -> usize {
    let entry = lookup(core, jump_cache);
    if entry != 0 {
        // SAFETY: `core` as in `interp_step`; `lookup` holds no reference to it now.
        crate::cache::link_predicted(unsafe { &mut *core }, site, entry);
    }
    entry
}

/// `lookup` where neither way holds r15 for the CPSR: a block already translated for
/// the state the CPU is in (displaced from the jump cache, reached before only through
/// direct links, or filled under another privileged mode) is taken from the running
/// engine's block map (`cache::translated_entry`) and put in the first way as the run
/// loop's lookup does (the entry it displaces to the second way), so that the chain
/// goes on without a return to the run loop. 0 where the run loop must look: a check is
/// due (an event, a code page written: its blocks are dropped there), the fetch faults,
/// nothing is translated for r15 (a new block), or ARM state holds IT bits (the run
/// loop clears them, `arm::run::fetch_key`).
///
/// Reads: r15, the CPSR. Writes nothing of the guest state.
fn refill(core: &mut Core, jc: &mut [JumpEntry], slot: usize) -> usize {
    let thumb = core.s.thumb();
    if core.ticks >= core.next_check || !thumb && core.s.cpsr_rest & psr::IT != 0 {
        return 0;
    }
    let pc = core.s.r[15];
    let user = !core.s.mode().privileged();
    let size = if thumb { 2 } else { 4 };
    let Ok(paddr) = core
        .mmu
        .translate(&core.ram, pc, AccessKind::Fetch, user, size)
    else {
        return 0;
    };
    let Some(entry) = crate::cache::translated_entry(core, paddr) else {
        return 0;
    };
    let tag = jump_tag(paddr, user, thumb);
    let host = if core.ram.contains(paddr, size) {
        core.ram.host_zero().wrapping_add(u64::from(paddr))
    } else {
        0
    };
    if jc[slot].vpc != pc || jc[slot].tag != tag {
        jc[JUMP_CACHE + slot] = jc[slot];
    }
    jc[slot] = JumpEntry {
        vpc: pc,
        cpsr: core.s.cpsr_rest & CPSR_KEY_MASK,
        host,
        entry,
        tag,
    };
    entry
}

// The slow path below does plain (unrotated) unaligned word accesses, as the
// interpreter does while it follows QEMU.
const _: () = assert!(!arm::interp::UNALIGNED_WORD_ROTATES);

/// The slow path of a native load or store (TLB miss, unaligned, MMIO, code page):
/// the access through `Core::read`/`Core::write` with the interpreter's rules (`op` is a
/// `MemOp`, with `MEM_USER` for the T variants). On an
/// abort the data abort is entered (for the instruction at `insn_addr`) and bit 32 of
/// the result is set; otherwise the low 32 bits hold the loaded (extended) value.
///
/// Reads: CPSR mode. Writes: on abort, the exception state (mode, LR, SPSR, PC, FSR/FAR).
pub(crate) extern "sysv64" fn mem_slow(
    core: *mut Core,
    va: u32,
    op: u32,
    value: u32,
    insn_addr: u32,
    meta: u32,
) -> u64 {
    // SAFETY: as in `interp_step`.
    let core = unsafe { &mut *core };
    let user = op & MEM_USER != 0 || !core.s.mode().privileged();
    let r = match op & !MEM_USER {
        0 => core.read(va, AccessSize::Byte, user),
        1 => core
            .read(va, AccessSize::Byte, user)
            .map(|v| v as u8 as i8 as u32),
        2 => core.read(va, AccessSize::Half, user),
        3 => core
            .read(va, AccessSize::Half, user)
            .map(|v| v as u16 as i16 as u32),
        4 => core.read(va, AccessSize::Word, user),
        5 => core
            .write(va, AccessSize::Byte, value & 0xff, user)
            .map(|()| 0),
        6 => core
            .write(va, AccessSize::Half, value & 0xffff, user)
            .map(|()| 0),
        _ => core.write(va, AccessSize::Word, value, user).map(|()| 0),
    };
    match r {
        Ok(v) => u64::from(v),
        Err(e) => {
            abort(core, exception::data_fault(e, va), insn_addr, meta);
            1 << MEM_ABORTED_BIT
        }
    }
}

/// `mem_slow` for the shared slow path of single loads and stores
/// (`translate::chain::Stubs::mem`), with what the site's `MemSite` says: the dirty
/// cache registers stored to `Core` first (a fault or a device sees it exact), the
/// ticks pending before the instruction added for the access and taken back when it
/// completes (an abort leaves with them and the cost `abort` charges). The address and
/// the value to store are the frame's registers; the cache registers are left for the
/// stub to restore (`mem_slow` writes no guest register unless it aborts, and then the
/// code leaves for the vector).
///
/// Reads and writes what `mem_slow` does; writes the dirty registers.
pub(crate) extern "sysv64" fn mem_slow_shared(core: *mut Core, frame: *const MemFrame) -> u64 {
    // SAFETY: the stub passes the frame it pushed, whose return address is followed,
    // `MEM_SITE_AT` bytes on, by the `MEM_SITE_BYTES` of the site's `MemSite` in
    // generated code.
    let (frame, bytes) = unsafe {
        let f = &*frame;
        (f, &*f.site.add(MEM_SITE_AT).cast::<[u8; MEM_SITE_BYTES]>())
    };
    let site = MemSite::from_bytes(bytes);
    {
        // SAFETY: as in `interp_step`.
        let core = unsafe { &mut *core };
        for (h, g) in site.dirty() {
            core.s.r[g as usize] = frame.reg(h);
        }
        core.ticks = core.ticks.wrapping_add(site.pending as i64 as u64);
    }
    let r = mem_slow(
        core,
        frame.reg(site.addr_reg()),
        site.op(),
        frame.reg(8),
        site.insn_addr,
        site.meta,
    );
    if r >> MEM_ABORTED_BIT == 0 {
        // SAFETY: as in `interp_step`.
        let core = unsafe { &mut *core };
        core.ticks = core.ticks.wrapping_sub(site.pending as i64 as u64);
    }
    r
}

/// Enters the data abort of a native access for the instruction at `insn_addr` and
/// charges the instruction before the exception is reported, as the interpreter does
/// (bits 24-31 of `meta`, an `InsnTrace::meta`, hold its cost).
fn abort(core: &mut Core, fault: Fault, insn_addr: u32, meta: u32) {
    exception::data_abort(core, fault, insn_addr);
    core.ticks += u64::from(meta >> META_COST_SHIFT);
    if meta & META_RECORDING != 0 || core.exception_log.is_some() {
        let target = core.s.r[15];
        core.note_exception(insn_addr, target, meta_index(meta) + 1);
    }
}

/// The alignment fault of a word access at `va` that is not word-aligned.
fn alignment_fault(va: u32) -> Fault {
    Fault {
        fsr: fsr::ALIGNMENT,
        addr: va,
    }
}

/// The slow path of a native SWP (`byte` 0) or SWPB (`byte` 1) of `value` at `va` (TLB
/// miss, MMIO, code page, unaligned), with the interpreter's rules: SWP at an address
/// that is not word-aligned is an alignment data abort; the old value is read, then the
/// new one written. On an abort the data abort is entered as in `mem_slow` and bit 32 of
/// the result is set; otherwise the low 32 bits hold the old value.
///
/// Reads: CPSR mode. Writes: on abort, the exception state.
pub(crate) extern "sysv64" fn swap_slow(
    core: *mut Core,
    va: u32,
    byte: u32,
    value: u32,
    insn_addr: u32,
    meta: u32,
) -> u64 {
    // SAFETY: as in `interp_step`.
    let core = unsafe { &mut *core };
    let user = !core.s.mode().privileged();
    let (size, value) = if byte != 0 {
        (AccessSize::Byte, value & 0xff)
    } else {
        (AccessSize::Word, value)
    };
    let r = if byte == 0 && va & 3 != 0 {
        Err(alignment_fault(va))
    } else {
        core.read(va, size, user)
            .and_then(|old| core.write(va, size, value, user).map(|()| old))
            .map_err(|e| exception::data_fault(e, va))
    };
    match r {
        Ok(old) => u64::from(old),
        Err(f) => {
            abort(core, f, insn_addr, meta);
            1 << MEM_ABORTED_BIT
        }
    }
}

/// The slow path of a native LDM/STM (unaligned, crossing a page, TLB miss, MMIO, code
/// page) with the interpreter's rules: word accesses at `address & !3` upwards; a store
/// takes r15 as the instruction's address + 8 (+ 4 in Thumb) and the original base;
/// an LDM reads every word before it writes any register (the base written back first,
/// so a loaded base wins), and a loaded PC interworks (or, with `BLOCK_ERET`, the
/// CPSR is restored from the SPSR). An abort (stores already made stay) enters the
/// data abort as in `mem_slow` and returns 1; otherwise 0.
///
/// Reads and writes: the listed registers (of the User bank with `BLOCK_USER_BANK`),
/// Rn, the T bit (the whole CPSR with `BLOCK_ERET`); on abort, the exception state.
pub(crate) extern "sysv64" fn block_slow(
    core: *mut Core,
    op: u32,
    insn_addr: u32,
    meta: u32,
) -> u32 {
    // SAFETY: as in `interp_step`.
    let core = unsafe { &mut *core };
    let (list, rn) = (op >> 16, ((op >> 8) & 0xf) as usize);
    let user_bank = op & BLOCK_USER_BANK != 0;
    let bytes = 4 * list.count_ones();
    let base = core.s.r[rn];
    let (start, new_base) = match (op >> 6) & 3 {
        0 => (base, base.wrapping_add(bytes)),
        1 => (base.wrapping_add(4), base.wrapping_add(bytes)),
        2 => (
            base.wrapping_sub(bytes).wrapping_add(4),
            base.wrapping_sub(bytes),
        ),
        _ => (base.wrapping_sub(bytes), base.wrapping_sub(bytes)),
    };
    let user = !core.s.mode().privileged();
    let regs = (0..16usize).filter(|r| list & (1 << r) != 0);
    let addrs = (0..).map(|k: u32| (start & !3).wrapping_add(4 * k));
    if op & BLOCK_LOAD == 0 {
        let pc = insn_addr.wrapping_add(if op & BLOCK_THUMB != 0 { 4 } else { 8 });
        for (r, addr) in regs.zip(addrs) {
            let value = match r {
                15 => pc,
                _ if user_bank => core.s.user_reg(r),
                _ => core.s.r[r],
            };
            if let Err(e) = core.write(addr, AccessSize::Word, value, user) {
                abort(core, exception::data_fault(e, addr), insn_addr, meta);
                return 1;
            }
        }
        if op & BLOCK_WRITEBACK != 0 {
            core.s.r[rn] = new_base;
        }
        return 0;
    }
    let mut values = [0u32; 16];
    for (r, addr) in regs.clone().zip(addrs) {
        match core.read(addr, AccessSize::Word, user) {
            Ok(v) => values[r] = v,
            Err(e) => {
                abort(core, exception::data_fault(e, addr), insn_addr, meta);
                return 1;
            }
        }
    }
    if op & BLOCK_WRITEBACK != 0 {
        core.s.r[rn] = new_base;
    }
    for r in regs {
        match r {
            15 if op & BLOCK_ERET != 0 => exception_return(core, values[15]),
            15 if values[15] & 1 != 0 => {
                core.s.cpsr_rest |= psr::T;
                core.s.r[15] = values[15] & !1;
            }
            15 => {
                core.s.cpsr_rest &= !psr::T;
                core.s.r[15] = values[15] & !3;
            }
            _ if user_bank => core.s.set_user_reg(r, values[r]),
            _ => core.s.r[r] = values[r],
        }
    }
    0
}

/// CPSR = the current mode's SPSR (re-banking registers if the mode changes), then r15 =
/// `target` aligned for the restored state: the interpreter's `exception_return`, for
/// `LDM {.., pc}^` in a privileged mode. Ends the chain when an interrupt mask changed
/// while a line is asserted, as `interp_step` does.
fn exception_return(core: &mut Core, target: u32) {
    let masks = core.s.cpsr_rest & (psr::I | psr::F);
    let spsr = core.s.spsr[core.s.mode().bank()];
    core.s.set_cpsr(spsr);
    entering_code(core);
    core.s.r[15] = target & if core.s.thumb() { !1 } else { !3 };
    if core.s.cpsr_rest & (psr::I | psr::F) != masks && (core.lines.irq || core.lines.fiq) {
        core.next_check = 0;
    }
}

/// The slow path of a native LDRD/STRD (unaligned, crossing a page, TLB miss, MMIO, code
/// page), with the interpreter's rules: an address that is not word-aligned is an
/// alignment data abort; both words are read before Rd and Rd+1 are written (the helper
/// writes them); a store writes Rd then Rd+1 (read here: nothing was written before the
/// call), and a second word that aborts leaves the first one stored. On an abort the
/// data abort is entered for the instruction at `insn_addr`, its cost (bits 24-31 of
/// `meta`) charged, and 1 returned; otherwise 0 (the caller writes the base back).
///
/// Reads: CPSR mode, Rd and Rt2 (STRD). Writes: Rd and Rt2 (LDRD); on abort, the
/// exception state.
pub(crate) extern "sysv64" fn mem_double(
    core: *mut Core,
    va: u32,
    op: u32,
    insn_addr: u32,
    meta: u32,
) -> u32 {
    // SAFETY: as in `interp_step`.
    let core = unsafe { &mut *core };
    let user = !core.s.mode().privileged();
    let rd = ((op >> 4) & 0xf) as usize;
    let rt2 = ((op >> 8) & 0xf) as usize;
    let hi_va = va.wrapping_add(4);
    let r = if va & 3 != 0 {
        Err(alignment_fault(va))
    } else if op & DOUBLE_LOAD != 0 {
        let fault = |e| exception::data_fault(e, va);
        core.read(va, AccessSize::Word, user)
            .map_err(fault)
            .and_then(|lo| {
                core.read(hi_va, AccessSize::Word, user)
                    .map_err(|e| exception::data_fault(e, hi_va))
                    .map(|hi| (core.s.r[rd], core.s.r[rt2]) = (lo, hi))
            })
    } else {
        let (lo, hi) = (core.s.r[rd], core.s.r[rt2]);
        core.write(va, AccessSize::Word, lo, user)
            .map_err(|e| exception::data_fault(e, va))
            .and_then(|()| {
                core.write(hi_va, AccessSize::Word, hi, user)
                    .map_err(|e| exception::data_fault(e, hi_va))
            })
    };
    match r {
        Ok(()) => 0,
        Err(f) => {
            abort(core, f, insn_addr, meta);
            1
        }
    }
}

/// Whether the VFP instructions of the block about to run theirs may skip their access
/// checks (`arm::interp::vfp_allowed`): 1 if so, else 0 (the block then runs the rest
/// of its instructions through the escape hatch, which makes them).
///
/// Reads: CPACR, FPEXC, FPSCR, the mode. Writes nothing.
pub(crate) extern "sysv64" fn vfp_gate(core: *mut Core) -> u32 {
    // SAFETY: as in `interp_step`.
    let core = unsafe { &*core };
    u32::from(interp::vfp_allowed(core))
}

/// Executes the VFP instruction `bi` (a block passed `vfp_gate`) with the VFP
/// semantics of the interpreter, called directly. Returns 0 to go on, or 1 when it
/// raised an exception (a data abort of VLDR/VSTR/VLDM/VSTM, entered, and its cost,
/// bits 24-31 of `meta`, charged): continue at r15.
///
/// Reads and writes: the VFP registers, FPSCR, the core registers it names (VMOV,
/// a VLDM/VSTM base) and N, Z, C, V (`VMRS APSR_nzcv`); on abort the exception state.
pub(crate) extern "sysv64" fn vfp_exec(core: *mut Core, bi: *const BlockInsn, meta: u32) -> u32 {
    // SAFETY: as in `interp_step`.
    let (core, bi) = unsafe { (&mut *core, &*bi) };
    let arm::insn::Op::Vfp(ref v) = bi.insn.op else {
        unreachable!("vfp_exec of a non-VFP instruction")
    };
    let thumb = core.s.thumb();
    match interp::execute_vfp(core, v, bi.addr, thumb, bi.len as u32) {
        Step::Exception => {
            core.ticks += u64::from(meta >> META_COST_SHIFT);
            if meta & META_RECORDING != 0 || core.exception_log.is_some() {
                let target = core.s.r[15];
                core.note_exception(bi.addr, target, meta_index(meta) + 1);
            }
            1
        }
        _ => 0,
    }
}

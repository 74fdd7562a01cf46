//! Leaving a block for the next one without returning to the run loop: direct jumps
//! to the same page become patched `jmp rel32`s to the target's entry once it is
//! translated; every other exit (indirect branches, other pages, after a helper) probes
//! the jump cache, keyed by r15, and confirms the entry with the fetch TLB; only a miss
//! calls `helpers::lookup`.
//!
//! The probe is one shared stub (`emit_stubs`) that each block calls and then jumps to
//! what it returns, so the indirect jump (and its branch prediction) stays in the block
//! while the probe's code exists once, not once per block.
//!
//! An indirect exit (a load of r15: the PLT's `ldr pc, [ip, #n]!`, `ldr pc, [sp], #4`, a
//! jump table's `ldr pc, [pc, rN, lsl #2]`; BX and BLX of a register; data processing
//! to the PC: `mov pc, lr`, a switch's `add pc, pc, rN, lsl #2`; TBB/TBH) predicts its
//! target in its own code
//! (`emit_predicted`): a compare with an immediate and a patched jump, to the target's
//! entry where it lies in the site's page, else to a stub (`link_stub`) that checks the
//! target page's fetch TLB entry as the probe would. The code cache links a site to the
//! target its first misses find (`helpers::predict_miss`), a bounded number of times
//! (`cache::Predictions`), and unlinks it when the target's page is invalidated.

use std::mem::size_of;

use arm::insn::PC;
use arm::mmu::AccessKind;
use arm::state::psr;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi};

use super::regcache::RegCache;
use super::tlb::{emit_tlb_probe, tlb_for, ProbeAddr, ProbeTlb};
use super::{asm, off, ExitCode, Labels, Ops, Site};
use crate::abi::{
    jump_slot, JumpEntry, CPSR_KEY_MASK, JE_CPSR as CPSR, JE_ENTRY as ENTRY, JE_HOST as HOST,
    JE_SIZE_LOG2, JE_VPC as VPC, JUMP_BITS, JUMP_HASH, MEM_ABORTED_BIT,
};
use crate::helpers;
// `User` is the only mode translated with the User TLB.
const USER_MODE: i32 = arm::state::Mode::User as i32;

/// Continues at `target` (already in r15). A target in the block's own page maps to the
/// same physical page, with the same privilege and state: when that block is already
/// translated the code jumps straight to its entry (which keeps the tick check; both
/// blocks live in one physical page, so they are invalidated together); otherwise its
/// jump-cache slot and tag are known now, and the code checks that one entry inline,
/// behind a direct jump that the code cache may patch later. Anything else goes
/// through `chain`. Inside an IT block the IT state the jump leaves is not known here:
/// `chain`.
pub fn emit_goto(ops: &mut Ops, l: &Labels, site: &Site, target: u32) {
    if site.in_it {
        let chain = l.chain;
        asm!(ops; jmp =>chain);
        return;
    }
    emit_goto_it(ops, l, site, target, 0);
}

/// A branch back to the start of its own translation (`LoopHead`), `Core` exact (the
/// ticks of the taken path added) but for dirty registers and r15: dirty registers the
/// head keeps dirty in the same host registers stay there (stored only where the check
/// leaves), the others are stored; the registers of the head that the cache does not
/// hold in their host registers are loaded there, then the entry check of the head's
/// block, then the jump past it. Records what the cache held at the first one, and
/// which of those were dirty.
///
/// r15 (the head's address) is stored only where the check leaves: inside the loop
/// nothing reads it from `Core` (every helper the body calls is given its
/// instruction's address, and one that leaves the block writes r15 itself), and a
/// branch that leaves the loop stores its own target. The caller stores none.
pub fn emit_back_edge(ops: &mut Ops, l: &Labels, rc: &RegCache, head: &super::LoopHead) {
    let dirty = rc.dirty();
    head.back
        .borrow_mut()
        .get_or_insert_with(|| (rc.all().to_vec(), dirty.to_vec()));
    // Dirty registers stay in their host registers where the head has them there, and
    // marks them dirty (`LoopHead::dirty`); the others are stored here.
    let (kept, stored): (Vec<_>, Vec<_>) = dirty
        .iter()
        .partition(|e| head.regs.contains(e) && head.dirty.contains(e));
    super::regcache::emit_stores(ops, &stored);
    for &(h, r) in &head.regs {
        if !rc.holds(h, r) {
            asm!(ops; mov Rd(h), DWORD [state + off::reg(r)]);
        }
    }
    let (stop, label, pc) = (head.stop, head.label, head.pc);
    // The check leaves with `Core` exact: r15 and the kept ones stored on that way only.
    let leave = ops.new_dynamic_label();
    l.cold.defer(move |ops| {
        asm!(ops; =>leave);
        super::regcache::emit_stores(ops, &kept);
        asm!(ops
            ; mov DWORD [state + off::reg(PC)], pc as i32
            ; jmp =>stop
        );
    });
    // The usual outcome is the one jump back (taken), not a jump over the way out.
    asm!(ops
        ; cmp ticks, QWORD [state + off::NEXT_CHECK]
        ; jb =>label
        ; jmp =>leave
    );
}

/// `emit_goto` to the block that starts at `target` with IT state `it`, which the code
/// has left in the CPSR (a link is keyed by it; the jump-cache check of another page
/// compares the CPSR's).
pub fn emit_goto_it(ops: &mut Ops, l: &Labels, site: &Site, target: u32, it: u8) {
    let chain = l.chain;
    if target & !0xfff != site.vpage {
        match l.stubs {
            // Linked by the code cache (`emit_linked`): the target's translation is
            // keyed by no IT state, and the link stub checks what the jump-cache
            // check below does but the entry's mode (the block's own).
            Some(stubs) if it == 0 && !site.big_endian => emit_linked(ops, site, stubs),
            _ => emit_goto_other_page(ops, l, site, target),
        }
        return;
    }
    if let Some(entry) = (site.linked)(target, it) {
        if !emit_jmp_rel32(ops, site.base, entry) {
            asm!(ops
                ; mov rax, QWORD entry as i64
                ; jmp rax
            );
        }
        return;
    }
    if site.stubs.is_some() {
        // The code cache patches every such jump (its code buffer is always writable
        // through another view): until then it goes through `chain`.
        asm!(ops; jmp =>chain);
        site.links
            .borrow_mut()
            .push((ops.offset().0 - 4, target, it));
        return;
    }
    // A `jmp rel32` to the next instruction, which the code cache patches into a jump to
    // the target's entry once that block is translated (`Translation::links`); until
    // then the jump-cache check of any direct jump.
    ops.push(0xe9);
    site.links.borrow_mut().push((ops.offset().0, target, it));
    ops.push_i32(0);
    emit_goto_other_page(ops, l, site, target);
}

/// Emits `jmp rel32` to host address `to` if it is in reach from code assembled for
/// `base`; `false` (nothing emitted) otherwise.
fn emit_jmp_rel32(ops: &mut Ops, base: usize, to: usize) -> bool {
    emit_rel32(ops, 0xe9, base, to)
}

/// Emits `opcode rel32` (`jmp`/`call`) to host address `to`, if in reach.
fn emit_rel32(ops: &mut Ops, opcode: u8, base: usize, to: usize) -> bool {
    let next = base as i64 + ops.offset().0 as i64 + 5;
    let Ok(rel) = i32::try_from(to as i64 - next) else {
        return false;
    };
    ops.push(opcode);
    ops.push_i32(rel);
    true
}

/// A direct jump to another page: the probe of `emit_chain` with what is known now
/// folded in (the slot, the mode bits, which are the block's own, and the fetch TLB
/// entry of the target's page), so only the loads remain. Anything unexpected goes
/// through `chain`, which probes again and asks `helpers::lookup`.
fn emit_goto_other_page(ops: &mut Ops, l: &Labels, site: &Site, target: u32) {
    let chain = l.chain;
    let entry = site.jump_cache + jump_slot(target) * size_of::<JumpEntry>();
    asm!(ops
        ; mov rsi, QWORD entry as i64
        ; cmp DWORD [rsi + VPC], target as i32
        ; jne =>chain
        ; mov eax, DWORD [state + off::CPSR_REST]
        ; and eax, CPSR_KEY_MASK as i32
        ; cmp eax, DWORD [rsi + CPSR]
        ; jne =>chain
    );
    let tlb = tlb_for(site.user, AccessKind::Fetch);
    emit_tlb_probe(ops, ProbeAddr::Const(target), tlb, 0, chain);
    asm!(ops
        ; mov ecx, target as i32
        ; add rax, rcx
        ; cmp rax, QWORD [rsi + HOST]
        ; jne =>chain
        ; jmp QWORD [rsi + ENTRY]
    );
}

/// Addresses of the shared code `emit_stubs` wrote.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stubs {
    /// The jump-cache probe: called with the state in `rbx` and r15 and the CPSR in
    /// `Core`; returns in `rax` the entry of the next block, or the address of code that
    /// returns to the run loop (`ExitCode::Continue`). Clobbers the scratch registers.
    pub probe: usize,
    /// The shared slow path of single loads and stores (`mem::emit_mem`): called from
    /// a site's out-of-line code, where the call is followed by a `jmp rel32` back to the
    /// inline path and the site's `MemSite` (`MEM_SITE_AT`), with the value to store in
    /// r8 and the address in the register the site names. It saves r8, r13 and the
    /// cache registers (`MemFrame`), calls `helpers::mem_slow_shared`, restores them
    /// (their guest values are unchanged: the helper only stored the dirty ones to
    /// `Core`) and returns to the jump with the loaded value in `eax`; on an abort it leaves the site's frame and
    /// goes on as `chain` does (the data abort's vector is in r15).
    pub mem: usize,
    /// The epilogue (`translate::emit_epilogue`): blocks jump to it with the exit code
    /// in `eax` instead of holding a copy each.
    pub epilogue: usize,
    /// A predicted exit's miss (`emit_predicted`): jumped to from the block with the
    /// site's address in `rsi` and r15 in `Core`; calls `helpers::predict_miss`, which
    /// finds the next block as the probe's slow path does and links the site to it, and
    /// goes there (or returns to the run loop, `ExitCode::Continue`).
    pub predict: usize,
}

/// The code shared by all blocks, assembled for host address `base` (see `Stubs`).
pub fn emit_stubs(ops: &mut Ops, base: usize, jump_cache: usize) -> Stubs {
    let probe = ops.offset().0;
    let slow = ops.new_dynamic_label();
    emit_probe(ops, jump_cache, slow);
    asm!(ops
        ; mov rax, QWORD [rsi + ENTRY]
        ; ret
        ; =>slow
        // Called from a block: the stack is 8 bytes off the alignment helpers need.
        ; sub rsp, 8
        ; mov rdi, state
        ; mov rsi, QWORD jump_cache as i64
        ; mov rax, QWORD helpers::lookup as *const () as i64
        ; call rax
        ; add rsp, 8
        ; test rax, rax
        ; jz >miss
        ; ret
        ; miss:
        ; lea rax, [>leave]
        ; ret
        ; leave:
        // Back in the block's frame (it jumps here): return to the run loop.
        ; mov eax, ExitCode::Continue as i32
    );
    let epilogue = ops.offset().0;
    super::emit_epilogue(ops);
    asm!(ops; int3);
    let mem = ops.offset().0;
    emit_mem_stub(ops, base, base + probe);
    let predict = ops.offset().0;
    // In the block's frame (jumped to): the stack is aligned for the call.
    asm!(ops
        ; mov rdi, state
        ; mov rdx, QWORD jump_cache as i64
        ; mov rax, QWORD helpers::predict_miss as *const () as i64
        ; call rax
        ; test rax, rax
        ; jz >leave
        ; jmp rax
        ; leave:
        ; mov eax, ExitCode::Continue as i32
    );
    if !emit_jmp_rel32(ops, base, base + epilogue) {
        super::emit_epilogue(ops);
    }
    asm!(ops; int3);
    Stubs {
        probe: base + probe,
        mem: base + mem,
        epilogue: base + epilogue,
        predict: base + predict,
    }
}

/// Where a predicted exit (`emit_predicted`) holds what the code cache patches, in
/// bytes from its first: `cmp eax, imm32` (the predicted target's address; never that
/// of a target in the other state, which leaves `eax` odd), `jne rel32` (to the miss
/// path; to the translation's `chain` once the site is out of links), `jmp rel32` (to
/// the miss path until linked; then to the target's entry, or to its `link_stub`), and
/// the miss path: `lea rsi, [the site]; jmp Stubs::predict`.
pub mod predicted {
    /// The `cmp`'s immediate.
    pub const IMM: usize = 1;
    /// The `jne`'s operand.
    pub const JNE: usize = 7;
    /// The `jmp`'s operand.
    pub const JMP: usize = 12;
    /// The miss path.
    pub const MISS: usize = 16;
    /// The target a site holds before it is linked: odd, as no target it compares is.
    pub const UNLINKED: u32 = 1;
    /// A direct jump to another page (`emit_linked`): its `jmp rel32`'s operand and its
    /// miss path.
    pub const FIXED_JMP: usize = 1;
    pub const FIXED_MISS: usize = 5;
}

/// A direct jump to `target` (already in r15) in another page, linked by the code cache
/// as a predicted exit is, without the compare: `jmp rel32` to the miss path until its
/// first run links it (`Stubs::predict`), then to the target's `link_stub`. The code
/// cache records it (`Site::predicted`, `predicted::FIXED_JMP`).
fn emit_linked(ops: &mut Ops, site: &Site, stubs: Stubs) {
    let at = ops.offset().0;
    ops.push(0xe9);
    ops.push_i32(0);
    debug_assert_eq!(ops.offset().0 - at, predicted::FIXED_MISS);
    emit_miss_path(ops, site, stubs, at, true);
}

/// A linkable site's miss path, which its code at `at` reaches until it is linked: the
/// site's first byte in `rsi` and on to `Stubs::predict`; and the site recorded for the
/// code cache (`fixed`: a direct jump without the compare).
fn emit_miss_path(ops: &mut Ops, site: &Site, stubs: Stubs, at: usize, fixed: bool) {
    // lea rsi, [rip - (bytes since the site's start + 7)]: the site's first byte.
    let since = (ops.offset().0 - at) as i32;
    ops.extend([0x48, 0x8d, 0x35]);
    ops.push_i32(-(since + 7));
    if !emit_jmp_rel32(ops, site.base, stubs.predict) {
        asm!(ops
            ; mov rax, QWORD stubs.predict as i64
            ; jmp rax
        );
    }
    site.predicted.borrow_mut().push((at, fixed));
}

/// Continues at the target of an indirect exit, predicted in the code: `eax` holds it
/// (in the block's own state; a change of state leaves it odd, the target with bit 0
/// set, `branch::emit_interwork_from`, which a site linked to a target in the other
/// state compares), r15 and the ticks are in place as for `chain`. The
/// site starts unlinked (its miss path links it, `Stubs::predict`); the code cache
/// records it (`Site::predicted`) to patch it (`predicted` gives the layout). Without
/// the shared stubs, or inside an IT block (the jump leaves an IT state the target's
/// translation is not keyed by), plainly `chain`.
pub fn emit_predicted(ops: &mut Ops, l: &Labels, site: &Site) {
    let chain = l.chain;
    let Some(stubs) = l.stubs else {
        asm!(ops; jmp =>chain);
        return;
    };
    if site.in_it || site.big_endian {
        asm!(ops; jmp =>chain);
        return;
    }
    let at = ops.offset().0;
    // cmp eax, imm32
    ops.push(0x3d);
    ops.push_i32(predicted::UNLINKED as i32);
    // jne rel32 (the miss path), jmp rel32 (the miss path, the next instruction)
    ops.extend([0x0f, 0x85]);
    ops.push_i32((predicted::MISS - predicted::JNE - 4) as i32);
    ops.push(0xe9);
    ops.push_i32(0);
    debug_assert_eq!(ops.offset().0 - at, predicted::MISS);
    emit_miss_path(ops, site, stubs, at, false);
}

/// A predicted exit's link to a target outside its page (or in a page not linkable),
/// assembled for host address `base`: the fetch TLB entry of `target`'s page (in the
/// array of the site's privilege, `user`) must be there with the host addend the
/// target's translation was made from (`addend`: host address minus virtual address),
/// as the probe checks it; then the target's `entry`. Anything else goes on at the
/// site's translation's `chain` (the probe).
pub fn link_stub(
    base: usize,
    target: u32,
    user: bool,
    addend: u64,
    entry: usize,
    chain: usize,
) -> Vec<u8> {
    use crate::abi::{TLB_ADDEND, TLB_ENTRY_LOG2, TLB_TAG};
    let mut ops = Ops::new(base);
    let miss = ops.new_dynamic_label();
    let index = ((target >> 12) as usize & (arm::tlb::TLB_SIZE - 1)) << TLB_ENTRY_LOG2;
    let at = off::tlb(user, AccessKind::Fetch) + index as i32;
    asm!(ops
        ; cmp DWORD [state + at + TLB_TAG], (target & !0xfff) as i32
        ; jne =>miss
        ; mov rcx, QWORD addend as i64
        ; cmp QWORD [state + at + TLB_ADDEND], rcx
        ; jne =>miss
    );
    if !emit_jmp_rel32(&mut ops, base, entry) {
        asm!(ops
            ; mov rax, QWORD entry as i64
            ; jmp rax
        );
    }
    asm!(ops; =>miss);
    if !emit_jmp_rel32(&mut ops, base, chain) {
        asm!(ops
            ; mov rax, QWORD chain as i64
            ; jmp rax
        );
    }
    asm!(ops; int3);
    ops.finalize()
        .unwrap_or_else(|e| panic!("JIT: assembling a link stub failed: {e:?}"))
}

/// `Stubs::mem`, assembled for host address `base`, `probe` being `Stubs::probe`.
fn emit_mem_stub(ops: &mut Ops, base: usize, probe: usize) {
    // Pushed so that the lowest address holds `FRAME_REGS[0]`; with the return address
    // and the pad, the stack is aligned for the call.
    asm!(ops
        ; push r11
        ; push r10
        ; push r9
        ; push rdi
        ; push rsi
        ; push rbp
        ; push r13
        ; push r8
        ; sub rsp, 8
    );
    super::emit_sync_ticks(ops, true);
    asm!(ops
        ; mov rdi, state
        ; lea rsi, [rsp + 8]
        ; mov rax, QWORD helpers::mem_slow_shared as *const () as i64
        ; call rax
    );
    // Before the abort test: an abort leaves with the ticks the helper charged.
    super::emit_sync_ticks(ops, false);
    asm!(ops
        ; add rsp, 8
        ; pop r8
        ; pop r13
        ; pop rbp
        ; pop rsi
        ; pop rdi
        ; pop r9
        ; pop r10
        ; pop r11
        ; bt rax, MEM_ABORTED_BIT as i8
        ; jc >aborted
        ; ret
        ; aborted:
        // Back in the block's frame: continue at the vector as `chain` does.
        ; add rsp, 8
    );
    if !emit_rel32(ops, 0xe8, base, probe) {
        asm!(ops
            ; mov rax, QWORD probe as i64
            ; call rax
        );
    }
    asm!(ops
        ; jmp rax
        ; int3
    );
}

/// A call of the shared stub at `to` from code assembled for host address `base`.
pub(super) fn emit_call(ops: &mut Ops, base: usize, to: usize) {
    if !emit_rel32(ops, 0xe8, base, to) {
        asm!(ops
            ; mov rax, QWORD to as i64
            ; call rax
        );
    }
}

/// The `chain` label's code with the shared stubs: call the probe, go where it says;
/// then `exit`: a jump to the shared epilogue (or a copy of it where that is out of
/// `rel32` reach).
pub fn emit_chain_call(ops: &mut Ops, l: &Labels, stubs: &Stubs, base: usize) {
    let chain = l.chain;
    asm!(ops; =>chain);
    if !emit_rel32(ops, 0xe8, base, stubs.probe) {
        asm!(ops
            ; mov rax, QWORD stubs.probe as i64
            ; call rax
        );
    }
    let exit = l.exit;
    asm!(ops
        ; jmp rax
        ; =>exit
    );
    if !emit_rel32(ops, 0xe9, base, stubs.epilogue) {
        super::emit_epilogue(ops);
    }
}

/// The jump-cache probe for r15: falls through with the entry's address in `rsi` on a
/// hit, jumps to `slow` otherwise. The jump cache entry for r15 applies when its mode
/// bits match the CPSR and the fetch TLB of the mode's privilege (whose entries the DACR
/// permits: `tlb::ProbeTlb::InReg`) maps r15 to the host address the block was
/// translated from; a block outside RAM, or a TLB miss, needs `helpers::lookup` (which
/// walks the page tables).
fn emit_probe(ops: &mut Ops, jump_cache: usize, slow: DynamicLabel) {
    let priv_tlb = off::tlb(false, AccessKind::Fetch);
    let user_tlb = off::tlb(true, AccessKind::Fetch);
    asm!(ops
        ; mov ecx, DWORD [state + off::reg(PC)]
        // entry = jump_cache + 32 * jump_slot(pc)
        ; imul eax, ecx, JUMP_HASH as i32
        ; shr eax, (32 - JUMP_BITS) as i8
        ; shl eax, JE_SIZE_LOG2 as i8
        ; mov rsi, QWORD jump_cache as i64
        ; add rsi, rax
        ; cmp DWORD [rsi + VPC], ecx
        ; jne =>slow
        ; mov eax, DWORD [state + off::CPSR_REST]
        ; and eax, CPSR_KEY_MASK as i32
        ; cmp eax, DWORD [rsi + CPSR]
        ; jne =>slow
        // The fetch TLB of the mode's privilege.
        ; and eax, psr::MODE as i32
        ; lea r8, [state + priv_tlb]
        ; lea rdx, [state + user_tlb]
        ; cmp eax, USER_MODE
        ; cmove r8, rdx
    );
    // The fetch TLB entry of r15: tag, domain, host address.
    emit_tlb_probe(ops, ProbeAddr::Reg(1), ProbeTlb::InReg(8), 0, slow);
    asm!(ops
        ; add rax, rcx
        ; cmp rax, QWORD [rsi + HOST]
        ; jne =>slow
    );
}

/// The `chain` label's code without the shared stubs: the probe inline, then the
/// target's entry (which does the tick check). Falls into `exit` on a miss.
pub fn emit_chain(ops: &mut Ops, l: &Labels, jump_cache: usize) {
    let (chain, exit) = (l.chain, l.exit);
    let slow = ops.new_dynamic_label();
    asm!(ops; =>chain);
    emit_probe(ops, jump_cache, slow);
    asm!(ops
        ; jmp QWORD [rsi + ENTRY]
        ; =>slow
        ; mov rdi, state
        ; mov rsi, QWORD jump_cache as i64
        ; mov rax, QWORD helpers::lookup as *const () as i64
        ; call rax
        ; test rax, rax
        ; jz >miss
        ; jmp rax
        ; miss:
        ; mov eax, ExitCode::Continue as i32
        ; =>exit
    );
}

#[cfg(test)]
mod tests {
    use arm::block::{self, Block};

    use super::super::{fall_through, translate_in, Runtime};
    use super::*;

    const BASE: usize = 0x1000_0000;
    const PROBE: usize = 0x0ff0_0000;
    /// The shared stubs the tests' translations call: the probe at `PROBE`, the others
    /// after it.
    const STUBS: Stubs = Stubs {
        probe: PROBE,
        mem: PROBE + 0x100,
        epilogue: PROBE + 0x200,
        predict: PROBE + 0x300,
    };

    /// The block of ARM words `words` at 0x8000, translated at `BASE` with the shared
    /// probe at `PROBE`, with `linked` as the translated blocks of its page.
    fn translate(words: &[u32], linked: super::super::Linker) -> super::super::Translation {
        let b: Block = block::discover(0x8000, false, &mut |a| {
            words.get((a as usize).wrapping_sub(0x8000) / 4).copied()
        });
        let rt = Runtime {
            jump_cache: 0x2000_0000,
            stubs: Some(STUBS),
            self_link: false,
        };
        translate_in(BASE, &b, (0x8000, false), rt, None, linked)
    }

    fn rel32_target(code: &[u8], at: usize) -> usize {
        let rel = i32::from_le_bytes(code[at..at + 4].try_into().unwrap());
        (BASE as i64 + at as i64 + 4 + i64::from(rel)) as usize
    }

    #[test]
    fn a_jump_to_an_untranslated_block_of_the_page_waits_at_chain() {
        // mov r0, #1; b 0x8100
        let t = translate(&[0xe3a0_0001, 0xea00_003d], &|_, _| None);
        let [at] = t
            .links
            .iter()
            .filter(|l| l.1 == 0x8100 && l.2 == 0)
            .map(|l| l.0)
            .collect::<Vec<_>>()[..]
        else {
            panic!("links {:?}", t.links);
        };
        assert_eq!(t.code[at - 1], 0xe9, "a jmp rel32");
        // Until patched it reaches `chain`: a call of the shared probe, then `jmp rax`.
        let chain = rel32_target(&t.code, at) - BASE;
        assert_eq!(t.code[chain], 0xe8);
        assert_eq!(rel32_target(&t.code, chain + 1), PROBE);
        assert_eq!(t.code[chain + 5..chain + 7], [0xff, 0xe0]);
    }

    #[test]
    fn a_jump_to_a_translated_block_of_the_page_is_direct() {
        let entry = BASE + 0x4000;
        let t = translate(&[0xe3a0_0001, 0xea00_003d], &|vpc, it| {
            (vpc == 0x8100 && it == 0).then_some(entry)
        });
        assert!(t.links.iter().all(|l| l.1 != 0x8100));
        let jumps: Vec<usize> = (0..t.code.len() - 4)
            .filter(|&i| t.code[i] == 0xe9 && rel32_target(&t.code, i + 1) == entry)
            .collect();
        assert_eq!(jumps.len(), 1, "one jmp rel32 to the entry");
    }

    #[test]
    fn an_msr_to_the_cpsr_links_the_next_block_where_it_keeps_the_mode() {
        // mrs r2, cpsr; orr r3, r2, #0x80; msr cpsr_c, r3 (Linux's local_irq_save):
        // the block ends at the MSR, and its inline path (the mode kept) goes to the
        // next block's entry; its escape-hatch path (a change of mode) to `chain`.
        let words = [0xe10f_2000, 0xe382_3080, 0xe121_f003];
        let entry = BASE + 0x4000;
        let t = translate(&words, &|vpc, it| {
            (vpc == 0x800c && it == 0).then_some(entry)
        });
        let jumps = (0..t.code.len() - 4)
            .filter(|&i| t.code[i] == 0xe9 && rel32_target(&t.code, i + 1) == entry)
            .count();
        assert_eq!(jumps, 1, "one jmp rel32 to the next block's entry");
        // Not yet translated: a link the code cache patches.
        let t = translate(&words, &|_, _| None);
        assert!(
            t.links.iter().any(|l| (l.1, l.2) == (0x800c, 0)),
            "{:?}",
            t.links
        );
    }

    /// The Thumb halfwords `hws` at 0x8000 on ARMv7-A, starting with IT state `it`,
    /// translated with nothing linked: the links it asks for.
    fn thumb_links(hws: &[u16], it: u8) -> Vec<(u32, u8)> {
        let b = block::discover_on(block::Profile::ARMV7A, 0x8000, true, it, &mut |a| {
            hws.get((a as usize).wrapping_sub(0x8000) / 2)
                .map(|&h| u32::from(h))
        });
        let rt = Runtime {
            jump_cache: 0x2000_0000,
            stubs: Some(STUBS),
            self_link: false,
        };
        let t = translate_in(BASE, &b, (0x8000, false), rt, None, &|_, _| None);
        t.links.iter().map(|l| (l.1, l.2)).collect()
    }

    #[test]
    fn the_block_after_an_it_or_an_it_step_is_linked_under_its_it_state() {
        // ITE EQ: firstcond 0, mask 0b1100; the next block starts in that state.
        assert_eq!(thumb_links(&[0xbf0c], 0), vec![(0x8002, 0x0c)]);
        // MOVEQ r0, #1 (MOVS encoding, no flags in an IT block) ends its block; the
        // ELSE instruction's block follows with the state moved on.
        assert_eq!(thumb_links(&[0x2001, 0x2002], 0x0c), vec![(0x8002, 0x18)]);
        // MOVNE r0, #2, the last of the IT block: the next block is outside it.
        assert_eq!(thumb_links(&[0x2002, 0x2003], 0x18), vec![(0x8002, 0)]);
    }

    /// The Thumb block of halfwords `hws` at `pc` on ARMv7-A, starting with IT state `it`.
    fn thumb_block(pc: u32, hws: &[u16], it: u8) -> Block {
        block::discover_on(block::Profile::ARMV7A, pc, true, it, &mut |a| {
            hws.get((a as usize).wrapping_sub(pc as usize) / 2)
                .map(|&h| u32::from(h))
        })
    }

    #[test]
    fn an_it_and_a_step_of_an_it_block_fall_through_a_branch_does_not() {
        // cmp r0, r1; it cs: the next block starts in the IT state.
        let a = thumb_block(0x8000, &[0x4288, 0xbf28], 0);
        assert_eq!(fall_through(&a), Some((0x8004, 0x28)));
        // cmpcs r2, r3, the only instruction of the IT block: the next is outside it.
        let b = thumb_block(0x8004, &[0x429a, 0xd3fa], 0x28);
        assert_eq!(b.insns.len(), 1);
        assert_eq!(fall_through(&b), Some((0x8006, 0)));
        // bcc back: a branch.
        let c = thumb_block(0x8006, &[0xd3fa], 0);
        assert_eq!(fall_through(&c), None);
        // it cs as a page's last halfword: the next block is on another page.
        let d = thumb_block(0x8ffe, &[0xbf28], 0);
        assert_eq!(fall_through(&d), None);
        // 64 NOPs: cut at the length cap, not fused.
        let e = block::discover(0x8000, false, &mut |_| Some(0xe1a0_0000));
        assert_eq!(e.end, block::BlockEnd::LengthCap);
        assert_eq!(fall_through(&e), None);
    }

    /// bc's multiply loop on armhf (three blocks split by `it cs`), translated as one.
    #[test]
    fn fused_blocks_keep_each_boundary_check_and_link_only_what_leaves() {
        use super::super::translate_fused;
        // ldrb.w r4, [r1], #1; muls r4, r5; cmp r0, r1; it cs | cmpcs r2, r3 | bcc 0x8000.
        let a = thumb_block(0x8000, &[0xf811, 0x4b01, 0x436c, 0x4288, 0xbf28], 0);
        let b = thumb_block(0x800a, &[0x429a], 0x28);
        let c = thumb_block(0x800c, &[0xd3f8], 0);
        assert_eq!(fall_through(&a), Some((b.pc, b.it)));
        assert_eq!(fall_through(&b), Some((c.pc, c.it)));
        let rt = Runtime {
            jump_cache: 0x2000_0000,
            stubs: Some(STUBS),
            self_link: false,
        };
        let fused = translate_fused(
            BASE,
            &[(&a, Some(7)), (&b, Some(8)), (&c, Some(9))],
            (0x8000, false),
            rt,
            &|_, _| None,
        );
        let alone = translate_in(BASE, &a, (0x8000, false), rt, Some(7), &|_, _| None);
        // One entry check per block: `cmp r15, [rbx + next_check]`.
        let check = &fused.code[..3];
        let checks = |code: &[u8]| code.windows(3).filter(|w| w == &check).count();
        assert_eq!(checks(&alone.code), 1);
        assert_eq!(checks(&fused.code), 3);
        // Each block's trace word: `mov qword [r14], bb`.
        for bb in [7u8, 8, 9] {
            let word = [0x49, 0xc7, 0x06, bb, 0, 0, 0];
            assert_eq!(
                fused.code.windows(7).filter(|w| *w == word).count(),
                1,
                "the word of block {bb}"
            );
        }
        // The block alone links to the next; fused, only the loop's branch is linked
        // (its two paths: back to 0x8000 and on to 0x800e).
        assert_eq!(
            alone.links.iter().map(|l| l.1).collect::<Vec<_>>(),
            [0x800a]
        );
        let mut targets: Vec<u32> = fused.links.iter().map(|l| l.1).collect();
        targets.sort_unstable();
        targets.dedup();
        assert_eq!(targets, [0x8000, 0x800e]);
        assert_eq!(fused.body_offset, alone.body_offset);
    }

    /// Registers left dirty before `it cs` stay in their host registers across the
    /// boundary into the fused block after it: stored only where the boundary's check
    /// leaves (a stub before the common exit), not on the straight line.
    #[test]
    fn registers_stay_dirty_across_a_fused_boundary_and_are_stored_on_its_way_out() {
        let (fused, at) = bc_loop_fused();
        let code = &fused;
        let stores = |r, range| reg_stores(code, r, range);
        // From the entry to the second block's check: r1 and r4 (written by the load
        // and the multiply) are not stored.
        assert_eq!(stores(1, 0..at[1]) + stores(4, 0..at[1]), 0);
        // The check leaves through a stub that stores both (after the CMP's flags,
        // `flags::Remat`, and the IT bits the IT left to it, `it::emit_sync`), then
        // r15 (the fused block's end stores none), then goes on to the exit.
        assert_eq!(code[at[1] + 7..at[1] + 9], [0x0f, 0x83], "jae rel32");
        let stub = rel32_target(code, at[1] + 9) - BASE;
        let n = n_store();
        let flags_end = stub + find(&code[stub..], &n).expect("N stored") + 4 * n.len();
        // `and` and `or` of the CPSR's IT bits (`81 /4` and `81 /1`, disp32, imm32).
        let cpsr = off::CPSR_REST.to_le_bytes();
        assert_eq!(code[flags_end..flags_end + 2], [0x81, 0xa3], "and");
        assert_eq!(code[flags_end + 2..flags_end + 6], cpsr);
        assert_eq!(code[flags_end + 10..flags_end + 12], [0x81, 0x8b], "or");
        assert_eq!(code[flags_end + 12..flags_end + 16], cpsr);
        // (`mov [rbx + disp32], r32` with dynasm's REX prefix: 7 bytes each.)
        let regs = flags_end + 20..flags_end + 34;
        assert_eq!(stores(1, regs.clone()) + stores(4, regs), 2);
        // `mov dword [rbx + r15], 0x800a`.
        let pc = flags_end + 34;
        assert_eq!(code[pc..pc + 2], [0xc7, 0x83]);
        assert_eq!(code[pc + 2..pc + 6], off::reg(15).to_le_bytes());
        assert_eq!(code[pc + 6..pc + 10], 0x800au32.to_le_bytes());
        assert_eq!(code[pc + 10], 0xe9, "then a jmp");
        // r15 and the IT bits are not stored on the straight line before the second
        // block's check.
        let pc_store = [&[0xc7, 0x83][..], &off::reg(15).to_le_bytes()].concat();
        assert_eq!(find(&code[..at[1]], &pc_store), None);
        assert_eq!(
            find(&code[..at[1]], &[&[0x81, 0xa3][..], &cpsr].concat()),
            None
        );
        // The first block's own check has nothing to store: it leaves directly.
        let first = rel32_target(code, 9) - BASE;
        assert_eq!(code[first..first + 5], [0xb8, 2, 0, 0, 0]);
    }

    /// bc's loop, fused and not linked (`ldrb.w r4, [r1], #1; muls r4, r5; cmp r0, r1;
    /// it cs | cmpcs r2, r3 | bcc 0x8000`): its code and where its three blocks' entry
    /// checks start.
    fn bc_loop_fused() -> (Vec<u8>, Vec<usize>) {
        use super::super::translate_fused;
        // ldrb.w r4, [r1], #1; muls r4, r5; cmp r0, r1; it cs | cmpcs r2, r3 | bcc 0x8000.
        let a = thumb_block(0x8000, &[0xf811, 0x4b01, 0x436c, 0x4288, 0xbf28], 0);
        let b = thumb_block(0x800a, &[0x429a], 0x28);
        let c = thumb_block(0x800c, &[0xd3f8], 0);
        let rt = Runtime {
            jump_cache: 0x2000_0000,
            stubs: Some(STUBS),
            self_link: false,
        };
        let fused = translate_fused(
            BASE,
            &[(&a, None), (&b, None), (&c, None)],
            (0x8000, false),
            rt,
            &|_, _| None,
        );
        let code = &fused.code;
        let check = &code[..3];
        let at: Vec<usize> = (0..code.len() - 3)
            .filter(|&i| &code[i..i + 3] == check)
            .collect();
        assert_eq!(at.len(), 3, "one entry check per block");
        (fused.code, at)
    }

    /// Stores of guest register `r` (`mov [rbx + disp32], r32`) in `code[range]`.
    fn reg_stores(code: &[u8], r: u8, range: std::ops::Range<usize>) -> usize {
        let disp = off::reg(r).to_le_bytes();
        code[range]
            .windows(6)
            .filter(|w| w[0] == 0x89 && w[1] & 0xc7 == 0x83 && w[2..] == disp)
            .count()
    }

    /// `sets BYTE [rbx + N]`, the first of the four flag stores (each as long).
    fn n_store() -> Vec<u8> {
        let mut ops = Ops::new(0);
        asm!(ops; sets BYTE [state + off::N]);
        ops.finalize().unwrap()
    }

    fn find(code: &[u8], pat: &[u8]) -> Option<usize> {
        code.windows(pat.len()).position(|w| w == pat)
    }

    /// bc's loop: the CMP before `it cs` leaves its flags in the host flags only, across
    /// the IT and the fused boundary after it (its check and the IT bits' update
    /// clobber them: the `cmp` is made again past them, `flags::Remat`); the CMPCS
    /// tests them there and stores them only on its failing path, out of line.
    #[test]
    fn a_cmps_flags_stay_unstored_across_an_it_and_a_fused_boundary() {
        let (fused, at) = bc_loop_fused();
        let code = &fused;
        let n = n_store();
        let count = |range: std::ops::Range<usize>| {
            code[range]
                .windows(n.len())
                .filter(|w| *w == &n[..])
                .count()
        };
        // On the first block's straight line, only the MULS stores N (and Z), not the
        // CMP.
        assert_eq!(count(0..at[1]), 1);
        // Where the boundary's check leaves, the CMP is made again (`cmp r32, r32`:
        // an optional REX, then 39 or 3b, then ModRM) and its flags stored.
        let stub = rel32_target(code, at[1] + 9) - BASE;
        let len = find(&code[stub..], &n).expect("N stored");
        assert!(matches!(len, 2 | 3), "cmp of {len} bytes");
        assert!(matches!(code[stub + len - 2], 0x39 | 0x3b), "cmp");
        // Past the second block's check (13 bytes), the same `cmp` on the straight line,
        // and (past the loads of the CMPCS's operands) `jb rel32`: CMPCS fails where C
        // is clear, tested on the host flags.
        let remat = at[1] + 13;
        assert_eq!(
            code[remat..remat + len],
            code[stub..stub + len],
            "the same cmp"
        );
        let jb = remat + find(&code[remat..at[2]], &[0x0f, 0x82]).expect("jb rel32");
        // Its failing path stores the CMP's flags, then joins the straight line.
        let fail = rel32_target(code, jb + 2) - BASE;
        assert!(fail > at[2], "out of line");
        assert_eq!(code[fail..fail + n.len()], n[..]);
        assert_eq!(code[fail + 4 * n.len()], 0xe9, "then a jmp");
        // On the passing path the CMPCS's own flags are stored: N once there.
        assert_eq!(count(at[1]..at[2]), 1);
    }

    /// bc's loop with a linkable page: the `bcc` back to 0x8000 stays inside the
    /// translation (an entry check, then a jump past the head's own check), and the
    /// registers the loop keeps are loaded once, at the head.
    #[test]
    fn a_back_edge_to_the_translation_start_keeps_its_registers() {
        use super::super::translate_fused;
        // ldrb.w r4, [r1], #1; muls r4, r5; cmp r0, r1; it cs | cmpcs r2, r3 | bcc 0x8000.
        let a = thumb_block(0x8000, &[0xf811, 0x4b01, 0x436c, 0x4288, 0xbf28], 0);
        let b = thumb_block(0x800a, &[0x429a], 0x28);
        let c = thumb_block(0x800c, &[0xd3f8], 0);
        let blocks = [(&a, None), (&b, None), (&c, None)];
        let rt = |self_link| Runtime {
            jump_cache: 0x2000_0000,
            stubs: Some(STUBS),
            self_link,
        };
        let targets = |t: &super::super::Translation| {
            let mut v: Vec<u32> = t.links.iter().map(|l| l.1).collect();
            v.sort_unstable();
            v.dedup();
            v
        };
        let linked = translate_fused(BASE, &blocks, (0x8000, false), rt(false), &|_, _| None);
        assert_eq!(targets(&linked), [0x8000, 0x800e]);
        let looped = translate_fused(BASE, &blocks, (0x8000, false), rt(true), &|_, _| None);
        assert_eq!(targets(&looped), [0x800e], "the back edge is not a link");
        let code = &looped.code;
        let check = &code[..3];
        let at: Vec<usize> = (0..code.len() - 3)
            .filter(|&i| &code[i..i + 3] == check)
            .collect();
        // The three blocks' entry checks and the back edge's.
        assert_eq!(at.len(), 4);
        // The back edge: the check, then `jb rel32` to the head, past the entry check
        // and the loads of the loop's registers (r0, r1, r4, r5 at least).
        let back = at[3];
        assert_eq!(code[back + 7..back + 9], [0x0f, 0x82], "jb rel32");
        let head = rel32_target(code, back + 9) - BASE;
        assert!(head >= looped.body_offset + 4 * 6, "head at {head:#x}");
        assert!(head < at[1]);
        // Nothing is loaded on the back edge: the cache holds the head's registers.
        assert_eq!(
            code[back - 6..back - 4],
            [0x8d, 0xbf],
            "lea r15, [r15 + ..]"
        );
        // Nor stored: the registers the loop writes (r1 by the load's write-back, r4)
        // stay dirty across the back edge (the head marks them dirty); they are stored
        // where its check leaves.
        let stores = |r, range| reg_stores(code, r, range);
        assert_eq!(stores(1, at[2]..back) + stores(4, at[2]..back), 0);
        // Else `jmp rel32` to the way out.
        assert_eq!(code[back + 13], 0xe9, "jmp rel32");
        let stub = rel32_target(code, back + 14) - BASE;
        assert_eq!(stores(1, stub..stub + 14) + stores(4, stub..stub + 14), 2);
        // r15 (the head) is stored there too, then the jump; not on the back edge's
        // straight path (from the bcc's block to the jump back).
        let pc = pc_store(0x8000);
        assert_eq!(code[stub + 14..stub + 14 + pc.len()], pc[..], "r15 stored");
        assert_eq!(code[stub + 14 + pc.len()], 0xe9, "then a jmp");
        assert_eq!(find(&code[at[2]..back + 19], &pc), None);
    }

    /// `mov DWORD [rbx + r15's offset], value`.
    fn pc_store(value: u32) -> Vec<u8> {
        let mut ops = Ops::new(0);
        asm!(ops; mov DWORD [state + off::reg(PC)], value as i32);
        ops.finalize().unwrap().to_vec()
    }

    #[test]
    fn stubs_call_lookup_with_an_aligned_stack() {
        let mut ops = Ops::new(BASE);
        let s = emit_stubs(&mut ops, BASE, 0x2000_0000);
        assert_eq!(s.probe, BASE);
        let code = ops.finalize().unwrap();
        // `sub rsp, 8` ... `call rax` ... `add rsp, 8` around the helper call.
        let find = |pat: &[u8]| code.windows(pat.len()).position(|w| w == pat);
        let sub = find(&[0x48, 0x83, 0xec, 0x08]).expect("sub rsp, 8");
        let call = find(&[0xff, 0xd0]).expect("call rax");
        let add = find(&[0x48, 0x83, 0xc4, 0x08]).expect("add rsp, 8");
        assert!(sub < call && call < add);
    }

    #[test]
    fn the_entry_check_falls_through_into_the_body() {
        let t = translate(&[0xe3a0_0001, 0xea00_003d], &|_, _| None);
        // cmp r15 (the ticks), [next_check]; jae rel32 (out of line); body.
        assert_eq!(t.code[..3], [0x4c, 0x3b, 0xbb]);
        assert_eq!(t.body_offset, 13);
        assert_eq!(t.code[7..9], [0x0f, 0x83]);
        let stop = rel32_target(&t.code, 9) - BASE;
        assert!(stop > t.body_offset);
        // There: exit code Continue into `eax`.
        assert_eq!(t.code[stop..stop + 5], [0xb8, 2, 0, 0, 0]);
    }
}

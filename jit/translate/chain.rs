//! Leaving a block for the next one without returning to the run loop: direct jumps
//! to the same page check the one jump-cache entry they can name at translation time;
//! every other exit (indirect branches, other pages, after a helper) probes the jump
//! cache inline, keyed by r15, and confirms the entry with the fetch TLB; only a miss
//! calls `helpers::lookup`.

use std::mem::{offset_of, size_of};

use arm::insn::PC;
use arm::mmu::AccessKind;
use arm::state::psr;
use dynasmrt::{DynasmApi, DynasmLabelApi};

use super::{asm, off, ExitCode, Labels, Ops, Site};
use crate::cache::{jump_slot, JumpEntry, Key, JUMP_CACHE};
use crate::helpers;

const VPC: i32 = offset_of!(JumpEntry, vpc) as i32;
const TAG: i32 = offset_of!(JumpEntry, tag) as i32;
const HOST: i32 = offset_of!(JumpEntry, host) as i32;
const ENTRY: i32 = offset_of!(JumpEntry, entry) as i32;
const DACR: i32 = offset_of!(arm::Core, mmu.regs.dacr) as i32;

// The inline probe scales the slot by 40 (`lea` by 5, then by 8).
const _: () = assert!(size_of::<JumpEntry>() == 40);
// The slot hash below is written for this size.
const _: () = assert!(JUMP_CACHE == 1 << 16);
// `User` is the only mode translated with the User TLB.
const USER_MODE: i32 = arm::state::Mode::User as i32;

/// Continues at `target` (already in r15). A target in the block's own page maps to the
/// same physical page, with the same privilege and state: when that block is already
/// translated the code jumps straight to its entry (which keeps the tick check; both
/// blocks live in one physical page, so they are invalidated together); otherwise its
/// jump-cache slot and tag are known now, and the code checks that one entry inline,
/// behind a direct jump that the code cache may patch later. Anything else goes
/// through `chain`.
pub fn emit_goto(ops: &mut Ops, l: &Labels, site: &Site, target: u32) {
    let chain = l.chain;
    if target & !0xfff != site.vpage {
        emit_goto_other_page(ops, l, site, target);
        return;
    }
    if let Some(entry) = (site.linked)(target) {
        asm!(ops
            ; mov rax, QWORD entry as i64
            ; jmp rax
        );
        return;
    }
    // A `jmp rel32` to the next instruction, which the code cache patches into a jump to
    // the target's entry once that block is translated (`Translation::links`).
    ops.push(0xe9);
    site.links.borrow_mut().push((ops.offset().0, target));
    ops.push_i32(0);
    let entry = site.jump_cache + jump_slot(target) * size_of::<JumpEntry>();
    let tag = Key {
        vpc: target,
        paddr: site.ppage | (target & 0xfff),
        thumb: site.thumb,
        user: site.user,
    }
    .tag();
    asm!(ops
        ; mov rax, QWORD entry as i64
        ; cmp DWORD [rax + VPC], target as i32
        ; jne =>chain
        ; mov rcx, QWORD tag as i64
        ; cmp QWORD [rax + TAG], rcx
        ; jne =>chain
        ; jmp QWORD [rax + ENTRY]
    );
}

/// A direct jump to another page: the probe of `emit_chain` with what is known now
/// folded in (the slot, the mode bits, which are the block's own, and the fetch TLB
/// entry of the target's page), so only the loads remain. Anything unexpected goes
/// through `chain`, which probes again and asks `helpers::lookup`.
fn emit_goto_other_page(ops: &mut Ops, l: &Labels, site: &Site, target: u32) {
    let chain = l.chain;
    let entry = site.jump_cache + jump_slot(target) * size_of::<JumpEntry>();
    let mode_bits = (i32::from(site.user) << 1) | i32::from(site.thumb);
    let tlb = super::mem::tlb_offset(site.user, AccessKind::Fetch)
        + ((target >> 12) as usize & (arm::tlb::TLB_SIZE - 1)) as i32
            * size_of::<arm::tlb::TlbEntry>() as i32;
    asm!(ops
        ; mov rsi, QWORD entry as i64
        ; cmp DWORD [rsi + VPC], target as i32
        ; jne =>chain
        ; mov eax, DWORD [rsi + TAG]
        ; and eax, 3
        ; cmp eax, mode_bits
        ; jne =>chain
        ; cmp DWORD [state + tlb], (target & !0xfff) as i32
        ; jne =>chain
        ; mov eax, DWORD [state + DACR]
        ; and eax, DWORD [state + tlb + 4]
        ; cmp eax, DWORD [state + tlb + 4]
        ; jne =>chain
        ; mov eax, target as i32
        ; add rax, QWORD [state + tlb + 8]
        ; cmp rax, QWORD [rsi + HOST]
        ; jne =>chain
        ; jmp QWORD [rsi + ENTRY]
    );
}

/// The `chain` label's code: continue at r15 in the current mode and state. The jump
/// cache entry for r15 applies when its mode bits match the CPSR and the fetch TLB maps
/// r15 (with the domain check) to the host address the block was translated from; a
/// block outside RAM, or a TLB miss, asks `helpers::lookup` (which walks the page
/// tables). The target's entry does the tick check. Falls into `exit` on a miss.
pub fn emit_chain(ops: &mut Ops, l: &Labels, jump_cache: usize) {
    let (chain, exit) = (l.chain, l.exit);
    let priv_tlb = super::mem::tlb_offset(false, AccessKind::Fetch);
    let user_tlb = super::mem::tlb_offset(true, AccessKind::Fetch);
    asm!(ops
        ; =>chain
        ; mov ecx, DWORD [state + off::reg(PC)]
        // slot = ((pc >> 2) ^ (pc >> 18) ^ ((pc & 2) << 14)) & (JUMP_CACHE - 1) (`jump_slot`),
        // entry = jump_cache + 40 * slot
        ; mov eax, ecx
        ; shr eax, 2
        ; mov edx, ecx
        ; shr edx, 18
        ; xor eax, edx
        ; mov edx, ecx
        ; and edx, 2
        ; shl edx, 14
        ; xor eax, edx
        ; and eax, (JUMP_CACHE - 1) as i32
        ; lea rax, [rax + rax * 4]
        ; mov rsi, QWORD jump_cache as i64
        ; lea rsi, [rsi + rax * 8]
        ; cmp DWORD [rsi + VPC], ecx
        ; jne >slow
        // Mode bits of the tag: user << 1 | thumb; the TLB of that privilege.
        ; mov eax, DWORD [state + off::CPSR_REST]
        ; mov edx, eax
        ; shr edx, 5
        ; and edx, 1
        ; and eax, psr::MODE as i32
        ; cmp eax, USER_MODE
        ; je >user
        ; lea r8, [state + priv_tlb]
        ; jmp >tlb
        ; user:
        ; or edx, 2
        ; lea r8, [state + user_tlb]
        ; tlb:
        ; mov eax, DWORD [rsi + TAG]
        ; and eax, 3
        ; cmp eax, edx
        ; jne >slow
        // The fetch TLB entry of r15: tag, domain, host address.
        ; mov eax, ecx
        ; shr eax, 12
        ; and eax, (arm::tlb::TLB_SIZE - 1) as i32
        ; shl eax, 4
        ; add r8, rax
        ; mov eax, ecx
        ; and eax, 0xffff_f000u32 as i32
        ; cmp eax, DWORD [r8]
        ; jne >slow
        ; mov eax, DWORD [state + DACR]
        ; and eax, DWORD [r8 + 4]
        ; cmp eax, DWORD [r8 + 4]
        ; jne >slow
        ; mov rax, QWORD [r8 + 8]
        ; add rax, rcx
        ; cmp rax, QWORD [rsi + HOST]
        ; jne >slow
        ; jmp QWORD [rsi + ENTRY]
        ; slow:
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

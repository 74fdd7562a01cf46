//! BX/BLX (register and immediate) and the two halves of Thumb's BL/BLX pair, translated natively:
//! the interworking rule of `arm::interp` (bit 0 selects Thumb; ARM targets are
//! word-aligned, Thumb targets halfword-aligned) applied inline.

use arm::insn::{Reg, LR, PC};
use arm::state::psr;
use dynasmrt::{DynasmApi, DynasmLabelApi};

use super::{asm, off};
use super::{Labels, Ops};

/// BX Rm (and BLX Rm with `link`): r15 and the T bit from Rm (read before LR is
/// written; `BX PC` reads `pc_read`, whose bit 0 is clear: it enters ARM state). The
/// caller handles the condition, ticks and the continuation (`chain`).
pub fn emit_bx(ops: &mut Ops, l: &Labels, rm: Reg, link: Option<u32>, pc_read: u32, thumb: bool) {
    if rm == PC {
        asm!(ops; mov eax, pc_read as i32);
    } else {
        asm!(ops; mov eax, DWORD [state + off::reg(rm)]);
    }
    if let Some(lr) = link {
        asm!(ops; mov DWORD [state + off::reg(LR)], lr as i32);
    }
    emit_interwork_from(ops, l, thumb);
}

/// BLX <imm> (ARM state only): LR = the next instruction, Thumb state, r15 = `target`
/// (its bit 0 cleared). The caller continues at `chain` (the target is Thumb code, so
/// it is not a direct jump within this block's state).
pub fn emit_blx_imm(ops: &mut Ops, target: u32, next: u32) {
    asm!(ops
        ; mov DWORD [state + off::reg(LR)], next as i32
        ; or DWORD [state + off::CPSR_REST], psr::T as i32
        ; mov DWORD [state + off::reg(PC)], (target & !1) as i32
    );
}

/// Thumb-2's BLX <label>: LR = the next instruction with bit 0 set, ARM state, r15 =
/// `target` (Align(PC, 4) + offset, computed by the caller). The caller continues at
/// `chain`.
pub fn emit_blx_imm_thumb(ops: &mut Ops, target: u32, next: u32) {
    asm!(ops
        ; mov DWORD [state + off::reg(LR)], (next | 1) as i32
        ; and DWORD [state + off::CPSR_REST], !psr::T as i32
        ; mov DWORD [state + off::reg(PC)], target as i32
    );
}

/// Writes the target in `eax` to r15 with interworking (the interpreter's
/// `interwork`: bit 0 selects Thumb state; an ARM target is word-aligned), in code of a
/// known state (`thumb`: the block's, which the CPSR's T bit holds): a target in the
/// same state leaves the CPSR alone and falls through; a change of state is out of line
/// (`Labels::cold`). Afterwards `eax` holds the target where the state stays, and an
/// odd value where it changed (r15 holds the target): a predicted exit
/// (`chain::emit_predicted`), whose targets are even addresses in the block's state,
/// never matches it.
pub fn emit_interwork_from(ops: &mut Ops, l: &Labels, thumb: bool) {
    let (other, done) = (ops.new_dynamic_label(), ops.new_dynamic_label());
    if thumb {
        asm!(ops
            ; test al, 1
            ; jz =>other
            ; and eax, !1
        );
        l.cold.defer(move |ops| {
            asm!(ops
                ; =>other
                ; and DWORD [state + off::CPSR_REST], !psr::T as i32
                ; and eax, !3
                ; mov DWORD [state + off::reg(PC)], eax
                ; or eax, 1
                ; jmp =>done
            )
        });
    } else {
        asm!(ops
            ; test al, 1
            ; jnz =>other
            ; and eax, !3
        );
        l.cold.defer(move |ops| {
            asm!(ops
                ; =>other
                ; or DWORD [state + off::CPSR_REST], psr::T as i32
                ; and eax, !1
                ; mov DWORD [state + off::reg(PC)], eax
                ; or eax, 1
                ; jmp =>done
            )
        });
    }
    asm!(ops; mov DWORD [state + off::reg(PC)], eax; =>done);
}

/// First half of the Thumb BL/BLX pair: LR = PC read value + offset.
pub fn emit_bl_prefix(ops: &mut Ops, pc_read: u32, offset: i32) {
    asm!(ops; mov DWORD [state + off::reg(LR)], pc_read.wrapping_add(offset as u32) as i32);
}

/// Second half of the Thumb BL/BLX pair: target = LR + offset, LR = next | 1; BLX
/// enters ARM state at the word-aligned target. Ends the block (continues at `chain`).
pub fn emit_bl_suffix(ops: &mut Ops, l: &Labels, offset: u32, exchange: bool, next: u32) {
    let chain = l.chain;
    asm!(ops
        ; mov eax, DWORD [state + off::reg(LR)]
        ; add eax, offset as i32
        ; mov DWORD [state + off::reg(LR)], (next | 1) as i32
    );
    if exchange {
        asm!(ops
            ; and DWORD [state + off::CPSR_REST], !psr::T as i32
            ; and eax, !3
        );
    } else {
        asm!(ops; and eax, !1);
    }
    asm!(ops
        ; mov DWORD [state + off::reg(PC)], eax
        ; jmp =>chain
    );
}

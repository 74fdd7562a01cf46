//! Translation of one decoded block into x86-64. All emission goes through the
//! `asm!` wrapper (architecture fixed, the state register named) and the `emit_*`
//! functions of the instruction-class modules.
//!
//! Register conventions inside generated code:
//! - `rbx` (`state`) holds `*mut Core` for the whole run; guest registers and flags
//!   live in `Core` (no host register caching across instructions).
//! - `rax`, `rcx`, `rdx`, `rsi`, `rdi`, `r8`-`r11` are scratch; helpers are called with
//!   the System V ABI, the stack 16-byte aligned by the prologue.

mod alu;
mod cond;
mod fallback;

use arm::block::{Block, BlockInsn};
use arm::insn::{Cond, Op, LR, PC};
use arm::Core;
use dynasmrt::x64::Assembler;
use dynasmrt::{AssemblyOffset, DynamicLabel, DynasmApi, DynasmLabelApi};

/// The one wrapper over `dynasm!`: fixes the architecture and names the pinned
/// state register.
macro_rules! asm {
    ($ops:expr; $($t:tt)*) => {
        ::dynasmrt::dynasm!($ops
            ; .arch x64
            ; .alias state, rbx
            ; $($t)*
        )
    };
}
pub(crate) use asm;

/// Byte offsets of the `Core` fields generated code touches.
pub(crate) mod off {
    use arm::Core;
    use std::mem::offset_of;

    pub const TICKS: i32 = offset_of!(Core, ticks) as i32;
    pub const NEXT_CHECK: i32 = offset_of!(Core, next_check) as i32;
    pub const R: i32 = offset_of!(Core, s.r) as i32;
    pub const N: i32 = offset_of!(Core, s.n) as i32;
    pub const Z: i32 = offset_of!(Core, s.z) as i32;
    pub const C: i32 = offset_of!(Core, s.c) as i32;
    pub const V: i32 = offset_of!(Core, s.v) as i32;

    /// Offset of guest register `r`.
    pub const fn reg(r: u8) -> i32 {
        R + 4 * r as i32
    }
}

/// Why generated code returned to the run loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum ExitCode {
    /// A block ended (or the tick check failed): look up the block at r15.
    Continue = 1,
    /// CP15 wait-for-interrupt.
    Wfi = 2,
    /// The block is a branch to itself (see `arm::run::is_self_loop`); not executed.
    SelfLoop = 3,
}

impl ExitCode {
    fn from_raw(v: u32) -> ExitCode {
        match v {
            2 => ExitCode::Wfi,
            3 => ExitCode::SelfLoop,
            _ => ExitCode::Continue,
        }
    }
}

/// The entry and exit trampolines at the start of every code buffer.
#[derive(Clone, Copy, Debug)]
pub struct Prologue {
    entry: AssemblyOffset,
    /// Generated code jumps here with the exit code in `eax`.
    pub(crate) exit: DynamicLabel,
}

/// Signature of the entry trampoline: `(core, block code) -> exit code`.
type EntryFn = extern "sysv64" fn(*mut Core, *const u8) -> u32;

impl Prologue {
    /// Runs translated code starting at `code` until it exits.
    ///
    /// # Safety
    /// `code` must be the entry of a block translated into `asm`'s committed buffer
    /// with this prologue, and `asm` must not be altered while it runs.
    pub unsafe fn enter(&self, asm: &Assembler, core: &mut Core, code: *const u8) -> ExitCode {
        let entry = {
            let reader = asm.reader();
            let buf = reader.lock();
            buf.ptr(self.entry)
        };
        // SAFETY: `entry` is the trampoline emitted by `emit_prologue`, which follows
        // the System V ABI of `EntryFn` (callee-saved registers preserved, stack
        // aligned for helper calls).
        let f: EntryFn = unsafe { std::mem::transmute::<*const u8, EntryFn>(entry) };
        ExitCode::from_raw(f(core, code))
    }
}

/// Emits the entry/exit trampolines.
pub fn emit_prologue(ops: &mut Assembler) -> Prologue {
    let exit = ops.new_dynamic_label();
    let entry = ops.offset();
    asm!(ops
        ; push rbx
        ; push rbp
        ; push r12
        ; push r13
        ; push r14
        ; push r15
        ; sub rsp, 8
        ; mov state, rdi
        ; jmp rsi
        ; =>exit
        ; add rsp, 8
        ; pop r15
        ; pop r14
        ; pop r13
        ; pop r12
        ; pop rbp
        ; pop rbx
        ; ret
        ; int3
    );
    Prologue { entry, exit }
}

/// Translates `block` (decoded at the current PC) and returns its entry.
pub fn translate_block(ops: &mut Assembler, pro: &Prologue, block: &Block) -> AssemblyOffset {
    let exit = pro.exit;
    let entry = ops.offset();
    let body = ops.new_dynamic_label();
    // The one check at block entry: ticks reached the next event (or the run loop's
    // limit), or an exit was requested (the run loop sets next_check to 0).
    asm!(ops
        ; mov rax, QWORD [state + off::TICKS]
        ; cmp rax, QWORD [state + off::NEXT_CHECK]
        ; jb =>body
        ; mov eax, ExitCode::Continue as i32
        ; jmp =>exit
        ; =>body
    );
    if arm::run::is_self_loop(block) {
        asm!(ops
            ; mov eax, ExitCode::SelfLoop as i32
            ; jmp =>exit
        );
        return entry;
    }
    for bi in &block.insns {
        emit_insn(ops, pro, bi, block.thumb);
    }
    // Fell off the end (page end or length cap): continue at the next instruction.
    if let Some(last) = block.insns.last() {
        let next = last.addr.wrapping_add(if block.thumb { 2 } else { 4 });
        asm!(ops; mov DWORD [state + off::reg(PC)], next as i32);
    }
    asm!(ops
        ; mov eax, ExitCode::Continue as i32
        ; jmp =>exit
        ; int3
    );
    entry
}

/// Emits one instruction: natively where the translator covers its form, else
/// through the interpreter (`fallback`).
fn emit_insn(ops: &mut Assembler, pro: &Prologue, bi: &BlockInsn, thumb: bool) {
    let pc_read = bi.addr.wrapping_add(if thumb { 4 } else { 8 });
    let next = bi.addr.wrapping_add(if thumb { 2 } else { 4 });
    let (taken, untaken) = (bi.ticks.taken as i32, bi.ticks.untaken as i32);
    let exit = pro.exit;
    match bi.insn.op {
        Op::Alu { op, s, rd, rn, op2 } if alu::supported(rd, &op2) => {
            let fail = ops.new_dynamic_label();
            let done = ops.new_dynamic_label();
            cond::emit_cond_fail_jump(ops, bi.insn.cond, fail);
            alu::emit_alu(ops, op, s, rd, rn, &op2, pc_read);
            asm!(ops; add QWORD [state + off::TICKS], taken);
            if bi.insn.cond != Cond::Al {
                asm!(ops
                    ; jmp =>done
                    ; =>fail
                    ; add QWORD [state + off::TICKS], untaken
                    ; =>done
                );
            }
        }
        Op::Branch { link, offset } => {
            let fail = ops.new_dynamic_label();
            let target = pc_read.wrapping_add(offset as u32);
            cond::emit_cond_fail_jump(ops, bi.insn.cond, fail);
            if link {
                let lr = if thumb { next | 1 } else { next };
                asm!(ops; mov DWORD [state + off::reg(LR)], lr as i32);
            }
            asm!(ops
                ; mov DWORD [state + off::reg(PC)], target as i32
                ; add QWORD [state + off::TICKS], taken
                ; mov eax, ExitCode::Continue as i32
                ; jmp =>exit
                ; =>fail
                ; mov DWORD [state + off::reg(PC)], next as i32
                ; add QWORD [state + off::TICKS], untaken
                ; mov eax, ExitCode::Continue as i32
                ; jmp =>exit
            );
        }
        _ => fallback::emit_interp_step(ops, pro, bi, thumb),
    }
}

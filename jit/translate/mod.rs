//! Translation of one decoded block into x86-64. All emission goes through the
//! `asm!` wrapper (architecture fixed, the state register named) and the `emit_*`
//! functions of the instruction-class modules.
//!
//! Register conventions inside generated code:
//! - `rbx` (`state`) holds `*mut Core` for the whole run; guest registers and flags
//!   live in `Core`, exact wherever anything but the block's own code can look. Within
//!   a block, guest registers are also cached in `rbp`, `rsi`, `rdi`, `r9`-`r11`, some
//!   of them written there only until the next store point (`regcache`).
//! - `r15` (`ticks`) holds `Core::ticks` and `r14` (`tcur`) `Core::trace_cur`, the
//!   recording cursor (`emit_sync_ticks` around helper calls and exits).
//! - `rax`, `rcx`, `rdx`, `r8`, `r12` and `r13` are the emitters' scratch; helpers are
//!   called with the System V ABI, the stack 16-byte aligned by the trampoline.
//!
//! Block layout: the entry (the one check: ticks reached `next_check`), the body,
//! `chain` (continue at r15: `helpers::lookup` finds the next block in the jump cache
//! and the code jumps straight to it, or returns to the run loop on a miss), and `exit`
//! (exit code in `eax`): a jump to the code cache's shared epilogue (`Stubs::epilogue`),
//! or the block's own copy of it without the stubs, followed by `int3`.
//! A fused translation (`translate_fused`) has the entry check and body of each block it
//! holds in turn, then the one `chain` and `exit`.

mod alu;
mod block_xfer;
mod branch;
mod chain;
mod cond;
mod cp15;
mod double;
mod dsp;
mod excl;
mod fallback;
mod flags;
mod insn;
mod it;
mod media;
mod mem;
mod mul;
mod parallel;
mod regcache;
mod status;
mod swap;
mod system_v7;
mod table;
#[cfg(test)]
mod tests;
mod tlb;
mod vfp;
mod vfp_native;

use arm::block::{Block, BlockEnd};
use arm::insn::{Msr, Op, PC};
use arm::Core;
use dynasmrt::mmap::{ExecutableBuffer, MutableBuffer};
use dynasmrt::x64::X64Relocation;
use dynasmrt::{DynamicLabel, DynasmApi, DynasmLabelApi, VecAssembler};
use std::cell::{Cell, RefCell};

pub(crate) use crate::abi::off;
pub use crate::abi::ExitCode;
pub use chain::{emit_stubs, link_stub, predicted, Stubs};

/// The assembler every emitter writes into: one block at a time, assembled for the
/// address it will be copied to.
pub type Ops = VecAssembler<X64Relocation>;

/// The one wrapper over `dynasm!`: fixes the architecture and names the pinned
/// registers: the state pointer and the tick counter (`ticks`, `Core::ticks` while
/// generated code runs; see `emit_sync_ticks`).
macro_rules! asm {
    ($ops:expr; $($t:tt)*) => {
        ::dynasmrt::dynasm!($ops
            ; .arch x64
            ; .alias state, rbx
            ; .alias ticks, r15
            ; .alias tcur, r14
            ; $($t)*
        )
    };
}
pub(crate) use asm;

/// Around a helper call: `Core::ticks` and `Core::trace_cur` = the pinned tick and
/// cursor registers before it (`store`), and the registers = them after it (`load`), as
/// the helper may charge ticks or record (an exception marker, a buffer handed over).
/// The trampoline loads the registers and every epilogue stores them, so `Core` is
/// exact whenever Rust code can look at it.
pub(crate) fn emit_sync_ticks(ops: &mut Ops, store: bool) {
    if store {
        asm!(ops
            ; mov QWORD [state + off::TICKS], ticks
            ; mov QWORD [state + off::TRACE_CUR], tcur
        );
    } else {
        asm!(ops
            ; mov ticks, QWORD [state + off::TICKS]
            ; mov tcur, QWORD [state + off::TRACE_CUR]
        );
    }
}

/// The labels every block's emitters jump to, and where they put code that stays off
/// the straight-line path.
#[derive(Clone, Copy, Debug)]
pub struct Labels<'a> {
    /// Continue at r15 through the jump cache.
    pub chain: DynamicLabel,
    /// Return to the run loop with the exit code in `eax`.
    pub exit: DynamicLabel,
    pub cold: &'a Cold,
    /// Host address of the translation's first byte (for `rel32` calls out of it).
    pub base: usize,
    /// The code cache's shared stubs, when it has them.
    pub stubs: Option<Stubs>,
}

/// Code a block keeps out of its straight-line path (memory slow paths), emitted after
/// the body, so that the usual path of an instruction takes no branch around it.
#[derive(Default)]
pub struct Cold(RefCell<Vec<ColdPath>>);

/// One piece of out-of-line code, emitted when the block's body is done: the commonest
/// kind (a single access's slow path, one per load or store) described by data, so that
/// queuing it allocates nothing; the rare others as code.
enum ColdPath {
    /// `mem::emit_mem_site`'s arguments.
    MemSite(mem::ColdSite),
    Code(Box<dyn FnOnce(&mut Ops)>),
}

impl Cold {
    /// Queues `emit` for the end of the block.
    pub fn defer(&self, emit: impl FnOnce(&mut Ops) + 'static) {
        self.0.borrow_mut().push(ColdPath::Code(Box::new(emit)));
    }

    /// Queues a single access's slow path (`mem::emit_mem_site`) for the end of the
    /// block.
    fn defer_mem_site(&self, site: mem::ColdSite) {
        self.0.borrow_mut().push(ColdPath::MemSite(site));
    }

    /// Emits everything queued, in order, leaving the queue empty (its capacity kept).
    fn emit_all(&self, ops: &mut Ops) {
        let mut queued = self.0.take();
        for path in queued.drain(..) {
            match path {
                ColdPath::MemSite(site) => mem::emit_mem_site(ops, site),
                ColdPath::Code(emit) => emit(ops),
            }
        }
        *self.0.borrow_mut() = queued;
    }
}

impl std::fmt::Debug for Cold {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Cold({} queued)", self.0.borrow().len())
    }
}

/// What every translation pass needs afresh but can take over from the pass before it:
/// the assembler (its code, label and relocation vectors; each allocated anew cost
/// about a tenth of translating a block, 2026-11-29) and the cold-path queue, both empty
/// between passes.
///
/// The assembler was made for base address 0 and is used for whichever address a block
/// is assembled for: `X64Relocation`s are all relative (label to label within the
/// block), so the base address never enters the bytes (`Labels::base` and `Site::base`
/// carry it where an emitter needs it, for `rel32` jumps out of the block).
struct Scratch {
    ops: Ops,
    cold: Vec<ColdPath>,
}

impl Scratch {
    /// Room for a block of about 16 instructions; grown on demand past it, and kept.
    fn new() -> Scratch {
        Scratch {
            ops: Ops::new_with_capacity(0, 4096, 8, 0, 72, 8, 104),
            cold: Vec::with_capacity(16),
        }
    }
}

thread_local! {
    /// The thread's `Scratch`, while no translation pass holds it.
    static SCRATCH: Cell<Option<Scratch>> = const { Cell::new(None) };
    /// A translation's code handed back once copied into the code buffer (`recycle`):
    /// the next pass copies its code into this allocation instead of a new one.
    static SPARE_CODE: Cell<Vec<u8>> = const { Cell::new(Vec::new()) };
}

/// Hands back `Translation::code` once it is no longer needed (copied into the code
/// buffer), for the next translation pass on this thread to fill.
pub fn recycle(code: Vec<u8>) {
    SPARE_CODE.with(|s| s.set(code));
}

/// The entry trampoline, in an executable buffer of its own.
pub struct Trampoline {
    buf: ExecutableBuffer,
}

impl std::fmt::Debug for Trampoline {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Trampoline")
    }
}

/// Signature of the entry trampoline: `(core, block code) -> exit code`.
type EntryFn = extern "sysv64" fn(*mut Core, *const u8) -> u32;

/// Pushed by the trampoline, popped by every block's epilogue.
pub(crate) fn emit_epilogue(ops: &mut Ops) {
    emit_sync_ticks(ops, true);
    asm!(ops
        ; add rsp, 8
        ; pop r15
        ; pop r14
        ; pop r13
        ; pop r12
        ; pop rbp
        ; pop rbx
        ; ret
    );
}

impl Trampoline {
    pub fn new() -> std::io::Result<Trampoline> {
        let mut m = MutableBuffer::new(4096)?;
        let mut ops = Ops::new(m.as_ptr() as usize);
        asm!(ops
            ; push rbx
            ; push rbp
            ; push r12
            ; push r13
            ; push r14
            ; push r15
            ; sub rsp, 8
            ; mov state, rdi
            ; mov ticks, QWORD [state + off::TICKS]
            ; mov tcur, QWORD [state + off::TRACE_CUR]
            ; jmp rsi
            ; int3
        );
        let code = ops.finalize().map_err(std::io::Error::other)?;
        m.set_len(code.len());
        m[..code.len()].copy_from_slice(&code);
        Ok(Trampoline {
            buf: m.make_exec()?,
        })
    }

    /// Runs translated code starting at `code` until it exits.
    ///
    /// # Safety
    /// `code` must be the entry or body of a block translated by `translate_block`
    /// that is still mapped, and every block it may reach through the jump cache too.
    pub unsafe fn enter(&self, core: &mut Core, code: *const u8) -> ExitCode {
        let entry = self.buf.ptr(dynasmrt::AssemblyOffset(0));
        // SAFETY: `entry` is the trampoline emitted by `new`, which follows the System V
        // ABI of `EntryFn` (callee-saved registers preserved by the blocks' epilogues,
        // stack aligned for helper calls).
        let f: EntryFn = unsafe { std::mem::transmute::<*const u8, EntryFn>(entry) };
        ExitCode::from_raw(f(core, code))
    }
}

/// A translated block, assembled for the address it will be copied to.
#[derive(Debug)]
pub struct Translation {
    pub code: Vec<u8>,
    /// Offset of the body (past the entry check).
    pub body_offset: usize,
    /// Direct jumps to blocks of the same page not yet translated: the offset of each
    /// `jmp rel32` operand (a jump to the jump-cache check, or with the shared stubs to
    /// `chain`, until patched), the target's virtual address and the IT state it is
    /// entered with (`chain::emit_goto`).
    pub links: Vec<(usize, u32, u8)>,
    /// Instructions translated as a whole call to the escape hatch (`fallback::emit_hatch`).
    pub hatch_sites: u32,
    /// Offsets of the predicted exits (`chain::emit_predicted`; `true`: a direct jump to
    /// another page, `chain::emit_linked`), for the code cache to link, and of the
    /// `chain` they go to once out of links.
    pub predicted: Vec<(usize, bool)>,
    pub chain_offset: usize,
}

/// Translates `block` (decoded at the current PC) for host address `base`, for code
/// running in User mode when `user` (memory accesses use that privilege's TLB). `jump_cache`
/// is the address of the jump cache `helpers::lookup` searches.
///
/// With `trace = Some(bb)`, the block records its execution as block `bb` (one event
/// appended to `Core::trace_buf`) and which of its conditional instructions passed.
/// `linked` gives the translated blocks of the same page that direct jumps may enter
/// without a lookup (`chain::emit_goto`).
pub fn translate_block(
    base: usize,
    block: &Block,
    paddr: u32,
    user: bool,
    jump_cache: usize,
    trace: Option<u32>,
    linked: Linker,
) -> Translation {
    let rt = Runtime {
        jump_cache,
        stubs: None,
        self_link: false,
    };
    translate_in(base, block, (paddr, user), rt, trace, linked)
}

/// What generated code links against: the jump cache and, when the code cache has
/// emitted them, the shared stubs (`chain::emit_stubs`) in reach of `rel32` jumps.
#[derive(Clone, Copy, Debug)]
pub struct Runtime {
    pub jump_cache: usize,
    pub stubs: Option<Stubs>,
    /// A direct jump to the translation's own first block may go straight back into
    /// it (the page is linkable: a link to that block would be made), keeping the
    /// registers of its loop in host registers (`LoopHead`).
    pub self_link: bool,
}

/// The start of a translation as the target of a branch inside it (a loop's back edge):
/// the branch's taken path does the entry check and jumps back to `label`, past the
/// first block's entry check, where the guest registers `regs` are in their host
/// registers (loaded there from `Core` on entry; on the back edge, only those not
/// already there). The first translation of a block records, in `back`, what the cache
/// held at its first back edge; the block is then translated again with those as
/// `regs`, so that the loop's registers stay in host registers around it.
pub struct LoopHead {
    pub pc: u32,
    pub label: DynamicLabel,
    /// Where the entry check leaves (`Core` exact, the run loop continues at `pc`).
    pub stop: DynamicLabel,
    pub regs: Vec<(u8, arm::insn::Reg)>,
    /// Those of `regs` the head marks dirty: the ones the first translation's back
    /// edge had dirty, which the back edge leaves in their host registers unstored
    /// (stored where the check leaves, and wherever the loop's code stores dirty
    /// registers; on entry they equal `Core`, and storing them again is harmless).
    pub dirty: Vec<(u8, arm::insn::Reg)>,
    /// What the cache held at the first back edge, and which of those were dirty.
    pub back: RefCell<Option<(Cached, Cached)>>,
}

/// Cached guest registers as (host register, guest register).
type Cached = Vec<(u8, arm::insn::Reg)>;

/// `translate_block` for the code cache: `(paddr, user)` as there, and with the shared
/// stubs of `rt` (if any) the chain calls the shared probe, and direct jumps to blocks of
/// the same page not yet translated go through `chain` until the code cache patches them
/// (`Translation::links`).
pub fn translate_in(
    base: usize,
    block: &Block,
    (paddr, user): (u32, bool),
    rt: Runtime,
    trace: Option<u32>,
    linked: Linker,
) -> Translation {
    translate_fused(base, &[(block, trace)], (paddr, user), rt, linked)
}

/// The most blocks one translation holds (`translate_fused`).
pub const MAX_FUSED: usize = 4;

/// The block that `block`, run to its end, falls through to, as (virtual address, IT
/// state), where its code goes on into that block's code inline (`translate_fused`):
/// the fall-through of an IT instruction and of a conditional instruction of an IT block
/// (`it_state_after`), on the same page. Those are the short blocks that Thumb-2's IT
/// cuts out of straight-line code (bc's multiply loop is three). Other fall-throughs
/// (the length cap) are not fused: a block that long gains nothing from it, and its
/// code would be held twice.
pub fn fall_through(block: &Block) -> Option<(u32, u8)> {
    let last = block.insns.last()?;
    let next = last.addr.wrapping_add(last.len as u32);
    if next & !0xfff != block.pc & !0xfff || arm::run::is_self_loop(block) {
        return None;
    }
    match block.end {
        BlockEnd::ItStep | BlockEnd::Resync => it_state_after(block).map(|it| (next, it)),
        _ => None,
    }
}

/// Translates a chain of blocks into one piece of code: `blocks[0]` (its entry is the
/// translation's) and after it each block that the one before falls through to
/// (`fall_through`, in the same physical page, the same privilege and state), each with
/// its trace number while recording. Where one block ends and the next begins, the code
/// does what the end of a block and a direct link to the next block's entry would do,
/// without the jump: everything a block boundary means is kept: the guest flags, IT
/// state and PC stored to `Core`, the ticks added, the entry check (ticks reached the
/// next event, or an exit was requested: then it returns to the run loop at the next
/// block, as its own entry would, with `Core` exact), and while recording the next
/// block's word. The register cache carries over into the next block whole: a register
/// left dirty stays in its host register, and is stored on the check's way out (a stub
/// per boundary, out of line) and wherever the next block's code stores dirty registers;
/// the host flags do not carry over (the check clobbers them), but a CMP's flags left
/// unstored by a final IT do, made again from its registers past the check and on its
/// way out (`flags::Remat`). At most `MAX_FUSED` blocks.
pub fn translate_fused(
    base: usize,
    blocks: &[(&Block, Option<u32>)],
    (paddr, user): (u32, bool),
    rt: Runtime,
    linked: Linker,
) -> Translation {
    let first = blocks[0].0;
    if !rt.self_link || first.it != 0 || arm::run::is_self_loop(first) {
        return translate_pass(base, blocks, (paddr, user), rt, linked, None).0;
    }
    let (t, back) = translate_pass(
        base,
        blocks,
        (paddr, user),
        rt,
        linked,
        Some((Vec::new(), Vec::new())),
    );
    match back {
        Some(head) if !head.0.is_empty() => {
            recycle(t.code);
            translate_pass(base, blocks, (paddr, user), rt, linked, Some(head)).0
        }
        _ => t,
    }
}

/// `translate_fused` once, with a loop head of `head` registers (`LoopHead`) where
/// given; returns the translation and what the cache held at its first back edge.
fn translate_pass(
    base: usize,
    blocks: &[(&Block, Option<u32>)],
    (paddr, user): (u32, bool),
    rt: Runtime,
    linked: Linker,
    head: Option<(Cached, Cached)>,
) -> (Translation, Option<(Cached, Cached)>) {
    let jump_cache = rt.jump_cache;
    // The thread's assembler and cold-path queue, reused from one translation to the
    // next (`Scratch`): taken out for this pass and put back emptied. A panic while
    // emitting drops them; the next pass then starts with new ones.
    let Scratch {
        mut ops,
        cold: cold_paths,
    } = SCRATCH.with(|s| s.take()).unwrap_or_else(Scratch::new);
    let cold = Cold(RefCell::new(cold_paths));
    let l = Labels {
        chain: ops.new_dynamic_label(),
        exit: ops.new_dynamic_label(),
        cold: &cold,
        base,
        stubs: rt.stubs,
    };
    let exit = l.exit;
    let stop = ops.new_dynamic_label();
    let head = head.map(|(regs, dirty)| LoopHead {
        pc: blocks[0].0.pc,
        label: ops.new_dynamic_label(),
        stop,
        regs,
        dirty,
        back: RefCell::new(None),
    });
    let mut body_offset = 0;
    let mut rc = regcache::RegCache::default();
    // Shared by the blocks' sites, which are held in place (no allocation per pass
    // beyond the links, where there are any).
    let links = RefCell::new(Vec::new());
    let predicted = RefCell::new(Vec::new());
    let hatch_sites = Cell::new(0);
    assert!(
        blocks.len() <= MAX_FUSED,
        "JIT: more than MAX_FUSED blocks in one translation"
    );
    let mut sites: [Option<Site>; MAX_FUSED] = std::array::from_fn(|_| None);
    for (n, &(block, trace)) in blocks.iter().enumerate() {
        let site = Site {
            vpage: block.pc & !0xfff,
            ppage: paddr & !0xfff,
            user,
            thumb: block.thumb,
            armv7: block.profile.thumb2(),
            vfp: block.profile.vfp,
            in_it: block.it != 0,
            it: block.it,
            vfp_gate: Cell::new(None),
            big_endian: block.big_endian,
            jump_cache,
            base,
            stubs: rt.stubs,
            linked,
            links: &links,
            predicted: &predicted,
            hatch_sites: &hatch_sites,
            head: head.as_ref(),
        };
        // The one check at block entry (and at each fused block's start): ticks reached
        // the next event (or the run loop's limit), or an exit was requested (the run
        // loop sets next_check to 0). The usual outcome falls through into the body;
        // leaving is out of line (`stop`), with `Core` exact for the block that starts.
        // At a fused block's start, the registers the block before left dirty are
        // still only in their host registers: stored on the way out only.
        // So are the flags a CMP before a final IT left unstored (`flags::Remat`),
        // set again from its operands' host registers there.
        // And the IT bits where their update is deferred (`it::emit_sync`), and r15:
        // a fused block's end does not store it (nothing in the next block's code
        // reads it from `Core`: every helper is given its instruction's address, one
        // that leaves writes r15 itself, and every way out of the translation stores
        // its own target).
        let dirty = rc.dirty();
        let carried = rc.unstored.map(|kind| {
            let r = rc.remat.expect("JIT: unstored flags at a block boundary");
            (kind, r)
        });
        if n == 0 {
            rc.it_core = block.it;
        } else {
            assert_eq!(rc.it_now, block.it, "JIT: a fused block's IT state");
        }
        rc.it_now = block.it;
        let it_sync = (rc.it_core != block.it).then_some(block.it);
        let leave = if n == 0 {
            stop
        } else {
            let flush = ops.new_dynamic_label();
            let pc = block.pc;
            cold.defer(move |ops| {
                asm!(ops; =>flush);
                if let Some((kind, r)) = carried {
                    flags::emit_remat(ops, r);
                    flags::emit_store(ops, kind);
                }
                if let Some(state) = it_sync {
                    it::emit_set(ops, state);
                }
                regcache::emit_stores(ops, &dirty);
                asm!(ops
                    ; mov DWORD [state + off::reg(PC)], pc as i32
                    ; jmp =>stop
                );
            });
            flush
        };
        asm!(ops
            ; cmp ticks, QWORD [state + off::NEXT_CHECK]
            ; jae =>leave
        );
        if n == 0 {
            body_offset = ops.offset().0;
            assert_eq!(
                body_offset,
                crate::abi::BODY_OFFSET,
                "JIT: the entry check's size"
            );
            if let Some(h) = &head {
                rc.preload(&mut ops, &h.regs, &h.dirty);
                let label = h.label;
                asm!(ops; =>label);
            }
        }
        let successor = blocks.get(n + 1).map(|(b, _)| (b.pc, b.it));
        emit_block(&mut ops, &l, &mut rc, block, &site, trace, successor);
        sites[n] = Some(site);
    }
    for (site, &(block, trace)) in sites.iter().flatten().zip(blocks) {
        vfp::emit_gate_failed(&mut ops, &l, site, block, trace.is_some());
    }
    asm!(ops
        ; =>stop
        ; mov eax, ExitCode::Continue as i32
        ; jmp =>exit
    );
    cold.emit_all(&mut ops);
    match rt.stubs {
        Some(stubs) => chain::emit_chain_call(&mut ops, &l, &stubs, base),
        None => {
            chain::emit_chain(&mut ops, &l, jump_cache);
            emit_epilogue(&mut ops);
        }
    }
    asm!(ops; int3);
    let chain_offset = if predicted.borrow().is_empty() {
        0
    } else {
        ops.labels().resolve_dynamic(l.chain).map_or(0, |at| at.0)
    };
    // Only a bug in an emitter (a label used but never defined) can fail here.
    // Draining resolves the relocations and clears the labels, keeping the buffers'
    // capacity for the next pass; the code is copied out into the vector the last
    // translation handed back (`recycle`), if any.
    let mut code = SPARE_CODE.with(Cell::take);
    code.clear();
    code.extend(
        ops.drain()
            .unwrap_or_else(|e| panic!("JIT: assembling a block failed: {e:?}")),
    );
    SCRATCH.with(|s| {
        s.set(Some(Scratch {
            ops,
            cold: cold.0.take(),
        }))
    });
    let t = Translation {
        code,
        body_offset,
        links: links.into_inner(),
        hatch_sites: hatch_sites.get(),
        predicted: predicted.into_inner(),
        chain_offset,
    };
    (t, head.and_then(|h| h.back.take()))
}

/// Emits the body of `block` (after its entry check): its trace word, its instructions
/// and its end. With `successor` (the next block's address and IT state, which must be
/// `fall_through(block)`), the end leaves `Core` exact but for the registers `rc` holds
/// dirty and falls into the code that follows (the next block's check) instead of
/// jumping to that block.
fn emit_block(
    ops: &mut Ops,
    l: &Labels,
    rc: &mut regcache::RegCache,
    block: &Block,
    site: &Site,
    trace: Option<u32>,
    successor: Option<(u32, u8)>,
) {
    if arm::run::is_self_loop(block) {
        // (Flags and dirty registers of a block fused before it are stored first.)
        rc.restore_flags(ops);
        if let Some(kind) = rc.unstored.take() {
            flags::emit_store(ops, kind);
        }
        it::emit_sync(ops, rc);
        rc.emit_flush(ops);
        let exit = l.exit;
        asm!(ops
            ; mov DWORD [state + off::reg(PC)], block.pc as i32
            ; mov eax, ExitCode::SelfLoop as i32
            ; jmp =>exit
        );
        return;
    }
    let wide = block.wide_time;
    if let Some(bb) = trace {
        emit_trace_block(ops, bb, wide);
    }
    let mut pending = insn::Pending::default();
    rc.carry_flags = successor.is_some();
    // Single accesses sharing one TLB probe (none in an IT block).
    rc.groups = if site.in_it {
        mem::Groups::default()
    } else {
        mem::plan_groups(&block.insns, |bi| insn::plain(bi, site))
    };
    // Where flags are overwritten unread: their stores are dropped (the flags before
    // an ADC or SBC that reads C from the host flags, a logical operation's, flags
    // left unstored before an instruction that clobbers the host flags).
    let (dead, dead_before) = flags::overwritten_after(
        &block.insns,
        |bi| insn::native(bi, site),
        |i| site.in_it && it::state_at(site.it, i as u32) != 0,
    );
    // A block ended by an MSR that writes the CPSR's control field: where it keeps the
    // mode (inline, or its condition failed) the next block is entered as after any
    // other last instruction (linked where translated); only its escape-hatch path (a
    // change of mode) looks the next block up for the state it left (`chain`).
    let resync = msr_keeps_mode_inline(block, site).then(|| ops.new_dynamic_label());
    let time_bits = block.time_bit_per_insn();
    for ((i, bi), mask_bit) in block.insns.iter().enumerate().zip(time_bits) {
        rc.flags_dead = dead & 1 << i != 0;
        rc.flags_dead_before = dead_before & 1 << i != 0;
        if i + 1 == block.insns.len() {
            rc.resync = resync;
        }
        let tr = InsnTrace {
            index: i as u32,
            cond_bit: mask_bit.filter(|_| trace.is_some()),
            wide,
            recording: trace.is_some(),
        };
        insn::emit_insn(ops, l, rc, bi, site, tr, &mut pending);
    }
    rc.flags_dead = false;
    rc.flags_dead_before = false;
    // Taken by the MSR's emitter where it has an escape-hatch path to send there.
    let resync = resync.filter(|_| rc.resync.take().is_none());
    if resync.is_some() {
        // The hatch path skips what follows up to r15's store: it must emit nothing.
        assert!(
            rc.unstored.is_none() && rc.dirty().is_empty() && rc.it_core == rc.it_now,
            "JIT: state left unstored by an MSR to the CPSR"
        );
        assert_eq!(pending.0, 0, "JIT: ticks pending after an MSR to the CPSR");
    }
    // Fell off the end (page end or length cap): continue at the next instruction.
    // Into a fused successor, a CMP's flags left unstored by a final IT stay so
    // (`flags::Remat`): the boundary's way out and the next block set them again.
    let carried = successor.is_some() && rc.unstored.is_some() && rc.remat.is_some();
    if !carried {
        rc.restore_flags(ops);
        if let Some(kind) = rc.unstored.take() {
            flags::emit_store(ops, kind);
        }
        rc.remat = None;
    }
    rc.carry_flags = false;
    // Into a fused successor, dirty registers stay dirty and the IT bits' update and
    // r15 stay deferred (`translate_fused`).
    if successor.is_none() {
        it::emit_sync(ops, rc);
        rc.emit_flush(ops);
    }
    let Some(last) = block.insns.last() else {
        return;
    };
    let next = last.addr.wrapping_add(last.len as u32);
    if successor.is_none() {
        asm!(ops; mov DWORD [state + off::reg(PC)], next as i32);
    }
    pending.flush(ops, 0);
    if let Some(succ) = successor {
        assert_eq!(
            Some(succ),
            fall_through(block),
            "JIT: a fused block that does not follow"
        );
        // The next block's check follows: it clobbers the host flags.
        rc.flags = cond::HostFlags::None;
        return;
    }
    let ends_resync = block.big_endian
        || matches!(block.end, BlockEnd::Resync)
        || matches!(last.insn.op, Op::Msr(Msr { spsr: false, fields, .. }) if fields & 1 != 0);
    if let Some(it) = it_state_after(block) {
        // The IT state the block leaves is known now: the next block is linked
        // under it as any other.
        chain::emit_goto_it(ops, l, site, next, it);
    } else if let (true, Some(hatched)) = (ends_resync, resync) {
        // The MSR kept the mode on this path: linked as any other; its escape-hatch
        // path stores r15 and looks the next block up.
        let chain = l.chain;
        l.cold.defer(move |ops| {
            asm!(ops
                ; =>hatched
                ; mov DWORD [state + off::reg(PC)], next as i32
                ; jmp =>chain
            );
        });
        chain::emit_goto(ops, l, site, next);
    } else if ends_resync {
        // An MSR of the control field may have changed the mode (User or not),
        // and ISB or SETEND asks for the next instruction to be fetched anew:
        // the next block is looked up for the state it left.
        let chain = l.chain;
        asm!(ops; jmp =>chain);
    } else {
        chain::emit_goto(ops, l, site, next);
    }
}

/// Whether `block` ends with an MSR that writes the CPSR's control field, emitted by
/// `status::emit_msr` (natively, outside IT blocks, little-endian), whose escape-hatch
/// path (a change of mode, or any write in User mode) is then the only one that can
/// leave the mode, privilege or state changed: its other paths may link the next
/// block (`emit_block`).
fn msr_keeps_mode_inline(block: &Block, site: &Site) -> bool {
    let Some(last) = block.insns.last() else {
        return false;
    };
    !site.in_it
        && !block.big_endian
        && block.end == BlockEnd::ModeChange
        && matches!(last.insn.op, Op::Msr(Msr { spsr: false, fields, .. }) if fields & 1 != 0)
        && insn::native(last, site)
}

/// The IT state a block leaves in the CPSR when it runs to its end, where the block's
/// IT state is what selects its successor: after a native IT instruction (the state it
/// sets) and after a block that began inside an IT block (ITAdvance once per
/// instruction, whether it passed, failed or ran through the escape hatch). `None`
/// elsewhere, and for big-endian blocks, an IT inside an IT block (UNPREDICTABLE: the
/// escape hatch's choice stands) and a last instruction that may change the mode.
fn it_state_after(block: &Block) -> Option<u8> {
    let last = block.insns.last()?;
    if block.big_endian || !block.profile.thumb2() || !block.thumb {
        return None;
    }
    if matches!(last.insn.op, Op::Msr(_)) {
        return None;
    }
    match (block.end, last.insn.op) {
        (BlockEnd::Resync, Op::It(arm::insn::It { firstcond, mask }))
            if block.it == 0 && firstcond != 0xf && mask != 0 =>
        {
            Some(firstcond << 4 | mask)
        }
        (BlockEnd::Resync, _) => None,
        _ if block.it != 0 => Some(it::state_at(block.it, block.insns.len() as u32)),
        _ => None,
    }
}

/// What recording needs to know about one instruction of a block.
#[derive(Clone, Copy, Debug)]
pub struct InsnTrace {
    /// Position in the block.
    pub index: u32,
    /// The time bit this instruction sets when its condition passes (recording; see
    /// `Block::time_bit_per_insn`).
    pub cond_bit: Option<u32>,
    /// The block has time bits past 31: its high-bits word follows its word.
    pub wide: bool,
    pub recording: bool,
}

impl InsnTrace {
    /// Packs it for the helpers (`abi::meta`).
    pub fn meta(self) -> u32 {
        crate::abi::meta(self.index, self.cond_bit, self.recording)
    }
}

/// Appends the block's word (`tracefmt::record::raw`: `bb`, no time bits yet; with
/// `wide`, its high-bits word after it) at the cursor (`tcur`). Nothing checks the
/// buffer's end: the entry check does, through `next_check`, which the run loop keeps
/// no later than the tick by which the buffer could fill (`Core::trace_boundary`).
fn emit_trace_block(ops: &mut Ops, bb: u32, wide: bool) {
    match i32::try_from(bb) {
        // The number and the empty time bits in one store (sign-extended: bb < 2^31).
        Ok(n) => asm!(ops; mov QWORD [tcur], n),
        Err(_) => asm!(ops
            ; mov DWORD [tcur], bb as i32
            ; mov DWORD [tcur + 4], 0
        ),
    }
    let words = if wide {
        asm!(ops
            ; mov DWORD [tcur + 8], arm::trace::raw::W_MASK_HI as i32
            ; mov DWORD [tcur + 12], 0
        );
        2
    } else {
        1
    };
    if prefetch_for_write() {
        // prefetchw [tcur + TRACE_PREFETCH]: the line the words reach a few blocks
        // from now, taken for writing before the store needs it (it was last read by
        // the recorder's thread on another core).
        ops.extend([0x41, 0x0f, 0x0d, 0x8e]);
        ops.push_i32(TRACE_PREFETCH);
    }
    asm!(ops; add tcur, 8 * words);
}

/// How far ahead of the cursor `emit_trace_block` prefetches (eight cache lines;
/// measured against two and thirty-two on the benchmark guest; on the 2-core AMD EPYC
/// VM none, 256 and 1024 bytes were all within the noise of 512 on the traced armhf
/// boot, 2026-11-28).
const TRACE_PREFETCH: i32 = 512;

/// Whether the host has PREFETCHW.
fn prefetch_for_write() -> bool {
    static HAS: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    // CPUID 8000_0001h: ECX bit 8 (PREFETCHW), where the extended leaf exists.
    *HAS.get_or_init(|| {
        use std::arch::x86_64::__cpuid;
        let max = __cpuid(0x8000_0000).eax;
        max >= 0x8000_0001 && __cpuid(0x8000_0001).ecx & (1 << 8) != 0
    })
}

/// Sets time bit `bit` of the block recorded last: one byte of its word's high half
/// (or, past 31, of its high-bits word), just below the cursor. Clobbers the host
/// flags.
fn emit_cond_passed(ops: &mut Ops, bit: u32, wide: bool) {
    let word = match (wide, bit >= 32) {
        (false, _) | (true, true) => -8,
        (true, false) => -16,
    };
    let byte = word + 4 + ((bit % 32) / 8) as i32;
    asm!(ops; or BYTE [tcur + byte], (1u8 << (bit % 8)) as i8);
}

/// Where a block is being translated: what a direct jump to the same page may assume.
pub struct Site<'a> {
    pub vpage: u32,
    pub ppage: u32,
    pub user: bool,
    pub thumb: bool,
    /// The block is ARMv7-A code (see `insn::native_on_armv7`).
    pub armv7: bool,
    /// The CPU has VFP (`vfp::emit_gate` then makes its checks inline).
    pub vfp: bool,
    /// The block runs inside an IT block (ITSTATE at its start is not zero).
    pub in_it: bool,
    /// ITSTATE at the block's start (`it::state_at` gives each instruction's).
    pub it: u8,
    /// Once the block's VFP access checks are emitted (`vfp::emit_gate`): the label of
    /// its gate-failed path and the index of the instruction that made them.
    pub vfp_gate: Cell<Option<(DynamicLabel, u32)>>,
    /// Data accesses are big-endian (CPSR.E): none is emitted natively.
    pub big_endian: bool,
    pub jump_cache: usize,
    /// Host address of the block's first byte (for `rel32` jumps out of it).
    pub base: usize,
    /// The code cache's shared stubs, when it has them.
    pub stubs: Option<Stubs>,
    /// The entry of the block already translated at a virtual address of this page
    /// (same physical page, privilege and state), if any.
    pub linked: Linker<'a>,
    /// Patchable direct jumps emitted so far (`Translation::links`; one list for all
    /// the blocks of a translation).
    pub links: &'a RefCell<Vec<(usize, u32, u8)>>,
    /// Predicted exits emitted so far (`Translation::predicted`).
    pub predicted: &'a RefCell<Vec<(usize, bool)>>,
    /// Instructions handed whole to the escape hatch so far (`Translation::hatch_sites`;
    /// one count for all the blocks of a translation).
    pub hatch_sites: &'a Cell<u32>,
    /// The translation's start as a loop head, where branches may go straight back.
    pub head: Option<&'a LoopHead>,
}

/// Finds the entry of a translated block of the same page by its virtual address and the
/// IT state it starts with.
pub type Linker<'a> = &'a dyn Fn(u32, u8) -> Option<usize>;

//! Guest registers cached in host registers within a block, write-back inside the
//! instructions that keep them dirty, write-through elsewhere.
//!
//! `Core::s.r` is exact at every point where anything but the block's own code can look
//! at it (helper calls, the escape hatch, exits, faults); between those points a guest
//! register written by an unconditional instruction of the few classes that keep
//! registers dirty (`insn::keeps_dirty`: data processing, single loads and stores,
//! LDM/STM without `^` (into registers already cached), multiplies and the register
//! operations of `media`, none writing r15) lives only in
//! its host register, marked dirty, and is stored once (`emit_flush`) before the next
//! instruction of any other class, at the block's end, before a memory access's slow
//! path calls its helper (in that cold code: the fast path stores nothing), and when
//! its slot is taken for another register. Every other write (any instruction outside
//! those classes, and a conditional instruction's body, so that both of its paths leave
//! the same dirty set) is stored to `Core` at once and also kept in the host register,
//! so a later read in the same block is a register move. The rules that keep the host
//! copies right:
//!
//! - A block starts with an empty cache (every entry path: the entry check, a direct
//!   link, the jump cache); a block translated inline after the one it follows
//!   (`translate_fused`) starts with that block's entries, dirty ones too (stored on
//!   the boundary check's way out to the run loop).
//! - Only cache-aware emitters (data processing, single loads and stores, multiplies,
//!   LDM/STM without `^`) write guest registers through the cache. After any other
//!   instruction the cache is cleared (`invalidate` of all): it may have written guest
//!   registers in `Core` or clobbered the host registers (helper calls, the escape
//!   hatch); nothing is dirty then (flushed before it). An LDM/STM updates the cached
//!   copies of what it loads and writes back, and its slow path (whose helper writes
//!   `Core`) reloads every cached register (`all`).
//! - A helper call inside a cache-aware instruction (the memory slow path) stores the
//!   dirty registers before it and reloads the caller-saved cache registers from `Core`
//!   afterwards (`emit_reload`); a single access's shared slow path (`Stubs::mem`) has
//!   its helper store the dirty ones the site names and restores the cache registers
//!   from its own frame (their guest values are what `Core` holds then).
//! - A conditional instruction loads its operands into the cache before its condition
//!   test (`prepare`); inside its body nothing is added to the cache (`set_alloc`), so
//!   both paths leave the same host registers valid: a write to a cached register
//!   updates the host copy and `Core` on the passing path, and neither on the other.
//! - r15 is never cached (`Core` holds the next PC for the jump-cache probe).
//!
//! The cache also knows what the host flags hold of the guest flags (`flags`): valid from
//! an unconditional flag-setting instruction to the condition test of the next one,
//! which `insn::emit_insn` hands it to and then clears; and whether `Core` lacks them
//! (`unstored`, see the `flags` module).

use arm::insn::{Reg, PC};
use dynasmrt::DynasmApi;

use super::cond::HostFlags;
use super::{asm, off, Ops};

/// Cached guest registers as (host register, guest register): at most one per host
/// register of the cache.
pub type Cached = Short<(u8, Reg), { HOST_REGS.len() }>;

/// A list of at most `N` items held inline. Translating a block builds many short
/// lists (an instruction's operands, the dirty registers at each slow path), most of
/// them moved into out-of-line code's closures: on the heap they were a third of the
/// allocations of a boot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Short<T: Copy + Default, const N: usize> {
    len: usize,
    items: [T; N],
}

impl<T: Copy + Default, const N: usize> Short<T, N> {
    pub fn new() -> Self {
        Short {
            len: 0,
            items: [T::default(); N],
        }
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Appends `item` (panics past `N`: a caller that knows its bound is wrong).
    pub fn push(&mut self, item: T) {
        self.items[self.len] = item;
        self.len += 1;
    }
}

impl<T: Copy + Default, const N: usize> Default for Short<T, N> {
    fn default() -> Self {
        Short::new()
    }
}

impl<T: Copy + Default, const N: usize> std::ops::Deref for Short<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.items[..self.len]
    }
}

impl<T: Copy + Default, const N: usize> std::ops::DerefMut for Short<T, N> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..self.len]
    }
}

impl<T: Copy + Default, const N: usize> FromIterator<T> for Short<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut s = Short::new();
        for item in iter {
            s.push(item);
        }
        s
    }
}

impl<T: Copy + Default, const N: usize, const M: usize> From<[T; M]> for Short<T, N> {
    fn from(items: [T; M]) -> Self {
        items.into_iter().collect()
    }
}

/// The guest registers an instruction reads, loaded into the cache before its
/// condition test (`RegCache::prepare`).
pub type Operands = Short<Reg, 3>;

/// Host registers that hold cached guest registers: rbp (callee-saved: it survives
/// helper calls) and rsi, rdi, r9, r10, r11 (caller-saved: reloaded after a helper
/// call). No cache-aware emitter uses them as scratch; the others (`rax`, `rcx`, `rdx`,
/// `r8`, `r12`, `r13`) are theirs, `rbx` holds the state, `r14` the recording cursor and
/// `r15` the ticks.
pub const HOST_REGS: [u8; 6] = crate::abi::CACHE_REGS;

/// Whether host register `h` survives a System V call.
fn callee_saved(h: u8) -> bool {
    matches!(h, 3 | 5 | 12..=15)
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    guest: Reg,
    /// Last use, for least-recently-used replacement.
    stamp: u32,
    /// Written to the host register only: `Core` holds an older value.
    dirty: bool,
}

/// The translation-time map from guest registers to the host registers holding them.
#[derive(Clone, Debug)]
pub struct RegCache {
    slots: [Option<Entry>; HOST_REGS.len()],
    clock: u32,
    /// Whether a read or write may add an entry (false in a conditional body).
    alloc: bool,
    /// Whether a write stays in its host register only (`set_write_back`).
    write_back: bool,
    /// What the host flags hold of the guest's (see the module comment).
    pub flags: HostFlags,
    /// Guest flags that only the host flags hold, not yet stored to `Core`
    /// (`flags::emit_store`; see the `flags` module).
    pub unstored: Option<HostFlags>,
    /// Whether the instruction being emitted leaves its flags unstored (`flags::defers`).
    pub defer_flags: bool,
    /// How to set the host flags again to the unstored ones (a CMP's, `flags::Remat`),
    /// while its operands' host registers are unchanged: set by the CMP, kept only
    /// across a native IT that ends a block with a fused successor (`carry_flags`).
    pub remat: Option<super::flags::Remat>,
    /// The block being emitted falls into a fused successor (`translate_fused`): its
    /// final IT may leave a CMP's flags unstored (`remat`).
    pub carry_flags: bool,
    /// The instruction being emitted stores the unstored flags on its failing path
    /// only (`flags::stores_on_fail`), out of line from its condition test.
    pub store_on_fail: Option<HostFlags>,
    /// The CMP whose flags `Core` holds, to set the host flags to them again where
    /// they were clobbered (`flags::Recmp`).
    pub recmp: Option<super::flags::Recmp>,
    /// The single accesses of the block being emitted that share one TLB probe
    /// (`mem::plan_groups`).
    pub groups: super::mem::Groups,
    /// The kind of the host flags an ADC or SBC being emitted reads its carry-in from
    /// (`flags::host_carry`), taken by `alu::emit_alu`; `None`: read from `Core`.
    pub host_carry: Option<HostFlags>,
    /// Whether the flags after the instruction being emitted are overwritten by a
    /// later one of its block before anything can look at them
    /// (`flags::overwritten_after`).
    pub flags_dead: bool,
    /// Whether the flags before it are (it does not read them).
    pub flags_dead_before: bool,
    /// The IT state `Core`'s CPSR holds (`it::emit_sync`), and the guest's IT state
    /// before the instruction being emitted; they differ where an update is deferred.
    pub it_core: u8,
    pub it_now: u8,
    /// Where the escape-hatch path of a block's last instruction, an MSR that writes
    /// the CPSR's control field, goes on (`translate::emit_block`: r15 stored, then
    /// `chain`), so that the block's end links its native path, which kept the mode,
    /// straight to the next block; taken by the MSR's emitter.
    pub resync: Option<dynasmrt::DynamicLabel>,
}

impl Default for RegCache {
    fn default() -> RegCache {
        RegCache {
            slots: [None; HOST_REGS.len()],
            clock: 0,
            alloc: true,
            write_back: false,
            flags: HostFlags::None,
            unstored: None,
            defer_flags: false,
            remat: None,
            carry_flags: false,
            store_on_fail: None,
            recmp: None,
            groups: super::mem::Groups::default(),
            host_carry: None,
            flags_dead: false,
            flags_dead_before: false,
            it_core: 0,
            it_now: 0,
            resync: None,
        }
    }
}

impl RegCache {
    /// Forgets the entries of the guest registers in `mask` (bit `r` for register `r`),
    /// which an instruction wrote in `Core`; none of them may be dirty (only the
    /// instructions that keep registers dirty write through the cache alone, and they
    /// invalidate nothing).
    pub fn invalidate(&mut self, mask: u16) {
        for s in &mut self.slots {
            if let Some(e) = s.filter(|e| mask & (1 << e.guest) != 0) {
                assert!(!e.dirty, "JIT: dirty r{} dropped", e.guest);
                *s = None;
            }
        }
    }

    /// Lets writes stay in their host registers (dirty) or makes them write-through
    /// (see the module comment). Off in a conditional body whatever this says
    /// (`set_alloc`).
    pub fn set_write_back(&mut self, on: bool) {
        self.write_back = on;
    }

    /// Emits the stores of every dirty register to `Core`; none is dirty after it.
    pub fn emit_flush(&mut self, ops: &mut Ops) {
        emit_stores(ops, &self.dirty());
        for e in self.slots.iter_mut().flatten() {
            e.dirty = false;
        }
    }

    /// The dirty registers as (host register, guest register), for code that stores
    /// them where it leaves the straight-line path (`emit_stores`), leaving them dirty
    /// on the path that goes on.
    pub fn dirty(&self) -> Cached {
        HOST_REGS
            .iter()
            .zip(&self.slots)
            .filter_map(|(&h, s)| s.filter(|e| e.dirty).map(|e| (h, e.guest)))
            .collect()
    }

    /// Where the unstored flags are not in the host flags (a fused boundary's check
    /// clobbered them), sets them again there (`flags::Remat`).
    pub fn restore_flags(&mut self, ops: &mut Ops) {
        if let (Some(kind), HostFlags::None) = (self.unstored, self.flags) {
            let r = self
                .remat
                .expect("JIT: unstored flags lost from the host flags");
            super::flags::emit_remat(ops, r);
            self.flags = kind;
        }
    }

    /// Allows or forbids adding entries (see the module comment).
    pub fn set_alloc(&mut self, on: bool) {
        self.alloc = on;
    }

    fn tick(&mut self) -> u32 {
        self.clock += 1;
        self.clock
    }

    /// The slot holding guest register `r`, marked as used.
    fn find(&mut self, r: Reg) -> Option<usize> {
        let i = self
            .slots
            .iter()
            .position(|s| s.is_some_and(|e| e.guest == r))?;
        let stamp = self.tick();
        if let Some(e) = &mut self.slots[i] {
            e.stamp = stamp;
        }
        Some(i)
    }

    /// A slot for guest register `r`: a free one, else the least recently used one,
    /// whose register is stored first if it is dirty.
    fn take(&mut self, ops: &mut Ops, r: Reg) -> usize {
        let i = self
            .slots
            .iter()
            .position(Option::is_none)
            .unwrap_or_else(|| {
                (0..self.slots.len())
                    .min_by_key(|&i| self.slots[i].map_or(0, |e| e.stamp))
                    .unwrap_or(0)
            });
        if let Some(e) = self.slots[i].filter(|e| e.dirty) {
            emit_stores(ops, &[(HOST_REGS[i], e.guest)]);
        }
        let stamp = self.tick();
        self.slots[i] = Some(Entry {
            guest: r,
            stamp,
            dirty: false,
        });
        i
    }

    /// Loads the guest registers `regs` into the cache (whatever `set_alloc` says), so
    /// that a conditional body reads them from host registers. PC is skipped.
    pub fn prepare(&mut self, ops: &mut Ops, regs: &[Reg]) {
        // Those cached already are marked as used first, so that loading the others
        // does not replace them.
        for &r in regs {
            self.find(r);
        }
        for &r in regs {
            if r == PC || self.find(r).is_some() {
                continue;
            }
            let h = HOST_REGS[self.take(ops, r)];
            asm!(ops; mov Rd(h), DWORD [state + off::reg(r)]);
        }
    }

    /// Emits `dst` (a host register number) = guest register `r`; PC reads `pc_read`.
    pub fn load(&mut self, ops: &mut Ops, dst: u8, r: Reg, pc_read: u32) {
        if r == PC {
            asm!(ops; mov Rd(dst), pc_read as i32);
            return;
        }
        if let Some(i) = self.find(r) {
            asm!(ops; mov Rd(dst), Rd(HOST_REGS[i]));
        } else if self.alloc {
            let h = HOST_REGS[self.take(ops, r)];
            asm!(ops
                ; mov Rd(h), DWORD [state + off::reg(r)]
                ; mov Rd(dst), Rd(h)
            );
        } else {
            asm!(ops; mov Rd(dst), DWORD [state + off::reg(r)]);
        }
    }

    /// The host register to read guest register `r` (not the PC) from: its cache
    /// register (loaded into the cache first where `set_alloc` allows), else `scratch`
    /// loaded from `Core`. Nothing is emitted when it is cached.
    pub fn operand(&mut self, ops: &mut Ops, r: Reg, scratch: u8) -> u8 {
        debug_assert_ne!(r, PC);
        if let Some(i) = self.find(r) {
            return HOST_REGS[i];
        }
        let h = if self.alloc {
            HOST_REGS[self.take(ops, r)]
        } else {
            scratch
        };
        asm!(ops; mov Rd(h), DWORD [state + off::reg(r)]);
        h
    }

    /// Emits guest register `r` = host register `src`: kept in the cache, and stored to
    /// `Core` unless writes stay in the cache (`set_write_back` outside a conditional
    /// body: then it is dirty). A write to PC goes to `Core` only.
    pub fn store(&mut self, ops: &mut Ops, r: Reg, src: u8) {
        if r == PC {
            asm!(ops; mov DWORD [state + off::reg(r)], Rd(src));
            return;
        }
        let back = self.write_back && self.alloc;
        if !back {
            asm!(ops; mov DWORD [state + off::reg(r)], Rd(src));
        }
        let slot = match self.find(r) {
            Some(i) => Some(i),
            None if self.alloc => Some(self.take(ops, r)),
            None => None,
        };
        if let Some(i) = slot {
            let h = HOST_REGS[i];
            if h != src {
                asm!(ops; mov Rd(h), Rd(src));
            }
            if let Some(e) = &mut self.slots[i] {
                e.dirty |= back;
            }
        }
    }

    /// The host register an instruction computes guest register `r` (not the PC) in,
    /// to write it there with no copy: its cache register, or where entries may be
    /// added (`set_alloc`), a slot taken for it now (the least recently used one is
    /// stored first if dirty). `None` otherwise. The caller's next `store` of `r` from
    /// it completes the entry, so the caller must have read every operand before: a
    /// slot taken here may have held one.
    pub fn dest(&mut self, ops: &mut Ops, r: Reg) -> Option<u8> {
        debug_assert_ne!(r, PC);
        match self.find(r) {
            Some(i) => Some(HOST_REGS[i]),
            None if self.alloc => Some(HOST_REGS[self.take(ops, r)]),
            None => None,
        }
    }

    /// Emits guest register `r` (not the PC) = `value`: into its cache register (and
    /// `Core`, as `store` says), or where it is not cached and no entry may be added,
    /// into `Core` alone with no host register between.
    pub fn store_imm(&mut self, ops: &mut Ops, r: Reg, value: u32) {
        match self.dest(ops, r) {
            Some(h) => {
                asm!(ops; mov Rd(h), value as i32);
                self.store(ops, r, h);
            }
            None => asm!(ops; mov DWORD [state + off::reg(r)], value as i32),
        }
    }

    /// The host register holding guest register `r`, if cached (marked as used; nothing
    /// is added).
    pub fn host_of(&mut self, r: Reg) -> Option<u8> {
        self.find(r).map(|i| HOST_REGS[i])
    }

    /// Every cached register as (host register, guest register), for a helper that may
    /// write any of them in `Core` (`emit_reload` after the call).
    pub fn all(&self) -> Cached {
        HOST_REGS
            .iter()
            .zip(&self.slots)
            .filter_map(|(&h, s)| s.map(|e| (h, e.guest)))
            .collect()
    }

    /// The cached registers a helper call clobbers, as (host register, guest register),
    /// for `emit_reload` after the call.
    pub fn caller_saved(&self) -> Cached {
        HOST_REGS
            .iter()
            .zip(&self.slots)
            .filter_map(|(&h, s)| s.map(|e| (h, e.guest)))
            .filter(|&(h, _)| !callee_saved(h))
            .collect()
    }

    /// Loads `regs` (host register, guest register) from `Core` into an empty cache, as
    /// clean entries but those of `dirty` (a loop head, `translate_fused`: its back edge
    /// leaves them unstored; on entry they equal `Core`, so storing them is harmless).
    pub fn preload(&mut self, ops: &mut Ops, regs: &[(u8, Reg)], dirty: &[(u8, Reg)]) {
        assert!(
            self.slots.iter().all(Option::is_none),
            "JIT: preload into a used cache"
        );
        for &(h, r) in regs {
            let i = HOST_REGS
                .iter()
                .position(|&x| x == h)
                .expect("JIT: a cache register");
            let stamp = self.tick();
            self.slots[i] = Some(Entry {
                guest: r,
                stamp,
                dirty: dirty.contains(&(h, r)),
            });
            asm!(ops; mov Rd(h), DWORD [state + off::reg(r)]);
        }
    }

    /// The host register holding guest register `r`, if cached (nothing is marked as
    /// used, so the cache's choices stay as they were).
    pub fn peek(&self, r: Reg) -> Option<u8> {
        HOST_REGS
            .iter()
            .zip(&self.slots)
            .find(|(_, s)| s.is_some_and(|e| e.guest == r))
            .map(|(&h, _)| h)
    }

    /// Whether host register `h` holds guest register `r` (nothing is marked as used).
    pub fn holds(&self, h: u8, r: Reg) -> bool {
        HOST_REGS
            .iter()
            .zip(&self.slots)
            .any(|(&x, s)| x == h && s.is_some_and(|e| e.guest == r))
    }

    /// The guest registers cached now, in slot order (for tests).
    #[cfg(test)]
    pub fn cached(&self) -> Vec<Reg> {
        self.slots.iter().flatten().map(|e| e.guest).collect()
    }
}

/// Stores `regs` (host register, guest register) to `Core`.
pub fn emit_stores(ops: &mut Ops, regs: &[(u8, Reg)]) {
    for &(h, r) in regs {
        asm!(ops; mov DWORD [state + off::reg(r)], Rd(h));
    }
}

/// Reloads `regs` (from `RegCache::caller_saved`) from `Core` after a helper call.
pub fn emit_reload(ops: &mut Ops, regs: &[(u8, Reg)]) {
    for &(h, r) in regs {
        asm!(ops; mov Rd(h), DWORD [state + off::reg(r)]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_lists_hold_what_was_pushed_in_order() {
        let mut l = Operands::from([3, 1]);
        l.push(2);
        assert_eq!(l[..], [3, 1, 2]);
        assert_eq!(Operands::new().len(), 0);
        let c: Cached = [(5, 0), (6, 4)].into_iter().collect();
        assert_eq!(c[..], [(5, 0), (6, 4)]);
        // Every host register of the cache fits, and one more does not.
        let full: Cached = HOST_REGS.iter().map(|&h| (h, h)).collect();
        assert_eq!(full.len(), HOST_REGS.len());
        let over = std::panic::catch_unwind(|| {
            let mut f = full;
            f.push((0, 0));
        });
        assert!(over.is_err());
    }

    #[test]
    fn least_recently_used_is_replaced_and_prepared_operands_stay() {
        let mut ops = Ops::new(0);
        let mut rc = RegCache::default();
        for r in 0..6 {
            rc.load(&mut ops, 0, r, 0);
        }
        // r0 used again: r1 is now the oldest.
        rc.load(&mut ops, 0, 0, 0);
        rc.prepare(&mut ops, &[8, 9]);
        let cached = rc.cached();
        assert!(!cached.contains(&1) && !cached.contains(&2), "{cached:?}");
        assert!(cached.contains(&0) && cached.contains(&8) && cached.contains(&9));
    }

    #[test]
    fn no_entry_is_added_in_a_conditional_body_and_pc_is_never_cached() {
        let mut ops = Ops::new(0);
        let mut rc = RegCache::default();
        rc.load(&mut ops, 0, 3, 0);
        rc.set_alloc(false);
        rc.load(&mut ops, 0, 4, 0);
        rc.store(&mut ops, 5, 0);
        // A cached register is still updated.
        rc.store(&mut ops, 3, 0);
        rc.set_alloc(true);
        rc.store(&mut ops, PC, 0);
        rc.load(&mut ops, 0, PC, 0x8008);
        assert_eq!(rc.cached(), vec![3]);
    }

    #[test]
    fn only_caller_saved_hosts_are_reloaded() {
        let mut ops = Ops::new(0);
        let mut rc = RegCache::default();
        for r in 0..4 {
            rc.load(&mut ops, 0, r, 0);
        }
        // Slots fill in order: rbp (callee-saved), then rsi, rdi, r9.
        assert_eq!(rc.caller_saved()[..], [(6, 1), (7, 2), (9, 3)]);
        rc.invalidate(1 << 2 | 1 << 0);
        assert_eq!(rc.cached(), vec![1, 3]);
    }

    /// How many times the block of ARM words `words` at 0x8000 stores guest register
    /// `r` to `Core` (`mov [rbx + disp32], r32`), on any path.
    fn stores_of(words: &[u32], r: u8) -> usize {
        let b: arm::block::Block = arm::block::discover(0x8000, false, &mut |a| {
            words.get((a as usize).wrapping_sub(0x8000) / 4).copied()
        });
        assert_eq!(b.insns.len(), words.len(), "one block");
        let t = super::super::translate_block(0x10_0000, &b, 0x8000, false, 0, None, &|_, _| None);
        let disp = off::reg(r).to_le_bytes();
        t.code
            .windows(6)
            .filter(|w| w[0] == 0x89 && w[1] & 0xc7 == 0x83 && w[2..] == disp)
            .count()
    }

    /// The host code of the block of ARM words `words` at 0x8000.
    fn code_of(words: &[u32]) -> Vec<u8> {
        let b: arm::block::Block = arm::block::discover(0x8000, false, &mut |a| {
            words.get((a as usize).wrapping_sub(0x8000) / 4).copied()
        });
        super::super::translate_block(0x10_0000, &b, 0x8000, false, 0, None, &|_, _| None).code
    }

    #[test]
    fn rd_equal_to_rn_is_computed_in_its_cache_register() {
        // How many times `code` holds the instruction `emit` assembles.
        let has = |code: &[u8], emit: &dyn Fn(&mut Ops)| {
            let mut ops = Ops::new(0);
            emit(&mut ops);
            let pat = ops.finalize().unwrap();
            code.windows(pat.len()).filter(|w| *w == &pat[..]).count()
        };
        // (Host registers and immediates as the emitters give them: rbp is 5, rsi 6.)
        let (one, ff) = (1_i32, 0xff_i32);
        // add r0, r0, #1; adds r0, r0, #1; sub r0, r0, r1; mov r2, r0: r0 in rbp, r1 in
        // rsi (slots in order of first use).
        // The ADD without S is a `lea` (it keeps the host flags), the ADDS an `add`.
        let code = code_of(&[0xe280_0001, 0xe290_0001, 0xe040_0001, 0xe1a0_2000]);
        assert_eq!(has(&code, &|o| asm!(o; lea Rd(5), [Rq(5) + one])), 1);
        assert_eq!(has(&code, &|o| asm!(o; add Rd(5), one)), 1);
        assert_eq!(has(&code, &|o| asm!(o; sub Rd(5), Rd(6))), 1);
        // ands r0, r0, #0xff: N and Z tested on rbp itself.
        let code = code_of(&[0xe210_00ff, 0xe1a0_2000]);
        assert_eq!(has(&code, &|o| asm!(o; and Rd(5), ff)), 1);
        assert_eq!(has(&code, &|o| asm!(o; test Rd(5), Rd(5))), 1);
        // add r0, r1, #1 (Rd is not Rn): a `lea` from r1's register (rbp) straight into
        // r0's (rsi, taken for it), not through eax.
        let code = code_of(&[0xe281_0001, 0xe1a0_2000]);
        assert_eq!(has(&code, &|o| asm!(o; lea Rd(6), [Rq(5) + one])), 1);
        assert_eq!(has(&code, &|o| asm!(o; lea eax, [Rq(5) + one])), 0);
        assert_eq!(has(&code, &|o| asm!(o; add Rd(5), one)), 0);
        // orr r0, r0, r1, lsl #8: shifted in ecx, then one `or` on r0's register (rsi:
        // the operands are loaded Rm first).
        let code = code_of(&[0xe180_0401, 0xe1a0_2000]);
        assert_eq!(has(&code, &|o| asm!(o; or Rd(6), ecx)), 1);
    }

    #[test]
    fn a_tst_tests_the_cache_registers_themselves() {
        let has = |code: &[u8], emit: &dyn Fn(&mut Ops)| {
            let mut ops = Ops::new(0);
            emit(&mut ops);
            let pat = ops.finalize().unwrap();
            code.windows(pat.len()).filter(|w| *w == &pat[..]).count()
        };
        let one = 1_i32;
        // tst r3, #1; moveq r2, #1: `test ebp, 1`, no `and` of a copy in eax.
        let code = code_of(&[0xe313_0001, 0x03a0_2001, 0xe1a0_0000]);
        assert_eq!(has(&code, &|o| asm!(o; test Rd(5), one)), 1);
        assert_eq!(has(&code, &|o| asm!(o; and eax, one)), 0);
        // tst r3, r4: r4 in rbp, r3 in rsi (Rm loaded first).
        let code = code_of(&[0xe113_0004, 0x03a0_2001, 0xe1a0_0000]);
        assert_eq!(has(&code, &|o| asm!(o; test Rd(6), Rd(5))), 1);
    }

    #[test]
    fn a_move_of_a_shifted_register_is_shifted_in_its_destination() {
        let has = |code: &[u8], emit: &dyn Fn(&mut Ops)| {
            let mut ops = Ops::new(0);
            emit(&mut ops);
            let pat = ops.finalize().unwrap();
            code.windows(pat.len()).filter(|w| *w == &pat[..]).count()
        };
        // add r2, r2, r1; lsl r1, r2, #24; asr r1, r1, #24 (bc's sign extension): r1 in
        // rbp, r2 in rsi; `mov ebp, esi; shl ebp, 24; sar ebp, 24`, no `ecx` between.
        let code = code_of(&[0xe082_2001, 0xe1a0_1c02, 0xe1a0_1c41, 0xe1a0_0000]);
        let want = {
            let mut ops = Ops::new(0);
            asm!(ops; mov Rd(5), Rd(6); shl Rd(5), 24; sar Rd(5), 24);
            ops.finalize().unwrap()
        };
        assert_eq!(
            code.windows(want.len()).filter(|w| *w == &want[..]).count(),
            1
        );
        assert_eq!(has(&code, &|o| asm!(o; mov ecx, Rd(6))), 0);
        // cmp r0, #0; movgt r2, #1 with r2 uncached (no entry added in a conditional
        // body): the immediate stored to `Core` with no host register between.
        let code = code_of(&[0xe350_0000, 0xc3a0_2001, 0xe1a0_0000]);
        let one = 1_i32;
        assert_eq!(
            has(&code, &|o| asm!(o; mov DWORD [state + off::reg(2)], one)),
            1
        );
    }

    #[test]
    fn a_register_written_twice_is_stored_once_and_before_a_slow_path() {
        // add r0, r0, #1; add r0, r0, #1; mov r1, r0: r0 stored once, at the end.
        assert_eq!(stores_of(&[0xe280_0001, 0xe280_0001, 0xe1a0_1000], 0), 1);
        // add r0, r0, #1; ldr r2, [r3]; add r0, r0, #1: the load's slow path stores
        // the dirty r0 before its call, the end stores it again.
        assert_eq!(stores_of(&[0xe280_0001, 0xe593_2000, 0xe280_0001], 0), 2);
        // add r0, r0, #1; addeq r0, r0, #1 (a conditional body writes through); the
        // end stores it once more.
        assert_eq!(stores_of(&[0xe280_0001, 0x0280_0001, 0xe1a0_0000], 0), 2);
        // add r0, r0, #1; swi 0 (the escape hatch): stored before it, not after.
        assert_eq!(stores_of(&[0xe280_0001, 0xef00_0000], 0), 1);
    }
}

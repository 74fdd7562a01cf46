//! Everything generated code and Rust must agree on, in one leaf module (it imports
//! nothing else of the crate): the `Core` field offsets generated code addresses, the
//! exit codes of the trampoline, the jump cache's entry, slot hash and tag bits, the
//! softmmu TLB entry's layout, the operation bits the memory helpers take, the `meta`
//! word every helper gets about its instruction, and the helpers' result conventions.

use std::mem::{offset_of, size_of};

use arm::mmu::AccessKind;
use arm::tlb::{Tlb, TlbEntry};
use arm::Core;

/// Byte offsets of the `Core` fields generated code touches (from the state register).
pub mod off {
    use super::*;

    pub const TICKS: i32 = offset_of!(Core, ticks) as i32;
    pub const NEXT_CHECK: i32 = offset_of!(Core, next_check) as i32;
    pub const R: i32 = offset_of!(Core, s.r) as i32;
    pub const N: i32 = offset_of!(Core, s.n) as i32;
    pub const Z: i32 = offset_of!(Core, s.z) as i32;
    pub const C: i32 = offset_of!(Core, s.c) as i32;
    pub const V: i32 = offset_of!(Core, s.v) as i32;
    pub const CPSR_REST: i32 = offset_of!(Core, s.cpsr_rest) as i32;
    pub const SPSR: i32 = offset_of!(Core, s.spsr) as i32;
    pub const BANKED_R8_R12: i32 = offset_of!(Core, s.banked_r8_r12) as i32;
    pub const BANKED_R13_R14: i32 = offset_of!(Core, s.banked_r13_r14) as i32;
    pub const IRQ_LINE: i32 = offset_of!(Core, lines.irq) as i32;
    pub const FIQ_LINE: i32 = offset_of!(Core, lines.fiq) as i32;
    pub const TRACE_CUR: i32 = offset_of!(Core, trace_cur) as i32;
    pub const DACR: i32 = offset_of!(Core, mmu.regs.dacr) as i32;

    /// The CP15 registers `MRC p15` reads natively (`translate::status`).
    pub mod cp15 {
        use super::*;

        pub const CONTROL: i32 = offset_of!(Core, mmu.regs.control) as i32;
        pub const TTBR0: i32 = offset_of!(Core, mmu.regs.ttbr0) as i32;
        pub const TTBR1: i32 = offset_of!(Core, mmu.regs.ttbr1) as i32;
        pub const TTBCR: i32 = offset_of!(Core, mmu.regs.ttbcr) as i32;
        pub const DFSR: i32 = offset_of!(Core, mmu.regs.dfsr) as i32;
        pub const IFSR: i32 = offset_of!(Core, mmu.regs.ifsr) as i32;
        pub const FAR: i32 = offset_of!(Core, mmu.regs.far) as i32;
        pub const FCSE_PID: i32 = offset_of!(Core, mmu.regs.fcse_pid) as i32;
        pub const CONTEXT_ID: i32 = offset_of!(Core, mmu.regs.context_id) as i32;
    }

    /// The ARMv7 CP15 register file: `Core::mmu.v7` is an `Option<Box<Cp15V7Regs>>`,
    /// which has the layout of a pointer (null for `None`), so generated code loads the
    /// box's address from `V7` and the registers at `cp15_v7` offsets from it.
    pub const V7: i32 = offset_of!(Core, mmu.v7) as i32;

    /// Offsets in `Cp15V7Regs` of the registers generated code reads and writes
    /// (`translate::system_v7`).
    pub mod cp15_v7 {
        use super::*;
        use arm::cp15_v7::Cp15V7Regs;

        pub const SCTLR: i32 = offset_of!(Cp15V7Regs, sctlr) as i32;
        pub const CPACR: i32 = offset_of!(Cp15V7Regs, cpacr) as i32;
        pub const TTBCR: i32 = offset_of!(Cp15V7Regs, ttbcr) as i32;
        pub const DACR: i32 = offset_of!(Cp15V7Regs, dacr) as i32;
        pub const DFSR: i32 = offset_of!(Cp15V7Regs, dfsr) as i32;
        pub const IFSR: i32 = offset_of!(Cp15V7Regs, ifsr) as i32;
        pub const DFAR: i32 = offset_of!(Cp15V7Regs, dfar) as i32;
        pub const IFAR: i32 = offset_of!(Cp15V7Regs, ifar) as i32;
        pub const VBAR: i32 = offset_of!(Cp15V7Regs, vbar) as i32;
        pub const CONTEXTIDR: i32 = offset_of!(Cp15V7Regs, contextidr) as i32;
        pub const TPIDRURW: i32 = offset_of!(Cp15V7Regs, tpidrurw) as i32;
        pub const TPIDRURO: i32 = offset_of!(Cp15V7Regs, tpidruro) as i32;
        pub const TPIDRPRW: i32 = offset_of!(Cp15V7Regs, tpidrprw) as i32;
    }

    /// The local exclusive monitor (`ExclusiveMonitor`): its `addr`, an `Option<u32>`,
    /// is a 32-bit tag (0 `None`, 1 `Some`) and the address after it
    /// (`monitor_layout_holds` checks this layout, which Rust does not promise, once per
    /// engine), and the 64-bit value LDREX read.
    pub const MONITOR_TAG: i32 = offset_of!(Core, s.monitor.addr) as i32;
    pub const MONITOR_ADDR: i32 = MONITOR_TAG + 4;
    pub const MONITOR_VALUE: i32 = offset_of!(Core, s.monitor.value) as i32;
    /// D0-D31 (S0-S31 their halves, the host being little-endian) and FPSCR.
    pub const VFP_D: i32 = offset_of!(Core, s.vfp.d) as i32;
    pub const FPSCR: i32 = offset_of!(Core, s.vfp.fpscr) as i32;
    pub const FPEXC: i32 = offset_of!(Core, s.vfp.fpexc) as i32;

    /// Offset of guest register `r`.
    pub const fn reg(r: u8) -> i32 {
        R + 4 * r as i32
    }

    /// Offset of the TLB array of a privilege (`user`) and access kind.
    pub fn tlb(user: bool, kind: AccessKind) -> i32 {
        (offset_of!(Core, mmu.tlb) + Tlb::array_offset(user, kind.index())) as i32
    }
}

/// Why generated code returned to the run loop (in `eax` at the epilogue).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum ExitCode {
    /// A block ended with no successor in the jump cache, or the tick check failed:
    /// the run loop looks at r15.
    Continue = 2,
    /// CP15 wait-for-interrupt.
    Wfi = 3,
    /// The block is a branch to itself (see `arm::run::is_self_loop`); not executed.
    SelfLoop = 4,
}

impl ExitCode {
    pub fn from_raw(v: u32) -> ExitCode {
        match v {
            3 => ExitCode::Wfi,
            4 => ExitCode::SelfLoop,
            _ => ExitCode::Continue,
        }
    }
}

/// Whether `Option<u32>` has the layout generated code assumes for the exclusive
/// monitor's address (`off::MONITOR_TAG`): 8 bytes, a 32-bit tag 1 then the value for
/// `Some`, a tag 0 for `None`.
pub fn monitor_layout_holds() -> bool {
    let (some, none) = (Some(0x89ab_cdef_u32), None::<u32>);
    // SAFETY: both values are 8 bytes (checked first) of which the first four, the
    // discriminant, are initialised in either variant, and the last four in `Some`.
    size_of::<Option<u32>>() == 8
        && unsafe {
            let (s, n) = (
                &some as *const _ as *const u32,
                &none as *const _ as *const u32,
            );
            *s == 1 && *s.add(1) == 0x89ab_cdef && *n == 0
        }
}

// ---- The softmmu TLB entry, as generated code reads it.

/// log2 of the size of a TLB entry (the index is scaled by it).
pub const TLB_ENTRY_LOG2: u32 = 4;
/// Offsets in a `TlbEntry`: the virtual page, the DACR bits needed, the host addend.
pub const TLB_TAG: i32 = offset_of!(TlbEntry, tag) as i32;
pub const TLB_DACR_NEED: i32 = offset_of!(TlbEntry, dacr_need) as i32;
pub const TLB_ADDEND: i32 = offset_of!(TlbEntry, host_addend) as i32;
const _: () = assert!(size_of::<TlbEntry>() == 1 << TLB_ENTRY_LOG2);

// ---- The jump cache.

/// Jump cache entries that generated code probes: `1 << JUMP_BITS` (32-byte entries:
/// 512 KiB, most of it in the host's L2); a second way of as many, which only
/// `helpers::lookup` reads, follows them (`helpers::JUMP_CACHE_WAYS`).
pub const JUMP_BITS: u32 = 14;
pub const JUMP_CACHE: usize = 1 << JUMP_BITS;

/// One jump-cache entry, read by generated code's probe and `helpers::lookup` on every
/// indirect block exit. 32 bytes: one probe touches one host cache line.
#[derive(Clone, Copy, Debug)]
#[repr(C, align(32))]
pub struct JumpEntry {
    pub vpc: u32,
    /// The CPSR's T and mode bits (`CPSR_KEY_MASK`) the entry was filled under; the
    /// probe compares them with the CPSR's, which also selects the fetch TLB (User mode
    /// or not) whose entry confirms `host`. `u32::MAX` when empty.
    pub cpsr: u32,
    /// Host address of the block's first instruction in guest RAM (what the fetch TLB
    /// maps r15 to), for the inline probe of generated code; 0 outside RAM.
    pub host: u64,
    /// Host address of the block's entry (with the tick check); its body is
    /// `BODY_OFFSET` bytes further.
    pub entry: usize,
    /// `jump_tag` of the block (read by Rust only).
    pub tag: u64,
}

impl JumpEntry {
    pub const EMPTY: JumpEntry = JumpEntry {
        vpc: 0,
        cpsr: u32::MAX,
        host: 0,
        entry: 0,
        tag: u64::MAX,
    };
}

/// The CPSR bits a jump-cache entry is filled under: the Thumb bit, the mode, the IT
/// state and the data endianness (both zero but on ARMv7 in an IT block or after SETEND
/// BE).
pub const CPSR_KEY_MASK: u32 =
    arm::state::psr::T | arm::state::psr::MODE | arm::state::psr::IT | arm::state::psr::E;

/// Offsets in a `JumpEntry`.
pub const JE_VPC: i32 = offset_of!(JumpEntry, vpc) as i32;
pub const JE_CPSR: i32 = offset_of!(JumpEntry, cpsr) as i32;
pub const JE_HOST: i32 = offset_of!(JumpEntry, host) as i32;
pub const JE_ENTRY: i32 = offset_of!(JumpEntry, entry) as i32;
/// log2 of the entry size (the probe scales the slot by it).
pub const JE_SIZE_LOG2: u32 = 5;
const _: () = assert!(size_of::<JumpEntry>() == 1 << JE_SIZE_LOG2);

/// Bytes from a block's entry to its body: the entry check, `cmp r15, [rbx + disp32]`
/// (7 bytes) and `jae rel32` (6 bytes). `translate` asserts it for every block.
pub const BODY_OFFSET: usize = 13;

/// Tag bits below the physical address: the block runs in User mode (translated with
/// the User TLB) / in Thumb state.
pub const TAG_USER: u64 = 2;
pub const TAG_THUMB: u64 = 1;
/// The mode bits of a tag.
pub const TAG_MODE_MASK: u64 = TAG_USER | TAG_THUMB;

/// The jump cache's tag of a block: physical address, privilege and Thumb bit.
pub fn jump_tag(paddr: u32, user: bool, thumb: bool) -> u64 {
    (u64::from(paddr) << 2) | mode_bits(user, thumb)
}

/// The mode bits of a tag (`TAG_MODE_MASK`).
pub fn mode_bits(user: bool, thumb: bool) -> u64 {
    (if user { TAG_USER } else { 0 }) | if thumb { TAG_THUMB } else { 0 }
}

/// Fibonacci hashing: `vpc` times 2^32 / golden ratio, whose top `JUMP_BITS` bits
/// depend on every bit of `vpc` (Thumb halfwords and distant pages spread as well as
/// neighbouring ARM words).
pub const JUMP_HASH: u32 = 0x9e37_79b9;

/// The jump-cache slot of `vpc`. Generated code computes the same
/// (`chain::emit_slot`): `imul`, `shr`.
pub fn jump_slot(vpc: u32) -> usize {
    (vpc.wrapping_mul(JUMP_HASH) >> (32 - JUMP_BITS)) as usize
}

// ---- Operation bits of the memory helpers.

/// The access of a natively translated single load or store, for `helpers::mem_slow`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub enum MemOp {
    LoadU8 = 0,
    LoadS8,
    LoadU16,
    LoadS16,
    Load32,
    Store8,
    Store16,
    Store32,
}

/// Set in `mem_slow`'s `op` for LDRT/STRT: the access is made with User permissions.
pub const MEM_USER: u32 = 1 << 8;

/// Fields of `helpers::block_slow`'s `op`: LDM (else STM), writeback, the User bank
/// (`^` without the PC in an LDM list), Thumb state, the exception return (`^` with
/// the PC in an LDM list); bits 6-7 the `BlockMode` (IA, IB, DA, DB), bits 8-11 Rn,
/// bits 16-31 the register list.
pub const BLOCK_LOAD: u32 = 1;
pub const BLOCK_WRITEBACK: u32 = 2;
pub const BLOCK_USER_BANK: u32 = 4;
pub const BLOCK_THUMB: u32 = 8;
/// `LDM {.., pc}^`: CPSR = SPSR after the loads (the exception return).
pub const BLOCK_ERET: u32 = 16;

/// Bit of `helpers::mem_slow`'s and `swap_slow`'s result set when the access aborted
/// (the low 32 bits hold the loaded value otherwise).
pub const MEM_ABORTED_BIT: u32 = 32;

// ---- The shared slow path of single loads and stores.

/// The host registers that hold cached guest registers (`translate::regcache`): rbp,
/// rsi, rdi, r9, r10, r11.
pub const CACHE_REGS: [u8; 6] = [5, 6, 7, 9, 10, 11];

/// What the shared slow path of single accesses (`translate::chain::Stubs::mem`) has
/// pushed when it calls `helpers::mem_slow_shared`, lowest address first: the host
/// registers `FRAME_REGS` (the value to store in r8, the address in r13 or a cache
/// register, the cache registers), then the return address of the site's call, which
/// points at the site's `jmp rel32` back to its inline path, the site's `MemSite` after
/// it (`MEM_SITE_AT`).
#[derive(Debug)]
#[repr(C)]
pub struct MemFrame {
    pub regs: [u64; 8],
    pub site: *const u8,
}

/// The host registers of `MemFrame::regs`, in order.
pub const FRAME_REGS: [u8; 8] = [8, 13, 5, 6, 7, 9, 10, 11];

impl MemFrame {
    /// The low 32 bits of host register `h` as the site left it (`h` one of
    /// `FRAME_REGS`).
    pub fn reg(&self, h: u8) -> u32 {
        let i = FRAME_REGS
            .iter()
            .position(|&f| f == h)
            .expect("JIT: a memory site names a register the stub does not save");
        self.regs[i] as u32
    }
}

/// What one single load or store's slow-path site holds after its call of the shared
/// stub and the jump back (`MEM_SITE_BYTES` bytes, little-endian words): `word` (bits 0-2 the `MemOp`,
/// bit 3 set for LDRT/STRT, bits 4-7 the host register of the address, and in bits
/// 8-31 a nibble per `CACHE_REGS` entry: the guest register it holds dirty, 15 for
/// none; r15 is never cached), the instruction's address, its `meta` with the cost
/// (`META_COST_SHIFT`), and the ticks pending before it (`mem::Where::pending`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemSite {
    pub word: u32,
    pub insn_addr: u32,
    pub meta: u32,
    pub pending: i32,
}

/// Bytes of a `MemSite` in the code.
pub const MEM_SITE_BYTES: usize = 16;

/// Where a site's `MemSite` starts from the return address of its call: past the
/// `jmp rel32` back to the inline path, where the stub returns (a plain `ret`, which the
/// host predicts).
pub const MEM_SITE_AT: usize = 5;

impl MemSite {
    /// The site of an access `op` (`MEM_USER` for the T variants) at the address in host
    /// register `addr`, with the dirty cache registers `dirty` as (host, guest).
    pub fn new(
        op: u32,
        addr: u8,
        dirty: &[(u8, u8)],
        insn_addr: u32,
        meta: u32,
        pending: i32,
    ) -> MemSite {
        let mut nibbles = 0xff_ffff;
        for &(h, g) in dirty {
            let i = CACHE_REGS
                .iter()
                .position(|&c| c == h)
                .expect("JIT: a dirty register outside the cache");
            assert!(g < 15, "JIT: r15 cached");
            nibbles &= !(0xf << (4 * i));
            nibbles |= u32::from(g) << (4 * i);
        }
        let user = if op & MEM_USER != 0 { 8 } else { 0 };
        assert!(addr < 16 && op & !MEM_USER < 8);
        MemSite {
            word: (op & 7) | user | u32::from(addr) << 4 | nibbles << 8,
            insn_addr,
            meta,
            pending,
        }
    }

    pub fn to_bytes(self) -> [u8; MEM_SITE_BYTES] {
        let mut b = [0; MEM_SITE_BYTES];
        for (i, w) in [self.word, self.insn_addr, self.meta, self.pending as u32]
            .into_iter()
            .enumerate()
        {
            b[4 * i..4 * i + 4].copy_from_slice(&w.to_le_bytes());
        }
        b
    }

    pub fn from_bytes(b: &[u8; MEM_SITE_BYTES]) -> MemSite {
        let w = |i: usize| u32::from_le_bytes([b[4 * i], b[4 * i + 1], b[4 * i + 2], b[4 * i + 3]]);
        MemSite {
            word: w(0),
            insn_addr: w(1),
            meta: w(2),
            pending: w(3) as i32,
        }
    }

    /// The `op` `helpers::mem_slow` takes.
    pub fn op(self) -> u32 {
        (self.word & 7) | if self.word & 8 != 0 { MEM_USER } else { 0 }
    }

    /// The host register that holds the address.
    pub fn addr_reg(self) -> u8 {
        (self.word >> 4 & 0xf) as u8
    }

    /// The dirty cache registers as (host register, guest register).
    pub fn dirty(self) -> impl Iterator<Item = (u8, u8)> {
        CACHE_REGS
            .iter()
            .enumerate()
            .map(move |(i, &h)| (h, (self.word >> (8 + 4 * i) & 0xf) as u8))
            .filter(|&(_, g)| g != 15)
    }
}

/// Set in `helpers::mem_double`'s `op` for LDRD (clear for STRD); bits 4-7 hold Rd (Rt)
/// and bits 8-11 the second register (Rd+1 for ARM's LDRD/STRD, Thumb-2's Rt2).
pub const DOUBLE_LOAD: u32 = 1;

// ---- The instruction word the helpers take (`meta`), and the escape hatch's result.

/// An instruction's `meta` word, passed by generated code to every helper that may
/// execute, abort or record it: bits 0-7 its index in the block, bits 8-15 its bit in
/// the block's condition mask (valid with `META_COND`), `META_RECORDING` while the block
/// records, and for the memory slow paths bits 24-31 its cost (`META_COST_SHIFT`).
pub fn meta(index: u32, cond_bit: Option<u32>, recording: bool) -> u32 {
    (index & 0xff)
        | cond_bit.map_or(0, |b| ((b & 0xff) << 8) | META_COND)
        | if recording { META_RECORDING } else { 0 }
}

/// Set in `meta` when bits 8-15 hold the instruction's condition-mask bit.
pub const META_COND: u32 = 1 << 16;
/// Set in `meta` while the block records its executions.
pub const META_RECORDING: u32 = 1 << 17;
/// Where the memory slow paths find the instruction's cost in `meta`.
pub const META_COST_SHIFT: u32 = 24;

/// The instruction's index in its block, from `meta`.
pub fn meta_index(meta: u32) -> u32 {
    meta & 0xff
}

/// The instruction's condition-mask bit, from `meta`, if it has one.
pub fn meta_cond_bit(meta: u32) -> Option<u32> {
    (meta & META_COND != 0).then_some((meta >> 8) & 0xff)
}

/// `helpers::interp_step`'s result: go on with the next instruction, or continue at r15
/// through the jump cache (the instruction branched or raised an exception); any other
/// value is an `ExitCode` for the run loop.
pub const STEP_NEXT: u32 = 0;
pub const STEP_CHAIN: u32 = 1;
const _: () = assert!(ExitCode::Continue as u32 > STEP_CHAIN);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_monitor_address_is_a_tag_word_then_the_address() {
        assert!(monitor_layout_holds());
        let m = arm::core::ExclusiveMonitor {
            addr: Some(0x1234_5678),
            value: 0,
        };
        let p = &m as *const _ as *const u8;
        let at = (off::MONITOR_TAG - offset_of!(Core, s.monitor) as i32) as usize;
        // SAFETY: the tag and the address of `m.addr`, initialised (`Some`).
        let (tag, addr) = unsafe { (*(p.add(at) as *const u32), *(p.add(at + 4) as *const u32)) };
        assert_eq!((tag, addr), (1, 0x1234_5678));
    }

    #[test]
    fn slots_spread_arm_and_thumb_code_and_tags_keep_the_mode_apart() {
        assert_ne!(jump_slot(0x8000), jump_slot(0x8002));
        assert_ne!(jump_slot(0x8000), jump_slot(0x8004));
        assert_ne!(jump_slot(0x8000), jump_slot(0x8000 + (4 << JUMP_BITS)));
        assert!(jump_slot(u32::MAX) < JUMP_CACHE);
        // A page of ARM code takes 1024 different slots.
        let mut slots: Vec<usize> = (0..1024).map(|i| jump_slot(0xc000_8000 + 4 * i)).collect();
        slots.sort_unstable();
        slots.dedup();
        assert_eq!(slots.len(), 1024);
        let t = jump_tag(0x1234, true, false);
        assert_eq!((t >> 2, t & TAG_MODE_MASK), (0x1234, TAG_USER));
        assert_ne!(jump_tag(0x1234, false, true), t);
        assert_eq!(JumpEntry::EMPTY.cpsr & !CPSR_KEY_MASK, !CPSR_KEY_MASK);
    }

    #[test]
    fn a_memory_site_round_trips_through_its_bytes() {
        let dirty = [(5, 0), (9, 14), (11, 7)];
        let m = MemSite::new(
            MemOp::LoadS16 as u32 | MEM_USER,
            13,
            &dirty,
            0xc000_1234,
            meta(3, None, true),
            -7,
        );
        let back = MemSite::from_bytes(&m.to_bytes());
        assert_eq!(back, m);
        assert_eq!(
            (back.op(), back.addr_reg()),
            (MemOp::LoadS16 as u32 | MEM_USER, 13)
        );
        assert_eq!(back.dirty().collect::<Vec<_>>(), dirty);
        let none = MemSite::new(MemOp::Store32 as u32, 6, &[], 0, 0, 0);
        assert_eq!(
            (none.op(), none.addr_reg(), none.dirty().count()),
            (7, 6, 0)
        );
        let frame = MemFrame {
            regs: [1, 2, 3, 4, 5, 6, 7, 0x1_0000_0008],
            site: std::ptr::null(),
        };
        assert_eq!((frame.reg(8), frame.reg(13), frame.reg(11)), (1, 2, 8));
    }

    #[test]
    fn meta_fields_round_trip_and_leave_the_cost_bits_free() {
        let m = meta(37, Some(200), true);
        assert_eq!((meta_index(m), meta_cond_bit(m)), (37, Some(200)));
        assert_ne!(m & META_RECORDING, 0);
        let m = meta(5, None, false);
        assert_eq!(
            (meta_index(m), meta_cond_bit(m), m & META_RECORDING),
            (5, None, 0)
        );
        assert_eq!(meta(255, Some(255), true) >> META_COST_SHIFT, 0);
    }
}

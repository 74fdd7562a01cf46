//! `Core`: the CPU state together with the memory it runs on (RAM, the MMU and the
//! bus), and the memory-access front end both engines use for their slow path.

use crate::bus::{AccessSize, Bus, Irqs};
use crate::cpu_model::CpuModel;
use crate::mmu::{AccessKind, Fault, Mmu};
use crate::ram::Ram;
use crate::state::psr;
use crate::state::CpuState;
pub use crate::state::ExclusiveMonitor;
use crate::trace::{
    raw, Tracer, HANDOVER_MIN_WORDS, HANDOVER_TICKS, TRACE_SLACK, WORDS_PER_BUFFER,
};

/// Why a memory access did not complete.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemError {
    /// An MMU fault (translation, domain, permission, alignment).
    Fault(Fault),
    /// The bus answered with an external abort.
    External { addr: u32 },
}

/// Exception entries in a row at one tick after which the CPU is taken to be stuck
/// ([`Core::stalled`]); no guest that makes progress comes near it.
pub const STALL_LIMIT: u32 = 1000;

/// The tick of the last exception entry and how many entries in a row took place at it.
#[derive(Clone, Copy, Debug)]
struct Stall {
    tick: u64,
    entries: u32,
}

/// A CPU with its memory system.
pub struct Core {
    pub s: CpuState,
    pub mmu: Mmu,
    pub ram: Ram,
    pub bus: Box<dyn Bus>,
    /// Virtual time in CPU ticks.
    pub ticks: u64,
    /// The run loop samples the interrupt lines when `ticks` reaches this value. Set
    /// to 0 by anything that may change them (an MMIO access) so that the next block
    /// boundary looks again.
    pub next_check: u64,
    /// The interrupt lines as last sampled.
    pub lines: Irqs,
    /// Set by whatever may change the interrupt lines, a board request or the next
    /// device event other than time passing: a bus access outside RAM, a firmware call,
    /// a write to the CPU's timers. The run loop then samples the lines at its next
    /// check; until then (and until the next device event) it keeps the ones it has
    /// (`Bus::time_is_ticks`). Whoever sets it also sets `next_check` to 0.
    pub devices_touched: bool,
    /// One bit per 4 KiB RAM page that holds decoded or translated code.
    code_pages: Vec<u64>,
    /// Per RAM page, one bit per `CODE_CHUNK` bytes that hold some decoded block's
    /// instructions (`mark_code`): a write to a code page that touches none of them
    /// (data beside code: the kernel's TLS word in the vector page, written at every
    /// context switch, beside the user helpers) leaves its blocks alone.
    code_chunks: Vec<[u64; 4]>,
    /// Code pages written since the engine last looked ([`Core::take_dirty_code`]).
    dirty_code: Vec<u32>,
    /// When set, every RAM write through [`Core::write_phys`] is logged as (physical
    /// address, size, old value, new value): lockstep undoes and checks them.
    pub ram_log: Option<Vec<RamWrite>>,
    /// Recording or replay of bus accesses (lockstep).
    pub bus_log: BusLog,
    /// The tracer, when `--trace` is given.
    pub tracer: Option<Box<dyn Tracer>>,
    /// Whether executed blocks are recorded now (a copy of the tracer's switch that
    /// engines read on every block; the run loop refreshes it on a toggle).
    pub recording: bool,
    /// Event words (`tracefmt::record::raw`) not yet handed to the tracer:
    /// `trace_buf[..trace_len()]`. Generated code appends to it directly, through
    /// `trace_cur`.
    pub trace_buf: Box<[u64]>,
    /// Address of `trace_buf`'s first word (updated when a full buffer changes
    /// hands, see [`Core::flush_trace_events`]).
    pub trace_buf_addr: usize,
    /// Address of the next free word of `trace_buf`: generated code stores a block's
    /// word there and moves it on (the block recorded last is just below it).
    pub trace_cur: usize,
    /// The buffer is due to be handed over when `trace_cur` reaches this:
    /// [`TRACE_SLACK`] words before its end, room for the words written past it before
    /// anyone looks (see [`Core::trace_boundary`]).
    pub trace_end: usize,
    /// The buffer is handed over at the first block boundary at or after this tick
    /// ([`HANDOVER_TICKS`] after the last hand-over), or earlier when it fills.
    pub trace_due: u64,
    /// `ticks` when the engine last returned to the run loop: a block starting at any
    /// other time needs a time word (see [`Core::trace_time_if_moved`]).
    pub trace_time_end: u64,
    /// Whether a buffer with events went to the tracer (so an exception has a block to
    /// belong to even while this buffer holds none yet).
    pub trace_handed: bool,
    /// Per-instruction observation (interpreter only, see [`crate::observe`]).
    pub observer: Option<Box<crate::observe::Observer>>,
    /// When set, every exception the engines report (see [`Core::note_exception`])
    /// is also logged here, recording or not: a replay verifies the run it does not
    /// record against the recorded exception markers.
    pub exception_log: Option<Vec<ExceptionNote>>,
    /// Exception entries in a row at one tick (see [`Core::stalled`]).
    exception_stall: Stall,
    /// The CPU model (see [`Core::set_model`]).
    pub model: &'static CpuModel,
}

/// An exception as [`Core::exception_log`] holds it: the tick, where it was raised,
/// the vector, and the instructions of the block run before it (as the trace's
/// marker has them: [`crate::trace::WHOLE_BLOCK`] for one taken between blocks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExceptionNote {
    pub ticks: u64,
    pub pc: u32,
    pub target: u32,
    pub insns: u32,
}

/// One bus (non-RAM) access, for lockstep's record and replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// `ticks` is the time the device saw: engines must present the same time.
pub enum BusAccess {
    Read {
        addr: u32,
        size: AccessSize,
        value: u32,
        ticks: u64,
    },
    Write {
        addr: u32,
        size: AccessSize,
        value: u32,
        ticks: u64,
    },
}

/// What happens to bus accesses: they go to the bus, or also get recorded, or are
/// answered from a recording (lockstep's second engine) without touching devices.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum BusLog {
    #[default]
    Off,
    Record(Vec<BusAccess>),
    Replay {
        log: Vec<BusAccess>,
        pos: usize,
        /// The first access that differed from the recording.
        mismatch: Option<String>,
    },
}

impl BusLog {
    /// Replays one access: returns the recorded read value, notes a mismatch.
    fn replay(&mut self, got: BusAccess) -> Option<u32> {
        let BusLog::Replay { log, pos, mismatch } = self else {
            return None;
        };
        let want = log.get(*pos).copied();
        *pos += 1;
        let (same, value) = match (want, got) {
            (
                Some(BusAccess::Read {
                    addr,
                    size,
                    value,
                    ticks,
                }),
                BusAccess::Read {
                    addr: a,
                    size: s,
                    ticks: t,
                    ..
                },
            ) => (addr == a && size == s && ticks == t, value),
            (Some(w @ BusAccess::Write { .. }), g @ BusAccess::Write { .. }) => (w == g, 0),
            _ => (false, 0),
        };
        if !same && mismatch.is_none() {
            *mismatch = Some(format!(
                "bus access #{pos}: recorded {want:x?}, replayed {got:x?}"
            ));
        }
        Some(value)
    }
}

/// One logged RAM write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RamWrite {
    pub addr: u32,
    pub size: AccessSize,
    pub old: u32,
    pub new: u32,
}

impl std::fmt::Debug for Core {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Core")
            .field("s", &self.s)
            .field("ticks", &self.ticks)
            .finish()
    }
}

impl Core {
    pub fn new(ram: Ram, bus: Box<dyn Bus>) -> Core {
        let pages = (ram.size() as usize / 4096).div_ceil(64);
        let chunk_pages = (ram.size() as usize).div_ceil(4096);
        let mut core = Core {
            s: CpuState::new(),
            mmu: Mmu::new(),
            ram,
            bus,
            ticks: 0,
            next_check: 0,
            lines: Irqs::default(),
            devices_touched: false,
            code_pages: vec![0; pages],
            code_chunks: vec![[0; 4]; chunk_pages],
            dirty_code: Vec::new(),
            ram_log: None,
            bus_log: BusLog::Off,
            tracer: None,
            recording: false,
            trace_buf: Box::default(),
            trace_buf_addr: 0,
            trace_cur: 0,
            trace_end: 0,
            trace_due: 0,
            trace_time_end: u64::MAX,
            exception_stall: Stall {
                tick: u64::MAX,
                entries: 0,
            },
            trace_handed: false,
            observer: None,
            exception_log: None,
            model: &crate::cpu_model::ARM926,
        };
        core.set_trace_buf(vec![0; WORDS_PER_BUFFER].into_boxed_slice());
        core
    }

    /// Makes the core a `model` CPU (before it runs: the state's PSR bits follow it).
    pub fn set_model(&mut self, model: &'static CpuModel) {
        self.model = model;
        self.s.psr_bits = model.psr_bits;
        if let Some(ticks) = model.armv7_ticks_per_count {
            self.mmu.make_v7(ticks);
        }
        let cpsr = self.s.cpsr();
        self.s.set_cpsr(cpsr);
    }

    /// Makes `buf` (empty) the buffer events are recorded into.
    fn set_trace_buf(&mut self, mut buf: Box<[u64]>) {
        let addr = buf.as_mut_ptr() as usize;
        self.trace_buf_addr = addr;
        self.trace_cur = addr;
        self.trace_end = addr + buf.len().saturating_sub(TRACE_SLACK) * 8;
        self.trace_buf = buf;
    }

    /// How many words `trace_buf` holds.
    #[inline]
    pub fn trace_len(&self) -> usize {
        (self.trace_cur - self.trace_buf_addr) / 8
    }

    /// Appends a marker's `words` (at most 3) to `trace_buf`, handing a full buffer
    /// over first; as these words cost no ticks, `next_check` is lowered to what is
    /// left (see [`Core::trace_boundary`]).
    #[inline]
    fn push_trace_words(&mut self, words: &[u64]) {
        if self.trace_cur >= self.trace_end {
            self.flush_trace_events();
        }
        let n = self.trace_len();
        self.trace_buf[n..n + words.len()].copy_from_slice(words);
        self.trace_cur += 8 * words.len();
        self.limit_to_trace_room();
    }

    /// Where the run loop stands between two blocks (or before the first), recording:
    /// hands the buffer over if it is due ([`Core::trace_due`] reached, or
    /// `trace_end` reached), and sets `next_check` no later than the next time it is
    /// due, so that the engine comes back by then.
    ///
    /// This is what lets generated code append a block's words without looking at the
    /// buffer's end: a block writes no more words than the ticks it takes (one word,
    /// or two for a block of 33 conditional instructions or more), so while `ticks`
    /// stays below `next_check` the words fit before `trace_end`; words that cost no
    /// ticks (markers) lower `next_check` by themselves. Hand-overs therefore happen
    /// only here and in [`Core::push_trace_words`], at points that depend on the
    /// stream alone: every engine hands over at the same words.
    /// (Not recording, translations made while recording go on writing, and the words
    /// are dropped here the same way.)
    #[inline]
    pub fn trace_boundary(&mut self) {
        if self.tracer.is_none() {
            return;
        }
        if self.ticks >= self.trace_due || self.trace_cur >= self.trace_end {
            self.flush_trace_events();
        }
        self.next_check = self.next_check.min(self.trace_due);
        self.limit_to_trace_room();
    }

    /// `next_check` no later than the tick by which the words that fit before
    /// `trace_end` could be used up (one per tick at most).
    #[inline]
    fn limit_to_trace_room(&mut self) {
        let room = (self.trace_end.saturating_sub(self.trace_cur) / 8) as u64;
        self.next_check = self.next_check.min(self.ticks + room);
    }
    /// Counts an exception entry (every engine enters exceptions through
    /// `exception::enter`); at the [`STALL_LIMIT`]th in a row at the same tick, the
    /// engine is made to stop at the next block ([`Core::stalled`]).
    pub fn count_exception_entry(&mut self) {
        let st = &mut self.exception_stall;
        st.entries = if st.tick == self.ticks {
            st.entries + 1
        } else {
            1
        };
        st.tick = self.ticks;
        if st.entries >= STALL_LIMIT {
            self.next_check = 0;
        }
    }

    /// Whether the CPU can never run again: it took [`STALL_LIMIT`] exceptions in a row
    /// without time passing. Every instruction that runs takes time, an exception entry
    /// none, so the CPU only goes from exception to exception (an undefined instruction
    /// at the undefined-instruction vector, a vector that cannot be fetched), and with
    /// time standing still no interrupt or device can change that. Both engines enter
    /// the same exceptions, so they stop at the same one.
    pub fn stalled(&self) -> bool {
        self.exception_stall.entries >= STALL_LIMIT && self.exception_stall.tick == self.ticks
    }

    /// Marks the RAM page holding physical `paddr` as holding code, all of it: writes
    /// to it are reported by [`Core::take_dirty_code`] (self-modifying code).
    pub fn mark_code_page(&mut self, paddr: u32) {
        self.mark_code(paddr & !0xfff, 0x1000);
    }

    /// Marks the `len` bytes from physical `paddr` (a decoded block's instructions, up
    /// to their page's end) as code: a write to any of them is reported by
    /// [`Core::take_dirty_code`] as a write to their page, whose blocks the engines
    /// drop (self-modifying code); writes elsewhere in the page are not.
    pub fn mark_code(&mut self, paddr: u32, len: u32) {
        let page = (paddr.wrapping_sub(self.ram.base()) >> 12) as usize;
        if let Some(w) = self.code_pages.get_mut(page / 64) {
            if *w & (1 << (page % 64)) == 0 {
                *w |= 1 << (page % 64);
                // Writes to the page must reach `write_phys` from now on.
                self.mmu.tlb.flush_phys_writes(paddr);
            }
            let (first, last) = code_chunk_span(paddr, len.max(1));
            let chunks = &mut self.code_chunks[page];
            for c in first..=last {
                chunks[c / 64] |= 1 << (c % 64);
            }
        }
    }

    /// Whether a write of `len` bytes at physical `paddr`, in a page marked as holding
    /// code, touches bytes of a decoded block (`mark_code`).
    fn touches_code(&self, paddr: u32, len: u32) -> bool {
        let page = (paddr.wrapping_sub(self.ram.base()) >> 12) as usize;
        let Some(chunks) = self.code_chunks.get(page) else {
            return true;
        };
        let (first, last) = code_chunk_span(paddr, len);
        (first..=last).any(|c| chunks[c / 64] & (1 << (c % 64)) != 0)
    }

    /// Whether physical `paddr` lies in a page marked as holding code.
    pub fn is_code_page(&self, paddr: u32) -> bool {
        let page = (paddr.wrapping_sub(self.ram.base()) >> 12) as usize;
        self.code_pages
            .get(page / 64)
            .is_some_and(|w| w & (1 << (page % 64)) != 0)
    }

    /// Takes the list of code pages (physical page numbers) written since the last
    /// call; their marks are cleared, so the engine re-marks pages it decodes again.
    pub fn take_dirty_code(&mut self) -> Vec<u32> {
        std::mem::take(&mut self.dirty_code)
    }

    /// Records the execution of block `bb` starting now (the interpreter's path; the
    /// JIT's generated code does the same inline). `wide`: the block has time bits
    /// past 31 (`Block::wide_time`), so its high-bits word follows (as the JIT writes
    /// it: both engines write the same words).
    pub fn trace_block(&mut self, bb: u32, wide: bool) {
        // No hand-over here, as in generated code: the run loop's `trace_boundary`
        // looked before the block, and the slack holds these words.
        let n = self.trace_len();
        self.trace_buf[n] = raw::block_word(bb);
        if wide {
            self.trace_buf[n + 1] = u64::from(raw::W_MASK_HI);
        }
        self.trace_cur += 8 * (1 + usize::from(wide));
    }

    /// Sets time bit `i` of the block recorded last: in its word, or past 31 in the
    /// high-bits word after it. (Were that word missing, it is added: nothing else is
    /// recorded before the block ends, and [`TRACE_SLACK`] leaves it room.)
    pub fn trace_cond_passed(&mut self, i: u32) {
        let n = self.trace_len();
        if n == 0 {
            return;
        }
        let i = i & 63;
        let hi = self.trace_buf[n - 1] as u32 == raw::W_MASK_HI;
        if i < 32 {
            let Some(at) = n.checked_sub(if hi { 2 } else { 1 }) else {
                return;
            };
            self.trace_buf[at] |= 1 << (i + 32);
        } else if hi {
            self.trace_buf[n - 1] |= 1 << i;
        } else if n < self.trace_buf.len() {
            self.trace_buf[n] = u64::from(raw::W_MASK_HI) | 1 << i;
            self.trace_cur += 8;
        }
    }

    /// Reports an exception taken now (see [`Core::trace_exception`]) to the trace
    /// and to [`Core::exception_log`]; engines call it while either is on.
    pub fn note_exception(&mut self, pc: u32, target: u32, insns: u32) {
        if let Some(log) = self.exception_log.as_mut() {
            log.push(ExceptionNote {
                ticks: self.ticks,
                pc,
                target,
                insns,
            });
        }
        self.trace_exception(pc, target, insns);
    }

    /// Reports an exception taken now, at `pc`, to `target`, after `insns` instructions
    /// of the block recorded last: a marker follows that block's word in the buffer.
    pub fn trace_exception(&mut self, pc: u32, target: u32, insns: u32) {
        if !self.recording || self.trace_len() == 0 && !self.trace_handed {
            return;
        }
        self.push_trace_words(&[
            u64::from(raw::W_EXCEPTION) | u64::from(insns) << 32,
            self.ticks,
            u64::from(pc) << 32 | u64::from(target),
        ]);
    }

    /// Records the time, if it moved since the engine last returned other than by
    /// running instructions (recording started, WFI skipped ahead, a checkpoint was
    /// restored): the run loop's call before it runs blocks.
    #[inline]
    pub fn trace_time_if_moved(&mut self) {
        if self.recording && self.ticks != self.trace_time_end {
            self.push_trace_words(&[u64::from(raw::W_TIME), self.ticks]);
            self.trace_time_end = self.ticks;
        }
    }

    /// Hands the buffered block events to the tracer (drops them while not recording:
    /// translations made while recording go on storing events after it stops).
    pub fn flush_trace_events(&mut self) {
        self.trace_due = self.ticks.saturating_add(HANDOVER_TICKS);
        // Words past the buffer would mean a broken `trace_boundary` invariant: stop
        // rather than go on with a damaged trace.
        assert!(
            self.trace_len() <= self.trace_buf.len(),
            "event buffer overrun"
        );
        if !self.recording {
            self.trace_cur = self.trace_buf_addr;
            return;
        }
        let len = self.trace_len();
        self.trace_handed |= len > 0;
        if let Some(t) = self.tracer.as_mut() {
            if len >= HANDOVER_MIN_WORDS {
                // A buffer changes hands rather than being copied; generated code
                // reads the cursor afresh at every block.
                let full = std::mem::take(&mut self.trace_buf);
                let mut next = t.executed_buffer(full, len);
                if next.len() < WORDS_PER_BUFFER {
                    next = vec![0; WORDS_PER_BUFFER].into();
                }
                self.set_trace_buf(next);
                return;
            } else if len > 0 {
                t.executed(&self.trace_buf[..len]);
            }
        }
        self.trace_cur = self.trace_buf_addr;
    }

    /// Forgets every code page mark (the engine flushed all its blocks).
    pub fn clear_code_pages(&mut self) {
        self.code_pages.fill(0);
        self.code_chunks.fill([0; 4]);
        self.dirty_code.clear();
    }

    /// Translates and performs a read of `size` at virtual `vaddr`. `user` makes the
    /// permission check unprivileged (User mode, or LDRT).
    pub fn read(&mut self, vaddr: u32, size: AccessSize, user: bool) -> Result<u32, MemError> {
        let paddr = self
            .mmu
            .translate(&self.ram, vaddr, AccessKind::Read, user, size as u32)
            .map_err(MemError::Fault)?;
        let raw = match second_page(vaddr, size) {
            None => self.read_phys(paddr, size)?,
            Some(page2) => {
                let paddr2 = self.translate_second(page2, AccessKind::Read, user)?;
                let mut raw = 0;
                for (i, pa) in split_bytes(vaddr, size, paddr, page2, paddr2) {
                    raw |= self.read_phys(pa, AccessSize::Byte)? << (8 * i);
                }
                raw
            }
        };
        let value = self.data_endian(raw, size);
        if let Some(o) = self.observer.as_deref_mut() {
            o.access(vaddr, paddr, size as u8, false, value);
        }
        Ok(value)
    }

    /// A data value as the CPSR's E bit orders it (ARMv6 SETEND BE: big-endian data,
    /// byte-reversed halfwords and words; instruction fetches are never reversed).
    #[inline]
    fn data_endian(&self, value: u32, size: AccessSize) -> u32 {
        if self.s.cpsr_rest & psr::E == 0 {
            return value;
        }
        match size {
            AccessSize::Byte => value,
            AccessSize::Half => (value as u16).swap_bytes() as u32,
            AccessSize::Word => value.swap_bytes(),
        }
    }

    /// Translates and performs a write.
    pub fn write(
        &mut self,
        vaddr: u32,
        size: AccessSize,
        value: u32,
        user: bool,
    ) -> Result<(), MemError> {
        let paddr = self
            .mmu
            .translate(&self.ram, vaddr, AccessKind::Write, user, size as u32)
            .map_err(MemError::Fault)?;
        // Keep the write TLB from caching a code page (generated code writes through it
        // without coming here); before the second page of a crossing store is translated,
        // whose fault would return with the first page's entry left filled.
        if self.is_code_page(paddr) {
            self.mmu.tlb.forget_write(vaddr);
        }
        let value = self.data_endian(value, size);
        if let Some(page2) = second_page(vaddr, size) {
            // Both pages are translated before either is written: a fault on the
            // second leaves memory unchanged (QEMU's store_helper_unaligned).
            let paddr2 = self.translate_second(page2, AccessKind::Write, user)?;
            if self.is_code_page(paddr2) {
                self.mmu.tlb.forget_write(page2);
            }
            for (i, pa) in split_bytes(vaddr, size, paddr, page2, paddr2) {
                self.write_phys(pa, AccessSize::Byte, (value >> (8 * i)) & 0xff)?;
            }
        } else {
            self.write_phys(paddr, size, value)?;
        }
        if let Some(o) = self.observer.as_deref_mut() {
            o.access(vaddr, paddr, size as u8, true, value);
        }
        Ok(())
    }

    /// Translates the second page of an unaligned access that crosses a page
    /// boundary; a fault reports the page's first address, as QEMU 7.2 does.
    fn translate_second(
        &mut self,
        page2: u32,
        kind: AccessKind,
        user: bool,
    ) -> Result<u32, MemError> {
        self.mmu
            .translate(&self.ram, page2, kind, user, 1)
            .map_err(MemError::Fault)
    }

    /// Fetches an instruction (`Half` in Thumb state, `Word` in ARM state).
    pub fn fetch(&mut self, vaddr: u32, size: AccessSize, user: bool) -> Result<u32, MemError> {
        let paddr = self
            .mmu
            .translate(&self.ram, vaddr, AccessKind::Fetch, user, size as u32)
            .map_err(MemError::Fault)?;
        self.read_phys(paddr, size)
    }

    /// A physical read: RAM, or the bus for everything else. `paddr` is naturally
    /// aligned for the access size by the caller.
    pub fn read_phys(&mut self, paddr: u32, size: AccessSize) -> Result<u32, MemError> {
        let ram = match size {
            AccessSize::Byte => self.ram.read8(paddr).map(u32::from),
            AccessSize::Half => self.ram.read16(paddr).map(u32::from),
            AccessSize::Word => self.ram.read32(paddr),
        };
        match ram {
            Some(v) => Ok(v),
            None => {
                self.next_check = 0;
                self.devices_touched = true;
                let read = BusAccess::Read {
                    addr: paddr,
                    size,
                    value: 0,
                    ticks: self.ticks,
                };
                if let Some(v) = self.bus_log.replay(read) {
                    return Ok(v);
                }
                let v = self
                    .bus
                    .read(self.ticks, paddr, size)
                    .map_err(|_| MemError::External { addr: paddr })?;
                if let BusLog::Record(log) = &mut self.bus_log {
                    log.push(BusAccess::Read {
                        addr: paddr,
                        size,
                        value: v,
                        ticks: self.ticks,
                    });
                }
                Ok(v)
            }
        }
    }

    /// A physical write: RAM, or the bus for everything else.
    pub fn write_phys(&mut self, paddr: u32, size: AccessSize, value: u32) -> Result<(), MemError> {
        if let Some(log) = self.ram_log.as_mut() {
            let old = match size {
                AccessSize::Byte => self.ram.read8(paddr).map(u32::from),
                AccessSize::Half => self.ram.read16(paddr).map(u32::from),
                AccessSize::Word => self.ram.read32(paddr),
            };
            if let Some(old) = old {
                log.push(RamWrite {
                    addr: paddr,
                    size,
                    old,
                    new: value,
                });
            }
        }
        let done = match size {
            AccessSize::Byte => self.ram.write8(paddr, value as u8),
            AccessSize::Half => self.ram.write16(paddr, value as u16),
            AccessSize::Word => self.ram.write32(paddr, value),
        };
        if done {
            if self.is_code_page(paddr) && self.touches_code(paddr, size as u32) {
                let bit = (paddr - self.ram.base()) >> 12;
                self.code_pages[bit as usize / 64] &= !(1 << (bit % 64));
                self.code_chunks[bit as usize] = [0; 4];
                self.dirty_code.push(paddr >> 12);
                // Engines must drop the page's blocks before running any more code.
                self.next_check = 0;
            }
            return Ok(());
        }
        self.next_check = 0;
        self.devices_touched = true;
        let write = BusAccess::Write {
            addr: paddr,
            size,
            value,
            ticks: self.ticks,
        };
        if self.bus_log.replay(write).is_some() {
            return Ok(());
        }
        if let BusLog::Record(log) = &mut self.bus_log {
            log.push(write);
        }
        let mut mem = crate::bus::GuestView {
            ram: &mut self.ram,
            mmu: &self.mmu,
            code_pages: &mut self.code_pages,
            dirty_code: &mut self.dirty_code,
        };
        self.bus
            .write_with_memory(self.ticks, paddr, size, value, &mut mem)
            .map_err(|_| MemError::External { addr: paddr })
    }
}

/// Bytes of code one bit of `Core::code_chunks` stands for.
const CODE_CHUNK: u32 = 16;

/// The first and last chunk (`CODE_CHUNK`) of its page that the `len` bytes (at least
/// one) from physical `paddr` touch, up to the page's end.
fn code_chunk_span(paddr: u32, len: u32) -> (usize, usize) {
    let off = paddr & 0xfff;
    let end = (off + len - 1).min(0xfff);
    ((off / CODE_CHUNK) as usize, (end / CODE_CHUNK) as usize)
}

/// The first address of the next page when an access of `size` at `vaddr` crosses a
/// 4 KiB page boundary (an unaligned word or halfword with alignment checking off,
/// as ARMv6 and later allow): its bytes on the second page live wherever that page
/// maps, not after the first page's physical bytes.
#[inline]
fn second_page(vaddr: u32, size: AccessSize) -> Option<u32> {
    let n = size as u32;
    let in_page = vaddr & 0xfff;
    (in_page + n > 0x1000).then(|| vaddr.wrapping_add(0x1000 - in_page))
}

/// The (byte index, physical address) of each byte of an access that crosses into
/// `page2`, in address order: the bytes below `page2` follow `paddr`, the rest follow
/// `paddr2`.
fn split_bytes(
    vaddr: u32,
    size: AccessSize,
    paddr: u32,
    page2: u32,
    paddr2: u32,
) -> impl Iterator<Item = (u32, u32)> {
    let first = page2.wrapping_sub(vaddr);
    (0..size as u32).map(move |i| {
        if i < first {
            (i, paddr.wrapping_add(i))
        } else {
            (i, paddr2.wrapping_add(i - first))
        }
    })
}

#[cfg(test)]
mod page_crossing_tests {
    //! Unaligned accesses across a page boundary on the ARMv7 MMU: the two pages map to
    //! physical pages that are not adjacent, so each byte must come from its own page.
    use super::*;
    use crate::cpu_model::CORTEX_A15;
    use crate::interp::tests::core;

    const L1: u32 = 0x4000;
    const L2: u32 = 0x8000;
    /// Virtual page 0 maps to `PA0`, page 1 to `PA1`; page 2 is unmapped. The physical
    /// page after `PA0` holds other bytes, which a load that ignored the mapping of
    /// the second page would read.
    const VA: u32 = 0x0010_0000;
    const PA0: u32 = 0xa000;
    const PA1: u32 = 0xc000;

    fn mapped() -> Core {
        let mut c = core();
        c.set_model(&CORTEX_A15);
        assert!(c.ram.write32(L1 + (VA >> 20) * 4, L2 | 1));
        for (i, pa) in [(0, PA0), (1, PA1)] {
            // Small page, full access, domain 0.
            assert!(c.ram.write32(L2 + i * 4, pa | 3 << 4 | 2));
        }
        for o in (0..0x1000).step_by(4) {
            assert!(c.ram.write32(PA0 + o, 0xa0a0_0000 | o));
            assert!(c.ram.write32(PA0 + 0x1000 + o, 0xbbbb_bbbb));
            assert!(c.ram.write32(PA1 + o, 0xc1c1_0000 | o));
        }
        for ((crn, crm, opc2), v) in [
            ((3, 0, 0), 0x5555_5555),
            ((2, 0, 0), L1),
            ((1, 0, 0), crate::cp15_v7::SCTLR_RESET | 1),
        ] {
            let effect = c.mmu.cp15_write_v7(&c.ram, (0, crn, crm, opc2), v, 0);
            assert!(matches!(effect, Some(Ok(_))), "MCR c{crn}, c{crm}, {opc2}");
        }
        c
    }

    #[test]
    fn loads_take_each_byte_from_its_own_page() {
        let mut c = mapped();
        // The last word of page 0 is 0xa0a0_0ffc, little-endian: fc 0f a0 a0; page 1
        // starts with 00 00 c1 c1.
        assert_eq!(c.read(VA + 0xffe, AccessSize::Word, true), Ok(0x0000_a0a0));
        assert_eq!(c.read(VA + 0xfff, AccessSize::Word, true), Ok(0xc100_00a0));
        assert_eq!(c.read(VA + 0xffd, AccessSize::Word, true), Ok(0x00a0_a00f));
        assert_eq!(c.read(VA + 0xfff, AccessSize::Half, true), Ok(0x00a0));
        // Within a page nothing changes.
        assert_eq!(c.read(VA + 0xffc, AccessSize::Word, true), Ok(0xa0a0_0ffc));
        assert_eq!(c.read(VA + 0x1002, AccessSize::Word, true), Ok(0x0004_c1c1));
    }

    #[test]
    fn stores_write_each_byte_to_its_own_page() {
        let mut c = mapped();
        assert_eq!(
            c.write(VA + 0xffe, AccessSize::Word, 0x4433_2211, true),
            Ok(())
        );
        assert_eq!(c.ram.read32(PA0 + 0xffc), Some(0x2211_0ffc));
        assert_eq!(c.ram.read32(PA1), Some(0xc1c1_4433));
        assert_eq!(c.ram.read32(PA0 + 0x1000), Some(0xbbbb_bbbb));
        assert_eq!(c.write(VA + 0xfff, AccessSize::Half, 0x6655, true), Ok(()));
        assert_eq!(c.ram.read32(PA0 + 0xffc), Some(0x5511_0ffc));
        assert_eq!(c.ram.read32(PA1), Some(0xc1c1_4466));
        assert_eq!(c.read(VA + 0xffe, AccessSize::Word, true), Ok(0x4466_5511));
    }

    #[test]
    fn a_fault_on_the_second_page_reports_it_and_writes_nothing() {
        let mut c = mapped();
        let Err(MemError::Fault(f)) = c.read(VA + 0x1ffe, AccessSize::Word, true) else {
            panic!("the load must fault on the unmapped page");
        };
        assert_eq!(f.addr, VA + 0x2000);
        let Err(MemError::Fault(f)) = c.write(VA + 0x1fff, AccessSize::Half, 0xffff, true) else {
            panic!("the store must fault on the unmapped page");
        };
        assert_eq!(f.addr, VA + 0x2000);
        assert_eq!(c.ram.read32(PA1 + 0xffc), Some(0xc1c1_0ffc));
    }

    /// A store into a page of translated code whose second page faults must not leave
    /// the first page's write entry in the TLB: the JIT's stores write through that entry
    /// without the self-modifying-code check (fails if the code-page check comes after
    /// the second page's translation).
    #[test]
    fn a_store_faulting_on_its_second_page_leaves_no_write_entry_to_code() {
        let mut c = mapped();
        c.mark_code_page(PA1);
        let Err(MemError::Fault(_)) = c.write(VA + 0x1fff, AccessSize::Half, 0xffff, true) else {
            panic!("the store must fault on the unmapped page");
        };
        let dacr = 0x5555_5555;
        for user in [false, true] {
            assert_eq!(c.mmu.tlb.lookup(VA + 0x1000, 1, user, dacr), None);
        }
        // A store within a code page leaves no write entry either, and is seen.
        assert_eq!(c.write(VA + 0x1004, AccessSize::Word, 7, true), Ok(()));
        assert_eq!(c.mmu.tlb.lookup(VA + 0x1000, 1, true, dacr), None);
        assert_eq!(c.take_dirty_code(), vec![PA1 >> 12]);
    }

    /// A write to a code page is reported where it touches a marked block's bytes
    /// (16-byte chunks), and only there; the page stays marked (its writes keep coming
    /// through `write_phys`, never a TLB write entry) until one does.
    #[test]
    fn only_writes_to_the_bytes_of_blocks_report_their_page() {
        let mut c = mapped();
        let dacr = 0x5555_5555;
        // A block of two instructions at 0xfe0 (the user helpers' `get_tls`).
        c.mark_code(PA1 + 0xfe0, 8);
        // The word 0xff0 beside it (the TLS value): no report, and no write entry.
        assert_eq!(c.write(VA + 0x1ff0, AccessSize::Word, 7, false), Ok(()));
        assert_eq!(c.take_dirty_code(), Vec::<u32>::new());
        assert!(c.is_code_page(PA1));
        assert_eq!(c.mmu.tlb.lookup(VA + 0x1ff0, 1, false, dacr), None);
        // A halfword into the block's chunk (past its last byte, in the same 16).
        assert_eq!(c.write(VA + 0x1fec, AccessSize::Half, 7, false), Ok(()));
        assert_eq!(c.take_dirty_code(), vec![PA1 >> 12]);
        assert!(!c.is_code_page(PA1));
        // Marked again, the old chunks are gone: 0xfe0 no longer reports.
        c.mark_code(PA1 + 0x100, 4);
        assert_eq!(c.write(VA + 0x1fe0, AccessSize::Byte, 7, false), Ok(()));
        assert_eq!(c.take_dirty_code(), Vec::<u32>::new());
        assert_eq!(c.write(VA + 0x1103, AccessSize::Byte, 7, false), Ok(()));
        assert_eq!(c.take_dirty_code(), vec![PA1 >> 12]);
        // `mark_code_page` marks every byte.
        c.mark_code_page(PA1 + 0x800);
        assert_eq!(c.write(VA + 0x1ffc, AccessSize::Word, 7, false), Ok(()));
        assert_eq!(c.take_dirty_code(), vec![PA1 >> 12]);
    }
}

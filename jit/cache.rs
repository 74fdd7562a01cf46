//! The code cache: translated blocks in one code buffer, the block map
//! keyed by (virtual PC, physical address, Thumb), a jump cache that generated code
//! consults itself (its direct-mapped first way; `helpers::lookup` the second) to go
//! from block to block without returning to the run loop, and invalidation of the
//! blocks of a page the guest wrote.
//!
//! Translated code lives in one `CodeBuffer` (written through a writable view, run
//! through an executable one), appended until it is full; code never moves, so absolute
//! code addresses stay valid until a full flush.

use crate::fasthash::FastMap as HashMap;
use std::rc::Rc;

use crate::abi::{jump_slot, jump_tag, JumpEntry, BODY_OFFSET, CPSR_KEY_MASK, JUMP_CACHE};
use crate::codebuf::CodeBuffer;
use crate::helpers::JUMP_CACHE_WAYS;
use crate::translate::{self, predicted, ExitCode, Ops, Runtime, Stubs, Trampoline};
use arm::block::Block;
use arm::run::{self, Engine, Exit, Marks};
use arm::state::psr;
use arm::Core;

/// Size of the code buffer; the cache is flushed whole when it is full. Direct jumps
/// between blocks are `rel32`, so it must stay below 2 GiB.
const CODE_BYTES: usize = 64 << 20;

/// Identity of a translated block: everything translation depends on. The virtual
/// PC is part of it because translated code embeds PC-relative values; the physical
/// address because the same virtual PC may map elsewhere later; the Thumb bit
/// because it selects the decoder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Key {
    pub vpc: u32,
    pub paddr: u32,
    pub thumb: bool,
    /// The IT state at the block's start (ARMv7 Thumb; 0 elsewhere): it selects the
    /// conditions of the block's instructions.
    pub it: u8,
    /// Translated for big-endian data (CPSR.E): memory accesses then go through the
    /// interpreter's semantics.
    pub big_endian: bool,
    /// Translated for User mode (inline memory accesses use that TLB).
    pub user: bool,
}

impl Key {
    /// The jump cache's tag: physical address, privilege and Thumb bit.
    pub fn tag(&self) -> u64 {
        jump_tag(self.paddr, self.user, self.thumb)
    }

    /// Whether the block's first instruction lies in RAM, where the guest can write
    /// it (its page is then tracked; a Thumb block may start in RAM's last halfword).
    fn in_ram(&self, core: &Core) -> bool {
        core.ram
            .contains(self.paddr, if self.thumb { 2 } else { 4 })
    }

    /// Whether direct jumps within the block's page may go straight to their target's
    /// code: the page's mapping is in the fetch TLB, where it stays until a fetch from
    /// another page replaces it (and coming back goes through a probe) or the guest
    /// writes CP15 or changes mode (which end the chain: `helpers::interp_step`; the
    /// inline DACR write ends it where its new DACR drops the entry of the next
    /// instruction's page: `helpers::dacr_written`). The interpreter fetches each block
    /// through that same entry.
    /// A page the TLB does not hold (outside RAM, or with sub-page permissions) is
    /// walked for every block by the interpreter, and a guest can rewrite its entry
    /// between two of them. A page whose entry was dropped since the block was
    /// discovered (a full flush before its batch was translated) is linkable where a
    /// walk now would enter it again with the same physical address
    /// (`Mmu::fetch_would_fill`).
    fn linkable(&self, core: &Core) -> bool {
        const FETCH: usize = 2;
        let dacr = core.mmu.regs.dacr;
        self.in_ram(core)
            && (core
                .mmu
                .tlb
                .lookup(self.vpc, FETCH, self.user, dacr)
                .is_some()
                || core
                    .mmu
                    .fetch_would_fill(&core.ram, self.vpc, self.user, self.paddr))
    }
}

/// What the helpers of generated code reach of the engine running it: its block map
/// (read by `translated_entry`), and its code buffer and predicted exits (to link a
/// site, `link_predicted`). Null outside `Jit::run_from_pc`'s call of generated code.
#[derive(Clone, Copy)]
struct RunningParts {
    blocks: *const HashMap<Key, Translated>,
    code: *mut CodeBuffer,
    predicted: *mut Predictions,
}

impl RunningParts {
    const NONE: RunningParts = RunningParts {
        blocks: std::ptr::null(),
        code: std::ptr::null_mut(),
        predicted: std::ptr::null_mut(),
    };
}

thread_local! {
    /// The parts of the engine whose generated code runs on this thread.
    static RUNNING: std::cell::Cell<RunningParts> =
        const { std::cell::Cell::new(RunningParts::NONE) };
}

/// Sets `RUNNING` while it lives (cleared on drop, also when generated code's helper
/// unwinds).
struct Running;

impl Running {
    fn set(
        blocks: &HashMap<Key, Translated>,
        code: &mut CodeBuffer,
        predicted: &mut Predictions,
    ) -> Running {
        RUNNING.with(|r| {
            r.set(RunningParts {
                blocks,
                code,
                predicted,
            })
        });
        Running
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        RUNNING.with(|r| r.set(RunningParts::NONE));
    }
}

/// For `helpers::lookup` after both jump-cache ways missed: the entry of the block the
/// running engine translated for the CPU's state at r15, whose fetch translates to
/// `paddr` (the key `Jit::lookup` makes), if any. `None` outside generated code.
pub(crate) fn translated_entry(core: &Core, paddr: u32) -> Option<usize> {
    let map = RUNNING.with(std::cell::Cell::get).blocks;
    if map.is_null() {
        return None;
    }
    let key = Key {
        vpc: core.s.r[15],
        paddr,
        thumb: core.s.thumb(),
        it: arm::interp::it_state(core.s.cpsr_rest),
        big_endian: core.s.cpsr_rest & psr::E != 0,
        user: !core.s.mode().privileged(),
    };
    // SAFETY: `map` is the block map of the engine in `Jit::run_from_pc`, set there
    // (`Running`) for the duration of its call of generated code, during which nothing
    // else reads or writes it: the engine itself waits for the call to return.
    unsafe { &*map }.get(&key).map(|t| t.entry)
}

/// For `helpers::predict_miss`: links the predicted exit at host address `site` to the
/// block at r15, whose entry the miss found (`Predictions::link`). Nothing outside
/// generated code.
pub(crate) fn link_predicted(core: &mut Core, site: usize, entry: usize) {
    let parts = RUNNING.with(std::cell::Cell::get);
    if parts.predicted.is_null() || parts.code.is_null() {
        return;
    }
    // SAFETY: both point into the engine in `Jit::run_from_pc`, set there (`Running`)
    // for the duration of its call of generated code, during which nothing else uses
    // them: the engine itself waits for the call to return. Generated code runs from
    // the code buffer's executable view and this writes through the other one: the
    // site patched is the miss's, which left it, and a link stub is appended after the
    // code in use.
    let (code, predicted) = unsafe { (&mut *parts.code, &mut *parts.predicted) };
    predicted.link(code, core, site, entry);
}

/// Links a predicted exit is given (its first target and two others): a lazily bound
/// PLT slot goes from the resolver to the function once; a site whose target keeps
/// changing goes on at `chain` after that, paying only its compare.
const PREDICTED_LINKS: u8 = 3;

/// Links a direct jump to another page is given (`translate::chain::emit_linked`): its
/// target is always the same, but its link is undone where the target's page is
/// invalidated; a page rewritten that often leaves it on `chain`.
const FIXED_LINKS: u8 = 8;

/// A predicted exit of a live translation (`translate::chain::emit_predicted`).
#[derive(Clone, Copy, Debug)]
struct PredictedSite {
    /// The translation's `chain`, where the site goes once out of links.
    chain: usize,
    /// The translation's virtual and physical page.
    vpage: u32,
    ppage: u32,
    /// Its state: the target's translation must have the same.
    thumb: bool,
    user: bool,
    /// The page was linkable (`Key::linkable`) when translated: a target in it is
    /// entered directly, as a direct jump's is.
    direct: bool,
    /// A direct jump to another page (`translate::chain::emit_linked`): no compare.
    fixed: bool,
    links_left: u8,
    /// The physical page number of the target it is linked to through a link stub.
    linked: Option<u32>,
}

/// The predicted exits of the live translations, by host address, and per physical
/// page number the sites linked to a translation in it through a link stub (unlinked
/// when the page's translations are dropped).
#[derive(Default)]
struct Predictions {
    sites: HashMap<usize, PredictedSite>,
    into: HashMap<u32, Vec<usize>>,
    /// Links made (statistics).
    links: u64,
}

/// The `rel32` of a jump whose operand is at `operand` to host address `to` (within the
/// code buffer: in reach).
fn rel32(operand: usize, to: usize) -> u32 {
    (to as i64 - (operand as i64 + 4)) as i32 as u32
}

impl PredictedSite {
    /// Where its `jmp rel32`'s operand and its miss path are, from its first byte.
    fn layout(&self) -> (usize, usize) {
        if self.fixed {
            (predicted::FIXED_JMP, predicted::FIXED_MISS)
        } else {
            (predicted::JMP, predicted::MISS)
        }
    }
}

impl Predictions {
    /// Links `site` to the block at r15 (`entry`, its entry), where that block has the
    /// site's privilege, no IT state and little-endian data (its Thumb state may be the
    /// other one, a direct jump's not), and its page
    /// is held by the fetch TLB in RAM: directly where it lies in the site's page and
    /// that page was linkable, else through a link stub that checks the fetch TLB entry
    /// of its page. One of the site's links either way; with none left, its misses go
    /// to `chain`. A compared site is not linked to address 0: an LDM's slow path
    /// leaves `eax` 0 whatever it loaded into r15.
    fn link(&mut self, code: &mut CodeBuffer, core: &Core, site: usize, entry: usize) {
        const FETCH: usize = 2;
        let Predictions { sites, into, links } = self;
        let Some(s) = sites.get_mut(&site) else {
            return;
        };
        if s.links_left == 0 {
            return;
        }
        s.links_left -= 1;
        let pc = core.s.r[15];
        let user = !core.s.mode().privileged();
        let thumb = core.s.thumb();
        // A compared site's target in the other state (an ARM PLT entry's jump into a
        // Thumb function on armhf) is compared as the interworking leaves `eax`: odd
        // (`branch::emit_interwork_from`), the target with bit 0 set.
        let other = thumb != s.thumb && !s.fixed;
        let keyed = (thumb == s.thumb || other)
            && user == s.user
            && core.s.cpsr_rest & (psr::IT | psr::E) == 0;
        let paddr = (keyed && (s.fixed || pc != 0))
            .then(|| core.mmu.tlb.lookup(pc, FETCH, user, core.mmu.regs.dacr))
            .flatten()
            .filter(|&pa| core.ram.contains(pa, if thumb { 2 } else { 4 }));
        let to = match paddr {
            Some(pa) if s.direct && pc & !0xfff == s.vpage && pa & !0xfff == s.ppage => {
                s.linked = None;
                Some(entry)
            }
            Some(pa) => {
                let addend = core
                    .ram
                    .host_zero()
                    .wrapping_add(u64::from(pa))
                    .wrapping_sub(u64::from(pc));
                let stub = translate::link_stub(code.tail(), pc, user, addend, entry, s.chain);
                let at = code.push(&stub);
                if at.is_some() {
                    into.entry(pa >> 12).or_default().push(site);
                    s.linked = Some(pa >> 12);
                }
                at
            }
            None => None,
        };
        let (jmp, _) = s.layout();
        if let Some(to) = to {
            if !s.fixed {
                code.patch_u32(site + predicted::IMM, if other { pc | 1 } else { pc });
            }
            code.patch_u32(site + jmp, rel32(site + jmp, to));
            crate::events::jit_chain((site + jmp) as u64, pc, to as u64);
            *links += 1;
        }
        if s.links_left == 0 {
            if !s.fixed {
                code.patch_u32(site + predicted::JNE, rel32(site + predicted::JNE, s.chain));
            }
            if to.is_none() && s.linked.is_none() {
                code.patch_u32(site + jmp, rel32(site + jmp, s.chain));
            }
        }
    }

    /// Unlinks the sites linked to a translation in physical page `page` (whose
    /// translations are being dropped): their jump goes to the miss path again (to
    /// `chain` where they have no links left).
    fn unlink_page(&mut self, code: &mut CodeBuffer, page: u32) {
        let Some(linked) = self.into.remove(&page) else {
            return;
        };
        for site in linked {
            let Some(s) = self.sites.get_mut(&site) else {
                continue;
            };
            if s.linked != Some(page) {
                continue;
            }
            s.linked = None;
            let (jmp, miss) = s.layout();
            let to = if s.links_left > 0 {
                site + miss
            } else {
                s.chain
            };
            code.patch_u32(site + jmp, rel32(site + jmp, to));
        }
    }
}

struct Translated {
    entry: usize,
    /// Bytes of host code.
    len: usize,
    /// Generated code points into the decoded block (the escape hatch passes
    /// `&BlockInsn`), so it lives as long as the code may run.
    block: Rc<Block>,
    /// Its trace number (0 where it was discovered while not recording).
    bb: u32,
    /// The blocks translated inline after it (`translate::translate_fused`), kept for
    /// the same reason.
    _fused: Vec<Rc<Block>>,
    /// Host addresses of its predicted exits (`Predictions::sites`).
    predicted: Vec<usize>,
}

/// Blocks translated together (a block runs once in the interpreter first, so that blocks
/// that run only once are never translated).
const BATCH: usize = 32;

/// What `Jit::lookup` found at the PC.
enum Found {
    /// Translated code: the block's key and the host address of its body.
    Native(Key, usize),
    /// A block seen for the first time: it runs once in the interpreter (the same
    /// semantics, ticks and trace records) while it waits for its batch.
    Interpret(Rc<Block>, u32),
}

/// Called for every translation with the decoded blocks it holds (the first is its entry;
/// the others were translated inline after it, see `translate::translate_fused`), the host
/// address of its code and the code (for `--perf-map` and `--dump-blocks`).
pub type TranslateHook = Box<dyn FnMut(&[&Block], usize, &[u8])>;

/// The JIT engine.
pub struct Jit {
    /// Observers of translation.
    hooks: Vec<TranslateHook>,
    trampoline: Trampoline,
    code: CodeBuffer,
    /// The shared code at the start of `code` (`translate::emit_stubs`).
    stubs: Stubs,
    blocks: HashMap<Key, Translated>,
    /// Discovered blocks waiting to be translated (`commit`), with their trace numbers.
    deferred: Vec<(Key, Rc<Block>, u32)>,
    /// Empty between translations: the vector `translate` builds each chain of blocks
    /// in (`fused`), kept for its capacity.
    chain: Vec<(Rc<Block>, u32)>,
    /// Per physical page: the blocks of the page that direct jumps wait for, with the
    /// host addresses of those `jmp rel32` operands (`translate::Translation::links`).
    waiting: HashMap<u32, Vec<(Key, usize)>>,
    /// Boxed so that generated code can hold its address.
    jump_cache: Box<[JumpEntry]>,
    /// The translations' predicted exits.
    predicted: Predictions,
    /// Blocks per physical page, for invalidation.
    by_page: HashMap<u32, Vec<Key>>,
    /// Blocks translated since creation (statistics).
    pub translated: u64,
    /// Full flushes of the code cache (statistics).
    pub flushes: u64,
    /// Instructions translated as a whole call to the escape hatch (statistics:
    /// `translate::Translation::hatch_sites`, system operations only).
    pub hatch_sites: u64,
    /// `helpers::hatch_runs` when the engine was made (its stats count from there).
    hatch_runs_at_start: u64,
    /// Where the shared stubs end (the first translation's address).
    stubs_end: usize,
    /// The block `step_block` ran first, for diagnostics.
    last: Option<Key>,
    /// Whether translations record executions while the core is recording (lockstep's
    /// JIT does not: the interpreter records for both).
    record: bool,
}

impl std::fmt::Debug for Jit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Jit({} blocks)", self.blocks.len())
    }
}

impl Jit {
    pub fn new() -> std::io::Result<Jit> {
        if !crate::abi::monitor_layout_holds() {
            return Err(std::io::Error::other(
                "JIT: Option<u32> is not laid out as generated code reads the exclusive monitor",
            ));
        }
        let mut jump_cache = vec![JumpEntry::EMPTY; JUMP_CACHE_WAYS].into_boxed_slice();
        let mut code = CodeBuffer::new(CODE_BYTES)?;
        // Mutable: `helpers::lookup` swaps the two ways' entries through it.
        let stubs = emit_stubs(&mut code, jump_cache.as_mut_ptr() as usize)
            .ok_or_else(|| std::io::Error::other("JIT: no room for the shared code"))?;
        let stubs_end = code.tail();
        Ok(Jit {
            hooks: Vec::new(),
            trampoline: Trampoline::new()?,
            code,
            stubs,
            blocks: HashMap::default(),
            deferred: Vec::new(),
            chain: Vec::new(),
            waiting: HashMap::default(),
            jump_cache,
            predicted: Predictions::default(),
            by_page: HashMap::default(),
            translated: 0,
            hatch_sites: 0,
            hatch_runs_at_start: crate::helpers::hatch_runs(),
            stubs_end,
            flushes: 0,
            last: None,
            record: true,
        })
    }

    /// A JIT whose translations never record executions (for lockstep, where the
    /// interpreter's recording stands for both engines).
    pub fn without_recording() -> std::io::Result<Jit> {
        Ok(Jit {
            record: false,
            ..Jit::new()?
        })
    }

    /// Adds an observer of every translation.
    pub fn on_translate(&mut self, hook: TranslateHook) {
        self.hooks.push(hook);
    }

    /// Number of translated blocks currently held.
    pub fn block_count(&self) -> usize {
        self.blocks.len()
    }

    /// Finds the block at the current PC: translated, or new (then queued for
    /// translation; a queued block that runs again, or a full queue, translates the
    /// queue). `None` if fetching it raised a prefetch abort (entered).
    fn lookup(&mut self, core: &mut Core) -> Option<Found> {
        let marks = if self.record {
            Marks::Trace
        } else {
            Marks::Skip
        };
        let k = run::fetch_key(core, marks)?;
        let user = !core.s.mode().privileged();
        let key = Key {
            vpc: core.s.r[15],
            paddr: (k >> 1) as u32,
            thumb: k & 1 != 0,
            it: arm::interp::it_state(core.s.cpsr_rest),
            big_endian: core.s.cpsr_rest & psr::E != 0,
            user,
        };
        let slot = jump_slot(key.vpc);
        let e = self.jump_cache[slot];
        let same_it = e.cpsr & (psr::IT | psr::E) == core.s.cpsr_rest & (psr::IT | psr::E);
        if e.vpc == key.vpc && e.tag == key.tag() && same_it {
            // Filled under another privileged mode (the block is the same): the probe
            // of generated code compares the CPSR's mode as well.
            self.jump_cache[slot].cpsr = core.s.cpsr_rest & CPSR_KEY_MASK;
            return Some(Found::Native(key, e.entry + BODY_OFFSET));
        }
        let entry = match self.blocks.get(&key) {
            Some(t) => t.entry,
            None => {
                if !self.deferred.iter().any(|d| d.0 == key) {
                    let block = Rc::new(run::discover_at_pc(core, k, marks)?);
                    let bb = if self.record {
                        run::block_number(core, &block)
                    } else {
                        0
                    };
                    // Writes to the page are tracked from now on (`invalidate_pages`
                    // drops the queued block too).
                    if key.in_ram(core) {
                        core.mark_code(key.paddr, block.bytes());
                    }
                    self.deferred.push((key, block.clone(), bb));
                    // Lockstep's JIT (not recording) must not interpret: the
                    // interpreter beside it records for both.
                    if self.record && self.deferred.len() < BATCH {
                        return Some(Found::Interpret(block, bb));
                    }
                }
                self.commit(core)?;
                self.blocks.get(&key)?.entry
            }
        };
        let host = if key.in_ram(core) {
            core.ram.host_zero().wrapping_add(u64::from(key.paddr))
        } else {
            0
        };
        // The block it displaces goes to the second way (`helpers::lookup`): two blocks
        // of one slot (two processes' code at the same address, or two hot blocks
        // whose addresses share a slot) take turns without a return to the run loop.
        let old = self.jump_cache[slot];
        if old.vpc != key.vpc || old.tag != key.tag() {
            self.jump_cache[JUMP_CACHE + slot] = old;
        }
        self.jump_cache[slot] = JumpEntry {
            vpc: key.vpc,
            cpsr: core.s.cpsr_rest & CPSR_KEY_MASK,
            host,
            entry,
            tag: key.tag(),
        };
        Some(Found::Native(key, entry + BODY_OFFSET))
    }

    /// Translates the queued blocks.
    fn commit(&mut self, core: &mut Core) -> Option<()> {
        let queue = std::mem::take(&mut self.deferred);
        let mut ok = Some(());
        for (key, block, bb) in &queue {
            if ok.is_some() {
                ok = self.translate(core, *key, block.clone(), *bb, &queue);
            }
        }
        ok
    }

    /// Translates one block into the code buffer, with the blocks it falls through to
    /// inline (`fused`; `queue`: the blocks discovered with it, see `commit`).
    fn translate(
        &mut self,
        core: &mut Core,
        key: Key,
        block: Rc<Block>,
        bb: u32,
        queue: &[(Key, Rc<Block>, u32)],
    ) -> Option<()> {
        // The chain's vector is the engine's, reused from one translation to the next.
        let mut fused = std::mem::take(&mut self.chain);
        self.fused(core, key, (&block, bb), queue, &mut fused);
        let mut t = self.assemble(core, key, &fused);
        if t.code.len() > self.code.free() {
            // Full: start afresh, and assemble again for the new address.
            crate::events::jit_flush(
                self.blocks.len() as u32,
                self.code.used() as u32,
                "code buffer full",
            );
            self.flush_cache(core);
            self.fused(core, key, (&block, bb), queue, &mut fused);
            t = self.assemble(core, key, &fused);
        }
        let Some(base) = self.code.push(&t.code) else {
            fused.clear();
            self.chain = fused;
            return None;
        };
        let ppage = key.paddr & !0xfff;
        // Nothing is linked where the fetch TLB does not hold the page: see `assemble`.
        let linkable = key.linkable(core);
        let links = if linkable { &t.links[..] } else { &[] };
        for &(off, vpc, it) in links {
            let target = Key {
                vpc,
                paddr: ppage | (vpc & 0xfff),
                it,
                ..key
            };
            self.waiting
                .entry(ppage >> 12)
                .or_default()
                .push((target, base + off));
        }
        let chain = base + t.chain_offset;
        for &(off, fixed) in &t.predicted {
            self.predicted.sites.insert(
                base + off,
                PredictedSite {
                    chain,
                    vpage: key.vpc & !0xfff,
                    ppage,
                    thumb: key.thumb,
                    user: key.user,
                    direct: linkable,
                    fixed,
                    links_left: if fixed { FIXED_LINKS } else { PREDICTED_LINKS },
                    linked: None,
                },
            );
        }
        // Direct jumps that were waiting for this block (its own included) now enter it:
        // they lie in the same physical page, so they are invalidated together.
        if let Some(sites) = self.waiting.get_mut(&(ppage >> 12)) {
            let code = &mut self.code;
            sites.retain(|&(k, site)| {
                if k != key {
                    return true;
                }
                let rel = base as i64 - (site as i64 + 4);
                if let Ok(rel) = i32::try_from(rel) {
                    crate::events::jit_chain(site as u64, key.vpc, base as u64);
                    code.patch_u32(site, rel as u32);
                }
                false
            });
        }
        self.translated += 1;
        self.hatch_sites += u64::from(t.hatch_sites);
        crate::events::jit_translate(
            block.pc,
            key.paddr,
            u32::from(key.thumb),
            block.insns.len() as u32,
            base as u64,
            t.code.len() as u32,
        );
        if t.hatch_sites > 0 {
            crate::events::jit_escape_hatch(block.pc, t.hatch_sites);
        }
        if !self.hooks.is_empty() {
            let held: Vec<&Block> = fused.iter().map(|(b, _)| &**b).collect();
            for hook in &mut self.hooks {
                hook(&held, base, &t.code);
            }
        }
        // Code that is not in RAM cannot be written by the guest through RAM, so its
        // translations are not tracked (and never go stale).
        if key.in_ram(core) {
            // Every block of the chain (in the page of the first).
            for (b, _) in fused.iter() {
                let paddr = (key.paddr & !0xfff) | (b.pc & 0xfff);
                core.mark_code(paddr, b.bytes());
            }
            self.by_page.entry(key.paddr >> 12).or_default().push(key);
        }
        self.blocks.insert(
            key,
            Translated {
                entry: base,
                len: t.code.len(),
                block,
                bb,
                _fused: fused.drain(1..).map(|(b, _)| b).collect(),
                predicted: t.predicted.iter().map(|&(off, _)| base + off).collect(),
            },
        );
        fused.clear();
        self.chain = fused;
        translate::recycle(t.code);
        Some(())
    }

    /// The chain of blocks translated as one (`translate::translate_fused`): `first` (a
    /// block and its trace number) and, while the page is linkable (`Key::linkable`:
    /// what a direct link from one block to the next assumes), each block the one before
    /// falls through to (`translate::fall_through`) that is already known: translated,
    /// or discovered in the same batch (`queue`), so with its trace number (nothing is
    /// discovered here: numbers are given in the order blocks are first met).
    /// The chain is written into `chain` (emptied first).
    fn fused(
        &self,
        core: &Core,
        key: Key,
        first: (&Rc<Block>, u32),
        queue: &[(Key, Rc<Block>, u32)],
        chain: &mut Vec<(Rc<Block>, u32)>,
    ) {
        chain.clear();
        chain.push((first.0.clone(), first.1));
        if !key.linkable(core) {
            return;
        }
        while chain.len() < translate::MAX_FUSED {
            let Some((vpc, it)) = chain.last().and_then(|(b, _)| translate::fall_through(b)) else {
                break;
            };
            let k = Key {
                vpc,
                paddr: (key.paddr & !0xfff) | (vpc & 0xfff),
                it,
                ..key
            };
            let known = match self.blocks.get(&k) {
                Some(t) => Some((t.block.clone(), t.bb)),
                None => queue.iter().find(|q| q.0 == k).map(|q| (q.1.clone(), q.2)),
            };
            match known {
                Some((b, n)) if !run::is_self_loop(&b) => chain.push((b, n)),
                _ => break,
            }
        }
    }

    /// Assembles the chain `fused` (`Jit::fused`) for the code buffer's tail.
    fn assemble(
        &self,
        core: &Core,
        key: Key,
        fused: &[(Rc<Block>, u32)],
    ) -> translate::Translation {
        let rt = Runtime {
            jump_cache: self.jump_cache.as_ptr() as usize,
            stubs: Some(self.stubs),
            // A jump back to the translation's own start is direct where a link would be.
            self_link: key.linkable(core),
        };
        let recording = self.record && core.recording;
        // In place: `fused` holds at most `MAX_FUSED` blocks.
        let mut held = [(&*fused[0].0, None); translate::MAX_FUSED];
        for (h, (b, bb)) in held.iter_mut().zip(fused) {
            *h = (&**b, recording.then_some(*bb));
        }
        let blocks = &held[..fused.len()];
        let translated = &self.blocks;
        let ppage = key.paddr & !0xfff;
        // A direct jump within the page goes straight to the target's code, assuming
        // the page is where it was (`Key::linkable`).
        let linkable = key.linkable(core);
        let linked = |vpc: u32, it: u8| {
            if !linkable {
                return None;
            }
            let k = Key {
                vpc,
                paddr: ppage | (vpc & 0xfff),
                it,
                ..key
            };
            translated.get(&k).map(|t| t.entry)
        };
        translate::translate_fused(self.code.tail(), blocks, (key.paddr, key.user), rt, &linked)
    }

    /// Drops the translations of the given physical pages.
    pub fn invalidate_pages(&mut self, pages: &[u32]) {
        if !pages.is_empty() {
            self.deferred
                .retain(|(k, _, _)| !pages.contains(&(k.paddr >> 12)));
        }
        for &page in pages {
            self.waiting.remove(&page);
            self.predicted.unlink_page(&mut self.code, page);
            if let Some(keys) = self.by_page.remove(&page) {
                crate::events::jit_invalidate(page << 12, keys.len() as u32);
                for key in keys {
                    if let Some(t) = self.blocks.remove(&key) {
                        for site in &t.predicted {
                            self.predicted.sites.remove(site);
                        }
                    }
                    let slot = jump_slot(key.vpc);
                    for way in [slot, JUMP_CACHE + slot] {
                        let e = &mut self.jump_cache[way];
                        if e.vpc == key.vpc && e.tag == key.tag() {
                            *e = JumpEntry::EMPTY;
                        }
                    }
                }
            }
        }
    }

    /// Runs translated code from the PC. With `single`, exactly one block runs
    /// (lockstep); otherwise blocks run on through the jump cache until one exits to
    /// the run loop. Writes to code pages are left in `core` ([`Core::take_dirty_code`]).
    pub fn step_block(&mut self, core: &mut Core) -> Exit {
        // Called outside the run loop, whose `trace_boundary` hands a full buffer over:
        // a recording block must find room for its words.
        if core.trace_cur >= core.trace_end {
            core.flush_trace_events();
        }
        self.run_from_pc(core, true)
    }

    fn run_from_pc(&mut self, core: &mut Core, single: bool) -> Exit {
        let (key, body) = match self.lookup(core) {
            None => return Exit::Continue,
            Some(Found::Native(key, body)) => (key, body),
            Some(Found::Interpret(block, _)) if run::is_self_loop(&block) => return Exit::SelfLoop,
            Some(Found::Interpret(block, bb)) => return run::execute_block(core, &block, bb),
        };
        self.last = Some(key);
        // Whatever ran since (the interpreter's blocks, an exception return, a DACR
        // write, a restored checkpoint) may have changed the DACR or entered User mode
        // under another one.
        crate::helpers::entering_code(core);
        let saved = core.next_check;
        if single {
            // The next block's entry check fails at once, so only this one runs.
            core.next_check = 0;
        }
        // `helpers::lookup` finds the blocks the jump cache misses in the block map.
        let running = Running::set(&self.blocks, &mut self.code, &mut self.predicted);
        // SAFETY: `body` is the body of a block translated by `translate_block` into the
        // code buffer, which stays mapped while this runs (and is only overwritten after
        // `flush`, which needs `&mut self`). The generated code follows the ABI of
        // `Trampoline::enter` and touches only `core`, the jump cache and (reading, in
        // `helpers::lookup`) the block map.
        let exit = unsafe { self.trampoline.enter(core, body as *const u8) };
        drop(running);
        if single {
            core.next_check = core.next_check.min(saved);
        }
        match exit {
            ExitCode::Continue => Exit::Continue,
            ExitCode::Wfi => Exit::Wfi,
            ExitCode::SelfLoop => Exit::SelfLoop,
        }
    }

    /// Drops every translation (`Engine::flush`, or a full code buffer).
    fn flush_cache(&mut self, core: &mut Core) {
        self.blocks.clear();
        self.deferred.clear();
        self.waiting.clear();
        self.predicted = Predictions {
            links: self.predicted.links,
            ..Predictions::default()
        };
        self.by_page.clear();
        self.jump_cache.fill(JumpEntry::EMPTY);
        self.code.reset();
        // The same bytes at the same place: `self.stubs` stays valid.
        let _ = emit_stubs(&mut self.code, self.jump_cache.as_mut_ptr() as usize);
        core.clear_code_pages();
        self.flushes += 1;
    }

    /// The host code of the block `step_block` ran, for diagnostics.
    pub fn last_block_code(&self) -> Vec<u8> {
        let Some(t) = self.last.and_then(|k| self.blocks.get(&k)) else {
            return Vec::new();
        };
        self.code.code(t.entry, t.len).to_vec()
    }
}

/// Writes the shared stubs at the code buffer's tail.
fn emit_stubs(code: &mut CodeBuffer, jump_cache: usize) -> Option<Stubs> {
    let mut ops = Ops::new(code.tail());
    let stubs = translate::emit_stubs(&mut ops, code.tail(), jump_cache);
    let bytes = ops.finalize().ok()?;
    code.push(&bytes)?;
    Some(stubs)
}

impl Engine for Jit {
    /// The shared stubs, in the order `translate::emit_stubs` writes them: the probe
    /// (with its slow path), the epilogue, the memory slow path, a predicted exit's
    /// miss.
    fn code_symbols(&self) -> Vec<(usize, usize, &'static str)> {
        let s = &self.stubs;
        vec![
            (s.probe, s.epilogue - s.probe, "jit-probe"),
            (s.epilogue, s.mem - s.epilogue, "jit-epilogue"),
            (s.mem, s.predict - s.mem, "jit-mem"),
            (s.predict, self.stubs_end - s.predict, "jit-predict"),
        ]
    }

    fn run_blocks(&mut self, core: &mut Core) -> Exit {
        let exit = self.run_from_pc(core, false);
        let dirty = core.take_dirty_code();
        self.invalidate_pages(&dirty);
        exit
    }

    fn flush(&mut self, core: &mut Core) {
        crate::events::jit_flush(
            self.blocks.len() as u32,
            self.code.used() as u32,
            "requested",
        );
        self.flush_cache(core);
    }

    /// The observers are dropped (the `--perf-map` writer flushes and closes its file);
    /// the rest is left to the process's exit: the block map's tens of thousands of
    /// decoded blocks freed one by one, and the code buffer's and jump cache's
    /// unmapping, were about 2% of the default guest's boot. Nothing else of the engine
    /// holds a file or anything outside the process (`Trampoline` and `CodeBuffer` hold
    /// memory only).
    fn end_at_exit(mut self: Box<Self>) {
        self.hooks.clear();
        std::mem::forget(self);
    }

    fn stats(&self) -> String {
        let code = self.code.used();
        format!(
            "jit: {} blocks translated, {} live, {} KiB of code, {} flushes, {} escape-hatch sites, {} instructions run through the escape hatch, {} predicted exits linked",
            self.translated,
            self.blocks.len(),
            code / 1024,
            self.flushes,
            self.hatch_sites,
            crate::helpers::hatch_runs() - self.hatch_runs_at_start,
            self.predicted.links
        ) + &crate::helpers::profile::report()
    }
}

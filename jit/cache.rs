//! The code cache: translated blocks in fixed-size executable chunks, the block map
//! keyed by (virtual PC, physical address, Thumb), a direct-mapped jump cache that
//! generated code consults itself (`helpers::lookup`) to go from block to block
//! without returning to the run loop, and invalidation of the blocks of a page the
//! guest wrote.
//!
//! Executable memory comes only from `dynasmrt` (`MutableBuffer`/`ExecutableBuffer`,
//! never writable and executable at once). Chunks never move, so absolute code
//! addresses stay valid until a full flush.

use std::collections::HashMap;
use std::rc::Rc;

use arm::block::Block;
use arm::run::{self, Engine, Exit};
use arm::Core;
use dynasmrt::mmap::{ExecutableBuffer, MutableBuffer};

use crate::translate::{self, ExitCode, Trampoline};

/// Size of one chunk of translated code. Committing a block changes the protection of
/// its whole chunk twice (writable, then executable: never both), so chunks are kept
/// small: the kernel's cost of a protection change grows with the pages it covers. A
/// block larger than this gets a chunk of its own.
const CHUNK: usize = 16 << 10;
/// The cache is flushed whole when its chunks reach this many bytes.
const MAX_BYTES: usize = 64 << 20;
/// Jump cache entries (a power of two).
pub(crate) const JUMP_CACHE: usize = 1 << 16;

/// Identity of a translated block: everything translation depends on. The virtual
/// PC is part of it because translated code embeds PC-relative values; the physical
/// address because the same virtual PC may map elsewhere later; the Thumb bit
/// because it selects the decoder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Key {
    pub vpc: u32,
    pub paddr: u32,
    pub thumb: bool,
    /// Translated for User mode (inline memory accesses use that TLB).
    pub user: bool,
}

impl Key {
    /// The jump cache's tag: physical address, privilege and Thumb bit.
    pub fn tag(&self) -> u64 {
        (u64::from(self.paddr) << 2) | (u64::from(self.user) << 1) | u64::from(self.thumb)
    }
}

/// One jump-cache entry, read by `helpers::lookup` on every indirect block exit.
#[derive(Clone, Copy, Debug)]
#[repr(C)]
pub(crate) struct JumpEntry {
    pub vpc: u32,
    /// `Key::tag`; `u64::MAX` when empty.
    pub tag: u64,
    /// Host address of the block's first instruction in guest RAM (what the fetch TLB
    /// maps r15 to), for the inline probe of generated code; 0 outside RAM.
    pub host: u64,
    /// Host address of the block's body (past its entry check).
    pub body: usize,
    /// Host address of the block's entry (with the tick check).
    pub entry: usize,
}

impl JumpEntry {
    const EMPTY: JumpEntry = JumpEntry {
        vpc: 0,
        tag: u64::MAX,
        host: 0,
        body: 0,
        entry: 0,
    };
}

/// The jump-cache slot of `vpc`: the word index, bit 1 (Thumb halfwords) folded into the
/// top bit of the slot and the high address bits folded into the low ones, so that
/// ARM code uses every slot. Generated code computes the same (`chain::emit_chain`).
pub(crate) fn jump_slot(vpc: u32) -> usize {
    ((vpc >> 2) ^ (vpc >> 18) ^ ((vpc & 2) << 14)) as usize & (JUMP_CACHE - 1)
}

struct Translated {
    entry: usize,
    body: usize,
    /// Bytes of host code.
    len: usize,
    /// Generated code points into the decoded block (the escape hatch passes
    /// `&BlockInsn`), so it lives as long as the code may run.
    _block: Rc<Block>,
}

struct Chunk {
    /// The whole chunk (its length set to `size`): executable, or writable while a batch
    /// of translations is copied in (never both; generated code runs only when every
    /// chunk is executable).
    exec: Option<ExecutableBuffer>,
    writable: Option<MutableBuffer>,
    base: usize,
    size: usize,
    /// Bytes holding code.
    used: usize,
}

impl Chunk {
    /// A writable chunk of at least `min` bytes (`CHUNK`, or whole pages).
    fn new(min: usize) -> Option<Chunk> {
        let size = min.max(CHUNK).next_multiple_of(4096);
        let mut m = MutableBuffer::new(size).ok()?;
        m.set_len(size);
        let base = m.as_ptr() as usize;
        Some(Chunk {
            exec: None,
            writable: Some(m),
            base,
            size,
            used: 0,
        })
    }

    /// The chunk made writable (and not executable).
    fn open(&mut self) -> Option<&mut MutableBuffer> {
        if let Some(e) = self.exec.take() {
            self.writable = Some(e.make_mut().ok()?);
        }
        self.writable.as_mut()
    }

    /// The chunk made executable (and not writable).
    fn seal(&mut self) -> Option<()> {
        if let Some(m) = self.writable.take() {
            self.exec = Some(m.make_exec().ok()?);
        }
        Some(())
    }
}

/// Blocks translated together: the code chunk changes protection once per batch, not
/// once per block (each change is a system call and a TLB shootdown).
const BATCH: usize = 32;

/// What `Jit::lookup` found at the PC.
enum Found {
    /// Translated code: the block's key and the host address of its body.
    Native(Key, usize),
    /// A block seen for the first time: it runs once in the interpreter (the same
    /// semantics, ticks and trace records) while it waits for its batch.
    Interpret(Rc<Block>, u32),
}

/// Called for every translated block with the decoded block, the host address of its
/// code and the code (for `--perf-map` and `--dump-blocks`).
pub type TranslateHook = Box<dyn FnMut(&Block, usize, &[u8])>;

/// The JIT engine.
pub struct Jit {
    /// Observers of translation.
    hooks: Vec<TranslateHook>,
    trampoline: Trampoline,
    chunks: Vec<Chunk>,
    blocks: HashMap<Key, Translated>,
    /// Discovered blocks waiting to be translated (`commit`), with their trace numbers.
    deferred: Vec<(Key, Rc<Block>, u32)>,
    /// Per physical page: the blocks of the page that direct jumps wait for, with the
    /// host addresses of those `jmp rel32` operands (`translate::Translation::links`).
    waiting: HashMap<u32, Vec<(Key, usize)>>,
    /// Boxed so that generated code can hold its address.
    jump_cache: Box<[JumpEntry]>,
    /// Blocks per physical page, for invalidation.
    by_page: HashMap<u32, Vec<Key>>,
    /// Blocks translated since creation (statistics).
    pub translated: u64,
    /// Full flushes of the code cache (statistics).
    pub flushes: u64,
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
        Ok(Jit {
            hooks: Vec::new(),
            trampoline: Trampoline::new()?,
            chunks: Vec::new(),
            blocks: HashMap::new(),
            deferred: Vec::new(),
            waiting: HashMap::new(),
            jump_cache: vec![JumpEntry::EMPTY; JUMP_CACHE].into_boxed_slice(),
            by_page: HashMap::new(),
            translated: 0,
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
        let k = run::fetch_key(core)?;
        let user = !core.s.mode().privileged();
        let key = Key {
            vpc: core.s.r[15],
            paddr: (k >> 1) as u32,
            thumb: k & 1 != 0,
            user,
        };
        let slot = jump_slot(key.vpc);
        let e = self.jump_cache[slot];
        if e.vpc == key.vpc && e.tag == key.tag() {
            return Some(Found::Native(key, e.body));
        }
        if !self.blocks.contains_key(&key) {
            if !self.deferred.iter().any(|d| d.0 == key) {
                let block = Rc::new(run::discover_at_pc(core, k)?);
                let bb = if self.record {
                    run::block_number(core, &block)
                } else {
                    0
                };
                // Writes to the page are tracked from now on (`invalidate_pages` drops
                // the queued block too).
                if core.ram.contains(key.paddr, 4) {
                    core.mark_code_page(key.paddr);
                }
                self.deferred.push((key, block.clone(), bb));
                // Lockstep's JIT (not recording) must not interpret: the interpreter
                // beside it records for both.
                if self.record && self.deferred.len() < BATCH {
                    return Some(Found::Interpret(block, bb));
                }
            }
            self.commit(core)?;
        }
        let t = self.blocks.get(&key)?;
        let (entry, body) = (t.entry, t.body);
        let host = if core.ram.contains(key.paddr, 4) {
            core.ram.bytes().as_ptr() as u64 + u64::from(key.paddr)
        } else {
            0
        };
        self.jump_cache[slot] = JumpEntry {
            vpc: key.vpc,
            tag: key.tag(),
            host,
            body,
            entry,
        };
        Some(Found::Native(key, body))
    }

    /// Translates the queued blocks, then makes the chunks executable again.
    fn commit(&mut self, core: &mut Core) -> Option<()> {
        let queue = std::mem::take(&mut self.deferred);
        let mut ok = Some(());
        for (key, block, bb) in queue {
            if ok.is_some() {
                ok = self.translate(core, key, block, bb);
            }
        }
        for c in self.chunks.iter_mut().rev() {
            if c.exec.is_some() {
                break;
            }
            c.seal()?;
        }
        ok
    }

    /// Translates one block into the open chunk (see `commit`).
    fn translate(&mut self, core: &mut Core, key: Key, block: Rc<Block>, bb: u32) -> Option<()> {
        let jc = self.jump_cache.as_ptr() as usize;
        let mut code = None;
        for _ in 0..2 {
            let base = self.chunk_tail()?;
            let trace = (self.record && core.recording).then_some(bb);
            let blocks = &self.blocks;
            let ppage = key.paddr & !0xfff;
            let linked = |vpc: u32| {
                let k = Key {
                    vpc,
                    paddr: ppage | (vpc & 0xfff),
                    ..key
                };
                blocks.get(&k).map(|t| t.entry)
            };
            let t =
                translate::translate_block(base, &block, key.paddr, key.user, jc, trace, &linked);
            if self
                .chunks
                .last()
                .is_some_and(|c| c.used + t.code.len() <= c.size)
            {
                code = Some((base, t));
                break;
            }
            // Start a new chunk (or flush everything) and assemble again for its base.
            self.new_chunk(core, t.code.len());
        }
        let (base, t) = code?;
        let chunk = self.chunks.last_mut()?;
        let used = chunk.used;
        let (chunk_base, buf) = (chunk.base, chunk.open()?);
        buf[used..used + t.code.len()].copy_from_slice(&t.code);
        let end = chunk_base + used + t.code.len();
        let ppage = key.paddr & !0xfff;
        for &(off, vpc) in &t.links {
            let target = Key {
                vpc,
                paddr: ppage | (vpc & 0xfff),
                ..key
            };
            self.waiting
                .entry(ppage >> 12)
                .or_default()
                .push((target, base + off));
        }
        // Direct jumps in this chunk that were waiting for this block (its own included)
        // now enter it: they lie in the same physical page, so they are invalidated
        // together. Jumps in chunks already made executable keep their jump-cache check.
        if let Some(sites) = self.waiting.get_mut(&(ppage >> 12)) {
            sites.retain(|&(k, site)| {
                if k != key {
                    return true;
                }
                let rel = base as i64 - (site as i64 + 4);
                if site > chunk_base && site + 4 <= end {
                    if let Ok(rel) = i32::try_from(rel) {
                        let at = site - chunk_base;
                        buf[at..at + 4].copy_from_slice(&rel.to_le_bytes());
                    }
                }
                false
            });
        }
        chunk.used += t.code.len();
        self.translated += 1;
        for hook in &mut self.hooks {
            hook(&block, base, &t.code);
        }
        // Code that is not in RAM cannot be written by the guest through RAM, so its
        // translations are not tracked (and never go stale).
        if core.ram.contains(key.paddr, 4) {
            core.mark_code_page(key.paddr);
            self.by_page.entry(key.paddr >> 12).or_default().push(key);
        }
        self.blocks.insert(
            key,
            Translated {
                entry: base,
                body: base + t.body_offset,
                len: t.code.len(),
                _block: block,
            },
        );
        Some(())
    }

    /// The host address where the next block's code goes.
    fn chunk_tail(&mut self) -> Option<usize> {
        if self.chunks.is_empty() {
            self.chunks.push(Chunk::new(CHUNK)?);
        }
        let c = self.chunks.last()?;
        Some(c.base + c.used)
    }

    /// Opens a new chunk of at least `min` bytes; past `MAX_BYTES`, flushes the whole
    /// cache first.
    fn new_chunk(&mut self, core: &mut Core, min: usize) {
        if self.chunks.iter().map(|c| c.size).sum::<usize>() >= MAX_BYTES {
            self.flush(core);
        }
        if let Some(last) = self.chunks.last_mut() {
            let _ = last.seal();
        }
        if let Some(c) = Chunk::new(min) {
            self.chunks.push(c);
        }
    }

    /// Drops the translations of the given physical pages.
    pub fn invalidate_pages(&mut self, pages: &[u32]) {
        if !pages.is_empty() {
            self.deferred
                .retain(|(k, _, _)| !pages.contains(&(k.paddr >> 12)));
        }
        for &page in pages {
            self.waiting.remove(&page);
            if let Some(keys) = self.by_page.remove(&page) {
                for key in keys {
                    self.blocks.remove(&key);
                    let slot = jump_slot(key.vpc);
                    if self.jump_cache[slot].vpc == key.vpc
                        && self.jump_cache[slot].tag == key.tag()
                    {
                        self.jump_cache[slot] = JumpEntry::EMPTY;
                    }
                }
            }
        }
    }

    /// Runs translated code from the PC. With `single`, exactly one block runs
    /// (lockstep); otherwise blocks run on through the jump cache until one exits to
    /// the run loop. Writes to code pages are left in `core` ([`Core::take_dirty_code`]).
    pub fn step_block(&mut self, core: &mut Core) -> Exit {
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
        let saved = core.next_check;
        if single {
            // The next block's entry check fails at once, so only this one runs.
            core.next_check = 0;
        }
        // SAFETY: `body` is the body of a block translated by `translate_block` into an
        // executable chunk that stays mapped while this runs (chunks are dropped only by
        // `flush`, which needs `&mut self`). The generated code follows the ABI of
        // `Trampoline::enter` and touches only `core` and the jump cache.
        let exit = unsafe { self.trampoline.enter(core, body as *const u8) };
        if single {
            core.next_check = core.next_check.min(saved);
        }
        match exit {
            ExitCode::Continue => Exit::Continue,
            ExitCode::Wfi => Exit::Wfi,
            ExitCode::SelfLoop => Exit::SelfLoop,
        }
    }

    /// The host code of the block `step_block` ran, for diagnostics.
    pub fn last_block_code(&self) -> Vec<u8> {
        let Some(t) = self.last.and_then(|k| self.blocks.get(&k)) else {
            return Vec::new();
        };
        // SAFETY: `t.entry..t.entry + t.len` is code this cache wrote into a chunk that
        // is still mapped (the block is still in the map).
        unsafe { std::slice::from_raw_parts(t.entry as *const u8, t.len) }.to_vec()
    }
}

impl Engine for Jit {
    fn run_blocks(&mut self, core: &mut Core) -> Exit {
        let exit = self.run_from_pc(core, false);
        let dirty = core.take_dirty_code();
        self.invalidate_pages(&dirty);
        exit
    }

    fn flush(&mut self, core: &mut Core) {
        self.blocks.clear();
        self.deferred.clear();
        self.waiting.clear();
        self.by_page.clear();
        self.jump_cache.fill(JumpEntry::EMPTY);
        self.chunks.clear();
        core.clear_code_pages();
        self.flushes += 1;
    }

    fn stats(&self) -> String {
        let code: usize = self.chunks.iter().map(|c| c.used).sum();
        format!(
            "jit: {} blocks translated, {} live, {} KiB of code, {} flushes",
            self.translated,
            self.blocks.len(),
            code / 1024,
            self.flushes
        )
    }
}

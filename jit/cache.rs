//! The code cache: one `dynasmrt` assembler holding every translated block, the
//! block map keyed by (virtual PC, physical address, Thumb), a direct-mapped jump
//! cache in front of it, and invalidation of the blocks of a page written by the guest.

use std::collections::HashMap;
use std::rc::Rc;

use arm::block::Block;
use arm::run::{self, Engine, Exit};
use arm::Core;
use dynasmrt::x64::Assembler;
use dynasmrt::{AssemblyOffset, DynasmApi};

use crate::translate::{self, ExitCode, Prologue};

/// The code buffer is flushed whole when it grows past this size.
const CODE_LIMIT: usize = 64 << 20;
/// Jump cache entries (a power of two).
const JUMP_CACHE: usize = 1 << 12;

/// Identity of a translated block: everything translation depends on. The virtual
/// PC is part of it because translated code embeds PC-relative values; the physical
/// address because the same virtual PC may map elsewhere later; the Thumb bit
/// because it selects the decoder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Key {
    vpc: u32,
    paddr: u32,
    thumb: bool,
}

struct Translated {
    entry: AssemblyOffset,
    /// Bytes of host code.
    len: usize,
    /// Generated code points into the decoded block (the escape hatch passes
    /// `&BlockInsn`), so it lives as long as the code may run.
    _block: Rc<Block>,
}

/// The JIT engine.
pub struct Jit {
    asm: Assembler,
    prologue: Prologue,
    blocks: HashMap<Key, Translated>,
    jump_cache: Vec<Option<(Key, AssemblyOffset)>>,
    /// Blocks per physical page, for invalidation.
    by_page: HashMap<u32, Vec<Key>>,
    /// Blocks translated since creation (statistics).
    pub translated: u64,
    /// Full flushes of the code buffer (statistics).
    pub flushes: u64,
    /// Entry of the block `step_block` ran last.
    last_entry: Option<AssemblyOffset>,
}

impl std::fmt::Debug for Jit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Jit({} blocks)", self.blocks.len())
    }
}

impl Jit {
    pub fn new() -> std::io::Result<Jit> {
        let mut asm = Assembler::new()?;
        let prologue = translate::emit_prologue(&mut asm);
        asm.commit().map_err(std::io::Error::other)?;
        Ok(Jit {
            asm,
            prologue,
            blocks: HashMap::new(),
            jump_cache: vec![None; JUMP_CACHE],
            by_page: HashMap::new(),
            translated: 0,
            flushes: 0,
            last_entry: None,
        })
    }

    /// Number of translated blocks currently held.
    pub fn block_count(&self) -> usize {
        self.blocks.len()
    }

    fn slot(key: &Key) -> usize {
        let h = key.vpc ^ (key.vpc >> 12) ^ (key.thumb as u32);
        (h as usize >> 1) & (JUMP_CACHE - 1)
    }

    /// Finds or translates the block at the current PC. `None` if fetching it raised
    /// a prefetch abort (already entered).
    fn lookup(&mut self, core: &mut Core) -> Option<AssemblyOffset> {
        let k = run::fetch_key(core)?;
        let key = Key {
            vpc: core.s.r[15],
            paddr: (k >> 1) as u32,
            thumb: k & 1 != 0,
        };
        let slot = Self::slot(&key);
        if let Some((ck, off)) = self.jump_cache[slot] {
            if ck == key {
                return Some(off);
            }
        }
        let entry = match self.blocks.get(&key) {
            Some(t) => t.entry,
            None => self.translate(core, key, k)?,
        };
        self.jump_cache[slot] = Some((key, entry));
        Some(entry)
    }

    fn translate(&mut self, core: &mut Core, key: Key, k: u64) -> Option<AssemblyOffset> {
        if self.asm.offset().0 > CODE_LIMIT {
            self.flush(core);
        }
        let block = Rc::new(run::discover_at_pc(core, k)?);
        let entry = translate::translate_block(&mut self.asm, &self.prologue, &block);
        if let Err(e) = self.asm.commit() {
            // Only a relocation bug can get here: a translation error is a host bug.
            panic!("JIT: committing translated code failed: {e}");
        }
        self.translated += 1;
        // Code that is not in RAM cannot be written by the guest through RAM, so its
        // translations are not tracked (and never go stale).
        if core.ram.contains(key.paddr, 4) {
            core.mark_code_page(key.paddr);
            self.by_page.entry(key.paddr >> 12).or_default().push(key);
        }
        let len = self.asm.offset().0 - entry.0;
        self.blocks.insert(
            key,
            Translated {
                entry,
                len,
                _block: block,
            },
        );
        Some(entry)
    }

    /// Drops the translations of physical pages the guest wrote.
    fn invalidate_dirty(&mut self, core: &mut Core) {
        let dirty = core.take_dirty_code();
        self.invalidate_pages(&dirty);
    }
}

impl Engine for Jit {
    fn run_blocks(&mut self, core: &mut Core) -> Exit {
        let exit = self.step_block(core);
        self.invalidate_dirty(core);
        exit
    }

    fn flush(&mut self, core: &mut Core) {
        // A fresh buffer: the old one is unmapped when the assembler drops.
        if let Ok(mut asm) = Assembler::new() {
            self.prologue = translate::emit_prologue(&mut asm);
            if asm.commit().is_ok() {
                self.asm = asm;
            }
        }
        self.blocks.clear();
        self.by_page.clear();
        self.jump_cache.fill(None);
        core.clear_code_pages();
        self.flushes += 1;
    }

    fn stats(&self) -> String {
        format!(
            "jit: {} blocks translated, {} live, {} KiB of code, {} flushes",
            self.translated,
            self.blocks.len(),
            self.asm.offset().0 / 1024,
            self.flushes
        )
    }
}

impl Jit {
    /// Runs translated code from the PC: one block (nothing if fetching it aborts).
    /// Writes to code pages are left in `core` ([`Core::take_dirty_code`]).
    pub fn step_block(&mut self, core: &mut Core) -> Exit {
        let Some(entry) = self.lookup(core) else {
            return Exit::Continue;
        };
        self.last_entry = Some(entry);
        let code = {
            let reader = self.asm.reader();
            let buf = reader.lock();
            buf.ptr(entry)
        };
        // SAFETY: `code` points at a block translated by `translate_block` into the
        // committed, executable buffer; nothing alters or grows the buffer while it
        // runs (translation happens only here, between runs). The generated code
        // follows the ABI of `Prologue::enter` and touches only `core`.
        let exit = unsafe { self.prologue.enter(&self.asm, core, code) };
        match exit {
            ExitCode::Continue => Exit::Continue,
            ExitCode::Wfi => Exit::Wfi,
            ExitCode::SelfLoop => Exit::SelfLoop,
        }
    }

    /// Drops the translations of the given physical pages.
    pub fn invalidate_pages(&mut self, pages: &[u32]) {
        for &page in pages {
            if let Some(keys) = self.by_page.remove(&page) {
                for key in keys {
                    self.blocks.remove(&key);
                    let slot = Self::slot(&key);
                    if self.jump_cache[slot].is_some_and(|(k, _)| k == key) {
                        self.jump_cache[slot] = None;
                    }
                }
            }
        }
    }

    /// The host code of the block run last by `step_block`, for diagnostics.
    pub fn last_block_code(&self) -> Vec<u8> {
        let Some(entry) = self.last_entry else {
            return Vec::new();
        };
        let Some(len) = self
            .blocks
            .values()
            .find(|t| t.entry == entry)
            .map(|t| t.len)
        else {
            return Vec::new();
        };
        let reader = self.asm.reader();
        let buf = reader.lock();
        buf[entry.0..entry.0 + len].to_vec()
    }
}

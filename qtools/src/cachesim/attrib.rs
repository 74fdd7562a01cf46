//! Which function a PC belongs to while the memory trace plays: qtools' [`Model`] (kept up to date
//! with the block trace's pid events when one is given) behind a small direct-mapped cache.

use anyhow::Result;
use tracefmt::TraceReader;

use crate::model::{FuncId, Model, KERNEL_BASE};
use crate::replay::Pids;

/// Entries of the PC → function cache (a power of two).
const CACHE_LEN: usize = 1 << 14;
/// The context of kernel addresses, which resolve the same in every process.
const KERNEL_CTX: u32 = u32::MAX;

/// Resolves PCs to functions for one pass over a memory trace.
pub struct Functions<'a> {
    /// The model (processes, address spaces, symbols).
    pub model: Model,
    pids: Option<Pids<'a>>,
    /// (pc, context, function) by `(pc >> 1) % CACHE_LEN`; context `u32::MAX - 2` is empty.
    cache: Vec<(u32, u32, FuncId)>,
    /// The thread whose address space user PCs are resolved in.
    pid: u32,
    /// The context of user addresses of `pid` (its address space's generation).
    user_ctx: u32,
    /// The memory trace has named the thread (until then the model's current one is used).
    named: bool,
}

impl std::fmt::Debug for Functions<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Functions").field("pid", &self.pid).finish()
    }
}

/// A context no entry is ever made under.
const EMPTY_CTX: u32 = u32::MAX - 2;

impl<'a> Functions<'a> {
    /// Resolution with `model`; with `trace`, its pid events are applied as time passes, so that
    /// user code resolves in the address space it ran in.
    pub fn new(model: Model, trace: Option<&'a TraceReader>) -> Result<Self> {
        let pids = match trace {
            Some(t) => {
                let mut p = Pids::new(t);
                p.peek()?;
                Some(p)
            }
            None => None,
        };
        let mut f = Functions {
            model,
            pids,
            cache: vec![(0, EMPTY_CTX, 0); CACHE_LEN],
            pid: 0,
            user_ctx: EMPTY_CTX,
            named: false,
        };
        f.pid = f.model.current;
        f.refresh();
        Ok(f)
    }

    /// Applies the pid events up to `tick`; true when any was applied.
    #[inline]
    pub fn advance(&mut self, tick: u64) -> Result<bool> {
        let Some(p) = &mut self.pids else {
            return Ok(false);
        };
        if p.next > tick {
            return Ok(false);
        }
        p.apply(tick, usize::MAX, &mut self.model, |_, _, _| {})?;
        if !self.named {
            self.pid = self.model.current;
        }
        self.refresh();
        Ok(true)
    }

    /// Resolves user PCs in `pid`'s address space from now on.
    pub fn set_pid(&mut self, pid: u32) {
        self.pid = pid;
        self.named = true;
        self.refresh();
    }

    /// The user address space `pid` runs in, or `None` for a thread with no user mappings (a
    /// kernel thread, which in Linux borrows the previous address space).
    pub fn user_space(&self, pid: u32) -> Option<usize> {
        self.model
            .space_of(pid)
            .filter(|&s| !self.model.spaces[s].is_empty())
    }

    fn refresh(&mut self) {
        // `resolve_key` of a user address: the address space's generation, which changes with
        // every mapping change; `u32::MAX - 1` for a thread without one.
        self.user_ctx = self.model.resolve_key(self.pid, 0);
    }

    /// The function `pc` belongs to.
    #[inline]
    pub fn func(&mut self, pc: u32) -> FuncId {
        let ctx = if pc >= KERNEL_BASE {
            KERNEL_CTX
        } else {
            self.user_ctx
        };
        let slot = (pc as usize >> 1) & (CACHE_LEN - 1);
        let (p, c, f) = self.cache[slot];
        if p == pc && c == ctx {
            return f;
        }
        let (f, _) = self.model.resolve(self.pid, pc);
        self.cache[slot] = (pc, ctx, f);
        f
    }
}

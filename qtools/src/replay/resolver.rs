//! Each block's function and offset, resolved once per address space generation and cached.

use tracefmt::TraceReader;

use crate::model::{FuncId, Model, KERNEL_BASE};

/// Per-block resolution cache valid for one resolve context (see [`Resolver`]).
pub(crate) struct Resolver<'a> {
    reader: &'a TraceReader,
    pub(crate) addrs: Vec<u32>,
    /// One per block; kernel blocks ignore the context.
    cache: Vec<Cached>,
    ctx: u32,
}

/// A block's resolution and the context it holds for.
#[derive(Debug, Clone, Copy)]
struct Cached {
    ctx: u32,
    func: FuncId,
    offset: u32,
}

/// A context value no resolution is cached under.
const NO_CTX: u32 = u32::MAX;

impl<'a> Resolver<'a> {
    pub(crate) fn new(reader: &'a TraceReader) -> Self {
        let addrs = reader.block_addrs();
        Resolver {
            reader,
            cache: vec![
                Cached {
                    ctx: NO_CTX,
                    func: 0,
                    offset: 0,
                };
                addrs.len()
            ],
            addrs,
            ctx: NO_CTX,
        }
    }

    /// Call after pid events: the current thread's address space generation.
    pub(crate) fn refresh(&mut self, m: &Model) {
        self.ctx = m
            .space_of(m.current)
            .map_or(NO_CTX, |s| m.space_gen[s] & 0x7fff_ffff);
    }

    /// The context a resolution of a block at `addr` holds for now; `None`: none caches.
    #[inline]
    pub(crate) fn context(&self, addr: u32) -> Option<u32> {
        let want = if addr >= KERNEL_BASE { 0 } else { self.ctx };
        (want != NO_CTX).then_some(want)
    }

    #[inline]
    pub(crate) fn resolve(&mut self, m: &mut Model, bb: usize) -> (FuncId, u32) {
        let stored = self.addrs[bb];
        let (addr, thumb) = (stored & !1, stored & 1 != 0);
        let slot = &mut self.cache[bb];
        let want = if addr >= KERNEL_BASE { 0 } else { self.ctx };
        if slot.ctx == want && want != NO_CTX {
            return (slot.func, slot.offset);
        }
        let reader = self.reader;
        let (f, o) = m.resolve_block(m.current, addr, thumb, || {
            reader
                .static_block(bb as u64)
                .map_or_else(Vec::new, |b| b.words().collect())
        });
        *slot = Cached {
            ctx: want,
            func: f,
            offset: o,
        };
        (f, o)
    }
}

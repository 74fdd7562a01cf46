//! The translator's trace events (`goldtrace --trace-event help` lists them):
//! blocks translated, direct jumps chained, pages invalidated, code-cache
//! flushes and blocks using the escape hatch (emitted by `cache`), and each
//! instruction the escape hatch runs (emitted by the hatch itself).

goldtrace_events::events! {
    /// A block was translated: guest virtual PC and physical address, Thumb state,
    /// guest instructions, host address and size of its code.
    fn jit_translate(vpc: u32, paddr: u32, thumb: u32, insns: u32, host: u64, size: u32) = "vpc 0x%08x pa 0x%08x thumb %u insns %u -> host 0x%x size %u";
    /// A direct jump waiting at a block's `chain` stub was patched to enter the
    /// block at `vpc` (host address of the jump's rel32, and of the target).
    fn jit_chain(site: u64, vpc: u32, target: u64) = "site 0x%x -> vpc 0x%08x host 0x%x";
    /// The translations of a physical page were dropped (the guest wrote to it).
    fn jit_invalidate(page: u32, blocks: u32) = "page 0x%08x blocks %u";
    /// The whole code cache was flushed: blocks dropped, bytes of code in use, and
    /// why.
    fn jit_flush(blocks: u32, bytes: u32, reason: &str) = "blocks %u bytes %u: %s";
    /// A translated block hands instructions to the interpreter through the escape
    /// hatch: its guest PC and how many of its instructions do.
    fn jit_escape_hatch(vpc: u32, sites: u32) = "vpc 0x%08x sites %u";
    /// Generated code ran one instruction through the escape hatch (the
    /// interpreter): its address, state and encoding.
    fn jit_escape_hatch_run(pc: u32, thumb: u32, word: u32) = "pc 0x%08x thumb %u word 0x%08x";
}

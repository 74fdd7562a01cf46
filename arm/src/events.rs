//! The architecture's trace events (`goldtrace --trace-event help` lists them):
//! exceptions and interrupts taken, MMU faults, and TLB invalidations by reason
//! and by address.

use crate::exception::Exception;

goldtrace_events::events! {
    /// An exception or interrupt was taken: its kind, the address it was raised at
    /// (the next instruction for IRQ, FIQ and Reset), the vector and the CPSR
    /// before entry.
    fn arm_exception(kind: &str, addr: u32, vector: u32, cpsr: u32) = "%s at 0x%08x -> vector 0x%08x (cpsr 0x%08x)";
    /// A data abort: the fault status (DFSR) and the faulting address (FAR).
    fn mmu_data_abort(fsr: u32, far: u32) = "dfsr 0x%03x far 0x%08x";
    /// A prefetch abort: the fault status (IFSR) and the instruction's address.
    fn mmu_prefetch_abort(fsr: u32, addr: u32) = "ifsr 0x%03x addr 0x%08x";
    /// The whole TLB was invalidated, and why (the CP15 write or event behind it).
    fn tlb_flush(reason: &str) = "all entries: %s";
    /// A TLB invalidation by modified virtual address (CP15 c8 by MVA).
    fn tlb_flush_mva(mva: u32) = "mva 0x%08x";
    /// The TLB entries mapping a physical page were invalidated (code-page tracking).
    fn tlb_flush_phys(paddr: u32, writes_only: u32) = "page 0x%08x writes only %u";
}

/// The exception's name in the `arm_exception` event.
pub fn exception_name(e: Exception) -> &'static str {
    match e {
        Exception::Reset => "reset",
        Exception::Undefined => "undefined",
        Exception::Swi => "swi",
        Exception::PrefetchAbort => "prefetch_abort",
        Exception::DataAbort => "data_abort",
        Exception::Irq => "irq",
        Exception::Fiq => "fiq",
    }
}

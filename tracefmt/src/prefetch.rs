//! A cache hint for per-block tables: recording touches one scattered entry per executed
//! block, and asking for it a few executions ahead hides most of the memory latency.

/// Starts loading the cache line of `p` (a hint: it never faults, whatever the address, and
/// changes no state a program can see). A no-op off x86-64.
#[inline(always)]
pub fn prefetch<T>(p: *const T) {
    #[cfg(target_arch = "x86_64")]
    #[allow(
        unsafe_code,
        reason = "the prefetch intrinsic is an unsafe target_feature function"
    )]
    // SAFETY: PREFETCHT0 reads nothing into a register and cannot fault, even for an invalid
    // address; the intrinsic is unsafe only because it is a `target_feature` function, and
    // SSE is part of the x86-64 baseline.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(p.cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = p;
}

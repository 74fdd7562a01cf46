//! The code buffer: shared anonymous memory mapped twice, writable at one address and
//! executable at another. No page is ever writable and executable at the
//! same address, yet translations are copied in and chained jumps patched without a
//! protection change (each one a system call and a TLB shootdown).
//!
//! Code is only appended (a bump pointer) until the buffer is full; the code cache then
//! drops every translation and starts again from the beginning (`reset`).

use std::io;

/// Pages are made resident (`MADV_POPULATE_WRITE`) this many bytes at a time ahead of
/// the bump pointer, instead of one page fault per page.
const POPULATE_STEP: usize = 1 << 20;

/// Executable code written through a separate writable view.
pub struct CodeBuffer {
    /// The writable view (`size` bytes).
    rw: *mut u8,
    /// The executable view of the same pages.
    rx: *const u8,
    size: usize,
    /// Bytes holding code.
    used: usize,
    /// Bytes made resident so far.
    populated: usize,
}

impl std::fmt::Debug for CodeBuffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "CodeBuffer({} of {} bytes)", self.used, self.size)
    }
}

impl Drop for CodeBuffer {
    fn drop(&mut self) {
        // SAFETY: both views were mapped by `new` with this size and are unmapped only
        // here; nothing runs their code any more (the engine owning it is dropped).
        unsafe {
            libc::munmap(self.rw.cast(), self.size);
            libc::munmap(self.rx.cast_mut().cast(), self.size);
        }
    }
}

impl CodeBuffer {
    /// A buffer of `size` bytes (a multiple of the page size).
    ///
    /// The pages are shared anonymous memory mapped twice (`mremap` of a shared mapping
    /// with an old size of 0 maps the same pages again); the second view is made
    /// read-and-execute once, here. Shared anonymous memory is what `perf` takes for
    /// JIT code and names from `/tmp/perf-<pid>.map` (`--perf-map`).
    pub fn new(size: usize) -> io::Result<CodeBuffer> {
        let fail = |what: &str| {
            let e = io::Error::last_os_error();
            io::Error::new(e.kind(), format!("JIT code buffer: {what}: {e}"))
        };
        // SAFETY: a fresh mapping at an address the kernel chooses; checked below.
        let rw = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                size,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_SHARED | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if rw == libc::MAP_FAILED {
            return Err(fail("mmap"));
        }
        // SAFETY: `rw` is the shared mapping of `size` bytes just made; an old size of
        // 0 maps its pages a second time elsewhere and leaves `rw` in place.
        let rx = unsafe { libc::mremap(rw, 0, size, libc::MREMAP_MAYMOVE) };
        if rx == libc::MAP_FAILED {
            let e = fail("mremap");
            // SAFETY: unmaps only the mapping made above.
            unsafe { libc::munmap(rw, size) };
            return Err(e);
        }
        // SAFETY: `rx` is the second view just made; from now on it is never writable.
        if unsafe { libc::mprotect(rx, size, libc::PROT_READ | libc::PROT_EXEC) } != 0 {
            let e = fail("mprotect");
            // SAFETY: unmaps only the two views made above.
            unsafe {
                libc::munmap(rw, size);
                libc::munmap(rx, size);
            }
            return Err(e);
        }
        Ok(CodeBuffer {
            rw: rw.cast(),
            rx: rx.cast_const().cast(),
            size,
            used: 0,
            populated: 0,
        })
    }

    /// The writable view as a slice.
    fn writable(&mut self) -> &mut [u8] {
        // SAFETY: `rw` maps `size` writable bytes for the buffer's lifetime; the
        // executable view aliases them, but it is only read (by the CPU fetching code,
        // or `code`) while no `&mut` from here is alive.
        unsafe { std::slice::from_raw_parts_mut(self.rw, self.size) }
    }

    /// Executable address of the first byte.
    pub fn base(&self) -> usize {
        self.rx as usize
    }

    /// Executable address where the next code goes.
    pub fn tail(&self) -> usize {
        self.base() + self.used
    }

    /// Bytes of code held.
    pub fn used(&self) -> usize {
        self.used
    }

    /// Bytes still free.
    pub fn free(&self) -> usize {
        self.size - self.used
    }

    /// Appends `code` (assembled for `tail()`) and returns its executable address, or
    /// `None` when it does not fit.
    pub fn push(&mut self, code: &[u8]) -> Option<usize> {
        let at = self.used;
        let end = at.checked_add(code.len()).filter(|&e| e <= self.size)?;
        self.populate(end);
        self.writable()[at..end].copy_from_slice(code);
        self.used = end;
        Some(self.base() + at)
    }

    /// Overwrites the 4-byte little-endian value at executable address `at` (a jump's
    /// operand). Addresses outside the code written so far are ignored.
    pub fn patch_u32(&mut self, at: usize, value: u32) {
        let Some(off) = at.checked_sub(self.base()) else {
            return;
        };
        if off + 4 <= self.used {
            self.writable()[off..off + 4].copy_from_slice(&value.to_le_bytes());
        }
    }

    /// The code at executable address `at`, `len` bytes (clipped to the code written).
    pub fn code(&self, at: usize, len: usize) -> &[u8] {
        let start = at.saturating_sub(self.base()).min(self.used);
        let end = start.saturating_add(len).min(self.used);
        // SAFETY: `rx` maps `size` readable bytes for the buffer's lifetime, and
        // `start..end` lies within them.
        unsafe { std::slice::from_raw_parts(self.rx.add(start), end - start) }
    }

    /// Forgets all code: the next push starts at the beginning again. Nothing may run
    /// the old code afterwards.
    pub fn reset(&mut self) {
        self.used = 0;
    }

    /// Makes the pages up to `end` resident ahead of use, a step at a time. Only an
    /// optimisation: a kernel without `MADV_POPULATE_WRITE` faults them in on write.
    fn populate(&mut self, end: usize) {
        if end <= self.populated {
            return;
        }
        let to = (end + POPULATE_STEP)
            .next_multiple_of(POPULATE_STEP)
            .min(self.size);
        let from = self.populated;
        // SAFETY: the range lies inside the writable mapping (page-aligned: both ends
        // are multiples of the step or the mapping's length); populating does not
        // change its contents.
        unsafe {
            libc::madvise(
                self.rw.add(from).cast(),
                to - from,
                libc::MADV_POPULATE_WRITE,
            );
        }
        self.populated = to;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn written_code_reads_back_through_the_executable_view() {
        let mut b = CodeBuffer::new(1 << 16).unwrap();
        let at = b.push(&[0x90, 0xc3]).unwrap();
        assert_eq!(at, b.base());
        let at2 = b.push(&[1, 2, 3, 4, 5]).unwrap();
        assert_eq!(at2, b.base() + 2);
        b.patch_u32(at2 + 1, 0xaabb_ccdd);
        assert_eq!(b.code(at2, 5), &[1, 0xdd, 0xcc, 0xbb, 0xaa]);
        // Past the written code: ignored, and reads are clipped.
        b.patch_u32(b.tail(), 7);
        assert_eq!(b.code(at2, 100).len(), 5);
        assert_eq!(b.used(), 7);
    }

    #[test]
    fn a_full_buffer_refuses_code_until_reset() {
        let mut b = CodeBuffer::new(4096).unwrap();
        assert!(b.push(&[0; 4000]).is_some());
        assert!(b.push(&[0; 100]).is_none());
        assert_eq!(b.free(), 96);
        b.reset();
        assert_eq!(b.push(&[0; 100]), Some(b.base()));
    }

    #[test]
    fn code_in_the_buffer_runs() {
        let mut b = CodeBuffer::new(4096).unwrap();
        // mov eax, 42; ret
        let at = b.push(&[0xb8, 42, 0, 0, 0, 0xc3]).unwrap();
        // SAFETY: `at` holds the complete function just written, in executable memory.
        let f: extern "sysv64" fn() -> u32 = unsafe { std::mem::transmute(at) };
        assert_eq!(f(), 42);
        // Patched through the writable view, the change is what runs.
        b.patch_u32(at + 1, 7);
        assert_eq!(f(), 7);
    }

    #[test]
    fn the_executable_view_is_what_perf_takes_for_jit_code() {
        let b = CodeBuffer::new(1 << 16).unwrap();
        let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
        let start = format!("{:x}-", b.base());
        let line = maps.lines().find(|l| l.starts_with(&start)).unwrap();
        // Read and execute, never write; shared anonymous memory, which perf looks up
        // in /tmp/perf-<pid>.map.
        assert!(line.contains(" r-xs "), "{line}");
        assert!(line.contains("/dev/zero"), "{line}");
    }
}

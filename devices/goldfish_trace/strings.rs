//! Copying strings and buffers out of guest virtual memory, bounded in length.

use arm::bus::GuestMemory;

use super::regs::PAGE;

/// The NUL-terminated string at `va` (without its NUL), at most `max` bytes: a string
/// with no NUL in its first `max` bytes is cut there. Reads page by page, so a string
/// that ends before an unmapped page is read fine. `Err` names the first unreadable
/// address.
pub fn read_cstr(mem: &dyn GuestMemory, va: u32, max: usize) -> Result<Vec<u8>, u32> {
    let mut out = Vec::new();
    let mut chunk = [0u8; PAGE as usize];
    while out.len() < max {
        let at = va.wrapping_add(out.len() as u32);
        let in_page = (PAGE - (at & (PAGE - 1))) as usize;
        let n = in_page.min(max - out.len());
        mem.read_virt(at, &mut chunk[..n])?;
        match chunk[..n].iter().position(|&b| b == 0) {
            Some(end) => {
                out.extend_from_slice(&chunk[..end]);
                return Ok(out);
            }
            None => out.extend_from_slice(&chunk[..n]),
        }
    }
    Ok(out)
}

/// `len` bytes at `va`.
pub fn read_buffer(mem: &dyn GuestMemory, va: u32, len: usize) -> Result<Vec<u8>, u32> {
    let mut buf = vec![0u8; len];
    mem.read_virt(va, &mut buf)?;
    Ok(buf)
}

/// The arguments of an argv buffer: NUL-terminated strings back to back. Bytes after
/// the last NUL (a buffer the guest cut short) count as one more argument.
pub fn split_argv(buf: &[u8]) -> Vec<&[u8]> {
    let body = buf.strip_suffix(&[0]).unwrap_or(buf);
    if buf.is_empty() {
        return Vec::new();
    }
    body.split(|&b| b == 0).collect()
}

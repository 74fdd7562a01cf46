//! Hand-written formatting of the call-stack commands' text lines (`calltree`, `stack`): each
//! line is put together in a buffer that goes round and written at once, with no `format!`
//! machinery and no string made per line (the two commands write 12 GB of text on the
//! benchmark guest's trace). Each function writes what the named `format!` spec would.

use std::cell::RefCell;
use std::io::Write;
use std::sync::Mutex;

/// Writes the line that `put` makes to `out` in one call, made in a buffer of the calling
/// thread's that goes round.
pub(crate) fn line(out: &mut dyn Write, put: impl FnOnce(&mut Vec<u8>)) -> std::io::Result<()> {
    thread_local!(static LINE: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) });
    LINE.with(|l| {
        let mut b = l.borrow_mut();
        b.clear();
        put(&mut b);
        out.write_all(&b)
    })
}

/// Where the lines go: a buffer in memory (a worker's task text, [`Vec<u8>`]) takes each line
/// as it is made; a writer ([`Writes`]) gets each in one call.
pub(crate) trait Lines {
    /// Appends the line that `put` makes.
    fn line(&mut self, put: impl FnOnce(&mut Vec<u8>)) -> std::io::Result<()>;
}

/// Made in place: no copy, no call through the writer per line (which, with the line made
/// first in a buffer of its own, was a third of a `calltree` worker's time).
impl Lines for Vec<u8> {
    #[inline]
    fn line(&mut self, put: impl FnOnce(&mut Vec<u8>)) -> std::io::Result<()> {
        put(self);
        Ok(())
    }
}

impl<L: Lines + ?Sized> Lines for &mut L {
    #[inline]
    fn line(&mut self, put: impl FnOnce(&mut Vec<u8>)) -> std::io::Result<()> {
        (**self).line(put)
    }
}

/// Lines to a writer, each written at once with [`line`].
pub(crate) struct Writes<'w>(pub(crate) &'w mut dyn Write);

impl Lines for Writes<'_> {
    fn line(&mut self, put: impl FnOnce(&mut Vec<u8>)) -> std::io::Result<()> {
        line(self.0, put)
    }
}

/// Bytes of text a worker's task is expected to need, to size a new buffer.
const TASK_TEXT: usize = 1 << 20;

/// A buffer larger than this is freed when given back instead of kept.
const KEEP_TEXT: usize = 32 << 20;

/// The workers' buffers of text (`calltree`, `stack`: a few MB a task), given back by the
/// thread that writes them out and filled again by the next task, instead of made anew for each
/// (glibc maps a block of 1 MiB or more on its own, see `main.rs`' `fixed_mmap_threshold`, so a
/// new one costs its pages faulted in again). A buffer is made only when none is free, so as
/// many go round as tasks are out at once.
#[derive(Default)]
pub(crate) struct TextPool(Mutex<Vec<Vec<u8>>>);

impl TextPool {
    /// An empty buffer: one given back, or a new one.
    pub(crate) fn take(&self) -> Vec<u8> {
        self.0
            .lock()
            .ok()
            .and_then(|mut v| v.pop())
            .unwrap_or_else(|| Vec::with_capacity(TASK_TEXT))
    }

    /// Gives `b` back, emptied (freed if over [`KEEP_TEXT`]).
    pub(crate) fn give(&self, mut b: Vec<u8>) {
        if b.capacity() > KEEP_TEXT {
            return;
        }
        b.clear();
        if let Ok(mut v) = self.0.lock() {
            v.push(b);
        }
    }
}

/// Spaces and dots for indentation, taken from here instead of made per line.
const SPACES: &[u8; 256] = &[b' '; 256];
const DOTS: &[u8; 64] = &[b'.'; 64];

/// `n` spaces.
#[inline]
pub(crate) fn spaces(buf: &mut Vec<u8>, mut n: usize) {
    while n > 0 {
        let k = n.min(SPACES.len());
        if k <= 32 {
            short(buf, &SPACES[..32], k);
        } else {
            buf.extend_from_slice(&SPACES[..k]);
        }
        n -= k;
    }
}

/// The first `n` bytes of `bytes` (32 of them): copied whole and cut back, a copy of a known
/// size (a few moves) where one of `n` bytes is a call to `memcpy` (most of the text's bytes
/// come in such short pieces, and those calls were a tenth of a `calltree` worker's time).
#[inline]
fn short(buf: &mut Vec<u8>, bytes: &[u8], n: usize) {
    let len = buf.len();
    if let Ok(b) = <&[u8; 32]>::try_from(bytes) {
        buf.extend_from_slice(b);
        buf.truncate(len + n);
    }
}

/// `n` dots (`n` at most 64).
pub(crate) fn dots(buf: &mut Vec<u8>, n: usize) {
    let n = n.min(DOTS.len());
    if n <= 32 {
        short(buf, &DOTS[..32], n);
    } else {
        buf.extend_from_slice(&DOTS[..n]);
    }
}

/// The two-digit numbers 00 to 99, each as its two ASCII digits.
const PAIRS: &[u8; 200] = &{
    let mut t = [0u8; 200];
    let mut i = 0;
    while i < 100 {
        t[2 * i] = b'0' + (i / 10) as u8;
        t[2 * i + 1] = b'0' + (i % 10) as u8;
        i += 1;
    }
    t
};

/// Writes `v`'s decimal digits into `out`, which is exactly as long as they are: eight at a
/// time in 32-bit arithmetic (so that a timestamp's two halves are two short chains of
/// divisions, not one long one), two at a time within those.
#[inline]
fn put_digits(out: &mut [u8], mut v: u64) {
    let mut k = out.len();
    while k > 8 {
        put_digits32(&mut out[k - 8..k], (v % 100_000_000) as u32);
        v /= 100_000_000;
        k -= 8;
    }
    put_digits32(&mut out[..k], v as u32);
}

/// [`put_digits`] of a value of at most as many digits as `out` holds (leading zeros written).
#[inline]
fn put_digits32(out: &mut [u8], mut v: u32) {
    let mut k = out.len();
    while k >= 2 {
        let d = (v % 100) as usize * 2;
        v /= 100;
        out[k - 2..k].copy_from_slice(&PAIRS[d..d + 2]);
        k -= 2;
    }
    if k == 1 {
        out[0] = b'0' + (v % 10) as u8;
    }
}

/// `{v}`.
#[inline]
pub(crate) fn dec(buf: &mut Vec<u8>, v: u64) {
    dec_right(buf, v, 0);
}

/// `{v:>width}`: the field's spaces appended as a copy of a known size (see [`short`]) and the
/// digits written in place behind them. (They were made in a buffer on the stack a byte at a
/// time and copied from there 16 bytes at a time, which the store buffer cannot forward:
/// a third of `calltree`'s line heads' samples on those copies.)
#[inline]
pub(crate) fn dec_right(buf: &mut Vec<u8>, v: u64, width: usize) {
    let digits = v.checked_ilog10().map_or(1, |l| l as usize + 1);
    let n = digits.max(width);
    let at = buf.len();
    spaces(buf, n);
    put_digits(&mut buf[at + n - digits..], v);
}

/// `{v:#010x}`: `0x` and at least 8 lower-case hex digits, written in place (a push per digit
/// checked the room each time).
#[inline]
pub(crate) fn hex10(buf: &mut Vec<u8>, v: u64) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let n = (16 - (v.leading_zeros() as usize) / 4).max(8);
    let at = buf.len();
    spaces(buf, n + 2);
    let out = &mut buf[at..at + n + 2];
    out[..2].copy_from_slice(b"0x");
    for (k, o) in out[2..].iter_mut().rev().enumerate() {
        *o = HEX[((v >> (4 * k)) & 15) as usize];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_match_the_format_specs() {
        let mut vals = vec![0u64, 1, 9, 10, 99, 100, 12345, 999_999_999, 1_000_000_000];
        vals.extend([
            u64::from(u32::MAX),
            u64::from(u32::MAX) + 1,
            u64::MAX,
            0xdead_beef,
        ]);
        let mut r = testrng::Rng::new(0x9e37_79b9);
        for _ in 0..2000 {
            let x = r.next_u64();
            vals.push(x >> r.below(64));
        }
        for &v in &vals {
            for w in [0, 5, 10, 19, 20, 21, 25, 32, 33, 40] {
                let mut b = Vec::new();
                dec_right(&mut b, v, w);
                assert_eq!(b, format!("{v:>w$}").into_bytes(), "{v} {w}");
            }
            let mut b = Vec::new();
            dec(&mut b, v);
            assert_eq!(b, v.to_string().into_bytes());
            let mut b = Vec::new();
            hex10(&mut b, v);
            assert_eq!(b, format!("{v:#010x}").into_bytes(), "{v:x}");
        }
        for n in [0, 1, 2, 255, 256, 257, 1000] {
            let mut b = Vec::new();
            spaces(&mut b, n);
            assert_eq!(b, " ".repeat(n).into_bytes());
        }
        for n in [0, 1, 59, 60, 64] {
            let mut b = Vec::new();
            dots(&mut b, n);
            assert_eq!(b, ".".repeat(n).into_bytes());
        }
    }
}

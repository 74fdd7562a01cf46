//! Written buffers kept for reuse.

use std::sync::{Arc, Mutex};

use super::{CHANNEL_DEPTH, CHUNK};

/// Written buffers, for reuse by whichever encoder needs one next (fresh buffers would
/// cost a page fault per 4 KiB written).
#[derive(Debug, Clone, Default)]
pub(super) struct Pool(Arc<Mutex<Vec<Vec<u8>>>>);

impl Pool {
    /// An empty buffer of `CHUNK` bytes' capacity.
    pub(super) fn take(&self) -> Vec<u8> {
        let spare = self.0.lock().ok().and_then(|mut p| p.pop());
        spare.unwrap_or_else(|| Vec::with_capacity(CHUNK))
    }

    /// Keeps `buf` for reuse (up to as many as can be in flight).
    pub(super) fn give(&self, mut buf: Vec<u8>) {
        buf.clear();
        if let Ok(mut p) = self.0.lock() {
            if p.len() < CHANNEL_DEPTH + 8 {
                p.push(buf);
            }
        }
    }
}

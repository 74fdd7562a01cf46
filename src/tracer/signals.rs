//! Host signals for a tracing run: SIGUSR1 starts recording, SIGUSR2 stops it, and
//! SIGINT/SIGTERM end the run cleanly so that the trace is finished rather than lost
//! (a second SIGINT/SIGTERM exits at once). The handlers only set flags; the run loop
//! polls them between slices.

use std::sync::atomic::{AtomicBool, AtomicUsize};
use std::sync::Arc;

use signal_hook::consts::{SIGINT, SIGTERM, SIGUSR1, SIGUSR2};
use signal_hook::flag;

/// `host_request` values.
pub const START: usize = 1;
pub const STOP: usize = 2;

/// Installs the handlers, writing into `host_request` and `terminate`.
pub fn install(
    host_request: &Arc<AtomicUsize>,
    terminate: &Arc<AtomicBool>,
) -> std::io::Result<()> {
    flag::register_usize(SIGUSR1, Arc::clone(host_request), START)?;
    flag::register_usize(SIGUSR2, Arc::clone(host_request), STOP)?;
    for (sig, code) in [(SIGINT, 130), (SIGTERM, 143)] {
        // Order matters: the shutdown check runs before the flag is set, so only a
        // second signal exits without finishing the trace.
        flag::register_conditional_shutdown(sig, code, Arc::clone(terminate))?;
        flag::register(sig, Arc::clone(terminate))?;
    }
    Ok(())
}

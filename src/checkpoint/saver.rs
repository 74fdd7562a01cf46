//! Saving checkpoints while a run goes on (a recording with `--checkpoint-every`, a
//! replay with `--save-checkpoints`): one taken at the first slice end each interval,
//! compressed and appended to the trace directory's file ([`super::file`]) by a
//! thread of its own.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use super::file::{CheckpointWriter, FILE_NAME};
use super::{Checkpoint, RunPosition, PAGE};

/// Takes a checkpoint every `every` ticks (at the end of a run slice) and appends it
/// to a file from a thread of its own (the run goes on while the pages are
/// compressed; two checkpoints at most wait); keeps only the newest in memory (for
/// the next one's pages).
pub struct Saver {
    every: u64,
    path: PathBuf,
    last: Option<Arc<Checkpoint>>,
    zero: Arc<[u8]>,
    to_writer: Option<std::sync::mpsc::SyncSender<Arc<Checkpoint>>>,
    writer: Option<std::thread::JoinHandle<anyhow::Result<Written>>>,
    /// Checkpoints taken, and host seconds taking them (comparing RAM with the last).
    pub taken: usize,
    pub take_secs: f64,
    /// What the writer did, once [`Saver::finish`] returned.
    written: Option<Written>,
}

/// What the writing thread did (`secs`: its CPU time).
#[derive(Debug, Clone, Copy, Default)]
struct Written {
    records: usize,
    bytes: u64,
    secs: f64,
}

impl std::fmt::Debug for Saver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Saver")
            .field("every", &self.every)
            .field("path", &self.path)
            .field("taken", &self.taken)
            .finish()
    }
}

impl Saver {
    /// Saves into `dir/checkpoints` (created or emptied) for the recording `id`.
    pub fn create(dir: &Path, every: u64, id: u64) -> anyhow::Result<Saver> {
        let path = dir.join(FILE_NAME);
        let mut w = CheckpointWriter::create(&path, id)?;
        let (tx, rx) = std::sync::mpsc::sync_channel::<Arc<Checkpoint>>(1);
        let writer = std::thread::Builder::new()
            .name("checkpoint-write".into())
            .spawn(move || {
                let mut busy = std::time::Duration::ZERO;
                for cp in rx {
                    let start = Instant::now();
                    w.append(&cp)?;
                    busy += start.elapsed();
                }
                Ok(Written {
                    records: w.records,
                    bytes: w.bytes,
                    secs: tracefmt::record::thread_cpu(busy).as_secs_f64(),
                })
            })
            .map_err(|e| anyhow::anyhow!("cannot start the checkpoint writer: {e}"))?;
        Ok(Saver {
            every: every.max(1),
            path,
            last: None,
            zero: Arc::from(vec![0u8; PAGE]),
            to_writer: Some(tx),
            writer: Some(writer),
            taken: 0,
            take_secs: 0.0,
            written: None,
        })
    }

    /// Takes one if `every` ticks passed since the last one (or since the start) and
    /// hands it to the writer; true if it did. An error of the writer shows here (or
    /// at [`Saver::finish`]).
    pub fn maybe_save(
        &mut self,
        core: &mut arm::Core,
        position: impl FnOnce() -> RunPosition,
    ) -> anyhow::Result<bool> {
        let since = self.last.as_ref().map_or(0, |c| c.ticks);
        if core.ticks < since.saturating_add(self.every) {
            return Ok(false);
        }
        let cp = Arc::new(Checkpoint::take(
            core,
            self.last.as_deref(),
            &self.zero,
            position(),
        )?);
        self.take_secs += cp.secs;
        self.taken += 1;
        let sent = self.to_writer.as_ref().map(|tx| tx.send(cp.clone()));
        if !matches!(sent, Some(Ok(()))) {
            // The writer stopped: its error says why.
            self.finish()?;
            anyhow::bail!("the checkpoint writer stopped");
        }
        self.last = Some(cp);
        Ok(true)
    }

    /// Waits for the writer to write what it was handed.
    pub fn finish(&mut self) -> anyhow::Result<()> {
        self.to_writer = None;
        if let Some(h) = self.writer.take() {
            let w = h
                .join()
                .map_err(|_| anyhow::anyhow!("the checkpoint writer panicked"))??;
            self.written = Some(w);
        }
        Ok(())
    }

    /// One line: how many, every how many ticks, the file's size and the time spent
    /// (after [`Saver::finish`]).
    pub fn summary(&self) -> String {
        let w = self.written.unwrap_or_default();
        format!(
            "checkpoints: {} saved every {} ticks into {} ({:.1} MiB), {:.2} s taking them, {:.2} s of CPU compressing and writing them on a thread of their own",
            w.records,
            self.every,
            self.path.display(),
            w.bytes as f64 / f64::from(1 << 20),
            self.take_secs,
            w.secs
        )
    }
}

impl Drop for Saver {
    fn drop(&mut self) {
        let _ = self.finish();
    }
}

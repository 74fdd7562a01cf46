//! Compact trace to Android qtrace v2: the stored stream replayed into the Android
//! recorder, so the files are the ones recording that format directly writes.

use std::path::Path;
use std::sync::Arc;

use super::decode::ChunkDecoder;
use super::reader::{CompactReader, Decoded};
use crate::error::{Error, Result};
use crate::record::{AndroidRecorder, Batch, EventBuf, Finished, Item};
use crate::{FinishInfo, TraceWriter};

/// Events per batch handed to the recorder.
const BATCH: usize = 1 << 18;

/// What the export did.
#[derive(Debug)]
pub struct Exported {
    /// The recorder's report.
    pub finished: Finished,
    /// Whether the compact trace was finished; an unfinished one (a killed run) is
    /// exported as if the run had ended at its last event.
    pub complete: bool,
    pub chunks: usize,
}

/// Writes the Android qtrace v2 directory `out` from the compact trace `reader`.
/// Chunks are decoded on a second thread while the recorder works on the previous.
pub fn export(reader: &CompactReader, out: &Path, force: bool) -> Result<Exported> {
    let wide = reader.blocks().iter().find(|b| {
        b.thumb
            && b.words
                .iter()
                .any(|&w| matches!(crate::thumb_insn(w), crate::ThumbInsn::Wide(..)))
    });
    if let Some(b) = wide {
        return Err(Error::Thumb2InQtrace {
            bb_num: u64::from(b.n),
            addr: b.addr,
        });
    }
    let mut writer = TraceWriter::create(out, force)?;
    if let Some(start) = recipe_start(reader) {
        writer.set_start_time(start.0, start.1);
    }
    let mut rec = AndroidRecorder::spawn(writer).map_err(|e| Error::Io {
        path: out.to_path_buf(),
        error: e,
    })?;
    let blocks = reader.blocks();
    let mut sent_blocks = 0usize;
    let mut end = None;
    let mut last = 0u64;
    let n = reader.num_chunks();
    let (tx, rx) = std::sync::mpsc::sync_channel::<Result<Vec<Decoded>>>(2);
    std::thread::scope(|s| -> Result<()> {
        s.spawn(move || {
            let mut dec = ChunkDecoder::default();
            for k in 0..n {
                let mut v = Vec::new();
                let r = reader.decode(k, BATCH, &mut dec, &mut v).map(|()| v);
                let stop = r.is_err();
                if tx.send(r).is_err() || stop {
                    break;
                }
            }
        });
        for (k, decoded) in rx.iter().enumerate() {
            let decoded = decoded?;
            let defined = reader.chunks()[k].blocks_defined as usize;
            let mut items = Vec::new();
            for b in &blocks[sent_blocks..defined.min(blocks.len())] {
                items.push(Item::Block(b.clone()));
            }
            sent_blocks = sent_blocks.max(defined.min(blocks.len()));
            for d in decoded {
                match d {
                    Decoded::Events(e) => {
                        if let Some(t) = e.iter().map(|x| x.time).max() {
                            last = last.max(t);
                        }
                        items.push(Item::Events(EventBuf::Timed(e)))
                    }
                    Decoded::Process(p) => items.push(Item::Process(p)),
                    Decoded::End { final_time } => end = Some(final_time),
                }
            }
            rec.send(Arc::new(Batch {
                items,
                recycle: None,
            }));
        }
        Ok(())
    })?;
    let finished = rec
        .finish(FinishInfo {
            final_time: end.unwrap_or(last),
            elapsed_usecs: reader.elapsed_usecs(),
        })
        .map_err(Error::WriterStopped)?;
    Ok(Exported {
        finished,
        complete: end.is_some(),
        chunks: n,
    })
}

/// The trace's creation time from its recipe (`start: SECS.USECS`).
pub(crate) fn recipe_start(reader: &CompactReader) -> Option<(u32, u32)> {
    let v = reader.recipe_value("start")?;
    let (s, u) = v.split_once('.')?;
    Some((s.parse().ok()?, u.parse().ok()?))
}

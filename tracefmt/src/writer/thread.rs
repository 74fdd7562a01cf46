//! The writer thread that owns the files, and the channel the writers hand it full buffers over.

use std::fs::File;
use std::io::{Seek, SeekFrom, Write};
use std::sync::mpsc::{Receiver, SyncSender};

use super::pool::Pool;
use super::{TraceWriter, CHUNK, STATIC};
use crate::error::{Error, Result};

pub(super) enum Msg {
    Data(usize, Vec<u8>),
    Flush(SyncSender<Option<String>>),
    Finish(Box<[u8; 88]>, SyncSender<Option<String>>),
}

impl TraceWriter {
    #[inline]
    pub(super) fn maybe_send(&mut self, k: usize) {
        if self.bufs[k].len() >= CHUNK {
            self.send(k);
        }
    }

    pub(super) fn send(&mut self, k: usize) {
        if self.bufs[k].is_empty() {
            return;
        }
        let full = std::mem::replace(&mut self.bufs[k], self.pool.take());
        self.post(Msg::Data(k, full));
    }

    pub(super) fn post(&mut self, msg: Msg) {
        let sent = self.tx.as_ref().map(|tx| tx.send(msg).is_ok());
        if sent != Some(true) && self.failed.is_none() {
            self.failed = Some("the writer thread is gone".into());
        }
    }

    pub(super) fn wait(&mut self, arx: Receiver<Option<String>>) -> Result<()> {
        if let Some(e) = &self.failed {
            return Err(Error::WriterStopped(e.clone()));
        }
        match arx.recv() {
            Ok(None) => Ok(()),
            Ok(Some(e)) => Err(Error::WriterStopped(e)),
            Err(_) => Err(Error::WriterStopped("the writer thread is gone".into())),
        }
    }
}

pub(super) fn writer_thread(
    mut files: Vec<File>,
    paths: Vec<String>,
    rx: Receiver<Msg>,
    pool: Pool,
) {
    let mut failed: Option<String> = None;
    for msg in rx {
        match msg {
            Msg::Data(k, buf) => {
                if failed.is_none() {
                    if let Err(e) = files[k].write_all(&buf) {
                        failed = Some(format!("{}: {e}", paths[k]));
                    }
                }
                pool.give(buf);
            }
            Msg::Flush(ack) => {
                let _ = ack.send(failed.clone());
            }
            Msg::Finish(header, ack) => {
                if failed.is_none() {
                    let f = &mut files[STATIC];
                    let r = f
                        .seek(SeekFrom::Start(0))
                        .and_then(|_| f.write_all(&header[..]))
                        .and_then(|_| f.seek(SeekFrom::End(0)).map(|_| ()));
                    if let Err(e) = r {
                        failed = Some(format!("{}: {e}", paths[STATIC]));
                    }
                }
                let _ = ack.send(failed.clone());
                return;
            }
        }
    }
}

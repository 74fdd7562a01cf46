//! `qtrace.pid`: process, thread and address-space events (§8), 2 zero bytes at the end.

use crate::error::Error;
use crate::varint::{put_string, put_uvarint, Cursor};

/// Bytes of the `.pid` terminator (time 0, type 0).
pub const PID_TERMINATOR: [u8; 2] = [0, 0];

/// Record type numbers (`kPid*`).
pub mod rec_type {
    /// End of file.
    pub const END_OF_FILE: u64 = 0;
    /// Fork: tgid, pid.
    pub const FORK: u64 = 1;
    /// Clone: tgid, pid.
    pub const CLONE: u64 = 2;
    /// Switch: pid.
    pub const SWITCH: u64 = 3;
    /// Exec: argc, argv strings.
    pub const EXEC: u64 = 4;
    /// Mmap: vstart, vend, offset, path.
    pub const MMAP: u64 = 5;
    /// Exit: code.
    pub const EXIT: u64 = 6;
    /// Kernel-thread name: tgid, pid, name.
    pub const KTHREAD_NAME: u64 = 7;
    /// Dynamic symbol added: vaddr, name.
    pub const SYMBOL_ADD: u64 = 8;
    /// Dynamic symbol removed: vaddr.
    pub const SYMBOL_REMOVE: u64 = 9;
    /// Munmap: vstart, vend.
    pub const MUNMAP: u64 = 10;
    /// Never written (reader-internal in qtools).
    pub const NO_ACTION: u64 = 11;
    /// Name: pid, name.
    pub const NAME: u64 = 12;
}

/// One pid event; strings borrow from the file (raw bytes, no NUL).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PidEvent<'a> {
    /// A child in a new address space.
    Fork {
        /// Thread-group id of the child.
        tgid: u32,
        /// Child pid.
        pid: u32,
    },
    /// A child sharing the address space.
    Clone {
        /// Thread-group id of the child.
        tgid: u32,
        /// Child pid.
        pid: u32,
    },
    /// Context switch to `pid`.
    Switch {
        /// Next thread.
        pid: u32,
    },
    /// The current thread called exec with these arguments.
    Exec {
        /// Arguments, argv[0] first.
        argv: Vec<&'a [u8]>,
    },
    /// A file mapping of the current thread.
    Mmap {
        /// Start address.
        start: u32,
        /// End address (exclusive).
        end: u32,
        /// File offset in bytes.
        offset: u32,
        /// File path.
        path: &'a [u8],
    },
    /// The current thread exits.
    Exit {
        /// Exit code.
        code: u32,
    },
    /// Name of a task that existed before the driver started.
    KthreadName {
        /// Thread-group id.
        tgid: u32,
        /// Pid.
        pid: u32,
        /// Name.
        name: &'a [u8],
    },
    /// A dynamic symbol.
    SymbolAdd {
        /// Address.
        addr: u32,
        /// Symbol name.
        name: &'a [u8],
    },
    /// Removes a dynamic symbol.
    SymbolRemove {
        /// Address.
        addr: u32,
    },
    /// An unmapping in the current thread.
    Munmap {
        /// Start address.
        start: u32,
        /// End address.
        end: u32,
    },
    /// A thread or process name.
    Name {
        /// Pid named.
        pid: u32,
        /// Name.
        name: &'a [u8],
    },
}

impl PidEvent<'_> {
    /// The record type number.
    pub fn rec_type(&self) -> u64 {
        match self {
            PidEvent::Fork { .. } => rec_type::FORK,
            PidEvent::Clone { .. } => rec_type::CLONE,
            PidEvent::Switch { .. } => rec_type::SWITCH,
            PidEvent::Exec { .. } => rec_type::EXEC,
            PidEvent::Mmap { .. } => rec_type::MMAP,
            PidEvent::Exit { .. } => rec_type::EXIT,
            PidEvent::KthreadName { .. } => rec_type::KTHREAD_NAME,
            PidEvent::SymbolAdd { .. } => rec_type::SYMBOL_ADD,
            PidEvent::SymbolRemove { .. } => rec_type::SYMBOL_REMOVE,
            PidEvent::Munmap { .. } => rec_type::MUNMAP,
            PidEvent::Name { .. } => rec_type::NAME,
        }
    }
}

/// A pid event with its time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PidRecord<'a> {
    /// Time of the event.
    pub time: u64,
    /// The event.
    pub event: PidEvent<'a>,
}

/// Delta state for encoding.
#[derive(Debug, Clone, Default)]
pub struct PidEncoder {
    prev_time: u64,
}

impl PidEncoder {
    /// Appends one record; `time` earlier than the previous record's is raised to it.
    pub fn put(&mut self, buf: &mut Vec<u8>, time: u64, ev: &PidEvent<'_>) {
        let time = time.max(self.prev_time);
        put_uvarint(buf, time - self.prev_time);
        self.prev_time = time;
        put_uvarint(buf, ev.rec_type());
        let u = |buf: &mut Vec<u8>, v: u32| put_uvarint(buf, u64::from(v));
        match ev {
            PidEvent::Fork { tgid, pid } | PidEvent::Clone { tgid, pid } => {
                u(buf, *tgid);
                u(buf, *pid);
            }
            PidEvent::Switch { pid } => u(buf, *pid),
            PidEvent::Exit { code } => u(buf, *code),
            PidEvent::Exec { argv } => {
                put_uvarint(buf, argv.len() as u64);
                for a in argv {
                    put_string(buf, a);
                }
            }
            PidEvent::Mmap {
                start,
                end,
                offset,
                path,
            } => {
                u(buf, *start);
                u(buf, *end);
                u(buf, *offset);
                put_string(buf, path);
            }
            PidEvent::KthreadName { tgid, pid, name } => {
                u(buf, *tgid);
                u(buf, *pid);
                put_string(buf, name);
            }
            PidEvent::SymbolAdd { addr, name } => {
                u(buf, *addr);
                put_string(buf, name);
            }
            PidEvent::SymbolRemove { addr } => u(buf, *addr),
            PidEvent::Munmap { start, end } => {
                u(buf, *start);
                u(buf, *end);
            }
            PidEvent::Name { pid, name } => {
                u(buf, *pid);
                put_string(buf, name);
            }
        }
    }
}

/// Iterator over `qtrace.pid`.
#[derive(Debug, Clone)]
pub struct PidIter<'a> {
    cur: Cursor<'a>,
    time: u64,
    done: bool,
}

impl<'a> PidIter<'a> {
    /// Time of the last record read (0 before any).
    pub fn last_time(&self) -> u64 {
        self.time
    }

    /// Records of the whole file.
    pub fn new(data: &'a [u8], file: &'a str) -> Self {
        PidIter {
            cur: Cursor::new(data, 0, file),
            time: 0,
            done: false,
        }
    }

    fn read(&mut self) -> Result<Option<PidRecord<'a>>, Error> {
        if self.cur.remaining() == 0 {
            return Err(self.cur.missing_terminator());
        }
        let c = &mut self.cur;
        c.start_record();
        let dt = c.uvarint()?;
        let ty = c.uvarint()?;
        let event = match ty {
            rec_type::END_OF_FILE => {
                c.expect_end()?;
                return Ok(None);
            }
            rec_type::FORK | rec_type::CLONE => {
                let tgid = c.u32_field("tgid")?;
                let pid = c.u32_field("pid")?;
                if ty == rec_type::FORK {
                    PidEvent::Fork { tgid, pid }
                } else {
                    PidEvent::Clone { tgid, pid }
                }
            }
            rec_type::SWITCH => PidEvent::Switch {
                pid: c.u32_field("pid")?,
            },
            rec_type::EXIT => PidEvent::Exit {
                code: c.u32_field("exit code")?,
            },
            rec_type::EXEC => {
                let argc = c.uvarint()?;
                // Every argument takes at least one byte: a larger count is a truncated record.
                if argc > c.remaining() as u64 {
                    return Err(Error::Truncated {
                        file: c.file().to_string(),
                        what: "exec argv",
                        offset: c.record_start(),
                        need: argc,
                        have: c.remaining(),
                    });
                }
                let mut argv = Vec::with_capacity(argc as usize);
                for _ in 0..argc {
                    argv.push(c.string("exec argument")?);
                }
                PidEvent::Exec { argv }
            }
            rec_type::MMAP => PidEvent::Mmap {
                start: c.u32_field("mmap start")?,
                end: c.u32_field("mmap end")?,
                offset: c.u32_field("mmap offset")?,
                path: c.string("mmap path")?,
            },
            rec_type::KTHREAD_NAME => PidEvent::KthreadName {
                tgid: c.u32_field("tgid")?,
                pid: c.u32_field("pid")?,
                name: c.string("kthread name")?,
            },
            rec_type::SYMBOL_ADD => PidEvent::SymbolAdd {
                addr: c.u32_field("symbol address")?,
                name: c.string("symbol name")?,
            },
            rec_type::SYMBOL_REMOVE => PidEvent::SymbolRemove {
                addr: c.u32_field("symbol address")?,
            },
            rec_type::MUNMAP => PidEvent::Munmap {
                start: c.u32_field("munmap start")?,
                end: c.u32_field("munmap end")?,
            },
            rec_type::NAME => PidEvent::Name {
                pid: c.u32_field("pid")?,
                name: c.string("name")?,
            },
            other => {
                return Err(Error::UnknownPidRecord {
                    file: c.file().to_string(),
                    offset: c.record_start(),
                    rec_type: other,
                })
            }
        };
        self.time = self.time.wrapping_add(dt);
        Ok(Some(PidRecord {
            time: self.time,
            event,
        }))
    }
}

impl<'a> Iterator for PidIter<'a> {
    type Item = Result<PidRecord<'a>, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        match self.read() {
            Ok(Some(r)) => Some(Ok(r)),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(e) => {
                self.done = true;
                Some(Err(e))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_type_round_trips() {
        let evs = [
            PidEvent::KthreadName {
                tgid: 0,
                pid: 0,
                name: b"swapper",
            },
            PidEvent::Fork { tgid: 5, pid: 5 },
            PidEvent::Clone { tgid: 5, pid: 6 },
            PidEvent::Switch { pid: 5 },
            PidEvent::Exec {
                argv: vec![b"/bin/sh", b"-c", b""],
            },
            PidEvent::Name {
                pid: 5,
                name: b"sh",
            },
            PidEvent::Mmap {
                start: 0x8000,
                end: 0x9000,
                offset: 0x1000,
                path: b"/bin/busybox",
            },
            PidEvent::Munmap {
                start: 0x8000,
                end: 0x9000,
            },
            PidEvent::SymbolAdd {
                addr: 0x4000_0000,
                name: b"jit_fn",
            },
            PidEvent::SymbolRemove { addr: 0x4000_0000 },
            PidEvent::Exit { code: 0xffff_ffff },
        ];
        let mut b = Vec::new();
        let mut e = PidEncoder::default();
        for (i, ev) in evs.iter().enumerate() {
            e.put(&mut b, 10 + (i as u64 / 2), ev);
        }
        b.extend_from_slice(&PID_TERMINATOR);
        let back: Vec<_> = PidIter::new(&b, "p").collect::<Result<_, _>>().unwrap();
        assert_eq!(back.len(), evs.len());
        for (i, (r, ev)) in back.iter().zip(&evs).enumerate() {
            assert_eq!(&r.event, ev);
            assert_eq!(r.time, 10 + i as u64 / 2);
        }
        // Switch record bytes: time delta, type 3, pid.
        let mut s = Vec::new();
        PidEncoder::default().put(&mut s, 2, &PidEvent::Switch { pid: 300 });
        assert_eq!(s, [2, 3, 0x81, 0x2c]);
    }

    #[test]
    fn unknown_type_is_an_error() {
        let b = [1, 11, 0, 0];
        let r = PidIter::new(&b, "p").next().unwrap();
        assert!(matches!(
            r,
            Err(Error::UnknownPidRecord {
                rec_type: 11,
                offset: 0,
                ..
            })
        ));
        let b = [1, 13];
        let r = PidIter::new(&b, "p").next().unwrap();
        assert!(matches!(
            r,
            Err(Error::UnknownPidRecord { rec_type: 13, .. })
        ));
    }
}

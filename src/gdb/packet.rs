//! GDB remote serial protocol framing: `$data#checksum` packets, the `+`/`-`
//! acknowledgements and the interrupt byte (Ctrl-C, 0x03), read by a thread per
//! connection so that a running guest notices Ctrl-C without polling the socket.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};

/// What arrives from the debugger.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incoming {
    /// A packet's payload (checksum verified, already acknowledged).
    Packet(Vec<u8>),
    /// The interrupt byte: stop the running guest.
    Interrupt,
    /// The connection closed.
    Closed,
}

/// The modulo-256 sum of the payload bytes, the packet checksum.
pub fn checksum(data: &[u8]) -> u8 {
    data.iter().fold(0u8, |s, &b| s.wrapping_add(b))
}

/// Frames a reply: `$`, the payload with `#`, `$`, `}` and `*` escaped (`}` then the
/// byte xor 0x20), `#` and two hex digits of the checksum of the escaped payload.
pub fn frame(data: &[u8]) -> Vec<u8> {
    let mut body = Vec::with_capacity(data.len() + 4);
    for &b in data {
        if matches!(b, b'#' | b'$' | b'}' | b'*') {
            body.push(b'}');
            body.push(b ^ 0x20);
        } else {
            body.push(b);
        }
    }
    let mut out = Vec::with_capacity(body.len() + 4);
    out.push(b'$');
    out.extend_from_slice(&body);
    out.extend_from_slice(format!("#{:02x}", checksum(&body)).as_bytes());
    out
}

/// An incremental parser of the byte stream from the debugger.
#[derive(Debug, Default)]
pub struct Decoder {
    state: State,
    body: Vec<u8>,
    sum: [u8; 2],
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum State {
    /// Between packets: acks and the interrupt byte are read here.
    #[default]
    Idle,
    Body,
    Sum1,
    Sum2,
}

/// One event of the byte stream.
#[derive(Debug, PartialEq, Eq)]
pub enum Event {
    /// A packet with a good checksum (payload, unescaped for `}`).
    Packet(Vec<u8>),
    /// A packet whose checksum did not match (to be answered with `-`).
    Bad,
    Interrupt,
}

impl Decoder {
    /// Feeds one byte; returns an event when one completes.
    pub fn feed(&mut self, b: u8) -> Option<Event> {
        match self.state {
            State::Idle => match b {
                b'$' => {
                    self.body.clear();
                    self.state = State::Body;
                    None
                }
                0x03 => Some(Event::Interrupt),
                // Acks, naks and noise between packets.
                _ => None,
            },
            State::Body => {
                if b == b'#' {
                    self.state = State::Sum1;
                } else {
                    self.body.push(b);
                }
                None
            }
            State::Sum1 => {
                self.sum[0] = b;
                self.state = State::Sum2;
                None
            }
            State::Sum2 => {
                self.sum[1] = b;
                self.state = State::Idle;
                let want = std::str::from_utf8(&self.sum)
                    .ok()
                    .and_then(|s| u8::from_str_radix(s, 16).ok());
                if want != Some(checksum(&self.body)) {
                    return Some(Event::Bad);
                }
                Some(Event::Packet(unescape(&self.body)))
            }
        }
    }
}

/// Undoes the `}` escape of binary payloads (`}` never occurs otherwise).
fn unescape(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(body.len());
    let mut it = body.iter();
    while let Some(&b) = it.next() {
        if b == b'}' {
            if let Some(&n) = it.next() {
                out.push(n ^ 0x20);
            }
        } else {
            out.push(b);
        }
    }
    out
}

/// One debugger connection: the reader thread's packets and the writing half.
pub struct Conn {
    rx: Receiver<Incoming>,
    writer: Arc<Mutex<TcpStream>>,
    no_ack: Arc<AtomicBool>,
}

impl Conn {
    /// Starts the reader thread of `stream`. It sets `attention` whenever the
    /// debugger sends something, so that a running guest stops to look.
    pub fn new(stream: TcpStream, attention: Arc<AtomicBool>) -> std::io::Result<Conn> {
        let _ = stream.set_nodelay(true);
        let mut reader = stream.try_clone()?;
        let writer = Arc::new(Mutex::new(stream));
        let no_ack = Arc::new(AtomicBool::new(false));
        let (tx, rx) = mpsc::channel();
        let (w, na) = (writer.clone(), no_ack.clone());
        std::thread::Builder::new()
            .name("gdb-reader".into())
            .spawn(move || {
                let mut dec = Decoder::default();
                let mut buf = [0u8; 4096];
                loop {
                    let n = match reader.read(&mut buf) {
                        Ok(0) | Err(_) => break,
                        Ok(n) => n,
                    };
                    for &b in &buf[..n] {
                        let msg = match dec.feed(b) {
                            None => continue,
                            Some(Event::Bad) => {
                                let _ = lock(&w).write_all(b"-");
                                continue;
                            }
                            Some(Event::Packet(p)) => {
                                if !na.load(Ordering::Relaxed) {
                                    let _ = lock(&w).write_all(b"+");
                                }
                                Incoming::Packet(p)
                            }
                            Some(Event::Interrupt) => Incoming::Interrupt,
                        };
                        if tx.send(msg).is_err() {
                            return;
                        }
                        attention.store(true, Ordering::Release);
                    }
                }
                let _ = tx.send(Incoming::Closed);
                attention.store(true, Ordering::Release);
            })?;
        Ok(Conn { rx, writer, no_ack })
    }

    /// Sends one packet.
    pub fn send(&self, data: &[u8]) {
        let _ = lock(&self.writer).write_all(&frame(data));
    }

    /// Stops acknowledging packets (after `QStartNoAckMode` was answered).
    pub fn set_no_ack(&self) {
        self.no_ack.store(true, Ordering::Relaxed);
    }

    /// Waits for the next message.
    pub fn recv(&self) -> Incoming {
        self.rx.recv().unwrap_or(Incoming::Closed)
    }

    /// The next message if one is waiting.
    pub fn try_recv(&self) -> Option<Incoming> {
        match self.rx.try_recv() {
            Ok(m) => Some(m),
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => Some(Incoming::Closed),
        }
    }

    /// Closes the connection (the reader thread ends on its own).
    pub fn close(&self) {
        let _ = lock(&self.writer).shutdown(std::net::Shutdown::Both);
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn events(bytes: &[u8]) -> Vec<Event> {
        let mut d = Decoder::default();
        bytes.iter().filter_map(|&b| d.feed(b)).collect()
    }

    #[test]
    fn frames_with_checksum_and_escapes() {
        assert_eq!(frame(b"OK"), b"$OK#9a");
        assert_eq!(frame(b""), b"$#00");
        // '#' goes out as "}\x03", and the checksum covers the escaped bytes.
        let f = frame(b"a#");
        assert_eq!(&f[..4], b"$a}\x03");
        let sum = checksum(b"a}\x03");
        assert_eq!(&f[4..], format!("#{sum:02x}").as_bytes());
    }

    #[test]
    fn decodes_packets_acks_and_interrupts() {
        let ev = events(b"+$g#67+\x03$m0,4#fd$OK#00");
        assert_eq!(
            ev,
            vec![
                Event::Packet(b"g".to_vec()),
                Event::Interrupt,
                Event::Packet(b"m0,4".to_vec()),
                Event::Bad,
            ]
        );
    }

    #[test]
    fn round_trips_escaped_payloads() {
        let data = b"X0,3:}#*";
        let ev = events(&frame(data));
        assert_eq!(ev, vec![Event::Packet(data.to_vec())]);
    }
}

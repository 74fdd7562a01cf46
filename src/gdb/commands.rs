//! The command dispatcher: one gdb packet in, a reply or a run-control action out.
//! Registers by number ([`super::target`]), memory by virtual address through the
//! MMU's side-effect-free walk (RAM only: an unmapped address or a device register
//! answers `E14`, never a crash and never a device access), breakpoints and
//! watchpoints, and the monitor commands.

use arm::Core;

use super::packet::Conn;
use super::target;
use super::watch::{Watch, WatchKind};

/// What the run control does after a packet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Send this reply and stay stopped.
    Reply(Vec<u8>),
    /// Resume; `step` stops again after one instruction.
    Resume { step: bool },
    /// `bs`: back one instruction.
    ReverseStep,
    /// `bc`: back to the previous breakpoint or watchpoint hit.
    ReverseContinue,
    /// `D`: answer OK, forget the breakpoints and run on without the debugger.
    Detach,
    /// `k` / `vKill`: end the emulation.
    Kill,
    /// Nothing to send: the reply already went out.
    Sent,
}

/// The debugger's settings: breakpoints, watchpoints, the process filter.
#[derive(Debug, Default)]
pub struct Session {
    pub breakpoints: Vec<u32>,
    pub watches: Vec<Watch>,
    /// Breakpoints stop only while TTBR0 (the current process's translation table)
    /// has this value (`monitor ttbr`).
    pub ttbr_filter: Option<u32>,
    /// The reply to `?`: the last stop.
    pub last_stop: Vec<u8>,
    /// Registers or memory were written while stopped.
    pub state_changed: bool,
    /// Whether reverse execution can be offered (the machine can be rebuilt).
    pub can_reverse: bool,
}

impl Session {
    /// Whether anything asks the run control to look at every instruction.
    pub fn active(&self) -> bool {
        !self.breakpoints.is_empty() || !self.watches.is_empty()
    }

    /// Whether a breakpoint stops at `addr` now.
    pub fn breaks_at(&self, core: &Core, addr: u32) -> bool {
        self.breakpoints.contains(&addr)
            && self
                .ttbr_filter
                .is_none_or(|t| target::ttbr0(core) & !0x3fff == t & !0x3fff)
    }
}

fn hex(bytes: &[u8]) -> Vec<u8> {
    bytes
        .iter()
        .flat_map(|b| format!("{b:02x}").into_bytes())
        .collect()
}

fn unhex(text: &[u8]) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    text.chunks(2)
        .map(|c| u8::from_str_radix(std::str::from_utf8(c).ok()?, 16).ok())
        .collect()
}

fn num(text: &str) -> Option<u32> {
    u32::from_str_radix(text, 16).ok()
}

/// A register's value as gdb sends it: its `bytes` low bytes, little-endian.
fn reg_hex(v: u64, bytes: usize) -> String {
    hex(&v.to_le_bytes()[..bytes])
        .into_iter()
        .map(char::from)
        .collect()
}

/// The value of little-endian `bytes` (at most 8).
fn le_value(bytes: &[u8]) -> u64 {
    bytes.iter().rev().fold(0, |v, &b| v << 8 | u64::from(b))
}

/// Reads guest memory at virtual `addr` through the MMU, privileged; `None` if any
/// byte is unmapped or not RAM.
pub fn read_virt(core: &Core, addr: u32, len: u32) -> Option<Vec<u8>> {
    (0..len)
        .map(|i| {
            let va = addr.wrapping_add(i);
            let pa = core.mmu.probe(&core.ram, va).ok()?;
            core.ram.read8(pa)
        })
        .collect()
}

/// Writes guest memory at virtual `addr` (RAM only). Writes to pages holding code go
/// through the core so that engines drop their blocks.
fn write_virt(core: &mut Core, addr: u32, data: &[u8]) -> bool {
    let mut phys = Vec::with_capacity(data.len());
    for i in 0..data.len() as u32 {
        match core.mmu.probe(&core.ram, addr.wrapping_add(i)) {
            Ok(pa) if core.ram.contains(pa, 1) => phys.push(pa),
            _ => return false,
        }
    }
    for (pa, &b) in phys.into_iter().zip(data) {
        if core
            .write_phys(pa, arm::AccessSize::Byte, u32::from(b))
            .is_err()
        {
            return false;
        }
    }
    true
}

const ERR: &[u8] = b"E14";

fn reply(s: impl Into<Vec<u8>>) -> Action {
    Action::Reply(s.into())
}

/// Handles one packet.
pub fn handle(sess: &mut Session, conn: &Conn, core: &mut Core, pkt: &[u8]) -> Action {
    let text = String::from_utf8_lossy(pkt).into_owned();
    let (head, rest) = text.split_at(text.len().min(1));
    match head {
        "?" => reply(sess.last_stop.clone()),
        "g" => {
            let mut s = String::new();
            for n in target::numbers(core) {
                let bytes = target::width(core, n).unwrap_or(4);
                s.push_str(&reg_hex(target::read(core, n).unwrap_or(0), bytes));
            }
            reply(s)
        }
        "G" => {
            let Some(bytes) = unhex(rest.as_bytes()) else {
                return reply(ERR);
            };
            let mut at = 0;
            for n in target::numbers(core) {
                let w = target::width(core, n).unwrap_or(4);
                let Some(chunk) = bytes.get(at..at + w) else {
                    break;
                };
                at += w;
                let v = le_value(chunk);
                if target::read(core, n) != Some(v) {
                    target::write(core, n, v);
                }
            }
            sess.state_changed = true;
            reply("OK")
        }
        "p" => {
            let n = num(rest).map_or(usize::MAX, |n| n as usize);
            match (target::read(core, n), target::width(core, n)) {
                (Some(v), Some(w)) => reply(reg_hex(v, w)),
                _ => reply(ERR),
            }
        }
        "P" => {
            let parsed = rest.split_once('=').and_then(|(n, v)| {
                let n = num(n)? as usize;
                let b = unhex(v.as_bytes())?;
                (b.len() == target::width(core, n)?).then(|| (n, le_value(&b)))
            });
            match parsed {
                Some((n, v)) if target::write(core, n, v) => {
                    sess.state_changed = true;
                    reply("OK")
                }
                _ => reply(ERR),
            }
        }
        "m" => {
            let parsed = rest
                .split_once(',')
                .and_then(|(a, l)| Some((num(a)?, num(l)?)));
            match parsed {
                Some((a, l)) if l <= 0x4000 => match read_virt(core, a, l) {
                    Some(b) => reply(hex(&b)),
                    None => reply(ERR),
                },
                _ => reply(ERR),
            }
        }
        "M" => {
            let parsed = rest.split_once(':').and_then(|(al, data)| {
                let (a, l) = al.split_once(',')?;
                let bytes = unhex(data.as_bytes())?;
                (bytes.len() == num(l)? as usize).then_some((num(a)?, bytes))
            });
            match parsed {
                Some((a, bytes)) if write_virt(core, a, &bytes) => {
                    sess.state_changed = true;
                    reply("OK")
                }
                _ => reply(ERR),
            }
        }
        "c" | "C" => Action::Resume { step: false },
        "s" | "S" => Action::Resume { step: true },
        "b" if rest == "s" && sess.can_reverse => Action::ReverseStep,
        "b" if rest == "c" && sess.can_reverse => Action::ReverseContinue,
        "Z" | "z" => breakpoint(sess, head == "Z", rest),
        "D" => Action::Detach,
        "k" => Action::Kill,
        "H" | "T" => reply("OK"),
        "q" | "Q" | "v" => query(sess, conn, core, &text),
        _ => reply(""),
    }
}

/// `Z`/`z` TYPE,ADDR,KIND: software and hardware breakpoints are the same thing here
/// (the run control checks every instruction's address while any is set). A
/// breakpoint's KIND (ARM's: 2 a 16-bit Thumb, 3 a 32-bit Thumb-2, 4 an ARM
/// instruction) needs no patching here: the breakpoint stops before the instruction
/// that starts at ADDR, whatever its size, as QEMU's stub does (it ignores KIND).
fn breakpoint(sess: &mut Session, insert: bool, rest: &str) -> Action {
    let mut parts = rest.split(';').next().unwrap_or("").split(',');
    let (Some(t), Some(a), Some(k)) = (parts.next(), parts.next(), parts.next()) else {
        return reply(ERR);
    };
    let (Some(addr), Some(len)) = (num(a), num(k)) else {
        return reply(ERR);
    };
    let kind = match t {
        "0" | "1" => None,
        "2" => Some(WatchKind::Write),
        "3" => Some(WatchKind::Read),
        "4" => Some(WatchKind::Access),
        _ => return reply(""),
    };
    match (kind, insert) {
        (None, true) => {
            if !sess.breakpoints.contains(&addr) {
                sess.breakpoints.push(addr);
            }
        }
        (None, false) => sess.breakpoints.retain(|&b| b != addr),
        (Some(kind), true) => sess.watches.push(Watch { addr, len, kind }),
        (Some(kind), false) => {
            if let Some(i) = sess
                .watches
                .iter()
                .position(|w| *w == Watch { addr, len, kind })
            {
                sess.watches.remove(i);
            }
        }
    }
    reply("OK")
}

fn query(sess: &mut Session, conn: &Conn, core: &Core, text: &str) -> Action {
    if text.starts_with("qSupported") {
        let mut s = String::from(
            "PacketSize=4000;qXfer:features:read+;QStartNoAckMode+;hwbreak+;vContSupported+",
        );
        if sess.can_reverse {
            s.push_str(";ReverseStep+;ReverseContinue+");
        }
        return reply(s);
    }
    if text == "QStartNoAckMode" {
        conn.send(b"OK");
        conn.set_no_ack();
        return Action::Sent;
    }
    if let Some(req) = text.strip_prefix("qXfer:features:read:target.xml:") {
        let Some((o, l)) = req.split_once(',') else {
            return reply(ERR);
        };
        let (Some(o), Some(l)) = (num(o), num(l)) else {
            return reply(ERR);
        };
        let xml = target::xml(core).into_bytes();
        let start = (o as usize).min(xml.len());
        let end = start.saturating_add(l as usize).min(xml.len());
        let mut out = vec![if end == xml.len() { b'l' } else { b'm' }];
        out.extend_from_slice(&xml[start..end]);
        return Action::Reply(out);
    }
    if let Some(cmd) = text.strip_prefix("qRcmd,") {
        let cmd = unhex(cmd.as_bytes()).unwrap_or_default();
        let out = monitor(sess, core, &String::from_utf8_lossy(&cmd));
        return reply(hex(out.as_bytes()));
    }
    if let Some(v) = text.strip_prefix("vCont") {
        if v == "?" {
            return reply("vCont;c;C;s;S");
        }
        // The first action applies (one thread): `vCont;s:1;c` steps.
        let first = v.trim_start_matches(';').split(';').next().unwrap_or("");
        return match first.chars().next() {
            Some('c' | 'C') => Action::Resume { step: false },
            Some('s' | 'S') => Action::Resume { step: true },
            _ => reply(ERR),
        };
    }
    if text.starts_with("vKill") {
        return Action::Kill;
    }
    match text {
        "qC" => reply("QC1"),
        "qfThreadInfo" => reply("m1"),
        "qsThreadInfo" => reply("l"),
        "qAttached" => reply("1"),
        "qSymbol::" => reply("OK"),
        "qTStatus" => reply(""),
        _ => reply(""),
    }
}

/// `monitor ...`: `ttbr 0xADDR` limits breakpoints to the process whose translation
/// table is at ADDR (`ttbr current` takes the current one, `ttbr off` removes the
/// limit); `ticks` prints the virtual time.
fn monitor(sess: &mut Session, core: &Core, cmd: &str) -> String {
    let words: Vec<&str> = cmd.split_whitespace().collect();
    match words.as_slice() {
        ["ttbr", "off"] => {
            sess.ttbr_filter = None;
            "breakpoints stop in every process\n".into()
        }
        ["ttbr", "current"] => {
            let t = target::ttbr0(core) & !0x3fff;
            sess.ttbr_filter = Some(t);
            format!("breakpoints stop only while TTBR0 is {t:#010x}\n")
        }
        ["ttbr", v] => match u32::from_str_radix(v.trim_start_matches("0x"), 16) {
            Ok(t) => {
                sess.ttbr_filter = Some(t & !0x3fff);
                format!(
                    "breakpoints stop only while TTBR0 is {:#010x}\n",
                    t & !0x3fff
                )
            }
            Err(_) => format!("not a hex address: {v}\n"),
        },
        ["ticks"] => format!("{} ticks\n", core.ticks),
        _ => "monitor commands: ttbr ADDR|current|off, ticks\n".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trip() {
        assert_eq!(hex(&[0x12, 0xab]), b"12ab");
        assert_eq!(unhex(b"12ab"), Some(vec![0x12, 0xab]));
        assert_eq!(unhex(b"1"), None);
        assert_eq!(unhex(b"zz"), None);
        assert_eq!(reg_hex(0x1234_5678, 4), "78563412");
        assert_eq!(reg_hex(0x0102_0304_0506_0708, 8), "0807060504030201");
        assert_eq!(le_value(&[8, 7, 6, 5, 4, 3, 2, 1]), 0x0102_0304_0506_0708);
    }

    #[test]
    fn breakpoints_and_watchpoints_come_and_go() {
        let mut s = Session::default();
        assert_eq!(breakpoint(&mut s, true, "0,8000,4"), reply("OK"));
        assert_eq!(breakpoint(&mut s, true, "1,8004,2"), reply("OK"));
        assert_eq!(s.breakpoints, vec![0x8000, 0x8004]);
        assert_eq!(breakpoint(&mut s, true, "2,c0000000,4"), reply("OK"));
        assert_eq!(s.watches.len(), 1);
        assert_eq!(breakpoint(&mut s, false, "2,c0000000,4"), reply("OK"));
        assert_eq!(breakpoint(&mut s, false, "0,8000,4"), reply("OK"));
        assert_eq!(s.breakpoints, vec![0x8004]);
        assert!(s.watches.is_empty());
        assert_eq!(breakpoint(&mut s, true, "0,zz,4"), reply(ERR));
        assert_eq!(breakpoint(&mut s, true, "9,0,4"), reply(""));
    }
}

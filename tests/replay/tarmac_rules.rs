//! An independent reading of Tarmac text, written from the rules of
//! `../shared/reference/tarmac-for-arms-tools.md` (not from our writer): the line forms
//! of its section 3.7, and the call detection of its section 4 (what
//! `tarmac-calltree` would show).

/// One parsed line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    Insn {
        tick: u64,
        executed: bool,
        addr: u32,
        /// Hex digits of the encoding: 8 (ARM) or 4 (Thumb).
        digits: usize,
        thumb: bool,
    },
    Reg {
        tick: u64,
        name: String,
        value: u32,
    },
    Mem {
        tick: u64,
    },
    Exception {
        tick: u64,
    },
}

fn hex(s: &str, digits: usize) -> Result<u32, String> {
    if s.len() != digits
        || !s
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
    {
        return Err(format!("{s:?} is not {digits} lower-case hex digits"));
    }
    u32::from_str_radix(s, 16).map_err(|e| e.to_string())
}

const MODES: [&str; 7] = ["usr", "svc", "irq", "fiq", "abt", "und", "sys"];
const BANKS: [&str; 6] = ["usr", "fiq", "irq", "svc", "abt", "und"];

fn reg_name_ok(name: &str) -> bool {
    if name == "cpsr" {
        return true;
    }
    if let Some(bank) = name.strip_prefix("spsr_") {
        return BANKS[1..].contains(&bank);
    }
    let Some(rest) = name.strip_prefix('r') else {
        return false;
    };
    let (num, bank) = match rest.split_once('_') {
        Some((n, b)) => (n, Some(b)),
        None => (rest, None),
    };
    let Ok(n) = num.parse::<u32>() else {
        return false;
    };
    match bank {
        None => n <= 12,
        Some("fiq") => (8..=14).contains(&n),
        Some(b) => (13..=14).contains(&n) && BANKS.contains(&b),
    }
}

/// Parses one line of the profile the reference recommends (section 3.7).
pub fn parse(line: &str) -> Result<Line, String> {
    let mut words = line.split(' ');
    let tick: u64 = words
        .next()
        .and_then(|t| t.parse().ok())
        .ok_or("no decimal timestamp")?;
    if words.next() != Some("clk") {
        return Err("no `clk` unit".into());
    }
    let kind = words.next().ok_or("no type")?;
    let rest: Vec<&str> = words.collect();
    match kind {
        "IT" | "IS" => {
            // (COUNT) ADDR ENC STATE MODE : DISASM
            if rest.len() < 7 {
                return Err("short instruction line".into());
            }
            let count = rest[0]
                .strip_prefix('(')
                .and_then(|c| c.strip_suffix(')'))
                .ok_or("no (count)")?;
            count.parse::<u64>().map_err(|_| "count not decimal")?;
            let addr = hex(rest[1], 8)?;
            let thumb = match rest[3] {
                "A" => false,
                "T" => true,
                s => return Err(format!("state {s:?}")),
            };
            let digits = if thumb { 4 } else { 8 };
            hex(rest[2], digits)?;
            if thumb && addr & 1 != 0 || !thumb && addr & 3 != 0 {
                return Err("misaligned address".into());
            }
            if !MODES.contains(&rest[4]) || rest[5] != ":" {
                return Err("bad mode or no colon".into());
            }
            let first = rest[6];
            if first.is_empty()
                || !first
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"_-.#".contains(&b))
            {
                return Err(format!("disassembly starts with {first:?}"));
            }
            Ok(Line::Insn {
                tick,
                executed: kind == "IT",
                addr,
                digits,
                thumb,
            })
        }
        "R" => {
            let [name, value] = rest[..] else {
                return Err("R needs a name and a value".into());
            };
            if !reg_name_ok(name) {
                return Err(format!("register {name:?}"));
            }
            Ok(Line::Reg {
                tick,
                name: name.to_string(),
                value: hex(value, 8)?,
            })
        }
        "MR1" | "MR2" | "MR4" | "MW1" | "MW2" | "MW4" => {
            let size: usize = kind[2..].parse().unwrap();
            let [addrs, data] = rest[..] else {
                return Err("M needs addresses and data".into());
            };
            let (va, pa) = addrs.split_once(':').ok_or("no vaddr:paddr")?;
            hex(va, 8)?;
            hex(pa, 8)?;
            hex(data, 2 * size)?;
            Ok(Line::Mem { tick })
        }
        "E" => {
            let [ret, vector, name] = rest[..] else {
                return Err("E needs an address, a vector and a name".into());
            };
            hex(ret, 8)?;
            hex(vector, 8)?;
            if !name.bytes().all(|b| b.is_ascii_alphanumeric()) {
                return Err(format!("exception name {name:?}"));
            }
            Ok(Line::Exception { tick })
        }
        k => Err(format!("unknown type {k:?}")),
    }
}

/// Parses every line; also checks that timestamps never go backwards and that
/// every R/M line carries its instruction's timestamp or a later one only after an
/// exception line (exceptions taken between instructions).
pub fn parse_all(text: &str) -> Vec<Line> {
    let mut out = Vec::new();
    let mut insn_tick = 0u64;
    let mut last = 0u64;
    for (n, l) in text.lines().enumerate() {
        let line = parse(l).unwrap_or_else(|e| panic!("line {}: {e}: {l:?}", n + 1));
        let tick = match &line {
            Line::Insn { tick, .. } | Line::Exception { tick } => *tick,
            Line::Reg { tick, .. } | Line::Mem { tick } => {
                assert_eq!(*tick, insn_tick, "line {}: {l:?}", n + 1);
                *tick
            }
        };
        assert!(tick >= last, "line {}: time goes back: {l:?}", n + 1);
        if matches!(line, Line::Insn { .. } | Line::Exception { .. }) {
            insn_tick = tick;
        }
        last = tick;
        out.push(line);
    }
    out
}

/// A call confirmed by its return, as section 4 decides: the call site, the
/// callee's first instruction (bit 0 set in Thumb), the return address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Call {
    pub site: u32,
    pub entry: u32,
    pub ret: u32,
}

/// The calls the tools find in `lines`: transfers of control after an r14 write
/// within the last 8 records, near the fall-through address, confirmed by a later
/// transfer to that return address with the same r13; an r13 above a remembered
/// one drops it.
pub fn calls(lines: &[Line]) -> Vec<Call> {
    struct Open {
        sp: Option<u32>,
        ret: u32,
        entry: u32,
        site: u32,
    }
    let mut open: Vec<Open> = Vec::new();
    let mut found = Vec::new();
    let mut r13: Option<u32> = None;
    // The last r14 value and the record index at which it was written.
    let mut r14: Option<(u32, usize)> = None;
    let mut last_transfer = 0usize;
    let mut prev: Option<(u32, u32, bool)> = None; // (addr, bytes, thumb)
    let mut records = 0usize;
    for line in lines {
        match line {
            Line::Insn {
                addr,
                digits,
                thumb,
                ..
            } => {
                records += 1;
                if let Some((pa, pbytes, pthumb)) = prev {
                    let fall = pa.wrapping_add(pbytes);
                    if *addr & !1 != fall & !1 {
                        let target = addr | u32::from(*thumb);
                        if let Some(i) = open.iter().rposition(|c| c.ret == target && c.sp == r13) {
                            let c = &open[i];
                            found.push(Call {
                                site: c.site,
                                entry: c.entry,
                                ret: c.ret,
                            });
                            open.truncate(i);
                        } else if let Some((lr, at)) = r14 {
                            let near = (fall | u32::from(pthumb)) as i64;
                            if at >= last_transfer
                                && records - at <= 8
                                && (i64::from(lr) - near).abs() < 64
                            {
                                open.push(Open {
                                    sp: r13,
                                    ret: lr,
                                    entry: target,
                                    site: pa,
                                });
                            }
                        }
                        last_transfer = records;
                    }
                }
                prev = Some((*addr, (*digits as u32) / 2, *thumb));
            }
            Line::Reg { name, value, .. } => {
                if name.starts_with("r13") {
                    r13 = Some(*value);
                    open.retain(|c| c.sp.is_none_or(|sp| *value <= sp));
                } else if name.starts_with("r14") {
                    r14 = Some((*value, records));
                }
            }
            _ => {}
        }
    }
    found
}

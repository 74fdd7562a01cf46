//! GNU objdump's `-d` listing read into lines, the one reader the objdump tests share:
//! each instruction line's address, encoding as printed, mnemonic and operands with
//! objdump's `@` comment removed. Data and label lines are skipped.
#![allow(dead_code, reason = "each test uses the parts it needs")]

/// One instruction line of the listing.
pub struct Line {
    pub addr: u32,
    /// The encoding as printed: 8 hex digits (ARM), `xxxx` or `xxxx yyyy` (Thumb).
    pub enc: String,
    pub mnemonic: String,
    pub operands: String,
}

impl Line {
    /// The encoding's hex groups, or `None` when one is not hex (a `.word` line's data).
    pub fn enc_groups(&self) -> Option<Vec<u32>> {
        self.enc
            .split_whitespace()
            .map(|h| u32::from_str_radix(h, 16).ok())
            .collect()
    }
}

/// The instruction lines of `listing`.
pub fn parse(listing: &str) -> Vec<Line> {
    let mut out = Vec::new();
    for l in listing.lines() {
        let mut cols = l.split('\t');
        let (Some(a), Some(enc)) = (cols.next(), cols.next()) else {
            continue;
        };
        let Some(Ok(addr)) = a
            .trim()
            .strip_suffix(':')
            .map(|a| u32::from_str_radix(a, 16))
        else {
            continue;
        };
        let mnemonic = cols.next().unwrap_or("").trim().to_string();
        let rest = cols.collect::<Vec<_>>().join("\t");
        let operands = rest.split("\t@").next().unwrap_or("").trim().to_string();
        out.push(Line {
            addr,
            enc: enc.trim().to_string(),
            mnemonic,
            operands,
        });
    }
    out
}

/// `operands` with a branch target `dc <.text+0xdc>` (after a register for CBZ) written
/// `0xdc`, as our disassembler writes it.
pub fn target_as_hex(operands: String) -> String {
    let Some(i) = operands.find(" <") else {
        return operands;
    };
    let head = &operands[..i];
    let (before, target) = head.rsplit_once(' ').unwrap_or(("", head));
    match u32::from_str_radix(target, 16) {
        Ok(t) if before.is_empty() => format!("0x{t:x}"),
        Ok(t) => format!("{before} 0x{t:x}"),
        Err(_) => operands,
    }
}

//! Static basic-block records of `qtrace.static` (§4.2) and the Thumb halfword wrapping (§3.6).

use crate::error::Error;

/// Size of a static record without its instruction words.
pub const STATIC_REC_SIZE: usize = 16;

/// Wraps a Thumb halfword into a 32-bit word in ARM's undefined space.
pub fn wrap_thumb(hw: u16) -> u32 {
    let hw = u32::from(hw);
    0xF7F0_00F0 | ((hw & 0xFFF0) << 4) | (hw & 0x000F)
}

/// True if `w` is a wrapped Thumb halfword.
pub fn is_wrapped_thumb(w: u32) -> bool {
    w & 0xFFF0_00F0 == 0xF7F0_00F0
}

/// The Thumb halfword inside a wrapped word.
pub fn unwrap_thumb(w: u32) -> u16 {
    (((w >> 4) & 0xFFF0) | (w & 0x000F)) as u16
}

/// A Thumb instruction as a static record stores it: a 16-bit one (a wrapped
/// halfword), or a 32-bit Thumb-2 one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThumbInsn {
    Half(u16),
    /// First and second halfwords.
    Wide(u16, u16),
}

impl ThumbInsn {
    /// Its length in bytes.
    pub fn bytes(self) -> u32 {
        match self {
            ThumbInsn::Half(_) => 2,
            ThumbInsn::Wide(..) => 4,
        }
    }
}

/// Stores a 32-bit Thumb-2 instruction in one word of a Thumb block (goldtrace's
/// extension; the Android format has 16-bit Thumb only, §3.6): `hw1 << 16 | hw2`,
/// whose first halfword is 0xE800 or above, so it is never a wrapped halfword unless
/// `hw1` is 0xF7Fx and `hw2`'s bits 7:4 are all set; those are stored as
/// `0x0010_0000 | (hw1 & 0xF) << 16 | hw2` instead, a form no other word takes.
pub fn encode_thumb32(hw1: u16, hw2: u16) -> u32 {
    let w = u32::from(hw1) << 16 | u32::from(hw2);
    if is_wrapped_thumb(w) {
        0x0010_0000 | (w & 0x000F_0000) | u32::from(hw2)
    } else {
        w
    }
}

/// The Thumb instruction a word of a Thumb block holds (see [`encode_thumb32`]).
pub fn thumb_insn(w: u32) -> ThumbInsn {
    if is_wrapped_thumb(w) {
        ThumbInsn::Half(unwrap_thumb(w))
    } else if w >> 20 == 0x001 {
        ThumbInsn::Wide(0xF7F0 | (w >> 16 & 0xF) as u16, w as u16)
    } else if w >> 16 == 0 {
        // A halfword not yet wrapped (the form writers are given).
        ThumbInsn::Half(w as u16)
    } else {
        ThumbInsn::Wide((w >> 16) as u16, w as u16)
    }
}

/// Appends one static record: `u64 bb_num, u32 bb_addr, u32 num_insns, u32 insn[]`, little-endian.
pub fn put_static(buf: &mut Vec<u8>, bb_num: u64, bb_addr: u32, words: &[u32]) {
    buf.extend_from_slice(&bb_num.to_le_bytes());
    buf.extend_from_slice(&bb_addr.to_le_bytes());
    buf.extend_from_slice(&(words.len() as u32).to_le_bytes());
    for w in words {
        buf.extend_from_slice(&w.to_le_bytes());
    }
}

/// One static block, borrowed from the file bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StaticBlock<'a> {
    /// Block number.
    pub bb_num: u64,
    /// Address as stored: bit 0 set for a Thumb block.
    pub bb_addr: u32,
    /// Byte offset of the record in `qtrace.static`.
    pub offset: usize,
    words: &'a [u8],
}

impl<'a> StaticBlock<'a> {
    /// A block whose record (already checked) starts at `offset` of the file bytes `data`.
    pub(crate) fn at(data: &'a [u8], offset: usize, bb_num: u64, bb_addr: u32, n: u32) -> Self {
        let start = offset + STATIC_REC_SIZE;
        StaticBlock {
            bb_num,
            bb_addr,
            offset,
            words: &data[start..start + 4 * n as usize],
        }
    }

    /// True for a Thumb block.
    pub fn is_thumb(&self) -> bool {
        self.bb_addr & 1 != 0
    }

    /// Guest address of the first instruction (Thumb bit cleared).
    pub fn addr(&self) -> u32 {
        self.bb_addr & !1
    }

    /// Number of instructions (one 32-bit word each).
    pub fn num_insns(&self) -> usize {
        self.words.len() / 4
    }

    /// The `i`-th word as stored (wrapped for Thumb).
    pub fn word(&self, i: usize) -> Option<u32> {
        let b = self.words.get(4 * i..4 * i + 4)?;
        Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// The words as stored.
    pub fn words(&self) -> impl Iterator<Item = u32> + 'a {
        self.words
            .chunks_exact(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// The length in bytes of instruction `i` (ARM 4; Thumb 2 or 4).
    pub fn insn_len(&self, i: usize) -> u32 {
        match (self.is_thumb(), self.word(i)) {
            (false, _) => 4,
            (true, Some(w)) => thumb_insn(w).bytes(),
            (true, None) => 2,
        }
    }

    /// The address of instruction `i`; `i = num_insns()` gives the address after the
    /// block.
    pub fn insn_addr(&self, i: usize) -> u32 {
        if !self.is_thumb() {
            return self.addr().wrapping_add(4 * i as u32);
        }
        (0..i).fold(self.addr(), |a, k| a.wrapping_add(self.insn_len(k)))
    }
}

/// Iterator over the static records from a byte offset; yields an error once and then stops.
#[derive(Debug, Clone)]
pub struct StaticIter<'a> {
    data: &'a [u8],
    pos: usize,
    file: &'a str,
    done: bool,
}

impl<'a> StaticIter<'a> {
    /// Records of `data` (the whole file) starting at `pos`.
    pub fn new(data: &'a [u8], pos: usize, file: &'a str) -> Self {
        StaticIter {
            data,
            pos,
            file,
            done: false,
        }
    }

    fn next_block(&mut self) -> Result<StaticBlock<'a>, Error> {
        let have = self.data.len() - self.pos;
        let head = self
            .data
            .get(self.pos..self.pos + STATIC_REC_SIZE)
            .ok_or_else(|| Error::Truncated {
                file: self.file.to_string(),
                what: "static block record",
                offset: self.pos,
                need: STATIC_REC_SIZE as u64,
                have,
            })?;
        let mut num = [0u8; 8];
        num.copy_from_slice(&head[0..8]);
        let bb_num = u64::from_le_bytes(num);
        let bb_addr = u32::from_le_bytes([head[8], head[9], head[10], head[11]]);
        let n = u32::from_le_bytes([head[12], head[13], head[14], head[15]]);
        let need = STATIC_REC_SIZE as u64 + 4 * u64::from(n);
        if need > have as u64 {
            return Err(Error::Truncated {
                file: self.file.to_string(),
                what: "static block instruction words",
                offset: self.pos,
                need,
                have,
            });
        }
        let start = self.pos + STATIC_REC_SIZE;
        let end = self.pos + need as usize;
        let block = StaticBlock {
            bb_num,
            bb_addr,
            offset: self.pos,
            words: &self.data[start..end],
        };
        self.pos = end;
        Ok(block)
    }
}

impl<'a> Iterator for StaticIter<'a> {
    type Item = Result<StaticBlock<'a>, Error>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done || self.pos >= self.data.len() {
            return None;
        }
        let r = self.next_block();
        self.done = r.is_err();
        Some(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thumb2_words_round_trip() {
        // Every 32-bit first halfword, with second halfwords that make some of them
        // look wrapped.
        for hw1 in 0xE800..=0xFFFFu16 {
            for hw2 in [0x0000, 0x00F0, 0xF0F5, 0xFFFF, 0x1234] {
                let w = encode_thumb32(hw1, hw2);
                assert_eq!(
                    thumb_insn(w),
                    ThumbInsn::Wide(hw1, hw2),
                    "{hw1:04x} {hw2:04x}"
                );
            }
        }
        for hw in [0u16, 0x4770, 0xB500, 0xE7FE, 0xBF08] {
            assert_eq!(thumb_insn(wrap_thumb(hw)), ThumbInsn::Half(hw));
        }
        // The escaped form of a Wide that looks wrapped.
        assert_eq!(encode_thumb32(0xF7FF, 0xFFF0), 0x001F_FFF0);
    }

    #[test]
    fn thumb_wrap_round_trip() {
        for hw in 0..=u16::MAX {
            let w = wrap_thumb(hw);
            assert!(is_wrapped_thumb(w));
            assert_eq!(unwrap_thumb(w), hw);
        }
        assert_eq!(wrap_thumb(0x4770), 0xF7F4_77F0);
        assert!(!is_wrapped_thumb(0xE1A0_0000));
    }

    #[test]
    fn record_layout_and_truncation() {
        let mut b = Vec::new();
        put_static(&mut b, 3, 0x8001, &[wrap_thumb(0xB500), wrap_thumb(0xBD00)]);
        assert_eq!(b.len(), 24);
        assert_eq!(&b[0..8], &[3, 0, 0, 0, 0, 0, 0, 0]);
        assert_eq!(&b[8..12], &[1, 0x80, 0, 0]);
        assert_eq!(&b[12..16], &[2, 0, 0, 0]);
        let blk = StaticIter::new(&b, 0, "s").next().unwrap().unwrap();
        assert!(blk.is_thumb());
        assert_eq!(blk.addr(), 0x8000);
        assert_eq!(blk.num_insns(), 2);
        assert_eq!(unwrap_thumb(blk.word(1).unwrap()), 0xBD00);
        for cut in 1..b.len() {
            let r = StaticIter::new(&b[..cut], 0, "s").next().unwrap();
            assert!(matches!(r, Err(Error::Truncated { offset: 0, .. })));
        }
    }
}

//! Translated blocks (`qtrace.static`) and their instruction counts.

use super::{TraceWriter, STATIC};
use crate::error::{Error, Result};
use crate::static_bb::{is_wrapped_thumb, put_static, thumb_insn, wrap_thumb, ThumbInsn};

impl TraceWriter {
    /// Records a translated block. `bb_num` must be the next number (1, 2, 3, ...: block 0 is the
    /// dummy the writer adds itself). For Thumb blocks each word is a halfword in its low 16 bits (or
    /// an already wrapped halfword) or a 32-bit Thumb-2 instruction as `encode_thumb32` stores it;
    /// the Thumb bit of `addr` is set from `thumb`.
    pub fn record_static_block(
        &mut self,
        bb_num: u64,
        addr: u32,
        thumb: bool,
        words: &[u32],
    ) -> Result<()> {
        let expected = self.static_insns.len() as u64;
        if bb_num != expected {
            return Err(Error::WriterStaticSequence {
                expected,
                found: bb_num,
            });
        }
        let words = if thumb {
            self.scratch.clear();
            for (index, &w) in words.iter().enumerate() {
                if w >> 16 == 0 {
                    self.scratch.push(wrap_thumb(w as u16));
                } else if is_wrapped_thumb(w)
                    || matches!(thumb_insn(w), ThumbInsn::Wide(hw1, _) if hw1 >= 0xE800)
                {
                    // Wrapped, or a 32-bit Thumb-2 instruction (`encode_thumb32`).
                    self.scratch.push(w);
                } else {
                    return Err(Error::BadThumbWord {
                        bb_num,
                        index,
                        word: w,
                    });
                }
            }
            &self.scratch[..]
        } else {
            words
        };
        put_static(
            &mut self.bufs[STATIC],
            bb_num,
            (addr & !1) | u32::from(thumb),
            words,
        );
        self.static_insns.push(words.len() as u32);
        self.num_static_insn += words.len() as u64;
        self.maybe_send(STATIC);
        Ok(())
    }

    pub(super) fn static_count(&self, bb_num: u64) -> u32 {
        usize::try_from(bb_num)
            .ok()
            .and_then(|i| self.static_insns.get(i))
            .copied()
            .unwrap_or(0)
    }
}
